/* The JSON API of the Scythe game: the view the page draws, new games, and
 * every action of the command line (turn, flip, combat, move, deploy, set, encounter, factory,
 * unlock, recruit, resources, trap, flag, done) as the same library calls. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/api.h"
#include "api/api_scythe.h"
#include "automa/scythe.h"
#include "automa/scythe_actions.h"
#include "automa/scythe_sim.h"
#include "automa/scythe_table.h"
#include "scythe/options.h"
#include "scythe/view.h"

static const char *const gain_ids[] = {"worker", "character-or-mech", "coin", "power", "combat-card"};
/* recruits, trap kinds and move symbols by the library's names (scy_recruit_name ..., names.c) */
static const char *const stat_ids[] = {"power", "popularity", "coins", "stars", "combat_cards", "structure_bonus"};

/* ---- the view ------------------------------------------------------------------------------ */

static json_t *card_json(const scy_card *c)
{
    json_t *schemes = json_array();
    for (int s = 0; s < 2; s++) {
        const scy_scheme *sc = &c->scheme[s];
        json_t *mv = json_array(), *gn = json_array();
        for (int i = 0; i < sc->nmove; i++) {
            json_t *m = json_pack("{s:s}", "kind", scy_move_kind_name(sc->move[i].kind % SCY_NMOVE_KINDS));
            if (sc->move[i].kind == SCY_MV_ATTACK_COMBAT) json_object_set_new(m, "threshold", json_integer(sc->move[i].threshold));
            if (sc->move[i].bracket >= 0) json_object_set_new(m, "bracket", json_string(scy_faction_name(sc->move[i].bracket)));
            json_array_append_new(mv, m);
        }
        for (int i = 0; i < sc->ngain; i++) {
            json_t *gj = json_pack("{s:s, s:i}", "kind", gain_ids[sc->gain[i].kind % SCY_NGAIN_KINDS], "n", sc->gain[i].n);
            if (sc->gain[i].bracket >= 0) json_object_set_new(gj, "bracket", json_string(scy_faction_name(sc->gain[i].bracket)));
            json_array_append_new(gn, gj);
        }
        json_array_append_new(schemes, json_pack("{s:o, s:o, s:s}", "moves", mv, "gains", gn, "recruit",
                                                 scy_recruit_name(sc->recruit % 5)));
    }
    return json_pack("{s:i, s:b, s:b, s:[i,i,i], s:i, s:i, s:o}", "number", c->number, "skip", c->skip, "star", c->star,
                     "power", c->power[0], c->power[1], c->power[2], "cards", c->cards, "resources", c->resources,
                     "schemes", schemes);
}

static const scy_card *find_card(const scy_game *g, int number)
{
    for (int i = 0; i < SCY_NCARDS; i++)
        if (g->cards[i].number == number) return &g->cards[i];
    return NULL;
}

static json_t *names_of(am_set s)
{
    json_t *a = json_array();
    AM_SET_FOREACH(t, s) json_array_append_new(a, json_string(scy_pos_name(t)));   /* a home base: Wayfare */
    return a;
}

static const char *unit_type_id(int u)
{
    return u == SCY_U_CHARACTER ? "character" : u < SCY_U_WORKER0 ? "mech" : "worker";
}

/* The Automa side(s) of the pending combat once the person chose (scy_combat_plan): the card to
 * draw, the power it uses, how many combat cards (-1 for a human side); NULL before the choice. */
static json_t *combat_plan_json(const scy_game *g)
{
    scy_combat_side_report plan[2];
    am_err e;
    if (scy_combat_plan(g, plan, &e) != AM_OK || (!plan[0].automa && !plan[1].automa)) return NULL;  /* two people: no plan */
    json_t *a = json_array();
    static const char *const cols[] = {"0-7", "8-13", "14+"};
    for (int s = 0; s < 2; s++) {
        const scy_combat_side_report *sr = &plan[s];
        if (!sr->automa) {
            json_array_append_new(a, json_pack("{s:b, s:i}", "automa", 0, "cards", -1));
            continue;
        }
        json_t *x = json_pack("{s:b, s:i, s:b, s:s, s:i, s:i, s:i, s:i}", "automa", 1, "card", sr->card, "reshuffled",
                              sr->reshuffled, "column", cols[sr->column < 3 ? sr->column : 2], "card_power", sr->card_power,
                              "card_cards", sr->card_cards, "power", sr->power, "cards", sr->ncards);
        const scy_card *c = sr->card ? find_card(g, sr->card) : NULL;
        if (c) json_object_set_new(x, "card_data", card_json(c));
        json_array_append_new(a, x);
    }
    am_buf t = {0};
    scy_combat_plan_render_text(g, plan, &t);
    json_t *o = json_pack("{s:o, s:s}", "sides", a, "text", t.data ? t.data : "");
    am_buf_free(&t);
    return o;
}
static json_t *report_json(const scy_game *g, const scy_report *rep);
static json_t *sc_view(const void *state)
{
    const scy_game *g = state;
    json_t *v = api_state_json(&am_game_scythe, g);
    if (!v) return NULL;
    json_object_del(v, "cards");
    json_object_del(v, "trackers");
    json_object_del(v, "last_report");   /* the file's form; the page gets it rendered below */
    scy_view_strip(g, v);                /* what the table hides: the library decides it */
    json_t *players = json_object_get(v, "players");
    for (int pl = 0; pl < g->nplayers; pl++) {
        json_t *pj = json_array_get(players, (size_t)pl);
        if (!pj) continue;
        const scy_player *p = &g->p[pl];
        json_object_set_new(pj, "total_stars", json_integer(scy_game_stars(g, pl)));
        json_object_set_new(pj, "title", json_string(scy_factions[p->faction].name));
        if (p->automa) {
            const scy_tracker *t = &g->trackers[p->level % SCY_NLEVELS];
            json_t *st = json_array();
            for (int i = 0; i < SCY_STARS_END && t->star[i]; i++) json_array_append_new(st, json_integer(t->star[i]));
            json_object_set_new(pj, "tracker_info", json_pack("{s:s, s:i, s:i, s:o, s:b}", "name", t->name, "spaces",
                                                              t->spaces, "nowater", t->nowater, "stars", st,
                                                              "water_restricted", scy_game_water_restricted(g, pl)));
            const scy_card *c = p->last_card ? find_card(g, p->last_card) : NULL;
            if (c) json_object_set_new(pj, "last_card_data", card_json(c));
        } else {
            const scy_faction_info *f = &scy_factions[p->faction];
            json_t *ab = json_array();
            for (int i = 0; i < 4; i++)
                json_array_append_new(ab, json_pack("{s:s, s:b}", "name", f->mech_ability_name[i], "unlocked",
                                                    (p->mech_abilities >> i) & 1));
            json_object_set_new(pj, "abilities", ab);
        }
    }
    if (g->has_last_report) {
        scy_report kept;
        scy_game_last_report(g, &kept);
        json_object_set_new(v, "last_report", report_json(g, &kept));
    }
    int hp = scy_human_player(g);
    json_object_set_new(v, "human", hp >= 0 ? json_string(scy_faction_name(g->p[hp].faction)) : json_null());
    if (hp >= 0) {
        /* Where each of the human's units may go (one entry per unit type and position). */
        json_t *reach = json_array();
        char seen[SCY_NUNITS][16];
        int nseen = 0;
        for (int u = 0; u < SCY_NUNITS; u++) {
            int pos = g->p[hp].unit[u];
            if (!SCY_IS_TERR(pos) && !SCY_IS_HOME(pos)) continue;
            char key[16];
            snprintf(key, sizeof key, "%d:%d", u == 0 ? 0 : u < SCY_U_WORKER0 ? 1 : 2, pos);
            int dup = 0;
            for (int k = 0; k < nseen; k++)
                if (strcmp(seen[k], key) == 0) dup = 1;
            if (dup) continue;
            snprintf(seen[nseen++], sizeof seen[0], "%s", key);
            am_set to = scy_human_destinations(g, hp, u), springs = AM_SET_EMPTY;
            json_t *row = json_pack("{s:s, s:s, s:o}", "unit", unit_type_id(u), "from", scy_pos_name(pos), "to", names_of(to));
            /* IFA (R-IFA-5, R-IFA-13): the moves that happen and spring a face-down Automa trap, whose
             * token the page asks for before it sends the move (scy_move_springs_trap) */
            AM_SET_FOREACH(t, to) {
                int type = u == 0 ? SCY_UT_CHARACTER : u < SCY_U_WORKER0 ? SCY_UT_MECH : SCY_UT_WORKER, trap;
                am_err e;
                if (scy_trap_needs_reveal(g, hp, t) && scy_move_springs_trap(g, type, pos, t, &trap, &e) == AM_OK && trap >= 0)
                    springs = am_set_add(springs, t);
            }
            if (springs) json_object_set_new(row, "springs", names_of(springs));
            json_array_append_new(reach, row);
        }
        json_object_set_new(v, "reach", reach);
    }
    if (g->pending.kind == SCY_PEND_COMBAT) {
        /* rulebook "Combat": the Automa card is told only after the person chose (step 1); with
         * your own deck (real_deck) only after you said which card came up (deck_cards_needed) */
        int deck[2] = {0, 0};
        for (int s = 0; s < 2 && g->opt.real_deck && !scy_combat_needs_commit(g); s++)
            deck[s] = g->p[s ? g->pending.defender : g->pending.attacker].automa && !(g->pending.deck_told & (1u << s));
        if (deck[0] || deck[1]) json_object_set_new(v, "deck_cards_needed", json_pack("[b,b]", deck[0], deck[1]));
        json_t *plan = deck[0] || deck[1] ? NULL : combat_plan_json(g);
        if (plan) {
            json_object_set_new(v, "combat_plan", plan);
            json_t *need = json_array();
            for (size_t s = 0; s < 2; s++)
                json_array_append_new(need, json_integer(json_integer_value(json_object_get(json_array_get(json_object_get(plan, "sides"), s), "cards"))));
            json_object_set_new(v, "combat_cards_needed", need);
        }
        json_t *units = json_array();
        for (int s = 0; s < 2; s++) {
            int pl = s ? g->pending.defender : g->pending.attacker;
            json_array_append_new(units, json_integer(scy_game_count_units_on(g, pl, SCY_UK_COMBAT, g->pending.territory)));
        }
        json_object_set_new(v, "combat_units", units);
    }
    return v;
}

/* ---- new game ------------------------------------------------------------------------------ */

static int parse_faction(const json_t *req, const char *key, int *out, api_resp *r)
{
    const char *s = NULL;
    int rc = api_get_str(req, key, &s, r);
    if (rc <= 0) return rc;
    if ((*out = scy_faction_parse(s)) < 0) {
        api_error(r, 400, "bad-field", "'%s': unknown faction '%s' (nordic, rusviet, togawa, crimea, saxony, polania, albion)",
                    key, s);
        return -1;
    }
    return 1;
}

static int sc_create(void *state, const json_t *req, const api_env *env, api_resp *r)
{
    /* the request's keys: these and the option table's */
    static const char *const own[] = {"name", "kind", "human", "automa", "level", "seed", "player_mat", "structure_tile"};
    const char *keys[sizeof own / sizeof *own + SCY_NOPTIONS + 1];
    memcpy(keys, own, sizeof own);
    for (int i = 0; i < SCY_NOPTIONS; i++) keys[sizeof own / sizeof *own + (size_t)i] = scy_option_table[i].name;
    keys[sizeof own / sizeof *own + SCY_NOPTIONS] = NULL;
    if (api_keys_only(req, keys, r)) return -1;
    scy_setup s;
    memset(&s, 0, sizeof s);
    scy_options_default(&s.opt);
    int human = -1, automa = -1, level = scy_level_parse(api_scythe_default_level(env->has_history));
    const char *str = NULL;
    if (parse_faction(req, "human", &human, r) < 0 || parse_faction(req, "automa", &automa, r) < 0) return -1;
    if (human < 0) {
        api_error(r, 400, "bad-field", _("'human': which faction do you play?"));
        return -1;
    }
    if (automa < 0) automa = scy_board_far_faction(human);   /* as the terminal wizard suggests */
    if (automa == human) {
        api_error(r, 400, "bad-field", _("the Automa and you need different factions"));
        return -1;
    }
    int rc = api_get_str(req, "level", &str, r);
    if (rc < 0) return -1;
    if (rc > 0 && (level = scy_level_parse(str)) < 0) {
        api_error(r, 400, "bad-field", "'level': autometta, automa, automaszyna or ultimaszyna, not '%s'", str);
        return -1;
    }
    if (api_get_seed(req, 0x7fffffffffffffffULL, env, &s.seed, r)) return -1;
    am_err e;
    if (scy_options_read_json(&s.opt, (json_t *)req, "", 0, &e) != AM_OK) {
        api_error(r, 400, "bad-field", "%s", e.msg);
        return -1;
    }
    s.nplayers = 2;
    s.faction[0] = (uint8_t)human;
    s.faction[1] = (uint8_t)automa;
    s.automa[1] = 1;
    s.level[1] = (uint8_t)level;
    if (scy_game_new(state, &s, &e) != AM_OK) {
        api_error(r, 400, "bad-setup", "%s", e.msg);
        return -1;
    }
    return api_scythe_setup_extras(state, req, r);  /* player mat, structure tile */
}

/* ---- actions ------------------------------------------------------------------------------- */

static int get_pos(const json_t *req, const char *key, int *pos, api_resp *r)
{
    const char *s = NULL;
    if (api_get_str(req, key, &s, r) < 0) return -1;
    if (!s) {
        api_error(r, 400, "bad-field", "'%s' is required", key);
        return -1;
    }
    am_err e;
    if (scy_pos_parse(s, pos, &e) != AM_OK) {
        api_error(r, 400, "bad-field", "'%s': %s", key, e.msg);
        return -1;
    }
    return 0;
}

static int get_choice(const json_t *req, const char *key, const char *const *names, int n, int *out, api_resp *r)
{
    const char *s = NULL;
    if (api_get_str(req, key, &s, r) < 0) return -1;
    for (int i = 0; s && i < n; i++)
        if (strcmp(s, names[i]) == 0) {
            *out = i;
            return 0;
        }
    am_buf b = {0};
    for (int i = 0; i < n; i++) am_buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
    api_error(r, 400, "bad-field", "'%s' must be one of: %s", key, b.data ? b.data : "");
    am_buf_free(&b);
    return -1;
}

static int get_cards(const json_t *req, const char *key, scy_combat_choice *c, int *present, api_resp *r)
{
    json_t *a = json_object_get(req, key);
    c->ncards = 0;
    *present = a != NULL;
    if (!a) return 0;
    if (!json_is_array(a) || json_array_size(a) > SCY_COMBAT_MAX_CARDS) {
        api_error(r, 400, "bad-field", "'%s' must be a list of at most %d card values", key, SCY_COMBAT_MAX_CARDS);
        return -1;
    }
    size_t i;
    json_t *v;
    json_array_foreach(a, i, v) {
        if (!json_is_integer(v) || json_integer_value(v) < 2 || json_integer_value(v) > 5) {
            api_error(r, 400, "bad-field", _("'%s': a combat card is worth 2, 3, 4 or 5"), key);
            return -1;
        }
        c->cards[c->ncards++] = (uint8_t)json_integer_value(v);
    }
    return 0;
}

static json_t *report_json(const scy_game *g, const scy_report *rep)
{
    am_buf b = {0};
    scy_report_render_json(g, rep, &b);
    json_t *j = api_parse_buf(&b);
    am_buf t = {0};
    scy_report_render_text(g, rep, 0, &t);
    if (j && t.data) json_object_set_new(j, "text", json_string(t.data));
    am_buf_free(&t);
    const scy_card *c = rep->card ? find_card(g, rep->card) : NULL;
    if (j && c) json_object_set_new(j, "card_data", card_json(c));
    return j ? j : json_null();
}

static json_t *combat_json(const scy_game *g, const scy_combat_report *rep)
{
    am_buf b = {0};
    scy_combat_render_json(g, rep, &b);
    json_t *j = api_parse_buf(&b);
    am_buf t = {0};
    scy_combat_render_text(g, rep, &t);
    if (j && t.data) json_object_set_new(j, "text", json_string(t.data));
    am_buf_free(&t);
    for (int s = 0; j && s < 2; s++) {   /* the card an Automa drew for the combat, to draw it */
        const scy_card *c = rep->side[s].automa && rep->side[s].card ? find_card(g, rep->side[s].card) : NULL;
        json_t *side = json_object_get(j, s ? "defender" : "attacker");
        if (c && side) json_object_set_new(side, "card_data", card_json(c));
    }
    return j ? j : json_null();
}

/* The request's card numbers of "deck_cards" (option real_deck: the card each Automa side drew from
 * the real deck, the attacker's first) into a. */
static int get_deck_cards(const scy_game *g, const json_t *req, scy_combat_answers *a, api_resp *r)
{
    json_t *d = json_object_get(req, "deck_cards");
    if (!d) return 0;
    if (!json_is_array(d) || json_array_size(d) < 1 || json_array_size(d) > 2) {
        api_error(r, 400, "bad-field", "'deck_cards' must be a list of one or two card numbers (1 to %d)", SCY_NCARDS);
        return -1;
    }
    size_t i;
    json_t *v;
    json_array_foreach(d, i, v) {
        if (!json_is_integer(v) || json_integer_value(v) < 1 || json_integer_value(v) > SCY_NCARDS) {
            api_error(r, 400, "bad-field", "'deck_cards' must be a list of one or two card numbers (1 to %d)", SCY_NCARDS);
            return -1;
        }
        a->deck_card[i] = (uint8_t)json_integer_value(v);
    }
    if (json_array_size(d) == 1 && !g->p[g->pending.attacker].automa) {   /* the one Automa defends */
        a->deck_card[1] = a->deck_card[0];
        a->deck_card[0] = 0;
    }
    return 0;
}

/* The combat through the library's protocol (scy_combat_go), as the companion and `scythe combat`
 * drive it: a request tells what it has (the person's dial and cards, the Automa's drawn values);
 * the answer says what comes next or the result. */
static int act_combat(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    scy_game *g = state;
    (void)action;
    if (g->pending.kind != SCY_PEND_COMBAT) {
        api_error(r, 409, "illegal", _("no combat is waiting"));
        return -1;
    }
    long power = -1, dpower = -1;
    scy_combat_answers a;
    scy_combat_answers_init(&a);
    int have_a, have_d, have_h;
    if (api_get_int(req, "power", 0, 7, &power, r) < 0 || api_get_int(req, "defender_power", 0, 7, &dpower, r) < 0 ||
        get_cards(req, "cards", &a.cards, &have_h, r) || get_cards(req, "automa_cards", &a.automa_cards, &have_a, r) ||
        get_cards(req, "defender_cards", &a.defender_cards, &have_d, r) || get_deck_cards(g, req, &a, r))
        return -1;
    a.power = (int8_t)power;
    a.defender_power = (int8_t)dpower;
    a.has_cards = (uint8_t)have_h;
    a.has_automa_cards = (uint8_t)have_a;
    a.has_defender_cards = (uint8_t)have_d;
    am_err e;
    scy_combat_step st;
    int rc = scy_combat_go(g, &a, NULL, &st, &e);
    if (rc == AM_EUSAGE) {   /* an answer this combat does not take: a field of the request */
        api_error(r, 400, "bad-field", "%s", e.msg);
        return -1;
    }
    if (rc != AM_OK) return api_fail_am(r, rc, &e);
    switch (st.stage) {
    case SCY_CS_CHOOSE: api_error(r, 400, "bad-field", _("'power' is required: your dial, 0 to 7")); return -1;
    case SCY_CS_DIALS:
        api_error(r, 400, "bad-field", power < 0 ? "'power' is required: your dial, 0 to 7"
                                                 : "'defender_power' is required: the defender's dial, 0 to 7");
        return -1;
    case SCY_CS_DECK:
        /* your own deck: the card each Automa side drew from the real deck is needed */
        *result = json_pack("{s:s, s:b, s:[b,b]}", "action", "combat", "committed", st.committed_now, "deck_cards_needed",
                            st.need_deck[0], st.need_deck[1]);
        return 0;
    case SCY_CS_DRAW:
        /* the person now draws the Automa's cards; the choice is kept in the game */
        *result = json_pack("{s:s, s:b, s:o}", "action", "combat", "committed", st.committed_now, "plan", combat_plan_json(g));
        return 0;
    default: break;
    }
    *result = json_pack("{s:s, s:o}", "action", "combat", "combat", combat_json(g, &st.report));
    if (st.report.continued) json_object_set_new(*result, "turn", report_json(g, &st.turn));   /* kept by the protocol */
    return 0;
}

/* IFA, companion mode (R-IFA-5, R-IFA-13): a move onto a face-down Automa trap needs the kind read
 * from the turned-over token ('trap'); the whole move is checked first (scy_move_springs_trap): a
 * move the rules refuse says so and reveals nothing; 409 "trap-kind" asks the page for the token. */
static int move_trap_kind(const scy_game *g, int type, int from, int to, const json_t *req, int *kind, api_resp *r)
{
    const char *k = json_string_value(json_object_get(req, "trap"));
    *kind = -1;
    if (json_object_get(req, "trap") && !k) {
        api_error(r, 400, "bad-field", "'trap' must be popularity, power, coins or cards");
        return -1;
    }
    int trap;
    am_err e;
    int rc = scy_move_springs_trap(g, type, from, to, &trap, &e);
    if (rc != AM_OK) return api_fail_am(r, rc, &e);
    if (trap < 0) {
        if (k) {
            api_error(r, 400, "bad-field", "'trap': %s holds no face-down trap of an Automa", scy_pos_name(to));
            return -1;
        }
        return 0;
    }
    if (!k) {
        api_error(r, 409, "trap-kind", _("%s holds a face-down trap of the %s Automa: turn it over and give its kind in 'trap'"),
                  scy_pos_name(to), scy_faction_label(g->p[g->trap_owner[to]].faction));
        return -1;
    }
    for (int i = 0; i < SCY_TRAP_UNKNOWN; i++)
        if (strcmp(k, scy_trap_kind_name(i)) == 0) *kind = i;
    if (*kind < 0) {
        api_error(r, 400, "bad-field", "'trap' must be popularity, power, coins or cards");
        return -1;
    }
    return 0;
}

/* ---- the actions: one row each (name, the request's keys, handler) ------------------------ */

/* The handlers (api_action in src/api/api.h): the request's keys are already checked against the row. */

/* An Automa turn; "card": your own deck (option real_deck, issue 28 item 7), the number of the card
 * that came up, checked and drawn (scy_deck_card_next). */
static int act_turn(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    scy_game *g = state;
    am_err e;
    int rc;
    long card = 0;
    if (api_get_int(req, "card", 1, SCY_NCARDS, &card, r) < 0) return -1;
    int drawer = scy_deck_turn_player(g);
    if (card && drawer < 0) {
        api_error(r, 409, "illegal", "'card': no Automa draws a card now");
        return -1;
    }
    if (!card && drawer >= 0 && g->opt.real_deck) {
        api_error(r, 409, "card-needed", _("you draw the Automa's cards yourself (option real-deck): draw the top card of the %s "
                                           "Automa's deck and give its number in 'card'"),
                  scy_faction_label(g->p[drawer].faction));
        return -1;
    }
    if (card && (rc = scy_deck_card_next(g, drawer, (int)card, NULL, &e)) != AM_OK) return api_fail_am(r, rc, &e);
    scy_report rep;
    if ((rc = scy_automa_turn(g, &rep, &e)) != AM_OK) return api_fail_am(r, rc, &e);
    scy_game_keep_report(g, &rep);   /* a reload shows it again */
    *result = json_pack("{s:s, s:o}", "action", action, "turn", report_json(g, &rep));
    return 0;
}

static int act_flip(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    scy_game *g = state;
    am_err e;
    int rc;
    long v = 0;
    if ((rc = api_get_int(req, "value", 2, 5, &v, r)) <= 0) {
        if (rc == 0) api_error(r, 400, "bad-field", _("'value' is required: the flipped card's value, 2 to 5"));
        return -1;
    }
    scy_report rep;
    am_buf said = {0};   /* what to do with the card: as the companion and `scythe turn --flip` say */
    if ((rc = scy_flip_answer(g, (int)v, &rep, &said, &e)) != AM_OK) return am_buf_free(&said), api_fail_am(r, rc, &e);
    *result = json_pack("{s:s, s:o, s:s}", "action", action, "turn", report_json(g, &rep), "table", said.data ? said.data : "");
    am_buf_free(&said);
    return 0;
}

/* ---- the person's actions: the library's rows (automa/scythe_actions.h) from JSON fields ------
 * Each row's words are read here from the request's fields of the same kinds (the terminal reads
 * them from words), then the one handler records the action (scy_action_do). */

/* A structure or a tile by its name. */
static int get_named(const json_t *req, int kind, const char *key, scy_action_args *a, api_resp *r)
{
    const char *s = NULL;
    int structure = kind == SCY_ARG_STRUCTURE;
    if (api_get_str(req, key, &s, r) <= 0) {
        if (!s) api_error(r, 400, "bad-field", structure ? "'structure' is required: mill, armory, monument or mine" : "'tile' is required");
        return -1;
    }
    if (structure && (a->structure = scy_structure_parse(s)) < 0) {
        api_error(r, 400, "bad-field", "'structure': mill, armory, monument or mine, not '%.30s'", s);
        return -1;
    }
    if (!structure && (a->tile = scy_tile_parse(s)) < 0) {
        api_error(r, 400, "bad-field", "'tile': manual, tunnels-adjacent, lakes-adjacent, encounters-adjacent, "
                                       "on-tunnels, in-a-row or farms-tundras, not '%.30s'", s);
        return -1;
    }
    return 0;
}

/* The field `key` of kind (enum scy_arg) into a; an error in r otherwise. */
static int get_arg(const json_t *req, int kind, const char *key, scy_action_args *a, api_resp *r)
{
    static const char *const units[] = {"character", "mech", "worker"}, *const deployable[] = {"mech", "worker"};
    const char *recruits[SCY_REC_COMBAT_CARD + 1], *kinds[SCY_TRAP_UNKNOWN];   /* a kind a person gives: not "unknown" */
    for (int i = 0; i <= SCY_REC_COMBAT_CARD; i++) recruits[i] = scy_recruit_name(i);
    for (int i = 0; i < SCY_TRAP_UNKNOWN; i++) kinds[i] = scy_trap_kind_name(i);
    long n = 0;
    int rc, k = 0;
    switch (kind) {
    case SCY_ARG_UNIT: return get_choice(req, key, units, 3, &a->unit, r);
    case SCY_ARG_DEPLOYABLE:
        if (get_choice(req, key, deployable, 2, &k, r)) return -1;
        a->unit = k ? SCY_UT_WORKER : SCY_UT_MECH;
        return 0;
    case SCY_ARG_UNIT_FROM: return get_pos(req, key, &a->from, r);
    case SCY_ARG_UNIT_TO: return get_pos(req, key, &a->to, r);
    case SCY_ARG_TERRITORY:
    case SCY_ARG_WORKER_AT: return get_pos(req, key, &a->territory, r);
    case SCY_ARG_STAT: return get_choice(req, key, stat_ids, SCY_NSTATS, &a->stat, r);
    case SCY_ARG_AMOUNT:
    case SCY_ARG_COUNT:
    case SCY_ARG_ABILITY:
        rc = api_get_int(req, key, 0, kind == SCY_ARG_AMOUNT ? 100000 : kind == SCY_ARG_COUNT ? 255 : 3, &n, r);
        if (rc == 0)
            api_error(r, 400, "bad-field", kind == SCY_ARG_ABILITY ? "'%s' is required: its place 0-3 on the faction mat" : "'%s' is required",
                      key);
        if (rc <= 0) return -1;
        if (kind == SCY_ARG_ABILITY) a->ability = (int)n;
        else a->amount = n;
        return 0;
    case SCY_ARG_RECRUIT:
        if (get_choice(req, key, recruits, SCY_REC_COMBAT_CARD + 1, &a->recruit, r)) return -1;
        if (a->recruit == SCY_REC_NONE) {
            api_error(r, 400, "bad-field", "'recruit': power, coin, popularity or combat-card");
            return -1;
        }
        return 0;
    case SCY_ARG_TRAP_KIND: return get_choice(req, key, kinds, SCY_TRAP_UNKNOWN, &a->trap_kind, r);
    case SCY_ARG_STRUCTURE:
    case SCY_ARG_TILE: return get_named(req, kind, key, a, r);
    default: return 0;
    }
}

/* One of the person's actions (the row): its fields read, recorded, its result. */
static int act_person(const scy_action *row, scy_game *g, const json_t *req, json_t **result, api_resp *r)
{
    static const char *const units[] = {"character", "mech", "worker"};
    scy_action_args a;
    scy_action_args_init(&a);
    for (int i = 0; i < row->nargs; i++)
        if (get_arg(req, row->arg[i], row->key[i], &a, r)) return -1;
    if ((row->flags & SCY_ACT_TRAP) && move_trap_kind(g, a.unit, a.from, a.to, req, &a.trap, r)) return -1;
    scy_action_result res;
    am_err e;
    int rc = scy_action_do(row, g, &a, &res, NULL, &e);
    if (rc != AM_OK) return api_fail_am(r, rc, &e);
    *result = json_pack("{s:s}", "action", row->name);
    if (row->flags & SCY_ACT_TRAP) {   /* move: what it did */
        json_object_set_new(*result, "unit", json_string(units[a.unit % 3]));
        json_object_set_new(*result, "from", json_string(scy_pos_name(a.from)));
        json_object_set_new(*result, "to", json_string(scy_pos_name(a.to)));
        json_object_set_new(*result, "combat", json_boolean(res.move.combat));
        json_object_set_new(*result, "trap", res.move.trap >= 0 ? json_string(scy_trap_kind_name(res.move.trap)) : json_null());
        json_object_set_new(*result, "workers", res.move.workers ? combat_json(g, &res.move.displace) : json_null());
    } else if (row->arg[0] == SCY_ARG_STRUCTURE) {   /* build, unbuild: the stars the program placed */
        json_object_set_new(*result, "structure", json_string(scy_structure_name(a.structure)));
        json_t *stars = json_array();
        unsigned added = scy_action_stars_placed(g, &res);
        for (int k = 0; k < SCY_NAUTO_STARS; k++)
            if (added & (1u << k)) json_array_append_new(stars, json_string(scy_auto_star_text(k)));
        json_object_set_new(*result, "stars_placed", stars);
    } else if (row->arg[0] == SCY_ARG_TILE) {
        json_object_set_new(*result, "tile", json_string(scy_tiles[a.tile].id));
    }
    return 0;
}

/* The Automa's side of the table: one row each (name, the request's keys, handler). The person's
 * actions are the library's rows (above); undo and redo are the API's own (api.c). */
static const api_action sc_actions[] = {
    {"turn", {"action", "card", NULL}, act_turn},
    {"flip", {"action", "value", NULL}, act_flip},
    {"combat", {"action", "power", "cards", "automa_cards", "defender_cards", "defender_power", "deck_cards", NULL}, act_combat},
    {NULL, {NULL}, NULL},
};

static int sc_check(const void *state, am_err *err)
{
    return scy_game_check(state, err);
}

static int sc_act(void *state, const char *action, const json_t *req, json_t **result, api_resp *r)
{
    const scy_action *row = NULL;
    for (const scy_action *p = scy_actions; p->name && !row; p++)
        if (strcmp(p->name, action) == 0) row = p;
    if (!row) {
        for (const api_action *p = sc_actions; p->name; p++)
            if (strcmp(p->name, action) == 0) return api_act_table(sc_actions, state, action, req, result, r, sc_check);
        am_buf names = {0};
        for (const api_action *p = sc_actions; p->name; p++) am_buf_printf(&names, "%s, ", p->name);
        for (const scy_action *p = scy_actions; p->name; p++) am_buf_printf(&names, "%s, ", p->name);
        api_error(r, 400, "bad-action", "unknown action '%.40s' (%sundo, redo)", action, names.data ? names.data : "");
        am_buf_free(&names);
        return -1;
    }
    const char *keys[6] = {"action"};
    int n = 1;
    for (int i = 0; i < row->nargs; i++) keys[n++] = row->key[i];
    if (row->flags & SCY_ACT_TRAP) keys[n++] = "trap";
    keys[n] = NULL;
    *result = NULL;
    if (api_keys_only(req, keys, r) || act_person(row, state, req, result, r)) return -1;
    return api_act_finish(state, action, result, r, sc_check);
}

static json_t *sc_report(const void *state, const char *what, api_resp *r)
{
    const scy_game *g = state;
    if (strcmp(what, "score") != 0) {
        api_error(r, 404, "not-found", "no report '%.40s' (score)", what);
        return NULL;
    }
    scy_score_sheet s;
    scy_score(g, &s);
    am_buf b = {0};
    scy_score_render_json(g, &s, &b);
    json_t *j = api_parse_buf(&b);
    return j ? j : json_null();
}


/* ---- the descriptor ------------------------------------------------------------------------- */

static int sc_from_json(void *state, const char *text, am_err *err)
{
    return scy_game_from_json(state, text, err);
}

static void sc_to_json(const void *state, am_buf *b)
{
    scy_game_to_json(state, b);
}

static void add_name(char *dst, size_t cap, const char *s)
{
    size_t n = strlen(dst);
    if (n && n + 1 < cap) dst[n++] = ',', dst[n] = '\0';
    snprintf(dst + n, cap - n, "%s", s);
}

/* The row of a finished Scythe game: factions, levels, options, best scores, who won. */
static int sc_history(const void *state, am_history_row *h, char *buf, size_t cap)
{
    const scy_game *g = state;
    if (!g->game_over || cap < 320) return 0;
    scy_score_sheet sh;
    scy_score(g, &sh);
    char *human = buf, *automa = buf + 64, *level = buf + 128, *opts = buf + 192;
    human[0] = automa[0] = level[0] = opts[0] = '\0';
    int hbest = -1, abest = -1, hwon = 0;
    for (int i = 0; i < sh.nplayers; i++) {
        const scy_score_line *l = &sh.line[i];
        const scy_player *p = &g->p[l->player];
        add_name(p->automa ? automa : human, 64, scy_faction_name(p->faction));
        if (p->automa) {
            add_name(level, 64, scy_level_name(p->level));
            if (l->total > abest) abest = l->total;
        } else if (l->total > hbest) {
            hbest = l->total;
        }
        if (l->player == sh.winner && !p->automa && sh.decided_by != SCY_BY_SHARED) hwon = 1;
    }
    snprintf(opts, 128, "%s%s%s%s%s%s%s", g->opt.skip_turns ? "skip " : "", g->opt.coin_mod ? "coin-mod " : "",
             g->opt.power_mod ? "power-mod " : "", g->opt.flip_move ? "flip-move " : "",
             g->opt.flip_deploy ? "flip-deploy " : "", g->opt.all_moves ? "all-moves " : "",
             g->opt.combat_mode == SCY_COMBAT_SIMULATED ? "simulated" : "companion");
    h->game = "scythe";
    h->human = human;
    h->automa = automa;
    h->level = level;
    h->options = opts;
    h->human_score = hbest;
    h->automa_score = abest;
    h->human_won = hwon;
    h->turns = g->turns;
    h->seed = g->seed;
    return 1;
}

static void sc_step_text(const void *now, const void *to, int redo, am_buf *b)
{
    scy_render_step_text(now, to, redo, b);
}

static int sc_undo_passes(const void *state)
{
    return scy_undo_passes(state);
}

static const am_api_ops sc_api = {sc_view, sc_create, sc_act, sc_report, NULL, sc_step_text, sc_undo_passes};

static const am_game_sim sc_sim = {
    N_("the Scythe Automa against a stand-in human (passive, aggressive, random)"), sizeof(scy_sim_run), sizeof(scy_sim_result),
    scy_sim_run_play,
};

const am_game_kind am_game_scythe = {
    .name = "scythe",
    .title = "Scythe Automa",
    .format = "automa-scythe/1",
    .size = sizeof(scy_game),
    .max_file = 1 << 20,
    .from_json = sc_from_json,
    .to_json = sc_to_json,
    .check = sc_check,
    .history = sc_history,
    .api = &sc_api,
    .create_example = "{\"human\": \"nordic\", \"seed\": 1}",
    .sim = &sc_sim,
};
