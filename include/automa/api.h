/*
 * automa api: the JSON API of the web page (docs/web.md, "The JSON API") as one library call.
 *
 * Every request of the page (list, create, view, action, undo/redo, score, version, delete, the
 * board's geometry) is answered by am_api_handle: method + path + body in, HTTP status + JSON text
 * out. The library does the routing, the checks of the request, the rules (through the games'
 * own calls), the versions and the undo/redo history; it touches no file, no socket, no clock and
 * no global variable. Where the games are kept is the caller's: a store, given as a table of
 * callbacks (am_api_store). Two stores exist:
 *   - `automa serve` (src/web/serve_api.c): game files in a folder, with the game store's locks
 *     (src/store/), the history in a few slots of memory shared by the server's threads;
 *   - am_api_memstore below: games in memory, for a program without files (the offline page
 *     compiled to WebAssembly keeps them in the browser and mirrors them to IndexedDB) and tests.
 *
 * The language of the texts the library writes (reports, labels, messages) is gettext's, as
 * everywhere in the library (am_i18n_init): the caller switches it, not this API.
 *
 * Conventions as in core.h. Strings in and out are UTF-8; an answer's body is compact JSON, every
 * character beyond ASCII escaped (\uXXXX), so it is plain ASCII.
 */
#ifndef AUTOMA_API_H
#define AUTOMA_API_H

#include <stddef.h>
#include <stdint.h>

#include "automa/core.h"
#include "automa/game.h"

/* ---- answers ----------------------------------------------------------------------------- */
typedef struct am_api_answer {
    unsigned status;   /* the HTTP status the answer stands for: 200, 400, 404, 405, 409, 422, 500, 503 */
    char *body;        /* malloc'ed JSON text: {"ok": true, ...} or {"ok": false, "error": {"code", "message"}};
                        * NULL only when memory ran out (then status is 500) */
} am_api_answer;
AM_EXPORT void am_api_answer_free(am_api_answer *a);
/* The answer of a refusal the caller makes itself (a face's 403, 413, 415, ...): the same JSON as
 * the library's, {"ok": false, "error": {"code": code, "message": message}}. */
AM_EXPORT void am_api_answer_error(am_api_answer *a, unsigned status, const char *code, const char *message);

/* ---- the store interface -------------------------------------------------------------------- */

/* Codes a store returns beyond the library's (core.h); the game store (src/store/) uses the same. */
enum {
    AM_API_ENOENT = 10,    /* no game of that name: 404 "unknown-game" */
    AM_API_ECHANGED = 11,  /* save: the stored game is no longer at the version read: 409 "changed" */
    AM_API_EEXIST = 12,    /* create: a game of that name exists: 409 "exists" */
    AM_API_EKIND = 13,     /* the stored text is not a game this library knows: 422 "bad-file" */
    AM_API_EBUSY = 14,     /* open: no room for one more game in use at once: 503 "busy" */
};

#define AM_API_MAX_NAME 48    /* game names: [A-Za-z0-9_-]{1,48} */
#define AM_API_UNDO 64        /* undo (and redo) steps kept per game */
#define AM_API_MAX_BODY (64 * 1024)   /* the largest request body a face should pass on */

/* A game's undo/redo history: the game's earlier texts (the game as the kind writes it, no store
 * envelope), oldest first, each malloc'ed. The store keeps one per game in use (where it likes:
 * memory shared by threads, a page's memory); the library fills and empties it. `mark` tells the
 * library which stored version the history belongs to: when the game changed elsewhere (another
 * id or version), the history is cleared and starts again from there. */
typedef struct am_api_history {
    uint64_t mark;
    int nundo, nredo;
    char *undo[AM_API_UNDO];
    char *redo[AM_API_UNDO];
} am_api_history;
/* Frees every text and empties h (h itself stays). */
AM_EXPORT void am_api_history_clear(am_api_history *h);
/* A history on the heap, empty (NULL when out of memory); am_api_history_free clears and frees it. */
AM_EXPORT am_api_history *am_api_history_new(void);
AM_EXPORT void am_api_history_free(am_api_history *h);

enum { AM_API_READ = 0, AM_API_WRITE = 1, AM_API_CREATE = 2 };

/* One game during one request: filled by the store's open, read and updated by the library. */
typedef struct am_api_game {
    const char *name;          /* the game's name (set by the library, valid during the request) */
    char *text;                /* open (READ, WRITE): the game's text as the kind writes it (its
                                * "format" says the kind), without the store's envelope; malloc'ed
                                * by the store, freed by the library */
    uint64_t version;          /* the stored version of that text (1 for a new game); save and
                                * create set the new one */
    char id[24];               /* the game's id ("" when it has none yet); save and create may set it */
    am_api_history *history;   /* the game's undo/redo history; NULL when the store keeps none for
                                * it (READ on a game no change was made to: the counts are 0) */
    const char *where;         /* optional: where the game is kept (a path), for messages; NULL */
    void *handle;              /* the store's own (its lock, its file, ...) */
} am_api_game;

/* One game of a listing. */
typedef struct am_api_entry {
    const char *name;          /* a valid game name (others are skipped) */
    const char *text;          /* the game's text, as for open */
    uint64_t version;
    int64_t modified;          /* when it was last saved (seconds; the listing is newest first) */
} am_api_entry;

typedef struct am_api_store {
    void *ctx;   /* passed back to every callback */
    /* Opens game `name` for one request: AM_API_READ (a GET: g->history may stay NULL),
     * AM_API_WRITE (an action or a delete: the game is locked against every other writer until
     * close, g->history set), AM_API_CREATE (a new game: g->text stays NULL; the name is held
     * until close; AM_API_EEXIST when a game of that name exists). Returns AM_OK, AM_API_ENOENT,
     * AM_API_EEXIST, AM_API_EBUSY, AM_EDATA (a damaged game), AM_EIO, with err set. */
    int (*open)(void *ctx, const char *name, int mode, am_api_game *g, am_err *err);
    /* Saves text as the game's next version (WRITE): AM_API_ECHANGED when the stored game is no
     * longer at g->version (changed or deleted elsewhere: nothing written), AM_EIO; on success
     * g->version (and g->id) are the stored ones. */
    int (*save)(void *ctx, am_api_game *g, const char *text, am_err *err);
    /* Stores the new game (CREATE) exclusively: AM_API_EEXIST when one appeared meanwhile; sets
     * g->version (1) and g->id. */
    int (*create)(void *ctx, am_api_game *g, const char *text, am_err *err);
    /* Deletes the game (WRITE): AM_API_ENOENT, AM_EIO. */
    int (*remove)(void *ctx, am_api_game *g, am_err *err);
    /* Ends the request on the game (every open is closed, also after an error). */
    void (*close)(void *ctx, am_api_game *g);
    /* Calls each(arg, &entry) for every game kept (in any order); a non-zero return of each stops
     * the listing. AM_OK, or AM_EIO when the games cannot be listed. */
    int (*list)(void *ctx, int (*each)(void *arg, const am_api_entry *e), void *arg, am_err *err);
    /* Optional (NULL: nothing): told the state of the game after every load and save (the game
     * store records a finished game in the history of finished games there). */
    void (*loaded)(void *ctx, am_api_game *g, const am_game_kind *kind, const void *state);
    /* Optional (NULL: no): whether a finished game was recorded here, which makes a new Scythe
     * game propose the level Automa instead of the Autometta (the rulebook's advice). */
    int (*has_history)(void *ctx);
} am_api_store;

/* ---- the request ------------------------------------------------------------------------------ */
typedef struct am_api_request {
    const char *method;   /* "GET", "POST", "DELETE" (anything else: 405) */
    const char *path;     /* the path after "/api", without "?query": "/games", "/games/NAME/action" */
    const char *body;     /* POST: the JSON body (need not be NUL-terminated); NULL otherwise */
    size_t len;           /* the body's length (at most AM_API_MAX_BODY: a face refuses more itself) */
    uint64_t seed;        /* a fresh random number from the caller: a new game that names no seed
                           * gets one made from it (the library has no clock or entropy source) */
} am_api_request;

/* Answers one request of docs/web.md's API over store. Always sets *ans (the body NULL only when
 * memory ran out). Returns AM_OK, or AM_EIO when memory ran out. Thread-safe as far as the
 * store's callbacks are: the library keeps nothing between calls. */
AM_EXPORT int am_api_handle(const am_api_store *store, const am_api_request *req, am_api_answer *ans);

/* Whether s[0..n) is a valid game name ([A-Za-z0-9_-]{1,48}). */
AM_EXPORT int am_api_name_ok(const char *s, size_t n);

/* ---- the per-game layer: one game's text in, new text and answer out ---------------------- */
/* These are what am_api_handle does to one game, without a store, a name or a history: for a
 * program that keeps its game texts itself (and for tests). Each answer is the JSON of a game
 * answer without the store's fields: {"ok": true, "kind", "game": VIEW, "result"?}, or an error.
 * *text / *new_text are malloc'ed (NULL when nothing is to be saved: a refusal). */
/* A new game from a create request ({"kind": ..., the kind's fields}; "name" is accepted and not
 * used). has_history as the store's has_history. */
AM_EXPORT int am_api_game_create(const char *request, uint64_t seed, int has_history, char **text, am_api_answer *ans);
/* The view of the game (GET /games/NAME), or a report ("score") when what is not NULL. */
AM_EXPORT int am_api_game_view(const char *text, const char *what, am_api_answer *ans);
/* One action ({"action": ..., fields}; "undo"/"redo" belong to the router and are refused here). */
AM_EXPORT int am_api_game_action(const char *text, const char *request, char **new_text, am_api_answer *ans);

/* ---- a store in memory --------------------------------------------------------------------- */
/* Games in memory with their versions and histories: single-threaded (one request at a time).
 * A program without files uses it as its store and mirrors the games elsewhere (the offline page:
 * IndexedDB) by reading them back after each request (am_api_memstore_get, the dirty counter). */
typedef struct am_api_memstore am_api_memstore;
/* seed: where the games' ids come from. NULL when out of memory. */
AM_EXPORT am_api_memstore *am_api_memstore_new(uint64_t seed);
AM_EXPORT void am_api_memstore_free(am_api_memstore *m);
/* The store interface over m (valid while m lives). */
AM_EXPORT void am_api_memstore_store(am_api_memstore *m, am_api_store *out);
/* The time stamped on the games saved from now on (seconds; the listing's "modified"). */
AM_EXPORT void am_api_memstore_set_time(am_api_memstore *m, int64_t now);
/* Whether a finished game was played (the page remembers it): a new Scythe game then proposes the
 * level Automa (the store sets it itself when a game it keeps is finished). */
AM_EXPORT void am_api_memstore_set_history(am_api_memstore *m, int has_history);
/* Puts a game kept elsewhere into m (at start), replacing one of that name: its text, version, id
 * and time. AM_OK, AM_EUSAGE (a bad name), AM_EIO (memory). */
AM_EXPORT int am_api_memstore_put(am_api_memstore *m, const char *name, const char *text, uint64_t version, const char *id,
                        int64_t modified);
/* The game named: its text (valid until the next call on m), version and id; NULL when none. */
AM_EXPORT const char *am_api_memstore_get(const am_api_memstore *m, const char *name, uint64_t *version, const char **id);
/* The names of the games, in the order they were made: the i-th one, NULL past the end. */
AM_EXPORT const char *am_api_memstore_name(const am_api_memstore *m, int i);
/* Goes up by one at every change (a save, a creation, a deletion): a caller mirroring the games
 * compares it with the value it last saw. */
AM_EXPORT uint64_t am_api_memstore_changes(const am_api_memstore *m);

#endif
