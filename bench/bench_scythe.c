/* Scythe Automa benchmarks: Automa turns per second on fixed mid-game positions, and the size of
 * the game state. Run by `make bench` (optimised build in build-bench/). Timing only here: the
 * tests never assert speed. Instruction counts: `valgrind --tool=callgrind build-bench/bench/bench_scythe --callgrind`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "automa/scythe.h"

static const char *const positions[] = {
    /* mid-game, Scheme I, restricted */
    "{\"format\":\"automa-scythe/1\",\"seed\":3,\"players\":["
    "{\"faction\":\"nordic\",\"type\":\"human\",\"character\":\"C4\",\"mechs\":[\"B5\",\"A5\"],\"workers\":[\"A5\",\"A6\",\"B5\",\"B6\"],\"mech_abilities\":[\"Riverwalk\"]},"
    "{\"faction\":\"rusviet\",\"type\":\"automa\",\"tracker\":2,\"power\":7,\"character\":\"D6\",\"mechs\":[\"C7\"],\"workers\":[\"C7\",\"D7\",\"D6\",\"rusviet\"]}]}",
    /* later, Scheme II, water unlocked */
    "{\"format\":\"automa-scythe/1\",\"seed\":4,\"players\":["
    "{\"faction\":\"polania\",\"type\":\"human\",\"character\":\"D3\",\"mechs\":[\"D2\",\"E3\",\"C3\"],\"workers\":[\"C2\",\"D1\",\"D2\",\"E2\",\"E3\"],\"mech_abilities\":[\"Riverwalk\",\"Submerge\"]},"
    "{\"faction\":\"saxony\",\"type\":\"automa\",\"level\":\"automaszyna\",\"tracker\":10,\"scheme\":2,\"stars\":{\"tracker\":1},\"power\":9,"
    "\"character\":\"E4\",\"mechs\":[\"F3\",\"E1\",\"saxony\"],\"workers\":[\"F1\",\"G2\",\"F2\",\"F4\",\"G4\"]}]}",
};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
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
            /* a different card each time: rotate the draw pile */
            scy_deck *d = &g.p[g.current].deck;
            uint8_t top = d->draw[d->ndraw - 1];
            d->draw[d->ndraw - 1] = d->draw[i % d->ndraw];
            d->draw[i % d->ndraw] = top;
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
