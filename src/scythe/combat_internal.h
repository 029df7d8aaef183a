/* Helpers shared by combat.c and human.c (not part of the public API). */
#ifndef AUTOMA_SCYTHE_COMBAT_INTERNAL_H
#define AUTOMA_SCYTHE_COMBAT_INTERNAL_H

#include "scythe/scythe_internal.h"

/* "Resolving resources" when a human takes territory t from Automa `automa_pl` (won as attacker,
 * or drove off its lone workers): the resource box of that Automa's last non-combat card. */
void scy_combat_place_resources(scy_game *g, int t, int automa_pl, scy_combat_report *rep);
/* Polania with Camaraderie unlocked: no popularity lost for forcing workers to retreat. */
int scy_combat_camaraderie(const scy_game *g, int pl);
/* Combat units of player pl on territory t. */
int scy_combat_units_on(const scy_game *g, int pl, int t);

#endif
