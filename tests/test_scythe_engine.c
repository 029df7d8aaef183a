/*
 * The Scythe Automa turn engine against the rulebook (scythe-automa.en.txt), section by section.
 * Positions are written in the game-file format (docs/scythe-state.md) on the real board; the
 * expected answers were worked out by hand from board.txt (distances: hex steps, ruling R-SC-1).
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
#include "scythe/cards.h"

#define HDR "{\"format\":\"automa-scythe/1\",\"seed\":1,"

/* ---- Setup (rulebook "Setup", SC-1..SC-7) ---------------------------------------------- */
static void test_setup_per_rulebook(void **st)
{
    (void)st;
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    s.nplayers = 2;
    s.faction[0] = SCY_NORDIC;
    s.faction[1] = SCY_SAXONY;
    s.automa[1] = 1;
    s.level[1] = SCY_AUTOMASZYNA;
    s.seed = 99;
    scy_game g;
    am_err e;
    assert_int_equal(scy_game_new(&g, &s, &e), AM_OK);
    int a = fx_seat(&g, SCY_SAXONY), h = fx_seat(&g, SCY_NORDIC);
    const scy_player *p = &g.p[a];
    assert_int_equal(p->power, 1);          /* SC-2: Saxony mat: 1 power, 4 combat cards */
    assert_int_equal(p->combat_cards, 4);
    assert_int_equal(p->coins, 5);          /* SC-3 */
    assert_int_equal(p->popularity, 10);
    assert_int_equal(p->unit[SCY_U_CHARACTER], SCY_POS_HOME(SCY_SAXONY));  /* SC-4 */
    assert_int_equal(fx_count(&g, SCY_SAXONY, SCY_UK_WORKER, "F1"), 1);
    assert_int_equal(fx_count(&g, SCY_SAXONY, SCY_UK_WORKER, "G2"), 1);
    assert_int_equal(fx_count(&g, SCY_SAXONY, SCY_UK_WORKER, "mat"), 6);
    assert_int_equal(fx_count(&g, SCY_SAXONY, SCY_UK_MECH, "mat"), 4);
    assert_int_equal(p->stars, 0);
    assert_int_equal(p->tracker, 0);        /* SC-5: token on space I */
    assert_int_equal(p->level, SCY_AUTOMASZYNA);
    assert_int_equal(p->deck.ndraw, 19);    /* SC-6 */
    assert_int_equal(p->deck.ndiscard, 0);
    assert_int_equal(p->deck.ncombat, 0);
    assert_int_equal(p->scheme, 0);
    assert_int_equal(g.factory_cards_left, 3);  /* SC-1: 2-player set-up, 3 Factory cards */
    assert_int_equal(am_set_count(g.encounters), 11);
    assert_int_equal(g.current, h);         /* SC-7: the human takes the first turn */
    assert_int_equal(scy_game_check(&g, &e), AM_OK);
    /* IFA-1: an Albion or Togawa Automa starts with 4 flags / 4 traps (one of each) on its mat */
    scy_game g2;
    s.faction[1] = SCY_ALBION;
    assert_int_equal(scy_game_new(&g2, &s, &e), AM_OK);
    assert_int_equal(g2.p[fx_seat(&g2, SCY_ALBION)].flags_left, 4);
    s.faction[1] = SCY_TOGAWA;
    assert_int_equal(scy_game_new(&g2, &s, &e), AM_OK);
    assert_int_equal(am_set_count(g2.p[fx_seat(&g2, SCY_TOGAWA)].traps_left), 4);
    s.faction[1] = SCY_SAXONY;
    /* the shuffle depends on the seed */
    s.seed = 100;
    assert_int_equal(scy_game_new(&g2, &s, &e), AM_OK);
    assert_memory_not_equal(g.p[a].deck.draw, g2.p[a].deck.draw, 19);
}

/* ---- Move Worker (rulebook Example 3, built on the real map) ---------------------------- */
/* Saxony Automa past its no-water spaces: character F2, mech E2, workers G2 and E1. The worker
 * closest to the home base is G2. Valid: D1 D2 E2 F1 F2 F3 G2 G3 (E1 holds the other worker).
 * Neighbour counts without G2: E2 3, F1 3, D1 2, F2 2, D2 1, F3 1, G2 1, G3 1.
 * A Nordic mech on D2: with Riverwalk (forest, mountain) it reaches E2 (forest) across the
 * river, so E2 is excluded and F1 wins; without Riverwalk E2 and F1 tie at 3 and E2 is closer
 * to the Factory (3 against 4). D1 is excluded either way. */
#define EX3(ABIL)                                                                                  \
    HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\",\"mechs\":[\"D2\"]," \
        "\"workers\":[]," ABIL "},"                                                                \
        "{\"faction\":\"saxony\",\"type\":\"automa\",\"tracker\":5,\"character\":\"F2\",\"mechs\":[\"E2\"]," \
        "\"workers\":[\"G2\",\"E1\"],\"deck\":[3]}]}"

static void test_move_worker_example3_riverwalk(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, EX3("\"mech_abilities\":[\"Riverwalk\"]"));
    fx_turn(&g, &rep);
    assert_int_equal(rep.card, 3);
    const scy_move_report *m = fx_performed(&rep);
    assert_non_null(m);
    assert_int_equal(m->sym.kind, SCY_MV_WORKER);
    assert_int_equal(m->from, fx_pos("G2"));
    assert_int_equal(m->to, fx_pos("F1"));
    int ex = 0;
    assert_int_equal(fx_cand_value(m, "E2", &ex), 3);
    assert_true(ex);  /* in the neighbourhood of the human mech via Riverwalk */
    assert_int_equal(fx_cand_value(m, "F1", &ex), 3);
    assert_false(ex);
    assert_int_equal(fx_cand_value(m, "D1", &ex), 2);
    assert_true(ex);
    assert_int_equal(fx_cand_value(m, "E1", NULL), -999);  /* another Automa worker there */
    assert_int_equal(fx_cand_value(m, "D2", NULL), -999);  /* an enemy unit there */
    assert_int_equal(m->tiebreak, SCY_TB_NONE);
    assert_int_equal(fx_count(&g, SCY_SAXONY, SCY_UK_WORKER, "F1"), 1);
    assert_int_equal(fx_count(&g, SCY_SAXONY, SCY_UK_WORKER, "G2"), 0);
}

static void test_move_worker_example3_without_riverwalk(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, EX3("\"mech_abilities\":[]"));
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_non_null(m);
    assert_int_equal(m->to, fx_pos("E2"));   /* tie E2/F1 at 3: E2 is closer to the Factory */
    assert_int_equal(m->tiebreak, SCY_TB_FACTORY);
}

/* SC-15: the worker closest to the home base; equal distance → first in reading order. */
static void test_move_worker_selects_closest_then_reading_order(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* Saxony workers on F1 and G2 (both next to the base) and E1 (2 away): F1 comes first */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\",\"workers\":[]},"
                    "{\"faction\":\"saxony\",\"type\":\"automa\",\"character\":\"saxony\","
                    "\"workers\":[\"G2\",\"E1\",\"F1\"],\"deck\":[3]}]}");
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_non_null(m);
    assert_int_equal(m->from, fx_pos("F1"));
    assert_int_equal(m->unit_dist, 1);
    assert_true(m->unit_tie);
}

/* A worker on the home base (just deployed) is the closest unit of all (distance 0). */
static void test_move_worker_from_home_base_first(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\",\"workers\":[]},"
                    "{\"faction\":\"saxony\",\"type\":\"automa\",\"character\":\"saxony\","
                    "\"workers\":[\"F1\",\"G2\",\"saxony\"],\"deck\":[3]}]}");
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_non_null(m);
    assert_int_equal(m->from, SCY_POS_HOME(SCY_SAXONY));
    assert_int_equal(m->unit_dist, 0);
    /* water-restricted Saxony: F1 {F1,F2?,E2?..}; the only free territory next to its units is F2
     * (E1/E2 are across rivers from F1, G3 is a lake) */
    assert_int_equal(m->to, fx_pos("F2"));
}

/* Move Worker with no valid territory away from enemy combat units is not valid (our ruling
 * R-SC-5): the next symbol of the row is tried. */
static void test_move_worker_invalid_when_all_near_enemy(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* Crimea workers on G4 and H4 (restricted: G4-G5-H4 peninsula); a human mech on G5 covers
     * G4, G5 and H4, so every valid territory is next to an enemy combat unit. Card 9: the
     * [polania] bracket is skipped, Move Mech has no mech, Move Worker has no allowed destination. */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\",\"mechs\":[\"G5\"],\"workers\":[]},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"crimea\",\"workers\":[\"G4\",\"H4\"],\"deck\":[9]}]}");
    fx_turn(&g, &rep);
    assert_null(fx_performed(&rep));
    assert_int_equal(rep.nmoves, 3);
    assert_int_equal(rep.moves[0].result, SCY_SYM_SKIPPED_BRACKET);
    assert_int_equal(rep.moves[1].result, SCY_SYM_NO_UNIT);
    assert_int_equal(rep.moves[2].result, SCY_SYM_NO_TERRITORY);
    assert_int_equal(fx_count(&g, SCY_CRIMEA, SCY_UK_WORKER, "G4"), 1);
}

/* ---- Non-attacking Move Mech (rulebook Example 4, on the real map) ----------------------- */
/* Rusviet Automa past its no-water spaces with mechs on C4 and E6; a Polania character on D5.
 * E6 is the mech closest to the home base (3 against 4). Territories at distance 1 from D5 in
 * reach: C5 C6 D4 D6 E5 E6 → the Factory D4 wins the tie (distance 0 to the Factory). */
static void test_move_mech_example4_factory(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, HDR "\"players\":[{\"faction\":\"polania\",\"type\":\"human\",\"character\":\"D5\",\"workers\":[]},"
                    "{\"faction\":\"rusviet\",\"type\":\"automa\",\"tracker\":5,\"character\":\"rusviet\","
                    "\"mechs\":[\"C4\",\"E6\"],\"workers\":[\"C7\",\"D7\"],\"deck\":[10]}]}");
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_non_null(m);
    assert_int_equal(m->sym.kind, SCY_MV_MECH);
    assert_int_equal(m->from, fx_pos("E6"));
    assert_int_equal(m->unit_dist, 3);
    assert_int_equal(m->to, fx_pos("D4"));
    assert_int_equal(m->tiebreak, SCY_TB_FACTORY);
    assert_int_equal(fx_cand_value(m, "D4", NULL), 1);
    assert_int_equal(fx_cand_value(m, "E5", NULL), 1);  /* a lake: fine once water is unlocked */
    assert_int_equal(fx_cand_value(m, "B7", NULL), 3);
    assert_int_equal(fx_cand_value(m, "C4", NULL), -999);  /* the other mech's territory */
    /* the rest of the card: deploy (character is on the base, so a mech), power +2 */
    assert_int_equal(fx_count(&g, SCY_RUSVIET, SCY_UK_MECH, "rusviet"), 1);
    assert_int_equal(g.p[fx_seat(&g, SCY_RUSVIET)].power, 3 + 2);
}

/* SC-26: enemy combat units on home bases count only when none is on the board. */
static void test_move_character_home_base_enemies(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* Crimea character on G4 (restricted); card 16 S-I: Encounter/Factory has nothing in reach
     * (G5's token is across... G5 has a token: take a position where it is gone), then Move
     * Character toward the Nordic character, which sits on its home base: distance to the
     * Nordic base decides. */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\",\"workers\":[\"A5\"]},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"G4\",\"workers\":[\"H4\"],\"deck\":[16]}],"
                    "\"board\":{\"encounters\":[\"A4\",\"B2\"]}}");
    fx_turn(&g, &rep);
    assert_int_equal(rep.moves[0].sym.kind, SCY_MV_ENCOUNTER);
    assert_int_equal(rep.moves[0].result, SCY_SYM_NO_TERRITORY);
    const scy_move_report *m = fx_performed(&rep);
    assert_non_null(m);
    assert_int_equal(m->sym.kind, SCY_MV_CHARACTER);
    /* reach: G4 G5 H4 (H4 holds a worker: allowed for a combat unit); nearest the Nordic base (row -1): G4/G5 at 7 */
    int v4 = fx_cand_value(m, "G4", NULL), v5 = fx_cand_value(m, "G5", NULL), vh = fx_cand_value(m, "H4", NULL);
    assert_int_equal(v4, scy_board_distance(fx_pos("G4"), SCY_POS_HOME(SCY_NORDIC)));
    assert_int_equal(v5, scy_board_distance(fx_pos("G5"), SCY_POS_HOME(SCY_NORDIC)));
    assert_int_equal(vh, scy_board_distance(fx_pos("H4"), SCY_POS_HOME(SCY_NORDIC)));
    /* now a Nordic mech on the board: the base is ignored, the mech counts */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\",\"mechs\":[\"F7\"],\"workers\":[\"A5\"]},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"G4\",\"workers\":[\"H4\"],\"deck\":[16]}],"
                    "\"board\":{\"encounters\":[\"A4\",\"B2\"]}}");
    fx_turn(&g, &rep);
    m = fx_performed(&rep);
    assert_non_null(m);
    assert_int_equal(fx_cand_value(m, "G5", NULL), scy_board_distance(fx_pos("G5"), fx_pos("F7")));
    assert_int_equal(m->to, fx_pos("G5"));  /* G5 is 3 from F7, G4 and H4 are 4 */
}

/* ---- Encounter/Factory (SC-27, SC-28) ---------------------------------------------------- */
static void test_encounter_factory(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* Crimea character on its base, workers G4 H4 (restricted). The home base's neighbourhood
     * does not count for this action, G5 (a token) is in the workers' neighbourhoods: go there,
     * take the token. */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"crimea\",\"deck\":[14]}]}");
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_non_null(m);
    assert_int_equal(m->sym.kind, SCY_MV_ENCOUNTER);
    assert_int_equal(m->to, fx_pos("G5"));
    assert_false(am_set_has(g.encounters, fx_pos("G5")));
    assert_int_equal(g.p[fx_seat(&g, SCY_CRIMEA)].encounters, 1);
    assert_true(fx_has_event(&rep, SCY_EV_ENCOUNTER));
}

static void test_encounter_factory_blocked_by_mech_and_enemy(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* G5 holds an Automa mech: not a destination; the character then moves (Move Character). */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"crimea\",\"mechs\":[\"G5\"],\"deck\":[14]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(rep.moves[0].result, SCY_SYM_NO_TERRITORY);
    int ex = 0;
    assert_int_equal(fx_cand_value(&rep.moves[0], "G5", &ex), 0);
    assert_true(ex);
    assert_int_equal(fx_performed(&rep)->sym.kind, SCY_MV_CHARACTER);
}

static void test_factory_card_at_end_of_turn(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* Rusviet character on D5, water unlocked: the Factory is in its neighbourhood and it has
     * no Factory card: D4 (distance 0 to the Factory) beats the tokens in reach; a Factory card
     * is drawn at the end of the turn. */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"rusviet\",\"type\":\"automa\",\"tracker\":5,\"character\":\"D5\",\"deck\":[14]}]}");
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_int_equal(m->to, scy_factory);
    assert_int_equal(g.p[fx_seat(&g, SCY_RUSVIET)].factory_card, 1);
    assert_int_equal(g.factory_cards_left, 2);
    /* with a Factory card, the Factory is no longer a target */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"rusviet\",\"type\":\"automa\",\"tracker\":5,\"character\":\"D5\",\"factory_card\":true,\"deck\":[14]}]}");
    fx_turn(&g, &rep);
    m = fx_performed(&rep);
    assert_int_not_equal(m->to, scy_factory);
    assert_int_equal(fx_cand_value(&rep.moves[0], "D4", NULL), -999);
}

/* ---- Attacks (SC-29, SC-30) -------------------------------------------------------------- */
static void test_attack_worker_most_resources(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* Crimea (unlocked) card 19 S-I: Attack vs Worker. Its character on G4 reaches F3 and F4:
     * both hold a lone Nordic worker; F4 has 3 resources, F3 1: attack F4, resources removed,
     * the worker goes home. */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\",\"workers\":[\"F3\",\"F4\",\"A5\"]},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"tracker\":5,\"character\":\"G4\",\"deck\":[19]}],"
                    "\"board\":{\"resources\":{\"F4\":3,\"F3\":1}}}");
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_int_equal(m->sym.kind, SCY_MV_ATTACK_WORKER);
    assert_int_equal(m->to, fx_pos("F4"));
    assert_int_equal(fx_cand_value(m, "F4", NULL), 3);
    assert_int_equal(fx_cand_value(m, "F3", NULL), 1);
    assert_int_equal(g.resources[fx_pos("F4")], 0);
    assert_int_equal(g.resources[fx_pos("F3")], 1);
    assert_int_equal(fx_count(&g, SCY_NORDIC, SCY_UK_WORKER, "nordic"), 1);
    assert_int_equal(fx_count(&g, SCY_CRIMEA, SCY_UK_CHARACTER, "F4"), 1);
    assert_true(fx_has_event(&rep, SCY_EV_WORKERS_HOME));
}

static void test_attack_worker_not_where_combat_units(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* the worker on F4 is guarded by a Nordic mech: not valid; nothing else: Move Worker. */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\",\"mechs\":[\"F4\"],\"workers\":[\"F4\"]},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"tracker\":5,\"character\":\"G4\",\"deck\":[19]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(rep.moves[0].result, SCY_SYM_NO_TERRITORY);
    assert_int_equal(fx_performed(&rep)->sym.kind, SCY_MV_WORKER);
}

static void test_attack_combat_threshold_and_pending(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    am_err e;
    /* card 15 S-II: Attack combat unit if power >= 1. With 0 power the attack is not valid. */
    const char *pos0 = HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"F4\",\"mechs\":[\"F3\",\"F3\"]},"
                           "{\"faction\":\"crimea\",\"type\":\"automa\",\"tracker\":12,\"scheme\":2,\"stars\":{\"tracker\":1},"
                           "\"power\":%d,\"character\":\"G4\",\"deck\":[15]}],\"board\":{\"resources\":{\"F4\":2}}}";
    char buf[1024];
    snprintf(buf, sizeof buf, pos0, 0);
    fx_load(&g, buf);
    fx_turn(&g, &rep);
    assert_int_equal(rep.moves[0].result, SCY_SYM_LOW_POWER);
    assert_int_equal(g.pending.kind, SCY_PEND_NONE);
    /* With 1 power: attack F4 (1 enemy combat unit) rather than F3 (2 mechs). */
    snprintf(buf, sizeof buf, pos0, 1);
    fx_load(&g, buf);
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_int_equal(m->sym.kind, SCY_MV_ATTACK_COMBAT);
    assert_int_equal(m->to, fx_pos("F4"));
    assert_int_equal(fx_cand_value(m, "F3", NULL), 2);
    assert_int_equal(g.pending.kind, SCY_PEND_COMBAT);
    assert_int_equal(g.pending.territory, fx_pos("F4"));
    assert_int_equal(g.pending.attacker, fx_seat(&g, SCY_CRIMEA));
    assert_true(rep.waiting_combat);
    assert_true(g.turn.active);
    /* SC-43: resources go only if the Automa wins the combat, not on arrival */
    assert_int_equal(g.resources[fx_pos("F4")], 2);
    /* the turn waits for the combat: another turn is refused */
    assert_int_equal(scy_automa_turn(&g, &rep, &e), AM_ESTATE);
}

/* ---- Brackets (SC-21) and the later printing's Albion/Togawa brackets -------------------- */
static void test_faction_brackets(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* card 12 S-I: (nordic)move-worker / move-mech. A Nordic Automa moves a worker and does not
     * try Move Mech; a Crimea Automa ignores the bracket. */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"crimea\",\"type\":\"human\",\"character\":\"crimea\"},"
                    "{\"faction\":\"nordic\",\"type\":\"automa\",\"character\":\"nordic\",\"mechs\":[\"nordic\"],\"deck\":[12]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(rep.moves[0].result, SCY_SYM_PERFORMED);
    assert_int_equal(rep.moves[0].sym.kind, SCY_MV_WORKER);
    assert_int_equal(rep.moves[1].result, SCY_SYM_NOT_TRIED);
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"crimea\",\"mechs\":[\"crimea\"],\"deck\":[12]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(rep.moves[0].result, SCY_SYM_SKIPPED_BRACKET);
    assert_int_equal(rep.moves[1].result, SCY_SYM_PERFORMED);
    assert_int_equal(rep.moves[1].sym.kind, SCY_MV_MECH);
    /* gains: card 2 S-I (crimea)coin x1, coin x1: 2 coins for Crimea */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"crimea\",\"deck\":[2]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(g.p[fx_seat(&g, SCY_CRIMEA)].coins, 7);
}

static void test_ifa_brackets_option(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* card 18 S-I gain: (albion)deploy-worker x1, deploy-worker x1 → 2 workers for Albion,
     * 1 with the option off (first printing). */
    const char *j = HDR "\"options\":{\"ifa_brackets\":%s},"
                        "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                        "{\"faction\":\"albion\",\"type\":\"automa\",\"character\":\"albion\",\"deck\":[18]}]}";
    char buf[1024];
    snprintf(buf, sizeof buf, j, "true");
    fx_load(&g, buf);
    fx_turn(&g, &rep);
    assert_int_equal(fx_count(&g, SCY_ALBION, SCY_UK_WORKER, "albion"), 2);
    snprintf(buf, sizeof buf, j, "false");
    fx_load(&g, buf);
    fx_turn(&g, &rep);
    assert_int_equal(fx_count(&g, SCY_ALBION, SCY_UK_WORKER, "albion"), 1);
}

/* ---- Water restriction (SC-14) ----------------------------------------------------------- */
static void test_water_restriction_and_unlock(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* Polania worker alone on C2 next to lake B1 and across rivers from B2 and C3: restricted
     * (tracker 3 < 4 on the Automa tracker) it cannot use B1; after the unlock it can. */
    const char *j = HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                        "{\"faction\":\"polania\",\"type\":\"automa\",\"tracker\":%d,\"character\":\"mat\",\"workers\":[\"D1\"],\"deck\":[3]}]}";
    char buf[1024];
    snprintf(buf, sizeof buf, j, 3);
    fx_load(&g, buf);
    assert_true(scy_game_water_restricted(&g, fx_seat(&g, SCY_POLANIA)));
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_int_equal(fx_cand_value(m, "B1", NULL), -999);
    assert_int_equal(fx_cand_value(m, "E1", NULL), -999);  /* across the D1-E1 river */
    assert_true(fx_has_event(&rep, SCY_EV_WATER_UNLOCKED));  /* card 3 moves the token to space 4 */
    assert_false(scy_game_water_restricted(&g, fx_seat(&g, SCY_POLANIA)));
    snprintf(buf, sizeof buf, j, 4);
    fx_load(&g, buf);
    fx_turn(&g, &rep);
    m = fx_performed(&rep);
    assert_int_not_equal(fx_cand_value(m, "E1", NULL), -999);
    assert_int_not_equal(fx_cand_value(m, "D2", NULL), -999);
}

/* ---- Gains (SC-31..SC-33), recruit bonus (SC-34) ----------------------------------------- */
static void test_gains_deploy_and_power(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* card 10 S-I: deploy character-or-mech, power x2. Character on the mat comes back first. */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"power\":15,\"character\":\"mat\",\"deck\":[10]}]}");
    fx_turn(&g, &rep);
    int a = fx_seat(&g, SCY_CRIMEA);
    assert_int_equal(g.p[a].unit[SCY_U_CHARACTER], SCY_POS_HOME(SCY_CRIMEA));
    assert_int_equal(fx_count(&g, SCY_CRIMEA, SCY_UK_MECH, "mat"), 4);
    /* power capped at 16, the first time at 16 gives a star (SC-38) */
    assert_int_equal(g.p[a].power, 16);
    assert_int_equal(g.p[a].stars_power, 1);
    assert_int_equal(g.p[a].stars, 1);
    assert_true(fx_has_event(&rep, SCY_EV_STAR_POWER));
    /* again at 16: no second power star */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"power\":16,\"stars\":{\"power\":1},\"deck\":[10]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(g.p[a].stars, 1);
    assert_int_equal(fx_count(&g, SCY_CRIMEA, SCY_UK_MECH, "crimea"), 1);
}

static void test_deploy_nothing_left(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* card 3 S-II: move worker, power x2, deploy worker: every worker already out */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"tracker\":10,\"scheme\":2,\"stars\":{\"tracker\":1},"
                    "\"workers\":[\"G4\",\"G4\",\"G4\",\"G4\",\"H4\",\"H4\",\"H4\",\"H4\"],\"deck\":[3]}]}");
    fx_turn(&g, &rep);
    assert_true(fx_has_event(&rep, SCY_EV_DEPLOY_NONE));
    assert_int_equal(fx_count(&g, SCY_CRIMEA, SCY_UK_WORKER, "mat"), 0);
}

static void test_combat_card_gain_and_moves_before_gains(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* card 14 S-I: Encounter/Factory / Move Character; deploy worker, combat card. With every
     * worker on the mat and the character on the mat, no move is possible; the worker
     * deployed this turn does not move (SC-22). */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"mat\",\"workers\":[],\"deck\":[14]}]}");
    fx_turn(&g, &rep);
    assert_null(fx_performed(&rep));
    assert_int_equal(fx_count(&g, SCY_CRIMEA, SCY_UK_WORKER, "crimea"), 1);
    assert_int_equal(g.p[fx_seat(&g, SCY_CRIMEA)].combat_cards, 1);
}

static void test_recruit_bonus(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* card 1 S-I recruit bonus: power. The human with that recruit gains 1 power. */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\",\"power\":4,\"recruits\":[\"power\"]},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"deck\":[1]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(g.p[fx_seat(&g, SCY_NORDIC)].power, 5);
    /* without it: nothing, but the report says the bonus was there */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\",\"power\":4,\"recruits\":[\"coin\"]},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"deck\":[1]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(g.p[fx_seat(&g, SCY_NORDIC)].power, 4);
    assert_true(fx_has_event(&rep, SCY_EV_RECRUIT));
}

/* ---- Tracker, stars, scheme switch (SC-11, SC-35..SC-37) ---------------------------------- */
static void test_tracker_no_advance(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"tracker\":2,\"deck\":[15]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(g.p[fx_seat(&g, SCY_CRIMEA)].tracker, 2);  /* card 15: crossed star */
}

static void test_first_star_switches_scheme(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* Automa tracker: first star on space 9. Token on 8, card 3 advances it: a star, all 19
     * cards reshuffled into the deck, Scheme II from now on. */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"tracker\":8,\"deck\":[3],\"discard\":[5,6,7],\"combat_discard\":[8]}]}");
    fx_turn(&g, &rep);
    const scy_player *p = &g.p[fx_seat(&g, SCY_CRIMEA)];
    assert_int_equal(p->tracker, 9);
    assert_int_equal(p->stars_tracker, 1);
    assert_int_equal(p->scheme, 1);
    assert_int_equal(p->deck.ndraw, 19);
    assert_int_equal(p->deck.ndiscard, 0);
    assert_int_equal(p->deck.ncombat, 0);
    assert_true(fx_has_event(&rep, SCY_EV_SCHEME_SWITCH));
    /* the next card is read from Scheme II */
    g.current = (uint8_t)fx_seat(&g, SCY_CRIMEA);
    fx_turn(&g, &rep);
    assert_int_equal(rep.scheme, 1);
}

static void test_sixth_star_ends_mid_card(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* 5 stars (4 from the tracker at 19, 1 combat), power 15. Card 9 S-II gains: power x3 then
     * deploy worker. The power star is the sixth: the game ends before the deploy and the
     * tracker (SC-23). */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"tracker\":19,\"scheme\":2,"
                    "\"stars\":{\"tracker\":4,\"combat\":1},\"power\":15,\"deck\":[9]}]}");
    fx_turn(&g, &rep);
    const scy_player *p = &g.p[fx_seat(&g, SCY_CRIMEA)];
    assert_true(g.game_over);
    assert_true(rep.game_over);
    assert_int_equal(p->stars, SCY_STARS_END);
    assert_int_equal(p->tracker, 19);
    assert_int_equal(fx_count(&g, SCY_CRIMEA, SCY_UK_WORKER, "crimea"), 0);
    am_err e;
    assert_int_equal(scy_automa_turn(&g, &rep, &e), AM_ESTATE);
}

/* ---- Draw, skip, reshuffle (SC-8, SC-9, SC-12, SC-47) ------------------------------------- */
static void test_draw_goes_to_main_discard(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"deck\":[11,12]}]}");
    fx_turn(&g, &rep);
    const scy_player *p = &g.p[fx_seat(&g, SCY_CRIMEA)];
    assert_int_equal(rep.card, 11);
    assert_int_equal(p->deck.discard[p->deck.ndiscard - 1], 11);
    assert_int_equal(p->deck.draw[p->deck.ndraw - 1], 12);
    assert_int_equal(p->last_card, 11);
}

static void test_autometta_skip(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    const char *j = HDR "%s\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                        "{\"faction\":\"crimea\",\"type\":\"automa\",\"level\":\"%s\",\"tracker\":1,\"deck\":[7]}]}";
    char buf[1024];
    snprintf(buf, sizeof buf, j, "", "autometta");
    fx_load(&g, buf);
    fx_turn(&g, &rep);
    const scy_player *p = &g.p[fx_seat(&g, SCY_CRIMEA)];
    assert_true(rep.skipped);
    assert_int_equal(p->tracker, 1);  /* card 7 advances the tracker, but not when skipped */
    assert_int_equal(p->coins, 5);
    assert_int_equal(p->deck.ndiscard, 1);
    /* the Automa tracker: not skipped */
    snprintf(buf, sizeof buf, j, "", "automa");
    fx_load(&g, buf);
    fx_turn(&g, &rep);
    assert_false(rep.skipped);
    assert_int_equal(g.p[fx_seat(&g, SCY_CRIMEA)].tracker, 2);
    /* SC-47: skip option with the Automaszyna tracker */
    snprintf(buf, sizeof buf, j, "\"options\":{\"skip_turns\":true},", "automaszyna");
    fx_load(&g, buf);
    fx_turn(&g, &rep);
    assert_true(rep.skipped);
}

static void test_empty_deck_reshuffles(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"deck\":[],"
                    "\"discard\":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15],\"combat_discard\":[16,17,18,19]}]}");
    const scy_player *p = &g.p[fx_seat(&g, SCY_CRIMEA)];
    assert_int_equal(p->deck.ndraw, 0);
    fx_turn(&g, &rep);
    assert_true(rep.reshuffled);
    assert_int_equal(p->deck.ndraw, 18);
    assert_int_equal(p->deck.ndiscard, 1);
    assert_int_equal(p->deck.ncombat, 0);
}

/* ---- Difficulty options (SC-48..SC-53) --------------------------------------------------- */
static void test_coin_and_power_modifiers(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* card 17 S-I: coin x2. -2 → 0, never negative; card 2 S-I for Crimea: 2 coins - 2 → 0. */
    const char *j = HDR "\"options\":{\"coin_mod\":%d,\"power_mod\":%d},"
                        "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                        "{\"faction\":\"crimea\",\"type\":\"automa\",\"power\":5,\"deck\":[%d]}]}";
    char buf[1024];
    snprintf(buf, sizeof buf, j, 2, 0, 17);
    fx_load(&g, buf);
    fx_turn(&g, &rep);
    int a = fx_seat(&g, SCY_CRIMEA);
    assert_int_equal(g.p[a].coins, 5 + 2 + 2);
    snprintf(buf, sizeof buf, j, -2, 0, 17);
    fx_load(&g, buf);
    fx_turn(&g, &rep);
    assert_int_equal(g.p[a].coins, 5);
    /* card 3 S-I: power x3; -2 → 1; +1 → 4 */
    snprintf(buf, sizeof buf, j, 0, -2, 3);
    fx_load(&g, buf);
    fx_turn(&g, &rep);
    assert_int_equal(g.p[a].power, 6);
    snprintf(buf, sizeof buf, j, 0, 1, 3);
    fx_load(&g, buf);
    fx_turn(&g, &rep);
    assert_int_equal(g.p[a].power, 9);
}

static void test_flip_before_moving(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    am_err e;
    /* companion mode: the turn waits for the value of the flipped card */
    fx_load(&g, HDR "\"options\":{\"flip_move\":true},"
                    "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"deck\":[3]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(g.pending.kind, SCY_PEND_FLIP_MOVE);
    assert_int_equal(rep.nmoves, 0);
    /* a 5: no move, the rest of the card happens */
    assert_int_equal(scy_game_answer_flip(&g, 5, &rep, &e), AM_OK);
    assert_null(fx_performed(&rep));
    assert_true(fx_has_event(&rep, SCY_EV_FLIP_NO_MOVE));
    assert_int_equal(g.p[fx_seat(&g, SCY_CRIMEA)].power, 5 + 3);
    /* a 2: the move happens */
    fx_load(&g, HDR "\"options\":{\"flip_move\":true},"
                    "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"deck\":[3]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(scy_game_answer_flip(&g, 7, &rep, &e), AM_EUSAGE);  /* not a card value */
    assert_int_equal(scy_game_answer_flip(&g, 2, &rep, &e), AM_OK);
    assert_non_null(fx_performed(&rep));
}

static void test_flip_before_deploying_simulated(void **st)
{
    (void)st;
    /* simulated combat deck: only 5s left → every deploy is cancelled */
    scy_game g;
    scy_report rep;
    fx_load(&g, HDR "\"options\":{\"flip_deploy\":true,\"combat\":\"simulated\"},"
                    "\"combat_deck\":{\"deck\":[0,0,0,6],\"discard\":[16,12,8,0]},"
                    "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\",\"combat_cards\":0,\"combat_card_values\":[]},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"combat_cards\":0,\"combat_card_values\":[],\"deck\":[9]}]}");
    fx_turn(&g, &rep);
    assert_true(fx_has_event(&rep, SCY_EV_FLIP_NO_DEPLOY));
    assert_false(fx_has_event(&rep, SCY_EV_DEPLOY_WORKER));
    assert_int_equal(g.combat_discard[3], 2);
}

static void test_all_moves_option(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* card 14 S-I with all moves: Encounter/Factory to G5 (token taken at once), then Move
     * Character from G5 as well (SC-52). */
    fx_load(&g, HDR "\"options\":{\"all_moves\":true},"
                    "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"character\":\"crimea\",\"deck\":[14]}]}");
    fx_turn(&g, &rep);
    assert_int_equal(rep.moves[0].result, SCY_SYM_PERFORMED);
    assert_int_equal(rep.moves[0].to, fx_pos("G5"));
    assert_int_equal(rep.moves[1].result, SCY_SYM_PERFORMED);
    assert_int_equal(rep.moves[1].sym.kind, SCY_MV_CHARACTER);
    assert_false(am_set_has(g.encounters, fx_pos("G5")));
    assert_int_equal(g.p[fx_seat(&g, SCY_CRIMEA)].encounters, 1);
}

static void test_ultimaszyna(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* never water-restricted; +1 power and +1 coin when a card gives any (SC-53) */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"level\":\"ultimaszyna\",\"power\":5,\"deck\":[15]}]}");
    int a = fx_seat(&g, SCY_CRIMEA);
    assert_false(scy_game_water_restricted(&g, a));
    fx_turn(&g, &rep);
    /* card 15 S-I: power x3, coin x1 */
    assert_int_equal(g.p[a].power, 5 + 3 + 1);
    assert_int_equal(g.p[a].coins, 5 + 1 + 1);
    /* all valid moves: Encounter/Factory and Move Character both performed */
    assert_int_equal(rep.moves[0].result, SCY_SYM_PERFORMED);
    assert_int_equal(rep.moves[1].result, SCY_SYM_PERFORMED);
}

/* ---- Invaders from Afar ------------------------------------------------------------------- */
static void test_albion_flag_and_tunnel_restriction(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* Albion Automa (restricted): its character on A3 reaches A4 (token). Encounter/Factory →
     * A4, flag there (IFA-4). */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"crimea\",\"type\":\"human\",\"character\":\"crimea\"},"
                    "{\"faction\":\"albion\",\"type\":\"automa\",\"character\":\"A3\",\"deck\":[14]}]}");
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_int_equal(m->to, fx_pos("A4"));
    assert_int_equal(g.flag_owner[fx_pos("A4")], fx_seat(&g, SCY_ALBION));
    assert_int_equal(g.p[fx_seat(&g, SCY_ALBION)].flags_left, 3);
    assert_true(fx_has_event(&rep, SCY_EV_FLAG));
    /* tunnel restriction: from B2 the restricted neighbourhood excludes the tunnel C3 for an
     * Albion/Togawa Automa, not for the others */
    am_set n = scy_board_automa_neighbourhood(fx_pos("B2"), 1, 1);
    assert_false(am_set_has(n, fx_pos("C3")));
    assert_true(am_set_has(scy_board_automa_neighbourhood(fx_pos("B2"), 1, 0), fx_pos("C3")));
}

static void test_togawa_trap_and_rearm(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* Togawa Automa: Encounter/Factory to F6 (token, reachable from G7? its start G7/F7) */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"crimea\",\"type\":\"human\",\"character\":\"crimea\"},"
                    "{\"faction\":\"togawa\",\"type\":\"automa\",\"character\":\"togawa\",\"deck\":[14]}]}");
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_int_equal(m->sym.kind, SCY_MV_ENCOUNTER);
    int t = m->to;
    int a = fx_seat(&g, SCY_TOGAWA);
    assert_int_equal(g.trap_owner[t], a);
    assert_int_equal(g.trap_state[t], SCY_TRAP_ARMED);
    assert_int_equal(am_set_count(g.p[a].traps_left), 3);
    /* IFA-7: no encounter/Factory in reach, a disarmed trap far away → the character goes there
     * and re-arms it; of two, the one nearer an enemy unit */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"crimea\",\"type\":\"human\",\"character\":\"B2\",\"workers\":[]},"
                    "{\"faction\":\"togawa\",\"type\":\"automa\",\"character\":\"togawa\",\"workers\":[\"F7\"],\"traps_left\":[\"power\",\"coins\"]}],"
                    "\"board\":{\"encounters\":[\"A4\"],"
                    "\"traps\":[{\"territory\":\"C2\",\"armed\":false,\"kind\":\"cards\"},{\"territory\":\"A7\",\"armed\":false,\"kind\":\"popularity\"}]}}");
    fx_card_on_top(&g, fx_seat(&g, SCY_TOGAWA), 14);
    fx_turn(&g, &rep);
    m = fx_performed(&rep);
    assert_non_null(m);
    assert_true(m->rearm);
    assert_int_equal(m->to, fx_pos("C2"));  /* next to the Crimean character on B2 */
    assert_int_equal(g.trap_state[fx_pos("C2")], SCY_TRAP_ARMED);
}

static void test_trap_tiebreaker_and_penalty_against_togawa(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    /* IFA-9: a human Togawa; the Crimea worker's move ties G4/G5 on count and Factory distance
     * (see test_move_worker_selects...): an armed Togawa trap on G5 breaks the tie before reading
     * order; moving there springs it (IFA-8): the power trap costs 3 power. */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"togawa\",\"type\":\"human\",\"character\":\"togawa\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"power\":5,\"deck\":[3]}],"
                    "\"board\":{\"traps\":[{\"territory\":\"G5\",\"armed\":true,\"kind\":\"power\"}]}}");
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_int_equal(m->to, fx_pos("G5"));
    assert_int_equal(m->tiebreak, SCY_TB_TRAP);
    assert_int_equal(g.trap_state[fx_pos("G5")], SCY_TRAP_DISARMED);
    assert_int_equal(g.p[fx_seat(&g, SCY_CRIMEA)].power, 5 - 3 + 3);  /* trap, then card 3: +3 */
    assert_true(fx_has_event(&rep, SCY_EV_TRAP_TRIGGERED));
    /* the popularity trap: sprung, no effect on the Automa */
    fx_load(&g, HDR "\"players\":[{\"faction\":\"togawa\",\"type\":\"human\",\"character\":\"togawa\"},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\",\"deck\":[3]}],"
                    "\"board\":{\"traps\":[{\"territory\":\"G5\",\"armed\":true,\"kind\":\"popularity\"}]}}");
    fx_turn(&g, &rep);
    assert_int_equal(g.p[fx_seat(&g, SCY_CRIMEA)].popularity, 10);
    assert_int_equal(g.trap_state[fx_pos("G5")], SCY_TRAP_DISARMED);
}

/* IFA-10: nothing changes when the human plays Albion (its flags do not steer the Automa). */
static void test_human_albion_changes_nothing(void **st)
{
    (void)st;
    scy_game g1, g2;
    scy_report r1, r2;
    fx_load(&g1, HDR "\"players\":[{\"faction\":\"albion\",\"type\":\"human\",\"character\":\"E5\",\"workers\":[]},"
                     "{\"faction\":\"rusviet\",\"type\":\"automa\",\"tracker\":5,\"mechs\":[\"C7\"],\"deck\":[10]}],"
                     "\"board\":{\"flags\":[{\"territory\":\"D5\"}]}}");
    fx_load(&g2, HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"E5\",\"workers\":[]},"
                     "{\"faction\":\"rusviet\",\"type\":\"automa\",\"tracker\":5,\"mechs\":[\"C7\"],\"deck\":[10]}]}");
    fx_turn(&g1, &r1);
    fx_turn(&g2, &r2);
    assert_int_equal(fx_performed(&r1)->to, fx_performed(&r2)->to);
    assert_int_equal(fx_performed(&r1)->ncand, fx_performed(&r2)->ncand);
}

/* IFA-7 with two disarmed traps at the same distance from an enemy unit: the reading order
 * decides, and the report says a tie was broken (found by the mutation pass: with exactly two tied
 * traps the tie-break was never asked for). */
static void test_togawa_rearm_tie_of_two(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, HDR "\"players\":[{\"faction\":\"crimea\",\"type\":\"human\",\"character\":\"B2\",\"workers\":[]},"
                    "{\"faction\":\"togawa\",\"type\":\"automa\",\"character\":\"togawa\",\"workers\":[\"F7\"],\"traps_left\":[\"power\",\"coins\"]}],"
                    "\"board\":{\"encounters\":[\"A4\"],"
                    "\"traps\":[{\"territory\":\"C2\",\"armed\":false,\"kind\":\"cards\"},{\"territory\":\"A3\",\"armed\":false,\"kind\":\"popularity\"}]}}");
    fx_card_on_top(&g, fx_seat(&g, SCY_TOGAWA), 14);
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_non_null(m);
    assert_true(m->rearm);
    assert_int_equal(m->tiebreak, SCY_TB_READING);
    assert_int_equal(m->to, fx_pos("A3"));   /* row A is read before row C */
    assert_int_equal(g.trap_state[m->to], SCY_TRAP_ARMED);
}

/* Star trackers as data: the no-water column ("none" for Ultimaszyna, "0-N" for the others) and its
 * limit (the no-water spaces end before the first star at the latest); cards as data: at most
 * SCY_MAX_MOVES move alternatives (found by the mutation pass). */
static void test_trackers_and_cards_text_limits(void **st)
{
    (void)st;
    scy_tracker tr[SCY_NLEVELS];
    scy_trackers_default(tr);
    assert_int_equal(tr[SCY_ULTIMASZYNA].nowater, 0);
    assert_int_equal(tr[SCY_AUTOMETTA].nowater, 5);   /* "0-4" */
    assert_int_equal(tr[SCY_AUTOMA].nowater, 4);      /* "0-3" */
    static const char *const rest =
        "automa          22      4 4 4 4 4 2            0-3          9 14 17 19 20 21\n"
        "automaszyna     19      4 4 4 4 3              0-2          9 12 14 16 17 18\n"
        "ultimaszyna     18      4 4 4 4 2              none         8 11 13 15 16 17\n";
    char text[1024];
    am_err e;
    /* no-water spaces 0-9 end just before the first star (space 10): allowed; 0-10: refused */
    snprintf(text, sizeof text, "autometta 24 4 4 4 4 4 4 0-9 10 15 18 20 22 23\n%s", rest);
    assert_int_equal(scy_trackers_parse(text, tr, &e), AM_OK);
    assert_int_equal(tr[SCY_AUTOMETTA].nowater, 10);
    snprintf(text, sizeof text, "autometta 24 4 4 4 4 4 4 0-10 10 15 18 20 22 23\n%s", rest);
    assert_int_not_equal(scy_trackers_parse(text, tr, &e), AM_OK);
    /* card 3's Scheme I move with SCY_MAX_MOVES alternatives, then one more */
    static const char *const line = "  scheme-I   move    move-worker\n";
    const char *at = strstr(scy_cards_default_text, "card 3\n");
    assert_non_null(at);
    at = strstr(at, line);
    assert_non_null(at);
    size_t pre = (size_t)(at - scy_cards_default_text);
    for (int n = SCY_MAX_MOVES; n <= SCY_MAX_MOVES + 1; n++) {
        am_buf b = {0};
        am_buf_printf(&b, "%.*s  scheme-I   move    move-worker", (int)pre, scy_cards_default_text);
        for (int k = 1; k < n; k++) am_buf_puts(&b, " / move-worker");
        am_buf_printf(&b, "\n%s", at + strlen(line));
        scy_card *cards = calloc(SCY_NCARDS, sizeof *cards);
        assert_non_null(cards);
        int rc = scy_cards_parse(b.data, cards, &e);
        if (n == SCY_MAX_MOVES) {
            assert_int_equal(rc, AM_OK);
            assert_int_equal(cards[2].scheme[0].nmove, SCY_MAX_MOVES);
        } else {
            assert_int_not_equal(rc, AM_OK);
            assert_non_null(strstr(e.msg, "too many move symbols"));
        }
        free(cards);
        am_buf_free(&b);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup_per_rulebook),
        cmocka_unit_test(test_move_worker_example3_riverwalk),
        cmocka_unit_test(test_move_worker_example3_without_riverwalk),
        cmocka_unit_test(test_move_worker_selects_closest_then_reading_order),
        cmocka_unit_test(test_move_worker_from_home_base_first),
        cmocka_unit_test(test_move_worker_invalid_when_all_near_enemy),
        cmocka_unit_test(test_move_mech_example4_factory),
        cmocka_unit_test(test_move_character_home_base_enemies),
        cmocka_unit_test(test_encounter_factory),
        cmocka_unit_test(test_encounter_factory_blocked_by_mech_and_enemy),
        cmocka_unit_test(test_factory_card_at_end_of_turn),
        cmocka_unit_test(test_attack_worker_most_resources),
        cmocka_unit_test(test_attack_worker_not_where_combat_units),
        cmocka_unit_test(test_attack_combat_threshold_and_pending),
        cmocka_unit_test(test_faction_brackets),
        cmocka_unit_test(test_ifa_brackets_option),
        cmocka_unit_test(test_water_restriction_and_unlock),
        cmocka_unit_test(test_gains_deploy_and_power),
        cmocka_unit_test(test_deploy_nothing_left),
        cmocka_unit_test(test_combat_card_gain_and_moves_before_gains),
        cmocka_unit_test(test_recruit_bonus),
        cmocka_unit_test(test_tracker_no_advance),
        cmocka_unit_test(test_first_star_switches_scheme),
        cmocka_unit_test(test_sixth_star_ends_mid_card),
        cmocka_unit_test(test_draw_goes_to_main_discard),
        cmocka_unit_test(test_autometta_skip),
        cmocka_unit_test(test_empty_deck_reshuffles),
        cmocka_unit_test(test_coin_and_power_modifiers),
        cmocka_unit_test(test_flip_before_moving),
        cmocka_unit_test(test_flip_before_deploying_simulated),
        cmocka_unit_test(test_all_moves_option),
        cmocka_unit_test(test_ultimaszyna),
        cmocka_unit_test(test_trackers_and_cards_text_limits),
        cmocka_unit_test(test_albion_flag_and_tunnel_restriction),
        cmocka_unit_test(test_togawa_trap_and_rearm),
        cmocka_unit_test(test_togawa_rearm_tie_of_two),
        cmocka_unit_test(test_trap_tiebreaker_and_penalty_against_togawa),
        cmocka_unit_test(test_human_albion_changes_nothing),
    };
    return cmocka_run_group_tests_name("scythe_engine", tests, NULL, NULL);
}
