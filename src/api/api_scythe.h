/* Inside the library: the Scythe part of the JSON API split in two files (api_scythe.c: the view,
 * new games, the actions; api_scythe_board.c: the board geometry, the player mat and structure
 * tile of a new game, the build / unbuild / tile actions). */
#ifndef AUTOMA_SRC_API_API_SCYTHE_H
#define AUTOMA_SRC_API_API_SCYTHE_H

#include <jansson.h>

#include "api/api.h"
#include "automa/scythe.h"

/* The level a new game proposes (the terminal wizard's too): the rulebook says to play the
 * Autometta until you have beaten it once, so "autometta" until the store has a history of
 * finished games, then "automa". */
const char *api_scythe_default_level(int has_history);
/* "player_mat" and "structure_tile" of a create request, applied to the new game g. */
int api_scythe_setup_extras(scy_game *g, const json_t *req, api_resp *r);
/* The handler of build, unbuild and tile in api_scythe.c's action table (which checked the
 * request's keys): 0, or -1 with the error in r. */
int api_scythe_act_board(void *state, const char *action, const json_t *req, json_t **result, api_resp *r);

#endif
