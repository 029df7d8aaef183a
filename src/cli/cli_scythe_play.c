/*
 * `automa scythe play [FILE]`: the companion. A person plays the real board game; the program runs
 * the Automa, says what to do on the table and why, records what the person did, and saves the
 * game after every step (atomically), so the same FILE continues exactly where it stopped.
 *
 * Interactive on a terminal (line editing and Tab completion through libedit); with piped input it
 * echoes each answer after its prompt, so a session reads like a transcript.
 */
#include <dirent.h>
#include <editline/readline.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "automa/scythe.h"
#include "automa/scythe_render.h"
#include "automa/scythe_table.h"
#include "automa/words.h"
#include "cli/cli.h"
#include "cli/cli_ask.h"
#include "store/history.h"
#include "cli/scythe_cmd.h"
#include "cli/undo_file.h"
#include "store/store.h"

/* ---- the session ----------------------------------------------------------------------- */

typedef struct stack {
    scy_game *s;
    int n, cap;
} stack;

typedef struct session {
    char path[4096];
    store_game sg;            /* the file in the store: its version, for the next save */
    scy_game g;
    stack undo, redo;
    scy_report last;          /* the last Automa turn, for `why` */
    int have_last;
    am_buf why;               /* `why`: the whole last Automa turn, its combat and the rest of it */
    int tty;
    int quit;
    int want_undo;            /* 'undo' typed at a combat or flip prompt */
    int unsaved;              /* the last save failed: the file is older than the game shown */
    char unsaved_why[512];
    int on_disk;              /* the game file exists (loaded or created) */
} session;

static int stack_push(stack *st, const scy_game *g);

/* The undo history saved with the game (a file without it: nothing to undo before this session). */
static void load_undo(session *ss)
{
    scy_game *steps;
    int n;
    am_err e;
    if (undo_file_load(ss->path, &steps, &n, &e) != AM_OK) {
        printf(_("! The undo history in the file is unreadable (%s); the game itself is fine.\n"), e.msg);
        return;
    }
    for (int i = 0; i < n; i++) stack_push(&ss->undo, &steps[i]);
    free(steps);
}

static int stack_push(stack *st, const scy_game *g)
{
    if (st->n == st->cap) {
        int cap = st->cap ? st->cap * 2 : 64;
        scy_game *ns = realloc(st->s, (size_t)cap * sizeof *ns);
        if (!ns) return -1;
        st->s = ns;
        st->cap = cap;
    }
    st->s[st->n++] = *g;
    return 0;
}

static void show_status(const scy_game *g);

static void save(session *ss)
{
    am_err e;
    /* with the last steps of the undo history, so that undo works after a resume; through the store */
    int rc = undo_file_save(&ss->sg, &ss->g, ss->undo.s, ss->undo.n, &e);
    if (rc == STORE_ECHANGED) {
        /* the web page or a command saved the game meanwhile: theirs is kept, this step is not */
        printf(_("! %s was changed by another program (the web page or a command): your last step is NOT saved.\n"
                 "  The game goes on from the file as it is now; undo starts again from here:\n"),
               ss->path);
        scy_game now;
        if (store_load(&ss->sg, ss->path, &am_game_scythe, &now, 0, &e) == AM_OK) {
            ss->g = now;
            ss->undo.n = ss->redo.n = 0;
            ss->have_last = 0;
            load_undo(ss);   /* the undo history the other program saved, if any */
            show_status(&ss->g);
            return;
        }
    }
    ss->unsaved = rc != AM_OK;
    if (rc != AM_OK) {
        snprintf(ss->unsaved_why, sizeof ss->unsaved_why, "%s", e.msg);
        printf(_("! Could not save the game: %s. Keep playing; try 'save' again later.\n"), e.msg);
    }
}

/* Every change of the game goes through here: the old state onto the undo stack, redo cleared. */
static void before_change(session *ss)
{
    if (stack_push(&ss->undo, &ss->g) != 0) printf(_("! Out of memory: this step cannot be undone.\n"));
    ss->redo.n = 0;
}

/* The store recorded the finished game when it saved it (store_record); say how that went. */
static void record_history(session *ss)
{
    if (ss->sg.hist == 0) store_record(&ss->sg, &ss->g);
    if (ss->sg.hist < 0 && ss->unsaved)
        printf(_("! Could not record the game in the history (%s), nor save it in %s (%s).\n"), ss->sg.hist_msg,
               ss->path, ss->unsaved_why);
    else if (ss->sg.hist < 0)
        printf(_("! Could not record the game in the history (%s). The game itself is saved in %s.\n"), ss->sg.hist_msg,
               ss->path);
    else if (ss->sg.hist > 0)
        printf(_("The game is recorded in your history (automa history).\n"));
}

/* ---- input ------------------------------------------------------------------------------ */

/* The name of the companion's any-time command i (their table is below, with the handlers); NULL
 * past the last. */
static int session_cmd_words(const char **out, int cap);
/* The numbers a person may change in one word ("power +2" = "set power +2"). */
static const char *const stat_shortcuts[] = {"power", "popularity", "coins", "stars", "cards", "combat-cards", NULL};

/* Completion state lives here because libedit's callback API has no user pointer: the position of
 * the generator in its candidate list, the candidates of this completion, and the game they are
 * read from (CLI only, never in the library). */
static int completion_index;
static const scy_game *completion_game;
static const char *completion_cands[SCY_NTERR + 80];
static int completion_n;

static void cand_add(const char *c)
{
    if (completion_n < (int)(sizeof completion_cands / sizeof *completion_cands)) completion_cands[completion_n++] = c;
}

/* The first word: every command, shortcut and set-up answer (factions, levels, option values). */
static void cand_first_words(void)
{
    for (const scy_action *a = scy_actions; a->name; a++) {
        cand_add(am_word_local(a->name));
        if (am_word_local(a->name) != a->name) cand_add(a->name);
    }
    int cap = (int)(sizeof completion_cands / sizeof *completion_cands);
    completion_n += session_cmd_words(completion_cands + completion_n, cap - completion_n);
    for (int i = 0; stat_shortcuts[i]; i++) cand_add(am_word_local(stat_shortcuts[i]));
    for (int f = 0; f < SCY_NFACTIONS; f++) cand_add(scy_faction_name(f));
    for (int l = 0; l < SCY_NLEVELS; l++) cand_add(scy_level_name(l));
    for (int i = 0; i < SCY_NOPTIONS; i++)   /* the set-up's choices: combat companion|simulated, ... */
        for (const char *const *v = scy_option_table[i].values; v && *v; v++) cand_add(*v);
}

/* The candidates for word number `idx` of a line whose earlier words are w[0..idx): the command,
 * then what the action's row in scy_actions[] says its arguments are (scythe_action_complete). */
static void completion_candidates(const char *const *w, int idx)
{
    completion_n = 0;
    if (idx == 0) {
        cand_first_words();
        return;
    }
    int cap = (int)(sizeof completion_cands / sizeof *completion_cands);
    int n = scythe_action_complete(completion_game, w, idx, completion_cands, cap);
    if (n >= 0) {
        completion_n = n;
        return;
    }
    /* anything else: every word and territory */
    for (int i = 0; i < SCY_NTERR; i++) cand_add(scy_territories[i].name);
    cand_first_words();
}

static char *complete_generator(const char *text, int state)
{
    if (state == 0) completion_index = 0;
    size_t n = strlen(text);
    while (completion_index < completion_n) {
        const char *cand = completion_cands[completion_index++];
        if (strncasecmp(cand, text, n) == 0) return strdup(cand);
    }
    return NULL;
}

static char **complete(const char *text, int start, int end)
{
    (void)end;
    char line[512];
    const char *w[8];
    snprintf(line, sizeof line, "%.*s", start < (int)sizeof line - 1 ? start : (int)sizeof line - 1, rl_line_buffer);
    int idx = 0;
    for (char *t = strtok(line, " \t"); t && idx < 7; t = strtok(NULL, " \t")) w[idx++] = t;
    completion_candidates(w, idx);
    rl_attempted_completion_over = 1;  /* no file names */
    return rl_completion_matches(text, complete_generator);
}

/* Ctrl-C (SIGINT, issue 28 item 8). At a prompt the file holds the game shown (every step is
 * saved before the next prompt), so the companion ends there as 'quit' does, saying where the game
 * is (or that it is not saved); the text is made before each prompt, the handler only writes it.
 * Elsewhere (a step being computed or saved) the step ends first and the next prompt ends the
 * session. CLI only: one companion per process. */
static volatile sig_atomic_t at_prompt, interrupted;
static char interrupt_text[6144];
static size_t interrupt_len;
static int interrupt_status;
static struct termios tty_modes;    /* the terminal as the companion found it (libedit changes it) */
static int tty_saved;
static pid_t tty_owner = -1;        /* under make: make's process group, to give the terminal back */

/* Gives the terminal back to make (tcsetpgrp is async-signal-safe). */
static void tty_give_back(void)
{
    if (tty_owner > 0) tcsetpgrp(STDIN_FILENO, tty_owner);
    tty_owner = -1;
}

static void on_interrupt(int sig)
{
    (void)sig;
    if (at_prompt) {
        if (tty_saved) tcsetattr(STDIN_FILENO, TCSANOW, &tty_modes);
        tty_give_back();
        ssize_t r = write(STDOUT_FILENO, interrupt_text, interrupt_len);
        (void)r;
        _exit(interrupt_status);
    }
    interrupted = 1;
}

static void interrupt_prepare(const session *ss)
{
    char text[sizeof interrupt_text - 8];
    interrupt_status = CLI_OK;
    if (!ss->on_disk) {
        snprintf(text, sizeof text, "%s", _("No game was set up; nothing was saved.\n"));
    } else if (ss->unsaved) {
        snprintf(text, sizeof text, _("The game is NOT saved: %s. %s holds an earlier position.\n"), ss->unsaved_why,
                 ss->path);
        interrupt_status = CLI_EDATA;
    } else {
        char said[sizeof text];
        snprintf(said, sizeof said, _("The game is saved in %s. Continue with: automa scythe play %s\n"), ss->path,
                 ss->path);
        cli_fix_commands(said, text, sizeof text);
    }
    /* wrapped as everything else is (the handler only writes the bytes) */
    memset(interrupt_text, 0, sizeof interrupt_text);
    FILE *f = fmemopen(interrupt_text, sizeof interrupt_text - 1, "w");
    if (f) {
        fputc('\n', f);
        cli_put_width(f, text, cli_tty_width());
        fclose(f);
    } else {
        snprintf(interrupt_text, sizeof interrupt_text, "\n%s", text);
    }
    interrupt_len = strlen(interrupt_text);
}

/* libedit's own SIGINT handler sends the signal to the whole process group again: the companion
 * takes SIGINT itself and gives the terminal back as it found it. Under `make run` (MAKELEVEL set)
 * on a terminal it also runs in a process group of its own in the foreground, so that Ctrl-C
 * reaches the companion alone: make, which got it too, stopped with "make: *** wait: No child
 * processes" (or "Interrupt") when the companion ended first. Ctrl-Z is ignored there (a stopped
 * companion under a waiting make would hold the terminal). */
static void interrupt_install(void)
{
    rl_catch_signals = 0;
    tty_saved = isatty(STDIN_FILENO) && tcgetattr(STDIN_FILENO, &tty_modes) == 0;
    pid_t group = getpgrp();
    if (tty_saved && getenv("MAKELEVEL") && group != getpid() && tcgetpgrp(STDIN_FILENO) == group &&
        setpgid(0, 0) == 0) {
        /* a background group asking for the terminal; ignored from now on, so that the last
         * output after the terminal went back to make (exit flushes after atexit) never stops us */
        void (*ttou)(int) = signal(SIGTTOU, SIG_IGN);
        if (tcsetpgrp(STDIN_FILENO, getpid()) == 0) {
            tty_owner = group;
            signal(SIGTSTP, SIG_IGN);
            atexit(tty_give_back);
        } else {
            setpgid(0, group);
            signal(SIGTTOU, ttou);
        }
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);   /* no SA_RESTART: a read waiting for a line is interrupted */
}

static int read_line_now(session *ss, const char *prompt, char *buf, size_t cap);

/* Reads one line (without the newline) into buf. Returns 0 at the end of the input (or after a
 * Ctrl-C that came while a step was running). */
static int read_line(session *ss, const char *prompt, char *buf, size_t cap)
{
    if (interrupted) return 0;
    interrupt_prepare(ss);
    at_prompt = 1;
    int rc = read_line_now(ss, prompt, buf, cap);
    at_prompt = 0;
    return rc && !interrupted;
}

static int read_line_now(session *ss, const char *prompt, char *buf, size_t cap)
{
    int echo = 1;   /* piped: each answer echoed, so that a piped session reads like a transcript */
    if (!ss->tty) return ask_read_stdin(&echo, prompt, buf, cap);
    for (;;) {   /* a line longer than the buffer is refused whole, and the next one read */
        char *l = readline(prompt);
        if (!l) {
            putchar('\n');
            return 0;
        }
        if (*l) add_history(l);
        size_t n = strlen(l);
        if (n < cap) memcpy(buf, l, n + 1);
        free(l);
        if (n < cap) return 1;
        printf(_("  ! That line is longer than %zu characters: nothing of it was done.\n"), cap - 1);
    }
}

static int split_words(char *line, char **w, int max)
{
    int n = 0;
    for (char *t = strtok(line, " \t"); t && n < max; t = strtok(NULL, " \t")) w[n++] = t;
    return n;
}

/* The session as a reader for the questions of cli_ask.h (libedit on a terminal, else stdin). */
static int session_read(void *ctx, const char *prompt, char *buf, size_t cap)
{
    return read_line(ctx, prompt, buf, cap);
}

/* Asks until a valid answer; def is used for an empty answer (NULL: an answer is required).
 * Returns 0 at the end of the input. */
static int ask(session *ss, const char *question, const char *def, char *out, size_t cap)
{
    ask_reader in = {session_read, ss};
    return ask_line(&in, NULL, question, def, out, cap);
}

/* ---- output ----------------------------------------------------------------------------- */

/* The library's text, wrapped to the terminal (cli_put_wrapped). */
static void put(am_buf *b)
{
    if (b->data) cli_put_wrapped(stdout, b->data);
    am_buf_free(b);
}

/* "  ! why", wrapped to the terminal as the rest is. */
static void refused(const char *why)
{
    am_buf b = {0};
    am_buf_printf(&b, "  ! %s\n", why);
    put(&b);
}

static void show_board(const scy_game *g)
{
    am_buf b = {0};
    scy_render_map_text(g, &b);
    if (b.data) fputs(b.data, stdout);   /* a drawing: never wrapped */
    am_buf_free(&b);
}

static void show_status(const scy_game *g)
{
    am_buf b = {0};
    scy_render_status(g, &b);
    put(&b);
}

static void show_score(const scy_game *g)
{
    scy_score_sheet sh;
    scy_score(g, &sh);
    am_buf b = {0};
    scy_score_render_text(g, &sh, &b);
    put(&b);
}

/* The Automa whose piles pl's cards come from: pl itself, or with the shared-deck option the first
 * Automa in seat order (rules for several Automas, clarifications §I.6). */
static int deck_keeper(const scy_game *g, int pl)
{
    if (g->opt.shared_deck)
        for (int q = 0; q < g->nplayers; q++)
            if (g->p[q].automa) return q;
    return pl;
}

static int first_automa(const scy_game *g)
{
    for (int q = 0; q < g->nplayers; q++)
        if (g->p[q].automa) return q;
    return -1;
}

/* The end of the set-up: your combat cards (R-SC-58) and who shuffles the Automa's deck. */
static void print_cards_and_deck(const scy_game *g)
{
    printf(_("Your own combat cards are real cards in your hand, drawn as your faction mat says (in either combat\n"
             "mode): type their values when you play them.\n"));
    if (g->opt.real_deck)
        printf(_("Shuffle the Automa's deck yourself (option real-deck): at each draw type the number of the card that came "
                 "up.\n"));
    else
        printf(_("The program shuffles the Automa's deck itself: each turn it tells you which card to take.\n"));
}

static void print_setup(const scy_game *g)
{
    int humans = 0;
    for (int pl = 0; pl < g->nplayers; pl++) humans += !g->p[pl].automa;
    if (g->nplayers == 2)
        printf(_("\nSet up the table as for a 2-player game (3 Factory cards), then for the Automa:\n"));
    else
    {
        printf(_("\nSet up the table as for a %d-player game; each human as usual (%d of you), then each Automa:\n"),
               g->nplayers, humans);
        printf(_("- %d Factory cards (the number of players + 1).\n"), g->factory_cards_left);
    }
    for (int pl = 0; pl < g->nplayers; pl++) {
        const scy_player *p = &g->p[pl];
        if (!p->automa) continue;
        printf(_("- %s (%s), level %s:\n"), scy_faction_title(p->faction), scy_faction_label(p->faction), scy_level_label(p->level));
        if (g->opt.combat_mode == SCY_COMBAT_SIMULATED)
            printf(P_("  faction mat; power %d on the power track; no combat cards on the table (simulated combat: the\n"
                      "  program keeps its %d);\n",
                      "  faction mat; power %d on the power track; no combat cards on the table (simulated combat: the\n"
                      "  program keeps its %d);\n",
                      p->combat_cards),
                   p->power, p->combat_cards);
        else
            printf(P_("  faction mat; power %d on the power track; %d combat card(s) face down without looking%s;\n",
                      "  faction mat; power %d on the power track; %d combat card(s) face down without looking%s;\n",
                      p->combat_cards),
                   p->power, p->combat_cards, "");
        printf(_("  5 coins; its popularity token on 10, where it stays all game;\n"));
        char on[64] = "";   /* "F7 and G7" (the two territories by the home base) */
        int nw = 0;
        for (int u = SCY_U_WORKER0; u < SCY_NUNITS; u++) {
            if (!SCY_IS_TERR(p->unit[u])) continue;
            size_t l = strlen(on);
            snprintf(on + l, sizeof on - l, "%s%s", nw ? _(" and ") : "", scy_pos_name(p->unit[u]));
            nw++;
        }
        printf(_("  the character on its home base, one worker on each of %s;\n"
                 "  the 4 mechs, 6 stars and the other 6 workers on its mat;\n"), on);
        if (p->faction == SCY_ALBION) printf(_("  its 4 flags on its mat;\n"));
        if (p->faction == SCY_TOGAWA) printf(_("  its 4 traps shuffled face down on its mat;\n"));
        printf(_("  the star tracker card \"%s\" with a cube on space I;\n"), scy_level_label(p->level));
        if (deck_keeper(g, pl) != pl)
            printf(_("  no Automa cards of its own: it draws from the shared deck of the %s Automa.\n"),
                   scy_faction_label(g->p[deck_keeper(g, pl)].faction));
        else if (pl != deck_keeper(g, first_automa(g)))
            printf(_("  a deck of 19 Automa cards of its own (a second deck: one box has one), in a pile (Scheme I\n"
                     "  up), with room for two discard piles (main and combat).\n"));
        else
            printf(_("  its 19 Automa cards in a pile (Scheme I up), with room for two discard piles (main and combat).\n"));
    }
    if (scy_game_is_multi(g))
        printf(_("- The home-base marker (the tie-breaker of several Automas): an Automa recruit token on Albion's\n"
                 "  home base. When it breaks a tie, the program says where to move it; board and status show it.\n"));
    print_cards_and_deck(g);
}

/* ---- steps -------------------------------------------------------------------------------- */

/* The Automa's turn; card: the card the person drew from the real deck (0: the program's deck). */
static void automa_turn(session *ss, int card)
{
    scy_game next = ss->g;
    am_err e;
    if (card && scy_deck_card_next(&next, scy_deck_turn_player(&next), card, NULL, &e) != AM_OK) {
        refused(e.msg);
        return;
    }
    if (scy_automa_turn(&next, &ss->last, &e) != AM_OK) {
        printf("! %s\n", e.msg);
        return;
    }
    scy_game_keep_report(&next, &ss->last);   /* saved with the game: `why` after a resume */
    before_change(ss);
    ss->g = next;
    ss->have_last = 1;
    am_buf_free(&ss->why);
    scy_report_render_text(&ss->g, &ss->last, 1, &ss->why);
    const scy_player *p = &ss->g.p[ss->last.player];
    am_buf b = {0};
    if (card)   /* the person drew it */
        am_buf_printf(&b, _("\nPut card %d face up on the %s Automa's main discard pile, Scheme %s up.\n"), card,
                      scy_faction_label(ss->g.p[deck_keeper(&ss->g, ss->last.player)].faction), ss->last.scheme ? "II" : "I");
    else if (ss->last.card && deck_keeper(&ss->g, ss->last.player) != ss->last.player)   /* the shared deck */
        am_buf_printf(&b, _("\nTake card %d from the shared deck (the %s Automa's) and put it face up on its main discard pile, "
                            "Scheme %s up.\n"),
                      ss->last.card, scy_faction_label(ss->g.p[deck_keeper(&ss->g, ss->last.player)].faction),
                      ss->last.scheme ? "II" : "I");
    else if (ss->last.card)
        am_buf_printf(&b, _("\nTake card %d from the %s Automa's deck and put it face up on the main discard pile, Scheme %s up.\n"),
                      ss->last.card, scy_faction_label(p->faction), ss->last.scheme ? "II" : "I");
    scy_report_render_text(&ss->g, &ss->last, 0, &b);
    put(&b);
    if (!ss->g.game_over && ss->g.pending.kind != SCY_PEND_FLIP_MOVE && ss->g.pending.kind != SCY_PEND_FLIP_DEPLOY)
        printf(_("(type 'why' for every candidate and tie-breaker of this turn)\n"));
    save(ss);
}

/* 'quit' or 'undo' typed at a number prompt (a combat, a flipped card): leave the prompt. */
static int prompt_command(session *ss, const char *line)
{
    while (*line == ' ') line++;
    if (am_word_is("quit", line) || am_word_is("exit", line)) return 1;
    if (am_word_is("undo", line)) return ss->want_undo = 1;
    return 0;
}

static int ask_int(session *ss, const char *q, int lo, int hi, int *out)
{
    char line[128];
    for (;;) {
        if (!ask(ss, q, NULL, line, sizeof line)) return 0;
        if (prompt_command(ss, line)) return 0;
        long v;
        if (am_parse_int(line, lo, hi, &v) == 0) {
            *out = (int)v;
            return 1;
        }
        printf(_("  ! A number from %d to %d, please.\n"), lo, hi);
    }
}

/* Option real_deck: the number of the card the person drew from the real deck of Automa pl (what
 * for: "" or " for the combat"); asked until it is a card that can come up now (checked on a copy).
 * 0 when the person left the prompt. */
static int ask_deck_card(session *ss, int pl, const char *what)
{
    const scy_player *p = &ss->g.p[deck_keeper(&ss->g, pl)];
    char q[256];
    snprintf(q, sizeof q, _("Draw the top card of the %s Automa's deck%s: its number (1-19)"), scy_faction_label(p->faction), what);
    for (;;) {
        int v;
        if (!ask_int(ss, q, 1, SCY_NCARDS, &v)) return 0;
        scy_game check = ss->g;
        am_err e;
        if (scy_deck_card_next(&check, pl, v, NULL, &e) == AM_OK) return v;
        refused(e.msg);
    }
}

/* Asks for `need` combat card values (need < 0: up to `max`). */
static int ask_cards(session *ss, const char *q, int need, int max, scy_combat_choice *c)
{
    char line[128];
    for (;;) {
        if (!read_line(ss, q, line, sizeof line)) return 0;
        if (prompt_command(ss, line)) return 0;
        am_err e;
        if (scythe_parse_cards(line, c, &e) != AM_OK) {
            refused(e.msg);
            continue;
        }
        if (need >= 0 && c->ncards != need) {
            printf(P_("  ! Exactly %d value(s), please.\n", "  ! Exactly %d value(s), please.\n", need), need);
            continue;
        }
        if (need < 0 && c->ncards > max) {
            printf(_("  ! At most %d card(s) here (one per combat unit of yours in the fight).\n"), max);
            continue;
        }
        return 1;
    }
}

/* The person's dial and cards for one side (step 1, or both sides when two people fight). 0 when
 * the person left the prompt (quit, undo). */
static int ask_choice_of(session *ss, int pl, const char *intro, scy_combat_choice *c, int8_t *power)
{
    const scy_game *g = &ss->g;
    const scy_player *p = &g->p[pl];
    int units = scy_game_count_units_on(g, pl, SCY_UK_COMBAT, g->pending.territory);
    int maxp = p->power < 7 ? p->power : 7;
    int maxc = units < p->combat_cards ? units : p->combat_cards;
    char q[256];
    if (intro) printf("%s", intro);
    snprintf(q, sizeof q, _("Set your power dial secretly (0-%d) and type it"), maxp);
    int v;
    if (!ask_int(ss, q, 0, maxp, &v)) return 0;
    *power = (int8_t)v;
    memset(c, 0, sizeof *c);
    if (maxc == 0) return 1;   /* no card to play: nothing to ask */
    /* the explanation on its own line, a short prompt (a long one wraps badly in a terminal) */
    printf(_("The values of the combat cards you play face down (at most %d, e.g. 3 5; Enter for none):\n"), maxc);
    return ask_cards(ss, _("your cards: "), -1, maxc, c);
}

/* Asks for the values of the combat cards the person drew at random from each Automa side's pile
 * (need[s] of side s) into d. 0 when the person left the prompt. */
static int ask_drawn(session *ss, const scy_combat_step *st, scy_combat_answers *d)
{
    const scy_game *g = &ss->g;
    for (int s = 0; s < 2; s++) {
        if (st->need[s] <= 0) continue;
        const scy_player *p = &g->p[st->plan[s].player];
        char q[256];
        printf(P_("Draw %d combat card(s) at random from the %s Automa's face-down combat cards and type their values:\n",
                  "Draw %d combat card(s) at random from the %s Automa's face-down combat cards and type their values:\n",
                  st->need[s]),
               st->need[s], scy_faction_label(p->faction));
        snprintf(q, sizeof q, _("%s Automa's cards: "), scy_faction_label(p->faction));
        int def = st->automas == 2 && s == 1;
        if (!ask_cards(ss, q, st->need[s], st->need[s], def ? &d->defender_cards : &d->automa_cards)) return 0;
        if (def) d->has_defender_cards = 1;
        else d->has_automa_cards = 1;
    }
    return 1;
}

/* The pending combat in the rulebook's order ("Combat", steps 1-6), as the library's protocol
 * (scy_combat_go) asks for it: the person's dial and cards first (recorded in the game), then which
 * Automa card to draw and what it uses, then the values of the Automa's random combat cards
 * (companion mode), then the result. */
/* Step 1: the person's dial and cards (both people's when two people fight) into a. 0 when the
 * person left the prompt. */
static int combat_choose(session *ss, const scy_combat_step *st, scy_combat_answers *a)
{
    const scy_game *g = &ss->g;
    int pls[2] = {g->pending.attacker, g->pending.defender};
    char intro[160] = "";
    if (st->stage == SCY_CS_DIALS) snprintf(intro, sizeof intro, _("%s (attacker):\n"), scy_faction_label(g->p[pls[0]].faction));
    int s = st->stage == SCY_CS_CHOOSE ? scy_combat_person(g, NULL, NULL) : 0;
    if (!ask_choice_of(ss, pls[s], intro[0] ? intro : NULL, &a->cards, &a->power)) return 0;
    a->has_cards = 1;
    if (st->stage != SCY_CS_DIALS) return 1;
    snprintf(intro, sizeof intro, _("%s (defender):\n"), scy_faction_label(g->p[pls[1]].faction));
    a->has_defender_cards = 1;
    return ask_choice_of(ss, pls[1], intro, &a->defender_cards, &a->defender_power);
}

/* Option real_deck: the card each Automa side drew from the real deck into a. */
static int combat_deck(session *ss, const scy_combat_step *st, scy_combat_answers *a)
{
    int pls[2] = {ss->g.pending.attacker, ss->g.pending.defender};
    for (int s = 0; s < 2; s++)
        if (st->need_deck[s] && !(a->deck_card[s] = (uint8_t)ask_deck_card(ss, pls[s], _(" for the combat")))) return 0;
    return 1;
}

/* The fought combat: the result, the rest of the Automa's turn; kept for `why`. */
static void combat_result(session *ss, const scy_combat_step *st, int during_turn)
{
    const scy_combat_report *r = &st->report;
    am_buf b = {0};
    scy_combat_render_text(&ss->g, r, &b);
    if (during_turn && ss->have_last) scy_combat_render_text(&ss->g, r, &ss->why);
    if (r->continued) {
        ss->last = st->turn;
        ss->have_last = 1;
        am_buf_puts(&b, _("The Automa's turn goes on:\n"));
        scy_report_render_text(&ss->g, &st->turn, 0, &b);
        am_buf_puts(&ss->why, _("The Automa's turn goes on:\n"));
        scy_report_render_text(&ss->g, &st->turn, 1, &ss->why);
    }
    put(&b);
}

/* The pending combat in the rulebook's order ("Combat", steps 1-6), as the library's protocol
 * (scy_combat_go) asks for it: the person's dial and cards first (recorded in the game), then which
 * Automa card to draw and what it uses, then the values of the Automa's random combat cards
 * (companion mode), then the result. A recorded choice is a step of its own (undo passes it). */
static void combat(session *ss)
{
    const scy_game *g = &ss->g;
    const char *where = scy_pos_name(g->pending.territory), *att = scy_faction_label(g->p[g->pending.attacker].faction),
               *def = scy_faction_label(g->p[g->pending.defender].faction);
    int during_turn = g->turn.active, plan_told = 0, keep = 0;
    am_err e;
    scy_combat_answers ans;
    scy_combat_answers_init(&ans);
    scy_combat_step st;
    scy_game next = ss->g;
    if (scy_combat_go(&next, &ans, NULL, &st, &e) != AM_OK) {
        printf("! %s\n", e.msg);
        return;
    }
    if (st.stage == SCY_CS_CHOOSE)
        printf(_("\nA combat on %s (%s attacks %s). Step 1: choose your power and combat cards, before the Automa card "
                 "is drawn.\n"),
               where, att, def);
    else if (st.stage == SCY_CS_DIALS)
        printf(_("\nA combat on %s (%s attacks %s): each of you sets the power dial and chooses combat cards in secret.\n"),
               where, att, def);
    else
        printf(_("\nA combat on %s (%s attacks %s).\n"), where, att, def);
    while (st.stage != SCY_CS_DONE) {
        if (st.committed_now || keep) {   /* the choice (and the cards told) kept in the file while the rest is asked */
            before_change(ss);
            ss->g = next;
            save(ss);
        }
        keep = st.stage == SCY_CS_DECK;
        scy_combat_answers a;
        scy_combat_answers_init(&a);
        int ok;
        if (st.stage == SCY_CS_DRAW) {
            am_buf pb = {0};
            scy_combat_plan_render_text(&ss->g, st.plan, &pb);
            put(&pb);
            plan_told = 1;
            ok = ask_drawn(ss, &st, &a);
        } else {
            ok = st.stage == SCY_CS_DECK ? combat_deck(ss, &st, &a) : combat_choose(ss, &st, &a);
        }
        if (!ok) {
            ss->quit = !ss->want_undo;
            return;
        }
        next = ss->g;
        if (scy_combat_go(&next, &a, NULL, &st, &e) != AM_OK) {
            refused(e.msg);
            return;   /* asked again */
        }
    }
    if (st.have_plan && !plan_told) {
        am_buf pb = {0};
        scy_combat_plan_render_text(&ss->g, st.plan, &pb);
        put(&pb);
    }
    before_change(ss);
    ss->g = next;
    combat_result(ss, &st, during_turn);
    save(ss);
}

static void flip(session *ss)
{
    int v;
    if (!ask_int(ss, scy_flip_question(&ss->g), 2, 5, &v)) {
        ss->quit = !ss->want_undo;
        return;
    }
    scy_game next = ss->g;
    am_err e;
    am_buf b = {0};
    if (scy_flip_answer(&next, v, &ss->last, &b, &e) != AM_OK) {
        printf("! %s\n", e.msg);
        return;
    }
    before_change(ss);
    ss->g = next;
    ss->have_last = 1;
    scy_report_render_text(&ss->g, &ss->last, 1, &ss->why);
    scy_report_render_text(&ss->g, &ss->last, 0, &b);
    put(&b);
    save(ss);
}

/* ---- the any-time commands: one row each (name, other name, arguments, help, handler) ------- */

static void help(void);

static int sc_help(void *ctx, int n, char **w)
{
    (void)ctx, (void)n, (void)w;
    help();
    return 0;
}

static int sc_board(void *ctx, int n, char **w)
{
    session *ss = ctx;
    (void)n, (void)w;
    show_board(&ss->g);
    return 0;
}

static int sc_status(void *ctx, int n, char **w)
{
    session *ss = ctx;
    (void)n, (void)w;
    show_status(&ss->g);
    return 0;
}

static int sc_score(void *ctx, int n, char **w)
{
    session *ss = ctx;
    (void)n, (void)w;
    show_score(&ss->g);
    return 0;
}

static int sc_save(void *ctx, int n, char **w)
{
    session *ss = ctx;
    (void)n, (void)w;
    save(ss);
    if (!ss->unsaved) printf(_("Saved to %s.\n"), ss->path);
    return 0;
}

static int sc_quit(void *ctx, int n, char **w)
{
    session *ss = ctx;
    (void)n, (void)w;
    ss->quit = 1;
    return 0;
}

/* this session's whole last turn (its attack, the combat, the rest), else the kept report */
static int sc_why(void *ctx, int n, char **w)
{
    session *ss = ctx;
    (void)n, (void)w;
    if (ss->why.data) {
        fputs(ss->why.data, stdout);
    } else if (!ss->g.has_last_report) {
        printf(_("The Automa has not played yet in this game.\n"));
    } else {
        am_buf b = {0};
        scy_report kept;
        scy_game_last_report(&ss->g, &kept);
        scy_report_render_text(&ss->g, &kept, 1, &b);
        put(&b);
    }
    return 0;
}

/* undo [N] / redo [N] */
static void undo_redo(session *ss, int undo, int n, char **w)
{
    const char *c = w[0];
    int steps = 1;
    long v;
    if (n > 2 || (n > 1 && am_parse_int(w[1], 1, 100000, &v) != 0)) {
        printf(_("  ! %s takes a number of steps, 1 or more (%s 3), not '%s'.\n"), c, c, w[n - 1]);
        return;
    }
    if (n > 1) steps = (int)v;
    stack *from = undo ? &ss->undo : &ss->redo, *to = undo ? &ss->redo : &ss->undo;
    if (from->n == 0) {
        printf(undo ? _("Nothing to undo.\n") : _("Nothing to redo.\n"));
        return;
    }
    int done = 0;
    scy_game was = ss->g;
    while (done < steps && from->n > 0) {
        stack_push(to, &ss->g);
        ss->g = from->s[--from->n];
        while (scy_undo_passes(&ss->g) && from->n > 0) {   /* a recorded combat choice: passed both ways */
            stack_push(to, &ss->g);
            ss->g = from->s[--from->n];
        }
        done++;
    }
    save(ss);
    /* what to change on the table, not the whole state (`status` shows that) */
    printf(undo ? P_("Undone %d step(s). Put the table back as it was:\n", "Undone %d step(s). Put the table back as it was:\n", done)
                : P_("Redone %d step(s). On the table:\n", "Redone %d step(s). On the table:\n", done), done);
    am_buf b = {0};
    scy_render_step_text(&was, &ss->g, !undo, &b);
    put(&b);
}

static int sc_undo(void *ctx, int n, char **w)
{
    undo_redo(ctx, 1, n, w);
    return 0;
}

static int sc_redo(void *ctx, int n, char **w)
{
    undo_redo(ctx, 0, n, w);
    return 0;
}

static const am_cmd session_cmds[] = {
    {"board", "map", "", N_("the map with every unit"), sc_board},
    {"status", NULL, "", N_("players, tracker, deck"), sc_status},
    {"why", NULL, "", N_("the full reasons of the Automa's last turn"), sc_why},
    {"score", NULL, "", N_("the score if the game ended now"), sc_score},
    {"undo", NULL, "[N]", N_("step back (N steps)"), sc_undo},
    {"redo", NULL, "[N]", N_("step forward again (N steps)"), sc_redo},
    {"save", NULL, "", N_("save again"), sc_save},
    {"help", "?", "", N_("this help"), sc_help},
    {"quit", "exit", "", N_("stop (the game is saved)"), sc_quit},
    {NULL, NULL, NULL, NULL, NULL},
};

/* One row of the help: the command and its arguments, then what it does, wrapped to the terminal
 * (in a column of its own when there is room, else on the next lines). */
static void help_row(const char *name, const char *args, const char *text, int width)
{
    enum { TEXT_COL = 52, NARROW_COL = 13 };
    int n = printf("  %-10s %s", name, args);
    if (width >= TEXT_COL + 30 && n < TEXT_COL) {
        printf("%*s", TEXT_COL - n, "");
        cli_wrap_text(stdout, text, TEXT_COL, TEXT_COL, width);
    } else if (!*args) {
        cli_wrap_text(stdout, text, NARROW_COL, NARROW_COL, width);
    } else {   /* a narrow terminal: what it does under the arguments */
        printf("\n%*s", NARROW_COL, "");
        cli_wrap_text(stdout, text, NARROW_COL, NARROW_COL, width);
    }
}

static void help(void)
{
    int width = cli_term_width();
    cli_wrap_text(stdout, _("Record what you do on the table (UNIT: character, mech, worker; places: D4, nordic, ...):"), 0,
                  0, width);
    for (const scy_action *a = scy_actions; a->name; a++) help_row(am_word_local(a->name), *a->args ? _(a->args) : "", _(a->help), width);
    help_row(am_word_local("fight"), "", _("fight the combat you started now (done fights it too, then ends your turn)"), width);
    printf(_("Shortcuts: power/popularity/coins/stars/cards +N or -N (same as set).\n"));
    printf(_("Any time:\n"));
    for (const am_cmd *c = session_cmds; c->name; c++) help_row(am_word_local(c->name), c->args, _(c->help), width);
    printf(_("On the Automa's turn press Enter.\n"));
}

static int session_cmd_words(const char **out, int cap)
{
    return am_cmd_words(session_cmds, out, cap);
}

/* Commands available at any prompt. Returns 1 if handled. */
static int common_command(session *ss, int n, char **w)
{
    const am_cmd *c = am_cmd_find(session_cmds, w[0]);
    if (!c) return 0;
    c->run(ss, n, w);
    return 1;
}

/* IFA, companion mode (R-IFA-5): a move onto a face-down trap of a Togawa Automa springs the
 * physical token: the person turns it over and says which it is (*kind; -1 when the move springs
 * none). Only a move the rules allow gets that far (scy_move_springs_trap, R-IFA-13): a refused move
 * reveals nothing. Returns 0 to drop the move. */
static int ask_trap(session *ss, const scy_game *g, const char *const *words, int *kind)
{
    int type, from, to;
    *kind = -1;
    scythe_move_springs(g, words, &type, &from, &to, &to);
    if (to < 0) return 1;   /* no trap to turn over; a refused move says why when it is applied */
    printf(_("%s holds a face-down trap of the %s Automa: you spring it. Turn it over.\n"), scy_pos_name(to),
           scy_faction_label(g->p[g->trap_owner[to]].faction));
    char a[64];
    for (;;) {
        if (!ask(ss, _("Which trap is it (popularity, power, coins, cards)"), NULL, a, sizeof a)) {
            ss->quit = 1;
            return 0;
        }
        int k = scythe_trap_kind_parse(a);
        if (k < 0) {
            printf("  ! ");
            printf(_("the trap is popularity, power, coins or cards, not '%.30s'"), a);
            putchar('\n');
            continue;
        }
        scy_game check = *g;   /* a token that cannot be this one (it lies face up elsewhere) is asked again */
        am_err e;
        if (scy_trap_reveal(&check, to, k, &e) == AM_OK) {
            *kind = k;
            return 1;
        }
        refused(e.msg);
    }
}

/* "  ! Unknown command 'x' (help lists them)." with the closest word of any table, when one is close. */
static void unknown_command(const char *typed)
{
    const char *names[32];
    int n = 0;
    for (const scy_action *a = scy_actions; a->name && n < 24; a++) names[n++] = a->name;
    for (int i = 0; stat_shortcuts[i] && n < 30; i++) names[n++] = stat_shortcuts[i];
    names[n++] = "fight";
    const char *close = am_word_closest(names, n, typed);
    const am_cmd *const tables[] = {session_cmds, NULL};
    const char *close2 = am_cmd_closest(tables, typed);
    if (!close || (close2 && am_word_distance(close2, typed) < am_word_distance(close, typed))) close = close2;
    if (close)
        printf(_("  ! Unknown command '%s': did you mean '%s'? (help lists them)\n"), typed, close);
    else
        printf(_("  ! Unknown command '%s' (help lists them).\n"), typed);
}

static void human_command(session *ss, int n, char **w)
{
    /* shortcuts: "power +2" = "set power +2" */
    const char *words[10];
    int m = 0;
    if (am_word_find(stat_shortcuts, -1, w[0]) >= 0) words[m++] = "set";
    for (int i = 0; i < n && m < 10; i++) words[m++] = w[i];
    if (!scy_action_find(words[0])) {
        unknown_command(w[0]);
        return;
    }
    scy_game next = ss->g;
    am_err e;
    am_buf b = {0};
    int kind = -1;
    if (m == 4 && scy_action_find(words[0]) == scy_action_find("move") && !ask_trap(ss, &next, words, &kind)) return;
    if (scythe_action_apply_for(&next, -1, kind, m, words, 0, &b, &e) != AM_OK) {
        am_buf_free(&b);
        refused(e.msg);
        return;
    }
    before_change(ss);
    ss->g = next;
    put(&b);
    save(ss);
}

static void game_over(session *ss, int record)
{
    printf(_("\nThe game is over: a sixth star. Final score:\n"));
    show_score(&ss->g);
    if (record) record_history(ss);
}

static void loop(session *ss)
{
    char line[512];
    int announced = -1;
    int over_shown = ss->g.game_over;
    int marker = ss->g.tiebreak_marker;   /* where the person's home-base marker stands */
    while (!ss->quit) {
        completion_game = &ss->g;
        if (ss->g.tiebreak_marker != marker && scy_game_is_multi(&ss->g)) {
            /* a tie broken (or undone): the physical marker follows (clarifications §I.12) */
            printf(_("Move the home-base marker (the tie-breaker) to the %s base.\n"),
                   scy_faction_label(ss->g.tiebreak_marker));
            marker = ss->g.tiebreak_marker;
        }
        if (ss->want_undo) {
            ss->want_undo = 0;
            char undo[] = "undo", *uw[1] = {undo};
            common_command(ss, 1, uw);
            if (ss->g.pending.kind != SCY_PEND_NONE) {
                printf(_("(the game waits for this answer again: type undo once more to go further back, quit to stop)\n"));
            }
        }
        scy_game *g = &ss->g;
        if (g->game_over) {
            if (!over_shown) {
                game_over(ss, 1);
                over_shown = 1;
            }
            if (!read_line(ss, _("game over> "), line, sizeof line)) break;
            char *w[8];
            int n = split_words(line, w, 8);
            if (n == 0) continue;
            if (!common_command(ss, n, w)) printf(_("  ! The game is over: board, score, undo or quit.\n"));
            if (!ss->g.game_over) over_shown = 0;
            continue;
        }
        if (g->pending.kind == SCY_PEND_COMBAT) {
            if (!g->p[g->pending.attacker].automa && !g->turn.active && announced != -2) {
                /* a combat the human started: more units may still join before it is fought */
                printf(_("A combat waits on %s. Move more units into it, or type 'fight' to fight it now.\n"),
                       scy_pos_name(g->pending.territory));
                announced = -2;
            }
            if (g->p[g->pending.attacker].automa || g->turn.active) {
                combat(ss);
                announced = -1;
                continue;
            }
        } else if (g->pending.kind != SCY_PEND_NONE) {
            flip(ss);
            continue;
        }
        const scy_player *p = &g->p[g->current];
        if (p->automa && g->pending.kind == SCY_PEND_NONE) {
            char prompt[160];
            snprintf(prompt, sizeof prompt, _("\n--- The %s Automa's turn: press Enter (or a command) --- "),
                     scy_faction_label(p->faction));
            if (!read_line(ss, prompt, line, sizeof line)) break;
            char *w[8];
            int n = split_words(line, w, 8);
            long card = 0;
            int is_card = n == 2 && am_word_is("card", w[0]);
            if (is_card && am_parse_int(w[1], 1, SCY_NCARDS, &card) != 0) {
                printf(_("  ! card N: the number (1-%d) of the card you drew from the Automa's deck.\n"), SCY_NCARDS);
                continue;
            }
            if (is_card) automa_turn(ss, (int)card);
            else if (n == 0 || am_word_is("go", w[0])) {
                int c = g->opt.real_deck ? ask_deck_card(ss, g->current, "") : 0;
                if (g->opt.real_deck && !c) ss->quit = !ss->want_undo;
                else automa_turn(ss, c);
            }
            else if (!common_command(ss, n, w)) printf(_("  ! It is the Automa's turn: press Enter.\n"));
            continue;
        }
        if (announced != g->current && g->pending.kind == SCY_PEND_NONE) {
            char said[512];
            snprintf(said, sizeof said,
                     _("\nYour turn (%s). Record what you do on the table; 'done' when you have finished, 'help' for "
                       "the commands.\n"),
                     scy_faction_label(p->faction));
            size_t len = strlen(said);
            if (len && said[len - 1] == '\n') said[len - 1] = '\0';   /* cli_wrap_text ends the line */
            cli_wrap_text(stdout, said, 0, 0, cli_term_width());
            announced = g->current;
        }
        char prompt[64];
        snprintf(prompt, sizeof prompt, "%s> ", scy_faction_label(p->faction));
        if (!read_line(ss, prompt, line, sizeof line)) break;
        char *w[8];
        int n = split_words(line, w, 8);
        if (n == 0) continue;
        if (common_command(ss, n, w)) continue;
        if (am_word_is("fight", w[0])) {
            if (g->pending.kind == SCY_PEND_COMBAT) {
                combat(ss);
                announced = -1;
            } else {
                printf(_("  ! No combat waits.\n"));
            }
            continue;
        }
        if (g->pending.kind == SCY_PEND_COMBAT && am_word_is("done", w[0])) {
            combat(ss);  /* done moving: the combat is fought first, then the turn ends */
            announced = -1;
            if (ss->g.pending.kind == SCY_PEND_NONE && !ss->g.game_over && !ss->g.p[ss->g.current].automa)
                human_command(ss, n, w);
            continue;
        }
        human_command(ss, n, w);
    }
}

/* ---- the set-up wizard ------------------------------------------------------------------------ */

/* What the wizard has been told so far: the setup, each human's player mat and the tile. */
typedef struct wiz {
    session *ss;
    ask_reader in;
    scy_setup s;
    int level;                               /* the first Automa's level: the default of the others */
    char mats[SCY_MAX_PLAYERS][24], tile[32];
} wiz;

/* A wizard question: "?" or "help" prints what the choices mean, then asks again. 0 at the end of
 * the input. */
static int wask(wiz *w, const char *help, const char *question, const char *def, char *out, size_t cap)
{
    return ask_line(&w->in, help, question, def, out, cap);
}

static int ask_factions(wiz *w)
{
    const char *names[SCY_NFACTIONS + 1] = {NULL};
    for (int f = 0; f < SCY_NFACTIONS; f++) names[f] = scy_faction_name(f);
    int human = ask_choice(&w->in, N_("The faction whose mat and pieces you play: nordic (Nordic Kingdoms), rusviet (Rusviet Union), crimea\n"
       "(Crimean Khanate), saxony (Saxony Empire), polania (Republic of Polania); togawa (Togawa Shogunate)\n"
       "and albion (Clan Albion) come with Invaders from Afar."), _("Your faction (nordic, rusviet, togawa, crimea, saxony, polania, albion)"), NULL,
                           names, _("  ! Unknown faction '%s'.\n"));
    if (human < 0) return -1;
    const char *suggest = scy_faction_name(scy_board_far_faction(human));
    printf(_("  For a first game the rulebook suggests an Automa whose home base is far from yours: %s.\n"),
           scy_faction_label(scy_board_far_faction(human)));
    int automa;
    while ((automa = ask_choice(&w->in, N_("The faction the Automa plays: any faction but yours. The suggestion has its home base far from\n"
       "yours, as the rulebook advises for a first game (the Automa reaches you later)."), _("The Automa's faction"), suggest,
                                names, _("  ! Unknown faction '%s'.\n"))) == human)
        printf(_("  ! That is your faction.\n"));
    if (automa < 0) return -1;
    w->s.nplayers = 2;
    w->s.faction[0] = (uint8_t)human;
    w->s.faction[1] = (uint8_t)automa;
    w->s.automa[1] = 1;
    return 0;
}

static int ask_level(wiz *w)
{
    const char *names[SCY_NLEVELS + 1] = {NULL};
    for (int l = 0; l < SCY_NLEVELS; l++) names[l] = scy_level_name(l);
    printf(_("  Levels: autometta (beginners; recommended until you beat it once), automa (normal),\n"
             "  automaszyna (veterans), ultimaszyna (the very best).\n"));
    w->level = ask_choice(&w->in, N_("autometta: the easiest; skips some turns (cards with the skip icon), for learning.\n"
       "automa: the normal opponent. automaszyna: its star tracker gives it stars sooner.\n"
       "ultimaszyna: never held back by rivers, takes every valid move of a card, +1 coin and +1 power\n"
       "whenever a card gives any; its beaten units go back to its home base."), _("Difficulty"), hist_default_level(),
                          names, _("  ! Unknown level '%s'.\n"));
    w->s.level[1] = (uint8_t)(w->level < 0 ? 0 : w->level);
    return w->level < 0 ? -1 : 0;
}

/* The options of the table asked as one line of words ("skip-turns coin-mod=1 shared-deck"): the
 * flags and numbers; the choices (combat, enemy) have their own questions. */
static int option_word(const scy_option_info *opt)
{
    return opt->kind != SCY_OPT_ENUM;
}

/* "coin-mod=N" / "no-ifa-brackets" / "skip-turns": the word that sets the option from its default */
static void option_spelling(const scy_option_info *opt, char *buf, size_t cap)
{
    scy_options d;
    scy_options_default(&d);
    snprintf(buf, cap, "%s%s%s", opt->kind == SCY_OPT_FLAG && scy_option_get(&d, opt) ? "no-" : "", opt->name,
             opt->kind == SCY_OPT_INT ? "=N" : "");
    for (char *c = buf; *c; c++)
        if (*c == '_') *c = '-';
}

/* Appends text's words to b in lines of at most 79 columns: the first goes on from column col, the
 * next ones start with indent spaces. */
static void wrap(am_buf *b, const char *text, int col, int indent)
{
    int start = col;
    while (*text) {
        text += strspn(text, " ");
        int n = (int)strcspn(text, " ");
        if (!n) break;
        if (col > start && col + 1 + n > 79) {
            am_buf_printf(b, "\n%*s", indent, "");
            col = start = indent;
        }
        am_buf_printf(b, "%s%.*s", col > start ? " " : "", n, text);
        col += n + (col > start);
        text += n;
    }
}

/* The words of an Options answer ("skip-turns coin-mod=1 no-ifa-brackets") into o; 0 (said why)
 * at the first word that is no option of the line or has a wrong value. */
static int take_option_words(scy_options *o, char *a)
{
    if (strcmp(a, C_("options", "none")) == 0 || strcmp(a, "none") == 0) return 1;
    char *word[12];
    int n = split_words(a, word, 12);
    for (int i = 0; i < n; i++) {
        char *value = strchr(word[i], '=');
        if (value) *value++ = '\0';
        const scy_option_info *opt = scy_option_find(strncmp(word[i], "no-", 3) == 0 && !value ? word[i] + 3 : word[i]);
        am_err e;
        if (!opt || !option_word(opt)) {
            if (value) value[-1] = '=';
            printf(_("  ! Unknown option '%s'.\n"), word[i]);
            return 0;
        }
        if (scy_options_set(o, word[i], value, &e) != AM_OK) {
            refused(e.msg);
            return 0;
        }
    }
    return 1;
}

static int ask_option_words(wiz *w)
{
    am_buf list = {0}, help = {0}, intro = {0};
    am_buf_printf(&help, "%s", _("Rulebook \"Adjusting the difficulty\"; none, or several separated by spaces:"));
    for (int i = 0; i < SCY_NOPTIONS; i++) {
        const scy_option_info *opt = &scy_option_table[i];
        if (!option_word(opt)) continue;
        char word[40];
        option_spelling(opt, word, sizeof word);
        am_buf_printf(&list, "%s%s", list.len ? ", " : "", word);
        am_buf_printf(&help, "\n  %-16s ", word);
        wrap(&help, _(opt->help), 19, 19);
    }
    am_buf_printf(&list, ".");
    wrap(&intro, list.data, 2, 2);
    printf(_("  Options (rulebook \"Adjusting the difficulty\" and more), separated by spaces:\n  %s\n"), intro.data);
    char a[256];
    int rc = -1;
    while (wask(w, help.data, _("Options"), C_("options", "none"), a, sizeof a)) {
        scy_options o = w->s.opt;   /* a refused line changes nothing */
        if (take_option_words(&o, a)) {
            w->s.opt = o;
            rc = 0;
            break;
        }
    }
    am_buf_free(&list);
    am_buf_free(&help);
    am_buf_free(&intro);
    return rc;
}

/* The table's options: the combat cards (a choice), then the rest as words. */
static int ask_options(wiz *w)
{
    const scy_option_info *combat = scy_option_find("combat");
    printf(_("  Combat cards: 'companion' = the Automa's combat cards are real cards on the table: in a combat\n"
             "  you draw them at random and type their values; 'simulated' = the program keeps the Automa's\n"
             "  combat cards itself (none on the table for it). In both, your own combat cards are the real cards\n"
             "  in your hand: you type their values when you play them.\n"));
    int c = ask_choice(&w->in, N_("companion: the Automa's combat cards are real cards on the table; in a combat you draw them at\n"
       "random and type their values. simulated: the program keeps the Automa's combat cards itself and\n"
       "draws them for it. Either way your own combat cards are the real cards in your hand."), _("Combat cards"),
                       combat->values[SCY_COMBAT_COMPANION], combat->values, _("  ! companion or simulated.\n"));
    if (c < 0) return -1;
    scy_option_put(&w->s.opt, combat, c);
    return ask_option_words(w);
}

/* One extra player "TYPE:FACTION[:LEVEL]" into the setup; 0 if the words make no such player. */
static int add_player(wiz *w, char *word)
{
    scy_setup *s = &w->s;
    char *type = strtok(word, ":"), *fac = strtok(NULL, ":"), *lv = strtok(NULL, ":");
    int f = scy_faction_parse(fac), l = lv ? scy_level_parse(lv) : w->level;
    int used = 0;
    for (int k = 0; k < s->nplayers; k++) used |= s->faction[k] == f;
    if (!type || f < 0 || l < 0 || used || s->nplayers >= SCY_MAX_PLAYERS ||
        (strcmp(type, "human") != 0 && strcmp(type, "automa") != 0))
        return 0;
    s->faction[s->nplayers] = (uint8_t)f;
    s->automa[s->nplayers] = strcmp(type, "automa") == 0;
    s->level[s->nplayers] = (uint8_t)l;
    s->nplayers++;
    return 1;
}

/* several players: the multi-Automa rules (up to 5 in all) */
static int ask_more_players(wiz *w)
{
    char a[256];
    cli_put_wrapped(stdout, _("  More players (up to 5 in all), e.g. 'automa:saxony:automaszyna human:rusviet'; Enter for a solo game.\n"));
    for (;;) {
        if (!wask(w, N_("For a game of up to 5: each extra player as TYPE:FACTION[:LEVEL], e.g. automa:saxony:automaszyna\n"
       "or human:rusviet; several separated by spaces. none: a solo game against one Automa."), _("More players"), C_("players", "none"), a, sizeof a)) return -1;
        w->s.nplayers = 2;
        if (strcmp(a, C_("players", "none")) == 0 || strcmp(a, "none") == 0) return 0;
        char *word[6];
        int n = split_words(a, word, 6), ok = 1;
        for (int i = 0; i < n && ok; i++) ok = add_player(w, word[i]);
        if (ok) return 0;
        printf(_("  ! Expected TYPE:FACTION[:LEVEL] (TYPE human or automa, a faction not yet taken, at most 5 "
                 "players).\n"));
    }
}

/* each human's player mat and the structure bonus tile (issue 13): see scy_setup_mat, scy_setup_tile (src/scythe/setup_names.c) */
static int ask_mats_and_tile(wiz *w)
{
    char a[256];
    /* the list on its own lines, the prompt short: a prompt wider than the terminal wrapped mid-word */
    printf(_("  Player mats: industrial (1), engineering (2), militant (2A), patriotic (3),\n"
             "  innovative (3A), mechanical (4), agricultural (5).\n"));
    for (int i = 0; i < w->s.nplayers; i++) {
        if (w->s.automa[i]) continue;
        char q[256];
        snprintf(q, sizeof q, _("Player mat of %s"), scy_faction_label(w->s.faction[i]));
        for (;;) {
            if (!wask(w, N_("The player mat you drew (its name or the number printed on it): it sets your starting\n"
                             "popularity and coins and the order of your actions."),
                      q, NULL, a, sizeof a))
                return -1;
            if (scy_mat_find(a) >= 0) break;
            printf(_("  ! Unknown player mat '%s'.\n"), a);
        }
        snprintf(w->mats[i], sizeof w->mats[i], "%.20s", a);
    }
    printf(_("  Structure bonus tile: the one you drew (tunnels-adjacent, lakes-adjacent,\n"
             "  encounters-adjacent, on-tunnels, in-a-row, farms-tundras), random (the program\n"
             "  draws it), or manual (you enter its coins at the end).\n"));
    for (;;) {
        if (!wask(w, N_("The structure bonus tile placed by the board: it pays coins at the end for your structures\n"
                         "(next to tunnels, lakes, encounters, on tunnels, in a row, on farms or tundras)."),
                  _("Structure bonus tile"), "random", a, sizeof a))
            return -1;
        if (strcasecmp(a, "random") == 0 || scy_tile_find(a) >= 0) break;
        printf(_("  ! Unknown tile '%s'.\n"), a);
    }
    snprintf(w->tile, sizeof w->tile, "%.30s", a);
    return 0;
}

/* The players beyond the first two, their mats and the tile; with several players who the
 * enemies are (the option table's "enemy"). */
static int ask_players(wiz *w)
{
    if (ask_more_players(w) || ask_mats_and_tile(w)) return -1;
    if (w->s.nplayers <= 2) return 0;
    const scy_option_info *enemy = scy_option_find("enemy");
    printf(_("  With several Automas, 'enemy' means: all (every other player) or humans (you play together).\n"));
    int e = ask_choice(&w->in, N_("all: every other player is an enemy (each plays for itself). humans: you play together against\n"
       "the Automas and are scored by each side's average."), _("Enemies"), enemy->values[SCY_ENEMY_ALL], enemy->values,
                       _("  ! all or humans.\n"));
    if (e < 0) return -1;
    scy_option_put(&w->s.opt, enemy, e);
    int automas = 0;
    for (int i = 0; i < w->s.nplayers; i++) automas += w->s.automa[i];
    if (automas < 2 || w->s.opt.shared_deck) return 0;
    /* one box has one Automa deck: say so, and let the Automas share it (clarifications §I.6) */
    static const char *const decks[] = {"shared", "own", NULL};
    printf(_("  One box of Scythe has one Automa deck: 'shared' = every Automa draws from it (each its own\n"
             "  cards, turn by turn); 'own' = each Automa has a deck of its own (you need one more deck).\n"));
    int d = ask_choice(&w->in, N_("shared: the Automas draw their cards one after the other from one deck (the shared-deck option;\n"
       "it is reshuffled more often). own: a deck of 19 Automa cards for each Automa, as the rules for\n"
       "several Automas prefer."), _("Automa decks"), decks[0], decks, _("  ! shared or own.\n"));
    if (d < 0) return -1;
    w->s.opt.shared_deck = d == 0;
    return 0;
}

static int ask_seed(wiz *w)
{
    uint64_t x = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 20);
    char seed_def[32], a[64];
    snprintf(seed_def, sizeof seed_def, "%llu", (unsigned long long)(am_splitmix64(&x) % 1000000u));
    for (;;) {
        if (!wask(w, N_("Any whole number: it decides the shuffles. The same seed with the same answers plays the same game\n"
       "again (useful to replay or to report a problem)."), _("Seed (the same seed and answers give the same game)"), seed_def, a, sizeof a)) return -1;
        long v;
        if (am_parse_int(a, 0, 0x7fffffffffffffffL, &v) == 0) {
            w->s.seed = (uint64_t)v;
            return 0;
        }
        printf(_("  ! A whole number, please.\n"));
    }
}

static int ask_path(wiz *w, const char *path_arg)
{
    session *ss = w->ss;
    if (path_arg) {
        snprintf(ss->path, sizeof ss->path, "%s", path_arg);
        return 0;
    }
    /* in the user's data folder (XDG), not wherever the program was started (issue 28 item 8) */
    char dir[2000] = "", name[64], def[2100], a[2000];
    time_t now = time(NULL);
    struct tm tmv;
    localtime_r(&now, &tmv);
    strftime(name, sizeof name, "scythe-%Y%m%d-%H%M.json", &tmv);
    if (hist_data_dir(dir, sizeof dir, "games", 1) == 0) snprintf(def, sizeof def, "%s/%s", dir, name);
    else snprintf(def, sizeof def, "%s", name);
    if (dir[0]) printf(_("  Your games are kept in %s (a name without a folder goes there too).\n"), dir);
    if (!wask(w, N_("The file the game is saved in after every step; run the companion with it to continue."), _("Save the game as"), def, a, sizeof a)) return -1;
    if (dir[0] && !strchr(a, '/')) snprintf(ss->path, sizeof ss->path, "%s/%s", dir, a);
    else snprintf(ss->path, sizeof ss->path, "%s", a);
    return 0;
}

/* The game of the answers: created, the mats and the tile set, saved, the table's set-up told. */
static int start_game(wiz *w)
{
    session *ss = w->ss;
    am_err e;
    if (scy_game_new(&ss->g, &w->s, &e) != AM_OK) {
        printf("! %s\n", e.msg);
        return -1;
    }
    am_buf said = {0};
    for (int i = 0; i < w->s.nplayers; i++) {
        int seat = -1;
        for (int k = 0; k < ss->g.nplayers; k++)
            if (ss->g.p[k].faction == w->s.faction[i]) seat = k;
        if (w->mats[i][0] && scy_setup_mat(&ss->g, seat, w->mats[i], &said, &e) != AM_OK) {
            am_buf_free(&said);
            printf("! %s\n", e.msg);
            return -1;
        }
    }
    if (scy_setup_tile(&ss->g, w->tile, &said, &e) != AM_OK) {
        am_buf_free(&said);
        printf("! %s\n", e.msg);
        return -1;
    }
    put(&said);
    if (store_create(&ss->sg, ss->path, &am_game_scythe, &ss->g, 0, &e) != AM_OK) {
        printf("! %s\n", e.msg);
        return -1;
    }
    ss->on_disk = 1;
    cli_say(_("The game is saved in %s (after every step, too); continue it any time with:\n"
              "  automa scythe play %s\n"),
           ss->path, ss->path);
    print_setup(&ss->g);
    return 0;
}

/* Returns 0 (a game started), -1 (it could not be made) or -2 (the input ended). */
static int wizard(session *ss, const char *path_arg)
{
    wiz w;
    memset(&w, 0, sizeof w);
    w.ss = ss;
    w.in = (ask_reader){session_read, ss};
    scy_options_default(&w.s.opt);
    printf(_("A new Scythe game against the Automa.\n"));
    if (ask_factions(&w) || ask_level(&w) || ask_options(&w) || ask_players(&w) || ask_seed(&w) || ask_path(&w, path_arg))
        return -2;
    return start_game(&w);
}

/* The most recent unfinished game named as the wizard names them (scythe-*.json) in folder dir
 * ("" the current folder), if newer than *best_t: its path into best. */
static void newest_unfinished(const char *dir, scy_game *g, char *best, size_t cap, time_t *best_t)
{
    DIR *d = opendir(*dir ? dir : ".");
    if (!d) return;
    struct dirent *de;
    while ((de = readdir(d))) {
        size_t n = strlen(de->d_name);
        if (strncmp(de->d_name, "scythe-", 7) != 0 || n < 12 || strcmp(de->d_name + n - 5, ".json") != 0) continue;
        char path[4096];
        if ((size_t)snprintf(path, sizeof path, "%s%s%s", dir, *dir ? "/" : "", de->d_name) >= sizeof path) continue;
        struct stat st;
        am_err e;
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) || st.st_mtime < *best_t) continue;
        store_game peek = STORE_GAME_INIT;
        if (store_load(&peek, path, &am_game_scythe, g, 0, &e) != AM_OK || g->game_over) continue;
        *best_t = st.st_mtime;
        snprintf(best, cap, "%s", path);
    }
    closedir(d);
}

/* `make run` (no FILE): the most recent unfinished game in the games folder (or, from before it,
 * in this folder) is offered before a new one. Returns 1 if a game was loaded (or the person left). */
static int resume_offer(session *ss)
{
    char best[4096] = "", dir[3600];
    time_t best_t = 0;
    scy_game *g = malloc(sizeof *g);
    if (!g) return 0;
    if (hist_data_dir(dir, sizeof dir, "games", 0) == 0) newest_unfinished(dir, g, best, sizeof best, &best_t);
    newest_unfinished("", g, best, sizeof best, &best_t);
    free(g);
    if (!*best) return 0;
    am_err e;
    if (store_load(&ss->sg, best, &am_game_scythe, &ss->g, 0, &e) != AM_OK) return 0;
    int hp = scy_human_player(&ss->g);
    char q[4400];
    snprintf(q, sizeof q, _("Continue the unfinished game %s (round %d, %s)? yes, or no for a new game"), best,
             ss->g.turns / (ss->g.nplayers ? ss->g.nplayers : 1) + 1,
             hp >= 0 ? scy_faction_label(ss->g.p[hp].faction) : "");
    char a[64];
    for (;;) {
        if (!ask(ss, q, _("yes"), a, sizeof a)) {
            printf(_("No game was set up; nothing was saved.\n"));
            ss->quit = 1;
            return 1;
        }
        if (strcasecmp(a, "yes") == 0 || strcasecmp(a, "y") == 0 || strcasecmp(a, _("yes")) == 0) break;
        if (strcasecmp(a, "no") == 0 || strcasecmp(a, "n") == 0 || strcasecmp(a, _("no")) == 0) {
            memset(&ss->g, 0, sizeof ss->g);
            return 0;
        }
        printf(_("  ! yes or no.\n"));
    }
    snprintf(ss->path, sizeof ss->path, "%s", best);
    ss->on_disk = 1;
    load_undo(ss);
    printf(_("Continuing %s.\n"), best);
    show_status(&ss->g);
    return 1;
}

int cli_scythe_play(int argc, char **argv)
{
    const char *path = NULL;
    static const struct option opts[] = {{"help", no_argument, NULL, 'h'}, {NULL, 0, NULL, 0}};
    cli_getopt go;
    cli_getopt_init(&go, "scythe play", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&go)) != -1;) {
        if (c != 'h') return CLI_EUSAGE;
        printf(_("usage: automa scythe play [FILE]\n"
                 "Plays a whole solo game at the table: the program runs the Automa and tells you what to do\n"
                 "with its pieces; you tell it what you did. Without FILE (or with a FILE that does not exist\n"
                 "yet) it asks how to set up a new game. The game is saved after every step; run the same\n"
                 "command again to continue. Type 'help' at the prompt for the commands.\n"));
        return CLI_OK;
    }
    if (go.nargs > 1) return cli_error(CLI_EUSAGE, _("play: one game file only"));
    if (go.nargs == 1) path = go.argv[1];
    session *ss = calloc(1, sizeof *ss);
    if (!ss) return cli_error(CLI_EDATA, _("out of memory"));
    ss->sg.lock_fd = -1;
    interrupt_install();
    ss->tty = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    if (ss->tty) {
        rl_attempted_completion_function = complete;
        rl_basic_word_break_characters = " \t";
    }
    int rc = CLI_OK;
    if (path && access(path, F_OK) == 0) {
        am_err e;
        ss->sg.lock_fd = -1;
        if (store_load(&ss->sg, path, &am_game_scythe, &ss->g, 0, &e) != AM_OK) {
            rc = cli_fail(0, &e, NULL);
            goto out;
        }
        snprintf(ss->path, sizeof ss->path, "%s", path);
        ss->on_disk = 1;
        load_undo(ss);
        printf(_("Continuing %s.\n"), path);
        show_status(&ss->g);
    } else if (!path && resume_offer(ss)) {
        if (ss->quit) goto out;
    } else if ((rc = wizard(ss, path)) != 0) {
        /* the end of the input (Ctrl-D) leaves quietly; a failure says so */
        if (rc == -2) printf(_("No game was set up; nothing was saved.\n"));
        rc = rc == -2 ? CLI_OK : cli_error(CLI_EDATA, _("play: stopped before the game was set up; nothing was saved"));
        goto out;
    }
    loop(ss);
    if (ss->unsaved) save(ss);   /* the last save failed: one more try before saying anything */
    if (ss->unsaved) {
        printf(_("The game is NOT saved: %s. %s holds an earlier position.\n"), ss->unsaved_why, ss->path);
        rc = CLI_EDATA;
    } else {
        cli_say(_("The game is saved in %s. Continue with: automa scythe play %s\n"), ss->path, ss->path);
    }
out:
    free(ss->undo.s);
    free(ss->redo.s);
    am_buf_free(&ss->why);
    free(ss);
    return rc;
}
