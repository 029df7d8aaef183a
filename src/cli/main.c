/* automa: entry point.  `automa [--lang LANG] GAME COMMAND ...` */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"

int cli_error(int status, const char *fmt, ...)
{
    va_list ap;
    char buf[4096], fixed[4608];
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    cli_fix_commands(buf, fixed, sizeof fixed);  /* a command to type names this program as typed */
    fprintf(stderr, "automa: %s\n", fixed);
    return status;
}

const char *cli_opt_value(int argc, char **argv, int *i, const char *name)
{
    size_t n = strlen(name);
    if (argv[*i][n] == '=') return argv[*i] + n + 1;
    if (*i + 1 >= argc) {
        cli_error(CLI_EUSAGE, _("option %s needs a value"), name);
        return NULL;
    }
    return argv[++*i];
}

int cli_is_opt(const char *arg, const char *name)
{
    size_t n = strlen(name);
    return strncmp(arg, name, n) == 0 && (arg[n] == '\0' || arg[n] == '=');
}

const cli_command *cli_find(const cli_command *table, const char *group, const char *name)
{
    for (const cli_command *c = table; c->name; c++)
        if (strcmp(c->name, name) == 0) return c;
    cli_error(CLI_EUSAGE, _("unknown command '%s%s%s' (try 'automa %s%shelp')"), group, *group ? " " : "",
              name, group, *group ? " " : "");
    return NULL;
}

void cli_print_commands(FILE *out, const cli_command *table)
{
    for (const cli_command *c = table; c->name; c++)
        fprintf(out, "  %-12s %s\n", c->name, _(c->summary));
}

static int cmd_help(int argc, char **argv);

static const cli_command top[] = {
    {"scythe", cli_scythe_main, N_("Scythe Automa: board map, new game, Automa turns, companion")},
    {"expeditions", cli_expeditions_main, N_("Expeditions Automa: new game, Automa turns, companion")},
    {"sim", cli_sim_main, N_("simulate many games: Scythe, Expeditions, Automata (--games, --threads)")},
    {"history", cli_history_main, N_("your finished games and win rates")},
    {"serve", cli_serve_main, N_("the local web page: the board drawn, the Automa played in your browser")},
    {"automata", cli_automata_main, N_("Automata: play the dice game against bots, simulate bot games")},
    {"help", cmd_help, N_("this help")},
    {NULL, NULL, NULL},
};

static int cmd_help(int argc, char **argv)
{
    (void)argc; (void)argv;
    printf(_("usage: automa [--lang LANG] COMMAND [ARGS...]\n"
             "Runs the solo opponents (Automa) of board games. Commands:\n"));
    cli_print_commands(stdout, top);
    printf(_("Options:\n  --lang LANG  language of the messages (en, it); default from LANG\n"
             "Every command takes --help.\n"));
    return CLI_OK;
}

int main(int argc, char **argv)
{
    const char *lang = NULL;
    int i = 1;
    while (i < argc && strncmp(argv[i], "--lang", 6) == 0) {
        if (argv[i][6] == '=') { lang = argv[i] + 7; i++; }
        else if (argv[i][6] == '\0' && i + 1 < argc) { lang = argv[i + 1]; i += 2; }
        else break;
    }
    am_i18n_init(argv[0], lang);
    cli_self_init(argv[0]);
    if (i >= argc) {
        cmd_help(0, NULL);
        return CLI_EUSAGE;
    }
    if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) return cmd_help(0, NULL);
    const cli_command *c = cli_find(top, "", argv[i]);
    if (!c) return CLI_EUSAGE;
    return c->run(argc - i, argv + i);
}
