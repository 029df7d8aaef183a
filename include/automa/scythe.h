/*
 * Scythe Automa: game state, Automa turn engine, reports.
 *
 * One plain-data struct (scy_game) holds a whole game: no pointers, fixed arrays, the RNG
 * inside, the card and tracker tables inside (so a saved game with a custom card table replays
 * exactly). Copy = memcpy; undo = a stack of copies.
 *
 * Players 0..nplayers-1 sit in turn order; any of them may be an Automa or a human. The turn
 * engine acts for one Automa player; its "enemy units" are every other player's units (or, with
 * the cooperative option, the humans' units only).
 *
 * Use: fill a scy_setup (scy_options_default for its options), scy_game_new, then for each turn
 * either scy_automa_turn (an Automa's) or the scy_human_* actions and scy_human_end_turn (a
 * person's); a combat waits in g->pending until scy_combat_resolve; scy_score at the end.
 * Errors, ownership and threads: see the conventions in automa/core.h (the human actions and
 * scy_combat_resolve leave the game unchanged when they refuse; the scy_report /
 * scy_combat_report to fill are the caller's, NULL where said; the renderers append to the
 * caller's am_buf).
 */
#ifndef AUTOMA_SCYTHE_H
#define AUTOMA_SCYTHE_H

#include <stdint.h>

#include "automa/core.h"
#include "automa/scythe_board.h"

#define SCY_MAX_PLAYERS 5
#define SCY_NCARDS 19
#define SCY_NLEVELS 4
#define SCY_MAX_MOVES 6
#define SCY_MAX_GAINS 6
#define SCY_POWER_MAX 16
#define SCY_POPULARITY_MAX 18   /* the top of the popularity track */
#define SCY_STARS_END 6         /* the sixth star a player places ends the game (and a tracker has 6) */

/* ---- cards and trackers (data: src/scythe/cards_data.c, parsed by scy_cards_parse) ------- */
enum scy_move_kind {
    SCY_MV_WORKER, SCY_MV_MECH, SCY_MV_CHARACTER, SCY_MV_ENCOUNTER, SCY_MV_ATTACK_WORKER,
    SCY_MV_ATTACK_COMBAT, SCY_NMOVE_KINDS
};
enum scy_gain_kind {
    SCY_GAIN_WORKER, SCY_GAIN_CHAR_OR_MECH, SCY_GAIN_COIN, SCY_GAIN_POWER, SCY_GAIN_COMBAT_CARD,
    SCY_NGAIN_KINDS
};
enum scy_recruit { SCY_REC_NONE, SCY_REC_POWER, SCY_REC_COIN, SCY_REC_POPULARITY, SCY_REC_COMBAT_CARD };
/* The names of the enums below, one table each in src/scythe/names.c (ORDER of the enum; a
 * _Static_assert counts each table). _name: out of range gives the last name shown ("?" or
 * "unknown"); _parse: case-insensitive, -1 for a name that is not one. */
AM_EXPORT const char *scy_recruit_name(int r);     /* "none", "power", "coin", "popularity", "combat-card"; "?" */
AM_EXPORT int scy_recruit_parse(const char *s);    /* SCY_REC_NONE for "none" */
AM_EXPORT const char *scy_move_kind_name(int k);   /* "move-worker" .. "attack-combat"; "?" */
AM_EXPORT int scy_move_kind_parse(const char *s);

typedef struct scy_move_sym {
    uint8_t kind;       /* enum scy_move_kind */
    int8_t bracket;     /* faction whose bracket it is in, -1 if none */
    uint8_t threshold;  /* attack vs combat unit: minimum Automa power */
} scy_move_sym;

typedef struct scy_gain_sym {
    uint8_t kind;       /* enum scy_gain_kind */
    uint8_t n;          /* x N */
    int8_t bracket;     /* faction, -1 if none */
} scy_gain_sym;

typedef struct scy_scheme {
    scy_move_sym move[SCY_MAX_MOVES];
    uint8_t nmove;
    scy_gain_sym gain[SCY_MAX_GAINS];
    uint8_t ngain;
    uint8_t recruit;    /* enum scy_recruit */
} scy_scheme;

typedef struct scy_card {
    uint8_t number;     /* printed card number 1..19 */
    uint8_t skip;       /* Autometta skip icon */
    uint8_t star;       /* star-tracker advance */
    uint8_t power[3];   /* combat power for Automa power 0-7 / 8-13 / 14+ */
    uint8_t cards;      /* combat cards added */
    uint8_t resources;  /* resource box */
    scy_scheme scheme[2];
} scy_card;

enum scy_level { SCY_AUTOMETTA, SCY_AUTOMA, SCY_AUTOMASZYNA, SCY_ULTIMASZYNA };

typedef struct scy_tracker {
    char name[16];
    uint8_t spaces;     /* number of spaces; the token starts on 0 ("I") */
    uint8_t nrows, row[8];
    uint8_t nowater;    /* spaces 0..nowater-1 carry the no-water icon (0: none) */
    uint8_t star[SCY_STARS_END]; /* star spaces, ascending; star[0] is the Scheme II switch */
} scy_tracker;

/* Parses a card table in the format of data/scythe/automa-cards.txt into cards[19] (sorted by
 * number). Errors name the line. */
AM_EXPORT int scy_cards_parse(const char *text, scy_card cards[SCY_NCARDS], am_err *err);
AM_EXPORT int scy_trackers_parse(const char *text, scy_tracker trackers[SCY_NLEVELS], am_err *err);
/* The built-in tables (the texts in data/scythe/, embedded). */
AM_EXPORT void scy_cards_default(scy_card cards[SCY_NCARDS]);
AM_EXPORT void scy_trackers_default(scy_tracker trackers[SCY_NLEVELS]);
AM_EXPORT const char *scy_level_name(int level);
AM_EXPORT const char *scy_level_label(int level);  /* for people: "autometta" in English, "Autometta" in Italian */
AM_EXPORT int scy_level_parse(const char *s);

/* ---- units ---------------------------------------------------------------------------- */
enum { SCY_U_CHARACTER = 0, SCY_U_MECH0 = 1, SCY_U_WORKER0 = 5, SCY_NUNITS = 13 };
#define SCY_IS_COMBAT_UNIT(u) ((u) < SCY_U_WORKER0)

/* Human mech abilities: bit i = the faction mat's mech ability i (0..3), see scy_faction_info. */
enum scy_move_ability {
    SCY_AB_NONE, SCY_AB_RIVERWALK, SCY_AB_SEAWORTHY, SCY_AB_SUBMERGE, SCY_AB_SUITON, SCY_AB_TOWNSHIP,
    SCY_AB_UNDERPASS, SCY_AB_WAYFARE, SCY_AB_TOKA, SCY_AB_BURROW, SCY_AB_SHINOBI, SCY_AB_RALLY,
    SCY_AB_SPEED, SCY_AB_OTHER
};

typedef struct scy_faction_info {
    const char *name;                  /* "Nordic Kingdoms" */
    uint8_t power, combat_cards;       /* starting values on the faction mat */
    uint8_t riverwalk[2];              /* Riverwalk terrains (enum scy_terrain), 255 if none */
    uint8_t mech_ability[4];           /* enum scy_move_ability, faction-mat order */
    const char *mech_ability_name[4];  /* "Riverwalk" */
    uint8_t worker_swim;               /* Nordic faction ability: workers cross rivers */
} scy_faction_info;
extern AM_EXPORT const scy_faction_info scy_factions[SCY_NFACTIONS];
AM_EXPORT const char *scy_faction_title(int faction);  /* .name for people: "Nordic Kingdoms", "Regno Nordico" */
/* A mech ability's name for people (issue 29): the faction mat's English name (what files store and
 * the player may type) in the current language, "Riverwalk" -> "Passafiume"; other names unchanged. */
AM_EXPORT const char *scy_mech_ability_label(const char *name);
/* The index 0-3 of the ability of faction f named `name` (English, or its label in the current
 * language, case-insensitive), or -1. */
AM_EXPORT int scy_mech_ability_parse(int faction, const char *name);
/* "N power" and "N combat card(s)" with the plural of the current language ("1 punto Potere"),
 * written into buf; for messages that count two things at once (issue 29). */
AM_EXPORT const char *scy_power_text(char *buf, size_t size, int n);
AM_EXPORT const char *scy_combat_cards_text(char *buf, size_t size, int n);

/* ---- game options ---------------------------------------------------------------------- */
enum scy_combat_mode { SCY_COMBAT_COMPANION, SCY_COMBAT_SIMULATED };
enum scy_enemy_mode { SCY_ENEMY_ALL, SCY_ENEMY_HUMANS };

typedef struct scy_options {
    uint8_t skip_turns;      /* Autometta skip icon with the Automa/Automaszyna tracker (SC-47) */
    int8_t coin_mod;         /* -2..+2 coins per coin gain (SC-48) */
    int8_t power_mod;        /* -2..+2 power per power gain (SC-49) */
    uint8_t flip_move;       /* flip a combat card before moving: 4/5 → no move (SC-50) */
    uint8_t flip_deploy;     /* flip before deploying: 4/5 → no deploy (SC-51) */
    uint8_t all_moves;       /* perform every valid move of the scheme (SC-52) */
    uint8_t ifa_brackets;    /* Albion/Togawa brackets of the later printing (default on) */
    uint8_t combat_mode;     /* enum scy_combat_mode */
    uint8_t enemy_mode;      /* enum scy_enemy_mode (several Automas) */
    uint8_t shared_deck;     /* several Automas draw from one deck, kept in the piles of the first
                              * Automa in seat order (R-SC-44, docs/scythe-state.md) */
    uint8_t real_deck;        /* the person shuffles the real Automa deck and says which card came up
                              * at each draw (scy_deck_card_next; issue 28 item 7) */
} scy_options;

/* ---- the option table (src/scythe/options.c): one row per option of scy_options ------------
 * Every surface iterates it: the game file's "options" object and the web's create request (the
 * row's name is the JSON key), `scythe new` and `sim` (--NAME with '_' -> '-', a flag whose default
 * is on as --no-NAME), their --help and the shell completion, the companion's set-up wizard and the
 * page's creation form (GET /api/scythe/board "options"). A new option is one row here and its
 * field in scy_options (docs/scythe-state.md, "Adding an option"). */
enum scy_option_kind {
    SCY_OPT_FLAG,   /* uint8_t 0/1: JSON true/false; CLI --NAME (--no-NAME if on by default) */
    SCY_OPT_INT,    /* int8_t lo..hi: JSON whole number; CLI --NAME N */
    SCY_OPT_ENUM    /* uint8_t index of values[]: JSON string; CLI --NAME VALUE */
};
typedef struct scy_option_info {
    const char *name;              /* "coin_mod": the JSON key ("coin-mod" on the command line) */
    const char *help;              /* N_() text, one line: what it does (a flag on by default: what
                                    * turning it off does, as every text surface shows it as no-NAME) */
    uint8_t kind;                  /* enum scy_option_kind */
    int8_t lo, hi;                 /* the values: 0..1 (flag), the range (int), 0..count-1 (enum) */
    const char *const *values;     /* SCY_OPT_ENUM: the names by value, NULL-terminated; else NULL */
    uint16_t off;                  /* offsetof its field in scy_options */
} scy_option_info;
#define SCY_NOPTIONS 11
extern AM_EXPORT const scy_option_info scy_option_table[SCY_NOPTIONS];
/* The row named s: "coin_mod", "coin-mod" or "--coin-mod" (case-insensitive); NULL if none. */
AM_EXPORT const scy_option_info *scy_option_find(const char *s);
/* The option's value in o, and o's field set to v (v is not checked: see scy_options_set). */
AM_EXPORT int scy_option_get(const scy_options *o, const scy_option_info *opt);
AM_EXPORT void scy_option_put(scy_options *o, const scy_option_info *opt, int v);
/* The value's name: "true"/"false", "-1", "simulated"; buf (>= 8 bytes) holds a number's digits. */
AM_EXPORT const char *scy_option_value_name(const scy_option_info *opt, int v, char *buf, size_t cap);
/* Sets the option named name (as scy_option_find, or "no-NAME" for a flag with value NULL) from the
 * text value: a flag takes NULL (on), true/false, on/off, yes/no or 1/0; an int a whole number in
 * its range; an enum one of its values (case-insensitive). AM_EUSAGE with a message naming `name`
 * as given ("--coin-mod: must be a whole number from -2 to 2, not '5'"), o unchanged. */
AM_EXPORT int scy_options_set(scy_options *o, const char *name, const char *value, am_err *err);
/* Appends the options of o that differ from scy_options_default, in table order, each as
 * "NAME" (a flag turned on), "no-NAME" (turned off) or "NAME=VALUE", with '_' -> '-' and
 * separated by spaces (the words the wizard takes); with cli set, as command-line options
 * ("--skip-turns --coin-mod 1 --no-ifa-brackets"), each after a space. Nothing if all are default. */
AM_EXPORT void scy_options_print(const scy_options *o, int cli, am_buf *out);

/* ---- players -------------------------------------------------------------------------- */
typedef struct scy_deck {
    uint8_t draw[SCY_NCARDS], ndraw;        /* draw[ndraw-1] is the top card (next drawn) */
    uint8_t discard[SCY_NCARDS], ndiscard;  /* main discard; discard[ndiscard-1] is on top */
    uint8_t combat[SCY_NCARDS], ncombat;    /* combat discard pile */
} scy_deck;

typedef struct scy_player {
    uint8_t faction;
    uint8_t automa;          /* 1 = Automa, 0 = human */
    int8_t unit[SCY_NUNITS]; /* positions: 0 character, 1-4 mechs, 5-12 workers */
    uint8_t power;
    uint8_t popularity;
    int16_t coins;
    uint8_t combat_cards;    /* how many combat cards it holds */
    uint8_t cc_value[4];     /* simulated combat: how many of them are 2, 3, 4, 5 */
    uint8_t stars;           /* total stars placed (all sources) */
    uint8_t factory_card;    /* holds a Factory card */
    uint8_t encounters;      /* encounter tokens taken */
    /* human only */
    uint8_t mech_abilities;  /* bit i: mech ability i of the faction mat unlocked */
    uint8_t recruits;        /* bit (1 << enum scy_recruit): ongoing bonus enlisted */
    uint8_t structure_bonus; /* human's structure-bonus coins, entered at the end */
    uint8_t flags_left;      /* Albion flags still on the mat */
    uint8_t traps_left;      /* Togawa traps still on the mat: bit (1 << enum scy_trap_kind) */
    uint8_t structure[4];    /* territory + 1 of each structure built (enum scy_structure), 0: not built */
    uint8_t player_mat;      /* enum scy_player_mat + 1; 0: not told (an old game file) */
    uint8_t auto_stars;      /* bits (1 << enum scy_auto_star): stars the program placed for this player */
    /* Automa only */
    uint8_t level;           /* enum scy_level: which star tracker */
    uint8_t tracker;         /* token's space on the tracker */
    uint8_t scheme;          /* 0 = Scheme I, 1 = Scheme II */
    uint8_t stars_tracker, stars_combat, stars_power;
    uint8_t power_star_done; /* reached 16 power once */
    uint8_t last_card;       /* last non-combat card drawn (0: none) */
    scy_deck deck;
} scy_player;

/* A decision the game waits for from a person. */
enum scy_pending_kind {
    SCY_PEND_NONE,
    SCY_PEND_COMBAT,       /* a combat on `territory` between attacker and defender */
    SCY_PEND_FLIP_MOVE,    /* option: flip a combat card before moving; tell its value */
    SCY_PEND_FLIP_DEPLOY   /* option: flip a combat card before deploying; tell its value */
};
typedef struct scy_pending {
    uint8_t kind;
    int8_t territory;
    uint8_t attacker, defender;   /* player indices */
    int8_t attacker_unit;         /* the Automa unit that attacked, -1 if the human attacked */
    /* Combat step 1 (issue 14): the human side's dial and cards, committed before the Automa card
     * is drawn (scy_combat_commit); used by scy_combat_resolve. */
    uint8_t committed;            /* 1: c_power / c_cards hold the human's choice */
    uint8_t c_power, c_ncards;
    uint8_t c_cards[6];
    /* Option real_deck: bit s, the person has told the card Automa side s (0 attacker, 1 defender)
     * drew for this combat (scy_combat_go; it lies on top of the deck until the combat is fought). */
    uint8_t deck_told;
} scy_pending;

/* An Automa turn suspended while the game waits for a person (combat, flipped card). */
enum scy_turn_phase { SCY_PH_FLIP, SCY_PH_MOVE, SCY_PH_GAIN, SCY_PH_RECRUIT, SCY_PH_TRACKER, SCY_PH_END };
typedef struct scy_turn_state {
    uint8_t active;       /* 1 while a turn is in progress */
    uint8_t card;         /* card number of this turn */
    uint8_t phase;        /* enum scy_turn_phase */
    uint8_t next_move;    /* next symbol of the move row to evaluate */
    uint8_t moved;        /* a move action was performed */
    uint8_t no_move;      /* flipped 4/5: no move this turn */
    uint8_t next_gain;    /* next gain symbol */
    uint8_t gain_done;    /* units of that symbol done */
    uint8_t coins_done, power_done;  /* card-level coin/power gain (with modifiers) applied */
    int8_t flip;          /* value of a flipped combat card given by the person, -1 none */
} scy_turn_state;

/* Traps (Togawa) and flags (Albion) on territories. */
enum { SCY_TRAP_NONE = 0, SCY_TRAP_ARMED = 1, SCY_TRAP_DISARMED = 2 };
enum scy_trap_kind { SCY_TRAP_POPULARITY, SCY_TRAP_POWER, SCY_TRAP_COINS, SCY_TRAP_CARDS, SCY_TRAP_UNKNOWN };
AM_EXPORT const char *scy_trap_kind_name(int kind);  /* "popularity", "power", "coins", "cards"; "unknown" (also out of range) */
AM_EXPORT int scy_trap_kind_parse(const char *s);     /* SCY_TRAP_UNKNOWN for "unknown": a kind a person gives is below it */

/* ---- the report of an Automa turn (filled by scy_automa_turn; kept in the game for interfaces) ---- */
#define SCY_REPORT_MAX_CANDS 48
#define SCY_REPORT_MAX_MOVES 8
#define SCY_REPORT_MAX_EVENTS 24

enum scy_sym_result {
    SCY_SYM_SKIPPED_BRACKET,  /* bracket of another faction */
    SCY_SYM_NO_UNIT,          /* no unit of that kind to select */
    SCY_SYM_LOW_POWER,        /* attack threshold not met */
    SCY_SYM_NO_TERRITORY,     /* no valid territory */
    SCY_SYM_PERFORMED,        /* valid, performed */
    SCY_SYM_NOT_TRIED         /* a move was already performed */
};

enum scy_tiebreak { SCY_TB_NONE, SCY_TB_FACTORY, SCY_TB_TRAP, SCY_TB_READING, SCY_TB_HOME_MARKER };

typedef struct scy_candidate {
    int8_t territory;
    int16_t value;            /* the ranking value (count, distance, resources, ...) */
    uint8_t factory_dist;
    uint8_t excluded;         /* 1: valid but excluded by the destination rule (e.g. near enemy) */
    uint8_t trap;             /* holds an armed enemy trap (Togawa human) */
} scy_candidate;

typedef struct scy_move_report {
    scy_move_sym sym;
    uint8_t result;           /* enum scy_sym_result */
    int8_t unit;              /* selected unit index, -1 */
    int8_t from, to;          /* positions */
    uint8_t unit_dist;        /* selected unit's distance to the home base */
    uint8_t unit_tie;         /* several units tied on distance (reading order decided) */
    uint8_t tiebreak;         /* enum scy_tiebreak that decided among the best */
    uint8_t rearm;            /* Togawa: moved to a disarmed trap and armed it */
    uint8_t ncand;
    scy_candidate cand[SCY_REPORT_MAX_CANDS];  /* last: only the first ncand are set */
} scy_move_report;

enum scy_event_kind {
    SCY_EV_DEPLOY_WORKER, SCY_EV_DEPLOY_CHARACTER, SCY_EV_DEPLOY_MECH, SCY_EV_DEPLOY_NONE,
    SCY_EV_COINS, SCY_EV_POWER, SCY_EV_COMBAT_CARDS, SCY_EV_RECRUIT, SCY_EV_TRACKER,
    SCY_EV_STAR_TRACKER, SCY_EV_STAR_POWER, SCY_EV_SCHEME_SWITCH, SCY_EV_RESHUFFLE,
    SCY_EV_ENCOUNTER, SCY_EV_FACTORY_CARD, SCY_EV_WORKERS_HOME, SCY_EV_RESOURCES_REMOVED,
    SCY_EV_COMBAT_STARTS, SCY_EV_WATER_UNLOCKED, SCY_EV_GAME_END, SCY_EV_FLAG, SCY_EV_TRAP,
    SCY_EV_FLIP_NO_MOVE, SCY_EV_FLIP_NO_DEPLOY, SCY_EV_TRAP_TRIGGERED
};
typedef struct scy_event {
    uint8_t kind;
    int8_t a, b;              /* meaning per kind: amounts, territories, players */
} scy_event;

typedef struct scy_report {
    uint8_t player;           /* the Automa who played */
    uint8_t card;             /* card number drawn */
    uint8_t scheme;           /* 0/1 */
    uint8_t skipped;          /* Autometta skip */
    uint8_t reshuffled;       /* the deck was empty and was reshuffled before the draw */
    uint8_t tracker_from, tracker_to;
    uint8_t game_over;
    uint8_t waiting_combat;   /* the turn stopped: a combat waits for the person */
    uint8_t nevents;
    uint8_t nmoves;
    /* last, and only the first nevents / nmoves entries are set: */
    scy_event events[SCY_REPORT_MAX_EVENTS];
    scy_move_report moves[SCY_REPORT_MAX_MOVES];
} scy_report;

/* The last report as the game keeps it (issue 16: the state stays under 4 KiB): every field of
 * scy_report, the candidate lists of all the moves in one pool of SCY_KEPT_MAX_CANDS (a turn of
 * the printed cards lists at most 4 x 47). scy_game_last_report gives it back as a scy_report. */
#define SCY_KEPT_MAX_CANDS 256
typedef struct scy_kept_move {
    scy_move_sym sym;
    uint8_t result;
    int8_t unit, from, to;
    uint8_t unit_dist, unit_tie, tiebreak, rearm, ncand;
} scy_kept_move;
typedef struct scy_kept_cand {
    uint8_t territory;        /* bits 0-5 the territory, bit 6 excluded, bit 7 armed trap */
    uint8_t factory_dist;
    int16_t value;
} scy_kept_cand;
typedef struct scy_kept_report {
    uint8_t player, card, scheme, skipped, reshuffled, tracker_from, tracker_to, game_over, waiting_combat;
    uint8_t nevents, nmoves;
    scy_event events[SCY_REPORT_MAX_EVENTS];
    scy_kept_move moves[SCY_REPORT_MAX_MOVES];
    scy_kept_cand cand[SCY_KEPT_MAX_CANDS];  /* the moves' candidates one after the other */
} scy_kept_report;

typedef struct scy_game {
    am_rng rng;
    uint64_t seed;
    uint8_t nplayers;
    uint8_t current;          /* whose turn it is */
    uint8_t game_over;
    uint8_t winner;           /* player index when game_over (after scoring) */
    uint16_t turns;           /* turns taken so far, all players */
    scy_options opt;
    scy_player p[SCY_MAX_PLAYERS];
    uint8_t resources[SCY_NTERR];   /* resource tokens on each territory */
    am_set encounters;              /* territories that still hold an encounter token */
    uint8_t factory_cards_left;     /* Factory cards not taken (3 at setup) */
    uint8_t trap_state[SCY_NTERR];  /* SCY_TRAP_* */
    uint8_t trap_kind[SCY_NTERR];   /* enum scy_trap_kind */
    int8_t trap_owner[SCY_NTERR];   /* player index, -1 none */
    int8_t flag_owner[SCY_NTERR];   /* player index, -1 none */
    uint8_t combat_deck[4];         /* simulated combat deck: cards of value 2..5 left */
    uint8_t combat_discard[4];
    scy_pending pending;
    scy_turn_state turn;
    uint8_t tiebreak_marker;        /* multi-Automa rotating tie-breaker (faction of the base) */
    uint8_t structure_tile;         /* enum scy_structure_tile (0: coins entered by hand) */
    /* Unit masks kept with the units (issue 16), derived from p[].unit, never written to a file:
     * bit q of units_at[pl][k] is set when player pl has a unit of kind k (0 character, 1 mech,
     * 2 worker) at position q (every position is below 64: territories and home bases; the faction
     * mat is left out);
     * units_at2[pl][k - 1]: two or more of its mechs / workers there. The library keeps them up to
     * date wherever it moves a unit; code that sets p[].unit itself calls scy_game_sync_masks
     * afterwards (scy_game_check fails on stale masks). */
    am_set units_at[SCY_MAX_PLAYERS][3];
    am_set units_at2[SCY_MAX_PLAYERS][2];
    scy_card cards[SCY_NCARDS];
    scy_tracker trackers[SCY_NLEVELS];
    /* The last Automa turn's report, kept with the game so that an interface shows it again (the
     * page after a reload, the companion's `why` after a resume): set by scy_game_keep_report,
     * written to the file as "last_report"; the engine never reads it. */
    uint8_t has_last_report;
    scy_kept_report last_report;    /* read it with scy_game_last_report */
} scy_game;

/* ---- setup ----------------------------------------------------------------------------- */
typedef struct scy_setup {
    uint8_t nplayers;
    uint8_t faction[SCY_MAX_PLAYERS];
    uint8_t automa[SCY_MAX_PLAYERS];
    uint8_t level[SCY_MAX_PLAYERS];   /* Automa players' trackers */
    uint64_t seed;
    scy_options opt;
} scy_setup;

/* Default options: IFA brackets on, companion combat, enemy = any other player. */
AM_EXPORT void scy_options_default(scy_options *opt);
/* Sets up a new game in g per the rulebook "Setup" (SC-1..SC-6), with the built-in card and
 * tracker tables. AM_EUSAGE for a setup that makes no sense (a faction twice, not 2-5 players, no
 * Automa, an unknown faction or level, a modifier outside -2..+2); g is then undefined. */
AM_EXPORT int scy_game_new(scy_game *g, const scy_setup *s, am_err *err);
/* The same with the card and tracker tables given (NULL: the built-in ones), so that a caller
 * setting up many games (the simulator) parses them once: scy_game_new parses the embedded texts,
 * which costs more than a whole simulated game. */
AM_EXPORT int scy_game_new_tables(scy_game *g, const scy_setup *s, const scy_card cards[SCY_NCARDS],
                        const scy_tracker trackers[SCY_NLEVELS], am_err *err);

/* ---- queries --------------------------------------------------------------------------- */
AM_EXPORT int scy_game_water_restricted(const scy_game *g, int player);
/* Do the multi-Automa rules apply (any mix of humans and Automas; clarifications §I)? Every game
 * other than one human against one Automa (docs/rulings.md R-SC-40). */
AM_EXPORT int scy_game_is_multi(const scy_game *g);
/* Is player b an enemy of player a (per the enemy mode)? */
AM_EXPORT int scy_game_is_enemy(const scy_game *g, int a, int b);
/* Territories holding units of player pl (mask of unit kinds: 1 character, 2 mechs, 4 workers). */
enum { SCY_UK_CHARACTER = 1, SCY_UK_MECH = 2, SCY_UK_WORKER = 4, SCY_UK_COMBAT = 3, SCY_UK_ANY = 7 };
AM_EXPORT am_set scy_game_units_mask(const scy_game *g, int pl, int kinds);
AM_EXPORT int scy_game_count_units_on(const scy_game *g, int pl, int kinds, int pos);
/* Human neighbourhood of player pl's unit u (rulebook Example 1; factions.txt abilities). */
AM_EXPORT am_set scy_human_neighbourhood(const scy_game *g, int pl, int u);
/* Total stars of a player; 6 ends the game. */
AM_EXPORT int scy_game_stars(const scy_game *g, int pl);
/* Checks invariants (units conserved, cards conserved, no Automa unit where forbidden).
 * Returns 0, or AM_EDATA with a message naming the broken invariant. Does not change g. */
AM_EXPORT int scy_game_check(const scy_game *g, am_err *err);
/* Rebuilds the kept unit masks (units_at, units_at2) from p[].unit: after setting units by hand
 * (a loader, a test). The library's own actions keep them up to date. */
AM_EXPORT void scy_game_sync_masks(scy_game *g);

/* ---- the Automa turn -------------------------------------------------------------------- */

/* Plays one turn of the Automa whose turn it is (g->current must be an Automa, no pending
 * decision, game not over). Fills rep (may be NULL). Does no I/O and no allocation.
 * AM_ESTATE (g unchanged) if it is not an Automa's turn, a decision waits, or the game is over.
 * The turn may stop at a decision (a combat in g->pending, a flipped card to give): then AM_OK,
 * and scy_combat_resolve / scy_game_answer_flip continue it. */
AM_EXPORT int scy_automa_turn(scy_game *g, scy_report *rep, am_err *err);
/* Answers a pending flipped combat card (options "flip before moving/deploying", companion
 * mode): value 2..5; the suspended turn then continues and fills rep. AM_ESTATE if no flipped
 * card is expected, AM_EUSAGE for a value outside 2..5; g is then unchanged. */
AM_EXPORT int scy_game_answer_flip(scy_game *g, int value, scy_report *rep, am_err *err);

/* Keeps rep as the game's last report (NULL: forget it); only the entries in use are copied, the
 * rest stays zero, so that two equal reports give equal games. Candidates beyond
 * SCY_KEPT_MAX_CANDS in all (never with the printed cards) are not kept. */
AM_EXPORT void scy_game_keep_report(scy_game *g, const scy_report *rep);
/* The kept last report as a scy_report (all zero if there is none: g->has_last_report). */
AM_EXPORT void scy_game_last_report(const scy_game *g, scy_report *out);

/* Renders a report as short plain sentences (translated) or JSON text; appends to b. */
AM_EXPORT void scy_report_render_text(const scy_game *g, const scy_report *rep, int verbose, am_buf *b);
AM_EXPORT void scy_report_render_json(const scy_game *g, const scy_report *rep, am_buf *b);
/* Undo as table instructions (src/scythe/render_undo.c): what to put back to go from the game as
 * it is (now) to the game as it was (back); only what differs. */
AM_EXPORT void scy_render_undo_text(const scy_game *now, const scy_game *back, am_buf *b);
/* The players' status (power, coins, stars, tracker, deck, units) as text. */
AM_EXPORT void scy_render_status(const scy_game *g, am_buf *b);


/* ---- files (src/scythe/json.c): format "automa-scythe/1", see docs/scythe-state.md ------- */
/* Reads a game from JSON text into g. Omitted fields take their setup defaults; every field is
 * validated (then scy_game_check). AM_EDATA with the JSON path of the first problem; g is then
 * undefined (partly filled): read into a scratch game to keep the old one. */
AM_EXPORT int scy_game_from_json(scy_game *g, const char *text, am_err *err);
/* Appends the game (everything needed to continue it exactly) as JSON text to out (the caller's
 * am_buf; out->oom if memory ran out). */
AM_EXPORT void scy_game_to_json(const scy_game *g, am_buf *out);
/* Reads the game file at path (at most 1 MiB of text) into g: AM_EIO if it cannot be read,
 * AM_EDATA (message "PATH: ...") if it is too large, not text or not a valid game; g is then
 * undefined. The program's own loads go through the game store (src/store), which adds the
 * "store" line and a lock. */
AM_EXPORT int scy_game_load(scy_game *g, const char *path, am_err *err);
/* Writes g to path atomically (a temporary file in the same folder, fsync, rename: a crash leaves
 * the old file or the new one, never half of one). AM_EIO if memory ran out or the file cannot be
 * written; the old file is then as it was. */
AM_EXPORT int scy_game_save(const scy_game *g, const char *path, am_err *err);
/* ==== combat, the human side, scoring (src/scythe/combat.c, human.c, score.c) ============= */
#define SCY_COMBAT_MAX_CARDS 6   /* a human brings at most 5 combat units; the Automa plays 0-3 */

/* One side's choice in a combat. A human side: the power dial (0-7, at most its power) and the
 * values (2-5) of the combat cards it plays (at most one per own combat unit in the fight, cards it
 * holds). An Automa side in companion mode: `cards` are the values of the face-down cards the
 * person drew at random from its pile (the count must be what the Automa plays; `power` unused).
 * An Automa side in simulated mode: ignored. */
typedef struct scy_combat_choice {
    uint8_t power;
    uint8_t ncards;
    uint8_t cards[SCY_COMBAT_MAX_CARDS];
} scy_combat_choice;

typedef struct scy_combat_input {
    scy_combat_choice side[2];   /* 0 attacker, 1 defender (g->pending) */
} scy_combat_input;

enum scy_combat_kind { SCY_CK_COMBAT, SCY_CK_WORKERS };
/* What the "Resolving resources" step did. */
enum scy_res_result {
    SCY_RES_NOTHING,        /* no resource step (defender won, Automa vs Automa, game over) */
    SCY_RES_PLACED,         /* placed `resources_n` from card `resource_card` */
    SCY_RES_LAKE, SCY_RES_VILLAGE, SCY_RES_FACTORY,  /* the territory produces nothing */
    SCY_RES_NO_CARD,        /* the Automa has not drawn a card yet: nothing to read */
    SCY_RES_REMOVED         /* the Automa attacker won: `resources_n` removed */
};

typedef struct scy_combat_side_report {
    uint8_t player;
    uint8_t automa;
    uint8_t units;            /* its combat units in the fight */
    uint8_t card;             /* Automa: the card drawn for this combat (0 for a human) */
    uint8_t reshuffled;       /* Automa: its deck was reshuffled to draw it */
    uint8_t column;           /* Automa: combat-table column 0 (0-7), 1 (8-13), 2 (14+) */
    uint8_t card_power, card_cards;  /* Automa: what the table asks for */
    uint8_t power;            /* power used and paid */
    uint8_t ncards;
    uint8_t cards[SCY_COMBAT_MAX_CARDS];  /* values of the combat cards played */
    uint8_t total;
    uint8_t retreated;        /* loser: character/mechs that retreated */
    int8_t retreat_to;        /* where they went (faction mat or home base), -1 none */
    uint8_t workers_home;     /* loser: workers sent to the home base */
    uint8_t gained_card;      /* loser: gained a combat card (revealed power or a card) */
    uint8_t star;             /* winner: placed a combat star */
    uint8_t encounter;        /* Automa winner: its character took the encounter token */
    uint8_t popularity_lost;  /* human attacker: 1 per enemy worker forced home */
    uint8_t factory_card;     /* Automa winner with the all-moves rules: its character took a Factory card */
} scy_combat_side_report;

typedef struct scy_combat_report {
    uint8_t kind;             /* enum scy_combat_kind: a combat or workers driven off */
    int8_t territory;
    scy_combat_side_report side[2];   /* attacker, defender */
    uint8_t winner;           /* 0 attacker, 1 defender */
    uint8_t resources;        /* enum scy_res_result */
    uint8_t resource_card;    /* card whose resource box was read */
    uint8_t resources_n;      /* placed or removed */
    uint8_t game_over;        /* a sixth star ended the game */
    uint8_t continued;        /* a suspended Automa turn went on (its report is separate) */
} scy_combat_report;

/* Resolves the pending combat (rulebook "Combat" steps 1-6, then "Resolving resources"):
 * validates the choices, draws the Automa card(s), pays power, retreats the loser, gives the loser
 * a combat card, places the winner's combat star, takes popularity from a human attacker, places or
 * removes resources; then, if an Automa turn was suspended for it, continues that turn into
 * turn_rep (may be NULL). Errors: AM_ESTATE no combat waits, the game is over, more power or
 * cards than the side has, an Automa given the wrong number of cards; AM_EUSAGE a dial above 7 or
 * a card not worth 2-5. On any error the game is left unchanged. */
AM_EXPORT int scy_combat_resolve(scy_game *g, const scy_combat_input *in, scy_combat_report *rep, scy_report *turn_rep,
                       am_err *err);
/* How many combat cards each side's Automa will play in the pending combat (what the next draw
 * says, capped by the cards it holds; -1 for a human side). AM_ESTATE if no combat waits. Does
 * not change g. */
AM_EXPORT int scy_combat_preview(const scy_game *g, int ncards[2], am_err *err);
/* Rulebook "Combat" step 1 before steps 2-5: the human side of the pending combat commits its
 * dial and combat cards (checked as in scy_combat_resolve: dial 0-7 and at most its power, at most
 * one card per combat unit there, cards it holds). Recorded in g->pending and used by
 * scy_combat_resolve (whose human-side input is then ignored). AM_ESTATE when no combat waits,
 * there is no human side, it is already committed (undo to change it) or the choice exceeds what
 * the side has; AM_EUSAGE for a dial above 7 or a card not worth 2-5; g is then unchanged. */
AM_EXPORT int scy_combat_commit(scy_game *g, const scy_combat_choice *human, am_err *err);
/* Has the pending combat a human side that has not committed yet? */
AM_EXPORT int scy_combat_needs_commit(const scy_game *g);
/* Steps 2-4 told before they happen: for each Automa side of the pending combat, the card it will
 * draw (card, reshuffled), the column of its power, what the table asks for, the power it will use
 * and how many combat cards it plays (power, ncards); human sides get player and automa = 0 only.
 * AM_ESTATE when no combat waits or the human side has not committed (the person must choose
 * first). Does not change g. */
AM_EXPORT int scy_combat_plan(const scy_game *g, scy_combat_side_report plan[2], am_err *err);
/* The plan as table instructions ("Draw card 7 from the rusviet Automa's deck ..."). */
AM_EXPORT void scy_combat_plan_render_text(const scy_game *g, const scy_combat_side_report plan[2], am_buf *b);
AM_EXPORT void scy_combat_render_text(const scy_game *g, const scy_combat_report *rep, am_buf *b);
AM_EXPORT void scy_combat_render_json(const scy_game *g, const scy_combat_report *rep, am_buf *b);

/* ---- the human's turn (src/scythe/human.c) ----------------------------------------------
 * Small validated actions of the human whose turn it is (g->current). Each fails with a one-line
 * message and leaves g unchanged when illegal. Errors common to all (core.h): AM_ESTATE if the
 * game is over, it is an Automa's turn, or a combat or a flipped card waits; below, each action's
 * own: AM_EUSAGE for an argument that never makes sense, AM_ESTATE for one the position refuses. */
enum scy_unit_type { SCY_UT_CHARACTER, SCY_UT_MECH, SCY_UT_WORKER };
typedef struct scy_human_report {
    uint8_t unit;             /* unit index moved */
    int8_t from, to;
    uint8_t combat;           /* a combat is now pending on `to` */
    int8_t trap;              /* kind of the enemy trap sprung (enum scy_trap_kind), -1 none */
    uint8_t workers;          /* enemy workers driven off: `displace` tells the rest */
    scy_combat_report displace;
} scy_human_report;

/* The human player the human actions apply to: the current player if human, else the next human
 * in turn order; -1 if there is none. */
AM_EXPORT int scy_human_player(const scy_game *g);
/* Territories unit u of human pl may move to in one Move (its neighbourhood, a second step with
 * Speed; from the home base: the territories next to it). */
AM_EXPORT am_set scy_human_destinations(const scy_game *g, int pl, int u);
/* Moves the current human's unit of `type` (enum scy_unit_type) from `from` to `to` (one Move;
 * Speed: two steps). rep (may be NULL): a combat now pending, a trap sprung, workers driven off.
 * AM_EUSAGE an unknown type or `to` not a territory; AM_ESTATE no such unit on `from` (or it is
 * on the faction mat), it cannot reach `to`, a worker into enemy units, an ally's territory in the
 * cooperative game. */
AM_EXPORT int scy_human_move(scy_game *g, int type, int from, int to, scy_human_report *rep, am_err *err);
/* Deploys a mech or a worker (type) from the faction mat onto `territory`, where a worker of
 * yours stands. AM_EUSAGE a character; AM_ESTATE no worker of yours there, enemy units there, none
 * left on the mat. */
AM_EXPORT int scy_human_deploy(scy_game *g, int type, int territory, am_err *err);
enum scy_stat { SCY_STAT_POWER, SCY_STAT_POPULARITY, SCY_STAT_COINS, SCY_STAT_STARS, SCY_STAT_COMBAT_CARDS,
                SCY_STAT_STRUCTURE_BONUS, SCY_NSTATS };
/* Sets a number of the human (any time, as a correction or after an action on the table).
 * Stars: SCY_STARS_END ends the game. Combat cards in simulated mode: dealt from / discarded to the deck.
 * AM_EUSAGE an unknown stat or a value outside its range (power 0-16, popularity 0-18 ...);
 * AM_ESTATE no human player, stars after the end, more combat cards than the deck holds. */
AM_EXPORT int scy_human_set(scy_game *g, int stat, int value, am_err *err);
AM_EXPORT int scy_human_get(const scy_game *g, int stat);
/* The same for the human player pl, whoever's turn it is (several humans: each one's numbers, e.g.
 * the structure bonus at the end). AM_EUSAGE if pl is not a human player, else as above. */
AM_EXPORT int scy_human_set_player(scy_game *g, int pl, int stat, int value, am_err *err);
AM_EXPORT int scy_human_get_player(const scy_game *g, int pl, int stat);
/* Takes the encounter token of `territory`, where your character stands. AM_ESTATE if the
 * character is elsewhere or the token is gone. */
AM_EXPORT int scy_human_encounter(scy_game *g, int territory, am_err *err);
/* Takes a Factory card (the character on the Factory). AM_ESTATE if not there, one already
 * taken, or none left. */
AM_EXPORT int scy_human_factory(scy_game *g, am_err *err);
/* Unlocks the mech ability at faction-mat index 0..3: AM_EUSAGE another index, AM_ESTATE already
 * unlocked. */
AM_EXPORT int scy_human_unlock(scy_game *g, int ability, am_err *err);
/* Enlists the recruit with this ongoing bonus (enum scy_recruit): AM_EUSAGE not a bonus,
 * AM_ESTATE already enlisted. */
AM_EXPORT int scy_human_recruit(scy_game *g, int recruit, am_err *err);
/* Sets the resources on `territory` to n (a correction, any time but after the end): AM_EUSAGE
 * not a territory, n outside 0..255, resources on a lake; AM_ESTATE the game is over. */
AM_EXPORT int scy_human_resources(scy_game *g, int territory, int n, am_err *err);
/* Togawa places (or re-arms) a trap of `kind` (enum scy_trap_kind) where its character stands:
 * AM_EUSAGE an unknown kind; AM_ESTATE not Togawa, the character elsewhere, a flag or trap there,
 * that trap not on the mat. */
AM_EXPORT int scy_human_trap(scy_game *g, int territory, int kind, am_err *err);
/* Albion places a flag where its character stands: AM_ESTATE not Albion, the character elsewhere,
 * a flag or trap there, no flag left. */
AM_EXPORT int scy_human_flag(scy_game *g, int territory, am_err *err);
/* IFA, companion mode (src/scythe/traps.c, R-IFA-5): does human pl moving onto t spring a
 * face-down trap of an Automa, whose kind the person must read from the token? */
AM_EXPORT int scy_trap_needs_reveal(const scy_game *g, int pl, int t);
/* The person turned the Automa's trap on t over: it shows `kind` (enum scy_trap_kind). The record
 * is made to agree (swapped with the face-down trap or the mat trap the program had assumed).
 * AM_ESTATE if t holds no face-down Automa trap or that kind is no longer face down;
 * AM_EUSAGE an unknown kind; g is then unchanged. */
AM_EXPORT int scy_trap_reveal(scy_game *g, int t, int kind, am_err *err);
/* Ends the human's turn: passes to the next player. AM_ESTATE (g unchanged) while a combat or a
 * flipped card waits, on an Automa's turn, or after the end. */
AM_EXPORT int scy_human_end_turn(scy_game *g, am_err *err);

/* ---- scoring (src/scythe/score.c) ----------------------------------------------------- */
/* Territories player pl controls at the end: a unit of its own and nobody else's; with no unit
 * there, its structure, or else an armed trap of a Togawa player. */
AM_EXPORT am_set scy_score_control(const scy_game *g, int pl);
typedef struct scy_score_line {
    uint8_t player;
    uint8_t automa;
    uint8_t popularity;
    uint8_t star_rate, terr_rate, res_rate;   /* coins per star / territory / 2 resources */
    uint8_t stars;
    uint8_t territories;      /* counted: Factory 3, + flags */
    uint8_t flag_bonus;       /* Albion flags counted (+1 each) */
    uint8_t resources;        /* on controlled territories, at most 6 each (human only) */
    int16_t coins, star_coins, terr_coins, res_coins, structure, total;
    uint8_t units;            /* tie-breaker 1: workers + mechs in play + structures */
    uint8_t structures;       /* structures on the board */
    int8_t structure_count;   /* what the structure tile counted, -1: coins entered by hand */
    uint8_t power;
} scy_score_line;
/* What decided the winner (scy_score_sheet.decided_by): the criteria in the order they are tried
 * (fortune, then the tie-breakers), and SCY_BY_SHARED when all are equal. ORDER SCY_BY: score.c's
 * compare() keys, decided_text() and the JSON names "coins" ... "shared" follow this order. */
enum scy_decider {
    SCY_BY_COINS, SCY_BY_UNITS, SCY_BY_POWER, SCY_BY_POPULARITY, SCY_BY_TERRITORIES, SCY_BY_STARS,
    SCY_BY_SHARED, SCY_NDECIDERS
};
/* The winning side of a cooperative game (scy_score_sheet.winning_side, side_players[] index). */
enum scy_side { SCY_SIDE_HUMANS, SCY_SIDE_AUTOMAS, SCY_SIDE_SHARED };
typedef struct scy_score_sheet {
    uint8_t nplayers;
    scy_score_line line[SCY_MAX_PLAYERS];
    uint8_t winner;
    uint8_t decided_by;       /* enum scy_decider: SCY_BY_COINS ... SCY_BY_SHARED */
    /* Cooperative game (option enemy = humans, with humans and Automas; clarifications §I.3): the
     * humans against the Automas, the averages of the two sides compared as if it were a 2-player
     * game (the same tie-breakers on the averages; all equal: shared). `winner` is then the best
     * player of the winning side and `decided_by` the criterion that decided between the sides. */
    uint8_t coop;
    uint8_t side_players[2];  /* [SCY_SIDE_HUMANS], [SCY_SIDE_AUTOMAS] */
    int16_t side_total[2];    /* sum of the side's totals (average = side_total / side_players) */
    uint8_t winning_side;     /* enum scy_side (SCY_SIDE_SHARED: a complete tie) */
} scy_score_sheet;
AM_EXPORT void scy_score(const scy_game *g, scy_score_sheet *s);
AM_EXPORT void scy_score_render_text(const scy_game *g, const scy_score_sheet *s, am_buf *b);
AM_EXPORT void scy_score_render_json(const scy_game *g, const scy_score_sheet *s, am_buf *b);

/* ==== structures, structure bonus tiles, player mats, automatic stars (src/scythe/structures.c) ====
 * Base game rules, data/scythe/structure-tiles.txt and data/scythe/player-mats.txt; rulings
 * R-SC-48.. in docs/rulings.md. */
enum scy_structure { SCY_ST_MILL, SCY_ST_ARMORY, SCY_ST_MONUMENT, SCY_ST_MINE, SCY_NSTRUCTURES };
AM_EXPORT const char *scy_structure_name(int kind);          /* "mill", "armory", "monument", "mine" */
AM_EXPORT int scy_structure_parse(const char *s);            /* case-insensitive; -1 if unknown */
/* Territory of player pl's structure `kind`, -1 if not built. */
AM_EXPORT int scy_structure_pos(const scy_game *g, int pl, int kind);
/* Territories holding a structure of player pl. */
AM_EXPORT am_set scy_structures_mask(const scy_game *g, int pl);
/* The player whose structure stands on territory t, -1 if none. */
AM_EXPORT int scy_structure_owner(const scy_game *g, int t);
/* Builds structure `kind` on territory t for the human whose turn it is: a territory (never a home
 * base or a lake; the Factory is allowed) holding a worker of yours and no unit of another player,
 * no structure of anyone, and this structure not built yet. Places the "all 4 structures" star.
 * AM_EUSAGE an unknown kind, a home base, a lake, not a territory; AM_ESTATE already built, a
 * structure there, no worker of yours there, another player's units there. */
AM_EXPORT int scy_human_build(scy_game *g, int kind, int t, am_err *err);
/* Takes back structure `kind` (a correction: structures never leave the board in play); removes
 * the structures star the program placed for it. AM_EUSAGE an unknown kind, AM_ESTATE not built. */
AM_EXPORT int scy_human_unbuild(scy_game *g, int kind, am_err *err);

/* Structure bonus tiles (one per game). SCY_TILE_MANUAL: a tile the program does not know, the
 * coins are entered by hand (`set structure-bonus`). */
enum scy_structure_tile {
    SCY_TILE_MANUAL, SCY_TILE_TUNNELS_ADJACENT, SCY_TILE_LAKES_ADJACENT, SCY_TILE_ENCOUNTERS_ADJACENT,
    SCY_TILE_ON_TUNNELS, SCY_TILE_IN_A_ROW, SCY_TILE_FARMS_TUNDRAS, SCY_NTILES
};
typedef struct scy_tile_info {
    const char *id;              /* "tunnels-adjacent" */
    const char *text;            /* N_() what it counts */
    uint8_t coins[8];            /* coins for a count of 0..7 (the count is capped at 7) */
} scy_tile_info;
extern AM_EXPORT const scy_tile_info scy_tiles[SCY_NTILES];
AM_EXPORT int scy_tile_parse(const char *s);                 /* id or 1..6; "manual"; -1 if unknown */
/* What the tile counts for player pl, and the coins it pays (manual tile: count -1, the coins
 * entered by hand). */
AM_EXPORT int scy_structure_bonus(const scy_game *g, int pl, int *count);
/* Sets the game's tile (any time: it is face up from setup). AM_EUSAGE an unknown tile. */
AM_EXPORT int scy_game_set_tile(scy_game *g, int tile, am_err *err);

/* Player mats: starting popularity and coins. */
enum scy_player_mat {
    SCY_MAT_INDUSTRIAL, SCY_MAT_ENGINEERING, SCY_MAT_MILITANT, SCY_MAT_PATRIOTIC, SCY_MAT_INNOVATIVE,
    SCY_MAT_MECHANICAL, SCY_MAT_AGRICULTURAL, SCY_NMATS
};
typedef struct scy_mat_info {
    const char *id;              /* "industrial" */
    const char *label;           /* "1", "2A" */
    uint8_t popularity, coins;
} scy_mat_info;
extern AM_EXPORT const scy_mat_info scy_mats[SCY_NMATS];
AM_EXPORT int scy_mat_parse(const char *s);                  /* id or label ("2a"); -1 if unknown */
/* Names for people (issue 29), English as the ids: "patriotic" / "Patriottica", "mill" / "Mulino",
 * "on-tunnels" / "Tunnel con strutture" */
AM_EXPORT const char *scy_mat_title(int mat);
AM_EXPORT const char *scy_structure_label(int kind);
AM_EXPORT const char *scy_tile_title(int tile);
/* A structure bonus tile as a person types it (issue 29): the id or number, or the name in the
 * current language ("strutture in fila" or "strutture-in-fila"); -1 if none. Files read ids only. */
AM_EXPORT int scy_tile_find(const char *s);
/* Gives human player pl the player mat: popularity and coins from it. Only before the first turn.
 * AM_EUSAGE pl not a human player or an unknown mat; AM_ESTATE after the first turn or the mat
 * already another player's; g is then unchanged. */
AM_EXPORT int scy_game_set_player_mat(scy_game *g, int pl, int mat, am_err *err);
/* Set-up by name (the command line's words, the API's fields): the player mat of human pl (its id
 * or label) and the game's structure tile (its id, 1-6, "manual", or "random": picked from the
 * seed, not from the game's generator). A sentence saying what was set is appended to out (may be
 * NULL). AM_EUSAGE an unknown name (the message lists the names), else as the calls above. */
AM_EXPORT int scy_setup_mat(scy_game *g, int pl, const char *name, am_buf *out, am_err *err);   /* the mat by scy_mat_find */
AM_EXPORT int scy_setup_tile(scy_game *g, const char *name, am_buf *out, am_err *err);
/* "industrial (1), engineering (2), ...": the mats' names for messages (translated; a static
 * string). */
AM_EXPORT const char *scy_mat_list(void);
/* A player mat as the player types it: its id or number ("patriotic", "3"), or its name in the
 * current language ("patriottica"); -1 if none (issue 29). */
AM_EXPORT int scy_mat_find(const char *s);

/* Stars the program places itself when it sees them on the board (each at most once per player,
 * bits of scy_player.auto_stars); combat stars are placed by the combat. */
enum scy_auto_star { SCY_AS_STRUCTURES, SCY_AS_MECHS, SCY_AS_WORKERS, SCY_AS_POWER, SCY_NAUTO_STARS };
AM_EXPORT const char *scy_auto_star_text(int which);         /* translated: "all 4 structures" */
/* The stars human pl has earned on the board (bits), whether placed or not. */
AM_EXPORT unsigned scy_auto_stars_earned(const scy_game *g, int pl);
/* Places the earned stars not placed yet (a sixth star ends the game); returns the bits placed. */
AM_EXPORT unsigned scy_auto_stars_place(scy_game *g, int pl);
#endif
