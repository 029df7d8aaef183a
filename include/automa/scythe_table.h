/*
 * The table's protocols of a Scythe game (issue 26): what a person does with the real pieces, in
 * the rulebook's order, decided once here for every face (the terminal companion, the one-shot
 * commands, the JSON API and so the page). A face asks the library what comes next, asks the
 * person in its own way (a prompt, an option, a JSON field) and calls again with the answer.
 *
 *   a combat        scy_combat_go: the person's dial and cards, then which Automa card to draw
 *                   and how many of its combat cards, then their values, then the result
 *   a trap sprung   scy_move_springs_trap / scy_human_move_trap: the whole move is checked
 *                   first; only a move that happens turns the face-down token over
 *   a flip          scy_flip_answer: the flipped card's value, the turn goes on, the card discarded
 *   undo / redo     scy_step_back_to / scy_render_step_text: which earlier state a step goes back
 *                   to and what to change on the table, in undo's words or in redo's
 *   your own deck   scy_deck_card_check: a person who shuffles the real Automa deck says which card
 *                   came up; the program checks it can be there and draws it
 *
 * Same conventions as automa/core.h: AM_OK or an AM_E* code with a message; a refused call leaves
 * the game unchanged.
 */
#ifndef AUTOMA_SCYTHE_TABLE_H
#define AUTOMA_SCYTHE_TABLE_H

#include "automa/scythe.h"

/* ---- a combat (rulebook "Combat", steps 1-6, R-SC-56) ------------------------------------ */

/* What a face has been told so far about the pending combat. */
typedef struct scy_combat_answers {
    int8_t power;                      /* the person's dial (the attacker's when two people fight), -1: not given */
    int8_t defender_power;             /* two people fight: the defender's dial, -1: not given */
    uint8_t has_cards, has_automa_cards, has_defender_cards;
    scy_combat_choice cards;           /* the person's combat cards (with power) */
    scy_combat_choice automa_cards;    /* companion mode: the values drawn from the (attacking) Automa's pile */
    scy_combat_choice defender_cards;  /* two Automas: the defender's drawn values; two people: the defender's cards */
    uint8_t deck_card[2];              /* option real_deck: the card Automa side s (0 attacker, 1 defender) drew
                                        * from the real deck for the combat (0: not told) */
} scy_combat_answers;
/* Nothing told yet (power -1, no cards). */
AM_EXPORT void scy_combat_answers_init(scy_combat_answers *a);

/* The fields of the answers, for the messages (each face names them its own way). */
enum scy_combat_field {
    SCY_CF_POWER, SCY_CF_CARDS, SCY_CF_AUTOMA_CARDS, SCY_CF_DEFENDER_CARDS, SCY_CF_DEFENDER_POWER, SCY_CF_DECK_CARDS,
    SCY_NCFIELDS
};
/* The API's names: "'power'", "'cards'", "'automa_cards'", "'defender_cards'", "'defender_power'",
 * "'deck_cards'". */
extern AM_EXPORT const char *const scy_combat_json_fields[SCY_NCFIELDS];

/* Where the combat stands after scy_combat_go. */
enum scy_combat_stage {
    SCY_CS_CHOOSE,   /* step 1: the person's dial and combat cards are needed (power) */
    SCY_CS_DIALS,    /* two people fight: both dials (and cards) are needed at once (R-SC-54) */
    SCY_CS_DECK,     /* option real_deck: the number of the card Automa side s drew from the real
                      * deck is needed (need_deck[s]) */
    SCY_CS_DRAW,     /* steps 2-4 told (plan): the values of need[s] combat cards drawn at random
                      * from Automa side s's face-down pile are needed (companion mode) */
    SCY_CS_DONE      /* fought: report (and turn, when report.continued) filled */
};
typedef struct scy_combat_step {
    uint8_t stage;                     /* enum scy_combat_stage */
    uint8_t committed_now;             /* this call recorded the person's choice (step 1) */
    uint8_t automas;                   /* Automa sides: 0, 1 or 2 */
    uint8_t have_plan;                 /* plan[] is set (SCY_CS_DRAW, SCY_CS_DONE) */
    int8_t need[2];                    /* SCY_CS_DRAW: values needed from side s (0: none) */
    uint8_t need_deck[2];              /* SCY_CS_DECK: side s's card number is needed */
    scy_combat_side_report plan[2];    /* scy_combat_plan: the card each Automa draws, what it uses */
    scy_combat_report report;          /* SCY_CS_DONE */
    scy_report turn;                   /* SCY_CS_DONE with report.continued: the rest of the Automa's turn */
} scy_combat_step;

/* Goes as far as the answers allow in the pending combat: records the person's choice when it is
 * needed and given (g changes: the choice is kept in the game), tells the plan, and fights the
 * combat when every value it needs is given (the rest of a suspended Automa turn follows; its report
 * is kept in the game). A missing answer is no error: the stage says what is needed next. Errors
 * (g unchanged): AM_ESTATE no combat waits or the game is over, the choice already recorded and
 * given again, more than the side has; AM_EUSAGE an answer this combat does not take (a dial when
 * two Automas fight, Automa cards in simulated mode, the wrong number of drawn values). names:
 * how the face calls each answer in its messages (scy_combat_json_fields when NULL). */
AM_EXPORT int scy_combat_go(scy_game *g, const scy_combat_answers *a, const char *const names[SCY_NCFIELDS], scy_combat_step *out,
                  am_err *err);
/* The human side (0 attacker, 1 defender) of the pending combat against an Automa, -1 if none
 * (two Automas, two people); its player's dial limit (power, at most 7) and most cards (one per
 * combat unit there, at most those held). */
AM_EXPORT int scy_combat_person(const scy_game *g, int *max_power, int *max_cards);

/* ---- a trap sprung (Invaders from Afar, companion mode, R-IFA-5) -------------------------------
 * "You do not get to see which Trap was selected unless you trigger it in the normal course of
 * play": the whole move is checked before the person is asked to turn a token over. */

/* Would the current person's move of a unit of `type` (enum scy_unit_type) from `from` to `to`
 * spring a face-down trap of an Automa, whose kind only the token tells? The move is checked in
 * full first (on a copy): AM_OK with *trap the territory to turn over (-1: none), or the move's own
 * error (then nothing is revealed). Does not change g. */
AM_EXPORT int scy_move_springs_trap(const scy_game *g, int type, int from, int to, int *trap, am_err *err);
/* The move with the kind the person read from the token (enum scy_trap_kind, -1: none given):
 * checked in full, then the record made to agree with the token (scy_trap_reveal), then moved.
 * AM_ESTATE when the move springs a face-down trap and no kind is given, AM_EUSAGE a kind given
 * where the move springs none; otherwise as scy_human_move. g is unchanged on any error. */
AM_EXPORT int scy_human_move_trap(scy_game *g, int type, int from, int to, int kind, scy_human_report *rep, am_err *err);

/* ---- a flipped combat card (options flip_move / flip_deploy, companion mode) ------------------- */
/* The question the turn waits for ("Flip the top card of the combat deck (before the Automa
 * moves): its value (2-5)"), translated; NULL when no flip waits. */
AM_EXPORT const char *scy_flip_question(const scy_game *g);
/* The value (2-5) of the combat card the person flipped: the suspended turn goes on into rep (may
 * be NULL) and is kept in the game (a reload shows it again); said (may be NULL) gets what to do
 * with the card on the table. AM_ESTATE no flip waits, AM_EUSAGE a value outside 2-5; g unchanged. */
AM_EXPORT int scy_flip_answer(scy_game *g, int value, scy_report *rep, am_buf *said, am_err *err);

/* ---- your own deck (option real_deck, `scythe turn --card N`; issue 28 item 7) -------------------- */
/* The person shuffles the real Automa deck and says which card came up for the next draw of Automa
 * player pl (from its own deck, or the shared one). The card must be one that can come up now: in
 * the draw pile (anywhere: the program's order is its own), or, when the draw pile is empty (the
 * draw reshuffles both discard piles first, SC-12), in a discard pile; it is put on top so that the
 * next draw takes it (an empty draw pile is reshuffled here first: *reshuffled, may be NULL, set).
 * AM_EUSAGE not a card number 1-19; AM_ESTATE pl is no Automa, or the card cannot come up now (the
 * message says where it lies); g is then unchanged. */
AM_EXPORT int scy_deck_card_next(scy_game *g, int pl, int card, int *reshuffled, am_err *err);
/* The Automa whose deck the next turn draws from when it is an Automa's turn with no decision
 * waiting, else -1 (nothing to draw now). */
AM_EXPORT int scy_deck_turn_player(const scy_game *g);

/* ---- undo and redo (issue 14, issue 28 item 5) --------------------------------------------- */
/* What to change on the table to go from the game as it is (now) to another state of it (to): an
 * earlier one (redo 0: undo's words, "Move ... back to ...", "Put card 7 back on the deck (from
 * its combat discard pile)") or a later one again (redo 1: "Take card 7 from the deck and put it
 * on its combat discard pile", "Place the trap on G5 face down again"); only what differs, "- Nothing
 * to change on the table." when nothing does. Appends to b. */
AM_EXPORT void scy_render_step_text(const scy_game *now, const scy_game *to, int redo, am_buf *b);
/* Does undo pass through this earlier state without stopping? A combat whose choice is recorded:
 * the choice is part of the step that fights it (else a combat needing nothing more would be
 * fought again at once). */
AM_EXPORT int scy_undo_passes(const scy_game *g);

#endif
