/* exp and log with the same bits on every machine, for the decisions of the bots (issue 27).
 *
 * The C library's exp() and log() are not the same function everywhere: glibc picks another code
 * path on a CPU with fused multiply-add (an ifunc) than without, and musl (the WebAssembly build's
 * libc) has its own; their results differ in the last bit for some arguments. A search bot that
 * compares such values then takes another move on another machine, and a seeded game no longer
 * replays: the offline page (WebAssembly) answered otherwise than `automa serve` for the same
 * session. These use only frexp, ldexp and floor (exact everywhere) and + - * / (IEEE 754, rounded
 * the same way everywhere; no fused multiply-add is generated for the targets we build: x86-64's
 * base instruction set and wasm32 have none). */
#include <math.h>

#include "core/fmath.h"

static const double LN2 = 0.6931471805599453094, LN2_HI = 0.693147180369123816490, LN2_LO = 1.90821492927058770002e-10;

double am_exp(double x)
{
    if (x != x) return x;
    if (x > 709.78) return HUGE_VAL;
    if (x < -745.2) return 0.0;
    /* x = k ln2 + r, |r| <= ln2 / 2; e^r by its series in Horner's form (15 terms: < 1e-18) */
    double k = floor(x / LN2 + 0.5);
    double r = (x - k * LN2_HI) - k * LN2_LO;
    double s = 1.0;
    for (int n = 15; n >= 1; n--) s = 1.0 + s * r / n;
    return ldexp(s, (int)k);
}

double am_log(double x)
{
    if (x != x || x < 0) return NAN;
    if (x == 0) return -HUGE_VAL;
    if (isinf(x)) return x;
    /* x = m 2^k with m in [sqrt(1/2), sqrt(2)); log m = 2 atanh z, z = (m-1)/(m+1), |z| < 0.172 */
    int k;
    double m = frexp(x, &k);
    if (m < 0.70710678118654752440) {
        m *= 2.0;
        k--;
    }
    double z = (m - 1.0) / (m + 1.0), z2 = z * z;
    double s = 0.0;
    for (int j = 12; j >= 0; j--) s = s * z2 + 1.0 / (2 * j + 1);   /* 1 + z2/3 + z2^2/5 + ... */
    return (double)k * LN2_HI + ((double)k * LN2_LO + 2.0 * z * s);
}
