/* Issue 13's part of the Scythe web API (serve_scythe_board.c). */
#ifndef AUTOMA_WEB_SERVE_SCYTHE_BOARD_H
#define AUTOMA_WEB_SERVE_SCYTHE_BOARD_H

#include <jansson.h>

#include "automa/scythe.h"
#include "web/serve.h"

/* "player_mat" and "structure_tile" of a create request, applied to the new game g. */
int serve_scythe_setup_extras(scy_game *g, const json_t *req, serve_resp *r);
/* The handler of build, unbuild and tile in serve_scythe.c's action table (which checked the
 * request's keys): 0, or -1 with the error in r. */
int serve_scythe_act_board(void *state, const char *action, const json_t *req, json_t **result, serve_resp *r);

#endif
