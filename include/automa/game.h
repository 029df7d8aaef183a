/*
 * automa game: one descriptor per game (after OpenSpiel's registered GameType): what the store,
 * the JSON API, the simulator (`sim`), the test harness and the completion read about a kind of game.
 *
 *   const am_game_kind *k = am_game_kind_of(text);    (by the text's "format")
 *   void *state = calloc(1, k->size);
 *   if (k->from_json(state, text, &err) == AM_OK) { ... k->to_json(state, &buf); ... }
 *
 * Adding a game: docs/adding-a-game.md.
 */
#ifndef AUTOMA_GAME_H
#define AUTOMA_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "automa/core.h"

struct am_api_ops;   /* the game's part of the JSON API (inside the library: src/api/api.h) */
struct am_commands;  /* the game's command table (the command-table engine's) */

/* The row of the history of finished games a finished game makes (strings point into the buffer
 * the caller gave, or are static). */
typedef struct am_history_row {
    const char *game;      /* "scythe" */
    const char *human;     /* the people's faction(s), comma-separated */
    const char *automa;    /* the Automas' */
    const char *level;     /* their levels */
    const char *options;   /* the options in words */
    int human_score, automa_score;   /* the best of each side */
    int human_won;
    int turns;
    uint64_t seed;
} am_history_row;

/* The game's simulator (`automa sim NAME`, docs/simulation.md): whole games played by the library
 * alone (its stand-ins or bots), game `index` of a run decided by the run's configuration and the
 * index only, so that any thread may play any game. The configuration and the result are the game's
 * own structs (scy_sim_run and scy_sim_result, exp_sim_config and exp_sim_game_result, atm_sim_config
 * and atm_sim_result); the terminal fills the one from its options and sums up the other. */
typedef struct am_game_sim {
    const char *summary;   /* what it plays, one line of `automa sim help` (English, N_(): translate it) */
    size_t config_size;    /* sizeof the run's configuration */
    size_t result_size;    /* sizeof one game's result */
    /* Plays game `index` of the run `config` into `result` (result_size bytes). Reads config only:
     * several threads may play games of one run at once. */
    int (*play)(const void *config, long index, void *result, am_err *err);
} am_game_sim;

typedef struct am_game_kind {
    const char *name;      /* "scythe": the word of the command line, the API's "kind" */
    const char *title;     /* "Scythe Automa" (English; for lists and messages) */
    const char *format;    /* "automa-scythe/1": the "format" field of its saved text */
    size_t size;           /* sizeof the state: a caller allocates this many bytes */
    size_t max_file;       /* the largest saved text of this kind a reader accepts (bytes) */
    /* The saved text (the game file without the store's envelope): load and write. from_json
     * fills a state (zeroed by the caller) or fails with AM_EDATA naming the key or line. */
    int (*from_json)(void *state, const char *text, am_err *err);
    void (*to_json)(const void *state, am_buf *out);
    /* The game's invariants (a state that fails them is never saved). */
    int (*check)(const void *state, am_err *err);
    /* The row of the history of finished games, when the state is a finished game of a kind that
     * keeps one (buf: room for its strings, at least 320 bytes): 1, else 0. NULL: none kept. */
    int (*history)(const void *state, am_history_row *row, char *buf, size_t cap);
    /* The JSON API's part (view, creation, actions, reports): inside the library. */
    const struct am_api_ops *api;
    /* The fields of the smallest request that creates a game of this kind through the JSON API
     * (POST /api/games, with "kind" and "name" added), e.g. {"human": "nordic"}: the tests create,
     * save, load and view one game of every kind from it. */
    const char *create_example;
    /* The commands a person types for this game (the command-table engine's rows: help, words
     * and Tab completion); NULL until the game has them. */
    const struct am_commands *commands;
    /* The game's simulator (above); NULL: it has none. `automa sim` lists and runs the kinds that
     * have one. */
    const am_game_sim *sim;
} am_game_kind;

extern AM_EXPORT const am_game_kind am_game_scythe, am_game_expeditions, am_game_automata;
/* Every kind, NULL-terminated, in the order the API lists them. */
extern AM_EXPORT const am_game_kind *const am_game_kinds[];
/* The kind named name ("scythe"), or NULL. */
AM_EXPORT const am_game_kind *am_game_kind_named(const char *name);
/* The kind of a saved text, by its "format" field; NULL when the text is not JSON or names none
 * of the kinds. */
AM_EXPORT const am_game_kind *am_game_kind_of(const char *text);
/* The largest size of every kind's state. */
AM_EXPORT size_t am_game_max_size(void);

#endif
