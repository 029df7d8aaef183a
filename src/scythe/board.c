/* Scythe board: names, parsing, distances and Automa neighbourhoods over the generated tables. */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "automa/scythe_board.h"

static const char *const faction_names[SCY_NFACTIONS] = {
    "nordic", "rusviet", "togawa", "crimea", "saxony", "polania", "albion"};
static const char *const terrain_names[SCY_NTERRAINS] = {
    "farm", "village", "tundra", "forest", "mountain", "lake", "factory"};

const char *scy_faction_name(int faction)
{
    return faction >= 0 && faction < SCY_NFACTIONS ? faction_names[faction] : "?";
}

/* Display names (issue 21): the English ones are the ids, as the program always printed them;
 * the Italian ones are the Italian Automa rulebook's (Nordici, Rusviet, Crimea, Sassonia) and
 * the proper names of the others. */
static const char *const faction_labels[SCY_NFACTIONS] = {
    NC_("faction", "nordic"), NC_("faction", "rusviet"), NC_("faction", "togawa"), NC_("faction", "crimea"),
    NC_("faction", "saxony"), NC_("faction", "polania"), NC_("faction", "albion")};
static const char *const home_labels[SCY_NFACTIONS] = {
    NC_("home base", "nordic"), NC_("home base", "rusviet"), NC_("home base", "togawa"), NC_("home base", "crimea"),
    NC_("home base", "saxony"), NC_("home base", "polania"), NC_("home base", "albion")};

const char *scy_faction_label(int faction)
{
    return faction >= 0 && faction < SCY_NFACTIONS ? am_cgettext(faction_labels[faction]) : "?";
}

const char *scy_pos_label(int pos)
{
    if (SCY_IS_HOME(pos)) return am_cgettext(home_labels[pos - 48]);
    if (pos == SCY_POS_MAT) return C_("position", "mat");
    return scy_pos_name(pos);
}

int scy_faction_parse(const char *s)
{
    if (!s) return -1;
    for (int f = 0; f < SCY_NFACTIONS; f++)
        if (strcasecmp(s, faction_names[f]) == 0) return f;
    return -1;
}

const char *scy_terrain_name(int terrain)
{
    return terrain >= 0 && terrain < SCY_NTERRAINS ? terrain_names[terrain] : "?";
}

const char *scy_pos_name(int pos)
{
    if (SCY_IS_TERR(pos)) return scy_territories[pos].name;
    if (SCY_IS_HOME(pos)) return faction_names[pos - 48];
    if (pos == SCY_POS_MAT) return "mat";
    return "?";
}

int scy_board_at(int row, int col)
{
    for (int t = 0; t < SCY_NTERR; t++)
        if (scy_territories[t].row == row && scy_territories[t].col == col) return t;
    return -1;
}

int scy_pos_parse(const char *s, int *pos, am_err *err)
{
    if (!s || !*s) return am_fail(err, AM_EDATA, _("board: empty territory name"));
    size_t n = strlen(s);
    if (n == 2 && isalpha((unsigned char)s[0]) && isdigit((unsigned char)s[1])) {
        int row = toupper((unsigned char)s[0]) - 'A';
        int col = s[1] - '1';
        int t = (row >= 0 && row < 8 && col >= 0 && col < 7) ? scy_board_at(row, col) : -1;
        if (t >= 0) {
            *pos = t;
            return AM_OK;
        }
    }
    int f = scy_faction_parse(s);
    if (f >= 0) {
        *pos = SCY_POS_HOME(f);
        return AM_OK;
    }
    if (strcasecmp(s, "mat") == 0) {
        *pos = SCY_POS_MAT;
        return AM_OK;
    }
    return am_fail(err, AM_EDATA, _("board: unknown territory '%.40s' (names like D4, a faction's home base, or mat)"),
                   s);
}


am_set scy_board_automa_neighbourhood(int pos, int water_restricted, int no_tunnels)
{
    if (!SCY_IS_TERR(pos)) return AM_SET_EMPTY;
    am_set n = scy_adj[pos];
    if (water_restricted) {
        n &= ~scy_adj_river[pos];
        n &= ~scy_mask_lake;
        if (no_tunnels) n &= ~scy_mask_tunnel;
    }
    return am_set_add(n, pos);
}

am_set scy_board_home_neighbourhood(int faction)
{
    return faction >= 0 && faction < SCY_NFACTIONS ? scy_homes[faction].start : AM_SET_EMPTY;
}

int scy_board_far_faction(int faction)
{
    int best = -1, best_d = -1;
    for (int f = 0; f < SCY_NFACTIONS; f++) {
        if (f == faction) continue;
        int d = scy_board_distance(SCY_POS_HOME(f), SCY_POS_HOME(faction));
        if (d > best_d) {
            best = f;
            best_d = d;
        }
    }
    return best;
}
