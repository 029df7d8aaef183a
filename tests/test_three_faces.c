/*
 * One scripted game through the library API (issue 26, "Done when"): the requests of
 * tests/golden/three-faces/game.req sent to am_api_handle with its store in memory, from the
 * position start.json, end in the game text game.json byte for byte. tests/cli/three_faces.sh
 * plays the same game through the HTTP server (`automa serve`) and through the companion on a
 * pseudo-terminal (game.keys) and compares their files with the same game.json, so the three faces
 * end in the same game. AUTOMA_GOLDEN_WRITE=1 rewrites game.json from the library's run.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "automa/api.h"

#define DIR "tests/golden/three-faces/"

static char *read_all(const char *path)
{
    char *text = NULL;
    am_err e;
    if (am_file_read(path, 1 << 22, &text, NULL, &e) != AM_OK) fail_msg("%s (tests run from the repository root)", e.msg);
    return text;
}

static void test_library_api(void **state)
{
    (void)state;
    char *start = read_all(DIR "start.json"), *req = read_all(DIR "game.req");
    am_api_memstore *m = am_api_memstore_new(7);
    assert_non_null(m);
    am_api_store st;
    am_api_memstore_store(m, &st);
    assert_int_equal(am_api_memstore_put(m, "three", start, 0, "", 0), AM_OK);
    char *save = NULL;
    int n = 0;
    for (char *line = strtok_r(req, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (!*line || *line == '#') continue;
        am_api_answer a = {0, NULL};
        am_api_request rq = {"POST", "/games/three/action", line, strlen(line), 1};
        assert_int_equal(am_api_handle(&st, &rq, &a), AM_OK);
        if (a.status != 200) fail_msg("request %d (%s): %u %s", n + 1, line, a.status, a.body ? a.body : "");
        am_api_answer_free(&a);
        n++;
    }
    assert_int_equal(n, 12);
    const char *got = am_api_memstore_get(m, "three", NULL, NULL);
    assert_non_null(got);
    if (getenv("AUTOMA_GOLDEN_WRITE")) {
        am_err e;
        assert_int_equal(am_file_write_atomic(DIR "game.json", got, strlen(got), &e), AM_OK);
    }
    char *want = read_all(DIR "game.json");
    if (strcmp(want, got) != 0) {
        size_t k = 0;
        while (want[k] && want[k] == got[k]) k++;
        fail_msg("the library API's game differs from " DIR "game.json at byte %zu: ...%.80s...", k, got + k);
    }
    free(want);
    free(start);
    free(req);
    am_api_memstore_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_library_api),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
