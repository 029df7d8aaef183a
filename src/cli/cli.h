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
int cli_automata_main(int argc, char **argv);

/* Prints "automa: <message>" on stderr (translated by the caller) and returns status. */
int cli_error(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Finds `name` in a NULL-terminated command table; prints the usage error itself on failure. */
const cli_command *cli_find(const cli_command *table, const char *group, const char *name);
void cli_print_commands(FILE *out, const cli_command *table);

#endif
