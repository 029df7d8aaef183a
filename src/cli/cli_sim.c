/*
 * `automa sim scythe|expeditions|automata ...`: many seeded games on several threads.
 *
 * Games are played in blocks: the threads take small chunks of a block from an atomic counter and
 * write each game's result into its own slot; then the main thread sums the block in game order.
 * Each game depends only on its own seed (derived from the master seed and its index), so the
 * numbers do not depend on the thread count. The threads share no game state.
 */
#include <limits.h>
#include <pthread.h>
#include <stddef.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core/json.h"
#include "automa/scythe_sim.h"
#include "cli/cli.h"
#include "scythe/options.h"
#include "cli/sim_shard.h"
#include "automa/game.h"

/* ---- the parallel runner ------------------------------------------------------------------ */
#define SIM_BLOCK 8192
#define SIM_CHUNK 32

typedef struct worker_ctx {
    cli_sim_run *run;
    long base, n;            /* the block: games base .. base+n-1 */
    unsigned char *slots;
    atomic_long next;
    atomic_int stop;
    pthread_mutex_t lock;
    long err_index;          /* the lowest failing game, -1 none */
    am_err err;
} worker_ctx;

static void *worker(void *arg)
{
    worker_ctx *w = arg;
    for (;;) {
        if (atomic_load(&w->stop)) break;
        long first = atomic_fetch_add(&w->next, SIM_CHUNK);
        if (first >= w->n) break;
        long end = first + SIM_CHUNK < w->n ? first + SIM_CHUNK : w->n;
        for (long i = first; i < end; i++) {
            am_err e;
            am_err_clear(&e);
            if (w->run->play(w->run->cfg, w->base + i, w->slots + (size_t)i * w->run->rsize, &e) != AM_OK) {
                pthread_mutex_lock(&w->lock);
                if (w->err_index < 0 || w->base + i < w->err_index) {
                    w->err_index = w->base + i;
                    w->err = e;
                }
                pthread_mutex_unlock(&w->lock);
                atomic_store(&w->stop, 1);
                break;
            }
        }
    }
    return NULL;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void progress_bar(long done, long total, double t0)
{
    int width = 30, fill = (int)((double)width * (double)done / (double)total);
    char bar[32];
    for (int i = 0; i < width; i++) bar[i] = i < fill ? '#' : '.';
    bar[width] = '\0';
    fprintf(stderr, "\r[%s] %3d%%  %ld/%ld  %.1f s", bar, (int)(100.0 * (double)done / (double)total), done, total,
            now() - t0);
    fflush(stderr);
}

int cli_sim_threads_default(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : (n > 256 ? 256 : (int)n);
}

int cli_sim_parallel(cli_sim_run *run, am_err *err)
{
    int threads = run->threads < 1 ? 1 : run->threads;
    run->failed = -1;
    long block = run->games < SIM_BLOCK ? run->games : SIM_BLOCK;
    int bar = run->progress && isatty(STDERR_FILENO) && run->games >= 2 * block;
    unsigned char *slots = malloc((size_t)block * run->rsize);
    pthread_t *tid = malloc(sizeof *tid * (size_t)threads);
    worker_ctx *w = malloc(sizeof *w);
    if (!slots || !tid || !w) {
        free(slots);
        free(tid);
        free(w);
        return am_fail(err, AM_EIO, _("out of memory"));
    }
    pthread_mutex_init(&w->lock, NULL);
    double t0 = now();
    int rc = AM_OK;
    /* base: the block's first game (global index); done: games of this run before it */
    for (long done = 0; done < run->games && rc == AM_OK; done += block) {
        long base = run->first + done;
        w->run = run;
        w->base = base;
        w->n = run->games - done < block ? run->games - done : block;
        w->slots = slots;
        atomic_store(&w->next, 0);
        atomic_store(&w->stop, 0);
        w->err_index = -1;
        int started = 0;
        for (int t = 1; t < threads; t++) {
            if (pthread_create(&tid[t], NULL, worker, w) != 0) break;
            started = t;
        }
        worker(w);  /* the main thread works too */
        for (int t = 1; t <= started; t++) pthread_join(tid[t], NULL);
        if (w->err_index >= 0) {
            /* sum the games before the failing one, then report it */
            for (long i = 0; i < w->err_index - base; i++) run->add(run->acc, base + i, slots + (size_t)i * run->rsize);
            *err = w->err;
            run->failed = w->err_index;
            rc = err->code ? err->code : AM_ESTATE;
            break;
        }
        for (long i = 0; i < w->n; i++) run->add(run->acc, base + i, slots + (size_t)i * run->rsize);
        if (bar) progress_bar(done + w->n, run->games, t0);
    }
    if (bar) fputs("\n", stderr);
    run->seconds = now() - t0;
    pthread_mutex_destroy(&w->lock);
    free(w);
    free(tid);
    free(slots);
    return rc;
}

/* ---- options ------------------------------------------------------------------------------ */
int cli_sim_common_option(int key, const char *v, cli_sim_common *o)
{
    long n;
    switch (key) {
    case CLI_OPT_GAMES:
        if (am_parse_int(v, 1, 1000000000L, &n)) return cli_error(CLI_EUSAGE, _("--games: 1 to 1000000000, not '%s'"), v), -1;
        o->games = n;
        return 1;
    case CLI_OPT_THREADS:
        if (am_parse_int(v, 1, 256, &n)) return cli_error(CLI_EUSAGE, _("--threads: 1 to 256, not '%s'"), v), -1;
        o->threads = (int)n;
        return 1;
    case CLI_OPT_SEED:
        if (am_parse_int(v, 0, 0x7fffffffffffffffL, &n)) return cli_error(CLI_EUSAGE, _("--seed: not a number: '%s'"), v), -1;
        o->seed = (uint64_t)n;
        return 1;
    case CLI_OPT_CSV: o->csv = 1; return 1;
    case CLI_OPT_JSON: o->json = 1; return 1;
    case CLI_OPT_CHECK: o->check = 1; return 1;
    case 'q': o->quiet = 1; return 1;
    default: return cli_sim_shard_option(key, v, o);
    }
}

void cli_sim_common_init(cli_sim_common *o)
{
    memset(o, 0, sizeof *o);
    o->games = 10000;
    o->seed = 1;
    o->threads = cli_sim_threads_default();
}

/* ---- Scythe ------------------------------------------------------------------------------- */
int cli_sim_scythe_init(cli_sim_scythe *s)
{
    memset(s, 0, sizeof *s);
    scy_options_default(&s->opt);
    s->human = SCY_NORDIC;
    s->automa = -1;
    s->level = SCY_AUTOMA;
    s->bot = SCY_BOT_PASSIVE;
    s->opt.combat_mode = SCY_COMBAT_SIMULATED;   /* scy_sim_play's, whatever the setup says */
    return 0;
}

/* --human/--automa FACTION or random, --level, --human-bot, difficulty options. 1 taken, 0 not
 * mine, -1 error (printed). */
int cli_sim_scythe_option(int key, const char *v, cli_sim_scythe *s)
{
    switch (key) {
    case CLI_OPT_HUMAN:
    case CLI_OPT_AUTOMA: {
        int human = key == CLI_OPT_HUMAN;
        int f = strcmp(v, "random") == 0 ? SCY_RANDOM_FACTION : scy_faction_parse(v);
        if (f == -1) return cli_error(CLI_EUSAGE, _("%s: unknown faction '%s' (or random)"), human ? "--human" : "--automa", v), -1;
        if (human) s->human = f;
        else s->automa = f;
        return 1;
    }
    case CLI_OPT_LEVEL:
        if ((s->level = scy_level_parse(v)) < 0)
            return cli_error(CLI_EUSAGE, _("--level: '%s' is not autometta, automa, automaszyna or ultimaszyna"), v), -1;
        return 1;
    case CLI_OPT_HUMAN_BOT:
        if ((s->bot = scy_bot_parse(v)) < 0)
            return cli_error(CLI_EUSAGE, _("--human-bot: passive, aggressive or random, not '%s'"), v), -1;
        return 1;
    default: {
        /* the game's options (the option table); the games are simulated, so only --combat simulated */
        int t = cli_scythe_option(key, v, &s->opt);
        if (t > 0 && s->opt.combat_mode != SCY_COMBAT_SIMULATED)
            return cli_error(CLI_EUSAGE, _("--combat: the simulated games keep the Automa's combat cards (simulated)")), -1;
        return t;
    }
    }
}

int cli_sim_scythe_check(cli_sim_scythe *s)
{
    if (s->automa == -1) s->automa = s->human == SCY_RANDOM_FACTION ? SCY_RANDOM_FACTION : scy_board_far_faction(s->human);
    if (s->automa == s->human && s->human != SCY_RANDOM_FACTION)
        return cli_error(CLI_EUSAGE, _("the Automa and the stand-in need different factions"));
    return CLI_OK;
}

/* The library's run (the descriptor's simulator) of these options. */
static void scythe_run(const cli_sim_scythe *s, uint64_t master, scy_sim_run *run)
{
    memset(run, 0, sizeof *run);
    run->opt = s->opt;
    run->human = s->human;
    run->automa = s->automa;
    run->level = s->level;
    run->master = master;
    run->sim.bot = (uint8_t)s->bot;
}

void cli_sim_scythe_setup(const cli_sim_scythe *s, uint64_t seed, scy_setup *set)
{
    scy_sim_run run;
    scythe_run(s, 0, &run);
    scy_sim_run_setup(&run, seed, set);
}

static const char *faction_or_random(int f)
{
    return f == SCY_RANDOM_FACTION ? "random" : scy_faction_name(f);
}

static const char *faction_label_or_random(int f)
{
    return f == SCY_RANDOM_FACTION ? C_("faction", "random") : scy_faction_label(f);
}

/* The options that replay one game of this run (for the summary and the CSV). */
static void replay_options(const cli_sim_scythe *s, char *buf, size_t n)
{
    am_buf o = {0};
    scy_options_print(&s->opt, 1, &o);
    snprintf(buf, n, "--level %s --automa %s --human %s --human-bot %s%s", scy_level_name(s->level),
             faction_or_random(s->automa), faction_or_random(s->human), scy_bot_name(s->bot), o.data ? o.data : "");
    am_buf_free(&o);
}

typedef struct scythe_cfg {
    scy_card cards[SCY_NCARDS];
    scy_tracker trackers[SCY_NLEVELS];
    cli_sim_scythe s;
    scy_sim_run run;         /* what the library plays (am_game_scythe.sim) */
} scythe_cfg;

#define HIST 1024
typedef struct hist {
    long n, never, sum, bin[HIST];
    int lo, hi;               /* min, max */
} hist;

static void hist_add(hist *h, int v)
{
    if (v < 0) {
        h->never++;
        return;
    }
    if (h->n == 0 || v < h->lo) h->lo = v;
    if (h->n == 0 || v > h->hi) h->hi = v;
    h->n++;
    h->sum += v;
    h->bin[v < HIST ? v : HIST - 1]++;
}

static int hist_pct(const hist *h, double q)
{
    long want = (long)(q * (double)(h->n - 1)), seen = 0;
    for (int v = 0; v < HIST; v++) {
        seen += h->bin[v];
        if (seen > want) return v;
    }
    return HIST - 1;
}

typedef struct scythe_acc {
    long games, capped, wins;
    hist first_star, scheme2, end, automa_score, human_score;
    long stars_tracker, stars_combat, stars_power, automa_stars, human_stars, human_combat_stars;
    long combats, automa_attacks, human_attacks, worker_raids, steps, refused;
    int csv;
} scythe_acc;

static void scythe_csv_header(const void *cfg)
{
    (void)cfg;
    puts("game,seed,automa_turns,turns,first_star,scheme2,stars_tracker,stars_combat,stars_power,automa_stars,"
         "human_stars,combats,automa_attacks,human_attacks,automa_score,human_score,automa_won,capped");
}

void cli_sim_scythe_csv_row(long index, const scy_sim_result *r)
{
    printf("%ld,%llu,%u,%u,%d,%d,%u,%u,%u,%u,%u,%u,%u,%u,%d,%d,%u,%u\n", index, (unsigned long long)r->seed,
           r->automa_turns, r->turns, r->first_star, r->scheme2, r->stars_tracker, r->stars_combat, r->stars_power,
           r->automa_stars, r->human_stars, r->combats, r->automa_attacks, r->human_attacks, r->automa_score,
           r->human_score, r->automa_won, r->capped);
}

static void scythe_add(void *accv, long index, const void *rv)
{
    scythe_acc *a = accv;
    const scy_sim_result *r = rv;
    if (a->csv) cli_sim_scythe_csv_row(index, r);
    a->games++;
    a->capped += r->capped;
    a->wins += r->automa_won;
    hist_add(&a->first_star, r->first_star);
    hist_add(&a->scheme2, r->scheme2);
    hist_add(&a->end, r->capped ? -1 : r->automa_turns);
    hist_add(&a->automa_score, r->automa_score < 0 ? 0 : r->automa_score);
    hist_add(&a->human_score, r->human_score < 0 ? 0 : r->human_score);
    a->stars_tracker += r->stars_tracker;
    a->stars_combat += r->stars_combat;
    a->stars_power += r->stars_power;
    a->automa_stars += r->automa_stars;
    a->human_stars += r->human_stars;
    a->human_combat_stars += r->human_combat_stars;
    a->combats += r->combats;
    a->automa_attacks += r->automa_attacks;
    a->human_attacks += r->human_attacks;
    a->worker_raids += r->worker_raids;
    a->steps += r->steps;
    a->refused += r->refused;
}

static void table_row(const char *label, const hist *h)
{
    if (h->n == 0) {
        printf("  %-30s %8s %6s %6s %6s %6s %6s %7.1f%%\n", label, "-", "-", "-", "-", "-", "-", 100.0);
        return;
    }
    printf("  %-30s %8.2f %6d %6d %6d %6d %6d %7.1f%%\n", label, (double)h->sum / (double)h->n, h->lo, hist_pct(h, 0.1),
           hist_pct(h, 0.5), hist_pct(h, 0.9), h->hi, 100.0 * (double)h->never / (double)(h->n + h->never));
}

static void json_hist(const char *name, const hist *h, int last)
{
    if (h->n == 0) {
        printf("  \"%s\": {\"mean\": null, \"never\": %ld}%s\n", name, h->never, last ? "" : ",");
        return;
    }
    printf("  \"%s\": {\"mean\": %.3f, \"min\": %d, \"p10\": %d, \"median\": %d, \"p90\": %d, \"max\": %d, \"never\": %ld}%s\n",
           name, (double)h->sum / (double)h->n, h->lo, hist_pct(h, 0.1), hist_pct(h, 0.5), hist_pct(h, 0.9), h->hi, h->never,
           last ? "" : ",");
}

static void scythe_print(const cli_sim_common *o, const cli_sim_scythe *s, uint64_t seed, const cli_sim_record *rec)
{
    const scythe_acc *a = rec->acc;
    double n = (double)a->games, secs = rec->seconds;
    char rep[200];
    replay_options(s, rep, sizeof rep);
    if (o->json) {
        printf("{\n  \"game\": \"scythe\", \"level\": \"%s\", \"automa\": \"%s\", \"human\": \"%s\", \"human_bot\": \"%s\",\n",
               scy_level_name(s->level), faction_or_random(s->automa), faction_or_random(s->human), scy_bot_name(s->bot));
        printf("  \"games\": %ld, \"first_game\": %ld, \"seed\": %llu, \"threads\": %d, \"seconds\": %.3f, \"capped\": %ld,\n",
               a->games, rec->first, (unsigned long long)seed, rec->threads, secs, a->capped);
        printf("  \"automa_win_rate\": %.4f,\n", (double)a->wins / n);
        json_hist("turns_to_first_star", &a->first_star, 0);
        json_hist("turns_to_scheme2", &a->scheme2, 0);
        json_hist("turns_to_end", &a->end, 0);
        json_hist("automa_score", &a->automa_score, 0);
        json_hist("human_score", &a->human_score, 0);
        printf("  \"automa_stars\": {\"tracker\": %.3f, \"combat\": %.3f, \"power\": %.3f, \"total\": %.3f},\n",
               (double)a->stars_tracker / n, (double)a->stars_combat / n, (double)a->stars_power / n,
               (double)a->automa_stars / n);
        printf("  \"human_stars\": {\"total\": %.3f, \"combat\": %.3f},\n", (double)a->human_stars / n,
               (double)a->human_combat_stars / n);
        printf("  \"combats\": {\"total\": %.3f, \"automa_attacks\": %.3f, \"human_attacks\": %.3f, \"worker_raids\": %.3f}\n}\n",
               (double)a->combats / n, (double)a->automa_attacks / n, (double)a->human_attacks / n,
               (double)a->worker_raids / n);
        return;
    }
    printf(_("Scythe: %s Automa (%s) against the %s stand-in (%s), %ld games, seed %llu, %d threads, %.2f s.\n"),
           scy_level_label(s->level), faction_label_or_random(s->automa), scy_bot_label(s->bot),
           faction_label_or_random(s->human), a->games, (unsigned long long)seed, rec->threads, secs);
    if (rec->first)
        printf(_("  Games %ld to %ld of the run (--first-game).\n"), rec->first, rec->first + rec->games - 1);
    printf(_("  (Automa turns)                     mean    min    p10 median    p90    max   never\n"));
    table_row(_("to the Automa's first star"), &a->first_star);
    table_row(_("to Scheme II"), &a->scheme2);
    table_row(_("to the end of the game"), &a->end);
    printf(_("  (final score, coins)\n"));
    table_row(_("Automa"), &a->automa_score);
    table_row(_("stand-in"), &a->human_score);
    printf(_("  Automa stars per game: %.2f (star tracker %.2f, combat %.2f, power %.2f); stand-in stars %.2f "
             "(combat %.2f).\n"),
           (double)a->automa_stars / n, (double)a->stars_tracker / n, (double)a->stars_combat / n,
           (double)a->stars_power / n, (double)a->human_stars / n, (double)a->human_combat_stars / n);
    printf(_("  Combats per game: %.2f (the Automa attacked %.2f, the stand-in %.2f); workers driven off %.2f.\n"),
           (double)a->combats / n, (double)a->automa_attacks / n, (double)a->human_attacks / n,
           (double)a->worker_raids / n);
    double p = (double)a->wins / n;
    printf(_("  The Automa wins %.1f%% of the games (95%% interval +-%.1f%%).\n"), 100.0 * p,
           196.0 * __builtin_sqrt(p * (1 - p) / n));
    if (a->capped) printf(_("  %ld games hit the 400-turn cap (not counted as ended).\n"), a->capped);
    /* the Automa's final score distribution, buckets of 10 coins */
    const hist *h = &a->automa_score;
    long most = 1;
    for (int b = h->lo / 10; b <= h->hi / 10; b++) {
        long c = 0;
        for (int v = b * 10; v < b * 10 + 10 && v < HIST; v++) c += h->bin[v];
        if (c > most) most = c;
    }
    printf(_("  Automa final score distribution:\n"));
    for (int b = h->lo / 10; h->n && b <= h->hi / 10; b++) {
        long c = 0;
        for (int v = b * 10; v < b * 10 + 10 && v < HIST; v++) c += h->bin[v];
        int len = (int)(40.0 * (double)c / (double)most + 0.5);
        printf("  %4d-%-4d %6.2f%% ", b * 10, b * 10 + 9, 100.0 * (double)c / n);
        for (int k = 0; k < len; k++) putchar('#');
        putchar('\n');
    }
    printf(_("  Replay game N: automa scythe replay --master %llu --game N %s\n"), (unsigned long long)seed, rep);
}

/* ---- Scythe's accumulator and settings as JSON (sim_shard.h) ---------------------------------- */
/* A histogram: its counts, sum, min and max, and the raw bins from bins_from to min(max, HIST-1). */
static json_t *hist_save(const hist *h)
{
    json_t *j = json_object();
    json_object_set_new(j, "n", json_integer(h->n));
    json_object_set_new(j, "never", json_integer(h->never));
    if (h->n == 0) return j;
    int from = h->lo < HIST - 1 ? h->lo : HIST - 1, to = h->hi < HIST - 1 ? h->hi : HIST - 1;
    json_object_set_new(j, "sum", json_integer(h->sum));
    json_object_set_new(j, "min", json_integer(h->lo));
    json_object_set_new(j, "max", json_integer(h->hi));
    json_object_set_new(j, "bins_from", json_integer(from));
    json_object_set_new(j, "bins", cli_jw_longs(h->bin + from, to - from + 1));
    return j;
}

static int hist_load(hist *h, json_t *obj, const char *key, long games, char *why, size_t n)
{
    json_t *j = json_object_get(obj, key);
    if (!json_is_object(j)) return snprintf(why, n, _("%s: missing or not an object"), key), -1;
    long lo, hi, from;
    if (cli_jr_long(j, key, "n", 0, games, &h->n, why, n) || cli_jr_long(j, key, "never", 0, games - h->n, &h->never, why, n))
        return -1;
    if (h->n + h->never != games)
        return snprintf(why, n, _("%s: n + never is %ld, not the %ld games"), key, h->n + h->never, games), -1;
    if (h->n == 0) return 0;
    if (cli_jr_long(j, key, "min", 0, 32767, &lo, why, n) || cli_jr_long(j, key, "max", lo, 32767, &hi, why, n))
        return -1;
    __int128 smin = (__int128)lo * h->n, smax = (__int128)hi * h->n;
    if (cli_jr_long(j, key, "sum", smin > LONG_MAX ? LONG_MAX : (long)smin, smax > LONG_MAX ? LONG_MAX : (long)smax,
                    &h->sum, why, n))
        return -1;
    h->lo = (int)lo;
    h->hi = (int)hi;
    int want_from = h->lo < HIST - 1 ? h->lo : HIST - 1, to = h->hi < HIST - 1 ? h->hi : HIST - 1;
    if (cli_jr_long(j, key, "bins_from", want_from, want_from, &from, why, n)) return -1;
    char path[64];
    snprintf(path, sizeof path, "%s", key);
    if (cli_jr_longs(j, path, "bins", h->bin + from, to - want_from + 1, 0, h->n, why, n)) return -1;
    long total = 0;
    for (int v = want_from; v <= to; v++) total += h->bin[v];
    if (total != h->n || h->bin[want_from] == 0 || h->bin[to] == 0)
        return snprintf(why, n, _("%s.bins: they do not add up to n with min and max in them"), key), -1;
    return 0;
}

static void hist_merge(hist *into, const hist *from, const char *name, const char **bad)
{
    if (from->n && (into->n == 0 || from->lo < into->lo)) into->lo = from->lo;
    if (from->n && (into->n == 0 || from->hi > into->hi)) into->hi = from->hi;
    cli_acc_add(&into->n, from->n, name, bad);
    cli_acc_add(&into->never, from->never, name, bad);
    cli_acc_add(&into->sum, from->sum, name, bad);
    for (int v = 0; v < HIST; v++) cli_acc_add(&into->bin[v], from->bin[v], name, bad);
}

/* The counters (name, offset), then the histograms. */
#define SCY_COUNTER(f) {#f, offsetof(scythe_acc, f)}
static const struct { const char *name; size_t off; } scy_counters[] = {
    SCY_COUNTER(games), SCY_COUNTER(capped), SCY_COUNTER(wins), SCY_COUNTER(stars_tracker), SCY_COUNTER(stars_combat),
    SCY_COUNTER(stars_power), SCY_COUNTER(automa_stars), SCY_COUNTER(human_stars), SCY_COUNTER(human_combat_stars),
    SCY_COUNTER(combats), SCY_COUNTER(automa_attacks), SCY_COUNTER(human_attacks), SCY_COUNTER(worker_raids),
    SCY_COUNTER(steps), SCY_COUNTER(refused),
};
static const struct { const char *name; size_t off; } scy_hists[] = {
    {"turns_to_first_star", offsetof(scythe_acc, first_star)}, {"turns_to_scheme2", offsetof(scythe_acc, scheme2)},
    {"turns_to_end", offsetof(scythe_acc, end)}, {"automa_score", offsetof(scythe_acc, automa_score)},
    {"human_score", offsetof(scythe_acc, human_score)},
};
#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

static json_t *scythe_acc_save(const void *accv)
{
    const char *base = accv;
    json_t *j = json_object();
    for (size_t k = 0; k < NELEM(scy_counters); k++)
        json_object_set_new(j, scy_counters[k].name, json_integer(*(const long *)(base + scy_counters[k].off)));
    for (size_t k = 0; k < NELEM(scy_hists); k++)
        json_object_set_new(j, scy_hists[k].name, hist_save((const hist *)(base + scy_hists[k].off)));
    return j;
}

static int scythe_acc_load(void *accv, json_t *j, json_t *settings, char *why, size_t n)
{
    (void)settings;
    char *base = accv;
    long games;
    if (cli_jr_long(j, "", "games", 0, LONG_MAX / 4, &games, why, n)) return -1;
    for (size_t k = 0; k < NELEM(scy_counters); k++)
        if (cli_jr_long(j, "", scy_counters[k].name, 0, LONG_MAX / 4, (long *)(base + scy_counters[k].off), why, n)) return -1;
    const scythe_acc *a = accv;
    if (a->capped > games || a->wins > games)
        return snprintf(why, n, _("capped, wins: more than the %ld games"), games), -1;
    for (size_t k = 0; k < NELEM(scy_hists); k++)
        if (hist_load((hist *)(base + scy_hists[k].off), j, scy_hists[k].name, games, why, n)) return -1;
    const char *key;
    json_t *v;
    json_object_foreach(j, key, v) {
        int known = 0;
        for (size_t k = 0; k < NELEM(scy_counters); k++) known |= strcmp(key, scy_counters[k].name) == 0;
        for (size_t k = 0; k < NELEM(scy_hists); k++) known |= strcmp(key, scy_hists[k].name) == 0;
        if (!known) return snprintf(why, n, _("%.40s: unknown field"), key), -1;
    }
    return 0;
}

static long scythe_acc_games(const void *accv)
{
    return ((const scythe_acc *)accv)->games;
}

static const char *scythe_acc_merge(void *intov, const void *fromv)
{
    const char *bad = NULL;
    char *into = intov;
    const char *from = fromv;
    for (size_t k = 0; k < NELEM(scy_counters); k++)
        cli_acc_add((long *)(into + scy_counters[k].off), *(const long *)(from + scy_counters[k].off), scy_counters[k].name,
                    &bad);
    for (size_t k = 0; k < NELEM(scy_hists); k++)
        hist_merge((hist *)(into + scy_hists[k].off), (const hist *)(from + scy_hists[k].off), scy_hists[k].name, &bad);
    return bad;
}

/* Everything that decides a game of the run and the summary's words. */
static json_t *scythe_settings(const cli_sim_scythe *s, const cli_sim_common *o)
{
    json_t *j = json_object();
    json_object_set_new(j, "seed", json_integer((json_int_t)o->seed));
    json_object_set_new(j, "level", json_string(scy_level_name(s->level)));
    json_object_set_new(j, "automa", json_string(faction_or_random(s->automa)));
    json_object_set_new(j, "human", json_string(faction_or_random(s->human)));
    json_object_set_new(j, "human_bot", json_string(scy_bot_name(s->bot)));
    scy_options_write_json(&s->opt, j);   /* every option of the table */
    json_object_set_new(j, "check", json_boolean(o->check));
    return j;
}

static int scythe_view(json_t *j, cli_sim_scythe *s, uint64_t *seed, char *why, size_t n)
{
    /* the keys: these and the option table's (a record written before an option existed lacks it:
     * the option's default) */
    static const char *const own[] = {"seed", "level", "automa", "human", "human_bot", "check"};
    const char *keys[sizeof own / sizeof *own + SCY_NOPTIONS + 1];
    memcpy(keys, own, sizeof own);
    for (int i = 0; i < SCY_NOPTIONS; i++) keys[sizeof own / sizeof *own + (size_t)i] = scy_option_table[i].name;
    keys[sizeof own / sizeof *own + SCY_NOPTIONS] = NULL;
    am_err e;
    if (am_json_check_keys(j, "", keys, &e) != AM_OK) return snprintf(why, n, "%s", e.msg), -1;
    cli_sim_scythe_init(s);
    long v;
    if (cli_jr_long(j, "", "seed", 0, 0x7fffffffffffffffL, &v, why, n)) return -1;
    *seed = (uint64_t)v;
    if (scy_options_read_json(&s->opt, j, "", 0, &e) != AM_OK) return snprintf(why, n, "%s", e.msg), -1;
    const char *lv = json_string_value(json_object_get(j, "level")), *au = json_string_value(json_object_get(j, "automa"));
    const char *hu = json_string_value(json_object_get(j, "human")), *bot = json_string_value(json_object_get(j, "human_bot"));
    if (!lv || (s->level = scy_level_parse(lv)) < 0) return snprintf(why, n, _("level: not a level")), -1;
    if (!au || (s->automa = strcmp(au, "random") == 0 ? SCY_RANDOM_FACTION : scy_faction_parse(au)) == -1)
        return snprintf(why, n, _("automa: not a faction")), -1;
    if (!hu || (s->human = strcmp(hu, "random") == 0 ? SCY_RANDOM_FACTION : scy_faction_parse(hu)) == -1)
        return snprintf(why, n, _("human: not a faction")), -1;
    if (!bot || (s->bot = scy_bot_parse(bot)) < 0) return snprintf(why, n, _("human_bot: not a stand-in")), -1;
    if (!json_is_boolean(json_object_get(j, "check"))) return snprintf(why, n, _("%s: not true or false"), "check"), -1;
    return 0;
}

static int scythe_settings_check(json_t *j, char *why, size_t n)
{
    cli_sim_scythe s;
    uint64_t seed;
    return scythe_view(j, &s, &seed, why, n);
}

static int scythe_finish(json_t *settings, const cli_sim_record *rec, const cli_sim_common *o)
{
    if (rec->failed >= 0)
        return cli_error(CLI_EDATA, _("sim: game %ld failed after %ld good games: %s"), rec->failed, rec->played, rec->error);
    if (o->csv) return CLI_OK;
    cli_sim_scythe s;
    uint64_t seed;
    char why[200];
    if (scythe_view(settings, &s, &seed, why, sizeof why)) return cli_error(CLI_EDATA, "settings: %s", why);
    scythe_print(o, &s, seed, rec);
    return CLI_OK;
}

static int sim_scythe(int argc, char **argv);
const cli_sim_kind cli_sim_kind_scythe = {
    .kind = &am_game_scythe, .run = sim_scythe, .acc_size = sizeof(scythe_acc), .settings_check = scythe_settings_check,
    .acc_save = scythe_acc_save, .acc_load = scythe_acc_load, .acc_games = scythe_acc_games,
    .acc_merge = scythe_acc_merge, .csv_header = scythe_csv_header, .finish = scythe_finish,
};

static void scythe_usage(FILE *out)
{
    fprintf(out, _("usage: automa sim scythe [--level L] [--automa F] [--human F] [--human-bot B] [--games N]\n"
                   "                        [--threads T] [--seed S] [--csv | --json] [--check] [--quiet]\n"
                   "Plays N whole games of the Scythe Automa against a scripted stand-in human and prints the\n"
                   "turns to the Automa's first star, to Scheme II and to the end, stars by source, combats,\n"
                   "final scores and the Automa's win rate. The stand-ins are simplified players, not the\n"
                   "full human rules (docs/simulation.md).\n"
                   "  --level L        autometta, automa (default), automaszyna, ultimaszyna\n"
                   "  --automa F       the Automa's faction (default: far from the stand-in's), or random\n"
                   "  --human F        the stand-in's faction (default nordic), or random (per game)\n"
                   "  --human-bot B    passive (default), aggressive or random\n"
                   "  --games N        how many games (default 10000)\n"
                   "  --threads T      threads (default: the cores available); the numbers do not depend on it\n"
                   "  --seed S         master seed (default 1); game i plays seed splitmix64(S + i x gamma)\n"
                   "  --csv            one CSV row per game (with its seed) instead of the summary\n"
                   "  --json           the summary as JSON\n"
                   "  --check          check every invariant after every step (slower)\n"
                   "  --quiet          no progress bar (it is shown only when stderr is a terminal)\n"
                   "Options of the game (the simulated games keep the Automa's combat cards):\n"));
    cli_scythe_options_usage(out);
    cli_sim_shard_usage(out);
}

static int sim_scythe(int argc, char **argv)
{
    cli_sim_common o;
    cli_sim_common_init(&o);
    scythe_cfg *cfg = calloc(1, sizeof *cfg);
    scythe_acc *acc = calloc(1, sizeof *acc);
    if (!cfg || !acc) {
        free(cfg);
        free(acc);
        return cli_error(CLI_EDATA, _("out of memory"));
    }
    cli_sim_scythe_init(&cfg->s);
    static const struct option own[] = {CLI_SIM_COMMON_OPTIONS, CLI_SIM_SCYTHE_OPTIONS, {"help", no_argument, NULL, 'h'}};
    struct option opts[sizeof own / sizeof *own + SCY_NOPTIONS + 1];
    cli_scythe_optnames names;
    cli_scythe_option_join(opts, own, sizeof own / sizeof *own, &names);
    int rc = CLI_OK;
    cli_getopt g;
    cli_getopt_init(&g, "sim scythe", argc, argv, opts);
    for (int c; rc == CLI_OK && (c = cli_getopt_next(&g)) != -1;) {
        if (c == 'h') {
            scythe_usage(stdout);
            free(cfg);
            free(acc);
            return CLI_OK;
        }
        int r = c == '?' ? -1 : cli_sim_common_option(c, g.arg, &o);
        if (r == 0) r = cli_sim_scythe_option(c, g.arg, &cfg->s);
        if (r <= 0) rc = CLI_EUSAGE;
    }
    if (rc == CLI_OK) rc = cli_getopt_max_operands(&g, 0);
    if (rc == CLI_OK) rc = cli_sim_scythe_check(&cfg->s);
    if (rc == CLI_OK && o.csv && o.json) rc = cli_error(CLI_EUSAGE, _("sim: --csv or --json, not both"));
    if (rc != CLI_OK) {
        free(cfg);
        free(acc);
        return rc;
    }
    scythe_run(&cfg->s, o.seed, &cfg->run);
    scy_cards_default(cfg->cards);
    scy_trackers_default(cfg->trackers);
    cfg->run.sim.cards = cfg->cards;
    cfg->run.sim.trackers = cfg->trackers;
    cfg->run.sim.check = (uint8_t)o.check;
    acc->csv = o.csv;
    const am_game_sim *sim = am_game_scythe.sim;
    cli_sim_run run = {.threads = o.threads, .rsize = sim->result_size, .play = sim->play,
                       .cfg = &cfg->run, .add = scythe_add, .acc = acc, .progress = !o.quiet};
    rc = cli_sim_go(&run, &o, &cli_sim_kind_scythe, scythe_settings(&cfg->s, &o));
    free(cfg);
    free(acc);
    return rc;
}

/* ---- the games: the descriptors' simulators ---------------------------------------------- */
/* The terminal's simulator of each descriptor with one (am_game_kind.sim): its options, its
 * accumulator and its summary. A game's simulator is listed and run only through its descriptor. */
extern const cli_sim_kind cli_sim_kind_expeditions, cli_sim_kind_automata;
const cli_sim_kind *const cli_sim_kinds[] = {&cli_sim_kind_scythe, &cli_sim_kind_expeditions, &cli_sim_kind_automata, NULL};

const cli_sim_kind *cli_sim_kind_of(const am_game_kind *k)
{
    for (const cli_sim_kind *const *p = cli_sim_kinds; k && k->sim && *p; p++)
        if ((*p)->kind == k) return *p;
    return NULL;
}

static int cmd_help(int argc, char **argv);
const cli_command *cli_sim_commands(cli_command table[CLI_SIM_TABLE])
{
    int n = 0;
    for (const am_game_kind *const *k = am_game_kinds; *k && n < CLI_SIM_TABLE - 3; k++) {
        const cli_sim_kind *s = cli_sim_kind_of(*k);
        if (s) table[n++] = (cli_command){(*k)->name, s->run, (*k)->sim->summary};
    }
    table[n++] = (cli_command){"merge", cli_sim_merge, N_("add up the accumulators of a run's shards (--acc): the run's summary")};
    table[n++] = (cli_command){"help", cmd_help, N_("this help")};
    table[n] = (cli_command){NULL, NULL, NULL};
    return table;
}

static int cmd_help(int argc, char **argv)
{
    (void)argc; (void)argv;
    cli_command table[CLI_SIM_TABLE];
    printf(_("usage: automa sim GAME [OPTIONS]\n"
             "Plays many seeded games on several threads and summarises them. Games:\n"));
    cli_print_commands(stdout, cli_sim_commands(table));
    printf(_("Common options: --games N --threads T --seed S --csv --json --check --quiet; "
             "'automa sim GAME --help' for the rest.\n"));
    cli_sim_shard_usage(stdout);
    return CLI_OK;
}

int cli_sim_main(int argc, char **argv)
{
    if (argc < 2) {
        cmd_help(0, NULL);
        return CLI_EUSAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) return cmd_help(0, NULL);
    cli_command table[CLI_SIM_TABLE];
    const cli_command *c = cli_find(cli_sim_commands(table), "sim", argv[1]);
    return c ? c->run(argc - 1, argv + 1) : CLI_EUSAGE;
}
