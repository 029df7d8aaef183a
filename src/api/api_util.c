/* The JSON API's helpers (src/api/api.h): answers, errors, typed request fields, the action
 * table. Kept apart from api.c so that the per-game files (api_scythe.c, ...) and the router do
 * not use each other. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/api.h"
#include "core/json.h"

void api_error(api_resp *r, unsigned status, const char *code, const char *fmt, ...)
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

void api_resp_finish(api_resp *r, am_api_answer *a)
{
    if (!r->body) r->body = json_object();
    a->status = r->status;
    a->body = r->body ? json_dumps(r->body, JSON_COMPACT | JSON_ENSURE_ASCII) : NULL;
    json_decref(r->body);
    r->body = NULL;
    if (!a->body) a->status = 500;
}

void am_api_answer_free(am_api_answer *a)
{
    if (!a) return;
    free(a->body);
    a->body = NULL;
}

void am_api_answer_error(am_api_answer *a, unsigned status, const char *code, const char *message)
{
    api_resp r = {0, NULL};
    api_error(&r, status, code, "%s", message);
    api_resp_finish(&r, a);
}

/* The one map from a library code (AM_E*, core.h) to an HTTP status and error code (docs/web.md,
 * "Errors"): the request's words make no sense 400, not legal now 409, bad data 422, the system
 * failed (or anything else) 500. rc is the failing call's return (0: take e->code). */
int api_fail_am(api_resp *r, int rc, const am_err *e)
{
    static const struct { unsigned status; const char *code; } map[] = {
        [AM_EDATA] = {422, "bad-file"},
        [AM_EUSAGE] = {400, "bad-request"},
        [AM_EIO] = {500, "io"},
        [AM_ESTATE] = {409, "illegal"},
    };
    int c = rc ? rc : e->code;
    if (c > 0 && c < (int)(sizeof map / sizeof *map) && map[c].code) api_error(r, map[c].status, map[c].code, "%s", e->msg);
    else api_error(r, 500, "internal", "%s", e->msg);
    return -1;
}

int api_keys_only(const json_t *obj, const char *const *keys, api_resp *r)
{
    const char *k;
    json_t *v;
    json_object_foreach((json_t *)obj, k, v) {
        int found = 0;
        for (const char *const *p = keys; *p; p++)
            if (strcmp(*p, k) == 0) found = 1;
        if (!found) {
            api_error(r, 400, "bad-field", "unknown field '%.64s'", k);
            return -1;
        }
    }
    return 0;
}

int api_act_table(const api_action *table, void *state, const char *action, const json_t *req, json_t **result,
                  api_resp *r, int (*check)(const void *state, am_err *err))
{
    const api_action *a = table;
    while (a->name && strcmp(a->name, action) != 0) a++;
    *result = NULL;
    if (!a->name) {
        am_buf names = {0};
        for (a = table; a->name; a++) am_buf_printf(&names, "%s, ", a->name);
        api_error(r, 400, "bad-action", "unknown action '%.40s' (%sundo, redo)", action, names.data ? names.data : "");
        am_buf_free(&names);
        return -1;
    }
    if (api_keys_only(req, a->keys, r) || a->run(state, action, req, result, r)) return -1;
    return api_act_finish(state, action, result, r, check);
}

int api_act_finish(const void *state, const char *action, json_t **result, api_resp *r,
                   int (*check)(const void *state, am_err *err))
{
    if (!*result) *result = json_pack("{s:s}", "action", action);
    am_err e;
    if (check(state, &e) != AM_OK) {   /* never save a broken game */
        json_decref(*result);
        *result = NULL;
        api_error(r, 500, "internal", "the game would break an invariant: %s", e.msg);
        return -1;
    }
    return 0;
}

/* The typed fields follow the rule of every reader (src/core/json.c): absent or null is "not
 * given" (0), wrong type or range is an error (-1, 400 bad-field), else 1 and *out set. */
int api_get_int(const json_t *obj, const char *key, long lo, long hi, long *out, api_resp *r)
{
    int rc = am_json_int_value(json_object_get(obj, key), lo, hi, out);
    if (rc == AM_JSON_BAD) api_error(r, 400, "bad-field", "'%s' must be a whole number from %ld to %ld", key, lo, hi);
    return rc;
}

int api_get_str(const json_t *obj, const char *key, const char **out, api_resp *r)
{
    json_t *v = json_object_get(obj, key);
    if (!v) return 0;
    if (!json_is_string(v) || json_string_length(v) > 64) {
        api_error(r, 400, "bad-field", "'%s' must be a short text", key);
        return -1;
    }
    *out = json_string_value(v);
    return 1;
}

int api_get_bool(const json_t *obj, const char *key, int *out, api_resp *r)
{
    int rc = am_json_bool_value(json_object_get(obj, key), out);
    if (rc == AM_JSON_BAD) api_error(r, 400, "bad-field", "'%s' must be true or false", key);
    return rc;
}

json_t *api_parse_buf(am_buf *b)
{
    json_t *j = NULL;
    if (b->data && !b->oom) j = json_loads(b->data, 0, NULL);
    am_buf_free(b);
    return j;
}

json_t *api_state_json(const am_game_kind *kind, const void *state)
{
    am_buf b = {0};
    kind->to_json(state, &b);
    json_t *v = api_parse_buf(&b);
    if (v) json_object_del(v, "rng");   /* hidden: it decides future shuffles and dice */
    return v;
}

int api_get_seed(const json_t *req, uint64_t max, const api_env *env, uint64_t *out, api_resp *r)
{
    json_t *v = json_object_get(req, "seed");
    if (!v || json_is_null(v)) {   /* not given: a fresh one */
        uint64_t x = env->seed;
        *out = am_splitmix64(&x) & max;
        return 0;
    }
    if (!json_is_integer(v) || json_integer_value(v) < 0 || (uint64_t)json_integer_value(v) > max) {
        api_error(r, 400, "bad-field", "'seed' must be a whole number from 0 to %llu", (unsigned long long)max);
        return -1;
    }
    *out = (uint64_t)json_integer_value(v);
    return 0;
}
