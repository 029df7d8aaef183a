/*
 * Scythe board map renderers (`automa scythe map`): the same map as ASCII text for a terminal
 * (at most 100 columns) and as an SVG picture.
 *
 * Both show every territory's name (A2..H4), terrain, the encounter and tunnel markers, the
 * rivers between territories (and the Rusviet base's river), and the seven home bases at their
 * places, with a legend.  With a game (g not NULL) they also show the units of every player on
 * each territory and home base ("S:C M2 W3" = Saxony: character, 2 mechs, 3 workers), the
 * resource tokens, and only the encounter tokens still on the board.
 *
 * They append to `out` (am_buf: on an allocation failure out->oom is set and the text is cut).
 */
#ifndef AUTOMA_SCYTHE_RENDER_H
#define AUTOMA_SCYTHE_RENDER_H

#include "automa/core.h"
#include "automa/scythe.h"

AM_EXPORT void scy_render_map_text(const scy_game *g, am_buf *out);
AM_EXPORT void scy_render_map_svg(const scy_game *g, am_buf *out);

#endif
