/* Inside the library: what a viewer at the table may see of a Scythe game (issue 26 item 2). */
#ifndef AUTOMA_SRC_SCYTHE_VIEW_H
#define AUTOMA_SRC_SCYTHE_VIEW_H

#include <jansson.h>

#include "automa/scythe.h"

/* Takes the hidden information out of v, the game g as its file has it (scy_game_to_json): the
 * order of each Automa's draw pile ("deck": its counts instead), every player's combat card values
 * (the Automa's are face down; a person's are the cards in their hand, the program's record of them
 * only a guess, R-SC-58), the kind of every face-down trap of an Automa (R-IFA-5: seen only when
 * sprung) and the random generator's state (it would tell the coming shuffles). The one place that
 * decides it: the API's view (and so the page) goes through here. */
void scy_view_strip(const scy_game *g, json_t *v);

#endif
