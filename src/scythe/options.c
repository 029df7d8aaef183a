/*
 * The Scythe options as one table (after Redis' static_configs[]): a row per field of scy_options
 * with its name, help, kind and values. Parsing from words (the command line, the wizard), printing,
 * and the JSON of the game file and of the web's create request all go through it, so that every
 * surface knows every option (docs/scythe-state.md, "Adding an option").
 */
#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "core/json.h"
#include "scythe/options.h"

static const char *const combat_values[] = {[SCY_COMBAT_COMPANION] = "companion", [SCY_COMBAT_SIMULATED] = "simulated",
                                            NULL};
static const char *const enemy_values[] = {[SCY_ENEMY_ALL] = "all", [SCY_ENEMY_HUMANS] = "humans", NULL};

#define FLAG(name, field, help) {name, help, SCY_OPT_FLAG, 0, 1, NULL, offsetof(scy_options, field)}
const scy_option_info scy_option_table[SCY_NOPTIONS] = {
    FLAG("skip_turns", skip_turns, N_("skip the Automa's turn on the skip icon with any star tracker (easier)")),
    {"coin_mod", N_("N (-2 to 2) coins more or less each time the Automa gains coins"), SCY_OPT_INT, -2, 2, NULL,
     offsetof(scy_options, coin_mod)},
    {"power_mod", N_("N (-2 to 2) power more or less each time the Automa gains power"), SCY_OPT_INT, -2, 2, NULL,
     offsetof(scy_options, power_mod)},
    FLAG("flip_move", flip_move, N_("before the Automa moves, flip a combat card: 4 or 5 means no move this turn")),
    FLAG("flip_deploy", flip_deploy, N_("before it deploys a unit, flip a combat card: 4 or 5 means no deploy")),
    FLAG("all_moves", all_moves, N_("the Automa performs every valid move of its card, not only the first")),
    FLAG("ifa_brackets", ifa_brackets,
         N_("ignore the Albion/Togawa brackets that the later printing of the Automa cards shows (play the "
            "cards as first printed; only matters with those factions)")),
    {"combat", N_("companion: the Automa's combat cards are real cards; in a combat you draw them at random and type "
                  "their values; simulated: the program keeps the Automa's cards (none on the table for it); your own "
                  "combat cards are the real cards in your hand in both"),
     SCY_OPT_ENUM, 0, 1, combat_values, offsetof(scy_options, combat_mode)},
    {"enemy", N_("with several players: all (each plays for itself) or humans (you play together against the "
                 "Automas, scored by the average of each side)"),
     SCY_OPT_ENUM, 0, 1, enemy_values, offsetof(scy_options, enemy_mode)},
    FLAG("shared_deck", shared_deck, N_("with several Automas: all draw their cards from one Automa deck (one box has "
                                        "one), each in its turn; without it each Automa needs a deck of its own")),
    FLAG("real_deck", real_deck,
         N_("you shuffle the Automa's real deck and draw its cards yourself: at each draw the program asks "
            "which card came up (and checks that it can be there)")),
};
#undef FLAG
/* every field of scy_options has its row (they are all one byte) */
_Static_assert(sizeof(scy_options) == SCY_NOPTIONS, "a field of scy_options without its row in scy_option_table");
_Static_assert(sizeof combat_values / sizeof *combat_values == SCY_COMBAT_SIMULATED + 2, "enum scy_combat_mode");
_Static_assert(sizeof enemy_values / sizeof *enemy_values == SCY_ENEMY_HUMANS + 2, "enum scy_enemy_mode");

/* name and s equal with '_' and '-' the same, case-insensitive */
static int same_name(const char *name, const char *s)
{
    for (; *name && *s; name++, s++) {
        int a = *name == '_' ? '-' : tolower((unsigned char)*name), b = *s == '_' ? '-' : tolower((unsigned char)*s);
        if (a != b) return 0;
    }
    return *name == *s;
}

const scy_option_info *scy_option_find(const char *s)
{
    if (!s) return NULL;
    while (*s == '-') s++;
    for (int i = 0; i < SCY_NOPTIONS; i++)
        if (same_name(scy_option_table[i].name, s)) return &scy_option_table[i];
    return NULL;
}

int scy_option_get(const scy_options *o, const scy_option_info *opt)
{
    const char *p = (const char *)o + opt->off;
    return opt->kind == SCY_OPT_INT ? *(const int8_t *)p : *(const uint8_t *)p;
}

void scy_option_put(scy_options *o, const scy_option_info *opt, int v)
{
    char *p = (char *)o + opt->off;
    if (opt->kind == SCY_OPT_INT) *(int8_t *)p = (int8_t)v;
    else *(uint8_t *)p = (uint8_t)v;
}

const char *scy_option_value_name(const scy_option_info *opt, int v, char *buf, size_t cap)
{
    if (opt->kind == SCY_OPT_FLAG) return v ? "true" : "false";
    if (opt->kind == SCY_OPT_ENUM) return v >= opt->lo && v <= opt->hi ? opt->values[v] : "?";
    snprintf(buf, cap, "%d", v);
    return buf;
}

static int value_index(const char *const *values, const char *s)
{
    for (int i = 0; values[i]; i++)
        if (strcasecmp(values[i], s) == 0) return i;
    return -1;
}

int scy_options_set(scy_options *o, const char *name, const char *value, am_err *err)
{
    const scy_option_info *opt = scy_option_find(name);
    const char *bare = name;
    while (*bare == '-') bare++;
    if (!opt && !value && strncasecmp(bare, "no", 2) == 0 && (bare[2] == '-' || bare[2] == '_')) {
        opt = scy_option_find(bare + 3);   /* "no-ifa-brackets": the flag off */
        if (opt && opt->kind == SCY_OPT_FLAG) {
            scy_option_put(o, opt, 0);
            return AM_OK;
        }
        opt = NULL;
    }
    if (!opt) {
        char names[256] = "";
        for (int i = 0; i < SCY_NOPTIONS; i++)
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "", scy_option_table[i].name);
        return am_fail(err, AM_EUSAGE, _("unknown option '%s' (%s)"), name, names);
    }
    switch (opt->kind) {
    case SCY_OPT_FLAG: {
        static const char *const on_off[] = {"false", "true", "off", "on", "no", "yes", "0", "1", NULL};
        int k = value ? value_index(on_off, value) : 1;
        if (k < 0) return am_fail(err, AM_EUSAGE, _("%s: true or false, not '%s'"), name, value);
        scy_option_put(o, opt, k & 1);
        return AM_OK;
    }
    case SCY_OPT_INT: {
        long v;
        if (!value || am_parse_int(value, opt->lo, opt->hi, &v) != 0)
            return am_fail(err, AM_EUSAGE, _("%s: must be a whole number from %d to %d, not '%s'"), name, opt->lo, opt->hi,
                           value ? value : "");
        scy_option_put(o, opt, (int)v);
        return AM_OK;
    }
    default: {
        int k = value ? value_index(opt->values, value) : -1;
        if (k < 0) {
            if (opt->hi == 1)
                return am_fail(err, AM_EUSAGE, _("%s: %s or %s, not '%s'"), name, opt->values[0], opt->values[1],
                               value ? value : "");
            return am_fail(err, AM_EUSAGE, _("%s: not one of its values, '%s'"), name, value ? value : "");
        }
        scy_option_put(o, opt, k);
        return AM_OK;
    }
    }
}

void scy_options_print(const scy_options *o, int cli, am_buf *out)
{
    scy_options d;
    scy_options_default(&d);
    int first = 1;
    for (int i = 0; i < SCY_NOPTIONS; i++) {
        const scy_option_info *opt = &scy_option_table[i];
        int v = scy_option_get(o, opt);
        if (v == scy_option_get(&d, opt)) continue;
        char name[32], buf[16];
        snprintf(name, sizeof name, "%s", opt->name);
        for (char *c = name; *c; c++)
            if (*c == '_') *c = '-';
        const char *sep = cli ? " --" : first ? "" : " ";
        first = 0;
        if (opt->kind == SCY_OPT_FLAG) am_buf_printf(out, "%s%s%s", sep, v ? "" : "no-", name);
        else am_buf_printf(out, "%s%s%s%s", sep, name, cli ? " " : "=", scy_option_value_name(opt, v, buf, sizeof buf));
    }
}

/* ---- JSON ------------------------------------------------------------------------------------ */

int scy_options_read_json(scy_options *o, json_t *obj, const char *path, int strict, am_err *err)
{
    const char *dot = *path ? "." : "";
    if (strict) {
        const char *keys[SCY_NOPTIONS + 1];
        for (int i = 0; i < SCY_NOPTIONS; i++) keys[i] = scy_option_table[i].name;
        keys[SCY_NOPTIONS] = NULL;
        if (am_json_check_keys(obj, path, keys, err)) return AM_EDATA;
    }
    for (int i = 0; i < SCY_NOPTIONS; i++) {
        const scy_option_info *opt = &scy_option_table[i];
        json_t *v = json_object_get(obj, opt->name);
        if (!v) continue;
        switch (opt->kind) {
        case SCY_OPT_FLAG:
            if (!json_is_boolean(v)) return am_fail(err, AM_EDATA, _("%s%s%s: must be true or false"), path, dot, opt->name);
            scy_option_put(o, opt, json_is_true(v));
            break;
        case SCY_OPT_INT:
            if (!json_is_integer(v) || json_integer_value(v) < opt->lo || json_integer_value(v) > opt->hi)
                return am_fail(err, AM_EDATA, _("%s%s%s: must be a whole number from %ld to %ld"), path, dot, opt->name,
                               (long)opt->lo, (long)opt->hi);
            scy_option_put(o, opt, (int)json_integer_value(v));
            break;
        default: {
            const char *s = json_string_value(v);
            int k = s ? value_index(opt->values, s) : -1;
            if (k < 0) {
                if (opt->hi == 1)
                    return am_fail(err, AM_EDATA, _("%s%s%s: must be \"%s\" or \"%s\""), path, dot, opt->name,
                                   opt->values[0], opt->values[1]);
                return am_fail(err, AM_EDATA, _("%s%s%s: not one of its values"), path, dot, opt->name);
            }
            scy_option_put(o, opt, k);
            break;
        }
        }
    }
    return AM_OK;
}

void scy_options_write_json(const scy_options *o, json_t *obj)
{
    for (int i = 0; i < SCY_NOPTIONS; i++) {
        const scy_option_info *opt = &scy_option_table[i];
        int v = scy_option_get(o, opt);
        json_t *j = opt->kind == SCY_OPT_FLAG ? json_boolean(v)
                    : opt->kind == SCY_OPT_INT ? json_integer(v)
                                               : json_string(opt->values[v <= opt->hi && v >= 0 ? v : 0]);
        json_object_set_new(obj, opt->name, j);
    }
}
