/* JSON helpers shared by the game modules: strict object keys, and compact readable output. */
#include <stdlib.h>
#include <string.h>

#include "automa/json.h"

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
