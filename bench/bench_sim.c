/* Simulation benchmarks (run by `make bench`, optimised build in build-bench/):
 *   - the size of each game state;
 *   - whole simulated Scythe games per second on one core, for each stand-in (level automa, Nordic
 *     stand-in against the Crimea Automa, the tables parsed once as `automa sim` does);
 *   - Expeditions Automa turns per second on fixed positions, and whole games per second;
 *   - heap allocations inside Automa turns (the Scythe corpus of bench/scythe_corpus.h) and whole
 *     simulated games (also under the environment's locale and in Italian: issue 31): this program replaces
 *     malloc/calloc/realloc with counting versions that forward to glibc (__libc_malloc ...), so
 *     every allocation of the process is counted, the C library's own included.
 * `bench_sim --callgrind MODE COUNT` runs only one part, for bench/callgrind.sh (instructions
 * per game or turn under valgrind --tool=callgrind). Timing only: nothing here is asserted but the
 * allocation count (non-zero exits 1). Rates are per second of this thread's CPU time.
 * Every figure is also printed as a line `BENCH <name> <value> <unit>` (docs/performance.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <libintl.h>

#include "automa/expeditions.h"
#include "automa/scythe.h"
#include "automa/scythe_sim.h"

#include "scythe_corpus.h"

/* ---- counting allocator ---------------------------------------------------------------------- */
extern void *__libc_malloc(size_t n);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *p, size_t n);
static long allocations;
void *malloc(size_t n)  /* (declared by stdlib.h) */
{
    allocations++;
    return __libc_malloc(n);
}
void *calloc(size_t n, size_t size)
{
    allocations++;
    return __libc_calloc(n, size);
}
void *realloc(void *p, size_t n)
{
    allocations++;
    return __libc_realloc(p, n);
}

/* The thread's CPU time: on a shared machine the wall clock also counts the time other jobs ran,
 * so "per core" rates are computed from CPU time. */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- Scythe ---------------------------------------------------------------------------------- */
static void scythe_setup(scy_setup *s)
{
    memset(s, 0, sizeof *s);
    scy_options_default(&s->opt);
    s->nplayers = 2;
    s->faction[0] = SCY_NORDIC;
    s->faction[1] = SCY_CRIMEA;
    s->automa[1] = 1;
    s->level[1] = SCY_AUTOMA;
}

/* Plays `games` games (seeds of master 1) with one stand-in; returns the Automa turns played. */
static long scythe_games(int bot, long games, const scy_card *cards, const scy_tracker *trackers)
{
    scy_setup s;
    scythe_setup(&s);
    scy_sim_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.bot = (uint8_t)bot;
    cfg.cards = cards;
    cfg.trackers = trackers;
    long turns = 0;
    for (long i = 0; i < games; i++) {
        scy_sim_result r;
        am_err e;
        if (scy_sim_play(scy_sim_seed(1, (uint64_t)i), &s, &cfg, &r, &e) != AM_OK) {
            fprintf(stderr, "scythe game %ld: %s\n", i, e.msg);
            exit(1);
        }
        turns += r.automa_turns;
    }
    return turns;
}

/* One Automa turn on each corpus position, with or without the report. Returns the heap
 * allocations made inside the turns (building the corpus allocates; that is not counted). */
static long scythe_turns(const corpus *c, int report)
{
    static scy_report rep;
    static scy_game g;
    long a0 = allocations;
    for (long k = 0; k < c->n; k++) {
        am_err e;
        memcpy(&g, &c->pos[k], sizeof g);
        if (scy_automa_turn(&g, report ? &rep : NULL, &e) != AM_OK) {
            fprintf(stderr, "turn: %s\n", e.msg);
            exit(1);
        }
    }
    return allocations - a0;
}

/* ---- Expeditions ----------------------------------------------------------------------------- */
#define EXP_NPOS 3
/* Fixed positions: the games of seeds 11, 12, 13 after 4, 10, 16 Automa turns. */
static void exp_positions(exp_state pos[EXP_NPOS])
{
    exp_progress p;
    am_err e;
    if (exp_progress_builtin(2, &p, &e) != AM_OK) exit(1);
    for (int k = 0; k < EXP_NPOS; k++) {
        exp_state_init(&pos[k], &p, NULL, 0, 11 + (uint64_t)k);
        for (int t = 0; t < 4 + 6 * k; t++) {
            exp_report r;
            if (exp_automa_turn(&pos[k], 0, &r, &e) != AM_OK) exit(1);
        }
    }
}

static void exp_turns(const exp_state pos[EXP_NPOS], long iters)
{
    static exp_report r;
    for (int k = 0; k < EXP_NPOS; k++)
        for (long i = 0; i < iters; i++) {
            exp_state s = pos[k];
            s.rng.state += (uint64_t)i;  /* a different shuffle and draw each time */
            am_err e;
            if (exp_automa_turn(&s, 0, &r, &e) != AM_OK) {
                fprintf(stderr, "expeditions turn: %s\n", e.msg);
                exit(1);
            }
        }
}

static long exp_games(long games)
{
    exp_progress p;
    am_err e;
    if (exp_progress_builtin(2, &p, &e) != AM_OK) exit(1);
    long turns = 0;
    for (long i = 0; i < games; i++) {
        exp_sim_game_result r;
        if (exp_sim_game(&p, NULL, 0, 0, EXP_SIM_HUMAN_RANDOM, 1, i, 0, &r, &e) != AM_OK) {
            fprintf(stderr, "expeditions game %ld: %s\n", i, e.msg);
            exit(1);
        }
        turns += r.turns;
    }
    return turns;
}

int main(int argc, char **argv)
{
    static scy_card cards[SCY_NCARDS];
    static scy_tracker trackers[SCY_NLEVELS];
    scy_cards_default(cards);
    scy_trackers_default(trackers);
    if (argc == 4 && strcmp(argv[1], "--callgrind") == 0) {
        long n = atol(argv[3]);
        const char *m = argv[2];
        if (strcmp(m, "passive") == 0 || strcmp(m, "aggressive") == 0 || strcmp(m, "random") == 0)
            printf("automa_turns %ld\n", scythe_games(scy_bot_parse(m), n, cards, trackers));
        else if (strcmp(m, "exp-turn") == 0) {
            static exp_state pos[EXP_NPOS];
            exp_positions(pos);
            exp_turns(pos, n);
        } else if (strcmp(m, "exp-game") == 0) printf("automa_turns %ld\n", exp_games(n));
        else return 2;
        return 0;
    }

    printf("sizes: scy_game %zu bytes, exp_state %zu bytes, scy_sim_result %zu bytes, scy_report %zu bytes, "
           "exp_report %zu bytes\n",
           sizeof(scy_game), sizeof(exp_state), sizeof(scy_sim_result), sizeof(scy_report), sizeof(exp_report));

    printf("BENCH exp_state_bytes %zu bytes\n", sizeof(exp_state));

    /* heap allocations: none may happen inside a turn or a simulated game */
    long bad = 0;
    corpus cor;
    if (corpus_load(&cor, cards, trackers) < 0) return 1;
    long a = scythe_turns(&cor, 0) + scythe_turns(&cor, 1);
    free(cor.pos);
    printf("heap: %ld allocations in %ld Scythe Automa turns on the corpus (with and without the report)\n", a, 2 * cor.n);
    printf("BENCH scythe_turn_heap_allocations %ld allocations\n", a);
    bad += a;
    allocations = 0;
    for (int b = 0; b < SCY_NBOTS; b++) scythe_games(b, 300, cards, trackers);
    printf("heap: %ld allocations in 900 whole simulated Scythe games (tables given)\n", allocations);
    printf("BENCH scythe_game_heap_allocations %ld allocations\n", allocations);
    bad += allocations;
    /* issue 31: the same under a locale with translations looked up (gettext allocates): the
     * environment's (C.UTF-8 when it names none), then Italian with this build's catalogue
     * (AUTOMA_LOCALEDIR, else build-bench/locale: make bench builds it) */
    long loc = 0;
    const char *env_lang = getenv("LC_ALL");
    if (!env_lang || !*env_lang) setenv("LC_ALL", "C.UTF-8", 1);
    am_i18n_init(argv[0], NULL);
    allocations = 0;
    for (int b = 0; b < SCY_NBOTS; b++) scythe_games(b, 300, cards, trackers);
    printf("heap: %ld allocations in 900 whole simulated Scythe games under the locale %s\n", allocations,
           getenv("LC_ALL"));
    loc += allocations;
    unsetenv("LC_ALL");
    setenv("AUTOMA_LOCALEDIR", "build-bench/locale", 0);
    am_i18n_init(argv[0], "it");
    int italian = strcmp(dgettext(AM_TEXTDOMAIN, "the game is over"), "the game is over") != 0;
    allocations = 0;
    for (int b = 0; b < SCY_NBOTS; b++) scythe_games(b, 300, cards, trackers);
    printf("heap: %ld allocations in 900 whole simulated Scythe games in Italian (catalogue %s)\n", allocations,
           italian ? "in use" : "NOT FOUND: nothing translated");
    loc += allocations;
    printf("BENCH scythe_game_heap_allocations_locales %ld allocations\n", loc);
    bad += loc + !italian;
    allocations = 0;
    static exp_state pos[EXP_NPOS];
    exp_positions(pos);
    exp_turns(pos, 1000);
    exp_games(300);
    printf("heap: %ld allocations in 3,000 Expeditions Automa turns and 300 whole games\n", allocations);
    printf("BENCH expeditions_heap_allocations %ld allocations\n", allocations);
    bad += allocations;

    for (int b = 0; b < SCY_NBOTS; b++) {
        long games = 20000;
        double t0 = now();
        long turns = scythe_games(b, games, cards, trackers);
        double dt = now() - t0;
        printf("scythe sim: %-10s %ld games in %.3f s: %.0f games/s on one core (%.1f Automa turns/game, %.0f ns/game)\n",
               scy_bot_name(b), games, dt, (double)games / dt, (double)turns / (double)games, dt * 1e9 / (double)games);
        printf("BENCH scythe_games_per_s_%s %.0f games/s\n", scy_bot_name(b), (double)games / dt);
    }
    {
        long games = 5000;
        double t0 = now();
        scy_setup s;
        scythe_setup(&s);
        scy_sim_config cfg;
        memset(&cfg, 0, sizeof cfg);
        cfg.bot = SCY_BOT_PASSIVE;
        for (long i = 0; i < games; i++) {
            scy_sim_result r;
            am_err e;
            if (scy_sim_play(scy_sim_seed(1, (uint64_t)i), &s, &cfg, &r, &e) != AM_OK) return 1;
        }
        double dt = now() - t0;
        printf("scythe sim: passive, tables parsed per game (scy_game_new): %.0f games/s on one core\n", (double)games / dt);
    }
    {
        long iters = 1000000;
        double t0 = now();
        exp_turns(pos, iters);
        double dt = now() - t0;
        double n = (double)iters * EXP_NPOS;
        printf("expeditions: %.0f Automa turns on %d fixed positions in %.3f s: %.0f turns/s, %.0f ns/turn (incl. state copy)\n",
               n, EXP_NPOS, dt, n / dt, dt * 1e9 / n);
        printf("BENCH expeditions_turns_per_s %.0f turns/s\n", n / dt);
        long games = 100000;
        t0 = now();
        long turns = exp_games(games);
        dt = now() - t0;
        printf("expeditions sim: %ld games in %.3f s: %.0f games/s on one core (%.1f Automa turns/game)\n", games, dt,
               (double)games / dt, (double)turns / (double)games);
        printf("BENCH expeditions_games_per_s %.0f games/s\n", (double)games / dt);
    }
    if (bad) {
        fprintf(stderr, "bench_sim: heap allocations inside turns or games\n");
        return 1;
    }
    return 0;
}
