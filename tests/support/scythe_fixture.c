/* Test support for Scythe (see scythe_fixture.h): positions from JSON text or a fresh game, units by name. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "support/scythe_fixture.h"

void fx_load(scy_game *g, const char *json)
{
    am_err e;
    int rc = scy_game_from_json(g, json, &e);
    if (rc != AM_OK) fprintf(stderr, "fixture JSON rejected: %s\n", e.msg);
    assert_int_equal(rc, AM_OK);
}

int fx_pos(const char *name)
{
    int pos = -1;
    am_err e;
    assert_int_equal(scy_pos_parse(name, &pos, &e), AM_OK);
    return pos;
}

int fx_seat(const scy_game *g, int faction)
{
    for (int i = 0; i < g->nplayers; i++)
        if (g->p[i].faction == faction) return i;
    fail_msg("faction %d not in the game", faction);
    return -1;
}

int fx_count(const scy_game *g, int faction, int kinds, const char *where)
{
    return scy_game_count_units_on(g, fx_seat(g, faction), kinds, fx_pos(where));
}

void fx_turn(scy_game *g, scy_report *rep)
{
    am_err e;
    int rc = scy_automa_turn(g, rep, &e);
    if (rc != AM_OK) fprintf(stderr, "turn failed: %s\n", e.msg);
    assert_int_equal(rc, AM_OK);
    am_err ce;
    int ok = scy_game_check(g, &ce);
    if (ok != AM_OK) fprintf(stderr, "invariant broken: %s\n", ce.msg);
    assert_int_equal(ok, AM_OK);
}

const scy_move_report *fx_performed(const scy_report *rep)
{
    for (int i = 0; i < rep->nmoves; i++)
        if (rep->moves[i].result == SCY_SYM_PERFORMED) return &rep->moves[i];
    return NULL;
}

int fx_has_event(const scy_report *rep, int kind)
{
    for (int i = 0; i < rep->nevents; i++)
        if (rep->events[i].kind == kind) return 1;
    return 0;
}

int fx_cand_value(const scy_move_report *m, const char *territory, int *excluded)
{
    int t = fx_pos(territory);
    for (int i = 0; i < m->ncand; i++)
        if (m->cand[i].territory == t) {
            if (excluded) *excluded = m->cand[i].excluded;
            return m->cand[i].value;
        }
    return -999;
}

static void sort_positions(int8_t *a, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && a[j - 1] > a[j]; j--) {
            int8_t t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
        }
}

void fx_normalise(scy_game *g)
{
    for (int i = 0; i < SCY_MAX_PLAYERS; i++) {
        sort_positions(&g->p[i].unit[SCY_U_MECH0], SCY_U_WORKER0 - SCY_U_MECH0);
        sort_positions(&g->p[i].unit[SCY_U_WORKER0], SCY_NUNITS - SCY_U_WORKER0);
        scy_deck *d = &g->p[i].deck;
        memset(d->draw + d->ndraw, 0, (size_t)(SCY_NCARDS - d->ndraw));
        memset(d->discard + d->ndiscard, 0, (size_t)(SCY_NCARDS - d->ndiscard));
        memset(d->combat + d->ncombat, 0, (size_t)(SCY_NCARDS - d->ncombat));
    }
    if (!g->turn.active) memset(&g->turn, 0, sizeof g->turn);
}

/* ---- hand-built positions (combat, human, score tests) ---- */

void fx_new(scy_game *g, int hf, int af, int level, int mode, uint64_t seed)
{
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    s.opt.combat_mode = (uint8_t)mode;
    s.nplayers = 2;
    s.faction[0] = (uint8_t)hf;
    s.faction[1] = (uint8_t)af;
    s.automa[1] = 1;
    s.level[1] = (uint8_t)level;
    s.seed = seed;
    am_err e;
    assert_int_equal(scy_game_new(g, &s, &e), AM_OK);
    for (int pl = 0; pl < 2; pl++)
        for (int u = 0; u < SCY_NUNITS; u++) g->p[pl].unit[u] = SCY_POS_MAT;
    scy_game_sync_masks(g);
}

int fx_human(const scy_game *g)
{
    return g->p[0].automa ? 1 : 0;
}

int fx_automa(const scy_game *g)
{
    return g->p[0].automa ? 0 : 1;
}


void fx_card_on_top(scy_game *g, int pl, int number)
{
    scy_deck *d = &g->p[pl].deck;
    int i;
    for (i = 0; i < d->ndraw; i++)
        if (d->draw[i] == number) break;
    assert_true(i < d->ndraw);
    memmove(&d->draw[i], &d->draw[i + 1], (size_t)(d->ndraw - i - 1));
    d->draw[d->ndraw - 1] = (uint8_t)number;
}

void fx_top_card(scy_game *g, int pl, int number, int p0, int p1, int p2, int ncards, int resources)
{
    fx_card_on_top(g, pl, number);
    scy_card *c = &g->cards[number - 1];
    c->power[0] = (uint8_t)p0;
    c->power[1] = (uint8_t)p1;
    c->power[2] = (uint8_t)p2;
    c->cards = (uint8_t)ncards;
    c->resources = (uint8_t)resources;
}

void fx_give_cards(scy_game *g, int pl, int n, const int *values)
{
    for (int i = 0; i < n; i++) {
        int v = values[i] - 2;
        g->p[pl].combat_cards++;
        if (g->opt.combat_mode == SCY_COMBAT_SIMULATED) {
            assert_true(g->combat_deck[v] > 0);
            g->combat_deck[v]--;
            g->p[pl].cc_value[v]++;
        }
    }
}

void fx_pending(scy_game *g, int t, int attacker, int defender)
{
    g->pending.kind = SCY_PEND_COMBAT;
    g->pending.territory = (int8_t)t;
    g->pending.attacker = (uint8_t)attacker;
    g->pending.defender = (uint8_t)defender;
    g->pending.attacker_unit = -1;
}
