/*
 * Real Scythe positions for the benchmarks (bench/bench_scythe.c, bench/bench_sim.c) and for the
 * fast-path oracle (tests/test_scythe_fastpath.c, scripts/ci_fastpath.sh): every position just
 * before an Automa turn of seeded simulated games, regenerated at start through the library
 * (scy_sim_play with an observer), so the corpus is the same on every machine and costs no file.
 *
 * The plan: game k of a run is configuration k mod 168 (4 levels x 42 ordered faction pairs, the
 * stand-in human first), with stand-in (k / 168 + k) mod 3 (passive, aggressive, random) and seed
 * scy_sim_seed(master, k). The bench corpus keeps every second position (positions i with
 * (i + k) mod 2 == 0) of 4 x 168 games at the default options: 2-player, both schemes, with and
 * without the water restriction, all levels, all factions.
 *
 * With `variety` (the oracle) a game also draws, from its seed, the options that change the turn
 * engine's paths: every valid move (all_moves), skip icons, coin/power modifiers, flipped combat
 * cards before moving or deploying, the older brackets, a third player (a second Automa or a
 * second human; the enemy = humans mode; the shared deck), and armed traps of a human Togawa
 * placed on random territories of the position (the stand-ins never set traps).
 */
#ifndef BENCH_SCYTHE_CORPUS_H
#define BENCH_SCYTHE_CORPUS_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "automa/scythe.h"
#include "automa/scythe_sim.h"

#define CORPUS_CONFIGS (SCY_NLEVELS * SCY_NFACTIONS * (SCY_NFACTIONS - 1))

/* Called with each position (a private copy the callee may change). Return non-zero to stop. */
typedef int (*corpus_fn)(void *ctx, scy_game *g, long index);

typedef struct corpus_run {
    const scy_card *cards;
    const scy_tracker *trackers;
    int variety;        /* draw options and extra players (the oracle) */
    int keep_every;     /* keep position i of game k when (i + k) % keep_every == 0 */
    corpus_fn fn;
    void *ctx;
    /* state of the run */
    long game, seen_in_game, kept;
    uint64_t seed;
    int stop;
} corpus_run;

static inline void corpus_observe(void *ctxv, const scy_game *g, const scy_sim_step *st)
{
    corpus_run *r = ctxv;
    (void)st;
    if (r->stop || g->game_over || g->pending.kind != SCY_PEND_NONE || g->turn.active || !g->p[g->current].automa)
        return;
    long i = r->seen_in_game++;
    if ((i + r->game) % r->keep_every != 0) return;
    scy_game copy = *g;
    if (r->variety) {
        /* a human Togawa's armed traps (tie-breaker 2 of every Automa move, the trap penalty) */
        uint64_t x = r->seed ^ ((uint64_t)i * 0x9e3779b97f4a7c15ULL);
        uint64_t h = am_splitmix64(&x);
        for (int pl = 0; pl < copy.nplayers; pl++) {
            scy_player *p = &copy.p[pl];
            if (p->automa || p->faction != SCY_TOGAWA || (h & 3) == 0) continue;
            for (int k = 0; k < 4 && p->traps_left; k++) {
                int t = (int)((h >> (8 + 6 * k)) % SCY_NTERR);
                if (copy.trap_owner[t] >= 0 || copy.flag_owner[t] >= 0) continue;
                int kind = __builtin_ctz(p->traps_left);
                p->traps_left = (uint8_t)(p->traps_left & ~(1u << kind));
                copy.trap_owner[t] = (int8_t)pl;
                copy.trap_state[t] = SCY_TRAP_ARMED;
                copy.trap_kind[t] = (uint8_t)kind;
            }
        }
    }
    if (r->fn(r->ctx, &copy, r->kept++)) r->stop = 1;
}

/* The setup of game k (see the plan above). */
static inline void corpus_setup(const corpus_run *r, long k, uint64_t seed, scy_setup *s, int *bot)
{
    memset(s, 0, sizeof *s);
    scy_options_default(&s->opt);
    long c = k % CORPUS_CONFIGS;
    int level = (int)(c / (SCY_NFACTIONS * (SCY_NFACTIONS - 1)));
    int pair = (int)(c % (SCY_NFACTIONS * (SCY_NFACTIONS - 1)));
    int human = pair / (SCY_NFACTIONS - 1), automa = pair % (SCY_NFACTIONS - 1);
    if (automa >= human) automa++;
    *bot = (int)((k / CORPUS_CONFIGS + k) % SCY_NBOTS);
    s->nplayers = 2;
    s->faction[0] = (uint8_t)human;
    s->faction[1] = (uint8_t)automa;
    s->automa[1] = 1;
    s->level[1] = (uint8_t)level;
    if (!r->variety) return;
    uint64_t x = seed;
    uint64_t h = am_splitmix64(&x);
    s->opt.all_moves = (h & 7) == 0;
    s->opt.skip_turns = ((h >> 3) & 7) == 0;
    if (((h >> 6) & 3) == 0) s->opt.coin_mod = (int8_t)((int)((h >> 8) % 5) - 2);
    if (((h >> 11) & 3) == 0) s->opt.power_mod = (int8_t)((int)((h >> 13) % 5) - 2);
    s->opt.flip_move = ((h >> 16) & 7) == 0;
    s->opt.flip_deploy = ((h >> 19) & 7) == 0;
    s->opt.ifa_brackets = ((h >> 22) & 15) != 0;
    if (((h >> 26) & 3) == 0) {
        /* a third player: a second Automa or a second human, a faction nobody has */
        int f = (int)((h >> 28) % SCY_NFACTIONS);
        while (f == human || f == automa) f = (f + 1) % SCY_NFACTIONS;
        s->nplayers = 3;
        s->faction[2] = (uint8_t)f;
        s->automa[2] = (h >> 32) & 1;
        s->level[2] = (uint8_t)((h >> 33) % SCY_NLEVELS);
        s->opt.enemy_mode = ((h >> 35) & 3) == 0 ? SCY_ENEMY_HUMANS : SCY_ENEMY_ALL;
        s->opt.shared_deck = s->automa[2] && ((h >> 37) & 1);
    }
}

/* Plays games 0 .. games-1 of master seed `master`, stopping early when `positions` positions were
 * kept (-1: no limit) or the callback stopped. Returns the number of positions kept, -1 if a game
 * failed. */
static inline long corpus_generate(corpus_run *r, uint64_t master, long games, long positions)
{
    scy_sim_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.cards = r->cards;
    cfg.trackers = r->trackers;
    cfg.observe = corpus_observe;
    cfg.ctx = r;
    r->kept = 0;
    r->stop = 0;
    for (r->game = 0; r->game < games && (positions < 0 || r->kept < positions) && !r->stop; r->game++) {
        scy_setup s;
        int bot;
        r->seed = scy_sim_seed(master, (uint64_t)r->game);
        corpus_setup(r, r->game, r->seed, &s, &bot);
        cfg.bot = (uint8_t)bot;
        r->seen_in_game = 0;
        scy_sim_result res;
        am_err e;
        if (scy_sim_play(r->seed, &s, &cfg, &res, &e) != AM_OK) return -1;
    }
    return r->kept;
}

/* ---- the bench corpus: kept in memory ---------------------------------------------------- */
#define CORPUS_MASTER 16
#define CORPUS_GAMES (4 * CORPUS_CONFIGS)

typedef struct corpus {
    scy_game *pos;
    long n, cap;
} corpus;

static inline int corpus_keep(void *ctx, scy_game *g, long index)
{
    corpus *c = ctx;
    (void)index;
    if (c->n == c->cap) {
        long cap = c->cap ? 2 * c->cap : 4096;
        scy_game *p = realloc(c->pos, (size_t)cap * sizeof *p);
        if (!p) return 1;
        c->pos = p;
        c->cap = cap;
    }
    c->pos[c->n++] = *g;
    return 0;
}

/* Fills c with the bench corpus: every second position of the 672 games of the plan. Returns the
 * number of positions (over 5,000), -1 on failure. */
static inline long corpus_load(corpus *c, const scy_card *cards, const scy_tracker *trackers)
{
    memset(c, 0, sizeof *c);
    corpus_run r;
    memset(&r, 0, sizeof r);
    r.cards = cards;
    r.trackers = trackers;
    r.keep_every = 2;
    r.fn = corpus_keep;
    r.ctx = c;
    return corpus_generate(&r, CORPUS_MASTER, CORPUS_GAMES, -1);
}

#endif
