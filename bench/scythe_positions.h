/* Fixed Scythe positions shared by the benchmarks (bench_scythe.c, bench_sim.c). */
#ifndef BENCH_SCYTHE_POSITIONS_H
#define BENCH_SCYTHE_POSITIONS_H

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

/* Puts card number (i mod deck size) of the current Automa's draw pile on top, so that a run of
 * turns from one position draws every card in turn. */
static inline void bench_rotate_draw(scy_game *g, long i)
{
    scy_deck *d = &g->p[g->current].deck;
    uint8_t top = d->draw[d->ndraw - 1];
    d->draw[d->ndraw - 1] = d->draw[i % d->ndraw];
    d->draw[i % d->ndraw] = top;
}

#endif
