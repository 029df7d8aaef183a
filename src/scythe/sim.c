/*
 * Scythe: one whole simulated game (Automa turns, the stand-in's turns, combats), its milestones
 * and result. Plain data on the stack only; the observer sees every step.
 */
#include <string.h>

#include "scythe/sim_internal.h"

static const char *const bot_names[SCY_NBOTS] = {"passive", "aggressive", "random"};

const char *scy_bot_name(int bot)
{
    return bot >= 0 && bot < SCY_NBOTS ? bot_names[bot] : "?";
}

/* The stand-in's name for people (issue 21): the English id, or its Italian adjective. */
const char *scy_bot_label(int bot)
{
    static const char *const labels[SCY_NBOTS] = {NC_("stand-in", "passive"), NC_("stand-in", "aggressive"),
                                                  NC_("stand-in", "random")};
    return bot >= 0 && bot < SCY_NBOTS ? am_cgettext(labels[bot]) : "?";
}

int scy_bot_parse(const char *s)
{
    for (int i = 0; s && i < SCY_NBOTS; i++)
        if (strcmp(s, bot_names[i]) == 0) return i;
    return -1;
}

uint64_t scy_sim_seed(uint64_t master, uint64_t index)
{
    uint64_t x = master + index * 0x9e3779b97f4a7c15ULL;
    return am_splitmix64(&x) & 0x7fffffffffffffffULL;
}

int scy_sim_after(scy_sim_ctx *c, const scy_sim_step *st, const char *what)
{
    scy_sim_milestones(c);
    if (c->cfg->check) {
        am_err e;
        if (scy_game_check(c->g, &e) != AM_OK) {
            am_fail(c->err, AM_ESTATE, "seed %llu, turn %u, after %s: %s", (unsigned long long)c->res->seed,
                    (unsigned)c->g->turns, what, e.msg);
            c->failed = 1;
            return -1;
        }
    }
    if (c->cfg->observe) c->cfg->observe(c->cfg->ctx, c->g, st);
    return 0;
}

int scy_sim_settle(scy_sim_ctx *c)
{
    scy_game *g = c->g;
    while (g->pending.kind != SCY_PEND_NONE && !g->game_over) {
        scy_report turn;
        scy_sim_step st;
        memset(&st, 0, sizeof st);
        am_err e;
        if (g->pending.kind == SCY_PEND_COMBAT) {
            scy_combat_input in;
            memset(&in, 0, sizeof in);
            for (int side = 0; side < 2; side++) {
                int pl = side ? g->pending.defender : g->pending.attacker;
                if (!g->p[pl].automa) scy_standin_combat_choice(c, pl, g->pending.territory, &in.side[side]);
            }
            if (g->p[g->pending.attacker].automa) c->res->automa_attacks++;
            else c->res->human_attacks++;
            scy_combat_report rep;
            int was_turn = g->turn.active;
            if (scy_combat_resolve(g, &in, &rep, &turn, &e) != AM_OK) {
                am_fail(c->err, AM_ESTATE, "seed %llu: the combat was refused: %s", (unsigned long long)c->res->seed, e.msg);
                c->failed = 1;
                return -1;
            }
            c->res->combats++;
            st.kind = SCY_SIM_COMBAT;
            st.combat = &rep;
            st.turn = was_turn && rep.continued ? &turn : NULL;
            if (scy_sim_after(c, &st, "combat")) return -1;
        } else {
            /* a flipped combat card (companion-mode options): the stand-in flips one at random */
            int v = 2 + (int)am_rng_below(&c->rng, 4);
            if (scy_game_answer_flip(g, v, &turn, &e) != AM_OK) {
                am_fail(c->err, AM_ESTATE, "seed %llu: the flipped card was refused: %s", (unsigned long long)c->res->seed, e.msg);
                c->failed = 1;
                return -1;
            }
            st.kind = SCY_SIM_FLIP;
            st.act.value = (int16_t)v;
            st.turn = &turn;
            if (scy_sim_after(c, &st, "flip")) return -1;
        }
    }
    return 0;
}

int scy_sim_play(uint64_t seed, const scy_setup *setup, const scy_sim_config *cfg, scy_sim_result *res, am_err *err)
{
    memset(res, 0, sizeof *res);
    res->seed = seed;
    res->first_star = res->scheme2 = -1;
    res->automa = res->human = 255;
    if (cfg->bot >= SCY_NBOTS) return am_fail(err, AM_EUSAGE, _("unknown stand-in human"));
    scy_setup s = *setup;
    s.seed = seed;
    s.opt.combat_mode = SCY_COMBAT_SIMULATED;
    scy_game game, *g = &game;
    int rc = scy_game_new_tables(g, &s, cfg->cards, cfg->trackers, err);
    if (rc != AM_OK) return rc;
    for (int pl = g->nplayers - 1; pl >= 0; pl--) {
        if (g->p[pl].automa) res->automa = (uint8_t)pl;
        else res->human = (uint8_t)pl;
    }
    scy_sim_ctx c;
    memset(&c, 0, sizeof c);
    c.g = g;
    c.cfg = cfg;
    c.res = res;
    c.err = err;
    c.watched = cfg->check || cfg->observe;
    am_rng_seed(&c.rng, seed, 0x5715);
    unsigned cap = cfg->turn_cap ? cfg->turn_cap : 400;
    scy_sim_step st;
    memset(&st, 0, sizeof st);
    st.kind = SCY_SIM_SETUP;
    if ((cfg->check || cfg->observe) && scy_sim_after(&c, &st, "setup")) return AM_ESTATE;
    scy_report rep;
    while (!g->game_over && g->turns < cap) {
        if (g->pending.kind != SCY_PEND_NONE) {
            if (scy_sim_settle(&c)) return AM_ESTATE;
            continue;
        }
        if (!g->p[g->current].automa) {
            if (scy_standin_turn(&c)) return AM_ESTATE;
            continue;
        }
        int pl = g->current;
        /* the report only when someone reads it: it is most of the turn's cost */
        if (scy_automa_turn(g, cfg->observe ? &rep : NULL, err) != AM_OK) {
            am_err e = *err;
            return am_fail(err, AM_ESTATE, "seed %llu: the Automa turn failed: %s", (unsigned long long)seed, e.msg);
        }
        if (pl == res->automa) res->automa_turns++;
        if (c.watched) {
            memset(&st, 0, sizeof st);
            st.kind = SCY_SIM_AUTOMA_TURN;
            st.turn = cfg->observe ? &rep : NULL;
            if (scy_sim_after(&c, &st, "automa turn")) return AM_ESTATE;
        } else {
            scy_sim_milestones(&c);  /* all scy_sim_after does then */
        }
        if (g->pending.kind != SCY_PEND_NONE && scy_sim_settle(&c)) return AM_ESTATE;
    }
    res->turns = g->turns;
    res->capped = !g->game_over;
    if (res->automa != 255) {
        const scy_player *a = &g->p[res->automa];
        res->stars_tracker = a->stars_tracker;
        res->stars_combat = a->stars_combat;
        res->stars_power = a->stars_power;
        res->automa_stars = a->stars;
    }
    if (res->human != 255) {
        res->human_stars = g->p[res->human].stars;
        res->human_combat_stars = g->p[res->human].stars_combat;
    }
    scy_score_sheet sheet;
    scy_score(g, &sheet);
    for (int i = 0; i < sheet.nplayers; i++) {
        if (sheet.line[i].player == res->automa) res->automa_score = sheet.line[i].total;
        if (sheet.line[i].player == res->human) res->human_score = sheet.line[i].total;
    }
    res->automa_won = res->automa != 255 && sheet.winner == res->automa && !res->capped;
    return AM_OK;
}
