/* The human's whole side of the board (issue 13): structures (base game "Build" rules), the Mine
 * in every human neighbourhood, control by a structure alone, the six structure bonus tiles,
 * the stars the program places, player mats, Factory cards per player count, a combat between
 * two people, the game file. The rule each test guards is named in its comment (base game
 * sections as in data/scythe/base-game-rules.md; rulings R-SC-48..R-SC-55 of docs/rulings.md). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/scythe.h"
#include "automa/scythe_render.h"
#include "scythe/scythe_internal.h"
#include "support/scythe_fixture.h"

#define HDR "{\"format\":\"automa-scythe/1\",\"seed\":1,"

static int setup(scy_game *g)
{
    fx_new(g, SCY_NORDIC, SCY_CRIMEA, SCY_AUTOMA, SCY_COMBAT_SIMULATED, 31);
    int h = fx_human(g);
    g->current = (uint8_t)h;
    return h;
}

/* ---- Build (base game "Build": a territory you control with your worker; one structure per
 * territory; not a home base, not a lake; the Factory allowed; one of each) --------------- */
static void test_build_rules(void **st)
{
    (void)st;
    scy_game g, before;
    int h = setup(&g), a = fx_automa(&g);
    am_err e;
    g.p[h].unit[SCY_U_WORKER0] = (int8_t)fx_pos("A6");
    g.p[h].unit[SCY_U_WORKER0 + 1] = (int8_t)fx_pos("D4");
    g.p[h].unit[SCY_U_WORKER0 + 2] = (int8_t)fx_pos("C5");  /* a lake (only to reach the check) */
    g.p[h].unit[SCY_U_WORKER0 + 3] = (int8_t)fx_pos("E4");
    g.p[a].unit[SCY_U_CHARACTER] = (int8_t)fx_pos("E4");    /* another player's unit there */
    scy_game_sync_masks(&g);
    before = g;
    assert_int_equal(scy_human_build(&g, SCY_ST_MILL, fx_pos("B5"), &e), AM_ESTATE);  /* no worker */
    assert_non_null(strstr(e.msg, "no worker on B5"));
    assert_int_equal(scy_human_build(&g, SCY_ST_MILL, fx_pos("C5"), &e), AM_EUSAGE);  /* lake */
    assert_non_null(strstr(e.msg, "lake"));
    assert_int_equal(scy_human_build(&g, SCY_ST_MILL, SCY_POS_HOME(SCY_NORDIC), &e), AM_EUSAGE);
    assert_non_null(strstr(e.msg, "home base"));
    assert_int_equal(scy_human_build(&g, SCY_ST_MILL, fx_pos("E4"), &e), AM_ESTATE);  /* not controlled */
    assert_non_null(strstr(e.msg, "another player's units"));
    assert_int_equal(scy_human_build(&g, 7, fx_pos("A6"), &e), AM_EUSAGE);
    assert_memory_equal(&g, &before, sizeof g);
    /* the Factory is allowed */
    assert_int_equal(scy_human_build(&g, SCY_ST_MILL, fx_pos("D4"), &e), AM_OK);
    assert_int_equal(scy_structure_pos(&g, h, SCY_ST_MILL), fx_pos("D4"));
    before = g;
    assert_int_equal(scy_human_build(&g, SCY_ST_MILL, fx_pos("A6"), &e), AM_ESTATE);   /* one of each */
    assert_non_null(strstr(e.msg, "already on D4"));
    assert_int_equal(scy_human_build(&g, SCY_ST_MINE, fx_pos("D4"), &e), AM_ESTATE);   /* one per territory */
    assert_non_null(strstr(e.msg, "one per territory"));
    assert_memory_equal(&g, &before, sizeof g);
    /* not on the Automa's turn, not while a combat waits */
    g.current = (uint8_t)a;
    assert_int_equal(scy_human_build(&g, SCY_ST_MINE, fx_pos("A6"), &e), AM_ESTATE);
    g.current = (uint8_t)h;
    assert_int_equal(scy_human_build(&g, SCY_ST_MINE, fx_pos("A6"), &e), AM_OK);
    /* unbuild: a correction */
    assert_int_equal(scy_human_unbuild(&g, SCY_ST_MINE, &e), AM_OK);
    assert_int_equal(scy_structure_pos(&g, h, SCY_ST_MINE), -1);
    assert_int_equal(scy_human_unbuild(&g, SCY_ST_MINE, &e), AM_ESTATE);
}

/* ---- the Mine (base game: "your units move between the Mine's territory and any tunnel as if
 * adjacent"; data/scythe/factions.txt: your own Mine counts as a tunnel for your units only) */
static void test_mine_in_human_neighbourhood_and_moves(void **st)
{
    (void)st;
    scy_game g;
    int h = setup(&g), a = fx_automa(&g);
    am_err e;
    g.p[h].unit[SCY_U_WORKER0] = (int8_t)fx_pos("A6");
    g.p[h].unit[SCY_U_MECH0] = (int8_t)fx_pos("F4");  /* on a tunnel */
    scy_game_sync_masks(&g);
    am_set before_w = scy_human_neighbourhood(&g, h, SCY_U_WORKER0);
    am_set before_m = scy_human_neighbourhood(&g, h, SCY_U_MECH0);
    assert_false(am_set_has(before_w, fx_pos("C6")));
    assert_false(am_set_has(before_m, fx_pos("A6")));
    assert_int_equal(scy_human_move(&g, SCY_UT_WORKER, fx_pos("A6"), fx_pos("C6"), NULL, &e), AM_ESTATE);
    assert_int_equal(scy_human_build(&g, SCY_ST_MINE, fx_pos("A6"), &e), AM_OK);
    /* from the Mine every tunnel; from a tunnel the Mine */
    am_set w = scy_human_neighbourhood(&g, h, SCY_U_WORKER0);
    assert_true((w & scy_mask_tunnel) == scy_mask_tunnel);
    assert_true(am_set_has(scy_human_neighbourhood(&g, h, SCY_U_MECH0), fx_pos("A6")));
    /* the web page's reach and the move validation use it */
    assert_true(am_set_has(scy_human_destinations(&g, h, SCY_U_MECH0), fx_pos("A6")));
    assert_int_equal(scy_human_move(&g, SCY_UT_WORKER, fx_pos("A6"), fx_pos("C6"), NULL, &e), AM_OK);
    /* another player's units do not use your Mine */
    g.p[a].unit[SCY_U_CHARACTER] = (int8_t)fx_pos("E3");
    scy_game_sync_masks(&g);
    am_set an = scy_unit_neighbourhood(&g, a, SCY_U_CHARACTER);
    assert_false(am_set_has(an, fx_pos("A6")));
    /* the Automa's "neighbourhood of enemy combat units" now holds the Mine's territory */
    assert_true(am_set_has(scy_enemy_combat_reach(&g, a), fx_pos("A6")));
}

/* The Mine in Underpass (Saxony) and Burrow (Albion): factions.txt "Saxony's own Mine",
 * "Albion's own Mine counts as a tunnel". */
static void test_mine_underpass_burrow(void **st)
{
    (void)st;
    scy_game g;
    fx_new(&g, SCY_SAXONY, SCY_CRIMEA, SCY_AUTOMA, SCY_COMBAT_SIMULATED, 3);
    int h = fx_human(&g);
    g.current = (uint8_t)h;
    am_err e;
    g.p[h].unit[SCY_U_WORKER0] = (int8_t)fx_pos("F2");
    scy_game_sync_masks(&g);
    assert_int_equal(scy_human_build(&g, SCY_ST_MINE, fx_pos("F2"), &e), AM_OK);
    g.p[h].mech_abilities = 1u << 1;  /* Underpass */
    g.p[h].unit[SCY_U_MECH0] = (int8_t)fx_pos("B5");  /* a mountain */
    g.p[h].unit[SCY_U_WORKER0 + 1] = (int8_t)fx_pos("B5");
    scy_game_sync_masks(&g);
    am_set n = scy_human_neighbourhood(&g, h, SCY_U_MECH0);
    assert_true(am_set_has(n, fx_pos("F2")));  /* mountain -> Mine */
    g.p[h].structure[SCY_ST_MINE] = 0;
    assert_false(am_set_has(scy_human_neighbourhood(&g, h, SCY_U_MECH0), fx_pos("F2")));

    fx_new(&g, SCY_ALBION, SCY_CRIMEA, SCY_AUTOMA, SCY_COMBAT_SIMULATED, 3);
    h = fx_human(&g);
    g.current = (uint8_t)h;
    g.p[h].mech_abilities = 1u << 0;  /* Burrow: cross a river from or to a tunnel */
    g.p[h].unit[SCY_U_MECH0] = (int8_t)fx_pos("A5");
    scy_game_sync_masks(&g);
    assert_false(am_set_has(scy_human_neighbourhood(&g, h, SCY_U_MECH0), fx_pos("A4")));  /* A4~A5 river */
    g.p[h].unit[SCY_U_WORKER0] = (int8_t)fx_pos("A5");
    scy_game_sync_masks(&g);
    assert_int_equal(scy_human_build(&g, SCY_ST_MINE, fx_pos("A5"), &e), AM_OK);
    assert_true(am_set_has(scy_human_neighbourhood(&g, h, SCY_U_MECH0), fx_pos("A4")));
}

/* An Automa decision that changes with the Mine: rulebook Example 3 (Move Worker, "not in the
 * neighborhood of enemy combat units"), a Nordic mech on the tunnel C3 and a Nordic Mine on E2:
 * without the Mine the Saxony worker goes to E2; with it E2 is in the mech's neighbourhood
 * (tunnel -> Mine), excluded, and the worker goes to F1. */
#define MINE_EX(STRUCT)                                                                                             \
    HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"nordic\",\"mechs\":[\"C3\"],"    \
        "\"workers\":[]" STRUCT "},"                                                                                 \
        "{\"faction\":\"saxony\",\"type\":\"automa\",\"tracker\":5,\"character\":\"F2\",\"mechs\":[\"E2\"],"         \
        "\"workers\":[\"G2\",\"E1\"],\"deck\":[3]}]}"

static void test_automa_move_worker_changes_with_mine(void **st)
{
    (void)st;
    scy_game g;
    scy_report rep;
    fx_load(&g, MINE_EX(""));
    fx_turn(&g, &rep);
    const scy_move_report *m = fx_performed(&rep);
    assert_non_null(m);
    assert_int_equal(m->sym.kind, SCY_MV_WORKER);
    assert_int_equal(m->to, fx_pos("E2"));
    int ex = 1;
    fx_cand_value(m, "E2", &ex);
    assert_false(ex);

    fx_load(&g, MINE_EX(",\"structures\":{\"mine\":\"E2\"}"));
    fx_turn(&g, &rep);
    m = fx_performed(&rep);
    assert_non_null(m);
    assert_int_equal(m->to, fx_pos("F1"));
    fx_cand_value(m, "E2", &ex);
    assert_true(ex);
}

/* ---- control (base rules §2: your structure with no enemy unit is yours; an opponent's unit
 * on it makes it theirs; IFA: structure + trap -> the structure's owner) -------------------- */
static void test_control_by_structure(void **st)
{
    (void)st;
    scy_game g;
    int h = setup(&g), a = fx_automa(&g);
    g.p[h].structure[SCY_ST_MILL] = (uint8_t)(fx_pos("B5") + 1);
    assert_true(am_set_has(scy_score_control(&g, h), fx_pos("B5")));
    scy_score_sheet s;
    scy_score(&g, &s);
    assert_int_equal(s.line[h].territories, 1);
    assert_int_equal(s.line[h].units, 1);  /* tie-breaker 1: workers + mechs + structures */
    g.p[a].unit[SCY_U_WORKER0] = (int8_t)fx_pos("B5");
    scy_game_sync_masks(&g);
    assert_false(am_set_has(scy_score_control(&g, h), fx_pos("B5")));
    assert_true(am_set_has(scy_score_control(&g, a), fx_pos("B5")));
    g.p[a].unit[SCY_U_WORKER0] = SCY_POS_MAT;
    scy_game_sync_masks(&g);
    /* a Togawa trap with another player's structure: the structure's owner */
    fx_new(&g, SCY_NORDIC, SCY_TOGAWA, SCY_AUTOMA, SCY_COMBAT_SIMULATED, 5);
    h = fx_human(&g);
    a = fx_automa(&g);
    g.p[h].structure[SCY_ST_MINE] = (uint8_t)(fx_pos("C4") + 1);
    g.trap_owner[fx_pos("C4")] = (int8_t)a;
    g.trap_state[fx_pos("C4")] = SCY_TRAP_ARMED;
    assert_true(am_set_has(scy_score_control(&g, h), fx_pos("C4")));
    assert_false(am_set_has(scy_score_control(&g, a), fx_pos("C4")));
}

/* ---- the six structure bonus tiles (base-game-rules.md §4 table) ---------------------------- */
static void put(scy_game *g, int h, int kind, const char *t)
{
    g->p[h].structure[kind] = (uint8_t)(fx_pos(t) + 1);
}

static int bonus(scy_game *g, int h, int tile, int *count)
{
    g->structure_tile = (uint8_t)tile;
    return scy_structure_bonus(g, h, count);
}

static void test_bonus_tiles(void **st)
{
    (void)st;
    scy_game g;
    int h = setup(&g), n;
    /* D4 touches C4 C5 D3 D5 E4 E5; E4 touches D3 D4 E3 E5 F3 F4 */
    put(&g, h, SCY_ST_MILL, "D4");
    put(&g, h, SCY_ST_ARMORY, "E4");
    assert_int_equal(bonus(&g, h, SCY_TILE_TUNNELS_ADJACENT, &n), 4);   /* E3, F4 */
    assert_int_equal(n, 2);
    assert_int_equal(bonus(&g, h, SCY_TILE_LAKES_ADJACENT, &n), 4);     /* C5, D3, E5 (each once) */
    assert_int_equal(n, 3);
    assert_int_equal(bonus(&g, h, SCY_TILE_ENCOUNTERS_ADJACENT, &n), 2); /* F3 */
    assert_int_equal(n, 1);
    assert_int_equal(bonus(&g, h, SCY_TILE_ON_TUNNELS, &n), 0);
    assert_int_equal(bonus(&g, h, SCY_TILE_IN_A_ROW, &n), 4);           /* D4-E4 */
    assert_int_equal(n, 2);
    assert_int_equal(bonus(&g, h, SCY_TILE_FARMS_TUNDRAS, &n), 2);      /* E4 tundra */
    /* E2 E3 E4 in a row, the Mine on the tunnel F4 */
    memset(g.p[h].structure, 0, sizeof g.p[h].structure);
    put(&g, h, SCY_ST_MILL, "E2");
    put(&g, h, SCY_ST_ARMORY, "E3");
    put(&g, h, SCY_ST_MONUMENT, "E4");
    put(&g, h, SCY_ST_MINE, "F4");
    assert_int_equal(bonus(&g, h, SCY_TILE_IN_A_ROW, &n), 6);
    assert_int_equal(n, 3);
    assert_int_equal(bonus(&g, h, SCY_TILE_ON_TUNNELS, &n), 4);         /* E3, F4 (printed tunnels) */
    assert_int_equal(bonus(&g, h, SCY_TILE_FARMS_TUNDRAS, &n), 6);      /* E3 farm, E4 F4 tundra */
    /* the Mine is not a tunnel: a Mine on the mountain D5 counts nothing on "on-tunnels" */
    memset(g.p[h].structure, 0, sizeof g.p[h].structure);
    put(&g, h, SCY_ST_MINE, "D5");
    assert_int_equal(bonus(&g, h, SCY_TILE_ON_TUNNELS, &n), 0);
    assert_int_equal(bonus(&g, h, SCY_TILE_TUNNELS_ADJACENT, &n), 4);   /* C6, E6 */
    /* a tile the program does not know: the coins entered by hand */
    g.p[h].structure_bonus = 5;
    assert_int_equal(bonus(&g, h, SCY_TILE_MANUAL, &n), 5);
    assert_int_equal(n, -1);
    /* the score sheet takes it; structures on territories no longer controlled still count */
    g.p[fx_automa(&g)].unit[SCY_U_WORKER0] = (int8_t)fx_pos("D5");
    scy_game_sync_masks(&g);
    g.structure_tile = SCY_TILE_TUNNELS_ADJACENT;
    scy_score_sheet s;
    scy_score(&g, &s);
    assert_int_equal(s.line[h].structure, 4);
    assert_int_equal(s.line[fx_automa(&g)].structure, 0);
}

/* The hex steps of the "in a row" tile follow the board's adjacency. */
static void test_hex_steps_match_board(void **st)
{
    (void)st;
    for (int t = 0; t < SCY_NTERR; t++) {
        am_set m = AM_SET_EMPTY;
        for (int d = 0; d < 6; d++) {
            int u = scy_hex_step(t, d);
            if (u >= 0) m = am_set_add(m, u);
        }
        assert_true(m == scy_adj[t]);
    }
}

/* ---- stars the program places (base rules §5: all 4 structures, all 4 mechs, all 8 workers,
 * 16 power; each once, never lost) ------------------------------------------------------------ */
static void test_automatic_stars(void **st)
{
    (void)st;
    scy_game g;
    int h = setup(&g);
    am_err e;
    const char *terr[4] = {"A6", "B5", "B6", "C6"};
    for (int k = 0; k < 4; k++) g.p[h].unit[SCY_U_WORKER0 + k] = (int8_t)fx_pos(terr[k]);
    scy_game_sync_masks(&g);
    for (int k = 0; k < 3; k++) assert_int_equal(scy_human_build(&g, k, fx_pos(terr[k]), &e), AM_OK);
    assert_int_equal(g.p[h].stars, 0);
    assert_int_equal(scy_human_build(&g, SCY_ST_MINE, fx_pos("C6"), &e), AM_OK);
    assert_int_equal(g.p[h].stars, 1);
    assert_true(g.p[h].auto_stars & (1u << SCY_AS_STRUCTURES));
    /* unbuild (a correction) takes it back; building again places it again, once */
    assert_int_equal(scy_human_unbuild(&g, SCY_ST_MINE, &e), AM_OK);
    assert_int_equal(g.p[h].stars, 0);
    assert_int_equal(scy_human_build(&g, SCY_ST_MINE, fx_pos("C6"), &e), AM_OK);
    assert_int_equal(g.p[h].stars, 1);
    /* 16 power: once, whatever happens to power afterwards */
    assert_int_equal(scy_human_set(&g, SCY_STAT_POWER, 16, &e), AM_OK);
    assert_int_equal(g.p[h].stars, 2);
    assert_int_equal(scy_human_set(&g, SCY_STAT_POWER, 10, &e), AM_OK);
    assert_int_equal(scy_human_set(&g, SCY_STAT_POWER, 16, &e), AM_OK);
    assert_int_equal(g.p[h].stars, 2);
    /* all 4 mechs */
    for (int k = 0; k < 4; k++) assert_int_equal(scy_human_deploy(&g, SCY_UT_MECH, fx_pos("A6"), &e), AM_OK);
    assert_int_equal(g.p[h].stars, 3);
    /* all 8 workers in play */
    for (int k = 0; k < 4; k++) assert_int_equal(scy_human_deploy(&g, SCY_UT_WORKER, fx_pos("A6"), &e), AM_OK);
    assert_int_equal(g.p[h].stars, 4);
    assert_int_equal(g.p[h].auto_stars, 0x0f);
    /* the player corrects the stars down by hand: the file still saves and loads, and the program
     * does not place those stars again */
    assert_int_equal(scy_human_set(&g, SCY_STAT_STARS, 0, &e), AM_OK);
    am_buf b = {0};
    scy_game g3;
    scy_game_to_json(&g, &b);
    assert_int_equal(scy_game_from_json(&g3, b.data, &e), AM_OK);
    am_buf_free(&b);
    assert_int_equal(scy_human_set(&g3, SCY_STAT_POWER, 16, &e), AM_OK);
    assert_int_equal(g3.p[fx_seat(&g3, SCY_NORDIC)].stars, 0);
    /* the sixth star ends the game */
    scy_game g2;
    h = setup(&g2);
    g2.p[h].stars = 5;
    assert_int_equal(scy_human_set(&g2, SCY_STAT_POWER, 16, &e), AM_OK);
    assert_int_equal(g2.p[h].stars, SCY_STARS_END);
    assert_true(g2.game_over);
}

/* An older file without "auto_stars": the stars already earned were counted by the player, so the
 * program never places them again. */
static void test_old_file_stars_not_placed_twice(void **st)
{
    (void)st;
    scy_game g;
    fx_load(&g, HDR "\"current\":\"nordic\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"stars\":1,"
                    "\"mechs\":[\"A6\",\"A6\",\"A6\",\"A6\"],\"workers\":[\"A6\"]},"
                    "{\"faction\":\"crimea\",\"type\":\"automa\"}]}");
    int h = fx_seat(&g, SCY_NORDIC);
    am_err e;
    assert_int_equal(g.p[h].auto_stars, 1u << SCY_AS_MECHS);
    assert_int_equal(scy_human_deploy(&g, SCY_UT_WORKER, fx_pos("A6"), &e), AM_OK);
    assert_int_equal(g.p[h].stars, 1);
}

/* ---- player mats (base game setup; data/scythe/player-mats.txt) ----------------------------- */
static void test_player_mats(void **st)
{
    (void)st;
    static const struct { const char *name; int pop, coins; } want[] = {
        {"industrial", 2, 4}, {"engineering", 2, 5}, {"2A", 3, 4}, {"patriotic", 2, 6},
        {"3a", 3, 5}, {"mechanical", 3, 6}, {"5", 4, 7}};
    am_err e;
    for (int k = 0; k < 7; k++) {
        scy_game g;
        int h = setup(&g);
        g.turns = 0;
        int m = scy_mat_parse(want[k].name);
        assert_int_equal(m, k);
        assert_int_equal(scy_game_set_player_mat(&g, h, m, &e), AM_OK);
        assert_int_equal(g.p[h].popularity, want[k].pop);
        assert_int_equal(g.p[h].coins, want[k].coins);
    }
    scy_game g;
    int h = setup(&g);
    assert_int_equal(scy_mat_parse("bogus"), -1);
    assert_int_equal(scy_game_set_player_mat(&g, fx_automa(&g), 0, &e), AM_EUSAGE);
    g.turns = 3;
    assert_int_equal(scy_game_set_player_mat(&g, h, 0, &e), AM_ESTATE);
}

/* ---- Factory cards (base game: the number of players + 1; SC-1: 3 with two players) --------- */
static void test_factory_cards_per_player_count(void **st)
{
    (void)st;
    for (int n = 2; n <= 5; n++) {
        scy_setup s;
        memset(&s, 0, sizeof s);
        scy_options_default(&s.opt);
        s.nplayers = (uint8_t)n;
        for (int i = 0; i < n; i++) s.faction[i] = (uint8_t)i;
        s.automa[1] = 1;
        scy_game g;
        am_err e;
        assert_int_equal(scy_game_new(&g, &s, &e), AM_OK);
        assert_int_equal(g.factory_cards_left, n + 1);
    }
}

/* ---- a combat between two people (base rules §1, recorded: winner, retreats, popularity, the
 * loser's card, the combat star) ---------------------------------------------------------------- */
static void test_human_vs_human_combat(void **st)
{
    (void)st;
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    s.nplayers = 3;
    s.faction[0] = SCY_NORDIC;
    s.faction[1] = SCY_RUSVIET;
    s.faction[2] = SCY_CRIMEA;
    s.automa[2] = 1;
    scy_game g;
    am_err e;
    assert_int_equal(scy_game_new(&g, &s, &e), AM_OK);
    int n = fx_seat(&g, SCY_NORDIC), r = fx_seat(&g, SCY_RUSVIET);
    g.current = (uint8_t)n;
    g.p[n].unit[SCY_U_CHARACTER] = (int8_t)fx_pos("B5");
    g.p[r].unit[SCY_U_MECH0] = (int8_t)fx_pos("B6");
    g.p[r].unit[SCY_U_WORKER0] = (int8_t)fx_pos("B6");
    g.p[r].unit[SCY_U_WORKER0 + 1] = (int8_t)fx_pos("B6");
    scy_game_sync_masks(&g);
    g.p[n].popularity = 5;
    g.p[n].power = 5;
    g.p[r].power = 4;
    g.p[n].combat_cards = 1;
    g.p[r].combat_cards = 1;
    scy_human_report hr;
    /* B5-B6 is across a river: Riverwalk (forest, mountain) does not reach the farm B6; A6-B6 also a
     * river; use the character on C6 instead (C6-B6 no river) */
    g.p[n].unit[SCY_U_CHARACTER] = (int8_t)fx_pos("C6");
    scy_game_sync_masks(&g);
    assert_int_equal(scy_human_move(&g, SCY_UT_CHARACTER, fx_pos("C6"), fx_pos("B6"), &hr, &e), AM_OK);
    assert_true(hr.combat);
    assert_int_equal(g.pending.attacker, n);
    assert_int_equal(g.pending.defender, r);
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    in.side[0].power = 4;
    in.side[0].ncards = 1;
    in.side[0].cards[0] = 3;
    in.side[1].power = 2;
    scy_combat_report cr;
    assert_int_equal(scy_combat_resolve(&g, &in, &cr, NULL, &e), AM_OK);
    assert_int_equal(cr.winner, 0);
    assert_int_equal(g.p[n].power, 1);
    assert_int_equal(g.p[r].power, 2);
    assert_int_equal(g.p[r].unit[SCY_U_MECH0], SCY_POS_HOME(SCY_RUSVIET));   /* retreat home */
    assert_int_equal(g.p[r].unit[SCY_U_WORKER0], SCY_POS_HOME(SCY_RUSVIET));
    assert_int_equal(g.p[n].popularity, 3);    /* 2 workers forced home */
    assert_int_equal(g.p[r].combat_cards, 2);  /* revealed power: a card */
    assert_int_equal(g.p[n].stars, 1);
    assert_int_equal(g.p[n].stars_combat, 1);
    assert_int_equal(cr.resources, SCY_RES_NOTHING);
    assert_int_equal(g.pending.kind, SCY_PEND_NONE);
}

/* ---- the game file (docs/scythe-state.md) ------------------------------------------------------ */
#define P2(H) HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\"" H "},{\"faction\":\"crimea\",\"type\":\"automa\"}]}"

static void refused(const char *json, const char *what)
{
    scy_game g;
    am_err e;
    assert_int_equal(scy_game_from_json(&g, json, &e), AM_EDATA);
    if (!strstr(e.msg, what)) fail_msg("expected '%s' in: %s", what, e.msg);
}

static void test_game_file_roundtrip_and_refusals(void **st)
{
    (void)st;
    scy_game g, g2;
    am_err e;
    const char *ok = HDR "\"structure_tile\":\"in-a-row\",\"players\":[{\"faction\":\"nordic\",\"type\":\"human\","
                         "\"structures\":{\"mine\":\"F3\",\"mill\":\"D4\"},\"player_mat\":\"militant\"},"
                         "{\"faction\":\"crimea\",\"type\":\"automa\"}]}";
    assert_int_equal(scy_game_from_json(&g, ok, &e), AM_OK);
    int h = fx_seat(&g, SCY_NORDIC);
    assert_int_equal(scy_structure_pos(&g, h, SCY_ST_MINE), fx_pos("F3"));
    assert_int_equal(g.p[h].player_mat, SCY_MAT_MILITANT + 1);
    assert_int_equal(g.structure_tile, SCY_TILE_IN_A_ROW);
    am_buf b = {0};
    scy_game_to_json(&g, &b);
    assert_int_equal(scy_game_from_json(&g2, b.data, &e), AM_OK);
    am_buf_free(&b);
    assert_memory_equal(g.p[h].structure, g2.p[h].structure, sizeof g.p[h].structure);
    assert_int_equal(g2.structure_tile, SCY_TILE_IN_A_ROW);
    /* an old file: no structures, the manual tile */
    assert_int_equal(scy_game_from_json(&g, P2(""), &e), AM_OK);
    assert_int_equal(scy_structures_mask(&g, fx_seat(&g, SCY_NORDIC)), AM_SET_EMPTY);
    assert_int_equal(g.structure_tile, SCY_TILE_MANUAL);
    /* refused, naming the JSON path */
    refused(P2(",\"structures\":{\"mine\":\"F3\",\"mine\":\"C2\"}"), "mine");         /* two Mines */
    refused(P2(",\"structures\":{\"mine\":\"C5\"}"), "players[0].structures.mine: C5 is a lake");
    refused(P2(",\"structures\":{\"mine\":\"nordic\"}"), "players[0].structures.mine: a home base");
    refused(P2(",\"structures\":{\"mine\":\"F3\",\"mill\":\"F3\"}"), "one per territory");
    refused(P2(",\"structures\":{\"tower\":\"F3\"}"), "tower");
    refused(HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\"},{\"faction\":\"crimea\",\"type\":\"automa\","
                "\"structures\":{\"mine\":\"F3\"}}]}",
            "players[1].structures: only for human players");
    refused(HDR "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\",\"structures\":{\"mine\":\"F3\"}},"
                "{\"faction\":\"rusviet\",\"type\":\"human\",\"structures\":{\"mill\":\"F3\"}},"
                "{\"faction\":\"crimea\",\"type\":\"automa\"}]}",
            "players[1].structures.mill: F3 already holds a structure of nordic");
    refused(P2(",\"player_mat\":\"golden\""), "players[0].player_mat");
    refused(HDR "\"structure_tile\":\"best\"," "\"players\":[{\"faction\":\"nordic\",\"type\":\"human\"},"
                "{\"faction\":\"crimea\",\"type\":\"automa\"}]}",
            "structure_tile");
    refused(P2(",\"auto_stars\":[\"mechs\",\"mechs\"]"), "players[0].auto_stars[1]: mechs is listed twice");
    refused(P2(",\"auto_stars\":[\"objective\"]"), "players[0].auto_stars[0]");
}

/* The tables carried in the program agree with data/scythe/player-mats.txt and
 * structure-tiles.txt (their sources are in the files). */
static void test_tables_match_data_files(void **st)
{
    (void)st;
    char *text = NULL;
    am_err e;
    assert_int_equal(am_file_read("data/scythe/player-mats.txt", 1 << 16, &text, NULL, &e), AM_OK);
    int rows = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] == '#' || line[0] == '\0') continue;
        char id[32], label[8];
        int pop, coins;
        assert_int_equal(sscanf(line, "%31s %7s %d %d", id, label, &pop, &coins), 4);
        int k = scy_mat_parse(id);
        assert_int_equal(k, rows);
        assert_string_equal(scy_mats[k].label, label);
        assert_int_equal(scy_mats[k].popularity, pop);
        assert_int_equal(scy_mats[k].coins, coins);
        rows++;
    }
    assert_int_equal(rows, SCY_NMATS);
    free(text);
    text = NULL;
    assert_int_equal(am_file_read("data/scythe/structure-tiles.txt", 1 << 16, &text, NULL, &e), AM_OK);
    rows = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] == '#' || line[0] == '\0') continue;
        char id[32];
        int c[8];
        assert_int_equal(sscanf(line, "%31s %d %d %d %d %d %d %d %d", id, &c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6], &c[7]), 9);
        int k = scy_tile_parse(id);
        assert_int_equal(k, rows + 1);
        for (int i = 0; i < 8; i++) assert_int_equal(scy_tiles[k].coins[i], c[i]);
        rows++;
    }
    assert_int_equal(rows, SCY_NTILES - 1);
    free(text);
}

/* The structures are drawn: the text map ("N=Mine" in its hex), the SVG map (a distinct shape per
 * structure, class "structure KIND"), the status lines. */
static void test_structures_drawn(void **st)
{
    (void)st;
    scy_game g;
    int h = setup(&g);
    put(&g, h, SCY_ST_MINE, "A6");
    put(&g, h, SCY_ST_MILL, "E3");
    put(&g, h, SCY_ST_ARMORY, "B5");
    put(&g, h, SCY_ST_MONUMENT, "F4");
    am_buf b = {0};
    scy_render_map_text(&g, &b);
    assert_non_null(strstr(b.data, "N=Mine"));
    assert_non_null(strstr(b.data, "N=Mill"));
    assert_non_null(strstr(b.data, "N=Armory"));
    assert_non_null(strstr(b.data, "N=Monum."));
    am_buf_free(&b);
    scy_render_map_svg(&g, &b);
    const char *kinds[4] = {"structure mill", "structure armory", "structure monument", "structure mine"};
    char shape[4][200];
    for (int k = 0; k < 4; k++) {
        const char *at = strstr(b.data, kinds[k]);
        assert_non_null(at);
        snprintf(shape[k], sizeof shape[k], "%s", strstr(at, "<") ? strstr(at, "<") : "");
        for (int j = 0; j < k; j++) assert_string_not_equal(shape[j], shape[k]);
    }
    am_buf_free(&b);
    scy_render_status(&g, &b);
    assert_non_null(strstr(b.data, "structures: mill E3, armory B5, monument F4, mine A6"));
    am_buf_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_build_rules),
        cmocka_unit_test(test_mine_in_human_neighbourhood_and_moves),
        cmocka_unit_test(test_mine_underpass_burrow),
        cmocka_unit_test(test_automa_move_worker_changes_with_mine),
        cmocka_unit_test(test_control_by_structure),
        cmocka_unit_test(test_bonus_tiles),
        cmocka_unit_test(test_hex_steps_match_board),
        cmocka_unit_test(test_automatic_stars),
        cmocka_unit_test(test_old_file_stars_not_placed_twice),
        cmocka_unit_test(test_player_mats),
        cmocka_unit_test(test_factory_cards_per_player_count),
        cmocka_unit_test(test_human_vs_human_combat),
        cmocka_unit_test(test_game_file_roundtrip_and_refusals),
        cmocka_unit_test(test_tables_match_data_files),
        cmocka_unit_test(test_structures_drawn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
