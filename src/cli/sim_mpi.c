/*
 * The MPI build's side of `automa sim` (`make mpi` compiles this file with -DAUTOMA_MPI and mpicc,
 * giving build/automa-mpi). Only the main thread calls MPI (MPI_THREAD_FUNNELED): the games run on
 * local threads in each rank, then rank 0 gathers every rank's record (sim_shard.c) and combines it.
 * In the plain build every function here is a stub and cli_mpi_enabled() is 0.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/sim_shard.h"

#ifdef AUTOMA_MPI
#include <mpi.h>

int cli_mpi_enabled(void)
{
    return 1;
}

int cli_mpi_begin(int *rank, int *size)
{
    int provided = 0, done = 0;
    MPI_Initialized(&done);
    if (!done && MPI_Init_thread(NULL, NULL, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) return -1;
    MPI_Comm_rank(MPI_COMM_WORLD, rank);
    MPI_Comm_size(MPI_COMM_WORLD, size);
    return 0;
}

/* Waits for req without spinning: a rank that finished its slice early sleeps instead of taking
 * the CPU from the ranks still playing (OpenMPI's blocking calls poll). */
static void wait_politely(MPI_Request *req)
{
    int done = 0;
    struct timespec ms = {0, 1000000};
    for (;;) {
        MPI_Test(req, &done, MPI_STATUS_IGNORE);
        if (done) return;
        nanosleep(&ms, NULL);
    }
}

int cli_mpi_gather(const char *text, char ***texts)
{
    int rank, size;
    MPI_Request req;
    MPI_Ibarrier(MPI_COMM_WORLD, &req);
    wait_politely(&req);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    size_t len = strlen(text) + 1;
    int n = len > (size_t)0x7fffffff ? -1 : (int)len, bad = n < 0, anybad = 0;
    if (bad) n = 1;
    int *lens = rank == 0 ? calloc((size_t)size, sizeof *lens) : NULL;
    int *offs = rank == 0 ? calloc((size_t)size, sizeof *offs) : NULL;
    MPI_Gather(&n, 1, MPI_INT, lens, 1, MPI_INT, 0, MPI_COMM_WORLD);
    long total = 0;
    if (rank == 0) {
        for (int r = 0; lens && offs && r < size; r++) {
            offs[r] = (int)total;
            total += lens[r];
        }
        if (!lens || !offs || total > 0x7fffffffL) anybad = 1;
    }
    MPI_Bcast(&anybad, 1, MPI_INT, 0, MPI_COMM_WORLD);
    char *all = rank == 0 && !anybad ? malloc((size_t)total) : NULL;
    if (rank == 0 && !anybad && !all) anybad = 1;
    MPI_Bcast(&anybad, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (anybad) {
        free(lens);
        free(offs);
        return -1;
    }
    MPI_Gatherv(bad ? "" : text, n, MPI_CHAR, all, lens, offs, MPI_CHAR, 0, MPI_COMM_WORLD);
    int rc = 0;
    if (rank == 0) {
        *texts = calloc((size_t)size, sizeof **texts);
        for (int r = 0; *texts && r < size; r++) {
            (*texts)[r] = malloc((size_t)lens[r]);
            if (!(*texts)[r]) rc = -1;
            else memcpy((*texts)[r], all + offs[r], (size_t)lens[r]), (*texts)[r][lens[r] - 1] = '\0';
        }
        if (!*texts) rc = -1;
        if (rc && *texts) {
            for (int r = 0; r < size; r++) free((*texts)[r]);
            free(*texts);
            *texts = NULL;
        }
    }
    free(all);
    free(lens);
    free(offs);
    return rc;
}

/* Rank r (1..) waits for rank 0 to ask, then sends its bytes in chunks (an empty chunk ends them). */
int cli_mpi_stream(FILE *f)
{
    enum { CHUNK = 1 << 20 };
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    char *buf = malloc(CHUNK);
    int go = 1;
    if (rank == 0) {
        fflush(stdout);
        for (int r = 1; r < size; r++) {
            MPI_Send(&go, 1, MPI_INT, r, 1, MPI_COMM_WORLD);
            for (;;) {
                MPI_Status st;
                int got = 0;
                MPI_Probe(r, 2, MPI_COMM_WORLD, &st);
                MPI_Get_count(&st, MPI_CHAR, &got);
                char *b = got <= CHUNK && buf ? buf : malloc((size_t)got + 1);
                MPI_Recv(b, got, MPI_CHAR, r, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                if (got > 0 && b) fwrite(b, 1, (size_t)got, stdout);
                if (b != buf) free(b);
                if (got == 0) break;
            }
        }
        fflush(stdout);
    } else {
        MPI_Request req;
        MPI_Irecv(&go, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, &req);
        wait_politely(&req);
        size_t got;
        while (f && buf && (got = fread(buf, 1, CHUNK, f)) > 0) MPI_Send(buf, (int)got, MPI_CHAR, 0, 2, MPI_COMM_WORLD);
        MPI_Send(buf, 0, MPI_CHAR, 0, 2, MPI_COMM_WORLD);
    }
    free(buf);
    return 0;
}

void cli_mpi_end(void)
{
    int done = 0;
    MPI_Finalized(&done);
    if (!done) MPI_Finalize();
}

#else /* the plain build */

int cli_mpi_enabled(void)
{
    return 0;
}

int cli_mpi_begin(int *rank, int *size)
{
    *rank = 0;
    *size = 1;
    return -1;
}

int cli_mpi_gather(const char *text, char ***texts)
{
    (void)text;
    (void)texts;
    return -1;
}

int cli_mpi_stream(FILE *f)
{
    (void)f;
    return -1;
}

void cli_mpi_end(void)
{
}

#endif
