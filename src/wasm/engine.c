/* The offline page's engine (issue 27, docs/web.md "The offline page"): the library's JSON API
 * (include/automa/api.h) over its store in memory, compiled by emscripten to automa-engine.wasm
 * and driven by web/offline/worker.js in a Web Worker. The worker puts the games it keeps in
 * IndexedDB into the store at start (engine_put), sends every request of the page through
 * engine_request, and after a request that changed something reads the games back
 * (engine_changes, engine_name, engine_file) to mirror them into IndexedDB before it answers.
 *
 * Strings cross as UTF-8 in the wasm memory; an answer is kept until the next call (one request
 * at a time: a worker is single-threaded). The Italian catalogue is a file of emscripten's file
 * system (/locale/it/LC_MESSAGES/automa.mo, written by the worker); musl's gettext takes the
 * language from the LC_MESSAGES locale's name, set for each request. */
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <emscripten/emscripten.h>
#include <jansson.h>

#include "automa/api.h"
#include "automa/core.h"
#include "automa/game.h"
#include "wasm/engine.h"

/* musl's gettext reads a catalogue through __map_file, which must return the file's bytes or NULL.
 * emscripten 3.1.6 (Debian's) implements it in JavaScript as a failure that returns -1, not NULL:
 * musl then takes -1 for the catalogue and reads out of bounds (the first translated message
 * aborts). This definition, linked before emscripten's, reads the file into memory (musl keeps a
 * catalogue for good; it unmaps only on an allocation failure, which cannot follow this). */
const unsigned char *__map_file(const char *pathname, size_t *size);
const unsigned char *__map_file(const char *pathname, size_t *size)
{
    FILE *f = fopen(pathname, "rb");
    if (!f) return NULL;
    unsigned char *buf = NULL;
    long n = -1;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)n)) &&
        fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    if (buf) *size = (size_t)n;
    return buf;
}

typedef struct engine {
    am_api_memstore *mem;
    am_api_store store;
    char *out;          /* the last answer given to the worker */
} engine;

static engine E;        /* the one engine of this worker (the library itself keeps no state) */

static const char *keep(char *s)
{
    free(E.out);
    E.out = s;
    return s ? s : "";
}

static uint64_t u64(double hi, double lo)
{
    return ((uint64_t)hi << 32) | (uint64_t)lo;
}

/* Starts the engine: ids of new games from seed (two 32-bit halves from the browser's
 * crypto.getRandomValues), the catalogues under /locale. 0, or -1 out of memory. */
EMSCRIPTEN_KEEPALIVE int engine_init(double seed_hi, double seed_lo)
{
    if (E.mem) return 0;
    E.mem = am_api_memstore_new(u64(seed_hi, seed_lo));
    if (!E.mem) return -1;
    am_api_memstore_store(E.mem, &E.store);
    bindtextdomain(AM_TEXTDOMAIN, "/locale");
    bind_textdomain_codeset(AM_TEXTDOMAIN, "UTF-8");
    setlocale(LC_CTYPE, "C.UTF-8");
    return 0;
}

/* A game kept in IndexedDB, into the store (at start): 0, or the library's code. */
EMSCRIPTEN_KEEPALIVE int engine_put(const char *name, const char *text, double version, const char *id, double modified)
{
    return am_api_memstore_put(E.mem, name, text, (uint64_t)version, id, (int64_t)modified);
}

/* Whether a finished game is in the browser's history (a new Scythe game proposes the Automa). */
EMSCRIPTEN_KEEPALIVE void engine_set_history(int has)
{
    am_api_memstore_set_history(E.mem, has);
}

/* One request of the page: method, path after "/api", the body (or NULL), the page's language
 * ("en", "it"), a fresh random number (two halves) for a new game without a seed, the time
 * (seconds). The answer: "STATUS BODY" (e.g. "200 {\"ok\": true, ...}"). */
EMSCRIPTEN_KEEPALIVE const char *engine_request(const char *method, const char *path, const char *body, const char *lang,
                                                double seed_hi, double seed_lo, double now)
{
    setlocale(LC_MESSAGES, lang && strcmp(lang, "it") == 0 ? "it" : "C");
    am_api_memstore_set_time(E.mem, (int64_t)now);
    am_api_request req = {method, path, body, body ? strlen(body) : 0, u64(seed_hi, seed_lo)};
    am_api_answer ans = {0, NULL};
    am_api_handle(&E.store, &req, &ans);
    size_t n = ans.body ? strlen(ans.body) : 0;
    char *out = malloc(n + 8);
    if (out) {
        snprintf(out, 8, "%03u ", ans.status ? ans.status : 500);
        memcpy(out + 4, ans.body ? ans.body : "", n + 1);
    }
    am_api_answer_free(&ans);
    setlocale(LC_MESSAGES, "C");
    return keep(out);
}

/* The count of changes made to the store so far (the worker mirrors the games when it moved). */
EMSCRIPTEN_KEEPALIVE double engine_changes(void)
{
    return (double)am_api_memstore_changes(E.mem);
}

/* The i-th game's name, "" past the end. */
EMSCRIPTEN_KEEPALIVE const char *engine_name(int i)
{
    const char *n = am_api_memstore_name(E.mem, i);
    return n ? n : "";
}

/* The game named as IndexedDB keeps it: "VERSION ID\n" then its text; "" when there is none. */
EMSCRIPTEN_KEEPALIVE const char *engine_game(const char *name)
{
    uint64_t version = 0;
    const char *id = NULL;
    const char *text = am_api_memstore_get(E.mem, name, &version, &id);
    if (!text) return keep(NULL);
    size_t n = strlen(text);
    char *out = malloc(n + 64);
    if (!out) return keep(NULL);
    int h = snprintf(out, 64, "%llu %s\n", (unsigned long long)version, id ? id : "");
    memcpy(out + h, text, n + 1);
    return keep(out);
}

/* The row of the history of finished games that a game's text makes, as JSON
 * {"game", "human", "automa", "level", "options", "human_score", "automa_score", "human_won",
 * "turns", "seed"}; "" when the game is not finished (or its kind keeps no history). */
EMSCRIPTEN_KEEPALIVE const char *engine_history_row(const char *text)
{
    const am_game_kind *k = am_game_kind_of(text);
    if (!k || !k->history) return keep(NULL);
    void *state = calloc(1, k->size);
    char *out = NULL;
    am_err err;
    am_history_row row;
    char buf[1024];
    if (state && k->from_json(state, text, &err) == AM_OK && k->history(state, &row, buf, sizeof buf)) {
        json_t *o = json_pack("{s:s, s:s, s:s, s:s, s:s, s:i, s:i, s:b, s:i, s:I}", "game", row.game, "human",
                              row.human ? row.human : "", "automa", row.automa ? row.automa : "", "level",
                              row.level ? row.level : "", "options", row.options ? row.options : "", "human_score",
                              row.human_score, "automa_score", row.automa_score, "human_won", row.human_won,
                              "turns", row.turns, "seed", (json_int_t)(row.seed & 0x7fffffffffffffffULL));
        out = o ? json_dumps(o, JSON_COMPACT | JSON_ENSURE_ASCII) : NULL;
        json_decref(o);
    }
    free(state);
    return keep(out);
}
