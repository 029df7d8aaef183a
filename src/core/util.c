/* Small shared helpers: strict integer parsing and a growable text buffer for renderers. */
#include "automa/core.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int am_parse_int(const char *s, long lo, long hi, long *out)
{
    if (!s || !*s) return -1;
    char *end = NULL;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno != 0 || *end != '\0' || end == s || v < lo || v > hi) return -1;
    *out = v;
    return 0;
}

static int buf_reserve(am_buf *b, size_t extra)
{
    if (b->oom) return -1;
    if (b->len + extra + 1 <= b->cap) return 0;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1) cap *= 2;
    char *nd = realloc(b->data, cap);
    if (!nd) { b->oom = 1; return -1; }
    b->data = nd;
    b->cap = cap;
    return 0;
}

void am_buf_vprintf(am_buf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0 || buf_reserve(b, (size_t)n) != 0) return;
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
}

void am_buf_printf(am_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    am_buf_vprintf(b, fmt, ap);
    va_end(ap);
}

void am_buf_puts(am_buf *b, const char *s)
{
    size_t n = strlen(s);
    if (buf_reserve(b, n) != 0) return;
    memcpy(b->data + b->len, s, n + 1);
    b->len += n;
}

void am_buf_take(am_buf *b, char *s)
{
    if (!s) {
        b->oom = 1;
        return;
    }
    am_buf_puts(b, s);
    free(s);
}

void am_buf_free(am_buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
    b->oom = 0;
}
