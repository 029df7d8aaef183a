/*
 * Scythe: any mix of humans and Automas, up to 5 players (issue #9).
 *
 * The "Automa multi-player rules" (Automa rulebook designer note; semi-official in Rise of
 * Fenris pp. 48-49), as summarised in shared/data/scythe/clarifications.md section I, points 1-12.
 * One test per rule (the point is named in the test), then a 3-player (1 human, 2 Automas) and a
 * 5-player game scripted to the end through the library with scy_game_check after every step, then
 * a property test: 2,400 seeded games of 3-5 players (random mixes and options) with invariants
 * after every step.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "scythe/scythe_internal.h"
#include "support/scythe_fixture.h"

#ifndef NGAMES
#define NGAMES 2400
#endif
#define TURN_CAP 800

/* ---- helpers ----------------------------------------------------------------------------- */

typedef struct seat_spec {
    int faction, automa, level;
} seat_spec;

static void new_game(scy_game *g, int n, const seat_spec *sp, int enemy, int shared, int mode, uint64_t seed)
{
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    s.opt.enemy_mode = (uint8_t)enemy;
    s.opt.shared_deck = (uint8_t)shared;
    s.opt.combat_mode = (uint8_t)mode;
    s.nplayers = (uint8_t)n;
    for (int i = 0; i < n; i++) {
        s.faction[i] = (uint8_t)sp[i].faction;
        s.automa[i] = (uint8_t)sp[i].automa;
        s.level[i] = (uint8_t)sp[i].level;
    }
    s.seed = seed;
    am_err e;
    assert_int_equal(scy_game_new(g, &s, &e), AM_OK);
    assert_int_equal(scy_game_check(g, &e), AM_OK);
}

static void all_to_mat(scy_game *g)
{
    for (int pl = 0; pl < g->nplayers; pl++)
        for (int u = 0; u < SCY_NUNITS; u++) g->p[pl].unit[u] = SCY_POS_MAT;
    scy_game_sync_masks(g);
}

static int seat_of(const scy_game *g, int faction)
{
    for (int pl = 0; pl < g->nplayers; pl++)
        if (g->p[pl].faction == faction) return pl;
    fail_msg("faction %d not in the game", faction);
    return -1;
}

static int pos(const char *name)
{
    int p = -1;
    am_err e;
    assert_int_equal(scy_pos_parse(name, &p, &e), AM_OK);
    return p;
}

static void check_ok(const scy_game *g)
{
    am_err e;
    if (scy_game_check(g, &e) != AM_OK) fail_msg("invariant: %s", e.msg);
}

/* Removes card `number` from whichever pile of d holds it and puts it on top of the draw pile. */
static void card_on_top(scy_deck *d, int number)
{
    uint8_t *piles[3] = {d->draw, d->discard, d->combat};
    uint8_t *counts[3] = {&d->ndraw, &d->ndiscard, &d->ncombat};
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < *counts[k]; i++)
            if (piles[k][i] == number) {
                memmove(&piles[k][i], &piles[k][i + 1], (size_t)(*counts[k] - i - 1));
                (*counts[k])--;
                d->draw[d->ndraw++] = (uint8_t)number;
                return;
            }
    fail_msg("card %d is not in the deck", number);
}

/* Makes card `number` a plain card: one move symbol `kind` (none if < 0), no gain, the given
 * recruit bonus, no star, no skip, resource box `res`; and puts it on top of pl's deck. */
static void force_card(scy_game *g, int pl, int number, int kind, int threshold, int recruit, int res)
{
    scy_card *c = &g->cards[number - 1];
    memset(c->scheme, 0, sizeof c->scheme);
    for (int s = 0; s < 2; s++) {
        c->scheme[s].nmove = kind >= 0 ? 1 : 0;
        c->scheme[s].move[0].kind = (uint8_t)(kind >= 0 ? kind : 0);
        c->scheme[s].move[0].bracket = -1;
        c->scheme[s].move[0].threshold = (uint8_t)threshold;
        c->scheme[s].recruit = (uint8_t)recruit;
    }
    c->skip = 0;
    c->star = 0;
    c->resources = (uint8_t)res;
    card_on_top(scy_game_deck_of(g, pl), number);
}

static void automa_turn(scy_game *g, scy_report *rep)
{
    am_err e;
    if (scy_automa_turn(g, rep, &e) != AM_OK) fail_msg("Automa turn: %s", e.msg);
    check_ok(g);
}

/* A land territory (not a lake, village or the Factory) next to faction f's home base that its
 * units can enter from the base. */
static int land_next_to_home(int f)
{
    const scy_home *h = &scy_homes[f];
    AM_SET_FOREACH(t, h->adjacent & ~h->across_river & ~scy_mask_lake) {
        int terr = scy_territories[t].terrain;
        if (terr != SCY_VILLAGE && terr != SCY_FACTORY_T) return t;
    }
    fail_msg("no land next to %s", scy_faction_name(f));
    return -1;
}

/* ---- §I.1, §I.2, §I.5: setup --------------------------------------------------------------- */

/* Automa multi-player rules, clarifications §I.2 and §I.5: each Automa is a full player with its own
 * seat (clockwise by home base), faction mat, units, coins, fixed popularity, star tracker (its own
 * difficulty) and deck; the first human in seat order plays first. §I.1: at most 5 players. */
static void test_multi_I2_I5_setup_seats_and_own_trackers(void **st)
{
    (void)st;
    seat_spec sp[5] = {{SCY_ALBION, 1, SCY_ULTIMASZYNA}, {SCY_SAXONY, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMETTA},
                       {SCY_NORDIC, 1, SCY_AUTOMASZYNA}, {SCY_RUSVIET, 0, 0}};
    scy_game g;
    new_game(&g, 5, sp, SCY_ENEMY_ALL, 0, SCY_COMBAT_SIMULATED, 3);
    static const int seats[5] = {SCY_NORDIC, SCY_RUSVIET, SCY_CRIMEA, SCY_SAXONY, SCY_ALBION};
    for (int pl = 0; pl < 5; pl++) assert_int_equal(g.p[pl].faction, seats[pl]);
    assert_int_equal(g.current, 1);  /* Rusviet: the first human in seat order */
    static const int levels[5] = {SCY_AUTOMASZYNA, 0, SCY_AUTOMETTA, 0, SCY_ULTIMASZYNA};
    int same_order = 1;
    for (int pl = 0; pl < 5; pl++) {
        const scy_player *p = &g.p[pl];
        assert_int_equal(p->unit[SCY_U_CHARACTER], SCY_POS_HOME(p->faction));
        if (!p->automa) {
            assert_int_equal(p->deck.ndraw, 0);
            continue;
        }
        assert_int_equal(p->level, levels[pl]);
        assert_int_equal(p->tracker, 0);
        assert_int_equal(p->scheme, 0);
        assert_int_equal(p->coins, 5);
        assert_int_equal(p->popularity, 10);
        assert_int_equal(p->deck.ndraw, SCY_NCARDS);  /* its own deck (§I.6) */
        if (memcmp(p->deck.draw, g.p[0].deck.draw, SCY_NCARDS) != 0) same_order = 0;
    }
    assert_false(same_order);  /* each deck shuffled on its own */
    assert_true(scy_game_is_multi(&g));
    assert_int_equal(g.tiebreak_marker, SCY_ALBION);

    /* a human first in seat order plays first; bad setups are refused */
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    for (int i = 0; i < SCY_MAX_PLAYERS; i++) {
        s.faction[i] = (uint8_t)i;
        s.automa[i] = 1;
    }
    s.nplayers = 6;  /* at most 5 players in total */
    am_err e;
    assert_int_equal(scy_game_new(&g, &s, &e), AM_EUSAGE);
    s.nplayers = 3;
    s.faction[2] = SCY_NORDIC;
    assert_int_equal(scy_game_new(&g, &s, &e), AM_EUSAGE);  /* a faction twice */
    /* one human against one Automa is not a multi-player game; two Automas alone are */
    seat_spec two[2] = {{SCY_NORDIC, 0, 0}, {SCY_CRIMEA, 1, 0}};
    new_game(&g, 2, two, SCY_ENEMY_ALL, 0, SCY_COMBAT_SIMULATED, 1);
    assert_false(scy_game_is_multi(&g));
    two[0].automa = 1;
    new_game(&g, 2, two, SCY_ENEMY_ALL, 0, SCY_COMBAT_SIMULATED, 1);
    assert_true(scy_game_is_multi(&g));
}

/* ---- §I.3: the meaning of "enemy" -------------------------------------------------------- */

/* Automa multi-player rules, clarifications §I.3: "enemy" = any other player (competitive) or the
 * humans only (cooperative: humans against Automas). */
static void test_multi_I3_enemy_option(void **st)
{
    (void)st;
    seat_spec sp[4] = {{SCY_NORDIC, 0, 0}, {SCY_RUSVIET, 1, 1}, {SCY_CRIMEA, 0, 0}, {SCY_SAXONY, 1, 1}};
    scy_game g;
    new_game(&g, 4, sp, SCY_ENEMY_ALL, 0, SCY_COMBAT_SIMULATED, 5);
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++) assert_int_equal(scy_game_is_enemy(&g, a, b), a != b);
    new_game(&g, 4, sp, SCY_ENEMY_HUMANS, 0, SCY_COMBAT_SIMULATED, 5);
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++) assert_int_equal(scy_game_is_enemy(&g, a, b), g.p[a].automa != g.p[b].automa);
}

/* Two combat-unit territories: t1 for the attacking Automa, t2 in its (water-restricted) reach. */
static void adjacent_pair(int *t1, int *t2)
{
    for (int a = 0; a < SCY_NTERR; a++) {
        if (am_set_has(scy_mask_lake, a) || a == scy_factory) continue;
        am_set n = scy_board_automa_neighbourhood(a, 1, 0) & ~scy_mask_lake;
        n = am_set_remove(n, a);
        if (n) {
            *t1 = a;
            *t2 = am_set_first(n);
            return;
        }
    }
    fail();
}

/* Clarifications §I.3 (enemy = humans): an Automa does not attack another Automa's combat units;
 * with enemy = any other player it does (Automa vs Automa combat, §I.10). */
static void test_multi_I3_humans_only_automa_does_not_attack_automa(void **st)
{
    (void)st;
    seat_spec sp[3] = {{SCY_NORDIC, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}, {SCY_SAXONY, 1, SCY_AUTOMA}};
    int t1 = -1, t2 = -1;
    adjacent_pair(&t1, &t2);
    for (int mode = SCY_ENEMY_ALL; mode <= SCY_ENEMY_HUMANS; mode++) {
        scy_game g;
        new_game(&g, 3, sp, mode, 0, SCY_COMBAT_SIMULATED, 9);
        all_to_mat(&g);
        int a = seat_of(&g, SCY_CRIMEA), b = seat_of(&g, SCY_SAXONY);
        g.p[a].unit[SCY_U_CHARACTER] = (int8_t)t1;
        g.p[b].unit[SCY_U_CHARACTER] = (int8_t)t2;
        scy_game_sync_masks(&g);
        g.p[a].power = 10;
        force_card(&g, a, 4, SCY_MV_ATTACK_COMBAT, 0, SCY_REC_NONE, 0);
        g.current = (uint8_t)a;
        scy_report rep;
        automa_turn(&g, &rep);
        assert_int_equal(rep.nmoves, 1);
        if (mode == SCY_ENEMY_ALL) {
            assert_int_equal(rep.moves[0].result, SCY_SYM_PERFORMED);
            assert_int_equal(g.pending.kind, SCY_PEND_COMBAT);
            assert_int_equal(g.pending.attacker, a);
            assert_int_equal(g.pending.defender, b);
            assert_int_equal(g.pending.territory, t2);
        } else {
            assert_int_equal(rep.moves[0].result, SCY_SYM_NO_TERRITORY);
            assert_int_equal(g.pending.kind, SCY_PEND_NONE);
            assert_int_equal(g.current, (a + 1) % 3);
        }
    }
}

/* Clarifications §I.3 (enemy = humans): another Automa's units are neither enemy nor own for the
 * worker move — territories next to them are not excluded as "next to enemy combat units", they do
 * not count as Automa units — but their own territory is no destination (it is held). With
 * enemy = all, territories in that Automa's combat reach are excluded. */
static void test_multi_I3_humans_only_other_automa_neither_enemy_nor_own(void **st)
{
    (void)st;
    seat_spec sp[3] = {{SCY_NORDIC, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}, {SCY_SAXONY, 1, SCY_AUTOMA}};
    int w = land_next_to_home(SCY_CRIMEA);
    am_set reach = am_set_remove(scy_board_automa_neighbourhood(w, 1, 0), w);
    int other = -1;
    AM_SET_FOREACH(t, reach & ~scy_homes[SCY_CRIMEA].adjacent) { other = t; break; }
    if (other < 0) other = am_set_first(reach);
    assert_true(other >= 0);
    int excluded_all = 0, excluded_humans = 0;
    for (int mode = SCY_ENEMY_ALL; mode <= SCY_ENEMY_HUMANS; mode++) {
        scy_game g;
        new_game(&g, 3, sp, mode, 0, SCY_COMBAT_SIMULATED, 11);
        all_to_mat(&g);
        int a = seat_of(&g, SCY_CRIMEA), b = seat_of(&g, SCY_SAXONY);
        g.p[a].unit[SCY_U_WORKER0] = (int8_t)w;
        g.p[b].unit[SCY_U_CHARACTER] = (int8_t)other;
        scy_game_sync_masks(&g);
        force_card(&g, a, 4, SCY_MV_WORKER, 0, SCY_REC_NONE, 0);
        g.current = (uint8_t)a;
        scy_report rep;
        automa_turn(&g, &rep);
        const scy_move_report *m = &rep.moves[0];
        int excluded = 0;
        for (int i = 0; i < m->ncand; i++) {
            assert_int_not_equal(m->cand[i].territory, other);  /* held by the other Automa */
            if (m->cand[i].excluded) excluded++;
            /* "Automa units" (§I.4): only the Crimean units count (the moving worker excluded) */
            assert_int_equal(m->cand[i].value, 0);
        }
        if (mode == SCY_ENEMY_ALL) excluded_all = excluded;
        else excluded_humans = excluded;
        assert_int_equal(g.p[b].unit[SCY_U_CHARACTER], other);
    }
    assert_true(excluded_all > 0);
    assert_int_equal(excluded_humans, 0);
}

/* ---- §I.4: "Automa units" = the units of the Automa taking its turn ------------------------- */

/* Automa multi-player rules, clarifications §I.4: the worker move ranks territories by the number of
 * the current Automa's units next to them; another Automa's units around change nothing (enemy =
 * humans, so they are no enemy either). */
static void test_multi_I4_automa_units_are_the_current_automas(void **st)
{
    (void)st;
    seat_spec sp[3] = {{SCY_NORDIC, 0, 0}, {SCY_CRIMEA, 1, SCY_ULTIMASZYNA}, {SCY_SAXONY, 1, SCY_ULTIMASZYNA}};
    scy_game g;
    new_game(&g, 3, sp, SCY_ENEMY_HUMANS, 0, SCY_COMBAT_SIMULATED, 12);
    int a = seat_of(&g, SCY_CRIMEA), b = seat_of(&g, SCY_SAXONY);
    /* Crimea: its two start workers, a mech next to them; Saxony: units all around (not on them) */
    int w = land_next_to_home(SCY_CRIMEA);
    g.p[a].unit[SCY_U_MECH0] = (int8_t)w;
    scy_game_sync_masks(&g);
    am_set ring = AM_SET_EMPTY;
    for (int u = 0; u < SCY_NUNITS; u++)
        if (SCY_IS_TERR(g.p[a].unit[u])) ring |= scy_board_automa_neighbourhood(g.p[a].unit[u], 0, 0);
    for (int u = 0; u < SCY_NUNITS; u++)
        if (SCY_IS_TERR(g.p[a].unit[u])) ring = am_set_remove(ring, g.p[a].unit[u]);
    scy_game with = g;
    int k = 0;
    for (int u = 0; u < SCY_NUNITS; u++) with.p[b].unit[u] = SCY_POS_MAT;
    scy_game_sync_masks(&with);
    AM_SET_FOREACH(t, ring) {
        if (k >= SCY_NUNITS) break;
        if (am_set_has(scy_mask_lake, t)) continue;
        with.p[b].unit[k++] = (int8_t)t;
        scy_game_sync_masks(&with);
    }
    for (int u = 0; u < SCY_NUNITS; u++) g.p[b].unit[u] = SCY_POS_MAT;
    scy_game_sync_masks(&g);
    scy_report r1, r2;
    force_card(&g, a, 4, SCY_MV_WORKER, 0, SCY_REC_NONE, 0);
    force_card(&with, a, 4, SCY_MV_WORKER, 0, SCY_REC_NONE, 0);
    g.current = with.current = (uint8_t)a;
    automa_turn(&g, &r1);
    automa_turn(&with, &r2);
    const scy_move_report *m1 = &r1.moves[0], *m2 = &r2.moves[0];
    assert_int_equal(m1->result, SCY_SYM_PERFORMED);
    int compared = 0;
    for (int i = 0; i < m1->ncand; i++)
        for (int j = 0; j < m2->ncand; j++)
            if (m1->cand[i].territory == m2->cand[j].territory) {
                assert_int_equal(m1->cand[i].value, m2->cand[j].value);
                compared++;
            }
    assert_true(compared > 0);
}

/* ---- §I.6: decks ------------------------------------------------------------------------- */

/* Automa multi-player rules, clarifications §I.6: with the shared-deck option the first Automa in
 * seat order keeps the 19 cards, every Automa draws its own cards from it, and so do their combats
 * (this used to fail: the second Automa's own piles are empty). */
static void test_multi_I6_shared_deck(void **st)
{
    (void)st;
    seat_spec sp[3] = {{SCY_NORDIC, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}, {SCY_RUSVIET, 1, SCY_AUTOMASZYNA}};
    scy_game g;
    new_game(&g, 3, sp, SCY_ENEMY_ALL, 1, SCY_COMBAT_SIMULATED, 14);
    int r = seat_of(&g, SCY_RUSVIET), c = seat_of(&g, SCY_CRIMEA);
    assert_int_equal(g.p[r].deck.ndraw, SCY_NCARDS);  /* Rusviet sits first */
    assert_int_equal(g.p[c].deck.ndraw, 0);
    assert_ptr_equal(scy_game_deck_of(&g, c), &g.p[r].deck);
    /* each Automa draws its own card from the shared deck */
    g.current = (uint8_t)c;
    scy_report rep;
    int top = g.p[r].deck.draw[g.p[r].deck.ndraw - 1];
    automa_turn(&g, &rep);
    assert_int_equal(rep.card, top);
    assert_int_equal(g.p[r].deck.ndraw + g.p[r].deck.ndiscard, SCY_NCARDS);
    assert_int_equal(g.p[c].deck.ndraw + g.p[c].deck.ndiscard, 0);
    /* a combat between the two Automas draws both cards from the shared deck */
    while (g.pending.kind != SCY_PEND_NONE || g.turn.active) {
        scy_combat_input in;
        memset(&in, 0, sizeof in);
        in.side[0].power = in.side[1].power = 0;
        am_err e;
        assert_int_equal(scy_combat_resolve(&g, &in, NULL, NULL, &e), AM_OK);
    }
    all_to_mat(&g);
    int t = pos("C4");
    g.p[r].unit[SCY_U_CHARACTER] = (int8_t)t;
    g.p[c].unit[SCY_U_CHARACTER] = (int8_t)t;
    scy_game_sync_masks(&g);
    g.pending.kind = SCY_PEND_COMBAT;
    g.pending.territory = (int8_t)t;
    g.pending.attacker = (uint8_t)c;
    g.pending.defender = (uint8_t)r;
    g.pending.attacker_unit = SCY_U_CHARACTER;
    int before = g.p[r].deck.ncombat;
    am_err e;
    /* the table is told to draw from the shared deck, not from a deck of crimea's (item 3 of issue
     * 28's follow-up: one deck, one combat discard pile) */
    scy_combat_side_report plan[2];
    assert_int_equal(scy_combat_plan(&g, plan, &e), AM_OK);
    am_buf pt = {0};
    scy_combat_plan_render_text(&g, plan, &pt);
    assert_non_null(strstr(pt.data, "from the shared deck and put it on the shared deck's combat discard pile."));
    assert_null(strstr(pt.data, "Automa's deck"));
    am_buf_free(&pt);
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    scy_combat_report cr;
    assert_int_equal(scy_combat_resolve(&g, &in, &cr, NULL, &e), AM_OK);
    assert_int_not_equal(cr.side[0].card, 0);
    assert_int_not_equal(cr.side[1].card, 0);
    assert_int_not_equal(cr.side[0].card, cr.side[1].card);
    assert_int_equal(g.p[r].deck.ncombat, before + 2);
    assert_int_equal(g.p[c].deck.ncombat, 0);
    check_ok(&g);
}

/* ---- §I.7: turns -------------------------------------------------------------------------- */

/* Automa multi-player rules, clarifications §I.7: turns go round the seats; each human acts on their
 * own turn (the human actions apply to g->current), each Automa separately; the wrong one is refused. */
static void test_multi_I7_turn_flow_several_humans(void **st)
{
    (void)st;
    seat_spec sp[4] = {{SCY_NORDIC, 0, 0}, {SCY_RUSVIET, 1, SCY_AUTOMA}, {SCY_TOGAWA, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}};
    scy_game g;
    new_game(&g, 4, sp, SCY_ENEMY_ALL, 0, SCY_COMBAT_SIMULATED, 21);
    am_err e;
    scy_report rep;
    for (int round = 0; round < 3 && !g.game_over; round++) {
        for (int pl = 0; pl < 4 && !g.game_over; pl++) {
            assert_int_equal(g.current, pl);
            int turns = g.turns;
            if (g.p[pl].automa) {
                assert_int_equal(scy_human_end_turn(&g, &e), AM_ESTATE);
                assert_int_equal(scy_human_factory(&g, &e), AM_ESTATE);
                automa_turn(&g, &rep);
                while (g.pending.kind == SCY_PEND_COMBAT) {
                    scy_combat_input in;
                    memset(&in, 0, sizeof in);
                    assert_int_equal(scy_combat_resolve(&g, &in, NULL, NULL, &e), AM_OK);
                }
            } else {
                assert_int_equal(scy_automa_turn(&g, &rep, &e), AM_ESTATE);
                assert_non_null(strstr(e.msg, scy_faction_name(g.p[pl].faction)));
                assert_int_equal(scy_human_player(&g), pl);
                assert_int_equal(scy_human_set(&g, SCY_STAT_COINS, 20 + pl, &e), AM_OK);
                assert_int_equal(g.p[pl].coins, 20 + pl);
                /* the character leaves its home base: a human move of this human */
                int u = SCY_U_CHARACTER;
                am_set d = scy_human_destinations(&g, pl, u);
                if (round == 0) {
                    assert_true(d != 0);
                    assert_int_equal(scy_human_move(&g, SCY_UT_CHARACTER, g.p[pl].unit[u], am_set_first(d), NULL, &e), AM_OK);
                    assert_int_equal(g.p[pl].unit[u], am_set_first(d));
                }
                assert_int_equal(scy_human_end_turn(&g, &e), AM_OK);
            }
            check_ok(&g);
            if (!g.game_over) {
                assert_int_equal(g.current, (pl + 1) % 4);
                assert_int_equal(g.turns, turns + 1);
            }
        }
    }
    /* numbers of a human who is not playing now */
    int t = seat_of(&g, SCY_TOGAWA);
    assert_int_equal(scy_human_set_player(&g, t, SCY_STAT_STRUCTURE_BONUS, 4, &e), AM_OK);
    assert_int_equal(scy_human_get_player(&g, t, SCY_STAT_STRUCTURE_BONUS), 4);
    assert_int_equal(scy_human_set_player(&g, seat_of(&g, SCY_CRIMEA), SCY_STAT_COINS, 1, &e), AM_EUSAGE);
}

/* ---- §I.8: recruit bonuses ----------------------------------------------------------------- */

/* Automa multi-player rules, clarifications §I.8: a human's ongoing recruit bonus triggers only on
 * the cards of an Automa sitting next to that human (seats wrap around the table). */
static void test_multi_I8_recruit_bonus_only_next_to_the_automa(void **st)
{
    (void)st;
    seat_spec sp[5] = {{SCY_NORDIC, 0, 0}, {SCY_RUSVIET, 1, SCY_AUTOMA}, {SCY_TOGAWA, 0, 0},
                       {SCY_CRIMEA, 1, SCY_AUTOMA}, {SCY_SAXONY, 0, 0}};
    scy_game g;
    new_game(&g, 5, sp, SCY_ENEMY_ALL, 0, SCY_COMBAT_SIMULATED, 31);
    for (int pl = 0; pl < 5; pl++)
        if (!g.p[pl].automa) g.p[pl].recruits = 0x1e;  /* every ongoing bonus enlisted */
    int coins[5];
    /* Rusviet (seat 1) sits between Nordic (0) and Togawa (2) */
    for (int pl = 0; pl < 5; pl++) coins[pl] = g.p[pl].coins;
    force_card(&g, 1, 6, -1, 0, SCY_REC_COIN, 0);
    g.current = 1;
    scy_report rep;
    automa_turn(&g, &rep);
    assert_int_equal(g.p[0].coins, coins[0] + 1);
    assert_int_equal(g.p[2].coins, coins[2] + 1);
    assert_int_equal(g.p[4].coins, coins[4]);
    /* Crimea (seat 3) between Togawa (2) and Saxony (4) */
    for (int pl = 0; pl < 5; pl++) coins[pl] = g.p[pl].coins;
    force_card(&g, 3, 6, -1, 0, SCY_REC_COIN, 0);
    g.current = 3;
    automa_turn(&g, &rep);
    assert_int_equal(g.p[0].coins, coins[0]);
    assert_int_equal(g.p[2].coins, coins[2] + 1);
    assert_int_equal(g.p[4].coins, coins[4] + 1);

    /* wrap-around: an Automa in the last seat sits next to the first */
    seat_spec sq[4] = {{SCY_NORDIC, 0, 0}, {SCY_RUSVIET, 0, 0}, {SCY_TOGAWA, 0, 0}, {SCY_ALBION, 1, SCY_AUTOMA}};
    new_game(&g, 4, sq, SCY_ENEMY_ALL, 0, SCY_COMBAT_SIMULATED, 32);
    for (int pl = 0; pl < 3; pl++) g.p[pl].recruits = 0x1e;
    int power[4];
    for (int pl = 0; pl < 4; pl++) power[pl] = g.p[pl].power;
    force_card(&g, 3, 6, -1, 0, SCY_REC_POWER, 0);
    g.current = 3;
    automa_turn(&g, &rep);
    assert_int_equal(g.p[0].power, power[0] + 1);
    assert_int_equal(g.p[1].power, power[1]);
    assert_int_equal(g.p[2].power, power[2] + 1);
}

/* ---- §I.9: star trackers ----------------------------------------------------------------- */

/* Automa multi-player rules, clarifications §I.9: each Automa's tracker token moves on its own draws
 * only; each switches to Scheme II (and reshuffles its deck) on its own. */
static void test_multi_I9_own_tracker_and_scheme(void **st)
{
    (void)st;
    seat_spec sp[3] = {{SCY_NORDIC, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}, {SCY_SAXONY, 1, SCY_AUTOMETTA}};
    scy_game g;
    new_game(&g, 3, sp, SCY_ENEMY_HUMANS, 0, SCY_COMBAT_SIMULATED, 41);
    int a = seat_of(&g, SCY_CRIMEA), b = seat_of(&g, SCY_SAXONY);
    scy_report rep;
    int switched = 0;
    for (int k = 0; k < 60 && !g.game_over; k++) {
        int who = k % 2 ? b : a, other = who == a ? b : a;
        scy_player before = g.p[other];
        g.current = (uint8_t)who;
        automa_turn(&g, &rep);
        assert_int_equal(g.pending.kind, SCY_PEND_NONE);  /* the human's units stay home: no combat */
        assert_int_equal(g.p[other].tracker, before.tracker);
        assert_int_equal(g.p[other].scheme, before.scheme);
        assert_int_equal(g.p[other].stars, before.stars);
        assert_int_equal(g.p[other].last_card, before.last_card);
        assert_memory_equal(&g.p[other].deck, &before.deck, sizeof before.deck);
        if (g.p[a].scheme != g.p[b].scheme) switched = 1;
    }
    assert_true(switched);  /* one Automa was on Scheme II while the other was not */
}

/* ---- §I.10: Automa vs Automa combat -------------------------------------------------------- */

/* Automa multi-player rules, clarifications §I.10: each Automa draws its own card for its power and
 * combat cards; no resources are placed (those on the territory stay). Companion mode: the person
 * gives the face-down cards drawn for each Automa. */
static void test_multi_I10_automa_vs_automa_combat(void **st)
{
    (void)st;
    seat_spec sp[3] = {{SCY_NORDIC, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}, {SCY_SAXONY, 1, SCY_AUTOMA}};
    for (int mode = SCY_COMBAT_COMPANION; mode <= SCY_COMBAT_SIMULATED; mode++) {
        scy_game g;
        new_game(&g, 3, sp, SCY_ENEMY_ALL, 0, mode, 51);
        all_to_mat(&g);
        int a = seat_of(&g, SCY_CRIMEA), b = seat_of(&g, SCY_SAXONY);
        int t = pos("C4");
        g.p[a].unit[SCY_U_CHARACTER] = g.p[a].unit[SCY_U_MECH0] = (int8_t)t;
        g.p[b].unit[SCY_U_CHARACTER] = g.p[b].unit[SCY_U_WORKER0] = (int8_t)t;
        scy_game_sync_masks(&g);
        g.p[a].power = 9;
        g.p[b].power = 3;
        g.resources[t] = 2;
        g.p[a].last_card = 3;
        g.p[b].last_card = 5;
        /* Crimea's card: 6 power (column 8-13), 1 card; Saxony's: 2 power (0-7), 0 cards */
        card_on_top(&g.p[a].deck, 7);
        g.cards[6].power[1] = 6;
        g.cards[6].cards = 1;
        card_on_top(&g.p[b].deck, 8);
        g.cards[7].power[0] = 2;
        g.cards[7].cards = 0;
        int held[1] = {1};
        (void)held;
        g.p[a].combat_cards = 1;
        if (mode == SCY_COMBAT_SIMULATED) {
            g.combat_deck[3]--;
            g.p[a].cc_value[3] = 1;
        }
        g.pending.kind = SCY_PEND_COMBAT;
        g.pending.territory = (int8_t)t;
        g.pending.attacker = (uint8_t)a;
        g.pending.defender = (uint8_t)b;
        g.pending.attacker_unit = SCY_U_CHARACTER;
        check_ok(&g);
        int need[2];
        am_err e;
        assert_int_equal(scy_combat_preview(&g, need, &e), AM_OK);
        assert_int_equal(need[0], 1);
        assert_int_equal(need[1], 0);
        scy_combat_input in;
        memset(&in, 0, sizeof in);
        if (mode == SCY_COMBAT_COMPANION) {
            in.side[0].ncards = 1;
            in.side[0].cards[0] = 5;
        }
        scy_combat_report cr;
        assert_int_equal(scy_combat_resolve(&g, &in, &cr, NULL, &e), AM_OK);
        assert_int_equal(cr.side[0].card, 7);
        assert_int_equal(cr.side[1].card, 8);
        assert_int_equal(cr.side[0].total, 11);
        assert_int_equal(cr.side[1].total, 2);
        assert_int_equal(cr.winner, 0);
        assert_int_equal(g.p[a].deck.ncombat, 1);
        assert_int_equal(g.p[b].deck.ncombat, 1);
        assert_int_equal(g.p[a].power, 3);
        assert_int_equal(g.p[b].power, 1);
        /* R-SC-30 (revised, issue 14): none placed; the winning Automa attacker removes them */
        assert_int_equal(cr.resources, SCY_RES_REMOVED);
        assert_int_equal(cr.resources_n, 2);
        assert_int_equal(g.resources[t], 0);
        assert_int_equal(g.p[b].unit[SCY_U_CHARACTER], SCY_POS_MAT);   /* an Automa retreats to its mat */
        assert_int_equal(g.p[b].unit[SCY_U_WORKER0], SCY_POS_HOME(SCY_SAXONY));
        assert_int_equal(g.p[a].stars_combat, 1);
        assert_true(cr.side[1].gained_card);
        assert_int_equal(g.p[a].last_card, 3);  /* combat draws are not "non-combat cards" */
        check_ok(&g);
    }
}

/* ---- §I.11: resources when an Automa's territory is conquered ------------------------------- */

/* Automa multi-player rules, clarifications §I.11: a human taking an Automa's territory places the
 * resources of THAT Automa's last non-combat card; with the shared deck, the last non-combat card of
 * any Automa. */
static void test_multi_I11_conquest_resources_from_that_automa(void **st)
{
    (void)st;
    seat_spec sp[3] = {{SCY_NORDIC, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}, {SCY_SAXONY, 1, SCY_AUTOMA}};
    for (int shared = 0; shared <= 1; shared++) {
        scy_game g;
        new_game(&g, 3, sp, SCY_ENEMY_ALL, shared, SCY_COMBAT_SIMULATED, 61);
        int h = seat_of(&g, SCY_NORDIC), a = seat_of(&g, SCY_CRIMEA), b = seat_of(&g, SCY_SAXONY);
        g.cards[2].resources = 1;
        g.cards[4].resources = 3;
        g.p[a].last_card = 3;
        g.p[b].last_card = 5;
        if (shared) {
            /* Crimea draws card 10 (2 resources) after Saxony's last card */
            force_card(&g, a, 10, -1, 0, SCY_REC_NONE, 2);
            g.current = (uint8_t)a;
            scy_report rep;
            automa_turn(&g, &rep);
            assert_int_equal(rep.card, 10);
            assert_int_equal(g.p[b].last_card, 10);
        }
        int t = land_next_to_home(SCY_NORDIC);
        for (int u = 0; u < SCY_NUNITS; u++)
            if (g.p[b].unit[u] == t || g.p[a].unit[u] == t) fail();
        g.p[b].unit[SCY_U_WORKER0] = (int8_t)t;  /* a lone Saxon worker */
        scy_game_sync_masks(&g);
        g.resources[t] = 0;
        g.current = (uint8_t)h;
        scy_human_report hr;
        am_err e;
        assert_int_equal(scy_human_move(&g, SCY_UT_CHARACTER, SCY_POS_HOME(SCY_NORDIC), t, &hr, &e), AM_OK);
        assert_int_equal(hr.workers, 1);
        assert_int_equal(hr.displace.resources, SCY_RES_PLACED);
        assert_int_equal(hr.displace.resource_card, shared ? 10 : 5);
        assert_int_equal(g.resources[t], shared ? 2 : 3);
        check_ok(&g);
        /* and after a won combat against Crimea's mech */
        int t2 = -1;
        AM_SET_FOREACH(x, scy_human_destinations(&g, h, SCY_U_CHARACTER)) {
            int terr = scy_territories[x].terrain;
            if (terr == SCY_VILLAGE || terr == SCY_LAKE || terr == SCY_FACTORY_T) continue;
            int taken = 0;
            for (int q = 0; q < 3; q++) taken += scy_game_count_units_on(&g, q, SCY_UK_ANY, x);
            if (!taken) { t2 = x; break; }
        }
        assert_true(t2 >= 0);
        g.p[a].unit[SCY_U_MECH0] = (int8_t)t2;
        scy_game_sync_masks(&g);
        g.resources[t2] = 0;
        assert_int_equal(scy_human_move(&g, SCY_UT_CHARACTER, t, t2, &hr, &e), AM_OK);
        assert_true(hr.combat);
        scy_deck *d = scy_game_deck_of(&g, a);
        card_on_top(d, 12);
        g.cards[11].power[0] = g.cards[11].power[1] = g.cards[11].power[2] = 0;
        g.cards[11].cards = 0;
        g.p[a].combat_cards = 0;
        memset(g.p[a].cc_value, 0, sizeof g.p[a].cc_value);
        g.combat_deck[0] = 16; g.combat_deck[1] = 12; g.combat_deck[2] = 8; g.combat_deck[3] = 6;
        memset(g.combat_discard, 0, sizeof g.combat_discard);
        for (int q = 0; q < 3; q++)
            for (int v = 0; v < 4; v++) g.combat_deck[v] = (uint8_t)(g.combat_deck[v] - g.p[q].cc_value[v]);
        scy_combat_input in;
        memset(&in, 0, sizeof in);
        in.side[0].power = 1;
        scy_combat_report cr;
        assert_int_equal(scy_combat_resolve(&g, &in, &cr, NULL, &e), AM_OK);
        assert_int_equal(cr.winner, 0);
        assert_int_equal(cr.resources, SCY_RES_PLACED);
        assert_int_equal(cr.resource_card, shared ? 10 : 3);
        assert_int_equal(g.resources[t2], shared ? 2 : 1);
        check_ok(&g);
    }
}

/* ---- §I.12: the rotating home-base tie-breaker --------------------------------------------- */

/* Two territories whose distances to base f differ (closer one first) and, if `equal_at` >= 0, are
 * equal at base equal_at. */
static int tie_pair(int f, int equal_at, int *closer, int *farther)
{
    for (int x = 0; x < SCY_NTERR; x++)
        for (int y = 0; y < SCY_NTERR; y++) {
            if (x == y) continue;
            if (equal_at >= 0 && scy_board_distance(x, SCY_POS_HOME(equal_at)) != scy_board_distance(y, SCY_POS_HOME(equal_at)))
                continue;
            if (scy_board_distance(x, SCY_POS_HOME(f)) < scy_board_distance(y, SCY_POS_HOME(f))) {
                *closer = x;
                *farther = y;
                return 1;
            }
        }
    return 0;
}

/* Automa multi-player rules, clarifications §I.12: the marker starts on Albion's base; the tied
 * candidate closest to it wins; after each use it moves two bases clockwise (2nd use by Rusviet's
 * base, 3rd by Crimea's); still tied, it moves two bases and the test repeats. */
static void test_multi_I12_tiebreak_marker_moves_two_bases_per_use(void **st)
{
    (void)st;
    seat_spec sp[3] = {{SCY_NORDIC, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}, {SCY_SAXONY, 1, SCY_AUTOMA}};
    scy_game g;
    new_game(&g, 3, sp, SCY_ENEMY_ALL, 0, SCY_COMBAT_SIMULATED, 71);
    static const int expect_at[4] = {SCY_ALBION, SCY_RUSVIET, SCY_CRIMEA, SCY_POLANIA};
    for (int use = 0; use < 4; use++) {
        assert_int_equal(g.tiebreak_marker, expect_at[use]);
        int x = -1, y = -1;
        assert_true(tie_pair(expect_at[use], -1, &x, &y));
        am_set tied = am_set_add(am_set_add(AM_SET_EMPTY, x), y);
        assert_int_equal(scy_tiebreak_home_marker(&g, tied), x);
    }
    assert_int_equal(g.tiebreak_marker, (SCY_POLANIA + 2) % SCY_NFACTIONS);  /* Nordic */
    /* still tied at the marked base: the marker moves two bases, the test repeats there */
    g.tiebreak_marker = SCY_ALBION;
    int x = -1, y = -1;
    assert_true(tie_pair(SCY_RUSVIET, SCY_ALBION, &x, &y));
    am_set tied = am_set_add(am_set_add(AM_SET_EMPTY, x), y);
    assert_int_equal(scy_tiebreak_home_marker(&g, tied), x);
    assert_int_equal(g.tiebreak_marker, SCY_CRIMEA);  /* decided at Rusviet's, then two more */
}

/* The closest to base f of the tied set, with the marker rule (an independent copy of it). */
static int expect_marker_pick(int *marker, am_set tied)
{
    int m = *marker;
    while (am_set_count(tied) > 1) {
        int best = 255;
        AM_SET_FOREACH(t, tied) if (scy_board_distance(t, SCY_POS_HOME(m)) < best) best = scy_board_distance(t, SCY_POS_HOME(m));
        am_set keep = AM_SET_EMPTY;
        AM_SET_FOREACH(t, tied) if (scy_board_distance(t, SCY_POS_HOME(m)) == best) keep = am_set_add(keep, t);
        tied = keep;
        if (am_set_count(tied) > 1) m = (m + 2) % SCY_NFACTIONS;
    }
    *marker = (m + 2) % SCY_NFACTIONS;
    return am_set_first(tied);
}

/* Clarifications §I.12 in a turn: "each use" is every time reading order would have decided — here
 * the unit selection between the two start workers (equally close to the home base). One human vs
 * one Automa keeps reading order and never moves the marker. */
static void test_multi_I12_tiebreak_in_unit_selection(void **st)
{
    (void)st;
    for (int n = 2; n <= 3; n++) {
        seat_spec sp[3] = {{SCY_NORDIC, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}, {SCY_TOGAWA, 0, 0}};
        scy_game g;
        new_game(&g, n, sp, SCY_ENEMY_ALL, 0, SCY_COMBAT_SIMULATED, 72);
        int a = seat_of(&g, SCY_CRIMEA);
        am_set start = scy_homes[SCY_CRIMEA].start;
        assert_int_equal(am_set_count(start), 2);
        force_card(&g, a, 4, SCY_MV_WORKER, 0, SCY_REC_NONE, 0);
        g.current = (uint8_t)a;
        int marker = g.tiebreak_marker;
        scy_report rep;
        automa_turn(&g, &rep);
        const scy_move_report *m = &rep.moves[0];
        assert_int_equal(m->result, SCY_SYM_PERFORMED);
        if (n == 2) {
            assert_int_equal(m->unit_tie, 1);
            assert_int_equal(m->from, am_set_first(start));
            assert_int_equal(g.tiebreak_marker, SCY_ALBION);
            assert_true(m->tiebreak == SCY_TB_NONE || m->tiebreak == SCY_TB_FACTORY || m->tiebreak == SCY_TB_READING);
        } else {
            assert_int_equal(m->unit_tie, 2);
            assert_int_equal(m->from, expect_marker_pick(&marker, start));
            if (m->tiebreak == SCY_TB_HOME_MARKER) {
                /* the destination was a second use: the marker moved again */
                am_set tied = AM_SET_EMPTY;
                int best = -1;
                for (int i = 0; i < m->ncand; i++)
                    if (!m->cand[i].excluded && m->cand[i].value > best) best = m->cand[i].value;
                int bf = 255;
                for (int i = 0; i < m->ncand; i++)
                    if (!m->cand[i].excluded && m->cand[i].value == best && m->cand[i].factory_dist < bf) bf = m->cand[i].factory_dist;
                for (int i = 0; i < m->ncand; i++)
                    if (!m->cand[i].excluded && m->cand[i].value == best && m->cand[i].factory_dist == bf)
                        tied = am_set_add(tied, m->cand[i].territory);
                assert_int_equal(m->to, expect_marker_pick(&marker, tied));
            }
            assert_int_equal(g.tiebreak_marker, marker);
            assert_int_not_equal(g.tiebreak_marker, SCY_ALBION);
        }
    }
}

/* ---- §I.3 scoring, end of game -------------------------------------------------------------- */

/* Automa multi-player rules, clarifications §I.3 (cooperative): the humans win if their average
 * final fortune beats the Automas' average, whatever the best single player; equal averages go to
 * the tie-breakers on the averages (units in play first); all equal: shared. Competitive: the best
 * player wins. */
static void test_multi_I3_cooperative_scoring(void **st)
{
    (void)st;
    seat_spec sp[4] = {{SCY_NORDIC, 0, 0}, {SCY_RUSVIET, 1, SCY_AUTOMA}, {SCY_TOGAWA, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}};
    scy_game g;
    new_game(&g, 4, sp, SCY_ENEMY_HUMANS, 0, SCY_COMBAT_SIMULATED, 81);
    all_to_mat(&g);
    for (int pl = 0; pl < 4; pl++) {
        g.p[pl].power = 0;
        g.p[pl].popularity = 10;
    }
    g.game_over = 1;
    /* humans 30 and 20 (average 25), Automas 40 and 5 (average 22.5): the humans win */
    g.p[0].coins = 30; g.p[2].coins = 20; g.p[1].coins = 40; g.p[3].coins = 5;
    scy_score_sheet s;
    scy_score(&g, &s);
    assert_true(s.coop);
    assert_int_equal(s.side_players[0], 2);
    assert_int_equal(s.side_players[1], 2);
    assert_int_equal(s.side_total[0], 50);
    assert_int_equal(s.side_total[1], 45);
    assert_int_equal(s.winning_side, SCY_SIDE_HUMANS);
    assert_int_equal(s.winner, 0);  /* best human */
    assert_int_equal(s.decided_by, SCY_BY_COINS);
    am_buf b = {0};
    scy_score_render_text(&g, &s, &b);
    assert_non_null(strstr(b.data, "average 25.00"));
    assert_non_null(strstr(b.data, "average 22.50"));
    am_buf_free(&b);
    scy_score_render_json(&g, &s, &b);
    assert_non_null(strstr(b.data, "\"cooperative\""));
    assert_non_null(strstr(b.data, "\"winner\": \"humans\""));
    am_buf_free(&b);
    /* competitive with the same numbers: Rusviet (40) wins */
    g.opt.enemy_mode = SCY_ENEMY_ALL;
    scy_score(&g, &s);
    assert_false(s.coop);
    assert_int_equal(s.winner, 1);
    g.opt.enemy_mode = SCY_ENEMY_HUMANS;
    /* equal averages (25 / 25): the units in play decide, on the averages */
    g.p[3].coins = 10;
    g.p[1].unit[SCY_U_WORKER0] = (int8_t)SCY_POS_HOME(SCY_RUSVIET);
    scy_game_sync_masks(&g);
    scy_score(&g, &s);
    assert_int_equal(s.winning_side, SCY_SIDE_AUTOMAS);
    assert_int_equal(s.decided_by, SCY_BY_UNITS);
    assert_int_equal(s.winner, 1);
    /* all equal: shared */
    g.p[0].unit[SCY_U_WORKER0] = (int8_t)SCY_POS_HOME(SCY_NORDIC);
    scy_game_sync_masks(&g);
    scy_score(&g, &s);
    assert_int_equal(s.winning_side, SCY_SIDE_SHARED);
    assert_int_equal(s.decided_by, SCY_BY_SHARED);
    scy_score_render_text(&g, &s, &b);
    assert_non_null(strstr(b.data, "share the victory"));
    am_buf_free(&b);
    /* the last tie-breaker on the averages: stars (a human's star, its coins made up on the Automas'
     * side; found by the mutation pass) */
    g.p[0].stars = 1;
    scy_score(&g, &s);
    g.p[1].coins = (int16_t)(g.p[1].coins + s.line[0].star_coins);
    scy_score(&g, &s);
    assert_int_equal(s.side_total[0], s.side_total[1]);
    assert_int_equal(s.winning_side, SCY_SIDE_HUMANS);
    assert_int_equal(s.decided_by, SCY_BY_STARS);
    g.p[0].stars = 0;
    g.p[1].coins = (int16_t)(g.p[1].coins - s.line[0].star_coins);
    /* unequal sides: 1 human (24) against 2 Automas (20 and 29, average 24.5) */
    seat_spec s3[3] = {{SCY_NORDIC, 0, 0}, {SCY_RUSVIET, 1, SCY_AUTOMA}, {SCY_CRIMEA, 1, SCY_AUTOMA}};
    new_game(&g, 3, s3, SCY_ENEMY_HUMANS, 0, SCY_COMBAT_SIMULATED, 82);
    all_to_mat(&g);
    for (int pl = 0; pl < 3; pl++) {
        g.p[pl].power = 0;
        g.p[pl].popularity = 10;
    }
    g.p[0].coins = 24; g.p[1].coins = 20; g.p[2].coins = 29;
    scy_score(&g, &s);
    assert_int_equal(s.winning_side, SCY_SIDE_AUTOMAS);
    assert_int_equal(s.winner, 2);
    g.p[2].coins = 28;  /* 24 against 24: tie on coins, units 0/0, power 0/0 ... shared */
    scy_score(&g, &s);
    assert_int_equal(s.winning_side, SCY_SIDE_SHARED);
}

/* Automa multi-player rules, clarifications §I (setup, turn flow, end): any sixth star ends the game at
 * once — here an Automa that is not playing now wins a defence for its sixth star, and a human who
 * is not playing now records a sixth star. */
static void test_multi_end_any_sixth_star(void **st)
{
    (void)st;
    seat_spec sp[3] = {{SCY_NORDIC, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}, {SCY_SAXONY, 1, SCY_AUTOMA}};
    scy_game g;
    new_game(&g, 3, sp, SCY_ENEMY_ALL, 0, SCY_COMBAT_SIMULATED, 91);
    all_to_mat(&g);
    int a = seat_of(&g, SCY_CRIMEA), b = seat_of(&g, SCY_SAXONY);
    g.p[b].stars = 5;
    g.p[b].stars_tracker = 4;
    g.p[b].stars_combat = 1;
    int t = pos("C4");
    g.p[a].unit[SCY_U_CHARACTER] = (int8_t)t;
    g.p[b].unit[SCY_U_CHARACTER] = (int8_t)t;
    scy_game_sync_masks(&g);
    g.p[a].power = 0;
    g.p[b].power = 7;
    card_on_top(&g.p[a].deck, 1);
    card_on_top(&g.p[b].deck, 2);
    g.cards[0].power[0] = 0;
    g.cards[0].cards = 0;
    g.cards[1].power[0] = 5;
    g.cards[1].cards = 0;
    g.current = (uint8_t)a;
    g.pending.kind = SCY_PEND_COMBAT;
    g.pending.territory = (int8_t)t;
    g.pending.attacker = (uint8_t)a;
    g.pending.defender = (uint8_t)b;
    g.pending.attacker_unit = SCY_U_CHARACTER;
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    scy_combat_report cr;
    am_err e;
    assert_int_equal(scy_combat_resolve(&g, &in, &cr, NULL, &e), AM_OK);
    assert_int_equal(cr.winner, 1);
    assert_true(cr.game_over);
    assert_true(g.game_over);
    assert_int_equal(g.p[b].stars, SCY_STARS_END);
    check_ok(&g);
    scy_report rep;
    assert_int_equal(scy_automa_turn(&g, &rep, &e), AM_ESTATE);
    assert_int_equal(scy_human_end_turn(&g, &e), AM_ESTATE);
    /* a human who is not playing now */
    seat_spec s4[4] = {{SCY_NORDIC, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}, {SCY_SAXONY, 0, 0}, {SCY_ALBION, 1, SCY_AUTOMA}};
    new_game(&g, 4, s4, SCY_ENEMY_ALL, 0, SCY_COMBAT_SIMULATED, 92);
    assert_int_equal(g.current, 0);
    assert_int_equal(scy_human_set_player(&g, 2, SCY_STAT_STARS, SCY_STARS_END, &e), AM_OK);
    assert_true(g.game_over);
    scy_score_sheet s;
    scy_score(&g, &s);
    assert_int_equal(s.nplayers, 4);
}

/* Clarifications §I.3 (cooperative), table side: a human does not move onto an ally's units. */
static void test_multi_I3_cooperative_humans_are_allies(void **st)
{
    (void)st;
    seat_spec sp[3] = {{SCY_NORDIC, 0, 0}, {SCY_RUSVIET, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}};
    for (int mode = SCY_ENEMY_ALL; mode <= SCY_ENEMY_HUMANS; mode++) {
        scy_game g;
        new_game(&g, 3, sp, mode, 0, SCY_COMBAT_SIMULATED, 93);
        all_to_mat(&g);
        int t = land_next_to_home(SCY_NORDIC);
        g.p[0].unit[SCY_U_CHARACTER] = (int8_t)SCY_POS_HOME(SCY_NORDIC);
        g.p[1].unit[SCY_U_WORKER0] = (int8_t)t;
        scy_game_sync_masks(&g);
        g.current = 0;
        am_err e;
        scy_human_report hr;
        int rc = scy_human_move(&g, SCY_UT_CHARACTER, SCY_POS_HOME(SCY_NORDIC), t, &hr, &e);
        if (mode == SCY_ENEMY_HUMANS) {
            assert_int_equal(rc, AM_ESTATE);
            assert_non_null(strstr(e.msg, "ally"));
        } else {
            assert_int_equal(rc, AM_OK);  /* competitive: the Rusviet worker is driven home */
            assert_int_equal(g.p[1].unit[SCY_U_WORKER0], SCY_POS_HOME(SCY_RUSVIET));
        }
    }
}

/* ---- whole games ---------------------------------------------------------------------------- */

typedef struct stats {
    long games, capped, steps, combats, automa_vs_automa, human_attacks, refused, roundtrips;
    long coop_games, shared_games, coop_human_wins;
    int roundtrip;
} stats;

static int rnd(am_rng *r, int n)
{
    return n <= 1 ? 0 : (int)am_rng_below(r, (uint32_t)n);
}


static void roundtrip(const scy_game *g, uint64_t seed)
{
    scy_game a = *g, b;
    am_buf text = {0};
    am_err e;
    scy_game_to_json(g, &text);
    assert_false(text.oom);
    if (scy_game_from_json(&b, text.data, &e) != AM_OK) {
        am_buf_free(&text);
        fail_msg("seed %llu: the saved game does not load: %s", (unsigned long long)seed, e.msg);
    }
    am_buf_free(&text);
    fx_normalise(&a);
    fx_normalise(&b);
    int same = memcmp(a.p, b.p, sizeof a.p) == 0 && memcmp(&a.opt, &b.opt, sizeof a.opt) == 0 &&
               a.nplayers == b.nplayers && a.tiebreak_marker == b.tiebreak_marker && a.current == b.current &&
               memcmp(&a.pending, &b.pending, sizeof a.pending) == 0 && memcmp(&a.turn, &b.turn, sizeof a.turn) == 0 &&
               memcmp(&a.rng, &b.rng, sizeof a.rng) == 0 && a.game_over == b.game_over &&
               memcmp(a.resources, b.resources, sizeof a.resources) == 0;
    if (!same) fail_msg("seed %llu: the game changed through save and load", (unsigned long long)seed);
}

/* Invariants of a multi-player game after every step (beyond scy_game_check). */
static void invariants(const scy_game *g, uint64_t seed, const char *where, stats *s)
{
    am_err e;
    if (scy_game_check(g, &e) != AM_OK) fail_msg("seed %llu after %s: %s", (unsigned long long)seed, where, e.msg);
    assert_true(g->current < g->nplayers);
    assert_true(g->tiebreak_marker < SCY_NFACTIONS);
    /* the game is over exactly when somebody has six stars (any player's sixth star ends it) */
    int six = 0;
    for (int pl = 0; pl < g->nplayers; pl++) six |= g->p[pl].stars == SCY_STARS_END;
    if (six != g->game_over) fail_msg("seed %llu after %s: game over %d, six stars %d", (unsigned long long)seed, where, g->game_over, six);
    /* one player per territory, but for the waiting combat */
    am_set seen = AM_SET_EMPTY, shared = AM_SET_EMPTY;
    for (int pl = 0; pl < g->nplayers; pl++) {
        am_set m = scy_game_units_mask(g, pl, SCY_UK_ANY);
        shared |= seen & m;
        seen |= m;
    }
    if (g->pending.kind == SCY_PEND_COMBAT) shared = am_set_remove(shared, g->pending.territory);
    if (shared)
        fail_msg("seed %llu after %s: several players on %s", (unsigned long long)seed, where, scy_pos_name(am_set_first(shared)));
    if (g->pending.kind == SCY_PEND_COMBAT) {
        int a = g->pending.attacker, d = g->pending.defender;
        assert_true(scy_game_is_enemy(g, a, d));
        /* two people may fight each other (issue 13, R-SC-54): the combat is recorded too */
        if (g->opt.enemy_mode == SCY_ENEMY_HUMANS) assert_int_not_equal(g->p[a].automa, g->p[d].automa);
    }
    if (s->roundtrip) {
        roundtrip(g, seed);
        s->roundtrips++;
    }
}

static void human_choice(const scy_game *g, int pl, int t, am_rng *r, scy_combat_choice *c)
{
    const scy_player *p = &g->p[pl];
    int maxp = p->power < 7 ? p->power : 7;
    c->power = (uint8_t)rnd(r, maxp + 1);
    int units = scy_game_count_units_on(g, pl, SCY_UK_COMBAT, t);
    int n = rnd(r, (units < p->combat_cards ? units : p->combat_cards) + 1);
    int held[4];
    for (int v = 0; v < 4; v++) held[v] = p->cc_value[v];
    c->ncards = 0;
    for (int i = 0; i < n; i++) {
        int v = 3;
        while (v >= 0 && !held[v]) v--;
        if (v < 0) break;
        held[v]--;
        c->cards[c->ncards++] = (uint8_t)(v + 2);
    }
}

static void resolve_combats(scy_game *g, am_rng *r, stats *s, uint64_t seed)
{
    while (g->pending.kind == SCY_PEND_COMBAT && !g->game_over) {
        scy_combat_input in;
        memset(&in, 0, sizeof in);
        int automas = 0;
        for (int side = 0; side < 2; side++) {
            int pl = side ? g->pending.defender : g->pending.attacker;
            if (!g->p[pl].automa) human_choice(g, pl, g->pending.territory, r, &in.side[side]);
            else automas++;
        }
        if (automas == 2) s->automa_vs_automa++;
        scy_combat_report cr;
        scy_report turn;
        am_err e;
        if (scy_combat_resolve(g, &in, &cr, &turn, &e) != AM_OK)
            fail_msg("seed %llu: combat refused: %s", (unsigned long long)seed, e.msg);
        /* §I.10: no resources are placed; R-SC-30 (issue 14): a winning Automa attacker removes them */
        if (automas == 2) assert_int_equal(cr.resources, cr.winner == 0 && !cr.game_over ? SCY_RES_REMOVED : SCY_RES_NOTHING);
        s->combats++;
        s->steps++;
        invariants(g, seed, "combat", s);
    }
}

#define TRY(call)                                                                                        \
    do {                                                                                                 \
        scy_game before_;                                                                                \
        memcpy(&before_, g, sizeof before_);                                                             \
        am_err e_;                                                                                       \
        if ((call) != AM_OK) {                                                                           \
            s->refused++;                                                                                \
            if (memcmp(&before_, g, sizeof *g) != 0)                                                     \
                fail_msg("seed %llu: refused %s changed the game", (unsigned long long)seed, #call);     \
        }                                                                                                \
        (void)e_;                                                                                        \
        s->steps++;                                                                                      \
        invariants(g, seed, #call, s);                                                                   \
    } while (0)

/* A scripted human: a few random moves (sometimes attacks), a deploy, numbers, recruits, the end. */
static void human_turn(scy_game *g, am_rng *r, stats *s, uint64_t seed)
{
    int pl = g->current;
    scy_player *p = &g->p[pl];
    int nmoves = 1 + rnd(r, 3);
    for (int m = 0; m < nmoves && !g->game_over; m++) {
        int cand[SCY_NUNITS], n = 0;
        for (int u = 0; u < SCY_NUNITS; u++)
            if (p->unit[u] != SCY_POS_MAT) cand[n++] = u;
        if (!n) break;
        int u = cand[rnd(r, n)];
        am_set dest = scy_human_destinations(g, pl, u);
        if (!dest) continue;
        am_set others = AM_SET_EMPTY;
        for (int e = 0; e < g->nplayers; e++)
            if (e != pl) others |= scy_game_units_mask(g, e, SCY_UK_ANY);
        am_set pick = (SCY_IS_COMBAT_UNIT(u) && (dest & others) && rnd(r, 2) == 0) ? dest & others : dest;
        int k = rnd(r, am_set_count(pick)), to = -1;
        AM_SET_FOREACH(t, pick) if (k-- == 0) { to = t; break; }
        int type = u == 0 ? SCY_UT_CHARACTER : (u < SCY_U_WORKER0 ? SCY_UT_MECH : SCY_UT_WORKER);
        int from = p->unit[u];
        TRY(scy_human_move(g, type, from, to, NULL, &e_));
        if (g->pending.kind == SCY_PEND_COMBAT) {
            s->human_attacks++;
            resolve_combats(g, r, s, seed);
        }
    }
    if (g->game_over) return;
    int w = -1;
    for (int u = SCY_U_WORKER0; u < SCY_NUNITS; u++)
        if (SCY_IS_TERR(p->unit[u])) w = p->unit[u];
    if (w >= 0 && rnd(r, 3) == 0) TRY(scy_human_deploy(g, rnd(r, 2) ? SCY_UT_MECH : SCY_UT_WORKER, w, &e_));
    TRY(scy_human_set(g, SCY_STAT_POWER, p->power + 2 > 16 ? 16 : p->power + 2, &e_));
    TRY(scy_human_set(g, SCY_STAT_COINS, p->coins + rnd(r, 4), &e_));
    if (rnd(r, 6) == 0) TRY(scy_human_recruit(g, 1 + rnd(r, 4), &e_));
    if (rnd(r, 4) == 0) TRY(scy_human_set(g, SCY_STAT_COMBAT_CARDS, p->combat_cards + 1, &e_));
    if (SCY_IS_TERR(p->unit[0]) && am_set_has(g->encounters, p->unit[0])) TRY(scy_human_encounter(g, p->unit[0], &e_));
    if (p->unit[0] == scy_factory) TRY(scy_human_factory(g, &e_));
    if (rnd(r, 30) == 0 && p->stars < SCY_STARS_END) TRY(scy_human_set(g, SCY_STAT_STARS, p->stars + 1, &e_));
    if (g->game_over) return;
    TRY(scy_human_end_turn(g, &e_));
}

/* One Automa turn with the per-turn invariants: other Automas' trackers, schemes and decks do not
 * move (§I.9); humans not sitting next to it gain no recruit bonus (§I.8); the home-base marker
 * moves only when used and reading order is never used (§I.12); with enemy = humans the other
 * Automas' units are untouched (§I.3); the turn passes on (§I.7). */
static void automa_step(scy_game *g, am_rng *r, stats *s, uint64_t seed)
{
    scy_game before;
    memcpy(&before, g, sizeof before);
    int a = g->current, n = g->nplayers;
    scy_report rep;
    am_err e;
    if (scy_automa_turn(g, &rep, &e) != AM_OK) fail_msg("seed %llu: Automa turn: %s", (unsigned long long)seed, e.msg);
    s->steps++;
    invariants(g, seed, "automa turn", s);
    int combat = rep.waiting_combat;
    /* §I.12: the marker moves only when it was used (a tie reading order would have decided) */
    int uses = 0;
    for (int i = 0; i < rep.nmoves; i++)
        uses += rep.moves[i].unit_tie == 2 || (rep.moves[i].result == SCY_SYM_PERFORMED && rep.moves[i].tiebreak == SCY_TB_HOME_MARKER);
    if (!uses) assert_int_equal(g->tiebreak_marker, before.tiebreak_marker);
    for (int i = 0; i < rep.nmoves; i++) {  /* never reading order */
        assert_int_not_equal(rep.moves[i].unit_tie, 1);
        if (rep.moves[i].result == SCY_SYM_PERFORMED) assert_int_not_equal(rep.moves[i].tiebreak, SCY_TB_READING);
    }
    /* §I.3 enemy = humans: an Automa's turn never touches another Automa's units */
    if (g->opt.enemy_mode == SCY_ENEMY_HUMANS)
        for (int pl = 0; pl < n; pl++)
            if (pl != a && g->p[pl].automa) assert_memory_equal(g->p[pl].unit, before.p[pl].unit, sizeof g->p[pl].unit);
    for (int pl = 0; pl < n; pl++) {
        if (pl == a) continue;
        const scy_player *p = &g->p[pl], *q = &before.p[pl];
        if (p->automa) {
            assert_int_equal(p->tracker, q->tracker);
            assert_int_equal(p->scheme, q->scheme);
            if (!g->opt.shared_deck) {
                assert_int_equal(p->last_card, q->last_card);
                assert_memory_equal(&p->deck, &q->deck, sizeof p->deck);
            }
        } else if (!combat && pl != (a + 1) % n && pl != (a + n - 1) % n) {
            assert_int_equal(p->coins, q->coins);
            assert_int_equal(p->power, q->power);
            assert_int_equal(p->popularity, q->popularity);
            assert_int_equal(p->combat_cards, q->combat_cards);
        }
    }
    if (combat) resolve_combats(g, r, s, seed);
    if (!g->game_over && g->pending.kind == SCY_PEND_NONE) {
        assert_false(g->turn.active);
        assert_int_equal(g->current, (a + 1) % n);
    }
}

static void play(scy_game *g, am_rng *r, stats *s, uint64_t seed)
{
    invariants(g, seed, "setup", s);
    while (!g->game_over && g->turns < TURN_CAP) {
        if (g->p[g->current].automa) automa_step(g, r, s, seed);
        else human_turn(g, r, s, seed);
    }
    s->games++;
    if (!g->game_over) {
        s->capped++;
        return;
    }
    scy_score_sheet sheet;
    scy_score(g, &sheet);
    assert_int_equal(sheet.nplayers, g->nplayers);
    assert_true(sheet.winner < g->nplayers);
    if (sheet.coop) {
        s->coop_games++;
        if (sheet.winning_side == SCY_SIDE_HUMANS) s->coop_human_wins++;
        assert_int_equal(sheet.side_players[0] + sheet.side_players[1], g->nplayers);
    }
}

/* A 3-player game (1 human, 2 Automas) scripted to the end through the library. */
static void test_multi_scripted_3_players_to_the_end(void **st)
{
    (void)st;
    seat_spec sp[3] = {{SCY_POLANIA, 0, 0}, {SCY_CRIMEA, 1, SCY_AUTOMA}, {SCY_NORDIC, 1, SCY_AUTOMASZYNA}};
    scy_game g;
    new_game(&g, 3, sp, SCY_ENEMY_ALL, 0, SCY_COMBAT_SIMULATED, 2026);
    stats s;
    memset(&s, 0, sizeof s);
    s.roundtrip = 1;
    am_rng r;
    am_rng_seed(&r, 2, 1);  /* a script in which the human attacks and the Automas fight each other */
    play(&g, &r, &s, 2026);
    printf("3 players: %d turns, %ld steps, %ld combats (%ld Automa vs Automa, %ld human attacks)\n", g.turns, s.steps,
           s.combats, s.automa_vs_automa, s.human_attacks);
    assert_int_equal(s.capped, 0);
    assert_true(g.game_over);
    assert_true(g.turns >= 6);
    assert_true(s.human_attacks >= 1);
    assert_true(s.automa_vs_automa >= 1);
    for (int pl = 0; pl < 3; pl++)
        if (g.p[pl].automa) assert_true(g.p[pl].deck.ndiscard + g.p[pl].deck.ncombat + g.p[pl].deck.ndraw == SCY_NCARDS);
    scy_score_sheet sheet;
    scy_score(&g, &sheet);
    assert_int_equal(sheet.nplayers, 3);
    assert_false(sheet.coop);
}

/* A 5-player game (2 humans, 3 Automas of different levels, shared deck) scripted to the end. */
static void test_multi_scripted_5_players_to_the_end(void **st)
{
    (void)st;
    seat_spec sp[5] = {{SCY_NORDIC, 0, 0}, {SCY_RUSVIET, 1, SCY_AUTOMA}, {SCY_TOGAWA, 1, SCY_AUTOMETTA},
                       {SCY_SAXONY, 0, 0}, {SCY_ALBION, 1, SCY_ULTIMASZYNA}};
    for (int variant = 0; variant < 2; variant++) {
        scy_game g;
        new_game(&g, 5, sp, variant ? SCY_ENEMY_HUMANS : SCY_ENEMY_ALL, variant, SCY_COMBAT_SIMULATED, 55 + (uint64_t)variant);
        stats s;
        memset(&s, 0, sizeof s);
        s.roundtrip = 1;
        am_rng r;
        am_rng_seed(&r, 5, (uint64_t)variant);
        play(&g, &r, &s, 55);
        printf("5 players (%s, %s deck): %d turns, %ld steps, %ld combats (%ld Automa vs Automa), marker on %s\n",
               variant ? "cooperative" : "competitive", variant ? "shared" : "own", g.turns, s.steps, s.combats,
               s.automa_vs_automa, scy_faction_name(g.tiebreak_marker));
        assert_int_equal(s.capped, 0);
        assert_true(g.game_over);
        assert_true(g.turns >= 10);
        scy_score_sheet sheet;
        scy_score(&g, &sheet);
        assert_int_equal(sheet.nplayers, 5);
        assert_int_equal(sheet.coop, variant);
        assert_true(s.combats >= 1);
        if (variant) assert_int_equal(s.automa_vs_automa, 0);
        else assert_true(s.automa_vs_automa >= 1);
    }
}

static void random_setup(am_rng *r, scy_setup *set, uint64_t seed)
{
    memset(set, 0, sizeof *set);
    scy_options_default(&set->opt);
    set->opt.combat_mode = SCY_COMBAT_SIMULATED;
    set->opt.enemy_mode = (uint8_t)(rnd(r, 3) == 0 ? SCY_ENEMY_HUMANS : SCY_ENEMY_ALL);
    set->opt.shared_deck = (uint8_t)(rnd(r, 3) == 0);
    if (rnd(r, 8) == 0) set->opt.all_moves = 1;
    set->seed = seed;
    set->nplayers = (uint8_t)(3 + rnd(r, 3));
    int used = 0, automas = 0;
    for (int i = 0; i < set->nplayers; i++) {
        int f;
        do f = rnd(r, SCY_NFACTIONS);
        while (used & (1 << f));
        used |= 1 << f;
        set->faction[i] = (uint8_t)f;
        set->automa[i] = (uint8_t)(rnd(r, 2));
        automas += set->automa[i];
        set->level[i] = (uint8_t)rnd(r, SCY_NLEVELS);
    }
    if (!automas) set->automa[rnd(r, set->nplayers)] = 1;
}

/* Property: 2,400 seeded games of 3-5 players, random mixes of humans and Automas (all-Automa games
 * too), competitive or cooperative, own or shared decks; invariants after every step. */
static void test_multi_property_many_games(void **st)
{
    (void)st;
    stats s;
    memset(&s, 0, sizeof s);
    uint64_t master = 909;
    for (int i = 0; i < NGAMES; i++) {
        uint64_t seed = am_splitmix64(&master);
        am_rng r;
        am_rng_seed(&r, seed, 7);
        scy_setup set;
        random_setup(&r, &set, seed);
        scy_game g;
        am_err e;
        assert_int_equal(scy_game_new(&g, &set, &e), AM_OK);
        if (set.opt.shared_deck) s.shared_games++;
        s.roundtrip = i < 8;  /* the first 8 games: every state also through save and load */
        play(&g, &r, &s, seed);
    }
    printf("multi props: %ld games (%ld cooperative, humans won %ld; %ld shared deck), %ld capped, %ld steps, "
           "%ld refused, %ld combats (%ld Automa vs Automa, %ld human attacks), %ld states saved and reloaded\n",
           s.games, s.coop_games, s.coop_human_wins, s.shared_games, s.capped, s.steps, s.refused, s.combats,
           s.automa_vs_automa, s.human_attacks, s.roundtrips);
    assert_int_equal(s.games, NGAMES);
    assert_int_equal(s.capped, 0);
    assert_true(s.automa_vs_automa > 0);
    assert_true(s.coop_games > 0);
}

/* SC-39 with two Automas' workers on the territory a human enters (cooperative: the Automas share
 * territories): both go home, the report counts both and the human loses a popularity per worker
 * (found by the mutation pass: the count of the second Automa's workers was untested). */
static void test_multi_workers_of_two_automas_driven_off(void **st)
{
    (void)st;
    seat_spec sp[3] = {{SCY_NORDIC, 0, 0}, {SCY_RUSVIET, 1, SCY_AUTOMA}, {SCY_CRIMEA, 1, SCY_AUTOMA}};
    scy_game g;
    new_game(&g, 3, sp, SCY_ENEMY_HUMANS, 0, SCY_COMBAT_SIMULATED, 83);
    all_to_mat(&g);
    int h = seat_of(&g, SCY_NORDIC), r = seat_of(&g, SCY_RUSVIET), c = seat_of(&g, SCY_CRIMEA);
    int t = fx_pos("C6");
    g.current = (uint8_t)h;
    g.p[h].unit[SCY_U_CHARACTER] = (int8_t)fx_pos("B6");
    scy_game_sync_masks(&g);
    g.p[h].popularity = 6;
    g.p[r].unit[SCY_U_WORKER0] = (int8_t)t;
    g.p[c].unit[SCY_U_WORKER0] = (int8_t)t;
    g.p[c].unit[SCY_U_WORKER0 + 1] = (int8_t)t;
    scy_game_sync_masks(&g);
    am_err e;
    scy_human_report rep;
    assert_int_equal(scy_human_move(&g, SCY_UT_CHARACTER, fx_pos("B6"), t, &rep, &e), AM_OK);
    assert_int_equal(rep.workers, 3);
    assert_int_equal(rep.displace.side[1].workers_home, 3);
    assert_int_equal(rep.displace.side[0].popularity_lost, 3);
    assert_int_equal(g.p[h].popularity, 3);
    assert_int_equal(g.p[r].unit[SCY_U_WORKER0], SCY_POS_HOME(SCY_RUSVIET));
    assert_int_equal(g.p[c].unit[SCY_U_WORKER0 + 1], SCY_POS_HOME(SCY_CRIMEA));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_multi_I2_I5_setup_seats_and_own_trackers),
        cmocka_unit_test(test_multi_I3_enemy_option),
        cmocka_unit_test(test_multi_I3_humans_only_automa_does_not_attack_automa),
        cmocka_unit_test(test_multi_I3_humans_only_other_automa_neither_enemy_nor_own),
        cmocka_unit_test(test_multi_I4_automa_units_are_the_current_automas),
        cmocka_unit_test(test_multi_I6_shared_deck),
        cmocka_unit_test(test_multi_I7_turn_flow_several_humans),
        cmocka_unit_test(test_multi_I8_recruit_bonus_only_next_to_the_automa),
        cmocka_unit_test(test_multi_I9_own_tracker_and_scheme),
        cmocka_unit_test(test_multi_I10_automa_vs_automa_combat),
        cmocka_unit_test(test_multi_I11_conquest_resources_from_that_automa),
        cmocka_unit_test(test_multi_I12_tiebreak_marker_moves_two_bases_per_use),
        cmocka_unit_test(test_multi_I12_tiebreak_in_unit_selection),
        cmocka_unit_test(test_multi_I3_cooperative_scoring),
        cmocka_unit_test(test_multi_workers_of_two_automas_driven_off),
        cmocka_unit_test(test_multi_I3_cooperative_humans_are_allies),
        cmocka_unit_test(test_multi_end_any_sixth_star),
        cmocka_unit_test(test_multi_scripted_3_players_to_the_end),
        cmocka_unit_test(test_multi_scripted_5_players_to_the_end),
        cmocka_unit_test(test_multi_property_many_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
