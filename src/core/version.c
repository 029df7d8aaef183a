/* The library's version: the VERSION file, passed by the Makefile as AM_VERSION. */
#include "automa/core.h"

#ifndef AM_VERSION
#error "AM_VERSION is defined by the Makefile from the VERSION file"
#endif

const char *am_version(void)
{
    return AM_VERSION;
}
