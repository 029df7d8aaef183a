/*
 * Scythe: the scripted stand-in humans of the simulator. SIMPLIFIED players (docs/simulation.md):
 * their units move only through the public human actions (scy_human_move/deploy/encounter/...),
 * so the board stays legal; the rest of a human turn (the top-row action's gains, the bottom-row
 * actions, the stars they earn) is a few numbers set with scy_human_set. No player mat, no costs.
 *
 *   passive     cycles Move, Produce, Trade, Bolster, Move, Produce; moves workers outward near its
 *               home and its character to encounters, never into enemy units; builds every turn
 *               (upgrades and structures first); fights only when attacked, with a small dial.
 *   aggressive  bolsters up to 7+ power, then marches its character and mechs at the nearest Automa
 *               unit and attacks (combat units when its power is at least 5, workers any time),
 *               dialling all its power (max 7) and playing its best cards; deploys mechs first.
 *   random      the property test's player: random legal moves, random numbers.
 */
#include <string.h>

#include "scythe/scythe_internal.h"
#include "scythe/sim_internal.h"
#include "core/rng_inline.h"

static int rnd(scy_sim_ctx *c, int n)
{
    return n <= 1 ? 0 : (int)am_rng_below_inline(&c->rng, (uint32_t)n);
}

static int unit_type(int u)
{
    return u == SCY_U_CHARACTER ? SCY_UT_CHARACTER : (u < SCY_U_WORKER0 ? SCY_UT_MECH : SCY_UT_WORKER);
}

/* The human action itself, through the engine: its return code (hr filled for a move). No am_err:
 * the stand-in reads only the code, so a refusal builds no message (issue 31). */
static int apply(scy_game *g, scy_sim_act *a, scy_human_report *hr)
{
    switch (a->kind) {
    case SCY_ACT_MOVE: a->move = hr; return scy_human_move(g, a->type, a->from, a->to, hr, NULL);
    case SCY_ACT_DEPLOY: return scy_human_deploy(g, a->type, a->to, NULL);
    /* the stand-in acts in its own turn: scy_human_set's player is g->current */
    case SCY_ACT_SET:
        /* its own number in range (do_set): stored as scy_human_set_player stores it, inline */
        if (g->current < g->nplayers && !g->p[g->current].automa && a->value >= 0 && a->value <= scy_stat_max[a->type] &&
            scy_set_plain(g, g->current, a->type, a->value))
            return AM_OK;
        return scy_human_set_player(g, g->current, a->type, a->value, NULL);
    case SCY_ACT_ENCOUNTER: return scy_human_encounter(g, a->to, NULL);
    case SCY_ACT_FACTORY: return scy_human_factory(g, NULL);
    case SCY_ACT_RESOURCES: return scy_human_resources(g, a->to, a->value, NULL);
    case SCY_ACT_RECRUIT: return scy_human_recruit(g, a->type, NULL);
    default: return scy_human_end_turn(g, NULL);
    }
}

/* apply with cfg->check: a refusal must leave the game unchanged (a copy compared); -1 if not. */
static __attribute__((noinline)) int apply_checked(scy_sim_ctx *c, scy_sim_act *a, scy_human_report *hr)
{
    scy_game *g = c->g;
    scy_game before = *g;
    int rc = apply(g, a, hr);
    if (rc != AM_OK && memcmp(&before, g, sizeof *g) != 0) {
        am_fail(c->err, AM_ESTATE, "seed %llu, turn %u: a refused human action (kind %d) changed the game",
                (unsigned long long)c->res->seed, (unsigned)g->turns, a->kind);
        c->failed = 1;
        return -1;
    }
    return rc;
}

/* Runs one human action through the engine; a refusal must leave the game unchanged (checked with
 * cfg->check). A move that starts a combat is settled at once. Returns -1 to stop the game. */
static inline int act(scy_sim_ctx *c, scy_sim_act *a)
{
    scy_game *g = c->g;
    scy_human_report hr;
    hr.workers = 0;  /* read below; scy_human_move fills the rest */
    a->player = g->current;
    int rc;
    if (c->cfg->check) {
        scy_sim_act t = *a;  /* (a copy: a itself is not handed to a function that is not inlined) */
        rc = apply_checked(c, &t, &hr);
        if (rc < 0) return -1;
        a->move = t.move;
    } else {
        rc = apply(g, a, &hr);
    }
    scy_sim_result *res = c->res;
    res->steps++;
    a->refused = (int8_t)(rc != AM_OK);
    res->refused += rc != AM_OK;
    if (hr.workers) res->worker_raids++;
    if (c->watched) {
        scy_sim_step st;
        memset(&st, 0, sizeof st);
        st.kind = SCY_SIM_HUMAN;
        st.act = *a;
        if (scy_sim_after(c, &st, "a human action")) return -1;
    }
    /* without a check or an observer scy_sim_after would only record the milestones (the Automa's
     * first star, its Scheme II), which no human action changes: they change in Automa turns and
     * combats, each followed by scy_sim_after (issue 16: ~90 calls per game saved) */
    return g->pending.kind != SCY_PEND_NONE ? scy_sim_settle(c) : 0;
}

static int do_move(scy_sim_ctx *c, int u, int to)
{
    scy_sim_act a = {.kind = SCY_ACT_MOVE, .type = (uint8_t)unit_type(u), .from = c->g->p[c->g->current].unit[u],
                     .to = (int8_t)to};
    return act(c, &a);
}

static int do_set(scy_sim_ctx *c, int stat, int value)
{
    if (value > scy_stat_max[stat]) value = scy_stat_max[stat];
    if (value < 0) value = 0;
    scy_sim_act a = {.kind = SCY_ACT_SET, .type = (uint8_t)stat, .value = (int16_t)value};
    return act(c, &a);
}

static int do_simple(scy_sim_ctx *c, int kind, int type, int to, int value)
{
    scy_sim_act a = {.kind = (uint8_t)kind, .type = (uint8_t)type, .to = (int8_t)to, .value = (int16_t)value};
    return act(c, &a);
}

/* The number of territories in s (without a popcount instruction: the bits summed in parallel). */
static int count_of(am_set s)
{
    s -= (s >> 1) & 0x5555555555555555u;
    s = (s & 0x3333333333333333u) + ((s >> 2) & 0x3333333333333333u);
    s = (s + (s >> 4)) & 0x0f0f0f0f0f0f0f0fu;
    return (int)((s * 0x0101010101010101u) >> 56);
}

static int pick(scy_sim_ctx *c, am_set s)
{
    int k = rnd(c, count_of(s));
    for (; s; s &= s - 1)
        if (k-- == 0) return __builtin_ctzll(s);
    return -1;
}

/* Territories holding a unit of player pl (the kept masks). */
static inline am_set units_of(const scy_game *g, int pl)
{
    return scy_kinds_at(g->units_at[pl], SCY_UK_ANY) & SCY_TERR_BITS;
}

static inline am_set enemy_units(const scy_game *g, int pl, int kinds)
{
    return scy_enemy_units(g, pl, kinds);  /* every enemy of pl (never pl itself) */
}

/* ---- combat choices ------------------------------------------------------------------------ */
void scy_standin_combat_choice(scy_sim_ctx *c, int pl, int t, scy_combat_choice *ch)
{
    const scy_player *p = &c->g->p[pl];
    int maxp = p->power < 7 ? p->power : 7;
    int units = scy_game_count_units_on(c->g, pl, SCY_UK_COMBAT, t);
    int maxc = units < p->combat_cards ? units : p->combat_cards;
    if (maxc > SCY_COMBAT_MAX_CARDS) maxc = SCY_COMBAT_MAX_CARDS;
    int held[4];
    for (int v = 0; v < 4; v++) held[v] = p->cc_value[v];
    int n;
    memset(ch, 0, sizeof *ch);
    switch (c->cfg->bot) {
    case SCY_BOT_PASSIVE:
        ch->power = (uint8_t)(maxp < 3 ? maxp : 3);
        n = maxc < 1 ? maxc : 1;
        break;
    case SCY_BOT_AGGRESSIVE:
        ch->power = (uint8_t)maxp;
        n = maxc;
        break;
    default:
        ch->power = (uint8_t)rnd(c, maxp + 1);
        n = rnd(c, maxc + 1);
        break;
    }
    for (int i = 0; i < n; i++) {
        int v = c->cfg->bot == SCY_BOT_RANDOM ? 3 - rnd(c, 2) : 3;  /* highest first */
        while (v >= 0 && !held[v]) v--;
        if (v < 0)
            for (v = 0; v < 4 && !held[v]; v++) {}
        if (v >= 4) break;
        held[v]--;
        ch->cards[ch->ncards++] = (uint8_t)(v + 2);
    }
}

/* ---- the random stand-in (the property test's scripted human) -------------------------------- */
static int random_turn(scy_sim_ctx *c)
{
    scy_game *g = c->g;
    int pl = g->current;
    scy_player *p = &g->p[pl];
    int nmoves = rnd(c, 4);
    for (int m = 0; m < nmoves && !g->game_over; m++) {
        int cand[SCY_NUNITS], n = 0;
        for (int u = 0; u < SCY_NUNITS; u++)
            if (p->unit[u] != SCY_POS_MAT) cand[n++] = u;
        if (!n) break;
        int u = cand[rnd(c, n)];
        am_set dest = scy_human_destinations(g, pl, u);
        if (!dest) continue;
        am_set enemies = 0;
        for (int e = 0; e < g->nplayers; e++)
            if (e != pl) enemies |= units_of(g, e);  /* any other player's */
        int to = SCY_IS_COMBAT_UNIT(u) && (dest & enemies) && rnd(c, 3) == 0 ? pick(c, dest & enemies) : pick(c, dest);
        if (do_move(c, u, to)) return -1;
    }
    if (g->game_over) return 0;
    int w = -1;
    for (int u = SCY_U_WORKER0; u < SCY_NUNITS; u++)
        if (SCY_IS_TERR(p->unit[u])) w = p->unit[u];
    if (w >= 0 && rnd(c, 3) == 0 && do_simple(c, SCY_ACT_DEPLOY, rnd(c, 2) ? SCY_UT_MECH : SCY_UT_WORKER, w, 0)) return -1;
    if (do_set(c, SCY_STAT_POWER, p->power + rnd(c, 3))) return -1;
    if (do_set(c, SCY_STAT_COINS, p->coins + rnd(c, 4))) return -1;
    if (do_set(c, SCY_STAT_POPULARITY, rnd(c, 19))) return -1;
    if (rnd(c, 4) == 0 && do_set(c, SCY_STAT_COMBAT_CARDS, p->combat_cards + 1)) return -1;
    if (SCY_IS_TERR(p->unit[0]) && am_set_has(g->encounters, p->unit[0]) &&
        do_simple(c, SCY_ACT_ENCOUNTER, 0, p->unit[0], 0))
        return -1;
    if (p->unit[0] == scy_factory && do_simple(c, SCY_ACT_FACTORY, 0, 0, 0)) return -1;
    if (rnd(c, 25) == 0 && p->stars < SCY_STARS_END && do_set(c, SCY_STAT_STARS, p->stars + 1)) return -1;
    if (g->game_over) return 0;
    if (rnd(c, 10) == 0 && do_simple(c, SCY_ACT_RESOURCES, 0, rnd(c, SCY_NTERR), rnd(c, 5))) return -1;
    return do_simple(c, SCY_ACT_END_TURN, 0, 0, 0);
}

/* ---- passive and aggressive ----------------------------------------------------------------- */
enum { TOP_MOVE, TOP_PRODUCE, TOP_TRADE, TOP_BOLSTER };
enum { BUILD_MECH, BUILD_UPGRADE, BUILD_STRUCTURE, BUILD_RECRUIT };
/* star conditions of the stand-ins (bits of scy_sim_ctx.earned) */
enum { EARN_MECHS = 1, EARN_WORKERS = 2, EARN_UPGRADES = 4, EARN_STRUCTURES = 8, EARN_RECRUITS = 16,
       EARN_POPULARITY = 32, EARN_POWER = 64 };

/* Are all units first..end-1 off the faction mat? (the bytes compared at once) */
static int all_on_board(const scy_player *p, int first, int end)
{
    return !scy_bytes_have(p->unit + first, (size_t)(end - first), SCY_POS_MAT);
}

/* Distance from position a to the nearest member of s (99 if s is empty). */
static int dist_to(int a, am_set s)
{
    /* the first ring around a that meets s (scy_board_distance, read as bitmasks) */
    if (a < 0 || a >= SCY_NPOS || !s) return 99;
    for (int d = 0; d < SCY_NRINGS; d++)
        if (scy_ring[a][d] & s) return d;
    return 99;
}

/* Passive: a worker on a territory shared with another own worker (or any worker) moves to a free
 * territory, closest to home; the character heads for the nearest encounter token away from enemy
 * combat units. Never enters enemy units. */
static int passive_move(scy_sim_ctx *c)
{
    scy_game *g = c->g;
    int pl = g->current;
    scy_player *p = &g->p[pl];
    int home = SCY_POS_HOME(p->faction);
    am_set enemy = enemy_units(g, pl, SCY_UK_ANY);
    am_set own = units_of(g, pl);
    /* the character */
    if (p->unit[SCY_U_CHARACTER] != SCY_POS_MAT && g->encounters) {
        am_set dest = scy_human_destinations(g, pl, SCY_U_CHARACTER) & ~enemy;
        int here = dist_to(p->unit[SCY_U_CHARACTER], g->encounters), best = -1, bd = here;
        for (am_set x = dest; x; x &= x - 1) {
            int t = __builtin_ctzll(x), d = dist_to(t, g->encounters);
            if (d < bd) { bd = d; best = t; }
        }
        if (best >= 0 && do_move(c, SCY_U_CHARACTER, best)) return -1;
    }
    /* two workers spread out: one sharing its territory with another worker of its own (the kept
     * two-or-more mask) or on the home base; a worker's destinations depend on its position only */
    for (int moves = 0; moves < 2 && !g->game_over; moves++) {
        am_set two = g->units_at2[pl][1], dest = AM_SET_EMPTY;
        int bu = -1, bt = -1, bscore = 1 << 30, at = -1;
        for (int u = SCY_U_WORKER0; u < SCY_NUNITS; u++) {
            int pos = p->unit[u];
            if (SCY_IS_TERR(pos) ? !((two >> pos) & 1) : pos != home) continue;
            if (pos != at) {
                dest = scy_human_destinations(g, pl, u) & ~enemy & ~own;
                at = pos;
            }
            for (am_set x = dest; x; x &= x - 1) {
                int t = __builtin_ctzll(x);
                int score = scy_distance_table[t][home] * 4 + rnd(c, 4);
                if (score < bscore) { bscore = score; bu = u; bt = t; }
            }
        }
        if (bu < 0) break;
        if (do_move(c, bu, bt)) return -1;
        own = units_of(g, pl);
    }
    return 0;
}

/* Aggressive: the character and up to two mechs step toward the nearest Automa unit; a unit next to
 * Automa units attacks them (combat units only with power >= 5). */
static int aggressive_move(scy_sim_ctx *c)
{
    scy_game *g = c->g;
    int pl = g->current;
    scy_player *p = &g->p[pl];
    int moved = 0;
    /* the enemies' units, again after each move (a combat it started is resolved at once) */
    am_set target = enemy_units(g, pl, SCY_UK_ANY), fighters = enemy_units(g, pl, SCY_UK_COMBAT);
    for (int u = 0; u < SCY_U_WORKER0 && moved < 3 && !g->game_over && g->pending.kind == SCY_PEND_NONE; u++) {
        int pos = p->unit[u];
        if (pos == SCY_POS_MAT) continue;
        if (!target) break;
        am_set dest = scy_human_destinations(g, pl, u);
        int strong = p->power >= 5;
        if (!strong) dest &= ~fighters;
        int best = -1, bd = dist_to(pos, target);
        for (am_set x = dest; x; x &= x - 1) {
            int t = __builtin_ctzll(x), d = dist_to(t, target);
            if (d < bd || (d == bd && best >= 0 && rnd(c, 2))) { bd = d; best = t; }
        }
        if (best < 0) continue;
        if (do_move(c, u, best)) return -1;
        moved++;
        target = enemy_units(g, pl, SCY_UK_ANY);
        fighters = enemy_units(g, pl, SCY_UK_COMBAT);
    }
    return 0;
}

static int produce(scy_sim_ctx *c)
{
    scy_game *g = c->g;
    int pl = g->current;
    scy_player *p = &g->p[pl];
    am_set enemy = enemy_units(g, pl, SCY_UK_ANY);
    int done = 0;
    for (int u = SCY_U_WORKER0; u < SCY_NUNITS && done < 2; u++) {
        int t = p->unit[u];
        if (!SCY_IS_TERR(t) || am_set_has(scy_mask_lake, t) || t == scy_factory) continue;
        if (am_set_has(enemy, t)) continue;
        /* its workers there produce (counted at once; none moves while it produces) */
        int n = g->resources[t] + scy_byte_count(p->unit + SCY_U_WORKER0, 8, t);
        if (do_simple(c, SCY_ACT_RESOURCES, 0, t, n > 255 ? 255 : n)) return -1;
        done++;
    }
    /* a village produces a worker: one new worker where workers are */
    for (int u = SCY_U_WORKER0; u < SCY_NUNITS; u++)
        if (SCY_IS_TERR(p->unit[u]) && !am_set_has(enemy, p->unit[u])) {
            if (!all_on_board(p, SCY_U_WORKER0, SCY_NUNITS))
                return do_simple(c, SCY_ACT_DEPLOY, SCY_UT_WORKER, p->unit[u], 0);
            break;
        }
    return 0;
}

static int build(scy_sim_ctx *c, int what)
{
    scy_game *g = c->g;
    int pl = g->current;
    scy_player *p = &g->p[pl];
    if (what == BUILD_MECH) {
        if (all_on_board(p, SCY_U_MECH0, SCY_U_WORKER0)) return 1;
        am_set enemy = enemy_units(g, pl, SCY_UK_ANY);
        int best = -1, bd = 99;
        am_set target = enemy_units(g, pl, SCY_UK_ANY);
        for (int u = SCY_U_WORKER0; u < SCY_NUNITS; u++) {
            int t = p->unit[u];
            if (!SCY_IS_TERR(t) || am_set_has(enemy, t)) continue;
            /* the aggressive one deploys close to the Automa, the passive one anywhere */
            int d = c->cfg->bot == SCY_BOT_AGGRESSIVE ? dist_to(t, target) : 0;
            if (best < 0 || d < bd) { best = t; bd = d; }
        }
        if (best < 0) return 1;
        if (do_simple(c, SCY_ACT_DEPLOY, SCY_UT_MECH, best, 0)) return -1;
        c->built[pl][BUILD_MECH]++;
        return 0;
    }
    static const uint8_t limit[4] = {4, 6, 4, 4};
    if (c->built[pl][what] >= limit[what]) return 1;
    /* a recruit's ongoing bonus is known to the engine (power, coin, popularity, combat card) */
    if (what == BUILD_RECRUIT && do_simple(c, SCY_ACT_RECRUIT, SCY_REC_POWER + c->built[pl][what], 0, 0)) return -1;
    c->built[pl][what]++;
    return 0;
}

/* Stars the stand-in earned: all 4 mechs, all 8 workers, 6 upgrades, 4 structures, 4 recruits,
 * 18 popularity, 16 power (combat stars come from the engine). */
static int stars(scy_sim_ctx *c)
{
    scy_game *g = c->g;
    int pl = g->current;
    scy_player *p = &g->p[pl];
    /* the seven conditions as bits 0..6 (the two on the units only while not earned) */
    unsigned todo = ~(unsigned)c->earned[pl];
    unsigned cond = (unsigned)(c->built[pl][BUILD_UPGRADE] >= 6) << 2 | (unsigned)(c->built[pl][BUILD_STRUCTURE] >= 4) << 3 |
                    (unsigned)(c->built[pl][BUILD_RECRUIT] >= 4) << 4 | (unsigned)(p->popularity >= SCY_POPULARITY_MAX) << 5 |
                    (unsigned)(p->power >= SCY_POWER_MAX) << 6;
    if (todo & 1) cond |= (unsigned)all_on_board(p, SCY_U_MECH0, SCY_U_WORKER0);
    if (todo & 2) cond |= (unsigned)all_on_board(p, SCY_U_WORKER0, SCY_NUNITS) << 1;
    /* the library places the mechs, workers and power stars itself (issue 13): not twice */
    static const int8_t placed_by_library[7] = {SCY_AS_MECHS, SCY_AS_WORKERS, -1, -1, -1, -1, SCY_AS_POWER};
    if (!(cond & ~(unsigned)c->earned[pl])) return 0;  /* no new condition met: nothing below would act */
    for (int i = 0; i < 7 && !g->game_over; i++)
        if (((cond >> i) & 1) && !(c->earned[pl] & (1u << i)) && p->stars < SCY_STARS_END) {
            c->earned[pl] = (uint8_t)(c->earned[pl] | (1u << i));
            if (placed_by_library[i] >= 0 && (p->auto_stars & (1u << placed_by_library[i]))) continue;
            if (do_set(c, SCY_STAT_STARS, p->stars + 1)) return -1;
        }
    return 0;
}

static int scripted_turn(scy_sim_ctx *c)
{
    scy_game *g = c->g;
    int pl = g->current;
    scy_player *p = &g->p[pl];
    int aggressive = c->cfg->bot == SCY_BOT_AGGRESSIVE;
    int k = c->hturn[pl];
    int top;
    if (aggressive) {
        if (p->power < 7 || (p->combat_cards < 2 && k % 4 == 3)) top = TOP_BOLSTER;
        else top = k % 3 == 2 ? TOP_PRODUCE : TOP_MOVE;
    } else {
        static const uint8_t cycle[6] = {TOP_MOVE, TOP_PRODUCE, TOP_TRADE, TOP_BOLSTER, TOP_MOVE, TOP_PRODUCE};
        top = cycle[k % 6];
    }
    int rc = 0;
    switch (top) {
    case TOP_MOVE: rc = aggressive ? aggressive_move(c) : passive_move(c); break;
    case TOP_PRODUCE: rc = produce(c); break;
    case TOP_TRADE:
        rc = do_set(c, SCY_STAT_POPULARITY, p->popularity + 2);
        if (!rc) rc = do_set(c, SCY_STAT_COINS, p->coins + 1);
        break;
    default:
        rc = do_set(c, SCY_STAT_POWER, p->power + 2);
        if (!rc && (k & 1)) rc = do_set(c, SCY_STAT_COMBAT_CARDS, p->combat_cards + 1);
        break;
    }
    if (rc) return -1;
    if (g->game_over) return 0;
    /* the character's encounter and the Factory */
    if (SCY_IS_TERR(p->unit[0]) && am_set_has(g->encounters, p->unit[0])) {
        if (do_simple(c, SCY_ACT_ENCOUNTER, 0, p->unit[0], 0)) return -1;
        if (do_set(c, rnd(c, 2) ? SCY_STAT_COINS : SCY_STAT_POPULARITY,
                   rnd(c, 2) ? p->coins + 2 : p->popularity + 1))
            return -1;
    }
    if (p->unit[0] == scy_factory && !p->factory_card && g->factory_cards_left &&
        do_simple(c, SCY_ACT_FACTORY, 0, 0, 0))
        return -1;
    /* the bottom-row action: one thing built every turn, in the bot's order, and its coins */
    static const uint8_t order[2][4] = {{BUILD_UPGRADE, BUILD_STRUCTURE, BUILD_MECH, BUILD_RECRUIT},
                                        {BUILD_MECH, BUILD_UPGRADE, BUILD_RECRUIT, BUILD_STRUCTURE}};
    for (int i = 0; i < 4; i++) {
        int what = order[aggressive][(k + i) % 4];
        int r = build(c, what);
        if (r < 0) return -1;
        if (r == 0) break;
    }
    if (g->game_over) return 0;
    if (do_set(c, SCY_STAT_COINS, p->coins + 1 + (k % 2))) return -1;
    if (stars(c)) return -1;
    if (g->game_over) return 0;
    return do_simple(c, SCY_ACT_END_TURN, 0, 0, 0);
}

SCY_HOT int scy_standin_turn(scy_sim_ctx *c)
{
    int pl = c->g->current;
    unsigned turns = c->g->turns;
    int rc = c->cfg->bot == SCY_BOT_RANDOM ? random_turn(c) : scripted_turn(c);
    if (c->hturn[pl] < 255) c->hturn[pl]++;
    if (rc || c->failed) return -1;
    if (!c->g->game_over && c->g->turns == turns) {
        am_fail(c->err, AM_ESTATE, "seed %llu, turn %u: the stand-in could not end its turn", (unsigned long long)c->res->seed,
                turns);
        return -1;
    }
    return 0;
}
