/* Expeditions in the random-game harness (see game_ops.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/expeditions.h"
#include "support/game_ops.h"

/* A property: the failed condition becomes the message. */
#define CHECK(cond)                                                                                                    \
    do {                                                                                                               \
        if (!(cond)) return am_fail(err, AM_ESTATE, "%s", #cond);                                                      \
    } while (0)
#define TRY(call)                                                                                                      \
    do {                                                                                                               \
        if ((call) != AM_OK) return AM_ESTATE;                                                                         \
    } while (0)

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

static int exp_setup(void *ctx, void *st, uint64_t seed, am_err *err)
{
    (void)ctx;
    fx_exp *w = st;
    memset(w, 0, sizeof *w);
    am_rng_seed(&w->rng, seed, 99);
    int level = 1 + (int)am_rng_below(&w->rng, 3);
    exp_progress p;
    TRY(exp_progress_builtin(level, &p, err));
    exp_state_init(&w->s, &p, NULL, 0, seed);
    /* location 20 lies face down in a random North slot; two gaps touch random locations */
    w->s.loc[am_rng_below(&w->rng, EXP_ROW_LEN)].number = 20;
    w->s.gaps[0].adjacent = 1u << am_rng_below(&w->rng, 14) | 1u << am_rng_below(&w->rng, 14);
    w->s.gaps[1].adjacent = 1u << am_rng_below(&w->rng, 14);
    w->s.reveal_count = 1 + (int)am_rng_below(&w->rng, 3);
    w->automa_first = w->s.first_player;
    return AM_OK;
}

/* The scripted human's turn: move somewhere, reveal a face-down tile there, sometimes vanquish,
 * sometimes place glory. */
static int human_turn(fx_exp *w, am_rng *rng, am_err *err)
{
    exp_state *s = &w->s;
    if (am_rng_below(rng, 2)) {
        int loc = (int)am_rng_below(rng, EXP_LOC_COUNT);
        TRY(exp_human_move(s, loc, err));
        exp_location *l = &s->loc[loc];
        if (!l->face_up) {
            int vals[3], n = (int)am_rng_below(rng, 3) + 1;
            if (n > s->bag) n = s->bag;
            for (int i = 0; i < n; i++) vals[i] = (int)am_rng_below(rng, 9) + 1;
            int number = l->number;
            if (number == 20) n = 0;
            TRY(exp_location_reveal(s, loc, number, vals, n, err));
            w->map_tokens++;
        }
    }
    exp_location *l = &s->loc[s->human_at];
    if (l->ncorr && am_rng_below(rng, 2)) {
        int n = (int)am_rng_below(rng, (uint32_t)l->ncorr) + 1;
        TRY(exp_human_vanquish(s, s->human_at, n, 0, err));
        w->corruption += n;
    }
    if (l->c20 && am_rng_below(rng, 4) == 0) {
        TRY(exp_human_vanquish(s, s->human_at, 0, 1, err));
        w->c20 = 1;
    }
    if (s->human_glory < 4 && am_rng_below(rng, 25) == 0) TRY(exp_human_glory(s, err));
    return AM_OK;
}

/* A step: the human's turn (not before the Automa's first when she starts), then hers. */
static int exp_step(void *ctx, void *st, am_rng *rng, am_err *err)
{
    (void)ctx;
    fx_exp *w = st;
    if (exp_game_over(&w->s)) return 0;
    if (!w->automa_first || w->turns > 0) TRY(human_turn(w, rng, err));
    w->before = w->s;
    TRY(exp_automa_turn(&w->s, 0, &w->r, err));
    w->turns++;
    return 1;
}

static int exp_check(const void *st, am_err *err)
{
    const fx_exp *w = st;
    const exp_state *s = &w->s;   /* (exp_state_check: the descriptor's check, run first) */
    /* 14 map tokens on North + Central: on the map, with the Automa or with the human */
    CHECK(on_map(s, 0) + s->map_tokens + w->map_tokens == 2 * EXP_ROW_LEN);
    /* 37 normal corruption tokens: bag, map, Automa, human */
    CHECK(s->bag + on_map_corruption(s) + s->ncorr + w->corruption == EXP_BAG);
    CHECK(on_map(s, 1) + s->c20 + w->c20 <= 1);
    if (w->turns == 0) return AM_OK;
    /* after an Automa turn, against the state before it */
    const exp_state *before = &w->before;
    const exp_report *r = &w->r;
    /* the Automa gains only through her actions (EX-10, EX-19..21) */
    int explore = 0, token = 0, corr = 0;
    for (int m = 0; m < EXP_MECHS; m++) {
        const exp_mech_report *mr = &r->mech[m];
        explore += mr->action == EXP_ACT_EXPLORE;
        token += mr->action == EXP_ACT_VANQUISH_TOKEN;
        corr += mr->ngained;
        /* each mech stays in its row and never ends on the human's location (EX-7, EX-9) */
        CHECK(exp_loc_row(s->mech[m]) == m);
        CHECK(s->mech[m] != s->human_at);
        /* a target chosen is the first match among <= 4 candidates (EX-16, EX-18) */
        CHECK(mr->ncand <= 4);
        for (int i = 0; i < mr->chosen; i++) CHECK(mr->cand[i].why != EXP_WHY_MATCH);
        if (mr->chosen >= 0) CHECK(mr->cand[mr->chosen].loc == s->mech[m]);
        if (mr->moved_by == EXP_SKIP_GLORY) CHECK(before->glory < mr->glory_needed);
        for (int i = 0; i < mr->ncand; i++) CHECK(mr->cand[i].loc != s->human_at);
        if (mr->action == EXP_ACT_VANQUISH) CHECK(mr->ngained >= 1 && mr->ngained <= mr->mult);
    }
    CHECK(s->map_tokens - before->map_tokens == explore);
    CHECK(s->c20 - before->c20 == token);
    CHECK(s->ncorr - before->ncorr == corr);
    /* progress moves 0 or 1 space; glory never goes down (EX-12) */
    CHECK(s->progress_pos - before->progress_pos == 0 || s->progress_pos - before->progress_pos == 1);
    CHECK(s->glory >= before->glory && s->glory - before->glory <= 1);
    /* the deck: 12 usable draws per cycle, 2 aside (EX-3, EX-11) */
    CHECK(s->naside == EXP_ASIDE);
    CHECK(s->ndeck + s->ndiscard == s->ncards - EXP_ASIDE);
    if (!r->reshuffled) {
        CHECK(r->card != before->aside[0]);
        CHECK(r->card != before->aside[1]);
        CHECK(before->ndeck - 1 == s->ndeck);
    } else {
        CHECK(before->ndeck == 0);
    }
    /* her eighth glory ends the game */
    if (r->end_triggered) CHECK(s->glory == EXP_GLORY);
    return AM_OK;
}

/* The bytes past the end of a pile or a stack are not state. */
static void normalise(exp_state *s)
{
    memset(s->deck + s->ndeck, 0, sizeof(int) * (size_t)(EXP_MAX_CARDS - s->ndeck));
    memset(s->discard + s->ndiscard, 0, sizeof(int) * (size_t)(EXP_MAX_CARDS - s->ndiscard));
    memset(s->corr + s->ncorr, 0, sizeof(int) * (size_t)(EXP_MAX_GAINED - s->ncorr));
    for (int i = 0; i < EXP_LOC_COUNT; i++) {
        exp_location *l = &s->loc[i];
        memset(l->corr + l->ncorr, 0, (size_t)(EXP_MAX_STACK - l->ncorr));
        int nr = l->nreveal < 0 ? 0 : l->nreveal;  /* -1: none preset */
        memset(l->reveal + nr, 0, (size_t)(EXP_MAX_STACK - nr));
    }
}

static int exp_same(const void *x, const void *y, char *why, size_t n)
{
    static exp_state a, b;
    a = ((const fx_exp *)x)->s;
    b = ((const fx_exp *)y)->s;
    normalise(&a);
    normalise(&b);
    if (memcmp(&a, &b, sizeof a) == 0) return 1;
    /* name the field for the message (the whole struct was compared) */
#define DIFF(field) FX_DIFF(a, b, field, why, n)
    DIFF(progress) DIFF(glory_adjust) DIFF(reveal_count) DIFF(ncards) DIFF(cards) DIFF(ndeck) DIFF(deck) DIFF(naside)
    DIFF(aside) DIFF(ndiscard) DIFF(discard) DIFF(loc) DIFF(gaps) DIFF(bag) DIFF(human_at) DIFF(human_glory)
    DIFF(human_coins) DIFF(mech) DIFF(progress_pos) DIFF(glory) DIFF(map_tokens) DIFF(ncorr) DIFF(corr) DIFF(c20)
    DIFF(first_player) DIFF(turn) DIFF(end_trigger) DIFF(final_done) DIFF(seed) DIFF(rng)
#undef DIFF
    const unsigned char *p = (const unsigned char *)&a, *q = (const unsigned char *)&b;
    size_t i = 0;
    while (p[i] == q[i]) i++;
    snprintf(why, n, "exp_state differs from byte %zu of %zu", i, sizeof a);
    return 0;
}

/* End of the game: the Automa's score adds up, and who wins follows from it. */
static int exp_done(void *ctx, const void *st, am_err *err)
{
    const fx_exp *w = st;
    const exp_state *s = &w->s;
    exp_score sc;
    exp_score_automa(s, &sc);
    CHECK(sc.total == sc.glory * sc.glory_coins + sc.map * sc.map_coins + sc.corruption * sc.corruption_coins);
    am_rng r = w->rng;
    int human_coins = (int)am_rng_below(&r, 80);
    CHECK(exp_automa_wins(s, human_coins) == (sc.total >= human_coins));
    fx_expeditions_tally *t = ctx;
    int level = s->progress.level;
    if (t && level >= 0 && level < 4) {
        t->turns_sum[level] += w->turns;
        t->coins_sum[level] += sc.total;
        t->games[level]++;
        t->wins[level] += s->end_trigger == EXP_END_AUTOMA;
        t->c20_taken += s->c20;
        if (w->turns > t->max_turns) t->max_turns = w->turns;
    }
    return AM_OK;
}

const fx_game fx_expeditions_game = {
    .name = "expeditions", .size = sizeof(fx_exp), .max_steps = 100, .roundtrip_every = 20,
    .setup = exp_setup, .step = exp_step, .kind = &am_game_expeditions, .kind_at = offsetof(fx_exp, s),
    .check = exp_check, .same = exp_same, .done = exp_done,
};
