/*
 * Your own deck (issue 28 item 7): a person who shuffles the real Automa deck says which card came
 * up; the program checks that the card can be there and draws it. The default stays the program's
 * own deck (it says which card to take). `scythe turn --card N`, the companion (option real_deck) and
 * the API all go through scy_deck_card_next.
 */
#include <string.h>

#include "automa/scythe_table.h"
#include "scythe/scythe_internal.h"

static int find(const uint8_t *pile, int n, int card)
{
    for (int i = 0; i < n; i++)
        if (pile[i] == card) return i;
    return -1;
}

int scy_deck_turn_player(const scy_game *g)
{
    if (g->game_over || g->pending.kind != SCY_PEND_NONE || g->turn.active || !g->p[g->current].automa) return -1;
    return g->current;
}

int scy_deck_card_next(scy_game *g, int pl, int card, int *reshuffled, am_err *err)
{
    if (reshuffled) *reshuffled = 0;
    if (card < 1 || card > SCY_NCARDS) return am_fail(err, AM_EUSAGE, _("an Automa card is numbered 1 to %d, not %d"), SCY_NCARDS, card);
    if (pl < 0 || pl >= g->nplayers || !g->p[pl].automa) return am_fail(err, AM_ESTATE, _("no Automa draws a card now"));
    scy_game next = *g;
    scy_deck *d = scy_game_deck_of(&next, pl);
    const char *who = scy_faction_label(next.p[pl].faction);
    if (d->ndraw == 0) {
        /* SC-12: the draw reshuffles both discard piles first; the person has done so */
        if (find(d->discard, d->ndiscard, card) < 0 && find(d->combat, d->ncombat, card) < 0)
            return am_fail(err, AM_ESTATE, _("card %d is in none of the %s Automa's piles"), card, who);
        int n = 0;
        for (int i = 0; i < d->ndiscard; i++) d->draw[n++] = d->discard[i];
        for (int i = 0; i < d->ncombat; i++) d->draw[n++] = d->combat[i];
        d->ndraw = (uint8_t)n;
        d->ndiscard = d->ncombat = 0;
        am_rng_shuffle(&next.rng, d->draw, (size_t)n, 1);
        if (reshuffled) *reshuffled = 1;
    }
    int at = find(d->draw, d->ndraw, card);
    if (at < 0) {
        if (find(d->discard, d->ndiscard, card) >= 0)
            return am_fail(err, AM_ESTATE, _("card %d lies on the %s Automa's main discard pile: it cannot come up before its "
                                             "deck is reshuffled (the program's deck has %d card(s) left)"),
                           card, who, d->ndraw);
        if (find(d->combat, d->ncombat, card) >= 0)
            return am_fail(err, AM_ESTATE, _("card %d lies on the %s Automa's combat discard pile: it cannot come up before its "
                                             "deck is reshuffled (the program's deck has %d card(s) left)"),
                           card, who, d->ndraw);
        return am_fail(err, AM_ESTATE, _("card %d is in none of the %s Automa's piles"), card, who);
    }
    /* on top: the draw pile's order below it is the program's own */
    memmove(d->draw + at, d->draw + at + 1, (size_t)(d->ndraw - 1 - at));
    d->draw[d->ndraw - 1] = (uint8_t)card;
    *g = next;
    return AM_OK;
}
