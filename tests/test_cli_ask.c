/* Unit tests of src/cli/cli_ask.c (issue 22): ask_choice and ask_line over a scripted reader, and
 * the plain-stdin reader over a file; what they print is read back from a temporary file. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli_ask.h"

/* The scripted reader: the lines of a NULL-terminated list, then the end of the input. */
typedef struct script {
    const char *const *lines;
    int next;
} script;

static int script_read(void *ctx, const char *prompt, char *buf, size_t cap)
{
    script *s = ctx;
    printf("%s", prompt);
    if (!s->lines[s->next]) return 0;
    snprintf(buf, cap, "%s", s->lines[s->next++]);
    return 1;
}

/* stdout into a temporary file while a test runs; out_end() returns what was printed. */
static int saved_fd = -1;
static FILE *captured;
static char printed[4096];

static void out_begin(void)
{
    fflush(stdout);
    captured = tmpfile();
    assert_non_null(captured);
    saved_fd = dup(fileno(stdout));
    assert_true(dup2(fileno(captured), fileno(stdout)) >= 0);
}

static const char *out_end(void)
{
    fflush(stdout);
    assert_true(dup2(saved_fd, fileno(stdout)) >= 0);
    close(saved_fd);
    rewind(captured);
    size_t n = fread(printed, 1, sizeof printed - 1, captured);
    printed[n] = '\0';
    fclose(captured);
    return printed;
}

static const char *const levels[] = {"autometta", "automa", "automaszyna", "ultimaszyna", NULL};

static int run_choice(const char *const *lines, const char *def, int *read_lines)
{
    script s = {lines, 0};
    ask_reader r = {script_read, &s};
    int i = ask_choice(&r, "HELP TEXT", "Difficulty", def, levels, "  ! Unknown level '%s'.\n");
    if (read_lines) *read_lines = s.next;
    return i;
}

static void test_ask_choice_index_case_and_blanks(void **st)
{
    (void)st;
    const char *const l1[] = {"automaszyna", NULL};
    const char *const l2[] = {"  UltimaSzyna \t", NULL};
    out_begin();
    int a = run_choice(l1, NULL, NULL), b = run_choice(l2, NULL, NULL);
    const char *o = out_end();
    assert_int_equal(a, 2);
    assert_int_equal(b, 3);
    assert_string_equal(o, "Difficulty: Difficulty: ");
}

static void test_ask_choice_enter_gives_default(void **st)
{
    (void)st;
    const char *const l[] = {"", NULL};
    out_begin();
    int a = run_choice(l, "automa", NULL);
    const char *o = out_end();
    assert_int_equal(a, 1);
    assert_string_equal(o, "Difficulty [automa]: ");
}

static void test_ask_choice_refuses_then_accepts(void **st)
{
    (void)st;
    const char *const l[] = {"hard", "", "automa", NULL};
    int n;
    out_begin();
    int a = run_choice(l, NULL, &n);
    const char *o = out_end();
    assert_int_equal(a, 1);
    assert_int_equal(n, 3);
    assert_string_equal(o, "Difficulty:   ! Unknown level 'hard'.\nDifficulty:   (an answer is needed)\nDifficulty: ");
}

static void test_ask_choice_help_then_answer(void **st)
{
    (void)st;
    const char *const l[] = {"?", "HELP", "aiuto", "autometta", NULL};
    out_begin();
    int a = run_choice(l, "automa", NULL);
    const char *o = out_end();
    assert_int_equal(a, 0);
    assert_string_equal(o, "Difficulty [automa]: HELP TEXT\nDifficulty [automa]: HELP TEXT\n"
                           "Difficulty [automa]: HELP TEXT\nDifficulty [automa]: ");
}

static void test_ask_choice_end_of_input(void **st)
{
    (void)st;
    const char *const none[] = {NULL};
    const char *const bad[] = {"x", "y", NULL};
    out_begin();
    int a = run_choice(none, "automa", NULL), b = run_choice(bad, "automa", NULL);
    out_end();
    assert_int_equal(a, -1);
    assert_int_equal(b, -1);
}

static void test_ask_line_without_help_keeps_question_mark(void **st)
{
    (void)st;
    const char *const l[] = {"?", NULL};
    script s = {l, 0};
    ask_reader r = {script_read, &s};
    char a[16];
    out_begin();
    int ok = ask_line(&r, NULL, "Q", NULL, a, sizeof a);
    out_end();
    assert_int_equal(ok, 1);
    assert_string_equal(a, "?");
}

/* the stdin reader: echo or not, a line too long refused whole, then the end of the input */
static void test_ask_read_stdin(void **st)
{
    (void)st;
    FILE *in = tmpfile();
    assert_non_null(in);
    fputs("short\r\n0123456789ABCDEF\nlast", in);
    rewind(in);
    int saved_in = dup(fileno(stdin));
    assert_true(dup2(fileno(in), fileno(stdin)) >= 0);
    char buf[8];
    int echo = 1;
    out_begin();
    int r1 = ask_read_stdin(&echo, "> ", buf, sizeof buf);
    char first[8];
    memcpy(first, buf, sizeof buf);
    int r2 = ask_read_stdin(NULL, "> ", buf, sizeof buf);
    int r3 = ask_read_stdin(NULL, "> ", buf, sizeof buf);
    const char *o = out_end();
    assert_true(dup2(saved_in, fileno(stdin)) >= 0);
    close(saved_in);
    fclose(in);
    clearerr(stdin);
    assert_int_equal(r1, 1);
    assert_string_equal(first, "short");
    assert_int_equal(r2, 1);
    assert_string_equal(buf, "last");
    assert_int_equal(r3, 0);
    assert_string_equal(o, "> short\n>   ! That line is longer than 7 characters: nothing of it was done.\n> > \n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ask_choice_index_case_and_blanks),
        cmocka_unit_test(test_ask_choice_enter_gives_default),
        cmocka_unit_test(test_ask_choice_refuses_then_accepts),
        cmocka_unit_test(test_ask_choice_help_then_answer),
        cmocka_unit_test(test_ask_choice_end_of_input),
        cmocka_unit_test(test_ask_line_without_help_keeps_question_mark),
        cmocka_unit_test(test_ask_read_stdin),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
