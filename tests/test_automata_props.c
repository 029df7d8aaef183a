/*
 * Property test of the Automata engine: many random-bot games (2-4 players, from each game's seed)
 * played by the random-game harness (tests/support/game_harness.h, Automata's facts in
 * game_ops_automata.c), the invariants (atm_state_check) checked after every action:
 *   - each player's 12 dice are all somewhere (Reserve, Spent, Available, Staging, a space), show a
 *     face the die has, and sit only on spaces that exist (dice conserved across pools and boards);
 *   - gears and coins never negative;
 *   - every card is in exactly one place (Head pile, Parts deck, display, a hand, bought, box);
 *   - an action space holds dice of one player only; the player to act can act;
 *   - the dice index kept by apply (atm_dice_index) equals the one rebuilt from the dice;
 *   - the game ends after 5 rounds.
 * The saved game (seed, seats, action log) of one game in 50 is loaded back at its start and its
 * end, and of the first game at every action: the same game, and the same text when saved again.
 * 10,000 games in the plain build; under AddressSanitizer 4,000 games (same code, about 10x slower),
 * to keep the binary under ~15 s.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "automa/automata.h"
#include "support/game_ops.h"

#if defined(__SANITIZE_ADDRESS__)
#define GAMES 4000
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GAMES 4000
#endif
#endif
#ifndef GAMES
#define GAMES 10000
#endif

static void test_property_random_games(void **st)
{
    (void)st;
    fx_automata_tally t = {0};
    fx_game g = fx_game_with(&fx_automata_game, &t, 1);
    fx_random_games(&g, GAMES, 20261126);
    print_message("%d random games, %ld actions, invariants held after each\n", GAMES, t.actions);
}

/* The checker itself: each kind of broken position is reported (so the property test can fail). */
static void test_state_check_catches_broken_positions(void **st)
{
    (void)st;
    atm_state s, b;
    am_err e;
    assert_int_equal(atm_state_init(&s, NULL, 3, 7, &e), 0);
    assert_int_equal(atm_state_check(&s, &e), AM_OK);
    b = s;
    b.p[1].gears = -1;
    assert_int_not_equal(atm_state_check(&b, &e), AM_OK);
    assert_non_null(strstr(e.msg, "P2"));
    b = s;
    b.p[0].dice[3].loc = (uint8_t)(ATM_IN_SPACE + 1);
    atm_state_sync(&b);  /* (the index matches: the broken dice alone must be caught) */
    assert_int_not_equal(atm_state_check(&b, &e), AM_OK);
    b = s;
    b.p[2].owned |= 1u << s.deck[ATM_PARTS - 1];  /* a card both in the deck and bought */
    assert_int_not_equal(atm_state_check(&b, &e), AM_OK);
    b = s;
    b.p[0].dice[0].loc = ATM_IN_AVAILABLE;
    b.p[0].dice[0].value = 9;                      /* a D4 showing 9 */
    atm_state_sync(&b);
    assert_int_not_equal(atm_state_check(&b, &e), AM_OK);
    b = s;
    b.p[1].dice[0].loc = ATM_IN_SPENT;
    b.p[1].dice[0].area = ATM_SELL;                /* in the Spent Pool and on the Market at once */
    atm_state_sync(&b);
    assert_int_not_equal(atm_state_check(&b, &e), AM_OK);
    assert_non_null(strstr(e.msg, "at once"));
    b = s;
    b.p[0].dice[1].loc = ATM_IN_STAGING;
    b.p[0].dice[1].area = 7;                       /* on a Staging Area that does not exist */
    atm_state_sync(&b);
    assert_int_not_equal(atm_state_check(&b, &e), AM_OK);
    b = s;
    b.p[1].dice[6].loc = ATM_IN_SPACE;
    b.p[1].dice[6].area = ATM_SCAVENGE;
    b.p[1].dice[6].space = 0;
    b.p[2].dice[7].loc = ATM_IN_SPACE;
    b.p[2].dice[7].area = ATM_SCAVENGE;
    b.p[2].dice[7].space = 0;                      /* two players on one space */
    atm_state_sync(&b);
    assert_int_not_equal(atm_state_check(&b, &e), AM_OK);
    assert_non_null(strstr(e.msg, "two players"));
    /* the player to act in the Activation Phase holds no die of the current initiative (issue 30:
     * the mutant `ok = 0` -> 1 in atm_check.c survived without this position) */
    b = s;
    b.phase = ATM_PHASE_ACTIVATE;
    b.initiative = 3;
    b.current = 1;
    b.p[1].dice[0].loc = ATM_IN_STAGING;
    b.p[1].dice[0].area = ATM_SCAVENGE;
    b.p[1].dice[0].value = 4;                      /* a die of initiative 4 only */
    b.p[0].dice[1].loc = ATM_IN_STAGING;
    b.p[0].dice[1].area = ATM_SCAVENGE;
    b.p[0].dice[1].value = 3;                      /* another player's die shows 3 */
    atm_state_sync(&b);
    assert_int_not_equal(atm_state_check(&b, &e), AM_OK);
    assert_non_null(strstr(e.msg, "P2 to activate without a die of initiative 3"));
    b.p[1].dice[0].value = 3;                      /* now P2 holds one: the same position is sound */
    atm_state_sync(&b);                           /* (the index counts the Staging dice per face) */
    assert_int_equal(atm_state_check(&b, &e), AM_OK);
}

/* The dice index apply keeps (issue 16): a die moved without telling the index is reported, so a
 * move that apply forgets to record fails the property test above; atm_state_sync repairs it. */
static void test_state_check_catches_stale_index(void **st)
{
    (void)st;
    atm_state s, b;
    am_err e;
    assert_int_equal(atm_state_init(&s, NULL, 3, 7, &e), 0);
    b = s;
    b.p[1].dice[5].loc = ATM_IN_SPENT;  /* a Reserve D4 to the Spent Pool: a legal position */
    assert_int_not_equal(atm_state_check(&b, &e), AM_OK);
    assert_non_null(strstr(e.msg, "index"));
    atm_state_sync(&b);
    assert_int_equal(atm_state_check(&b, &e), AM_OK);
    b = s;
    b.idx.on_space[ATM_SCAVENGE][0] = 1;  /* a space counted as taken that no die holds */
    b.idx.occupied[ATM_SCAVENGE] = 1;
    assert_int_not_equal(atm_state_check(&b, &e), AM_OK);
    assert_non_null(strstr(e.msg, "index"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_property_random_games),
        cmocka_unit_test(test_state_check_catches_broken_positions),
        cmocka_unit_test(test_state_check_catches_stale_index),
    };
    return cmocka_run_group_tests_name("automata properties", tests, NULL, NULL);
}
