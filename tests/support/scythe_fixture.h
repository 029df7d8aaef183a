/* Test support for Scythe (every Scythe test): positions from JSON text or a fresh 2-player game,
 * lookups by territory name, cards and combats set up by hand. */
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

/* A 2-player game: human `hf` vs Automa `af` (level, combat mode), every unit on its faction mat,
 * no resources. Player indices: fx_human(), fx_automa(). */
void fx_new(scy_game *g, int hf, int af, int level, int mode, uint64_t seed);
int fx_human(const scy_game *g);
int fx_automa(const scy_game *g);
/* Puts card `number` on top of player pl's draw pile (the rest keeps its order). */
void fx_card_on_top(scy_game *g, int pl, int number);
/* The same, and sets the card's combat table and resource box. */
void fx_top_card(scy_game *g, int pl, int number, int p0, int p1, int p2, int ncards, int resources);
/* Gives player pl combat cards of the given values (simulated: taken from the deck). */
void fx_give_cards(scy_game *g, int pl, int n, const int *values);
/* Starts a combat on t: attacker, defender (attacker_unit -1). */
void fx_pending(scy_game *g, int t, int attacker, int defender);

#endif
