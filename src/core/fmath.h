/* exp and log with the same bits on every machine (src/core/fmath.c). */
#ifndef AUTOMA_CORE_FMATH_H
#define AUTOMA_CORE_FMATH_H

/* e^x; 0 below -745, +inf above 709.78. Within about 2 units in the last place of exp(). */
double am_exp(double x);
/* The natural logarithm of x > 0 (x <= 0: -inf). Within about 2 units in the last place of log(). */
double am_log(double x);

#endif
