/*
 * libFuzzer target: Scythe card and star-tracker tables (scy_cards_parse, scy_trackers_parse;
 * the formats of data/scythe/automa-cards.txt and star-trackers.txt).
 *
 * The same text goes to both parsers. Each must give AM_OK or a clean error with a message.
 * A table that parses is put into a new game, which is saved (the game file then carries the
 * table as text, written by scy_game_to_json) and reloaded: the reloaded game must hold the same
 * table and save to the same text. The Automa then plays up to 6 turns with it: every position
 * passes scy_game_check, the last one saves and reloads. No global state.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/scythe.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static _Noreturn void sc_fail(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_scythe_cards: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    abort();
}

static void sc_round_trip(scy_game *g, scy_game *back)
{
    am_buf b1 = {0}, b2 = {0};
    am_err err;
    scy_game_to_json(g, &b1);
    if (b1.oom || !b1.data) sc_fail("save failed", NULL);
    if (scy_game_from_json(back, b1.data, &err) != AM_OK) {
        fprintf(stderr, "%s\n", b1.data);
        sc_fail("a game with the parsed table does not reload", err.msg);
    }
    if (memcmp(g->cards, back->cards, sizeof g->cards) != 0) sc_fail("card table changed by save/load", NULL);
    if (memcmp(g->trackers, back->trackers, sizeof g->trackers) != 0)
        sc_fail("tracker table changed by save/load", NULL);
    scy_game_to_json(back, &b2);
    if (b2.oom || !b2.data || strcmp(b1.data, b2.data) != 0) sc_fail("save -> load -> save changed the text", NULL);
    am_buf_free(&b1);
    am_buf_free(&b2);
}

/* Plays up to 6 Automa turns with the table (the human passes in between): every position
 * must pass scy_game_check and the last one must save and reload. */
static void sc_play(scy_game *g, scy_game *back)
{
    am_err err;
    for (int t = 0; t < 6 && !g->game_over && g->pending.kind == SCY_PEND_NONE; t++) {
        g->current = 1;
        scy_report rep;
        if (scy_automa_turn(g, &rep, &err) != AM_OK) {
            if (err.msg[0] == '\0') sc_fail("turn error without a message", NULL);
            break;
        }
        if (scy_game_check(g, &err) != AM_OK) sc_fail("scy_game_check fails after a turn", err.msg);
    }
    am_buf b = {0};
    scy_game_to_json(g, &b);
    if (b.oom || !b.data) sc_fail("save failed", NULL);
    if (scy_game_from_json(back, b.data, &err) != AM_OK) {
        fprintf(stderr, "%s\n", b.data);
        sc_fail("game played with the table does not reload", err.msg);
    }
    am_buf_free(&b);
}

/* A 2-player game (Nordic human, Rusviet Automa) with the built-in tables. */
static void sc_new_game(scy_game *g)
{
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    s.nplayers = 2;
    s.faction[0] = 0;
    s.faction[1] = 1;
    s.automa[1] = 1;
    s.level[1] = SCY_AUTOMA;
    am_err err;
    if (scy_game_new(g, &s, &err) != AM_OK) sc_fail("setup failed", err.msg);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    scy_game *g = malloc(sizeof *g), *g2 = malloc(sizeof *g2);
    if (!text || !g || !g2) goto out;
    memcpy(text, data, size);
    text[size] = '\0';

    am_err err;
    scy_card cards[SCY_NCARDS];
    am_err_clear(&err);
    if (scy_cards_parse(text, cards, &err) == AM_OK) {
        for (int i = 0; i < SCY_NCARDS; i++)
            if (cards[i].number != i + 1) sc_fail("card table not sorted by number", NULL);
        sc_new_game(g);
        memcpy(g->cards, cards, sizeof cards);
        sc_round_trip(g, g2);
        sc_play(g, g2);
    } else if (err.msg[0] == '\0') {
        sc_fail("cards: error without a message", NULL);
    }

    scy_tracker tr[SCY_NLEVELS];
    am_err_clear(&err);
    if (scy_trackers_parse(text, tr, &err) == AM_OK) {
        for (int l = 0; l < SCY_NLEVELS; l++) {
            if (tr[l].spaces < 2 || tr[l].star[5] != tr[l].spaces - 1) sc_fail("tracker with bad stars", NULL);
            if (memchr(tr[l].name, '\0', sizeof tr[l].name) == NULL) sc_fail("tracker name not terminated", NULL);
        }
        sc_new_game(g);
        memcpy(g->trackers, tr, sizeof tr);
        sc_round_trip(g, g2);
        sc_play(g, g2);
    } else if (err.msg[0] == '\0') {
        sc_fail("trackers: error without a message", NULL);
    }
out:
    free(text);
    free(g);
    free(g2);
    return 0;
}
