/* The command line's use of the game store (src/store/): every load and save of a game by a
 * command goes through here, with the error printed the command line's way. */
#include <stdio.h>

#include "automa/scythe.h"
#include "cli/cli.h"
#include "store/store.h"

int cli_store_load_held(store_game *sg, const char *path, const am_game_kind *kind, void *state)
{
    am_err e;
    am_err_clear(&e);
    int rc = store_load(sg, path, kind, state, 1, &e);
    if (rc != AM_OK) return cli_fail(rc, &e, NULL);
    return CLI_OK;
}

int cli_store_load(const char *path, const am_game_kind *kind, void *state)
{
    store_game sg = STORE_GAME_INIT;
    am_err e;
    am_err_clear(&e);
    int rc = store_load(&sg, path, kind, state, 0, &e);
    if (rc != AM_OK) return cli_fail(rc, &e, NULL);
    return CLI_OK;
}

int cli_store_save(store_game *sg, const void *state)
{
    am_err e;
    am_err_clear(&e);
    int rc = store_save(sg, state, &e);
    store_close(sg);
    if (rc != AM_OK) return cli_fail(rc, &e, NULL);
    return CLI_OK;
}

int cli_store_create(store_game *sg, const char *path, const am_game_kind *kind, const void *state)
{
    am_err e;
    am_err_clear(&e);
    if (store_create(sg, path, kind, state, 1, &e) != AM_OK) return cli_fail(0, &e, NULL);
    return CLI_OK;
}

int cli_scythe_load(const char *path, scy_game *g, store_game *sg)
{
    return cli_store_load_held(sg, path, &am_game_scythe, g);
}

int cli_scythe_save(store_game *sg, const scy_game *g)
{
    return cli_store_save(sg, g);
}
