/* The Scythe options on the command line, from the library's option table (scy_option_table):
 * their getopt entries, their parsing through scy_options_set and their lines of --help, so that
 * `scythe new` and `sim scythe` take every option the game file takes (issue 22). */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"

/* "coin_mod" -> "coin-mod"; a flag on by default -> "no-ifa-brackets" */
static void cli_name(const scy_option_info *opt, char *buf, size_t cap)
{
    scy_options d;
    scy_options_default(&d);
    int neg = opt->kind == SCY_OPT_FLAG && scy_option_get(&d, opt);
    snprintf(buf, cap, "%s%s", neg ? "no-" : "", opt->name);
    for (char *c = buf; *c; c++)
        if (*c == '_') *c = '-';
}

void cli_scythe_option_join(struct option *out, const struct option *own, size_t nown, cli_scythe_optnames *names)
{
    memcpy(out, own, nown * sizeof *own);
    out += nown;
    out[SCY_NOPTIONS] = (struct option){NULL, 0, NULL, 0};
    for (int i = 0; i < SCY_NOPTIONS; i++) {
        const scy_option_info *opt = &scy_option_table[i];
        cli_name(opt, names->name[i], sizeof names->name[i]);
        out[i] = (struct option){names->name[i], opt->kind == SCY_OPT_FLAG ? no_argument : required_argument, NULL,
                                 CLI_OPT_SCYTHE + i};
    }
}

int cli_scythe_option(int key, const char *arg, scy_options *o)
{
    if (key < CLI_OPT_SCYTHE || key >= CLI_OPT_SCYTHE + SCY_NOPTIONS) return 0;
    char name[40];
    name[0] = name[1] = '-';
    cli_name(&scy_option_table[key - CLI_OPT_SCYTHE], name + 2, sizeof name - 2);
    am_err e;
    if (scy_options_set(o, name, arg, &e) != AM_OK) return cli_error(CLI_EUSAGE, "%s", e.msg), -1;
    return 1;
}

void cli_scythe_options_usage(FILE *out)
{
    for (int i = 0; i < SCY_NOPTIONS; i++) {
        const scy_option_info *opt = &scy_option_table[i];
        char name[40], col[80];
        cli_name(opt, name, sizeof name);
        if (opt->kind == SCY_OPT_INT) snprintf(col, sizeof col, "--%s N", name);
        else if (opt->kind == SCY_OPT_ENUM) {
            snprintf(col, sizeof col, "--%s ", name);
            for (int k = 0; opt->values[k]; k++)
                snprintf(col + strlen(col), sizeof col - strlen(col), "%s%s", k ? "|" : "", opt->values[k]);
        } else snprintf(col, sizeof col, "--%s", name);
        /* the help after the name column, wrapped at 100 columns under itself */
        const char *h = _(opt->help);
        int width = (int)strlen(col) < 18 ? 18 : (int)strlen(col);
        fprintf(out, "  %-*s  ", width, col);
        int at = 4 + width, start = at;
        while (*h) {
            h += strspn(h, " ");
            size_t w = strcspn(h, " ");
            if (!w) break;
            if (at > start && at + 1 + (int)w > 100) {
                fprintf(out, "\n  %-*s  ", width, "");
                at = start;
            }
            fprintf(out, "%s%.*s", at > start ? " " : "", (int)w, h);
            at += (int)w + (at > start);
            h += w;
        }
        fputc('\n', out);
    }
}
