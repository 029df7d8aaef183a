/* `automa history`: the finished games (the database is the store's, src/store/history.c). */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "store/history.h"

int cli_history_main(int argc, char **argv)
{
    const char *path_opt = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf(_("usage: automa history [--db FILE]\n"
                     "Lists your finished games with win rates per level and per faction pair.\n"
                     "The database is $XDG_DATA_HOME/automa/history.db (or ~/.local/share/automa/history.db).\n"));
            return CLI_OK;
        } else if (strcmp(argv[i], "--db") == 0 && i + 1 < argc) {
            path_opt = argv[++i];
        } else {
            return cli_error(CLI_EUSAGE, _("history: unknown argument '%s'"), argv[i]);
        }
    }
    char path[4096];
    if (path_opt) snprintf(path, sizeof path, "%s", path_opt);
    else if (hist_default_path(path, sizeof path, 0) != 0)
        return cli_error(CLI_EDATA, _("history: no data folder (set HOME or XDG_DATA_HOME)"));
    am_err e;
    if (hist_list(path, stdout, &e) != AM_OK) return cli_error(CLI_EDATA, "%s", e.msg);
    return CLI_OK;
}
