/*
 * Property test of the Expeditions Automa: 10,000 seeded games against a scripted human who
 * moves, reveals, vanquishes and places glory at random (the harness's game, game_ops_expeditions.c).
 * After every Automa turn its invariants must hold. Also prints a few measurements (game length and
 * Automa coins per level), and checks the simulator (exp_sim_run).
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
#include "support/game_ops.h"

#define GAMES 10000

/* 10,000 games of the random-game harness (tests/support/game_harness.h, Expeditions' facts and
 * invariants in game_ops_expeditions.c): after every Automa turn exp_state_check, the tokens
 * conserved, what she gained and where her mechs went against the state before the turn, the
 * deck; at the end her score adds up. The state is saved and loaded back at every turn of 20
 * games and at the start and end of one game in 20. */
static void test_property_10000_games(void **st)
{
    (void)st;
    fx_expeditions_tally t = {0};
    fx_game g = fx_game_with(&fx_expeditions_game, &t, 20);
    fx_random_games(&g, GAMES, 20261126);
    for (int l = 1; l <= 3; l++)
        printf("level %d: %ld games, %.1f Automa turns, %.1f Automa coins, %ld%% ended by her 8th glory\n",
               l, t.games[l], (double)t.turns_sum[l] / (double)t.games[l],
               (double)t.coins_sum[l] / (double)t.games[l], 100 * t.wins[l] / t.games[l]);
    printf("longest game: %d Automa turns; the Automa took the 20-value token in %ld games\n",
           t.max_turns, t.c20_taken);
    assert_int_equal(t.games[1] + t.games[2] + t.games[3], GAMES);
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
