/* Automata in the random-game harness (see game_ops.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/automata.h"
#include "support/game_ops.h"

static int automata_setup(void *ctx, void *s, uint64_t seed, am_err *err)
{
    atm_game *g = s;
    am_rng r;
    am_rng_seed(&r, seed, 7);
    int players = 2 + (int)(seed % 3), seats[ATM_MAX_SEATS];
    /* seats: who plays does not change the rules, only what the save records */
    for (int p = 0; p < ATM_MAX_SEATS; p++) seats[p] = am_rng_below(&r, 2) ? -1 : (int)am_rng_below(&r, ATM_BOT_KINDS);
    (void)ctx;
    return atm_game_new(g, NULL, players, seats, seed, err);
}

static int automata_step(void *ctx, void *s, am_rng *rng, am_err *err)
{
    atm_game *g = s;
    if (atm_is_over(&g->now)) return 0;
    static atm_action buf[ATM_MAX_ACTIONS];
    int n = atm_legal_actions(&g->now, buf, ATM_MAX_ACTIONS);
    if (n <= 0) return am_fail(err, AM_ESTATE, "round %d: no legal action in a game not over", g->now.round);
    if (n > ATM_MAX_ACTIONS) n = ATM_MAX_ACTIONS;
    atm_action a = buf[am_rng_below(rng, (uint32_t)n)];
    if (atm_game_play(g, &a, err) != AM_OK) return AM_ESTATE;
    fx_automata_tally *t = ctx;
    if (t) t->actions++;
    return 1;
}

static int same_action(const atm_action *a, const atm_action *c)
{
    /* field by field: the struct has a padding byte */
    return a->kind == c->kind && a->area == c->area && a->dice == c->dice && a->die == c->die && a->die2 == c->die2 &&
           a->sign == c->sign && a->card == c->card && a->opt == c->opt && a->n4 == c->n4 && a->n6 == c->n6;
}

static int automata_same(const void *x, const void *y, char *why, size_t n)
{
    const atm_game *a = x, *b = y;
#define SAME(field) FX_DIFF(*a, *b, field, why, n)
    SAME(start) SAME(now) SAME(seed) SAME(seats) SAME(nlog)
#undef SAME
    for (int k = 0; k < a->nlog; k++)
        if (!same_action(&a->log[k], &b->log[k]) || a->actor[k] != b->actor[k] || a->rolled[k] != b->rolled[k]) {
            snprintf(why, n, "action %d of the log differs", k);
            return 0;
        }
    return 1;
}

/* Every game ends after its fifth round (the round is not counted on when the game ends). */
static int automata_done(void *ctx, const void *s, am_err *err)
{
    (void)ctx;
    const atm_game *g = s;
    if (g->now.round != 5) return am_fail(err, AM_ESTATE, "the game ended after round %d, not 5", g->now.round);
    return AM_OK;
}

const fx_game fx_automata_game = {
    .name = "automata", .size = sizeof(atm_game), .max_steps = 5000, .roundtrip_every = 50,
    .setup = automata_setup, .step = automata_step, .kind = &am_game_automata, .same = automata_same,
    .done = automata_done,
};
