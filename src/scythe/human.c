/*
 * The human's side of the game: small validated actions, so that the Automa always sees the real
 * board. The person plays on the table and records here what they did: a move (which may start a
 * combat, drive off Automa workers, or spring an Automa trap), a deploy, numbers they gained or
 * paid, tokens they took, the end of their turn. Every action checks the rules it can see and
 * leaves the game unchanged when it refuses.
 */
#include <stdio.h>
#include <string.h>

#include "scythe/combat_internal.h"

int scy_human_player(const scy_game *g)
{
    if (g->current < g->nplayers && !g->p[g->current].automa) return g->current;  /* k = 0 below */
    for (int k = 1; k < g->nplayers; k++) {
        int pl = (g->current + k) % g->nplayers;
        if (!g->p[pl].automa) return pl;
    }
    return -1;
}

/* The human whose turn it is, free to act (no decision pending, game not over).  `what` is the
 * command word the user typed ("move", ...): it is shown as is, never translated. */
int scy_acting_human(const scy_game *g, const char *what, am_err *err)
{
    if (!g->game_over && g->current < g->nplayers && !g->p[g->current].automa && g->pending.kind == SCY_PEND_NONE)
        return g->current;  /* the usual case, tested first (issue 16) */
    if (g->game_over) return am_fail(err, AM_ESTATE, _("%s: the game is over"), what), -1;
    if (g->current >= g->nplayers || g->p[g->current].automa)
        return am_fail(err, AM_ESTATE, _("%s: it is the %s Automa's turn, not yours"), what,
                       scy_faction_label(g->p[g->current].faction)), -1;
    if (g->pending.kind == SCY_PEND_COMBAT)
        return am_fail(err, AM_ESTATE, _("%s: the combat on %s waits: resolve it first"), what,
                       scy_pos_name(g->pending.territory)), -1;
    if (g->pending.kind != SCY_PEND_NONE)
        return am_fail(err, AM_ESTATE, _("%s: the game waits for a flipped combat card first"), what), -1;
    return g->current;
}

static int has_ability(const scy_game *g, int pl, int ab)
{
    const scy_player *p = &g->p[pl];
    if (!p->mech_abilities) return 0;
    for (int i = 0; i < 4; i++)
        if ((p->mech_abilities & (1u << i)) && scy_factions[p->faction].mech_ability[i] == ab) return 1;
    return 0;
}

static int has_speed(const scy_game *g, int pl)
{
    return has_ability(g, pl, SCY_AB_SPEED);
}

/* Wayfare (Crimea, mech 2): the home bases a character or mech may go to from anywhere, regardless
 * of distance: its own and those of the factions not in the game (factions.txt; R-SC-59). */
static am_set wayfare_bases(const scy_game *g, int pl)
{
    am_set b = am_set_bit(SCY_POS_HOME(g->p[pl].faction));
    for (int f = 0; f < SCY_NFACTIONS; f++) {
        int playing = 0;
        for (int q = 0; q < g->nplayers; q++) playing |= g->p[q].faction == f;
        if (!playing) b = am_set_add(b, SCY_POS_HOME(f));
    }
    return b;
}

static am_set enemy_armed_traps(const scy_game *g, int pl)
{
    am_set m = AM_SET_EMPTY;
    for (int t = 0; t < SCY_NTERR; t++)
        if (g->trap_owner[t] >= 0 && scy_is_enemy(g, pl, g->trap_owner[t]) && g->trap_state[t] == SCY_TRAP_ARMED)
            m = am_set_add(m, t);
    return m;
}

#define TERR_MASK ((((am_set)1) << SCY_NTERR) - 1)

/* One step: the human neighbourhood; from a home base the territories next to it (as abilities
 * allow: scy_human_from_home); with Wayfare a character or mech may also go to a home base. */
static am_set one_step(const scy_game *g, int pl, int u)
{
    const scy_player *p = &g->p[pl];
    int pos = p->unit[u];
    am_set n = AM_SET_EMPTY;
    if (SCY_IS_TERR(pos)) n = am_set_remove(scy_human_neighbourhood(g, pl, u), pos) & TERR_MASK;
    else if (SCY_IS_HOME(pos)) n = scy_human_from_home(g, pl, u, pos) & TERR_MASK;
    if (SCY_IS_COMBAT_UNIT(u) && (SCY_IS_TERR(pos) || SCY_IS_HOME(pos)) && has_ability(g, pl, SCY_AB_WAYFARE))
        n |= am_set_remove(wayfare_bases(g, pl), pos);
    return n;
}

static am_set unit_destinations(const scy_game *g, int pl, int u);

/* A worker goes with a mech that carries it (base rules: "Mechs may carry your workers"): the moves
 * of a worker of pl from `from` that a mech of pl standing at its end could have made from there in
 * one Move (the program does not keep which units moved together: record the mech's move first,
 * then each worker it carried; R-SC-59). Only with a mech ability: without one a mech goes nowhere
 * a worker could not go by itself. */
static am_set carried(const scy_game *g, int pl, int from)
{
    const scy_player *p = &g->p[pl];
    am_set n = AM_SET_EMPTY;
    if (!p->mech_abilities || !(SCY_IS_TERR(from) || SCY_IS_HOME(from))) return n;
    for (int m = SCY_U_MECH0; m < SCY_U_WORKER0; m++) {
        int at = p->unit[m];
        if (at == from || !(SCY_IS_TERR(at) || SCY_IS_HOME(at)) || am_set_has(n, at)) continue;
        scy_game tmp = *g;
        scy_unit_put(&tmp, pl, m, from);
        if (am_set_has(unit_destinations(&tmp, pl, m), at)) n = am_set_add(n, at);
    }
    return n;
}

am_set scy_human_destinations(const scy_game *g, int pl, int u)
{
    const scy_player *p = &g->p[pl];
    int pos = p->unit[u];
    if (SCY_IS_TERR(pos) && pl < g->nplayers && p->faction < SCY_NFACTIONS && (!SCY_IS_COMBAT_UNIT(u) || !p->mech_abilities)) {
        /* no movement ability (the usual case): one step by the base rule, no Speed (one_step) */
        am_set n = scy_human_base_nbhd(p, pos, !SCY_IS_COMBAT_UNIT(u)) & ~am_set_bit(pos) & TERR_MASK;
        return p->mech_abilities ? n | carried(g, pl, pos) : n;   /* a worker with a mech that carries it */
    }
    am_set n = unit_destinations(g, pl, u);
    return SCY_IS_COMBAT_UNIT(u) ? n : n | carried(g, pl, pos);
}

/* Where unit u goes by itself in one Move: one step, or two with Speed. */
static am_set unit_destinations(const scy_game *g, int pl, int u)
{
    const scy_player *p = &g->p[pl];
    int pos = p->unit[u];
    am_set n = one_step(g, pl, u);
    if (!SCY_IS_COMBAT_UNIT(u) || !has_speed(g, pl)) return n;
    /* Speed: one more territory, unless the first one stops the unit (enemy units, an armed trap,
     * for the character an encounter token) */
    scy_game tmp = *g;
    am_set stop = scy_enemy_units_mask(g, pl, SCY_UK_ANY) | enemy_armed_traps(g, pl);
    if (u == SCY_U_CHARACTER) stop |= g->encounters;  /* the character stops on an encounter token */
    am_set more = AM_SET_EMPTY;
    AM_SET_FOREACH(mid, n & ~stop) {
        scy_unit_put(&tmp, pl, u, mid);
        more |= one_step(&tmp, pl, u);
    }
    n |= more;
    return am_set_remove(n, pos);   /* (a home base left and entered again by Wayfare is no move) */
}

static const char *type_name(int type)
{
    return type == SCY_UT_CHARACTER ? _("character") : (type == SCY_UT_MECH ? _("mech") : _("worker"));
}

/* The first unit of `type` (enum scy_unit_type) of player p on position pos, -1 if none (the mechs'
 * and the workers' bytes compared at once). */
static int unit_on(const scy_player *p, int type, int pos)
{
    int i;
    if (type == SCY_UT_CHARACTER) return p->unit[SCY_U_CHARACTER] == pos ? SCY_U_CHARACTER : -1;
    if (type == SCY_UT_MECH) return (i = scy_byte_index(p->unit + SCY_U_MECH0, 4, pos)) >= 0 ? SCY_U_MECH0 + i : -1;
    return (i = scy_byte_index(p->unit + SCY_U_WORKER0, 8, pos)) >= 0 ? SCY_U_WORKER0 + i : -1;
}

/* IFA traps: an opponent's unit entering an armed trap disarms it and suffers its penalty. */
static int spring_trap(scy_game *g, int pl, int t)
{
    scy_player *p = &g->p[pl];
    g->trap_state[t] = SCY_TRAP_DISARMED;
    int kind = g->trap_kind[t];
    switch (kind) {
    case SCY_TRAP_POPULARITY: p->popularity = (uint8_t)(p->popularity >= 2 ? p->popularity - 2 : 0); break;
    case SCY_TRAP_POWER: p->power = (uint8_t)(p->power >= 3 ? p->power - 3 : 0); break;
    case SCY_TRAP_COINS: p->coins = (int16_t)(p->coins >= 4 ? p->coins - 4 : 0); break;
    case SCY_TRAP_CARDS: scy_combat_discard_random(g, pl, 2); break;
    default: break;
    }
    return kind;
}

/* A refused move says why (issue 14): a lake, a river without the ability to cross it, an enemy
 * unit or trap in the way of a second step, or simply too far. */
static int refuse_move(const scy_game *g, int pl, int u, int type, int from, int to, am_err *err)
{
    if (!err) return AM_ESTATE;  /* nobody reads why: no message built (issue 31) */
    const char *unit = type_name(type), *f = scy_pos_label(from), *t = scy_pos_label(to);
    const scy_home *home = SCY_IS_HOME(from) ? &scy_homes[from - SCY_POS_HOME(0)] : NULL;
    int near = SCY_IS_TERR(from) ? am_set_has(scy_adj[from], to) : (home && am_set_has(home->adjacent, to));
    int across = SCY_IS_TERR(from) ? am_set_has(scy_adj_river[from], to) : (home && am_set_has(home->across_river, to));
    /* a home base counts from its cell next to the board */
    int d = (SCY_IS_TERR(from) || SCY_IS_HOME(from)) && SCY_IS_TERR(to) ? scy_board_distance(from, to) : -1;
    int speed = has_speed(g, pl) && SCY_IS_COMBAT_UNIT(u);
    char why[512];
    if (SCY_IS_HOME(to) && !SCY_IS_COMBAT_UNIT(u) && g->p[pl].mech_abilities)
        snprintf(why, sizeof why, _("a worker goes to a home base only carried by a mech of yours that can go there: "
                                    "record the mech's move first, then the worker's"));
    else if (SCY_IS_HOME(to) && (!SCY_IS_COMBAT_UNIT(u) || !has_ability(g, pl, SCY_AB_WAYFARE)))
        snprintf(why, sizeof why, _("a unit enters a home base only by retreating, or with Crimea's Wayfare"));
    else if (SCY_IS_HOME(to))
        snprintf(why, sizeof why, _("Wayfare goes to your own home base or to that of a faction not in the game, and %s "
                                    "plays"), scy_faction_label(to - SCY_POS_HOME(0)));
    else if (near && scy_territories[to].terrain == SCY_LAKE)
        snprintf(why, sizeof why, _("%s is a lake (only a mech ability of your faction mat lets units onto lakes)"), t);
    else if (near && across)
        snprintf(why, sizeof why, _("a river lies between them (Riverwalk or a faction ability lets some units cross)"));
    else if (speed && d == 2)
        snprintf(why, sizeof why, _("with Speed the second territory must be reached through one without enemy units, "
                                    "armed traps or (for the character) an encounter token, by the same rules for "
                                    "rivers and lakes"));
    else if (speed && d > 0)
        snprintf(why, sizeof why, _("too far, two territories per move with Speed (%d away); a unit that went further "
                                    "(a card): record each step as a move of its own"), d);
    else if (!near && has_speed(g, pl) && d > 0)
        snprintf(why, sizeof why, _("too far, a worker moves one territory per move (Speed moves the character and "
                                    "mechs only; %d away); record each step as a move of its own"), d);
    else if (!near && d > 0)
        snprintf(why, sizeof why, _("too far, one territory per move (%d away); a unit that went further (Speed not "
                                    "yet unlocked here, a card): record each step as a move of its own"), d);
    else if (!near)
        snprintf(why, sizeof why, _("too far, one territory per move"));
    else
        return am_fail(err, AM_ESTATE, SCY_IS_HOME(from) ? C_("on home base", "move: your %s on %s cannot reach %s in one move")
                                                         : _("move: your %s on %s cannot reach %s in one move"),
                       unit, f, t);
    /* the same English words; the Italian says "sulla base principale (Nordici)" (issue 29) */
    return am_fail(err, AM_ESTATE, SCY_IS_HOME(from) ? C_("on home base", "move: your %s on %s cannot reach %s: %s")
                                                     : _("move: your %s on %s cannot reach %s: %s"),
                   unit, f, t, why);
}

int scy_human_move(scy_game *g, int type, int from, int to, scy_human_report *rep, am_err *err)
{
    scy_human_report tmp;
    if (!rep) rep = &tmp;
    memset(rep, 0, sizeof *rep);
    rep->trap = -1;
    if (type < SCY_UT_CHARACTER || type > SCY_UT_WORKER) return am_fail(err, AM_EUSAGE, _("move: unknown unit type"));
    int pl;
    int joining = 0;
    if (g->pending.kind == SCY_PEND_COMBAT && !g->game_over && g->current < g->nplayers && !g->p[g->current].automa &&
        g->pending.attacker == g->current && to == g->pending.territory &&
        (type != SCY_UT_WORKER || scy_game_count_units_on(g, g->current, SCY_UK_MECH, to))) {
        /* another unit joins the fight this Move started (a worker only carried by a mech there) */
        pl = g->current;
        joining = 1;
    } else if ((pl = scy_acting(g, "move", err)) < 0) {
        return AM_ESTATE;
    }
    scy_player *p = &g->p[pl];
    if (from == SCY_POS_MAT) return am_fail(err, AM_ESTATE, _("move: units on your faction mat are deployed, not moved"));
    int u = unit_on(p, type, from);
    if (u < 0) return am_fail(err, AM_ESTATE, _("move: you have no %s on %s"), type_name(type), scy_pos_label(from));
    if (!SCY_IS_TERR(to) && !SCY_IS_HOME(to))
        return am_fail(err, AM_EUSAGE, _("move: %s is not a territory of the board"), scy_pos_name(to));
    if (!am_set_has(scy_human_destinations(g, pl, u), to)) return refuse_move(g, pl, u, type, from, to, err);
    if (SCY_IS_HOME(to)) {
        /* Wayfare, or a worker carried there (R-SC-59): a home base is no territory, so nobody
         * fights, springs a trap or is driven off there */
        rep->unit = (uint8_t)u;
        rep->from = (int8_t)from;
        rep->to = (int8_t)to;
        scy_unit_put(g, pl, u, to);
        return AM_OK;
    }
    if (type == SCY_UT_WORKER && am_set_has(scy_enemy_units(g, pl, SCY_UK_ANY), to) && !joining)
        return am_fail(err, AM_ESTATE, _("move: a worker cannot enter %s, it holds enemy units"), scy_pos_name(to));
    /* cooperative game (enemy = humans): another human is an ally, not to be attacked (R-SC-45) */
    for (int e = 0; e < g->nplayers && g->opt.enemy_mode == SCY_ENEMY_HUMANS; e++)
        if (e != pl && !scy_is_enemy(g, pl, e) && scy_game_count_units_on(g, e, SCY_UK_ANY, to))
            return am_fail(err, AM_ESTATE, _("move: %s holds units of %s, your ally in the cooperative game"), scy_pos_name(to),
                           scy_faction_label(g->p[e].faction));
    int defender = -1;  /* the first enemy with a combat unit there (the kept masks) */
    if (am_set_has(scy_enemy_units(g, pl, SCY_UK_COMBAT), to))
        for (int e = 0; e < g->nplayers && defender < 0; e++)
            if (scy_is_enemy(g, pl, e) && (((g->units_at[e][0] | g->units_at[e][1]) >> to) & 1))
                defender = e;  /* an Automa or another person: the combat is recorded either way (R-SC-54) */
    /* legal: apply */
    rep->unit = (uint8_t)u;
    rep->from = (int8_t)from;
    rep->to = (int8_t)to;
    scy_unit_put(g, pl, u, to);
    if (g->trap_owner[to] >= 0 && g->trap_owner[to] != pl && g->trap_state[to] == SCY_TRAP_ARMED &&
        scy_is_enemy(g, pl, g->trap_owner[to]))
        rep->trap = (int8_t)spring_trap(g, pl, to);
    if (type == SCY_UT_WORKER || joining) return AM_OK;
    if (defender >= 0) {
        g->pending.kind = SCY_PEND_COMBAT;
        g->pending.territory = (int8_t)to;
        g->pending.attacker = (uint8_t)pl;
        g->pending.defender = (uint8_t)defender;
        g->pending.attacker_unit = -1;
        rep->combat = 1;
        return AM_OK;
    }
    /* only enemy workers there: they go home, the attacker loses popularity, resources */
    if (!am_set_has(scy_enemy_units(g, pl, SCY_UK_WORKER), to)) return AM_OK;
    for (int e = 0; e < g->nplayers; e++) {
        if (!scy_is_enemy(g, pl, e) || !((g->units_at[e][2] >> to) & 1)) continue;  /* no worker of e there */
        int n = 0;
        for (int w = SCY_U_WORKER0; w < SCY_NUNITS; w++)
            if (g->p[e].unit[w] == to) {
                scy_unit_put(g, e, w, SCY_POS_HOME(g->p[e].faction));
                n++;
            }
        if (!n) continue;
        scy_combat_report *d = &rep->displace;
        if (!rep->workers) {
            d->kind = SCY_CK_WORKERS;
            d->territory = (int8_t)to;
            d->side[0].player = (uint8_t)pl;
            d->side[1].player = (uint8_t)e;
            d->side[1].automa = g->p[e].automa;
            d->side[0].retreat_to = d->side[1].retreat_to = -1;
            d->winner = 0;
        }
        rep->workers = (uint8_t)(rep->workers + n);
        d->side[1].workers_home = (uint8_t)(d->side[1].workers_home + n);
        if (!scy_combat_camaraderie(g, pl)) {
            int lose = n < p->popularity ? n : p->popularity;
            p->popularity = (uint8_t)(p->popularity - lose);
            d->side[0].popularity_lost = (uint8_t)(d->side[0].popularity_lost + lose);
        }
        if (g->p[e].automa && d->resources == SCY_RES_NOTHING) scy_combat_place_resources(g, to, e, d);
    }
    return AM_OK;
}

int scy_human_deploy(scy_game *g, int type, int t, am_err *err)
{
    int pl = scy_acting(g, "deploy", err);
    if (pl < 0) return AM_ESTATE;
    if (type != SCY_UT_MECH && type != SCY_UT_WORKER)
        return am_fail(err, AM_EUSAGE, _("deploy: only a mech or a worker can be deployed"));
    scy_player *p = &g->p[pl];
    if (!SCY_IS_TERR(t) || !((g->units_at[pl][2] >> t) & 1))
        return am_fail(err, AM_ESTATE, _("deploy: you have no worker on %s"), scy_pos_name(t));
    if (scy_enemy_units(g, pl, SCY_UK_ANY) & am_set_bit(t))
        return am_fail(err, AM_ESTATE, _("deploy: %s holds enemy units"), scy_pos_name(t));
    int u = unit_on(p, type, SCY_POS_MAT);
    if (u >= 0) {
        scy_unit_put(g, pl, u, t);
        scy_auto_stars_check(g, pl);  /* the fourth mech, the eighth worker */
        return AM_OK;
    }
    return am_fail(err, AM_ESTATE, _("deploy: no %s left on your faction mat"), type_name(type));
}

static const char *stat_name(int stat)
{
    static const char *const names[] = {"power", "popularity", "coins", "stars", "combat-cards", "structure-bonus"};
    return stat >= 0 && stat < SCY_NSTATS ? names[stat] : "?";
}

int scy_human_get(const scy_game *g, int stat)
{
    return scy_human_get_player(g, scy_human_player(g), stat);
}

int scy_human_get_player(const scy_game *g, int pl, int stat)
{
    if (pl < 0 || pl >= g->nplayers || g->p[pl].automa) return 0;
    const scy_player *p = &g->p[pl];
    switch (stat) {
    case SCY_STAT_POWER: return p->power;
    case SCY_STAT_POPULARITY: return p->popularity;
    case SCY_STAT_COINS: return p->coins;
    case SCY_STAT_STARS: return p->stars;
    case SCY_STAT_COMBAT_CARDS: return p->combat_cards;
    case SCY_STAT_STRUCTURE_BONUS: return p->structure_bonus;
    default: return 0;
    }
}

int scy_human_set(scy_game *g, int stat, int value, am_err *err)
{
    int pl = scy_human_player(g);
    if (pl < 0) return am_fail(err, AM_ESTATE, _("set: there is no human player"));
    return scy_human_set_player(g, pl, stat, value, err);
}

/* scy_human_set_player's stars and combat cards (the numbers that may refuse or draw), apart so
 * that the other numbers are set by a function that calls nothing (issue 31). */
static __attribute__((noinline)) int set_stars_or_cards(scy_game *g, int pl, int stat, int value, am_err *err)
{
    scy_player *p = &g->p[pl];
    if (stat == SCY_STAT_STARS) {
        if (g->game_over) return am_fail(err, AM_ESTATE, _("set: the game is over, the stars are final"));
        p->stars = (uint8_t)value;
        if (p->stars_combat > value) p->stars_combat = (uint8_t)value;
        if (value == SCY_STARS_END) g->game_over = 1;  /* a sixth star ends the game at once */
    } else if (g->opt.combat_mode == SCY_COMBAT_SIMULATED) {
        int avail = 0;
        for (int v = 0; v < 4; v++) avail += g->combat_deck[v] + g->combat_discard[v];
        if (value > p->combat_cards + avail)
            return am_fail(err, AM_ESTATE, _("set: only %d combat cards are left to draw"), avail);
        while (p->combat_cards < value) scy_game_give_combat_card(g, pl);
        if (p->combat_cards > value) scy_combat_discard_random(g, pl, p->combat_cards - value);
    } else {
        p->combat_cards = (uint8_t)value;
    }
    return AM_OK;
}

const int scy_stat_max[SCY_NSTATS] = {SCY_POWER_MAX, SCY_POPULARITY_MAX, 9999, SCY_STARS_END, 42, 99};

int scy_human_set_player(scy_game *g, int pl, int stat, int value, am_err *err)
{
    if (pl < 0 || pl >= g->nplayers || g->p[pl].automa)
        return am_fail(err, AM_EUSAGE, _("set: that player is not a human player of this game"));
    if (stat < 0 || stat >= SCY_NSTATS) return am_fail(err, AM_EUSAGE, _("set: unknown number"));
    if (value < 0 || value > scy_stat_max[stat])
        return am_fail(err, AM_EUSAGE, _("set: %s must be 0 to %d, not %d"), stat_name(stat), scy_stat_max[stat], value);
    if (scy_set_plain(g, pl, stat, value)) return AM_OK;
    return set_stars_or_cards(g, pl, stat, value, err);
}

int scy_human_encounter(scy_game *g, int t, am_err *err)
{
    int pl = scy_acting(g, "encounter", err);
    if (pl < 0) return AM_ESTATE;
    if (!SCY_IS_TERR(t) || g->p[pl].unit[SCY_U_CHARACTER] != t)
        return am_fail(err, AM_ESTATE, _("encounter: your character is not on %s"), scy_pos_name(t));
    if (!am_set_has(g->encounters, t)) return am_fail(err, AM_ESTATE, _("encounter: %s has no encounter token"), scy_pos_name(t));
    g->encounters = am_set_remove(g->encounters, t);
    g->p[pl].encounters++;
    return AM_OK;
}

int scy_human_factory(scy_game *g, am_err *err)
{
    int pl = scy_acting(g, "factory", err);
    if (pl < 0) return AM_ESTATE;
    scy_player *p = &g->p[pl];
    if (p->unit[SCY_U_CHARACTER] != scy_factory) return am_fail(err, AM_ESTATE, _("factory: your character is not on the Factory"));
    if (p->factory_card) return am_fail(err, AM_ESTATE, _("factory: you already have a Factory card"));
    if (g->factory_cards_left == 0) return am_fail(err, AM_ESTATE, _("factory: no Factory card is left"));
    p->factory_card = 1;
    g->factory_cards_left--;
    return AM_OK;
}

int scy_human_unlock(scy_game *g, int ability, am_err *err)
{
    int pl = scy_acting(g, "unlock", err);
    if (pl < 0) return AM_ESTATE;
    if (ability < 0 || ability > 3) return am_fail(err, AM_EUSAGE, _("unlock: a faction mat has mech abilities 1 to 4"));
    scy_player *p = &g->p[pl];
    if (p->mech_abilities & (1u << ability))
        return am_fail(err, AM_ESTATE, _("unlock: %s is already unlocked"), scy_factions[p->faction].mech_ability_name[ability]);
    p->mech_abilities = (uint8_t)(p->mech_abilities | (1u << ability));
    return AM_OK;
}

int scy_human_recruit(scy_game *g, int recruit, am_err *err)
{
    int pl = scy_acting(g, "recruit", err);
    if (pl < 0) return AM_ESTATE;
    if (recruit < SCY_REC_POWER || recruit > SCY_REC_COMBAT_CARD)
        return am_fail(err, AM_EUSAGE, _("recruit: the ongoing bonus is power, coin, popularity or combat-card"));
    scy_player *p = &g->p[pl];
    if (p->recruits & (1u << recruit)) return am_fail(err, AM_ESTATE, _("recruit: that recruit is already enlisted"));
    p->recruits = (uint8_t)(p->recruits | (1u << recruit));
    return AM_OK;
}

int scy_human_resources(scy_game *g, int t, int n, am_err *err)
{
    if (g->game_over) return am_fail(err, AM_ESTATE, _("resources: the game is over"));
    if (!SCY_IS_TERR(t)) return am_fail(err, AM_EUSAGE, _("resources: %s is not a territory of the board"), scy_pos_name(t));
    if (n < 0 || n > 255) return am_fail(err, AM_EUSAGE, _("resources: %d is not 0 to 255"), n);
    int terrain = scy_territories[t].terrain;
    if (n > 0 && (terrain == SCY_LAKE))
        return am_fail(err, AM_EUSAGE, _("resources: %s is a lake; resources cannot be there"), scy_pos_name(t));
    g->resources[t] = (uint8_t)n;
    return AM_OK;
}

/* Placement of a faction token (IFA): on the character's territory, one token per territory. */
static int token_place_check(const scy_game *g, int pl, int t, const char *what, am_err *err)
{
    if (!SCY_IS_TERR(t) || g->p[pl].unit[SCY_U_CHARACTER] != t)
        return am_fail(err, AM_ESTATE, _("%s: your character is not on %s"), what, scy_pos_name(t));
    if (g->trap_owner[t] >= 0 || g->flag_owner[t] >= 0)
        return am_fail(err, AM_ESTATE, _("%s: %s already holds a flag or a trap"), what, scy_pos_name(t));
    return AM_OK;
}

int scy_human_trap(scy_game *g, int t, int kind, am_err *err)
{
    int pl = scy_acting(g, "trap", err);
    if (pl < 0) return AM_ESTATE;
    scy_player *p = &g->p[pl];
    if (p->faction != SCY_TOGAWA) return am_fail(err, AM_ESTATE, _("trap: only Togawa places traps"));
    if (kind < 0 || kind > SCY_TRAP_CARDS) return am_fail(err, AM_EUSAGE, _("trap: the kind is popularity, power, coins or cards"));
    if (SCY_IS_TERR(t) && g->trap_owner[t] == pl && g->trap_state[t] == SCY_TRAP_DISARMED &&
        p->unit[SCY_U_CHARACTER] == t) {
        /* your character on one of your disarmed traps arms it again */
        if (g->trap_kind[t] <= SCY_TRAP_CARDS && g->trap_kind[t] != kind)
            return am_fail(err, AM_ESTATE, _("trap: the trap on %s is not that kind"), scy_pos_name(t));
        g->trap_state[t] = SCY_TRAP_ARMED;
        g->trap_kind[t] = (uint8_t)kind;
        return AM_OK;
    }
    if (token_place_check(g, pl, t, "trap", err)) return AM_ESTATE;
    if (!(p->traps_left & (1u << kind))) return am_fail(err, AM_ESTATE, _("trap: that trap is not on your faction mat"));
    p->traps_left = (uint8_t)(p->traps_left & ~(1u << kind));
    g->trap_owner[t] = (int8_t)pl;
    g->trap_state[t] = SCY_TRAP_ARMED;
    g->trap_kind[t] = (uint8_t)kind;
    return AM_OK;
}

int scy_human_flag(scy_game *g, int t, am_err *err)
{
    int pl = scy_acting(g, "flag", err);
    if (pl < 0) return AM_ESTATE;
    scy_player *p = &g->p[pl];
    if (p->faction != SCY_ALBION) return am_fail(err, AM_ESTATE, _("flag: only Albion places flags"));
    if (token_place_check(g, pl, t, "flag", err)) return AM_ESTATE;
    if (p->flags_left == 0) return am_fail(err, AM_ESTATE, _("flag: no flag is left on your faction mat"));
    p->flags_left--;
    g->flag_owner[t] = (int8_t)pl;
    return AM_OK;
}

int scy_human_end_turn(scy_game *g, am_err *err)
{
    if (scy_acting(g, "done", err) < 0) return AM_ESTATE;
    g->current = (uint8_t)((g->current + 1) % g->nplayers);
    g->turns++;
    return AM_OK;
}
