/* Combat with the Automa: rulebook "Combat" steps 1-6, Example 5, "Resolving resources"
 * (checklist SC-39..SC-43), the normal combat procedure it keeps (base rules §1), and the Automa
 * turn continuing after a combat it started. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "automa/scythe.h"
#include "support/scythe_fixture.h"

static scy_combat_input input(int power, int n, const int *cards, int an, const int *acards)
{
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    in.side[0].power = (uint8_t)power;
    in.side[0].ncards = (uint8_t)n;
    for (int i = 0; i < n; i++) in.side[0].cards[i] = (uint8_t)cards[i];
    in.side[1].ncards = (uint8_t)an;
    for (int i = 0; i < an; i++) in.side[1].cards[i] = (uint8_t)acards[i];
    return in;
}

/* Human (Nordic, player 0) attacks the Automa (Crimea) on territory t with its character; the
 * Automa defends with its character. Companion mode unless `mode` says otherwise. */
static void setup_human_attack(scy_game *g, int mode, const char *terr)
{
    fx_new(g, SCY_NORDIC, SCY_CRIMEA, SCY_AUTOMA, mode, 7);
    int h = fx_human(g), a = fx_automa(g), t = fx_pos(terr);
    g->p[h].unit[SCY_U_CHARACTER] = (int8_t)t;
    g->p[a].unit[SCY_U_CHARACTER] = (int8_t)t;
    scy_game_sync_masks(g);
    fx_pending(g, t, h, a);
}

/* Example 5 (rulebook "Combat"): 12 power, a card 0-7/8-13/14+ → the 8-13 column says 5 power and
 * 2 cards: it uses 5 power and 2 combat cards. */
static void test_example5_twelve_power_uses_five_and_two_cards(void **st)
{
    (void)st;
    scy_game g;
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    int a = fx_automa(&g);
    g.p[a].power = 12;
    g.p[a].combat_cards = 3;
    fx_top_card(&g, a, 5, 2, 5, 7, 2, 1);
    int ac[2] = {3, 4};
    scy_combat_input in = input(2, 0, NULL, 2, ac);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.side[1].card, 5);
    assert_int_equal(r.side[1].column, 1);
    assert_int_equal(r.side[1].power, 5);
    assert_int_equal(r.side[1].ncards, 2);
    assert_int_equal(r.side[1].total, 12);
    assert_int_equal(g.p[a].power, 7);          /* paid */
    assert_int_equal(g.p[a].combat_cards, 1);
    /* the card went on the combat discard pile, not the main one */
    assert_int_equal(g.p[a].deck.ncombat, 1);
    assert_int_equal(g.p[a].deck.combat[0], 5);
    assert_int_equal(g.p[a].deck.ndiscard, 0);
    assert_int_equal(r.winner, 1);
}

/* Example 5, second half: with only 1 power it uses 1 power and still 2 cards (step 4). */
static void test_example5_one_power_uses_one_and_two_cards(void **st)
{
    (void)st;
    scy_game g;
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    int a = fx_automa(&g);
    g.p[a].power = 1;
    g.p[a].combat_cards = 2;
    fx_top_card(&g, a, 5, 2, 5, 7, 2, 1);
    int ac[2] = {2, 2};
    scy_combat_input in = input(0, 0, NULL, 2, ac);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.side[1].column, 0);
    assert_int_equal(r.side[1].card_power, 2);
    assert_int_equal(r.side[1].power, 1);
    assert_int_equal(r.side[1].ncards, 2);
    assert_int_equal(g.p[a].power, 0);
}

/* Step 3: the columns are 0-7 / 8-13 / 14+ of the Automa's current power. */
static void test_combat_table_columns(void **st)
{
    (void)st;
    static const int pw[] = {7, 8, 13, 14, 16};
    static const int col[] = {0, 1, 1, 2, 2};
    for (int i = 0; i < 5; i++) {
        scy_game g;
        setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
        int a = fx_automa(&g);
        g.p[a].power = (uint8_t)pw[i];
        fx_top_card(&g, a, 9, 1, 3, 6, 0, 1);
        scy_combat_input in = input(0, 0, NULL, 0, NULL);
        scy_combat_report r;
        am_err e;
        assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
        assert_int_equal(r.side[1].column, col[i]);
        static const int spend[3] = {1, 3, 6};
        assert_int_equal(r.side[1].power, spend[col[i]]);
    }
}

/* Step 5: "If it has less cards than indicated, it plays as many cards as it can." */
static void test_automa_plays_at_most_the_cards_it_holds(void **st)
{
    (void)st;
    scy_game g;
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    int a = fx_automa(&g);
    g.p[a].power = 3;
    g.p[a].combat_cards = 1;
    fx_top_card(&g, a, 13, 2, 4, 6, 3, 1);
    int preview[2];
    am_err e;
    assert_int_equal(scy_combat_preview(&g, preview, &e), AM_OK);
    assert_int_equal(preview[0], -1);
    assert_int_equal(preview[1], 1);
    int ac[1] = {5};
    scy_combat_input in = input(0, 0, NULL, 1, ac);
    scy_combat_report r;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.side[1].ncards, 1);
    assert_int_equal(g.p[a].combat_cards, 0);
}

/* Companion mode: the person types the values of the cards drawn; the count is checked, and a
 * wrong count leaves the game exactly as it was (R-SC-21). */
static void test_companion_wrong_card_count_changes_nothing(void **st)
{
    (void)st;
    scy_game g, before;
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    int a = fx_automa(&g);
    g.p[a].combat_cards = 3;
    fx_top_card(&g, a, 5, 2, 5, 7, 2, 1);
    before = g;
    int ac[1] = {3};
    scy_combat_input in = input(0, 0, NULL, 1, ac);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_ESTATE);
    assert_non_null(strstr(e.msg, "plays 2 combat card"));
    assert_memory_equal(&g, &before, sizeof g);
    int bad[2] = {3, 6};
    in = input(0, 0, NULL, 2, bad);
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_EUSAGE);
    assert_memory_equal(&g, &before, sizeof g);
}

/* Simulated mode: the Automa's cards are random ones of those it holds, discarded to the combat
 * card discard pile; the 42 cards are conserved. */
static void test_simulated_automa_cards_random_and_conserved(void **st)
{
    (void)st;
    scy_game g;
    setup_human_attack(&g, SCY_COMBAT_SIMULATED, "E4");
    int a = fx_automa(&g);
    int vals[3] = {5, 5, 2};
    fx_give_cards(&g, a, 3, vals);
    fx_top_card(&g, a, 5, 2, 5, 7, 2, 1);
    scy_combat_input in = input(0, 0, NULL, 0, NULL);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.side[1].ncards, 2);
    for (int i = 0; i < 2; i++) assert_true(r.side[1].cards[i] == 5 || r.side[1].cards[i] == 2);
    assert_int_equal(g.p[a].combat_cards, 1);
    assert_int_equal(g.combat_discard[0] + g.combat_discard[3], 2);
    assert_int_equal(scy_game_check(&g, &e), AM_OK);
}

/* Step 1 (base rules): the dial is 0-7 and at most the power you have; at most one card per own
 * combat unit in the fight; only cards you hold. */
static void test_human_choice_is_validated(void **st)
{
    (void)st;
    scy_game g, before;
    setup_human_attack(&g, SCY_COMBAT_SIMULATED, "E4");
    int h = fx_human(&g);
    g.p[h].power = 10;
    before = g;
    scy_combat_report r;
    am_err e;
    scy_combat_input in = input(8, 0, NULL, 0, NULL);
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_EUSAGE);
    g.p[h].power = 3;
    before = g;
    in = input(4, 0, NULL, 0, NULL);
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_ESTATE);
    assert_memory_equal(&g, &before, sizeof g);
    /* one combat unit (the character): two cards are too many */
    int vals[2] = {2, 3};
    fx_give_cards(&g, h, 2, vals);
    before = g;
    in = input(0, 2, vals, 0, NULL);
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_ESTATE);
    assert_non_null(strstr(e.msg, "at most one each"));
    /* a card of a value the record does not hold: the person's cards are the real ones in their hand
     * (R-SC-58): played, and the record made to agree (test_scythe_table covers it); here only the
     * refusals above, which changed nothing */
    assert_memory_equal(&g, &before, sizeof g);
    /* with a mech there too, two cards are fine */
    g.p[h].unit[SCY_U_MECH0] = g.pending.territory;
    scy_game_sync_masks(&g);
    in = input(3, 2, vals, 0, NULL);
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.side[0].total, 8);
    assert_int_equal(g.p[h].power, 0);
    assert_int_equal(scy_game_check(&g, &e), AM_OK);
}

/* Base rules: "Higher wins; ties go to the attacker" — human attacker. */
static void test_tie_goes_to_human_attacker(void **st)
{
    (void)st;
    scy_game g;
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    int a = fx_automa(&g), h = fx_human(&g);
    g.p[a].power = 5;
    g.p[h].power = 5;
    fx_top_card(&g, a, 5, 4, 4, 4, 0, 1);
    scy_combat_input in = input(4, 0, NULL, 0, NULL);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.side[0].total, 4);
    assert_int_equal(r.side[1].total, 4);
    assert_int_equal(r.winner, 0);
    assert_int_equal(g.p[a].unit[SCY_U_CHARACTER], SCY_POS_MAT);
}

/* Ties to the attacker — the Automa attacking; a human loser's units go to its home base. */
static void test_tie_goes_to_automa_attacker_human_retreats_home(void **st)
{
    (void)st;
    scy_game g;
    fx_new(&g, SCY_NORDIC, SCY_CRIMEA, SCY_AUTOMA, SCY_COMBAT_COMPANION, 3);
    int a = fx_automa(&g), h = fx_human(&g), t = fx_pos("E4");
    g.p[h].unit[SCY_U_MECH0] = (int8_t)t;
    g.p[h].unit[SCY_U_WORKER0] = (int8_t)t;
    g.p[a].unit[SCY_U_MECH0] = (int8_t)t;
    scy_game_sync_masks(&g);
    g.p[a].power = 5;
    g.p[h].power = 5;
    fx_pending(&g, t, a, h);
    fx_top_card(&g, a, 5, 3, 3, 3, 0, 1);
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    in.side[1].power = 3;
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.winner, 0);
    assert_int_equal(g.p[h].unit[SCY_U_MECH0], SCY_POS_HOME(SCY_NORDIC));
    assert_int_equal(g.p[h].unit[SCY_U_WORKER0], SCY_POS_HOME(SCY_NORDIC));
    assert_int_equal(r.side[1].retreated, 1);
    assert_int_equal(r.side[1].workers_home, 1);
    assert_int_equal(g.p[h].power, 2);
    assert_int_equal(g.p[a].power, 2);
    /* the Automa never loses popularity for the workers it forced home */
    assert_int_equal(r.side[0].popularity_lost, 0);
}

/* Step 6: a losing Automa's character/mechs go to its faction mat; its workers to its home base. */
static void test_automa_loser_retreats_to_faction_mat(void **st)
{
    (void)st;
    scy_game g;
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    int a = fx_automa(&g), h = fx_human(&g), t = fx_pos("E4");
    g.p[a].unit[SCY_U_MECH0] = (int8_t)t;
    g.p[a].unit[SCY_U_WORKER0] = (int8_t)t;
    scy_game_sync_masks(&g);
    g.p[a].power = 0;
    g.p[h].power = 4;
    fx_top_card(&g, a, 5, 3, 3, 3, 0, 1);
    scy_combat_input in = input(1, 0, NULL, 0, NULL);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.winner, 0);
    assert_int_equal(g.p[a].unit[SCY_U_CHARACTER], SCY_POS_MAT);
    assert_int_equal(g.p[a].unit[SCY_U_MECH0], SCY_POS_MAT);
    assert_int_equal(g.p[a].unit[SCY_U_WORKER0], SCY_POS_HOME(SCY_CRIMEA));
    assert_int_equal(r.side[1].retreat_to, SCY_POS_MAT);
}

/* Ultimaszyna: "After losing combat, Ultimaszyna combat units are moved to the Automa's home base
 * instead of the faction mat." */
static void test_ultimaszyna_loser_retreats_to_home_base(void **st)
{
    (void)st;
    scy_game g;
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    int a = fx_automa(&g), h = fx_human(&g);
    g.p[a].level = SCY_ULTIMASZYNA;
    g.p[a].power = 0;
    g.p[h].power = 4;
    fx_top_card(&g, a, 5, 3, 3, 3, 0, 1);
    scy_combat_input in = input(1, 0, NULL, 0, NULL);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(g.p[a].unit[SCY_U_CHARACTER], SCY_POS_HOME(SCY_CRIMEA));
}

/* Base rules: a loser who revealed at least 1 power or a card gains a combat card (the Automa
 * too, SC-41); with 0 power and no card, nothing. */
static void test_loser_gains_card_only_if_it_revealed_something(void **st)
{
    (void)st;
    scy_game g;
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    int a = fx_automa(&g), h = fx_human(&g);
    g.p[a].power = 5;
    g.p[h].power = 5;
    g.p[h].combat_cards = 0;
    fx_top_card(&g, a, 5, 2, 2, 2, 0, 1);
    scy_combat_input in = input(1, 0, NULL, 0, NULL);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.winner, 1);
    assert_true(r.side[0].gained_card);
    assert_int_equal(g.p[h].combat_cards, 1);
    /* Automa loser with power used gains one too */
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    a = fx_automa(&g);
    h = fx_human(&g);
    g.p[a].power = 5;
    g.p[h].power = 5;
    fx_top_card(&g, a, 5, 2, 2, 2, 0, 1);
    in = input(3, 0, NULL, 0, NULL);
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.winner, 0);
    assert_true(r.side[1].gained_card);
    assert_int_equal(g.p[a].combat_cards, 1);
    /* Automa loser with 0 power and no cards: nothing */
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    a = fx_automa(&g);
    g.p[a].power = 0;
    fx_top_card(&g, a, 5, 2, 2, 2, 0, 1);
    in = input(0, 0, NULL, 0, NULL);
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_false(r.side[1].gained_card);
    assert_int_equal(g.p[a].combat_cards, 0);
}

/* "Up to two stars can be placed on the triumph track for winning a combat" — even a Saxony
 * Automa (SC-38); a human Saxony has no limit, another human faction 2. */
static void test_combat_stars_capped_at_two(void **st)
{
    (void)st;
    scy_game g;
    for (int already = 0; already <= 2; already++) {
        fx_new(&g, SCY_NORDIC, SCY_SAXONY, SCY_AUTOMA, SCY_COMBAT_COMPANION, 5);
        int a = fx_automa(&g), h = fx_human(&g), t = fx_pos("E4");
        g.p[h].unit[SCY_U_CHARACTER] = (int8_t)t;
        g.p[a].unit[SCY_U_CHARACTER] = (int8_t)t;
        scy_game_sync_masks(&g);
        g.p[a].stars_combat = (uint8_t)already;
        g.p[a].stars = (uint8_t)already;
        g.p[a].power = 7;
        fx_pending(&g, t, a, h);
        fx_top_card(&g, a, 5, 3, 3, 3, 0, 1);
        scy_combat_input in;
        memset(&in, 0, sizeof in);
        scy_combat_report r;
        am_err e;
        assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
        assert_int_equal(r.winner, 0);
        assert_int_equal(r.side[0].star, already < 2);
        assert_int_equal(g.p[a].stars_combat, already < 2 ? already + 1 : 2);
        assert_int_equal(scy_game_check(&g, &e), AM_OK);
    }
    /* human Saxony: a third combat star */
    fx_new(&g, SCY_SAXONY, SCY_CRIMEA, SCY_AUTOMA, SCY_COMBAT_COMPANION, 5);
    int a = fx_automa(&g), h = fx_human(&g), t = fx_pos("E4");
    g.p[h].unit[SCY_U_CHARACTER] = (int8_t)t;
    g.p[a].unit[SCY_U_CHARACTER] = (int8_t)t;
    scy_game_sync_masks(&g);
    g.p[h].stars = 2;
    g.p[h].stars_combat = 2;
    g.p[a].power = 0;
    fx_pending(&g, t, h, a);
    fx_top_card(&g, a, 5, 3, 3, 3, 0, 1);
    scy_combat_input in = input(0, 0, NULL, 0, NULL);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_true(r.side[0].star);
    assert_int_equal(g.p[h].stars, 3);
    /* human Nordic with 2 combat stars: none */
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    h = fx_human(&g);
    a = fx_automa(&g);
    g.p[h].stars = 2;
    g.p[h].stars_combat = 2;
    g.p[a].power = 0;
    fx_top_card(&g, a, 5, 3, 3, 3, 0, 1);
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_false(r.side[0].star);
    assert_int_equal(g.p[h].stars, 2);
}

/* Base rules: the attacker loses 1 popularity per enemy worker forced to retreat; Polania with
 * Camaraderie does not. */
static void test_human_attacker_loses_popularity_per_worker(void **st)
{
    (void)st;
    /* 0: Nordic; 1: Polania with Camaraderie unlocked; 2: Polania without it (loses popularity) */
    for (int polania = 0; polania < 3; polania++) {
        scy_game g;
        fx_new(&g, polania ? SCY_POLANIA : SCY_NORDIC, SCY_CRIMEA, SCY_AUTOMA, SCY_COMBAT_COMPANION, 9);
        int a = fx_automa(&g), h = fx_human(&g), t = fx_pos("E4");
        g.p[h].mech_abilities = polania == 1 ? 1u << 2 : 0; /* Camaraderie */
        g.p[h].unit[SCY_U_CHARACTER] = (int8_t)t;
        g.p[a].unit[SCY_U_MECH0] = (int8_t)t;
        g.p[a].unit[SCY_U_WORKER0] = (int8_t)t;
        g.p[a].unit[SCY_U_WORKER0 + 1] = (int8_t)t;
        scy_game_sync_masks(&g);
        g.p[h].popularity = 5;
        g.p[a].power = 0;
        fx_pending(&g, t, h, a);
        fx_top_card(&g, a, 5, 3, 3, 3, 0, 1);
        scy_combat_input in = input(0, 0, NULL, 0, NULL);
        scy_combat_report r;
        am_err e;
        assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
        assert_int_equal(r.winner, 0);
        assert_int_equal(r.side[1].workers_home, 2);
        assert_int_equal(g.p[h].popularity, polania == 1 ? 5 : 3);
        assert_int_equal(g.p[a].popularity, 10);
    }
}

/* "Resolving resources": the human attacker wins → the resource box of the card on top of the
 * Automa's main discard pile (not the combat draw); none on a lake, a village, the Factory. */
static void test_resources_placed_from_main_discard_card(void **st)
{
    (void)st;
    static const char *terr[] = {"E4", "E5", "E6", "D4"};
    static const int expect[] = {SCY_RES_PLACED, SCY_RES_LAKE, SCY_RES_VILLAGE, SCY_RES_FACTORY};
    for (int i = 0; i < 4; i++) {
        scy_game g;
        setup_human_attack(&g, SCY_COMBAT_COMPANION, terr[i]);
        int a = fx_automa(&g), t = fx_pos(terr[i]);
        g.p[a].power = 0;
        /* card 11 was the last turn card (on top of the main discard) */
        g.p[a].last_card = 11;
        g.cards[10].resources = 3;
        g.p[a].deck.discard[g.p[a].deck.ndiscard++] = 11;
        for (int k = 0; k < g.p[a].deck.ndraw; k++)
            if (g.p[a].deck.draw[k] == 11) {
                memmove(&g.p[a].deck.draw[k], &g.p[a].deck.draw[k + 1], (size_t)(g.p[a].deck.ndraw - k - 1));
                g.p[a].deck.ndraw--;
                break;
            }
        fx_top_card(&g, a, 5, 3, 3, 3, 0, 1);
        g.resources[t] = 1;
        scy_combat_input in = input(0, 0, NULL, 0, NULL);
        scy_combat_report r;
        am_err e;
        assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
        assert_int_equal(r.resources, expect[i]);
        assert_int_equal(g.resources[t], i == 0 ? 4 : 1);
        if (i == 0) assert_int_equal(r.resource_card, 11);
        assert_int_equal(scy_game_check(&g, &e), AM_OK);
    }
}

/* "If there were multiple combats on different territories within one turn, the same card is
 * used": two attacks in one human turn both read the same main-discard card, although each
 * combat drew a new card onto the combat pile. */
static void test_several_combats_one_turn_same_card(void **st)
{
    (void)st;
    scy_game g;
    fx_new(&g, SCY_NORDIC, SCY_CRIMEA, SCY_AUTOMA, SCY_COMBAT_COMPANION, 11);
    int a = fx_automa(&g), h = fx_human(&g);
    int t1 = fx_pos("E4"), t2 = fx_pos("F4");
    g.p[a].last_card = 2;
    g.cards[1].resources = 2;
    g.p[a].unit[SCY_U_CHARACTER] = (int8_t)t1;
    g.p[a].unit[SCY_U_MECH0] = (int8_t)t2;
    g.p[h].unit[SCY_U_CHARACTER] = (int8_t)t1;
    g.p[h].unit[SCY_U_MECH0] = (int8_t)t2;
    scy_game_sync_masks(&g);
    g.p[a].power = 0;
    scy_combat_report r;
    am_err e;
    scy_combat_input in = input(0, 0, NULL, 0, NULL);
    fx_pending(&g, t1, h, a);
    fx_top_card(&g, a, 5, 3, 3, 3, 0, 4);
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.resource_card, 2);
    fx_pending(&g, t2, h, a);
    fx_top_card(&g, a, 6, 3, 3, 3, 0, 4);
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.resource_card, 2);
    assert_int_equal(g.resources[t1], 2);
    assert_int_equal(g.resources[t2], 2);
    assert_int_equal(g.p[a].deck.ncombat, 2);
}

/* "If the Automa was the attacker and won ... remove all resources from the territory"; a human
 * defender who wins keeps them. */
static void test_automa_attacker_win_removes_resources(void **st)
{
    (void)st;
    for (int automa_wins = 0; automa_wins < 2; automa_wins++) {
        scy_game g;
        fx_new(&g, SCY_NORDIC, SCY_CRIMEA, SCY_AUTOMA, SCY_COMBAT_COMPANION, 13);
        int a = fx_automa(&g), h = fx_human(&g), t = fx_pos("E4");
        g.p[h].unit[SCY_U_CHARACTER] = (int8_t)t;
        g.p[a].unit[SCY_U_MECH0] = (int8_t)t;
        scy_game_sync_masks(&g);
        g.resources[t] = 5;
        g.p[a].power = 3;
        g.p[h].power = 7;
        fx_pending(&g, t, a, h);
        fx_top_card(&g, a, 5, 3, 3, 3, 0, 1);
        scy_combat_input in;
        memset(&in, 0, sizeof in);
        in.side[1].power = automa_wins ? 2 : 4;
        scy_combat_report r;
        am_err e;
        assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
        assert_int_equal(r.winner, automa_wins ? 0 : 1);
        assert_int_equal(g.resources[t], automa_wins ? 0 : 5);
        assert_int_equal(r.resources, automa_wins ? SCY_RES_REMOVED : SCY_RES_NOTHING);
    }
}

/* Step 2 / SC-12: the deck is empty → both discard piles are reshuffled, then the combat draw. */
static void test_combat_draw_reshuffles_empty_deck(void **st)
{
    (void)st;
    scy_game g;
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    int a = fx_automa(&g);
    scy_deck *d = &g.p[a].deck;
    for (int i = 0; i < 19; i++) {
        if (i < 12) d->discard[d->ndiscard++] = d->draw[i];
        else d->combat[d->ncombat++] = d->draw[i];
    }
    d->ndraw = 0;
    scy_combat_input in = input(0, 0, NULL, 0, NULL);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_true(r.side[1].reshuffled);
    assert_int_equal(d->ndraw, 18);
    assert_int_equal(d->ncombat, 1);
    assert_int_equal(d->ndiscard, 0);
    assert_int_equal(scy_game_check(&g, &e), AM_OK);
}

/* A sixth star ends the game at once (base rules §3): nothing else happens (no resources). */
static void test_sixth_star_from_combat_ends_game(void **st)
{
    (void)st;
    scy_game g;
    fx_new(&g, SCY_NORDIC, SCY_CRIMEA, SCY_AUTOMA, SCY_COMBAT_COMPANION, 17);
    int a = fx_automa(&g), h = fx_human(&g), t = fx_pos("E4");
    g.p[h].unit[SCY_U_CHARACTER] = (int8_t)t;
    g.p[a].unit[SCY_U_MECH0] = (int8_t)t;
    scy_game_sync_masks(&g);
    g.p[a].stars = 5;
    g.p[a].stars_tracker = 4;
    g.p[a].stars_combat = 1;
    g.p[a].power = 7;
    g.resources[t] = 2;
    fx_pending(&g, t, a, h);
    fx_top_card(&g, a, 5, 3, 3, 3, 0, 1);
    /* the Automa attacked during its turn (card 7, moves done): the turn must not go on */
    g.current = (uint8_t)a;
    g.turn.active = 1;
    g.turn.card = 7;
    g.turn.phase = SCY_PH_MOVE;
    g.turn.next_move = SCY_MAX_MOVES;
    g.turn.moved = 1;
    int coins = g.p[a].coins;
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_true(r.game_over);
    assert_false(r.continued);
    assert_false(g.turn.active);
    assert_int_equal(g.p[a].coins, coins);
    assert_true(g.game_over);
    assert_int_equal(g.p[a].stars, SCY_STARS_END);
    assert_int_equal(g.resources[t], 2);
    assert_int_equal(g.pending.kind, SCY_PEND_NONE);
    /* nothing more can be resolved */
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_ESTATE);
}

/* Base rules: a winner whose character ends on an encounter token has the encounter; the Automa
 * takes the token. */
static void test_automa_winner_character_takes_encounter(void **st)
{
    (void)st;
    scy_game g;
    fx_new(&g, SCY_NORDIC, SCY_CRIMEA, SCY_AUTOMA, SCY_COMBAT_COMPANION, 19);
    int a = fx_automa(&g), h = fx_human(&g), t = fx_pos("F6");
    assert_true(am_set_has(g.encounters, t));
    g.p[h].unit[SCY_U_MECH0] = (int8_t)t;
    g.p[a].unit[SCY_U_CHARACTER] = (int8_t)t;
    scy_game_sync_masks(&g);
    g.p[a].power = 7;
    fx_pending(&g, t, a, h);
    fx_top_card(&g, a, 5, 3, 3, 3, 0, 1);
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_true(r.side[0].encounter);
    assert_false(am_set_has(g.encounters, t));
    assert_int_equal(g.p[a].encounters, 1);
}

/* Several Automas (multi-Automa rules, point 10): each draws its own card; no resources. */
static void test_automa_vs_automa_each_draws_no_resources(void **st)
{
    (void)st;
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    s.opt.combat_mode = SCY_COMBAT_SIMULATED;
    s.nplayers = 3;
    s.faction[0] = SCY_NORDIC;
    s.faction[1] = SCY_CRIMEA;
    s.faction[2] = SCY_RUSVIET;
    s.automa[1] = s.automa[2] = 1;
    s.seed = 21;
    scy_game g;
    am_err e;
    assert_int_equal(scy_game_new(&g, &s, &e), AM_OK);
    /* seats: nordic 0, rusviet 1, crimea 2 */
    int t = fx_pos("E4");
    g.p[1].unit[SCY_U_CHARACTER] = (int8_t)t;
    g.p[2].unit[SCY_U_CHARACTER] = (int8_t)t;
    scy_game_sync_masks(&g);
    g.resources[t] = 3;
    fx_pending(&g, t, 2, 1);
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    scy_combat_report r;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_not_equal(r.side[0].card, 0);
    assert_int_not_equal(r.side[1].card, 0);
    assert_int_equal(g.p[1].deck.ncombat, 1);
    assert_int_equal(g.p[2].deck.ncombat, 1);
    assert_int_equal(r.winner, 1);  /* the defender won: nothing placed, nothing removed */
    assert_int_equal(r.resources, SCY_RES_NOTHING);
    assert_int_equal(g.resources[t], 3);
    assert_int_equal(scy_game_check(&g, &e), AM_OK);
    /* R-SC-30 (issue 14): a winning Automa attacker removes the resources, as in any combat it wins
     * ("If the Automa was the attacker and won ... remove all resources from the territory") */
    assert_int_equal(scy_game_new(&g, &s, &e), AM_OK);
    g.p[1].unit[SCY_U_CHARACTER] = (int8_t)t;
    g.p[2].unit[SCY_U_CHARACTER] = (int8_t)t;
    scy_game_sync_masks(&g);
    g.p[1].power = 0;
    g.p[2].power = 16;
    g.resources[t] = 3;
    fx_pending(&g, t, 2, 1);
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    assert_int_equal(r.winner, 0);
    assert_int_equal(r.resources, SCY_RES_REMOVED);
    assert_int_equal(r.resources_n, 3);
    assert_int_equal(g.resources[t], 0);
    assert_int_equal(scy_game_check(&g, &e), AM_OK);
}

/* An Automa attack (rulebook "Attack move vs. combat unit") stops the turn for the combat; after
 * the combat the rest of its turn runs: gains (step 2B), recruit bonus, the star tracker (step 3),
 * and the turn passes to the human. */
static void test_automa_attack_then_turn_continues(void **st)
{
    (void)st;
    int found = 0;
    for (uint64_t seed = 1; seed < 400 && !found; seed++) {
        scy_game g;
        scy_setup s;
        memset(&s, 0, sizeof s);
        scy_options_default(&s.opt);
        s.opt.combat_mode = SCY_COMBAT_SIMULATED;
        s.nplayers = 2;
        s.faction[0] = SCY_NORDIC;
        s.faction[1] = SCY_CRIMEA;
        s.automa[1] = 1;
        s.seed = seed;
        am_err e;
        assert_int_equal(scy_game_new(&g, &s, &e), AM_OK);
        int a = 1, h = 0;
        g.p[a].power = 16;
        g.p[a].power_star_done = 1;
        g.p[a].stars_power = 1;
        g.p[a].stars = 1;
        g.p[h].unit[SCY_U_CHARACTER] = (int8_t)fx_pos("G5");  /* next to the Crimean workers */
        scy_game_sync_masks(&g);
        scy_report rep;
        memset(&rep, 0, sizeof rep);
        for (int turn = 0; turn < 40 && !rep.waiting_combat && !g.game_over; turn++) {
            g.current = (uint8_t)a;
            assert_int_equal(scy_automa_turn(&g, &rep, &e), AM_OK);
        }
        if (!rep.waiting_combat) continue;
        found = 1;
        assert_int_equal(g.pending.kind, SCY_PEND_COMBAT);
        assert_true(g.turn.active);
        assert_int_equal(g.current, a);
        int card = g.turn.card, tracker = g.p[a].tracker;
        int coins = g.p[a].coins;
        scy_combat_input in;
        memset(&in, 0, sizeof in);
        scy_combat_report r;
        scy_report rest;
        /* the kept report (issue 19) is not the engine's: the resolution works on a copy of the
         * play state only (scy_game_copy_play, issue 16) and leaves it as it was */
        scy_game_keep_report(&g, &rep);
        scy_kept_report kept = g.last_report;
        assert_int_equal(scy_combat_resolve(&g, &in, &r, &rest, &e), AM_OK);
        assert_int_equal(g.has_last_report, 1);
        assert_memory_equal(&g.last_report, &kept, sizeof kept);
        assert_true(r.continued);
        assert_false(g.turn.active);
        assert_int_equal(g.pending.kind, SCY_PEND_NONE);
        assert_int_equal(g.current, h);
        /* the rest of the card was carried out */
        int gains = 0;
        for (int i = 0; i < g.cards[card - 1].scheme[g.p[a].scheme].ngain; i++)
            if (g.cards[card - 1].scheme[g.p[a].scheme].gain[i].kind == SCY_GAIN_COIN) gains = 1;
        if (gains) assert_true(g.p[a].coins > coins);
        assert_int_equal(g.p[a].tracker, tracker + (g.cards[card - 1].star ? 1 : 0));
        assert_int_equal(g.p[a].last_card, card);
        assert_int_equal(scy_game_check(&g, &e), AM_OK);
    }
    assert_true(found);
}

/* IFA-8: the Automa entering a human Togawa's armed trap suffers its penalty (here: 3 power) — the
 * trap is sprung on entering, before the combat — but not the popularity penalty. */
static void test_ifa_automa_springs_human_trap(void **st)
{
    (void)st;
    for (int kind = SCY_TRAP_POPULARITY; kind <= SCY_TRAP_POWER; kind++) {
        int found = 0;
        for (uint64_t seed = 1; seed < 400 && !found; seed++) {
            scy_game g;
            scy_setup s;
            memset(&s, 0, sizeof s);
            scy_options_default(&s.opt);
            s.nplayers = 2;
            s.faction[0] = SCY_TOGAWA;
            s.faction[1] = SCY_CRIMEA;
            s.automa[1] = 1;
            s.seed = seed;
            am_err e;
            assert_int_equal(scy_game_new(&g, &s, &e), AM_OK);
            int t = fx_pos("G5");
            g.p[1].power = 10;
            g.p[0].unit[SCY_U_CHARACTER] = (int8_t)t;
            scy_game_sync_masks(&g);
            g.trap_owner[t] = 0;
            g.trap_state[t] = SCY_TRAP_ARMED;
            g.trap_kind[t] = (uint8_t)kind;
            scy_report rep;
            memset(&rep, 0, sizeof rep);
            for (int turn = 0; turn < 40 && !rep.waiting_combat && !g.game_over; turn++) {
                g.current = 1;
                g.p[1].power = 10;
                assert_int_equal(scy_automa_turn(&g, &rep, &e), AM_OK);
            }
            if (!rep.waiting_combat || g.pending.territory != t) continue;
            found = 1;
            assert_int_equal(g.trap_state[t], SCY_TRAP_DISARMED);
            assert_int_equal(g.p[1].power, kind == SCY_TRAP_POWER ? 7 : 10);
            assert_int_equal(g.p[1].popularity, 10);
        }
        assert_true(found);
    }
}

/* SC-43, second half (the engine, automa.c): an Automa unit moving onto a territory with only the
 * human's workers removes the resources there and sends the workers home. */
static void test_automa_attack_on_workers_removes_resources(void **st)
{
    (void)st;
    int found = 0;
    for (uint64_t seed = 1; seed < 400 && !found; seed++) {
        scy_game g;
        fx_new(&g, SCY_NORDIC, SCY_CRIMEA, SCY_AUTOMA, SCY_COMBAT_SIMULATED, seed);
        int a = fx_automa(&g), h = fx_human(&g), t = fx_pos("G5");
        g.p[a].unit[SCY_U_CHARACTER] = (int8_t)SCY_POS_HOME(SCY_CRIMEA);
        g.p[a].unit[SCY_U_WORKER0] = (int8_t)fx_pos("G4");
        g.p[h].unit[SCY_U_WORKER0] = (int8_t)t;
        scy_game_sync_masks(&g);
        g.resources[t] = 3;
        am_err e;
        for (int turn = 0; turn < 30 && !found && !g.game_over; turn++) {
            g.current = (uint8_t)a;
            scy_report rep;
            assert_int_equal(scy_automa_turn(&g, &rep, &e), AM_OK);
            if (scy_game_count_units_on(&g, a, SCY_UK_ANY, t)) {
                found = 1;
                assert_int_equal(g.resources[t], 0);
                assert_int_equal(g.p[h].unit[SCY_U_WORKER0], SCY_POS_HOME(SCY_NORDIC));
            }
        }
    }
    assert_true(found);
}

static void test_render_text_and_json(void **st)
{
    (void)st;
    scy_game g;
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    int a = fx_automa(&g);
    g.p[a].power = 12;
    g.p[a].combat_cards = 3;
    fx_top_card(&g, a, 5, 2, 5, 7, 2, 1);
    int ac[2] = {3, 4};
    scy_combat_input in = input(2, 0, NULL, 2, ac);
    scy_combat_report r;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, NULL, &e), AM_OK);
    am_buf b = {0};
    scy_combat_render_text(&g, &r, &b);
    assert_non_null(strstr(b.data, "crimea wins 12 to 2"));
    assert_non_null(strstr(b.data, "combat discard pile"));
    am_buf_free(&b);
    scy_combat_render_json(&g, &r, &b);
    assert_non_null(strstr(b.data, "\"winner\": \"defender\""));
    assert_non_null(strstr(b.data, "\"column\": \"8-13\""));
    am_buf_free(&b);
}

/* Rulebook "Combat", step 1, with the human attacking: the dial the person commits is checked
 * against the attacker's own power and combat cards, not the defending Automa's (found by the
 * mutation pass: only the human-defender case was tested). */
static void test_commit_checks_the_human_attackers_side(void **st)
{
    (void)st;
    scy_game g, before;
    setup_human_attack(&g, SCY_COMBAT_COMPANION, "E4");
    int h = fx_human(&g), a = fx_automa(&g);
    g.p[h].power = 3;
    g.p[a].power = 12;
    assert_true(scy_combat_needs_commit(&g));
    scy_combat_choice c;
    memset(&c, 0, sizeof c);
    c.power = 4;
    am_err e;
    before = g;
    assert_int_not_equal(scy_combat_commit(&g, &c, &e), AM_OK);
    assert_non_null(strstr(e.msg, "has only 3"));
    assert_memory_equal(&g, &before, sizeof g);
    c.power = 3;
    assert_int_equal(scy_combat_commit(&g, &c, &e), AM_OK);
    assert_int_equal(g.pending.c_power, 3);
    /* a combat card is worth 2 to 5: a 6 is refused, a 5 taken */
    scy_game g2;
    setup_human_attack(&g2, SCY_COMBAT_COMPANION, "E4");
    g2.p[h].combat_cards = 2;
    memset(&c, 0, sizeof c);
    c.ncards = 1;
    c.cards[0] = 6;
    before = g2;
    assert_int_not_equal(scy_combat_commit(&g2, &c, &e), AM_OK);
    assert_non_null(strstr(e.msg, "worth 2, 3, 4 or 5"));
    assert_memory_equal(&g2, &before, sizeof g2);
    c.cards[0] = 5;
    assert_int_equal(scy_combat_commit(&g2, &c, &e), AM_OK);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_example5_twelve_power_uses_five_and_two_cards),
        cmocka_unit_test(test_example5_one_power_uses_one_and_two_cards),
        cmocka_unit_test(test_combat_table_columns),
        cmocka_unit_test(test_automa_plays_at_most_the_cards_it_holds),
        cmocka_unit_test(test_companion_wrong_card_count_changes_nothing),
        cmocka_unit_test(test_simulated_automa_cards_random_and_conserved),
        cmocka_unit_test(test_human_choice_is_validated),
        cmocka_unit_test(test_commit_checks_the_human_attackers_side),
        cmocka_unit_test(test_tie_goes_to_human_attacker),
        cmocka_unit_test(test_tie_goes_to_automa_attacker_human_retreats_home),
        cmocka_unit_test(test_automa_loser_retreats_to_faction_mat),
        cmocka_unit_test(test_ultimaszyna_loser_retreats_to_home_base),
        cmocka_unit_test(test_loser_gains_card_only_if_it_revealed_something),
        cmocka_unit_test(test_combat_stars_capped_at_two),
        cmocka_unit_test(test_human_attacker_loses_popularity_per_worker),
        cmocka_unit_test(test_resources_placed_from_main_discard_card),
        cmocka_unit_test(test_several_combats_one_turn_same_card),
        cmocka_unit_test(test_automa_attacker_win_removes_resources),
        cmocka_unit_test(test_combat_draw_reshuffles_empty_deck),
        cmocka_unit_test(test_sixth_star_from_combat_ends_game),
        cmocka_unit_test(test_automa_winner_character_takes_encounter),
        cmocka_unit_test(test_automa_vs_automa_each_draws_no_resources),
        cmocka_unit_test(test_automa_attack_then_turn_continues),
        cmocka_unit_test(test_ifa_automa_springs_human_trap),
        cmocka_unit_test(test_automa_attack_on_workers_removes_resources),
        cmocka_unit_test(test_render_text_and_json),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
