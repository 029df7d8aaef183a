/*
 * Expeditions Automa (Stonemaier 2023; solo rules by M. M. Pedersen with L. J. Hutter and
 * D. Studley): the map as the Automa sees it, the decision deck, the progress card, the turn
 * engine, scoring, JSON load/save and the text/JSON turn report.
 *
 * Locations are slots, named as on the table from west to east:
 *   N1..N7  the North row    (the North mech moves east: N1 -> N2 ... N7 -> N1)
 *   C1..C7  the Central row  (the Central mech moves west: C7 -> C6 ... C1 -> C7)
 *   S1..S6  the South row    (only ever holds the human's mech)
 *   base    Basecamp
 * Which printed location number lies in a slot is random each game; a slot records it once the
 * tile is face up (0 = not known).
 *
 * The whole game is one plain struct (exp_state): no pointers, the RNG inside, so a copy is a
 * memcpy, undo is a stack of states and a saved file replays exactly. The library does no I/O
 * except the explicit JSON and render functions, and returns errors as values.
 *
 * Use: exp_progress_builtin (or exp_progress_from_json) and exp_cards_builtin, exp_state_init,
 * then exp_automa_turn for the Automa and exp_human_* for what happened on the table;
 * exp_score_automa at the end. Errors (AM_E* with err->msg), ownership (the JSON writers and the
 * renderers append to the caller's am_buf) and threads: see the conventions in automa/core.h.
 */
#ifndef AUTOMA_EXPEDITIONS_H
#define AUTOMA_EXPEDITIONS_H

#include <stdint.h>

#include "automa/core.h"

#define EXP_FORMAT "automa-expeditions/1"

enum {
    EXP_ROW_LEN = 7,        /* locations in the North and in the Central row */
    EXP_SOUTH_LEN = 6,
    EXP_NORTH0 = 0,         /* N1 = 0 .. N7 = 6 */
    EXP_CENTRAL0 = 7,       /* C1 = 7 .. C7 = 13 */
    EXP_SOUTH0 = 14,        /* S1 = 14 .. S6 = 19 */
    EXP_BASECAMP = 20,
    EXP_LOC_COUNT = 21,
    EXP_MAX_STACK = 16,     /* corruption tokens on one location */
    EXP_BAG = 37,           /* normal corruption tokens in the bag at the start */
    EXP_MAX_GAINED = 64,
    EXP_GAPS = 5,           /* card gaps in the map */
    EXP_MAX_CARDS = 24,     /* decision cards (the game has 14; replacement decks may differ) */
    EXP_ASIDE = 2,          /* cards set aside unseen at every shuffle */
    EXP_GLORY = 8,          /* the Automa's glory tokens */
    EXP_MAX_SPACES = 48,    /* progress track spaces, START included */
    EXP_MECHS = 2
};

enum { EXP_MECH_NORTH = 0, EXP_MECH_CENTRAL = 1 };

/* What a mech section's target line looks for. */
typedef enum exp_target {
    EXP_TARGET_NONE = 0,    /* empty target line: only move the distance */
    EXP_TARGET_MAP,         /* a location with a map token -> Explore */
    EXP_TARGET_C20,         /* the 20-value corruption and no other corruption -> Vanquish the token */
    EXP_TARGET_CORR         /* >= 1 normal corruption -> Vanquish xN */
} exp_target;

/* One mech section of a decision card. */
typedef struct exp_mech_line {
    int sweep;      /* 1: the Sweep column has the sweep icon */
    int glory;      /* glory needed for the target line; 0 = always; -1 = no target line */
    int target;     /* exp_target */
    int mult;       /* x1..x3 for EXP_TARGET_CORR, else 0 */
    int dist;       /* distance line, 1..3 */
} exp_mech_line;

typedef struct exp_card {
    int id;         /* printed card ID (no game effect) */
    int progress;   /* 1: the Progress section has the advance icon */
    exp_mech_line mech[EXP_MECHS];   /* [EXP_MECH_NORTH], [EXP_MECH_CENTRAL] */
} exp_card;

/* A progress card (difficulty level). Spaces are indexed in English reading order, START = 0. */
typedef struct exp_progress {
    int level;                  /* 1..5, or 0 for a custom card */
    char name[32];
    int spaces;                 /* START included */
    int glory_at[EXP_GLORY];    /* strictly increasing space indices of glory spaces #1..#8 */
    int coins_map, coins_corruption, coins_glory;
} exp_progress;

typedef struct exp_location {
    int face_up;
    int map_token;
    int number;                 /* printed location number 1..20, 0 = not known */
    int ncorr;
    int8_t corr[EXP_MAX_STACK]; /* normal corruption values, TOP first; 0 = value not known */
    int c20;                    /* the special 20-value corruption token is here */
    int pending;                /* flipped by the Automa, tokens not told yet (companion) */
    int nreveal;                /* -1: not preset; else tokens to place when revealed */
    int8_t reveal[EXP_MAX_STACK];
} exp_location;

typedef struct exp_gap {
    uint32_t adjacent;          /* bit i: the gap touches location i (user data; 0 = not set) */
    int card;                   /* game card number lying there, 0 = not known */
} exp_gap;

enum { EXP_END_NONE = 0, EXP_END_AUTOMA = 1, EXP_END_HUMAN = 2 };

typedef struct exp_state {
    /* rules data carried by the game */
    exp_progress progress;
    int glory_adjust;           /* coins per glory token added to the card's value, -2..+3 */
    int reveal_count;           /* normal tokens a simulated reveal draws (ruling R-EX-3) */
    int ncards;
    exp_card cards[EXP_MAX_CARDS];
    /* decision deck: indices into cards[]; deck[0] is the top */
    int ndeck, deck[EXP_MAX_CARDS];
    int naside, aside[EXP_ASIDE];
    int ndiscard, discard[EXP_MAX_CARDS];
    /* the map */
    exp_location loc[EXP_LOC_COUNT];
    exp_gap gaps[EXP_GAPS];
    int bag;                    /* normal corruption tokens still in the bag */
    /* the human */
    int human_at;               /* location index */
    int human_glory;            /* 0..4 */
    int human_coins;            /* final coins told by the human, -1 = not told */
    /* the Automa */
    int mech[EXP_MECHS];        /* location index of the North and the Central mech */
    int progress_pos;
    int glory;                  /* glory tokens placed on Basecamp, 0..8 */
    int map_tokens;
    int ncorr;
    int corr[EXP_MAX_GAINED];   /* values of the normal corruption tokens gained */
    int c20;                    /* the 20-value token gained */
    /* game flow */
    int first_player;           /* drawn at setup: 0 the human, 1 the Automa (EX-5) */
    int turn;                   /* Automa turns played */
    int end_trigger;            /* EXP_END_* */
    int final_done;             /* the Automa's turn after the trigger has been played */
    uint64_t seed;
    am_rng rng;
} exp_state;

/* ---- data (exp_data.c) ------------------------------------------------------------------ */
/* The 14 decision cards as transcribed (see exp_data.c for the source); *n gets the count. */
AM_EXPORT const exp_card *exp_cards_builtin(int *n);
/* Progress card of level 1..3. Levels 4 and 5 are not known: AM_EUSAGE asking for the values
 * from the user's card (--progress-file). */
AM_EXPORT int exp_progress_builtin(int level, exp_progress *out, am_err *err);
/* Checks a progress card (sizes, increasing glory spaces, coins >= 0): AM_EDATA, the message
 * names `path`. */
AM_EXPORT int exp_progress_check(const exp_progress *p, const char *path, am_err *err);
/* Checks a decision card table: AM_EDATA, the message names `path` and the card. */
AM_EXPORT int exp_cards_check(const exp_card *cards, int n, const char *path, am_err *err);
/* 1 if game-deck card `number` refers to other players (017, 030, 056, 063): when such a card is
 * drawn in a solo game it goes back to the box and another is drawn (rulebook "General rules"). */
AM_EXPORT int exp_game_card_refers_to_others(int number);

/* ---- locations -------------------------------------------------------------------------- */
/* "N3", "C1", "S6", "base" -> index; -1 if not a location name (case-insensitive). */
AM_EXPORT int exp_loc_parse(const char *name);
/* Index -> "N3" etc. (static strings). */
AM_EXPORT const char *exp_loc_name(int loc);
/* The locations a card gap of the map touches, "N2,N3,C2" (commas or spaces; at most 127
 * characters): 0 with *mask set (bit i = location i; 0 for an empty list), -1 on a name that is
 * not a location or on Basecamp. */
AM_EXPORT int exp_gap_parse(const char *spec, uint32_t *mask);
/* The row of a location: 0 North, 1 Central, -1 other. */
AM_EXPORT int exp_loc_row(int loc);

/* ---- state (exp_state.c) ---------------------------------------------------------------- */
/* Setup (rulebook "Setup"): North/Central tiles face down with a map token, South face up, no
 * corruption, the bag full; North mech on N1, Central mech on C7; progress token on START; the
 * deck shuffled with 2 cards set aside; the human at Basecamp; the first player drawn at random. cards = NULL: the built-in deck. */
AM_EXPORT void exp_state_init(exp_state *s, const exp_progress *p, const exp_card *cards, int ncards,
                    uint64_t seed);
/* Checks every invariant: AM_EDATA, the message names the field. Does not change s. */
AM_EXPORT int exp_state_check(const exp_state *s, am_err *err);
/* Shuffles all cards (deck, aside, discard) into a new deck and sets EXP_ASIDE aside. */
AM_EXPORT void exp_deck_reshuffle(exp_state *s);
/* Number of normal corruption tokens on a location. */
static inline int exp_loc_corruption(const exp_state *s, int loc) { return s->loc[loc].ncorr; }

/* Human actions the companion records. Errors (core.h): AM_EUSAGE for words that never make
 * sense (no such location, a number outside its range), AM_ESTATE for what the table's position
 * refuses now; the state is then unchanged. */
/* The human's mech is now at loc: AM_EUSAGE not a location. */
AM_EXPORT int exp_human_move(exp_state *s, int loc, am_err *err);
/* Flip a face-down location: the human takes its map token, `number` is the printed number
 * (20 places the 20-value token), vals (top first) the corruption drawn onto it. AM_EUSAGE a
 * South location or Basecamp, a number outside 0..20, tokens with the 20, a value outside 0..19;
 * AM_ESTATE already face up, the number already on another tile, the 20-value token already in
 * play, more tokens than the bag holds. */
AM_EXPORT int exp_location_reveal(exp_state *s, int loc, int number, const int *vals, int n, am_err *err);
/* The human takes the top n normal corruption tokens, or (take20) the 20-value token.
 * AM_EUSAGE not a location; AM_ESTATE fewer than n tokens there (or n < 1), no 20-value token. */
AM_EXPORT int exp_human_vanquish(exp_state *s, int loc, int n, int take20, am_err *err);
/* The human placed a glory token; the 4th triggers the end. AM_ESTATE after the 4th. */
AM_EXPORT int exp_human_glory(exp_state *s, am_err *err);

/* ---- the Automa turn (exp_automa.c) ----------------------------------------------------- */
enum { EXP_WHY_MATCH = 0, EXP_WHY_NO_MAP, EXP_WHY_NO_C20, EXP_WHY_C20_NOT_ALONE,
       EXP_WHY_FACE_DOWN, EXP_WHY_NO_CORR, EXP_WHY_ONLY_C20, EXP_WHY_PENDING };
enum { EXP_ACT_NONE = 0, EXP_ACT_EXPLORE, EXP_ACT_VANQUISH_TOKEN, EXP_ACT_VANQUISH };
enum { EXP_SKIP_NONE = 0, EXP_SKIP_NO_TARGET, EXP_SKIP_GLORY, EXP_SKIP_NO_MATCH };

typedef struct exp_candidate {
    int loc, distance, why;     /* why: EXP_WHY_* (EXP_WHY_MATCH = it matches) */
} exp_candidate;

typedef struct exp_mech_report {
    int from, to;
    int sweep;                  /* the card had the sweep icon */
    uint32_t swept;             /* gaps swept (bit g) */
    int target, glory_needed, mult, dist;
    int ncand;
    exp_candidate cand[4];
    int chosen;                 /* index in cand[] or -1 */
    int moved_by;               /* EXP_SKIP_*: why the distance was moved (0: a target matched) */
    int skipped_human;          /* the human's location was skipped (checking or moving) */
    int action;                 /* EXP_ACT_* */
    int gained_map, gained_c20, ngained;
    int gained[3];              /* values of the corruption gained (top first) */
    int revealed_number;        /* number of the explored tile (0 = not known yet) */
    int nplaced;
    int placed[EXP_MAX_STACK];  /* corruption placed on the explored tile */
    int placed_c20, reveal_simulated, reveal_pending;
} exp_mech_report;

typedef struct exp_report {
    int turn;                   /* number of this Automa turn (1-based) */
    int reshuffled;
    int card;                   /* index into state.cards */
    int progress;               /* the card had the progress icon */
    int progress_from, progress_to, progress_at_end;
    int glory_placed;           /* a glory token was placed this turn */
    int glory;                  /* glory on Basecamp after the turn */
    int end_triggered;          /* this turn placed the 8th glory token */
    int final_turn;             /* this was the Automa's last turn */
    int game_over;              /* nothing left to play for the Automa; human last turn? see below */
    int human_last_turn;        /* the human still takes the last turn (they triggered the end) */
    exp_mech_report mech[EXP_MECHS];
} exp_report;

/* Plays one Automa turn (rulebook "An Automa turn"). With ask_reveal = 0 an explored tile gets its
 * preset `reveal` tokens or a simulated draw (R-EX-3); with ask_reveal = 1 it is marked pending
 * for the companion, which then calls exp_location_reveal(). AM_ESTATE if the Automa has no turn
 * left or a reveal is still pending; the state is then unchanged. */
AM_EXPORT int exp_automa_turn(exp_state *s, int ask_reveal, exp_report *r, am_err *err);
/* The mech's candidates for a target: the next 0-3 locations in its direction, skipping the
 * human's location. Returns how many (<= 4). */
AM_EXPORT int exp_mech_candidates(const exp_state *s, int mech, int target, exp_candidate out[4]);
/* Where `mech` ends after moving `dist` locations (skipping the human's location). */
AM_EXPORT int exp_mech_step(const exp_state *s, int mech, int dist);
/* Does location `loc` match `target`? EXP_WHY_MATCH or the reason it does not. */
AM_EXPORT int exp_target_match(const exp_state *s, int loc, int target);

/* ---- scoring ---------------------------------------------------------------------------- */
typedef struct exp_score {
    int glory, glory_coins;         /* tokens, coins each (card value + adjustment) */
    int map, map_coins;
    int corruption, corruption_coins;   /* normal tokens + the 20-value token (R-EX-5) */
    int total;
} exp_score;
AM_EXPORT void exp_score_automa(const exp_state *s, exp_score *out);
/* 1 if the Automa wins against `human_coins` (ties go to the Automa). */
AM_EXPORT int exp_automa_wins(const exp_state *s, int human_coins);
/* 1 if the game is over for the Automa (she has played her turn after the end trigger). */
AM_EXPORT int exp_game_over(const exp_state *s);

/* ---- simulation (exp_sim.c) -------------------------------------------------------------- */
enum { EXP_SIM_HUMAN_NONE = 0, EXP_SIM_HUMAN_RANDOM = 1 };

typedef struct exp_sim_stats {
    long games, turns, coins, map, corruption, glory, c20, human_ended;
    int turns_min, turns_max, coins_min, coins_max;
} exp_sim_stats;

/* Plays `games` whole games from seeds derived from `seed` (SplitMix64) and sums what the Automa
 * does. The stand-in human: EXP_SIM_HUMAN_NONE stays on Basecamp and never acts (the Automa
 * alone); EXP_SIM_HUMAN_RANDOM moves to a random location each turn, reveals the face-down tile
 * it lands on (2 tokens), vanquishes 1 token half of the time and places a glory token with
 * probability 1/25. Location 20 is put in a random North slot of each game (simulation only). */
AM_EXPORT int exp_sim_run(const exp_progress *p, const exp_card *cards, int ncards, int glory_adjust,
                int human, long games, uint64_t seed, exp_sim_stats *out, am_err *err);
/* One game of such a run: game `index` of master seed `seed` (the same game exp_sim_run plays as
 * its index-th), so a run can be split over threads and summed in game order with the same
 * result. With check = 1 every invariant (exp_state_check) is checked after every step. */
typedef struct exp_sim_game_result {
    int turns, coins, map, corruption, glory, c20, human_ended;
} exp_sim_game_result;
AM_EXPORT int exp_sim_game(const exp_progress *p, const exp_card *cards, int ncards, int glory_adjust, int human,
                 uint64_t seed, long index, int check, exp_sim_game_result *out, am_err *err);
AM_EXPORT void exp_sim_stats_add(exp_sim_stats *out, const exp_sim_game_result *r);
/* A run of `automa sim expeditions` (the descriptor's simulator, automa/game.h): game `index` is
 * exp_sim_game's with the set-up game's progress card, cards and glory adjustment. */
typedef struct exp_sim_config {
    exp_state setup;         /* the set-up game: progress card, cards, glory adjustment */
    int human, check;        /* EXP_SIM_HUMAN_*; every invariant after every step */
    uint64_t seed;           /* the run's master seed */
} exp_sim_config;
/* Plays game `index` of the run (an exp_sim_config) into result (an exp_sim_game_result): the
 * descriptor's am_game_sim.play. */
AM_EXPORT int exp_sim_config_play(const void *config, long index, void *result, am_err *err);

/* ---- JSON (exp_json.c) ------------------------------------------------------------------ */
/* Reads a state (format EXP_FORMAT; omitted fields take defaults, see
 * docs/expeditions-state.md) into s. AM_EDATA with the JSON path if the text is not a valid
 * state; s is then unchanged. */
AM_EXPORT int exp_state_from_json(exp_state *s, const char *text, am_err *err);
/* Appends the state as JSON text to out (the caller's am_buf; out->oom if memory ran out). */
AM_EXPORT void exp_state_to_json(const exp_state *s, am_buf *out);
/* Reads a progress card file {"name":..,"spaces":..,"glory_at":[..],"coins":{..}} into p.
 * AM_EDATA with the JSON path on error; p is then undefined (partly filled). */
AM_EXPORT int exp_progress_from_json(exp_progress *p, const char *text, am_err *err);
/* Reads a decision card table {"cards":[{"id":..,"progress":..,"north":{..},"central":{..}},..]}
 * into cards[0..*n-1] (room for EXP_MAX_CARDS). AM_EDATA with the JSON path on error; cards and
 * *n are then undefined. */
AM_EXPORT int exp_cards_from_json(exp_card *cards, int *n, const char *text, am_err *err);
/* Appends the turn report r (of state s) as JSON text to out (out->oom if memory ran out). */
AM_EXPORT void exp_report_to_json(const exp_state *s, const exp_report *r, am_buf *out);

/* ---- text (exp_render.c) ---------------------------------------------------------------- */
/* The turn report for people: what happened and why, then what to do on the table. */
AM_EXPORT void exp_report_render(const exp_state *s, const exp_report *r, am_buf *out);
/* The board, the Automa and the deck in a few lines. */
AM_EXPORT void exp_state_render(const exp_state *s, am_buf *out);
/* The rulebook's setup steps for the table (mechs, progress card, deck, glory card, first player). */
AM_EXPORT void exp_setup_render(const exp_state *s, am_buf *out);
/* One-line description of a decision card. */
AM_EXPORT void exp_card_render(const exp_card *c, am_buf *out);

#endif
