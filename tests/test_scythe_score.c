/* End-game scoring: rulebook "Scoring" (SC-44..SC-46), base rules §2 (control) and §4 (tiers,
 * tie-breakers), Invaders from Afar flags and traps (IFA-5). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "automa/scythe.h"
#include "support/scythe_fixture.h"

static void setup(scy_game *g, int hf, int af)
{
    fx_new(g, hf, af, SCY_AUTOMA, SCY_COMBAT_COMPANION, 41);
    for (int pl = 0; pl < 2; pl++) g->p[pl].coins = 0;
}

/* Base rules §4: 0-6 → 3/2/1, 7-12 → 4/3/2, 13-18 → 5/4/3 per star / territory / 2 resources. */
static void test_popularity_tiers(void **st)
{
    (void)st;
    static const int pop[] = {0, 6, 7, 12, 13, 18};
    static const int rate[][3] = {{3, 2, 1}, {3, 2, 1}, {4, 3, 2}, {4, 3, 2}, {5, 4, 3}, {5, 4, 3}};
    for (int i = 0; i < 6; i++) {
        scy_game g;
        setup(&g, SCY_NORDIC, SCY_CRIMEA);
        int h = fx_human(&g);
        g.p[h].popularity = (uint8_t)pop[i];
        g.p[h].stars = 2;
        g.p[h].coins = 10;
        g.p[h].unit[SCY_U_WORKER0] = (int8_t)fx_pos("A6");
        g.p[h].unit[SCY_U_WORKER0 + 1] = (int8_t)fx_pos("A5");
        scy_game_sync_masks(&g);
        g.resources[fx_pos("A6")] = 4;
        scy_score_sheet s;
        scy_score(&g, &s);
        const scy_score_line *l = &s.line[h];
        assert_int_equal(l->star_rate, rate[i][0]);
        assert_int_equal(l->terr_rate, rate[i][1]);
        assert_int_equal(l->res_rate, rate[i][2]);
        assert_int_equal(l->total, 10 + 2 * rate[i][0] + 2 * rate[i][1] + 2 * rate[i][2]);
    }
}

/* Rulebook "Scoring": "for resources you score a maximum of 6 resources per territory"; pairs are
 * rounded down; resources on territories you don't control don't count. */
static void test_six_resources_per_territory_cap(void **st)
{
    (void)st;
    scy_game g;
    setup(&g, SCY_NORDIC, SCY_CRIMEA);
    int h = fx_human(&g);
    g.p[h].popularity = 10;
    g.p[h].unit[SCY_U_WORKER0] = (int8_t)fx_pos("A6");
    g.p[h].unit[SCY_U_WORKER0 + 1] = (int8_t)fx_pos("A5");
    scy_game_sync_masks(&g);
    g.resources[fx_pos("A6")] = 9;   /* counts 6 */
    g.resources[fx_pos("A5")] = 3;   /* counts 3 */
    g.resources[fx_pos("E4")] = 8;   /* nobody's */
    scy_score_sheet s;
    scy_score(&g, &s);
    assert_int_equal(s.line[h].resources, 9);
    assert_int_equal(s.line[h].res_coins, 4 * 2);  /* ⌊9/2⌋ = 4 pairs x $2 */
}

/* SC-44: the Automa scores coins + 4 per star (all of them) + 3 per territory; no resources, even
 * on its own territories. Base rules §2: the Factory counts 3, lakes count, home bases don't. */
static void test_automa_score_factory_lake_home(void **st)
{
    (void)st;
    scy_game g;
    setup(&g, SCY_NORDIC, SCY_CRIMEA);
    int a = fx_automa(&g);
    g.p[a].coins = 7;
    g.p[a].stars = 3;
    g.p[a].stars_tracker = 2;
    g.p[a].stars_power = 1;
    g.p[a].unit[SCY_U_CHARACTER] = (int8_t)scy_factory;
    g.p[a].unit[SCY_U_MECH0] = (int8_t)fx_pos("E5");   /* a lake */
    g.p[a].unit[SCY_U_WORKER0] = (int8_t)SCY_POS_HOME(SCY_CRIMEA);
    g.p[a].unit[SCY_U_WORKER0 + 1] = (int8_t)fx_pos("G4");
    scy_game_sync_masks(&g);
    g.resources[fx_pos("G4")] = 6;
    scy_score_sheet s;
    scy_score(&g, &s);
    const scy_score_line *l = &s.line[a];
    assert_int_equal(l->popularity, 10);
    assert_int_equal(l->territories, 3 + 1 + 1);
    assert_int_equal(l->resources, 0);
    assert_int_equal(l->total, 7 + 4 * 3 + 3 * 5);
    am_set c = scy_score_control(&g, a);
    assert_true(am_set_has(c, fx_pos("E5")));
    assert_int_equal(am_set_count(c), 3);
}

/* Base rules §2: one controller per territory; units of two players (a combat not resolved) →
 * nobody (R-SC-27). */
static void test_contested_territory_controls_nobody(void **st)
{
    (void)st;
    scy_game g;
    setup(&g, SCY_NORDIC, SCY_CRIMEA);
    int a = fx_automa(&g), h = fx_human(&g);
    g.p[a].unit[SCY_U_MECH0] = (int8_t)fx_pos("E4");
    g.p[h].unit[SCY_U_MECH0] = (int8_t)fx_pos("E4");
    scy_game_sync_masks(&g);
    assert_int_equal(scy_score_control(&g, a), 0);
    assert_int_equal(scy_score_control(&g, h), 0);
}

/* IFA-5: an Albion flag is +1 territory if Albion controls it and it is not next to Albion's home
 * base; a flag on a territory Albion does not control counts nothing. Applies to an Albion
 * Automa (IFA-4: its flags are scored) and a human Albion. */
static void test_albion_flags(void **st)
{
    (void)st;
    scy_game g;
    setup(&g, SCY_NORDIC, SCY_ALBION);
    int a = fx_automa(&g);
    int far1 = fx_pos("E4"), near = fx_pos("A3"), far2 = fx_pos("F6");
    g.p[a].unit[SCY_U_WORKER0] = (int8_t)far1;
    g.p[a].unit[SCY_U_WORKER0 + 1] = (int8_t)near;
    scy_game_sync_masks(&g);
    g.flag_owner[far1] = (int8_t)a;
    g.flag_owner[near] = (int8_t)a;
    g.flag_owner[far2] = (int8_t)a;  /* not controlled */
    scy_score_sheet s;
    scy_score(&g, &s);
    assert_int_equal(s.line[a].flag_bonus, 1);
    assert_int_equal(s.line[a].territories, 3);
    assert_int_equal(s.line[a].total, 3 * 3);
    /* on a controlled Factory: 3 + 1 */
    g.p[a].unit[SCY_U_CHARACTER] = (int8_t)scy_factory;
    scy_game_sync_masks(&g);
    g.flag_owner[scy_factory] = (int8_t)a;
    scy_score(&g, &s);
    assert_int_equal(s.line[a].territories, 3 + 4);
}

/* Invaders from Afar: an armed Togawa trap alone controls its territory; a disarmed one doesn't;
 * a trap under another player's unit doesn't. */
static void test_togawa_armed_trap_controls(void **st)
{
    (void)st;
    scy_game g;
    setup(&g, SCY_NORDIC, SCY_TOGAWA);
    int a = fx_automa(&g), h = fx_human(&g);
    int t1 = fx_pos("E4"), t2 = fx_pos("E3"), t3 = fx_pos("F4");
    g.trap_owner[t1] = g.trap_owner[t2] = g.trap_owner[t3] = (int8_t)a;
    g.trap_state[t1] = SCY_TRAP_ARMED;
    g.trap_state[t2] = SCY_TRAP_DISARMED;
    g.trap_state[t3] = SCY_TRAP_ARMED;
    g.p[h].unit[SCY_U_WORKER0] = (int8_t)t3;
    scy_game_sync_masks(&g);
    am_set c = scy_score_control(&g, a);
    assert_true(am_set_has(c, t1));
    assert_false(am_set_has(c, t2));
    assert_false(am_set_has(c, t3));
    assert_true(am_set_has(scy_score_control(&g, h), t3));
}

/* SC-46: "The winner is determined as usual, except that resources are not used to break ties":
 * equal coins → workers + mechs, power, popularity, territories, stars; a human with more
 * resources (an odd one that scores nothing) does not win the tie. */
static void test_tie_breakers_without_resources(void **st)
{
    (void)st;
    scy_game g;
    setup(&g, SCY_NORDIC, SCY_CRIMEA);
    int a = fx_automa(&g), h = fx_human(&g);
    g.p[h].popularity = 10;
    g.p[h].power = 3;
    g.p[a].power = 3;
    g.p[h].unit[SCY_U_WORKER0] = (int8_t)fx_pos("A6");
    g.p[a].unit[SCY_U_WORKER0] = (int8_t)fx_pos("G4");
    scy_game_sync_masks(&g);
    g.resources[fx_pos("A6")] = 1;
    scy_score_sheet s;
    scy_score(&g, &s);
    assert_int_equal(s.line[h].total, s.line[a].total);
    assert_int_equal(s.decided_by, SCY_BY_SHARED);  /* shared: resources don't decide */
    /* the JSON names follow enum scy_decider (ORDER SCY_BY) */
    am_buf b = {0};
    scy_score_render_json(&g, &s, &b);
    assert_non_null(strstr(b.data, "\"decided_by\": \"shared\""));
    am_buf_free(&b);
    /* units decide */
    g.p[a].unit[SCY_U_MECH0] = (int8_t)SCY_POS_HOME(SCY_CRIMEA);
    scy_game_sync_masks(&g);
    scy_score(&g, &s);
    assert_int_equal(s.winner, a);
    assert_int_equal(s.decided_by, SCY_BY_UNITS);
    /* power decides */
    g.p[a].unit[SCY_U_MECH0] = SCY_POS_MAT;
    scy_game_sync_masks(&g);
    g.p[h].power = 4;
    scy_score(&g, &s);
    assert_int_equal(s.winner, h);
    assert_int_equal(s.decided_by, SCY_BY_POWER);
    /* popularity decides (the Automa's is 10) */
    g.p[h].power = 3;
    g.p[h].popularity = 11;
    scy_score(&g, &s);
    assert_int_equal(s.winner, h);
    assert_int_equal(s.decided_by, SCY_BY_POPULARITY);
    scy_score_render_json(&g, &s, &b);
    assert_non_null(strstr(b.data, "\"decided_by\": \"popularity\""));
    am_buf_free(&b);
    /* coins decide first */
    g.p[a].coins = 1;
    scy_score(&g, &s);
    assert_int_equal(s.winner, a);
    assert_int_equal(s.decided_by, SCY_BY_COINS);
}

/* SC-45: human = coins + stars + territories + resource pairs + structure bonus. */
static void test_human_total_and_render(void **st)
{
    (void)st;
    scy_game g;
    setup(&g, SCY_NORDIC, SCY_CRIMEA);
    int h = fx_human(&g);
    g.p[h].coins = 20;
    g.p[h].popularity = 14;
    g.p[h].stars = 4;
    g.p[h].structure_bonus = 6;
    g.p[h].unit[SCY_U_CHARACTER] = (int8_t)scy_factory;
    g.p[h].unit[SCY_U_WORKER0] = (int8_t)fx_pos("A6");
    scy_game_sync_masks(&g);
    g.resources[fx_pos("A6")] = 5;
    scy_score_sheet s;
    scy_score(&g, &s);
    assert_int_equal(s.line[h].total, 20 + 5 * 4 + 4 * 4 + 3 * 2 + 6);
    am_buf b = {0};
    scy_score_render_text(&g, &s, &b);
    assert_non_null(strstr(b.data, "Winner: nordic"));
    assert_non_null(strstr(b.data, "not over yet"));
    am_buf_free(&b);
    scy_score_render_json(&g, &s, &b);
    assert_non_null(strstr(b.data, "\"winner\": \"nordic\""));
    am_buf_free(&b);
}

/* The named limits are the rulebooks' numbers (the tests use the names, so a wrong value would
 * otherwise pass them all): the game ends when "someone places their sixth star" (the Automa
 * rulebook); power tops at 16 (SC-33) and the popularity track at 18 (base game); the winner is
 * found "as usual" (SC-46): coins, then units, power, popularity, territories, stars. */
static void test_named_limits(void **st)
{
    (void)st;
    assert_int_equal(SCY_STARS_END, 6);
    assert_int_equal(SCY_POPULARITY_MAX, 18);
    assert_int_equal(SCY_POWER_MAX, 16);
    assert_int_equal(SCY_BY_COINS, 0);
    assert_int_equal(SCY_BY_SHARED, 6);
    assert_int_equal(SCY_NDECIDERS, 7);
}

/* Base rules §4, the last tie-breaker: everything else equal, the most stars wins (found by the
 * mutation pass: no test reached the stars). */
static void test_tie_breaker_stars_last(void **st)
{
    (void)st;
    scy_game g;
    setup(&g, SCY_NORDIC, SCY_CRIMEA);
    int a = fx_automa(&g), h = fx_human(&g);
    g.p[h].popularity = 10;
    g.p[h].power = 3;
    g.p[a].power = 3;
    g.p[h].unit[SCY_U_WORKER0] = (int8_t)fx_pos("A6");
    g.p[a].unit[SCY_U_WORKER0] = (int8_t)fx_pos("G4");
    scy_game_sync_masks(&g);
    g.p[h].stars = 1;
    scy_score_sheet s;
    scy_score(&g, &s);
    g.p[a].coins = s.line[h].star_coins;   /* the Automa's coins make up for the human's star */
    scy_score(&g, &s);
    assert_int_equal(s.line[h].total, s.line[a].total);
    assert_int_equal(s.winner, h);
    assert_int_equal(s.decided_by, SCY_BY_STARS);
    g.p[a].stars = 2;
    g.p[a].coins = 0;
    g.p[h].coins = s.line[h].star_coins;   /* 2 stars against 1 star + its coins */
    scy_score(&g, &s);
    assert_int_equal(s.line[h].total, s.line[a].total);
    assert_int_equal(s.winner, a);
    assert_int_equal(s.decided_by, SCY_BY_STARS);
}

/* SC-45 with a structure bonus tile the program counts: the score sheet says the tile and the
 * count, in the text and the JSON, for every player (found by the mutation pass). */
static void test_render_tile_count_and_every_player(void **st)
{
    (void)st;
    scy_game g;
    setup(&g, SCY_NORDIC, SCY_CRIMEA);
    g.structure_tile = SCY_TILE_IN_A_ROW;
    scy_score_sheet s;
    scy_score(&g, &s);
    int h = fx_human(&g);
    assert_true(s.line[h].structure_count >= 0);
    am_buf b = {0};
    scy_score_render_text(&g, &s, &b);
    assert_non_null(strstr(b.data, "(tile: "));
    am_buf_free(&b);
    scy_score_render_json(&g, &s, &b);
    assert_non_null(strstr(b.data, "\"structure_tile_count\""));
    assert_non_null(strstr(b.data, "\"player\": \"nordic\""));
    assert_non_null(strstr(b.data, "\"player\": \"crimea\""));
    am_buf_free(&b);
    g.structure_tile = SCY_TILE_MANUAL;
    scy_score(&g, &s);
    scy_score_render_text(&g, &s, &b);
    assert_null(strstr(b.data, "(tile: "));
    am_buf_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_popularity_tiers),
        cmocka_unit_test(test_six_resources_per_territory_cap),
        cmocka_unit_test(test_automa_score_factory_lake_home),
        cmocka_unit_test(test_contested_territory_controls_nobody),
        cmocka_unit_test(test_albion_flags),
        cmocka_unit_test(test_togawa_armed_trap_controls),
        cmocka_unit_test(test_tie_breakers_without_resources),
        cmocka_unit_test(test_human_total_and_render),
        cmocka_unit_test(test_named_limits),
        cmocka_unit_test(test_tie_breaker_stars_last),
        cmocka_unit_test(test_render_tile_count_and_every_player),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
