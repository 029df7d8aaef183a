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
    enum { O_SVG = CLI_OPT_OWN };
    static const struct option opts[] = {{"svg", required_argument, NULL, O_SVG}, {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    cli_getopt go;
    cli_getopt_init(&go, "scythe map", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        switch (c) {
        case 'h':
            map_usage();
            return CLI_OK;
        case O_SVG:
            if (go.arg[0] == '\0') return cli_error(CLI_EUSAGE, _("scythe map: --svg needs a file name"));
            svg = go.arg;
            break;
        default: return CLI_EUSAGE;
        }
    }
    if (cli_getopt_max_operands(&go, 0) != CLI_OK) return CLI_EUSAGE;
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
