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

#include "cli/cli.h"
#include "cli/history.h"

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

int hist_default_path(char *out, size_t cap, int create_dir)
{
    const char *env = getenv("AUTOMA_HISTORY");
    if (env && *env) {
        snprintf(out, cap, "%s", env);
        return 0;
    }
    char dir[3500];
    const char *xdg = getenv("XDG_DATA_HOME");
    const char *home = getenv("HOME");
    if (xdg && *xdg == '/') snprintf(dir, sizeof dir, "%s/automa", xdg);
    else if (home && *home) snprintf(dir, sizeof dir, "%s/.local/share/automa", home);
    else return -1;
    if (create_dir && mkdir_p(dir) != 0) return -1;
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
    " seed INTEGER NOT NULL);";

static int open_db(const char *path, int create, sqlite3 **db, am_err *err)
{
    int flags = create ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY;
    int rc = sqlite3_open_v2(path, db, flags, NULL);
    if (rc != SQLITE_OK) {
        am_fail(err, AM_EIO, _("history %s: %s"), path, *db ? sqlite3_errmsg(*db) : sqlite3_errstr(rc));
        sqlite3_close(*db);
        *db = NULL;
        return AM_EIO;
    }
    sqlite3_busy_timeout(*db, 2000);
    char *msg = NULL;
    if (create && sqlite3_exec(*db, schema, NULL, NULL, &msg) != SQLITE_OK) {
        am_fail(err, AM_EIO, _("history %s: %s"), path, msg ? msg : "?");
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
    if (open_db(path, 1, &db, err) != AM_OK) return AM_EIO;
    sqlite3_stmt *st = NULL;
    const char *sql = "INSERT INTO games (finished, game, human, automa, level, options, human_score, automa_score,"
                      " winner, turns, seed) VALUES (?,?,?,?,?,?,?,?,?,?,?)";
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
        rc = sqlite3_step(st);
        if (rc == SQLITE_DONE) rc = SQLITE_OK;
    }
    if (rc != SQLITE_OK) am_fail(err, AM_EIO, _("history %s: %s"), path, sqlite3_errmsg(db));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return rc == SQLITE_OK ? AM_OK : AM_EIO;
}

int hist_list(const char *path, FILE *out, am_err *err)
{
    struct stat sb;
    if (stat(path, &sb) != 0) {
        fprintf(out, _("No finished games yet (%s).\n"), path);
        return AM_OK;
    }
    sqlite3 *db = NULL;
    if (open_db(path, 0, &db, err) != AM_OK) return AM_EIO;
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
        fprintf(out, "%-20s %-7s %-9s %-9s %-12s %5d %6d %-7s %5d\n", sqlite3_column_text(st, 0),
                sqlite3_column_text(st, 1), sqlite3_column_text(st, 2), sqlite3_column_text(st, 3),
                sqlite3_column_text(st, 4), sqlite3_column_int(st, 5), sqlite3_column_int(st, 6),
                strcmp((const char *)sqlite3_column_text(st, 7), "human") == 0 ? _("you") : "Automa",
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
            fprintf(out, _("  %-24s %3d won of %3d (%3.0f%%)\n"), sqlite3_column_text(st, 0), won, games,
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

int cli_history_main(int argc, char **argv)
{
    const char *path_opt = NULL;
    enum { O_DB = 256 };
    static const struct option opts[] = {{"db", required_argument, NULL, O_DB}, {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    cli_getopt go;
    cli_getopt_init(&go, "history", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        switch (c) {
        case 'h':
            printf(_("usage: automa history [--db FILE]\n"
                     "Lists your finished games with win rates per level and per faction pair.\n"
                     "The database is $XDG_DATA_HOME/automa/history.db (or ~/.local/share/automa/history.db).\n"));
            return CLI_OK;
        case O_DB: path_opt = go.arg; break;
        default: return CLI_EUSAGE;
        }
    }
    if (cli_getopt_max_operands(&go, 0) != CLI_OK) return CLI_EUSAGE;
    char path[4096];
    if (path_opt) snprintf(path, sizeof path, "%s", path_opt);
    else if (hist_default_path(path, sizeof path, 0) != 0)
        return cli_error(CLI_EDATA, _("history: no data folder (set HOME or XDG_DATA_HOME)"));
    am_err e;
    if (hist_list(path, stdout, &e) != AM_OK) return cli_error(CLI_EDATA, "%s", e.msg);
    return CLI_OK;
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
