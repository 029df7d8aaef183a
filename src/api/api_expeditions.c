/* The JSON API of the Expeditions Automa: the view (both rows of locations,
 * both mechs, the Automa's progress), new games, and the companion's actions (turn, reveal,
 * move, take, glory, score) as the same library calls as `automa expeditions play`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/api.h"
#include "automa/expeditions.h"

static json_t *ex_view(const void *state)
{
    const exp_state *s = state;
    json_t *v = api_state_json(&am_game_expeditions, s);
    if (!v) return NULL;
    json_object_del(v, "deck");    /* hidden: the order of the decision deck */
    json_object_del(v, "aside");
    json_object_set_new(v, "deck_count", json_integer(s->ndeck));
    json_object_set_new(v, "aside_count", json_integer(s->naside));
    json_t *glory = json_array();
    for (int i = 0; i < EXP_GLORY; i++) json_array_append_new(glory, json_integer(s->progress.glory_at[i]));
    json_object_set_new(v, "progress_card",
                        json_pack("{s:s, s:i, s:o, s:i, s:i, s:i}", "name", s->progress.name, "spaces", s->progress.spaces,
                                  "glory_at", glory, "coins_map", s->progress.coins_map, "coins_corruption",
                                  s->progress.coins_corruption, "coins_glory", s->progress.coins_glory));
    exp_score sc;
    exp_score_automa(s, &sc);
    json_object_set_new(v, "automa_score", json_pack("{s:i, s:i, s:i, s:i, s:i, s:i, s:i}", "glory", sc.glory, "glory_coins",
                                                     sc.glory_coins, "map", sc.map, "map_coins", sc.map_coins, "corruption",
                                                     sc.corruption, "corruption_coins", sc.corruption_coins, "total",
                                                     sc.total));
    json_object_set_new(v, "game_over", json_boolean(exp_game_over(s)));
    if (s->human_coins >= 0) json_object_set_new(v, "automa_wins", json_boolean(exp_automa_wins(s, s->human_coins)));
    if (s->ndiscard > 0) {
        am_buf b = {0};
        exp_card_render(&s->cards[s->discard[s->ndiscard - 1]], &b);
        json_object_set_new(v, "last_card_text", json_string(b.data ? b.data : ""));
        am_buf_free(&b);
    }
    return v;
}

static int ex_create(void *state, const json_t *req, const api_env *env, api_resp *r)
{
    static const char *const keys[] = {"name", "kind", "level", "seed", "glory_adjust", "gaps", NULL};
    if (api_keys_only(req, keys, r)) return -1;
    long level = 2, adj = 0;   /* level 2 by default, as in the terminal */
    uint64_t seed;
    if (api_get_int(req, "level", 1, 3, &level, r) < 0 || api_get_int(req, "glory_adjust", -2, 3, &adj, r) < 0) return -1;
    if (api_get_seed(req, 0x7fffffffffffffffULL, env, &seed, r)) return -1;
    exp_progress p;
    am_err e;
    if (exp_progress_builtin((int)level, &p, &e) != AM_OK) {
        api_error(r, 400, "bad-field", "%s", e.msg);
        return -1;
    }
    /* the card gaps of the map, as `expeditions new --gap`: ["N2,N3,C2", "C5,C6"], gap 1 first */
    uint32_t gaps[EXP_GAPS] = {0};
    const json_t *jg = json_object_get(req, "gaps");
    if (jg && !json_is_null(jg)) {
        if (!json_is_array(jg) || json_array_size(jg) > EXP_GAPS) {
            api_error(r, 400, "bad-field", _("'gaps' must be a list of at most %d gaps, e.g. [\"N2,N3,C2\", \"C5,C6\"]"), EXP_GAPS);
            return -1;
        }
        for (size_t g = 0; g < json_array_size(jg); g++) {
            const char *spec = json_string_value(json_array_get(jg, g));
            if (!spec || exp_gap_parse(spec, &gaps[g]) != 0 || !gaps[g]) {
                api_error(r, 400, "bad-field", _("gaps[%d]: '%.40s' must list locations like N2,N3,C2"), (int)g,
                            spec ? spec : "");
                return -1;
            }
        }
    }
    exp_state_init(state, &p, NULL, 0, seed);
    ((exp_state *)state)->glory_adjust = (int)adj;
    for (int g = 0; g < EXP_GAPS; g++) ((exp_state *)state)->gaps[g].adjacent = gaps[g];
    return 0;
}

static int get_loc(const json_t *req, const char *key, int *loc, api_resp *r)
{
    const char *s = NULL;
    if (api_get_str(req, key, &s, r) < 0) return -1;
    if (!s || (*loc = exp_loc_parse(s)) < 0) {
        api_error(r, 400, "bad-field", "'%s' must be a location: N1-N7, C1-C7, S1-S6 or base", key);
        return -1;
    }
    return 0;
}

/* ---- the actions: one row each (name, the request's keys, handler) ------------------------ */

/* The handlers (api_action in src/api/api.h): the request's keys are already checked against the row. */

static int ea_turn(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    exp_state *s = state;
    (void)req;
    am_err e;
    am_err_clear(&e);
    exp_report rep;
    if (exp_automa_turn(s, 1, &rep, &e) != AM_OK) return api_fail_am(r, 0, &e);
    am_buf b = {0};
    exp_report_to_json(s, &rep, &b);
    json_t *j = api_parse_buf(&b);
    exp_report_render(s, &rep, &b);
    if (j && b.data) json_object_set_new(j, "text", json_string(b.data));
    am_buf_free(&b);
    *result = json_pack("{s:s, s:o}", "action", action, "turn", j ? j : json_null());
    return 0;
}

static int ea_move(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    exp_state *s = state;
    (void)action, (void)result;
    am_err e;
    am_err_clear(&e);
    int loc;
    if (get_loc(req, "location", &loc, r)) return -1;
    return exp_human_move(s, loc, &e) != AM_OK ? api_fail_am(r, 0, &e) : 0;
}

static int ea_reveal(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    exp_state *s = state;
    (void)action, (void)result;
    am_err e;
    am_err_clear(&e);
    int loc, vals[EXP_MAX_STACK], n = 0;
    long num = 0;
    if (get_loc(req, "location", &loc, r)) return -1;
    int rc = api_get_int(req, "number", 0, 20, &num, r);
    if (rc <= 0) {
        if (rc == 0) api_error(r, 400, "bad-field", _("'number' is required: the location's printed number (0 if unknown)"));
        return -1;
    }
    json_t *tk = json_object_get(req, "tokens"), *v;
    size_t i;
    if (tk && (!json_is_array(tk) || json_array_size(tk) > EXP_MAX_STACK)) {
        api_error(r, 400, "bad-field", "'tokens' must be a list of corruption values (top first)");
        return -1;
    }
    json_array_foreach(tk, i, v) {
        if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > 19) {
            api_error(r, 400, "bad-field", _("'tokens': each value is 0 to 19"));
            return -1;
        }
        vals[n++] = (int)json_integer_value(v);
    }
    return exp_location_reveal(s, loc, (int)num, vals, n, &e) != AM_OK ? api_fail_am(r, 0, &e) : 0;
}

static int ea_take(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    exp_state *s = state;
    (void)action, (void)result;
    am_err e;
    am_err_clear(&e);
    int loc, t20 = 0;
    long n = 0;
    if (get_loc(req, "location", &loc, r) || api_get_int(req, "count", 0, EXP_MAX_STACK, &n, r) < 0 ||
        api_get_bool(req, "c20", &t20, r) < 0)
        return -1;
    return exp_human_vanquish(s, loc, (int)n, t20, &e) != AM_OK ? api_fail_am(r, 0, &e) : 0;
}

static int ea_glory(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    exp_state *s = state;
    (void)action, (void)req, (void)result;
    am_err e;
    am_err_clear(&e);
    return exp_human_glory(s, &e) != AM_OK ? api_fail_am(r, 0, &e) : 0;
}

static int ea_score(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    exp_state *s = state;
    (void)action, (void)result;
    long c = 0;
    int rc = api_get_int(req, "coins", 0, 9999, &c, r);
    if (rc <= 0) {
        if (rc == 0) api_error(r, 400, "bad-field", _("'coins' is required: your final coins"));
        return -1;
    }
    s->human_coins = (int)c;
    return 0;
}

/* The actions of the web API (undo and redo are the API's own, api.c). */
static const api_action ex_actions[] = {
    {"turn", {"action", NULL}, ea_turn},
    {"move", {"action", "location", NULL}, ea_move},
    {"reveal", {"action", "location", "number", "tokens", NULL}, ea_reveal},
    {"take", {"action", "location", "count", "c20", NULL}, ea_take},
    {"glory", {"action", NULL}, ea_glory},
    {"score", {"action", "coins", NULL}, ea_score},
    {NULL, {NULL}, NULL},
};

static int ex_check(const void *state, am_err *err)
{
    return exp_state_check(state, err);
}

static int ex_act(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    return api_act_table(ex_actions, state, action, req, result, r, ex_check);
}

static json_t *ex_report(const void *state, const char *what, api_resp *r)
{
    (void)state;
    api_error(r, 404, "not-found", "no report '%.40s' for Expeditions (the view has the score)", what);
    return NULL;
}

/* ---- the descriptor ------------------------------------------------------------------------- */

static int ex_from_json(void *state, const char *text, am_err *err)
{
    return exp_state_from_json(state, text, err);
}

/* The saved text ends with a newline, as every game file does. */
static void ex_to_json(const void *state, am_buf *b)
{
    exp_state_to_json(state, b);
    am_buf_puts(b, "\n");
}

static const am_api_ops ex_api = {ex_view, ex_create, ex_act, ex_report, NULL, NULL, NULL};

static const am_game_sim ex_sim = {
    N_("the Expeditions Automa against a stand-in human (random, none)"), sizeof(exp_sim_config), sizeof(exp_sim_game_result),
    exp_sim_config_play,
};

const am_game_kind am_game_expeditions = {
    .name = "expeditions",
    .title = "Expeditions Automa",
    .format = EXP_FORMAT,
    .size = sizeof(exp_state),
    .max_file = 4 << 20,
    .from_json = ex_from_json,
    .to_json = ex_to_json,
    .check = ex_check,
    .history = NULL,
    .api = &ex_api,
    .create_example = "{\"level\": 2, \"seed\": 1}",
    .sim = &ex_sim,
};
