/* The offline page's engine: the functions web/offline/worker.js calls (src/wasm/engine.c). */
#ifndef AUTOMA_WASM_ENGINE_H
#define AUTOMA_WASM_ENGINE_H

int engine_init(double seed_hi, double seed_lo);
int engine_put(const char *name, const char *text, double version, const char *id, double modified);
void engine_set_history(int has);
const char *engine_request(const char *method, const char *path, const char *body, const char *lang, double seed_hi,
                           double seed_lo, double now);
double engine_changes(void);
const char *engine_name(int i);
const char *engine_game(const char *name);
const char *engine_history_row(const char *text);

#endif
