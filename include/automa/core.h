/*
 * automa core: the pieces every game module shares.
 *
 *   am_rng    seeded PCG32 random numbers (state lives inside each game state)
 *   am_err    error values: a status plus a message naming what and where
 *   am_set    64-bit sets of board positions, iterated in index order
 *   am_file   whole-file reads and atomic writes (temp file + fsync + rename)
 *   i18n      gettext hooks for every user-facing string
 *
 * No function here keeps global mutable state; nothing exits or aborts on bad input.
 *
 * The conventions of the whole public API (the headers of include/automa/, installed by
 * `make install`; build with `pkg-config --cflags --libs automa`):
 *
 *   - Returns: a function returning int with an `am_err *err` argument returns AM_OK (0) or one
 *     of the AM_E* codes below, each with one meaning (see the enum); on failure err->msg (err
 *     may be NULL) names what and where, in English or translated (see am_i18n_init). The
 *     loaders and the validated actions check before they change anything, so a refused action
 *     leaves the state as it was (each function's comment says so). Other helpers: parsers of
 *     names (`*_parse`) return the value or -1 for an unknown name; am_parse_int returns 0 or -1.
 *   - Argument order, the same in the three games: the object first (the state, or the struct a
 *     loader fills), then the inputs, then `am_buf *out` (a renderer or *_to_json appends to it),
 *     then `am_err *err` last: scy_game_from_json(g, text, err), exp_state_to_json(s, out),
 *     atm_render_state(s, viewer, out).
 *   - Memory: game states (scy_game, exp_state, atm_state, atm_game) are plain structs with no
 *     pointers, owned by the caller (on the stack, static or malloc'ed: some are large, see
 *     sizeof); copy = memcpy. Only these allocate: am_file_read's *out (free() it) and the
 *     renderers and *_to_json appending to an am_buf (the caller owns it, zero-initialised, and
 *     releases it with am_buf_free; out of memory sets its `oom` and leaves the text truncated).
 *     Returned `const char *` names and `const` tables are static: never free them.
 *   - Input pointers are read during the call only and never kept. Strings are NUL-terminated
 *     UTF-8.
 *   - Threads: no global mutable state and all randomness from the RNG inside each state, so
 *     different states may be used from different threads at once; one state from one thread at
 *     a time. am_i18n_init changes the process's locale: call it before starting threads.
 *   - I/O: only the functions that take a path (am_file_*, *_load, *_save) touch files; nothing
 *     prints, exits or aborts.
 */
#ifndef AUTOMA_CORE_H
#define AUTOMA_CORE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

/* AM_EXPORT marks every declaration of the public headers: the library is compiled with
 * -fvisibility=hidden, so the shared library's dynamic symbols are exactly these (checked by
 * tests/cli/symbols.sh); everything else inside it stays private. */
#if defined(__GNUC__) || defined(__clang__)
#define AM_EXPORT __attribute__((visibility("default")))
#else
#define AM_EXPORT
#endif

/* ---- version ---------------------------------------------------------------------------- */
/* The library's version, "MAJOR.MINOR.PATCH" (the VERSION file of the source tree; the shared
 * library's soname is libautoma.so.MAJOR). A static string: never free it. */
AM_EXPORT const char *am_version(void);

/* ---- translations --------------------------------------------------------------------- */
/* Messages (errors in am_err, reports) are English, translated through gettext's text domain
 * "automa" when the program has bound it (am_i18n_init). */
#define AM_TEXTDOMAIN "automa"
/* _() and N_() are for automa's own sources only (the build defines AM_BUILD): a program
 * including the installed headers keeps its own. */
#ifdef AM_BUILD
#ifdef AM_NO_NLS
#define _(s) (s)
#else
#include <libintl.h>
#define _(s) dgettext(AM_TEXTDOMAIN, s)
#endif
#define N_(s) (s)
#endif

/* Plurals and contexts (issue 21), for automa's own sources too (AM_BUILD).  P_(one, many, n)
 * picks the form for n in the catalogue's language (English: `one` when n == 1); C_(ctx, s)
 * translates the word s as used in ctx, so that one English word can have several Italian ones
 * (C_("faction", "nordic") "Nordici", C_("home base", "nordic") "base principale (Nordici)");
 * NC_(ctx, s) marks one for a table and am_cgettext() translates the marked entry.  xgettext:
 * --keyword=P_:1,2 --keyword=C_:1c,2 --keyword=NC_:1c,2 (Makefile `pot`, tests/cli/italian.sh). */
#ifdef AM_BUILD
#ifdef AM_NO_NLS
#define P_(s, p, n) ((n) == 1 ? (s) : (p))
#else
#define P_(s, p, n) dngettext(AM_TEXTDOMAIN, s, p, (unsigned long)(n))
#endif
#define NC_(ctx, s) ctx "\004" s
#define C_(ctx, s) am_cgettext(ctx "\004" s)
#endif
/* The translation of "CONTEXT\004WORD" in the "automa" text domain; untranslated: WORD (a
 * pointer into the argument, or a static string of the catalogue: never free it). */
AM_EXPORT const char *am_cgettext(const char *ctx_and_msgid) __attribute__((format_arg(1)));

/* Optional, for a program that wants automa's messages translated: sets the locale from the
 * environment (or the language `lang`, "it" or "en", when not NULL; it then sets LANGUAGE) and
 * binds the "automa" text domain to $AUTOMA_LOCALEDIR, else a "locale" folder beside the
 * program (argv0 or /proc/self/exe), else PREFIX/share/locale. Changes the process's locale
 * and environment, so call it once from main() before any thread starts. Cannot fail: without
 * a catalogue the messages stay English. */
AM_EXPORT void am_i18n_init(const char *argv0, const char *lang);

/* ---- errors ---------------------------------------------------------------------------- */
/* The error codes: one meaning each, so that a caller can act on the code alone (the command
 * line's exit status and the web page's HTTP status are derived from it in one place each:
 * cli_exit_status in src/cli, api_fail_am in src/api; docs/hardening.md "Error codes"). */
enum {
    AM_OK = 0,      /* success */
    AM_EDATA = 1,   /* a file or a table is malformed (a game file, a card table, a JSON text that
                     * is not a valid game); the message names the path, key or line */
    AM_EUSAGE = 2,  /* the caller's words make no sense whatever the state: an unknown unit or
                     * name, a number out of its range, a value that never exists */
    AM_EIO = 3,     /* the system failed: a file cannot be opened, written, renamed or locked,
                     * memory ran out */
    AM_ESTATE = 4,  /* well formed, but not legal now: the wrong turn, a unit that cannot reach,
                     * a card already played, a combat that waits, the game over */
};
/* The code's short English name: "ok", "data", "usage", "io", "state"; "unknown" for any other
 * value. A static string: never free it. */
AM_EXPORT const char *am_err_name(int code);

typedef struct am_err {
    int code;        /* one of AM_E*, 0 when no error */
    char msg[320];   /* "board: unknown territory 'Z9'" */
} am_err;

/* Sets err (if not NULL) and returns code, so that `return am_fail(err, AM_EDATA, ...)` works. */
AM_EXPORT int am_fail(am_err *err, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
AM_EXPORT void am_err_clear(am_err *err);
#ifdef AM_BUILD
/* In automa's own sources the message's arguments (its translation, the names in it) are
 * evaluated only when there is an err to hold the message: a caller that passes NULL, such as the
 * simulator's stand-ins trying actions the game may refuse, gets the code alone and no message is
 * built, so no translation is looked up where none is shown (issue 31: no heap allocation in a
 * simulated game under any locale). */
static inline int am_err_wanted(const am_err *err) { return err != NULL; }
#define am_fail(err, code, ...) (am_err_wanted(err) ? (am_fail)((err), (code), __VA_ARGS__) : (code))
#endif

/* ---- random numbers: PCG32 (M.E. O'Neill, "PCG: A Family of Simple Fast Space-Efficient
 * Statistically Good Algorithms for Random Number Generation", 2014; pcg32_random_r of the
 * reference C implementation, XSH-RR output, 64-bit LCG state). ----------------------------- */
typedef struct am_rng {
    uint64_t state;
    uint64_t inc;    /* always odd */
} am_rng;

AM_EXPORT void am_rng_seed(am_rng *r, uint64_t seed, uint64_t stream);
AM_EXPORT uint32_t am_rng_next(am_rng *r);
/* Uniform integer in [0, bound), bound >= 1, without modulo bias (rejection of the
 * 2^32 mod bound lowest values, as pcg32_boundedrand_r). */
AM_EXPORT uint32_t am_rng_below(am_rng *r, uint32_t bound);
/* Fisher-Yates shuffle of n elements of `size` bytes each (size <= 64). */
AM_EXPORT void am_rng_shuffle(am_rng *r, void *base, size_t n, size_t size);
/* SplitMix64 step (Steele, Lea, Flood 2014): derives independent seeds from one master seed. */
AM_EXPORT uint64_t am_splitmix64(uint64_t *x);

/* ---- 64-bit sets ----------------------------------------------------------------------- */
typedef uint64_t am_set;
#define AM_SET_EMPTY ((am_set)0)
static inline am_set am_set_bit(int i) { return (am_set)1 << i; }
static inline int am_set_has(am_set s, int i) { return (int)((s >> i) & 1u); }
static inline am_set am_set_add(am_set s, int i) { return s | am_set_bit(i); }
static inline am_set am_set_remove(am_set s, int i) { return s & ~am_set_bit(i); }
static inline int am_set_count(am_set s) { return __builtin_popcountll(s); }
/* Lowest member (the first in reading order for board sets), -1 if empty. */
static inline int am_set_first(am_set s) { return s ? __builtin_ctzll(s) : -1; }
/* for (int i = AM_SET_NEXT(s, -1); i >= 0; i = AM_SET_NEXT(s, i)) ... */
static inline int am_set_next(am_set s, int after)
{
    if (after >= 63) return -1;
    am_set rest = after < 0 ? s : s & ~(((am_set)2 << after) - 1);
    return am_set_first(rest);
}
#define AM_SET_FOREACH(i, s) for (int i = am_set_first(s); i >= 0; i = am_set_next((s), i))

/* ---- files ----------------------------------------------------------------------------- */
/* Reads a whole text file (at most max_bytes) into a new NUL-terminated buffer; free() it.
 * A file holding a NUL byte is refused (AM_EDATA): every file automa reads is text. */
AM_EXPORT int am_file_read(const char *path, size_t max_bytes, char **out, size_t *len, am_err *err);
/* Writes data to path atomically: a temporary file in the same folder, fsync, rename, fsync of
 * the folder. On any failure the old file is left as it was and the temporary file removed. */
AM_EXPORT int am_file_write_atomic(const char *path, const void *data, size_t len, am_err *err);

/* ---- small helpers --------------------------------------------------------------------- */
/* Strict decimal integer parse of the whole string into [lo, hi]: 0 and *out set, or -1 (NULL,
 * empty, not a number, trailing characters, out of range) with *out unchanged. */
AM_EXPORT int am_parse_int(const char *s, long lo, long hi, long *out);
/* A growable text buffer for renderers (the only heap use of the report renderers). */
typedef struct am_buf {
    char *data;
    size_t len, cap;
    int oom;          /* set if an allocation failed; the text is then truncated */
} am_buf;
AM_EXPORT void am_buf_printf(am_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
AM_EXPORT void am_buf_vprintf(am_buf *b, const char *fmt, va_list ap);
AM_EXPORT void am_buf_puts(am_buf *b, const char *s);
/* Appends the malloc'ed text s and frees it; s NULL (its allocation failed) sets b->oom. */
AM_EXPORT void am_buf_take(am_buf *b, char *s);
AM_EXPORT void am_buf_free(am_buf *b);

#endif
