/*
 * The person's actions at the table (Scythe), one row each (issue 26 item 4): its name, the words
 * it takes, the JSON fields the API takes for them, and one handler. The terminal (the companion's
 * prompt, the one-shot `automa scythe ACTION FILE WORDS`) reads the words with
 * scy_action_read_words; the API (src/api) reads the request's fields by the same argument kinds;
 * both fill a scy_action_args and call scy_action_do, which records the action and says what
 * happened. To add an action: a row of scy_actions[] (src/scythe/actions.c) and its handler
 * (docs/scythe-commands.md, "Adding a command").
 */
#ifndef AUTOMA_SCYTHE_ACTIONS_H
#define AUTOMA_SCYTHE_ACTIONS_H

#include "automa/scythe.h"

/* What an argument is: how its word is read (and completed), how its JSON field is read. */
enum scy_arg {
    SCY_ARG_NONE,
    SCY_ARG_UNIT,        /* character, mech, worker (JSON: "unit") */
    SCY_ARG_UNIT_FROM,   /* where a unit of yours of that type is (a territory or your home base) */
    SCY_ARG_UNIT_TO,     /* where that unit goes */
    SCY_ARG_DEPLOYABLE,  /* mech, worker */
    SCY_ARG_WORKER_AT,   /* a territory with a worker of yours */
    SCY_ARG_STAT,        /* power, popularity, coins, stars, combat-cards, structure-bonus */
    SCY_ARG_AMOUNT,      /* N, +N or -N (JSON: a whole number, N) */
    SCY_ARG_COUNT,       /* resources: N, +N or -N (JSON: 0-255) */
    SCY_ARG_TERRITORY,   /* any territory */
    SCY_ARG_ABILITY,     /* a mech ability of your faction mat: its name or place 1-4 (JSON: 0-3) */
    SCY_ARG_RECRUIT,     /* power, coin, popularity, combat-card */
    SCY_ARG_TRAP_KIND,   /* popularity, power, coins, cards */
    SCY_ARG_STRUCTURE,   /* mill, armory, monument, mine */
    SCY_ARG_TILE,        /* a structure bonus tile, 1-6 or manual */
};

/* The arguments of an action, read from words or from JSON. */
typedef struct scy_action_args {
    int unit;            /* enum scy_unit_type */
    int from, to;        /* positions */
    int territory;
    int stat;            /* enum scy_stat */
    int rel;             /* AMOUNT/COUNT: 0 the value itself, +1 added, -1 taken */
    long amount;         /* signed when rel < 0 */
    int ability, recruit, trap_kind, structure, tile;
    int trap;            /* move: the kind of the face-down token it springs (enum scy_trap_kind), -1 not given */
    int player;          /* set: the human whose number it is (-1: the one whose turn it is) */
} scy_action_args;

/* What an action did, for the faces' answers. */
typedef struct scy_action_result {
    int player;              /* the human the action was for */
    unsigned stars_before;   /* its auto_stars before (the stars the program placed: scy_action_stars_placed) */
    scy_human_report move;   /* move: what happened */
} scy_action_result;

enum { SCY_ACT_PLAYER = 1, SCY_ACT_TRAP = 2, SCY_ACT_JSON = 4 };   /* the one-shot command's options */

typedef struct scy_action {
    const char *name;        /* "move": its English word (and the API's "action") */
    int nargs;               /* words after the name */
    const char *args;        /* N_() "UNIT FROM TO": the words for usage and help */
    const char *help;        /* N_() one line: the companion's help, --help */
    const char *summary;     /* N_() its line in `automa scythe help` */
    int flags;               /* SCY_ACT_* */
    unsigned char arg[3];    /* enum scy_arg of each word */
    const char *key[3];      /* the API's JSON field of each word */
    /* Records the action on g (the caller's copy: on an error g may be half changed) and appends
     * what happened, translated, to said (NULL: nothing said). */
    int (*run)(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err);
} scy_action;

/* The table, ending with a NULL name. */
extern AM_EXPORT const scy_action scy_actions[];
/* The row of a typed word (English, or its translation in the gettext context "command"); NULL. */
AM_EXPORT const scy_action *scy_action_find(const char *word);
/* Nothing read yet (trap -1, player -1). */
AM_EXPORT void scy_action_args_init(scy_action_args *a);
/* The words w[1..row->nargs] into a (g: the game, for a mech ability's name; may be NULL).
 * AM_EUSAGE naming the word that is not what it should be (with the closest one when one is close). */
AM_EXPORT int scy_action_read_words(const scy_action *row, const scy_game *g, const char *const *w, scy_action_args *a, am_err *err);
/* One word s of kind (enum scy_arg) into its field of a; what: the action, for the message. */
AM_EXPORT int scy_action_read_word(const char *what, int kind, const scy_game *g, const char *s, scy_action_args *a, am_err *err);
/* Records the action (all or nothing: g is unchanged on an error) and appends to said (may be
 * NULL) what happened and the stars the program placed for the person. */
AM_EXPORT int scy_action_do(const scy_action *row, scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said,
                  am_err *err);
/* The stars the program placed for res->player in that action (bits of enum scy_auto_star). */
AM_EXPORT unsigned scy_action_stars_placed(const scy_game *g, const scy_action_result *res);

#endif
