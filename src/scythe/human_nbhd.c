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
#include <string.h>

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

/* What a unit's neighbourhood depends on besides its position: the movement abilities of its kind
 * (mech abilities go to the character and the mechs, never to workers) and the player's tunnels,
 * worked out once per player and kind so that a union over several units (scy_human_combat_reach)
 * does it once. */
typedef struct moves_of {
    const scy_game *g;
    int pl, swim, lakes_ok;
    uint8_t has[SCY_AB_OTHER + 1];
    am_set tunnels;  /* the six tunnels and the player's own Mine */
    int have_control;
    am_set control;  /* controlled_by(g, pl), when Township or Underpass asks */
} moves_of;

static void moves_init(moves_of *m, const scy_game *g, int pl, int combat)
{
    const scy_player *p = &g->p[pl];
    const scy_faction_info *fi = &scy_factions[p->faction];
    memset(m, 0, sizeof *m);
    m->g = g;
    m->pl = pl;
    m->swim = !combat && fi->worker_swim;  /* Nordic Swim */
    if (combat)
        for (int i = 0; i < 4; i++)
            if ((p->mech_abilities >> i) & 1u) {
                int ab = fi->mech_ability[i];
                if (ab >= 0 && ab <= SCY_AB_OTHER) m->has[ab] = 1;
            }
    m->lakes_ok = m->has[SCY_AB_SEAWORTHY] || m->has[SCY_AB_SUBMERGE] || m->has[SCY_AB_SUITON];
    /* the player's own Mine counts as a tunnel for its units (base game; factions.txt) */
    m->tunnels = scy_mask_tunnel;
    int mine = scy_structure_pos(g, pl, SCY_ST_MINE);
    if (SCY_IS_TERR(mine)) m->tunnels = am_set_add(m->tunnels, mine);
}

static am_set control_of(moves_of *m)
{
    if (!m->have_control) {
        m->control = controlled_by(m->g, m->pl);
        m->have_control = 1;
    }
    return m->control;
}

/* The neighbourhood of a unit of m's player and kind on territory pos. */
static am_set nbhd_at(moves_of *m, int pos)
{
    const scy_game *g = m->g;
    const scy_faction_info *fi = &scy_factions[g->p[m->pl].faction];
    const uint8_t *has = m->has;
    am_set here = am_set_bit(pos);
    am_set adj = scy_adj[pos];
    am_set tunnels = m->tunnels;
    am_set river = scy_adj_river[pos];

    /* Base rule: one step to a touching territory, not across a river. */
    am_set n = adj & ~river;
    /* All six tunnel territories (and your Mine) are adjacent to each other, for every unit. */
    if (tunnels & here) n |= tunnels;

    /* Rivers. */
    if (m->swim) n |= river;  /* Nordic Swim */
    if (has[SCY_AB_RIVERWALK])
        for (int i = 0; i < 2; i++)
            if (fi->riverwalk[i] < SCY_NTERRAINS) n |= river & scy_mask_terrain[fi->riverwalk[i]];
    if (has[SCY_AB_TOKA]) n |= river;                              /* once per turn, any terrain */
    if (has[SCY_AB_BURROW]) n |= (tunnels & here) ? river : river & tunnels;

    /* Lakes. */
    if (has[SCY_AB_SUBMERGE] && (scy_mask_lake & here)) n |= scy_mask_lake;

    /* Links between distant territories. */
    if (has[SCY_AB_TOWNSHIP]) {
        am_set s = (control_of(m) & scy_mask_terrain[SCY_VILLAGE]) | am_set_bit(scy_factory);
        if (s & here) n |= s;
    }
    if (has[SCY_AB_UNDERPASS]) {
        am_set s = (control_of(m) & scy_mask_terrain[SCY_MOUNTAIN]) | tunnels;
        if (s & here) n |= s;
    }
    if (has[SCY_AB_SHINOBI]) n |= marked_territories(g->trap_owner, m->pl);
    if (has[SCY_AB_RALLY]) n |= workers_on_board(g, m->pl) | marked_territories(g->flag_owner, m->pl);

    /* No unit enters a lake without Seaworthy, Submerge or Suiton, whatever link led there. */
    if (!m->lakes_ok) n &= ~scy_mask_lake;
    return n | here;
}

am_set scy_human_neighbourhood(const scy_game *g, int pl, int u)
{
    if (!g || pl < 0 || pl >= g->nplayers || pl >= SCY_MAX_PLAYERS || u < 0 || u >= SCY_NUNITS)
        return AM_SET_EMPTY;
    const scy_player *p = &g->p[pl];
    int pos = p->unit[u];
    /* home base, faction mat, not in play: no neighbourhood */
    if (!SCY_IS_TERR(pos) || p->faction >= SCY_NFACTIONS) return AM_SET_EMPTY;
    if (!SCY_IS_COMBAT_UNIT(u) || !p->mech_abilities) {
        /* no movement ability for this unit (a worker, or none unlocked): nbhd_at's base rule,
         * Nordic Swim for workers, the tunnels (and its Mine), no lake */
        return scy_human_base_nbhd(p, pos, !SCY_IS_COMBAT_UNIT(u));
    }
    moves_of m;
    moves_init(&m, g, pl, SCY_IS_COMBAT_UNIT(u));
    return nbhd_at(&m, pos);
}

am_set scy_human_combat_reach(const scy_game *g, int pl)
{
    const scy_player *p = &g->p[pl];
    if (p->faction >= SCY_NFACTIONS) return AM_SET_EMPTY;
    /* no mech ability unlocked: nbhd_at's base rule and tunnels only, as one union */
    if (!p->mech_abilities) return scy_human_base_reach(g, pl);
    /* the territories of its character and mechs (the kept unit masks) */
    am_set at = (g->units_at[pl][0] | g->units_at[pl][1]) & SCY_TERR_BITS;
    if (!at) return AM_SET_EMPTY;
    moves_of m;
    moves_init(&m, g, pl, 1);
    am_set r = AM_SET_EMPTY;
    AM_SET_FOREACH(t, at) r |= nbhd_at(&m, t);
    return r;
}
