/* JSON helpers shared by the game modules (jansson). */
#ifndef AUTOMA_JSON_H
#define AUTOMA_JSON_H

#include <jansson.h>

#include "automa/core.h"

/* Rejects keys of obj that are not in `allowed` (NULL-terminated), so that a typo in a
 * hand-written file never passes silently: AM_EDATA "PATH.KEY: unknown field" (PATH may be ""). */
int am_json_check_keys(json_t *obj, const char *path, const char *const *allowed, am_err *err);
/* The text of a JSON value, indented by 2, with arrays of plain values on one line ("[1, 2, 3]"),
 * ending with a newline. am_json_dumps returns a malloc'ed string (NULL when out of memory);
 * am_json_dump appends to b (b->oom set when out of memory). Neither frees root. */
char *am_json_dumps(json_t *root);
void am_json_dump(json_t *root, am_buf *b);

#endif
