/* `automa serve`: the texts the library writes (Automata action labels and bot reasons, the
 * Scythe and Expeditions report texts) in the language of the page that asks (issue 19). The page
 * sends "X-Automa-Lang: en|it" with every API request; gettext reads the LANGUAGE variable, which
 * is switched for the request and put back after it. The variable is process-wide, so the API
 * requests that name a language run one at a time (a mutex held from push to pop). */
#include <locale.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "web/serve.h"

#ifndef AM_NO_NLS
extern int _nl_msg_cat_cntr;   /* glibc (and GNU gettext): bumping it makes gettext read LANGUAGE again */
#endif

static pthread_mutex_t lang_lock = PTHREAD_MUTEX_INITIALIZER;

int serve_lang_push(const char *lang, char *saved, size_t n)
{
#ifdef AM_NO_NLS
    (void)lang; (void)saved; (void)n;
    return 0;
#else
    if (!lang || (strcmp(lang, "en") != 0 && strcmp(lang, "it") != 0)) return 0;
    pthread_mutex_lock(&lang_lock);
    const char *cur = getenv("LANGUAGE");
    snprintf(saved, n, "%s", cur ? cur : "");
    /* gettext ignores LANGUAGE while the messages' locale is "C": use C.UTF-8 (always present) */
    const char *lm = setlocale(LC_MESSAGES, NULL);
    if (!lm || strcmp(lm, "C") == 0 || strcmp(lm, "POSIX") == 0) setlocale(LC_MESSAGES, "C.UTF-8");
    lm = setlocale(LC_CTYPE, NULL);
    if (!lm || strcmp(lm, "C") == 0 || strcmp(lm, "POSIX") == 0) setlocale(LC_CTYPE, "C.UTF-8");
    setenv("LANGUAGE", lang, 1);
    ++_nl_msg_cat_cntr;
    return 1;
#endif
}

void serve_lang_pop(int pushed, const char *saved)
{
#ifdef AM_NO_NLS
    (void)pushed; (void)saved;
#else
    if (!pushed) return;
    if (saved && *saved) setenv("LANGUAGE", saved, 1);
    else unsetenv("LANGUAGE");
    ++_nl_msg_cat_cntr;
    pthread_mutex_unlock(&lang_lock);
#endif
}
