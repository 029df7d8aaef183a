/* `automa scythe combat|move|deploy|set|encounter|factory|unlock|recruit|resources|trap|flag|done|
 * score`: the human's side of the game and the end. Thin: parse, load, call the library, save,
 * print. Every error is one line on stderr; exit 1 for bad data or an illegal action, 2 for usage;
 * the game file is only rewritten (atomically) when the action succeeded. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "automa/scythe.h"
#include "automa/scythe_table.h"
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

/* IFA, companion mode (R-IFA-13): the move of words w is checked first; only one that springs a
 * face-down trap needs --trap KIND (trap), and the refusal says so with the command to run. The
 * kind into *kind (-1 none); CLI_OK or the status of the message printed. */
static int trap_option(const scy_game *g, const char *const *w, const char *trap, const char *path, int *kind)
{
    int type, from, to, at;
    am_err e;
    char msg[512] = "";
    scythe_move_springs(g, w, &type, &from, &to, &at);
    if (trap && (*kind = scythe_trap_kind_parse(trap)) < 0)
        snprintf(msg, sizeof msg, _("the trap is popularity, power, coins or cards, not '%.30s'"), trap);
    else if (trap && at < 0 && scy_move_springs_trap(g, type, from, to, &at, &e) == AM_OK)
        snprintf(msg, sizeof msg, _("--trap: %s holds no face-down trap of an Automa"), scy_pos_name(to));
    if (msg[0]) return cli_error(CLI_EUSAGE, "move: %s", msg);
    if (!trap && at >= 0) {
        snprintf(msg, sizeof msg,
                 _("%s holds a face-down trap of the %s Automa: turn it over and give its kind: automa scythe move %s %s "
                   "%s %s --trap popularity|power|coins|cards"),
                 scy_pos_name(at), scy_faction_label(g->p[g->trap_owner[at]].faction), path, w[1], w[2], w[3]);
        return cli_error(CLI_EDATA, "move: %s", msg);
    }
    return CLI_OK;
}

int cli_scythe_action(int argc, char **argv)
{
    const scy_action *a = scy_action_find(argv[0]);
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
                    a->flags & SCY_ACT_PLAYER ? opts_set : a->flags & (SCY_ACT_TRAP | SCY_ACT_JSON) ? opts_move : opts_other);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        switch (c) {
        case 'h':
            printf(_("usage: automa scythe %s FILE %s%s\n%s.\n"), a->name, *a->args ? _(a->args) : "",
                   a->flags & SCY_ACT_TRAP ? _(" [--trap KIND] [--json]") : "", _(a->help));
            if (a->flags & SCY_ACT_TRAP)
                printf(_("  --trap KIND  companion mode: onto a face-down trap of a Togawa Automa, the kind the token shows\n"
                         "               when you turn it over (popularity, power, coins or cards)\n"));
            if (a->flags & SCY_ACT_PLAYER)
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
    int pl = -1, rc;
    if (player) {
        int f = scy_faction_parse(player);
        if (f < 0) return cli_error(CLI_EUSAGE, _("--player: unknown faction '%s'"), player);
        for (int q = 0; q < g.nplayers; q++)
            if (g.p[q].faction == f && !g.p[q].automa) pl = q;
        if (pl < 0) return cli_error(CLI_EDATA, _("--player: %s is not a human player of this game"), player);
    }
    int kind = -1;
    if ((a->flags & SCY_ACT_TRAP) && (rc = trap_option(&g, words, trap, path, &kind)) != CLI_OK) return rc;
    am_buf b = {0};
    rc = scythe_action_apply_for(&g, pl, kind, n, words, json, &b, &e);
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

/* How the answers are called here, for the library's messages. */
static const char *const combat_fields[SCY_NCFIELDS] = {"--power", "--cards", "--automa-cards", "--defender-cards",
                                                         "--defender-power", "--deck-cards"};

/* --deck-cards N[,M] (option real-deck): the card each Automa side drew, the attacker's first. */
static int deck_cards_opt(const char *v, scy_combat_answers *a)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%s", v);
    int k = 0;
    long n;
    for (char *save = NULL, *t = strtok_r(buf, ", ", &save); t; t = strtok_r(NULL, ", ", &save)) {
        if (k == 2 || am_parse_int(t, 1, SCY_NCARDS, &n))
            return cli_error(CLI_EUSAGE, _("--deck-cards: one or two card numbers (1-%d), not '%s'"), SCY_NCARDS, v);
        a->deck_card[k++] = (uint8_t)n;
    }
    return CLI_OK;
}

/* The options into the answers of the library's combat protocol; the error printed. */
static int combat_options(int argc, char **argv, scy_combat_answers *a, int *json, const char **path)
{
    enum { O_JSON = CLI_OPT_OWN, O_POWER, O_CARDS, O_AUTOMA_CARDS, O_DEFENDER_CARDS, O_DEFENDER_POWER, O_DECK_CARDS };
    static const struct option opts[] = {
        {"power", required_argument, NULL, O_POWER},
        {"cards", required_argument, NULL, O_CARDS},
        {"automa-cards", required_argument, NULL, O_AUTOMA_CARDS},
        {"defender-cards", required_argument, NULL, O_DEFENDER_CARDS},
        {"defender-power", required_argument, NULL, O_DEFENDER_POWER},
        {"deck-cards", required_argument, NULL, O_DECK_CARDS},
        {"json", no_argument, NULL, O_JSON},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    cli_getopt go;
    cli_getopt_init(&go, "scythe combat", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        const char *v = go.arg;
        long n;
        switch (c) {
        case 'h':
            fputs(_(combat_usage), stdout);
            fputs(_("  --defender-power N  two people fight: the defender's dial (then --defender-cards are the\n"
                    "                      defender's cards)\n"), stdout);
            fputs(_("  --deck-cards N[,M]  your own deck (option real-deck): the number of the card each Automa side\n"
                    "                      drew from its real deck for the combat (the attacker's first)\n"), stdout);
            return -1;
        case O_JSON: *json = 1; break;
        case O_POWER:
            if (am_parse_int(v, 0, 7, &n)) return cli_error(CLI_EUSAGE, _("--power: the dial goes from 0 to 7, not '%s'"), v);
            a->power = (int8_t)n;
            break;
        case O_DEFENDER_POWER:
            if (am_parse_int(v, 0, 7, &n))
                return cli_error(CLI_EUSAGE, _("--defender-power: the dial goes from 0 to 7, not '%s'"), v);
            a->defender_power = (int8_t)n;
            break;
        case O_CARDS:
            if (cards_opt("--cards", v, &a->cards)) return CLI_EUSAGE;
            a->has_cards = 1;
            break;
        case O_AUTOMA_CARDS:
            if (cards_opt("--automa-cards", v, &a->automa_cards)) return CLI_EUSAGE;
            a->has_automa_cards = 1;
            break;
        case O_DEFENDER_CARDS:
            if (cards_opt("--defender-cards", v, &a->defender_cards)) return CLI_EUSAGE;
            a->has_defender_cards = 1;
            break;
        case O_DECK_CARDS:
            if (deck_cards_opt(v, a)) return CLI_EUSAGE;
            break;
        default: return CLI_EUSAGE;
        }
    }
    if (go.nargs > 1) return cli_error(CLI_EUSAGE, _("combat: one game file only"));
    if (go.nargs == 1) *path = go.argv[1];
    if (!*path) return cli_error(CLI_EUSAGE, _("combat: which game file? (automa scythe combat FILE --power N)"));
    return CLI_OK;
}

/* The combat's result (scy_combat_go reached SCY_CS_DONE) as text or JSON. */
static void combat_result(const scy_game *g, const scy_combat_step *st, int json, am_buf *b)
{
    if (json) {
        am_buf_puts(b, "{\"combat\": ");
        scy_combat_render_json(g, &st->report, b);
        if (st->report.continued) {
            am_buf_puts(b, ", \"turn\": ");
            scy_report_render_json(g, &st->turn, b);
        }
        am_buf_puts(b, "}\n");
        return;
    }
    scy_combat_render_text(g, &st->report, b);
    if (st->report.continued) {
        am_buf_puts(b, _("The Automa's turn goes on:\n"));
        scy_report_render_text(g, &st->turn, 0, b);
    }
}

int cli_scythe_combat(int argc, char **argv)
{
    const char *path = NULL;
    int json = 0;
    scy_combat_answers ans;
    scy_combat_answers_init(&ans);
    int orc = combat_options(argc, argv, &ans, &json, &path);
    if (orc != CLI_OK) return orc < 0 ? CLI_OK : orc;
    scy_game g;
    store_game sg = STORE_GAME_INIT;   /* the folder stays locked until the save (or the exit) */
    if (cli_scythe_load(path, &g, &sg) != CLI_OK) return CLI_EDATA;
    if (g.pending.kind != SCY_PEND_COMBAT) return cli_error(CLI_EDATA, _("combat: %s: no combat is waiting"), path);
    if (ans.deck_card[0] && !ans.deck_card[1] && !g.p[g.pending.attacker].automa) {   /* the one Automa defends */
        ans.deck_card[1] = ans.deck_card[0];
        ans.deck_card[0] = 0;
    }
    am_err e;
    scy_combat_step st;
    int rc = scy_combat_go(&g, &ans, combat_fields, &st, &e);
    if (rc != AM_OK) return cli_error(cli_exit_status(rc), "%s", e.msg);
    if (st.stage == SCY_CS_CHOOSE)
        return cli_error(CLI_EUSAGE, _("combat: first choose your power and combat cards: automa scythe combat %s "
                                       "--power N [--cards V,V]"),
                         path);
    if (st.stage == SCY_CS_DIALS)
        return cli_error(CLI_EUSAGE, ans.power < 0 ? _("combat: --power N is required (your dial, 0-7)")
                                                   : _("combat: two people fight: --defender-power N is required (the defender's dial)"));
    am_buf b = {0};
    if (st.stage == SCY_CS_DECK) {
        /* your own deck: the choice made so far is kept; the card drawn from the real deck is needed */
        if (cli_scythe_save(&sg, &g) != CLI_OK) return CLI_EDATA;
        if (st.committed_now) {
            char pw[48], cc[48];
            am_buf_printf(&b, _("Your choice is recorded: %s and %s.\n"), scy_power_text(pw, sizeof pw, g.pending.c_power),
                          scy_combat_cards_text(cc, sizeof cc, g.pending.c_ncards));
        }
        for (int s = 0; s < 2; s++)
            if (st.need_deck[s])
                am_buf_printf(&b, _("Draw the top card of the %s Automa's deck for the combat, then run: automa scythe combat %s "
                                    "--deck-cards N\n"),
                              scy_faction_label(g.p[s ? g.pending.defender : g.pending.attacker].faction), path);
        if (b.data) cli_say("%s", b.data);
        am_buf_free(&b);
        return CLI_OK;
    }
    if (st.stage == SCY_CS_DRAW) {
        /* the person draws the Automa's cards now: the choice made so far (and a card told) is kept in the file */
        if ((st.committed_now || g.pending.deck_told) && cli_scythe_save(&sg, &g) != CLI_OK) return CLI_EDATA;
        if (st.committed_now) {
            char pw[48], cc[48];
            am_buf_printf(&b, _("Your choice is recorded: %s and %s.\n"), scy_power_text(pw, sizeof pw, g.pending.c_power),
                          scy_combat_cards_text(cc, sizeof cc, g.pending.c_ncards));
        }
        scy_combat_plan_render_text(&g, st.plan, &b);
        for (int s = 0; s < 2; s++)
            if (st.need[s] > 0)
                am_buf_printf(&b, P_("Draw %d combat card(s) at random from the %s Automa's face-down combat cards, then run: "
                                     "automa scythe combat %s %s V,V\n",
                                     "Draw %d combat card(s) at random from the %s Automa's face-down combat cards, then run: "
                                     "automa scythe combat %s %s V,V\n",
                                     st.need[s]),
                              st.need[s], scy_faction_label(g.p[st.plan[s].player].faction), path,
                              st.automas == 2 && s == 1 ? "--defender-cards" : "--automa-cards");
        if (b.data) cli_say("%s", b.data);
        am_buf_free(&b);
        return CLI_OK;
    }
    if (cli_scythe_save(&sg, &g) != CLI_OK) return CLI_EDATA;
    combat_result(&g, &st, json, &b);
    put_buf(&b);
    if (!json && st.report.continued && scy_game_is_multi(&g) && g.pending.kind == SCY_PEND_NONE && !g.turn.active)
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
