/*
 * Undo as table instructions (issue 14): what to put back on the table to go from the game as it
 * is (`now`) to the game as it was (`back`): units moved back, numbers set back, cards put back on
 * the Automa's deck, tokens put back. Not a dump of the state: only what differs.
 */
#include <stdio.h>
#include <string.h>

#include "automa/scythe.h"

static const char *where(int pos, char *buf, size_t cap)
{
    if (pos == SCY_POS_MAT) snprintf(buf, cap, "%s", _("its faction mat"));
    else if (SCY_IS_HOME(pos)) snprintf(buf, cap, _("the %s home base"), scy_faction_label(pos - SCY_POS_HOME(0)));
    else snprintf(buf, cap, "%s", scy_pos_label(pos));
    return buf;
}

/* Units of one kind [lo, hi): positions that differ as multisets, paired in order. */
static void units_back(const scy_game *now, const scy_game *back, int pl, int lo, int hi, const char *kind, am_buf *b)
{
    int cn[SCY_NUNITS], cb[SCY_NUNITS], nn = 0, nb = 0;
    for (int u = lo; u < hi; u++) {
        cn[nn++] = now->p[pl].unit[u];
        cb[nb++] = back->p[pl].unit[u];
    }
    /* remove the positions both have */
    for (int i = 0; i < nn; i++)
        for (int j = 0; j < nb; j++)
            if (cn[i] != 127 && cn[i] == cb[j]) {
                cn[i] = cb[j] = 127;
                break;
            }
    int j = 0;
    for (int i = 0; i < nn; i++) {
        if (cn[i] == 127) continue;
        while (j < nb && cb[j] == 127) j++;
        if (j >= nb) break;
        char w1[64], w2[64];
        am_buf_printf(b, _("- Move the %s %s from %s back to %s.\n"), scy_faction_label(now->p[pl].faction), kind,
                      where(cn[i], w1, sizeof w1), where(cb[j], w2, sizeof w2));
        j++;
    }
}

static void number_back(const char *who, const char *what, int n, int bk, am_buf *b)
{
    if (n != bk) am_buf_printf(b, _("- %s's %s: back from %d to %d.\n"), who, what, n, bk);
}

void scy_render_undo_text(const scy_game *now, const scy_game *back, am_buf *b)
{
    size_t start = b->len;
    for (int pl = 0; pl < now->nplayers && pl < back->nplayers; pl++) {
        const scy_player *p = &now->p[pl], *q = &back->p[pl];
        const char *who = scy_faction_label(p->faction);
        units_back(now, back, pl, SCY_U_CHARACTER, SCY_U_MECH0, _("character"), b);
        units_back(now, back, pl, SCY_U_MECH0, SCY_U_WORKER0, _("mech"), b);
        units_back(now, back, pl, SCY_U_WORKER0, SCY_NUNITS, _("worker"), b);
        number_back(who, _("power"), p->power, q->power, b);
        number_back(who, _("coins"), p->coins, q->coins, b);
        if (!p->automa) number_back(who, _("popularity"), p->popularity, q->popularity, b);
        number_back(who, _("combat cards"), p->combat_cards, q->combat_cards, b);
        if (p->stars != q->stars) am_buf_printf(b, P_("- Take %d star(s) of %s back off the board.\n",
                                                        "- Take %d star(s) of %s back off the board.\n", p->stars - q->stars),
                                                     p->stars - q->stars, who);
        if (p->factory_card != q->factory_card) am_buf_printf(b, _("- %s gives its Factory card back.\n"), who);
        if (!p->automa) continue;
        if (p->tracker != q->tracker)
            am_buf_printf(b, _("- Move the %s star-tracker token back to space %d from the start.\n"), who, q->tracker);
        if (p->scheme != q->scheme) am_buf_printf(b, _("- Turn the %s Automa's cards back to Scheme %s.\n"), who, q->scheme ? "II" : "I");
        /* cards drawn since: back on top of the deck, the last drawn on top */
        const scy_deck *dn = &p->deck, *db = &q->deck;
        if (dn->ndraw < db->ndraw && p->scheme == q->scheme)
            for (int i = dn->ndraw; i < db->ndraw; i++)
                am_buf_printf(b, _("- Put card %d back on the %s Automa's deck (from its discard piles).\n"), db->draw[i], who);
        else if (dn->ndraw > db->ndraw || p->scheme != q->scheme)
            am_buf_printf(b, _("- The %s Automa's deck was reshuffled since: the program keeps its order; put its cards back "
                               "as one pile.\n"),
                          who);
    }
    for (int t = 0; t < SCY_NTERR; t++) {
        if (am_set_has(back->encounters, t) && !am_set_has(now->encounters, t))
            am_buf_printf(b, _("- Put the encounter token back on %s.\n"), scy_pos_name(t));
        if (now->resources[t] != back->resources[t])
            am_buf_printf(b, _("- Resources on %s: back from %d to %d.\n"), scy_pos_name(t), now->resources[t], back->resources[t]);
        if (now->trap_state[t] != back->trap_state[t] || now->trap_owner[t] != back->trap_owner[t]) {
            if (back->trap_owner[t] < 0) am_buf_printf(b, _("- Take the trap on %s back to its mat.\n"), scy_pos_name(t));
            else if (back->trap_state[t] == SCY_TRAP_ARMED) am_buf_printf(b, _("- Turn the trap on %s back face down (armed).\n"), scy_pos_name(t));
            else am_buf_printf(b, _("- Turn the trap on %s back face up (disarmed).\n"), scy_pos_name(t));
        }
        if (now->flag_owner[t] != back->flag_owner[t] && back->flag_owner[t] < 0)
            am_buf_printf(b, _("- Take the flag on %s back to its mat.\n"), scy_pos_name(t));
    }
    if (now->pending.committed && !back->pending.committed)
        am_buf_puts(b, _("- Take back your power dial and combat cards: you choose them again.\n"));
    if (b->len == start) am_buf_puts(b, _("- Nothing to change on the table.\n"));
}
