/* Scythe reports as plain sentences (translated) and as JSON; the game status. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/json.h"
#include "scythe/scythe_internal.h"

static const char *move_name(int kind)
{
    switch (kind) {
    case SCY_MV_WORKER: return _("Move worker");
    case SCY_MV_MECH: return _("Move mech");
    case SCY_MV_CHARACTER: return _("Move character");
    case SCY_MV_ENCOUNTER: return _("Encounter/Factory");
    case SCY_MV_ATTACK_WORKER: return _("Attack workers");
    default: return _("Attack combat units");
    }
}

static const char *unit_name(int u)
{
    if (u == SCY_U_CHARACTER) return _("character");
    if (u < SCY_U_WORKER0) return _("mech");
    return _("worker");
}

static const char *unit_id(int u)
{
    if (u == SCY_U_CHARACTER) return "character";
    if (u < SCY_U_WORKER0) return "mech";
    return "worker";
}

static const char *value_label(int kind)
{
    switch (kind) {
    case SCY_MV_WORKER: return _("Automa units next to it");
    case SCY_MV_MECH:
    case SCY_MV_CHARACTER: return _("distance to your nearest combat unit");
    case SCY_MV_ATTACK_WORKER: return _("resources");
    case SCY_MV_ATTACK_COMBAT: return _("your combat units there");
    default: return "";
    }
}

static const char *pos_label(int pos)
{
    if (SCY_IS_HOME(pos)) return _("the home base");
    if (pos == SCY_POS_MAT) return _("the faction mat");
    return scy_pos_name(pos);
}

static void render_move(const scy_move_report *m, int verbose, am_buf *b)
{
    char sym[128], base[80];
    if (m->sym.kind == SCY_MV_ATTACK_COMBAT)
        snprintf(base, sizeof base, "%.60s (%d+)", move_name(m->sym.kind), m->sym.threshold);
    else
        snprintf(base, sizeof base, "%.60s", move_name(m->sym.kind));
    if (m->sym.bracket >= 0) snprintf(sym, sizeof sym, "[%s] %s", scy_faction_label(m->sym.bracket), base);
    else snprintf(sym, sizeof sym, "%s", base);
    switch (m->result) {
    case SCY_SYM_SKIPPED_BRACKET:
        if (verbose) am_buf_printf(b, _("- %s: ignored, not this faction's bracket.\n"), sym);
        return;
    case SCY_SYM_NOT_TRIED:
        if (verbose) am_buf_printf(b, _("- %s: not tried (a move was already made).\n"), sym);
        return;
    case SCY_SYM_NO_UNIT:
        am_buf_printf(b, _("- %s: not possible, no such unit on the board or home base.\n"), sym);
        return;
    case SCY_SYM_LOW_POWER:
        am_buf_printf(b, _("- %s: not possible, the Automa has less power than %d.\n"), sym, m->sym.threshold);
        return;
    case SCY_SYM_NO_TERRITORY:
        am_buf_printf(b, _("- %s: not possible, no valid territory.\n"), sym);
        break;
    default: {
        const int to_a = scy_pos_name(m->to)[0] == 'A';
        /* "to A5": the same English words; the Italian says "ad A5" (issue 29) */
        if (m->rearm && SCY_IS_HOME(m->from))
            am_buf_printf(b, to_a ? C_("to A", "- %s: move the character from the home base to %s and re-arm the trap there.\n")
                                  : _("- %s: move the character from the home base to %s and re-arm the trap there.\n"),
                          sym, scy_pos_name(m->to));
        else if (m->rearm)
            am_buf_printf(b, to_a ? C_("to A", "- %s: move the character from %s to %s and re-arm the trap there.\n")
                                  : _("- %s: move the character from %s to %s and re-arm the trap there.\n"),
                          sym, pos_label(m->from), scy_pos_name(m->to));
        else if (m->from == m->to)
            am_buf_printf(b, _("- %s: the %s stays on %s.\n"), sym, unit_name(m->unit), scy_pos_name(m->to));
        else if (SCY_IS_HOME(m->from))
            am_buf_printf(b, to_a ? C_("to A", "- %s: move the %s from the home base to %s.\n")
                                  : _("- %s: move the %s from the home base to %s.\n"),
                          sym, unit_name(m->unit), scy_pos_name(m->to));
        else
            am_buf_printf(b, to_a ? C_("to A", "- %s: move the %s from %s to %s.\n") : _("- %s: move the %s from %s to %s.\n"),
                          sym, unit_name(m->unit), pos_label(m->from), scy_pos_name(m->to));
        if (m->unit > SCY_U_CHARACTER)
            am_buf_printf(b, _("  Unit: the %s closest to the home base (distance %d)%s.\n"), unit_name(m->unit),
                          m->unit_dist, m->unit_tie == 2 ? _(", tie broken by the home-base marker")
                          : m->unit_tie ? _(", tie broken by reading order") : "");
        break;
    }
    }
    if (m->ncand == 0) return;
    int best = 0, have = 0;
    int maximise = m->sym.kind == SCY_MV_WORKER || m->sym.kind == SCY_MV_ATTACK_WORKER;
    for (int i = 0; i < m->ncand; i++)
        if (!m->cand[i].excluded && (!have || (maximise ? m->cand[i].value > best : m->cand[i].value < best))) {
            best = m->cand[i].value;
            have = 1;
        }
    if (m->result == SCY_SYM_PERFORMED && !m->rearm) {
        const char *to = scy_pos_name(m->to);
        switch (m->sym.kind) {
        case SCY_MV_WORKER: am_buf_printf(b, _("  Why: %s is next to the most Automa units (%d), away from your combat units"), to, best); break;
        case SCY_MV_MECH:
        case SCY_MV_CHARACTER: am_buf_printf(b, _("  Why: %s is the closest to your combat units (distance %d)"), to, best); break;
        case SCY_MV_ATTACK_WORKER: am_buf_printf(b, _("  Why: %s has your workers and the most resources (%d)"), to, best); break;
        case SCY_MV_ATTACK_COMBAT: am_buf_printf(b, _("  Why: %s has the fewest of your combat units (%d)"), to, best); break;
        default:
            am_buf_printf(b, m->to == scy_factory ? _("  Why: %s is the Factory") : _("  Why: %s has an encounter token"), to);
            break;
        }
    } else if (m->result == SCY_SYM_PERFORMED) {
        am_buf_printf(b, _("  Why: no encounter or Factory in reach; the nearest disarmed trap to your units"));
    }
    if (m->result == SCY_SYM_PERFORMED) {
        switch (m->tiebreak) {
        case SCY_TB_FACTORY: am_buf_puts(b, _("; tie broken by distance to the Factory")); break;
        case SCY_TB_TRAP: am_buf_puts(b, _("; tie broken by the armed trap there")); break;
        case SCY_TB_READING: am_buf_puts(b, _("; tie broken by reading order")); break;
        case SCY_TB_HOME_MARKER: am_buf_puts(b, _("; tie broken by the home-base marker")); break;
        default: break;
        }
        am_buf_puts(b, ".\n");
    }
    if (verbose) {
        am_buf_puts(b, _("  Candidates:"));
        for (int i = 0; i < m->ncand; i++) {
            const scy_candidate *k = &m->cand[i];
            am_buf_printf(b, " %s", scy_pos_name(k->territory));
            if (*value_label(m->sym.kind)) am_buf_printf(b, "=%d", k->value);
            am_buf_printf(b, _("(F%d)"), k->factory_dist);
            if (k->excluded) am_buf_puts(b, "*");
        }
        am_buf_puts(b, "\n");
        if (m->sym.kind == SCY_MV_WORKER)
            am_buf_puts(b, _("  (* = next to your combat units: not allowed; Fn = distance to the Factory)\n"));
        else if (m->sym.kind == SCY_MV_ENCOUNTER)
            am_buf_puts(b, _("  (* = holds your unit or an Automa mech: not allowed; Fn = distance to the Factory)\n"));
        else
            am_buf_puts(b, _("  (Fn = distance to the Factory)\n"));
    }
}

static void render_event(const scy_game *g, const scy_event *e, am_buf *b)
{
    switch (e->kind) {
    case SCY_EV_DEPLOY_WORKER: am_buf_puts(b, _("- Deploy a worker from the faction mat on the home base.\n")); break;
    case SCY_EV_DEPLOY_CHARACTER: am_buf_puts(b, _("- Deploy the character from the faction mat on the home base.\n")); break;
    case SCY_EV_DEPLOY_MECH: am_buf_puts(b, _("- Deploy a mech from the faction mat on the home base.\n")); break;
    case SCY_EV_DEPLOY_NONE: am_buf_puts(b, _("- Nothing to deploy: none left on the faction mat.\n")); break;
    case SCY_EV_COINS: am_buf_printf(b, P_("- Give the Automa %d coin(s).\n", "- Give the Automa %d coin(s).\n", e->a), e->a); break;
    case SCY_EV_POWER:
        if (e->a == 0)   /* already at the end of the track: not "raise by 0" */
            am_buf_printf(b, _("- The Automa's power stays at %d: the power track ends there.\n"), e->b);
        else
            am_buf_printf(b, _("- Raise the Automa's power by %d (to %d).\n"), e->a, e->b);
        break;
    case SCY_EV_COMBAT_CARDS: am_buf_printf(b, P_("- Give the Automa %d combat card(s) face down (now %d).\n",
                                                        "- Give the Automa %d combat card(s) face down (now %d).\n", e->a), e->a, e->b); break;
    case SCY_EV_RECRUIT: {
        static const char *const what[] = {"", N_("1 power"), N_("1 coin"), N_("1 popularity"), N_("1 combat card")};
        int rec = e->b < 0 ? -e->b : e->b;
        /* the same English words; where that player is the only person at the table the Italian
         * speaks to them ("solo se tu (Rusviet) hai arruolato", issue 29) */
        int humans = 0;
        for (int q = 0; q < g->nplayers; q++) humans += !g->p[q].automa;
        const int you = humans == 1 && !g->p[e->a].automa;
        if (e->b > 0)
            am_buf_printf(b, you ? C_("the only human", "- Recruit bonus: %s gains %s (its ongoing bonus; done for you).\n")
                                 : _("- Recruit bonus: %s gains %s (its ongoing bonus; done for you).\n"),
                          scy_faction_label(g->p[e->a].faction), _(what[rec]));
        else
            am_buf_printf(b, you ? C_("the only human", "- Recruit bonus %s: only if %s enlisted that recruit (not recorded).\n")
                                 : _("- Recruit bonus %s: only if %s enlisted that recruit (not recorded).\n"),
                          _(what[rec]), scy_faction_label(g->p[e->a].faction));
        break;
    }
    case SCY_EV_TRACKER: am_buf_printf(b, _("- Star tracker: advance the token one space (%d from the start).\n"), e->a); break;
    case SCY_EV_WATER_UNLOCKED:
        am_buf_puts(b, _("- The token has left the no-water spaces: Automa units now cross rivers and use lakes.\n"));
        break;
    case SCY_EV_STAR_TRACKER: am_buf_printf(b, _("- Star: the token reached a star space; place an Automa star (star %d of the tracker).\n"), e->a); break;
    case SCY_EV_STAR_POWER: am_buf_puts(b, _("- Star: the Automa reached 16 power; place a star.\n")); break;
    case SCY_EV_SCHEME_SWITCH:
        am_buf_puts(b, _("- First tracker star: shuffle all 19 cards into a new deck, turned so that Scheme II is on top.\n"));
        break;
    case SCY_EV_RESHUFFLE: am_buf_puts(b, _("- The deck was empty: shuffle both discard piles into a new deck.\n")); break;
    case SCY_EV_ENCOUNTER: am_buf_printf(b, _("- Remove the encounter token from %s (the Automa takes it).\n"), scy_pos_name(e->a)); break;
    case SCY_EV_FACTORY_CARD: am_buf_puts(b, _("- Draw a random Factory card and put it face down by the Automa's mat.\n")); break;
    case SCY_EV_WORKERS_HOME: am_buf_printf(b, P_("- Return %d worker(s) of %s to their home base.\n", "- Return %d worker(s) of %s to their home base.\n", e->b), e->b, scy_faction_label(g->p[e->a].faction)); break;
    case SCY_EV_RESOURCES_REMOVED: am_buf_printf(b, P_("- Remove the %d resource(s) from %s.\n", "- Remove the %d resource(s) from %s.\n", e->b), e->b, scy_pos_name(e->a)); break;
    case SCY_EV_COMBAT_STARTS:
        if (e->b >= 0 && e->b < g->nplayers && g->p[e->b].automa)
            am_buf_printf(b, _("- Combat on %s against the %s Automa: each Automa draws its own card (run 'combat').\n"),
                          scy_pos_name(e->a), scy_faction_label(g->p[e->b].faction));
        else if (scy_game_is_multi(g) && e->b >= 0 && e->b < g->nplayers)
            am_buf_printf(b, _("- Combat on %s against %s! Choose your power and combat cards.\n"), scy_pos_name(e->a),
                          scy_faction_label(g->p[e->b].faction));
        else
            am_buf_printf(b, _("- Combat on %s! Choose your power and combat cards.\n"), scy_pos_name(e->a));
        break;
    case SCY_EV_GAME_END: am_buf_puts(b, _("- A sixth star: the game ends now. Score it.\n")); break;
    case SCY_EV_FLAG: am_buf_printf(b, _("- Place an Albion flag on %s.\n"), scy_pos_name(e->a)); break;
    case SCY_EV_TRAP: am_buf_printf(b, _("- Place a random trap, armed and face down, on %s (do not look).\n"), scy_pos_name(e->a)); break;
    case SCY_EV_FLIP_NO_MOVE: am_buf_printf(b, _("- The flipped combat card is a %d: no move this turn.\n"), e->a); break;
    case SCY_EV_FLIP_NO_DEPLOY: am_buf_printf(b, _("- The flipped combat card is a %d: no deploy.\n"), e->a); break;
    case SCY_EV_TRAP_TRIGGERED: {
        int kind = e->b & 7, lost = e->b >> 3;
        am_buf_printf(b, _("- The Automa springs your trap on %s: flip it to disarmed.\n"), scy_pos_name(e->a));
        if (kind == SCY_TRAP_POWER) am_buf_printf(b, P_("  The Automa loses %d power: lower its power token.\n",
                                                             "  The Automa loses %d power: lower its power token.\n", lost), lost);
        else if (kind == SCY_TRAP_COINS) am_buf_printf(b, P_("  The Automa loses %d coin(s): take them from its supply.\n",
                                                                  "  The Automa loses %d coin(s): take them from its supply.\n", lost), lost);
        else if (kind == SCY_TRAP_CARDS)
            am_buf_printf(b, P_("  The Automa loses %d combat card(s): discard them at random from its face-down cards.\n",
                                "  The Automa loses %d combat card(s): discard them at random from its face-down cards.\n", lost),
                          lost);
        else if (kind == SCY_TRAP_POPULARITY) am_buf_puts(b, _("  A popularity trap: the Automa loses nothing.\n"));
        break;
    }
    default: break;
    }
}

void scy_report_render_text(const scy_game *g, const scy_report *rep, int verbose, am_buf *b)
{
    const scy_player *p = &g->p[rep->player];
    if (rep->card) {
        am_buf_printf(b, _("Automa %s (%s): card %d, Scheme %s.\n"), scy_faction_label(p->faction), scy_level_label(p->level),
                      rep->card, rep->scheme ? "II" : "I");
        if (rep->reshuffled) am_buf_puts(b, _("- The deck was empty: shuffle both discard piles into a new deck first.\n"));
    }
    if (rep->skipped) {
        am_buf_puts(b, _("- The card shows the skip icon: the Automa does nothing this turn.\n"));
        return;
    }
    for (int i = 0; i < rep->nmoves; i++) render_move(&rep->moves[i], verbose, b);
    /* the move row's outcome right after its symbols, before the gains (the card's order) */
    int any_move = 0, not_tried = 0, flip_no_move = 0;
    for (int i = 0; i < rep->nmoves; i++) {
        if (rep->moves[i].result == SCY_SYM_PERFORMED) any_move = 1;
        if (rep->moves[i].result == SCY_SYM_NOT_TRIED) not_tried = 1;
    }
    for (int i = 0; i < rep->nevents; i++) flip_no_move |= rep->events[i].kind == SCY_EV_FLIP_NO_MOVE;
    /* a row whose symbols were not tried: the move was made before (an attack, fought in between)
     * or a flipped card forbade it; only a row with no valid symbol means "no move possible" */
    if (rep->nmoves && !any_move && not_tried && !flip_no_move)
        am_buf_puts(b, _("- The Automa has already made its move this turn: no other move.\n"));
    else if (rep->nmoves && !any_move && !not_tried)
        am_buf_puts(b, _("- No move is possible: the Automa does not move this turn.\n"));
    for (int i = 0; i < rep->nevents; i++)
        if (rep->events[i].kind != SCY_EV_RESHUFFLE || !rep->reshuffled) render_event(g, &rep->events[i], b);
    /* the tracker step of a finished turn: say so when the token stays (the scheme shows no advance) */
    int tracker_ev = 0, waits_flip = g->turn.active && rep->player == g->current &&
                                     (g->pending.kind == SCY_PEND_FLIP_MOVE || g->pending.kind == SCY_PEND_FLIP_DEPLOY);
    for (int i = 0; i < rep->nevents; i++) tracker_ev |= rep->events[i].kind == SCY_EV_TRACKER;
    if (rep->card >= 1 && rep->card <= SCY_NCARDS && !rep->waiting_combat && !waits_flip && !rep->game_over && !tracker_ev)
        am_buf_puts(b, g->cards[rep->card - 1].star ? _("- Star tracker: the token is on its last space and stays there.\n")
                                                    : _("- No star-tracker advance on this card: the token stays.\n"));
    if (rep->waiting_combat) am_buf_puts(b, _("The turn continues after the combat.\n"));
    /* options flip-move / flip-deploy in companion mode: the turn waits for the flipped card */
    if (g->turn.active && rep->player == g->current && g->pending.kind == SCY_PEND_FLIP_MOVE)
        am_buf_puts(b, _("- Flip a combat card from the deck on the board: a 4 or 5 means the Automa does not move this "
                         "turn. Give its value to go on.\n"));
    else if (g->turn.active && rep->player == g->current && g->pending.kind == SCY_PEND_FLIP_DEPLOY)
        am_buf_puts(b, _("- Flip a combat card from the deck on the board: a 4 or 5 means the Automa does not deploy "
                         "this unit. Give its value to go on.\n"));
}

static json_t *report_json(const scy_game *g, const scy_report *rep)
{
    static const char *const results[] = {"skipped-bracket", "no-unit", "low-power", "no-territory", "performed",
                                          "not-tried"};
    static const char *const tbs[] = {"none", "factory", "trap", "reading-order", "home-marker"};
    static const char *const evs[] = {"deploy-worker", "deploy-character", "deploy-mech", "deploy-none", "coins", "power",
                                      "combat-cards", "recruit-bonus", "tracker", "star-tracker", "star-power",
                                      "scheme-switch", "reshuffle", "encounter", "factory-card", "workers-home",
                                      "resources-removed", "combat", "water-unlocked", "game-end", "flag", "trap",
                                      "flip-no-move", "flip-no-deploy", "trap-triggered"};
    json_t *r = json_object();
    json_object_set_new(r, "player", json_string(scy_faction_name(g->p[rep->player].faction)));
    json_object_set_new(r, "card", json_integer(rep->card));
    json_object_set_new(r, "scheme", json_integer(rep->scheme + 1));
    json_object_set_new(r, "skipped", json_boolean(rep->skipped));
    json_object_set_new(r, "reshuffled", json_boolean(rep->reshuffled));
    json_t *moves = json_array();
    for (int i = 0; i < rep->nmoves; i++) {
        const scy_move_report *m = &rep->moves[i];
        json_t *mj = json_object();
        json_object_set_new(mj, "symbol", json_string(scy_move_kind_name(m->sym.kind)));
        if (m->sym.kind == SCY_MV_ATTACK_COMBAT) json_object_set_new(mj, "threshold", json_integer(m->sym.threshold));
        if (m->sym.bracket >= 0) json_object_set_new(mj, "bracket", json_string(scy_faction_name(m->sym.bracket)));
        json_object_set_new(mj, "result", json_string(results[m->result]));
        if (m->unit >= 0) {
            json_object_set_new(mj, "unit", json_string(unit_id(m->unit)));
            json_object_set_new(mj, "unit_distance", json_integer(m->unit_dist));
            if (m->unit_tie) json_object_set_new(mj, "unit_tie", json_string(m->unit_tie == 2 ? "home-marker" : "reading-order"));
            json_object_set_new(mj, "from", json_string(scy_pos_name(m->from)));
        }
        if (m->result == SCY_SYM_PERFORMED) {
            json_object_set_new(mj, "to", json_string(scy_pos_name(m->to)));
            json_object_set_new(mj, "tiebreak", json_string(tbs[m->tiebreak]));
            if (m->rearm) json_object_set_new(mj, "rearm", json_true());
        }
        json_t *cands = json_array();
        for (int k = 0; k < m->ncand; k++) {
            json_t *cj = json_object();
            json_object_set_new(cj, "territory", json_string(scy_pos_name(m->cand[k].territory)));
            json_object_set_new(cj, "value", json_integer(m->cand[k].value));
            json_object_set_new(cj, "factory_distance", json_integer(m->cand[k].factory_dist));
            json_object_set_new(cj, "excluded", json_boolean(m->cand[k].excluded));
            if (m->cand[k].trap) json_object_set_new(cj, "armed_trap", json_true());
            json_array_append_new(cands, cj);
        }
        json_object_set_new(mj, "candidates", cands);
        json_array_append_new(moves, mj);
    }
    json_object_set_new(r, "moves", moves);
    json_t *events = json_array();
    for (int i = 0; i < rep->nevents; i++) {
        const scy_event *e = &rep->events[i];
        json_t *ej = json_object();
        json_object_set_new(ej, "event", json_string(evs[e->kind]));
        switch (e->kind) {
        case SCY_EV_COINS: json_object_set_new(ej, "amount", json_integer(e->a)); break;
        case SCY_EV_POWER:
            json_object_set_new(ej, "amount", json_integer(e->a));
            json_object_set_new(ej, "total", json_integer(e->b));
            break;
        case SCY_EV_COMBAT_CARDS:
            json_object_set_new(ej, "amount", json_integer(e->a));
            json_object_set_new(ej, "total", json_integer(e->b));
            break;
        case SCY_EV_RECRUIT: {
            static const char *const rn[] = {"-", "power", "coin", "popularity", "combat-card"};
            json_object_set_new(ej, "player", json_string(scy_faction_name(g->p[e->a].faction)));
            json_object_set_new(ej, "bonus", json_string(rn[e->b < 0 ? -e->b : e->b]));
            json_object_set_new(ej, "applied", json_boolean(e->b > 0));
            break;
        }
        case SCY_EV_TRACKER: json_object_set_new(ej, "space", json_integer(e->a)); break;
        case SCY_EV_WORKERS_HOME:
            json_object_set_new(ej, "player", json_string(scy_faction_name(g->p[e->a].faction)));
            json_object_set_new(ej, "count", json_integer(e->b));
            break;
        case SCY_EV_RESOURCES_REMOVED:
            json_object_set_new(ej, "territory", json_string(scy_pos_name(e->a)));
            json_object_set_new(ej, "count", json_integer(e->b));
            break;
        case SCY_EV_TRAP_TRIGGERED: {
            static const char *const kinds[] = {"popularity", "power", "coins", "cards", "unknown"};
            json_object_set_new(ej, "territory", json_string(scy_pos_name(e->a)));
            json_object_set_new(ej, "trap", json_string(kinds[(e->b & 7) < 5 ? (e->b & 7) : 4]));
            json_object_set_new(ej, "lost", json_integer(e->b >> 3));
            break;
        }
        case SCY_EV_ENCOUNTER: case SCY_EV_FACTORY_CARD: case SCY_EV_FLAG: case SCY_EV_TRAP:
        case SCY_EV_COMBAT_STARTS:
            json_object_set_new(ej, "territory", json_string(scy_pos_name(e->a)));
            break;
        case SCY_EV_FLIP_NO_MOVE: case SCY_EV_FLIP_NO_DEPLOY: json_object_set_new(ej, "value", json_integer(e->a)); break;
        default: break;
        }
        json_array_append_new(events, ej);
    }
    json_object_set_new(r, "events", events);
    json_t *tr = json_object();
    json_object_set_new(tr, "from", json_integer(rep->tracker_from));
    json_object_set_new(tr, "to", json_integer(rep->tracker_to));
    json_object_set_new(r, "tracker", tr);
    json_object_set_new(r, "waiting", json_string(rep->waiting_combat ? "combat" :
                                                  g->pending.kind == SCY_PEND_FLIP_MOVE || g->pending.kind == SCY_PEND_FLIP_DEPLOY ? "flip" : "none"));
    json_object_set_new(r, "game_over", json_boolean(rep->game_over));
    return r;
}

void scy_report_render_json(const scy_game *g, const scy_report *rep, am_buf *b)
{
    json_t *r = report_json(g, rep);
    am_json_dump(r, b);
    json_decref(r);
}

/* Togawa's traps and Albion's flags on the board and on the mat, as the person at the table sees
 * them: an Automa's armed trap lies face down (its kind is not told, IFA: "You do not get to see
 * which Trap was selected unless you trigger it"); a disarmed one lies face up. */
static void render_traps_flags(const scy_game *g, int pl, am_buf *b)
{
    const scy_player *p = &g->p[pl];
    if (p->faction == SCY_TOGAWA) {
        am_buf_puts(b, _("    traps:"));
        int any = 0;
        for (int armed = 1; armed >= 0; armed--) {
            int n = 0;
            for (int t = 0; t < SCY_NTERR; t++) {
                if (g->trap_owner[t] != pl || g->trap_state[t] != (armed ? SCY_TRAP_ARMED : SCY_TRAP_DISARMED)) continue;
                if (n++ == 0) {
                    am_buf_puts(b, any ? "; " : " ");
                    am_buf_puts(b, armed ? _("armed on") : _("disarmed on"));
                }
                am_buf_printf(b, "%s %s", n > 1 ? "," : "", scy_pos_name(t));
                if ((!armed || !p->automa) && g->trap_kind[t] < SCY_TRAP_UNKNOWN)
                    am_buf_printf(b, " (%s)", scy_trap_kind_name(g->trap_kind[t]));
                else if (armed)
                    am_buf_puts(b, _(" (face down)"));
                any = 1;
            }
        }
        am_buf_printf(b, P_("%s%d on the faction mat\n", "%s%d on the faction mat\n", am_set_count(p->traps_left)),
                      any ? "; " : " ", am_set_count(p->traps_left));
    }
    if (p->faction == SCY_ALBION) {
        am_buf_puts(b, _("    flags:"));
        int n = 0;
        for (int t = 0; t < SCY_NTERR; t++)
            if (g->flag_owner[t] == pl) am_buf_printf(b, "%s %s", n++ ? "," : C_("flags", " on"), scy_pos_name(t));
        am_buf_printf(b, P_("%s%d on the faction mat\n", "%s%d on the faction mat\n", p->flags_left), n ? "; " : " ",
                      p->flags_left);
    }
}

void scy_render_status(const scy_game *g, am_buf *b)
{
    for (int pl = 0; pl < g->nplayers; pl++) {
        const scy_player *p = &g->p[pl];
        int onboard = 0, mechs = 0, workers = 0;
        for (int u = 0; u < SCY_NUNITS; u++)
            if (p->unit[u] != SCY_POS_MAT) {
                onboard++;
                if (u >= SCY_U_MECH0 && u < SCY_U_WORKER0) mechs++;
                if (u >= SCY_U_WORKER0) workers++;
            }
        am_buf_printf(b, "%s%s (%s): ", pl == g->current ? "> " : "  ", scy_faction_label(p->faction),
                      p->automa ? scy_level_label(p->level) : _("human"));
        am_buf_printf(b, _("power %d, coins %d, combat cards %d, stars %d"), p->power, p->coins, p->combat_cards, p->stars);
        if (p->automa) {
            const scy_tracker *t = &g->trackers[p->level];
            am_buf_printf(b, _(" (tracker %d, combat %d, power %d)"), p->stars_tracker, p->stars_combat, p->stars_power);
            const scy_deck *d = &p->deck;
            int keeper = pl;
            if (g->opt.shared_deck)
                for (int q = g->nplayers - 1; q >= 0; q--)
                    if (g->p[q].automa) keeper = q;
            if (keeper != pl) d = &g->p[keeper].deck;
            am_buf_printf(b, _("\n    tracker token %d from the start (stars at %d %d %d %d %d %d), Scheme %s, %s;\n"
                               "    deck %d, discard %d, combat discard %d"),
                          p->tracker, t->star[0], t->star[1], t->star[2], t->star[3], t->star[4], t->star[5],
                          p->scheme ? "II" : "I",
                          scy_game_water_restricted(g, pl) ? _("water-restricted") : _("crosses water"), d->ndraw,
                          d->ndiscard, d->ncombat);
            if (g->opt.shared_deck) am_buf_printf(b, _(" (shared deck, kept by %s)"), scy_faction_label(g->p[keeper].faction));
        } else {
            am_buf_printf(b, _(", popularity %d"), p->popularity);
        }
        am_buf_printf(b, _("\n    character %s; mechs %d; workers %d on the board or home base\n"),
                      scy_pos_label(p->unit[SCY_U_CHARACTER]), mechs, workers);
        am_buf_puts(b, "    ");
        int any = 0;
        for (int u = 1; u < SCY_NUNITS; u++)
            if (p->unit[u] != SCY_POS_MAT) {
                am_buf_printf(b, "%s%s:%s", any ? " " : "", u < SCY_U_WORKER0 ? C_("unit letter", "M") : C_("unit letter", "W"),
                              scy_pos_label(p->unit[u]));
                any = 1;
            }
        am_buf_puts(b, any ? "\n" : _("(no mech or worker deployed)\n"));
        if (!p->automa) scy_render_structures(g, pl, b);
        render_traps_flags(g, pl, b);
        (void)onboard;
    }
    if (scy_game_is_multi(g))
        am_buf_printf(b, _("Home-base marker (the tie-breaker of several Automas): on the %s base.\n"),
                      scy_faction_label(g->tiebreak_marker));
    scy_render_tile(g, b);
    if (g->pending.kind == SCY_PEND_COMBAT)
        am_buf_printf(b, _("Waiting: combat on %s between %s and %s.\n"), scy_pos_name(g->pending.territory),
                      scy_faction_label(g->p[g->pending.attacker].faction), scy_faction_label(g->p[g->pending.defender].faction));
    else if (g->pending.kind != SCY_PEND_NONE)
        am_buf_puts(b, _("Waiting: flip a combat card and tell its value.\n"));
    if (g->game_over) am_buf_puts(b, _("The game is over.\n"));
}
