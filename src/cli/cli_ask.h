/*
 * Questions at the terminal, one helper per dialogue (issue 22): ask a question until the answer is
 * acceptable, with a default for Enter and a help text for "?". The dialogues of the three games read
 * their lines differently (the Scythe companion through libedit with completion, Automata and
 * Expeditions from plain stdin), so the helpers take a reader (a function and its context) instead
 * of a game's session.
 */
#ifndef AUTOMA_CLI_ASK_H
#define AUTOMA_CLI_ASK_H

#include <stddef.h>
#include <stdio.h>

/* Reads one line (without its newline) into buf after showing prompt. Returns 1 for a line, 0 at
 * the end of the input. A line that does not fit in cap is the reader's business (refused whole). */
typedef int (*ask_read_fn)(void *ctx, const char *prompt, char *buf, size_t cap);

typedef struct ask_reader {
    ask_read_fn read;
    void *ctx;
} ask_reader;

/* The plain-stdin reader: prints the prompt, reads with fgets; at the end of the input prints a
 * newline and returns 0. A line longer than cap - 1 is refused whole ("  ! That line is longer than
 * N characters: nothing of it was done.") and the next one read. ctx: NULL, or a pointer to an int
 * that is non-zero to echo each line after its prompt (a piped session then reads like a transcript). */
int ask_read_stdin(void *ctx, const char *prompt, char *buf, size_t cap);

/* Asks "question [def]: " until the answer is not empty, with leading and trailing blanks removed
 * (Enter: def; def NULL: "  (an answer is needed)"). "?", "help" or "aiuto" prints help (an N_()
 * text, translated here; NULL: those words are answers like any other) and asks again.
 * Returns 1 with the answer in out, 0 at the end of the input. */
int ask_line(const ask_reader *r, const char *help, const char *question, const char *def, char *out, size_t cap);

/* Asks until the answer is one of names[] (NULL-terminated; case-insensitive); Enter gives def (NULL:
 * an answer is needed). Any other answer prints refusal, a printf format given the answer as its
 * one %s argument (e.g. _("  ! Unknown level '%s'.\n"); it may leave the answer out), and asks again.
 * Returns the index of the name in names[], or -1 at the end of the input. */
int ask_choice(const ask_reader *r, const char *help, const char *question, const char *def,
               const char *const names[], const char *refusal);

/* The width of the terminal on standard output (its columns), else $COLUMNS, else 80; at least 40. */
int cli_term_width(void);

/* Prints text (its words; newlines kept) wrapped to width columns: the first line goes on from
 * column col, the next ones start with indent spaces; then a newline. Columns are counted in
 * characters (UTF-8), and a word longer than a line stands alone on its line. */
void cli_wrap_text(FILE *out, const char *text, int col, int indent, int width);

/* The width of the terminal on standard output, 0 when it is not a terminal of a known width (a
 * pipe, a file: nothing is wrapped there, a transcript keeps its lines). */
int cli_tty_width(void);

/* Prints text; on a terminal (cli_tty_width) each line wider than it is wrapped at its blanks, the
 * next lines indented two more than the line's own indentation (no word cut at the edge). */
void cli_put_wrapped(FILE *out, const char *text);
/* The same for a given width (0: as it is), e.g. into a memory stream. */
void cli_put_width(FILE *out, const char *text, int width);

/* The index of s in names[] (NULL-terminated), case-insensitive; -1 if absent. */
int ask_index(const char *const names[], const char *s);

#endif
