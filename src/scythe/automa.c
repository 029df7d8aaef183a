/*
 * The Scythe Automa turn (rulebook "Steps in an Automa turn" to "Stars and the scheme switch").
 *
 * A turn runs as phases (flip, moves, gains, recruit bonus, tracker, end) so that it can stop
 * when the game needs a person (a combat, a flipped combat card in companion mode) and continue
 * afterwards from g->turn.  Every decision is written into the report.
 *
 * Two ways to choose a destination, one set of rules (issue 16). Each move procedure computes its
 * valid and excluded territories once (the rule), then:
 *   - with a report (c->full), it lists every candidate with its value, as the rulebook describes
 *     the step, and takes the best of the list (best_of_candidates): the readable reference;
 *   - without (the simulator's fast path), it finds the same best set from bitmasks (bit-sliced
 *     neighbour counters, distance rings) and builds no list.
 * Both then break the ties with the same function (break_ties) and move the unit with the same
 * place_unit. tests/test_scythe_fastpath.c checks on real positions that both paths give the same
 * game and the same report fields (all but the candidate lists).
 */
#include <stddef.h>
#include <string.h>

#include "scythe/scythe_internal.h"

/* The helpers of the simulator's path are inlined into it (fast_turn, flatten); the report's own
 * helpers and the rare steps are not (NOINLINE): they keep it small, and they take no context, so
 * that its context can live in registers. */
#define ALWAYS_INLINE inline
#define NOINLINE __attribute__((noinline))

typedef struct ctx {
    scy_game *g;
    int pl;
    scy_player *p;
    const scy_card *card;     /* the turn's card, and its scheme row (set once the card is drawn) */
    const scy_scheme *sc;
    int home;                 /* the Automa's home base (position) */
    int bracket;              /* a symbol in this bracket applies (its faction; -2: none) */
    int restricted, no_tunnels;
    scy_report *rep;
    int full;                 /* build the candidate lists (a report was asked for) */
    /* Masks of the board as it stands, computed when a move symbol first asks and dropped when
     * units move: the Automa's own (own_ok: every performed move) and the other players' (enemy_ok:
     * only when their units move, i.e. workers driven home). */
    int own_ok, enemy_ok, have_enemy_reach;
    const am_set *at, *at2;   /* its kept unit masks (g->units_at[pl], units_at2[pl]): see own() */
    int multi;                /* scy_game_is_multi, -1 until asked */
    int togawa;               /* an enemy human Togawa is in the game, -1 until asked */
    int all;                  /* all_moves(): every valid move of the row is performed */
    am_set reach;             /* the union of its units' neighbourhoods */
    am_set other_any;         /* territories with units of any other player */
    am_set enemy_any, enemy_combat, enemy_workers;
    am_set enemy_reach;       /* neighbourhoods of enemy combat units (lazy: see enemy_reach) */
} ctx;

/* The Automa neighbourhood of territory pos (scy_board_automa_neighbourhood, inlined). */
static ALWAYS_INLINE am_set automa_nbhd(int pos, int restricted, int no_tunnels)
{
    am_set n = scy_adj[pos];
    if (restricted) {
        n &= ~(scy_adj_river[pos] | scy_mask_lake);
        if (no_tunnels) n &= ~scy_mask_tunnel;
    }
    return n | am_set_bit(pos);
}

/* Does s hold more than one territory / exactly one? (No popcount: without -mpopcnt it is a
 * library call.) */
static ALWAYS_INLINE int several(am_set s) { return (s & (s - 1)) != 0; }
static ALWAYS_INLINE int single(am_set s) { return s && !several(s); }

/* Positions as bits: every position is below 64 (territories 0..46, home bases 48..54, the mat
 * 60); the territories are the low 47 bits. */
#define TERR_MASK ((((am_set)1) << SCY_NTERR) - 1)

/* The territories holding one or more of the Automa's units of kind k (0 the character, 1 the
 * mechs, 2 the workers), and two or more (own2: mechs, workers): the masks kept in the state
 * (issue 16), read as they are now. */
static ALWAYS_INLINE am_set own(const ctx *c, int k) { return c->at[k] & TERR_MASK; }
static ALWAYS_INLINE am_set own2(const ctx *c, int k) { return c->at2[k - 1] & TERR_MASK; }

/* The Automa's reach: the union of its units' neighbourhoods. */
static ALWAYS_INLINE void refresh_own(ctx *c)
{
    /* the union of automa_nbhd over the territories it holds, with the restriction's constant part
     * (lakes, tunnels) taken out once: (U adj[t] & ~river[t]) & ~drop | own */
    am_set all = (c->at[0] | c->at[1] | c->at[2]) & TERR_MASK, reach = AM_SET_EMPTY;
    if (!c->restricted) {
        for (am_set on = all; on; on &= on - 1) reach |= scy_adj[__builtin_ctzll(on)];
    } else {
        for (am_set on = all; on; on &= on - 1) {
            int t = __builtin_ctzll(on);
            reach |= scy_adj[t] & ~scy_adj_river[t];
        }
        reach &= ~(scy_mask_lake | (c->no_tunnels ? scy_mask_tunnel : AM_SET_EMPTY));
    }
    c->reach = reach | all;
    c->own_ok = 1;
}

/* The other players' masks: territories with units of anyone else, of the enemies by kind. */
static ALWAYS_INLINE void refresh_enemy(ctx *c)
{
    const scy_game *g = c->g;
    am_set any, combat, workers;
    if (g->nplayers == 2) {
        /* one human against one Automa (or two Automas): the other player, an enemy in either mode
         * unless both are Automas allied by the enemy = humans mode */
        const am_set *at = g->units_at[1 - c->pl];
        any = combat = at[0] | at[1];
        any |= workers = at[2];
        if (!scy_is_enemy(g, c->pl, 1 - c->pl)) combat = workers = AM_SET_EMPTY;
    } else {
        any = combat = workers = AM_SET_EMPTY;
        for (int e = 0; e < g->nplayers; e++) {
            if (e == c->pl) continue;
            am_set cm = g->units_at[e][0] | g->units_at[e][1], wm = g->units_at[e][2];
            any |= cm | wm;
            if (scy_is_enemy(g, c->pl, e)) {
                combat |= cm;
                workers |= wm;
            }
        }
    }
    c->other_any = any & TERR_MASK;
    c->enemy_combat = combat & TERR_MASK;
    c->enemy_workers = workers & TERR_MASK;
    c->enemy_any = (combat | workers) & TERR_MASK;
    c->have_enemy_reach = 0;
    c->enemy_ok = 1;
}

static ALWAYS_INLINE void refresh(ctx *c)
{
    if (!c->own_ok) refresh_own(c);
    if (!c->enemy_ok) refresh_enemy(c);
}

/* The territories of s where the bit-sliced count is largest. */
static ALWAYS_INLINE am_set slice_max(const am_set cnt[4], am_set s)
{
    for (int b = 3; b >= 0; b--) {
        am_set hi = s & cnt[b];
        if (hi) s = hi;
    }
    return s;
}

/* The territories of b (two or more) that the most Automa units other than unit skip hold in their
 * neighbourhood (automa_neighbour_count for all of b at once): the counts bit-sliced (at most 12
 * units: 4 bits), each unit's neighbourhood added with its carries. */
static ALWAYS_INLINE am_set most_neighbours(const ctx *c, am_set b, int skip)
{
    am_set c0 = AM_SET_EMPTY, c1 = AM_SET_EMPTY, c2 = AM_SET_EMPTY, c3 = AM_SET_EMPTY;
    const int8_t *unit = c->p->unit;
    for (int u = 0; u < SCY_NUNITS; u++) {
        int pos = unit[u];
        if (!SCY_IS_TERR(pos) || u == skip) continue;
        am_set m = automa_nbhd(pos, c->restricted, c->no_tunnels) & b, k0 = c0 & m, k1, k2;
        c0 ^= m;
        k1 = c1 & k0;
        c1 ^= k0;
        k2 = c2 & k1;
        c2 ^= k1;
        c3 ^= k2;
    }
    const am_set cnt[4] = {c0, c1, c2, c3};
    return slice_max(cnt, b);
}

static ALWAYS_INLINE am_set enemy_reach(ctx *c)
{
    if (!c->have_enemy_reach) {
        const scy_game *g = c->g;
        int other = 1 - c->pl;  /* (a player of a two-player game) */
        /* one human without mech abilities against it: its reach inline (scy_human_base_reach) */
        if (g->nplayers == 2 && !g->p[other].automa && !g->p[other].mech_abilities && g->p[other].faction < SCY_NFACTIONS)
            c->enemy_reach = scy_human_base_reach(g, other);
        else
            c->enemy_reach = scy_enemy_combat_reach(g, c->pl);
        c->have_enemy_reach = 1;
    }
    return c->enemy_reach;
}

/* scy_report_event, inlined in the turn: without a report (rep NULL, the simulator's path) the
 * event and what only it reads are compiled away. */
static ALWAYS_INLINE void report_event(scy_report *rep, int kind, int a, int b)
{
    if (!rep || rep->nevents >= SCY_REPORT_MAX_EVENTS) return;
    scy_event *e = &rep->events[rep->nevents++];
    e->kind = (uint8_t)kind;
    e->a = (int8_t)a;
    e->b = (int8_t)b;
}

void scy_report_event(scy_report *rep, int kind, int a, int b)
{
    report_event(rep, kind, a, b);
}

static int unit_kind_bit(int u)
{
    return u == SCY_U_CHARACTER ? SCY_UK_CHARACTER : (u < SCY_U_WORKER0 ? SCY_UK_MECH : SCY_UK_WORKER);
}

/* The Automa's own neighbourhoods: every unit on a territory (units on home bases have none). */
static ALWAYS_INLINE am_set automa_reach(const ctx *c)
{
    return c->reach;
}

/* Number of the Automa's units (other than `skip`) whose neighbourhood contains territory t. */
static NOINLINE int automa_neighbour_count(const int8_t *unit, int restricted, int no_tunnels, int t, int skip)
{
    int n = 0;
    for (int u = 0; u < SCY_NUNITS; u++)
        if (u != skip && SCY_IS_TERR(unit[u]) && am_set_has(automa_nbhd(unit[u], restricted, no_tunnels), t)) n++;
    return n;
}

/* Territories holding an Automa unit of `kinds` other than unit `skip`. */
static ALWAYS_INLINE am_set own_units_except(const ctx *c, int kinds, int skip)
{
    am_set once = AM_SET_EMPTY, twice = AM_SET_EMPTY;
    if (kinds & SCY_UK_CHARACTER) once = own(c, 0);
    if (kinds & SCY_UK_MECH) {
        twice |= (once & own(c, 1)) | own2(c, 1);
        once |= own(c, 1);
    }
    if (kinds & SCY_UK_WORKER) {
        twice |= (once & own(c, 2)) | own2(c, 2);
        once |= own(c, 2);
    }
    /* unit `skip`'s territory stays if another unit of `kinds` is there too */
    if (skip >= 0 && (kinds & unit_kind_bit(skip)) && SCY_IS_TERR(c->p->unit[skip]))
        once &= ~(am_set_bit(c->p->unit[skip]) & ~twice);
    return once;
}

/* Armed traps of an enemy Togawa: tie-breaker 2 of every move (Invaders from Afar). */
/* (The rare steps take the game and the player, not the turn's context: a context passed to a
 * function that is not inlined would have to live in memory.) */
static NOINLINE am_set enemy_armed_traps(const scy_game *g, int pl)
{
    am_set m = AM_SET_EMPTY;
    /* only a Togawa player owns traps: without an enemy Togawa, skip the board scan (it was an
     * eighth of a turn's instructions) */
    int togawa = 0;
    for (int e = 0; e < g->nplayers; e++)
        if (g->p[e].faction == SCY_TOGAWA && scy_is_enemy(g, pl, e)) togawa = 1;
    if (!togawa) return m;
    for (int t = 0; t < SCY_NTERR; t++) {
        int o = g->trap_owner[t];
        if (o >= 0 && g->trap_state[t] == SCY_TRAP_ARMED && scy_is_enemy(g, pl, o)) m = am_set_add(m, t);
    }
    return m;
}

static ALWAYS_INLINE int enemy_togawa_in_game(ctx *c)
{
    if (c->togawa < 0) {
        c->togawa = 0;
        for (int e = 0; e < c->g->nplayers; e++)
            if (scy_is_enemy(c->g, c->pl, e) && !c->g->p[e].automa && c->g->p[e].faction == SCY_TOGAWA) c->togawa = 1;
    }
    return c->togawa;
}

/* The rotating home-base tie-breaker of the multi-Automa rules (clarifications §I.12, R-SC-41): the
 * marker starts on Albion's base; the candidate closest to the marked base wins; still tied, the
 * marker moves two bases clockwise and the test repeats; after the use it moves two bases clockwise
 * from where it stands. Bases clockwise = faction order (nordic rusviet togawa crimea saxony polania
 * albion). Tied at all seven bases (not met on this board): reading order. */
int scy_tiebreak_home_marker(scy_game *g, am_set tied)
{
    int m = g->tiebreak_marker % SCY_NFACTIONS;
    for (int k = 0; k < SCY_NFACTIONS && am_set_count(tied) > 1; k++) {
        int home = SCY_POS_HOME(m), best = 255;
        AM_SET_FOREACH(t, tied) {
            int d = scy_board_distance(t, home);
            if (d < best) best = d;
        }
        am_set keep = AM_SET_EMPTY;
        AM_SET_FOREACH(t, tied) if (scy_board_distance(t, home) == best) keep = am_set_add(keep, t);
        tied = keep;
        if (am_set_count(tied) > 1) m = (m + 2) % SCY_NFACTIONS;
    }
    g->tiebreak_marker = (uint8_t)((m + 2) % SCY_NFACTIONS);
    return am_set_first(tied);
}

/* The last tie-breaker. One human against one Automa: English reading order (the first territory of
 * the set). Otherwise (multi-Automa rules) the rotating home-base marker, used only when a
 * reading-order tie-break would have been needed (several candidates left). */
static ALWAYS_INLINE int final_tiebreak(ctx *c, am_set tied, int *used_marker)
{
    *used_marker = 0;
    if (c->multi < 0) c->multi = scy_is_multi(c->g);
    if (!c->multi || !several(tied)) return am_set_first(tied);
    *used_marker = 1;
    return scy_tiebreak_home_marker(c->g, tied);
}


/* The first of the Automa's units of `kinds` (SCY_UK_* bits) on position pos in unit order
 * (character, mechs, workers), -1 if none. */
static ALWAYS_INLINE int first_unit_on(const int8_t *unit, int kinds, int pos)
{
    int i;
    if ((kinds & SCY_UK_CHARACTER) && unit[SCY_U_CHARACTER] == pos) return SCY_U_CHARACTER;
    if ((kinds & SCY_UK_MECH) && (i = scy_byte_index(unit + SCY_U_MECH0, 4, pos)) >= 0) return SCY_U_MECH0 + i;
    if ((kinds & SCY_UK_WORKER) && (i = scy_byte_index(unit + SCY_U_WORKER0, 8, pos)) >= 0) return SCY_U_WORKER0 + i;
    return -1;
}

/* Step 1 of every move: the unit of `kinds` closest to the Automa's home base; ties by reading
 * order of its position (SC-15). Units on the faction mat cannot be selected. */
static ALWAYS_INLINE int select_unit(ctx *c, int kinds, scy_move_report *mr)
{
    int home = c->home;
    /* a unit on the home base is at distance 0: the first one in unit order wins at once; else
     * the closest territories holding a unit of `kinds`, read from the rings around the base */
    const int8_t *unit = c->p->unit;
    int best = -1, best_d = 0, ties = 0, marker = 0;
    /* the kinds' masks (home bases included) */
    am_set kind_at = ((kinds & SCY_UK_CHARACTER) ? c->at[0] : 0) | ((kinds & SCY_UK_MECH) ? c->at[1] : 0) |
                     ((kinds & SCY_UK_WORKER) ? c->at[2] : 0);
    if ((kind_at >> home) & 1) {
        best = first_unit_on(unit, kinds, home);
    } else {
        am_set at = kind_at & TERR_MASK;
        if (at) {
            const am_set *ring = scy_ring[home];
            am_set at_best = AM_SET_EMPTY;
            for (best_d = 1; best_d < SCY_NRINGS; best_d++)
                if ((at_best = at & ring[best_d]) != 0) break;
            if (at_best) {
                ties = several(at_best);
                int pos = ties ? final_tiebreak(c, at_best, &marker) : __builtin_ctzll(at_best);
                best = first_unit_on(unit, kinds, pos);
            }
        }
    }
    mr->unit = (int8_t)best;
    mr->from = (int8_t)(best >= 0 ? unit[best] : -1);
    mr->unit_dist = (uint8_t)(best >= 0 ? best_d : 0);
    mr->unit_tie = (uint8_t)(ties ? (marker ? 2 : 1) : 0);
    return best;
}

/* The reference ranking: the candidates of mr (those not excluded) with the best value
 * (maximise or minimise); empty if there is none. */
static NOINLINE am_set best_of_candidates(const scy_move_report *mr, int maximise)
{
    int best_v = 0, have = 0;
    for (int i = 0; i < mr->ncand; i++) {
        const scy_candidate *k = &mr->cand[i];
        if (k->excluded) continue;
        if (!have || (maximise ? k->value > best_v : k->value < best_v)) best_v = k->value;
        have = 1;
    }
    am_set tied = AM_SET_EMPTY;
    for (int i = 0; have && i < mr->ncand; i++)
        if (!mr->cand[i].excluded && mr->cand[i].value == best_v) tied = am_set_add(tied, mr->cand[i].territory);
    return tied;
}

/* Chooses among the best territories `tied`: the tie-breakers closest to the Factory, armed enemy
 * trap (against a human Togawa), reading order (or the home-base marker). Returns the territory, or
 * -1 if tied is empty. Both paths end here. */
static ALWAYS_INLINE int break_ties(ctx *c, am_set tied, scy_move_report *mr)
{
    if (!tied) return -1;
    if (single(tied)) {
        mr->tiebreak = SCY_TB_NONE;
        return am_set_first(tied);
    }
    am_set t2 = AM_SET_EMPTY;
    for (int d = 0; d < SCY_NRINGS && !t2; d++) t2 = tied & scy_ring[scy_factory][d];
    if (single(t2)) {
        mr->tiebreak = SCY_TB_FACTORY;
        return am_set_first(t2);
    }
    if (enemy_togawa_in_game(c)) {
        am_set traps = t2 & enemy_armed_traps(c->g, c->pl);
        if (traps) {
            if (single(traps)) {
                mr->tiebreak = SCY_TB_TRAP;
                return am_set_first(traps);
            }
            t2 = traps;
        }
    }
    int marker;
    int t = final_tiebreak(c, t2, &marker);
    mr->tiebreak = marker ? SCY_TB_HOME_MARKER : SCY_TB_READING;
    return t;
}

static NOINLINE void add_candidate(scy_move_report *mr, int t, int value, int excluded, am_set traps)
{
    if (mr->ncand >= SCY_REPORT_MAX_CANDS) return;
    scy_candidate *k = &mr->cand[mr->ncand++];
    k->territory = (int8_t)t;
    k->value = (int16_t)value;
    k->factory_dist = (uint8_t)scy_board_distance(t, scy_factory);
    k->excluded = (uint8_t)excluded;
    k->trap = (uint8_t)am_set_has(traps, t);
}

/* Shortest distance from territory t to a position in `targets` (a mask of territories) or to
 * the home bases in `homes` (bit f = faction f's base). */
static NOINLINE int distance_to(int t, am_set targets, unsigned homes)
{
    int best = 255;
    AM_SET_FOREACH(x, targets) {
        int d = scy_board_distance(t, x);
        if (d < best) best = d;
    }
    for (int f = 0; f < SCY_NFACTIONS; f++)
        if (homes & (1u << f)) {
            int d = scy_board_distance(t, SCY_POS_HOME(f));
            if (d < best) best = d;
        }
    return best;
}

/* All valid moves of the row (option, or Ultimaszyna): encounters and the Factory on entering. */
static ALWAYS_INLINE int all_moves(const ctx *c)
{
    return c->all;  /* opt.all_moves or Ultimaszyna, read once per turn (ctx_init) */
}

/* Moves unit u of the Automa to territory `to` and applies what entering it does: an armed
 * enemy trap is sprung, resources are removed, the character takes an encounter token at once
 * when `immediate` (all-moves rules), and the Factory card. */
static NOINLINE void trap_penalty(scy_game *g, int pl, scy_report *rep, int t);

enum { PU_IMMEDIATE = 1, PU_COMBAT = 2 };

/* All-moves rules: the character takes the encounter token and the Factory card where it is at once. */
static ALWAYS_INLINE void take_on_entering(ctx *c, int to)
{
    if (am_set_has(c->g->encounters, to)) {
        c->g->encounters = am_set_remove(c->g->encounters, to);
        c->p->encounters++;
        report_event(c->rep, SCY_EV_ENCOUNTER, to, 0);
    }
    if (to == scy_factory && !c->p->factory_card && c->g->factory_cards_left > 0) {
        c->p->factory_card = 1;
        c->g->factory_cards_left--;
        report_event(c->rep, SCY_EV_FACTORY_CARD, to, 0);
    }
}

static ALWAYS_INLINE void place_unit(ctx *c, int u, int to, int flags)
{
    int immediate = flags & PU_IMMEDIATE;
    int from = c->p->unit[u];
    scy_unit_put(c->g, c->pl, u, to);
    if (from == to) {
        /* staying (all-moves rules): the character still takes what lies where it stands (R-SC-12) */
        if (immediate && u == SCY_U_CHARACTER) take_on_entering(c, to);
        return;
    }
    /* R-SC-15: an Automa unit arriving on resources removes them; in an attack on combat units
     * only if the Automa wins (combat.c) */
    if (c->g->resources[to] && !(flags & PU_COMBAT)) {
        report_event(c->rep, SCY_EV_RESOURCES_REMOVED, to, c->g->resources[to]);
        c->g->resources[to] = 0;
    }
    if (c->g->trap_owner[to] >= 0 && c->g->trap_state[to] == SCY_TRAP_ARMED &&
        scy_is_enemy(c->g, c->pl, c->g->trap_owner[to]))
        trap_penalty(c->g, c->pl, c->rep, to);
    if (immediate && u == SCY_U_CHARACTER) take_on_entering(c, to);
}

/* IFA: the Automa springs a human Togawa trap: disarmed, penalty except popularity. */
static NOINLINE void trap_penalty(scy_game *g, int pl, scy_report *rep, int t)
{
    scy_player *p = &g->p[pl];
    g->trap_state[t] = SCY_TRAP_DISARMED;
    int kind = g->trap_kind[t], lost = 0;
    switch (kind) {
    case SCY_TRAP_POWER:
        lost = p->power >= 3 ? 3 : p->power;
        p->power = (uint8_t)(p->power - lost);
        break;
    case SCY_TRAP_COINS:
        lost = p->coins >= 4 ? 4 : (p->coins > 0 ? p->coins : 0);
        p->coins = (int16_t)(p->coins - lost);
        break;
    case SCY_TRAP_CARDS:
        lost = scy_combat_discard_random(g, pl, 2);
        break;
    default: /* popularity: the Automa never changes popularity (IFA) */
        break;
    }
    /* b: the trap's kind (bits 0-2) and what the Automa lost (bits 3-6), for the table instruction */
    report_event(rep, SCY_EV_TRAP_TRIGGERED, t, kind | lost << 3);
}

/* Albion flag / Togawa trap after the Encounter/Factory action (IFA-4, IFA-6). */
static ALWAYS_INLINE void place_faction_token(ctx *c)
{
    scy_game *g = c->g;
    int t = c->p->unit[SCY_U_CHARACTER];
    if (!SCY_IS_TERR(t) || g->flag_owner[t] >= 0 || g->trap_owner[t] >= 0) return;
    if (c->p->faction == SCY_ALBION && c->p->flags_left > 0) {
        c->p->flags_left--;
        g->flag_owner[t] = (int8_t)c->pl;
        report_event(c->rep, SCY_EV_FLAG, t, 0);
    } else if (c->p->faction == SCY_TOGAWA && c->p->traps_left) {
        int n = am_set_count(c->p->traps_left);
        int k = (int)am_rng_below(&g->rng, (uint32_t)n);
        int kind = -1;
        for (int b = 0; b < 4; b++)
            if (c->p->traps_left & (1u << b)) {
                if (k-- == 0) { kind = b; break; }
            }
        c->p->traps_left = (uint8_t)(c->p->traps_left & ~(1u << kind));
        g->trap_owner[t] = (int8_t)c->pl;
        g->trap_state[t] = SCY_TRAP_ARMED;
        g->trap_kind[t] = (uint8_t)kind;
        report_event(c->rep, SCY_EV_TRAP, t, 0);
    }
}

/* ---- the five-step procedures ---------------------------------------------------------- */

static ALWAYS_INLINE int try_move_worker(ctx *c, scy_move_report *mr)
{
    int u = select_unit(c, SCY_UK_WORKER, mr);
    if (u < 0) return SCY_SYM_NO_UNIT;
    am_set valid = automa_reach(c) | scy_homes[c->p->faction].start;
    /* not onto another player's units; with enemy = humans another Automa's units are no
     * enemy to attack but still hold their territory (R-SC-43) */
    valid &= ~c->other_any;
    valid &= ~own_units_except(c, SCY_UK_WORKER, u);
    am_set near_enemy = enemy_reach(c);
    am_set best;
    if (c->full) {
        am_set traps = enemy_armed_traps(c->g, c->pl);
        AM_SET_FOREACH(t, valid)
            add_candidate(mr, t, automa_neighbour_count(c->p->unit, c->restricted, c->no_tunnels, t, u), am_set_has(near_enemy, t), traps);
        best = best_of_candidates(mr, 1);
    } else if (several(best = valid & ~near_enemy)) {
        best = most_neighbours(c, best, u);  /* the most neighbours among the other units */
    }
    int to = break_ties(c, best, mr);
    if (to < 0) return SCY_SYM_NO_TERRITORY;
    mr->to = (int8_t)to;
    place_unit(c, u, to, all_moves(c) ? PU_IMMEDIATE : 0);
    return SCY_SYM_PERFORMED;
}

static ALWAYS_INLINE int try_move_combat(ctx *c, scy_move_report *mr, int kinds)
{
    int u = select_unit(c, kinds, mr);
    if (u < 0) return SCY_SYM_NO_UNIT;
    am_set valid = automa_reach(c) | scy_homes[c->p->faction].start;
    /* not onto another player's units; with enemy = humans another Automa's units are no
     * enemy to attack but still hold their territory (R-SC-43) */
    valid &= ~c->other_any;
    valid &= ~own_units_except(c, SCY_UK_COMBAT, u);
    /* enemy combat units on the board; those on home bases only if none is on the board */
    am_set targets = c->enemy_combat;
    unsigned homes = 0;
    if (!targets)
        for (int e = 0; e < c->g->nplayers; e++) {
            if (!scy_is_enemy(c->g, c->pl, e)) continue;
            for (int k = 0; k < SCY_U_WORKER0; k++)
                if (SCY_IS_HOME(c->g->p[e].unit[k])) homes |= 1u << (c->g->p[e].unit[k] - 48);
        }
    am_set best;
    if (c->full) {
        am_set traps = enemy_armed_traps(c->g, c->pl);
        AM_SET_FOREACH(t, valid) {
            int d = (targets || homes) ? distance_to(t, targets, homes) : 0;
            add_candidate(mr, t, d, 0, traps);
        }
        best = best_of_candidates(mr, 0);
    } else {
        /* the closest to a target: the first ring around the targets that meets `valid` */
        best = valid;
        if (several(valid) && (targets || homes))
            for (int d = 0; d < SCY_NRINGS; d++) {
                am_set ring = AM_SET_EMPTY;
                for (am_set x = targets; x; x &= x - 1) ring |= scy_ring[__builtin_ctzll(x)][d];
                for (unsigned h = homes; h; h &= h - 1) ring |= scy_ring[SCY_POS_HOME(__builtin_ctz(h))][d];
                if ((best = valid & ring) != 0) break;
            }
    }
    int to = break_ties(c, best, mr);
    if (to < 0) return SCY_SYM_NO_TERRITORY;
    mr->to = (int8_t)to;
    place_unit(c, u, to, all_moves(c) ? PU_IMMEDIATE : 0);
    return SCY_SYM_PERFORMED;
}

/* IFA-7: the Togawa Automa's character goes to re-arm one of its disarmed traps, anywhere. */
static ALWAYS_INLINE int try_rearm(ctx *c, scy_move_report *mr)
{
    am_set disarmed = AM_SET_EMPTY;
    for (int t = 0; t < SCY_NTERR; t++)
        if (c->g->trap_owner[t] == c->pl && c->g->trap_state[t] == SCY_TRAP_DISARMED) disarmed = am_set_add(disarmed, t);
    if (!disarmed) return SCY_SYM_NO_TERRITORY;
    am_set blocked = c->other_any | own_units_except(c, SCY_UK_MECH, -1);
    am_set enemies = c->enemy_any;
    mr->ncand = 0;
    AM_SET_FOREACH(t, disarmed)
        add_candidate(mr, t, enemies ? distance_to(t, enemies, 0) : 0, am_set_has(blocked, t), 0);
    /* shortest distance from an enemy unit, then reading order (no Factory tie-breaker here) */
    int best = -1, best_v = 0;
    for (int i = 0; i < mr->ncand; i++) {
        if (mr->cand[i].excluded) continue;
        if (best < 0 || mr->cand[i].value < best_v) {
            best = mr->cand[i].territory;
            best_v = mr->cand[i].value;
        }
    }
    if (best < 0) return SCY_SYM_NO_TERRITORY;
    int ties = 0;
    for (int i = 0; i < mr->ncand; i++)
        if (!mr->cand[i].excluded && mr->cand[i].value == best_v) ties++;
    mr->tiebreak = SCY_TB_NONE;
    if (ties > 1) {
        am_set tied = AM_SET_EMPTY;
        for (int i = 0; i < mr->ncand; i++)
            if (!mr->cand[i].excluded && mr->cand[i].value == best_v) tied = am_set_add(tied, mr->cand[i].territory);
        int marker;
        best = final_tiebreak(c, tied, &marker);
        mr->tiebreak = marker ? SCY_TB_HOME_MARKER : SCY_TB_READING;
    }
    mr->to = (int8_t)best;
    mr->rearm = 1;
    place_unit(c, SCY_U_CHARACTER, best, all_moves(c) ? PU_IMMEDIATE : 0);
    c->g->trap_state[best] = SCY_TRAP_ARMED;
    return SCY_SYM_PERFORMED;
}

static ALWAYS_INLINE int try_encounter(ctx *c, scy_move_report *mr)
{
    int u = select_unit(c, SCY_UK_CHARACTER, mr);
    if (u < 0) return SCY_SYM_NO_UNIT;
    am_set targets = c->g->encounters;
    if (!c->p->factory_card) targets = am_set_add(targets, scy_factory);
    am_set valid = automa_reach(c) & targets;  /* no home-base neighbourhood for this action */
    am_set blocked = c->other_any | own_units_except(c, SCY_UK_MECH, -1);
    am_set best = valid & ~blocked;  /* every candidate is worth 0 */
    if (c->full) {
        am_set traps = enemy_armed_traps(c->g, c->pl);
        AM_SET_FOREACH(t, valid) add_candidate(mr, t, 0, am_set_has(blocked, t), traps);
        best = best_of_candidates(mr, 1);
    }
    int to = break_ties(c, best, mr);
    if (to < 0) {
        if (c->p->faction == SCY_TOGAWA && try_rearm(c, mr) == SCY_SYM_PERFORMED) {
            place_faction_token(c);
            return SCY_SYM_PERFORMED;
        }
        return SCY_SYM_NO_TERRITORY;
    }
    mr->to = (int8_t)to;
    place_unit(c, u, to, all_moves(c) ? PU_IMMEDIATE : 0);
    place_faction_token(c);
    return SCY_SYM_PERFORMED;
}

static ALWAYS_INLINE int try_attack_worker(ctx *c, scy_move_report *mr)
{
    int u = select_unit(c, SCY_UK_COMBAT, mr);
    if (u < 0) return SCY_SYM_NO_UNIT;
    am_set valid = automa_reach(c) | scy_homes[c->p->faction].start;
    am_set any_combat = own_units_except(c, SCY_UK_COMBAT, u);
    for (int e = 0; e < c->g->nplayers; e++)
        if (e != c->pl) any_combat |= scy_game_units_mask(c->g, e, SCY_UK_COMBAT);
    valid &= c->enemy_workers & ~any_combat;
    am_set best = AM_SET_EMPTY;
    if (c->full) {
        am_set traps = enemy_armed_traps(c->g, c->pl);
        AM_SET_FOREACH(t, valid) add_candidate(mr, t, c->g->resources[t], 0, traps);
        best = best_of_candidates(mr, 1);
    } else {
        int most = -1;  /* the most resources */
        AM_SET_FOREACH(t, valid) {
            int v = c->g->resources[t];
            if (v > most) {
                most = v;
                best = AM_SET_EMPTY;
            }
            if (v == most) best = am_set_add(best, t);
        }
    }
    int to = break_ties(c, best, mr);
    if (to < 0) return SCY_SYM_NO_TERRITORY;
    mr->to = (int8_t)to;
    place_unit(c, u, to, all_moves(c) ? PU_IMMEDIATE : 0);
    /* SC-29: the resources were removed on arrival (place_unit); the workers go home */
    for (int e = 0; e < c->g->nplayers; e++) {
        if (!scy_is_enemy(c->g, c->pl, e)) continue;
        int n = 0;
        for (int w = SCY_U_WORKER0; w < SCY_NUNITS; w++)
            if (c->g->p[e].unit[w] == to) {
                scy_unit_put(c->g, e, w, SCY_POS_HOME(c->g->p[e].faction));
                n++;
            }
        if (n) {
            report_event(c->rep, SCY_EV_WORKERS_HOME, e, n);
            c->enemy_ok = 0;  /* the other players' masks are stale */
        }
    }
    return SCY_SYM_PERFORMED;
}

static ALWAYS_INLINE int try_attack_combat(ctx *c, scy_move_report *mr, int threshold)
{
    if (c->p->power < threshold) return SCY_SYM_LOW_POWER;
    int u = select_unit(c, SCY_UK_COMBAT, mr);
    if (u < 0) return SCY_SYM_NO_UNIT;
    am_set valid = automa_reach(c) | scy_homes[c->p->faction].start;
    valid &= c->enemy_combat;
    am_set traps = c->full ? enemy_armed_traps(c->g, c->pl) : AM_SET_EMPTY;
    am_set best = AM_SET_EMPTY;
    int fewest = 1 << 30;  /* the fewest enemy combat units */
    AM_SET_FOREACH(t, valid) {
        int n = 0;
        for (int e = 0; e < c->g->nplayers; e++)
            if (scy_is_enemy(c->g, c->pl, e)) n += scy_game_count_units_on(c->g, e, SCY_UK_COMBAT, t);
        if (c->full) add_candidate(mr, t, n, 0, traps);
        if (n < fewest) {
            fewest = n;
            best = AM_SET_EMPTY;
        }
        if (n == fewest) best = am_set_add(best, t);
    }
    if (c->full) best = best_of_candidates(mr, 0);
    int to = break_ties(c, best, mr);
    if (to < 0) return SCY_SYM_NO_TERRITORY;
    mr->to = (int8_t)to;
    /* the trap is sprung on entering, before the combat (IFA) */
    place_unit(c, u, to, PU_COMBAT);
    int defender = -1;
    for (int e = 0; e < c->g->nplayers && defender < 0; e++)
        if (scy_is_enemy(c->g, c->pl, e) && scy_game_count_units_on(c->g, e, SCY_UK_COMBAT, to)) defender = e;
    c->g->pending.kind = SCY_PEND_COMBAT;
    c->g->pending.territory = (int8_t)to;
    c->g->pending.attacker = (uint8_t)c->pl;
    c->g->pending.defender = (uint8_t)defender;
    c->g->pending.attacker_unit = (int8_t)u;
    report_event(c->rep, SCY_EV_COMBAT_STARTS, to, defender);
    return SCY_SYM_PERFORMED;
}

/* A symbol applies when it is in no bracket or in the Automa's faction's (Albion's and Togawa's
 * only with the later printing's brackets): c->bracket, worked out in ctx_init. */
static ALWAYS_INLINE int symbol_applies(const ctx *c, const scy_move_sym *s)
{
    return s->bracket < 0 || s->bracket == c->bracket;
}

static ALWAYS_INLINE int gain_applies(const ctx *c, const scy_gain_sym *s)
{
    return s->bracket < 0 || s->bracket == c->bracket;
}

static ALWAYS_INLINE const scy_card *turn_card(const scy_game *g)
{
    return &g->cards[g->turn.card - 1];
}

/* The turn's scheme row, for a turn in progress (a continuation, would_move's copy). */
static ALWAYS_INLINE const scy_scheme *turn_scheme(const scy_game *g)
{
    return &turn_card(g)->scheme[g->p[g->current].scheme];
}


/* SC-28: the character ending its move action on an encounter token takes it. */
static ALWAYS_INLINE void end_of_move_encounter(ctx *c, int moved_unit)
{
    int t = c->p->unit[SCY_U_CHARACTER];
    if (moved_unit != SCY_U_CHARACTER) return;
    if (SCY_IS_TERR(t) && am_set_has(c->g->encounters, t)) {
        c->g->encounters = am_set_remove(c->g->encounters, t);
        c->p->encounters++;
        report_event(c->rep, SCY_EV_ENCOUNTER, t, 0);
    }
}

/* One symbol of the move row: its five-step procedure on the board as it stands. */
static ALWAYS_INLINE int try_symbol(ctx *c, const scy_move_sym *s, scy_move_report *mr)
{
    /* the water restriction: read when the turn (or its continuation) starts, in ctx_init; the
     * tracker only moves in step 3, after the moves */
    refresh(c);
    switch (s->kind) {
    case SCY_MV_WORKER: return try_move_worker(c, mr);
    case SCY_MV_MECH: return try_move_combat(c, mr, SCY_UK_MECH);
    case SCY_MV_CHARACTER: return try_move_combat(c, mr, SCY_UK_CHARACTER);
    case SCY_MV_ENCOUNTER: return try_encounter(c, mr);
    case SCY_MV_ATTACK_WORKER: return try_attack_worker(c, mr);
    default: return try_attack_combat(c, mr, s->threshold);
    }
}

/* A unit of the Automa moved: its masks are stale, and the enemies' reach too (a human's Township
 * or Underpass reads who controls a territory, which an Automa unit entering a lone structure's
 * territory changes). */
static ALWAYS_INLINE void units_moved(ctx *c)
{
    c->own_ok = 0;
    c->have_enemy_reach = 0;
}

/* Phase: moves, without a report: nothing records the symbols not tried, so only those that apply
 * are visited, and the row stops after a move unless every valid move is performed. Returns 1 if
 * the turn must stop (pending decision or game over). */
static ALWAYS_INLINE int phase_moves_fast(ctx *c)
{
    scy_game *g = c->g;
    const scy_scheme *sc = c->sc;
    int n = sc->nmove, all = c->all;
    int i = g->turn.next_move;
    if (i >= n) return 0;
    if (!g->turn.no_move && (all || !g->turn.moved))
        for (; i < n; i++) {
            const scy_move_sym *s = &sc->move[i];
            if (!symbol_applies(c, s)) continue;
            scy_move_report mr;
            mr.rearm = mr.ncand = 0;  /* the rest is set by the procedure (the candidates by
                                       * would_move's ranking with a report asked for) */
            if (try_symbol(c, s, &mr) != SCY_SYM_PERFORMED) continue;
            g->turn.moved = 1;
            units_moved(c);
            if (g->pending.kind == SCY_PEND_COMBAT) {
                g->turn.next_move = (uint8_t)(i + 1);
                return 1;
            }
            if (!all) end_of_move_encounter(c, mr.rearm ? SCY_U_CHARACTER : mr.unit);
            if (g->game_over) {
                g->turn.next_move = (uint8_t)(i + 1);
                return 1;
            }
            if (!all) break;
        }
    g->turn.next_move = (uint8_t)n;
    return 0;
}

/* Phase: moves, with a report: every symbol of the row is recorded (not tried, another faction's
 * bracket, or its result). */
static NOINLINE int phase_moves_report(ctx *c)
{
    scy_game *g = c->g;
    const scy_scheme *sc = c->sc;
    int n = sc->nmove, all = c->all;
    while (g->turn.next_move < n) {
        int i = g->turn.next_move++;
        const scy_move_sym *s = &sc->move[i];
        scy_move_report tmp, *mr = &tmp;
        if (c->rep->nmoves < SCY_REPORT_MAX_MOVES) mr = &c->rep->moves[c->rep->nmoves++];
        memset(mr, 0, offsetof(scy_move_report, cand));  /* the candidates are filled as needed */
        mr->sym = *s;
        mr->unit = -1;
        mr->from = mr->to = -1;
        if (g->turn.no_move || (g->turn.moved && !all)) {
            mr->result = SCY_SYM_NOT_TRIED;
            continue;
        }
        if (!symbol_applies(c, s)) {
            mr->result = SCY_SYM_SKIPPED_BRACKET;
            continue;
        }
        int r = try_symbol(c, s, mr);
        mr->result = (uint8_t)r;
        if (r != SCY_SYM_PERFORMED) continue;
        g->turn.moved = 1;
        units_moved(c);
        if (g->pending.kind == SCY_PEND_COMBAT) {
            c->rep->waiting_combat = 1;
            return 1;
        }
        if (!all) end_of_move_encounter(c, mr->rearm ? SCY_U_CHARACTER : mr->unit);
        if (g->game_over) return 1;
    }
    /* rest of the row: not tried (only reached when a move happened or none was valid) */
    return 0;
}

static ALWAYS_INLINE int phase_moves(ctx *c)
{
    return c->rep ? phase_moves_report(c) : phase_moves_fast(c);
}

/* Flip a combat card (options SC-50/SC-51): simulated deck, or the value the person gave. */
static ALWAYS_INLINE int flip_value(ctx *c, int pend_kind, int *value)
{
    scy_game *g = c->g;
    if (g->opt.combat_mode == SCY_COMBAT_SIMULATED) {
        *value = scy_game_flip_combat_card(g);
        return 0;
    }
    if (g->turn.flip >= 0) {
        *value = g->turn.flip;
        g->turn.flip = -1;
        return 0;
    }
    g->pending.kind = (uint8_t)pend_kind;
    return 1;
}

/* The first unit of a gain symbol's kind (SCY_GAIN_WORKER: a worker; else the character, then a
 * mech) still on the faction mat, -1 if none. */
static ALWAYS_INLINE int mat_unit(const scy_player *p, int kind)
{
    int i;
    if (kind == SCY_GAIN_WORKER)
        return (i = scy_byte_index(p->unit + SCY_U_WORKER0, 8, SCY_POS_MAT)) >= 0 ? SCY_U_WORKER0 + i : -1;
    if (p->unit[SCY_U_CHARACTER] == SCY_POS_MAT) return SCY_U_CHARACTER;
    return (i = scy_byte_index(p->unit + SCY_U_MECH0, 4, SCY_POS_MAT)) >= 0 ? SCY_U_MECH0 + i : -1;
}

static ALWAYS_INLINE int deploy(ctx *c, int kind)
{
    int u = mat_unit(c->p, kind);
    if (u < 0) {
        report_event(c->rep, SCY_EV_DEPLOY_NONE, kind, 0);
        return 0;
    }
    scy_unit_put(c->g, c->pl, u, c->home);
    report_event(c->rep, u >= SCY_U_WORKER0 ? SCY_EV_DEPLOY_WORKER : (u ? SCY_EV_DEPLOY_MECH : SCY_EV_DEPLOY_CHARACTER),
                     u, 0);
    return 1;
}

/* The card's total coins and power (SC-48 / SC-53: the modifiers apply once per card, to the
 * card's total), both worked out in one pass over the gain row. */
static ALWAYS_INLINE void card_totals(const ctx *c, int *coins, int *power)
{
    const scy_scheme *sc = c->sc;
    int co = 0, po = 0;
    for (int i = 0; i < sc->ngain; i++) {
        const scy_gain_sym *s = &sc->gain[i];
        if (!gain_applies(c, s)) continue;
        if (s->kind == SCY_GAIN_COIN) co += s->n;
        else if (s->kind == SCY_GAIN_POWER) po += s->n;
    }
    *coins = co;
    *power = po;
}

static ALWAYS_INLINE int gain_power(ctx *c, int n)
{
    scy_player *p = c->p;
    int v = p->power + n;
    if (v > SCY_POWER_MAX) v = SCY_POWER_MAX;
    int gained = v - p->power;
    p->power = (uint8_t)v;
    report_event(c->rep, SCY_EV_POWER, gained, p->power);
    if (p->power == SCY_POWER_MAX && !p->power_star_done) {
        p->power_star_done = 1;
        report_event(c->rep, SCY_EV_STAR_POWER, 0, 0);
        if (scy_game_add_star(c->g, c->pl, SCY_STAR_POWER)) return 1;
    }
    return 0;
}

/* Phase: gains (step 2B). Returns 1 if the turn must stop. The row's position (next symbol, units
 * of it done) is kept in locals and written to g->turn where the phase ends or stops. */
static ALWAYS_INLINE int phase_gains(ctx *c)
{
    scy_game *g = c->g;
    const scy_scheme *sc = c->sc;
    int n = sc->ngain, i = g->turn.next_gain, done = g->turn.gain_done, stop = 0;
    int coins = -1, power = -1;  /* the card's totals, when first needed */
    for (; i < n; i++, done = 0) {
        const scy_gain_sym *s = &sc->gain[i];
        if (!gain_applies(c, s)) continue;
        switch (s->kind) {
        case SCY_GAIN_WORKER:
        case SCY_GAIN_CHAR_OR_MECH:
            while (done < s->n) {
                if (g->opt.flip_deploy && mat_unit(c->p, s->kind) >= 0) {  /* R-SC-11: only a unit that would deploy */
                    int v;
                    if (flip_value(c, SCY_PEND_FLIP_DEPLOY, &v)) {
                        stop = 1;
                        goto out;
                    }
                    done++;
                    if (v >= 4) {
                        report_event(c->rep, SCY_EV_FLIP_NO_DEPLOY, v, s->kind);
                        continue;
                    }
                } else {
                    done++;
                }
                deploy(c, s->kind);
            }
            break;
        case SCY_GAIN_COIN:
            /* SC-48 / SC-53: modifiers apply once per card, to the card's total */
            if (!g->turn.coins_done) {
                g->turn.coins_done = 1;
                if (coins < 0) card_totals(c, &coins, &power);
                int k = coins + g->opt.coin_mod + (c->p->level == SCY_ULTIMASZYNA);
                if (k < 0) k = 0;
                c->p->coins = (int16_t)(c->p->coins + k);
                report_event(c->rep, SCY_EV_COINS, k, 0);
            }
            break;
        case SCY_GAIN_POWER:
            if (!g->turn.power_done) {
                g->turn.power_done = 1;
                if (power < 0) card_totals(c, &coins, &power);
                int k = power + g->opt.power_mod + (c->p->level == SCY_ULTIMASZYNA);
                if (k < 0) k = 0;
                if (gain_power(c, k)) {
                    i++;  /* the game ended: this symbol is done, gain_done as it was */
                    stop = 1;
                    goto out;
                }
            }
            break;
        default:
            for (int k = 0; k < s->n; k++) scy_game_give_combat_card(g, c->pl);
            report_event(c->rep, SCY_EV_COMBAT_CARDS, s->n, c->p->combat_cards);
            break;
        }
    }
out:
    g->turn.next_gain = (uint8_t)i;
    g->turn.gain_done = (uint8_t)done;
    return stop;
}

/* Step 2C: recruit bonus for each human who enlisted that recruit (with several players: only
 * the humans sitting next to this Automa). */
static ALWAYS_INLINE void phase_recruit(ctx *c)
{
    scy_game *g = c->g;
    int rec = c->sc->recruit;
    if (rec == SCY_REC_NONE) return;
    /* one human against it (two players): that human only, no multi-Automa rule */
    int h0 = 0, h1 = g->nplayers;
    if (g->nplayers == 2) {
        h0 = 1 - c->pl;
        h1 = h0 + 1;
    }
    for (int h = h0; h < h1; h++) {
        scy_player *hp = &g->p[h];
        if (hp->automa) continue;
        if (c->multi < 0) c->multi = scy_is_multi(g);
        if (c->multi) {
            int left = (c->pl + g->nplayers - 1) % g->nplayers, right = (c->pl + 1) % g->nplayers;
            if (h != left && h != right) continue;
        }
        if (!(hp->recruits & (1u << rec))) {
            report_event(c->rep, SCY_EV_RECRUIT, h, -rec);
            continue;
        }
        switch (rec) {
        case SCY_REC_POWER: if (hp->power < SCY_POWER_MAX) hp->power++; break;
        case SCY_REC_COIN: hp->coins++; break;
        case SCY_REC_POPULARITY: if (hp->popularity < SCY_POPULARITY_MAX) hp->popularity++; break;
        default: scy_game_give_combat_card(g, h); break;
        }
        report_event(c->rep, SCY_EV_RECRUIT, h, rec);
    }
}

/* The deck an Automa draws from: its own, or with the shared-deck option (several Automas) the
 * deck kept by the first Automa in seat order. */
static ALWAYS_INLINE scy_deck *deck_of(ctx *c)
{
    return c->g->opt.shared_deck ? scy_game_deck_of(c->g, c->pl) : &c->p->deck;
}

/* Every card of deck d (draw pile, then the discard and combat piles on it) shuffled into a new
 * draw pile. */
static NOINLINE void reshuffle_all(am_rng *rng, scy_deck *d)
{
    int n = d->ndraw;
    memcpy(d->draw + n, d->discard, d->ndiscard);
    n += d->ndiscard;
    memcpy(d->draw + n, d->combat, d->ncombat);
    n += d->ncombat;
    d->ndraw = (uint8_t)n;
    d->ndiscard = d->ncombat = 0;
    am_rng_shuffle(rng, d->draw, (size_t)n, 1);
}

/* Step 3: the star tracker. Returns 1 if the game ended. */
static ALWAYS_INLINE int phase_tracker(ctx *c)
{
    scy_player *p = c->p;
    if (c->rep) c->rep->tracker_from = c->rep->tracker_to = p->tracker;
    if (!c->card->star) return 0;
    const scy_tracker *tr = &c->g->trackers[p->level];
    if (p->tracker + 1 >= tr->spaces) return 0;
    int was_restricted = c->restricted;  /* read in ctx_init: the token has not moved since */
    p->tracker++;
    if (c->rep) c->rep->tracker_to = p->tracker;
    report_event(c->rep, SCY_EV_TRACKER, p->tracker, 0);
    if (was_restricted && !scy_water_restricted(c->g, c->pl)) report_event(c->rep, SCY_EV_WATER_UNLOCKED, 0, 0);
    /* the six star spaces compared with the token's space at once (bytes of a word): most spaces
     * hold no star */
    uint64_t w = 0, ones = 0x010101010101u, low7 = ones * 0x7f;
    memcpy(&w, tr->star, 6);
    uint64_t x = w ^ (ones * p->tracker);
    if (!(~(((x & low7) + low7) | x | low7) & (ones * 0x80))) return 0;
    for (int i = 0; i < SCY_STARS_END; i++) {
        if (tr->star[i] != p->tracker) continue;
        report_event(c->rep, SCY_EV_STAR_TRACKER, i + 1, 0);
        if (scy_game_add_star(c->g, c->pl, SCY_STAR_TRACKER)) return 1;
        if (i == 0 && p->scheme == 0) {
            /* SC-37: reshuffle everything into a new deck and switch to Scheme II */
            reshuffle_all(&c->g->rng, deck_of(c));
            p->scheme = 1;
            report_event(c->rep, SCY_EV_SCHEME_SWITCH, 0, 0);
        }
    }
    return 0;
}

static ALWAYS_INLINE int draw_card(ctx *c)
{
    scy_deck *d = deck_of(c);
    if (d->ndraw == 0) {
        /* SC-12: reshuffle both discard piles, then draw */
        reshuffle_all(&c->g->rng, deck_of(c));
        if (c->rep) c->rep->reshuffled = 1;
        report_event(c->rep, SCY_EV_RESHUFFLE, 0, 0);
    }
    if (d->ndraw == 0) return 0;
    int card = d->draw[--d->ndraw];
    d->discard[d->ndiscard++] = (uint8_t)card;
    return card;
}

static ALWAYS_INLINE void next_player(scy_game *g)
{
    g->turn.active = 0;
    g->current = (uint8_t)((g->current + 1) % g->nplayers);
    g->turns++;
}

/* Option "flip before moving" (R-SC-11): "Every time the Automa would move a unit": is any symbol
 * of the move row valid? The row is tried on a copy of the game (nothing of g changes). */
static ALWAYS_INLINE void ctx_init(ctx *c, scy_game *g, scy_report *rep, int full);
static NOINLINE int would_move(const scy_game *g, int full)
{
    scy_game copy;
    scy_game_copy_play(&copy, g);  /* the play state only (not the kept report) */
    ctx t;
    ctx_init(&t, &copy, NULL, full);  /* the same ranking as the turn itself (fast or listed) */
    t.card = turn_card(&copy);
    t.sc = turn_scheme(&copy);
    phase_moves(&t);
    return copy.turn.moved;
}

/* Runs the phases from g->turn.phase on (each phase falls through to the next one unless the game
 * ended or the turn waits). */
static ALWAYS_INLINE int run_phases(ctx *c, am_err *err)
{
    scy_game *g = c->g;
    (void)err;
    for (;;) {
        if (g->game_over) {
            g->turn.active = 0;
            report_event(c->rep, SCY_EV_GAME_END, c->pl, 0);
            if (c->rep) c->rep->game_over = 1;
            return AM_OK;
        }
        switch (g->turn.phase) {
        case SCY_PH_FLIP:
            if (g->opt.flip_move && would_move(c->g, c->full)) {
                int v;
                if (flip_value(c, SCY_PEND_FLIP_MOVE, &v)) return AM_OK;
                if (v >= 4) {
                    g->turn.no_move = 1;
                    report_event(c->rep, SCY_EV_FLIP_NO_MOVE, v, 0);
                }
            }
            g->turn.phase = SCY_PH_MOVE;
            if (g->game_over) continue;
            /* fall through */
        case SCY_PH_MOVE:
            if (phase_moves(c)) {
                if (g->game_over) continue;
                return AM_OK;  /* waiting for a combat */
            }
            g->turn.phase = SCY_PH_GAIN;
            if (g->game_over) continue;
            /* fall through */
        case SCY_PH_GAIN:
            if (phase_gains(c)) {
                if (g->game_over) continue;
                return AM_OK;  /* waiting for a flipped card */
            }
            g->turn.phase = SCY_PH_RECRUIT;
            if (g->game_over) continue;
            /* fall through */
        case SCY_PH_RECRUIT:
            phase_recruit(c);
            g->turn.phase = SCY_PH_TRACKER;
            if (g->game_over) continue;
            /* fall through */
        case SCY_PH_TRACKER:
            if (phase_tracker(c)) continue;
            g->turn.phase = SCY_PH_END;
            if (g->game_over) continue;
            /* fall through */
        default: {
            /* SC-28: a character ending the turn on the Factory without a Factory card draws one */
            int t = c->p->unit[SCY_U_CHARACTER];
            if (t == scy_factory && !c->p->factory_card && g->factory_cards_left > 0) {
                c->p->factory_card = 1;
                g->factory_cards_left--;
                report_event(c->rep, SCY_EV_FACTORY_CARD, t, 0);
            }
            next_player(g);
            return AM_OK;
        }
        }
    }
}

static ALWAYS_INLINE void ctx_init(ctx *c, scy_game *g, scy_report *rep, int full)
{
    int pl = g->current;
    scy_player *p = &g->p[pl];
    int f = p->faction;
    c->g = g;
    c->pl = pl;
    c->p = p;
    c->card = NULL;  /* set once the card is known (a new turn: after the draw; see turn_scheme) */
    c->sc = NULL;
    c->home = SCY_POS_HOME(f);
    c->bracket = !g->opt.ifa_brackets && (f == SCY_ALBION || f == SCY_TOGAWA) ? -2 : f;
    c->restricted = scy_water_restricted(g, pl);
    c->no_tunnels = c->restricted && (f == SCY_ALBION || f == SCY_TOGAWA);
    c->rep = rep;
    c->full = full;
    c->at = g->units_at[pl];
    c->at2 = g->units_at2[pl];
    c->own_ok = c->enemy_ok = c->have_enemy_reach = 0;
    c->enemy_reach = AM_SET_EMPTY;
    c->multi = c->togawa = -1;
    c->all = g->opt.all_moves || p->level == SCY_ULTIMASZYNA;
    if (rep) {
        memset(rep, 0, offsetof(scy_report, events));  /* the entries are filled as needed */
        rep->player = g->current;
        rep->card = g->turn.card;
        rep->scheme = c->p->scheme;
        rep->tracker_from = rep->tracker_to = c->p->tracker;
    }
}

static int automa_continue(scy_game *g, scy_report *rep, int full, am_err *err);

/* The turn; `full`: build the candidate lists (the reference path). Inlined into each entry point,
 * so that the simulator's (no report) is compiled with rep NULL: no report test is left in it. */
static ALWAYS_INLINE int automa_turn(scy_game *g, scy_report *rep, int full, am_err *err)
{
    if (g->game_over) return am_fail(err, AM_ESTATE, _("the game is over"));
    if (g->pending.kind != SCY_PEND_NONE)
        return am_fail(err, AM_ESTATE, _("the game waits for an answer first (%s)"),
                       g->pending.kind == SCY_PEND_COMBAT ? _("a combat") : _("a flipped combat card"));
    if (g->turn.active) return automa_continue(g, rep, full, err);
    if (g->current >= g->nplayers || !g->p[g->current].automa)
        return am_fail(err, AM_ESTATE, _("it is not an Automa's turn (%s, a human, plays now)"),
                       g->current < g->nplayers ? scy_faction_label(g->p[g->current].faction) : "?");
    ctx c;
    ctx_init(&c, g, rep, full);
    memset(&g->turn, 0, sizeof g->turn);
    g->turn.flip = -1;
    int card = draw_card(&c);
    if (card == 0) return am_fail(err, AM_ESTATE, _("the Automa deck is empty"));
    c.p->last_card = (uint8_t)card;
    /* shared deck (clarifications §I.11): resources read the last non-combat card of any Automa,
     * the top of the shared discard pile, so every Automa's last card is this one (R-SC-44) */
    if (g->opt.shared_deck)
        for (int q = 0; q < g->nplayers; q++)
            if (g->p[q].automa) g->p[q].last_card = (uint8_t)card;
    g->turn.active = 1;
    g->turn.card = (uint8_t)card;
    g->turn.phase = SCY_PH_FLIP;
    c.card = &g->cards[card - 1];
    c.sc = &c.card->scheme[c.p->scheme];
    if (rep) {
        rep->card = (uint8_t)card;
        rep->scheme = c.p->scheme;
    }
    /* SC-9 / SC-47: the skip icon skips the whole turn (no move, gain, recruit, tracker) */
    if (c.card->skip && (c.p->level == SCY_AUTOMETTA || g->opt.skip_turns)) {
        if (rep) rep->skipped = 1;
        next_player(g);
        return AM_OK;
    }
    return run_phases(&c, err);
}

/* The simulator's turn (no report): every function it calls in this file inlined into it (SCY_HOT),
 * so that its context lives in registers and the report's code is compiled away; the report paths
 * are compiled as usual. */
static SCY_HOT int fast_turn(scy_game *g, am_err *err)
{
    return automa_turn(g, NULL, 0, err);
}

int scy_automa_turn(scy_game *g, scy_report *rep, am_err *err)
{
    if (!rep) return fast_turn(g, err);
    return automa_turn(g, rep, 1, err);
}

int scy_automa_turn_lean(scy_game *g, scy_report *rep, am_err *err)
{
    return automa_turn(g, rep, 0, err);
}

static ALWAYS_INLINE int automa_continue(scy_game *g, scy_report *rep, int full, am_err *err)
{
    if (!g->turn.active) return am_fail(err, AM_ESTATE, _("no Automa turn is in progress"));
    if (g->pending.kind != SCY_PEND_NONE) return am_fail(err, AM_ESTATE, _("the game waits for an answer first"));
    ctx c;
    ctx_init(&c, g, rep, full);
    c.card = turn_card(g);
    c.sc = turn_scheme(g);
    return run_phases(&c, err);
}

int scy_automa_continue(scy_game *g, scy_report *rep, am_err *err)
{
    return automa_continue(g, rep, rep != NULL, err);
}

int scy_game_answer_flip(scy_game *g, int value, scy_report *rep, am_err *err)
{
    if (g->pending.kind != SCY_PEND_FLIP_MOVE && g->pending.kind != SCY_PEND_FLIP_DEPLOY)
        return am_fail(err, AM_ESTATE, _("no flipped combat card is expected now"));
    if (value < 2 || value > 5) return am_fail(err, AM_EUSAGE, _("a combat card shows 2, 3, 4 or 5, not %d"), value);
    g->pending.kind = SCY_PEND_NONE;
    g->turn.flip = (int8_t)value;
    return scy_automa_continue(g, rep, err);
}
