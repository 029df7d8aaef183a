/* `automa serve`: the local web page's server (src/web/serve.c: HTTP on libmicrohttpd, static files;
 * serve_api.c: the JSON API over the same library calls as the CLI; serve_scythe.c,
 * serve_expeditions.c,
 * serve_automata.c: one file per game). Internal to the program. */
#ifndef AUTOMA_WEB_SERVE_H
#define AUTOMA_WEB_SERVE_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "automa/core.h"

/* The page's files, embedded at build time (build/web_assets.c, from web/). */
typedef struct serve_asset {
    const char *path;            /* "/index.html" */
    const char *type;            /* Content-Type */
    const unsigned char *data;
    size_t len;
} serve_asset;
extern const serve_asset serve_assets[];  /* ends with a NULL path */

#define SERVE_MAX_BODY (64 * 1024)    /* the largest request body accepted */
#define SERVE_MAX_NAME 48             /* game names: [A-Za-z0-9_-]{1,48} */
#define SERVE_SLOTS 32                /* games with an undo history kept in memory */
#define SERVE_UNDO 64                 /* undo (and redo) steps kept per game */

/* One game the server has touched: its lock (requests on the same game run one at a time) and
 * its undo/redo history (saved JSON texts). Reused for another game when unused the longest. */
typedef struct serve_slot {
    pthread_mutex_t lock;
    char name[SERVE_MAX_NAME + 1];
    int refs;                    /* requests using it (guarded by serve_ctx.table_lock) */
    uint64_t last_use;
    uint64_t file_hash;          /* hash of the text we last wrote: another writer resets history */
    int nundo, nredo;
    char *undo[SERVE_UNDO];      /* oldest first */
    char *redo[SERVE_UNDO];
} serve_slot;

/* The server's whole state, passed to every handler (no global mutable state). */
typedef struct serve_ctx {
    char dir[4096];              /* the games folder */
    pthread_mutex_t table_lock;
    uint64_t clock;
    serve_slot slot[SERVE_SLOTS];
    uint64_t requests;           /* counters, under table_lock */
} serve_ctx;

/* A JSON response being built by a handler. */
typedef struct serve_resp {
    unsigned status;             /* HTTP status */
    json_t *body;                /* owned; NULL = {} */
} serve_resp;

/* The API (serve_api.c): method "GET"/"POST"/"DELETE", path after "/api". body may be NULL. */
void serve_api(serve_ctx *ctx, const char *method, const char *path, const char *body, size_t len, serve_resp *r);
int serve_ctx_init(serve_ctx *ctx, const char *dir, am_err *err);
void serve_ctx_free(serve_ctx *ctx);

/* Helpers shared by the API files (serve_util.c). */
void serve_error(serve_resp *r, unsigned status, const char *code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* The only map from a library error (AM_E*) to an HTTP answer: AM_EUSAGE 400 "bad-request",
 * AM_ESTATE 409 "illegal", AM_EDATA 422 "bad-file", AM_EIO 500 "io", others 500 "internal"; the
 * message is e's. rc: the failing call's return (0: e->code). Returns -1. */
int serve_fail_am(serve_resp *r, int rc, const am_err *e);
/* Checks that obj has only keys from the NULL-terminated list; sets a 400 error otherwise. */
int serve_keys_only(const json_t *obj, const char *const *keys, serve_resp *r);
/* Optional typed fields: return 0 when absent (leaving *out), 1 when read, -1 on a wrong type
 * (error set). */
int serve_get_int(const json_t *obj, const char *key, long lo, long hi, long *out, serve_resp *r);
int serve_get_str(const json_t *obj, const char *key, const char **out, serve_resp *r);
int serve_get_bool(const json_t *obj, const char *key, int *out, serve_resp *r);
/* Parses a JSON text (the library's own renderings) into a json_t; NULL on failure. */
json_t *serve_parse_buf(am_buf *b);
/* The start of a game's view: its saved form (the game's *_to_json, the same signature in the
 * three games) as a json_t, without the "rng" (which would tell the future); NULL when out of
 * memory. */
json_t *serve_state_json(void (*to_json)(const void *state, am_buf *out), const void *state);

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
 * or SERVE_REFUSE with the 403 answer in r. */
int serve_policy_check(const serve_policy *p, const char *method, const char *url, const char *host,
                       const char *origin, const char *fetch_site, const char *cookie_token, const char *url_token,
                       serve_resp *r);

/* ---- games: each file implements a kind of game ---------------------------------------- */
/* A loaded game of any kind, with its kind's operations. */
typedef struct serve_game_ops {
    const char *kind;            /* "scythe" */
    const char *format;          /* "automa-scythe/1" */
    size_t size;                 /* sizeof the state struct */
    int (*from_json)(void *state, const char *text, am_err *err);
    void (*to_json)(const void *state, am_buf *b);
    /* The view the page draws (hidden information such as the deck order left out). */
    json_t *(*view)(const void *state);
    /* Creates a new game from the request body; 0 or an error in r. */
    int (*create)(void *state, const json_t *req, serve_resp *r);
    /* Applies one action; returns 0 and sets *result (owned) or sets an error in r and leaves
     * state unchanged (the caller restores its copy anyway). */
    int (*act)(void *state, const char *action, const json_t *req, json_t **result, serve_resp *r);
    /* Extra read-only reports: "score". NULL result with an error in r when unknown. */
    json_t *(*report)(const void *state, const char *what, serve_resp *r);
    /* Optional (NULL: always allowed): 0 if the page's undo may go back from `state` to the saved
     * text `prev`, else an error in r (Automata: undo must not preview a roll or a deal). */
    int (*undo_check)(const void *state, const char *prev, serve_resp *r);
} serve_game_ops;

extern const serve_game_ops serve_scythe_ops;
extern const serve_game_ops serve_expeditions_ops;
extern const serve_game_ops serve_automata_ops;
/* The Scythe board geometry for the page (territories, terrain, rivers, home bases). */
json_t *serve_scythe_board(void);

/* The page's language for the library's texts during one API request (serve_lang.c, issue 19):
 * push returns 1 when it switched (and then holds a lock until pop). */
int serve_lang_push(const char *lang, char *saved, size_t n);
void serve_lang_pop(int pushed, const char *saved);

#endif
