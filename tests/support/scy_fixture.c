/* Test fixtures for the Scythe tests (see scy_fixture.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "scy_fixture.h"

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

int fx_t(const char *name)
{
    int pos = -1;
    am_err e;
    assert_int_equal(scy_pos_parse(name, &pos, &e), AM_OK);
    return pos;
}

void fx_top_card(scy_game *g, int pl, int number, int p0, int p1, int p2, int ncards, int resources)
{
    scy_deck *d = &g->p[pl].deck;
    int i;
    for (i = 0; i < d->ndraw; i++)
        if (d->draw[i] == number) break;
    assert_true(i < d->ndraw);
    memmove(&d->draw[i], &d->draw[i + 1], (size_t)(d->ndraw - i - 1));
    d->draw[d->ndraw - 1] = (uint8_t)number;
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
