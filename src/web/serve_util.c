/* Helpers shared by the API files of `automa serve` (errors, typed request fields). Kept apart from
 * serve_api.c so that the per-game files (serve_scythe.c, ...) and the API do not use each other. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "web/serve.h"

void serve_error(serve_resp *r, unsigned status, const char *code, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (r->body) json_decref(r->body);
    r->status = status;
    r->body = json_pack("{s:b, s:{s:s, s:s}}", "ok", 0, "error", "code", code, "message", msg);
}

int serve_keys_only(const json_t *obj, const char *const *keys, serve_resp *r)
{
    const char *k;
    json_t *v;
    json_object_foreach((json_t *)obj, k, v) {
        int found = 0;
        for (const char *const *p = keys; *p; p++)
            if (strcmp(*p, k) == 0) found = 1;
        if (!found) {
            serve_error(r, 400, "bad-field", "unknown field '%.64s'", k);
            return -1;
        }
    }
    return 0;
}

int serve_get_int(const json_t *obj, const char *key, long lo, long hi, long *out, serve_resp *r)
{
    json_t *v = json_object_get(obj, key);
    if (!v) return 0;
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi) {
        serve_error(r, 400, "bad-field", "'%s' must be a whole number from %ld to %ld", key, lo, hi);
        return -1;
    }
    *out = (long)json_integer_value(v);
    return 1;
}

int serve_get_str(const json_t *obj, const char *key, const char **out, serve_resp *r)
{
    json_t *v = json_object_get(obj, key);
    if (!v) return 0;
    if (!json_is_string(v) || json_string_length(v) > 64) {
        serve_error(r, 400, "bad-field", "'%s' must be a short text", key);
        return -1;
    }
    *out = json_string_value(v);
    return 1;
}

int serve_get_bool(const json_t *obj, const char *key, int *out, serve_resp *r)
{
    json_t *v = json_object_get(obj, key);
    if (!v) return 0;
    if (!json_is_boolean(v)) {
        serve_error(r, 400, "bad-field", "'%s' must be true or false", key);
        return -1;
    }
    *out = json_is_true(v);
    return 1;
}

json_t *serve_parse_buf(am_buf *b)
{
    json_t *j = NULL;
    if (b->data && !b->oom) j = json_loads(b->data, 0, NULL);
    am_buf_free(b);
    return j;
}

