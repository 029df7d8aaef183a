/* Whole-file reads and atomic writes: every save of every game goes through
 * am_file_write_atomic, so an interrupted or failed save never damages the old file. */
#include "automa/core.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int am_file_read(const char *path, size_t max_bytes, char **out, size_t *len, am_err *err)
{
    *out = NULL;
    if (len) *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f) return am_fail(err, AM_EIO, _("%s: cannot open: %s"), path, strerror(errno));
    size_t cap = max_bytes < 4096 ? max_bytes : 4096, n = 0;
    char *buf = malloc(cap + 1);
    if (!buf) { fclose(f); return am_fail(err, AM_EIO, _("%s: out of memory"), path); }
    for (;;) {
        if (n == cap) {
            if (cap >= max_bytes) {
                int more = fgetc(f);
                if (more == EOF) break;
                free(buf); fclose(f);
                return am_fail(err, AM_EDATA, _("%s: file larger than %zu bytes"), path, max_bytes);
            }
            cap = cap * 2 > max_bytes ? max_bytes : cap * 2;
            char *nb = realloc(buf, cap + 1);
            if (!nb) { free(buf); fclose(f); return am_fail(err, AM_EIO, _("%s: out of memory"), path); }
            buf = nb;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    int bad = ferror(f);
    fclose(f);
    if (bad) { free(buf); return am_fail(err, AM_EIO, _("%s: read error"), path); }
    buf[n] = '\0';
    if (memchr(buf, '\0', n)) {  /* every file we read is text: a parser would stop at the NUL */
        free(buf);
        return am_fail(err, AM_EDATA, _("%s: holds a NUL byte: not a text file"), path);
    }
    *out = buf;
    if (len) *len = n;
    return AM_OK;
}

static int write_all(int fd, const char *p, size_t len)
{
    while (len > 0) {
        ssize_t w = write(fd, p, len);
        if (w < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        p += w;
        len -= (size_t)w;
    }
    return 0;
}

/* A target that exists and is not a regular file (a terminal, a pipe, /dev/full) cannot be
 * replaced by rename: write to it directly and report any failure. */
static int write_special(const char *path, const void *data, size_t len, am_err *err)
{
    int fd = open(path, O_WRONLY | O_TRUNC);
    if (fd < 0) return am_fail(err, AM_EIO, _("%s: cannot open: %s"), path, strerror(errno));
    if (write_all(fd, data, len) != 0) {
        int e = errno;
        close(fd);
        return am_fail(err, AM_EIO, _("%s: cannot write: %s"), path, strerror(e));
    }
    if (close(fd) != 0) return am_fail(err, AM_EIO, _("%s: cannot write: %s"), path, strerror(errno));
    return AM_OK;
}

int am_file_write_atomic(const char *path, const void *data, size_t len, am_err *err)
{
    struct stat target;
    if (stat(path, &target) == 0 && !S_ISREG(target.st_mode)) {
        if (S_ISDIR(target.st_mode))
            return am_fail(err, AM_EIO, _("%s: is a folder, not a file"), path);
        return write_special(path, data, len, err);
    }
    size_t pl = strlen(path);
    char *tmp = malloc(pl + 16);
    char *dir = malloc(pl + 2);
    if (!tmp || !dir) {
        free(tmp); free(dir);
        return am_fail(err, AM_EIO, _("%s: out of memory"), path);
    }
    memcpy(tmp, path, pl);
    memcpy(tmp + pl, ".tmp-XXXXXX", 12);
    memcpy(dir, path, pl + 1);
    char *slash = strrchr(dir, '/');
    if (slash == dir) dir[1] = '\0';
    else if (slash) *slash = '\0';
    else strcpy(dir, ".");

    int rc = AM_OK;
    int fd = mkstemp(tmp);
    if (fd < 0) {
        rc = am_fail(err, AM_EIO, _("%s: cannot create a temporary file: %s"), path, strerror(errno));
        goto out;
    }
    /* keep the permissions of an existing file, else 0644 */
    struct stat st;
    mode_t mode = (stat(path, &st) == 0) ? (st.st_mode & 0777) : 0644;
    if (fchmod(fd, mode) != 0 || write_all(fd, data, len) != 0 || fsync(fd) != 0) {
        rc = am_fail(err, AM_EIO, _("%s: cannot write: %s"), path, strerror(errno));
        close(fd);
        unlink(tmp);
        goto out;
    }
    if (close(fd) != 0) {
        rc = am_fail(err, AM_EIO, _("%s: cannot write: %s"), path, strerror(errno));
        unlink(tmp);
        goto out;
    }
    if (rename(tmp, path) != 0) {
        rc = am_fail(err, AM_EIO, _("%s: cannot replace the file: %s"), path, strerror(errno));
        unlink(tmp);
        goto out;
    }
    int dfd = open(dir, O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        (void)fsync(dfd);
        close(dfd);
    }
out:
    free(tmp);
    free(dir);
    return rc;
}
