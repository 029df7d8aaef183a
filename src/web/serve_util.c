/* Helpers shared by the API files of `automa serve` (errors, typed request fields). Kept apart from
 * serve_api.c so that the per-game files (serve_scythe.c, ...) and the API do not use each other. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

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
    if (!r->body) {
        /* the message quotes the request (a path, a field) and that was not UTF-8, which JSON
         * cannot carry: quote it with '?' for every byte beyond ASCII (found by fuzz_serve_api:
         * the answer was an empty {} without "ok") */
        for (char *p = msg; *p; p++)
            if ((unsigned char)*p >= 0x80) *p = '?';
        r->body = json_pack("{s:b, s:{s:s, s:s}}", "ok", 0, "error", "code", code, "message", msg);
    }
}

/* The one map from a library code (AM_E*, core.h) to an HTTP status and error code (docs/web.md,
 * "Errors"): the request's words make no sense 400, not legal now 409, bad data 422, the system
 * failed (or anything else) 500. rc is the failing call's return (0: take e->code). */
int serve_fail_am(serve_resp *r, int rc, const am_err *e)
{
    static const struct { unsigned status; const char *code; } map[] = {
        [AM_EDATA] = {422, "bad-file"},
        [AM_EUSAGE] = {400, "bad-request"},
        [AM_EIO] = {500, "io"},
        [AM_ESTATE] = {409, "illegal"},
    };
    int c = rc ? rc : e->code;
    if (c > 0 && c < (int)(sizeof map / sizeof *map) && map[c].code) serve_error(r, map[c].status, map[c].code, "%s", e->msg);
    else serve_error(r, 500, "internal", "%s", e->msg);
    return -1;
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

json_t *serve_state_json(void (*to_json)(const void *state, am_buf *out), const void *state)
{
    am_buf b = {0};
    to_json(state, &b);
    json_t *v = serve_parse_buf(&b);
    if (v) json_object_del(v, "rng");   /* hidden: it decides future shuffles and dice */
    return v;
}


/* ---- who may ask ----------------------------------------------------------------------------- */

static int host_known(const serve_policy *p, const char *h)
{
    for (int i = 0; h && i < p->nhosts; i++)
        if (strcasecmp(h, p->host_ok[i]) == 0) return 1;
    return 0;
}

static int same_token(const char *a, const char *b)
{
    if (!a || strlen(a) != SERVE_TOKEN_LEN) return 0;
    unsigned char d = 0;
    for (int i = 0; i < SERVE_TOKEN_LEN; i++) d |= (unsigned char)(a[i] ^ b[i]);   /* constant time */
    return d == 0;
}

int serve_policy_check(const serve_policy *p, const char *method, const char *url, const char *host,
                       const char *origin, const char *fetch_site, const char *cookie_token, const char *url_token,
                       serve_resp *r)
{
    /* the Host must name this server: a page elsewhere reaching us by DNS rebinding sends its own */
    if (!host_known(p, host)) {
        serve_error(r, 403, "bad-host", "this server answers only on its own address");
        return SERVE_REFUSE;
    }
    /* a write a browser sends carries Origin (programs such as curl send none; a page elsewhere
     * cannot leave it out): it must be this server */
    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0) {
        int ok = !fetch_site || strcmp(fetch_site, "same-origin") == 0 || strcmp(fetch_site, "none") == 0;
        if (ok && origin) ok = strncmp(origin, "http://", 7) == 0 && host_known(p, origin + 7);
        if (!ok) {
            serve_error(r, 403, "bad-origin", "requests from another web site are refused");
            return SERVE_REFUSE;
        }
    }
    if (!p->need_token || same_token(cookie_token, p->token)) return SERVE_PASS;
    if (same_token(url_token, p->token))
        return strcmp(method, "GET") == 0 && strncmp(url, "/api/", 5) != 0 ? SERVE_PASS_SET_COOKIE : SERVE_PASS;
    serve_error(r, 403, "token", "open the address automa serve printed (with its ?token=...): this server needs its token");
    return SERVE_REFUSE;
}
