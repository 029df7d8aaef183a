/*
 * The command words engine (automa/words.h): English words, the closest word for a typo, the one
 * row type of the companions' command tables.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "automa/words.h"

static void test_distance(void **st)
{
    (void)st;
    assert_int_equal(am_word_distance("research", "research"), 0);
    assert_int_equal(am_word_distance("research", "reserch"), 1);   /* a letter left out */
    assert_int_equal(am_word_distance("move", "moev"), 1);           /* two letters swapped */
    assert_int_equal(am_word_distance("Move", "move"), 0);           /* case does not count */
    assert_int_equal(am_word_distance("status", "stauts"), 1);    /* "tu" for "ut" */
    assert_int_equal(am_word_distance("status", "stuats"), 2);
    assert_int_equal(am_word_distance("a", "xyz"), 3);
}

static void test_closest(void **st)
{
    (void)st;
    static const char *const words[] = {"scavenge", "upgrade", "create", "research", "sell", NULL};
    assert_string_equal(am_word_closest(words, -1, "reserch"), "research");
    assert_string_equal(am_word_closest(words, -1, "sel"), "sell");      /* the word begins so */
    assert_string_equal(am_word_closest(words, -1, "craete"), "create");
    assert_null(am_word_closest(words, -1, "xyzzy"));                    /* nothing close */
    assert_null(am_word_closest(words, -1, "s"));                        /* one letter guesses nothing */
    assert_null(am_word_closest(words, -1, ""));
    am_buf b = {0};
    am_word_suggest(words, -1, "upgarde", &b);
    assert_string_equal(b.data, " (did you mean 'upgrade'?)");
    am_buf_free(&b);
    am_word_suggest(words, -1, "zzzz", &b);
    assert_null(b.data);
    assert_int_equal(am_word_find(words, -1, "RESEARCH"), 3);
    assert_int_equal(am_word_find(words, 2, "create"), -1);   /* only the first n */
}

static int ran;
static int run(void *ctx, int n, char **w)
{
    (void)w;
    ran = n + (ctx != NULL);
    return 7;
}

static void test_cmd_table(void **st)
{
    (void)st;
    static const am_cmd table[] = {
        {"board", "map", "", "the map", run},
        {"quit", "exit", "", NULL, run},
        {NULL, NULL, NULL, NULL, NULL},
    };
    assert_ptr_equal(am_cmd_find(table, "map"), &table[0]);
    assert_ptr_equal(am_cmd_find(table, "QUIT"), &table[1]);
    assert_null(am_cmd_find(table, "qiut"));
    const am_cmd *const tables[] = {table, NULL};
    assert_string_equal(am_cmd_closest(tables, "qiut"), "quit");
    assert_string_equal(am_cmd_closest(tables, "bord"), "board");
    const char *words[8];
    assert_int_equal(am_cmd_words(table, words, 8), 2);
    assert_string_equal(words[1], "quit");
    char a[] = "board", *w[] = {a};
    assert_int_equal(am_cmd_find(table, "board")->run(&ran, 1, w), 7);
    assert_int_equal(ran, 2);
    assert_string_equal(am_word_local("move"), "move");   /* no catalogue: the English word */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_distance),
        cmocka_unit_test(test_closest),
        cmocka_unit_test(test_cmd_table),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
