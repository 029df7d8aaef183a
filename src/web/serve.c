/* `automa serve [--port N] [--dir GAMES] [--listen ADDR]`: the local web page.
 *
 * A libmicrohttpd daemon with a small pool of threads serves the embedded static page (web/) and
 * the JSON API (serve_api.c). It listens on 127.0.0.1 unless --listen names another address, and
 * then also accepts requests only for the Host it was started on (no DNS rebinding from a web
 * page elsewhere). Request bodies are limited to SERVE_MAX_BODY bytes; a POST must say it is
 * JSON (a plain HTML form on another site cannot send one). The server runs until SIGINT or
 * SIGTERM; all its state is one serve_ctx on main's stack. */
#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "web/serve.h"

/* Per-connection request state: the body as it arrives. */
typedef struct req_state {
    char *body;
    size_t len;
    int too_large;
} req_state;

typedef struct serve_server {
    serve_ctx ctx;
    char host_ok[2][96];         /* Host headers accepted: "127.0.0.1:PORT", "localhost:PORT" */
    int any_host;                /* --listen: accept any Host */
} serve_server;

static enum MHD_Result send_bytes(struct MHD_Connection *c, unsigned status, const char *type, const void *data,
                                  size_t len, int copy, int cache)
{
    struct MHD_Response *resp =
        MHD_create_response_from_buffer(len, (void *)(uintptr_t)data, copy ? MHD_RESPMEM_MUST_COPY : MHD_RESPMEM_PERSISTENT);
    if (!resp) return MHD_NO;
    MHD_add_response_header(resp, "Content-Type", type);
    MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(resp, "Cache-Control", cache ? "max-age=60" : "no-store");
    MHD_add_response_header(resp, "Content-Security-Policy",
                            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
                            "connect-src 'self'; frame-ancestors 'none'");
    enum MHD_Result ret = MHD_queue_response(c, status, resp);
    MHD_destroy_response(resp);
    return ret;
}

static enum MHD_Result send_json(struct MHD_Connection *c, serve_resp *r)
{
    if (!r->body) r->body = json_object();
    char *text = json_dumps(r->body, JSON_COMPACT | JSON_ENSURE_ASCII);
    json_decref(r->body);
    r->body = NULL;
    if (!text) return MHD_NO;
    size_t n = strlen(text);
    enum MHD_Result ret = send_bytes(c, r->status, "application/json", text, n, 1, 0);
    free(text);
    return ret;
}

static enum MHD_Result send_error(struct MHD_Connection *c, unsigned status, const char *code, const char *msg)
{
    serve_resp r = {0, NULL};
    serve_error(&r, status, code, "%s", msg);
    return send_json(c, &r);
}

static const serve_asset *find_asset(const char *url)
{
    if (strcmp(url, "/") == 0) url = "/index.html";
    for (const serve_asset *a = serve_assets; a->path; a++)
        if (strcmp(a->path, url) == 0) return a;
    return NULL;
}

static int host_allowed(const serve_server *s, struct MHD_Connection *c)
{
    if (s->any_host) return 1;
    const char *h = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Host");
    if (!h) return 0;
    return strcasecmp(h, s->host_ok[0]) == 0 || strcasecmp(h, s->host_ok[1]) == 0;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                  const char *version, const char *upload, size_t *upload_size, void **con_cls)
{
    serve_server *s = cls;
    (void)version;
    req_state *rq = *con_cls;
    if (!rq) {
        rq = calloc(1, sizeof *rq);
        if (!rq) return MHD_NO;
        *con_cls = rq;
        return MHD_YES;     /* headers only so far; the body (if any) comes next */
    }
    if (*upload_size) {
        if (!rq->too_large && rq->len + *upload_size <= SERVE_MAX_BODY) {
            char *nb = realloc(rq->body, rq->len + *upload_size + 1);
            if (!nb) return MHD_NO;
            rq->body = nb;
            memcpy(rq->body + rq->len, upload, *upload_size);
            rq->len += *upload_size;
            rq->body[rq->len] = '\0';
        } else {
            rq->too_large = 1;   /* keep reading (and dropping) so that the error can be sent */
            free(rq->body);
            rq->body = NULL;
            rq->len = 0;
        }
        *upload_size = 0;
        return MHD_YES;
    }
    if (!host_allowed(s, c)) return send_error(c, MHD_HTTP_FORBIDDEN, "bad-host", "this server answers only on its own address");
    if (rq->too_large)
        return send_error(c, MHD_HTTP_CONTENT_TOO_LARGE, "too-large", "the request body is larger than 64 KiB");
    if (strncmp(url, "/api/", 5) == 0 || strcmp(url, "/api") == 0) {
        if (strcmp(method, "POST") == 0) {
            const char *ct = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Content-Type");
            if (!ct || strncasecmp(ct, "application/json", 16) != 0)
                return send_error(c, MHD_HTTP_UNSUPPORTED_MEDIA_TYPE, "bad-content-type",
                                  "send the request body as JSON (Content-Type: application/json)");
        }
        serve_resp r = {200, NULL};
        char saved_lang[64];   /* issue 19: the library's texts in the page's language */
        int lang = serve_lang_push(MHD_lookup_connection_value(c, MHD_HEADER_KIND, "X-Automa-Lang"), saved_lang,
                                   sizeof saved_lang);
        serve_api(&s->ctx, method, url + 4, rq->body, rq->len, &r);
        serve_lang_pop(lang, saved_lang);
        return send_json(c, &r);
    }
    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
        return send_error(c, MHD_HTTP_METHOD_NOT_ALLOWED, "bad-method", "only GET for the page's files");
    const serve_asset *a = find_asset(url);
    if (!a) return send_error(c, MHD_HTTP_NOT_FOUND, "not-found", "no such page");
    return send_bytes(c, MHD_HTTP_OK, a->type, a->data, a->len, 0, 1);
}

static void on_completed(void *cls, struct MHD_Connection *c, void **con_cls, enum MHD_RequestTerminationCode toe)
{
    (void)cls; (void)c; (void)toe;
    req_state *rq = *con_cls;
    if (rq) {
        free(rq->body);
        free(rq);
        *con_cls = NULL;
    }
}

static void usage(FILE *out)
{
    fprintf(out, _("usage: automa serve [--port N] [--dir GAMES] [--listen ADDR]\n"
                   "Serves the local web page: the board drawn, the Automa played in your browser.\n"
                   "  --port N       TCP port (default 8765; 0 picks a free one)\n"
                   "  --dir GAMES    folder of the game files (default: ./games, created if missing);\n"
                   "                 the same JSON files as the command line's\n"
                   "  --listen ADDR  listen on this IPv4 address instead of 127.0.0.1 (other machines\n"
                   "                 can then play your games: only on a network you trust)\n"));
}

int cli_serve_main(int argc, char **argv)
{
    long port = 8765;
    const char *dir = "games", *listen_addr = NULL;
    enum { O_PORT = 256, O_DIR, O_LISTEN };
    static const struct option opts[] = {
        {"port", required_argument, NULL, O_PORT}, {"dir", required_argument, NULL, O_DIR},
        {"listen", required_argument, NULL, O_LISTEN}, {"help", no_argument, NULL, 'h'},
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
        default: return CLI_EUSAGE;
        }
    }
    if (cli_getopt_max_operands(&go, 0) != CLI_OK) return CLI_EUSAGE;
    struct sockaddr_in sa;
    memset(&sa, 0, sizeof sa);
    sa.sin_family = AF_INET;
    sa.sin_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, listen_addr ? listen_addr : "127.0.0.1", &sa.sin_addr) != 1)
        return cli_error(CLI_EUSAGE, _("--listen: '%s' is not an IPv4 address"), listen_addr);
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) return cli_error(CLI_EDATA, _("serve: cannot create %s: %s"), dir, strerror(errno));

    serve_server *s = calloc(1, sizeof *s);
    if (!s) return cli_error(CLI_EDATA, _("serve: out of memory"));
    am_err e;
    if (serve_ctx_init(&s->ctx, dir, &e) != AM_OK) {
        free(s);
        return cli_error(CLI_EDATA, "%s", e.msg);
    }
    s->any_host = listen_addr != NULL;

    /* SIGINT/SIGTERM are taken by sigwait below; the daemon's threads inherit the mask. */
    sigset_t sigs;
    sigemptyset(&sigs);
    sigaddset(&sigs, SIGINT);
    sigaddset(&sigs, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &sigs, NULL);
    signal(SIGPIPE, SIG_IGN);

    struct MHD_Daemon *d = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, (uint16_t)port, NULL, NULL, on_request, s,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&sa, MHD_OPTION_THREAD_POOL_SIZE, (unsigned)4,
        MHD_OPTION_CONNECTION_LIMIT, (unsigned)256, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)30,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(128 * 1024), MHD_OPTION_NOTIFY_COMPLETED, on_completed, s,
        MHD_OPTION_END);
    if (!d) {
        serve_ctx_free(&s->ctx);
        free(s);
        return cli_error(CLI_EDATA, _("serve: cannot listen on %s port %ld (in use?)"), listen_addr ? listen_addr : "127.0.0.1",
                         port);
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    unsigned real_port = info ? info->port : (unsigned)port;
    snprintf(s->host_ok[0], sizeof s->host_ok[0], "127.0.0.1:%u", real_port);
    snprintf(s->host_ok[1], sizeof s->host_ok[1], "localhost:%u", real_port);
    char *abs = realpath(dir, NULL);
    printf(_("automa: the web page is at http://%s:%u/ (games in %s; Ctrl-C stops)\n"),
           listen_addr ? listen_addr : "127.0.0.1", real_port, abs ? abs : dir);
    free(abs);
    fflush(stdout);

    int sig = 0;
    sigwait(&sigs, &sig);
    MHD_stop_daemon(d);
    serve_ctx_free(&s->ctx);
    free(s);
    printf(_("automa: server stopped.\n"));
    return CLI_OK;
}
