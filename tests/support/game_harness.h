/*
 * One random-game harness for the three games (after OpenSpiel's testing::RandomSimTest).
 *
 * A game gives its facts once, as an fx_game: how to set up a random game from a seed, how to take
 * one random legal step, the invariants, save and load. fx_random_games then plays seeded games,
 * checks the invariants after every step, and round-trips the state through its save format (the
 * state loaded back is the same, and saving it again gives the same text). Game-specific
 * properties stay in game-specific tests beside it (tests/test_*_props.c, test_expeditions_sim.c).
 *
 * Adding a game: fill an fx_game in tests/support/game_ops_<game>.c, declare it in game_ops.h,
 * call fx_random_games from the game's property test, and add it to tests/test_game_harness.c,
 * which shows that the harness fails on a broken loader and on a broken invariant.
 */
#ifndef TESTS_GAME_HARNESS_H
#define TESTS_GAME_HARNESS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "automa/core.h"
#include "automa/game.h"

/* Called by a game's own driver (fx_game.play) after every step with the state as it is then;
 * returns non-zero once the harness has found a failure (the driver may stop). */
typedef int (*fx_visit_fn)(void *hctx, const void *s);

typedef struct fx_game {
    const char *name;          /* "scythe" */
    size_t size;               /* bytes of the state the functions below work on */
    int max_steps;             /* a game with more steps fails */
    int roundtrip_games;       /* the first N games: save/load round trip after EVERY step */
    int roundtrip_every;       /* of the other games, one in K: round trip of its first and its
                                * last state (1: every game; 0: none) */
    void *ctx;                 /* the game's own tallies (passed to setup, step, play, done) */

    /* A new random game from a seed (setup choices drawn from it). */
    int (*setup)(void *ctx, void *s, uint64_t seed, am_err *err);
    /* One random legal step (drawn from rng): 1 a step was taken, 0 the game was already over,
     * another value an error (err says why). */
    int (*step)(void *ctx, void *s, am_rng *rng, am_err *err);
    /* Instead of setup + step, for a game whose library driver owns the loop (Scythe's
     * scy_sim_play with its stand-in human): plays the game of `seed` into s, calling
     * visit(hctx, state) after setup and after every step. */
    int (*play)(void *ctx, void *s, uint64_t seed, fx_visit_fn visit, void *hctx, am_err *err);
    /* The game's descriptor (automa/game.h) and where the saved game lies in the harness's state
     * (offsetof; 0 when the state is the game itself): the harness checks the descriptor's
     * invariants after every step and saves and loads through its writer and loader. */
    const am_game_kind *kind;
    size_t kind_at;
    /* Optional: this harness's own properties of a state, checked after the descriptor's. */
    int (*check)(const void *s, am_err *err);
    /* Optional replacements of the descriptor's save and load (the harness's own test injects
     * broken ones); NULL: fx_game_save / fx_game_load. from_json fills the whole game (the harness zeroes
     * the state first). */
    int (*to_json)(const void *s, am_buf *out);
    int (*from_json)(void *s, const char *text, am_err *err);
    /* Whether two states are the same game (the parts a save must keep); why: what differs. */
    int (*same)(const void *a, const void *b, char *why, size_t n);
    /* Optional, after each game: game-specific tallies and end-of-game properties. */
    int (*done)(void *ctx, const void *s, am_err *err);
} fx_game;

/* A copy of a game with the caller's tallies and its number of games round-tripped at every step. */
static inline fx_game fx_game_with(const fx_game *g, void *ctx, int roundtrip_games)
{
    fx_game c = *g;
    c.ctx = ctx;
    c.roundtrip_games = roundtrip_games;
    return c;
}

/* The game of harness state s saved (appended to out; AM_OK, or AM_EIO out of memory) and loaded,
 * through g's replacements when it has them, else its descriptor. */
int fx_game_save(const fx_game *g, const void *s, am_buf *out);
int fx_game_load(const fx_game *g, void *s, const char *text, am_err *err);

/* For fx_game.same: returns 0 from the caller, naming the field, when a and b differ there. */
#define FX_DIFF(a, b, field, why, n)                                                                                   \
    if (memcmp(&(a).field, &(b).field, sizeof(a).field) != 0) {                                                        \
        snprintf(why, n, "%s differs", #field);                                                                        \
        return 0;                                                                                                      \
    }

typedef struct fx_tally {
    long games, steps, roundtrips;
} fx_tally;

/* Plays `games` seeded games (game i's seed: the i-th am_splitmix64 of `seed`, shifted below 2^62);
 * AM_OK, or the first failure in err ("scythe: game 12 (seed N), step 40: round trip: ..."). t may be NULL. */
int fx_random_games_run(const fx_game *g, int games, uint64_t seed, fx_tally *t, am_err *err);
/* The same inside a cmocka test: fails the test with the message; prints one summary line. */
void fx_random_games(const fx_game *g, int games, uint64_t seed);

#endif
