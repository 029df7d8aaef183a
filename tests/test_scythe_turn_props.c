/*
 * Property test of the Scythe Automa turn engine: many seeded sequences of Automa turns, with the
 * human's units scattered at random between turns, checking the invariants after every turn:
 * units conserved (1 character, 4 mechs, 8 workers each), 19 cards per Automa, at most 6 stars,
 * no Automa unit where the rules forbid it (lakes or, for Albion/Togawa, tunnels while restricted;
 * two Automa workers together; an Automa unit with enemy units unless a combat waits), and a
 * report that names a performed move for every unit that changed place.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "automa/scythe.h"

#ifdef __SANITIZE_ADDRESS__
#define SEQUENCES 2000   /* the sanitizer build is ~10x slower; the plain build runs 10,000 */
#else
#define SEQUENCES 10000
#endif
#define TURNS 40

static void scatter_humans(scy_game *g, am_rng *r)
{
    for (int pl = 0; pl < g->nplayers; pl++) {
        scy_player *p = &g->p[pl];
        if (p->automa) continue;
        for (int u = 0; u < SCY_NUNITS; u++) {
            uint32_t x = am_rng_below(r, 10);
            if (x < 2) {
                p->unit[u] = (int8_t)SCY_POS_HOME(p->faction);
            } else if (x < 4) {
                p->unit[u] = SCY_POS_MAT;
            } else {
                int t = (int)am_rng_below(r, SCY_NTERR);
                /* no human unit on an Automa-held territory (that would be a combat or a push) */
                int held = 0;
                for (int a = 0; a < g->nplayers; a++)
                    if (g->p[a].automa && scy_game_count_units_on(g, a, SCY_UK_ANY, t)) held = 1;
                p->unit[u] = held ? (int8_t)SCY_POS_HOME(p->faction) : (int8_t)t;
            }
        }
        p->mech_abilities = (uint8_t)am_rng_below(r, 16);
        p->power = (uint8_t)am_rng_below(r, 17);
    }
    for (int t = 0; t < SCY_NTERR; t++) g->resources[t] = (uint8_t)(am_rng_below(r, 8) == 0 ? am_rng_below(r, 5) : 0);
    scy_game_sync_masks(g);
}

/* A stand-in for the combat resolution (not this test's subject): the human units leave. */
static void settle_combat(scy_game *g)
{
    int t = g->pending.territory;
    scy_player *h = &g->p[g->pending.defender];
    for (int u = 0; u < SCY_NUNITS; u++)
        if (h->unit[u] == t) h->unit[u] = (int8_t)SCY_POS_HOME(h->faction);
    scy_game_sync_masks(g);
    g->pending.kind = SCY_PEND_NONE;
}

static void check_position(const scy_game *g, const scy_game *before, const scy_report *rep)
{
    am_err e;
    if (scy_game_check(g, &e) != AM_OK) fail_msg("invariant: %s", e.msg);
    for (int pl = 0; pl < g->nplayers; pl++) {
        const scy_player *p = &g->p[pl];
        if (!p->automa) continue;
        am_set workers = 0;
        for (int u = SCY_U_WORKER0; u < SCY_NUNITS; u++) {
            int pos = p->unit[u];
            if (!SCY_IS_TERR(pos)) continue;
            if (am_set_has(workers, pos)) fail_msg("two Automa workers on %s", scy_pos_name(pos));
            workers = am_set_add(workers, pos);
        }
        int restricted = scy_game_water_restricted(g, pl);
        for (int u = 0; u < SCY_NUNITS; u++) {
            int pos = p->unit[u];
            if (!SCY_IS_TERR(pos)) continue;
            int moved = pos != before->p[pl].unit[u];
            if (moved && restricted && (p->faction == SCY_ALBION || p->faction == SCY_TOGAWA) &&
                am_set_has(scy_mask_tunnel, pos))
                fail_msg("restricted %s Automa moved onto the tunnel %s", scy_faction_name(p->faction), scy_pos_name(pos));
            for (int e2 = 0; e2 < g->nplayers; e2++) {
                if (e2 == pl || g->p[e2].automa) continue;
                if (scy_game_count_units_on(g, e2, SCY_UK_ANY, pos) &&
                    !(g->pending.kind == SCY_PEND_COMBAT && g->pending.territory == pos))
                    fail_msg("Automa unit with enemy units on %s and no combat", scy_pos_name(pos));
            }
        }
    }
    /* every Automa unit that changed territory did so through a performed move (or a deploy) */
    int performed = 0;
    for (int i = 0; i < rep->nmoves; i++)
        if (rep->moves[i].result == SCY_SYM_PERFORMED) performed++;
    int a = rep->player;
    int changed = 0;
    for (int u = 0; u < SCY_NUNITS; u++) {
        int from = before->p[a].unit[u], to = g->p[a].unit[u];
        if (from != to && SCY_IS_TERR(to)) changed++;
    }
    if (changed > performed) fail_msg("%d units moved but %d moves were reported", changed, performed);
}

static void test_random_turn_sequences(void **st)
{
    (void)st;
    am_rng r;
    am_rng_seed(&r, 2024, 7);
    long turns = 0, moves = 0, skipped = 0, combats = 0, ended = 0;
    for (int k = 0; k < SEQUENCES; k++) {
        scy_setup s;
        memset(&s, 0, sizeof s);
        scy_options_default(&s.opt);
        s.nplayers = 2;
        s.faction[0] = (uint8_t)am_rng_below(&r, SCY_NFACTIONS);
        do s.faction[1] = (uint8_t)am_rng_below(&r, SCY_NFACTIONS); while (s.faction[1] == s.faction[0]);
        s.automa[1] = 1;
        s.level[1] = (uint8_t)am_rng_below(&r, SCY_NLEVELS);
        s.seed = (uint64_t)k;
        s.opt.combat_mode = SCY_COMBAT_SIMULATED;
        s.opt.all_moves = am_rng_below(&r, 8) == 0;
        s.opt.flip_move = am_rng_below(&r, 8) == 0;
        s.opt.flip_deploy = am_rng_below(&r, 8) == 0;
        s.opt.coin_mod = (int8_t)((int)am_rng_below(&r, 5) - 2);
        s.opt.power_mod = (int8_t)((int)am_rng_below(&r, 5) - 2);
        scy_game g;
        am_err e;
        assert_int_equal(scy_game_new(&g, &s, &e), AM_OK);
        int a = g.p[0].automa ? 0 : 1;
        for (int t = 0; t < TURNS && !g.game_over; t++) {
            scatter_humans(&g, &r);
            g.current = (uint8_t)a;
            scy_game before = g;
            scy_report rep;
            if (scy_automa_turn(&g, &rep, &e) != AM_OK) fail_msg("seed %d turn %d: %s", k, t, e.msg);
            check_position(&g, &before, &rep);
            turns++;
            skipped += rep.skipped;
            for (int i = 0; i < rep.nmoves; i++) moves += rep.moves[i].result == SCY_SYM_PERFORMED;
            while (g.pending.kind == SCY_PEND_COMBAT) {
                combats++;
                settle_combat(&g);
                before = g;
                if (scy_automa_turn(&g, &rep, &e) != AM_OK) fail_msg("seed %d continue: %s", k, e.msg);
                check_position(&g, &before, &rep);
            }
        }
        ended += g.game_over;
    }
    printf("  %ld Automa turns, %ld moves, %ld skipped, %ld combats, %ld games ended\n", turns, moves, skipped,
           combats, ended);
    assert_true(moves > turns / 2);
    assert_true(combats > 0);
}

/* The same seed and the same inputs give the same game (reproducibility). */
static void test_replay_is_identical(void **st)
{
    (void)st;
    for (int k = 0; k < 50; k++) {
        scy_game g1, g2;
        scy_setup s;
        memset(&s, 0, sizeof s);
        scy_options_default(&s.opt);
        s.nplayers = 2;
        s.faction[0] = SCY_NORDIC;
        s.faction[1] = (uint8_t)(1 + k % 6);
        s.automa[1] = 1;
        s.level[1] = (uint8_t)(k % 4);
        s.seed = (uint64_t)k * 7919u;
        s.opt.combat_mode = SCY_COMBAT_SIMULATED;
        am_err e;
        assert_int_equal(scy_game_new(&g1, &s, &e), AM_OK);
        assert_int_equal(scy_game_new(&g2, &s, &e), AM_OK);
        am_rng r1, r2;
        am_rng_seed(&r1, (uint64_t)k, 1);
        am_rng_seed(&r2, (uint64_t)k, 1);
        for (int t = 0; t < 30 && !g1.game_over; t++) {
            scatter_humans(&g1, &r1);
            scatter_humans(&g2, &r2);
            g1.current = g2.current = 1;
            scy_report a, b;
            assert_int_equal(scy_automa_turn(&g1, &a, &e), AM_OK);
            assert_int_equal(scy_automa_turn(&g2, &b, &e), AM_OK);
            if (g1.pending.kind == SCY_PEND_COMBAT) {
                settle_combat(&g1);
                settle_combat(&g2);
                assert_int_equal(scy_automa_turn(&g1, &a, &e), AM_OK);
                assert_int_equal(scy_automa_turn(&g2, &b, &e), AM_OK);
            }
            assert_memory_equal(&g1, &g2, sizeof g1);
        }
    }
}

/* Saving and loading any reachable position gives the same position (file round trip). */
static void test_file_round_trip(void **st)
{
    (void)st;
    am_rng r;
    am_rng_seed(&r, 5, 5);
    for (int k = 0; k < 300; k++) {
        scy_setup s;
        memset(&s, 0, sizeof s);
        scy_options_default(&s.opt);
        s.nplayers = 2;
        s.faction[0] = (uint8_t)(k % 7);
        s.faction[1] = (uint8_t)((k + 3) % 7);
        s.automa[1] = 1;
        s.level[1] = (uint8_t)(k % 4);
        s.seed = (uint64_t)k;
        s.opt.combat_mode = k % 2 ? SCY_COMBAT_SIMULATED : SCY_COMBAT_COMPANION;
        s.opt.flip_move = k % 5 == 0;
        scy_game g;
        am_err e;
        assert_int_equal(scy_game_new(&g, &s, &e), AM_OK);
        int a = g.p[0].automa ? 0 : 1;
        for (int t = 0; t < (int)am_rng_below(&r, 30) && !g.game_over; t++) {
            scatter_humans(&g, &r);
            g.current = (uint8_t)a;
            scy_report rep;
            assert_int_equal(scy_automa_turn(&g, &rep, &e), AM_OK);
            if (g.pending.kind != SCY_PEND_NONE) break;
        }
        am_buf b = {0};
        scy_game_to_json(&g, &b);
        assert_false(b.oom);
        scy_game g2;
        if (scy_game_from_json(&g2, b.data, &e) != AM_OK) fail_msg("reload: %s\n%s", e.msg, b.data);
        am_buf b2 = {0};
        scy_game_to_json(&g2, &b2);
        assert_string_equal(b.data, b2.data);
        /* the loaded game plays on exactly like the original */
        if (g.pending.kind == SCY_PEND_NONE && !g.game_over) {
            g.current = g2.current = (uint8_t)a;
            scy_report r1, r2;
            memset(&r1, 0, sizeof r1);
            memset(&r2, 0, sizeof r2);
            assert_int_equal(scy_automa_turn(&g, &r1, &e), AM_OK);
            assert_int_equal(scy_automa_turn(&g2, &r2, &e), AM_OK);
            assert_memory_equal(&r1, &r2, sizeof r1);
        }
        am_buf_free(&b);
        am_buf_free(&b2);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_turn_sequences),
        cmocka_unit_test(test_replay_is_identical),
        cmocka_unit_test(test_file_round_trip),
    };
    return cmocka_run_group_tests_name("scythe_turn_props", tests, NULL, NULL);
}
