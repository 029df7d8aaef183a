/*
 * The audit of dominated choices (issue 30; include/automa/automata.h, "audit"): what a game's
 * actions show, written without the bots' pruning code (atm_prune.c) so that the counts of
 * `automa automata sim --json` can catch a bot that misbehaves. It follows the actions as they
 * come (its own record of each die's modifications, not the state's atm_turn_mods), lists the
 * legal actions through atm_legal_actions and plays them with atm_apply, and searches the cheaper
 * sequences breadth-first rather than by enumeration.
 */
#include <string.h>

#include "automa/automata.h"

void atm_audit_init(atm_audit *au)
{
    /* not the search's work space (25 KB, cleared by path_wasteful before each search) nor the
     * paths (each set by path_open before it is read: only the open ones are) */
    au->player = -1;
    au->open = 0;
    au->unsound = 0;
}

/* ---- forfeits ---------------------------------------------------------------------------- */
typedef struct holdings {
    int gears, coins, out[3];
    uint32_t owned, reserved;
} holdings;

static holdings holdings_of(const atm_state *s, int p)
{
    holdings h;
    h.gears = s->p[p].gears;
    h.coins = s->p[p].coins;
    h.owned = s->p[p].owned;
    h.reserved = s->p[p].reserved;
    for (int t = 0; t < 3; t++) h.out[t] = 0;
    for (int i = 0; i < ATM_DICE; i++)
        if (s->p[p].dice[i].loc != ATM_IN_RESERVE) h.out[atm_die_type(i)]++;
    return h;
}

static int no_poorer(const holdings *a, const holdings *b)
{
    return a->gears >= b->gears && a->coins >= b->coins && (a->owned | b->owned) == a->owned &&
           (a->reserved | b->reserved) == b->reserved && a->out[0] >= b->out[0] && a->out[1] >= b->out[1] &&
           a->out[2] >= b->out[2];
}

/* 1 if p has a die on the Staging Area `area`. */
static int staged_on(const atm_state *s, int p, int area)
{
    for (int i = 0; i < ATM_DICE; i++)
        if (s->p[p].dice[i].loc == ATM_IN_STAGING && s->p[p].dice[i].area == area) return 1;
    return 0;
}

enum { LIST_CAP = 1024 };

static int forfeit_dominated(const atm_state *s, const atm_action *f)
{
    int p = s->current;
    atm_state t = *s;
    if (atm_apply(&t, f, NULL) != 0) return 0;
    holdings hf = holdings_of(&t, p);
    atm_action list[LIST_CAP];
    int n = atm_legal_actions(s, list, LIST_CAP);
    if (n > LIST_CAP) n = LIST_CAP;
    for (int k = 0; k < n; k++) {
        if (list[k].kind != ATM_ACT_ACTIVATE || list[k].area != f->area) continue;
        t = *s;
        if (atm_apply(&t, &list[k], NULL) != 0) continue;
        if (staged_on(&t, p, f->area)) continue;  /* it leaves dice there: not the same choice */
        holdings ha = holdings_of(&t, p);
        if (no_poorer(&ha, &hf)) return 1;
    }
    return 0;
}

/* ---- paths of modifications --------------------------------------------------------------- */
static void path_open(atm_audit *au, int i, int face)
{
    atm_audit_path *q = &au->path[i];
    memset(q, 0, sizeof *q);
    q->origin = (int8_t)face;
    au->open = (uint16_t)(au->open | 1u << i);
}

static void path_add(atm_audit_path *q, int mag)
{
    if (q->n < ATM_AUDIT_STEPS) q->mag[q->n++] = (uint8_t)mag;
    else q->overflow = 1;
}

/* Faces (bit v-1 for face v) reachable from the set `from` by one step of `mag` either way. */
static unsigned shifted(unsigned from, int mag, unsigned faces_mask)
{
    return ((from << mag) | (from >> mag)) & faces_mask;
}

/* 1 if the path of die i, ending at `face`, is reached by a strictly cheaper part of its spending. */
static int path_wasteful(atm_audit *au, int i, int face)
{
    const atm_audit_path *q = &au->path[i];
    if (q->origin < 1) return 0;
    int cost = q->gears + q->n;
    if (cost == 0) return 0;
    if (face == q->origin) return 1;  /* nothing gained for something spent */
    if (q->overflow || q->gears > ATM_AUDIT_GEARS) return 0;  /* beyond the search: not counted */
    unsigned faces_mask = (1u << atm_die_faces(i)) - 1u, target = 1u << (face - 1);
    unsigned full = (1u << q->n) - 1u, width = ATM_AUDIT_GEARS + 1u;
    int g_max = q->gears;
    memset(au->reach, 0, (size_t)(full + 1u) * width);
    au->reach[0] = (uint8_t)(1u << (q->origin - 1));
    int cheaper = 0;
    /* subsets in increasing order come after their own subsets; gears in increasing order */
    for (unsigned m = 0; m <= full; m++)
        for (int g = 0; g <= g_max; g++) {
            unsigned r = au->reach[m * width + (unsigned)g];
            if (!r) continue;
            if ((m != full || g != g_max) && (r & target)) cheaper = 1;
            if (g < g_max) au->reach[m * width + (unsigned)g + 1] |= (uint8_t)shifted(r, 1, faces_mask);
            for (int k = 0; k < q->n; k++)
                if (!(m >> k & 1u)) au->reach[(m | 1u << k) * width + (unsigned)g] |= (uint8_t)shifted(r, q->mag[k], faces_mask);
        }
    /* its own steps reach its face, each applied to the die itself, unless a combined die was
     * modified first (within that die's faces: not always a path of this die's faces) */
    if (!q->nested && !(au->reach[full * width + (unsigned)g_max] & target)) au->unsound++;
    return cheaper;
}

/* Closes the path of die i (its turn ended, or it is re-rolled): 1 if it was a paid no-op. */
static int path_close(atm_audit *au, const atm_state *s, int p, int i)
{
    if (!((unsigned)au->open >> i & 1u)) return 0;
    au->open = (uint16_t)(au->open & ~(1u << i));
    return path_wasteful(au, i, s->p[p].dice[i].value);
}

atm_audit_count atm_audit_step(atm_audit *au, const atm_state *s, const atm_action *a)
{
    atm_audit_count c = {0, 0};
    int p = s->current;
    if (s->phase == ATM_PHASE_ACTIVATE) {
        au->open = 0;
        au->player = -1;
        if (a->kind == ATM_ACT_FORFEIT) c.dominated_forfeit = forfeit_dominated(s, a);
        return c;
    }
    if (s->phase != ATM_PHASE_DEPLOY) return c;
    if (au->player != p) {
        au->open = 0;
        au->player = p;
    }
    const atm_player *pl = &s->p[p];
    for (unsigned m = au->open; m; m &= m - 1) {  /* faces after a re-roll, now known */
        int i = __builtin_ctz(m);
        if (au->path[i].origin < 0) au->path[i].origin = (int8_t)pl->dice[i].value;
    }
    int i = a->die < ATM_DICE ? a->die : 0;
    int reroll = a->kind == ATM_ACT_GEAR_REROLL ||
                 (a->kind == ATM_ACT_CARD && a->card < ATM_CARDS && s->rules.cards[a->card].effect == ATM_EFF_REROLL);
    if (a->kind == ATM_ACT_PLACE) {
        for (unsigned m = au->open; m; m &= m - 1) c.noop_paid += path_close(au, s, p, __builtin_ctz(m));
        au->open = 0;
        au->player = -1;
        return c;
    }
    if (reroll) {
        c.noop_paid += path_close(au, s, p, i);
        path_open(au, i, -1);
        return c;
    }
    if (!((unsigned)au->open >> i & 1u)) path_open(au, i, pl->dice[i].value);
    atm_audit_path *q = &au->path[i];
    switch (a->kind) {
    case ATM_ACT_GEAR_ADJUST:
        if (q->gears < UINT8_MAX) q->gears++;
        break;
    case ATM_ACT_CARD:
        path_add(q, a->card < ATM_CARDS ? s->rules.cards[a->card].param : 0);
        break;
    case ATM_ACT_COMBINE: {
        int j = a->die2 < ATM_DICE ? a->die2 : 0;
        if (!((unsigned)au->open >> j & 1u)) path_open(au, j, pl->dice[j].value);
        const atm_audit_path *r = &au->path[j];
        int g = q->gears + r->gears;
        q->gears = (uint8_t)(g < UINT8_MAX ? g : UINT8_MAX);
        for (int k = 0; k < r->n; k++) path_add(q, r->mag[k]);
        if (r->overflow) q->overflow = 1;
        if (r->gears || r->n) q->nested = 1;
        path_add(q, r->origin);
        au->open = (uint16_t)(au->open & ~(1u << j));  /* its path goes on in die i's */
        break;
    }
    default: break;
    }
    return c;
}
