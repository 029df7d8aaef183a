/* Expeditions Automa: setup, invariants, the decision deck and the human's recorded actions. */
#include "automa/expeditions.h"

#include <string.h>

/* Stream constant for the game RNG (any odd-making value; fixed so saves replay). */
#define EXP_RNG_STREAM 0x45585045ULL /* "EXPE" */

void exp_deck_reshuffle(exp_state *s)
{
    /* rulebook "An Automa turn" step 1 / "Setup" step 5: shuffle ALL decision cards, including
     * the ones set aside, then set the top 2 aside unseen. */
    int all[EXP_MAX_CARDS];
    for (int i = 0; i < s->ncards; i++) all[i] = i;
    am_rng_shuffle(&s->rng, all, (size_t)s->ncards, sizeof all[0]);
    s->naside = EXP_ASIDE;
    for (int i = 0; i < EXP_ASIDE; i++) s->aside[i] = all[i];
    s->ndeck = s->ncards - EXP_ASIDE;
    for (int i = 0; i < s->ndeck; i++) s->deck[i] = all[EXP_ASIDE + i];
    s->ndiscard = 0;
}

void exp_state_init(exp_state *s, const exp_progress *p, const exp_card *cards, int ncards,
                    uint64_t seed)
{
    memset(s, 0, sizeof *s);
    s->progress = *p;
    s->reveal_count = 2;
    if (!cards) cards = exp_cards_builtin(&ncards);
    s->ncards = ncards;
    memcpy(s->cards, cards, (size_t)ncards * sizeof cards[0]);
    for (int i = 0; i < EXP_LOC_COUNT; i++) {
        exp_location *l = &s->loc[i];
        l->nreveal = -1;
        /* North and Central start face down with one map token; South is face up. */
        if (exp_loc_row(i) >= 0) l->map_token = 1;
        else l->face_up = 1;
    }
    s->bag = EXP_BAG;
    s->human_at = EXP_BASECAMP;
    s->human_coins = -1;
    s->mech[EXP_MECH_NORTH] = EXP_NORTH0;                        /* westernmost North */
    s->mech[EXP_MECH_CENTRAL] = EXP_CENTRAL0 + EXP_ROW_LEN - 1;  /* easternmost Central */
    s->seed = seed;
    am_rng_seed(&s->rng, seed, EXP_RNG_STREAM);
    exp_deck_reshuffle(s);
    s->first_player = (int)am_rng_below(&s->rng, 2);   /* "Determine the first player randomly." */
}

static int count_glory_spaces(const exp_progress *p, int pos)
{
    int n = 0;
    for (int i = 0; i < EXP_GLORY; i++)
        if (p->glory_at[i] <= pos) n++;
    return n;
}

int exp_state_check(const exp_state *s, am_err *err)
{
    int rc = exp_progress_check(&s->progress, "progress", err);
    if (rc) return rc;
    rc = exp_cards_check(s->cards, s->ncards, "cards", err);
    if (rc) return rc;
    if (s->glory_adjust < -2 || s->glory_adjust > 3)
        return am_fail(err, AM_EDATA, _("options.glory_adjust: must be -2 to 3 (rulebook range)"));
    if (s->reveal_count < 0 || s->reveal_count > EXP_MAX_STACK)
        return am_fail(err, AM_EDATA, _("options.reveal_count: must be 0 to %d"), EXP_MAX_STACK);
    /* the deck: every card exactly once in deck, aside or discard */
    int seen[EXP_MAX_CARDS] = {0};
    if (s->ndeck < 0 || s->naside < 0 || s->naside > EXP_ASIDE || s->ndiscard < 0 ||
        s->ndeck + s->naside + s->ndiscard != s->ncards)
        return am_fail(err, AM_EDATA, _("deck: deck, aside and discard must hold each card once"));
    const int *piles[3] = {s->deck, s->aside, s->discard};
    const int counts[3] = {s->ndeck, s->naside, s->ndiscard};
    static const char *const pname[3] = {"deck", "aside", "discard"};
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < counts[k]; i++) {
            int c = piles[k][i];
            if (c < 0 || c >= s->ncards)
                return am_fail(err, AM_EDATA, _("%s[%d]: no such card"), pname[k], i);
            if (seen[c]++)
                return am_fail(err, AM_EDATA, _("%s[%d]: card %d is listed twice"), pname[k], i,
                               s->cards[c].id);
        }
    /* the map */
    int c20s = s->c20, onmap = 0;
    for (int i = 0; i < EXP_LOC_COUNT; i++) {
        const exp_location *l = &s->loc[i];
        const char *n = exp_loc_name(i);
        if (l->number < 0 || l->number > 20)
            return am_fail(err, AM_EDATA, _("map.%s.number: must be 0 (not known) to 20"), n);
        if (l->ncorr < 0 || l->ncorr > EXP_MAX_STACK)
            return am_fail(err, AM_EDATA, _("map.%s.corruption: at most %d tokens"), n, EXP_MAX_STACK);
        for (int j = 0; j < l->ncorr; j++)
            if (l->corr[j] < 0 || l->corr[j] > 19)
                return am_fail(err, AM_EDATA,
                               _("map.%s.corruption[%d]: value must be 0 (not known) to 19"), n, j);
        if (l->nreveal < -1 || l->nreveal > EXP_MAX_STACK)
            return am_fail(err, AM_EDATA, _("map.%s.reveal: at most %d tokens"), n, EXP_MAX_STACK);
        for (int j = 0; j < l->nreveal; j++)
            if (l->reveal[j] < 0 || l->reveal[j] > 19)
                return am_fail(err, AM_EDATA, _("map.%s.reveal[%d]: value must be 0 to 19"), n, j);
        if (!l->face_up && (l->ncorr || l->c20))
            return am_fail(err, AM_EDATA, _("map.%s: a face-down location cannot hold corruption"), n);
        if (l->pending && !l->face_up)
            return am_fail(err, AM_EDATA, _("map.%s.pending: only a flipped location can wait for "
                           "its tokens"), n);
        /* whoever flips a location takes its map token (the Automa when she explores it, you
         * when you do): a face-up location with a map token would lose one later (issue 19) */
        if (exp_loc_row(i) >= 0 && l->face_up && l->map_token)
            return am_fail(err, AM_EDATA, _("map.%s: a face-up location has no map token (whoever "
                           "flipped it took it)"), n);
        for (int k = 0; k < i && l->number; k++)
            if (s->loc[k].number == l->number)
                return am_fail(err, AM_EDATA, _("map.%s.number: location %d is already %s (each "
                               "number is printed on one tile)"), n, l->number, exp_loc_name(k));
        if (exp_loc_row(i) < 0 && (l->ncorr || l->c20 || l->map_token || !l->face_up))
            return am_fail(err, AM_EDATA, _("map.%s: South locations and Basecamp are face up and "
                           "hold no tokens"), n);
        c20s += l->c20;
        onmap += l->ncorr;
    }
    if (c20s > 1)
        return am_fail(err, AM_EDATA, _("map: there is only one 20-value corruption token"));
    if (s->bag < 0 || s->bag > EXP_BAG)
        return am_fail(err, AM_EDATA, _("bag: must be 0 to %d"), EXP_BAG);
    if (onmap + s->ncorr > EXP_BAG)
        return am_fail(err, AM_EDATA, _("map: more normal corruption tokens than the game has (%d)"),
                       EXP_BAG);
    for (int g = 0; g < EXP_GAPS; g++) {
        if (s->gaps[g].adjacent >> EXP_LOC_COUNT)
            return am_fail(err, AM_EDATA, _("gaps[%d].adjacent: bad location"), g);
        if (s->gaps[g].card < 0 || s->gaps[g].card > 999)
            return am_fail(err, AM_EDATA, _("gaps[%d].card: must be 0 (not known) to 999"), g);
    }
    /* the players */
    if (s->human_at < 0 || s->human_at >= EXP_LOC_COUNT)
        return am_fail(err, AM_EDATA, _("human.at: not a location"));
    if (s->human_glory < 0 || s->human_glory > 4)
        return am_fail(err, AM_EDATA, _("human.glory: must be 0 to 4"));
    if (s->human_coins < -1 || s->human_coins > 9999)
        return am_fail(err, AM_EDATA, _("human.coins: must be 0 to 9999"));
    for (int m = 0; m < EXP_MECHS; m++)
        if (exp_loc_row(s->mech[m]) != m)
            return am_fail(err, AM_EDATA, _("automa.%s: must be a %s location"),
                           m == EXP_MECH_NORTH ? "north" : "central",
                           m == EXP_MECH_NORTH ? _("North (N1-N7)") : _("Central (C1-C7)"));
    if (s->progress_pos < 0 || s->progress_pos >= s->progress.spaces)
        return am_fail(err, AM_EDATA, _("automa.progress: must be 0 to %d"), s->progress.spaces - 1);
    if (s->glory != count_glory_spaces(&s->progress, s->progress_pos))
        return am_fail(err, AM_EDATA,
                       _("automa.glory: %d does not match the progress token on space %d (%d)"),
                       s->glory, s->progress_pos, count_glory_spaces(&s->progress, s->progress_pos));
    if (s->map_tokens < 0 || s->map_tokens > 24)
        return am_fail(err, AM_EDATA, _("automa.map_tokens: must be 0 to 24"));
    if (s->ncorr < 0 || s->ncorr > EXP_BAG)
        return am_fail(err, AM_EDATA, _("automa.corruption: at most %d tokens"), EXP_BAG);
    for (int j = 0; j < s->ncorr; j++)
        if (s->corr[j] < 0 || s->corr[j] > 19)
            return am_fail(err, AM_EDATA, _("automa.corruption[%d]: value must be 0 to 19"), j);
    if (s->c20 != 0 && s->c20 != 1) return am_fail(err, AM_EDATA, _("automa.c20: true or false"));
    if (s->first_player != 0 && s->first_player != 1)
        return am_fail(err, AM_EDATA, _("first_player: human or automa"));
    if (s->turn < 0) return am_fail(err, AM_EDATA, _("turn: must be >= 0"));
    if (s->end_trigger < EXP_END_NONE || s->end_trigger > EXP_END_HUMAN)
        return am_fail(err, AM_EDATA, _("end.trigger: none, automa or human"));
    if (s->final_done && s->end_trigger == EXP_END_NONE)
        return am_fail(err, AM_EDATA, _("end.final_turn_done: the end has not been triggered"));
    if (s->glory == EXP_GLORY && s->end_trigger == EXP_END_NONE)
        return am_fail(err, AM_EDATA, _("end.trigger: the Automa has placed 8 glory tokens, so the "
                       "end is triggered"));
    if (s->human_glory == 4 && s->end_trigger == EXP_END_NONE)
        return am_fail(err, AM_EDATA, _("end.trigger: the human has placed 4 glory tokens, so the "
                       "end is triggered"));
    return AM_OK;
}

int exp_human_move(exp_state *s, int loc, am_err *err)
{
    if (loc < 0 || loc >= EXP_LOC_COUNT) return am_fail(err, AM_EUSAGE, _("no such location"));
    s->human_at = loc;
    return AM_OK;
}

int exp_location_reveal(exp_state *s, int loc, int number, const int *vals, int n, am_err *err)
{
    if (exp_loc_row(loc) < 0)
        return am_fail(err, AM_EUSAGE, _("only North and Central locations are revealed"));
    exp_location *l = &s->loc[loc];
    if (l->face_up && !l->pending)
        return am_fail(err, AM_ESTATE, _("%s is already face up"), exp_loc_name(loc));
    if (number < 0 || number > 20)
        return am_fail(err, AM_EUSAGE, _("location numbers are 1 to 20"));
    if (number == 20 && n > 0)
        return am_fail(err, AM_EUSAGE, _("location 20 gets only the 20-value token"));
    for (int k = 0; number && k < EXP_LOC_COUNT; k++)
        if (k != loc && s->loc[k].number == number)
            return am_fail(err, AM_ESTATE, _("location %d is already %s: each number is printed on one "
                           "tile"), number, exp_loc_name(k));
    if (number == 20) {
        int c20s = s->c20;
        for (int i = 0; i < EXP_LOC_COUNT; i++) c20s += s->loc[i].c20;
        if (c20s) return am_fail(err, AM_ESTATE, _("the 20-value token is already in play"));
    }
    if (n < 0 || n > EXP_MAX_STACK || n > s->bag)
        return am_fail(err, AM_ESTATE, _("too many corruption tokens (%d left in the bag)"), s->bag);
    for (int i = 0; i < n; i++)
        if (vals[i] < 0 || vals[i] > 19)
            return am_fail(err, AM_EUSAGE, _("corruption values are 1 to 19 (0: not known)"));
    if (!l->pending) l->map_token = 0;   /* the human takes it; the Automa already took hers */
    l->face_up = 1;
    l->pending = 0;
    l->number = number;
    l->ncorr = n;
    for (int i = 0; i < n; i++) l->corr[i] = (int8_t)vals[i];  /* 0..19: checked above */
    l->c20 = number == 20;
    l->nreveal = -1;
    s->bag -= n;
    return AM_OK;
}

int exp_human_vanquish(exp_state *s, int loc, int n, int take20, am_err *err)
{
    if (loc < 0 || loc >= EXP_LOC_COUNT) return am_fail(err, AM_EUSAGE, _("no such location"));
    exp_location *l = &s->loc[loc];
    if (take20) {
        if (!l->c20)
            return am_fail(err, AM_ESTATE, _("%s has no 20-value token"), exp_loc_name(loc));
        l->c20 = 0;
        return AM_OK;
    }
    if (n < 1 || n > l->ncorr)
        return am_fail(err, AM_ESTATE, _("%s has %d corruption tokens"), exp_loc_name(loc),
                       l->ncorr);
    memmove(l->corr, l->corr + n, (size_t)(l->ncorr - n) * sizeof l->corr[0]);
    l->ncorr -= n;
    return AM_OK;
}

int exp_human_glory(exp_state *s, am_err *err)
{
    if (s->human_glory >= 4)
        return am_fail(err, AM_ESTATE, _("you have placed all 4 glory tokens"));
    s->human_glory++;
    /* base rules: placing the 4th glory token triggers the end, like the Automa's 8th */
    if (s->human_glory == 4 && s->end_trigger == EXP_END_NONE) s->end_trigger = EXP_END_HUMAN;
    return AM_OK;
}
