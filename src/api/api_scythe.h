/* Inside the library: the Scythe part of the JSON API split in two files (api_scythe.c: the view,
 * new games, the actions; api_scythe_board.c: the board geometry, the player mat and structure
 * tile of a new game). */
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

#endif
