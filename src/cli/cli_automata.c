/* `automa automata ...`: play Automata in the terminal against bots, simulate bot games, print
 * the card table. No game logic here: everything goes through include/automa/automata.h. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "automa/automata.h"
#include "automa/words.h"
#include "core/json.h"
#include "cli/cli.h"
#include "cli/cli_ask.h"
#include "cli/sim_shard.h"
#include "store/store.h"

static int cmd_help(int argc, char **argv);
static int cmd_play(int argc, char **argv);
static int cmd_cards(int argc, char **argv);

const cli_command cli_automata_commands[] = {
    {"play", cmd_play, N_("play in the terminal: --seats human,greedy,search [--seed N]")},
    {"sim", cli_automata_sim, N_("simulate bot games: --seats greedy,search --games N")},
    {"cards", cmd_cards, N_("print the card and board table as JSON (for --cards FILE)")},
    {"help", cmd_help, N_("this help")},
    {NULL, NULL, NULL},
};

static int cmd_help(int argc, char **argv)
{
    (void)argc; (void)argv;
    printf(_("usage: automa automata COMMAND [ARGS...]\n"
             "Automata (Andreas Frisch): the dice worker-placement game, 2-4 seats, people or bots.\n"));
    cli_print_commands(stdout, cli_automata_commands);
    return CLI_OK;
}

static int is_help(const char *a) { return strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0; }

/* --seats human,greedy,... → kinds (-1 human); returns the count or -1 with a message. */
static int parse_seats(const char *arg, int *seats, int allow_human)
{
    char buf[256];
    if (strlen(arg) >= sizeof buf) { cli_error(CLI_EUSAGE, _("--seats: too long")); return -1; }
    strcpy(buf, arg);
    int n = 0;
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (n >= ATM_MAX_SEATS) { cli_error(CLI_EUSAGE, _("--seats: at most 4 seats")); return -1; }
        int k = strcmp(tok, "human") == 0 ? -1 : atm_bot_kind_parse(tok);
        if (k == -1 && strcmp(tok, "human") != 0) {
            char kinds[200] = "human";  /* the seats there are, from the bots' own table */
            for (int b = 0; b < ATM_BOT_KINDS; b++)
                snprintf(kinds + strlen(kinds), sizeof kinds - strlen(kinds), ", %s", atm_bot_kind_name(b));
            cli_error(CLI_EUSAGE, _("--seats: unknown seat '%s' (%s)"), tok, kinds);
            return -1;
        }
        if (k == -1 && !allow_human) { cli_error(CLI_EUSAGE, _("--seats: sim takes bots only")); return -1; }
        seats[n++] = k;
    }
    if (n < 2) { cli_error(CLI_EUSAGE, _("--seats: 2 to 4 seats, comma separated")); return -1; }
    return n;
}

static int load_rules(const char *path, atm_rules *r)
{
    char *text = NULL;
    size_t len = 0;
    am_err e;
    if (am_file_read(path, 1 << 20, &text, &len, &e)) return cli_error(CLI_EDATA, "%s: %s", path, e.msg);
    int rc = atm_rules_from_json(r, text, &e);
    free(text);
    if (rc) return cli_error(CLI_EDATA, "%s: %s", path, e.msg);
    return 0;
}

/* The game this command has open (one per run of the program): its version, for the next save,
 * which the store refuses if another program saved the file in between. */
static store_game open_game = STORE_GAME_INIT;

static int save_game(const atm_game *g, const char *path, am_err *e)
{
    am_err_clear(e);
    int rc;
    if (strcmp(open_game.path, path) != 0) {
        rc = store_create(&open_game, path, &am_game_automata, g, 1, e);
    } else {
        rc = store_save(&open_game, g, e);
        store_close(&open_game);
    }
    return rc == AM_OK ? 0 : CLI_EDATA;
}

/* ---- play: parsing a person's command ------------------------------------------------- */
static int num_parse(const char *w, int lo, int hi)
{
    long v;
    if (!w) return -1;
    if ((w[0] == 'C' || w[0] == 'c' || w[0] == '#') && w[1]) w++;
    return am_parse_int(w, lo, hi, &v) == 0 ? (int)v : -1;
}

static const char *const area_names[ATM_AREAS + 2] = {"scavenge", "upgrade", "create", "research", "sell", "market", NULL};

static int area_parse(const char *w)
{
    int a = am_word_find(area_names, -1, w);
    return a == ATM_AREAS ? ATM_SELL : a;
}

/* An area word that is none, named (issue 28 item 9): "unknown area 'reserch' (did you mean
 * 'research'?)". */
static void bad_area(const char *word)
{
    am_buf close = {0};
    am_word_suggest(area_names, -1, word, &close);
    printf(_("unknown area '%s'%s: scavenge, upgrade, create, research or sell\n"), word, close.data ? close.data : "");
    am_buf_free(&close);
}

/* The die word w[i] (1-12, #7): -1 after saying why when it is missing or not a die. */
static int die_checked(char **w, int n, int i)
{
    if (n <= i) return -1;
    int d = num_parse(w[i], 1, ATM_DICE) - 1;
    if (d < 0) printf(_("'%s' is not a die: the dice are #1 to #12\n"), w[i]);
    return d;
}

/* The area word w[i]: -1 after saying why when it is missing or not an area. */
static int area_checked(char **w, int n, int i)
{
    if (n <= i) return -1;
    int a = area_parse(w[i]);
    if (a < 0) bad_area(w[i]);
    return a;
}


/* The parsers of the action verbs: each fills *a from w[0..n), or prints its usage and returns 1. */
static int die_word(char **w, int n, int i)
{
    return n > i ? num_parse(w[i], 1, ATM_DICE) - 1 : -1;
}

/* place DIE AREA */
static int parse_place(const atm_state *s, char **w, int n, atm_action *a)
{
    (void)s;
    int die = die_checked(w, n, 1), area = die >= 0 ? area_checked(w, n, 2) : -1;
    if (n != 3 || die < 0 || area < 0) { printf(_("usage: place DIE AREA   (e.g. place 7 scavenge)\n")); return 1; }
    a->kind = ATM_ACT_PLACE; a->die = (uint8_t)die; a->area = (uint8_t)area;
    return 0;
}

/* reroll DIE | plus DIE | minus DIE */
static int parse_gear(const atm_state *s, char **w, int n, atm_action *a)
{
    (void)s;
    const char *v = w[0];
    int die = die_checked(w, n, 1);
    if (n != 2 || die < 0) { printf(_("usage: %s DIE\n"), v); return 1; }
    a->kind = am_word_is("reroll", v) ? ATM_ACT_GEAR_REROLL : ATM_ACT_GEAR_ADJUST;
    a->die = (uint8_t)die;
    a->sign = (int8_t)(am_word_is("plus", v) ? 1 : am_word_is("minus", v) ? -1 : 0);
    return 0;
}

/* add DIE SPENT_DIE | sub DIE SPENT_DIE */
static int parse_combine(const atm_state *s, char **w, int n, atm_action *a)
{
    (void)s;
    const char *v = w[0];
    int die = die_checked(w, n, 1), other = die >= 0 ? die_checked(w, n, 2) : -1;
    if (n != 3 || die < 0 || other < 0) { printf(_("usage: %s DIE SPENT_DIE   (SPENT_DIE goes to Spent)\n"), v); return 1; }
    a->kind = ATM_ACT_COMBINE; a->die = (uint8_t)die; a->die2 = (uint8_t)other;
    a->sign = (int8_t)(am_word_is("add", v) ? 1 : -1);
    return 0;
}

/* card CARD DIE [+|-] */
static int parse_card(const atm_state *s, char **w, int n, atm_action *a)
{
    (void)s;
    int card = n > 1 ? num_parse(w[1], 1, ATM_CARDS) - 1 : -1, d = die_word(w, n, 2);
    if (n < 3 || n > 4 || card < 0 || d < 0 || (n == 4 && strcmp(w[3], "+") != 0 && strcmp(w[3], "-") != 0)) {
        printf(_("usage: card CARD DIE [+|-]   (e.g. card C7 3 +)\n"));
        return 1;
    }
    a->kind = ATM_ACT_CARD; a->card = (uint8_t)card; a->die = (uint8_t)d;
    a->sign = (int8_t)(n == 4 ? (w[3][0] == '+' ? 1 : -1) : 0);
    return 0;
}

/* forfeit AREA */
static int parse_forfeit(const atm_state *s, char **w, int n, atm_action *a)
{
    (void)s;
    int area = n == 2 ? area_checked(w, n, 1) : -1;
    if (area < 0) { printf(_("usage: forfeit AREA\n")); return 1; }
    a->kind = ATM_ACT_FORFEIT; a->area = (uint8_t)area;
    return 0;
}

/* One word after an activation's dice: d4=N, d6=N, a Market space, a Research choice (with its
 * card: *k moves past it). Sets *chose when it is the area's choice. Prints why and returns 1. */
static int activate_word(const atm_state *s, char **w, int n, int *k, atm_action *a, int *chose)
{
    long x;
    const char *t = w[*k];
    if (strncmp(t, "d4=", 3) == 0 && am_parse_int(t + 3, 0, 6, &x) == 0) a->n4 = (uint8_t)x;
    else if (strncmp(t, "d6=", 3) == 0 && am_parse_int(t + 3, 0, 4, &x) == 0) a->n6 = (uint8_t)x;
    else if (a->area == ATM_SELL && (strcmp(t, "d4") == 0 || strcmp(t, "d6") == 0 || strcmp(t, "d8") == 0)) {
        a->opt = (uint8_t)((t[1] - '4') / 2);
        *chose = 1;
    } else if (a->area == ATM_RESEARCH && strcmp(t, "head") == 0) {
        a->opt = ATM_RS_BUY_HEAD; a->card = s->head_next;
        *chose = 1;
    } else if (a->area == ATM_RESEARCH && *k + 1 < n &&
               (strcmp(t, "buy") == 0 || strcmp(t, "reserve") == 0 || strcmp(t, "hand") == 0)) {
        int c = num_parse(w[*k + 1], 1, ATM_CARDS) - 1;
        if (c < 0) { printf(_("unknown card '%s' (C1..C20)\n"), w[*k + 1]); return 1; }
        a->card = (uint8_t)c;
        a->opt = (uint8_t)(t[0] == 'b' ? ATM_RS_BUY_PART : t[0] == 'r' ? ATM_RS_RESERVE : ATM_RS_BUY_RESERVED);
        *chose = 1;
        (*k)++;
    } else {
        printf(_("cannot read '%s' (type help)\n"), t);
        return 1;
    }
    return 0;
}

static void unknown_command(const char *typed);

/* AREA DICE... [options]: activate the group on an area */
static int parse_activate(const atm_state *s, char **w, int n, atm_action *a)
{
    int area = area_parse(w[0]);
    if (area < 0) {
        unknown_command(w[0]);
        return 1;
    }
    a->kind = ATM_ACT_ACTIVATE;
    a->area = (uint8_t)area;
    int k = 1, n4 = 0, n6 = 0, chose = 0;
    for (int d; k < n && (d = num_parse(w[k], 1, ATM_DICE) - 1) >= 0; k++) a->dice = (uint16_t)(a->dice | 1u << d);
    for (int i = 0; i < ATM_DICE; i++)
        if ((unsigned)a->dice >> i & 1u) { n4 += atm_die_type(i) == ATM_D4; n6 += atm_die_type(i) == ATM_D6; }
    if (area == ATM_UPGRADE) { a->n4 = (uint8_t)n4; a->n6 = (uint8_t)n6; }
    for (; k < n; k++)
        if (activate_word(s, w, n, &k, a, &chose)) return 1;
    if (!a->dice) { printf(_("name the dice to activate, e.g. 'scavenge 1 7'\n")); return 1; }
    if (area == ATM_RESEARCH && !chose) {
        printf(_("say what to do at Research: buy C, head, hand C or reserve C (e.g. 'research 7 11 buy C9')\n"));
        return 1;
    }
    if (area == ATM_SELL && !chose) {
        printf(_("say which Market space: d4, d6 or d8 (e.g. 'sell 7 8 d6')\n"));
        return 1;
    }
    return 0;
}

/* The verbs of a person's action, one row each; a word that is none of them names an area to
 * activate (parse_activate). */
static const struct {
    const char *name;
    int (*parse)(const atm_state *s, char **w, int n, atm_action *a);
} action_verbs[] = {
    {"place", parse_place},     {"reroll", parse_gear},     {"plus", parse_gear}, {"minus", parse_gear},
    {"add", parse_combine},     {"sub", parse_combine},     {"card", parse_card}, {"forfeit", parse_forfeit},
    {NULL, NULL},
};

/* Parses a command into an action; returns 0, or prints why and returns 1. */
static int parse_action(const atm_state *s, char **w, int n, atm_action *a)
{
    memset(a, 0, sizeof *a);
    for (int i = 0; action_verbs[i].name; i++)
        if (am_word_is(action_verbs[i].name, w[0])) return action_verbs[i].parse(s, w, n, a);
    return parse_activate(s, w, n, a);
}

static void play_help(void)
{
    printf(_("Deployment (dice are #1-#12: D4 1-6, D6 7-10, D8 11-12):\n"
             "  place DIE AREA        AREA: scavenge upgrade create research sell\n"
             "  reroll DIE | plus DIE | minus DIE      pay 1 gear\n"
             "  add DIE OTHER | sub DIE OTHER          OTHER goes to Spent, its value added/subtracted\n"
             "  card CARD DIE [+|-]                    use a Part card (C1..C20)\n"
             "Activation:\n"
             "  scavenge DICE...      upgrade DICE... [d4=N] [d6=N]     create DICE... d4=N d6=N\n"
             "  sell DICE... d4|d6|d8                  research DICE... buy C | head | hand C | reserve C\n"
             "  forfeit AREA\n"
             "Any time: list (numbered legal actions), N (take action N of the list), undo, save [FILE],\n"
             "  board, help, quit. Undo stops at a re-roll or a new round: it would show the coming roll.\n"
             "\n"
             "The rules in short: 5 rounds. Deployment: in turn order, place one Available die on a Staging\n"
             "Area per turn; before placing you may change your dice (re-roll until different or +/-1 for a\n"
             "gear, combine two dice, use an Arm card once a round). Activation: initiative 1 to 8; a group of\n"
             "your dice on one area with a die showing the initiative acts together: Scavenge (gears by the\n"
             "sum), Upgrade (D4->D6, D6->D8, pay gears), Create (new dice: D4 1 gear, D6 5), Research (buy a\n"
             "displayed Part or the top Head with the sum and its gears, or reserve a Part), Sell (dice of one\n"
             "type for coins). No free space: forfeit (+1 gear). First to finish deploys first next round.\n"
             "Scoring: 1 VP per coin, D6 1, D8 3 (outside the Reserve), sets of different card colours\n"
             "2/5/10/18/30 (Master Plans only in complete sets), card effects, -5 per reserved card.\n"
             "Gears and D4s score nothing (ruling R-AT-13). The Part and Head cards are this program's design,\n"
             "not the publisher's: the rulebook prints no card table (automa automata cards shows it).\n"));
}

/* ---- play: the session at the terminal -------------------------------------------------- */

typedef struct play_session {
    atm_game *g;
    const char *save_path;    /* NULL: not saved */
    int shown;                /* the log length when the board was last shown (-1: show it again) */
    int quit;
    int rc;
    int unsaved;              /* the last save to save_path failed: the file is older than the game */
    char unsaved_why[400];
    char saved_as[4096];      /* `save FILE`: the file the game goes on being saved to */
} play_session;

/* Saves to path; a failure is said at once (unless quiet: the caller says it; the game goes on)
 * and remembered for the end. */
static int save_to(play_session *ps, const char *path, int quiet)
{
    am_err e;
    int rc = save_game(ps->g, path, &e);
    if (path == ps->save_path || strcmp(path, ps->save_path ? ps->save_path : "") == 0) {
        ps->unsaved = rc != 0;
        if (rc) snprintf(ps->unsaved_why, sizeof ps->unsaved_why, "%s", e.msg);
    }
    if (rc && !quiet) printf(_("! could not save the game: %s\n"), e.msg);
    return rc;
}

/* The end of the session: saved (said where), NOT saved (said why, exit status 1), or never to be
 * saved (said how to keep a game: issue 28 item 11). */
static void say_end(play_session *ps)
{
    if (ps->save_path) {
        if (save_to(ps, ps->save_path, 1) == 0) printf(_("The game is saved in %s.\n"), ps->save_path);
        else {
            printf(_("The game is NOT saved: %s.\n"), ps->unsaved_why);
            ps->rc = CLI_EDATA;
        }
    } else if (!atm_is_over(&ps->g->now)) {
        printf(_("The game is not saved: to keep a game, start it with --save FILE (or type save FILE before quit).\n"));
    }
}

static int pc_quit(void *ctx, int n, char **w)
{
    play_session *ps = ctx;
    (void)w, (void)n;
    say_end(ps);
    ps->quit = 1;
    return 0;
}

static int pc_help(void *ctx, int n, char **w)
{
    (void)ctx, (void)w, (void)n;
    play_help();
    return 0;
}

static int pc_board(void *ctx, int n, char **w)
{
    play_session *ps = ctx;
    (void)w, (void)n;
    ps->shown = -1;
    return 0;
}

/* save [FILE] */
static int pc_save(void *ctx, int n, char **w)
{
    play_session *ps = ctx;
    const char *path = n > 1 ? w[1] : ps->save_path;
    if (!path) {
        printf(_("usage: save FILE\n"));
        return 0;
    }
    if (save_to(ps, path, 0) != 0) return 0;
    printf(_("saved to %s\n"), path);
    if (path != ps->save_path && strlen(path) < sizeof ps->saved_as) {
        /* saved there: the game goes on being saved there after every move, as with --save */
        memmove(ps->saved_as, path, strlen(path) + 1);
        ps->save_path = ps->saved_as;
    }
    return 0;
}

static int pc_undo(void *ctx, int n, char **w)
{
    play_session *ps = ctx;
    (void)w, (void)n;
    int u = atm_game_undo_human(ps->g);
    if (u > 0) { printf(_("undone: back before your last action\n")); ps->shown = -1; }
    else if (u < 0)
        printf(_("cannot undo: a die was rolled or cards were dealt since your last action "
                 "(undoing would show the coming result)\n"));
    else printf(_("nothing to undo\n"));
    return 0;
}

/* list: the legal actions, numbered */
static int pc_list(void *ctx, int n, char **w)
{
    play_session *ps = ctx;
    (void)w, (void)n;
    const atm_state *s = &ps->g->now;
    atm_action buf[ATM_MAX_ACTIONS];
    int m = atm_legal_actions(s, buf, ATM_MAX_ACTIONS);
    if (m > ATM_MAX_ACTIONS) m = ATM_MAX_ACTIONS;
    for (int k = 0; k < m; k++) {
        am_buf b = {0};
        atm_render_action(s, &buf[k], &b);
        printf("%4d  %s\n", k + 1, b.data ? b.data : "");
        am_buf_free(&b);
    }
    return 0;
}

/* The commands besides the actions (play_help lists them), one row each. */
static const am_cmd play_cmds[] = {
    {"quit", "exit", "", NULL, pc_quit}, {"help", NULL, "", NULL, pc_help}, {"board", NULL, "", NULL, pc_board},
    {"save", NULL, "[FILE]", NULL, pc_save}, {"undo", NULL, "", NULL, pc_undo}, {"list", NULL, "", NULL, pc_list},
    {NULL, NULL, NULL, NULL, NULL},
};

/* "unknown command 'x'" with the closest verb, area or command when one is close. */
static void unknown_command(const char *typed)
{
    const char *words[32];
    int n = 0;
    for (int i = 0; action_verbs[i].name; i++) words[n++] = action_verbs[i].name;
    for (int i = 0; area_names[i]; i++) words[n++] = area_names[i];
    for (const am_cmd *c = play_cmds; c->name; c++) words[n++] = c->name;
    am_buf close = {0};
    am_word_suggest(words, n, typed, &close);
    printf(_("unknown command '%s'%s (type help)\n"), typed, close.data ? close.data : "");
    am_buf_free(&close);
}

/* An action of the person: N (the N-th of `list`) or a command parse_action reads; checked, played,
 * saved. */
static void human_action(play_session *ps, char **w, int n)
{
    atm_state *s = &ps->g->now;
    atm_action buf[ATM_MAX_ACTIONS], a;
    am_err e;
    long pick;
    if (am_parse_int(w[0], 1, ATM_MAX_ACTIONS, &pick) == 0) {
        int m = atm_legal_actions(s, buf, ATM_MAX_ACTIONS);
        if (pick > m) { printf(_("no action %ld: the list has %d (type list)\n"), pick, m); return; }
        a = buf[pick - 1];
    } else if (parse_action(s, w, n, &a)) return;
    if (atm_action_check(s, &a, &e)) { printf(_("not allowed: %s\n"), e.msg); return; }
    am_buf b = {0};
    int p = s->current;
    atm_render_action(s, &a, &b);  /* before the move changes the dice it names */
    if (atm_game_play(ps->g, &a, &e)) printf(_("not allowed: %s\n"), e.msg);
    else printf(_("P%d (you): %s\n"), p + 1, b.data ? b.data : "");
    am_buf_free(&b);
    if (ps->save_path) save_to(ps, ps->save_path, 0);
}

static void print_state(const atm_state *s, int viewer)
{
    am_buf b = {0};
    atm_render_state(s, viewer, &b);
    fputs(b.data ? b.data : "", stdout);
    am_buf_free(&b);
}

/* A bot's turn: its action and why. Returns 0, or 1 if the game refused it (an error). */
static int bot_turn(play_session *ps, int p)
{
    char why[160];
    atm_game *g = ps->g;
    atm_bot bot;   /* seeded by the position, as the API seeds it: a resume or the page chooses the same */
    atm_game_bot(g, p, &bot);
    atm_action a = atm_bot_choose(&bot, &g->now, why, sizeof why);
    am_buf b = {0};
    am_err e;
    atm_render_action(&g->now, &a, &b);
    printf("P%d (%s): %s - %s\n", p + 1, atm_bot_kind_label(g->seats[p]), b.data ? b.data : "", why);
    am_buf_free(&b);
    if (atm_game_play(g, &a, &e)) { ps->rc = cli_error(CLI_EDATA, "bot: %s", e.msg); return 1; }
    return 0;
}

/* The game until it ends or the person quits; the bots play their seats. */
static int play_game(atm_game *g, const char *save_path)
{
    play_session ps = {.g = g, .save_path = save_path, .shown = -1, .rc = CLI_OK};
    ask_reader in = {ask_read_stdin, NULL};
    char line[512], prompt[16];
    while (!ps.quit) {
        atm_state *s = &g->now;
        if (atm_is_over(s)) {
            print_state(s, -1);
            if (save_path) say_end(&ps);
            break;
        }
        int p = s->current;
        if (g->seats[p] >= 0) {
            if (bot_turn(&ps, p)) break;
            continue;
        }
        if (ps.shown != g->nlog) {
            print_state(s, p);
            ps.shown = g->nlog;
        }
        snprintf(prompt, sizeof prompt, "P%d> ", p + 1);
        if (!in.read(in.ctx, prompt, line, sizeof line)) {   /* end of input: saved as by quit */
            pc_quit(&ps, 0, NULL);
            break;
        }
        char *w[16];
        int n = 0;
        for (char *save = NULL, *tok = strtok_r(line, " \t\r\n", &save); tok && n < 16; tok = strtok_r(NULL, " \t\r\n", &save))
            w[n++] = tok;
        if (n == 0) continue;
        const am_cmd *c = am_cmd_find(play_cmds, w[0]);
        if (c) c->run(&ps, n, w);
        else human_action(&ps, w, n);
    }
    return ps.rc;
}

/* The game of `play`: from --resume FILE, or new from --seats, --cards and --seed. NULL on error
 * (said; *rc the status). */
static atm_game *open_game_for_play(const char *resume, const char *seats_arg, const char *cards, long seed, int *rc)
{
    atm_game *g = calloc(1, sizeof *g);
    am_err e;
    if (!g) { *rc = cli_error(CLI_EDATA, _("out of memory")); return NULL; }
    if (resume) {
        am_err_clear(&e);
        if (store_load(&open_game, resume, &am_game_automata, g, 0, &e)) { *rc = cli_fail(0, &e, NULL); goto fail; }
        return g;
    }
    int seats[ATM_MAX_SEATS];
    int n = parse_seats(seats_arg, seats, 1);
    if (n < 0) { *rc = CLI_EUSAGE; goto fail; }
    atm_rules rules = *atm_rules_default();
    if (cards && load_rules(cards, &rules)) { *rc = CLI_EDATA; goto fail; }
    if (seed < 0) seed = (long)(time(NULL) & 0xFFFFFFF);
    if (atm_game_new(g, &rules, n, seats, (uint64_t)seed, &e)) { *rc = cli_fail(0, &e, NULL); goto fail; }
    printf(_("Automata, %d players, seed %ld. Type 'help' for the commands.\n"), n, seed);
    return g;
fail:
    free(g);
    return NULL;
}

static int cmd_play(int argc, char **argv)
{
    const char *seats_arg = NULL, *cards = NULL, *save_path = NULL, *resume = NULL;
    long seed = -1;
    enum { O_SEATS = CLI_OPT_OWN, O_CARDS, O_SAVE, O_RESUME, O_SEED };
    static const struct option opts[] = {
        {"seats", required_argument, NULL, O_SEATS}, {"cards", required_argument, NULL, O_CARDS},
        {"save", required_argument, NULL, O_SAVE},   {"resume", required_argument, NULL, O_RESUME},
        {"seed", required_argument, NULL, O_SEED},   {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    cli_getopt go;
    cli_getopt_init(&go, "automata play", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        switch (c) {
        case 'h':
            printf(_("usage: automa automata play --seats SEATS [--seed N] [--cards FILE] [--save FILE]\n"
                     "       automa automata play --resume FILE [--save FILE]\n"
                     "SEATS: 2-4 of human, easy, normal, hard (bots for players), random, greedy, search, mcts,\n"
                     "search-v1, search-v2, comma separated (seat 1 is P1). easy = greedy; normal = search with a\n"
                     "small budget; hard = search (= mcts); search-v1 and search-v2 are the searches of the first\n"
                     "release and of before issue 30.\n"
                     "Type 'help' during the game for the commands. The game is saved to the --save file\n"
                     "after each of your moves and when you quit.\n"));
            return CLI_OK;
        case O_SEATS: seats_arg = go.arg; break;
        case O_CARDS: cards = go.arg; break;
        case O_SAVE: save_path = go.arg; break;
        case O_RESUME: resume = go.arg; break;
        case O_SEED:
            if (am_parse_int(go.arg, 0, 0x3FFFFFFFFFFFFFFFL, &seed))
                return cli_error(CLI_EUSAGE, _("--seed: must be a whole number from 0"));
            break;
        default: return CLI_EUSAGE;
        }
    }
    if (cli_getopt_max_operands(&go, 0) != CLI_OK) return CLI_EUSAGE;
    if (!resume && !seats_arg) return cli_error(CLI_EUSAGE, _("play: --seats is needed (see --help)"));
    if (resume && (seats_arg || cards)) return cli_error(CLI_EUSAGE, _("play: --resume takes the seats and cards from the file"));
    int rc = CLI_OK;
    atm_game *g = open_game_for_play(resume, seats_arg, cards, seed, &rc);
    if (!g) return rc;
    rc = play_game(g, save_path ? save_path : resume);
    free(g);
    return rc;
}

/* ---- sim ------------------------------------------------------------------------------ */
/* ---- sim: bot games on the shared parallel runner (cli_sim_parallel) ---------------------- */
/* the run and one game's result: the library's (atm_sim.c), played by the descriptor's simulator
 * (am_game_automata.sim) */
typedef atm_sim_config sim_cfg;
typedef atm_sim_result sim_result;
#define SA_COUNT ATM_SIM_ACTS

/* Every counter is an integer, so that shards add up exactly (sim_shard.h): a shared win counts
 * 12 / winners twelfths (12 is divisible by 1, 2, 3 and 4 winners). */
#define WIN_UNIT 12
typedef struct sim_acc {
    const sim_cfg *cfg;
    int csv;
    long games, steps;
    long win_seat[ATM_MAX_SEATS], win_pos[ATM_MAX_SEATS], score[ATM_MAX_SEATS], win_kind[ATM_BOT_KINDS];
    long avail[ATM_CARDS], bought[ATM_CARDS];
    long actions[ATM_MAX_SEATS][SA_COUNT], gears[ATM_MAX_SEATS];
    long dominated_forfeits[ATM_MAX_SEATS], noop_paid[ATM_MAX_SEATS];
} sim_acc;

static void sim_add(void *accv, long index, const void *rv)
{
    sim_acc *a = accv;
    const sim_result *r = rv;
    const sim_cfg *c = a->cfg;
    a->games++;
    a->steps += r->steps;
    int nw = __builtin_popcount(r->winners);
    for (int p = 0; p < c->np; p++) {
        a->score[p] += r->score[p];
        a->gears[p] += r->gears[p];
        a->dominated_forfeits[p] += r->dominated_forfeits[p];
        a->noop_paid[p] += r->noop_paid[p];
        for (int k = 0; k < SA_COUNT; k++) a->actions[p][k] += r->actions[p][k];
        if (r->winners >> p & 1u) {
            a->win_seat[p] += WIN_UNIT / nw;
            a->win_pos[r->pos[p]] += WIN_UNIT / nw;
            a->win_kind[c->seats[p]] += WIN_UNIT / nw;
        }
    }
    for (int k = 0; k < ATM_CARDS; k++) {
        if (r->seen >> k & 1u) a->avail[k]++;
        if (r->got >> k & 1u) a->bought[k]++;
    }
    if (a->csv) {
        printf("%ld,%llu", index, (unsigned long long)(c->seed + (uint64_t)index));
        for (int p = 0; p < c->np; p++) printf(",%d,%d", r->score[p], r->winners >> p & 1u);
        printf(",%u\n", r->steps);
    }
}

/* ---- the accumulator and the settings as JSON (sim_shard.h) ---- */
static int settings_np(json_t *settings)
{
    return (int)json_array_size(json_object_get(settings, "seats"));
}

static json_t *sim_acc_save(const void *accv)
{
    const sim_acc *a = accv;
    json_t *j = json_object();
    json_object_set_new(j, "games", json_integer(a->games));
    json_object_set_new(j, "steps", json_integer(a->steps));
    json_object_set_new(j, "win_unit", json_integer(WIN_UNIT));
    json_object_set_new(j, "win_seat", cli_jw_longs(a->win_seat, ATM_MAX_SEATS));
    json_object_set_new(j, "win_pos", cli_jw_longs(a->win_pos, ATM_MAX_SEATS));
    json_object_set_new(j, "win_kind", cli_jw_longs(a->win_kind, ATM_BOT_KINDS));
    json_object_set_new(j, "score", cli_jw_longs(a->score, ATM_MAX_SEATS));
    json_object_set_new(j, "available", cli_jw_longs(a->avail, ATM_CARDS));
    json_object_set_new(j, "bought", cli_jw_longs(a->bought, ATM_CARDS));
    json_object_set_new(j, "actions", cli_jw_longs(&a->actions[0][0], ATM_MAX_SEATS * SA_COUNT));
    json_object_set_new(j, "gears", cli_jw_longs(a->gears, ATM_MAX_SEATS));
    json_object_set_new(j, "dominated_forfeits", cli_jw_longs(a->dominated_forfeits, ATM_MAX_SEATS));
    json_object_set_new(j, "noop_paid", cli_jw_longs(a->noop_paid, ATM_MAX_SEATS));
    return j;
}

static int sim_acc_load(void *accv, json_t *j, json_t *settings, char *why, size_t n)
{
    static const char *const keys[] = {"games", "steps", "win_unit", "win_seat", "win_pos", "win_kind", "score",
                                       "available", "bought", "actions", "gears", "dominated_forfeits", "noop_paid", NULL};
    sim_acc *a = accv;
    am_err e;
    long unit, big = LONG_MAX / 16;
    if (am_json_check_keys(j, "", keys, &e) != AM_OK) return snprintf(why, n, "%s", e.msg), -1;
    /* files written before search-v1 (issue 17) and search-v2 (issue 30) count fewer bot kinds */
    json_t *wk = json_object_get(j, "win_kind");
    int nkinds = ATM_BOT_KINDS;
    if (json_is_array(wk) && json_array_size(wk) >= ATM_BOT_KINDS - 2 && json_array_size(wk) < ATM_BOT_KINDS)
        nkinds = (int)json_array_size(wk);
    for (int k = nkinds; k < ATM_BOT_KINDS; k++) a->win_kind[k] = 0;
    if (cli_jr_long(j, "", "games", 0, big, &a->games, why, n) || cli_jr_long(j, "", "steps", 0, big, &a->steps, why, n) ||
        cli_jr_long(j, "", "win_unit", WIN_UNIT, WIN_UNIT, &unit, why, n) ||
        cli_jr_longs(j, "", "win_seat", a->win_seat, ATM_MAX_SEATS, 0, big, why, n) ||
        cli_jr_longs(j, "", "win_pos", a->win_pos, ATM_MAX_SEATS, 0, big, why, n) ||
        cli_jr_longs(j, "", "win_kind", a->win_kind, nkinds, 0, big, why, n) ||
        cli_jr_longs(j, "", "score", a->score, ATM_MAX_SEATS, -big, big, why, n) ||
        cli_jr_longs(j, "", "available", a->avail, ATM_CARDS, 0, a->games, why, n) ||
        cli_jr_longs(j, "", "bought", a->bought, ATM_CARDS, 0, a->games, why, n))
        return -1;
    /* per-seat action counts and unspent gears (issue 17): optional, absent in older files */
    if (json_object_get(j, "actions") &&
        cli_jr_longs(j, "", "actions", &a->actions[0][0], ATM_MAX_SEATS * SA_COUNT, 0, big, why, n))
        return -1;
    if (json_object_get(j, "gears") && cli_jr_longs(j, "", "gears", a->gears, ATM_MAX_SEATS, 0, big, why, n)) return -1;
    /* the audit's counts (issue 30): optional, absent in older files */
    if (json_object_get(j, "dominated_forfeits") &&
        cli_jr_longs(j, "", "dominated_forfeits", a->dominated_forfeits, ATM_MAX_SEATS, 0, big, why, n))
        return -1;
    if (json_object_get(j, "noop_paid") && cli_jr_longs(j, "", "noop_paid", a->noop_paid, ATM_MAX_SEATS, 0, big, why, n))
        return -1;
    for (int p = settings_np(settings); p < ATM_MAX_SEATS; p++)
        if (a->win_seat[p] || a->win_pos[p] || a->score[p])
            return snprintf(why, n, _("win_seat, win_pos, score: seat %d is not in settings.seats"), p + 1), -1;
    for (int p = 0; p < ATM_MAX_SEATS; p++)
        if (a->win_seat[p] > WIN_UNIT * a->games || a->win_pos[p] > WIN_UNIT * a->games)
            return snprintf(why, n, _("win_seat, win_pos: more wins than games")), -1;
    return 0;
}

static long sim_acc_games(const void *accv)
{
    return ((const sim_acc *)accv)->games;
}

static const char *sim_acc_merge(void *intov, const void *fromv)
{
    sim_acc *a = intov;
    const sim_acc *b = fromv;
    const char *bad = NULL;
    cli_acc_add(&a->games, b->games, "games", &bad);
    cli_acc_add(&a->steps, b->steps, "steps", &bad);
    for (int p = 0; p < ATM_MAX_SEATS; p++) {
        cli_acc_add(&a->win_seat[p], b->win_seat[p], "win_seat", &bad);
        cli_acc_add(&a->win_pos[p], b->win_pos[p], "win_pos", &bad);
        cli_acc_add(&a->score[p], b->score[p], "score", &bad);
        cli_acc_add(&a->gears[p], b->gears[p], "gears", &bad);
        cli_acc_add(&a->dominated_forfeits[p], b->dominated_forfeits[p], "dominated_forfeits", &bad);
        cli_acc_add(&a->noop_paid[p], b->noop_paid[p], "noop_paid", &bad);
        for (int k = 0; k < SA_COUNT; k++) cli_acc_add(&a->actions[p][k], b->actions[p][k], "actions", &bad);
    }
    for (int k = 0; k < ATM_BOT_KINDS; k++) cli_acc_add(&a->win_kind[k], b->win_kind[k], "win_kind", &bad);
    for (int k = 0; k < ATM_CARDS; k++) {
        cli_acc_add(&a->avail[k], b->avail[k], "available", &bad);
        cli_acc_add(&a->bought[k], b->bought[k], "bought", &bad);
    }
    return bad;
}

static void sim_csv_header(const void *cfgv)
{
    const sim_cfg *c = cfgv;
    printf("game,seed");
    for (int p = 0; p < c->np; p++) printf(",score%d,win%d", p + 1, p + 1);
    printf(",actions\n");
}

static json_t *sim_settings(const sim_cfg *c)
{
    json_t *j = json_object(), *seats = json_array();
    json_object_set_new(j, "seed", json_integer((json_int_t)c->seed));
    for (int p = 0; p < c->np; p++) json_array_append_new(seats, json_string(atm_bot_kind_name(c->seats[p])));
    json_object_set_new(j, "seats", seats);
    json_object_set_new(j, "budget", c->budget > 0 ? json_integer(c->budget) : json_null());
    json_object_set_new(j, "check", json_boolean(c->check));
    if (c->table) json_object_set_new(j, "table", json_true());  /* (absent: the games of before --table) */
    am_buf b = {0};
    atm_rules_to_json(&c->rules, &b);
    json_object_set_new(j, "rules", b.data && !b.oom ? json_loads(b.data, 0, NULL) : NULL);
    am_buf_free(&b);
    return j;
}

/* The settings back into a sim_cfg (seats, seed, budget, check, rules). */
static int sim_view(json_t *j, sim_cfg *c, char *why, size_t n)
{
    static const char *const keys[] = {"seed", "seats", "budget", "check", "table", "rules", NULL};
    am_err e;
    if (am_json_check_keys(j, "", keys, &e) != AM_OK) return snprintf(why, n, "%s", e.msg), -1;
    memset(c, 0, sizeof *c);
    long v;
    if (cli_jr_long(j, "", "seed", 0, 0x7fffffffffffffffL, &v, why, n)) return -1;
    c->seed = (uint64_t)v;
    json_t *seats = json_object_get(j, "seats");
    if (!json_is_array(seats) || json_array_size(seats) < 2 || json_array_size(seats) > ATM_MAX_SEATS)
        return snprintf(why, n, _("seats: not 2 to 4 bots")), -1;
    c->np = (int)json_array_size(seats);
    for (int p = 0; p < c->np; p++) {
        const char *k = json_string_value(json_array_get(seats, (size_t)p));
        if (!k || (c->seats[p] = atm_bot_kind_parse(k)) < 0) return snprintf(why, n, _("seats[%d]: not a bot"), p), -1;
    }
    json_t *b = json_object_get(j, "budget");
    c->budget = -1;
    if (b && !json_is_null(b) && cli_jr_long(j, "", "budget", 1, 100000, &c->budget, why, n)) return -1;
    if (!json_is_boolean(json_object_get(j, "check"))) return snprintf(why, n, _("%s: not true or false"), "check"), -1;
    c->check = json_is_true(json_object_get(j, "check"));
    json_t *tb = json_object_get(j, "table");
    if (tb && !json_is_boolean(tb)) return snprintf(why, n, _("%s: not true or false"), "table"), -1;
    c->table = json_is_true(tb);
    json_t *r = json_object_get(j, "rules");
    char *t = json_is_object(r) ? json_dumps(r, 0) : NULL;
    if (!t) return snprintf(why, n, _("rules: missing or not an object")), -1;
    int rc = atm_rules_from_json(&c->rules, t, &e);
    free(t);
    if (rc) return snprintf(why, n, "rules: %s", e.msg), -1;
    return 0;
}

static int sim_settings_check(json_t *j, char *why, size_t n)
{
    sim_cfg *c = malloc(sizeof *c);
    if (!c) return snprintf(why, n, _("out of memory")), -1;
    int rc = sim_view(j, c, why, n);
    free(c);
    return rc;
}

static void sim_print(const sim_cfg *c, const sim_acc *a, const cli_sim_record *rec, const cli_sim_common *o)
{
    double games = (double)a->games, unit = WIN_UNIT;
    int kind_seats[ATM_BOT_KINDS] = {0};
    for (int p = 0; p < c->np; p++) kind_seats[c->seats[p]]++;
    if (o->json) {
        printf("{\"games\": %ld, \"first_game\": %ld, \"players\": %d, \"seed\": %llu, \"seats\": [", a->games, rec->first,
               c->np, (unsigned long long)c->seed);
        for (int p = 0; p < c->np; p++)
        {
            printf("%s{\"bot\": \"%s\", \"win_rate\": %.4f, \"mean_score\": %.2f, \"mean_unspent_gears\": %.2f, \"actions\": {",
                   p ? ", " : "", atm_bot_kind_name(c->seats[p]), (double)a->win_seat[p] / unit / games,
                   (double)a->score[p] / games, (double)a->gears[p] / games);
            for (int k = 0; k < SA_COUNT; k++) printf("%s\"%s\": %ld", k ? ", " : "", atm_sim_act_name(k), a->actions[p][k]);
            printf("}, \"dominated_forfeits\": %ld, \"noop_paid\": %ld}", a->dominated_forfeits[p], a->noop_paid[p]);
        }
        printf("], \"first_round_win_rate\": [");
        for (int k = 0; k < c->np; k++) printf("%s%.4f", k ? ", " : "", (double)a->win_pos[k] / unit / games);
        printf("], \"mean_actions\": %.1f, \"cards\": [", (double)a->steps / games);
        for (int k = 0; k < ATM_CARDS; k++)
            printf("%s{\"card\": \"%s\", \"available\": %ld, \"bought\": %ld}", k ? ", " : "", c->rules.cards[k].name,
                   a->avail[k], a->bought[k]);
        printf("], \"seconds\": %.3f}\n", rec->seconds);
        return;
    }
    char seats[64] = "";
    for (int p = 0; p < c->np; p++)
        snprintf(seats + strlen(seats), sizeof seats - strlen(seats), "%s%s", p ? "," : "", atm_bot_kind_name(c->seats[p]));
    printf(_("games: %ld, players: %d, seats: %s, seeds %llu..%llu (ties share the win)\n"), a->games, c->np, seats,
           (unsigned long long)(c->seed + (uint64_t)rec->first),
           (unsigned long long)(c->seed + (uint64_t)rec->first + (uint64_t)a->games - 1));
    for (int p = 0; p < c->np; p++)
        printf(_("seat %d (%s): wins %.1f%%, mean score %.1f\n"), p + 1, atm_bot_kind_label(c->seats[p]),
               100.0 * (double)a->win_seat[p] / unit / games, (double)a->score[p] / games);
    for (int k = 0; k < ATM_BOT_KINDS; k++)
        if (kind_seats[k])
            printf(P_("bot %s: wins %.1f%% of games over %d seat(s) (%.1f%% per seat)\n",
                      "bot %s: wins %.1f%% of games over %d seat(s) (%.1f%% per seat)\n", kind_seats[k]), atm_bot_kind_label(k),
                   100.0 * (double)a->win_kind[k] / unit / games, kind_seats[k],
                   100.0 * (double)a->win_kind[k] / unit / games / kind_seats[k]);
    printf(_("first-round position:"));
    for (int k = 0; k < c->np; k++) printf(_(" %d: %.1f%%"), k + 1, 100.0 * (double)a->win_pos[k] / unit / games);
    printf(_(" (fair %.1f%%)\n"), 100.0 / c->np);
    printf(_("game length: %.1f actions, 5 rounds\n"), (double)a->steps / games);
    printf(_("cards bought when available:\n"));
    for (int k = 0; k < ATM_CARDS; k++)
        printf(_("  C%-2d %-11s %5.1f%% (%ld of %ld)\n"), k + 1, _(c->rules.cards[k].name),
               a->avail[k] ? 100.0 * (double)a->bought[k] / (double)a->avail[k] : 0.0, a->bought[k], a->avail[k]);
    printf(_("speed: %.1f games/s (wall clock, %d thread(s))\n"), rec->seconds > 0 ? games / rec->seconds : 0.0,
           rec->threads);
}

static int sim_finish(json_t *settings, const cli_sim_record *rec, const cli_sim_common *o)
{
    if (rec->failed >= 0) return cli_error(CLI_EDATA, "sim: %s", rec->error);
    if (o->csv) return CLI_OK;
    sim_cfg *c = malloc(sizeof *c);
    char why[400];
    if (!c) return cli_error(CLI_EDATA, _("out of memory"));
    int rc = sim_view(settings, c, why, sizeof why) ? cli_error(CLI_EDATA, "settings: %s", why) : CLI_OK;
    if (rc == CLI_OK) sim_print(c, rec->acc, rec, o);
    free(c);
    return rc;
}

const cli_sim_kind cli_sim_kind_automata = {
    .kind = &am_game_automata, .run = cli_automata_sim, .acc_size = sizeof(sim_acc), .settings_check = sim_settings_check,
    .acc_save = sim_acc_save, .acc_load = sim_acc_load, .acc_games = sim_acc_games,
    .acc_merge = sim_acc_merge, .csv_header = sim_csv_header, .finish = sim_finish,
};

static void sim_usage(FILE *out)
{
    fprintf(out, _("usage: automa automata sim --seats BOTS [--games N] [--seed S] [--threads T] [--budget N]\n"
                   "                           [--cards FILE] [--csv | --json] [--check] [--table] [--quiet]\n"
                   "BOTS: 2-4 of random, greedy, search, mcts, easy, normal, hard, search-v1, search-v2, comma\n"
                   "separated (search = mcts = hard: tree search over every rule; kept for comparison:\n"
                   "search-v1, the search of the first release, which never modifies a die, and search-v2, the\n"
                   "search before issue 30). Game g uses seed S+g; the first-round turn order is random in each\n"
                   "game. Prints win rates per seat, per bot and per first-round position, mean scores, game\n"
                   "length, and how often each card was bought when available. --budget: iterations per\n"
                   "decision of the search bots, every seat (defaults: search and hard 800, normal 200,\n"
                   "search-v2 160, search-v1 24; the search stops earlier once its choice is settled); the\n"
                   "bots never stop on time here, so the games depend only on the seeds. --json adds each seat's\n"
                   "action counts, unspent gears, dominated forfeits and no-op paid sequences (counted by a\n"
                   "check of its own, run only with --json, --check or --acc). The numbers do not depend on\n"
                   "--threads. --csv: one row per game (index, seed, score and win of each seat, actions).\n"
                   "--check: validate every bot action and check the invariants after it (dice, gears, cards,\n"
                   "spaces); without it the bots' actions, legal by construction, are applied directly.\n"
                   "--table: each move by a new bot seeded by the position, as the terminal game and the page\n"
                   "play them (the search then keeps no tree between moves).\n"));
    cli_sim_shard_usage(out);
}

int cli_automata_sim(int argc, char **argv)
{
    const char *seats_arg = NULL, *cards = NULL;
    cli_sim_common o;
    cli_sim_common_init(&o);
    o.games = 1000;
    o.seed = 1;
    sim_cfg *c = calloc(1, sizeof *c);
    sim_acc *a = calloc(1, sizeof *a);
    int rc = CLI_OK;
    if (!c || !a) {
        rc = cli_error(CLI_EDATA, _("out of memory"));
        goto out;
    }
    c->budget = -1;
    enum { O_SEATS = CLI_OPT_OWN, O_CARDS, O_BUDGET, O_TABLE };
    static const struct option opts[] = {
        CLI_SIM_COMMON_OPTIONS,
        {"seats", required_argument, NULL, O_SEATS}, {"cards", required_argument, NULL, O_CARDS},
        {"budget", required_argument, NULL, O_BUDGET}, {"table", no_argument, NULL, O_TABLE},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    cli_getopt g;
    cli_getopt_init(&g, "automata sim", argc, argv, opts);
    for (int k; rc == CLI_OK && (k = cli_getopt_next(&g)) != -1;) {
        int r = k == '?' ? -1 : cli_sim_common_option(k, g.arg, &o);
        if (r < 0) rc = CLI_EUSAGE;
        else if (r == 0) {
            switch (k) {
            case 'h': sim_usage(stdout); goto out;
            case O_SEATS: seats_arg = g.arg; break;
            case O_CARDS: cards = g.arg; break;
            case O_TABLE: c->table = 1; break;
            case O_BUDGET:
                if (am_parse_int(g.arg, 1, 100000, &c->budget)) rc = cli_error(CLI_EUSAGE, _("--budget: must be 1..100000"));
                break;
            default: rc = CLI_EUSAGE; break;
            }
        }
    }
    if (rc == CLI_OK) rc = cli_getopt_max_operands(&g, 0);
    if (rc != CLI_OK) goto out;
    if (!seats_arg) {
        rc = cli_error(CLI_EUSAGE, _("sim: --seats is needed (see --help)"));
        goto out;
    }
    if (o.csv && o.json) {
        rc = cli_error(CLI_EUSAGE, _("sim: --csv or --json, not both"));
        goto out;
    }
    if ((c->np = parse_seats(seats_arg, c->seats, 0)) < 0) {
        rc = CLI_EUSAGE;
        goto out;
    }
    c->rules = *atm_rules_default();
    if (cards && load_rules(cards, &c->rules)) {
        rc = CLI_EDATA;
        goto out;
    }
    c->seed = o.seed;
    c->check = o.check;
    /* the audit's counts are output by --json and kept in shard files (--acc, which every merge
     * reads: so a merge never adds unaudited zeros to audited counts); --check runs every check */
    c->audit = o.json || o.check || o.acc != NULL;

    a->cfg = c;
    a->csv = o.csv;
    const am_game_sim *sim = am_game_automata.sim;
    cli_sim_run run = {.threads = o.threads, .rsize = sim->result_size, .play = sim->play, .cfg = c, .add = sim_add,
                       .acc = a, .progress = !o.quiet};
    rc = cli_sim_go(&run, &o, &cli_sim_kind_automata, sim_settings(c));
out:
    free(c);
    free(a);
    return rc;
}

static int cmd_cards(int argc, char **argv)
{
    static const struct option opts[] = {{"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    cli_getopt g;
    cli_getopt_init(&g, "automata cards", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&g)) != -1;) {
        if (c != 'h') return CLI_EUSAGE;
        printf(_("usage: automa automata cards\nPrints the designed card and board table as JSON; edit it and\n"
                 "pass it to play or sim with --cards FILE.\n"));
        return CLI_OK;
    }
    if (cli_getopt_max_operands(&g, 0) != CLI_OK) return CLI_EUSAGE;
    am_buf b = {0};
    atm_rules_to_json(atm_rules_default(), &b);
    return cli_put_text(&b);
}

int cli_automata_main(int argc, char **argv)
{
    if (argc < 2) { cmd_help(0, NULL); return CLI_EUSAGE; }
    if (is_help(argv[1])) return cmd_help(0, NULL);
    const cli_command *c = cli_find(cli_automata_commands, "automata", argv[1]);
    return c ? c->run(argc - 1, argv + 1) : CLI_EUSAGE;
}
