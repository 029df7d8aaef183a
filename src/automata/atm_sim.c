/* `automa sim automata`'s games (automa/automata.h, the descriptor's simulator): bots in every seat,
 * each game decided by the run's seed and its index; what every seat did, the audit's counts, the
 * scores and the winners. */
#include <string.h>

#include "automa/automata.h"
#include "atm_internal.h"

static const char *const act_names[ATM_SIM_ACTS] = {"place", "reroll", "adjust", "combine", "arm", "scavenge",
                                                   "upgrade", "create", "research", "sell", "forfeit"};

const char *atm_sim_act_name(int k)
{
    return k >= 0 && k < ATM_SIM_ACTS ? act_names[k] : "?";
}

/* The kind counted for an action: the ATM_ACT_* kind, an activation (and anything else) by its area. */
static inline int act_of(const atm_action *a)
{
    _Static_assert(ATM_ACT_PLACE == 1 && ATM_ACT_FORFEIT == 7, "the kinds of by_kind");
    static const uint8_t by_kind[8] = {
        [0] = ATM_SIM_SCAVENGE, [ATM_ACT_PLACE] = ATM_SIM_PLACE, [ATM_ACT_GEAR_REROLL] = ATM_SIM_REROLL,
        [ATM_ACT_GEAR_ADJUST] = ATM_SIM_ADJUST, [ATM_ACT_COMBINE] = ATM_SIM_COMBINE, [ATM_ACT_CARD] = ATM_SIM_ARM,
        [ATM_ACT_ACTIVATE] = ATM_SIM_SCAVENGE, [ATM_ACT_FORFEIT] = ATM_SIM_FORFEIT,
    };
    int k = a->kind < 8 ? by_kind[a->kind] : ATM_SIM_SCAVENGE;
    if (k == ATM_SIM_SCAVENGE && a->area < ATM_AREAS) k += a->area;
    return k;
}

/* The game's actions until its end: the bots choose, with `checked` the validator and the
 * invariants, with `audited` the audit, with `table` a new bot per move. Always inlined so that
 * the plain run (all three 0) is a loop of its own, without the tests. AM_OK or the error. */
static inline __attribute__((always_inline)) int play_loop(const atm_sim_config *c, long index, uint64_t seed,
                                                           atm_state *s, atm_bot *bots, atm_audit *audit,
                                                           atm_sim_result *r, am_err *err, const int checked,
                                                           const int audited, const int table)
{
    int seen_round = 0, seen_head = -1;
    uint32_t seen = 0;
    int rc = AM_OK;
    while (s->phase != ATM_PHASE_OVER) {  /* atm_is_over, without the call */
        /* cards come into view only when a round deals the display or a Head is bought */
        if (s->round != seen_round || s->head_next != seen_head) {
            seen_round = s->round;
            seen_head = s->head_next;
            for (int k = 0; k < ATM_DISPLAY; k++)
                if (s->display[k] != ATM_NO_CARD) seen |= 1u << s->display[k];
            if (s->head_next < ATM_HEADS) seen |= 1u << s->head_next;
        }
        int who = s->current;
        if (table) {  /* as atm_game_bot seeds the table's bots: the game's seed, the seat, the moves so far */
            atm_bot_init(&bots[who], c->seats[who], seed * 31u + (uint64_t)who + (uint64_t)s->steps * 7919u);
            if (c->budget > 0) bots[who].budget = (int)c->budget;
        }
        if (!checked && !audited && bots[who].algo == ATM_BOT_RANDOM) {
            /* a random seat's choice, its application and its count in one call (atm_random_play:
             * the draw of atm_random_choice, atm_bot_choose's path for it, atm_apply_unchecked,
             * then what act_of counts) */
            atm_random_play(s, &bots[who].rng, r->actions[who]);
            continue;
        }
        atm_action a = atm_bot_choose(&bots[who], s, NULL, 0);
        /* the bots choose among the legal actions by construction: the validator runs with check */
        if (checked && atm_action_check(s, &a, err)) {
            rc = am_fail(err, AM_EDATA, "game %ld: a bot chose an illegal action: %s", index, err->msg);
            break;
        }
        if (audited) {
            atm_audit_count k = atm_audit_step(audit, s, &a);
            r->dominated_forfeits[who] = (uint16_t)(r->dominated_forfeits[who] + k.dominated_forfeit);
            r->noop_paid[who] = (uint16_t)(r->noop_paid[who] + k.noop_paid);
        }
        atm_apply_unchecked(s, &a);
        r->actions[who][act_of(&a)]++;
        if (checked && atm_state_check(s, err) != AM_OK) {
            rc = am_fail(err, AM_EDATA, "game %ld (seed %llu), action %d: %s", index, (unsigned long long)seed, (int)s->steps,
                         err->msg);
            break;
        }
    }
    r->seen = seen;
    return rc;
}

int atm_sim_play(const void *config, long index, void *result, am_err *err)
{
    const atm_sim_config *c = config;
    atm_sim_result *r = result;
    memset(r, 0, sizeof *r);
    uint64_t seed = c->seed + (uint64_t)index;
    atm_state s;
    /* the designed table (the CLI's copy of it, byte for byte) is known good: atm_state_init checks
     * any other table */
    const atm_rules *rules = memcmp(&c->rules, atm_rules_default(), sizeof c->rules) == 0 ? atm_rules_default() : &c->rules;
    if (atm_state_init(&s, rules, c->np, seed, err)) return AM_EDATA;
    atm_bot bots[ATM_MAX_SEATS];
    for (int p = 0; p < c->np; p++) {
        atm_bot_init(&bots[p], c->seats[p], seed * 1000003u + (uint64_t)p);
        if (!c->table) atm_bot_keep_tree(&bots[p]);  /* iterations only (no time limit): the games depend on the seeds alone */
        if (c->budget > 0) bots[p].budget = (int)c->budget;
    }
    for (int k = 0; k < c->np; k++) r->pos[s.deploy_order[k]] = (uint8_t)k;
    /* the audit (independent of the bots' pruning, atm_audit.c) only where its counts are output:
     * the CLI sets audit with --json, --check and shard files; without it the counts stay 0 */
    atm_audit audit;
    int rc;
    if (!c->check && !c->audit && !c->table) rc = play_loop(c, index, seed, &s, bots, &audit, r, err, 0, 0, 0);
    else {
        if (c->audit) atm_audit_init(&audit);
        rc = play_loop(c, index, seed, &s, bots, &audit, r, err, c->check, c->audit, c->table);
    }
    for (int p = 0; p < c->np; p++) atm_bot_free(&bots[p]);
    if (rc != AM_OK) return rc;
    if (c->audit && audit.unsound)
        return am_fail(err, AM_EDATA, "game %ld: the audit's record of the modifications is wrong", index);
    /* the scores, and the winners of those scores (as atm_winners: one score pass, not two) */
    int totals[ATM_MAX_SEATS];
    for (int p = 0; p < c->np; p++) {
        r->got |= s.p[p].owned;
        totals[p] = atm_score_player(&s, p).total;
        r->score[p] = (int16_t)totals[p];
        r->gears[p] = (int16_t)s.p[p].gears;
    }
    r->winners = (uint8_t)atm_winners_of(totals, c->np);
    r->steps = (uint32_t)s.steps;
    return AM_OK;
}
