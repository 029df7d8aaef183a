/*
 * Property test of the Automata engine: many random-bot games (player counts 2-4 in turn), the
 * invariants checked after every action:
 *   - each player's 12 dice are all somewhere (Reserve, Spent, Available, Staging, a space), show a
 *     face the die has, and sit only on spaces that exist (dice conserved across pools and boards);
 *   - gears and coins never negative;
 *   - every card is in exactly one place (Head pile, Parts deck, display, a hand, bought, box);
 *   - an action space holds dice of one player only; the player to act can act;
 *   - the game ends after 5 rounds.
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

static void check_invariants(const atm_state *s)
{
    uint32_t where = 0;
    /* cards: Head pile */
    for (int c = s->head_next; c < ATM_HEADS; c++) where |= 1u << c;
    for (int k = s->deck_pos; k < ATM_PARTS; k++) {
        assert_false(where >> s->deck[k] & 1u);
        where |= 1u << s->deck[k];
    }
    uint32_t dealt = 0;
    for (int k = 0; k < s->deck_pos; k++) dealt |= 1u << s->deck[k];
    for (int k = 0; k < ATM_DISPLAY; k++)
        if (s->display[k] != ATM_NO_CARD) {
            assert_true(dealt >> s->display[k] & 1u);
            assert_false(where >> s->display[k] & 1u);
            where |= 1u << s->display[k];
        }
    uint32_t heads_bought = 0;
    for (int p = 0; p < s->players; p++) {
        const atm_player *pl = &s->p[p];
        assert_true(pl->gears >= 0);
        assert_true(pl->coins >= 0);
        assert_int_equal(pl->owned & pl->reserved, 0);
        assert_int_equal(pl->reserved & 0x1Fu, 0);  /* Heads are never reserved */
        assert_int_equal(where & (pl->owned | pl->reserved), 0);
        where |= pl->owned | pl->reserved;
        heads_bought |= pl->owned & 0x1Fu;
        int count[3] = {0};
        for (int i = 0; i < ATM_DICE; i++) {
            const atm_die *d = &pl->dice[i];
            count[atm_die_type(i)]++;
            assert_true(d->loc <= ATM_IN_SPACE);
            if (d->loc != ATM_IN_RESERVE && d->loc != ATM_IN_SPENT) {
                assert_in_range(d->value, 1, atm_die_faces(i));
            }
            if (d->loc == ATM_IN_STAGING) assert_true(d->area < ATM_AREAS);
            if (d->loc == ATM_IN_SPACE) {
                assert_true(d->area != ATM_RESEARCH && d->area < ATM_AREAS);
                assert_true(d->space < atm_space_count(s, d->area));
                for (int q = 0; q < s->players; q++)  /* one player per space */
                    if (q != p)
                        for (int j = 0; j < ATM_DICE; j++) {
                            const atm_die *e = &s->p[q].dice[j];
                            assert_false(e->loc == ATM_IN_SPACE && e->area == d->area && e->space == d->space);
                        }
            }
            if (s->phase == ATM_PHASE_OVER) assert_true(d->loc == ATM_IN_RESERVE || d->loc == ATM_IN_SPENT);
        }
        assert_int_equal(count[0] + count[1] + count[2], 12);
    }
    /* Heads are bought from the top in order */
    assert_int_equal(heads_bought, (1u << s->head_next) - 1u);
    /* the rest of the dealt Parts are in the box */
    where |= dealt & ~where;
    assert_int_equal(where, (1u << ATM_CARDS) - 1u);
    if (s->phase == ATM_PHASE_DEPLOY) assert_true(atm_count_dice(s, s->current, ATM_IN_AVAILABLE, -1) > 0);
    if (s->phase == ATM_PHASE_ACTIVATE) {
        int ok = 0;
        for (int i = 0; i < ATM_DICE; i++)
            ok |= s->p[s->current].dice[i].loc == ATM_IN_STAGING && s->p[s->current].dice[i].value == s->initiative;
        assert_true(ok);
    }
}

static void test_property_random_games(void **st)
{
    (void)st;
    atm_action buf[ATM_MAX_ACTIONS];
    long actions = 0;
    for (int g = 0; g < GAMES; g++) {
        atm_state s;
        am_err e;
        assert_int_equal(atm_state_init(&s, NULL, 2 + g % 3, (uint64_t)g * 2654435761u + 1, &e), 0);
        am_rng r;
        am_rng_seed(&r, (uint64_t)g, 99);
        check_invariants(&s);
        int rounds_seen = 1;
        while (!atm_is_over(&s)) {
            int n = atm_legal_actions(&s, buf, ATM_MAX_ACTIONS);
            assert_true(n > 0);
            if (n > ATM_MAX_ACTIONS) n = ATM_MAX_ACTIONS;
            atm_action a = buf[am_rng_below(&r, (uint32_t)n)];
            assert_int_equal(atm_apply(&s, &a, &e), 0);
            check_invariants(&s);
            if (!atm_is_over(&s)) rounds_seen = s.round;
            actions++;
            assert_true(s.steps < 5000);
        }
        assert_int_equal(rounds_seen, 5);
    }
    print_message("%d random games, %ld actions, invariants held after each\n", GAMES, actions);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_property_random_games),
    };
    return cmocka_run_group_tests_name("automata properties", tests, NULL, NULL);
}
