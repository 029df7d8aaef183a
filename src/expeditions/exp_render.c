/* Expeditions Automa: text rendering of a turn report (what happened, why, and what to do on
 * the table) and of the state. All user-facing text goes through gettext. */
#include "automa/expeditions.h"

#include <stdio.h>

static const char *target_text(int t)
{
    switch (t) {
    case EXP_TARGET_MAP: return _("map token");
    case EXP_TARGET_C20: return _("the 20-value corruption");
    case EXP_TARGET_CORR: return _("corruption");
    default: return C_("target", "none");
    }
}

static const char *why_text(int why)
{
    switch (why) {
    case EXP_WHY_MATCH: return _("match");
    case EXP_WHY_NO_MAP: return _("no map token");
    case EXP_WHY_NO_C20: return _("no 20-value token");
    case EXP_WHY_C20_NOT_ALONE: return _("20-value token, but other corruption too");
    case EXP_WHY_FACE_DOWN: return _("face down, no corruption yet");
    case EXP_WHY_NO_CORR: return _("no corruption");
    case EXP_WHY_ONLY_C20: return _("only the 20-value token (ignored)");
    case EXP_WHY_PENDING: return _("tokens not told yet");
    default: return "?";
    }
}

static const char *mech_text(int m)
{
    return m == EXP_MECH_NORTH ? _("North mech") : _("Central mech");
}

static void values(am_buf *b, const int *v, int n)
{
    for (int i = 0; i < n; i++) {
        if (v[i]) am_buf_printf(b, "%s%d", i ? ", " : "", v[i]);
        else am_buf_printf(b, "%s?", i ? ", " : "");
    }
}

static void line_render(const exp_mech_line *l, am_buf *out)
{
    if (l->sweep) am_buf_puts(out, _("sweep; "));
    if (l->target == EXP_TARGET_NONE) {
        am_buf_puts(out, _("no target"));
    } else {
        if (l->glory > 0) am_buf_printf(out, _("%d+ glory: %s"), l->glory, target_text(l->target));
        else am_buf_printf(out, _("always: %s"), target_text(l->target));
        if (l->target == EXP_TARGET_CORR) am_buf_printf(out, " x%d", l->mult);
    }
    am_buf_printf(out, _("; distance %d"), l->dist);
}

void exp_card_render(const exp_card *c, am_buf *out)
{
    am_buf_printf(out, _("card %02d: %s | North: "), c->id,
                  c->progress ? _("progress") : _("no progress"));
    line_render(&c->mech[EXP_MECH_NORTH], out);
    am_buf_puts(out, _(" | Central: "));
    line_render(&c->mech[EXP_MECH_CENTRAL], out);
}

static void mech_render(const exp_state *s, const exp_report *r, int m, am_buf *b)
{
    const exp_mech_report *mr = &r->mech[m];
    am_buf_printf(b, _("%s (on %s):\n"), mech_text(m), exp_loc_name(mr->from));
    if (mr->sweep) {
        if (mr->swept) {
            am_buf_puts(b, _("  Sweep: discard the face-up cards in gap"));
            for (int g = 0; g < EXP_GAPS; g++)
                if ((mr->swept >> g) & 1u) am_buf_printf(b, " %d", g + 1);
            am_buf_printf(b, _(" (next to %s) and deal new ones.\n"), exp_loc_name(mr->from));
        } else {
            am_buf_printf(b, _("  Sweep: discard the face-up cards in every card gap that touches %s on your map and\n"
                               "  deal new ones. (To have them named, tell the companion your map's gaps: gap G LOCS,\n"
                               "  e.g. gap 1 N1,N2,C1.)\n"),
                          exp_loc_name(mr->from));
        }
    }
    if (mr->moved_by == EXP_SKIP_NO_TARGET) {
        am_buf_puts(b, _("  No target on the card."));
    } else if (mr->moved_by == EXP_SKIP_GLORY) {
        am_buf_printf(b, _("  Target (%s) needs %d glory; the Automa has %d."),
                      target_text(mr->target), mr->glory_needed, r->glory);
    } else {
        am_buf_printf(b, _("  Target (%s"), target_text(mr->target));
        if (mr->target == EXP_TARGET_CORR) am_buf_printf(b, " x%d", mr->mult);
        am_buf_printf(b, _(") needs %d glory, has %d. Checked:"), mr->glory_needed, r->glory);
        for (int i = 0; i < mr->ncand; i++)
            am_buf_printf(b, "%s%s (%d: %s)", i ? ", " : " ", exp_loc_name(mr->cand[i].loc),
                          mr->cand[i].distance, why_text(mr->cand[i].why));
        am_buf_puts(b, ".");
    }
    if (mr->skipped_human)
        am_buf_printf(b, _(" Your location %s is skipped."), exp_loc_name(s->human_at));
    am_buf_puts(b, "\n");
    if (mr->chosen < 0) {
        if (mr->moved_by == EXP_SKIP_NO_MATCH) am_buf_puts(b, _("  No match. "));
        else am_buf_puts(b, "  ");
        if (mr->to == mr->from)
            am_buf_printf(b, _("Moves %d: stays on %s.\n"), mr->dist, exp_loc_name(mr->to));
        else
            am_buf_printf(b, _("Moves %d: put the %s on %s.\n"), mr->dist, mech_text(m),
                          exp_loc_name(mr->to));
        return;
    }
    if (mr->to != mr->from)
        am_buf_printf(b, _("  Put the %s on %s (the first match).\n"), mech_text(m),
                      exp_loc_name(mr->to));
    else
        am_buf_printf(b, _("  The %s stays on %s (it matches).\n"), mech_text(m),
                      exp_loc_name(mr->to));
    switch (mr->action) {
    case EXP_ACT_EXPLORE:
        am_buf_printf(b, _("  Explore: flip %s and give its map token to the Automa.\n"),
                      exp_loc_name(mr->to));
        if (mr->revealed_number)
            am_buf_printf(b, _("  It is location %d.\n"), mr->revealed_number);
        if (mr->reveal_pending)
            am_buf_puts(b, _("  Then draw corruption onto it as usual and tell me the tokens.\n"));
        else if (mr->placed_c20)
            am_buf_puts(b, _("  It is location 20: put the 20-value corruption on it.\n"));
        else if (mr->reveal_simulated) {
            am_buf_printf(b, _("  Simulated: %d corruption tokens of unknown value drawn onto it.\n"),
                          mr->nplaced);
        } else {
            am_buf_printf(b, _("  Corruption placed on it (top first): "));
            values(b, mr->placed, mr->nplaced);
            am_buf_puts(b, mr->nplaced ? ".\n" : _("none.\n"));
        }
        break;
    case EXP_ACT_VANQUISH_TOKEN:
        am_buf_printf(b, _("  Vanquish: the Automa takes the 20-value corruption from %s.\n"),
                      exp_loc_name(mr->to));
        break;
    case EXP_ACT_VANQUISH:
        am_buf_printf(b, _("  Vanquish x%d: the Automa takes the top %d corruption token(s) of %s: "),
                      mr->mult, mr->ngained, exp_loc_name(mr->to));
        values(b, mr->gained, mr->ngained);
        am_buf_puts(b, ".\n");
        break;
    default:
        break;
    }
}

void exp_report_render(const exp_state *s, const exp_report *r, am_buf *b)
{
    am_buf_printf(b, _("Automa turn %d. "), r->turn);
    if (r->reshuffled)
        am_buf_printf(b, _("The deck was empty: the program shuffled all %d decision cards (the 2 set "
                           "aside too) and set 2 new ones aside unseen. "), s->ncards);
    am_buf_puts(b, _("Draw: "));
    exp_card_render(&s->cards[r->card], b);
    am_buf_puts(b, "\n");
    if (!r->progress)
        am_buf_puts(b, _("Progress: no icon, the token stays.\n"));
    else if (r->progress_at_end)
        am_buf_printf(b, _("Progress: the token is on the last space (%d) and stays.\n"),
                      r->progress_to);
    else
        am_buf_printf(b, _("Progress: move the token from space %d to %d.\n"), r->progress_from,
                      r->progress_to);
    if (r->glory_placed)
        am_buf_printf(b, _("Glory space: put glory token %d on Basecamp (top-left corner, not on a category).\n"), r->glory);
    if (r->end_triggered)
        am_buf_puts(b, _("That is the Automa's 8th glory token: the end is triggered. You take one "
                         "more turn, then the Automa takes the last one.\n"));
    for (int m = 0; m < EXP_MECHS; m++) mech_render(s, r, m, b);
    exp_score sc;
    exp_score_automa(s, &sc);
    am_buf_printf(b, _("Automa: glory %d, map tokens %d, corruption %d%s; %d coins so far.\n"),
                  s->glory, s->map_tokens, s->ncorr, s->c20 ? _(" + the 20-value token") : "",
                  sc.total);
    if (r->game_over)
        am_buf_puts(b, _("That was the Automa's last turn: the game is over. Score it.\n"));
    else if (r->human_last_turn)
        am_buf_puts(b, _("That was the Automa's last turn. Take your last turn, then score.\n"));
}

void exp_state_render(const exp_state *s, am_buf *b)
{
    am_buf_printf(b, _("Level %d (%s); glory %d/8 (token on space %d of %d); turn %d.\n"),
                  s->progress.level, s->progress.name, s->glory, s->progress_pos,
                  s->progress.spaces - 1, s->turn);
    for (int row = 0; row < 2; row++) {
        am_buf_puts(b, row == 0 ? _("North   (west->east):") : _("Central (west->east):"));
        int base = row == 0 ? EXP_NORTH0 : EXP_CENTRAL0;
        for (int i = 0; i < EXP_ROW_LEN; i++) {
            int loc = base + i;
            const exp_location *l = &s->loc[loc];
            am_buf_printf(b, "  %s[", exp_loc_name(loc));
            if (!l->face_up) am_buf_puts(b, _("down"));
            else if (l->pending) am_buf_puts(b, _("up ?"));
            else {
                am_buf_puts(b, _("up"));
                if (l->number) am_buf_printf(b, " #%d", l->number);
                if (l->ncorr) {
                    int v[EXP_MAX_STACK];
                    for (int k = 0; k < l->ncorr; k++) v[k] = l->corr[k];
                    am_buf_puts(b, " c:");
                    values(b, v, l->ncorr);
                }
                if (l->c20) am_buf_puts(b, " c20");
            }
            if (l->map_token) am_buf_puts(b, _(" map"));
            am_buf_puts(b, "]");
            if (s->mech[row] == loc) am_buf_puts(b, row == 0 ? _("<-N") : _("<-C"));
            if (s->human_at == loc) am_buf_puts(b, _("<-you"));
        }
        am_buf_puts(b, "\n");
    }
    if (s->human_at == EXP_BASECAMP) /* X7: the same English words; Italian "al Campo base" (issue 21) */
        am_buf_printf(b, C_("at basecamp", "You: on %s, glory %d/4. "), C_("location", "base"), s->human_glory);
    else
        am_buf_printf(b, _("You: on %s, glory %d/4. "), exp_loc_name(s->human_at), s->human_glory);
    exp_score sc;
    exp_score_automa(s, &sc);
    am_buf_printf(b, _("Automa: map tokens %d, corruption %d%s, %d coins so far.\n"),
                  s->map_tokens, s->ncorr, s->c20 ? _(" + the 20-value token") : "", sc.total);
    am_buf_printf(b, _("Deck: %d cards left, %d set aside, %d played. Bag: %d corruption.\n"),
                  s->ndeck, s->naside, s->ndiscard, s->bag);
    if (s->turn == 0)
        am_buf_printf(b, "%s\n", s->first_player ? _("First player: the Automa.")
                                                 : _("First player: you."));
    if (s->end_trigger != EXP_END_NONE)
        am_buf_printf(b, "%s\n", s->final_done ? _("The Automa has played her last turn.")
                                               : _("The end is triggered: the Automa has one more "
                                                   "turn."));
}

void exp_setup_render(const exp_state *s, am_buf *b)
{
    am_buf_puts(b, _("Setup (after the normal 2-player setup, without the Automa's player components):\n"));
    am_buf_printf(b, _("  1. Put the Automa's North mech on %s, the westernmost North location.\n"),
                  exp_loc_name(s->mech[EXP_MECH_NORTH]));
    am_buf_printf(b, _("  2. Put her Central mech on %s, the easternmost Central location.\n"),
                  exp_loc_name(s->mech[EXP_MECH_CENTRAL]));
    am_buf_printf(b, _("  3. Progress card: level %d (%s).\n"), s->progress.level, s->progress.name);
    am_buf_puts(b, _("  4. An unused action token on its START space (the progress token).\n"));
    am_buf_printf(b, _("  5. Decision cards: the program has shuffled its %d cards and set 2 aside unseen; it "
                       "draws for the Automa and names each card, so leave the real ones in the box.\n"),
                  s->ncards);
    am_buf_puts(b, _("  6. Glory card next to the deck, 4 glory tokens of one colour and 4 of another on "
                     "spaces 1-8.\n"));
    am_buf_printf(b, "  %s\n", s->first_player ? _("The Automa plays first.") : _("You play first."));
}
