/*
 * Automata text rendering: boards, pools, cards, and one-line action phrases. Dice are named by
 * the player's die number (1-12: D4 1-6, D6 7-10, D8 11-12) and the face they show: "#7 D6=5".
 * Cards are named C1..C20 (C1-C5 the Heads in pile order).
 */
#include <stdio.h>
#include <string.h>

#include "automa/automata.h"

static void die_text(am_buf *b, int i, int value)
{
    am_buf_printf(b, "#%d D%d=%d", i + 1, atm_die_faces(i), value);
}

static void card_text(am_buf *b, const atm_state *s, int c)
{
    char text[96];
    const atm_card *cd = &s->rules.cards[c];
    atm_card_describe(cd, text, sizeof text);
    am_buf_printf(b, P_("C%d %s (sum %d, %d gears: %s)", "C%d %s (sum %d, %d gears: %s)", cd->gears), c + 1, _(cd->name), cd->sum, cd->gears, text);
}

static void pool_counts(am_buf *b, const atm_state *s, int p, int loc)
{
    int n[3] = {0};
    for (int i = 0; i < ATM_DICE; i++)
        if (s->p[p].dice[i].loc == loc) n[atm_die_type(i)]++;
    am_buf_printf(b, "%d D4, %d D6, %d D8", n[0], n[1], n[2]);
}

void atm_render_state(const atm_state *s, int viewer, am_buf *b)
{
    static const char *const phase[3] = {N_("Deployment"), N_("Activation"), N_("Game over")};
    am_buf_printf(b, _("== Round %d of 5 - %s"), s->round, _(phase[s->phase]));
    if (s->phase == ATM_PHASE_ACTIVATE) am_buf_printf(b, _(", initiative %d"), s->initiative);
    if (s->phase != ATM_PHASE_OVER) am_buf_printf(b, _(", P%d to act"), s->current + 1);
    am_buf_puts(b, "\n");
    am_buf_puts(b, _("Turn order: Deployment"));
    for (int k = 0; k < s->players; k++) am_buf_printf(b, " P%d", s->deploy_order[k] + 1);
    am_buf_puts(b, _(" | Activation"));
    for (int k = 0; k < s->act_filled; k++) am_buf_printf(b, " P%d", s->act_order[k] + 1);
    am_buf_puts(b, "\n");
    am_buf_printf(b, _("Research: Parts deck %d left; next Head: "), ATM_PARTS - s->deck_pos);
    if (s->head_next < ATM_HEADS) card_text(b, s, s->head_next);
    else am_buf_puts(b, C_("next head", "none"));
    am_buf_puts(b, "\n");
    for (int k = 0; k < ATM_DISPLAY; k++)
        if (s->display[k] != ATM_NO_CARD) { am_buf_puts(b, "  "); card_text(b, s, s->display[k]); am_buf_puts(b, "\n"); }
    for (int a = 0; a < ATM_AREAS; a++) {
        am_buf_printf(b, "%-9s", _(atm_area_name(a)));
        am_buf_puts(b, _(" staging:"));
        int any = 0;
        for (int p = 0; p < s->players; p++)
            for (int i = 0; i < ATM_DICE; i++) {
                const atm_die *d = &s->p[p].dice[i];
                if (d->loc == ATM_IN_STAGING && d->area == a) { am_buf_printf(b, " P%d:", p + 1); die_text(b, i, d->value); any = 1; }
            }
        if (!any) am_buf_puts(b, _(" -"));
        int n = atm_space_count(s, a);
        for (int k = 0; k < n; k++) {
            if (a == ATM_SELL) am_buf_printf(b, _(" | D%d space:"), 4 + 2 * k);
            else am_buf_printf(b, _(" | space %d:"), k + 1);
            int used = 0;
            for (int p = 0; p < s->players; p++)
                for (int i = 0; i < ATM_DICE; i++) {
                    const atm_die *d = &s->p[p].dice[i];
                    if (d->loc == ATM_IN_SPACE && d->area == a && d->space == k) { am_buf_printf(b, " P%d:D%d", p + 1, atm_die_faces(i)); used = 1; }
                }
            if (!used) am_buf_puts(b, _(" empty"));
        }
        am_buf_puts(b, "\n");
    }
    for (int p = 0; p < s->players; p++) {
        const atm_player *pl = &s->p[p];
        atm_score sc = atm_score_player(s, p);
        am_buf_printf(b, _("P%d%s: %d gears, %d coins, score now %d\n"), p + 1, p == viewer ? _(" (you)") : "", (int)pl->gears,
                      (int)pl->coins, sc.total);
        am_buf_puts(b, _("  Available:"));
        int any = 0;
        for (int i = 0; i < ATM_DICE; i++)
            if (pl->dice[i].loc == ATM_IN_AVAILABLE) { am_buf_puts(b, " "); die_text(b, i, pl->dice[i].value); any = 1; }
        if (!any) am_buf_puts(b, _(" -"));
        am_buf_puts(b, _("\n  Spent: "));
        pool_counts(b, s, p, ATM_IN_SPENT);
        am_buf_puts(b, _("; Reserve: "));
        pool_counts(b, s, p, ATM_IN_RESERVE);
        am_buf_puts(b, "\n");
        for (int c = 0; c < ATM_CARDS; c++) {
            if (pl->owned >> c & 1u) {
                am_buf_puts(b, "  ");
                card_text(b, s, c);
                if (pl->exhausted >> c & 1u) am_buf_puts(b, _(" [exhausted]"));
                am_buf_puts(b, "\n");
            }
            if (pl->reserved >> c & 1u) { am_buf_puts(b, _("  reserved: ")); card_text(b, s, c); am_buf_puts(b, "\n"); }
        }
    }
    if (s->phase == ATM_PHASE_OVER) {
        unsigned w = atm_winners(s);
        for (int p = 0; p < s->players; p++) {
            atm_score sc = atm_score_player(s, p);
            am_buf_printf(b, _("P%d: %d VP (coins %d, dice %d, sets %d, cards %d, reserved %d)%s\n"), p + 1, sc.total,
                          sc.coins, sc.dice, sc.sets, sc.cards, sc.reserved, (w >> p & 1u) ? _(" - winner") : "");
        }
    }
}

void atm_render_action(const atm_state *s, const atm_action *a, am_buf *b)
{
    const atm_player *pl = &s->p[s->current];
    switch (a->kind) {
    case ATM_ACT_PLACE:
        am_buf_puts(b, _("place "));
        die_text(b, a->die, pl->dice[a->die].value);
        am_buf_printf(b, _(" on %s"), _(atm_area_name(a->area)));
        break;
    case ATM_ACT_GEAR_REROLL: am_buf_printf(b, _("pay 1 gear to re-roll #%d"), a->die + 1); break;
    case ATM_ACT_GEAR_ADJUST: am_buf_printf(b, _("pay 1 gear: #%d %+d"), a->die + 1, a->sign); break;
    case ATM_ACT_COMBINE:
        am_buf_printf(b, _("spend #%d (%d) to %s #%d"), a->die2 + 1, pl->dice[a->die2].value,
                      a->sign > 0 ? _("add to") : _("subtract from"), a->die + 1);
        break;
    case ATM_ACT_CARD:
        if (s->rules.cards[a->card].effect == ATM_EFF_REROLL) am_buf_printf(b, _("use C%d to re-roll #%d"), a->card + 1, a->die + 1);
        else am_buf_printf(b, _("use C%d: #%d %+d"), a->card + 1, a->die + 1, a->sign * s->rules.cards[a->card].param);
        break;
    case ATM_ACT_FORFEIT: {
        /* 1 gear plus the passive forfeit bonus of the player's Master Plans (AT-9, R-AT-12) */
        int g = 1;
        for (int c = 0; c < ATM_CARDS; c++)
            if ((s->p[s->current].owned >> c & 1u) && s->rules.cards[c].effect == ATM_EFF_FORFEIT_GEARS)
                g += s->rules.cards[c].param;
        am_buf_printf(b, P_("forfeit %s (+%d gear)", "forfeit %s (+%d gears)", g),
                      _(atm_area_name(a->area)), g);
        break;
    }
    case ATM_ACT_ACTIVATE: {
        int sum = 0;
        am_buf_printf(b, _("%s with"), _(atm_area_name(a->area)));
        for (int i = 0; i < ATM_DICE; i++)
            if ((unsigned)a->dice >> i & 1u) { am_buf_puts(b, " "); die_text(b, i, pl->dice[i].value); sum += pl->dice[i].value; }
        am_buf_printf(b, _(" (sum %d)"), sum);
        switch (a->area) {
        case ATM_UPGRADE: am_buf_printf(b, _(": upgrade %d D4, %d D6"), a->n4, a->n6); break;
        case ATM_CREATE: am_buf_printf(b, _(": create %d D4, %d D6"), a->n4, a->n6); break;
        case ATM_SELL: am_buf_printf(b, _(": sell on the D%d space"), 4 + 2 * a->opt); break;
        case ATM_RESEARCH: {
            static const char *const what[4] = {N_("buy"), N_("buy the top Head,"), N_("buy from your hand"), N_("reserve")};
            am_buf_printf(b, ": %s C%d %s", _(what[a->opt & 3]), a->card + 1, _(s->rules.cards[a->card].name));
            break;
        }
        default: break;
        }
        break;
    }
    default: am_buf_puts(b, "?"); break;
    }
}
