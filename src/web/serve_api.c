/* The JSON API of `automa serve` (see docs/web.md). Every request is validated before anything
 * changes; a game is loaded from its file for each request, changed, and saved atomically, with
 * the game's lock held throughout, so the page and the command line can take turns on the same
 * file. Undo/redo keep the previous texts of the file in memory (a change by another program
 * clears them). */
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "web/serve.h"

/* ---- helpers -------------------------------------------------------------------------- */

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

static uint64_t text_hash(const char *s)
{
    uint64_t h = 1469598103934665603ULL;   /* FNV-1a */
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 1099511628211ULL;
    return h;
}

static int name_ok(const char *s, size_t n)
{
    if (n == 0 || n > SERVE_MAX_NAME) return 0;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_'))
            return 0;
    }
    return 1;
}

static const serve_game_ops *const kinds[] = {&serve_scythe_ops, &serve_expeditions_ops, &serve_automata_ops, NULL};

static const serve_game_ops *kind_by_format(const char *text)
{
    json_t *j = json_loads(text, 0, NULL);
    const char *f = json_string_value(json_object_get(j, "format"));
    const serve_game_ops *ops = NULL;
    for (int i = 0; f && kinds[i]; i++)
        if (strcmp(f, kinds[i]->format) == 0) ops = kinds[i];
    json_decref(j);
    return ops;
}

/* ---- the slot table -------------------------------------------------------------------- */

int serve_ctx_init(serve_ctx *ctx, const char *dir, am_err *err)
{
    if (strlen(dir) >= sizeof ctx->dir - SERVE_MAX_NAME - 8)
        return am_fail(err, AM_EUSAGE, _("serve: folder name too long"));
    snprintf(ctx->dir, sizeof ctx->dir, "%s", dir);
    pthread_mutex_init(&ctx->table_lock, NULL);
    for (int i = 0; i < SERVE_SLOTS; i++) pthread_mutex_init(&ctx->slot[i].lock, NULL);
    return AM_OK;
}

static void slot_clear(serve_slot *s)
{
    for (int i = 0; i < s->nundo; i++) free(s->undo[i]);
    for (int i = 0; i < s->nredo; i++) free(s->redo[i]);
    s->nundo = s->nredo = 0;
    s->file_hash = 0;
}

void serve_ctx_free(serve_ctx *ctx)
{
    for (int i = 0; i < SERVE_SLOTS; i++) {
        slot_clear(&ctx->slot[i]);
        pthread_mutex_destroy(&ctx->slot[i].lock);
    }
    pthread_mutex_destroy(&ctx->table_lock);
}

/* Finds or takes the slot of game `name` and locks it; NULL when all slots are busy. */
static serve_slot *slot_acquire(serve_ctx *ctx, const char *name)
{
    pthread_mutex_lock(&ctx->table_lock);
    serve_slot *s = NULL, *lru = NULL;
    for (int i = 0; i < SERVE_SLOTS; i++) {
        serve_slot *t = &ctx->slot[i];
        if (t->name[0] && strcmp(t->name, name) == 0) s = t;
        else if (t->refs == 0 && (!lru || t->last_use < lru->last_use)) lru = t;
    }
    if (!s && lru) {
        s = lru;   /* its history goes: its file stays as it is */
        slot_clear(s);
        snprintf(s->name, sizeof s->name, "%s", name);
    }
    if (s) {
        s->refs++;
        s->last_use = ++ctx->clock;
    }
    pthread_mutex_unlock(&ctx->table_lock);
    if (s) pthread_mutex_lock(&s->lock);
    return s;
}

static void slot_release(serve_ctx *ctx, serve_slot *s)
{
    pthread_mutex_unlock(&s->lock);
    pthread_mutex_lock(&ctx->table_lock);
    s->refs--;
    pthread_mutex_unlock(&ctx->table_lock);
}

static void push(char **stack, int *n, char *text)
{
    if (*n == SERVE_UNDO) {
        free(stack[0]);
        memmove(stack, stack + 1, (SERVE_UNDO - 1) * sizeof *stack);
        (*n)--;
    }
    stack[(*n)++] = text;
}

static void game_path(const serve_ctx *ctx, const char *name, char *out, size_t n)
{
    snprintf(out, n, "%s/%s.json", ctx->dir, name);
}

/* ---- game requests --------------------------------------------------------------------- */

/* The response for a game: {ok, name, kind, undo, redo, game: view, result}. */
static void game_response(serve_resp *r, const char *name, const serve_game_ops *ops, const void *state,
                          const serve_slot *s, json_t *result)
{
    json_t *body = json_object();
    json_object_set_new(body, "ok", json_true());
    json_object_set_new(body, "name", json_string(name));
    json_object_set_new(body, "kind", json_string(ops->kind));
    json_object_set_new(body, "undo", json_integer(s ? s->nundo : 0));
    json_object_set_new(body, "redo", json_integer(s ? s->nredo : 0));
    json_t *view = ops->view(state);
    json_object_set_new(body, "game", view ? view : json_null());
    if (result) json_object_set_new(body, "result", result);
    if (r->body) json_decref(r->body);
    r->body = body;
    r->status = 200;
}

/* Writes `text` as the game's file and remembers its hash. */
static int write_text(serve_slot *s, const char *path, const char *text, serve_resp *r)
{
    am_err e;
    if (am_file_write_atomic(path, text, strlen(text), &e) != AM_OK) {
        serve_error(r, 500, "io", _("cannot save the game: %s"), e.msg);
        return -1;
    }
    s->file_hash = text_hash(text);
    return 0;
}

static char *state_text(const serve_game_ops *ops, const void *state)
{
    am_buf b = {0};
    ops->to_json(state, &b);
    if (b.oom || !b.data) {
        am_buf_free(&b);
        return NULL;
    }
    return b.data;
}

/* The file of game `name` (into path) and its slot, locked; NULL after a "busy" answer in r. */
static serve_slot *game_open(serve_ctx *ctx, const char *name, char *path, size_t cap, serve_resp *r)
{
    game_path(ctx, name, path, cap);
    serve_slot *s = slot_acquire(ctx, name);
    if (!s) serve_error(r, 503, "busy", _("too many games in use at once; try again"));
    return s;
}

/* GET / POST action / DELETE on /games/NAME[/score]. */
static void game_request(serve_ctx *ctx, const char *method, const char *name, const char *sub, const json_t *req,
                         serve_resp *r)
{
    char path[4200];
    serve_slot *s = game_open(ctx, name, path, sizeof path, r);
    if (!s) return;
    char *text = NULL;
    void *state = NULL;
    am_err e;
    if (am_file_read(path, 1 << 20, &text, NULL, &e) != AM_OK) {
        if (access(path, F_OK) != 0) serve_error(r, 404, "unknown-game", _("no game named '%s'"), name);
        else serve_error(r, 500, "io", "%s", e.msg);
        goto out;
    }
    const serve_game_ops *ops = kind_by_format(text);
    if (!ops) {
        serve_error(r, 422, "bad-file", _("%s.json is not a game file this program knows"), name);
        goto out;
    }
    if (text_hash(text) != s->file_hash) {   /* first use, or changed by another program */
        slot_clear(s);
        s->file_hash = text_hash(text);
    }
    state = calloc(1, ops->size);
    if (!state) {
        serve_error(r, 500, "oom", "out of memory");
        goto out;
    }
    if (ops->from_json(state, text, &e) != AM_OK) {
        serve_error(r, 422, "bad-file", "%s.json: %s", name, e.msg);
        goto out;
    }
    if (strcmp(method, "GET") == 0) {
        if (!*sub) {
            game_response(r, name, ops, state, s, NULL);
        } else {
            json_t *rep = ops->report(state, sub, r);
            if (rep) game_response(r, name, ops, state, s, rep);
        }
    } else if (strcmp(method, "DELETE") == 0 && !*sub) {
        if (unlink(path) != 0) serve_error(r, 500, "io", _("cannot delete %s: %s"), name, strerror(errno));
        else {
            slot_clear(s);
            s->name[0] = '\0';
            r->status = 200;
            r->body = json_pack("{s:b, s:s}", "ok", 1, "deleted", name);
        }
    } else if (strcmp(method, "POST") == 0 && strcmp(sub, "action") == 0) {
        const char *action = NULL;
        if (!json_is_object(req) || serve_get_str(req, "action", &action, r) <= 0) {
            if (r->status < 400) serve_error(r, 400, "bad-request", "the body must be a JSON object with an \"action\"");
            goto out;
        }
        if (strcmp(action, "undo") == 0 || strcmp(action, "redo") == 0) {
            static const char *const keys[] = {"action", NULL};
            if (serve_keys_only(req, keys, r)) goto out;
            int undo = action[0] == 'u';
            char **from = undo ? s->undo : s->redo, **to = undo ? s->redo : s->undo;
            int *nfrom = undo ? &s->nundo : &s->nredo, *nto = undo ? &s->nredo : &s->nundo;
            if (*nfrom == 0) {
                serve_error(r, 409, "illegal", undo ? "nothing to undo" : "nothing to redo");
                goto out;
            }
            char *prev = from[*nfrom - 1];
            if (undo && ops->undo_check && ops->undo_check(state, prev, r)) goto out;
            if (ops->from_json(state, prev, &e) != AM_OK || write_text(s, path, prev, r)) {
                if (r->status < 400) serve_error(r, 500, "bad-history", "%s", e.msg);
                goto out;
            }
            (*nfrom)--;
            free(prev);          /* it is the file now */
            push(to, nto, text);
            text = NULL;
            game_response(r, name, ops, state, s, json_pack("{s:s}", "action", action));
        } else {
            json_t *result = NULL;
            if (ops->act(state, action, req, &result, r) != 0) goto out;   /* nothing saved */
            char *now = state_text(ops, state);
            if (!now) {
                json_decref(result);
                serve_error(r, 500, "oom", "out of memory");
                goto out;
            }
            if (write_text(s, path, now, r)) {
                free(now);
                json_decref(result);
                goto out;
            }
            free(now);
            push(s->undo, &s->nundo, text);
            text = NULL;
            for (int i = 0; i < s->nredo; i++) free(s->redo[i]);
            s->nredo = 0;
            game_response(r, name, ops, state, s, result);
        }
    } else {
        serve_error(r, 405, "bad-method", "%s is not allowed here", method);
    }
out:
    free(state);
    free(text);
    slot_release(ctx, s);
}

/* POST /games: {"name": ..., "kind": "scythe"|"expeditions"|"automata", ...kind's fields}. */
static void game_create(serve_ctx *ctx, const json_t *req, serve_resp *r)
{
    const char *name = NULL, *kind = NULL;
    if (!json_is_object(req)) {
        serve_error(r, 400, "bad-request", "the body must be a JSON object");
        return;
    }
    if (serve_get_str(req, "name", &name, r) <= 0 || serve_get_str(req, "kind", &kind, r) <= 0) {
        if (r->status < 400) serve_error(r, 400, "bad-request", "a new game needs a \"name\" and a \"kind\"");
        return;
    }
    if (!name_ok(name, strlen(name))) {
        serve_error(r, 400, "bad-name", _("a game name is 1 to %d letters, digits, '-' or '_'"), SERVE_MAX_NAME);
        return;
    }
    const serve_game_ops *ops = NULL;
    for (int i = 0; kinds[i]; i++)
        if (strcmp(kind, kinds[i]->kind) == 0) ops = kinds[i];
    if (!ops) {
        serve_error(r, 400, "bad-kind", "unknown kind of game '%s' (scythe, expeditions, automata)", kind);
        return;
    }
    char path[4200];
    serve_slot *s = game_open(ctx, name, path, sizeof path, r);
    if (!s) return;
    void *state = calloc(1, ops->size);
    char *text = NULL;
    if (!state) serve_error(r, 500, "oom", "out of memory");
    else if (access(path, F_OK) == 0) serve_error(r, 409, "exists", _("a game named '%s' already exists"), name);
    else if (ops->create(state, req, r) == 0) {
        text = state_text(ops, state);
        if (!text) serve_error(r, 500, "oom", "out of memory");
        else {
            slot_clear(s);
            if (write_text(s, path, text, r) == 0) game_response(r, name, ops, state, s, NULL);
        }
    }
    free(text);
    free(state);
    slot_release(ctx, s);
}

/* GET /games: every game file in the folder, newest first. */
static int by_mtime(const void *a, const void *b)
{
    json_int_t x = json_integer_value(json_object_get(*(json_t *const *)a, "modified"));
    json_int_t y = json_integer_value(json_object_get(*(json_t *const *)b, "modified"));
    return x < y ? 1 : x > y ? -1 : 0;
}

static void game_list(serve_ctx *ctx, serve_resp *r)
{
    DIR *d = opendir(ctx->dir);
    if (!d) {
        serve_error(r, 500, "io", "cannot read the games folder %s: %s", ctx->dir, strerror(errno));
        return;
    }
    json_t *items[256];
    size_t n = 0;
    struct dirent *de;
    while ((de = readdir(d)) && n < 256) {
        size_t len = strlen(de->d_name);
        if (len < 6 || strcmp(de->d_name + len - 5, ".json") != 0 || !name_ok(de->d_name, len - 5)) continue;
        char path[sizeof ctx->dir + 300], *text = NULL;
        snprintf(path, sizeof path, "%s/%s", ctx->dir, de->d_name);
        struct stat st;
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) continue;
        am_err e;
        if (am_file_read(path, 1 << 20, &text, NULL, &e) != AM_OK) continue;
        const serve_game_ops *ops = kind_by_format(text);
        json_t *j = json_loads(text, 0, NULL);
        free(text);
        if (!ops || !j) {
            json_decref(j);
            continue;
        }
        json_t *item = json_object();
        json_object_set_new(item, "name", json_stringn(de->d_name, len - 5));
        json_object_set_new(item, "kind", json_string(ops->kind));
        json_object_set_new(item, "modified", json_integer((json_int_t)st.st_mtime));
        json_t *pl = json_object_get(j, "players"), *who = json_array(), *p;
        size_t i;
        json_array_foreach(pl, i, p) {
            json_t *f = json_object_get(p, "faction"), *t = json_object_get(p, "type");
            if (json_is_string(f) && json_is_string(t))
                json_array_append_new(who, json_pack("{s:O, s:O}", "faction", f, "type", t));
        }
        json_object_set_new(item, "players", who);
        json_t *seats = json_object_get(j, "seats");   /* Automata: the kinds of the seats */
        if (json_is_array(seats)) json_object_set(item, "seats", seats);
        json_object_set(item, "game_over", json_object_get(j, "game_over") ? json_object_get(j, "game_over") : json_false());
        json_decref(j);
        items[n++] = item;
    }
    closedir(d);
    qsort(items, n, sizeof items[0], by_mtime);
    json_t *arr = json_array();
    for (size_t i = 0; i < n; i++) json_array_append_new(arr, items[i]);
    r->status = 200;
    r->body = json_pack("{s:b, s:o}", "ok", 1, "games", arr);
}

/* ---- routing ----------------------------------------------------------------------------- */

void serve_api(serve_ctx *ctx, const char *method, const char *path, const char *body, size_t len, serve_resp *r)
{
    pthread_mutex_lock(&ctx->table_lock);
    ctx->requests++;
    pthread_mutex_unlock(&ctx->table_lock);
    json_t *req = NULL;
    if (strcmp(method, "POST") == 0) {
        json_error_t je;
        if (!body || len == 0) {
            serve_error(r, 400, "bad-json", "the request needs a JSON body");
            return;
        }
        req = json_loadb(body, len, JSON_REJECT_DUPLICATES, &je);
        if (!req) {
            serve_error(r, 400, "bad-json", "malformed JSON at line %d, column %d: %s", je.line, je.column, je.text);
            return;
        }
        if (!json_is_object(req)) {
            json_decref(req);
            serve_error(r, 400, "bad-json", "the body must be a JSON object");
            return;
        }
    }
    if (strcmp(path, "/info") == 0 && strcmp(method, "GET") == 0) {
        r->status = 200;
        r->body = json_pack("{s:b, s:s, s:[s,s,s]}", "ok", 1, "program", "automa", "kinds", "scythe", "expeditions",
                            "automata");
    } else if (strcmp(path, "/board/scythe") == 0 && strcmp(method, "GET") == 0) {
        r->status = 200;
        r->body = serve_scythe_board();
    } else if (strcmp(path, "/games") == 0) {
        if (strcmp(method, "GET") == 0) game_list(ctx, r);
        else if (strcmp(method, "POST") == 0) game_create(ctx, req, r);
        else serve_error(r, 405, "bad-method", "%s is not allowed on /api/games", method);
    } else if (strncmp(path, "/games/", 7) == 0) {
        const char *name = path + 7, *slash = strchr(name, '/');
        size_t n = slash ? (size_t)(slash - name) : strlen(name);
        const char *sub = slash ? slash + 1 : "";
        char nm[SERVE_MAX_NAME + 1];
        if (!name_ok(name, n) || strchr(sub, '/')) {
            serve_error(r, 400, "bad-name", _("a game name is 1 to %d letters, digits, '-' or '_'"), SERVE_MAX_NAME);
        } else {
            memcpy(nm, name, n);
            nm[n] = '\0';
            game_request(ctx, method, nm, sub, req, r);
        }
    } else {
        serve_error(r, 404, "not-found", "no API endpoint %s %s", method, path);
    }
    json_decref(req);
}
