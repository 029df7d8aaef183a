/* `automa scythe combat|move|deploy|set|encounter|factory|unlock|recruit|resources|trap|flag|done|
 * score`: the human's side of the game and the end. Thin: parse, load, call the library, save,
 * print. Every error is one line on stderr; exit 1 for bad data or an illegal action, 2 for usage;
 * the game file is only rewritten (atomically) when the action succeeded. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "automa/scythe.h"
#include "cli/cli.h"

/* ---- small helpers ----------------------------------------------------------------------- */

static int is_help(const char *a)
{
    return strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0;
}

/* Collects positional arguments (exactly npos) and --json (if json != NULL). Returns -1 when
 * --help was printed, CLI_EUSAGE on a usage error (printed), CLI_OK otherwise. */
static int plain_args(int argc, char **argv, const char *usage, int npos, const char **pos, int *json)
{
    int n = 0;
    for (int i = 1; i < argc; i++) {
        if (is_help(argv[i])) {
            fputs(usage, stdout);
            return -1;
        } else if (json && strcmp(argv[i], "--json") == 0) {
            *json = 1;
        } else if (argv[i][0] == '-' && argv[i][1] && !(argv[i][1] >= '0' && argv[i][1] <= '9')) {
            return cli_error(CLI_EUSAGE, _("%s: unknown option '%s'"), argv[0], argv[i]);
        } else if (n < npos) {
            pos[n++] = argv[i];
        } else {
            return cli_error(CLI_EUSAGE, _("%s: too many arguments ('%s')"), argv[0], argv[i]);
        }
    }
    if (n < npos) {
        fputs(usage, stderr);
        return CLI_EUSAGE;
    }
    return CLI_OK;
}

static int lib_status(int rc)
{
    return rc == AM_EUSAGE ? CLI_EUSAGE : CLI_EDATA;
}

static int parse_terr(const char *cmd, const char *s, int *pos)
{
    am_err e;
    if (scy_pos_parse(s, pos, &e) != AM_OK) return cli_error(CLI_EUSAGE, "%s: %s", cmd, e.msg);
    return CLI_OK;
}

static int parse_unit_type(const char *cmd, const char *s, int *type)
{
    if (strcmp(s, "character") == 0) *type = SCY_UT_CHARACTER;
    else if (strcmp(s, "mech") == 0) *type = SCY_UT_MECH;
    else if (strcmp(s, "worker") == 0) *type = SCY_UT_WORKER;
    else return cli_error(CLI_EUSAGE, _("%s: the unit is character, mech or worker, not '%s'"), cmd, s);
    return CLI_OK;
}

/* "3,5" → values; each 2..5. */
static int parse_cards(const char *opt, const char *s, scy_combat_choice *c)
{
    c->ncards = 0;
    if (!*s) return CLI_OK;
    const char *p = s;
    while (*p) {
        char buf[8];
        size_t n = strcspn(p, ",");
        if (n == 0 || n >= sizeof buf) return cli_error(CLI_EUSAGE, _("%s: expected card values like 3,5, got '%s'"), opt, s);
        memcpy(buf, p, n);
        buf[n] = '\0';
        long v;
        if (am_parse_int(buf, 2, 5, &v))
            return cli_error(CLI_EUSAGE, _("%s: a combat card is worth 2, 3, 4 or 5, not '%s'"), opt, buf);
        if (c->ncards >= SCY_COMBAT_MAX_CARDS) return cli_error(CLI_EUSAGE, _("%s: too many cards"), opt);
        c->cards[c->ncards++] = (uint8_t)v;
        p += n;
        if (*p == ',') p++;
    }
    return CLI_OK;
}

static const char *opt_val(int argc, char **argv, int *i, const char *name)
{
    size_t n = strlen(name);
    if (argv[*i][n] == '=') return argv[*i] + n + 1;
    if (*i + 1 >= argc) {
        cli_error(CLI_EUSAGE, _("option %s needs a value"), name);
        return NULL;
    }
    return argv[++*i];
}

static int is_opt(const char *arg, const char *name)
{
    size_t n = strlen(name);
    return strncmp(arg, name, n) == 0 && (arg[n] == '\0' || arg[n] == '=');
}

static void put_buf(am_buf *b)
{
    if (b->data) fputs(b->data, stdout);
    am_buf_free(b);
}

/* Loads, applies `act`, saves. */
typedef int (*action_fn)(scy_game *g, const void *arg, am_err *err);

static int run_action(const char *path, action_fn act, const void *arg, const char *done_msg)
{
    scy_game g;
    if (cli_scythe_load(path, &g) != CLI_OK) return CLI_EDATA;
    am_err e;
    int rc = act(&g, arg, &e);
    if (rc != AM_OK) return cli_error(lib_status(rc), "%s", e.msg);
    if (cli_scythe_save(path, &g) != CLI_OK) return CLI_EDATA;
    if (done_msg) puts(done_msg);
    return CLI_OK;
}

/* ---- combat ------------------------------------------------------------------------------ */

static const char *const combat_usage =
    N_("usage: automa scythe combat FILE [--power N] [--cards V,V...] [--automa-cards V,V...]\n"
       "                              [--defender-cards V,V...] [--json]\n"
       "Resolves the combat the game waits for (rulebook \"Combat\"), then the resources, then the rest\n"
       "of the Automa's turn if the combat happened during it.\n"
       "  --power N           your power dial, 0-7 (required when you fight)\n"
       "  --cards V,V         the values (2-5) of the combat cards you play, one per unit of yours there\n"
       "  --automa-cards V,V  companion mode: the values of the Automa's face-down cards you drew at random;\n"
       "                      run without it first and the program tells you how many to draw\n"
       "  --defender-cards V,V  the same for the defending Automa when two Automas fight\n"
       "  --json              print the reports as JSON\n");

int cli_scythe_combat(int argc, char **argv);
int cli_scythe_combat(int argc, char **argv)
{
    const char *path = NULL;
    int json = 0, have_power = 0;
    long power = 0;
    scy_combat_choice human, acards, dcards;
    memset(&human, 0, sizeof human);
    memset(&acards, 0, sizeof acards);
    memset(&dcards, 0, sizeof dcards);
    int have_acards = 0, have_dcards = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        if (is_help(a)) {
            fputs(_(combat_usage), stdout);
            return CLI_OK;
        } else if (strcmp(a, "--json") == 0) {
            json = 1;
        } else if (is_opt(a, "--power")) {
            if (!(v = opt_val(argc, argv, &i, "--power"))) return CLI_EUSAGE;
            if (am_parse_int(v, 0, 7, &power)) return cli_error(CLI_EUSAGE, _("--power: the dial goes from 0 to 7, not '%s'"), v);
            have_power = 1;
        } else if (is_opt(a, "--cards")) {
            if (!(v = opt_val(argc, argv, &i, "--cards")) || parse_cards("--cards", v, &human)) return CLI_EUSAGE;
        } else if (is_opt(a, "--automa-cards")) {
            if (!(v = opt_val(argc, argv, &i, "--automa-cards")) || parse_cards("--automa-cards", v, &acards)) return CLI_EUSAGE;
            have_acards = 1;
        } else if (is_opt(a, "--defender-cards")) {
            if (!(v = opt_val(argc, argv, &i, "--defender-cards")) || parse_cards("--defender-cards", v, &dcards))
                return CLI_EUSAGE;
            have_dcards = 1;
        } else if (a[0] == '-' && a[1]) {
            return cli_error(CLI_EUSAGE, _("combat: unknown option '%s'"), a);
        } else if (!path) {
            path = a;
        } else {
            return cli_error(CLI_EUSAGE, _("combat: one game file only"));
        }
    }
    if (!path) return cli_error(CLI_EUSAGE, _("combat: which game file? (automa scythe combat FILE --power N)"));
    scy_game g;
    if (cli_scythe_load(path, &g) != CLI_OK) return CLI_EDATA;
    if (g.pending.kind != SCY_PEND_COMBAT) return cli_error(CLI_EDATA, _("combat: %s: no combat is waiting"), path);
    int pls[2] = {g.pending.attacker, g.pending.defender};
    int automas = g.p[pls[0]].automa + g.p[pls[1]].automa;
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    for (int s = 0; s < 2; s++) {
        if (!g.p[pls[s]].automa) {
            if (!have_power) return cli_error(CLI_EUSAGE, _("combat: --power N is required (your dial, 0-7)"));
            in.side[s] = human;
            in.side[s].power = (uint8_t)power;
        } else if (automas == 2 && s == 1) {
            in.side[s] = dcards;
        } else {
            in.side[s] = acards;
        }
    }
    if (automas == 2 && have_power) return cli_error(CLI_EUSAGE, _("combat: two Automas fight; --power is not used"));
    if (automas == 1 && have_dcards) return cli_error(CLI_EUSAGE, _("combat: --defender-cards is only for two Automas"));
    am_err e;
    if (g.opt.combat_mode == SCY_COMBAT_COMPANION) {
        int need[2];
        if (scy_combat_preview(&g, need, &e) != AM_OK) return cli_error(CLI_EDATA, "%s", e.msg);
        for (int s = 0; s < 2; s++)
            if (need[s] >= 0 && need[s] != in.side[s].ncards)
                return cli_error(CLI_EDATA,
                                 _("combat: the %s Automa plays %d combat card(s): draw %d of its face-down cards at random "
                                   "and give their values with %s V,V (you gave %d)"),
                                 scy_faction_name(g.p[pls[s]].faction), need[s], need[s],
                                 automas == 2 && s == 1 ? "--defender-cards" : "--automa-cards", in.side[s].ncards);
    } else if (have_acards || have_dcards) {
        return cli_error(CLI_EUSAGE, _("combat: simulated combat draws the Automa's cards itself; drop --automa-cards"));
    }
    scy_combat_report r;
    scy_report turn;
    int rc = scy_combat_resolve(&g, &in, &r, &turn, &e);
    if (rc != AM_OK) return cli_error(lib_status(rc), "%s", e.msg);
    if (cli_scythe_save(path, &g) != CLI_OK) return CLI_EDATA;
    am_buf b = {0};
    if (json) {
        am_buf_puts(&b, "{\"combat\": ");
        scy_combat_render_json(&g, &r, &b);
        if (r.continued) {
            am_buf_puts(&b, ", \"turn\": ");
            scy_report_render_json(&g, &turn, &b);
        }
        am_buf_puts(&b, "}\n");
    } else {
        scy_combat_render_text(&g, &r, &b);
        if (r.continued) {
            am_buf_puts(&b, _("The Automa's turn goes on:\n"));
            scy_report_render_text(&g, &turn, 0, &b);
        }
    }
    put_buf(&b);
    if (!json && r.continued && scy_game_is_multi(&g) && g.pending.kind == SCY_PEND_NONE && !g.turn.active)
        cli_scythe_next(&g, path);
    return CLI_OK;
}

/* ---- move -------------------------------------------------------------------------------- */

int cli_scythe_move(int argc, char **argv);
int cli_scythe_move(int argc, char **argv)
{
    const char *pos[4];
    int json = 0;
    int rc = plain_args(argc, argv,
                        _("usage: automa scythe move FILE UNIT FROM TO [--json]\n"
                          "Records one unit of yours moving: UNIT is character, mech or worker; FROM is a territory or\n"
                          "your faction (your home base); TO a territory in its reach. Moving a character or mech onto\n"
                          "Automa combat units starts a combat (then run 'combat'); onto Automa workers alone sends them\n"
                          "home; onto an armed Automa trap springs it.\n"),
                        4, pos, &json);
    if (rc) return rc < 0 ? CLI_OK : rc;
    int type = 0, from = 0, to = 0;
    if (parse_unit_type("move", pos[1], &type) || parse_terr("move", pos[2], &from) || parse_terr("move", pos[3], &to))
        return CLI_EUSAGE;
    scy_game g;
    if (cli_scythe_load(pos[0], &g) != CLI_OK) return CLI_EDATA;
    am_err e;
    scy_human_report r;
    rc = scy_human_move(&g, type, from, to, &r, &e);
    if (rc != AM_OK) return cli_error(lib_status(rc), "%s", e.msg);
    if (cli_scythe_save(pos[0], &g) != CLI_OK) return CLI_EDATA;
    static const char *const trap_ids[] = {"popularity", "power", "coins", "cards", "unknown"};
    am_buf b = {0};
    if (json) {
        am_buf_printf(&b, "{\"from\": \"%s\", \"to\": \"%s\", \"combat\": %s, \"trap\": ", scy_pos_name(from), scy_pos_name(to),
                      r.combat ? "true" : "false");
        if (r.trap >= 0) am_buf_printf(&b, "\"%s\"", trap_ids[r.trap < 5 ? r.trap : 4]);
        else am_buf_puts(&b, "null");
        am_buf_puts(&b, ", \"workers\": ");
        if (r.workers) scy_combat_render_json(&g, &r.displace, &b);
        else am_buf_puts(&b, "null");
        am_buf_puts(&b, "}\n");
    } else {
        am_buf_printf(&b, _("Moved your %s from %s to %s.\n"), pos[1], scy_pos_name(from), scy_pos_name(to));
        if (r.trap >= 0) {
            static const char *const pen[] = {N_("lose 2 popularity"), N_("lose 3 power"), N_("lose 4 coins"),
                                              N_("discard 2 random combat cards"), N_("no known penalty")};
            am_buf_printf(&b, _("You sprang the trap on %s: %s (done for you). The trap is now disarmed.\n"), scy_pos_name(to),
                          _(pen[r.trap < 5 ? r.trap : 4]));
        }
        if (r.workers) scy_combat_render_text(&g, &r.displace, &b);
        if (r.combat)
            am_buf_printf(&b, _("Combat on %s! Choose your power and combat cards, then run: automa scythe combat %s --power N "
                                "--cards V,V\n"),
                          scy_pos_name(to), pos[0]);
    }
    put_buf(&b);
    return CLI_OK;
}

/* ---- deploy, set, tokens, end of turn ------------------------------------------------------ */

struct deploy_arg { int type, t; };
static int act_deploy(scy_game *g, const void *arg, am_err *err)
{
    const struct deploy_arg *a = arg;
    return scy_human_deploy(g, a->type, a->t, err);
}

int cli_scythe_deploy(int argc, char **argv);
int cli_scythe_deploy(int argc, char **argv)
{
    const char *pos[3];
    int rc = plain_args(argc, argv,
                        _("usage: automa scythe deploy FILE mech|worker TERRITORY\n"
                          "Records a mech or worker of yours coming from your faction mat onto TERRITORY, where you\n"
                          "have a worker.\n"),
                        3, pos, NULL);
    if (rc) return rc < 0 ? CLI_OK : rc;
    struct deploy_arg a;
    if (strcmp(pos[1], "mech") == 0) a.type = SCY_UT_MECH;
    else if (strcmp(pos[1], "worker") == 0) a.type = SCY_UT_WORKER;
    else return cli_error(CLI_EUSAGE, _("deploy: mech or worker, not '%s'"), pos[1]);
    if (parse_terr("deploy", pos[2], &a.t)) return CLI_EUSAGE;
    return run_action(pos[0], act_deploy, &a, _("Deployed."));
}

struct set_arg { int stat, rel; long v; int faction; };
static int act_set(scy_game *g, const void *arg, am_err *err)
{
    const struct set_arg *a = arg;
    int pl = scy_human_player(g);
    if (a->faction >= 0) {
        pl = -1;
        for (int q = 0; q < g->nplayers; q++)
            if (g->p[q].faction == a->faction) pl = q;
        if (pl < 0 || g->p[pl].automa)
            return am_fail(err, AM_EDATA, _("set: %s is not a human player of this game"), scy_faction_name(a->faction));
    }
    if (pl < 0) return am_fail(err, AM_ESTATE, _("set: there is no human player"));
    long v = a->rel ? scy_human_get_player(g, pl, a->stat) + a->v : a->v;
    if (v < 0) v = a->rel ? 0 : v;
    /* a gain stops at the end of the track, as on the board */
    if (a->rel > 0 && a->stat == SCY_STAT_POWER && v > SCY_POWER_MAX) v = SCY_POWER_MAX;
    if (a->rel > 0 && a->stat == SCY_STAT_POPULARITY && v > 18) v = 18;
    if (v > 100000) v = 100000;
    return scy_human_set_player(g, pl, a->stat, (int)v, err);
}

int cli_scythe_set(int argc, char **argv);
int cli_scythe_set(int argc, char **argv)
{
    const char *pos[3];
    /* --player FACTION (several humans): whose numbers; taken out before the positional arguments */
    int faction = -1, n = 0;
    char *args[16];
    for (int i = 0; i < argc; i++) {
        if (i > 0 && is_opt(argv[i], "--player")) {
            const char *v = opt_val(argc, argv, &i, "--player");
            if (!v) return CLI_EUSAGE;
            if ((faction = scy_faction_parse(v)) < 0) return cli_error(CLI_EUSAGE, _("--player: unknown faction '%s'"), v);
            continue;
        }
        if (n >= 16) return cli_error(CLI_EUSAGE, _("set: too many arguments"));
        args[n++] = argv[i];
    }
    int rc = plain_args(n, args,
                        _("usage: automa scythe set FILE WHAT N|+N|-N [--player FACTION]\n"
                          "Sets one of your numbers (any time, also as a correction): WHAT is power, popularity, coins,\n"
                          "stars, combat-cards or structure-bonus. +N / -N add or take away (never below 0; power\n"
                          "and popularity stop at the end of their track).\n"
                          "A sixth star ends the game.\n"
                          "  --player FACTION  with several humans: whose number (default: the human whose turn it is,\n"
                          "                    else the next human in turn order)\n"),
                        3, pos, NULL);
    if (rc) return rc < 0 ? CLI_OK : rc;
    static const char *const names[] = {"power", "popularity", "coins", "stars", "combat-cards", "structure-bonus"};
    struct set_arg a = {-1, 0, 0, faction};
    for (int i = 0; i < SCY_NSTATS; i++)
        if (strcmp(pos[1], names[i]) == 0) a.stat = i;
    if (a.stat < 0)
        return cli_error(CLI_EUSAGE, _("set: WHAT is power, popularity, coins, stars, combat-cards or structure-bonus, not '%s'"),
                         pos[1]);
    const char *v = pos[2];
    a.rel = v[0] == '+' ? 1 : (v[0] == '-' ? -1 : 0);
    if (am_parse_int(a.rel ? v + 1 : v, 0, 9999, &a.v)) return cli_error(CLI_EUSAGE, _("set: not a number: '%s'"), v);
    if (a.rel < 0) a.v = -a.v;
    return run_action(pos[0], act_set, &a, NULL);
}

static int act_encounter(scy_game *g, const void *arg, am_err *err)
{
    return scy_human_encounter(g, *(const int *)arg, err);
}

int cli_scythe_encounter(int argc, char **argv);
int cli_scythe_encounter(int argc, char **argv)
{
    const char *pos[2];
    int rc = plain_args(argc, argv,
                        _("usage: automa scythe encounter FILE TERRITORY\n"
                          "Records that your character took the encounter token on TERRITORY.\n"),
                        2, pos, NULL);
    if (rc) return rc < 0 ? CLI_OK : rc;
    int t;
    if (parse_terr("encounter", pos[1], &t)) return CLI_EUSAGE;
    return run_action(pos[0], act_encounter, &t, _("Encounter token taken."));
}

static int act_factory(scy_game *g, const void *arg, am_err *err)
{
    (void)arg;
    return scy_human_factory(g, err);
}

int cli_scythe_factory(int argc, char **argv);
int cli_scythe_factory(int argc, char **argv)
{
    const char *pos[1];
    int rc = plain_args(argc, argv,
                        _("usage: automa scythe factory FILE\nRecords that your character took a Factory card.\n"), 1, pos,
                        NULL);
    if (rc) return rc < 0 ? CLI_OK : rc;
    return run_action(pos[0], act_factory, NULL, _("Factory card taken."));
}

static int act_unlock(scy_game *g, const void *arg, am_err *err)
{
    const char *name = arg;
    int pl = scy_human_player(g);
    if (pl < 0) return am_fail(err, AM_ESTATE, _("unlock: there is no human player"));
    const scy_faction_info *f = &scy_factions[g->p[pl].faction];
    long n;
    if (am_parse_int(name, 1, 4, &n) == 0) return scy_human_unlock(g, (int)n - 1, err);
    for (int i = 0; i < 4; i++)
        if (strcasecmp(name, f->mech_ability_name[i]) == 0) return scy_human_unlock(g, i, err);
    return am_fail(err, AM_EUSAGE, _("unlock: %s has no mech ability '%s' (%s, %s, %s, %s)"), f->name, name,
                   f->mech_ability_name[0], f->mech_ability_name[1], f->mech_ability_name[2], f->mech_ability_name[3]);
}

int cli_scythe_unlock(int argc, char **argv);
int cli_scythe_unlock(int argc, char **argv)
{
    const char *pos[2];
    int rc = plain_args(argc, argv,
                        _("usage: automa scythe unlock FILE ABILITY\n"
                          "Records a mech ability of your faction mat as unlocked: its name (Riverwalk, Speed, ...) or\n"
                          "its place 1-4 on the mat.\n"),
                        2, pos, NULL);
    if (rc) return rc < 0 ? CLI_OK : rc;
    return run_action(pos[0], act_unlock, pos[1], _("Mech ability unlocked."));
}

static int act_recruit(scy_game *g, const void *arg, am_err *err)
{
    return scy_human_recruit(g, *(const int *)arg, err);
}

int cli_scythe_recruit(int argc, char **argv);
int cli_scythe_recruit(int argc, char **argv)
{
    const char *pos[2];
    int rc = plain_args(argc, argv,
                        _("usage: automa scythe recruit FILE power|coin|popularity|combat-card\n"
                          "Records a recruit you enlisted, by its ongoing bonus (the Automa's cards trigger it).\n"),
                        2, pos, NULL);
    if (rc) return rc < 0 ? CLI_OK : rc;
    static const char *const names[] = {"", "power", "coin", "popularity", "combat-card"};
    int r = -1;
    for (int i = 1; i < 5; i++)
        if (strcmp(pos[1], names[i]) == 0) r = i;
    if (r < 0) return cli_error(CLI_EUSAGE, _("recruit: power, coin, popularity or combat-card, not '%s'"), pos[1]);
    return run_action(pos[0], act_recruit, &r, _("Recruit enlisted."));
}

struct res_arg { int t, rel; long n; };
static int act_resources(scy_game *g, const void *arg, am_err *err)
{
    const struct res_arg *a = arg;
    long n = a->rel && SCY_IS_TERR(a->t) ? g->resources[a->t] + a->n : a->n;
    if (n < 0) n = 0;
    if (n > 255) n = 256;
    return scy_human_resources(g, a->t, (int)n, err);
}

int cli_scythe_resources(int argc, char **argv);
int cli_scythe_resources(int argc, char **argv)
{
    const char *pos[3];
    int rc = plain_args(argc, argv,
                        _("usage: automa scythe resources FILE TERRITORY N|+N|-N\n"
                          "Sets how many resource tokens lie on TERRITORY (after producing, moving, paying).\n"),
                        3, pos, NULL);
    if (rc) return rc < 0 ? CLI_OK : rc;
    struct res_arg a;
    if (parse_terr("resources", pos[1], &a.t)) return CLI_EUSAGE;
    const char *v = pos[2];
    a.rel = v[0] == '+' ? 1 : (v[0] == '-' ? -1 : 0);
    if (am_parse_int(a.rel ? v + 1 : v, 0, 255, &a.n)) return cli_error(CLI_EUSAGE, _("resources: not a number: '%s'"), v);
    if (a.rel < 0) a.n = -a.n;
    return run_action(pos[0], act_resources, &a, NULL);
}

struct trap_arg { int t, kind; };
static int act_trap(scy_game *g, const void *arg, am_err *err)
{
    const struct trap_arg *a = arg;
    return scy_human_trap(g, a->t, a->kind, err);
}

int cli_scythe_trap(int argc, char **argv);
int cli_scythe_trap(int argc, char **argv)
{
    const char *pos[3];
    int rc = plain_args(argc, argv,
                        _("usage: automa scythe trap FILE TERRITORY popularity|power|coins|cards\n"
                          "Togawa: records an armed trap placed on your character's territory, by its penalty.\n"),
                        3, pos, NULL);
    if (rc) return rc < 0 ? CLI_OK : rc;
    static const char *const kinds[] = {"popularity", "power", "coins", "cards"};
    struct trap_arg a = {0, -1};
    if (parse_terr("trap", pos[1], &a.t)) return CLI_EUSAGE;
    for (int i = 0; i < 4; i++)
        if (strcmp(pos[2], kinds[i]) == 0) a.kind = i;
    if (a.kind < 0) return cli_error(CLI_EUSAGE, _("trap: the kind is popularity, power, coins or cards, not '%s'"), pos[2]);
    return run_action(pos[0], act_trap, &a, _("Trap placed."));
}

static int act_flag(scy_game *g, const void *arg, am_err *err)
{
    return scy_human_flag(g, *(const int *)arg, err);
}

int cli_scythe_flag(int argc, char **argv);
int cli_scythe_flag(int argc, char **argv)
{
    const char *pos[2];
    int rc = plain_args(argc, argv,
                        _("usage: automa scythe flag FILE TERRITORY\n"
                          "Albion: records a flag placed on your character's territory.\n"),
                        2, pos, NULL);
    if (rc) return rc < 0 ? CLI_OK : rc;
    int t;
    if (parse_terr("flag", pos[1], &t)) return CLI_EUSAGE;
    return run_action(pos[0], act_flag, &t, _("Flag placed."));
}

/* Who plays next, after a turn ended (several players: a human or another Automa). */
void cli_scythe_next(const scy_game *g, const char *path)
{
    if (g->game_over) {
        printf(_("The game is over. Next: automa scythe score %s\n"), path);
        return;
    }
    const scy_player *p = &g->p[g->current];
    if (p->automa)
        printf(_("Next: the %s Automa: automa scythe turn %s\n"), scy_faction_name(p->faction), path);
    else
        printf(_("Next: %s (human) plays; then automa scythe done %s\n"), scy_faction_name(p->faction), path);
}

int cli_scythe_done(int argc, char **argv);
int cli_scythe_done(int argc, char **argv)
{
    const char *pos[1];
    int rc = plain_args(argc, argv,
                        _("usage: automa scythe done FILE\n"
                          "Ends your turn; then run 'automa scythe turn FILE' for the Automa.\n"),
                        1, pos, NULL);
    if (rc) return rc < 0 ? CLI_OK : rc;
    scy_game g;
    if (cli_scythe_load(pos[0], &g) != CLI_OK) return CLI_EDATA;
    am_err e;
    rc = scy_human_end_turn(&g, &e);
    if (rc != AM_OK) return cli_error(lib_status(rc), "%s", e.msg);
    if (cli_scythe_save(pos[0], &g) != CLI_OK) return CLI_EDATA;
    if (!scy_game_is_multi(&g)) {
        puts(_("Your turn is over. Next: automa scythe turn FILE"));  /* one human, one Automa: as before */
    } else {
        puts(_("Your turn is over."));
        cli_scythe_next(&g, pos[0]);
    }
    return CLI_OK;
}

/* ---- score ------------------------------------------------------------------------------- */

int cli_scythe_score(int argc, char **argv);
int cli_scythe_score(int argc, char **argv)
{
    const char *pos[1];
    int json = 0;
    int rc = plain_args(argc, argv,
                        _("usage: automa scythe score FILE [--json]\n"
                          "The end-game score sheet (rulebook \"Scoring\") and the winner. Before the end it shows the\n"
                          "score as if the game ended now. Set your structure bonus first: set FILE structure-bonus N.\n"),
                        1, pos, &json);
    if (rc) return rc < 0 ? CLI_OK : rc;
    scy_game g;
    if (cli_scythe_load(pos[0], &g) != CLI_OK) return CLI_EDATA;
    scy_score_sheet s;
    scy_score(&g, &s);
    am_buf b = {0};
    if (json) scy_score_render_json(&g, &s, &b);
    else scy_score_render_text(&g, &s, &b);
    put_buf(&b);
    return CLI_OK;
}
