/* The human's side of a Scythe game as words (see scythe_cmd.h): the library's action rows
 * (automa/scythe_actions.h) read from the terminal's words, applied, told; and their completion.
 * No file I/O here: the callers load and save. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "automa/scythe_table.h"
#include "automa/words.h"
#include "cli/scythe_cmd.h"

static const char *const stat_names[SCY_NSTATS] = {"power", "popularity", "coins", "stars", "combat-cards",
                                                    "structure-bonus"};

int scythe_parse_unit_type(const char *s, int *type, am_err *err)
{
    scy_action_args a;
    scy_action_args_init(&a);
    int rc = scy_action_read_word("move", SCY_ARG_UNIT, NULL, s, &a, err);
    if (rc == AM_OK) *type = a.unit;
    return rc;
}

int scythe_parse_cards(const char *s, scy_combat_choice *c, am_err *err)
{
    c->ncards = 0;
    const char *p = s;
    while (*p) {
        while (*p == ',' || *p == ' ') p++;
        if (!*p) break;
        char buf[8];
        size_t n = strcspn(p, ", ");
        if (n >= sizeof buf) return am_fail(err, AM_EUSAGE, _("expected card values like 3,5, got '%.30s'"), s);
        memcpy(buf, p, n);
        buf[n] = '\0';
        long v;
        if (am_parse_int(buf, 2, 5, &v)) return am_fail(err, AM_EUSAGE, _("a combat card is worth 2, 3, 4 or 5, not '%s'"), buf);
        if (c->ncards >= SCY_COMBAT_MAX_CARDS) return am_fail(err, AM_EUSAGE, _("too many combat cards"));
        c->cards[c->ncards++] = (uint8_t)v;
        p += n;
    }
    return AM_OK;
}

void scythe_action_names(am_buf *out)
{
    for (const scy_action *a = scy_actions; a->name; a++) am_buf_printf(out, "%s%s", a == scy_actions ? "" : ", ", a->name);
}

/* `move --json`: what the move did, as the one-shot command has always printed it. */
static void move_json(const scy_game *g, const scy_action_args *a, const scy_action_result *res, am_buf *out)
{
    const scy_human_report *r = &res->move;
    am_buf_printf(out, "{\"from\": \"%s\", \"to\": \"%s\", \"combat\": %s, \"trap\": ", scy_pos_name(a->from), scy_pos_name(a->to),
                  r->combat ? "true" : "false");
    if (r->trap >= 0) am_buf_printf(out, "\"%s\"", scy_trap_kind_name(r->trap));
    else am_buf_puts(out, "null");
    am_buf_puts(out, ", \"workers\": ");
    if (r->workers) scy_combat_render_json(g, &r->displace, out);
    else am_buf_puts(out, "null");
    am_buf_puts(out, "}\n");
}

int scythe_action_apply_for(scy_game *g, int pl, int trap, int n, const char *const *w, int json, am_buf *out, am_err *err)
{
    const scy_action *row = n > 0 ? scy_action_find(w[0]) : NULL;
    if (!row) {
        am_buf names = {0};
        scythe_action_names(&names);
        am_fail(err, AM_EUSAGE, _("unknown action '%.30s' (%s)"), n > 0 ? w[0] : "", names.data ? names.data : "");
        am_buf_free(&names);
        return AM_EUSAGE;
    }
    if (n - 1 != row->nargs) {
        if (row->nargs == 0) return am_fail(err, AM_EUSAGE, _("%s takes no arguments"), row->name);
        return am_fail(err, AM_EUSAGE, _("usage: %s %s"), row->name, *row->args ? _(row->args) : "");
    }
    if (pl >= 0 && !(row->flags & SCY_ACT_PLAYER)) return am_fail(err, AM_EUSAGE, _("%s: --player is only for set"), row->name);
    scy_action_args a;
    scy_action_args_init(&a);
    a.player = pl;
    a.trap = trap;
    int rc = scy_action_read_words(row, g, w, &a, err);
    if (rc != AM_OK) return rc;
    scy_action_result res;
    if ((rc = scy_action_do(row, g, &a, &res, json ? NULL : out, err)) != AM_OK) return rc;
    if (json && (row->flags & SCY_ACT_JSON)) move_json(g, &a, &res, out);
    return AM_OK;
}

int scythe_action_apply(scy_game *g, int n, const char *const *w, int json, am_buf *out, am_err *err)
{
    return scythe_action_apply_for(g, -1, -1, n, w, json, out, err);
}

/* ---- Tab completion of an action's words ------------------------------------------------- */

typedef struct cands {
    const char **v;
    int n, cap;
} cands;

static void cand_add(cands *c, const char *s)
{
    if (c->n < c->cap) c->v[c->n++] = s;
}

static void cand_positions(cands *c, am_set terr, int home)
{
    AM_SET_FOREACH(t, terr) cand_add(c, scy_territories[t].name);
    if (home >= 0) cand_add(c, scy_pos_name(home));
}

/* The unit slots [*lo, *hi) of the unit type named by word s; 0 if s names none. */
static int unit_range(const char *s, int *lo, int *hi)
{
    int type;
    am_err e;
    if (scythe_parse_unit_type(s, &type, &e) != AM_OK) return 0;
    *lo = type == SCY_UT_CHARACTER ? 0 : type == SCY_UT_MECH ? SCY_U_MECH0 : SCY_U_WORKER0;
    *hi = type == SCY_UT_CHARACTER ? 1 : type == SCY_UT_MECH ? SCY_U_WORKER0 : SCY_NUNITS;
    return 1;
}

static void complete_word(cands *c, const scy_game *g, int hp, int kind, const char *const *w, int idx)
{
    static const char *const units[] = {"character", "mech", "worker"};
    const scy_player *p = hp >= 0 ? &g->p[hp] : NULL;
    int lo, hi, from;
    am_err e;
    switch (kind) {
    case SCY_ARG_UNIT: for (int i = 0; i < 3; i++) cand_add(c, units[i]); break;
    case SCY_ARG_DEPLOYABLE: for (int i = 1; i < 3; i++) cand_add(c, units[i]); break;
    case SCY_ARG_STAT: for (int i = 0; i < SCY_NSTATS; i++) cand_add(c, stat_names[i]); break;
    case SCY_ARG_RECRUIT: for (int i = SCY_REC_NONE + 1; i <= SCY_REC_COMBAT_CARD; i++) cand_add(c, scy_recruit_name(i)); break;
    case SCY_ARG_TRAP_KIND: for (int i = 0; i < SCY_TRAP_UNKNOWN; i++) cand_add(c, scy_trap_kind_name(i)); break;
    case SCY_ARG_STRUCTURE: for (int k = 0; k < SCY_NSTRUCTURES; k++) cand_add(c, scy_structure_name(k)); break;
    case SCY_ARG_TILE:
        cand_add(c, "manual");
        for (int k = 0; k < SCY_NTILES; k++)
            if (k != SCY_TILE_MANUAL) cand_add(c, scy_tiles[k].id);
        break;
    case SCY_ARG_TERRITORY: for (int t = 0; t < SCY_NTERR; t++) cand_add(c, scy_territories[t].name); break;
    case SCY_ARG_ABILITY:
        for (int i = 0; p && i < 4; i++) cand_add(c, scy_factions[p->faction].mech_ability_name[i]);
        break;
    case SCY_ARG_WORKER_AT:
        if (p) cand_positions(c, scy_game_units_mask(g, hp, SCY_UK_WORKER), -1);
        break;
    case SCY_ARG_UNIT_FROM: {
        if (!p || !unit_range(w[idx - 1], &lo, &hi)) break;
        am_set at = AM_SET_EMPTY;
        int home = -1;
        for (int u = lo; u < hi; u++) {
            if (SCY_IS_TERR(p->unit[u])) at = am_set_add(at, p->unit[u]);
            else if (SCY_IS_HOME(p->unit[u])) home = p->unit[u];
        }
        cand_positions(c, at, home);
        break;
    }
    case SCY_ARG_UNIT_TO:
        if (!p || !unit_range(w[idx - 2], &lo, &hi) || scy_pos_parse(w[idx - 1], &from, &e) != AM_OK) break;
        for (int u = lo; u < hi; u++)
            if (p->unit[u] == from) {
                cand_positions(c, scy_human_destinations(g, hp, u), -1);
                break;
            }
        break;
    default: break;
    }
}

int scythe_action_complete(const scy_game *g, const char *const *w, int idx, const char **cand, int cap)
{
    const scy_action *a = idx > 0 ? scy_action_find(w[0]) : NULL;
    if (!a) return -1;
    cands c = {cand, 0, cap};
    if (idx <= a->nargs) complete_word(&c, g, g ? scy_human_player(g) : -1, a->arg[idx - 1], w, idx);
    return c.n;
}

int scythe_trap_kind_parse(const char *s)
{
    int k = scy_trap_kind_parse(s);
    for (int q = 0; k < 0 && s && q < SCY_TRAP_UNKNOWN; q++)   /* its word in the language: "potere" */
        if (am_word_is(scy_trap_kind_name(q), s)) k = q;
    return k < SCY_TRAP_UNKNOWN ? k : -1;   /* a kind a person gives, not "unknown" */
}

void scythe_move_springs(const scy_game *g, const char *const *w, int *type, int *from, int *to, int *trap)
{
    scy_action_args a;
    scy_action_args_init(&a);
    am_err ignore;
    *trap = -1;
    if (scy_action_read_words(scy_action_find("move"), g, w, &a, &ignore) != AM_OK) return;
    *type = a.unit, *from = a.from, *to = a.to;
    if (scy_move_springs_trap(g, a.unit, a.from, a.to, trap, &ignore) != AM_OK) *trap = -1;
}
