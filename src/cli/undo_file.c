/*
 * The companion's undo history kept in the game file (issue 14), so that `undo` works after a
 * resume: an optional top-level "undo" list of the earlier states, oldest first, each a whole game
 * in the same format (docs/scythe-state.md), at most UNDO_FILE_MAX of them. The library ignores the
 * key; the one-shot commands rewrite the file without it (their steps cannot be undone here).
 * The file is written through the game store (store_save_text), like every save of a game.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "core/json.h"
#include "cli/undo_file.h"
#include "store/store.h"

int undo_file_save(store_game *sg, const scy_game *g, const scy_game *steps, int n, am_err *err)
{
    const char *path = sg->path;
    am_buf b = {0};
    scy_game_to_json(g, &b);
    json_t *root = b.data ? json_loads(b.data, 0, NULL) : NULL;
    am_buf_free(&b);
    if (!root) return am_fail(err, AM_EIO, _("%s: out of memory"), path);
    int first = n > UNDO_FILE_MAX ? n - UNDO_FILE_MAX : 0;
    json_t *list = json_array();
    for (int i = first; i < n; i++) {
        scy_game_to_json(&steps[i], &b);
        json_t *x = b.data ? json_loads(b.data, 0, NULL) : NULL;
        am_buf_free(&b);
        if (x) json_object_del(x, "last_report");  /* the report is for `why`, not needed to go back: keeps the file small */
        if (x) json_array_append_new(list, x);
    }
    if (json_array_size(list)) json_object_set_new(root, "undo", list);
    else json_decref(list);
    /* the same layout as a game saved by the library (am_json_dumps ends with a newline) */
    char *withnl = am_json_dumps(root);
    json_decref(root);
    if (!withnl) return am_fail(err, AM_EIO, _("%s: out of memory"), path);
    /* saved through the game store (src/store/): its lock, its version check, its history */
    int rc = store_save_text(sg, withnl, err);
    free(withnl);
    sg->hist = 0;
    if (rc == AM_OK) store_record(sg, g);
    return rc;
}

int undo_file_load(const char *path, scy_game **steps, int *n, am_err *err)
{
    *steps = NULL;
    *n = 0;
    char *text = NULL;
    if (am_file_read(path, 1 << 20, &text, NULL, err) != AM_OK) return AM_EIO;
    json_t *root = json_loads(text, 0, NULL);
    free(text);
    json_t *list = root ? json_object_get(root, "undo") : NULL;
    if (!list) {
        json_decref(root);
        return AM_OK;  /* an older file, or none yet: nothing to undo */
    }
    int rc = AM_OK;
    size_t cnt = json_is_array(list) ? json_array_size(list) : 0;
    if (!json_is_array(list) || cnt > UNDO_FILE_MAX) {
        rc = am_fail(err, AM_EDATA, _("%s: undo: must be a list of at most %d earlier states"), path, UNDO_FILE_MAX);
    } else if (cnt) {
        scy_game *s = malloc(cnt * sizeof *s);
        if (!s) rc = am_fail(err, AM_EIO, _("%s: out of memory"), path);
        for (size_t i = 0; s && i < cnt && rc == AM_OK; i++) {
            char *one = json_dumps(json_array_get(list, i), JSON_COMPACT);
            am_err e;
            if (!one || scy_game_from_json(&s[i], one, &e) != AM_OK)
                rc = am_fail(err, AM_EDATA, _("%s: undo[%zu]: %s"), path, i, one ? e.msg : _("out of memory"));
            free(one);
        }
        if (rc == AM_OK) {
            *steps = s;
            *n = (int)cnt;
        } else {
            free(s);
        }
    }
    json_decref(root);
    return rc;
}
