/*
 * Invaders from Afar, companion mode: the Togawa Automa's traps are real face-down tokens (R-IFA-5).
 * When the program places one it picks a kind from those left on the mat (the simulated game needs
 * one), but at the table the person took a token at random without looking. When a person's unit
 * springs it, the token is turned over and its printed penalty is the one that counts: the person
 * says which it is, and the program makes its record agree (the kind it had assumed goes where the
 * revealed one was thought to be: another face-down trap of that Automa, or its faction mat).
 */
#include <string.h>

#include "automa/scythe.h"

int scy_trap_needs_reveal(const scy_game *g, int pl, int t)
{
    if (g->opt.combat_mode != SCY_COMBAT_COMPANION || !SCY_IS_TERR(t) || pl < 0 || pl >= g->nplayers) return 0;
    int owner = g->trap_owner[t];
    return owner >= 0 && owner != pl && g->p[owner].automa && g->trap_state[t] == SCY_TRAP_ARMED &&
           scy_game_is_enemy(g, pl, owner);
}

int scy_trap_reveal(scy_game *g, int t, int kind, am_err *err)
{
    if (!SCY_IS_TERR(t) || g->trap_owner[t] < 0 || g->trap_state[t] != SCY_TRAP_ARMED || !g->p[g->trap_owner[t]].automa)
        return am_fail(err, AM_ESTATE, _("trap: %s holds no face-down trap of an Automa"), SCY_IS_TERR(t) ? scy_pos_name(t) : "?");
    if (kind < SCY_TRAP_POPULARITY || kind > SCY_TRAP_CARDS)
        return am_fail(err, AM_EUSAGE, _("trap: the kind is popularity, power, coins or cards"));
    int owner = g->trap_owner[t], old = g->trap_kind[t];
    if (old == kind) return AM_OK;
    /* where the program thought the revealed token was: a face-down trap of the same Automa
     * (swap the two), or its faction mat (the assumed kind goes back there); a face-up one cannot be */
    for (int u = 0; u < SCY_NTERR; u++) {
        if (u == t || g->trap_owner[u] != owner || g->trap_kind[u] != kind) continue;
        if (g->trap_state[u] != SCY_TRAP_ARMED)
            return am_fail(err, AM_ESTATE, _("trap: the %s trap of that Automa lies face up on %s; this one is another"),
                           kind == SCY_TRAP_POPULARITY ? _("popularity") : kind == SCY_TRAP_POWER ? _("power")
                                                                         : kind == SCY_TRAP_COINS ? _("coins") : _("cards"),
                           scy_pos_name(u));
        g->trap_kind[u] = (uint8_t)old;
        g->trap_kind[t] = (uint8_t)kind;
        return AM_OK;
    }
    scy_player *p = &g->p[owner];
    if (!(p->traps_left & (1u << kind)))
        return am_fail(err, AM_ESTATE, _("trap: that Automa has no %s trap left face down"),
                       kind == SCY_TRAP_POPULARITY ? _("popularity") : kind == SCY_TRAP_POWER ? _("power")
                                                                     : kind == SCY_TRAP_COINS ? _("coins") : _("cards"));
    p->traps_left = (uint8_t)((p->traps_left & ~(1u << kind)) | (old <= SCY_TRAP_CARDS ? 1u << old : 0));
    g->trap_kind[t] = (uint8_t)kind;
    return AM_OK;
}
