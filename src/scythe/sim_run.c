/* `automa sim scythe`'s games (automa/scythe_sim.h, the descriptor's simulator): the set-up of game i
 * of a run from its master seed, its random factions drawn from the game's seed, then scy_sim_play. */
#include <string.h>

#include "automa/scythe_sim.h"

void scy_sim_run_setup(const scy_sim_run *run, uint64_t seed, scy_setup *set)
{
    memset(set, 0, sizeof *set);
    set->opt = run->opt;
    set->nplayers = 2;
    int human = run->human, automa = run->automa;
    if (human == SCY_SIM_RANDOM_FACTION || automa == SCY_SIM_RANDOM_FACTION) {
        am_rng r;
        am_rng_seed(&r, seed, 0xfac);
        if (human == SCY_SIM_RANDOM_FACTION) {
            do human = (int)am_rng_below(&r, SCY_NFACTIONS);
            while (human == automa);
        }
        if (automa == SCY_SIM_RANDOM_FACTION) {
            do automa = (int)am_rng_below(&r, SCY_NFACTIONS);
            while (automa == human);
        }
    }
    set->faction[0] = (uint8_t)human;
    set->faction[1] = (uint8_t)automa;
    set->automa[1] = 1;
    set->level[1] = (uint8_t)run->level;
    set->seed = seed;
}

int scy_sim_run_play(const void *runv, long index, void *result, am_err *err)
{
    const scy_sim_run *run = runv;
    uint64_t seed = scy_sim_seed(run->master, (uint64_t)index);
    scy_setup set;
    scy_sim_run_setup(run, seed, &set);
    return scy_sim_play(seed, &set, &run->sim, result, err);
}
