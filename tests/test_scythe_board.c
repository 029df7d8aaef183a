/*
 * Tests of the Scythe board model: the generated data (src/scythe/board_data.c) against
 * data/scythe/board.txt, names, reading order, distances (ruling R-SC-1), Automa neighbourhoods
 * (rulebook "Neighborhoods", "Automa teleportation"; Invaders from Afar "Movement restriction
 * for Albion and Togawa"), human neighbourhoods (rulebook "Neighborhoods" Example 1;
 * data/scythe/factions.txt) and the map renderers.
 *
 * Territory names: row letter A..H (board.txt ROW 0..7) + column digit 1..7 (COL 0..6).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/scythe.h"
#include "automa/scythe_render.h"

/* ---- helpers -------------------------------------------------------------------------- */

/* The set of the space-separated position names in `names` (territories only). */
static am_set set_of(const char *names)
{
    am_set s = AM_SET_EMPTY;
    char buf[400];
    snprintf(buf, sizeof buf, "%s", names);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        int pos = -1;
        am_err e;
        if (scy_pos_parse(tok, &pos, &e) != AM_OK || !SCY_IS_TERR(pos)) fail_msg("bad name in test: %s", tok);
        s = am_set_add(s, pos);
    }
    return s;
}

static void names_of(am_set s, char *out, size_t n)
{
    out[0] = '\0';
    AM_SET_FOREACH(t, s) {
        size_t len = strlen(out);
        snprintf(out + len, n - len, "%s%s", len ? " " : "", scy_pos_name(t));
    }
}

#define assert_set(got, want) check_set((got), (want), __FILE__, __LINE__)
static void check_set(am_set got, const char *want, const char *file, int line)
{
    am_set w = set_of(want);
    if (got != w) {
        char g[400];
        names_of(got, g, sizeof g);
        fail_msg("%s:%d: got {%s}, want {%s}", file, line, g, want);
    }
}

static int pos_of(const char *name)
{
    int pos = -1;
    am_err e;
    if (scy_pos_parse(name, &pos, &e) != AM_OK) fail_msg("bad name in test: %s", name);
    return pos;
}

/* A game with the given factions, every unit on its faction mat, no traps, no flags. */
static void game_init(scy_game *g, int nplayers, const int *factions)
{
    memset(g, 0, sizeof *g);
    g->nplayers = (uint8_t)nplayers;
    for (int i = 0; i < nplayers; i++) {
        g->p[i].faction = (uint8_t)factions[i];
        for (int u = 0; u < SCY_NUNITS; u++) g->p[i].unit[u] = SCY_POS_MAT;
        scy_game_sync_masks(g);
    }
    for (int t = 0; t < SCY_NTERR; t++) g->trap_owner[t] = g->flag_owner[t] = -1;
}

static void put(scy_game *g, int pl, int u, const char *where)
{
    g->p[pl].unit[u] = (int8_t)pos_of(where);
    scy_game_sync_masks(g);
}

/* ---- raw data copied from data/scythe/board.txt ------------------------------------------- */

static const struct { int r, c; const char *terrain, *flags; } raw_terr[SCY_NTERR] = {
    {0, 1, "mountain", "-"}, {0, 2, "farm", "-"}, {0, 3, "village", "encounter"}, {0, 4, "forest", "-"},
    {0, 5, "tundra", "-"}, {0, 6, "village", "-"}, {1, 0, "lake", "-"}, {1, 1, "tundra", "encounter"},
    {1, 2, "lake", "-"}, {1, 3, "tundra", "tunnel"}, {1, 4, "mountain", "encounter"}, {1, 5, "farm", "-"},
    {1, 6, "farm", "encounter"}, {2, 1, "forest", "-"}, {2, 2, "mountain", "tunnel"}, {2, 3, "forest", "-"},
    {2, 4, "lake", "-"}, {2, 5, "forest", "tunnel"}, {2, 6, "village", "-"}, {3, 0, "farm", "-"},
    {3, 1, "village", "encounter"}, {3, 2, "lake", "-"}, {3, 3, "factory", "-"}, {3, 4, "mountain", "-"},
    {3, 5, "tundra", "encounter"}, {3, 6, "mountain", "-"}, {4, 0, "forest", "encounter"}, {4, 1, "forest", "-"},
    {4, 2, "farm", "tunnel"}, {4, 3, "tundra", "-"}, {4, 4, "lake", "-"}, {4, 5, "village", "tunnel"},
    {4, 6, "lake", "-"}, {5, 0, "mountain", "-"}, {5, 1, "village", "encounter"}, {5, 2, "village", "encounter"},
    {5, 3, "tundra", "tunnel"}, {5, 4, "forest", "-"}, {5, 5, "mountain", "encounter"}, {5, 6, "tundra", "-"},
    {6, 1, "tundra", "-"}, {6, 2, "lake", "-"}, {6, 3, "farm", "-"}, {6, 4, "mountain", "encounter"},
    {6, 5, "village", "-"}, {6, 6, "farm", "-"}, {7, 3, "village", "-"},
};

static const int raw_river[31][4] = {
    {0, 3, 0, 4}, {0, 3, 1, 3}, {0, 4, 1, 3}, {0, 5, 0, 6}, {0, 5, 1, 5}, {1, 1, 2, 1}, {1, 3, 1, 4},
    {1, 4, 1, 5}, {1, 4, 2, 5}, {1, 5, 2, 6}, {1, 6, 2, 6}, {2, 1, 2, 2}, {2, 2, 3, 1}, {2, 5, 2, 6},
    {2, 5, 3, 5}, {3, 0, 4, 0}, {3, 0, 4, 1}, {3, 1, 4, 1}, {3, 1, 4, 2}, {3, 4, 3, 5}, {3, 5, 4, 5},
    {4, 0, 5, 0}, {4, 1, 5, 0}, {4, 1, 5, 1}, {4, 2, 5, 1}, {5, 1, 5, 2}, {5, 2, 6, 3}, {5, 3, 6, 3},
    {5, 3, 6, 4}, {5, 4, 6, 4}, {6, 4, 6, 5},
};

/* homecell lines, in enum scy_faction order (nordic rusviet togawa crimea saxony polania albion) */
static const int raw_homecell[SCY_NFACTIONS][2] = {
    {-1, 4}, {2, 7}, {6, 7}, {7, 2}, {6, 0}, {2, 0}, {-1, 1},
};

/* The neighbour rule of board.txt: W, E, then NW NE SW SE depending on the row's parity. */
static void raw_neighbours(int r, int c, int out[6][2])
{
    int odd = (r % 2) != 0;
    const int d[6][2] = {{0, -1}, {0, 1}, {-1, odd ? 0 : -1}, {-1, odd ? 1 : 0},
                         {1, odd ? 0 : -1}, {1, odd ? 1 : 0}};
    for (int i = 0; i < 6; i++) {
        out[i][0] = r + d[i][0];
        out[i][1] = c + d[i][1];
    }
}

/* ---- data ----------------------------------------------------------------------------- */

/* board.txt SUMMARY: 47 territories (mountain 8, farm 7, village 9, tundra 8, forest 7, lake 7,
 * factory 1), 6 tunnels, 11 encounters, 31 river edges + the Rusviet home-base river. */
static void test_board_data_counts(void **st)
{
    (void)st;
    int count[SCY_NTERRAINS] = {0};
    for (int t = 0; t < SCY_NTERR; t++) {
        assert_true(scy_territories[t].terrain < SCY_NTERRAINS);
        count[scy_territories[t].terrain]++;
        assert_int_equal(am_set_has(scy_mask_terrain[scy_territories[t].terrain], t), 1);
    }
    assert_int_equal(count[SCY_MOUNTAIN], 8);
    assert_int_equal(count[SCY_FARM], 7);
    assert_int_equal(count[SCY_VILLAGE], 9);
    assert_int_equal(count[SCY_TUNDRA], 8);
    assert_int_equal(count[SCY_FOREST], 7);
    assert_int_equal(count[SCY_LAKE], 7);
    assert_int_equal(count[SCY_FACTORY_T], 1);
    am_set all = AM_SET_EMPTY;
    for (int k = 0; k < SCY_NTERRAINS; k++) {
        assert_int_equal(all & scy_mask_terrain[k], 0);   /* terrain masks are disjoint */
        all |= scy_mask_terrain[k];
    }
    assert_true(all == ((am_set)1 << SCY_NTERR) - 1);
    assert_int_equal(scy_factory, pos_of("D4"));
    assert_int_equal(scy_territories[scy_factory].terrain, SCY_FACTORY_T);
    assert_set(scy_mask_lake, "B1 B3 C5 D3 E5 E7 G3");
    assert_true(scy_mask_lake == scy_mask_terrain[SCY_LAKE]);
    assert_set(scy_mask_tunnel, "B4 C3 C6 E3 E6 F4");
    assert_set(scy_mask_encounter, "A4 B2 B5 B7 D2 D6 E1 F2 F3 F6 G5");
    assert_int_equal(scy_mask_tunnel & scy_mask_encounter, 0);
    assert_int_equal(scy_mask_tunnel & (scy_mask_lake | scy_mask_terrain[SCY_FACTORY_T]), 0);
    assert_int_equal(scy_mask_encounter & (scy_mask_lake | scy_mask_terrain[SCY_FACTORY_T]), 0);
    for (int t = 0; t < SCY_NTERR; t++) {
        assert_int_equal(am_set_has(scy_mask_tunnel, t), (scy_territories[t].flags & SCY_TF_TUNNEL) != 0);
        assert_int_equal(am_set_has(scy_mask_encounter, t), (scy_territories[t].flags & SCY_TF_ENCOUNTER) != 0);
    }
    /* 31 river pairs between territories (each stored twice), none touching a lake */
    int halves = 0;
    for (int t = 0; t < SCY_NTERR; t++) {
        halves += am_set_count(scy_adj_river[t]);
        if (am_set_has(scy_mask_lake, t)) assert_int_equal(scy_adj_river[t], 0);
        assert_int_equal(scy_adj_river[t] & scy_mask_lake, 0);
    }
    assert_int_equal(halves, 2 * 31);
    /* the only home-base river: Rusviet <-> B7 */
    for (int f = 0; f < SCY_NFACTIONS; f++)
        assert_true(scy_homes[f].across_river == (f == SCY_RUSVIET ? set_of("B7") : AM_SET_EMPTY));
}

/* board.txt "home" and "homestart" lines: what each base touches and its starting territories. */
static void test_board_home_bases(void **st)
{
    (void)st;
    static const char *const adjacent[SCY_NFACTIONS] = {
        "A5 A6", "B7 C7 D7", "F7 G7", "G3 G4 H4", "F1 G2", "B1 C2 D1", "A2 A3"};
    static const char *const start[SCY_NFACTIONS] = {
        "A5 A6", "C7 D7", "F7 G7", "G4 H4", "F1 G2", "C2 D1", "A2 A3"};
    for (int f = 0; f < SCY_NFACTIONS; f++) {
        assert_set(scy_homes[f].adjacent, adjacent[f]);
        assert_set(scy_homes[f].start, start[f]);
        assert_int_equal(am_set_count(scy_homes[f].start), 2);
        /* start territories: touching land not across a river */
        assert_true((scy_homes[f].adjacent & ~scy_homes[f].start) ==
                    ((scy_homes[f].adjacent & scy_mask_lake) | scy_homes[f].across_river));
    }
}

/* board.txt "homeregion" lines (factions.txt home_region): the territories reachable from the
 * starting workers without crossing a river, entering a lake or using a tunnel link.  A flood fill
 * over the generated adjacency and river tables must give exactly these: a cross-check of the
 * river data against a fact the data file states separately. */
static void test_board_home_regions_match_rivers(void **st)
{
    (void)st;
    static const char *const region[SCY_NFACTIONS] = {
        "A5 A6 B5",
        "C7 D6 D7",
        "A2 A3 A4 A7 B2 B4 B6 B7 C3 C4 C6 D4 D5 E1 E2 E3 E4 E6 F3 F4 F5 F6 F7 G6 G7",
        "G4 G5 H4",
        "F1 F2 G2",
        "C2 D1 D2",
        "A2 A3 A4 A7 B2 B4 B6 B7 C3 C4 C6 D4 D5 E1 E2 E3 E4 E6 F3 F4 F5 F6 F7 G6 G7",
    };
    for (int f = 0; f < SCY_NFACTIONS; f++) {
        am_set reached = scy_homes[f].start, frontier = reached;
        while (frontier) {
            am_set next = AM_SET_EMPTY;
            AM_SET_FOREACH(t, frontier) next |= scy_adj[t] & ~scy_adj_river[t] & ~scy_mask_lake;
            frontier = next & ~reached;
            reached |= next;
        }
        assert_set(reached, region[f]);
    }
}

/* ---- names and reading order ----------------------------------------------------------- */

static void test_board_names_round_trip(void **st)
{
    (void)st;
    am_err e;
    for (int t = 0; t < SCY_NTERR; t++) {
        const char *name = scy_pos_name(t);
        assert_int_equal(strlen(name), 2);
        int pos = -1;
        assert_int_equal(scy_pos_parse(name, &pos, &e), AM_OK);
        assert_int_equal(pos, t);
        char lower[3] = {(char)(name[0] - 'A' + 'a'), name[1], '\0'};
        pos = -1;
        assert_int_equal(scy_pos_parse(lower, &pos, &e), AM_OK);
        assert_int_equal(pos, t);
        assert_int_equal(scy_board_at(scy_territories[t].row, scy_territories[t].col), t);
    }
    for (int f = 0; f < SCY_NFACTIONS; f++) {
        const char *name = scy_pos_name(SCY_POS_HOME(f));
        assert_string_equal(name, scy_faction_name(f));
        int pos = -1;
        assert_int_equal(scy_pos_parse(name, &pos, &e), AM_OK);
        assert_int_equal(pos, SCY_POS_HOME(f));
        char upper[16];
        snprintf(upper, sizeof upper, "%s", name);
        for (char *c = upper; *c; c++)
            if (*c >= 'a' && *c <= 'z') *c = (char)(*c - 'a' + 'A');
        pos = -1;
        assert_int_equal(scy_pos_parse(upper, &pos, &e), AM_OK);
        assert_int_equal(pos, SCY_POS_HOME(f));
        assert_int_equal(scy_faction_parse(upper), f);
    }
    int pos = -1;
    assert_int_equal(scy_pos_parse("MAT", &pos, &e), AM_OK);
    assert_int_equal(pos, SCY_POS_MAT);
    /* bad names are rejected with a message naming the text */
    static const char *const bad[] = {"Z9", "A1", "D44", "H5", "I1", "4D", "D0", "crimean", " D4"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        am_err_clear(&e);
        pos = 12345;
        assert_int_not_equal(scy_pos_parse(bad[i], &pos, &e), AM_OK);
        assert_int_equal(pos, 12345);
        char quoted[32];
        snprintf(quoted, sizeof quoted, "'%s'", bad[i]);
        if (!strstr(e.msg, quoted)) fail_msg("message '%s' does not name %s", e.msg, quoted);
    }
    am_err_clear(&e);
    assert_int_not_equal(scy_pos_parse("", &pos, &e), AM_OK);
    assert_true(e.msg[0] != '\0');
    assert_int_not_equal(scy_pos_parse(NULL, &pos, &e), AM_OK);
    assert_int_equal(scy_board_at(0, 0), -1);
    assert_int_equal(scy_board_at(7, 7), -1);
    assert_int_equal(scy_faction_parse("nope"), -1);
    assert_string_equal(scy_pos_name(SCY_POS_MAT), "mat");
}

/* Rulebook "Steps in an Automa turn", tie-breaker "normal English reading order" = index order. */
static void test_board_reading_order_is_index_order(void **st)
{
    (void)st;
    for (int t = 0; t < SCY_NTERR; t++) {
        const scy_territory *a = &scy_territories[t];
        assert_int_equal(a->row, raw_terr[t].r);
        assert_int_equal(a->col, raw_terr[t].c);
        assert_int_equal(a->name[0], 'A' + a->row);
        assert_int_equal(a->name[1], '1' + a->col);
        assert_string_equal(scy_terrain_name(a->terrain), raw_terr[t].terrain);
        int flags = strcmp(raw_terr[t].flags, "encounter") == 0 ? SCY_TF_ENCOUNTER
                  : strcmp(raw_terr[t].flags, "tunnel") == 0 ? SCY_TF_TUNNEL : 0;
        assert_int_equal(a->flags, flags);
        if (t > 0) {
            const scy_territory *b = &scy_territories[t - 1];
            assert_true(b->row < a->row || (b->row == a->row && b->col < a->col));
        }
    }
    /* a set iterates in reading order */
    am_set s = set_of("H4 A2 D4 B1");
    int order[4], n = 0;
    AM_SET_FOREACH(t, s) order[n++] = t;
    assert_int_equal(order[0], pos_of("A2"));
    assert_int_equal(order[1], pos_of("B1"));
    assert_int_equal(order[2], pos_of("D4"));
    assert_int_equal(order[3], pos_of("H4"));
}

/* ---- geometry ------------------------------------------------------------------------- */

/* board.txt NEIGHBOR RULE: adjacency is symmetric, rivers lie on adjacent pairs, and adjacent means
 * distance 1 (for home bases too). */
static void test_board_adjacency_symmetric(void **st)
{
    (void)st;
    for (int a = 0; a < SCY_NTERR; a++) {
        assert_int_equal(am_set_has(scy_adj[a], a), 0);
        assert_true(am_set_count(scy_adj[a]) >= 2 && am_set_count(scy_adj[a]) <= 6);
        assert_int_equal(scy_adj_river[a] & ~scy_adj[a], 0);
        assert_true((scy_adj[a] >> SCY_NTERR) == 0);
        for (int b = 0; b < SCY_NTERR; b++) {
            assert_int_equal(am_set_has(scy_adj[a], b), am_set_has(scy_adj[b], a));
            assert_int_equal(am_set_has(scy_adj_river[a], b), am_set_has(scy_adj_river[b], a));
            assert_int_equal(am_set_has(scy_adj[a], b), scy_board_distance(a, b) == 1);
        }
    }
    /* a home base touches exactly the territories at distance 1 from its cell */
    for (int f = 0; f < SCY_NFACTIONS; f++)
        for (int t = 0; t < SCY_NTERR; t++)
            assert_int_equal(am_set_has(scy_homes[f].adjacent, t), scy_board_distance(SCY_POS_HOME(f), t) == 1);
}

/* Ruling R-SC-1: distance = hex steps on the grid, home bases as their virtual cells. */
static void test_board_distance_table(void **st)
{
    (void)st;
    int pos[SCY_NTERR + SCY_NFACTIONS], n = 0;
    for (int t = 0; t < SCY_NTERR; t++) pos[n++] = t;
    for (int f = 0; f < SCY_NFACTIONS; f++) pos[n++] = SCY_POS_HOME(f);
    for (int i = 0; i < n; i++) {
        assert_int_equal(scy_board_distance(pos[i], pos[i]), 0);
        for (int j = 0; j < n; j++) {
            int d = scy_board_distance(pos[i], pos[j]);
            assert_int_equal(d, scy_board_distance(pos[j], pos[i]));
            if (i != j) assert_in_range(d, 1, 10);
            for (int k = 0; k < n; k++)
                assert_true(d <= scy_board_distance(pos[i], pos[k]) + scy_board_distance(pos[k], pos[j]));
        }
    }
    /* out of range positions */
    assert_int_equal(scy_board_distance(-1, 0), 255);
    assert_int_equal(scy_board_distance(0, SCY_NPOS), 255);
    assert_int_equal(scy_board_distance(0, SCY_POS_MAT), 255);

    /* By hand, from the Factory D4 (row 3, odd) to every starting territory, one shortest path
     * each with the odd-r rule (odd row: NW (r-1,c) NE (r-1,c+1) SW (r+1,c) SE (r+1,c+1);
     * even row: NW (r-1,c-1) NE (r-1,c) SW (r+1,c-1) SE (r+1,c)):
     *   Nordic  A5: D4 NE C5 NE B5 NW A5 = 3;           A6: D4 NE C5 NE B5 NE A6 = 3
     *   Rusviet C7: D4 NE C5 E C6 E C7 = 3;             D7: D4 E D5 E D6 E D7 = 3
     *   Togawa  F7: D4 SE E5 SE F5 E F6 E F7 = 4;       G7: D4 SE E5 SE F5 SE G6 E G7 = 4
     *   Crimea  G4: D4 SW E4 SE F4 SW G4 = 3;           H4: ... G4 SE H4 = 4
     *   Saxony  F1: D4 W D3 W D2 SW E2 SW F1 = 4;       G2: D4 SW E4 W E3 SW F2 SW G2 = 4
     *   Polania C2: D4 NW C4 W C3 W C2 = 3;             D1: D4 W D3 W D2 W D1 = 3
     *   Albion  A2: D4 NW C4 NW B3 NW A3 W A2 = 4;      A3: D4 NW C4 NW B3 NW A3 = 3
     * Lower bounds with cube coordinates (x = col - (row - row%2)/2, z = row, distance =
     * max(|dx|, |dz|, |dx+dz|)), D4 = (x 2, z 3): A5 (4,0) 3; A6 (5,0) 3; C7 (5,2) 3; D7 (5,3) 3;
     * F7 (4,5) 4; G7 (3,6) 4; G4 (0,6) 3; H4 (0,7) 4; F1 (-2,5) 4; G2 (-2,6) 4; C2 (0,2) 3;
     * D1 (-1,3) 3; A2 (1,0) 4; A3 (2,0) 3: the paths above are shortest. */
    static const struct { const char *t; int d; } from_factory[] = {
        {"A5", 3}, {"A6", 3}, {"C7", 3}, {"D7", 3}, {"F7", 4}, {"G7", 4}, {"G4", 3},
        {"H4", 4}, {"F1", 4}, {"G2", 4}, {"C2", 3}, {"D1", 3}, {"A2", 4}, {"A3", 3},
    };
    for (size_t i = 0; i < sizeof from_factory / sizeof from_factory[0]; i++)
        assert_int_equal(scy_board_distance(scy_factory, pos_of(from_factory[i].t)), from_factory[i].d);
    /* rivers and lakes do not lengthen distances: B7 is 1 from the Rusviet base across the river,
     * B1 (a lake) 1 from the Polania base; tunnels do not shorten them: B4 to F4 is 4 rows apart */
    assert_int_equal(scy_board_distance(SCY_POS_HOME(SCY_RUSVIET), pos_of("B7")), 1);
    assert_int_equal(scy_board_distance(SCY_POS_HOME(SCY_POLANIA), pos_of("B1")), 1);
    assert_int_equal(scy_board_distance(pos_of("B4"), pos_of("F4")), 4);
    assert_int_equal(scy_board_distance(pos_of("A6"), pos_of("A7")), 1);
    /* the two farthest corners and home bases */
    assert_int_equal(scy_board_distance(pos_of("A2"), pos_of("G7")), 8);
    assert_int_equal(scy_board_distance(SCY_POS_HOME(SCY_NORDIC), SCY_POS_HOME(SCY_CRIMEA)), 8);
    assert_int_equal(scy_board_distance(SCY_POS_HOME(SCY_NORDIC), SCY_POS_HOME(SCY_ALBION)), 3);
}

/* Recomputes adjacency, rivers, home adjacency and distances from the raw (row, col) data of
 * board.txt with its NEIGHBOR RULE (distances by breadth-first search over the whole grid, not
 * with the generator's cube-coordinate formula), and compares with the generated tables. */
static void test_board_tables_match_raw_data(void **st)
{
    (void)st;
    /* grid cell -> position, over a box large enough for any shortest path */
    enum { LO = -12, HI = 20, W = HI - LO };
    static int cell[W][W];
    for (int r = 0; r < W; r++)
        for (int c = 0; c < W; c++) cell[r][c] = -1;
    for (int t = 0; t < SCY_NTERR; t++) cell[raw_terr[t].r - LO][raw_terr[t].c - LO] = t;
    for (int f = 0; f < SCY_NFACTIONS; f++) {
        assert_int_equal(scy_homes[f].row, raw_homecell[f][0]);
        assert_int_equal(scy_homes[f].col, raw_homecell[f][1]);
        assert_int_equal(cell[raw_homecell[f][0] - LO][raw_homecell[f][1] - LO], -1);
        cell[raw_homecell[f][0] - LO][raw_homecell[f][1] - LO] = SCY_POS_HOME(f);
    }
    /* adjacency */
    for (int t = 0; t < SCY_NTERR; t++) {
        int nb[6][2];
        raw_neighbours(raw_terr[t].r, raw_terr[t].c, nb);
        am_set a = AM_SET_EMPTY;
        for (int i = 0; i < 6; i++) {
            int p = cell[nb[i][0] - LO][nb[i][1] - LO];
            if (SCY_IS_TERR(p)) a = am_set_add(a, p);
        }
        assert_true(a == scy_adj[t]);
    }
    for (int f = 0; f < SCY_NFACTIONS; f++) {
        int nb[6][2];
        raw_neighbours(raw_homecell[f][0], raw_homecell[f][1], nb);
        am_set a = AM_SET_EMPTY;
        for (int i = 0; i < 6; i++) {
            int p = cell[nb[i][0] - LO][nb[i][1] - LO];
            assert_false(SCY_IS_HOME(p));   /* no two home bases touch */
            if (SCY_IS_TERR(p)) a = am_set_add(a, p);
        }
        assert_true(a == scy_homes[f].adjacent);
    }
    /* rivers: each listed pair is physically adjacent, and they are exactly the river table */
    am_set river[SCY_NTERR] = {0};
    for (int i = 0; i < 31; i++) {
        int a = scy_board_at(raw_river[i][0], raw_river[i][1]);
        int b = scy_board_at(raw_river[i][2], raw_river[i][3]);
        assert_true(a >= 0 && b >= 0);
        assert_true(am_set_has(scy_adj[a], b));
        assert_false(am_set_has(river[a], b));   /* no duplicates */
        river[a] = am_set_add(river[a], b);
        river[b] = am_set_add(river[b], a);
    }
    for (int t = 0; t < SCY_NTERR; t++) assert_true(river[t] == scy_adj_river[t]);
    /* distances by BFS from every position */
    for (int src = 0; src < SCY_NPOS; src++) {
        int sr, sc;
        if (SCY_IS_TERR(src)) { sr = raw_terr[src].r; sc = raw_terr[src].c; }
        else if (SCY_IS_HOME(src)) { sr = raw_homecell[src - 48][0]; sc = raw_homecell[src - 48][1]; }
        else continue;
        static int dist[W][W];
        static int queue[W * W][2];
        for (int r = 0; r < W; r++)
            for (int c = 0; c < W; c++) dist[r][c] = -1;
        int head = 0, tail = 0;
        dist[sr - LO][sc - LO] = 0;
        queue[tail][0] = sr; queue[tail][1] = sc; tail++;
        while (head < tail) {
            int r = queue[head][0], c = queue[head][1];
            head++;
            int nb[6][2];
            raw_neighbours(r, c, nb);
            for (int i = 0; i < 6; i++) {
                int nr = nb[i][0], nc = nb[i][1];
                if (nr < LO || nr >= HI || nc < LO || nc >= HI || dist[nr - LO][nc - LO] >= 0) continue;
                dist[nr - LO][nc - LO] = dist[r - LO][c - LO] + 1;
                queue[tail][0] = nr; queue[tail][1] = nc; tail++;
            }
        }
        for (int r = 0; r < W; r++)
            for (int c = 0; c < W; c++)
                if (cell[r][c] >= 0 && scy_board_distance(src, cell[r][c]) != dist[r][c])
                    fail_msg("distance %s-%s: table %d, BFS %d", scy_pos_name(src), scy_pos_name(cell[r][c]),
                             scy_board_distance(src, cell[r][c]), dist[r][c]);
    }
}

/* ---- Automa neighbourhoods ---------------------------------------------------------------- */

/* Rulebook "Neighborhoods" + "Update the star tracker card" (SC-14, SC-17): before the water
 * unlock no river crossing and no lakes; afterwards the territory + every touching territory;
 * never tunnel links (the Automa does not use tunnels). */
static void test_neighbourhoods_automa_water_unlock(void **st)
{
    (void)st;
    int b5 = pos_of("B5"), e4 = pos_of("E4"), g4 = pos_of("G4"), c3 = pos_of("C3");
    /* B5: rivers to B4, B6, C6 and the lake C5 */
    assert_set(scy_board_automa_neighbourhood(b5, 1, 0), "A5 A6 B5");
    assert_set(scy_board_automa_neighbourhood(b5, 0, 0), "A5 A6 B4 B5 B6 C5 C6");
    /* G4 (Crimea start): lake G3, rivers to F3 and F4; the Crimea base is not a territory */
    assert_set(scy_board_automa_neighbourhood(g4, 1, 0), "G4 G5 H4");
    assert_set(scy_board_automa_neighbourhood(g4, 0, 0), "F3 F4 G3 G4 G5 H4");
    /* the Automa never uses tunnel links: C3 is a tunnel, but no other tunnel is in reach */
    assert_set(scy_board_automa_neighbourhood(c3, 0, 0), "B2 B3 C2 C4 D2 D3 C3");
    assert_int_equal(scy_board_automa_neighbourhood(c3, 0, 0) & scy_mask_tunnel, am_set_bit(c3));
    /* E4 touches two lakes (D3, E5) and two tunnels (E3, F4), no river */
    assert_set(scy_board_automa_neighbourhood(e4, 1, 0), "D4 E3 E4 F3 F4");
    assert_set(scy_board_automa_neighbourhood(e4, 0, 0), "D3 D4 E3 E4 E5 F3 F4");
    /* every territory: unrestricted = itself + all touching; restricted drops rivers and lakes */
    for (int t = 0; t < SCY_NTERR; t++) {
        assert_true(scy_board_automa_neighbourhood(t, 0, 0) == (scy_adj[t] | am_set_bit(t)));
        assert_true(scy_board_automa_neighbourhood(t, 1, 0) ==
                    ((scy_adj[t] & ~scy_adj_river[t] & ~scy_mask_lake) | am_set_bit(t)));
    }
}

/* Invaders from Afar "Movement restriction for Albion and Togawa" (IFA-3): while restricted they
 * also cannot move onto a tunnel territory; after the unlock tunnels are normal again. */
static void test_neighbourhoods_automa_ifa_tunnel_restriction(void **st)
{
    (void)st;
    int e4 = pos_of("E4");
    assert_set(scy_board_automa_neighbourhood(e4, 1, 1), "D4 E4 F3");
    assert_set(scy_board_automa_neighbourhood(e4, 0, 1), "D3 D4 E3 E4 E5 F3 F4");
    /* Togawa's side: F6 touches F5, F7, G6, G7, the lake E7 and the tunnel E6 (no river) */
    assert_set(scy_board_automa_neighbourhood(pos_of("F6"), 1, 1), "F5 F6 F7 G6 G7");
    assert_set(scy_board_automa_neighbourhood(pos_of("F6"), 1, 0), "E6 F5 F6 F7 G6 G7");
    /* a unit already on a tunnel may stay ("moving" to its own territory can be valid) */
    assert_set(scy_board_automa_neighbourhood(pos_of("F4"), 1, 1), "E4 F3 F4 F5");
    for (int t = 0; t < SCY_NTERR; t++) {
        am_set r = scy_board_automa_neighbourhood(t, 1, 1);
        assert_true(r == (scy_board_automa_neighbourhood(t, 1, 0) & ~(scy_mask_tunnel & ~am_set_bit(t))));
        assert_true(scy_board_automa_neighbourhood(t, 0, 1) == scy_board_automa_neighbourhood(t, 0, 0));
    }
}

/* Rulebook Example 2: an Automa mech after the water unlock has the territory it is on plus the
 * six surrounding territories (B5 is a territory with six neighbours, three across rivers and a
 * lake, F4 one with six and a lake). */
static void test_neighbourhoods_example2_automa_unrestricted(void **st)
{
    (void)st;
    am_set n = scy_board_automa_neighbourhood(pos_of("B5"), 0, 0);
    assert_int_equal(am_set_count(n), 7);
    assert_set(n, "A5 A6 B4 B5 B6 C5 C6");
    assert_set(scy_board_automa_neighbourhood(pos_of("F4"), 0, 0), "E4 E5 F3 F4 F5 G4 G5");
}

/* Rulebook "Neighborhoods": "Units on home bases do not have neighborhoods. But, the Automa's
 * home base itself does have a neighborhood consisting of the two territories adjacent to it on
 * the home peninsula." (SC-17, ruling R-SC-4: always those two, whatever the water restriction.) */
static void test_neighbourhoods_home_base(void **st)
{
    (void)st;
    static const char *const nb[SCY_NFACTIONS] = {"A5 A6", "C7 D7", "F7 G7", "G4 H4", "F1 G2", "C2 D1", "A2 A3"};
    for (int f = 0; f < SCY_NFACTIONS; f++) {
        assert_set(scy_board_home_neighbourhood(f), nb[f]);
        for (int wr = 0; wr < 2; wr++)
            for (int nt = 0; nt < 2; nt++)
                assert_int_equal(scy_board_automa_neighbourhood(SCY_POS_HOME(f), wr, nt), 0);
    }
    /* Rusviet: not B7 across the river; Polania: not the lake B1; Crimea: not the lake G3 */
    assert_false(am_set_has(scy_board_home_neighbourhood(SCY_RUSVIET), pos_of("B7")));
    assert_false(am_set_has(scy_board_home_neighbourhood(SCY_POLANIA), pos_of("B1")));
    assert_false(am_set_has(scy_board_home_neighbourhood(SCY_CRIMEA), pos_of("G3")));
    assert_int_equal(scy_board_home_neighbourhood(-1), 0);
    assert_int_equal(scy_board_home_neighbourhood(SCY_NFACTIONS), 0);
    assert_int_equal(scy_board_automa_neighbourhood(SCY_POS_MAT, 0, 0), 0);
    assert_int_equal(scy_board_automa_neighbourhood(-1, 0, 0), 0);
}

/* ---- human neighbourhoods ----------------------------------------------------------------- */

enum { AB1 = 1, AB2 = 2, AB3 = 4, AB4 = 8 };   /* mech ability bits, faction-mat order */

/* Rulebook "Neighborhoods" Example 1: a human Crimean mech with Riverwalk (farm, tundra).
 * On G4 (Crimea's start farm): A = G5, H4 directly connected by land; B = G4 itself;
 * C = the lake G3 (Crimea can't move onto lakes); D = the village F3 across a river (Crimea
 * cannot cross to villages); E = the tundra F4 across a river (Crimea can). */
static void test_human_example1_crimea_riverwalk(void **st)
{
    (void)st;
    scy_game g;
    int fac[2] = {SCY_CRIMEA, SCY_NORDIC};
    game_init(&g, 2, fac);
    put(&g, 0, SCY_U_MECH0, "G4");
    g.p[0].mech_abilities = AB1;   /* Riverwalk */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "F4 G4 G5 H4");
    /* without Riverwalk: no river crossing at all */
    g.p[0].mech_abilities = 0;
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "G4 G5 H4");
    /* B5 (mountain): tundra B4 and farm B6 across rivers yes, forest C6 across a river no,
     * lake C5 no */
    g.p[0].mech_abilities = AB1;
    put(&g, 0, SCY_U_MECH0, "B5");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "A5 A6 B4 B5 B6");
    /* the character gets mech abilities too; workers never do */
    put(&g, 0, SCY_U_CHARACTER, "G4");
    put(&g, 0, SCY_U_WORKER0, "G4");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "F4 G4 G5 H4");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_WORKER0), "G4 G5 H4");
    /* Wayfare (mech 2) only reaches home bases, which are not territories: no change */
    g.p[0].mech_abilities = AB1 | AB2;
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "F4 G4 G5 H4");
}

/* Rulebook "Neighborhoods": "Units on home bases do not have neighborhoods." Also units on the
 * faction mat, and bad arguments. (Rusviet Riverwalk from its base to B7 therefore never shows.) */
static void test_human_units_on_home_bases_have_none(void **st)
{
    (void)st;
    scy_game g;
    int fac[2] = {SCY_RUSVIET, SCY_CRIMEA};
    game_init(&g, 2, fac);
    g.p[0].mech_abilities = AB1 | AB2 | AB3 | AB4;
    g.p[1].mech_abilities = AB1 | AB2 | AB3 | AB4;
    g.p[0].unit[SCY_U_CHARACTER] = (int8_t)SCY_POS_HOME(SCY_RUSVIET);
    g.p[0].unit[SCY_U_MECH0] = (int8_t)SCY_POS_HOME(SCY_RUSVIET);
    g.p[0].unit[SCY_U_WORKER0] = (int8_t)SCY_POS_HOME(SCY_CRIMEA);   /* sent home by a retreat */
    g.p[1].unit[SCY_U_MECH0] = (int8_t)SCY_POS_HOME(SCY_POLANIA);    /* Wayfare to a free base */
    scy_game_sync_masks(&g);
    assert_int_equal(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), 0);
    assert_int_equal(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), 0);
    assert_int_equal(scy_human_neighbourhood(&g, 0, SCY_U_WORKER0), 0);
    assert_int_equal(scy_human_neighbourhood(&g, 1, SCY_U_MECH0), 0);
    assert_int_equal(scy_human_neighbourhood(&g, 0, SCY_U_MECH0 + 1), 0);        /* on the mat */
    g.p[0].unit[2] = SCY_POS_NONE;
    scy_game_sync_masks(&g);
    assert_int_equal(scy_human_neighbourhood(&g, 0, 2), 0);
    put(&g, 0, SCY_U_MECH0, "C7");
    assert_true(scy_human_neighbourhood(&g, 0, SCY_U_MECH0) != 0);
    assert_int_equal(scy_human_neighbourhood(NULL, 0, 0), 0);
    assert_int_equal(scy_human_neighbourhood(&g, -1, SCY_U_MECH0), 0);
    assert_int_equal(scy_human_neighbourhood(&g, 2, SCY_U_MECH0), 0);
    assert_int_equal(scy_human_neighbourhood(&g, 0, -1), 0);
    assert_int_equal(scy_human_neighbourhood(&g, 0, SCY_NUNITS), 0);
}

/* factions.txt GENERAL MOVEMENT RULES: "All 6 tunnel territories are adjacent to each other (for
 * every unit, every faction)" (ruling R-SC-3; Mines are not modelled); no rivers, no lakes. */
static void test_human_tunnels_adjacent_for_every_unit(void **st)
{
    (void)st;
    scy_game g;
    int fac[1] = {SCY_CRIMEA};
    game_init(&g, 1, fac);
    put(&g, 0, SCY_U_WORKER0, "F4");
    put(&g, 0, SCY_U_CHARACTER, "F4");
    /* F4: land E4, F3, F5; lake E5; rivers to G4, G5; plus the five other tunnels */
    const char *want = "B4 C3 C6 E3 E4 E6 F3 F4 F5";
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_WORKER0), want);
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), want);
    /* next to a tunnel but not on one: no link */
    put(&g, 0, SCY_U_WORKER0, "E4");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_WORKER0), "D4 E3 E4 F3 F4");
}

/* factions.txt GENERAL MOVEMENT RULES: a worker moving on its own cannot enter a territory with
 * another player's units (it cannot initiate combat); a character or mech can (it attacks), so
 * enemy units never shrink a combat unit's neighbourhood. */
static void test_human_neighbourhood_ignores_occupancy(void **st)
{
    (void)st;
    scy_game g;
    int fac[3] = {SCY_NORDIC, SCY_CRIMEA, SCY_SAXONY};
    game_init(&g, 3, fac);
    put(&g, 0, SCY_U_WORKER0, "A6");
    put(&g, 0, SCY_U_CHARACTER, "A6");
    put(&g, 1, SCY_U_WORKER0, "A7");       /* enemy worker across the river (Swim) */
    put(&g, 2, SCY_U_MECH0, "B5");         /* enemy mech */
    put(&g, 0, SCY_U_WORKER0 + 1, "A5");   /* own worker */
    /* a neighbourhood is where a unit could step; who stands there is a rule of the move
     * (scy_human_move), not of the neighbourhood (ruling R-SC-3) */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_WORKER0), "A5 A6 A7 B5 B6");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "A5 A6 B5");
    /* a worker on a tunnel: every other tunnel, whoever holds it */
    put(&g, 0, SCY_U_WORKER0 + 2, "B4");
    put(&g, 1, SCY_U_CHARACTER, "F4");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_WORKER0 + 2), "A4 A5 B4 B5 C3 C4 C6 E3 E6 F4");
}

/* factions.txt Nordic Swim: Nordic workers cross rivers (lakes stay closed); Riverwalk (forest,
 * mountain) and Seaworthy for the character and mechs; Speed changes nothing (ruling R-SC-2). */
static void test_human_nordic_swim_riverwalk_seaworthy_speed(void **st)
{
    (void)st;
    scy_game g;
    int fac[1] = {SCY_NORDIC};
    game_init(&g, 1, fac);
    /* A6: land A5, B5; rivers to A7, B6 */
    put(&g, 0, SCY_U_WORKER0, "A6");
    put(&g, 0, SCY_U_CHARACTER, "A6");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_WORKER0), "A5 A6 A7 B5 B6");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "A5 A6 B5");
    /* B4 (tunnel): lakes B3, C5; rivers to A4 (village), A5 (forest), B5 (mountain) */
    put(&g, 0, SCY_U_WORKER0, "B4");
    put(&g, 0, SCY_U_CHARACTER, "B4");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_WORKER0), "A4 A5 B4 B5 C3 C4 C6 E3 E6 F4");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "B4 C3 C4 C6 E3 E6 F4");
    g.p[0].mech_abilities = AB1;   /* Riverwalk: forest A5 and mountain B5, not the village A4 */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "A5 B4 B5 C3 C4 C6 E3 E6 F4");
    g.p[0].mech_abilities = AB2;   /* Seaworthy: the lakes B3, C5 */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "B3 B4 C3 C4 C5 C6 E3 E6 F4");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_WORKER0), "A4 A5 B4 B5 C3 C4 C6 E3 E6 F4");
    /* Seaworthy: leave a lake like an ordinary territory (no link to other lakes) */
    put(&g, 0, SCY_U_MECH0, "C5");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "B4 B5 C4 C5 C6 D4 D5");
    /* Speed: "a movement of one territory" -> no change (R-SC-2); Artillery: none */
    g.p[0].mech_abilities = AB3 | AB4;
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "B4 C3 C4 C6 E3 E6 F4");
    put(&g, 0, SCY_U_CHARACTER, "A6");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "A5 A6 B5");
}

/* factions.txt Polania Submerge: lakes enterable, and all lakes adjacent to each other;
 * Riverwalk to villages and mountains. */
static void test_human_polania_submerge_riverwalk(void **st)
{
    (void)st;
    scy_game g;
    int fac[1] = {SCY_POLANIA};
    game_init(&g, 1, fac);
    put(&g, 0, SCY_U_MECH0, "B1");          /* a lake next to the Polania base */
    put(&g, 0, SCY_U_CHARACTER, "D2");      /* land: D1, C2; lake D3; rivers to C3, E2, E3 */
    g.p[0].mech_abilities = AB2;
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "A2 B1 B2 C2 B3 C5 D3 E5 E7 G3");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "C2 D1 D2 D3");
    g.p[0].mech_abilities = AB1;            /* Riverwalk: the mountain C3 only */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "C2 C3 D1 D2");
    g.p[0].mech_abilities = AB1 | AB2;
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "C2 C3 D1 D2 D3");
}

/* factions.txt Rusviet Township: controlled villages and the Factory mutually adjacent;
 * control = units there and no other player's (structures are not modelled). */
static void test_human_rusviet_township(void **st)
{
    (void)st;
    scy_game g;
    int fac[2] = {SCY_RUSVIET, SCY_CRIMEA};
    game_init(&g, 2, fac);
    put(&g, 0, SCY_U_CHARACTER, "D4");
    put(&g, 0, SCY_U_WORKER0, "C7");
    put(&g, 0, SCY_U_WORKER0 + 1, "E6");
    put(&g, 0, SCY_U_WORKER0 + 2, "A7");
    put(&g, 1, SCY_U_MECH0, "A7");          /* contested: nobody controls it */
    put(&g, 1, SCY_U_WORKER0, "F2");        /* Crimea's village */
    put(&g, 0, SCY_U_MECH0, "C7");
    /* D4: land C4, D5, E4; lakes C5, D3, E5 */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "C4 D4 D5 E4");
    g.p[0].mech_abilities = AB2;
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "C4 C7 D4 D5 E4 E6");
    /* C7: land D6, D7; rivers to B6, B7, C6; Township to D4 and E6 */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "C7 D4 D6 D7 E6");
    g.p[0].mech_abilities = AB1 | AB2;      /* + Riverwalk to the farms B6, B7 (not forest C6) */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "B6 B7 C7 D4 D6 D7 E6");
    /* workers never get Township; E6 is a tunnel */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_WORKER0 + 1), "B4 C3 C6 D5 E3 E6 F4 F5 F6");
    /* a unit on a village nobody else holds but off the Township set (A7 is contested) */
    put(&g, 0, SCY_U_MECH0 + 1, "A7");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0 + 1), "A7 B6 B7");
}

/* factions.txt Saxony Underpass: controlled mountains and all tunnels mutually adjacent;
 * Riverwalk to forests and mountains. */
static void test_human_saxony_underpass(void **st)
{
    (void)st;
    scy_game g;
    int fac[2] = {SCY_SAXONY, SCY_POLANIA};
    game_init(&g, 2, fac);
    put(&g, 0, SCY_U_MECH0, "F1");          /* mountain: land F2, G2; rivers to E1, E2 */
    put(&g, 0, SCY_U_WORKER0, "D7");        /* controlled mountain */
    put(&g, 1, SCY_U_WORKER0, "G5");        /* Polania's mountain */
    put(&g, 0, SCY_U_CHARACTER, "C6");      /* tunnel */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "F1 F2 G2");
    g.p[0].mech_abilities = AB2;
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "B4 C3 C6 D7 E3 E6 F1 F2 F4 G2");
    /* from a tunnel: every tunnel (as always) and the controlled mountains F1, D7 */
    /* C6: land B6, D5; lake C5; rivers to B5, C7, D6 */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "B4 B6 C3 C6 D5 D7 E3 E6 F1 F4");
    g.p[0].mech_abilities = AB1 | AB2;      /* + Riverwalk: forests E1, E2 from F1 */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "B4 C3 C6 D7 E1 E2 E3 E6 F1 F2 F4 G2");
    /* Riverwalk from C6: mountain B5 yes; village C7 and tundra D6 no */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "B4 B5 B6 C3 C6 D5 D7 E3 E6 F1 F4");
    /* only the players of this game contest a territory: a unit left in an unused seat's slot on
     * D7 changes nothing (found by the mutation pass: the loop bound over the players) */
    put(&g, 2, SCY_U_WORKER0, "D7");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "B4 B5 B6 C3 C6 D5 D7 E3 E6 F1 F4");
}

/* factions.txt Togawa: Toka (any river, once per turn), Suiton (lakes), Shinobi (own traps,
 * armed or disarmed). */
static void test_human_togawa_toka_suiton_shinobi(void **st)
{
    (void)st;
    scy_game g;
    int fac[2] = {SCY_TOGAWA, SCY_NORDIC};
    game_init(&g, 2, fac);
    put(&g, 0, SCY_U_CHARACTER, "G4");
    put(&g, 0, SCY_U_MECH0, "G7");
    put(&g, 0, SCY_U_WORKER0, "G4");
    g.trap_owner[pos_of("A2")] = 0;  g.trap_state[pos_of("A2")] = SCY_TRAP_ARMED;
    g.trap_owner[pos_of("D2")] = 0;  g.trap_state[pos_of("D2")] = SCY_TRAP_DISARMED;
    g.trap_owner[pos_of("E7")] = 0;  g.trap_state[pos_of("E7")] = SCY_TRAP_ARMED;   /* on a lake */
    g.trap_owner[pos_of("B2")] = 1;  g.trap_state[pos_of("B2")] = SCY_TRAP_ARMED;   /* not ours */
    g.p[0].mech_abilities = AB1;     /* Toka: F3 (village) and F4 (tundra) across rivers */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "F3 F4 G4 G5 H4");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_WORKER0), "G4 G5 H4");
    g.p[0].mech_abilities = AB1 | AB2;   /* + Suiton: the lake G3 */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "F3 F4 G3 G4 G5 H4");
    /* G7: land F6, F7, G6 */
    g.p[0].mech_abilities = AB4;         /* Shinobi: A2 and D2, not the lake E7 without Suiton */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "A2 D2 F6 F7 G6 G7");
    g.p[0].mech_abilities = AB2 | AB4;
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "A2 D2 E7 F6 F7 G6 G7");
    g.p[0].mech_abilities = AB3;         /* Ronin: none */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "F6 F7 G6 G7");
}

/* factions.txt Albion: Burrow (cross a river if leaving or entering a tunnel), Rally (own workers
 * and flags, not home bases). */
static void test_human_albion_burrow_rally(void **st)
{
    (void)st;
    scy_game g;
    int fac[2] = {SCY_ALBION, SCY_SAXONY};
    game_init(&g, 2, fac);
    put(&g, 0, SCY_U_CHARACTER, "B5");   /* land A5, A6; lake C5; rivers to B4 (tunnel), B6, C6 (tunnel) */
    put(&g, 0, SCY_U_MECH0, "C6");       /* tunnel: land B6, D5; lake C5; rivers to B5, C7, D6 */
    put(&g, 0, SCY_U_WORKER0, "A2");
    put(&g, 0, SCY_U_WORKER0 + 1, "G7");
    g.p[0].unit[SCY_U_WORKER0 + 2] = (int8_t)SCY_POS_HOME(SCY_ALBION);
    scy_game_sync_masks(&g);
    g.flag_owner[pos_of("E1")] = 0;
    g.flag_owner[pos_of("F3")] = 1;      /* not ours */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "A5 A6 B5");
    g.p[0].mech_abilities = AB1;
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "A5 A6 B4 B5 C6");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_MECH0), "B4 B5 B6 C3 C6 C7 D5 D6 E3 E6 F4");
    g.p[0].mech_abilities = AB4;         /* Rally: A2, G7 (workers), E1 (flag) */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "A2 A5 A6 B5 E1 G7");
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_WORKER0), "A2 A3 B2");   /* workers: no Rally */
    g.p[0].mech_abilities = AB2 | AB3;   /* Sword, Shield: none */
    assert_set(scy_human_neighbourhood(&g, 0, SCY_U_CHARACTER), "A5 A6 B5");
}

/* The human neighbourhood never contains a home base or a position outside the board, always
 * contains the unit's own territory, and with no abilities is the base rule for every territory. */
static void test_human_base_rule_every_territory(void **st)
{
    (void)st;
    scy_game g;
    int fac[1] = {SCY_CRIMEA};
    game_init(&g, 1, fac);
    for (int t = 0; t < SCY_NTERR; t++) {
        if (am_set_has(scy_mask_lake, t)) continue;
        g.p[0].unit[SCY_U_MECH0] = (int8_t)t;
        scy_game_sync_masks(&g);
        am_set n = scy_human_neighbourhood(&g, 0, SCY_U_MECH0);
        am_set want = (scy_adj[t] & ~scy_adj_river[t] & ~scy_mask_lake) | am_set_bit(t);
        if (am_set_has(scy_mask_tunnel, t)) want |= scy_mask_tunnel;
        assert_true(n == want);
        assert_true((n >> SCY_NTERR) == 0);
    }
}

/* ---- map renderers ----------------------------------------------------------------------- */

static void test_map_text_has_every_name(void **st)
{
    (void)st;
    am_buf b = {0};
    scy_render_map_text(NULL, &b);
    assert_false(b.oom);
    assert_non_null(b.data);
    for (int t = 0; t < SCY_NTERR; t++)
        if (!strstr(b.data, scy_pos_name(t))) fail_msg("map lacks %s", scy_pos_name(t));
    static const char *const homes[SCY_NFACTIONS] = {"NORDIC", "RUSVIET", "TOGAWA", "CRIMEA", "SAXONY",
                                                     "POLANIA", "ALBION"};
    for (int f = 0; f < SCY_NFACTIONS; f++) assert_non_null(strstr(b.data, homes[f]));
    assert_non_null(strstr(b.data, "FACTORY"));
    /* every line fits a 100-column terminal */
    size_t col = 0;
    for (const char *c = b.data; *c; c++) {
        col = *c == '\n' ? 0 : col + 1;
        assert_true(col <= 100);
    }
    am_buf_free(&b);
}

static void test_map_text_shows_units_and_resources(void **st)
{
    (void)st;
    scy_game g;
    int fac[2] = {SCY_SAXONY, SCY_POLANIA};
    game_init(&g, 2, fac);
    g.p[0].automa = 1;
    put(&g, 0, SCY_U_CHARACTER, "D4");
    put(&g, 0, SCY_U_MECH0, "D4");
    put(&g, 0, SCY_U_MECH0 + 1, "D4");
    put(&g, 0, SCY_U_WORKER0, "D4");
    put(&g, 1, SCY_U_WORKER0, "C2");
    put(&g, 1, SCY_U_WORKER0 + 1, "C2");
    g.p[1].unit[SCY_U_CHARACTER] = (int8_t)SCY_POS_HOME(SCY_POLANIA);
    scy_game_sync_masks(&g);
    g.resources[pos_of("C2")] = 3;
    g.encounters = set_of("A4");
    am_buf b = {0};
    scy_render_map_text(&g, &b);
    assert_false(b.oom);
    assert_non_null(strstr(b.data, "S:C M2 W1"));
    assert_non_null(strstr(b.data, "P:W2"));
    assert_non_null(strstr(b.data, "P:C"));
    assert_non_null(strstr(b.data, "r3"));
    for (int t = 0; t < SCY_NTERR; t++) assert_non_null(strstr(b.data, scy_pos_name(t)));
    am_buf_free(&b);
    /* five players, all on one territory and one base: still within 100 columns */
    int five[5] = {SCY_NORDIC, SCY_RUSVIET, SCY_TOGAWA, SCY_CRIMEA, SCY_POLANIA};
    game_init(&g, 5, five);
    for (int pl = 0; pl < 5; pl++) {
        for (int u = 0; u < SCY_NUNITS; u++) put(&g, pl, u, "E4");
        g.p[pl].unit[SCY_U_MECH0] = (int8_t)SCY_POS_HOME(SCY_SAXONY);
        scy_game_sync_masks(&g);
    }
    g.resources[pos_of("E4")] = 200;
    am_buf c = {0};
    scy_render_map_text(&g, &c);
    assert_false(c.oom);
    assert_non_null(strstr(c.data, "N:C M3 W8"));
    assert_non_null(strstr(c.data, "P:M1"));
    assert_non_null(strstr(c.data, "E4  r200|"));
    assert_non_null(strstr(c.data, "Republic of Polania"));
    size_t col = 0;
    for (const char *p = c.data; *p; p++) {
        col = *p == '\n' ? 0 : col + 1;
        assert_true(col <= 100);
    }
    am_buf_free(&c);
}

static int count_of(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle)) n++;
    return n;
}

static void test_map_svg(void **st)
{
    (void)st;
    am_buf b = {0};
    scy_render_map_svg(NULL, &b);
    assert_false(b.oom);
    assert_true(strncmp(b.data, "<?xml", 5) == 0);
    assert_non_null(strstr(b.data, "<svg"));
    assert_non_null(strstr(b.data, "</svg>\n"));
    assert_int_equal(count_of(b.data, "class=\"hex "), SCY_NTERR);
    assert_int_equal(count_of(b.data, "class=\"river\""), 31 + 1);
    assert_int_equal(count_of(b.data, "class=\"home\""), SCY_NFACTIONS);
    for (int t = 0; t < SCY_NTERR; t++) {
        char want[16];
        snprintf(want, sizeof want, ">%s<", scy_pos_name(t));
        if (!strstr(b.data, want)) fail_msg("svg lacks %s", want);
    }
    assert_int_equal(count_of(b.data, "<g"), count_of(b.data, "</g>"));
    assert_int_equal(count_of(b.data, "<text"), count_of(b.data, "</text>"));
    am_buf_free(&b);
    /* with a game: units drawn */
    scy_game g;
    int fac[2] = {SCY_CRIMEA, SCY_TOGAWA};
    game_init(&g, 2, fac);
    put(&g, 0, SCY_U_MECH0, "G4");
    put(&g, 1, SCY_U_WORKER0, "F7");
    am_buf c = {0};
    scy_render_map_svg(&g, &c);
    assert_false(c.oom);
    assert_int_equal(count_of(c.data, "class=\"units\""), 2);
    assert_non_null(strstr(c.data, "C:M1"));
    assert_non_null(strstr(c.data, "</svg>\n"));
    am_buf_free(&c);
}

/* The program sets LC_ALL from the environment: SVG numbers must keep a '.' in a locale whose
 * decimal separator is ','.  Skipped where no such locale is installed. */
static void test_map_svg_numbers_ignore_locale(void **st)
{
    (void)st;
    static const char *const locales[] = {"it_IT.UTF-8", "it_IT.utf8", "de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8"};
    const char *got = NULL;
    for (size_t i = 0; i < sizeof locales / sizeof locales[0] && !got; i++)
        got = setlocale(LC_NUMERIC, locales[i]);
    if (!got) skip();
    am_buf in_locale = {0};
    scy_render_map_svg(NULL, &in_locale);
    setlocale(LC_NUMERIC, "C");
    am_buf in_c = {0};
    scy_render_map_svg(NULL, &in_c);
    assert_string_equal(in_locale.data, in_c.data);
    am_buf_free(&in_locale);
    am_buf_free(&in_c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_data_counts),
        cmocka_unit_test(test_board_home_bases),
        cmocka_unit_test(test_board_home_regions_match_rivers),
        cmocka_unit_test(test_board_names_round_trip),
        cmocka_unit_test(test_board_reading_order_is_index_order),
        cmocka_unit_test(test_board_adjacency_symmetric),
        cmocka_unit_test(test_board_distance_table),
        cmocka_unit_test(test_board_tables_match_raw_data),
        cmocka_unit_test(test_neighbourhoods_automa_water_unlock),
        cmocka_unit_test(test_neighbourhoods_automa_ifa_tunnel_restriction),
        cmocka_unit_test(test_neighbourhoods_example2_automa_unrestricted),
        cmocka_unit_test(test_neighbourhoods_home_base),
        cmocka_unit_test(test_human_example1_crimea_riverwalk),
        cmocka_unit_test(test_human_units_on_home_bases_have_none),
        cmocka_unit_test(test_human_tunnels_adjacent_for_every_unit),
        cmocka_unit_test(test_human_neighbourhood_ignores_occupancy),
        cmocka_unit_test(test_human_nordic_swim_riverwalk_seaworthy_speed),
        cmocka_unit_test(test_human_polania_submerge_riverwalk),
        cmocka_unit_test(test_human_rusviet_township),
        cmocka_unit_test(test_human_saxony_underpass),
        cmocka_unit_test(test_human_togawa_toka_suiton_shinobi),
        cmocka_unit_test(test_human_albion_burrow_rally),
        cmocka_unit_test(test_human_base_rule_every_territory),
        cmocka_unit_test(test_map_text_has_every_name),
        cmocka_unit_test(test_map_text_shows_units_and_resources),
        cmocka_unit_test(test_map_svg),
        cmocka_unit_test(test_map_svg_numbers_ignore_locale),
    };
    return cmocka_run_group_tests_name("scythe_board", tests, NULL, NULL);
}
