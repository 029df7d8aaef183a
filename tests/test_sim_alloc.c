/*
 * Issue 31: a simulated game allocates nothing on the heap under any locale. The stand-ins try
 * actions the game may refuse (a random move too far, a deploy where no worker stands); a refusal
 * must not build its message (gettext looks up and caches translations with malloc), so the
 * simulator passes no am_err and the library formats a message only when there is one to fill.
 *
 * This binary replaces malloc, calloc and realloc with counting versions that forward to glibc
 * (every allocation of the process is counted, gettext's own included) and plays Scythe games with
 * the three stand-ins (and the options that change their paths) and Expeditions games, first in
 * the C.UTF-8 locale without a catalogue, then in Italian with the catalogue of this build
 * (build/locale, found from the program's path). Under AddressSanitizer, which owns malloc, the
 * test is skipped.
 *
 * Automata's simulated games (atm_sim_play, as `automa sim automata` plays them) are counted the
 * same way: four random seats, and random with greedy seats. The search bots (normal, hard and search)
 * allocate their tree once per bot per game by design (atm_bots.c, mcts_choose: 1.6 MB, too large
 * for the stack; docs/performance.md): the test holds them to that, at most one per search seat.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <libintl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "automa/automata.h"
#include "automa/expeditions.h"
#include "automa/scythe_sim.h"

#if defined(__SANITIZE_ADDRESS__)
#define COUNTING 0
#else
#define COUNTING 1
static long allocations;
static int counting;
extern void *__libc_malloc(size_t n);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *p, size_t n);
void *malloc(size_t n)
{
    allocations += counting;
    return __libc_malloc(n);
}
void *calloc(size_t n, size_t size)
{
    allocations += counting;
    return __libc_calloc(n, size);
}
void *realloc(void *p, size_t n)
{
    allocations += counting;
    return __libc_realloc(p, n);
}
#endif

static const char *argv0;

/* Scythe games with each stand-in, the tables parsed once (as `automa sim` does), some with the
 * options that change the Automa's and the stand-ins' paths; then Expeditions games. Returns the
 * heap allocations made inside the games. */
static long play_games(void)
{
    static scy_card cards[SCY_NCARDS];
    static scy_tracker trackers[SCY_NLEVELS];
    scy_cards_default(cards);
    scy_trackers_default(trackers);
    exp_progress prog;
    am_err e;
    assert_int_equal(exp_progress_builtin(2, &prog, &e), AM_OK);
#if COUNTING
    allocations = 0;
    counting = 1;
#endif
    for (int bot = 0; bot < SCY_NBOTS; bot++)
        for (int i = 0; i < 60; i++) {
            scy_setup s;
            memset(&s, 0, sizeof s);
            scy_options_default(&s.opt);
            s.nplayers = 2;
            s.faction[0] = (uint8_t)(i % SCY_NFACTIONS);
            s.faction[1] = (uint8_t)((i + 3) % SCY_NFACTIONS);
            s.automa[1] = 1;
            s.level[1] = (uint8_t)(i % SCY_NLEVELS);
            s.opt.all_moves = i % 5 == 1;
            s.opt.flip_move = s.opt.flip_deploy = i % 7 == 2;
            scy_sim_config cfg;
            memset(&cfg, 0, sizeof cfg);
            cfg.bot = (uint8_t)bot;
            cfg.cards = cards;
            cfg.trackers = trackers;
            scy_sim_result r;
            if (scy_sim_play(scy_sim_seed(31, (uint64_t)i), &s, &cfg, &r, &e) != AM_OK) fail_msg("%s", e.msg);
        }
    for (long i = 0; i < 100; i++) {
        exp_sim_game_result r;
        if (exp_sim_game(&prog, NULL, 0, 0, EXP_SIM_HUMAN_RANDOM, 31, i, 0, &r, &e) != AM_OK) fail_msg("%s", e.msg);
    }
#if COUNTING
    counting = 0;
    return allocations;
#else
    return 0;
#endif
}

/* Automata games as `automa sim automata` plays them (atm_sim_play, no check, no audit): `games`
 * games of the seats `seats` (np of them) from seed 31. Returns the heap allocations made inside. */
static long play_automata(int np, const int *seats, long games, long budget)
{
    atm_sim_config c;
    memset(&c, 0, sizeof c);
    c.rules = *atm_rules_default();
    c.np = np;
    for (int p = 0; p < np; p++) c.seats[p] = seats[p];
    c.budget = budget;
    c.seed = 31;
    am_err e;
#if COUNTING
    allocations = 0;
    counting = 1;
#endif
    for (long g = 0; g < games; g++) {
        atm_sim_result r;
        if (atm_sim_play(&c, g, &r, &e) != AM_OK) fail_msg("%s", e.msg);
        assert_true(r.steps > 0);
    }
#if COUNTING
    counting = 0;
    return allocations;
#else
    return 0;
#endif
}

/* Automata's games in the current locale: none allocates, but the search bots' trees. */
static void automata_games(const char *locale)
{
    static const int random4[] = {ATM_BOT_RANDOM, ATM_BOT_RANDOM, ATM_BOT_RANDOM, ATM_BOT_RANDOM};
    static const int random_greedy[] = {ATM_BOT_RANDOM, ATM_BOT_GREEDY, ATM_BOT_RANDOM};
    static const int greedy2[] = {ATM_BOT_GREEDY, ATM_BOT_GREEDY};
    static const int searches[] = {ATM_BOT_NORMAL, ATM_BOT_RANDOM, ATM_BOT_HARD};
    long a = play_automata(4, random4, 300, 0);
    printf("heap allocations in 300 Automata games of 4 random seats, %s: %ld\n", locale, a);
    assert_int_equal(a, 0);
    a = play_automata(3, random_greedy, 4, 0) + play_automata(2, greedy2, 2, 0);
    printf("heap allocations in 6 Automata games with greedy seats, %s: %ld\n", locale, a);
    assert_int_equal(a, 0);
    /* by design: the search's tree, once per search seat and game (kept from decision to decision) */
    a = play_automata(3, searches, 2, 20);
    printf("heap allocations in 2 Automata games of normal, random, hard (budget 20), %s: %ld (the trees)\n", locale, a);
    assert_true(a <= 2 * 2);
}

/* The catalogue of this build: build/locale beside build/tests/ (unless the caller set one). */
static void catalogue_of_this_build(void)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 32);
    if (n <= 0) n = (ssize_t)snprintf(exe, sizeof exe - 32, "%s", argv0);
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    assert_non_null(slash);
    strcpy(slash, "/../locale");
    setenv("AUTOMA_LOCALEDIR", exe, 0);
}

static void test_no_allocation_in_games_under_any_locale(void **st)
{
    (void)st;
    if (!COUNTING) skip();
    /* the environment's locale, a UTF-8 one without an English catalogue */
    setenv("LC_ALL", "C.UTF-8", 1);
    unsetenv("LANGUAGE");
    am_i18n_init(argv0, NULL);
    long a = play_games();
    printf("heap allocations in 180 Scythe and 100 Expeditions simulated games, C.UTF-8: %ld\n", a);
    assert_int_equal(a, 0);
    automata_games("C.UTF-8");
    /* Italian, with the catalogue: it must be the one in use, or the test would prove nothing */
    unsetenv("LC_ALL");
    catalogue_of_this_build();
    am_i18n_init(argv0, "it");
    assert_string_not_equal(dgettext(AM_TEXTDOMAIN, "the game is over"), "the game is over");
    a = play_games();
    printf("heap allocations in 180 Scythe and 100 Expeditions simulated games, Italian: %ld\n", a);
    assert_int_equal(a, 0);
    automata_games("Italian");
}

int main(int argc, char **argv)
{
    (void)argc;
    argv0 = argv[0];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_allocation_in_games_under_any_locale),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
