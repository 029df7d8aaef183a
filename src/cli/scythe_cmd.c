/* The human's side of a Scythe game as words (see scythe_cmd.h): parse, call the library, say
 * what happened. No file I/O here: the callers load and save. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli/scythe_cmd.h"

const scythe_action_info scythe_actions[] = {
    {"move", 3, "UNIT FROM TO", N_("move a unit of yours (character, mech or worker) from a territory or your home base")},
    {"deploy", 2, "mech|worker TERRITORY", N_("a mech or worker from your faction mat onto a territory with your worker")},
    {"set", 2, "WHAT N|+N|-N", N_("set power, popularity, coins, stars, combat-cards or structure-bonus")},
    {"encounter", 1, "TERRITORY", N_("your character took the encounter token there")},
    {"factory", 0, "", N_("your character took a Factory card")},
    {"unlock", 1, "ABILITY", N_("a mech ability of your faction mat is unlocked (name or place 1-4)")},
    {"recruit", 1, "power|coin|popularity|combat-card", N_("you enlisted a recruit with that ongoing bonus")},
    {"resources", 2, "TERRITORY N|+N|-N", N_("how many resource tokens lie on a territory")},
    {"trap", 2, "TERRITORY popularity|power|coins|cards", N_("Togawa: a trap placed (or re-armed) there")},
    {"flag", 1, "TERRITORY", N_("Albion: a flag placed there")},
    {"build", 2, "mill|armory|monument|mine TERRITORY", N_("you built a structure on a territory with your worker")},
    {"unbuild", 1, "mill|armory|monument|mine", N_("take back a structure recorded by mistake")},
    {"tile", 1, "TILE", N_("the structure bonus tile of this game (tunnels-adjacent, ..., or manual)")},
    {"done", 0, "", N_("end your turn")},
    {NULL, 0, NULL, NULL},
};

static const char *const stat_names[SCY_NSTATS] = {"power", "popularity", "coins", "stars", "combat-cards",
                                                    "structure-bonus"};
/* What "Your power: 6." says for people: the keyword in English, the rulebook's word in Italian. */
static const char *const stat_labels[SCY_NSTATS] = {NC_("stat", "power"), NC_("stat", "popularity"), NC_("stat", "coins"),
                                                     NC_("stat", "stars"), NC_("stat", "combat-cards"),
                                                     NC_("stat", "structure-bonus")};

const scythe_action_info *scythe_action_find(const char *name)
{
    for (const scythe_action_info *a = scythe_actions; a->name; a++)
        if (strcmp(a->name, name) == 0) return a;
    return NULL;
}

int scythe_parse_unit_type(const char *s, int *type, am_err *err)
{
    if (strcasecmp(s, "character") == 0 || strcasecmp(s, "c") == 0) *type = SCY_UT_CHARACTER;
    else if (strcasecmp(s, "mech") == 0 || strcasecmp(s, "m") == 0) *type = SCY_UT_MECH;
    else if (strcasecmp(s, "worker") == 0 || strcasecmp(s, "w") == 0) *type = SCY_UT_WORKER;
    else return am_fail(err, AM_EUSAGE, _("the unit is character, mech or worker, not '%.30s'"), s);
    return AM_OK;
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

static int parse_terr(const char *s, int *pos, am_err *err)
{
    am_err e;
    if (scy_pos_parse(s, pos, &e) != AM_OK) return am_fail(err, AM_EUSAGE, "%s", e.msg);
    return AM_OK;
}

/* "N", "+N", "-N" → *rel (0 absolute, +1 add, -1 take) and *v (signed). */
static int parse_amount(const char *s, long max, int *rel, long *v, am_err *err)
{
    *rel = s[0] == '+' ? 1 : (s[0] == '-' ? -1 : 0);
    if (am_parse_int(*rel ? s + 1 : s, 0, max, v)) return am_fail(err, AM_EUSAGE, _("not a number: '%.30s'"), s);
    if (*rel < 0) *v = -*v;
    return AM_OK;
}

static int do_move(scy_game *g, char **w, int json, am_buf *out, am_err *err)
{
    int type, from, to;
    if (scythe_parse_unit_type(w[1], &type, err) || parse_terr(w[2], &from, err) || parse_terr(w[3], &to, err))
        return AM_EUSAGE;
    scy_human_report r;
    int rc = scy_human_move(g, type, from, to, &r, err);
    if (rc != AM_OK) return rc;
    if (json) {
        am_buf_printf(out, "{\"from\": \"%s\", \"to\": \"%s\", \"combat\": %s, \"trap\": ", scy_pos_name(from),
                      scy_pos_name(to), r.combat ? "true" : "false");
        if (r.trap >= 0) am_buf_printf(out, "\"%s\"", scy_trap_kind_name(r.trap));
        else am_buf_puts(out, "null");
        am_buf_puts(out, ", \"workers\": ");
        if (r.workers) scy_combat_render_json(g, &r.displace, out);
        else am_buf_puts(out, "null");
        am_buf_puts(out, "}\n");
        return AM_OK;
    }
    static const char *const units[] = {N_("character"), N_("mech"), N_("worker")};
    if (SCY_IS_HOME(from)) /* the same English words; the Italian needs "dalla base principale (Nordici)" */
        am_buf_printf(out, C_("from home base", "Moved your %s from %s to %s.\n"), _(units[type]), scy_pos_label(from),
                      scy_pos_name(to));
    else
        am_buf_printf(out, _("Moved your %s from %s to %s.\n"), _(units[type]), scy_pos_name(from), scy_pos_name(to));
    if (r.trap >= 0) {
        static const char *const pen[] = {N_("lose 2 popularity"), N_("lose 3 power"), N_("lose 4 coins"),
                                          N_("discard 2 random combat cards"), N_("no known penalty")};
        am_buf_printf(out, _("You sprang the trap on %s: %s (done for you). The trap is now disarmed.\n"), scy_pos_name(to),
                      _(pen[r.trap < 5 ? r.trap : 4]));
    }
    if (r.workers) scy_combat_render_text(g, &r.displace, out);
    if (r.combat) am_buf_printf(out, _("Combat on %s! It is fought when you are done moving into it.\n"), scy_pos_name(to));
    return AM_OK;
}

static int do_set(scy_game *g, int pl, char **w, am_buf *out, am_err *err)
{
    if (pl < 0) pl = scy_human_player(g);
    if (pl < 0) return am_fail(err, AM_ESTATE, _("set: there is no human player"));
    int stat = -1;
    for (int i = 0; i < SCY_NSTATS; i++)
        if (strcmp(w[1], stat_names[i]) == 0 || (i == SCY_STAT_COMBAT_CARDS && strcmp(w[1], "cards") == 0) ||
            (i == SCY_STAT_STRUCTURE_BONUS && strcmp(w[1], "structure") == 0))
            stat = i;
    if (stat < 0)
        return am_fail(err, AM_EUSAGE,
                       _("set: WHAT is power, popularity, coins, stars, combat-cards or structure-bonus, not '%.30s'"), w[1]);
    int rel;
    long v;
    if (parse_amount(w[2], 9999, &rel, &v, err)) return AM_EUSAGE;
    if (rel) v += scy_human_get_player(g, pl, stat);
    if (v < 0) {
        if (!rel) return am_fail(err, AM_EUSAGE, _("set: %s cannot be negative"), stat_names[stat]);
        v = 0;
    }
    /* a gain stops at the end of the track, as on the board */
    if (rel > 0 && stat == SCY_STAT_POWER && v > SCY_POWER_MAX) v = SCY_POWER_MAX;
    if (rel > 0 && stat == SCY_STAT_POPULARITY && v > SCY_POPULARITY_MAX) v = SCY_POPULARITY_MAX;
    if (v > 100000) v = 100000;
    int rc = scy_human_set_player(g, pl, stat, (int)v, err);
    if (rc != AM_OK) return rc;
    if (pl == g->current)
        am_buf_printf(out, _("Your %s: %d.\n"), am_cgettext(stat_labels[stat]), scy_human_get_player(g, pl, stat));
    else
        am_buf_printf(out, _("%s's %s: %d.\n"), scy_faction_label(g->p[pl].faction), am_cgettext(stat_labels[stat]),
                      scy_human_get_player(g, pl, stat));
    return AM_OK;
}

static int do_unlock(scy_game *g, const char *name, am_buf *out, am_err *err)
{
    int pl = scy_human_player(g);
    if (pl < 0) return am_fail(err, AM_ESTATE, _("unlock: there is no human player"));
    const scy_faction_info *f = &scy_factions[g->p[pl].faction];
    long n;
    int idx = -1;
    if (am_parse_int(name, 1, 4, &n) == 0) idx = (int)n - 1;
    for (int i = 0; i < 4 && idx < 0; i++)
        if (strcasecmp(name, f->mech_ability_name[i]) == 0) idx = i;
    if (idx < 0)
        return am_fail(err, AM_EUSAGE, _("unlock: %s has no mech ability '%.30s' (%s, %s, %s, %s)"), scy_faction_title(g->p[pl].faction), name,
                       f->mech_ability_name[0], f->mech_ability_name[1], f->mech_ability_name[2], f->mech_ability_name[3]);
    int rc = scy_human_unlock(g, idx, err);
    if (rc == AM_OK) am_buf_printf(out, _("Mech ability unlocked: %s.\n"), f->mech_ability_name[idx]);
    return rc;
}

int scythe_action_apply(scy_game *g, int n, char **w, int json, am_buf *out, am_err *err)
{
    return scythe_action_apply_for(g, -1, n, w, json, out, err);
}

static int action_apply(scy_game *g, int pl, int n, char **w, int json, am_buf *out, am_err *err);

int scythe_action_apply_for(scy_game *g, int pl, int n, char **w, int json, am_buf *out, am_err *err)
{
    /* the stars the program places itself (all structures, mechs, workers, 16 power) are told */
    int who = pl >= 0 ? pl : scy_human_player(g);
    unsigned before = who >= 0 ? g->p[who].auto_stars : 0;
    int rc = action_apply(g, pl, n, w, json, out, err);
    if (rc == AM_OK && !json && who >= 0) scythe_cmd_star_news(g, who, before, out);
    return rc;
}

static int action_apply(scy_game *g, int pl, int n, char **w, int json, am_buf *out, am_err *err)
{
    const scythe_action_info *a = n > 0 ? scythe_action_find(w[0]) : NULL;
    if (!a) return am_fail(err, AM_EUSAGE, _("unknown action '%.30s'"), n > 0 ? w[0] : "");
    if (n - 1 != a->nargs) {
        if (a->nargs == 0) return am_fail(err, AM_EUSAGE, _("%s takes no arguments"), a->name);
        return am_fail(err, AM_EUSAGE, _("usage: %s %s"), a->name, a->args);
    }
    int t, rc, rel;
    long v;
    if (strcmp(a->name, "move") == 0) return do_move(g, w, json, out, err);
    if (strcmp(a->name, "set") == 0) return do_set(g, pl, w, out, err);
    if (pl >= 0) return am_fail(err, AM_EUSAGE, _("%s: --player is only for set"), a->name);
    if (strcmp(a->name, "unlock") == 0) return do_unlock(g, w[1], out, err);
    if (strcmp(a->name, "build") == 0 || strcmp(a->name, "unbuild") == 0 || strcmp(a->name, "tile") == 0)
        return scythe_cmd_board(g, w, out, err);
    if (strcmp(a->name, "deploy") == 0) {
        int type;
        if (strcasecmp(w[1], "mech") == 0) type = SCY_UT_MECH;
        else if (strcasecmp(w[1], "worker") == 0) type = SCY_UT_WORKER;
        else return am_fail(err, AM_EUSAGE, _("deploy: mech or worker, not '%.30s'"), w[1]);
        if (parse_terr(w[2], &t, err)) return AM_EUSAGE;
        rc = scy_human_deploy(g, type, t, err);
        if (rc == AM_OK)   /* the unit named, as "Moved your mech ..." does */
            am_buf_printf(out, type == SCY_UT_MECH ? _("Deployed your mech on %s.\n") : _("Deployed your worker on %s.\n"),
                          scy_pos_name(t));
        return rc;
    }
    if (strcmp(a->name, "encounter") == 0) {
        if (parse_terr(w[1], &t, err)) return AM_EUSAGE;
        rc = scy_human_encounter(g, t, err);
        if (rc == AM_OK) am_buf_printf(out, _("Encounter token on %s taken.\n"), scy_pos_name(t));
        return rc;
    }
    if (strcmp(a->name, "factory") == 0) {
        rc = scy_human_factory(g, err);
        if (rc == AM_OK) am_buf_puts(out, _("Factory card taken.\n"));
        return rc;
    }
    if (strcmp(a->name, "recruit") == 0) {
        int r = scy_recruit_parse(w[1]);
        if (r <= SCY_REC_NONE) return am_fail(err, AM_EUSAGE, _("recruit: power, coin, popularity or combat-card, not '%.30s'"), w[1]);
        rc = scy_human_recruit(g, r, err);
        if (rc == AM_OK) am_buf_printf(out, _("Recruit enlisted: ongoing bonus %s.\n"), scy_recruit_name(r));
        return rc;
    }
    if (strcmp(a->name, "resources") == 0) {
        if (parse_terr(w[1], &t, err) || parse_amount(w[2], 255, &rel, &v, err)) return AM_EUSAGE;
        if (rel && SCY_IS_TERR(t)) v += g->resources[t];
        if (v < 0) v = 0;
        if (v > 255) v = 256;
        rc = scy_human_resources(g, t, (int)v, err);
        if (rc == AM_OK) am_buf_printf(out, P_("%s: %d resource(s).\n", "%s: %d resource(s).\n", g->resources[t]), scy_pos_name(t),
                                          g->resources[t]);
        return rc;
    }
    if (strcmp(a->name, "trap") == 0) {
        if (parse_terr(w[1], &t, err)) return AM_EUSAGE;
        int kind = scythe_trap_kind_parse(w[2]);
        if (kind < 0)
            return am_fail(err, AM_EUSAGE, _("trap: the kind is popularity, power, coins or cards, not '%.30s'"), w[2]);
        rc = scy_human_trap(g, t, kind, err);
        if (rc == AM_OK) am_buf_printf(out, _("Trap placed on %s.\n"), scy_pos_name(t));
        return rc;
    }
    if (strcmp(a->name, "flag") == 0) {
        if (parse_terr(w[1], &t, err)) return AM_EUSAGE;
        rc = scy_human_flag(g, t, err);
        if (rc == AM_OK) am_buf_printf(out, _("Flag placed on %s.\n"), scy_pos_name(t));
        return rc;
    }
    /* done */
    rc = scy_human_end_turn(g, err);
    if (rc == AM_OK) am_buf_puts(out, _("Your turn is over.\n"));
    return rc;
}

int scythe_trap_kind_parse(const char *s)
{
    int k = scy_trap_kind_parse(s);
    return k < SCY_TRAP_UNKNOWN ? k : -1;   /* a kind a person gives, not "unknown" */
}

int scythe_move_trap(scy_game *g, char **w, const char *kind, const char *path, am_err *err)
{
    int type, from, to;
    am_err ignore;
    if (scythe_parse_unit_type(w[1], &type, &ignore) || parse_terr(w[2], &from, &ignore) || parse_terr(w[3], &to, &ignore))
        return AM_OK;  /* the move itself reports the bad word */
    int pl = scy_human_player(g);
    if (!scy_trap_needs_reveal(g, pl, to)) {
        if (kind) return am_fail(err, AM_EUSAGE, _("--trap: %s holds no face-down trap of an Automa"), scy_pos_name(to));
        return AM_OK;
    }
    if (!kind)
        return am_fail(err, AM_ESTATE,
                       _("%s holds a face-down trap of the %s Automa: turn it over and give its kind: automa scythe move %s %s "
                         "%s %s --trap popularity|power|coins|cards"),
                       scy_pos_name(to), scy_faction_label(g->p[g->trap_owner[to]].faction), path ? path : "FILE", w[1], w[2],
                       w[3]);
    int k = scythe_trap_kind_parse(kind);
    if (k < 0) return am_fail(err, AM_EUSAGE, _("the trap is popularity, power, coins or cards, not '%.30s'"), kind);
    return scy_trap_reveal(g, to, k, err);
}
