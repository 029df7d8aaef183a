/*
 * Expeditions Automa: JSON load/save of the game state (docs/expeditions-state.md), progress card
 * and decision card files, and the JSON turn report. Every field is checked; errors name the
 * JSON path ("map.N3.corruption[1]: ...").
 */
#include "core/json.h"
#include "automa/expeditions.h"

#include <inttypes.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct jctx {
    am_err *err;
} jctx;


/* The core's readers (src/core/json.c) for this file's `int` fields: absent or null keeps *out. */
static int get_int(json_t *obj, const char *key, const char *path, long lo, long hi, int *out,
                   am_err *err)
{
    long v = *out;
    if (am_json_get_int(obj, path, key, lo, hi, 0, &v, err)) return AM_EDATA;
    *out = (int)v;
    return AM_OK;
}

static int get_bool(json_t *obj, const char *key, const char *path, int *out, am_err *err)
{
    return am_json_get_bool(obj, path, key, 0, out, err);
}

static int get_loc(json_t *obj, const char *key, const char *path, int *out, am_err *err)
{
    json_t *v = json_object_get(obj, key);
    if (!v || json_is_null(v)) return AM_OK;
    int loc = json_is_string(v) ? exp_loc_parse(json_string_value(v)) : -1;
    if (loc < 0)
        return am_fail(err, AM_EDATA, _("%s%s%s: must be a location name (N1-N7, C1-C7, S1-S6, base)"),
                       path, *path ? "." : "", key);
    *out = loc;
    return AM_OK;
}

/* An array of small integers (token values, card ids). *n = -1 when absent. */
static int get_int_array(json_t *obj, const char *key, const char *path, int max, long lo,
                         long hi, int *vals, int *n, am_err *err)
{
    json_t *a = json_object_get(obj, key);
    *n = -1;
    if (!a || json_is_null(a)) return AM_OK;
    if (!json_is_array(a) || (int)json_array_size(a) > max)
        return am_fail(err, AM_EDATA, _("%s%s%s: must be an array of at most %d integers"), path,
                       *path ? "." : "", key, max);
    size_t i;
    json_t *v;
    json_array_foreach(a, i, v) {
        if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi)
            return am_fail(err, AM_EDATA, _("%s%s%s[%zu]: must be an integer from %ld to %ld"), path,
                           *path ? "." : "", key, i, lo, hi);
        vals[i] = (int)json_integer_value(v);
    }
    *n = (int)json_array_size(a);
    return AM_OK;
}

static json_t *parse(const char *text, am_err *err)
{
    json_error_t je;
    json_t *root = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (!root) {
        am_fail(err, AM_EDATA, _("JSON error at line %d, column %d: %s"), je.line, je.column, je.text);
        return NULL;
    }
    if (!json_is_object(root)) {
        json_decref(root);
        am_fail(err, AM_EDATA, _("the file must hold a JSON object"));
        return NULL;
    }
    return root;
}

/* ---- progress card -------------------------------------------------------------------------- */
static int progress_from_obj(json_t *o, const char *path, exp_progress *p, am_err *err)
{
    static const char *const keys[] = {"level", "name", "spaces", "glory_at", "coins", "rows",
                                       "source", NULL};
    static const char *const ckeys[] = {"map", "corruption", "glory", NULL};
    char sub[96];
    if (!json_is_object(o)) return am_fail(err, AM_EDATA, _("%s: must be an object"), path);
    int rc = am_json_check_keys(o, path, keys, err);
    if (rc) return rc;
    memset(p, 0, sizeof *p);
    p->level = 0;
    if ((rc = get_int(o, "level", path, 0, 5, &p->level, err))) return rc;
    json_t *name = json_object_get(o, "name");
    if (name && !json_is_string(name))
        return am_fail(err, AM_EDATA, _("%s.name: must be a string"), path);
    /* names from the rulebook: levels 1-3 as built in, level 5 "Ultimaszyna"; level 4's name
     * was not found */
    static const char *const lname[6] = {"custom", "Maszynette", "Maszyna", "Automaszyna",
                                         "Level 4", "Ultimaszyna"};
    /* a long name is cut to fit, never inside a UTF-8 sequence: a broken character would make
     * the name unwritable (jansson refuses invalid UTF-8) and the saved game would lose it */
    const char *nm = name ? json_string_value(name) : lname[p->level];
    size_t nlen = strlen(nm);
    if (nlen >= sizeof p->name) {
        nlen = sizeof p->name - 1;
        while (nlen > 0 && ((unsigned char)nm[nlen] & 0xC0) == 0x80) nlen--;
    }
    memcpy(p->name, nm, nlen);
    p->name[nlen] = '\0';
    p->spaces = -1;
    if ((rc = get_int(o, "spaces", path, 0, 1000, &p->spaces, err))) return rc;
    if (p->spaces < 0) return am_fail(err, AM_EDATA, _("%s.spaces: missing"), path);
    int n, g[EXP_GLORY + 4];
    if ((rc = get_int_array(o, "glory_at", path, EXP_GLORY + 4, 0, 1000, g, &n, err))) return rc;
    if (n != EXP_GLORY)
        return am_fail(err, AM_EDATA, _("%s.glory_at: must list the %d glory spaces"), path, EXP_GLORY);
    memcpy(p->glory_at, g, sizeof p->glory_at);
    json_t *c = json_object_get(o, "coins");
    snprintf(sub, sizeof sub, "%s.coins", path);
    if (!json_is_object(c)) return am_fail(err, AM_EDATA, _("%s: missing (map, corruption, glory)"), sub);
    if ((rc = am_json_check_keys(c, sub, ckeys, err))) return rc;
    p->coins_map = p->coins_corruption = p->coins_glory = -1;
    if ((rc = get_int(c, "map", sub, 0, 99, &p->coins_map, err))) return rc;
    if ((rc = get_int(c, "corruption", sub, 0, 99, &p->coins_corruption, err))) return rc;
    if ((rc = get_int(c, "glory", sub, 0, 99, &p->coins_glory, err))) return rc;
    if (p->coins_map < 0 || p->coins_corruption < 0 || p->coins_glory < 0)
        return am_fail(err, AM_EDATA, _("%s: map, corruption and glory are all needed"), sub);
    return exp_progress_check(p, path, err);
}

int exp_progress_from_json(exp_progress *p, const char *text, am_err *err)
{
    json_t *root = parse(text, err);
    if (!root) return AM_EDATA;
    int rc = progress_from_obj(root, "progress", p, err);
    json_decref(root);
    return rc;
}

/* ---- decision cards ------------------------------------------------------------------------- */
static const char *const target_names[] = {"none", "map", "c20", "corruption"};

static int line_from_obj(json_t *o, const char *path, exp_mech_line *l, am_err *err)
{
    static const char *const keys[] = {"sweep", "glory", "target", "mult", "distance", NULL};
    if (!json_is_object(o)) return am_fail(err, AM_EDATA, _("%s: must be an object"), path);
    int rc = am_json_check_keys(o, path, keys, err);
    if (rc) return rc;
    memset(l, 0, sizeof *l);
    l->glory = -1;
    l->dist = -1;
    json_t *t = json_object_get(o, "target");
    l->target = -1;
    for (int i = 0; i < 4 && t; i++)
        if (json_is_string(t) && strcmp(json_string_value(t), target_names[i]) == 0) l->target = i;
    if (!t) l->target = EXP_TARGET_NONE;
    if (l->target < 0)
        return am_fail(err, AM_EDATA, _("%s.target: must be none, map, c20 or corruption"), path);
    if ((rc = get_bool(o, "sweep", path, &l->sweep, err))) return rc;
    if ((rc = get_int(o, "glory", path, 0, EXP_GLORY, &l->glory, err))) return rc;
    if ((rc = get_int(o, "mult", path, 1, 3, &l->mult, err))) return rc;
    if ((rc = get_int(o, "distance", path, 0, 6, &l->dist, err))) return rc;
    if (l->dist < 0) return am_fail(err, AM_EDATA, _("%s.distance: missing"), path);
    if (l->target != EXP_TARGET_NONE && l->glory < 0) l->glory = 0;
    if (l->target == EXP_TARGET_CORR && l->mult == 0) l->mult = 1;
    return AM_OK;
}

static int cards_from_array(json_t *a, const char *path, exp_card *cards, int *n, am_err *err)
{
    static const char *const keys[] = {"id", "progress", "north", "central", NULL};
    char sub[96], sub2[112];
    if (!json_is_array(a) || (int)json_array_size(a) > EXP_MAX_CARDS)
        return am_fail(err, AM_EDATA, _("%s: must be an array of at most %d cards"), path,
                       EXP_MAX_CARDS);
    size_t i;
    json_t *o;
    json_array_foreach(a, i, o) {
        snprintf(sub, sizeof sub, "%s[%zu]", path, i);
        if (!json_is_object(o)) return am_fail(err, AM_EDATA, _("%s: must be an object"), sub);
        int rc = am_json_check_keys(o, sub, keys, err);
        if (rc) return rc;
        exp_card *c = &cards[i];
        memset(c, 0, sizeof *c);
        c->id = -1;
        if ((rc = get_int(o, "id", sub, 1, 999, &c->id, err))) return rc;
        if (c->id < 0) return am_fail(err, AM_EDATA, _("%s.id: missing"), sub);
        if ((rc = get_bool(o, "progress", sub, &c->progress, err))) return rc;
        for (int m = 0; m < EXP_MECHS; m++) {
            const char *mn = m == EXP_MECH_NORTH ? "north" : "central";
            snprintf(sub2, sizeof sub2, "%s.%s", sub, mn);
            json_t *lo = json_object_get(o, mn);
            if (!lo) return am_fail(err, AM_EDATA, _("%s: missing"), sub2);
            if ((rc = line_from_obj(lo, sub2, &c->mech[m], err))) return rc;
        }
    }
    *n = (int)json_array_size(a);
    return exp_cards_check(cards, *n, path, err);
}

int exp_cards_from_json(exp_card *cards, int *n, const char *text, am_err *err)
{
    json_t *root = parse(text, err);
    if (!root) return AM_EDATA;
    static const char *const keys[] = {"cards", "source", NULL};
    int rc = am_json_check_keys(root, "", keys, err);
    if (!rc) {
        json_t *a = json_object_get(root, "cards");
        rc = a ? cards_from_array(a, "cards", cards, n, err)
               : am_fail(err, AM_EDATA, _("cards: missing"));
    }
    json_decref(root);
    return rc;
}

/* ---- state ---------------------------------------------------------------------------------- */
static int card_index(const exp_state *s, int id)
{
    for (int i = 0; i < s->ncards; i++)
        if (s->cards[i].id == id) return i;
    return -1;
}

static int parse_pile(json_t *root, const char *key, exp_state *s, int *out, int *n, int max,
                      am_err *err)
{
    int ids[EXP_MAX_CARDS];
    int rc = get_int_array(root, key, "", EXP_MAX_CARDS, 1, 999, ids, n, err);
    if (rc) return rc;
    if (*n > max) return am_fail(err, AM_EDATA, _("%s: at most %d cards"), key, max);
    for (int i = 0; i < *n; i++) {
        out[i] = card_index(s, ids[i]);
        if (out[i] < 0) return am_fail(err, AM_EDATA, _("%s[%d]: no card with id %d"), key, i, ids[i]);
    }
    return AM_OK;
}

/* A location's keys (the writer leaves out those at their defaults, by hand: exp_state_to_json);
 * face_up and map_token have defaults that follow from the tokens, read by hand. */
#define LROW(key, kind, member, lo, hi) AM_JSON_ROW(key, kind, 0, 0, exp_location, member, lo, hi)
static const am_json_field location_fields[] = {
    AM_JSON_KEY("face_up", 0),
    AM_JSON_KEY("map_token", 0),
    LROW("number", AM_JF_INT, number, 0, 20),
    AM_JSON_KEY("corruption", 0),
    LROW("c20", AM_JF_BOOLI, c20, 0, 1),
    AM_JSON_KEY("reveal", 0),
    LROW("pending", AM_JF_BOOLI, pending, 0, 1),
    AM_JSON_END,
};
static const am_json_field gap_fields[] = {
    AM_JSON_KEY("adjacent", 0),
    AM_JSON_ROW("card", AM_JF_INT, 0, 0, exp_gap, card, 0, 999),
    AM_JSON_END,
};

static int parse_location(json_t *o, int i, exp_state *s, am_err *err)
{
    char path[32];
    snprintf(path, sizeof path, "map.%s", exp_loc_name(i));
    if (!json_is_object(o)) return am_fail(err, AM_EDATA, _("%s: must be an object"), path);
    int rc = am_json_check_fields(o, path, location_fields, err);
    if (rc) return rc;
    exp_location *l = &s->loc[i];
    int n, vals[EXP_MAX_STACK];
    if ((rc = get_int_array(o, "corruption", path, EXP_MAX_STACK, 0, 19, vals, &n, err)))
        return rc;
    l->ncorr = n < 0 ? 0 : n;
    for (int k = 0; k < l->ncorr; k++) l->corr[k] = (int8_t)vals[k];  /* 0..19: checked above */
    if ((rc = am_json_read_fields(o, path, location_fields, 0, l, err))) return rc;
    if (exp_loc_row(i) >= 0) {
        /* defaults: a location with tokens is face up; face-down ones hold their map token.
         * A face-down location may carry its number (the tile lying there, for simulations). */
        l->face_up = l->ncorr > 0 || l->c20;
        if ((rc = get_bool(o, "face_up", path, &l->face_up, err))) return rc;
        l->map_token = !l->face_up;
    } else if ((rc = get_bool(o, "face_up", path, &l->face_up, err))) {
        return rc;   /* South and Basecamp: exp_state_check refuses anything but face up */
    }
    if ((rc = get_bool(o, "map_token", path, &l->map_token, err))) return rc;
    if ((rc = get_int_array(o, "reveal", path, EXP_MAX_STACK, 0, 19, vals, &n, err))) return rc;
    l->nreveal = n;
    for (int k = 0; k < n; k++) l->reveal[k] = (int8_t)vals[k];
    return AM_OK;
}

static int parse_gaps(json_t *a, exp_state *s, am_err *err)
{
    if (!json_is_array(a) || json_array_size(a) > EXP_GAPS)
        return am_fail(err, AM_EDATA, _("gaps: must be an array of at most %d gaps"), EXP_GAPS);
    size_t g;
    json_t *o;
    char path[32];
    json_array_foreach(a, g, o) {
        snprintf(path, sizeof path, "gaps[%zu]", g);
        if (!json_is_object(o)) return am_fail(err, AM_EDATA, _("%s: must be an object"), path);
        int rc = am_json_check_fields(o, path, gap_fields, err);
        if (rc || (rc = am_json_read_fields(o, path, gap_fields, 0, &s->gaps[g], err))) return rc;
        json_t *adj = json_object_get(o, "adjacent");
        if (!adj) continue;
        if (!json_is_array(adj))
            return am_fail(err, AM_EDATA, _("%s.adjacent: must be an array of location names"), path);
        size_t k;
        json_t *v;
        json_array_foreach(adj, k, v) {
            int loc = json_is_string(v) ? exp_loc_parse(json_string_value(v)) : -1;
            if (loc < 0 || loc == EXP_BASECAMP)
                return am_fail(err, AM_EDATA, _("%s.adjacent[%zu]: must be a location name"), path, k);
            s->gaps[g].adjacent |= 1u << loc;
        }
    }
    return AM_OK;
}

static int parse_hex64(json_t *o, const char *key, uint64_t *out, am_err *err)
{
    json_t *v = json_object_get(o, key);
    const char *t = json_is_string(v) ? json_string_value(v) : NULL;
    char *end = NULL;
    if (!t || !*t || strlen(t) > 16) goto bad;
    unsigned long long x = strtoull(t, &end, 16);
    if (*end) goto bad;
    *out = (uint64_t)x;
    return AM_OK;
bad:
    return am_fail(err, AM_EDATA, _("rng.%s: must be a string of 1 to 16 hex digits"), key);
}

/* The state's keys in the order exp_state_to_json writes them (docs/json-tables.md); groups say
 * when a key is written. Locations, piles, gaps and the Automa's progress are read by hand. */
enum { EG_PROGRESS = 1, EG_CARDS = 2 };
#define SROW(key, kind, member, lo, hi) AM_JSON_ROW(key, kind, 0, 0, exp_state, member, lo, hi)
static const am_json_field state_fields[] = {
    AM_JSON_KEY("format", 0),
    AM_JSON_KEY("seed", 0),
    AM_JSON_KEY("rng", 0),
    AM_JSON_KEY("level", 0),   /* read first: it chooses the progress card */
    AM_JSON_KEY("progress_card", EG_PROGRESS),
    AM_JSON_KEY("options", 0),
    AM_JSON_KEY("cards", EG_CARDS),
    AM_JSON_KEY("deck", 0),
    AM_JSON_KEY("aside", 0),
    AM_JSON_KEY("discard", 0),
    AM_JSON_KEY("map", 0),
    AM_JSON_KEY("gaps", 0),
    AM_JSON_KEY("bag", 0),   /* 0..EXP_BAG, default: what is not on the map nor with the Automa */
    AM_JSON_KEY("human", 0),
    AM_JSON_KEY("automa", 0),
    AM_JSON_KEY("first_player", 0),
    SROW("turn", AM_JF_INT, turn, 0, 1000000),
    AM_JSON_KEY("end", 0),
    AM_JSON_END,
};
static const am_json_field option_fields[] = {
    SROW("glory_adjust", AM_JF_INT, glory_adjust, -2, 3),
    SROW("reveal_count", AM_JF_INT, reveal_count, 0, EXP_MAX_STACK),
    AM_JSON_END,
};
static const am_json_field human_fields[] = {
    AM_JSON_KEY("at", 0),
    SROW("glory", AM_JF_INT, human_glory, 0, 4),
    SROW("coins", AM_JF_INT, human_coins, 0, 9999),   /* written null while not told (-1) */
    AM_JSON_END,
};
static const am_json_field automa_fields[] = {
    AM_JSON_KEY("north", 0),
    AM_JSON_KEY("central", 0),
    AM_JSON_KEY("progress", 0),   /* the progress token's space; glory follows from it */
    AM_JSON_KEY("glory", 0),
    SROW("map_tokens", AM_JF_INT, map_tokens, 0, 24),
    AM_JSON_KEY("corruption", 0),
    SROW("c20", AM_JF_BOOLI, c20, 0, 1),
    AM_JSON_END,
};
static const am_json_field end_fields[] = {
    AM_JSON_KEY("trigger", 0),
    SROW("final_turn_done", AM_JF_BOOLI, final_done, 0, 1),
    AM_JSON_END,
};
static const char *const trigger_names[] = {"none", "automa", "human"};

/* An optional object member of root checked against its table ("KEY: must be an object"). */
static json_t *sub_object(json_t *root, const char *key, const am_json_field *f, int *rc, am_err *err)
{
    json_t *o = json_object_get(root, key);
    *rc = AM_OK;
    if (!o) return NULL;
    if (!json_is_object(o)) *rc = am_fail(err, AM_EDATA, _("%s: must be an object"), key);
    else *rc = am_json_check_fields(o, key, f, err);
    return *rc ? NULL : o;
}

/* Rules data first: level and progress card, replacement cards, seed; then the state is made. */
static int parse_rules_data(json_t *root, exp_state *s, am_err *err)
{
    int rc, level = 2;
    if ((rc = get_int(root, "level", "", 0, 5, &level, err))) return rc;
    exp_progress p;
    json_t *pc = json_object_get(root, "progress_card");
    if (pc) {
        if ((rc = progress_from_obj(pc, "progress_card", &p, err))) return rc;
        if (!json_object_get(pc, "level")) p.level = level;
    } else {
        am_err e2;
        if (level == 0 || exp_progress_builtin(level, &p, &e2) != AM_OK)
            return am_fail(err, AM_EDATA, _("progress_card: level %d needs the values of your "
                           "progress card here (they are not known to the program)"), level);
    }
    exp_card cards[EXP_MAX_CARDS];
    int ncards = 0;
    json_t *jc = json_object_get(root, "cards");
    if (jc && (rc = cards_from_array(jc, "cards", cards, &ncards, err))) return rc;
    json_int_t seed = 0;
    json_t *js = json_object_get(root, "seed");
    if (js) {
        if (!json_is_integer(js) || json_integer_value(js) < 0)
            return am_fail(err, AM_EDATA, _("seed: must be a non-negative integer"));
        seed = json_integer_value(js);
    }
    exp_state_init(s, &p, jc ? cards : NULL, ncards, (uint64_t)seed);
    json_t *jr = json_object_get(root, "rng");
    if (jr) {
        static const char *const rkeys[] = {"state", "inc", NULL};
        if (!json_is_object(jr)) return am_fail(err, AM_EDATA, _("rng: must be an object"));
        if ((rc = am_json_check_keys(jr, "rng", rkeys, err))) return rc;
        if ((rc = parse_hex64(jr, "state", &s->rng.state, err))) return rc;
        if ((rc = parse_hex64(jr, "inc", &s->rng.inc, err))) return rc;
        if (!(s->rng.inc & 1u)) return am_fail(err, AM_EDATA, _("rng.inc: must be odd"));
    }
    return AM_OK;
}

/* deck: when any pile is given, cards not listed in deck or aside are in the discard */
static int parse_piles(json_t *root, exp_state *s, am_err *err)
{
    if (!json_object_get(root, "deck") && !json_object_get(root, "aside") && !json_object_get(root, "discard"))
        return AM_OK;
    int rc, nd, na, nx;
    if ((rc = parse_pile(root, "deck", s, s->deck, &nd, EXP_MAX_CARDS, err))) return rc;
    if ((rc = parse_pile(root, "aside", s, s->aside, &na, EXP_ASIDE, err))) return rc;
    if ((rc = parse_pile(root, "discard", s, s->discard, &nx, EXP_MAX_CARDS, err))) return rc;
    s->ndeck = nd < 0 ? 0 : nd;
    s->naside = na < 0 ? 0 : na;
    s->ndiscard = nx < 0 ? 0 : nx;
    int seen[EXP_MAX_CARDS] = {0};
    for (int i = 0; i < s->ndeck; i++) seen[s->deck[i]]++;
    for (int i = 0; i < s->naside; i++) seen[s->aside[i]]++;
    for (int i = 0; i < s->ndiscard; i++) seen[s->discard[i]]++;
    for (int c = 0; c < s->ncards; c++) {
        if (seen[c] > 1)
            return am_fail(err, AM_EDATA, _("deck: card %d is listed more than once"), s->cards[c].id);
        if (!seen[c] && nx < 0) s->discard[s->ndiscard++] = c;
    }
    return AM_OK;
}

static int parse_map(json_t *jm, exp_state *s, am_err *err)
{
    if (!jm) return AM_OK;
    if (!json_is_object(jm)) return am_fail(err, AM_EDATA, _("map: must be an object"));
    const char *key;
    json_t *v;
    uint32_t seen = 0;   /* names are case-insensitive: "n3" after "N3" is a repeat */
    json_object_foreach(jm, key, v) {
        int i = exp_loc_parse(key), rc;
        if (i < 0) return am_fail(err, AM_EDATA, _("map.%.40s: not a location name"), key);
        if (seen & (1u << i)) return am_fail(err, AM_EDATA, _("map.%s: %s is given twice"), key, exp_loc_name(i));
        seen |= 1u << i;
        if ((rc = parse_location(v, i, s, err))) return rc;
    }
    return AM_OK;
}

/* The Automa: her mechs, progress token (or glory: the token on that glory's space), gains. */
static int parse_automa(json_t *root, exp_state *s, int *used, am_err *err)
{
    int rc;
    json_t *ja = sub_object(root, "automa", automa_fields, &rc, err);
    if (!ja) return rc;
    if ((rc = get_loc(ja, "north", "automa", &s->mech[EXP_MECH_NORTH], err))) return rc;
    if ((rc = get_loc(ja, "central", "automa", &s->mech[EXP_MECH_CENTRAL], err))) return rc;
    int pos = -1, glory = -1;
    if ((rc = get_int(ja, "progress", "automa", 0, EXP_MAX_SPACES, &pos, err))) return rc;
    if ((rc = get_int(ja, "glory", "automa", 0, EXP_GLORY, &glory, err))) return rc;
    if (pos < 0 && glory > 0) pos = s->progress.glory_at[glory - 1];
    if (pos < 0) pos = 0;
    s->progress_pos = pos;
    s->glory = 0;
    for (int i = 0; i < EXP_GLORY; i++)
        if (s->progress.glory_at[i] <= pos) s->glory++;
    if (glory >= 0 && glory != s->glory)
        return am_fail(err, AM_EDATA, _("automa.glory: %d does not match the progress token on "
                       "space %d (%d glory spaces reached)"), glory, pos, s->glory);
    int n;
    if ((rc = get_int_array(ja, "corruption", "automa", EXP_BAG, 0, 19, s->corr, &n, err))) return rc;
    s->ncorr = n < 0 ? 0 : n;
    *used += s->ncorr;
    return am_json_read_fields(ja, "automa", automa_fields, 0, s, err);
}

/* location 20 brings the 20-value token when it is revealed: one tile only is number 20, and
 * it cannot still be face down once the token is in play (its reveal would make a second) */
static int check_number_20(const exp_state *s, am_err *err)
{
    int n20 = 0, c20_in_play = s->c20;
    for (int i = 0; i < EXP_LOC_COUNT; i++) {
        n20 += s->loc[i].number == 20;
        c20_in_play |= s->loc[i].c20;
    }
    if (n20 > 1) return am_fail(err, AM_EDATA, "map: only one location is number 20");
    for (int i = 0; i < EXP_LOC_COUNT; i++)
        if (s->loc[i].number == 20 && !s->loc[i].face_up && c20_in_play)
            return am_fail(err, AM_EDATA, "map.%s.number: 20 on a face-down location, but the "
                           "20-value token it brings is already in play", exp_loc_name(i));
    return AM_OK;
}

/* first player, and the end of the game: by default triggered when 8 (Automa) or 4 (human)
 * glory tokens are placed */
static int parse_end(json_t *root, exp_state *s, am_err *err)
{
    json_t *jf = json_object_get(root, "first_player");
    if (jf) {
        const char *fv = json_is_string(jf) ? json_string_value(jf) : "";
        if (strcmp(fv, "human") == 0) s->first_player = 0;
        else if (strcmp(fv, "automa") == 0) s->first_player = 1;
        else return am_fail(err, AM_EDATA, _("first_player: must be human or automa"));
    }
    if (s->glory == EXP_GLORY) s->end_trigger = EXP_END_AUTOMA;
    else if (s->human_glory == 4) s->end_trigger = EXP_END_HUMAN;
    int rc;
    json_t *je = sub_object(root, "end", end_fields, &rc, err);
    if (!je) return rc;
    json_t *t = json_object_get(je, "trigger");
    if (t) {
        int k = -1;
        for (int i = 0; i < 3 && json_is_string(t); i++)
            if (strcmp(json_string_value(t), trigger_names[i]) == 0) k = i;
        if (k < 0) return am_fail(err, AM_EDATA, _("end.trigger: must be none, automa or human"));
        s->end_trigger = k;
    }
    return am_json_read_fields(je, "end", end_fields, 0, s, err);
}

static int state_from_root(json_t *root, exp_state *s, am_err *err)
{
    int rc = am_json_check_fields(root, "", state_fields, err);
    if (rc) return rc;
    json_t *fmt = json_object_get(root, "format");
    if (!json_is_string(fmt) || strcmp(json_string_value(fmt), EXP_FORMAT) != 0)
        return am_fail(err, AM_EDATA, _("format: must be \"%s\""), EXP_FORMAT);
    if ((rc = parse_rules_data(root, s, err))) return rc;
    json_t *jo = sub_object(root, "options", option_fields, &rc, err);
    if (rc || (jo && (rc = am_json_read_fields(jo, "options", option_fields, 0, s, err)))) return rc;
    if ((rc = parse_piles(root, s, err)) || (rc = parse_map(json_object_get(root, "map"), s, err))) return rc;
    json_t *jg = json_object_get(root, "gaps");
    if (jg && (rc = parse_gaps(jg, s, err))) return rc;
    /* the bag: by default what is not on the map and not with the Automa */
    int used = s->ncorr;
    for (int i = 0; i < EXP_LOC_COUNT; i++) used += s->loc[i].ncorr;
    json_t *jh = sub_object(root, "human", human_fields, &rc, err);
    if (rc || (jh && ((rc = get_loc(jh, "at", "human", &s->human_at, err)) ||
                      (rc = am_json_read_fields(jh, "human", human_fields, 0, s, err)))))
        return rc;
    if ((rc = parse_automa(root, s, &used, err)) || (rc = check_number_20(s, err))) return rc;
    s->bag = EXP_BAG - used;
    if (s->bag < 0) s->bag = 0;   /* exp_state_check reports the excess */
    if ((rc = get_int(root, "bag", "", 0, EXP_BAG, &s->bag, err))) return rc;
    if ((rc = am_json_read_fields(root, "", state_fields, 0, s, err))) return rc;
    if ((rc = parse_end(root, s, err))) return rc;
    return exp_state_check(s, err);
}

int exp_state_from_json(exp_state *s, const char *text, am_err *err)
{
    json_t *root = parse(text, err);
    if (!root) return AM_EDATA;
    exp_state tmp;
    int rc = state_from_root(root, &tmp, err);
    json_decref(root);
    if (rc == AM_OK) *s = tmp;
    return rc == AM_OK ? AM_OK : AM_EDATA;
}

static json_t *int_array(const int *v, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++) json_array_append_new(a, json_integer(v[i]));
    return a;
}

static json_t *small_array(const int8_t *v, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++) json_array_append_new(a, json_integer(v[i]));
    return a;
}

static json_t *pile_ids(const exp_state *s, const int *v, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++) json_array_append_new(a, json_integer(s->cards[v[i]].id));
    return a;
}

static json_t *line_to_json(const exp_mech_line *l)
{
    json_t *o = json_object();
    json_object_set_new(o, "sweep", json_boolean(l->sweep));
    json_object_set_new(o, "target", json_string(target_names[l->target]));
    if (l->target != EXP_TARGET_NONE) json_object_set_new(o, "glory", json_integer(l->glory));
    if (l->target == EXP_TARGET_CORR) json_object_set_new(o, "mult", json_integer(l->mult));
    json_object_set_new(o, "distance", json_integer(l->dist));
    return o;
}

static json_t *card_to_json(const exp_card *c)
{
    json_t *o = json_object();
    json_object_set_new(o, "id", json_integer(c->id));
    json_object_set_new(o, "progress", json_boolean(c->progress));
    json_object_set_new(o, "north", line_to_json(&c->mech[EXP_MECH_NORTH]));
    json_object_set_new(o, "central", line_to_json(&c->mech[EXP_MECH_CENTRAL]));
    return o;
}

static int progress_is_builtin(const exp_progress *p)
{
    exp_progress b;
    if (exp_progress_builtin(p->level, &b, NULL) != AM_OK) return 0;
    return memcmp(&b, p, sizeof b) == 0;
}

static int cards_are_builtin(const exp_state *s)
{
    int n;
    const exp_card *b = exp_cards_builtin(&n);
    return n == s->ncards && memcmp(b, s->cards, (size_t)n * sizeof b[0]) == 0;
}

static json_t *progress_to_json(const exp_progress *pr)
{
    json_t *p = json_object();
    json_object_set_new(p, "level", json_integer(pr->level));
    json_object_set_new(p, "name", json_string(pr->name));
    json_object_set_new(p, "spaces", json_integer(pr->spaces));
    json_object_set_new(p, "glory_at", int_array(pr->glory_at, EXP_GLORY));
    json_object_set_new(p, "coins", json_pack("{s:i, s:i, s:i}", "map", pr->coins_map, "corruption",
                                              pr->coins_corruption, "glory", pr->coins_glory));
    return p;
}

static json_t *location_to_json(const exp_location *l)
{
    json_t *lo = json_object();
    /* fields equal to their defaults are left out, to keep the file easy to read */
    json_object_set_new(lo, "face_up", json_boolean(l->face_up));
    if (l->map_token != !l->face_up) json_object_set_new(lo, "map_token", json_boolean(l->map_token));
    if (l->number) json_object_set_new(lo, "number", json_integer(l->number));
    if (l->ncorr) json_object_set_new(lo, "corruption", small_array(l->corr, l->ncorr));
    if (l->c20) json_object_set_new(lo, "c20", json_true());
    if (l->nreveal >= 0) json_object_set_new(lo, "reveal", small_array(l->reveal, l->nreveal));
    if (l->pending) json_object_set_new(lo, "pending", json_true());
    return lo;
}

/* An object holding the rows of f (table order), the hand rows then set by the caller. */
static json_t *fields_object(const am_json_field *f, const void *src)
{
    json_t *o = json_object();
    am_json_write_fields(o, f, 0, src);
    return o;
}

static char *state_json_text(const exp_state *s)
{
    json_t *o = json_object();
    am_json_write_fields(o, state_fields, (progress_is_builtin(&s->progress) ? 0 : EG_PROGRESS) |
                                              (cards_are_builtin(s) ? 0 : EG_CARDS), s);
    char hex[2][24];
    json_object_set_new(o, "format", json_string(EXP_FORMAT));
    json_object_set_new(o, "seed", json_integer((json_int_t)(s->seed & 0x7fffffffffffffffULL)));
    snprintf(hex[0], sizeof hex[0], "%016" PRIx64, s->rng.state);
    snprintf(hex[1], sizeof hex[1], "%016" PRIx64, s->rng.inc);
    json_object_set_new(o, "rng", json_pack("{s:s, s:s}", "state", hex[0], "inc", hex[1]));
    json_object_set_new(o, "level", json_integer(s->progress.level));
    if (json_object_get(o, "progress_card")) json_object_set_new(o, "progress_card", progress_to_json(&s->progress));
    json_object_set_new(o, "options", fields_object(option_fields, s));
    if (json_object_get(o, "cards")) {
        json_t *a = json_array();
        for (int i = 0; i < s->ncards; i++) json_array_append_new(a, card_to_json(&s->cards[i]));
        json_object_set_new(o, "cards", a);
    }
    json_object_set_new(o, "deck", pile_ids(s, s->deck, s->ndeck));
    json_object_set_new(o, "aside", pile_ids(s, s->aside, s->naside));
    json_object_set_new(o, "discard", pile_ids(s, s->discard, s->ndiscard));
    json_t *m = json_object();
    for (int i = 0; i < EXP_SOUTH0; i++) json_object_set_new(m, exp_loc_name(i), location_to_json(&s->loc[i]));
    json_object_set_new(o, "map", m);
    json_t *gaps = json_array();
    for (int g = 0; g < EXP_GAPS; g++) {
        json_t *adj = json_array();
        for (int i = 0; i < EXP_LOC_COUNT; i++)
            if ((s->gaps[g].adjacent >> i) & 1u) json_array_append_new(adj, json_string(exp_loc_name(i)));
        json_t *go = fields_object(gap_fields, &s->gaps[g]);
        json_object_set_new(go, "adjacent", adj);
        json_array_append_new(gaps, go);
    }
    json_object_set_new(o, "gaps", gaps);
    json_object_set_new(o, "bag", json_integer(s->bag));
    json_t *h = fields_object(human_fields, s);
    json_object_set_new(h, "at", json_string(exp_loc_name(s->human_at)));
    if (s->human_coins < 0) json_object_set_new(h, "coins", json_null());
    json_object_set_new(o, "human", h);
    json_t *a = fields_object(automa_fields, s);
    json_object_set_new(a, "north", json_string(exp_loc_name(s->mech[EXP_MECH_NORTH])));
    json_object_set_new(a, "central", json_string(exp_loc_name(s->mech[EXP_MECH_CENTRAL])));
    json_object_set_new(a, "progress", json_integer(s->progress_pos));
    json_object_set_new(a, "glory", json_integer(s->glory));
    json_object_set_new(a, "corruption", int_array(s->corr, s->ncorr));
    json_object_set_new(o, "automa", a);
    json_object_set_new(o, "first_player", json_string(s->first_player ? "automa" : "human"));
    json_t *e = fields_object(end_fields, s);
    json_object_set_new(e, "trigger", json_string(trigger_names[s->end_trigger]));
    json_object_set_new(o, "end", e);
    char *text = am_json_dumps(o);
    json_decref(o);
    return text;
}

/* ---- turn report ---------------------------------------------------------------------------- */
static const char *const why_names[] = {"match", "no map token", "no 20-value token",
                                        "20-value token with other corruption", "face down",
                                        "no corruption", "only the 20-value token (ignored)",
                                        "waiting for its tokens"};
static const char *const act_names[] = {"none", "explore", "vanquish_token", "vanquish"};
static const char *const moved_names[] = {"target", "no_target", "glory_too_low", "no_match"};

static char *report_json_text(const exp_state *s, const exp_report *r)
{
    json_t *o = json_object();
    json_object_set_new(o, "turn", json_integer(r->turn));
    json_object_set_new(o, "reshuffled", json_boolean(r->reshuffled));
    json_object_set_new(o, "card", card_to_json(&s->cards[r->card]));
    json_t *p = json_object();
    json_object_set_new(p, "advanced", json_boolean(r->progress && !r->progress_at_end));
    json_object_set_new(p, "from", json_integer(r->progress_from));
    json_object_set_new(p, "to", json_integer(r->progress_to));
    json_object_set_new(p, "glory_placed", json_boolean(r->glory_placed));
    json_object_set_new(p, "glory", json_integer(r->glory));
    json_object_set_new(o, "progress", p);
    json_object_set_new(o, "end_triggered", json_boolean(r->end_triggered));
    json_object_set_new(o, "final_turn", json_boolean(r->final_turn));
    json_object_set_new(o, "game_over", json_boolean(r->game_over));
    json_object_set_new(o, "human_last_turn", json_boolean(r->human_last_turn));
    json_t *ms = json_array();
    for (int m = 0; m < EXP_MECHS; m++) {
        const exp_mech_report *mr = &r->mech[m];
        json_t *mo = json_object();
        json_object_set_new(mo, "mech", json_string(m == EXP_MECH_NORTH ? "north" : "central"));
        json_object_set_new(mo, "from", json_string(exp_loc_name(mr->from)));
        json_object_set_new(mo, "to", json_string(exp_loc_name(mr->to)));
        json_object_set_new(mo, "sweep", json_boolean(mr->sweep));
        json_t *sw = json_array();
        for (int g = 0; g < EXP_GAPS; g++)
            if ((mr->swept >> g) & 1u) json_array_append_new(sw, json_integer(g + 1));
        json_object_set_new(mo, "swept_gaps", sw);
        json_object_set_new(mo, "target", json_string(target_names[mr->target]));
        if (mr->target != EXP_TARGET_NONE)
            json_object_set_new(mo, "glory_needed", json_integer(mr->glory_needed));
        json_t *ca = json_array();
        for (int i = 0; i < mr->ncand; i++) {
            json_t *co = json_object();
            json_object_set_new(co, "at", json_string(exp_loc_name(mr->cand[i].loc)));
            json_object_set_new(co, "distance", json_integer(mr->cand[i].distance));
            json_object_set_new(co, "match", json_boolean(mr->cand[i].why == EXP_WHY_MATCH));
            json_object_set_new(co, "why", json_string(why_names[mr->cand[i].why]));
            json_array_append_new(ca, co);
        }
        json_object_set_new(mo, "candidates", ca);
        json_object_set_new(mo, "chosen", mr->chosen >= 0
                                              ? json_string(exp_loc_name(mr->cand[mr->chosen].loc))
                                              : json_null());
        json_object_set_new(mo, "moved", json_string(moved_names[mr->moved_by]));
        if (mr->chosen < 0) json_object_set_new(mo, "distance", json_integer(mr->dist));
        json_object_set_new(mo, "skipped_human", json_boolean(mr->skipped_human));
        json_object_set_new(mo, "action", json_string(act_names[mr->action]));
        json_t *g = json_object();
        json_object_set_new(g, "map_token", json_boolean(mr->gained_map));
        json_object_set_new(g, "c20", json_boolean(mr->gained_c20));
        json_object_set_new(g, "corruption", int_array(mr->gained, mr->ngained));
        json_object_set_new(mo, "gained", g);
        if (mr->action == EXP_ACT_EXPLORE) {
            json_t *rv = json_object();
            json_object_set_new(rv, "pending", json_boolean(mr->reveal_pending));
            json_object_set_new(rv, "simulated", json_boolean(mr->reveal_simulated));
            json_object_set_new(rv, "number", json_integer(mr->revealed_number));
            json_object_set_new(rv, "corruption", int_array(mr->placed, mr->nplaced));
            json_object_set_new(rv, "c20", json_boolean(mr->placed_c20));
            json_object_set_new(mo, "revealed", rv);
        }
        json_array_append_new(ms, mo);
    }
    json_object_set_new(o, "mechs", ms);
    exp_score sc;
    exp_score_automa(s, &sc);
    json_object_set_new(o, "score", json_integer(sc.total));
    char *text = am_json_dumps(o);
    json_decref(o);
    return text;
}

/* ---- the writers' public heads: append to the caller's buffer, as in the three games ------- */

void exp_state_to_json(const exp_state *s, am_buf *out)
{
    am_buf_take(out, state_json_text(s));
}

void exp_report_to_json(const exp_state *s, const exp_report *r, am_buf *out)
{
    am_buf_take(out, report_json_text(s, r));
}
