/* The seven factions: starting power and combat cards, Riverwalk terrains, mech abilities in
 * faction-mat order.  Source: data/scythe/factions.txt (faction mats of Scythe and Invaders
 * from Afar; see its header for sources and confidence). */
#include "automa/scythe.h"

#define NO 255
const scy_faction_info scy_factions[SCY_NFACTIONS] = {
    [SCY_NORDIC] = {"Nordic Kingdoms", 4, 1, {SCY_FOREST, SCY_MOUNTAIN},
                    {SCY_AB_RIVERWALK, SCY_AB_SEAWORTHY, SCY_AB_OTHER, SCY_AB_SPEED},
                    {"Riverwalk", "Seaworthy", "Artillery", "Speed"}, 1},
    [SCY_RUSVIET] = {"Rusviet Union", 3, 2, {SCY_FARM, SCY_VILLAGE},
                     {SCY_AB_RIVERWALK, SCY_AB_TOWNSHIP, SCY_AB_OTHER, SCY_AB_SPEED},
                     {"Riverwalk", "Township", "People's Army", "Speed"}, 0},
    [SCY_TOGAWA] = {"Togawa Shogunate", 0, 2, {NO, NO},
                    {SCY_AB_TOKA, SCY_AB_SUITON, SCY_AB_OTHER, SCY_AB_SHINOBI},
                    {"Toka", "Suiton", "Ronin", "Shinobi"}, 0},
    [SCY_CRIMEA] = {"Crimean Khanate", 5, 0, {SCY_FARM, SCY_TUNDRA},
                    {SCY_AB_RIVERWALK, SCY_AB_WAYFARE, SCY_AB_OTHER, SCY_AB_SPEED},
                    {"Riverwalk", "Wayfare", "Scout", "Speed"}, 0},
    [SCY_SAXONY] = {"Saxony Empire", 1, 4, {SCY_FOREST, SCY_MOUNTAIN},
                    {SCY_AB_RIVERWALK, SCY_AB_UNDERPASS, SCY_AB_OTHER, SCY_AB_SPEED},
                    {"Riverwalk", "Underpass", "Disarm", "Speed"}, 0},
    [SCY_POLANIA] = {"Republic of Polania", 2, 3, {SCY_VILLAGE, SCY_MOUNTAIN},
                     {SCY_AB_RIVERWALK, SCY_AB_SUBMERGE, SCY_AB_OTHER, SCY_AB_SPEED},
                     {"Riverwalk", "Submerge", "Camaraderie", "Speed"}, 0},
    [SCY_ALBION] = {"Clan Albion", 3, 0, {NO, NO},
                    {SCY_AB_BURROW, SCY_AB_OTHER, SCY_AB_OTHER, SCY_AB_RALLY},
                    {"Burrow", "Sword", "Shield", "Rally"}, 0},
};

/* The full name for people (issue 21): English as above; Italian as the page says it. */
const char *scy_faction_title(int faction)
{
    static const char *const titles[SCY_NFACTIONS] = {
        NC_("faction title", "Nordic Kingdoms"), NC_("faction title", "Rusviet Union"),
        NC_("faction title", "Togawa Shogunate"), NC_("faction title", "Crimean Khanate"),
        NC_("faction title", "Saxony Empire"), NC_("faction title", "Republic of Polania"),
        NC_("faction title", "Clan Albion")};
    return faction >= 0 && faction < SCY_NFACTIONS ? am_cgettext(titles[faction]) : "?";
}
