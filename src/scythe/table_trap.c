/*
 * A trap sprung at the table (Invaders from Afar, companion mode, R-IFA-5, issue 28 item 1): the
 * Togawa Automa's traps are real face-down tokens. A person's unit ending a move on one springs it:
 * the token is turned over and its printed penalty counts. The move is checked in full first, so
 * that a move the rules refuse (a river, too far) never shows which trap lies there.
 */
#include "automa/scythe_table.h"

int scy_move_springs_trap(const scy_game *g, int type, int from, int to, int *trap, am_err *err)
{
    *trap = -1;
    scy_game copy = *g;   /* the move as it would happen: its refusal is the move's own */
    int rc = scy_human_move(&copy, type, from, to, NULL, err);
    if (rc != AM_OK) return rc;
    if (scy_trap_needs_reveal(g, scy_human_player(g), to)) *trap = to;
    return AM_OK;
}

int scy_human_move_trap(scy_game *g, int type, int from, int to, int kind, scy_human_report *rep, am_err *err)
{
    int trap, rc = scy_move_springs_trap(g, type, from, to, &trap, err);
    if (rc != AM_OK) return rc;
    if (trap < 0 && kind >= 0)
        return am_fail(err, AM_EUSAGE, _("move: %s holds no face-down trap of an Automa"), scy_pos_name(to));
    if (trap >= 0 && kind < 0)
        return am_fail(err, AM_ESTATE, _("move: %s holds a face-down trap of the %s Automa: turn it over and give its kind"),
                       scy_pos_name(to), scy_faction_label(g->p[g->trap_owner[to]].faction));
    scy_game next = *g;
    if (trap >= 0 && (rc = scy_trap_reveal(&next, trap, kind, err)) != AM_OK) return rc;
    if ((rc = scy_human_move(&next, type, from, to, rep, err)) != AM_OK) return rc;
    *g = next;
    return AM_OK;
}
