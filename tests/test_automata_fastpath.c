/*
 * The random bot's fast choice against the reference (issue 16). `atm_random_action` (what
 * `automa sim automata` runs for a random seat) counts the legal actions and builds only the drawn
 * one; the reference is the full list of `atm_legal_actions` and one draw `am_rng_below(rng, n)`
 * of its index. On every position of seeded games (2-4 players; owned Arm cards, gears and a
 * reserved card given at the start so that every kind of action occurs; seats choose from the
 * list at random, so the positions are not the random bot's own), both must give the same count,
 * the same action field by field, and leave the RNG in the same state; so must `atm_random_choice`
 * (the bot's entry when no reason is asked, as in the simulators), and `atm_random_play` (the
 * simulator's random seat: the draw, applied and counted) must leave the state as that action
 * applied by `atm_apply_unchecked` and count it as `automa sim` counts it. The dice index the
 * engine keeps (atm_dice_index) is checked against the dice on every position too.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "automa/automata.h"
#include "automata/atm_internal.h"

#if defined(__SANITIZE_ADDRESS__)
#define GAMES 300
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GAMES 300
#endif
#endif
#ifndef GAMES
#define GAMES 1500
#endif

/* Every field (the struct's padding byte is not part of the action). */
static int same_action(const atm_action *x, const atm_action *y)
{
    return x->kind == y->kind && x->area == y->area && x->dice == y->dice && x->die == y->die && x->die2 == y->die2 &&
           x->sign == y->sign && x->card == y->card && x->opt == y->opt && x->n4 == y->n4 && x->n6 == y->n6;
}

/* The kind `automa sim` counts for an action (atm_sim.c's act_of): an activation by its area. */
static int counted(const atm_action *a)
{
    switch (a->kind) {
    case ATM_ACT_PLACE: return ATM_SIM_PLACE;
    case ATM_ACT_GEAR_REROLL: return ATM_SIM_REROLL;
    case ATM_ACT_GEAR_ADJUST: return ATM_SIM_ADJUST;
    case ATM_ACT_COMBINE: return ATM_SIM_COMBINE;
    case ATM_ACT_CARD: return ATM_SIM_ARM;
    case ATM_ACT_FORFEIT: return ATM_SIM_FORFEIT;
    default: return ATM_SIM_SCAVENGE + (a->area < ATM_AREAS ? a->area : 0);
    }
}

static void test_random_action_equals_list_and_draw(void **st)
{
    (void)st;
    static atm_action buf[ATM_MAX_ACTIONS];
    long positions = 0, deploy = 0, cards = 0, combines = 0;
    for (int g = 0; g < GAMES; g++) {
        atm_state s;
        am_err e;
        assert_int_equal(atm_state_init(&s, NULL, 2 + g % 3, (uint64_t)g * 7919u + 3, &e), 0);
        am_rng walk, bot;
        am_rng_seed(&walk, (uint64_t)g, 5);
        am_rng_seed(&bot, (uint64_t)g, 6);
        /* Arms (re-roll, ±1, ±2: ids 5-8) and gears for some seats, so card and gear actions occur */
        for (int p = 0; p < s.players; p++) {
            s.p[p].gears = (g + p) % 9;
            if ((g + p) % 3 == 0) s.p[p].owned = 1u << 5 | 1u << 6;
            if ((g + p) % 4 == 1) s.p[p].owned = 1u << 7 | 1u << 8;
        }
        while (!atm_is_over(&s)) {
            atm_state c = s;
            atm_state_sync(&c);
            assert_memory_equal(&c.idx, &s.idx, sizeof s.idx);
            int n = atm_legal_actions(&s, buf, ATM_MAX_ACTIONS);
            if (n > ATM_MAX_ACTIONS) n = ATM_MAX_ACTIONS;
            am_rng r1 = bot, r2 = bot;
            atm_action a;
            memset(&a, 0xA5, sizeof a);
            int m = atm_random_action(&s, &r1, &a);
            assert_int_equal(m, n);
            assert_true(n > 0);
            atm_action want = buf[am_rng_below(&r2, (uint32_t)n)];
            if (!same_action(&a, &want))
                fail_msg("game %d step %u: drawn action differs (kind %d/%d die %d/%d die2 %d/%d area %d/%d sign %d/%d card %d/%d "
                         "dice %d/%d opt %d/%d n4 %d/%d n6 %d/%d)", g, (unsigned)s.steps, a.kind, want.kind, a.die, want.die, a.die2,
                         want.die2, a.area, want.area, a.sign, want.sign, a.card, want.card, a.dice, want.dice, a.opt, want.opt, a.n4,
                         want.n4, a.n6, want.n6);
            assert_memory_equal(&r1, &r2, sizeof r1);
            /* the random bot's own entry (atm_bot_choose without a reason) draws the same */
            am_rng r3 = bot;
            atm_action b = atm_random_choice(&s, &r3);
            assert_true(same_action(&b, &want));
            assert_memory_equal(&r3, &r2, sizeof r3);
            /* the simulator's random seat: the same draw, applied as atm_apply_unchecked applies
             * it, counted as atm_sim.c counts it */
            atm_state played = s, applied = s;
            am_rng r4 = bot;
            uint16_t counts[ATM_SIM_ACTS] = {0}, want_counts[ATM_SIM_ACTS] = {0};
            atm_random_play(&played, &r4, counts);
            atm_apply_unchecked(&applied, &want);
            want_counts[counted(&want)] = 1;
            assert_memory_equal(&r4, &r2, sizeof r4);
            assert_memory_equal(&played, &applied, sizeof played);
            assert_memory_equal(counts, want_counts, sizeof counts);
            bot = r1;
            positions++;
            deploy += s.phase == ATM_PHASE_DEPLOY;
            cards += want.kind == ATM_ACT_CARD;
            combines += want.kind == ATM_ACT_COMBINE;
            /* the game goes on by another draw, so the positions are not only the random bot's */
            atm_apply_unchecked(&s, &buf[am_rng_below(&walk, (uint32_t)n)]);
        }
    }
    print_message("%ld positions (%ld deploying), drawn card uses %ld, combines %ld: fast choice = list + draw\n", positions,
                  deploy, cards, combines);
    assert_true(cards > 0 && combines > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_action_equals_list_and_draw),
    };
    return cmocka_run_group_tests_name("automata fast path", tests, NULL, NULL);
}
