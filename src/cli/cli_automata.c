/* `automa automata ...`: play Automata in the terminal against bots, simulate bot games, print
 * the card table. No game logic here: everything goes through include/automa/automata.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "automa/automata.h"
#include "cli/cli.h"

static int cmd_help(int argc, char **argv);
static int cmd_play(int argc, char **argv);
static int cmd_sim(int argc, char **argv);
static int cmd_cards(int argc, char **argv);

static const cli_command cmds[] = {
    {"play", cmd_play, N_("play in the terminal: --seats human,greedy,search [--seed N]")},
    {"sim", cmd_sim, N_("simulate bot games: --seats greedy,search --games N")},
    {"cards", cmd_cards, N_("print the card and board table as JSON (for --cards FILE)")},
    {"help", cmd_help, N_("this help")},
    {NULL, NULL, NULL},
};

static int cmd_help(int argc, char **argv)
{
    (void)argc; (void)argv;
    printf(_("usage: automa automata COMMAND [ARGS...]\n"
             "Automata (Andreas Frisch): the dice worker-placement game, 2-4 seats, people or bots.\n"));
    cli_print_commands(stdout, cmds);
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
            cli_error(CLI_EUSAGE, _("--seats: unknown seat '%s' (human, random, greedy, search)"), tok);
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
    int rc = atm_rules_from_json(text, r, &e);
    free(text);
    if (rc) return cli_error(CLI_EDATA, "%s: %s", path, e.msg);
    return 0;
}

static int save_game(const atm_game *g, const char *path)
{
    char *text = atm_game_to_json(g);
    am_err e;
    if (!text) return cli_error(CLI_EDATA, _("out of memory"));
    int rc = am_file_write_atomic(path, text, strlen(text), &e);
    free(text);
    if (rc) return cli_error(CLI_EDATA, "%s: %s", path, e.msg);
    return 0;
}

/* ---- play: parsing a person's command ------------------------------------------------- */
static int area_parse(const char *w)
{
    static const char *const names[ATM_AREAS] = {"scavenge", "upgrade", "create", "research", "sell"};
    for (int a = 0; a < ATM_AREAS; a++)
        if (strcasecmp(w, names[a]) == 0) return a;
    if (strcasecmp(w, "market") == 0) return ATM_SELL;
    return -1;
}

static int num_parse(const char *w, int lo, int hi)
{
    long v;
    if (!w) return -1;
    if ((w[0] == 'C' || w[0] == 'c' || w[0] == '#') && w[1]) w++;
    return am_parse_int(w, lo, hi, &v) == 0 ? (int)v : -1;
}

/* Parses a command into an action; returns 0, or prints why and returns 1. */
static int parse_action(const atm_state *s, char **w, int n, atm_action *a)
{
    memset(a, 0, sizeof *a);
    const char *v = w[0];
    int die = n > 1 ? num_parse(w[1], 1, ATM_DICE) - 1 : -2;
    if (strcmp(v, "place") == 0) {
        int area = n > 2 ? area_parse(w[2]) : -1;
        if (n != 3 || die < 0 || area < 0) { printf(_("usage: place DIE AREA   (e.g. place 7 scavenge)\n")); return 1; }
        a->kind = ATM_ACT_PLACE; a->die = (uint8_t)die; a->area = (uint8_t)area;
        return 0;
    }
    if (strcmp(v, "reroll") == 0 || strcmp(v, "plus") == 0 || strcmp(v, "minus") == 0) {
        if (n != 2 || die < 0) { printf(_("usage: %s DIE\n"), v); return 1; }
        a->kind = v[0] == 'r' ? ATM_ACT_GEAR_REROLL : ATM_ACT_GEAR_ADJUST;
        a->die = (uint8_t)die;
        a->sign = (int8_t)(v[0] == 'p' ? 1 : v[0] == 'm' ? -1 : 0);
        return 0;
    }
    if (strcmp(v, "add") == 0 || strcmp(v, "sub") == 0) {
        int other = n > 2 ? num_parse(w[2], 1, ATM_DICE) - 1 : -1;
        if (n != 3 || die < 0 || other < 0) { printf(_("usage: %s DIE SPENT_DIE   (SPENT_DIE goes to Spent)\n"), v); return 1; }
        a->kind = ATM_ACT_COMBINE; a->die = (uint8_t)die; a->die2 = (uint8_t)other;
        a->sign = (int8_t)(v[0] == 'a' ? 1 : -1);
        return 0;
    }
    if (strcmp(v, "card") == 0) {
        int card = n > 1 ? num_parse(w[1], 1, ATM_CARDS) - 1 : -1;
        int d = n > 2 ? num_parse(w[2], 1, ATM_DICE) - 1 : -1;
        if (n < 3 || n > 4 || card < 0 || d < 0 || (n == 4 && strcmp(w[3], "+") != 0 && strcmp(w[3], "-") != 0)) {
            printf(_("usage: card CARD DIE [+|-]   (e.g. card C7 3 +)\n"));
            return 1;
        }
        a->kind = ATM_ACT_CARD; a->card = (uint8_t)card; a->die = (uint8_t)d;
        a->sign = (int8_t)(n == 4 ? (w[3][0] == '+' ? 1 : -1) : 0);
        return 0;
    }
    if (strcmp(v, "forfeit") == 0) {
        int area = n == 2 ? area_parse(w[1]) : -1;
        if (area < 0) { printf(_("usage: forfeit AREA\n")); return 1; }
        a->kind = ATM_ACT_FORFEIT; a->area = (uint8_t)area;
        return 0;
    }
    int area = area_parse(v);
    if (area < 0) { printf(_("unknown command '%s' (type help)\n"), v); return 1; }
    a->kind = ATM_ACT_ACTIVATE;
    a->area = (uint8_t)area;
    int k = 1;
    for (; k < n; k++) {
        int d = num_parse(w[k], 1, ATM_DICE) - 1;
        if (d < 0) break;
        a->dice = (uint16_t)(a->dice | 1u << d);
    }
    int n4 = 0, n6 = 0;
    for (int i = 0; i < ATM_DICE; i++)
        if ((unsigned)a->dice >> i & 1u) { n4 += atm_die_type(i) == ATM_D4; n6 += atm_die_type(i) == ATM_D6; }
    if (area == ATM_UPGRADE) { a->n4 = (uint8_t)n4; a->n6 = (uint8_t)n6; }
    for (; k < n; k++) {
        long x;
        if (strncmp(w[k], "d4=", 3) == 0 && am_parse_int(w[k] + 3, 0, 6, &x) == 0) a->n4 = (uint8_t)x;
        else if (strncmp(w[k], "d6=", 3) == 0 && am_parse_int(w[k] + 3, 0, 4, &x) == 0) a->n6 = (uint8_t)x;
        else if (area == ATM_SELL && (strcmp(w[k], "d4") == 0 || strcmp(w[k], "d6") == 0 || strcmp(w[k], "d8") == 0))
            a->opt = (uint8_t)((w[k][1] - '4') / 2);
        else if (area == ATM_RESEARCH && strcmp(w[k], "head") == 0) { a->opt = ATM_RS_BUY_HEAD; a->card = s->head_next; }
        else if (area == ATM_RESEARCH && k + 1 < n &&
                 (strcmp(w[k], "buy") == 0 || strcmp(w[k], "reserve") == 0 || strcmp(w[k], "hand") == 0)) {
            int c = num_parse(w[k + 1], 1, ATM_CARDS) - 1;
            if (c < 0) { printf(_("unknown card '%s' (C1..C20)\n"), w[k + 1]); return 1; }
            a->card = (uint8_t)c;
            a->opt = (uint8_t)(w[k][0] == 'b' ? ATM_RS_BUY_PART : w[k][0] == 'r' ? ATM_RS_RESERVE : ATM_RS_BUY_RESERVED);
            k++;
        } else {
            printf(_("cannot read '%s' (type help)\n"), w[k]);
            return 1;
        }
    }
    if (!a->dice) { printf(_("name the dice to activate, e.g. 'scavenge 1 7'\n")); return 1; }
    return 0;
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
             "  board, help, quit\n"));
}

static int cmd_play(int argc, char **argv)
{
    const char *seats_arg = NULL, *cards = NULL, *save_path = NULL, *resume = NULL;
    long seed = -1;
    for (int i = 1; i < argc; i++) {
        if (is_help(argv[i])) {
            printf(_("usage: automa automata play --seats SEATS [--seed N] [--cards FILE] [--save FILE]\n"
                     "       automa automata play --resume FILE [--save FILE]\n"
                     "SEATS: 2-4 of human, random, greedy, search, comma separated (seat 1 is P1).\n"
                     "Type 'help' during the game for the commands. The game is saved to the --save file\n"
                     "after each of your moves and when you quit.\n"));
            return CLI_OK;
        }
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--seats") == 0 && val) seats_arg = argv[++i];
        else if (strcmp(argv[i], "--cards") == 0 && val) cards = argv[++i];
        else if (strcmp(argv[i], "--save") == 0 && val) save_path = argv[++i];
        else if (strcmp(argv[i], "--resume") == 0 && val) resume = argv[++i];
        else if (strcmp(argv[i], "--seed") == 0 && val) {
            if (am_parse_int(argv[++i], 0, 0x3FFFFFFFFFFFFFFFL, &seed))
                return cli_error(CLI_EUSAGE, _("--seed: must be a whole number from 0"));
        } else return cli_error(CLI_EUSAGE, _("play: unknown or incomplete option '%s' (see --help)"), argv[i]);
    }
    if (!resume && !seats_arg) return cli_error(CLI_EUSAGE, _("play: --seats is needed (see --help)"));
    if (resume && (seats_arg || cards)) return cli_error(CLI_EUSAGE, _("play: --resume takes the seats and cards from the file"));
    atm_game *g = calloc(1, sizeof *g);
    if (!g) return cli_error(CLI_EDATA, _("out of memory"));
    int rc = CLI_OK;
    am_err e;
    if (resume) {
        char *text = NULL;
        size_t len = 0;
        if (am_file_read(resume, 16 << 20, &text, &len, &e)) { rc = cli_error(CLI_EDATA, "%s: %s", resume, e.msg); goto out; }
        int r = atm_game_from_json(text, g, &e);
        free(text);
        if (r) { rc = cli_error(CLI_EDATA, "%s: %s", resume, e.msg); goto out; }
        if (!save_path) save_path = resume;
    } else {
        int seats[ATM_MAX_SEATS];
        int n = parse_seats(seats_arg, seats, 1);
        if (n < 0) { rc = CLI_EUSAGE; goto out; }
        atm_rules rules = *atm_rules_default();
        if (cards && load_rules(cards, &rules)) { rc = CLI_EDATA; goto out; }
        if (seed < 0) seed = (long)(time(NULL) & 0xFFFFFFF);
        if (atm_game_new(g, &rules, n, seats, (uint64_t)seed, &e)) { rc = cli_error(CLI_EDATA, "%s", e.msg); goto out; }
        printf(_("Automata, %d players, seed %ld. Type 'help' for the commands.\n"), n, seed);
    }
    atm_bot bots[ATM_MAX_SEATS];
    for (int p = 0; p < g->start.players; p++)
        atm_bot_init(&bots[p], g->seats[p] < 0 ? 0 : g->seats[p], g->seed * 31u + (uint64_t)p + (uint64_t)g->nlog * 7919u);
    int shown = -1;
    char line[512];
    for (;;) {
        atm_state *s = &g->now;
        if (atm_is_over(s)) {
            am_buf b = {0};
            atm_render_state(&b, s, -1);
            fputs(b.data ? b.data : "", stdout);
            am_buf_free(&b);
            if (save_path && save_game(g, save_path)) rc = CLI_EDATA;
            break;
        }
        int p = s->current;
        if (g->seats[p] >= 0) {
            char why[160];
            atm_action a = atm_bot_choose(&bots[p], s, why, sizeof why);
            am_buf b = {0};
            atm_render_action(&b, s, &a);
            printf("P%d (%s): %s - %s\n", p + 1, atm_bot_kind_name(g->seats[p]), b.data ? b.data : "", why);
            am_buf_free(&b);
            if (atm_game_play(g, &a, &e)) { rc = cli_error(CLI_EDATA, "bot: %s", e.msg); break; }
            continue;
        }
        if (shown != g->nlog) {
            am_buf b = {0};
            atm_render_state(&b, s, p);
            fputs(b.data ? b.data : "", stdout);
            am_buf_free(&b);
            shown = g->nlog;
        }
        printf("P%d> ", p + 1);
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) {
            printf("\n");
            if (save_path && save_game(g, save_path) == 0) printf(_("saved to %s\n"), save_path);
            break;
        }
        char *w[16];
        int n = 0;
        for (char *save = NULL, *tok = strtok_r(line, " \t\r\n", &save); tok && n < 16; tok = strtok_r(NULL, " \t\r\n", &save))
            w[n++] = tok;
        if (n == 0) continue;
        if (strcmp(w[0], "quit") == 0 || strcmp(w[0], "exit") == 0) {
            if (save_path && save_game(g, save_path) == 0) printf(_("saved to %s\n"), save_path);
            break;
        }
        if (strcmp(w[0], "help") == 0) { play_help(); continue; }
        if (strcmp(w[0], "board") == 0) { shown = -1; continue; }
        if (strcmp(w[0], "save") == 0) {
            const char *path = n > 1 ? w[1] : save_path;
            if (!path) { printf(_("usage: save FILE\n")); continue; }
            if (save_game(g, path) == 0) printf(_("saved to %s\n"), path);
            continue;
        }
        if (strcmp(w[0], "undo") == 0) {
            if (atm_game_undo_human(g)) { printf(_("undone: back before your last action\n")); shown = -1; }
            else printf(_("nothing to undo\n"));
            continue;
        }
        atm_action buf[ATM_MAX_ACTIONS], a;
        if (strcmp(w[0], "list") == 0) {
            int m = atm_legal_actions(s, buf, ATM_MAX_ACTIONS);
            if (m > ATM_MAX_ACTIONS) m = ATM_MAX_ACTIONS;
            for (int k = 0; k < m; k++) {
                am_buf b = {0};
                atm_render_action(&b, s, &buf[k]);
                printf("%4d  %s\n", k + 1, b.data ? b.data : "");
                am_buf_free(&b);
            }
            continue;
        }
        long pick;
        if (am_parse_int(w[0], 1, ATM_MAX_ACTIONS, &pick) == 0) {
            int m = atm_legal_actions(s, buf, ATM_MAX_ACTIONS);
            if (pick > m) { printf(_("no action %ld: the list has %d (type list)\n"), pick, m); continue; }
            a = buf[pick - 1];
        } else if (parse_action(s, w, n, &a)) continue;
        if (atm_action_check(s, &a, &e)) { printf(_("not allowed: %s\n"), e.msg); continue; }
        am_buf b = {0};
        atm_render_action(&b, s, &a);  /* before the move changes the dice it names */
        if (atm_game_play(g, &a, &e)) printf(_("not allowed: %s\n"), e.msg);
        else printf(_("P%d (you): %s\n"), p + 1, b.data ? b.data : "");
        am_buf_free(&b);
        if (save_path) save_game(g, save_path);
    }
out:
    free(g);
    return rc;
}

/* ---- sim ------------------------------------------------------------------------------ */
static int cmd_sim(int argc, char **argv)
{
    const char *seats_arg = NULL, *cards = NULL;
    long games = 1000, seed = 1, budget = -1;
    for (int i = 1; i < argc; i++) {
        if (is_help(argv[i])) {
            printf(_("usage: automa automata sim --seats BOTS [--games N] [--seed S] [--budget N] [--cards FILE]\n"
                     "BOTS: 2-4 of random, greedy, search, comma separated. Game g uses seed S+g; the\n"
                     "first-round turn order is random in each game. Prints win rates per seat, per bot and per\n"
                     "first-round position, mean scores, game length, and how often each card was bought when\n"
                     "available. --budget: the search bot's playouts per decision.\n"));
            return CLI_OK;
        }
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--seats") == 0 && val) seats_arg = argv[++i];
        else if (strcmp(argv[i], "--cards") == 0 && val) cards = argv[++i];
        else if (strcmp(argv[i], "--games") == 0 && val) {
            if (am_parse_int(argv[++i], 1, 100000000, &games)) return cli_error(CLI_EUSAGE, _("--games: must be 1..100000000"));
        } else if (strcmp(argv[i], "--seed") == 0 && val) {
            if (am_parse_int(argv[++i], 0, 0x3FFFFFFFFFFFFFFFL, &seed)) return cli_error(CLI_EUSAGE, _("--seed: must be a whole number from 0"));
        } else if (strcmp(argv[i], "--budget") == 0 && val) {
            if (am_parse_int(argv[++i], 1, 100000, &budget)) return cli_error(CLI_EUSAGE, _("--budget: must be 1..100000"));
        } else return cli_error(CLI_EUSAGE, _("sim: unknown or incomplete option '%s' (see --help)"), argv[i]);
    }
    if (!seats_arg) return cli_error(CLI_EUSAGE, _("sim: --seats is needed (see --help)"));
    int seats[ATM_MAX_SEATS];
    int np = parse_seats(seats_arg, seats, 0);
    if (np < 0) return CLI_EUSAGE;
    atm_rules rules = *atm_rules_default();
    if (cards && load_rules(cards, &rules)) return CLI_EDATA;
    double win_seat[ATM_MAX_SEATS] = {0}, win_pos[ATM_MAX_SEATS] = {0}, score[ATM_MAX_SEATS] = {0};
    double win_kind[ATM_BOT_KINDS] = {0};
    int kind_seats[ATM_BOT_KINDS] = {0};
    long avail[ATM_CARDS] = {0}, bought[ATM_CARDS] = {0}, steps = 0;
    for (int p = 0; p < np; p++) kind_seats[seats[p]]++;
    clock_t t0 = clock();
    for (long g = 0; g < games; g++) {
        atm_state s;
        am_err e;
        if (atm_state_init(&s, &rules, np, (uint64_t)(seed + g), &e)) return cli_error(CLI_EDATA, "%s", e.msg);
        atm_bot bots[ATM_MAX_SEATS];
        for (int p = 0; p < np; p++) {
            atm_bot_init(&bots[p], seats[p], (uint64_t)(seed + g) * 1000003u + (uint64_t)p);
            if (budget > 0) bots[p].budget = (int)budget;
        }
        int pos[ATM_MAX_SEATS];
        for (int k = 0; k < np; k++) pos[s.deploy_order[k]] = k;
        uint32_t seen = 0;
        while (!atm_is_over(&s)) {
            for (int k = 0; k < ATM_DISPLAY; k++)
                if (s.display[k] != ATM_NO_CARD) seen |= 1u << s.display[k];
            if (s.head_next < ATM_HEADS) seen |= 1u << s.head_next;
            atm_action a = atm_bot_choose(&bots[s.current], &s, NULL, 0);
            if (atm_apply(&s, &a, &e)) return cli_error(CLI_EDATA, "game %ld: bot chose an illegal action: %s", g, e.msg);
        }
        uint32_t got = 0;
        for (int p = 0; p < np; p++) got |= s.p[p].owned;
        for (int c = 0; c < ATM_CARDS; c++) {
            if (seen >> c & 1u) avail[c]++;
            if (got >> c & 1u) bought[c]++;
        }
        unsigned w = atm_winners(&s);
        int nw = __builtin_popcount(w);
        for (int p = 0; p < np; p++) {
            score[p] += atm_score_player(&s, p).total;
            if (w >> p & 1u) {
                win_seat[p] += 1.0 / nw;
                win_pos[pos[p]] += 1.0 / nw;
                win_kind[seats[p]] += 1.0 / nw;
            }
        }
        steps += s.steps;
    }
    double dt = (double)(clock() - t0) / CLOCKS_PER_SEC;
    printf(_("games: %ld, players: %d, seats: %s, seeds %ld..%ld (ties share the win)\n"), games, np, seats_arg, seed,
           seed + games - 1);
    for (int p = 0; p < np; p++)
        printf(_("seat %d (%s): wins %.1f%%, mean score %.1f\n"), p + 1, atm_bot_kind_name(seats[p]),
               100.0 * win_seat[p] / (double)games, score[p] / (double)games);
    for (int k = 0; k < ATM_BOT_KINDS; k++)
        if (kind_seats[k])
            printf(_("bot %s: wins %.1f%% of games over %d seat(s) (%.1f%% per seat)\n"), atm_bot_kind_name(k),
                   100.0 * win_kind[k] / (double)games, kind_seats[k], 100.0 * win_kind[k] / (double)games / kind_seats[k]);
    printf(_("first-round position:"));
    for (int k = 0; k < np; k++) printf(_(" %d: %.1f%%"), k + 1, 100.0 * win_pos[k] / (double)games);
    printf(_(" (fair %.1f%%)\n"), 100.0 / np);
    printf(_("game length: %.1f actions, 5 rounds\n"), (double)steps / (double)games);
    printf(_("cards bought when available:\n"));
    for (int c = 0; c < ATM_CARDS; c++)
        printf("  C%-2d %-11s %5.1f%% (%ld of %ld)\n", c + 1, rules.cards[c].name,
               avail[c] ? 100.0 * (double)bought[c] / (double)avail[c] : 0.0, bought[c], avail[c]);
    printf(_("speed: %.1f games/s of CPU time\n"), dt > 0 ? (double)games / dt : 0.0);
    return CLI_OK;
}

static int cmd_cards(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (is_help(argv[i])) {
            printf(_("usage: automa automata cards\nPrints the designed card and board table as JSON; edit it and\n"
                     "pass it to play or sim with --cards FILE.\n"));
            return CLI_OK;
        }
        return cli_error(CLI_EUSAGE, _("cards: unknown option '%s'"), argv[i]);
    }
    char *t = atm_rules_to_json(atm_rules_default());
    if (!t) return cli_error(CLI_EDATA, _("out of memory"));
    puts(t);
    free(t);
    return CLI_OK;
}

int cli_automata_main(int argc, char **argv)
{
    if (argc < 2) { cmd_help(0, NULL); return CLI_EUSAGE; }
    if (is_help(argv[1])) return cmd_help(0, NULL);
    const cli_command *c = cli_find(cmds, "automata", argv[1]);
    return c ? c->run(argc - 1, argv + 1) : CLI_EUSAGE;
}
