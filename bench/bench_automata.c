/* Automata benchmark: random-bot games per second (2, 3, 4 players), legal-action listing and
 * apply cost, and greedy-bot games per second. */
#include <stdio.h>
#include <time.h>

#include "automa/automata.h"

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);  /* CPU time: the machine may be shared */
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void run(int players, int kind, int games)
{
    double t0 = now_s();
    long actions = 0;
    unsigned sink = 0;
    for (int g = 0; g < games; g++) {
        atm_state s;
        if (atm_state_init(&s, NULL, players, (uint64_t)g + 1, NULL)) return;
        atm_bot b;
        atm_bot_init(&b, kind, (uint64_t)g);
        while (!atm_is_over(&s)) {
            atm_action a = atm_bot_choose(&b, &s, NULL, 0);
            atm_apply_unchecked(&s, &a);
            actions++;
        }
        sink += atm_winners(&s);
    }
    double dt = now_s() - t0;
    printf("automata %-6s bots, %d players: %8.0f games/s, %7.0f ns/action (%d games, %ld actions, check %u)\n",
           atm_bot_kind_name(kind), players, games / dt, dt * 1e9 / (double)actions, games, actions, sink);
}

int main(void)
{
    for (int p = 2; p <= 4; p++) run(p, ATM_BOT_RANDOM, 20000);
    run(2, ATM_BOT_GREEDY, 500);
    return 0;
}
