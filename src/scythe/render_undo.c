/*
 * Undo and redo as table instructions (issue 14, issue 28 item 5): what to change on the table to
 * go from the game as it is (`now`) to another state of it (`to`): back to an earlier one (undo)
 * or forward again to a later one (redo). Units moved, numbers set, the Automa's cards taken or put
 * back (naming the pile), tokens, traps and flags; only what differs, in the words of the
 * direction: undo says "back", redo says what to do again.
 */
#include <stdio.h>
#include <string.h>

#include "automa/scythe.h"
#include "automa/scythe_table.h"

static const char *where(int pos, char *buf, size_t cap)
{
    if (pos == SCY_POS_MAT) snprintf(buf, cap, "%s", _("its faction mat"));
    else if (SCY_IS_HOME(pos)) snprintf(buf, cap, _("the %s home base"), scy_faction_label(pos - SCY_POS_HOME(0)));
    else snprintf(buf, cap, "%s", scy_pos_label(pos));
    return buf;
}

/* Units of one kind [lo, hi): positions that differ as multisets, paired in order. */
static void units_step(const scy_game *now, const scy_game *to, int pl, int lo, int hi, const char *kind, int redo, am_buf *b)
{
    int cn[SCY_NUNITS], cb[SCY_NUNITS], nn = 0, nb = 0;
    for (int u = lo; u < hi; u++) {
        cn[nn++] = now->p[pl].unit[u];
        cb[nb++] = to->p[pl].unit[u];
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
        am_buf_printf(b, redo ? _("- Move the %s %s from %s to %s again.\n") : _("- Move the %s %s from %s back to %s.\n"),
                      scy_faction_label(now->p[pl].faction), kind, where(cn[i], w1, sizeof w1), where(cb[j], w2, sizeof w2));
        j++;
    }
}

static void number_step(const char *who, const char *what, int n, int v, int redo, am_buf *b)
{
    if (n != v) am_buf_printf(b, redo ? _("- %s's %s: from %d to %d again.\n") : _("- %s's %s: back from %d to %d.\n"), who, what, n, v);
}

/* Is card c in the n cards of pile? */
static int in_pile(const uint8_t *pile, int n, int c)
{
    for (int i = 0; i < n; i++)
        if (pile[i] == c) return 1;
    return 0;
}

/* The Automa's deck: the cards drawn (redo) or put back (undo) between the two states, naming the
 * pile each comes from or goes to; a reshuffle between them cannot be told card by card. */
static void deck_step(const scy_player *p, const scy_player *q, int redo, am_buf *b)
{
    const char *who = scy_faction_label(p->faction);
    const scy_deck *dn = &p->deck, *dt = &q->deck;
    /* the later state's deck must be the earlier one's minus the cards drawn: no reshuffle between
     * (the order within the deck may differ: a card told from the person's own deck was put on top) */
    const scy_deck *early = redo ? dn : dt, *late = redo ? dt : dn;
    int same = p->scheme == q->scheme && late->ndraw <= early->ndraw && late->ndiscard >= early->ndiscard &&
               late->ncombat >= early->ncombat;
    for (int i = 0; same && i < late->ndraw; i++) same = in_pile(early->draw, early->ndraw, late->draw[i]);
    if (!same) {
        am_buf_printf(b, redo ? _("- The %s Automa's deck is reshuffled again in this step: the program keeps its order; shuffle "
                                  "both its discard piles into its deck.\n")
                              : _("- The %s Automa's deck was reshuffled since: the program keeps its order; put its cards back "
                                  "as one pile.\n"),
                      who);
        return;
    }
    if (!redo) {
        /* back on top of the deck, the last drawn on top */
        for (int i = 0; i < dt->ndraw; i++) {
            int c = dt->draw[i];
            if (in_pile(dn->draw, dn->ndraw, c)) continue;
            if (in_pile(dn->combat, dn->ncombat, c) && !in_pile(dt->combat, dt->ncombat, c))
                am_buf_printf(b, _("- Put card %d back on the %s Automa's deck (from its combat discard pile).\n"), c, who);
            else
                am_buf_printf(b, _("- Put card %d back on the %s Automa's deck (from its main discard pile).\n"), c, who);
        }
        return;
    }
    for (int i = dn->ndraw - 1; i >= 0; i--) {   /* in the order they are drawn */
        int c = dn->draw[i];
        if (in_pile(dt->draw, dt->ndraw, c)) continue;
        if (in_pile(dt->combat, dt->ncombat, c) && !in_pile(dn->combat, dn->ncombat, c))
            am_buf_printf(b, _("- Take card %d from the %s Automa's deck and put it on its combat discard pile.\n"), c, who);
        else
            am_buf_printf(b, _("- Take card %d from the %s Automa's deck and put it face up on its main discard pile.\n"), c, who);
    }
}

static void trap_step(const scy_game *now, const scy_game *to, int t, int redo, am_buf *b)
{
    if (now->trap_state[t] == to->trap_state[t] && now->trap_owner[t] == to->trap_owner[t]) return;
    const char *at = scy_pos_name(t);
    if (!redo) {
        if (to->trap_owner[t] < 0) am_buf_printf(b, _("- Take the trap on %s back to its mat.\n"), at);
        else if (to->trap_state[t] == SCY_TRAP_ARMED) am_buf_printf(b, _("- Turn the trap on %s back face down (armed).\n"), at);
        else am_buf_printf(b, _("- Turn the trap on %s back face up (disarmed).\n"), at);
        return;
    }
    if (to->trap_owner[t] < 0) am_buf_printf(b, _("- Take the trap on %s back to its mat.\n"), at);
    else if (now->trap_owner[t] < 0 && to->trap_state[t] == SCY_TRAP_ARMED)
        am_buf_printf(b, _("- Place the trap on %s face down (armed) again.\n"), at);
    else if (to->trap_state[t] == SCY_TRAP_ARMED) am_buf_printf(b, _("- Turn the trap on %s face down again (re-armed).\n"), at);
    else am_buf_printf(b, _("- Turn the trap on %s face up again (sprung, disarmed).\n"), at);
}

void scy_render_step_text(const scy_game *now, const scy_game *to, int redo, am_buf *b)
{
    size_t start = b->len;
    for (int pl = 0; pl < now->nplayers && pl < to->nplayers; pl++) {
        const scy_player *p = &now->p[pl], *q = &to->p[pl];
        const char *who = scy_faction_label(p->faction);
        units_step(now, to, pl, SCY_U_CHARACTER, SCY_U_MECH0, _("character"), redo, b);
        units_step(now, to, pl, SCY_U_MECH0, SCY_U_WORKER0, _("mech"), redo, b);
        units_step(now, to, pl, SCY_U_WORKER0, SCY_NUNITS, _("worker"), redo, b);
        number_step(who, _("power"), p->power, q->power, redo, b);
        number_step(who, _("coins"), p->coins, q->coins, redo, b);
        if (!p->automa) number_step(who, _("popularity"), p->popularity, q->popularity, redo, b);
        number_step(who, _("combat cards"), p->combat_cards, q->combat_cards, redo, b);
        if (p->stars > q->stars)
            am_buf_printf(b, P_("- Take %d star(s) of %s back off the board.\n", "- Take %d star(s) of %s back off the board.\n",
                                p->stars - q->stars),
                          p->stars - q->stars, who);
        else if (p->stars < q->stars)
            am_buf_printf(b, P_("- Place %d star(s) of %s on the board again.\n", "- Place %d star(s) of %s on the board again.\n",
                                q->stars - p->stars),
                          q->stars - p->stars, who);
        if (p->factory_card && !q->factory_card) am_buf_printf(b, _("- %s gives its Factory card back.\n"), who);
        else if (!p->factory_card && q->factory_card) am_buf_printf(b, _("- %s takes a Factory card again.\n"), who);
        if (!p->automa) continue;
        if (p->tracker != q->tracker)
            am_buf_printf(b, redo ? _("- Move the %s star-tracker token to space %d from the start again.\n")
                                  : _("- Move the %s star-tracker token back to space %d from the start.\n"),
                          who, q->tracker);
        if (p->scheme != q->scheme)
            am_buf_printf(b, redo ? _("- Turn the %s Automa's cards to Scheme %s again.\n") : _("- Turn the %s Automa's cards back to Scheme %s.\n"),
                          who, q->scheme ? "II" : "I");
        deck_step(p, q, redo, b);
    }
    for (int t = 0; t < SCY_NTERR; t++) {
        if (am_set_has(to->encounters, t) && !am_set_has(now->encounters, t))
            am_buf_printf(b, _("- Put the encounter token back on %s.\n"), scy_pos_name(t));
        else if (!am_set_has(to->encounters, t) && am_set_has(now->encounters, t))
            am_buf_printf(b, _("- Take the encounter token on %s off the board again.\n"), scy_pos_name(t));
        if (now->resources[t] != to->resources[t])
            am_buf_printf(b, redo ? _("- Resources on %s: from %d to %d again.\n") : _("- Resources on %s: back from %d to %d.\n"),
                          scy_pos_name(t), now->resources[t], to->resources[t]);
        trap_step(now, to, t, redo, b);
        if (now->flag_owner[t] != to->flag_owner[t] && to->flag_owner[t] < 0)
            am_buf_printf(b, _("- Take the flag on %s back to its mat.\n"), scy_pos_name(t));
        else if (now->flag_owner[t] != to->flag_owner[t])
            am_buf_printf(b, _("- Place the flag on %s again.\n"), scy_pos_name(t));
    }
    if (now->pending.committed && !to->pending.committed)
        am_buf_puts(b, _("- Take back your power dial and combat cards: you choose them again.\n"));
    else if (!now->pending.committed && to->pending.committed)
        am_buf_printf(b, _("- Set your power dial to %d again and put your %d combat card(s) face down again.\n"), to->pending.c_power,
                      to->pending.c_ncards);
    if (b->len == start) am_buf_puts(b, _("- Nothing to change on the table.\n"));
}

void scy_render_undo_text(const scy_game *now, const scy_game *back, am_buf *b)
{
    scy_render_step_text(now, back, 0, b);
}

int scy_undo_passes(const scy_game *g)
{
    /* a combat's recorded dial is part of the step that fights it: undo goes back to before the
     * choice (else a combat needing nothing more would be fought again at once) */
    return g->pending.kind == SCY_PEND_COMBAT && (g->pending.committed || g->pending.deck_told);
}
