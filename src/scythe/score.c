/*
 * End-game scoring (rulebook "Scoring"; base game: popularity tiers, territory control, resources;
 * Invaders from Afar: flags and traps).
 *
 *   Automa: coins + 4 per star (all of them, tracker stars too) + 3 per territory (popularity 10);
 *           no resources, no structures.
 *   human:  coins + tier x stars + tier x territories + tier x (resources / 2, at most 6 counted per
 *           territory) + structure bonus (the game's tile, structures.c; or entered by hand).
 * Control: a unit of its own and nobody else's; or its structure with nobody's unit (R-SC-50).
 * Winner: highest; ties by workers + mechs + structures, power, popularity, territories, stars;
 * resources are not used.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "core/json.h"
#include "scythe/scythe_internal.h"

am_set scy_score_control(const scy_game *g, int pl)
{
    /* with unit masks: one pass per player instead of players x territories x units */
    am_set any = AM_SET_EMPTY, others = AM_SET_EMPTY;
    for (int q = 0; q < g->nplayers; q++) {
        am_set m = scy_kinds_at(g->units_at[q], SCY_UK_ANY) & SCY_TERR_BITS;
        any |= m;
        if (q != pl) others |= m;
    }
    am_set ctl = scy_game_units_mask(g, pl, SCY_UK_ANY) & ~others;
    /* a structure with no unit on its territory: its owner's, a trap there or not (R-SC-50) */
    ctl |= scy_structure_only_control(g, pl);
    /* IFA: an armed Togawa trap alone controls its territory (not next to another's structure) */
    if (g->p[pl].faction == SCY_TOGAWA)
        for (int t = 0; t < SCY_NTERR; t++)
            if (!am_set_has(any, t) && g->trap_owner[t] == pl && g->trap_state[t] == SCY_TRAP_ARMED &&
                scy_structure_owner(g, t) < 0)
                ctl = am_set_add(ctl, t);
    return ctl;
}

static void tier(int popularity, scy_score_line *l)
{
    if (popularity <= 6) { l->star_rate = 3; l->terr_rate = 2; l->res_rate = 1; }
    else if (popularity <= 12) { l->star_rate = 4; l->terr_rate = 3; l->res_rate = 2; }
    else { l->star_rate = 5; l->terr_rate = 4; l->res_rate = 3; }
}

static void score_player(const scy_game *g, int pl, scy_score_line *l)
{
    const scy_player *p = &g->p[pl];
    l->player = (uint8_t)pl;
    l->automa = p->automa;
    l->popularity = p->automa ? 10 : p->popularity;
    tier(l->popularity, l);
    l->stars = p->stars;
    am_set ctl = scy_score_control(g, pl);
    int terr = 0, res = 0, flags = 0;
    for (am_set x = ctl; x; x &= x - 1) {
        int t = __builtin_ctzll(x);
        terr += t == scy_factory ? 3 : 1;
        res += g->resources[t] > 6 ? 6 : g->resources[t];
        /* IFA: a flag on a controlled territory not next to Albion's home base is +1 territory */
        if (g->flag_owner[t] == pl && p->faction == SCY_ALBION && !am_set_has(scy_homes[SCY_ALBION].adjacent, t)) flags++;
    }
    l->flag_bonus = (uint8_t)flags;
    l->territories = (uint8_t)(terr + flags);
    l->resources = (uint8_t)(p->automa ? 0 : res);
    l->coins = p->coins;
    l->star_coins = (int16_t)(l->star_rate * l->stars);
    l->terr_coins = (int16_t)(l->terr_rate * l->territories);
    l->res_coins = (int16_t)(l->res_rate * (l->resources / 2));
    int tile_count;
    l->structure = (int16_t)scy_structure_bonus(g, pl, &tile_count);
    l->structure_count = (int8_t)tile_count;
    l->total = (int16_t)(l->coins + l->star_coins + l->terr_coins + l->res_coins + l->structure);
    /* its mechs and workers in play: those not on the faction mat (the bytes compared at once) */
    int units = SCY_NUNITS - SCY_U_MECH0 - scy_byte_count(p->unit + SCY_U_MECH0, 4, SCY_POS_MAT) -
                scy_byte_count(p->unit + SCY_U_WORKER0, 8, SCY_POS_MAT);
    l->structures = (uint8_t)am_set_count(scy_structures_mask(g, pl));
    l->units = (uint8_t)(units + l->structures);  /* tie-breaker 1: workers + mechs + structures */
    l->power = p->power;
}

/* Compares two lines: >0 if a is ahead. *by = the criterion that decided (SCY_BY_COINS .. SCY_BY_STARS,
 * SCY_BY_SHARED: none). */
static int compare(const scy_score_line *a, const scy_score_line *b, int *by)
{
    int keys_a[SCY_BY_SHARED] = {a->total, a->units, a->power, a->popularity, a->territories, a->stars};
    int keys_b[SCY_BY_SHARED] = {b->total, b->units, b->power, b->popularity, b->territories, b->stars};
    for (int k = 0; k < SCY_BY_SHARED; k++)
        if (keys_a[k] != keys_b[k]) {
            *by = k;
            return keys_a[k] - keys_b[k];
        }
    *by = SCY_BY_SHARED;
    return 0;
}

static void line_keys(const scy_score_line *l, long k[SCY_BY_SHARED])
{
    k[0] = l->total;
    k[1] = l->units;
    k[2] = l->power;
    k[3] = l->popularity;
    k[4] = l->territories;
    k[5] = l->stars;
}

/* Cooperative scoring (clarifications §I.3, R-SC-46): the humans' average against the Automas'
 * average, as in a 2-player game: fortune first, then the same tie-breakers on the averages; all
 * equal: a shared result. Averages are compared exactly (cross-multiplied sums). */
static void score_coop(const scy_game *g, scy_score_sheet *s)
{
    long sum[2][SCY_BY_SHARED] = {{0}};
    for (int pl = 0; pl < g->nplayers; pl++) {
        long k[SCY_BY_SHARED];
        line_keys(&s->line[pl], k);
        for (int i = 0; i < SCY_BY_SHARED; i++) sum[g->p[pl].automa ? SCY_SIDE_AUTOMAS : SCY_SIDE_HUMANS][i] += k[i];
    }
    long nh = s->side_players[0], na = s->side_players[1];
    s->coop = 1;
    s->winning_side = SCY_SIDE_SHARED;
    s->decided_by = SCY_BY_SHARED;
    for (int i = 0; i < SCY_BY_SHARED; i++) {
        long h = sum[0][i] * na, a = sum[1][i] * nh;
        if (h != a) {
            s->winning_side = (uint8_t)(h > a ? SCY_SIDE_HUMANS : SCY_SIDE_AUTOMAS);
            s->decided_by = (uint8_t)i;
            break;
        }
    }
    /* the best player of the winning side (shared: of everyone) names the winner */
    int best = -1, by;
    for (int pl = 0; pl < g->nplayers; pl++) {
        if (s->winning_side != SCY_SIDE_SHARED && (g->p[pl].automa ? SCY_SIDE_AUTOMAS : SCY_SIDE_HUMANS) != s->winning_side)
            continue;
        if (best < 0 || compare(&s->line[pl], &s->line[best], &by) > 0) best = pl;
    }
    s->winner = (uint8_t)best;
}

void scy_score(const scy_game *g, scy_score_sheet *s)
{
    s->nplayers = g->nplayers;
    for (int pl = 0; pl < g->nplayers; pl++) score_player(g, pl, &s->line[pl]);
    int best = 0, by = 0;
    s->decided_by = SCY_BY_COINS;
    for (int pl = 1; pl < g->nplayers; pl++) {
        int c = compare(&s->line[pl], &s->line[best], &by);
        if (c > 0) best = pl;
    }
    /* how was the winner decided: the deepest criterion needed against any other player */
    int deepest = SCY_BY_COINS;
    for (int pl = 0; pl < g->nplayers; pl++) {
        if (pl == best) continue;
        compare(&s->line[best], &s->line[pl], &by);
        if (by > deepest) deepest = by;
    }
    s->winner = (uint8_t)best;
    s->decided_by = (uint8_t)deepest;
    s->coop = 0;
    s->side_players[0] = s->side_players[1] = 0;
    s->side_total[0] = s->side_total[1] = 0;
    s->winning_side = (uint8_t)(g->p[best].automa ? SCY_SIDE_AUTOMAS : SCY_SIDE_HUMANS);
    for (int pl = 0; pl < g->nplayers; pl++) {
        int side = g->p[pl].automa ? 1 : 0;
        s->side_players[side]++;
        s->side_total[side] = (int16_t)(s->side_total[side] + s->line[pl].total);
    }
    if (g->opt.enemy_mode == SCY_ENEMY_HUMANS && s->side_players[0] && s->side_players[1]) score_coop(g, s);
}

static const char *decided_text(int by)
{
    switch (by) {
    case SCY_BY_UNITS: return _("tie on coins, broken by workers + mechs");
    case SCY_BY_POWER: return _("tie on coins and units, broken by power");
    case SCY_BY_POPULARITY: return _("tie broken by popularity");
    case SCY_BY_TERRITORIES: return _("tie broken by territories controlled");
    case SCY_BY_STARS: return _("tie broken by stars");
    case SCY_BY_SHARED: return _("a complete tie: the victory is shared");
    default: return _("most coins");  /* SCY_BY_COINS */
    }
}

void scy_score_render_text(const scy_game *g, const scy_score_sheet *s, am_buf *b)
{
    if (!g->game_over) am_buf_puts(b, _("The game is not over yet: this is the score if it ended now.\n"));
    for (int i = 0; i < s->nplayers; i++) {
        const scy_score_line *l = &s->line[i];
        am_buf_printf(b, _("%s%s (popularity %d: %d/%d/%d per star/territory/2 resources):\n"),
                      scy_faction_label(g->p[l->player].faction), l->automa ? _(" Automa") : "", l->popularity, l->star_rate,
                      l->terr_rate, l->res_rate);
        am_buf_printf(b, _("  coins %d + stars %d x %d = %d + territories %d x %d = %d"), l->coins, l->stars, l->star_rate,
                      l->star_coins, l->territories, l->terr_rate, l->terr_coins);
        if (l->flag_bonus) am_buf_printf(b, _(" (%d from flags)"), l->flag_bonus);
        if (!l->automa) {
            am_buf_printf(b, _(" + resources %d / 2 x %d = %d + structure bonus %d"), l->resources, l->res_rate, l->res_coins,
                          l->structure);
            if (l->structure_count >= 0) {
                /* the tile's short name where the language has one (Italian), else what it counts */
                const char *tn = scy_tile_title(g->structure_tile);
                if (strcmp(tn, scy_tiles[g->structure_tile].id) == 0) tn = _(scy_tiles[g->structure_tile].text);
                am_buf_printf(b, _(" (tile: %s: %d)"), tn, l->structure_count);
            }
        }
        am_buf_printf(b, _("  = %d\n"), l->total);
    }
    if (s->coop) {
        for (int side = 0; side < 2; side++) {
            long x100 = ((long)s->side_total[side] * 100 + s->side_players[side] / 2) / s->side_players[side];
            int np = s->side_players[side];
            am_buf_printf(b, side ? P_("Automas: %d player(s), total %d, average %ld.%02ld\n",
                                       "Automas: %d player(s), total %d, average %ld.%02ld\n", np)
                                  : P_("Humans: %d player(s), total %d, average %ld.%02ld\n",
                                       "Humans: %d player(s), total %d, average %ld.%02ld\n", np),
                          s->side_players[side], s->side_total[side], x100 / 100, x100 % 100);
        }
        if (s->winning_side == SCY_SIDE_SHARED)
            am_buf_puts(b, _("Cooperative game: the averages are tied on every criterion: the humans and the Automas share the "
                             "victory.\n"));
        else
            am_buf_printf(b, _("Cooperative game: %s win (%s, on the averages); best player: %s.\n"),
                          s->winning_side == SCY_SIDE_AUTOMAS ? _("the Automas") : _("the humans"), decided_text(s->decided_by),
                          scy_faction_label(g->p[s->winner].faction));
        return;
    }
    am_buf_printf(b, _("Winner: %s (%s).\n"), scy_faction_label(g->p[s->winner].faction), decided_text(s->decided_by));
}

void scy_score_render_json(const scy_game *g, const scy_score_sheet *s, am_buf *b)
{
    static const char *const by_ids[SCY_NDECIDERS] = {"coins", "units", "power", "popularity", "territories", "stars", "shared"};
    json_t *r = json_object();
    json_object_set_new(r, "game_over", json_boolean(g->game_over));
    json_t *arr = json_array();
    for (int i = 0; i < s->nplayers; i++) {
        const scy_score_line *l = &s->line[i];
        json_t *x = json_object();
        json_object_set_new(x, "player", json_string(scy_faction_name(g->p[l->player].faction)));
        json_object_set_new(x, "automa", json_boolean(l->automa));
        json_object_set_new(x, "popularity", json_integer(l->popularity));
        json_object_set_new(x, "coins", json_integer(l->coins));
        json_object_set_new(x, "stars", json_integer(l->stars));
        json_object_set_new(x, "star_coins", json_integer(l->star_coins));
        json_object_set_new(x, "territories", json_integer(l->territories));
        json_object_set_new(x, "flag_bonus", json_integer(l->flag_bonus));
        json_object_set_new(x, "territory_coins", json_integer(l->terr_coins));
        json_object_set_new(x, "resources", json_integer(l->resources));
        json_object_set_new(x, "resource_coins", json_integer(l->res_coins));
        json_object_set_new(x, "structure_bonus", json_integer(l->structure));
        json_object_set_new(x, "structures", json_integer(l->structures));
        if (l->structure_count >= 0) json_object_set_new(x, "structure_tile_count", json_integer(l->structure_count));
        json_object_set_new(x, "total", json_integer(l->total));
        json_object_set_new(x, "units", json_integer(l->units));
        json_object_set_new(x, "power", json_integer(l->power));
        json_array_append_new(arr, x);
    }
    json_object_set_new(r, "players", arr);
    json_object_set_new(r, "winner", json_string(scy_faction_name(g->p[s->winner].faction)));
    json_object_set_new(r, "decided_by", json_string(by_ids[s->decided_by < SCY_NDECIDERS ? s->decided_by : SCY_BY_SHARED]));
    if (s->coop) {
        static const char *const side_ids[] = {"humans", "automas", "shared"};  /* enum scy_side */
        json_t *c = json_object();
        for (int side = 0; side < 2; side++) {
            json_t *x = json_object();
            json_object_set_new(x, "players", json_integer(s->side_players[side]));
            json_object_set_new(x, "total", json_integer(s->side_total[side]));
            json_object_set_new(x, "average", json_real((double)s->side_total[side] / s->side_players[side]));
            json_object_set_new(c, side_ids[side], x);
        }
        json_object_set_new(c, "winner", json_string(side_ids[s->winning_side <= SCY_SIDE_SHARED ? s->winning_side : SCY_SIDE_SHARED]));
        json_object_set_new(r, "cooperative", c);
    }
    am_json_dump(r, b);
    json_decref(r);
}
