/* The game file's fields of issue 13 (structures, player mat, automatic stars, structure tile),
 * read and written by json.c through these functions (src/scythe/json_structures.c). */
#ifndef AUTOMA_SCYTHE_JSON_STRUCTURES_H
#define AUTOMA_SCYTHE_JSON_STRUCTURES_H

#include <jansson.h>

#include "scythe/scythe_internal.h"

/* players[i]: "structures", "player_mat", "auto_stars" (humans only). Called once the player's
 * units and numbers are read; players read before it are already in g. */
int scy_json_player_extras_parse(json_t *pj, const char *path, const scy_game *g, scy_player *p, am_err *err);
void scy_json_player_extras_write(const scy_player *p, json_t *pj);
/* top level: "structure_tile" */
int scy_json_tile_parse(json_t *root, scy_game *g, am_err *err);
void scy_json_tile_write(const scy_game *g, json_t *root);

#endif
