/*
 * Automata bots (docs/automata-design.md):
 *   random     uniform over the legal actions;
 *   greedy     (easy) every rule, one move ahead: Deployment places a die, or first modifies one
 *              (re-roll, ±1, combine, an Arm card) when the die placed afterwards gains more than
 *              the modification costs; Activation: the legal action whose effect gives the best
 *              heuristic value (atm_eval);
 *   search     (= mcts; normal and hard are its budgets) determinized Monte-Carlo tree search over
 *              every player's actions, the greedy's best few as children, the tree kept between
 *              decisions when the bot is told to (atm_bot_keep_tree), a time limit at the table;
 *   search-v1  the search of the first release, kept for comparison: flat determinized
 *              Monte-Carlo over the placing-only greedy's best few places, never modifies a die;
 *   search-v2  the search of issue 17, kept for comparison: a new tree every decision, dominated
 *              candidates not pruned.
 * The greedy and the search never choose a dominated action (atm_action_dominated, issue 30): the
 * candidates are pruned where they are generated. Each bot has its own RNG; the searches re-seed
 * their copies, so they never see future rolls.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "automa/automata.h"
#include "atm_internal.h"
#include "core/fmath.h"

enum { GROUP_CAP = 128, SEARCH_K = 4, RANK_CAP = 512 };

static const char *const kind_names[ATM_BOT_KINDS] = {"random", "greedy", "search", "mcts", "easy",
                                                     "normal", "hard",   "search-v1", "search-v2"};

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
    static const char *const labels[ATM_BOT_KINDS] = {NC_("bot", "random"), NC_("bot", "greedy"), NC_("bot", "search"),
                                                      NC_("bot", "mcts"),   NC_("bot", "easy"),   NC_("bot", "normal"),
                                                      NC_("bot", "hard"),   NC_("bot", "search-v1"),
                                                      NC_("bot", "search-v2")};
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

/* The set points of the last bought-card set seen: a group's activations mostly leave the cards
 * as they were, and the sets are the dearest part of the score to count. */
typedef struct eval_cache {
    uint32_t owned;
    int sets, valid;
} eval_cache;

static int bits12(unsigned m)  /* bits set in a 12-bit mask (no popcount call: none assumed) */
{
    m = m - ((m >> 1) & 0x555u);
    m = (m & 0x333u) + ((m >> 2) & 0x333u);
    m = (m + (m >> 4)) & 0x0F0Fu;
    return (int)((m + (m >> 8)) & 0x1Fu);
}

/* atm_eval_weighted, with the set points taken from ec (may be NULL) when the bought cards are
 * those it holds. The score is atm_score_player's (the same integers), the sum in the order of the
 * first version (score, gears, each die outside the Reserve by index, each reserved or owned card
 * by id, colours) with each die's and card's term computed once per type: the same double, bit
 * for bit (the bots' choices must not move). */
static double eval_in(const atm_state *s, int player, const double *w, eval_cache *ec)
{
    const atm_player *pl = &s->p[player];
    const uint16_t *at = s->idx.at[player];  /* where the dice are (the dice index, kept by apply) */
    unsigned out = ~(unsigned)at[ATM_IN_RESERVE] & 0xFFFu, acting = (unsigned)at[ATM_IN_AVAILABLE] | at[ATM_IN_STAGING];
    int d6 = bits12(out & 0x3C0u), d8 = bits12(out & 0xC00u), ncards = 0, cards = 0, reserved = 0;
    uint32_t owned = pl->owned & ((1u << ATM_CARDS) - 1u);
    int counts[ATM_COLOURS] = {0};
    for (uint32_t m = owned; m; m &= m - 1) {
        const atm_card *cd = &s->rules.cards[__builtin_ctz(m)];
        counts[cd->colour]++;
        ncards++;
    }
    for (uint32_t m = pl->reserved & ((1u << ATM_CARDS) - 1u); m; m &= m - 1) reserved -= 5;
    for (uint32_t m = owned; m; m &= m - 1) {
        const atm_card *cd = &s->rules.cards[__builtin_ctz(m)];
        switch (cd->effect) {
        case ATM_EFF_VP: cards += cd->param; break;
        case ATM_EFF_VP_PER_D8: cards += cd->param * d8; break;
        case ATM_EFF_VP_PER_D6: cards += cd->param * d6; break;
        case ATM_EFF_VP_PER_GEARS: cards += pl->gears / cd->param; break;
        case ATM_EFF_VP_PER_CARD: cards += cd->param * ncards; break;
        default: break;
        }
    }
    int sets;
    if (ec && ec->valid && ec->owned == owned) {
        sets = ec->sets;
    } else {
        sets = atm_sets_score(counts);
        if (ec) { ec->owned = owned; ec->sets = sets; ec->valid = 1; }
    }
    double v = pl->coins + (d6 + 3 * d8) + sets + reserved + cards;  /* atm_score_player's total */
    if (s->phase == ATM_PHASE_OVER) return v;
    int r = rounds_left(s);
    double rr = r > 3 ? 3.0 : (double)r;
    v += (w[0] + w[1] * rr) * pl->gears;
    static const double dw[3] = {1.0, 1.5, 2.0};
    double out_term[3], acting_term[3];
    for (int t = 0; t < 3; t++) {
        out_term[t] = w[2 + t] + w[5] * dw[t] * rr;
        acting_term[t] = w[9] * dw[t];
    }
    for (unsigned m = out; m; m &= m - 1) {
        int i = __builtin_ctz(m), t = (i >= 6) + (i >= 10);
        v += out_term[t];
        if (acting >> i & 1u) v += acting_term[t];
    }
    uint32_t colours = 0;
    double ability_term = w[7] * rr;
    for (uint32_t m = (pl->reserved | pl->owned) & ((1u << ATM_CARDS) - 1u); m; m &= m - 1) {
        int c = __builtin_ctz(m);
        if (pl->reserved >> c & 1u) v += w[6];
        if (pl->owned >> c & 1u) {
            int e = s->rules.cards[c].effect;
            colours |= 1u << s->rules.cards[c].colour;
            if (e >= ATM_EFF_REROLL && e <= ATM_EFF_RESEARCH_GEARS) v += ability_term;
        }
    }
    v += w[8] * rr * bits12(colours);
    return v;
}

double atm_eval_weighted(const atm_state *s, int player, const double *w) { return eval_in(s, player, w, NULL); }

double atm_eval(const atm_state *s, int player) { return atm_eval_weighted(s, player, default_w); }

void atm_bot_init(atm_bot *b, int kind, uint64_t seed)
{
    memset(b, 0, sizeof *b);
    b->kind = kind;
    am_rng_seed(&b->rng, seed, 0x424f54u);
    switch (kind) {
    case ATM_BOT_RANDOM: b->algo = ATM_BOT_RANDOM; break;
    case ATM_BOT_GREEDY: case ATM_BOT_EASY: b->algo = ATM_BOT_GREEDY; break;
    case ATM_BOT_SEARCH_V1: b->algo = ATM_BOT_SEARCH_V1; break;
    case ATM_BOT_SEARCH_V2: b->algo = ATM_BOT_SEARCH_V2; break;
    default: b->algo = ATM_BOT_MCTS; break;  /* search, mcts, normal, hard */
    }
    b->budget = kind == ATM_BOT_SEARCH_V1   ? ATM_SEARCH_V1_BUDGET
                : kind == ATM_BOT_SEARCH_V2 ? ATM_SEARCH_V2_BUDGET
                : kind == ATM_BOT_NORMAL    ? ATM_NORMAL_BUDGET
                                            : ATM_HARD_BUDGET;
    memcpy(b->w, default_w, sizeof b->w);
}

void atm_bot_keep_tree(atm_bot *b) { b->keep = 1; }
void atm_bot_set_seconds(atm_bot *b, double seconds) { b->seconds = seconds > 0 ? seconds : 0; }

/* Every bot but random and the two references (search-v1, search-v2, kept as they were) prunes the
 * dominated actions from its candidates. */
static int prunes(const atm_bot *b) { return b->algo == ATM_BOT_GREEDY || b->algo == ATM_BOT_MCTS; }

/* A modification (not a placement, not an activation): the kinds whose paths atm_action_dominated
 * judges in Deployment. */
static int is_modification(const atm_action *a)
{
    return a->kind == ATM_ACT_GEAR_ADJUST || a->kind == ATM_ACT_COMBINE || a->kind == ATM_ACT_CARD;
}

/* ---- greedy ------------------------------------------------------------------------- */
/* 0 if an earlier Available die of the same type shows the same face: it gives the same values, so
 * the bots try one die of each kind. */
static int first_of_its_kind(const atm_player *pl, int i)
{
    for (int j = 0; j < i; j++)
        if (pl->dice[j].loc == ATM_IN_AVAILABLE && atm_die_type(j) == atm_die_type(i) && pl->dice[j].value == pl->dice[i].value)
            return 0;
    return 1;
}

/* Back to `from` after atm_effect_only on a copy of it: an activation's or forfeit's effect
 * changes only the acting player, the dice index, the display and the Head pile (a few hundred
 * bytes instead of the whole state). */
static void effect_undo(atm_state *d, const atm_state *from, int p)
{
    d->p[p] = from->p[p];
    d->idx = from->idx;
    memcpy(d->display, from->display, sizeof d->display);
    d->head_next = from->head_next;
}

/* Two copies of the position a decision looks at: group_potential works in them and leaves them
 * as it found them, so a decision copies the state twice, not twice per group it values. */
typedef struct gp_scratch {
    atm_state c;   /* the position, as if its player were activating the group */
    atm_state d;   /* the same, each activation's effect applied then undone */
    eval_cache ec; /* the set points of the last bought cards seen (most often the same ones) */
} gp_scratch;

static void gp_scratch_init(gp_scratch *g, const atm_state *s)
{
    g->c = *s;
    g->d = *s;
    g->ec.valid = 0;
}

/* Best value gain of an activation of exactly `mask` on `area` by `p`, as if it acted now, in the
 * position g holds (the extra die, Available there, counted as on the area). */
static double group_potential(gp_scratch *g, int p, int area, uint16_t mask, int extra_die, const double *w,
                              atm_action *best_out)
{
    if (best_out) best_out->kind = 0;
    if (!mask) return 0.0;
    atm_state *c = &g->c, *d = &g->d;
    uint8_t phase = c->phase, current = c->current, initiative = c->initiative;
    atm_die extra = extra_die >= 0 ? c->p[p].dice[extra_die] : (atm_die){0, 0, 0, 0};
    int lo = 99;
    uint16_t at_avail = c->idx.at[p][ATM_IN_AVAILABLE], at_staging = c->idx.at[p][ATM_IN_STAGING];
    uint32_t staged = c->idx.staged[p];
    for (atm_state *x = c; x; x = x == c ? d : NULL) {
        x->phase = ATM_PHASE_ACTIVATE;
        x->current = (uint8_t)p;
        if (extra_die >= 0) {  /* the die and the dice index (the evaluation reads the index) */
            x->p[p].dice[extra_die].loc = ATM_IN_STAGING;
            x->p[p].dice[extra_die].area = (uint8_t)area;
            x->idx.at[p][ATM_IN_AVAILABLE] = (uint16_t)(at_avail & ~(1u << extra_die));
            x->idx.at[p][ATM_IN_STAGING] = (uint16_t)(at_staging | 1u << extra_die);
            if ((unsigned)(extra.value - 1) < 8u) x->idx.staged[p] = staged + (1u << (4 * (extra.value - 1)));
        }
    }
    for (int i = 0; i < ATM_DICE; i++)
        if (((unsigned)mask >> i & 1u) && c->p[p].dice[i].value < lo) lo = c->p[p].dice[i].value;
    c->initiative = d->initiative = (uint8_t)lo;
    /* spaces fill during Activation: count the others' dice on the area, lower than ours */
    atm_action buf[GROUP_CAP];
    int n = atm_group_actions(c, area, mask, buf, GROUP_CAP);
    if (n > GROUP_CAP) n = GROUP_CAP;
    double base = eval_in(c, p, w, &g->ec), best = 0.0;
    for (int k = 0; k < n; k++) {
        atm_effect_only(d, &buf[k]);
        double v = eval_in(d, p, w, &g->ec) - base;
        if (v > best) {
            best = v;
            if (best_out) *best_out = buf[k];
        }
        effect_undo(d, c, p);
    }
    int spaces = atm_space_count(c, area), rivals = 0;
    if (spaces > 0) {
        for (int q = 0; q < c->players; q++)
            if (q != p)
                for (int i = 0; i < ATM_DICE; i++)
                    if (c->p[q].dice[i].loc == ATM_IN_STAGING && c->p[q].dice[i].area == area && c->p[q].dice[i].value <= lo) {
                        rivals++;
                        break;
                    }
        if (rivals >= spaces) best *= 0.35;
        else if (rivals > 0) best *= 0.85;
    }
    for (atm_state *x = c; x; x = x == c ? d : NULL) {
        x->phase = phase;
        x->current = current;
        x->initiative = initiative;
        if (extra_die >= 0) {
            x->p[p].dice[extra_die] = extra;
            x->idx.at[p][ATM_IN_AVAILABLE] = at_avail;
            x->idx.at[p][ATM_IN_STAGING] = at_staging;
            x->idx.staged[p] = staged;
        }
    }
    return best;
}

/* The first release's greedy Deployment, kept for `search-v1`: placing only, no modification. */
static atm_action greedy_deploy_places(const atm_state *s, const double *w, double *score_out, atm_action *ranked, double *ranked_v, int *nranked)
{
    int p = s->current;
    const atm_player *pl = &s->p[p];
    uint16_t on[ATM_AREAS] = {0};
    for (int i = 0; i < ATM_DICE; i++)
        if (pl->dice[i].loc == ATM_IN_STAGING) on[pl->dice[i].area] = (uint16_t)(on[pl->dice[i].area] | 1u << i);
    double now[ATM_AREAS];
    gp_scratch g;
    gp_scratch_init(&g, s);
    for (int a = 0; a < ATM_AREAS; a++) now[a] = group_potential(&g, p, a, on[a], -1, w, NULL);
    atm_action best = {0};
    double bestv = -1e9;
    int nr = 0;
    for (int i = 0; i < ATM_DICE; i++) {
        if (pl->dice[i].loc != ATM_IN_AVAILABLE) continue;
        if (!first_of_its_kind(pl, i)) continue;
        for (int a = 0; a < ATM_AREAS; a++) {
            double v = group_potential(&g, p, a, (uint16_t)(on[a] | 1u << i), i, w, NULL) - now[a];
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

/* Value of a gear to `p` now, in the evaluation's units (what a modification paid with a gear costs). */
static double gear_value(const atm_state *s, const double *w)
{
    int r = rounds_left(s);
    return w[0] + w[1] * (r > 3 ? 3.0 : (double)r);
}

/* What placing one more die of type t showing v adds, at best, to one of the player's groups:
 * gain[t][v] (and the area), computed on demand; a die's value depends only on its type and
 * face (the other staged dice do not change while deploying one die). */
typedef struct place_table {
    const atm_state *s;
    gp_scratch *g;
    const double *w;
    int p;
    uint16_t on[ATM_AREAS];
    double now[ATM_AREAS];
    double gain[3][9], by_area[3][9][ATM_AREAS];
    int8_t area[3][9];
    uint8_t done[3][9];
    int rep[3];   /* a die of each type to stand for it (any die index of the type) */
} place_table;

static void place_table_init(place_table *t, gp_scratch *g, const atm_state *s, const double *w)
{
    memset(t, 0, sizeof *t);
    t->s = s; t->g = g; t->w = w; t->p = s->current;
    gp_scratch_init(g, s);
    const atm_player *pl = &s->p[t->p];
    for (int i = 0; i < ATM_DICE; i++)
        if (pl->dice[i].loc == ATM_IN_STAGING) t->on[pl->dice[i].area] = (uint16_t)(t->on[pl->dice[i].area] | 1u << i);
    for (int a = 0; a < ATM_AREAS; a++) t->now[a] = group_potential(g, t->p, a, t->on[a], -1, w, NULL);
    t->rep[0] = t->rep[1] = t->rep[2] = -1;
}

/* Best gain of placing die i (Available) if it showed v; *area gets where. */
static double place_gain(place_table *t, int i, int v, int *area)
{
    int ty = atm_die_type(i);
    if (!t->done[ty][v]) {
        uint8_t shown = t->s->p[t->p].dice[i].value;
        t->g->c.p[t->p].dice[i].value = t->g->d.p[t->p].dice[i].value = (uint8_t)v;
        double best = -1e9;
        int ba = 0;
        for (int a = 0; a < ATM_AREAS; a++) {
            double g = group_potential(t->g, t->p, a, (uint16_t)(t->on[a] | 1u << i), i, t->w, NULL) - t->now[a] - 0.01 * v;
            t->by_area[ty][v][a] = g;
            if (g > best) { best = g; ba = a; }
        }
        t->g->c.p[t->p].dice[i].value = t->g->d.p[t->p].dice[i].value = shown;
        t->gain[ty][v] = best;  /* (- 0.01 v: a slight preference to keep big dice for later turns) */
        t->area[ty][v] = (int8_t)ba;
        t->done[ty][v] = 1;
    }
    if (area) *area = t->area[ty][v];
    return t->gain[ty][v];
}

/* Expected best gain of die i after a re-roll "until different" from v. */
static double reroll_gain(place_table *t, int i, int v)
{
    int f = atm_die_faces(i);
    double tot = 0;
    for (int x = 1; x <= f; x++)
        if (x != v) tot += place_gain(t, i, x, NULL);
    return tot / (f - 1);
}

/* Greedy Deployment over every action the rules allow: place a die where it adds most, or first
 * modify one (re-roll or ±1 for a gear, combine two dice, an Arm card) when the die placed
 * afterwards gains more than the modification costs (a gear at its value, the die combined
 * away at what it would have added, an exhausted card at a small fixed price). The ranked list
 * (for the search bot) holds the best action of each die and kind. */
static atm_action greedy_deploy(const atm_state *s, const double *w, double *score_out, atm_action *ranked, double *ranked_v,
                                int *nranked, int prune)
{
    int p = s->current;
    const atm_player *pl = &s->p[p];
    place_table t;
    gp_scratch g;
    place_table_init(&t, &g, s, w);
    double gv = gear_value(s, w);
    const double card_cost = 0.25;
    atm_action best = {0};
    double bestv = -1e9;
    int nr = 0;
#define CONSIDER(act_, val_) do { \
        if (prune && is_modification(&(act_)) && atm_action_dominated(s, &(act_))) break; \
        double v_ = (val_); \
        if (ranked && nr < RANK_CAP) { ranked[nr] = (act_); ranked_v[nr] = v_; nr++; } \
        if (v_ > bestv) { bestv = v_; best = (act_); } \
    } while (0)
    uint32_t usable = pl->owned & ~pl->exhausted & ((1u << ATM_CARDS) - 1u);
    for (int i = 0; i < ATM_DICE; i++) {
        if (pl->dice[i].loc != ATM_IN_AVAILABLE) continue;
        if (!first_of_its_kind(pl, i)) continue;
        int v = pl->dice[i].value, f = atm_die_faces(i), area;
        place_gain(&t, i, v, &area);
        atm_action x = {0};
        x.die = (uint8_t)i;
        /* placing: every area is ranked (the search bot looks at the best few) */
        x.kind = ATM_ACT_PLACE;
        for (int a = 0; a < ATM_AREAS; a++) {
            x.area = (uint8_t)a;
            CONSIDER(x, t.by_area[atm_die_type(i)][v][a]);
        }
        x.area = 0;
        /* modifications, each valued by the best placement after it */
        if (pl->gears >= 1) {
            x.kind = ATM_ACT_GEAR_REROLL;
            CONSIDER(x, reroll_gain(&t, i, v) - gv);
            x.kind = ATM_ACT_GEAR_ADJUST;
            for (int sg = -1; sg <= 1; sg += 2)
                if (v + sg >= 1 && v + sg <= f) { x.sign = (int8_t)sg; CONSIDER(x, place_gain(&t, i, v + sg, NULL) - gv); }
            x.sign = 0;
        }
        for (int j = 0; j < ATM_DICE; j++) {
            if (j == i || pl->dice[j].loc != ATM_IN_AVAILABLE) continue;
            int u = pl->dice[j].value;
            double lost = place_gain(&t, j, u, NULL);
            if (lost < 0) lost = 0;
            x.kind = ATM_ACT_COMBINE;
            x.die2 = (uint8_t)j;
            for (int sg = -1; sg <= 1; sg += 2)
                if (v + sg * u >= 1 && v + sg * u <= f) { x.sign = (int8_t)sg; CONSIDER(x, place_gain(&t, i, v + sg * u, NULL) - lost); }
            x.sign = 0; x.die2 = 0;
        }
        for (uint32_t m = usable; m; m &= m - 1) {
            int c = __builtin_ctz(m);
            const atm_card *cd = &s->rules.cards[c];
            x.kind = ATM_ACT_CARD;
            x.card = (uint8_t)c;
            if (cd->effect == ATM_EFF_REROLL) { x.sign = 0; CONSIDER(x, reroll_gain(&t, i, v) - card_cost); }
            else if (cd->effect == ATM_EFF_ADJUST)
                for (int sg = -1; sg <= 1; sg += 2)
                    if (v + sg * cd->param >= 1 && v + sg * cd->param <= f) {
                        x.sign = (int8_t)sg;
                        CONSIDER(x, place_gain(&t, i, v + sg * cd->param, NULL) - card_cost);
                    }
            x.sign = 0; x.card = 0;
        }
    }
#undef CONSIDER
    if (nranked) *nranked = nr;
    if (score_out) *score_out = bestv;
    return best;
}

/* The evaluation after the effect of a (an activation or forfeit) for the player to act; d is a
 * copy of s, and is again when this returns. */
static double action_value(atm_state *d, const atm_state *s, const atm_action *a, const double *w, eval_cache *ec)
{
    atm_effect_only(d, a);
    double v = eval_in(d, s->current, w, ec);
    effect_undo(d, s, s->current);
    return v;
}

static atm_action greedy_choose(const atm_state *s, atm_action *buf, int n, const double *w, double *v_out, int places_only,
                                int prune)
{
    if (s->phase == ATM_PHASE_DEPLOY)
        return places_only ? greedy_deploy_places(s, w, v_out, NULL, NULL, NULL)
                           : greedy_deploy(s, w, v_out, NULL, NULL, NULL, prune);
    int best = 0;
    double bestv = -1e9;
    atm_state d = *s;
    eval_cache ec = {0, 0, 0};
    for (int k = 0; k < n; k++) {
        double v = action_value(&d, s, &buf[k], w, &ec);
        /* a dominated forfeit is at best as good as the activation that dominates it: looked at
         * only when it would be chosen */
        if (v > bestv + 1e-9 && !(prune && buf[k].kind == ATM_ACT_FORFEIT && atm_action_dominated(s, &buf[k]))) {
            bestv = v;
            best = k;
        }
    }
    if (v_out) *v_out = bestv;
    return buf[best];
}

int atm_greedy_candidates(const atm_state *s, const double *w, int prune, atm_action *out, double *v, int cap)
{
    atm_action ranked[RANK_CAP];
    double rv[RANK_CAP];
    int nr = 0;
    if (s->phase == ATM_PHASE_DEPLOY) {
        greedy_deploy(s, w, NULL, ranked, rv, &nr, prune);
    } else if (s->phase == ATM_PHASE_ACTIVATE) {
        atm_action buf[RANK_CAP];
        int n = atm_legal_actions(s, buf, RANK_CAP);
        atm_state d = *s;
        eval_cache ec = {0, 0, 0};
        for (int k = 0; k < n && k < RANK_CAP; k++) {
            if (prune && buf[k].kind == ATM_ACT_FORFEIT && atm_action_dominated(s, &buf[k])) continue;
            ranked[nr] = buf[k];
            rv[nr++] = action_value(&d, s, &buf[k], w, &ec);
        }
    }
    int m = 0;
    for (; m < cap && m < nr; m++) {  /* best first, by selection (stable for equal values) */
        int bi = m;
        for (int j = m + 1; j < nr; j++)
            if (rv[j] > rv[bi]) bi = j;
        atm_action t = ranked[bi];
        double tv = rv[bi];
        memmove(&ranked[m + 1], &ranked[m], (size_t)(bi - m) * sizeof ranked[0]);
        memmove(&rv[m + 1], &rv[m], (size_t)(bi - m) * sizeof rv[0]);
        ranked[m] = t;
        rv[m] = tv;
        out[m] = t;
        v[m] = tv;
    }
    return m;
}

/* ---- search-v1 (the first release's search) ------------------------------------------ */
static void determinize(atm_state *c, am_rng *rng)
{
    /* one draw a statement: C leaves the order of a call's arguments (and of |'s operands) to the
     * compiler, and gcc drew the stream first where clang (the WebAssembly build) drew it last, so
     * the two builds sampled other playouts (issue 27); this is gcc's order, kept */
    uint64_t stream = am_rng_next(rng);
    uint64_t lo = am_rng_next(rng);
    uint64_t hi = am_rng_next(rng);
    am_rng_seed(&c->rng, lo | hi << 32, stream);
    if (c->deck_pos < ATM_PARTS)
        am_rng_shuffle(&c->rng, c->deck + c->deck_pos, (size_t)(ATM_PARTS - c->deck_pos), 1);
}

static double rollout(atm_state *c, int me, int horizon_round, atm_action *buf, const double *w, int places_only)
{
    while (c->phase != ATM_PHASE_OVER && c->round <= horizon_round) {
        int n = atm_legal_actions(c, buf, ATM_MAX_ACTIONS);
        if (n > ATM_MAX_ACTIONS) n = ATM_MAX_ACTIONS;
        if (n <= 0) break;
        atm_action a = greedy_choose(c, buf, n, w, NULL, places_only, 0);
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
        atm_action ranked[RANK_CAP];
        double rv[RANK_CAP];
        int nr = 0;
        greedy_deploy_places(s, b->w, NULL, ranked, rv, &nr);
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
        atm_state d = *s;
        eval_cache ec = {0, 0, 0};
        for (int k = 0; k < n; k++) {
            double x = action_value(&d, s, &buf[k], b->w, &ec);
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
            tot += rollout(&c, s->current, horizon, buf, b->w, 1);
        }
        if (tot > bestv) { bestv = tot; best = k; }
    }
    *tried = nc;
    *best_out = bestv / per;
    return cand[best];
}

/* ---- mcts --------------------------------------------------------------------------- */
/* Determinized Monte-Carlo tree search with UCT (information-set style, open loop): each
 * iteration re-samples what the bot cannot know (the order of the Parts deck, every future roll)
 * from the bot's own RNG, walks down a tree of actions (every player's, not only the bot's)
 * choosing by UCB1 among the children legal in this sample, adds one node, plays the rest out
 * with the placing-only greedy to the end of the next round, and backs up, to each node, the
 * outcome for the player who chose its action: a logistic of that player's evaluation margin
 * over the best other player. Children are the greedy's best few actions (MCTS_K_ROOT at the
 * root, MCTS_K below where the bot acts, MCTS_K_OTHER where another player does; search-v2:
 * MCTS_K below), so modifications, Arm cards and every activation are candidates; the search (not
 * search-v2) leaves out the dominated ones. The move played is the root child visited most.
 *
 * The tree lives in the bot's search memory (struct atm_search_mem, one allocation): for a bot
 * that keeps it (atm_bot_keep_tree), the next decision starts from the subtree of what was played
 * since, when that was only deterministic (no die rolled, no card dealt: the state's RNG is the
 * same), found by replaying the tree's actions on the old root position; otherwise it starts
 * afresh. When the tree is full, iterations go on without growing it. */
/* MCTS_K_OTHER (issue 30): the children of a node where another player acts, for the search (search-v2
 * keeps MCTS_K there): 1, the other players are taken to play the greedy's best action (an
 * opponent model: the iterations go to the bot's own choices against that reply, not to replies
 * the greedy would not pick; docs/automata-design.md "The hard bot of issue 30"). */
enum { MCTS_NODES = 8192, MCTS_V2_NODES = 2048, MCTS_K_ROOT = 8, MCTS_K = 4, MCTS_K_OTHER = 1, MCTS_DEPTH = 12,
       REROOT_DEPTH = 16, MCTS_MIN_FRESH = 16 };
#define MCTS_C 0.5      /* exploration constant of UCB1 (rewards are in 0..1) */
/* Progressive bias (issue 17, second pass): UCB1 adds MCTS_PRIOR × (the greedy's value of the
 * action − that of its best candidate, ≤ 0) / MCTS_SCALE / (1 + visits), so that among actions the
 * playouts cannot yet tell apart the one the greedy prefers (a free combine before a paid ±1) is
 * tried and kept first; the bias fades as visits grow. */
#define MCTS_PRIOR 1.0
/* Evaluation points for which the logistic reward moves 0.5 → 0.73 (and that divide the bias):
 * 12 for the search (issue 30: chosen over 8 and 16 on 400 dev games against the greedy, seed
 * 40001), 8 for search-v2, the search of before, kept as it was. */
#define MCTS_SCALE 12.0
#define MCTS_V2_SCALE 8.0

typedef struct mnode {
    atm_action a;          /* the action leading here */
    int32_t first, next;   /* first child, next sibling (-1: none) */
    uint32_t visits, avail;
    double reward;         /* sum of rewards for the player who chose `a` */
    double prior;          /* the greedy's value of `a` minus its best candidate's (<= 0) */
    uint8_t chooser;       /* that player */
    uint8_t expanded;
} mnode;

struct atm_search_mem {
    mnode pool[2][MCTS_NODES];   /* the tree in pool[cur]; the other one receives a kept subtree */
    int cur, used;
    int valid;                   /* root_state is the position the root of pool[cur] stands for */
    atm_state root_state;
    int32_t queue[MCTS_NODES];   /* work space of the subtree copy */
};

typedef struct mcts_opts {
    int prune;    /* leave the dominated actions out of the children */
    int reuse;    /* start from the kept subtree when there is one */
    int manage;   /* the budget counts the kept visits; stop when the choice is settled */
    int cap;      /* nodes at most */
    int k_other;  /* children where another player acts: MCTS_K_OTHER, or MCTS_K (search-v2) */
    double scale; /* MCTS_SCALE or MCTS_V2_SCALE */
} mcts_opts;

typedef struct mtree {
    mnode *n;
    int used, cap;
} mtree;

/* The best k actions of the player to act by the greedy's own values, best first. */
static int mcts_candidates(const atm_state *c, const double *w, atm_action *buf, atm_action *out, double *out_v, int k, int prune)
{
    static const int cap = RANK_CAP;
    atm_action ranked[RANK_CAP];
    double rv[RANK_CAP];
    int nr = 0;
    if (c->phase == ATM_PHASE_DEPLOY) {
        greedy_deploy(c, w, NULL, ranked, rv, &nr, prune);
    } else {
        int n = atm_legal_actions(c, buf, ATM_MAX_ACTIONS);
        if (n > cap) n = cap;
        atm_state d = *c;
        eval_cache ec = {0, 0, 0};
        for (int j = 0; j < n; j++) {
            if (prune && buf[j].kind == ATM_ACT_FORFEIT && atm_action_dominated(c, &buf[j])) continue;
            ranked[nr] = buf[j];
            rv[nr] = action_value(&d, c, &buf[j], w, &ec);
            nr++;
        }
    }
    int m = 0;
    for (; m < k && m < nr; m++) {
        int bi = m;
        for (int j = m + 1; j < nr; j++)
            if (rv[j] > rv[bi]) bi = j;
        atm_action t = ranked[m]; ranked[m] = ranked[bi]; ranked[bi] = t;
        double tv = rv[m]; rv[m] = rv[bi]; rv[bi] = tv;
        out[m] = ranked[m];
        out_v[m] = rv[m] - rv[0];
    }
    return m;
}

static int mcts_new_node(mtree *t, const atm_action *a, int chooser)
{
    if (t->used >= t->cap) return -1;
    mnode *x = &t->n[t->used];
    memset(x, 0, sizeof *x);
    if (a) x->a = *a;
    x->first = x->next = -1;
    x->chooser = (uint8_t)chooser;
    return t->used++;
}

/* The same action (every field: the struct has a padding byte memcmp would compare). */
static int same_action(const atm_action *a, const atm_action *b)
{
    return a->kind == b->kind && a->area == b->area && a->dice == b->dice && a->die == b->die && a->die2 == b->die2 &&
           a->sign == b->sign && a->card == b->card && a->opt == b->opt && a->n4 == b->n4 && a->n6 == b->n6;
}

/* Expands node `id` from the sampled position c: its children are the candidates there (those not
 * among its children yet, for a kept root that grows to MCTS_K_ROOT). */
static void mcts_expand(mtree *t, int id, const atm_state *c, const double *w, atm_action *buf, int k, int prune)
{
    atm_action cand[MCTS_K_ROOT];
    double cv[MCTS_K_ROOT];
    int m = mcts_candidates(c, w, buf, cand, cv, k, prune);
    int last = -1;
    for (int ch = t->n[id].first; ch >= 0; ch = t->n[ch].next) last = ch;
    for (int j = 0; j < m; j++) {
        int dup = 0;
        for (int ch = t->n[id].first; ch >= 0 && !dup; ch = t->n[ch].next) dup = same_action(&t->n[ch].a, &cand[j]);
        if (dup) continue;
        int ch = mcts_new_node(t, &cand[j], c->current);
        if (ch < 0) break;
        t->n[ch].prior = cv[j];
        if (last < 0) t->n[id].first = ch;
        else t->n[last].next = ch;
        last = ch;
    }
    t->n[id].expanded = 1;
}

static void mcts_rewards(const atm_state *c, const double *w, double scale, double *r)
{
    double e[ATM_MAX_SEATS];
    for (int q = 0; q < c->players; q++) e[q] = atm_eval_weighted(c, q, w);
    for (int q = 0; q < c->players; q++) {
        double other = -1e9;
        for (int o = 0; o < c->players; o++)
            if (o != q && e[o] > other) other = e[o];
        r[q] = 1.0 / (1.0 + am_exp(-(e[q] - other) / scale));   /* the same bits on every machine (core/fmath.c) */
    }
}

/* ---- the kept tree ---- */
/* The same position for the search: everything the rules read, compared field by field (the
 * struct has padding). The rules table is the game's own and does not change. */
static int same_position(const atm_state *a, const atm_state *b)
{
    if (a->steps != b->steps || a->phase != b->phase || a->round != b->round || a->initiative != b->initiative ||
        a->current != b->current || a->players != b->players || a->deck_pos != b->deck_pos ||
        a->head_next != b->head_next || a->act_filled != b->act_filled || a->next_filled != b->next_filled ||
        a->rng.state != b->rng.state || a->rng.inc != b->rng.inc)
        return 0;
    if (memcmp(a->deploy_order, b->deploy_order, sizeof a->deploy_order) || memcmp(a->act_order, b->act_order, sizeof a->act_order) ||
        memcmp(a->next_order, b->next_order, sizeof a->next_order) || memcmp(a->deck, b->deck, sizeof a->deck) ||
        memcmp(a->display, b->display, sizeof a->display))
        return 0;
    for (int p = 0; p < a->players; p++) {
        const atm_player *x = &a->p[p], *y = &b->p[p];
        if (x->gears != y->gears || x->coins != y->coins || x->owned != y->owned || x->reserved != y->reserved ||
            x->exhausted != y->exhausted || memcmp(x->dice, y->dice, sizeof x->dice))
            return 0;
    }
    return a->mods.touched == b->mods.touched;
}

/* The node of the tree (under `id`, position c) whose position is s, `left` actions further; -1 if
 * none. Only visited nodes, only actions legal and without randomness on the way. */
static int reroot_find(const mnode *pool, int id, const atm_state *c, int left, const atm_state *s)
{
    if (left == 0) return same_position(c, s) ? id : -1;
    for (int ch = pool[id].first; ch >= 0; ch = pool[ch].next) {
        if (!pool[ch].visits || atm_action_check(c, &pool[ch].a, NULL) != 0) continue;
        atm_state d = *c;
        atm_apply_unchecked(&d, &pool[ch].a);
        if (d.rng.state != s->rng.state || d.rng.inc != s->rng.inc) continue;  /* it rolled: not this way */
        int r = reroot_find(pool, ch, &d, left - 1, s);
        if (r >= 0) return r;
    }
    return -1;
}

/* Makes the subtree under `from` the whole tree (breadth first into the other pool, root 0). */
static void reroot_copy(struct atm_search_mem *m, int from)
{
    const mnode *src = m->pool[m->cur];
    mnode *dst = m->pool[m->cur ^ 1];
    int n = 1;
    dst[0] = src[from];
    dst[0].first = dst[0].next = -1;
    m->queue[0] = from;
    for (int h = 0; h < n; h++) {
        int last = -1;
        for (int ch = src[m->queue[h]].first; ch >= 0 && n < MCTS_NODES; ch = src[ch].next) {
            dst[n] = src[ch];
            dst[n].first = dst[n].next = -1;
            m->queue[n] = ch;
            if (last < 0) dst[h].first = n;
            else dst[last].next = n;
            last = n++;
        }
    }
    m->cur ^= 1;
    m->used = n;
}

/* 1 if the tree kept from the last decision has a node for position s (now its root). */
static int reroot(struct atm_search_mem *m, const atm_state *s)
{
    const atm_state *r = &m->root_state;
    if (!m->valid || m->used <= 0 || s->steps < r->steps || s->steps - r->steps > REROOT_DEPTH) return 0;
    if (r->rng.state != s->rng.state || r->rng.inc != s->rng.inc) return 0;  /* a die rolled or cards dealt since */
    int found = reroot_find(m->pool[m->cur], 0, r, (int)(s->steps - r->steps), s);
    if (found < 0) return 0;
    if (found > 0) reroot_copy(m, found);
    return 1;
}

/* Budget management of the search (not search-v2): the root's visits, the kept ones included,
 * count toward the budget, and the search stops early when the most visited move cannot be
 * overtaken in what is left of it (or is the only one): the iterations go to close decisions. */
static int mcts_settled(const mtree *t, int root, int budget)
{
    uint32_t done = t->n[root].visits, best = 0, second = 0;
    int children = 0;
    if (done >= (uint32_t)budget) return 1;
    for (int ch = t->n[root].first; ch >= 0; ch = t->n[ch].next) {
        uint32_t v = t->n[ch].visits;
        children++;
        if (v > best) { second = best; best = v; }
        else if (v > second) second = v;
    }
    return children <= 1 || best - second > (uint32_t)budget - done;
}

static double wall_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One decision of the tree search. *value: the expected outcome of the move played (0..1),
 * *iters: the iterations run, *reused: the visits the root already had from the kept tree. */
static atm_action mcts_choose(atm_bot *b, const atm_state *s, atm_action *buf, const mcts_opts *o, double *value, int *iters,
                              int *reused)
{
    atm_action best = {0};
    struct atm_search_mem *mem = b->mem;
    if (!mem) {
        mem = malloc(sizeof *mem);
        if (!mem) {  /* no memory for the tree: play the greedy move */
            int n = atm_legal_actions(s, buf, ATM_MAX_ACTIONS);
            *iters = 0;
            *reused = 0;
            return greedy_choose(s, buf, n > ATM_MAX_ACTIONS ? ATM_MAX_ACTIONS : n, b->w, value, 0, o->prune);
        }
        mem->cur = 0;
        mem->used = 0;
        mem->valid = 0;
        if (b->keep) b->mem = mem;
    }
    mtree t;
    *reused = 0;
    if (o->reuse && reroot(mem, s)) {
        *reused = (int)mem->pool[mem->cur][0].visits;
    } else {
        mem->used = 0;
    }
    t.n = mem->pool[mem->cur];
    t.used = mem->used;
    t.cap = o->cap;
    int root = t.used ? 0 : mcts_new_node(&t, NULL, 0);
    if (t.n[root].expanded) mcts_expand(&t, root, s, b->w, buf, MCTS_K_ROOT, o->prune);  /* a kept root: widen it */
    /* search-v2 plays out to the end of the next round; the search to the end of this one (four
     * times cheaper, so four times as many iterations for the same time: issue 30) */
    int horizon = s->round + (o->manage ? 0 : 1);
    int path[MCTS_DEPTH + 2];
    double t0 = b->seconds > 0 ? wall_seconds() : 0.0;
    int it;
    for (it = 0;; it++) {
        if (!o->manage) {
            if (it >= b->budget) break;
        } else if (it >= MCTS_MIN_FRESH && (it & 7) == 0 && mcts_settled(&t, root, b->budget)) {
            break;
        }
        if (b->seconds > 0 && it >= 16 && (it & 7) == 0 && wall_seconds() - t0 >= b->seconds) break;
        atm_state c = *s;
        determinize(&c, &b->rng);
        int id = root, depth = 0;
        path[depth++] = id;
        while (!atm_is_over(&c) && depth <= MCTS_DEPTH) {
            mnode *x = &t.n[id];
            if (!x->expanded) {
                if (t.used + MCTS_K > t.cap && id != root) break;
                mcts_expand(&t, id, &c, b->w, buf, id == root ? MCTS_K_ROOT : c.current == s->current ? MCTS_K : o->k_other,
                            o->prune);
                x = &t.n[id];
            }
            /* UCB1 over the children legal in this sample; an unvisited one first */
            int pick = -1;
            double pv = -1e18;
            for (int ch = x->first; ch >= 0; ch = t.n[ch].next) {
                mnode *y = &t.n[ch];
                if (atm_action_check(&c, &y->a, NULL) != 0) continue;
                y->avail++;
                double u = y->visits == 0 ? 1e9 - ch
                                          : y->reward / y->visits + MCTS_C * sqrt(am_log((double)y->avail) / y->visits)
                                                + MCTS_PRIOR * y->prior / o->scale / (1.0 + y->visits);
                if (u > pv) { pv = u; pick = ch; }
            }
            if (pick < 0) break;
            atm_apply_unchecked(&c, &t.n[pick].a);
            id = pick;
            path[depth++] = id;
            if (t.n[id].visits == 0) break;  /* a new leaf: play out from here */
        }
        /* play out with the greedy that only places (the fast one: the tree holds the modifications) */
        while (!atm_is_over(&c) && c.round <= horizon) {
            int n = atm_legal_actions(&c, buf, ATM_MAX_ACTIONS);
            if (n > ATM_MAX_ACTIONS) n = ATM_MAX_ACTIONS;
            if (n <= 0) break;
            atm_action a = greedy_choose(&c, buf, n, b->w, NULL, 1, o->prune);
            atm_apply_unchecked(&c, &a);
        }
        double r[ATM_MAX_SEATS];
        mcts_rewards(&c, b->w, o->scale, r);
        for (int k = 0; k < depth; k++) {
            t.n[path[k]].visits++;
            t.n[path[k]].reward += r[t.n[path[k]].chooser];
        }
    }
    int bi = -1;
    for (int ch = t.n[root].first; ch >= 0; ch = t.n[ch].next)
        if (atm_action_check(s, &t.n[ch].a, NULL) == 0 && (bi < 0 || t.n[ch].visits > t.n[bi].visits)) bi = ch;
    if (bi >= 0) {
        best = t.n[bi].a;
        *value = t.n[bi].visits ? t.n[bi].reward / t.n[bi].visits : 0.0;
    } else {  /* no child (a budget of 0): the greedy's move */
        int n = atm_legal_actions(s, buf, ATM_MAX_ACTIONS);
        best = greedy_choose(s, buf, n > ATM_MAX_ACTIONS ? ATM_MAX_ACTIONS : n, b->w, value, 0, o->prune);
    }
    *iters = it;
    mem->used = t.used;
    if (b->keep) {
        mem->root_state = *s;
        mem->valid = 1;
    } else {
        free(mem);
    }
    return best;
}

void atm_bot_free(atm_bot *b)
{
    free(b->mem);
    b->mem = NULL;
}

/* ---- reasons in plain words (issue 28) ------------------------------------------------ */
/* What an activation is for, in the player's words: as a plan when a die is placed for it
 * (`plan` 1: "to scavenge 5 gears", "it wants the Arm card (C7)"), or as the reason to take it
 * now (0: "gears pay for cards, upgrades and new dice"). */
static void say_goal(const atm_state *s, const atm_action *a, int plan, char *out, size_t n)
{
    const atm_card *cd = a->card < ATM_CARDS ? &s->rules.cards[a->card] : NULL;
    const char *name = cd ? _(cd->name) : "?";
    int sum = 0, k = a->n4 + a->n6;
    for (int i = 0; i < ATM_DICE; i++)
        if ((unsigned)a->dice >> i & 1u) sum += s->p[s->current].dice[i].value;
    switch (a->kind == ATM_ACT_ACTIVATE ? a->area : -1) {
    case ATM_SCAVENGE:
        if (plan) snprintf(out, n, _("to scavenge %d gears"), atm_scavenge_gears(sum));
        else snprintf(out, n, _("gears pay for cards, upgrades and new dice"));
        break;
    case ATM_UPGRADE:
        if (plan) snprintf(out, n, P_("to upgrade %d die", "to upgrade %d dice", k), k);
        else snprintf(out, n, _("bigger dice make bigger sums and count at the end"));
        break;
    case ATM_CREATE:
        if (plan) snprintf(out, n, P_("to create %d new die", "to create %d new dice", k), k);
        else snprintf(out, n, _("more dice to place in the rounds to come"));
        break;
    case ATM_RESEARCH:
        if (a->opt == ATM_RS_RESERVE) snprintf(out, n, _("it wants to keep the %s card (C%d) until it can buy it"), name, a->card + 1);
        else snprintf(out, n, _("it wants the %s card (C%d)"), name, a->card + 1);
        break;
    case ATM_SELL:
        if (plan) snprintf(out, n, _("to sell its D%d dice for coins"), 4 + 2 * a->opt);
        else snprintf(out, n, _("coins are points at the end"));
        break;
    default:
        snprintf(out, n, _("nothing there is worth more now than the gear a forfeit gives"));
        break;
    }
}

/* The plan behind placing die i of the player to act on `area` (or, area -1, where it fits best):
 * what its dice there could then do. */
static void say_place(const atm_state *s, int i, int area, const double *w, char *out, size_t n)
{
    int p = s->current;
    const atm_player *pl = &s->p[p];
    uint16_t on[ATM_AREAS] = {0};
    for (int k = 0; k < ATM_DICE; k++)
        if (pl->dice[k].loc == ATM_IN_STAGING) on[pl->dice[k].area] = (uint16_t)(on[pl->dice[k].area] | 1u << k);
    gp_scratch g;
    gp_scratch_init(&g, s);
    if (area < 0) {
        double bv = -1e9;
        for (int a = 0; a < ATM_AREAS; a++) {
            double v = group_potential(&g, p, a, (uint16_t)(on[a] | 1u << i), i, w, NULL) -
                       group_potential(&g, p, a, on[a], -1, w, NULL);
            if (v > bv) { bv = v; area = a; }
        }
    }
    atm_action ba;
    uint16_t mask = (uint16_t)(on[area] | 1u << i);
    group_potential(&g, p, area, mask, i, w, &ba);
    int sum = 0;
    for (int k = 0; k < ATM_DICE; k++)
        if ((unsigned)mask >> k & 1u) sum += pl->dice[k].value;
    if (!ba.kind) {
        snprintf(out, n, _("nowhere better for die #%d: its dice on %s (sum %d) cannot take anything yet"), i + 1,
                 _(atm_area_name(area)), sum);
        return;
    }
    atm_state c = *s;
    c.p[p].dice[i].loc = ATM_IN_STAGING;
    c.p[p].dice[i].area = (uint8_t)area;
    char goal[112];
    say_goal(&c, &ba, 1, goal, sizeof goal);
    snprintf(out, n, _("%s: its dice on %s will make %d"), goal, _(atm_area_name(area)), sum);
}

static void explain(const atm_bot *b, const atm_state *s, const atm_action *a, char *why, size_t n)
{
    char what[160];
    const atm_player *pl = &s->p[s->current];
    int reroll = a->kind == ATM_ACT_GEAR_REROLL || (a->kind == ATM_ACT_CARD && a->card < ATM_CARDS &&
                                                    s->rules.cards[a->card].effect == ATM_EFF_REROLL);
    if (reroll) {
        snprintf(why, n, _("die #%d showing %d fits nowhere well; a new face may"), a->die + 1, pl->dice[a->die].value);
    } else if (a->kind == ATM_ACT_PLACE) {
        say_place(s, a->die, a->area, b->w, why, n);
    } else if (is_modification(a)) {
        atm_state c = *s;
        atm_apply_unchecked(&c, a);
        say_place(&c, a->die, -1, b->w, what, sizeof what);
        snprintf(why, n, _("with die #%d at %d, %s"), a->die + 1, c.p[c.current].dice[a->die].value, what);
    } else {
        say_goal(s, a, 0, why, n);
    }
}

/* The bots that choose from the whole list (out of line: their frame holds the list). */
static __attribute__((noinline)) atm_action choose_listed(atm_bot *b, const atm_state *s, char *why, size_t why_n)
{
    static const atm_action none = {0};
    atm_action buf[ATM_MAX_ACTIONS];
    int n = atm_legal_actions(s, buf, ATM_MAX_ACTIONS);
    if (n > ATM_MAX_ACTIONS) n = ATM_MAX_ACTIONS;
    if (n <= 0) return none;
    double v = 0;
    atm_action a;
    if (n == 1) {
        a = buf[0];
        if (why) snprintf(why, why_n, _("the only legal action"));
        return a;
    }
    if (b->algo == ATM_BOT_GREEDY) {
        a = greedy_choose(s, buf, n, b->w, &v, 0, prunes(b));
    } else if (b->algo == ATM_BOT_MCTS || b->algo == ATM_BOT_SEARCH_V2) {
        int iters = 0, reused = 0;
        int v3 = b->algo == ATM_BOT_MCTS;
        mcts_opts o = {prunes(b), v3, v3, v3 ? MCTS_NODES : MCTS_V2_NODES, v3 ? MCTS_K_OTHER : MCTS_K,
                       v3 ? MCTS_SCALE : MCTS_V2_SCALE};
        a = mcts_choose(b, s, buf, &o, &v, &iters, &reused);
        b->last_iterations = iters;
        b->last_kept = reused;
    } else {
        int tried = 0;
        a = search_choose(b, s, buf, n, &v, &tried);
    }
    if (why) explain(b, s, &a, why, why_n);
    return a;
}

/* The random bot with its reason (the companions' path): the same draw as atm_random_choice. */
static __attribute__((noinline)) atm_action choose_random_why(atm_bot *b, const atm_state *s, char *why, size_t why_n)
{
    if (why_n) why[0] = '\0';
    /* the same draw and choice as listing every action and indexing the list */
    atm_action a;  /* written whole when n > 0 */
    int n = atm_random_action(s, &b->rng, &a);
    if (n <= 0) return (atm_action){0};
    snprintf(why, why_n, _("random choice among %d legal actions"), n);
    return a;
}

atm_action atm_bot_choose(atm_bot *b, const atm_state *s, char *why, size_t why_n)
{
    if (b->algo != ATM_BOT_RANDOM) {
        if (why && why_n) why[0] = '\0';
        return choose_listed(b, s, why, why_n);
    }
    if (why) return choose_random_why(b, s, why, why_n);
    return atm_random_choice(s, &b->rng);  /* the simulators' path: no frame of its own */
}
