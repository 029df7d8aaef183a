/*
 * Expeditions Automa rules data: the decision deck, the progress cards, the game-deck cards that
 * refer to other players.
 *
 * Source: the project's research files shared/data/expeditions/decision_cards.txt and
 * progress_cards.txt (transcribed from the Hecedu/SoloTools fan helper, deck unchanged
 * 2023-11-08..2024-12-03; card 01 and card 12 and the level-1 card checked against the text of
 * the official Automa rulebook r3). Every other value is single-source: a user whose printing
 * differs loads a replacement table (--cards-file, --progress-file).
 * Levels 4 and 5 were not found anywhere: they are NOT invented here; the user supplies them.
 */
#include "automa/expeditions.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#define M(sw, gl, tg, mu, di) {(sw), (gl), (tg), (mu), (di)}
#define NONE EXP_TARGET_NONE
#define MAP EXP_TARGET_MAP
#define C20 EXP_TARGET_C20
#define CORR EXP_TARGET_CORR

/* id | progress | North: sweep, glory, target, mult, dist | Central: the same */
static const exp_card builtin_cards[14] = {
    {1, 0, {M(0, 1, MAP, 0, 1), M(0, 5, CORR, 2, 1)}},
    {2, 1, {M(0, 2, MAP, 0, 2), M(0, 3, CORR, 1, 2)}},
    {3, 1, {M(1, 3, MAP, 0, 3), M(0, 4, CORR, 3, 3)}},
    {4, 1, {M(1, 3, MAP, 0, 1), M(0, 4, CORR, 2, 2)}},
    {5, 0, {M(1, 4, MAP, 0, 2), M(0, 3, CORR, 1, 3)}},
    {6, 1, {M(0, 2, CORR, 1, 3), M(0, 2, CORR, 1, 1)}},
    {7, 1, {M(0, 3, CORR, 1, 1), M(0, -1, NONE, 0, 1)}},
    {8, 0, {M(0, 3, CORR, 2, 2), M(0, -1, NONE, 0, 1)}},
    {9, 1, {M(0, 4, CORR, 3, 3), M(0, -1, NONE, 0, 2)}},
    {10, 1, {M(0, 4, CORR, 1, 1), M(0, 0, MAP, 0, 3)}},
    {11, 1, {M(0, 5, CORR, 2, 2), M(0, 0, MAP, 0, 2)}},
    {12, 1, {M(0, 6, C20, 0, 3), M(1, 1, MAP, 0, 1)}},
    {13, 1, {M(0, 5, C20, 0, 2), M(1, 2, MAP, 0, 3)}},
    {14, 1, {M(0, 7, C20, 0, 3), M(0, 0, MAP, 0, 2)}},
};

/* Levels 1-3: spaces (START included), glory spaces #1..#8, coins per map / corruption / glory. */
static const exp_progress builtin_progress[3] = {
    {1, "Maszynette", 31, {3, 8, 13, 18, 22, 25, 27, 29}, 1, 1, 4},
    {2, "Maszyna", 29, {2, 6, 11, 15, 19, 23, 25, 27}, 1, 2, 4},
    {3, "Automaszyna", 25, {2, 5, 9, 12, 15, 19, 21, 23}, 1, 2, 5},
};

/* Game-deck cards that refer to another player (rulebook "General rules"). */
static const int other_player_cards[] = {17, 30, 56, 63};

const exp_card *exp_cards_builtin(int *n)
{
    if (n) *n = (int)(sizeof builtin_cards / sizeof builtin_cards[0]);
    return builtin_cards;
}

int exp_progress_builtin(int level, exp_progress *out, am_err *err)
{
    if (level >= 1 && level <= 3) {
        *out = builtin_progress[level - 1];
        return AM_OK;
    }
    if (level == 4 || level == 5)
        return am_fail(err, AM_EUSAGE,
                       _("level %d: the values of this progress card are not known to the program; "
                         "copy them from your card into a file and pass --progress-file"), level);
    return am_fail(err, AM_EUSAGE, _("level must be 1 to 5 (got %d)"), level);
}

int exp_game_card_refers_to_others(int number)
{
    for (size_t i = 0; i < sizeof other_player_cards / sizeof other_player_cards[0]; i++)
        if (other_player_cards[i] == number) return 1;
    return 0;
}

int exp_progress_check(const exp_progress *p, const char *path, am_err *err)
{
    if (p->level < 0 || p->level > 5)
        return am_fail(err, AM_EDATA, _("%s.level: must be 0 (custom) to 5"), path);
    if (p->spaces < EXP_GLORY + 1 || p->spaces > EXP_MAX_SPACES)
        return am_fail(err, AM_EDATA, _("%s.spaces: must be %d to %d"), path, EXP_GLORY + 1,
                       EXP_MAX_SPACES);
    for (int i = 0; i < EXP_GLORY; i++) {
        int prev = i ? p->glory_at[i - 1] : 0;
        if (p->glory_at[i] <= prev || p->glory_at[i] >= p->spaces)
            return am_fail(err, AM_EDATA,
                           _("%s.glory_at[%d]: %d must be after %d and before %d (spaces)"), path, i,
                           p->glory_at[i], prev, p->spaces);
    }
    if (p->coins_map < 0 || p->coins_map > 99)
        return am_fail(err, AM_EDATA, _("%s.coins.map: must be 0 to 99"), path);
    if (p->coins_corruption < 0 || p->coins_corruption > 99)
        return am_fail(err, AM_EDATA, _("%s.coins.corruption: must be 0 to 99"), path);
    if (p->coins_glory < 0 || p->coins_glory > 99)
        return am_fail(err, AM_EDATA, _("%s.coins.glory: must be 0 to 99"), path);
    return AM_OK;
}

int exp_cards_check(const exp_card *cards, int n, const char *path, am_err *err)
{
    if (n < EXP_ASIDE + 1 || n > EXP_MAX_CARDS)
        return am_fail(err, AM_EDATA, _("%s: need %d to %d cards (got %d)"), path, EXP_ASIDE + 1,
                       EXP_MAX_CARDS, n);
    for (int i = 0; i < n; i++) {
        const exp_card *c = &cards[i];
        if (c->id < 1 || c->id > 999)
            return am_fail(err, AM_EDATA, _("%s[%d].id: must be 1 to 999"), path, i);
        for (int j = 0; j < i; j++)
            if (cards[j].id == c->id)
                return am_fail(err, AM_EDATA, _("%s[%d].id: %d is used twice"), path, i, c->id);
        if (c->progress != 0 && c->progress != 1)
            return am_fail(err, AM_EDATA, _("%s[%d].progress: must be true or false"), path, i);
        for (int m = 0; m < EXP_MECHS; m++) {
            const exp_mech_line *l = &c->mech[m];
            const char *mn = m == EXP_MECH_NORTH ? "north" : "central";
            if (l->sweep != 0 && l->sweep != 1)
                return am_fail(err, AM_EDATA, _("%s[%d].%s.sweep: must be true or false"), path, i, mn);
            if (l->dist < 0 || l->dist > 6)
                return am_fail(err, AM_EDATA, _("%s[%d].%s.distance: must be 0 to 6"), path, i, mn);
            if (l->target < EXP_TARGET_NONE || l->target > EXP_TARGET_CORR)
                return am_fail(err, AM_EDATA, _("%s[%d].%s.target: unknown"), path, i, mn);
            if (l->target == EXP_TARGET_NONE) {
                if (l->glory != -1 || l->mult != 0)
                    return am_fail(err, AM_EDATA,
                                   _("%s[%d].%s: an empty target line has no glory or multiplier"),
                                   path, i, mn);
            } else {
                if (l->glory < 0 || l->glory > EXP_GLORY)
                    return am_fail(err, AM_EDATA, _("%s[%d].%s.glory: must be 0 to %d"), path, i, mn,
                                   EXP_GLORY);
                if (l->target == EXP_TARGET_CORR ? (l->mult < 1 || l->mult > 3) : l->mult != 0)
                    return am_fail(err, AM_EDATA,
                                   _("%s[%d].%s.mult: 1 to 3 for a corruption target, else none"),
                                   path, i, mn);
            }
        }
    }
    return AM_OK;
}

static const char *const loc_names[EXP_LOC_COUNT] = {
    "N1", "N2", "N3", "N4", "N5", "N6", "N7", "C1", "C2", "C3", "C4",
    "C5", "C6", "C7", "S1", "S2", "S3", "S4", "S5", "S6", "base",
};

int exp_loc_parse(const char *name)
{
    if (!name) return -1;
    for (int i = 0; i < EXP_LOC_COUNT; i++)
        if (strcasecmp(name, loc_names[i]) == 0) return i;
    if (strcasecmp(name, "basecamp") == 0) return EXP_BASECAMP;
    return -1;
}

int exp_gap_parse(const char *spec, uint32_t *mask)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%s", spec ? spec : "");
    *mask = 0;
    for (char *save = NULL, *t = strtok_r(buf, ", ", &save); t; t = strtok_r(NULL, ", ", &save)) {
        int loc = exp_loc_parse(t);
        if (loc < 0 || loc == EXP_BASECAMP) return -1;
        *mask |= 1u << loc;
    }
    return 0;
}

const char *exp_loc_name(int loc)
{
    return loc >= 0 && loc < EXP_LOC_COUNT ? loc_names[loc] : "?";
}

int exp_loc_row(int loc)
{
    if (loc >= EXP_NORTH0 && loc < EXP_NORTH0 + EXP_ROW_LEN) return EXP_MECH_NORTH;
    if (loc >= EXP_CENTRAL0 && loc < EXP_CENTRAL0 + EXP_ROW_LEN) return EXP_MECH_CENTRAL;
    return -1;
}
