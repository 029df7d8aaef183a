/*
 * The local history of finished games (SQLite), and `automa history`.
 *
 * The database lives in the user's data folder: $XDG_DATA_HOME/automa/history.db, else
 * ~/.local/share/automa/history.db (AUTOMA_HISTORY overrides the path). It is created on first use.
 * A damaged, locked or unwritable database never costs a game: recording reports the problem and
 * the caller keeps playing (the JSON save is the game's real record).
 */
#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "automa/core.h"
#include "store/history.h"

static int mkdir_p(char *path)
{
    for (char *p = path + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        int rc = mkdir(path, 0755);
        *p = '/';
        if (rc != 0 && errno != EEXIST) return -1;
    }
    if (mkdir(path, 0755) != 0 && errno != EEXIST) return -1;
    return 0;
}

int hist_data_dir(char *out, size_t cap, const char *sub, int create_dir)
{
    char dir[3500];
    const char *xdg = getenv("XDG_DATA_HOME");
    const char *home = getenv("HOME");
    if (xdg && *xdg == '/') snprintf(dir, sizeof dir, "%s/automa%s%s", xdg, sub ? "/" : "", sub ? sub : "");
    else if (home && *home) snprintf(dir, sizeof dir, "%s/.local/share/automa%s%s", home, sub ? "/" : "", sub ? sub : "");
    else return -1;
    if (create_dir && mkdir_p(dir) != 0) return -1;
    if ((size_t)snprintf(out, cap, "%s", dir) >= cap) return -1;
    return 0;
}

int hist_default_path(char *out, size_t cap, int create_dir)
{
    const char *env = getenv("AUTOMA_HISTORY");
    if (env && *env) {
        snprintf(out, cap, "%s", env);
        return 0;
    }
    char dir[3500];
    if (hist_data_dir(dir, sizeof dir, NULL, create_dir) != 0) return -1;
    snprintf(out, cap, "%s/history.db", dir);
    return 0;
}

static const char *schema =
    "CREATE TABLE IF NOT EXISTS games ("
    " id INTEGER PRIMARY KEY,"
    " finished TEXT NOT NULL,"        /* UTC, ISO 8601 */
    " game TEXT NOT NULL,"            /* 'scythe', ... */
    " human TEXT NOT NULL,"           /* human faction(s), comma-separated */
    " automa TEXT NOT NULL,"          /* Automa faction(s) */
    " level TEXT NOT NULL,"           /* difficulty */
    " options TEXT NOT NULL,"         /* short option summary */
    " human_score INTEGER NOT NULL,"
    " automa_score INTEGER NOT NULL,"
    " winner TEXT NOT NULL,"          /* 'human' or 'automa' */
    " turns INTEGER NOT NULL,"
    " seed INTEGER NOT NULL,"
    " game_id TEXT,"                  /* the game file's id: one row per game */
    " path TEXT);"                    /* the game file (absolute) when it was recorded */
    "CREATE UNIQUE INDEX IF NOT EXISTS games_game_id ON games(game_id);";

/* Has the games table that column? (A database written before game_id or path existed gets it;
 * rows without it stay as they are.) */
static int has_column(sqlite3 *db, const char *name)
{
    sqlite3_stmt *st = NULL;
    int found = 0;
    if (sqlite3_prepare_v2(db, "PRAGMA table_info(games)", -1, &st, NULL) == SQLITE_OK)
        while (sqlite3_step(st) == SQLITE_ROW)
            if (sqlite3_column_text(st, 1) && strcmp((const char *)sqlite3_column_text(st, 1), name) == 0) found = 1;
    sqlite3_finalize(st);
    return found;
}

static int has_game_id(sqlite3 *db)
{
    return has_column(db, "game_id");
}

/* Opens the database read-write (SQLite then rolls back a journal a crash left behind), in WAL
 * mode, with the schema created or brought up to date. A database only readable by us opens
 * read-only (listing still works). */
static int open_db(const char *path, sqlite3 **db, int *readonly, am_err *err)
{
    *readonly = 0;
    int rc = sqlite3_open_v2(path, db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
    if (rc != SQLITE_OK) {
        sqlite3_close(*db);
        *db = NULL;
        rc = sqlite3_open_v2(path, db, SQLITE_OPEN_READONLY, NULL);
        *readonly = 1;
    }
    if (rc != SQLITE_OK) {
        am_fail(err, AM_EIO, _("history %s: %s"), path, *db ? sqlite3_errmsg(*db) : sqlite3_errstr(rc));
        sqlite3_close(*db);
        *db = NULL;
        return AM_EIO;
    }
    sqlite3_busy_timeout(*db, 5000);
    if (*readonly) return AM_OK;
    char *msg = NULL;
    (void)sqlite3_exec(*db, "PRAGMA journal_mode=WAL", NULL, NULL, NULL);
    rc = sqlite3_exec(*db, "CREATE TABLE IF NOT EXISTS games (id INTEGER PRIMARY KEY)", NULL, NULL, &msg);
    if (rc == SQLITE_OK && !has_game_id(*db)) {
        /* an old database (or the bare table just made): bring it to the schema */
        sqlite3_stmt *st = NULL;
        int cols = 0;
        if (sqlite3_prepare_v2(*db, "PRAGMA table_info(games)", -1, &st, NULL) == SQLITE_OK)
            while (sqlite3_step(st) == SQLITE_ROW) cols++;
        sqlite3_finalize(st);
        if (cols <= 1) rc = sqlite3_exec(*db, "DROP TABLE games", NULL, NULL, &msg);
        else rc = sqlite3_exec(*db, "ALTER TABLE games ADD COLUMN game_id TEXT", NULL, NULL, &msg);
    }
    if (rc == SQLITE_OK && has_game_id(*db) && !has_column(*db, "path"))
        rc = sqlite3_exec(*db, "ALTER TABLE games ADD COLUMN path TEXT", NULL, NULL, &msg);
    if (rc == SQLITE_OK) rc = sqlite3_exec(*db, schema, NULL, NULL, &msg);
    if (rc != SQLITE_OK) {
        am_fail(err, AM_EIO, _("history %s: %s"), path, msg ? msg : sqlite3_errmsg(*db));
        sqlite3_free(msg);
        sqlite3_close(*db);
        *db = NULL;
        return AM_EIO;
    }
    return AM_OK;
}

int hist_record(const char *path, const hist_game *h, am_err *err)
{
    sqlite3 *db = NULL;
    int ro = 0;
    if (open_db(path, &db, &ro, err) != AM_OK) return AM_EIO;
    if (ro) {
        sqlite3_close(db);
        return am_fail(err, AM_EIO, _("history %s: attempt to write a readonly database"), path);
    }
    sqlite3_stmt *st = NULL;
    /* one row per game id: a game undone and finished again keeps its row, with the new result */
    const char *sql = "INSERT INTO games (finished, game, human, automa, level, options, human_score, automa_score,"
                      " winner, turns, seed, game_id, path) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)"
                      " ON CONFLICT(game_id) DO UPDATE SET human = excluded.human, automa = excluded.automa,"
                      " level = excluded.level, options = excluded.options, human_score = excluded.human_score,"
                      " automa_score = excluded.automa_score, winner = excluded.winner, turns = excluded.turns,"
                      " path = excluded.path";
    int rc = sqlite3_prepare_v2(db, sql, -1, &st, NULL);
    if (rc == SQLITE_OK) {
        char when[32];
        time_t now = time(NULL);
        struct tm tmv;
        gmtime_r(&now, &tmv);
        strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &tmv);
        sqlite3_bind_text(st, 1, when, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(st, 2, h->game, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 3, h->human, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 4, h->automa, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 5, h->level, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 6, h->options, -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 7, h->human_score);
        sqlite3_bind_int(st, 8, h->automa_score);
        sqlite3_bind_text(st, 9, h->human_won ? "human" : "automa", -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 10, h->turns);
        sqlite3_bind_int64(st, 11, (sqlite3_int64)h->seed);
        if (h->game_id && *h->game_id) sqlite3_bind_text(st, 12, h->game_id, -1, SQLITE_STATIC);
        else sqlite3_bind_null(st, 12);
        if (h->file && *h->file) sqlite3_bind_text(st, 13, h->file, -1, SQLITE_STATIC);
        else sqlite3_bind_null(st, 13);
        rc = sqlite3_step(st);
        if (rc == SQLITE_DONE) rc = SQLITE_OK;
    }
    if (rc != SQLITE_OK) am_fail(err, AM_EIO, _("history %s: %s"), path, sqlite3_errmsg(db));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return rc == SQLITE_OK ? AM_OK : AM_EIO;
}

int hist_find(const char *path, const char *game_id, hist_game *out, char *file, size_t cap, am_err *err)
{
    struct stat sb;
    if (stat(path, &sb) != 0) return 0;   /* no history yet: nothing recorded */
    sqlite3 *db = NULL;
    int ro = 0;
    if (open_db(path, &db, &ro, err) != AM_OK) return -1;
    sqlite3_stmt *st = NULL;
    int found = -1;
    if (sqlite3_prepare_v2(db, "SELECT human_score, automa_score, turns, path FROM games WHERE game_id = ?", -1, &st,
                           NULL) == SQLITE_OK) {
        sqlite3_bind_text(st, 1, game_id, -1, SQLITE_STATIC);
        int rc = sqlite3_step(st);
        found = rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
        if (found == 1) {
            memset(out, 0, sizeof *out);
            out->human_score = sqlite3_column_int(st, 0);
            out->automa_score = sqlite3_column_int(st, 1);
            out->turns = sqlite3_column_int(st, 2);
            const unsigned char *f = sqlite3_column_text(st, 3);
            snprintf(file, cap, "%s", f ? (const char *)f : "");
            out->file = file;
        }
    }
    if (found < 0) am_fail(err, AM_EIO, _("history %s: %s"), path, sqlite3_errmsg(db));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return found;
}

int hist_forget(const char *path, const char *game_id, const char *file, am_err *err)
{
    struct stat sb;
    if (stat(path, &sb) != 0) return AM_OK;
    sqlite3 *db = NULL;
    int ro = 0;
    if (open_db(path, &db, &ro, err) != AM_OK) return AM_EIO;
    sqlite3_stmt *st = NULL;
    int rc = ro ? SQLITE_READONLY
                : sqlite3_prepare_v2(db, "DELETE FROM games WHERE game_id = ? AND (path IS NULL OR path = ?)", -1, &st, NULL);
    if (rc == SQLITE_OK) {
        sqlite3_bind_text(st, 1, game_id, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 2, file, -1, SQLITE_STATIC);
        rc = sqlite3_step(st) == SQLITE_DONE ? SQLITE_OK : SQLITE_ERROR;
    }
    if (rc != SQLITE_OK) am_fail(err, AM_EIO, _("history %s: %s"), path, ro ? _("read-only") : sqlite3_errmsg(db));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return rc == SQLITE_OK ? AM_OK : AM_EIO;
}

/* A text column ("" for NULL: a hand-edited database may hold one). */
static const char *col(sqlite3_stmt *st, int i)
{
    const unsigned char *t = sqlite3_column_text(st, i);
    return t ? (const char *)t : "";
}

/* SQLite's URI form of a file name ("file:/a%20b/h.db?immutable=1"): '%', '?' and '#' escaped. */
static void uri_of(const char *path, char *out, size_t cap)
{
    size_t n = (size_t)snprintf(out, cap, "file:");
    for (const unsigned char *p = (const unsigned char *)path; *p && n + 4 < cap; p++) {
        if (*p == '%' || *p == '?' || *p == '#' || *p <= ' ') n += (size_t)snprintf(out + n, cap - n, "%%%02X", *p);
        else out[n++] = (char)*p;
    }
    snprintf(out + (n < cap ? n : cap - 1), cap - (n < cap ? n : cap - 1), "?immutable=1");
}

/* Opens the database to list it. Read-write first (SQLite then rolls back what a crashed writer
 * left); when that cannot be (a read-only folder, a full disk, a file of someone else) read-only,
 * and when even that cannot take SQLite's locks (a WAL database in a folder we cannot write) as an
 * immutable file: listing never needs to write. *have_table: the games table exists. */
static int open_to_list(const char *path, sqlite3 **db, int *have_table, am_err *err)
{
    am_err first;
    am_err_clear(&first);
    int ro = 0;
    *have_table = 0;
    if (open_db(path, db, &ro, &first) == AM_OK) {
        *have_table = 1;   /* read-write: the schema is there; read-only: looked at below */
        if (!ro) return AM_OK;
        sqlite3_close(*db);
    }
    char uri[4096 + 64];
    uri_of(path, uri, sizeof uri);
    const char *names[2] = {path, uri};
    const int flags[2] = {SQLITE_OPEN_READONLY, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI};
    for (int k = 0; k < 2; k++) {
        *db = NULL;
        sqlite3_stmt *st = NULL;
        int rc = sqlite3_open_v2(names[k], db, flags[k], NULL);
        if (rc == SQLITE_OK) sqlite3_busy_timeout(*db, 5000);
        if (rc == SQLITE_OK)
            rc = sqlite3_prepare_v2(*db, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'games'", -1,
                                    &st, NULL);
        if (rc == SQLITE_OK) rc = sqlite3_step(st) == SQLITE_ROW ? SQLITE_OK : SQLITE_ERROR;
        if (rc == SQLITE_OK) *have_table = sqlite3_column_int(st, 0) > 0;
        sqlite3_finalize(st);
        if (rc == SQLITE_OK) return AM_OK;
        sqlite3_close(*db);
        *db = NULL;
    }
    return am_fail(err, AM_EIO, "%s", first.msg[0] ? first.msg : _("cannot open the history"));
}

int hist_list(const char *path, FILE *out, am_err *err)
{
    struct stat sb;
    if (stat(path, &sb) != 0) {
        fprintf(out, _("No finished games yet (%s).\n"), path);
        return AM_OK;
    }
    sqlite3 *db = NULL;
    int have_table = 0;
    if (open_to_list(path, &db, &have_table, err) != AM_OK) return AM_EIO;
    if (!have_table) {
        fprintf(out, _("No finished games yet (%s).\n"), path);
        sqlite3_close(db);
        return AM_OK;
    }
    sqlite3_stmt *st = NULL;
    int rc = sqlite3_prepare_v2(db,
                                "SELECT finished, game, human, automa, level, human_score, automa_score, winner, turns"
                                " FROM games ORDER BY id", -1, &st, NULL);
    if (rc != SQLITE_OK) goto fail;
    int n = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (n++ == 0)
            fprintf(out, "%-20s %-7s %-9s %-9s %-12s %5s %6s %-7s %5s\n", _("finished"), _("game"), _("you"), "Automa",
                    _("level"), _("you"), "Automa", _("winner"), _("turns"));
        fprintf(out, "%-20s %-7s %-9s %-9s %-12s %5d %6d %-7s %5d\n", col(st, 0), col(st, 1), col(st, 2), col(st, 3),
                col(st, 4), sqlite3_column_int(st, 5), sqlite3_column_int(st, 6),
                strcmp(col(st, 7), "human") == 0 ? _("you") : sqlite3_column_type(st, 7) == SQLITE_NULL ? "?" : "Automa",
                sqlite3_column_int(st, 8));
    }
    if (rc != SQLITE_DONE) goto fail;
    sqlite3_finalize(st);
    st = NULL;
    if (n == 0) {
        fprintf(out, _("No finished games yet (%s).\n"), path);
        sqlite3_close(db);
        return AM_OK;
    }
    /* win rates per level, and per faction pair */
    static const char *const groups[2] = {
        "SELECT level, COUNT(*), SUM(winner = 'human') FROM games GROUP BY level ORDER BY level",
        "SELECT human || ' vs ' || automa, COUNT(*), SUM(winner = 'human') FROM games GROUP BY human, automa"
        " ORDER BY 1"};
    for (int k = 0; k < 2; k++) {
        fprintf(out, k ? _("\nYour win rate per faction pair:\n") : _("\nYour win rate per level:\n"));
        rc = sqlite3_prepare_v2(db, groups[k], -1, &st, NULL);
        if (rc != SQLITE_OK) goto fail;
        while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
            int games = sqlite3_column_int(st, 1), won = sqlite3_column_int(st, 2);
            fprintf(out, _("  %-24s %3d won of %3d (%3.0f%%)\n"), col(st, 0), won, games,
                    100.0 * won / (games ? games : 1));
        }
        if (rc != SQLITE_DONE) goto fail;
        sqlite3_finalize(st);
        st = NULL;
    }
    sqlite3_close(db);
    return AM_OK;
fail:
    am_fail(err, AM_EIO, _("history %s: %s"), path, sqlite3_errmsg(db));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return AM_EIO;
}

const char *hist_default_level(void)
{
    char path[4096];
    if (hist_default_path(path, sizeof path, 0) != 0) return "autometta";
    FILE *f = fopen(path, "rb");
    if (!f) return "autometta";
    fclose(f);
    return "automa";
}
