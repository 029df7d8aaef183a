/*
 * Property test: 10,000 seeded whole games (simulated combat) between the Automa and the library's
 * random stand-in human (scythe_sim.h), which uses the human API: random legal moves, occasional
 * attacks, deploys, number changes, random combat choices. After EVERY step: scy_game_check (13 units per player in legal
 * places, 19 cards per Automa, 42 combat cards), and every refused action leaves the game
 * unchanged. Games are capped at 400 turns; the number that hit the cap is reported (the Automa's
 * star tracker always ends a game well before that, so it must be 0).
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
#include "support/scythe_fixture.h"
#include "automa/scythe_sim.h"

/* NGAMES may be lowered for a sanitizer build (-DNGAMES=...); under ASan+UBSan the full 10,000 take
 * about 9 s, so both passes of make check play them all. */
#ifndef NGAMES
#define NGAMES 10000
#endif
#define TURN_CAP 400

typedef struct stats {
    long games, capped, combats, human_attacks, automa_attacks, worker_raids, steps, refused;
    long automa_wins, human_wins;
    int roundtrip;   /* also save and reload the game after every step */
    long roundtrips;
} stats;


static void roundtrip(const scy_game *g0, const scy_report *rep, const char *where, uint64_t seed)
{
    /* the last Automa turn's report is kept with the game (issue 19): it must come back whole */
    static scy_game k;
    k = *g0;
    if (rep) scy_game_keep_report(&k, rep);
    const scy_game *g = &k;
    scy_game a = *g, b;
    am_buf text = {0};
    am_err e;
    scy_game_to_json(g, &text);
    assert_false(text.oom);
    if (scy_game_from_json(&b, text.data, &e) != AM_OK) {
        fprintf(stderr, "seed %llu after %s: the saved game does not load: %s\n", (unsigned long long)seed, where, e.msg);
        am_buf_free(&text);
        fail();
    }
    am_buf_free(&text);
    fx_normalise(&a);
    fx_normalise(&b);
    int same = memcmp(a.p, b.p, sizeof a.p) == 0 && memcmp(a.resources, b.resources, sizeof a.resources) == 0 &&
               memcmp(&a.pending, &b.pending, sizeof a.pending) == 0 && memcmp(&a.turn, &b.turn, sizeof a.turn) == 0 &&
               memcmp(&a.rng, &b.rng, sizeof a.rng) == 0 && a.encounters == b.encounters && a.current == b.current &&
               a.game_over == b.game_over && memcmp(a.combat_deck, b.combat_deck, sizeof a.combat_deck) == 0 &&
               memcmp(a.combat_discard, b.combat_discard, sizeof a.combat_discard) == 0 &&
               memcmp(a.trap_state, b.trap_state, sizeof a.trap_state) == 0 &&
               memcmp(a.flag_owner, b.flag_owner, sizeof a.flag_owner) == 0 &&
               a.factory_cards_left == b.factory_cards_left && a.has_last_report == b.has_last_report &&
               memcmp(&a.last_report, &b.last_report, sizeof a.last_report) == 0;
    if (!same) {
        fprintf(stderr, "seed %llu after %s: the game changed through save and load\n", (unsigned long long)seed, where);
        fail();
    }
}

typedef struct observer {
    uint64_t seed;
    long roundtrips;
} observer;

/* Every step of a game with the round trip on: save, reload, compare. */
static void observe_roundtrip(void *ctx, const scy_game *g, const scy_sim_step *st)
{
    observer *o = ctx;
    static const char *const what[] = {"automa turn", "combat", "human action", "flip"};
    roundtrip(g, st->turn, what[st->kind < 4 ? st->kind : 0], o->seed);
    o->roundtrips++;
}

static int rnd(am_rng *r, int n)
{
    return n <= 1 ? 0 : (int)am_rng_below(r, (uint32_t)n);
}

/* A random setup (2 players, sometimes 3; random factions and levels; sometimes all moves), then
 * the whole game against the library's random stand-in (src/scythe/standin.c: random legal moves,
 * occasional attacks, deploys, number changes, random combat choices) with every invariant checked
 * after every step by the driver (scy_sim_config.check). */
static void play_game(uint64_t seed, stats *s)
{
    am_rng r;
    am_rng_seed(&r, seed, 99);
    scy_setup set;
    memset(&set, 0, sizeof set);
    scy_options_default(&set.opt);
    set.opt.combat_mode = SCY_COMBAT_SIMULATED;
    set.seed = seed;
    set.nplayers = rnd(&r, 10) == 0 ? 3 : 2;
    int used = 0;
    for (int i = 0; i < set.nplayers; i++) {
        int f;
        do f = rnd(&r, SCY_NFACTIONS);
        while (used & (1 << f));
        used |= 1 << f;
        set.faction[i] = (uint8_t)f;
        set.automa[i] = i > 0;
        set.level[i] = (uint8_t)rnd(&r, SCY_NLEVELS);
    }
    if (rnd(&r, 8) == 0) set.opt.all_moves = 1;
    observer o = {seed, 0};
    scy_sim_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.bot = SCY_BOT_RANDOM;
    cfg.check = 1;
    cfg.turn_cap = TURN_CAP;
    if (s->roundtrip) {
        cfg.observe = observe_roundtrip;
        cfg.ctx = &o;
    }
    scy_sim_result res;
    am_err e;
    if (scy_sim_play(seed, &set, &cfg, &res, &e) != AM_OK) {
        fprintf(stderr, "%s\n", e.msg);
        fail();
    }
    s->roundtrips += o.roundtrips;
    s->games++;
    s->steps += res.steps;
    s->refused += res.refused;
    s->combats += res.combats;
    s->human_attacks += res.human_attacks;
    s->automa_attacks += res.automa_attacks;
    s->worker_raids += res.worker_raids;
    if (res.capped) {
        s->capped++;
        return;
    }
    if (res.automa_won) s->automa_wins++;
    else s->human_wins++;
}

/* Every state met in 15 games (mid-combat, mid-turn included) survives save and load unchanged. */
static void test_save_load_round_trip_every_step(void **st)
{
    (void)st;
    stats s;
    memset(&s, 0, sizeof s);
    s.roundtrip = 1;
    uint64_t master = 777;
    for (int i = 0; i < 15; i++) play_game(am_splitmix64(&master), &s);
    printf("props: %ld states saved and reloaded\n", s.roundtrips);
    assert_int_equal(s.capped, 0);
}

static void test_many_games_keep_invariants(void **st)
{
    (void)st;
    stats s;
    memset(&s, 0, sizeof s);
    uint64_t master = 20261126;
    for (int i = 0; i < NGAMES; i++) play_game(am_splitmix64(&master), &s);
    printf("props: %ld games, %ld capped at %d turns, %ld steps, %ld refused actions, %ld combats "
           "(%ld human attacks, %ld Automa attacks), %ld worker raids; winners: Automa %ld, human %ld\n",
           s.games, s.capped, TURN_CAP, s.steps, s.refused, s.combats, s.human_attacks, s.automa_attacks, s.worker_raids,
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
