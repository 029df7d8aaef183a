/*
 * Property test of the Expeditions Automa: 10,000 seeded games against a scripted human who
 * moves, reveals, vanquishes and places glory at random. After every Automa turn the invariants
 * below must hold. Also prints a few measurements (game length and Automa coins per level).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/expeditions.h"

#define GAMES 10000
#define MAX_TURNS 100

typedef struct human {
    am_rng rng;
    int map_tokens, corruption, c20;
} human;

static int on_map_corruption(const exp_state *s)
{
    int n = 0;
    for (int i = 0; i < EXP_LOC_COUNT; i++) n += s->loc[i].ncorr;
    return n;
}

static int on_map(const exp_state *s, int what)
{
    int n = 0;
    for (int i = 0; i < EXP_LOC_COUNT; i++) n += what ? s->loc[i].c20 : s->loc[i].map_token;
    return n;
}

/* The scripted human's turn: move somewhere, reveal a face-down tile there, sometimes vanquish,
 * sometimes place glory. */
static void human_turn(exp_state *s, human *h)
{
    am_err e;
    if (am_rng_below(&h->rng, 2)) {
        int loc = (int)am_rng_below(&h->rng, EXP_LOC_COUNT);
        assert_int_equal(exp_human_move(s, loc, &e), AM_OK);
        exp_location *l = &s->loc[loc];
        if (!l->face_up) {
            int vals[3], n = (int)am_rng_below(&h->rng, 3) + 1;
            if (n > s->bag) n = s->bag;
            for (int i = 0; i < n; i++) vals[i] = (int)am_rng_below(&h->rng, 9) + 1;
            int number = l->number;
            if (number == 20) n = 0;
            assert_int_equal(exp_location_reveal(s, loc, number, vals, n, &e), AM_OK);
            h->map_tokens++;
        }
    }
    exp_location *l = &s->loc[s->human_at];
    if (l->ncorr && am_rng_below(&h->rng, 2)) {
        int n = (int)am_rng_below(&h->rng, (uint32_t)l->ncorr) + 1;
        assert_int_equal(exp_human_vanquish(s, s->human_at, n, 0, &e), AM_OK);
        h->corruption += n;
    }
    if (l->c20 && am_rng_below(&h->rng, 4) == 0) {
        assert_int_equal(exp_human_vanquish(s, s->human_at, 0, 1, &e), AM_OK);
        h->c20 = 1;
    }
    if (s->human_glory < 4 && am_rng_below(&h->rng, 25) == 0)
        assert_int_equal(exp_human_glory(s, &e), AM_OK);
}

static void invariants(const exp_state *before, const exp_state *s, const exp_report *r,
                       const human *h)
{
    am_err e;
    am_err_clear(&e);
    if (exp_state_check(s, &e)) fprintf(stderr, "invariant: %s\n", e.msg);
    assert_int_equal(exp_state_check(s, &e), AM_OK);
    /* 14 map tokens on North + Central: on the map, with the Automa or with the human */
    assert_int_equal(on_map(s, 0) + s->map_tokens + h->map_tokens, 2 * EXP_ROW_LEN);
    /* 37 normal corruption tokens: bag, map, Automa, human */
    assert_int_equal(s->bag + on_map_corruption(s) + s->ncorr + h->corruption, EXP_BAG);
    assert_true(on_map(s, 1) + s->c20 + h->c20 <= 1);
    /* the Automa gains only through her actions (EX-10, EX-19..21) */
    int explore = 0, token = 0, corr = 0;
    for (int m = 0; m < EXP_MECHS; m++) {
        const exp_mech_report *mr = &r->mech[m];
        explore += mr->action == EXP_ACT_EXPLORE;
        token += mr->action == EXP_ACT_VANQUISH_TOKEN;
        corr += mr->ngained;
        /* each mech stays in its row and never ends on the human's location (EX-7, EX-9) */
        assert_int_equal(exp_loc_row(s->mech[m]), m);
        assert_int_not_equal(s->mech[m], s->human_at);
        /* a target chosen is the first match among <= 4 candidates (EX-16, EX-18) */
        assert_true(mr->ncand <= 4);
        for (int i = 0; i < mr->chosen; i++) assert_int_not_equal(mr->cand[i].why, EXP_WHY_MATCH);
        if (mr->chosen >= 0) assert_int_equal(mr->cand[mr->chosen].loc, s->mech[m]);
        if (mr->moved_by == EXP_SKIP_GLORY) assert_true(before->glory < mr->glory_needed);
        for (int i = 0; i < mr->ncand; i++) assert_int_not_equal(mr->cand[i].loc, s->human_at);
        if (mr->action == EXP_ACT_VANQUISH) assert_true(mr->ngained >= 1 && mr->ngained <= mr->mult);
    }
    assert_int_equal(s->map_tokens - before->map_tokens, explore);
    assert_int_equal(s->c20 - before->c20, token);
    assert_int_equal(s->ncorr - before->ncorr, corr);
    /* progress moves 0 or 1 space; glory never goes down (EX-12) */
    assert_true(s->progress_pos - before->progress_pos == 0 || s->progress_pos - before->progress_pos == 1);
    assert_true(s->glory >= before->glory && s->glory - before->glory <= 1);
    /* the deck: 12 usable draws per cycle, 2 aside (EX-3, EX-11) */
    assert_int_equal(s->naside, EXP_ASIDE);
    assert_int_equal(s->ndeck + s->ndiscard, s->ncards - EXP_ASIDE);
    if (!r->reshuffled) {
        assert_int_not_equal(r->card, before->aside[0]);
        assert_int_not_equal(r->card, before->aside[1]);
        assert_int_equal(before->ndeck - 1, s->ndeck);
    } else {
        assert_int_equal(before->ndeck, 0);
    }
}

static void test_property_10000_games(void **st)
{
    (void)st;
    long turns_sum[4] = {0}, coins_sum[4] = {0}, games[4] = {0}, wins[4] = {0}, c20_taken = 0;
    int max_turns = 0;
    for (uint64_t g = 0; g < GAMES; g++) {
        int level = 1 + (int)(g % 3);
        exp_progress p;
        assert_int_equal(exp_progress_builtin(level, &p, NULL), AM_OK);
        exp_state s;
        exp_state_init(&s, &p, NULL, 0, g);
        human h;
        memset(&h, 0, sizeof h);
        am_rng_seed(&h.rng, g, 99);
        /* location 20 lies face down in a random North slot; two gaps touch random locations */
        s.loc[am_rng_below(&h.rng, EXP_ROW_LEN)].number = 20;
        s.gaps[0].adjacent = 1u << am_rng_below(&h.rng, 14) | 1u << am_rng_below(&h.rng, 14);
        s.gaps[1].adjacent = 1u << am_rng_below(&h.rng, 14);
        s.reveal_count = 1 + (int)(g % 3);
        int turns = 0;
        int automa_first = s.first_player;
        while (!exp_game_over(&s)) {
            if (!automa_first || turns > 0) human_turn(&s, &h);
            exp_state before = s;
            exp_report r;
            am_err e;
            assert_int_equal(exp_automa_turn(&s, 0, &r, &e), AM_OK);
            invariants(&before, &s, &r, &h);
            turns++;
            assert_true(turns <= MAX_TURNS);
            if (r.end_triggered) assert_int_equal(s.glory, EXP_GLORY);
        }
        exp_score sc;
        exp_score_automa(&s, &sc);
        assert_int_equal(sc.total, sc.glory * sc.glory_coins + sc.map * sc.map_coins +
                                       sc.corruption * sc.corruption_coins);
        int human_coins = (int)am_rng_below(&h.rng, 80);
        assert_int_equal(exp_automa_wins(&s, human_coins), sc.total >= human_coins);
        turns_sum[level] += turns;
        coins_sum[level] += sc.total;
        games[level]++;
        wins[level] += s.end_trigger == EXP_END_AUTOMA;
        c20_taken += s.c20;
        if (turns > max_turns) max_turns = turns;
    }
    for (int l = 1; l <= 3; l++)
        printf("level %d: %ld games, %.1f Automa turns, %.1f Automa coins, %ld%% ended by her 8th glory\n",
               l, games[l], (double)turns_sum[l] / (double)games[l],
               (double)coins_sum[l] / (double)games[l], 100 * wins[l] / games[l]);
    printf("longest game: %d Automa turns; the Automa took the 20-value token in %ld games\n",
           max_turns, c20_taken);
}

/* The simulator is deterministic for a seed, and its sums agree with its own bounds. */
static void test_sim_run_deterministic(void **st)
{
    (void)st;
    exp_progress p;
    exp_progress_builtin(2, &p, NULL);
    exp_sim_stats a, b;
    am_err e;
    assert_int_equal(exp_sim_run(&p, NULL, 0, 0, EXP_SIM_HUMAN_RANDOM, 500, 42, &a, &e), AM_OK);
    assert_int_equal(exp_sim_run(&p, NULL, 0, 0, EXP_SIM_HUMAN_RANDOM, 500, 42, &b, &e), AM_OK);
    assert_memory_equal(&a, &b, sizeof a);
    assert_int_equal(a.games, 500);
    assert_true(a.turns_min <= a.turns / a.games && a.turns / a.games <= a.turns_max);
    assert_true(a.coins_min <= a.coins / a.games && a.coins / a.games <= a.coins_max);
    /* alone, the Automa always ends the game with her 8th glory token */
    assert_int_equal(exp_sim_run(&p, NULL, 0, 2, EXP_SIM_HUMAN_NONE, 200, 1, &b, &e), AM_OK);
    assert_int_equal(b.human_ended, 0);
    assert_int_equal(b.glory, 200 * 8);
    assert_int_equal(exp_sim_run(&p, NULL, 0, 0, 7, 10, 1, &b, &e), AM_EUSAGE);
    assert_int_equal(exp_sim_run(&p, NULL, 0, 0, EXP_SIM_HUMAN_NONE, 0, 1, &b, &e), AM_EUSAGE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_property_10000_games),
        cmocka_unit_test(test_sim_run_deterministic),
    };
    return cmocka_run_group_tests_name("expeditions_sim", tests, NULL, NULL);
}
