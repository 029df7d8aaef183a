/* `automa expeditions ...`: new game, one Automa turn (oracle), show, and the companion (play).
 * No game logic here: everything goes through include/automa/expeditions.h. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "automa/expeditions.h"
#include "automa/words.h"
#include "core/json.h"
#include "cli/cli.h"
#include "cli/cli_ask.h"
#include "cli/sim_shard.h"
#include "store/store.h"

#define MAX_FILE (4u << 20)
#define DEFAULT_GAME "expeditions-game.json"

static int is_help(const char *a)
{
    return strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0;
}

/* The game this command has open (one per run of the program): its version, for the next save,
 * which the store refuses if another program saved the file in between. */
static store_game open_game = STORE_GAME_INIT;

static int load_state(const char *path, exp_state *s)
{
    return cli_store_load_held(&open_game, path, &am_game_expeditions, s) == CLI_OK ? (store_close(&open_game), CLI_OK)
                                                                                  : CLI_EDATA;
}

static int save_state(const char *path, const exp_state *s)
{
    if (strcmp(open_game.path, path) != 0) return cli_store_create(&open_game, path, &am_game_expeditions, s);
    return cli_store_save(&open_game, s);
}

static void print_buf(am_buf *b)
{
    if (b->data) fputs(b->data, stdout);
    am_buf_free(b);
}

/* ---- options shared by new and play ------------------------------------------------------- */
typedef struct new_opts {
    long level, seed, glory_adjust, reveal_count;
    int have_seed;
    const char *progress_file, *cards_file, *out, *human;
    const char *gaps[EXP_GAPS];
    int ngaps, force_json;
} new_opts;

/* The new-game options (new, play; sim takes them but --seed and --human, which are its own). */
enum { O_LEVEL = CLI_OPT_OWN, O_PROGRESS_FILE, O_CARDS_FILE, O_GLORY_ADJUST, O_REVEAL_COUNT, O_GAP, O_OUT,
       O_NEW_SEED, O_NEW_HUMAN, O_JSON, O_STANDIN };
#define EXP_GAME_OPTIONS \
    {"level", required_argument, NULL, O_LEVEL}, {"progress-file", required_argument, NULL, O_PROGRESS_FILE}, \
    {"cards", required_argument, NULL, O_CARDS_FILE}, {"cards-file", required_argument, NULL, O_CARDS_FILE}, \
    {"glory-adjust", required_argument, NULL, O_GLORY_ADJUST}, \
    {"reveal-count", required_argument, NULL, O_REVEAL_COUNT}, {"gap", required_argument, NULL, O_GAP}, \
    {"out", required_argument, NULL, O_OUT}
#define EXP_NEW_OPTIONS \
    EXP_GAME_OPTIONS, {"seed", required_argument, NULL, O_NEW_SEED}, {"human", required_argument, NULL, O_NEW_HUMAN}

/* Takes the new-game option `key` with its value v: 1 taken, 0 not one, -1 a bad value (printed). */
static int new_option(int key, const char *v, new_opts *o)
{
    long *num = NULL;
    long lo = 0, hi = 0;
    const char *name = "";
    switch (key) {
    case O_LEVEL: num = &o->level; lo = 1; hi = 5; name = "--level"; break;
    case O_NEW_SEED: num = &o->seed; lo = 0; hi = 0x7fffffffffffffffL; o->have_seed = 1; name = "--seed"; break;
    case O_GLORY_ADJUST: num = &o->glory_adjust; lo = -2; hi = 3; name = "--glory-adjust"; break;
    case O_REVEAL_COUNT: num = &o->reveal_count; lo = 0; hi = EXP_MAX_STACK; name = "--reveal-count"; break;
    case O_PROGRESS_FILE: o->progress_file = v; break;
    case O_CARDS_FILE: o->cards_file = v; break;
    case O_OUT: o->out = v; break;
    case O_NEW_HUMAN:
        if (exp_loc_parse(v) < 0) {
            cli_error(CLI_EUSAGE, _("--human: '%s' is not a location (N1-N7, C1-C7, S1-S6, base)"), v);
            return -1;
        }
        o->human = v;
        break;
    case O_GAP: {
        uint32_t m;
        if (o->ngaps >= EXP_GAPS) {
            cli_error(CLI_EUSAGE, _("--gap: at most %d gaps"), EXP_GAPS);
            return -1;
        }
        if (exp_gap_parse(v, &m) != 0) {
            cli_error(CLI_EUSAGE, _("--gap: '%s' must list locations like N2,N3,C2"), v);
            return -1;
        }
        o->gaps[o->ngaps++] = v;
        break;
    }
    default: return 0;
    }
    if (num && am_parse_int(v, lo, hi, num) != 0) {
        cli_error(CLI_EUSAGE, _("%s: '%s' is not a number from %ld to %ld"), name, v, lo, hi);
        return -1;
    }
    return 1;
}

static int build_new(const new_opts *o, exp_state *s)
{
    am_err e;
    am_err_clear(&e);
    exp_progress p;
    char *text = NULL;
    size_t len;
    if (o->progress_file) {
        if (am_file_read(o->progress_file, MAX_FILE, &text, &len, &e) != AM_OK)
            return cli_error(CLI_EDATA, "%s", e.msg);
        int rc = exp_progress_from_json(&p, text, &e);
        free(text);
        if (rc != AM_OK) return cli_error(CLI_EDATA, "%s: %s", o->progress_file, e.msg);
        if (p.level == 0 && o->level) p.level = (int)o->level;
    } else if (exp_progress_builtin((int)o->level, &p, &e) != AM_OK) {
        return cli_error(CLI_EUSAGE, "%s", e.msg);
    }
    exp_card cards[EXP_MAX_CARDS];
    int ncards = 0;
    if (o->cards_file) {
        if (am_file_read(o->cards_file, MAX_FILE, &text, &len, &e) != AM_OK)
            return cli_error(CLI_EDATA, "%s", e.msg);
        int rc = exp_cards_from_json(cards, &ncards, text, &e);
        free(text);
        if (rc != AM_OK) return cli_error(CLI_EDATA, "%s: %s", o->cards_file, e.msg);
    }
    uint64_t seed = (uint64_t)o->seed;
    if (!o->have_seed) {
        uint64_t x = (uint64_t)time(NULL) ^ ((uint64_t)(unsigned)getpid() << 32);
        seed = am_splitmix64(&x) >> 1;   /* keep it within a JSON integer */
    }
    exp_state_init(s, &p, o->cards_file ? cards : NULL, ncards, seed);
    s->glory_adjust = (int)o->glory_adjust;
    s->reveal_count = (int)o->reveal_count;
    if (o->human) s->human_at = exp_loc_parse(o->human);
    for (int g = 0; g < o->ngaps; g++) (void)exp_gap_parse(o->gaps[g], &s->gaps[g].adjacent);
    if (exp_state_check(s, &e) != AM_OK) return cli_error(CLI_EDATA, "%s", e.msg);
    return CLI_OK;
}

static void new_opts_init(new_opts *o)
{
    memset(o, 0, sizeof *o);
    o->level = 2;
    o->reveal_count = 2;
}

static const char new_options_help[] = N_(
    "  --level N            difficulty 1-5 (default 2); 4 and 5 need --progress-file\n"
    "  --progress-file F    your progress card as JSON (levels 4-5, or a custom card)\n"
    "  --cards F            replacement decision cards as JSON (also --cards-file)\n"
    "  --seed N             random seed (default: from the clock)\n"
    "  --glory-adjust N     coins per Automa glory token, -2 to +3 (default 0)\n"
    "  --reveal-count N     corruption a simulated reveal draws (default 2)\n"
    "  --gap LOCS           a card gap and the locations it touches, e.g. N2,N3,C2 (up to 5)\n"
    "  --human LOC          where your mech is (default base)\n");

/* ---- new ---------------------------------------------------------------------------------- */
static int cmd_new(int argc, char **argv)
{
    new_opts o;
    new_opts_init(&o);
    static const struct option opts[] = {EXP_NEW_OPTIONS, {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    cli_getopt g;
    cli_getopt_init(&g, "expeditions new", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&g)) != -1;) {
        if (c == 'h') {
            printf(_("usage: automa expeditions new [OPTIONS] --out FILE\n"
                     "Sets up a solo game against the Expeditions Automa and saves it.\n"));
            fputs(_(new_options_help), stdout);
            return CLI_OK;
        }
        if (c == '?' || new_option(c, g.arg, &o) <= 0) return CLI_EUSAGE;
    }
    if (cli_getopt_max_operands(&g, 0) != CLI_OK) return CLI_EUSAGE;
    if (!o.out) return cli_error(CLI_EUSAGE, _("new: --out FILE is required"));
    exp_state s;
    int rc = build_new(&o, &s);
    if (rc) return rc;
    rc = save_state(o.out, &s);
    if (rc) return rc;
    printf(_("New game saved to %s (seed %llu).\n"), o.out, (unsigned long long)s.seed);
    am_buf b = {0};
    exp_setup_render(&s, &b);
    exp_state_render(&s, &b);
    print_buf(&b);
    return CLI_OK;
}

/* ---- turn --------------------------------------------------------------------------------- */
static int cmd_turn(int argc, char **argv)
{
    const char *file = NULL;
    int json = 0;
    static const struct option opts[] = {{"json", no_argument, NULL, O_JSON}, {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    cli_getopt g;
    cli_getopt_init(&g, "expeditions turn", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&g)) != -1;) {
        if (c == 'h') {
            printf(_("usage: automa expeditions turn FILE [--json]\n"
                     "Plays one Automa turn on the saved game, prints what she does and why, and\n"
                     "rewrites FILE. An explored tile gets the tokens listed in its \"reveal\" field,\n"
                     "else a simulated draw.\n"));
            return CLI_OK;
        }
        if (c != O_JSON) return CLI_EUSAGE;
        json = 1;
    }
    if (g.nargs > 1) return cli_error(CLI_EUSAGE, _("turn: only one FILE"));
    if (g.nargs == 1) file = g.argv[1];
    if (!file) return cli_error(CLI_EUSAGE, _("turn: FILE is required (see --help)"));
    exp_state s;
    int rc = load_state(file, &s);
    if (rc) return rc;
    exp_report r;
    am_err e;
    am_err_clear(&e);
    if (exp_automa_turn(&s, 0, &r, &e) != AM_OK) return cli_fail(0, &e, file);
    rc = save_state(file, &s);
    if (rc) return rc;
    if (json) {
        am_buf b = {0};
        exp_report_to_json(&s, &r, &b);
        return cli_put_text(&b);
    } else {
        am_buf b = {0};
        exp_report_render(&s, &r, &b);
        print_buf(&b);
    }
    return CLI_OK;
}

/* ---- show --------------------------------------------------------------------------------- */
static int cmd_show(int argc, char **argv)
{
    const char *file = NULL;
    int json = 0;
    static const struct option opts[] = {{"json", no_argument, NULL, O_JSON}, {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    cli_getopt g;
    cli_getopt_init(&g, "expeditions show", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&g)) != -1;) {
        if (c == 'h') {
            printf(_("usage: automa expeditions show FILE [--json]\n"
                     "Shows the saved game: the map rows, the Automa, the deck.\n"));
            return CLI_OK;
        }
        if (c != O_JSON) return CLI_EUSAGE;
        json = 1;
    }
    if (g.nargs > 1) return cli_error(CLI_EUSAGE, _("show: only one FILE"));
    if (g.nargs == 1) file = g.argv[1];
    if (!file) return cli_error(CLI_EUSAGE, _("show: FILE is required (see --help)"));
    exp_state s;
    int rc = load_state(file, &s);
    if (rc) return rc;
    if (json) {
        am_buf b = {0};
        exp_state_to_json(&s, &b);
        return cli_put_text(&b);
    }
    am_buf b = {0};
    exp_state_render(&s, &b);
    print_buf(&b);
    return CLI_OK;
}

/* ---- sim (also `automa sim expeditions`) ------------------------------------------------- */
/* the run: the library's exp_sim_config, played by the descriptor's simulator (am_game_expeditions.sim) */
typedef exp_sim_config exp_sim_cfg;

typedef struct exp_sim_acc {
    exp_sim_stats st;
    int csv;
} exp_sim_acc;

static void exp_sim_add(void *accv, long index, const void *rv)
{
    exp_sim_acc *a = accv;
    const exp_sim_game_result *r = rv;
    if (a->csv)
        printf("%ld,%d,%d,%d,%d,%d,%d,%d\n", index, r->turns, r->coins, r->map, r->corruption, r->glory, r->c20,
               r->human_ended);
    exp_sim_stats_add(&a->st, r);
}

/* ---- the accumulator and the settings as JSON (sim_shard.h) ---- */
#define EXP_COUNTERS(X) X(games) X(turns) X(coins) X(map) X(corruption) X(glory) X(c20) X(human_ended)

static json_t *exp_acc_save(const void *accv)
{
    const exp_sim_stats *st = &((const exp_sim_acc *)accv)->st;
    json_t *j = json_object();
#define SAVE(f) json_object_set_new(j, #f, json_integer(st->f));
    EXP_COUNTERS(SAVE)
#undef SAVE
    json_object_set_new(j, "turns_min", json_integer(st->turns_min));
    json_object_set_new(j, "turns_max", json_integer(st->turns_max));
    json_object_set_new(j, "coins_min", json_integer(st->coins_min));
    json_object_set_new(j, "coins_max", json_integer(st->coins_max));
    return j;
}

static int exp_acc_load(void *accv, json_t *j, json_t *settings, char *why, size_t n)
{
    (void)settings;
    static const char *const keys[] = {"games", "turns", "coins", "map", "corruption", "glory", "c20", "human_ended",
                                       "turns_min", "turns_max", "coins_min", "coins_max", NULL};
    exp_sim_stats *st = &((exp_sim_acc *)accv)->st;
    am_err e;
    if (am_json_check_keys(j, "", keys, &e) != AM_OK) return snprintf(why, n, "%s", e.msg), -1;
#define LOAD(f) if (cli_jr_long(j, "", #f, 0, LONG_MAX / 4, &st->f, why, n)) return -1;
    EXP_COUNTERS(LOAD)
#undef LOAD
    long tmin, tmax, cmin, cmax;
    if (cli_jr_long(j, "", "turns_min", 0, 10001, &tmin, why, n) || cli_jr_long(j, "", "turns_max", tmin, 10001, &tmax, why, n) ||
        cli_jr_long(j, "", "coins_min", -100000, 100000, &cmin, why, n) ||
        cli_jr_long(j, "", "coins_max", cmin, 100000, &cmax, why, n))
        return -1;
    if (st->c20 > st->games || st->human_ended > st->games)
        return snprintf(why, n, _("c20, human_ended: more than the %ld games"), st->games), -1;
    st->turns_min = (int)tmin;
    st->turns_max = (int)tmax;
    st->coins_min = (int)cmin;
    st->coins_max = (int)cmax;
    return 0;
}

static long exp_acc_games(const void *accv)
{
    return ((const exp_sim_acc *)accv)->st.games;
}

static const char *exp_acc_merge(void *intov, const void *fromv)
{
    exp_sim_stats *a = &((exp_sim_acc *)intov)->st;
    const exp_sim_stats *b = &((const exp_sim_acc *)fromv)->st;
    const char *bad = NULL;
    if (b->games) {
        if (a->games == 0 || b->turns_min < a->turns_min) a->turns_min = b->turns_min;
        if (a->games == 0 || b->turns_max > a->turns_max) a->turns_max = b->turns_max;
        if (a->games == 0 || b->coins_min < a->coins_min) a->coins_min = b->coins_min;
        if (a->games == 0 || b->coins_max > a->coins_max) a->coins_max = b->coins_max;
    }
#define ADD(f) cli_acc_add(&a->f, b->f, #f, &bad);
    EXP_COUNTERS(ADD)
#undef ADD
    return bad;
}

static void exp_csv_header(const void *cfg)
{
    (void)cfg;
    puts("game,turns,coins,map,corruption,glory,c20,human_ended");
}

/* What decides a game: the seed, the stand-in, the progress card, the decision cards (each as its
 * numbers: id, progress, then sweep, glory, target, mult, dist of the North and Central sections). */
static json_t *exp_settings(const exp_sim_cfg *c)
{
    const exp_progress *p = &c->setup.progress;
    json_t *j = json_object(), *pj = json_object(), *cards = json_array(), *glory = json_array();
    json_object_set_new(j, "seed", json_integer((json_int_t)c->seed));
    json_object_set_new(j, "human", json_string(c->human ? "random" : "none"));
    json_object_set_new(j, "check", json_boolean(c->check));
    json_object_set_new(j, "glory_adjust", json_integer(c->setup.glory_adjust));
    json_object_set_new(pj, "level", json_integer(p->level));
    json_object_set_new(pj, "name", json_string(p->name));
    json_object_set_new(pj, "spaces", json_integer(p->spaces));
    for (int g = 0; g < EXP_GLORY; g++) json_array_append_new(glory, json_integer(p->glory_at[g]));
    json_object_set_new(pj, "glory_at", glory);
    json_object_set_new(pj, "coins_map", json_integer(p->coins_map));
    json_object_set_new(pj, "coins_corruption", json_integer(p->coins_corruption));
    json_object_set_new(pj, "coins_glory", json_integer(p->coins_glory));
    json_object_set_new(j, "progress", pj);
    for (int k = 0; k < c->setup.ncards; k++) {
        const exp_card *cd = &c->setup.cards[k];
        json_t *a = json_array();
        json_array_append_new(a, json_integer(cd->id));
        json_array_append_new(a, json_integer(cd->progress));
        for (int m = 0; m < EXP_MECHS; m++) {
            const exp_mech_line *l = &cd->mech[m];
            int v[5] = {l->sweep, l->glory, l->target, l->mult, l->dist};
            for (int q = 0; q < 5; q++) json_array_append_new(a, json_integer(v[q]));
        }
        json_array_append_new(cards, a);
    }
    json_object_set_new(j, "cards", cards);
    return j;
}

/* The settings the summary needs: the level, the progress card's name, the stand-in. */
static int exp_view(json_t *j, long *level, const char **name, int *human, char *why, size_t n)
{
    static const char *const keys[] = {"seed", "human", "check", "glory_adjust", "progress", "cards", NULL};
    am_err e;
    if (am_json_check_keys(j, "", keys, &e) != AM_OK) return snprintf(why, n, "%s", e.msg), -1;
    long v;
    if (cli_jr_long(j, "", "seed", 0, 0x7fffffffffffffffL, &v, why, n) ||
        cli_jr_long(j, "", "glory_adjust", -1000, 1000, &v, why, n))
        return -1;
    const char *h = json_string_value(json_object_get(j, "human"));
    if (!h || (strcmp(h, "random") != 0 && strcmp(h, "none") != 0))
        return snprintf(why, n, _("human: not random or none")), -1;
    *human = strcmp(h, "random") == 0 ? EXP_SIM_HUMAN_RANDOM : EXP_SIM_HUMAN_NONE;
    if (!json_is_boolean(json_object_get(j, "check"))) return snprintf(why, n, _("%s: not true or false"), "check"), -1;
    json_t *p = json_object_get(j, "progress");
    if (!json_is_object(p)) return snprintf(why, n, _("progress: missing or not an object")), -1;
    if (cli_jr_long(p, "progress", "level", 0, 99, level, why, n)) return -1;
    *name = json_string_value(json_object_get(p, "name"));
    if (!*name || strlen(*name) >= sizeof(((exp_progress *)0)->name))
        return snprintf(why, n, _("progress.name: missing or too long")), -1;
    json_t *cards = json_object_get(j, "cards");
    if (!json_is_array(cards) || json_array_size(cards) > EXP_MAX_CARDS)
        return snprintf(why, n, _("cards: not an array of at most %d cards"), EXP_MAX_CARDS), -1;
    return 0;
}

static int exp_settings_check(json_t *j, char *why, size_t n)
{
    long level;
    const char *name;
    int human;
    return exp_view(j, &level, &name, &human, why, n);
}

static int exp_finish(json_t *settings, const cli_sim_record *rec, const cli_sim_common *co)
{
    if (rec->failed >= 0) return cli_error(CLI_EDATA, _("sim: game %ld failed: %s"), rec->failed, rec->error);
    if (co->csv) return CLI_OK;
    long level;
    const char *name;
    int human;
    char why[200];
    if (exp_view(settings, &level, &name, &human, why, sizeof why)) return cli_error(CLI_EDATA, "settings: %s", why);
    const exp_sim_stats st = ((const exp_sim_acc *)rec->acc)->st;
    double n = (double)st.games;
    if (co->json) {
        printf("{\"level\": %ld, \"games\": %ld, \"first_game\": %ld, \"human\": \"%s\", \"turns_mean\": %.2f, "
               "\"turns_min\": %d, \"turns_max\": %d, \"coins_mean\": %.2f, \"coins_min\": %d, "
               "\"coins_max\": %d, \"map_mean\": %.2f, \"corruption_mean\": %.2f, "
               "\"glory_mean\": %.2f, \"c20_share\": %.4f, \"human_ended_share\": %.4f}\n",
               level, st.games, rec->first, human ? "random" : "none", (double)st.turns / n,
               st.turns_min, st.turns_max, (double)st.coins / n, st.coins_min, st.coins_max,
               (double)st.map / n, (double)st.corruption / n, (double)st.glory / n,
               (double)st.c20 / n, (double)st.human_ended / n);
        return CLI_OK;
    }
    printf(_("Level %d (%s), %ld games, stand-in human: %s.\n"), (int)level, name,
           st.games, human ? _("random") : C_("stand-in", "none"));
    if (rec->first)
        printf(_("  Games %ld to %ld of the run (--first-game).\n"), rec->first, rec->first + rec->games - 1);
    printf(_("Automa turns: mean %.1f (%d-%d). Coins: mean %.1f (%d-%d).\n"), (double)st.turns / n,
           st.turns_min, st.turns_max, (double)st.coins / n, st.coins_min, st.coins_max);
    printf(_("Per game: %.1f map tokens, %.1f corruption, %.1f glory; 20-value token in %.0f%% of "
             "games; ended by your 4th glory in %.0f%%.\n"),
           (double)st.map / n, (double)st.corruption / n, (double)st.glory / n,
           100.0 * (double)st.c20 / n, 100.0 * (double)st.human_ended / n);
    return CLI_OK;
}

const cli_sim_kind cli_sim_kind_expeditions = {
    .kind = &am_game_expeditions, .run = cli_expeditions_sim, .acc_size = sizeof(exp_sim_acc), .settings_check = exp_settings_check,
    .acc_save = exp_acc_save, .acc_load = exp_acc_load, .acc_games = exp_acc_games,
    .acc_merge = exp_acc_merge, .csv_header = exp_csv_header, .finish = exp_finish,
};

int cli_expeditions_sim(int argc, char **argv)
{
    new_opts o;
    new_opts_init(&o);
    cli_sim_common co;
    cli_sim_common_init(&co);
    int human = EXP_SIM_HUMAN_RANDOM;
    static const struct option opts[] = {
        CLI_SIM_COMMON_OPTIONS, EXP_GAME_OPTIONS,
        {"human", required_argument, NULL, O_STANDIN}, {"human-bot", required_argument, NULL, O_STANDIN},
        {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0},
    };
    cli_getopt g;
    cli_getopt_init(&g, "expeditions sim", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&g)) != -1;) {
        if (c == 'h') {
            printf(_("usage: automa expeditions sim [--level N | --progress-file F] [--games N]\n"
                     "       [--seed N] [--human random|none] [--glory-adjust N] [--cards F] [--json]\n"
                     "       [--threads T] [--csv] [--check] [--quiet]   (--human-bot = --human)\n"
                     "(also: automa sim expeditions ...)\n"
                     "Plays whole seeded games against a stand-in human (random: moves, reveals,\n"
                     "vanquishes and places glory at random; none: stays at Basecamp) and prints\n"
                     "what the Automa scores on average. --csv: one row per game; --check: every\n"
                     "invariant after every step. The numbers do not depend on --threads.\n"));
            cli_sim_shard_usage(stdout);
            return CLI_OK;
        }
        if (c == O_STANDIN) {
            if (strcmp(g.arg, "random") == 0) human = EXP_SIM_HUMAN_RANDOM;
            else if (strcmp(g.arg, "none") == 0) human = EXP_SIM_HUMAN_NONE;
            else return cli_error(CLI_EUSAGE, _("--human: random or none"));
            continue;
        }
        int r = c == '?' ? -1 : cli_sim_common_option(c, g.arg, &co);
        if (r == 0) r = new_option(c, g.arg, &o);
        if (r <= 0) return CLI_EUSAGE;
    }
    if (cli_getopt_max_operands(&g, 0) != CLI_OK) return CLI_EUSAGE;
    if (co.csv && co.json) return cli_error(CLI_EUSAGE, _("sim: --csv or --json, not both"));
    if (!o.have_seed) { o.have_seed = 1; o.seed = (long)co.seed; }
    exp_sim_cfg *cfg = calloc(1, sizeof *cfg);
    exp_sim_acc *acc = calloc(1, sizeof *acc);
    if (!cfg || !acc) {
        free(cfg);
        free(acc);
        return cli_error(CLI_EDATA, _("out of memory"));
    }
    int rc = build_new(&o, &cfg->setup);
    if (rc) {
        free(cfg);
        free(acc);
        return rc;
    }
    cfg->human = human;
    cfg->check = co.check;
    cfg->seed = (uint64_t)o.seed;
    acc->csv = co.csv;
    const am_game_sim *sim = am_game_expeditions.sim;
    cli_sim_run run = {.threads = co.threads, .rsize = sim->result_size, .play = sim->play, .cfg = cfg,
                       .add = exp_sim_add, .acc = acc, .progress = !co.quiet};
    rc = cli_sim_go(&run, &co, &cli_sim_kind_expeditions, exp_settings(cfg));
    free(cfg);
    free(acc);
    return rc;
}

/* ---- score -------------------------------------------------------------------------------- */
static int cmd_score(int argc, char **argv)
{
    const char *file = NULL;
    int json = 0;
    long human = -1;
    static const struct option opts[] = {{"json", no_argument, NULL, O_JSON},
                                         {"human", required_argument, NULL, O_NEW_HUMAN},
                                         {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    cli_getopt g;
    cli_getopt_init(&g, "expeditions score", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&g)) != -1;) {
        switch (c) {
        case 'h':
            printf(_("usage: automa expeditions score FILE [--human COINS] [--json]\n"
                     "The Automa's coins from her progress card (glory, map and corruption tokens)\n"
                     "and, given your coins, who wins (ties go to the Automa).\n"));
            return CLI_OK;
        case O_JSON: json = 1; break;
        case O_NEW_HUMAN:
            if (am_parse_int(g.arg, 0, 9999, &human) != 0) return cli_error(CLI_EUSAGE, _("--human needs your coins, 0 to 9999"));
            break;
        default: return CLI_EUSAGE;
        }
    }
    if (g.nargs > 1) return cli_error(CLI_EUSAGE, _("score: only one FILE"));
    if (g.nargs == 1) file = g.argv[1];
    if (!file) return cli_error(CLI_EUSAGE, _("score: FILE is required (see --help)"));
    exp_state s;
    int rc = load_state(file, &s);
    if (rc) return rc;
    if (human < 0 && s.human_coins >= 0) human = s.human_coins;
    exp_score sc;
    exp_score_automa(&s, &sc);
    if (json) {
        printf("{\"glory\": %d, \"glory_coins\": %d, \"map\": %d, \"map_coins\": %d, "
               "\"corruption\": %d, \"corruption_coins\": %d, \"total\": %d, \"game_over\": %s",
               sc.glory, sc.glory_coins, sc.map, sc.map_coins, sc.corruption, sc.corruption_coins,
               sc.total, exp_game_over(&s) ? "true" : "false");
        if (human >= 0)
            printf(", \"human\": %ld, \"automa_wins\": %s", human,
                   exp_automa_wins(&s, (int)human) ? "true" : "false");
        printf("}\n");
        return CLI_OK;
    }
    if (!exp_game_over(&s)) printf(_("The game is not over: this is the score if the game ended now.\n"));
    printf(_("Automa: %d glory x %d + %d map tokens x %d + %d corruption x %d = %d coins.\n"),
           sc.glory, sc.glory_coins, sc.map, sc.map_coins, sc.corruption, sc.corruption_coins,
           sc.total);
    if (human >= 0)
        printf("%s\n", exp_automa_wins(&s, (int)human) ? _("The Automa wins (ties go to her).")
                                                       : _("You win!"));
    return CLI_OK;
}

/* ---- play: the companion ------------------------------------------------------------------ */
typedef struct undo_stack {
    exp_state *v;
    int n, cap;
} undo_stack;

static void undo_push(undo_stack *u, const exp_state *s)
{
    if (u->n == u->cap) {
        if (u->cap >= 256) {   /* keep the last 255 steps */
            memmove(u->v, u->v + 1, (size_t)(u->n - 1) * sizeof *u->v);
            u->n--;
        } else {
            int cap = u->cap ? u->cap * 2 : 16;
            exp_state *nv = realloc(u->v, (size_t)cap * sizeof *nv);
            if (!nv) return;
            u->v = nv;
            u->cap = cap;
        }
    }
    u->v[u->n++] = *s;
}

static int read_line(char *buf, size_t n)
{
    if (!fgets(buf, (int)n, stdin)) return -1;
    buf[strcspn(buf, "\r\n")] = '\0';
    return 0;
}

/* One line saying what a reveal recorded. */
static void confirm_reveal(const exp_state *s, int loc)
{
    const exp_location *l = &s->loc[loc];
    am_buf b = {0};
    for (int i = 0; i < l->ncorr; i++) am_buf_printf(&b, "%s%d", i ? " " : "", l->corr[i]);
    if (l->c20) printf(_("Recorded: %s is location 20, with the 20-value corruption.\n"), exp_loc_name(loc));
    else if (l->number)
        printf(_("Recorded: %s is location %d, corruption (top first): %s.\n"), exp_loc_name(loc), l->number,
               l->ncorr ? b.data : C_("corruption", "none"));
    else
        printf(_("Recorded: %s is face up (number not known), corruption (top first): %s.\n"), exp_loc_name(loc),
               l->ncorr ? b.data : C_("corruption", "none"));
    am_buf_free(&b);
}

/* Asks for the number and tokens of a location just flipped, by the Automa (exploring) or by you
 * (your mech moved onto it). 0 ok, 1 "undo", -1 end of input. */
static int ask_reveal(exp_state *s, int loc, int yours)
{
    char line[256];
    am_err e;
    for (;;) {
        if (yours)
            printf(_("Flip location %s and take its map token. Which location number is printed on it? (0 if "
                     "you cannot tell; undo takes your move back) "), exp_loc_name(loc));
        else
            printf(_("Flip location %s. Which location number is printed on it? (0 if you cannot "
                     "tell; undo takes the Automa turn back) "), exp_loc_name(loc));
        fflush(stdout);
        if (read_line(line, sizeof line) < 0) return -1;
        if (strcmp(line, "undo") == 0) return 1;
        long num;
        if (am_parse_int(line, 0, 20, &num) != 0) { printf(_("A number from 0 to 20, please.\n")); continue; }
        int vals[EXP_MAX_STACK], n = 0;
        if (num != 20) {
            printf(_("Draw corruption onto %s as usual and tell me the token values, top first "
                     "(e.g. 4 2; 0 for a value you skip; empty if none): "), exp_loc_name(loc));
            fflush(stdout);
            if (read_line(line, sizeof line) < 0) return -1;
            int bad = 0;
            for (char *sv = NULL, *t = strtok_r(line, " ,", &sv); t; t = strtok_r(NULL, " ,", &sv)) {
                long v;
                if (n >= EXP_MAX_STACK || am_parse_int(t, 0, 19, &v) != 0) { bad = 1; break; }
                vals[n++] = (int)v;
            }
            if (bad) { printf(_("Values are 0 to 19, at most %d tokens. Again.\n"), EXP_MAX_STACK); continue; }
        } else {
            printf(_("Location 20: put the 20-value corruption on it.\n"));
        }
        am_err_clear(&e);
        if (exp_location_reveal(s, loc, (int)num, vals, n, &e) != AM_OK) {
            printf("%s\n", e.msg);
            continue;
        }
        confirm_reveal(s, loc);
        return 0;
    }
}

/* The symbols of `show` (issue 19). */
static void show_legend(void)
{
    printf(_("Legend: down = face down (its map token still on it), up = face up, #N = the location number,\n"
             "  c:4 2 = corruption (top first; ? = value not known), c20 = the 20-value corruption, map = a map\n"
             "  token, up ? = flipped, waiting for its tokens, <-N / <-C = the Automa's North / Central mech,\n"
             "  <-you = your mech.\n"));
}

/* The card gaps of the map, asked at setup (issue 19; `gap` changes them later). */
static int ask_gaps(exp_state *s)
{
    char line[512];
    printf(_("Card gaps: the 5 holes of your map where game cards lie; a Sweep discards the cards in the gaps\n"
             "next to the Automa's mech. Tell which locations each gap touches, e.g. 1:N2,N3,C2 2:C5,C6\n"
             "(Enter = none: a Sweep then names the mech's location and you find the gaps next to it).\n"));
    for (;;) {
        printf(_("Card gaps [none]: "));
        fflush(stdout);
        if (read_line(line, sizeof line) < 0 || strcmp(line, "quit") == 0) return -1;
        exp_gap gaps[EXP_GAPS];
        memcpy(gaps, s->gaps, sizeof gaps);
        int bad = 0, any = 0;
        for (char *sv = NULL, *t = strtok_r(line, " \t", &sv); t && !bad; t = strtok_r(NULL, " \t", &sv)) {
            long g;
            char *colon = strchr(t, ':');
            uint32_t mask;
            if (!colon) { bad = 1; break; }
            *colon = '\0';
            if (am_parse_int(t, 1, EXP_GAPS, &g) || exp_gap_parse(colon + 1, &mask) || !mask) { bad = 1; break; }
            gaps[g - 1].adjacent = mask;
            any = 1;
        }
        if (bad) {
            printf(_("  ! G:LOCS with G 1-5 and locations N1-N7, C1-C7, S1-S6, e.g. 1:N2,N3,C2. Again.\n"));
            continue;
        }
        memcpy(s->gaps, gaps, sizeof gaps);
        if (any) {
            for (int g = 0; g < EXP_GAPS; g++) {
                if (!s->gaps[g].adjacent) continue;
                printf(_("  Gap %d touches"), g + 1);
                for (int i = 0; i < EXP_LOC_COUNT; i++)
                    if ((s->gaps[g].adjacent >> i) & 1u) printf(" %s", exp_loc_name(i));
                printf(".\n");
            }
        } else {
            printf(_("  No gap set.\n"));
        }
        return 0;
    }
}

static int pending_loc(const exp_state *s)
{
    for (int i = 0; i < EXP_LOC_COUNT; i++)
        if (s->loc[i].pending) return i;
    return -1;
}

static void print_score(const exp_state *s, int human)
{
    exp_score sc;
    exp_score_automa(s, &sc);
    printf(_("Automa: %d glory x %d + %d map tokens x %d + %d corruption x %d = %d coins.\n"),
           sc.glory, sc.glory_coins, sc.map, sc.map_coins, sc.corruption, sc.corruption_coins,
           sc.total);
    if (human >= 0)
        printf("%s\n", exp_automa_wins(s, human) ? _("The Automa wins (ties go to her).")
                                                 : _("You win!"));
}

/* ---- play: the session's commands, one row each ------------------------------------------- */

typedef struct exp_session {
    const char *file;
    exp_state *s;
    undo_stack u;
    int automa_just_played;   /* the last step was her turn: an empty Enter asks first */
    int end_told;             /* the end is announced once (-1: not over, 0: to announce, 1: told) */
    int human_flip;           /* your mech moved onto this face-down location: flip it */
    int quit, rc;
} exp_session;

/* The commands' handlers (am_cmd rows): ctx is the session, w[0] the command, w[1..n) its words.
 * Each says what it did or why not; returns 1 when it changed the game (the loop then keeps the
 * step for undo and saves). */

/* A location word that is none, named with the closest location (issue 28 item 9). */
static void bad_loc(const char *word)
{
    const char *names[EXP_LOC_COUNT + 1];
    for (int i = 0; i < EXP_LOC_COUNT; i++) names[i] = exp_loc_name(i);
    names[EXP_LOC_COUNT] = NULL;
    am_buf close = {0};
    am_word_suggest(names, -1, word, &close);
    printf(_("unknown location '%s'%s: N1-N7, C1-C7, S1-S6 or base\n"), word, close.data ? close.data : "");
    am_buf_free(&close);
}

static int ec_automa(void *ctx, int n, char **w)
{
    exp_session *es = ctx;
    (void)w, (void)n;
    exp_report r;
    am_err e;
    am_err_clear(&e);
    if (exp_automa_turn(es->s, 1, &r, &e) != AM_OK) { printf("%s\n", e.msg); return 0; }
    am_buf b = {0};
    exp_report_render(es->s, &r, &b);
    print_buf(&b);
    for (int m = 0; m < EXP_MECHS; m++)
        if (r.mech[m].swept || r.mech[m].sweep)
            printf(_("When you deal new cards: 017, 030, 056 and 063 go back to the box; "
                     "deal another instead.\n"));
    if (r.game_over || r.human_last_turn) es->end_told = 1;   /* the report said it */
    return 1;
}

static int ec_help(void *ctx, int n, char **w);

static int ec_quit(void *ctx, int n, char **w)
{
    exp_session *es = ctx;
    (void)w, (void)n;
    es->quit = 1;
    return 0;
}

static int ec_show(void *ctx, int n, char **w)
{
    exp_session *es = ctx;
    (void)w, (void)n;
    am_buf b = {0};
    exp_state_render(es->s, &b);
    print_buf(&b);
    show_legend();
    return 0;
}

static int ec_undo(void *ctx, int n, char **w)
{
    exp_session *es = ctx;
    (void)w, (void)n;
    if (es->u.n == 0) { printf(_("Nothing to undo.\n")); return 0; }
    *es->s = es->u.v[--es->u.n];
    if ((es->rc = save_state(es->file, es->s))) { es->quit = 1; return 0; }
    es->automa_just_played = 0;
    if (!exp_game_over(es->s)) es->end_told = -1;
    printf(_("Undone.\n"));
    return 0;
}

/* move LOC */
static int ec_move(void *ctx, int n, char **w)
{
    exp_session *es = ctx;
    am_err e;
    int loc = n > 1 ? exp_loc_parse(w[1]) : -1;
    if (n < 2) { printf(_("Where? move LOC (N1-N7, C1-C7, S1-S6, base)\n")); return 0; }
    if (loc < 0) { bad_loc(w[1]); return 0; }
    if (exp_human_move(es->s, loc, &e)) { printf("%s\n", e.msg); return 0; }
    printf(_("Recorded: your mech is on %s.\n"), exp_loc_name(loc));
    if (exp_loc_row(loc) >= 0 && !es->s->loc[loc].face_up) es->human_flip = loc;   /* flip it now */
    return 1;
}

/* reveal LOC NUMBER VALUES... (the values apart by blanks or commas) */
static int ec_reveal(void *ctx, int n, char **w)
{
    exp_session *es = ctx;
    am_err e;
    int loc = n > 1 ? exp_loc_parse(w[1]) : -1;
    long num;
    int vals[EXP_MAX_STACK], nv = 0, bad = loc < 0 || n < 3 || am_parse_int(w[2], 0, 20, &num);
    for (int i = 3; i < n && !bad; i++)
        for (char *sv = NULL, *t = strtok_r(w[i], ",", &sv); t && !bad; t = strtok_r(NULL, ",", &sv)) {
            long v;
            if (nv >= EXP_MAX_STACK || am_parse_int(t, 0, 19, &v)) bad = 1;
            else vals[nv++] = (int)v;
        }
    if (bad) { printf(_("reveal LOC NUMBER VALUES..., e.g. reveal C3 12 4 2\n")); return 0; }
    if (exp_location_reveal(es->s, loc, (int)num, vals, nv, &e)) { printf("%s\n", e.msg); return 0; }
    confirm_reveal(es->s, loc);
    return 1;
}

/* take LOC N | take20 LOC */
static int ec_take(void *ctx, int n, char **w)
{
    exp_session *es = ctx;
    am_err e;
    exp_state *s = es->s;
    int loc = n > 1 ? exp_loc_parse(w[1]) : -1;
    long k = 0;
    int t20 = am_word_is("take20", w[0]);
    if (loc < 0 || (!t20 && (n < 3 || am_parse_int(w[2], 1, EXP_MAX_STACK, &k)))) {
        printf(_("take LOC N, or take20 LOC\n"));
        return 0;
    }
    int had[EXP_MAX_STACK];
    for (int i = 0; i < k && i < EXP_MAX_STACK; i++) had[i] = s->loc[loc].corr[i];
    if (exp_human_vanquish(s, loc, (int)k, t20, &e)) { printf("%s\n", e.msg); return 0; }
    if (t20) {
        printf(_("Recorded: you took the 20-value corruption from %s.\n"), exp_loc_name(loc));
        return 1;
    }
    am_buf v = {0};
    for (int i = 0; i < k; i++) am_buf_printf(&v, i ? " %d" : "%d", had[i]);
    printf(_("Recorded: you took %ld corruption token(s) from %s (%s); %d left there.\n"), k, exp_loc_name(loc),
           v.data ? v.data : "", s->loc[loc].ncorr);
    am_buf_free(&v);
    return 1;
}

static int ec_glory(void *ctx, int n, char **w)
{
    exp_session *es = ctx;
    (void)w, (void)n;
    am_err e;
    exp_state *s = es->s;
    if (exp_human_glory(s, &e)) { printf("%s\n", e.msg); return 0; }
    printf(_("Recorded: your glory token %d of 4.\n"), s->human_glory);
    if (s->end_trigger == EXP_END_HUMAN && !s->final_done && s->human_glory == 4)
        printf(_("Your 4th glory token triggers the end: the Automa takes one more turn, "
                 "then you take the last one.\n"));
    return 1;
}

/* card NUMBER */
static int ec_card(void *ctx, int n, char **w)
{
    exp_session *es = ctx;
    (void)es;
    long k;
    if (n < 2 || am_parse_int(w[1], 1, 999, &k)) { printf(_("card NUMBER\n")); return 0; }
    printf("%s\n", exp_game_card_refers_to_others((int)k)
                       ? _("That card refers to another player: return it to the box and draw a new one.")
                       : _("That card is fine in a solo game."));
    return 0;
}

/* gap G LOCS */
static int ec_gap(void *ctx, int n, char **w)
{
    exp_session *es = ctx;
    long g;
    uint32_t mask;
    if (n < 3 || am_parse_int(w[1], 1, EXP_GAPS, &g) || exp_gap_parse(w[2], &mask)) {
        printf(_("gap G LOCS, e.g. gap 1 N2,N3,C2\n"));
        return 0;
    }
    es->s->gaps[g - 1].adjacent = mask;
    printf(_("Recorded: gap %ld touches"), g);
    for (int i = 0; i < EXP_LOC_COUNT; i++)
        if ((mask >> i) & 1u) printf(" %s", exp_loc_name(i));
    printf(".\n");
    return 1;
}

/* score COINS */
static int ec_score(void *ctx, int n, char **w)
{
    exp_session *es = ctx;
    long coins;
    if (n < 2 || am_parse_int(w[1], 0, 9999, &coins)) { printf(_("score COINS\n")); return 0; }
    es->s->human_coins = (int)coins;
    if (!exp_game_over(es->s)) printf(_("The game is not over: this is the score if the game ended now.\n"));
    print_score(es->s, (int)coins);
    return 1;
}

/* The commands of the companion: name, other name, words, help (help prints them in this order;
 * the rows without a help text go on its last line). An empty line is the first row's. */
static const am_cmd exp_cmds[] = {
    {"a", "automa", "", N_("play the Automa's turn (or just press Enter)"), ec_automa},
    {"move", NULL, "LOC", N_("your mech moved to LOC (N1-N7, C1-C7, S1-S6, base)"), ec_move},
    {"reveal", NULL, "LOC NUM V..", N_("you flipped LOC: its number, then the corruption drawn\n"
                                       "                     onto it, top first (0 = value not needed)"), ec_reveal},
    {"take", NULL, "LOC N", N_("you vanquished the top N corruption tokens of LOC"), ec_take},
    {"take20", NULL, "LOC", N_("you vanquished the 20-value corruption on LOC"), ec_take},
    {"glory", NULL, "", N_("you placed a glory token (your 4th triggers the end)"), ec_glory},
    {"card", NULL, "NUM", N_("check a game card you drew"), ec_card},
    {"gap", NULL, "G LOCS", N_("card gap G (1-5) touches LOCS, e.g. gap 1 N2,N3,C2"), ec_gap},
    {"show", NULL, "", N_("the board and the Automa"), ec_show},
    {"score", NULL, N_("COINS"), N_("your final coins: who wins"), ec_score},
    {"undo", NULL, "", N_("take back the last step"), ec_undo},
    {"help", "?", "", NULL, ec_help},
    {"quit", "q", "", NULL, ec_quit},
    {NULL, NULL, NULL, NULL, NULL},
};

static int ec_help(void *ctx, int n, char **w)
{
    exp_session *es = ctx;
    (void)es, (void)w, (void)n;
    printf(_("Tell me what happens on the table:\n"));
    for (const am_cmd *c = exp_cmds; c->name; c++) {
        if (!c->help) continue;
        char head[40];
        snprintf(head, sizeof head, "%s%s%s", am_word_local(c->name), *c->args ? " " : "", *c->args ? _(c->args) : "");
        printf("  %-18s %s\n", head, _(c->help));
    }
    const char *sep = "  ";
    for (const am_cmd *c = exp_cmds; c->name; c++)
        if (!c->help) {
            printf("%s%s", sep, am_word_local(c->name));
            sep = ", ";
        }
    printf("\n");
    return 0;
}

static const am_cmd *exp_cmd_find(const char *name)
{
    return am_cmd_find(exp_cmds, name);
}

/* A location to flip (the Automa explored it, or your mech moved onto it): its number and tokens.
 * Returns 1 to stop (end of input, or the save failed). */
static int reveal_step(exp_session *es, int loc)
{
    exp_state before = *es->s;
    int yours = es->human_flip >= 0;
    es->human_flip = -1;
    int a = ask_reveal(es->s, loc, yours);
    if (a < 0) return 1;
    if (a == 1) {
        if (es->u.n == 0) { printf(_("Nothing to undo.\n")); return 0; }
        *es->s = es->u.v[--es->u.n];
        printf(_("Undone.\n"));
    } else {
        undo_push(&es->u, &before);
    }
    return (es->rc = save_state(es->file, es->s)) != 0;
}

/* An empty Enter right after her turn: play the next one too? 1 yes, 0 no, -1 end of input. */
static int ask_again(const ask_reader *in)
{
    static const char *const answers[] = {"n", "no", "y", "yes", "s", "si", "sì", NULL};
    int i = ask_choice(in, NULL, _("The Automa has just played. Play her next turn now, before yours (y/n)"), "n", answers,
                       _("  ! y or n.\n"));
    return i < 0 ? -1 : i >= 2;
}

static int play_loop(const char *file, exp_state *s)
{
    exp_session es = {.file = file, .s = s, .end_told = exp_game_over(s) ? 0 : -1, .human_flip = -1};
    ask_reader in = {ask_read_stdin, NULL};
    char line[512];
    printf(_("Expeditions Automa companion. Game file: %s. Type help for the commands.\n"), file);
    am_buf b = {0};
    exp_state_render(s, &b);
    print_buf(&b);
    /* resumed with your mech on a face-down location: the flip the last session asked for waits
     * (stopped by Ctrl-C at its question: the move was saved, the question only asked) */
    if (exp_loc_row(s->human_at) >= 0 && !s->loc[s->human_at].face_up) es.human_flip = s->human_at;
    while (!es.quit) {
        int p = es.human_flip >= 0 ? es.human_flip : pending_loc(s);
        if (p >= 0) {
            if (reveal_step(&es, p)) break;
            continue;
        }
        if (exp_game_over(s) && es.end_told != 1) {
            printf(s->end_trigger == EXP_END_HUMAN ? _("The Automa is done. Take your last turn, then: score COINS.\n")
                                                   : _("The game is over. Enter: score COINS.\n"));
            es.end_told = 1;
        }
        if (!in.read(in.ctx, "> ", line, sizeof line)) break;
        char *w[24];
        int n = 0;
        for (char *sv = NULL, *t = strtok_r(line, " \t", &sv); t && n < 24; t = strtok_r(NULL, " \t", &sv)) w[n++] = t;
        if (n == 0 && es.automa_just_played && !exp_game_over(s)) {
            int yes = ask_again(&in);
            if (yes < 0) break;
            if (!yes) {
                printf(_("Not played. Tell me your turn (help lists the commands); then Enter or a.\n"));
                continue;
            }
        }
        const am_cmd *c = n == 0 ? &exp_cmds[0] : exp_cmd_find(w[0]);
        if (!c) {
            const am_cmd *const tables[] = {exp_cmds, NULL};
            const char *close = am_cmd_closest(tables, w[0]);
            if (close) printf(_("Unknown command '%s': did you mean '%s'? Type help.\n"), w[0], close);
            else printf(_("Unknown command '%s'. Type help.\n"), w[0]);
            continue;
        }
        exp_state before = *s;
        if (!c->run(&es, n, w)) continue;
        es.automa_just_played = c->run == ec_automa;
        if (es.end_told == -1 && exp_game_over(s)) es.end_told = 0;   /* announce it at the next prompt */
        undo_push(&es.u, &before);
        if ((es.rc = save_state(file, s))) break;
    }
    free(es.u.v);
    if (es.rc == CLI_OK) printf(_("Saved in %s.\n"), file);
    return es.rc;
}

static int cmd_play(int argc, char **argv)
{
    new_opts o;
    new_opts_init(&o);
    const char *file = NULL;
    int any_new = 0;
    static const struct option opts[] = {EXP_NEW_OPTIONS, {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    cli_getopt g;
    cli_getopt_init(&g, "expeditions play", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&g)) != -1;) {
        if (c == 'h') {
            printf(_("usage: automa expeditions play [FILE] [OPTIONS]\n"
                     "The companion: resumes FILE (default %s) or starts a new game\n"
                     "there with OPTIONS, tells you what the Automa does on the table, and\n"
                     "saves after every step. Options for a new game:\n"), DEFAULT_GAME);
            fputs(_(new_options_help), stdout);
            return CLI_OK;
        }
        if (c == '?' || new_option(c, g.arg, &o) <= 0) return CLI_EUSAGE;
        any_new = 1;
    }
    if (g.nargs > 1) return cli_error(CLI_EUSAGE, _("play: only one FILE"));
    if (g.nargs == 1) file = g.argv[1];
    if (o.out) {
        if (file) return cli_error(CLI_EUSAGE, _("play: give FILE or --out, not both"));
        file = o.out;
    }
    if (!file) file = DEFAULT_GAME;
    exp_state s;
    struct stat st;
    int rc;
    if (stat(file, &st) == 0) {
        if (any_new)
            return cli_error(CLI_EUSAGE, _("play: %s exists; new-game options only apply to a new "
                                           "file"), file);
        rc = load_state(file, &s);
    } else {
        rc = build_new(&o, &s);
        if (!rc && o.ngaps == 0 && ask_gaps(&s) < 0) return CLI_OK;   /* end of input: nothing saved */
        if (!rc) rc = save_state(file, &s);
        if (!rc) {
            am_buf b = {0};
            exp_setup_render(&s, &b);
            print_buf(&b);
        }
    }
    if (rc) return rc;
    return play_loop(file, &s);
}

static int cmd_help(int argc, char **argv);

const cli_command cli_expeditions_commands[] = {
    {"new", cmd_new, N_("set up a game and save it (--out FILE)")},
    {"turn", cmd_turn, N_("play one Automa turn on a saved game (oracle)")},
    {"show", cmd_show, N_("show a saved game")},
    {"play", cmd_play, N_("the companion: play a game at the table")},
    {"score", cmd_score, N_("the Automa's coins and who wins")},
    {"sim", cli_expeditions_sim, N_("simulate many games to measure a difficulty level")},
    {"help", cmd_help, N_("this help")},
    {NULL, NULL, NULL},
};

static int cmd_help(int argc, char **argv)
{
    (void)argc; (void)argv;
    printf(_("usage: automa expeditions COMMAND [ARGS...]\n"));
    cli_print_commands(stdout, cli_expeditions_commands);
    return CLI_OK;
}

int cli_expeditions_main(int argc, char **argv)
{
    if (argc < 2) { cmd_help(0, NULL); return CLI_EUSAGE; }
    if (is_help(argv[1])) return cmd_help(0, NULL);
    const cli_command *c = cli_find(cli_expeditions_commands, "expeditions", argv[1]);
    return c ? c->run(argc - 1, argv + 1) : CLI_EUSAGE;
}
