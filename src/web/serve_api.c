/* The JSON API of `automa serve` (docs/web.md): the library's am_api_handle (src/api/) over the
 * game files of the server's folder. This file is the store the library asks for (automa/api.h,
 * am_api_store): every game is a file GAMES/NAME.json of the game store (src/store/: atomic
 * saves, versions, the folder's lock held from the load to the save, so the page, the command line
 * and the companion take turns on the same file without losing a move), and the undo/redo
 * histories live in SERVE_SLOTS slots of memory, one per game in use, each with a mutex so that
 * the requests on one game run one at a time. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "store/store.h"
#include "web/serve.h"

int serve_ctx_init(serve_ctx *ctx, const char *dir, am_err *err)
{
    if (strlen(dir) >= sizeof ctx->dir - SERVE_MAX_NAME - 8)
        return am_fail(err, AM_EUSAGE, _("serve: folder name too long"));
    snprintf(ctx->dir, sizeof ctx->dir, "%s", dir);
    pthread_mutex_init(&ctx->table_lock, NULL);
    for (int i = 0; i < SERVE_SLOTS; i++) pthread_mutex_init(&ctx->slot[i].lock, NULL);
    ctx->seeds = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32) ^ (uint64_t)(uintptr_t)ctx;
    return AM_OK;
}

void serve_ctx_free(serve_ctx *ctx)
{
    for (int i = 0; i < SERVE_SLOTS; i++) {
        am_api_history_clear(&ctx->slot[i].hist);
        pthread_mutex_destroy(&ctx->slot[i].lock);
    }
    pthread_mutex_destroy(&ctx->table_lock);
}

/* ---- the slots ------------------------------------------------------------------------------ */

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
        am_api_history_clear(&s->hist);
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
    if (!s) return;
    pthread_mutex_unlock(&s->lock);
    pthread_mutex_lock(&ctx->table_lock);
    s->refs--;
    pthread_mutex_unlock(&ctx->table_lock);
}

/* ---- the store: one request's game ----------------------------------------------------------- */

typedef struct serve_req {
    serve_ctx *ctx;
    store_game sg;               /* the game's file, locked from open to close (a write) */
    serve_slot *slot;
    char path[sizeof ((serve_ctx *)0)->dir + SERVE_MAX_NAME + 8];
} serve_req;

static int fs_open(void *arg, const char *name, int mode, am_api_game *g, am_err *err)
{
    serve_req *q = arg;
    snprintf(q->path, sizeof q->path, "%s/%s.json", q->ctx->dir, name);
    q->sg = (store_game)STORE_GAME_INIT;
    int exists = access(q->path, F_OK) == 0;
    if (mode != AM_API_CREATE && !exists)   /* an unknown name: 404, nothing taken or made */
        return am_fail(err, STORE_ENOENT, _("no game named '%s'"), name);
    q->slot = mode == AM_API_READ ? slot_find(q->ctx, name) : slot_acquire(q->ctx, name);
    if (!q->slot && mode != AM_API_READ) return am_fail(err, AM_API_EBUSY, _("too many games in use at once; try again"));
    int rc = AM_OK;
    if (mode == AM_API_CREATE) {
        if (exists) rc = am_fail(err, STORE_EEXIST, _("a game named '%s' already exists"), name);
    } else {
        rc = store_read(&q->sg, q->path, 1, &g->text, err);
        g->version = q->sg.meta.version;
        snprintf(g->id, sizeof g->id, "%s", q->sg.meta.id);
        g->where = q->path;
    }
    if (rc != AM_OK) {
        store_close(&q->sg);
        slot_release(q->ctx, q->slot);
        q->slot = NULL;
        return rc;
    }
    g->history = q->slot ? &q->slot->hist : NULL;
    return AM_OK;
}

static void fs_meta(const serve_req *q, am_api_game *g)
{
    g->version = q->sg.meta.version;
    snprintf(g->id, sizeof g->id, "%s", q->sg.meta.id);
}

static int fs_save(void *arg, am_api_game *g, const char *text, am_err *err)
{
    serve_req *q = arg;
    int rc = store_save_text(&q->sg, text, err);
    if (rc == AM_OK) fs_meta(q, g);
    return rc;
}

static int fs_create(void *arg, am_api_game *g, const char *text, am_err *err)
{
    serve_req *q = arg;
    /* exclusive: under the store's lock, a file made meanwhile (another request or program) wins */
    int rc = store_create_text(&q->sg, q->path, NULL, text, 0, err);
    if (rc == AM_OK) fs_meta(q, g);
    return rc;
}

static int fs_remove(void *arg, am_api_game *g, am_err *err)
{
    serve_req *q = arg;
    (void)g;
    return store_delete(&q->sg, err);
}

static void fs_close(void *arg, am_api_game *g)
{
    serve_req *q = arg;
    (void)g;
    store_close(&q->sg);
    slot_release(q->ctx, q->slot);
    q->slot = NULL;
}

/* After every load and save: a finished game goes into the history of finished games. */
static void fs_loaded(void *arg, am_api_game *g, const am_game_kind *kind, const void *state)
{
    serve_req *q = arg;
    q->sg.kind = kind;
    store_record(&q->sg, state);
    fs_meta(q, g);   /* a copied game file given an id of its own is a new version (store_record) */
}

static int fs_has_history(void *arg)
{
    (void)arg;
    return strcmp(hist_default_level(), "automa") == 0;
}

/* Every game file of the folder (NAME.json, a regular file the store reads). */
static int fs_list(void *arg, int (*each)(void *arg, const am_api_entry *e), void *each_arg, am_err *err)
{
    serve_req *q = arg;
    const char *dir = q->ctx->dir;
    DIR *d = opendir(dir);
    if (!d) return am_fail(err, AM_EIO, "cannot read the games folder %s: %s", dir, strerror(errno));
    struct dirent *de;
    int stop = 0;
    while (!stop && (de = readdir(d))) {
        size_t len = strlen(de->d_name);
        if (len < 6 || strcmp(de->d_name + len - 5, ".json") != 0 || !am_api_name_ok(de->d_name, len - 5)) continue;
        char path[sizeof q->ctx->dir + 300], *text = NULL, *body = NULL, name[SERVE_MAX_NAME + 1];
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        snprintf(name, sizeof name, "%.*s", (int)(len - 5), de->d_name);
        struct stat st;
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) continue;
        am_err e;
        store_meta meta;
        if (am_file_read(path, STORE_MAX_FILE, &text, NULL, &e) != AM_OK) continue;
        int ok = store_parse(text, &meta, &body, &e) == AM_OK;
        free(text);
        if (ok) {
            am_api_entry en = {name, body, meta.version, (int64_t)st.st_mtime};
            stop = each(each_arg, &en);
        }
        free(body);
    }
    closedir(d);
    return AM_OK;
}

void serve_api(serve_ctx *ctx, const char *method, const char *path, const char *body, size_t len, am_api_answer *ans)
{
    pthread_mutex_lock(&ctx->table_lock);
    ctx->requests++;
    uint64_t seed = am_splitmix64(&ctx->seeds);
    pthread_mutex_unlock(&ctx->table_lock);
    serve_req q;
    memset(&q, 0, sizeof q);
    q.ctx = ctx;
    q.sg = (store_game)STORE_GAME_INIT;
    const am_api_store store = {&q, fs_open, fs_save, fs_create, fs_remove, fs_close, fs_list, fs_loaded, fs_has_history};
    const am_api_request req = {method, path, body, len, seed};
    am_api_handle(&store, &req, ans);
}
