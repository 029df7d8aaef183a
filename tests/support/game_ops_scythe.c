/* Scythe in the random-game harness (see game_ops.h). */
#include <stdio.h>
#include <string.h>

#include "automa/scythe.h"
#include "automa/scythe_sim.h"
#include "support/game_ops.h"
#include "support/scythe_fixture.h"

#define TURN_CAP 400

static int rnd(am_rng *r, int n)
{
    return n <= 1 ? 0 : (int)am_rng_below(r, (uint32_t)n);
}

/* 2 players, sometimes 3 (a human and Automas); random factions and levels; sometimes all moves. */
static void random_setup(scy_setup *set, uint64_t seed)
{
    am_rng r;
    am_rng_seed(&r, seed, 99);
    memset(set, 0, sizeof *set);
    scy_options_default(&set->opt);
    set->opt.combat_mode = SCY_COMBAT_SIMULATED;
    set->seed = seed;
    set->nplayers = rnd(&r, 10) == 0 ? 3 : 2;
    int used = 0;
    for (int i = 0; i < set->nplayers; i++) {
        int f;
        do f = rnd(&r, SCY_NFACTIONS);
        while (used & (1 << f));
        used |= 1 << f;
        set->faction[i] = (uint8_t)f;
        set->automa[i] = i > 0;
        set->level[i] = (uint8_t)rnd(&r, SCY_NLEVELS);
    }
    if (rnd(&r, 8) == 0) set->opt.all_moves = 1;
}

typedef struct observer {
    fx_visit_fn visit;
    void *hctx;
    scy_game *out;       /* receives the game as it ended */
    scy_game k;          /* the game with the step's Automa report kept */
    int stop;
} observer;

static void observe(void *ctx, const scy_game *g, const scy_sim_step *st)
{
    observer *o = ctx;
    if (o->stop) return;
    const scy_game *v = g;
    if (st->turn) {
        /* the last Automa turn's report is kept with the game (issue 19): it must come back whole */
        o->k = *g;
        scy_game_keep_report(&o->k, st->turn);
        v = &o->k;
    }
    if (o->visit(o->hctx, v)) o->stop = 1;
    if (g->game_over) *o->out = *v;
}

static int scythe_play(void *ctx, void *s, uint64_t seed, fx_visit_fn visit, void *hctx, am_err *err)
{
    scy_setup set;
    random_setup(&set, seed);
    static observer o;   /* (a scy_game is large for the stack of a sanitizer build) */
    memset(&o, 0, sizeof o);
    o.visit = visit;
    o.hctx = hctx;
    o.out = s;
    scy_sim_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.bot = SCY_BOT_RANDOM;
    cfg.check = 1;       /* the driver's own checks too: a refused action leaves the game unchanged */
    cfg.turn_cap = TURN_CAP;
    cfg.observe = observe;
    cfg.ctx = &o;
    /* the card and tracker tables parsed once, as `automa sim` does */
    static scy_card cards[SCY_NCARDS];
    static scy_tracker trackers[SCY_NLEVELS];
    static int parsed;
    if (!parsed) {
        scy_cards_default(cards);
        scy_trackers_default(trackers);
        parsed = 1;
    }
    cfg.cards = cards;
    cfg.trackers = trackers;
    scy_sim_result res;
    int rc = scy_sim_play(seed, &set, &cfg, &res, err);
    if (rc != AM_OK) return rc;
    fx_scythe_tally *t = ctx;
    if (t) {
        t->games++;
        t->actions += res.steps;
        t->refused += res.refused;
        t->combats += res.combats;
        t->human_attacks += res.human_attacks;
        t->automa_attacks += res.automa_attacks;
        t->worker_raids += res.worker_raids;
        t->capped += res.capped;
        if (!res.capped) {
            if (res.automa_won) t->automa_wins++;
            else t->human_wins++;
        }
    }
    /* the Automa's star tracker ends every game well before the cap */
    if (res.capped) return am_fail(err, AM_ESTATE, "the game reached the cap of %d turns", TURN_CAP);
    return AM_OK;
}

/* The parts of a game a save must keep (fx_normalise: the bytes past a pile's end are not state,
 * the mechs and the workers of a player are interchangeable). */
static int scythe_same(const void *x, const void *y, char *why, size_t n)
{
    static scy_game a, b;
    a = *(const scy_game *)x;
    b = *(const scy_game *)y;
    fx_normalise(&a);
    fx_normalise(&b);
#define SAME(field) FX_DIFF(a, b, field, why, n)
    SAME(p) SAME(resources) SAME(pending) SAME(turn) SAME(rng) SAME(encounters) SAME(current) SAME(game_over)
    SAME(combat_deck) SAME(combat_discard) SAME(trap_state) SAME(flag_owner) SAME(factory_cards_left)
    SAME(has_last_report) SAME(last_report)
#undef SAME
    return 1;
}

const fx_game fx_scythe_game = {
    /* max_steps: the turn cap ends a game first */
    .name = "scythe", .size = sizeof(scy_game), .max_steps = 100000, .roundtrip_every = 20,
    .play = scythe_play, .kind = &am_game_scythe, .same = scythe_same,
};
