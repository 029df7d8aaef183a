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

#include "automa/json.h"
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

static int get_int(json_t *obj, const char *key, const char *path, long lo, long hi, long *out, am_err *err)
{
    json_t *v = json_object_get(obj, key);
    if (!v) return 0;
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi)
        return am_fail(err, AM_EDATA, _("%s.%s: must be a whole number from %ld to %ld"), path, key, lo, hi);
    *out = (long)json_integer_value(v);
    return 0;
}

static int get_bool(json_t *obj, const char *key, const char *path, uint8_t *out, am_err *err)
{
    json_t *v = json_object_get(obj, key);
    if (!v) return 0;
    if (!json_is_boolean(v)) return am_fail(err, AM_EDATA, _("%s.%s: must be true or false"), path, key);
    *out = json_is_true(v) ? 1 : 0;
    return 0;
}

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

static int parse_player(json_t *pj, int idx, scy_game *g, scy_player *p, int *used_cards, am_err *err)
{
    static const char *const keys[] = {"faction", "type", "level", "power", "popularity", "coins", "combat_cards",
                                       "combat_card_values", "stars", "character", "mechs", "workers", "mech_abilities",
                                       "recruits", "factory_card", "encounters", "tracker", "scheme", "deck",
                                       "discard", "combat_discard", "last_card", "flags_left", "traps_left",
                                       "structure_bonus", "combat_stars", "structures", "player_mat", "auto_stars",
                                       NULL};
    char path[64];
    snprintf(path, sizeof path, "players[%d]", idx);
    if (!json_is_object(pj)) return am_fail(err, AM_EDATA, _("%s: must be an object"), path);
    if (am_json_check_keys(pj, path, keys, err)) return AM_EDATA;
    long v;
    /* faction and type were read by the caller (needed for the defaults) */
    v = p->power;
    if (get_int(pj, "power", path, 0, SCY_POWER_MAX, &v, err)) return AM_EDATA;
    p->power = (uint8_t)v;
    v = p->coins;
    if (get_int(pj, "coins", path, 0, 9999, &v, err)) return AM_EDATA;
    p->coins = (int16_t)v;
    v = p->combat_cards;
    int cards_given = json_object_get(pj, "combat_cards") != NULL;
    if (get_int(pj, "combat_cards", path, 0, 42, &v, err)) return AM_EDATA;
    if (cards_given && g->opt.combat_mode == SCY_COMBAT_SIMULATED && !json_object_get(pj, "combat_card_values"))
        return am_fail(err, AM_EDATA, _("%s.combat_card_values: needed with simulated combat (values 2-5 of the cards held)"),
                       path);
    p->combat_cards = (uint8_t)v;
    json_t *cv = json_object_get(pj, "combat_card_values");
    if (cv) {
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
    }
    if (get_bool(pj, "factory_card", path, &p->factory_card, err)) return AM_EDATA;
    v = p->encounters;
    if (get_int(pj, "encounters", path, 0, 11, &v, err)) return AM_EDATA;
    p->encounters = (uint8_t)v;
    char sub[96];
    json_t *ch = json_object_get(pj, "character");
    if (ch) {
        snprintf(sub, sizeof sub, "%s.character", path);
        int pos;
        if (get_pos(ch, sub, &pos, err)) return AM_EDATA;
        if (SCY_IS_HOME(pos) && pos != SCY_POS_HOME(p->faction))
            return am_fail(err, AM_EDATA, _("%s: a unit can only be on its own home base"), sub);
        p->unit[SCY_U_CHARACTER] = (int8_t)pos;
    }
    if (get_units(pj, "mechs", path, p, SCY_U_MECH0, 4, err) || get_units(pj, "workers", path, p, SCY_U_WORKER0, 8, err))
        return AM_EDATA;
    if (p->automa) {
        static const char *const human_only[] = {"popularity", "mech_abilities", "recruits", "structure_bonus",
                                                 "combat_stars", NULL};
        for (const char *const *k = human_only; *k; k++)
            if (json_object_get(pj, *k))
                return am_fail(err, AM_EDATA, _("%s.%s: only for human players (the Automa's popularity stays 10)"), path, *k);
        const scy_tracker *tr = &g->trackers[p->level];
        v = p->tracker;
        if (get_int(pj, "tracker", path, 0, tr->spaces - 1, &v, err)) return AM_EDATA;
        p->tracker = (uint8_t)v;
        v = p->scheme + 1;
        if (get_int(pj, "scheme", path, 1, 2, &v, err)) return AM_EDATA;
        p->scheme = (uint8_t)(v - 1);
        /* stars by source */
        int tracker_stars = 0;
        for (int i = 0; i < SCY_STARS_END; i++)
            if (tr->star[i] <= p->tracker) tracker_stars++;
        p->stars_tracker = (uint8_t)tracker_stars;
        json_t *st = json_object_get(pj, "stars");
        if (st) {
            static const char *const skeys[] = {"tracker", "combat", "power", NULL};
            snprintf(sub, sizeof sub, "%s.stars", path);
            if (!json_is_object(st))
                return am_fail(err, AM_EDATA, _("%s: must be an object {\"tracker\":N,\"combat\":N,\"power\":N}"), sub);
            if (am_json_check_keys(st, sub, skeys, err)) return AM_EDATA;
            v = tracker_stars;
            if (get_int(st, "tracker", sub, tracker_stars, tracker_stars, &v, err)) return AM_EDATA;
            v = 0;
            if (get_int(st, "combat", sub, 0, 2, &v, err)) return AM_EDATA;
            p->stars_combat = (uint8_t)v;
            v = 0;
            if (get_int(st, "power", sub, 0, 1, &v, err)) return AM_EDATA;
            p->stars_power = (uint8_t)v;
        }
        if (p->stars_power) p->power_star_done = 1;
        if (p->power == SCY_POWER_MAX && !p->stars_power)
            return am_fail(err, AM_EDATA, _("%s.stars.power: an Automa at 16 power has placed its power star"), path);
        p->stars = (uint8_t)(p->stars_tracker + p->stars_combat + p->stars_power);
        if (p->stars > SCY_STARS_END) return am_fail(err, AM_EDATA, _("%s.stars: more than 6 stars"), path);
        if (p->scheme == 0 && tracker_stars > 0)
            return am_fail(err, AM_EDATA, _("%s.scheme: the tracker is past its first star, so the scheme is 2"), path);
        /* deck: piles not given are empty; cards named nowhere fill the draw pile below */
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
        v = p->last_card;
        if (get_int(pj, "last_card", path, 0, SCY_NCARDS, &v, err)) return AM_EDATA;
        p->last_card = (uint8_t)v;
        if (!json_object_get(pj, "last_card") && p->deck.ndiscard)
            p->last_card = p->deck.discard[p->deck.ndiscard - 1];
    } else {
        static const char *const automa_only[] = {"level", "tracker", "scheme", "deck", "discard", "combat_discard",
                                                  "last_card", NULL};
        for (const char *const *k = automa_only; *k; k++)
            if (json_object_get(pj, *k)) return am_fail(err, AM_EDATA, _("%s.%s: only for Automa players"), path, *k);
        v = p->popularity;
        if (get_int(pj, "popularity", path, 0, SCY_POPULARITY_MAX, &v, err)) return AM_EDATA;
        p->popularity = (uint8_t)v;
        v = p->stars;
        if (get_int(pj, "stars", path, 0, SCY_STARS_END, &v, err)) return AM_EDATA;
        p->stars = (uint8_t)v;
        v = p->stars_combat;  /* human: combat stars among `stars` (the cap of 2, combat.c) */
        if (get_int(pj, "combat_stars", path, 0, p->stars, &v, err)) return AM_EDATA;
        p->stars_combat = (uint8_t)v;
        v = p->structure_bonus;
        if (get_int(pj, "structure_bonus", path, 0, 99, &v, err)) return AM_EDATA;
        p->structure_bonus = (uint8_t)v;
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
    }
    if (p->faction == SCY_ALBION) {
        v = p->flags_left;
        if (get_int(pj, "flags_left", path, 0, 4, &v, err)) return AM_EDATA;
        p->flags_left = (uint8_t)v;
    } else if (json_object_get(pj, "flags_left"))
        return am_fail(err, AM_EDATA, _("%s.flags_left: only Albion has flags"), path);
    if (p->faction == SCY_TOGAWA) {
        json_t *tl = json_object_get(pj, "traps_left");
        if (tl) {
            unsigned m;
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

static int parse_board(json_t *b, scy_game *g, am_err *err)
{
    static const char *const keys[] = {"resources", "encounters", "factory_cards_left", "traps", "flags", NULL};
    if (!json_is_object(b)) return am_fail(err, AM_EDATA, _("board: must be an object"));
    if (am_json_check_keys(b, "board", keys, err)) return AM_EDATA;
    char sub[96];
    json_t *r = json_object_get(b, "resources");
    if (r) {
        if (!json_is_object(r))
            return am_fail(err, AM_EDATA, _("board.resources: must be an object like {\"C2\": 3}"));
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
    }
    json_t *e = json_object_get(b, "encounters");
    if (e) {
        if (!json_is_array(e)) return am_fail(err, AM_EDATA, _("board.encounters: must be a list of territories"));
        g->encounters = AM_SET_EMPTY;
        size_t i;
        json_t *v;
        json_array_foreach(e, i, v) {
            snprintf(sub, sizeof sub, "board.encounters[%zu]", i);
            int pos;
            if (get_pos(v, sub, &pos, err)) return AM_EDATA;
            if (!SCY_IS_TERR(pos) || !am_set_has(scy_mask_encounter, pos))
                return am_fail(err, AM_EDATA, _("%s: %s has no encounter token at setup"), sub, scy_pos_name(pos));
            g->encounters = am_set_add(g->encounters, pos);
        }
    }
    long v = g->factory_cards_left;
    if (get_int(b, "factory_cards_left", "board", 0, g->nplayers + 1, &v, err)) return AM_EDATA;
    g->factory_cards_left = (uint8_t)v;
    for (int pass = 0; pass < 2; pass++) {
        const char *key = pass ? "flags" : "traps";
        json_t *arr = json_object_get(b, key);
        if (!arr) continue;
        if (!json_is_array(arr)) return am_fail(err, AM_EDATA, _("board.%s: must be a list"), key);
        size_t i;
        json_t *it;
        json_array_foreach(arr, i, it) {
            static const char *const tkeys[] = {"territory", "owner", "armed", "kind", NULL};
            snprintf(sub, sizeof sub, "board.%s[%zu]", key, i);
            if (!json_is_object(it)) return am_fail(err, AM_EDATA, _("%s: must be an object"), sub);
            if (am_json_check_keys(it, sub, tkeys, err)) return AM_EDATA;
            int pos;
            char sub2[120];
            snprintf(sub2, sizeof sub2, "%s.territory", sub);
            if (get_pos(json_object_get(it, "territory"), sub2, &pos, err)) return AM_EDATA;
            if (!SCY_IS_TERR(pos)) return am_fail(err, AM_EDATA, _("%s: not a territory"), sub2);
            int want = pass ? SCY_ALBION : SCY_TOGAWA;
            int owner = -1;
            for (int pl = 0; pl < g->nplayers; pl++)
                if (g->p[pl].faction == want) owner = pl;
            const char *os = json_string_value(json_object_get(it, "owner"));
            if (owner < 0 || (os && scy_faction_parse(os) != want))
                return am_fail(err, AM_EDATA, _("%s.owner: only %s has %s, and it must be in the game"), sub,
                               scy_faction_name(want), key);
            if (g->flag_owner[pos] >= 0 || g->trap_owner[pos] >= 0)
                return am_fail(err, AM_EDATA, _("%s: %s already holds a flag or trap"), sub, scy_pos_name(pos));
            if (pass) {
                g->flag_owner[pos] = (int8_t)owner;
            } else {
                g->trap_owner[pos] = (int8_t)owner;
                uint8_t armed = 1;
                if (get_bool(it, "armed", sub, &armed, err)) return AM_EDATA;
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
            }
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

static json_t *last_report_json(const scy_game *g)
{
    scy_report kept;
    scy_game_last_report(g, &kept);  /* the compact kept report as a scy_report (kept_report.c) */
    const scy_report *r = &kept;
    json_t *o = json_object();
    json_object_set_new(o, "player", player_or_none(g, r->player));
    json_object_set_new(o, "card", json_integer(r->card));
    json_object_set_new(o, "scheme", json_integer(r->scheme + 1));
    json_object_set_new(o, "skipped", json_boolean(r->skipped));
    json_object_set_new(o, "reshuffled", json_boolean(r->reshuffled));
    json_object_set_new(o, "tracker", json_pack("[i,i]", r->tracker_from, r->tracker_to));
    json_object_set_new(o, "game_over", json_boolean(r->game_over));
    json_object_set_new(o, "waiting_combat", json_boolean(r->waiting_combat));
    json_t *moves = json_array();
    for (int i = 0; i < r->nmoves; i++) {
        const scy_move_report *m = &r->moves[i];
        json_t *mj = json_object();
        json_object_set_new(mj, "symbol", json_string(scy_move_kind_name(m->sym.kind % SCY_NMOVE_KINDS)));
        json_object_set_new(mj, "threshold", json_integer(m->sym.threshold));
        json_object_set_new(mj, "bracket", m->sym.bracket >= 0 ? json_string(scy_faction_name(m->sym.bracket)) : json_null());
        json_object_set_new(mj, "result", json_string(rep_results[m->result % 6]));
        json_object_set_new(mj, "unit", json_integer(m->unit));
        json_object_set_new(mj, "from", rep_pos_ok(m->from) ? json_string(scy_pos_name(m->from)) : json_null());
        json_object_set_new(mj, "to", rep_pos_ok(m->to) ? json_string(scy_pos_name(m->to)) : json_null());
        json_object_set_new(mj, "unit_distance", json_integer(m->unit_dist));
        json_object_set_new(mj, "unit_tie", json_integer(m->unit_tie));
        json_object_set_new(mj, "tiebreak", json_string(rep_tbs[m->tiebreak % 5]));
        json_object_set_new(mj, "rearm", json_boolean(m->rearm));
        json_t *cands = json_array();
        for (int k = 0; k < m->ncand; k++) {
            const scy_candidate *c = &m->cand[k];
            json_array_append_new(cands, json_pack("[s,i,i,b,b]", scy_pos_name(c->territory), c->value, c->factory_dist,
                                                   c->excluded, c->trap));
        }
        json_object_set_new(mj, "candidates", cands);
        json_array_append_new(moves, mj);
    }
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

static int parse_last_report(json_t *o, scy_game *g, am_err *err)
{
    static const char *const keys[] = {"player", "card", "scheme", "skipped", "reshuffled", "tracker", "game_over",
                                       "waiting_combat", "moves", "events", NULL};
    static const char *const mkeys[] = {"symbol", "threshold", "bracket", "result", "unit", "from", "to",
                                        "unit_distance", "unit_tie", "tiebreak", "rearm", "candidates", NULL};
    const char *P = "last_report";
    if (!json_is_object(o)) return am_fail(err, AM_EDATA, _("%s: must be an object"), P);
    if (am_json_check_keys(o, P, keys, err)) return AM_EDATA;
    scy_report r;
    memset(&r, 0, sizeof r);
    int pl;
    if (rep_player(g, json_object_get(o, "player"), 0, "last_report.player", &pl, err)) return AM_EDATA;
    r.player = (uint8_t)pl;
    long v = 0;
    if (get_int(o, "card", P, 0, SCY_NCARDS, &v, err)) return AM_EDATA;
    r.card = (uint8_t)v;
    v = 1;
    if (get_int(o, "scheme", P, 1, 2, &v, err)) return AM_EDATA;
    r.scheme = (uint8_t)(v - 1);
    if (get_bool(o, "skipped", P, &r.skipped, err) || get_bool(o, "reshuffled", P, &r.reshuffled, err) ||
        get_bool(o, "game_over", P, &r.game_over, err) || get_bool(o, "waiting_combat", P, &r.waiting_combat, err))
        return AM_EDATA;
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
        json_t *mj = json_array_get(moves, i);
        char path[48];
        snprintf(path, sizeof path, "last_report.moves[%zu]", i);
        if (!json_is_object(mj)) return am_fail(err, AM_EDATA, _("%s: must be an object"), path);
        if (am_json_check_keys(mj, path, mkeys, err)) return AM_EDATA;
        scy_move_report *m = &r.moves[r.nmoves++];
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
        long th = 0, unit = -1, ud = 0, ut = 0;
        if (get_int(mj, "threshold", path, 0, 99, &th, err) || get_int(mj, "unit", path, -1, SCY_NUNITS - 1, &unit, err) ||
            get_int(mj, "unit_distance", path, 0, 255, &ud, err) || get_int(mj, "unit_tie", path, 0, 2, &ut, err) ||
            get_bool(mj, "rearm", path, &m->rearm, err))
            return AM_EDATA;
        m->sym.threshold = (uint8_t)th;
        m->unit = (int8_t)unit;
        m->unit_dist = (uint8_t)ud;
        m->unit_tie = (uint8_t)ut;
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
    }
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
        r.events[r.nevents].kind = (uint8_t)k;
        r.events[r.nevents].a = (int8_t)av;
        r.events[r.nevents].b = (int8_t)bv;
        r.nevents++;
    }
    int ncand = 0;
    for (int i = 0; i < r.nmoves; i++) ncand += r.moves[i].ncand;
    if (ncand > SCY_KEPT_MAX_CANDS)
        return am_fail(err, AM_EDATA, _("last_report.moves: at most %d candidates in all"), SCY_KEPT_MAX_CANDS);
    scy_game_keep_report(g, &r);
    return AM_OK;
}

int scy_game_from_json(scy_game *g, const char *text, am_err *err)
{
    json_error_t je;
    json_t *root = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (!root) return am_fail(err, AM_EDATA, _("JSON error at line %d, column %d: %s"), je.line, je.column, je.text);
    int rc = AM_EDATA;
    static const char *const keys[] = {"format", "seed", "options", "players", "current", "turns", "board",
                                       "combat_deck", "pending", "turn_state", "game_over", "winner", "rng",
                                       "cards", "trackers", "tiebreak_marker", "last_report", "structure_tile",
                                       "undo" /* the companion's undo history (src/cli/undo_file.c), not game state */, NULL};
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    if (!json_is_object(root)) { am_fail(err, AM_EDATA, _("the file must hold a JSON object")); goto out; }
    if (am_json_check_keys(root, "", keys, err)) goto out;
    const char *fmt = json_string_value(json_object_get(root, "format"));
    if (!fmt || strcmp(fmt, FORMAT) != 0) {
        am_fail(err, AM_EDATA, _("format: expected \"%s\""), FORMAT);
        goto out;
    }
    json_t *seed = json_object_get(root, "seed");
    if (seed) {
        if (!json_is_integer(seed) || json_integer_value(seed) < 0) {
            am_fail(err, AM_EDATA, _("seed: must be a whole number >= 0"));
            goto out;
        }
        s.seed = (uint64_t)json_integer_value(seed);
    }
    json_t *o = json_object_get(root, "options");
    if (o && parse_options(o, &s.opt, err)) goto out;
    json_t *players = json_object_get(root, "players");
    if (!json_is_array(players) || json_array_size(players) < 2 || json_array_size(players) > SCY_MAX_PLAYERS) {
        am_fail(err, AM_EDATA, _("players: must be a list of 2 to 5 players"));
        goto out;
    }
    s.nplayers = (uint8_t)json_array_size(players);
    for (size_t i = 0; i < json_array_size(players); i++) {
        json_t *pj = json_array_get(players, i);
        if (!json_is_object(pj)) { am_fail(err, AM_EDATA, _("players[%zu]: must be an object"), i); goto out; }
        const char *fs = json_string_value(json_object_get(pj, "faction"));
        int f = scy_faction_parse(fs);
        if (f < 0) {
            am_fail(err, AM_EDATA, _("players[%zu].faction: unknown faction '%.20s' (nordic, rusviet, togawa, crimea, saxony, polania, albion)"),
                    i, fs ? fs : "");
            goto out;
        }
        for (size_t k = 0; k < i; k++)
            if (s.faction[k] == f) { am_fail(err, AM_EDATA, _("players[%zu].faction: %s appears twice"), i, fs); goto out; }
        s.faction[i] = (uint8_t)f;
        const char *ts = json_string_value(json_object_get(pj, "type"));
        if (!ts || (strcmp(ts, "automa") != 0 && strcmp(ts, "human") != 0)) {
            am_fail(err, AM_EDATA, _("players[%zu].type: must be \"automa\" or \"human\""), i);
            goto out;
        }
        s.automa[i] = strcmp(ts, "automa") == 0;
        json_t *lv = json_object_get(pj, "level");
        if (s.automa[i]) {
            int l = lv ? scy_level_parse(json_string_value(lv)) : SCY_AUTOMA;
            if (l < 0) {
                am_fail(err, AM_EDATA, _("players[%zu].level: must be autometta, automa, automaszyna or ultimaszyna"), i);
                goto out;
            }
            s.level[i] = (uint8_t)l;
        }
    }
    am_err e2;
    if (scy_game_new(g, &s, &e2) != AM_OK) { am_fail(err, AM_EDATA, "players: %s", e2.msg); goto out; }
    /* custom card / tracker tables */
    json_t *cards = json_object_get(root, "cards");
    if (cards) {
        if (!json_is_string(cards) || scy_cards_parse(json_string_value(cards), g->cards, &e2) != AM_OK) {
            am_fail(err, AM_EDATA, "cards: %s", json_is_string(cards) ? e2.msg : _("must be the card table as text"));
            goto out;
        }
    }
    json_t *trackers = json_object_get(root, "trackers");
    if (trackers) {
        if (!json_is_string(trackers) || scy_trackers_parse(json_string_value(trackers), g->trackers, &e2) != AM_OK) {
            am_fail(err, AM_EDATA, "trackers: %s", json_is_string(trackers) ? e2.msg : _("must be the tracker table as text"));
            goto out;
        }
    }
    /* players were sorted by seat in scy_game_new: read each into its seat */
    int used_cards[SCY_NCARDS + 1] = {0};
    for (size_t i = 0; i < json_array_size(players); i++) {
        int seat = 0;
        for (int k = 0; k < g->nplayers; k++)
            if (g->p[k].faction == s.faction[i]) seat = k;
        if (parse_player(json_array_get(players, i), (int)i, g, &g->p[seat], used_cards, err)) goto out;
    }
    if (g->opt.shared_deck) {
        /* cards named in no Automa's piles go under the draw pile of the first Automa */
        int owner = -1;
        for (int k = g->nplayers - 1; k >= 0; k--)
            if (g->p[k].automa) owner = k;
        scy_deck *d = &g->p[owner].deck;
        uint8_t rest[SCY_NCARDS];
        int nrest = 0;
        for (int c = 1; c <= SCY_NCARDS; c++)
            if (!used_cards[c]) rest[nrest++] = (uint8_t)c;
        if (nrest + d->ndraw > SCY_NCARDS) { am_fail(err, AM_EDATA, _("players: the shared deck has more than 19 cards")); goto out; }
        am_rng_shuffle(&g->rng, rest, (size_t)nrest, 1);
        memmove(d->draw + nrest, d->draw, d->ndraw);
        memcpy(d->draw, rest, (size_t)nrest);
        d->ndraw = (uint8_t)(d->ndraw + nrest);
    }
    json_t *b = json_object_get(root, "board");
    if (b && parse_board(b, g, err)) goto out;
    if (scy_json_tile_parse(root, g, err)) goto out;
    /* current player: a faction name; default: the first Automa in seat order */
    json_t *cur = json_object_get(root, "current");
    int current = -1;
    if (cur) {
        int f = scy_faction_parse(json_string_value(cur));
        for (int k = 0; k < g->nplayers; k++)
            if (g->p[k].faction == f) current = k;
        if (current < 0) { am_fail(err, AM_EDATA, _("current: must be the faction of a player in the game")); goto out; }
    } else {
        for (int k = g->nplayers - 1; k >= 0; k--)
            if (g->p[k].automa) current = k;
    }
    g->current = (uint8_t)current;
    long v = 0;
    if (get_int(root, "turns", "(top)", 0, 65535, &v, err)) goto out;
    g->turns = (uint16_t)v;
    if (get_bool(root, "game_over", "(top)", &g->game_over, err)) goto out;
    /* the sixth star ends the game; an Automa turn played after it would move the tracker
     * without a star (there is no seventh) and save a file that no longer loads */
    for (size_t i = 0; i < json_array_size(players) && !g->game_over; i++)
        for (int k = 0; k < g->nplayers; k++)
            if (g->p[k].faction == s.faction[i] && g->p[k].automa && g->p[k].stars >= SCY_STARS_END) {
                am_fail(err, AM_EDATA, _("players[%zu].stars: 6 stars end the game, so game_over must be true"), i);
                goto out;
            }
    v = 0;
    if (get_int(root, "winner", "(top)", 0, g->nplayers - 1, &v, err)) goto out;
    g->winner = (uint8_t)v;
    json_t *tm = json_object_get(root, "tiebreak_marker");
    if (tm) {
        int f = scy_faction_parse(json_string_value(tm));
        if (f < 0) { am_fail(err, AM_EDATA, _("tiebreak_marker: must be a faction's home base")); goto out; }
        g->tiebreak_marker = (uint8_t)f;
    }
    json_t *cd = json_object_get(root, "combat_deck");
    if (cd) {
        static const char *const ckeys[] = {"deck", "discard", NULL};
        if (!json_is_object(cd) || am_json_check_keys(cd, "combat_deck", ckeys, err)) {
            if (!json_is_object(cd)) am_fail(err, AM_EDATA, _("combat_deck: must be an object"));
            goto out;
        }
        for (int k = 0; k < 2; k++) {
            json_t *arr = json_object_get(cd, k ? "discard" : "deck");
            if (!arr) continue;
            if (!json_is_array(arr) || json_array_size(arr) != 4) {
                am_fail(err, AM_EDATA, _("combat_deck.%s: must list how many cards of value 2, 3, 4, 5"), k ? "discard" : "deck");
                goto out;
            }
            for (int i = 0; i < 4; i++) {
                json_t *x = json_array_get(arr, (size_t)i);
                if (!json_is_integer(x) || json_integer_value(x) < 0 || json_integer_value(x) > 16) {
                    am_fail(err, AM_EDATA, _("combat_deck.%s[%d]: must be 0-16"), k ? "discard" : "deck", i);
                    goto out;
                }
                (k ? g->combat_discard : g->combat_deck)[i] = (uint8_t)json_integer_value(x);
            }
        }
    } else if (g->opt.combat_mode == SCY_COMBAT_SIMULATED) {
        /* the deck holds every card nobody holds */
        static const int full[4] = {16, 12, 8, 6};
        for (int i = 0; i < 4; i++) {
            int n = full[i];
            for (int pl = 0; pl < g->nplayers; pl++) n -= g->p[pl].cc_value[i];
            if (n < 0) { am_fail(err, AM_EDATA, _("players: more combat cards of value %d than the game has"), i + 2); goto out; }
            g->combat_deck[i] = (uint8_t)n;
            g->combat_discard[i] = 0;
        }
    }
    json_t *pend = json_object_get(root, "pending");
    if (pend) {
        static const char *const pkeys[] = {"kind", "territory", "attacker", "defender", "attacker_unit", "committed", NULL};
        if (!json_is_object(pend) || am_json_check_keys(pend, "pending", pkeys, err)) {
            if (!json_is_object(pend)) am_fail(err, AM_EDATA, _("pending: must be an object"));
            goto out;
        }
        const char *k = json_string_value(json_object_get(pend, "kind"));
        if (k && strcmp(k, "combat") == 0) g->pending.kind = SCY_PEND_COMBAT;
        else if (k && strcmp(k, "flip-move") == 0) g->pending.kind = SCY_PEND_FLIP_MOVE;
        else if (k && strcmp(k, "flip-deploy") == 0) g->pending.kind = SCY_PEND_FLIP_DEPLOY;
        else if (k && strcmp(k, "none") == 0) g->pending.kind = SCY_PEND_NONE;
        else { am_fail(err, AM_EDATA, _("pending.kind: must be combat, flip-move, flip-deploy or none")); goto out; }
        if (g->pending.kind == SCY_PEND_COMBAT) {
            int pos;
            if (get_pos(json_object_get(pend, "territory"), "pending.territory", &pos, err)) goto out;
            if (!SCY_IS_TERR(pos)) { am_fail(err, AM_EDATA, _("pending.territory: not a territory")); goto out; }
            g->pending.territory = (int8_t)pos;
            for (int r = 0; r < 2; r++) {
                const char *who = json_string_value(json_object_get(pend, r ? "defender" : "attacker"));
                int f = scy_faction_parse(who), seat = -1;
                for (int q = 0; q < g->nplayers; q++)
                    if (g->p[q].faction == f) seat = q;
                if (seat < 0) { am_fail(err, AM_EDATA, _("pending.%s: must be the faction of a player"), r ? "defender" : "attacker"); goto out; }
                if (r) g->pending.defender = (uint8_t)seat;
                else g->pending.attacker = (uint8_t)seat;
            }
            v = -1;
            if (get_int(pend, "attacker_unit", "pending", -1, SCY_U_WORKER0 - 1, &v, err)) goto out;
            g->pending.attacker_unit = (int8_t)v;
            if (pending_committed_from_json(g, json_object_get(pend, "committed"), err)) goto out;
        }
    }
    json_t *ts = json_object_get(root, "turn_state");
    if (ts) {
        static const char *const tkeys[] = {"card", "phase", "next_move", "moved", "no_move", "next_gain", "gain_done",
                                            "coins_done", "power_done", "flip", NULL};
        if (!json_is_object(ts) || am_json_check_keys(ts, "turn_state", tkeys, err)) {
            if (!json_is_object(ts)) am_fail(err, AM_EDATA, _("turn_state: must be an object"));
            goto out;
        }
        long c = 0, ph = 0, nm = 0, mv = 0, no = 0, ng = 0, gd = 0, cdn = 0, pdn = 0, fl = -1;
        if (get_int(ts, "card", "turn_state", 1, SCY_NCARDS, &c, err) || get_int(ts, "phase", "turn_state", 0, SCY_PH_END, &ph, err) ||
            get_int(ts, "next_move", "turn_state", 0, SCY_MAX_MOVES, &nm, err) ||
            get_int(ts, "moved", "turn_state", 0, 1, &mv, err) || get_int(ts, "no_move", "turn_state", 0, 1, &no, err) ||
            get_int(ts, "next_gain", "turn_state", 0, SCY_MAX_GAINS, &ng, err) ||
            get_int(ts, "gain_done", "turn_state", 0, 9, &gd, err) || get_int(ts, "coins_done", "turn_state", 0, 1, &cdn, err) ||
            get_int(ts, "power_done", "turn_state", 0, 1, &pdn, err) || get_int(ts, "flip", "turn_state", -1, 5, &fl, err))
            goto out;
        if (c == 0) { am_fail(err, AM_EDATA, _("turn_state.card: needed")); goto out; }
        g->turn.active = 1;
        g->turn.card = (uint8_t)c;
        g->turn.phase = (uint8_t)ph;
        g->turn.next_move = (uint8_t)nm;
        g->turn.moved = (uint8_t)mv;
        g->turn.no_move = (uint8_t)no;
        g->turn.next_gain = (uint8_t)ng;
        g->turn.gain_done = (uint8_t)gd;
        g->turn.coins_done = (uint8_t)cdn;
        g->turn.power_done = (uint8_t)pdn;
        g->turn.flip = (int8_t)fl;
    }
    json_t *rng = json_object_get(root, "rng");
    if (rng) {
        uint64_t st, inc;
        if (!json_is_object(rng) || parse_hex64(json_object_get(rng, "state"), &st) ||
            parse_hex64(json_object_get(rng, "inc"), &inc) || !(inc & 1)) {
            am_fail(err, AM_EDATA, _("rng: must be {\"state\": \"hex\", \"inc\": \"odd hex\"}"));
            goto out;
        }
        g->rng.state = st;
        g->rng.inc = inc;
    }
    json_t *lr = json_object_get(root, "last_report");
    if (lr && !json_is_null(lr) && parse_last_report(lr, g, err)) goto out;
    if (g->pending.kind == SCY_PEND_COMBAT && g->pending.attacker == g->pending.defender) {
        am_fail(err, AM_EDATA, _("pending: attacker and defender are the same player"));
        goto out;
    }
    scy_game_sync_masks(g);  /* the kept unit masks (issue 16): never in the file */
    if (scy_game_check(g, &e2) != AM_OK) { am_fail(err, AM_EDATA, _("invalid position: %s"), e2.msg); goto out; }
    rc = AM_OK;
out:
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

void scy_game_to_json(const scy_game *g, am_buf *b)
{
    json_t *root = json_object();
    json_object_set_new(root, "format", json_string(FORMAT));
    json_object_set_new(root, "seed", json_integer((json_int_t)(g->seed & 0x7fffffffffffffffULL)));
    json_t *o = json_object();
    scy_options_write_json(&g->opt, o);
    json_object_set_new(root, "options", o);
    json_object_set_new(root, "current", json_string(scy_faction_name(g->p[g->current].faction)));
    json_object_set_new(root, "turns", json_integer(g->turns));
    json_t *players = json_array();
    for (int pl = 0; pl < g->nplayers; pl++) {
        const scy_player *p = &g->p[pl];
        json_t *pj = json_object();
        json_object_set_new(pj, "faction", json_string(scy_faction_name(p->faction)));
        json_object_set_new(pj, "type", json_string(p->automa ? "automa" : "human"));
        if (p->automa) json_object_set_new(pj, "level", json_string(scy_level_name(p->level)));
        json_object_set_new(pj, "power", json_integer(p->power));
        if (!p->automa) json_object_set_new(pj, "popularity", json_integer(p->popularity));
        json_object_set_new(pj, "coins", json_integer(p->coins));
        json_object_set_new(pj, "combat_cards", json_integer(p->combat_cards));
        if (g->opt.combat_mode == SCY_COMBAT_SIMULATED) {
            json_t *cv = json_array();
            for (int v = 0; v < 4; v++)
                for (int k = 0; k < p->cc_value[v]; k++) json_array_append_new(cv, json_integer(v + 2));
            json_object_set_new(pj, "combat_card_values", cv);
        }
        json_object_set_new(pj, "character", json_string(scy_pos_name(p->unit[SCY_U_CHARACTER])));
        json_object_set_new(pj, "mechs", units_json(p, SCY_U_MECH0, 4));
        json_object_set_new(pj, "workers", units_json(p, SCY_U_WORKER0, 8));
        json_object_set_new(pj, "factory_card", json_boolean(p->factory_card));
        json_object_set_new(pj, "encounters", json_integer(p->encounters));
        if (p->faction == SCY_ALBION) json_object_set_new(pj, "flags_left", json_integer(p->flags_left));
        if (p->faction == SCY_TOGAWA) {
            json_t *tl = json_array();
            for (int k = 0; k < 4; k++)
                if (p->traps_left & (1u << k)) json_array_append_new(tl, json_string(scy_trap_kind_name(k)));
            json_object_set_new(pj, "traps_left", tl);
        }
        if (p->automa) {
            json_object_set_new(pj, "tracker", json_integer(p->tracker));
            json_object_set_new(pj, "scheme", json_integer(p->scheme + 1));
            json_t *st = json_object();
            json_object_set_new(st, "tracker", json_integer(p->stars_tracker));
            json_object_set_new(st, "combat", json_integer(p->stars_combat));
            json_object_set_new(st, "power", json_integer(p->stars_power));
            json_object_set_new(pj, "stars", st);
            json_object_set_new(pj, "deck", pile_json(p->deck.draw, p->deck.ndraw));
            json_object_set_new(pj, "discard", pile_json(p->deck.discard, p->deck.ndiscard));
            json_object_set_new(pj, "combat_discard", pile_json(p->deck.combat, p->deck.ncombat));
            json_object_set_new(pj, "last_card", json_integer(p->last_card));
        } else {
            json_object_set_new(pj, "stars", json_integer(p->stars));
            json_object_set_new(pj, "combat_stars", json_integer(p->stars_combat));
            json_t *ab = json_array();
            for (int i = 0; i < 4; i++)
                if (p->mech_abilities & (1u << i))
                    json_array_append_new(ab, json_string(scy_factions[p->faction].mech_ability_name[i]));
            json_object_set_new(pj, "mech_abilities", ab);
            json_t *rc = json_array();
            for (int i = 1; i < 5; i++)
                if (p->recruits & (1u << i)) json_array_append_new(rc, json_string(scy_recruit_name(i)));
            json_object_set_new(pj, "recruits", rc);
            json_object_set_new(pj, "structure_bonus", json_integer(p->structure_bonus));
        }
        scy_json_player_extras_write(p, pj);
        json_array_append_new(players, pj);
    }
    json_object_set_new(root, "players", players);
    json_t *bj = json_object();
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
        if (g->trap_owner[t] >= 0) {
            json_t *x = json_object();
            json_object_set_new(x, "territory", json_string(scy_pos_name(t)));
            json_object_set_new(x, "owner", json_string(scy_faction_name(g->p[g->trap_owner[t]].faction)));
            json_object_set_new(x, "armed", json_boolean(g->trap_state[t] == SCY_TRAP_ARMED));
            json_object_set_new(x, "kind", json_string(scy_trap_kind_name(g->trap_kind[t])));
            json_array_append_new(traps, x);
        }
        if (g->flag_owner[t] >= 0) {
            json_t *x = json_object();
            json_object_set_new(x, "territory", json_string(scy_pos_name(t)));
            json_object_set_new(x, "owner", json_string(scy_faction_name(g->p[g->flag_owner[t]].faction)));
            json_array_append_new(flags, x);
        }
    }
    json_object_set_new(bj, "traps", traps);
    json_object_set_new(bj, "flags", flags);
    json_object_set_new(root, "board", bj);
    if (g->opt.combat_mode == SCY_COMBAT_SIMULATED) {
        json_t *cd = json_object(), *d = json_array(), *dd = json_array();
        for (int i = 0; i < 4; i++) {
            json_array_append_new(d, json_integer(g->combat_deck[i]));
            json_array_append_new(dd, json_integer(g->combat_discard[i]));
        }
        json_object_set_new(cd, "deck", d);
        json_object_set_new(cd, "discard", dd);
        json_object_set_new(root, "combat_deck", cd);
    }
    if (g->pending.kind != SCY_PEND_NONE) {
        json_t *pj = json_object();
        static const char *const kinds[] = {"none", "combat", "flip-move", "flip-deploy"};
        json_object_set_new(pj, "kind", json_string(kinds[g->pending.kind]));
        if (g->pending.kind == SCY_PEND_COMBAT) {
            json_object_set_new(pj, "territory", json_string(scy_pos_name(g->pending.territory)));
            json_object_set_new(pj, "attacker", json_string(scy_faction_name(g->p[g->pending.attacker].faction)));
            json_object_set_new(pj, "defender", json_string(scy_faction_name(g->p[g->pending.defender].faction)));
            json_object_set_new(pj, "attacker_unit", json_integer(g->pending.attacker_unit));
            if (g->pending.committed) json_object_set_new(pj, "committed", pending_committed_to_json(g));
        }
        json_object_set_new(root, "pending", pj);
    }
    if (g->turn.active) {
        json_t *t = json_object();
        json_object_set_new(t, "card", json_integer(g->turn.card));
        json_object_set_new(t, "phase", json_integer(g->turn.phase));
        json_object_set_new(t, "next_move", json_integer(g->turn.next_move));
        json_object_set_new(t, "moved", json_integer(g->turn.moved));
        json_object_set_new(t, "no_move", json_integer(g->turn.no_move));
        json_object_set_new(t, "next_gain", json_integer(g->turn.next_gain));
        json_object_set_new(t, "gain_done", json_integer(g->turn.gain_done));
        json_object_set_new(t, "coins_done", json_integer(g->turn.coins_done));
        json_object_set_new(t, "power_done", json_integer(g->turn.power_done));
        json_object_set_new(t, "flip", json_integer(g->turn.flip));
        json_object_set_new(root, "turn_state", t);
    }
    json_object_set_new(root, "game_over", json_boolean(g->game_over));
    if (g->game_over) json_object_set_new(root, "winner", json_integer(g->winner));
    json_object_set_new(root, "tiebreak_marker", json_string(scy_faction_name(g->tiebreak_marker)));
    if (g->has_last_report) json_object_set_new(root, "last_report", last_report_json(g));
    scy_json_tile_write(g, root);
    scy_card def[SCY_NCARDS];
    scy_cards_default(def);
    if (memcmp(def, g->cards, sizeof def) != 0) {
        am_buf cb = {0};
        /* custom table: written back in the card-file format */
        for (int i = 0; i < SCY_NCARDS; i++) {
            const scy_card *c = &g->cards[i];
            am_buf_printf(&cb, "card %d\n  autometta-skip %s\n  star-advance %s\n  combat-power %d %d %d\n"
                               "  combat-cards %d\n  resource-box %d\n",
                          c->number, c->skip ? "yes" : "no", c->star ? "yes" : "no", c->power[0], c->power[1],
                          c->power[2], c->cards, c->resources);
            static const char *const mv[] = {"move-worker", "move-mech", "move-character", "encounter-factory",
                                             "attack-worker", "attack-combat>="};
            static const char *const gn[] = {"deploy-worker", "deploy-character-or-mech", "coin", "power", "combat-card"};
            for (int s = 0; s < 2; s++) {
                const scy_scheme *sc = &c->scheme[s];
                am_buf_printf(&cb, "  scheme-%s move ", s ? "II" : "I");
                for (int k = 0; k < sc->nmove; k++) {
                    if (k) am_buf_puts(&cb, " / ");
                    if (sc->move[k].bracket >= 0) am_buf_printf(&cb, "(%s)", scy_faction_name(sc->move[k].bracket));
                    am_buf_puts(&cb, mv[sc->move[k].kind]);
                    if (sc->move[k].kind == SCY_MV_ATTACK_COMBAT) am_buf_printf(&cb, "%d", sc->move[k].threshold);
                }
                am_buf_printf(&cb, "\n  scheme-%s gain ", s ? "II" : "I");
                if (!sc->ngain) am_buf_puts(&cb, "-");
                for (int k = 0; k < sc->ngain; k++) {
                    if (k) am_buf_puts(&cb, ", ");
                    if (sc->gain[k].bracket >= 0) am_buf_printf(&cb, "(%s)", scy_faction_name(sc->gain[k].bracket));
                    am_buf_printf(&cb, "%s x%d", gn[sc->gain[k].kind], sc->gain[k].n);
                }
                am_buf_printf(&cb, "\n  scheme-%s recruit %s\n", s ? "II" : "I", sc->recruit ? scy_recruit_name(sc->recruit) : "-");
            }
        }
        if (cb.data) json_object_set_new(root, "cards", json_string(cb.data));
        am_buf_free(&cb);
    }
    scy_tracker tdef[SCY_NLEVELS];
    scy_trackers_default(tdef);
    if (memcmp(tdef, g->trackers, sizeof tdef) != 0) {
        am_buf tb = {0};
        for (int l = 0; l < SCY_NLEVELS; l++) {
            const scy_tracker *t = &g->trackers[l];
            am_buf_printf(&tb, "%s %d", scy_level_name(l), t->spaces);
            for (int r = 0; r < t->nrows; r++) am_buf_printf(&tb, " %d", t->row[r]);
            if (t->nowater) am_buf_printf(&tb, " 0-%d", t->nowater - 1);
            else am_buf_puts(&tb, " none");
            for (int s = 0; s < SCY_STARS_END; s++) am_buf_printf(&tb, " %d", t->star[s]);
            am_buf_puts(&tb, "\n");
        }
        if (tb.data) json_object_set_new(root, "trackers", json_string(tb.data));
        am_buf_free(&tb);
    }
    json_t *rng = json_object();
    char hex[24];
    snprintf(hex, sizeof hex, "%016" PRIx64, g->rng.state);
    json_object_set_new(rng, "state", json_string(hex));
    snprintf(hex, sizeof hex, "%016" PRIx64, g->rng.inc);
    json_object_set_new(rng, "inc", json_string(hex));
    json_object_set_new(root, "rng", rng);
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
