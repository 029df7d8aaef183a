/*
 * How the person typed this program, for the messages that tell what to type next (issue 14):
 * "automa scythe turn FILE" works only when `automa` is on PATH. When the program was started by a
 * path (./build/automa, as `make run` does) and no `automa` on PATH is this same program, the
 * messages name that path instead. CLI only; set once in main().
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "cli/cli_ask.h"

static char self[512] = "automa";

/* Is an `automa` found on PATH the same file as `path`? */
static int on_path_is(const char *path)
{
    struct stat a, b;
    const char *p = getenv("PATH");
    if (!p || stat(path, &a) != 0) return 0;
    while (*p) {
        size_t n = strcspn(p, ":");
        char cand[4096];
        if (n > 0 && n < sizeof cand - 8) {
            snprintf(cand, sizeof cand, "%.*s/automa", (int)n, p);
            if (stat(cand, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino) return 1;
        }
        p += n;
        if (*p == ':') p++;
    }
    return 0;
}

void cli_self_init(const char *argv0)
{
    if (!argv0 || !strchr(argv0, '/') || on_path_is(argv0) || strlen(argv0) >= sizeof self) return;
    snprintf(self, sizeof self, "%s", argv0);
}

const char *cli_self(void)
{
    return self;
}

void cli_fix_commands(const char *in, char *out, size_t cap)
{
    static const char key[] = "automa scythe ";
    size_t o = 0, kl = sizeof key - 1, sl = strlen(self);
    if (cap == 0) return;
    for (const char *s = in; *s && o + 1 < cap;) {
        /* the command word only: at the start or after a space, a quote or a colon */
        int boundary = s == in || s[-1] == ' ' || s[-1] == '\n' || s[-1] == '\'' || s[-1] == '"' || s[-1] == '(';
        if (boundary && strncmp(s, key, kl) == 0 && o + sl + 8 < cap) {
            memcpy(out + o, self, sl);
            o += sl;
            memcpy(out + o, " scythe ", 8);
            o += 8;
            s += kl;
        } else {
            out[o++] = *s++;
        }
    }
    out[o] = '\0';
}

void cli_say(const char *fmt, ...)
{
    char buf[4096], fixed[4608];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    cli_fix_commands(buf, fixed, sizeof fixed);
    cli_put_wrapped(stdout, fixed);   /* wrapped on a terminal, no word cut */
}
