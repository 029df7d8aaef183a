/*
 * The random-game harness (tests/support/game_harness.h) can fail: for each of the three games,
 * a loader that forgets one field fails its save/load round trip, a save that is not a function of
 * the state fails the re-save comparison, and a state with a broken invariant fails the check; the
 * games as they are pass the same runs. The mutations are made in wrappers of each game's
 * functions, so the library stays as it is.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "automa/automata.h"
#include "automa/expeditions.h"
#include "automa/scythe.h"
#include "support/game_ops.h"

#define GAMES 3

/* Runs `g` and expects a failure whose message holds `what`. */
static void expect_failure(const fx_game *g, const char *what)
{
    am_err e;
    am_err_clear(&e);
    int rc = fx_random_games_run(g, GAMES, 42, NULL, &e);
    if (rc == AM_OK) fail_msg("%s: the harness did not notice (expected '%s')", g->name, what);
    if (!strstr(e.msg, what)) fail_msg("%s: expected '%s', got: %s", g->name, what, e.msg);
    print_message("caught: %s\n", e.msg);
}

/* The same runs with the game unchanged pass (every state saved and reloaded). */
static void test_games_as_they_are_pass(void **st)
{
    (void)st;
    const fx_game *games[] = {&fx_scythe_game, &fx_automata_game, &fx_expeditions_game};
    for (int i = 0; i < 3; i++) {
        fx_game g = fx_game_with(games[i], NULL, GAMES);
        fx_random_games(&g, GAMES, 42);
    }
}

/* ---- loaders that forget a field --------------------------------------------------------- */
static int scythe_load_forgets_rng(void *s, const char *text, am_err *err)
{
    int rc = fx_game_load(&fx_scythe_game, s, text, err);
    memset(&((scy_game *)s)->rng, 0, sizeof(am_rng));  /* the game's dice not restored */
    return rc;
}

static int automata_load_forgets_last_action(void *s, const char *text, am_err *err)
{
    int rc = fx_game_load(&fx_automata_game, s, text, err);
    atm_game_undo(s, 1);  /* the log read one entry short */
    return rc;
}

static int expeditions_load_forgets_turn(void *s, const char *text, am_err *err)
{
    int rc = fx_game_load(&fx_expeditions_game, s, text, err);
    ((fx_exp *)s)->s.turn = 0;  /* the Automa's turn count not read */
    return rc;
}

static void test_a_loader_that_forgets_a_field_fails(void **st)
{
    (void)st;
    fx_game g = fx_game_with(&fx_scythe_game, NULL, GAMES);
    g.from_json = scythe_load_forgets_rng;
    expect_failure(&g, "round trip: the state changed through save and load: rng differs");

    g = fx_game_with(&fx_automata_game, NULL, GAMES);
    g.from_json = automata_load_forgets_last_action;
    expect_failure(&g, "step 1: round trip: the state changed through save and load: now differs");

    g = fx_game_with(&fx_expeditions_game, NULL, GAMES);
    g.from_json = expeditions_load_forgets_turn;
    expect_failure(&g, "round trip: the state changed through save and load: turn differs");
}

/* ---- a save that is not a function of the state ------------------------------------------ */
static const fx_game *unstable_of;

static int save_with_counter(const void *s, am_buf *out)
{
    static unsigned calls;
    int rc = fx_game_save(unstable_of, s, out);
    if (++calls % 2 == 0) am_buf_puts(out, " ");  /* every second save differs */
    return rc;
}

static void test_a_save_that_varies_fails(void **st)
{
    (void)st;
    const fx_game *games[] = {&fx_scythe_game, &fx_automata_game, &fx_expeditions_game};
    for (int i = 0; i < 3; i++) {
        fx_game g = fx_game_with(games[i], NULL, GAMES);
        unstable_of = games[i];
        g.to_json = save_with_counter;
        expect_failure(&g, "the reloaded state saves to another text");
    }
}

/* ---- states with a broken invariant ------------------------------------------------------ */
static fx_visit_fn real_visit;

/* Scythe's driver owns the loop: the harness is shown a copy of each state with one combat card
 * too many in the deck (42 in all is an invariant). */
static int visit_with_extra_card(void *hctx, const void *s)
{
    static scy_game k;
    k = *(const scy_game *)s;
    k.combat_deck[0]++;
    return real_visit(hctx, &k);
}

static int scythe_play_broken(void *ctx, void *s, uint64_t seed, fx_visit_fn visit, void *hctx, am_err *err)
{
    real_visit = visit;
    return fx_scythe_game.play(ctx, s, seed, visit_with_extra_card, hctx, err);
}

/* Automata: after the first action, a player has -1 gears. */
static int automata_step_broken(void *ctx, void *s, am_rng *rng, am_err *err)
{
    int rc = fx_automata_game.step(ctx, s, rng, err);
    ((atm_game *)s)->now.p[0].gears = -1;
    return rc;
}

/* Expeditions: a corruption token appears in the bag (37 in all, counted by the game's check). */
static int expeditions_step_broken(void *ctx, void *s, am_rng *rng, am_err *err)
{
    int rc = fx_expeditions_game.step(ctx, s, rng, err);
    if (((fx_exp *)s)->turns == 3) ((fx_exp *)s)->s.bag++;
    return rc;
}

static void test_a_broken_invariant_fails(void **st)
{
    (void)st;
    fx_game g = fx_scythe_game;
    g.play = scythe_play_broken;
    expect_failure(&g, "step 0: invariant");

    g = fx_automata_game;
    g.step = automata_step_broken;
    expect_failure(&g, "step 1: invariant");

    g = fx_expeditions_game;
    g.step = expeditions_step_broken;
    expect_failure(&g, "step 3: invariant: s->bag + on_map_corruption(s) + s->ncorr + w->corruption == EXP_BAG");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_games_as_they_are_pass),
        cmocka_unit_test(test_a_loader_that_forgets_a_field_fails),
        cmocka_unit_test(test_a_save_that_varies_fails),
        cmocka_unit_test(test_a_broken_invariant_fails),
    };
    return cmocka_run_group_tests_name("game harness", tests, NULL, NULL);
}
