/* JSON helpers shared by the game modules: strict object keys, one reader and one writer of plain
 * fields driven by a field table, and compact readable output. */
#include <stdlib.h>
#include <string.h>

#include "core/json.h"

int am_json_check_keys(json_t *obj, const char *path, const char *const *allowed, am_err *err)
{
    const char *key;
    json_t *v;
    json_object_foreach(obj, key, v) {
        int ok = 0;
        for (const char *const *a = allowed; *a && !ok; a++) ok = strcmp(*a, key) == 0;
        if (!ok) return am_fail(err, AM_EDATA, _("%s%s%.40s: unknown field"), path, *path ? "." : "", key);
    }
    return AM_OK;
}

/* ---- field tables ------------------------------------------------------------------------------
 * Each game file's plain fields (numbers, true/false) are rows of a table beside the struct they
 * fill (scythe/json.c, expeditions/exp_json.c, automata/atm_json.c): key, C type, offset, range.
 * The same rows give the unknown-key check its key list, read the fields (one rule: absent or null
 * keeps the default, wrong type or range fails naming PATH.KEY) and write them in table order.
 * What a row cannot say (piles, positions, names, ranges that depend on other fields) is an
 * AM_JF_HAND row, read and written by the game's own code. See docs/json-tables.md. */

int am_json_int_value(json_t *v, long lo, long hi, long *out)
{
    if (!v || json_is_null(v)) return AM_JSON_ABSENT;
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi) return AM_JSON_BAD;
    *out = (long)json_integer_value(v);
    return AM_JSON_SET;
}

int am_json_bool_value(json_t *v, int *out)
{
    if (!v || json_is_null(v)) return AM_JSON_ABSENT;
    if (!json_is_boolean(v)) return AM_JSON_BAD;
    *out = json_is_true(v) ? 1 : 0;
    return AM_JSON_SET;
}

static int missing(const char *path, const char *key, am_err *err)
{
    return am_fail(err, AM_EDATA, _("%s%s%s: missing"), path, *path ? "." : "", key);
}

int am_json_get_int(json_t *obj, const char *path, const char *key, long lo, long hi, int required, long *out,
                    am_err *err)
{
    switch (am_json_int_value(json_object_get(obj, key), lo, hi, out)) {
    case AM_JSON_ABSENT: return required ? missing(path, key, err) : AM_OK;
    case AM_JSON_SET: return AM_OK;
    default:
        return am_fail(err, AM_EDATA, _("%s%s%s: must be a whole number from %ld to %ld"), path, *path ? "." : "", key,
                       lo, hi);
    }
}

int am_json_get_bool(json_t *obj, const char *path, const char *key, int required, int *out, am_err *err)
{
    switch (am_json_bool_value(json_object_get(obj, key), out)) {
    case AM_JSON_ABSENT: return required ? missing(path, key, err) : AM_OK;
    case AM_JSON_SET: return AM_OK;
    default: return am_fail(err, AM_EDATA, _("%s%s%s: must be true or false"), path, *path ? "." : "", key);
    }
}

int am_json_check_fields(json_t *obj, const char *path, const am_json_field *f, am_err *err)
{
    const char *key;
    json_t *v;
    json_object_foreach(obj, key, v) {
        const am_json_field *r = f;
        while (r->key && strcmp(r->key, key) != 0) r++;
        if (!r->key) return am_fail(err, AM_EDATA, _("%s%s%.40s: unknown field"), path, *path ? "." : "", key);
    }
    return AM_OK;
}

static long load(const am_json_field *r, const void *base)
{
    const char *p = (const char *)base + r->off;
    long v = 0;
    switch (r->kind) {
    case AM_JF_U8: case AM_JF_BOOL: v = *(const uint8_t *)p; break;
    case AM_JF_I8: v = *(const int8_t *)p; break;
    case AM_JF_U16: v = *(const uint16_t *)p; break;
    case AM_JF_I16: v = *(const int16_t *)p; break;
    case AM_JF_INT: case AM_JF_BOOLI: v = *(const int *)p; break;
    default: break;
    }
    return r->flags & AM_JF_PLUS1 ? v + 1 : v;
}

static void store(const am_json_field *r, void *base, long v)
{
    char *p = (char *)base + r->off;
    if (r->flags & AM_JF_PLUS1) v--;
    switch (r->kind) {
    case AM_JF_U8: case AM_JF_BOOL: *(uint8_t *)p = (uint8_t)v; break;
    case AM_JF_I8: *(int8_t *)p = (int8_t)v; break;
    case AM_JF_U16: *(uint16_t *)p = (uint16_t)v; break;
    case AM_JF_I16: *(int16_t *)p = (int16_t)v; break;
    case AM_JF_INT: case AM_JF_BOOLI: *(int *)p = (int)v; break;
    default: break;
    }
}

static int selected(const am_json_field *r, unsigned groups) { return !r->group || (r->group & groups); }

int am_json_read_fields(json_t *obj, const char *path, const am_json_field *f, unsigned groups, void *dst,
                        am_err *err)
{
    for (const am_json_field *r = f; r->key; r++) {
        if (r->kind == AM_JF_HAND || !selected(r, groups)) continue;
        int required = (r->flags & AM_JF_REQUIRED) != 0;
        if (r->kind == AM_JF_BOOL || r->kind == AM_JF_BOOLI) {
            int b = (int)load(r, dst);
            if (am_json_get_bool(obj, path, r->key, required, &b, err)) return AM_EDATA;
            store(r, dst, b);
        } else {
            long v = load(r, dst);
            if (am_json_get_int(obj, path, r->key, r->lo, r->hi, required, &v, err)) return AM_EDATA;
            store(r, dst, v);
        }
    }
    return AM_OK;
}

void am_json_write_fields(json_t *obj, const am_json_field *f, unsigned groups, const void *src)
{
    for (const am_json_field *r = f; r->key; r++) {
        if (!selected(r, groups)) continue;
        json_t *v = r->kind == AM_JF_HAND                                   ? json_null()
                    : r->kind == AM_JF_BOOL || r->kind == AM_JF_BOOLI ? json_boolean(load(r, src))
                                                                        : json_integer(load(r, src));
        json_object_set_new(obj, r->key, v);
    }
}

/* Skips a JSON string starting at the opening quote; returns the position after the closing one. */
static const char *skip_string(const char *p)
{
    for (p++; *p && *p != '"'; p++)
        if (*p == '\\' && p[1]) p++;
    return *p ? p + 1 : p;
}

/* Rewrites jansson's indented text so that arrays holding no object or array fit on one line. */
static void collapse(char *t)
{
    char *w = t;
    const char *r = t;
    while (*r) {
        if (*r == '"') {
            const char *e = skip_string(r);
            while (r < e) *w++ = *r++;
            continue;
        }
        if (*r == '[') {
            const char *q = r + 1;
            int flat = 1;
            while (*q && *q != ']') {
                if (*q == '{' || *q == '[') { flat = 0; break; }
                q = *q == '"' ? skip_string(q) : q + 1;
            }
            if (flat && *q == ']') {
                *w++ = '[';
                const char *c = r + 1;
                while (c < q) {
                    if (*c == ' ' || *c == '\n') { c++; continue; }
                    if (*c == ',') { *w++ = ','; *w++ = ' '; c++; continue; }
                    const char *e = *c == '"' ? skip_string(c) : c + 1;
                    while (c < e) *w++ = *c++;
                }
                *w++ = ']';
                r = q + 1;
                continue;
            }
        }
        *w++ = *r++;
    }
    *w = '\0';
}

char *am_json_dumps(json_t *root)
{
    char *t = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    if (!t) return NULL;
    collapse(t);
    size_t n = strlen(t);
    char *out = realloc(t, n + 2);
    if (!out) {
        free(t);
        return NULL;
    }
    out[n] = '\n';
    out[n + 1] = '\0';
    return out;
}

void am_json_dump(json_t *root, am_buf *b)
{
    char *t = am_json_dumps(root);
    if (!t) {
        b->oom = 1;
        return;
    }
    am_buf_puts(b, t);
    free(t);
}
