/* automa: entry point.  `automa [--lang LANG] [--version] [--help] COMMAND ...` */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "automa/words.h"
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

/* The one map from a library error code to the exit status (man/automa.1, EXIT STATUS): the
 * caller's words that make no sense are a usage error (2); bad data, a refused action (not legal
 * now) and a failed system call are 1. Any other value (a store's own code) is 1 too. */
int cli_exit_status(int am_code)
{
    switch (am_code) {
    case AM_OK: return CLI_OK;
    case AM_EUSAGE: return CLI_EUSAGE;
    case AM_EDATA: /* FALLTHROUGH */
    case AM_ESTATE: /* FALLTHROUGH */
    case AM_EIO: /* FALLTHROUGH */
    default: return CLI_EDATA;
    }
}

int cli_fail(int rc, const am_err *e, const char *prefix)
{
    int status = cli_exit_status(rc ? rc : e->code);
    if (status == CLI_OK) status = CLI_EDATA;   /* a failure is never a success */
    if (prefix && *prefix) return cli_error(status, "%s: %s", prefix, e->msg);
    return cli_error(status, "%s", e->msg);
}

int cli_put_text(am_buf *b)
{
    int oom = b->oom || !b->data;
    if (!oom) puts(b->data);
    am_buf_free(b);
    return oom ? cli_error(cli_exit_status(AM_EIO), _("out of memory")) : CLI_OK;
}

const cli_command *cli_find(const cli_command *table, const char *group, const char *name)
{
    return cli_find_also(table, group, name, NULL, 0);
}

const cli_command *cli_find_also(const cli_command *table, const char *group, const char *name, const char *const *more,
                                 int nmore)
{
    for (const cli_command *c = table; c->name; c++)
        if (strcmp(c->name, name) == 0) return c;
    /* the bad word named, with the closest command when one is close (issue 28 item 9) */
    const char *words[64];
    int n = 0;
    for (const cli_command *c = table; c->name && n < 32; c++)
        if (c->summary) words[n++] = c->name;
    for (int i = 0; i < nmore && n < 64; i++) words[n++] = more[i];
    am_buf close = {0};
    am_word_suggest(words, n, name, &close);
    cli_error(CLI_EUSAGE, _("unknown command '%s%s%s'%s (try 'automa %s%shelp')"), group, *group ? " " : "", name,
              close.data ? close.data : "", group, *group ? " " : "");
    am_buf_free(&close);
    return NULL;
}

void cli_print_commands(FILE *out, const cli_command *table)
{
    for (const cli_command *c = table; c->name; c++)
        if (c->summary) fprintf(out, "  %-12s %s\n", c->name, _(c->summary));
}

static int cmd_help(int argc, char **argv);
static void print_help(void);

const cli_command cli_top_commands[] = {
    {"scythe", cli_scythe_main, N_("Scythe Automa: board map, new game, Automa turns, companion")},
    {"expeditions", cli_expeditions_main, N_("Expeditions Automa: new game, Automa turns, companion")},
    {"sim", cli_sim_main, N_("simulate many games: Scythe, Expeditions, Automata (--games, --threads)")},
    {"history", cli_history_main, N_("your finished games and win rates")},
    {"serve", cli_serve_main, N_("the local web page: the board drawn, the Automa played in your browser")},
    {"automata", cli_automata_main, N_("Automata: play the dice game against bots, simulate bot games")},
    {"help", cmd_help, N_("this help")},
    {"__complete", cli_complete_main, NULL},   /* hidden: the shell completion asks it */
    {NULL, NULL, NULL},
};

static void print_version(void)
{
    printf("automa %s\n", am_version());
}

static void print_help(void)
{
    printf(_("usage: automa [--lang LANG] COMMAND [ARGS...]\n"
             "Runs the solo opponents (Automa) of board games. Commands:\n"));
    cli_print_commands(stdout, cli_top_commands);
    printf(_("Options:\n  --lang LANG  language of the messages (en, it); default from LANG\n"
             "  -V, --version  print the version and exit\n"
             "Every command takes --help; 'automa help COMMAND' is 'automa COMMAND --help'.\n"
             "The manual: man automa.\n"));
}

/* `automa help [COMMAND [SUBCOMMAND]]` = `automa COMMAND [SUBCOMMAND] --help` */
static int cmd_help(int argc, char **argv)
{
    if (argc < 2) {
        print_help();
        return CLI_OK;
    }
    if (argc > 3) return cli_error(CLI_EUSAGE, _("help: at most a command and a subcommand (e.g. 'automa help scythe turn')"));
    if (strcmp(argv[1], "help") == 0) {
        print_help();
        return CLI_OK;
    }
    const cli_command *c = cli_find(cli_top_commands, "", argv[1]);
    if (!c) return CLI_EUSAGE;
    char help[] = "--help";
    char *args[4] = {argv[1], argc > 2 ? argv[2] : help, argc > 2 ? help : NULL, NULL};
    return c->run(argc, args);
}

/* The languages of the messages: English and those with a catalogue (po/). "it", "it_IT" and
 * "it_IT.UTF-8" all name Italian. */
static int lang_known(const char *lang)
{
    static const char *const langs[] = {"en", "it"};
    size_t n = strcspn(lang, "_.@");
    for (size_t i = 0; i < sizeof langs / sizeof *langs; i++)
        if (n == strlen(langs[i]) && strncmp(lang, langs[i], n) == 0) return 1;
    return 0;
}

enum { OPT_LANG = 256 };
static const struct option top_opts[] = {
    {"lang", required_argument, NULL, OPT_LANG},
    {"version", no_argument, NULL, 'V'},
    {"help", no_argument, NULL, 'h'},
    {NULL, 0, NULL, 0},
};

int main(int argc, char **argv)
{
    /* messages of the option parse already in the environment's language; --lang then switches */
    am_i18n_init(argv[0], NULL);
    cli_self_init(argv[0]);
    cli_getopt g;
    cli_getopt_init(&g, "", argc, argv, top_opts);
    g.stop_at_operand = 1;     /* the options before the command are automa's; the rest its own */
    int help = 0, version = 0;
    for (int c; (c = cli_getopt_next(&g)) != -1;) {
        switch (c) {
        case OPT_LANG:
            if (!lang_known(g.arg)) return cli_error(CLI_EUSAGE, _("--lang: no messages in '%s' (en, it)"), g.arg);
            am_i18n_init(argv[0], g.arg);
            break;
        case 'V': version = 1; break;
        case 'h': help = 1; break;
        default: return CLI_EUSAGE;
        }
    }
    if (version) {
        print_version();
        return CLI_OK;
    }
    if (help) {
        print_help();
        return CLI_OK;
    }
    if (g.nargs < 1) {
        print_help();
        return CLI_EUSAGE;
    }
    const cli_command *c = cli_find(cli_top_commands, "", g.argv[1]);
    if (!c) return CLI_EUSAGE;
    /* a file over the size limit (ulimit -f) makes the write fail with EFBIG, reported like any
     * other failed save, instead of killing the program */
    signal(SIGXFSZ, SIG_IGN);
    int rc = c->run(g.nargs, g.argv + 1);
    /* what the command printed must have reached its output (a full disk, /dev/full, a closed
     * pipe): otherwise the command did not do what it says */
    errno = 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, _("automa: cannot write the output: %s\n"), errno ? strerror(errno) : _("write error"));
        if (rc == CLI_OK) rc = CLI_EDATA;
    }
    return rc;
}
