/*
 * The table's protocols in the library (issue 26 item 2, automa/scythe_table.h): each is driven the
 * same way by the companion, the one-shot commands and the API, so each is tested here once.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/api.h"
#include "automa/scythe.h"
#include "automa/scythe_table.h"
#include "support/scythe_fixture.h"

#define HDR "{\"format\":\"automa-scythe/1\",\"seed\":1,"

/* The Automa (Crimea, Scheme II) draws card 15 and attacks the Nordic character on F4; card 6 is
 * the next card (its combat card: 7 power, 1 combat card). */
#define ATTACK                                                                                                        \
    HDR "\"current\":\"crimea\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"power\":7,\"combat_cards\":2," \
        "\"character\":\"F4\",\"mechs\":[\"F3\",\"F3\"],\"workers\":[\"A6\"]},"                                          \
        "{\"faction\":\"crimea\",\"type\":\"automa\",\"tracker\":12,\"scheme\":2,\"stars\":{\"tracker\":1},\"power\":6,"    \
        "\"combat_cards\":3,\"character\":\"G4\",\"workers\":[\"H4\"],\"deck\":[15,6]}]}"

static void automa_attacks(scy_game *g)
{
    scy_report rep;
    fx_load(g, ATTACK);
    fx_turn(g, &rep);
    assert_int_equal(g->pending.kind, SCY_PEND_COMBAT);
}

/* The stages in the rulebook's order: nothing told -> the person's choice is needed; the choice ->
 * recorded, the plan (card 6, one combat card to draw); the drawn value -> fought, the turn goes on. */
static void test_combat_go_stages(void **st)
{
    (void)st;
    scy_game g, before;
    scy_combat_answers a;
    scy_combat_step s;
    am_err e;
    automa_attacks(&g);
    scy_combat_answers_init(&a);
    before = g;
    assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_OK);
    assert_int_equal(s.stage, SCY_CS_CHOOSE);
    assert_false(s.have_plan);
    assert_memory_equal(&g, &before, sizeof g);   /* nothing told, nothing changed */
    int maxp, maxc;
    assert_int_equal(scy_combat_person(&g, &maxp, &maxc), 1);   /* the defender */
    assert_int_equal(maxp, 7);
    assert_int_equal(maxc, 1);   /* one combat unit on F4 */
    a.power = 5;
    a.has_cards = 1;
    a.cards.ncards = 1;
    a.cards.cards[0] = 3;
    assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_OK);
    assert_int_equal(s.stage, SCY_CS_DRAW);
    assert_true(s.committed_now);
    assert_true(g.pending.committed);
    assert_int_equal(s.plan[0].card, 6);
    assert_int_equal(s.need[0], 1);
    assert_int_equal(s.need[1], 0);
    /* the choice again: refused, the game as it was */
    before = g;
    assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_ESTATE);
    assert_non_null(strstr(e.msg, "already chosen"));
    assert_non_null(strstr(e.msg, "'automa_cards'"));
    assert_memory_equal(&g, &before, sizeof g);
    /* the wrong number of drawn values */
    scy_combat_answers d;
    scy_combat_answers_init(&d);
    d.has_automa_cards = 1;
    d.automa_cards.ncards = 2;
    d.automa_cards.cards[0] = d.automa_cards.cards[1] = 2;
    static const char *const cli[SCY_NCFIELDS] = {"--power", "--cards", "--automa-cards", "--defender-cards", "--defender-power"};
    assert_int_equal(scy_combat_go(&g, &d, cli, &s, &e), AM_EUSAGE);
    assert_non_null(strstr(e.msg, "--automa-cards"));
    assert_memory_equal(&g, &before, sizeof g);
    d.automa_cards.ncards = 1;
    assert_int_equal(scy_combat_go(&g, &d, NULL, &s, &e), AM_OK);
    assert_int_equal(s.stage, SCY_CS_DONE);
    assert_int_equal(s.report.side[1].total, 8);   /* 5 + 3 */
    assert_true(s.report.continued);
    assert_int_equal(g.pending.kind, SCY_PEND_NONE);
    assert_true(g.has_last_report);   /* the rest of the turn is kept for a reload */
}

/* Answers this combat does not take are refused before anything changes. */
static void test_combat_go_refuses_foreign_answers(void **st)
{
    (void)st;
    scy_game g, before;
    scy_combat_answers a;
    scy_combat_step s;
    am_err e;
    automa_attacks(&g);
    before = g;
    scy_combat_answers_init(&a);
    a.defender_power = 3;   /* only for two people */
    assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_EUSAGE);
    scy_combat_answers_init(&a);
    a.has_defender_cards = 1;   /* only for two Automas */
    assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_EUSAGE);
    g.opt.combat_mode = SCY_COMBAT_SIMULATED;
    before = g;
    scy_combat_answers_init(&a);
    a.power = 2;
    a.has_automa_cards = 1;   /* simulated: the program draws them */
    assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_EUSAGE);
    assert_memory_equal(&g, &before, sizeof g);
    /* simulated: the choice alone fights the combat */
    a.has_automa_cards = 0;
    assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_OK);
    assert_int_equal(s.stage, SCY_CS_DONE);
    assert_true(s.committed_now);
}

/* Two people (R-SC-54): both dials are needed at once; with them the combat is fought. */
static void test_combat_go_two_people(void **st)
{
    (void)st;
    scy_game g;
    scy_combat_answers a;
    scy_combat_step s;
    am_err e;
    fx_load(&g, HDR "\"current\":\"nordic\",\"players\":["
                    "{\"faction\":\"nordic\",\"type\":\"human\",\"power\":5,\"combat_cards\":2,\"character\":\"C6\"},"
                    "{\"faction\":\"rusviet\",\"type\":\"human\",\"power\":4,\"combat_cards\":2,\"character\":\"D5\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\"}]}");
    fx_pending(&g, fx_pos("D5"), 0, 1);
    g.p[0].unit[SCY_U_CHARACTER] = (int8_t)fx_pos("D5");
    scy_game_sync_masks(&g);
    scy_combat_answers_init(&a);
    a.power = 3;
    assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_OK);
    assert_int_equal(s.stage, SCY_CS_DIALS);
    assert_int_equal(scy_combat_person(&g, NULL, NULL), -1);
    a.has_automa_cards = 1;
    assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_EUSAGE);   /* no Automa here */
    a.has_automa_cards = 0;
    a.defender_power = 4;
    assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_OK);
    assert_int_equal(s.stage, SCY_CS_DONE);
    assert_int_equal(s.report.winner, 1);   /* 3 against 4 */
}

/* Issue 28 item 1: a move the rules refuse never asks for (nor reveals) the trap it would spring;
 * an allowed one says which territory to turn over, and with the token's kind the record agrees. */
static void test_trap_only_for_a_move_that_happens(void **st)
{
    (void)st;
    scy_game g, before;
    am_err e;
    fx_load(&g, HDR "\"current\":\"nordic\",\"players\":["
                    "{\"faction\":\"nordic\",\"type\":\"human\",\"power\":7,\"coins\":5,\"character\":\"F4\"},"
                    "{\"faction\":\"togawa\",\"type\":\"automa\",\"traps_left\":[\"popularity\",\"coins\",\"cards\"]}],"
                    "\"board\":{\"traps\":[{\"territory\":\"G5\",\"armed\":true,\"kind\":\"power\"},"
                    "{\"territory\":\"F5\",\"armed\":true,\"kind\":\"coins\"}]}}");
    int trap = 99;
    before = g;
    /* across a river: the move's own error, no trap named */
    assert_int_equal(scy_move_springs_trap(&g, SCY_UT_CHARACTER, fx_pos("F4"), fx_pos("G5"), &trap, &e), AM_ESTATE);
    assert_int_equal(trap, -1);
    assert_non_null(strstr(e.msg, "river"));
    assert_int_equal(scy_human_move_trap(&g, SCY_UT_CHARACTER, fx_pos("F4"), fx_pos("G5"), SCY_TRAP_POWER, NULL, &e), AM_ESTATE);
    assert_non_null(strstr(e.msg, "river"));
    assert_memory_equal(&g, &before, sizeof g);
    /* allowed: F5 is to be turned over; without the kind nothing happens */
    assert_int_equal(scy_move_springs_trap(&g, SCY_UT_CHARACTER, fx_pos("F4"), fx_pos("F5"), &trap, &e), AM_OK);
    assert_int_equal(trap, fx_pos("F5"));
    assert_int_equal(scy_human_move_trap(&g, SCY_UT_CHARACTER, fx_pos("F4"), fx_pos("F5"), -1, NULL, &e), AM_ESTATE);
    assert_memory_equal(&g, &before, sizeof g);
    /* the token shows cards: the record agrees (the assumed coins trap back to the mat) */
    scy_human_report r;
    assert_int_equal(scy_human_move_trap(&g, SCY_UT_CHARACTER, fx_pos("F4"), fx_pos("F5"), SCY_TRAP_CARDS, &r, &e), AM_OK);
    assert_int_equal(r.trap, SCY_TRAP_CARDS);
    assert_int_equal(g.p[0].coins, 5);
    /* a kind given where no trap is */
    before = g;
    assert_int_equal(scy_human_move_trap(&g, SCY_UT_CHARACTER, fx_pos("F5"), fx_pos("F6"), SCY_TRAP_CARDS, NULL, &e), AM_EUSAGE);
    assert_memory_equal(&g, &before, sizeof g);
}

/* Issue 28 item 5: undo and redo name the pile each card goes back from or to; redo never speaks of
 * a reshuffle that did not happen. */
static void test_step_text_both_ways(void **st)
{
    (void)st;
    scy_game start, g;
    scy_combat_answers a;
    scy_combat_step s;
    am_err e;
    fx_load(&start, ATTACK);
    g = start;
    scy_report rep;
    fx_turn(&g, &rep);   /* card 15 onto the main discard pile, the attack */
    scy_combat_answers_init(&a);
    a.power = 5;
    assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_OK);
    scy_combat_answers_init(&a);
    a.has_automa_cards = 1;
    a.automa_cards.ncards = 1;
    a.automa_cards.cards[0] = 4;
    assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_OK);   /* card 6 onto the combat pile */
    assert_int_equal(s.stage, SCY_CS_DONE);
    am_buf b = {0};
    scy_render_step_text(&g, &start, 0, &b);
    assert_non_null(strstr(b.data, "Put card 15 back on the crimea Automa's deck (from its main discard pile)"));
    assert_non_null(strstr(b.data, "Put card 6 back on the crimea Automa's deck (from its combat discard pile)"));
    assert_null(strstr(b.data, "reshuffled"));
    am_buf_free(&b);
    scy_render_step_text(&start, &g, 1, &b);
    const char *c15 = strstr(b.data, "Take card 15 from the crimea Automa's deck and put it face up on its main discard pile");
    const char *c6 = strstr(b.data, "Take card 6 from the crimea Automa's deck and put it on its combat discard pile");
    assert_non_null(c15);
    assert_non_null(c6);
    assert_true(c15 < c6);   /* in the order they are drawn */
    assert_null(strstr(b.data, "reshuffled"));
    assert_null(strstr(b.data, "back"));
    am_buf_free(&b);
    scy_render_step_text(&g, &g, 1, &b);
    assert_string_equal(b.data, "- Nothing to change on the table.\n");
    am_buf_free(&b);
    /* a recorded choice is passed by undo */
    scy_game c = start;
    fx_turn(&c, &rep);
    assert_false(scy_undo_passes(&c));
    scy_combat_answers_init(&a);
    a.power = 5;
    assert_int_equal(scy_combat_go(&c, &a, NULL, &s, &e), AM_OK);
    assert_true(scy_undo_passes(&c));
}

/* Issue 28 item 3: after a reshuffle the resource card is not on the discard pile; the sentence says
 * which card decides, where it is now, and names the resource. */
static void test_resource_card_after_reshuffle(void **st)
{
    (void)st;
    static const char *const pos[] = {
        /* card 1 on top of the main discard pile */
        "\"deck\":[4],\"discard\":[1],\"last_card\":1",
        /* card 1 back in the deck (a reshuffle since) */
        "\"deck\":[4,1],\"discard\":[],\"last_card\":1",
        /* card 1 drawn for a combat since */
        "\"deck\":[4],\"discard\":[],\"combat_discard\":[1],\"last_card\":1",
    };
    static const char *const want[] = {
        "card 1 on top of the Automa's main discard pile shows",
        "is back in the deck: leave the deck as it is",
        "now lies on its combat discard pile",
    };
    for (int i = 0; i < 3; i++) {
        char json[1024];
        snprintf(json, sizeof json,
                 HDR "\"current\":\"nordic\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"power\":7,"
                     "\"combat_cards\":1,\"character\":\"E4\",\"mechs\":[\"E4\"]},{\"faction\":\"crimea\",\"type\":\"automa\","
                     "\"power\":0,\"combat_cards\":0,\"character\":\"E4\",%s}]}",
                 pos[i]);
        scy_game g;
        fx_load(&g, json);
        fx_pending(&g, fx_pos("E4"), 0, 1);
        scy_combat_answers a;
        scy_combat_answers_init(&a);
        a.power = 3;
        scy_combat_step s;
        am_err e;
        assert_int_equal(scy_combat_go(&g, &a, NULL, &s, &e), AM_OK);
        assert_int_equal(s.stage, SCY_CS_DONE);
        assert_int_equal(s.report.winner, 0);
        assert_int_equal(s.report.resources, SCY_RES_PLACED);
        am_buf b = {0};
        scy_combat_render_text(&g, &s.report, &b);
        assert_non_null(strstr(b.data, want[i]));
        assert_non_null(strstr(b.data, "oil on E4"));   /* E4 is a tundra */
        if (i) assert_null(strstr(b.data, "on top of the Automa's"));
        am_buf_free(&b);
    }
}

/* Issue 28 item 2, R-SC-58: in simulated combat the person's combat cards are still the real cards in
 * their hand: a value the program's record does not hold is played, and the record agrees (every
 * value still counted once in deck, discard and hands). */
static void test_simulated_combat_your_real_cards(void **st)
{
    (void)st;
    scy_game g;
    am_err e;
    fx_new(&g, SCY_TOGAWA, SCY_CRIMEA, SCY_AUTOMA, SCY_COMBAT_SIMULATED, 7);
    int h = fx_human(&g), a = fx_automa(&g);
    /* the record deals the person 2, 2 (whatever its starting cards were) */
    while (g.p[h].combat_cards) {
        for (int v = 0; v < 4; v++)
            if (g.p[h].cc_value[v]) {
                g.p[h].cc_value[v]--;
                g.combat_deck[v]++;
                break;
            }
        g.p[h].combat_cards--;
    }
    static const int twos[] = {2, 2};
    fx_give_cards(&g, h, 2, twos);
    g.p[h].power = 5;
    g.p[h].unit[SCY_U_CHARACTER] = (int8_t)fx_pos("E4");
    g.p[h].unit[SCY_U_MECH0] = (int8_t)fx_pos("E4");
    g.p[a].unit[SCY_U_CHARACTER] = (int8_t)fx_pos("E4");
    scy_game_sync_masks(&g);
    fx_pending(&g, fx_pos("E4"), h, a);
    assert_int_equal(scy_game_check(&g, &e), AM_OK);
    scy_combat_answers ans;
    scy_combat_answers_init(&ans);
    ans.power = 2;
    ans.has_cards = 1;
    ans.cards.ncards = 2;
    ans.cards.cards[0] = 5;   /* the real cards: a 5 and a 2 */
    ans.cards.cards[1] = 2;
    scy_combat_step s;
    assert_int_equal(scy_combat_go(&g, &ans, NULL, &s, &e), AM_OK);
    assert_int_equal(s.stage, SCY_CS_DONE);
    assert_int_equal(s.report.side[0].total, 2 + 5 + 2);
    assert_int_equal(g.p[h].combat_cards, 0);
    assert_int_equal(scy_game_check(&g, &e), AM_OK);   /* every card counted once */
}

/* Issue 28 item 7: your own deck. The card told is drawn next if it can be there: anywhere in the
 * draw pile; from a discard pile only when the draw pile is empty (the draw reshuffles first). */
static void test_real_deck_card(void **st)
{
    (void)st;
    scy_game g, before;
    am_err e;
    fx_load(&g, HDR "\"current\":\"crimea\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"deck\":[15,6],\"discard\":[3],\"combat_discard\":[8]}]}");
    int a = fx_automa(&g), r = -1;
    before = g;
    assert_int_equal(scy_deck_turn_player(&g), a);
    assert_int_equal(scy_deck_card_next(&g, a, 3, &r, &e), AM_ESTATE);   /* on the main discard pile */
    assert_non_null(strstr(e.msg, "main discard pile"));
    assert_int_equal(scy_deck_card_next(&g, a, 8, &r, &e), AM_ESTATE);   /* on the combat pile */
    assert_non_null(strstr(e.msg, "combat discard pile"));
    assert_int_equal(scy_deck_card_next(&g, a, 20, &r, &e), AM_EUSAGE);
    assert_int_equal(scy_deck_card_next(&g, fx_human(&g), 6, &r, &e), AM_ESTATE);
    assert_memory_equal(&g, &before, sizeof g);
    assert_int_equal(scy_deck_card_next(&g, a, 11, &r, &e), AM_OK);   /* deep in the pile */
    assert_int_equal(r, 0);
    scy_report rep;
    fx_turn(&g, &rep);
    assert_int_equal(rep.card, 11);
    /* an empty draw pile: a discarded card can come up, after the reshuffle */
    g.p[a].deck.ndraw = 0;
    g.p[a].deck.ndiscard = 0;
    g.p[a].deck.ncombat = 0;
    for (int c = 1; c <= SCY_NCARDS; c++) g.p[a].deck.discard[g.p[a].deck.ndiscard++] = (uint8_t)c;
    g.current = (uint8_t)a;
    assert_int_equal(scy_deck_card_next(&g, a, 3, &r, &e), AM_OK);
    assert_int_equal(r, 1);
    assert_int_equal(g.p[a].deck.ndraw, SCY_NCARDS);
    assert_int_equal(g.p[a].deck.draw[SCY_NCARDS - 1], 3);
    assert_int_equal(scy_game_check(&g, &e), AM_OK);
}

/* What a viewer may see (issue 26 item 2): the view the API gives the page has the Automa's deck as
 * counts, no combat card values, and no kind for a face-down trap of an Automa; the person's own
 * trap keeps its kind. */
static void test_view_hides_what_the_table_hides(void **st)
{
    (void)st;
    const char *game = HDR "\"current\":\"togawa\",\"options\":{\"combat\":\"simulated\"},\"players\":["
                           "{\"faction\":\"togawa\",\"type\":\"human\",\"character\":\"F5\",\"combat_cards\":1,"
                           "\"combat_card_values\":[4],\"traps_left\":[\"popularity\",\"coins\",\"cards\"]},"
                           "{\"faction\":\"albion\",\"type\":\"automa\",\"deck\":[15,6],\"combat_cards\":1,\"combat_card_values\":[3]},"
                           "{\"faction\":\"crimea\",\"type\":\"automa\"}],"
                           "\"board\":{\"traps\":[{\"territory\":\"F5\",\"owner\":\"togawa\",\"armed\":true,\"kind\":\"power\"}]}}";
    scy_game g;
    fx_load(&g, game);
    /* an armed trap of an Automa: a Togawa Automa's */
    fx_load(&g, HDR "\"current\":\"nordic\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"A6\"},"
                    "{\"faction\":\"togawa\",\"type\":\"automa\",\"deck\":[15,6],\"traps_left\":[\"popularity\",\"coins\",\"cards\"]}],"
                    "\"board\":{\"traps\":[{\"territory\":\"B5\",\"armed\":true,\"kind\":\"power\"}]}}");
    am_buf b = {0};
    scy_game_to_json(&g, &b);
    am_api_answer a = {0, NULL};
    assert_int_equal(am_api_game_view(b.data, NULL, &a), AM_OK);
    assert_int_equal(a.status, 200);
    assert_null(strstr(a.body, "\"deck\":["));            /* the draw pile's order */
    assert_non_null(strstr(a.body, "\"deck_count\":19"));
    assert_null(strstr(a.body, "\"kind\":\"power\""));     /* the face-down Automa trap's kind */
    assert_non_null(strstr(a.body, "\"territory\":\"B5\""));
    assert_null(strstr(a.body, "\"rng\""));
    am_api_answer_free(&a);
    am_buf_free(&b);
    /* a person's own trap and combat cards: the trap's kind stays, the record of the cards goes */
    fx_load(&g, game);
    scy_game_to_json(&g, &b);
    assert_int_equal(am_api_game_view(b.data, NULL, &a), AM_OK);
    assert_non_null(strstr(a.body, "\"kind\":\"power\""));
    assert_null(strstr(a.body, "combat_card_values"));
    am_api_answer_free(&a);
    am_buf_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_combat_go_stages),
        cmocka_unit_test(test_combat_go_refuses_foreign_answers),
        cmocka_unit_test(test_combat_go_two_people),
        cmocka_unit_test(test_trap_only_for_a_move_that_happens),
        cmocka_unit_test(test_step_text_both_ways),
        cmocka_unit_test(test_resource_card_after_reshuffle),
        cmocka_unit_test(test_simulated_combat_your_real_cards),
        cmocka_unit_test(test_real_deck_card),
        cmocka_unit_test(test_view_hides_what_the_table_hides),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
