/*
 * Rule tests of the Expeditions Automa engine. Each test names the rulebook section and the
 * checklist rule ID (EX-n) or the ruling (R-EX-n, docs/rulings.md) it checks.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/expeditions.h"

/* The writer's text as a malloc'd string (free() it; NULL if memory ran out). */
static char *report_text(const exp_state *s, const exp_report *r)
{
    am_buf b = {0};
    exp_report_to_json(s, r, &b);
    if (b.oom) am_buf_free(&b);
    return b.data;
}


enum { N1 = 0, N2, N3, N4, N5, N6, N7, C1, C2, C3, C4, C5, C6, C7, S1, S2, S3, S4, S5, S6, BASE };

static exp_state fresh(int level, uint64_t seed)
{
    exp_progress p;
    assert_int_equal(exp_progress_builtin(level, &p, NULL), AM_OK);
    exp_state s;
    exp_state_init(&s, &p, NULL, 0, seed);
    return s;
}

static void check_ok(const exp_state *s)
{
    am_err e;
    am_err_clear(&e);
    int rc = exp_state_check(s, &e);
    if (rc) fprintf(stderr, "state check: %s\n", e.msg);
    assert_int_equal(rc, AM_OK);
}

/* Puts the card with printed id `id` on top of the deck (from wherever it is). */
static void top_card(exp_state *s, int id)
{
    int c = -1;
    for (int i = 0; i < s->ncards; i++)
        if (s->cards[i].id == id) c = i;
    assert_true(c >= 0);
    int *piles[3] = {s->deck, s->aside, s->discard};
    int *counts[3] = {&s->ndeck, &s->naside, &s->ndiscard};
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < *counts[k]; i++)
            if (piles[k][i] == c) {
                memmove(piles[k] + i, piles[k] + i + 1, (size_t)(*counts[k] - i - 1) * sizeof(int));
                (*counts[k])--;
            }
    memmove(s->deck + 1, s->deck, (size_t)s->ndeck * sizeof(int));
    s->deck[0] = c;
    s->ndeck++;
}

/* Replaces the top card with a test card (same id) with these mech lines. */
static void test_card(exp_state *s, int progress, exp_mech_line north, exp_mech_line central)
{
    exp_card *c = &s->cards[s->deck[0]];
    c->progress = progress;
    c->mech[EXP_MECH_NORTH] = north;
    c->mech[EXP_MECH_CENTRAL] = central;
}

static const exp_mech_line NOTHING = {0, -1, EXP_TARGET_NONE, 0, 1};

static void corrupt(exp_state *s, int loc, int n, const int *vals)
{
    exp_location *l = &s->loc[loc];
    l->face_up = 1;
    l->map_token = 0;
    l->ncorr = n;
    for (int i = 0; i < n; i++) l->corr[i] = (int8_t)vals[i];
    s->bag -= n;
}

static void face_up_empty(exp_state *s, int loc)
{
    s->loc[loc].face_up = 1;
    s->loc[loc].map_token = 0;
}

static void set_glory(exp_state *s, int g)
{
    s->glory = g;
    s->progress_pos = g ? s->progress.glory_at[g - 1] : 0;
}

static void turn_ok(exp_state *s, exp_report *r)
{
    am_err e;
    am_err_clear(&e);
    int rc = exp_automa_turn(s, 0, r, &e);
    if (rc) fprintf(stderr, "turn: %s\n", e.msg);
    assert_int_equal(rc, AM_OK);
    check_ok(s);
}

/* ---- Setup ------------------------------------------------------------------------------- */

/* EX-1 "Place 1 mech on the westernmost North location ... on the easternmost Central location" */
static void test_ex1_setup_mech_positions(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N1);
    assert_int_equal(s.mech[EXP_MECH_CENTRAL], C7);
    for (int i = N1; i <= C7; i++) {
        assert_false(s.loc[i].face_up);
        assert_true(s.loc[i].map_token);
        assert_int_equal(s.loc[i].ncorr, 0);
    }
    assert_int_equal(s.human_at, BASE);
    assert_int_equal(s.bag, EXP_BAG);
    check_ok(&s);
}

/* EX-2 progress card by level, token on START; R-EX-1 levels 4-5 are never invented */
static void test_ex2_progress_card_levels(void **st)
{
    (void)st;
    exp_progress p;
    am_err e;
    assert_int_equal(exp_progress_builtin(1, &p, &e), AM_OK);
    assert_int_equal(p.spaces, 31);
    assert_int_equal(p.glory_at[0], 3);
    assert_int_equal(p.glory_at[7], 29);
    assert_int_equal(p.coins_map, 1);
    assert_int_equal(p.coins_corruption, 1);
    assert_int_equal(p.coins_glory, 4);
    assert_int_equal(exp_progress_builtin(2, &p, &e), AM_OK);
    assert_int_equal(p.glory_at[7], 27);
    assert_int_equal(p.coins_corruption, 2);
    assert_int_equal(exp_progress_builtin(3, &p, &e), AM_OK);
    assert_int_equal(p.spaces, 25);
    assert_int_equal(p.coins_glory, 5);
    assert_int_equal(exp_progress_builtin(4, &p, &e), AM_EUSAGE);
    assert_non_null(strstr(e.msg, "--progress-file"));
    assert_int_equal(exp_progress_builtin(5, &p, &e), AM_EUSAGE);
    assert_int_equal(exp_progress_builtin(6, &p, &e), AM_EUSAGE);
    exp_state s = fresh(3, 9);
    assert_int_equal(s.progress_pos, 0);
    assert_int_equal(s.glory, 0);
}

/* EX-3 "Shuffle the decision cards, set 2 off to the side without looking at them" */
static void test_ex3_setup_two_aside(void **st)
{
    (void)st;
    exp_state s = fresh(2, 5);
    assert_int_equal(s.ncards, 14);
    assert_int_equal(s.ndeck, 12);
    assert_int_equal(s.naside, 2);
    assert_int_equal(s.ndiscard, 0);
    /* the 12 draws before the reshuffle never show the 2 aside */
    int aside0 = s.aside[0], aside1 = s.aside[1];
    exp_report r;
    for (int t = 0; t < 12; t++) {
        turn_ok(&s, &r);
        assert_int_not_equal(r.card, aside0);
        assert_int_not_equal(r.card, aside1);
        assert_false(r.reshuffled);
    }
    assert_int_equal(s.ndeck, 0);
}

/* EX-11 step 1: "If the decision deck is empty, shuffle all decision cards including the 2 set
 * off to the side to form a new deck. Set the top 2 cards off to the side" */
static void test_ex11_reshuffle_includes_aside(void **st)
{
    (void)st;
    int seen_aside_drawn = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        exp_state s = fresh(1, seed);
        int a0 = s.aside[0], a1 = s.aside[1];
        exp_report r;
        for (int t = 0; t < 12; t++) turn_ok(&s, &r);
        turn_ok(&s, &r);
        assert_true(r.reshuffled);
        assert_int_equal(s.naside, 2);
        assert_int_equal(s.ndeck, 11);
        assert_int_equal(s.ndiscard, 1);
        /* over the next 11 draws the old aside cards can appear */
        if (r.card == a0 || r.card == a1) seen_aside_drawn = 1;
        for (int t = 0; t < 11; t++) {
            turn_ok(&s, &r);
            if (r.card == a0 || r.card == a1) seen_aside_drawn = 1;
        }
        if (exp_game_over(&s)) continue;
    }
    assert_true(seen_aside_drawn);
}

/* EX-4 the glory card holds 8 tokens; the Automa's glory counts 0..8 */
static void test_ex4_eight_glory_tokens(void **st)
{
    (void)st;
    exp_state s = fresh(3, 2);
    exp_report r;
    int last = 0;
    while (!exp_game_over(&s)) {
        turn_ok(&s, &r);
        assert_true(s.glory >= last && s.glory <= EXP_GLORY);
        last = s.glory;
    }
    assert_int_equal(s.glory, EXP_GLORY);
}

/* EX-5 "Determine the first player randomly." */
static void test_ex5_first_player_random(void **st)
{
    (void)st;
    int count[2] = {0, 0};
    for (uint64_t seed = 0; seed < 400; seed++) {
        exp_state s = fresh(2, seed);
        count[s.first_player]++;
    }
    assert_in_range(count[0], 150, 250);
}

/* EX-6 "card number 017, 030, 056, or 063 ... return it to the box and draw a new one" */
static void test_ex6_cards_referring_to_others(void **st)
{
    (void)st;
    assert_true(exp_game_card_refers_to_others(17));
    assert_true(exp_game_card_refers_to_others(30));
    assert_true(exp_game_card_refers_to_others(56));
    assert_true(exp_game_card_refers_to_others(63));
    assert_false(exp_game_card_refers_to_others(16));
    assert_false(exp_game_card_refers_to_others(1));
    assert_false(exp_game_card_refers_to_others(64));
}

/* ---- Automa mech movement ----------------------------------------------------------------- */

/* EX-7 "The North mech moves ... eastwards, then wrapping around from the easternmost location to
 * the westernmost." / the Central mech westward */
static void test_ex7_directions_and_wrap(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    s.mech[EXP_MECH_NORTH] = N6;
    s.mech[EXP_MECH_CENTRAL] = C2;
    top_card(&s, 1);
    exp_mech_line n3 = {0, -1, EXP_TARGET_NONE, 0, 3}, c2 = {0, -1, EXP_TARGET_NONE, 0, 2};
    test_card(&s, 0, n3, c2);
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N2);    /* N6 -> N7 -> N1 -> N2 */
    assert_int_equal(s.mech[EXP_MECH_CENTRAL], C7);  /* C2 -> C1 -> C7 */
    assert_int_equal(exp_mech_step(&s, EXP_MECH_NORTH, 1), N3);
    assert_int_equal(exp_mech_step(&s, EXP_MECH_CENTRAL, 1), C6);
}

/* EX-8 "Automa mechs can travel through or end on face-down locations" and "only flip locations
 * during the explore action" */
static void test_ex8_face_down_not_flipped(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    top_card(&s, 2);   /* North: map target needs 2 glory (Automa has 0) -> moves 2 */
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(r.mech[EXP_MECH_NORTH].moved_by, EXP_SKIP_GLORY);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N3);
    for (int i = N1; i <= C7; i++) {
        assert_false(s.loc[i].face_up);
        assert_true(s.loc[i].map_token);
    }
    assert_int_equal(s.map_tokens, 0);
}

/* EX-9 "When moving, Automa mechs skip the location your mech is on and ignore it for all
 * purposes." Moving: the human's location does not count towards the distance. */
static void test_ex9_skip_human_when_moving(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    s.human_at = N2;
    top_card(&s, 2);   /* North moves 2 (glory too low) */
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N4);   /* N1 -> (N2 skipped) N3 -> N4 */
    assert_true(r.mech[EXP_MECH_NORTH].skipped_human);
    /* never ends on the human's location */
    s = fresh(2, 1);
    s.human_at = C6;
    s.mech[EXP_MECH_CENTRAL] = C7;
    top_card(&s, 1);
    test_card(&s, 0, NOTHING, (exp_mech_line){0, -1, EXP_TARGET_NONE, 0, 1});
    turn_ok(&s, &r);
    assert_int_equal(s.mech[EXP_MECH_CENTRAL], C5);
}

/* EX-9 checking targets: the human's location is not a candidate, has corruption or not, and
 * does not count towards the 0-3 range (rulebook Vanquish example). */
static void test_ex9_skip_human_when_targeting(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    int v[] = {4};
    corrupt(&s, N2, 1, v);
    face_up_empty(&s, N3);
    face_up_empty(&s, N4);
    corrupt(&s, N5, 1, v);
    face_up_empty(&s, N1);
    s.human_at = N2;
    exp_candidate c[4];
    int n = exp_mech_candidates(&s, EXP_MECH_NORTH, EXP_TARGET_CORR, c);
    assert_int_equal(n, 4);
    assert_int_equal(c[0].loc, N1);
    assert_int_equal(c[1].loc, N3);
    assert_int_equal(c[2].loc, N4);
    assert_int_equal(c[3].loc, N5);
    assert_int_equal(c[3].distance, 3);
    assert_int_equal(c[3].why, EXP_WHY_MATCH);
    /* the human on the mech's own location: distance 0 is ignored, the next 3 are checked */
    s.human_at = N1;
    n = exp_mech_candidates(&s, EXP_MECH_NORTH, EXP_TARGET_CORR, c);
    assert_int_equal(n, 3);
    assert_int_equal(c[0].loc, N2);
    assert_int_equal(c[0].distance, 1);
    assert_int_equal(c[2].loc, N4);
    /* and the mech does not act on its own (human) location even if it matches */
    int w[] = {7, 2};
    corrupt(&s, N1, 2, w);
    s.loc[N2].ncorr = 0;
    s.loc[N5].ncorr = 0;
    top_card(&s, 1);
    test_card(&s, 0, (exp_mech_line){0, 0, EXP_TARGET_CORR, 1, 1}, NOTHING);
    exp_report r;
    s.bag = EXP_BAG - 2;
    turn_ok(&s, &r);
    assert_int_equal(r.mech[EXP_MECH_NORTH].moved_by, EXP_SKIP_NO_MATCH);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N2);
    assert_int_equal(s.loc[N1].ncorr, 2);
}

/* EX-10 "Automa doesn't gain the benefits printed on a location. Automa only gains map and
 * corruption tokens when the mech action indicates this" */
static void test_ex10_no_gain_when_moving(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    int v[] = {3, 3};
    corrupt(&s, N3, 2, v);
    top_card(&s, 2);   /* glory too low: just moves 2, onto N3 with corruption */
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N3);
    assert_int_equal(s.ncorr, 0);
    assert_int_equal(s.map_tokens, 0);
    assert_int_equal(s.loc[N3].ncorr, 2);
}

/* ---- An Automa turn / Advance the progress token ----------------------------------------- */

/* EX-11 order: the progress token advances (and may place glory) BEFORE the mech actions, so the
 * new glory already counts for this card's target lines; North acts before Central. */
static void test_ex11_progress_before_mechs(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    s.progress_pos = s.progress.glory_at[0] - 1;   /* one step before glory space #1 */
    top_card(&s, 12);   /* progress; Central: sweep, 1 glory -> map token, distance 1 */
    exp_report r;
    turn_ok(&s, &r);
    assert_true(r.glory_placed);
    assert_int_equal(s.glory, 1);
    assert_int_equal(r.mech[EXP_MECH_CENTRAL].action, EXP_ACT_EXPLORE);
    assert_int_equal(s.mech[EXP_MECH_CENTRAL], C7);   /* distance 0: its own location */
    assert_int_equal(s.map_tokens, 1);
    assert_int_equal(r.mech[EXP_MECH_NORTH].from, N1);
}

/* EX-12 "move the progress token 1 space ... If the token reaches a space with a glory icon,
 * take the next glory token" */
static void test_ex12_progress_and_glory(void **st)
{
    (void)st;
    exp_state s = fresh(1, 1);
    exp_report r;
    top_card(&s, 1);   /* no progress icon */
    turn_ok(&s, &r);
    assert_int_equal(s.progress_pos, 0);
    assert_false(r.progress);
    top_card(&s, 2);
    turn_ok(&s, &r);
    assert_int_equal(s.progress_pos, 1);
    assert_int_equal(s.glory, 0);
    s.progress_pos = 2;
    top_card(&s, 3);
    turn_ok(&s, &r);
    assert_int_equal(s.progress_pos, 3);   /* level 1: glory space #1 is space 3 */
    assert_true(r.glory_placed);
    assert_int_equal(s.glory, 1);
    top_card(&s, 4);
    turn_ok(&s, &r);
    assert_false(r.glory_placed);
    assert_int_equal(s.glory, 1);
}

/* R-EX-4 the token stays on the last space of the track */
static void test_rex4_progress_stops_at_last_space(void **st)
{
    (void)st;
    exp_state s = fresh(3, 1);
    set_glory(&s, 8);
    s.progress_pos = s.progress.spaces - 1;
    s.end_trigger = EXP_END_AUTOMA;
    top_card(&s, 2);
    exp_report r;
    turn_ok(&s, &r);
    assert_true(r.progress_at_end);
    assert_int_equal(s.progress_pos, s.progress.spaces - 1);
}

/* ---- Mech actions ------------------------------------------------------------------------- */

/* EX-13 "If there's a sweep icon, then sweep all face-up cards adjacent to the mech" - before it
 * moves, only the gaps touching its location */
static void test_ex13_sweep_adjacent_gaps(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    s.gaps[0].adjacent = 1u << N1 | 1u << C1;
    s.gaps[0].card = 41;
    s.gaps[1].adjacent = 1u << N2;
    s.gaps[1].card = 42;
    s.gaps[2].adjacent = 1u << C7 | 1u << N1;
    s.gaps[2].card = 43;
    top_card(&s, 3);   /* North sweeps */
    exp_report r;
    turn_ok(&s, &r);
    assert_true(r.mech[EXP_MECH_NORTH].sweep);
    assert_int_equal(r.mech[EXP_MECH_NORTH].swept, 1u << 0 | 1u << 2);
    assert_int_equal(s.gaps[0].card, 0);
    assert_int_equal(s.gaps[1].card, 42);
    assert_int_equal(s.gaps[2].card, 0);
    assert_false(r.mech[EXP_MECH_CENTRAL].sweep);
}

/* EX-14 / EX-17 "If ... Automa has at least as much glory on Basecamp as indicated" - exactly
 * the requirement is enough; one less moves the distance even if a match is in range */
static void test_ex14_glory_requirement(void **st)
{
    (void)st;
    for (int g = 2; g <= 3; g++) {
        exp_state s = fresh(2, 1);
        set_glory(&s, g);
        int v[] = {5};
        corrupt(&s, N2, 1, v);
        top_card(&s, 7);   /* North: 3 glory -> corruption x1, distance 1 */
        exp_report r;
        turn_ok(&s, &r);
        if (g == 3) {
            assert_int_equal(r.mech[EXP_MECH_NORTH].action, EXP_ACT_VANQUISH);
            assert_int_equal(s.ncorr, 1);
        } else {
            assert_int_equal(r.mech[EXP_MECH_NORTH].moved_by, EXP_SKIP_GLORY);
            assert_int_equal(r.mech[EXP_MECH_NORTH].ncand, 0);
            assert_int_equal(s.ncorr, 0);
        }
        assert_int_equal(s.mech[EXP_MECH_NORTH], N2);
    }
}

/* Rulebook "Mech actions" example: "Automa has placed 5 glory tokens, a location with a
 * corruption token is targeted because the requirement is 3 or more glory." (card 08, North) */
static void test_rulebook_glory_example_5_meets_3(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    set_glory(&s, 5);
    face_up_empty(&s, N1);
    int v[] = {2};
    corrupt(&s, N2, 1, v);
    top_card(&s, 8);
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(r.mech[EXP_MECH_NORTH].action, EXP_ACT_VANQUISH);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N2);
}

/* Rulebook "Setup": the setup text names the mechs' locations and the 2 cards set aside */
static void test_setup_render(void **st)
{
    (void)st;
    exp_state s = fresh(3, 1);
    am_buf b = {0};
    exp_setup_render(&s, &b);
    assert_non_null(strstr(b.data, "N1, the westernmost North"));
    assert_non_null(strstr(b.data, "C7, the easternmost Central"));
    assert_non_null(strstr(b.data, "set 2 aside"));
    assert_non_null(strstr(b.data, "Automaszyna"));
    am_buf_free(&b);
}

/* EX-15 target matching for the three icons */
static void test_ex15_target_matching(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    /* map token: face-down locations hold one */
    assert_int_equal(exp_target_match(&s, N1, EXP_TARGET_MAP), EXP_WHY_MATCH);
    face_up_empty(&s, N2);
    assert_int_equal(exp_target_match(&s, N2, EXP_TARGET_MAP), EXP_WHY_NO_MAP);
    /* corruption: a face-down location is not a candidate (not revealed this turn) */
    assert_int_equal(exp_target_match(&s, N1, EXP_TARGET_CORR), EXP_WHY_FACE_DOWN);
    assert_int_equal(exp_target_match(&s, N2, EXP_TARGET_CORR), EXP_WHY_NO_CORR);
    /* the 20-value token alone: matches the c20 icon, and is ignored for corruption */
    face_up_empty(&s, N3);
    s.loc[N3].c20 = 1;
    assert_int_equal(exp_target_match(&s, N3, EXP_TARGET_C20), EXP_WHY_MATCH);
    assert_int_equal(exp_target_match(&s, N3, EXP_TARGET_CORR), EXP_WHY_ONLY_C20);
    /* with other corruption too: not a c20 match, but a corruption match */
    int v[] = {2};
    corrupt(&s, N3, 1, v);
    assert_int_equal(exp_target_match(&s, N3, EXP_TARGET_C20), EXP_WHY_C20_NOT_ALONE);
    assert_int_equal(exp_target_match(&s, N3, EXP_TARGET_CORR), EXP_WHY_MATCH);
    assert_int_equal(exp_target_match(&s, N2, EXP_TARGET_C20), EXP_WHY_NO_C20);
}

/* EX-16 "move the mech to the first matching location. This can be the location it is
 * currently on." - distance 0 */
static void test_ex16_target_at_distance_zero(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    top_card(&s, 10);   /* Central: 0 glory -> map token, distance 3 */
    exp_report r;
    turn_ok(&s, &r);
    const exp_mech_report *c = &r.mech[EXP_MECH_CENTRAL];
    assert_int_equal(c->chosen, 0);
    assert_int_equal(c->cand[0].distance, 0);
    assert_int_equal(s.mech[EXP_MECH_CENTRAL], C7);
    assert_int_equal(c->action, EXP_ACT_EXPLORE);
    assert_true(s.loc[C7].face_up);
}

/* EX-16 the FIRST match in the movement direction wins over later ones */
static void test_ex16_first_match_wins(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    face_up_empty(&s, C7);
    face_up_empty(&s, C6);
    /* C5 face down with its map token, C4 too: C5 is first going west */
    top_card(&s, 10);
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(s.mech[EXP_MECH_CENTRAL], C5);
    assert_int_equal(r.mech[EXP_MECH_CENTRAL].cand[2].distance, 2);
    assert_true(s.loc[C4].map_token);
    assert_false(s.loc[C5].map_token);
}

/* EX-17 no match in range -> move the distance line */
static void test_ex17_no_match_moves_distance(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    for (int i = C4; i <= C7; i++) face_up_empty(&s, i);
    top_card(&s, 11);   /* Central: 0 glory -> map, distance 2; C7..C4 have no map token */
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(r.mech[EXP_MECH_CENTRAL].moved_by, EXP_SKIP_NO_MATCH);
    assert_int_equal(r.mech[EXP_MECH_CENTRAL].ncand, 4);
    assert_int_equal(s.mech[EXP_MECH_CENTRAL], C5);
    assert_int_equal(s.map_tokens, 0);
    /* an empty target line: only the distance */
    s = fresh(2, 1);
    top_card(&s, 9);   /* Central: no target, distance 2 */
    turn_ok(&s, &r);
    assert_int_equal(r.mech[EXP_MECH_CENTRAL].moved_by, EXP_SKIP_NO_TARGET);
    assert_int_equal(s.mech[EXP_MECH_CENTRAL], C5);
}

/* EX-18 "no matter what distance is shown on this icon you must always check up to 3
 * locations" - a match at distance 3 with distance line 1; wrap-around while checking */
static void test_ex18_always_check_three(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    set_glory(&s, 4);
    s.mech[EXP_MECH_NORTH] = N6;
    for (int i = N1; i <= N7; i++) face_up_empty(&s, i);
    int v[] = {6, 1};
    corrupt(&s, N2, 2, v);   /* N6 (0), N7 (1), N1 (2), N2 (3) */
    top_card(&s, 10);        /* North: 4 glory -> corruption x1, distance 1 */
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N2);
    assert_int_equal(r.mech[EXP_MECH_NORTH].cand[3].loc, N2);
    assert_int_equal(s.ncorr, 1);
    assert_int_equal(s.corr[0], 6);
    assert_int_equal(s.loc[N2].ncorr, 1);
    assert_int_equal(s.loc[N2].corr[0], 1);
    /* a match at distance 4 is out of range */
    s = fresh(2, 1);
    set_glory(&s, 4);
    for (int i = N1; i <= N7; i++) face_up_empty(&s, i);
    corrupt(&s, N5, 2, v);
    top_card(&s, 10);
    turn_ok(&s, &r);
    assert_int_equal(r.mech[EXP_MECH_NORTH].moved_by, EXP_SKIP_NO_MATCH);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N2);
}

/* ---- The actions -------------------------------------------------------------------------- */

/* EX-19 Explore: "Automa gains the map token ... Flip the tile and place corruption tokens" */
static void test_ex19_explore_preset_tokens(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    s.loc[C7].nreveal = 3;
    s.loc[C7].reveal[0] = 5;
    s.loc[C7].reveal[1] = 2;
    s.loc[C7].reveal[2] = 8;
    s.loc[C7].number = 11;
    top_card(&s, 14);   /* Central: 0 glory -> map */
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(s.map_tokens, 1);
    assert_true(s.loc[C7].face_up);
    assert_false(s.loc[C7].map_token);
    assert_int_equal(s.loc[C7].ncorr, 3);
    assert_int_equal(s.loc[C7].corr[0], 5);
    assert_int_equal(s.loc[C7].corr[2], 8);
    assert_int_equal(s.bag, EXP_BAG - 3);
    assert_int_equal(r.mech[EXP_MECH_CENTRAL].nplaced, 3);
    assert_false(r.mech[EXP_MECH_CENTRAL].reveal_simulated);
    assert_int_equal(s.ncorr, 0);   /* exploring gains no corruption */
}

/* EX-19 + location 20: it gets the 20-value token only */
static void test_ex19_explore_location_20(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    s.loc[N1].number = 20;
    top_card(&s, 1);
    set_glory(&s, 1);   /* card 01 North: 1 glory -> map, N1 is at distance 0 */
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(r.mech[EXP_MECH_NORTH].action, EXP_ACT_EXPLORE);
    assert_true(s.loc[N1].c20);
    assert_int_equal(s.loc[N1].ncorr, 0);
    assert_true(r.mech[EXP_MECH_NORTH].placed_c20);
    assert_int_equal(s.bag, EXP_BAG);
}

/* R-EX-3 a simulated reveal draws reveal_count tokens (default 2) of unknown value, limited by
 * the bag */
static void test_rex3_simulated_reveal(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    assert_int_equal(s.reveal_count, 2);
    top_card(&s, 14);
    exp_report r;
    turn_ok(&s, &r);
    assert_true(r.mech[EXP_MECH_CENTRAL].reveal_simulated);
    assert_int_equal(s.loc[C7].ncorr, 2);
    assert_int_equal(s.loc[C7].corr[0], 0);
    assert_int_equal(s.bag, EXP_BAG - 2);
    s = fresh(2, 1);
    s.reveal_count = 3;
    s.bag = 1;
    top_card(&s, 14);
    turn_ok(&s, &r);
    assert_int_equal(s.loc[C7].ncorr, 1);
    assert_int_equal(s.bag, 0);
}

/* R-EX-2 companion: the explored tile waits for the person's tokens; no turn until told */
static void test_rex2_companion_pending_reveal(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    top_card(&s, 14);
    exp_report r;
    am_err e;
    assert_int_equal(exp_automa_turn(&s, 1, &r, &e), AM_OK);
    assert_true(r.mech[EXP_MECH_CENTRAL].reveal_pending);
    assert_true(s.loc[C7].pending);
    assert_int_equal(s.map_tokens, 1);
    check_ok(&s);
    exp_state before = s;
    assert_int_equal(exp_automa_turn(&s, 1, &r, &e), AM_ESTATE);
    assert_memory_equal(&before, &s, sizeof s);
    int v[] = {3, 9};
    assert_int_equal(exp_location_reveal(&s, C7, 6, v, 2, &e), AM_OK);
    assert_false(s.loc[C7].pending);
    assert_int_equal(s.loc[C7].ncorr, 2);
    assert_int_equal(s.loc[C7].number, 6);
    assert_int_equal(s.map_tokens, 1);
    assert_int_equal(exp_automa_turn(&s, 1, &r, &e), AM_OK);
}

/* EX-20 Vanquish the token: "Automa gains the 20-value token from the location" */
static void test_ex20_vanquish_the_token(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    set_glory(&s, 7);
    for (int i = N1; i <= N7; i++) face_up_empty(&s, i);
    s.loc[N3].c20 = 1;
    top_card(&s, 14);   /* North: 7 glory -> the 20-value corruption, distance 3 */
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(r.mech[EXP_MECH_NORTH].action, EXP_ACT_VANQUISH_TOKEN);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N3);
    assert_true(s.c20);
    assert_false(s.loc[N3].c20);
    /* with other corruption on it, the 20 token is not a target: moves 3 */
    s = fresh(2, 1);
    set_glory(&s, 7);
    for (int i = N1; i <= N7; i++) face_up_empty(&s, i);
    s.loc[N3].c20 = 1;
    int v[] = {4};
    corrupt(&s, N3, 1, v);
    top_card(&s, 14);
    turn_ok(&s, &r);
    assert_int_equal(r.mech[EXP_MECH_NORTH].moved_by, EXP_SKIP_NO_MATCH);
    assert_int_equal(r.mech[EXP_MECH_NORTH].cand[2].why, EXP_WHY_C20_NOT_ALONE);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N4);
    assert_false(s.c20);
}

/* EX-21 Vanquish xN: "gains corruption tokens from the location top to bottom until ... as many
 * tokens as indicated in the multiplier ... or there are no tokens left"; the 20 is ignored */
static void test_ex21_vanquish_multiplier(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    set_glory(&s, 4);
    face_up_empty(&s, C7);
    int v[] = {9, 1};
    corrupt(&s, C6, 2, v);
    s.loc[C6].c20 = 1;
    top_card(&s, 3);   /* Central: 4 glory -> corruption x3 */
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(s.mech[EXP_MECH_CENTRAL], C6);
    assert_int_equal(r.mech[EXP_MECH_CENTRAL].ngained, 2);   /* only 2 there */
    assert_int_equal(s.ncorr, 2);
    assert_int_equal(s.corr[0], 9);
    assert_int_equal(s.corr[1], 1);
    assert_int_equal(s.loc[C6].ncorr, 0);
    assert_true(s.loc[C6].c20);    /* the 20-value token stays */
    assert_false(s.c20);
}

/* Rulebook "Action: Vanquish" example: 3 glory placed, x2 corruption target; the human's
 * location (with corruption) is ignored and not counted, the face-down location with a map token
 * is not a candidate, the first of the 2 candidates is chosen and its top 2 tokens taken. */
static void test_rulebook_vanquish_x2_example(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    set_glory(&s, 3);
    face_up_empty(&s, N1);
    int human[] = {3};
    corrupt(&s, N2, 1, human);
    s.human_at = N2;
    /* N3 stays face down with its map token */
    int first[] = {6, 4, 2}, second[] = {5};
    corrupt(&s, N4, 3, first);
    corrupt(&s, N5, 1, second);
    top_card(&s, 8);   /* North: 3 glory -> corruption x2, distance 2 */
    exp_report r;
    turn_ok(&s, &r);
    const exp_mech_report *m = &r.mech[EXP_MECH_NORTH];
    assert_int_equal(m->ncand, 4);
    assert_int_equal(m->cand[0].loc, N1);
    assert_int_equal(m->cand[1].loc, N3);
    assert_int_equal(m->cand[1].why, EXP_WHY_FACE_DOWN);
    assert_int_equal(m->cand[2].loc, N4);
    assert_int_equal(m->cand[3].loc, N5);
    assert_int_equal(m->cand[3].why, EXP_WHY_MATCH);
    assert_int_equal(m->chosen, 2);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N4);
    assert_int_equal(s.ncorr, 2);
    assert_int_equal(s.corr[0], 6);
    assert_int_equal(s.corr[1], 4);
    assert_int_equal(s.loc[N4].ncorr, 1);
    assert_int_equal(s.loc[N4].corr[0], 2);
    assert_int_equal(s.loc[N2].ncorr, 1);   /* the human's location is untouched */
    assert_true(s.loc[N3].map_token);
    assert_false(s.loc[N3].face_up);
    /* alternate scenario: only 1 token on the first candidate -> she gets just that one */
    s = fresh(2, 1);
    set_glory(&s, 3);
    face_up_empty(&s, N1);
    corrupt(&s, N2, 1, human);
    s.human_at = N2;
    corrupt(&s, N4, 1, second);
    corrupt(&s, N5, 3, first);
    top_card(&s, 8);
    turn_ok(&s, &r);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N4);
    assert_int_equal(s.ncorr, 1);
    assert_int_equal(s.loc[N5].ncorr, 3);
    /* alternate scenario: no corruption in range -> moves 2, skipping the human */
    s = fresh(2, 1);
    set_glory(&s, 3);
    face_up_empty(&s, N1);
    corrupt(&s, N2, 1, human);
    s.human_at = N2;
    face_up_empty(&s, N4);
    face_up_empty(&s, N5);
    top_card(&s, 8);
    turn_ok(&s, &r);
    assert_int_equal(r.mech[EXP_MECH_NORTH].moved_by, EXP_SKIP_NO_MATCH);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N4);
}

/* ---- End of game and scoring -------------------------------------------------------------- */

/* EX-22 "Automa triggers the end of the game when she places her 8th" glory token; as in the base
 * game the others take one more turn and she, the trigger, takes the last one (R-EX-6). */
static void test_ex22_end_trigger_automa(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    set_glory(&s, 7);
    s.progress_pos = s.progress.glory_at[7] - 1;
    top_card(&s, 2);
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(s.glory, 8);
    assert_true(r.end_triggered);
    assert_false(r.final_turn);
    assert_int_equal(s.end_trigger, EXP_END_AUTOMA);
    assert_false(exp_game_over(&s));
    turn_ok(&s, &r);   /* her last turn, after the human's */
    assert_true(r.final_turn);
    assert_true(r.game_over);
    assert_true(exp_game_over(&s));
    am_err e;
    exp_state before = s;
    assert_int_equal(exp_automa_turn(&s, 0, &r, &e), AM_ESTATE);
    assert_memory_equal(&before, &s, sizeof s);
}

/* EX-22 the human's 4th glory token triggers the end: the Automa takes one more turn and the
 * human the last one */
static void test_ex22_end_trigger_human(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    am_err e;
    for (int i = 0; i < 3; i++) assert_int_equal(exp_human_glory(&s, &e), AM_OK);
    assert_int_equal(s.end_trigger, EXP_END_NONE);
    assert_int_equal(exp_human_glory(&s, &e), AM_OK);
    assert_int_equal(s.end_trigger, EXP_END_HUMAN);
    assert_int_equal(exp_human_glory(&s, &e), AM_ESTATE);
    exp_report r;
    turn_ok(&s, &r);
    assert_true(r.final_turn);
    assert_true(r.human_last_turn);
    assert_false(r.game_over);
    assert_true(exp_game_over(&s));
}

/* EX-23 "She scores for each glory token ... as well as for the map and corruption tokens she
 * has gained" at the progress card's rates; R-EX-5 the 20-value token counts as a corruption */
static void test_ex23_scoring(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);   /* map 1, corruption 2, glory 4 */
    set_glory(&s, 5);
    s.map_tokens = 6;
    s.ncorr = 7;
    s.c20 = 1;
    exp_score sc;
    exp_score_automa(&s, &sc);
    assert_int_equal(sc.glory, 5);
    assert_int_equal(sc.corruption, 8);
    assert_int_equal(sc.total, 5 * 4 + 6 * 1 + 8 * 2);
    exp_state s3 = fresh(3, 1);
    set_glory(&s3, 8);
    exp_score_automa(&s3, &sc);
    assert_int_equal(sc.total, 40);
}

/* EX-24 "If you tie for coins, then Automa wins." */
static void test_ex24_tie_goes_to_automa(void **st)
{
    (void)st;
    exp_state s = fresh(1, 1);
    set_glory(&s, 2);
    s.map_tokens = 3;   /* 2*4 + 3 = 11 */
    assert_true(exp_automa_wins(&s, 11));
    assert_true(exp_automa_wins(&s, 10));
    assert_false(exp_automa_wins(&s, 12));
}

/* EX-25 "alter the number of coins Automa gains per glory token ... -2 to +3" without changing
 * the length of the game */
static void test_ex25_glory_adjustment(void **st)
{
    (void)st;
    exp_state a = fresh(2, 77), b = fresh(2, 77);
    b.glory_adjust = 3;
    exp_report ra, rb;
    int turns = 0;
    while (!exp_game_over(&a)) {
        turn_ok(&a, &ra);
        turn_ok(&b, &rb);
        turns++;
        assert_int_equal(a.glory, b.glory);
        assert_int_equal(exp_game_over(&a), exp_game_over(&b));
    }
    exp_score sa, sb;
    exp_score_automa(&a, &sa);
    exp_score_automa(&b, &sb);
    assert_int_equal(sb.total - sa.total, 3 * 8);
    b.glory_adjust = -3;
    am_err e;
    assert_int_equal(exp_state_check(&b, &e), AM_EDATA);
    assert_non_null(strstr(e.msg, "glory_adjust"));
}

/* Rules as data: the built-in deck matches the transcription's checks */
static void test_data_deck_checks(void **st)
{
    (void)st;
    int n;
    const exp_card *c = exp_cards_builtin(&n);
    assert_int_equal(n, 14);
    am_err e;
    assert_int_equal(exp_cards_check(c, n, "cards", &e), AM_OK);
    int prog = 0, sweeps = 0, c20 = 0, none = 0;
    for (int i = 0; i < n; i++) {
        prog += c[i].progress;
        for (int m = 0; m < 2; m++) {
            sweeps += c[i].mech[m].sweep;
            c20 += c[i].mech[m].target == EXP_TARGET_C20;
            none += c[i].mech[m].target == EXP_TARGET_NONE;
        }
    }
    assert_int_equal(prog, 11);
    assert_int_equal(sweeps, 5);
    assert_int_equal(c20, 3);
    assert_int_equal(none, 3);
    /* card 01 and 12 checked against the rulebook text */
    assert_int_equal(c[0].mech[EXP_MECH_NORTH].glory, 1);
    assert_int_equal(c[0].mech[EXP_MECH_CENTRAL].glory, 5);
    assert_int_equal(c[0].mech[EXP_MECH_CENTRAL].mult, 2);
    assert_int_equal(c[11].mech[EXP_MECH_NORTH].glory, 6);
    assert_int_equal(c[11].mech[EXP_MECH_CENTRAL].glory, 1);
}

static void test_location_names(void **st)
{
    (void)st;
    assert_int_equal(exp_loc_parse("N1"), N1);
    assert_int_equal(exp_loc_parse("c7"), C7);
    assert_int_equal(exp_loc_parse("S6"), S6);
    assert_int_equal(exp_loc_parse("base"), BASE);
    assert_int_equal(exp_loc_parse("Basecamp"), BASE);
    assert_int_equal(exp_loc_parse("N8"), -1);
    assert_int_equal(exp_loc_parse(""), -1);
    assert_int_equal(exp_loc_parse(NULL), -1);
    assert_string_equal(exp_loc_name(C3), "C3");
    assert_int_equal(exp_loc_row(S1), -1);
}

static void test_human_actions(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    am_err e;
    int v[] = {4, 5, 6};
    assert_int_equal(exp_location_reveal(&s, C3, 12, v, 3, &e), AM_OK);
    assert_false(s.loc[C3].map_token);
    assert_int_equal(s.bag, EXP_BAG - 3);
    assert_int_equal(exp_location_reveal(&s, C3, 12, v, 3, &e), AM_ESTATE);
    assert_int_equal(exp_location_reveal(&s, S3, 1, v, 0, &e), AM_EUSAGE);
    assert_int_equal(exp_location_reveal(&s, N4, 20, v, 1, &e), AM_EUSAGE);
    assert_int_equal(exp_location_reveal(&s, N4, 20, v, 0, &e), AM_OK);
    assert_true(s.loc[N4].c20);
    assert_int_equal(exp_location_reveal(&s, N5, 20, v, 0, &e), AM_ESTATE);
    assert_int_equal(exp_human_vanquish(&s, C3, 2, 0, &e), AM_OK);
    assert_int_equal(s.loc[C3].ncorr, 1);
    assert_int_equal(s.loc[C3].corr[0], 6);
    assert_int_equal(exp_human_vanquish(&s, C3, 2, 0, &e), AM_ESTATE);
    assert_int_equal(exp_human_vanquish(&s, N4, 0, 1, &e), AM_OK);
    assert_false(s.loc[N4].c20);
    assert_int_equal(exp_human_vanquish(&s, N4, 0, 1, &e), AM_ESTATE);
    assert_int_equal(exp_human_move(&s, S2, &e), AM_OK);
    assert_int_equal(exp_human_move(&s, 99, &e), AM_EUSAGE);
    check_ok(&s);
}

/* EX-9, found by the mutation pass: the check runs over every location up to the farthest
 * candidate, so a human on the last location passed over (N4, between the 2nd and 3rd candidate)
 * is reported as skipped even though the mech stops earlier. */
static void test_ex9_human_at_the_far_end_of_the_check(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    int v[] = {4};
    face_up_empty(&s, N2);
    face_up_empty(&s, N3);
    corrupt(&s, N5, 1, v);
    s.human_at = N4;
    top_card(&s, 1);
    test_card(&s, 0, (exp_mech_line){0, 0, EXP_TARGET_CORR, 1, 1}, NOTHING);
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N5);
    assert_true(r.mech[EXP_MECH_NORTH].skipped_human);
    /* and not reported when the human is beyond the checked locations */
    s = fresh(2, 1);
    face_up_empty(&s, N2);
    face_up_empty(&s, N3);
    corrupt(&s, N4, 1, v);
    s.human_at = N6;
    top_card(&s, 1);
    test_card(&s, 0, (exp_mech_line){0, 0, EXP_TARGET_CORR, 1, 1}, NOTHING);
    turn_ok(&s, &r);
    assert_int_equal(s.mech[EXP_MECH_NORTH], N4);
    assert_false(r.mech[EXP_MECH_NORTH].skipped_human);
}

/* EX-25 with a progress card whose glory pays 1 coin: the -2 adjustment gives 0 coins per glory
 * token, never a negative amount (found by the mutation pass: the clamp to 0 was untested). */
static void test_ex25_glory_coins_never_negative(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    s.progress.coins_glory = 1;
    s.glory_adjust = -2;
    set_glory(&s, 3);
    s.map_tokens = 2;
    exp_score sc;
    exp_score_automa(&s, &sc);
    assert_int_equal(sc.glory_coins, 0);
    assert_int_equal(sc.total, 2 * s.progress.coins_map);
}

/* The limits a hand-entered reveal or a loaded file must respect, each at its edge (found by the
 * mutation pass: an off-by-one in any of them changed no test). */
static void test_reveal_and_file_limits_at_their_edges(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    am_err e;
    int v19[] = {19}, v20[] = {20}, vneg[] = {-1};
    assert_int_not_equal(exp_location_reveal(&s, N4, 21, v19, 1, &e), AM_OK);
    assert_int_not_equal(exp_location_reveal(&s, N4, -1, v19, 1, &e), AM_OK);
    assert_int_not_equal(exp_location_reveal(&s, N4, 5, v20, 1, &e), AM_OK);
    assert_int_not_equal(exp_location_reveal(&s, N4, 5, vneg, 1, &e), AM_OK);
    assert_false(s.loc[N4].face_up);
    assert_int_equal(s.bag, EXP_BAG);
    assert_int_equal(exp_location_reveal(&s, N4, 5, v19, 1, &e), AM_OK);
    assert_int_equal(s.loc[N4].corr[0], 19);
    check_ok(&s);
    /* options.reveal_count: 0 to EXP_MAX_STACK */
    s = fresh(2, 1);
    s.reveal_count = EXP_MAX_STACK;
    check_ok(&s);
    s.reveal_count = EXP_MAX_STACK + 1;
    assert_int_equal(exp_state_check(&s, &e), AM_EDATA);
    assert_non_null(strstr(e.msg, "reveal_count"));
    /* every gained corruption value is checked, the first one too */
    s = fresh(2, 1);
    s.ncorr = 2;
    s.bag = EXP_BAG - 2;
    s.corr[0] = 25;
    s.corr[1] = 3;
    assert_int_equal(exp_state_check(&s, &e), AM_EDATA);
    assert_non_null(strstr(e.msg, "corruption[0]"));
    s.corr[0] = 19;
    check_ok(&s);
}

static void test_report_render_mentions_decisions(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    set_glory(&s, 3);
    face_up_empty(&s, N1);
    int human[] = {3}, first[] = {6, 4, 2};
    corrupt(&s, N2, 1, human);
    s.human_at = N2;
    corrupt(&s, N4, 3, first);
    top_card(&s, 8);
    exp_report r;
    turn_ok(&s, &r);
    am_buf b = {0};
    exp_report_render(&s, &r, &b);
    assert_non_null(b.data);
    assert_non_null(strstr(b.data, "card 08"));
    assert_non_null(strstr(b.data, "N3 (1: face down"));
    assert_non_null(strstr(b.data, "N4 (2: match)"));
    assert_non_null(strstr(b.data, "Your location N2 is skipped"));
    assert_non_null(strstr(b.data, "6, 4"));
    am_buf_free(&b);
    exp_state_render(&s, &b);
    assert_non_null(strstr(b.data, "N4[up c:2]<-N"));
    am_buf_free(&b);
    char *j = report_text(&s, &r);
    assert_non_null(strstr(j, "\"chosen\": \"N4\""));
    free(j);
}

/* EX-4 after the eighth glory token: the progress token moves on, no ninth glory token (the read of
 * the glory spaces stops at the eighth; found by the mutation pass, caught by the sanitizer run). */
static void test_ex4_no_glory_after_the_eighth(void **st)
{
    (void)st;
    exp_state s = fresh(2, 1);
    set_glory(&s, EXP_GLORY);
    s.end_trigger = EXP_END_AUTOMA;
    int pos = s.progress_pos;
    assert_true(pos + 1 < s.progress.spaces);
    top_card(&s, 1);
    test_card(&s, 1, NOTHING, NOTHING);
    exp_report r;
    turn_ok(&s, &r);
    assert_int_equal(s.progress_pos, pos + 1);
    assert_int_equal(s.glory, EXP_GLORY);
    assert_false(r.glory_placed);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ex1_setup_mech_positions),
        cmocka_unit_test(test_ex2_progress_card_levels),
        cmocka_unit_test(test_ex3_setup_two_aside),
        cmocka_unit_test(test_ex11_reshuffle_includes_aside),
        cmocka_unit_test(test_ex4_eight_glory_tokens),
        cmocka_unit_test(test_ex4_no_glory_after_the_eighth),
        cmocka_unit_test(test_ex5_first_player_random),
        cmocka_unit_test(test_ex6_cards_referring_to_others),
        cmocka_unit_test(test_ex7_directions_and_wrap),
        cmocka_unit_test(test_ex8_face_down_not_flipped),
        cmocka_unit_test(test_ex9_skip_human_when_moving),
        cmocka_unit_test(test_ex9_skip_human_when_targeting),
        cmocka_unit_test(test_ex9_human_at_the_far_end_of_the_check),
        cmocka_unit_test(test_ex10_no_gain_when_moving),
        cmocka_unit_test(test_ex11_progress_before_mechs),
        cmocka_unit_test(test_ex12_progress_and_glory),
        cmocka_unit_test(test_rex4_progress_stops_at_last_space),
        cmocka_unit_test(test_ex13_sweep_adjacent_gaps),
        cmocka_unit_test(test_ex14_glory_requirement),
        cmocka_unit_test(test_rulebook_glory_example_5_meets_3),
        cmocka_unit_test(test_setup_render),
        cmocka_unit_test(test_ex15_target_matching),
        cmocka_unit_test(test_ex16_target_at_distance_zero),
        cmocka_unit_test(test_ex16_first_match_wins),
        cmocka_unit_test(test_ex17_no_match_moves_distance),
        cmocka_unit_test(test_ex18_always_check_three),
        cmocka_unit_test(test_ex19_explore_preset_tokens),
        cmocka_unit_test(test_ex19_explore_location_20),
        cmocka_unit_test(test_rex3_simulated_reveal),
        cmocka_unit_test(test_rex2_companion_pending_reveal),
        cmocka_unit_test(test_ex20_vanquish_the_token),
        cmocka_unit_test(test_ex21_vanquish_multiplier),
        cmocka_unit_test(test_rulebook_vanquish_x2_example),
        cmocka_unit_test(test_ex22_end_trigger_automa),
        cmocka_unit_test(test_ex22_end_trigger_human),
        cmocka_unit_test(test_ex23_scoring),
        cmocka_unit_test(test_ex24_tie_goes_to_automa),
        cmocka_unit_test(test_ex25_glory_coins_never_negative),
        cmocka_unit_test(test_reveal_and_file_limits_at_their_edges),
        cmocka_unit_test(test_ex25_glory_adjustment),
        cmocka_unit_test(test_data_deck_checks),
        cmocka_unit_test(test_location_names),
        cmocka_unit_test(test_human_actions),
        cmocka_unit_test(test_report_render_mentions_decisions),
    };
    return cmocka_run_group_tests_name("expeditions", tests, NULL, NULL);
}
