/* Unit tests of the option table and the name tables (issue 22): src/scythe/options.c, names.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "automa/scythe.h"
#include "scythe/options.h"

/* every row: found by its name and its command-line spelling, every value set from its name */
static void test_option_table_rows(void **st)
{
    (void)st;
    for (int i = 0; i < SCY_NOPTIONS; i++) {
        const scy_option_info *opt = &scy_option_table[i];
        char cli[40];
        snprintf(cli, sizeof cli, "--%s", opt->name);
        for (char *c = cli; *c; c++)
            if (*c == '_') *c = '-';
        assert_ptr_equal(scy_option_find(opt->name), opt);
        assert_ptr_equal(scy_option_find(cli), opt);
        assert_true(opt->help && *opt->help);
        assert_true(opt->lo < opt->hi);
        for (int v = opt->lo; v <= opt->hi; v++) {
            scy_options o;
            scy_options_default(&o);
            char buf[16];
            am_err e;
            assert_int_equal(scy_options_set(&o, opt->name, scy_option_value_name(opt, v, buf, sizeof buf), &e), AM_OK);
            assert_int_equal(scy_option_get(&o, opt), v);
            /* and the other fields untouched */
            scy_options d;
            scy_options_default(&d);
            for (int k = 0; k < SCY_NOPTIONS; k++)
                if (k != i) assert_int_equal(scy_option_get(&o, &scy_option_table[k]), scy_option_get(&d, &scy_option_table[k]));
        }
    }
    assert_null(scy_option_find("bogus"));
    assert_null(scy_option_find(NULL));
}

static void test_options_set_words(void **st)
{
    (void)st;
    scy_options o;
    scy_options_default(&o);
    am_err e;
    assert_int_equal(scy_options_set(&o, "skip-turns", NULL, &e), AM_OK);
    assert_int_equal(o.skip_turns, 1);
    assert_int_equal(scy_options_set(&o, "no-ifa-brackets", NULL, &e), AM_OK);
    assert_int_equal(o.ifa_brackets, 0);
    assert_int_equal(scy_options_set(&o, "Shared_Deck", "yes", &e), AM_OK);
    assert_int_equal(o.shared_deck, 1);
    assert_int_equal(scy_options_set(&o, "--coin-mod", "-2", &e), AM_OK);
    assert_int_equal(o.coin_mod, -2);
    assert_int_equal(scy_options_set(&o, "enemy", "HUMANS", &e), AM_OK);
    assert_int_equal(o.enemy_mode, SCY_ENEMY_HUMANS);
    scy_options before = o;
    assert_int_equal(scy_options_set(&o, "--coin-mod", "3", &e), AM_EUSAGE);
    assert_string_equal(e.msg, "--coin-mod: must be a whole number from -2 to 2, not '3'");
    assert_int_equal(scy_options_set(&o, "--combat", "x", &e), AM_EUSAGE);
    assert_string_equal(e.msg, "--combat: companion or simulated, not 'x'");
    assert_int_equal(scy_options_set(&o, "flip-move", "maybe", &e), AM_EUSAGE);
    assert_int_equal(scy_options_set(&o, "no-coin-mod", NULL, &e), AM_EUSAGE);   /* "no-" only for a flag */
    assert_int_equal(scy_options_set(&o, "bogus", NULL, &e), AM_EUSAGE);
    assert_non_null(strstr(e.msg, "unknown option 'bogus'"));
    assert_memory_equal(&o, &before, sizeof o);   /* a refusal changes nothing */
}

static void test_options_print(void **st)
{
    (void)st;
    scy_options o;
    scy_options_default(&o);
    am_buf b = {0};
    scy_options_print(&o, 0, &b);
    assert_true(b.len == 0);
    o.skip_turns = 1;
    o.power_mod = -1;
    o.ifa_brackets = 0;
    o.combat_mode = SCY_COMBAT_SIMULATED;
    scy_options_print(&o, 0, &b);
    assert_string_equal(b.data, "skip-turns power-mod=-1 no-ifa-brackets combat=simulated");
    b.len = 0;
    scy_options_print(&o, 1, &b);
    assert_string_equal(b.data, " --skip-turns --power-mod -1 --no-ifa-brackets --combat simulated");
    am_buf_free(&b);
}

/* write then read gives the same options, for a value off its default in each row */
static void test_options_json_round_trip(void **st)
{
    (void)st;
    for (int i = 0; i < SCY_NOPTIONS; i++) {
        const scy_option_info *opt = &scy_option_table[i];
        scy_options o, back;
        scy_options_default(&o);
        scy_options_default(&back);
        int v = scy_option_get(&o, opt) == opt->hi ? opt->lo : opt->hi;
        scy_option_put(&o, opt, v);
        json_t *j = json_object();
        scy_options_write_json(&o, j);
        assert_int_equal(json_object_size(j), SCY_NOPTIONS);
        am_err e;
        assert_int_equal(scy_options_read_json(&back, j, "options", 1, &e), AM_OK);
        assert_memory_equal(&o, &back, sizeof o);
        /* the wrong type is refused, naming the key */
        json_object_set_new(j, opt->name, json_array());
        assert_int_equal(scy_options_read_json(&back, j, "options", 1, &e), AM_EDATA);
        char want[64];
        snprintf(want, sizeof want, "options.%s: must be", opt->name);
        assert_non_null(strstr(e.msg, want));
        json_decref(j);
    }
    json_t *j = json_pack("{s:b, s:i}", "skip_turns", 1, "bogus", 1);
    scy_options o;
    scy_options_default(&o);
    am_err e;
    assert_int_equal(scy_options_read_json(&o, j, "options", 1, &e), AM_EDATA);   /* strict: unknown key */
    assert_int_equal(scy_options_read_json(&o, j, "", 0, &e), AM_OK);            /* a request: other keys */
    assert_int_equal(o.skip_turns, 1);
    json_decref(j);
}

/* each name table: name and parse are inverse, case-insensitive, out of range named as documented */
static void test_name_tables(void **st)
{
    (void)st;
    for (int r = 0; r <= SCY_REC_COMBAT_CARD; r++) assert_int_equal(scy_recruit_parse(scy_recruit_name(r)), r);
    for (int k = 0; k < SCY_NMOVE_KINDS; k++) assert_int_equal(scy_move_kind_parse(scy_move_kind_name(k)), k);
    for (int k = 0; k <= SCY_TRAP_UNKNOWN; k++) assert_int_equal(scy_trap_kind_parse(scy_trap_kind_name(k)), k);
    assert_string_equal(scy_recruit_name(SCY_REC_NONE), "none");
    assert_string_equal(scy_recruit_name(SCY_REC_COMBAT_CARD), "combat-card");
    assert_string_equal(scy_recruit_name(9), "?");
    assert_string_equal(scy_move_kind_name(SCY_MV_ENCOUNTER), "encounter-factory");
    assert_string_equal(scy_move_kind_name(-1), "?");
    assert_string_equal(scy_trap_kind_name(SCY_TRAP_COINS), "coins");
    assert_string_equal(scy_trap_kind_name(7), "unknown");
    assert_int_equal(scy_trap_kind_parse("Power"), SCY_TRAP_POWER);
    assert_int_equal(scy_recruit_parse("-"), -1);
    assert_int_equal(scy_move_kind_parse(NULL), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_option_table_rows),
        cmocka_unit_test(test_options_set_words),
        cmocka_unit_test(test_options_print),
        cmocka_unit_test(test_options_json_round_trip),
        cmocka_unit_test(test_name_tables),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
