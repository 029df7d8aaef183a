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
#include "core/json.h"

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

/* The bounded draw against pcg32_boundedrand_r's own form (the threshold 2^32 mod bound computed
 * first, every draw compared with it), on bounds where draws below the bound and rejections,
 * repeated ones too, are frequent: the same values and the same RNG state after each. */
static void test_rng_below_equals_reference(void **st)
{
    (void)st;
    static const uint32_t bounds[] = {2, 3, 7, 1000, 0x40000001u, 0x80000001u, 0xC0000000u, 0xFFFFFFFFu};
    am_rng a, b;
    am_rng_seed(&a, 31, 4);
    am_rng_seed(&b, 31, 4);
    long rejected = 0, twice = 0;
    for (size_t k = 0; k < sizeof bounds / sizeof bounds[0]; k++)
        for (int i = 0; i < 20000; i++) {
            uint32_t bound = bounds[k], threshold = (uint32_t)(-bound) % bound, x;
            int tries = 0;
            while ((x = am_rng_next(&b)) < threshold) tries++;
            rejected += tries > 0;
            twice += tries > 1;
            assert_int_equal(am_rng_below(&a, bound), x % bound);
            assert_memory_equal(&a, &b, sizeof a);
        }
    assert_true(rejected > 1000 && twice > 100);
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

/* ---- field tables (core/json.c): one rule for absent, null, wrong type, range, unknown keys ---- */
typedef struct ft {
    uint8_t u8, flag;
    int8_t i8;
    uint16_t u16;
    int16_t i16;
    int n, b;
} ft;
static const am_json_field ft_fields[] = {
    AM_JSON_ROW("u8", AM_JF_U8, 0, 0, ft, u8, 0, 18),
    AM_JSON_ROW("i8", AM_JF_I8, 0, 0, ft, i8, -2, 2),
    AM_JSON_ROW("one", AM_JF_U16, AM_JF_PLUS1, 0, ft, u16, 1, 2),
    AM_JSON_ROW("i16", AM_JF_I16, 0, 2, ft, i16, -300, 300),
    AM_JSON_ROW("n", AM_JF_INT, AM_JF_REQUIRED, 0, ft, n, 0, 1000000),
    AM_JSON_KEY("hand", 0),
    AM_JSON_ROW("flag", AM_JF_BOOL, 0, 0, ft, flag, 0, 1),
    AM_JSON_ROW("b", AM_JF_BOOLI, 0, 0, ft, b, 0, 1),
    AM_JSON_END,
};

/* Reads text into a struct whose fields hold 7 (the defaults); the status, e filled. */
static int ft_read(const char *text, unsigned groups, ft *out, am_err *e)
{
    json_error_t je;
    json_t *o = json_loads(text, 0, &je);
    assert_non_null(o);
    *out = (ft){7, 1, 7, 6, 7, 7, 1};
    am_err_clear(e);
    int rc = am_json_check_fields(o, "p", ft_fields, e);
    if (!rc) rc = am_json_read_fields(o, "p", ft_fields, groups, out, e);
    json_decref(o);
    return rc;
}

static void test_json_fields_absent_and_null_keep_the_default(void **st)
{
    (void)st;
    ft f;
    am_err e;
    assert_int_equal(ft_read("{\"n\": 5, \"u8\": null, \"flag\": null}", 2, &f, &e), AM_OK);
    assert_int_equal(f.u8, 7);      /* null: kept */
    assert_int_equal(f.flag, 1);
    assert_int_equal(f.i8, 7);      /* absent: kept */
    assert_int_equal(f.u16, 6);
    assert_int_equal(f.n, 5);
    assert_int_equal(f.b, 1);
    assert_int_equal(ft_read("{\"n\": 0, \"u8\": 18, \"i8\": -2, \"one\": 2, \"i16\": -300, \"flag\": false, "
                             "\"b\": false, \"hand\": [1]}", 2, &f, &e), AM_OK);
    assert_int_equal(f.u8, 18);
    assert_int_equal(f.i8, -2);
    assert_int_equal(f.u16, 1);     /* PLUS1: the file's 2 is stored as 1 */
    assert_int_equal(f.i16, -300);
    assert_int_equal(f.n, 0);
    assert_int_equal(f.flag, 0);
    assert_int_equal(f.b, 0);
    /* a row of group 2 is not read when the caller does not select it */
    assert_int_equal(ft_read("{\"n\": 1, \"i16\": 5}", 1, &f, &e), AM_OK);
    assert_int_equal(f.i16, 7);
}

static void test_json_fields_required_wrong_type_and_range_fail(void **st)
{
    (void)st;
    ft f;
    am_err e;
    assert_int_equal(ft_read("{\"u8\": 1}", 0, &f, &e), AM_EDATA);
    assert_string_equal(e.msg, "p.n: missing");
    assert_int_equal(ft_read("{\"n\": null}", 0, &f, &e), AM_EDATA);
    assert_string_equal(e.msg, "p.n: missing");
    assert_int_equal(ft_read("{\"n\": 1, \"u8\": 19}", 0, &f, &e), AM_EDATA);
    assert_string_equal(e.msg, "p.u8: must be a whole number from 0 to 18");
    assert_int_equal(f.u8, 7);      /* nothing stored */
    assert_int_equal(ft_read("{\"n\": 1, \"i8\": -3}", 0, &f, &e), AM_EDATA);
    assert_string_equal(e.msg, "p.i8: must be a whole number from -2 to 2");
    assert_int_equal(ft_read("{\"n\": 1, \"one\": 0}", 0, &f, &e), AM_EDATA);
    assert_string_equal(e.msg, "p.one: must be a whole number from 1 to 2");
    assert_int_equal(ft_read("{\"n\": \"3\"}", 0, &f, &e), AM_EDATA);
    assert_string_equal(e.msg, "p.n: must be a whole number from 0 to 1000000");
    assert_int_equal(ft_read("{\"n\": 1, \"u8\": 1.5}", 0, &f, &e), AM_EDATA);
    assert_int_equal(ft_read("{\"n\": 1, \"flag\": 1}", 0, &f, &e), AM_EDATA);
    assert_string_equal(e.msg, "p.flag: must be true or false");
    assert_int_equal(ft_read("{\"n\": 1, \"b\": \"true\"}", 0, &f, &e), AM_EDATA);
    assert_string_equal(e.msg, "p.b: must be true or false");
    assert_int_equal(ft_read("{\"n\": 1, \"i16\": true}", 2, &f, &e), AM_EDATA);
    assert_string_equal(e.msg, "p.i16: must be a whole number from -300 to 300");
    /* the unknown-key check takes its key list from the rows (hand rows included) */
    assert_int_equal(ft_read("{\"n\": 1, \"hand\": 0, \"nn\": 1}", 0, &f, &e), AM_EDATA);
    assert_string_equal(e.msg, "p.nn: unknown field");
    /* the single-field readers: top level (path "") and the value classifier of the web API */
    json_t *o = json_pack("{s:i, s:n}", "turns", 70000, "x", "");
    long v = 3;
    assert_int_equal(am_json_get_int(o, "", "turns", 0, 65535, 0, &v, &e), AM_EDATA);
    assert_string_equal(e.msg, "turns: must be a whole number from 0 to 65535");
    assert_int_equal(v, 3);
    assert_int_equal(am_json_int_value(json_object_get(o, "x"), 0, 1, &v), AM_JSON_ABSENT);
    assert_int_equal(am_json_int_value(json_object_get(o, "turns"), 0, 70000, &v), AM_JSON_SET);
    assert_int_equal(v, 70000);
    json_decref(o);
}

static void test_json_fields_write_in_table_order(void **st)
{
    (void)st;
    ft f = {18, 1, -2, 1, 300, 1000000, 0};
    json_t *o = json_object();
    am_json_write_fields(o, ft_fields, 1, &f);   /* group 2 (i16) left out */
    json_object_set_new(o, "hand", json_string("by hand"));   /* replaces the placeholder in place */
    char *t = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
    assert_string_equal(t, "{\"u8\":18,\"i8\":-2,\"one\":2,\"n\":1000000,\"hand\":\"by hand\",\"flag\":true,"
                           "\"b\":false}");
    free(t);
    /* what is written reads back to the same struct */
    ft g = {0};
    am_err e;
    assert_int_equal(am_json_read_fields(o, "p", ft_fields, 1, &g, &e), AM_OK);
    assert_int_equal(g.u8, f.u8);
    assert_int_equal(g.flag, f.flag);
    assert_int_equal(g.i8, f.i8);
    assert_int_equal(g.u16, f.u16);
    assert_int_equal(g.n, f.n);
    assert_int_equal(g.b, f.b);
    json_decref(o);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pcg32_reference_vector),
        cmocka_unit_test(test_splitmix64_reference),
        cmocka_unit_test(test_rng_below_range_and_uniformity),
        cmocka_unit_test(test_rng_below_equals_reference),
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
        cmocka_unit_test(test_json_fields_absent_and_null_keep_the_default),
        cmocka_unit_test(test_json_fields_required_wrong_type_and_range_fail),
        cmocka_unit_test(test_json_fields_write_in_table_order),
    };
    return cmocka_run_group_tests_name("core", tests, NULL, NULL);
}
