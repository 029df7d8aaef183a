/* The JSON API (include/automa/api.h, docs/web.md): the router over a store. Every request is
 * validated before anything changes; a game is opened through the store for each request (a write
 * holds the store's lock from the open to the close), loaded, changed, and saved, so the page, the
 * command line and the companion take turns on the same game without losing a move. Every answer
 * about a game carries the stored version; a write that names an older version answers 409
 * "changed" (the page then reloads the game). Undo/redo keep the previous texts of the game in the
 * history the store gives (a change by another program clears it). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/api.h"

/* ---- helpers ----------------------------------------------------------------------------- */

/* The history's mark of the stored game it knows: its id and version (another writer changes it). */
static uint64_t meta_hash(const char *id, uint64_t version)
{
    uint64_t h = 1469598103934665603ULL;   /* FNV-1a over the id, then the version */
    for (const char *p = id; *p; p++) h = (h ^ (uint8_t)*p) * 1099511628211ULL;
    return (h ^ version) * 1099511628211ULL;
}

int am_api_name_ok(const char *s, size_t n)
{
    if (!s || n == 0 || n > AM_API_MAX_NAME) return 0;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_'))
            return 0;
    }
    return 1;
}

void am_api_history_clear(am_api_history *h)
{
    if (!h) return;
    for (int i = 0; i < h->nundo; i++) free(h->undo[i]);
    for (int i = 0; i < h->nredo; i++) free(h->redo[i]);
    h->nundo = h->nredo = 0;
    h->mark = 0;
}

am_api_history *am_api_history_new(void)
{
    return calloc(1, sizeof(am_api_history));
}

void am_api_history_free(am_api_history *h)
{
    am_api_history_clear(h);
    free(h);
}

static void push(char **stack, int *n, char *text)
{
    if (*n == AM_API_UNDO) {
        free(stack[0]);
        memmove(stack, stack + 1, (AM_API_UNDO - 1) * sizeof *stack);
        (*n)--;
    }
    stack[(*n)++] = text;
}

/* The history belongs to the stored game as it is now: a first use, or a change made elsewhere
 * (another id or version), starts it again. */
static void history_sync(am_api_history *h, const am_api_game *g)
{
    if (!h) return;
    uint64_t m = meta_hash(g->id, g->version);
    if (h->mark != m) {
        am_api_history_clear(h);
        h->mark = m;
    }
}

static char *state_text(const am_game_kind *kind, const void *state)
{
    am_buf b = {0};
    kind->to_json(state, &b);
    if (b.oom || !b.data) {
        am_buf_free(&b);
        return NULL;
    }
    return b.data;
}

/* The kind of a parsed saved text (its "format"), or NULL. */
static const am_game_kind *kind_of_json(const json_t *j)
{
    const char *f = json_string_value(json_object_get(j, "format"));
    for (int i = 0; f && am_game_kinds[i]; i++)
        if (strcmp(f, am_game_kinds[i]->format) == 0) return am_game_kinds[i];
    return NULL;
}

/* ---- the answer about a game ---------------------------------------------------------------- */

/* {ok, name, kind, version, undo, redo, game: view, result}; without a name (the per-game layer)
 * {ok, kind, game, result}. Takes result. */
static void game_response(api_resp *r, const char *name, const am_game_kind *kind, const void *state,
                          const am_api_history *h, uint64_t version, json_t *result)
{
    json_t *body = json_object();
    json_object_set_new(body, "ok", json_true());
    if (name) json_object_set_new(body, "name", json_string(name));
    json_object_set_new(body, "kind", json_string(kind->name));
    if (name) {
        json_object_set_new(body, "version", json_integer((json_int_t)version));
        json_object_set_new(body, "undo", json_integer(h ? h->nundo : 0));
        json_object_set_new(body, "redo", json_integer(h ? h->nredo : 0));
    }
    json_t *view = kind->api->view(state);
    json_object_set_new(body, "game", view ? view : json_null());
    if (result) json_object_set_new(body, "result", result);
    if (r->body) json_decref(r->body);
    r->body = body;
    r->status = 200;
}

/* An error of the store as an answer. */
static void store_failed(api_resp *r, int rc, const char *name, const am_err *e)
{
    if (rc == AM_API_ENOENT) api_error(r, 404, "unknown-game", _("no game named '%s'"), name);
    else if (rc == AM_API_ECHANGED) api_error(r, 409, "changed", _("the game changed, reload: %s"), e->msg);
    else if (rc == AM_API_EEXIST) api_error(r, 409, "exists", _("a game named '%s' already exists"), name);
    else if (rc == AM_API_EBUSY) api_error(r, 503, "busy", _("too many games in use at once; try again"));
    else if (rc == AM_EDATA || rc == AM_API_EKIND) api_error(r, 422, "bad-file", "%s.json: %s", name, e->msg);
    else api_error(r, 500, "io", _("cannot save the game: %s"), e->msg);
}

/* The state of an opened game (its kind from the text's "format"): a malloc'ed state, or NULL
 * with the answer in r. */
static void *load_state(const am_api_game *g, const am_game_kind **kind, api_resp *r)
{
    am_err e;
    am_err_clear(&e);
    const char *where = g->where ? g->where : g->name;   /* the messages name the file, else the game */
    void *state = calloc(1, am_game_max_size());
    if (!state) {
        api_error(r, 500, "oom", "out of memory");
        return NULL;
    }
    *kind = g->text ? am_game_kind_of(g->text) : NULL;
    if (!*kind) {
        am_fail(&e, AM_API_EKIND, _("%s: not a game file of this program (no known \"format\")"), where);
        store_failed(r, AM_API_EKIND, g->name, &e);
    } else {
        am_err le;
        am_err_clear(&le);
        int rc = (*kind)->from_json(state, g->text, &le);
        if (rc == AM_OK) return state;
        am_fail(&e, rc, "%s: %s", where, le.msg);
        store_failed(r, rc, g->name, &e);
    }
    free(state);
    return NULL;
}

/* Saves text as the game's next version and marks the history with it. 0, or -1 with r set. */
static int write_text(const am_api_store *st, am_api_game *g, const char *text, api_resp *r)
{
    am_err e;
    am_err_clear(&e);
    int rc = st->save(st->ctx, g, text, &e);
    if (rc != AM_OK) {
        store_failed(r, rc, g->name, &e);
        return -1;
    }
    if (g->history) g->history->mark = meta_hash(g->id, g->version);
    return 0;
}

static void told(const am_api_store *st, am_api_game *g, const am_game_kind *kind, const void *state)
{
    if (st->loaded) st->loaded(st->ctx, g, kind, state);
}

/* A write request may say which version of the game it was made on ("version": N, as every
 * answer gives it); an older one is refused with 409 before anything changes. The field is taken
 * out of the request. 0: go on. */
static int version_check(json_t *req, uint64_t version, api_resp *r)
{
    json_t *v = json_object_get(req, "version");
    if (!v) return 0;
    if (!json_is_integer(v) || json_integer_value(v) < 0) {
        api_error(r, 400, "bad-field", _("'version' must be a whole number"));
        return -1;
    }
    if ((uint64_t)json_integer_value(v) != version) {
        api_error(r, 409, "changed", _("the game changed, reload (it is at version %llu, not %lld)"),
                  (unsigned long long)version, (long long)json_integer_value(v));
        return -1;
    }
    json_object_del(req, "version");
    return 0;
}

/* ---- game files: export and import (issue 27: files move between the phone and the terminal) ----- */

/* GET /games/NAME/file: {"ok", "name", "kind", "version", "file"}, "file" the game file as the
 * command line writes it: the store's record {"store": {"id", "version"}} first (when the game has
 * an id), then the game's text (src/store/store.c writes the same line). */
static void game_file(const char *name, const am_game_kind *kind, const am_api_game *g, api_resp *r)
{
    const char *rest = g->text;
    while (*rest == ' ' || *rest == '\n' || *rest == '\t' || *rest == '\r') rest++;
    char *file = NULL;
    if (g->id[0] && *rest == '{') {
        char head[96];
        int hl = snprintf(head, sizeof head, "{\n  \"store\": {\"id\": \"%s\", \"version\": %llu},", g->id,
                          (unsigned long long)g->version);
        size_t n = strlen(rest + 1);
        if ((file = malloc((size_t)hl + n + 1))) {
            memcpy(file, head, (size_t)hl);
            memcpy(file + hl, rest + 1, n + 1);
        }
    } else {
        file = strdup(g->text);
    }
    if (!file) {
        api_error(r, 500, "oom", "out of memory");
        return;
    }
    r->status = 200;
    r->body = json_pack("{s:b, s:s, s:s, s:I, s:s}", "ok", 1, "name", name, "kind", kind->name, "version",
                        (json_int_t)g->version, "file", file);
    free(file);
}

/* An imported file's game: the text without the store's record, loaded by its kind (its
 * "format") and checked. The state (malloc'ed) and its kind, or NULL with r set: 422 "bad-file"
 * and the loader's message. */
static void *import_state(const char *file, const am_game_kind **kind, api_resp *r)
{
    json_error_t je;
    json_t *root = json_loads(file, JSON_REJECT_DUPLICATES, &je);
    if (!root || !json_is_object(root)) {
        if (root) api_error(r, 422, "bad-file", _("the file is not a game file of this program (not a JSON object)"));
        else api_error(r, 422, "bad-file", _("the file is not a game file of this program (line %d: %s)"), je.line, je.text);
        json_decref(root);
        return NULL;
    }
    json_object_del(root, "store");   /* the store's record: the game gets this store's own */
    *kind = kind_of_json(root);
    char *text = *kind ? json_dumps(root, JSON_PRESERVE_ORDER) : NULL;
    json_decref(root);
    if (!*kind) {
        api_error(r, 422, "bad-file", _("the file is not a game file of this program (no known \"format\")"));
        return NULL;
    }
    void *state = text ? calloc(1, (*kind)->size) : NULL;
    am_err e;
    am_err_clear(&e);
    int rc = AM_OK;
    if (!state) api_error(r, 500, "oom", "out of memory");
    else if ((rc = (*kind)->from_json(state, text, &e)) != AM_OK || ((*kind)->check && (rc = (*kind)->check(state, &e)) != AM_OK)) {
        api_error(r, 422, "bad-file", _("the file does not load: %s"), e.msg);
        free(state);
        state = NULL;
    }
    free(text);
    return state;
}

/* ---- game requests --------------------------------------------------------------------- */

/* undo / redo: the game goes back (forward) to a text of its history, saved as a new version.
 * The game's protocol says which states a step passes without stopping (Scythe: a recorded combat
 * choice, scy_undo_passes) and what to change on the table (result.table, scy_render_step_text),
 * as the companion's undo and redo do. */
static void undo_redo(const am_api_store *st, am_api_game *g, const am_game_kind *kind, void *state, const char *action,
                      const json_t *req, api_resp *r)
{
    static const char *const keys[] = {"action", NULL};
    am_api_history *h = g->history;
    if (api_keys_only(req, keys, r)) return;
    int undo = action[0] == 'u';
    if (!h || (undo ? h->nundo : h->nredo) == 0) {
        api_error(r, 409, "illegal", undo ? "nothing to undo" : "nothing to redo");
        return;
    }
    char **from = undo ? h->undo : h->redo, **to = undo ? h->redo : h->undo;
    int *nfrom = undo ? &h->nundo : &h->nredo, *nto = undo ? &h->nredo : &h->nundo;
    char *text = state_text(kind, state);
    void *was = kind->api->step_text ? malloc(kind->size) : NULL;
    if (!text || (kind->api->step_text && !was)) {
        api_error(r, 500, "oom", "out of memory");
        goto out;
    }
    if (was) memcpy(was, state, kind->size);
    int k = *nfrom - 1;   /* the text the step goes to */
    am_err e;
    am_err_clear(&e);
    if (undo && kind->api->undo_check && kind->api->undo_check(state, from[k], r)) goto out;
    for (;;) {
        memset(state, 0, kind->size);
        if (kind->from_json(state, from[k], &e) != AM_OK) {
            api_error(r, 500, "bad-history", "%s", e.msg);
            goto out;
        }
        if (k == 0 || !kind->api->undo_passes || !kind->api->undo_passes(state)) break;
        k--;   /* passed: part of the step that fights the combat */
    }
    if (write_text(st, g, from[k], r)) goto out;
    push(to, nto, text);
    text = NULL;
    for (int i = *nfrom - 1; i > k; i--) push(to, nto, from[i]);
    free(from[k]);          /* it is the stored game now */
    *nfrom = k;
    told(st, g, kind, state);
    json_t *result = json_pack("{s:s}", "action", action);
    if (was) {
        am_buf t = {0};
        kind->api->step_text(was, state, !undo, &t);
        json_object_set_new(result, "table", json_string(t.data ? t.data : ""));
        am_buf_free(&t);
    }
    game_response(r, g->name, kind, state, g->history, g->version, result);
out:
    free(was);
    free(text);
}

/* One action of the game's table: applied, saved as the next version, the previous text kept
 * for undo. */
static void game_action(const am_api_store *st, am_api_game *g, const am_game_kind *kind, void *state, const char *action,
                        const json_t *req, api_resp *r)
{
    char *text = state_text(kind, state);
    if (!text) {
        api_error(r, 500, "oom", "out of memory");
        return;
    }
    json_t *result = NULL;
    if (kind->api->act(state, action, req, &result, r) != 0) {   /* nothing saved */
        free(text);
        return;
    }
    char *now = state_text(kind, state);
    if (!now) {
        json_decref(result);
        free(text);
        api_error(r, 500, "oom", "out of memory");
        return;
    }
    int rc = write_text(st, g, now, r);
    free(now);
    if (rc) {
        json_decref(result);
        free(text);
        return;
    }
    if (g->history) {
        push(g->history->undo, &g->history->nundo, text);
        for (int i = 0; i < g->history->nredo; i++) free(g->history->redo[i]);
        g->history->nredo = 0;
    } else {
        free(text);
    }
    told(st, g, kind, state);
    game_response(r, g->name, kind, state, g->history, g->version, result);
}

/* GET / POST action / DELETE on /games/NAME[/score|/version]. */
static void game_request(const am_api_store *st, const char *method, const char *name, const char *sub, json_t *req,
                         api_resp *r)
{
    int get = strcmp(method, "GET") == 0;
    am_api_game g;
    memset(&g, 0, sizeof g);
    g.name = name;
    am_err e;
    am_err_clear(&e);
    /* a write holds the store's lock from this open to the close */
    int rc = st->open(st->ctx, name, get ? AM_API_READ : AM_API_WRITE, &g, &e);
    if (rc != AM_OK) {
        store_failed(r, rc, name, &e);
        free(g.text);
        return;
    }
    const am_game_kind *kind = NULL;
    void *state = load_state(&g, &kind, r);
    if (!state) goto out;
    told(st, &g, kind, state);   /* a finished game not yet in the store's history of games */
    history_sync(g.history, &g);
    if (get) {
        if (!*sub) {
            game_response(r, name, kind, state, g.history, g.version, NULL);
        } else if (strcmp(sub, "version") == 0) {
            r->status = 200;
            r->body = json_pack("{s:b, s:I}", "ok", 1, "version", (json_int_t)g.version);
        } else if (strcmp(sub, "file") == 0) {
            game_file(name, kind, &g, r);
        } else {
            json_t *rep = kind->api->report(state, sub, r);
            if (rep) game_response(r, name, kind, state, g.history, g.version, rep);
        }
    } else if (strcmp(method, "DELETE") == 0 && !*sub) {
        if ((rc = st->remove(st->ctx, &g, &e)) != AM_OK) store_failed(r, rc, name, &e);
        else {
            am_api_history_clear(g.history);   /* the store may have dropped it (NULL) */
            r->status = 200;
            r->body = json_pack("{s:b, s:s}", "ok", 1, "deleted", name);
        }
    } else if (strcmp(method, "POST") == 0 && strcmp(sub, "action") == 0) {
        const char *action = NULL;
        if (!json_is_object(req) || api_get_str(req, "action", &action, r) <= 0) {
            if (r->status < 400) api_error(r, 400, "bad-request", "the body must be a JSON object with an \"action\"");
        } else if (!version_check(req, g.version, r)) {
            if (strcmp(action, "undo") == 0 || strcmp(action, "redo") == 0) undo_redo(st, &g, kind, state, action, req, r);
            else game_action(st, &g, kind, state, action, req, r);
        }
    } else {
        api_error(r, 405, "bad-method", "%s is not allowed here", method);
    }
out:
    st->close(st->ctx, &g);
    free(g.text);
    free(state);
}

/* Reads a create request's "kind" (and "name" when need_name): the kind, or NULL with r set. */
static const am_game_kind *create_kind(const json_t *req, int need_name, const char **name, api_resp *r)
{
    const char *kind = NULL;
    if (!json_is_object(req)) {
        api_error(r, 400, "bad-request", "the body must be a JSON object");
        return NULL;
    }
    if ((need_name && api_get_str(req, "name", name, r) <= 0) || api_get_str(req, "kind", &kind, r) <= 0) {
        if (r->status < 400) api_error(r, 400, "bad-request", "a new game needs a \"name\" and a \"kind\"");
        return NULL;
    }
    if (need_name && !am_api_name_ok(*name, strlen(*name))) {
        api_error(r, 400, "bad-name", _("a game name is 1 to %d letters, digits, '-' or '_'"), AM_API_MAX_NAME);
        return NULL;
    }
    const am_game_kind *k = am_game_kind_named(kind);
    if (!k) {
        char names[256] = "";
        for (int i = 0; am_game_kinds[i]; i++)
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "", am_game_kinds[i]->name);
        api_error(r, 400, "bad-kind", "unknown kind of game '%s' (%s)", kind, names);
    }
    return k;
}

/* POST /games: {"name": ..., "kind": "scythe"|"expeditions"|"automata", ...kind's fields}, or
 * {"name": ..., "file": TEXT}: a game file (the command line's, exported from another page) kept
 * under that name as a new game (version 1); a file that does not load changes nothing. */
static void game_create(const am_api_store *st, const api_env *env, const json_t *req, api_resp *r)
{
    const char *name = NULL, *file = NULL;
    const am_game_kind *kind = NULL;
    void *imported = NULL;
    if (json_is_object(req) && json_object_get(req, "file")) {
        static const char *const keys[] = {"name", "file", NULL};
        if (api_keys_only(req, keys, r) || api_get_str(req, "name", &name, r) <= 0) {
            if (r->status < 400) api_error(r, 400, "bad-request", "an imported game needs a \"name\" and a \"file\"");
            return;
        }
        if (!(file = json_string_value(json_object_get(req, "file")))) {
            api_error(r, 400, "bad-field", "'file' must be the text of a game file");
            return;
        }
        if (!am_api_name_ok(name, strlen(name))) {
            api_error(r, 400, "bad-name", _("a game name is 1 to %d letters, digits, '-' or '_'"), AM_API_MAX_NAME);
            return;
        }
        if (!(imported = import_state(file, &kind, r))) return;
    } else if (!(kind = create_kind(req, 1, &name, r))) {
        return;
    }
    am_api_game g;
    memset(&g, 0, sizeof g);
    g.name = name;
    am_err e;
    am_err_clear(&e);
    int rc = st->open(st->ctx, name, AM_API_CREATE, &g, &e);
    if (rc != AM_OK) {
        store_failed(r, rc, name, &e);
        free(g.text);
        free(imported);
        return;
    }
    void *state = imported ? imported : calloc(1, kind->size);
    char *text = NULL;
    if (!state) api_error(r, 500, "oom", "out of memory");
    else if (imported || kind->api->create(state, req, env, r) == 0) {
        if (!(text = state_text(kind, state))) api_error(r, 500, "oom", "out of memory");
        /* exclusive: a game made meanwhile (another request or program) wins */
        else if ((rc = st->create(st->ctx, &g, text, &e)) != AM_OK) store_failed(r, rc, name, &e);
        else {
            if (g.history) {
                am_api_history_clear(g.history);
                g.history->mark = meta_hash(g.id, g.version);
            }
            told(st, &g, kind, state);
            game_response(r, name, kind, state, g.history, g.version, NULL);
        }
    }
    st->close(st->ctx, &g);
    free(g.text);
    free(text);
    free(state);
}

/* GET /games: every game of the store, newest first (then by name). */
typedef struct list_acc {
    json_t **items;
    size_t n, cap;
} list_acc;

static int by_mtime(const void *a, const void *b)
{
    const json_t *x = *(json_t *const *)a, *y = *(json_t *const *)b;
    json_int_t mx = json_integer_value(json_object_get(x, "modified"));
    json_int_t my = json_integer_value(json_object_get(y, "modified"));
    if (mx != my) return mx < my ? 1 : -1;
    return strcmp(json_string_value(json_object_get(x, "name")), json_string_value(json_object_get(y, "name")));
}

static int list_one(void *arg, const am_api_entry *en)
{
    list_acc *acc = arg;
    if (!en->name || !en->text || !am_api_name_ok(en->name, strlen(en->name))) return 0;
    json_t *j = json_loads(en->text, 0, NULL);
    const am_game_kind *kind = kind_of_json(j);
    if (!kind) {
        json_decref(j);
        return 0;
    }
    if (acc->n == acc->cap) {
        size_t nc = acc->cap ? acc->cap * 2 : 64;
        json_t **ni = realloc(acc->items, nc * sizeof *ni);
        if (!ni) {
            json_decref(j);
            return 1;
        }
        acc->items = ni;
        acc->cap = nc;
    }
    json_t *item = json_object();
    json_object_set_new(item, "name", json_string(en->name));
    json_object_set_new(item, "kind", json_string(kind->name));
    json_object_set_new(item, "modified", json_integer((json_int_t)en->modified));
    json_object_set_new(item, "version", json_integer((json_int_t)en->version));
    json_t *pl = json_object_get(j, "players"), *who = json_array(), *p;
    size_t i;
    json_array_foreach(pl, i, p) {
        json_t *f = json_object_get(p, "faction"), *t = json_object_get(p, "type");
        if (json_is_string(f) && json_is_string(t)) json_array_append_new(who, json_pack("{s:O, s:O}", "faction", f, "type", t));
    }
    json_object_set_new(item, "players", who);
    json_t *seats = json_object_get(j, "seats");   /* Automata: the kinds of the seats */
    if (json_is_array(seats)) json_object_set(item, "seats", seats);
    json_object_set(item, "game_over", json_object_get(j, "game_over") ? json_object_get(j, "game_over") : json_false());
    json_decref(j);
    acc->items[acc->n++] = item;
    return 0;
}

static void game_list(const am_api_store *st, api_resp *r)
{
    list_acc acc = {NULL, 0, 0};
    am_err e;
    am_err_clear(&e);
    if (st->list(st->ctx, list_one, &acc, &e) != AM_OK) {
        for (size_t i = 0; i < acc.n; i++) json_decref(acc.items[i]);
        free(acc.items);
        api_error(r, 500, "io", "%s", e.msg);
        return;
    }
    if (acc.n) qsort(acc.items, acc.n, sizeof acc.items[0], by_mtime);
    json_t *arr = json_array();
    for (size_t i = 0; i < acc.n; i++) json_array_append_new(arr, acc.items[i]);
    free(acc.items);
    r->status = 200;
    r->body = json_pack("{s:b, s:o}", "ok", 1, "games", arr);
}

/* ---- routing ----------------------------------------------------------------------------- */

/* A POST's body as a JSON object, or NULL with r set. */
static json_t *parse_body(const char *body, size_t len, api_resp *r)
{
    json_error_t je;
    if (!body || len == 0) {
        api_error(r, 400, "bad-json", "the request needs a JSON body");
        return NULL;
    }
    json_t *req = json_loadb(body, len, JSON_REJECT_DUPLICATES, &je);
    if (!req) {
        api_error(r, 400, "bad-json", "malformed JSON at line %d, column %d: %s", je.line, je.column, je.text);
        return NULL;
    }
    if (!json_is_object(req)) {
        json_decref(req);
        api_error(r, 400, "bad-json", "the body must be a JSON object");
        return NULL;
    }
    return req;
}

static void route(const am_api_store *st, const am_api_request *rq, api_resp *r)
{
    const char *method = rq->method ? rq->method : "", *path = rq->path ? rq->path : "";
    json_t *req = NULL;
    if (strcmp(method, "POST") == 0 && !(req = parse_body(rq->body, rq->len, r))) return;
    api_env env = {rq->seed, st->has_history ? st->has_history(st->ctx) : 0};
    if (strcmp(path, "/info") == 0 && strcmp(method, "GET") == 0) {
        json_t *kinds = json_array();
        for (int i = 0; am_game_kinds[i]; i++) json_array_append_new(kinds, json_string(am_game_kinds[i]->name));
        r->status = 200;
        r->body = json_pack("{s:b, s:s, s:o}", "ok", 1, "program", "automa", "kinds", kinds);
    } else if (strcmp(path, "/board/scythe") == 0 && strcmp(method, "GET") == 0) {
        r->status = 200;
        r->body = api_scythe_board(env.has_history);
    } else if (strcmp(path, "/games") == 0) {
        if (strcmp(method, "GET") == 0) game_list(st, r);
        else if (strcmp(method, "POST") == 0) game_create(st, &env, req, r);
        else api_error(r, 405, "bad-method", "%s is not allowed on /api/games", method);
    } else if (strncmp(path, "/games/", 7) == 0) {
        const char *name = path + 7, *slash = strchr(name, '/');
        size_t n = slash ? (size_t)(slash - name) : strlen(name);
        const char *sub = slash ? slash + 1 : "";
        char nm[AM_API_MAX_NAME + 1];
        if (!am_api_name_ok(name, n) || strchr(sub, '/')) {
            api_error(r, 400, "bad-name", _("a game name is 1 to %d letters, digits, '-' or '_'"), AM_API_MAX_NAME);
        } else {
            memcpy(nm, name, n);
            nm[n] = '\0';
            game_request(st, method, nm, sub, req, r);
        }
    } else {
        api_error(r, 404, "not-found", "no API endpoint %s %s", method, path);
    }
    json_decref(req);
}

int am_api_handle(const am_api_store *st, const am_api_request *rq, am_api_answer *ans)
{
    api_resp r = {200, NULL};
    route(st, rq, &r);
    api_resp_finish(&r, ans);
    return ans->body ? AM_OK : AM_EIO;
}

/* ---- the per-game layer --------------------------------------------------------------------- */

static int finish(api_resp *r, am_api_answer *ans)
{
    api_resp_finish(r, ans);
    return ans->body ? AM_OK : AM_EIO;
}

int am_api_game_create(const char *request, uint64_t seed, int has_history, char **text, am_api_answer *ans)
{
    api_resp r = {200, NULL};
    *text = NULL;
    json_t *req = parse_body(request, request ? strlen(request) : 0, &r);
    const am_game_kind *kind = req ? create_kind(req, 0, NULL, &r) : NULL;
    void *state = kind ? calloc(1, kind->size) : NULL;
    api_env env = {seed, has_history};
    if (kind && !state) api_error(&r, 500, "oom", "out of memory");
    else if (state && kind->api->create(state, req, &env, &r) == 0) {
        if (!(*text = state_text(kind, state))) api_error(&r, 500, "oom", "out of memory");
        else game_response(&r, NULL, kind, state, NULL, 0, NULL);
    }
    free(state);
    json_decref(req);
    return finish(&r, ans);
}

/* A game's text as a state (a malloc'ed state, or NULL with r set: 422 bad-file). */
static void *text_state(const char *text, const am_game_kind **kind, api_resp *r)
{
    am_api_game g;
    memset(&g, 0, sizeof g);
    g.name = "game";
    g.text = (char *)(uintptr_t)text;
    return load_state(&g, kind, r);
}

int am_api_game_view(const char *text, const char *what, am_api_answer *ans)
{
    api_resp r = {200, NULL};
    const am_game_kind *kind = NULL;
    void *state = text_state(text, &kind, &r);
    if (state && !what) {
        game_response(&r, NULL, kind, state, NULL, 0, NULL);
    } else if (state) {
        json_t *rep = kind->api->report(state, what, &r);
        if (rep) game_response(&r, NULL, kind, state, NULL, 0, rep);
    }
    free(state);
    return finish(&r, ans);
}

int am_api_game_action(const char *text, const char *request, char **new_text, am_api_answer *ans)
{
    api_resp r = {200, NULL};
    *new_text = NULL;
    const am_game_kind *kind = NULL;
    json_t *req = parse_body(request, request ? strlen(request) : 0, &r);
    void *state = req ? text_state(text, &kind, &r) : NULL;
    const char *action = NULL;
    json_t *result = NULL;
    if (!state) {
        /* r says why */
    } else if (api_get_str(req, "action", &action, &r) <= 0) {
        if (r.status < 400) api_error(&r, 400, "bad-request", "the body must be a JSON object with an \"action\"");
    } else if (strcmp(action, "undo") == 0 || strcmp(action, "redo") == 0) {
        api_error(&r, 400, "bad-action", "'%s' needs a store that keeps the game's history (am_api_handle)", action);
    } else if (kind->api->act(state, action, req, &result, &r) == 0) {
        if (!(*new_text = state_text(kind, state))) {
            json_decref(result);
            api_error(&r, 500, "oom", "out of memory");
        } else {
            game_response(&r, NULL, kind, state, NULL, 0, result);
        }
    }
    free(state);
    json_decref(req);
    return finish(&r, ans);
}
