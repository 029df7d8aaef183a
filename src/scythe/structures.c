/*
 * The human's structures, the structure bonus tiles, the player mats and the stars the program
 * can see on the board (base game rules; data/scythe/structure-tiles.txt,
 * data/scythe/player-mats.txt; rulings R-SC-48 to R-SC-55 in docs/rulings.md).
 *
 * A structure is stored as the territory it stands on (scy_player.structure[kind], territory + 1,
 * 0 = not built). It changes three things elsewhere: the owner's Mine counts as a tunnel for the
 * owner's units (human_nbhd.c), a territory holding only a structure is its owner's (score.c,
 * human_nbhd.c), and the end-game structure bonus (here).
 */
#include <string.h>
#include <strings.h>

#include "scythe/scythe_internal.h"

static const char *const structure_ids[SCY_NSTRUCTURES] = {"mill", "armory", "monument", "mine"};

const char *scy_structure_name(int kind)
{
    return kind >= 0 && kind < SCY_NSTRUCTURES ? structure_ids[kind] : "?";
}

/* The names for people (issue 29): English as the ids, the Italian rulebook's words in Italian */
const char *scy_structure_label(int kind)
{
    static const char *const labels[SCY_NSTRUCTURES] = {NC_("structure", "mill"), NC_("structure", "armory"),
                                                        NC_("structure", "monument"), NC_("structure", "mine")};
    return kind >= 0 && kind < SCY_NSTRUCTURES ? am_cgettext(labels[kind]) : "?";
}

const char *scy_mat_title(int mat)
{
    static const char *const titles[SCY_NMATS] = {
        NC_("player mat", "industrial"), NC_("player mat", "engineering"), NC_("player mat", "militant"),
        NC_("player mat", "patriotic"), NC_("player mat", "innovative"), NC_("player mat", "mechanical"),
        NC_("player mat", "agricultural")};
    return mat >= 0 && mat < SCY_NMATS ? am_cgettext(titles[mat]) : "?";
}

const char *scy_tile_title(int tile)
{
    static const char *const titles[SCY_NTILES] = {
        [SCY_TILE_MANUAL] = NC_("structure tile", "manual"),
        [SCY_TILE_TUNNELS_ADJACENT] = NC_("structure tile", "tunnels-adjacent"),
        [SCY_TILE_LAKES_ADJACENT] = NC_("structure tile", "lakes-adjacent"),
        [SCY_TILE_ENCOUNTERS_ADJACENT] = NC_("structure tile", "encounters-adjacent"),
        [SCY_TILE_ON_TUNNELS] = NC_("structure tile", "on-tunnels"),
        [SCY_TILE_IN_A_ROW] = NC_("structure tile", "in-a-row"),
        [SCY_TILE_FARMS_TUNDRAS] = NC_("structure tile", "farms-tundras")};
    return tile >= 0 && tile < SCY_NTILES ? am_cgettext(titles[tile]) : "?";
}

int scy_structure_parse(const char *s)
{
    for (int k = 0; s && k < SCY_NSTRUCTURES; k++)
        if (strcasecmp(s, structure_ids[k]) == 0) return k;
    return -1;
}

int scy_structure_pos(const scy_game *g, int pl, int kind)
{
    if (pl < 0 || pl >= g->nplayers || kind < 0 || kind >= SCY_NSTRUCTURES) return -1;
    int v = g->p[pl].structure[kind];
    return v ? v - 1 : -1;
}

am_set scy_structures_mask(const scy_game *g, int pl)
{
    am_set m = AM_SET_EMPTY;
    for (int k = 0; k < SCY_NSTRUCTURES; k++) {
        int t = scy_structure_pos(g, pl, k);
        if (SCY_IS_TERR(t)) m = am_set_add(m, t);
    }
    return m;
}

am_set scy_structure_only_control(const scy_game *g, int pl)
{
    am_set any = AM_SET_EMPTY;
    for (int q = 0; q < g->nplayers; q++) any |= scy_game_units_mask(g, q, SCY_UK_ANY);
    return scy_structures_mask(g, pl) & ~any;
}

int scy_structure_owner(const scy_game *g, int t)
{
    for (int pl = 0; pl < g->nplayers; pl++)
        if (am_set_has(scy_structures_mask(g, pl), t)) return pl;
    return -1;
}

/* ---- building ----------------------------------------------------------------------------- */

int scy_human_build(scy_game *g, int kind, int t, am_err *err)
{
    int pl = scy_acting_human(g, "build", err);
    if (pl < 0) return AM_ESTATE;
    if (kind < 0 || kind >= SCY_NSTRUCTURES)
        return am_fail(err, AM_EUSAGE, _("build: the structure is mill, armory, monument or mine"));
    scy_player *p = &g->p[pl];
    const char *name = scy_structure_label(kind);
    int at = scy_structure_pos(g, pl, kind);
    if (at >= 0) return am_fail(err, AM_ESTATE, _("build: your %s is already on %s (one of each)"), name, scy_pos_name(at));
    if (SCY_IS_HOME(t)) return am_fail(err, AM_EUSAGE, _("build: a home base is not a territory; nothing is built there"));
    if (!SCY_IS_TERR(t)) return am_fail(err, AM_EUSAGE, _("build: %s is not a territory of the board"), scy_pos_name(t));
    if (scy_territories[t].terrain == SCY_LAKE) return am_fail(err, AM_EUSAGE, _("build: %s is a lake; no structure on a lake"), scy_pos_name(t));
    int owner = scy_structure_owner(g, t);
    if (owner >= 0)
        return am_fail(err, AM_ESTATE, _("build: %s already holds a structure (one per territory)"), scy_pos_name(t));
    if (!scy_game_count_units_on(g, pl, SCY_UK_WORKER, t))
        return am_fail(err, AM_ESTATE, _("build: you have no worker on %s"), scy_pos_name(t));
    if (am_set_has(scy_other_units_mask(g, pl, SCY_UK_ANY), t))
        return am_fail(err, AM_ESTATE, _("build: you do not control %s: it holds another player's units"), scy_pos_name(t));
    p->structure[kind] = (uint8_t)(t + 1);
    scy_auto_stars_place(g, pl);
    return AM_OK;
}

int scy_human_unbuild(scy_game *g, int kind, am_err *err)
{
    int pl = scy_acting_human(g, "unbuild", err);
    if (pl < 0) return AM_ESTATE;
    if (kind < 0 || kind >= SCY_NSTRUCTURES)
        return am_fail(err, AM_EUSAGE, _("unbuild: the structure is mill, armory, monument or mine"));
    scy_player *p = &g->p[pl];
    if (!p->structure[kind]) return am_fail(err, AM_ESTATE, _("unbuild: your %s is not on the board"), scy_structure_label(kind));
    p->structure[kind] = 0;
    /* the star placed for the fourth structure goes with it (this is a correction) */
    if (p->auto_stars & (1u << SCY_AS_STRUCTURES)) {
        p->auto_stars = (uint8_t)(p->auto_stars & ~(1u << SCY_AS_STRUCTURES));
        if (p->stars) p->stars--;
    }
    return AM_OK;
}

/* ---- structure bonus tiles ----------------------------------------------------------------- */

const scy_tile_info scy_tiles[SCY_NTILES] = {
    [SCY_TILE_MANUAL] = {"manual", N_("a tile the program does not know: the coins are entered by hand"), {0}},
    [SCY_TILE_TUNNELS_ADJACENT] = {"tunnels-adjacent", N_("tunnel territories adjacent to your structures"),
                                   {0, 2, 4, 4, 6, 6, 9, 9}},
    [SCY_TILE_LAKES_ADJACENT] = {"lakes-adjacent", N_("lakes adjacent to your structures"), {0, 2, 4, 4, 6, 6, 9, 9}},
    [SCY_TILE_ENCOUNTERS_ADJACENT] = {"encounters-adjacent", N_("encounter territories adjacent to your structures"),
                                      {0, 2, 4, 4, 6, 6, 9, 9}},
    [SCY_TILE_ON_TUNNELS] = {"on-tunnels", N_("tunnel territories with your structures on them (the Mine is not a tunnel)"),
                             {0, 2, 4, 6, 6, 6, 6, 6}},
    [SCY_TILE_IN_A_ROW] = {"in-a-row", N_("your structures in a straight row of adjacent territories"),
                           {0, 2, 4, 6, 9, 9, 9, 9}},
    [SCY_TILE_FARMS_TUNDRAS] = {"farms-tundras", N_("farms and tundras with your structures on them"),
                                {0, 2, 4, 6, 9, 9, 9, 9}},
};

int scy_tile_parse(const char *s)
{
    if (!s) return -1;
    for (int k = 0; k < SCY_NTILES; k++)
        if (strcasecmp(s, scy_tiles[k].id) == 0) return k;
    if (s[0] >= '1' && s[0] <= '6' && s[1] == '\0') return s[0] - '0';
    return -1;
}

int scy_game_set_tile(scy_game *g, int tile, am_err *err)
{
    if (tile < 0 || tile >= SCY_NTILES) return am_fail(err, AM_EUSAGE, _("structure tile: unknown tile"));
    g->structure_tile = (uint8_t)tile;
    return AM_OK;
}

/* Axial hex steps of the board's odd-r grid (board.txt: odd rows are shifted right). Direction
 * 0..5; returns the territory one step from t, -1 if none. */
int scy_hex_step(int t, int dir)
{
    static const int dq[6] = {1, 1, 0, -1, -1, 0}, dr[6] = {0, -1, -1, 0, 1, 1};
    int row = scy_territories[t].row, col = scy_territories[t].col;
    int q = col - (row - (row & 1)) / 2;
    int r2 = row + dr[dir], q2 = q + dq[dir];
    return scy_board_at(r2, q2 + (r2 - (r2 & 1)) / 2);
}

/* The longest straight row of adjacent territories all holding a structure of `mine`. */
static int longest_row(am_set mine)
{
    int best = 0;
    AM_SET_FOREACH(t, mine) {
        for (int dir = 0; dir < 3; dir++) {
            int n = 1, u = t;
            while ((u = scy_hex_step(u, dir)) >= 0 && am_set_has(mine, u)) n++;
            if (n > best) best = n;
        }
    }
    return best;
}

static int tile_count(const scy_game *g, int pl, int tile)
{
    am_set mine = scy_structures_mask(g, pl), near = AM_SET_EMPTY;
    AM_SET_FOREACH(t, mine) near |= scy_adj[t];  /* touching, rivers or not */
    near &= ~mine;                               /* a structure's own territory is not adjacent to it */
    /* only the printed tunnels count as tunnels: the Mine is not one (base-game-rules.md §4) */
    switch (tile) {
    case SCY_TILE_TUNNELS_ADJACENT: return am_set_count(near & scy_mask_tunnel);
    case SCY_TILE_LAKES_ADJACENT: return am_set_count(near & scy_mask_lake);
    case SCY_TILE_ENCOUNTERS_ADJACENT: return am_set_count(near & scy_mask_encounter);
    case SCY_TILE_ON_TUNNELS: return am_set_count(mine & scy_mask_tunnel);
    case SCY_TILE_IN_A_ROW: return longest_row(mine);
    case SCY_TILE_FARMS_TUNDRAS: return am_set_count(mine & (scy_mask_terrain[SCY_FARM] | scy_mask_terrain[SCY_TUNDRA]));
    default: return 0;
    }
}

int scy_structure_bonus(const scy_game *g, int pl, int *count)
{
    const scy_player *p = &g->p[pl];
    if (count) *count = -1;
    if (p->automa) return 0;  /* the Automa builds no structures */
    int tile = g->structure_tile;
    if (tile <= SCY_TILE_MANUAL || tile >= SCY_NTILES) return p->structure_bonus;
    int n = tile_count(g, pl, tile);
    if (count) *count = n;
    return scy_tiles[tile].coins[n > 7 ? 7 : n];
}

/* ---- player mats ----------------------------------------------------------------------------- */

const scy_mat_info scy_mats[SCY_NMATS] = {
    [SCY_MAT_INDUSTRIAL] = {"industrial", "1", 2, 4},   [SCY_MAT_ENGINEERING] = {"engineering", "2", 2, 5},
    [SCY_MAT_MILITANT] = {"militant", "2A", 3, 4},      [SCY_MAT_PATRIOTIC] = {"patriotic", "3", 2, 6},
    [SCY_MAT_INNOVATIVE] = {"innovative", "3A", 3, 5},  [SCY_MAT_MECHANICAL] = {"mechanical", "4", 3, 6},
    [SCY_MAT_AGRICULTURAL] = {"agricultural", "5", 4, 7},
};

int scy_mat_parse(const char *s)
{
    for (int k = 0; s && k < SCY_NMATS; k++)
        if (strcasecmp(s, scy_mats[k].id) == 0 || strcasecmp(s, scy_mats[k].label) == 0) return k;
    return -1;
}

/* A structure bonus tile as the player types it: its id ("in-a-row", 1..6, "manual") or its name in
 * the current language, spaces or hyphens alike ("strutture in fila", "strutture-in-fila"); -1. */
int scy_tile_find(const char *s)
{
    int k = scy_tile_parse(s);
    for (int t = 0; k < 0 && s && t < SCY_NTILES; t++) {
        const char *a = s, *b = scy_tile_title(t);
        for (; *a && *b; a++, b++) {
            char x = *a == ' ' ? '-' : *a, y = *b == ' ' ? '-' : *b;
            if (x >= 'A' && x <= 'Z') x = (char)(x - 'A' + 'a');
            if (y >= 'A' && y <= 'Z') y = (char)(y - 'A' + 'a');
            if (x != y) break;
        }
        if (!*a && !*b) k = t;
    }
    return k;
}

int scy_game_set_player_mat(scy_game *g, int pl, int mat, am_err *err)
{
    if (pl < 0 || pl >= g->nplayers || g->p[pl].automa)
        return am_fail(err, AM_EUSAGE, _("player mat: that player is not a human player of this game"));
    if (mat < 0 || mat >= SCY_NMATS) return am_fail(err, AM_EUSAGE, _("player mat: unknown player mat"));
    if (g->turns > 0) return am_fail(err, AM_ESTATE, _("player mat: it is chosen at setup, before the first turn"));
    for (int q = 0; q < g->nplayers; q++)
        if (q != pl && g->p[q].player_mat == mat + 1)
            return am_fail(err, AM_ESTATE, _("player mat: %s already has the %s mat"), scy_faction_label(g->p[q].faction),
                           scy_mats[mat].id);
    scy_player *p = &g->p[pl];
    p->player_mat = (uint8_t)(mat + 1);
    p->popularity = scy_mats[mat].popularity;
    p->coins = scy_mats[mat].coins;
    return AM_OK;
}

/* ---- stars the program sees ---------------------------------------------------------------- */

const char *scy_auto_star_text(int which)
{
    switch (which) {
    case SCY_AS_STRUCTURES: return _("all 4 structures built");
    case SCY_AS_MECHS: return _("all 4 mechs deployed");
    case SCY_AS_WORKERS: return _("all 8 workers in play");
    case SCY_AS_POWER: return _("16 power");
    default: return "?";
    }
}

unsigned scy_auto_stars_earned(const scy_game *g, int pl)
{
    return scy_auto_stars_earned_now(g, pl);
}

unsigned scy_auto_stars_place(scy_game *g, int pl)
{
    scy_player *p = &g->p[pl];
    unsigned todo = scy_auto_stars_earned(g, pl) & ~(unsigned)p->auto_stars, placed = 0;
    if (!todo) return 0;
    for (int k = 0; k < SCY_NAUTO_STARS && !g->game_over; k++) {
        if (!(todo & (1u << k)) || p->stars >= SCY_STARS_END) continue;
        p->stars++;
        p->auto_stars = (uint8_t)(p->auto_stars | (1u << k));
        placed |= 1u << k;
        if (p->stars == SCY_STARS_END) g->game_over = 1;  /* a sixth star ends the game at once */
    }
    return placed;
}

/* ---- status lines --------------------------------------------------------------------------- */

void scy_render_structures(const scy_game *g, int pl, am_buf *b)
{
    const scy_player *p = &g->p[pl];
    am_buf_puts(b, _("    structures:"));
    int any = 0;
    for (int k = 0; k < SCY_NSTRUCTURES; k++) {
        int t = scy_structure_pos(g, pl, k);
        if (t < 0) continue;
        am_buf_printf(b, "%s %s %s", any ? "," : "", scy_structure_label(k), scy_pos_name(t));
        any = 1;
    }
    if (!any) am_buf_puts(b, _(" none"));
    if (p->player_mat)
        am_buf_printf(b, _("; player mat %s (%s)"), scy_mat_title(p->player_mat - 1), scy_mats[p->player_mat - 1].label);
    am_buf_puts(b, "\n");
}

void scy_render_tile(const scy_game *g, am_buf *b)
{
    int k = g->structure_tile < SCY_NTILES ? g->structure_tile : 0;
    if (k == SCY_TILE_MANUAL) am_buf_puts(b, _("Structure bonus tile: entered by hand (set structure-bonus N).\n"));
    else am_buf_printf(b, _("Structure bonus tile %s: %s.\n"), scy_tile_title(k), _(scy_tiles[k].text));
}
