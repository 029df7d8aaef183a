/* Test support: build Scythe positions from JSON text and look at units by name. */
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
