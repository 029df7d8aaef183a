/* The JSON API of Automata (the dice worker-placement game, 2-4 seats, people or bots) over the
 * JSON API: the view (the five boards with their staging areas and action spaces, each player's
 * pools, gears, coins and cards, the Research display and the Head pile, the legal actions of the
 * person to act with readable labels), new games, and the actions: play one move (checked with
 * atm_action_check), let the bots play until a person is to act, take back the person's last
 * decision. The same library calls as `automa automata play`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/api.h"
#include "automa/automata.h"

enum { LEGAL_SHOWN = 1000,   /* legal actions listed in the view (the rest are counted) */
       BOT_STEPS = 20000 };  /* actions the bots may take in one request (a whole game is ~500) */

static const char *seat_kind(int k)
{
    return k < 0 ? "human" : atm_bot_kind_name(k);
}

static const char *const kind_names[] = {"", "place", "reroll", "adjust", "combine", "card", "activate", "forfeit"};
static const char *const loc_names[] = {"reserve", "spent", "available", "staging", "space"};
static const char *const phase_names[] = {"deploy", "activate", "over"};

static json_t *die_json(const atm_state *s, int p, int i)
{
    const atm_die *d = &s->p[p].dice[i];
    return json_pack("{s:i, s:i, s:i, s:i}", "player", p, "die", i, "faces", atm_die_faces(i), "value", d->value);
}

static json_t *cards_mask(uint32_t m)
{
    json_t *a = json_array();
    for (int c = 0; c < ATM_CARDS; c++)
        if (m & (1u << c)) json_array_append_new(a, json_integer(c));
    return a;
}

static json_t *move_json(const atm_action *a)
{
    return json_pack("{s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i}", "kind", kind_names[a->kind < 8 ? a->kind : 0], "area",
                     a->area, "dice", a->dice, "die", a->die, "die2", a->die2, "sign", a->sign, "card", a->card, "opt", a->opt,
                     "n4", a->n4, "n6", a->n6);
}

static char *label(const atm_state *s, const atm_action *a)
{
    am_buf b = {0};
    atm_render_action(s, a, &b);
    if (b.oom || !b.data) {
        am_buf_free(&b);
        return NULL;
    }
    return b.data;
}

static json_t *at_view(const void *state)
{
    const atm_game *g = state;
    const atm_state *s = &g->now;
    json_t *v = json_object();
    int over = atm_is_over(s);
    json_object_set_new(v, "players", json_integer(s->players));
    json_object_set_new(v, "seed", json_integer((json_int_t)g->seed));
    json_object_set_new(v, "round", json_integer(s->round));
    json_object_set_new(v, "phase", json_string(phase_names[s->phase <= 2 ? s->phase : 2]));
    json_object_set_new(v, "initiative", json_integer(s->initiative));
    json_object_set_new(v, "current", json_integer(s->current));
    json_object_set_new(v, "game_over", json_boolean(over));
    json_object_set_new(v, "actions_taken", json_integer(g->nlog));
    int human_turn = !over && g->seats[s->current] < 0;
    json_object_set_new(v, "human_to_act", json_boolean(human_turn));
    json_object_set_new(v, "bot_to_act", json_boolean(!over && g->seats[s->current] >= 0));
    int last_human = -1;
    for (int k = 0; k < g->nlog; k++)
        if (g->seats[g->actor[k]] < 0) last_human = k;
    /* taking back would undo a roll or a deal: not allowed (it would show the coming result) */
    int blocked = last_human >= 0 && last_human < atm_game_undo_floor(g);
    json_object_set_new(v, "can_take_back", json_boolean(last_human >= 0 && !blocked));
    json_object_set_new(v, "take_back_blocked", json_boolean(blocked));
    json_t *seats = json_array(), *dord = json_array(), *aord = json_array();
    for (int p = 0; p < s->players; p++) json_array_append_new(seats, json_string(seat_kind(g->seats[p])));
    for (int p = 0; p < s->players; p++) json_array_append_new(dord, json_integer(s->deploy_order[p]));
    for (int p = 0; p < s->act_filled && p < ATM_MAX_SEATS; p++) json_array_append_new(aord, json_integer(s->act_order[p]));
    json_object_set_new(v, "seats", seats);
    json_object_set_new(v, "deploy_order", dord);
    json_object_set_new(v, "act_order", aord);

    /* The five boards: staging area and action spaces with the dice on them. */
    json_t *areas = json_array();
    for (int a = 0; a < ATM_AREAS; a++) {
        json_t *staging = json_array(), *spaces = json_array();
        int ns = atm_space_count(s, a);
        for (int sp = 0; sp < ns && sp < ATM_MAX_SPACES; sp++) {
            json_t *dice = json_array();
            for (int p = 0; p < s->players; p++)
                for (int i = 0; i < ATM_DICE; i++) {
                    const atm_die *d = &s->p[p].dice[i];
                    if (d->loc == ATM_IN_SPACE && d->area == a && d->space == sp) json_array_append_new(dice, die_json(s, p, i));
                }
            json_array_append_new(spaces, json_pack("{s:i, s:b, s:o}", "index", sp, "empty", atm_space_empty(s, a, sp), "dice", dice));
        }
        for (int p = 0; p < s->players; p++)
            for (int i = 0; i < ATM_DICE; i++) {
                const atm_die *d = &s->p[p].dice[i];
                if (d->loc == ATM_IN_STAGING && d->area == a) json_array_append_new(staging, die_json(s, p, i));
            }
        json_array_append_new(areas, json_pack("{s:i, s:s, s:o, s:o}", "area", a, "name", atm_area_name(a), "staging", staging,
                                               "spaces", spaces));
    }
    json_object_set_new(v, "areas", areas);

    /* Players: pools by place, gears, coins, cards, the score so far. */
    json_t *pl = json_array();
    unsigned winners = over ? atm_winners(s) : 0;
    for (int p = 0; p < s->players; p++) {
        const atm_player *P = &s->p[p];
        json_t *pools = json_object();
        for (int loc = ATM_IN_RESERVE; loc <= ATM_IN_AVAILABLE; loc++) {
            json_t *list = json_array();
            for (int i = 0; i < ATM_DICE; i++)
                if (P->dice[i].loc == loc) json_array_append_new(list, die_json(s, p, i));
            json_object_set_new(pools, loc_names[loc], list);
        }
        atm_score sc = atm_score_player(s, p);
        json_t *o = json_pack("{s:i, s:s, s:i, s:i, s:o, s:o, s:o, s:o, s:{s:i, s:i, s:i, s:i, s:i, s:i}}", "seat", p, "kind",
                              seat_kind(g->seats[p]), "gears", P->gears, "coins", P->coins, "pools", pools, "owned",
                              cards_mask(P->owned), "reserved", cards_mask(P->reserved), "exhausted", cards_mask(P->exhausted),
                              "score", "coins", sc.coins, "dice", sc.dice, "sets", sc.sets, "reserved", sc.reserved, "cards",
                              sc.cards, "total", sc.total);
        if (over) json_object_set_new(o, "winner", json_boolean(winners & (1u << p)));
        json_array_append_new(pl, o);
    }
    json_object_set_new(v, "player_list", pl);

    /* Cards: the table, the Research display, the Head pile. */
    json_t *cards = json_array(), *disp = json_array(), *heads = json_array();
    for (int c = 0; c < ATM_CARDS; c++) {
        const atm_card *cd = &s->rules.cards[c];
        char text[96];
        atm_card_describe(cd, text, sizeof text);
        json_array_append_new(cards, json_pack("{s:i, s:s, s:s, s:i, s:i, s:s}", "id", c, "name", cd->name, "colour",
                                               atm_colour_name(cd->colour), "sum", cd->sum, "gears", cd->gears, "text", text));
    }
    for (int k = 0; k < ATM_DISPLAY; k++)
        json_array_append_new(disp, s->display[k] == ATM_NO_CARD ? json_null() : json_integer(s->display[k]));
    for (int k = s->head_next; k < ATM_HEADS; k++) json_array_append_new(heads, json_integer(k));
    json_object_set_new(v, "cards", cards);
    json_object_set_new(v, "display", disp);
    json_object_set_new(v, "head_pile", heads);
    json_object_set_new(v, "deck_count", json_integer(ATM_PARTS - s->deck_pos));

    /* The legal actions of the person to act. */
    json_t *legal = json_array();
    int total = 0;
    if (human_turn) {
        atm_action *buf = malloc(sizeof *buf * ATM_MAX_ACTIONS);
        if (buf) {
            total = atm_legal_actions(s, buf, ATM_MAX_ACTIONS);
            int m = total < ATM_MAX_ACTIONS ? total : ATM_MAX_ACTIONS;
            for (int k = 0; k < m && k < LEGAL_SHOWN; k++) {
                char *l = label(s, &buf[k]);
                json_t *o = json_pack("{s:i, s:s, s:s, s:o}", "index", k, "kind", kind_names[buf[k].kind < 8 ? buf[k].kind : 0],
                                      "label", l ? l : "", "move", move_json(&buf[k]));
                free(l);
                json_array_append_new(legal, o);
            }
            free(buf);
        }
    }
    json_object_set_new(v, "legal", legal);
    json_object_set_new(v, "legal_total", json_integer(total));

    am_buf b = {0};
    atm_render_state(s, human_turn ? s->current : -1, &b);
    json_object_set_new(v, "text", json_string(b.data && !b.oom ? b.data : ""));
    am_buf_free(&b);
    return v;
}

static int at_create(void *state, const json_t *req, const api_env *env, api_resp *r)
{
    static const char *const keys[] = {"name", "kind", "seats", "seed", NULL};
    if (api_keys_only(req, keys, r)) return -1;
    uint64_t seed;
    if (api_get_seed(req, 0x3FFFFFFFFFFFFFFFULL, env, &seed, r)) return -1;
    json_t *js = json_object_get(req, "seats"), *v;
    size_t i;
    int seats[ATM_MAX_SEATS];
    if (!json_is_array(js) || json_array_size(js) < 2 || json_array_size(js) > ATM_MAX_SEATS) {
        api_error(r, 400, "bad-field", "'seats' must list 2 to 4 seats: human, easy, normal, hard, random, greedy, search, mcts or search-v1");
        return -1;
    }
    json_array_foreach(js, i, v) {
        const char *k = json_string_value(v);
        int kind = !k ? -2 : strcmp(k, "human") == 0 ? -1 : atm_bot_kind_parse(k);
        if (kind < -1 || (kind == -1 && strcmp(k, "human") != 0)) {   /* atm_bot_kind_parse: -1 if unknown */
            api_error(r, 400, "bad-field", "'seats[%zu]' must be human, easy, normal, hard, random, greedy, search, mcts or search-v1", i);
            return -1;
        }
        seats[i] = kind;
    }
    am_err e;
    if (atm_game_new(state, NULL, (int)json_array_size(js), seats, seed, &e)) {
        api_error(r, 400, "bad-field", "%s", e.msg);
        return -1;
    }
    return 0;
}

/* Reads {"move": {...}} (the fields of a legal action from the view) or {"index": n}. */
static int get_move(const atm_game *g, const json_t *req, atm_action *a, api_resp *r)
{
    const atm_state *s = &g->now;
    json_t *mv = json_object_get(req, "move");
    long idx = -1;
    int rc = api_get_int(req, "index", 0, ATM_MAX_ACTIONS - 1, &idx, r);
    if (rc < 0) return -1;
    if ((rc == 1) == (mv != NULL)) {
        api_error(r, 400, "bad-request", "give either \"move\" (an action's fields) or \"index\" (its place in the legal list)");
        return -1;
    }
    if (rc == 1) {
        atm_action *buf = malloc(sizeof *buf * ATM_MAX_ACTIONS);
        if (!buf) {
            api_error(r, 500, "oom", "out of memory");
            return -1;
        }
        int n = atm_legal_actions(s, buf, ATM_MAX_ACTIONS);
        if (idx >= n || idx >= ATM_MAX_ACTIONS) {
            free(buf);
            api_error(r, 409, "illegal", "no legal action %ld: there are %d", idx, n);
            return -1;
        }
        *a = buf[idx];
        free(buf);
        return 0;
    }
    if (!json_is_object(mv)) {
        api_error(r, 400, "bad-field", "'move' must be an object");
        return -1;
    }
    static const char *const keys[] = {"kind", "area", "dice", "die", "die2", "sign", "card", "opt", "n4", "n6", NULL};
    if (api_keys_only(mv, keys, r)) return -1;
    const char *kind = NULL;
    if (api_get_str(mv, "kind", &kind, r) <= 0) {
        if (r->status < 400) api_error(r, 400, "bad-field", "'move.kind' is required");
        return -1;
    }
    memset(a, 0, sizeof *a);
    for (int k = 1; k < 8; k++)
        if (strcmp(kind, kind_names[k]) == 0) a->kind = (uint8_t)k;
    if (!a->kind) {
        api_error(r, 400, "bad-field", "'move.kind' must be place, reroll, adjust, combine, card, activate or forfeit");
        return -1;
    }
    long area = 0, dice = 0, die = 0, die2 = 0, sign = 0, card = 0, opt = 0, n4 = 0, n6 = 0;
    if (api_get_int(mv, "area", 0, ATM_AREAS - 1, &area, r) < 0 || api_get_int(mv, "dice", 0, 4095, &dice, r) < 0 ||
        api_get_int(mv, "die", 0, ATM_DICE - 1, &die, r) < 0 || api_get_int(mv, "die2", 0, ATM_DICE - 1, &die2, r) < 0 ||
        api_get_int(mv, "sign", -1, 1, &sign, r) < 0 || api_get_int(mv, "card", 0, 255, &card, r) < 0 ||
        api_get_int(mv, "opt", 0, 3, &opt, r) < 0 || api_get_int(mv, "n4", 0, ATM_DICE, &n4, r) < 0 ||
        api_get_int(mv, "n6", 0, ATM_DICE, &n6, r) < 0)
        return -1;
    a->area = (uint8_t)area;
    a->dice = (uint16_t)dice;
    a->die = (uint8_t)die;
    a->die2 = (uint8_t)die2;
    a->sign = (int8_t)sign;
    a->card = (uint8_t)card;
    a->opt = (uint8_t)opt;
    a->n4 = (uint8_t)n4;
    a->n6 = (uint8_t)n6;
    return 0;
}

/* The actions: one row each in the API's one dispatcher (api_act_table), as the other games'. */

/* play: one decision of the person to act */
static int at_play(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    atm_game *g = state;
    am_err e;
    am_err_clear(&e);
    if (atm_is_over(&g->now)) {
        api_error(r, 409, "illegal", _("the game is over"));
        return -1;
    }
    if (g->seats[g->now.current] >= 0) {
        api_error(r, 409, "illegal", _("it is P%d's turn, a bot (%s): let the bots play"), g->now.current + 1,
                  atm_bot_kind_name(g->seats[g->now.current]));
        return -1;
    }
    atm_action a;
    if (get_move(g, req, &a, r)) return -1;
    int rc = atm_action_check(&g->now, &a, &e);
    if (rc != AM_OK) return api_fail_am(r, rc, &e);
    int who = g->now.current;
    char *l = label(&g->now, &a);   /* before the move changes the dice it names */
    if ((rc = atm_game_play(g, &a, &e)) != AM_OK) {
        free(l);
        return api_fail_am(r, rc, &e);
    }
    *result = json_pack("{s:s, s:i, s:s}", "action", action, "seat", who, "label", l ? l : "");
    free(l);
    return 0;
}

/* bots: the bots play until a person is to act or the game ends */
static int at_bots(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    atm_game *g = state;
    am_err e;
    (void)req;
    json_t *moves = json_array();
    for (int step = 0; step < BOT_STEPS && !atm_is_over(&g->now); step++) {
        int p = g->now.current;
        if (g->seats[p] < 0) break;
        atm_bot bot;   /* seeded by the position (atm_game_bot), as the terminal game does: replays are the same */
        atm_game_bot(g, p, &bot);
        char why[160] = "";
        atm_action a = atm_bot_choose(&bot, &g->now, why, sizeof why);
        char *l = label(&g->now, &a);
        int round = g->now.round;
        if (atm_game_play(g, &a, &e)) {
            free(l);
            json_decref(moves);
            api_error(r, 500, "internal", "bot P%d could not play: %s", p + 1, e.msg);
            return -1;
        }
        json_array_append_new(moves, json_pack("{s:i, s:s, s:i, s:s, s:s, s:o}", "seat", p, "bot", atm_bot_kind_name(g->seats[p]),
                                               "round", round, "label", l ? l : "", "why", why, "move", move_json(&a)));
        free(l);
    }
    *result = json_pack("{s:s, s:o}", "action", action, "moves", moves);
    return 0;
}

/* takeback: the last decision of a person and everything after it */
static int at_takeback(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    atm_game *g = state;
    (void)req;
    int before = g->nlog, u = atm_game_undo_human(g);
    if (u < 0) {
        api_error(r, 409, "illegal", _("cannot take back: a die was rolled or cards were dealt since your last move "
                                       "(taking it back would show the coming result)"));
        return -1;
    }
    if (!u) {
        api_error(r, 409, "illegal", _("nothing to take back: no person has acted yet"));
        return -1;
    }
    *result = json_pack("{s:s, s:i}", "action", action, "undone", before - g->nlog);
    return 0;
}

static const api_action at_actions[] = {
    {"play", {"action", "move", "index", NULL}, at_play},
    {"bots", {"action", NULL}, at_bots},
    {"takeback", {"action", NULL}, at_takeback},
    {NULL, {NULL}, NULL},
};

static int at_check(const void *state, am_err *err);

static int at_act(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    return api_act_table(at_actions, state, action, req, result, r, at_check);
}

static json_t *at_report(const void *state, const char *what, api_resp *r)
{
    const atm_game *g = state;
    const atm_state *s = &g->now;
    if (strcmp(what, "score") != 0) {
        api_error(r, 404, "not-found", "no report '%.40s' for Automata (score)", what);
        return NULL;
    }
    json_t *rows = json_array();
    unsigned w = atm_winners(s);
    for (int p = 0; p < s->players; p++) {
        atm_score sc = atm_score_player(s, p);
        json_array_append_new(rows, json_pack("{s:i, s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:b}", "seat", p, "kind",
                                              seat_kind(g->seats[p]), "coins", sc.coins, "dice", sc.dice, "sets", sc.sets,
                                              "reserved", sc.reserved, "cards", sc.cards, "total", sc.total, "winner",
                                              atm_is_over(s) && (w & (1u << p))));
    }
    return json_pack("{s:b, s:o}", "final", atm_is_over(s), "scores", rows);
}

/* The page's undo goes back to an earlier saved text: refused when that would undo an action
 * that rolled a die or dealt cards (the replay would show the coming result). */
static int at_undo_check(const void *state, const char *prev, api_resp *r)
{
    const atm_game *g = state;
    atm_game *p = malloc(sizeof *p);
    am_err e;
    if (!p) { api_error(r, 500, "oom", "out of memory"); return -1; }
    int rc = 0;
    if (atm_game_from_json(p, prev, &e) == AM_OK && p->nlog < atm_game_undo_floor(g)) {
        api_error(r, 409, "illegal", _("cannot undo: a die was rolled or cards were dealt since then "
                                         "(undoing would show the coming result)"));
        rc = -1;
    }
    free(p);
    return rc;
}

/* ---- the descriptor ------------------------------------------------------------------------- */

static int at_from_json(void *state, const char *text, am_err *err)
{
    return atm_game_from_json(state, text, err);
}

static void at_to_json(const void *state, am_buf *b)
{
    atm_game_to_json(state, b);
}

static int at_check(const void *state, am_err *err)
{
    return atm_state_check(&((const atm_game *)state)->now, err);
}

static const am_api_ops at_api = {at_view, at_create, at_act, at_report, at_undo_check, NULL, NULL};

static const am_game_sim at_sim = {
    N_("Automata with bots in every seat"), sizeof(atm_sim_config), sizeof(atm_sim_result), atm_sim_play,
};

const am_game_kind am_game_automata = {
    .name = "automata",
    .title = "Automata",
    .format = "automa-automata/1",
    .size = sizeof(atm_game),
    .max_file = 16 << 20,
    .from_json = at_from_json,
    .to_json = at_to_json,
    .check = at_check,
    .history = NULL,
    .api = &at_api,
    .create_example = "{\"seats\": [\"human\", \"greedy\"], \"seed\": 1}",
    .sim = &at_sim,
};
