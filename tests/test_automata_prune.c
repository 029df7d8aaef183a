/*
 * Issue 30: dominated actions. A forfeit when an activation of the same dice gives at least as
 * much, and a paid sequence of modifications whose net effect a cheaper part of it reaches, are
 * never chosen by the bots (atm_action_dominated, used where the candidates are generated); the
 * audit of `automa automata sim` (atm_audit_step) counts them with its own code. The positions are
 * the ones the issue reports: Scavenge with a D4 showing 4 against forfeiting it, and a die moved
 * +1 then -1 for two gears.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/automata.h"
#include "automata/atm_internal.h"

/* The bots that must never choose a dominated action (random and the two kept references may). */
static const int pruning_bots[] = {ATM_BOT_GREEDY, ATM_BOT_EASY, ATM_BOT_SEARCH, ATM_BOT_MCTS, ATM_BOT_NORMAL, ATM_BOT_HARD};
enum { NPRUNING = sizeof pruning_bots / sizeof pruning_bots[0], BOT_SEEDS = 20 };

static atm_action mk(int kind, int die, int sign)
{
    atm_action a = {0};
    a.kind = (uint8_t)kind;
    a.die = (uint8_t)die;
    a.sign = (int8_t)sign;
    return a;
}

static void apply_ok(atm_state *s, atm_action a)
{
    am_err e;
    if (atm_apply(s, &a, &e)) fail_msg("illegal: %s", e.msg);
}

/* Seed 7008, seats search,greedy (the game), at the moment it reports: Activation, the
 * initiative 4, P1 to act with its D4 #4 showing 4 alone on Scavenge and a Scavenge space free;
 * P2's D8 showing 8 on Research keeps the round going. The legal actions: forfeit Scavenge (+1
 * gear) or Scavenge with #4 (+5 gears). */
static atm_state scavenge_or_forfeit(void)
{
    atm_state s;
    assert_int_equal(atm_state_init(&s, NULL, 2, 7008, NULL), 0);
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < ATM_DICE; i++) s.p[p].dice[i] = (atm_die){ATM_IN_SPENT, 0, 0, 1};
        s.p[p].gears = 3;
    }
    s.p[0].dice[3] = (atm_die){ATM_IN_STAGING, ATM_SCAVENGE, 0, 4};
    s.p[1].dice[11] = (atm_die){ATM_IN_STAGING, ATM_RESEARCH, 0, 8};
    atm_state_sync(&s);
    s.phase = ATM_PHASE_ACTIVATE;
    s.initiative = 4;
    s.current = 0;
    s.act_order[0] = 0;
    s.act_order[1] = 1;
    s.act_filled = 2;
    s.next_filled = 0;
    am_err e;
    if (atm_state_check(&s, &e)) fail_msg("position: %s", e.msg);
    return s;
}

/* Two positions of real games (seats search-v2 = the search as the issue saw it, and greedy;
 * bot seeds 7008 * 977 + 1 and 7009 * 977 + 1): their first actions as saved games write them
 * (kind, area, dice, die, die2, sign, card, opt, n4, n6). At the end P1 (the search) has one die
 * on Scavenge that can take a space: it may Scavenge (4 gears, 9 gears) or forfeit (1 gear). */
static const int16_t game7008[][10] = {
    {3, 0, 0, 6, 0, 1, 0, 0, 0, 0}, {1, 3, 0, 6, 0, 0, 0, 0, 0, 0}, {2, 0, 0, 6, 0, 0, 0, 0, 0, 0},
    {4, 0, 0, 6, 0, 1, 0, 0, 0, 0}, {3, 0, 0, 6, 0, 1, 0, 0, 0, 0}, {4, 0, 0, 7, 2, 1, 0, 0, 0, 0},
    {1, 0, 0, 1, 0, 0, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 6, 0, 0, 0, 0, 0, 0},
    {4, 0, 0, 7, 2, 1, 0, 0, 0, 0}, {1, 1, 0, 7, 0, 0, 0, 0, 0, 0}, {1, 3, 0, 7, 0, 0, 0, 0, 0, 0},
    {1, 2, 0, 1, 0, 0, 0, 0, 0, 0}, {6, 1, 129, 0, 0, 0, 0, 0, 0, 1}, {6, 0, 2, 0, 0, 0, 0, 0, 0, 0},
    {7, 2, 0, 0, 0, 0, 0, 0, 0, 0}, {6, 3, 128, 0, 0, 0, 0, 1, 0, 0}, {6, 3, 64, 0, 0, 0, 10, 0, 0, 0},
    {6, 0, 64, 0, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {2, 0, 0, 6, 0, 0, 0, 0, 0, 0},
    {1, 2, 0, 7, 0, 0, 0, 0, 0, 0}, {4, 0, 0, 1, 6, -1, 0, 0, 0, 0}, {1, 0, 0, 1, 0, 0, 0, 0, 0, 0},
    {1, 1, 0, 1, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 2, 0, 0, 0, 0, 0, 0}, {2, 0, 0, 6, 0, 0, 0, 0, 0, 0},
    {1, 1, 0, 0, 0, 0, 0, 0, 0, 0}, {1, 1, 0, 10, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 2, 0, 0, 0, 0, 0, 0},
    {1, 3, 0, 6, 0, 0, 0, 0, 0, 0}, {7, 1, 0, 0, 0, 0, 0, 0, 0, 0}, {7, 3, 0, 0, 0, 0, 0, 0, 0, 0},
    {6, 1, 3, 0, 0, 0, 0, 0, 1, 0}, {6, 0, 7, 0, 0, 0, 0, 0, 0, 0},
};
static const int16_t game7009[][10] = {
    {2, 0, 0, 6, 0, 0, 0, 0, 0, 0}, {4, 0, 0, 6, 1, 1, 0, 0, 0, 0}, {1, 3, 0, 6, 0, 0, 0, 0, 0, 0},
    {2, 0, 0, 7, 0, 0, 0, 0, 0, 0}, {2, 0, 0, 7, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 7, 0, 0, 0, 0, 0, 0},
    {4, 0, 0, 0, 2, 1, 0, 0, 0, 0}, {4, 0, 0, 7, 0, 1, 0, 0, 0, 0}, {1, 1, 0, 7, 0, 0, 0, 0, 0, 0},
    {1, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {4, 0, 0, 1, 2, 1, 0, 0, 0, 0}, {4, 0, 0, 6, 1, 1, 0, 0, 0, 0},
    {1, 3, 0, 6, 0, 0, 0, 0, 0, 0}, {6, 0, 129, 0, 0, 0, 0, 0, 0, 0}, {6, 3, 64, 0, 0, 0, 0, 1, 0, 0},
    {6, 3, 64, 0, 0, 0, 19, 0, 0, 0}, {6, 1, 128, 0, 0, 0, 0, 0, 0, 1}, {1, 2, 0, 1, 0, 0, 0, 0, 0, 0},
    {4, 0, 0, 6, 0, 1, 0, 0, 0, 0}, {1, 0, 0, 6, 0, 0, 0, 0, 0, 0}, {3, 0, 0, 7, 0, 1, 0, 0, 0, 0},
    {1, 3, 0, 7, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 1, 0, 0, 0, 0, 0, 0}, {1, 1, 0, 6, 0, 0, 0, 0, 0, 0},
    {1, 1, 0, 2, 0, 0, 0, 0, 0, 0}, {1, 2, 0, 2, 0, 0, 0, 0, 0, 0}, {1, 1, 0, 10, 0, 0, 0, 0, 0, 0},
    {1, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {6, 1, 1028, 0, 0, 0, 0, 0, 1, 0}, {6, 2, 6, 0, 0, 0, 0, 0, 3, 0},
    {7, 1, 0, 0, 0, 0, 0, 0, 0, 0}, {6, 0, 66, 0, 0, 0, 0, 0, 0, 0}, {6, 0, 1, 0, 0, 0, 0, 0, 0, 0},
    {6, 3, 128, 0, 0, 0, 6, 0, 0, 0}, {1, 3, 0, 6, 0, 0, 0, 0, 0, 0}, {1, 2, 0, 4, 0, 0, 0, 0, 0, 0},
    {1, 1, 0, 7, 0, 0, 0, 0, 0, 0}, {2, 0, 0, 6, 0, 0, 0, 0, 0, 0}, {5, 0, 0, 7, 0, -1, 6, 0, 0, 0},
    {3, 0, 0, 7, 0, -1, 0, 0, 0, 0}, {4, 0, 0, 6, 5, 1, 0, 0, 0, 0}, {3, 0, 0, 6, 0, -1, 0, 0, 0, 0},
    {1, 1, 0, 6, 0, 0, 0, 0, 0, 0}, {3, 0, 0, 10, 0, 1, 0, 0, 0, 0}, {1, 2, 0, 10, 0, 0, 0, 0, 0, 0},
    {1, 1, 0, 0, 0, 0, 0, 0, 0, 0}, {3, 0, 0, 0, 0, -1, 0, 0, 0, 0}, {1, 2, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 1, 0, 2, 0, 0, 0, 0, 0, 0}, {1, 3, 0, 1, 0, 0, 0, 0, 0, 0}, {2, 0, 0, 7, 0, 0, 0, 0, 0, 0},
    {1, 1, 0, 7, 0, 0, 0, 0, 0, 0}, {1, 3, 0, 1, 0, 0, 0, 0, 0, 0}, {3, 0, 0, 3, 0, 1, 0, 0, 0, 0},
    {1, 3, 0, 3, 0, 0, 0, 0, 0, 0}, {6, 2, 1025, 0, 0, 0, 0, 0, 3, 1}, {6, 1, 196, 0, 0, 0, 0, 0, 1, 2},
    {7, 2, 0, 0, 0, 0, 0, 0, 0, 0}, {6, 3, 10, 0, 0, 0, 13, 0, 0, 0}, {7, 1, 0, 0, 0, 0, 0, 0, 0, 0},
    {6, 3, 66, 0, 0, 0, 5, 0, 0, 0}, {7, 1, 0, 0, 0, 0, 0, 0, 0, 0}, {5, 0, 0, 10, 0, 1, 6, 0, 0, 0},
    {1, 3, 0, 10, 0, 0, 0, 0, 0, 0}, {1, 3, 0, 7, 0, 0, 0, 0, 0, 0}, {1, 1, 0, 1, 0, 0, 0, 0, 0, 0},
    {1, 1, 0, 6, 0, 0, 0, 0, 0, 0}, {3, 0, 0, 0, 0, -1, 0, 0, 0, 0}, {1, 1, 0, 3, 0, 0, 0, 0, 0, 0},
    {1, 0, 0, 10, 0, 0, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 0, 0, 0, 0, 0}, {1, 2, 0, 0, 0, 0, 0, 0, 0, 0},
    {4, 0, 0, 8, 4, 1, 0, 0, 0, 0}, {1, 0, 0, 8, 0, 0, 0, 0, 0, 0}, {1, 4, 0, 8, 0, 0, 0, 0, 0, 0},
    {1, 4, 0, 11, 0, 0, 0, 0, 0, 0}, {1, 1, 0, 1, 0, 0, 0, 0, 0, 0}, {1, 2, 0, 5, 0, 0, 0, 0, 0, 0},
    {1, 0, 0, 2, 0, 0, 0, 0, 0, 0}, {4, 0, 0, 4, 3, -1, 0, 0, 0, 0}, {1, 2, 0, 4, 0, 0, 0, 0, 0, 0},
    {6, 1, 11, 0, 0, 0, 0, 0, 3, 0}, {6, 2, 17, 0, 0, 0, 0, 0, 1, 0}, {6, 4, 2048, 0, 0, 0, 0, 2, 0, 0},
    {7, 1, 0, 0, 0, 0, 0, 0, 0, 0}, {7, 2, 0, 0, 0, 0, 0, 0, 0, 0}, {6, 4, 256, 0, 0, 0, 0, 1, 0, 0},
    {6, 0, 1028, 0, 0, 0, 0, 0, 0, 0}, {6, 3, 1024, 0, 0, 0, 9, 0, 0, 0}, {7, 3, 0, 0, 0, 0, 0, 0, 0, 0},
};

static atm_state replay(uint64_t seed, const int16_t (*log)[10], int n)
{
    atm_state s;
    assert_int_equal(atm_state_init(&s, NULL, 2, seed, NULL), 0);
    for (int k = 0; k < n; k++) {
        atm_action a = {(uint8_t)log[k][0], (uint8_t)log[k][1], (uint16_t)log[k][2], (uint8_t)log[k][3], (uint8_t)log[k][4],
                        (int8_t)log[k][5], (uint8_t)log[k][6], (uint8_t)log[k][7], (uint8_t)log[k][8], (uint8_t)log[k][9]};
        apply_ok(&s, a);
    }
    return s;
}

/* The position of the issue (Scavenge with a D4 showing 4 or forfeit) and a later one in another
 * game: no pruning bot forfeits, whatever its seed; the search of before (search-v2) does. */
static void test_real_positions_never_forfeit(void **st)
{
    (void)st;
    atm_state pos[2] = {replay(7008, game7008, (int)(sizeof game7008 / sizeof game7008[0])),
                        replay(7009, game7009, (int)(sizeof game7009 / sizeof game7009[0]))};
    int forfeits = 0;
    for (int k = 0; k < 2; k++) {
        atm_state *s = &pos[k];
        atm_action list[16];
        assert_int_equal(s->phase, ATM_PHASE_ACTIVATE);
        assert_int_equal(atm_legal_actions(s, list, 16), 2);
        for (int j = 0; j < 2; j++) assert_int_equal(atm_action_dominated(s, &list[j]), list[j].kind == ATM_ACT_FORFEIT);
        for (int b = 0; b < NPRUNING; b++)
            for (uint64_t seed = 1; seed <= BOT_SEEDS; seed++) {
                atm_bot bot;
                atm_bot_init(&bot, pruning_bots[b], seed);
                if (bot.budget > 24) bot.budget = 24;  /* the pruning does not depend on the budget: quick */
                atm_action a = atm_bot_choose(&bot, s, NULL, 0);
                atm_bot_free(&bot);
                if (a.kind != ATM_ACT_ACTIVATE)
                    fail_msg("position %d: %s (bot seed %llu) forfeits Scavenge", k, atm_bot_kind_name(pruning_bots[b]),
                             (unsigned long long)seed);
            }
        /* at its full budget (the noise of 160 playouts hides 3 to 8 gears), until it forfeits once */
        for (uint64_t seed = 1; seed <= BOT_SEEDS && !forfeits; seed++) {
            atm_bot bot;
            atm_bot_init(&bot, ATM_BOT_SEARCH_V2, seed);
            forfeits += atm_bot_choose(&bot, s, NULL, 0).kind == ATM_ACT_FORFEIT;
        }
    }
    assert_true(forfeits > 0);
}

static void test_forfeit_dominated_by_scavenge(void **st)
{
    (void)st;
    atm_state s = scavenge_or_forfeit();
    atm_action list[16];
    int n = atm_legal_actions(&s, list, 16);
    assert_int_equal(n, 2);
    int forfeit = list[0].kind == ATM_ACT_FORFEIT ? 0 : 1;
    assert_int_equal(list[forfeit].kind, ATM_ACT_FORFEIT);
    assert_int_equal(list[1 - forfeit].kind, ATM_ACT_ACTIVATE);
    assert_int_equal(atm_action_dominated(&s, &list[forfeit]), 1);
    assert_int_equal(atm_action_dominated(&s, &list[1 - forfeit]), 0);
    /* the audit, with its own code, says the same */
    atm_audit au;
    atm_audit_init(&au);
    assert_int_equal(atm_audit_step(&au, &s, &list[forfeit]).dominated_forfeit, 1);
    assert_int_equal(atm_audit_step(&au, &s, &list[1 - forfeit]).dominated_forfeit, 0);
    /* no pruning bot forfeits, whatever its seed */
    for (int k = 0; k < NPRUNING; k++)
        for (uint64_t seed = 1; seed <= BOT_SEEDS; seed++) {
            atm_bot b;
            atm_bot_init(&b, pruning_bots[k], seed);
            if (b.budget > 24) b.budget = 24;
            atm_action a = atm_bot_choose(&b, &s, NULL, 0);
            atm_bot_free(&b);
            if (a.kind != ATM_ACT_ACTIVATE) fail_msg("%s (bot seed %llu) forfeits Scavenge", atm_bot_kind_name(pruning_bots[k]), (unsigned long long)seed);
        }
}

/* A forfeit that gives more than any activation (Upgrade costs gears) is not dominated; with the
 * Master Plan C18 (+1 gear per forfeit) a Scavenge of 2 gears still dominates a forfeit of 2. */
static void test_forfeit_not_always_dominated(void **st)
{
    (void)st;
    atm_state s = scavenge_or_forfeit();
    s.p[0].dice[3] = (atm_die){ATM_IN_STAGING, ATM_UPGRADE, 0, 4};
    atm_state_sync(&s);
    atm_action f = {0};
    f.kind = ATM_ACT_FORFEIT;
    f.area = ATM_UPGRADE;
    assert_int_equal(atm_action_check(&s, &f, NULL), 0);
    assert_int_equal(atm_action_dominated(&s, &f), 0);
    atm_audit au;
    atm_audit_init(&au);
    assert_int_equal(atm_audit_step(&au, &s, &f).dominated_forfeit, 0);

    s = scavenge_or_forfeit();
    s.p[0].dice[3].value = 2;  /* Scavenge sum 2: 2 gears */
    s.initiative = 2;
    s.p[0].owned |= 1u << 17;  /* C18: +1 gear whenever you forfeit: 2 gears too */
    atm_state_sync(&s);
    f.area = ATM_SCAVENGE;
    assert_int_equal(atm_action_dominated(&s, &f), 1);
    assert_int_equal(atm_audit_step(&au, &s, &f).dominated_forfeit, 1);
    s.p[0].dice[3].value = 1;  /* sum 1 scavenges nothing: the forfeit is the only choice */
    s.initiative = 1;
    atm_state_sync(&s);
    assert_int_equal(atm_action_dominated(&s, &f), 0);
    assert_int_equal(atm_audit_step(&au, &s, &f).dominated_forfeit, 0);
}

/* Deployment, P1 to place, its D6 #8 (index 7) showing 3 and D4s #2, #3 showing 3 and 2, 6 gears,
 * the ±2 Arm card C9 and the ±1 card C7 bought. */
static atm_state modify_position(void)
{
    atm_state s;
    assert_int_equal(atm_state_init(&s, NULL, 2, 7008, NULL), 0);
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < ATM_DICE; i++) s.p[p].dice[i] = (atm_die){ATM_IN_SPENT, 0, 0, 1};
    s.p[0].dice[7] = (atm_die){ATM_IN_AVAILABLE, 0, 0, 3};
    s.p[0].dice[1] = (atm_die){ATM_IN_AVAILABLE, 0, 0, 3};
    s.p[0].dice[2] = (atm_die){ATM_IN_AVAILABLE, 0, 0, 2};
    s.p[1].dice[0] = (atm_die){ATM_IN_AVAILABLE, 0, 0, 1};
    s.p[0].gears = 6;
    /* round 2: C7 and C9 were dealt in round 1 and bought by P1; three other Parts on display */
    for (int want = 0; want < 2; want++) {
        int c = want ? 8 : 6, k = 0;
        while (s.deck[k] != c) k++;
        uint8_t x = s.deck[want];
        s.deck[want] = (uint8_t)c;
        s.deck[k] = x;
    }
    s.deck_pos = 6;
    for (int k = 0; k < ATM_DISPLAY; k++) s.display[k] = s.deck[3 + k];
    s.round = 2;
    s.p[0].owned = 1u << 8 | 1u << 6;  /* C9 (±2), C7 (±1) */
    atm_state_sync(&s);
    s.phase = ATM_PHASE_DEPLOY;
    s.current = 0;
    s.deploy_order[0] = 0;
    s.deploy_order[1] = 1;
    s.act_filled = s.next_filled = 0;
    am_err e;
    if (atm_state_check(&s, &e)) fail_msg("position: %s", e.msg);
    return s;
}

static atm_action card(int c, int die, int sign)
{
    atm_action a = mk(ATM_ACT_CARD, die, sign);
    a.card = (uint8_t)c;
    return a;
}

static atm_action combine(int die, int die2, int sign)
{
    atm_action a = mk(ATM_ACT_COMBINE, die, sign);
    a.die2 = (uint8_t)die2;
    return a;
}

static void test_noop_sequences_dominated(void **st)
{
    (void)st;
    atm_state s = modify_position(), t;
    atm_action up = mk(ATM_ACT_GEAR_ADJUST, 7, 1), down = mk(ATM_ACT_GEAR_ADJUST, 7, -1);
    assert_int_equal(atm_action_dominated(&s, &up), 0);  /* one step: nothing cheaper */
    assert_int_equal(atm_action_dominated(&s, &down), 0);
    apply_ok(&s, up);  /* #8: 3 -> 4 for a gear */
    assert_int_equal(atm_action_dominated(&s, &down), 1);  /* back to 3: two gears for nothing */
    assert_int_equal(atm_action_dominated(&s, &up), 0);    /* on to 5: two gears, 2 steps */
    t = s;
    apply_ok(&t, up);
    assert_int_equal(atm_action_dominated(&t, &down), 1);  /* 4 again: one gear does it */
    /* the turn: +1, -1, +1, -1 on #8; the second step is already dominated */
    t = s;
    apply_ok(&t, down);
    assert_int_equal(atm_action_dominated(&t, &up), 1);

    /* a card then a gear back: +2 with C9 then -1 for a gear reaches 4, which +1 alone reaches */
    t = modify_position();
    apply_ok(&t, card(8, 7, 1));
    assert_int_equal(atm_action_dominated(&t, &down), 1);
    assert_int_equal(atm_action_dominated(&t, &up), 0);  /* 6: +2 and +1, nothing cheaper */
    /* ... and so is C7's -1 after C9's +2: C7's +1 alone reaches 4 and keeps C9 for later */
    assert_int_equal(atm_action_dominated(&t, &(atm_action){.kind = ATM_ACT_CARD, .die = 7, .sign = -1, .card = 6}), 1);

    /* a combine: #2 -1 for a gear (3 -> 2), then #3 (2) added to #2 makes 4: +1 alone makes 4 and
     * keeps #3 */
    t = modify_position();
    apply_ok(&t, mk(ATM_ACT_GEAR_ADJUST, 1, -1));
    assert_int_equal(atm_action_dominated(&t, &(atm_action){.kind = ATM_ACT_COMBINE, .die = 1, .die2 = 2, .sign = 1}), 1);
    /* the other way round, #2 (now 2) added to #3 (2) makes 4: nothing cheaper does (the gear and
     * #2 at its first face 3 reach 4 only as 2 - 1 + 3, the same spending) */
    atm_action rev = combine(2, 1, 1);
    assert_int_equal(atm_action_check(&t, &rev, NULL), 0);
    assert_int_equal(atm_action_dominated(&t, &rev), 0);

    /* a re-roll starts a new path: after it, -1 is one step again */
    t = s;
    apply_ok(&t, mk(ATM_ACT_GEAR_REROLL, 7, 0));
    atm_action d2 = mk(ATM_ACT_GEAR_ADJUST, 7, t.p[0].dice[7].value > 1 ? -1 : 1);
    assert_int_equal(atm_action_dominated(&t, &d2), 0);
    /* a placement ends the turn: the next turn's paths start afresh */
    t = s;
    apply_ok(&t, mk(ATM_ACT_PLACE, 1, 0));
    assert_int_equal(t.mods.touched, 0);
}

/* The audit's own record of the same sequences: a turn closes with the placement; a no-op paid
 * sequence is counted once, a useful one not at all. */
static void test_audit_counts_noops(void **st)
{
    (void)st;
    static const struct {
        int n;
        atm_action a[5];
        int noops;
    } turns[] = {
        {3, {{.kind = ATM_ACT_GEAR_ADJUST, .die = 7, .sign = 1}, {.kind = ATM_ACT_GEAR_ADJUST, .die = 7, .sign = -1},
             {.kind = ATM_ACT_PLACE, .die = 7, .area = ATM_RESEARCH}}, 1},
        {3, {{.kind = ATM_ACT_GEAR_ADJUST, .die = 7, .sign = 1}, {.kind = ATM_ACT_GEAR_ADJUST, .die = 7, .sign = 1},
             {.kind = ATM_ACT_PLACE, .die = 7, .area = ATM_RESEARCH}}, 0},
        {3, {{.kind = ATM_ACT_CARD, .die = 7, .sign = 1, .card = 8}, {.kind = ATM_ACT_GEAR_ADJUST, .die = 7, .sign = -1},
             {.kind = ATM_ACT_PLACE, .die = 1, .area = ATM_SCAVENGE}}, 1},
        {3, {{.kind = ATM_ACT_GEAR_ADJUST, .die = 1, .sign = -1}, {.kind = ATM_ACT_COMBINE, .die = 1, .die2 = 2, .sign = 1},
             {.kind = ATM_ACT_PLACE, .die = 1, .area = ATM_UPGRADE}}, 1},
        {2, {{.kind = ATM_ACT_COMBINE, .die = 7, .die2 = 2, .sign = 1}, {.kind = ATM_ACT_PLACE, .die = 7, .area = ATM_SELL}}, 0},
        {5, {{.kind = ATM_ACT_GEAR_ADJUST, .die = 7, .sign = 1}, {.kind = ATM_ACT_GEAR_ADJUST, .die = 7, .sign = -1},
             {.kind = ATM_ACT_GEAR_ADJUST, .die = 1, .sign = 1}, {.kind = ATM_ACT_GEAR_ADJUST, .die = 1, .sign = -1},
             {.kind = ATM_ACT_PLACE, .die = 1, .area = ATM_SELL}}, 2},
    };
    for (size_t k = 0; k < sizeof turns / sizeof turns[0]; k++) {
        atm_state s = modify_position();
        atm_audit au;
        atm_audit_init(&au);
        int noops = 0;
        for (int j = 0; j < turns[k].n; j++) {
            noops += atm_audit_step(&au, &s, &turns[k].a[j]).noop_paid;
            apply_ok(&s, turns[k].a[j]);
        }
        if (noops != turns[k].noops) fail_msg("turn %zu: %d no-op sequences counted, %d expected", k, noops, turns[k].noops);
        assert_int_equal(au.unsound, 0);
    }
}

/* issue 31: the simulator audits only when asked (the CLI asks with --json, --check and --acc):
 * without it the same games, every other field the same, and no count (none measured); with it
 * the random seats' counts. */
static void test_sim_audits_only_when_asked(void **st)
{
    (void)st;
    atm_sim_config *c = calloc(1, sizeof *c);
    assert_non_null(c);
    c->rules = *atm_rules_default();
    c->np = 4;
    for (int p = 0; p < 4; p++) c->seats[p] = ATM_BOT_RANDOM;
    c->budget = -1;
    c->seed = 11;
    long forfeits = 0, noops = 0;
    for (long g = 0; g < 20; g++) {
        atm_sim_result plain, audited;
        am_err e;
        c->audit = 0;
        assert_int_equal(atm_sim_play(c, g, &plain, &e), AM_OK);
        c->audit = 1;
        assert_int_equal(atm_sim_play(c, g, &audited, &e), AM_OK);
        for (int p = 0; p < 4; p++) {
            assert_int_equal(plain.dominated_forfeits[p], 0);
            assert_int_equal(plain.noop_paid[p], 0);
            forfeits += audited.dominated_forfeits[p];
            noops += audited.noop_paid[p];
            audited.dominated_forfeits[p] = audited.noop_paid[p] = 0;
        }
        assert_memory_equal(&plain, &audited, sizeof plain);
    }
    assert_true(forfeits > 0 && noops > 0);
    free(c);
}

/* The bots' own candidates: on the positions of greedy games where the greedy of before issue 30
 * (its candidates unpruned) would have played a dominated action, none of the pruning bots does. */
static void test_bots_never_choose_dominated(void **st)
{
    (void)st;
    atm_action cand[512];
    double v[512];
    int found = 0, checked = 0;
    for (uint64_t seed = 11; seed < 400 && found < 6; seed++) {
        atm_state s;
        assert_int_equal(atm_state_init(&s, NULL, 2, seed, NULL), 0);
        atm_bot g[2];
        for (int p = 0; p < 2; p++) atm_bot_init(&g[p], ATM_BOT_GREEDY, seed * 1000003u + (uint64_t)p);
        while (!atm_is_over(&s)) {
            int n = atm_greedy_candidates(&s, g[0].w, 0, cand, v, 512);
            if (n > 0 && atm_action_dominated(&s, &cand[0])) {
                found++;
                for (int k = 0; k < NPRUNING; k++) {
                    atm_bot b;
                    atm_bot_init(&b, pruning_bots[k], seed + 7u * (uint64_t)k);
                    b.budget = pruning_bots[k] == ATM_BOT_GREEDY || pruning_bots[k] == ATM_BOT_EASY ? b.budget : 24;
                    atm_action a = atm_bot_choose(&b, &s, NULL, 0);
                    atm_bot_free(&b);
                    checked++;
                    if (atm_action_dominated(&s, &a))
                        fail_msg("seed %llu step %u: %s chose a dominated action", (unsigned long long)seed, s.steps,
                                 atm_bot_kind_name(pruning_bots[k]));
                }
                /* the greedy's pruned list has none at the top */
                n = atm_greedy_candidates(&s, g[0].w, 1, cand, v, 512);
                for (int k = 0; k < n; k++) assert_int_equal(atm_action_dominated(&s, &cand[k]), 0);
            }
            atm_action a = atm_bot_choose(&g[s.current], &s, NULL, 0);
            atm_apply_unchecked(&s, &a);
        }
    }
    print_message("%d positions where the unpruned greedy's best was dominated, %d bot choices checked\n", found, checked);
    assert_true(found >= 6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forfeit_dominated_by_scavenge),
        cmocka_unit_test(test_real_positions_never_forfeit),
        cmocka_unit_test(test_forfeit_not_always_dominated),
        cmocka_unit_test(test_noop_sequences_dominated),
        cmocka_unit_test(test_audit_counts_noops),
        cmocka_unit_test(test_sim_audits_only_when_asked),
        cmocka_unit_test(test_bots_never_choose_dominated),
    };
    return cmocka_run_group_tests_name("automata dominated actions", tests, NULL, NULL);
}
