/* libFuzzer target: the Automata loaders (docs/hardening.md): the rules table of
 * `automa automata play --cards FILE` (atm_rules_from_json) and the saved game of `--resume FILE`
 * (atm_game_from_json). Properties: a refused input says why; rules that load start a game that
 * saves and reloads to the same text; a game that loads saves and reloads to the same text, and
 * after one legal action (the first of the list) still does. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/automata.h"

/* The writer's text as a malloc'd string (free() it; NULL if memory ran out). */
static char *rules_text(const atm_rules *r)
{
    am_buf b = {0};
    atm_rules_to_json(r, &b);
    if (b.oom) am_buf_free(&b);
    return b.data;
}

/* The writer's text as a malloc'd string (free() it; NULL if memory ran out). */
static char *game_text(const atm_game *g)
{
    am_buf b = {0};
    atm_game_to_json(g, &b);
    if (b.oom) am_buf_free(&b);
    return b.data;
}


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static _Noreturn void at_fail(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_automata_loaders: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    abort();
}

/* save -> load -> save gives the same text */
static void at_round_trip(const atm_game *g, atm_game *back)
{
    char *t1 = game_text(g);
    if (!t1) at_fail("save failed", NULL);
    am_err err;
    am_err_clear(&err);
    if (atm_game_from_json(back, t1, &err) != AM_OK) {
        fprintf(stderr, "%s\n", t1);
        at_fail("a saved game does not reload", err.msg);
    }
    char *t2 = game_text(back);
    if (!t2 || strcmp(t1, t2) != 0) at_fail("save -> load -> save changed the text", NULL);
    free(t1);
    free(t2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    atm_game *g = malloc(sizeof *g), *back = malloc(sizeof *back);
    atm_rules *rules = malloc(sizeof *rules);
    if (!text || !g || !back || !rules) goto out;
    memcpy(text, data, size);
    text[size] = '\0';
    am_err err;
    am_err_clear(&err);
    if (atm_rules_from_json(rules, text, &err) == AM_OK) {
        char *rt = rules_text(rules);
        if (!rt) at_fail("rules: save failed", NULL);
        atm_rules *r2 = malloc(sizeof *r2);
        if (!r2) at_fail("oom", NULL);
        am_err_clear(&err);
        if (atm_rules_from_json(r2, rt, &err) != AM_OK) at_fail("rules saved do not reload", err.msg);
        free(r2);
        free(rt);
        int seats[2] = {-1, ATM_BOT_RANDOM};
        am_err_clear(&err);
        if (atm_game_new(g, rules, 2, seats, size, &err) == AM_OK) at_round_trip(g, back);
        else if (!err.msg[0]) at_fail("rules: a game refused without a message", NULL);
    } else if (!err.msg[0]) {
        at_fail("rules: refused without a message", NULL);
    }
    am_err_clear(&err);
    if (atm_game_from_json(g, text, &err) == AM_OK) {
        at_round_trip(g, back);
        atm_action *acts = malloc(ATM_MAX_ACTIONS * sizeof *acts);
        if (!acts) goto out;
        if (!atm_is_over(&g->now) && atm_legal_actions(&g->now, acts, ATM_MAX_ACTIONS) > 0) {
            am_err_clear(&err);
            if (atm_game_play(g, &acts[0], &err) != AM_OK) at_fail("the first legal action is refused", err.msg);
            at_round_trip(g, back);
        }
        free(acts);
    } else if (!err.msg[0]) {
        at_fail("game: refused without a message", NULL);
    }
out:
    free(text);
    free(g);
    free(back);
    free(rules);
    return 0;
}
