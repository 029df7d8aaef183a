/*
 * Automata (Andreas Frisch, rules version 1.0): the complete dice worker-placement game for
 * 2-4 seats, in the OpenSpiel shape: a plain-data state, its legal actions, apply.
 *
 *   atm_rules    the designed data (20 cards, action spaces per player count): const default
 *                table in atm_data.c, replaceable from JSON (atm_rules_from_json)
 *   atm_state    one struct, no pointers, the RNG inside: copy = memcpy, undo = a stack of states
 *   atm_action   one decision of the player to act (deploy, modify, activate, forfeit)
 *   atm_bot_*    random, greedy and search bots, each with its own RNG
 *
 * Rule references (AT-n) are the IDs of shared/rules/checklist.md; rulings R-AT-n are in
 * docs/rulings.md. The library does no I/O except the explicit JSON load/save/render calls.
 *
 * Use: atm_state_init with NULL or atm_rules_default() (or rules from atm_rules_from_json; the
 * state keeps its own copy of the rules), then atm_legal_actions / atm_apply until atm_is_over,
 * atm_score_player and atm_winners; or the atm_game_* wrapper with a log and undo. Errors (AM_E*
 * with err->msg), ownership (the JSON writers and the renderers append to the caller's am_buf)
 * and threads: see automa/core.h.
 */
#ifndef AUTOMA_AUTOMATA_H
#define AUTOMA_AUTOMATA_H

#include <stdint.h>

#include "automa/core.h"

enum {
    ATM_MAX_SEATS = 4,
    ATM_DICE = 12,        /* per player: 6 D4 (index 0-5), 4 D6 (6-9), 2 D8 (10-11) */
    ATM_CARDS = 20,       /* 5 Heads (ids 0-4, pile order) + 15 Parts (ids 5-19) */
    ATM_HEADS = 5,
    ATM_PARTS = 15,
    ATM_DISPLAY = 3,      /* Part cards dealt by the Research board each round */
    ATM_AREAS = 5,
    ATM_MAX_SPACES = 6,   /* action spaces of one board, any player count */
    ATM_MAX_ACTIONS = 8192,
    ATM_NO_CARD = 255,
};

/* The five Staging Areas (boards). */
enum { ATM_SCAVENGE = 0, ATM_UPGRADE = 1, ATM_CREATE = 2, ATM_RESEARCH = 3, ATM_SELL = 4 };
/* Die types (index into faces {4, 6, 8}). */
enum { ATM_D4 = 0, ATM_D6 = 1, ATM_D8 = 2 };
/* Card colours (sets are made of different colours). */
enum { ATM_HEAD = 0, ATM_ARM = 1, ATM_LEG = 2, ATM_TORSO = 3, ATM_PLAN = 4, ATM_COLOURS = 5 };
/* Where a die is. */
enum { ATM_IN_RESERVE = 0, ATM_IN_SPENT = 1, ATM_IN_AVAILABLE = 2, ATM_IN_STAGING = 3, ATM_IN_SPACE = 4 };
enum { ATM_PHASE_DEPLOY = 0, ATM_PHASE_ACTIVATE = 1, ATM_PHASE_OVER = 2 };

/* Card abilities, encoded as data (kind + parameter X). Active ones (↗) are used while deploying,
 * once per round (exhaust); passive ones apply by themselves; scoring ones (↻) at the end. */
enum {
    ATM_EFF_NONE = 0,
    ATM_EFF_REROLL,          /* ↗ re-roll one Available die (until different), free */
    ATM_EFF_ADJUST,          /* ↗ add or subtract X to one Available die, free, within faces */
    ATM_EFF_SCAVENGE_GEARS,  /* passive: +X gears whenever you take a Scavenge space */
    ATM_EFF_CREATE_EXTRA,    /* passive: Create makes up to X more dice */
    ATM_EFF_UPGRADE_DISCOUNT,/* passive: each Upgrade costs X gears less (not below 0) */
    ATM_EFF_SELL_COINS,      /* passive: +X coins per die sold */
    ATM_EFF_FORFEIT_GEARS,   /* passive: +X gears whenever you forfeit */
    ATM_EFF_RESEARCH_SUM,    /* passive: +X to the sum when buying a card */
    ATM_EFF_RESEARCH_GEARS,  /* passive: cards cost X gears less (not below 0) */
    ATM_EFF_VP,              /* ↻ X VP */
    ATM_EFF_VP_PER_D8,       /* ↻ X VP per D8 you own (outside the Reserve) */
    ATM_EFF_VP_PER_D6,       /* ↻ X VP per D6 you own (outside the Reserve) */
    ATM_EFF_VP_PER_GEARS,    /* ↻ 1 VP per X gears left */
    ATM_EFF_VP_PER_CARD,     /* ↻ X VP per card you bought (this one included) */
    ATM_EFF_COUNT
};

typedef struct atm_card {
    char name[24];
    uint8_t colour;   /* ATM_HEAD.. */
    uint8_t sum;      /* required sum of the activating dice */
    uint8_t gears;    /* gear cost */
    uint8_t effect;   /* ATM_EFF_* */
    int8_t param;     /* X of the effect */
} atm_card;

typedef struct atm_rules {
    atm_card cards[ATM_CARDS];
    /* Action spaces of Scavenge, Upgrade, Create for 2, 3, 4 players ([players-2][area]). The Market
     * has one space per die type (D4, D6, D8); Research has none. */
    uint8_t spaces[3][3];
} atm_rules;

/* The designed default table (docs/automata-design.md). */
AM_EXPORT const atm_rules *atm_rules_default(void);
/* Checks a rules table: 5 Heads in increasing sum, 4 Arms, 4 Legs, 4 Torsos, 3 Plans, known
 * effects, 1..ATM_MAX_SPACES spaces. Returns 0 or AM_EDATA with err naming the field. */
AM_EXPORT int atm_rules_check(const atm_rules *r, am_err *err);
AM_EXPORT const char *atm_colour_name(int colour);
AM_EXPORT const char *atm_area_name(int area);
AM_EXPORT const char *atm_effect_name(int effect);
/* One-line English text of a card's ability ("+2 gears whenever you Scavenge"). */
AM_EXPORT void atm_card_describe(const atm_card *c, char *out, size_t n);

typedef struct atm_die {
    uint8_t loc;      /* ATM_IN_* */
    uint8_t area;     /* staging area / board when on staging or on a space */
    uint8_t space;    /* action space index when loc == ATM_IN_SPACE */
    uint8_t value;    /* face shown (1..faces) */
} atm_die;

typedef struct atm_player {
    atm_die dice[ATM_DICE];
    int32_t gears;
    int32_t coins;
    uint32_t owned;      /* bit per card id: bought cards */
    uint32_t reserved;   /* bit per card id: reserved (in hand) */
    uint32_t exhausted;  /* bit per card id: exhausted this round */
} atm_player;

/* Where the dice are, kept up to date by apply (atm_apply, atm_apply_unchecked) so that the engine
 * reads it instead of rescanning every player's 12 dice: per player a bit per die for each place
 * ATM_IN_*, and per action space the dice on it. Code that writes `dice` directly (a position
 * built by hand) calls atm_state_sync before using the state; atm_state_check fails on an index
 * that does not match the dice. */
typedef struct atm_dice_index {
    uint16_t at[ATM_MAX_SEATS][5];                /* [player][ATM_IN_*]: bit i = die i is there */
    uint32_t staged[ATM_MAX_SEATS];               /* [player]: nibble v-1 = its Staging dice showing v (1..8) */
    uint8_t occupied[ATM_AREAS];                  /* bit k: action space k of the board holds a die */
    uint8_t on_space[ATM_AREAS][ATM_MAX_SPACES];  /* how many dice are on each action space */
} atm_dice_index;

/* What the player deploying now has done to its dice since its turn began (issue 30), kept by
 * apply so that the bots can tell a wasted modification (atm_action_dominated): per die touched
 * this turn, the face it showed when the turn began or its last re-roll (the origin), and what was
 * spent on it since then: gears for ±1, Arm cards for ±X, dice combined into it (with what was
 * spent on those). Reset by each placement (the turn passes) and by atm_state_sync. */
typedef struct atm_turn_mods {
    uint16_t touched;             /* bit i: die i was modified or combined away this turn */
    uint8_t origin[ATM_DICE];     /* the face since which the path of die i is counted */
    uint8_t gears[ATM_DICE];      /* gears paid for ±1 along it */
    uint16_t merged[ATM_DICE];    /* dice combined into it (and into those) */
    uint32_t cards[ATM_DICE];     /* Arm cards used for ±X along it */
} atm_turn_mods;

typedef struct atm_state {
    atm_rules rules;
    am_rng rng;
    uint8_t players;
    uint8_t phase;           /* ATM_PHASE_* */
    uint8_t round;           /* 1.. */
    uint8_t initiative;      /* 1..8 in the Activation Phase */
    uint8_t current;         /* player to act */
    uint8_t deploy_order[ATM_MAX_SEATS];   /* Deployment track, this round */
    uint8_t act_order[ATM_MAX_SEATS];      /* Activation track, filled by finishing order */
    uint8_t next_order[ATM_MAX_SEATS];     /* next round's Deployment track, filled while activating */
    uint8_t act_filled, next_filled;
    uint8_t deck[ATM_PARTS]; /* Parts deck, top = deck[deck_pos] */
    uint8_t deck_pos;
    uint8_t display[ATM_DISPLAY];  /* card ids next to the Research board, ATM_NO_CARD if empty */
    uint8_t head_next;       /* next Head in the pile (ATM_HEADS: pile empty) */
    uint32_t steps;          /* actions applied so far */
    atm_player p[ATM_MAX_SEATS];
    atm_dice_index idx;      /* derived from p[].dice: see atm_dice_index */
    atm_turn_mods mods;      /* the deploying player's modifications this turn: see atm_turn_mods */
} atm_state;

enum {
    ATM_ACT_PLACE = 1,     /* die -> staging area `area` (ends the turn) */
    ATM_ACT_GEAR_REROLL,   /* pay 1 gear: re-roll die */
    ATM_ACT_GEAR_ADJUST,   /* pay 1 gear: die += sign (±1) */
    ATM_ACT_COMBINE,       /* die2 to Spent, die += sign * value(die2) */
    ATM_ACT_CARD,          /* use active card `card` on die (sign for ±X) */
    ATM_ACT_ACTIVATE,      /* group `dice` of `area`; parameters by board (below) */
    ATM_ACT_FORFEIT,       /* remove all own dice from `area`, +1 gear */
};
/* Research modes (opt of ATM_ACT_ACTIVATE on ATM_RESEARCH). */
enum { ATM_RS_BUY_PART = 0, ATM_RS_BUY_HEAD = 1, ATM_RS_BUY_RESERVED = 2, ATM_RS_RESERVE = 3 };

typedef struct atm_action {
    uint8_t kind;     /* ATM_ACT_* */
    uint8_t area;     /* staging area (PLACE, ACTIVATE, FORFEIT) */
    uint16_t dice;    /* ACTIVATE: mask of the acting player's dice forming the group */
    uint8_t die;      /* die index (PLACE, modifications) */
    uint8_t die2;     /* COMBINE: the die moved to Spent */
    int8_t sign;      /* +1 / -1 for adjustments */
    uint8_t card;     /* CARD: card id; Research: card id bought or reserved */
    uint8_t opt;      /* Research: ATM_RS_*; Sell: die type of the Market space */
    uint8_t n4, n6;   /* Upgrade: D4s and D6s upgraded; Create: D4s and D6s created */
} atm_action;

/* Sets up a game (AT-1): rules (NULL: default), 2-4 players, seed for the state's RNG.
 * AM_EUSAGE for a player count outside 2..4, AM_EDATA for rules that fail atm_rules_check; s is
 * then undefined. */
AM_EXPORT int atm_state_init(atm_state *s, const atm_rules *rules, int players, uint64_t seed, am_err *err);
/* Fills out[0..cap) with the legal actions of the player to act; returns how many there are
 * (more than cap if truncated). Dice of the same type and value on the same place are
 * interchangeable, so only one action per distinct choice is listed (lowest die indices);
 * atm_action_check accepts any die indices. Returns 0 when the game is over. */
AM_EXPORT int atm_legal_actions(const atm_state *s, atm_action *out, int cap);
/* 0 if `a` is legal now, else AM_ESTATE with a message saying why (for people). */
AM_EXPORT int atm_action_check(const atm_state *s, const atm_action *a, am_err *err);
/* Checks then applies; on an illegal action AM_ESTATE (as atm_action_check) and the state is
 * unchanged. Phase changes, Reset and scoring happen inside apply. */
AM_EXPORT int atm_apply(atm_state *s, const atm_action *a, am_err *err);
/* Checks the invariants of a position (dice conserved and on real places, gears/coins >= 0, each
 * card in one place, one player per action space, the player to act can act, the dice index equal
 * to the dice): 0, or AM_EDATA naming the broken invariant. Does not change s. */
AM_EXPORT int atm_state_check(const atm_state *s, am_err *err);
/* Rebuilds the dice index (s->idx) from the dice: call it after writing dice directly. Cannot fail. */
AM_EXPORT void atm_state_sync(atm_state *s);
/* 1 if the legal action `a` is dominated, i.e. something else the player can do now is at least as
 * good in every respect (issue 30); 0 otherwise. Two kinds:
 *   - a forfeit when an activation of all the player's dice on that Staging Area leaves the player
 *     with at least as many gears, coins, bought cards and dice outside the Reserve, and no more
 *     reserved cards (a Scavenge of the same dice, most often);
 *   - a ±1, ±X card or combine that leaves its die at a face a strictly cheaper part of the same
 *     modifications reaches from the die's origin (atm_turn_mods): fewer gears, or a subset of the
 *     cards and dice, none more. A sequence whose net effect is nothing (+1, -1) is the simplest case.
 * Re-rolls and placements are never dominated (a re-roll starts a new origin). The bots never
 * choose a dominated action; the random bot does (it is uniform over the legal actions). */
AM_EXPORT int atm_action_dominated(const atm_state *s, const atm_action *a);
/* Applies an action already known to be legal (no check; for the bots' inner loops). */
AM_EXPORT void atm_apply_unchecked(atm_state *s, const atm_action *a);
AM_EXPORT int atm_is_over(const atm_state *s);

/* ---- queries -------------------------------------------------------------------------- */
AM_EXPORT int atm_die_type(int die);           /* ATM_D4/D6/D8 from the die index */
AM_EXPORT int atm_die_faces(int die);          /* 4, 6, 8 */
AM_EXPORT int atm_space_count(const atm_state *s, int area);
/* 1 if the action space is empty. */
AM_EXPORT int atm_space_empty(const atm_state *s, int area, int space);
AM_EXPORT int atm_count_dice(const atm_state *s, int player, int loc, int type);  /* type -1: any */
/* Table lookups (sum → effect). */
AM_EXPORT int atm_scavenge_gears(int sum);     /* Table 1 */
AM_EXPORT int atm_upgrade_modifier(int sum);   /* Table 2 */
AM_EXPORT int atm_create_count(int sum);       /* Table 3 */
AM_EXPORT int atm_set_points(int colours);     /* Table 4, 0..5 colours */
/* Set points of a collection: counts[colour]; Master Plans only in complete sets (AT-18). */
AM_EXPORT int atm_sets_score(const int counts[ATM_COLOURS]);

typedef struct atm_score {
    int coins, dice, sets, reserved, cards, total;
} atm_score;
/* Final score (AT-18); meaningful at any time (counts dice outside the Reserve). */
AM_EXPORT atm_score atm_score_player(const atm_state *s, int player);
/* Winners as a bit mask (ties share the win, R-AT-9). */
AM_EXPORT unsigned atm_winners(const atm_state *s);

/* ---- bots ----------------------------------------------------------------------------- */
/* random, greedy (every rule, one-move look-ahead), search (determinized UCT over every rule,
 * the tree kept between decisions, dominated candidates pruned; `mcts` is the same bot), and two
 * references kept unchanged for comparison: search-v1 (flat Monte-Carlo over the placing-only
 * greedy's places: the search of the first release) and search-v2 (the search of issue 17: a new
 * tree every decision, no pruning). The named strengths for players: easy = greedy, normal =
 * search with ATM_NORMAL_BUDGET iterations, hard = search with ATM_HARD_BUDGET (the search's
 * default). Saved games keep the name, so a game saved with `search` before a change resumes
 * with today's search. Every bot but random and the two references never chooses a dominated
 * action (atm_action_dominated). */
enum { ATM_BOT_RANDOM = 0, ATM_BOT_GREEDY = 1, ATM_BOT_SEARCH = 2, ATM_BOT_MCTS = 3, ATM_BOT_EASY = 4,
       ATM_BOT_NORMAL = 5, ATM_BOT_HARD = 6, ATM_BOT_SEARCH_V1 = 7, ATM_BOT_SEARCH_V2 = 8, ATM_BOT_KINDS = 9 };
/* Iterations per decision (the search stops earlier when its choice is settled); the search's
 * are about four times cheaper than search-v2's (shorter playouts): hard takes about the CPU time
 * of search-v2 at 160, normal that of the issue 17 normal (search at 40). */
enum { ATM_SEARCH_V1_BUDGET = 24, ATM_SEARCH_V2_BUDGET = 160, ATM_NORMAL_BUDGET = 200, ATM_HARD_BUDGET = 800,
       ATM_SEARCH_BUDGET = ATM_HARD_BUDGET };
/* A wall-clock bound for one move of a search bot, for a caller that wants one (atm_bot_set_seconds).
 * The table (atm_game_bot) sets none: the terminal and the page must choose the same moves on any
 * device, so the iterations are calibrated to time instead (docs/automata-design.md). */
#define ATM_TABLE_SECONDS 1.0
enum { ATM_EVAL_W = 10 };  /* weights of the heuristic evaluation (see atm_eval_weighted) */
struct atm_search_mem;
typedef struct atm_bot {
    int kind;          /* ATM_BOT_*, as named */
    int algo;          /* what it runs: ATM_BOT_RANDOM, _GREEDY, _MCTS, _SEARCH_V1 or _SEARCH_V2 */
    am_rng rng;
    int budget;        /* search: iterations per decision (at most); search-v1: rollouts per decision */
    double seconds;    /* search: wall-clock seconds per decision at most, 0 = no limit (the default) */
    double w[ATM_EVAL_W];  /* evaluation weights, the defaults from atm_bot_init */
    struct atm_search_mem *mem;  /* search: the tree kept between decisions (atm_bot_keep_tree) */
    int keep;          /* 1: keep the tree between decisions */
    int last_iterations, last_kept;  /* out, search: the last decision's iterations, and the visits
                                        its root had from the kept tree (0: a new tree) */
} atm_bot;
/* A bot of this kind with its own RNG seeded from `seed`: iterations only, no time limit, a new tree
 * every decision, so its choices depend only on the seed and the positions it is shown. */
AM_EXPORT void atm_bot_init(atm_bot *b, int kind, uint64_t seed);
/* The search bots keep their tree from one decision to the next (issue 30): when the new position
 * follows from the last one without a die rolled or a card dealt, the subtree of what was played
 * since is the new tree. The bot then holds heap memory until atm_bot_free. For a bot that sees
 * every position of one game in order (the simulator); its choices still depend only on its seed
 * and the positions, in order. */
AM_EXPORT void atm_bot_keep_tree(atm_bot *b);
/* At most `seconds` of wall-clock time per decision for the search bots (0: no limit), on top of
 * the iteration budget: for the table, where a slow device (a phone running the WebAssembly build)
 * must not make the person wait; a fast machine reaches the iteration budget first. With a limit
 * the choice depends on the machine's speed: the simulator, the tests and the table's bots
 * (atm_game_bot) set none. */
AM_EXPORT void atm_bot_set_seconds(atm_bot *b, double seconds);
/* Releases what atm_bot_keep_tree made the bot hold (nothing otherwise); the bot is then unusable
 * until atm_bot_init. */
AM_EXPORT void atm_bot_free(atm_bot *b);
/* Parses "random", "greedy", "search", "mcts", "easy", "normal", "hard", "search-v1", "search-v2";
 * -1 if unknown. */
AM_EXPORT int atm_bot_kind_parse(const char *name);
AM_EXPORT const char *atm_bot_kind_name(int kind);
AM_EXPORT const char *atm_bot_kind_label(int kind);   /* for people: "greedy" in English, "avido" in Italian */
/* Chooses an action for the player to act; `why` (may be NULL) gets a one-line reason in plain
 * words (what the bot wants: "it wants the Arm card: its dice on Research make 7"). */
AM_EXPORT atm_action atm_bot_choose(atm_bot *b, const atm_state *s, char *why, size_t why_n);
/* Heuristic value of the state for `player` (greedy's evaluation; higher is better): the score
 * now plus weighted features of what the player can still do (gears, dice, cards, rounds left).
 * Reads where the dice are from the dice index (atm_dice_index: atm_state_sync after writing
 * dice directly). */
AM_EXPORT double atm_eval(const atm_state *s, int player);
AM_EXPORT double atm_eval_weighted(const atm_state *s, int player, const double *w);
/* The default weights (ATM_EVAL_W of them). */
AM_EXPORT const double *atm_eval_default_weights(void);

/* ---- audit of dominated choices (issue 30) --------------------------------------------- */
/* A check of a game's actions written apart from the bots' candidate generation (atm_prune.c), so
 * that `automa automata sim --json` can count, per seat, what a misbehaving bot plays:
 *   - a dominated forfeit: a forfeit when one of the legal activations of the same area, taking
 *     all the player's dice there, leaves the player no poorer in gears, coins, bought cards,
 *     reserved cards (none more) and dice outside the Reserve of each type;
 *   - a no-op paid sequence: the modifications of one die within one turn (from the turn's start or
 *     the die's last re-roll to its placement, its next re-roll or the end of the turn; a die
 *     combined into another continues in that die's path) whose final face a strictly cheaper part
 *     of the same spending reaches (fewer gears, or a subset of the Arm cards and combined dice;
 *     each step applied to the die itself, a combined die at the face it had at its origin: so
 *     the cheaper sequence is one the player could have played), found by a breadth-first search
 *     over (steps used, gears used) -> faces reachable.
 * Feed it every action of the game in order, before applying it. No heap memory. */
enum { ATM_AUDIT_STEPS = 10, ATM_AUDIT_GEARS = 24 };
typedef struct atm_audit_path {
    int8_t origin;                    /* the face the path starts from; -1: re-rolled, read next */
    uint8_t gears, n, overflow;       /* gears spent; cards and dice used; more than the bounds */
    uint8_t nested;                   /* a die combined into it had been modified first */
    uint8_t mag[ATM_AUDIT_STEPS];     /* each card's X, each combined die's face at its origin */
} atm_audit_path;
typedef struct atm_audit {
    int player;                       /* whose turn the open paths belong to; -1: none */
    uint16_t open;                    /* dice with a path this turn */
    atm_audit_path path[ATM_DICE];
    uint8_t reach[(1u << ATM_AUDIT_STEPS) * (ATM_AUDIT_GEARS + 1)];  /* work space of the search */
    long unsound;                     /* paths whose own steps did not reach their face (a bug) */
} atm_audit;
typedef struct atm_audit_count {
    int dominated_forfeit;            /* 1 if the action is a dominated forfeit */
    int noop_paid;                    /* no-op paid sequences that the action closes */
} atm_audit_count;
AM_EXPORT void atm_audit_init(atm_audit *au);
/* Call with the state before `a` (legal) is applied to it; says what the action shows. */
AM_EXPORT atm_audit_count atm_audit_step(atm_audit *au, const atm_state *s, const atm_action *a);

/* ---- simulation: `automa sim automata` (the descriptor's simulator, automa/game.h; atm_sim.c) -- */
/* The kinds of action counted per seat: the ATM_ACT_* kinds, an activation by its area. */
enum { ATM_SIM_PLACE, ATM_SIM_REROLL, ATM_SIM_ADJUST, ATM_SIM_COMBINE, ATM_SIM_ARM, ATM_SIM_SCAVENGE, ATM_SIM_UPGRADE,
       ATM_SIM_CREATE, ATM_SIM_RESEARCH, ATM_SIM_SELL, ATM_SIM_FORFEIT, ATM_SIM_ACTS };
AM_EXPORT const char *atm_sim_act_name(int k);   /* "place" ... "forfeit" (JSON words) */
/* A run: bots in every seat, game g with seed seed + g. */
typedef struct atm_sim_config {
    atm_rules rules;
    int np, seats[ATM_MAX_SEATS];   /* the seats' bot kinds (enum atm_bot_kind) */
    long budget;              /* iterations per decision of the search bots (> 0), else their own */
    int check;                /* validate every action and check the invariants after it */
    int table;                /* each move by a new bot seeded by the position, as the table plays */
    int audit;                /* run the audit (atm_audit_*): the result's dominated_forfeits and noop_paid
                               * are counted only then (0 without it); the CLI audits where they are output */
    uint64_t seed;            /* game g uses seed + g */
} atm_sim_config;
/* One game's result. */
typedef struct atm_sim_result {
    uint16_t actions[ATM_MAX_SEATS][ATM_SIM_ACTS];
    uint16_t dominated_forfeits[ATM_MAX_SEATS], noop_paid[ATM_MAX_SEATS];  /* the audit's (issue 30) */
    int16_t gears[ATM_MAX_SEATS];   /* unspent at the end */
    int16_t score[ATM_MAX_SEATS];
    uint8_t winners;          /* bit p: seat p won (ties share) */
    uint8_t pos[ATM_MAX_SEATS];  /* each seat's first-round position */
    uint32_t seen, got;       /* cards available / bought (bit per card) */
    uint32_t steps;
} atm_sim_result;
/* Plays game `index` of the run (an atm_sim_config) into result (an atm_sim_result): the
 * descriptor's am_game_sim.play. AM_EDATA when a bot's action is illegal or an invariant breaks
 * (with check), or the audit's record is wrong (with audit). */
AM_EXPORT int atm_sim_play(const void *config, long index, void *result, am_err *err);

/* ---- JSON ----------------------------------------------------------------------------- */
/* Reads a rules table from the JSON text {"format":"automa-automata-cards/1","cards":[...],
 * "spaces":{...}} into *out. AM_EDATA naming the JSON path ("cards[3].sum: ...") if the text is
 * not a valid table; *out is then undefined (partly filled). */
AM_EXPORT int atm_rules_from_json(atm_rules *out, const char *text, am_err *err);
/* Appends the rules table as JSON text to out (the caller's am_buf; out->oom if memory ran out). */
AM_EXPORT void atm_rules_to_json(const atm_rules *r, am_buf *out);

/* A saved game: rules, seed, seats and every action so far; the state is rebuilt by replay. */
enum { ATM_MAX_LOG = 4096 };
typedef struct atm_game {
    atm_state start;                 /* state after setup */
    atm_state now;
    uint64_t seed;
    int seats[ATM_MAX_SEATS];        /* -1 human, else ATM_BOT_* */
    int nlog;
    atm_action log[ATM_MAX_LOG];
    uint8_t actor[ATM_MAX_LOG];      /* player who took each logged action */
    uint8_t rolled[ATM_MAX_LOG];     /* 1: the action used randomness (a re-roll, or it ended a round:
                                        dice rolled and cards dealt), so it cannot be undone */
} atm_game;
/* A new game in g: rules (NULL: the built-in table), 2-4 players, seats[p] -1 (a person) or an
 * ATM_BOT_* kind, the seed of every die and deal. AM_EUSAGE for a player count outside 2..4,
 * AM_EDATA for a rules table that fails atm_rules_check; g is then undefined. */
AM_EXPORT int atm_game_new(atm_game *g, const atm_rules *rules, int players, const int *seats, uint64_t seed,
                 am_err *err);
/* Plays a (the current player's action) and logs it. AM_ESTATE if it is not legal now (the
 * message says why) or the log is full (ATM_MAX_LOG); g is then unchanged. */
AM_EXPORT int atm_game_play(atm_game *g, const atm_action *a, am_err *err);
/* Undoes the last n actions by replay from the start (no limit: for tools, not for players). */
AM_EXPORT int atm_game_undo(atm_game *g, int n);
/* The fewest actions the log can be undone back to: just after the last action that rolled a
 * die or dealt cards (undoing it would show the coming result again: undo must not preview
 * randomness). */
AM_EXPORT int atm_game_undo_floor(const atm_game *g);
/* The bot of seat p for its next move, seeded by the position (the game's seed, the seat, the
 * length of the log), so that the terminal, the API and a replay all choose the same move there
 * (issue 26: the one seed formula). A person's seat (-1) gets a random bot. */
AM_EXPORT void atm_game_bot(const atm_game *g, int p, atm_bot *b);
/* Undoes back to just before the last action of a seat whose kind is -1 (human). Returns the
 * number of actions undone, 0 if no person has acted, -1 (nothing changed) if that would undo
 * an action that rolled a die or dealt cards. */
AM_EXPORT int atm_game_undo_human(atm_game *g);
/* Appends the saved game (format "automa-automata/1": rules, seed, seats, every action) as JSON
 * text to out (the caller's am_buf; out->oom if memory ran out). */
AM_EXPORT void atm_game_to_json(const atm_game *g, am_buf *out);
/* Reads a saved game into g, rebuilding the state by replaying its actions. AM_EDATA naming the
 * JSON path if the text is not a valid game (an action that the replay refuses included); g is
 * then undefined (partly filled): read into a scratch game to keep the old one. */
AM_EXPORT int atm_game_from_json(atm_game *g, const char *text, am_err *err);

/* ---- text ----------------------------------------------------------------------------- */
/* Appends the boards, pools and cards as people read them. `viewer` (or -1) is marked "you". */
AM_EXPORT void atm_render_state(const atm_state *s, int viewer, am_buf *out);
/* Appends a short phrase for an action ("place D6 showing 4 on Scavenge"). */
AM_EXPORT void atm_render_action(const atm_state *s, const atm_action *a, am_buf *out);

#endif
