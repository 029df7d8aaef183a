/*
 * The Scythe simulator (scythe_sim.h): the passive and aggressive stand-ins keep every invariant
 * (checked after every step by the driver) in 1,000 games each over all factions and levels; a game
 * watched by an observer (with the full reports) is the same game as one played without; the seed
 * derivation is the SplitMix64 stream; bad input is refused.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "automa/scythe_sim.h"

static void setup_of(uint64_t seed, scy_setup *s)
{
    memset(s, 0, sizeof *s);
    scy_options_default(&s->opt);
    s->nplayers = 2;
    s->faction[0] = (uint8_t)(seed % SCY_NFACTIONS);
    s->faction[1] = (uint8_t)((seed / SCY_NFACTIONS) % (SCY_NFACTIONS - 1));
    if (s->faction[1] >= s->faction[0]) s->faction[1]++;
    s->automa[1] = 1;
    s->level[1] = (uint8_t)((seed >> 8) % SCY_NLEVELS);
}

static void test_standins_keep_invariants(void **st)
{
    (void)st;
    scy_card cards[SCY_NCARDS];
    scy_tracker trackers[SCY_NLEVELS];
    scy_cards_default(cards);
    scy_trackers_default(trackers);
    for (int bot = SCY_BOT_PASSIVE; bot <= SCY_BOT_AGGRESSIVE; bot++) {
        scy_sim_config cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.bot = (uint8_t)bot;
        cfg.check = 1;
        cfg.cards = cards;
        cfg.trackers = trackers;
        long wins = 0, combats = 0, stars = 0, refused = 0;
        for (int i = 0; i < 1000; i++) {
            uint64_t seed = scy_sim_seed(42, (uint64_t)i);
            scy_setup s;
            setup_of(seed, &s);
            scy_sim_result r;
            am_err e;
            if (scy_sim_play(seed, &s, &cfg, &r, &e) != AM_OK) {
                fprintf(stderr, "%s: %s\n", scy_bot_name(bot), e.msg);
                fail();
            }
            assert_int_equal(r.capped, 0);
            assert_true(r.automa_stars == SCY_STARS_END || r.human_stars == SCY_STARS_END);
            assert_int_equal(r.automa_stars, r.stars_tracker + r.stars_combat + r.stars_power);
            assert_true(r.first_star >= 0 && r.first_star <= r.automa_turns);
            wins += r.automa_won;
            combats += r.combats;
            stars += r.human_stars;
            refused += r.refused;
        }
        printf("sim: %s stand-in, 1000 games: Automa wins %ld, %ld combats, %ld stand-in stars, %ld refused actions\n",
               scy_bot_name(bot), wins, combats, stars, refused);
        assert_true(combats > 0);
        /* the scripted stand-ins only try legal things: nothing refused */
        assert_int_equal(refused, 0);
    }
}

typedef struct seen {
    long steps, automa_turns, combats;
} seen;

static void count(void *ctx, const scy_game *g, const scy_sim_step *st)
{
    seen *s = ctx;
    (void)g;
    s->steps++;
    if (st->kind == SCY_SIM_AUTOMA_TURN) {
        assert_non_null(st->turn);
        s->automa_turns++;
    }
    if (st->kind == SCY_SIM_COMBAT) {
        assert_non_null(st->combat);
        s->combats++;
    }
}

/* Watching a game (full reports) does not change it: the result is the same byte for byte. */
static void test_observer_does_not_change_the_game(void **st)
{
    (void)st;
    for (int i = 0; i < 60; i++) {
        uint64_t seed = scy_sim_seed(7, (uint64_t)i);
        scy_setup s;
        setup_of(seed, &s);
        scy_sim_config cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.bot = (uint8_t)(i % SCY_NBOTS);
        scy_sim_result a, b;
        am_err e;
        assert_int_equal(scy_sim_play(seed, &s, &cfg, &a, &e), AM_OK);
        seen n = {0, 0, 0};
        cfg.observe = count;
        cfg.ctx = &n;
        assert_int_equal(scy_sim_play(seed, &s, &cfg, &b, &e), AM_OK);
        assert_memory_equal(&a, &b, sizeof a);
        assert_int_equal(n.automa_turns, b.automa_turns);
        assert_int_equal(n.combats, b.combats);
        /* the same game again: deterministic */
        assert_int_equal(scy_sim_play(seed, &s, &cfg, &b, &e), AM_OK);
        assert_memory_equal(&a, &b, sizeof a);
    }
}

static void test_seeds_and_names(void **st)
{
    (void)st;
    uint64_t x = 123;
    for (uint64_t i = 0; i < 5; i++) assert_true(scy_sim_seed(123, i) == (am_splitmix64(&x) & 0x7fffffffffffffffULL));
    for (int b = 0; b < SCY_NBOTS; b++) assert_int_equal(scy_bot_parse(scy_bot_name(b)), b);
    assert_int_equal(scy_bot_parse("lazy"), -1);
    scy_setup s;
    setup_of(1, &s);
    s.faction[1] = s.faction[0];
    scy_sim_config cfg;
    memset(&cfg, 0, sizeof cfg);
    scy_sim_result r;
    am_err e;
    assert_int_equal(scy_sim_play(1, &s, &cfg, &r, &e), AM_EUSAGE);
    setup_of(1, &s);
    cfg.bot = SCY_NBOTS;
    assert_int_equal(scy_sim_play(1, &s, &cfg, &r, &e), AM_EUSAGE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_standins_keep_invariants),
        cmocka_unit_test(test_observer_does_not_change_the_game),
        cmocka_unit_test(test_seeds_and_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
