/* `automa scythe ...` */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"

static int cmd_help(int argc, char **argv);

static const cli_command cmds[] = {
    {"map", cli_scythe_map, N_("print the board map (--svg FILE writes an SVG)")},
    {"help", cmd_help, N_("this help")},
    {NULL, NULL, NULL},
};

static int cmd_help(int argc, char **argv)
{
    (void)argc; (void)argv;
    printf(_("usage: automa scythe COMMAND [ARGS...]\n"));
    cli_print_commands(stdout, cmds);
    return CLI_OK;
}

int cli_scythe_main(int argc, char **argv)
{
    if (argc < 2) { cmd_help(0, NULL); return CLI_EUSAGE; }
    const cli_command *c = cli_find(cmds, "scythe", argv[1]);
    return c ? c->run(argc - 1, argv + 1) : CLI_EUSAGE;
}
