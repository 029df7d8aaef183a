/*
 * libFuzzer target: Expeditions game files (exp_state_from_json).
 *
 * Bytes -> NUL-terminated text -> exp_state_from_json. Any input must give AM_OK or a clean
 * error with a message. When it loads:
 *   - exp_state_check passes;
 *   - save -> reload loads and gives the same JSON text again (round trip);
 *   - one exp_automa_turn on a copy (simulated reveal, and on another copy the companion's
 *     "ask" mode) must not crash; if it succeeds the state passes exp_state_check, the report
 *     renders (text and JSON) and the new state saves and reloads.
 * A broken property aborts (that is the finding). No global state.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/expeditions.h"

/* The writer's text as a malloc'd string (free() it; NULL if memory ran out). */
static char *state_text(const exp_state *s)
{
    am_buf b = {0};
    exp_state_to_json(s, &b);
    if (b.oom) am_buf_free(&b);
    return b.data;
}

/* The writer's text as a malloc'd string (free() it; NULL if memory ran out). */
static char *report_text(const exp_state *s, const exp_report *r)
{
    am_buf b = {0};
    exp_report_to_json(s, r, &b);
    if (b.oom) am_buf_free(&b);
    return b.data;
}


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static _Noreturn void es_fail(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_expeditions_state: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    abort();
}

static void es_round_trip(const exp_state *s, exp_state *back, const char *when)
{
    am_err err;
    char *t1 = state_text(s);
    if (!t1) es_fail("save failed", when);
    if (exp_state_from_json(back, t1, &err) != AM_OK) {
        fprintf(stderr, "%s\n", t1);
        es_fail("saved state does not load", err.msg);
    }
    char *t2 = state_text(back);
    if (!t2) es_fail("second save failed", when);
    if (strcmp(t1, t2) != 0) {
        fprintf(stderr, "--- first save\n%s\n--- second save\n%s\n", t1, t2);
        es_fail("save -> load -> save changed the text", when);
    }
    free(t1);
    free(t2);
}

static void es_one_turn(const exp_state *s, exp_state *t, exp_state *back, int ask)
{
    exp_report rep;
    am_err err;
    memcpy(t, s, sizeof *t);
    am_err_clear(&err);
    if (exp_automa_turn(t, ask, &rep, &err) != AM_OK) {
        if (err.msg[0] == '\0') es_fail("turn error without a message", NULL);
        return;
    }
    if (exp_state_check(t, &err) != AM_OK) es_fail("exp_state_check fails after a turn", err.msg);
    am_buf b = {0};
    exp_report_render(t, &rep, &b);
    exp_state_render(t, &b);
    am_buf_free(&b);
    char *j = report_text(t, &rep);
    if (!j) es_fail("report JSON failed", NULL);
    free(j);
    es_round_trip(t, back, ask ? "after a turn (ask)" : "after a turn");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    exp_state *s = malloc(sizeof *s), *t = malloc(sizeof *t), *back = malloc(sizeof *back);
    if (!text || !s || !t || !back) goto out;
    memcpy(text, data, size);
    text[size] = '\0';
    am_err err;
    am_err_clear(&err);
    if (exp_state_from_json(s, text, &err) != AM_OK) {
        if (err.code == AM_OK || err.msg[0] == '\0') es_fail("error without a code or message", NULL);
        goto out;
    }
    if (exp_state_check(s, &err) != AM_OK) es_fail("loaded state fails exp_state_check", err.msg);
    es_round_trip(s, back, "after load");
    am_buf b = {0};
    exp_state_render(s, &b);
    exp_setup_render(s, &b);
    am_buf_free(&b);
    es_one_turn(s, t, back, 0);
    es_one_turn(s, t, back, 1);
out:
    free(text);
    free(s);
    free(t);
    free(back);
    return 0;
}
