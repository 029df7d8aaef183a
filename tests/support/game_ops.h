/* The three games' facts for the random-game harness (game_harness.h), one file each:
 * game_ops_scythe.c, game_ops_automata.c, game_ops_expeditions.c. Each test takes a copy of the
 * game, points .ctx at its tallies (or leaves it NULL) and calls fx_random_games. */
#ifndef TESTS_GAME_OPS_H
#define TESTS_GAME_OPS_H

#include "automa/expeditions.h"
#include "support/game_harness.h"

/* Scythe: the Automa against the library's random stand-in human (scy_sim_play, SCY_BOT_RANDOM,
 * its own check of "a refused action leaves the game unchanged" on); a random setup per seed
 * (2 players, sometimes 3; random factions and levels; sometimes all moves). A step is an Automa
 * turn, a combat, a flipped card or one human action; the state is the game with the last Automa
 * turn's report kept (issue 19). */
typedef struct fx_scythe_tally {
    long games, capped, combats, human_attacks, automa_attacks, worker_raids, actions, refused;
    long automa_wins, human_wins;
} fx_scythe_tally;
extern const fx_game fx_scythe_game;

/* Automata: 2-4 seats (from the seed), a random legal action per step (atm_legal_actions,
 * atm_game_play); the state is the saved game (atm_game: seed, seats, the action log). At the end:
 * the game ended after round 5. */
typedef struct fx_automata_tally {
    long actions;
} fx_automata_tally;
extern const fx_game fx_automata_game;

/* Expeditions: a random level (1-3), reveal count, location-20 slot and gaps; a step is the scripted
 * human's turn (move, reveal, vanquish, glory at random) and then one Automa turn, checked against
 * the state before it (what she gained, where her mechs went, the deck). The state: fx_exp. */
typedef struct fx_exp {
    exp_state s;                     /* the game (what is saved) */
    exp_state before;                /* before the last Automa turn */
    exp_report r;                    /* of the last Automa turn */
    int turns, automa_first;
    int map_tokens, corruption, c20; /* what the human has taken */
    am_rng rng;                      /* setup and end-of-game draws */
} fx_exp;
typedef struct fx_expeditions_tally {
    long turns_sum[4], coins_sum[4], games[4], wins[4], c20_taken;
    int max_turns;
} fx_expeditions_tally;
extern const fx_game fx_expeditions_game;

#endif
