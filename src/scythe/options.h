/* The option table's JSON side (src/scythe/options.c): the game file's "options" object and the
 * web's create request read and write the options through the table (include/automa/scythe.h). */
#ifndef AUTOMA_SCYTHE_OPTIONS_H
#define AUTOMA_SCYTHE_OPTIONS_H

#include <jansson.h>

#include "automa/scythe.h"

/* Reads every option of the table present in obj (absent: o keeps its value): a flag from true or
 * false, an int from a whole number in its range, an enum from one of its names. With strict set,
 * a key that is no option is an error too (the game file's "options" object). AM_EDATA with the
 * message "PATH.KEY: must be ..." (path "" gives "KEY: ..."); o may then be half set. */
int scy_options_read_json(scy_options *o, json_t *obj, const char *path, int strict, am_err *err);
/* Sets every option of the table into obj, in table order (the game file's "options"). */
void scy_options_write_json(const scy_options *o, json_t *obj);

#endif
