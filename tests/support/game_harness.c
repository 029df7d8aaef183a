/* The random-game harness of the three games (see game_harness.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/game_harness.h"

typedef struct run {
    const fx_game *g;
    void *back;          /* the state loaded back from the save */
    int game;
    uint64_t seed;
    long step;           /* steps of this game so far (0: the state after setup) */
    int every_step;      /* round trip after every step */
    int ends;            /* round trip of the first and the last state */
    fx_tally *t;
    am_err *err;
    int failed;
} run;

static int run_fail(run *r, const char *what, const char *msg)
{
    am_fail(r->err, AM_ESTATE, "%s: game %d (seed %llu), step %ld: %s: %s", r->g->name, r->game,
            (unsigned long long)r->seed, r->step, what, msg);
    r->failed = 1;
    return -1;
}

int fx_game_save(const fx_game *g, const void *s, am_buf *out)
{
    if (g->to_json) return g->to_json(s, out);
    g->kind->to_json((const char *)s + g->kind_at, out);
    return out->oom ? AM_EIO : AM_OK;
}

int fx_game_load(const fx_game *g, void *s, const char *text, am_err *err)
{
    if (g->from_json) return g->from_json(s, text, err);
    return g->kind->from_json((char *)s + g->kind_at, text, err);
}

/* Save s, load the text into a zeroed state, compare; save again, compare the texts. */
static int roundtrip(run *r, const void *s)
{
    const fx_game *g = r->g;
    am_buf a = {0}, b = {0};
    am_err e;
    char why[200] = "";
    int rc = 0;
    am_err_clear(&e);
    if (fx_game_save(g, s, &a) != AM_OK || a.oom || !a.data) {
        rc = run_fail(r, "round trip", "the state could not be saved");
        goto out;
    }
    memset(r->back, 0, g->size);
    if (fx_game_load(g, r->back, a.data, &e) != AM_OK) {
        rc = run_fail(r, "round trip: the saved state does not load", e.msg);
        goto out;
    }
    if (!g->same(s, r->back, why, sizeof why)) {
        rc = run_fail(r, "round trip: the state changed through save and load", why);
        goto out;
    }
    if (fx_game_save(g, r->back, &b) != AM_OK || b.oom || !b.data || strcmp(a.data, b.data) != 0) {
        rc = run_fail(r, "round trip", "the reloaded state saves to another text");
        goto out;
    }
    r->t->roundtrips++;
out:
    am_buf_free(&a);
    am_buf_free(&b);
    return rc;
}

/* After setup and after every step: the invariants, and the round trip when asked. */
static int visit(void *hctx, const void *s)
{
    run *r = hctx;
    if (r->failed) return -1;
    am_err e;
    am_err_clear(&e);
    const fx_game *g = r->g;
    if (g->kind->check((const char *)s + g->kind_at, &e) != AM_OK || (g->check && g->check(s, &e) != AM_OK))
        return run_fail(r, "invariant", e.msg);
    if ((r->every_step || (r->ends && r->step == 0)) && roundtrip(r, s)) return -1;
    if (r->step > r->g->max_steps) return run_fail(r, "too long", "the game did not end");
    r->step++;
    r->t->steps++;
    return 0;
}

static int play_one(run *r, void *s)
{
    const fx_game *g = r->g;
    am_err e;
    am_err_clear(&e);
    if (g->play) {
        if (g->play(g->ctx, s, r->seed, visit, r, &e) != AM_OK && !r->failed) return run_fail(r, "play", e.msg);
        if (r->failed) return -1;
    } else {
        if (g->setup(g->ctx, s, r->seed, &e) != AM_OK) return run_fail(r, "setup", e.msg);
        am_rng rng;
        am_rng_seed(&rng, r->seed, 0x4a55);
        if (visit(r, s)) return -1;
        for (;;) {
            int rc = g->step(g->ctx, s, &rng, &e);
            if (rc == 0) break;
            if (rc != 1) return run_fail(r, "step", e.msg);
            if (visit(r, s)) return -1;
        }
    }
    /* the final state (play: s is the game as it ended) */
    if (!r->every_step && r->ends && roundtrip(r, s)) return -1;
    if (g->done && g->done(g->ctx, s, &e) != AM_OK) return run_fail(r, "end of game", e.msg);
    return 0;
}

int fx_random_games_run(const fx_game *g, int games, uint64_t seed, fx_tally *t, am_err *err)
{
    fx_tally local;
    if (!t) t = &local;
    memset(t, 0, sizeof *t);
    void *s = calloc(1, g->size), *back = calloc(1, g->size);
    int rc = AM_OK;
    if (!s || !back) {
        rc = am_fail(err, AM_EIO, "%s: out of memory", g->name);
        goto out;
    }
    uint64_t master = seed;
    for (int i = 0; i < games; i++) {
        int every = i < g->roundtrip_games;
        int ends = !every && g->roundtrip_every > 0 && (i - g->roundtrip_games) % g->roundtrip_every == 0;
        /* below 2^62: every game's save format and command line take such a seed */
        run r = {g, back, i, am_splitmix64(&master) >> 2, 0, every, ends, t, err, 0};
        if (play_one(&r, s)) {
            rc = AM_ESTATE;
            goto out;
        }
        t->games++;
    }
out:
    free(s);
    free(back);
    return rc;
}

void fx_random_games(const fx_game *g, int games, uint64_t seed)
{
    fx_tally t;
    am_err e;
    am_err_clear(&e);
    if (fx_random_games_run(g, games, seed, &t, &e) != AM_OK) fail_msg("%s", e.msg);
    printf("%s: %ld random games, %ld steps, invariants checked after each, %ld states saved and reloaded\n", g->name,
           t.games, t.steps, t.roundtrips);
    assert_int_equal(t.games, games);
}
