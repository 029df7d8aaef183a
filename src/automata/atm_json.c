/*
 * Automata JSON: the rules table ("automa-automata-cards/1") and saved games
 * ("automa-automata/1"). Every field is validated; errors name the JSON path.
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/automata.h"
#include "core/json.h"

static const char *const colour_keys[ATM_COLOURS] = {"head", "arm", "leg", "torso", "master_plan"};
static const char *const space_keys[3] = {"scavenge", "upgrade", "create"};
/* A seat in a saved game: "human" or a bot kind name (atm_bot_kind_name). */
static const char *seat_name(int kind) { return kind < 0 ? "human" : atm_bot_kind_name(kind); }

/* A card's fields, in the order atm_rules_to_json writes them (docs/json-tables.md); the numbers
 * are needed (AM_JF_REQUIRED), the names are read and written by hand; "text" is written only. */
#define CROW(key, kind, member, lo, hi) AM_JSON_ROW(key, kind, AM_JF_REQUIRED, 0, atm_card, member, lo, hi)
static const am_json_field card_fields[] = {
    AM_JSON_KEY("name", 0),
    AM_JSON_KEY("colour", 0),
    CROW("sum", AM_JF_U8, sum, 1, 96),
    CROW("gears", AM_JF_U8, gears, 0, 99),
    AM_JSON_KEY("effect", 0),
    CROW("x", AM_JF_I8, param, 1, 20),
    AM_JSON_KEY("text", 0),
    AM_JSON_END,
};

static int rules_from_obj(json_t *root, const char *path, atm_rules *out, am_err *err)
{
    if (!json_is_object(root)) return am_fail(err, AM_EDATA, "%s: must be an object", path);
    json_t *fmt = json_object_get(root, "format");
    if (!json_is_string(fmt) || strcmp(json_string_value(fmt), "automa-automata-cards/1") != 0)
        return am_fail(err, AM_EDATA, "%s.format: must be \"automa-automata-cards/1\"", path);
    atm_rules r;
    memset(&r, 0, sizeof r);
    json_t *cards = json_object_get(root, "cards");
    if (!json_is_array(cards) || json_array_size(cards) != ATM_CARDS)
        return am_fail(err, AM_EDATA, "%s.cards: must be an array of %d cards", path, ATM_CARDS);
    for (size_t i = 0; i < ATM_CARDS; i++) {
        char p[64];
        snprintf(p, sizeof p, "%s.cards[%zu]", path, i);
        json_t *c = json_array_get(cards, i);
        if (!json_is_object(c)) return am_fail(err, AM_EDATA, "%s: must be an object", p);
        json_t *name = json_object_get(c, "name");
        if (!json_is_string(name) || strlen(json_string_value(name)) == 0 ||
            strlen(json_string_value(name)) >= sizeof r.cards[i].name)
            return am_fail(err, AM_EDATA, "%s.name: must be a text of 1..23 bytes", p);
        strcpy(r.cards[i].name, json_string_value(name));
        json_t *col = json_object_get(c, "colour");
        int colour = -1;
        for (int k = 0; k < ATM_COLOURS && json_is_string(col); k++)
            if (strcmp(json_string_value(col), colour_keys[k]) == 0) colour = k;
        if (colour < 0) return am_fail(err, AM_EDATA, "%s.colour: must be head, arm, leg, torso or master_plan", p);
        json_t *eff = json_object_get(c, "effect");
        int effect = -1;
        for (int k = 1; k < ATM_EFF_COUNT && json_is_string(eff); k++)
            if (strcmp(json_string_value(eff), atm_effect_name(k)) == 0) effect = k;
        if (effect < 0) return am_fail(err, AM_EDATA, "%s.effect: unknown effect", p);
        if (am_json_read_fields(c, p, card_fields, 0, &r.cards[i], err)) return AM_EDATA;
        r.cards[i].colour = (uint8_t)colour;
        r.cards[i].effect = (uint8_t)effect;
    }
    json_t *sp = json_object_get(root, "spaces");
    if (!json_is_object(sp)) return am_fail(err, AM_EDATA, "%s.spaces: must be an object", path);
    for (int a = 0; a < 3; a++) {
        json_t *arr = json_object_get(sp, space_keys[a]);
        if (!json_is_array(arr) || json_array_size(arr) != 3)
            return am_fail(err, AM_EDATA, "%s.spaces.%s: must be 3 counts (2, 3, 4 players)", path, space_keys[a]);
        for (size_t k = 0; k < 3; k++) {
            json_t *v = json_array_get(arr, k);
            if (!json_is_integer(v) || json_integer_value(v) < 1 || json_integer_value(v) > ATM_MAX_SPACES)
                return am_fail(err, AM_EDATA, "%s.spaces.%s[%zu]: must be 1..%d", path, space_keys[a], k, ATM_MAX_SPACES);
            r.spaces[k][a] = (uint8_t)json_integer_value(v);
        }
    }
    am_err e2;
    if (atm_rules_check(&r, &e2)) return am_fail(err, AM_EDATA, "%s.%s", path, e2.msg);
    *out = r;
    return 0;
}

static json_t *rules_to_obj(const atm_rules *r)
{
    json_t *root = json_object(), *cards = json_array(), *sp = json_object();
    json_object_set_new(root, "format", json_string("automa-automata-cards/1"));
    json_object_set_new(root, "designed_by",
                        json_string("the automa project, not the publisher: the rulebook prints no card table "
                                    "(docs/automata-design.md)"));
    for (int i = 0; i < ATM_CARDS; i++) {
        const atm_card *c = &r->cards[i];
        char text[96];
        atm_card_describe(c, text, sizeof text);
        json_t *cj = json_object();
        am_json_write_fields(cj, card_fields, 0, c);
        json_object_set_new(cj, "name", json_string(c->name));
        json_object_set_new(cj, "colour", json_string(colour_keys[c->colour]));
        json_object_set_new(cj, "effect", json_string(atm_effect_name(c->effect)));
        json_object_set_new(cj, "text", json_string(text));
        json_array_append_new(cards, cj);
    }
    json_object_set_new(root, "cards", cards);
    for (int a = 0; a < 3; a++)
        json_object_set_new(sp, space_keys[a], json_pack("[i,i,i]", r->spaces[0][a], r->spaces[1][a], r->spaces[2][a]));
    json_object_set_new(root, "spaces", sp);
    return root;
}

int atm_rules_from_json(atm_rules *out, const char *text, am_err *err)
{
    json_error_t je;
    json_t *root = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (!root) return am_fail(err, AM_EDATA, "line %d: %s", je.line, je.text);
    int rc = rules_from_obj(root, "$", out, err);
    json_decref(root);
    return rc;
}

static char *rules_json_text(const atm_rules *r)
{
    json_t *root = rules_to_obj(r);
    char *s = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    json_decref(root);
    return s;
}

static char *game_json_text(const atm_game *g)
{
    json_t *root = json_object(), *seats = json_array(), *log = json_array();
    json_object_set_new(root, "format", json_string("automa-automata/1"));
    json_object_set_new(root, "players", json_integer(g->start.players));
    json_object_set_new(root, "seed", json_integer((json_int_t)g->seed));
    for (int p = 0; p < g->start.players; p++) json_array_append_new(seats, json_string(seat_name(g->seats[p])));
    json_object_set_new(root, "seats", seats);
    json_object_set_new(root, "rules", rules_to_obj(&g->start.rules));
    for (int k = 0; k < g->nlog; k++) {
        const atm_action *a = &g->log[k];
        json_array_append_new(log, json_pack("[i,i,i,i,i,i,i,i,i,i]", a->kind, a->area, a->dice, a->die, a->die2,
                                             a->sign, a->card, a->opt, a->n4, a->n6));
    }
    json_object_set_new(root, "actions", log);
    char *s = json_dumps(root, JSON_INDENT(1) | JSON_PRESERVE_ORDER | JSON_COMPACT);
    json_decref(root);
    return s;
}

int atm_game_from_json(atm_game *g, const char *text, am_err *err)
{
    json_error_t je;
    json_t *root = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (!root) return am_fail(err, AM_EDATA, "line %d: %s", je.line, je.text);
    int rc = AM_EDATA;
    long players;
    json_int_t seed = 0;
    int seats[ATM_MAX_SEATS] = {-1, -1, -1, -1};
    atm_rules rules;
    json_t *fmt = json_object_get(root, "format"), *jseats, *log;
    if (!json_is_object(root)) { am_fail(err, AM_EDATA, "$: must be an object"); goto out; }
    if (!json_is_string(fmt) || strcmp(json_string_value(fmt), "automa-automata/1") != 0) {
        am_fail(err, AM_EDATA, "$.format: must be \"automa-automata/1\"");
        goto out;
    }
    if (am_json_get_int(root, "$", "players", 2, 4, 1, &players, err)) goto out;
    /* the seed is read as jansson's 64-bit json_int_t, not through a long: a long has 32 bits
     * where the library runs as WebAssembly (wasm32, make web-dist) */
    json_t *jseed = json_object_get(root, "seed");
    if (!jseed || json_is_null(jseed)) { am_fail(err, AM_EDATA, _("%s%s%s: missing"), "$", ".", "seed"); goto out; }
    if (!json_is_integer(jseed) || json_integer_value(jseed) < 0 || json_integer_value(jseed) > 0x3FFFFFFFFFFFFFFFLL) {
        am_fail(err, AM_EDATA, _("%s%s%s: must be a whole number from %lld to %lld"), "$", ".", "seed", 0LL,
                0x3FFFFFFFFFFFFFFFLL);
        goto out;
    }
    seed = json_integer_value(jseed);
    jseats = json_object_get(root, "seats");
    if (!json_is_array(jseats) || json_array_size(jseats) != (size_t)players) {
        am_fail(err, AM_EDATA, "$.seats: must list %ld seats", players);
        goto out;
    }
    for (size_t p = 0; p < (size_t)players; p++) {
        json_t *v = json_array_get(jseats, p);
        int kind = -2;
        for (int k = -1; k < ATM_BOT_KINDS && json_is_string(v); k++)
            if (strcmp(json_string_value(v), seat_name(k)) == 0) kind = k;
        if (kind < -1) {
            am_fail(err, AM_EDATA, "$.seats[%zu]: must be human, easy, normal, hard, random, greedy, search, mcts or search-v1", p);
            goto out;
        }
        seats[p] = kind;
    }
    if (rules_from_obj(json_object_get(root, "rules"), "$.rules", &rules, err)) goto out;
    if (atm_game_new(g, &rules, (int)players, seats, (uint64_t)seed, err)) goto out;
    log = json_object_get(root, "actions");
    if (!json_is_array(log)) { am_fail(err, AM_EDATA, "$.actions: must be an array"); goto out; }
    for (size_t k = 0; k < json_array_size(log); k++) {
        json_t *e = json_array_get(log, k);
        long v[10];
        static const long hi[10] = {7, 4, 4095, 11, 11, 1, 255, 3, 6, 4};
        if (!json_is_array(e) || json_array_size(e) != 10) {
            am_fail(err, AM_EDATA, "$.actions[%zu]: must be an array of 10 integers", k);
            goto out;
        }
        for (size_t f = 0; f < 10; f++) {
            json_t *x = json_array_get(e, f);
            long lo = f == 5 ? -1 : 0;
            if (!json_is_integer(x) || json_integer_value(x) < lo || json_integer_value(x) > hi[f]) {
                am_fail(err, AM_EDATA, "$.actions[%zu][%zu]: must be an integer %ld..%ld", k, f, lo, hi[f]);
                goto out;
            }
            v[f] = (long)json_integer_value(x);
        }
        atm_action a = {(uint8_t)v[0], (uint8_t)v[1], (uint16_t)v[2], (uint8_t)v[3], (uint8_t)v[4], (int8_t)v[5],
                        (uint8_t)v[6], (uint8_t)v[7], (uint8_t)v[8], (uint8_t)v[9]};
        am_err e2;
        if (atm_game_play(g, &a, &e2)) {
            am_fail(err, AM_EDATA, "$.actions[%zu]: not legal in the replayed game: %s", k, e2.msg);
            goto out;
        }
    }
    rc = 0;
out:
    json_decref(root);
    return rc;
}

/* ---- the writers' public heads: append to the caller's buffer, as in the three games ------- */

void atm_rules_to_json(const atm_rules *r, am_buf *out)
{
    am_buf_take(out, rules_json_text(r));
}

void atm_game_to_json(const atm_game *g, am_buf *out)
{
    am_buf_take(out, game_json_text(g));
}
