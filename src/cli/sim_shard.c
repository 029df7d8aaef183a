/*
 * Simulation shards: --first-game, --acc, `automa sim merge`, and the MPI run (sim_shard.h).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core/json.h"
#include "cli/sim_shard.h"

#define MAX_FIRST 1000000000000000L     /* 10^15: --first-game */
#define MAX_ACC_FILE (64u << 20)

/* ---- small JSON readers that name the field ------------------------------------------------ */
int cli_jr_long(json_t *obj, const char *path, const char *key, long lo, long hi, long *out, char *why, size_t n)
{
    json_t *v = json_object_get(obj, key);
    if (!v) return snprintf(why, n, _("%s%s%s: missing"), path, *path ? "." : "", key), -1;
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi)
        return snprintf(why, n, _("%s%s%s: not an integer from %ld to %ld"), path, *path ? "." : "", key, lo, hi), -1;
    *out = (long)json_integer_value(v);
    return 0;
}

int cli_jr_longs(json_t *obj, const char *path, const char *key, long *out, int len, long lo, long hi, char *why,
                 size_t n)
{
    json_t *v = json_object_get(obj, key);
    if (!v) return snprintf(why, n, _("%s%s%s: missing"), path, *path ? "." : "", key), -1;
    if (!json_is_array(v) || json_array_size(v) != (size_t)len)
        return snprintf(why, n, _("%s%s%s: not an array of %d counts"), path, *path ? "." : "", key, len), -1;
    for (int k = 0; k < len; k++) {
        json_t *e = json_array_get(v, (size_t)k);
        if (!json_is_integer(e) || json_integer_value(e) < lo || json_integer_value(e) > hi)
            return snprintf(why, n, _("%s%s%s[%d]: not an integer from %ld to %ld"), path, *path ? "." : "", key, k, lo, hi), -1;
        out[k] = (long)json_integer_value(e);
    }
    return 0;
}

json_t *cli_jw_longs(const long *v, int len)
{
    json_t *a = json_array();
    for (int k = 0; a && k < len; k++) json_array_append_new(a, json_integer(v[k]));
    return a;
}

void cli_acc_add(long *into, long from, const char *name, const char **bad)
{
    if (__builtin_add_overflow(*into, from, into) && !*bad) *bad = name;
}

/* ---- options ------------------------------------------------------------------------------ */
void cli_sim_shard_usage(FILE *out)
{
    fprintf(out, _("Shards of one run (docs/simulation.md):\n"
                   "  --first-game K   play games K..K+N-1 of the run, each with the seed it has in the whole\n"
                   "                   run (default 0; the CSV header only when K is 0)\n"
                   "  --acc FILE       also write the run's accumulator; 'automa sim merge FILE...' adds shards up\n"));
    if (cli_mpi_enabled())
        fprintf(out, _("  --mpi            (this build: every sim runs over MPI; the ranks share the games)\n"));
}

int cli_sim_shard_option(int key, const char *v, cli_sim_common *o)
{
    long n;
    switch (key) {
    case CLI_OPT_FIRST_GAME:
        if (am_parse_int(v, 0, MAX_FIRST, &n))
            return cli_error(CLI_EUSAGE, _("--first-game: 0 to %ld, not '%s'"), MAX_FIRST, v), -1;
        o->first = n;
        return 1;
    case CLI_OPT_ACC:
        if (!*v) return cli_error(CLI_EUSAGE, _("--acc: needs a file name")), -1;
        o->acc = v;
        return 1;
    case CLI_OPT_MPI:
        if (!cli_mpi_enabled())
            return cli_error(CLI_EUSAGE, _("--mpi: this automa was built without MPI ('make mpi' builds build/automa-mpi)")),
                   -1;
        return 1;
    default: return 0;
    }
}

/* ---- records as JSON ----------------------------------------------------------------------- */
static json_t *record_json(const cli_sim_kind *k, json_t *settings, const cli_sim_record *r)
{
    json_t *j = json_object();
    if (!j) return NULL;
    json_object_set_new(j, "format", json_string(CLI_SIM_ACC_FORMAT));
    json_object_set_new(j, "version", json_integer(CLI_SIM_ACC_VERSION));
    json_object_set_new(j, "game", json_string(k->kind->name));
    json_object_set(j, "settings", settings);
    json_object_set_new(j, "first_game", json_integer(r->first));
    json_object_set_new(j, "games", json_integer(r->games));
    json_object_set_new(j, "played", json_integer(r->played));
    json_object_set_new(j, "failed_game", r->failed >= 0 ? json_integer(r->failed) : json_null());
    json_object_set_new(j, "error", r->failed >= 0 ? json_string(r->error) : json_null());
    json_object_set_new(j, "seconds", json_real(r->seconds));
    json_object_set_new(j, "threads", json_integer(r->threads));
    json_object_set_new(j, "acc", k->acc_save(r->acc));
    return j;
}

static char *record_text(const cli_sim_kind *k, json_t *settings, const cli_sim_record *r)
{
    json_t *j = record_json(k, settings, r);
    char *t = j ? am_json_dumps(j) : NULL;
    json_decref(j);
    return t;
}

/* The first place where a and b differ, as a path below `path` ("settings.level"). */
static void json_diff(json_t *a, json_t *b, const char *path, char *out, size_t n)
{
    if (json_is_object(a) && json_is_object(b)) {
        const char *key;
        json_t *v;
        json_object_foreach(a, key, v) {
            char p[200];
            snprintf(p, sizeof p, "%s.%s", path, key);
            json_t *w = json_object_get(b, key);
            if (!w || !json_equal(v, w)) {
                if (w) json_diff(v, w, p, out, n);
                else snprintf(out, n, "%s", p);
                return;
            }
        }
        json_object_foreach(b, key, v) {
            if (!json_object_get(a, key)) {
                snprintf(out, n, "%s.%s", path, key);
                return;
            }
        }
    } else if (json_is_array(a) && json_is_array(b) && json_array_size(a) == json_array_size(b)) {
        for (size_t i = 0; i < json_array_size(a); i++) {
            if (!json_equal(json_array_get(a, i), json_array_get(b, i))) {
                char p[200];
                snprintf(p, sizeof p, "%s[%zu]", path, i);
                json_diff(json_array_get(a, i), json_array_get(b, i), p, out, n);
                return;
            }
        }
    }
    snprintf(out, n, "%s", path);
}

typedef struct loaded {
    const char *name;        /* the file (or "rank N") */
    json_t *root;            /* owns settings */
    json_t *settings;
    cli_sim_record rec;
} loaded;

static const char *const top_keys[] = {"format", "version", "game", "settings", "first_game", "games", "played",
                                       "failed_game", "error", "seconds", "threads", "acc", NULL};

/* Reads one record: the format, version, game, settings, range and accumulator, each checked. */
static int load_record(loaded *l, const char *name, const char *text, const cli_sim_kind **kind)
{
    char why[400];
    json_error_t je;
    memset(l, 0, sizeof *l);
    l->name = name;
    l->rec.failed = -1;
    l->root = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (!l->root) return cli_error(CLI_EDATA, _("%s: not a JSON accumulator (line %d: %s)"), name, je.line, je.text);
    json_t *j = l->root;
    if (!json_is_object(j)) return cli_error(CLI_EDATA, _("%s: not a JSON accumulator (not an object)"), name);
    am_err e;
    if (am_json_check_keys(j, "", top_keys, &e) != AM_OK) return cli_error(CLI_EDATA, "%s: %s", name, e.msg);
    json_t *f = json_object_get(j, "format");
    if (!json_is_string(f) || strcmp(json_string_value(f), CLI_SIM_ACC_FORMAT) != 0)
        return cli_error(CLI_EDATA, _("%s: format: not \"%s\" (not an accumulator of automa sim --acc)"), name,
                         CLI_SIM_ACC_FORMAT);
    json_t *v = json_object_get(j, "version");
    if (!json_is_integer(v)) return cli_error(CLI_EDATA, _("%s: version: missing or not an integer"), name);
    if (json_integer_value(v) != CLI_SIM_ACC_VERSION)
        return cli_error(CLI_EDATA, _("%s: version: %lld, this automa reads version %d"), name,
                         (long long)json_integer_value(v), CLI_SIM_ACC_VERSION);
    json_t *g = json_object_get(j, "game");
    const am_game_kind *gk = json_is_string(g) ? am_game_kind_named(json_string_value(g)) : NULL;
    const cli_sim_kind *k = gk ? cli_sim_kind_of(gk) : NULL;
    if (!k) {
        char games[160] = "";
        for (const cli_sim_kind *const *p = cli_sim_kinds; *p; p++)
            snprintf(games + strlen(games), sizeof games - strlen(games), "%s%s", p == cli_sim_kinds ? "" : ", ",
                     (*p)->kind->name);
        return cli_error(CLI_EDATA, _("%s: game: not one of the simulated games (%s)"), name, games);
    }
    if (*kind && *kind != k)
        return cli_error(CLI_EDATA, _("%s: game: %s, the other accumulators are of %s"), name, k->kind->name,
                         (*kind)->kind->name);
    *kind = k;
    l->settings = json_object_get(j, "settings");
    if (!json_is_object(l->settings)) return cli_error(CLI_EDATA, _("%s: settings: missing or not an object"), name);
    if (k->settings_check(l->settings, why, sizeof why)) return cli_error(CLI_EDATA, "%s: settings.%s", name, why);
    cli_sim_record *r = &l->rec;
    long failed = -1, threads;
    if (cli_jr_long(j, "", "first_game", 0, MAX_FIRST, &r->first, why, sizeof why) ||
        cli_jr_long(j, "", "games", 0, LONG_MAX / 4, &r->games, why, sizeof why) ||
        cli_jr_long(j, "", "played", 0, r->games, &r->played, why, sizeof why) ||
        cli_jr_long(j, "", "threads", 0, 1L << 30, &threads, why, sizeof why))
        return cli_error(CLI_EDATA, "%s: %s", name, why);
    r->threads = (int)threads;
    json_t *fg = json_object_get(j, "failed_game"), *err = json_object_get(j, "error");
    if (fg && !json_is_null(fg)) {
        if (cli_jr_long(j, "", "failed_game", r->first + r->played, r->first + r->played, &failed, why, sizeof why) ||
            r->played == r->games)
            return cli_error(CLI_EDATA, _("%s: failed_game: not the game after the %ld played from game %ld"), name,
                             r->played, r->first);
        if (!json_is_string(err)) return cli_error(CLI_EDATA, _("%s: error: missing for the failed game"), name);
        snprintf(r->error, sizeof r->error, "%s", json_string_value(err));
    } else if (r->played != r->games) {
        return cli_error(CLI_EDATA, _("%s: played: %ld of %ld games, but no failed_game"), name, r->played, r->games);
    } else if (err && !json_is_null(err)) {
        return cli_error(CLI_EDATA, _("%s: error: set, but no failed_game"), name);
    }
    r->failed = failed;
    json_t *s = json_object_get(j, "seconds");
    if (!json_is_number(s) || json_number_value(s) < 0)
        return cli_error(CLI_EDATA, _("%s: seconds: missing or not a number of seconds"), name);
    r->seconds = json_number_value(s);
    json_t *acc = json_object_get(j, "acc");
    if (!json_is_object(acc)) return cli_error(CLI_EDATA, _("%s: acc: missing or not an object"), name);
    if (!(r->acc = calloc(1, k->acc_size))) return cli_error(CLI_EDATA, _("out of memory"));
    if (k->acc_load(r->acc, acc, l->settings, why, sizeof why)) return cli_error(CLI_EDATA, "%s: acc.%s", name, why);
    if (k->acc_games(r->acc) != r->played)
        return cli_error(CLI_EDATA, _("%s: acc.games: %ld, but played says %ld"), name, k->acc_games(r->acc), r->played);
    return CLI_OK;
}

static void unload(loaded *l)
{
    free(l->rec.acc);
    json_decref(l->root);
}

static int by_first(const void *a, const void *b)
{
    const loaded *x = *(const loaded *const *)a, *y = *(const loaded *const *)b;
    return x->rec.first < y->rec.first ? -1 : x->rec.first > y->rec.first;
}

/* Combines records of one run into out (out->acc allocated here): the same settings, ranges that
 * follow each other without overlap or gap (sorted here, so the order given does not matter); a
 * failed game ends the sum there, as it ends a single run. */
static int combine(const cli_sim_kind *k, loaded *l, int n, cli_sim_record *out)
{
    loaded **s = malloc(sizeof *s * (size_t)n);
    int rc = CLI_OK;
    memset(out, 0, sizeof *out);
    out->failed = -1;
    if (!s || !(out->acc = calloc(1, k->acc_size))) {
        free(s);
        return cli_error(CLI_EDATA, _("out of memory"));
    }
    for (int i = 0; i < n; i++) s[i] = &l[i];
    for (int i = 1; i < n && rc == CLI_OK; i++) {
        if (!json_equal(l[0].settings, l[i].settings)) {
            char path[256];
            json_diff(l[i].settings, l[0].settings, "settings", path, sizeof path);
            rc = cli_error(CLI_EDATA, _("%s: %s differs from %s's (shards of one run need the same settings)"), l[i].name,
                           path, l[0].name);
        }
    }
    if (rc == CLI_OK) qsort(s, (size_t)n, sizeof *s, by_first);
    out->first = s[0]->rec.first;
    for (int i = 0; i < n && rc == CLI_OK; i++) {
        const cli_sim_record *r = &s[i]->rec;
        if (i > 0) {
            const cli_sim_record *p = &s[i - 1]->rec;
            long end = p->first + p->games;
            if (r->first < end) {
                rc = cli_error(CLI_EDATA, _("%s and %s: first_game/games overlap (games %ld-%ld and %ld-%ld)"),
                               s[i - 1]->name, s[i]->name, p->first, end - 1, r->first, r->first + r->games - 1);
                break;
            }
            if (r->first > end) {
                rc = cli_error(CLI_EDATA, _("%s and %s: first_game/games leave games %ld-%ld in no file"),
                               s[i - 1]->name, s[i]->name, end, r->first - 1);
                break;
            }
        }
        if (__builtin_add_overflow(out->games, r->games, &out->games)) {
            rc = cli_error(CLI_EDATA, _("%s: games: the total overflows"), s[i]->name);
            break;
        }
        out->seconds += r->seconds;
        if (r->threads > out->threads) out->threads = r->threads;
        if (out->failed >= 0) continue;   /* a single run stops at its first failing game */
        const char *bad = k->acc_merge(out->acc, r->acc);
        if (bad) {
            rc = cli_error(CLI_EDATA, _("%s: acc.%s: the sum overflows"), s[i]->name, bad);
            break;
        }
        out->played += r->played;
        if (r->failed >= 0) {
            out->failed = r->failed;
            snprintf(out->error, sizeof out->error, "%s", r->error);
        }
    }
    free(s);
    if (rc == CLI_OK && out->games < 1) rc = cli_error(CLI_EDATA, _("%s: games: no game in these accumulators"), l[0].name);
    return rc;
}

static int write_record(const char *path, const cli_sim_kind *k, json_t *settings, const cli_sim_record *r)
{
    char *t = record_text(k, settings, r);
    if (!t) return cli_error(CLI_EDATA, _("out of memory"));
    am_err e;
    int rc = am_file_write_atomic(path, t, strlen(t), &e);
    free(t);
    if (rc != AM_OK) return cli_error(CLI_EDATA, "--acc: %s", e.msg);
    return CLI_OK;
}

/* ---- one run (a shard, or in the MPI build this rank's slice) --------------------------------- */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int go_local(cli_sim_run *run, const cli_sim_kind *k, cli_sim_record *r)
{
    am_err e;
    am_err_clear(&e);
    r->first = run->first;
    r->games = run->games;
    r->failed = -1;
    r->threads = run->threads;
    if (run->games > 0 && cli_sim_parallel(run, &e) != AM_OK) {
        if (run->failed < 0) return cli_error(CLI_EDATA, "sim: %s", e.msg);   /* not a game's failure */
        r->failed = run->failed;
        snprintf(r->error, sizeof r->error, "%s", e.msg);
    }
    r->seconds = run->seconds;
    r->played = k->acc_games(run->acc);
    return CLI_OK;
}

static int go_mpi(cli_sim_run *run, const cli_sim_common *o, const cli_sim_kind *k, json_t *settings,
                  cli_sim_record *whole, int *root)
{
    int rank = 0, size = 1;
    if (cli_mpi_begin(&rank, &size) != 0) return cli_error(CLI_EDATA, _("sim: MPI could not start"));
    *root = rank == 0;
    double t0 = now();
    /* rank r plays games first + games*r/size .. first + games*(r+1)/size - 1 */
    long lo = (long)((__int128)o->games * rank / size), hi = (long)((__int128)o->games * (rank + 1) / size);
    run->first = o->first + lo;
    run->games = hi - lo;
    if (rank > 0) run->progress = 0;
    /* the other ranks' stdout (their CSV rows) goes to a temporary file, then to rank 0 in order */
    FILE *cap = NULL;
    int saved = -1;
    if (rank > 0) {
        fflush(stdout);
        cap = tmpfile();
        saved = dup(STDOUT_FILENO);
        if (!cap || saved < 0 || dup2(fileno(cap), STDOUT_FILENO) < 0) {
            cli_error(CLI_EDATA, _("sim: rank %d cannot capture its output: %s"), rank, strerror(errno));
            if (cap) fclose(cap);
            cap = NULL;
        }
    } else if (o->csv && o->first == 0) {
        k->csv_header(run->cfg);
    }
    cli_sim_record mine;
    memset(&mine, 0, sizeof mine);
    mine.acc = run->acc;
    int rc = go_local(run, k, &mine);
    char *text = rc == CLI_OK ? record_text(k, settings, &mine) : NULL;
    char **texts = NULL;
    int grc = cli_mpi_gather(text ? text : "", &texts);
    free(text);
    if (rank > 0) {
        fflush(stdout);
        if (saved >= 0) {
            dup2(saved, STDOUT_FILENO);
            close(saved);
        }
    }
    if (cap) rewind(cap);
    if (o->csv && grc == 0) cli_mpi_stream(cap);
    else cli_mpi_stream(NULL);
    if (cap) fclose(cap);
    if (rank > 0 || grc != 0) {
        cli_mpi_end();
        return grc ? cli_error(CLI_EDATA, _("sim: MPI: the ranks' accumulators could not be gathered")) : rc;
    }
    loaded *l = calloc((size_t)size, sizeof *l);
    char (*names)[32] = calloc((size_t)size, sizeof *names);
    const cli_sim_kind *kk = k;
    int lrc = l && names ? CLI_OK : cli_error(CLI_EDATA, _("out of memory"));
    for (int r = 0; r < size && lrc == CLI_OK; r++) {
        snprintf(names[r], sizeof names[r], "rank %d", r);
        if (!texts[r][0]) lrc = cli_error(CLI_EDATA, _("sim: MPI rank %d failed (see its messages)"), r);
        else lrc = load_record(&l[r], names[r], texts[r], &kk);
    }
    if (lrc == CLI_OK) lrc = combine(k, l, size, whole);
    for (int r = 0; r < size; r++) {
        if (l) unload(&l[r]);
        free(texts[r]);
    }
    free(texts);
    free(l);
    free(names);
    cli_mpi_end();
    if (lrc != CLI_OK) return lrc;
    /* the whole run: rank 0's wall time, every rank's threads */
    whole->seconds = now() - t0;
    whole->threads = run->threads * size;
    return CLI_OK;
}

int cli_sim_go(cli_sim_run *run, const cli_sim_common *o, const cli_sim_kind *k, json_t *settings)
{
    cli_sim_record rec;
    memset(&rec, 0, sizeof rec);
    int rc, root = 1, own = 0;
    if (cli_mpi_enabled()) {
        rc = go_mpi(run, o, k, settings, &rec, &root);
        own = root && rc == CLI_OK;
    } else {
        run->first = o->first;
        run->games = o->games;
        if (o->csv && o->first == 0) k->csv_header(run->cfg);
        rec.acc = run->acc;
        rc = go_local(run, k, &rec);
    }
    if (rc == CLI_OK && root) {
        if (o->acc) rc = write_record(o->acc, k, settings, &rec);
        if (rc == CLI_OK) rc = k->finish(settings, &rec, o);
    }
    if (own) free(rec.acc);
    json_decref(settings);
    return rc;
}

/* ---- automa sim merge ---------------------------------------------------------------------- */
static void merge_usage(FILE *out)
{
    fprintf(out, _("usage: automa sim merge [--json] [--acc OUT] FILE...\n"
                   "Adds up the accumulators that 'automa sim GAME ... --first-game K --games N --acc FILE'\n"
                   "wrote for the shards of one run and prints what that run would have printed in one\n"
                   "process: the same summary, --json and percentiles. The files may come in any order; their\n"
                   "settings must be the same and their game ranges must follow each other without gap or\n"
                   "overlap. --acc OUT writes the merged accumulator (to merge again later).\n"
                   "The seconds shown are the sum of the shards', the threads the most of any shard.\n"));
}

int cli_sim_merge(int argc, char **argv)
{
    cli_sim_common o;
    cli_sim_common_init(&o);
    o.threads = 0;
    const char **files = malloc(sizeof *files * (size_t)(argc > 0 ? argc : 1));
    int n = 0;
    if (!files) return cli_error(CLI_EDATA, _("out of memory"));
    enum { O_JSON = CLI_OPT_OWN, O_ACC };
    static const struct option opts[] = {{"json", no_argument, NULL, O_JSON}, {"acc", required_argument, NULL, O_ACC},
                                         {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    cli_getopt go;
    cli_getopt_init(&go, "sim merge", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        switch (c) {
        case 'h':
            merge_usage(stdout);
            free(files);
            return CLI_OK;
        case O_JSON: o.json = 1; break;
        case O_ACC: o.acc = go.arg; break;
        default:
            free(files);
            return CLI_EUSAGE;
        }
    }
    for (int i = 1; i <= go.nargs; i++) files[n++] = go.argv[i];
    if (n == 0) {
        free(files);
        return cli_error(CLI_EUSAGE, _("sim merge: give the accumulator files (see --help)"));
    }
    loaded *l = calloc((size_t)n, sizeof *l);
    const cli_sim_kind *k = NULL;
    int rc = l ? CLI_OK : cli_error(CLI_EDATA, _("out of memory"));
    for (int i = 0; i < n && rc == CLI_OK; i++) {
        char *text = NULL;
        size_t len = 0;
        am_err e;
        if (am_file_read(files[i], MAX_ACC_FILE, &text, &len, &e) != AM_OK) rc = cli_error(CLI_EDATA, "%s", e.msg);
        else rc = load_record(&l[i], files[i], text, &k);
        free(text);
    }
    cli_sim_record whole;
    memset(&whole, 0, sizeof whole);
    if (rc == CLI_OK) rc = combine(k, l, n, &whole);
    if (rc == CLI_OK && o.acc) rc = write_record(o.acc, k, l[0].settings, &whole);
    if (rc == CLI_OK) rc = k->finish(l[0].settings, &whole, &o);
    free(whole.acc);
    for (int i = 0; l && i < n; i++) unload(&l[i]);
    free(l);
    free(files);
    return rc;
}
