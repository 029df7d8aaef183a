/*
 * A combat at the table, step by step (rulebook "Combat"; R-SC-56): the person's dial and combat
 * cards first, recorded before the Automa card is drawn; then which card each Automa draws, what
 * it asks for and how many combat cards it plays; then (companion mode) the values the person drew
 * at random from its face-down pile; then the result and the rest of a suspended Automa turn.
 * The terminal companion asks these one by one, the one-shot `scythe combat` takes them as options
 * and the API as JSON fields: all three call scy_combat_go with what they have so far.
 */
#include <string.h>

#include "automa/scythe_table.h"

const char *const scy_combat_json_fields[SCY_NCFIELDS] = {"'power'",          "'cards'",          "'automa_cards'",
                                                           "'defender_cards'", "'defender_power'", "'deck_cards'"};

void scy_combat_answers_init(scy_combat_answers *a)
{
    memset(a, 0, sizeof *a);
    a->power = -1;
    a->defender_power = -1;
}

int scy_combat_person(const scy_game *g, int *max_power, int *max_cards)
{
    if (g->pending.kind != SCY_PEND_COMBAT) return -1;
    int a = g->p[g->pending.attacker].automa, d = g->p[g->pending.defender].automa;
    if (a == d) return -1;
    int s = a ? 1 : 0, pl = s ? g->pending.defender : g->pending.attacker;
    const scy_player *p = &g->p[pl];
    int units = scy_game_count_units_on(g, pl, SCY_UK_COMBAT, g->pending.territory);
    if (max_power) *max_power = p->power < 7 ? p->power : 7;
    if (max_cards) *max_cards = units < p->combat_cards ? units : p->combat_cards;
    return s;
}

/* The answers that make no sense for this combat, whatever comes next. */
static int check_answers(const scy_game *g, const scy_combat_answers *a, int automas, const char *const *nm, am_err *err)
{
    if (automas == 2 && (a->power >= 0 || a->has_cards))
        return am_fail(err, AM_EUSAGE, _("combat: two Automas fight; %s is not used"), nm[a->power >= 0 ? SCY_CF_POWER : SCY_CF_CARDS]);
    if (automas == 1 && a->has_defender_cards)
        return am_fail(err, AM_EUSAGE, _("combat: %s is only for two Automas"), nm[SCY_CF_DEFENDER_CARDS]);
    if (automas > 0 && a->defender_power >= 0)
        return am_fail(err, AM_EUSAGE, _("combat: %s is only for two people"), nm[SCY_CF_DEFENDER_POWER]);
    if (automas == 0 && a->has_automa_cards)
        return am_fail(err, AM_EUSAGE, _("combat: two people fight; %s is not used"), nm[SCY_CF_AUTOMA_CARDS]);
    for (int s = 0; s < 2; s++)
        if (a->deck_card[s] && !g->p[s ? g->pending.defender : g->pending.attacker].automa)
            return am_fail(err, AM_EUSAGE, s ? _("combat: %s: the defender is no Automa: it draws no card")
                                             : _("combat: %s: the attacker is no Automa: it draws no card"),
                           nm[SCY_CF_DECK_CARDS]);
    if (g->opt.combat_mode == SCY_COMBAT_SIMULATED && automas > 0 && (a->has_automa_cards || a->has_defender_cards))
        return am_fail(err, AM_EUSAGE, _("combat: simulated combat draws the Automa's cards itself; drop %s"),
                       nm[a->has_automa_cards ? SCY_CF_AUTOMA_CARDS : SCY_CF_DEFENDER_CARDS]);
    return AM_OK;
}

/* Step 1: the person's dial and cards, recorded before the Automa card is drawn (*wait and out->stage
 * SCY_CS_CHOOSE when they are still to be given). */
static int choose(scy_game *g, const scy_combat_answers *a, const char *const *nm, scy_combat_step *out, int *wait,
                  am_err *err)
{
    if (scy_combat_needs_commit(g)) {
        if (a->power < 0) {
            out->stage = SCY_CS_CHOOSE;
            *wait = 1;
            return AM_OK;
        }
        scy_combat_choice c = a->cards;
        c.power = (uint8_t)a->power;
        int rc = scy_combat_commit(g, &c, err);
        if (rc == AM_OK) out->committed_now = 1;
        return rc;
    }
    if (out->automas == 1 && a->power >= 0)
        return am_fail(err, AM_ESTATE, _("combat: your power (%d) and combat cards are already chosen; give only %s now"),
                       g->pending.c_power, nm[SCY_CF_AUTOMA_CARDS]);
    return AM_OK;
}

/* Step 2 with your own deck: the card each Automa side drew from the real deck, put on top of its
 * deck; *missing when one is still to be told (option real_deck). */
static int deck_cards(scy_game *g, const scy_combat_answers *a, scy_combat_step *out, int *missing, am_err *err)
{
    for (int s = 0; s < 2; s++) {
        int pl = s ? g->pending.defender : g->pending.attacker;
        if (!g->p[pl].automa || (g->pending.deck_told & (1u << s))) continue;
        if (a->deck_card[s]) {
            int rc = scy_deck_card_next(g, pl, a->deck_card[s], NULL, err);
            if (rc != AM_OK) return rc;
            g->pending.deck_told = (uint8_t)(g->pending.deck_told | 1u << s);
        } else if (g->opt.real_deck) {
            out->need_deck[s] = 1;
            *missing = 1;
        }
    }
    return AM_OK;
}

/* Steps 3-4 in companion mode: the values the person drew from each Automa side's face-down pile
 * into in (as many as the plan says); *missing when some are still to be told. */
static int drawn_cards(const scy_game *g, const scy_combat_answers *a, const char *const *nm, scy_combat_step *out,
                       scy_combat_input *in, int *missing, am_err *err)
{
    int pls[2] = {g->pending.attacker, g->pending.defender};
    for (int s = 0; s < 2; s++) {
        if (!g->p[pls[s]].automa) continue;
        int def = out->automas == 2 && s == 1, given = def ? a->has_defender_cards : a->has_automa_cards;
        in->side[s] = def ? a->defender_cards : a->automa_cards;
        if (g->opt.combat_mode != SCY_COMBAT_COMPANION) continue;
        int n = out->plan[s].ncards;
        if (!given && n > 0) {
            out->need[s] = (int8_t)n;
            *missing = 1;
        } else if (in->side[s].ncards != n) {
            return am_fail(err, AM_EUSAGE,
                           P_("combat: the %s Automa plays %d combat card(s): draw %d of its face-down cards at random "
                              "and give their values with %s (you gave %d)",
                              "combat: the %s Automa plays %d combat card(s): draw %d of its face-down cards at random "
                              "and give their values with %s (you gave %d)",
                              n),
                           scy_faction_label(g->p[pls[s]].faction), n, n, nm[def ? SCY_CF_DEFENDER_CARDS : SCY_CF_AUTOMA_CARDS],
                           in->side[s].ncards);
        }
    }
    return AM_OK;
}

int scy_combat_go(scy_game *g, const scy_combat_answers *a, const char *const names[SCY_NCFIELDS], scy_combat_step *out,
                  am_err *err)
{
    const char *const *nm = names ? names : scy_combat_json_fields;
    memset(out, 0, sizeof *out);
    if (g->game_over) return am_fail(err, AM_ESTATE, _("combat: the game is over"));
    if (g->pending.kind != SCY_PEND_COMBAT) return am_fail(err, AM_ESTATE, _("combat: no combat is waiting"));
    int pls[2] = {g->pending.attacker, g->pending.defender};
    int automas = g->p[pls[0]].automa + g->p[pls[1]].automa;
    out->automas = (uint8_t)automas;
    int rc = check_answers(g, a, automas, nm, err);
    if (rc != AM_OK) return rc;
    scy_game next = *g;   /* all or nothing: g changes only when this call succeeds */
    int wait = 0;
    if ((rc = choose(&next, a, nm, out, &wait, err)) != AM_OK || wait) return rc;
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    if (automas == 0) {
        /* two people (R-SC-54): both dials and cards at once, as chosen on the table */
        if (a->power < 0 || a->defender_power < 0) {
            out->stage = SCY_CS_DIALS;
            return AM_OK;
        }
        in.side[0] = a->cards;
        in.side[0].power = (uint8_t)a->power;
        in.side[1] = a->defender_cards;
        in.side[1].power = (uint8_t)a->defender_power;
    }
    int deck_missing = 0;
    if ((rc = deck_cards(&next, a, out, &deck_missing, err)) != AM_OK) return rc;
    if (deck_missing) {
        out->stage = SCY_CS_DECK;
        *g = next;   /* the choice (and any card told) is kept */
        return AM_OK;
    }
    /* steps 2-4: which card each Automa draws and what it uses */
    if ((rc = scy_combat_plan(&next, out->plan, err)) != AM_OK) return rc;
    out->have_plan = 1;
    int missing = 0;
    if ((rc = drawn_cards(&next, a, nm, out, &in, &missing, err)) != AM_OK) return rc;
    if (missing) {
        out->stage = SCY_CS_DRAW;
        *g = next;   /* the choice made so far is kept */
        return AM_OK;
    }
    if ((rc = scy_combat_resolve(&next, &in, &out->report, &out->turn, err)) != AM_OK) return rc;
    if (out->report.continued) scy_game_keep_report(&next, &out->turn);   /* a reload shows it again */
    out->stage = SCY_CS_DONE;
    *g = next;
    return AM_OK;
}
