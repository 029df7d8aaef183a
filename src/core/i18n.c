/* gettext set-up: finds the compiled catalogues next to the program (build/locale) or under
 * the install prefix, and honours --lang. */
#include "automa/core.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef AM_LOCALEDIR
#define AM_LOCALEDIR "/usr/local/share/locale"
#endif

static int is_dir(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

void am_i18n_init(const char *argv0, const char *lang)
{
#ifdef AM_NO_NLS
    (void)argv0; (void)lang;
#else
    if (lang && *lang) {
        /* LANGUAGE wins over LC_MESSAGES for gettext; a UTF-8 locale is needed for output. */
        setenv("LANGUAGE", lang, 1);
    }
    if (!setlocale(LC_ALL, "")) {
        /* The locale the environment asks for is not installed (a fresh machine often has only
         * C and C.UTF-8).  Run in C.UTF-8, and keep the language the user asked for: gettext
         * then takes it from LANGUAGE, so copy the first of LC_ALL, LC_MESSAGES, LANG that is
         * set (POSIX order) into LANGUAGE unless LANGUAGE or --lang already chose one. */
        setlocale(LC_ALL, "C.UTF-8");
        const char *want = getenv("LANGUAGE");
        if (!(lang && *lang) && !(want && *want)) {
            const char *vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
            for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
                const char *v = getenv(vars[i]);
                if (!v || !*v) continue;
                char name[64];                 /* "it_IT.UTF-8@euro" -> "it_IT" */
                size_t n = strcspn(v, ".@");
                if (n >= sizeof name) n = sizeof name - 1;
                memcpy(name, v, n);
                name[n] = '\0';
                if (n && strcmp(name, "C") != 0 && strcmp(name, "POSIX") != 0) setenv("LANGUAGE", name, 1);
                break;
            }
        }
    }
    /* numbers in files, SVG and JSON are always written with a '.' */
    setlocale(LC_NUMERIC, "C");
    /* --lang: gettext ignores LANGUAGE while LC_MESSAGES is "C", so use C.UTF-8 for the messages. */
    if (lang && *lang && strcmp(lang, "en") != 0) {
        const char *cur = setlocale(LC_MESSAGES, NULL);
        if (!cur || strcmp(cur, "C") == 0 || strcmp(cur, "POSIX") == 0)
            setlocale(LC_MESSAGES, "C.UTF-8");
        /* and the translated text is UTF-8: under LANG=C the character type stays ASCII, and
         * libedit's readline() crashes on a prompt with an accented letter ("Difficoltà") */
        cur = setlocale(LC_CTYPE, NULL);
        if (!cur || strcmp(cur, "C") == 0 || strcmp(cur, "POSIX") == 0)
            setlocale(LC_CTYPE, "C.UTF-8");
    }
    char path[4096];
    const char *env = getenv("AUTOMA_LOCALEDIR");
    const char *dir = NULL;
    if (env && is_dir(env)) dir = env;
    if (!dir) {
        ssize_t n = readlink("/proc/self/exe", path, sizeof path - 32);
        if (n <= 0 && argv0) {
            snprintf(path, sizeof path - 32, "%s", argv0);
            n = (ssize_t)strlen(path);
        }
        if (n > 0) {
            path[n] = '\0';
            char *slash = strrchr(path, '/');
            if (slash) {
                strcpy(slash, "/locale");          /* build/automa -> build/locale */
                if (is_dir(path)) dir = path;
                else {
                    strcpy(slash, "/../share/locale"); /* prefix/bin -> prefix/share/locale */
                    if (is_dir(path)) dir = path;
                }
            }
        }
    }
    bindtextdomain(AM_TEXTDOMAIN, dir ? dir : AM_LOCALEDIR);
    bind_textdomain_codeset(AM_TEXTDOMAIN, "UTF-8");
#endif
}

const char *am_cgettext(const char *ctx_and_msgid)
{
    const char *msgid = strchr(ctx_and_msgid, '\004');
    msgid = msgid ? msgid + 1 : ctx_and_msgid;
#ifdef AM_NO_NLS
    return msgid;
#else
    const char *t = dgettext(AM_TEXTDOMAIN, ctx_and_msgid);
    return t == ctx_and_msgid ? msgid : t;
#endif
}
