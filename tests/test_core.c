/* Unit tests of src/core: RNG (published PCG32 vectors), sets, files, helpers. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "automa/core.h"
#include "automa/json.h"

/* pcg-random.org "Using PCG-C-Basic" / pcg32-demo, round 1: srandom(42, 54). */
static void test_pcg32_reference_vector(void **st)
{
    (void)st;
    static const uint32_t expect[6] = {0xa15c02b7u, 0x7b47f409u, 0xba1d3330u,
                                       0x83d2f293u, 0xbfa4784bu, 0xcbed606eu};
    am_rng r;
    am_rng_seed(&r, 42u, 54u);
    for (int i = 0; i < 6; i++) assert_int_equal(am_rng_next(&r), expect[i]);
    /* the same demo continues with 65 coin flips and 33 dice rolls (pcg32_boundedrand_r) */
    const char *coins = "HHTTTHTHHHTHTTTHHHHHTTTHHHTHTHTHTTHTTTHHHHHHTTTTHHTTTTTHTTTTTTTHT";
    for (size_t i = 0; i < strlen(coins); i++)
        assert_int_equal(am_rng_below(&r, 2) ? 'H' : 'T', coins[i]);
    static const int rolls[33] = {3, 4, 1, 1, 2, 2, 3, 2, 4, 3, 2, 4, 3, 3, 5, 2, 3,
                                  1, 3, 1, 5, 1, 4, 1, 5, 6, 4, 6, 6, 2, 6, 3, 3};
    for (int i = 0; i < 33; i++) assert_int_equal((int)am_rng_below(&r, 6) + 1, rolls[i]);
}

/* SplitMix64 reference: first output for seed 1234567. */
static void test_splitmix64_reference(void **st)
{
    (void)st;
    uint64_t x = 1234567u;
    assert_true(am_splitmix64(&x) == 6457827717110365317ULL);
}

static void test_rng_below_range_and_uniformity(void **st)
{
    (void)st;
    am_rng r;
    am_rng_seed(&r, 7, 1);
    int count[7] = {0};
    for (int i = 0; i < 70000; i++) {
        uint32_t v = am_rng_below(&r, 7);
        assert_true(v < 7);
        count[v]++;
    }
    for (int i = 0; i < 7; i++) assert_in_range(count[i], 9400, 10600);
    assert_int_equal(am_rng_below(&r, 1), 0);
    assert_int_equal(am_rng_below(&r, 0), 0);
}

static void test_shuffle_is_permutation_and_reproducible(void **st)
{
    (void)st;
    int a[19], b[19];
    for (int i = 0; i < 19; i++) a[i] = b[i] = i + 1;
    am_rng r1, r2;
    am_rng_seed(&r1, 99, 3);
    am_rng_seed(&r2, 99, 3);
    am_rng_shuffle(&r1, a, 19, sizeof a[0]);
    am_rng_shuffle(&r2, b, 19, sizeof b[0]);
    assert_memory_equal(a, b, sizeof a);
    int seen[20] = {0};
    for (int i = 0; i < 19; i++) seen[a[i]]++;
    for (int i = 1; i <= 19; i++) assert_int_equal(seen[i], 1);
    /* every position receives every value over many shuffles (no fixed points forced) */
    int firsts[20] = {0};
    for (int k = 0; k < 2000; k++) {
        for (int i = 0; i < 19; i++) a[i] = i + 1;
        am_rng_shuffle(&r1, a, 19, sizeof a[0]);
        firsts[a[0]]++;
    }
    for (int i = 1; i <= 19; i++) assert_true(firsts[i] > 50);
}

static void test_sets(void **st)
{
    (void)st;
    am_set s = AM_SET_EMPTY;
    s = am_set_add(s, 46);
    s = am_set_add(s, 0);
    s = am_set_add(s, 13);
    assert_int_equal(am_set_count(s), 3);
    assert_true(am_set_has(s, 13));
    assert_false(am_set_has(s, 12));
    int order[3], n = 0;
    AM_SET_FOREACH(i, s) order[n++] = i;
    assert_int_equal(n, 3);
    assert_int_equal(order[0], 0);
    assert_int_equal(order[1], 13);
    assert_int_equal(order[2], 46);
    s = am_set_remove(s, 13);
    assert_int_equal(am_set_count(s), 2);
    assert_int_equal(am_set_first(AM_SET_EMPTY), -1);
    assert_int_equal(am_set_next(am_set_bit(63), 62), 63);
    assert_int_equal(am_set_next(am_set_bit(63), 63), -1);
}

static void test_errors_name_the_problem(void **st)
{
    (void)st;
    am_err e;
    am_err_clear(&e);
    assert_int_equal(am_fail(&e, AM_EDATA, "board: unknown territory '%s'", "Z9"), AM_EDATA);
    assert_string_equal(e.msg, "board: unknown territory 'Z9'");
    assert_int_equal(am_fail(NULL, AM_EUSAGE, "x"), AM_EUSAGE);
}

/* Issue 22: each code has a name (what a log or a test prints); anything else is "unknown". */
static void test_error_code_names(void **st)
{
    (void)st;
    assert_string_equal(am_err_name(AM_OK), "ok");
    assert_string_equal(am_err_name(AM_EDATA), "data");
    assert_string_equal(am_err_name(AM_EUSAGE), "usage");
    assert_string_equal(am_err_name(AM_EIO), "io");
    assert_string_equal(am_err_name(AM_ESTATE), "state");
    assert_string_equal(am_err_name(5), "unknown");
    assert_string_equal(am_err_name(-1), "unknown");
}

/* am_buf_take: a writer's malloc'd text appended and freed; NULL (its allocation failed) marks
 * the buffer out of memory instead of losing the failure. */
static void test_buf_take(void **st)
{
    (void)st;
    am_buf b = {0};
    am_buf_puts(&b, "a");
    am_buf_take(&b, strdup("bc"));
    assert_string_equal(b.data, "abc");
    assert_false(b.oom);
    am_buf_take(&b, NULL);
    assert_true(b.oom);
    am_buf_free(&b);
}

static void test_atomic_write_and_read(void **st)
{
    (void)st;
    char dir[] = "/tmp/automa-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/game.json", dir);
    am_err e;
    assert_int_equal(am_file_write_atomic(path, "first", 5, &e), AM_OK);
    assert_int_equal(am_file_write_atomic(path, "second", 6, &e), AM_OK);
    char *data = NULL;
    size_t len = 0;
    assert_int_equal(am_file_read(path, 1024, &data, &len, &e), AM_OK);
    assert_int_equal(len, 6);
    assert_string_equal(data, "second");
    free(data);
    /* a size limit is an error naming the file */
    assert_int_equal(am_file_read(path, 3, &data, &len, &e), AM_EDATA);
    assert_non_null(strstr(e.msg, "game.json"));
    /* a NUL byte: not a text file */
    assert_int_equal(am_file_write_atomic(path, "ab\0cd", 5, &e), AM_OK);
    assert_int_equal(am_file_read(path, 1024, &data, &len, &e), AM_EDATA);
    assert_non_null(strstr(e.msg, "NUL"));
    assert_null(data);
    /* a missing file: clear error */
    char missing[300];
    snprintf(missing, sizeof missing, "%s/nope.json", dir);
    assert_int_equal(am_file_read(missing, 1024, &data, &len, &e), AM_EIO);
    assert_non_null(strstr(e.msg, "nope.json"));
    /* unwritable target folder: error, old file untouched, no temp files left */
    char bad[300];
    snprintf(bad, sizeof bad, "%s/no/such/dir/x.json", dir);
    assert_int_equal(am_file_write_atomic(bad, "x", 1, &e), AM_EIO);
    /* the folder holds exactly the one file */
    char cmd[400];
    snprintf(cmd, sizeof cmd, "test $(ls -A %s | wc -l) -eq 1", dir);
    assert_int_equal(system(cmd), 0);
    unlink(path);
    rmdir(dir);
}

static void test_write_to_full_disk_fails_cleanly(void **st)
{
    (void)st;
    /* /dev/full: the rename target is a device in /dev, which we cannot replace; the write into a
     * temp file in /dev is refused.  Either way the call must fail with a message, not crash. */
    am_err e;
    am_err_clear(&e);
    int rc = am_file_write_atomic("/dev/full", "data", 4, &e);
    assert_int_not_equal(rc, AM_OK);
    assert_non_null(strstr(e.msg, "/dev/full"));
}

static void test_parse_int(void **st)
{
    (void)st;
    long v;
    assert_int_equal(am_parse_int("42", 0, 100, &v), 0);
    assert_int_equal(v, 42);
    assert_int_equal(am_parse_int("-3", -5, 5, &v), 0);
    assert_int_equal(v, -3);
    assert_int_not_equal(am_parse_int("101", 0, 100, &v), 0);
    assert_int_not_equal(am_parse_int("4x", 0, 100, &v), 0);
    assert_int_not_equal(am_parse_int("", 0, 100, &v), 0);
    assert_int_not_equal(am_parse_int(NULL, 0, 100, &v), 0);
}

static void test_buf(void **st)
{
    (void)st;
    am_buf b = {0};
    for (int i = 0; i < 1000; i++) am_buf_printf(&b, "%d,", i);
    am_buf_puts(&b, "end");
    assert_false(b.oom);
    assert_non_null(strstr(b.data, "999,end"));
    assert_int_equal(b.len, strlen(b.data));
    am_buf_free(&b);
}

static void test_json_dump_compact_arrays(void **st)
{
    (void)st;
    json_error_t je;
    json_t *v = json_loads("{\"a\": [1, 2, 3], \"s\": [\"x, y\", \"q\\\"[{\"], \"o\": [{\"k\": [4]}], \"e\": []}", 0, &je);
    assert_non_null(v);
    char *t = am_json_dumps(v);
    assert_non_null(t);
    assert_non_null(strstr(t, "\"a\": [1, 2, 3]"));
    assert_non_null(strstr(t, "\"s\": [\"x, y\", \"q\\\"[{\"]"));  /* strings kept as they are */
    assert_non_null(strstr(t, "\"k\": [4]"));
    assert_non_null(strstr(t, "\"e\": []"));
    assert_int_equal(t[strlen(t) - 1], '\n');
    /* the compact text is the same JSON */
    json_t *back = json_loads(t, 0, &je);
    assert_non_null(back);
    assert_true(json_equal(v, back));
    json_decref(back);
    free(t);
    am_err e;
    static const char *const allowed[] = {"a", "s", "o", NULL};
    assert_int_equal(am_json_check_keys(v, "top", allowed, &e), AM_EDATA);
    assert_string_equal(e.msg, "top.e: unknown field");
    json_decref(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pcg32_reference_vector),
        cmocka_unit_test(test_splitmix64_reference),
        cmocka_unit_test(test_rng_below_range_and_uniformity),
        cmocka_unit_test(test_shuffle_is_permutation_and_reproducible),
        cmocka_unit_test(test_sets),
        cmocka_unit_test(test_errors_name_the_problem),
        cmocka_unit_test(test_atomic_write_and_read),
        cmocka_unit_test(test_write_to_full_disk_fails_cleanly),
        cmocka_unit_test(test_parse_int),
        cmocka_unit_test(test_error_code_names),
        cmocka_unit_test(test_buf_take),
        cmocka_unit_test(test_buf),
        cmocka_unit_test(test_json_dump_compact_arrays),
    };
    return cmocka_run_group_tests_name("core", tests, NULL, NULL);
}
