/* PCG32 (am_rng_next) and its bounded draw (am_rng_below) as inline functions: rng.c defines the
 * library's functions with them, and the simulator's hot paths (the stand-ins, the combat deck)
 * call them inline (issue 31). The same numbers either way. */
#ifndef AUTOMA_RNG_INLINE_H
#define AUTOMA_RNG_INLINE_H

#include "automa/core.h"

static inline uint32_t am_rng_next_inline(am_rng *r)
{
    uint64_t old = r->state;
    r->state = old * 6364136223846793005ULL + r->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

static inline uint32_t am_rng_below_inline(am_rng *r, uint32_t bound)
{
    if (bound <= 1) return 0;
    /* Reject the lowest (2^32 mod bound) values so that every residue is equally likely. That
     * threshold is below bound, so a draw of bound or more is kept without computing it. */
    uint32_t x = am_rng_next_inline(r);
    if (x < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (x < threshold) x = am_rng_next_inline(r);
    }
    return x % bound;
}

#endif
