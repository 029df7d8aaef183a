/* Internal: the embedded default card and tracker texts (generated, cards_data.c). */
#ifndef AUTOMA_SCYTHE_CARDS_H
#define AUTOMA_SCYTHE_CARDS_H
#include "automa/scythe.h"
extern const char scy_cards_default_text[];
extern const char scy_trackers_default_text[];
#endif
