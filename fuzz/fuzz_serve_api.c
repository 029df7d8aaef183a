/* libFuzzer target: the web server's request handling (docs/hardening.md): who may ask
 * (serve_policy_check: method, URL, Host, Origin, Sec-Fetch-Site, token) and the JSON API
 * (serve_api: method, path, body) over the game store, in a fresh games folder per input that
 * holds one game "g" (its kind from the first byte).
 * Input: byte 0 = mode (bit 0: the server needs its token; bits 1-2: the kind of "g"), then up to
 * 4 requests separated by a line "--": "METHOD URL", header lines "Name: value", an empty line,
 * the body. Properties: every answer is a JSON object {"ok": ...} with a status the API documents
 * (never 500 but for "oom"), a refusal has an error code and message, and after every request
 * each game file in the folder loads through the store. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "store/store.h"
#include "web/serve.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static _Noreturn void sv_fail(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_serve_api: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    abort();
}

static void sv_check_answer(const am_api_answer *a, const char *req)
{
    json_t *body = a->body ? json_loads(a->body, 0, NULL) : NULL;   /* the answer's text, parsed */
    unsigned status = a->status;
    static const unsigned ok_status[] = {200, 400, 403, 404, 405, 409, 413, 415, 422, 503, 0};
    int known = 0;
    for (int i = 0; ok_status[i]; i++)
        if (status == ok_status[i]) known = 1;
    json_t *err = json_object_get(body, "error");
    const char *code = json_string_value(json_object_get(err, "code"));
    if (status == 500 && code && strcmp(code, "oom") == 0) known = 1;
    if (!known) {
        fprintf(stderr, "status %u for: %s\n%s\n", status, req, a->body ? a->body : "(no body)");
        sv_fail("an answer with a status the API does not give", NULL);
    }
    if (!json_is_object(body) || !json_is_boolean(json_object_get(body, "ok"))) sv_fail("an answer without ok", req);
    if (json_is_false(json_object_get(body, "ok"))) {
        const char *msg = json_string_value(json_object_get(err, "message"));
        if (!code || !*code || !msg || !*msg) sv_fail("a refusal without a code and a message", req);
        if (status == 200) sv_fail("a refusal with status 200", req);
    } else if (status != 200) {
        sv_fail("ok with a status other than 200", req);
    }
    json_decref(body);
}

static void sv_check_files(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) sv_fail("the games folder went away", dir);
    struct dirent *de;
    while ((de = readdir(d))) {
        size_t n = strlen(de->d_name);
        if (n < 6 || strcmp(de->d_name + n - 5, ".json") != 0) continue;
        char path[4400];
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        store_game sg = STORE_GAME_INIT;
        static char state[1 << 20];   /* larger than every kind's state */
        am_err e;
        am_err_clear(&e);
        if (sizeof state < am_game_max_size())
            sv_fail("state buffer too small", NULL);
        if (store_load(&sg, path, NULL, state, 0, &e) != AM_OK) sv_fail("a game file written by the server does not load", e.msg);
    }
    closedir(d);
}

static void sv_rm_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *de;
    while ((de = readdir(d))) {
        if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0) continue;
        char path[4400];
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        unlink(path);
    }
    closedir(d);
    rmdir(dir);
}

/* One request: "METHOD URL\nName: value\n...\n\nbody" */
static void sv_request(serve_ctx *ctx, const serve_policy *pol, char *req, size_t len)
{
    char *end = req + len;
    char *nl = memchr(req, '\n', len);
    char *line_end = nl ? nl : end;
    *line_end = '\0';
    char *sp = strchr(req, ' ');
    if (!sp) return;
    *sp = '\0';
    const char *method = req, *url = sp + 1;
    if (strlen(method) > 16 || strlen(url) > 2048) return;
    const char *host = NULL, *origin = NULL, *site = NULL, *cookie = NULL;
    char *p = nl ? nl + 1 : end, *body = end;
    while (p < end) {
        char *e = memchr(p, '\n', (size_t)(end - p));
        if (!e) e = end;
        if (e == p) {   /* the empty line: the body follows */
            body = e < end ? e + 1 : end;
            break;
        }
        *e = '\0';
        char *colon = strchr(p, ':');
        if (colon) {
            *colon = '\0';
            const char *v = colon + 1;
            while (*v == ' ') v++;
            if (strcasecmp(p, "Host") == 0) host = v;
            else if (strcasecmp(p, "Origin") == 0) origin = v;
            else if (strcasecmp(p, "Sec-Fetch-Site") == 0) site = v;
            else if (strcasecmp(p, "Cookie") == 0 && strncmp(v, "automa_token=", 13) == 0) cookie = v + 13;
        }
        p = e + 1;
        body = end;
    }
    char path[2100];
    snprintf(path, sizeof path, "%s", url);
    char *q = strchr(path, '?');
    const char *url_token = NULL;
    if (q) {
        *q = '\0';
        if (strncmp(q + 1, "token=", 6) == 0) url_token = q + 7;
    }
    am_api_answer r = {200, NULL};
    int pass = serve_policy_check(pol, method, path, host, origin, site, cookie, url_token, &r);
    if (pass == SERVE_REFUSE) {
        if (r.status != 403) sv_fail("a refusal of who asks that is not 403", NULL);
        sv_check_answer(&r, url);
        am_api_answer_free(&r);
        return;
    }
    if (strncmp(path, "/api/", 5) != 0) return;   /* the page's files: not the API */
    size_t blen = (size_t)(end - body);
    if (blen > SERVE_MAX_BODY) return;   /* serve.c answers 413 before the API sees it */
    serve_api(ctx, method, path + 4, blen ? body : NULL, blen, &r);
    sv_check_answer(&r, url);
    am_api_answer_free(&r);
    sv_check_files(ctx->dir);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    char dir[] = "/tmp/automa-fuzz-serve-XXXXXX";
    if (!mkdtemp(dir)) return 0;
    char hist[64];
    snprintf(hist, sizeof hist, "%s/history.db", dir);
    setenv("AUTOMA_HISTORY", hist, 1);
    serve_ctx *ctx = calloc(1, sizeof *ctx);
    char *text = malloc(size);
    am_err e;
    if (!ctx || !text || serve_ctx_init(ctx, dir, &e) != AM_OK) {
        free(ctx);
        free(text);
        sv_rm_dir(dir);
        return 0;
    }
    serve_policy pol;
    memset(&pol, 0, sizeof pol);
    snprintf(pol.host_ok[pol.nhosts++], sizeof pol.host_ok[0], "127.0.0.1:8765");
    snprintf(pol.host_ok[pol.nhosts++], sizeof pol.host_ok[0], "localhost:8765");
    pol.need_token = data[0] & 1;
    snprintf(pol.token, sizeof pol.token, "0123456789abcdef0123456789abcdef");
    static const char *const seeds[4] = {
        "{\"name\":\"g\",\"kind\":\"scythe\",\"human\":\"nordic\",\"automa\":\"rusviet\",\"seed\":1}",
        "{\"name\":\"g\",\"kind\":\"expeditions\",\"seed\":1}",
        "{\"name\":\"g\",\"kind\":\"automata\",\"seats\":[\"human\",\"random\"],\"seed\":1}",
        "{\"name\":\"g\",\"kind\":\"scythe\",\"human\":\"togawa\",\"automa\":\"albion\",\"seed\":2}"};
    const char *seed = seeds[(data[0] >> 1) & 3];
    am_api_answer r = {200, NULL};
    serve_api(ctx, "POST", "/games", seed, strlen(seed), &r);
    am_api_answer_free(&r);
    memcpy(text, data + 1, size - 1);
    size_t len = size - 1, start = 0;
    int nreq = 0;
    for (size_t i = 0; i <= len && nreq < 4; i++) {
        int sep = i + 3 <= len && memcmp(text + i, "\n--\n", i + 4 <= len ? 4 : 3) == 0 && i + 4 <= len;
        if (i == len || sep) {
            sv_request(ctx, &pol, text + start, i - start);
            nreq++;
            start = i + 4;
            i += 3;
        }
    }
    serve_ctx_free(ctx);
    free(ctx);
    free(text);
    sv_rm_dir(dir);
    return 0;
}
