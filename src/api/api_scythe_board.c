/* The JSON API's Scythe board: the geometry the page draws (with a new game's defaults and the
 * option table), and the human's board position (issue 13): the player mat and structure tile
 * of a new game (build, unbuild and tile are the library's action rows, api_scythe.c). Called from
 * api_scythe.c and api.c. */
#include <string.h>

#include "api/api.h"
#include "api/api_scythe.h"
#include "automa/scythe.h"
#include "scythe/options.h"

/* ---- the board geometry ------------------------------------------------------------------ */

/* The option table for the page's creation form: [{"name", "kind" (flag, int, enum), "lo", "hi",
 * "values" (enum), "default", "help" (English; the page shows its own words)}], in table order. */
static json_t *options_json(void)
{
    static const char *const kinds[] = {[SCY_OPT_FLAG] = "flag", [SCY_OPT_INT] = "int", [SCY_OPT_ENUM] = "enum"};
    scy_options d;
    scy_options_default(&d);
    json_t *a = json_array();
    for (int i = 0; i < SCY_NOPTIONS; i++) {
        const scy_option_info *opt = &scy_option_table[i];
        int v = scy_option_get(&d, opt);
        json_t *o = json_pack("{s:s, s:s, s:i, s:i, s:s}", "name", opt->name, "kind", kinds[opt->kind], "lo", opt->lo, "hi",
                              opt->hi, "help", opt->help);
        if (opt->kind == SCY_OPT_ENUM) {
            json_t *vals = json_array();
            for (int k = 0; opt->values[k]; k++) json_array_append_new(vals, json_string(opt->values[k]));
            json_object_set_new(o, "values", vals);
            json_object_set_new(o, "default", json_string(opt->values[v]));
        } else {
            json_object_set_new(o, "default", opt->kind == SCY_OPT_FLAG ? json_boolean(v) : json_integer(v));
        }
        json_array_append_new(a, o);
    }
    return a;
}

const char *api_scythe_default_level(int has_history)
{
    return has_history ? "automa" : "autometta";
}

json_t *api_scythe_board(int has_history)
{
    json_t *terr = json_array(), *homes = json_array(), *rivers = json_array(), *adj = json_array();
    for (int t = 0; t < SCY_NTERR; t++) {
        const scy_territory *x = &scy_territories[t];
        json_array_append_new(terr, json_pack("{s:s, s:i, s:i, s:s, s:b, s:b}", "name", x->name, "row", x->row, "col",
                                              x->col, "terrain", scy_terrain_name(x->terrain), "encounter",
                                              (x->flags & SCY_TF_ENCOUNTER) != 0, "tunnel", (x->flags & SCY_TF_TUNNEL) != 0));
        AM_SET_FOREACH(u, scy_adj_river[t])
            if (u > t) json_array_append_new(rivers, json_pack("[s,s]", x->name, scy_territories[u].name));
        json_t *a = json_array();
        AM_SET_FOREACH(u, scy_adj[t]) json_array_append_new(a, json_string(scy_territories[u].name));
        json_array_append_new(adj, a);
    }
    for (int f = 0; f < SCY_NFACTIONS; f++) {
        json_t *across = json_array();
        AM_SET_FOREACH(u, scy_homes[f].across_river) json_array_append_new(across, json_string(scy_territories[u].name));
        json_array_append_new(homes, json_pack("{s:s, s:s, s:i, s:i, s:o}", "faction", scy_faction_name(f), "title",
                                               scy_factions[f].name, "row", scy_homes[f].row, "col", scy_homes[f].col,
                                               "across_river", across));
    }
    /* a new game's defaults, the same as the terminal wizard's (issue 19) */
    json_t *far = json_object();
    for (int f = 0; f < SCY_NFACTIONS; f++)
        json_object_set_new(far, scy_faction_name(f), json_string(scy_faction_name(scy_board_far_faction(f))));
    json_t *defaults = json_pack("{s:s, s:s, s:s, s:o}", "human", "nordic", "level", api_scythe_default_level(has_history), "combat",
                                 "companion", "automa_for", far);
    return json_pack("{s:b, s:o, s:o, s:o, s:o, s:s, s:o, s:o}", "ok", 1, "territories", terr, "homes", homes, "rivers",
                     rivers, "adjacent", adj, "factory", scy_territories[scy_factory].name, "defaults", defaults, "options",
                     options_json());
}

int api_scythe_setup_extras(scy_game *g, const json_t *req, api_resp *r)
{
    const char *mat = NULL, *tile = NULL;
    if (api_get_str(req, "player_mat", &mat, r) < 0 || api_get_str(req, "structure_tile", &tile, r) < 0) return -1;
    am_err e;
    int hp = scy_human_player(g);
    if (mat && hp >= 0 && scy_setup_mat(g, hp, mat, NULL, &e) != AM_OK) {
        api_error(r, 400, "bad-field", "'player_mat': %s", e.msg);
        return -1;
    }
    if (tile && scy_setup_tile(g, tile, NULL, &e) != AM_OK) {
        api_error(r, 400, "bad-field", "'structure_tile': %s", e.msg);
        return -1;
    }
    return 0;
}
