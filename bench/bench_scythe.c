/* Scythe Automa benchmarks: Automa turns per second on fixed mid-game positions, and the size of
 * the game state. Run by `make bench` (optimised build in build-bench/). Timing only here: the
 * tests never assert speed. Instruction counts: `valgrind --tool=callgrind build-bench/bench/bench_scythe --callgrind`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "automa/scythe.h"

#include "scythe_positions.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);  /* CPU time: the machine may be shared */
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    int callgrind = argc > 1 && strcmp(argv[1], "--callgrind") == 0;
    long iters = callgrind ? 2000 : 2000000;
    printf("scythe: sizeof(scy_game) = %zu bytes, sizeof(scy_report) = %zu bytes\n", sizeof(scy_game), sizeof(scy_report));
    for (size_t k = 0; k < sizeof positions / sizeof positions[0]; k++) {
        scy_game start, g;
        am_err e;
        if (scy_game_from_json(&start, positions[k], &e) != AM_OK) {
            fprintf(stderr, "bench position %zu: %s\n", k, e.msg);
            return 1;
        }
        long sink = 0;
        double t0 = now();
        for (long i = 0; i < iters; i++) {
            memcpy(&g, &start, sizeof g);
            bench_rotate_draw(&g, i);  /* a different card each time */
            if (scy_automa_turn(&g, NULL, &e) != AM_OK) {
                fprintf(stderr, "turn: %s\n", e.msg);
                return 1;
            }
            sink += g.p[1].power + g.p[0].power;
        }
        double dt = now() - t0;
        printf("scythe: position %zu: %ld Automa turns (no report) in %.3f s: %.0f turns/s, %.0f ns/turn (incl. state copy) [%ld]\n",
               k, iters, dt, (double)iters / dt, dt * 1e9 / (double)iters, sink % 7);
        scy_report rep;
        t0 = now();
        for (long i = 0; i < iters / 4; i++) {
            memcpy(&g, &start, sizeof g);
            if (scy_automa_turn(&g, &rep, &e) != AM_OK) return 1;
        }
        dt = now() - t0;
        printf("scythe: position %zu: with the full report: %.0f turns/s, %.0f ns/turn\n", k, (double)(iters / 4) / dt,
               dt * 1e9 / (double)(iters / 4));
    }
    return 0;
}
