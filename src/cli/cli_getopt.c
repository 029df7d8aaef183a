/* Option parsing for every command: glibc's getopt_long over one option table per command.
 *
 * GNU conventions: "--opt VALUE" and "--opt=VALUE", unambiguous abbreviations ("--verb"),
 * options and operands in any order, "--" ends the options. Two additions: an operand that is a
 * negative number ("set FILE coins -2") is an operand, not an option; and every error is one
 * translated line "automa: CMD: ..." and the status CLI_EUSAGE (2). */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"

/* Marks a negative-number operand for the scan (getopt would read "-2" as option -2); the mark
 * replaces its '-' while getopt runs and is undone when the operand is collected. */
#define NEG_MARK '\x1f'

static int is_negative_number(const char *a)
{
    return a[0] == '-' && ((a[1] >= '0' && a[1] <= '9') || (a[1] == '.' && a[2] >= '0' && a[2] <= '9'));
}

/* The option "--name" or "--name=value" of arg (after "--") in the table, with getopt's rules:
 * an exact name, else the one option the name abbreviates. NULL if none or several (*ambiguous). */
static const struct option *find_long(const struct option *opts, const char *name, int *ambiguous)
{
    size_t n = strcspn(name, "=");
    const struct option *found = NULL;
    int count = 0;
    *ambiguous = 0;
    for (const struct option *o = opts; o->name; o++) {
        if (strncmp(o->name, name, n) != 0) continue;
        if (strlen(o->name) == n) return o;
        /* getopt_long treats abbreviations of options with the same meaning as one */
        if (!found || found->has_arg != o->has_arg || found->val != o->val || found->flag != o->flag) count++;
        if (!found) found = o;
    }
    if (count > 1) { *ambiguous = 1; return NULL; }
    return found;
}

void cli_getopt_init(cli_getopt *g, const char *cmd, int argc, char **argv, const struct option *opts)
{
    memset(g, 0, sizeof *g);
    g->cmd = cmd;
    g->argc = argc;
    g->argv = argv;
    g->opts = opts;
    /* "-": operands are returned in order (code 1), so they are collected here in their order;
     * ":": a missing value is reported as ':' and every message is printed here, translated. */
    size_t k = 0;
    g->shortopts[k++] = '-';
    g->shortopts[k++] = ':';
    for (const struct option *o = opts; o->name; o++) {
        if (o->flag || o->val <= 0 || o->val >= 128 || k + 3 >= sizeof g->shortopts) continue;
        g->shortopts[k++] = (char)o->val;
        if (o->has_arg == required_argument) g->shortopts[k++] = ':';
    }
    g->shortopts[k] = '\0';
    /* negative numbers that are operands, i.e. not the separate value of an option */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) break;
        if (a[0] == '-' && a[1] == '-' && !strchr(a, '=')) {
            int amb;
            const struct option *o = find_long(opts, a + 2, &amb);
            if (o && o->has_arg == required_argument) i++;
        } else if (is_negative_number(a)) {
            argv[i][0] = NEG_MARK;
        }
    }
    g->nargs = 0;
    optind = 0;   /* a fresh scan (glibc: also re-reads the ordering of shortopts) */
    opterr = 0;
}

static void unmark(cli_getopt *g)
{
    for (int i = 1; i < g->argc; i++)
        if (g->argv[i][0] == NEG_MARK) g->argv[i][0] = '-';
}

static int usage_error(cli_getopt *g)
{
    /* "scythe turn: " before the message and 'automa scythe turn --help' after it; at the top
     * level (cmd "") neither */
    char pre[80], try_cmd[96];
    snprintf(pre, sizeof pre, "%s%s", g->cmd, *g->cmd ? ": " : "");
    snprintf(try_cmd, sizeof try_cmd, "automa%s%s --help", *g->cmd ? " " : "", g->cmd);
    /* the argument getopt stopped at */
    const char *a = optind > 0 && optind - 1 < g->argc ? g->argv[optind - 1] : "";
    if (a[0] == '-' && a[1] == '-') {
        int amb;
        int n = (int)strcspn(a, "=");
        const struct option *o = find_long(g->opts, a + 2, &amb);
        if (amb)
            cli_error(CLI_EUSAGE, _("%soption '%.*s' is ambiguous (try '%s')"), pre, n, a, try_cmd);
        else if (!o)
            cli_error(CLI_EUSAGE, _("%sunknown option '%.*s' (try '%s')"), pre, n, a, try_cmd);
        else if (o->has_arg == no_argument && a[n] == '=')
            cli_error(CLI_EUSAGE, _("%soption '--%s' takes no value"), pre, o->name);
        else
            cli_error(CLI_EUSAGE, _("%soption '--%s' needs a value"), pre, o->name);
    } else if (optopt && strchr(g->shortopts + 2, optopt)) {
        cli_error(CLI_EUSAGE, _("%soption '-%c' needs a value"), pre, optopt);
    } else {
        cli_error(CLI_EUSAGE, _("%sunknown option '-%c' (try '%s')"), pre, optopt > 32 && optopt < 127 ? optopt : '?',
                  try_cmd);
    }
    unmark(g);
    return '?';
}

int cli_getopt_next(cli_getopt *g)
{
    for (;;) {
        int c = getopt_long(g->argc, g->argv, g->shortopts, g->opts, NULL);
        if (c == 1) {
            /* an operand: moved down to argv[1 + nargs] (a slot getopt has already passed) */
            char *a = g->argv[optind - 1];
            if (a[0] == NEG_MARK) a[0] = '-';
            if (g->stop_at_operand) {
                int first = optind - 1;
                for (int i = first; i < g->argc; i++) g->argv[1 + g->nargs++] = g->argv[i];
                unmark(g);
                return -1;
            }
            g->argv[1 + g->nargs++] = a;
            continue;
        }
        if (c == -1) {
            /* the operands after "--" */
            for (int i = optind; i < g->argc; i++) {
                char *a = g->argv[i];
                g->argv[1 + g->nargs++] = a;
            }
            unmark(g);
            if (1 + g->nargs < g->argc) g->argv[1 + g->nargs] = NULL;
            return -1;
        }
        if (c == '?' || c == ':') return usage_error(g);
        g->arg = optarg;   /* NULL for a flag */
        return c;
    }
}

int cli_getopt_max_operands(const cli_getopt *g, int max)
{
    if (g->nargs <= max) return CLI_OK;
    return cli_error(CLI_EUSAGE, _("%s: unexpected argument '%s' (try 'automa %s --help')"), g->cmd, g->argv[1 + max],
                     g->cmd);
}
