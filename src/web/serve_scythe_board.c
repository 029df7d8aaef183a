/* The web API's part of the human's board position (issue 13): the player mat and structure tile
 * of a new game, and the build / unbuild / tile actions. Called from serve_scythe.c. */
#include <string.h>

#include "cli/scythe_cmd.h"
#include "web/serve.h"
#include "web/serve_scythe_board.h"

int serve_scythe_setup_extras(scy_game *g, const json_t *req, serve_resp *r)
{
    const char *mat = NULL, *tile = NULL;
    if (serve_get_str(req, "player_mat", &mat, r) < 0 || serve_get_str(req, "structure_tile", &tile, r) < 0) return -1;
    am_err e;
    int hp = scy_human_player(g);
    if (mat && hp >= 0 && scythe_setup_mat(g, hp, mat, NULL, &e) != AM_OK) {
        serve_error(r, 400, "bad-field", "'player_mat': %s", e.msg);
        return -1;
    }
    if (tile && scythe_setup_tile(g, tile, NULL, &e) != AM_OK) {
        serve_error(r, 400, "bad-field", "'structure_tile': %s", e.msg);
        return -1;
    }
    return 0;
}

int serve_scythe_act_board(scy_game *g, const char *action, const json_t *req, json_t **result, serve_resp *r)
{
    int build = strcmp(action, "build") == 0, unbuild = strcmp(action, "unbuild") == 0, tile = strcmp(action, "tile") == 0;
    if (!build && !unbuild && !tile) return 1;
    static const char *const kb[] = {"action", "structure", "territory", NULL};
    static const char *const ku[] = {"action", "structure", NULL};
    static const char *const kt[] = {"action", "tile", NULL};
    if (serve_keys_only(req, build ? kb : unbuild ? ku : kt, r)) return -1;
    const char *s = NULL;
    am_err e;
    int rc, hp = scy_human_player(g);
    unsigned before = hp >= 0 ? g->p[hp].auto_stars : 0;
    if (tile) {
        if (serve_get_str(req, "tile", &s, r) <= 0) {
            if (!s) serve_error(r, 400, "bad-field", "'tile' is required");
            return -1;
        }
        int k = scy_tile_parse(s);
        if (k < 0) {
            serve_error(r, 400, "bad-field", "'tile': manual, tunnels-adjacent, lakes-adjacent, encounters-adjacent, "
                                             "on-tunnels, in-a-row or farms-tundras, not '%.30s'", s);
            return -1;
        }
        if ((rc = scy_game_set_tile(g, k, &e)) != AM_OK) return serve_fail_am(r, rc, &e);
        *result = json_pack("{s:s, s:s}", "action", action, "tile", scy_tiles[k].id);
        return 0;
    }
    if (serve_get_str(req, "structure", &s, r) <= 0) {
        if (!s) serve_error(r, 400, "bad-field", "'structure' is required: mill, armory, monument or mine");
        return -1;
    }
    int kind = scy_structure_parse(s);
    if (kind < 0) {
        serve_error(r, 400, "bad-field", "'structure': mill, armory, monument or mine, not '%.30s'", s);
        return -1;
    }
    if (build) {
        const char *ts = NULL;
        int t;
        if (serve_get_str(req, "territory", &ts, r) <= 0) {
            if (!ts) serve_error(r, 400, "bad-field", "'territory' is required");
            return -1;
        }
        if (scy_pos_parse(ts, &t, &e) != AM_OK) {
            serve_error(r, 400, "bad-field", "'territory': %s", e.msg);
            return -1;
        }
        if ((rc = scy_human_build(g, kind, t, &e)) != AM_OK) return serve_fail_am(r, rc, &e);
    } else if ((rc = scy_human_unbuild(g, kind, &e)) != AM_OK) {
        return serve_fail_am(r, rc, &e);
    }
    *result = json_pack("{s:s, s:s}", "action", action, "structure", scy_structure_name(kind));
    json_t *stars = json_array();
    unsigned added = hp >= 0 ? g->p[hp].auto_stars & ~before : 0;
    for (int k = 0; k < SCY_NAUTO_STARS; k++)
        if (added & (1u << k)) json_array_append_new(stars, json_string(scy_auto_star_text(k)));
    json_object_set_new(*result, "stars_placed", stars);
    return 0;
}
