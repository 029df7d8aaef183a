/*
 * What a viewer at the table may see of a Scythe game (view.h): the game's JSON without what the
 * table hides. The rules say what is face down (the Automa's deck and combat cards, the Togawa
 * Automa's traps until sprung); the program's own state (its random generator, its guess at a
 * person's combat cards) is not the table's.
 */
#include <string.h>

#include "scythe/view.h"

void scy_view_strip(const scy_game *g, json_t *v)
{
    json_object_del(v, "rng");   /* the coming shuffles and draws */
    json_t *players = json_object_get(v, "players");
    for (int pl = 0; pl < g->nplayers; pl++) {
        json_t *pj = json_array_get(players, (size_t)pl);
        if (!pj) continue;
        json_object_del(pj, "combat_card_values");   /* face down, or the person's own hand */
        if (!g->p[pl].automa) continue;
        json_object_del(pj, "deck");   /* the order of the draw pile */
        json_object_set_new(pj, "deck_count", json_integer(g->p[pl].deck.ndraw));
        json_object_set_new(pj, "discard_count", json_integer(g->p[pl].deck.ndiscard));
        json_object_set_new(pj, "combat_discard_count", json_integer(g->p[pl].deck.ncombat));
    }
    /* a face-down trap of an Automa: where it is, not which it is */
    json_t *traps = json_object_get(json_object_get(v, "board"), "traps"), *t;
    size_t i;
    json_array_foreach(traps, i, t) {
        int pos, owner = -1;
        am_err e;
        const char *where = json_string_value(json_object_get(t, "territory"));
        const char *who = json_string_value(json_object_get(t, "owner"));
        if (!where || scy_pos_parse(where, &pos, &e) != AM_OK || !SCY_IS_TERR(pos)) continue;
        for (int q = 0; who && q < g->nplayers; q++)
            if (strcmp(scy_faction_name(g->p[q].faction), who) == 0) owner = q;
        if (owner >= 0 && g->p[owner].automa && g->trap_state[pos] == SCY_TRAP_ARMED) json_object_del(t, "kind");
    }
}
