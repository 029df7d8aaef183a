/* `automa serve [--port N] [--dir GAMES] [--listen ADDR | --lan] [--offline DIR]`: the command line of the local web
 * page; the server itself is src/web/ (serve_run), which takes its options as a struct and needs
 * nothing of the command line. */
#include <getopt.h>
#include <stdio.h>
#include <unistd.h>

#include "cli/cli.h"
#include "web/serve.h"

static void usage(FILE *out)
{
    fprintf(out, _("usage: automa serve [--port N] [--dir GAMES] [--listen ADDR | --lan] [--offline DIR]\n"
                   "Serves the local web page: the board drawn, the Automa played in your browser.\n"
                   "  --port N       TCP port (default 8765; 0 picks a free one)\n"
                   "  --dir GAMES    folder of the game files (default: ./games, created if missing);\n"
                   "                 the same JSON files as the command line's\n"
                   "  --lan          listen on this machine's network addresses, so that a phone or tablet\n"
                   "                 on the same network can open the page: prints its address with a\n"
                   "                 secret token, and the same as a QR code to scan\n"
                   "  --listen ADDR  listen on this IPv4 address instead of 127.0.0.1 (beyond loopback,\n"
                   "                 the address printed carries the secret token, as with --lan)\n"
                   "  --offline DIR  also serve the offline page built by make web-dist (DIR, e.g.\n"
                   "                 build/web-dist) at /offline/: open it once, then it runs in the\n"
                   "                 browser without this server\n"));
}

int cli_serve_main(int argc, char **argv)
{
    long port = 8765;
    const char *dir = "games", *listen_addr = NULL, *offline = NULL;
    int lan = 0;
    enum { O_PORT = 256, O_DIR, O_LISTEN, O_LAN, O_OFFLINE };
    static const struct option opts[] = {
        {"port", required_argument, NULL, O_PORT}, {"dir", required_argument, NULL, O_DIR},
        {"listen", required_argument, NULL, O_LISTEN}, {"lan", no_argument, NULL, O_LAN},
        {"offline", required_argument, NULL, O_OFFLINE},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    cli_getopt go;
    cli_getopt_init(&go, "serve", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        switch (c) {
        case 'h':
            usage(stdout);
            return CLI_OK;
        case O_PORT:
            if (am_parse_int(go.arg, 0, 65535, &port)) return cli_error(CLI_EUSAGE, _("--port: 0 to 65535, not '%s'"), go.arg);
            break;
        case O_DIR: dir = go.arg; break;
        case O_LISTEN: listen_addr = go.arg; break;
        case O_LAN: lan = 1; break;
        case O_OFFLINE: offline = go.arg; break;
        default: return CLI_EUSAGE;
        }
    }
    if (cli_getopt_max_operands(&go, 0) != CLI_OK) return CLI_EUSAGE;
    if (offline) {   /* the folder of make web-dist: its page must be there */
        char index[4200];
        snprintf(index, sizeof index, "%s/index.html", offline);
        if (access(index, R_OK) != 0)
            return cli_error(CLI_EUSAGE, _("--offline: %s has no index.html (build the offline page with: make web-dist)"),
                             offline);
    }
    serve_options o = {port, dir, listen_addr, lan, offline};
    am_err e;
    am_err_clear(&e);
    int rc = serve_run(&o, &e);   /* until SIGINT or SIGTERM */
    return rc == AM_OK ? CLI_OK : cli_fail(rc, &e, NULL);
}
