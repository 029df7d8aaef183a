/*
 * Questions at the terminal (cli_ask.h): the one loop behind every "ask until the answer is one of
 * these" of the dialogues (the Scythe set-up wizard, Automata's and Expeditions' play loops), after
 * Lua's luaL_checkoption: a name list in, an index out, the default when the answer is empty.
 */
#include "cli/cli_ask.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "automa/core.h"

int ask_read_stdin(void *ctx, const char *prompt, char *buf, size_t cap)
{
    int echo = ctx && *(const int *)ctx;
    for (;;) {   /* a line longer than the buffer is refused whole, and the next one read */
        fputs(prompt, stdout);
        fflush(stdout);
        if (!fgets(buf, (int)cap, stdin)) {
            putchar('\n');
            return 0;
        }
        size_t n = strcspn(buf, "\n");
        int c = buf[n] == '\n' ? '\n' : getchar();   /* a full buffer: is the line's end next? */
        if (c == '\n' || c == EOF) {
            buf[strcspn(buf, "\r\n")] = '\0';
            if (echo) printf("%s\n", buf);
            return 1;
        }
        while ((c = getchar()) != EOF && c != '\n') {}   /* the rest of the long line goes, unread */
        if (echo) printf("%.40s...\n", buf);
        printf(_("  ! That line is longer than %zu characters: nothing of it was done.\n"), cap - 1);
    }
}

/* Removes leading and trailing blanks in place. */
static void trim(char *s)
{
    size_t lead = strspn(s, " \t"), n = strlen(s);
    while (n > lead && (s[n - 1] == ' ' || s[n - 1] == '\t')) n--;
    memmove(s, s + lead, n - lead);
    s[n - lead] = '\0';
}

int ask_line(const ask_reader *r, const char *help, const char *question, const char *def, char *out, size_t cap)
{
    char prompt[512];
    if (def) snprintf(prompt, sizeof prompt, "%s [%s]: ", question, def);
    else snprintf(prompt, sizeof prompt, "%s: ", question);
    for (;;) {
        if (!r->read(r->ctx, prompt, out, cap)) return 0;
        trim(out);
        if (!*out) {
            if (def) {
                snprintf(out, cap, "%s", def);
                return 1;
            }
            printf(_("  (an answer is needed)\n"));
            continue;
        }
        if (help && (strcmp(out, "?") == 0 || strcasecmp(out, "help") == 0 || strcasecmp(out, "aiuto") == 0)) {
            printf("%s\n", _(help));
            continue;
        }
        return 1;
    }
}

int ask_index(const char *const names[], const char *s)
{
    for (int i = 0; names[i]; i++)
        if (strcasecmp(names[i], s) == 0) return i;
    return -1;
}

int ask_choice(const ask_reader *r, const char *help, const char *question, const char *def,
               const char *const names[], const char *refusal)
{
    char a[256];
    for (;;) {
        if (!ask_line(r, help, question, def, a, sizeof a)) return -1;
        int i = ask_index(names, a);
        if (i >= 0) return i;
        printf(refusal, a);
    }
}

int cli_tty_width(void)
{
    struct winsize ws;
    if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 40) return ws.ws_col;
    return 0;
}

int cli_term_width(void)
{
    struct winsize ws;
    int w = 0;
    if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0) w = ws.ws_col;
    if (w <= 0) {
        const char *c = getenv("COLUMNS");
        w = c ? atoi(c) : 0;
    }
    if (w <= 0) w = 80;
    return w < 40 ? 40 : w;
}

/* Characters (not bytes) in the n bytes of UTF-8 at s. */
static int columns(const char *s, size_t n)
{
    int c = 0;
    for (size_t i = 0; i < n; i++) c += ((unsigned char)s[i] & 0xC0) != 0x80;
    return c;
}

void cli_wrap_text(FILE *out, const char *text, int col, int indent, int width)
{
    int start = col;
    while (*text) {
        if (*text == '\n') {   /* a newline of the text: the next words on a line of their own */
            fprintf(out, "\n%*s", indent, "");
            col = start = indent;
            text++;
            continue;
        }
        text += strspn(text, " ");
        size_t n = strcspn(text, " \n");
        if (!n) continue;
        int w = columns(text, n);
        if (col > start && col + 1 + w > width) {
            fprintf(out, "\n%*s", indent, "");
            col = start = indent;
        }
        fprintf(out, "%s%.*s", col > start ? " " : "", (int)n, text);
        col += w + (col > start);
        text += n;
    }
    fputc('\n', out);
}

void cli_put_wrapped(FILE *out, const char *text)
{
    cli_put_width(out, text, out == stdout ? cli_tty_width() : 0);
}

void cli_put_width(FILE *out, const char *text, int width)
{
    while (*text) {
        size_t n = strcspn(text, "\n");
        if (!width || columns(text, n) <= width) {
            fwrite(text, 1, n, out);
            fputc('\n', out);
        } else {
            char *line = malloc(n + 1);
            if (!line) {
                fwrite(text, 1, n, out);
                fputc('\n', out);
            } else {
                memcpy(line, text, n);
                line[n] = '\0';
                int lead = (int)strspn(line, " ");
                fprintf(out, "%*s", lead, "");
                cli_wrap_text(out, line + lead, lead, lead + 2 < width / 2 ? lead + 2 : 2, width);
                free(line);
            }
        }
        text += n;
        if (*text == '\n') text++;
    }
}
