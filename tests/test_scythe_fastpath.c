/*
 * The oracle of the Scythe turn engine's fast path (issue 16). The report path (scy_automa_turn
 * with a report: every candidate list built and ranked, as the rulebook describes) is the readable
 * reference; the fast path (scy_automa_turn(g, NULL): destinations chosen from bitmasks, no list)
 * must make the same decisions. On real positions (bench/scythe_corpus.h: every position before an
 * Automa turn of seeded simulated games, with the options, third players and human Togawa traps
 * drawn per game), each position is played three ways from the same copy:
 *   A  scy_automa_turn(g, &rep)        the reference
 *   B  scy_automa_turn_lean(g, &rep)   the fast path, filling every report field but the candidates
 *   C  scy_automa_turn(g, NULL)        what the simulator runs
 * and the three resulting games must be byte-identical, the return codes equal, and A's report
 * equal to B's in every field but the candidate lists.
 *
 * Second, the report path itself must not change: a hash of A's resulting game and full report
 * (candidates included) over the positions is compared with the value recorded at the branch point
 * of issue 16 (before any optimisation), so that a shared helper changed for speed cannot change
 * both paths alike unnoticed.
 *
 * make check: the first 20,000 positions. scripts/ci_fastpath.sh (CI) sets AUTOMA_FASTPATH_FULL=1:
 * 1,000,000 positions compared A/B/C, the report-path hash over the first 100,000.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "automa/scythe.h"
#include "scythe/scythe_internal.h"

#include "../bench/scythe_corpus.h"

/* Report-path hashes of the first 20,000 and the first 100,000 positions of master seed
 * ORACLE_MASTER, recorded with main's engine without issue 16's changes: this file compiled against
 * that library, with scy_automa_turn standing for scy_automa_turn_lean. First at the branch point
 * (commit d500855: 0x5273e60e93043f6e, 0x91865f64b99da3b8); again with main 1b4281a (issue 13's
 * structures changed the stand-ins' games: 0x09c8848df9c525cf, 0x05e06f851474989e); again with
 * main 2408e8c (issue 14's rules: the flip options only when the Automa would move or deploy, the
 * all-moves Factory card on entering, the trap event's amount). A rule change of another issue
 * means recording them again that way. */
#define ORACLE_MASTER 1616
#define HASH_20K 0x112354e51bf688d5ULL
#define HASH_100K 0x317ed9fbc3475392ULL

typedef struct fnv { uint64_t h; } fnv;
static void fnv_bytes(fnv *f, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) f->h = (f->h ^ b[i]) * 0x100000001b3ULL;
}
#define H(f, x) fnv_bytes((f), &(x), sizeof(x))

/* Field by field (the structs have padding, whose bytes are no part of the game). */
static void hash_game(fnv *f, const scy_game *g)
{
    H(f, g->rng); H(f, g->seed); H(f, g->nplayers); H(f, g->current); H(f, g->game_over); H(f, g->winner);
    H(f, g->turns);
    for (int i = 0; i < g->nplayers; i++) {
        const scy_player *p = &g->p[i];
        H(f, p->faction); H(f, p->automa); H(f, p->unit); H(f, p->power); H(f, p->popularity); H(f, p->coins);
        H(f, p->combat_cards); H(f, p->cc_value); H(f, p->stars); H(f, p->factory_card); H(f, p->encounters);
        H(f, p->mech_abilities); H(f, p->recruits); H(f, p->structure_bonus); H(f, p->flags_left);
        H(f, p->traps_left); H(f, p->level); H(f, p->tracker); H(f, p->scheme); H(f, p->stars_tracker);
        H(f, p->stars_combat); H(f, p->stars_power); H(f, p->power_star_done); H(f, p->last_card);
        fnv_bytes(f, p->deck.draw, p->deck.ndraw); H(f, p->deck.ndraw);
        fnv_bytes(f, p->deck.discard, p->deck.ndiscard); H(f, p->deck.ndiscard);
        fnv_bytes(f, p->deck.combat, p->deck.ncombat); H(f, p->deck.ncombat);
    }
    H(f, g->resources); H(f, g->encounters); H(f, g->factory_cards_left); H(f, g->trap_state); H(f, g->trap_kind);
    H(f, g->trap_owner); H(f, g->flag_owner); H(f, g->combat_deck); H(f, g->combat_discard);
    H(f, g->pending.kind); H(f, g->pending.territory); H(f, g->pending.attacker); H(f, g->pending.defender);
    H(f, g->pending.attacker_unit);
    H(f, g->turn.active); H(f, g->turn.card); H(f, g->turn.phase); H(f, g->turn.next_move); H(f, g->turn.moved);
    H(f, g->turn.no_move); H(f, g->turn.next_gain); H(f, g->turn.gain_done); H(f, g->turn.coins_done);
    H(f, g->turn.power_done); H(f, g->turn.flip); H(f, g->tiebreak_marker);
}

static void hash_report(fnv *f, const scy_report *r, int with_candidates)
{
    H(f, r->player); H(f, r->card); H(f, r->scheme); H(f, r->skipped); H(f, r->reshuffled); H(f, r->tracker_from);
    H(f, r->tracker_to); H(f, r->game_over); H(f, r->waiting_combat); H(f, r->nevents); H(f, r->nmoves);
    for (int i = 0; i < r->nevents; i++) {
        H(f, r->events[i].kind); H(f, r->events[i].a); H(f, r->events[i].b);
    }
    for (int i = 0; i < r->nmoves; i++) {
        const scy_move_report *m = &r->moves[i];
        H(f, m->sym.kind); H(f, m->sym.bracket); H(f, m->sym.threshold); H(f, m->result); H(f, m->unit);
        H(f, m->from); H(f, m->to); H(f, m->unit_dist); H(f, m->unit_tie); H(f, m->tiebreak); H(f, m->rearm);
        if (!with_candidates) continue;
        H(f, m->ncand);
        for (int k = 0; k < m->ncand; k++) {
            const scy_candidate *c = &m->cand[k];
            H(f, c->territory); H(f, c->value); H(f, c->factory_dist); H(f, c->excluded); H(f, c->trap);
        }
    }
}

typedef struct oracle {
    long positions, hash_upto, compared, differ, moves_performed, ties, traps, multi, kept_differ;
    fnv hash;
    scy_report ra, rb, rk;
    scy_game a, b, c;
} oracle;

static void describe(const scy_game *g, long index)
{
    am_buf b;
    memset(&b, 0, sizeof b);
    scy_game_to_json(g, &b);
    fprintf(stderr, "position %ld differs between the report path and the fast path:\n%s\n", index, b.data ? b.data : "");
    am_buf_free(&b);
}

static int compare(void *ctx, scy_game *pos, long index)
{
    oracle *o = ctx;
    am_err ea, eb, ec;
    o->a = *pos;
    o->b = *pos;
    o->c = *pos;
    int rca = scy_automa_turn(&o->a, &o->ra, &ea);
    int rcb = scy_automa_turn_lean(&o->b, &o->rb, &eb);
    int rcc = scy_automa_turn(&o->c, NULL, &ec);
    fnv fa = {0xcbf29ce484222325ULL}, fb = fa, fc = fa, ra = fa, rb = fa;
    hash_game(&fa, &o->a);
    hash_game(&fb, &o->b);
    hash_game(&fc, &o->c);
    hash_report(&ra, &o->ra, 0);
    hash_report(&rb, &o->rb, 0);
    int same = rca == rcb && rcb == rcc && fa.h == fb.h && fb.h == fc.h && ra.h == rb.h &&
               memcmp(&o->a, &o->b, sizeof o->a) == 0 && memcmp(&o->a, &o->c, sizeof o->a) == 0;
    if (!same) {
        if (o->differ++ < 3) describe(pos, index);
    }
    if (index < o->hash_upto) {
        H(&o->hash, rca);
        hash_game(&o->hash, &o->a);
        hash_report(&o->hash, &o->ra, 1);
    }
    for (int i = 0; i < o->ra.nmoves; i++)
        if (o->ra.moves[i].result == SCY_SYM_PERFORMED) {
            o->moves_performed++;
            o->ties += o->ra.moves[i].tiebreak != SCY_TB_NONE;
            o->traps += o->ra.moves[i].tiebreak == SCY_TB_TRAP;
        }
    /* the compact kept report (issue 16) gives the report back whole, candidates included (the
     * positions that say nothing kept as "none", as issue 19's kept report did) */
    scy_game_keep_report(&o->c, &o->ra);
    scy_game_last_report(&o->c, &o->rk);
    for (int i = 0; i < o->ra.nmoves; i++) {
        scy_move_report *m = &o->ra.moves[i];
        if (m->unit < 0 || m->from < 0) m->from = SCY_POS_NONE;
        if (m->result != SCY_SYM_PERFORMED || m->to < 0) m->to = SCY_POS_NONE;
    }
    fnv rf = {0xcbf29ce484222325ULL}, rkf = rf;
    hash_report(&rf, &o->ra, 1);
    hash_report(&rkf, &o->rk, 1);
    if (rf.h != rkf.h && o->kept_differ++ < 3) fprintf(stderr, "position %ld: the kept report differs\n", index);
    o->multi += pos->nplayers > 2;
    o->compared++;
    return o->compared >= o->positions;
}

static void run(long positions, long hash_upto, uint64_t want)
{
    static scy_card cards[SCY_NCARDS];
    static scy_tracker trackers[SCY_NLEVELS];
    scy_cards_default(cards);
    scy_trackers_default(trackers);
    oracle *o = calloc(1, sizeof *o);
    assert_non_null(o);
    o->positions = positions;
    o->hash_upto = hash_upto;
    o->hash.h = 0xcbf29ce484222325ULL;
    corpus_run r;
    memset(&r, 0, sizeof r);
    r.cards = cards;
    r.trackers = trackers;
    r.variety = 1;
    r.keep_every = 1;
    r.fn = compare;
    r.ctx = o;
    long n = corpus_generate(&r, ORACLE_MASTER, 1L << 40, positions);
    printf("fast path oracle: %ld positions (%ld games, %ld with 3 players), %ld moves performed (%ld decided by a "
           "tie-breaker, %ld by a trap), %ld differ; report-path hash of the first %ld: 0x%016llx\n",
           o->compared, r.game, o->multi, o->moves_performed, o->ties, o->traps, o->differ, hash_upto,
           (unsigned long long)o->hash.h);
    assert_int_equal(n, positions);
    assert_int_equal(o->differ, 0);
    assert_int_equal(o->kept_differ, 0);
    assert_true(o->traps > 0);
    if (want) assert_true(o->hash.h == want);
    free(o);
}

static void test_fastpath_same_decisions(void **state)
{
    (void)state;
    const char *full = getenv("AUTOMA_FASTPATH_FULL");
    if (full && strcmp(full, "1") == 0) run(1000000, 100000, HASH_100K);
    else run(20000, 20000, HASH_20K);
}

/* The compact kept report (issue 16) holds 256 candidates in all: a file whose last_report has that
 * many loads and saves back the same report; one with 257 is refused, naming last_report.moves. */
static char *with_report_of(const char *game_json, int ncands)
{
    json_t *root = json_loads(game_json, 0, NULL);
    assert_non_null(root);
    json_t *moves = json_array();
    for (int m = 0; m < 6 && ncands > 0; m++) {
        json_t *cands = json_array();
        for (int k = 0; k < 48 && ncands > 0; k++, ncands--)
            json_array_append_new(cands, json_pack("[s,i,i,b,b]", scy_pos_name((m * 7 + k) % SCY_NTERR), k - 3 * m,
                                                   k % 5, (k % 3) == 0, (k % 7) == 0));
        json_array_append_new(moves, json_pack("{s:s, s:i, s:n, s:s, s:i, s:n, s:n, s:i, s:i, s:s, s:b, s:o}", "symbol",
                                               "move-worker", "threshold", 0, "bracket", "result", "no-territory", "unit",
                                               -1, "from", "to", "unit_distance", 0, "unit_tie", 0, "tiebreak", "none",
                                               "rearm", 0, "candidates", cands));
    }
    json_t *rep = json_object();
    json_object_set_new(rep, "player", json_string(scy_faction_name(SCY_CRIMEA)));
    json_object_set_new(rep, "card", json_integer(3));
    json_object_set_new(rep, "moves", moves);
    json_object_set(root, "last_report", rep);
    char *text = json_dumps(root, JSON_SORT_KEYS);
    json_decref(rep);
    json_decref(root);
    return text;
}

static void test_kept_report_holds_256_candidates(void **state)
{
    (void)state;
    scy_setup s;
    memset(&s, 0, sizeof s);
    s.nplayers = 2;
    s.faction[0] = SCY_NORDIC;
    s.faction[1] = SCY_CRIMEA;
    s.automa[1] = 1;
    s.level[1] = SCY_AUTOMA;
    s.seed = 16;
    scy_options_default(&s.opt);
    static scy_game g, h;
    am_err e;
    assert_int_equal(scy_game_new(&g, &s, &e), AM_OK);
    am_buf b;
    memset(&b, 0, sizeof b);
    scy_game_to_json(&g, &b);
    char *ok = with_report_of(b.data, SCY_KEPT_MAX_CANDS), *over = with_report_of(b.data, SCY_KEPT_MAX_CANDS + 1);
    am_buf_free(&b);
    assert_int_equal(scy_game_from_json(&h, ok, &e), AM_OK);
    scy_report r;
    scy_game_last_report(&h, &r);
    int n = 0;
    for (int i = 0; i < r.nmoves; i++) n += r.moves[i].ncand;
    assert_int_equal(n, SCY_KEPT_MAX_CANDS);
    /* saved again: the same last_report, every candidate with its value and flags */
    memset(&b, 0, sizeof b);
    scy_game_to_json(&h, &b);
    json_t *a = json_loads(ok, 0, NULL), *c = json_loads(b.data, 0, NULL);
    assert_true(json_equal(json_object_get(json_object_get(a, "last_report"), "moves"),
                           json_object_get(json_object_get(c, "last_report"), "moves")));
    json_decref(a);
    json_decref(c);
    am_buf_free(&b);
    assert_int_not_equal(scy_game_from_json(&h, over, &e), AM_OK);
    assert_non_null(strstr(e.msg, "last_report.moves"));
    free(ok);
    free(over);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fastpath_same_decisions),
        cmocka_unit_test(test_kept_report_holds_256_candidates),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
