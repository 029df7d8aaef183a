/*
 * libFuzzer target: Expeditions progress-card and decision-card files
 * (exp_progress_from_json, exp_cards_from_json).
 *
 * The same text goes to both loaders; each must give AM_OK or a clean error with a message.
 * What loads must pass its check; it is then put into a new game (exp_state_init), which is
 * saved (the game file carries a custom progress card / deck), reloaded (same text again, same
 * card / deck) and played for one Automa turn. No global state.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/expeditions.h"

/* The writer's text as a malloc'd string (free() it; NULL if memory ran out). */
static char *progress_state_text(const exp_state *s)
{
    am_buf b = {0};
    exp_state_to_json(s, &b);
    if (b.oom) am_buf_free(&b);
    return b.data;
}


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static _Noreturn void ep_fail(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_expeditions_progress: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    abort();
}

static void ep_round_trip(exp_state *s, exp_state *back)
{
    am_err err;
    if (exp_state_check(s, &err) != AM_OK) ep_fail("new game fails exp_state_check", err.msg);
    char *t1 = progress_state_text(s);
    if (!t1) ep_fail("save failed", NULL);
    if (exp_state_from_json(back, t1, &err) != AM_OK) {
        fprintf(stderr, "%s\n", t1);
        ep_fail("a game with the loaded card does not reload", err.msg);
    }
    if (memcmp(&s->progress, &back->progress, sizeof s->progress) != 0) {
        fprintf(stderr, "%s\n", t1);
        ep_fail("progress card changed by save/load", NULL);
    }
    if (s->ncards != back->ncards || memcmp(s->cards, back->cards, sizeof s->cards) != 0)
        ep_fail("decision cards changed by save/load", NULL);
    char *t2 = progress_state_text(back);
    if (!t2 || strcmp(t1, t2) != 0) {
        fprintf(stderr, "--- first save\n%s\n--- second save\n%s\n", t1, t2 ? t2 : "(null)");
        ep_fail("save -> load -> save changed the text", NULL);
    }
    free(t1);
    free(t2);
    exp_report rep;
    memcpy(back, s, sizeof *back);
    if (exp_automa_turn(back, 0, &rep, &err) == AM_OK && exp_state_check(back, &err) != AM_OK)
        ep_fail("exp_state_check fails after a turn", err.msg);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    exp_state *s = malloc(sizeof *s), *back = malloc(sizeof *back);
    if (!text || !s || !back) goto out;
    memcpy(text, data, size);
    text[size] = '\0';
    am_err err;

    exp_progress p;
    am_err_clear(&err);
    if (exp_progress_from_json(&p, text, &err) == AM_OK) {
        if (exp_progress_check(&p, "progress", &err) != AM_OK) ep_fail("loaded card fails its check", err.msg);
        exp_state_init(s, &p, NULL, 0, 7);
        ep_round_trip(s, back);
    } else if (err.code == AM_OK || err.msg[0] == '\0') {
        ep_fail("progress: error without a code or message", NULL);
    }

    exp_card cards[EXP_MAX_CARDS];
    int n = -1;
    am_err_clear(&err);
    if (exp_cards_from_json(cards, &n, text, &err) == AM_OK) {
        if (n < 1 || n > EXP_MAX_CARDS) ep_fail("card count out of range", NULL);
        if (exp_cards_check(cards, n, "cards", &err) != AM_OK) ep_fail("loaded cards fail their check", err.msg);
        if (exp_progress_builtin(2, &p, &err) != AM_OK) ep_fail("built-in level 2", err.msg);
        exp_state_init(s, &p, cards, n, 7);
        ep_round_trip(s, back);
    } else if (err.code == AM_OK || err.msg[0] == '\0') {
        ep_fail("cards: error without a code or message", NULL);
    }
out:
    free(text);
    free(s);
    free(back);
    return 0;
}
