/* PCG32 random numbers and SplitMix64 seeding; see include/automa/core.h for the sources. */
#include "automa/core.h"
#include "core/rng_inline.h"

#include <string.h>

void am_rng_seed(am_rng *r, uint64_t seed, uint64_t stream)
{
    /* pcg32_srandom_r of the reference implementation */
    r->state = 0u;
    r->inc = (stream << 1u) | 1u;
    (void)am_rng_next(r);
    r->state += seed;
    (void)am_rng_next(r);
}

uint32_t am_rng_next(am_rng *r)
{
    return am_rng_next_inline(r);
}

uint32_t am_rng_below(am_rng *r, uint32_t bound)
{
    return am_rng_below_inline(r, bound);
}

void am_rng_shuffle(am_rng *r, void *base, size_t n, size_t size)
{
    unsigned char tmp[64];
    unsigned char *a = base;
    if (n < 2 || size == 0 || size > sizeof tmp) return;
    if (size == 1) {
        /* bytes (the card decks): the same draws, swapped without memcpy calls, the generator's
         * state in a local (the byte stores could alias it) */
        am_rng s = *r;
        for (size_t i = n - 1; i > 0; i--) {
            size_t j = am_rng_below_inline(&s, (uint32_t)(i + 1));
            unsigned char t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        *r = s;
        return;
    }
    for (size_t i = n - 1; i > 0; i--) {
        size_t j = am_rng_below(r, (uint32_t)(i + 1));
        if (j == i) continue;
        memcpy(tmp, a + i * size, size);
        memcpy(a + i * size, a + j * size, size);
        memcpy(a + j * size, tmp, size);
    }
}

uint64_t am_splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
