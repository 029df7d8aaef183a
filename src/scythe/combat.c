/*
 * Combat with the Automa (rulebook "Combat", steps 1-6) and "Resolving resources".
 *
 * The game waits in g->pending for a combat started by the Automa's attack (automa.c) or by the
 * human moving onto Automa combat units (human.c). scy_combat_resolve answers it: the human's
 * dial and cards are checked, each Automa side draws the next card of its own deck onto its
 * combat discard pile and reads the column of its current power; then the normal combat
 * procedure (winner, power paid, retreats, the loser's card, the winner's star, popularity) and
 * the resources. Everything runs on a copy of the game, so an error leaves the game unchanged.
 */
#include <jansson.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "core/json.h"
#include "scythe/combat_internal.h"

int scy_combat_units_on(const scy_game *g, int pl, int t)
{
    return scy_game_count_units_on(g, pl, SCY_UK_COMBAT, t);
}

int scy_combat_camaraderie(const scy_game *g, int pl)
{
    const scy_player *p = &g->p[pl];
    if (p->automa || p->faction != SCY_POLANIA) return 0;
    for (int i = 0; i < 4; i++)
        if ((p->mech_abilities & (1u << i)) && strcmp(scy_factions[SCY_POLANIA].mech_ability_name[i], "Camaraderie") == 0)
            return 1;
    return 0;
}

/* One random card of those pl holds (simulated mode), moved to the combat-card discard pile. */
static int take_random_card(scy_game *g, int pl)
{
    scy_player *p = &g->p[pl];
    int total = p->cc_value[0] + p->cc_value[1] + p->cc_value[2] + p->cc_value[3];
    if (total == 0) return 0;
    int r = (int)am_rng_below(&g->rng, (uint32_t)total);
    for (int v = 0; v < 4; v++) {
        if (r < p->cc_value[v]) {
            p->cc_value[v]--;
            g->combat_discard[v]++;
            p->combat_cards--;
            return v + 2;
        }
        r -= p->cc_value[v];
    }
    return 0;
}

int scy_combat_discard_random(scy_game *g, int pl, int n)
{
    int done = 0;
    for (; done < n && g->p[pl].combat_cards > 0; done++) {
        if (g->opt.combat_mode == SCY_COMBAT_SIMULATED) take_random_card(g, pl);
        else g->p[pl].combat_cards--;
    }
    return done;
}

void scy_combat_place_resources(scy_game *g, int t, int automa_pl, scy_combat_report *rep)
{
    int terrain = scy_territories[t].terrain;
    int card = g->p[automa_pl].last_card;
    rep->resources_n = 0;
    rep->resource_card = (uint8_t)card;
    if (terrain == SCY_LAKE) rep->resources = SCY_RES_LAKE;
    else if (terrain == SCY_VILLAGE) rep->resources = SCY_RES_VILLAGE;
    else if (terrain == SCY_FACTORY_T) rep->resources = SCY_RES_FACTORY;
    else if (card < 1 || card > SCY_NCARDS) rep->resources = SCY_RES_NO_CARD;
    else {
        int n = g->cards[card - 1].resources;
        int v = g->resources[t] + n;
        g->resources[t] = (uint8_t)(v > 255 ? 255 : v);
        rep->resources = SCY_RES_PLACED;
        rep->resources_n = (uint8_t)n;
    }
}

/* Draws the next card of pl's own deck (with the shared-deck option: the shared deck) onto its
 * combat discard pile; reshuffles both discard piles into a new deck first if the deck is empty
 * (SC-12). Returns the card number, 0 if none. */
static int automa_draw_combat(scy_game *g, int pl, uint8_t *reshuffled)
{
    scy_deck *d = scy_game_deck_of(g, pl);
    *reshuffled = 0;
    if (d->ndraw == 0) {
        int n = 0;
        for (int i = 0; i < d->ndiscard; i++) d->draw[n++] = d->discard[i];
        for (int i = 0; i < d->ncombat; i++) d->draw[n++] = d->combat[i];
        d->ndraw = (uint8_t)n;
        d->ndiscard = d->ncombat = 0;
        am_rng_shuffle(&g->rng, d->draw, (size_t)n, 1);
        *reshuffled = 1;
    }
    if (d->ndraw == 0) return 0;
    int card = d->draw[--d->ndraw];
    d->combat[d->ncombat++] = (uint8_t)card;
    return card;
}

/* Combat-table column for the Automa's current power (rulebook step 3: 0-7 / 8-13 / 14+). */
static int power_column(int power)
{
    return power <= 7 ? 0 : (power <= 13 ? 1 : 2);
}

static const char *side_name(const scy_game *g, int pl)
{
    return scy_faction_label(g->p[pl].faction);
}

/* Simulated combat keeps the Automas' combat cards; a person's cards are the real cards in their
 * hand in every mode (R-SC-58, issue 28 item 2): the program deals the person's cards from its
 * simulated deck only to keep the count of every value, so when the person plays values its
 * record does not hold, the record is made to agree: each missing value is swapped, one for one,
 * with a value the record holds and the person does not play, from the simulated deck, else its
 * discard pile, else another player's hidden cards. */
static int agree_values(scy_game *g, int pl, const int need[4])
{
    scy_player *p = &g->p[pl];
    for (int v = 0; v < 4; v++) {
        while (need[v] > p->cc_value[v]) {
            int w = 0;
            while (w < 4 && p->cc_value[w] <= need[w]) w++;
            if (w == 4) return -1;   /* more cards than held */
            uint8_t *from = NULL;
            if (g->combat_deck[v]) from = g->combat_deck;
            else if (g->combat_discard[v]) from = g->combat_discard;
            for (int q = 0; !from && q < g->nplayers; q++)
                if (q != pl && g->p[q].cc_value[v]) from = g->p[q].cc_value;
            if (!from) return -1;   /* no card of that value left anywhere */
            from[v]--;
            from[w]++;
            p->cc_value[v]++;
            p->cc_value[w]--;
        }
    }
    return 0;
}

/* Step 1 for a human side: checks and applies the dial and the cards. */
static int human_side(scy_game *g, int pl, const scy_combat_choice *c, scy_combat_side_report *sr, am_err *err)
{
    scy_player *p = &g->p[pl];
    if (c->power > 7)
        return am_fail(err, AM_EUSAGE, P_("combat: %s dials %d power; the dial goes from 0 to 7",
                                                   "combat: %s dials %d power; the dial goes from 0 to 7", c->power),
                       side_name(g, pl), c->power);
    if (c->power > p->power)
        return am_fail(err, AM_ESTATE, P_("combat: %s dials %d power but has only %d",
                                                   "combat: %s dials %d power but has only %d", c->power),
                       side_name(g, pl), c->power, p->power);
    if (c->ncards > sr->units)
        return am_fail(err, AM_ESTATE, P_("combat: %s plays %d combat cards with %d combat unit(s) in the fight (at most one each)",
                                                   "combat: %s plays %d combat cards with %d combat unit(s) in the fight (at most one each)",
                                                   c->ncards),
                       side_name(g, pl), c->ncards, sr->units);
    if (c->ncards > p->combat_cards)
        return am_fail(err, AM_ESTATE, P_("combat: %s plays %d combat cards but holds only %d",
                                                   "combat: %s plays %d combat cards but holds only %d", c->ncards),
                       side_name(g, pl), c->ncards,
                       p->combat_cards);
    int need[4] = {0};
    for (int i = 0; i < c->ncards; i++) {
        if (c->cards[i] < 2 || c->cards[i] > 5)
            return am_fail(err, AM_EUSAGE, _("combat: a combat card is worth 2, 3, 4 or 5, not %d"), c->cards[i]);
        need[c->cards[i] - 2]++;
    }
    if (g->opt.combat_mode == SCY_COMBAT_SIMULATED)
        for (int v = 0; v < 4; v++)
            if (need[v] > p->cc_value[v] && (p->automa || agree_values(g, pl, need) != 0))
                return am_fail(err, AM_ESTATE, P_("combat: %s holds %d combat card(s) of value %d, not %d",
                                                       "combat: %s holds %d combat card(s) of value %d, not %d", p->cc_value[v]),
                               side_name(g, pl),
                               p->cc_value[v], v + 2, need[v]);
    sr->power = c->power;
    sr->ncards = c->ncards;
    for (int i = 0; i < c->ncards; i++) {
        sr->cards[i] = c->cards[i];
        if (g->opt.combat_mode == SCY_COMBAT_SIMULATED) {
            p->cc_value[c->cards[i] - 2]--;
            g->combat_discard[c->cards[i] - 2]++;
        }
    }
    p->combat_cards = (uint8_t)(p->combat_cards - c->ncards);
    return AM_OK;
}

/* Step 2 for Automa player pl that drew combat card `card`: the column of its power on the card's
 * Combat Table, what the card asks for and the power it uses (never more than it has); returns how
 * many combat cards it plays (what the card asks, at most what it holds and SCY_COMBAT_MAX_CARDS). */
static int automa_card_asks(const scy_game *g, int pl, int card, scy_combat_side_report *sr)
{
    const scy_card *k = &g->cards[card - 1];
    const scy_player *p = &g->p[pl];
    sr->card = (uint8_t)card;
    sr->column = (uint8_t)power_column(p->power);
    sr->card_power = k->power[sr->column];
    sr->card_cards = k->cards;
    sr->power = (uint8_t)(sr->card_power < p->power ? sr->card_power : p->power);
    int n = k->cards < p->combat_cards ? k->cards : p->combat_cards;
    return n > SCY_COMBAT_MAX_CARDS ? SCY_COMBAT_MAX_CARDS : n;
}

/* Steps 2-5 for an Automa side. */
static int automa_side(scy_game *g, int pl, const scy_combat_choice *c, scy_combat_side_report *sr, am_err *err)
{
    scy_player *p = &g->p[pl];
    int card = automa_draw_combat(g, pl, &sr->reshuffled);
    if (card == 0) return am_fail(err, AM_ESTATE, _("combat: the %s Automa has no card to draw"), side_name(g, pl));
    int n = automa_card_asks(g, pl, card, sr);
    if (g->opt.combat_mode == SCY_COMBAT_SIMULATED) {
        for (int i = 0; i < n; i++) sr->cards[i] = (uint8_t)take_random_card(g, pl);
    } else {
        if (c->ncards != n)
            return am_fail(err, AM_ESTATE,
                           P_("combat: the %s Automa plays %d combat card(s) (card %d): draw %d of its face-down combat cards "
                              "at random and give their values (you gave %d)",
                              "combat: the %s Automa plays %d combat card(s) (card %d): draw %d of its face-down combat cards "
                              "at random and give their values (you gave %d)", n),
                           side_name(g, pl), n, card, n, c->ncards);
        for (int i = 0; i < n; i++) {
            if (c->cards[i] < 2 || c->cards[i] > 5)
                return am_fail(err, AM_EUSAGE, _("combat: a combat card is worth 2, 3, 4 or 5, not %d"), c->cards[i]);
            sr->cards[i] = c->cards[i];
        }
        p->combat_cards = (uint8_t)(p->combat_cards - n);
    }
    sr->ncards = (uint8_t)n;
    return AM_OK;
}

/* The human side of a combat between a person and an Automa (-1: two Automas, or two people, who
 * choose on the table at the same time: R-SC-54). */
static int human_side_index(const scy_game *g)
{
    int a = g->p[g->pending.attacker].automa, d = g->p[g->pending.defender].automa;
    return a == d ? -1 : (a ? 1 : 0);
}

int scy_combat_needs_commit(const scy_game *g)
{
    return g->pending.kind == SCY_PEND_COMBAT && !g->pending.committed && human_side_index(g) >= 0;
}

int scy_combat_commit(scy_game *g, const scy_combat_choice *human, am_err *err)
{
    if (g->game_over) return am_fail(err, AM_ESTATE, _("combat: the game is over"));
    if (g->pending.kind != SCY_PEND_COMBAT) return am_fail(err, AM_ESTATE, _("combat: no combat is waiting"));
    int s = human_side_index(g);
    if (s < 0) return am_fail(err, AM_ESTATE, _("combat: no person fights an Automa here; nothing to choose first"));
    if (g->pending.committed)
        return am_fail(err, AM_ESTATE, _("combat: your power (%d) and combat cards are already chosen; undo to change them"),
                       g->pending.c_power);
    int pl = s ? g->pending.defender : g->pending.attacker;
    scy_game copy;  /* checked as the resolution will check it, nothing applied */
    scy_game_copy_play(&copy, g);
    scy_combat_side_report sr;
    memset(&sr, 0, sizeof sr);
    sr.units = (uint8_t)scy_combat_units_on(g, pl, g->pending.territory);
    int rc = human_side(&copy, pl, human, &sr, err);
    if (rc != AM_OK) return rc;
    g->pending.committed = 1;
    g->pending.c_power = human->power;
    g->pending.c_ncards = human->ncards;
    memset(g->pending.c_cards, 0, sizeof g->pending.c_cards);
    for (int i = 0; i < human->ncards && i < (int)sizeof g->pending.c_cards; i++) g->pending.c_cards[i] = human->cards[i];
    return AM_OK;
}

int scy_combat_plan(const scy_game *g, scy_combat_side_report plan[2], am_err *err)
{
    if (g->pending.kind != SCY_PEND_COMBAT) return am_fail(err, AM_ESTATE, _("combat: no combat is waiting"));
    if (scy_combat_needs_commit(g))
        return am_fail(err, AM_ESTATE, _("combat: choose your power and combat cards first (rulebook \"Combat\", step 1)"));
    scy_game copy, *w = &copy;  /* the draw must not change g */
    scy_game_copy_play(w, g);
    memset(plan, 0, 2 * sizeof *plan);
    for (int s = 0; s < 2; s++) {
        int pl = s == 0 ? g->pending.attacker : g->pending.defender;
        scy_combat_side_report *sr = &plan[s];
        sr->player = (uint8_t)pl;
        sr->automa = g->p[pl].automa;
        sr->units = (uint8_t)scy_combat_units_on(g, pl, g->pending.territory);
        sr->retreat_to = -1;
        if (!sr->automa) continue;
        int card = automa_draw_combat(w, pl, &sr->reshuffled);
        if (!card) continue;
        sr->ncards = (uint8_t)automa_card_asks(g, pl, card, sr);
    }
    return AM_OK;
}

int scy_combat_preview(const scy_game *g, int ncards[2], am_err *err)
{
    if (g->pending.kind != SCY_PEND_COMBAT) return am_fail(err, AM_ESTATE, _("combat: no combat is waiting"));
    scy_game copy, *w = &copy;  /* the draw must not change g */
    scy_game_copy_play(w, g);
    for (int s = 0; s < 2; s++) {
        int pl = s == 0 ? g->pending.attacker : g->pending.defender;
        ncards[s] = -1;
        if (!g->p[pl].automa) continue;
        uint8_t rs;
        int card = automa_draw_combat(w, pl, &rs);
        int n = card ? g->cards[card - 1].cards : 0;
        ncards[s] = n < g->p[pl].combat_cards ? n : g->p[pl].combat_cards;
    }
    return AM_OK;
}

static int resolve(scy_game *g, const scy_combat_input *in, scy_combat_report *rep, am_err *err)
{
    int t = g->pending.territory;
    int pls[2] = {g->pending.attacker, g->pending.defender};
    memset(rep, 0, sizeof *rep);
    rep->kind = SCY_CK_COMBAT;
    rep->territory = (int8_t)t;
    /* step 1: the people's choices first (they are made before the Automa card is drawn) */
    for (int s = 0; s < 2; s++) {
        scy_combat_side_report *sr = &rep->side[s];
        sr->player = (uint8_t)pls[s];
        sr->automa = g->p[pls[s]].automa;
        sr->units = (uint8_t)scy_combat_units_on(g, pls[s], t);
        sr->retreat_to = -1;
        scy_combat_choice committed;
        const scy_combat_choice *c = &in->side[s];
        if (!sr->automa && g->pending.committed) {  /* step 1 was taken before: scy_combat_commit */
            memset(&committed, 0, sizeof committed);
            committed.power = g->pending.c_power;
            committed.ncards = g->pending.c_ncards;
            memcpy(committed.cards, g->pending.c_cards, sizeof g->pending.c_cards);
            c = &committed;
        }
        int rc = sr->automa ? AM_OK : human_side(g, pls[s], c, sr, err);
        if (rc != AM_OK) return rc;
    }
    /* steps 2-5: each Automa draws its own card */
    for (int s = 0; s < 2; s++) {
        int rc = rep->side[s].automa ? automa_side(g, pls[s], &in->side[s], &rep->side[s], err) : AM_OK;
        if (rc != AM_OK) return rc;
    }
    for (int s = 0; s < 2; s++) {
        scy_combat_side_report *sr = &rep->side[s];
        int total = sr->power;
        for (int i = 0; i < sr->ncards; i++) total += sr->cards[i];
        sr->total = (uint8_t)total;
        g->p[pls[s]].power = (uint8_t)(g->p[pls[s]].power - sr->power);  /* both pay */
    }
    /* higher total wins, ties to the attacker */
    int win = rep->side[0].total >= rep->side[1].total ? 0 : 1, lose = 1 - win;
    rep->winner = (uint8_t)win;
    int W = pls[win], L = pls[lose];
    scy_player *wp = &g->p[W], *lp = &g->p[L];
    scy_combat_side_report *ws = &rep->side[win], *ls = &rep->side[lose];
    /* the loser's units there retreat (step 6: an Automa's character/mechs to its faction mat,
     * Ultimaszyna's to its home base; workers and a human's units to the home base) */
    int home = SCY_POS_HOME(lp->faction);
    int to_mat = lp->automa && lp->level != SCY_ULTIMASZYNA;
    for (int u = 0; u < SCY_NUNITS; u++) {
        if (lp->unit[u] != t) continue;
        if (SCY_IS_COMBAT_UNIT(u)) {
            scy_unit_put(g, L, u, to_mat ? SCY_POS_MAT : home);
            ls->retreated++;
            ls->retreat_to = (int8_t)(to_mat ? SCY_POS_MAT : home);
        } else {
            scy_unit_put(g, L, u, home);
            ls->workers_home++;
        }
    }
    /* a loser who revealed power or a card gains a combat card */
    if (ls->power > 0 || ls->ncards > 0) {
        scy_game_give_combat_card(g, L);
        ls->gained_card = 1;
    }
    /* a human attacker loses 1 popularity per worker it forced to retreat */
    if (win == 0 && !wp->automa && ls->workers_home && !scy_combat_camaraderie(g, W)) {
        int n = ls->workers_home < wp->popularity ? ls->workers_home : wp->popularity;
        wp->popularity = (uint8_t)(wp->popularity - n);
        ws->popularity_lost = (uint8_t)n;
    }
    /* the winner's combat star: at most 2 (the Automa too, even as Saxony); a human Saxony: no limit */
    int may_star = wp->automa ? wp->stars_combat < 2 : (wp->faction == SCY_SAXONY || wp->stars_combat < 2);
    if (may_star && wp->stars < SCY_STARS_END) {
        ws->star = 1;
        if (!wp->automa) wp->stars_combat++;
        if (scy_game_add_star(g, W, SCY_STAR_COMBAT)) rep->game_over = 1;
    }
    if (g->game_over) {
        rep->game_over = 1;
        return AM_OK;  /* a sixth star ends the game at once */
    }
    /* an Automa winner's character ending on an encounter token takes it */
    if (wp->automa && wp->unit[SCY_U_CHARACTER] == t && am_set_has(g->encounters, t)) {
        g->encounters = am_set_remove(g->encounters, t);
        wp->encounters++;
        ws->encounter = 1;
    }
    /* all-moves rules (option, Ultimaszyna): "the Automa takes encounter tokens and the Factory card
     * as soon as the character enters the territory" (R-SC-12), also when it entered by an attack it
     * won; otherwise the card is taken at the end of the turn (automa.c) */
    if (wp->automa && (g->opt.all_moves || wp->level == SCY_ULTIMASZYNA) && wp->unit[SCY_U_CHARACTER] == t &&
        t == scy_factory && !wp->factory_card && g->factory_cards_left > 0) {
        wp->factory_card = 1;
        g->factory_cards_left--;
        ws->factory_card = 1;
    }
    /* resolving resources: "If the Automa was the attacker and won ... remove all resources from the
     * territory", also against another Automa (R-SC-30); a human attacker who won places them;
     * between two people the resources stay where they are, under the winner's control (base rules,
     * R-SC-54) */
    if (!g->p[pls[0]].automa && !g->p[pls[1]].automa) return AM_OK;
    if (win == 0 && !g->p[pls[0]].automa) {
        scy_combat_place_resources(g, t, pls[1], rep);
    } else if (win == 0) {
        rep->resources = SCY_RES_REMOVED;
        rep->resources_n = g->resources[t];
        g->resources[t] = 0;
    }
    return AM_OK;
}

int scy_combat_resolve(scy_game *g, const scy_combat_input *in, scy_combat_report *rep, scy_report *turn_rep,
                       am_err *err)
{
    scy_combat_report tmp;
    if (!rep) rep = &tmp;
    if (g->game_over) return am_fail(err, AM_ESTATE, _("combat: the game is over"));
    if (g->pending.kind != SCY_PEND_COMBAT) return am_fail(err, AM_ESTATE, _("combat: no combat is waiting"));
    scy_game copy, *w = &copy;  /* all or nothing: g changes only on success */
    scy_game_copy_play(w, g);  /* not the kept report: the engine never touches it */
    int rc = resolve(w, in, rep, err);
    if (rc == AM_OK) {
        memset(&w->pending, 0, sizeof w->pending);  /* as a freshly loaded game has it */
        w->pending.attacker_unit = -1;
        if (turn_rep) memset(turn_rep, 0, offsetof(scy_report, events));  /* the entries are filled as needed */
        if (w->turn.active && w->game_over) {
            w->turn.active = 0;  /* the game ended in the combat: the Automa turn stops there */
        } else if (w->turn.active) {
            rep->continued = 1;
            rc = scy_automa_continue(w, turn_rep, err);
        }
    }
    if (rc == AM_OK) scy_game_copy_state(g, w);  /* (the tables are g's own: never changed) */
    return rc;
}

/* ---- rendering -------------------------------------------------------------------------- */

static const char *column_name(int c)
{
    static const char *const names[] = {"0-7", "8-13", "14+"};
    return names[c < 3 ? c : 2];
}

static void cards_text(const scy_combat_side_report *s, am_buf *b)
{
    for (int i = 0; i < s->ncards; i++) am_buf_printf(b, "%s%d", i ? ", " : "", s->cards[i]);
}

/* The resource a territory produces (base game: farm food, tundra oil, mountain metal, forest wood). */
static const char *resource_name(int terrain)
{
    switch (terrain) {
    case SCY_FARM: return _("food");
    case SCY_TUNDRA: return _("oil");
    case SCY_MOUNTAIN: return _("metal");
    case SCY_FOREST: return _("wood");
    default: return _("resources");
    }
}

/* "Resolving resources" after a human attacker won (R-SC-22, issue 28 item 3): the card to read is
 * the Automa's last card not drawn for a combat; say where it lies now on the table (on top of the
 * main discard pile, or back in the deck or on the combat pile after a reshuffle) and name the
 * resource to place. */
static void resources_text(const scy_game *g, const scy_combat_report *rep, am_buf *b)
{
    int card = rep->resource_card, automa = rep->side[0].automa ? rep->side[0].player : rep->side[1].player;
    const scy_deck *d = &g->p[automa].deck;
    if (g->opt.shared_deck)   /* the shared deck lies in the first Automa's piles (R-SC-44) */
        for (int q = g->nplayers - 1; q >= 0; q--)
            if (g->p[q].automa) d = &g->p[q].deck;
    int on_top = d->ndiscard > 0 && d->discard[d->ndiscard - 1] == card, in_combat = 0;
    for (int i = 0; i < d->ncombat; i++) in_combat |= d->combat[i] == card;
    const char *what = resource_name(scy_territories[rep->territory].terrain), *where = scy_pos_name(rep->territory);
    int n = rep->resources_n;
    if (on_top)
        am_buf_printf(b, _("- Resources: card %d on top of the Automa's main discard pile shows %d: place %d %s on %s.\n"), card,
                      n, n, what, where);
    else if (in_combat)
        am_buf_printf(b, _("- Resources: the Automa's last card, card %d, shows %d (its deck was reshuffled since and the card "
                           "now lies on its combat discard pile): place %d %s on %s.\n"),
                      card, n, n, what, where);
    else
        am_buf_printf(b, _("- Resources: the Automa's last card, card %d, shows %d (its deck was reshuffled since and the card "
                           "is back in the deck: leave the deck as it is): place %d %s on %s.\n"),
                      card, n, n, what, where);
}

void scy_combat_render_text(const scy_game *g, const scy_combat_report *rep, am_buf *b)
{
    const char *where = scy_pos_name(rep->territory);
    if (rep->kind == SCY_CK_WORKERS) {
        const scy_combat_side_report *a = &rep->side[0], *d = &rep->side[1];
        am_buf_printf(b, P_("%s drives %d %s worker(s) off %s: put them on the %s home base.\n",
                            "%s drives %d %s worker(s) off %s: put them on the %s home base.\n", d->workers_home),
                      side_name(g, a->player),
                      d->workers_home, side_name(g, d->player), where, side_name(g, d->player));
        if (a->popularity_lost) am_buf_printf(b, _("- Lose %d popularity.\n"), a->popularity_lost);
        else if (d->workers_home && scy_combat_camaraderie(g, a->player))
            am_buf_puts(b, _("- No popularity lost (Camaraderie).\n"));
    } else {
        am_buf_printf(b, _("Combat on %s: %s attacks %s.\n"), where, side_name(g, rep->side[0].player),
                      side_name(g, rep->side[1].player));
        for (int s = 0; s < 2; s++) {
            const scy_combat_side_report *sr = &rep->side[s];
            if (sr->automa) {
                char pw[48], cc[48];
                snprintf(cc, sizeof cc, P_("%d card(s)", "%d card(s)", sr->card_cards), sr->card_cards);
                am_buf_printf(b, _("- %s Automa: card %d%s, column %s: %s and %s asked; "), side_name(g, sr->player),
                              sr->card, sr->reshuffled ? _(" (after reshuffling its deck)") : "", column_name(sr->column),
                              scy_power_text(pw, sizeof pw, sr->card_power), cc);
                am_buf_printf(b, P_("it uses %d power", "it uses %d power", sr->power), sr->power);
                if (sr->ncards) {
                    am_buf_puts(b, _(" and the combat cards "));
                    cards_text(sr, b);
                }
                am_buf_printf(b, _(": total %d.\n"), sr->total);
                am_buf_printf(b, _("  Put card %d on its combat discard pile.\n"), sr->card);
            } else {
                am_buf_printf(b, P_("- %s: %d power", "- %s: %d power", sr->power), side_name(g, sr->player), sr->power);
                if (sr->ncards) {
                    am_buf_puts(b, _(" and the combat cards "));
                    cards_text(sr, b);
                }
                am_buf_printf(b, _(": total %d.\n"), sr->total);
            }
        }
        const scy_combat_side_report *ws = &rep->side[rep->winner], *ls = &rep->side[1 - rep->winner];
        if (rep->side[0].total == rep->side[1].total)
            am_buf_printf(b, _("%s wins: a tie goes to the attacker.\n"), side_name(g, ws->player));
        else
            am_buf_printf(b, _("%s wins %d to %d.\n"), side_name(g, ws->player), ws->total, ls->total);
        am_buf_puts(b, _("- Both sides pay the power they used; the combat cards played are discarded.\n"));
        if (ls->retreated)
            am_buf_printf(b, ls->retreat_to == SCY_POS_MAT
                                 ? P_("- Retreat %d %s combat unit(s) to the faction mat.\n",
                                      "- Retreat %d %s combat unit(s) to the faction mat.\n", ls->retreated)
                                 : P_("- Retreat %d %s combat unit(s) to the home base.\n",
                                      "- Retreat %d %s combat unit(s) to the home base.\n", ls->retreated),
                          ls->retreated, side_name(g, ls->player));
        if (ls->workers_home)
            am_buf_printf(b, P_("- Put %d %s worker(s) on the home base.\n", "- Put %d %s worker(s) on the home base.\n",
                                ls->workers_home), ls->workers_home, side_name(g, ls->player));
        if (ls->gained_card)
            am_buf_printf(b, ls->automa ? _("- Give the %s Automa a combat card face down.\n") : _("- %s gains a combat card.\n"),
                          side_name(g, ls->player));
        if (ws->popularity_lost)
            am_buf_printf(b, _("- %s loses %d popularity for the workers forced to retreat.\n"), side_name(g, ws->player),
                          ws->popularity_lost);
        if (ws->star) am_buf_printf(b, _("- %s places a combat star.\n"), side_name(g, ws->player));
        if (ws->encounter) am_buf_printf(b, _("- The %s character takes the encounter token on %s.\n"), side_name(g, ws->player), where);
        if (ws->factory_card)
            am_buf_printf(b, _("- The %s character takes a Factory card: draw one at random and put it face down by the "
                               "Automa's mat.\n"),
                          side_name(g, ws->player));
    }
    switch (rep->resources) {
    case SCY_RES_PLACED: resources_text(g, rep, b); break;
    case SCY_RES_LAKE: am_buf_printf(b, _("- No resources: %s is a lake.\n"), where); break;
    case SCY_RES_VILLAGE: am_buf_printf(b, _("- No resources: %s is a village.\n"), where); break;
    case SCY_RES_FACTORY: am_buf_puts(b, _("- No resources: the Factory produces none.\n")); break;
    case SCY_RES_NO_CARD: am_buf_puts(b, _("- No resources: the Automa has not discarded a card yet.\n")); break;
    case SCY_RES_REMOVED:
        if (rep->resources_n) am_buf_printf(b, P_("- Remove the %d resource(s) on %s.\n", "- Remove the %d resource(s) on %s.\n",
                                                     rep->resources_n), rep->resources_n, where);
        break;
    default: break;
    }
    if (rep->game_over) am_buf_puts(b, _("A sixth star: the game ends now. Run 'score'.\n"));
}

void scy_combat_plan_render_text(const scy_game *g, const scy_combat_side_report plan[2], am_buf *b)
{
    for (int s = 0; s < 2; s++) {
        const scy_combat_side_report *sr = &plan[s];
        if (!sr->automa || !sr->card) continue;
        if (scy_game_deck_shared(g)) {   /* one deck on the table, whichever Automa draws (R-SC-44) */
            if (sr->reshuffled) am_buf_puts(b, _("The shared deck is empty: shuffle both its discard piles into a new deck first.\n"));
            am_buf_printf(b, _("Draw card %d from the shared deck and put it on the shared deck's combat discard pile.\n"),
                          sr->card);
        } else {
            if (sr->reshuffled)
                am_buf_printf(b, _("The %s Automa's deck is empty: shuffle both its discard piles into a new deck first.\n"),
                              side_name(g, sr->player));
            am_buf_printf(b, _("Draw card %d from the %s Automa's deck and put it on its combat discard pile.\n"), sr->card,
                          side_name(g, sr->player));
        }
        char has[48], ap[48], ac[48], up[48], uc[48];
        am_buf_printf(b, _("The Automa has %s (column %s): the card asks for %s and %s; it uses %s and %s.\n"),
                      scy_power_text(has, sizeof has, g->p[sr->player].power), column_name(sr->column),
                      scy_power_text(ap, sizeof ap, sr->card_power), scy_combat_cards_text(ac, sizeof ac, sr->card_cards),
                      scy_power_text(up, sizeof up, sr->power), scy_combat_cards_text(uc, sizeof uc, sr->ncards));
    }
}

static const char *const res_ids[] = {"none", "placed", "lake", "village", "factory", "no-card", "removed"};

void scy_combat_render_json(const scy_game *g, const scy_combat_report *rep, am_buf *b)
{
    json_t *r = json_object();
    json_object_set_new(r, "kind", json_string(rep->kind == SCY_CK_WORKERS ? "workers" : "combat"));
    json_object_set_new(r, "territory", json_string(scy_pos_name(rep->territory)));
    static const char *const role[2] = {"attacker", "defender"};
    for (int s = 0; s < 2; s++) {
        const scy_combat_side_report *sr = &rep->side[s];
        json_t *x = json_object();
        json_object_set_new(x, "player", json_string(scy_faction_name(g->p[sr->player].faction)));
        json_object_set_new(x, "automa", json_boolean(sr->automa));
        json_object_set_new(x, "units", json_integer(sr->units));
        if (sr->automa && rep->kind == SCY_CK_COMBAT) {
            json_object_set_new(x, "card", json_integer(sr->card));
            json_object_set_new(x, "reshuffled", json_boolean(sr->reshuffled));
            json_object_set_new(x, "column", json_string(column_name(sr->column)));
            json_object_set_new(x, "card_power", json_integer(sr->card_power));
            json_object_set_new(x, "card_cards", json_integer(sr->card_cards));
        }
        json_object_set_new(x, "power", json_integer(sr->power));
        json_t *cv = json_array();
        for (int i = 0; i < sr->ncards; i++) json_array_append_new(cv, json_integer(sr->cards[i]));
        json_object_set_new(x, "cards", cv);
        json_object_set_new(x, "total", json_integer(sr->total));
        json_object_set_new(x, "retreated", json_integer(sr->retreated));
        json_object_set_new(x, "retreat_to", sr->retreat_to >= 0 ? json_string(scy_pos_name(sr->retreat_to)) : json_null());
        json_object_set_new(x, "workers_home", json_integer(sr->workers_home));
        json_object_set_new(x, "gained_card", json_boolean(sr->gained_card));
        json_object_set_new(x, "star", json_boolean(sr->star));
        json_object_set_new(x, "encounter", json_boolean(sr->encounter));
        json_object_set_new(x, "factory_card", json_boolean(sr->factory_card));
        json_object_set_new(x, "popularity_lost", json_integer(sr->popularity_lost));
        json_object_set_new(r, role[s], x);
    }
    json_object_set_new(r, "winner", json_string(role[rep->winner]));
    json_t *res = json_object();
    json_object_set_new(res, "result", json_string(res_ids[rep->resources < 7 ? rep->resources : 0]));
    json_object_set_new(res, "card", json_integer(rep->resource_card));
    json_object_set_new(res, "count", json_integer(rep->resources_n));
    json_object_set_new(r, "resources", res);
    json_object_set_new(r, "game_over", json_boolean(rep->game_over));
    json_object_set_new(r, "turn_continued", json_boolean(rep->continued));
    am_json_dump(r, b);
    json_decref(r);
}
