/* The table of the human's Scythe actions (the library's rows, automa/scy_actions.h; the terminal's
 * reading of them, src/cli/scythe_cmd.c, compiled in here): every row has its handler, help, one-shot
 * summary, completion and JSON fields, is found by its name, and its handler is the one that
 * records that action (issue 22: "command tables that carry their handler"); the words and the JSON
 * request of an action end in the same game (issue 26 item 4: one handler for both parsers). The
 * companion's any-time commands are checked from outside in tests/cli/scythe_commands.sh. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/api.h"
#include "automa/scythe.h"
#include "../src/cli/scythe_cmd.c"

/* Nordic (human, player 0) against the Crimean Automa. */
static void new_game(scy_game *g)
{
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    s.nplayers = 2;
    s.faction[0] = SCY_NORDIC;
    s.faction[1] = SCY_CRIMEA;
    s.automa[1] = 1;
    s.level[1] = SCY_AUTOMA;
    s.seed = 7;
    am_err e;
    assert_int_equal(scy_game_new(g, &s, &e), AM_OK);
    g->current = 0;
}

static int count_words(const char *s)
{
    int n = 0;
    for (const char *p = s; *p; p++)
        if (*p != ' ' && (p == s || p[-1] == ' ')) n++;
    return n;
}

/* Each row: a name found by scy_action_find, its own handler (no two rows share one), a help
 * and a summary, as many argument words in `args` as nargs, a completion kind for each of them. */
static void test_every_row_is_whole(void **st)
{
    (void)st;
    int rows = 0;
    for (const scy_action *a = scy_actions; a->name; a++, rows++) {
        assert_ptr_equal(scy_action_find(a->name), a);
        assert_non_null(a->run);
        assert_true(a->help && a->help[0]);
        assert_true(a->summary && a->summary[0]);
        assert_int_equal(count_words(a->args), a->nargs);
        assert_true(a->nargs <= 3);
        for (int i = 0; i < 3; i++) assert_true(i < a->nargs ? a->arg[i] != SCY_ARG_NONE && a->key[i] : a->arg[i] == SCY_ARG_NONE && !a->key[i]);
        for (const scy_action *b = scy_actions; b != a; b++) {
            assert_string_not_equal(a->name, b->name);
            assert_ptr_not_equal(a->run, b->run);
        }
    }
    assert_int_equal(rows, 14);
}

/* "unknown action" names every row; a wrong number of words gives that row's usage. */
static void test_unknown_action_lists_every_row_and_usage_is_the_rows(void **st)
{
    (void)st;
    scy_game g;
    new_game(&g);
    am_err e;
    am_buf out = {0};
    const char *w[5] = {"fly", "x", "y", "z", "q"};
    assert_int_equal(scythe_action_apply(&g, 1, w, 0, &out, &e), AM_EUSAGE);
    am_err unknown = e;
    for (const scy_action *a = scy_actions; a->name; a++) {
        char name[40];
        snprintf(name, sizeof name, "%s%s", a->name, a[1].name ? "," : ")");
        assert_non_null(strstr(unknown.msg, name));
        w[0] = a->name;
        assert_int_equal(scythe_action_apply(&g, a->nargs + 2, w, 0, &out, &e), AM_EUSAGE);
        char usage[160];
        if (a->nargs) snprintf(usage, sizeof usage, "usage: %s %s", a->name, a->args);
        else snprintf(usage, sizeof usage, "%s takes no arguments", a->name);
        assert_string_equal(e.msg, usage);
    }
    assert_null(out.data);
}

/* The handler of each row records its own action: a legal line per row and the sentence it says. */
static void test_each_row_runs_its_own_handler(void **st)
{
    (void)st;
    static const struct {
        const char *line, *says;
    } cases[] = {
        {"set power 5", "Your power: 5."},
        {"resources D5 +3", "D5: 3 resource(s)."},
        {"recruit coin", "ongoing bonus coin"},
        {"tile in-a-row", "Structure bonus tile"},
        {"unlock 1", "Mech ability unlocked: "},
        {"move character nordic A5", "Moved your character"},
        {"deploy mech A5", NULL},   /* (filled below: the territory of a Nordic worker) */
        {"build mill A5", NULL},
        {"unbuild mill", "is taken back"},
        {"encounter A5", NULL},
        {"factory", "Factory card taken."},
        {"trap A5 power", "trap"},   /* refused: Nordic has no traps; the library says so */
        {"flag A5", "flag"},         /* refused: Nordic has no flags */
        {"done", "Your turn is over."},
    };
    scy_game g;
    new_game(&g);
    int worker = g.p[0].unit[SCY_U_WORKER0];
    char terr[8];
    snprintf(terr, sizeof terr, "%s", scy_pos_name(worker));
    unsigned seen = 0;
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char line[64], *words[6];
        const char *w[6];
        snprintf(line, sizeof line, "%s", cases[i].line);
        int n = 0;
        for (char *sv = NULL, *t = strtok_r(line, " ", &sv); t && n < 6; t = strtok_r(NULL, " ", &sv)) words[n++] = t;
        for (int k = 0; k < n; k++) w[k] = strcmp(words[k], "A5") == 0 && cases[i].says == NULL ? terr : words[k];
        const scy_action *a = scy_action_find(w[0]);
        assert_non_null(a);
        seen |= 1u << (a - scy_actions);
        if (strcmp(w[0], "factory") == 0) g.p[0].unit[SCY_U_CHARACTER] = (int8_t)scy_factory;
        am_err e;
        am_buf out = {0};
        e.msg[0] = '\0';
        int rc = scythe_action_apply(&g, n, w, 0, &out, &e);
        const char *text = rc == AM_OK ? (out.data ? out.data : "") : e.msg;
        if (strcmp(w[0], "encounter") == 0) {
            /* a worker's territory holds no encounter token here: the encounter's own refusal */
            assert_int_not_equal(rc, AM_OK);
            assert_non_null(strstr(text, "encounter"));
        } else if (strcmp(w[0], "deploy") == 0 || strcmp(w[0], "build") == 0) {
            if (rc != AM_OK) fail_msg("%s: %s", cases[i].line, text);
            assert_non_null(strstr(text, strcmp(w[0], "deploy") == 0 ? "Deployed your mech on " : "Built your Mill on "));
        } else {
            if (!strstr(text, cases[i].says)) fail_msg("'%s' said '%s', expected '%s'", cases[i].line, text, cases[i].says);
        }
        am_buf_free(&out);
    }
    assert_int_equal(seen, (1u << 14) - 1);   /* every row tried */
}

static int has(const char **c, int n, const char *s)
{
    for (int i = 0; i < n; i++)
        if (strcmp(c[i], s) == 0) return 1;
    return 0;
}

/* Completion: what each row's words say, from the game (units, places, abilities, names). */
static void test_completion_follows_the_rows(void **st)
{
    (void)st;
    scy_game g;
    new_game(&g);
    const char *c[128];
    const char *w[4] = {"move", "worker", "", ""};
    int n = scythe_action_complete(&g, w, 1, c, 128);
    assert_int_equal(n, 3);
    assert_true(has(c, n, "character") && has(c, n, "mech") && has(c, n, "worker"));
    const char *wt = scy_pos_name(g.p[0].unit[SCY_U_WORKER0]);
    n = scythe_action_complete(&g, w, 2, c, 128);
    assert_true(has(c, n, wt));
    w[1] = "character";
    n = scythe_action_complete(&g, w, 2, c, 128);
    assert_int_equal(n, 1);
    assert_string_equal(c[0], "nordic");
    w[2] = "nordic";
    n = scythe_action_complete(&g, w, 3, c, 128);
    assert_true(n > 0 && has(c, n, "A5"));
    w[0] = "deploy";
    assert_int_equal(scythe_action_complete(&g, w, 1, c, 128), 2);
    n = scythe_action_complete(&g, w, 2, c, 128);
    assert_true(has(c, n, wt) && !has(c, n, "E4"));
    w[0] = "set";
    assert_int_equal(scythe_action_complete(&g, w, 1, c, 128), SCY_NSTATS);
    assert_int_equal(scythe_action_complete(&g, w, 2, c, 128), 0);   /* a number */
    w[0] = "unlock";
    n = scythe_action_complete(&g, w, 1, c, 128);
    assert_int_equal(n, 4);
    assert_string_equal(c[0], scy_factions[SCY_NORDIC].mech_ability_name[0]);
    w[0] = "build";
    assert_true(has(c, scythe_action_complete(&g, w, 1, c, 128), "monument"));
    w[0] = "tile";
    assert_true(has(c, scythe_action_complete(&g, w, 1, c, 128), "in-a-row"));
    w[0] = "trap";
    assert_true(has(c, scythe_action_complete(&g, w, 2, c, 128), "cards"));
    w[0] = "recruit";
    assert_true(has(c, scythe_action_complete(&g, w, 1, c, 128), "combat-card"));
    w[0] = "encounter";
    assert_int_equal(scythe_action_complete(&g, w, 1, c, 128), SCY_NTERR);
    w[0] = "done";
    assert_int_equal(scythe_action_complete(&g, w, 1, c, 128), 0);
    w[0] = "undo";   /* not an action: the caller offers its own words */
    assert_int_equal(scythe_action_complete(&g, w, 1, c, 128), -1);
    /* every row whose first word is a kind offers something */
    for (const scy_action *a = scy_actions; a->name; a++) {
        w[0] = a->name;
        if (a->nargs && a->arg[0] != SCY_ARG_NONE) assert_true(scythe_action_complete(&g, w, 1, c, 128) > 0);
    }
}

/* One handler for both parsers: each action typed as words (the terminal) and sent as its JSON
 * request (the API's per-game layer) ends in the same game. */
static void test_words_and_json_end_in_the_same_game(void **st)
{
    (void)st;
    scy_game g;
    new_game(&g);
    const char *wt = scy_pos_name(g.p[0].unit[SCY_U_WORKER0]);
    char lines[9][64], json[9][160];
    snprintf(lines[0], 64, "set coins 7"), snprintf(json[0], 160, "{\"action\": \"set\", \"stat\": \"coins\", \"value\": 7}");
    snprintf(lines[1], 64, "resources D5 3"),
        snprintf(json[1], 160, "{\"action\": \"resources\", \"territory\": \"D5\", \"count\": 3}");
    snprintf(lines[2], 64, "recruit coin"), snprintf(json[2], 160, "{\"action\": \"recruit\", \"recruit\": \"coin\"}");
    snprintf(lines[3], 64, "unlock 2"), snprintf(json[3], 160, "{\"action\": \"unlock\", \"ability\": 1}");
    snprintf(lines[4], 64, "tile in-a-row"), snprintf(json[4], 160, "{\"action\": \"tile\", \"tile\": \"in-a-row\"}");
    snprintf(lines[5], 64, "deploy mech %s", wt),
        snprintf(json[5], 160, "{\"action\": \"deploy\", \"unit\": \"mech\", \"territory\": \"%s\"}", wt);
    snprintf(lines[6], 64, "build mill %s", wt),
        snprintf(json[6], 160, "{\"action\": \"build\", \"structure\": \"mill\", \"territory\": \"%s\"}", wt);
    snprintf(lines[7], 64, "move character nordic A5"),
        snprintf(json[7], 160, "{\"action\": \"move\", \"unit\": \"character\", \"from\": \"nordic\", \"to\": \"A5\"}");
    snprintf(lines[8], 64, "done"), snprintf(json[8], 160, "{\"action\": \"done\"}");
    am_buf b = {0};
    scy_game_to_json(&g, &b);
    char *text = b.data;
    for (int i = 0; i < 9; i++) {
        char *words[6];
        int n = 0;
        for (char *sv = NULL, *t = strtok_r(lines[i], " ", &sv); t && n < 6; t = strtok_r(NULL, " ", &sv)) words[n++] = t;
        am_err e;
        am_buf out = {0};
        if (scythe_action_apply(&g, n, (const char *const *)words, 0, &out, &e) != AM_OK) fail_msg("%s: %s", words[0], e.msg);
        am_buf_free(&out);
        char *next = NULL;
        am_api_answer ans = {0, NULL};
        assert_int_equal(am_api_game_action(text, json[i], &next, &ans), AM_OK);
        if (ans.status != 200 || !next) fail_msg("%s: %u %s", json[i], ans.status, ans.body ? ans.body : "");
        am_api_answer_free(&ans);
        am_buf w = {0};
        scy_game_to_json(&g, &w);
        if (strcmp(w.data, next) != 0) fail_msg("'%s ...' and %s end in different games", words[0], json[i]);
        am_buf_free(&w);
        free(text);
        text = next;
    }
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_row_is_whole),
        cmocka_unit_test(test_unknown_action_lists_every_row_and_usage_is_the_rows),
        cmocka_unit_test(test_each_row_runs_its_own_handler),
        cmocka_unit_test(test_completion_follows_the_rows),
        cmocka_unit_test(test_words_and_json_end_in_the_same_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
