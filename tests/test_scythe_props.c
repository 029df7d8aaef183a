/*
 * Property test: 10,000 seeded whole games (simulated combat) between the Automa and the library's
 * random stand-in human (scythe_sim.h), which uses the human API: random legal moves, occasional
 * attacks, deploys, number changes, random combat choices. Played by the random-game harness
 * (tests/support/game_harness.h, Scythe's facts in game_ops_scythe.c): after EVERY step
 * scy_game_check (13 units per player in legal places, 19 cards per Automa, 42 combat cards), and
 * the driver checks that every refused action leaves the game unchanged; the first and last state
 * of one game in 20, and every state of 15 games (mid-combat, mid-turn included), survive save
 * and load. Games are capped at 400 turns: a game that reaches the cap fails (the Automa's star
 * tracker always ends a game well before that).
 *
 * Both builds of make check play all 10,000 (plain: ~2 s; ASan+UBSan: ~9 s).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "automa/scythe.h"
#include "support/game_ops.h"

/* NGAMES may be lowered for a sanitizer build (-DNGAMES=...); under ASan+UBSan the full 10,000 take
 * about 9 s, so both passes of make check play them all. */
#ifndef NGAMES
#define NGAMES 10000
#endif

/* Every state met in 15 games (mid-combat, mid-turn included) survives save and load unchanged. */
static void test_save_load_round_trip_every_step(void **st)
{
    (void)st;
    fx_scythe_tally t = {0};
    fx_game g = fx_game_with(&fx_scythe_game, &t, 15);
    fx_random_games(&g, 15, 777);
}

static void test_many_games_keep_invariants(void **st)
{
    (void)st;
    fx_scythe_tally s = {0};
    fx_game g = fx_game_with(&fx_scythe_game, &s, 0);
    fx_random_games(&g, NGAMES, 20261126);
    printf("props: %ld games, %ld capped, %ld human actions, %ld refused actions, %ld combats "
           "(%ld human attacks, %ld Automa attacks), %ld worker raids; winners: Automa %ld, human %ld\n",
           s.games, s.capped, s.actions, s.refused, s.combats, s.human_attacks, s.automa_attacks, s.worker_raids,
           s.automa_wins, s.human_wins);
    assert_int_equal(s.games, NGAMES);
    assert_int_equal(s.capped, 0);
    assert_true(s.combats > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_many_games_keep_invariants),
        cmocka_unit_test(test_save_load_round_trip_every_step),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
