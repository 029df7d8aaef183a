/* The local SQLite history of finished games (src/store/history.c; written only through the store). */
#ifndef AUTOMA_STORE_HISTORY_H
#define AUTOMA_STORE_HISTORY_H

#include <stdint.h>
#include <stdio.h>

#include "automa/core.h"

typedef struct hist_game {
    const char *game_id;   /* the game file's id (store.h): one row per game; NULL: none */
    const char *game;      /* "scythe" */
    const char *human;     /* faction(s) */
    const char *automa;
    const char *level;
    const char *options;
    int human_score, automa_score;
    int human_won;
    int turns;
    uint64_t seed;
    const char *file;      /* the game file, absolute (NULL: not known) */
} hist_game;

/* The user's data folder of automa: $XDG_DATA_HOME/automa, else ~/.local/share/automa, with "/sub"
 * when sub is not NULL (the companion's games: "games"); create_dir makes it. -1 when there is none
 * (no HOME) or it cannot be made. */
int hist_data_dir(char *out, size_t cap, const char *sub, int create_dir);
/* The database path: $AUTOMA_HISTORY, else $XDG_DATA_HOME/automa/history.db, else
 * ~/.local/share/automa/history.db; create_dir makes the folder. Returns -1 when there is none. */
int hist_default_path(char *out, size_t cap, int create_dir);
/* The difficulty a new Scythe game proposes (the wizard and the page alike): the rulebook says to
 * play the Autometta until you have beaten it once; "automa" once a history exists. */
const char *hist_default_level(void);
/* Adds a finished game, or updates its row when one with the same game_id exists (a game undone
 * and finished again); a damaged/locked/unwritable database → AM_EIO with a message. */
int hist_record(const char *path, const hist_game *h, am_err *err);
/* The row of game_id: 1 (scores, turns and file into *out, the file's text in file), 0 none, -1
 * the database cannot be read (err). */
int hist_find(const char *path, const char *game_id, hist_game *out, char *file, size_t cap, am_err *err);
/* Removes the row of game_id recorded for that file (or for no file): the end of that game was
 * undone (issue 28: an abandoned game no longer counts in the win rates). */
int hist_forget(const char *path, const char *game_id, const char *file, am_err *err);
/* Prints the games and the win rates per level and per faction pair. */
int hist_list(const char *path, FILE *out, am_err *err);

#endif
