/*
 * The web API's fuzz target replayed (docs/hardening.md): every seed of fuzz/corpus/fuzz_serve_api/
 * and every file of fuzz/regressions-serve_api/ (binary: the first byte is the mode) goes through the fuzz target's own body
 * (fuzz/fuzz_serve_api.c, included below), so its properties hold in `make check` (plain and
 * ASan+UBSan): every answer a JSON object with a documented status, every refusal with a code and
 * a message, every game file the server leaves loads through the store. A broken property aborts.
 * Paths are relative to the repository root (where `make check` runs the tests).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fuzz/fuzz_serve_api.c"

static int replay_dir(const char *dir, const char *prefix)
{
    DIR *d = opendir(dir);
    if (!d) fail_msg("cannot open %s (tests run from the repository root)", dir);
    struct dirent *de;
    int n = 0;
    while ((de = readdir(d))) {
        if (de->d_name[0] == '.' || strncmp(de->d_name, prefix, strlen(prefix)) != 0) continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        static uint8_t buf[1 << 20];
        size_t len = fread(buf, 1, sizeof buf, f);
        fclose(f);
        LLVMFuzzerTestOneInput(buf, len);
        n++;
    }
    closedir(d);
    return n;
}

static void test_corpus(void **state)
{
    (void)state;
    int n = replay_dir("fuzz/corpus/fuzz_serve_api", "");
    assert_true(n >= 10);
}

static void test_regressions(void **state)
{
    (void)state;
    replay_dir("fuzz/regressions-serve_api", "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_corpus),
        cmocka_unit_test(test_regressions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
