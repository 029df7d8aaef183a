/* The human's side of a Scythe game as words: shared by the one-shot commands
 * (`automa scythe move FILE mech C5 D4`) and the companion's prompt (`move mech C5 D4`). */
#ifndef AUTOMA_CLI_SCYTHE_CMD_H
#define AUTOMA_CLI_SCYTHE_CMD_H

#include "automa/scythe.h"

/* What an action's argument is, for Tab completion (scythe_action_complete). */
enum scythe_word {
    SW_NONE,        /* a number or free words: nothing to offer */
    SW_UNIT,        /* character, mech, worker */
    SW_UNIT_FROM,   /* the places of your units of the type named just before */
    SW_UNIT_TO,     /* the places that unit can reach from the place named just before */
    SW_DEPLOYABLE,  /* mech, worker */
    SW_WORKER_AT,   /* the territories with a worker of yours */
    SW_STAT,        /* power, popularity, coins, stars, combat-cards, structure-bonus */
    SW_TERRITORY,   /* any territory */
    SW_ABILITY,     /* a mech ability of your faction mat */
    SW_RECRUIT,     /* power, coin, popularity, combat-card */
    SW_TRAP_KIND,   /* popularity, power, coins, cards */
    SW_STRUCTURE,   /* mill, armory, monument, mine */
    SW_TILE,        /* a structure bonus tile */
};

/* Options an action takes besides its words (the one-shot command's getopt list). */
enum { SA_PLAYER = 1, SA_TRAP = 2, SA_JSON = 4 };

/* An action's handler: the words w[0] (the name) .. w[nargs] already counted; pl is the human
 * whose numbers `set` changes (< 0: the current one; only rows with SA_PLAYER get pl >= 0); json
 * asks for JSON instead of sentences (SA_JSON rows). Same contract as scythe_action_apply. */
typedef int (*scythe_action_fn)(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err);

/* One row per action: everything the one-shot command, the companion's prompt, its help and its
 * completion know about it. To add an action, add a row (docs/scythe-commands.md). */
typedef struct scythe_action_info {
    const char *name;      /* "move" */
    int nargs;             /* words after the name */
    const char *args;      /* "UNIT FROM TO" */
    const char *help;      /* N_() one-line description (the companion's help, --help) */
    const char *summary;   /* N_() its line in `automa scythe help` */
    int flags;             /* SA_* */
    unsigned char words[3];   /* enum scythe_word of each argument */
    scythe_action_fn run;
} scythe_action_info;

/* The table of actions, NULL-terminated. */
extern const scythe_action_info scythe_actions[];
const scythe_action_info *scythe_action_find(const char *name);
/* Appends the names of every action, "move, deploy, ..., done", to out. */
void scythe_action_names(am_buf *out);
/* Tab completion of word idx (>= 1) of the action line w[0..idx): candidates (static strings)
 * into cand[0..cap), their count; -1 when w[0] is not an action. g may be NULL (no game yet). */
int scythe_action_complete(const scy_game *g, const char *const *w, int idx, const char **cand, int cap);

/* Applies the action w[0] with arguments w[1..n-1] for the human whose turn it is. Writes what
 * happened (translated sentences, or JSON when json) to out. On any error g is unchanged and err
 * says why in one line: AM_EUSAGE for words that make no sense, the library's status otherwise. */
int scythe_action_apply(scy_game *g, int n, const char *const *w, int json, am_buf *out, am_err *err);
/* The same for `set` on the numbers of human player pl (several humans; pl < 0: the current one). */
int scythe_action_apply_for(scy_game *g, int pl, int n, const char *const *w, int json, am_buf *out, am_err *err);

/* Parsers shared with the combat prompt and the `combat` command. */
int scythe_parse_unit_type(const char *s, int *type, am_err *err);
/* Combat card values: "3,5" or "3 5" or "" (none); each 2..5. */
int scythe_parse_cards(const char *s, scy_combat_choice *c, am_err *err);

/* IFA, companion mode (R-IFA-5): before the move of words w ("move UNIT FROM TO"), the kind of the
 * face-down Automa trap it springs, as read from the token (NULL: not given; refused when needed,
 * naming the command with --trap; path names the game file in that message). */
int scythe_move_trap(scy_game *g, const char *const *w, const char *kind, const char *path, am_err *err);
int scythe_trap_kind_parse(const char *s);
/* The handlers of build, unbuild and tile (scythe_cmd_board.c). */
int scythe_act_build(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err);
int scythe_act_unbuild(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err);
int scythe_act_tile(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err);
/* Sentences for the stars the program placed for player pl since its auto_stars were `before`. */
void scythe_cmd_star_news(const scy_game *g, int pl, unsigned before, am_buf *out);

#endif
