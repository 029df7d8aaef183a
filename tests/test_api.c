/* The JSON API in the library (include/automa/api.h): the router over a store in memory answers
 * the scripted session of tests/golden/api/ byte for byte as `automa serve` does over its files
 * (tests/cli/api_session.sh), so a face without files (the offline page) gets the same API; the
 * per-game layer; the memory store's versions, histories and listing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "automa/api.h"
#include "automa/automata.h"
#include "automa/expeditions.h"
#include "automa/game.h"
#include "automa/scythe_sim.h"

#define SESSION "tests/golden/api/session"

static char *read_all(const char *path)
{
    char *text = NULL;
    am_err e;
    if (am_file_read(path, 1 << 24, &text, NULL, &e) != AM_OK) fail_msg("%s (tests run from the repository root)", e.msg);
    return text;
}

/* "modified":N -> "modified":0, as the session's answers are recorded. */
static void zero_modified(char *s)
{
    static const char key[] = "\"modified\":";
    for (char *p = strstr(s, key); p; p = strstr(p, key)) {
        p += sizeof key - 1;
        char *q = p;
        while (*q >= '0' && *q <= '9') q++;
        if (q > p) {
            *p = '0';
            memmove(p + 1, q, strlen(q) + 1);
        }
    }
}

static am_api_answer ask(const am_api_store *st, const char *method, const char *path, const char *body)
{
    am_api_answer a = {0, NULL};
    am_api_request rq = {method, path, body, body ? strlen(body) : 0, 12345};
    assert_int_equal(am_api_handle(st, &rq, &a), AM_OK);
    assert_non_null(a.body);
    return a;
}

/* Replays SESSION.req on the library with its store in memory; every answer as SESSION.ans. */
static void test_session_in_memory(void **state)
{
    (void)state;
    char *req = read_all(SESSION ".req"), *ans = read_all(SESSION ".ans");
    am_api_memstore *m = am_api_memstore_new(1);
    assert_non_null(m);
    am_api_store st;
    am_api_memstore_store(m, &st);
    char *rsave = NULL, *asave = NULL;
    char *want = strtok_r(ans, "\n", &asave);
    int n = 0;
    for (char *line = strtok_r(req, "\n", &rsave); line; line = strtok_r(NULL, "\n", &rsave)) {
        if (!*line || *line == '#') continue;
        char *sp = strchr(line, ' ');
        assert_non_null(sp);
        *sp = '\0';
        char *path = sp + 1, *body = strchr(path, ' ');
        if (body) *body++ = '\0';
        if (strcmp(line, "PUT") == 0 && path[0] != '/') {   /* a fixture, as a file without envelope */
            char fx[256];
            snprintf(fx, sizeof fx, "tests/web/fixtures/%s", body);
            char *text = read_all(fx);
            assert_int_equal(am_api_memstore_put(m, path, text, 0, "", 0), AM_OK);
            free(text);
            continue;
        }
        am_api_answer a = ask(&st, line, path, body);
        char got[16];
        snprintf(got, sizeof got, "%u ", a.status);
        zero_modified(a.body);
        assert_non_null(want);
        size_t gl = strlen(got);
        if (strncmp(want, got, gl) != 0 || strcmp(want + gl, a.body) != 0)
            fail_msg("request %d (%s %s): got\n%.600s%.600s\nwanted\n%.600s", n + 1, line, path, got, a.body, want);
        am_api_answer_free(&a);
        want = strtok_r(NULL, "\n", &asave);
        n++;
    }
    assert_null(want);   /* every recorded answer was asked for */
    assert_true(n > 100);
    am_api_memstore_free(m);
    free(req);
    free(ans);
}

/* The per-game layer gives the same game as the router: create, one action, the view. */
static void test_per_game_layer(void **state)
{
    (void)state;
    char *text = NULL, *text2 = NULL;
    am_api_answer a = {0, NULL};
    assert_int_equal(am_api_game_create("{\"kind\": \"expeditions\", \"level\": 2, \"seed\": 3}", 9, 0, &text, &a), AM_OK);
    assert_int_equal(a.status, 200);
    assert_non_null(text);
    assert_ptr_equal(am_game_kind_of(text), &am_game_expeditions);
    assert_non_null(strstr(a.body, "\"kind\":\"expeditions\",\"game\":{"));
    am_api_answer_free(&a);
    assert_int_equal(am_api_game_action(text, "{\"action\": \"turn\"}", &text2, &a), AM_OK);
    assert_int_equal(a.status, 200);
    assert_non_null(text2);
    assert_non_null(strstr(a.body, "\"result\":{\"action\":\"turn\",\"turn\":"));
    am_api_answer_free(&a);

    /* the router with a memory store, from the same create request, ends in the same text */
    am_api_memstore *m = am_api_memstore_new(2);
    am_api_store st;
    am_api_memstore_store(m, &st);
    a = ask(&st, "POST", "/games", "{\"kind\": \"expeditions\", \"name\": \"e\", \"level\": 2, \"seed\": 3}");
    am_api_answer_free(&a);
    a = ask(&st, "POST", "/games/e/action", "{\"action\": \"turn\"}");
    assert_int_equal(a.status, 200);
    am_api_answer_free(&a);
    assert_string_equal(am_api_memstore_get(m, "e", NULL, NULL), text2);
    am_api_memstore_free(m);

    /* a refusal: no new text, the library's error */
    char *none = (char *)"x";
    assert_int_equal(am_api_game_action(text2, "{\"action\": \"move\", \"location\": \"Q9\"}", &none, &a), AM_OK);
    assert_int_equal(a.status, 400);
    assert_null(none);
    assert_non_null(strstr(a.body, "\"code\":\"bad-field\""));
    am_api_answer_free(&a);
    assert_int_equal(am_api_game_action(text2, "{\"action\": \"undo\"}", &none, &a), AM_OK);
    assert_int_equal(a.status, 400);
    am_api_answer_free(&a);
    assert_int_equal(am_api_game_view(text2, "score", &a), AM_OK);
    assert_int_equal(a.status, 404);
    am_api_answer_free(&a);
    assert_int_equal(am_api_game_view("{\"format\": \"chess/1\"}", NULL, &a), AM_OK);
    assert_int_equal(a.status, 422);
    am_api_answer_free(&a);
    free(text);
    free(text2);
}

/* R-SC-59, the API's part: with Wayfare the view's reach lists the home bases a unit may go to (by
 * their names: the page lights them), and a move to one is recorded. */
static void test_scythe_wayfare_reach_and_move(void **state)
{
    (void)state;
    char *t0 = NULL, *t1 = NULL, *t2 = NULL;
    am_api_answer a = {0, NULL};
    assert_int_equal(am_api_game_create("{\"kind\": \"scythe\", \"human\": \"crimea\", \"automa\": \"nordic\", \"seed\": 3}", 9, 0,
                                        &t0, &a), AM_OK);
    assert_int_equal(a.status, 200);
    assert_non_null(strstr(a.body, "{\"unit\":\"character\",\"from\":\"crimea\",\"to\":[\"G4\",\"H4\"]}"));
    am_api_answer_free(&a);
    assert_int_equal(am_api_game_action(t0, "{\"action\": \"unlock\", \"ability\": 1}", &t1, &a), AM_OK);
    assert_int_equal(a.status, 200);
    assert_non_null(strstr(a.body, "{\"unit\":\"character\",\"from\":\"crimea\",\"to\":[\"G4\",\"H4\",\"rusviet\",\"togawa\","
                                   "\"saxony\",\"polania\",\"albion\"]}"));
    am_api_answer_free(&a);
    assert_int_equal(am_api_game_action(t1, "{\"action\": \"move\", \"unit\": \"character\", \"from\": \"crimea\", \"to\": \"togawa\"}",
                                        &t2, &a), AM_OK);
    assert_int_equal(a.status, 200);
    assert_non_null(strstr(t2, "\"character\": \"togawa\""));
    am_api_answer_free(&a);
    free(t0);
    free(t1);
    free(t2);
}

/* A game changed elsewhere (another version put into the store) starts a new undo history, and an
 * action based on the old version is refused. */
static void test_history_follows_the_stored_version(void **state)
{
    (void)state;
    am_api_memstore *m = am_api_memstore_new(3);
    am_api_store st;
    am_api_memstore_store(m, &st);
    am_api_answer a = ask(&st, "POST", "/games", "{\"kind\": \"automata\", \"name\": \"a\", \"seats\": [\"greedy\", \"human\"], \"seed\": 4}");
    assert_int_equal(a.status, 200);
    am_api_answer_free(&a);
    uint64_t changes = am_api_memstore_changes(m);
    a = ask(&st, "POST", "/games/a/action", "{\"action\": \"bots\", \"version\": 1}");
    assert_int_equal(a.status, 200);
    assert_non_null(strstr(a.body, "\"version\":2,\"undo\":1,\"redo\":0"));
    am_api_answer_free(&a);
    assert_true(am_api_memstore_changes(m) == changes + 1);
    uint64_t v = 0;
    const char *id = NULL;
    char *text = strdup(am_api_memstore_get(m, "a", &v, &id));
    char *idc = strdup(id);
    assert_true(v == 2);
    assert_int_equal(am_api_memstore_put(m, "a", text, 7, idc, 0), AM_OK);   /* saved elsewhere */
    a = ask(&st, "POST", "/games/a/action", "{\"action\": \"undo\", \"version\": 2}");
    assert_int_equal(a.status, 409);
    assert_non_null(strstr(a.body, "\"code\":\"changed\""));
    am_api_answer_free(&a);
    a = ask(&st, "GET", "/games/a", NULL);
    assert_non_null(strstr(a.body, "\"version\":7,\"undo\":0,\"redo\":0"));
    am_api_answer_free(&a);
    a = ask(&st, "POST", "/games/a/action", "{\"action\": \"undo\"}");
    assert_int_equal(a.status, 409);
    assert_non_null(strstr(a.body, "nothing to undo"));
    am_api_answer_free(&a);
    /* delete: the game and its history go */
    a = ask(&st, "DELETE", "/games/a", NULL);
    assert_int_equal(a.status, 200);
    am_api_answer_free(&a);
    assert_null(am_api_memstore_get(m, "a", NULL, NULL));
    assert_null(am_api_memstore_name(m, 0));
    a = ask(&st, "GET", "/games", NULL);
    assert_string_equal(a.body, "{\"ok\":true,\"games\":[]}");
    am_api_answer_free(&a);
    free(text);
    free(idc);
    am_api_memstore_free(m);
}

/* A finished Scythe game in the store makes a new game propose the level Automa (the rulebook:
 * the Autometta until one game is played), as the page's defaults say. */
static void test_default_level_follows_the_history(void **state)
{
    (void)state;
    am_api_memstore *m = am_api_memstore_new(4);
    am_api_store st;
    am_api_memstore_store(m, &st);
    am_api_answer a = ask(&st, "GET", "/board/scythe", NULL);
    assert_non_null(strstr(a.body, "\"level\":\"autometta\""));
    am_api_answer_free(&a);
    a = ask(&st, "POST", "/games", "{\"kind\": \"scythe\", \"name\": \"s\", \"human\": \"nordic\", \"seed\": 1}");
    assert_non_null(strstr(a.body, "\"level\":\"autometta\""));
    am_api_answer_free(&a);
    char *over = read_all("tests/web/fixtures/structures.json");   /* a finished game */
    assert_int_equal(am_api_memstore_put(m, "over", over, 0, "", 0), AM_OK);
    free(over);
    a = ask(&st, "GET", "/games/over", NULL);   /* loaded: the store sees it finished */
    assert_int_equal(a.status, 200);
    am_api_answer_free(&a);
    a = ask(&st, "GET", "/board/scythe", NULL);
    assert_non_null(strstr(a.body, "\"level\":\"automa\""));
    am_api_answer_free(&a);
    am_api_memstore_free(m);
}

/* The descriptors: one per kind, found by name and by a text's format. */
static void test_descriptors(void **state)
{
    (void)state;
    int n = 0;
    for (int i = 0; am_game_kinds[i]; i++, n++) {
        const am_game_kind *k = am_game_kinds[i];
        assert_ptr_equal(am_game_kind_named(k->name), k);
        assert_true(k->size <= am_game_max_size());
        assert_non_null(k->api);
        char text[128];
        snprintf(text, sizeof text, "{\"format\": \"%s\"}", k->format);
        assert_ptr_equal(am_game_kind_of(text), k);
    }
    assert_int_equal(n, 3);
    assert_null(am_game_kind_named("chess"));
    assert_null(am_game_kind_of("{\"format\": 3}"));
    assert_null(am_game_kind_of("not json"));
    assert_true(am_api_name_ok("a-b_9", 5));
    assert_false(am_api_name_ok("a/b", 3));
    assert_false(am_api_name_ok("", 0));
}

/* The descriptors' simulators (issue 26 item 3): every kind has one, and its play is the game's own
 * (the same game as the library's direct call); `automa sim` lists and runs only these
 * (tests/cli/sim.sh). */
static void test_descriptor_simulators(void **state)
{
    (void)state;
    for (int i = 0; am_game_kinds[i]; i++) {
        const am_game_sim *sim = am_game_kinds[i]->sim;
        assert_non_null(sim);
        assert_non_null(sim->summary);
        assert_non_null(sim->play);
        assert_true(sim->config_size > 0 && sim->result_size > 0);
    }
    am_err e;
    /* Scythe: game 3 of master seed 16 = scy_sim_play of its seed and set-up */
    scy_sim_run run;
    memset(&run, 0, sizeof run);
    scy_options_default(&run.opt);
    run.opt.combat_mode = SCY_COMBAT_SIMULATED;
    run.human = SCY_NORDIC;
    run.automa = SCY_SIM_RANDOM_FACTION;
    run.level = SCY_AUTOMA;
    run.master = 16;
    assert_int_equal(am_game_scythe.sim->config_size, sizeof run);
    scy_sim_result a, b;
    assert_int_equal(am_game_scythe.sim->play(&run, 3, &a, &e), AM_OK);
    scy_setup set;
    uint64_t seed = scy_sim_seed(16, 3);
    scy_sim_run_setup(&run, seed, &set);
    assert_int_not_equal(set.faction[1], SCY_NORDIC);
    assert_int_equal(scy_sim_play(seed, &set, &run.sim, &b, &e), AM_OK);
    assert_memory_equal(&a, &b, sizeof a);
    /* Expeditions: game 2 = exp_sim_game's game 2 */
    exp_sim_config *ec = calloc(1, sizeof *ec);
    assert_non_null(ec);
    exp_progress p;
    assert_int_equal(exp_progress_builtin(2, &p, &e), AM_OK);
    exp_state_init(&ec->setup, &p, NULL, 0, 5);
    ec->human = EXP_SIM_HUMAN_RANDOM;
    ec->seed = 9;
    exp_sim_game_result ea, eb;
    assert_int_equal(am_game_expeditions.sim->play(ec, 2, &ea, &e), AM_OK);
    assert_int_equal(exp_sim_game(&ec->setup.progress, ec->setup.cards, ec->setup.ncards, ec->setup.glory_adjust,
                                  EXP_SIM_HUMAN_RANDOM, 9, 2, 0, &eb, &e), AM_OK);
    assert_memory_equal(&ea, &eb, sizeof ea);
    free(ec);
    /* Automata: a whole game of two bots, every action counted */
    atm_sim_config *ac = calloc(1, sizeof *ac);
    assert_non_null(ac);
    ac->rules = *atm_rules_default();
    ac->np = 2;
    ac->seats[0] = ATM_BOT_GREEDY;
    ac->seats[1] = ATM_BOT_RANDOM;
    ac->budget = -1;
    ac->check = 1;
    ac->seed = 7;
    atm_sim_result ar;
    assert_int_equal(am_game_automata.sim->play(ac, 0, &ar, &e), AM_OK);
    long acts = 0;
    for (int q = 0; q < 2; q++)
        for (int k = 0; k < ATM_SIM_ACTS; k++) acts += ar.actions[q][k];
    assert_true(ar.steps > 0 && acts == (long)ar.steps && ar.winners != 0);
    assert_string_equal(atm_sim_act_name(ATM_SIM_FORFEIT), "forfeit");
    free(ac);
}

/* Every kind the library lists (a fourth game too) is created, saved, loaded, saved again to the
 * same text, checked, viewed and listed through its descriptor and the JSON API, from its
 * create_example; a text of the kind loads through the store-free per-game layer. */
static void test_every_kind_round_trips(void **state)
{
    (void)state;
    am_api_memstore *m = am_api_memstore_new(5);
    am_api_store st;
    am_api_memstore_store(m, &st);
    for (int i = 0; am_game_kinds[i]; i++) {
        const am_game_kind *k = am_game_kinds[i];
        assert_non_null(k->create_example);
        json_t *req = json_loads(k->create_example, 0, NULL);
        assert_non_null(req);
        json_object_set_new(req, "kind", json_string(k->name));
        json_object_set_new(req, "name", json_string(k->name));
        char *body = json_dumps(req, JSON_COMPACT);
        json_decref(req);
        am_api_answer a = ask(&st, "POST", "/games", body);
        if (a.status != 200) fail_msg("%s: create: %s", k->name, a.body);
        am_api_answer_free(&a);
        free(body);
        const char *text = am_api_memstore_get(m, k->name, NULL, NULL);
        assert_non_null(text);
        assert_ptr_equal(am_game_kind_of(text), k);
        void *s = calloc(1, k->size);
        am_err e;
        if (k->from_json(s, text, &e) != AM_OK) fail_msg("%s: load: %s", k->name, e.msg);
        if (k->check(s, &e) != AM_OK) fail_msg("%s: check: %s", k->name, e.msg);
        am_buf b = {0};
        k->to_json(s, &b);
        assert_string_equal(b.data, text);   /* saved again: the same text */
        am_buf_free(&b);
        free(s);
        char path[64];
        snprintf(path, sizeof path, "/games/%s", k->name);
        a = ask(&st, "GET", path, NULL);
        assert_int_equal(a.status, 200);
        am_api_answer_free(&a);
        assert_int_equal(am_api_game_view(text, NULL, &a), AM_OK);
        assert_int_equal(a.status, 200);
        am_api_answer_free(&a);
    }
    am_api_answer a = ask(&st, "GET", "/games", NULL);
    for (int i = 0; am_game_kinds[i]; i++) {
        char want[64];
        snprintf(want, sizeof want, "\"name\":\"%s\",\"kind\":\"%s\"", am_game_kinds[i]->name, am_game_kinds[i]->name);
        assert_non_null(strstr(a.body, want));
    }
    am_api_answer_free(&a);
    am_api_memstore_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_session_in_memory),
        cmocka_unit_test(test_per_game_layer),
        cmocka_unit_test(test_scythe_wayfare_reach_and_move),
        cmocka_unit_test(test_history_follows_the_stored_version),
        cmocka_unit_test(test_default_level_follows_the_history),
        cmocka_unit_test(test_descriptors),
        cmocka_unit_test(test_descriptor_simulators),
        cmocka_unit_test(test_every_kind_round_trips),
    };
    return cmocka_run_group_tests_name("api", tests, NULL, NULL);
}
