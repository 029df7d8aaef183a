/* Error values: a status code and a message that names what went wrong and where. */
#include "automa/core.h"

#include <stdio.h>

int (am_fail)(am_err *err, int code, const char *fmt, ...)  /* (the name: not core.h's macro) */
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
        err->code = code;
    }
    return code;
}

void am_err_clear(am_err *err)
{
    if (err) {
        err->code = 0;
        err->msg[0] = '\0';
    }
}

const char *am_err_name(int code)
{
    static const char *const names[] = {
        [AM_OK] = "ok", [AM_EDATA] = "data", [AM_EUSAGE] = "usage", [AM_EIO] = "io", [AM_ESTATE] = "state",
    };
    return code >= 0 && code < (int)(sizeof names / sizeof *names) ? names[code] : "unknown";
}
