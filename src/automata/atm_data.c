/*
 * Automata: the designed data the rulebook does not print (docs/automata-design.md has the
 * reasons and the balance measurements). One const table; atm_rules_from_json replaces it.
 *
 * Cards: "All cards of the same Type will have the same name", so a card's name is its type.
 * Heads (ids 0-4) are the Head pile in order of increasing cost, the first needing sum 6 and no
 * gears (Setup step 3); Heads and Torsos carry end-game VP (↻). Arms modify dice (↗, exhaust:
 * once per round); Legs and Master Plans are passive bonuses to the five actions.
 */
#include <stdio.h>
#include <string.h>

#include "automa/automata.h"

static const atm_rules default_rules = {
    .cards = {
        /* name          colour     sum gears effect                    X */
        {"Head",        ATM_HEAD,   6, 0, ATM_EFF_VP,                1},
        {"Head",        ATM_HEAD,  12, 3, ATM_EFF_VP,                3},   /* sum 11, 2 gears until issue 17's second pass (72200ff); 4 VP until the 10,000-game check after it (e047072) */
        {"Head",        ATM_HEAD,  13, 3, ATM_EFF_VP,                6},   /* sum 12 until issue 17's second pass (72200ff) */
        {"Head",        ATM_HEAD,  14, 4, ATM_EFF_VP,                8},
        {"Head",        ATM_HEAD,  16, 5, ATM_EFF_VP,                10},
        {"Arm",         ATM_ARM,    5, 1, ATM_EFF_REROLL,            1},
        {"Arm",         ATM_ARM,    5, 1, ATM_EFF_ADJUST,            1},
        {"Arm",         ATM_ARM,    6, 1, ATM_EFF_REROLL,            1},
        {"Arm",         ATM_ARM,    7, 1, ATM_EFF_ADJUST,            2},
        {"Leg",         ATM_LEG,    5, 1, ATM_EFF_SCAVENGE_GEARS,    2},
        {"Leg",         ATM_LEG,    6, 1, ATM_EFF_CREATE_EXTRA,      1},
        {"Leg",         ATM_LEG,    6, 1, ATM_EFF_UPGRADE_DISCOUNT,  1},
        {"Leg",         ATM_LEG,    7, 1, ATM_EFF_SELL_COINS,        1},
        {"Torso",       ATM_TORSO,  7, 1, ATM_EFF_VP,                3},
        {"Torso",       ATM_TORSO,  7, 1, ATM_EFF_VP_PER_D8,         2},
        {"Torso",       ATM_TORSO,  7, 2, ATM_EFF_VP_PER_D6,         1},
        {"Torso",       ATM_TORSO,  8, 2, ATM_EFF_VP_PER_CARD,       1},
        {"Master Plan", ATM_PLAN,   5, 0, ATM_EFF_FORFEIT_GEARS,     1},
        {"Master Plan", ATM_PLAN,   6, 1, ATM_EFF_RESEARCH_SUM,      2},
        {"Master Plan", ATM_PLAN,   6, 1, ATM_EFF_RESEARCH_GEARS,    1},
    },
    /* Scavenge, Upgrade, Create spaces for 2, 3, 4 players */
    .spaces = {{2, 1, 1}, {3, 2, 2}, {4, 3, 3}},
};

const atm_rules *atm_rules_default(void) { return &default_rules; }

static const char *const colour_names[ATM_COLOURS] = {N_("Head"), N_("Arm"), N_("Leg"), N_("Torso"),
                                                       N_("Master Plan")};
static const char *const area_names[ATM_AREAS] = {N_("Scavenge"), N_("Upgrade"), N_("Create"),
                                                   N_("Research"), N_("Sell")};
static const char *const effect_names[ATM_EFF_COUNT] = {
    "none", "reroll", "adjust", "scavenge_gears", "create_extra", "upgrade_discount", "sell_coins",
    "forfeit_gears", "research_sum", "research_gears", "vp", "vp_per_d8", "vp_per_d6",
    "vp_per_gears", "vp_per_card"};

const char *atm_colour_name(int c) { return c >= 0 && c < ATM_COLOURS ? colour_names[c] : "?"; }
const char *atm_area_name(int a) { return a >= 0 && a < ATM_AREAS ? area_names[a] : "?"; }
const char *atm_effect_name(int e) { return e >= 0 && e < ATM_EFF_COUNT ? effect_names[e] : "?"; }

void atm_card_describe(const atm_card *c, char *out, size_t n)
{
    int x = c->param;
    switch (c->effect) {
    case ATM_EFF_REROLL: snprintf(out, n, _("once a round: re-roll one die for free")); break;
    case ATM_EFF_ADJUST: snprintf(out, n, _("once a round: +%d or -%d to one die for free"), x, x); break;
    case ATM_EFF_SCAVENGE_GEARS: snprintf(out, n, P_("+%d gears whenever you Scavenge", "+%d gears whenever you Scavenge", x), x); break;
    case ATM_EFF_CREATE_EXTRA: snprintf(out, n, P_("Create makes up to %d more dice", "Create makes up to %d more dice", x), x); break;
    case ATM_EFF_UPGRADE_DISCOUNT: snprintf(out, n, P_("each Upgrade costs %d gears less", "each Upgrade costs %d gears less", x), x); break;
    case ATM_EFF_SELL_COINS: snprintf(out, n, P_("+%d coins per die sold", "+%d coins per die sold", x), x); break;
    case ATM_EFF_FORFEIT_GEARS: snprintf(out, n, P_("+%d gears whenever you forfeit", "+%d gears whenever you forfeit", x), x); break;
    case ATM_EFF_RESEARCH_SUM: snprintf(out, n, _("+%d to your sum when buying a card"), x); break;
    case ATM_EFF_RESEARCH_GEARS: snprintf(out, n, P_("cards cost you %d gears less", "cards cost you %d gears less", x), x); break;
    case ATM_EFF_VP: snprintf(out, n, _("end: %d VP"), x); break;
    case ATM_EFF_VP_PER_D8: snprintf(out, n, _("end: %d VP per D8"), x); break;
    case ATM_EFF_VP_PER_D6: snprintf(out, n, _("end: %d VP per D6"), x); break;
    case ATM_EFF_VP_PER_GEARS: snprintf(out, n, _("end: 1 VP per %d gears"), x); break;
    case ATM_EFF_VP_PER_CARD: snprintf(out, n, _("end: %d VP per card you bought"), x); break;
    default: snprintf(out, n, "-"); break;
    }
}

int atm_rules_check(const atm_rules *r, am_err *err)
{
    static const int want[ATM_COLOURS] = {5, 4, 4, 4, 3};
    int count[ATM_COLOURS] = {0};
    for (int i = 0; i < ATM_CARDS; i++) {
        const atm_card *c = &r->cards[i];
        if (c->colour >= ATM_COLOURS) return am_fail(err, AM_EDATA, "cards[%d].colour: unknown colour", i);
        if (c->effect == ATM_EFF_NONE || c->effect >= ATM_EFF_COUNT)
            return am_fail(err, AM_EDATA, "cards[%d].effect: unknown effect", i);
        if (c->sum < 1 || c->sum > 96) return am_fail(err, AM_EDATA, "cards[%d].sum: must be 1..96", i);
        if (c->gears > 99) return am_fail(err, AM_EDATA, "cards[%d].gears: must be 0..99", i);
        if (c->param < 1 || c->param > 20) return am_fail(err, AM_EDATA, "cards[%d].x: must be 1..20", i);
        if (c->effect == ATM_EFF_ADJUST && c->param > 7)
            return am_fail(err, AM_EDATA, "cards[%d].x: an adjustment must be 1..7", i);
        if ((i < ATM_HEADS) != (c->colour == ATM_HEAD))
            return am_fail(err, AM_EDATA, "cards[%d].colour: the first 5 cards must be the Heads, and only them", i);
        if (i > 0 && i < ATM_HEADS && c->sum < r->cards[i - 1].sum)
            return am_fail(err, AM_EDATA, "cards[%d].sum: Heads must be in order of increasing cost", i);
        /* Setup 3: "place them in a pile in order of increasing cost. The 6-sum Head Card without a
         * Gear Cost should be on top." */
        if (i == 0 && (c->sum != 6 || c->gears != 0))
            return am_fail(err, AM_EDATA, "cards[0]: the first Head must need a sum of 6 and cost no gears (Setup step 3)");
        if (i > 0 && i < ATM_HEADS && c->gears < r->cards[i - 1].gears)
            return am_fail(err, AM_EDATA, "cards[%d].gears: Heads must be in order of increasing cost (gears)", i);
        if (c->name[0] == '\0') return am_fail(err, AM_EDATA, "cards[%d].name: empty", i);
        count[c->colour]++;
    }
    for (int c = 0; c < ATM_COLOURS; c++)
        if (count[c] != want[c])
            return am_fail(err, AM_EDATA, "cards: need 5 Heads, 4 Arms, 4 Legs, 4 Torsos, 3 Master Plans");
    /* "All cards of the same Type will have the same name." Each card against the first of its type
     * (the first pair out of line in the order of a check of every pair: the same message). */
    int first[ATM_COLOURS] = {-1, -1, -1, -1, -1};
    for (int i = 0; i < ATM_CARDS; i++) {
        int j = first[r->cards[i].colour];
        if (j < 0) first[r->cards[i].colour] = i;
        else if (strcmp(r->cards[j].name, r->cards[i].name) != 0)
            return am_fail(err, AM_EDATA, "cards[%d].name: '%s', but cards[%d] of the same type is '%s' (one name per type)",
                           i, r->cards[i].name, j, r->cards[j].name);
    }
    for (int p = 0; p < 3; p++)
        for (int a = 0; a < 3; a++)
            if (r->spaces[p][a] < 1 || r->spaces[p][a] > ATM_MAX_SPACES)
                return am_fail(err, AM_EDATA, "spaces.%s[%d]: must be 1..%d", atm_area_name(a), p,
                               ATM_MAX_SPACES);
    return 0;
}
