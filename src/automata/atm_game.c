/*
 * Automata game record: the state after setup, the seats, and every action taken. Undo and
 * resume replay the log from the start (the state's RNG makes the replay exact).
 */
#include <string.h>

#include "automa/automata.h"

int atm_game_new(atm_game *g, const atm_rules *rules, int players, const int *seats, uint64_t seed, am_err *err)
{
    memset(g, 0, sizeof *g);
    if (atm_state_init(&g->start, rules, players, seed, err)) return err ? err->code : AM_EDATA;
    g->now = g->start;
    g->seed = seed;
    for (int p = 0; p < ATM_MAX_SEATS; p++) g->seats[p] = p < players && seats ? seats[p] : -1;
    return 0;
}

int atm_game_play(atm_game *g, const atm_action *a, am_err *err)
{
    if (g->nlog >= ATM_MAX_LOG) return am_fail(err, AM_ESTATE, _("the game record is full"));
    int who = g->now.current;
    am_rng before = g->now.rng;
    if (atm_apply(&g->now, a, err)) return AM_ESTATE;
    g->rolled[g->nlog] = memcmp(&before, &g->now.rng, sizeof before) != 0;
    g->actor[g->nlog] = (uint8_t)who;
    g->log[g->nlog++] = *a;
    return 0;
}

int atm_game_undo(atm_game *g, int n)
{
    if (n <= 0) return 0;
    if (n > g->nlog) n = g->nlog;
    g->nlog -= n;
    g->now = g->start;
    for (int k = 0; k < g->nlog; k++) atm_apply_unchecked(&g->now, &g->log[k]);
    return n;  /* rolled[0..nlog) stays true of the replayed actions */
}

int atm_game_undo_floor(const atm_game *g)
{
    for (int k = g->nlog - 1; k >= 0; k--)
        if (g->rolled[k]) return k + 1;
    return 0;
}

int atm_game_undo_human(atm_game *g)
{
    for (int k = g->nlog - 1; k >= 0; k--)
        if (g->seats[g->actor[k]] < 0) return k < atm_game_undo_floor(g) ? -1 : atm_game_undo(g, g->nlog - k);
    return 0;
}

void atm_game_bot(const atm_game *g, int p, atm_bot *b)
{
    atm_bot_init(b, g->seats[p] < 0 ? 0 : g->seats[p], g->seed * 31u + (uint64_t)p + (uint64_t)g->nlog * 7919u);
}
