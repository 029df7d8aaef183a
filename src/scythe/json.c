/*
 * Scythe game files: "automa-scythe/1" JSON (docs/scythe-state.md).  Made to be written by
 * hand: almost everything may be left out and takes its setup default; every field present is
 * validated and the first problem is reported with its JSON path ("players[1].workers[2]").
 */
#include <inttypes.h>
#include <stddef.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/json.h"
#include "scythe/json_structures.h"
#include "scythe/options.h"
#include "scythe/scythe_internal.h"

#define FORMAT "automa-scythe/1"

/* The trap kinds' names in enum order (scy_trap_kind_name, names.c), for parse_name_list. */
static void trap_kind_names(const char *names[SCY_TRAP_UNKNOWN + 1])
{
    for (int k = 0; k <= SCY_TRAP_UNKNOWN; k++) names[k] = scy_trap_kind_name(k);
}

/* ---- reading helpers ------------------------------------------------------------------- */

static int get_pos(json_t *v, const char *path, int *pos, am_err *err)
{
    if (!json_is_string(v)) return am_fail(err, AM_EDATA, _("%s: must be a territory name like \"D4\""), path);
    am_err e2;
    if (scy_pos_parse(json_string_value(v), pos, &e2) != AM_OK)
        return am_fail(err, AM_EDATA, "%s: %s", path, e2.msg);
    return 0;
}

/* A list of card numbers into pile; marks used[]. */
static int get_pile(json_t *obj, const char *key, const char *path, uint8_t *pile, uint8_t *n, int *used, am_err *err)
{
    json_t *arr = json_object_get(obj, key);
    if (!arr) return 0;
    if (!json_is_array(arr) || json_array_size(arr) > SCY_NCARDS)
        return am_fail(err, AM_EDATA, _("%s.%s: must be a list of card numbers (1-19)"), path, key);
    size_t i;
    json_t *v;
    *n = 0;
    json_array_foreach(arr, i, v) {
        if (!json_is_integer(v) || json_integer_value(v) < 1 || json_integer_value(v) > SCY_NCARDS)
            return am_fail(err, AM_EDATA, _("%s.%s[%zu]: must be a card number 1-19"), path, key, i);
        int c = (int)json_integer_value(v);
        if (used[c]) return am_fail(err, AM_EDATA, _("%s.%s[%zu]: card %d appears twice"), path, key, i, c);
        used[c] = 1;
        pile[(*n)++] = (uint8_t)c;
    }
    return 0;
}

/* Reverses a pile read "top first" into the internal order (top = last). */
static void reverse(uint8_t *a, int n)
{
    for (int i = 0, j = n - 1; i < j; i++, j--) {
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

static int get_units(json_t *pj, const char *key, const char *path, scy_player *p, int first, int count, am_err *err)
{
    json_t *arr = json_object_get(pj, key);
    if (!arr) return 0;
    char sub[96];
    if (!json_is_array(arr) || (int)json_array_size(arr) > count)
        return am_fail(err, AM_EDATA, _("%s.%s: must be a list of at most %d positions"), path, key, count);
    for (int u = first; u < first + count; u++) p->unit[u] = SCY_POS_MAT;
    size_t i;
    json_t *v;
    json_array_foreach(arr, i, v) {
        snprintf(sub, sizeof sub, "%s.%s[%zu]", path, key, i);
        int pos;
        if (get_pos(v, sub, &pos, err)) return AM_EDATA;
        if (SCY_IS_HOME(pos) && pos != SCY_POS_HOME(p->faction))
            return am_fail(err, AM_EDATA, _("%s: a unit can only be on its own home base"), sub);
        p->unit[first + (int)i] = (int8_t)pos;
    }
    return 0;
}

static int parse_options(json_t *o, scy_options *opt, am_err *err)
{
    if (!json_is_object(o)) return am_fail(err, AM_EDATA, _("options: must be an object"));
    return scy_options_read_json(opt, o, "options", 1, err);   /* the option table: src/scythe/options.c */
}

static int parse_name_list(json_t *arr, const char *path, const char *const *names, int nnames, unsigned *mask,
                           am_err *err)
{
    if (!json_is_array(arr)) return am_fail(err, AM_EDATA, _("%s: must be a list of names"), path);
    size_t i;
    json_t *v;
    *mask = 0;
    json_array_foreach(arr, i, v) {
        const char *s = json_string_value(v);
        int k = -1;
        for (int j = 0; s && j < nnames; j++)
            if (names[j] && strcasecmp(s, names[j]) == 0) k = j;
        if (k < 0) return am_fail(err, AM_EDATA, _("%s[%zu]: unknown name '%.40s'"), path, i, s ? s : "?");
        *mask |= 1u << k;
    }
    return AM_OK;
}

/* ---- players ----------------------------------------------------------------------------
 * One row per key of a player object, in the order the writer writes them (docs/json-tables.md).
 * Groups: which players have the key. Rows AM_JF_HAND are read and written below by hand:
 * positions, piles, names, and ranges that depend on other fields (tracker, combat_stars). */
enum { PG_HUMAN = 1, PG_AUTOMA = 2, PG_SIMULATED = 4, PG_ALBION = 8, PG_TOGAWA = 16 };
#define PROW(key, kind, flags, group, member, lo, hi) AM_JSON_ROW(key, kind, flags, group, scy_player, member, lo, hi)
static const am_json_field player_fields[] = {
    AM_JSON_KEY("faction", 0),   /* read by the caller (the setup needs it) */
    AM_JSON_KEY("type", 0),
    AM_JSON_KEY("level", PG_AUTOMA),
    PROW("power", AM_JF_U8, 0, 0, power, 0, SCY_POWER_MAX),
    PROW("popularity", AM_JF_U8, 0, PG_HUMAN, popularity, 0, SCY_POPULARITY_MAX),
    PROW("coins", AM_JF_I16, 0, 0, coins, 0, 9999),
    PROW("combat_cards", AM_JF_U8, 0, 0, combat_cards, 0, 42),
    AM_JSON_KEY("combat_card_values", PG_SIMULATED),
    AM_JSON_KEY("character", 0),
    AM_JSON_KEY("mechs", 0),
    AM_JSON_KEY("workers", 0),
    PROW("factory_card", AM_JF_BOOL, 0, 0, factory_card, 0, 1),
    PROW("encounters", AM_JF_U8, 0, 0, encounters, 0, 11),
    PROW("flags_left", AM_JF_U8, 0, PG_ALBION, flags_left, 0, 4),
    AM_JSON_KEY("traps_left", PG_TOGAWA),
    AM_JSON_KEY("tracker", PG_AUTOMA),
    PROW("scheme", AM_JF_U8, AM_JF_PLUS1, PG_AUTOMA, scheme, 1, 2),
    AM_JSON_KEY("stars", PG_AUTOMA),   /* {"tracker", "combat", "power"} */
    AM_JSON_KEY("deck", PG_AUTOMA),
    AM_JSON_KEY("discard", PG_AUTOMA),
    AM_JSON_KEY("combat_discard", PG_AUTOMA),
    PROW("last_card", AM_JF_U8, 0, PG_AUTOMA, last_card, 0, SCY_NCARDS),
    PROW("stars", AM_JF_U8, 0, PG_HUMAN, stars, 0, SCY_STARS_END),
    AM_JSON_KEY("combat_stars", PG_HUMAN),   /* 0..stars */
    AM_JSON_KEY("mech_abilities", PG_HUMAN),
    AM_JSON_KEY("recruits", PG_HUMAN),
    PROW("structure_bonus", AM_JF_U8, 0, PG_HUMAN, structure_bonus, 0, 99),
    AM_JSON_KEY("structures", PG_HUMAN),   /* json_structures.c */
    AM_JSON_KEY("player_mat", PG_HUMAN),
    AM_JSON_KEY("auto_stars", PG_HUMAN),
    AM_JSON_END,
};

static unsigned player_groups(const scy_game *g, const scy_player *p)
{
    return (p->automa ? PG_AUTOMA : PG_HUMAN) | (g->opt.combat_mode == SCY_COMBAT_SIMULATED ? PG_SIMULATED : 0) |
           (p->faction == SCY_ALBION ? PG_ALBION : 0) | (p->faction == SCY_TOGAWA ? PG_TOGAWA : 0);
}

/* Keys of `keys` present in pj are refused with msg ("%s.%s: ..."): a field of the other kind of player. */
static int refuse_keys(json_t *pj, const char *path, const char *const *keys, const char *msg, am_err *err)
{
    for (const char *const *k = keys; *k; k++)
        if (json_object_get(pj, *k)) return am_fail(err, AM_EDATA, msg, path, *k);
    return AM_OK;
}

static int parse_card_values(json_t *pj, const char *path, const scy_game *g, scy_player *p, am_err *err)
{
    if (json_object_get(pj, "combat_cards") && g->opt.combat_mode == SCY_COMBAT_SIMULATED &&
        !json_object_get(pj, "combat_card_values"))
        return am_fail(err, AM_EDATA, _("%s.combat_card_values: needed with simulated combat (values 2-5 of the cards held)"),
                       path);
    json_t *cv = json_object_get(pj, "combat_card_values");
    if (!cv) return AM_OK;
    if (!json_is_array(cv) || json_array_size(cv) != p->combat_cards)
        return am_fail(err, AM_EDATA, _("%s.combat_card_values: must list the value (2-5) of each of the %d combat cards"),
                       path, p->combat_cards);
    memset(p->cc_value, 0, sizeof p->cc_value);
    size_t i;
    json_t *x;
    json_array_foreach(cv, i, x) {
        if (!json_is_integer(x) || json_integer_value(x) < 2 || json_integer_value(x) > 5)
            return am_fail(err, AM_EDATA, _("%s.combat_card_values[%zu]: must be 2, 3, 4 or 5"), path, i);
        p->cc_value[json_integer_value(x) - 2]++;
    }
    return AM_OK;
}

static int parse_units(json_t *pj, const char *path, scy_player *p, am_err *err)
{
    json_t *ch = json_object_get(pj, "character");
    if (ch) {
        char sub[96];
        snprintf(sub, sizeof sub, "%s.character", path);
        int pos;
        if (get_pos(ch, sub, &pos, err)) return AM_EDATA;
        if (SCY_IS_HOME(pos) && pos != SCY_POS_HOME(p->faction))
            return am_fail(err, AM_EDATA, _("%s: a unit can only be on its own home base"), sub);
        p->unit[SCY_U_CHARACTER] = (int8_t)pos;
    }
    if (get_units(pj, "mechs", path, p, SCY_U_MECH0, 4, err) || get_units(pj, "workers", path, p, SCY_U_WORKER0, 8, err))
        return AM_EDATA;
    return AM_OK;
}

/* An Automa's stars by source: the tracker's are those of its token's space; "stars" gives the
 * combat and power stars (and repeats the tracker's, checked). */
static int parse_automa_stars(json_t *pj, const char *path, const scy_tracker *tr, scy_player *p, am_err *err)
{
    int tracker_stars = 0;
    for (int i = 0; i < SCY_STARS_END; i++)
        if (tr->star[i] <= p->tracker) tracker_stars++;
    p->stars_tracker = (uint8_t)tracker_stars;
    json_t *st = json_object_get(pj, "stars");
    if (st) {
        static const char *const skeys[] = {"tracker", "combat", "power", NULL};
        char sub[96];
        snprintf(sub, sizeof sub, "%s.stars", path);
        if (!json_is_object(st))
            return am_fail(err, AM_EDATA, _("%s: must be an object {\"tracker\":N,\"combat\":N,\"power\":N}"), sub);
        if (am_json_check_keys(st, sub, skeys, err)) return AM_EDATA;
        long v = tracker_stars, combat = 0, power = 0;
        if (am_json_get_int(st, sub, "tracker", tracker_stars, tracker_stars, 0, &v, err) ||
            am_json_get_int(st, sub, "combat", 0, 2, 0, &combat, err) || am_json_get_int(st, sub, "power", 0, 1, 0, &power, err))
            return AM_EDATA;
        p->stars_combat = (uint8_t)combat;
        p->stars_power = (uint8_t)power;
    }
    if (p->stars_power) p->power_star_done = 1;
    if (p->power == SCY_POWER_MAX && !p->stars_power)
        return am_fail(err, AM_EDATA, _("%s.stars.power: an Automa at 16 power has placed its power star"), path);
    p->stars = (uint8_t)(p->stars_tracker + p->stars_combat + p->stars_power);
    if (p->stars > SCY_STARS_END) return am_fail(err, AM_EDATA, _("%s.stars: more than 6 stars"), path);
    if (p->scheme == 0 && tracker_stars > 0)
        return am_fail(err, AM_EDATA, _("%s.scheme: the tracker is past its first star, so the scheme is 2"), path);
    return AM_OK;
}

/* An Automa's deck: piles not given are empty; cards named nowhere fill the draw pile below. */
static int parse_automa_deck(json_t *pj, const char *path, scy_game *g, scy_player *p, int *used_cards, am_err *err)
{
    int here[SCY_NCARDS + 1] = {0};
    p->deck.ndraw = p->deck.ndiscard = p->deck.ncombat = 0;
    if (get_pile(pj, "discard", path, p->deck.discard, &p->deck.ndiscard, here, err) ||
        get_pile(pj, "combat_discard", path, p->deck.combat, &p->deck.ncombat, here, err) ||
        get_pile(pj, "deck", path, p->deck.draw, &p->deck.ndraw, here, err))
        return AM_EDATA;
    for (int c = 1; c <= SCY_NCARDS; c++) {
        if (here[c] && g->opt.shared_deck && used_cards[c])
            return am_fail(err, AM_EDATA, _("%s: card %d is in two players' piles"), path, c);
        if (here[c]) used_cards[c] = 1;
    }
    reverse(p->deck.discard, p->deck.ndiscard);
    reverse(p->deck.combat, p->deck.ncombat);
    /* cards named nowhere go under the given draw pile, shuffled (own deck) */
    if (!g->opt.shared_deck) {
        uint8_t rest[SCY_NCARDS];
        int nrest = 0;
        for (int c = 1; c <= SCY_NCARDS; c++)
            if (!here[c]) rest[nrest++] = (uint8_t)c;
        am_rng_shuffle(&g->rng, rest, (size_t)nrest, 1);
        uint8_t top[SCY_NCARDS];
        int ntop = p->deck.ndraw;
        memcpy(top, p->deck.draw, (size_t)ntop);
        memcpy(p->deck.draw, rest, (size_t)nrest);
        for (int i = 0; i < ntop; i++) p->deck.draw[nrest + i] = top[ntop - 1 - i];
        p->deck.ndraw = (uint8_t)(nrest + ntop);
    } else {
        reverse(p->deck.draw, p->deck.ndraw);  /* the owner's pile is completed by the caller */
    }
    if (!json_object_get(pj, "last_card") && p->deck.ndiscard) p->last_card = p->deck.discard[p->deck.ndiscard - 1];
    return AM_OK;
}

static int parse_automa_player(json_t *pj, const char *path, scy_game *g, scy_player *p, int *used_cards, am_err *err)
{
    static const char *const human_only[] = {"popularity", "mech_abilities", "recruits", "structure_bonus",
                                             "combat_stars", NULL};
    if (refuse_keys(pj, path, human_only, _("%s.%s: only for human players (the Automa's popularity stays 10)"), err))
        return AM_EDATA;
    const scy_tracker *tr = &g->trackers[p->level];
    long v = p->tracker;
    if (am_json_get_int(pj, path, "tracker", 0, tr->spaces - 1, 0, &v, err)) return AM_EDATA;
    p->tracker = (uint8_t)v;
    if (parse_automa_stars(pj, path, tr, p, err)) return AM_EDATA;
    return parse_automa_deck(pj, path, g, p, used_cards, err);
}

static int parse_human_player(json_t *pj, const char *path, scy_player *p, am_err *err)
{
    static const char *const automa_only[] = {"level", "tracker", "scheme", "deck", "discard", "combat_discard",
                                              "last_card", NULL};
    if (refuse_keys(pj, path, automa_only, _("%s.%s: only for Automa players"), err)) return AM_EDATA;
    long v = p->stars_combat;  /* human: combat stars among `stars` (the cap of 2, combat.c) */
    if (am_json_get_int(pj, path, "combat_stars", 0, p->stars, 0, &v, err)) return AM_EDATA;
    p->stars_combat = (uint8_t)v;
    char sub[96];
    json_t *ab = json_object_get(pj, "mech_abilities");
    if (ab) {
        const char *names[4];
        for (int i = 0; i < 4; i++) names[i] = scy_factions[p->faction].mech_ability_name[i];
        unsigned m;
        snprintf(sub, sizeof sub, "%s.mech_abilities", path);
        if (parse_name_list(ab, sub, names, 4, &m, err)) return AM_EDATA;
        p->mech_abilities = (uint8_t)m;
    }
    json_t *rc = json_object_get(pj, "recruits");
    if (rc) {
        unsigned m;
        snprintf(sub, sizeof sub, "%s.recruits", path);
        const char *names[5] = {NULL};   /* SCY_REC_NONE is no recruit to list */
        for (int i = SCY_REC_POWER; i <= SCY_REC_COMBAT_CARD; i++) names[i] = scy_recruit_name(i);
        if (parse_name_list(rc, sub, names, 5, &m, err)) return AM_EDATA;
        p->recruits = (uint8_t)m;
    }
    return AM_OK;
}

static int parse_player(json_t *pj, int idx, scy_game *g, scy_player *p, int *used_cards, am_err *err)
{
    char path[64];
    snprintf(path, sizeof path, "players[%d]", idx);
    if (!json_is_object(pj)) return am_fail(err, AM_EDATA, _("%s: must be an object"), path);
    if (am_json_check_fields(pj, path, player_fields, err)) return AM_EDATA;
    /* faction and type were read by the caller (needed for the defaults) */
    if (am_json_read_fields(pj, path, player_fields, player_groups(g, p), p, err) ||
        parse_card_values(pj, path, g, p, err) || parse_units(pj, path, p, err))
        return AM_EDATA;
    if (p->automa ? parse_automa_player(pj, path, g, p, used_cards, err) : parse_human_player(pj, path, p, err))
        return AM_EDATA;
    if (p->faction != SCY_ALBION && json_object_get(pj, "flags_left"))
        return am_fail(err, AM_EDATA, _("%s.flags_left: only Albion has flags"), path);
    if (p->faction == SCY_TOGAWA) {
        json_t *tl = json_object_get(pj, "traps_left");
        if (tl) {
            unsigned m;
            char sub[96];
            snprintf(sub, sizeof sub, "%s.traps_left", path);
            const char *names[SCY_TRAP_UNKNOWN + 1];
            trap_kind_names(names);
            if (parse_name_list(tl, sub, names, SCY_TRAP_UNKNOWN, &m, err)) return AM_EDATA;
            p->traps_left = (uint8_t)m;
        }
    } else if (json_object_get(pj, "traps_left"))
        return am_fail(err, AM_EDATA, _("%s.traps_left: only Togawa has traps"), path);
    return scy_json_player_extras_parse(pj, path, g, p, err);
}

/* ---- the game ---------------------------------------------------------------------------
 * Top-level keys in the order the writer writes them; groups say when a key is written. */
enum { GG_SIMULATED = 1, GG_PENDING = 2, GG_TURN = 4, GG_OVER = 8, GG_REPORT = 16, GG_CARDS = 32, GG_TRACKERS = 64,
       GG_READ_ONLY = 128 };
static const am_json_field game_fields[] = {
    AM_JSON_KEY("format", 0),
    AM_JSON_KEY("seed", 0),
    AM_JSON_KEY("options", 0),
    AM_JSON_KEY("current", 0),
    AM_JSON_ROW("turns", AM_JF_U16, 0, 0, scy_game, turns, 0, 65535),
    AM_JSON_KEY("players", 0),
    AM_JSON_KEY("board", 0),
    AM_JSON_KEY("combat_deck", GG_SIMULATED),
    AM_JSON_KEY("pending", GG_PENDING),
    AM_JSON_KEY("turn_state", GG_TURN),
    AM_JSON_ROW("game_over", AM_JF_BOOL, 0, 0, scy_game, game_over, 0, 1),
    AM_JSON_KEY("winner", GG_OVER),   /* 0..players-1 */
    AM_JSON_KEY("tiebreak_marker", 0),
    AM_JSON_KEY("last_report", GG_REPORT),
    AM_JSON_KEY("structure_tile", 0),
    AM_JSON_KEY("cards", GG_CARDS),
    AM_JSON_KEY("trackers", GG_TRACKERS),
    AM_JSON_KEY("rng", 0),
    AM_JSON_KEY("undo", GG_READ_ONLY),   /* the companion's undo history (src/cli/undo_file.c), not game state */
    AM_JSON_END,
};

static const am_json_field board_fields[] = {
    AM_JSON_KEY("resources", 0), AM_JSON_KEY("encounters", 0), AM_JSON_KEY("factory_cards_left", 0),
    AM_JSON_KEY("traps", 0), AM_JSON_KEY("flags", 0), AM_JSON_END,
};

#define TROW(key, kind, member, lo, hi) AM_JSON_ROW(key, kind, 0, 0, scy_turn_state, member, lo, hi)
static const am_json_field turn_fields[] = {
    TROW("card", AM_JF_U8, card, 1, SCY_NCARDS),
    TROW("phase", AM_JF_U8, phase, 0, SCY_PH_END),
    TROW("next_move", AM_JF_U8, next_move, 0, SCY_MAX_MOVES),
    TROW("moved", AM_JF_U8, moved, 0, 1),
    TROW("no_move", AM_JF_U8, no_move, 0, 1),
    TROW("next_gain", AM_JF_U8, next_gain, 0, SCY_MAX_GAINS),
    TROW("gain_done", AM_JF_U8, gain_done, 0, 9),
    TROW("coins_done", AM_JF_U8, coins_done, 0, 1),
    TROW("power_done", AM_JF_U8, power_done, 0, 1),
    TROW("flip", AM_JF_I8, flip, -1, 5),
    AM_JSON_END,
};

enum { PK_COMBAT = 1, PK_COMMITTED = 2, PK_DECK = 4 };
static const am_json_field pending_fields[] = {
    AM_JSON_KEY("kind", 0),
    AM_JSON_KEY("territory", PK_COMBAT),
    AM_JSON_KEY("attacker", PK_COMBAT),
    AM_JSON_KEY("defender", PK_COMBAT),
    AM_JSON_ROW("attacker_unit", AM_JF_I8, 0, PK_COMBAT, scy_pending, attacker_unit, -1, SCY_U_WORKER0 - 1),
    AM_JSON_KEY("committed", PK_COMMITTED),
    AM_JSON_ROW("deck_told", AM_JF_U8, 0, PK_DECK, scy_pending, deck_told, 0, 3),
    AM_JSON_END,
};
static const char *const pending_kinds[] = {"none", "combat", "flip-move", "flip-deploy"};

static int parse_resources(json_t *r, scy_game *g, am_err *err)
{
    if (!json_is_object(r)) return am_fail(err, AM_EDATA, _("board.resources: must be an object like {\"C2\": 3}"));
    const char *key;
    json_t *v;
    am_set seen = AM_SET_EMPTY;   /* names are case-insensitive: "c2" after "C2" is a repeat */
    json_object_foreach(r, key, v) {
        int pos;
        am_err e2;
        if (scy_pos_parse(key, &pos, &e2) != AM_OK || !SCY_IS_TERR(pos))
            return am_fail(err, AM_EDATA, _("board.resources.%.20s: not a territory"), key);
        if (am_set_has(seen, pos))
            return am_fail(err, AM_EDATA, _("board.resources.%.20s: %s is given twice"), key, scy_pos_name(pos));
        seen = am_set_add(seen, pos);
        if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > 99)
            return am_fail(err, AM_EDATA, _("board.resources.%s: must be a number 0-99"), key);
        g->resources[pos] = (uint8_t)json_integer_value(v);
    }
    return AM_OK;
}

static int parse_encounters(json_t *e, scy_game *g, am_err *err)
{
    if (!json_is_array(e)) return am_fail(err, AM_EDATA, _("board.encounters: must be a list of territories"));
    g->encounters = AM_SET_EMPTY;
    size_t i;
    json_t *v;
    json_array_foreach(e, i, v) {
        char sub[96];
        snprintf(sub, sizeof sub, "board.encounters[%zu]", i);
        int pos;
        if (get_pos(v, sub, &pos, err)) return AM_EDATA;
        if (!SCY_IS_TERR(pos) || !am_set_has(scy_mask_encounter, pos))
            return am_fail(err, AM_EDATA, _("%s: %s has no encounter token at setup"), sub, scy_pos_name(pos));
        g->encounters = am_set_add(g->encounters, pos);
    }
    return AM_OK;
}

/* One Togawa trap (flag = 0) or Albion flag (flag = 1) of the board: board.traps[i] / flags[i]. */
static int parse_board_piece(json_t *it, const char *sub, int flag, scy_game *g, am_err *err)
{
    static const char *const tkeys[] = {"territory", "owner", "armed", "kind", NULL};
    const char *key = flag ? "flags" : "traps";
    if (!json_is_object(it)) return am_fail(err, AM_EDATA, _("%s: must be an object"), sub);
    if (am_json_check_keys(it, sub, tkeys, err)) return AM_EDATA;
    int pos;
    char sub2[120];
    snprintf(sub2, sizeof sub2, "%s.territory", sub);
    if (get_pos(json_object_get(it, "territory"), sub2, &pos, err)) return AM_EDATA;
    if (!SCY_IS_TERR(pos)) return am_fail(err, AM_EDATA, _("%s: not a territory"), sub2);
    int want = flag ? SCY_ALBION : SCY_TOGAWA;
    int owner = -1;
    for (int pl = 0; pl < g->nplayers; pl++)
        if (g->p[pl].faction == want) owner = pl;
    const char *os = json_string_value(json_object_get(it, "owner"));
    if (owner < 0 || (os && scy_faction_parse(os) != want))
        return am_fail(err, AM_EDATA, _("%s.owner: only %s has %s, and it must be in the game"), sub,
                       scy_faction_name(want), key);
    if (g->flag_owner[pos] >= 0 || g->trap_owner[pos] >= 0)
        return am_fail(err, AM_EDATA, _("%s: %s already holds a flag or trap"), sub, scy_pos_name(pos));
    if (flag) {
        g->flag_owner[pos] = (int8_t)owner;
        return AM_OK;
    }
    g->trap_owner[pos] = (int8_t)owner;
    int armed = 1;
    if (am_json_get_bool(it, sub, "armed", 0, &armed, err)) return AM_EDATA;
    g->trap_state[pos] = armed ? SCY_TRAP_ARMED : SCY_TRAP_DISARMED;
    json_t *k = json_object_get(it, "kind");
    g->trap_kind[pos] = SCY_TRAP_UNKNOWN;
    if (k) {
        unsigned m;
        json_t *one = json_array();
        json_array_append(one, k);
        snprintf(sub2, sizeof sub2, "%s.kind", sub);
        const char *names[SCY_TRAP_UNKNOWN + 1];
        trap_kind_names(names);
        int rc = parse_name_list(one, sub2, names, SCY_TRAP_UNKNOWN + 1, &m, err);
        json_decref(one);
        if (rc) return AM_EDATA;
        g->trap_kind[pos] = (uint8_t)__builtin_ctz(m);
    }
    return AM_OK;
}

static int parse_board(json_t *b, scy_game *g, am_err *err)
{
    if (!json_is_object(b)) return am_fail(err, AM_EDATA, _("board: must be an object"));
    if (am_json_check_fields(b, "board", board_fields, err)) return AM_EDATA;
    json_t *r = json_object_get(b, "resources"), *e = json_object_get(b, "encounters");
    if ((r && parse_resources(r, g, err)) || (e && parse_encounters(e, g, err))) return AM_EDATA;
    long v = g->factory_cards_left;
    if (am_json_get_int(b, "board", "factory_cards_left", 0, g->nplayers + 1, 0, &v, err)) return AM_EDATA;
    g->factory_cards_left = (uint8_t)v;
    for (int flag = 0; flag < 2; flag++) {
        const char *key = flag ? "flags" : "traps";
        json_t *arr = json_object_get(b, key);
        if (!arr) continue;
        if (!json_is_array(arr)) return am_fail(err, AM_EDATA, _("board.%s: must be a list"), key);
        size_t i;
        json_t *it;
        json_array_foreach(arr, i, it) {
            char sub[96];
            snprintf(sub, sizeof sub, "board.%s[%zu]", key, i);
            if (parse_board_piece(it, sub, flag, g, err)) return AM_EDATA;
        }
    }
    return AM_OK;
}

static int parse_hex64(json_t *v, uint64_t *out)
{
    const char *s = json_string_value(v);
    if (!s || strlen(s) == 0 || strlen(s) > 16) return -1;
    char *end;
    unsigned long long x = strtoull(s, &end, 16);
    if (*end) return -1;
    *out = (uint64_t)x;
    return 0;
}

/* pending.committed (issue 14): the human side's dial and cards, chosen before the Automa card
 * is drawn. Optional: files without it have nothing committed. */
static int pending_committed_from_json(scy_game *g, json_t *c, am_err *err)
{
    if (!c) return AM_OK;
    static const char *const ckeys[] = {"power", "cards", NULL};
    if (!json_is_object(c)) return am_fail(err, AM_EDATA, _("pending.committed: must be an object"));
    if (am_json_check_keys(c, "pending.committed", ckeys, err)) return AM_EDATA;
    json_t *pw = json_object_get(c, "power"), *cards = json_object_get(c, "cards");
    if (!json_is_integer(pw) || json_integer_value(pw) < 0 || json_integer_value(pw) > 7)
        return am_fail(err, AM_EDATA, _("pending.committed.power: must be a whole number from 0 to 7"));
    if (!json_is_array(cards) || json_array_size(cards) > sizeof g->pending.c_cards)
        return am_fail(err, AM_EDATA, _("pending.committed.cards: must be a list of at most 6 card values"));
    size_t i;
    json_t *x;
    json_array_foreach(cards, i, x) {
        if (!json_is_integer(x) || json_integer_value(x) < 2 || json_integer_value(x) > 5)
            return am_fail(err, AM_EDATA, _("pending.committed.cards[%zu]: a combat card is worth 2, 3, 4 or 5"), i);
        g->pending.c_cards[i] = (uint8_t)json_integer_value(x);
    }
    g->pending.committed = 1;
    g->pending.c_power = (uint8_t)json_integer_value(pw);
    g->pending.c_ncards = (uint8_t)json_array_size(cards);
    return AM_OK;
}

static json_t *pending_committed_to_json(const scy_game *g)
{
    json_t *cards = json_array();
    for (int i = 0; i < g->pending.c_ncards && i < (int)sizeof g->pending.c_cards; i++)
        json_array_append_new(cards, json_integer(g->pending.c_cards[i]));
    return json_pack("{s:i, s:o}", "power", g->pending.c_power, "cards", cards);
}

/* ---- the last report ("last_report", issue 19) ------------------------------------------
 * Written by the program so that an interface shows the Automa's last turn again (the page
 * after a reload, the companion's `why` after a resume). Lossless: every field of scy_report. */

static const char *const rep_results[] = {"skipped-bracket", "no-unit", "low-power", "no-territory", "performed",
                                          "not-tried"};
static const char *const rep_tbs[] = {"none", "factory", "trap", "reading-order", "home-marker"};
static const char *const rep_events[] = {"deploy-worker", "deploy-character", "deploy-mech", "deploy-none", "coins",
                                         "power", "combat-cards", "recruit-bonus", "tracker", "star-tracker",
                                         "star-power", "scheme-switch", "reshuffle", "encounter", "factory-card",
                                         "workers-home", "resources-removed", "combat", "water-unlocked", "game-end",
                                         "flag", "trap", "flip-no-move", "flip-no-deploy", "trap-triggered"};

/* Which event fields name a territory or a player (written as names, checked when read). */
static int ev_a_is_terr(int k)
{
    return k == SCY_EV_ENCOUNTER || k == SCY_EV_FACTORY_CARD || k == SCY_EV_FLAG || k == SCY_EV_TRAP ||
           k == SCY_EV_TRAP_TRIGGERED || k == SCY_EV_RESOURCES_REMOVED || k == SCY_EV_COMBAT_STARTS;
}
static int ev_a_is_player(int k) { return k == SCY_EV_RECRUIT || k == SCY_EV_WORKERS_HOME || k == SCY_EV_GAME_END; }

static int rep_pos_ok(int p) { return SCY_IS_TERR(p) || SCY_IS_HOME(p) || p == SCY_POS_MAT; }

/* scy_game_keep_report: kept_report.c (issue 16: the compact kept report) */

static json_t *player_or_none(const scy_game *g, int pl)
{
    return pl >= 0 && pl < g->nplayers ? json_string(scy_faction_name(g->p[pl].faction)) : json_null();
}

/* The kept report's plain fields; player, tracker, symbols, positions, candidates and events are
 * written as names and lists by hand. Rows in the order the writer writes them. */
#define RROW(key, kind, flags, member, lo, hi) AM_JSON_ROW(key, kind, flags, 0, scy_report, member, lo, hi)
static const am_json_field report_fields[] = {
    AM_JSON_KEY("player", 0),
    RROW("card", AM_JF_U8, 0, card, 0, SCY_NCARDS),
    RROW("scheme", AM_JF_U8, AM_JF_PLUS1, scheme, 1, 2),
    RROW("skipped", AM_JF_BOOL, 0, skipped, 0, 1),
    RROW("reshuffled", AM_JF_BOOL, 0, reshuffled, 0, 1),
    AM_JSON_KEY("tracker", 0),   /* [from, to] */
    RROW("game_over", AM_JF_BOOL, 0, game_over, 0, 1),
    RROW("waiting_combat", AM_JF_BOOL, 0, waiting_combat, 0, 1),
    AM_JSON_KEY("moves", 0),
    AM_JSON_KEY("events", 0),
    AM_JSON_END,
};
#define MROW(key, kind, member, lo, hi) AM_JSON_ROW(key, kind, 0, 0, scy_move_report, member, lo, hi)
static const am_json_field move_report_fields[] = {
    AM_JSON_KEY("symbol", 0),
    MROW("threshold", AM_JF_U8, sym.threshold, 0, 99),
    AM_JSON_KEY("bracket", 0),
    AM_JSON_KEY("result", 0),
    MROW("unit", AM_JF_I8, unit, -1, SCY_NUNITS - 1),
    AM_JSON_KEY("from", 0),
    AM_JSON_KEY("to", 0),
    MROW("unit_distance", AM_JF_U8, unit_dist, 0, 255),
    MROW("unit_tie", AM_JF_U8, unit_tie, 0, 2),
    AM_JSON_KEY("tiebreak", 0),
    MROW("rearm", AM_JF_BOOL, rearm, 0, 1),
    AM_JSON_KEY("candidates", 0),
    AM_JSON_END,
};

static json_t *move_report_json(const scy_move_report *m)
{
    json_t *mj = json_object();
    am_json_write_fields(mj, move_report_fields, 0, m);
    json_object_set_new(mj, "symbol", json_string(scy_move_kind_name(m->sym.kind % SCY_NMOVE_KINDS)));
    json_object_set_new(mj, "bracket", m->sym.bracket >= 0 ? json_string(scy_faction_name(m->sym.bracket)) : json_null());
    json_object_set_new(mj, "result", json_string(rep_results[m->result % 6]));
    json_object_set_new(mj, "from", rep_pos_ok(m->from) ? json_string(scy_pos_name(m->from)) : json_null());
    json_object_set_new(mj, "to", rep_pos_ok(m->to) ? json_string(scy_pos_name(m->to)) : json_null());
    json_object_set_new(mj, "tiebreak", json_string(rep_tbs[m->tiebreak % 5]));
    json_t *cands = json_array();
    for (int k = 0; k < m->ncand; k++) {
        const scy_candidate *c = &m->cand[k];
        json_array_append_new(cands, json_pack("[s,i,i,b,b]", scy_pos_name(c->territory), c->value, c->factory_dist,
                                               c->excluded, c->trap));
    }
    json_object_set_new(mj, "candidates", cands);
    return mj;
}

static json_t *last_report_json(const scy_game *g)
{
    scy_report kept;
    scy_game_last_report(g, &kept);  /* the compact kept report as a scy_report (kept_report.c) */
    const scy_report *r = &kept;
    json_t *o = json_object();
    am_json_write_fields(o, report_fields, 0, r);
    json_object_set_new(o, "player", player_or_none(g, r->player));
    json_object_set_new(o, "tracker", json_pack("[i,i]", r->tracker_from, r->tracker_to));
    json_t *moves = json_array();
    for (int i = 0; i < r->nmoves; i++) json_array_append_new(moves, move_report_json(&r->moves[i]));
    json_object_set_new(o, "moves", moves);
    json_t *events = json_array();
    for (int i = 0; i < r->nevents; i++) {
        const scy_event *e = &r->events[i];
        int k = e->kind % (int)(sizeof rep_events / sizeof rep_events[0]);
        json_t *a = ev_a_is_terr(k) ? json_string(scy_pos_name(e->a)) : ev_a_is_player(k) ? player_or_none(g, e->a)
                                                                                           : json_integer(e->a);
        json_t *b = k == SCY_EV_COMBAT_STARTS ? player_or_none(g, e->b) : json_integer(e->b);
        json_array_append_new(events, json_pack("[s,o,o]", rep_events[k], a, b));
    }
    json_object_set_new(o, "events", events);
    return o;
}

static int name_index(const char *s, const char *const *names, int n)
{
    for (int i = 0; s && i < n; i++)
        if (strcmp(s, names[i]) == 0) return i;
    return -1;
}

/* A faction name of a player of g (its seat), or null (-1) when allow_none. */
static int rep_player(const scy_game *g, json_t *v, int allow_none, const char *path, int *out, am_err *err)
{
    if (json_is_null(v) && allow_none) {
        *out = -1;
        return 0;
    }
    int f = scy_faction_parse(json_string_value(v));
    for (int q = 0; f >= 0 && q < g->nplayers; q++)
        if (g->p[q].faction == f) {
            *out = q;
            return 0;
        }
    return am_fail(err, AM_EDATA, _("%s: must be the faction of a player in the game"), path);
}

static int parse_move_report(json_t *mj, const char *path, scy_move_report *m, am_err *err)
{
    if (!json_is_object(mj)) return am_fail(err, AM_EDATA, _("%s: must be an object"), path);
    if (am_json_check_fields(mj, path, move_report_fields, err)) return AM_EDATA;
    int k = scy_move_kind_parse(json_string_value(json_object_get(mj, "symbol")));
    int res = name_index(json_string_value(json_object_get(mj, "result")), rep_results, 6);
    json_t *tbj = json_object_get(mj, "tiebreak");
    int tb = tbj ? name_index(json_string_value(tbj), rep_tbs, 5) : SCY_TB_NONE;
    if (k < 0) return am_fail(err, AM_EDATA, _("%s.symbol: unknown move symbol"), path);
    if (res < 0) return am_fail(err, AM_EDATA, _("%s.result: unknown result"), path);
    if (tb < 0) return am_fail(err, AM_EDATA, _("%s.tiebreak: unknown tie-breaker"), path);
    m->sym.kind = (uint8_t)k;
    m->result = (uint8_t)res;
    m->tiebreak = (uint8_t)tb;
    m->sym.bracket = -1;
    json_t *br = json_object_get(mj, "bracket");
    if (br && !json_is_null(br)) {
        int f = scy_faction_parse(json_string_value(br));
        if (f < 0) return am_fail(err, AM_EDATA, _("%s.bracket: must be a faction or null"), path);
        m->sym.bracket = (int8_t)f;
    }
    m->unit = -1;
    if (am_json_read_fields(mj, path, move_report_fields, 0, m, err)) return AM_EDATA;
    for (int e = 0; e < 2; e++) {
        json_t *pj = json_object_get(mj, e ? "to" : "from");
        int pos = SCY_POS_NONE;
        char pp[96];
        snprintf(pp, sizeof pp, "%s.%s", path, e ? "to" : "from");
        if (pj && !json_is_null(pj)) {
            if (json_is_string(pj) && strcmp(json_string_value(pj), "mat") == 0) pos = SCY_POS_MAT;
            else if (get_pos(pj, pp, &pos, err)) return AM_EDATA;
        }
        if (e) m->to = (int8_t)pos;
        else m->from = (int8_t)pos;
    }
    json_t *cands = json_object_get(mj, "candidates");
    if (cands && (!json_is_array(cands) || json_array_size(cands) > SCY_REPORT_MAX_CANDS))
        return am_fail(err, AM_EDATA, _("%s.candidates: must be a list of at most %d candidates"), path, SCY_REPORT_MAX_CANDS);
    for (size_t c = 0; cands && c < json_array_size(cands); c++) {
        json_t *cj = json_array_get(cands, c);
        json_t *t = json_array_get(cj, 0), *val = json_array_get(cj, 1), *fd = json_array_get(cj, 2),
               *ex = json_array_get(cj, 3), *trp = json_array_get(cj, 4);
        int pos;
        char pp[112];
        snprintf(pp, sizeof pp, "%s.candidates[%zu]", path, c);
        if (!json_is_array(cj) || json_array_size(cj) != 5 || !json_is_integer(val) || !json_is_integer(fd) ||
            !json_is_boolean(ex) || !json_is_boolean(trp) || json_integer_value(val) < -32768 ||
            json_integer_value(val) > 32767 || json_integer_value(fd) < 0 || json_integer_value(fd) > 255)
            return am_fail(err, AM_EDATA, _("%s: must be [territory, value, distance to the Factory, excluded, armed trap]"), pp);
        if (get_pos(t, pp, &pos, err)) return AM_EDATA;
        if (!SCY_IS_TERR(pos)) return am_fail(err, AM_EDATA, _("%s: not a territory"), pp);
        scy_candidate *k2 = &m->cand[m->ncand++];
        k2->territory = (int8_t)pos;
        k2->value = (int16_t)json_integer_value(val);
        k2->factory_dist = (uint8_t)json_integer_value(fd);
        k2->excluded = json_is_true(ex);
        k2->trap = json_is_true(trp);
    }
    return AM_OK;
}

static int parse_report_events(json_t *o, scy_game *g, scy_report *r, am_err *err)
{
    json_t *events = json_object_get(o, "events");
    if (events && (!json_is_array(events) || json_array_size(events) > SCY_REPORT_MAX_EVENTS))
        return am_fail(err, AM_EDATA, _("last_report.events: must be a list of at most %d events"), SCY_REPORT_MAX_EVENTS);
    for (size_t i = 0; events && i < json_array_size(events); i++) {
        json_t *ej = json_array_get(events, i);
        char path[48];
        snprintf(path, sizeof path, "last_report.events[%zu]", i);
        int k = name_index(json_string_value(json_array_get(ej, 0)), rep_events,
                           (int)(sizeof rep_events / sizeof rep_events[0]));
        if (!json_is_array(ej) || json_array_size(ej) != 3 || k < 0)
            return am_fail(err, AM_EDATA, _("%s: must be [event name, a, b]"), path);
        json_t *a = json_array_get(ej, 1), *b = json_array_get(ej, 2);
        int av = 0, bv = 0;
        if (ev_a_is_terr(k)) {
            if (get_pos(a, path, &av, err)) return AM_EDATA;
        } else if (ev_a_is_player(k)) {
            if (rep_player(g, a, 0, path, &av, err)) return AM_EDATA;
        } else if (!json_is_integer(a) || json_integer_value(a) < -128 || json_integer_value(a) > 127) {
            return am_fail(err, AM_EDATA, _("%s: a must be a whole number from -128 to 127"), path);
        } else {
            av = (int)json_integer_value(a);
        }
        if (k == SCY_EV_COMBAT_STARTS) {
            if (rep_player(g, b, 1, path, &bv, err)) return AM_EDATA;
        } else if (!json_is_integer(b) || json_integer_value(b) < -128 || json_integer_value(b) > 127) {
            return am_fail(err, AM_EDATA, _("%s: b must be a whole number from -128 to 127"), path);
        } else {
            bv = (int)json_integer_value(b);
        }
        if (k == SCY_EV_RECRUIT && (bv == 0 || bv < -4 || bv > 4))
            return am_fail(err, AM_EDATA, _("%s: a recruit bonus is 1-4 (applied) or -1..-4 (not recorded)"), path);
        r->events[r->nevents].kind = (uint8_t)k;
        r->events[r->nevents].a = (int8_t)av;
        r->events[r->nevents].b = (int8_t)bv;
        r->nevents++;
    }
    return AM_OK;
}

static int parse_last_report(json_t *o, scy_game *g, am_err *err)
{
    const char *P = "last_report";
    if (!json_is_object(o)) return am_fail(err, AM_EDATA, _("%s: must be an object"), P);
    if (am_json_check_fields(o, P, report_fields, err)) return AM_EDATA;
    scy_report r;
    memset(&r, 0, sizeof r);
    int pl;
    if (rep_player(g, json_object_get(o, "player"), 0, "last_report.player", &pl, err)) return AM_EDATA;
    r.player = (uint8_t)pl;
    if (am_json_read_fields(o, P, report_fields, 0, &r, err)) return AM_EDATA;
    json_t *tr = json_object_get(o, "tracker");
    if (tr) {
        json_t *a = json_array_get(tr, 0), *b = json_array_get(tr, 1);
        if (!json_is_array(tr) || json_array_size(tr) != 2 || !json_is_integer(a) || !json_is_integer(b) ||
            json_integer_value(a) < 0 || json_integer_value(a) > 255 || json_integer_value(b) < 0 || json_integer_value(b) > 255)
            return am_fail(err, AM_EDATA, _("last_report.tracker: must be [from, to], two spaces 0-255"));
        r.tracker_from = (uint8_t)json_integer_value(a);
        r.tracker_to = (uint8_t)json_integer_value(b);
    }
    json_t *moves = json_object_get(o, "moves");
    if (moves && (!json_is_array(moves) || json_array_size(moves) > SCY_REPORT_MAX_MOVES))
        return am_fail(err, AM_EDATA, _("last_report.moves: must be a list of at most %d moves"), SCY_REPORT_MAX_MOVES);
    for (size_t i = 0; moves && i < json_array_size(moves); i++) {
        char path[48];
        snprintf(path, sizeof path, "last_report.moves[%zu]", i);
        if (parse_move_report(json_array_get(moves, i), path, &r.moves[r.nmoves++], err)) return AM_EDATA;
    }
    if (parse_report_events(o, g, &r, err)) return AM_EDATA;
    int ncand = 0;
    for (int i = 0; i < r.nmoves; i++) ncand += r.moves[i].ncand;
    if (ncand > SCY_KEPT_MAX_CANDS)
        return am_fail(err, AM_EDATA, _("last_report.moves: at most %d candidates in all"), SCY_KEPT_MAX_CANDS);
    scy_game_keep_report(g, &r);
    return AM_OK;
}

/* Reads each player's faction, type and level into the setup (the rest needs the game made). */
static int parse_setup(json_t *root, scy_setup *s, am_err *err)
{
    json_t *seed = json_object_get(root, "seed");
    if (seed) {
        if (!json_is_integer(seed) || json_integer_value(seed) < 0)
            return am_fail(err, AM_EDATA, _("seed: must be a whole number >= 0"));
        s->seed = (uint64_t)json_integer_value(seed);
    }
    json_t *o = json_object_get(root, "options");
    if (o && parse_options(o, &s->opt, err)) return AM_EDATA;
    json_t *players = json_object_get(root, "players");
    if (!json_is_array(players) || json_array_size(players) < 2 || json_array_size(players) > SCY_MAX_PLAYERS)
        return am_fail(err, AM_EDATA, _("players: must be a list of 2 to 5 players"));
    s->nplayers = (uint8_t)json_array_size(players);
    for (size_t i = 0; i < json_array_size(players); i++) {
        json_t *pj = json_array_get(players, i);
        if (!json_is_object(pj)) return am_fail(err, AM_EDATA, _("players[%zu]: must be an object"), i);
        const char *fs = json_string_value(json_object_get(pj, "faction"));
        int f = scy_faction_parse(fs);
        if (f < 0)
            return am_fail(err, AM_EDATA, _("players[%zu].faction: unknown faction '%.20s' (nordic, rusviet, togawa, crimea, saxony, polania, albion)"),
                           i, fs ? fs : "");
        for (size_t k = 0; k < i; k++)
            if (s->faction[k] == f) return am_fail(err, AM_EDATA, _("players[%zu].faction: %s appears twice"), i, fs);
        s->faction[i] = (uint8_t)f;
        const char *ts = json_string_value(json_object_get(pj, "type"));
        if (!ts || (strcmp(ts, "automa") != 0 && strcmp(ts, "human") != 0))
            return am_fail(err, AM_EDATA, _("players[%zu].type: must be \"automa\" or \"human\""), i);
        s->automa[i] = strcmp(ts, "automa") == 0;
        json_t *lv = json_object_get(pj, "level");
        if (s->automa[i]) {
            int l = lv ? scy_level_parse(json_string_value(lv)) : SCY_AUTOMA;
            if (l < 0)
                return am_fail(err, AM_EDATA, _("players[%zu].level: must be autometta, automa, automaszyna or ultimaszyna"), i);
            s->level[i] = (uint8_t)l;
        }
    }
    return AM_OK;
}

/* Custom card / tracker tables, written as text in their own file formats. */
static int parse_tables(json_t *root, scy_game *g, am_err *err)
{
    am_err e2;
    json_t *cards = json_object_get(root, "cards");
    if (cards && (!json_is_string(cards) || scy_cards_parse(json_string_value(cards), g->cards, &e2) != AM_OK))
        return am_fail(err, AM_EDATA, "cards: %s", json_is_string(cards) ? e2.msg : _("must be the card table as text"));
    json_t *trackers = json_object_get(root, "trackers");
    if (trackers && (!json_is_string(trackers) || scy_trackers_parse(json_string_value(trackers), g->trackers, &e2) != AM_OK))
        return am_fail(err, AM_EDATA, "trackers: %s",
                       json_is_string(trackers) ? e2.msg : _("must be the tracker table as text"));
    return AM_OK;
}

/* Players were sorted by seat in scy_game_new: reads each into its seat; then the shared deck. */
static int parse_players(json_t *players, const scy_setup *s, scy_game *g, am_err *err)
{
    int used_cards[SCY_NCARDS + 1] = {0};
    for (size_t i = 0; i < json_array_size(players); i++) {
        int seat = 0;
        for (int k = 0; k < g->nplayers; k++)
            if (g->p[k].faction == s->faction[i]) seat = k;
        if (parse_player(json_array_get(players, i), (int)i, g, &g->p[seat], used_cards, err)) return AM_EDATA;
    }
    if (!g->opt.shared_deck) return AM_OK;
    /* cards named in no Automa's piles go under the draw pile of the first Automa */
    int owner = -1;
    for (int k = g->nplayers - 1; k >= 0; k--)
        if (g->p[k].automa) owner = k;
    scy_deck *d = &g->p[owner].deck;
    uint8_t rest[SCY_NCARDS];
    int nrest = 0;
    for (int c = 1; c <= SCY_NCARDS; c++)
        if (!used_cards[c]) rest[nrest++] = (uint8_t)c;
    if (nrest + d->ndraw > SCY_NCARDS) return am_fail(err, AM_EDATA, _("players: the shared deck has more than 19 cards"));
    am_rng_shuffle(&g->rng, rest, (size_t)nrest, 1);
    memmove(d->draw + nrest, d->draw, d->ndraw);
    memcpy(d->draw, rest, (size_t)nrest);
    d->ndraw = (uint8_t)(d->ndraw + nrest);
    return AM_OK;
}

/* current (a faction; default: the first Automa in seat order), turns, game_over, winner,
 * the tie-break marker. */
static int parse_turn_order(json_t *root, const scy_setup *s, scy_game *g, am_err *err)
{
    json_t *cur = json_object_get(root, "current");
    int current = -1;
    if (cur) {
        int f = scy_faction_parse(json_string_value(cur));
        for (int k = 0; k < g->nplayers; k++)
            if (g->p[k].faction == f) current = k;
        if (current < 0) return am_fail(err, AM_EDATA, _("current: must be the faction of a player in the game"));
    } else {
        for (int k = g->nplayers - 1; k >= 0; k--)
            if (g->p[k].automa) current = k;
    }
    g->current = (uint8_t)current;
    g->turns = 0;
    if (am_json_read_fields(root, "(top)", game_fields, 0, g, err)) return AM_EDATA;
    /* the sixth star ends the game; an Automa turn played after it would move the tracker
     * without a star (there is no seventh) and save a file that no longer loads */
    for (size_t i = 0; i < s->nplayers && !g->game_over; i++)
        for (int k = 0; k < g->nplayers; k++)
            if (g->p[k].faction == s->faction[i] && g->p[k].automa && g->p[k].stars >= SCY_STARS_END)
                return am_fail(err, AM_EDATA, _("players[%zu].stars: 6 stars end the game, so game_over must be true"), i);
    long v = 0;
    if (am_json_get_int(root, "(top)", "winner", 0, g->nplayers - 1, 0, &v, err)) return AM_EDATA;
    g->winner = (uint8_t)v;
    json_t *tm = json_object_get(root, "tiebreak_marker");
    if (tm) {
        int f = scy_faction_parse(json_string_value(tm));
        if (f < 0) return am_fail(err, AM_EDATA, _("tiebreak_marker: must be a faction's home base"));
        g->tiebreak_marker = (uint8_t)f;
    }
    return AM_OK;
}

static int parse_combat_deck(json_t *cd, scy_game *g, am_err *err)
{
    if (!cd) {
        if (g->opt.combat_mode != SCY_COMBAT_SIMULATED) return AM_OK;
        /* the deck holds every card nobody holds */
        static const int full[4] = {16, 12, 8, 6};
        for (int i = 0; i < 4; i++) {
            int n = full[i];
            for (int pl = 0; pl < g->nplayers; pl++) n -= g->p[pl].cc_value[i];
            if (n < 0) return am_fail(err, AM_EDATA, _("players: more combat cards of value %d than the game has"), i + 2);
            g->combat_deck[i] = (uint8_t)n;
            g->combat_discard[i] = 0;
        }
        return AM_OK;
    }
    static const char *const ckeys[] = {"deck", "discard", NULL};
    if (!json_is_object(cd)) return am_fail(err, AM_EDATA, _("combat_deck: must be an object"));
    if (am_json_check_keys(cd, "combat_deck", ckeys, err)) return AM_EDATA;
    for (int k = 0; k < 2; k++) {
        json_t *arr = json_object_get(cd, ckeys[k]);
        if (!arr) continue;
        if (!json_is_array(arr) || json_array_size(arr) != 4)
            return am_fail(err, AM_EDATA, _("combat_deck.%s: must list how many cards of value 2, 3, 4, 5"), ckeys[k]);
        for (int i = 0; i < 4; i++) {
            json_t *x = json_array_get(arr, (size_t)i);
            if (!json_is_integer(x) || json_integer_value(x) < 0 || json_integer_value(x) > 16)
                return am_fail(err, AM_EDATA, _("combat_deck.%s[%d]: must be 0-16"), ckeys[k], i);
            (k ? g->combat_discard : g->combat_deck)[i] = (uint8_t)json_integer_value(x);
        }
    }
    return AM_OK;
}

static int parse_pending(json_t *pend, scy_game *g, am_err *err)
{
    if (!pend) return AM_OK;
    if (!json_is_object(pend)) return am_fail(err, AM_EDATA, _("pending: must be an object"));
    if (am_json_check_fields(pend, "pending", pending_fields, err)) return AM_EDATA;
    int kind = name_index(json_string_value(json_object_get(pend, "kind")), pending_kinds, 4);
    if (kind < 0) return am_fail(err, AM_EDATA, _("pending.kind: must be combat, flip-move, flip-deploy or none"));
    g->pending.kind = (uint8_t)kind;
    if (g->pending.kind != SCY_PEND_COMBAT) return AM_OK;
    int pos;
    if (get_pos(json_object_get(pend, "territory"), "pending.territory", &pos, err)) return AM_EDATA;
    if (!SCY_IS_TERR(pos)) return am_fail(err, AM_EDATA, _("pending.territory: not a territory"));
    g->pending.territory = (int8_t)pos;
    for (int r = 0; r < 2; r++) {
        const char *who = json_string_value(json_object_get(pend, r ? "defender" : "attacker"));
        int f = scy_faction_parse(who), seat = -1;
        for (int q = 0; q < g->nplayers; q++)
            if (g->p[q].faction == f) seat = q;
        if (seat < 0) return am_fail(err, AM_EDATA, _("pending.%s: must be the faction of a player"), r ? "defender" : "attacker");
        if (r) g->pending.defender = (uint8_t)seat;
        else g->pending.attacker = (uint8_t)seat;
    }
    g->pending.attacker_unit = -1;
    if (am_json_read_fields(pend, "pending", pending_fields, PK_COMBAT | PK_DECK, &g->pending, err)) return AM_EDATA;
    return pending_committed_from_json(g, json_object_get(pend, "committed"), err);
}

static int parse_turn_state(json_t *ts, scy_game *g, am_err *err)
{
    if (!ts) return AM_OK;
    if (!json_is_object(ts)) return am_fail(err, AM_EDATA, _("turn_state: must be an object"));
    if (am_json_check_fields(ts, "turn_state", turn_fields, err)) return AM_EDATA;
    scy_turn_state t;
    memset(&t, 0, sizeof t);
    t.flip = -1;
    if (am_json_read_fields(ts, "turn_state", turn_fields, 0, &t, err)) return AM_EDATA;
    if (t.card == 0) return am_fail(err, AM_EDATA, _("turn_state.card: needed"));
    t.active = 1;
    g->turn = t;
    return AM_OK;
}

static int parse_rng(json_t *rng, scy_game *g, am_err *err)
{
    uint64_t st, inc;
    if (!rng) return AM_OK;
    if (!json_is_object(rng) || parse_hex64(json_object_get(rng, "state"), &st) ||
        parse_hex64(json_object_get(rng, "inc"), &inc) || !(inc & 1))
        return am_fail(err, AM_EDATA, _("rng: must be {\"state\": \"hex\", \"inc\": \"odd hex\"}"));
    g->rng.state = st;
    g->rng.inc = inc;
    return AM_OK;
}

static int game_from_root(json_t *root, scy_game *g, am_err *err)
{
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    if (!json_is_object(root)) return am_fail(err, AM_EDATA, _("the file must hold a JSON object"));
    if (am_json_check_fields(root, "", game_fields, err)) return AM_EDATA;
    const char *fmt = json_string_value(json_object_get(root, "format"));
    if (!fmt || strcmp(fmt, FORMAT) != 0) return am_fail(err, AM_EDATA, _("format: expected \"%s\""), FORMAT);
    if (parse_setup(root, &s, err)) return AM_EDATA;
    am_err e2;
    if (scy_game_new(g, &s, &e2) != AM_OK) return am_fail(err, AM_EDATA, "players: %s", e2.msg);
    json_t *b = json_object_get(root, "board");
    if (parse_tables(root, g, err) || parse_players(json_object_get(root, "players"), &s, g, err) ||
        (b && parse_board(b, g, err)) || scy_json_tile_parse(root, g, err) || parse_turn_order(root, &s, g, err) ||
        parse_combat_deck(json_object_get(root, "combat_deck"), g, err) ||
        parse_pending(json_object_get(root, "pending"), g, err) ||
        parse_turn_state(json_object_get(root, "turn_state"), g, err) || parse_rng(json_object_get(root, "rng"), g, err))
        return AM_EDATA;
    json_t *lr = json_object_get(root, "last_report");
    if (lr && !json_is_null(lr) && parse_last_report(lr, g, err)) return AM_EDATA;
    if (g->pending.kind == SCY_PEND_COMBAT && g->pending.attacker == g->pending.defender)
        return am_fail(err, AM_EDATA, _("pending: attacker and defender are the same player"));
    scy_game_sync_masks(g);  /* the kept unit masks (issue 16): never in the file */
    if (scy_game_check(g, &e2) != AM_OK) return am_fail(err, AM_EDATA, _("invalid position: %s"), e2.msg);
    return AM_OK;
}

int scy_game_from_json(scy_game *g, const char *text, am_err *err)
{
    json_error_t je;
    json_t *root = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (!root) return am_fail(err, AM_EDATA, _("JSON error at line %d, column %d: %s"), je.line, je.column, je.text);
    int rc = game_from_root(root, g, err);
    json_decref(root);
    return rc;
}

/* ---- writing --------------------------------------------------------------------------- */

static json_t *pile_json(const uint8_t *pile, int n)
{
    json_t *a = json_array();
    for (int i = n - 1; i >= 0; i--) json_array_append_new(a, json_integer(pile[i]));  /* top first */
    return a;
}

static json_t *units_json(const scy_player *p, int first, int count)
{
    json_t *a = json_array();
    for (int u = first; u < first + count; u++)
        if (p->unit[u] != SCY_POS_MAT) json_array_append_new(a, json_string(scy_pos_name(p->unit[u])));
    return a;
}

static json_t *player_json(const scy_game *g, const scy_player *p)
{
    json_t *pj = json_object();
    am_json_write_fields(pj, player_fields, player_groups(g, p), p);
    json_object_set_new(pj, "faction", json_string(scy_faction_name(p->faction)));
    json_object_set_new(pj, "type", json_string(p->automa ? "automa" : "human"));
    if (p->automa) json_object_set_new(pj, "level", json_string(scy_level_name(p->level)));
    if (g->opt.combat_mode == SCY_COMBAT_SIMULATED) {
        json_t *cv = json_array();
        for (int v = 0; v < 4; v++)
            for (int k = 0; k < p->cc_value[v]; k++) json_array_append_new(cv, json_integer(v + 2));
        json_object_set_new(pj, "combat_card_values", cv);
    }
    json_object_set_new(pj, "character", json_string(scy_pos_name(p->unit[SCY_U_CHARACTER])));
    json_object_set_new(pj, "mechs", units_json(p, SCY_U_MECH0, 4));
    json_object_set_new(pj, "workers", units_json(p, SCY_U_WORKER0, 8));
    if (p->faction == SCY_TOGAWA) {
        json_t *tl = json_array();
        for (int k = 0; k < 4; k++)
            if (p->traps_left & (1u << k)) json_array_append_new(tl, json_string(scy_trap_kind_name(k)));
        json_object_set_new(pj, "traps_left", tl);
    }
    if (p->automa) {
        json_object_set_new(pj, "tracker", json_integer(p->tracker));
        json_object_set_new(pj, "stars", json_pack("{s:i, s:i, s:i}", "tracker", p->stars_tracker, "combat",
                                                   p->stars_combat, "power", p->stars_power));
        json_object_set_new(pj, "deck", pile_json(p->deck.draw, p->deck.ndraw));
        json_object_set_new(pj, "discard", pile_json(p->deck.discard, p->deck.ndiscard));
        json_object_set_new(pj, "combat_discard", pile_json(p->deck.combat, p->deck.ncombat));
    } else {
        json_object_set_new(pj, "combat_stars", json_integer(p->stars_combat));
        json_t *ab = json_array();
        for (int i = 0; i < 4; i++)
            if (p->mech_abilities & (1u << i)) json_array_append_new(ab, json_string(scy_factions[p->faction].mech_ability_name[i]));
        json_object_set_new(pj, "mech_abilities", ab);
        json_t *rc = json_array();
        for (int i = 1; i < 5; i++)
            if (p->recruits & (1u << i)) json_array_append_new(rc, json_string(scy_recruit_name(i)));
        json_object_set_new(pj, "recruits", rc);
    }
    scy_json_player_extras_write(p, pj);
    return pj;
}

static json_t *board_json(const scy_game *g)
{
    json_t *bj = json_object();
    am_json_write_fields(bj, board_fields, 0, g);
    json_t *res = json_object();
    for (int t = 0; t < SCY_NTERR; t++)
        if (g->resources[t]) json_object_set_new(res, scy_pos_name(t), json_integer(g->resources[t]));
    json_object_set_new(bj, "resources", res);
    json_t *enc = json_array();
    AM_SET_FOREACH(t, g->encounters) json_array_append_new(enc, json_string(scy_pos_name(t)));
    json_object_set_new(bj, "encounters", enc);
    json_object_set_new(bj, "factory_cards_left", json_integer(g->factory_cards_left));
    json_t *traps = json_array(), *flags = json_array();
    for (int t = 0; t < SCY_NTERR; t++) {
        if (g->trap_owner[t] >= 0)
            json_array_append_new(traps, json_pack("{s:s, s:s, s:b, s:s}", "territory", scy_pos_name(t), "owner",
                                                   scy_faction_name(g->p[g->trap_owner[t]].faction), "armed",
                                                   g->trap_state[t] == SCY_TRAP_ARMED, "kind",
                                                   scy_trap_kind_name(g->trap_kind[t])));
        if (g->flag_owner[t] >= 0)
            json_array_append_new(flags, json_pack("{s:s, s:s}", "territory", scy_pos_name(t), "owner",
                                                   scy_faction_name(g->p[g->flag_owner[t]].faction)));
    }
    json_object_set_new(bj, "traps", traps);
    json_object_set_new(bj, "flags", flags);
    return bj;
}

static json_t *pending_json(const scy_game *g)
{
    json_t *pj = json_object();
    unsigned groups = g->pending.kind == SCY_PEND_COMBAT ? PK_COMBAT | (g->pending.committed ? PK_COMMITTED : 0) |
                                                               (g->pending.deck_told ? PK_DECK : 0)
                                                         : 0;
    am_json_write_fields(pj, pending_fields, groups, &g->pending);
    json_object_set_new(pj, "kind", json_string(pending_kinds[g->pending.kind]));
    if (g->pending.kind == SCY_PEND_COMBAT) {
        json_object_set_new(pj, "territory", json_string(scy_pos_name(g->pending.territory)));
        json_object_set_new(pj, "attacker", json_string(scy_faction_name(g->p[g->pending.attacker].faction)));
        json_object_set_new(pj, "defender", json_string(scy_faction_name(g->p[g->pending.defender].faction)));
        if (g->pending.committed) json_object_set_new(pj, "committed", pending_committed_to_json(g));
    }
    return pj;
}

/* A custom card table, written back as text in the card-file format. */
static void cards_text(const scy_game *g, am_buf *out)
{
    for (int i = 0; i < SCY_NCARDS; i++) {
        const scy_card *c = &g->cards[i];
        am_buf_printf(out, "card %d\n  autometta-skip %s\n  star-advance %s\n  combat-power %d %d %d\n"
                           "  combat-cards %d\n  resource-box %d\n",
                      c->number, c->skip ? "yes" : "no", c->star ? "yes" : "no", c->power[0], c->power[1],
                      c->power[2], c->cards, c->resources);
        static const char *const mv[] = {"move-worker", "move-mech", "move-character", "encounter-factory",
                                         "attack-worker", "attack-combat>="};
        static const char *const gn[] = {"deploy-worker", "deploy-character-or-mech", "coin", "power", "combat-card"};
        for (int s = 0; s < 2; s++) {
            const scy_scheme *sc = &c->scheme[s];
            am_buf_printf(out, "  scheme-%s move ", s ? "II" : "I");
            for (int k = 0; k < sc->nmove; k++) {
                if (k) am_buf_puts(out, " / ");
                if (sc->move[k].bracket >= 0) am_buf_printf(out, "(%s)", scy_faction_name(sc->move[k].bracket));
                am_buf_puts(out, mv[sc->move[k].kind]);
                if (sc->move[k].kind == SCY_MV_ATTACK_COMBAT) am_buf_printf(out, "%d", sc->move[k].threshold);
            }
            am_buf_printf(out, "\n  scheme-%s gain ", s ? "II" : "I");
            if (!sc->ngain) am_buf_puts(out, "-");
            for (int k = 0; k < sc->ngain; k++) {
                if (k) am_buf_puts(out, ", ");
                if (sc->gain[k].bracket >= 0) am_buf_printf(out, "(%s)", scy_faction_name(sc->gain[k].bracket));
                am_buf_printf(out, "%s x%d", gn[sc->gain[k].kind], sc->gain[k].n);
            }
            am_buf_printf(out, "\n  scheme-%s recruit %s\n", s ? "II" : "I", sc->recruit ? scy_recruit_name(sc->recruit) : "-");
        }
    }
}

/* A custom tracker table, written back as text in the tracker-file format. */
static void trackers_text(const scy_game *g, am_buf *out)
{
    for (int l = 0; l < SCY_NLEVELS; l++) {
        const scy_tracker *t = &g->trackers[l];
        am_buf_printf(out, "%s %d", scy_level_name(l), t->spaces);
        for (int r = 0; r < t->nrows; r++) am_buf_printf(out, " %d", t->row[r]);
        if (t->nowater) am_buf_printf(out, " 0-%d", t->nowater - 1);
        else am_buf_puts(out, " none");
        for (int s = 0; s < SCY_STARS_END; s++) am_buf_printf(out, " %d", t->star[s]);
        am_buf_puts(out, "\n");
    }
}

static unsigned game_groups(const scy_game *g)
{
    scy_card def[SCY_NCARDS];
    scy_cards_default(def);
    scy_tracker tdef[SCY_NLEVELS];
    scy_trackers_default(tdef);
    return (g->opt.combat_mode == SCY_COMBAT_SIMULATED ? GG_SIMULATED : 0) |
           (g->pending.kind != SCY_PEND_NONE ? GG_PENDING : 0) | (g->turn.active ? GG_TURN : 0) |
           (g->game_over ? GG_OVER : 0) | (g->has_last_report ? GG_REPORT : 0) |
           (memcmp(def, g->cards, sizeof def) != 0 ? GG_CARDS : 0) |
           (memcmp(tdef, g->trackers, sizeof tdef) != 0 ? GG_TRACKERS : 0);
}

/* Sets key to the text that write() makes; no text (out of memory): the row's place goes. */
static void set_text(json_t *o, const char *key, const scy_game *g, void (*write)(const scy_game *, am_buf *))
{
    am_buf b = {0};
    write(g, &b);
    if (b.data && !b.oom) json_object_set_new(o, key, json_string(b.data));
    else json_object_del(o, key);
    am_buf_free(&b);
}

void scy_game_to_json(const scy_game *g, am_buf *b)
{
    json_t *root = json_object();
    unsigned groups = game_groups(g);
    am_json_write_fields(root, game_fields, groups, g);
    json_object_set_new(root, "format", json_string(FORMAT));
    json_object_set_new(root, "seed", json_integer((json_int_t)(g->seed & 0x7fffffffffffffffULL)));
    json_t *o = json_object();
    scy_options_write_json(&g->opt, o);
    json_object_set_new(root, "options", o);
    json_object_set_new(root, "current", json_string(scy_faction_name(g->p[g->current].faction)));
    json_t *players = json_array();
    for (int pl = 0; pl < g->nplayers; pl++) json_array_append_new(players, player_json(g, &g->p[pl]));
    json_object_set_new(root, "players", players);
    json_object_set_new(root, "board", board_json(g));
    if (groups & GG_SIMULATED) {
        json_t *d = json_array(), *dd = json_array();
        for (int i = 0; i < 4; i++) {
            json_array_append_new(d, json_integer(g->combat_deck[i]));
            json_array_append_new(dd, json_integer(g->combat_discard[i]));
        }
        json_object_set_new(root, "combat_deck", json_pack("{s:o, s:o}", "deck", d, "discard", dd));
    }
    if (groups & GG_PENDING) json_object_set_new(root, "pending", pending_json(g));
    if (groups & GG_TURN) {
        json_t *t = json_object();
        am_json_write_fields(t, turn_fields, 0, &g->turn);
        json_object_set_new(root, "turn_state", t);
    }
    if (groups & GG_OVER) json_object_set_new(root, "winner", json_integer(g->winner));
    json_object_set_new(root, "tiebreak_marker", json_string(scy_faction_name(g->tiebreak_marker)));
    if (groups & GG_REPORT) json_object_set_new(root, "last_report", last_report_json(g));
    scy_json_tile_write(g, root);
    if (groups & GG_CARDS) set_text(root, "cards", g, cards_text);
    if (groups & GG_TRACKERS) set_text(root, "trackers", g, trackers_text);
    char hex[2][24];
    snprintf(hex[0], sizeof hex[0], "%016" PRIx64, g->rng.state);
    snprintf(hex[1], sizeof hex[1], "%016" PRIx64, g->rng.inc);
    json_object_set_new(root, "rng", json_pack("{s:s, s:s}", "state", hex[0], "inc", hex[1]));
    am_json_dump(root, b);
    json_decref(root);
}

int scy_game_load(scy_game *g, const char *path, am_err *err)
{
    char *text = NULL;
    if (am_file_read(path, 1 << 20, &text, NULL, err) != AM_OK) return err ? err->code : AM_EIO;
    am_err e2;
    int rc = scy_game_from_json(g, text, &e2);
    free(text);
    if (rc != AM_OK) return am_fail(err, rc, "%s: %s", path, e2.msg);
    return AM_OK;
}

int scy_game_save(const scy_game *g, const char *path, am_err *err)
{
    am_buf b = {0};
    scy_game_to_json(g, &b);
    if (b.oom || !b.data) {
        am_buf_free(&b);
        return am_fail(err, AM_EIO, _("%s: out of memory"), path);
    }
    int rc = am_file_write_atomic(path, b.data, b.len, err);
    am_buf_free(&b);
    return rc;
}
