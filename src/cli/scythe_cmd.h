/* The human's side of a Scythe game as words: the terminal's reading of the library's action rows
 * (automa/scythe_actions.h), shared by the one-shot commands (`automa scythe move FILE mech C5 D4`)
 * and the companion's prompt (`move mech C5 D4`), and their Tab completion. */
#ifndef AUTOMA_CLI_SCYTHE_CMD_H
#define AUTOMA_CLI_SCYTHE_CMD_H

#include "automa/scythe.h"
#include "automa/scythe_actions.h"

/* Appends the names of every action, "move, deploy, ..., done", to out. */
void scythe_action_names(am_buf *out);
/* Tab completion of word idx (>= 1) of the action line w[0..idx): candidates (static strings)
 * into cand[0..cap), their count; -1 when w[0] is not an action. g may be NULL (no game yet). */
int scythe_action_complete(const scy_game *g, const char *const *w, int idx, const char **cand, int cap);

/* Applies the action w[0] with arguments w[1..n-1] for the human whose turn it is (pl >= 0: `set`
 * on human pl's numbers; trap: move, the kind of the face-down token it springs, -1 none). Writes
 * what happened (translated sentences, or JSON when json: move only) to out. On any error g is
 * unchanged and err says why in one line: AM_EUSAGE for words that make no sense, the library's
 * status otherwise. */
int scythe_action_apply_for(scy_game *g, int pl, int trap, int n, const char *const *w, int json, am_buf *out, am_err *err);
int scythe_action_apply(scy_game *g, int n, const char *const *w, int json, am_buf *out, am_err *err);

/* Parsers shared with the combat prompt and the `combat` command. */
int scythe_parse_unit_type(const char *s, int *type, am_err *err);
/* Combat card values: "3,5" or "3 5" or "" (none); each 2..5. */
int scythe_parse_cards(const char *s, scy_combat_choice *c, am_err *err);

/* IFA, companion mode (R-IFA-5, R-IFA-13): the move of words w ("move UNIT FROM TO") checked in
 * full; *trap the territory of the face-down Automa trap it springs (-1: none, or a move the rules
 * refuse: it says why when applied and reveals nothing); *type, *from, *to its words. */
void scythe_move_springs(const scy_game *g, const char *const *w, int *type, int *from, int *to, int *trap);
/* A trap kind a person gives (popularity, power, coins, cards), -1 otherwise. */
int scythe_trap_kind_parse(const char *s);

#endif
