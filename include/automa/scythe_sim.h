/*
 * Scythe: whole simulated games between the Automa and a scripted stand-in human
 * (src/scythe/standin.c, src/scythe/sim.c).
 *
 * The stand-ins are SIMPLIFIED players, not the full human rules: they have no player mat, no
 * action costs, no structures, upgrades or recruits on the board. They move their units with the
 * public human actions (scy_human_*), so every move on the board is legal, and they model the rest
 * of a human turn (production, trading, bolstering, the bottom-row actions and the stars they earn)
 * as a few numbers changed with scy_human_set. See docs/simulation.md for what each one does.
 *
 * A game is decided by its seed alone: the game's RNG is seeded from it (scy_game_new) and the
 * stand-in draws from a second RNG seeded from it too. No heap allocation, no I/O, no globals.
 * Errors and ownership: see the conventions in automa/core.h.
 */
#ifndef AUTOMA_SCYTHE_SIM_H
#define AUTOMA_SCYTHE_SIM_H

#include <stdint.h>

#include "automa/scythe.h"

/* The stand-in humans. */
enum scy_bot {
    SCY_BOT_PASSIVE,     /* builds up, spreads workers near home, takes encounters, rarely fights */
    SCY_BOT_AGGRESSIVE,  /* bolsters, marches combat units at the Automa, attacks with all it has */
    SCY_BOT_RANDOM,      /* random legal moves and random numbers (the property test's player) */
    SCY_NBOTS
};
AM_EXPORT const char *scy_bot_name(int bot);      /* "passive" */
AM_EXPORT const char *scy_bot_label(int bot);     /* for people: "passive" in English, "passivo" in Italian */
AM_EXPORT int scy_bot_parse(const char *s);       /* -1 if unknown */

/* What the driver just did, for an observer (replay printing, tests). */
enum scy_sim_step_kind {
    SCY_SIM_AUTOMA_TURN,   /* `turn` holds the report */
    SCY_SIM_COMBAT,        /* `combat` holds the report; `turn` the suspended turn it continued, or NULL */
    SCY_SIM_HUMAN,         /* a human action: `act` */
    SCY_SIM_FLIP,          /* a flipped combat card answered (value in act.value); `turn` as for COMBAT */
    SCY_SIM_SETUP          /* the game was set up (only with cfg->check or an observer) */
};
enum scy_sim_act_kind {
    SCY_ACT_MOVE, SCY_ACT_DEPLOY, SCY_ACT_SET, SCY_ACT_ENCOUNTER, SCY_ACT_FACTORY, SCY_ACT_RESOURCES,
    SCY_ACT_RECRUIT, SCY_ACT_END_TURN
};
typedef struct scy_sim_act {
    uint8_t kind;        /* enum scy_sim_act_kind */
    uint8_t player;
    uint8_t type;        /* enum scy_unit_type (move, deploy), enum scy_stat (set), enum scy_recruit */
    int8_t from, to;     /* move; `to` is the territory for deploy/encounter/resources */
    int16_t value;       /* set: the new value; resources: how many */
    int8_t refused;      /* 1: the engine refused it (the game is unchanged) */
    const scy_human_report *move;  /* move: what happened (combat started, workers driven off) */
} scy_sim_act;

typedef struct scy_sim_step {
    uint8_t kind;        /* enum scy_sim_step_kind */
    const scy_report *turn;
    const scy_combat_report *combat;
    scy_sim_act act;
} scy_sim_step;

typedef struct scy_sim_config {
    uint8_t bot;         /* enum scy_bot, for every human player */
    uint8_t check;       /* check the invariants after every step (scy_game_check; a refused
                          * action must leave the game unchanged); a failure is an AM_ESTATE error
                          * naming the seed and the step */
    uint16_t turn_cap;   /* stop a game after this many turns (all players); 0: 400 */
    /* Optional card and tracker tables (scy_cards_default/scy_trackers_default parsed once by the
     * caller, or a replacement); NULL: the built-in ones, parsed for every game (slow). */
    const scy_card *cards;
    const scy_tracker *trackers;
    /* Optional observer, called after every step with the game as it is then. */
    void (*observe)(void *ctx, const scy_game *g, const scy_sim_step *step);
    void *ctx;
} scy_sim_config;

/* One game's result. "Turn" counts are Automa turns of the first Automa player (1-based): the
 * turn during which (or the human turn after which) the event happened; -1 if it never did. */
typedef struct scy_sim_result {
    uint64_t seed;
    uint16_t turns;            /* g->turns at the end (all players) */
    uint16_t automa_turns;     /* turns the first Automa played */
    int16_t first_star;        /* Automa turn of the Automa's first star */
    int16_t scheme2;           /* Automa turn of the switch to Scheme II */
    uint8_t capped;            /* hit the turn cap without ending */
    uint8_t automa_won;        /* the (first) Automa won the score sheet */
    uint8_t automa, human;     /* player indices (first Automa, first human; 255 none) */
    uint8_t stars_tracker, stars_combat, stars_power, automa_stars;  /* the first Automa's */
    uint8_t human_stars, human_combat_stars;
    int16_t automa_score, human_score;
    uint16_t combats, automa_attacks, human_attacks, worker_raids;
    uint32_t steps, refused;   /* human actions tried, and refused by the engine */
} scy_sim_result;

/* The seed of game `index` of a run with master seed `master`: SplitMix64 of master + index x the
 * golden gamma (the index-th output of a SplitMix64 stream started at master), kept below 2^63 so
 * that it can be typed back as --seed. */
AM_EXPORT uint64_t scy_sim_seed(uint64_t master, uint64_t index);

/* Plays one whole game: scy_game_new_tables(setup with its seed replaced by `seed`), then every player's
 * turns until the game ends or the cap; combats in simulated mode are forced (the setup's
 * combat_mode is ignored). Fills res. Fails only on a bad setup (AM_EUSAGE, as scy_game_new, or
 * an unknown stand-in) or, with cfg->check, a broken invariant or a refused step (AM_ESTATE, the
 * message names the seed and the turn). Uses no heap. */
AM_EXPORT int scy_sim_play(uint64_t seed, const scy_setup *setup, const scy_sim_config *cfg, scy_sim_result *res, am_err *err);

/* A run of `automa sim scythe` (the descriptor's simulator, automa/game.h): one human stand-in
 * against one Automa, game i playing seed scy_sim_seed(master, i). */
#define SCY_SIM_RANDOM_FACTION (-2)   /* a faction drawn for each game from its seed */
typedef struct scy_sim_run {
    scy_options opt;
    int human, automa;     /* factions (enum scy_faction) or SCY_SIM_RANDOM_FACTION */
    int level;             /* the Automa's (enum scy_level) */
    uint64_t master;       /* the run's master seed */
    scy_sim_config sim;    /* the stand-in (bot), check, the card and tracker tables */
} scy_sim_run;
/* The set-up of the game with seed `seed` of such a run: two players, the stand-in first, the
 * random factions drawn from the seed (never the same two). */
AM_EXPORT void scy_sim_run_setup(const scy_sim_run *run, uint64_t seed, scy_setup *set);
/* Plays game `index` of the run (a scy_sim_run) into result (a scy_sim_result): the descriptor's
 * am_game_sim.play. */
AM_EXPORT int scy_sim_run_play(const void *run, long index, void *result, am_err *err);

#endif
