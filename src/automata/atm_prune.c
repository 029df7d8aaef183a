/*
 * Dominated actions (issue 30): what no bot should ever choose because something else the player
 * can do now is at least as good in every respect. The bots call atm_action_dominated while they
 * build their candidates (atm_bots.c); `automa automata sim --json` counts what the bots played
 * with a check of its own (atm_audit.c), written apart from this file so that it can catch a bot
 * that misbehaves.
 *
 * A forfeit is dominated by an activation of all the player's dice on the same area (nothing of
 * the player's is left there either way) that leaves the player at least as rich in everything
 * the score and the next rounds use. A modification is dominated when the face it leaves its die
 * at is reached from the die's origin by a strictly cheaper part of what was spent on the die this
 * turn (atm_turn_mods): the steps are ±1 for a gear, ±X for an Arm card, ±(the die's origin face)
 * for a die combined into it; "cheaper" is fewer gears, or a subset of the cards and dice, never
 * more of anything. Enumerated here as sign choices over the cards and dice (unused, +, -), the
 * rest in gears, each candidate kept only if its steps can be ordered within the die's faces.
 */
#include <string.h>

#include "automa/automata.h"
#include "atm_internal.h"

enum { PATH_MAX_STEPS = 8, PATH_MAX_GEARS = 15, GROUP_CAP = 128 };

/* ---- forfeits -------------------------------------------------------------------------- */
/* Dice of player p outside the Reserve, per type. */
static void dice_out(const atm_state *s, int p, int n[3])
{
    unsigned out = (unsigned)~s->idx.at[p][ATM_IN_RESERVE] & 0xFFFu;
    n[0] = __builtin_popcount(out & 0x03Fu);
    n[1] = __builtin_popcount(out & 0x3C0u);
    n[2] = __builtin_popcount(out & 0xC00u);
}

/* 1 if player p is at least as well off in `a` as in `b`: gears, coins, bought cards, dice outside
 * the Reserve of each type, and no reserved card that `b` does not hold. */
static int at_least_as_rich(const atm_state *a, const atm_state *b, int p)
{
    const atm_player *x = &a->p[p], *y = &b->p[p];
    if (x->gears < y->gears || x->coins < y->coins) return 0;
    if ((x->owned & y->owned) != y->owned || (x->reserved & ~y->reserved)) return 0;
    int nx[3], ny[3];
    dice_out(a, p, nx);
    dice_out(b, p, ny);
    return nx[0] >= ny[0] && nx[1] >= ny[1] && nx[2] >= ny[2];
}

static int forfeit_dominated(const atm_state *s, const atm_action *f)
{
    int p = s->current;
    uint16_t mask = 0;
    for (unsigned m = s->idx.at[p][ATM_IN_STAGING]; m; m &= m - 1)
        if (s->p[p].dice[__builtin_ctz(m)].area == f->area) mask = (uint16_t)(mask | 1u << __builtin_ctz(m));
    atm_action acts[GROUP_CAP];
    int n = atm_group_actions(s, f->area, mask, acts, GROUP_CAP);
    if (n <= 0) return 0;
    if (n > GROUP_CAP) n = GROUP_CAP;
    atm_state after_f = *s, after_a;
    atm_effect_only(&after_f, f);
    for (int k = 0; k < n; k++) {
        after_a = *s;
        atm_effect_only(&after_a, &acts[k]);
        if (at_least_as_rich(&after_a, &after_f, p)) return 1;
    }
    return 0;
}

/* ---- modifications ---------------------------------------------------------------------- */
typedef struct path {
    int origin, target, faces;
    int gears;                       /* gears paid along the path */
    int n;                           /* cards and dice along it */
    int mag[PATH_MAX_STEPS];         /* their sizes (X of the card, origin face of the die) */
} path;

typedef struct order_search {
    const path *p;
    int sign[PATH_MAX_STEPS];        /* the candidate's sign per card/die (0: not used) */
    unsigned all;                    /* the cards/dice the candidate uses */
    int unit;                        /* its gears: each a step of `unit` (+1 or -1) */
    uint8_t seen[(1u << PATH_MAX_STEPS) * (PATH_MAX_GEARS + 1)];  /* (done, left) already tried */
} order_search;

/* 1 if the steps not yet taken (not in `done`, `left` gears) can follow from `value` staying within
 * the faces. The value is a function of (done, left), so each pair is tried once. */
static int orderable(order_search *o, unsigned done, int left, int value)
{
    const path *p = o->p;
    if (done == o->all && left == 0) return 1;
    uint8_t *seen = &o->seen[done * (PATH_MAX_GEARS + 1) + (unsigned)left];
    if (*seen) return 0;
    *seen = 1;
    if (left > 0) {
        int v = value + o->unit;
        if (v >= 1 && v <= p->faces && orderable(o, done, left - 1, v)) return 1;
    }
    for (int k = 0; k < p->n; k++) {
        if (!o->sign[k] || (done >> k & 1u)) continue;
        int v = value + o->sign[k] * p->mag[k];
        if (v >= 1 && v <= p->faces && orderable(o, done | 1u << k, left, v)) return 1;
    }
    return 0;
}

/* Tries every sign choice from step k on: 1 if one is strictly cheaper than the path and reaches
 * its target in an order that stays within the faces. */
static int cheaper_from(order_search *o, int k, int used, int sum)
{
    const path *p = o->p;
    if (k == p->n) {
        int need = p->target - p->origin - sum, g = need < 0 ? -need : need;
        if (g > p->gears || (g == p->gears && used == p->n)) return 0;  /* not strictly cheaper */
        o->unit = need < 0 ? -1 : 1;
        o->all = 0;
        for (int x = 0; x < p->n; x++)
            if (o->sign[x]) o->all |= 1u << x;
        memset(o->seen, 0, (size_t)(1u << p->n) * (PATH_MAX_GEARS + 1));
        return orderable(o, 0, g, p->origin);
    }
    for (int sg = 0; sg <= 2; sg++) {
        o->sign[k] = sg == 0 ? 0 : sg == 1 ? 1 : -1;
        if (cheaper_from(o, k + 1, used + (sg != 0), sum + o->sign[k] * p->mag[k])) return 1;
    }
    o->sign[k] = 0;
    return 0;
}

/* The path of die i after the modification a (a deterministic one: ±1, an Arm ±X, a combine). */
static int modification_dominated(const atm_state *s, const atm_action *a)
{
    const atm_turn_mods *m = &s->mods;
    const atm_player *pl = &s->p[s->current];
    int i = a->die, j = a->kind == ATM_ACT_COMBINE ? a->die2 : -1;
    int ti = (unsigned)m->touched >> i & 1u, tj = j >= 0 && ((unsigned)m->touched >> j & 1u);
    if (!ti && !tj) return 0;  /* one step from the die's face: nothing cheaper reaches another face */
    path p;
    p.faces = atm_die_faces(i);
    p.origin = ti ? m->origin[i] : pl->dice[i].value;
    int gears = ti ? m->gears[i] : 0;
    uint32_t cards = ti ? m->cards[i] : 0;
    unsigned merged = ti ? m->merged[i] : 0;
    int v = pl->dice[i].value;
    switch (a->kind) {
    case ATM_ACT_GEAR_ADJUST: gears++; v += a->sign; break;
    case ATM_ACT_CARD:
        cards |= 1u << a->card;
        v += a->sign * s->rules.cards[a->card].param;
        break;
    case ATM_ACT_COMBINE:
        if (tj) { gears += m->gears[j]; cards |= m->cards[j]; merged |= m->merged[j]; }
        merged |= 1u << j;
        v += a->sign * pl->dice[j].value;
        break;
    default: return 0;
    }
    p.target = v;
    p.gears = gears;
    p.n = 0;
    if (gears > PATH_MAX_GEARS) return 1;  /* more gears on one die in one turn than faces: wasteful */
    for (uint32_t c = cards; c; c &= c - 1) {
        if (p.n == PATH_MAX_STEPS) return 1;
        p.mag[p.n++] = s->rules.cards[__builtin_ctz(c)].param;
    }
    for (unsigned d = merged; d; d &= d - 1) {
        int k = __builtin_ctz(d);
        if (p.n == PATH_MAX_STEPS) return 1;
        p.mag[p.n++] = ((unsigned)m->touched >> k & 1u) ? m->origin[k] : pl->dice[k].value;
    }
    if (p.n + p.gears <= 1) return 0;
    order_search o;
    o.p = &p;
    memset(o.sign, 0, sizeof o.sign);
    return cheaper_from(&o, 0, 0, 0);
}

int atm_action_dominated(const atm_state *s, const atm_action *a)
{
    if (s->phase == ATM_PHASE_ACTIVATE && a->kind == ATM_ACT_FORFEIT) return forfeit_dominated(s, a);
    if (s->phase != ATM_PHASE_DEPLOY) return 0;
    switch (a->kind) {
    case ATM_ACT_GEAR_ADJUST:
    case ATM_ACT_COMBINE:
        return modification_dominated(s, a);
    case ATM_ACT_CARD:
        return a->card < ATM_CARDS && s->rules.cards[a->card].effect == ATM_EFF_ADJUST ? modification_dominated(s, a) : 0;
    default:
        return 0;
    }
}
