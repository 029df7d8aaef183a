/* A program using the installed library only (tests/cli/install.sh builds it with
 * `pkg-config --cflags --libs automa`): sets up Nordic (you) against a Crimea Automa, seed 5,
 * ends your turn and plays the Automa's turn; prints the version, the card drawn and the report. */
#include <stdio.h>
#include <string.h>

#include <automa/scythe.h>

int main(void)
{
    scy_setup s = {.nplayers = 2, .faction = {SCY_NORDIC, SCY_CRIMEA}, .automa = {0, 1},
                   .level = {0, SCY_AUTOMA}, .seed = 5};
    scy_options_default(&s.opt);
    scy_game g;
    scy_report rep;
    am_err err;
    am_buf text = {0};
    if (scy_game_new(&g, &s, &err) || scy_human_end_turn(&g, &err) || scy_automa_turn(&g, &rep, &err)) {
        fprintf(stderr, "scythe_turn: %s\n", err.msg);
        return 1;
    }
    scy_report_render_text(&g, &rep, 0, &text);
    printf("libautoma %s\ncard %d\n%s", am_version(), rep.card, text.oom ? "" : text.data);
    am_buf_free(&text);
    return 0;
}
