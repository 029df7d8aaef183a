/* `automa serve`: the local web page's server (src/web/serve.c: HTTP on libmicrohttpd, static files;
 * serve_api.c: the game files and locks under the library's JSON API, automa/api.h;
 * serve_util.c: who may ask; serve_lang.c: the page's language). Internal to the program. */
#ifndef AUTOMA_WEB_SERVE_H
#define AUTOMA_WEB_SERVE_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "automa/api.h"
#include "automa/core.h"

/* The page's files, embedded at build time (build/web_assets.c, from web/). */
typedef struct serve_asset {
    const char *path;            /* "/index.html" */
    const char *type;            /* Content-Type */
    const unsigned char *data;
    size_t len;
} serve_asset;
extern const serve_asset serve_assets[];  /* ends with a NULL path */

#define SERVE_MAX_BODY AM_API_MAX_BODY   /* the largest request body accepted */
#define SERVE_MAX_NAME AM_API_MAX_NAME   /* game names: [A-Za-z0-9_-]{1,48} */
#define SERVE_SLOTS 32                   /* games with an undo history kept in memory */

/* One game the server has touched: its lock (requests on the same game run one at a time) and
 * its undo/redo history (the library's, automa/api.h). Reused for another game when unused the
 * longest. */
typedef struct serve_slot {
    pthread_mutex_t lock;
    char name[SERVE_MAX_NAME + 1];
    int refs;                    /* requests using it (guarded by serve_ctx.table_lock) */
    uint64_t last_use;
    am_api_history hist;
} serve_slot;

/* The server's whole state, passed to every handler (no global mutable state). */
typedef struct serve_ctx {
    char dir[4096];              /* the games folder */
    pthread_mutex_t table_lock;
    uint64_t clock;
    serve_slot slot[SERVE_SLOTS];
    uint64_t requests;           /* counters, under table_lock */
    uint64_t seeds;              /* where the fresh seeds of new games come from, under table_lock */
} serve_ctx;

/* `automa serve`'s options (the command line's, src/cli/cli_serve.c). */
typedef struct serve_options {
    long port;                   /* 0..65535; 0 picks a free one */
    const char *dir;             /* the games folder (created if missing); NULL: "games" */
    const char *listen;          /* an IPv4 address, or NULL: 127.0.0.1 */
    int lan;                     /* every address of the machine, with the secret token */
    const char *offline;         /* the offline page's folder (make web-dist's build/web-dist), served
                                  * under /offline/; NULL: none (issue 27) */
} serve_options;
/* Serves the page and its API until SIGINT or SIGTERM (serve.c): AM_OK, or AM_EUSAGE (bad
 * options) / AM_EIO (cannot listen, no folder, no memory) with err's message. */
int serve_run(const serve_options *o, am_err *err);

/* The API (serve_api.c): the library's am_api_handle over the game files of ctx->dir (the game
 * store, src/store/) with the slots' histories. method "GET"/"POST"/"DELETE", path after "/api".
 * body may be NULL. The answer is the library's (free it with am_api_answer_free). */
void serve_api(serve_ctx *ctx, const char *method, const char *path, const char *body, size_t len, am_api_answer *ans);
int serve_ctx_init(serve_ctx *ctx, const char *dir, am_err *err);
void serve_ctx_free(serve_ctx *ctx);

/* ---- who may ask (serve_util.c; docs/hardening.md, guarantee 6) ------------------------- */
#define SERVE_HOSTS 24
#define SERVE_TOKEN_LEN 32
typedef struct serve_policy {
    char host_ok[SERVE_HOSTS][96];   /* Host headers accepted: "127.0.0.1:PORT", "localhost:PORT", ... */
    int nhosts;
    int need_token;                  /* beyond loopback: every request needs the token */
    char token[SERVE_TOKEN_LEN + 1];
} serve_policy;
enum { SERVE_PASS = 0, SERVE_PASS_SET_COOKIE = 1, SERVE_REFUSE = -1 };
/* Judges a request by its method, URL, Host, Origin and Sec-Fetch-Site headers and the token of
 * its cookie or its address (any may be NULL): SERVE_PASS; SERVE_PASS_SET_COOKIE (the address
 * carried the token of a page: set the cookie and send the browser to the address without it);
 * or SERVE_REFUSE with the 403 answer in ans. */
int serve_policy_check(const serve_policy *p, const char *method, const char *url, const char *host,
                       const char *origin, const char *fetch_site, const char *cookie_token, const char *url_token,
                       am_api_answer *ans);

/* The page's language for the library's texts during one API request (serve_lang.c, issue 19):
 * push returns 1 when it switched (and then holds a lock until pop). */
int serve_lang_push(const char *lang, char *saved, size_t n);
void serve_lang_pop(int pushed, const char *saved);

#endif
