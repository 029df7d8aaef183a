/* The three kinds of game the store keeps: text in and out, and the history row of a finished
 * Scythe game (the history of `automa history` is the Scythe companion's). */
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

static void add(char *dst, size_t cap, const char *s)
{
    size_t n = strlen(dst);
    if (n && n + 1 < cap) dst[n++] = ',', dst[n] = '\0';
    snprintf(dst + n, cap - n, "%s", s);
}

/* The row of a finished Scythe game: factions, levels, options, best scores, who won. */
static int scy_history(const void *st, hist_game *h, char *buf, size_t cap)
{
    const scy_game *g = st;
    if (!g->game_over || cap < 320) return 0;
    scy_score_sheet sh;
    scy_score(g, &sh);
    char *human = buf, *automa = buf + 64, *level = buf + 128, *opts = buf + 192;
    human[0] = automa[0] = level[0] = opts[0] = '\0';
    int hbest = -1, abest = -1, hwon = 0;
    for (int i = 0; i < sh.nplayers; i++) {
        const scy_score_line *l = &sh.line[i];
        const scy_player *p = &g->p[l->player];
        add(p->automa ? automa : human, 64, scy_faction_name(p->faction));
        if (p->automa) {
            add(level, 64, scy_level_name(p->level));
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

const store_kind store_scythe = {"scythe", "automa-scythe/1", sizeof(scy_game), 1 << 20, scy_from, scy_to, scy_history};

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

const store_kind store_expeditions = {"expeditions", EXP_FORMAT, sizeof(exp_state), 4 << 20, exp_from, exp_to, NULL};

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

const store_kind store_automata = {"automata", "automa-automata/1", sizeof(atm_game), 16 << 20, atm_from, atm_to, NULL};

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
