/* The words of the human's board position (issue 13): build, unbuild, tile; and the sentences
 * for the stars the program placed itself. The handlers of their rows in scythe_actions[]
 * (scythe_cmd.c), shared by the one-shot commands and the companion through scythe_action_apply. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli/scythe_cmd.h"

static int parse_structure(const char *what, const char *s, int *kind, am_err *err)
{
    *kind = scy_structure_parse(s);
    for (int k = 0; *kind < 0 && s && k < SCY_NSTRUCTURES; k++)   /* its name in the current language: "mulino" */
        if (strcasecmp(s, scy_structure_label(k)) == 0) *kind = k;
    if (*kind < 0) return am_fail(err, AM_EUSAGE, _("%s: the structure is mill, armory, monument or mine, not '%.30s'"), what, s);
    return AM_OK;
}

static const char *structure_word(int kind)
{
    static const char *const names[] = {N_("Mill"), N_("Armory"), N_("Monument"), N_("Mine")};
    return kind >= 0 && kind < SCY_NSTRUCTURES ? _(names[kind]) : "?";
}

int scythe_act_build(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)pl, (void)json;
    int kind, t, rc;
    am_err e;
    if (parse_structure("build", w[1], &kind, err)) return AM_EUSAGE;
    if (scy_pos_parse(w[2], &t, &e) != AM_OK) return am_fail(err, AM_EUSAGE, "%s", e.msg);
    if ((rc = scy_human_build(g, kind, t, err)) != AM_OK) return rc;
    am_buf_printf(out, _("Built your %s on %s.\n"), structure_word(kind), scy_pos_name(t));
    if (kind == SCY_ST_MINE)
        am_buf_printf(out, _("Your units now move between %s and every tunnel territory as if they were adjacent.\n"),
                      scy_pos_name(t));
    return AM_OK;
}

int scythe_act_unbuild(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)pl, (void)json;
    int kind, rc;
    if (parse_structure("unbuild", w[1], &kind, err)) return AM_EUSAGE;
    int was = scy_structure_pos(g, g->current < g->nplayers ? g->current : 0, kind);
    int stars = g->current < g->nplayers ? g->p[g->current].stars : 0;
    if ((rc = scy_human_unbuild(g, kind, err)) != AM_OK) return rc;
    am_buf_printf(out, _("Your %s is taken back from %s.\n"), structure_word(kind), scy_pos_name(was));
    if (g->p[g->current].stars < stars)
        am_buf_puts(out, _("The star placed for all 4 structures is taken back too.\n"));
    return AM_OK;
}

int scythe_act_tile(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)pl, (void)json;
    int rc, k = scy_tile_find(w[1]);
    if (k < 0)
        return am_fail(err, AM_EUSAGE, _("tile: manual, tunnels-adjacent, lakes-adjacent, encounters-adjacent, on-tunnels, "
                                         "in-a-row or farms-tundras (or 1-6), not '%.30s'"),
                       w[1]);
    if ((rc = scy_game_set_tile(g, k, err)) != AM_OK) return rc;
    if (k == SCY_TILE_MANUAL)
        am_buf_puts(out, _("Structure bonus tile: one the program does not know; enter its coins with 'set structure-bonus N'.\n"));
    else
        am_buf_printf(out, _("Structure bonus tile %s: %s.\n"), scy_tile_title(k), _(scy_tiles[k].text));
    return AM_OK;
}

void scythe_cmd_star_news(const scy_game *g, int pl, unsigned before, am_buf *out)
{
    if (pl < 0 || pl >= g->nplayers) return;
    unsigned now = g->p[pl].auto_stars, added = now & ~before;
    for (int k = 0; k < SCY_NAUTO_STARS; k++)
        if (added & (1u << k))
            am_buf_printf(out, _("Star placed for you: %s (stars now: %d; do not add it with 'set stars').\n"),
                          scy_auto_star_text(k), g->p[pl].stars);
    if (added && g->game_over) am_buf_puts(out, _("A sixth star: the game ends now. Run 'score'.\n"));
}
