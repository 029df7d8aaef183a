/* The games' descriptors (include/automa/game.h): the list and the look-ups. Each descriptor is
 * defined at the end of its game's API file (api_scythe.c, api_expeditions.c, api_automata.c). */
#include <string.h>

#include <jansson.h>

#include "automa/game.h"

const am_game_kind *const am_game_kinds[] = {&am_game_scythe, &am_game_expeditions, &am_game_automata, NULL};

const am_game_kind *am_game_kind_named(const char *name)
{
    for (int i = 0; name && am_game_kinds[i]; i++)
        if (strcmp(name, am_game_kinds[i]->name) == 0) return am_game_kinds[i];
    return NULL;
}

const am_game_kind *am_game_kind_of(const char *text)
{
    json_t *j = text ? json_loads(text, JSON_DECODE_ANY, NULL) : NULL;
    const char *f = json_string_value(json_object_get(j, "format"));
    const am_game_kind *k = NULL;
    for (int i = 0; f && am_game_kinds[i]; i++)
        if (strcmp(f, am_game_kinds[i]->format) == 0) k = am_game_kinds[i];
    json_decref(j);
    return k;
}

size_t am_game_max_size(void)
{
    size_t n = 0;
    for (int i = 0; am_game_kinds[i]; i++)
        if (am_game_kinds[i]->size > n) n = am_game_kinds[i]->size;
    return n;
}
