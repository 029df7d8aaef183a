/*
 * Human neighbourhoods: the territories a human player's unit could enter with one move, used by
 * the Automa to decide whether a territory "is in the neighborhood of enemy combat units"
 * (rulebook "Neighborhoods", Example 1; Move Worker step 4).
 *
 * Source of the movement rules: data/scythe/factions.txt ("GENERAL MOVEMENT RULES" and each
 * ability's movement_effect).  What is deliberately NOT modelled (docs/rulings.md):
 *   - Speed: the rulebook defines the neighbourhood as "the territories the unit can reach by a
 *     movement of one territory", so a second step never counts (R-SC-2).
 *   - (Structures are modelled: the player's own Mine counts as a tunnel for its units, in the
 *     tunnel links, Underpass and Burrow; a territory holding only its structure is controlled
 *     for Township and Underpass; R-SC-3, R-SC-49.)
 *   - Wayfare: it only reaches home bases, and home bases are not territories.
 *   - Rusviet Riverwalk from its home base across the river to B7: a unit on a home base has no
 *     neighbourhood at all ("Units on home bases do not have neighborhoods").
 *   - Enemy units and encounter tokens stop a character's or mech's move, but the unit still
 *     enters that territory, so they do not change its neighbourhood.  Occupancy rules (a worker
 *     moving on its own never enters a territory holding another player's unit; a mech may carry
 *     workers into a combat) are rules of a move, checked by scy_human_move (human.c).
 */
#include "scythe/scythe_internal.h"

/* Territories where player pl has at least one unit. */
static am_set units_on_board(const scy_game *g, int pl)
{
    am_set s = AM_SET_EMPTY;
    for (int u = 0; u < SCY_NUNITS; u++) {
        int pos = g->p[pl].unit[u];
        if (SCY_IS_TERR(pos)) s = am_set_add(s, pos);
    }
    return s;
}

/* Territories where player pl has a worker. */
static am_set workers_on_board(const scy_game *g, int pl)
{
    am_set s = AM_SET_EMPTY;
    for (int u = SCY_U_WORKER0; u < SCY_NUNITS; u++) {
        int pos = g->p[pl].unit[u];
        if (SCY_IS_TERR(pos)) s = am_set_add(s, pos);
    }
    return s;
}

/* Territories holding a unit of any player other than pl. */
static am_set others_units(const scy_game *g, int pl)
{
    am_set s = AM_SET_EMPTY;
    int n = g->nplayers <= SCY_MAX_PLAYERS ? g->nplayers : SCY_MAX_PLAYERS;
    for (int q = 0; q < n; q++)
        if (q != pl) s |= units_on_board(g, q);
    return s;
}

/* Territories player pl controls: it has a unit there and no other player has (a territory
 * holding units of two players, before their combat is resolved, is contested and controlled by
 * no one), or its structure stands there with nobody's unit (R-SC-50). */
static am_set controlled_by(const scy_game *g, int pl)
{
    return (units_on_board(g, pl) & ~others_units(g, pl)) | scy_structure_only_control(g, pl);
}

static am_set marked_territories(const int8_t owner[SCY_NTERR], int pl)
{
    am_set s = AM_SET_EMPTY;
    for (int t = 0; t < SCY_NTERR; t++)
        if (owner[t] == pl) s = am_set_add(s, t);
    return s;
}

am_set scy_human_neighbourhood(const scy_game *g, int pl, int u)
{
    if (!g || pl < 0 || pl >= g->nplayers || pl >= SCY_MAX_PLAYERS || u < 0 || u >= SCY_NUNITS)
        return AM_SET_EMPTY;
    const scy_player *p = &g->p[pl];
    int pos = p->unit[u];
    /* home base, faction mat, not in play: no neighbourhood */
    if (!SCY_IS_TERR(pos) || p->faction >= SCY_NFACTIONS) return AM_SET_EMPTY;
    const scy_faction_info *fi = &scy_factions[p->faction];

    /* Which movement abilities this unit has: mech abilities go to the character and the mechs
     * (never to workers). */
    int has[SCY_AB_OTHER + 1] = {0};
    if (SCY_IS_COMBAT_UNIT(u))
        for (int i = 0; i < 4; i++)
            if ((p->mech_abilities >> i) & 1u) {
                int ab = fi->mech_ability[i];
                if (ab >= 0 && ab <= SCY_AB_OTHER) has[ab] = 1;
            }
    int lakes_ok = has[SCY_AB_SEAWORTHY] || has[SCY_AB_SUBMERGE] || has[SCY_AB_SUITON];
    am_set here = am_set_bit(pos);
    am_set adj = scy_adj[pos];
    /* the player's own Mine counts as a tunnel for its units (base game; factions.txt) */
    am_set tunnels = scy_mask_tunnel;
    int mine = scy_structure_pos(g, pl, SCY_ST_MINE);
    if (SCY_IS_TERR(mine)) tunnels = am_set_add(tunnels, mine);
    am_set river = scy_adj_river[pos];

    /* Base rule: one step to a touching territory, not across a river. */
    am_set n = adj & ~river;
    /* All six tunnel territories (and your Mine) are adjacent to each other, for every unit. */
    if (tunnels & here) n |= tunnels;

    /* Rivers. */
    if (!SCY_IS_COMBAT_UNIT(u) && fi->worker_swim) n |= river;  /* Nordic Swim */
    if (has[SCY_AB_RIVERWALK])
        for (int i = 0; i < 2; i++)
            if (fi->riverwalk[i] < SCY_NTERRAINS) n |= river & scy_mask_terrain[fi->riverwalk[i]];
    if (has[SCY_AB_TOKA]) n |= river;                              /* once per turn, any terrain */
    if (has[SCY_AB_BURROW]) n |= (tunnels & here) ? river : river & tunnels;

    /* Lakes. */
    if (has[SCY_AB_SUBMERGE] && (scy_mask_lake & here)) n |= scy_mask_lake;

    /* Links between distant territories. */
    if (has[SCY_AB_TOWNSHIP]) {
        am_set s = (controlled_by(g, pl) & scy_mask_terrain[SCY_VILLAGE]) | am_set_bit(scy_factory);
        if (s & here) n |= s;
    }
    if (has[SCY_AB_UNDERPASS]) {
        am_set s = (controlled_by(g, pl) & scy_mask_terrain[SCY_MOUNTAIN]) | tunnels;
        if (s & here) n |= s;
    }
    if (has[SCY_AB_SHINOBI]) n |= marked_territories(g->trap_owner, pl);
    if (has[SCY_AB_RALLY]) n |= workers_on_board(g, pl) | marked_territories(g->flag_owner, pl);

    /* No unit enters a lake without Seaworthy, Submerge or Suiton, whatever link led there. */
    if (!lakes_ok) n &= ~scy_mask_lake;
    return n | here;
}
