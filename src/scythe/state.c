/* Scythe game state: setup (rulebook "Setup"), queries, invariants. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "scythe/scythe_internal.h"
#include "core/rng_inline.h"

void scy_options_default(scy_options *opt)
{
    memset(opt, 0, sizeof *opt);
    opt->ifa_brackets = 1;
    opt->combat_mode = SCY_COMBAT_COMPANION;
    opt->enemy_mode = SCY_ENEMY_ALL;
}

/* Draws one card from the modelled combat deck (simulated mode), reshuffling its discard pile
 * when it is empty (base rules). Returns the value index 0..3 (values 2..5), -1 if both are empty. */
static int draw_combat_card(scy_game *g)
{
    int total = g->combat_deck[0] + g->combat_deck[1] + g->combat_deck[2] + g->combat_deck[3];
    if (total == 0) {
        for (int i = 0; i < 4; i++) {
            g->combat_deck[i] = g->combat_discard[i];
            g->combat_discard[i] = 0;
        }
        total = g->combat_deck[0] + g->combat_deck[1] + g->combat_deck[2] + g->combat_deck[3];
        if (total == 0) return -1;
    }
    int r = (int)am_rng_below_inline(&g->rng, (uint32_t)total);
    for (int v = 0; v < 4; v++) {
        if (r < g->combat_deck[v]) {
            g->combat_deck[v]--;
            return v;
        }
        r -= g->combat_deck[v];
    }
    return -1;
}

static void deal_combat_card(scy_game *g, scy_player *p)
{
    if (g->opt.combat_mode != SCY_COMBAT_SIMULATED) {
        p->combat_cards++;
        return;
    }
    int v = draw_combat_card(g);
    if (v < 0) return;  /* both piles empty: no card */
    p->cc_value[v]++;
    p->combat_cards++;
}

void scy_game_give_combat_card(scy_game *g, int pl)
{
    deal_combat_card(g, &g->p[pl]);
}

int scy_game_new(scy_game *g, const scy_setup *s, am_err *err)
{
    return scy_game_new_tables(g, s, NULL, NULL, err);
}

int scy_game_new_tables(scy_game *g, const scy_setup *s, const scy_card cards[SCY_NCARDS],
                        const scy_tracker trackers[SCY_NLEVELS], am_err *err)
{
    if (s->nplayers < 2 || s->nplayers > SCY_MAX_PLAYERS)
        return am_fail(err, AM_EUSAGE, _("setup: %d players; a game has 2 to 5"), s->nplayers);
    int used = 0, automas = 0;
    for (int i = 0; i < s->nplayers; i++) {
        if (s->faction[i] >= SCY_NFACTIONS) return am_fail(err, AM_EUSAGE, _("setup: unknown faction"));
        if (used & (1 << s->faction[i]))
            return am_fail(err, AM_EUSAGE, _("setup: faction %s chosen twice"), scy_faction_name(s->faction[i]));
        used |= 1 << s->faction[i];
        if (s->automa[i]) {
            automas++;
            if (s->level[i] >= SCY_NLEVELS) return am_fail(err, AM_EUSAGE, _("setup: unknown difficulty level"));
        }
    }
    if (automas == 0) return am_fail(err, AM_EUSAGE, _("setup: no Automa player"));
    if (s->opt.coin_mod < -2 || s->opt.coin_mod > 2 || s->opt.power_mod < -2 || s->opt.power_mod > 2)
        return am_fail(err, AM_EUSAGE, _("setup: coin and power modifiers must be -2..+2"));

    if (cards && trackers) {
        /* everything but the two tables, which are copied whole below (bytes only: no padding) */
        memset(g, 0, offsetof(scy_game, cards));
        memset((char *)g + offsetof(scy_game, trackers) + sizeof g->trackers, 0,
               sizeof *g - offsetof(scy_game, trackers) - sizeof g->trackers);
    } else {
        memset(g, 0, sizeof *g);
    }
    g->seed = s->seed;
    am_rng_seed(&g->rng, s->seed, 0x5c7e);
    g->opt = s->opt;
    if (cards) memcpy(g->cards, cards, sizeof g->cards);
    else scy_cards_default(g->cards);
    if (trackers) memcpy(g->trackers, trackers, sizeof g->trackers);
    else scy_trackers_default(g->trackers);
    g->combat_deck[0] = 16; g->combat_deck[1] = 12; g->combat_deck[2] = 8; g->combat_deck[3] = 6;
    g->encounters = scy_mask_encounter;
    /* Factory cards: the number of players + 1 (base game, R-SC-53); 2 players: 3 (SC-1) */
    for (int t = 0; t < SCY_NTERR; t++) {
        g->trap_owner[t] = -1;
        g->flag_owner[t] = -1;
        g->trap_kind[t] = SCY_TRAP_UNKNOWN;
    }
    /* seats clockwise by home base */
    int order[SCY_MAX_PLAYERS], n = 0;
    for (int f = 0; f < SCY_NFACTIONS; f++)
        for (int i = 0; i < s->nplayers; i++)
            if (s->faction[i] == f) order[n++] = i;
    g->nplayers = s->nplayers;
    g->factory_cards_left = (uint8_t)(s->nplayers + 1);
    int first_human = -1;
    for (int k = 0; k < n; k++) {
        int i = order[k];
        scy_player *p = &g->p[k];
        int f = s->faction[i];
        p->faction = (uint8_t)f;
        p->automa = s->automa[i] ? 1 : 0;
        p->unit[SCY_U_CHARACTER] = (int8_t)SCY_POS_HOME(f);
        for (int u = 1; u < SCY_NUNITS; u++) p->unit[u] = SCY_POS_MAT;
        int w = SCY_U_WORKER0;
        AM_SET_FOREACH(t, scy_homes[f].start) p->unit[w++] = (int8_t)t;
        /* the kept unit masks (scy_game_sync_masks would find them): the character on its base, a
         * worker on each start territory, the rest on the mat (left out); nowhere two or more */
        g->units_at[k][0] = am_set_bit(SCY_POS_HOME(f));
        g->units_at[k][2] = scy_homes[f].start;
        p->power = scy_factions[f].power;
        for (int c = 0; c < scy_factions[f].combat_cards; c++) deal_combat_card(g, p);
        if (f == SCY_ALBION) p->flags_left = 4;
        if (f == SCY_TOGAWA) p->traps_left = 0x0f;  /* one trap of each penalty */
        if (p->automa) {
            p->coins = 5;        /* SC-3 */
            p->popularity = 10;  /* SC-3: never changes */
            p->level = s->level[i];
            p->tracker = 0;      /* SC-5: space "I" */
            p->scheme = 0;
            int owner = 1;  /* shared deck: only the first Automa in seat order holds the cards */
            for (int q = 0; q < k; q++)
                if (s->automa[order[q]]) owner = !s->opt.shared_deck;
            if (owner) {
                for (int c = 0; c < SCY_NCARDS; c++) p->deck.draw[c] = (uint8_t)(c + 1);
                p->deck.ndraw = SCY_NCARDS;
                am_rng_shuffle(&g->rng, p->deck.draw, SCY_NCARDS, 1);  /* SC-6 */
            }
        } else {
            p->coins = 5;
            p->popularity = 3;
            if (first_human < 0) first_human = k;
        }
    }
    g->current = (uint8_t)(first_human >= 0 ? first_human : 0);  /* SC-7: you take the first turn */
    g->tiebreak_marker = SCY_ALBION;
    g->turn.flip = -1;
    g->pending.attacker_unit = -1;
    return AM_OK;
}

int scy_game_water_restricted(const scy_game *g, int pl)
{
    return scy_water_restricted(g, pl);
}

int scy_game_is_enemy(const scy_game *g, int a, int b)
{
    return scy_is_enemy(g, a, b);
}

_Static_assert(offsetof(scy_game, trackers) == offsetof(scy_game, cards) + sizeof(scy_card) * SCY_NCARDS &&
                   sizeof(scy_card) == 86 && sizeof(scy_tracker) == 33,
               "scy_game_new_tables copies the card and tracker tables whole: bytes only, adjacent");
_Static_assert(offsetof(scy_game, last_report) > offsetof(scy_game, has_last_report) &&
                   offsetof(scy_game, last_report) - offsetof(scy_game, has_last_report) <= _Alignof(scy_kept_report) &&
                   sizeof(scy_game) - offsetof(scy_game, last_report) - sizeof(scy_kept_report) < _Alignof(scy_game),
               "the kept report must be the last members of scy_game (scy_game_copy_play)");

void scy_game_copy_play(scy_game *dst, const scy_game *src)
{
    memcpy(dst, src, offsetof(scy_game, has_last_report));
}

_Static_assert(offsetof(scy_game, trackers) == offsetof(scy_game, cards) + sizeof(((scy_game *)0)->cards) &&
                   offsetof(scy_game, has_last_report) >= offsetof(scy_game, trackers) + sizeof(((scy_game *)0)->trackers),
               "the card and tracker tables must follow the play state (scy_game_copy_state)");

void scy_game_copy_state(scy_game *dst, const scy_game *src)
{
    memcpy(dst, src, offsetof(scy_game, cards));
}


am_set scy_game_units_mask(const scy_game *g, int pl, int kinds)
{
    /* a hot path of the engine and the simulator: read from the kept masks (issue 16) */
    return scy_kinds_at(g->units_at[pl], kinds) & SCY_TERR_BITS;
}

void scy_game_sync_masks(scy_game *g)
{
    memset(g->units_at, 0, sizeof g->units_at);
    memset(g->units_at2, 0, sizeof g->units_at2);
    for (int pl = 0; pl < g->nplayers && pl < SCY_MAX_PLAYERS; pl++)
        for (int k = 0; k < 3; k++) scy_sync_kind(g, pl, k);
}

/* Do the kept unit masks match the units? (scy_game_check) */
static int masks_check(const scy_game *g, am_err *err)
{
    scy_game w;
    memcpy(w.p, g->p, sizeof w.p);
    w.nplayers = g->nplayers;
    scy_game_sync_masks(&w);
    for (int pl = 0; pl < SCY_MAX_PLAYERS; pl++)
        if (memcmp(w.units_at[pl], g->units_at[pl], sizeof w.units_at[pl]) != 0 ||
            memcmp(w.units_at2[pl], g->units_at2[pl], sizeof w.units_at2[pl]) != 0)
            return am_fail(err, AM_EDATA, _("player %d: the kept unit masks do not match the units (scy_game_sync_masks)"), pl);
    return AM_OK;
}

int scy_game_count_units_on(const scy_game *g, int pl, int kinds, int pos)
{
    const int8_t *unit = g->p[pl].unit;
    /* none there: read from the kept masks (they leave out the faction mat) */
    if (pos != SCY_POS_MAT) {
        if (!((scy_kinds_at(g->units_at[pl], kinds) >> (pos & 63)) & 1)) return 0;
    }
    /* the mechs' and the workers' bytes compared at once */
    int n = 0;
    if (kinds & SCY_UK_CHARACTER) n += unit[0] == pos;
    if (kinds & SCY_UK_MECH) n += scy_byte_count(unit + SCY_U_MECH0, 4, pos);
    if (kinds & SCY_UK_WORKER) n += scy_byte_count(unit + SCY_U_WORKER0, 8, pos);
    return n;
}

int scy_game_stars(const scy_game *g, int pl)
{
    return g->p[pl].stars;
}

static int deck_check(const scy_game *g, int pl, am_err *err)
{
    const scy_player *p = &g->p[pl];
    int seen[SCY_NCARDS + 1] = {0};
    const uint8_t *piles[3] = {p->deck.draw, p->deck.discard, p->deck.combat};
    int counts[3] = {p->deck.ndraw, p->deck.ndiscard, p->deck.ncombat};
    int total = 0;
    for (int k = 0; k < 3; k++) {
        if (counts[k] > SCY_NCARDS) return am_fail(err, AM_EDATA, _("player %d: pile larger than 19"), pl);
        for (int i = 0; i < counts[k]; i++) {
            int c = piles[k][i];
            if (c < 1 || c > SCY_NCARDS) return am_fail(err, AM_EDATA, _("player %d: card %d out of range"), pl, c);
            if (seen[c]++) return am_fail(err, AM_EDATA, _("player %d: card %d twice"), pl, c);
            total++;
        }
    }
    if (!g->opt.shared_deck && total != SCY_NCARDS)
        return am_fail(err, AM_EDATA, _("player %d: %d cards instead of 19"), pl, total);
    return AM_OK;
}

/* Shared deck: the piles of all Automas together hold the 19 cards once each. */
static int shared_deck_check(const scy_game *g, am_err *err)
{
    int seen[SCY_NCARDS + 1] = {0}, total = 0;
    for (int pl = 0; pl < g->nplayers; pl++) {
        const scy_deck *d = &g->p[pl].deck;
        if (!g->p[pl].automa) continue;
        const uint8_t *piles[3] = {d->draw, d->discard, d->combat};
        int counts[3] = {d->ndraw, d->ndiscard, d->ncombat};
        for (int k = 0; k < 3; k++)
            for (int i = 0; i < counts[k]; i++) {
                if (seen[piles[k][i]]++) return am_fail(err, AM_EDATA, _("shared deck: card %d twice"), piles[k][i]);
                total++;
            }
    }
    if (total != SCY_NCARDS) return am_fail(err, AM_EDATA, _("shared deck: %d cards instead of 19"), total);
    return AM_OK;
}

/* May a unit of player pl stand on another faction's home base `home`? A person's, with Wayfare
 * unlocked (R-SC-59), on the base of a faction not in the game (a worker carried there too). */
static int wayfare_base_ok(const scy_game *g, int pl, int home)
{
    const scy_player *p = &g->p[pl];
    if (p->automa || p->faction >= SCY_NFACTIONS) return 0;
    int wayfare = 0;
    for (int i = 0; i < 4; i++)
        if ((p->mech_abilities >> i & 1u) && scy_factions[p->faction].mech_ability[i] == SCY_AB_WAYFARE) wayfare = 1;
    for (int q = 0; q < g->nplayers; q++)
        if (SCY_POS_HOME(g->p[q].faction) == home) return 0;
    return wayfare;
}

int scy_game_check(const scy_game *g, am_err *err)
{
    if (g->nplayers < 2 || g->nplayers > SCY_MAX_PLAYERS) return am_fail(err, AM_EDATA, _("bad player count"));
    for (int pl = 0; pl < g->nplayers; pl++) {
        const scy_player *p = &g->p[pl];
        for (int u = 0; u < SCY_NUNITS; u++) {
            int pos = p->unit[u];
            if (!(SCY_IS_TERR(pos) || SCY_IS_HOME(pos) || pos == SCY_POS_MAT))
                return am_fail(err, AM_EDATA, _("player %d unit %d: bad position %d"), pl, u, pos);
            if (SCY_IS_HOME(pos) && pos != SCY_POS_HOME(p->faction) && !wayfare_base_ok(g, pl, pos))
                return am_fail(err, AM_EDATA, _("player %d unit %d: on the %s home base (only a person's units with Wayfare "
                                                "unlocked go to a home base of a faction not in the game)"),
                               pl, u, scy_faction_name(pos - SCY_POS_HOME(0)));
            if (p->automa && SCY_IS_TERR(pos)) {
                /* no Automa unit on a lake while water-restricted... unless it was carried there, which
                 * the Automa cannot do: lakes are forbidden while restricted */
                if (scy_game_water_restricted(g, pl) && am_set_has(scy_mask_lake, pos))
                    return am_fail(err, AM_EDATA, _("player %d unit %d on lake %s while water-restricted"), pl, u,
                                   scy_pos_name(pos));
            }
        }
        if (p->power > SCY_POWER_MAX) return am_fail(err, AM_EDATA, _("player %d: power %d > 16"), pl, p->power);
        if (p->coins < 0) return am_fail(err, AM_EDATA, _("player %d: negative coins"), pl);
        if (p->stars > SCY_STARS_END) return am_fail(err, AM_EDATA, _("player %d: more than 6 stars"), pl);
        if (p->automa) {
            if (p->stars != p->stars_tracker + p->stars_combat + p->stars_power)
                return am_fail(err, AM_EDATA, _("player %d: stars by source do not add up"), pl);
            if (p->stars_combat > 2 || p->stars_power > 1)
                return am_fail(err, AM_EDATA, _("player %d: too many combat/power stars"), pl);
            if (p->popularity != 10) return am_fail(err, AM_EDATA, _("player %d: Automa popularity changed"), pl);
            if (p->tracker >= g->trackers[p->level].spaces)
                return am_fail(err, AM_EDATA, _("player %d: tracker beyond the card"), pl);
            if (deck_check(g, pl, err)) return AM_EDATA;
        }
        if (g->opt.combat_mode == SCY_COMBAT_SIMULATED &&
            p->cc_value[0] + p->cc_value[1] + p->cc_value[2] + p->cc_value[3] != p->combat_cards)
            return am_fail(err, AM_EDATA, _("player %d: combat card values do not add up"), pl);
    }
    if (masks_check(g, err)) return AM_EDATA;
    if (g->opt.shared_deck && shared_deck_check(g, err)) return AM_EDATA;
    if (g->opt.combat_mode == SCY_COMBAT_SIMULATED) {
        static const int full[4] = {16, 12, 8, 6};
        for (int v = 0; v < 4; v++) {
            int n = g->combat_deck[v] + g->combat_discard[v];
            for (int pl = 0; pl < g->nplayers; pl++) n += g->p[pl].cc_value[v];
            if (n != full[v])
                return am_fail(err, AM_EDATA,
                               _("combat_deck and players[].combat_card_values: %d cards of value %d in all instead of %d"),
                               n, v + 2, full[v]);
        }
    }
    return AM_OK;
}

int scy_game_flip_combat_card(scy_game *g)
{
    int v = draw_combat_card(g);
    if (v < 0) return 0;
    g->combat_discard[v]++;
    return v + 2;
}

am_set scy_unit_neighbourhood(const scy_game *g, int pl, int u)
{
    const scy_player *p = &g->p[pl];
    if (!p->automa) return scy_human_neighbourhood(g, pl, u);
    int restricted = scy_water_restricted(g, pl);
    int no_tunnels = restricted && (p->faction == SCY_ALBION || p->faction == SCY_TOGAWA);
    return scy_board_automa_neighbourhood(p->unit[u], restricted, no_tunnels);
}

am_set scy_enemy_combat_reach(const scy_game *g, int pl)
{
    am_set m = AM_SET_EMPTY;
    for (int e = 0; e < g->nplayers; e++) {
        if (!scy_is_enemy(g, pl, e)) continue;
        if (!g->p[e].automa) {
            m |= scy_human_combat_reach(g, e);
            continue;
        }
        for (int u = 0; u < SCY_U_WORKER0; u++)
            if (SCY_IS_TERR(g->p[e].unit[u])) m |= scy_unit_neighbourhood(g, e, u);
    }
    return m;
}

am_set scy_other_units_mask(const scy_game *g, int pl, int kinds)
{
    am_set m = AM_SET_EMPTY;
    for (int e = 0; e < g->nplayers; e++)
        if (e != pl) m |= scy_kinds_at(g->units_at[e], kinds);
    return m & SCY_TERR_BITS;
}

int scy_game_is_multi(const scy_game *g)
{
    return scy_is_multi(g);
}

int scy_game_deck_shared(const scy_game *g)
{
    int automas = 0;
    for (int q = 0; g->opt.shared_deck && q < g->nplayers; q++) automas += g->p[q].automa != 0;
    return automas >= 2;
}

scy_deck *scy_game_deck_of(scy_game *g, int pl)
{
    if (g->opt.shared_deck)
        for (int q = 0; q < g->nplayers; q++)
            if (g->p[q].automa) return &g->p[q].deck;
    return &g->p[pl].deck;
}

am_set scy_enemy_units_mask(const scy_game *g, int pl, int kinds)
{
    return scy_enemy_units(g, pl, kinds);
}

int scy_game_add_star(scy_game *g, int pl, int source)
{
    scy_player *p = &g->p[pl];
    if (p->stars >= SCY_STARS_END) return 1;
    p->stars++;
    if (p->automa) {
        if (source == SCY_STAR_TRACKER) p->stars_tracker++;
        else if (source == SCY_STAR_COMBAT) p->stars_combat++;
        else p->stars_power++;
    }
    if (p->stars == SCY_STARS_END) {
        g->game_over = 1;
        return 1;
    }
    return 0;
}
