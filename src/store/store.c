/* The game store: see store.h. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <jansson.h>

#include "store/store.h"

/* ---- the envelope: {"store": {"id": "...", "version": N}, ...the kind's fields} ------------- */

static int is_hex(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f'))) return 0;
    return 1;
}

/* The store record anywhere in the object and in any layout (the file went through jq or a
 * JSON tool that re-indents or sorts): read it from the parsed JSON, and the body is the object
 * without it. AM_OK found (meta and *body set), -1 not there or the text not JSON (the kind's
 * loader then judges the text as it is), or an error code. */
static int parse_moved_record(const char *text, store_meta *meta, char **body, am_err *err)
{
    if (!strstr(text, "\"store\"")) return -1;
    json_t *root = json_loads(text, JSON_REJECT_DUPLICATES, NULL);
    json_t *rec = json_object_get(root, "store");
    if (!rec) {
        json_decref(root);
        return -1;
    }
    json_t *id = json_object_get(rec, "id"), *ver = json_object_get(rec, "version");
    const char *ids = json_string_value(id);
    int rc = AM_OK;
    if (!json_is_object(rec) || json_object_size(rec) != 2 || !ids || strlen(ids) != STORE_ID_LEN ||
        !is_hex(ids, STORE_ID_LEN))
        rc = am_fail(err, AM_EDATA, _("the \"store\" record of the file is damaged (id)"));
    else if (!json_is_integer(ver) || json_integer_value(ver) <= 0 || json_integer_value(ver) > 999999999999999999LL)
        rc = am_fail(err, AM_EDATA, _("the \"store\" record of the file is damaged (version)"));
    if (rc == AM_OK) {
        memcpy(meta->id, ids, STORE_ID_LEN + 1);
        meta->version = (uint64_t)json_integer_value(ver);
        if (body) {
            json_object_del(root, "store");
            *body = json_dumps(root, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
            if (!*body) rc = am_fail(err, AM_EIO, _("out of memory"));
        }
    }
    json_decref(root);
    return rc;
}

/* The store's line as store_write writes it: the first member of the object,
 * `"store": {"id": "<16 hex>", "version": <digits>},`; else the record wherever a JSON tool put
 * it (parse_moved_record). Anything else about "store" is left to the kind's loader (which
 * refuses an unknown field). */
int store_parse(const char *text, store_meta *meta, char **body, am_err *err)
{
    memset(meta, 0, sizeof *meta);
    if (body) *body = NULL;
    const char *p = text;
    while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r') p++;
    const char *brace = p;
    const char *rest = NULL;
    static const char key[] = "\"store\": {\"id\": \"";
    if (*p == '{') {
        p++;
        while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r') p++;
        if (strncmp(p, key, sizeof key - 1) == 0) {
            const char *id = p + sizeof key - 1;
            static const char mid[] = "\", \"version\": ";
            if (is_hex(id, STORE_ID_LEN) && strncmp(id + STORE_ID_LEN, mid, sizeof mid - 1) == 0) {
                const char *v = id + STORE_ID_LEN + sizeof mid - 1;
                uint64_t n = 0;
                int digits = 0;
                while (*v >= '0' && *v <= '9' && digits < 18) n = n * 10 + (uint64_t)(*v++ - '0'), digits++;
                if (digits && n > 0 && strncmp(v, "},", 2) == 0) {
                    memcpy(meta->id, id, STORE_ID_LEN);
                    meta->id[STORE_ID_LEN] = '\0';
                    meta->version = n;
                    rest = v + 2;
                } else {
                    return am_fail(err, AM_EDATA, _("the \"store\" line of the file is damaged (version)"));
                }
            } else {
                return am_fail(err, AM_EDATA, _("the \"store\" line of the file is damaged (id)"));
            }
        }
    }
    if (!rest) {
        int moved = parse_moved_record(text, meta, body, err);
        if (moved >= 0) return moved;
    }
    if (!body) return AM_OK;
    if (!rest) {
        *body = strdup(text);
    } else {
        size_t n = strlen(rest);
        *body = malloc(n + 2);
        if (*body) {
            (*body)[0] = '{';
            memcpy(*body + 1, rest, n + 1);
        }
    }
    (void)brace;
    if (!*body) return am_fail(err, AM_EIO, _("out of memory"));
    return AM_OK;
}

static void new_id(char *out)
{
    unsigned char b[STORE_ID_LEN / 2];
    if (getrandom(b, sizeof b, 0) != (ssize_t)sizeof b) {
        /* no entropy source: time and pid still make a collision in one history unlikely */
        uint64_t x = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32) ^ (uint64_t)clock();
        for (size_t i = 0; i < sizeof b; i++) b[i] = (unsigned char)(am_splitmix64(&x) & 0xff);
    }
    for (size_t i = 0; i < sizeof b; i++) snprintf(out + 2 * i, 3, "%02x", b[i]);
    out[STORE_ID_LEN] = '\0';
}

/* ---- the lock: an exclusive flock on the game's folder ------------------------------------- */

static void dir_of(const char *path, char *dir, size_t cap)
{
    snprintf(dir, cap, "%s", path);
    char *slash = strrchr(dir, '/');
    if (!slash) snprintf(dir, cap, ".");
    else if (slash == dir) dir[1] = '\0';
    else *slash = '\0';
}

static int lock_dir(const char *path, int *fd_out, am_err *err)
{
    char dir[4096];
    dir_of(path, dir, sizeof dir);
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return am_fail(err, AM_EIO, _("%s: cannot open the folder %s: %s"), path, dir, strerror(errno));
    while (flock(fd, LOCK_EX) != 0) {
        if (errno == EINTR) continue;
        int e = errno;
        close(fd);
        return am_fail(err, AM_EIO, _("%s: cannot lock the folder %s: %s"), path, dir, strerror(e));
    }
    *fd_out = fd;
    return AM_OK;
}

static void unlock_fd(int *fd)
{
    if (*fd >= 0) {
        flock(*fd, LOCK_UN);
        close(*fd);
    }
    *fd = -1;
}

void store_close(store_game *sg)
{
    unlock_fd(&sg->lock_fd);
    sg->hold = 0;
}

static int lock(store_game *sg, am_err *err)
{
    if (sg->lock_fd >= 0) return AM_OK;
    return lock_dir(sg->path, &sg->lock_fd, err);
}

static int set_path(store_game *sg, const char *path, am_err *err)
{
    if (strlen(path) >= sizeof sg->path) return am_fail(err, AM_EUSAGE, _("%.64s...: file name too long"), path);
    if (sg->path != path) snprintf(sg->path, sizeof sg->path, "%s", path);
    return AM_OK;
}

/* Reads the file (lock held): its text (stripped of the envelope) and meta. */
static int read_file(const char *path, size_t max, store_meta *meta, char **body, am_err *err)
{
    char *text = NULL;
    am_err e;
    am_err_clear(&e);
    if (am_file_read(path, max, &text, NULL, &e) != AM_OK) {
        if (errno == ENOENT && access(path, F_OK) != 0) return am_fail(err, STORE_ENOENT, _("%s: no such game file"), path);
        return am_fail(err, e.code ? e.code : AM_EIO, "%s", e.msg);
    }
    int rc = store_parse(text, meta, body, &e);
    free(text);
    if (rc != AM_OK) return am_fail(err, rc, "%s: %s", path, e.msg);
    return AM_OK;
}

/* Removes the temporary files an interrupted save of `path` left (lock held: no save runs). */
static void clean_tmp(const char *path)
{
    char dir[4096];
    dir_of(path, dir, sizeof dir);
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t bl = strlen(base);
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *de;
    while ((de = readdir(d))) {
        const char *n = de->d_name;
        if (strncmp(n, base, bl) != 0 || strncmp(n + bl, ".tmp-", 5) != 0 || strlen(n + bl + 5) != 6) continue;
        char p[4096 + 300];
        snprintf(p, sizeof p, "%s/%s", dir, n);
        (void)unlink(p);
    }
    closedir(d);
}

/* Writes text as version meta->version + 1 (lock held). */
static int write_file(store_game *sg, const char *text, am_err *err)
{
    if (!sg->meta.id[0]) new_id(sg->meta.id);
    const char *rest = text;
    while (*rest == ' ' || *rest == '\n') rest++;
    if (*rest != '{') return am_fail(err, AM_EDATA, _("%s: not a JSON object"), sg->path);
    rest++;
    size_t n = strlen(rest);
    char head[96];
    int hl = snprintf(head, sizeof head, "{\n  \"store\": {\"id\": \"%s\", \"version\": %llu},", sg->meta.id,
                      (unsigned long long)(sg->meta.version + 1));
    char *out = malloc((size_t)hl + n + 1);
    if (!out) return am_fail(err, AM_EIO, _("%s: out of memory"), sg->path);
    memcpy(out, head, (size_t)hl);
    memcpy(out + hl, rest, n + 1);
    int rc = am_file_write_atomic(sg->path, out, (size_t)hl + n, err);
    free(out);
    if (rc != AM_OK) return rc;
    sg->meta.version++;
    clean_tmp(sg->path);
    return AM_OK;
}

static int state_to_text(const store_game *sg, const void *state, char **text, am_err *err)
{
    am_buf b = {0};
    sg->kind->to_json(state, &b);
    if (b.oom || !b.data) {
        am_buf_free(&b);
        *text = NULL;
        return am_fail(err, AM_EIO, _("%s: out of memory"), sg->path);
    }
    *text = b.data;
    return AM_OK;
}

/* ---- the operations ----------------------------------------------------------------------- */

int store_load(store_game *sg, const char *path, const am_game_kind *kind, void *state, int hold, am_err *err)
{
    if (set_path(sg, path, err) != AM_OK) return AM_EUSAGE;
    sg->hist = 0;
    int rc = lock(sg, err);
    if (rc != AM_OK) return rc;
    char *body = NULL;
    store_meta meta;
    rc = read_file(sg->path, kind ? kind->max_file : STORE_MAX_FILE, &meta, &body, err);
    if (rc == AM_OK) {
        /* a kind asked for: its own loader judges the text (and names the line of a JSON error) */
        const am_game_kind *k = kind ? kind : am_game_kind_of(body);
        if (!k) {
            rc = am_fail(err, STORE_EKIND, _("%s: not a game file of this program (no known \"format\")"), sg->path);
        } else {
            am_err e;
            am_err_clear(&e);
            memset(state, 0, k->size);
            rc = k->from_json(state, body, &e);
            if (rc != AM_OK) rc = am_fail(err, rc, "%s: %s", sg->path, e.msg);
            else {
                sg->kind = k;
                sg->meta = meta;
            }
        }
    }
    free(body);
    if (rc != AM_OK || !hold) store_close(sg);
    else sg->hold = 1;
    if (rc == AM_OK) store_record(sg, state);   /* a finished game not yet in the history */
    return rc;
}

int store_read(store_game *sg, const char *path, int hold, char **body, am_err *err)
{
    *body = NULL;
    if (set_path(sg, path, err) != AM_OK) return AM_EUSAGE;
    sg->hist = 0;
    int rc = lock(sg, err);
    if (rc != AM_OK) return rc;
    store_meta meta;
    rc = read_file(sg->path, STORE_MAX_FILE, &meta, body, err);
    if (rc == AM_OK) sg->meta = meta;
    if (rc != AM_OK || !hold) store_close(sg);
    else sg->hold = 1;
    return rc;
}

int store_save_text(store_game *sg, const char *text, am_err *err)
{
    int rc = lock(sg, err);
    if (rc != AM_OK) return rc;
    store_meta now;
    rc = read_file(sg->path, sg->kind ? sg->kind->max_file : STORE_MAX_FILE, &now, NULL, err);
    if (rc == STORE_ENOENT && sg->meta.version == 0) {
        rc = AM_OK;   /* a first save */
    } else if (rc == STORE_ENOENT) {
        rc = am_fail(err, STORE_ECHANGED, _("%s was deleted by another program; nothing saved"), sg->path);
    } else if (rc == AM_OK && (now.version != sg->meta.version || strcmp(now.id, sg->meta.id) != 0)) {
        rc = am_fail(err, STORE_ECHANGED,
                     _("%s was changed by another program (version %llu, not %llu); nothing saved: load it again"),
                     sg->path, (unsigned long long)now.version, (unsigned long long)sg->meta.version);
    } else if (rc != AM_OK && rc != STORE_ENOENT) {
        /* an unreadable or damaged file: replacing it is what the person asked for */
        rc = AM_OK;
    }
    if (rc == AM_OK) rc = write_file(sg, text, err);
    store_close(sg);
    return rc;
}

int store_save(store_game *sg, const void *state, am_err *err)
{
    char *text = NULL;
    int rc = state_to_text(sg, state, &text, err);
    if (rc != AM_OK) {
        store_close(sg);
        return rc;
    }
    rc = store_save_text(sg, text, err);
    free(text);
    sg->hist = 0;
    if (rc == AM_OK) store_record(sg, state);
    return rc;
}

int store_create_text(store_game *sg, const char *path, const am_game_kind *kind, const char *text, int replace,
                      am_err *err)
{
    store_close(sg);
    if (set_path(sg, path, err) != AM_OK) return AM_EUSAGE;
    sg->kind = kind;
    sg->hist = 0;
    memset(&sg->meta, 0, sizeof sg->meta);
    int rc = lock(sg, err);
    if (rc != AM_OK) return rc;
    struct stat st;
    if (lstat(sg->path, &st) == 0 && !replace) {
        store_close(sg);
        return am_fail(err, STORE_EEXIST, _("%s already exists"), sg->path);
    }
    rc = write_file(sg, text, err);
    store_close(sg);
    return rc;
}

int store_create(store_game *sg, const char *path, const am_game_kind *kind, const void *state, int replace,
                 am_err *err)
{
    if (set_path(sg, path, err) != AM_OK) return AM_EUSAGE;
    sg->kind = kind;
    char *text = NULL;
    int rc = state_to_text(sg, state, &text, err);
    if (rc == AM_OK) rc = store_create_text(sg, path, kind, text, replace, err);
    free(text);
    if (rc == AM_OK) store_record(sg, state);
    return rc;
}

int store_delete(store_game *sg, am_err *err)
{
    int rc = lock(sg, err);
    if (rc != AM_OK) return rc;
    if (unlink(sg->path) != 0) {
        int e = errno;
        rc = am_fail(err, e == ENOENT ? STORE_ENOENT : AM_EIO, _("cannot delete %s: %s"), sg->path, strerror(e));
    }
    store_close(sg);
    return rc;
}

int store_peek(const char *path, store_meta *meta, am_err *err)
{
    int fd = -1;
    int rc = lock_dir(path, &fd, err);
    if (rc != AM_OK) return rc;
    rc = read_file(path, 16 << 20, meta, NULL, err);
    unlock_fd(&fd);
    return rc;
}

/* The game file's absolute path (the folder's when the file is not there yet). */
static void abs_path(const char *path, char *out, size_t cap)
{
    char *r = realpath(path, NULL);
    if (!r) {
        char dir[4096];
        dir_of(path, dir, sizeof dir);
        const char *base = strrchr(path, '/');
        char *d = realpath(dir, NULL);
        if (d) snprintf(out, cap, "%s/%s", d, base ? base + 1 : path);
        else snprintf(out, cap, "%s", path);
        free(d);
        return;
    }
    snprintf(out, cap, "%s", r);
    free(r);
}

/* Does the game file at path (read without its folder's lock: a rename makes each version whole)
 * carry the store id id? */
static int file_has_id(const char *path, const char *id)
{
    char *text = NULL;
    am_err e;
    store_meta m;
    if (am_file_read(path, STORE_MAX_FILE, &text, NULL, &e) != AM_OK) return 0;
    int same = store_parse(text, &m, NULL, &e) == AM_OK && strcmp(m.id, id) == 0;
    free(text);
    return same;
}

/* Gives sg's file an id of its own: the same text as a new version (the lock taken or held; the
 * version checked as a save does). */
static int give_new_id(store_game *sg, am_err *err)
{
    int rc = lock(sg, err);
    if (rc != AM_OK) return rc;
    store_meta now;
    char *body = NULL;
    rc = read_file(sg->path, sg->kind ? sg->kind->max_file : STORE_MAX_FILE, &now, &body, err);
    if (rc == AM_OK && (now.version != sg->meta.version || strcmp(now.id, sg->meta.id) != 0))
        rc = am_fail(err, STORE_ECHANGED, _("%s was changed by another program"), sg->path);
    if (rc == AM_OK) {
        store_meta was = sg->meta;
        new_id(sg->meta.id);
        rc = write_file(sg, body, err);
        if (rc != AM_OK) sg->meta = was;
    }
    free(body);
    if (!sg->hold) store_close(sg);
    return rc;
}

void store_record(store_game *sg, const void *state)
{
    int was_finished = sg->finished;
    sg->hist = 0;
    sg->finished = 0;
    const am_game_kind *game = sg->kind;
    if (!game || !game->history) return;
    am_history_row row;
    char buf[512];
    memset(&row, 0, sizeof row);
    int finished = game->history(state, &row, buf, sizeof buf);
    char path[4096], me[4096];
    am_err e;
    am_err_clear(&e);
    if (!finished) {
        /* the end undone: the row goes, an abandoned game does not count in the win rates */
        if (was_finished && sg->meta.id[0] && hist_default_path(path, sizeof path, 0) == 0) {
            abs_path(sg->path, me, sizeof me);
            (void)hist_forget(path, sg->meta.id, me, &e);
        }
        return;
    }
    sg->finished = 1;
    hist_game h = {sg->meta.id, row.game, row.human, row.automa, row.level, row.options, row.human_score, row.automa_score,
                   row.human_won, row.turns, row.seed, NULL};
    if (hist_default_path(path, sizeof path, 1) != 0) {
        sg->hist = -1;
        snprintf(sg->hist_msg, sizeof sg->hist_msg, "%s", _("no data folder for the history (set HOME)"));
        return;
    }
    abs_path(sg->path, me, sizeof me);
    /* a row of this id for another file that still holds the id: that file is a copy of this one
     * (cp a.json b.json). The same result: the same game, recorded already. Another one: the copy
     * went its own way, and gets an id, and a row, of its own (issue 28 item 13). */
    hist_game prev;
    char row_file[4096];
    int found = sg->meta.id[0] ? hist_find(path, sg->meta.id, &prev, row_file, sizeof row_file, &e) : 0;
    if (found == 1 && row_file[0] && strcmp(row_file, me) != 0 && file_has_id(row_file, sg->meta.id)) {
        if (prev.human_score == h.human_score && prev.automa_score == h.automa_score && prev.turns == h.turns) {
            sg->hist = 1;
            return;
        }
        if (give_new_id(sg, &e) != AM_OK) {
            sg->hist = -1;
            snprintf(sg->hist_msg, sizeof sg->hist_msg, "%s", e.msg);
            return;
        }
    }
    h.game_id = sg->meta.id;
    h.file = me;
    am_err_clear(&e);
    if (hist_record(path, &h, &e) != AM_OK) {
        sg->hist = -1;
        snprintf(sg->hist_msg, sizeof sg->hist_msg, "%s", e.msg);
        return;
    }
    sg->hist = 1;
}
