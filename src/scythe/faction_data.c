/* The seven factions: starting power and combat cards, Riverwalk terrains, mech abilities in
 * faction-mat order.  Source: data/scythe/factions.txt (faction mats of Scythe and Invaders
 * from Afar; see its header for sources and confidence). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

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

/* Every mech ability name of the faction mats with its name for people (issue 29): Riverwalk is
 * the Italian rulebook's Passafiume; the others are translated in the catalogue (docs/italian-glossary.md). */
static const char *const ability_labels[] = {
    NC_("mech ability", "Riverwalk"), NC_("mech ability", "Seaworthy"), NC_("mech ability", "Artillery"),
    NC_("mech ability", "Speed"), NC_("mech ability", "Township"), NC_("mech ability", "People's Army"),
    NC_("mech ability", "Toka"), NC_("mech ability", "Suiton"), NC_("mech ability", "Ronin"),
    NC_("mech ability", "Shinobi"), NC_("mech ability", "Wayfare"), NC_("mech ability", "Scout"),
    NC_("mech ability", "Underpass"), NC_("mech ability", "Disarm"), NC_("mech ability", "Submerge"),
    NC_("mech ability", "Camaraderie"), NC_("mech ability", "Burrow"), NC_("mech ability", "Sword"),
    NC_("mech ability", "Shield"), NC_("mech ability", "Rally"),
};

const char *scy_mech_ability_label(const char *name)
{
    for (size_t i = 0; name && i < sizeof ability_labels / sizeof ability_labels[0]; i++) {
        const char *id = strchr(ability_labels[i], '\004') + 1;
        if (strcmp(id, name) == 0) return am_cgettext(ability_labels[i]);
    }
    return name ? name : "?";
}

int scy_mech_ability_parse(int faction, const char *name)
{
    if (faction < 0 || faction >= SCY_NFACTIONS || !name) return -1;
    for (int i = 0; i < 4; i++) {
        const char *id = scy_factions[faction].mech_ability_name[i];
        if (strcasecmp(name, id) == 0 || strcasecmp(name, scy_mech_ability_label(id)) == 0) return i;
    }
    return -1;
}

const char *scy_power_text(char *buf, size_t size, int n)
{
    snprintf(buf, size, P_("%d power", "%d power", n), n);
    return buf;
}

const char *scy_combat_cards_text(char *buf, size_t size, int n)
{
    snprintf(buf, size, P_("%d combat card(s)", "%d combat card(s)", n), n);
    return buf;
}
