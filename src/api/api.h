/* Inside the library: the JSON API's pieces (include/automa/api.h is the public side).
 * api.c: the router over a store; api_util.c: answers, errors and typed request fields;
 * api_scythe.c, api_expeditions.c, api_automata.c: one file per game (its view, new games, its
 * action table, its reports), each ending with the game's descriptor (automa/game.h). */
#ifndef AUTOMA_SRC_API_API_H
#define AUTOMA_SRC_API_API_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "automa/api.h"
#include "automa/game.h"

/* An answer being built: the HTTP status and the JSON body (owned; NULL = {}). */
typedef struct api_resp {
    unsigned status;
    json_t *body;
} api_resp;

/* What a new game's create handler gets besides the request. */
typedef struct api_env {
    uint64_t seed;      /* a fresh random number (am_api_request.seed) */
    int has_history;    /* am_api_store.has_history */
} api_env;

/* A game's part of the API (the descriptor's `api`). */
typedef struct am_api_ops {
    /* The view the page draws (hidden information such as the deck order left out). */
    json_t *(*view)(const void *state);
    /* Creates a new game from the request body; 0 or an error in r. */
    int (*create)(void *state, const json_t *req, const api_env *env, api_resp *r);
    /* Applies one action; returns 0 and sets *result (owned) or sets an error in r (the caller
     * drops the state: nothing is saved). */
    int (*act)(void *state, const char *action, const json_t *req, json_t **result, api_resp *r);
    /* Extra read-only reports: "score". NULL result with an error in r when unknown. */
    json_t *(*report)(const void *state, const char *what, api_resp *r);
    /* Optional (NULL: always allowed): 0 if the page's undo may go back from `state` to the saved
     * text `prev`, else an error in r (Automata: undo must not preview a roll or a deal). */
    int (*undo_check)(const void *state, const char *prev, api_resp *r);
    /* Optional: what to change on the table to go from `now` to `to` (redo 0: an earlier state,
     * 1: a later one), appended to b: the answer's result.table (Scythe: scy_render_step_text). */
    void (*step_text)(const void *now, const void *to, int redo, am_buf *b);
    /* Optional: does a step pass this state without stopping (Scythe: scy_undo_passes)? */
    int (*undo_passes)(const void *state);
} am_api_ops;

/* ---- answers and fields (api_util.c) ---------------------------------------------------- */
void api_error(api_resp *r, unsigned status, const char *code, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* The only map from a library error (AM_E*) to an answer: AM_EUSAGE 400 "bad-request",
 * AM_ESTATE 409 "illegal", AM_EDATA 422 "bad-file", AM_EIO 500 "io", others 500 "internal"; the
 * message is e's. rc: the failing call's return (0: e->code). Returns -1. */
int api_fail_am(api_resp *r, int rc, const am_err *e);
/* Checks that obj has only keys from the NULL-terminated list; sets a 400 error otherwise. */
int api_keys_only(const json_t *obj, const char *const *keys, api_resp *r);
/* The answer's text (compact, ASCII) into a; frees r's body. */
void api_resp_finish(api_resp *r, am_api_answer *a);

/* One action of a game's API (POST .../action {"action": name, ...}): its name, the request's keys
 * ("action" and the fields, NULL-terminated) and its handler. The handler sets *result or leaves
 * it NULL ({"action": name}); on error it sets r and returns -1 (nothing is saved). */
typedef struct api_action {
    const char *name;
    const char *const keys[9];
    int (*run)(void *state, const char *action, const json_t *req, json_t **result, api_resp *r);
} api_action;
/* The row of `table` (NULL-terminated) named `action`: checks the request's keys against it, runs
 * it, then check(state) (the game's invariants: a game that fails them is never saved, 500). An
 * unknown action: 400 "bad-action" listing the table's names (and undo, redo). 0 or -1. */
int api_act_table(const api_action *table, void *state, const char *action, const json_t *req, json_t **result,
                  api_resp *r, int (*check)(const void *state, am_err *err));
/* After an action that succeeded: its result ({"action": action} when it set none) and the game's
 * invariants checked (never save a broken game): 0, or -1 with a 500 in r (*result freed). */
int api_act_finish(const void *state, const char *action, json_t **result, api_resp *r,
                   int (*check)(const void *state, am_err *err));
/* Optional typed fields: return 0 when absent (leaving *out), 1 when read, -1 on a wrong type
 * (error set). */
int api_get_int(const json_t *obj, const char *key, long lo, long hi, long *out, api_resp *r);
int api_get_str(const json_t *obj, const char *key, const char **out, api_resp *r);
int api_get_bool(const json_t *obj, const char *key, int *out, api_resp *r);
/* Parses a JSON text (the library's own renderings) into a json_t; frees b; NULL on failure. */
json_t *api_parse_buf(am_buf *b);
/* The start of a game's view: its saved form (the kind's to_json) as a json_t, without the "rng"
 * (which would tell the future); NULL when out of memory. */
json_t *api_state_json(const am_game_kind *kind, const void *state);
/* A new game's "seed" (0..max, max = 2^k - 1; read as a 64-bit number, also where a long has 32
 * bits), or when the request names none a fresh one made from env's number: 0, or -1 with a 400
 * "bad-field" in r. */
int api_get_seed(const json_t *req, uint64_t max, const api_env *env, uint64_t *out, api_resp *r);

/* ---- Scythe's extras (api_scythe_board.c) --------------------------------------------------- */
/* The board geometry for the page (territories, terrain, rivers, home bases, options). */
json_t *api_scythe_board(int has_history);

#endif
