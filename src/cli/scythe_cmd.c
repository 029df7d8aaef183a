/* The human's side of a Scythe game as words (see scythe_cmd.h): parse, call the library, say
 * what happened. No file I/O here: the callers load and save. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli/scythe_cmd.h"

static const char *const stat_names[SCY_NSTATS] = {"power", "popularity", "coins", "stars", "combat-cards",
                                                    "structure-bonus"};
/* What "Your power: 6." says for people: the keyword in English, the rulebook's word in Italian. */
static const char *const stat_labels[SCY_NSTATS] = {NC_("stat", "power"), NC_("stat", "popularity"), NC_("stat", "coins"),
                                                     NC_("stat", "stars"), NC_("stat", "combat-cards"),
                                                     NC_("stat", "structure-bonus")};

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

static int act_move(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)pl;
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
    /* the same English words; the Italian needs "dalla base principale (Nordici)" and "ad A5" */
    const int to_a = scy_pos_name(to)[0] == 'A';
    if (SCY_IS_HOME(from))
        am_buf_printf(out, to_a ? C_("from home base to A", "Moved your %s from %s to %s.\n")
                                : C_("from home base", "Moved your %s from %s to %s.\n"),
                      _(units[type]), scy_pos_label(from), scy_pos_name(to));
    else
        am_buf_printf(out, to_a ? C_("to A", "Moved your %s from %s to %s.\n") : _("Moved your %s from %s to %s.\n"),
                      _(units[type]), scy_pos_name(from), scy_pos_name(to));
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

static int act_set(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)json;
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
    long had = scy_human_get_player(g, pl, stat);
    if (rel) v += had;
    if (v < 0 && rel)   /* more than there is: a typo, not "all of it" (issue 28) */
        return am_fail(err, AM_EUSAGE, _("set: %s %s would leave %ld; there are only %ld (to give up all of them: %s 0)"),
                       stat_names[stat], w[2], v, had, stat_names[stat]);
    if (v < 0) return am_fail(err, AM_EUSAGE, _("set: %s cannot be negative"), stat_names[stat]);
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

static int act_unlock(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)json;
    const char *name = w[1];
    pl = scy_human_player(g);
    if (pl < 0) return am_fail(err, AM_ESTATE, _("unlock: there is no human player"));
    const scy_faction_info *f = &scy_factions[g->p[pl].faction];
    long n;
    int idx = -1;
    if (am_parse_int(name, 1, 4, &n) == 0) idx = (int)n - 1;
    if (idx < 0) idx = scy_mech_ability_parse(g->p[pl].faction, name);
    if (idx < 0) {
        /* the names the player may type: the English ones, glossed where the language has others */
        char list[4][96];
        for (int i = 0; i < 4; i++) {
            const char *id = f->mech_ability_name[i], *lb = scy_mech_ability_label(id);
            snprintf(list[i], sizeof list[i], strcmp(id, lb) ? "%s (%s)" : "%s", lb, id);
        }
        return am_fail(err, AM_EUSAGE, _("unlock: %s has no mech ability '%.30s' (%s, %s, %s, %s)"), scy_faction_title(g->p[pl].faction), name,
                       list[0], list[1], list[2], list[3]);
    }
    int rc = scy_human_unlock(g, idx, err);
    if (rc == AM_OK) am_buf_printf(out, _("Mech ability unlocked: %s.\n"), scy_mech_ability_label(f->mech_ability_name[idx]));
    return rc;
}

static int act_deploy(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)pl, (void)json;
    int type, t, rc;
    if (strcasecmp(w[1], "mech") == 0) type = SCY_UT_MECH;
    else if (strcasecmp(w[1], "worker") == 0) type = SCY_UT_WORKER;
    else return am_fail(err, AM_EUSAGE, _("deploy: mech or worker, not '%.30s'"), w[1]);
    if (parse_terr(w[2], &t, err)) return AM_EUSAGE;
    rc = scy_human_deploy(g, type, t, err);
    if (rc == AM_OK)   /* the unit named, as "Moved your mech ..." does */
        am_buf_printf(out, type == SCY_UT_MECH ? _("Deployed your mech on %s.\n") : _("Deployed your worker on %s.\n"),
                      scy_pos_name(t));
    if (rc == AM_OK && type == SCY_UT_MECH) {
        /* the mech taken off the faction mat uncovers an ability: the program knows it only when told */
        const scy_player *p = &g->p[g->current];
        const scy_faction_info *f = &scy_factions[p->faction];
        int mechs = 0, unlocked = am_set_count(p->mech_abilities);
        for (int u = SCY_U_MECH0; u < SCY_U_WORKER0; u++) mechs += p->unit[u] != SCY_POS_MAT;
        if (unlocked < mechs && unlocked < 4) {
            char locked[160] = "";
            for (int i = 0; i < 4; i++)
                if (!(p->mech_abilities & (1u << i)))
                    snprintf(locked + strlen(locked), sizeof locked - strlen(locked), "%s%s", locked[0] ? ", " : "",
                             f->mech_ability_name[i]);
            am_buf_printf(out, _("Record the mech ability it uncovered: unlock ABILITY (still locked: %s).\n"), locked);
        }
    }
    return rc;
}

/* An action on one territory (w[1]) that the library records as it is, and the sentence saying so. */
static int on_territory(scy_game *g, const char *word, int (*record)(scy_game *, int, am_err *), const char *said,
                        am_buf *out, am_err *err)
{
    int t, rc;
    if (parse_terr(word, &t, err)) return AM_EUSAGE;
    if ((rc = record(g, t, err)) == AM_OK) am_buf_printf(out, said, scy_pos_name(t));
    return rc;
}

/* An action without words, and the sentence saying it was recorded. */
static int plain(scy_game *g, int (*record)(scy_game *, am_err *), const char *said, am_buf *out, am_err *err)
{
    int rc = record(g, err);
    if (rc == AM_OK) am_buf_puts(out, said);
    return rc;
}

static int act_encounter(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)pl, (void)json;
    return on_territory(g, w[1], scy_human_encounter, _("Encounter token on %s taken.\n"), out, err);
}

static int act_factory(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)pl, (void)w, (void)json;
    return plain(g, scy_human_factory, _("Factory card taken.\n"), out, err);
}

static int act_recruit(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)pl, (void)json;
    int r = scy_recruit_parse(w[1]);
    if (r <= SCY_REC_NONE) return am_fail(err, AM_EUSAGE, _("recruit: power, coin, popularity or combat-card, not '%.30s'"), w[1]);
    int rc = scy_human_recruit(g, r, err);
    if (rc == AM_OK) am_buf_printf(out, _("Recruit enlisted: ongoing bonus %s.\n"), scy_recruit_name(r));
    return rc;
}

static int act_resources(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)pl, (void)json;
    int t, rel;
    long v;
    if (parse_terr(w[1], &t, err) || parse_amount(w[2], 255, &rel, &v, err)) return AM_EUSAGE;
    if (rel && SCY_IS_TERR(t)) v += g->resources[t];
    if (v < 0) v = 0;
    if (v > 255) v = 256;
    int rc = scy_human_resources(g, t, (int)v, err);
    if (rc == AM_OK) am_buf_printf(out, P_("%s: %d resource(s).\n", "%s: %d resource(s).\n", g->resources[t]), scy_pos_name(t),
                                      g->resources[t]);
    return rc;
}

static int act_trap(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)pl, (void)json;
    int t;
    if (parse_terr(w[1], &t, err)) return AM_EUSAGE;
    int kind = scythe_trap_kind_parse(w[2]);
    if (kind < 0) return am_fail(err, AM_EUSAGE, _("trap: the kind is popularity, power, coins or cards, not '%.30s'"), w[2]);
    int rc = scy_human_trap(g, t, kind, err);
    if (rc == AM_OK) am_buf_printf(out, _("Trap placed on %s.\n"), scy_pos_name(t));
    return rc;
}

static int act_flag(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)pl, (void)json;
    return on_territory(g, w[1], scy_human_flag, _("Flag placed on %s.\n"), out, err);
}

static int act_done(scy_game *g, int pl, const char *const *w, int json, am_buf *out, am_err *err)
{
    (void)pl, (void)w, (void)json;
    return plain(g, scy_human_end_turn, _("Your turn is over.\n"), out, err);
}

/* ---- the table: one row per action ------------------------------------------------------- */

const scythe_action_info scythe_actions[] = {
    {"move", 3, N_("UNIT FROM TO"), N_("move a unit of yours (character, mech or worker) from a territory or your home base"),
     N_("record a move of yours: UNIT FROM TO"), SA_TRAP | SA_JSON, {SW_UNIT, SW_UNIT_FROM, SW_UNIT_TO}, act_move},
    {"deploy", 2, N_("mech|worker TERRITORY"), N_("a mech or worker from your faction mat onto a territory with your worker"),
     N_("record a mech or worker you deployed"), 0, {SW_DEPLOYABLE, SW_WORKER_AT}, act_deploy},
    {"set", 2, N_("WHAT N|+N|-N"), N_("set power, popularity, coins, stars, combat-cards or structure-bonus"),
     N_("set your power, popularity, coins, stars, combat cards (N, +N, -N)"), SA_PLAYER, {SW_STAT, SW_NONE}, act_set},
    {"encounter", 1, N_("TERRITORY"), N_("your character took the encounter token there"),
     N_("record the encounter token your character took"), 0, {SW_TERRITORY}, act_encounter},
    {"factory", 0, "", N_("your character took a Factory card"), N_("record the Factory card your character took"), 0,
     {SW_NONE}, act_factory},
    {"unlock", 1, N_("ABILITY"), N_("a mech ability of your faction mat is unlocked (name or place 1-4)"),
     N_("record a mech ability you unlocked"), 0, {SW_ABILITY}, act_unlock},
    {"recruit", 1, N_("power|coin|popularity|combat-card"), N_("you enlisted a recruit with that ongoing bonus"),
     N_("record a recruit you enlisted (its ongoing bonus)"), 0, {SW_RECRUIT}, act_recruit},
    {"resources", 2, N_("TERRITORY N|+N|-N"), N_("how many resource tokens lie on a territory"),
     N_("set the resources on a territory"), 0, {SW_TERRITORY, SW_NONE}, act_resources},
    {"trap", 2, N_("TERRITORY popularity|power|coins|cards"), N_("Togawa: a trap placed (or re-armed) there"),
     N_("Togawa: record a trap you placed"), 0, {SW_TERRITORY, SW_TRAP_KIND}, act_trap},
    {"flag", 1, N_("TERRITORY"), N_("Albion: a flag placed there"), N_("Albion: record a flag you placed"), 0, {SW_TERRITORY},
     act_flag},
    {"build", 2, N_("mill|armory|monument|mine TERRITORY"), N_("you built a structure on a territory with your worker"),
     N_("record a structure you built: STRUCTURE TERRITORY"), 0, {SW_STRUCTURE, SW_WORKER_AT}, scythe_act_build},
    {"unbuild", 1, N_("mill|armory|monument|mine"), N_("take back a structure recorded by mistake"),
     N_("take back a structure recorded by mistake"), 0, {SW_STRUCTURE}, scythe_act_unbuild},
    {"tile", 1, N_("TILE"), N_("the structure bonus tile of this game (tunnels-adjacent, ..., or manual)"),
     N_("set the structure bonus tile of the game"), 0, {SW_TILE}, scythe_act_tile},
    {"done", 0, "", N_("end your turn"), N_("end your turn"), 0, {SW_NONE}, act_done},
    {NULL, 0, NULL, NULL, NULL, 0, {SW_NONE}, NULL},
};

const scythe_action_info *scythe_action_find(const char *name)
{
    for (const scythe_action_info *a = scythe_actions; a->name; a++)
        if (strcmp(a->name, name) == 0) return a;
    return NULL;
}

void scythe_action_names(am_buf *out)
{
    for (const scythe_action_info *a = scythe_actions; a->name; a++)
        am_buf_printf(out, "%s%s", a == scythe_actions ? "" : ", ", a->name);
}

int scythe_action_apply(scy_game *g, int n, const char *const *w, int json, am_buf *out, am_err *err)
{
    return scythe_action_apply_for(g, -1, n, w, json, out, err);
}

static int action_apply(scy_game *g, int pl, int n, const char *const *w, int json, am_buf *out, am_err *err)
{
    const scythe_action_info *a = n > 0 ? scythe_action_find(w[0]) : NULL;
    if (!a) {
        am_buf names = {0};
        scythe_action_names(&names);
        am_fail(err, AM_EUSAGE, _("unknown action '%.30s' (%s)"), n > 0 ? w[0] : "", names.data ? names.data : "");
        am_buf_free(&names);
        return AM_EUSAGE;
    }
    if (n - 1 != a->nargs) {
        if (a->nargs == 0) return am_fail(err, AM_EUSAGE, _("%s takes no arguments"), a->name);
        return am_fail(err, AM_EUSAGE, _("usage: %s %s"), a->name, *a->args ? _(a->args) : "");
    }
    if (pl >= 0 && !(a->flags & SA_PLAYER)) return am_fail(err, AM_EUSAGE, _("%s: --player is only for set"), a->name);
    return a->run(g, pl, w, json, out, err);
}

int scythe_action_apply_for(scy_game *g, int pl, int n, const char *const *w, int json, am_buf *out, am_err *err)
{
    /* the stars the program places itself (all structures, mechs, workers, 16 power) are told */
    int who = pl >= 0 ? pl : scy_human_player(g);
    unsigned before = who >= 0 ? g->p[who].auto_stars : 0;
    int rc = action_apply(g, pl, n, w, json, out, err);
    if (rc == AM_OK && !json && who >= 0) scythe_cmd_star_news(g, who, before, out);
    return rc;
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
    case SW_UNIT: for (int i = 0; i < 3; i++) cand_add(c, units[i]); break;
    case SW_DEPLOYABLE: for (int i = 1; i < 3; i++) cand_add(c, units[i]); break;
    case SW_STAT: for (int i = 0; i < SCY_NSTATS; i++) cand_add(c, stat_names[i]); break;
    case SW_RECRUIT: for (int i = SCY_REC_NONE + 1; i <= SCY_REC_COMBAT_CARD; i++) cand_add(c, scy_recruit_name(i)); break;
    case SW_TRAP_KIND: for (int i = 0; i < SCY_TRAP_UNKNOWN; i++) cand_add(c, scy_trap_kind_name(i)); break;
    case SW_STRUCTURE: for (int k = 0; k < SCY_NSTRUCTURES; k++) cand_add(c, scy_structure_name(k)); break;
    case SW_TILE:
        cand_add(c, "manual");
        for (int k = 0; k < SCY_NTILES; k++)
            if (k != SCY_TILE_MANUAL) cand_add(c, scy_tiles[k].id);
        break;
    case SW_TERRITORY: for (int t = 0; t < SCY_NTERR; t++) cand_add(c, scy_territories[t].name); break;
    case SW_ABILITY:
        for (int i = 0; p && i < 4; i++) cand_add(c, scy_factions[p->faction].mech_ability_name[i]);
        break;
    case SW_WORKER_AT:
        if (p) cand_positions(c, scy_game_units_mask(g, hp, SCY_UK_WORKER), -1);
        break;
    case SW_UNIT_FROM: {
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
    case SW_UNIT_TO:
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
    const scythe_action_info *a = idx > 0 ? scythe_action_find(w[0]) : NULL;
    if (!a) return -1;
    cands c = {cand, 0, cap};
    if (idx <= a->nargs) complete_word(&c, g, g ? scy_human_player(g) : -1, a->words[idx - 1], w, idx);
    return c.n;
}

int scythe_trap_kind_parse(const char *s)
{
    int k = scy_trap_kind_parse(s);
    return k < SCY_TRAP_UNKNOWN ? k : -1;   /* a kind a person gives, not "unknown" */
}

int scythe_move_trap(scy_game *g, const char *const *w, const char *kind, const char *path, am_err *err)
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
