/* Automata: functions shared between the engine files, not part of the public API. */
#ifndef ATM_INTERNAL_H
#define ATM_INTERNAL_H

#include "automa/automata.h"

/* The winners of totals[0..players-1] (R-AT-9: the highest total; ties share): bit p = player p
 * wins. atm_winners of the state's scores, and the simulator's of the scores it has computed. */
static inline unsigned atm_winners_of(const int *totals, int players)
{
    int best = totals[0];
    unsigned w = 1u;
    for (int p = 1; p < players; p++) {
        if (totals[p] > best) { best = totals[p]; w = 1u << p; }
        else if (totals[p] == best) w |= 1u << p;
    }
    return w;
}

/* Performs only the effect of an activation or forfeit by the player to act (dice moved,
 * gains paid), without passing the turn: used by the bots to value a choice. */
void atm_effect_only(atm_state *s, const atm_action *a);
/* Lists the legal activations of exactly the group `mask` on `area` (no subsets, no forfeit). */
int atm_group_actions(const atm_state *s, int area, uint16_t mask, atm_action *out, int cap);
/* The random bot's choice without listing every action: n = the number of legal actions
 * (capped at ATM_MAX_ACTIONS, as the bot caps its list), and if n > 0 one draw
 * am_rng_below(rng, n) and *out = the action at that index of atm_legal_actions' list. */
int atm_random_action(const atm_state *s, am_rng *rng, atm_action *out);
/* The same draw, the action returned (all fields 0 when there is none): the random bot's path. */
atm_action atm_random_choice(const atm_state *s, am_rng *rng);
/* The simulator's random seat (atm_sim.c): atm_random_choice, then atm_apply_unchecked of the
 * action drawn, and counts[k]++ for its counted kind k (ATM_SIM_*, as atm_sim.c's act_of counts
 * it). The action is applied and counted by its own kind's code, without the dispatches. */
void atm_random_play(atm_state *s, am_rng *rng, uint16_t *counts);

/* The greedy's candidates for the player to act, best first (for the tests of issue 30): in
 * Deployment every placement and modification it weighs, in Activation every legal action, each
 * with its value; `prune` 0 leaves the dominated actions in (as the bots did before issue 30).
 * Returns how many were written (at most cap). */
int atm_greedy_candidates(const atm_state *s, const double *w, int prune, atm_action *out, double *v, int cap);

#endif
