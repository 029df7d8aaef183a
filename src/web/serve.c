/* `automa serve [--port N] [--dir GAMES] [--listen ADDR | --lan]`: the local web page.
 *
 * A libmicrohttpd daemon with a small pool of threads serves the embedded static page (web/) and
 * the JSON API (serve_api.c). It listens on 127.0.0.1 unless --listen names another address or
 * --lan asks for every address of the machine (so that a phone on the same network can open it).
 * In every mode (docs/web.md, docs/hardening.md):
 * - the Host header must name this server: a loopback name or the listen address, with the port
 *   (a page elsewhere reaching us by DNS rebinding sends its own name);
 * - a request other than GET/HEAD with an Origin header must come from one of those origins;
 * - beyond loopback (--lan, or --listen with another address) every request needs the secret
 *   token made at start: printed in the address (?token=...), then kept in a SameSite=Strict,
 *   HttpOnly cookie; --lan also prints the address as a QR code (libqrencode).
 * Request bodies are limited to SERVE_MAX_BODY bytes; a POST must say it is JSON (a plain HTML
 * form on another site cannot send one). The server runs until SIGINT or SIGTERM; all its state
 * is one serve_ctx on main's stack. */
#include <ctype.h>
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <qrencode.h>
#include <sys/random.h>
#include <sys/resource.h>
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
#include <unistd.h>

#include "web/serve.h"

/* Per-connection request state: the body as it arrives. */
typedef struct req_state {
    char *body;
    size_t len;
    int too_large;
} req_state;

#define SERVE_PER_IP 64          /* connections from one address at once (not 127.0.0.1) */
#define SERVE_IDLE_SECONDS 15    /* an idle connection is closed after this */
#define SERVE_PEERS 1024         /* addresses counted at once (open addressing) */

/* The connections of each client address, for the per-address limit. 127.0.0.1 has none: every
 * program of this machine, the person's own browser among them, connects from it, so a limit there
 * let one local client with 64 half-sent requests lock the page out (issue 28 item 14); the
 * connection limit and the idle timeout still bound it. */
typedef struct peer_count {
    uint32_t addr;                   /* IPv4, network order; 0: a free slot */
    unsigned n;                      /* connections open */
    unsigned accepting;              /* accepted by on_accept, not yet started (parallel accepts) */
    int used;                        /* held an address once (a search goes on past it) */
} peer_count;

typedef struct serve_server {
    serve_ctx ctx;
    const char *offline;             /* the offline page's folder, or NULL */
    serve_policy pol;                /* who may ask (serve_util.c) */
    pthread_mutex_t peers_lock;
    peer_count peers[SERVE_PEERS];
} serve_server;

static int peer_limited(uint32_t addr)
{
    return addr != htonl(INADDR_LOOPBACK);
}

/* The slot of addr (a new one if add), NULL if none / the table is full (peers_lock held). */
static peer_count *peer_slot(serve_server *s, uint32_t addr, int add)
{
    unsigned h = (ntohl(addr) * 2654435761u) % SERVE_PEERS;
    peer_count *fresh = NULL;
    for (unsigned k = 0; k < SERVE_PEERS; k++) {
        peer_count *p = &s->peers[(h + k) % SERVE_PEERS];
        if (p->addr == addr) return p;
        if (!p->addr && !fresh) fresh = p;
        if (!p->used) break;   /* never used: addr is not further on */
    }
    if (!add || !fresh) return NULL;
    fresh->addr = addr;
    fresh->n = 0;
    fresh->used = 1;
    return fresh;
}

static uint32_t ipv4_of(const struct sockaddr *sa, socklen_t len)
{
    if (!sa || sa->sa_family != AF_INET || len < (socklen_t)sizeof(struct sockaddr_in)) return 0;
    return ((const struct sockaddr_in *)(const void *)sa)->sin_addr.s_addr;
}

/* MHD's accept policy: an address with SERVE_PER_IP connections open gets no more. */
static enum MHD_Result on_accept(void *cls, const struct sockaddr *sa, socklen_t len)
{
    serve_server *s = cls;
    uint32_t addr = ipv4_of(sa, len);
    if (!addr || !peer_limited(addr)) return MHD_YES;
    pthread_mutex_lock(&s->peers_lock);
    peer_count *p = peer_slot(s, addr, 1);
    int ok = !p || p->n + p->accepting < SERVE_PER_IP;
    if (ok && p) p->accepting++;
    pthread_mutex_unlock(&s->peers_lock);
    return ok ? MHD_YES : MHD_NO;
}

/* Counts the connections of each limited address as MHD opens and closes them. */
static void on_connection(void *cls, struct MHD_Connection *c, void **socket_ctx, enum MHD_ConnectionNotificationCode toe)
{
    serve_server *s = cls;
    uint32_t addr;
    if (toe == MHD_CONNECTION_NOTIFY_STARTED) {
        const union MHD_ConnectionInfo *ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
        addr = ci ? ipv4_of(ci->client_addr, (socklen_t)sizeof(struct sockaddr_in)) : 0;
        *socket_ctx = NULL;
        if (!addr || !peer_limited(addr)) return;
        pthread_mutex_lock(&s->peers_lock);
        peer_count *p = peer_slot(s, addr, 1);
        if (p) {
            if (p->accepting) p->accepting--;
            p->n++;
            *socket_ctx = p;
        }
        pthread_mutex_unlock(&s->peers_lock);
    } else if (toe == MHD_CONNECTION_NOTIFY_CLOSED && *socket_ctx) {
        pthread_mutex_lock(&s->peers_lock);
        peer_count *p = *socket_ctx;
        if (p->n > 0 && --p->n == 0 && !p->accepting) p->addr = 0;   /* free again (still used: searches go on) */
        pthread_mutex_unlock(&s->peers_lock);
        *socket_ctx = NULL;
    }
}

/* The page's policy; the offline page's worker also compiles the engine's WebAssembly. */
static const char CSP_PAGE[] = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
                               "connect-src 'self'; frame-ancestors 'none'";
static const char CSP_OFFLINE[] = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self' "
                                  "'wasm-unsafe-eval'; connect-src 'self'; worker-src 'self'; frame-ancestors 'none'";

/* data: mode MHD_RESPMEM_PERSISTENT (kept by the caller), _MUST_COPY or _MUST_FREE (malloc'ed,
 * freed here also when the answer cannot be made); cache: the Cache-Control value. */
static enum MHD_Result send_bytes(struct MHD_Connection *c, unsigned status, const char *type, const void *data,
                                  size_t len, enum MHD_ResponseMemoryMode mode, const char *cache, const char *csp)
{
    struct MHD_Response *resp = MHD_create_response_from_buffer(len, (void *)(uintptr_t)data, mode);
    if (!resp) {
        if (mode == MHD_RESPMEM_MUST_FREE) free((void *)(uintptr_t)data);
        return MHD_NO;
    }
    MHD_add_response_header(resp, "Content-Type", type);
    MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(resp, "Cache-Control", cache);
    MHD_add_response_header(resp, "Content-Security-Policy", csp);
    enum MHD_Result ret = MHD_queue_response(c, status, resp);
    MHD_destroy_response(resp);
    return ret;
}

/* Sends the answer (the library's JSON text) and frees it. */
static enum MHD_Result send_json(struct MHD_Connection *c, am_api_answer *a)
{
    if (!a->body) return MHD_NO;
    enum MHD_Result ret = send_bytes(c, a->status, "application/json", a->body, strlen(a->body), MHD_RESPMEM_MUST_COPY,
                                     "no-store", CSP_PAGE);
    am_api_answer_free(a);
    return ret;
}

static enum MHD_Result send_error(struct MHD_Connection *c, unsigned status, const char *code, const char *msg)
{
    am_api_answer a = {0, NULL};
    am_api_answer_error(&a, status, code, msg);
    return send_json(c, &a);
}

/* ---- the offline page from a folder (`--offline DIR`, issue 27) ------------------------------ */
/* GET /offline/PATH: the file DIR/PATH of the offline page (make web-dist), as a static host sends
 * it. PATH is letters, digits, '-', '_', '.' and '/' only, with no "..", at most 4 MiB; its
 * Content-Security-Policy lets the worker compile the engine's WebAssembly. */
static const char *offline_type(const char *path)
{
    static const char *const ext[][2] = {
        {".html", "text/html; charset=utf-8"}, {".js", "text/javascript; charset=utf-8"},
        {".css", "text/css; charset=utf-8"}, {".svg", "image/svg+xml"}, {".png", "image/png"},
        {".wasm", "application/wasm"}, {".webmanifest", "application/manifest+json"},
        {".mo", "application/octet-stream"},
    };
    size_t n = strlen(path);
    for (size_t i = 0; i < sizeof ext / sizeof ext[0]; i++) {
        size_t m = strlen(ext[i][0]);
        if (n > m && strcmp(path + n - m, ext[i][0]) == 0) return ext[i][1];
    }
    return NULL;
}

static enum MHD_Result send_offline(const serve_server *s, struct MHD_Connection *c, const char *rel)
{
    if (!*rel) rel = "index.html";
    int ok = strlen(rel) < 200 && !strstr(rel, "..") && rel[0] != '/';
    for (const char *p = rel; ok && *p; p++)
        ok = isalnum((unsigned char)*p) || strchr("-_./", *p);
    const char *type = ok ? offline_type(rel) : NULL;
    char path[4400];
    FILE *f = NULL;
    if (type && snprintf(path, sizeof path, "%s/%s", s->offline, rel) < (int)sizeof path) f = fopen(path, "rb");
    if (!f) return send_error(c, MHD_HTTP_NOT_FOUND, "not-found", "no such file of the offline page");
    char *buf = NULL;
    long n = -1;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && n <= 4L * 1024 * 1024 && fseek(f, 0, SEEK_SET) == 0 &&
        (buf = malloc((size_t)n + 1)) && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    if (!buf) return send_error(c, MHD_HTTP_NOT_FOUND, "not-found", "no such file of the offline page");
    return send_bytes(c, MHD_HTTP_OK, type, buf, (size_t)n, MHD_RESPMEM_MUST_FREE, "no-cache", CSP_OFFLINE);
}

static const serve_asset *find_asset(const char *url)
{
    if (strcmp(url, "/") == 0) url = "/index.html";
    for (const serve_asset *a = serve_assets; a->path; a++)
        if (strcmp(a->path, url) == 0) return a;
    return NULL;
}

/* The address with the token opened: the cookie is set and the browser sent to the address
 * without it (so that it does not stay in the address bar or the history). */
static enum MHD_Result send_token_cookie(const serve_server *s, struct MHD_Connection *c, const char *url)
{
    struct MHD_Response *resp = MHD_create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT);
    if (!resp) return MHD_NO;
    char cookie[128];
    snprintf(cookie, sizeof cookie, "automa_token=%s; Path=/; HttpOnly; SameSite=Strict", s->pol.token);
    MHD_add_response_header(resp, "Set-Cookie", cookie);
    MHD_add_response_header(resp, "Location", url[0] == '/' ? url : "/");
    MHD_add_response_header(resp, "Cache-Control", "no-store");
    MHD_add_response_header(resp, "Referrer-Policy", "no-referrer");
    enum MHD_Result ret = MHD_queue_response(c, MHD_HTTP_SEE_OTHER, resp);
    MHD_destroy_response(resp);
    return ret;
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
    am_api_answer pr = {0, NULL};
    int pass = serve_policy_check(&s->pol, method, url, MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Host"),
                                  MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Origin"),
                                  MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Sec-Fetch-Site"),
                                  MHD_lookup_connection_value(c, MHD_COOKIE_KIND, "automa_token"),
                                  MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "token"), &pr);
    if (pass == SERVE_REFUSE) return send_json(c, &pr);
    if (pass == SERVE_PASS_SET_COOKIE) return send_token_cookie(s, c, url);
    if (rq->too_large)
        return send_error(c, MHD_HTTP_CONTENT_TOO_LARGE, "too-large", "the request body is larger than 64 KiB");
    if (strncmp(url, "/api/", 5) == 0 || strcmp(url, "/api") == 0) {
        if (strcmp(method, "POST") == 0) {
            const char *ct = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Content-Type");
            if (!ct || strncasecmp(ct, "application/json", 16) != 0)
                return send_error(c, MHD_HTTP_UNSUPPORTED_MEDIA_TYPE, "bad-content-type",
                                  "send the request body as JSON (Content-Type: application/json)");
        }
        am_api_answer r = {200, NULL};
        char saved_lang[64];   /* issue 19: the library's texts in the page's language */
        int lang = serve_lang_push(MHD_lookup_connection_value(c, MHD_HEADER_KIND, "X-Automa-Lang"), saved_lang,
                                   sizeof saved_lang);
        serve_api(&s->ctx, method, url + 4, rq->body, rq->len, &r);
        serve_lang_pop(lang, saved_lang);
        return send_json(c, &r);
    }
    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
        return send_error(c, MHD_HTTP_METHOD_NOT_ALLOWED, "bad-method", "only GET for the page's files");
    if (s->offline && strncmp(url, "/offline/", 9) == 0) return send_offline(s, c, url + 9);
    const serve_asset *a = find_asset(url);
    if (!a) return send_error(c, MHD_HTTP_NOT_FOUND, "not-found", "no such page");
    return send_bytes(c, MHD_HTTP_OK, a->type, a->data, a->len, MHD_RESPMEM_PERSISTENT, "max-age=60", CSP_PAGE);
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

static int make_token(char *out)
{
    unsigned char b[SERVE_TOKEN_LEN / 2];
    if (getrandom(b, sizeof b, 0) != (ssize_t)sizeof b) return -1;
    for (size_t i = 0; i < sizeof b; i++) snprintf(out + 2 * i, 3, "%02x", b[i]);
    return 0;
}

/* The address as a QR code in the terminal (libqrencode): two rows of modules per line, light
 * modules drawn (a terminal's background is usually dark), with the quiet zone around. */
static void print_qr(const char *url)
{
    QRcode *q = QRcode_encodeString(url, 0, QR_ECLEVEL_L, QR_MODE_8, 1);
    if (!q) return;
    int w = q->width, m = 2;
    for (int y = -m; y < w + m; y += 2) {
        fputs("  ", stdout);
        for (int x = -m; x < w + m; x++) {
            int top = y >= 0 && y < w && x >= 0 && x < w && (q->data[y * w + x] & 1);
            int bot = y + 1 >= 0 && y + 1 < w && x >= 0 && x < w && (q->data[(y + 1) * w + x] & 1);
            fputs(top ? (bot ? " " : "\u2584") : (bot ? "\u2580" : "\u2588"), stdout);
        }
        fputs("\n", stdout);
    }
    QRcode_free(q);
}

/* The games folder: made if missing; a folder the games can be listed in and written to, or
 * nothing starts (every list answered 500 with --dir /dev/null, issue 28 item 14). */
static int games_folder(const char *dir, am_err *err)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) return am_fail(err, AM_EIO, _("serve: cannot create %s: %s"), dir, strerror(errno));
    struct stat dst;
    if (stat(dir, &dst) != 0) return am_fail(err, AM_EIO, _("serve: %s: %s"), dir, strerror(errno));
    if (!S_ISDIR(dst.st_mode)) return am_fail(err, AM_EIO, _("serve: --dir %s is not a folder"), dir);
    if (access(dir, R_OK | W_OK | X_OK) != 0)
        return am_fail(err, AM_EIO, _("serve: cannot read and write games in %s: %s"), dir, strerror(errno));
    return AM_OK;
}

/* Slow or idle clients (docs/hardening.md, guarantee 8): at most SERVE_PER_IP connections from
 * one address (the others are closed at once), an idle connection closed after
 * SERVE_IDLE_SECONDS, and room for many connections in all (as many as the open-file limit
 * allows, raised to 4096 when it may be), so that one address holding connections never keeps a
 * second client out. Returns the connections allowed in all. */
static unsigned connection_limit(void)
{
    struct rlimit rl;
    unsigned conn_limit = 1024;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0) {
        if (rl.rlim_cur < rl.rlim_max && rl.rlim_cur < 4096) {
            rl.rlim_cur = rl.rlim_max < 4096 ? rl.rlim_max : 4096;
            (void)setrlimit(RLIMIT_NOFILE, &rl);
            (void)getrlimit(RLIMIT_NOFILE, &rl);
        }
        if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < (rlim_t)conn_limit + 64)
            conn_limit = rl.rlim_cur > 128 ? (unsigned)rl.rlim_cur - 64 : 64;
    }
    return conn_limit;
}

/* The Host values that name this server (into s->pol): loopback names, the listen address or
 * (--lan, or --listen 0.0.0.0) every IPv4 address of the machine, with the port; the addresses
 * beyond loopback into addrs (their count). */
static int host_names(serve_server *s, const struct sockaddr_in *sa, const char *listen_addr, unsigned port,
                      char addrs[][INET_ADDRSTRLEN])
{
    const char *names[SERVE_HOSTS];
    int nnames = 0, naddrs = 0;
    names[nnames++] = "127.0.0.1";
    names[nnames++] = "localhost";
    names[nnames++] = "[::1]";
    if (sa->sin_addr.s_addr == htonl(INADDR_ANY)) {
        struct ifaddrs *ifs = NULL;
        if (getifaddrs(&ifs) == 0) {
            for (struct ifaddrs *f = ifs; f && naddrs < SERVE_HOSTS - 4; f = f->ifa_next) {
                if (!f->ifa_addr || f->ifa_addr->sa_family != AF_INET) continue;
                const struct sockaddr_in *in = (const struct sockaddr_in *)(const void *)f->ifa_addr;
                if ((ntohl(in->sin_addr.s_addr) >> 24) == 127) continue;
                inet_ntop(AF_INET, &in->sin_addr, addrs[naddrs], INET_ADDRSTRLEN);
                names[nnames++] = addrs[naddrs++];
            }
            freeifaddrs(ifs);
        }
    } else if (listen_addr && strcmp(listen_addr, "127.0.0.1") != 0) {
        snprintf(addrs[0], INET_ADDRSTRLEN, "%s", listen_addr);
        names[nnames++] = addrs[naddrs++];
    }
    for (int k = 0; k < nnames; k++) {
        snprintf(s->pol.host_ok[s->pol.nhosts++], sizeof s->pol.host_ok[0], "%s:%u", names[k], port);
        if (port == 80) snprintf(s->pol.host_ok[s->pol.nhosts++], sizeof s->pol.host_ok[0], "%s", names[k]);
    }
    return naddrs;
}

/* The address(es) to open, printed: loopback's, or (with the token) each network address with
 * the token and the first as a QR code. */
static void print_addresses(const serve_server *s, const struct sockaddr_in *sa, const char *listen_addr, unsigned port,
                            const char *dir, char addrs[][INET_ADDRSTRLEN], int naddrs)
{
    char *abs = realpath(dir, NULL);
    if (!s->pol.need_token) {
        printf(_("automa: the web page is at http://%s:%u/ (games in %s; Ctrl-C stops)\n"),
               listen_addr ? listen_addr : "127.0.0.1", port, abs ? abs : dir);
    } else {
        char url[512];
        printf(_("automa: serving the games in %s to this machine's network (Ctrl-C stops).\n"), abs ? abs : dir);
        if (naddrs == 0) printf(_("No network address found: only this machine can open the page.\n"));
        for (int k = 0; k < naddrs; k++) {
            snprintf(url, sizeof url, "http://%s:%u/?token=%s", addrs[k], port, s->pol.token);
            printf(_("Open on your phone or tablet (same network): %s\n"), url);
            if (k == 0) print_qr(url);
        }
        if (sa->sin_addr.s_addr == htonl(INADDR_ANY))
            printf(_("On this machine: http://127.0.0.1:%u/?token=%s\n"), port, s->pol.token);
        printf(_("Anyone with this address can play your games: share it only with your own devices.\n"));
    }
    free(abs);
    fflush(stdout);
}

/* SIGINT/SIGTERM are taken by sigwait at the end of serve_run; the daemon's threads inherit the
 * mask. A closed connection is not a signal that stops the server. */
static void block_stop_signals(sigset_t *sigs)
{
    sigemptyset(sigs);
    sigaddset(sigs, SIGINT);
    sigaddset(sigs, SIGTERM);
    pthread_sigmask(SIG_BLOCK, sigs, NULL);
    signal(SIGPIPE, SIG_IGN);
}

int serve_run(const serve_options *o, am_err *err)
{
    long port = o->port;
    const char *dir = o->dir ? o->dir : "games", *listen_addr = o->listen;
    if (o->lan && listen_addr) return am_fail(err, AM_EUSAGE, _("serve: --lan or --listen ADDR, not both"));
    if (o->lan) listen_addr = "0.0.0.0";
    struct sockaddr_in sa;
    memset(&sa, 0, sizeof sa);
    sa.sin_family = AF_INET;
    sa.sin_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, listen_addr ? listen_addr : "127.0.0.1", &sa.sin_addr) != 1)
        return am_fail(err, AM_EUSAGE, _("--listen: '%s' is not an IPv4 address"), listen_addr);
    int rc = games_folder(dir, err);
    if (rc != AM_OK) return rc;
    serve_server *s = calloc(1, sizeof *s);
    if (!s) return am_fail(err, AM_EIO, _("serve: out of memory"));
    if ((rc = serve_ctx_init(&s->ctx, dir, err)) != AM_OK) {
        free(s);
        return rc;
    }
    s->offline = o->offline;
    /* beyond loopback (127.0.0.0/8), every request needs the token */
    s->pol.need_token = (ntohl(sa.sin_addr.s_addr) >> 24) != 127;
    if (s->pol.need_token && make_token(s->pol.token) != 0) {
        serve_ctx_free(&s->ctx);
        free(s);
        return am_fail(err, AM_EIO, _("serve: no random source for the secret token"));
    }
    sigset_t sigs;
    block_stop_signals(&sigs);
    pthread_mutex_init(&s->peers_lock, NULL);
    struct MHD_Daemon *d = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, (uint16_t)port, on_accept, s, on_request, s,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&sa, MHD_OPTION_THREAD_POOL_SIZE, (unsigned)4,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit(), MHD_OPTION_NOTIFY_CONNECTION, on_connection, s,
        MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)SERVE_IDLE_SECONDS,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(128 * 1024), MHD_OPTION_NOTIFY_COMPLETED, on_completed, s,
        MHD_OPTION_END);
    if (!d) {
        serve_ctx_free(&s->ctx);
        free(s);
        return am_fail(err, AM_EIO, _("serve: cannot listen on %s port %ld (in use?)"), listen_addr ? listen_addr : "127.0.0.1",
                       port);
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    unsigned real_port = info ? info->port : (unsigned)port;
    char addrs[SERVE_HOSTS][INET_ADDRSTRLEN];
    int naddrs = host_names(s, &sa, listen_addr, real_port, addrs);
    print_addresses(s, &sa, listen_addr, real_port, dir, addrs, naddrs);
    if (s->offline) printf(_("The offline page (%s): the same addresses with /offline/ (e.g. http://127.0.0.1:%u/offline/)\n"),
                           s->offline, real_port);
    fflush(stdout);
    int sig = 0;
    sigwait(&sigs, &sig);
    MHD_stop_daemon(d);
    serve_ctx_free(&s->ctx);
    free(s);
    printf(_("automa: server stopped.\n"));
    return AM_OK;
}
