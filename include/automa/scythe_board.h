/*
 * Scythe board: the 47 territories of the printed main board (plus the 7 home bases), their
 * names, terrain, markers, rivers, and the geometry the Automa needs: adjacency masks,
 * neighbourhoods, distances.  Source: data/scythe/board.txt (see its header).
 *
 * Positions are small integers:
 *   0..46          territories, in normal English reading order (row-major), named A2..H4
 *   48 + faction   that faction's home base (SCY_POS_HOME(f)), named after the faction
 *   SCY_POS_MAT    a unit on its faction mat (not on the board)
 * Sets of territories are am_set bitmasks (bit = territory index), so iterating a set visits
 * territories in reading order.
 *
 * Everything here is constant data and pure functions (no state, no allocation); names returned
 * are static strings. Errors and ownership: see the conventions in automa/core.h.
 */
#ifndef AUTOMA_SCYTHE_BOARD_H
#define AUTOMA_SCYTHE_BOARD_H

#include <stdint.h>

#include "automa/core.h"

enum scy_faction {
    SCY_NORDIC, SCY_RUSVIET, SCY_TOGAWA, SCY_CRIMEA, SCY_SAXONY, SCY_POLANIA, SCY_ALBION,
    SCY_NFACTIONS
};  /* order = seats clockwise around the board */

enum scy_terrain { SCY_FARM, SCY_VILLAGE, SCY_TUNDRA, SCY_FOREST, SCY_MOUNTAIN, SCY_LAKE, SCY_FACTORY_T,
                   SCY_NTERRAINS };

#define SCY_NTERR 47
#define SCY_POS_HOME(f) (48 + (f))
#define SCY_POS_MAT 60
#define SCY_POS_NONE 61
#define SCY_IS_TERR(p) ((p) >= 0 && (p) < SCY_NTERR)
#define SCY_IS_HOME(p) ((p) >= 48 && (p) < 48 + SCY_NFACTIONS)
#define SCY_NPOS 55   /* positions 0..54 (47 unused): the size of the distance table */

enum { SCY_TF_ENCOUNTER = 1, SCY_TF_TUNNEL = 2 };

typedef struct scy_territory {
    int8_t row, col;       /* board.txt coordinates (odd-r layout) */
    uint8_t terrain;       /* enum scy_terrain */
    uint8_t flags;         /* SCY_TF_* at setup */
    char name[4];          /* "D4" */
} scy_territory;

typedef struct scy_home {
    int8_t row, col;       /* virtual grid cell of the base */
    am_set adjacent;       /* every territory the base touches */
    am_set start;          /* the two starting-worker territories = the base's Automa neighbourhood */
    am_set across_river;   /* touching territories across a river (Rusviet: B7) */
} scy_home;

/* Generated constant tables (src/scythe/board_data.c, from data/scythe/board.txt). */
extern AM_EXPORT const scy_territory scy_territories[SCY_NTERR];
extern AM_EXPORT const am_set scy_adj[SCY_NTERR];         /* the (up to) six touching territories */
extern AM_EXPORT const am_set scy_adj_river[SCY_NTERR];   /* touching across a river */
extern AM_EXPORT const scy_home scy_homes[SCY_NFACTIONS];
extern AM_EXPORT const uint8_t scy_distance_table[SCY_NPOS][SCY_NPOS];  /* index: position (47 unused) */
/* The same distances as rings: scy_ring[x][d] is the set of territories at distance d from position
 * x (a territory or a home base; empty for 47). Distances on this board are at most 9. */
#define SCY_NRINGS 12
/* scy_pos_bit[p & 63]: the bit of position p if it is a territory, else 0 (every position is
 * below 64): a unit's position to a mask without a test. */
extern AM_EXPORT const am_set scy_pos_bit[64];
extern AM_EXPORT const am_set scy_ring[SCY_NPOS][SCY_NRINGS];
extern AM_EXPORT const am_set scy_mask_lake, scy_mask_tunnel, scy_mask_encounter, scy_mask_terrain[SCY_NTERRAINS];
extern AM_EXPORT const int scy_factory;                   /* territory index of the Factory (D4) */

/* ---- names ---------------------------------------------------------------------------- */
AM_EXPORT const char *scy_faction_name(int faction);      /* "nordic" */
AM_EXPORT int scy_faction_parse(const char *s);           /* case-insensitive; -1 if unknown */
AM_EXPORT const char *scy_terrain_name(int terrain);      /* "farm" */
/* Name of a position: "D4", "nordic" (home base), "mat". */
AM_EXPORT const char *scy_pos_name(int pos);
/* The same names for people, in the catalogue's language (English: the ids above, unchanged):
 * "Nordici"; a position "D4", "base principale (Nordici)", "plancia fazione". */
AM_EXPORT const char *scy_faction_label(int faction);
AM_EXPORT const char *scy_pos_label(int pos);
/* Parses a territory name (A2..H4, case-insensitive), a faction name (its home base) or "mat".
 * Returns 0 and sets *pos, or AM_EDATA with "board: unknown territory 'Z9'" (a loader passes it
 * on as bad data; the command line and the web call the caller's word a usage error). */
AM_EXPORT int scy_pos_parse(const char *s, int *pos, am_err *err);
/* Territory index at (row, col), -1 if none. */
AM_EXPORT int scy_board_at(int row, int col);

/* ---- geometry ------------------------------------------------------------------------- */
/* Hex steps between two positions (territories or home bases as their virtual cells),
 * ignoring rivers, lakes, tunnels and units: our ruling R-SC-1 for every "closest". */
static inline int scy_board_distance(int a, int b)
{
    return (a < 0 || b < 0 || a >= SCY_NPOS || b >= SCY_NPOS) ? 255 : scy_distance_table[a][b];
}

/* Automa neighbourhood of a unit on `pos` (rulebook "Neighborhoods"):
 *   water_restricted  the star-tracker token is still on a no-water space
 *   no_tunnels        Albion/Togawa Automa while restricted (Invaders from Afar)
 * A territory: itself + touching territories it may enter (no rivers / lakes while restricted;
 * never via tunnel links). A home base: empty (units on home bases have no neighbourhood);
 * use scy_board_home_neighbourhood for the Automa's own base. */
AM_EXPORT am_set scy_board_automa_neighbourhood(int pos, int water_restricted, int no_tunnels);
/* The faction whose home base is farthest from `faction`'s (first in seat order on a tie): the
 * rulebook recommends such an Automa for a first game. */
AM_EXPORT int scy_board_far_faction(int faction);
/* The Automa home base's neighbourhood: its two home-peninsula territories. */
AM_EXPORT am_set scy_board_home_neighbourhood(int faction);

#endif
