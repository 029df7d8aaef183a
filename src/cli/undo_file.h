/* The companion's undo history in the game file (src/cli/undo_file.c, docs/scythe-state.md). */
#ifndef CLI_UNDO_FILE_H
#define CLI_UNDO_FILE_H

#include "automa/scythe.h"

#define UNDO_FILE_MAX 50   /* earlier states kept in the file (the newest ones) */

/* Saves g with the last UNDO_FILE_MAX of steps[0..n) as its "undo" list, through the game store
 * (sg: the open game; STORE_ECHANGED when another program saved since it was read). */
struct store_game;
int undo_file_save(struct store_game *sg, const scy_game *g, const scy_game *steps, int n, am_err *err);
/* Reads the "undo" list of a game file (none: *n = 0); *steps is malloc'ed (free it). */
int undo_file_load(const char *path, scy_game **steps, int *n, am_err *err);

#endif
