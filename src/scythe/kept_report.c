/*
 * The game's kept last report (issue 19's "last_report", made compact by issue 16 so that a
 * scy_game stays under 4 KiB): the fields of scy_report with the candidate lists of all the moves
 * in one pool. scy_game_keep_report stores, scy_game_last_report gives it back; the JSON file
 * (json.c) writes and reads it through them, so the file's form is the same as before.
 */
#include <string.h>

#include "scythe/scythe_internal.h"

static int kept_pos_ok(int p) { return SCY_IS_TERR(p) || SCY_IS_HOME(p) || p == SCY_POS_MAT; }

void scy_game_keep_report(scy_game *g, const scy_report *rep)
{
    memset(&g->last_report, 0, sizeof g->last_report);
    g->has_last_report = rep != NULL;
    if (!rep) return;
    scy_kept_report *d = &g->last_report;
    d->player = rep->player;
    d->card = rep->card;
    d->scheme = rep->scheme;
    d->skipped = rep->skipped;
    d->reshuffled = rep->reshuffled;
    d->tracker_from = rep->tracker_from;
    d->tracker_to = rep->tracker_to;
    d->game_over = rep->game_over;
    d->waiting_combat = rep->waiting_combat;
    d->nevents = rep->nevents > SCY_REPORT_MAX_EVENTS ? SCY_REPORT_MAX_EVENTS : rep->nevents;
    d->nmoves = rep->nmoves > SCY_REPORT_MAX_MOVES ? SCY_REPORT_MAX_MOVES : rep->nmoves;
    memcpy(d->events, rep->events, d->nevents * sizeof d->events[0]);
    int pool = 0;
    for (int i = 0; i < d->nmoves; i++) {
        const scy_move_report *m = &rep->moves[i];
        scy_kept_move *dm = &d->moves[i];
        dm->sym = m->sym;
        dm->result = m->result;
        dm->unit = m->unit;
        /* positions that say nothing (no unit chosen, nothing performed) are kept as "none" */
        dm->from = m->unit >= 0 && kept_pos_ok(m->from) ? m->from : SCY_POS_NONE;
        dm->to = m->result == SCY_SYM_PERFORMED && kept_pos_ok(m->to) ? m->to : SCY_POS_NONE;
        dm->unit_dist = m->unit_dist;
        dm->unit_tie = m->unit_tie;
        dm->tiebreak = m->tiebreak;
        dm->rearm = m->rearm;
        int n = m->ncand > SCY_REPORT_MAX_CANDS ? SCY_REPORT_MAX_CANDS : m->ncand;
        if (n > SCY_KEPT_MAX_CANDS - pool) n = SCY_KEPT_MAX_CANDS - pool;
        dm->ncand = (uint8_t)n;
        for (int k = 0; k < n; k++) {
            const scy_candidate *c = &m->cand[k];
            scy_kept_cand *kc = &d->cand[pool++];
            kc->territory = (uint8_t)((c->territory & 63) | (c->excluded ? 64 : 0) | (c->trap ? 128 : 0));
            kc->factory_dist = c->factory_dist;
            kc->value = c->value;
        }
    }
}

void scy_game_last_report(const scy_game *g, scy_report *out)
{
    memset(out, 0, sizeof *out);
    if (!g->has_last_report) return;
    const scy_kept_report *d = &g->last_report;
    out->player = d->player;
    out->card = d->card;
    out->scheme = d->scheme;
    out->skipped = d->skipped;
    out->reshuffled = d->reshuffled;
    out->tracker_from = d->tracker_from;
    out->tracker_to = d->tracker_to;
    out->game_over = d->game_over;
    out->waiting_combat = d->waiting_combat;
    out->nevents = d->nevents;
    out->nmoves = d->nmoves;
    memcpy(out->events, d->events, d->nevents * sizeof d->events[0]);
    int pool = 0;
    for (int i = 0; i < d->nmoves && i < SCY_REPORT_MAX_MOVES; i++) {
        const scy_kept_move *dm = &d->moves[i];
        scy_move_report *m = &out->moves[i];
        m->sym = dm->sym;
        m->result = dm->result;
        m->unit = dm->unit;
        m->from = dm->from;
        m->to = dm->to;
        m->unit_dist = dm->unit_dist;
        m->unit_tie = dm->unit_tie;
        m->tiebreak = dm->tiebreak;
        m->rearm = dm->rearm;
        m->ncand = dm->ncand;
        for (int k = 0; k < dm->ncand && pool < SCY_KEPT_MAX_CANDS; k++) {
            const scy_kept_cand *kc = &d->cand[pool++];
            scy_candidate *c = &m->cand[k];
            c->territory = (int8_t)(kc->territory & 63);
            c->excluded = (kc->territory >> 6) & 1;
            c->trap = (kc->territory >> 7) & 1;
            c->factory_dist = kc->factory_dist;
            c->value = kc->value;
        }
    }
}
