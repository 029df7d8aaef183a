/*
 * Fuzzing regressions (docs/hardening.md): every file of fuzz/regressions/ -- inputs that once
 * crashed a loader or broke a property the fuzzers check -- is fed to every loader, and must give
 * a clean load or a clean error (AM_EDATA with a message). Each file is also replayed through
 * the four fuzz targets' own bodies (fuzz/fuzz_*.c, included below), so the same properties hold
 * here as under libFuzzer: a loaded game passes its check, save -> load -> save gives the same
 * text, one Automa turn keeps it valid. A broken property aborts with its name; run the fuzz
 * target on the folder (build-fuzz/fuzz_NAME fuzz/regressions) to see which file.
 *
 * The seed corpora (fuzz/corpus/) are replayed too, and each seed must still load: they are
 * valid files of the current formats (but for seeds named "invalid-*").
 *
 * Paths are relative to the repository root (where `make check` runs the tests).
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

#include "automa/expeditions.h"
#include "automa/scythe.h"

/* The fuzz targets' bodies, under distinct names. */
#define LLVMFuzzerTestOneInput fuzz_one_scythe_state
#include "../fuzz/fuzz_scythe_state.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_one_scythe_cards
#include "../fuzz/fuzz_scythe_cards.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_one_expeditions_state
#include "../fuzz/fuzz_expeditions_state.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_one_expeditions_progress
#include "../fuzz/fuzz_expeditions_progress.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_one_companion_line
#include "../fuzz/fuzz_companion_line.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_one_automata_loaders
#include "../fuzz/fuzz_automata_loaders.c"
#undef LLVMFuzzerTestOneInput

#define REPLAY_MAX_BYTES (4u << 20)
#define MAX_FILES 512

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The regular files of dir, sorted; *n gets the count. Free with free_names. */
static char **list_files(const char *dir, int *n)
{
    char **names = calloc(MAX_FILES, sizeof *names);
    assert_non_null(names);
    *n = 0;
    DIR *d = opendir(dir);
    if (!d) fail_msg("cannot open %s (tests run from the repository root)", dir);
    struct dirent *e;
    while ((e = readdir(d)) != NULL && *n < MAX_FILES) {
        if (e->d_name[0] == '.') continue;
        size_t l = strlen(dir) + strlen(e->d_name) + 2;
        names[*n] = malloc(l);
        assert_non_null(names[*n]);
        snprintf(names[*n], l, "%s/%s", dir, e->d_name);
        (*n)++;
    }
    closedir(d);
    qsort(names, (size_t)*n, sizeof *names, cmp_names);
    return names;
}

static void free_names(char **names, int n)
{
    for (int i = 0; i < n; i++) free(names[i]);
    free(names);
}

static char *read_input(const char *path, size_t *len)
{
    char *text = NULL;
    am_err e;
    if (am_file_read(path, REPLAY_MAX_BYTES, &text, len, &e) != AM_OK) fail_msg("%s", e.msg);
    return text;
}

/* A loader's answer is clean: AM_OK, or AM_EDATA with a message. */
static void expect_clean(const char *path, const char *loader, int rc, const am_err *e)
{
    if (rc == AM_OK) return;
    if (rc != AM_EDATA) fail_msg("%s: %s returned %d, not AM_EDATA", path, loader, rc);
    if (e->code != AM_EDATA || e->msg[0] == '\0') fail_msg("%s: %s failed without a message", path, loader);
}

/* Every loader on one text; returns a bit per loader that accepted it
 * (1 scythe game, 2 card table, 4 trackers, 8 expeditions game, 16 progress card, 32 exp cards). */
static int feed_loaders(const char *path, const char *text)
{
    int ok = 0, rc;
    am_err e;
    scy_game *g = malloc(sizeof *g);
    exp_state *s = malloc(sizeof *s);
    assert_non_null(g);
    assert_non_null(s);
    scy_card cards[SCY_NCARDS];
    scy_tracker tr[SCY_NLEVELS];
    exp_progress p;
    exp_card ec[EXP_MAX_CARDS];
    int n;

    am_err_clear(&e);
    rc = scy_game_from_json(g, text, &e);
    expect_clean(path, "scy_game_from_json", rc, &e);
    if (rc == AM_OK) {
        ok |= 1;
        if (scy_game_check(g, &e) != AM_OK) fail_msg("%s: loaded, but scy_game_check: %s", path, e.msg);
    }
    am_err_clear(&e);
    rc = scy_cards_parse(text, cards, &e);
    expect_clean(path, "scy_cards_parse", rc, &e);
    if (rc == AM_OK) ok |= 2;
    am_err_clear(&e);
    rc = scy_trackers_parse(text, tr, &e);
    expect_clean(path, "scy_trackers_parse", rc, &e);
    if (rc == AM_OK) ok |= 4;
    am_err_clear(&e);
    rc = exp_state_from_json(s, text, &e);
    expect_clean(path, "exp_state_from_json", rc, &e);
    if (rc == AM_OK) {
        ok |= 8;
        if (exp_state_check(s, &e) != AM_OK) fail_msg("%s: loaded, but exp_state_check: %s", path, e.msg);
    }
    am_err_clear(&e);
    rc = exp_progress_from_json(&p, text, &e);
    expect_clean(path, "exp_progress_from_json", rc, &e);
    if (rc == AM_OK) ok |= 16;
    am_err_clear(&e);
    rc = exp_cards_from_json(ec, &n, text, &e);
    expect_clean(path, "exp_cards_from_json", rc, &e);
    if (rc == AM_OK) ok |= 32;
    free(g);
    free(s);
    return ok;
}

static void replay(const char *path, const char *text, size_t len)
{
    const uint8_t *d = (const uint8_t *)text;
    fuzz_one_scythe_state(d, len);
    fuzz_one_scythe_cards(d, len);
    fuzz_one_expeditions_state(d, len);
    fuzz_one_expeditions_progress(d, len);
    fuzz_one_companion_line(d, len);
    fuzz_one_automata_loaders(d, len);
    (void)path;
}

/* The corpora of the companion's line and the Automata loaders (docs/hardening.md, issue 15):
 * replayed through their targets (their inputs are not all files of one format). */
static void test_corpus_line_and_automata(void **st)
{
    (void)st;
    static const char *const dirs[2] = {"fuzz/corpus/fuzz_companion_line", "fuzz/corpus/fuzz_automata_loaders"};
    for (int k = 0; k < 2; k++) {
        int n;
        char **files = list_files(dirs[k], &n);
        assert_true(n >= 3);
        for (int i = 0; i < n; i++) {
            size_t len;
            char *text = read_input(files[i], &len);
            if (k == 0) fuzz_one_companion_line((const uint8_t *)text, len);
            else fuzz_one_automata_loaders((const uint8_t *)text, len);
            free(text);
        }
        free_names(files, n);
    }
}

static void test_regression_inputs(void **st)
{
    (void)st;
    int n;
    char **files = list_files("fuzz/regressions", &n);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        size_t len;
        char *text = read_input(files[i], &len);
        feed_loaders(files[i], text);
        replay(files[i], text, len);
        free(text);
    }
    print_message("%d regression inputs replayed\n", n);
    free_names(files, n);
}

/* Each seed of a target's corpus is a valid file for it (mask: loaders of which one must accept),
 * except seeds named "invalid-*", kept on purpose (e.g. a card table of 2 cards). */
static void check_corpus(const char *dir, int mask)
{
    int n;
    char **files = list_files(dir, &n);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        size_t len;
        char *text = read_input(files[i], &len);
        int ok = feed_loaders(files[i], text);
        const char *base = strrchr(files[i], '/') + 1;
        if (strncmp(base, "invalid-", 8) != 0 && !(ok & mask)) fail_msg("%s: seed no longer loads", files[i]);
        replay(files[i], text, len);
        free(text);
    }
    free_names(files, n);
}

static void test_corpus_scythe_state(void **st)
{
    (void)st;
    check_corpus("fuzz/corpus/fuzz_scythe_state", 1);
}

static void test_corpus_scythe_cards(void **st)
{
    (void)st;
    check_corpus("fuzz/corpus/fuzz_scythe_cards", 2 | 4);
}

static void test_corpus_expeditions_state(void **st)
{
    (void)st;
    check_corpus("fuzz/corpus/fuzz_expeditions_state", 8);
}

static void test_corpus_expeditions_progress(void **st)
{
    (void)st;
    check_corpus("fuzz/corpus/fuzz_expeditions_progress", 8 | 16 | 32);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_regression_inputs),
        cmocka_unit_test(test_corpus_line_and_automata),
        cmocka_unit_test(test_corpus_scythe_state),
        cmocka_unit_test(test_corpus_scythe_cards),
        cmocka_unit_test(test_corpus_expeditions_state),
        cmocka_unit_test(test_corpus_expeditions_progress),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
