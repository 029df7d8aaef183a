/* Test fixtures for the Scythe combat, human and scoring tests. */
#ifndef TESTS_SCY_FIXTURE_H
#define TESTS_SCY_FIXTURE_H

#include "automa/scythe.h"

/* A 2-player game: human `hf` vs Automa `af` (level, combat mode), every unit on its faction mat,
 * no resources. Player indices: fx_human(), fx_automa(). */
void fx_new(scy_game *g, int hf, int af, int level, int mode, uint64_t seed);
int fx_human(const scy_game *g);
int fx_automa(const scy_game *g);
int fx_t(const char *name);  /* territory index by name, asserts */
/* Puts card `number` on top of player pl's draw pile and sets its combat table and resource box. */
void fx_top_card(scy_game *g, int pl, int number, int p0, int p1, int p2, int ncards, int resources);
/* Gives player pl combat cards of the given values (simulated: taken from the deck). */
void fx_give_cards(scy_game *g, int pl, int n, const int *values);
/* Starts a combat on t: attacker, defender (attacker_unit -1). */
void fx_pending(scy_game *g, int t, int attacker, int defender);

#endif
