/* The three kinds of game the store keeps: text in and out; the history row of a finished game
 * is the game descriptor's (automa/game.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "automa/automata.h"
#include "automa/expeditions.h"
#include "automa/scythe.h"
#include "store/store.h"

static int scy_from(void *st, const char *text, am_err *err)
{
    return scy_game_from_json(st, text, err);
}

/* The text a library writer appended to b, handed to the store (malloc'd; NULL when out of
 * memory). */
static char *buf_text(am_buf *b)
{
    if (b->oom || !b->data) {
        am_buf_free(b);
        return NULL;
    }
    return b->data;
}

static char *scy_to(const void *st)
{
    am_buf b = {0};
    scy_game_to_json(st, &b);
    return buf_text(&b);
}

const store_kind store_scythe = {"scythe", "automa-scythe/1", sizeof(scy_game), 1 << 20, scy_from, scy_to, &am_game_scythe};

static int exp_from(void *st, const char *text, am_err *err)
{
    return exp_state_from_json(st, text, err);
}

static char *exp_to(const void *st)
{
    am_buf b = {0};
    exp_state_to_json(st, &b);
    am_buf_puts(&b, "\n");
    return buf_text(&b);
}

const store_kind store_expeditions = {"expeditions", EXP_FORMAT, sizeof(exp_state), 4 << 20, exp_from, exp_to, &am_game_expeditions};

static int atm_from(void *st, const char *text, am_err *err)
{
    return atm_game_from_json(st, text, err);
}

static char *atm_to(const void *st)
{
    am_buf b = {0};
    atm_game_to_json(st, &b);
    return buf_text(&b);
}

const store_kind store_automata = {"automata", "automa-automata/1", sizeof(atm_game), 16 << 20, atm_from, atm_to, &am_game_automata};

static const store_kind *const kinds[] = {&store_scythe, &store_expeditions, &store_automata, NULL};

const store_kind *store_kind_of(const char *text)
{
    json_t *j = json_loads(text, JSON_DECODE_ANY, NULL);
    const char *f = json_string_value(json_object_get(j, "format"));
    const store_kind *k = NULL;
    for (int i = 0; f && kinds[i]; i++)
        if (strcmp(f, kinds[i]->format) == 0) k = kinds[i];
    json_decref(j);
    return k;
}

const store_kind *store_kind_of_game(const am_game_kind *game)
{
    for (int i = 0; game && kinds[i]; i++)
        if (kinds[i]->game == game) return kinds[i];
    return NULL;
}
