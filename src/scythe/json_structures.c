/* Game-file fields of the human's board position: structures, player mat, automatic stars, the
 * structure bonus tile (docs/scythe-state.md). Old files without them load as before: no
 * structures, no mat named, the coins of the structure bonus entered by hand. */
#include <stdio.h>
#include <string.h>

#include "core/json.h"
#include "scythe/json_structures.h"

static const char *const auto_star_ids[SCY_NAUTO_STARS] = {"structures", "mechs", "workers", "power"};

static int parse_structures(json_t *st, const char *path, const scy_game *g, scy_player *p, am_err *err)
{
    char sub[96];
    snprintf(sub, sizeof sub, "%s.structures", path);
    if (!json_is_object(st))
        return am_fail(err, AM_EDATA, _("%s: must be an object like {\"mine\": \"F3\"}"), sub);
    static const char *const keys[] = {"mill", "armory", "monument", "mine", NULL};
    if (am_json_check_keys(st, sub, keys, err)) return AM_EDATA;
    am_set own = AM_SET_EMPTY;
    for (int k = 0; k < SCY_NSTRUCTURES; k++) {
        json_t *v = json_object_get(st, scy_structure_name(k));
        if (!v || json_is_null(v)) continue;
        char at[128];
        snprintf(at, sizeof at, "%s.%s", sub, scy_structure_name(k));
        int pos;
        am_err e2;
        if (!json_is_string(v)) return am_fail(err, AM_EDATA, _("%s: must be a territory name like \"F3\""), at);
        if (scy_pos_parse(json_string_value(v), &pos, &e2) != AM_OK) return am_fail(err, AM_EDATA, "%s: %s", at, e2.msg);
        if (SCY_IS_HOME(pos)) return am_fail(err, AM_EDATA, _("%s: a home base is not a territory; nothing is built there"), at);
        if (!SCY_IS_TERR(pos)) return am_fail(err, AM_EDATA, _("%s: %s is not a territory of the board"), at, scy_pos_name(pos));
        if (scy_territories[pos].terrain == SCY_LAKE)
            return am_fail(err, AM_EDATA, _("%s: %s is a lake; no structure on a lake"), at, scy_pos_name(pos));
        if (am_set_has(own, pos))
            return am_fail(err, AM_EDATA, _("%s: %s already holds another of your structures (one per territory)"), at,
                           scy_pos_name(pos));
        for (int q = 0; q < g->nplayers; q++)
            if (&g->p[q] != p && am_set_has(scy_structures_mask(g, q), pos))
                return am_fail(err, AM_EDATA, _("%s: %s already holds a structure of %s (one per territory)"), at,
                               scy_pos_name(pos), scy_faction_name(g->p[q].faction));
        own = am_set_add(own, pos);
        p->structure[k] = (uint8_t)(pos + 1);
    }
    return AM_OK;
}

int scy_json_player_extras_parse(json_t *pj, const char *path, const scy_game *g, scy_player *p, am_err *err)
{
    static const char *const human_only[] = {"structures", "player_mat", "auto_stars", NULL};
    if (p->automa) {
        for (const char *const *k = human_only; *k; k++)
            if (json_object_get(pj, *k))
                return am_fail(err, AM_EDATA, _("%s.%s: only for human players (the Automa builds no structures and has no "
                                                "player mat)"),
                               path, *k);
        return AM_OK;
    }
    json_t *st = json_object_get(pj, "structures");
    if (st && parse_structures(st, path, g, p, err)) return AM_EDATA;
    json_t *m = json_object_get(pj, "player_mat");
    if (m && !json_is_null(m)) {
        int k = scy_mat_parse(json_string_value(m));
        if (k < 0)
            return am_fail(err, AM_EDATA, _("%s.player_mat: unknown player mat (industrial, engineering, militant, patriotic, "
                                            "innovative, mechanical, agricultural)"),
                           path);
        for (int q = 0; q < g->nplayers; q++)
            if (&g->p[q] != p && g->p[q].player_mat == k + 1)
                return am_fail(err, AM_EDATA, _("%s.player_mat: %s already has the %s mat"), path,
                               scy_faction_name(g->p[q].faction), scy_mats[k].id);
        p->player_mat = (uint8_t)(k + 1);
    }
    /* the stars the program placed; an older file has none recorded: the stars already earned
     * then were counted by the player, so they are never placed again (R-SC-55) */
    json_t *as = json_object_get(pj, "auto_stars");
    int pl = (int)(p - g->p);
    if (!as) {
        p->auto_stars = (uint8_t)scy_auto_stars_earned(g, pl);
        return AM_OK;
    }
    char sub[96];
    snprintf(sub, sizeof sub, "%s.auto_stars", path);
    if (!json_is_array(as)) return am_fail(err, AM_EDATA, _("%s: must be a list like [\"mechs\", \"power\"]"), sub);
    unsigned bits = 0;
    size_t i;
    json_t *x;
    json_array_foreach(as, i, x) {
        int k = -1;
        for (int j = 0; j < SCY_NAUTO_STARS && json_is_string(x); j++)
            if (strcmp(json_string_value(x), auto_star_ids[j]) == 0) k = j;
        if (k < 0) return am_fail(err, AM_EDATA, _("%s[%zu]: must be structures, mechs, workers or power"), sub, i);
        if (bits & (1u << k)) return am_fail(err, AM_EDATA, _("%s[%zu]: %s is listed twice"), sub, i, auto_star_ids[k]);
        bits |= 1u << k;
    }
    /* not checked against `stars`: the player may have corrected the stars down by hand after the
     * program placed one (set stars); the record only keeps it from being placed again */
    p->auto_stars = (uint8_t)bits;
    return AM_OK;
}

void scy_json_player_extras_write(const scy_player *p, json_t *pj)
{
    if (p->automa) return;
    json_t *st = json_object();
    for (int k = 0; k < SCY_NSTRUCTURES; k++)
        if (p->structure[k]) json_object_set_new(st, scy_structure_name(k), json_string(scy_pos_name(p->structure[k] - 1)));
    json_object_set_new(pj, "structures", st);
    if (p->player_mat) json_object_set_new(pj, "player_mat", json_string(scy_mats[p->player_mat - 1].id));
    else json_object_del(pj, "player_mat");   /* the place a field table may have kept for it */
    json_t *as = json_array();
    for (int k = 0; k < SCY_NAUTO_STARS; k++)
        if (p->auto_stars & (1u << k)) json_array_append_new(as, json_string(auto_star_ids[k]));
    json_object_set_new(pj, "auto_stars", as);
}

int scy_json_tile_parse(json_t *root, scy_game *g, am_err *err)
{
    json_t *t = json_object_get(root, "structure_tile");
    if (!t) return AM_OK;
    int k = scy_tile_parse(json_string_value(t));
    if (k < 0)
        return am_fail(err, AM_EDATA, _("structure_tile: must be manual, tunnels-adjacent, lakes-adjacent, encounters-adjacent, "
                                        "on-tunnels, in-a-row or farms-tundras"));
    g->structure_tile = (uint8_t)k;
    return AM_OK;
}

void scy_json_tile_write(const scy_game *g, json_t *root)
{
    int k = g->structure_tile < SCY_NTILES ? g->structure_tile : 0;
    json_object_set_new(root, "structure_tile", json_string(scy_tiles[k].id));
}
