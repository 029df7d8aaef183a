/* The automa command line: one entry point per game/tool; no game logic lives here. */
#ifndef AUTOMA_CLI_H
#define AUTOMA_CLI_H

#include <stdio.h>

#include "automa/core.h"
#include "automa/scythe.h"

/* Exit statuses shared by every command (man/automa.1, EXIT STATUS). */
enum { CLI_OK = 0, CLI_EDATA = 1, CLI_EUSAGE = 2 };
/* The only map from a library code (AM_E*, core.h) to an exit status: AM_EUSAGE 2, AM_OK 0,
 * everything else 1 (main.c). */
int cli_exit_status(int am_code);
/* Prints the library's error e ("automa: PREFIX: MESSAGE", no prefix when NULL or "") and returns
 * cli_exit_status(rc) (rc: the failing call's return; 0 takes e->code; never CLI_OK). */
int cli_fail(int rc, const am_err *e, const char *prefix);
/* Prints the text a library writer appended to b (a *_to_json) and a newline on stdout, then
 * frees b: CLI_OK, or the error "out of memory" (status 1) if b->oom. */
int cli_put_text(am_buf *b);

typedef struct cli_command {
    const char *name;
    int (*run)(int argc, char **argv);  /* argv[0] is the command name */
    const char *summary;                /* N_() text, translated when shown */
} cli_command;

/* The command tables (the shell completion reads them: cli_complete.c); a row without a summary is
 * hidden from help and completion. */
extern const cli_command cli_top_commands[], cli_scythe_commands[], cli_expeditions_commands[], cli_automata_commands[];
/* `automa sim`'s table, from the game descriptors (am_game_kinds): a row for each game with a
 * simulator (its name and am_game_sim.summary), then `merge` and `help`; written into table. */
#define CLI_SIM_TABLE 16
const cli_command *cli_sim_commands(cli_command table[CLI_SIM_TABLE]);
/* `automa __complete CWORD WORD...`: the shell completion's candidates (cli_complete.c). */
int cli_complete_main(int argc, char **argv);

int cli_scythe_main(int argc, char **argv);
int cli_history_main(int argc, char **argv);
int cli_expeditions_main(int argc, char **argv);
/* `automa serve`: the local web page (cli_serve.c over src/web/serve.c) */
int cli_serve_main(int argc, char **argv);
/* `automa scythe map [--svg FILE]` (cli_scythe_map.c) */
int cli_scythe_map(int argc, char **argv);
int cli_automata_main(int argc, char **argv);
/* `automa automata sim` = `automa sim automata` (cli_automata.c) */
int cli_automata_sim(int argc, char **argv);

/* Prints "automa: <message>" on stderr (translated by the caller) and returns status. */
int cli_error(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Finds `name` in a NULL-terminated command table; prints the usage error itself on failure. */
const cli_command *cli_find(const cli_command *table, const char *group, const char *name);
/* The same, with more words (e.g. the Scythe actions) among the closest ones suggested. */
const cli_command *cli_find_also(const cli_command *table, const char *group, const char *name, const char *const *more,
                                 int nmore);
void cli_print_commands(FILE *out, const cli_command *table);
/* ---- options (cli_getopt.c): every command parses its options with getopt_long over one table,
 * e.g. {{"json", no_argument, NULL, OPT_JSON}, {"seed", required_argument, NULL, OPT_SEED},
 * {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}}: a `val` below 128 is also the short option
 * -val (only flags: no short option takes a value), long-only options use values >= 256.
 *
 *     cli_getopt g;
 *     cli_getopt_init(&g, "scythe turn", argc, argv, opts);
 *     for (int c; (c = cli_getopt_next(&g)) != -1;)
 *         switch (c) { case OPT_SEED: use g.arg; break; case 'h': usage; default: return CLI_EUSAGE; }
 *     operands: g.argv[1] .. g.argv[g.nargs], in their order
 *
 * "--opt VALUE", "--opt=VALUE", abbreviations, options before or after the operands, "--" ends the
 * options, and an operand may be a negative number ("-2"). cli_getopt_next returns the option's
 * val (its value in g.arg), -1 at the end (the operands then moved to argv[1..nargs]), or '?' after
 * printing one message ("automa: CMD: unknown option '--x' ..."): return CLI_EUSAGE then. */
#include <getopt.h>
typedef struct cli_getopt {
    const char *cmd;            /* "scythe turn": names the command in messages ("" at the top) */
    int argc;
    char **argv;                /* argv[0] is the command name */
    const struct option *opts;
    char shortopts[40];
    const char *arg;            /* the value of the option just returned (NULL if none) */
    int nargs;                  /* at the end: the operands are argv[1..nargs] */
    int stop_at_operand;        /* set after init: the first operand ends the options (the
                                 * operands are then it and everything after it) */
} cli_getopt;
void cli_getopt_init(cli_getopt *g, const char *cmd, int argc, char **argv, const struct option *opts);
int cli_getopt_next(cli_getopt *g);
/* After the options: more than `max` operands is a usage error (printed): CLI_EUSAGE, else CLI_OK. */
int cli_getopt_max_operands(const cli_getopt *g, int max);


/* Games through the store (cli_store.c, over src/store/): errors printed, CLI_* returned.
 * cli_store_load: a read-only look (no lock kept). cli_scythe_load keeps the game's folder locked
 * until cli_scythe_save (or store_close), so that a one-shot command's load-change-save is never
 * interleaved with another program's save. */
struct scy_game;
struct scy_sim_result;
struct store_game;
struct am_game_kind;
int cli_store_load(const char *path, const struct am_game_kind *kind, void *state);
int cli_store_load_held(struct store_game *sg, const char *path, const struct am_game_kind *kind, void *state);
int cli_store_save(struct store_game *sg, const void *state);
/* A new game at path (an existing file is replaced, as `new --out` always did). */
int cli_store_create(struct store_game *sg, const char *path, const struct am_game_kind *kind, const void *state);
int cli_scythe_load(const char *path, struct scy_game *g, struct store_game *sg);
int cli_scythe_save(struct store_game *sg, const struct scy_game *g);
/* Prints who plays next (after a turn or a combat that ended one). */
void cli_scythe_next(const struct scy_game *g, const char *path);
int cli_scythe_combat(int argc, char **argv);
/* move, deploy, set, encounter, factory, unlock, recruit, resources, trap, flag, done: argv[0] names
 * the action (cli/scythe_cmd.h). */
int cli_scythe_action(int argc, char **argv);
int cli_scythe_play(int argc, char **argv);
int cli_scythe_score(int argc, char **argv);
/* `automa scythe replay` (cli_scythe_replay.c). */
int cli_scythe_replay(int argc, char **argv);

/* ---- `automa sim` (cli_sim.c) --------------------------------------------------------------- */
int cli_sim_main(int argc, char **argv);
/* `automa expeditions sim` = `automa sim expeditions` (cli_expeditions.c) */
int cli_expeditions_sim(int argc, char **argv);

/* Plays games first..first+games-1 on `threads` threads: play(cfg, i, slot) fills game i's result
 * (rsize bytes); add(acc, i, slot) is then called in game order on the calling thread. */
typedef struct cli_sim_run {
    long first;              /* the index of the first game (--first-game): game i is game i of the run */
    long games;
    int threads;
    size_t rsize;
    int (*play)(const void *cfg, long index, void *out, am_err *err);
    const void *cfg;
    void (*add)(void *acc, long index, const void *result);
    void *acc;
    int progress;            /* a progress bar on stderr if it is a terminal */
    double seconds;          /* out: wall time */
    long failed;             /* out: the lowest failing game's index, -1 none */
} cli_sim_run;
int cli_sim_parallel(cli_sim_run *run, am_err *err);
int cli_sim_threads_default(void);

/* Options every simulator takes: --games --threads --seed --csv --json --check --quiet, and the
 * shard options --first-game K --acc FILE --mpi (sim_shard.h). */
typedef struct cli_sim_common {
    long games;
    int threads;
    uint64_t seed;
    int csv, json, check, quiet;
    long first;              /* --first-game */
    const char *acc;         /* --acc FILE */
} cli_sim_common;
void cli_sim_common_init(cli_sim_common *o);
/* Option keys of the option groups shared by several commands (>= 256: long only); a command's
 * own keys start at CLI_OPT_OWN. */
enum {
    CLI_OPT_GAMES = 256, CLI_OPT_THREADS, CLI_OPT_SEED, CLI_OPT_CSV, CLI_OPT_JSON, CLI_OPT_CHECK,
    CLI_OPT_HUMAN, CLI_OPT_AUTOMA, CLI_OPT_LEVEL, CLI_OPT_HUMAN_BOT, CLI_OPT_FIRST_GAME, CLI_OPT_ACC, CLI_OPT_MPI,
    CLI_OPT_OWN = 512
};
/* The entries of a command's option table for them ("-q" is --quiet). */
#define CLI_SIM_COMMON_OPTIONS \
    {"games", required_argument, NULL, CLI_OPT_GAMES}, {"threads", required_argument, NULL, CLI_OPT_THREADS}, \
    {"seed", required_argument, NULL, CLI_OPT_SEED}, {"csv", no_argument, NULL, CLI_OPT_CSV}, \
    {"json", no_argument, NULL, CLI_OPT_JSON}, {"check", no_argument, NULL, CLI_OPT_CHECK}, \
    {"quiet", no_argument, NULL, 'q'}, {"first-game", required_argument, NULL, CLI_OPT_FIRST_GAME}, \
    {"acc", required_argument, NULL, CLI_OPT_ACC}, {"mpi", no_argument, NULL, CLI_OPT_MPI}
/* Takes the option `key` (its value `arg`) if it is one of them: 1 taken, 0 not one, -1 a bad
 * value (message printed). */
int cli_sim_common_option(int key, const char *arg, cli_sim_common *o);

/* The Scythe simulation's setup options (shared by `sim scythe` and `scythe replay`). */
#define SCY_RANDOM_FACTION SCY_SIM_RANDOM_FACTION   /* automa/scythe_sim.h */
typedef struct cli_sim_scythe {
    int human, automa;       /* factions, SCY_RANDOM_FACTION: drawn per game from its seed */
    int level, bot;
    scy_options opt;
} cli_sim_scythe;
int cli_sim_scythe_init(cli_sim_scythe *s);
/* --human/--automa FACTION or random, --level, --human-bot (--bot); the game's options come from
 * the option table (cli_scythe_option_join) */
#define CLI_SIM_SCYTHE_OPTIONS \
    {"human", required_argument, NULL, CLI_OPT_HUMAN}, {"automa", required_argument, NULL, CLI_OPT_AUTOMA}, \
    {"level", required_argument, NULL, CLI_OPT_LEVEL}, {"human-bot", required_argument, NULL, CLI_OPT_HUMAN_BOT}, \
    {"bot", required_argument, NULL, CLI_OPT_HUMAN_BOT}
int cli_sim_scythe_option(int key, const char *arg, cli_sim_scythe *s);
int cli_sim_scythe_check(cli_sim_scythe *s);
void cli_sim_scythe_setup(const cli_sim_scythe *s, uint64_t seed, scy_setup *set);
void cli_sim_scythe_csv_row(long index, const struct scy_sim_result *r);

/* ---- the Scythe options on the command line (cli_scythe_opts.c), from the library's option
 * table (scy_option_table): `scythe new` and `sim scythe` append its entries to their getopt table,
 * hand every key to cli_scythe_option and print cli_scythe_options_usage in their --help. */
#define CLI_OPT_SCYTHE 900   /* the key of the table's row i is CLI_OPT_SCYTHE + i */
/* A command's getopt table: out = own[0..nown-1], then an entry per option of the table (its name
 * kept in names: "coin-mod" takes a value, a flag "skip-turns" or, when on by default,
 * "no-ifa-brackets" none), then the end: out has nown + SCY_NOPTIONS + 1 rows. */
typedef struct cli_scythe_optnames { char name[SCY_NOPTIONS][32]; } cli_scythe_optnames;
void cli_scythe_option_join(struct option *out, const struct option *own, size_t nown, cli_scythe_optnames *names);
/* Takes the option `key` (its value arg) into o if it is one of the table's: 1 taken, 0 not one,
 * -1 a bad value (message printed). */
int cli_scythe_option(int key, const char *arg, scy_options *o);
/* One line per option: "  --coin-mod N        N (-2 to 2) coins more or less ...", translated. */
void cli_scythe_options_usage(FILE *out);

/* src/cli/self.c: how to name this program in "type this next" messages (issue 14): "automa"
 * when that is on PATH, else the path it was started with. cli_fix_commands rewrites
 * "automa scythe " into that; cli_say prints a formatted message so rewritten. */
void cli_self_init(const char *argv0);
const char *cli_self(void);
void cli_fix_commands(const char *in, char *out, size_t cap);
void cli_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
