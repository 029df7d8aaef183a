/*
 * libFuzzer target: Scythe game files (scy_game_from_json).
 *
 * Bytes -> NUL-terminated text -> scy_game_from_json. Any input must give AM_OK or a clean
 * error with a message. When it loads:
 *   - scy_game_check passes;
 *   - save -> reload loads and gives the same JSON text again (round trip);
 *   - if an Automa is to play, with nothing pending and the game not over, one scy_automa_turn on
 *     a copy must not crash; if it succeeds the position still passes scy_game_check, the report
 *     renders, and the new position saves and reloads.
 * A broken property aborts (that is the finding). No global state: everything is local.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/scythe.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static _Noreturn void ss_fail(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_scythe_state: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    abort();
}

/* Saves g, reloads it into *back and checks the text is stable; returns the saved text. */
static char *ss_round_trip(const scy_game *g, scy_game *back, const char *when)
{
    am_buf b1 = {0}, b2 = {0};
    am_err err;
    scy_game_to_json(g, &b1);
    if (b1.oom || !b1.data) ss_fail("save failed", when);
    if (scy_game_from_json(back, b1.data, &err) != AM_OK) {
        fprintf(stderr, "%s\n", b1.data);
        ss_fail("saved game does not load", err.msg);
    }
    scy_game_to_json(back, &b2);
    if (b2.oom || !b2.data) ss_fail("second save failed", when);
    if (strcmp(b1.data, b2.data) != 0) {
        fprintf(stderr, "--- first save\n%s--- second save\n%s", b1.data, b2.data);
        ss_fail("save -> load -> save changed the text", when);
    }
    am_buf_free(&b2);
    return b1.data;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    scy_game *g = malloc(sizeof *g), *g2 = malloc(sizeof *g2), *t = malloc(sizeof *t);
    if (!text || !g || !g2 || !t) goto out;
    memcpy(text, data, size);
    text[size] = '\0';
    am_err err;
    am_err_clear(&err);
    if (scy_game_from_json(g, text, &err) != AM_OK) {
        if (err.code == AM_OK || err.msg[0] == '\0') ss_fail("error without a code or message", NULL);
        goto out;
    }
    if (scy_game_check(g, &err) != AM_OK) ss_fail("loaded game fails scy_game_check", err.msg);
    char *saved = ss_round_trip(g, g2, "after load");
    free(saved);

    if (!g->game_over && g->pending.kind == SCY_PEND_NONE && g->current < g->nplayers &&
        g->p[g->current].automa) {
        memcpy(t, g, sizeof *t);
        scy_report rep;
        memset(&rep, 0, sizeof rep);
        am_err_clear(&err);
        if (scy_automa_turn(t, &rep, &err) == AM_OK) {
            if (scy_game_check(t, &err) != AM_OK) ss_fail("scy_game_check fails after a turn", err.msg);
            am_buf r = {0};
            scy_report_render_text(t, &rep, 1, &r);
            scy_report_render_json(t, &rep, &r);
            scy_render_status(t, &r);
            am_buf_free(&r);
            saved = ss_round_trip(t, g2, "after a turn");
            free(saved);
        } else if (err.msg[0] == '\0') {
            ss_fail("turn error without a message", NULL);
        }
    }
out:
    free(text);
    free(g);
    free(g2);
    free(t);
    return 0;
}
