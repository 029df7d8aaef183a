/*
 * Hostile input for every file loader (docs/hardening.md): deeply nested JSON, huge and negative
 * numbers, files over the size limit, NUL bytes, invalid UTF-8, duplicate keys, long strings,
 * card numbers out of range, and a wrong value of every type at every place of real files.
 * Each must end in a clean error that names the problem (or a clean load), never a crash or a
 * leak (the ASan build of `make check` runs this too).
 *
 * Loaders: scy_game_from_json / scy_game_load, scy_cards_parse, scy_trackers_parse,
 * exp_state_from_json, exp_progress_from_json, exp_cards_from_json.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "automa/expeditions.h"
#include "automa/scythe.h"

/* The fuzz targets' bodies check the round trip of whatever loads (see test_fuzz_regressions.c). */
#define LLVMFuzzerTestOneInput fuzz_one_scythe_state
#include "../fuzz/fuzz_scythe_state.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_one_expeditions_state
#include "../fuzz/fuzz_expeditions_state.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_one_expeditions_progress
#include "../fuzz/fuzz_expeditions_progress.c"
#undef LLVMFuzzerTestOneInput

enum { L_SCY, L_CARDS, L_TRACKERS, L_EXP, L_PROGRESS, L_EXP_CARDS, L_COUNT };
static const char *const loader_name[L_COUNT] = {"scy_game_from_json", "scy_cards_parse", "scy_trackers_parse",
                                                 "exp_state_from_json", "exp_progress_from_json",
                                                 "exp_cards_from_json"};

static const char SCY_MIN[] = "{\"format\": \"automa-scythe/1\", \"players\": [{\"faction\": \"nordic\", \"type\": \"human\"}, "
                              "{\"faction\": \"rusviet\", \"type\": \"automa\"}]}";
static const char EXP_MIN[] = "{\"format\": \"automa-expeditions/1\"}";
static const char PROG_MIN[] = "{\"spaces\": 22, \"glory_at\": [1, 3, 5, 8, 11, 14, 17, 20], "
                               "\"coins\": {\"map\": 2, \"corruption\": 2, \"glory\": 5}}";
static const char CARDS_MIN[] = "{\"cards\": [{\"id\": 1, \"north\": {\"distance\": 1}, \"central\": {\"distance\": 2}}, "
                                "{\"id\": 2, \"north\": {\"distance\": 1}, \"central\": {\"distance\": 2}}, "
                                "{\"id\": 3, \"north\": {\"distance\": 1}, \"central\": {\"distance\": 2}}]}";

/* Runs one loader; returns its status, err filled. */
static int run_loader(int which, const char *text, am_err *e)
{
    am_err_clear(e);
    int rc = AM_EDATA;
    switch (which) {
    case L_SCY: {
        scy_game *g = malloc(sizeof *g);
        assert_non_null(g);
        rc = scy_game_from_json(g, text, e);
        if (rc == AM_OK) assert_int_equal(scy_game_check(g, e), AM_OK);
        free(g);
        break;
    }
    case L_CARDS: {
        scy_card c[SCY_NCARDS];
        rc = scy_cards_parse(text, c, e);
        break;
    }
    case L_TRACKERS: {
        scy_tracker t[SCY_NLEVELS];
        rc = scy_trackers_parse(text, t, e);
        break;
    }
    case L_EXP: {
        exp_state *s = malloc(sizeof *s);
        assert_non_null(s);
        rc = exp_state_from_json(s, text, e);
        if (rc == AM_OK) assert_int_equal(exp_state_check(s, e), AM_OK);
        free(s);
        break;
    }
    case L_PROGRESS: {
        exp_progress p;
        rc = exp_progress_from_json(&p, text, e);
        break;
    }
    default: {
        exp_card c[EXP_MAX_CARDS];
        int n;
        rc = exp_cards_from_json(c, &n, text, e);
        break;
    }
    }
    return rc;
}

/* The loader refuses text with AM_EDATA and a message containing `want` (NULL: any message). */
static void refuse(int which, const char *text, const char *want)
{
    am_err e;
    int rc = run_loader(which, text, &e);
    if (rc != AM_EDATA)
        fail_msg("%s accepted (rc %d) input '%.300s'", loader_name[which], rc, text);
    if (e.code != AM_EDATA || !e.msg[0]) fail_msg("%s: error without a message", loader_name[which]);
    if (want && !strstr(e.msg, want))
        fail_msg("%s: message '%s' lacks '%s' (input '%.120s')", loader_name[which], e.msg, want, text);
}

/* A clean load, or a refusal naming `want`. */
static void refuse_or_load(int which, const char *text, const char *want)
{
    am_err e;
    if (run_loader(which, text, &e) != AM_OK) refuse(which, text, want);
}

static void accept(int which, const char *text)
{
    am_err e;
    if (run_loader(which, text, &e) != AM_OK) fail_msg("%s refused: %s", loader_name[which], e.msg);
}

/* Builds prefix + s repeated n times + middle + t repeated n times + suffix. */
static char *build(const char *prefix, const char *s, size_t n, const char *middle, const char *t, const char *suffix)
{
    size_t ls = strlen(s), lt = strlen(t);
    size_t len = strlen(prefix) + n * (ls + lt) + strlen(middle) + strlen(suffix) + 1;
    char *b = malloc(len), *w = b;
    assert_non_null(b);
    w += sprintf(w, "%s", prefix);
    for (size_t i = 0; i < n; i++, w += ls) memcpy(w, s, ls);
    w += sprintf(w, "%s", middle);
    for (size_t i = 0; i < n; i++, w += lt) memcpy(w, t, lt);
    sprintf(w, "%s", suffix);
    return b;
}

/* Replaces the first occurrence of `from` in base by `to` (new string). */
static char *subst(const char *base, const char *from, const char *to)
{
    const char *at = strstr(base, from);
    assert_non_null(at);
    size_t len = strlen(base) - strlen(from) + strlen(to) + 1;
    char *b = malloc(len);
    assert_non_null(b);
    snprintf(b, len, "%.*s%s%s", (int)(at - base), base, to, at + strlen(from));
    return b;
}

/* ---- nesting ---------------------------------------------------------------------------- */

static void test_deep_nesting(void **st)
{
    (void)st;
    char *arr = build("", "[", 100000, "1", "]", "");
    char *obj = build("", "{\"a\":", 100000, "1", "}", "");
    char *scy_in = build("{\"format\": \"automa-scythe/1\", \"options\": ", "[", 5000, "", "]", "}");
    char *exp_in = build("{\"format\": \"automa-expeditions/1\", \"map\": {\"N3\": ", "{\"reveal\":", 5000, "[]",
                         "}", "}");
    for (int l = 0; l < L_COUNT; l++) {
        if (l == L_CARDS || l == L_TRACKERS) {
            refuse(l, arr, NULL);
            refuse(l, obj, NULL);
            continue;
        }
        refuse(l, arr, "JSON error");
        refuse(l, obj, "JSON error");
        refuse(l, scy_in, "JSON error");
        refuse(l, exp_in, "JSON error");
    }
    /* nested but within the parser's depth: a wrong type, named */
    char *shallow = build("{\"format\": \"automa-scythe/1\", \"options\": ", "[", 50, "", "]", "}");
    refuse(L_SCY, shallow, "options");
    free(shallow);
    shallow = build("{\"format\": \"automa-expeditions/1\", \"automa\": ", "{\"north\":", 50, "1", "}", "}");
    refuse(L_EXP, shallow, "automa.north");
    free(shallow);
    free(arr);
    free(obj);
    free(scy_in);
    free(exp_in);
}

/* ---- numbers ---------------------------------------------------------------------------- */

static void test_huge_numbers(void **st)
{
    (void)st;
    static const char *const huge[] = {"1e999", "-1e999", "99999999999999999999999999", "9223372036854775807",
                                       "-9223372036854775808", "1e18", "4294967297", "65536", "256", "2.5",
                                       "1.0", "-0"};
    char *t;
    for (size_t i = 0; i < sizeof huge / sizeof huge[0]; i++) {
        const char *h = huge[i];
        int json_err = strstr(h, "e999") || strlen(h) > 20;   /* jansson's own range error */
        /* whole numbers that some fields take (-0 is the integer 0) */
        int in_range = strcmp(h, "-0") == 0 || strcmp(h, "256") == 0 || strcmp(h, "65536") == 0;
        char buf[400];
        snprintf(buf, sizeof buf, "{\"format\": \"automa-scythe/1\", \"seed\": %s, \"players\": []}", h);
        refuse(L_SCY, buf, json_err ? "JSON error" : NULL);
        static const char *const scy_fields[] = {"power", "coins", "combat_cards", "encounters", "tracker",
                                                 "last_card", "scheme"};
        for (size_t f = 0; f < sizeof scy_fields / sizeof scy_fields[0]; f++) {
            char field[64], val[80];
            snprintf(field, sizeof field, "\"type\": \"automa\"");
            snprintf(val, sizeof val, "\"type\": \"automa\", \"%s\": %s", scy_fields[f], h);
            t = subst(SCY_MIN, field, val);
            char want[80];
            snprintf(want, sizeof want, "players[1].%s", scy_fields[f]);
            if (in_range) refuse_or_load(L_SCY, t, want);   /* e.g. 256 coins */
            else refuse(L_SCY, t, json_err ? "JSON error" : want);
            free(t);
        }
        static const char *const top[] = {"turns", "winner"};
        for (size_t f = 0; f < 2; f++) {
            snprintf(buf, sizeof buf, "{\"format\": \"automa-scythe/1\", \"%s\": %s, \"players\": [{\"faction\": "
                     "\"nordic\", \"type\": \"human\"}, {\"faction\": \"rusviet\", \"type\": \"automa\"}]}", top[f], h);
            if (in_range) refuse_or_load(L_SCY, buf, top[f]);
            else refuse(L_SCY, buf, json_err ? "JSON error" : top[f]);
        }
        static const char *const exp_paths[][2] = {
            {"{\"format\": \"automa-expeditions/1\", \"turn\": %s}", "turn"},
            {"{\"format\": \"automa-expeditions/1\", \"seed\": %s}", "seed"},
            {"{\"format\": \"automa-expeditions/1\", \"bag\": %s}", "bag"},
            {"{\"format\": \"automa-expeditions/1\", \"level\": %s}", "level"},
            {"{\"format\": \"automa-expeditions/1\", \"human\": {\"coins\": %s}}", "human.coins"},
            {"{\"format\": \"automa-expeditions/1\", \"automa\": {\"progress\": %s}}", "automa.progress"},
            {"{\"format\": \"automa-expeditions/1\", \"automa\": {\"glory\": %s}}", "automa.glory"},
            {"{\"format\": \"automa-expeditions/1\", \"map\": {\"N2\": {\"corruption\": [%s]}}}", "map.N2.corruption[0]"},
            {"{\"format\": \"automa-expeditions/1\", \"gaps\": [{\"card\": %s}]}", "gaps[0].card"},
            {"{\"format\": \"automa-expeditions/1\", \"deck\": [%s]}", "deck[0]"},
            {"{\"format\": \"automa-expeditions/1\", \"options\": {\"glory_adjust\": %s}}", "options.glory_adjust"},
        };
        for (size_t f = 0; f < sizeof exp_paths / sizeof exp_paths[0]; f++) {
            snprintf(buf, sizeof buf, exp_paths[f][0], h);
            if (in_range || (strcmp(exp_paths[f][1], "seed") == 0 && h[0] != '-' && !json_err && !strchr(h, '.')))
                refuse_or_load(L_EXP, buf, exp_paths[f][1]);
            else
                refuse(L_EXP, buf, json_err ? "JSON error" : exp_paths[f][1]);
        }
        snprintf(buf, sizeof buf, "{\"spaces\": %s, \"glory_at\": [1, 3, 5, 8, 11, 14, 17, 20], "
                 "\"coins\": {\"map\": 2, \"corruption\": 2, \"glory\": 5}}", h);
        refuse(L_PROGRESS, buf, json_err ? "JSON error" : "spaces");
        char *cb = subst(CARDS_MIN, "\"id\": 1", "\"id\": 1XX");
        char *c2 = subst(cb, "1XX", h);
        if (in_range) refuse_or_load(L_EXP_CARDS, c2, "cards[0].id");   /* ids go to 999 */
        else refuse(L_EXP_CARDS, c2, json_err ? "JSON error" : "cards[0].id");
        free(cb);
        free(c2);
        /* the text tables */
        snprintf(buf, sizeof buf, "card %s\n", h);
        refuse(L_CARDS, buf, "card number must be 1-19");
        snprintf(buf, sizeof buf, "card 1\n  combat-power %s 1 1\n", h);
        refuse(L_CARDS, buf, strcmp(h, "-0") == 0 ? "card 1 lacks a field" : "line 2");
        snprintf(buf, sizeof buf, "automa %s 4 4 4 4 4 2 0-3 9 14 17 19 20 21\n", h);
        refuse(L_TRACKERS, buf, "line 1");
    }
}

static void test_negative_numbers(void **st)
{
    (void)st;
    static const char *const scy[][2] = {
        {"\"power\": -1", "players[1].power"},
        {"\"coins\": -1", "players[1].coins"},
        {"\"combat_cards\": -1", "players[1].combat_cards"},
        {"\"tracker\": -1", "players[1].tracker"},
        {"\"scheme\": -1", "players[1].scheme"},
        {"\"encounters\": -1", "players[1].encounters"},
        {"\"last_card\": -1", "players[1].last_card"},
        {"\"stars\": {\"combat\": -1}", "players[1].stars.combat"},
    };
    for (size_t i = 0; i < sizeof scy / sizeof scy[0]; i++) {
        char val[120];
        snprintf(val, sizeof val, "\"type\": \"automa\", %s", scy[i][0]);
        char *t = subst(SCY_MIN, "\"type\": \"automa\"", val);
        refuse(L_SCY, t, scy[i][1]);
        free(t);
    }
    static const char *const scy_human[][2] = {
        {"\"popularity\": -1", "players[0].popularity"},
        {"\"stars\": -1", "players[0].stars"},
        {"\"structure_bonus\": -1", "players[0].structure_bonus"},
    };
    for (size_t i = 0; i < sizeof scy_human / sizeof scy_human[0]; i++) {
        char val[120];
        snprintf(val, sizeof val, "\"type\": \"human\", %s", scy_human[i][0]);
        char *t = subst(SCY_MIN, "\"type\": \"human\"", val);
        refuse(L_SCY, t, scy_human[i][1]);
        free(t);
    }
    static const char *const scy_top[][2] = {
        {"\"seed\": -1", "seed"},
        {"\"turns\": -1", "turns"},
        {"\"winner\": -1", "winner"},
        {"\"options\": {\"coin_mod\": -3}", "options.coin_mod"},
        {"\"board\": {\"resources\": {\"C2\": -1}}", "board.resources.C2"},
        {"\"board\": {\"factory_cards_left\": -1}", "board.factory_cards_left"},
        {"\"options\": {\"combat\": \"simulated\"}, \"combat_deck\": {\"deck\": [-1, 0, 0, 0]}", "combat_deck.deck[0]"},
        {"\"turn_state\": {\"card\": 1, \"flip\": -2}", "turn_state.flip"},
        {"\"pending\": {\"kind\": \"combat\", \"territory\": \"D5\", \"attacker\": \"rusviet\", \"defender\": "
         "\"nordic\", \"attacker_unit\": -2}", "pending.attacker_unit"},
    };
    for (size_t i = 0; i < sizeof scy_top / sizeof scy_top[0]; i++) {
        char val[300];
        snprintf(val, sizeof val, "\"format\": \"automa-scythe/1\", %s", scy_top[i][0]);
        char *t = subst(SCY_MIN, "\"format\": \"automa-scythe/1\"", val);
        refuse(L_SCY, t, scy_top[i][1]);
        free(t);
    }
    static const char *const exp[][2] = {
        {"\"seed\": -1", "seed"},
        {"\"turn\": -1", "turn"},
        {"\"bag\": -1", "bag"},
        {"\"level\": -1", "level"},
        {"\"options\": {\"glory_adjust\": -3}", "options.glory_adjust"},
        {"\"options\": {\"reveal_count\": -1}", "options.reveal_count"},
        {"\"human\": {\"glory\": -1}", "human.glory"},
        {"\"human\": {\"coins\": -1}", "human.coins"},
        {"\"automa\": {\"progress\": -1}", "automa.progress"},
        {"\"automa\": {\"glory\": -1}", "automa.glory"},
        {"\"automa\": {\"map_tokens\": -1}", "automa.map_tokens"},
        {"\"automa\": {\"corruption\": [-1]}", "automa.corruption[0]"},
        {"\"map\": {\"N4\": {\"corruption\": [3, -1]}}", "map.N4.corruption[1]"},
        {"\"map\": {\"N4\": {\"reveal\": [-5]}}", "map.N4.reveal[0]"},
        {"\"map\": {\"N4\": {\"number\": -1}}", "map.N4.number"},
        {"\"gaps\": [{\"card\": -1}]", "gaps[0].card"},
        {"\"deck\": [-1]", "deck[0]"},
    };
    for (size_t i = 0; i < sizeof exp / sizeof exp[0]; i++) {
        char buf[300];
        snprintf(buf, sizeof buf, "{\"format\": \"automa-expeditions/1\", %s}", exp[i][0]);
        refuse(L_EXP, buf, exp[i][1]);
    }
    char *t = subst(PROG_MIN, "\"spaces\": 22", "\"spaces\": -1");
    refuse(L_PROGRESS, t, "progress.spaces");
    free(t);
    t = subst(PROG_MIN, "[1, 3", "[-1, 3");
    refuse(L_PROGRESS, t, "progress.glory_at[0]");
    free(t);
    t = subst(PROG_MIN, "\"map\": 2", "\"map\": -2");
    refuse(L_PROGRESS, t, "progress.coins.map");
    free(t);
    t = subst(CARDS_MIN, "\"id\": 1", "\"id\": -1");
    refuse(L_EXP_CARDS, t, "cards[0].id");
    free(t);
    t = subst(CARDS_MIN, "\"distance\": 1", "\"distance\": -1");
    refuse(L_EXP_CARDS, t, "cards[0].north.distance");
    free(t);
    t = subst(CARDS_MIN, "\"distance\": 2}", "\"distance\": 2, \"glory\": -1}");
    refuse(L_EXP_CARDS, t, "cards[0].central.glory");
    free(t);
    refuse(L_CARDS, "card -1\n", "line 1");
    refuse(L_CARDS, "card 1\n  combat-cards -1\n", "line 2");
    refuse(L_CARDS, "card 1\n  scheme-I gain coin x-1\n", "line 2");
    refuse(L_TRACKERS, "automa -22 4 4 4 4 4 2 0-3 9 14 17 19 20 21\n", "line 1");
    refuse(L_TRACKERS, "automa 22 4 4 4 4 4 2 -1-3 9 14 17 19 20 21\n", "line 1");
    refuse(L_TRACKERS, "automa 22 4 4 4 4 4 2 0-3 -9 14 17 19 20 21\n", "line 1");
}

/* ---- card numbers ----------------------------------------------------------------------- */

static void test_card_numbers_out_of_range(void **st)
{
    (void)st;
    static const char *const bad[] = {"0", "20", "-1", "255", "256", "1000", "19.0", "\"3\"", "null", "true"};
    static const char *const piles[] = {"deck", "discard", "combat_discard"};
    for (size_t b = 0; b < sizeof bad / sizeof bad[0]; b++) {
        for (size_t p = 0; p < 3; p++) {
            char val[120], want[64];
            snprintf(val, sizeof val, "\"type\": \"automa\", \"%s\": [1, %s]", piles[p], bad[b]);
            snprintf(want, sizeof want, "players[1].%s[1]", piles[p]);
            char *t = subst(SCY_MIN, "\"type\": \"automa\"", val);
            refuse(L_SCY, t, want);
            free(t);
        }
        char val[120];
        snprintf(val, sizeof val, "\"type\": \"automa\", \"last_card\": %s", bad[b]);
        char *t = subst(SCY_MIN, "\"type\": \"automa\"", val);
        if (strcmp(bad[b], "0") == 0) accept(L_SCY, t);   /* 0: no card drawn yet */
        else refuse(L_SCY, t, "players[1].last_card");
        free(t);
        snprintf(val, sizeof val, "\"format\": \"automa-scythe/1\", \"turn_state\": {\"card\": %s}", bad[b]);
        t = subst(SCY_MIN, "\"format\": \"automa-scythe/1\"", val);
        refuse(L_SCY, t, "turn_state.card");
        free(t);
        /* Expeditions: card ids that are not in the deck, or not numbers */
        char buf[200];
        static const char *const epiles[] = {"deck", "aside", "discard"};
        for (size_t p = 0; p < 3; p++) {
            snprintf(buf, sizeof buf, "{\"format\": \"automa-expeditions/1\", \"%s\": [%s]}", epiles[p], bad[b]);
            char want[32];
            snprintf(want, sizeof want, "%s[0]", epiles[p]);
            refuse(L_EXP, buf, want);
        }
        snprintf(buf, sizeof buf, "{\"format\": \"automa-expeditions/1\", \"map\": {\"C2\": {\"number\": %s}}}", bad[b]);
        if (strcmp(bad[b], "0") == 0 || strcmp(bad[b], "20") == 0 || strcmp(bad[b], "null") == 0)
            accept(L_EXP, buf);   /* null: the default (not known), as for every Expeditions field */
        else refuse(L_EXP, buf, "map.C2.number");
    }
    /* a card twice, a pile too long */
    char *t = subst(SCY_MIN, "\"type\": \"automa\"", "\"type\": \"automa\", \"deck\": [3], \"discard\": [3]");
    refuse(L_SCY, t, "card 3 appears twice");
    free(t);
    t = subst(SCY_MIN, "\"type\": \"automa\"",
              "\"type\": \"automa\", \"deck\": [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,1]");
    refuse(L_SCY, t, "players[1].deck");
    free(t);
    refuse(L_EXP, "{\"format\": \"automa-expeditions/1\", \"deck\": [1, 1]}", "listed more than once");
    refuse(L_EXP, "{\"format\": \"automa-expeditions/1\", \"aside\": [1, 2, 3]}", "aside");
    refuse(L_EXP, "{\"format\": \"automa-expeditions/1\", \"deck\": [1,2,3,4,5,6,7,8,9,10,11,12,13,14,1,2,3,4,5,6,7,8,9,10,11]}",
           "deck");
    /* the card table: every out-of-range card number */
    static const char *const cn[] = {"0", "20", "-1", "255", "1000", "1.5", "x", "", "19 19", "0x3"};
    for (size_t i = 0; i < sizeof cn / sizeof cn[0]; i++) {
        char buf[64];
        snprintf(buf, sizeof buf, "card %s\n", cn[i]);
        refuse(L_CARDS, buf, "line 1");
    }
    refuse(L_CARDS, "card 3\ncard 3\n", "defined twice");
    refuse(L_CARDS, "card 3\n", "card 1 is missing");
    refuse(L_CARDS, "autometta-skip no\n", "before the first");
}

/* ---- size limit ------------------------------------------------------------------------- */

static char *scratch_file(const char *name)
{
    char *p = malloc(256);
    assert_non_null(p);
    snprintf(p, 256, "%s/automa-hostile-%ld-%s", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (long)getpid(), name);
    return p;
}

/* Writes `pad` spaces then text. */
static void write_padded(const char *path, size_t pad, const char *text)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    for (size_t i = 0; i < pad; i++) fputc(' ', f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

static void test_size_limit(void **st)
{
    (void)st;
    const size_t limit = 1u << 20;   /* scy_game_load's limit */
    char *path = scratch_file("big.json");
    scy_game *g = malloc(sizeof *g);
    assert_non_null(g);
    am_err e;
    /* exactly at the limit: loads */
    write_padded(path, limit - strlen(SCY_MIN), SCY_MIN);
    if (scy_game_load(g, path, &e) != AM_OK) fail_msg("1 MiB file refused: %s", e.msg);
    /* one byte over: a clear error naming the file and the limit */
    write_padded(path, limit - strlen(SCY_MIN) + 1, SCY_MIN);
    assert_int_equal(scy_game_load(g, path, &e), AM_EDATA);
    assert_non_null(strstr(e.msg, "larger than 1048576 bytes"));
    assert_non_null(strstr(e.msg, path));
    /* far over (8 MiB): the same, without reading it all */
    write_padded(path, 8 * limit, SCY_MIN);
    assert_int_equal(scy_game_load(g, path, &e), AM_EDATA);
    assert_non_null(strstr(e.msg, "larger than"));
    unlink(path);
    /* a missing file, a folder */
    assert_int_equal(scy_game_load(g, path, &e), AM_EIO);
    assert_non_null(strstr(e.msg, "cannot open"));
    assert_int_not_equal(scy_game_load(g, "/", &e), AM_OK);
    free(path);
    free(g);
    /* the text loaders have no limit of their own: a 3 MiB text is parsed, not truncated */
    char *big = malloc(3 * limit + sizeof SCY_MIN);   /* the longer of the two texts */
    assert_non_null(big);
    memset(big, ' ', 3 * limit);
    memcpy(big + 3 * limit, EXP_MIN, sizeof EXP_MIN);
    accept(L_EXP, big);
    memcpy(big + 3 * limit, SCY_MIN, sizeof SCY_MIN);
    accept(L_SCY, big);
    /* a 3 MiB string value and a 3 MiB key: refused with a short message */
    memset(big, 'a', 3 * limit);
    memcpy(big, "{\"format\": \"", 12);
    strcpy(big + 3 * limit - 4, "\"}");
    refuse(L_SCY, big, "format");
    refuse(L_EXP, big, "format");
    memset(big, 'k', 3 * limit);
    memcpy(big, "{\"", 2);
    strcpy(big + 3 * limit - 6, "\": 1}");
    refuse(L_SCY, big, "unknown field");
    refuse(L_EXP, big, "unknown field");
    refuse(L_PROGRESS, big, "unknown field");
    refuse(L_EXP_CARDS, big, "unknown field");
    /* a 3 MiB line in the text tables */
    memset(big, 'x', 3 * limit);
    big[3 * limit] = '\0';
    refuse(L_CARDS, big, "line 1");
    refuse(L_TRACKERS, big, "line 1");
    free(big);
}

/* ---- bytes ------------------------------------------------------------------------------ */

static void test_nul_bytes(void **st)
{
    (void)st;
    /* \u0000 inside a string */
    refuse(L_SCY, "{\"format\": \"automa-scythe/1\\u0000\"}", "JSON error");
    char *t = subst(SCY_MIN, "\"nordic\"", "\"nor\\u0000dic\"");
    refuse(L_SCY, t, "JSON error");
    free(t);
    refuse(L_EXP, "{\"format\": \"automa-expeditions/1\", \"human\": {\"at\": \"N\\u00001\"}}", "JSON error");
    refuse(L_EXP, "{\"format\": \"automa-expeditions/1\", \"map\": {\"N1\\u0000\": {}}}", "JSON error");
    t = subst(PROG_MIN, "{", "{\"name\": \"a\\u0000b\", ");
    refuse(L_PROGRESS, t, "JSON error");
    free(t);
    refuse(L_EXP_CARDS, "{\"cards\\u0000\": []}", "JSON error");
    /* a raw NUL in a file: the file is refused, not cut short at the NUL */
    char *path = scratch_file("nul.json");
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fwrite(SCY_MIN, 1, strlen(SCY_MIN), f);
    fwrite("\0garbage", 1, 8, f);
    assert_int_equal(fclose(f), 0);
    scy_game *g = malloc(sizeof *g);
    assert_non_null(g);
    am_err e;
    assert_int_equal(scy_game_load(g, path, &e), AM_EDATA);
    assert_non_null(strstr(e.msg, "NUL"));
    f = fopen(path, "wb");
    assert_non_null(f);
    fwrite("{\"format\"\0: 1}", 1, 14, f);
    assert_int_equal(fclose(f), 0);
    assert_int_equal(scy_game_load(g, path, &e), AM_EDATA);
    unlink(path);
    free(path);
    free(g);
}

static void test_invalid_utf8(void **st)
{
    (void)st;
    static const char *const bad[] = {
        "\xff",             /* never valid */
        "\xc0\xaf",         /* overlong '/' */
        "\xe0\x80\xaf",     /* overlong, 3 bytes */
        "\xed\xa0\x80",     /* a UTF-16 surrogate encoded in UTF-8 */
        "\xf4\x90\x80\x80", /* above U+10FFFF */
        "\xe2\x82",         /* truncated */
        "\x80",             /* lone continuation byte */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char buf[300];
        snprintf(buf, sizeof buf, "{\"format\": \"automa-scythe/1%s\"}", bad[i]);
        refuse(L_SCY, buf, "JSON error");
        char *t = subst(SCY_MIN, "rusviet", bad[i]);
        refuse(L_SCY, t, "JSON error");
        free(t);
        snprintf(buf, sizeof buf, "{\"format\": \"automa-expeditions/1\", \"map\": {\"N1%s\": {}}}", bad[i]);
        refuse(L_EXP, buf, "JSON error");
        snprintf(buf, sizeof buf, "{\"name\": \"%s\", \"spaces\": 3}", bad[i]);
        refuse(L_PROGRESS, buf, "JSON error");
        snprintf(buf, sizeof buf, "{\"cards\": [], \"source\": \"%s\"}", bad[i]);
        refuse(L_EXP_CARDS, buf, "JSON error");
        /* the text tables take bytes: a clean error, the bad bytes quoted at most 30-40 of them */
        snprintf(buf, sizeof buf, "card 1\n  autometta-skip%s no\n", bad[i]);
        refuse(L_CARDS, buf, "line 2");
        snprintf(buf, sizeof buf, "automa%s 22 4 4 4 4 4 2 0-3 9 14 17 19 20 21\n", bad[i]);
        refuse(L_TRACKERS, buf, "line 1");
    }
    /* lone surrogate escapes */
    refuse(L_SCY, "{\"format\": \"\\ud800\"}", "JSON error");
    refuse(L_EXP, "{\"format\": \"\\udc00x\"}", "JSON error");
    /* a valid but unexpected character: a named error */
    char *t = subst(SCY_MIN, "rusviet", "rusvi\xc3\xa9t");
    refuse(L_SCY, t, "players[1].faction");
    free(t);
}

/* ---- duplicate keys --------------------------------------------------------------------- */

static void test_duplicate_keys(void **st)
{
    (void)st;
    refuse(L_SCY, "{\"format\": \"automa-scythe/1\", \"format\": \"automa-scythe/1\"}", "duplicate");
    char *t = subst(SCY_MIN, "\"type\": \"automa\"", "\"type\": \"automa\", \"power\": 3, \"power\": 4");
    refuse(L_SCY, t, "duplicate");
    free(t);
    t = subst(SCY_MIN, "\"format\": \"automa-scythe/1\"",
              "\"format\": \"automa-scythe/1\", \"board\": {\"resources\": {\"C2\": 1, \"C2\": 2}}");
    refuse(L_SCY, t, "duplicate");
    free(t);
    /* territory names are case-insensitive: "c2" and "C2" are the same key */
    t = subst(SCY_MIN, "\"format\": \"automa-scythe/1\"",
              "\"format\": \"automa-scythe/1\", \"board\": {\"resources\": {\"C2\": 1, \"c2\": 2}}");
    refuse(L_SCY, t, "board.resources");
    free(t);
    refuse(L_EXP, "{\"format\": \"automa-expeditions/1\", \"turn\": 1, \"turn\": 2}", "duplicate");
    refuse(L_EXP, "{\"format\": \"automa-expeditions/1\", \"map\": {\"N3\": {}, \"N3\": {}}}", "duplicate");
    /* location names are case-insensitive too */
    refuse(L_EXP, "{\"format\": \"automa-expeditions/1\", \"map\": {\"N3\": {\"corruption\": [4]}, \"n3\": {}}}",
           "map.n3");
    refuse(L_EXP, "{\"format\": \"automa-expeditions/1\", \"map\": {\"BASE\": {}, \"base\": {}}}", "map.base");
    t = subst(PROG_MIN, "\"spaces\": 22", "\"spaces\": 22, \"spaces\": 23");
    refuse(L_PROGRESS, t, "duplicate");
    free(t);
    t = subst(CARDS_MIN, "\"id\": 1", "\"id\": 1, \"id\": 2");
    refuse(L_EXP_CARDS, t, "duplicate");
    free(t);
    refuse(L_EXP_CARDS, "{\"cards\": [{\"id\": 1, \"north\": {\"distance\": 1}, \"central\": {\"distance\": 2}}, "
                        "{\"id\": 1, \"north\": {\"distance\": 1}, \"central\": {\"distance\": 2}}]}", NULL);
    refuse(L_TRACKERS, "automa 22 4 4 4 4 4 2 0-3 9 14 17 19 20 21\nAUTOMA 22 4 4 4 4 4 2 0-3 9 14 17 19 20 21\n",
           "defined twice");
    /* a field of a card twice (the second line would replace the first) */
    refuse(L_CARDS, "card 1\n  star-advance yes\n  star-advance no\n", "line 3: 'star-advance' given twice for card 1");
    refuse(L_CARDS, "card 2\n  scheme-II move move-worker / move-mech\n  scheme-II move move-worker\n",
           "line 3: 'scheme-II move' given twice for card 2");
}

/* ---- a wrong value at every place of real files ------------------------------------------ */

static const char *const wrong_values[] = {"null", "true", "0", "-1", "2.5", "9223372036854775807", "\"\"",
                                           "\"x\"", "\"D4\"", "\"N1\"", "[]", "{}", "{\"x\": [1]}"};

typedef struct sweep {
    int loader;
    const char *file;
    int loads, errors;
} sweep;

/* Puts `value` at the place (object key or array index) and loads the whole document. */
static void try_value(sweep *sw, json_t *root, json_t *parent, const char *key, size_t index, json_t *value,
                      const char *top)
{
    json_t *old = key ? json_object_get(parent, key) : json_array_get(parent, index);
    json_incref(old);
    if (key) json_object_set(parent, key, value);
    else json_array_set(parent, index, value);
    char *text = json_dumps(root, JSON_PRESERVE_ORDER | JSON_COMPACT);
    assert_non_null(text);
    am_err e;
    int rc = run_loader(sw->loader, text, &e);
    if (getenv("HOSTILE_TRACE")) fprintf(stderr, "%s\n", text);
    if (rc == AM_OK) {
        sw->loads++;
        /* whatever loads keeps the fuzzers' properties: check, round trip, one turn */
        const uint8_t *d = (const uint8_t *)text;
        if (sw->loader == L_SCY) fuzz_one_scythe_state(d, strlen(text));
        else if (sw->loader == L_EXP) fuzz_one_expeditions_state(d, strlen(text));
        else fuzz_one_expeditions_progress(d, strlen(text));
    } else {
        sw->errors++;
        if (rc != AM_EDATA || !e.msg[0])
            fail_msg("%s: %s: rc %d without a message for %s", sw->file, loader_name[sw->loader], rc, text);
        /* the message names where: the top-level field it is in, or (a clash between two
         * fields) another top-level field, or the position as a whole */
        int named = !top || strstr(e.msg, top) != NULL;
        /* the Scythe loader's last step checks the whole position (scy_game_check) */
        if (strncmp(e.msg, "invalid position: ", 18) == 0) named = 1;
        const char *k;
        json_t *v;
        if (json_is_object(root))
            json_object_foreach(root, k, v) if (strstr(e.msg, k)) named = 1;
        if (!named) fail_msg("%s: message '%s' names no field (%.300s)", sw->file, e.msg, text);
    }
    free(text);
    if (key) json_object_set_new(parent, key, old);
    else json_array_set_new(parent, index, old);
}

static void sweep_node(sweep *sw, json_t *root, json_t *node, const char *top)
{
    json_t *vals[sizeof wrong_values / sizeof wrong_values[0]];
    size_t nv = sizeof wrong_values / sizeof wrong_values[0];
    for (size_t i = 0; i < nv; i++) {
        json_error_t je;
        vals[i] = json_loads(wrong_values[i], JSON_DECODE_ANY, &je);
        assert_non_null(vals[i]);
    }
    if (json_is_object(node)) {
        /* keys are copied first: the object changes under the loop */
        const char *key;
        json_t *v;
        size_t n = json_object_size(node), k = 0;
        char **keys = calloc(n + 1, sizeof *keys);
        assert_non_null(keys);
        json_object_foreach(node, key, v) keys[k++] = strdup(key);
        for (size_t i = 0; i < n; i++) {
            const char *t = top ? top : keys[i];
            for (size_t w = 0; w < nv; w++) try_value(sw, root, node, keys[i], 0, vals[w], t);
            sweep_node(sw, root, json_object_get(node, keys[i]), t);
            /* and without the key at all: its default */
            json_t *old = json_incref(json_object_get(node, keys[i]));
            json_object_del(node, keys[i]);
            char *text = json_dumps(root, JSON_PRESERVE_ORDER | JSON_COMPACT);
            am_err e;
            int rc = run_loader(sw->loader, text, &e);
            if (rc != AM_OK && (rc != AM_EDATA || !e.msg[0])) fail_msg("%s: unclean error without %s", sw->file, keys[i]);
            free(text);
            json_object_set_new(node, keys[i], old);
            free(keys[i]);
        }
        free(keys);
    } else if (json_is_array(node)) {
        for (size_t i = 0; i < json_array_size(node); i++) {
            for (size_t w = 0; w < nv; w++) try_value(sw, root, node, NULL, i, vals[w], top);
            sweep_node(sw, root, json_array_get(node, i), top);
        }
    }
    for (size_t i = 0; i < nv; i++) json_decref(vals[i]);
}

static void sweep_file(int loader, const char *file, const char *top)
{
    json_error_t je;
    json_t *root = json_load_file(file, 0, &je);
    if (!root) fail_msg("%s: %s", file, je.text);
    sweep sw = {loader, file, 0, 0};
    sweep_node(&sw, root, root, top);
    json_decref(root);
    assert_true(sw.errors > 0);
}

static void test_wrong_types_scythe(void **st)
{
    (void)st;
    sweep_file(L_SCY, "fuzz/corpus/fuzz_scythe_state/doc-mid-game.json", NULL);
    sweep_file(L_SCY, "fuzz/corpus/fuzz_scythe_state/togawa-albion-traps.json", NULL);
    sweep_file(L_SCY, "fuzz/corpus/fuzz_scythe_state/pending-combat.json", NULL);
    sweep_file(L_SCY, "fuzz/corpus/fuzz_scythe_state/new-3p-simulated.json", NULL);
    sweep_file(L_SCY, "fuzz/corpus/fuzz_scythe_state/late-game.json", NULL);
    sweep_file(L_SCY, "fuzz/corpus/fuzz_scythe_state/custom-tables.json", NULL);
}

static void test_wrong_types_expeditions(void **st)
{
    (void)st;
    sweep_file(L_EXP, "fuzz/corpus/fuzz_expeditions_state/pending-reveal.json", NULL);
    sweep_file(L_EXP, "fuzz/corpus/fuzz_expeditions_state/doc-vanquish.json", NULL);
    sweep_file(L_EXP, "fuzz/corpus/fuzz_expeditions_state/mid-game-8-turns.json", NULL);
    sweep_file(L_EXP, "fuzz/corpus/fuzz_expeditions_state/custom-card-deck.json", NULL);
    sweep_file(L_EXP, "fuzz/corpus/fuzz_expeditions_state/end-triggered.json", NULL);
    sweep_file(L_EXP, "fuzz/corpus/fuzz_expeditions_state/game-over.json", NULL);
    sweep_file(L_PROGRESS, "fuzz/corpus/fuzz_expeditions_progress/level4.json", "progress");
    sweep_file(L_EXP_CARDS, "fuzz/corpus/fuzz_expeditions_progress/cards.json", NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deep_nesting),
        cmocka_unit_test(test_huge_numbers),
        cmocka_unit_test(test_negative_numbers),
        cmocka_unit_test(test_card_numbers_out_of_range),
        cmocka_unit_test(test_size_limit),
        cmocka_unit_test(test_nul_bytes),
        cmocka_unit_test(test_invalid_utf8),
        cmocka_unit_test(test_duplicate_keys),
        cmocka_unit_test(test_wrong_types_scythe),
        cmocka_unit_test(test_wrong_types_expeditions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
