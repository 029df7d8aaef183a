/* Scythe Automa turn benchmark over real positions (bench/scythe_corpus.h: over 5,000 positions
 * just before an Automa turn of 672 seeded simulated games, all levels, all faction pairs, both
 * schemes, with and without the water restriction), without and with the report, with the real
 * cards. Run by `make bench` (optimised build in build-bench/). Timing only here: the tests never
 * assert speed. Rates are per second of this thread's CPU time (the machine may be shared).
 *
 * `bench_scythe --callgrind turn|report` plays each corpus position once through bench_turn (not
 * inlined), for bench/callgrind.sh: valgrind --toggle-collect=bench_turn --dump-after=bench_turn
 * gives the instructions of each turn, hence the median, p10 and p90. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "automa/scythe.h"

#include "scythe_corpus.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One Automa turn: the function callgrind counts (the state copy before it is not counted). */
__attribute__((noinline)) int bench_turn(scy_game *g, scy_report *rep);
__attribute__((noinline)) int bench_turn(scy_game *g, scy_report *rep)
{
    am_err e;
    if (scy_automa_turn(g, rep, &e) != AM_OK) {
        fprintf(stderr, "bench: turn: %s\n", e.msg);
        exit(1);
    }
    return g->p[0].power;
}

/* Copies each position to g: the cost of the copy alone (subtracted from the turns' time). */
__attribute__((noinline)) static long copy_only(const corpus *c, scy_game *g, int reps)
{
    long sink = 0;
    for (int r = 0; r < reps; r++)
        for (long k = 0; k < c->n; k++) {
            memcpy(g, &c->pos[k], sizeof *g);
            __asm__ volatile("" : : "r"(g) : "memory");
            sink += g->turns;
        }
    return sink;
}

static long turns(const corpus *c, scy_game *g, scy_report *rep, int reps)
{
    long sink = 0;
    for (int r = 0; r < reps; r++)
        for (long k = 0; k < c->n; k++) {
            memcpy(g, &c->pos[k], sizeof *g);
            sink += bench_turn(g, rep);
        }
    return sink;
}

int main(int argc, char **argv)
{
    static scy_card cards[SCY_NCARDS];
    static scy_tracker trackers[SCY_NLEVELS];
    scy_cards_default(cards);
    scy_trackers_default(trackers);
    corpus c;
    if (corpus_load(&c, cards, trackers) < 0) {
        fprintf(stderr, "bench: the corpus games failed\n");
        return 1;
    }
    static scy_game g;
    static scy_report rep;
    if (argc == 3 && strcmp(argv[1], "--callgrind") == 0) {
        turns(&c, &g, strcmp(argv[2], "report") == 0 ? &rep : NULL, 1);
        printf("positions %ld\n", c.n);
        /* the level of each position, in the order of the turns (callgrind.sh: a figure per level) */
        for (long k = 0; k < c.n; k++) printf("level %s\n", scy_level_name(c.pos[k].p[c.pos[k].current].level));
        free(c.pos);
        return 0;
    }
    long restricted = 0, scheme2 = 0;
    unsigned levels = 0;
    for (long k = 0; k < c.n; k++) {
        const scy_game *p = &c.pos[k];
        restricted += scy_game_water_restricted(p, p->current);
        scheme2 += p->p[p->current].scheme;
        levels |= 1u << p->p[p->current].level;
    }
    printf("scythe corpus: %ld positions before an Automa turn (%ld water-restricted, %ld in Scheme II, levels mask %x)\n",
           c.n, restricted, scheme2, levels);
    printf("BENCH scythe_corpus_positions %ld positions\n", c.n);
    printf("BENCH scy_game_bytes %zu bytes\n", sizeof(scy_game));
    int reps = 40;
    long sink = turns(&c, &g, NULL, 2) + turns(&c, &g, &rep, 2);  /* warm-up */
    double t0 = now();
    sink += copy_only(&c, &g, reps);
    double tc = now() - t0;
    t0 = now();
    sink += turns(&c, &g, NULL, reps);
    double tt = now() - t0;
    t0 = now();
    sink += turns(&c, &g, &rep, reps / 4);
    double tr = now() - t0;
    double n = (double)c.n * reps;
    printf("scythe turn, no report: %.0f turns in %.3f s CPU, of which %.3f s copying the position: %.0f ns/turn, %.0f ns with the copy [%ld]\n",
           n, tt, tc, (tt - tc) * 1e9 / n, tt * 1e9 / n, sink % 7);
    printf("scythe turn, with the report: %.0f ns/turn with the copy\n", tr * 1e9 / (n / 4));
    printf("BENCH scythe_turns_per_s %.0f turns/s\n", n / (tt - tc));
    printf("BENCH scythe_report_turns_per_s %.0f turns/s\n", (n / 4) / (tr - tc / 4));
    free(c.pos);
    return 0;
}
