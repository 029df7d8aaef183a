/* `automa scythe ...`: new game, one Automa turn (the oracle), show. No game logic here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "automa/scythe.h"
#include "automa/scythe_table.h"
#include "cli/cli.h"
#include "cli/scythe_cmd.h"
#include "store/store.h"

static int cmd_help(int argc, char **argv);
static int cmd_new(int argc, char **argv);
static int cmd_turn(int argc, char **argv);
static int cmd_show(int argc, char **argv);

const cli_command cli_scythe_commands[] = {
    {"play", cli_scythe_play, N_("play a whole game at the table: the companion (undo, save, resume)")},
    {"map", cli_scythe_map, N_("print the board map (--svg FILE writes an SVG)")},
    {"new", cmd_new, N_("set up a new game and save it (--human, --automa, --level or --player ..., --out)")},
    {"turn", cmd_turn, N_("play one Automa turn of a saved game, print what it does, save")},
    {"show", cmd_show, N_("show a saved game: players, units, tracker, deck")},
    {"combat", cli_scythe_combat, N_("resolve the waiting combat: your power and cards (--power, --cards)")},
    /* here `automa scythe help` lists the actions of scy_actions[] (the library: src/scythe/actions.c) */
    {"score", cli_scythe_score, N_("the end-game score sheet and the winner")},
    {"replay", cli_scythe_replay, N_("replay one simulated game (automa sim scythe) step by step")},
    {"help", cmd_help, N_("this help")},
    {NULL, NULL, NULL},
};

enum { ACTIONS_AT = 6 };   /* the row of the table before which the actions are listed */

static int cmd_help(int argc, char **argv)
{
    (void)argc; (void)argv;
    printf(_("usage: automa scythe COMMAND [ARGS...]\n"
             "Runs the Scythe Automa (solo opponent). Commands:\n"));
    for (int i = 0; cli_scythe_commands[i].name; i++) {
        if (i == ACTIONS_AT)
            for (const scy_action *a = scy_actions; a->name; a++) printf("  %-12s %s\n", a->name, _(a->summary));
        printf("  %-12s %s\n", cli_scythe_commands[i].name, _(cli_scythe_commands[i].summary));
    }
    printf(_("Run 'automa scythe COMMAND --help' for the options of a command.\n"));
    return CLI_OK;
}

int cli_scythe_main(int argc, char **argv)
{
    if (argc < 2) {
        cmd_help(0, NULL);
        return CLI_EUSAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) return cmd_help(0, NULL);
    if (scy_action_find(argv[1])) return cli_scythe_action(argc - 1, argv + 1);
    const char *actions[32];
    int na = 0;
    for (const scy_action *a = scy_actions; a->name && na < 32; a++) actions[na++] = a->name;
    const cli_command *c = cli_find_also(cli_scythe_commands, "scythe", argv[1], actions, na);
    return c ? c->run(argc - 1, argv + 1) : CLI_EUSAGE;
}

/* ---- helpers shared by the scythe commands ------------------------------------------------ */




static uint64_t fresh_seed(void)
{
    uint64_t s = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
    return am_splitmix64(&s) & 0x7fffffffffffffffULL;
}

static void new_usage(FILE *out)
{
    fprintf(out, _("usage: automa scythe new --human FACTION [--automa FACTION] [--level LEVEL] --out FILE [options]\n"
                   "  --human FACTION     your faction: nordic rusviet togawa crimea saxony polania albion\n"
                   "  --automa FACTION    the Automa's faction (default: one whose home base is far from yours)\n"
                   "  --level LEVEL       autometta, automa (default), automaszyna, ultimaszyna\n"
                   "  --player TYPE:FACTION[:LEVEL]   add a player (repeatable; instead of --human/--automa),\n"
                   "                      TYPE is human or automa; a human's third part is its player mat\n"
                   "  --player-mat NAME   your player mat: industrial (1), engineering (2), militant (2A), patriotic (3),\n"
                   "                      innovative (3A), mechanical (4), agricultural (5); sets popularity and coins\n"
                   "  --structure-tile T  the structure bonus tile drawn: tunnels-adjacent, lakes-adjacent,\n"
                   "                      encounters-adjacent, on-tunnels, in-a-row, farms-tundras, random or manual\n"
                   "  --seed N            random seed (default: a fresh one, printed)\n"
                   "  --out FILE          where to save the game (required)\n"
                   "  --cards FILE        a replacement Automa card table (format of automa-cards.txt)\n"
                   "Options of the game (also in the game file's \"options\"):\n"));
    cli_scythe_options_usage(out);
}

/* --player TYPE:FACTION[:LEVEL] (a human's third part is its player mat, kept in mats as the text
 * of v) into the setup; the error printed. */
static int new_player(scy_setup *s, const char *v, const char *mats[SCY_MAX_PLAYERS])
{
    char buf[64];
    snprintf(buf, sizeof buf, "%s", v);
    char *type = strtok(buf, ":"), *fac = strtok(NULL, ":"), *lv = strtok(NULL, ":");
    int f = scy_faction_parse(fac);
    if (!type || f < 0 || (strcmp(type, "human") != 0 && strcmp(type, "automa") != 0))
        return cli_error(CLI_EUSAGE, _("--player: expected human:FACTION or automa:FACTION[:LEVEL], got '%s'"), v);
    if (s->nplayers >= SCY_MAX_PLAYERS) return cli_error(CLI_EUSAGE, _("--player: at most 5 players"));
    int l = SCY_AUTOMA;
    if (strcmp(type, "human") == 0 && lv) {
        if (scy_mat_find(lv) < 0) return cli_error(CLI_EUSAGE, _("--player: unknown player mat '%s'"), lv);
        mats[s->nplayers] = v + (lv - buf);  /* the same text in argv */
    } else if (lv && (l = scy_level_parse(lv)) < 0) {
        return cli_error(CLI_EUSAGE, _("--player: unknown level '%s'"), lv);
    }
    s->faction[s->nplayers] = (uint8_t)f;
    s->automa[s->nplayers] = strcmp(type, "automa") == 0;
    s->level[s->nplayers] = (uint8_t)l;
    s->nplayers++;
    return CLI_OK;
}

/* After "New game saved": a note on too many Automas, then each player. */
static void new_summary(const scy_game *g)
{
    int nh = 0, na = 0;
    for (int pl = 0; pl < g->nplayers; pl++) {
        if (g->p[pl].automa) na++;
        else nh++;
    }
    if (nh > 0 && na > nh)
        printf(_("Note: more Automas than humans; the multi-player rules advise against it (bookkeeping).\n"));
    for (int pl = 0; pl < g->nplayers; pl++)
        printf("  %s: %s%s%s\n", scy_faction_label(g->p[pl].faction), g->p[pl].automa ? _("Automa, ") : _("human"),
               g->p[pl].automa ? scy_level_label(g->p[pl].level) : "", pl == g->current ? _(" (plays first)") : "");
}

/* Each human's player mat, the structure bonus tile and a replacement card table into the new game g
 * (what they set told in said); the error printed. */
static int new_extras(scy_game *g, const scy_setup *s, const char *const mats[SCY_MAX_PLAYERS], const char *tile,
                      const char *cards, am_buf *said)
{
    am_err e;
    for (int i = 0; i < s->nplayers; i++) {
        if (!mats[i]) continue;
        char m[16];
        snprintf(m, sizeof m, "%.*s", (int)strcspn(mats[i], ":"), mats[i]);
        int seat = 0;
        for (int k = 0; k < g->nplayers; k++)
            if (g->p[k].faction == s->faction[i]) seat = k;
        if (scy_setup_mat(g, seat, m, said, &e) != AM_OK) return cli_error(CLI_EUSAGE, "%s", e.msg);
    }
    if (tile && scy_setup_tile(g, tile, said, &e) != AM_OK) return cli_error(CLI_EUSAGE, "%s", e.msg);
    if (cards) {
        char *text = NULL;
        if (am_file_read(cards, 1 << 20, &text, NULL, &e) != AM_OK) return cli_error(CLI_EDATA, "%s", e.msg);
        int rc = scy_cards_parse(text, g->cards, &e);
        free(text);
        if (rc != AM_OK) return cli_error(CLI_EDATA, "%s: %s", cards, e.msg);
    }
    return CLI_OK;
}

static int cmd_new(int argc, char **argv)
{
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    int human = -1, automa = -1, level = SCY_AUTOMA, have_seed = 0;
    const char *out = NULL, *cards = NULL, *mat_opt = NULL, *tile = NULL;
    const char *mats[SCY_MAX_PLAYERS] = {NULL};  /* a player mat per setup entry (humans) */
    enum { O_HUMAN = CLI_OPT_OWN, O_AUTOMA, O_LEVEL, O_PLAYER, O_SEED, O_OUT, O_CARDS, O_PLAYER_MAT, O_STRUCTURE_TILE };
    static const struct option own[] = {
        {"human", required_argument, NULL, O_HUMAN},
        {"automa", required_argument, NULL, O_AUTOMA},
        {"level", required_argument, NULL, O_LEVEL},
        {"player", required_argument, NULL, O_PLAYER},
        {"player-mat", required_argument, NULL, O_PLAYER_MAT},
        {"structure-tile", required_argument, NULL, O_STRUCTURE_TILE},
        {"seed", required_argument, NULL, O_SEED},
        {"out", required_argument, NULL, O_OUT},
        {"cards", required_argument, NULL, O_CARDS},
        {"help", no_argument, NULL, 'h'},
    };
    /* and the game's options, from the library's option table */
    enum { NOWN = sizeof own / sizeof own[0] };
    struct option opts[NOWN + SCY_NOPTIONS + 1];
    cli_scythe_optnames names;
    cli_scythe_option_join(opts, own, NOWN, &names);
    cli_getopt go;
    cli_getopt_init(&go, "scythe new", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        const char *v = go.arg;
        long n;
        switch (c) {
        case 'h':
            new_usage(stdout);
            return CLI_OK;
        case O_HUMAN:
            if ((human = scy_faction_parse(v)) < 0) return cli_error(CLI_EUSAGE, _("--human: unknown faction '%s'"), v);
            break;
        case O_AUTOMA:
            if ((automa = scy_faction_parse(v)) < 0) return cli_error(CLI_EUSAGE, _("--automa: unknown faction '%s'"), v);
            break;
        case O_LEVEL:
            if ((level = scy_level_parse(v)) < 0)
                return cli_error(CLI_EUSAGE, _("--level: '%s' is not autometta, automa, automaszyna or ultimaszyna"), v);
            break;
        case O_PLAYER:
            if (new_player(&s, v, mats) != CLI_OK) return CLI_EUSAGE;
            break;
        case O_PLAYER_MAT:
            mat_opt = v;
            if (scy_mat_find(mat_opt) < 0)
                return cli_error(CLI_EUSAGE, _("--player-mat: '%s' is not one of %s"), mat_opt, scy_mat_list());
            break;
        case O_STRUCTURE_TILE: tile = v; break;
        case O_SEED:
            if (am_parse_int(v, 0, 0x7fffffffffffffffL, &n)) return cli_error(CLI_EUSAGE, _("--seed: not a number: '%s'"), v);
            s.seed = (uint64_t)n;
            have_seed = 1;
            break;
        case O_OUT: out = v; break;
        case O_CARDS: cards = v; break;
        default:
            if (cli_scythe_option(c, v, &s.opt) <= 0) return CLI_EUSAGE;
            break;
        }
    }
    if (cli_getopt_max_operands(&go, 0) != CLI_OK) return CLI_EUSAGE;
    if (!out) return cli_error(CLI_EUSAGE, _("new: --out FILE is required"));
    if (s.nplayers == 0) {
        if (human < 0) return cli_error(CLI_EUSAGE, _("new: --human FACTION is required (or --player ...)"));
        if (automa < 0) automa = scy_board_far_faction(human);
        if (automa == human) return cli_error(CLI_EUSAGE, _("new: the Automa and you need different factions"));
        s.nplayers = 2;
        s.faction[0] = (uint8_t)human;
        s.faction[1] = (uint8_t)automa;
        s.automa[1] = 1;
        s.level[1] = (uint8_t)level;
    } else if (human >= 0 || automa >= 0) {
        return cli_error(CLI_EUSAGE, _("new: use either --player or --human/--automa"));
    }
    if (mat_opt) {
        int done = 0;
        for (int i = 0; i < s.nplayers && !done; i++)
            if (!s.automa[i] && !mats[i]) mats[i] = mat_opt, done = 1;
        if (!done) return cli_error(CLI_EUSAGE, _("--player-mat: every human already has a player mat"));
    }
    if (!have_seed) s.seed = fresh_seed();
    scy_game g;
    am_err e;
    if (scy_game_new(&g, &s, &e) != AM_OK) return cli_error(CLI_EUSAGE, "%s", e.msg);
    am_buf said = {0};
    int rc = new_extras(&g, &s, mats, tile, cards, &said);
    if (rc != CLI_OK) {
        am_buf_free(&said);
        return rc;
    }
    store_game sg = STORE_GAME_INIT;
    if (cli_store_create(&sg, out, &am_game_scythe, &g) != CLI_OK) {
        am_buf_free(&said);
        return CLI_EDATA;
    }
    printf(_("New game saved to %s (seed %llu).\n"), out, (unsigned long long)s.seed);
    if (said.data) fputs(said.data, stdout);
    am_buf_free(&said);
    new_summary(&g);
    return CLI_OK;
}

/* Your own deck (issue 28 item 7): --card N checked and put on top for the turn's draw; required
 * with the option real-deck. CLI_OK or the status of the message printed. */
static int turn_card(scy_game *g, int card, const char *path)
{
    int drawer = scy_deck_turn_player(g);
    am_err e;
    if (card && drawer < 0) return cli_error(CLI_EDATA, _("turn: %s: no Automa draws a card now; run it without --card"), path);
    if (!card && drawer >= 0 && g->opt.real_deck)
        return cli_error(CLI_EUSAGE, _("turn: %s: you draw the Automa's cards yourself (option real-deck): draw the top card of "
                                       "the %s Automa's deck and run: automa scythe turn %s --card N"),
                         path, scy_faction_label(g->p[drawer].faction), path);
    if (card && scy_deck_card_next(g, drawer, card, NULL, &e) != AM_OK) return cli_fail(0, &e, "turn --card");
    return CLI_OK;
}

static int cmd_turn(int argc, char **argv)
{
    const char *path = NULL, *v;
    int json = 0, verbose = 0;
    long flip = -1, card = 0;
    enum { O_JSON = CLI_OPT_OWN, O_FLIP, O_CARD };
    static const struct option opts[] = {{"json", no_argument, NULL, O_JSON}, {"verbose", no_argument, NULL, 'v'},
                                         {"flip", required_argument, NULL, O_FLIP}, {"card", required_argument, NULL, O_CARD},
                                         {"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    cli_getopt go;
    cli_getopt_init(&go, "scythe turn", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        switch (c) {
        case 'h':
            printf(_("usage: automa scythe turn FILE [--flip VALUE] [--card N] [--json] [--verbose]\n"
                     "Plays one turn of the Automa whose turn it is, prints what to do on the table and why,\n"
                     "and saves the game back to FILE. --verbose lists every candidate territory;\n"
                     "--json prints the full report as JSON.\n"));
            printf(_("  --flip VALUE  options flip-move / flip-deploy in companion mode: the value (2-5) of the combat\n"
                     "                card you flipped when the turn asked for it; the turn goes on\n"));
            printf(_("  --card N      your own deck: the number of the card you drew from the Automa's real deck (the\n"
                     "                program checks it can be there); needed with the option real-deck\n"));
            return CLI_OK;
        case O_JSON: json = 1; break;
        case 'v': verbose = 1; break;
        case O_FLIP:
            v = go.arg;
            if (am_parse_int(v, 2, 5, &flip)) return cli_error(CLI_EUSAGE, _("--flip: a combat card shows 2, 3, 4 or 5, not '%s'"), v);
            break;
        case O_CARD:
            v = go.arg;
            if (am_parse_int(v, 1, SCY_NCARDS, &card))
                return cli_error(CLI_EUSAGE, _("--card: an Automa card is numbered 1 to %d, not '%s'"), SCY_NCARDS, v);
            break;
        default: return CLI_EUSAGE;
        }
    }
    if (go.nargs > 1) return cli_error(CLI_EUSAGE, _("turn: one game file only"));
    if (go.nargs == 1) path = go.argv[1];
    if (!path) return cli_error(CLI_EUSAGE, _("turn: which game file? (automa scythe turn FILE)"));
    scy_game g;
    store_game sg = STORE_GAME_INIT;
    if (cli_scythe_load(path, &g, &sg) != CLI_OK) return CLI_EDATA;
    scy_report rep;
    am_err e;
    int waits_flip = g.pending.kind == SCY_PEND_FLIP_MOVE || g.pending.kind == SCY_PEND_FLIP_DEPLOY;
    if (flip >= 0 && !waits_flip)
        return cli_error(CLI_EDATA, _("turn: %s: no flipped combat card is expected now; run it without --flip"), path);
    if (flip < 0 && waits_flip)
        return cli_error(CLI_EDATA, _("turn: %s: the turn waits for the flipped combat card: automa scythe turn %s --flip VALUE"),
                         path, path);
    int crc = turn_card(&g, (int)card, path);
    if (crc != CLI_OK) return store_close(&sg), crc;
    am_buf b = {0};   /* a flip: what to do with the card (the same as the companion says) */
    int rc = flip >= 0 ? scy_flip_answer(&g, (int)flip, &rep, json ? NULL : &b, &e) : scy_automa_turn(&g, &rep, &e);
    if (rc != AM_OK) return am_buf_free(&b), store_close(&sg), cli_fail(rc, &e, path);
    if (flip < 0) scy_game_keep_report(&g, &rep);
    if (cli_scythe_save(&sg, &g) != CLI_OK) return am_buf_free(&b), CLI_EDATA;
    if (json) scy_report_render_json(&g, &rep, &b);
    else scy_report_render_text(&g, &rep, verbose, &b);
    if (b.data) fputs(b.data, stdout);
    am_buf_free(&b);
    if (!json && (g.pending.kind == SCY_PEND_FLIP_MOVE || g.pending.kind == SCY_PEND_FLIP_DEPLOY))
        cli_say(_("Then run: automa scythe turn %s --flip VALUE\n"), path);
    /* several players: say who plays next (the 2-player output stays as it was) */
    if (!json && scy_game_is_multi(&g) && g.pending.kind == SCY_PEND_NONE && !g.turn.active) cli_scythe_next(&g, path);
    return CLI_OK;
}

static int cmd_show(int argc, char **argv)
{
    const char *path = NULL;
    static const struct option opts[] = {{"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    cli_getopt go;
    cli_getopt_init(&go, "scythe show", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        if (c != 'h') return CLI_EUSAGE;
        printf(_("usage: automa scythe show FILE\nShows the players, their units, the Automa's tracker and deck.\n"));
        return CLI_OK;
    }
    if (go.nargs > 1) return cli_error(CLI_EUSAGE, _("show: one game file only"));
    if (go.nargs == 1) path = go.argv[1];
    if (!path) return cli_error(CLI_EUSAGE, _("show: which game file? (automa scythe show FILE)"));
    scy_game g;
    if (cli_store_load(path, &am_game_scythe, &g) != CLI_OK) return CLI_EDATA;
    am_buf b = {0};
    scy_render_status(&g, &b);
    if (b.data) fputs(b.data, stdout);
    am_buf_free(&b);
    return CLI_OK;
}
