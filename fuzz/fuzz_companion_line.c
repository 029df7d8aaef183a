/* libFuzzer target: the companion's command line (docs/hardening.md). The input is one line the
 * person types (up to the first newline) and, after it, any game state (a Scythe save file; when
 * it does not load, a new 2-player game). The line is cut into words as the companion does,
 * with its shortcuts ("coins +2" = "set coins +2"), and applied with the same function as the
 * companion's prompt and the one-shot commands (src/cli/scythe_cmd.c, compiled in here).
 * Properties: a refused line leaves the game unchanged and says why; an accepted one leaves a
 * game that passes scy_game_check, saves and reloads to the same text. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/scythe.h"
#include "../src/cli/scythe_cmd.c"


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static _Noreturn void cl_fail(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_companion_line: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    abort();
}

static void cl_new_game(scy_game *g, uint64_t seed)
{
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    s.nplayers = 2;
    s.faction[0] = 0;
    s.faction[1] = 1;
    s.automa[1] = 1;
    s.level[1] = SCY_AUTOMA;
    s.seed = seed;
    am_err err;
    if (scy_game_new(g, &s, &err) != AM_OK) cl_fail("setup failed", err.msg);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    scy_game *g = malloc(sizeof *g), *before = malloc(sizeof *before), *back = malloc(sizeof *back);
    if (!text || !g || !before || !back) goto out;
    memcpy(text, data, size);
    text[size] = '\0';
    char *nl = strchr(text, '\n');
    const char *state = nl ? nl + 1 : "";
    if (nl) *nl = '\0';
    if (strlen(text) > 511) goto out;   /* the companion refuses longer lines whole */
    am_err err;
    am_err_clear(&err);
    if (!*state || scy_game_from_json(g, state, &err) != AM_OK) cl_new_game(g, size);
    *before = *g;
    /* the companion's words: blanks split, at most 8, shortcuts for the numbers */
    char *w[10];
    const char *words[12];
    int n = 0, m = 0;
    for (char *sv = NULL, *t = strtok_r(text, " \t", &sv); t && n < 8; t = strtok_r(NULL, " \t", &sv)) w[n++] = t;
    if (n == 0) goto out;
    static const char *const stats[] = {"power", "popularity", "coins", "stars", "cards", "combat-cards", NULL};
    for (int i = 0; stats[i]; i++)
        if (strcmp(w[0], stats[i]) == 0) words[m++] = "set";
    for (int i = 0; i < n && m < 10; i++) words[m++] = w[i];
    if (!scy_action_find(words[0])) goto out;
    am_buf b = {0};
    am_err_clear(&err);
    int rc = scythe_action_apply(g, m, words, (int)(size & 1), &b, &err);
    am_buf_free(&b);
    if (rc != AM_OK) {
        if (!err.msg[0]) cl_fail("a refused line without a message", NULL);
        if (memcmp(g, before, sizeof *g) != 0) cl_fail("a refused line changed the game", err.msg);
        goto out;
    }
    if (scy_game_check(g, &err) != AM_OK) cl_fail("an accepted line broke the game", err.msg);
    am_buf s1 = {0}, s2 = {0};
    scy_game_to_json(g, &s1);
    if (s1.oom || !s1.data) cl_fail("save failed", NULL);
    if (scy_game_from_json(back, s1.data, &err) != AM_OK) {
        fprintf(stderr, "%s\n", s1.data);
        cl_fail("the game after the line does not reload", err.msg);
    }
    scy_game_to_json(back, &s2);
    if (!s2.data || strcmp(s1.data, s2.data) != 0) cl_fail("save -> load -> save changed the text", NULL);
    am_buf_free(&s1);
    am_buf_free(&s2);
out:
    free(text);
    free(g);
    free(before);
    free(back);
    return 0;
}
