/* Expeditions Automa: whole seeded games with a stand-in human, to measure difficulty levels.
 * No I/O; the caller prints the sums. */
#include "automa/expeditions.h"

#include <string.h>

static void human_turn(exp_state *s, am_rng *r)
{
    int loc = (int)am_rng_below(r, EXP_LOC_COUNT);
    (void)exp_human_move(s, loc, NULL);
    exp_location *l = &s->loc[loc];
    if (!l->face_up) {
        int vals[2] = {0, 0};
        int n = s->bag < 2 ? s->bag : 2;
        (void)exp_location_reveal(s, loc, l->number == 20 ? 20 : l->number, vals,
                                  l->number == 20 ? 0 : n, NULL);
    }
    if (l->ncorr && am_rng_below(r, 2)) (void)exp_human_vanquish(s, loc, 1, 0, NULL);
    if (l->c20 && am_rng_below(r, 4) == 0) (void)exp_human_vanquish(s, loc, 0, 1, NULL);
    if (s->human_glory < 4 && am_rng_below(r, 25) == 0) (void)exp_human_glory(s, NULL);
}

int exp_sim_game(const exp_progress *p, const exp_card *cards, int ncards, int glory_adjust, int human,
                 uint64_t seed, long index, int check, exp_sim_game_result *out, am_err *err)
{
    memset(out, 0, sizeof *out);
    if (human != EXP_SIM_HUMAN_NONE && human != EXP_SIM_HUMAN_RANDOM)
        return am_fail(err, AM_EUSAGE, _("unknown stand-in human"));
    /* game `index` takes outputs 2 index + 1 and 2 index + 2 of the SplitMix64 stream of `seed` */
    uint64_t x = seed + 2 * (uint64_t)index * 0x9e3779b97f4a7c15ULL;
    exp_state s;
    exp_state_init(&s, p, cards, ncards, am_splitmix64(&x) >> 1);
    s.glory_adjust = glory_adjust;
    int rc = exp_state_check(&s, err);
    if (rc) return rc;
    am_rng hr;
    am_rng_seed(&hr, am_splitmix64(&x), 7);
    s.loc[EXP_NORTH0 + (int)am_rng_below(&hr, EXP_ROW_LEN)].number = 20;
    int turns = 0;
    while (!exp_game_over(&s)) {
        if (human == EXP_SIM_HUMAN_RANDOM && (turns > 0 || !s.first_player)) {
            human_turn(&s, &hr);
            if (check && (rc = exp_state_check(&s, err)) != AM_OK) return rc;
        }
        exp_report r;
        rc = exp_automa_turn(&s, 0, &r, err);
        if (rc) return rc;
        if (check && (rc = exp_state_check(&s, err)) != AM_OK) return rc;
        if (++turns > 10000) return am_fail(err, AM_EDATA, _("a game did not end"));
    }
    exp_score sc;
    exp_score_automa(&s, &sc);
    out->turns = turns;
    out->coins = sc.total;
    out->map = sc.map;
    out->corruption = s.ncorr;
    out->c20 = s.c20;
    out->glory = sc.glory;
    out->human_ended = s.end_trigger == EXP_END_HUMAN;
    return AM_OK;
}

void exp_sim_stats_add(exp_sim_stats *out, const exp_sim_game_result *r)
{
    if (out->games == 0 || r->turns < out->turns_min) out->turns_min = r->turns;
    if (out->games == 0 || r->turns > out->turns_max) out->turns_max = r->turns;
    if (out->games == 0 || r->coins < out->coins_min) out->coins_min = r->coins;
    if (out->games == 0 || r->coins > out->coins_max) out->coins_max = r->coins;
    out->games++;
    out->turns += r->turns;
    out->coins += r->coins;
    out->map += r->map;
    out->corruption += r->corruption;
    out->c20 += r->c20;
    out->glory += r->glory;
    out->human_ended += r->human_ended;
}

int exp_sim_run(const exp_progress *p, const exp_card *cards, int ncards, int glory_adjust,
                int human, long games, uint64_t seed, exp_sim_stats *out, am_err *err)
{
    memset(out, 0, sizeof *out);
    if (games < 1) return am_fail(err, AM_EUSAGE, _("games must be at least 1"));
    for (long g = 0; g < games; g++) {
        exp_sim_game_result r;
        int rc = exp_sim_game(p, cards, ncards, glory_adjust, human, seed, g, 0, &r, err);
        if (rc) return rc;
        exp_sim_stats_add(out, &r);
    }
    return AM_OK;
}

int exp_sim_config_play(const void *config, long index, void *result, am_err *err)
{
    const exp_sim_config *c = config;
    return exp_sim_game(&c->setup.progress, c->setup.cards, c->setup.ncards, c->setup.glory_adjust, c->human, c->seed,
                        index, c->check, result, err);
}
