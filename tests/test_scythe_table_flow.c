/*
 * The table flow around the Automa's decisions (issue 14): combat in the rulebook's order
 * ("Combat", steps 1-6: the person commits dial and cards before the Automa card is drawn), the
 * report after an attack, the difficulty options that flip a combat card only when the Automa would
 * move or deploy, and the all-moves rules (Ultimaszyna) taking the Factory card on entering.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/scythe.h"
#include "support/scythe_fixture.h"

#define HDR "{\"format\":\"automa-scythe/1\",\"seed\":1,"

/* The Automa (Crimea, Scheme II) draws card 15 (attack a combat unit, 1+) and attacks the Nordic
 * character on F4; card 6 is the next card (its combat card: 7 power, 1 combat card). */
#define ATTACK                                                                                                        \
    HDR "\"current\":\"crimea\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"power\":7,\"combat_cards\":2," \
        "\"character\":\"F4\",\"mechs\":[\"F3\",\"F3\"],\"workers\":[\"A6\"]},"                                          \
        "{\"faction\":\"crimea\",\"type\":\"automa\",\"tracker\":12,\"scheme\":2,\"stars\":{\"tracker\":1},\"power\":6,"    \
        "\"combat_cards\":3,\"character\":\"G4\",\"workers\":[\"H4\"],\"deck\":[15,6]}]}"

static void automa_attacks(scy_game *g, scy_report *rep)
{
    fx_load(g, ATTACK);
    fx_turn(g, rep);
    assert_int_equal(g->pending.kind, SCY_PEND_COMBAT);
    assert_int_equal(g->pending.territory, fx_pos("F4"));
}

/* R-SC-56, step 1 before steps 2-5: no plan before the person's choice; the choice is checked like the
 * resolution checks it; the plan then names the card the resolution draws. */
static void test_combat_commit_before_the_automa_card(void **st)
{
    (void)st;
    scy_game g, before;
    scy_report rep, turn;
    am_err e;
    automa_attacks(&g, &rep);
    scy_combat_side_report plan[2];
    assert_true(scy_combat_needs_commit(&g));
    assert_int_equal(scy_combat_plan(&g, plan, &e), AM_ESTATE);  /* the person chooses first */
    scy_combat_choice c = {.power = 8, .ncards = 0};
    before = g;
    assert_int_equal(scy_combat_commit(&g, &c, &e), AM_EUSAGE);   /* the dial stops at 7 */
    c.power = 5;
    c.ncards = 2;
    c.cards[0] = c.cards[1] = 3;
    assert_int_equal(scy_combat_commit(&g, &c, &e), AM_ESTATE);   /* one card per combat unit there (1) */
    assert_memory_equal(&g, &before, sizeof g);                  /* refused: nothing changed */
    c.ncards = 1;
    assert_int_equal(scy_combat_commit(&g, &c, &e), AM_OK);
    assert_false(scy_combat_needs_commit(&g));
    assert_int_equal(scy_combat_commit(&g, &c, &e), AM_ESTATE);  /* chosen once: undo to change it */
    /* the plan: card 6, column 0-7 (power 6): 7 power asked, it uses its 6, and 1 combat card */
    assert_int_equal(scy_combat_plan(&g, plan, &e), AM_OK);
    assert_true(plan[0].automa);
    assert_int_equal(plan[0].card, 6);
    assert_int_equal(plan[0].column, 0);
    assert_int_equal(plan[0].power, 6);
    assert_int_equal(plan[0].ncards, 1);
    assert_false(plan[1].automa);
    /* the plan as the person reads it: one card to draw, this one (the text reads the two sides
     * only; the mutation pass's "s <= 2" is caught here by the ASan run) */
    am_buf pt = {0};
    scy_combat_plan_render_text(&g, plan, &pt);
    const char *draw = strstr(pt.data, "Draw card 6 from the");
    assert_non_null(draw);
    assert_null(strstr(draw + 1, "Draw card"));
    am_buf_free(&pt);
    /* the committed choice survives a save and a load */
    am_buf b = {0};
    scy_game_to_json(&g, &b);
    assert_non_null(strstr(b.data, "\"committed\""));
    scy_game back;
    assert_int_equal(scy_game_from_json(&back, b.data, &e), AM_OK);
    am_buf_free(&b);
    assert_true(back.pending.committed);
    assert_int_equal(back.pending.c_power, 5);
    assert_int_equal(back.pending.c_ncards, 1);
    assert_int_equal(back.pending.c_cards[0], 3);
    /* the resolution uses the committed choice, whatever the human side of the input says */
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    in.side[1].power = 0;
    in.side[0].ncards = 1;
    in.side[0].cards[0] = 2;
    scy_combat_report r;
    assert_int_equal(scy_combat_resolve(&back, &in, &r, &turn, &e), AM_OK);
    assert_int_equal(r.side[1].power, 5);
    assert_int_equal(r.side[1].total, 5 + 3);
    assert_int_equal(r.side[0].card, 6);
    assert_int_equal(r.side[0].total, 6 + 2);
    assert_int_equal(r.winner, 0);  /* 8 to 8: the attacker */
    assert_false(back.pending.committed);
}

/* Old files (no "committed") still load; a broken "committed" is named. */
static void test_committed_field_in_the_file(void **st)
{
    (void)st;
    scy_game g;
    am_err e;
    const char *base = HDR "\"current\":\"crimea\",\"pending\":{\"kind\":\"combat\",\"territory\":\"F4\",\"attacker\":\"crimea\","
                           "\"defender\":\"nordic\",\"attacker_unit\":0%s},"
                           "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"F4\"},"
                           "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"F4\"}]}";
    char buf[1024];
    snprintf(buf, sizeof buf, base, "");
    assert_int_equal(scy_game_from_json(&g, buf, &e), AM_OK);
    assert_false(g.pending.committed);
    snprintf(buf, sizeof buf, base, ",\"committed\":{\"power\":9,\"cards\":[]}");
    assert_int_equal(scy_game_from_json(&g, buf, &e), AM_EDATA);
    assert_non_null(strstr(e.msg, "pending.committed.power"));
    snprintf(buf, sizeof buf, base, ",\"committed\":{\"power\":2,\"cards\":[6]}");
    assert_int_equal(scy_game_from_json(&g, buf, &e), AM_EDATA);
    assert_non_null(strstr(e.msg, "pending.committed.cards[0]"));
}

/* After an attack the rest of the turn does not say "No move is possible": it moved. */
static void test_rest_of_turn_after_attack(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep, turn;
    am_err e;
    automa_attacks(&g, &rep);
    scy_combat_choice c = {.power = 0, .ncards = 0};
    assert_int_equal(scy_combat_commit(&g, &c, &e), AM_OK);
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    in.side[0].ncards = 1;
    in.side[0].cards[0] = 4;
    scy_combat_report r;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, &turn, &e), AM_OK);
    assert_true(r.continued);
    am_buf b = {0};
    scy_report_render_text(&g, &turn, 0, &b);
    assert_null(strstr(b.data, "No move is possible"));
    assert_non_null(strstr(b.data, "already made its move"));
    /* said with the move row, before the gains (found playing: it came after the tracker line) */
    assert_non_null(strstr(b.data, "- Give the Automa"));
    assert_true(strstr(b.data, "already made its move") < strstr(b.data, "- Give the Automa"));
    am_buf_free(&b);
    /* a row with no valid symbol still says it */
    fx_load(&g, HDR "\"current\":\"crimea\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"G4\","
                    "\"mechs\":[\"G5\"]},{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"mat\","
                    "\"workers\":[\"H4\"],\"deck\":[3]}]}");
    fx_turn(&g, &rep);
    scy_report_render_text(&g, &rep, 0, &b);
    assert_non_null(strstr(b.data, "No move is possible"));
    {   /* right after the move symbols, before the first gain */
        const char *no = strstr(b.data, "- No move is possible"), *gain = strstr(b.data, "- Raise the Automa's power");
        if (!gain) gain = strstr(b.data, "- Give the Automa");
        if (!gain) gain = strstr(b.data, "- Deploy");
        assert_non_null(gain);
        assert_true(no < gain);
    }
    am_buf_free(&b);
}

/* R-SC-11: "Every time the Automa would move a unit, flip over a combat card": no flip before a
 * move row in which no symbol is valid (card 3: Move worker; every place next to your combat units). */
static void test_no_flip_when_no_move(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, HDR "\"current\":\"crimea\",\"options\":{\"flip_move\":true},"
                    "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"G4\",\"mechs\":[\"G5\"]},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"mat\",\"workers\":[\"H4\"],\"deck\":[3]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(g.pending.kind, SCY_PEND_NONE);  /* no card to flip: the turn went on */
    assert_false(g.turn.active);
    assert_int_equal(rep.moves[0].result, SCY_SYM_NO_TERRITORY);
    assert_int_equal(g.p[fx_seat(&g, SCY_CRIMEA)].power, 5 + 3);
    /* simulated: no card leaves the combat deck */
    fx_load(&g, HDR "\"current\":\"crimea\",\"options\":{\"flip_move\":true,\"combat\":\"simulated\"},"
                    "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"G4\",\"mechs\":[\"G5\"]},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"mat\",\"workers\":[\"H4\"],\"deck\":[3]}]}");
    uint8_t deck[4];
    memcpy(deck, g.combat_deck, sizeof deck);
    fx_turn(&g, &rep);
    assert_memory_equal(deck, g.combat_deck, sizeof deck);
}

/* R-SC-11: "Every time the Automa would deploy a unit": nothing left on the mat, nothing flipped
 * (card 9: deploy a worker and a character-or-mech; every unit already on the board). */
static void test_no_flip_when_nothing_to_deploy(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, HDR "\"current\":\"crimea\",\"options\":{\"flip_deploy\":true},"
                    "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"crimea\","
                    "\"mechs\":[\"crimea\",\"crimea\",\"crimea\",\"crimea\"],"
                    "\"workers\":[\"H4\",\"H4\",\"H4\",\"H4\",\"H4\",\"H4\",\"H4\",\"H4\"],\"deck\":[9]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(g.pending.kind, SCY_PEND_NONE);
    assert_false(g.turn.active);
    assert_true(fx_has_event(&rep, SCY_EV_DEPLOY_NONE));
    /* with a worker left on the mat the flip is asked for (companion mode) */
    fx_load(&g, HDR "\"current\":\"crimea\",\"options\":{\"flip_deploy\":true},"
                    "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"crimea\","
                    "\"mechs\":[\"crimea\",\"crimea\",\"crimea\",\"crimea\"],"
                    "\"workers\":[\"H4\",\"H4\",\"H4\",\"H4\",\"H4\",\"H4\",\"H4\"],\"deck\":[9]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(g.pending.kind, SCY_PEND_FLIP_DEPLOY);
}

/* R-SC-12: with the all-moves rules the character takes the Factory card on entering, also by an
 * attack it won; here it then moves on (Encounter/Factory to G5, Move character) and keeps it. */
static void test_ultimaszyna_factory_card_after_won_attack(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep, turn;
    am_err e;
    fx_load(&g, HDR "\"current\":\"crimea\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"power\":3,"
                    "\"character\":\"D4\",\"mechs\":[\"A6\"],\"workers\":[\"A6\"]},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"level\":\"ultimaszyna\",\"tracker\":9,\"scheme\":2,"
                    "\"stars\":{\"tracker\":1},\"power\":6,\"combat_cards\":0,\"character\":\"D5\",\"workers\":[\"H4\"],"
                    "\"deck\":[15,7]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(g.pending.territory, fx_pos("D4"));
    int a = fx_seat(&g, SCY_CRIMEA);
    scy_combat_choice c = {.power = 0, .ncards = 0};
    assert_int_equal(scy_combat_commit(&g, &c, &e), AM_OK);
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    scy_combat_report r;
    assert_int_equal(scy_combat_resolve(&g, &in, &r, &turn, &e), AM_OK);
    assert_int_equal(r.winner, 0);
    assert_true(r.side[0].factory_card);
    assert_true(g.p[a].factory_card);
    assert_int_equal(g.factory_cards_left, 2);
    assert_true(g.p[a].unit[SCY_U_CHARACTER] != fx_pos("D4"));  /* it moved on */
    assert_true(g.p[a].factory_card);
}

/* R-SC-12: an Encounter/Factory symbol whose character stays on a territory with a token takes it
 * at once (card 14 S-I with all moves: it then moves on to G4). */
static void test_all_moves_staying_takes_the_token(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, HDR "\"current\":\"crimea\",\"options\":{\"all_moves\":true},"
                    "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"G5\",\"deck\":[14]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(rep.moves[0].to, fx_pos("G5"));
    assert_false(am_set_has(g.encounters, fx_pos("G5")));
    assert_int_equal(g.p[fx_seat(&g, SCY_CRIMEA)].encounters, 1);
}

/* R-SC-57, IFA: the Automa springs your trap: the report says what it loses, as a table instruction, and
 * the game matches (coins trap, the Automa has only 2 coins). */
static void test_automa_springs_your_trap_says_what_it_loses(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, HDR "\"current\":\"crimea\",\"players\":[{\"faction\":\"togawa\",\"type\":\"human\",\"character\":\"togawa\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"coins\":2,\"deck\":[3]}],"
                    "\"board\":{\"traps\":[{\"territory\":\"G5\",\"armed\":true,\"kind\":\"coins\"}]}}");
    fx_turn(&g, &rep);
    assert_int_equal(g.p[fx_seat(&g, SCY_CRIMEA)].coins, 0);
    am_buf b = {0};
    scy_report_render_text(&g, &rep, 0, &b);
    assert_non_null(strstr(b.data, "The Automa springs your trap on G5"));
    assert_non_null(strstr(b.data, "The Automa loses 2 coin(s): take them from its supply."));
    am_buf_free(&b);
    scy_report_render_json(&g, &rep, &b);
    assert_non_null(strstr(b.data, "\"lost\": 2"));
    am_buf_free(&b);
}

/* R-IFA-5, companion mode: the penalty of an Automa trap you spring is the token's; the record
 * follows (the assumed kind goes where the revealed one was thought to be). */
static void test_trap_reveal_companion(void **st)
{
    (void)st;
    scy_game g;
    am_err e;
    const char *pos = HDR "\"current\":\"nordic\",\"options\":{\"combat\":\"%s\"},"
                          "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"power\":7,\"coins\":5,"
                          "\"character\":\"A6\",\"workers\":[\"A6\"]},{\"faction\":\"togawa\",\"type\":\"automa\","
                          "\"character\":\"togawa\",\"traps_left\":[\"coins\",\"cards\"]}],"
                          "\"board\":{\"traps\":[{\"territory\":\"B5\",\"armed\":true,\"kind\":\"power\"},"
                          "{\"territory\":\"E6\",\"armed\":true,\"kind\":\"popularity\"}]}}";
    char buf[1024];
    snprintf(buf, sizeof buf, pos, "companion");
    fx_load(&g, buf);
    int h = fx_seat(&g, SCY_NORDIC), a = fx_seat(&g, SCY_TOGAWA), b5 = fx_pos("B5");
    assert_true(scy_trap_needs_reveal(&g, h, b5));
    assert_false(scy_trap_needs_reveal(&g, h, fx_pos("B6")));
    /* the token shows coins: the program had it on the mat; power goes back there */
    assert_int_equal(scy_trap_reveal(&g, b5, SCY_TRAP_COINS, &e), AM_OK);
    assert_int_equal(g.trap_kind[b5], SCY_TRAP_COINS);
    assert_true(g.p[a].traps_left & (1u << SCY_TRAP_POWER));
    assert_false(g.p[a].traps_left & (1u << SCY_TRAP_COINS));
    scy_human_report r;
    assert_int_equal(scy_human_move(&g, SCY_UT_CHARACTER, fx_pos("A6"), b5, &r, &e), AM_OK);
    assert_int_equal(r.trap, SCY_TRAP_COINS);
    assert_int_equal(g.p[h].coins, 1);
    assert_int_equal(g.p[h].power, 7);
    /* a token the program placed elsewhere face down: the two swap */
    fx_load(&g, buf);
    assert_int_equal(scy_trap_reveal(&g, b5, SCY_TRAP_POPULARITY, &e), AM_OK);
    assert_int_equal(g.trap_kind[fx_pos("E6")], SCY_TRAP_POWER);
    /* simulated mode: the program's own draw counts, nothing to reveal */
    snprintf(buf, sizeof buf, pos, "simulated");
    fx_load(&g, buf);
    assert_false(scy_trap_needs_reveal(&g, h, b5));
}

/* A card whose scheme shows no tracker advance says so (card 15 has none; card 3 has one). */
static void test_no_tracker_advance_said(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    am_buf b = {0};
    fx_load(&g, HDR "\"current\":\"crimea\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"deck\":[15]}]}");
    fx_turn(&g, &rep);
    scy_report_render_text(&g, &rep, 0, &b);
    assert_non_null(strstr(b.data, "No star-tracker advance on this card"));
    am_buf_free(&b);
    fx_load(&g, HDR "\"current\":\"crimea\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"deck\":[3]}]}");
    fx_turn(&g, &rep);
    scy_report_render_text(&g, &rep, 0, &b);
    assert_null(strstr(b.data, "No star-tracker advance"));
    assert_non_null(strstr(b.data, "Star tracker: advance the token"));
    am_buf_free(&b);
}

/* Found playing (acceptance): a power gain at 16 said "Raise the Automa's power by 0 (to 16)". */
static void test_power_at_the_end_of_the_track_said(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    am_buf b = {0};
    fx_load(&g, HDR "\"current\":\"crimea\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"power\":16,\"stars\":{\"power\":1},\"deck\":[15]}]}");
    fx_turn(&g, &rep);
    scy_report_render_text(&g, &rep, 0, &b);
    assert_null(strstr(b.data, "by 0"));
    assert_non_null(strstr(b.data, "- The Automa's power stays at 16: the power track ends there."));
    am_buf_free(&b);
}

/* Undo says what to put back on the table, not the whole state. */
static void test_undo_as_table_instructions(void **st)
{
    (void)st;
    scy_game g, before;
    scy_report rep;
    fx_load(&g, HDR "\"current\":\"crimea\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"deck\":[9]}]}");
    before = g;
    fx_turn(&g, &rep);   /* card 9: a worker H4 -> G4, deploys, tracker */
    am_buf b = {0};
    scy_render_undo_text(&g, &before, &b);
    assert_non_null(strstr(b.data, "- Put card 9 back on the crimea Automa's deck"));
    assert_non_null(strstr(b.data, "- Move the crimea worker from the crimea home base back to its faction mat."));
    assert_non_null(strstr(b.data, "- Move the crimea star-tracker token back to space 0 from the start."));
    assert_null(strstr(b.data, "power 5"));  /* not a status dump */
    am_buf_free(&b);
    scy_render_undo_text(&g, &g, &b);
    assert_string_equal(b.data, "- Nothing to change on the table.\n");
    am_buf_free(&b);
}

/* The kinds a revealed trap token can show: the four of the faction mat, cards (the last one)
 * included; anything else is refused and changes nothing (found by the mutation pass). */
static void test_trap_reveal_kinds(void **st)
{
    (void)st;
    scy_game g, before;
    am_err e;
    fx_load(&g, HDR "\"current\":\"nordic\",\"options\":{\"combat\":\"companion\"},"
                    "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"A6\"},"
                    "{\"faction\":\"togawa\",\"type\":\"automa\",\"character\":\"togawa\",\"traps_left\":[\"coins\",\"cards\"]}],"
                    "\"board\":{\"traps\":[{\"territory\":\"B5\",\"armed\":true,\"kind\":\"power\"}]}}");
    int b5 = fx_pos("B5");
    before = g;
    assert_int_not_equal(scy_trap_reveal(&g, b5, SCY_TRAP_CARDS + 1, &e), AM_OK);
    assert_non_null(strstr(e.msg, "popularity, power, coins or cards"));
    assert_int_not_equal(scy_trap_reveal(&g, b5, -1, &e), AM_OK);
    assert_non_null(strstr(e.msg, "popularity, power, coins or cards"));
    assert_memory_equal(&g, &before, sizeof g);
    assert_int_equal(scy_trap_reveal(&g, b5, SCY_TRAP_CARDS, &e), AM_OK);
    assert_int_equal(g.trap_kind[b5], SCY_TRAP_CARDS);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_combat_commit_before_the_automa_card),
        cmocka_unit_test(test_committed_field_in_the_file),
        cmocka_unit_test(test_rest_of_turn_after_attack),
        cmocka_unit_test(test_no_flip_when_no_move),
        cmocka_unit_test(test_no_flip_when_nothing_to_deploy),
        cmocka_unit_test(test_ultimaszyna_factory_card_after_won_attack),
        cmocka_unit_test(test_all_moves_staying_takes_the_token),
        cmocka_unit_test(test_automa_springs_your_trap_says_what_it_loses),
        cmocka_unit_test(test_trap_reveal_companion),
        cmocka_unit_test(test_trap_reveal_kinds),
        cmocka_unit_test(test_no_tracker_advance_said),
        cmocka_unit_test(test_undo_as_table_instructions),
        cmocka_unit_test(test_power_at_the_end_of_the_track_said),
    };
    return cmocka_run_group_tests_name("scythe_table_flow", tests, NULL, NULL);
}
