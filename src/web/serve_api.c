/* The JSON API of `automa serve` (see docs/web.md). Every request is validated before anything
 * changes; a game is loaded from its file for each request through the store (src/store/), changed,
 * and saved, with the store's lock held from the load to the save, so the page, the command line
 * and the companion take turns on the same file without losing a move. Every answer about a game
 * carries the file's version; a write that names an older version answers 409 "changed" (the page
 * then reloads the game). Undo/redo keep the previous texts of the file in memory (a change by
 * another program clears them). */
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/store.h"
#include "web/serve.h"

/* ---- helpers ----------------------------------------------------------------------------- */

/* The slot's mark of the file it knows: its id and version (another writer changes it). */
static uint64_t meta_hash(const store_meta *m)
{
    uint64_t h = 1469598103934665603ULL;   /* FNV-1a over the id, then the version */
    for (const char *p = m->id; *p; p++) h = (h ^ (uint8_t)*p) * 1099511628211ULL;
    return (h ^ m->version) * 1099511628211ULL;
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

static const serve_game_ops *ops_of(const store_kind *k)
{
    for (int i = 0; k && kinds[i]; i++)
        if (strcmp(k->kind, kinds[i]->kind) == 0) return kinds[i];
    return NULL;
}

static const store_kind *store_kind_for(const serve_game_ops *ops)
{
    static const store_kind *const sk[] = {&store_scythe, &store_expeditions, &store_automata, NULL};
    for (int i = 0; sk[i]; i++)
        if (strcmp(sk[i]->kind, ops->kind) == 0) return sk[i];
    return NULL;
}

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

/* The slot of game `name` if the server has one (locked), else NULL: a GET takes no slot, so
 * that reading games (or guessing names) never evicts another game's undo history. */
static serve_slot *slot_find(serve_ctx *ctx, const char *name)
{
    pthread_mutex_lock(&ctx->table_lock);
    serve_slot *s = NULL;
    for (int i = 0; i < SERVE_SLOTS && !s; i++)
        if (ctx->slot[i].name[0] && strcmp(ctx->slot[i].name, name) == 0) s = &ctx->slot[i];
    if (s) s->refs++;
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
                          const serve_slot *s, const store_meta *meta, json_t *result)
{
    json_t *body = json_object();
    json_object_set_new(body, "ok", json_true());
    json_object_set_new(body, "name", json_string(name));
    json_object_set_new(body, "kind", json_string(ops->kind));
    json_object_set_new(body, "version", json_integer((json_int_t)meta->version));
    json_object_set_new(body, "undo", json_integer(s ? s->nundo : 0));
    json_object_set_new(body, "redo", json_integer(s ? s->nredo : 0));
    json_t *view = ops->view(state);
    json_object_set_new(body, "game", view ? view : json_null());
    if (result) json_object_set_new(body, "result", result);
    if (r->body) json_decref(r->body);
    r->body = body;
    r->status = 200;
}

/* An error of the store as an answer. */
static void store_failed(serve_resp *r, int rc, const char *name, const am_err *e)
{
    if (rc == STORE_ENOENT) serve_error(r, 404, "unknown-game", _("no game named '%s'"), name);
    else if (rc == STORE_ECHANGED) serve_error(r, 409, "changed", _("the game changed, reload: %s"), e->msg);
    else if (rc == STORE_EEXIST) serve_error(r, 409, "exists", _("a game named '%s' already exists"), name);
    else if (rc == AM_EDATA || rc == STORE_EKIND) serve_error(r, 422, "bad-file", "%s.json: %s", name, e->msg);
    else serve_error(r, 500, "io", _("cannot save the game: %s"), e->msg);
}

/* Saves text as the game's next version (lock held by sg) and remembers the version. */
static int write_text(serve_slot *s, store_game *sg, const char *name, const char *text, serve_resp *r)
{
    am_err e;
    am_err_clear(&e);
    int rc = store_save_text(sg, text, &e);
    if (rc != AM_OK) {
        store_failed(r, rc, name, &e);
        return -1;
    }
    s->file_hash = meta_hash(&sg->meta);
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

/* A write request may say which version of the game it was made on ("version": N, as every
 * answer gives it); an older one is refused with 409 before anything changes. The field is taken
 * out of the request. 0: go on. */
static int version_check(json_t *req, const store_meta *meta, serve_resp *r)
{
    json_t *v = json_object_get(req, "version");
    if (!v) return 0;
    if (!json_is_integer(v) || json_integer_value(v) < 0) {
        serve_error(r, 400, "bad-field", _("'version' must be a whole number"));
        return -1;
    }
    if ((uint64_t)json_integer_value(v) != meta->version) {
        serve_error(r, 409, "changed", _("the game changed, reload (it is at version %llu, not %lld)"),
                    (unsigned long long)meta->version, (long long)json_integer_value(v));
        return -1;
    }
    json_object_del(req, "version");
    return 0;
}

/* GET / POST action / DELETE on /games/NAME[/score|/version]. */
static void game_request(serve_ctx *ctx, const char *method, const char *name, const char *sub, json_t *req,
                         serve_resp *r)
{
    char path[4200];
    game_path(ctx, name, path, sizeof path);
    if (access(path, F_OK) != 0) {   /* an unknown name: 404, nothing taken or made */
        serve_error(r, 404, "unknown-game", _("no game named '%s'"), name);
        return;
    }
    int get = strcmp(method, "GET") == 0;
    serve_slot *s = get ? slot_find(ctx, name) : game_open(ctx, name, path, sizeof path, r);
    if (!s && !get) return;
    char *text = NULL;
    void *state = NULL;
    am_err e;
    am_err_clear(&e);
    store_game sg = STORE_GAME_INIT;
    size_t size = 0;
    for (int i = 0; kinds[i]; i++)
        if (kinds[i]->size > size) size = kinds[i]->size;
    state = calloc(1, size);
    if (!state) {
        serve_error(r, 500, "oom", "out of memory");
        goto out;
    }
    /* the lock is held from this load to the save (or the end of the request) */
    int rc = store_load(&sg, path, NULL, state, 1, &e);
    if (rc != AM_OK) {
        store_failed(r, rc, name, &e);
        goto out;
    }
    const serve_game_ops *ops = ops_of(sg.kind);
    if (!ops) {
        serve_error(r, 422, "bad-file", _("%s.json is not a game file this program knows"), name);
        goto out;
    }
    if (s && meta_hash(&sg.meta) != s->file_hash) {   /* first use, or changed by another program */
        slot_clear(s);
        s->file_hash = meta_hash(&sg.meta);
    }
    if (strcmp(method, "GET") == 0) {
        if (!*sub) {
            game_response(r, name, ops, state, s, &sg.meta, NULL);
        } else if (strcmp(sub, "version") == 0) {
            r->status = 200;
            r->body = json_pack("{s:b, s:I}", "ok", 1, "version", (json_int_t)sg.meta.version);
        } else {
            json_t *rep = ops->report(state, sub, r);
            if (rep) game_response(r, name, ops, state, s, &sg.meta, rep);
        }
    } else if (strcmp(method, "DELETE") == 0 && !*sub) {
        if ((rc = store_delete(&sg, &e)) != AM_OK) store_failed(r, rc, name, &e);
        else {
            slot_clear(s);
            r->status = 200;
            r->body = json_pack("{s:b, s:s}", "ok", 1, "deleted", name);
        }
    } else if (strcmp(method, "POST") == 0 && strcmp(sub, "action") == 0) {
        const char *action = NULL;
        if (!json_is_object(req) || serve_get_str(req, "action", &action, r) <= 0) {
            if (r->status < 400) serve_error(r, 400, "bad-request", "the body must be a JSON object with an \"action\"");
            goto out;
        }
        if (version_check(req, &sg.meta, r)) goto out;
        text = state_text(ops, state);
        if (!text) {
            serve_error(r, 500, "oom", "out of memory");
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
            if (ops->from_json(state, prev, &e) != AM_OK) {
                serve_error(r, 500, "bad-history", "%s", e.msg);
                goto out;
            }
            if (write_text(s, &sg, name, prev, r)) goto out;
            (*nfrom)--;
            free(prev);          /* it is the file now */
            push(to, nto, text);
            text = NULL;
            store_record(&sg, state);
            game_response(r, name, ops, state, s, &sg.meta, json_pack("{s:s}", "action", action));
        } else {
            json_t *result = NULL;
            if (ops->act(state, action, req, &result, r) != 0) goto out;   /* nothing saved */
            char *now = state_text(ops, state);
            if (!now) {
                json_decref(result);
                serve_error(r, 500, "oom", "out of memory");
                goto out;
            }
            if (write_text(s, &sg, name, now, r)) {
                free(now);
                json_decref(result);
                goto out;
            }
            free(now);
            push(s->undo, &s->nundo, text);
            text = NULL;
            for (int i = 0; i < s->nredo; i++) free(s->redo[i]);
            s->nredo = 0;
            store_record(&sg, state);
            game_response(r, name, ops, state, s, &sg.meta, result);
        }
    } else {
        serve_error(r, 405, "bad-method", "%s is not allowed here", method);
    }
out:
    store_close(&sg);
    free(state);
    free(text);
    if (s) slot_release(ctx, s);
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
    store_game sg = STORE_GAME_INIT;
    am_err e;
    am_err_clear(&e);
    if (!state) serve_error(r, 500, "oom", "out of memory");
    else if (access(path, F_OK) == 0) serve_error(r, 409, "exists", _("a game named '%s' already exists"), name);
    else if (ops->create(state, req, r) == 0) {
        /* exclusive: under the store's lock, a file made meanwhile (another request or program) wins */
        int rc = store_create(&sg, path, store_kind_for(ops), state, 0, &e);
        if (rc != AM_OK) store_failed(r, rc, name, &e);
        else {
            slot_clear(s);
            s->file_hash = meta_hash(&sg.meta);
            game_response(r, name, ops, state, s, &sg.meta, NULL);
        }
    }
    free(state);
    slot_release(ctx, s);
}

/* GET /games: every game file in the folder, newest first (then by name). */
static int by_mtime(const void *a, const void *b)
{
    const json_t *x = *(json_t *const *)a, *y = *(json_t *const *)b;
    json_int_t mx = json_integer_value(json_object_get(x, "modified"));
    json_int_t my = json_integer_value(json_object_get(y, "modified"));
    if (mx != my) return mx < my ? 1 : -1;
    return strcmp(json_string_value(json_object_get(x, "name")), json_string_value(json_object_get(y, "name")));
}

static void game_list(serve_ctx *ctx, serve_resp *r)
{
    DIR *d = opendir(ctx->dir);
    if (!d) {
        serve_error(r, 500, "io", "cannot read the games folder %s: %s", ctx->dir, strerror(errno));
        return;
    }
    json_t **items = NULL;
    size_t n = 0, cap = 0;
    struct dirent *de;
    while ((de = readdir(d))) {
        size_t len = strlen(de->d_name);
        if (len < 6 || strcmp(de->d_name + len - 5, ".json") != 0 || !name_ok(de->d_name, len - 5)) continue;
        char path[sizeof ctx->dir + 300], *text = NULL, *body = NULL;
        snprintf(path, sizeof path, "%s/%s", ctx->dir, de->d_name);
        struct stat st;
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) continue;
        am_err e;
        store_meta meta;
        if (am_file_read(path, STORE_MAX_FILE, &text, NULL, &e) != AM_OK) continue;
        int ok = store_parse(text, &meta, &body, &e) == AM_OK;
        free(text);
        const serve_game_ops *ops = ok ? ops_of(store_kind_of(body)) : NULL;
        json_t *j = ok ? json_loads(body, 0, NULL) : NULL;
        free(body);
        if (!ops || !j) {
            json_decref(j);
            continue;
        }
        if (n == cap) {
            size_t nc = cap ? cap * 2 : 64;
            json_t **ni = realloc(items, nc * sizeof *ni);
            if (!ni) {
                json_decref(j);
                break;
            }
            items = ni;
            cap = nc;
        }
        json_t *item = json_object();
        json_object_set_new(item, "name", json_stringn(de->d_name, len - 5));
        json_object_set_new(item, "kind", json_string(ops->kind));
        json_object_set_new(item, "modified", json_integer((json_int_t)st.st_mtime));
        json_object_set_new(item, "version", json_integer((json_int_t)meta.version));
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
    if (n) qsort(items, n, sizeof items[0], by_mtime);
    json_t *arr = json_array();
    for (size_t i = 0; i < n; i++) json_array_append_new(arr, items[i]);
    free(items);
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
