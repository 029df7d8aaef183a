/*
 * Simulation shards that add up to one run (docs/simulation.md, "Beyond one machine").
 *
 * A run of games first..first+games-1 leaves a record: its settings (everything that decides a
 * game's result and the printed summary), its range, how many games were summed, the lowest failing
 * game, and the accumulator (integer counters and raw histograms). Records of consecutive ranges
 * merge into the record of the whole range, exactly: every counter is an integer and every merge an
 * integer sum, so the order of the merges does not matter. `--acc FILE` writes a record,
 * `automa sim merge FILE...` reads records, and the MPI build gathers the ranks' records into rank 0.
 */
#ifndef CLI_SIM_SHARD_H
#define CLI_SIM_SHARD_H

#include <jansson.h>

#include "automa/game.h"
#include "cli/cli.h"

#define CLI_SIM_ACC_FORMAT "automa-sim-accumulator"
#define CLI_SIM_ACC_VERSION 1

typedef struct cli_sim_record {
    long first, games;       /* games first..first+games-1 were asked for */
    long played;             /* games first..first+played-1 are summed in acc */
    long failed;             /* first+played when a game failed (the lowest failing one), else -1 */
    char error[320];         /* that game's error */
    double seconds;          /* wall time (merge: the sum of the shards') */
    int threads;             /* threads (merge: the most of any shard; MPI: all the ranks' together) */
    void *acc;               /* the game's accumulator (cli_sim_kind.acc_size bytes) */
} cli_sim_record;

/* What the shard machinery needs to know of one simulator's accumulator. Every `why` is a message
 * "field: problem" of at most n bytes. */
typedef struct cli_sim_kind {
    /* the game's descriptor: its name (the records' "game") and the simulator that plays its games
     * (kind->sim, in the library) */
    const am_game_kind *kind;
    /* `automa sim NAME ARGS...`: the simulator's options into the library's run, then cli_sim_go */
    int (*run)(int argc, char **argv);
    size_t acc_size;
    /* the settings, well formed (a file's); 0 or -1 with why */
    int (*settings_check)(json_t *settings, char *why, size_t n);
    json_t *(*acc_save)(const void *acc);
    /* reads an accumulator into zeroed memory; 0 or -1 with why */
    int (*acc_load)(void *acc, json_t *j, json_t *settings, char *why, size_t n);
    long (*acc_games)(const void *acc);                      /* how many games it sums */
    /* adds `from` into `into`; NULL, or the name of a counter that would overflow */
    const char *(*acc_merge)(void *into, const void *from);
    void (*csv_header)(const void *cfg);
    /* prints what the run printed (its failure, or the summary unless --csv); returns the exit status */
    int (*finish)(json_t *settings, const cli_sim_record *rec, const cli_sim_common *o);
} cli_sim_kind;

/* The terminal's simulators, one per descriptor with a simulator (am_game_kind.sim), NULL-terminated
 * (cli_sim.c): `automa sim` lists and runs the descriptors' simulators through them. */
extern const cli_sim_kind *const cli_sim_kinds[];
/* The terminal's simulator of kind k, NULL if none. */
const cli_sim_kind *cli_sim_kind_of(const am_game_kind *k);

/* The shard options' help lines, printed by every simulator's --help. */
void cli_sim_shard_usage(FILE *out);
/* --first-game, --acc, --mpi: 1 consumed, 0 not one of them, -1 error printed (cli_sim_common_option). */
int cli_sim_shard_option(int key, const char *arg, cli_sim_common *o);

/* Plays the run's games (in the MPI build: this rank's slice, then gathers every rank's record into
 * rank 0), writes --acc, and prints through kind->finish. `settings` is taken (freed here). Returns
 * the exit status. run->first and run->games are set here from o. */
int cli_sim_go(cli_sim_run *run, const cli_sim_common *o, const cli_sim_kind *kind, json_t *settings);

/* `automa sim merge [--json] [--acc OUT] FILE...` */
int cli_sim_merge(int argc, char **argv);

/* ---- helpers for the simulators' accumulators ----------------------------------------------- */
/* An integer member `key` of obj, lo..hi; 0, or -1 with why naming path.key. */
int cli_jr_long(json_t *obj, const char *path, const char *key, long lo, long hi, long *out, char *why, size_t n);
/* An array member of exactly len integers lo..hi. */
int cli_jr_longs(json_t *obj, const char *path, const char *key, long *out, int len, long lo, long hi, char *why,
                 size_t n);
json_t *cli_jw_longs(const long *v, int len);
/* into += from; sets *bad = name on overflow. */
void cli_acc_add(long *into, long from, const char *name, const char **bad);

/* The MPI build's pieces (sim_mpi.c); in the plain build cli_mpi_enabled() is 0 and the rest unused. */
int cli_mpi_enabled(void);
int cli_mpi_begin(int *rank, int *size);
/* Rank 0 gets every rank's text (texts[r], malloc'ed, caller frees); others send theirs. */
int cli_mpi_gather(const char *text, char ***texts);
/* Ranks 1.. send the bytes of f (their captured stdout), rank 0 writes them to stdout in rank order. */
int cli_mpi_stream(FILE *f);
void cli_mpi_end(void);

#endif
