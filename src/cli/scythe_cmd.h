/* The human's side of a Scythe game as words: shared by the one-shot commands
 * (`automa scythe move FILE mech C5 D4`) and the companion's prompt (`move mech C5 D4`). */
#ifndef AUTOMA_CLI_SCYTHE_CMD_H
#define AUTOMA_CLI_SCYTHE_CMD_H

#include "automa/scythe.h"

typedef struct scythe_action_info {
    const char *name;      /* "move" */
    int nargs;             /* words after the name */
    const char *args;      /* "UNIT FROM TO" */
    const char *help;      /* N_() one-line description */
} scythe_action_info;

/* The table of actions, NULL-terminated. */
extern const scythe_action_info scythe_actions[];
const scythe_action_info *scythe_action_find(const char *name);

/* Applies the action w[0] with arguments w[1..n-1] for the human whose turn it is. Writes what
 * happened (translated sentences, or JSON when json) to out. On any error g is unchanged and err
 * says why in one line: AM_EUSAGE for words that make no sense, the library's status otherwise. */
int scythe_action_apply(scy_game *g, int n, char **w, int json, am_buf *out, am_err *err);
/* The same for `set` on the numbers of human player pl (several humans; pl < 0: the current one). */
int scythe_action_apply_for(scy_game *g, int pl, int n, char **w, int json, am_buf *out, am_err *err);

/* Parsers shared with the combat prompt and the `combat` command. */
int scythe_parse_unit_type(const char *s, int *type, am_err *err);
/* Combat card values: "3,5" or "3 5" or "" (none); each 2..5. */
int scythe_parse_cards(const char *s, scy_combat_choice *c, am_err *err);

/* IFA, companion mode (R-IFA-5): before the move of words w ("move UNIT FROM TO"), the kind of the
 * face-down Automa trap it springs, as read from the token (NULL: not given; refused when needed,
 * naming the command with --trap; path names the game file in that message). */
int scythe_move_trap(scy_game *g, char **w, const char *kind, const char *path, am_err *err);
int scythe_trap_kind_parse(const char *s);
/* build / unbuild / tile (scythe_cmd_board.c): w[0] is the action, its arguments follow. */
int scythe_cmd_board(scy_game *g, char **w, am_buf *out, am_err *err);
/* Sentences for the stars the program placed for player pl since its auto_stars were `before`. */
void scythe_cmd_star_news(const scy_game *g, int pl, unsigned before, am_buf *out);
/* Set-up (scythe_setup.c): the player mat of human pl (name or label), the structure tile (its
 * id, 1-6, manual, or random: picked from the seed). What was set is written to out (may be NULL). */
const char *scythe_mat_list(void);
int scythe_setup_mat(scy_game *g, int pl, const char *name, am_buf *out, am_err *err);
int scythe_setup_tile(scy_game *g, const char *name, am_buf *out, am_err *err);

#endif
