/*
 * `automa __complete CWORD WORD...` (hidden, issue 26 item 4): the shell's completion asks the program
 * instead of keeping its own lists. WORD... are the command line's words (the first is the program),
 * CWORD the index of the word being completed; one candidate per line on stdout, those that begin with
 * that word (case-insensitively). Two lines ask the shell itself: "@file" (file names), "@dir"
 * (folders). `automa __complete --valued` lists the options that take a value.
 *
 * Every list comes from the program's own tables: the command tables (cli_*_commands), the library's
 * names (factions, levels, mats, tiles, territories, bots, option values) and the Scythe actions'
 * rows, whose argument words are completed from the game file when it can be read (the places of
 * your units, where a unit can go) as the companion's Tab does (scythe_action_complete). The option
 * names come from the command's own --help, run in English.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "automa/automata.h"
#include "automa/expeditions.h"
#include "automa/game.h"
#include "automa/scythe.h"
#include "automa/scythe_sim.h"
#include "automa/words.h"
#include "cli/cli.h"
#include "cli/scythe_cmd.h"
#include "store/store.h"

/* What an option's value is. */
enum value_kind {
    V_NONE,      /* a number or free text: nothing to offer */
    V_FILE, V_DIR, V_LANG, V_FACTION, V_PLAYER, V_LEVEL, V_STANDIN, V_FLIP, V_TRAP, V_MAT, V_TILE, V_SEATS,
    V_OPTION     /* a Scythe option of the library's table (its enum values) */
};

/* The options that take a value (every command's): their kind. A test checks this table against
 * every --help (tests/cli/completion.sh). */
static const struct {
    const char *name;
    unsigned char kind;
} valued[] = {
    {"--lang", V_LANG},           {"--human", V_FACTION},      {"--automa", V_FACTION},      {"--player", V_PLAYER},
    {"--level", V_LEVEL},         {"--human-bot", V_STANDIN},  {"--bot", V_STANDIN},         {"--seats", V_SEATS},
    {"--out", V_FILE},            {"--save", V_FILE},          {"--resume", V_FILE},         {"--cards", V_FILE},
    {"--cards-file", V_FILE},     {"--progress-file", V_FILE}, {"--svg", V_FILE},            {"--db", V_FILE},
    {"--acc", V_FILE},            {"--dir", V_DIR},            {"--seed", V_NONE},           {"--games", V_NONE},
    {"--threads", V_NONE},        {"--port", V_NONE},          {"--glory-adjust", V_NONE},   {"--reveal-count", V_NONE},
    {"--power", V_NONE},          {"--automa-cards", V_NONE},  {"--defender-cards", V_NONE}, {"--defender-power", V_NONE},
    {"--master", V_NONE},         {"--game", V_NONE},          {"--budget", V_NONE},         {"--listen", V_NONE},
    {"--gap", V_NONE},            {"--player-mat", V_MAT},     {"--structure-tile", V_TILE}, {"--flip", V_FLIP},
    {"--trap", V_TRAP},           {"--first-game", V_NONE},    {"--card", V_NONE},           {"--deck-cards", V_NONE},
    {"--offline", V_DIR},
};

/* The kind of option o's value, -1 when it takes none. The Scythe options of the library's table
 * that take a value ("--coin-mod N", "--combat companion|simulated") are valued too. */
static int value_kind(const char *o)
{
    const char *eq = strchr(o, '=');
    size_t n = eq ? (size_t)(eq - o) : strlen(o);
    for (size_t i = 0; i < sizeof valued / sizeof *valued; i++)
        if (strlen(valued[i].name) == n && strncmp(valued[i].name, o, n) == 0) return valued[i].kind;
    const scy_option_info *opt = strncmp(o, "--", 2) == 0 ? scy_option_find(o) : NULL;
    if (opt && opt->kind != SCY_OPT_FLAG && strlen(opt->name) + 2 == n) return V_OPTION;
    return -1;
}

typedef struct out {
    const char *cur;
    int n;
} out;

static void put(out *o, const char *w)
{
    if (!w || (*o->cur && strncasecmp(w, o->cur, strlen(o->cur)) != 0)) return;
    printf("%s\n", w);
    o->n++;
}

/* A Scythe action: its word in the current language, and the English one when that differs (issue 29) */
static void put_action(out *o, const char *en)
{
    const char *local = am_word_local(en);
    if (strcmp(local, en) != 0) put(o, local);
    put(o, en);
}

static void put_commands(out *o, const cli_command *t)
{
    for (const cli_command *c = t; c->name; c++)
        if (c->summary) put(o, c->name);   /* the hidden ones have no summary */
}

static void put_territories(out *o, int homes)
{
    for (int t = 0; t < SCY_NTERR; t++) put(o, scy_territories[t].name);
    for (int f = 0; homes && f < SCY_NFACTIONS; f++) put(o, scy_faction_name(f));
}

static const cli_command *group_table(const char *g, cli_command sim[CLI_SIM_TABLE])
{
    if (strcmp(g, "scythe") == 0) return cli_scythe_commands;
    if (strcmp(g, "expeditions") == 0) return cli_expeditions_commands;
    if (strcmp(g, "sim") == 0) return cli_sim_commands(sim);
    if (strcmp(g, "automata") == 0) return cli_automata_commands;
    return NULL;
}

/* Automata's seats, a comma list: the seats before the last comma stay, the last one is completed. */
static void put_seats(out *o)
{
    char buf[64];
    const char *comma = strrchr(o->cur, ',');
    size_t keep = comma ? (size_t)(comma - o->cur) + 1 : 0;
    for (int k = -1; k < ATM_BOT_KINDS; k++) {
        snprintf(buf, sizeof buf, "%.*s%s", (int)keep, o->cur, k < 0 ? "human" : atm_bot_kind_name(k));
        put(o, buf);
    }
}

static void put_value(out *o, int kind, const char *opt, const char *const *cmd, int ncmd)
{
    int expeditions = (ncmd > 0 && strcmp(cmd[0], "expeditions") == 0) || (ncmd > 1 && strcmp(cmd[1], "expeditions") == 0);
    char buf[64];
    switch (kind) {
    case V_FILE: put(o, "@file"); break;
    case V_DIR: put(o, "@dir"); break;
    case V_LANG: put(o, "en"), put(o, "it"); break;
    case V_FACTION:
        if (expeditions) {
            put(o, "random"), put(o, "none"), put(o, "base");
            for (int l = 0; l < EXP_BASECAMP; l++) put(o, exp_loc_name(l));
            break;
        }
        for (int f = 0; f < SCY_NFACTIONS; f++) put(o, scy_faction_name(f));
        put(o, "random");
        break;
    case V_PLAYER:
        for (int t = 0; t < 2; t++)
            for (int f = 0; f < SCY_NFACTIONS; f++) {
                snprintf(buf, sizeof buf, "%s:%s", t ? "automa" : "human", scy_faction_name(f));
                put(o, buf);
            }
        break;
    case V_LEVEL:
        if (expeditions)
            for (int l = 1; l <= 5; l++) snprintf(buf, sizeof buf, "%d", l), put(o, buf);
        else
            for (int l = 0; l < SCY_NLEVELS; l++) put(o, scy_level_name(l));
        break;
    case V_STANDIN:
        for (int b = 0; b < SCY_NBOTS; b++) put(o, scy_bot_name(b));
        put(o, "none");
        break;
    case V_FLIP: put(o, "2"), put(o, "3"), put(o, "4"), put(o, "5"); break;
    case V_TRAP:
        for (int k = 0; k < SCY_TRAP_UNKNOWN; k++) put(o, scy_trap_kind_name(k));
        break;
    case V_MAT:
        for (int m = 0; m < SCY_NMATS; m++) put(o, scy_mats[m].id);
        break;
    case V_TILE:
        for (int k = 0; k < SCY_NTILES; k++)
            if (k != SCY_TILE_MANUAL) put(o, scy_tiles[k].id);
        put(o, "random"), put(o, "manual");
        break;
    case V_SEATS: put_seats(o); break;
    case V_OPTION: {
        const scy_option_info *info = scy_option_find(opt);
        for (const char *const *v = info ? info->values : NULL; v && *v; v++) put(o, *v);
        break;
    }
    default: break;
    }
}

/* The words of a Scythe action after its game file: from the game when it can be read. */
static void put_action_words(out *o, const scy_action *a, const char *path, const char *const *args, int nargs)
{
    scy_game *g = malloc(sizeof *g);
    store_game sg = STORE_GAME_INIT;
    am_err e;
    int have = g && access(path, R_OK) == 0 && store_load(&sg, path, &am_game_scythe, g, 0, &e) == AM_OK;
    const char *w[8] = {a->name};
    for (int i = 0; i < nargs && i < 6; i++) w[i + 1] = args[i];
    const char *cand[SCY_NTERR + 80];
    int idx = nargs + 1;
    int n = idx <= a->nargs ? scythe_action_complete(have ? g : NULL, w, idx, cand, (int)(sizeof cand / sizeof *cand)) : 0;
    for (int i = 0; i < n; i++) put(o, cand[i]);
    /* without the game, a place is any territory or home base */
    if (n <= 0 && idx <= a->nargs && !have) {
        int k = a->arg[idx - 1];
        if (k == SCY_ARG_UNIT_FROM || k == SCY_ARG_UNIT_TO || k == SCY_ARG_WORKER_AT) put_territories(o, k == SCY_ARG_UNIT_FROM);
    }
    free(g);
}

static int known(const cli_command *t, const char *w)
{
    for (const cli_command *c = t; t && c->name; c++)
        if (strcmp(c->name, w) == 0) return 1;
    return 0;
}

/* The option names of the command cmd[0..ncmd) (at most two words, each a known command): the
 * "--name" words of its --help, run in English. */
static void put_options(out *o, const char *const *cmd, int ncmd)
{
    char line[512];
    int n = 0;
    cli_command sim[CLI_SIM_TABLE];
    if (ncmd > 0 && strcmp(cmd[0], "help") == 0) ncmd = 0;   /* `automa help ...` takes automa's */
    if (ncmd > 0 && known(cli_top_commands, cmd[0])) n = 1;
    if (n == 1 && ncmd > 1 && (known(group_table(cmd[0], sim), cmd[1]) || (strcmp(cmd[0], "scythe") == 0 && scy_action_find(cmd[1]))))
        n = 2;
    const char *sub = n > 1 ? cmd[1] : "";
    if (n == 2 && strcmp(cmd[0], "scythe") == 0 && scy_action_find(sub)) sub = scy_action_find(sub)->name;   /* English */
    char self[256];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0 || memchr(self, '\'', (size_t)len)) return;
    self[len] = '\0';
    snprintf(line, sizeof line, "LC_ALL=C LANGUAGE= LANG=C '%s' %s %s --help 2>/dev/null", self, n > 0 ? cmd[0] : "", sub);
    FILE *p = popen(line, "r");
    if (!p) return;
    char seen[4096] = " ";
    while (fgets(line, sizeof line, p)) {
        for (char *s = strstr(line, "--"); s; s = strstr(s + 2, "--")) {
            if (s > line && s[-1] != ' ' && s[-1] != '[' && s[-1] != '(' && s[-1] != ',') continue;
            size_t k = 2;
            while ((s[k] >= 'a' && s[k] <= 'z') || (s[k] >= '0' && s[k] <= '9') || (s[k] == '-' && k > 2)) k++;
            if (k <= 3 || k > 40) continue;
            char word[48];
            snprintf(word, sizeof word, " %.*s ", (int)k, s);
            if (strstr(seen, word) || strlen(seen) + k + 2 >= sizeof seen) continue;
            strcat(seen, word + 1);
            word[k + 1] = '\0';
            put(o, word + 1);
        }
    }
    pclose(p);
}

static int list_valued(void)
{
    for (size_t i = 0; i < sizeof valued / sizeof *valued; i++) printf("%s\n", valued[i].name);
    for (int i = 0; i < SCY_NOPTIONS; i++) {
        const scy_option_info *opt = &scy_option_table[i];
        if (opt->kind == SCY_OPT_FLAG) continue;
        printf("--");
        for (const char *c = opt->name; *c; c++) putchar(*c == '_' ? '-' : *c);
        putchar('\n');
    }
    return CLI_OK;
}

int cli_complete_main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--valued") == 0) return list_valued();
    long cword;
    if (argc < 3 || am_parse_int(argv[1], 0, 1000, &cword) != 0) return CLI_EUSAGE;
    char **words = argv + 2;
    int nwords = argc - 2;
    out o = {cword < nwords ? words[cword] : "", 0};
    cli_command sim[CLI_SIM_TABLE];
    if (cword == 0) return CLI_OK;
    /* the command words before the cursor, without the options and their values */
    const char *cmd[32];
    int ncmd = 0;
    for (int i = 1; i < cword && i < nwords; i++) {
        const char *w = words[i];
        if (w[0] == '-' && w[1]) {
            if (value_kind(w) >= 0 && !strchr(w, '=')) i++;
            continue;
        }
        if (ncmd < 32) cmd[ncmd++] = w;
    }
    const char *prev = cword >= 1 && cword - 1 < nwords ? words[cword - 1] : "";
    int pk = prev[0] == '-' && !strchr(prev, '=') ? value_kind(prev) : -1;
    if (pk >= 0) {
        put_value(&o, pk, prev, cmd, ncmd);
        return CLI_OK;
    }
    if (o.cur[0] == '-') {   /* option names: from the command's --help */
        put_options(&o, cmd, ncmd);
        return CLI_OK;
    }
    if (ncmd == 0) {
        put_commands(&o, cli_top_commands);
        return CLI_OK;
    }
    if (strcmp(cmd[0], "help") == 0) {
        const cli_command *t = ncmd == 1 ? cli_top_commands : ncmd == 2 ? group_table(cmd[1], sim) : NULL;
        if (t) put_commands(&o, t);
        if (t && ncmd == 2 && strcmp(cmd[1], "scythe") == 0)
            for (const scy_action *a = scy_actions; a->name; a++) put_action(&o, a->name);
        return CLI_OK;
    }
    const cli_command *t = group_table(cmd[0], sim);
    if (ncmd == 1) {
        if (t) put_commands(&o, t);
        if (strcmp(cmd[0], "scythe") == 0)
            for (const scy_action *a = scy_actions; a->name; a++) put_action(&o, a->name);
        return CLI_OK;
    }
    if (!t) return CLI_OK;
    int operands = ncmd - 2;   /* after the subcommand */
    if (operands == 0) {
        put(&o, "@file");
        return CLI_OK;
    }
    const scy_action *a = strcmp(cmd[0], "scythe") == 0 ? scy_action_find(cmd[1]) : NULL;
    if (a) put_action_words(&o, a, cmd[2], cmd + 3, operands - 1);
    return CLI_OK;
}
