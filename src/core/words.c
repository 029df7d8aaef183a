/*
 * Command words (automa/words.h): English always, the current language's word (gettext context
 * "command") too, and the closest word for a message when a typed one is none of them.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "automa/words.h"

const char *am_word_local(const char *en)
{
    char key[96];
    size_t n = strlen(en);
    if (n + sizeof "command\004" > sizeof key) return en;
    memcpy(key, "command\004", sizeof "command\004" - 1);
    memcpy(key + sizeof "command\004" - 1, en, n + 1);
    const char *t = am_cgettext(key);   /* untranslated: a pointer into key, so compare the text */
    return strcmp(t, en) == 0 ? en : t;
}

int am_word_is(const char *en, const char *typed)
{
    if (!en || !typed) return 0;
    if (strcasecmp(en, typed) == 0) return 1;
    const char *loc = am_word_local(en);
    return loc != en && strcasecmp(loc, typed) == 0;
}

int am_word_find(const char *const *en, int n, const char *typed)
{
    for (int i = 0; n < 0 ? en[i] != NULL : i < n; i++)
        if (am_word_is(en[i], typed)) return i;
    return -1;
}

int am_word_distance(const char *a, const char *b)
{
    enum { MAX = 32 };
    size_t la = strlen(a), lb = strlen(b);
    if (la >= MAX || lb >= MAX) return la == lb && strcasecmp(a, b) == 0 ? 0 : 10;
    int d[MAX][MAX];
    for (size_t i = 0; i <= la; i++) d[i][0] = (int)i;
    for (size_t j = 0; j <= lb; j++) d[0][j] = (int)j;
    for (size_t i = 1; i <= la; i++)
        for (size_t j = 1; j <= lb; j++) {
            int same = tolower((unsigned char)a[i - 1]) == tolower((unsigned char)b[j - 1]);
            int v = d[i - 1][j - 1] + !same;
            if (d[i - 1][j] + 1 < v) v = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < v) v = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && tolower((unsigned char)a[i - 1]) == tolower((unsigned char)b[j - 2]) &&
                tolower((unsigned char)a[i - 2]) == tolower((unsigned char)b[j - 1]) && d[i - 2][j - 2] + 1 < v)
                v = d[i - 2][j - 2] + 1;   /* two letters swapped */
            d[i][j] = v;
        }
    return d[la][lb] > 9 ? 10 : d[la][lb];
}

/* How close typed is to word w: 0 best; -1 not close enough. */
static int closeness(const char *w, const char *typed)
{
    size_t lt = strlen(typed), lw = strlen(w);
    if (lt >= 2 && lt < lw && strncasecmp(w, typed, lt) == 0) return 1;   /* the word begins so */
    int d = am_word_distance(w, typed), limit = lw >= 5 && lt >= 4 ? 2 : 1;
    if (lt <= 1 || d > limit) return -1;
    return d;
}

/* The best of the words en[0..n) so far: *best (closeness) and *word (the local word). */
static void consider(const char *en, const char *typed, int *best, const char **word)
{
    const char *loc = am_word_local(en);
    int c = closeness(loc, typed), ce = loc != en ? closeness(en, typed) : -1;
    if (ce >= 0 && (c < 0 || ce < c)) c = ce;
    if (c >= 0 && (*best < 0 || c < *best)) {
        *best = c;
        *word = loc;
    }
}

const char *am_word_closest(const char *const *en, int n, const char *typed)
{
    int best = -1;
    const char *word = NULL;
    if (!typed || !*typed) return NULL;
    for (int i = 0; n < 0 ? en[i] != NULL : i < n; i++) consider(en[i], typed, &best, &word);
    return word;
}

void am_word_suggest(const char *const *en, int n, const char *typed, am_buf *out)
{
    const char *w = am_word_closest(en, n, typed);
    if (w) am_buf_printf(out, _(" (did you mean '%s'?)"), w);
}

const am_cmd *am_cmd_find(const am_cmd *table, const char *typed)
{
    for (const am_cmd *c = table; c->name; c++)
        if (am_word_is(c->name, typed) || (c->alias && am_word_is(c->alias, typed))) return c;
    return NULL;
}

int am_cmd_words(const am_cmd *table, const char **out, int cap)
{
    int n = 0;
    for (const am_cmd *c = table; c->name && n < cap; c++) {
        const char *loc = am_word_local(c->name);
        out[n++] = loc;
        if (loc != c->name && n < cap) out[n++] = c->name;
    }
    return n;
}

const char *am_cmd_closest(const am_cmd *const *tables, const char *typed)
{
    int best = -1;
    const char *word = NULL;
    if (!typed || !*typed) return NULL;
    for (const am_cmd *const *t = tables; *t; t++)
        for (const am_cmd *c = *t; c->name; c++) {
            consider(c->name, typed, &best, &word);
            if (c->alias && strlen(c->alias) > 1) consider(c->alias, typed, &best, &word);
        }
    return word;
}
