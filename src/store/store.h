/* The game store (src/store/): the only place that opens, locks, loads, saves and records games
 * (Scythe, Expeditions, Automata) and writes the history of finished games. The command line
 * (src/cli/), the companion and the web server (src/web/) all go through it; the library never
 * touches a file of a game in play.
 *
 * What it guarantees (docs/hardening.md, "Data never lost"):
 * - every save is atomic (am_file_write_atomic: temp file, fsync, rename) and made while holding
 *   an exclusive flock(2) on the game's folder, so two programs never interleave a read-modify-write;
 * - each game file carries {"store": {"id": ..., "version": N}}: the id is given once when the game
 *   is created, the version goes up by one at every save. A save based on a version that is no
 *   longer the file's is refused (STORE_ECHANGED) instead of overwriting a move made elsewhere;
 * - creating a game that exists is refused (STORE_EEXIST) under the same lock;
 * - leftover "FILE.tmp-XXXXXX" files of interrupted saves are removed at the next save of FILE;
 * - a finished game (Scythe) is recorded in the history by its id, exactly once, at the save that
 *   finishes it or, if that failed or was interrupted, whenever the finished game is opened again.
 */
#ifndef AUTOMA_STORE_STORE_H
#define AUTOMA_STORE_STORE_H

#include <stddef.h>
#include <stdint.h>

#include "automa/api.h"
#include "automa/core.h"
#include "automa/game.h"
#include "store/history.h"

/* Return codes beyond the library's AM_E* (am_err.code carries them too): the JSON API's store
 * codes (automa/api.h), so that the server hands them on as they are. */
enum {
    STORE_ENOENT = AM_API_ENOENT,      /* no such game file */
    STORE_ECHANGED = AM_API_ECHANGED,  /* the file changed since it was read: nothing written */
    STORE_EEXIST = AM_API_EEXIST,      /* create: a game of that name exists */
    STORE_EKIND = AM_API_EKIND         /* not a game file of the kind asked for */
};

#define STORE_MAX_FILE (1 << 20)      /* the largest game file read when the kind is not known */
#define STORE_ID_LEN 16

/* A kind of game is its descriptor (automa/game.h: am_game_scythe, am_game_expeditions,
 * am_game_automata): its format, loader and writer, largest file and history row. */

typedef struct store_meta {
    uint64_t version;               /* 0: the file has none yet (written before the store) */
    char id[STORE_ID_LEN + 1];      /* "" when none yet */
} store_meta;

/* One game file in use. Zero it (or STORE_GAME_INIT) before the first call. */
typedef struct store_game {
    char path[4096];
    const am_game_kind *kind;
    store_meta meta;                /* the file as this program last read or wrote it */
    int lock_fd;                    /* the folder, while locked; -1 */
    int hold;                       /* keep the lock from load to save (one-shot commands) */
    /* the history, after a load or save of a finished game: 1 recorded (now or before),
     * 0 nothing to record, -1 could not record (why in hist_msg) */
    int hist;
    char hist_msg[512];
    int finished;                   /* the game was finished at the last store_record */
} store_game;
#define STORE_GAME_INIT {.lock_fd = -1}

/* Loads the game at path into state (kind: the expected kind, or NULL for any; *kind set in sg).
 * With hold, the folder stays locked until store_save or store_close. */
int store_load(store_game *sg, const char *path, const am_game_kind *kind, void *state, int hold, am_err *err);
/* Reads the game file at path as text under the folder's lock (the JSON API's store, which loads
 * it itself): the text without the envelope (*body, malloc'ed) and sg->meta. With hold, the
 * folder stays locked until store_save_text or store_close. sg->kind is left as it was. */
int store_read(store_game *sg, const char *path, int hold, char **body, am_err *err);
/* The same from a file's text (already read), for the server's listing. No lock. */
int store_parse(const char *text, store_meta *meta, char **body, am_err *err);
/* Saves state as the next version of sg's file: refused with STORE_ECHANGED when the file is no
 * longer the version sg->meta says (another program saved in between, or deleted it). */
int store_save(store_game *sg, const void *state, am_err *err);
/* The same with the state's text (the kind's to_json), e.g. an undo step the server kept. */
int store_save_text(store_game *sg, const char *text, am_err *err);
/* A new game at path: refused with STORE_EEXIST when the file exists unless replace; a new id. */
int store_create(store_game *sg, const char *path, const am_game_kind *kind, const void *state, int replace,
                 am_err *err);
/* The same with the new game's text (the kind's to_json); kind may be NULL. Records nothing. */
int store_create_text(store_game *sg, const char *path, const am_game_kind *kind, const char *text, int replace,
                      am_err *err);
/* Deletes sg's game file (under its lock, taken if not held; STORE_ENOENT when missing). */
int store_delete(store_game *sg, am_err *err);
/* Reads only the version and id of the file at path (under the lock). */
int store_peek(const char *path, store_meta *meta, am_err *err);
/* Releases a held lock. Safe to call more than once. */
void store_close(store_game *sg);

/* Records a finished game in the history (by its id: once), if the kind keeps one. Sets sg->hist. */
void store_record(store_game *sg, const void *state);

#endif
