/* `automa serve`: who may ask (the Host, Origin and token checks of every request). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "web/serve.h"

/* ---- who may ask ----------------------------------------------------------------------------- */

static int host_known(const serve_policy *p, const char *h)
{
    for (int i = 0; h && i < p->nhosts; i++)
        if (strcasecmp(h, p->host_ok[i]) == 0) return 1;
    return 0;
}

static int same_token(const char *a, const char *b)
{
    if (!a || strlen(a) != SERVE_TOKEN_LEN) return 0;
    unsigned char d = 0;
    for (int i = 0; i < SERVE_TOKEN_LEN; i++) d |= (unsigned char)(a[i] ^ b[i]);   /* constant time */
    return d == 0;
}

int serve_policy_check(const serve_policy *p, const char *method, const char *url, const char *host,
                       const char *origin, const char *fetch_site, const char *cookie_token, const char *url_token,
                       am_api_answer *ans)
{
    /* the Host must name this server: a page elsewhere reaching us by DNS rebinding sends its own */
    if (!host_known(p, host)) {
        am_api_answer_error(ans, 403, "bad-host", "this server answers only on its own address");
        return SERVE_REFUSE;
    }
    /* a write a browser sends carries Origin (programs such as curl send none; a page elsewhere
     * cannot leave it out): it must be this server */
    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0) {
        int ok = !fetch_site || strcmp(fetch_site, "same-origin") == 0 || strcmp(fetch_site, "none") == 0;
        if (ok && origin) ok = strncmp(origin, "http://", 7) == 0 && host_known(p, origin + 7);
        if (!ok) {
            am_api_answer_error(ans, 403, "bad-origin", "requests from another web site are refused");
            return SERVE_REFUSE;
        }
    }
    if (!p->need_token || same_token(cookie_token, p->token)) return SERVE_PASS;
    if (same_token(url_token, p->token))
        return strcmp(method, "GET") == 0 && strncmp(url, "/api/", 5) != 0 ? SERVE_PASS_SET_COOKIE : SERVE_PASS;
    am_api_answer_error(ans, 403, "token", "open the address automa serve printed (with its ?token=...): this server needs its token");
    return SERVE_REFUSE;
}
