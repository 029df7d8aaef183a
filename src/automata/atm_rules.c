/*
 * Automata rules engine: setup, Deployment, Activation, the five actions, Reset, scoring.
 * Section names refer to the rulebook (shared/rules/automata.en.txt); AT-n to the checklist;
 * R-AT-n to docs/rulings.md. Legality is decided by one set of rule predicates (face_ok, gear_ok,
 * upgrade_why, create_why, buy_why, ...): the validator (check_action) calls them and says why an
 * action is refused; the listers (deploy_block, list_group_fast) call the same predicates inline
 * without calling the validator (only a group that is not the player's dice on one area goes
 * through it, in atm_group_actions). tests/test_automata.c test_list_equals_validator checks that
 * the list and the validator agree.
 */
#include <stdio.h>
#include <string.h>

#include "automa/automata.h"
#include "atm_internal.h"
#include "core/rng_inline.h"

/* ---- tables ------------------------------------------------------------------------- */
int atm_scavenge_gears(int sum)  /* Table 1: Scavenge */
{
    if (sum <= 1) return 0;
    if (sum <= 3) return 2;
    if (sum <= 5) return 5;
    if (sum <= 9) return 9;
    return 12;
}
int atm_upgrade_modifier(int sum)  /* Table 2: Upgrade price modifier */
{
    if (sum <= 1) return 1;
    if (sum <= 5) return 0;
    if (sum <= 11) return -1;
    return -2;
}
int atm_create_count(int sum)  /* Table 3: Create */
{
    if (sum <= 1) return 0;
    if (sum <= 4) return 2;
    if (sum <= 7) return 4;
    return 6;
}
int atm_set_points(int colours)  /* Table 4: Research table */
{
    static const int pts[6] = {0, 2, 5, 10, 18, 30};
    return colours >= 0 && colours <= 5 ? pts[colours] : 0;
}

int atm_sets_score(const int counts[ATM_COLOURS])
{
    /* Master Plans only count in complete sets (AT-18). Set values are convex (2,5,10,18,30),
     * so for a fixed number k of complete sets the rest is best grouped greedily (largest sets
     * first: with the other four colours' counts sorted l1 >= l2 >= l3 >= l4 that is l4 sets of
     * four, l3 - l4 of three, l2 - l3 of two, l1 - l2 of one); try every k. */
    int full = counts[0];
    for (int c = 1; c < ATM_COLOURS; c++) full = counts[c] < full ? counts[c] : full;
    int best = 0;
    for (int k = 0; k <= full; k++) {
        int l[4];
        for (int c = 0; c < 4; c++) l[c] = counts[c] - k;
        for (int i = 1; i < 4; i++)  /* insertion sort, largest first */
            for (int j = i; j > 0 && l[j] > l[j - 1]; j--) { int t = l[j]; l[j] = l[j - 1]; l[j - 1] = t; }
        int pts = k * atm_set_points(5) + l[3] * atm_set_points(4) + (l[2] - l[3]) * atm_set_points(3) +
                  (l[1] - l[2]) * atm_set_points(2) + (l[0] - l[1]) * atm_set_points(1);
        if (pts > best) best = pts;
    }
    return best;
}

/* ---- small queries ------------------------------------------------------------------ */
/* Dice 0-5 D4, 6-9 D6, 10-11 D8: one load (the engine asks this in its inner loops, for a die 0..11). */
static const uint8_t type_of_die[ATM_DICE] = {0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2};
static const uint8_t faces_of_die[ATM_DICE] = {4, 4, 4, 4, 4, 4, 6, 6, 6, 6, 8, 8};
static inline int die_type(int die) { return type_of_die[die]; }
static inline int die_faces(int die) { return faces_of_die[die]; }
int atm_die_type(int die) { return (die >= 6) + (die >= 10); }
int atm_die_faces(int die) { return 4 + 2 * atm_die_type(die); }

int atm_space_count(const atm_state *s, int area)
{
    if (area == ATM_SELL) return 3;
    if (area == ATM_RESEARCH) return 0;
    if (area < 0 || area > ATM_SELL) return 0;
    return s->rules.spaces[s->players - 2][area];
}

int atm_space_empty(const atm_state *s, int area, int space)
{
    for (int p = 0; p < s->players; p++)
        for (int i = 0; i < ATM_DICE; i++) {
            const atm_die *d = &s->p[p].dice[i];
            if (d->loc == ATM_IN_SPACE && d->area == area && d->space == space) return 0;
        }
    return 1;
}

static int first_empty_space(const atm_state *s, int area)
{
    unsigned free = ~(unsigned)s->idx.occupied[area] & ((1u << atm_space_count(s, area)) - 1u);
    return free ? __builtin_ctz(free) : -1;
}

int atm_count_dice(const atm_state *s, int player, int loc, int type)
{
    int n = 0;
    for (int i = 0; i < ATM_DICE; i++)
        if (s->p[player].dice[i].loc == loc && (type < 0 || die_type(i) == type)) n++;
    return n;
}

/* ---- the dice index (atm_dice_index): kept by every move below, rebuilt by atm_state_sync --- */
static const uint16_t type_mask[3] = {0x03Fu, 0x3C0u, 0xC00u};  /* dice 0-5 D4, 6-9 D6, 10-11 D8 */

/* Bits set in 6 bits, and in a 12-bit die mask (by table: the build does not assume a popcount
 * instruction, and the table is two loads). */
static const uint8_t bits6[64] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
                                  1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5, 2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6};
static inline int dice_in(unsigned m) { return bits6[m & 63u] + bits6[m >> 6 & 63u]; }

static inline __attribute__((always_inline)) void space_enter(atm_dice_index *x, int area, int space)
{
    if (area >= ATM_AREAS || space >= ATM_MAX_SPACES) return;  /* not a real space (atm_state_check) */
    x->on_space[area][space]++;
    x->occupied[area] = (uint8_t)(x->occupied[area] | 1u << space);
}
static inline __attribute__((always_inline)) void space_leave(atm_dice_index *x, int area, int space)
{
    if (area >= ATM_AREAS || space >= ATM_MAX_SPACES) return;
    if (x->on_space[area][space] && --x->on_space[area][space] == 0)
        x->occupied[area] = (uint8_t)(x->occupied[area] & ~(1u << space));
}

/* The nibble of face v in atm_dice_index.staged (0 for a face no initiative reaches). */
static inline uint32_t face_nibble(int v) { return (unsigned)(v - 1) < 8u ? 1u << (4 * (v - 1)) : 0u; }

void atm_state_sync(atm_state *s)
{
    s->mods.touched = 0;  /* dice written directly: what was modified this turn is no longer known */
    memset(&s->idx, 0, sizeof s->idx);
    for (int p = 0; p < s->players && p < ATM_MAX_SEATS; p++)
        for (int i = 0; i < ATM_DICE; i++) {
            const atm_die *d = &s->p[p].dice[i];
            if (d->loc > ATM_IN_SPACE) continue;
            s->idx.at[p][d->loc] = (uint16_t)(s->idx.at[p][d->loc] | 1u << i);
            if (d->loc == ATM_IN_SPACE) space_enter(&s->idx, d->area, d->space);
            if (d->loc == ATM_IN_STAGING) s->idx.staged[p] += face_nibble(d->value);
        }
}

/* Moves die i of player p to `loc` (area and space as given), keeping the index. */
static inline __attribute__((always_inline)) void die_move(atm_state *s, int p, int i, int loc, int area, int space)
{
    atm_die *d = &s->p[p].dice[i];
    uint16_t *at = s->idx.at[p];
    if (d->loc <= ATM_IN_SPACE) at[d->loc] = (uint16_t)(at[d->loc] & ~(1u << i));
    if (d->loc == ATM_IN_SPACE) space_leave(&s->idx, d->area, d->space);
    if (d->loc == ATM_IN_STAGING) s->idx.staged[p] -= face_nibble(d->value);
    d->loc = (uint8_t)loc;
    d->area = (uint8_t)area;
    d->space = (uint8_t)space;
    at[loc] = (uint16_t)(at[loc] | 1u << i);
    if (loc == ATM_IN_SPACE) space_enter(&s->idx, area, space);
    if (loc == ATM_IN_STAGING) s->idx.staged[p] += face_nibble(d->value);
}

/* Sum of the X of the player's bought cards with this effect (passive abilities stack). */
static int bonus(const atm_state *s, int player, int effect)
{
    int x = 0;
    for (uint32_t m = s->p[player].owned & ((1u << ATM_CARDS) - 1u); m; m &= m - 1) {
        const atm_card *c = &s->rules.cards[__builtin_ctz(m)];
        if (c->effect == effect) x += c->param;
    }
    return x;
}

/* ---- the rules as predicates ---------------------------------------------------------
 * Each legality rule is one function below, over what act_ctx gathers from the state. The
 * validator (check_action) calls them and adds a message for people; the legal-move list
 * builds its candidates and keeps those the same functions accept, calling them inline rather
 * than the validator. Nothing else decides legality; test_list_equals_validator
 * (tests/test_automata.c) checks on many positions that the two agree.
 *
 * What the checks of the player to act need, computed once per listing (and once per call
 * of the validator). */
typedef struct act_ctx {
    int gears, res[3];             /* acting player's gears, Reserve dice per type */
    int research_sum, research_gears, upgrade_discount, create_extra;
    uint8_t occupied[ATM_AREAS];   /* bit per action space taken */
} act_ctx;

static void act_ctx_init(const atm_state *s, act_ctx *x)
{
    int p = s->current;
    const atm_player *pl = &s->p[p];
    x->gears = pl->gears;
    x->research_sum = x->research_gears = x->upgrade_discount = x->create_extra = 0;
    /* the Reserve dice per type: bits 0-5 D4, 6-9 D6, 10-11 D8 */
    unsigned res = s->idx.at[p][ATM_IN_RESERVE];
    x->res[ATM_D4] = bits6[res & 63u];
    x->res[ATM_D6] = bits6[res >> 6 & 15u];
    x->res[ATM_D8] = bits6[res >> 10 & 3u];
    /* the four passive bonuses of bonus(), in one pass over the bought cards */
    for (uint32_t m = pl->owned & ((1u << ATM_CARDS) - 1u); m; m &= m - 1) {
        const atm_card *cd = &s->rules.cards[__builtin_ctz(m)];
        switch (cd->effect) {
        case ATM_EFF_RESEARCH_SUM: x->research_sum += cd->param; break;
        case ATM_EFF_RESEARCH_GEARS: x->research_gears += cd->param; break;
        case ATM_EFF_UPGRADE_DISCOUNT: x->upgrade_discount += cd->param; break;
        case ATM_EFF_CREATE_EXTRA: x->create_extra += cd->param; break;
        default: break;
        }
    }
    memcpy(x->occupied, s->idx.occupied, sizeof x->occupied);
}

/* A die can show this value (AT-3: modifications stay within the die's faces). */
static inline int face_ok(int value, int faces) { return (unsigned)value - 1u < (unsigned)faces; }
/* A re-roll or ±1 for a gear needs a gear to pay (AT-3). */
static int gear_ok(int gears) { return gears >= 1; }
/* An action space of Scavenge/Upgrade/Create is free (AT-7); for the Market, space = die type. */
static inline int area_has_space(const atm_state *s, const act_ctx *x, int area)
{
    return (~(unsigned)x->occupied[area] & ((1u << atm_space_count(s, area)) - 1u)) != 0;
}
static int market_free(const act_ctx *x, int type) { return !((unsigned)x->occupied[ATM_SELL] >> type & 1u); }
/* Table 1: a sum of 1 scavenges nothing (AT-8, AT-11). */
static int scavenge_ok(int sum) { return atm_scavenge_gears(sum) != 0; }

enum { WHY_OK = 0, WHY_NONE, WHY_GROUP, WHY_RES_D4, WHY_RES_D6, WHY_RES_D8, WHY_GEARS, WHY_LIMIT, WHY_SUM };

/* Gear cost of a card (AT-14), less the passive discount, not below 0. */
static int card_cost(int discount, const atm_card *c)
{
    int g = c->gears - discount;
    return g < 0 ? 0 : g;
}
/* Buying a card (a displayed Part, the top Head or a reserved one): the sum and the gears. */
static int buy_why(const act_ctx *x, const atm_card *c, int sum)
{
    if (sum + x->research_sum < c->sum) return WHY_SUM;
    if (x->gears < card_cost(x->research_gears, c)) return WHY_GEARS;
    return WHY_OK;
}
/* Table 2 modifies the total; a total below zero costs nothing (R-AT-4). */
static int upgrade_cost(int discount, int sum, int n4, int n6)
{
    int g = n4 + 2 * n6 + atm_upgrade_modifier(sum) - discount;
    return g < 0 ? 0 : g;
}
/* Upgrade (AT-12): n4 of the group's g4 D4s to D6s, n6 of its g6 D6s to D8s. */
static inline int upgrade_why(const act_ctx *x, int sum, int g4, int g6, int n4, int n6)
{
    if (n4 + n6 < 1) return WHY_NONE;
    if (n4 > g4 || n6 > g6) return WHY_GROUP;
    if (n4 > x->res[ATM_D6]) return WHY_RES_D6;
    if (n6 > x->res[ATM_D8]) return WHY_RES_D8;
    if (upgrade_cost(x->upgrade_discount, sum, n4, n6) > x->gears) return WHY_GEARS;
    return WHY_OK;
}
/* Table 3 plus the passive extra dice (R-AT-5). */
static int create_limit(const act_ctx *x, int sum)
{
    int n = atm_create_count(sum);
    return n > 0 ? n + x->create_extra : 0;
}
/* Create (AT-13): n4 D4s (1 gear each) and n6 D6s (5 gears each) from the Reserve. */
static inline int create_why(const act_ctx *x, int sum, int n4, int n6)
{
    if (n4 + n6 < 1) return WHY_NONE;
    if (n4 + n6 > create_limit(x, sum)) return WHY_LIMIT;
    if (n4 > x->res[ATM_D4]) return WHY_RES_D4;
    if (n6 > x->res[ATM_D6]) return WHY_RES_D6;
    if (n4 + 5 * n6 > x->gears) return WHY_GEARS;
    return WHY_OK;
}

static int roll(atm_state *s, int die) { return 1 + (int)am_rng_below_inline(&s->rng, (uint32_t)die_faces(die)); }

/* 1 if the player has a die in the Available Pool (atm_count_dice(..., ATM_IN_AVAILABLE, -1) > 0). */
static int has_available(const atm_state *s, int player) { return s->idx.at[player][ATM_IN_AVAILABLE] != 0; }
static int has_staging(const atm_state *s, int player) { return s->idx.at[player][ATM_IN_STAGING] != 0; }
static int has_initiative_die(const atm_state *s, int player, int area)
{
    if (area < 0) return (s->idx.staged[player] & face_nibble(s->initiative) * 15u) != 0;
    for (unsigned m = s->idx.at[player][ATM_IN_STAGING]; m; m &= m - 1) {
        const atm_die *d = &s->p[player].dice[__builtin_ctz(m)];
        if ((area < 0 || d->area == area) && d->value == s->initiative) return 1;
    }
    return 0;
}

/* ---- phases ------------------------------------------------------------------------- */
static void start_activation(atm_state *s);
static void reset_phase(atm_state *s);

static void start_deployment(atm_state *s)
{
    /* Deployment: roll the Spent Pool into the Available Pool (AT-2). */
    s->phase = ATM_PHASE_DEPLOY;
    s->act_filled = 0;
    s->next_filled = 0;
    for (int p = 0; p < s->players; p++) {
        uint16_t *at = s->idx.at[p];
        for (unsigned m = at[ATM_IN_SPENT]; m; m &= m - 1) {
            atm_die *d = &s->p[p].dice[__builtin_ctz(m)];
            d->loc = ATM_IN_AVAILABLE;
            d->value = (uint8_t)roll(s, __builtin_ctz(m));
        }
        at[ATM_IN_AVAILABLE] = (uint16_t)(at[ATM_IN_AVAILABLE] | at[ATM_IN_SPENT]);
        at[ATM_IN_SPENT] = 0;
    }
    /* A player without dice has finished deploying before anyone places (R-AT-2). */
    int first = -1;
    for (int k = 0; k < s->players; k++) {
        int p = s->deploy_order[k];
        if (!has_available(s, p)) s->act_order[s->act_filled++] = (uint8_t)p;
        else if (first < 0) first = p;
    }
    if (first < 0) { start_activation(s); return; }
    s->current = (uint8_t)first;
}

static int order_pos(const uint8_t *order, int n, int p)
{
    /* the four bytes at once: the first byte equal to p (the seats beyond n come after the players'
     * places, and p is among those: the first hit is below n) */
    _Static_assert(ATM_MAX_SEATS == 4, "order_pos reads the four places at once");
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint32_t w;
    memcpy(&w, order, sizeof w);
    w ^= 0x01010101u * (uint8_t)p;
    uint32_t zero = (w - 0x01010101u) & ~w & 0x80808080u;  /* the lowest set bit: the first zero byte */
    int k = zero ? __builtin_ctz(zero) / 8 : 0;
    return k < n ? k : 0;
#else
    for (int k = 0; k < n; k++)
        if (order[k] == p) return k;
    return 0;
#endif
}

static void deploy_advance(atm_state *s)
{
    int pos = order_pos(s->deploy_order, s->players, s->current);
    for (int k = 1; k <= s->players; k++) {
        int q = pos + k;  /* (pos + k) mod players */
        int p = s->deploy_order[q >= s->players ? q - s->players : q];
        if (has_available(s, p)) { s->current = (uint8_t)p; return; }
    }
    start_activation(s);
}

/* Finds the next player to activate: after position `pos` in the Activation order within the
 * current initiative, else from the first position of the next initiatives (AT-5). The lowest
 * initiative left is the lowest face some player's Staging dice show (the dice index). */
static inline __attribute__((always_inline)) void activation_advance(atm_state *s, int pos)
{
    /* (the seats beyond the players have no dice: their words are 0) */
    _Static_assert(ATM_MAX_SEATS == 4, "activation_advance reads the four seats' words");
    uint32_t any = s->idx.staged[0] | s->idx.staged[1] | s->idx.staged[2] | s->idx.staged[3];
    any = (any | any >> 1 | any >> 2 | any >> 3) & 0x11111111u;  /* bit 4(v-1): some die shows v */
    if (s->initiative > 8 || !(any &= ~0u << (s->initiative ? 4 * (s->initiative - 1) : 0))) {
        if (s->initiative <= 8) s->initiative = 9;  /* every initiative passed */
        reset_phase(s);
        return;
    }
    int v = __builtin_ctz(any) / 4 + 1;
    if (v != s->initiative) {
        s->initiative = (uint8_t)v;
        pos = s->players - 1;  /* the next initiative starts with the first of the track */
    }
    uint32_t nib = 15u << (4 * (v - 1));
    for (int k = 0, q = pos + 1; k < s->players; k++, q++) {
        int p = s->act_order[q >= s->players ? q - s->players : q];  /* (pos + 1 + k) mod players */
        if (s->idx.staged[p] & nib) { s->current = (uint8_t)p; return; }
    }
}

static void start_activation(atm_state *s)
{
    s->phase = ATM_PHASE_ACTIVATE;
    s->initiative = 1;
    for (int k = 0; k < s->players; k++) {  /* nothing placed: finished at once (R-AT-2) */
        int p = s->act_order[k];
        if (!has_staging(s, p)) s->next_order[s->next_filled++] = (uint8_t)p;
    }
    activation_advance(s, s->players - 1);
}

static void deal(atm_state *s)
{
    for (int k = 0; k < ATM_DISPLAY; k++)
        s->display[k] = s->deck_pos < ATM_PARTS ? s->deck[s->deck_pos++] : (uint8_t)ATM_NO_CARD;
}

static void reset_phase(atm_state *s)
{
    /* Reset (AT-16): dice back to Spent, refresh, discard the display, deal 3 or end (AT-17). */
    for (int p = 0; p < s->players; p++) {
        uint16_t *at = s->idx.at[p];
        unsigned out = (unsigned)at[ATM_IN_SPACE] | at[ATM_IN_STAGING] | at[ATM_IN_AVAILABLE];
        for (unsigned m = out; m; m &= m - 1) {
            atm_die *d = &s->p[p].dice[__builtin_ctz(m)];
            d->loc = ATM_IN_SPENT;
            d->area = d->space = 0;
        }
        at[ATM_IN_SPENT] = (uint16_t)(at[ATM_IN_SPENT] | out);
        at[ATM_IN_SPACE] = at[ATM_IN_STAGING] = at[ATM_IN_AVAILABLE] = 0;
        s->p[p].exhausted = 0;
    }
    memset(s->idx.occupied, 0, sizeof s->idx.occupied);  /* every die left the spaces and Staging */
    memset(s->idx.staged, 0, sizeof s->idx.staged);
    memset(s->idx.on_space, 0, sizeof s->idx.on_space);
    for (int k = 0; k < ATM_DISPLAY; k++) s->display[k] = ATM_NO_CARD;
    if (s->deck_pos >= ATM_PARTS) {
        s->phase = ATM_PHASE_OVER;
        return;
    }
    deal(s);
    s->round++;
    memcpy(s->deploy_order, s->next_order, sizeof s->deploy_order);
    start_deployment(s);
}

int atm_state_init(atm_state *s, const atm_rules *rules, int players, uint64_t seed, am_err *err)
{
    if (players < 2 || players > ATM_MAX_SEATS) return am_fail(err, AM_EUSAGE, "players: must be 2..4");
    /* the designed table passes the check (test_automata_json asserts it): only other tables are checked */
    if (!rules) rules = atm_rules_default();
    if (rules != atm_rules_default() && atm_rules_check(rules, err)) return AM_EDATA;
    memset(s, 0, sizeof *s);
    s->rules = *rules;
    am_rng_seed(&s->rng, seed, 0x41544du);
    s->players = (uint8_t)players;
    s->round = 1;
    /* Setup 3-4: Heads in order (ids 0-4), Parts shuffled, 3 dealt. */
    for (int k = 0; k < ATM_PARTS; k++) s->deck[k] = (uint8_t)(ATM_HEADS + k);
    am_rng_shuffle(&s->rng, s->deck, ATM_PARTS, 1);
    deal(s);
    /* Setup 6-7: 3 D4 and 2 D6 in Spent, the rest in Reserve; 2 gears. */
    enum { START_SPENT = 1u << 0 | 1u << 1 | 1u << 2 | 1u << 6 | 1u << 7 };  /* dice 0-2 (D4), 6-7 (D6) */
    for (int p = 0; p < players; p++) {
        for (int i = 0; i < ATM_DICE; i++) {
            s->p[p].dice[i].loc = (uint8_t)((START_SPENT >> i & 1u) ? ATM_IN_SPENT : ATM_IN_RESERVE);
            s->p[p].dice[i].value = 1;
        }
        s->p[p].gears = 2;
        /* the dice index of that (what atm_state_sync builds: nothing on the boards yet) */
        s->idx.at[p][ATM_IN_SPENT] = START_SPENT;
        s->idx.at[p][ATM_IN_RESERVE] = (uint16_t)(~(unsigned)START_SPENT & 0xFFFu);
    }
    /* Setup 8: random player order. */
    for (int p = 0; p < players; p++) s->deploy_order[p] = (uint8_t)p;
    am_rng_shuffle(&s->rng, s->deploy_order, (size_t)players, 1);
    start_deployment(s);
    return 0;
}

int atm_is_over(const atm_state *s) { return s->phase == ATM_PHASE_OVER; }

/* ---- the validator ------------------------------------------------------------------ */
/* The message (and its translation) is only made when the caller asked for it: the bots call
 * the validator millions of times with err == NULL. */
#define FAIL(...) (err ? am_fail(err, AM_ESTATE, __VA_ARGS__) : AM_ESTATE)
typedef struct group_info {
    int sum, n[3], initiative_dice;
} group_info;

static int check_group(const atm_state *s, const atm_action *a, group_info *g, am_err *err)
{
    const atm_player *pl = &s->p[s->current];
    memset(g, 0, sizeof *g);
    if (a->dice == 0 || ((unsigned)a->dice >> ATM_DICE)) return FAIL(_("choose at least one of your dice"));
    for (int i = 0; i < ATM_DICE; i++) {
        if (!((unsigned)a->dice >> i & 1u)) continue;
        const atm_die *d = &pl->dice[i];
        if (d->loc != ATM_IN_STAGING || d->area != a->area)
            return FAIL(_("die %d is not on the %s Staging Area"), i + 1, _(atm_area_name(a->area)));
        g->sum += d->value;
        g->n[die_type(i)]++;
        if (d->value == s->initiative) g->initiative_dice++;
    }
    if (!g->initiative_dice)
        return FAIL(_("the group needs a die showing %d (the current initiative)"), s->initiative);
    return 0;
}

/* Says why a Research purchase fails (the message for buy_why's answer). */
static int research_message(const atm_state *s, const act_ctx *x, int card, int sum, int why, am_err *err)
{
    const atm_card *c = &s->rules.cards[card];
    if (why == WHY_SUM) return FAIL(_("the card needs a sum of %d, your dice make %d"), c->sum, sum + x->research_sum);
    if (why == WHY_GEARS) return FAIL(_("the card costs %d gears, you have %d"), card_cost(x->research_gears, c), x->gears);
    return 0;
}

/* 1 if the card is one of the Parts next to the Research board. */
static int on_display(const atm_state *s, int card)
{
    for (int k = 0; k < ATM_DISPLAY; k++)
        if (s->display[k] != ATM_NO_CARD && s->display[k] == card) return 1;
    return 0;
}

static int check_research(const atm_state *s, const act_ctx *x, const atm_action *a, const group_info *g, am_err *err)
{
    int card = a->card;
    const atm_player *pl = &s->p[s->current];
    switch (a->opt) {
    case ATM_RS_BUY_PART:
    case ATM_RS_RESERVE:
        if (!on_display(s, card)) return FAIL(_("that card is not next to the Research board"));
        if (a->opt == ATM_RS_RESERVE) return 0;  /* no sum, no gears */
        break;
    case ATM_RS_BUY_HEAD:
        if (s->head_next >= ATM_HEADS) return FAIL(_("no Head cards are left"));
        if (card != s->head_next) return FAIL(_("only the top Head card can be bought"));
        break;
    case ATM_RS_BUY_RESERVED:
        if (card >= ATM_CARDS || !(pl->reserved >> card & 1u))
            return FAIL(_("that card is not in your hand of reserved cards"));
        break;
    default: return FAIL(_("unknown Research choice"));
    }
    int why = buy_why(x, &s->rules.cards[card], g->sum);
    return why ? (err ? research_message(s, x, card, g->sum, why, err) : AM_ESTATE) : 0;
}

static int check_action(const atm_state *s, const atm_action *a, am_err *err)
{
    if (s->phase == ATM_PHASE_OVER) return FAIL(_("the game is over"));
    int p = s->current;
    const atm_player *pl = &s->p[p];
    int deploy_kind = a->kind >= ATM_ACT_PLACE && a->kind <= ATM_ACT_CARD;
    int act_kind = a->kind == ATM_ACT_ACTIVATE || a->kind == ATM_ACT_FORFEIT;
    if (!deploy_kind && !act_kind) return FAIL(_("unknown action"));
    if (deploy_kind && s->phase != ATM_PHASE_DEPLOY)
        return FAIL(_("dice are placed and modified only in the Deployment Phase"));
    if (act_kind && s->phase != ATM_PHASE_ACTIVATE)
        return FAIL(_("dice are activated only in the Activation Phase"));
    if (deploy_kind) {
        if (a->die >= ATM_DICE || pl->dice[a->die].loc != ATM_IN_AVAILABLE)
            return FAIL(_("that die is not in your Available Pool"));
        int v = pl->dice[a->die].value, faces = die_faces(a->die);
        switch (a->kind) {
        case ATM_ACT_PLACE:
            if (a->area >= ATM_AREAS) return FAIL(_("unknown Staging Area"));
            return 0;
        case ATM_ACT_GEAR_REROLL:
        case ATM_ACT_GEAR_ADJUST:
            if (!gear_ok(pl->gears)) return FAIL(_("you have no gear to pay"));
            if (a->kind == ATM_ACT_GEAR_REROLL) return 0;
            if (a->sign != 1 && a->sign != -1) return FAIL(_("a gear changes a die by +1 or -1"));
            if (!face_ok(v + a->sign, faces)) return FAIL(_("a D%d cannot show %d"), faces, v + a->sign);
            return 0;
        case ATM_ACT_COMBINE: {
            if (a->die2 >= ATM_DICE || a->die2 == a->die || pl->dice[a->die2].loc != ATM_IN_AVAILABLE)
                return FAIL(_("combine two different dice of your Available Pool"));
            if (a->sign != 1 && a->sign != -1) return FAIL(_("add or subtract the spent die"));
            int nv = v + a->sign * pl->dice[a->die2].value;
            if (!face_ok(nv, faces)) return FAIL(_("a D%d cannot show %d"), faces, nv);
            return 0;
        }
        case ATM_ACT_CARD: {
            if (a->card >= ATM_CARDS || !(pl->owned >> a->card & 1u))
                return FAIL(_("you do not own that card"));
            if (pl->exhausted >> a->card & 1u) return FAIL(_("that card is exhausted this round"));
            const atm_card *c = &s->rules.cards[a->card];
            if (c->effect == ATM_EFF_REROLL) return 0;
            if (c->effect != ATM_EFF_ADJUST) return FAIL(_("that card has no ability to use now"));
            if (a->sign != 1 && a->sign != -1) return FAIL(_("add or subtract with the card"));
            int nv = v + a->sign * c->param;
            if (!face_ok(nv, faces)) return FAIL(_("a D%d cannot show %d"), faces, nv);
            return 0;
        }
        default: break;
        }
        return FAIL(_("unknown action"));
    }
    if (a->area >= ATM_AREAS) return FAIL(_("unknown Staging Area"));
    if (a->kind == ATM_ACT_FORFEIT) {
        if (!has_initiative_die(s, p, a->area))
            return FAIL(_("you can forfeit only an area holding your die showing %d"), s->initiative);
        return 0;
    }
    group_info g;
    if (check_group(s, a, &g, err)) return AM_ESTATE;
    act_ctx x;
    act_ctx_init(s, &x);
    if (a->area <= ATM_CREATE && !area_has_space(s, &x, a->area))
        return FAIL(_("no empty action space on %s: forfeit"), _(atm_area_name(a->area)));
    int why;
    switch (a->area) {
    case ATM_SCAVENGE:
        if (!scavenge_ok(g.sum)) return FAIL(_("a sum of 1 scavenges nothing"));
        return 0;
    case ATM_UPGRADE:
        switch (why = upgrade_why(&x, g.sum, g.n[ATM_D4], g.n[ATM_D6], a->n4, a->n6)) {
        case WHY_OK: return 0;
        case WHY_NONE: return FAIL(_("upgrade at least one die"));
        case WHY_GROUP: return FAIL(_("only the activating D4s and D6s can be upgraded"));
        case WHY_RES_D6: return FAIL(_("not enough D6s in your Reserve"));
        case WHY_RES_D8: return FAIL(_("not enough D8s in your Reserve"));
        default:
            return FAIL(_("the upgrade costs %d gears, you have %d"),
                        upgrade_cost(x.upgrade_discount, g.sum, a->n4, a->n6), (int)pl->gears);
        }
    case ATM_CREATE:
        switch (why = create_why(&x, g.sum, a->n4, a->n6)) {
        case WHY_OK: return 0;
        case WHY_NONE: return FAIL(_("create at least one die"));
        case WHY_LIMIT: return FAIL(_("a sum of %d creates at most %d dice"), g.sum, create_limit(&x, g.sum));
        case WHY_RES_D4: return FAIL(_("not enough D4s in your Reserve"));
        case WHY_RES_D6: return FAIL(_("not enough D6s in your Reserve"));
        default: return FAIL(_("creating costs %d gears, you have %d"), a->n4 + 5 * a->n6, (int)pl->gears);
        }
    case ATM_RESEARCH:
        return check_research(s, &x, a, &g, err);
    case ATM_SELL:
        if (a->opt > ATM_D8) return FAIL(_("unknown Market space"));
        if (!market_free(&x, a->opt)) return FAIL(_("the D%d Market space is taken"), 4 + 2 * a->opt);
        if (g.n[a->opt] == 0) return FAIL(_("the group has no D%d to sell"), 4 + 2 * a->opt);
        return 0;
    default: break;
    }
    return FAIL(_("unknown Staging Area"));
}

int atm_action_check(const atm_state *s, const atm_action *a, am_err *err) { return check_action(s, a, err); }

/* ---- apply -------------------------------------------------------------------------- */
/* The lowest die of the type in the player's Reserve, not in `skip`; -1 if none. */
static int lowest_in_reserve(const atm_state *s, int p, int type, uint32_t skip)
{
    unsigned m = s->idx.at[p][ATM_IN_RESERVE] & type_mask[type] & ~skip;
    return m ? __builtin_ctz(m) : -1;
}

static inline __attribute__((always_inline)) void to_loc(atm_state *s, int p, int i, int loc) { die_move(s, p, i, loc, 0, 0); }

static void after_activation(atm_state *s)
{
    int p = s->current;
    if (!has_staging(s, p)) s->next_order[s->next_filled++] = (uint8_t)p;  /* AT-10 */
    activation_advance(s, order_pos(s->act_order, s->players, p));
}

static void apply_activate(atm_state *s, const atm_action *a)
{
    int p = s->current;
    atm_player *pl = &s->p[p];
    int sum = 0, space = a->area <= ATM_CREATE ? first_empty_space(s, a->area) : a->opt;
    /* die_move for the group's dice, which are on the area's Staging (the action is legal) */
    unsigned dice = a->dice & 0xFFFu;
    uint32_t faces = 0;
    uint16_t *at = s->idx.at[p];
    for (unsigned m = dice; m; m &= m - 1) {
        int v = pl->dice[__builtin_ctz(m)].value;
        sum += v;
        faces += face_nibble(v);
    }
    at[ATM_IN_STAGING] = (uint16_t)(at[ATM_IN_STAGING] & ~dice);
    s->idx.staged[p] -= faces;
    if (a->area == ATM_RESEARCH) {  /* dice back to Spent (AT-14) */
        at[ATM_IN_SPENT] = (uint16_t)(at[ATM_IN_SPENT] | dice);
        for (unsigned m = dice; m; m &= m - 1) {
            atm_die *d = &pl->dice[__builtin_ctz(m)];
            d->loc = ATM_IN_SPENT;
            d->area = d->space = 0;
        }
    } else {
        at[ATM_IN_SPACE] = (uint16_t)(at[ATM_IN_SPACE] | dice);
        for (unsigned m = dice; m; m &= m - 1) {
            atm_die *d = &pl->dice[__builtin_ctz(m)];
            d->loc = ATM_IN_SPACE;
            d->space = (uint8_t)space;
            space_enter(&s->idx, d->area, space);
        }
    }
    switch (a->area) {
    case ATM_SCAVENGE:
        pl->gears += atm_scavenge_gears(sum) + bonus(s, p, ATM_EFF_SCAVENGE_GEARS);
        break;
    case ATM_UPGRADE: {
        /* All at once (AT-12): pick the replacements from the Reserve before anything returns. */
        int rep[ATM_DICE], old[ATM_DICE], n = 0;
        uint32_t taken = 0;
        int want[2] = {a->n4, a->n6};
        for (int t = 0; t < 2; t++)
            for (int k = 0; k < want[t]; k++) {
                int o = -1;
                for (int i = 0; i < ATM_DICE; i++)
                    if (((unsigned)a->dice >> i & 1u) && die_type(i) == t && !(taken >> i & 1u)) { o = i; break; }
                int r = lowest_in_reserve(s, p, t + 1, taken);
                taken |= 1u << o | 1u << r;
                old[n] = o; rep[n] = r; n++;
            }
        pl->gears -= upgrade_cost(bonus(s, p, ATM_EFF_UPGRADE_DISCOUNT), sum, a->n4, a->n6);
        for (int k = 0; k < n; k++) {
            const atm_die *o = &pl->dice[old[k]];
            pl->dice[rep[k]].value = o->value;
            die_move(s, p, rep[k], ATM_IN_SPACE, o->area, o->space);
            to_loc(s, p, old[k], ATM_IN_RESERVE);
        }
        break;
    }
    case ATM_CREATE: {
        int want[2] = {a->n4, a->n6};
        pl->gears -= a->n4 + 5 * a->n6;
        for (int t = 0; t < 2; t++)
            for (int k = 0; k < want[t]; k++) to_loc(s, p, lowest_in_reserve(s, p, t, 0), ATM_IN_SPENT);
        break;
    }
    case ATM_RESEARCH: {
        int c = a->card;
        for (int k = 0; k < ATM_DISPLAY; k++)
            if (s->display[k] == c) s->display[k] = ATM_NO_CARD;
        if (a->opt == ATM_RS_RESERVE) { pl->reserved |= 1u << c; break; }
        pl->gears -= card_cost(bonus(s, p, ATM_EFF_RESEARCH_GEARS), &s->rules.cards[c]);
        if (a->opt == ATM_RS_BUY_HEAD) s->head_next++;
        pl->reserved &= ~(1u << c);
        pl->owned |= 1u << c;
        break;
    }
    case ATM_SELL: {
        static const int coins[3] = {2, 4, 8}, gears[3] = {0, 1, 2};
        int t = a->opt, extra = bonus(s, p, ATM_EFF_SELL_COINS);
        for (unsigned m = a->dice & type_mask[t]; m; m &= m - 1) {
            int i = __builtin_ctz(m);
            to_loc(s, p, i, ATM_IN_RESERVE);
            pl->coins += coins[t] + extra;
            pl->gears += gears[t];
            if (t == ATM_D8) {  /* + a D4 from the Reserve into the Spent Pool, if any */
                int d4 = lowest_in_reserve(s, p, ATM_D4, 0);
                if (d4 >= 0) to_loc(s, p, d4, ATM_IN_SPENT);
            }
        }
        break;
    }
    default: break;
    }
}

/* ---- the turn's modifications (atm_turn_mods) --------------------------------------- */
/* Die i is modified (or combined away) now: its path starts at its face if it was not touched. */
static inline void mods_touch(atm_turn_mods *m, const atm_player *pl, int i)
{
    if ((unsigned)m->touched >> i & 1u) return;
    m->touched = (uint16_t)(m->touched | 1u << i);
    m->origin[i] = pl->dice[i].value;
    m->gears[i] = 0;
    m->merged[i] = 0;
    m->cards[i] = 0;
}
/* A re-roll: die i's path starts again at its new face (what was spent before is sunk). */
static inline void mods_restart(atm_turn_mods *m, const atm_player *pl, int i)
{
    m->touched = (uint16_t)(m->touched & ~(1u << i));
    mods_touch(m, pl, i);
}

/* The actions of the Deployment Phase, each in a function of its own so that atm_apply_unchecked
 * only dispatches (a tail call, no frame). */
#define ATM_APPLY static __attribute__((noinline)) void
ATM_APPLY apply_place(atm_state *s, const atm_action *a)
{
    /* die_move from the Available Pool (the action is legal) to the Staging Area */
    int p = s->current, i = a->die;
    atm_die *d = &s->p[p].dice[i];
    uint16_t *at = s->idx.at[p];
    at[ATM_IN_AVAILABLE] = (uint16_t)(at[ATM_IN_AVAILABLE] & ~(1u << i));
    at[ATM_IN_STAGING] = (uint16_t)(at[ATM_IN_STAGING] | 1u << i);
    d->loc = ATM_IN_STAGING;
    d->area = a->area;
    s->idx.staged[p] += face_nibble(d->value);
    s->mods.touched = 0;  /* the turn passes */
    if (!at[ATM_IN_AVAILABLE]) s->act_order[s->act_filled++] = (uint8_t)p;  /* AT-4 */
    deploy_advance(s);
}

ATM_APPLY apply_reroll_or_card(atm_state *s, const atm_action *a)
{
    atm_player *pl = &s->p[s->current];
    if (a->kind == ATM_ACT_GEAR_REROLL) pl->gears--;
    else pl->exhausted |= 1u << a->card;
    if (a->kind == ATM_ACT_GEAR_REROLL || s->rules.cards[a->card].effect == ATM_EFF_REROLL) {
        /* "Keep rolling until you get a different result than the one you started with." */
        int v = pl->dice[a->die].value, nv;
        do nv = roll(s, a->die); while (nv == v);
        pl->dice[a->die].value = (uint8_t)nv;
        mods_restart(&s->mods, pl, a->die);
    } else {
        mods_touch(&s->mods, pl, a->die);
        s->mods.cards[a->die] |= 1u << a->card;
        pl->dice[a->die].value = (uint8_t)(pl->dice[a->die].value + a->sign * s->rules.cards[a->card].param);
    }
}

ATM_APPLY apply_adjust(atm_state *s, const atm_action *a)
{
    atm_player *pl = &s->p[s->current];
    pl->gears--;
    mods_touch(&s->mods, pl, a->die);
    if (s->mods.gears[a->die] < UINT8_MAX) s->mods.gears[a->die]++;
    pl->dice[a->die].value = (uint8_t)(pl->dice[a->die].value + a->sign);
}

ATM_APPLY apply_combine(atm_state *s, const atm_action *a)
{
    int p = s->current;
    atm_player *pl = &s->p[p];
    atm_turn_mods *m = &s->mods;
    int i = a->die, j = a->die2;
    mods_touch(m, pl, i);
    mods_touch(m, pl, j);
    int g = m->gears[i] + m->gears[j];
    m->gears[i] = (uint8_t)(g < UINT8_MAX ? g : UINT8_MAX);
    m->cards[i] |= m->cards[j];
    m->merged[i] = (uint16_t)(m->merged[i] | m->merged[j] | 1u << j);
    pl->dice[i].value = (uint8_t)(pl->dice[i].value + a->sign * pl->dice[j].value);
    /* die_move of j from the Available Pool (the action is legal) to the Spent Pool */
    uint16_t *at = s->idx.at[p];
    at[ATM_IN_AVAILABLE] = (uint16_t)(at[ATM_IN_AVAILABLE] & ~(1u << j));
    at[ATM_IN_SPENT] = (uint16_t)(at[ATM_IN_SPENT] | 1u << j);
    pl->dice[j].loc = ATM_IN_SPENT;
    pl->dice[j].area = pl->dice[j].space = 0;
}

ATM_APPLY apply_activation(atm_state *s, const atm_action *a)
{
    if (a->kind == ATM_ACT_FORFEIT) atm_effect_only(s, a);  /* AT-9: all own dice off the area (to Spent, R-AT-3), 1 gear */
    else apply_activate(s, a);
    after_activation(s);
}

void atm_apply_unchecked(atm_state *s, const atm_action *a)
{
    s->steps++;
    switch (a->kind) {
    case ATM_ACT_PLACE: apply_place(s, a); break;
    case ATM_ACT_GEAR_REROLL:
    case ATM_ACT_CARD: apply_reroll_or_card(s, a); break;
    case ATM_ACT_GEAR_ADJUST: apply_adjust(s, a); break;
    case ATM_ACT_COMBINE: apply_combine(s, a); break;
    case ATM_ACT_FORFEIT:
    case ATM_ACT_ACTIVATE: apply_activation(s, a); break;
    default: break;
    }
}

void atm_effect_only(atm_state *s, const atm_action *a)
{
    atm_player *pl = &s->p[s->current];
    if (a->kind == ATM_ACT_ACTIVATE) { apply_activate(s, a); return; }
    if (a->kind != ATM_ACT_FORFEIT) return;
    /* the dice leave Staging together (die_move's bookkeeping, from Staging to Spent, for them all) */
    uint16_t *at = s->idx.at[s->current];
    unsigned out = 0;
    uint32_t faces = 0;
    for (unsigned m = at[ATM_IN_STAGING]; m; m &= m - 1) {
        atm_die *d = &pl->dice[__builtin_ctz(m)];
        if (d->area != a->area) continue;
        out |= m & -m;
        faces += face_nibble(d->value);
        d->loc = ATM_IN_SPENT;
        d->area = d->space = 0;
    }
    at[ATM_IN_STAGING] = (uint16_t)(at[ATM_IN_STAGING] & ~out);
    at[ATM_IN_SPENT] = (uint16_t)(at[ATM_IN_SPENT] | out);
    s->idx.staged[s->current] -= faces;
    pl->gears += 1 + bonus(s, s->current, ATM_EFF_FORFEIT_GEARS);
}

int atm_apply(atm_state *s, const atm_action *a, am_err *err)
{
    if (check_action(s, a, err)) return AM_ESTATE;
    atm_apply_unchecked(s, a);
    return 0;
}

/* ---- legal actions ------------------------------------------------------------------ */
typedef struct lister {
    const atm_state *s;
    atm_action *out;
    int cap, n;
    int stop;   /* 1: the caller needs only the first cap actions (atm_random_action) */
} lister;

static void offer(lister *l, const atm_action *a)
{
    if (check_action(l->s, a, NULL)) return;
    if (l->n < l->cap) l->out[l->n] = *a;
    l->n++;
}

static void put(lister *l, const atm_action *a)
{
    if (l->n < l->cap) l->out[l->n] = *a;
    l->n++;
}

/* Deployment listing: the same candidates in the same order as the listing through check_action
 * had, with its checks done inline (the die is Available by construction, so only gears and
 * faces remain). Dice of the same type, value and place as an earlier one are skipped
 * (canonical), as before. */
typedef struct deploy_prep {
    uint16_t canon;                /* canonical Available dice */
    uint16_t twin[ATM_DICE];       /* of canonical die i: its first twin (same type, face, place), if any */
    int gears;
    uint32_t usable;               /* bought cards not exhausted */
    /* plain: every Available die off the boards (area 0) shows one of its faces, as in every
     * position a game reaches; then nibble x of `le` = the canonical dice showing x or less
     * (x 0..8), from which deploy_block_count counts the combinations without walking the partners */
    int plain;
    uint64_t le;
} deploy_prep;

/* The partners of canonical die i in a combination (canonical(pl, j, 1 << i)): the other
 * canonical dice and i's first twin. */
static inline unsigned partners_of(const deploy_prep *dp, int i) { return (dp->canon | dp->twin[i]) & ~(1u << i); }

static inline __attribute__((always_inline)) void deploy_prepare(const atm_state *s, deploy_prep *dp)
{
    const atm_player *pl = &s->p[s->current];
    /* die j is canonical when no earlier Available die is interchangeable with it (same type,
     * face and place); it is a partner of die i also when i is its only earlier twin. In game
     * positions (plain) one pass with a bit per (type, face) for the first and the second die;
     * else the first die and the count of each (type, face, place) in a small table. */
    unsigned avail = s->idx.at[s->current][ATM_IN_AVAILABLE];
    uint16_t canon = 0;
    memset(dp->twin, 0, sizeof dp->twin);
    uint32_t seen = 0, twice = 0;  /* bit 9t + v: a die of type t showing v was seen, twice */
    int8_t firsts[27];
    uint64_t hist = 0;  /* nibble v: canonical dice showing v */
    int plain = 1;
    for (unsigned m = avail; m; m &= m - 1) {
        int i = __builtin_ctz(m), t = die_type(i), v = pl->dice[i].value;
        if (pl->dice[i].area || (unsigned)(v - 1) >= (unsigned)(4 + 2 * t)) { plain = 0; break; }
        uint32_t key = 9u * (unsigned)t + (unsigned)v, bit = 1u << key;
        if (!(seen & bit)) {
            seen |= bit;
            firsts[key] = (int8_t)i;
            canon = (uint16_t)(canon | 1u << i);
            hist += 1ull << (4 * v);
        } else if (!(twice & bit)) {
            twice |= bit;
            dp->twin[firsts[key]] = (uint16_t)(1u << i);
        }
    }
    if (plain) {
        dp->le = hist * 0x1111111111111111ull;  /* prefix sums of the nibbles (at most 12: no carry) */
    } else {
        enum { KEYS = 3 * 16 * 8 };
        int8_t first[KEYS];
        uint8_t count[KEYS];
        memset(count, 0, sizeof count);
        memset(dp->twin, 0, sizeof dp->twin);
        canon = 0;
        for (unsigned m = avail; m; m &= m - 1) {
            int i = __builtin_ctz(m);
            const atm_die *d = &pl->dice[i];
            int key = (die_type(i) * 16 + (d->value & 15)) * 8 + (d->area & 7);
            if (count[key] == 0) { canon = (uint16_t)(canon | 1u << i); first[key] = (int8_t)i; }
            else if (count[key] == 1) dp->twin[first[key]] = (uint16_t)(1u << i);
            count[key]++;
        }
    }
    dp->plain = plain;
    dp->canon = canon;
    dp->gears = pl->gears;
    dp->usable = pl->owned & ~pl->exhausted & ((1u << ATM_CARDS) - 1u);
}

/* The actions of canonical die i, in listing order. */
static void deploy_block(lister *l, const deploy_prep *dp, int i)
{
    const atm_state *s = l->s;
    const atm_player *pl = &s->p[s->current];
    int v = pl->dice[i].value, faces = die_faces(i), gears = dp->gears;
    atm_action a = {0};
    a.die = (uint8_t)i;
    a.kind = ATM_ACT_PLACE;
    for (int ar = 0; ar < ATM_AREAS; ar++) { a.area = (uint8_t)ar; put(l, &a); }
    if (l->stop && l->n >= l->cap) return;
    a.area = 0;
    a.kind = ATM_ACT_GEAR_REROLL;
    if (gear_ok(gears)) put(l, &a);
    for (int sg = -1; sg <= 1; sg += 2) {
        if (l->stop && l->n >= l->cap) return;
        a.sign = (int8_t)sg;
        a.kind = ATM_ACT_GEAR_ADJUST;
        if (gear_ok(gears) && face_ok(v + sg, faces)) put(l, &a);
        a.kind = ATM_ACT_COMBINE;
        for (unsigned m = partners_of(dp, i); m; m &= m - 1) {
            int j = __builtin_ctz(m);
            int nv = v + sg * pl->dice[j].value;
            if (face_ok(nv, faces)) { a.die2 = (uint8_t)j; put(l, &a); }
        }
        a.die2 = 0;
    }
    a.sign = 0;
    for (uint32_t m = dp->usable; m; m &= m - 1) {
        if (l->stop && l->n >= l->cap) return;
        int c = __builtin_ctz(m);
        a.kind = ATM_ACT_CARD;
        a.card = (uint8_t)c;
        const atm_card *cd = &s->rules.cards[c];
        if (cd->effect == ATM_EFF_REROLL) { a.sign = 0; put(l, &a); }
        else if (cd->effect == ATM_EFF_ADJUST)
            for (int sg = -1; sg <= 1; sg += 2) {
                a.sign = (int8_t)sg;
                int nv = v + sg * cd->param;
                if (face_ok(nv, faces)) put(l, &a);
            }
    }
}

/* How many actions deploy_block lists for die i (the same tests, nothing written). */
static inline __attribute__((always_inline)) int deploy_block_count(const atm_state *s, const deploy_prep *dp, int i)
{
    const atm_player *pl = &s->p[s->current];
    int v = pl->dice[i].value, faces = die_faces(i), n = ATM_AREAS;
    if (gear_ok(dp->gears)) n += 1 + face_ok(v - 1, faces) + face_ok(v + 1, faces);
    if (dp->plain) {
        /* partner j (face w >= 1) combines by subtracting when w <= v - 1, by adding when
         * w <= faces - v; the partners are the other canonical dice plus i's twin (face v) */
        int twin_counts = 2 * v <= faces;
        n += (int)(dp->le >> (4 * (v - 1)) & 15u) + (int)(dp->le >> (4 * (faces - v)) & 15u) - (dp->twin[i] ? 0 : twin_counts);
    } else {
        for (unsigned m = partners_of(dp, i); m; m &= m - 1) {
            int w = pl->dice[__builtin_ctz(m)].value;
            n += face_ok(v - w, faces) + face_ok(v + w, faces);
        }
    }
    for (uint32_t m = dp->usable; m; m &= m - 1) {
        const atm_card *cd = &s->rules.cards[__builtin_ctz(m)];
        if (cd->effect == ATM_EFF_REROLL) n++;
        else if (cd->effect == ATM_EFF_ADJUST)
            n += face_ok(v - cd->param, faces) + face_ok(v + cd->param, faces);
    }
    return n;
}

/* The action at index k of deploy_block's list for die i (k < deploy_block_count), without
 * listing the ones before it: the same order and the same fields. */
static inline __attribute__((always_inline)) void deploy_pick(const atm_state *s, const deploy_prep *dp, int i, int k, atm_action *out)
{
    /* the action is written in place: zeroed, then its fields (fewer stores than a copy) */
    memset(out, 0, sizeof *out);
    out->die = (uint8_t)i;
    if (k < ATM_AREAS) {  /* a placement (most draws) */
        out->kind = ATM_ACT_PLACE;
        out->area = (uint8_t)k;
        return;
    }
    const atm_player *pl = &s->p[s->current];
    int v = pl->dice[i].value, faces = die_faces(i);
    k -= ATM_AREAS;
    if (gear_ok(dp->gears) && k-- == 0) { out->kind = ATM_ACT_GEAR_REROLL; return; }
    for (int sg = -1; sg <= 1; sg += 2) {
        if (gear_ok(dp->gears) && face_ok(v + sg, faces) && k-- == 0) {
            out->kind = ATM_ACT_GEAR_ADJUST;
            out->sign = (int8_t)sg;
            return;
        }
        for (unsigned m = partners_of(dp, i); m; m &= m - 1) {
            int j = __builtin_ctz(m);
            if (face_ok(v + sg * pl->dice[j].value, faces) && k-- == 0) {
                out->kind = ATM_ACT_COMBINE;
                out->sign = (int8_t)sg;
                out->die2 = (uint8_t)j;
                return;
            }
        }
    }
    out->kind = ATM_ACT_CARD;
    for (uint32_t m = dp->usable; m; m &= m - 1) {
        int c = __builtin_ctz(m);
        const atm_card *cd = &s->rules.cards[c];
        out->card = (uint8_t)c;
        if (cd->effect == ATM_EFF_REROLL) {
            if (k-- == 0) return;
        } else if (cd->effect == ATM_EFF_ADJUST) {
            for (int sg = -1; sg <= 1; sg += 2)
                if (face_ok(v + sg * cd->param, faces) && k-- == 0) { out->sign = (int8_t)sg; return; }
        }
    }
    /* not reached: k < the count */
}

static void list_deploy(lister *l)
{
    deploy_prep dp;
    deploy_prepare(l->s, &dp);
    for (unsigned m = dp.canon; m; m &= m - 1) deploy_block(l, &dp, __builtin_ctz(m));
}

static void list_group(lister *l, int area, uint16_t mask, int n4, int n6)
{
    const atm_state *s = l->s;
    const atm_player *pl = &s->p[s->current];
    atm_action a = {0};
    a.kind = ATM_ACT_ACTIVATE;
    a.area = (uint8_t)area;
    a.dice = mask;
    switch (area) {
    case ATM_SCAVENGE: offer(l, &a); break;
    case ATM_UPGRADE:
    case ATM_CREATE: {
        int max4 = area == ATM_UPGRADE ? n4 : 6, max6 = area == ATM_UPGRADE ? n6 : 4;
        for (int x = 0; x <= max4; x++)
            for (int y = 0; y <= max6; y++) {
                if (x + y == 0) continue;
                a.n4 = (uint8_t)x; a.n6 = (uint8_t)y;
                offer(l, &a);
            }
        break;
    }
    case ATM_RESEARCH:
        for (int k = 0; k < ATM_DISPLAY; k++) {
            if (s->display[k] == ATM_NO_CARD) continue;
            a.card = s->display[k];
            a.opt = ATM_RS_BUY_PART; offer(l, &a);
            a.opt = ATM_RS_RESERVE; offer(l, &a);
        }
        if (s->head_next < ATM_HEADS) { a.card = s->head_next; a.opt = ATM_RS_BUY_HEAD; offer(l, &a); }
        for (int c = 0; c < ATM_CARDS; c++)
            if (pl->reserved >> c & 1u) { a.card = (uint8_t)c; a.opt = ATM_RS_BUY_RESERVED; offer(l, &a); }
        break;
    case ATM_SELL:
        for (int t = 0; t < 3; t++) { a.opt = (uint8_t)t; offer(l, &a); }
        break;
    default: break;
    }
}

/* The same candidates in the same order as list_group, keeping exactly those check_action
 * accepts, with the checks done inline: the group (its dice are on the area by construction)
 * must hold a die showing the initiative; Scavenge, Upgrade and Create need an empty space. */
static inline __attribute__((always_inline)) void list_group_fast(lister *l, const act_ctx *x, int area, uint16_t mask, int n4, int n6, int sum,
                            int has_init, int has_space)
{
    const atm_state *s = l->s;
    const atm_player *pl = &s->p[s->current];
    if (!has_init) return;
    atm_action a = {0};
    a.kind = ATM_ACT_ACTIVATE;
    a.area = (uint8_t)area;
    a.dice = mask;
    switch (area) {
    case ATM_SCAVENGE:
        if (has_space && scavenge_ok(sum)) put(l, &a);
        break;
    case ATM_UPGRADE:
        if (!has_space) break;
        /* every bound of upgrade_why grows with y: the first failure (other than "none") ends the
         * row; the bounds a row's first candidate (y = 0) can fail (D6s in the Reserve, gears)
         * grow with xx too, so such a failure ends the listing */
        for (int xx = 0; xx <= n4; xx++)
            for (int y = 0; y <= n6; y++) {
                int why = upgrade_why(x, sum, n4, n6, xx, y);
                if (why == WHY_NONE) continue;
                if (why != WHY_OK) {
                    if (y == 0) xx = n4;
                    break;
                }
                a.n4 = (uint8_t)xx; a.n6 = (uint8_t)y;
                put(l, &a);
            }
        break;
    case ATM_CREATE:
        if (!has_space) break;
        /* every bound of create_why grows with y: the first failure (other than "none") ends the
         * row; the bounds a row's first candidate (y = 0) can fail (the limit, D4s in the
         * Reserve, gears) grow with xx too, so such a failure ends the listing */
        for (int xx = 0; xx <= 6; xx++)
            for (int y = 0; y <= 4; y++) {
                int why = create_why(x, sum, xx, y);
                if (why == WHY_NONE) continue;
                if (why != WHY_OK) {
                    if (y == 0) xx = 6;
                    break;
                }
                a.n4 = (uint8_t)xx; a.n6 = (uint8_t)y;
                put(l, &a);
            }
        break;
    case ATM_RESEARCH:
        for (int k = 0; k < ATM_DISPLAY; k++) {
            if (s->display[k] == ATM_NO_CARD) continue;
            a.card = s->display[k];
            a.opt = ATM_RS_BUY_PART;
            if (buy_why(x, &s->rules.cards[a.card], sum) == WHY_OK) put(l, &a);
            a.opt = ATM_RS_RESERVE; put(l, &a);
        }
        if (s->head_next < ATM_HEADS) {
            a.card = s->head_next; a.opt = ATM_RS_BUY_HEAD;
            if (buy_why(x, &s->rules.cards[a.card], sum) == WHY_OK) put(l, &a);
        }
        for (uint32_t m = pl->reserved & ((1u << ATM_CARDS) - 1u); m; m &= m - 1) {
            int c = __builtin_ctz(m);
            a.card = (uint8_t)c; a.opt = ATM_RS_BUY_RESERVED;
            if (buy_why(x, &s->rules.cards[c], sum) == WHY_OK) put(l, &a);
        }
        break;
    case ATM_SELL: {
        int n[3] = {n4, n6, dice_in(mask & type_mask[ATM_D8])};
        for (int t = 0; t < 3; t++) {
            a.opt = (uint8_t)t;
            if (market_free(x, t) && n[t] > 0) put(l, &a);
        }
        break;
    }
    default: break;
    }
}

static inline __attribute__((always_inline)) void list_activate(lister *l)
{
    const atm_state *s = l->s;
    const atm_player *pl = &s->p[s->current];
    /* the player's Staging dice per area, and the areas holding one showing the initiative */
    uint16_t staged[ATM_AREAS] = {0};
    unsigned init_areas = 0, init_dice = 0;
    for (unsigned m = s->idx.at[s->current][ATM_IN_STAGING]; m; m &= m - 1) {
        int i = __builtin_ctz(m);
        const atm_die *d = &pl->dice[i];
        if (d->area >= ATM_AREAS) continue;
        staged[d->area] = (uint16_t)(staged[d->area] | 1u << i);
        if (d->value == s->initiative) {
            init_areas |= 1u << d->area;
            init_dice |= 1u << i;
        }
    }
    /* Scavenge, the Market and the forfeits ask only which spaces are taken */
    act_ctx x;
    if (init_areas & (1u << ATM_UPGRADE | 1u << ATM_CREATE | 1u << ATM_RESEARCH)) act_ctx_init(s, &x);
    else memcpy(x.occupied, s->idx.occupied, sizeof x.occupied);
    for (unsigned am = init_areas; am; am &= am - 1) {
        int area = __builtin_ctz(am);
        atm_action f = {0};
        f.kind = ATM_ACT_FORFEIT;
        f.area = (uint8_t)area;
        put(l, &f);  /* legal: the area holds a die showing the initiative */
        int has_space = area <= ATM_CREATE && area_has_space(s, &x, area);
        unsigned one = staged[area];
        if (!(one & (one - 1))) {  /* one die (most often): the only group, and it shows the initiative */
            int i = __builtin_ctz(one), t = die_type(i);
            list_group_fast(l, &x, area, (uint16_t)one, t == ATM_D4, t == ATM_D6, pl->dice[i].value, 1, has_space);
            continue;
        }
        /* no two dice of one (type, value): every class is one die, and the multisets below are
         * the subsets of the area's dice in increasing order of their masks */
        uint32_t seen = 0;
        unsigned left;
        for (left = one; left; left &= left - 1) {
            int i = __builtin_ctz(left), v = pl->dice[i].value;
            uint32_t bit = 1u << (9 * die_type(i) + (v & 7));
            if ((unsigned)(v - 1) >= 8u || (seen & bit)) break;
            seen |= bit;
        }
        if (!left) {
            for (unsigned sub = one & (0u - one); sub; sub = (sub - one) & one) {
                if (!(sub & init_dice)) continue;
                int sum = 0;
                for (unsigned b = sub; b; b &= b - 1) sum += pl->dice[__builtin_ctz(b)].value;
                list_group_fast(l, &x, area, (uint16_t)sub, bits6[sub & 63u], bits6[sub >> 6 & 15u], sum, 1, has_space);
            }
            continue;
        }
        /* classes of interchangeable dice (type, value) on this area */
        int cls_first[ATM_DICE], cls_count[ATM_DICE], ncls = 0;
        uint16_t cls_dice[ATM_DICE];
        for (unsigned sm = staged[area]; sm; sm &= sm - 1) {
            int i = __builtin_ctz(sm);
            const atm_die *d = &pl->dice[i];
            int k;
            for (k = 0; k < ncls; k++)
                if (die_type(cls_first[k]) == die_type(i) && pl->dice[cls_first[k]].value == d->value) break;
            if (k == ncls) { cls_first[ncls] = i; cls_count[ncls] = 0; cls_dice[ncls] = 0; ncls++; }
            cls_count[k]++;
            cls_dice[k] = (uint16_t)(cls_dice[k] | 1u << i);
        }
        /* what one die of each class adds to a group: its face, whether it is a D4, a D6, and
         * whether it shows the initiative */
        int cls_v[ATM_DICE], cls_d4[ATM_DICE], cls_d6[ATM_DICE], cls_init[ATM_DICE];
        for (int c = 0; c < ncls; c++) {
            int t = die_type(cls_first[c]);
            cls_v[c] = pl->dice[cls_first[c]].value;
            cls_d4[c] = t == ATM_D4;
            cls_d6[c] = t == ATM_D6;
            cls_init[c] = cls_v[c] == s->initiative;
        }
        /* every multiset: a mixed radix counter take[], the group (the lowest take[c] dice of
         * each class) and its sums kept as the digits move */
        int take[ATM_DICE] = {0};
        unsigned mask = 0;
        int n4 = 0, n6 = 0, sum = 0, init = 0;
        for (;;) {
            int k = 0;
            while (k < ncls && take[k] == cls_count[k]) {  /* digit k back to 0: its dice leave */
                int n = cls_count[k];
                mask &= ~(unsigned)cls_dice[k];
                sum -= cls_v[k] * n;
                n4 -= cls_d4[k] * n;
                n6 -= cls_d6[k] * n;
                init -= cls_init[k] * n;
                take[k++] = 0;
            }
            if (k == ncls) break;
            take[k]++;  /* the lowest die of class k not in the group joins it */
            unsigned m = cls_dice[k] & ~mask;
            mask |= m & -m;
            sum += cls_v[k];
            n4 += cls_d4[k];
            n6 += cls_d6[k];
            init += cls_init[k];
            if (init) list_group_fast(l, &x, area, (uint16_t)mask, n4, n6, sum, 1, has_space);
        }
    }
}

int atm_group_actions(const atm_state *s, int area, uint16_t mask, atm_action *out, int cap)
{
    /* the same actions as listing every candidate through check_action: the group's dice are
     * the player's Staging dice on the area (the callers build it so), the rest is list_group_fast */
    lister l = {s, out, cap, 0, 0};
    const atm_player *pl = &s->p[s->current];
    int n4 = 0, n6 = 0, sum = 0, has_init = 0;
    if (!mask || area < 0 || area >= ATM_AREAS) return 0;
    for (int i = 0; i < ATM_DICE; i++) {
        if (!((unsigned)mask >> i & 1u)) continue;
        const atm_die *d = &pl->dice[i];
        if (d->loc != ATM_IN_STAGING || d->area != area) {  /* not a group: the validator decides */
            list_group(&l, area, mask, 0, 0);
            return l.n;
        }
        n4 += die_type(i) == ATM_D4;
        n6 += die_type(i) == ATM_D6;
        sum += d->value;
        has_init |= d->value == s->initiative;
    }
    if (s->phase != ATM_PHASE_ACTIVATE) return 0;
    act_ctx x;
    act_ctx_init(s, &x);
    list_group_fast(&l, &x, area, mask, n4, n6, sum, has_init, area <= ATM_CREATE && area_has_space(s, &x, area));
    return l.n;
}

/* deploy_block_count of a canonical die in a game position, by die (its type t) and face v: the
 * places and the gear actions (base[gears >= 1]), less the die itself counted among its partners
 * when it shows at most half its faces (corr; added back when it has a twin), and the shifts of
 * the nibbles of deploy_prep.le that count its partners for a subtraction (v - 1) and an addition
 * (faces - v). */
typedef struct deploy_key {
    uint8_t base[2], sub, add, corr, pad[3];  /* 8 bytes, 16 faces a die: [die][face] is one scaled index */
} deploy_key;
#define DK_F(t) (4 + 2 * (t))
#define DK_C(t, v) (2 * (v) <= DK_F(t))
#define DK(t, v)                                                                                          \
    {{(uint8_t)(5 - DK_C(t, v)), (uint8_t)(5 + 1 + ((v) > 1) + ((v) < DK_F(t)) - DK_C(t, v))}, 4 * ((v) - 1), \
     4 * (DK_F(t) - (v)), DK_C(t, v), {0, 0, 0}}
#define DK_NONE {{0, 0}, 0, 0, 0, {0, 0, 0}}
#define DK_D4 {DK_NONE, DK(0, 1), DK(0, 2), DK(0, 3), DK(0, 4)}
#define DK_D6 {DK_NONE, DK(1, 1), DK(1, 2), DK(1, 3), DK(1, 4), DK(1, 5), DK(1, 6)}
#define DK_D8 {DK_NONE, DK(2, 1), DK(2, 2), DK(2, 3), DK(2, 4), DK(2, 5), DK(2, 6), DK(2, 7), DK(2, 8)}
static const deploy_key deploy_keys[ATM_DICE][16] = {DK_D4, DK_D4, DK_D4, DK_D4, DK_D4, DK_D4,  /* [die][face] */
                                                    DK_D6, DK_D6, DK_D6, DK_D6, DK_D8, DK_D8};
#undef DK_D4
#undef DK_D6
#undef DK_D8
#undef DK
#undef DK_NONE
#undef DK_C
#undef DK_F

/* atm_random_action in the Deployment Phase: the count of each canonical die's block, one draw,
 * then only the drawn action is built. */
static inline __attribute__((always_inline)) int deploy_draw(const atm_state *s, am_rng *rng, atm_action *out)
{
    /* count the actions die by die; list only the block of the chosen one */
    deploy_prep dp;
    deploy_prepare(s, &dp);
    int count[ATM_DICE], n = 0;
    if (dp.plain && !dp.usable) {
        /* deploy_block_count without cards, in a game position: the places, the gear
         * actions, and the combinations counted from the faces of the canonical dice */
        const atm_player *pl = &s->p[s->current];
        int gear = dp.gears >= 1;
        for (unsigned m = dp.canon; m; m &= m - 1) {
            int i = __builtin_ctz(m);
            const deploy_key *k = &deploy_keys[i][pl->dice[i].value];
            int c = k->base[gear] + (int)(dp.le >> k->sub & 15u) + (int)(dp.le >> k->add & 15u) + (dp.twin[i] ? k->corr : 0);
            count[i] = c;
            n += c;
        }
    } else {
        for (unsigned m = dp.canon; m; m &= m - 1) {
            int i = __builtin_ctz(m);
            count[i] = deploy_block_count(s, &dp, i);
            n += count[i];
        }
    }
    if (n > ATM_MAX_ACTIONS) n = ATM_MAX_ACTIONS;
    if (n <= 0) return n;
    int k = (int)am_rng_below_inline(rng, (uint32_t)n);
    for (unsigned m = dp.canon; m; m &= m - 1) {
        int i = __builtin_ctz(m);
        if (k < count[i]) {
            deploy_pick(s, &dp, i, k, out);
            return n;
        }
        k -= count[i];
    }
    return 0;  /* not reached */
}

/* atm_random_action otherwise: the whole list (Activation, into buf) and one draw of its index. */
static inline __attribute__((always_inline)) int listed_draw(const atm_state *s, am_rng *rng, atm_action *buf, int *drawn)
{
    if (s->phase != ATM_PHASE_ACTIVATE) return 0;
    lister l = {s, buf, ATM_MAX_ACTIONS, 0, 0};
    list_activate(&l);
    int n = l.n;
    if (n > ATM_MAX_ACTIONS) n = ATM_MAX_ACTIONS;
    if (n <= 0) return n;
    *drawn = (int)am_rng_below_inline(rng, (uint32_t)n);
    return n;
}

int atm_random_action(const atm_state *s, am_rng *rng, atm_action *out)
{
    if (s->phase == ATM_PHASE_DEPLOY) return deploy_draw(s, rng, out);
    atm_action buf[ATM_MAX_ACTIONS];
    int k = 0, n = listed_draw(s, rng, buf, &k);
    if (n > 0) *out = buf[k];
    return n;
}

/* atm_random_choice per phase, each with the frame it needs (the Activation list is 96 KiB). */
static __attribute__((noinline)) atm_action random_deploy_choice(const atm_state *s, am_rng *rng)
{
    atm_action a;
    if (deploy_draw(s, rng, &a) <= 0) return (atm_action){0};
    return a;
}
static __attribute__((noinline)) atm_action random_listed_choice(const atm_state *s, am_rng *rng)
{
    atm_action buf[ATM_MAX_ACTIONS];
    int k = 0;
    if (listed_draw(s, rng, buf, &k) <= 0) return (atm_action){0};
    return buf[k];
}

atm_action atm_random_choice(const atm_state *s, am_rng *rng)
{
    if (s->phase == ATM_PHASE_DEPLOY) return random_deploy_choice(s, rng);
    return random_listed_choice(s, rng);
}

/* atm_random_play per phase: the draw as above, then what atm_apply_unchecked does for the action
 * (steps, then the kind's function; the Activation Phase lists only activations and forfeits)
 * and the count of its kind (an activation by its area; no action drawn counts as a Scavenge). */
static __attribute__((noinline)) void random_deploy_play(atm_state *s, am_rng *rng, uint16_t *counts)
{
    atm_action a;
    if (deploy_draw(s, rng, &a) <= 0) a = (atm_action){0};
    s->steps++;
    switch (a.kind) {
    case ATM_ACT_PLACE: apply_place(s, &a); counts[ATM_SIM_PLACE]++; break;
    case ATM_ACT_GEAR_REROLL: apply_reroll_or_card(s, &a); counts[ATM_SIM_REROLL]++; break;
    case ATM_ACT_CARD: apply_reroll_or_card(s, &a); counts[ATM_SIM_ARM]++; break;
    case ATM_ACT_GEAR_ADJUST: apply_adjust(s, &a); counts[ATM_SIM_ADJUST]++; break;
    case ATM_ACT_COMBINE: apply_combine(s, &a); counts[ATM_SIM_COMBINE]++; break;
    default: counts[ATM_SIM_SCAVENGE]++; break;  /* none: nothing was drawn */
    }
}
static __attribute__((noinline)) void random_listed_play(atm_state *s, am_rng *rng, uint16_t *counts)
{
    atm_action buf[ATM_MAX_ACTIONS];
    int k = 0;
    atm_action a = listed_draw(s, rng, buf, &k) <= 0 ? (atm_action){0} : buf[k];
    s->steps++;
    if (a.kind == ATM_ACT_ACTIVATE || a.kind == ATM_ACT_FORFEIT) apply_activation(s, &a);
    counts[a.kind == ATM_ACT_FORFEIT ? ATM_SIM_FORFEIT : ATM_SIM_SCAVENGE + (a.area < ATM_AREAS ? a.area : 0)]++;
}

void atm_random_play(atm_state *s, am_rng *rng, uint16_t *counts)
{
    if (s->phase == ATM_PHASE_DEPLOY) random_deploy_play(s, rng, counts);
    else random_listed_play(s, rng, counts);
}

int atm_legal_actions(const atm_state *s, atm_action *out, int cap)
{
    lister l = {s, out, cap, 0, 0};
    if (s->phase == ATM_PHASE_DEPLOY) list_deploy(&l);
    else if (s->phase == ATM_PHASE_ACTIVATE) list_activate(&l);
    return l.n;
}

/* ---- scoring ------------------------------------------------------------------------ */
atm_score atm_score_player(const atm_state *s, int player)
{
    /* Table 6 (AT-18): coins 1:1, D6 1 VP, D8 3 VP (dice outside the Reserve, R-AT-6), sets,
     * −5 per reserved card, the ↻ effects of bought cards. */
    const atm_player *pl = &s->p[player];
    atm_score sc = {0, 0, 0, 0, 0, 0};
    unsigned owned_dice = ~(unsigned)s->idx.at[player][ATM_IN_RESERVE];  /* outside the Reserve (the dice index) */
    int d6 = dice_in(owned_dice & type_mask[ATM_D6]), d8 = dice_in(owned_dice & type_mask[ATM_D8]);
    int counts[ATM_COLOURS] = {0}, ncards = 0;
    uint32_t owned = pl->owned & ((1u << ATM_CARDS) - 1u);
    for (uint32_t m = owned; m; m &= m - 1) {
        counts[s->rules.cards[__builtin_ctz(m)].colour]++;
        ncards++;
    }
    for (uint32_t m = pl->reserved & ((1u << ATM_CARDS) - 1u); m; m &= m - 1) sc.reserved -= 5;
    for (uint32_t m = owned; m; m &= m - 1) {
        const atm_card *cd = &s->rules.cards[__builtin_ctz(m)];
        switch (cd->effect) {
        case ATM_EFF_VP: sc.cards += cd->param; break;
        case ATM_EFF_VP_PER_D8: sc.cards += cd->param * d8; break;
        case ATM_EFF_VP_PER_D6: sc.cards += cd->param * d6; break;
        case ATM_EFF_VP_PER_GEARS: sc.cards += pl->gears / cd->param; break;
        case ATM_EFF_VP_PER_CARD: sc.cards += cd->param * ncards; break;
        default: break;
        }
    }
    sc.coins = pl->coins;
    sc.dice = d6 + 3 * d8;
    sc.sets = atm_sets_score(counts);
    sc.total = sc.coins + sc.dice + sc.sets + sc.reserved + sc.cards;
    return sc;
}

unsigned atm_winners(const atm_state *s)
{
    int totals[ATM_MAX_SEATS];
    for (int p = 0; p < s->players; p++) totals[p] = atm_score_player(s, p).total;
    return atm_winners_of(totals, s->players);
}
