/*
 * Automata bots at three strengths (docs/automata-design.md):
 *   random  uniform over the legal actions;
 *   greedy  Deployment: places the die whose addition to its area's group most raises the value
 *           of the best action that group could take; Activation: the legal action whose effect
 *           gives the best heuristic value (atm_eval); never modifies dice;
 *   search  flat determinized Monte-Carlo: the greedy's best few choices, each played out with
 *           greedy play for everyone to the end of the next round on re-sampled dice and deck,
 *           a fixed budget of rollouts per decision.
 * Each bot has its own RNG; the search bot re-seeds its copies, so it never sees future rolls.
 */
#include <stdio.h>
#include <string.h>

#include "automa/automata.h"
#include "atm_internal.h"

enum { GROUP_CAP = 128, SEARCH_K = 4, SEARCH_BUDGET = 24 };

static const char *const kind_names[ATM_BOT_KINDS] = {"random", "greedy", "search"};

int atm_bot_kind_parse(const char *name)
{
    for (int k = 0; k < ATM_BOT_KINDS; k++)
        if (strcmp(name, kind_names[k]) == 0) return k;
    return -1;
}
const char *atm_bot_kind_name(int kind) { return kind >= 0 && kind < ATM_BOT_KINDS ? kind_names[kind] : "?"; }

/* For people (issue 21): the English ids, unchanged; the Italian adjectives of the page. */
const char *atm_bot_kind_label(int kind)
{
    static const char *const labels[ATM_BOT_KINDS] = {NC_("bot", "random"), NC_("bot", "greedy"), NC_("bot", "search")};
    return kind >= 0 && kind < ATM_BOT_KINDS ? am_cgettext(labels[kind]) : "?";
}


/* Rounds still to be dealt after this one. */
static int rounds_left(const atm_state *s)
{
    return s->phase == ATM_PHASE_OVER ? 0 : (ATM_PARTS - s->deck_pos) / ATM_DISPLAY;
}

/* Weights, tuned by greedy-against-greedy simulation (docs/automata-design.md):
 *  0 gears (while the game runs)       1 gears × rounds left
 *  2 D4 outside the Reserve            3 D6                4 D8   (while the game runs)
 *  5 dice weight × rounds left (D4 1, D6 1.5, D8 2)
 *  6 reserved cards (offsets part of the −5 while they can still be bought)
 *  7 ability cards × rounds left       8 distinct colours × rounds left (set potential)
 *  9 dice still to act this round (Available or Staging) */
static const double default_w[ATM_EVAL_W] = {0.15, 0.075, 0.75, 1.25, 4.0, 0.5, 1.75, 0.4, 3.0, 0.5};

const double *atm_eval_default_weights(void) { return default_w; }

double atm_eval_weighted(const atm_state *s, int player, const double *w)
{
    const atm_player *pl = &s->p[player];
    atm_score sc = atm_score_player(s, player);
    double v = sc.total;
    if (s->phase == ATM_PHASE_OVER) return v;
    int r = rounds_left(s);
    double rr = r > 3 ? 3.0 : (double)r;
    v += (w[0] + w[1] * rr) * pl->gears;
    static const double dw[3] = {1.0, 1.5, 2.0};
    for (int i = 0; i < ATM_DICE; i++) {
        int loc = pl->dice[i].loc;
        if (loc == ATM_IN_RESERVE) continue;
        int t = atm_die_type(i);
        v += w[2 + t] + w[5] * dw[t] * rr;
        if (loc == ATM_IN_AVAILABLE || loc == ATM_IN_STAGING) v += w[9] * dw[t];
    }
    uint32_t colours = 0;
    for (int c = 0; c < ATM_CARDS; c++) {
        if (pl->reserved >> c & 1u) v += w[6];
        if (pl->owned >> c & 1u) {
            int e = s->rules.cards[c].effect;
            colours |= 1u << s->rules.cards[c].colour;
            if (e >= ATM_EFF_REROLL && e <= ATM_EFF_RESEARCH_GEARS) v += w[7] * rr;
        }
    }
    v += w[8] * rr * __builtin_popcount(colours);
    return v;
}

double atm_eval(const atm_state *s, int player) { return atm_eval_weighted(s, player, default_w); }

void atm_bot_init(atm_bot *b, int kind, uint64_t seed)
{
    memset(b, 0, sizeof *b);
    b->kind = kind;
    am_rng_seed(&b->rng, seed, 0x424f54u);
    b->budget = SEARCH_BUDGET;
    memcpy(b->w, default_w, sizeof b->w);
}

/* ---- greedy ------------------------------------------------------------------------- */
/* Best value gain of an activation of exactly `mask` on `area` by `p`, as if it acted now. */
static double group_potential(const atm_state *s, int p, int area, uint16_t mask, int extra_die, const double *w)
{
    if (!mask) return 0.0;
    atm_state c = *s;
    c.phase = ATM_PHASE_ACTIVATE;
    c.current = (uint8_t)p;
    int lo = 99;
    if (extra_die >= 0) { c.p[p].dice[extra_die].loc = ATM_IN_STAGING; c.p[p].dice[extra_die].area = (uint8_t)area; }
    for (int i = 0; i < ATM_DICE; i++)
        if (((unsigned)mask >> i & 1u) && c.p[p].dice[i].value < lo) lo = c.p[p].dice[i].value;
    c.initiative = (uint8_t)lo;
    /* spaces fill during Activation: count the others' dice on the area, lower than ours */
    atm_action buf[GROUP_CAP];
    int n = atm_group_actions(&c, area, mask, buf, GROUP_CAP);
    if (n > GROUP_CAP) n = GROUP_CAP;
    double base = atm_eval_weighted(&c, p, w), best = 0.0;
    for (int k = 0; k < n; k++) {
        atm_state d = c;
        atm_effect_only(&d, &buf[k]);
        double v = atm_eval_weighted(&d, p, w) - base;
        if (v > best) best = v;
    }
    int spaces = atm_space_count(s, area), rivals = 0;
    if (spaces > 0) {
        for (int q = 0; q < s->players; q++)
            if (q != p)
                for (int i = 0; i < ATM_DICE; i++)
                    if (s->p[q].dice[i].loc == ATM_IN_STAGING && s->p[q].dice[i].area == area && s->p[q].dice[i].value <= lo) {
                        rivals++;
                        break;
                    }
        if (rivals >= spaces) best *= 0.35;
        else if (rivals > 0) best *= 0.85;
    }
    return best;
}

static atm_action greedy_deploy(const atm_state *s, const double *w, double *score_out, atm_action *ranked, double *ranked_v, int *nranked)
{
    int p = s->current;
    const atm_player *pl = &s->p[p];
    uint16_t on[ATM_AREAS] = {0};
    for (int i = 0; i < ATM_DICE; i++)
        if (pl->dice[i].loc == ATM_IN_STAGING) on[pl->dice[i].area] = (uint16_t)(on[pl->dice[i].area] | 1u << i);
    double now[ATM_AREAS];
    for (int a = 0; a < ATM_AREAS; a++) now[a] = group_potential(s, p, a, on[a], -1, w);
    atm_action best = {0};
    double bestv = -1e9;
    int nr = 0;
    for (int i = 0; i < ATM_DICE; i++) {
        if (pl->dice[i].loc != ATM_IN_AVAILABLE) continue;
        int dup = 0;  /* a die of the same type showing the same face gives the same values */
        for (int j = 0; j < i && !dup; j++)
            dup = pl->dice[j].loc == ATM_IN_AVAILABLE && atm_die_type(j) == atm_die_type(i) && pl->dice[j].value == pl->dice[i].value;
        if (dup) continue;
        for (int a = 0; a < ATM_AREAS; a++) {
            double v = group_potential(s, p, a, (uint16_t)(on[a] | 1u << i), i, w) - now[a];
            /* slight preference to keep big dice for later turns (placing late hides them) */
            v -= 0.01 * pl->dice[i].value;
            atm_action x = {0};
            x.kind = ATM_ACT_PLACE; x.die = (uint8_t)i; x.area = (uint8_t)a;
            if (ranked && nr < ATM_DICE * ATM_AREAS) { ranked[nr] = x; ranked_v[nr] = v; nr++; }
            if (v > bestv) { bestv = v; best = x; }
        }
    }
    if (nranked) *nranked = nr;
    if (score_out) *score_out = bestv;
    return best;
}

static double action_value(const atm_state *s, const atm_action *a, const double *w)
{
    atm_state d = *s;
    atm_effect_only(&d, a);
    return atm_eval_weighted(&d, s->current, w);
}

static atm_action greedy_choose(const atm_state *s, atm_action *buf, int n, const double *w, double *v_out)
{
    if (s->phase == ATM_PHASE_DEPLOY) return greedy_deploy(s, w, v_out, NULL, NULL, NULL);
    int best = 0;
    double bestv = -1e9;
    for (int k = 0; k < n; k++) {
        double v = action_value(s, &buf[k], w);
        if (v > bestv + 1e-9) { bestv = v; best = k; }
    }
    if (v_out) *v_out = bestv;
    return buf[best];
}

/* ---- search ------------------------------------------------------------------------- */
static void determinize(atm_state *c, am_rng *rng)
{
    am_rng_seed(&c->rng, am_rng_next(rng) | (uint64_t)am_rng_next(rng) << 32, am_rng_next(rng));
    if (c->deck_pos < ATM_PARTS)
        am_rng_shuffle(&c->rng, c->deck + c->deck_pos, (size_t)(ATM_PARTS - c->deck_pos), 1);
}

static double rollout(atm_state *c, int me, int horizon_round, atm_action *buf, const double *w)
{
    while (c->phase != ATM_PHASE_OVER && c->round <= horizon_round) {
        int n = atm_legal_actions(c, buf, ATM_MAX_ACTIONS);
        if (n > ATM_MAX_ACTIONS) n = ATM_MAX_ACTIONS;
        if (n <= 0) break;
        atm_action a = greedy_choose(c, buf, n, w, NULL);
        atm_apply_unchecked(c, &a);
    }
    double mine = atm_eval_weighted(c, me, w), other = -1e9;
    for (int q = 0; q < c->players; q++)
        if (q != me) { double v = atm_eval_weighted(c, q, w); if (v > other) other = v; }
    return mine - other;
}

static atm_action search_choose(atm_bot *b, const atm_state *s, atm_action *buf, int n, double *best_out, int *tried)
{
    atm_action cand[SEARCH_K];
    int nc = 0;
    if (s->phase == ATM_PHASE_DEPLOY) {
        atm_action ranked[ATM_DICE * ATM_AREAS];
        double rv[ATM_DICE * ATM_AREAS];
        int nr = 0;
        greedy_deploy(s, b->w, NULL, ranked, rv, &nr);
        for (int k = 0; k < nr && nc < SEARCH_K; k++) {  /* top-K by selection */
            int bi = k;
            for (int j = k + 1; j < nr; j++)
                if (rv[j] > rv[bi]) bi = j;
            atm_action t = ranked[k]; ranked[k] = ranked[bi]; ranked[bi] = t;
            double tv = rv[k]; rv[k] = rv[bi]; rv[bi] = tv;
            cand[nc++] = ranked[k];
        }
    } else {
        double v[SEARCH_K];
        for (int k = 0; k < n; k++) {
            double x = action_value(s, &buf[k], b->w);
            int j = nc < SEARCH_K ? nc++ : SEARCH_K;
            if (j == SEARCH_K) { if (x <= v[SEARCH_K - 1]) continue; j = SEARCH_K - 1; }
            while (j > 0 && v[j - 1] < x) { v[j] = v[j - 1]; cand[j] = cand[j - 1]; j--; }
            v[j] = x; cand[j] = buf[k];
        }
    }
    if (nc <= 1) { *tried = nc; *best_out = 0; return nc ? cand[0] : buf[0]; }
    int per = b->budget / nc;
    if (per < 1) per = 1;
    int horizon = s->round + 1;
    int best = 0;
    double bestv = -1e18;
    for (int k = 0; k < nc; k++) {
        double tot = 0;
        for (int r = 0; r < per; r++) {
            atm_state c = *s;
            determinize(&c, &b->rng);
            atm_apply_unchecked(&c, &cand[k]);
            tot += rollout(&c, s->current, horizon, buf, b->w);
        }
        if (tot > bestv) { bestv = tot; best = k; }
    }
    *tried = nc;
    *best_out = bestv / per;
    return cand[best];
}

atm_action atm_bot_choose(atm_bot *b, const atm_state *s, char *why, size_t why_n)
{
    static const atm_action none = {0};
    if (b->kind == ATM_BOT_RANDOM) {
        /* the same draw and choice as listing every action and indexing the list */
        atm_action a = none;
        int n = atm_random_action(s, &b->rng, &a);
        if (why && why_n) why[0] = '\0';
        if (n <= 0) return none;
        if (why) snprintf(why, why_n, _("random choice among %d legal actions"), n);
        return a;
    }
    atm_action buf[ATM_MAX_ACTIONS];
    int n = atm_legal_actions(s, buf, ATM_MAX_ACTIONS);
    if (n > ATM_MAX_ACTIONS) n = ATM_MAX_ACTIONS;
    if (why && why_n) why[0] = '\0';
    if (n <= 0) return none;
    if (b->kind == ATM_BOT_RANDOM) {
        if (why) snprintf(why, why_n, _("random choice among %d legal actions"), n);
        return buf[am_rng_below(&b->rng, (uint32_t)n)];
    }
    double v = 0;
    if (b->kind == ATM_BOT_GREEDY || n == 1) {
        atm_action a = greedy_choose(s, buf, n, b->w, &v);
        if (why) {
            if (n == 1) snprintf(why, why_n, _("the only legal action"));
            else if (s->phase == ATM_PHASE_DEPLOY)
                snprintf(why, why_n, _("adds most to what its dice on %s can do (+%.1f)"), _(atm_area_name(a.area)), v);
            else
                snprintf(why, why_n, _("raises its position value most of %d choices (%+.1f)"), n,
                         v - atm_eval_weighted(s, s->current, b->w));
        }
        return a;
    }
    int tried = 0;
    atm_action a = search_choose(b, s, buf, n, &v, &tried);
    if (why) snprintf(why, why_n, _("best of %d candidates over %d playouts each (margin %+.1f)"), tried,
                      tried > 1 ? b->budget / tried : 0, v);
    return a;
}
