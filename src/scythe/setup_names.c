/* Set-up of the human's side (issue 13) by name: the player mat of each human and the structure
 * bonus tile, shared by `automa scythe new`, the companion's wizard and the JSON API's new game
 * (include/automa/scythe.h). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "automa/scythe.h"

const char *scy_mat_list(void)
{
    return _("industrial (1), engineering (2), militant (2A), patriotic (3), innovative (3A), mechanical (4), agricultural (5)");
}

/* A player mat as the player types it: its id or number ("patriotic", "3"), or its name in the
 * current language ("patriottica"); -1 if none (issue 29). */
int scy_mat_find(const char *s)
{
    int k = scy_mat_parse(s);
    for (int m = 0; k < 0 && s && m < SCY_NMATS; m++)
        if (strcasecmp(s, scy_mat_title(m)) == 0) k = m;
    return k;
}

int scy_setup_mat(scy_game *g, int pl, const char *name, am_buf *out, am_err *err)
{
    int k = scy_mat_find(name);
    if (k < 0) return am_fail(err, AM_EUSAGE, _("player mat: '%.30s' is not one of %s"), name ? name : "", scy_mat_list());
    int rc = scy_game_set_player_mat(g, pl, k, err);
    if (rc != AM_OK) return rc;
    if (out)
        am_buf_printf(out, _("%s: player mat %s (%s): popularity %d, coins %d. Check them against your mat.\n"),
                      scy_faction_label(g->p[pl].faction), scy_mat_title(k), scy_mats[k].label, scy_mats[k].popularity,
                      scy_mats[k].coins);
    return AM_OK;
}

int scy_setup_tile(scy_game *g, const char *name, am_buf *out, am_err *err)
{
    int k;
    if (name && strcasecmp(name, "random") == 0) {
        /* from the seed, not from the game's generator: the Automa's draws stay as they were */
        uint64_t x = g->seed ^ 0x7117e5eedULL;
        k = 1 + (int)(am_splitmix64(&x) % (SCY_NTILES - 1));
    } else if ((k = scy_tile_find(name)) < 0) {
        return am_fail(err, AM_EUSAGE, _("structure tile: '%.30s' is not random, manual, tunnels-adjacent, lakes-adjacent, "
                                         "encounters-adjacent, on-tunnels, in-a-row or farms-tundras"),
                       name ? name : "");
    }
    int rc = scy_game_set_tile(g, k, err);
    if (rc != AM_OK) return rc;
    if (!out) return AM_OK;
    if (k == SCY_TILE_MANUAL)
        am_buf_puts(out, _("Structure bonus tile: one the program does not know; enter its coins at the end with 'set "
                           "structure-bonus N'.\n"));
    else
        am_buf_printf(out, _("Structure bonus tile %s: %s. Put that tile beside the board.\n"), scy_tile_title(k),
                      _(scy_tiles[k].text));
    return AM_OK;
}
