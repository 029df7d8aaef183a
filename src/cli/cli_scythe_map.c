/* `automa scythe map [--svg FILE]`: prints the board map, or writes it as SVG. */
#include <stdio.h>
#include <string.h>

#include "automa/scythe_render.h"
#include "cli/cli.h"

static void map_usage(void)
{
    printf(_("usage: automa scythe map [--svg FILE]\n"
             "Prints the Scythe board: every territory's name (A2..H4), terrain, encounters,\n"
             "tunnels, rivers and the home bases.\n"
             "  --svg FILE  write the map as an SVG picture to FILE instead\n"
             "  --help      this help\n"));
}

int cli_scythe_map(int argc, char **argv)
{
    const char *svg = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            map_usage();
            return CLI_OK;
        } else if (strcmp(a, "--svg") == 0) {
            if (i + 1 >= argc || argv[i + 1][0] == '\0')
                return cli_error(CLI_EUSAGE, _("scythe map: --svg needs a file name"));
            svg = argv[++i];
        } else if (strncmp(a, "--svg=", 6) == 0) {
            if (a[6] == '\0') return cli_error(CLI_EUSAGE, _("scythe map: --svg needs a file name"));
            svg = a + 6;
        } else if (a[0] == '-') {
            return cli_error(CLI_EUSAGE, _("scythe map: unknown option '%s' (try 'automa scythe map --help')"), a);
        } else {
            return cli_error(CLI_EUSAGE, _("scythe map: unexpected argument '%s' (try 'automa scythe map --help')"),
                             a);
        }
    }
    am_buf b = {0};
    if (svg) scy_render_map_svg(NULL, &b);
    else scy_render_map_text(NULL, &b);
    if (b.oom || !b.data) {
        am_buf_free(&b);
        return cli_error(CLI_EDATA, _("scythe map: out of memory"));
    }
    int rc = CLI_OK;
    if (svg) {
        am_err err;
        am_err_clear(&err);
        if (am_file_write_atomic(svg, b.data, b.len, &err) != AM_OK)
            rc = cli_error(CLI_EUSAGE, _("scythe map: %s"), err.msg);
        else
            printf(_("map written to %s\n"), svg);
    } else {
        fputs(b.data, stdout);
    }
    am_buf_free(&b);
    return rc;
}
