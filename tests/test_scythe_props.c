/*
 * Property test: 10,000 seeded whole games (simulated combat) between the Automa and a simple
 * scripted human that uses the human API: random legal moves, occasional attacks, deploys, number
 * changes, random combat choices. After EVERY step: scy_game_check (13 units per player in legal
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

static void sort_positions(int8_t *a, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && a[j - 1] > a[j]; j--) {
            int8_t t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
        }
}

/* The parts of a game a save must keep: the bytes past each pile's end are not state, and the
 * mechs (workers) of a player are interchangeable, so only their positions as a set count. */
static void normalise(scy_game *g)
{
    for (int i = 0; i < SCY_MAX_PLAYERS; i++) {
        sort_positions(&g->p[i].unit[SCY_U_MECH0], SCY_U_WORKER0 - SCY_U_MECH0);
        sort_positions(&g->p[i].unit[SCY_U_WORKER0], SCY_NUNITS - SCY_U_WORKER0);
        scy_deck *d = &g->p[i].deck;
        memset(d->draw + d->ndraw, 0, (size_t)(SCY_NCARDS - d->ndraw));
        memset(d->discard + d->ndiscard, 0, (size_t)(SCY_NCARDS - d->ndiscard));
        memset(d->combat + d->ncombat, 0, (size_t)(SCY_NCARDS - d->ncombat));
    }
    if (!g->turn.active) memset(&g->turn, 0, sizeof g->turn);
}

static void roundtrip(const scy_game *g, const char *where, uint64_t seed)
{
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
    normalise(&a);
    normalise(&b);
    int same = memcmp(a.p, b.p, sizeof a.p) == 0 && memcmp(a.resources, b.resources, sizeof a.resources) == 0 &&
               memcmp(&a.pending, &b.pending, sizeof a.pending) == 0 && memcmp(&a.turn, &b.turn, sizeof a.turn) == 0 &&
               memcmp(&a.rng, &b.rng, sizeof a.rng) == 0 && a.encounters == b.encounters && a.current == b.current &&
               a.game_over == b.game_over && memcmp(a.combat_deck, b.combat_deck, sizeof a.combat_deck) == 0 &&
               memcmp(a.combat_discard, b.combat_discard, sizeof a.combat_discard) == 0 &&
               memcmp(a.trap_state, b.trap_state, sizeof a.trap_state) == 0 &&
               memcmp(a.flag_owner, b.flag_owner, sizeof a.flag_owner) == 0 &&
               a.factory_cards_left == b.factory_cards_left;
    if (!same) {
        fprintf(stderr, "seed %llu after %s: the game changed through save and load\n", (unsigned long long)seed, where);
        fail();
    }
}

static void check_s(const scy_game *g, const char *where, uint64_t seed, stats *s)
{
    am_err e;
    if (scy_game_check(g, &e) != AM_OK) {
        fprintf(stderr, "seed %llu after %s: %s\n", (unsigned long long)seed, where, e.msg);
        fail();
    }
    if (s->roundtrip) {
        roundtrip(g, where, seed);
        s->roundtrips++;
    }
}
#define check(g, where, seed) check_s((g), (where), (seed), s)

static int rnd(am_rng *r, int n)
{
    return n <= 1 ? 0 : (int)am_rng_below(r, (uint32_t)n);
}

/* Random choices for the human side of a combat: dial up to min(7, power), cards up to one per
 * unit in the fight, chosen among the values held. */
static void human_choice(const scy_game *g, int pl, int t, am_rng *r, scy_combat_choice *c)
{
    const scy_player *p = &g->p[pl];
    int maxp = p->power < 7 ? p->power : 7;
    c->power = (uint8_t)rnd(r, maxp + 1);
    int units = scy_game_count_units_on(g, pl, SCY_UK_COMBAT, t);
    int held[4];
    for (int v = 0; v < 4; v++) held[v] = p->cc_value[v];
    int n = rnd(r, (units < p->combat_cards ? units : p->combat_cards) + 1);
    c->ncards = 0;
    for (int i = 0; i < n; i++) {
        int v = 3 - rnd(r, 2);  /* prefer high cards */
        while (v >= 0 && !held[v]) v--;
        if (v < 0)
            for (v = 0; v < 4 && !held[v]; v++) {}
        if (v >= 4) break;
        held[v]--;
        c->cards[c->ncards++] = (uint8_t)(v + 2);
    }
}

static void resolve_pending(scy_game *g, am_rng *r, stats *s, uint64_t seed)
{
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    for (int side = 0; side < 2; side++) {
        int pl = side ? g->pending.defender : g->pending.attacker;
        if (!g->p[pl].automa) human_choice(g, pl, g->pending.territory, r, &in.side[side]);
    }
    scy_combat_report rep;
    scy_report turn;
    am_err e;
    int rc = scy_combat_resolve(g, &in, &rep, &turn, &e);
    if (rc != AM_OK) {
        fprintf(stderr, "seed %llu: combat refused: %s\n", (unsigned long long)seed, e.msg);
        fail();
    }
    s->combats++;
    check(g, "combat", seed);
}

/* Tries an action; a refusal must leave the game unchanged. */
#define TRY(call)                                                                                       \
    do {                                                                                                \
        scy_game before_ = *g;                                                                          \
        am_err e_;                                                                                      \
        if ((call) != AM_OK) {                                                                          \
            (void)e_;                                                                                   \
            s->refused++;                                                                               \
            if (memcmp(&before_, g, sizeof *g) != 0) {                                                  \
                fprintf(stderr, "seed %llu: refused %s changed the game\n", (unsigned long long)seed, #call); \
                fail();                                                                                 \
            }                                                                                           \
        }                                                                                               \
        s->steps++;                                                                                     \
        check(g, #call, seed);                                                                          \
    } while (0)

static void human_turn(scy_game *g, am_rng *r, stats *s, uint64_t seed)
{
    int pl = g->current;
    scy_player *p = &g->p[pl];
    int nmoves = rnd(r, 4);
    for (int m = 0; m < nmoves && !g->game_over; m++) {
        /* a random unit on the board or its home base */
        int cand[SCY_NUNITS], n = 0;
        for (int u = 0; u < SCY_NUNITS; u++)
            if (p->unit[u] != SCY_POS_MAT) cand[n++] = u;
        if (!n) break;
        int u = cand[rnd(r, n)];
        am_set dest = scy_human_destinations(g, pl, u);
        if (!dest) continue;
        int to = -1;
        am_set enemies = 0;
        for (int e = 0; e < g->nplayers; e++)
            if (e != pl) enemies |= scy_game_units_mask(g, e, SCY_UK_ANY);
        if (SCY_IS_COMBAT_UNIT(u) && (dest & enemies) && rnd(r, 3) == 0) {
            am_set a = dest & enemies;
            int k = rnd(r, am_set_count(a));
            AM_SET_FOREACH(t, a) if (k-- == 0) { to = t; break; }
        } else {
            int k = rnd(r, am_set_count(dest));
            AM_SET_FOREACH(t, dest) if (k-- == 0) { to = t; break; }
        }
        int type = u == 0 ? SCY_UT_CHARACTER : (u < SCY_U_WORKER0 ? SCY_UT_MECH : SCY_UT_WORKER);
        scy_human_report hr;
        memset(&hr, 0, sizeof hr);
        TRY(scy_human_move(g, type, p->unit[u], to, &hr, &e_));
        if (hr.workers) s->worker_raids++;
        if (g->pending.kind == SCY_PEND_COMBAT) {
            s->human_attacks++;
            resolve_pending(g, r, s, seed);
        }
    }
    if (g->game_over) return;
    /* a deploy, some numbers, sometimes a star, an encounter, the Factory */
    int w = -1;
    for (int u = SCY_U_WORKER0; u < SCY_NUNITS; u++)
        if (SCY_IS_TERR(p->unit[u])) w = p->unit[u];
    if (w >= 0 && rnd(r, 3) == 0) TRY(scy_human_deploy(g, rnd(r, 2) ? SCY_UT_MECH : SCY_UT_WORKER, w, &e_));
    TRY(scy_human_set(g, SCY_STAT_POWER, p->power + rnd(r, 3) > 16 ? 16 : p->power + rnd(r, 3), &e_));
    TRY(scy_human_set(g, SCY_STAT_COINS, p->coins + rnd(r, 4), &e_));
    TRY(scy_human_set(g, SCY_STAT_POPULARITY, rnd(r, 19), &e_));
    if (rnd(r, 4) == 0) TRY(scy_human_set(g, SCY_STAT_COMBAT_CARDS, p->combat_cards + 1, &e_));
    if (SCY_IS_TERR(p->unit[0]) && am_set_has(g->encounters, p->unit[0])) TRY(scy_human_encounter(g, p->unit[0], &e_));
    if (p->unit[0] == scy_factory) TRY(scy_human_factory(g, &e_));
    if (rnd(r, 25) == 0 && p->stars < 6) TRY(scy_human_set(g, SCY_STAT_STARS, p->stars + 1, &e_));
    if (g->game_over) return;
    if (rnd(r, 10) == 0) TRY(scy_human_resources(g, rnd(r, SCY_NTERR), rnd(r, 5), &e_));
    TRY(scy_human_end_turn(g, &e_));
}

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
    scy_game game, *g = &game;
    am_err e;
    assert_int_equal(scy_game_new(g, &set, &e), AM_OK);
    check(g, "setup", seed);
    while (!g->game_over && g->turns < TURN_CAP) {
        if (!g->p[g->current].automa) {
            human_turn(g, &r, s, seed);
        } else {
            scy_report rep;
            if (scy_automa_turn(g, &rep, &e) != AM_OK) {
                fprintf(stderr, "seed %llu: Automa turn failed: %s\n", (unsigned long long)seed, e.msg);
                fail();
            }
            s->steps++;
            check(g, "automa turn", seed);
            while (g->pending.kind == SCY_PEND_COMBAT && !g->game_over) {
                s->automa_attacks++;
                resolve_pending(g, &r, s, seed);
            }
            assert_int_equal(g->pending.kind, SCY_PEND_NONE);
        }
    }
    s->games++;
    if (!g->game_over) {
        s->capped++;
        return;
    }
    scy_score_sheet sheet;
    scy_score(g, &sheet);
    if (g->p[sheet.winner].automa) s->automa_wins++;
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
