/* A store of games in memory (include/automa/api.h, am_api_memstore): the JSON API without files,
 * for the offline page (WebAssembly: the page mirrors the games to IndexedDB) and for tests. One
 * request at a time: nothing here locks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/api.h"

typedef struct mem_game {
    char name[AM_API_MAX_NAME + 1];
    char *text;
    uint64_t version;
    char id[24];
    int64_t modified;
    am_api_history hist;
} mem_game;

struct am_api_memstore {
    mem_game **g;           /* in the order they were made */
    int n, cap;
    uint64_t ids;           /* the generator of ids (SplitMix64) */
    int64_t now;
    uint64_t changes;
    int has_history;        /* a finished game was seen (a new Scythe game proposes the Automa level) */
};

am_api_memstore *am_api_memstore_new(uint64_t seed)
{
    am_api_memstore *m = calloc(1, sizeof *m);
    if (m) m->ids = seed;
    return m;
}

static void game_free(mem_game *x)
{
    if (!x) return;
    am_api_history_clear(&x->hist);
    free(x->text);
    free(x);
}

void am_api_memstore_free(am_api_memstore *m)
{
    if (!m) return;
    for (int i = 0; i < m->n; i++) game_free(m->g[i]);
    free(m->g);
    free(m);
}

void am_api_memstore_set_time(am_api_memstore *m, int64_t now)
{
    m->now = now;
}

void am_api_memstore_set_history(am_api_memstore *m, int has_history)
{
    m->has_history = has_history != 0;
}

uint64_t am_api_memstore_changes(const am_api_memstore *m)
{
    return m->changes;
}

static int find(const am_api_memstore *m, const char *name)
{
    for (int i = 0; i < m->n; i++)
        if (strcmp(m->g[i]->name, name) == 0) return i;
    return -1;
}

/* A new empty game named name at the end (NULL when out of memory). */
static mem_game *add(am_api_memstore *m, const char *name)
{
    if (m->n == m->cap) {
        int nc = m->cap ? m->cap * 2 : 16;
        mem_game **ng = realloc(m->g, (size_t)nc * sizeof *ng);
        if (!ng) return NULL;
        m->g = ng;
        m->cap = nc;
    }
    mem_game *x = calloc(1, sizeof *x);
    if (!x) return NULL;
    snprintf(x->name, sizeof x->name, "%s", name);
    m->g[m->n++] = x;
    return x;
}

int am_api_memstore_put(am_api_memstore *m, const char *name, const char *text, uint64_t version, const char *id,
                        int64_t modified)
{
    if (!name || !am_api_name_ok(name, strlen(name)) || !text) return AM_EUSAGE;
    char *copy = strdup(text);
    if (!copy) return AM_EIO;
    int i = find(m, name);
    mem_game *x = i >= 0 ? m->g[i] : add(m, name);
    if (!x) {
        free(copy);
        return AM_EIO;
    }
    free(x->text);
    x->text = copy;
    x->version = version;
    snprintf(x->id, sizeof x->id, "%s", id ? id : "");
    x->modified = modified;
    am_api_history_clear(&x->hist);
    return AM_OK;
}

const char *am_api_memstore_get(const am_api_memstore *m, const char *name, uint64_t *version, const char **id)
{
    int i = name ? find(m, name) : -1;
    if (i < 0) return NULL;
    if (version) *version = m->g[i]->version;
    if (id) *id = m->g[i]->id;
    return m->g[i]->text;
}

const char *am_api_memstore_name(const am_api_memstore *m, int i)
{
    return i >= 0 && i < m->n ? m->g[i]->name : NULL;
}

/* ---- the store interface ------------------------------------------------------------------- */

static int ms_open(void *ctx, const char *name, int mode, am_api_game *g, am_err *err)
{
    am_api_memstore *m = ctx;
    int i = find(m, name);
    if (mode == AM_API_CREATE)
        return i >= 0 ? am_fail(err, AM_API_EEXIST, _("a game named '%s' already exists"), name) : AM_OK;
    if (i < 0) return am_fail(err, AM_API_ENOENT, _("no game named '%s'"), name);
    mem_game *x = m->g[i];
    if (!(g->text = strdup(x->text))) return am_fail(err, AM_EIO, _("out of memory"));
    g->version = x->version;
    snprintf(g->id, sizeof g->id, "%s", x->id);
    g->history = &x->hist;
    g->handle = x;
    return AM_OK;
}

static int ms_save(void *ctx, am_api_game *g, const char *text, am_err *err)
{
    am_api_memstore *m = ctx;
    int i = find(m, g->name);
    if (i < 0 || m->g[i]->version != g->version || strcmp(m->g[i]->id, g->id) != 0)
        return am_fail(err, AM_API_ECHANGED, _("%s was changed meanwhile; nothing saved"), g->name);
    char *copy = strdup(text);
    if (!copy) return am_fail(err, AM_EIO, _("out of memory"));
    mem_game *x = m->g[i];
    free(x->text);
    x->text = copy;
    x->version++;
    x->modified = m->now;
    g->version = x->version;
    m->changes++;
    return AM_OK;
}

static void new_id(am_api_memstore *m, char *out, size_t cap)
{
    snprintf(out, cap, "%016llx", (unsigned long long)am_splitmix64(&m->ids));
}

static int ms_create(void *ctx, am_api_game *g, const char *text, am_err *err)
{
    am_api_memstore *m = ctx;
    if (find(m, g->name) >= 0) return am_fail(err, AM_API_EEXIST, _("a game named '%s' already exists"), g->name);
    char *copy = strdup(text);
    mem_game *x = copy ? add(m, g->name) : NULL;
    if (!x) {
        free(copy);
        return am_fail(err, AM_EIO, _("out of memory"));
    }
    x->text = copy;
    x->version = 1;
    new_id(m, x->id, sizeof x->id);
    x->modified = m->now;
    g->version = 1;
    snprintf(g->id, sizeof g->id, "%s", x->id);
    g->history = &x->hist;
    g->handle = x;
    m->changes++;
    return AM_OK;
}

static int ms_remove(void *ctx, am_api_game *g, am_err *err)
{
    am_api_memstore *m = ctx;
    int i = find(m, g->name);
    if (i < 0) return am_fail(err, AM_API_ENOENT, _("no game named '%s'"), g->name);
    game_free(m->g[i]);
    memmove(&m->g[i], &m->g[i + 1], (size_t)(m->n - i - 1) * sizeof *m->g);
    m->n--;
    g->history = NULL;   /* it went with the game */
    g->handle = NULL;
    m->changes++;
    return AM_OK;
}

static void ms_close(void *ctx, am_api_game *g)
{
    (void)ctx;
    g->handle = NULL;
}

static int ms_list(void *ctx, int (*each)(void *arg, const am_api_entry *e), void *arg, am_err *err)
{
    am_api_memstore *m = ctx;
    (void)err;
    for (int i = 0; i < m->n; i++) {
        am_api_entry e = {m->g[i]->name, m->g[i]->text, m->g[i]->version, m->g[i]->modified};
        if (each(arg, &e)) break;
    }
    return AM_OK;
}

/* A finished game of a kind that keeps a history of finished games makes has_history true. */
static void ms_loaded(void *ctx, am_api_game *g, const am_game_kind *kind, const void *state)
{
    am_api_memstore *m = ctx;
    am_history_row row;
    char buf[512];
    (void)g;
    if (kind->history && kind->history(state, &row, buf, sizeof buf)) m->has_history = 1;
}

static int ms_has_history(void *ctx)
{
    return ((am_api_memstore *)ctx)->has_history;
}

void am_api_memstore_store(am_api_memstore *m, am_api_store *out)
{
    *out = (am_api_store){m, ms_open, ms_save, ms_create, ms_remove, ms_close, ms_list, ms_loaded, ms_has_history};
}
