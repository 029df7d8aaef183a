/* JSON helpers shared by the game modules (jansson). Inside the library (and the program, which
 * links it statically): not installed, and hidden in libautoma.so, so that the public API does not
 * depend on jansson's types (issue 26; the public headers are include/automa/). */
#ifndef AUTOMA_CORE_JSON_H
#define AUTOMA_CORE_JSON_H

#include <jansson.h>
#include <stddef.h>
#include <stdint.h>

#include "automa/core.h"

/* Rejects keys of obj that are not in `allowed` (NULL-terminated), so that a typo in a
 * hand-written file never passes silently: AM_EDATA "PATH.KEY: unknown field" (PATH may be ""). */
int am_json_check_keys(json_t *obj, const char *path, const char *const *allowed, am_err *err);
/* The text of a JSON value, indented by 2, with arrays of plain values on one line ("[1, 2, 3]"),
 * ending with a newline. am_json_dumps returns a malloc'ed string (NULL when out of memory);
 * am_json_dump appends to b (b->oom set when out of memory). Neither frees root. */
char *am_json_dumps(json_t *root);
void am_json_dump(json_t *root, am_buf *b);

/* ---- fields: one rule for every reader (docs/json-tables.md) -----------------------------------
 * A field is read by one rule, whatever the game:
 *   - absent or null: the destination keeps its value (the default the caller put there), unless
 *     the row is AM_JF_REQUIRED: then "PATH.KEY: missing";
 *   - wrong JSON type, or a number outside lo..hi: "PATH.KEY: must be a whole number from LO to HI"
 *     or "PATH.KEY: must be true or false" (PATH "" gives "KEY: ..."), AM_EDATA, nothing stored.
 * Unknown keys are refused by am_json_check_fields, whose key list is the table's own rows. */

/* What a field's value is, by the rule above: AM_JSON_ABSENT (absent or null), AM_JSON_SET (*out
 * set) or AM_JSON_BAD (wrong type or out of range; *out unchanged). For callers with their own
 * messages (the web API); the others use am_json_get_int / am_json_get_bool. */
enum { AM_JSON_ABSENT = 0, AM_JSON_SET = 1, AM_JSON_BAD = -1 };
int am_json_int_value(json_t *v, long lo, long hi, long *out);
int am_json_bool_value(json_t *v, int *out);

/* One integer / true-false field obj.key by the rule above (required: absent is an error).
 * AM_OK (*out set, or unchanged when absent) or AM_EDATA with the message naming PATH.KEY. */
int am_json_get_int(json_t *obj, const char *path, const char *key, long lo, long hi, int required, long *out,
                    am_err *err);
int am_json_get_bool(json_t *obj, const char *path, const char *key, int required, int *out, am_err *err);

/* A field table: one row per key of a JSON object, in the order the writer writes them; the row
 * says where the value lives in the C struct and its range. Ends with a row whose key is NULL. */
enum am_json_kind {
    AM_JF_HAND = 0,   /* known key (the unknown-key check accepts it), read and written by hand */
    AM_JF_U8,         /* uint8_t */
    AM_JF_I8,         /* int8_t */
    AM_JF_U16,        /* uint16_t */
    AM_JF_I16,        /* int16_t */
    AM_JF_INT,        /* int */
    AM_JF_BOOL,       /* uint8_t 0/1, JSON true/false */
    AM_JF_BOOLI,      /* int 0/1, JSON true/false */
};
enum {
    AM_JF_REQUIRED = 1,   /* absent (or null) is an error, not the default */
    AM_JF_PLUS1 = 2,      /* the JSON number is the stored value + 1 (scheme 1-2 stored as 0-1) */
};
typedef struct am_json_field {
    const char *key;
    uint8_t kind;     /* enum am_json_kind */
    uint8_t flags;    /* AM_JF_REQUIRED, AM_JF_PLUS1 */
    uint8_t group;    /* a bit the caller selects rows by (0: every call); see the readers */
    size_t off;       /* offsetof(struct, member) */
    long lo, hi;      /* JSON values accepted (numbers) */
} am_json_field;

/* Row helpers: AM_JSON_NUM(struct, member, "key", kind, lo, hi) and friends. */
#define AM_JSON_ROW(key, kind, flags, group, type, member, lo, hi) \
    {(key), (kind), (flags), (group), offsetof(type, member), (lo), (hi)}
#define AM_JSON_KEY(key, group) {(key), AM_JF_HAND, 0, (group), 0, 0, 0}
#define AM_JSON_END {NULL, 0, 0, 0, 0, 0, 0}

/* Refuses keys of obj that no row of f names ("PATH.KEY: unknown field"), as am_json_check_keys. */
int am_json_check_fields(json_t *obj, const char *path, const am_json_field *f, am_err *err);
/* Reads the rows of f whose group is 0 or shares a bit with `groups` into the struct at dst, in
 * table order, by the rule above; stops at the first error (AM_EDATA, nothing more stored). */
int am_json_read_fields(json_t *obj, const char *path, const am_json_field *f, unsigned groups, void *dst,
                        am_err *err);
/* Writes those rows from the struct at src into obj, in table order; an AM_JF_HAND row gets a
 * null placeholder that keeps its place (the caller's json_object_set_new replaces it there). */
void am_json_write_fields(json_t *obj, const am_json_field *f, unsigned groups, const void *src);

#endif
