/*
 * The names of the Scythe enums, one table beside each (after Lua's ORDER TM and SQLite's labelled
 * rows): what the game file, the card table, the command line and the web API write and read.
 * Factions have theirs in board.c (scy_faction_name/parse), levels in cards.c.
 */
#include <strings.h>

#include "automa/scythe.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* ORDER enum scy_recruit; the card table writes SCY_REC_NONE as "-" (its own spelling) */
static const char *const recruit_names[] = {
    [SCY_REC_NONE] = "none", [SCY_REC_POWER] = "power", [SCY_REC_COIN] = "coin",
    [SCY_REC_POPULARITY] = "popularity", [SCY_REC_COMBAT_CARD] = "combat-card",
};
_Static_assert(NELEM(recruit_names) == SCY_REC_COMBAT_CARD + 1, "enum scy_recruit");

/* ORDER enum scy_move_kind; the card table adds the threshold: "attack-combat>=3" */
static const char *const move_kind_names[] = {
    [SCY_MV_WORKER] = "move-worker", [SCY_MV_MECH] = "move-mech", [SCY_MV_CHARACTER] = "move-character",
    [SCY_MV_ENCOUNTER] = "encounter-factory", [SCY_MV_ATTACK_WORKER] = "attack-worker",
    [SCY_MV_ATTACK_COMBAT] = "attack-combat",
};
_Static_assert(NELEM(move_kind_names) == SCY_NMOVE_KINDS, "enum scy_move_kind");

/* ORDER enum scy_trap_kind */
static const char *const trap_kind_names[] = {
    [SCY_TRAP_POPULARITY] = "popularity", [SCY_TRAP_POWER] = "power", [SCY_TRAP_COINS] = "coins",
    [SCY_TRAP_CARDS] = "cards", [SCY_TRAP_UNKNOWN] = "unknown",
};
_Static_assert(NELEM(trap_kind_names) == SCY_TRAP_UNKNOWN + 1, "enum scy_trap_kind");

static int parse(const char *const *names, int n, const char *s)
{
    for (int i = 0; s && i < n; i++)
        if (strcasecmp(s, names[i]) == 0) return i;
    return -1;
}

const char *scy_recruit_name(int r)
{
    return r >= 0 && r < (int)NELEM(recruit_names) ? recruit_names[r] : "?";
}

int scy_recruit_parse(const char *s)
{
    return parse(recruit_names, (int)NELEM(recruit_names), s);
}

const char *scy_move_kind_name(int k)
{
    return k >= 0 && k < SCY_NMOVE_KINDS ? move_kind_names[k] : "?";
}

int scy_move_kind_parse(const char *s)
{
    return parse(move_kind_names, SCY_NMOVE_KINDS, s);
}

const char *scy_trap_kind_name(int kind)
{
    return kind >= 0 && kind < SCY_TRAP_UNKNOWN ? trap_kind_names[kind] : trap_kind_names[SCY_TRAP_UNKNOWN];
}

int scy_trap_kind_parse(const char *s)
{
    return parse(trap_kind_names, (int)NELEM(trap_kind_names), s);
}
