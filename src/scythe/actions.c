/*
 * The person's actions at the table (automa/scythe_actions.h): one row each, the words read here,
 * one handler that records the action and says what happened. The terminal faces read words, the
 * API reads JSON fields (src/api/api_scythe.c) by the same argument kinds; both call scy_action_do.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "automa/scythe_actions.h"
#include "automa/scythe_table.h"
#include "automa/words.h"

static const char *const stat_names[SCY_NSTATS] = {"power", "popularity", "coins", "stars", "combat-cards",
                                                    "structure-bonus"};
/* What "Your power: 6." says for people: the keyword in English, the rulebook's word in Italian. */
static const char *const stat_labels[SCY_NSTATS] = {NC_("stat", "power"), NC_("stat", "popularity"), NC_("stat", "coins"),
                                                     NC_("stat", "stars"), NC_("stat", "combat-cards"),
                                                     NC_("stat", "structure-bonus")};
static const char *const unit_words[] = {"character", "mech", "worker", NULL};

/* ---- the words --------------------------------------------------------------------------- */

/* An error naming the bad word w, with the closest of the words en[0..n) (n < 0: up to a NULL). */
static int bad_word(am_err *err, const char *msg, const char *w, const char *const *en, int n)
{
    am_buf more = {0};
    am_word_suggest(en, n, w, &more);
    am_fail(err, AM_EUSAGE, "%s%s", msg, more.data ? more.data : "");
    am_buf_free(&more);
    return AM_EUSAGE;
}

static int read_unit(const char *s, int *type, am_err *err)
{
    int k = am_word_find(unit_words, -1, s);
    if (k < 0 && s[0] && !s[1] && strchr("cmwCMW", s[0])) k = (int)(strchr("cmw", s[0] | 0x20) - "cmw");
    if (k < 0) {
        char msg[160];
        snprintf(msg, sizeof msg, _("the unit is character, mech or worker, not '%.30s'"), s);
        return bad_word(err, msg, s, unit_words, -1);
    }
    *type = k == 0 ? SCY_UT_CHARACTER : k == 1 ? SCY_UT_MECH : SCY_UT_WORKER;
    return AM_OK;
}

static int read_pos(const char *s, int *pos, am_err *err)
{
    am_err e;
    if (scy_pos_parse(s, pos, &e) != AM_OK) return am_fail(err, AM_EUSAGE, "%s", e.msg);
    return AM_OK;
}

/* "N", "+N", "-N" → *rel (0 absolute, +1 add, -1 take) and *v (signed). */
static int read_amount(const char *s, long max, int *rel, long *v, am_err *err)
{
    *rel = s[0] == '+' ? 1 : (s[0] == '-' ? -1 : 0);
    if (am_parse_int(*rel ? s + 1 : s, 0, max, v)) return am_fail(err, AM_EUSAGE, _("not a number: '%.30s'"), s);
    if (*rel < 0) *v = -*v;
    return AM_OK;
}

static int read_stat(const char *s, int *stat, am_err *err)
{
    *stat = am_word_find(stat_names, SCY_NSTATS, s);
    if (*stat < 0 && am_word_is("cards", s)) *stat = SCY_STAT_COMBAT_CARDS;
    if (*stat < 0 && am_word_is("structure", s)) *stat = SCY_STAT_STRUCTURE_BONUS;
    if (*stat >= 0) return AM_OK;
    char msg[200];
    snprintf(msg, sizeof msg, _("set: WHAT is power, popularity, coins, stars, combat-cards or structure-bonus, not '%.30s'"), s);
    return bad_word(err, msg, s, stat_names, SCY_NSTATS);
}

static int read_ability(const scy_game *g, const char *name, int *idx, am_err *err)
{
    int pl = g ? scy_human_player(g) : -1;
    if (pl < 0) return am_fail(err, AM_ESTATE, _("unlock: there is no human player"));
    const scy_faction_info *f = &scy_factions[g->p[pl].faction];
    long n;
    *idx = am_parse_int(name, 1, 4, &n) == 0 ? (int)n - 1 : scy_mech_ability_parse(g->p[pl].faction, name);
    if (*idx >= 0) return AM_OK;
    /* the names the player may type: the English ones, glossed where the language has others */
    char list[4][96];
    for (int i = 0; i < 4; i++) {
        const char *id = f->mech_ability_name[i], *lb = scy_mech_ability_label(id);
        snprintf(list[i], sizeof list[i], strcmp(id, lb) ? "%s (%s)" : "%s", lb, id);
    }
    return am_fail(err, AM_EUSAGE, _("unlock: %s has no mech ability '%.30s' (%s, %s, %s, %s)"), scy_faction_label(g->p[pl].faction),
                   name, list[0], list[1], list[2], list[3]);
}

static int read_structure(const char *what, const char *s, int *kind, am_err *err)
{
    *kind = scy_structure_parse(s);
    for (int k = 0; *kind < 0 && s && k < SCY_NSTRUCTURES; k++)   /* its name in the current language: "mulino" */
        if (strcasecmp(s, scy_structure_label(k)) == 0) *kind = k;
    if (*kind < 0) return am_fail(err, AM_EUSAGE, _("%s: the structure is mill, armory, monument or mine, not '%.30s'"), what, s);
    return AM_OK;
}

void scy_action_args_init(scy_action_args *a)
{
    memset(a, 0, sizeof *a);
    a->trap = -1;
    a->player = -1;
    a->from = a->to = a->territory = -1;
}

int scy_action_read_word(const char *what, int kind, const scy_game *g, const char *s, scy_action_args *a, am_err *err)
{
    int rc = AM_OK, k;
    switch (kind) {
    case SCY_ARG_UNIT: rc = read_unit(s, &a->unit, err); break;
    case SCY_ARG_UNIT_FROM: rc = read_pos(s, &a->from, err); break;
    case SCY_ARG_UNIT_TO: rc = read_pos(s, &a->to, err); break;
    case SCY_ARG_WORKER_AT:
    case SCY_ARG_TERRITORY: rc = read_pos(s, &a->territory, err); break;
    case SCY_ARG_DEPLOYABLE:
        if (am_word_is("mech", s)) a->unit = SCY_UT_MECH;
        else if (am_word_is("worker", s)) a->unit = SCY_UT_WORKER;
        else {
            char msg[120];
            snprintf(msg, sizeof msg, _("deploy: mech or worker, not '%.30s'"), s);
            rc = bad_word(err, msg, s, unit_words + 1, -1);
        }
        break;
    case SCY_ARG_STAT: rc = read_stat(s, &a->stat, err); break;
    case SCY_ARG_AMOUNT: rc = read_amount(s, 9999, &a->rel, &a->amount, err); break;
    case SCY_ARG_COUNT: rc = read_amount(s, 255, &a->rel, &a->amount, err); break;
    case SCY_ARG_ABILITY: rc = read_ability(g, s, &a->ability, err); break;
    case SCY_ARG_RECRUIT:
        k = scy_recruit_parse(s);
        for (int q = SCY_REC_POWER; k < 0 && q <= SCY_REC_COMBAT_CARD; q++)   /* its word in the language: "moneta" */
            if (am_word_is(scy_recruit_name(q), s)) k = q;
        if ((a->recruit = k) <= SCY_REC_NONE)
            rc = am_fail(err, AM_EUSAGE, _("recruit: power, coin, popularity or combat-card, not '%.30s'"), s);
        break;
    case SCY_ARG_TRAP_KIND:
        k = scy_trap_kind_parse(s);
        for (int q = 0; k < 0 && q < SCY_TRAP_UNKNOWN; q++)   /* its word in the language: "potere" */
            if (am_word_is(scy_trap_kind_name(q), s)) k = q;
        if (k < 0 || k >= SCY_TRAP_UNKNOWN)   /* a kind a person gives, not "unknown" */
            rc = am_fail(err, AM_EUSAGE, _("trap: the kind is popularity, power, coins or cards, not '%.30s'"), s);
        a->trap_kind = k;
        break;
    case SCY_ARG_STRUCTURE: rc = read_structure(what, s, &a->structure, err); break;
    case SCY_ARG_TILE:
        if ((a->tile = scy_tile_parse(s)) < 0)
            rc = am_fail(err, AM_EUSAGE, _("tile: manual, tunnels-adjacent, lakes-adjacent, encounters-adjacent, on-tunnels, "
                                           "in-a-row or farms-tundras (or 1-6), not '%.30s'"),
                         s);
        break;
    default: break;
    }
    return rc;
}

int scy_action_read_words(const scy_action *row, const scy_game *g, const char *const *w, scy_action_args *a, am_err *err)
{
    for (int i = 0; i < row->nargs; i++) {
        int rc = scy_action_read_word(row->name, row->arg[i], g, w[i + 1], a, err);
        if (rc != AM_OK) return rc;
    }
    return AM_OK;
}

/* ---- the handlers ------------------------------------------------------------------------ */

static void say(am_buf *said, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(am_buf *said, const char *fmt, ...)
{
    if (!said) return;
    va_list ap;
    va_start(ap, fmt);
    am_buf_vprintf(said, fmt, ap);
    va_end(ap);
}

static int act_move(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    scy_human_report *r = &res->move;
    int rc = scy_human_move_trap(g, a->unit, a->from, a->to, a->trap, r, err);
    if (rc != AM_OK) return rc;
    static const char *const units[] = {N_("character"), N_("mech"), N_("worker")};
    /* the same English words; the Italian needs "dalla base principale (Nordici)" and "ad A5" */
    const int to_a = scy_pos_name(a->to)[0] == 'A';
    if (SCY_IS_HOME(a->from))
        say(said, to_a ? C_("from home base to A", "Moved your %s from %s to %s.\n") : C_("from home base", "Moved your %s from %s to %s.\n"),
            _(units[a->unit]), scy_pos_label(a->from), scy_pos_name(a->to));
    else
        say(said, to_a ? C_("to A", "Moved your %s from %s to %s.\n") : _("Moved your %s from %s to %s.\n"), _(units[a->unit]),
            scy_pos_name(a->from), scy_pos_name(a->to));
    if (r->trap >= 0) {
        static const char *const pen[] = {N_("lose 2 popularity"), N_("lose 3 power"), N_("lose 4 coins"),
                                          N_("discard 2 random combat cards"), N_("no known penalty")};
        say(said, _("You sprang the trap on %s: %s (done for you). The trap is now disarmed.\n"), scy_pos_name(a->to),
            _(pen[r->trap < 5 ? r->trap : 4]));
    }
    if (r->workers && said) scy_combat_render_text(g, &r->displace, said);
    if (r->combat) say(said, _("Combat on %s! It is fought when you are done moving into it.\n"), scy_pos_name(a->to));
    return AM_OK;
}

static int act_set(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    int pl = a->player >= 0 ? a->player : scy_human_player(g), stat = a->stat;
    if (pl < 0) return am_fail(err, AM_ESTATE, _("set: there is no human player"));
    res->player = pl;
    long had = scy_human_get_player(g, pl, stat), v = a->rel ? had + a->amount : a->amount;
    if (v < 0 && a->rel) {   /* more than there is: a typo, not "all of it" (issue 28) */
        char typed[24];
        snprintf(typed, sizeof typed, "%ld", a->amount);
        return am_fail(err, AM_EUSAGE, _("set: %s %s would leave %ld; there are only %ld (to give up all of them: %s 0)"),
                       stat_names[stat], typed, v, had, stat_names[stat]);
    }
    if (v < 0) return am_fail(err, AM_EUSAGE, _("set: %s cannot be negative"), stat_names[stat]);
    /* a gain stops at the end of the track, as on the board */
    if (a->rel > 0 && stat == SCY_STAT_POWER && v > SCY_POWER_MAX) v = SCY_POWER_MAX;
    if (a->rel > 0 && stat == SCY_STAT_POPULARITY && v > SCY_POPULARITY_MAX) v = SCY_POPULARITY_MAX;
    if (v > 100000) v = 100000;
    int rc = scy_human_set_player(g, pl, stat, (int)v, err);
    if (rc != AM_OK) return rc;
    if (pl == g->current)
        say(said, _("Your %s: %d.\n"), am_cgettext(stat_labels[stat]), scy_human_get_player(g, pl, stat));
    else
        say(said, _("%s's %s: %d.\n"), scy_faction_label(g->p[pl].faction), am_cgettext(stat_labels[stat]),
            scy_human_get_player(g, pl, stat));
    return AM_OK;
}

static int act_unlock(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    (void)res;
    int pl = scy_human_player(g);
    if (pl < 0) return am_fail(err, AM_ESTATE, _("unlock: there is no human player"));
    int rc = scy_human_unlock(g, a->ability, err);
    if (rc == AM_OK)
        say(said, _("Mech ability unlocked: %s.\n"),
            scy_mech_ability_label(scy_factions[g->p[pl].faction].mech_ability_name[a->ability & 3]));
    return rc;
}

static int act_deploy(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    (void)res;
    int rc = scy_human_deploy(g, a->unit, a->territory, err);
    if (rc != AM_OK) return rc;
    /* the unit named, as "Moved your mech ..." does */
    say(said, a->unit == SCY_UT_MECH ? _("Deployed your mech on %s.\n") : _("Deployed your worker on %s.\n"),
        scy_pos_name(a->territory));
    if (a->unit == SCY_UT_MECH) {
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
            say(said, _("Record the mech ability it uncovered: unlock ABILITY (still locked: %s).\n"), locked);
        }
    }
    return AM_OK;
}

static int act_encounter(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    (void)res;
    int rc = scy_human_encounter(g, a->territory, err);
    if (rc == AM_OK) say(said, _("Encounter token on %s taken.\n"), scy_pos_name(a->territory));
    return rc;
}

static int act_factory(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    (void)a, (void)res;
    int rc = scy_human_factory(g, err);
    if (rc == AM_OK) say(said, "%s", _("Factory card taken.\n"));
    return rc;
}

static int act_recruit(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    (void)res;
    int rc = scy_human_recruit(g, a->recruit, err);
    if (rc == AM_OK) say(said, _("Recruit enlisted: ongoing bonus %s.\n"), am_word_local(scy_recruit_name(a->recruit)));
    return rc;
}

static int act_resources(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    (void)res;
    int t = a->territory;
    long v = a->amount;
    if (a->rel && SCY_IS_TERR(t)) v += g->resources[t];
    if (v < 0) v = 0;
    if (v > 255) v = 256;   /* refused by the library with its message */
    int rc = scy_human_resources(g, t, (int)v, err);
    if (rc == AM_OK) say(said, P_("%s: %d resource(s).\n", "%s: %d resource(s).\n", g->resources[t]), scy_pos_name(t), g->resources[t]);
    return rc;
}

static int act_trap(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    (void)res;
    int rc = scy_human_trap(g, a->territory, a->trap_kind, err);
    if (rc == AM_OK) say(said, _("Trap placed on %s.\n"), scy_pos_name(a->territory));
    return rc;
}

static int act_flag(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    (void)res;
    int rc = scy_human_flag(g, a->territory, err);
    if (rc == AM_OK) say(said, _("Flag placed on %s.\n"), scy_pos_name(a->territory));
    return rc;
}

static const char *structure_word(int kind)
{
    static const char *const names[] = {N_("Mill"), N_("Armory"), N_("Monument"), N_("Mine")};
    return kind >= 0 && kind < SCY_NSTRUCTURES ? _(names[kind]) : "?";
}

static int act_build(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    (void)res;
    int rc = scy_human_build(g, a->structure, a->territory, err);
    if (rc != AM_OK) return rc;
    say(said, _("Built your %s on %s.\n"), structure_word(a->structure), scy_pos_name(a->territory));
    if (a->structure == SCY_ST_MINE)
        say(said, _("Your units now move between %s and every tunnel territory as if they were adjacent.\n"),
            scy_pos_name(a->territory));
    return AM_OK;
}

static int act_unbuild(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    (void)res;
    int was = scy_structure_pos(g, g->current < g->nplayers ? g->current : 0, a->structure);
    int stars = g->current < g->nplayers ? g->p[g->current].stars : 0;
    int rc = scy_human_unbuild(g, a->structure, err);
    if (rc != AM_OK) return rc;
    say(said, _("Your %s is taken back from %s.\n"), structure_word(a->structure), scy_pos_name(was));
    if (g->p[g->current].stars < stars) say(said, "%s", _("The star placed for all 4 structures is taken back too.\n"));
    return AM_OK;
}

static int act_tile(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    (void)res;
    int rc = scy_game_set_tile(g, a->tile, err);
    if (rc != AM_OK) return rc;
    if (a->tile == SCY_TILE_MANUAL)
        say(said, "%s", _("Structure bonus tile: one the program does not know; enter its coins with 'set structure-bonus N'.\n"));
    else
        say(said, _("Structure bonus tile %s: %s.\n"), scy_tile_title(a->tile), _(scy_tiles[a->tile].text));
    return AM_OK;
}

static int act_done(scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said, am_err *err)
{
    (void)a, (void)res;
    int rc = scy_human_end_turn(g, err);
    if (rc == AM_OK) say(said, "%s", _("Your turn is over.\n"));
    return rc;
}

/* ---- the table: one row per action ------------------------------------------------------- */

#define NOKEY {NULL, NULL, NULL}
const scy_action scy_actions[] = {
    {"move", 3, N_("UNIT FROM TO"), N_("move a unit of yours (character, mech or worker) from a territory or your home base"),
     N_("record a move of yours: UNIT FROM TO"), SCY_ACT_TRAP | SCY_ACT_JSON, {SCY_ARG_UNIT, SCY_ARG_UNIT_FROM, SCY_ARG_UNIT_TO},
     {"unit", "from", "to"}, act_move},
    {"deploy", 2, N_("mech|worker TERRITORY"), N_("a mech or worker from your faction mat onto a territory with your worker"),
     N_("record a mech or worker you deployed"), 0, {SCY_ARG_DEPLOYABLE, SCY_ARG_WORKER_AT}, {"unit", "territory", NULL},
     act_deploy},
    {"set", 2, N_("WHAT N|+N|-N"), N_("set power, popularity, coins, stars, combat-cards or structure-bonus"),
     N_("set your power, popularity, coins, stars, combat cards (N, +N, -N)"), SCY_ACT_PLAYER, {SCY_ARG_STAT, SCY_ARG_AMOUNT},
     {"stat", "value", NULL}, act_set},
    {"encounter", 1, N_("TERRITORY"), N_("your character took the encounter token there"),
     N_("record the encounter token your character took"), 0, {SCY_ARG_TERRITORY}, {"territory", NULL, NULL}, act_encounter},
    {"factory", 0, "", N_("your character took a Factory card"), N_("record the Factory card your character took"), 0,
     {SCY_ARG_NONE}, NOKEY, act_factory},
    {"unlock", 1, N_("ABILITY"), N_("a mech ability of your faction mat is unlocked (name or place 1-4)"),
     N_("record a mech ability you unlocked"), 0, {SCY_ARG_ABILITY}, {"ability", NULL, NULL}, act_unlock},
    {"recruit", 1, N_("power|coin|popularity|combat-card"), N_("you enlisted a recruit with that ongoing bonus"),
     N_("record a recruit you enlisted (its ongoing bonus)"), 0, {SCY_ARG_RECRUIT}, {"recruit", NULL, NULL}, act_recruit},
    {"resources", 2, N_("TERRITORY N|+N|-N"), N_("how many resource tokens lie on a territory"),
     N_("set the resources on a territory"), 0, {SCY_ARG_TERRITORY, SCY_ARG_COUNT}, {"territory", "count", NULL}, act_resources},
    {"trap", 2, N_("TERRITORY popularity|power|coins|cards"), N_("Togawa: a trap placed (or re-armed) there"),
     N_("Togawa: record a trap you placed"), 0, {SCY_ARG_TERRITORY, SCY_ARG_TRAP_KIND}, {"territory", "kind", NULL}, act_trap},
    {"flag", 1, N_("TERRITORY"), N_("Albion: a flag placed there"), N_("Albion: record a flag you placed"), 0,
     {SCY_ARG_TERRITORY}, {"territory", NULL, NULL}, act_flag},
    {"build", 2, N_("mill|armory|monument|mine TERRITORY"), N_("you built a structure on a territory with your worker"),
     N_("record a structure you built: STRUCTURE TERRITORY"), 0, {SCY_ARG_STRUCTURE, SCY_ARG_WORKER_AT},
     {"structure", "territory", NULL}, act_build},
    {"unbuild", 1, N_("mill|armory|monument|mine"), N_("take back a structure recorded by mistake"),
     N_("take back a structure recorded by mistake"), 0, {SCY_ARG_STRUCTURE}, {"structure", NULL, NULL}, act_unbuild},
    {"tile", 1, N_("TILE"), N_("the structure bonus tile of this game (tunnels-adjacent, ..., or manual)"),
     N_("set the structure bonus tile of the game"), 0, {SCY_ARG_TILE}, {"tile", NULL, NULL}, act_tile},
    {"done", 0, "", N_("end your turn"), N_("end your turn"), 0, {SCY_ARG_NONE}, NOKEY, act_done},
    {NULL, 0, NULL, NULL, NULL, 0, {SCY_ARG_NONE}, NOKEY, NULL},
};
#undef NOKEY

const scy_action *scy_action_find(const char *word)
{
    for (const scy_action *a = scy_actions; word && a->name; a++)
        if (am_word_is(a->name, word)) return a;
    return NULL;
}

unsigned scy_action_stars_placed(const scy_game *g, const scy_action_result *res)
{
    if (res->player < 0 || res->player >= g->nplayers) return 0;
    return g->p[res->player].auto_stars & ~res->stars_before;
}

int scy_action_do(const scy_action *row, scy_game *g, const scy_action_args *a, scy_action_result *res, am_buf *said,
                  am_err *err)
{
    scy_action_result tmp;
    if (!res) res = &tmp;
    memset(res, 0, sizeof *res);
    res->player = a->player >= 0 ? a->player : scy_human_player(g);
    res->stars_before = res->player >= 0 ? g->p[res->player].auto_stars : 0;
    scy_game next = *g;   /* all or nothing */
    size_t len = said ? said->len : 0;
    int rc = row->run(&next, a, res, said, err);
    if (rc != AM_OK) {
        if (said && said->data) said->data[said->len = len] = '\0';
        return rc;
    }
    *g = next;
    /* the stars the program placed itself (all structures, mechs, workers, 16 power) are told */
    unsigned added = scy_action_stars_placed(g, res);
    for (int k = 0; said && k < SCY_NAUTO_STARS; k++)
        if (added & (1u << k))
            am_buf_printf(said, _("Star placed for you: %s (stars now: %d; do not add it with 'set stars').\n"), scy_auto_star_text(k),
                          g->p[res->player].stars);
    if (said && added && g->game_over) am_buf_puts(said, _("A sixth star: the game ends now. Run 'score'.\n"));
    return AM_OK;
}
