/* `automa sim automata`'s games (automa/automata.h, the descriptor's simulator): bots in every seat,
 * each game decided by the run's seed and its index; what every seat did, the audit's counts, the
 * scores and the winners. */
#include <string.h>

#include "automa/automata.h"

static const char *const act_names[ATM_SIM_ACTS] = {"place", "reroll", "adjust", "combine", "arm", "scavenge",
                                                   "upgrade", "create", "research", "sell", "forfeit"};

const char *atm_sim_act_name(int k)
{
    return k >= 0 && k < ATM_SIM_ACTS ? act_names[k] : "?";
}

static int act_of(const atm_action *a)
{
    switch (a->kind) {
    case ATM_ACT_PLACE: return ATM_SIM_PLACE;
    case ATM_ACT_GEAR_REROLL: return ATM_SIM_REROLL;
    case ATM_ACT_GEAR_ADJUST: return ATM_SIM_ADJUST;
    case ATM_ACT_COMBINE: return ATM_SIM_COMBINE;
    case ATM_ACT_CARD: return ATM_SIM_ARM;
    case ATM_ACT_FORFEIT: return ATM_SIM_FORFEIT;
    default: return ATM_SIM_SCAVENGE + (a->area < ATM_AREAS ? a->area : 0);
    }
}

int atm_sim_play(const void *config, long index, void *result, am_err *err)
{
    const atm_sim_config *c = config;
    atm_sim_result *r = result;
    memset(r, 0, sizeof *r);
    uint64_t seed = c->seed + (uint64_t)index;
    atm_state s;
    if (atm_state_init(&s, &c->rules, c->np, seed, err)) return AM_EDATA;
    atm_bot bots[ATM_MAX_SEATS];
    for (int p = 0; p < c->np; p++) {
        atm_bot_init(&bots[p], c->seats[p], seed * 1000003u + (uint64_t)p);
        if (!c->table) atm_bot_keep_tree(&bots[p]);  /* iterations only (no time limit): the games depend on the seeds alone */
        if (c->budget > 0) bots[p].budget = (int)c->budget;
    }
    /* the audit (independent of the bots' pruning, atm_audit.c) only where its counts are output:
     * the CLI sets audit with --json, --check and shard files; without it the counts stay 0 */
    atm_audit audit;
    if (c->audit) atm_audit_init(&audit);
    int rc = AM_OK;
    for (int k = 0; k < c->np; k++) r->pos[s.deploy_order[k]] = (uint8_t)k;
    int seen_round = 0, seen_head = -1;
    while (!atm_is_over(&s)) {
        /* cards come into view only when a round deals the display or a Head is bought */
        if (s.round != seen_round || s.head_next != seen_head) {
            seen_round = s.round;
            seen_head = s.head_next;
            for (int k = 0; k < ATM_DISPLAY; k++)
                if (s.display[k] != ATM_NO_CARD) r->seen |= 1u << s.display[k];
            if (s.head_next < ATM_HEADS) r->seen |= 1u << s.head_next;
        }
        int who = s.current;
        if (c->table) {  /* as atm_game_bot seeds the table's bots: the game's seed, the seat, the moves so far */
            atm_bot_init(&bots[who], c->seats[who], seed * 31u + (uint64_t)who + (uint64_t)s.steps * 7919u);
            if (c->budget > 0) bots[who].budget = (int)c->budget;
        }
        atm_action a = atm_bot_choose(&bots[who], &s, NULL, 0);
        /* the bots choose among the legal actions by construction: the validator runs with check */
        if (c->check && atm_action_check(&s, &a, err)) {
            rc = am_fail(err, AM_EDATA, "game %ld: a bot chose an illegal action: %s", index, err->msg);
            break;
        }
        if (c->audit) {
            atm_audit_count k = atm_audit_step(&audit, &s, &a);
            r->dominated_forfeits[who] = (uint16_t)(r->dominated_forfeits[who] + k.dominated_forfeit);
            r->noop_paid[who] = (uint16_t)(r->noop_paid[who] + k.noop_paid);
        }
        atm_apply_unchecked(&s, &a);
        r->actions[who][act_of(&a)]++;
        if (c->check && atm_state_check(&s, err) != AM_OK) {
            rc = am_fail(err, AM_EDATA, "game %ld (seed %llu), action %d: %s", index, (unsigned long long)seed, (int)s.steps,
                         err->msg);
            break;
        }
    }
    for (int p = 0; p < c->np; p++) atm_bot_free(&bots[p]);
    if (rc != AM_OK) return rc;
    if (c->audit && audit.unsound) return am_fail(err, AM_EDATA, "game %ld: the audit's record of the modifications is wrong", index);
    for (int p = 0; p < c->np; p++) {
        r->got |= s.p[p].owned;
        r->score[p] = (int16_t)atm_score_player(&s, p).total;
        r->gears[p] = (int16_t)s.p[p].gears;
    }
    r->winners = (uint8_t)atm_winners(&s);
    r->steps = (uint32_t)s.steps;
    return AM_OK;
}
