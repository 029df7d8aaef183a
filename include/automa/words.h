/*
 * Command words (issue 26 item 4): the one row type of every command table of the faces (the three
 * companions' commands, the Scythe actions' names and the keywords they take) and the engine that
 * reads a typed word against it.
 *
 * A word is always its English spelling; in another language its translation with the gettext
 * context "command" is accepted too (pgettext("command", "move") -> "muovi", filled in the
 * catalogue's po/it/29-commands.po), and help and completion show the words of the current language.
 * A word that is none of them is named in the message with the closest word, when one is close.
 */
#ifndef AUTOMA_WORDS_H
#define AUTOMA_WORDS_H

#include "automa/core.h"

/* The word of the current language for the English word en: its translation in the context
 * "command", or en itself. A static string (the catalogue's or en). */
AM_EXPORT const char *am_word_local(const char *en);
/* Is typed the English word en or its translation (case-insensitive)? */
AM_EXPORT int am_word_is(const char *en, const char *typed);
/* The index of typed among the English words en[0..n) (n < 0: up to a NULL), by am_word_is; -1 if
 * none. */
AM_EXPORT int am_word_find(const char *const *en, int n, const char *typed);
/* The edit distance of a and b (Damerau-Levenshtein, optimal string alignment, case-insensitive,
 * bytes); stops counting above 9. */
AM_EXPORT int am_word_distance(const char *a, const char *b);
/* The word of the current language, among en[0..n) (n < 0: up to a NULL), closest to typed: one the
 * typed word begins (at least 2 letters), or one at most 1 edit away (2 for words of 5 letters or
 * more), the first of the closest; NULL if none is that close. */
AM_EXPORT const char *am_word_closest(const char *const *en, int n, const char *typed);
/* Appends " (did you mean 'WORD'?)", translated, when a word of en is close to typed (as
 * am_word_closest); nothing otherwise. */
AM_EXPORT void am_word_suggest(const char *const *en, int n, const char *typed, am_buf *out);

/* One command of a face's table: the same row type for the Scythe, Expeditions and Automata
 * companions. The table ends with a row whose name is NULL. */
typedef struct am_cmd {
    const char *name;    /* the English word */
    const char *alias;   /* another English word for it ("map" for "board"), or NULL */
    const char *args;    /* what it takes, for help ("LOC N"); "" for nothing */
    const char *help;    /* N_() one line of help; NULL: named on help's last line only */
    /* The handler: ctx is the face's session, w[0] the word as typed, w[1..n) its arguments. What
     * it returns is the face's business (Expeditions: 1 when the game changed). */
    int (*run)(void *ctx, int n, char **w);
} am_cmd;

/* The row of typed (its name or alias, English or translated), NULL if none. */
AM_EXPORT const am_cmd *am_cmd_find(const am_cmd *table, const char *typed);
/* The words of a table for completion and help: the name of each row in the current language, and
 * its English name when that differs; at most cap into out. Returns how many. */
AM_EXPORT int am_cmd_words(const am_cmd *table, const char **out, int cap);
/* The word of the current language closest to typed among the names (and aliases) of the tables
 * (NULL-terminated list of tables), NULL if none is close (as am_word_closest). */
AM_EXPORT const char *am_cmd_closest(const am_cmd *const *tables, const char *typed);

#endif
