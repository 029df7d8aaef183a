/* Scythe simulation internals shared by the game driver (sim.c) and the stand-ins (standin.c). */
#ifndef SCYTHE_SIM_INTERNAL_H
#define SCYTHE_SIM_INTERNAL_H

#include "automa/scythe_sim.h"

typedef struct scy_sim_ctx {
    scy_game *g;
    const scy_sim_config *cfg;
    scy_sim_result *res;
    am_rng rng;                      /* the stand-ins' own random numbers */
    am_err *err;
    int failed;                      /* an invariant broke: stop the game */
    int watched;                     /* cfg->check or cfg->observe: every step goes to scy_sim_after */
    /* the stand-ins' bookkeeping (what the board does not show) */
    uint8_t hturn[SCY_MAX_PLAYERS];      /* turns played */
    uint8_t built[SCY_MAX_PLAYERS][4];   /* bottom-row actions done: mechs, upgrades, structures, recruits */
    uint8_t earned[SCY_MAX_PLAYERS];     /* star conditions already rewarded (bits) */
} scy_sim_ctx;

/* After a step: the milestones of the result (first star, Scheme II), read from the game
 * (scy_sim_after; they change only in Automa turns and combats). */
static inline void scy_sim_milestones(scy_sim_ctx *c)
{
    scy_sim_result *r = c->res;
    if (r->automa == 255) return;
    const scy_player *a = &c->g->p[r->automa];
    if (r->first_star < 0 && a->stars > 0) r->first_star = (int16_t)r->automa_turns;
    if (r->scheme2 < 0 && a->scheme) r->scheme2 = (int16_t)r->automa_turns;
}
/* After a step: invariants (with cfg->check), milestones, the observer. Returns -1 to stop. */
int scy_sim_after(scy_sim_ctx *c, const scy_sim_step *st, const char *what);
/* Resolves whatever the game waits for (combats, flipped cards) with the stand-in's choices. */
int scy_sim_settle(scy_sim_ctx *c);
/* One whole turn of the human whose turn it is, ending with scy_human_end_turn. */
int scy_standin_turn(scy_sim_ctx *c);
/* The human side's choice in the pending combat on territory t. */
void scy_standin_combat_choice(scy_sim_ctx *c, int pl, int t, scy_combat_choice *ch);

#endif
