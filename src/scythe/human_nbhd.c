/* TEMPORARY (replaced by the board branch): human neighbourhood without abilities. */
#include "automa/scythe.h"

am_set scy_human_neighbourhood(const scy_game *g, int pl, int u)
{
    int pos = g->p[pl].unit[u];
    if (!SCY_IS_TERR(pos)) return AM_SET_EMPTY;
    am_set n = scy_adj[pos] & ~scy_adj_river[pos] & ~scy_mask_lake;
    if (am_set_has(scy_mask_tunnel, pos)) n |= scy_mask_tunnel;
    return am_set_add(n, pos);
}
