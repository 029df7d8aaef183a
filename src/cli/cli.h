/* The automa command line: one entry point per game/tool; no game logic lives here. */
#ifndef AUTOMA_CLI_H
#define AUTOMA_CLI_H

#include <stdio.h>

#include "automa/core.h"

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
/* `automa scythe map [--svg FILE]` (cli_scythe_map.c) */
int cli_scythe_map(int argc, char **argv);

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

#endif
