/*
 * Expeditions Automa: one Automa turn (rulebook "An Automa turn", "Advance the progress token",
 * "Mech actions", "Automa mech movement", the three actions), scoring and the end of the game.
 */
#include "automa/expeditions.h"

#include <string.h>

/* Next location of `mech`'s row after `loc` in its direction (North east, Central west), with
 * wrap-around (rulebook "Automa mech movement"). */
static int row_next(int mech, int loc)
{
    int base = mech == EXP_MECH_NORTH ? EXP_NORTH0 : EXP_CENTRAL0;
    int i = loc - base;
    i = mech == EXP_MECH_NORTH ? (i + 1) % EXP_ROW_LEN : (i + EXP_ROW_LEN - 1) % EXP_ROW_LEN;
    return base + i;
}

/* Next location in the mech's direction that is not the human's ("skip the location your mech
 * is on and ignore it for all purposes"). */
static int next_not_human(const exp_state *s, int mech, int loc)
{
    loc = row_next(mech, loc);
    if (loc == s->human_at) loc = row_next(mech, loc);
    return loc;
}

int exp_mech_step(const exp_state *s, int mech, int dist)
{
    int loc = s->mech[mech];
    for (int i = 0; i < dist; i++) loc = next_not_human(s, mech, loc);
    return loc;
}

int exp_target_match(const exp_state *s, int loc, int target)
{
    const exp_location *l = &s->loc[loc];
    switch (target) {
    case EXP_TARGET_MAP:
        return l->map_token ? EXP_WHY_MATCH : EXP_WHY_NO_MAP;
    case EXP_TARGET_C20:
        /* "matches the location that has the 20-value token and no other corruption token" */
        if (!l->c20) return EXP_WHY_NO_C20;
        return l->ncorr == 0 ? EXP_WHY_MATCH : EXP_WHY_C20_NOT_ALONE;
    case EXP_TARGET_CORR:
        /* ">= 1 corruption token; the 20-value token is ignored for this" */
        if (l->ncorr > 0) return EXP_WHY_MATCH;
        if (l->pending) return EXP_WHY_PENDING;
        if (!l->face_up) return EXP_WHY_FACE_DOWN;
        return l->c20 ? EXP_WHY_ONLY_C20 : EXP_WHY_NO_CORR;
    default:
        return EXP_WHY_NO_MAP;
    }
}

int exp_mech_candidates(const exp_state *s, int mech, int target, exp_candidate out[4])
{
    /* "Check the next 0-3 locations in the mech's movement direction": distance 0 is the mech's
     * own location, unless the human's mech is there (ignored for all purposes). */
    int n = 0, loc = s->mech[mech];
    if (loc == s->human_at) loc = next_not_human(s, mech, loc);
    for (int d = loc == s->mech[mech] ? 0 : 1; d <= 3; d++) {
        out[n].loc = loc;
        out[n].distance = d;
        out[n].why = exp_target_match(s, loc, target);
        n++;
        loc = next_not_human(s, mech, loc);
    }
    return n;
}

/* Explore (rulebook "Action: Explore"): gain the map token, flip the tile, place corruption. */
static void explore(exp_state *s, int loc, int ask, exp_mech_report *mr)
{
    exp_location *l = &s->loc[loc];
    l->map_token = 0;
    s->map_tokens++;
    mr->gained_map = 1;
    l->face_up = 1;
    if (ask) {
        /* the companion asks the person which tile it is and what they drew */
        l->pending = 1;
        mr->reveal_pending = 1;
        return;
    }
    mr->revealed_number = l->number;
    if (l->number == 20) {
        /* location 20 gets the 20-value token only */
        l->c20 = 1;
        mr->placed_c20 = 1;
    } else if (l->nreveal >= 0) {
        int n = l->nreveal < s->bag ? l->nreveal : s->bag;
        for (int i = 0; i < n; i++) mr->placed[i] = l->corr[i] = l->reveal[i];
        l->ncorr = mr->nplaced = n;
        s->bag -= n;
    } else {
        /* R-EX-3: simulated draw of reveal_count tokens of unknown value */
        int n = s->reveal_count < s->bag ? s->reveal_count : s->bag;
        for (int i = 0; i < n; i++) l->corr[i] = 0, mr->placed[i] = 0;
        l->ncorr = mr->nplaced = n;
        s->bag -= n;
        mr->reveal_simulated = 1;
    }
    l->nreveal = -1;
}

static void mech_actions(exp_state *s, int m, const exp_mech_line *line, int ask,
                         exp_mech_report *mr)
{
    int here = s->mech[m];
    mr->from = here;
    mr->target = line->target;
    mr->glory_needed = line->glory;
    mr->mult = line->mult;
    mr->dist = line->dist;
    mr->chosen = -1;
    /* 1. sweep all face-up cards adjacent to the mech (where it stands now) */
    if (line->sweep) {
        mr->sweep = 1;
        for (int g = 0; g < EXP_GAPS; g++)
            if ((s->gaps[g].adjacent >> here) & 1u) {
                mr->swept |= 1u << g;
                s->gaps[g].card = 0;   /* discarded; a new, not yet known card is dealt */
            }
    }
    /* 2. target line, if the glory requirement is met */
    if (line->target == EXP_TARGET_NONE) {
        mr->moved_by = EXP_SKIP_NO_TARGET;
    } else if (s->glory < line->glory) {
        mr->moved_by = EXP_SKIP_GLORY;
    } else {
        mr->ncand = exp_mech_candidates(s, m, line->target, mr->cand);
        for (int i = 0; i < mr->ncand; i++)
            if (mr->cand[i].why == EXP_WHY_MATCH) { mr->chosen = i; break; }
        /* was the human's location passed over while checking? */
        if (here == s->human_at) mr->skipped_human = 1;
        for (int i = 0, at = here; i < mr->cand[mr->ncand - 1].distance; i++) {
            if (row_next(m, at) == s->human_at) mr->skipped_human = 1;
            at = next_not_human(s, m, at);
        }
        mr->moved_by = mr->chosen >= 0 ? EXP_SKIP_NONE : EXP_SKIP_NO_MATCH;
    }
    if (mr->chosen >= 0) {
        int loc = mr->cand[mr->chosen].loc;
        s->mech[m] = loc;
        exp_location *l = &s->loc[loc];
        if (line->target == EXP_TARGET_MAP) {
            mr->action = EXP_ACT_EXPLORE;
            explore(s, loc, ask, mr);
        } else if (line->target == EXP_TARGET_C20) {
            mr->action = EXP_ACT_VANQUISH_TOKEN;
            l->c20 = 0;
            s->c20 = 1;
            mr->gained_c20 = 1;
        } else {
            /* "gains corruption tokens top to bottom until she has as many as the multiplier or
             * there are no tokens left" (the 20-value token is ignored) */
            mr->action = EXP_ACT_VANQUISH;
            int n = line->mult < l->ncorr ? line->mult : l->ncorr;
            for (int i = 0; i < n; i++) {
                mr->gained[i] = l->corr[i];
                if (s->ncorr < EXP_MAX_GAINED) s->corr[s->ncorr++] = l->corr[i];
            }
            mr->ngained = n;
            memmove(l->corr, l->corr + n, (size_t)(l->ncorr - n) * sizeof l->corr[0]);
            l->ncorr -= n;
        }
    } else {
        /* 3. no target, too little glory or no match: move the distance line */
        int at = here;
        for (int d = 0; d < line->dist; d++) {
            if (row_next(m, at) == s->human_at) mr->skipped_human = 1;
            at = next_not_human(s, m, at);
        }
        s->mech[m] = at;
    }
    mr->to = s->mech[m];
}

int exp_game_over(const exp_state *s)
{
    return s->end_trigger != EXP_END_NONE && s->final_done;
}

int exp_automa_turn(exp_state *s, int ask_reveal, exp_report *r, am_err *err)
{
    memset(r, 0, sizeof *r);
    if (exp_game_over(s))
        return am_fail(err, AM_ESTATE, _("the game is over: the Automa has played her last turn"));
    for (int i = 0; i < EXP_LOC_COUNT; i++)
        if (s->loc[i].pending)
            return am_fail(err, AM_ESTATE, _("location %s waits for its corruption tokens"),
                           exp_loc_name(i));
    int triggered_before = s->end_trigger != EXP_END_NONE;
    s->turn++;
    r->turn = s->turn;
    /* 1. empty deck: shuffle all cards including the 2 set aside, set 2 aside */
    if (s->ndeck == 0) {
        exp_deck_reshuffle(s);
        r->reshuffled = 1;
    }
    /* 2. draw */
    int c = s->deck[0];
    memmove(s->deck, s->deck + 1, (size_t)(s->ndeck - 1) * sizeof s->deck[0]);
    s->ndeck--;
    s->discard[s->ndiscard++] = c;
    r->card = c;
    const exp_card *card = &s->cards[c];
    /* 3. advance the progress token */
    r->progress = card->progress;
    r->progress_from = s->progress_pos;
    if (card->progress) {
        if (s->progress_pos + 1 < s->progress.spaces) {
            s->progress_pos++;
            if (s->glory < EXP_GLORY && s->progress_pos == s->progress.glory_at[s->glory]) {
                s->glory++;
                r->glory_placed = 1;
                if (s->glory == EXP_GLORY && s->end_trigger == EXP_END_NONE) {
                    s->end_trigger = EXP_END_AUTOMA;
                    r->end_triggered = 1;
                }
            }
        } else {
            r->progress_at_end = 1;   /* R-EX-4: the token stays on the last space */
        }
    }
    r->progress_to = s->progress_pos;
    r->glory = s->glory;
    /* 4-5. mech actions, North then Central */
    for (int m = 0; m < EXP_MECHS; m++) mech_actions(s, m, &card->mech[m], ask_reveal, &r->mech[m]);
    if (triggered_before) {
        s->final_done = 1;
        r->final_turn = 1;
        r->game_over = s->end_trigger == EXP_END_AUTOMA;
        r->human_last_turn = s->end_trigger == EXP_END_HUMAN;
    }
    return AM_OK;
}

void exp_score_automa(const exp_state *s, exp_score *out)
{
    memset(out, 0, sizeof *out);
    out->glory = s->glory;
    out->glory_coins = s->progress.coins_glory + s->glory_adjust;
    if (out->glory_coins < 0) out->glory_coins = 0;
    out->map = s->map_tokens;
    out->map_coins = s->progress.coins_map;
    out->corruption = s->ncorr + s->c20;
    out->corruption_coins = s->progress.coins_corruption;
    out->total = out->glory * out->glory_coins + out->map * out->map_coins +
                 out->corruption * out->corruption_coins;
}

int exp_automa_wins(const exp_state *s, int human_coins)
{
    exp_score sc;
    exp_score_automa(s, &sc);
    return sc.total >= human_coins;   /* "If you tie for coins, then Automa wins." */
}
