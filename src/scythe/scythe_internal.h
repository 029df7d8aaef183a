/* Internal helpers shared by the Scythe modules (not part of the public API). */
#ifndef AUTOMA_SCYTHE_INTERNAL_H
#define AUTOMA_SCYTHE_INTERNAL_H

#include <string.h>

#include "automa/scythe.h"

/* For the small helpers of the turn engine's hot paths (issue 31). */
#define SCY_INLINE inline __attribute__((always_inline))
/* The simulator's hot entry points (the Automa's turn without a report, a stand-in's turn): every
 * function they call in their file inlined into them (flatten), so that their state lives in
 * registers; with GCC also their small loops of a fixed count peeled (13 unit slots, 4 bit-sliced
 * counters, the rings) and their loops unswitched on the flags read once (the water restriction,
 * the stand-in): 5 % fewer instructions. Other compilers (clang: the WebAssembly and fuzzing
 * builds) take them as they are. (issue 31) */
#if defined(__GNUC__) && !defined(__clang__)
#define SCY_HOT __attribute__((flatten, optimize("peel-loops", "unswitch-loops")))
#else
#define SCY_HOT __attribute__((flatten))
#endif

/* scy_game_is_enemy, inlined for the turn engine's loops. */
static SCY_INLINE int scy_is_enemy(const scy_game *g, int a, int b)
{
    if (a == b) return 0;
    if (g->opt.enemy_mode == SCY_ENEMY_HUMANS) return g->p[a].automa != g->p[b].automa;
    return 1;
}
/* scy_game_water_restricted and scy_game_is_multi, inline for the engine's hot paths. */
static SCY_INLINE int scy_water_restricted(const scy_game *g, int pl)
{
    const scy_player *p = &g->p[pl];
    if (!p->automa || p->level == SCY_ULTIMASZYNA) return 0;
    return p->tracker < g->trackers[p->level].nowater;
}
static SCY_INLINE int scy_is_multi(const scy_game *g)
{
    /* more than two players, or two Automas (a game has two players at least) */
    return g->nplayers > 2 || (g->p[0].automa && g->p[1].automa);
}
/* The first of the n (4 or 8) bytes at p equal to v, -1 if none: the bytes compared with v at once
 * as one word (m has the high bit of each equal byte). */
static SCY_INLINE int scy_byte_index(const int8_t *p, int n, int v)
{
    uint64_t w = 0, ones = n == 8 ? 0x0101010101010101u : 0x01010101u;
    memcpy(&w, p, (size_t)n);
    uint64_t x = w ^ (ones * (uint8_t)v), low7 = ones * 0x7f;
    uint64_t m = ~(((x & low7) + low7) | x | low7) & (ones * 0x80);
    return m ? __builtin_ctzll(m) >> 3 : -1;
}
/* How many of the n (4 or 8) bytes at p equal v (compared at once, the flags summed). */
static SCY_INLINE int scy_byte_count(const int8_t *p, int n, int v)
{
    uint64_t w = 0, ones = n == 8 ? 0x0101010101010101u : 0x01010101u;
    memcpy(&w, p, (size_t)n);
    uint64_t x = w ^ (ones * (uint8_t)v), low7 = ones * 0x7f;
    uint64_t m = ~(((x & low7) + low7) | x | low7) & (ones * 0x80);
    return (int)(((m >> 7) * 0x0101010101010101u) >> 56);
}
/* Does one of the n (<= 8) bytes at p equal v? (the bytes as one word; no loop) */
static inline int scy_bytes_have(const void *p, size_t n, uint8_t v)
{
    uint64_t w = 0, ones = n >= 8 ? 0x0101010101010101u : (((uint64_t)1 << (8 * n)) - 1) / 0xff;
    memcpy(&w, p, n);
    uint64_t x = w ^ (ones * v), low7 = ones * 0x7f;
    return (~(((x & low7) + low7) | x | low7) & (ones * 0x80)) != 0;
}
/* The bit of position pos in the kept unit masks: every position is below 64; the faction mat is
 * left out (issue 16). */
static SCY_INLINE am_set scy_mask_bit(int pos) { return (am_set)(pos != SCY_POS_MAT) << (pos & 63); }
/* The kept unit masks (scy_game.units_at, units_at2) of player pl's units of kind k (0 the
 * character, 1 the mechs, 2 the workers), rebuilt from their positions. */
static inline void scy_sync_kind(scy_game *g, int pl, int k)
{
    static const uint8_t lo[3] = {SCY_U_CHARACTER, SCY_U_MECH0, SCY_U_WORKER0};
    static const uint8_t hi[3] = {SCY_U_MECH0, SCY_U_WORKER0, SCY_NUNITS};
    const int8_t *unit = g->p[pl].unit;
    am_set one = AM_SET_EMPTY, two = AM_SET_EMPTY;
    for (int u = lo[k]; u < hi[k]; u++) {
        am_set b = scy_mask_bit(unit[u]);
        two |= one & b;
        one |= b;
    }
    g->units_at[pl][k] = one;
    if (k) g->units_at2[pl][k - 1] = two;
}
/* Puts player pl's unit u at position pos and keeps the unit masks up to date: every move of a
 * unit in the library goes through here. */
static SCY_INLINE void scy_unit_put(scy_game *g, int pl, int u, int pos)
{
    int8_t *unit = g->p[pl].unit;
    int from = unit[u];
    unit[u] = (int8_t)pos;
    if (from == pos) return;
    am_set bf = scy_mask_bit(from), bt = scy_mask_bit(pos);
    if (u == SCY_U_CHARACTER) {
        g->units_at[pl][0] = bt;
        return;
    }
    int k = u < SCY_U_WORKER0 ? 1 : 2;
    am_set *one = &g->units_at[pl][k], *two = &g->units_at2[pl][k - 1];
    if (*two & bf) {
        /* two or more were there: still two or more unless one is left. The 4 mechs / 8 workers
         * compared with `from` at once, as bytes of a word: m has the high bit of each equal byte */
        uint64_t w = 0, ones = k == 1 ? 0x01010101u : 0x0101010101010101u;
        memcpy(&w, unit + (k == 1 ? SCY_U_MECH0 : SCY_U_WORKER0), k == 1 ? 4 : 8);
        uint64_t x = w ^ (ones * (uint8_t)from), low7 = ones * 0x7f;
        uint64_t m = ~(((x & low7) + low7) | x | low7) & (ones * 0x80);
        if (!(m & (m - 1))) *two &= ~bf;  /* at most one left */
    } else {
        *one &= ~bf;
    }
    *two |= *one & bt;
    *one |= bt;
}
/* Territories (not home bases or the mat) holding units of kind k of player pl, from the masks. */
#define SCY_TERR_BITS ((((am_set)1) << SCY_NTERR) - 1)
/* The kept masks of the kinds asked for (SCY_UK_* bits; no branch: each mask and-ed with all ones
 * or zero), home bases included. */
static SCY_INLINE am_set scy_kinds_at(const am_set at[3], int kinds)
{
    return (at[0] & -(am_set)(kinds & 1)) | (at[1] & -(am_set)((kinds >> 1) & 1)) | (at[2] & -(am_set)((kinds >> 2) & 1));
}
/* scy_enemy_units_mask, inlined for the human actions and the stand-ins: territories holding a unit
 * (of `kinds`) of any enemy of pl. */
static SCY_INLINE am_set scy_enemy_units(const scy_game *g, int pl, int kinds)
{
    if (g->nplayers == 2)  /* the other player, unless both are Automas allied (enemy = humans) */
        return scy_is_enemy(g, pl, 1 - pl) ? scy_kinds_at(g->units_at[1 - pl], kinds) & SCY_TERR_BITS : AM_SET_EMPTY;
    am_set m = AM_SET_EMPTY;
    for (int e = 0; e < g->nplayers; e++)
        if (scy_is_enemy(g, pl, e)) m |= scy_kinds_at(g->units_at[e], kinds);
    return m & SCY_TERR_BITS;
}
/* Gives player pl one combat card (simulated mode: dealt from the modelled 42-card deck). */
void scy_game_give_combat_card(scy_game *g, int pl);
/* Flips the top card of the modelled combat deck onto its discard; returns its value 2..5,
 * 0 if both piles are empty. */
int scy_game_flip_combat_card(scy_game *g);
/* Player pl discards n of its combat cards (at most what it holds); simulated mode: random ones,
 * to the combat-card discard pile. Returns how many were discarded. (combat.c) */
int scy_combat_discard_random(scy_game *g, int pl, int n);
/* The human whose turn it is and who is free to act (human.c): g->current, or -1 with AM_ESTATE
 * in err ("WHAT: the game is over", "... it is the X Automa's turn", "... the combat on D4 waits",
 * "... a flipped combat card first"). Every validated human action starts with it. */
int scy_acting_human(const scy_game *g, const char *what, am_err *err);
/* scy_auto_stars_earned, inline (structures.c): the automatic stars human pl has earned on the
 * board (bits of enum scy_auto_star), placed or not. */
static SCY_INLINE unsigned scy_auto_stars_earned_now(const scy_game *g, int pl)
{
    const scy_player *p = &g->p[pl];
    if (p->automa) return 0;
    unsigned e = 0;
    /* all four structures built, all mechs / workers off the faction mat (bytes compared at once) */
    if (!scy_bytes_have(p->structure, SCY_NSTRUCTURES, 0)) e |= 1u << SCY_AS_STRUCTURES;
    if (!scy_bytes_have(p->unit + SCY_U_MECH0, SCY_U_WORKER0 - SCY_U_MECH0, SCY_POS_MAT)) e |= 1u << SCY_AS_MECHS;
    if (!scy_bytes_have(p->unit + SCY_U_WORKER0, SCY_NUNITS - SCY_U_WORKER0, SCY_POS_MAT)) e |= 1u << SCY_AS_WORKERS;
    if (p->power >= SCY_POWER_MAX) e |= 1u << SCY_AS_POWER;
    return e;
}
/* scy_auto_stars_place where a star may have been earned: the test inline, the placing only when
 * a star is earned and not placed yet. */
static SCY_INLINE void scy_auto_stars_check(scy_game *g, int pl)
{
    if (scy_auto_stars_earned_now(g, pl) & ~(unsigned)g->p[pl].auto_stars) scy_auto_stars_place(g, pl);
}
/* A human unit's neighbourhood without movement abilities (rulebook Example 1; human_nbhd.c): the
 * territories touching pos not across a river (a Nordic worker swims across), all tunnels from a
 * tunnel (the player's own Mine is one), never a lake; and pos itself. */
static SCY_INLINE am_set scy_human_base_nbhd(const scy_player *p, int pos, int worker)
{
    am_set here = am_set_bit(pos), river = scy_adj_river[pos], tunnels = scy_mask_tunnel;
    int mine = p->structure[SCY_ST_MINE] - 1;  /* scy_structure_pos: territory + 1, 0 not built */
    if (SCY_IS_TERR(mine)) tunnels = am_set_add(tunnels, mine);
    am_set n = scy_adj[pos] & ~river;
    if (tunnels & here) n |= tunnels;
    if (worker && scy_factions[p->faction].worker_swim) n |= river;
    return (n & ~scy_mask_lake) | here;
}
/* The union of the neighbourhoods of human pl's character and mechs when it has no mech ability
 * unlocked (scy_human_combat_reach's usual case, inline): the base rule over the territories they
 * hold, as one union (U adj[t] & ~river[t], the tunnels if one stands on one) & ~lakes | theirs. */
static SCY_INLINE am_set scy_human_base_reach(const scy_game *g, int pl)
{
    const scy_player *p = &g->p[pl];
    am_set at = (g->units_at[pl][0] | g->units_at[pl][1]) & SCY_TERR_BITS;
    if (!at) return AM_SET_EMPTY;
    am_set tunnels = scy_mask_tunnel, r = AM_SET_EMPTY;
    int mine = p->structure[SCY_ST_MINE] - 1;  /* scy_structure_pos: territory + 1, 0 not built */
    if (SCY_IS_TERR(mine)) tunnels = am_set_add(tunnels, mine);
    for (am_set x = at; x; x &= x - 1) {
        int t = __builtin_ctzll(x);
        r |= scy_adj[t] & ~scy_adj_river[t];
    }
    if (at & tunnels) r |= tunnels;
    return (r & ~scy_mask_lake) | at;
}
/* The largest value of each number a person sets (index enum scy_stat; human.c):
 * scy_human_set_player refuses a value above it. */
extern const int scy_stat_max[SCY_NSTATS];
/* scy_human_set_player's numbers that only need storing once the value is checked (power,
 * popularity, coins, the structure bonus), inline: 1 if stat is one of them and its value is
 * stored, 0 for the others (stars, combat cards). */
static SCY_INLINE int scy_set_plain(scy_game *g, int pl, int stat, int value)
{
    scy_player *p = &g->p[pl];
    switch (stat) {
    case SCY_STAT_POWER:
        p->power = (uint8_t)value;
        if (!g->game_over) scy_auto_stars_check(g, pl);  /* 16 power */
        return 1;
    case SCY_STAT_POPULARITY: p->popularity = (uint8_t)value; return 1;
    case SCY_STAT_COINS: p->coins = (int16_t)value; return 1;
    case SCY_STAT_STRUCTURE_BONUS: p->structure_bonus = (uint8_t)value; return 1;
    default: return 0;
    }
}
/* scy_acting_human's usual case inline: the human whose turn it is, free to act; otherwise
 * scy_acting_human says why. */
static SCY_INLINE int scy_acting(const scy_game *g, const char *what, am_err *err)
{
    if (!g->game_over && g->current < g->nplayers && !g->p[g->current].automa && g->pending.kind == SCY_PEND_NONE)
        return g->current;
    return scy_acting_human(g, what, err);
}
/* Neighbourhood of any player's unit: Automa rules for Automas, human rules for humans. */
am_set scy_unit_neighbourhood(const scy_game *g, int pl, int u);
/* Union of the human neighbourhoods of human player pl's character and mechs (the union of
 * scy_human_neighbourhood over them, the abilities worked out once). */
am_set scy_human_combat_reach(const scy_game *g, int pl);
/* The territories unit u of human player pl, standing on home base `home` (its own or one it reached
 * by Wayfare), may enter with one step of a Move (human_nbhd.c; R-SC-59): those the base touches,
 * across the base's river or onto its lake only with an ability that allows it (Riverwalk, Toka,
 * Swim; Seaworthy, Submerge, Suiton), and the links that start anywhere (Shinobi, Rally). Not a
 * neighbourhood: units on home bases have none (SC-17). */
am_set scy_human_from_home(const scy_game *g, int pl, int u, int home);
/* Union of the neighbourhoods of the combat units of every enemy of pl. */
am_set scy_enemy_combat_reach(const scy_game *g, int pl);
/* Territories holding a unit (of `kinds`) of any enemy of pl. */
am_set scy_enemy_units_mask(const scy_game *g, int pl, int kinds);
/* Adds a star to player pl from `source` (0 tracker, 1 combat, 2 power); returns 1 if it was
 * the sixth (the game is then over). */
enum { SCY_STAR_TRACKER, SCY_STAR_COMBAT, SCY_STAR_POWER };
int scy_game_add_star(scy_game *g, int pl, int source);
/* Continues a suspended Automa turn after its pending decision was answered. */
int scy_automa_continue(scy_game *g, scy_report *rep, am_err *err);
/* The deck Automa pl draws from: its own, or with the shared-deck option the deck kept by the first
 * Automa in seat order. */
scy_deck *scy_game_deck_of(scy_game *g, int pl);
/* Territories holding a unit (of `kinds`) of any player other than pl, enemy or not. */
am_set scy_other_units_mask(const scy_game *g, int pl, int kinds);
/* The multi-Automa tie-breaker (rotating home-base marker, clarifications §I.12): picks one of
 * `tied` (2 or more territories) and moves g->tiebreak_marker. */
int scy_tiebreak_home_marker(scy_game *g, am_set tied);
/* The Automa turn of scy_automa_turn(g, NULL, err) (the fast path: no candidate list is built),
 * filling rep when it is not NULL with every field of the report but the candidate lists
 * (moves[].ncand is 0). For the oracle test (tests/test_scythe_fastpath.c), which checks that it
 * decides exactly as the report path (the readable reference). */
int scy_automa_turn_lean(scy_game *g, scy_report *rep, am_err *err);
/* Reports: append an event (ignored when the report is full or NULL). */
void scy_report_event(scy_report *rep, int kind, int a, int b);

/* One axial hex step from territory t in direction 0..5 on the board's odd-r grid; -1 if none
 * (structures.c: the "structures in a row" tile). */
int scy_hex_step(int t, int dir);
/* Territories player pl controls with a structure alone: its structure, no unit of anyone. */
am_set scy_structure_only_control(const scy_game *g, int pl);
/* Copies the game as the engine plays it: everything but the kept last report (has_last_report,
 * last_report: the last members, 3.3 kB of the 5.9 kB, which the engine never reads or writes).
 * For the engine's scratch copies (a trial, an all-or-nothing step) and their way back: dst's
 * kept report is left as it was (on a fresh scratch copy, unset: nobody reads it). (state.c) */
void scy_game_copy_play(scy_game *dst, const scy_game *src);
/* The same without the card and tracker tables (the members just before the kept report), which
 * the engine never changes: for the way back of a scratch copy whose tables are dst's own (issue 31:
 * 1.8 kB less to copy). (state.c) */
void scy_game_copy_state(scy_game *dst, const scy_game *src);
/* Status lines (render.c): human pl's structures and player mat; the game's structure tile. */
void scy_render_structures(const scy_game *g, int pl, am_buf *b);
void scy_render_tile(const scy_game *g, am_buf *b);

#endif
