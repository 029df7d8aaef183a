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
#include "cli/scythe_cmd.h"
#include "store/store.h"

/* ---- small helpers ----------------------------------------------------------------------- */

static int cards_opt(const char *opt, const char *s, scy_combat_choice *c)
{
    am_err e;
    if (scythe_parse_cards(s, c, &e) != AM_OK) return cli_error(CLI_EUSAGE, "%s: %s", opt, e.msg);
    return CLI_OK;
}



static void put_buf(am_buf *b)
{
    if (b->data) fputs(b->data, stdout);
    am_buf_free(b);
}

/* ---- move, deploy, set, tokens, end of turn: `automa scythe ACTION FILE WORDS...` ------------ */

int cli_scythe_action(int argc, char **argv)
{
    const scythe_action_info *a = scythe_action_find(argv[0]);
    const char *path = NULL, *player = NULL, *trap = NULL;
    const char *words[8];
    int n = 0, json = 0;
    words[n++] = argv[0];
    /* set takes --player, move --trap and --json, every action --help */
    enum { O_PLAYER = CLI_OPT_OWN, O_JSON, O_TRAP };
    static const struct option opts_set[] = {{"player", required_argument, NULL, O_PLAYER},
                                             {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    static const struct option opts_move[] = {{"trap", required_argument, NULL, O_TRAP},
                                              {"json", no_argument, NULL, O_JSON},
                                              {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    static const struct option opts_other[] = {{"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    char cmd[32];
    snprintf(cmd, sizeof cmd, "scythe %s", a->name);
    cli_getopt go;
    cli_getopt_init(&go, cmd, argc, argv,
                    a->flags & SA_PLAYER ? opts_set : a->flags & (SA_TRAP | SA_JSON) ? opts_move : opts_other);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        switch (c) {
        case 'h':
            printf(_("usage: automa scythe %s FILE %s%s\n%s.\n"), a->name, *a->args ? _(a->args) : "",
                   a->flags & SA_TRAP ? _(" [--trap KIND] [--json]") : "", _(a->help));
            if (a->flags & SA_TRAP)
                printf(_("  --trap KIND  companion mode: onto a face-down trap of a Togawa Automa, the kind the token shows\n"
                         "               when you turn it over (popularity, power, coins or cards)\n"));
            if (a->flags & SA_PLAYER)
                printf(_("  --player FACTION  with several humans: whose number (default: the human whose turn it is)\n"));
            printf(_("Loads FILE, records the action if the rules allow it, and saves FILE (unchanged if not).\n"
                     "Details: docs/scythe-commands.md\n"));
            return CLI_OK;
        case O_PLAYER: player = go.arg; break;
        case O_JSON: json = 1; break;
        case O_TRAP: trap = go.arg; break;
        default: return CLI_EUSAGE;
        }
    }
    for (int i = 1; i <= go.nargs; i++) {
        if (!path) path = go.argv[i];
        else if (n < 8) words[n++] = go.argv[i];
        else return cli_error(CLI_EUSAGE, _("%s: too many arguments"), a->name);
    }
    if (!path || n - 1 != a->nargs)
        return cli_error(CLI_EUSAGE, _("usage: automa scythe %s FILE %s"), a->name, *a->args ? _(a->args) : "");
    scy_game g;
    store_game sg = STORE_GAME_INIT;   /* the folder stays locked until the save (or the exit) */
    if (cli_scythe_load(path, &g, &sg) != CLI_OK) return CLI_EDATA;
    am_err e;
    int pl = -1;
    if (player) {
        int f = scy_faction_parse(player);
        if (f < 0) return cli_error(CLI_EUSAGE, _("--player: unknown faction '%s'"), player);
        for (int q = 0; q < g.nplayers; q++)
            if (g.p[q].faction == f && !g.p[q].automa) pl = q;
        if (pl < 0) return cli_error(CLI_EDATA, _("--player: %s is not a human player of this game"), player);
    }
    if ((a->flags & SA_TRAP) && scythe_move_trap(&g, words, trap, path, &e) != AM_OK)
        return cli_fail(0, &e, "move");
    am_buf b = {0};
    int rc = scythe_action_apply_for(&g, pl, n, words, json, &b, &e);
    if (rc != AM_OK) {
        am_buf_free(&b);
        size_t an = strlen(a->name);  /* the library's message may already start with "move:" */
        if (strncmp(e.msg, a->name, an) == 0 && e.msg[an] == ':') return cli_error(cli_exit_status(rc), "%s", e.msg);
        return cli_error(cli_exit_status(rc), "%s: %s", a->name, e.msg);
    }
    if (cli_scythe_save(&sg, &g) != CLI_OK) {
        am_buf_free(&b);
        return CLI_EDATA;
    }
    put_buf(&b);
    if (!json && g.pending.kind == SCY_PEND_COMBAT && strcmp(a->name, "move") == 0)
        cli_say(_("Then run: automa scythe combat %s --power N --cards V,V\n"), path);
    if (!json && strcmp(a->name, "done") == 0) cli_scythe_next(&g, path);
    return CLI_OK;
}

/* Who plays next, after a turn ended. */
void cli_scythe_next(const scy_game *g, const char *path)
{
    if (g->game_over) {
        cli_say(_("The game is over. Next: automa scythe score %s\n"), path);
        return;
    }
    const scy_player *p = &g->p[g->current];
    if (!scy_game_is_multi(g) && p->automa)
        cli_say(_("Next: automa scythe turn %s\n"), path);
    else if (p->automa)
        cli_say(_("Next: the %s Automa: automa scythe turn %s\n"), scy_faction_label(p->faction), path);
    else
        cli_say(_("Next: %s (human) plays; then automa scythe done %s\n"), scy_faction_label(p->faction), path);
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

int cli_scythe_combat(int argc, char **argv)
{
    const char *path = NULL;
    int json = 0, have_power = 0, have_dpower = 0;
    long power = 0, dpower = 0;
    scy_combat_choice human, acards, dcards;
    memset(&human, 0, sizeof human);
    memset(&acards, 0, sizeof acards);
    memset(&dcards, 0, sizeof dcards);
    int have_acards = 0, have_dcards = 0;
    enum { O_JSON = CLI_OPT_OWN, O_POWER, O_CARDS, O_AUTOMA_CARDS, O_DEFENDER_CARDS, O_DEFENDER_POWER };
    static const struct option opts[] = {
        {"power", required_argument, NULL, O_POWER},
        {"cards", required_argument, NULL, O_CARDS},
        {"automa-cards", required_argument, NULL, O_AUTOMA_CARDS},
        {"defender-cards", required_argument, NULL, O_DEFENDER_CARDS},
        {"defender-power", required_argument, NULL, O_DEFENDER_POWER},
        {"json", no_argument, NULL, O_JSON},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    cli_getopt go;
    cli_getopt_init(&go, "scythe combat", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        const char *v = go.arg;
        switch (c) {
        case 'h':
            fputs(_(combat_usage), stdout);
            fputs(_("  --defender-power N  two people fight: the defender's dial (then --defender-cards are the\n"
                    "                      defender's cards)\n"), stdout);
            return CLI_OK;
        case O_JSON: json = 1; break;
        case O_POWER:
            if (am_parse_int(v, 0, 7, &power)) return cli_error(CLI_EUSAGE, _("--power: the dial goes from 0 to 7, not '%s'"), v);
            have_power = 1;
            break;
        case O_DEFENDER_POWER:
            if (am_parse_int(v, 0, 7, &dpower))
                return cli_error(CLI_EUSAGE, _("--defender-power: the dial goes from 0 to 7, not '%s'"), v);
            have_dpower = 1;
            break;
        case O_CARDS:
            if (cards_opt("--cards", v, &human)) return CLI_EUSAGE;
            break;
        case O_AUTOMA_CARDS:
            if (cards_opt("--automa-cards", v, &acards)) return CLI_EUSAGE;
            have_acards = 1;
            break;
        case O_DEFENDER_CARDS:
            if (cards_opt("--defender-cards", v, &dcards)) return CLI_EUSAGE;
            have_dcards = 1;
            break;
        default: return CLI_EUSAGE;
        }
    }
    if (go.nargs > 1) return cli_error(CLI_EUSAGE, _("combat: one game file only"));
    if (go.nargs == 1) path = go.argv[1];
    if (!path) return cli_error(CLI_EUSAGE, _("combat: which game file? (automa scythe combat FILE --power N)"));
    scy_game g;
    store_game sg = STORE_GAME_INIT;   /* the folder stays locked until the save (or the exit) */
    if (cli_scythe_load(path, &g, &sg) != CLI_OK) return CLI_EDATA;
    if (g.pending.kind != SCY_PEND_COMBAT) return cli_error(CLI_EDATA, _("combat: %s: no combat is waiting"), path);
    int pls[2] = {g.pending.attacker, g.pending.defender};
    int automas = g.p[pls[0]].automa + g.p[pls[1]].automa;
    if (automas == 2 && have_power) return cli_error(CLI_EUSAGE, _("combat: two Automas fight; --power is not used"));
    if (automas == 1 && have_dcards) return cli_error(CLI_EUSAGE, _("combat: --defender-cards is only for two Automas"));
    if (automas > 0 && have_dpower) return cli_error(CLI_EUSAGE, _("combat: --defender-power is only for two people"));
    if (g.opt.combat_mode == SCY_COMBAT_SIMULATED && automas > 0 && (have_acards || have_dcards))
        return cli_error(CLI_EUSAGE, _("combat: simulated combat draws the Automa's cards itself; drop --automa-cards"));
    am_err e;
    /* step 1 (rulebook "Combat"): your dial and cards, recorded before the Automa card is drawn */
    int committed_now = 0;
    if (scy_combat_needs_commit(&g)) {
        if (!have_power)
            return cli_error(CLI_EUSAGE, _("combat: first choose your power and combat cards: automa scythe combat %s "
                                           "--power N [--cards V,V]"),
                             path);
        human.power = (uint8_t)power;
        int rc = scy_combat_commit(&g, &human, &e);
        if (rc != AM_OK) return cli_error(cli_exit_status(rc), "%s", e.msg);
        committed_now = 1;
    } else if (have_power && automas == 1) {
        return cli_error(CLI_EDATA, _("combat: your power (%d) and combat cards are already chosen; give only "
                                      "--automa-cards V,V now"),
                         g.pending.c_power);
    }
    /* steps 2-4: which card each Automa draws and what it uses */
    scy_combat_side_report plan[2];
    if (scy_combat_plan(&g, plan, &e) != AM_OK) return cli_fail(0, &e, NULL);
    scy_combat_input in;
    memset(&in, 0, sizeof in);
    int missing = 0;
    if (automas == 0) {
        /* two people (R-SC-54): both dials and cards at once, as chosen on the table */
        if (!have_power) return cli_error(CLI_EUSAGE, _("combat: --power N is required (your dial, 0-7)"));
        if (!have_dpower)
            return cli_error(CLI_EUSAGE, _("combat: two people fight: --defender-power N is required (the defender's dial)"));
        in.side[0] = human;
        in.side[0].power = (uint8_t)power;
        in.side[1] = dcards;
        in.side[1].power = (uint8_t)dpower;
    }
    for (int s = 0; s < 2; s++) {
        if (!g.p[pls[s]].automa) continue;
        int def = automas == 2 && s == 1, given = def ? have_dcards : have_acards;
        in.side[s] = def ? dcards : acards;
        if (g.opt.combat_mode != SCY_COMBAT_COMPANION) continue;
        if (!given && plan[s].ncards > 0) missing = 1;
        else if (in.side[s].ncards != plan[s].ncards)
            return cli_error(CLI_EDATA,
                             P_("combat: the %s Automa plays %d combat card(s): draw %d of its face-down cards at random "
                                "and give their values with %s V,V (you gave %d)",
                                "combat: the %s Automa plays %d combat card(s): draw %d of its face-down cards at random "
                                "and give their values with %s V,V (you gave %d)", plan[s].ncards),
                             scy_faction_label(g.p[pls[s]].faction), plan[s].ncards, plan[s].ncards,
                             def ? "--defender-cards" : "--automa-cards", in.side[s].ncards);
    }
    if (missing) {
        /* the person draws the Automa's cards now: the choice made so far is kept in the file */
        if (committed_now && cli_scythe_save(&sg, &g) != CLI_OK) return CLI_EDATA;
        am_buf b = {0};
        if (committed_now) {
            char pw[48], cc[48];
            am_buf_printf(&b, _("Your choice is recorded: %s and %s.\n"), scy_power_text(pw, sizeof pw, g.pending.c_power),
                          scy_combat_cards_text(cc, sizeof cc, g.pending.c_ncards));
        }
        scy_combat_plan_render_text(&g, plan, &b);
        for (int s = 0; s < 2; s++)
            if (g.p[pls[s]].automa && plan[s].ncards > 0)
                am_buf_printf(&b, P_("Draw %d combat card(s) at random from the %s Automa's face-down combat cards, then run: "
                                     "automa scythe combat %s %s V,V\n",
                                     "Draw %d combat card(s) at random from the %s Automa's face-down combat cards, then run: "
                                     "automa scythe combat %s %s V,V\n",
                                     plan[s].ncards),
                              plan[s].ncards, scy_faction_label(g.p[pls[s]].faction), path,
                              automas == 2 && s == 1 ? "--defender-cards" : "--automa-cards");
        if (b.data) cli_say("%s", b.data);
        am_buf_free(&b);
        return CLI_OK;
    }
    scy_combat_report r;
    scy_report turn;
    int rc = scy_combat_resolve(&g, &in, &r, &turn, &e);
    if (rc != AM_OK) return cli_error(cli_exit_status(rc), "%s", e.msg);
    if (r.continued) scy_game_keep_report(&g, &turn);
    if (cli_scythe_save(&sg, &g) != CLI_OK) return CLI_EDATA;
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

/* ---- score ------------------------------------------------------------------------------- */

int cli_scythe_score(int argc, char **argv)
{
    const char *path = NULL;
    int json = 0;
    enum { O_JSON = CLI_OPT_OWN };
    static const struct option opts[] = {{"json", no_argument, NULL, O_JSON}, {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    cli_getopt go;
    cli_getopt_init(&go, "scythe score", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        switch (c) {
        case 'h':
            fputs(_("usage: automa scythe score FILE [--json]\n"
                    "The end-game score sheet (rulebook \"Scoring\") and the winner. Before the end it shows the\n"
                    "score as if the game ended now. Set your structure bonus first: set FILE structure-bonus N.\n"),
                  stdout);
            return CLI_OK;
        case O_JSON: json = 1; break;
        default: return CLI_EUSAGE;
        }
    }
    if (go.nargs > 1) return cli_error(CLI_EUSAGE, _("score: one game file only"));
    if (go.nargs == 1) path = go.argv[1];
    if (!path) return cli_error(CLI_EUSAGE, _("usage: automa scythe score FILE [--json]"));
    scy_game g;
    if (cli_store_load(path, &am_game_scythe, &g) != CLI_OK) return CLI_EDATA;
    scy_score_sheet s;
    scy_score(&g, &s);
    am_buf b = {0};
    if (json) scy_score_render_json(&g, &s, &b);
    else scy_score_render_text(&g, &s, &b);
    put_buf(&b);
    return CLI_OK;
}
