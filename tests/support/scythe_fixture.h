/* Test support for Scythe: positions from JSON text, lookups by territory name. */
#ifndef TESTS_SCYTHE_FIXTURE_H
#define TESTS_SCYTHE_FIXTURE_H

#include "automa/scythe.h"

/* Loads a position written in the documented file format; fails the test if rejected. */
void fx_load(scy_game *g, const char *json);
/* Position of a name ("D4", "saxony", "mat"); fails the test if unknown. */
int fx_pos(const char *name);
/* Seat of a faction in the game. */
int fx_seat(const scy_game *g, int faction);
/* Units of `kinds` (SCY_UK_*) of a faction on a position. */
int fx_count(const scy_game *g, int faction, int kinds, const char *where);
/* Plays one Automa turn; fails on error or on a broken invariant afterwards. */
void fx_turn(scy_game *g, scy_report *rep);
/* The performed move of a report, NULL if none. */
const scy_move_report *fx_performed(const scy_report *rep);
int fx_has_event(const scy_report *rep, int kind);
/* Value of a candidate territory in a move report, -999 if it was not a candidate. */
int fx_cand_value(const scy_move_report *m, const char *territory, int *excluded);

/* The parts of a game a save must keep: the bytes past each pile's end are not state, and the
 * mechs (workers) of a player are interchangeable, so only their positions as a set count. */
void fx_normalise(scy_game *g);

#endif
