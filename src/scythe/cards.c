/* Parsers for the Automa card table and the star-tracker table (the formats of
 * data/scythe/automa-cards.txt and star-trackers.txt), and the built-in defaults. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "scythe/cards.h"

static const char *const level_names[SCY_NLEVELS] = {"autometta", "automa", "automaszyna", "ultimaszyna"};

const char *scy_level_name(int level)
{
    return level >= 0 && level < SCY_NLEVELS ? level_names[level] : "?";
}

/* The rulebook's capitalised level names in Italian; the English ids unchanged (issue 21). */
const char *scy_level_label(int level)
{
    static const char *const labels[SCY_NLEVELS] = {NC_("level", "autometta"), NC_("level", "automa"),
                                                    NC_("level", "automaszyna"), NC_("level", "ultimaszyna")};
    return level >= 0 && level < SCY_NLEVELS ? am_cgettext(labels[level]) : "?";
}

int scy_level_parse(const char *s)
{
    for (int i = 0; s && i < SCY_NLEVELS; i++)
        if (strcasecmp(s, level_names[i]) == 0) return i;
    return -1;
}

/* Splits the next line off *p into buf (comment removed, trimmed). Returns 0 at the end. */
static int next_line(const char **p, char *buf, size_t cap, int *lineno)
{
    if (!**p) return 0;
    const char *s = *p;
    const char *e = strchr(s, '\n');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    *p = e ? e + 1 : s + n;
    (*lineno)++;
    if (n >= cap) n = cap - 1;
    memcpy(buf, s, n);
    buf[n] = '\0';
    char *hash = strchr(buf, '#');
    if (hash) *hash = '\0';
    size_t l = strlen(buf);
    while (l > 0 && isspace((unsigned char)buf[l - 1])) buf[--l] = '\0';
    return 1;
}

static char *skip_ws(char *s)
{
    while (isspace((unsigned char)*s)) s++;
    return s;
}

/* "(nordic)move-worker" → bracket and the rest */
static int parse_bracket(char **s, int8_t *bracket)
{
    *bracket = -1;
    if (**s != '(') return 0;
    char *close = strchr(*s, ')');
    if (!close) return -1;
    *close = '\0';
    int f = scy_faction_parse(*s + 1);
    if (f < 0) return -1;
    *bracket = (int8_t)f;
    *s = close + 1;
    return 0;
}

static int parse_move_line(char *s, scy_scheme *sc, int lineno, am_err *err)
{
    sc->nmove = 0;
    char *save = NULL;
    for (char *tok = strtok_r(s, "/", &save); tok; tok = strtok_r(NULL, "/", &save)) {
        tok = skip_ws(tok);
        size_t l = strlen(tok);
        while (l > 0 && isspace((unsigned char)tok[l - 1])) tok[--l] = '\0';
        if (sc->nmove >= SCY_MAX_MOVES)
            return am_fail(err, AM_EDATA, _("cards: line %d: too many move symbols"), lineno);
        scy_move_sym *m = &sc->move[sc->nmove];
        memset(m, 0, sizeof *m);
        if (parse_bracket(&tok, &m->bracket) != 0)
            return am_fail(err, AM_EDATA, _("cards: line %d: bad faction bracket"), lineno);
        long x;
        int k = scy_move_kind_parse(tok);   /* attack-combat only with its threshold, below */
        if (k >= 0 && k != SCY_MV_ATTACK_COMBAT) m->kind = (uint8_t)k;
        else if (strncmp(tok, "attack-combat>=", 15) == 0 && am_parse_int(tok + 15, 0, 16, &x) == 0) {
            m->kind = SCY_MV_ATTACK_COMBAT;
            m->threshold = (uint8_t)x;
        } else
            return am_fail(err, AM_EDATA, _("cards: line %d: unknown move symbol '%.40s'"), lineno, tok);
        sc->nmove++;
    }
    return AM_OK;
}

static int parse_gain_line(char *s, scy_scheme *sc, int lineno, am_err *err)
{
    sc->ngain = 0;
    if (strcmp(skip_ws(s), "-") == 0) return AM_OK;
    char *save = NULL;
    for (char *tok = strtok_r(s, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        tok = skip_ws(tok);
        if (sc->ngain >= SCY_MAX_GAINS)
            return am_fail(err, AM_EDATA, _("cards: line %d: too many gain symbols"), lineno);
        scy_gain_sym *g = &sc->gain[sc->ngain];
        memset(g, 0, sizeof *g);
        if (parse_bracket(&tok, &g->bracket) != 0)
            return am_fail(err, AM_EDATA, _("cards: line %d: bad faction bracket"), lineno);
        char name[40];
        long n = 1;
        char *sp = strchr(tok, ' ');
        if (sp) {
            char *xs = skip_ws(sp);
            if (xs[0] != 'x' || am_parse_int(xs + 1, 1, 9, &n) != 0)
                return am_fail(err, AM_EDATA, _("cards: line %d: bad count in '%.40s'"), lineno, tok);
            *sp = '\0';
        }
        snprintf(name, sizeof name, "%s", tok);
        if (strcmp(name, "deploy-worker") == 0) g->kind = SCY_GAIN_WORKER;
        else if (strcmp(name, "deploy-character-or-mech") == 0) g->kind = SCY_GAIN_CHAR_OR_MECH;
        else if (strcmp(name, "coin") == 0) g->kind = SCY_GAIN_COIN;
        else if (strcmp(name, "power") == 0) g->kind = SCY_GAIN_POWER;
        else if (strcmp(name, "combat-card") == 0) g->kind = SCY_GAIN_COMBAT_CARD;
        else return am_fail(err, AM_EDATA, _("cards: line %d: unknown gain symbol '%.40s'"), lineno, name);
        g->n = (uint8_t)n;
        sc->ngain++;
    }
    return AM_OK;
}

static int parse_recruit(const char *s, uint8_t *out)
{
    int r = strcmp(s, "-") == 0 ? SCY_REC_NONE : scy_recruit_parse(s);   /* "-": the table's "none" */
    if (r < 0 || (r == SCY_REC_NONE && strcmp(s, "-") != 0)) return -1;
    *out = (uint8_t)r;
    return 0;
}

static int parse_yes_no(const char *s, uint8_t *out)
{
    if (strcmp(s, "yes") == 0) *out = 1;
    else if (strcmp(s, "no") == 0) *out = 0;
    else return -1;
    return 0;
}

/* Marks a field of a card as given; 1 if it already was (a second line would silently replace
 * the first, and leave stale move/gain symbols past the shorter list). */
static int mark_seen(unsigned *seen, unsigned field)
{
    if (*seen & field) return 1;
    *seen |= field;
    return 0;
}

/* Fields each card must define: skip, star, power, cards, resources, and 3 lines per scheme. */
enum { F_SKIP = 1, F_STAR = 2, F_POWER = 4, F_CARDS = 8, F_RES = 16 };
#define F_ALL (F_SKIP | F_STAR | F_POWER | F_CARDS | F_RES | (7 << 5) | (7 << 8))

int scy_cards_parse(const char *text, scy_card cards[SCY_NCARDS], am_err *err)
{
    char line[512];
    int lineno = 0;
    int cur = -1;
    unsigned seen[SCY_NCARDS] = {0};
    const char *p = text;
    memset(cards, 0, sizeof(scy_card) * SCY_NCARDS);
    while (next_line(&p, line, sizeof line, &lineno)) {
        char *s = skip_ws(line);
        if (!*s) continue;
        char key[32] = "", key2[32] = "";
        int off = 0;
        if (sscanf(s, "%31s%n", key, &off) != 1) continue;
        char *rest = skip_ws(s + off);
        if (strcmp(key, "card") == 0) {
            long n;
            if (am_parse_int(rest, 1, SCY_NCARDS, &n) != 0)
                return am_fail(err, AM_EDATA, _("cards: line %d: card number must be 1-19"), lineno);
            cur = (int)n - 1;
            if (seen[cur]) return am_fail(err, AM_EDATA, _("cards: line %d: card %ld defined twice"), lineno, n);
            seen[cur] = 1u << 16;
            cards[cur].number = (uint8_t)n;
            continue;
        }
        if (cur < 0) return am_fail(err, AM_EDATA, _("cards: line %d: '%.30s' before the first 'card N'"), lineno, key);
        scy_card *c = &cards[cur];
        long a, b, d;
        if (strcmp(key, "autometta-skip") == 0) {
            if (parse_yes_no(rest, &c->skip)) goto bad;
            if (mark_seen(&seen[cur], F_SKIP)) goto twice;
        } else if (strcmp(key, "star-advance") == 0) {
            if (parse_yes_no(rest, &c->star)) goto bad;
            if (mark_seen(&seen[cur], F_STAR)) goto twice;
        } else if (strcmp(key, "combat-power") == 0) {
            /* three numbers 0-7; not sscanf("%ld"), whose behaviour on a number too big for a long
             * is undefined */
            char *save = NULL;
            char *ta = strtok_r(rest, " \t", &save), *tb = strtok_r(NULL, " \t", &save);
            char *td = strtok_r(NULL, " \t", &save);
            if (!td || strtok_r(NULL, " \t", &save) || am_parse_int(ta, 0, 7, &a) || am_parse_int(tb, 0, 7, &b) ||
                am_parse_int(td, 0, 7, &d))
                goto bad;
            c->power[0] = (uint8_t)a; c->power[1] = (uint8_t)b; c->power[2] = (uint8_t)d;
            if (mark_seen(&seen[cur], F_POWER)) goto twice;
        } else if (strcmp(key, "combat-cards") == 0) {
            if (am_parse_int(rest, 0, 3, &a)) goto bad;
            c->cards = (uint8_t)a;
            if (mark_seen(&seen[cur], F_CARDS)) goto twice;
        } else if (strcmp(key, "resource-box") == 0) {
            if (am_parse_int(rest, 0, 9, &a)) goto bad;
            c->resources = (uint8_t)a;
            if (mark_seen(&seen[cur], F_RES)) goto twice;
        } else if (strcmp(key, "scheme-I") == 0 || strcmp(key, "scheme-II") == 0) {
            int si = strcmp(key, "scheme-II") == 0;
            if (sscanf(rest, "%31s%n", key2, &off) != 1) goto bad;
            char *val = skip_ws(rest + off);
            scy_scheme *sc = &c->scheme[si];
            int bit;
            if (strcmp(key2, "move") == 0) {
                if (parse_move_line(val, sc, lineno, err)) return err ? err->code : AM_EDATA;
                bit = 0;
            } else if (strcmp(key2, "gain") == 0) {
                if (parse_gain_line(val, sc, lineno, err)) return err ? err->code : AM_EDATA;
                bit = 1;
            } else if (strcmp(key2, "recruit") == 0) {
                if (parse_recruit(val, &sc->recruit)) goto bad;
                bit = 2;
            } else goto bad;
            if (mark_seen(&seen[cur], 1u << (5 + 3 * si + bit))) goto twice;
        } else {
            return am_fail(err, AM_EDATA, _("cards: line %d: unknown field '%.30s'"), lineno, key);
        }
        continue;
    bad:
        return am_fail(err, AM_EDATA, _("cards: line %d: bad value for '%.30s'"), lineno, key);
    twice:
        return am_fail(err, AM_EDATA, _("cards: line %d: '%.30s%s%.30s' given twice for card %d"), lineno, key,
                       key2[0] ? " " : "", key2, cur + 1);
    }
    for (int i = 0; i < SCY_NCARDS; i++) {
        if (!seen[i]) return am_fail(err, AM_EDATA, _("cards: card %d is missing"), i + 1);
        if ((seen[i] & F_ALL) != F_ALL)
            return am_fail(err, AM_EDATA, _("cards: card %d lacks a field (skip, star, combat, resources, or a scheme line)"),
                           i + 1);
    }
    return AM_OK;
}

int scy_trackers_parse(const char *text, scy_tracker trackers[SCY_NLEVELS], am_err *err)
{
    char line[512];
    int lineno = 0;
    int seen[SCY_NLEVELS] = {0};
    const char *p = text;
    memset(trackers, 0, sizeof(scy_tracker) * SCY_NLEVELS);
    while (next_line(&p, line, sizeof line, &lineno)) {
        char *save = NULL;
        char *tok = strtok_r(line, " \t", &save);
        if (!tok) continue;
        int lv = scy_level_parse(tok);
        if (lv < 0) return am_fail(err, AM_EDATA, _("trackers: line %d: unknown tracker '%.30s'"), lineno, tok);
        if (seen[lv]) return am_fail(err, AM_EDATA, _("trackers: line %d: '%s' defined twice"), lineno, tok);
        seen[lv] = 1;
        scy_tracker *t = &trackers[lv];
        snprintf(t->name, sizeof t->name, "%s", level_names[lv]);
        long v;
        tok = strtok_r(NULL, " \t", &save);
        if (!tok || am_parse_int(tok, 2, 40, &v)) goto bad;
        t->spaces = (uint8_t)v;
        int sum = 0;
        while ((tok = strtok_r(NULL, " \t", &save)) && am_parse_int(tok, 1, 10, &v) == 0) {
            if (t->nrows >= 8) goto bad;
            t->row[t->nrows++] = (uint8_t)v;
            sum += (int)v;
        }
        if (!tok || sum != t->spaces) goto bad;
        if (strcmp(tok, "none") == 0) t->nowater = 0;
        else {
            long lo, hi;
            char *dash = strchr(tok, '-');
            if (!dash) goto bad;
            *dash = '\0';
            if (am_parse_int(tok, 0, 0, &lo) || am_parse_int(dash + 1, 0, t->spaces - 1, &hi)) goto bad;
            t->nowater = (uint8_t)(hi + 1);
        }
        for (int i = 0; i < SCY_STARS_END; i++) {
            tok = strtok_r(NULL, " \t", &save);
            if (!tok || am_parse_int(tok, 1, t->spaces - 1, &v)) goto bad;
            t->star[i] = (uint8_t)v;
            if (i > 0 && t->star[i] <= t->star[i - 1]) goto bad;
        }
        if (t->star[5] != t->spaces - 1 || strtok_r(NULL, " \t", &save)) goto bad;
        if (t->nowater > t->star[0]) goto bad;
        continue;
    bad:
        return am_fail(err, AM_EDATA, _("trackers: line %d: expected 'name spaces rows... no-water stars(6)'"),
                       lineno);
    }
    for (int i = 0; i < SCY_NLEVELS; i++)
        if (!seen[i]) return am_fail(err, AM_EDATA, _("trackers: '%s' is missing"), level_names[i]);
    return AM_OK;
}

void scy_cards_default(scy_card cards[SCY_NCARDS])
{
    /* The embedded text is checked by the tests; a parse failure here would be a build defect. */
    am_err e;
    if (scy_cards_parse(scy_cards_default_text, cards, &e) != AM_OK) memset(cards, 0, sizeof(scy_card) * SCY_NCARDS);
}

void scy_trackers_default(scy_tracker trackers[SCY_NLEVELS])
{
    am_err e;
    if (scy_trackers_parse(scy_trackers_default_text, trackers, &e) != AM_OK)
        memset(trackers, 0, sizeof(scy_tracker) * SCY_NLEVELS);
}
