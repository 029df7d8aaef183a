/* Automata benchmark: whole games of random bots (2, 3, 4 seats) played by the product's own game
 * loop, atm_sim_play (src/automata/atm_sim.c, what `automa automata sim` runs per game), with the
 * settings of a plain run (no --check, no audit: that runs only with --json, --check or --acc);
 * and greedy-bot games; and the hard bot's decisions (issue 30): per second and the mean, median and 90th
 * percentile of the CPU time of one decision, natively, in 2-player games against the greedy (the
 * bot keeps its tree between decisions as the simulator and the terminal game have it keep it),
 * and the same of search-v2, the hard bot of before, to compare them at equal CPU time. Rates per second of this
 * thread's CPU time; each figure also as a `BENCH` line.
 * `bench_automata --callgrind SEATS GAMES [BOT]` plays only those games with that bot in every
 * seat (random by default; bench/callgrind.sh); `bench_automata --versus A,B GAMES SEED` plays the
 * games of `automa automata sim --seats A,B` and gives each bot's CPU time per decision. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "automa/automata.h"

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);  /* CPU time: the machine may be shared */
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A plain run's settings as `automa automata sim --seats K,K,... --seed 1` builds them (cli_automata.c):
 * the default rules, no budget, no --check, no --table, and no audit (it runs only with --json,
 * --check or --acc). */
static atm_sim_config sim_config(int players, int kind)
{
    atm_sim_config c;
    memset(&c, 0, sizeof c);
    c.rules = *atm_rules_default();
    c.np = players;
    for (int p = 0; p < players; p++) c.seats[p] = kind;
    c.budget = -1;
    c.seed = 1;
    return c;
}

/* Game `index` (seed 1 + index) of that run, played by the product's own loop: the simulator's
 * atm_sim_play (the descriptor's am_game_sim.play), as `automa sim` calls it per game. Returns the
 * actions played. */
__attribute__((noinline)) long bench_atm_game(const atm_sim_config *c, long index, unsigned *sink);
__attribute__((noinline)) long bench_atm_game(const atm_sim_config *c, long index, unsigned *sink)
{
    atm_sim_result r;
    am_err err;
    if (atm_sim_play(c, index, &r, &err) != AM_OK) {
        fprintf(stderr, "automata: %s\n", err.msg);
        exit(1);
    }
    unsigned score = (unsigned)(int)r.score[0], wins = r.winners;
    *sink += r.seen + score + wins;
    return (long)r.steps;
}

static void run(int players, int kind, int games)
{
    double t0 = now_s();
    long actions = 0;
    unsigned sink = 0;
    atm_sim_config c = sim_config(players, kind);
    for (int g = 0; g < games; g++) actions += bench_atm_game(&c, g, &sink);
    double dt = now_s() - t0;
    printf("automata %-6s bots, %d seats (as automa sim): %8.0f games/s, %7.0f ns/action (%d games, %ld actions, check %u)\n",
           atm_bot_kind_name(kind), players, games / dt, dt * 1e9 / (double)actions, games, actions, sink);
    if (kind == ATM_BOT_RANDOM) printf("BENCH automata%d_sim_games_per_s %.0f games/s\n", players, games / dt);
    else printf("BENCH automata%d_%s_sim_games_per_s %.0f games/s\n", players, atm_bot_kind_name(kind), games / dt);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* A search bot's decisions in `games` 2-player games against the greedy (seats alternating): CPU
 * time of each (this thread), then decisions/s, mean, median and p90. `name` in the BENCH lines:
 * "hard", and "search_v2" (issue 17's search, kept to compare at equal CPU time). */
static void search_decisions(int kind, const char *name, int games)
{
    enum { MAXD = 4096 };
    static double t[MAXD];
    int n = 0;
    for (int g = 0; g < games; g++) {
        atm_state s;
        am_err err;
        uint64_t seed = 101 + (uint64_t)g;
        if (atm_state_init(&s, atm_rules_default(), 2, seed, &err)) {
            fprintf(stderr, "automata: %s\n", err.msg);
            exit(1);
        }
        int hard = g & 1;
        atm_bot bots[2];
        for (int p = 0; p < 2; p++) {
            atm_bot_init(&bots[p], p == hard ? kind : ATM_BOT_GREEDY, seed * 1000003u + (uint64_t)p);
            atm_bot_keep_tree(&bots[p]);
        }
        while (!atm_is_over(&s)) {
            double t0 = now_s();
            atm_action a = atm_bot_choose(&bots[s.current], &s, NULL, 0);
            if (s.current == hard && n < MAXD) t[n++] = now_s() - t0;
            atm_apply_unchecked(&s, &a);
        }
        for (int p = 0; p < 2; p++) atm_bot_free(&bots[p]);
    }
    double tot = 0;
    for (int k = 0; k < n; k++) tot += t[k];
    qsort(t, (size_t)n, sizeof t[0], cmp_double);
    double med = t[n / 2], p90 = t[(n * 9) / 10];
    atm_bot probe;
    atm_bot_init(&probe, kind, 0);
    printf("automata %s bot (at most %d iterations), 2 seats vs greedy: %.1f decisions/s, mean %.2f ms, median %.2f ms, "
           "p90 %.2f ms, max %.1f ms (%d decisions, %d games, CPU time natively)\n",
           atm_bot_kind_name(kind), probe.budget, n / tot, 1e3 * tot / n, 1e3 * med, 1e3 * p90, 1e3 * t[n - 1], n, games);
    printf("BENCH automata_%s_decisions_per_s %.1f decisions/s\n", name, n / tot);
    printf("BENCH automata_%s_decision_ms_mean %.2f ms\n", name, 1e3 * tot / n);
    printf("BENCH automata_%s_decision_ms_median %.2f ms\n", name, 1e3 * med);
    printf("BENCH automata_%s_decision_ms_p90 %.2f ms\n", name, 1e3 * p90);
}

/* `bench_automata --versus A,B GAMES SEED`: games SEED .. SEED+GAMES-1 of 2 seats played exactly as
 * `automa automata sim --seats A,B --games GAMES --seed SEED` plays them (the same seeds, each bot
 * keeping its tree, its default budget, no time limit: the same games, so the same wins), with
 * the CPU time of every decision of each seat: the CPU per decision of the two bots in the very
 * games of a comparison (issue 30's "equal CPU per decision"). Ties share the win. */
static int versus(const char *seats, int games, uint64_t seed0)
{
    char a[32], b[32];
    const char *comma = strchr(seats, ',');
    if (!comma || (size_t)(comma - seats) >= sizeof a || strlen(comma + 1) >= sizeof b) return 2;
    memcpy(a, seats, (size_t)(comma - seats));
    a[comma - seats] = '\0';
    strcpy(b, comma + 1);
    int kind[2] = {atm_bot_kind_parse(a), atm_bot_kind_parse(b)};
    if (kind[0] < 0 || kind[1] < 0 || games < 1) return 2;
    double cpu[2] = {0, 0}, wins[2] = {0, 0}, score[2] = {0, 0};
    long dec[2] = {0, 0};
    for (int g = 0; g < games; g++) {
        atm_state s;
        am_err err;
        uint64_t seed = seed0 + (uint64_t)g;
        if (atm_state_init(&s, atm_rules_default(), 2, seed, &err)) {
            fprintf(stderr, "automata: %s\n", err.msg);
            return 1;
        }
        atm_bot bots[2];
        for (int p = 0; p < 2; p++) {
            atm_bot_init(&bots[p], kind[p], seed * 1000003u + (uint64_t)p);
            atm_bot_keep_tree(&bots[p]);
        }
        while (!atm_is_over(&s)) {
            int p = s.current;
            double t0 = now_s();
            atm_action act = atm_bot_choose(&bots[p], &s, NULL, 0);
            cpu[p] += now_s() - t0;
            dec[p]++;
            atm_apply_unchecked(&s, &act);
        }
        for (int p = 0; p < 2; p++) score[p] += atm_score_player(&s, p).total;
        unsigned w = atm_winners(&s);
        int nw = (w & 1) + (w >> 1 & 1);
        for (int p = 0; p < 2; p++)
            if (w >> p & 1) wins[p] += 1.0 / nw;
        for (int p = 0; p < 2; p++) atm_bot_free(&bots[p]);
    }
    for (int p = 0; p < 2; p++) {
        atm_bot probe;
        atm_bot_init(&probe, kind[p], 0);
        printf("seat %d %s (at most %d iterations): wins %.1f of %d, mean %.2f VP, %ld decisions, %.2f ms CPU per decision\n",
               p + 1, atm_bot_kind_name(kind[p]), probe.budget, wins[p], games, score[p] / games, dec[p], 1e3 * cpu[p] / (double)dec[p]);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 5 && strcmp(argv[1], "--versus") == 0) {
        int rc = versus(argv[2], atoi(argv[3]), (uint64_t)strtoull(argv[4], NULL, 10));
        if (rc == 2) fprintf(stderr, "usage: bench_automata --versus BOT,BOT GAMES SEED\n");
        return rc;
    }
    if ((argc == 4 || argc == 5) && strcmp(argv[1], "--callgrind") == 0) {
        int players = atoi(argv[2]), games = atoi(argv[3]), kind = argc == 5 ? atm_bot_kind_parse(argv[4]) : ATM_BOT_RANDOM;
        if (kind < 0) return 2;
        unsigned sink = 0;
        long actions = 0;
        atm_sim_config c = sim_config(players, kind);
        for (int g = 0; g < games; g++) actions += bench_atm_game(&c, g, &sink);
        printf("actions %ld\n", actions);
        return 0;
    }
    for (int p = 2; p <= 4; p++) run(p, ATM_BOT_RANDOM, 20000);
    run(2, ATM_BOT_GREEDY, 500);
    search_decisions(ATM_BOT_HARD, "hard", 6);
    search_decisions(ATM_BOT_SEARCH_V2, "search_v2", 6);
    return 0;
}
