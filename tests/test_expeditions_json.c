/* JSON load/save of the Expeditions Automa state: round trips, replay from a saved file,
 * defaults of hand-written files, and errors naming the JSON path. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/expeditions.h"

/* The writer's text as a malloc'd string (free() it; NULL if memory ran out). */
static char *state_text(const exp_state *s)
{
    am_buf b = {0};
    exp_state_to_json(s, &b);
    if (b.oom) am_buf_free(&b);
    return b.data;
}

/* The writer's text as a malloc'd string (free() it; NULL if memory ran out). */
static char *report_text(const exp_state *s, const exp_report *r)
{
    am_buf b = {0};
    exp_report_to_json(s, r, &b);
    if (b.oom) am_buf_free(&b);
    return b.data;
}


static exp_state fresh(int level, uint64_t seed)
{
    exp_progress p;
    assert_int_equal(exp_progress_builtin(level, &p, NULL), AM_OK);
    exp_state s;
    exp_state_init(&s, &p, NULL, 0, seed);
    return s;
}

static void load_ok(const char *text, exp_state *s)
{
    am_err e;
    am_err_clear(&e);
    int rc = exp_state_from_json(s, text, &e);
    if (rc) fprintf(stderr, "load: %s\n", e.msg);
    assert_int_equal(rc, AM_OK);
}

/* Loads `text` expecting AM_EDATA with `needle` in the message. */
static void load_fails(const char *text, const char *needle)
{
    exp_state s;
    am_err e;
    am_err_clear(&e);
    assert_int_equal(exp_state_from_json(&s, text, &e), AM_EDATA);
    if (!strstr(e.msg, needle)) fprintf(stderr, "message '%s' lacks '%s'\n", e.msg, needle);
    assert_non_null(strstr(e.msg, needle));
}

static void assert_round_trip(const exp_state *s)
{
    char *a = state_text(s);
    assert_non_null(a);
    exp_state t;
    load_ok(a, &t);
    char *b = state_text(&t);
    assert_string_equal(a, b);
    assert_true(t.rng.state == s->rng.state && t.rng.inc == s->rng.inc);
    assert_int_equal(t.ndeck, s->ndeck);
    assert_memory_equal(t.deck, s->deck, sizeof(int) * (size_t)s->ndeck);
    assert_memory_equal(t.loc, s->loc, sizeof s->loc);
    free(a);
    free(b);
}

static void test_round_trip_fresh_and_midgame(void **st)
{
    (void)st;
    for (int level = 1; level <= 3; level++) {
        exp_state s = fresh(level, (uint64_t)level * 1000u + 7u);
        s.gaps[1].adjacent = 1u << 3 | 1u << 9;
        s.gaps[1].card = 12;
        s.human_at = 16;
        assert_round_trip(&s);
        exp_report r;
        am_err e;
        while (!exp_game_over(&s)) {
            assert_int_equal(exp_automa_turn(&s, 0, &r, &e), AM_OK);
            assert_round_trip(&s);
        }
    }
}

/* A saved game replays exactly: continuing from the file gives the same game as continuing in
 * memory (the RNG lives in the state). */
static void test_replay_from_saved_file(void **st)
{
    (void)st;
    exp_state a = fresh(2, 4242);
    exp_report r;
    am_err e;
    for (int t = 0; t < 15; t++) assert_int_equal(exp_automa_turn(&a, 0, &r, &e), AM_OK);
    char *saved = state_text(&a);
    exp_state b;
    load_ok(saved, &b);
    free(saved);
    while (!exp_game_over(&a)) {
        assert_int_equal(exp_automa_turn(&a, 0, &r, &e), AM_OK);
        assert_int_equal(exp_automa_turn(&b, 0, &r, &e), AM_OK);
        char *ja = state_text(&a), *jb = state_text(&b);
        assert_string_equal(ja, jb);
        free(ja);
        free(jb);
    }
    assert_true(exp_game_over(&b));
}

/* The smallest hand-written file is a game at setup (level 2). */
static void test_minimal_file_defaults(void **st)
{
    (void)st;
    exp_state s;
    load_ok("{\"format\": \"automa-expeditions/1\"}", &s);
    assert_int_equal(s.progress.level, 2);
    assert_int_equal(s.mech[EXP_MECH_NORTH], 0);
    assert_int_equal(s.mech[EXP_MECH_CENTRAL], 13);
    assert_int_equal(s.ndeck, 12);
    assert_int_equal(s.naside, 2);
    assert_int_equal(s.human_at, EXP_BASECAMP);
    assert_int_equal(s.bag, EXP_BAG);
    assert_false(s.loc[3].face_up);
    assert_true(s.loc[3].map_token);
}

/* A hand-written position (the rulebook x2 example) played through the JSON door. */
static void test_hand_written_position(void **st)
{
    (void)st;
    const char *text =
        "{\"format\": \"automa-expeditions/1\", \"level\": 1,\n"
        " \"deck\": [8, 1],\n"
        " \"map\": {\"N1\": {\"face_up\": true}, \"N2\": {\"corruption\": [3]},\n"
        "         \"N4\": {\"corruption\": [6, 4, 2]}, \"N5\": {\"corruption\": [5]}},\n"
        " \"human\": {\"at\": \"N2\"},\n"
        " \"automa\": {\"glory\": 3}}\n";
    exp_state s;
    load_ok(text, &s);
    assert_int_equal(s.ndeck, 2);
    assert_int_equal(s.ndiscard, 12);
    assert_int_equal(s.naside, 0);
    assert_int_equal(s.progress_pos, 13);   /* level 1 glory space #3 */
    assert_int_equal(s.bag, EXP_BAG - 5);
    assert_true(s.loc[1].face_up);
    assert_false(s.loc[1].map_token);
    exp_report r;
    am_err e;
    assert_int_equal(exp_automa_turn(&s, 0, &r, &e), AM_OK);
    assert_int_equal(s.cards[r.card].id, 8);
    assert_int_equal(s.mech[EXP_MECH_NORTH], 3);
    assert_int_equal(s.ncorr, 2);
    char *j = report_text(&s, &r);
    assert_non_null(strstr(j, "\"chosen\": \"N4\""));
    assert_non_null(strstr(j, "\"why\": \"face down\""));
    free(j);
    /* glory and progress together must agree */
    load_fails("{\"format\": \"automa-expeditions/1\", \"level\": 1, "
               "\"automa\": {\"glory\": 3, \"progress\": 12}}", "automa.glory");
    load_ok("{\"format\": \"automa-expeditions/1\", \"level\": 1, "
            "\"automa\": {\"glory\": 3, \"progress\": 14}}", &s);
    assert_int_equal(s.glory, 3);
}

static void test_errors_name_the_path(void **st)
{
    (void)st;
    load_fails("{\"format\": \"automa-scythe/1\"}", "format");
    load_fails("{}", "format");
    load_fails("[1]", "JSON object");
    load_fails("{\"format\": \"automa-expeditions/1\",", "line 1");
    load_fails("{\"format\": \"automa-expeditions/1\", \"automa\": {\"nort\": \"N1\"}}",
               "automa.nort: unknown field");
    load_fails("{\"format\": \"automa-expeditions/1\", \"automa\": {\"north\": \"C1\"}}",
               "automa.north");
    load_fails("{\"format\": \"automa-expeditions/1\", \"map\": {\"N3\": {\"corruption\": [1, 25]}}}",
               "map.N3.corruption[1]");
    load_fails("{\"format\": \"automa-expeditions/1\", \"map\": {\"X9\": {}}}", "map.X9");
    load_fails("{\"format\": \"automa-expeditions/1\", \"map\": {\"N3\": {\"face_up\": false, "
               "\"corruption\": [2]}}}", "map.N3: a face-down");
    load_fails("{\"format\": \"automa-expeditions/1\", \"map\": {\"N3\": {\"c20\": true}, "
               "\"N4\": {\"c20\": true}}}", "only one 20-value");
    load_fails("{\"format\": \"automa-expeditions/1\", \"level\": 4}", "progress_card");
    load_fails("{\"format\": \"automa-expeditions/1\", \"deck\": [1, 1]}", "more than once");
    load_fails("{\"format\": \"automa-expeditions/1\", \"deck\": [15]}", "deck[0]: no card");
    load_fails("{\"format\": \"automa-expeditions/1\", \"aside\": [1, 2, 3]}", "aside");
    load_fails("{\"format\": \"automa-expeditions/1\", \"human\": {\"at\": \"Z\"}}", "human.at");
    load_fails("{\"format\": \"automa-expeditions/1\", \"options\": {\"glory_adjust\": 4}}",
               "options.glory_adjust");
    load_fails("{\"format\": \"automa-expeditions/1\", \"gaps\": [{\"adjacent\": [\"base\"]}]}",
               "gaps[0].adjacent[0]");
    load_fails("{\"format\": \"automa-expeditions/1\", \"rng\": {\"state\": \"xyz\", \"inc\": \"1\"}}",
               "rng.state");
    load_fails("{\"format\": \"automa-expeditions/1\", \"end\": {\"trigger\": \"soon\"}}",
               "end.trigger");
    load_fails("{\"format\": \"automa-expeditions/1\", \"cards\": [{\"id\": 1, \"north\": "
               "{\"target\": \"gold\", \"distance\": 1}, \"central\": {\"distance\": 1}}]}",
               "cards[0].north.target");
    load_fails("{\"format\": \"automa-expeditions/1\", \"map\": {\"S2\": {\"corruption\": [2]}}}",
               "map.S2");
    load_fails("{\"format\": \"automa-expeditions/1\", \"map\": {\"S2\": {\"face_up\": false}}}",
               "map.S2");
}

static void test_level4_progress_card_in_file(void **st)
{
    (void)st;
    const char *text =
        "{\"format\": \"automa-expeditions/1\", \"level\": 4,\n"
        " \"progress_card\": {\"name\": \"from my card\", \"spaces\": 22,\n"
        "   \"glory_at\": [1, 3, 5, 8, 11, 14, 17, 20], \"coins\": {\"map\": 2, \"corruption\": 2, "
        "\"glory\": 5}}}";
    exp_state s;
    load_ok(text, &s);
    assert_int_equal(s.progress.level, 4);
    assert_int_equal(s.progress.spaces, 22);
    assert_round_trip(&s);
    char *j = state_text(&s);
    assert_non_null(strstr(j, "from my card"));
    free(j);
    exp_progress p;
    am_err e;
    assert_int_equal(exp_progress_from_json(&p, "{\"spaces\": 22, \"glory_at\": [1,3,5,8,11,14,17,20],"
                                            " \"coins\": {\"map\": 2, \"corruption\": 2}}", &e),
                     AM_EDATA);
    assert_non_null(strstr(e.msg, "progress.coins"));
    assert_int_equal(exp_progress_from_json(&p,
                                            "{\"spaces\": 22, \"glory_at\": [1,3,5,8,11,14,17,25],"
                                            " \"coins\": {\"map\": 2, \"corruption\": 2, \"glory\": 1}}", &e), AM_EDATA);
    assert_non_null(strstr(e.msg, "progress.glory_at[7]"));
    assert_int_equal(exp_progress_from_json(&p,
                                            "{\"spaces\": 22, \"glory_at\": [1,3,5,8,11,14,17],"
                                            " \"coins\": {\"map\": 2, \"corruption\": 2, \"glory\": 1}}", &e), AM_EDATA);
}

/* Rules as data: a replacement deck from a file (here 3 cards) drives the engine. */
static void test_replacement_cards(void **st)
{
    (void)st;
    const char *text =
        "{\"cards\": [\n"
        " {\"id\": 1, \"progress\": true, \"north\": {\"target\": \"map\", \"glory\": 0, \"distance\": 1},"
        "  \"central\": {\"distance\": 2}},\n"
        " {\"id\": 2, \"north\": {\"distance\": 1}, \"central\": {\"sweep\": true, \"target\": \"corruption\","
        " \"glory\": 1, \"mult\": 3, \"distance\": 3}},\n"
        " {\"id\": 3, \"north\": {\"target\": \"c20\", \"glory\": 8, \"distance\": 3}, \"central\": {\"distance\": 1}}]}";
    exp_card cards[EXP_MAX_CARDS];
    int n = 0;
    am_err e;
    assert_int_equal(exp_cards_from_json(cards, &n, text, &e), AM_OK);
    assert_int_equal(n, 3);
    assert_int_equal(cards[1].mech[EXP_MECH_CENTRAL].mult, 3);
    assert_int_equal(cards[0].mech[EXP_MECH_CENTRAL].glory, -1);
    exp_progress p;
    exp_progress_builtin(2, &p, NULL);
    exp_state s;
    exp_state_init(&s, &p, cards, n, 3);
    assert_int_equal(s.ndeck, 1);
    assert_round_trip(&s);
    char *j = state_text(&s);
    assert_non_null(strstr(j, "\"cards\""));
    free(j);
    exp_report r;
    for (int t = 0; t < 5; t++) assert_int_equal(exp_automa_turn(&s, 0, &r, &e), AM_OK);
    assert_int_equal(exp_cards_from_json(cards, &n, "{\"cards\": [{\"id\": 1}]}", &e), AM_EDATA);
    assert_int_equal(exp_cards_from_json(cards, &n, "{\"cards\": [{\"id\": 1, \"north\": {\"distance\": 1}, "
                                         "\"central\": {\"distance\": 1}}]}", &e),
                     AM_EDATA);
    assert_non_null(strstr(e.msg, "need 3"));
}

/* Robustness: thousands of random byte mutations and truncations of a saved game either load
 * (and then pass every invariant and save again) or fail with AM_EDATA and a message. */
static void test_mutated_files_never_crash(void **st)
{
    (void)st;
    exp_state s = fresh(2, 31);
    exp_report r;
    am_err e;
    for (int t = 0; t < 9; t++) assert_int_equal(exp_automa_turn(&s, 0, &r, &e), AM_OK);
    char *good = state_text(&s);
    size_t len = strlen(good);
    char *buf = malloc(len + 1);
    assert_non_null(buf);
    am_rng rng;
    am_rng_seed(&rng, 5, 5);
    static const char alphabet[] = "{}[]\",:0123456789-truefalsnNC \n";
    int loaded = 0;
    for (int k = 0; k < 3000; k++) {
        memcpy(buf, good, len + 1);
        int edits = 1 + (int)am_rng_below(&rng, 4);
        for (int i = 0; i < edits; i++) {
            size_t at = am_rng_below(&rng, (uint32_t)len);
            buf[at] = alphabet[am_rng_below(&rng, (uint32_t)(sizeof alphabet - 1))];
        }
        if (am_rng_below(&rng, 10) == 0) buf[am_rng_below(&rng, (uint32_t)len)] = '\0';
        exp_state t;
        am_err_clear(&e);
        int rc = exp_state_from_json(&t, buf, &e);
        if (rc == AM_OK) {
            loaded++;
            assert_int_equal(exp_state_check(&t, &e), AM_OK);
            char *again = state_text(&t);
            assert_non_null(again);
            free(again);
            if (!exp_game_over(&t)) (void)exp_automa_turn(&t, 0, &r, &e);
        } else {
            assert_int_equal(rc, AM_EDATA);
            assert_true(e.msg[0] != '\0');
        }
    }
    assert_true(loaded > 0);
    free(buf);
    free(good);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip_fresh_and_midgame),
        cmocka_unit_test(test_replay_from_saved_file),
        cmocka_unit_test(test_minimal_file_defaults),
        cmocka_unit_test(test_hand_written_position),
        cmocka_unit_test(test_errors_name_the_path),
        cmocka_unit_test(test_level4_progress_card_in_file),
        cmocka_unit_test(test_replacement_cards),
        cmocka_unit_test(test_mutated_files_never_crash),
    };
    return cmocka_run_group_tests_name("expeditions_json", tests, NULL, NULL);
}
