/* `automa scythe replay`: plays one simulated game again (the same seed and setup options as
 * `automa sim scythe`) and prints every Automa turn's report, every combat and every action of the
 * stand-in human, then the score sheet. */
#include <stdio.h>
#include <string.h>

#include "automa/scythe_sim.h"
#include "cli/cli.h"

typedef struct replay_ctx {
    int verbose, json;
    unsigned automa_turns;
    scy_game last;           /* the game after the latest step, for the score sheet */
} replay_ctx;

static const char *stat_names[] = {N_("power"), N_("popularity"), N_("coins"), N_("stars"), N_("combat cards"),
                                    N_("structure bonus")};

static void print_act(const scy_game *g, const scy_sim_act *a)
{
    const char *who = scy_faction_label(g->p[a->player].faction);
    static const char *const types[] = {"character", "mech", "worker"};
    switch (a->kind) {
    case SCY_ACT_MOVE:
        printf(_("  %s (stand-in): move %s %s -> %s"), who, _(types[a->type % 3]), scy_pos_label(a->from), scy_pos_name(a->to));
        if (!a->refused && a->move && a->move->combat) printf(_(" (a combat starts)"));
        if (!a->refused && a->move && a->move->workers) printf(_(" (%u enemy workers driven home)"), a->move->workers);
        break;
    case SCY_ACT_DEPLOY: printf(_("  %s (stand-in): deploy a %s on %s"), who, _(types[a->type % 3]), scy_pos_name(a->to)); break;
    case SCY_ACT_SET: printf(_("  %s (stand-in): %s = %d"), who, _(stat_names[a->type % 6]), a->value); break;
    case SCY_ACT_ENCOUNTER: printf(_("  %s (stand-in): encounter on %s"), who, scy_pos_name(a->to)); break;
    case SCY_ACT_FACTORY: printf(_("  %s (stand-in): takes a Factory card"), who); break;
    case SCY_ACT_RECRUIT: printf(_("  %s (stand-in): enlists a recruit (ongoing bonus %d)"), who, a->type); break;
    case SCY_ACT_RESOURCES: printf(P_("  %s (stand-in): %d resources on %s", "  %s (stand-in): %d resources on %s", a->value), who, a->value, scy_pos_name(a->to)); break;
    default: printf(_("  %s (stand-in): ends the turn"), who); break;
    }
    if (a->refused) printf(_(" [refused by the rules: nothing changed]"));
    putchar('\n');
}

static void observe(void *ctxv, const scy_game *g, const scy_sim_step *st)
{
    replay_ctx *c = ctxv;
    c->last = *g;
    am_buf b = {0};
    switch (st->kind) {
    case SCY_SIM_AUTOMA_TURN:
        c->automa_turns++;
        printf(_("== Automa turn %u (game turn %u): %s ==\n"), c->automa_turns, (unsigned)g->turns,
               scy_faction_label(g->p[st->turn->player].faction));
        if (c->json) scy_report_render_json(g, st->turn, &b);
        else scy_report_render_text(g, st->turn, c->verbose, &b);
        break;
    case SCY_SIM_COMBAT:
        if (c->json) scy_combat_render_json(g, st->combat, &b);
        else scy_combat_render_text(g, st->combat, &b);
        if (st->turn) {
            am_buf_puts(&b, _("The Automa's turn goes on:\n"));
            if (c->json) scy_report_render_json(g, st->turn, &b);
            else scy_report_render_text(g, st->turn, c->verbose, &b);
        }
        break;
    case SCY_SIM_SETUP:
        scy_render_status(g, &b);
        break;
    case SCY_SIM_FLIP:
        printf(_("  flipped combat card: %d\n"), st->act.value);
        if (st->turn) scy_report_render_text(g, st->turn, c->verbose, &b);
        break;
    default:
        print_act(g, &st->act);
        break;
    }
    if (b.data) fputs(b.data, stdout);
    am_buf_free(&b);
}

static void usage(FILE *out)
{
    fprintf(out, _("usage: automa scythe replay (--seed S | --master M --game N) [setup options] [--verbose] [--json]\n"
                   "Plays one game of `automa sim scythe` again and prints every step: the Automa's turns,\n"
                   "the combats and the stand-in human's actions, then the score sheet. Pass the same setup\n"
                   "options as to the simulation (--level, --automa, --human, --human-bot, difficulty options);\n"
                   "the game's seed is in the simulation's CSV, or give the master seed and the game number.\n"
                   "The last line is the game's CSV row (the same as in `automa sim scythe --csv`).\n"));
}

int cli_scythe_replay(int argc, char **argv)
{
    cli_sim_scythe s;
    cli_sim_scythe_init(&s);
    static replay_ctx ctx;  /* big: off the stack */
    memset(&ctx, 0, sizeof ctx);
    long long seed = -1, master = -1, game = -1;
    enum { O_SEED = CLI_OPT_OWN, O_MASTER, O_GAME, O_JSON };
    static const struct option own[] = {
        CLI_SIM_SCYTHE_OPTIONS,
        {"seed", required_argument, NULL, O_SEED}, {"master", required_argument, NULL, O_MASTER},
        {"game", required_argument, NULL, O_GAME}, {"verbose", no_argument, NULL, 'v'},
        {"json", no_argument, NULL, O_JSON},       {"help", no_argument, NULL, 'h'},
    };
    struct option opts[sizeof own / sizeof *own + SCY_NOPTIONS + 1];   /* and the game's options */
    cli_scythe_optnames names;
    cli_scythe_option_join(opts, own, sizeof own / sizeof *own, &names);
    cli_getopt g;
    cli_getopt_init(&g, "scythe replay", argc, argv, opts);
    for (int c; (c = cli_getopt_next(&g)) != -1;) {
        long n;
        switch (c) {
        case 'h':
            usage(stdout);
            return CLI_OK;
        case O_SEED:
        case O_MASTER:
        case O_GAME: {
            const char *name = c == O_SEED ? "--seed" : c == O_MASTER ? "--master" : "--game";
            if (am_parse_int(g.arg, 0, 0x7fffffffffffffffL, &n))
                return cli_error(CLI_EUSAGE, _("%s: not a number: '%s'"), name, g.arg);
            if (c == O_SEED) seed = n;
            else if (c == O_MASTER) master = n;
            else game = n;
            break;
        }
        case 'v': ctx.verbose = 1; break;
        case O_JSON: ctx.json = 1; break;
        default:
            if (c == '?' || cli_sim_scythe_option(c, g.arg, &s) <= 0) return CLI_EUSAGE;
            break;
        }
    }
    if (cli_getopt_max_operands(&g, 0) != CLI_OK) return CLI_EUSAGE;
    if (seed < 0 && (master < 0 || game < 0))
        return cli_error(CLI_EUSAGE, _("replay: give --seed S, or --master M and --game N"));
    if (seed < 0) seed = (long long)scy_sim_seed((uint64_t)master, (uint64_t)game);
    if (cli_sim_scythe_check(&s) != CLI_OK) return CLI_EUSAGE;
    scy_setup set;
    cli_sim_scythe_setup(&s, (uint64_t)seed, &set);
    printf(_("Replay of seed %lld: %s Automa (%s) against the %s stand-in (%s).\n"), seed, scy_level_label(s.level),
           scy_faction_label(set.faction[1]), scy_bot_label(s.bot), scy_faction_label(set.faction[0]));
    scy_sim_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.bot = (uint8_t)s.bot;
    cfg.observe = observe;
    cfg.ctx = &ctx;
    cfg.check = 1;
    scy_sim_result res;
    am_err e;
    if (scy_sim_play((uint64_t)seed, &set, &cfg, &res, &e) != AM_OK) return cli_error(CLI_EDATA, "%s", e.msg);
    scy_score_sheet sheet;
    scy_score(&ctx.last, &sheet);
    am_buf b = {0};
    scy_score_render_text(&ctx.last, &sheet, &b);
    if (b.data) fputs(b.data, stdout);
    am_buf_free(&b);
    printf(_("== End after %u turns (%u Automa turns)%s ==\n"), res.turns, res.automa_turns,
           res.capped ? _(", stopped at the turn cap") : "");
    printf(_("Automa %d coins, stand-in %d coins: %s.\n"), res.automa_score, res.human_score,
           res.automa_won ? _("the Automa wins") : _("the stand-in wins"));
    cli_sim_scythe_csv_row(game >= 0 ? (long)game : 0, &res);
    return CLI_OK;
}
