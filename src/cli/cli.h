/* The automa command line: one entry point per game/tool; no game logic lives here. */
#ifndef AUTOMA_CLI_H
#define AUTOMA_CLI_H

#include <stdio.h>

#include "automa/core.h"
#include "automa/scythe.h"

/* Exit statuses shared by every command. */
enum { CLI_OK = 0, CLI_EDATA = 1, CLI_EUSAGE = 2 };

typedef struct cli_command {
    const char *name;
    int (*run)(int argc, char **argv);  /* argv[0] is the command name */
    const char *summary;                /* N_() text, translated when shown */
} cli_command;

int cli_scythe_main(int argc, char **argv);
int cli_history_main(int argc, char **argv);
int cli_expeditions_main(int argc, char **argv);
/* `automa serve`: the local web page (serve.c) */
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
void cli_print_commands(FILE *out, const cli_command *table);
/* Options "--name VALUE" or "--name=VALUE": cli_is_opt tells whether argv[i] is --name;
 * cli_opt_value returns its value (advancing *i past a separate value), or NULL after printing
 * "option --name needs a value". */
int cli_is_opt(const char *arg, const char *name);
const char *cli_opt_value(int argc, char **argv, int *i, const char *name);

/* Scythe: shared helpers (cli_scythe.c) and the human-side commands (cli_scythe_human.c). */
struct scy_game;
struct scy_sim_result;
int cli_scythe_load(const char *path, struct scy_game *g);
/* Prints who plays next (after a turn or a combat that ended one). */
void cli_scythe_next(const struct scy_game *g, const char *path);
int cli_scythe_save(const char *path, const struct scy_game *g);
int cli_scythe_combat(int argc, char **argv);
/* move, deploy, set, encounter, factory, unlock, recruit, resources, trap, flag, done: argv[0] names
 * the action (cli/scythe_cmd.h). */
int cli_scythe_action(int argc, char **argv);
int cli_scythe_play(int argc, char **argv);
int cli_scythe_score(int argc, char **argv);
/* A faction whose home base is far from `human` (cli_scythe.c). */
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
/* 1: argv[*i] was one of them (consumed, *i advanced); 0: not one; -1: bad value (printed). */
int cli_sim_common_option(int argc, char **argv, int *i, cli_sim_common *o);

/* The Scythe simulation's setup options (shared by `sim scythe` and `scythe replay`). */
#define SCY_RANDOM_FACTION (-2)
typedef struct cli_sim_scythe {
    int human, automa;       /* factions, SCY_RANDOM_FACTION: drawn per game from its seed */
    int level, bot;
    scy_options opt;
} cli_sim_scythe;
int cli_sim_scythe_init(cli_sim_scythe *s);
int cli_sim_scythe_option(int argc, char **argv, int *i, cli_sim_scythe *s);
int cli_sim_scythe_check(cli_sim_scythe *s);
void cli_sim_scythe_setup(const cli_sim_scythe *s, uint64_t seed, scy_setup *set);
void cli_sim_scythe_csv_row(long index, const struct scy_sim_result *r);

/* src/cli/self.c: how to name this program in "type this next" messages (issue 14): "automa"
 * when that is on PATH, else the path it was started with. cli_fix_commands rewrites
 * "automa scythe " into that; cli_say prints a formatted message so rewritten. */
void cli_self_init(const char *argv0);
const char *cli_self(void);
void cli_fix_commands(const char *in, char *out, size_t cap);
void cli_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
