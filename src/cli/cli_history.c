/* `automa history`: the finished games (the database is the store's, src/store/history.c). */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "store/history.h"

int cli_history_main(int argc, char **argv)
{
    const char *path_opt = NULL;
    enum { O_DB = 256 };
    static const struct option opts[] = {{"db", required_argument, NULL, O_DB}, {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    cli_getopt go;
    cli_getopt_init(&go, "history", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        switch (c) {
        case 'h':
            printf(_("usage: automa history [--db FILE]\n"
                     "Lists your finished games with win rates per level and per faction pair.\n"
                     "The database is $XDG_DATA_HOME/automa/history.db (or ~/.local/share/automa/history.db).\n"));
            return CLI_OK;
        case O_DB: path_opt = go.arg; break;
        default: return CLI_EUSAGE;
        }
    }
    if (cli_getopt_max_operands(&go, 0) != CLI_OK) return CLI_EUSAGE;
    char path[4096];
    if (path_opt) snprintf(path, sizeof path, "%s", path_opt);
    else if (hist_default_path(path, sizeof path, 0) != 0)
        return cli_error(CLI_EDATA, _("history: no data folder (set HOME or XDG_DATA_HOME)"));
    am_err e;
    if (hist_list(path, stdout, &e) != AM_OK) return cli_error(CLI_EDATA, "%s", e.msg);
    return CLI_OK;
}
