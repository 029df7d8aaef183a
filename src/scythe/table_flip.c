/*
 * A flipped combat card at the table (the difficulty options "flip a combat card before the Automa
 * moves / deploys", companion mode): the turn stops, the person flips the top card of the combat
 * deck on the board and says its value; the turn goes on and the card is discarded. The companion,
 * `scythe turn --flip` and the API all answer through here.
 */
#include "automa/scythe_table.h"

const char *scy_flip_question(const scy_game *g)
{
    if (g->pending.kind == SCY_PEND_FLIP_MOVE)
        return _("Flip the top card of the combat deck (before the Automa moves): its value (2-5)");
    if (g->pending.kind == SCY_PEND_FLIP_DEPLOY)
        return _("Flip the top card of the combat deck (before the Automa deploys): its value (2-5)");
    return NULL;
}

int scy_flip_answer(scy_game *g, int value, scy_report *rep, am_buf *said, am_err *err)
{
    scy_report tmp;
    if (!rep) rep = &tmp;
    scy_game next = *g;
    int rc = scy_game_answer_flip(&next, value, rep, err);
    if (rc != AM_OK) return rc;
    scy_game_keep_report(&next, rep);
    *g = next;
    if (said) am_buf_puts(said, _("Put the flipped card on the combat cards' discard pile.\n"));
    return AM_OK;
}
