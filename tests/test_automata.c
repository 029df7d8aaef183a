/*
 * Rule tests of the Automata engine (src/automata/). Each test names the rulebook section and the
 * checklist ID (AT-n, shared/rules/checklist.md) or ruling (R-AT-n, docs/rulings.md) it checks;
 * every worked example of the rulebook is a test ("Example: ...").
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "automa/automata.h"

/* ---- helpers: build positions by hand ---------------------------------------------------- */
static atm_state fresh(int players, uint64_t seed)
{
    atm_state s;
    am_err e;
    assert_int_equal(atm_state_init(&s, NULL, players, seed, &e), 0);
    return s;
}

/* Every die of every player to the Reserve, no gears: an empty table to build on. The helpers that
 * write dice directly rebuild the engine's dice index (atm_state_sync), as any such code must. */
static void clear(atm_state *s)
{
    for (int p = 0; p < s->players; p++) {
        for (int i = 0; i < ATM_DICE; i++) s->p[p].dice[i] = (atm_die){ATM_IN_RESERVE, 0, 0, 1};
        s->p[p].gears = 0;
    }
    atm_state_sync(s);
}

static void put_on(atm_state *s, int p, int die, int loc, int area, int space, int value)
{
    s->p[p].dice[die] = (atm_die){(uint8_t)loc, (uint8_t)area, (uint8_t)space, (uint8_t)value};
    atm_state_sync(s);
}

static void put(atm_state *s, int p, int die, int loc, int area, int value) { put_on(s, p, die, loc, area, 0, value); }

/* Activation Phase at `init`, order 0,1,2,..., `cur` to act. */
static void activation(atm_state *s, int init, int cur)
{
    s->phase = ATM_PHASE_ACTIVATE;
    s->initiative = (uint8_t)init;
    s->current = (uint8_t)cur;
    for (int k = 0; k < s->players; k++) s->act_order[k] = (uint8_t)k;
    s->act_filled = s->players;
    s->next_filled = 0;
}

/* Another player's D8 showing 8 on Research, so the round goes on after the tested activation. */
static void hold(atm_state *s) { put(s, 1, 11, ATM_IN_STAGING, ATM_RESEARCH, 8); }

static void deployment(atm_state *s, int cur)
{
    s->phase = ATM_PHASE_DEPLOY;
    s->current = (uint8_t)cur;
    for (int k = 0; k < s->players; k++) s->deploy_order[k] = (uint8_t)k;
    s->act_filled = 0;
    s->next_filled = 0;
}

static atm_action act(int area, uint16_t dice)
{
    atm_action a = {0};
    a.kind = ATM_ACT_ACTIVATE;
    a.area = (uint8_t)area;
    a.dice = dice;
    return a;
}

static int legal(const atm_state *s, const atm_action *a) { return atm_action_check(s, a, NULL) == 0; }

static void apply_ok(atm_state *s, atm_action a)
{
    am_err e;
    am_err_clear(&e);
    int rc = atm_apply(s, &a, &e);
    if (rc) fail_msg("illegal: %s", e.msg);
}

/* Each player's 12 dice are each in exactly one of the five places (Reserve, Spent, Available,
 * Staging, a space): per type, the counts over the places add up to 6 D4, 4 D6, 2 D8, and a die
 * off the boards carries no board or space. */
static void assert_dice_conserved(const atm_state *s)
{
    static const int want[3] = {6, 4, 2};
    for (int p = 0; p < s->players; p++) {
        for (int t = 0; t < 3; t++) {
            int n = 0;
            for (int loc = ATM_IN_RESERVE; loc <= ATM_IN_SPACE; loc++) n += atm_count_dice(s, p, loc, t);
            assert_int_equal(n, want[t]);
        }
        for (int i = 0; i < ATM_DICE; i++) {
            const atm_die *d = &s->p[p].dice[i];
            if (d->loc != ATM_IN_STAGING && d->loc != ATM_IN_SPACE) assert_int_equal(d->area | d->space, 0);
        }
    }
}

/* ---- tables ------------------------------------------------------------------------------ */
/* Table 1 Scavenge (AT-11). */
static void test_at11_scavenge_table(void **st)
{
    (void)st;
    static const int want[] = {0, 0, 2, 2, 5, 5, 9, 9, 9, 9, 12, 12, 12};
    for (int s = 1; s <= 12; s++) assert_int_equal(atm_scavenge_gears(s), want[s]);
}
/* Table 2 Upgrade price modifier (AT-12). */
static void test_at12_upgrade_table(void **st)
{
    (void)st;
    assert_int_equal(atm_upgrade_modifier(1), 1);
    for (int s = 2; s <= 5; s++) assert_int_equal(atm_upgrade_modifier(s), 0);
    for (int s = 6; s <= 11; s++) assert_int_equal(atm_upgrade_modifier(s), -1);
    assert_int_equal(atm_upgrade_modifier(12), -2);
    assert_int_equal(atm_upgrade_modifier(30), -2);
}
/* Table 3 Create (AT-13). */
static void test_at13_create_table(void **st)
{
    (void)st;
    static const int want[] = {0, 0, 2, 2, 2, 4, 4, 4, 6, 6, 6};
    for (int s = 1; s <= 10; s++) assert_int_equal(atm_create_count(s), want[s]);
}
/* Table 4 Research table (AT-18). */
static void test_at18_set_table(void **st)
{
    (void)st;
    static const int want[] = {0, 2, 5, 10, 18, 30};
    for (int c = 0; c <= 5; c++) assert_int_equal(atm_set_points(c), want[c]);
}

/* ---- setup -------------------------------------------------------------------------------- */
/* Setup steps 1-8 (AT-1). */
static void test_at1_setup(void **st)
{
    (void)st;
    for (int n = 2; n <= 4; n++) {
        atm_state s = fresh(n, 11);
        assert_int_equal(s.phase, ATM_PHASE_DEPLOY);
        assert_int_equal(s.round, 1);
        assert_int_equal(s.head_next, 0);  /* Head pile in order, the 6-sum Head on top */
        assert_int_equal(s.rules.cards[0].sum, 6);
        assert_int_equal(s.rules.cards[0].gears, 0);
        assert_int_equal(s.deck_pos, 3);   /* 3 Part cards dealt */
        uint32_t seen = 0;
        for (int k = 0; k < ATM_DISPLAY; k++) {
            assert_true(s.display[k] >= ATM_HEADS && s.display[k] < ATM_CARDS);
            seen |= 1u << s.display[k];
        }
        for (int k = 0; k < ATM_PARTS; k++) {
            assert_true(s.deck[k] >= ATM_HEADS);
            if (k >= 3) assert_false(seen >> s.deck[k] & 1u);
            seen |= 1u << s.deck[k];
        }
        assert_int_equal(seen, 0xFFFFFu & ~0x1Fu);  /* every Part once */
        for (int p = 0; p < n; p++) {
            /* 3 D4 and 2 D6 rolled into Available (Deployment began), the rest in Reserve */
            assert_int_equal(atm_count_dice(&s, p, ATM_IN_AVAILABLE, ATM_D4), 3);
            assert_int_equal(atm_count_dice(&s, p, ATM_IN_AVAILABLE, ATM_D6), 2);
            assert_int_equal(atm_count_dice(&s, p, ATM_IN_AVAILABLE, ATM_D8), 0);
            assert_int_equal(atm_count_dice(&s, p, ATM_IN_RESERVE, -1), 7);
            assert_int_equal(s.p[p].gears, 2);
            assert_int_equal(s.p[p].coins, 0);
        }
        assert_int_equal(s.current, s.deploy_order[0]);
        /* boards by player count */
        for (int a = 0; a < 3; a++) assert_int_equal(atm_space_count(&s, a), s.rules.spaces[n - 2][a]);
        assert_int_equal(atm_space_count(&s, ATM_SELL), 3);
        assert_int_equal(atm_space_count(&s, ATM_RESEARCH), 0);
    }
    /* random order: over seeds every player starts sometimes */
    int first[4] = {0};
    for (uint64_t seed = 1; seed < 200; seed++) first[fresh(4, seed).deploy_order[0]]++;
    for (int p = 0; p < 4; p++) assert_true(first[p] > 20);
    /* the same seed gives the same game */
    atm_state a = fresh(3, 5), b = fresh(3, 5);
    assert_memory_equal(&a, &b, sizeof a);
}

/* ---- deployment --------------------------------------------------------------------------- */
/* Deployment Phase: players take turns placing one die (AT-2); the last die moves the pawn to the
 * next Activation spot (AT-4). */
static void test_at2_at4_deploy_turns_and_finishing_order(void **st)
{
    (void)st;
    atm_state s = fresh(2, 3);
    clear(&s);
    put(&s, 0, 0, ATM_IN_AVAILABLE, 0, 2);
    put(&s, 1, 0, ATM_IN_AVAILABLE, 0, 3);
    put(&s, 1, 1, ATM_IN_AVAILABLE, 0, 4);
    deployment(&s, 0);
    atm_action a = {0};
    a.kind = ATM_ACT_PLACE; a.die = 0; a.area = ATM_SCAVENGE;
    apply_ok(&s, a);  /* player 0 places her last die: first on the Activation track */
    assert_int_equal(s.act_filled, 1);
    assert_int_equal(s.act_order[0], 0);
    assert_int_equal(s.current, 1);
    a.die = 0; a.area = ATM_CREATE;
    apply_ok(&s, a);
    assert_int_equal(s.current, 1);  /* player 0 has finished: player 1 places again */
    assert_int_equal(s.phase, ATM_PHASE_DEPLOY);
    a.die = 1;
    apply_ok(&s, a);
    assert_int_equal(s.phase, ATM_PHASE_ACTIVATE);
    assert_int_equal(s.act_order[1], 1);
    assert_int_equal(s.initiative, 2);  /* no 1s: initiative 2 first */
    assert_int_equal(s.current, 0);
}

/* "A player cannot pass if she has any dice left in her Available Pool" (AT-4): no pass action
 * exists; every Deployment turn lists placements. */
static void test_at4_no_passing(void **st)
{
    (void)st;
    atm_state s = fresh(2, 9);
    atm_action buf[ATM_MAX_ACTIONS];
    int n = atm_legal_actions(&s, buf, ATM_MAX_ACTIONS);
    int places = 0;
    for (int k = 0; k < n; k++) places += buf[k].kind == ATM_ACT_PLACE;
    assert_true(places > 0);
    atm_action pass = {0};
    assert_false(legal(&s, &pass));
}

/* Modifying dice (AT-3): 1 gear for a re-roll until different or ±1, within faces; not a turn. */
static void test_at3_gear_modifications(void **st)
{
    (void)st;
    atm_state s = fresh(2, 4);
    clear(&s);
    put(&s, 0, 0, ATM_IN_AVAILABLE, 0, 4);
    put(&s, 0, 6, ATM_IN_AVAILABLE, 0, 1);
    deployment(&s, 0);
    s.p[0].gears = 3;
    atm_action a = {0};
    a.kind = ATM_ACT_GEAR_ADJUST; a.die = 0; a.sign = 1;
    assert_false(legal(&s, &a));  /* a D4 cannot show 5 */
    a.sign = -1;
    apply_ok(&s, a);
    assert_int_equal(s.p[0].dice[0].value, 3);
    assert_int_equal(s.p[0].gears, 2);
    assert_int_equal(s.current, 0);  /* modifying is not a turn */
    a.die = 6;
    assert_false(legal(&s, &a));  /* a D6 cannot show 0 */
    for (int k = 0; k < 2; k++) {
        atm_action r = {0};
        r.kind = ATM_ACT_GEAR_REROLL; r.die = 6;
        int before = s.p[0].dice[6].value;
        apply_ok(&s, r);
        assert_int_not_equal(s.p[0].dice[6].value, before);  /* "until you get a different result" */
    }
    assert_int_equal(s.p[0].gears, 0);
    atm_action r = {0};
    r.kind = ATM_ACT_GEAR_REROLL; r.die = 6;
    assert_false(legal(&s, &r));  /* no gear left */
    /* a placed die cannot be modified */
    atm_action pl = {0};
    pl.kind = ATM_ACT_PLACE; pl.die = 0; pl.area = ATM_SELL;
    s.p[0].gears = 2;
    apply_ok(&s, pl);
    s.current = 0;
    a.kind = ATM_ACT_GEAR_ADJUST; a.die = 0; a.sign = -1;
    assert_false(legal(&s, &a));
}

/* Example (Modifying Dice): a 2 and a 3 left; she spends the 2 to subtract 2 from the 3, places
 * the 1, and as it was her last die moves to the next Activation spot (AT-3, AT-4). */
static void test_example_combine_subtract_and_finish(void **st)
{
    (void)st;
    atm_state s = fresh(2, 5);
    clear(&s);
    put(&s, 0, 0, ATM_IN_AVAILABLE, 0, 2);
    put(&s, 0, 1, ATM_IN_AVAILABLE, 0, 3);
    put(&s, 1, 0, ATM_IN_AVAILABLE, 0, 2);
    deployment(&s, 0);
    atm_action c = {0};
    c.kind = ATM_ACT_COMBINE; c.die = 1; c.die2 = 0; c.sign = -1;
    apply_ok(&s, c);
    assert_int_equal(s.p[0].dice[1].value, 1);
    assert_int_equal(s.p[0].dice[0].loc, ATM_IN_SPENT);
    atm_action pl = {0};
    pl.kind = ATM_ACT_PLACE; pl.die = 1; pl.area = ATM_UPGRADE;
    apply_ok(&s, pl);
    assert_int_equal(s.act_filled, 1);
    assert_int_equal(s.act_order[0], 0);
}

/* Example (Blue, two D4 showing 2 and 3): the only combination is subtracting the 2 from the 3. */
static void test_example_combine_within_faces(void **st)
{
    (void)st;
    atm_state s = fresh(2, 6);
    clear(&s);
    put(&s, 0, 0, ATM_IN_AVAILABLE, 0, 2);
    put(&s, 0, 1, ATM_IN_AVAILABLE, 0, 3);
    deployment(&s, 0);
    atm_action buf[ATM_MAX_ACTIONS];
    int n = atm_legal_actions(&s, buf, ATM_MAX_ACTIONS), combines = 0;
    for (int k = 0; k < n; k++)
        if (buf[k].kind == ATM_ACT_COMBINE) {
            combines++;
            assert_int_equal(buf[k].die, 1);
            assert_int_equal(buf[k].die2, 0);
            assert_int_equal(buf[k].sign, -1);
        }
    assert_int_equal(combines, 1);
    atm_action c = {0};
    c.kind = ATM_ACT_COMBINE; c.die = 0; c.die2 = 1; c.sign = -1;  /* 2 - 3 */
    assert_false(legal(&s, &c));
    c.die = 1; c.die2 = 0; c.sign = 1;  /* 3 + 2 */
    assert_false(legal(&s, &c));
}

/* Part cards (AT-3): active abilities once per round (exhaust), refreshed in the Reset Phase. */
static void test_at3_card_exhaust(void **st)
{
    (void)st;
    atm_state s = fresh(2, 7);
    clear(&s);
    int adj = -1;
    for (int c = 0; c < ATM_CARDS; c++)
        if (s.rules.cards[c].effect == ATM_EFF_ADJUST && s.rules.cards[c].param == 1) { adj = c; break; }
    assert_true(adj >= 0);
    put(&s, 0, 6, ATM_IN_AVAILABLE, 0, 3);
    deployment(&s, 0);
    atm_action a = {0};
    a.kind = ATM_ACT_CARD; a.card = (uint8_t)adj; a.die = 6; a.sign = 1;
    assert_false(legal(&s, &a));  /* not owned */
    s.p[0].owned |= 1u << adj;
    apply_ok(&s, a);
    assert_int_equal(s.p[0].dice[6].value, 4);
    assert_int_equal(s.p[0].gears, 0);
    assert_false(legal(&s, &a));  /* exhausted */
    assert_true(s.p[0].exhausted >> adj & 1u);
}

/* ---- activation --------------------------------------------------------------------------- */
/* Example (Initiative): Red two 2s, Green none, Blue one 2, order Red, Green, Blue: Red, Blue, Red,
 * then the next initiative starting again with Red (AT-5). */
static void test_example_initiative_order(void **st)
{
    (void)st;
    atm_state s = fresh(3, 8);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_SCAVENGE, 2);
    put(&s, 0, 1, ATM_IN_STAGING, ATM_CREATE, 2);
    put(&s, 0, 6, ATM_IN_STAGING, ATM_SELL, 3);
    put(&s, 1, 0, ATM_IN_STAGING, ATM_SELL, 3);
    put(&s, 2, 0, ATM_IN_STAGING, ATM_SCAVENGE, 2);
    put(&s, 2, 6, ATM_IN_STAGING, ATM_SCAVENGE, 4);
    activation(&s, 2, 0);
    atm_action f = {0};
    f.kind = ATM_ACT_FORFEIT; f.area = ATM_SCAVENGE;
    apply_ok(&s, f);
    assert_int_equal(s.current, 2);  /* Green skipped */
    assert_int_equal(s.initiative, 2);
    f.area = ATM_SCAVENGE;
    apply_ok(&s, act(ATM_SCAVENGE, 1u << 0 | 1u << 6)); /* Blue: group 2+4 */
    assert_int_equal(s.current, 0);
    f.area = ATM_CREATE;
    apply_ok(&s, f);
    assert_int_equal(s.initiative, 3);
    assert_int_equal(s.current, 0);  /* again starting with Red */
}

/* Grouping (AT-6): at least one die of the current initiative, all from one Staging Area; the
 * whole group goes to one empty action space; sum decides. */
static void test_at6_grouping(void **st)
{
    (void)st;
    atm_state s = fresh(2, 9);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_SCAVENGE, 2);
    put(&s, 0, 1, ATM_IN_STAGING, ATM_SCAVENGE, 4);
    put(&s, 0, 2, ATM_IN_STAGING, ATM_CREATE, 2);
    put(&s, 1, 0, ATM_IN_STAGING, ATM_SELL, 4);
    activation(&s, 2, 0); hold(&s);
    assert_false(legal(&s, &(atm_action){.kind = ATM_ACT_ACTIVATE, .area = ATM_SCAVENGE, .dice = 1u << 1}));
    assert_false(legal(&s, &(atm_action){.kind = ATM_ACT_ACTIVATE, .area = ATM_SCAVENGE, .dice = 1u << 0 | 1u << 2}));
    apply_ok(&s, act(ATM_SCAVENGE, 1u << 0 | 1u << 1));
    assert_int_equal(s.p[0].gears, 9);  /* sum 6 */
    assert_int_equal(s.p[0].dice[0].loc, ATM_IN_SPACE);
    assert_int_equal(s.p[0].dice[1].loc, ATM_IN_SPACE);
    assert_int_equal(s.p[0].dice[0].space, s.p[0].dice[1].space);
}

/* No empty action space → forfeit (AT-7); forfeit: all own dice off, one gear, only with a die of
 * the current initiative (AT-9). */
static void test_at7_at9_full_board_and_forfeit(void **st)
{
    (void)st;
    atm_state s = fresh(2, 10);
    clear(&s);
    int n = atm_space_count(&s, ATM_UPGRADE);
    for (int k = 0; k < n; k++) put_on(&s, 1, k, ATM_IN_SPACE, ATM_UPGRADE, k, 1);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_UPGRADE, 3);
    put(&s, 0, 1, ATM_IN_STAGING, ATM_UPGRADE, 4);
    put(&s, 0, 2, ATM_IN_STAGING, ATM_SCAVENGE, 4);
    s.p[0].gears = 5;
    activation(&s, 3, 0);
    atm_action u = act(ATM_UPGRADE, 1u << 0);
    u.n4 = 1;
    assert_false(legal(&s, &u));
    atm_action buf[64];
    int m = atm_legal_actions(&s, buf, 64);
    assert_int_equal(m, 1);
    assert_int_equal(buf[0].kind, ATM_ACT_FORFEIT);
    atm_action f = {0};
    f.kind = ATM_ACT_FORFEIT; f.area = ATM_SCAVENGE;
    assert_false(legal(&s, &f));  /* no die of initiative 3 there */
    f.area = ATM_UPGRADE;
    apply_ok(&s, f);
    assert_int_equal(s.p[0].gears, 6);  /* one gear, whatever the number of dice */
    assert_int_equal(s.p[0].dice[0].loc, ATM_IN_SPENT);
    assert_int_equal(s.p[0].dice[1].loc, ATM_IN_SPENT);
    assert_int_equal(s.p[0].dice[2].loc, ATM_IN_STAGING);
}

/* Benefit (AT-8): Scavenge with a sum of 1 changes nothing, so it cannot be taken. */
static void test_at8_benefit_scavenge_sum_one(void **st)
{
    (void)st;
    atm_state s = fresh(2, 12);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_SCAVENGE, 1);
    activation(&s, 1, 0);
    assert_false(legal(&s, &(atm_action){.kind = ATM_ACT_ACTIVATE, .area = ATM_SCAVENGE, .dice = 1}));
    atm_action buf[8];
    assert_int_equal(atm_legal_actions(&s, buf, 8), 1);  /* only forfeit */
}

/* Finishing the Activation Phase → next Deployment order (AT-10); Reset (AT-16). */
static void test_at10_at16_next_order_and_reset(void **st)
{
    (void)st;
    atm_state s = fresh(2, 13);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_SCAVENGE, 4);
    put(&s, 1, 0, ATM_IN_STAGING, ATM_SCAVENGE, 2);
    put(&s, 1, 1, ATM_IN_RESERVE, 0, 1);
    uint8_t disp0 = s.display[0];
    s.p[0].exhausted = 1u << 5;
    activation(&s, 1, 0);
    activation_check:
    assert_int_equal(s.initiative, 1);
    s.initiative = 2; s.current = 1;
    apply_ok(&s, act(ATM_SCAVENGE, 1));       /* player 1 finishes first */
    assert_int_equal(s.current, 0);
    assert_int_equal(s.initiative, 4);
    apply_ok(&s, act(ATM_SCAVENGE, 1));
    /* Reset happened: dice back in Spent then rolled; new round; player 1 deploys first */
    assert_int_equal(s.round, 2);
    assert_int_equal(s.phase, ATM_PHASE_DEPLOY);
    assert_int_equal(s.deploy_order[0], 1);
    assert_int_equal(s.deploy_order[1], 0);
    assert_int_equal(s.current, 1);
    assert_int_equal(s.p[0].dice[0].loc, ATM_IN_AVAILABLE);
    assert_int_equal(s.p[1].dice[1].loc, ATM_IN_RESERVE);
    assert_int_equal(s.p[0].exhausted, 0);
    assert_int_equal(s.deck_pos, 6);
    for (int k = 0; k < ATM_DISPLAY; k++) assert_int_not_equal(s.display[k], disp0);  /* discarded */
    return;
    goto activation_check;
}

/* ---- actions ------------------------------------------------------------------------------ */
/* Example (Upgrade, Blue): 2 D6 and a D4, sum 8: cost 5 − 1 = 4; 2 D8 and a D6 replace them on
 * the space, the old dice go to the Reserve (AT-12). */
static void test_example_upgrade_blue(void **st)
{
    (void)st;
    atm_state s = fresh(2, 14);
    clear(&s);
    put(&s, 0, 6, ATM_IN_STAGING, ATM_UPGRADE, 3);
    put(&s, 0, 7, ATM_IN_STAGING, ATM_UPGRADE, 3);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_UPGRADE, 2);
    s.p[0].gears = 6;
    activation(&s, 2, 0); hold(&s);
    atm_action u = act(ATM_UPGRADE, 1u << 0 | 1u << 6 | 1u << 7);
    u.n4 = 1; u.n6 = 2;
    apply_ok(&s, u);
    assert_int_equal(s.p[0].gears, 2);
    assert_int_equal(s.p[0].dice[10].loc, ATM_IN_SPACE);
    assert_int_equal(s.p[0].dice[11].loc, ATM_IN_SPACE);
    assert_int_equal(s.p[0].dice[8].loc, ATM_IN_SPACE);  /* a D6 from the Reserve (not one just returned) */
    assert_int_equal(s.p[0].dice[6].loc, ATM_IN_RESERVE);
    assert_int_equal(s.p[0].dice[7].loc, ATM_IN_RESERVE);
    assert_int_equal(s.p[0].dice[0].loc, ATM_IN_RESERVE);
    assert_int_equal(atm_count_dice(&s, 0, ATM_IN_SPACE, -1), 3);
    assert_dice_conserved(&s);
}

/* Example (Upgrade, Red): one D4, sum 1: pays 1 + 1 = 2 (AT-12). */
static void test_example_upgrade_red_sum_one(void **st)
{
    (void)st;
    atm_state s = fresh(2, 15);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_UPGRADE, 1);
    s.p[0].gears = 2;
    activation(&s, 1, 0); hold(&s);
    atm_action u = act(ATM_UPGRADE, 1);
    u.n4 = 1;
    apply_ok(&s, u);
    assert_int_equal(s.p[0].gears, 0);
    assert_int_equal(s.p[0].dice[0].loc, ATM_IN_RESERVE);
    assert_int_equal(s.p[0].dice[6].loc, ATM_IN_SPACE);
}

/* Example (Upgrade, White): one D4, sum 2, no D6 in the Reserve: cannot benefit, forfeits for a
 * gear (AT-8, AT-12). */
static void test_example_upgrade_white_no_reserve(void **st)
{
    (void)st;
    atm_state s = fresh(2, 16);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_UPGRADE, 2);
    for (int i = 6; i < 10; i++) put(&s, 0, i, ATM_IN_SPENT, 0, 1);
    s.p[0].gears = 3;
    activation(&s, 2, 0);
    atm_action u = act(ATM_UPGRADE, 1);
    u.n4 = 1;
    assert_false(legal(&s, &u));
    atm_action buf[8];
    assert_int_equal(atm_legal_actions(&s, buf, 8), 1);
    apply_ok(&s, buf[0]);
    assert_int_equal(s.p[0].gears, 4);
}

/* Notes (Upgrade): only activating dice; no D4 → D8 in one activation; reserve limits counted
 * before anything returns (AT-12). */
static void test_at12_upgrade_limits(void **st)
{
    (void)st;
    atm_state s = fresh(2, 17);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_UPGRADE, 2);
    put(&s, 0, 6, ATM_IN_STAGING, ATM_UPGRADE, 2);
    for (int i = 7; i < 10; i++) put(&s, 0, i, ATM_IN_SPENT, 0, 1);  /* no D6 in Reserve */
    s.p[0].gears = 9;
    activation(&s, 2, 0);
    atm_action u = act(ATM_UPGRADE, 1u << 0 | 1u << 6);
    u.n4 = 1; u.n6 = 1;  /* the D6 returned by upgrading the D6 cannot serve the D4 */
    assert_false(legal(&s, &u));
    u.n4 = 0;
    assert_true(legal(&s, &u));
    u.n4 = 2; u.n6 = 0;  /* only one D4 activated */
    assert_false(legal(&s, &u));
    u.n4 = 0; u.n6 = 1; u.dice = 1u << 0;  /* the D6 is not in the group */
    assert_false(legal(&s, &u));
}

/* Create (AT-13): D4 1 gear, D6 5 gears, count table, reserve limits, at least one die, no D8. */
static void test_at13_create(void **st)
{
    (void)st;
    atm_state s = fresh(2, 18);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_CREATE, 3);
    put(&s, 0, 1, ATM_IN_STAGING, ATM_CREATE, 3);  /* sum 6: 4 dice; D4s left in Reserve: 4 */
    s.p[0].gears = 9;
    activation(&s, 3, 0); hold(&s);
    atm_action c = act(ATM_CREATE, 3);
    c.n4 = 5;
    assert_false(legal(&s, &c));  /* count 4 */
    c.n4 = 3; c.n6 = 1;  /* 3 + 5 = 8 gears */
    assert_true(legal(&s, &c));
    c.n4 = 2; c.n6 = 2;  /* 12 gears */
    assert_false(legal(&s, &c));
    c.n4 = 0; c.n6 = 0;
    assert_false(legal(&s, &c));
    c.n4 = 3; c.n6 = 1;
    apply_ok(&s, c);
    assert_int_equal(s.p[0].gears, 1);
    assert_int_equal(atm_count_dice(&s, 0, ATM_IN_SPENT, ATM_D4), 3);
    assert_int_equal(atm_count_dice(&s, 0, ATM_IN_SPENT, ATM_D6), 1);
    assert_int_equal(atm_count_dice(&s, 0, ATM_IN_SPENT, ATM_D8), 0);
    assert_int_equal(atm_count_dice(&s, 0, ATM_IN_SPACE, -1), 2);
    /* reserve limit */
    atm_state t = fresh(2, 18);
    clear(&t);
    put(&t, 0, 6, ATM_IN_STAGING, ATM_CREATE, 5);
    for (int i = 0; i < 6; i++) if (i != 0) put(&t, 0, i, ATM_IN_SPENT, 0, 1);
    t.p[0].gears = 20;
    activation(&t, 5, 0);
    atm_action d = act(ATM_CREATE, 1u << 6);
    d.n4 = 2;
    assert_false(legal(&t, &d));  /* one D4 in the Reserve */
    d.n4 = 1; d.n6 = 3;  /* 3 D6 in the Reserve, count 4 */
    assert_true(legal(&t, &d));
}

/* Research (AT-14): buy a Part (sum ≥ cost, pay gears), dice back to Spent, one card. */
static void test_at14_research_buy_part(void **st)
{
    (void)st;
    atm_state s = fresh(2, 19);
    clear(&s);
    int card = s.display[1];
    int need = s.rules.cards[card].sum, cost = s.rules.cards[card].gears;
    put(&s, 0, 10, ATM_IN_STAGING, ATM_RESEARCH, 1);
    put(&s, 0, 11, ATM_IN_STAGING, ATM_RESEARCH, need - 2);
    s.p[0].gears = cost;
    activation(&s, 1, 0); hold(&s);
    atm_action r = act(ATM_RESEARCH, 1u << 10 | 1u << 11);
    r.opt = ATM_RS_BUY_PART; r.card = (uint8_t)card;
    assert_false(legal(&s, &r));  /* sum need − 1 */
    s.p[0].dice[11].value = (uint8_t)(need - 1);
    atm_state_sync(&s);
    assert_true(legal(&s, &r));
    s.p[0].dice[11].value = 8;     /* more than needed is fine */
    atm_state_sync(&s);
    apply_ok(&s, r);
    assert_true(s.p[0].owned >> card & 1u);
    assert_int_equal(s.p[0].gears, 0);
    assert_int_equal(s.display[1], ATM_NO_CARD);
    assert_int_equal(s.p[0].dice[10].loc, ATM_IN_SPENT);
    assert_int_equal(s.p[0].dice[11].loc, ATM_IN_SPENT);
    assert_int_equal(s.deck_pos, 3);  /* not refilled before the round ends */
}

/* Research (AT-14): only the top Head; Heads cannot be reserved; reserve a Part with no sum and no
 * gears; buy it later from the hand. */
static void test_at14_research_heads_and_reserve(void **st)
{
    (void)st;
    atm_state s = fresh(2, 20);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_RESEARCH, 1);
    put(&s, 0, 10, ATM_IN_STAGING, ATM_RESEARCH, 6);
    put(&s, 0, 11, ATM_IN_STAGING, ATM_RESEARCH, 8);
    s.p[0].gears = 0;
    activation(&s, 1, 0);
    atm_action h = act(ATM_RESEARCH, 1u << 0 | 1u << 10);
    h.opt = ATM_RS_BUY_HEAD; h.card = 1;
    assert_false(legal(&s, &h));  /* not the top Head */
    h.opt = ATM_RS_RESERVE; h.card = 0;
    assert_false(legal(&s, &h));  /* Heads cannot be reserved */
    h.opt = ATM_RS_BUY_HEAD; h.card = 0;
    h.dice = 1u << 0;
    assert_false(legal(&s, &h));  /* sum 1 < 6 */
    h.dice = 1u << 0 | 1u << 10;
    apply_ok(&s, h);
    assert_int_equal(s.head_next, 1);
    assert_true(s.p[0].owned & 1u);
    /* reserve, then buy from the hand */
    int card = s.display[0];
    s.current = 0; s.initiative = 8;
    atm_action r = act(ATM_RESEARCH, 1u << 11);
    r.opt = ATM_RS_RESERVE; r.card = (uint8_t)card;
    apply_ok(&s, r);
    assert_true(s.p[0].reserved >> card & 1u);
    assert_int_equal(atm_score_player(&s, 0).reserved, -5);
    put(&s, 0, 11, ATM_IN_STAGING, ATM_RESEARCH, 8);
    put(&s, 0, 10, ATM_IN_STAGING, ATM_RESEARCH, 8);
    s.phase = ATM_PHASE_ACTIVATE; s.current = 0; s.initiative = 8;
    s.p[0].gears = s.rules.cards[card].gears;
    r.opt = ATM_RS_BUY_RESERVED;
    r.dice = 1u << 10 | 1u << 11;
    apply_ok(&s, r);
    assert_true(s.p[0].owned >> card & 1u);
    assert_false(s.p[0].reserved >> card & 1u);
}

/* Example (Sell): 2 D6 on the D6 space: 8 coins and 2 gears, dice to the Reserve (AT-15). */
static void test_example_sell_two_d6(void **st)
{
    (void)st;
    atm_state s = fresh(2, 21);
    clear(&s);
    put(&s, 0, 6, ATM_IN_STAGING, ATM_SELL, 4);
    put(&s, 0, 7, ATM_IN_STAGING, ATM_SELL, 5);
    activation(&s, 4, 0); hold(&s);
    atm_action a = act(ATM_SELL, 1u << 6 | 1u << 7);
    a.opt = ATM_D6;
    apply_ok(&s, a);
    assert_int_equal(s.p[0].coins, 8);
    assert_int_equal(s.p[0].gears, 2);
    assert_int_equal(s.p[0].dice[6].loc, ATM_IN_RESERVE);
    assert_int_equal(s.p[0].dice[7].loc, ATM_IN_RESERVE);
    assert_true(atm_space_empty(&s, ATM_SELL, ATM_D6));  /* freed for the others */
}

/* Example (Sell, blocking): Red sells 2 D6 with a D4 on the D6 space; the D4 stays and blocks Blue's
 * 3 D6 (AT-15). */
static void test_example_sell_blocking(void **st)
{
    (void)st;
    atm_state s = fresh(2, 22);
    clear(&s);
    put(&s, 0, 6, ATM_IN_STAGING, ATM_SELL, 2);
    put(&s, 0, 7, ATM_IN_STAGING, ATM_SELL, 2);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_SELL, 2);
    put(&s, 1, 6, ATM_IN_STAGING, ATM_SELL, 3);
    put(&s, 1, 7, ATM_IN_STAGING, ATM_SELL, 3);
    put(&s, 1, 8, ATM_IN_STAGING, ATM_SELL, 3);
    activation(&s, 2, 0);
    atm_action a = act(ATM_SELL, 1u << 0 | 1u << 6 | 1u << 7);
    a.opt = ATM_D4;
    atm_action b = a;
    a.opt = ATM_D6;
    apply_ok(&s, a);
    assert_int_equal(s.p[0].coins, 8);
    assert_int_equal(s.p[0].gears, 2);
    assert_int_equal(s.p[0].dice[0].loc, ATM_IN_SPACE);
    assert_false(atm_space_empty(&s, ATM_SELL, ATM_D6));
    assert_int_equal(s.current, 1);
    assert_int_equal(s.initiative, 3);
    atm_action c = act(ATM_SELL, 7u << 6);
    c.opt = ATM_D6;
    assert_false(legal(&s, &c));
    c.opt = ATM_D4;  /* no D4 in Blue's group */
    assert_false(legal(&s, &c));
    atm_action buf[16];
    assert_int_equal(atm_legal_actions(&s, buf, 16), 1);  /* forfeit only */
    (void)b;
}

/* Sell (AT-15): all matching dice must be sold; D8 gives 8 coins, 2 gears and a D4 from the
 * Reserve into Spent (R-AT-7); D4 2 coins. */
static void test_at15_sell_d8_and_d4(void **st)
{
    (void)st;
    atm_state s = fresh(2, 23);
    clear(&s);
    put(&s, 0, 10, ATM_IN_STAGING, ATM_SELL, 7);
    put(&s, 0, 11, ATM_IN_STAGING, ATM_SELL, 8);
    for (int i = 1; i < 6; i++) put(&s, 0, i, ATM_IN_SPENT, 0, 1);  /* one D4 in the Reserve */
    activation(&s, 7, 0); hold(&s);
    atm_action a = act(ATM_SELL, 3u << 10);
    a.opt = ATM_D8;
    apply_ok(&s, a);
    assert_int_equal(s.p[0].coins, 16);
    assert_int_equal(s.p[0].gears, 4);
    assert_int_equal(s.p[0].dice[0].loc, ATM_IN_SPENT);  /* only one D4 was left */
    assert_int_equal(atm_count_dice(&s, 0, ATM_IN_RESERVE, ATM_D8), 2);
    atm_state t = fresh(2, 23);
    clear(&t);
    put(&t, 0, 0, ATM_IN_STAGING, ATM_SELL, 1);
    put(&t, 0, 1, ATM_IN_STAGING, ATM_SELL, 3);
    activation(&t, 1, 0); hold(&t);
    atm_action d = act(ATM_SELL, 1u << 0);
    d.opt = ATM_D4;
    apply_ok(&t, d);
    assert_int_equal(t.p[0].coins, 2);
    assert_int_equal(t.p[0].gears, 0);
}

/* ---- game end and scoring ----------------------------------------------------------------- */
/* Example (Fame and infamy): 2 Master Plans, 2 Heads, 2 Torsos, 1 Arm, 1 Leg, 1 reserved card:
 * 30 + 5 − 5 = 30, plus the Heads' and Torsos' own VP (AT-18). */
static void test_example_scoring_sets(void **st)
{
    (void)st;
    int counts[ATM_COLOURS] = {2, 1, 1, 2, 2};
    assert_int_equal(atm_sets_score(counts), 35);
    atm_state s = fresh(2, 24);
    clear(&s);
    /* Heads 0,1; Arm, Leg, two Torsos with flat VP, two Master Plans; one reserved */
    int arm = -1, leg = -1, torso[2] = {-1, -1}, plan[2] = {-1, -1}, res = -1;
    for (int c = ATM_HEADS; c < ATM_CARDS; c++) {
        int col = s.rules.cards[c].colour;
        if (col == ATM_ARM && arm < 0) arm = c;
        else if (col == ATM_LEG && leg < 0) leg = c;
        else if (col == ATM_TORSO && s.rules.cards[c].effect == ATM_EFF_VP && torso[0] < 0) torso[0] = c;
        else if (col == ATM_TORSO && s.rules.cards[c].effect == ATM_EFF_VP_PER_D8 && torso[1] < 0) torso[1] = c;
        else if (col == ATM_PLAN && plan[0] < 0) plan[0] = c;
        else if (col == ATM_PLAN && plan[1] < 0) plan[1] = c;
        else if (col == ATM_ARM && res < 0) res = c;
    }
    s.p[0].owned = 1u | 2u | 1u << arm | 1u << leg | 1u << torso[0] | 1u << torso[1] | 1u << plan[0] | 1u << plan[1];
    s.p[0].reserved = 1u << res;
    atm_score sc = atm_score_player(&s, 0);
    assert_int_equal(sc.sets + sc.reserved, 30);
    int card_vp = s.rules.cards[0].param + s.rules.cards[1].param + s.rules.cards[torso[0]].param;  /* no D8 */
    assert_int_equal(sc.cards, card_vp);
    assert_int_equal(sc.total, 30 + card_vp);
}

/* Note (Fame and infamy): a Master Plan with three other colours is a set of three: 10 VP. */
static void test_at18_master_plan_only_in_complete_sets(void **st)
{
    (void)st;
    int a[ATM_COLOURS] = {1, 1, 0, 1, 1};
    assert_int_equal(atm_sets_score(a), 10);
    int b[ATM_COLOURS] = {0, 0, 0, 0, 3};
    assert_int_equal(atm_sets_score(b), 0);
    int c[ATM_COLOURS] = {1, 1, 1, 1, 1};
    assert_int_equal(atm_sets_score(c), 30);
    int d[ATM_COLOURS] = {3, 1, 1, 1, 0};
    assert_int_equal(atm_sets_score(d), 18 + 2 + 2);
}

/* Table 6 (AT-18): coins 1:1, D6 1 VP, D8 3 VP, D4 and gears nothing; Reserve dice do not count
 * (R-AT-6). */
static void test_at18_scoring_table(void **st)
{
    (void)st;
    atm_state s = fresh(2, 25);
    clear(&s);
    put(&s, 0, 0, ATM_IN_SPENT, 0, 1);
    put(&s, 0, 6, ATM_IN_SPENT, 0, 1);
    put(&s, 0, 7, ATM_IN_SPENT, 0, 1);
    put(&s, 0, 10, ATM_IN_SPENT, 0, 1);
    s.p[0].coins = 7;
    s.p[0].gears = 40;
    atm_score sc = atm_score_player(&s, 0);
    assert_int_equal(sc.dice, 2 + 3);
    assert_int_equal(sc.total, 7 + 5);
}

/* End (AT-17): the game ends after the round in which the Parts deck runs out: 5 rounds. */
static void test_at17_five_rounds(void **st)
{
    (void)st;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        atm_state s = fresh(2 + (int)(seed % 3), seed);
        atm_bot b;
        atm_bot_init(&b, ATM_BOT_RANDOM, seed);
        int last_round = 1;
        while (!atm_is_over(&s)) {
            atm_action a = atm_bot_choose(&b, &s, NULL, 0);
            apply_ok(&s, a);
            if (!atm_is_over(&s)) last_round = s.round;
        }
        assert_int_equal(last_round, 5);
        assert_int_equal(s.deck_pos, ATM_PARTS);
        assert_int_equal(atm_legal_actions(&s, NULL, 0), 0);
    }
}

/* R-AT-2: a player with no dice to deploy finishes at once, before anyone places; with nothing on
 * the Staging Areas she also finishes activating at once. */
static void test_r_at2_player_without_dice(void **st)
{
    (void)st;
    atm_state s = fresh(2, 26);
    clear(&s);                                   /* player 0: every die in the Reserve */
    put(&s, 1, 0, ATM_IN_STAGING, ATM_SCAVENGE, 2);
    activation(&s, 2, 1);
    s.next_filled = 0;
    apply_ok(&s, act(ATM_SCAVENGE, 1));          /* player 1 finishes; Reset; round 2 */
    assert_int_equal(s.round, 2);
    assert_int_equal(s.phase, ATM_PHASE_DEPLOY);
    assert_int_equal(s.deploy_order[0], 1);
    assert_int_equal(s.act_filled, 1);
    assert_int_equal(s.act_order[0], 0);         /* player 0 finished deploying at once */
    assert_int_equal(s.current, 1);
    atm_action pl = {0};
    pl.kind = ATM_ACT_PLACE; pl.die = 0; pl.area = ATM_SELL;
    apply_ok(&s, pl);
    assert_int_equal(s.phase, ATM_PHASE_ACTIVATE);
    assert_int_equal(s.next_filled, 1);
    assert_int_equal(s.next_order[0], 0);        /* and finished activating at once */
    assert_int_equal(s.current, 1);
}

/* R-AT-4: an Upgrade whose modified price is below zero costs nothing. */
static void test_r_at4_upgrade_price_floor(void **st)
{
    (void)st;
    atm_state s = fresh(2, 27);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_UPGRADE, 4);
    put(&s, 0, 10, ATM_IN_STAGING, ATM_UPGRADE, 8);
    s.p[0].gears = 0;
    activation(&s, 4, 0); hold(&s);
    atm_action u = act(ATM_UPGRADE, 1u << 0 | 1u << 10);
    u.n4 = 1;  /* 1 − 2 → 0 */
    apply_ok(&s, u);
    assert_int_equal(s.p[0].gears, 0);
}

/* Card id of the first card with this effect in the default table. */
static int card_with(const atm_state *s, int effect)
{
    for (int c = 0; c < ATM_CARDS; c++)
        if (s->rules.cards[c].effect == effect) return c;
    fail_msg("no card with effect %d", effect);
    return -1;
}

/* R-AT-5: passive bonuses apply to an action that benefits by its own table; a sum of 1 still
 * cannot Scavenge even with the Leg's +2 gears. R-AT-12: bonuses of the bought cards add up. */
static void test_r_at5_r_at12_passive_cards(void **st)
{
    (void)st;
    atm_state s = fresh(2, 30);
    clear(&s);
    int leg = card_with(&s, ATM_EFF_SCAVENGE_GEARS);
    s.p[0].owned = 1u << leg;
    put(&s, 0, 0, ATM_IN_STAGING, ATM_SCAVENGE, 1);
    put(&s, 0, 1, ATM_IN_STAGING, ATM_SCAVENGE, 2);
    activation(&s, 1, 0); hold(&s);
    assert_false(legal(&s, &(atm_action){.kind = ATM_ACT_ACTIVATE, .area = ATM_SCAVENGE, .dice = 1}));
    apply_ok(&s, act(ATM_SCAVENGE, 3));  /* sum 3: 2 gears + 2 */
    assert_int_equal(s.p[0].gears, 2 + s.rules.cards[leg].param);
    /* Create: +1 die */
    atm_state c = fresh(2, 31);
    clear(&c);
    int extra = card_with(&c, ATM_EFF_CREATE_EXTRA);
    put(&c, 0, 0, ATM_IN_STAGING, ATM_CREATE, 2);
    c.p[0].gears = 9;
    activation(&c, 2, 0); hold(&c);
    atm_action cr = act(ATM_CREATE, 1);
    cr.n4 = 3;
    assert_false(legal(&c, &cr));  /* sum 2: 2 dice */
    c.p[0].owned = 1u << extra;
    assert_true(legal(&c, &cr));
    /* Research: +2 to the sum and −1 gear on the price, floor 0 */
    atm_state r = fresh(2, 32);
    clear(&r);
    int plus = card_with(&r, ATM_EFF_RESEARCH_SUM), cheap = card_with(&r, ATM_EFF_RESEARCH_GEARS);
    r.p[0].owned = 1u << plus | 1u << cheap;
    r.head_next = 1;  /* Head 2 */
    int low = r.rules.cards[1].sum - 2 - 8;  /* dice 8 + low, +2 from the card: exactly the sum */
    assert_in_range(low, 1, 4);
    put(&r, 0, 10, ATM_IN_STAGING, ATM_RESEARCH, 8);
    put(&r, 0, 0, ATM_IN_STAGING, ATM_RESEARCH, low);
    r.p[0].gears = r.rules.cards[1].gears - 1;
    activation(&r, low, 0); hold(&r);
    atm_action h = act(ATM_RESEARCH, 1u << 10 | 1u << 0);
    h.opt = ATM_RS_BUY_HEAD; h.card = 1;
    r.p[0].owned = 1u << cheap;
    assert_false(legal(&r, &h));  /* without the +2 the sum is short */
    r.p[0].owned = 1u << plus | 1u << cheap;
    apply_ok(&r, h);  /* pays gears − 1 */
    assert_int_equal(r.p[0].gears, 0);
    assert_int_equal(r.head_next, 2);
    /* Sell: +1 coin per die; forfeit: +1 gear more */
    atm_state m = fresh(2, 33);
    clear(&m);
    m.p[0].owned = 1u << card_with(&m, ATM_EFF_SELL_COINS) | 1u << card_with(&m, ATM_EFF_FORFEIT_GEARS);
    put(&m, 0, 0, ATM_IN_STAGING, ATM_SELL, 2);
    put(&m, 0, 1, ATM_IN_STAGING, ATM_SELL, 3);
    put(&m, 0, 2, ATM_IN_STAGING, ATM_SCAVENGE, 3);
    activation(&m, 2, 0); hold(&m);
    atm_action sl = act(ATM_SELL, 3);
    sl.opt = ATM_D4;
    apply_ok(&m, sl);
    assert_int_equal(m.p[0].coins, 2 * (2 + 1));
    m.current = 0; m.initiative = 3;
    atm_action f = {0};
    f.kind = ATM_ACT_FORFEIT; f.area = ATM_SCAVENGE;
    apply_ok(&m, f);
    assert_int_equal(m.p[0].gears, 2);
    /* Upgrade discount */
    atm_state u = fresh(2, 34);
    clear(&u);
    u.p[0].owned = 1u << card_with(&u, ATM_EFF_UPGRADE_DISCOUNT);
    put(&u, 0, 0, ATM_IN_STAGING, ATM_UPGRADE, 3);
    put(&u, 0, 1, ATM_IN_STAGING, ATM_UPGRADE, 3);
    u.p[0].gears = 1;
    activation(&u, 3, 0); hold(&u);
    atm_action up = act(ATM_UPGRADE, 3);
    up.n4 = 2;  /* 2 − 1 (sum 6) − 1 (Leg) = 0 */
    apply_ok(&u, up);
    assert_int_equal(u.p[0].gears, 1);
}

/* Scoring effects (↻) of bought cards only (AT-18). */
static void test_at18_card_scoring_effects(void **st)
{
    (void)st;
    atm_state s = fresh(2, 35);
    clear(&s);
    put(&s, 0, 10, ATM_IN_SPENT, 0, 1);
    put(&s, 0, 6, ATM_IN_SPENT, 0, 1);
    put(&s, 0, 7, ATM_IN_SPENT, 0, 1);
    int d8 = card_with(&s, ATM_EFF_VP_PER_D8), d6 = card_with(&s, ATM_EFF_VP_PER_D6), pc = card_with(&s, ATM_EFF_VP_PER_CARD);
    s.p[0].owned = 1u << d8 | 1u << d6 | 1u << pc;
    s.p[0].reserved = 1u << card_with(&s, ATM_EFF_VP);  /* Head 1 never reserved, but a Torso may be */
    atm_score sc = atm_score_player(&s, 0);
    int want = s.rules.cards[d8].param * 1 + s.rules.cards[d6].param * 2 + s.rules.cards[pc].param * 3;
    assert_int_equal(sc.cards, want);
    assert_int_equal(sc.sets, 6);  /* three Torsos: three 1-colour sets of 2 */
    assert_int_equal(sc.reserved, -5);
}

/* R-AT-9: no tie-breaker in the rulebook: tied players share the win. */
static void test_r_at9_ties_share(void **st)
{
    (void)st;
    atm_state s = fresh(3, 36);
    clear(&s);
    s.p[0].coins = 5;
    s.p[1].coins = 5;
    s.p[2].coins = 4;
    assert_int_equal(atm_winners(&s), 3u);
    s.p[2].coins = 6;
    assert_int_equal(atm_winners(&s), 4u);
}

/* Legal actions are exactly the candidates the validator accepts; every listed action applies. */
static void test_legal_actions_apply(void **st)
{
    (void)st;
    atm_bot b;
    atm_bot_init(&b, ATM_BOT_RANDOM, 1);
    atm_state s = fresh(3, 28);
    atm_action buf[ATM_MAX_ACTIONS];
    for (int step = 0; step < 400 && !atm_is_over(&s); step++) {
        int n = atm_legal_actions(&s, buf, ATM_MAX_ACTIONS);
        assert_true(n > 0 && n <= ATM_MAX_ACTIONS);
        for (int k = 0; k < n; k++) assert_true(legal(&s, &buf[k]));
        apply_ok(&s, buf[am_rng_below(&b.rng, (uint32_t)n)]);
    }
}

/* Illegal actions leave the state unchanged and say why. */
static void test_illegal_action_message(void **st)
{
    (void)st;
    atm_state s = fresh(2, 29), before = s;
    atm_action a = act(ATM_SCAVENGE, 1);
    am_err e;
    assert_int_equal(atm_apply(&s, &a, &e), AM_ESTATE);
    assert_true(strstr(e.msg, "Activation") != NULL);
    assert_memory_equal(&s, &before, sizeof s);
}

/* ---- negative tests: each check of the validator, and the list agrees with it -------------- */
/* 1 if the legal-move list holds an action equal to `a` in every field. */
static int same_action(const atm_action *x, const atm_action *y)
{
    return x->kind == y->kind && x->area == y->area && x->dice == y->dice && x->die == y->die && x->die2 == y->die2 &&
           x->sign == y->sign && x->card == y->card && x->opt == y->opt && x->n4 == y->n4 && x->n6 == y->n6;
}

static int listed(const atm_state *s, const atm_action *a)
{
    static atm_action buf[ATM_MAX_ACTIONS];
    int n = atm_legal_actions(s, buf, ATM_MAX_ACTIONS);
    for (int k = 0; k < n && k < ATM_MAX_ACTIONS; k++)
        if (same_action(&buf[k], a)) return 1;
    return 0;
}

/* AT-3 "Keep rolling until you get a different result": over 300 re-rolls (gear and Arm card)
 * the die never shows its old face (without the loop, a D4 repeats 1 time in 4). */
static void test_neg_reroll_until_different(void **st)
{
    (void)st;
    for (int seed = 0; seed < 150; seed++) {
        atm_state s = fresh(2, (uint64_t)seed + 100);
        clear(&s);
        put(&s, 0, 0, ATM_IN_AVAILABLE, 0, 2);
        deployment(&s, 0);
        s.p[0].gears = 1;
        s.p[0].owned = 1u << 5;  /* C6: the re-roll Arm */
        atm_action r = {0};
        r.kind = ATM_ACT_GEAR_REROLL; r.die = 0;
        apply_ok(&s, r);
        assert_int_not_equal(s.p[0].dice[0].value, 2);
        assert_true(s.p[0].dice[0].value >= 1 && s.p[0].dice[0].value <= 4);
        int before = s.p[0].dice[0].value;
        atm_action c = {0};
        c.kind = ATM_ACT_CARD; c.card = 5; c.die = 0;
        apply_ok(&s, c);
        assert_int_not_equal(s.p[0].dice[0].value, before);
    }
}

/* Research: only the top Head can be bought (AT-14), in the validator and in the list. */
static void test_neg_only_top_head(void **st)
{
    (void)st;
    atm_state s = fresh(2, 41);
    clear(&s);
    s.head_next = 1;
    s.p[1].owned = 1u;  /* the first Head was bought */
    put(&s, 0, 10, ATM_IN_STAGING, ATM_RESEARCH, 8);
    put(&s, 0, 11, ATM_IN_STAGING, ATM_RESEARCH, 8);
    s.p[0].gears = 20;
    activation(&s, 8, 0); hold(&s);
    atm_action h = act(ATM_RESEARCH, 1u << 10 | 1u << 11);
    h.opt = ATM_RS_BUY_HEAD;
    for (int c = 0; c < ATM_HEADS; c++) {
        h.card = (uint8_t)c;
        assert_int_equal(legal(&s, &h), c == 1);
        assert_int_equal(listed(&s, &h), c == 1);
    }
    /* a Head is not a displayed Part either */
    h.opt = ATM_RS_BUY_PART; h.card = 2;
    assert_false(legal(&s, &h));
}

/* Research: a card cannot be bought without its gears (exactly the cost is enough). */
static void test_neg_buy_needs_gears(void **st)
{
    (void)st;
    atm_state s = fresh(2, 42);
    clear(&s);
    int card = -1;
    for (int k = 0; k < ATM_DISPLAY; k++)
        if (s.rules.cards[s.display[k]].gears > 0) card = s.display[k];
    if (card < 0) { s.display[0] = 20 - 1 - 0; card = s.display[0]; }  /* not reached with seed 42 */
    int cost = s.rules.cards[card].gears;
    assert_true(cost > 0);
    put(&s, 0, 10, ATM_IN_STAGING, ATM_RESEARCH, 8);
    put(&s, 0, 11, ATM_IN_STAGING, ATM_RESEARCH, 8);
    s.p[0].gears = cost - 1;
    activation(&s, 8, 0); hold(&s);
    atm_action r = act(ATM_RESEARCH, 1u << 10 | 1u << 11);
    r.opt = ATM_RS_BUY_PART; r.card = (uint8_t)card;
    am_err e;
    assert_int_equal(atm_action_check(&s, &r, &e), AM_ESTATE);
    assert_non_null(strstr(e.msg, "gears"));
    assert_false(listed(&s, &r));
    s.p[0].gears = cost;
    assert_true(legal(&s, &r));
    assert_true(listed(&s, &r));
    /* the top Head the same way (Head 2 costs 2 gears) */
    s.head_next = 1; s.p[1].owned = 1u;
    r.opt = ATM_RS_BUY_HEAD; r.card = 1;
    s.p[0].gears = s.rules.cards[1].gears - 1;
    assert_false(legal(&s, &r));
    assert_false(listed(&s, &r));
    s.p[0].gears++;
    assert_true(legal(&s, &r));
}

/* Research: a reserved card still needs the sum (and the gears) when bought from the hand. */
static void test_neg_reserved_needs_sum(void **st)
{
    (void)st;
    atm_state s = fresh(2, 43);
    clear(&s);
    int card = s.display[0];
    s.display[0] = ATM_NO_CARD;
    s.p[0].reserved = 1u << card;
    int need = s.rules.cards[card].sum;
    put(&s, 0, 10, ATM_IN_STAGING, ATM_RESEARCH, 1);
    put(&s, 0, 11, ATM_IN_STAGING, ATM_RESEARCH, need - 2);
    s.p[0].gears = 20;
    activation(&s, 1, 0); hold(&s);
    atm_action r = act(ATM_RESEARCH, 1u << 10 | 1u << 11);
    r.opt = ATM_RS_BUY_RESERVED; r.card = (uint8_t)card;
    am_err e;
    assert_int_equal(atm_action_check(&s, &r, &e), AM_ESTATE);  /* sum need − 1 */
    assert_non_null(strstr(e.msg, "sum"));
    assert_false(listed(&s, &r));
    s.p[0].dice[11].value = (uint8_t)(need - 1);
    atm_state_sync(&s);
    assert_true(legal(&s, &r));
    assert_true(listed(&s, &r));
    s.p[0].gears = s.rules.cards[card].gears - 1;
    if (s.rules.cards[card].gears > 0) assert_false(legal(&s, &r));
}

/* Research: only the displayed Parts can be bought or reserved (not one still in the deck). */
static void test_neg_only_displayed_parts(void **st)
{
    (void)st;
    atm_state s = fresh(2, 44);
    clear(&s);
    put(&s, 0, 10, ATM_IN_STAGING, ATM_RESEARCH, 8);
    put(&s, 0, 11, ATM_IN_STAGING, ATM_RESEARCH, 8);
    s.p[0].gears = 20;
    activation(&s, 8, 0); hold(&s);
    atm_action r = act(ATM_RESEARCH, 1u << 10 | 1u << 11);
    int in_deck = s.deck[s.deck_pos];  /* the next card of the deck */
    r.card = (uint8_t)in_deck;
    r.opt = ATM_RS_BUY_PART;
    assert_false(legal(&s, &r));
    r.opt = ATM_RS_RESERVE;
    assert_false(legal(&s, &r));
    r.card = s.display[2];
    r.opt = ATM_RS_BUY_PART;
    assert_true(legal(&s, &r));
    s.display[2] = ATM_NO_CARD;  /* bought by someone else */
    assert_false(legal(&s, &r));
    assert_false(listed(&s, &r));
}

/* Create cannot take more D6s (or D4s) than the Reserve holds. */
static void test_neg_create_reserve(void **st)
{
    (void)st;
    atm_state s = fresh(2, 45);
    clear(&s);
    for (int i = 6; i < 9; i++) put(&s, 0, i, ATM_IN_SPENT, 0, 1);  /* one D6 left in the Reserve */
    for (int i = 0; i < 5; i++) put(&s, 0, i, ATM_IN_SPENT, 0, 1);  /* one D4 left */
    put(&s, 0, 10, ATM_IN_STAGING, ATM_CREATE, 8);                   /* sum 8: up to 6 dice */
    s.p[0].gears = 30;
    activation(&s, 8, 0); hold(&s);
    atm_action c = act(ATM_CREATE, 1u << 10);
    c.n6 = 1;
    assert_true(legal(&s, &c));
    c.n6 = 2;
    assert_false(legal(&s, &c));
    assert_false(listed(&s, &c));
    c.n6 = 0; c.n4 = 1;
    assert_true(legal(&s, &c));
    c.n4 = 2;
    assert_false(legal(&s, &c));
    assert_false(listed(&s, &c));
}

/* Create's price: 1 gear per D4, 5 per D6 — exactly 5 gears create a D6, 4 do not (mutation pass:
 * a D6 at 6 gears survived every other test). */
static void test_neg_create_gears(void **st)
{
    (void)st;
    atm_state s = fresh(2, 48);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_CREATE, 4);
    put(&s, 0, 1, ATM_IN_STAGING, ATM_CREATE, 4);   /* sum 8: up to 6 dice */
    activation(&s, 4, 0); hold(&s);
    atm_action c = act(ATM_CREATE, 1u << 0 | 1u << 1);
    c.n6 = 1;
    s.p[0].gears = 4;
    assert_false(legal(&s, &c));
    assert_false(listed(&s, &c));
    c.n4 = 1; c.n6 = 0;
    s.p[0].gears = 1;
    assert_true(legal(&s, &c));                     /* a D4 for 1 gear */
    c.n4 = 2;
    assert_false(legal(&s, &c));
    c.n4 = 0; c.n6 = 1;
    s.p[0].gears = 5;
    assert_true(legal(&s, &c));
    assert_true(listed(&s, &c));
    apply_ok(&s, c);
    assert_int_equal(s.p[0].gears, 0);
    assert_int_equal(atm_count_dice(&s, 0, ATM_IN_SPENT, ATM_D6), 1);
}

/* AT-5 with three players and a track that does not start with P1: within an initiative the turn
 * passes along the Activation track from the one who acted (not from the track's start), and each
 * new initiative starts with the first of the track (mutation pass: both survived 2-player tests). */
static void test_at5_three_player_track(void **st)
{
    (void)st;
    atm_state s = fresh(3, 49);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_SCAVENGE, 2);
    put(&s, 0, 1, ATM_IN_STAGING, ATM_SELL, 2);     /* P1: two groups of initiative 2 */
    put(&s, 1, 0, ATM_IN_STAGING, ATM_CREATE, 2);
    put(&s, 1, 1, ATM_IN_STAGING, ATM_SELL, 3);
    put(&s, 2, 0, ATM_IN_STAGING, ATM_UPGRADE, 2);
    put(&s, 2, 1, ATM_IN_STAGING, ATM_RESEARCH, 3);
    put(&s, 0, 2, ATM_IN_STAGING, ATM_RESEARCH, 3);
    activation(&s, 2, 2);
    s.act_order[0] = 2; s.act_order[1] = 0; s.act_order[2] = 1;   /* track: P3, P1, P2 */
    int want[] = {2, 0, 1, 0, 2, 0, 1};  /* init 2: P3, P1, P2, then P1's second group; init 3: P3, P1, P2 */
    int areas[][2] = {{2, ATM_UPGRADE}, {0, ATM_SCAVENGE}, {1, ATM_CREATE}, {0, ATM_SELL},
                      {2, ATM_RESEARCH}, {0, ATM_RESEARCH}, {1, ATM_SELL}};
    for (int k = 0; k < 7; k++) {
        assert_int_equal(s.phase, ATM_PHASE_ACTIVATE);
        if (s.current != want[k]) fail_msg("turn %d: P%d to act, not P%d", k, s.current + 1, want[k] + 1);
        assert_int_equal(s.initiative, k < 4 ? 2 : 3);
        atm_action f = {0};
        f.kind = ATM_ACT_FORFEIT; f.area = (uint8_t)areas[k][1];
        apply_ok(&s, f);
    }
}

/* Upgrade needs its gears: exactly the price is enough, one less is not. */
static void test_neg_upgrade_needs_gears(void **st)
{
    (void)st;
    atm_state s = fresh(2, 46);
    clear(&s);
    put(&s, 0, 0, ATM_IN_STAGING, ATM_UPGRADE, 3);
    put(&s, 0, 1, ATM_IN_STAGING, ATM_UPGRADE, 3);  /* sum 6: modifier −1 */
    activation(&s, 3, 0); hold(&s);
    atm_action u = act(ATM_UPGRADE, 1u << 0 | 1u << 1);
    u.n4 = 2;                                        /* 2 gears − 1 = 1 */
    s.p[0].gears = 0;
    am_err e;
    assert_int_equal(atm_action_check(&s, &u, &e), AM_ESTATE);
    assert_non_null(strstr(e.msg, "gears"));
    assert_false(listed(&s, &u));
    s.p[0].gears = 1;
    assert_true(legal(&s, &u));
    assert_true(listed(&s, &u));
    apply_ok(&s, u);
    assert_int_equal(s.p[0].gears, 0);
}

/* The ±2 Arm card (C9) moves a die by its X = 2, within the faces, once a round. */
static void test_neg_adjust_card_x(void **st)
{
    (void)st;
    atm_state s = fresh(2, 47);
    clear(&s);
    assert_int_equal(s.rules.cards[8].effect, ATM_EFF_ADJUST);
    assert_int_equal(s.rules.cards[8].param, 2);
    put(&s, 0, 0, ATM_IN_AVAILABLE, 0, 2);
    put(&s, 0, 1, ATM_IN_AVAILABLE, 0, 3);
    deployment(&s, 0);
    s.p[0].owned = 1u << 8;
    atm_action c = {0};
    c.kind = ATM_ACT_CARD; c.card = 8; c.die = 1; c.sign = 1;
    assert_false(legal(&s, &c));                    /* 3 + 2 = 5 on a D4 */
    assert_false(listed(&s, &c));
    c.sign = -1;
    assert_true(legal(&s, &c));                     /* 3 − 2 = 1 */
    c.die = 0;
    assert_false(legal(&s, &c));                    /* 2 − 2 = 0 */
    assert_false(listed(&s, &c));
    c.sign = 1;
    assert_true(listed(&s, &c));
    apply_ok(&s, c);
    assert_int_equal(s.p[0].dice[0].value, 4);      /* + X, not + 1 */
    assert_false(legal(&s, &c));                    /* exhausted */
}

/* The list and the validator agree on positions of random games: every candidate the validator
 * accepts has a listed equivalent (same choice, interchangeable dice), and every listed action is
 * accepted. */
typedef struct cand_key { uint8_t kind, area, opt, card, n4, n6; int8_t sign; uint8_t d1, d2, pad[3]; uint32_t group; } cand_key;

static uint8_t die_class(const atm_state *s, int die)
{
    return (uint8_t)(atm_die_type(die) * 16 + s->p[s->current].dice[die].value);
}

static cand_key key_of(const atm_state *s, const atm_action *a)
{
    cand_key k;
    memset(&k, 0, sizeof k);
    k.kind = a->kind;
    if (a->kind == ATM_ACT_PLACE) { k.area = a->area; k.d1 = die_class(s, a->die); return k; }
    if (a->kind <= ATM_ACT_CARD) {
        k.d1 = die_class(s, a->die);
        int reroll = a->kind == ATM_ACT_GEAR_REROLL || (a->kind == ATM_ACT_CARD && s->rules.cards[a->card].effect == ATM_EFF_REROLL);
        k.sign = reroll ? 0 : a->sign;
        if (a->kind == ATM_ACT_COMBINE) k.d2 = die_class(s, a->die2);
        if (a->kind == ATM_ACT_CARD) k.card = a->card;
        return k;
    }
    k.area = a->area;
    if (a->kind == ATM_ACT_FORFEIT) return k;
    uint8_t cl[ATM_DICE];
    int n = 0;
    for (int i = 0; i < ATM_DICE; i++)
        if ((unsigned)a->dice >> i & 1u) cl[n++] = die_class(s, i);
    for (int x = 1; x < n; x++)
        for (int y = x; y > 0 && cl[y - 1] > cl[y]; y--) { uint8_t t = cl[y]; cl[y] = cl[y - 1]; cl[y - 1] = t; }
    uint32_t h = 2166136261u;
    for (int x = 0; x < n; x++) h = (h ^ cl[x]) * 16777619u;
    k.group = h;
    if (a->area == ATM_UPGRADE || a->area == ATM_CREATE) { k.n4 = a->n4; k.n6 = a->n6; }
    if (a->area == ATM_RESEARCH) { k.opt = a->opt; k.card = a->card; }
    if (a->area == ATM_SELL) k.opt = a->opt;
    return k;
}

static int key_in(const cand_key *keys, int n, const cand_key *k)
{
    for (int i = 0; i < n; i++)
        if (memcmp(&keys[i], k, sizeof *k) == 0) return 1;
    return 0;
}

static void test_list_equals_validator(void **st)
{
    (void)st;
    static atm_action buf[ATM_MAX_ACTIONS];
    static cand_key keys[ATM_MAX_ACTIONS];
    long checked = 0;
    for (int g = 0; g < 60; g++) {
        atm_state s = fresh(2 + g % 3, (uint64_t)g + 500);
        am_rng r;
        am_rng_seed(&r, (uint64_t)g, 7);
        /* give everyone cards and gears so that every kind of action occurs */
        for (int p = 0; p < s.players; p++) { s.p[p].gears = g % 7; }
        s.p[0].owned = 1u << 5 | 1u << 6 | 1u << 8 | 1u << 14 | 1u << 15;  /* Arms, Legs */
        s.p[1].owned = 1u << 7 | 1u << 18 | 1u << 19;
        s.p[1].reserved = 1u << s.deck[14];
        s.deck[14] = s.deck[13];  /* keep the card table consistent enough for the game to run */
        while (!atm_is_over(&s)) {
            int n = atm_legal_actions(&s, buf, ATM_MAX_ACTIONS);
            assert_true(n > 0 && n <= ATM_MAX_ACTIONS);
            for (int k = 0; k < n; k++) {
                assert_true(legal(&s, &buf[k]));
                keys[k] = key_of(&s, &buf[k]);
            }
            /* every candidate */
            atm_action a;
            const atm_player *pl = &s.p[s.current];
            if (s.phase == ATM_PHASE_DEPLOY) {
                for (int d = 0; d < ATM_DICE; d++)
                    for (int kind = ATM_ACT_PLACE; kind <= ATM_ACT_CARD; kind++)
                        for (int v = 0; v < (kind == ATM_ACT_PLACE ? ATM_AREAS : kind == ATM_ACT_COMBINE ? ATM_DICE : kind == ATM_ACT_CARD ? ATM_CARDS : 1); v++)
                            for (int sg = -1; sg <= 1; sg++) {
                                memset(&a, 0, sizeof a);
                                a.kind = (uint8_t)kind; a.die = (uint8_t)d; a.sign = (int8_t)sg;
                                if (kind == ATM_ACT_PLACE) a.area = (uint8_t)v;
                                if (kind == ATM_ACT_COMBINE) a.die2 = (uint8_t)v;
                                if (kind == ATM_ACT_CARD) a.card = (uint8_t)v;
                                if (!legal(&s, &a)) continue;
                                cand_key k = key_of(&s, &a);
                                if (!key_in(keys, n, &k)) fail_msg("legal deployment action not listed (kind %d die %d)", kind, d);
                                checked++;
                            }
            } else {
                for (int area = 0; area < ATM_AREAS; area++) {
                    memset(&a, 0, sizeof a);
                    a.kind = ATM_ACT_FORFEIT; a.area = (uint8_t)area;
                    if (legal(&s, &a)) { cand_key k = key_of(&s, &a); assert_true(key_in(keys, n, &k)); }
                    unsigned on = 0;
                    for (int i = 0; i < ATM_DICE; i++)
                        if (pl->dice[i].loc == ATM_IN_STAGING && pl->dice[i].area == area) on |= 1u << i;
                    for (unsigned sub = on; sub; sub = (sub - 1) & on)
                        for (int opt = 0; opt < 4; opt++)
                            for (int card = 0; card < (area == ATM_RESEARCH ? ATM_CARDS : 1); card++)
                                for (int n4 = 0; n4 <= 6; n4++)
                                    for (int n6 = 0; n6 <= 4; n6++) {
                                        if ((area == ATM_SCAVENGE || area == ATM_RESEARCH || area == ATM_SELL) && (n4 || n6)) continue;
                                        if ((area != ATM_RESEARCH && area != ATM_SELL) && opt) continue;
                                        a = act(area, (uint16_t)sub);
                                        a.opt = (uint8_t)opt; a.card = (uint8_t)card; a.n4 = (uint8_t)n4; a.n6 = (uint8_t)n6;
                                        if (!legal(&s, &a)) continue;
                                        cand_key k = key_of(&s, &a);
                                        if (!key_in(keys, n, &k)) fail_msg("legal activation not listed (area %d)", area);
                                        checked++;
                                    }
                }
            }
            apply_ok(&s, buf[am_rng_below(&r, (uint32_t)n)]);
            assert_dice_conserved(&s);
        }
    }
    print_message("%ld legal candidates, each listed\n", checked);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_at11_scavenge_table),
        cmocka_unit_test(test_at12_upgrade_table),
        cmocka_unit_test(test_at13_create_table),
        cmocka_unit_test(test_at18_set_table),
        cmocka_unit_test(test_at1_setup),
        cmocka_unit_test(test_at2_at4_deploy_turns_and_finishing_order),
        cmocka_unit_test(test_at4_no_passing),
        cmocka_unit_test(test_at3_gear_modifications),
        cmocka_unit_test(test_example_combine_subtract_and_finish),
        cmocka_unit_test(test_example_combine_within_faces),
        cmocka_unit_test(test_at3_card_exhaust),
        cmocka_unit_test(test_example_initiative_order),
        cmocka_unit_test(test_at6_grouping),
        cmocka_unit_test(test_at7_at9_full_board_and_forfeit),
        cmocka_unit_test(test_at8_benefit_scavenge_sum_one),
        cmocka_unit_test(test_at10_at16_next_order_and_reset),
        cmocka_unit_test(test_example_upgrade_blue),
        cmocka_unit_test(test_example_upgrade_red_sum_one),
        cmocka_unit_test(test_example_upgrade_white_no_reserve),
        cmocka_unit_test(test_at12_upgrade_limits),
        cmocka_unit_test(test_at13_create),
        cmocka_unit_test(test_at14_research_buy_part),
        cmocka_unit_test(test_at14_research_heads_and_reserve),
        cmocka_unit_test(test_example_sell_two_d6),
        cmocka_unit_test(test_example_sell_blocking),
        cmocka_unit_test(test_at15_sell_d8_and_d4),
        cmocka_unit_test(test_example_scoring_sets),
        cmocka_unit_test(test_at18_master_plan_only_in_complete_sets),
        cmocka_unit_test(test_at18_scoring_table),
        cmocka_unit_test(test_at17_five_rounds),
        cmocka_unit_test(test_r_at2_player_without_dice),
        cmocka_unit_test(test_r_at4_upgrade_price_floor),
        cmocka_unit_test(test_r_at5_r_at12_passive_cards),
        cmocka_unit_test(test_at18_card_scoring_effects),
        cmocka_unit_test(test_r_at9_ties_share),
        cmocka_unit_test(test_legal_actions_apply),
        cmocka_unit_test(test_illegal_action_message),
        cmocka_unit_test(test_neg_reroll_until_different),
        cmocka_unit_test(test_neg_only_top_head),
        cmocka_unit_test(test_neg_buy_needs_gears),
        cmocka_unit_test(test_neg_reserved_needs_sum),
        cmocka_unit_test(test_neg_only_displayed_parts),
        cmocka_unit_test(test_neg_create_reserve),
        cmocka_unit_test(test_neg_upgrade_needs_gears),
        cmocka_unit_test(test_neg_create_gears),
        cmocka_unit_test(test_at5_three_player_track),
        cmocka_unit_test(test_neg_adjust_card_x),
        cmocka_unit_test(test_list_equals_validator),
    };
    return cmocka_run_group_tests_name("automata rules", tests, NULL, NULL);
}
