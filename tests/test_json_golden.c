/*
 * The writers' bytes (issue 22, docs/json-tables.md): each file of tests/golden/json/ (scythe-*,
 * expeditions-*, automata-*: games as the program writes them) is loaded and written again by the
 * library, and the text must equal the file byte for byte. The field tables decide which keys are
 * written, in which order and how, and what is read back: a row moved, a group wrong, a field not
 * read or not written shows here as a changed file. The files were written by the code before the
 * tables (main c73dc2d) from the fuzz corpora, the page's fixtures and played games (several
 * players, shared deck, simulated combat, traps, flags, structures, custom tables, a pending
 * combat, a suspended turn, the kept report; Expeditions gaps, reveals, custom cards, the end).
 * To accept a deliberate format change: AUTOMA_GOLDEN_WRITE=1 build/tests/test_json_golden
 * rewrites them; say why in the commit.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/automata.h"
#include "automa/expeditions.h"
#include "automa/scythe.h"

enum { G_SCYTHE, G_EXPEDITIONS, G_AUTOMATA };
#define GOLDEN_DIR "tests/golden/json"

static char *read_text(const char *path)
{
    char *text = NULL;
    am_err e;
    if (am_file_read(path, 1 << 22, &text, NULL, &e) != AM_OK) fail_msg("%s (tests run from the repository root)", e.msg);
    return text;
}

/* The library's text of the game in `text` (malloc'ed). */
static char *rewrite(int kind, const char *text, const char *input)
{
    am_err e;
    char *out = NULL;
    if (kind == G_SCYTHE) {
        scy_game *g = malloc(sizeof *g);
        assert_non_null(g);
        if (scy_game_from_json(g, text, &e) != AM_OK) fail_msg("%s: %s", input, e.msg);
        am_buf b = {0};
        scy_game_to_json(g, &b);
        assert_false(b.oom);
        out = b.data;
        free(g);
    } else if (kind == G_EXPEDITIONS) {
        exp_state *s = malloc(sizeof *s);
        assert_non_null(s);
        if (exp_state_from_json(s, text, &e) != AM_OK) fail_msg("%s: %s", input, e.msg);
        am_buf b = {0};
        exp_state_to_json(s, &b);
        assert_false(b.oom);
        out = b.data;
        free(s);
    } else {
        atm_game *g = malloc(sizeof *g);
        assert_non_null(g);
        if (atm_game_from_json(g, text, &e) != AM_OK) fail_msg("%s: %s", input, e.msg);
        am_buf b = {0};
        atm_game_to_json(g, &b);
        assert_false(b.oom);
        out = b.data;
        free(g);
    }
    assert_non_null(out);
    return out;
}

static void test_written_files_match_their_goldens(void **st)
{
    (void)st;
    int write = getenv("AUTOMA_GOLDEN_WRITE") != NULL, n = 0;
    DIR *d = opendir(GOLDEN_DIR);
    if (!d) fail_msg("cannot open %s (tests run from the repository root)", GOLDEN_DIR);
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        const char *name = de->d_name;
        int kind = strncmp(name, "scythe-", 7) == 0        ? G_SCYTHE
                   : strncmp(name, "expeditions-", 12) == 0 ? G_EXPEDITIONS
                   : strncmp(name, "automata-", 9) == 0     ? G_AUTOMATA
                                                            : -1;
        if (kind < 0) continue;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", GOLDEN_DIR, name);
        char *want = read_text(path);
        char *out = rewrite(kind, want, path);
        if (write && strcmp(want, out) != 0) {
            am_err e;
            assert_int_equal(am_file_write_atomic(path, out, strlen(out), &e), AM_OK);
        } else if (strcmp(want, out) != 0) {
            size_t k = 0;
            while (want[k] && want[k] == out[k]) k++;
            fail_msg("%s written again differs at byte %zu: ...%.60s... instead of ...%.60s...", path, k, out + k,
                     want + k);
        }
        free(out);
        free(want);
        n++;
    }
    closedir(d);
    assert_true(n >= 20);   /* the folder is there and holds the games */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_written_files_match_their_goldens),
    };
    return cmocka_run_group_tests_name("json_golden", tests, NULL, NULL);
}
