/* Invariants of an Automata position, checked after every action by the property test and by
 * `automata sim --check` (CI): dice conserved and on real places, gears and coins never negative,
 * every card in exactly one place, one player per action space, the player to act able to act, and
 * the dice index kept by apply equal to the dice. */
#include <string.h>

#include "automa/automata.h"

int atm_state_check(const atm_state *s, am_err *err)
{
    uint32_t where = 0;
    for (int c = s->head_next; c < ATM_HEADS; c++) where |= 1u << c;
    for (int k = s->deck_pos; k < ATM_PARTS; k++) {
        if (where >> s->deck[k] & 1u) return am_fail(err, AM_EDATA, "card C%d twice (Parts deck)", s->deck[k] + 1);
        where |= 1u << s->deck[k];
    }
    uint32_t dealt = 0;
    for (int k = 0; k < s->deck_pos; k++) dealt |= 1u << s->deck[k];
    for (int k = 0; k < ATM_DISPLAY; k++)
        if (s->display[k] != ATM_NO_CARD) {
            if (!(dealt >> s->display[k] & 1u) || (where >> s->display[k] & 1u))
                return am_fail(err, AM_EDATA, "display card C%d is misplaced", s->display[k] + 1);
            where |= 1u << s->display[k];
        }
    uint32_t heads_bought = 0;
    for (int p = 0; p < s->players; p++) {
        const atm_player *pl = &s->p[p];
        if (pl->gears < 0 || pl->coins < 0) return am_fail(err, AM_EDATA, "P%d: negative gears or coins", p + 1);
        if ((pl->owned & pl->reserved) || (pl->reserved & 0x1Fu) || (where & (pl->owned | pl->reserved)))
            return am_fail(err, AM_EDATA, "P%d: a card in two places, or a Head reserved", p + 1);
        where |= pl->owned | pl->reserved;
        heads_bought |= pl->owned & 0x1Fu;
        for (int i = 0; i < ATM_DICE; i++) {
            const atm_die *d = &pl->dice[i];
            if (d->loc > ATM_IN_SPACE) return am_fail(err, AM_EDATA, "P%d die %d: nowhere", p + 1, i + 1);
            if (d->loc != ATM_IN_STAGING && d->loc != ATM_IN_SPACE && (d->area || d->space))
                return am_fail(err, AM_EDATA, "P%d die %d: in a pool and on a board at once", p + 1, i + 1);
            if (d->loc != ATM_IN_RESERVE && d->loc != ATM_IN_SPENT && (d->value < 1 || d->value > atm_die_faces(i)))
                return am_fail(err, AM_EDATA, "P%d die %d: shows %d", p + 1, i + 1, d->value);
            if (d->loc == ATM_IN_STAGING && d->area >= ATM_AREAS)
                return am_fail(err, AM_EDATA, "P%d die %d: on no Staging Area", p + 1, i + 1);
            if (d->loc == ATM_IN_SPACE) {
                if (d->area == ATM_RESEARCH || d->area >= ATM_AREAS || d->space >= atm_space_count(s, d->area))
                    return am_fail(err, AM_EDATA, "P%d die %d: on a space that does not exist", p + 1, i + 1);
                for (int q = 0; q < s->players; q++)
                    for (int j = 0; q != p && j < ATM_DICE; j++) {
                        const atm_die *e = &s->p[q].dice[j];
                        if (e->loc == ATM_IN_SPACE && e->area == d->area && e->space == d->space)
                            return am_fail(err, AM_EDATA, "two players on one action space");
                    }
            }
            if (s->phase == ATM_PHASE_OVER && d->loc != ATM_IN_RESERVE && d->loc != ATM_IN_SPENT)
                return am_fail(err, AM_EDATA, "P%d die %d: still out after the end", p + 1, i + 1);
        }
        /* each die in exactly one of the five places: the counts per place add up to 12 */
        int placed = 0;
        for (int loc = ATM_IN_RESERVE; loc <= ATM_IN_SPACE; loc++) placed += atm_count_dice(s, p, loc, -1);
        if (placed != ATM_DICE) return am_fail(err, AM_EDATA, "P%d: %d dice placed, not 12", p + 1, placed);
    }
    /* the index apply keeps (dice per place, dice per action space) equals one rebuilt from the dice */
    atm_state fresh = *s;
    atm_state_sync(&fresh);
    if (memcmp(&fresh.idx, &s->idx, sizeof s->idx) != 0)
        return am_fail(err, AM_EDATA, "the dice index does not match the dice (atm_state_sync)");
    if (heads_bought != (1u << s->head_next) - 1u) return am_fail(err, AM_EDATA, "Heads not bought from the top");
    where |= dealt & ~where;  /* the other dealt Parts are in the box */
    if (where != (1u << ATM_CARDS) - 1u) return am_fail(err, AM_EDATA, "a card is nowhere");
    if (s->phase == ATM_PHASE_DEPLOY && atm_count_dice(s, s->current, ATM_IN_AVAILABLE, -1) <= 0)
        return am_fail(err, AM_EDATA, "P%d to deploy without dice", s->current + 1);
    if (s->phase == ATM_PHASE_ACTIVATE) {
        int ok = 0;
        for (int i = 0; i < ATM_DICE; i++)
            ok |= s->p[s->current].dice[i].loc == ATM_IN_STAGING && s->p[s->current].dice[i].value == s->initiative;
        if (!ok) return am_fail(err, AM_EDATA, "P%d to activate without a die of initiative %d", s->current + 1, s->initiative);
    }
    return AM_OK;
}
