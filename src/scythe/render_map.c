/*
 * The board map as ASCII text and as SVG (see include/automa/scythe_render.h).
 *
 * Both draw the odd-r grid of board.txt: pointy-top hexes in rows, every odd row shifted half a
 * hex to the right, grid rows -1..7 (row -1 holds the Nordic and Albion bases) and columns 0..7
 * (column 7 holds the Rusviet and Togawa bases).  A home base is drawn at its virtual cell.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "automa/scythe_render.h"

/* ---- shared helpers ------------------------------------------------------------------- */

enum { DIR_W, DIR_E, DIR_NW, DIR_NE, DIR_SW, DIR_SE, NDIRS };

static int row_is_odd(int r) { return r % 2 != 0; }

/* The neighbour rule of board.txt. */
static void neighbour_cell(int r, int c, int dir, int *nr, int *nc)
{
    int odd = row_is_odd(r);
    static const int dr[NDIRS] = {0, 0, -1, -1, 1, 1};
    *nr = r + dr[dir];
    switch (dir) {
    case DIR_W: *nc = c - 1; break;
    case DIR_E: *nc = c + 1; break;
    case DIR_NW: case DIR_SW: *nc = odd ? c : c - 1; break;
    default: *nc = odd ? c + 1 : c; break;
    }
}

static int home_at(int r, int c)
{
    for (int f = 0; f < SCY_NFACTIONS; f++)
        if (scy_homes[f].row == r && scy_homes[f].col == c) return f;
    return -1;
}

/* Is the edge between territory t and the grid cell (nr, nc) a river? */
static int edge_is_river(int t, int nr, int nc)
{
    int n = scy_board_at(nr, nc);
    if (n >= 0) return am_set_has(scy_adj_river[t], n);
    int f = home_at(nr, nc);
    return f >= 0 && am_set_has(scy_homes[f].across_river, t);
}

static char faction_letter(int f)
{
    return (char)toupper((unsigned char)scy_faction_name(f)[0]);
}

/* "S:C M2 W3" for player pl's units on pos; "" if none. */
static void unit_group(const scy_game *g, int pl, int pos, char *out, size_t n)
{
    int ch = 0, mechs = 0, workers = 0;
    for (int u = 0; u < SCY_NUNITS; u++) {
        if (g->p[pl].unit[u] != pos) continue;
        if (u == SCY_U_CHARACTER) ch = 1;
        else if (u < SCY_U_WORKER0) mechs++;
        else workers++;
    }
    out[0] = '\0';
    if (!ch && !mechs && !workers) return;
    int len = snprintf(out, n, "%c:", faction_letter(g->p[pl].faction));
    /* one letter per kind of unit, in the reader's language (C M W; Italian P M L), as the legend says */
    if (ch && len >= 0 && (size_t)len < n) len += snprintf(out + len, n - (size_t)len, "%s", C_("unit letter", "C"));
    if (mechs && len >= 0 && (size_t)len < n)
        len += snprintf(out + len, n - (size_t)len, "%s%s%d", ch ? " " : "", C_("unit letter", "M"), mechs);
    if (workers && len >= 0 && (size_t)len < n)
        snprintf(out + len, n - (size_t)len, "%s%s%d", ch || mechs ? " " : "", C_("unit letter", "W"), workers);
}

static int nplayers_of(const scy_game *g)
{
    return g->nplayers <= SCY_MAX_PLAYERS ? g->nplayers : SCY_MAX_PLAYERS;
}

/* The structure on pos as shown on the text map ("N=Mine"), "" if none (issue 13). */
static void structure_label(const scy_game *g, int pos, char *out, size_t n)
{
    static const char *const short_names[SCY_NSTRUCTURES] = {"Mill", "Armory", "Monum.", "Mine"};
    out[0] = '\0';
    if (!SCY_IS_TERR(pos)) return;
    for (int pl = 0; pl < nplayers_of(g); pl++)
        for (int k = 0; k < SCY_NSTRUCTURES; k++)
            if (scy_structure_pos(g, pl, k) == pos) snprintf(out, n, "%c=%s", faction_letter(g->p[pl].faction), short_names[k]);
}

/* A Togawa trap ("T=trap" armed, face down; "T=sprung" disarmed, face up) or an Albion flag
 * ("A=flag") on pos, "" if none (issue 28). */
static void token_label(const scy_game *g, int pos, char *out, size_t n)
{
    out[0] = '\0';
    if (!SCY_IS_TERR(pos)) return;
    int tp = g->trap_owner[pos], fp = g->flag_owner[pos];
    if (tp >= 0 && tp < nplayers_of(g) && g->trap_state[pos] != SCY_TRAP_NONE)
        snprintf(out, n, "%c=%s", faction_letter(g->p[tp].faction), g->trap_state[pos] == SCY_TRAP_ARMED ? C_("map", "trap") : C_("map", "sprung"));
    else if (fp >= 0 && fp < nplayers_of(g))
        snprintf(out, n, "%c=%s", faction_letter(g->p[fp].faction), C_("map", "flag"));
}

/* How many lines pos needs: a line per player with units there, one for a structure, one for a
 * trap or flag. */
static int groups_on(const scy_game *g, int pos)
{
    int n = 0;
    char buf[32];
    for (int pl = 0; pl < nplayers_of(g); pl++) {
        unit_group(g, pl, pos, buf, sizeof buf);
        if (buf[0]) n++;
    }
    structure_label(g, pos, buf, sizeof buf);
    n += buf[0] != '\0';
    token_label(g, pos, buf, sizeof buf);
    return n + (buf[0] != '\0');
}

static am_set encounter_tokens(const scy_game *g)
{
    return g ? g->encounters & scy_mask_encounter : scy_mask_encounter;
}

/* Terrain names as shown on the map (translated). */
static const char *terrain_label(int terrain)
{
    switch (terrain) {
    case SCY_FARM: return _("farm");
    case SCY_VILLAGE: return _("village");
    case SCY_TUNDRA: return _("tundra");
    case SCY_FOREST: return _("forest");
    case SCY_MOUNTAIN: return _("mountain");
    case SCY_LAKE: return _("lake");
    default: return _("factory");
    }
}

/* ---- ASCII ------------------------------------------------------------------------------ */

enum { HEXW = 10, MARGIN = 1 };   /* hex width in columns (border to border) */

typedef struct canvas {
    int w, h;
    char (*cell)[5];   /* one UTF-8 character per cell */
} canvas;

static void put_char(canvas *cv, int x, int y, char ch)
{
    if (x < 0 || y < 0 || x >= cv->w || y >= cv->h) return;
    cv->cell[y * cv->w + x][0] = ch;
    cv->cell[y * cv->w + x][1] = '\0';
}

/* Writes UTF-8 text from column x, at most maxcols characters. */
static void put_text(canvas *cv, int x, int y, const char *s, int maxcols)
{
    for (int col = 0; *s && col < maxcols; col++, x++) {
        size_t len = 1;
        while (len < 4 && ((unsigned char)s[len] & 0xC0) == 0x80) len++;
        if (x >= 0 && y >= 0 && x < cv->w && y < cv->h) {
            memcpy(cv->cell[y * cv->w + x], s, len);
            cv->cell[y * cv->w + x][len] = '\0';
        }
        s += len;
    }
}

static int text_cols(const char *s)
{
    int n = 0;
    for (; *s; s++)
        if (((unsigned char)*s & 0xC0) != 0x80) n++;
    return n;
}

/* Rounded a/3 (half away from zero). */
static int third(int a) { return a >= 0 ? (a + 1) / 3 : -((-a + 1) / 3); }

/* A slanted edge from the lower vertex (xl, yl) up to (xu, yl - 3): characters on the two lines
 * between them. */
static void draw_slant(canvas *cv, int xl, int yl, int xu, char ch)
{
    for (int k = 1; k <= 2; k++) put_char(cv, xl + third((xu - xl) * k), yl - k, ch);
}

static int cell_x(int r, int c) { return MARGIN + c * HEXW + (row_is_odd(r) ? HEXW / 2 : 0); }
static int cell_yb(int r, int body) { return (r + 1) * (body + 2) + 2; }

static void draw_hex_text(canvas *cv, const scy_game *g, int t, int body)
{
    int r = scy_territories[t].row, c = scy_territories[t].col;
    int x0 = cell_x(r, c), yb = cell_yb(r, body), xm = x0 + HEXW / 2;
    int riv[NDIRS];
    for (int d = 0; d < NDIRS; d++) {
        int nr, nc;
        neighbour_cell(r, c, d, &nr, &nc);
        riv[d] = edge_is_river(t, nr, nc);
    }
    for (int y = yb; y < yb + body; y++) {
        put_char(cv, x0, y, riv[DIR_W] ? '~' : '|');
        put_char(cv, x0 + HEXW, y, riv[DIR_E] ? '~' : '|');
    }
    draw_slant(cv, x0, yb, xm, riv[DIR_NW] ? '~' : '/');
    draw_slant(cv, x0 + HEXW, yb, xm, riv[DIR_NE] ? '~' : '\\');
    draw_slant(cv, xm, yb + body + 2, x0, riv[DIR_SW] ? '~' : '\\');
    draw_slant(cv, xm, yb + body + 2, x0 + HEXW, riv[DIR_SE] ? '~' : '/');

    put_text(cv, x0 + 2, yb, scy_territories[t].name, 2);
    if (am_set_has(encounter_tokens(g), t)) put_char(cv, x0 + 5, yb, '*');
    if (am_set_has(scy_mask_tunnel, t)) put_char(cv, x0 + 5, yb, 'T');
    if (g && g->resources[t]) {
        char res[8];
        snprintf(res, sizeof res, "r%u", (unsigned)g->resources[t]);   /* at most "r255" */
        put_text(cv, x0 + HEXW - (int)strlen(res), yb, res, 4);         /* right-aligned */
    }
    char label[64];
    snprintf(label, sizeof label, "%s", terrain_label(scy_territories[t].terrain));
    if (scy_territories[t].terrain == SCY_FACTORY_T)
        for (char *p = label; *p; p++) *p = (char)toupper((unsigned char)*p);
    int cols = text_cols(label);
    put_text(cv, cols > HEXW - 2 ? x0 + 1 : x0 + 2, yb + 1, label, HEXW - 1);
}

static void draw_units_text(canvas *cv, const scy_game *g, int pos, int x0, int y)
{
    char buf[32];
    for (int pl = 0; pl < nplayers_of(g); pl++) {
        unit_group(g, pl, pos, buf, sizeof buf);
        if (!buf[0]) continue;
        put_text(cv, x0 + 1, y++, buf, HEXW - 1);
    }
    structure_label(g, pos, buf, sizeof buf);
    if (buf[0]) put_text(cv, x0 + 1, y++, buf, HEXW - 1);
    token_label(g, pos, buf, sizeof buf);
    if (buf[0]) put_text(cv, x0 + 1, y, buf, HEXW - 1);
}

/* Does faction f play in g (its traps or flags may be on the map)? */
static int plays(const scy_game *g, int f)
{
    for (int pl = 0; pl < nplayers_of(g); pl++)
        if (g->p[pl].faction == f) return 1;
    return 0;
}

void scy_render_map_text(const scy_game *g, am_buf *out)
{
    int groups = 0;
    if (g) {
        groups = 1;
        for (int t = 0; t < SCY_NTERR; t++) {
            int n = groups_on(g, t);
            if (n > groups) groups = n;
        }
        for (int f = 0; f < SCY_NFACTIONS; f++) {
            int n = groups_on(g, SCY_POS_HOME(f));
            if (n > groups) groups = n;
        }
    }
    int body = 2 + groups;
    canvas cv = {MARGIN * 2 + 9 * HEXW, 9 * (body + 2) + 3, NULL};
    cv.cell = calloc((size_t)cv.w * (size_t)cv.h, sizeof *cv.cell);
    if (!cv.cell) {
        out->oom = 1;
        return;
    }
    for (int i = 0; i < cv.w * cv.h; i++) cv.cell[i][0] = ' ';

    for (int t = 0; t < SCY_NTERR; t++) {
        draw_hex_text(&cv, g, t, body);
        if (g) draw_units_text(&cv, g, t, cell_x(scy_territories[t].row, scy_territories[t].col),
                               cell_yb(scy_territories[t].row, body) + 2);
    }
    for (int f = 0; f < SCY_NFACTIONS; f++) {
        int x0 = cell_x(scy_homes[f].row, scy_homes[f].col), yb = cell_yb(scy_homes[f].row, body);
        char name[16];
        snprintf(name, sizeof name, "%s", scy_faction_label(f));
        for (char *p = name; *p; p++) *p = (char)toupper((unsigned char)*p);
        put_text(&cv, x0 + 2, yb, name, HEXW - 2);
        char base[32];   /* "base [M]": the home-base marker of several Automas stands here */
        snprintf(base, sizeof base, "%s%s", _("base"), g && scy_game_is_multi(g) && g->tiebreak_marker == f ? " [M]" : "");
        put_text(&cv, x0 + 2, yb + 1, base, HEXW - 2);
        if (g) draw_units_text(&cv, g, SCY_POS_HOME(f), x0, yb + 2);
    }

    /* Print without blank lines at the top and bottom, and without trailing spaces. */
    int first = -1, last = -1;
    for (int y = 0; y < cv.h; y++)
        for (int x = 0; x < cv.w; x++)
            if (cv.cell[y * cv.w + x][0] != ' ') {
                if (first < 0) first = y;
                last = y;
                break;
            }
    for (int y = first; first >= 0 && y <= last; y++) {
        int end = cv.w;
        while (end > 0 && cv.cell[y * cv.w + end - 1][0] == ' ') end--;
        for (int x = 0; x < end; x++) am_buf_puts(out, cv.cell[y * cv.w + x]);
        am_buf_puts(out, "\n");
    }
    free(cv.cell);

    am_buf_puts(out, "\n");
    am_buf_printf(out, _("Territories A2..H4: row A (north) to H (south), column 1 (west) to 7 (east);\n"
                         "index order = normal English reading order.\n"));
    am_buf_printf(out, _("  * encounter   T tunnel (the six tunnels are linked)   ~ river   "
                         "FACTORY = D4\n"));
    am_buf_printf(out, _("  NORDIC, RUSVIET, ... = home bases (not territories)\n"));
    if (g) {
        am_buf_printf(out, _("  Units: S:C M2 W3 = Saxony: character, 2 mechs, 3 workers;   "
                             "r3 = 3 resource tokens\n"));
        am_buf_printf(out, _("  Structures: N=Mill, N=Armory, N=Monum. (Monument), N=Mine = Nordic's structure\n"));
        if (plays(g, SCY_TOGAWA))
            am_buf_printf(out, _("  T=trap = a Togawa trap, armed (face down); T=sprung = a disarmed trap (face up)\n"));
        if (plays(g, SCY_ALBION)) am_buf_printf(out, _("  A=flag = an Albion flag\n"));
        if (scy_game_is_multi(g))
            am_buf_printf(out, _("  [M] = the home-base marker (the tie-breaker of several Automas)\n"));
        am_buf_printf(out, _("  Players:\n"));
        for (int pl = 0; pl < nplayers_of(g); pl++) {
            int f = g->p[pl].faction;
            if (f >= SCY_NFACTIONS) continue;
            am_buf_printf(out, "    %c  %s (%s)\n", faction_letter(f), scy_faction_title(f),
                          g->p[pl].automa ? _("Automa") : _("human"));
        }
    }
}

/* ---- SVG ------------------------------------------------------------------------------- */

#define R 44.0             /* hex radius (centre to corner) */
#define HW 76.210235533    /* hex width = sqrt(3) * R */
#define MX 24.0
#define MY 44.0

/* Numbers in the SVG with one decimal and a '.' whatever the locale (the program sets LC_ALL from
 * the environment, and "%.1f" would print "12,5" in an Italian locale).  Use as fx(v).s in a
 * printf argument list: the returned temporary lives until the end of the full expression. */
typedef struct svg_num { char s[32]; } svg_num;
static svg_num fx(double v)
{
    svg_num n;
    long t = lround(v * 10.0);
    long a = t < 0 ? -t : t;
    snprintf(n.s, sizeof n.s, "%s%ld.%ld", t < 0 ? "-" : "", a / 10, a % 10);
    return n;
}

static double hex_cx(int r, int c) { return MX + HW * (c + (row_is_odd(r) ? 0.5 : 0.0)) + HW / 2; }
static double hex_cy(int r) { return MY + 1.5 * R * (r + 1) + R; }

/* Corner k of a pointy-top hex: 0 upper right, 1 lower right, 2 bottom, 3 lower left, 4 upper
 * left, 5 top. */
static void corner(double cx, double cy, int k, double *x, double *y)
{
    static const double ux[6] = {0.8660254037844386, 0.8660254037844386, 0, -0.8660254037844386,
                                 -0.8660254037844386, 0};
    static const double uy[6] = {-0.5, 0.5, 1, 0.5, -0.5, -1};
    *x = cx + R * ux[k];
    *y = cy + R * uy[k];
}

/* The two corners of the edge towards direction dir. */
static const int edge_corners[NDIRS][2] = {
    [DIR_W] = {3, 4}, [DIR_E] = {0, 1}, [DIR_NW] = {4, 5}, [DIR_NE] = {5, 0}, [DIR_SW] = {2, 3}, [DIR_SE] = {1, 2},
};

static const char *const terrain_fill[SCY_NTERRAINS] = {
    [SCY_FARM] = "#f2d65c", [SCY_VILLAGE] = "#e5a56a", [SCY_TUNDRA] = "#bcd9cc", [SCY_FOREST] = "#4e9a50",
    [SCY_MOUNTAIN] = "#a9a39b", [SCY_LAKE] = "#6db2e3", [SCY_FACTORY_T] = "#b58bd8",
};
static const char *const faction_fill[SCY_NFACTIONS] = {
    [SCY_NORDIC] = "#2b6cb0", [SCY_RUSVIET] = "#c53030", [SCY_TOGAWA] = "#6b46c1", [SCY_CRIMEA] = "#d69e2e",
    [SCY_SAXONY] = "#1a1a1a", [SCY_POLANIA] = "#f4f4f4", [SCY_ALBION] = "#2f855a",
};
static const char *const faction_ink[SCY_NFACTIONS] = {
    [SCY_NORDIC] = "#ffffff", [SCY_RUSVIET] = "#ffffff", [SCY_TOGAWA] = "#ffffff", [SCY_CRIMEA] = "#1a1a1a",
    [SCY_SAXONY] = "#ffffff", [SCY_POLANIA] = "#1a1a1a", [SCY_ALBION] = "#ffffff",
};

static void svg_escaped(am_buf *out, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': am_buf_puts(out, "&amp;"); break;
        case '<': am_buf_puts(out, "&lt;"); break;
        case '>': am_buf_puts(out, "&gt;"); break;
        case '"': am_buf_puts(out, "&quot;"); break;
        default: {
            char ch[2] = {*s, '\0'};
            am_buf_puts(out, ch);
        }
        }
    }
}

static void svg_text(am_buf *out, double x, double y, const char *attrs, const char *text)
{
    am_buf_printf(out, "<text x=\"%s\" y=\"%s\" %s>", fx(x).s, fx(y).s, attrs);
    svg_escaped(out, text);
    am_buf_puts(out, "</text>\n");
}

static void svg_star(am_buf *out, double cx, double cy, double rad)
{
    am_buf_puts(out, "<polygon class=\"encounter\" fill=\"#ffd21f\" stroke=\"#5a4500\" stroke-width=\"1\" points=\"");
    for (int k = 0; k < 10; k++) {
        static const double ux[10] = {0, 0.2245, 0.9511, 0.3633, 0.5878, 0, -0.5878, -0.3633, -0.9511, -0.2245};
        static const double uy[10] = {-1, -0.309, -0.309, 0.118, 0.809, 0.382, 0.809, 0.118, -0.309, -0.309};
        am_buf_printf(out, "%s%s,%s", k ? " " : "", fx(cx + rad * ux[k]).s, fx(cy + rad * uy[k]).s);
    }
    am_buf_puts(out, "\"/>\n");
}

static void svg_tunnel(am_buf *out, double cx, double cy, double rad)
{
    am_buf_printf(out,
                  "<path class=\"tunnel\" d=\"M%s %s a%s %s 0 0 1 %s 0 z\" fill=\"#2d2d2d\" "
                  "stroke=\"#000\" stroke-width=\"1\"/>\n",
                  fx(cx - rad).s, fx(cy + rad / 2).s, fx(rad).s, fx(rad).s, fx(2 * rad).s);
}

/* A structure: a distinct shape each (Mill a disc with a cross, Armory a shield, Monument an
 * obelisk, Mine an arch over a dark opening), in the owner's colour. */
static void svg_structure(am_buf *out, int kind, int faction, double cx, double cy)
{
    const char *fill = faction >= 0 && faction < SCY_NFACTIONS ? faction_fill[faction] : "#888";
    am_buf_printf(out, "<g class=\"structure %s\" transform=\"translate(%s,%s)\">", scy_structure_name(kind), fx(cx).s,
                  fx(cy).s);
    switch (kind) {
    case SCY_ST_MILL:
        am_buf_printf(out, "<circle r=\"7.5\" fill=\"%s\" stroke=\"#111\" stroke-width=\"1.4\"/>"
                           "<path d=\"M-5.5,-5.5 L5.5,5.5 M5.5,-5.5 L-5.5,5.5\" stroke=\"#111\" stroke-width=\"1.8\"/>", fill);
        break;
    case SCY_ST_ARMORY:
        am_buf_printf(out, "<path d=\"M-7,-7 L7,-7 L7,0 C7,5 0,8 0,8 C0,8 -7,5 -7,0 Z\" fill=\"%s\" stroke=\"#111\" "
                           "stroke-width=\"1.4\"/><path d=\"M0,-4 L0,4 M-3.5,0 L3.5,0\" stroke=\"#111\" stroke-width=\"1.6\"/>",
                      fill);
        break;
    case SCY_ST_MONUMENT:
        am_buf_printf(out, "<path d=\"M-3,-8 L3,-8 L5,8 L-5,8 Z\" fill=\"%s\" stroke=\"#111\" stroke-width=\"1.4\"/>"
                           "<path d=\"M-3,-8 L0,-11 L3,-8\" fill=\"#111\"/>", fill);
        break;
    default:
        am_buf_printf(out, "<path d=\"M-8,7 L-8,-1 A8,8 0 0 1 8,-1 L8,7 Z\" fill=\"%s\" stroke=\"#111\" "
                           "stroke-width=\"1.4\"/><path d=\"M-4,7 L-4,1 A4,4 0 0 1 4,1 L4,7 Z\" fill=\"#111\"/>", fill);
        break;
    }
    am_buf_puts(out, "</g>\n");
}

static void svg_units(am_buf *out, const scy_game *g, int pos, double cx, double y)
{
    char buf[32];
    for (int pl = 0; pl < nplayers_of(g); pl++) {
        unit_group(g, pl, pos, buf, sizeof buf);
        int f = g->p[pl].faction;
        if (!buf[0] || f >= SCY_NFACTIONS) continue;
        /* a light card under each line keeps it readable on every terrain colour */
        am_buf_printf(out,
                      "<rect x=\"%s\" y=\"%s\" width=\"74\" height=\"12\" rx=\"3\" fill=\"#ffffff\" "
                      "fill-opacity=\"0.8\"/>\n",
                      fx(cx - 36).s, fx(y - 10).s);
        am_buf_printf(out,
                      "<circle cx=\"%s\" cy=\"%s\" r=\"4.5\" fill=\"%s\" stroke=\"#000\" "
                      "stroke-width=\"1\"/>\n",
                      fx(cx - 30).s, fx(y - 3.5).s, faction_fill[f]);
        svg_text(out, cx - 23, y, "class=\"units\" font-size=\"10\" font-weight=\"bold\" fill=\"#111\"", buf);
        y += 12;
    }
}

void scy_render_map_svg(const scy_game *g, am_buf *out)
{
    const double width = 2 * MX + 9 * HW, map_bottom = hex_cy(7) + R;
    const double height = map_bottom + (g ? 126 + 18 * nplayers_of(g) : 96);
    am_buf_printf(out,
                  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%ld\" height=\"%ld\" "
                  "viewBox=\"0 0 %ld %ld\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n",
                  lround(width), lround(height), lround(width), lround(height));
    am_buf_printf(out, "<rect width=\"100%%\" height=\"100%%\" fill=\"#fbf8f0\"/>\n");
    am_buf_puts(out, "<title>");
    svg_escaped(out, _("Scythe board"));
    am_buf_puts(out, "</title>\n");
    svg_text(out, MX, 26, "font-size=\"18\" font-weight=\"bold\" fill=\"#222\"", _("Scythe board"));

    /* hexes */
    am_buf_puts(out, "<g id=\"territories\">\n");
    for (int t = 0; t < SCY_NTERR; t++) {
        int r = scy_territories[t].row, c = scy_territories[t].col, terr = scy_territories[t].terrain;
        double cx = hex_cx(r, c), cy = hex_cy(r);
        am_buf_printf(out, "<polygon class=\"hex %s\" fill=\"%s\" stroke=\"#555\" stroke-width=\"1.5\" points=\"",
                      scy_terrain_name(terr), terrain_fill[terr]);
        for (int k = 0; k < 6; k++) {
            double x, y;
            corner(cx, cy, k, &x, &y);
            am_buf_printf(out, "%s%s,%s", k ? " " : "", fx(x).s, fx(y).s);
        }
        am_buf_puts(out, "\"/>\n");
    }
    am_buf_puts(out, "</g>\n");

    /* rivers: each shared edge once (from the territory first in reading order), and the
     * home-base river */
    am_buf_puts(out, "<g id=\"rivers\" stroke=\"#1553c7\" stroke-width=\"6\" stroke-linecap=\"round\">\n");
    for (int t = 0; t < SCY_NTERR; t++) {
        int r = scy_territories[t].row, c = scy_territories[t].col;
        for (int d = 0; d < NDIRS; d++) {
            int nr, nc;
            neighbour_cell(r, c, d, &nr, &nc);
            int n = scy_board_at(nr, nc);
            if (!edge_is_river(t, nr, nc) || (n >= 0 && n < t)) continue;
            double x1, y1, x2, y2;
            corner(hex_cx(r, c), hex_cy(r), edge_corners[d][0], &x1, &y1);
            corner(hex_cx(r, c), hex_cy(r), edge_corners[d][1], &x2, &y2);
            am_buf_printf(out, "<line class=\"river\" x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\"/>\n", fx(x1).s, fx(y1).s,
                          fx(x2).s, fx(y2).s);
        }
    }
    am_buf_puts(out, "</g>\n");

    /* labels, markers, units */
    am_set enc = encounter_tokens(g);
    for (int t = 0; t < SCY_NTERR; t++) {
        int r = scy_territories[t].row, c = scy_territories[t].col, terr = scy_territories[t].terrain;
        double cx = hex_cx(r, c), cy = hex_cy(r);
        const char *ink = terr == SCY_FOREST ? "#ffffff" : "#1a1a1a";
        char attrs[160];
        snprintf(attrs, sizeof attrs, "text-anchor=\"middle\" font-size=\"14\" font-weight=\"bold\" fill=\"%s\"", ink);
        svg_text(out, cx, cy - 0.48 * R, attrs, scy_territories[t].name);
        snprintf(attrs, sizeof attrs, "text-anchor=\"middle\" font-size=\"%s\" fill=\"%s\"%s",
                 terr == SCY_FACTORY_T ? "11" : "9", ink, terr == SCY_FACTORY_T ? " font-weight=\"bold\"" : "");
        svg_text(out, cx, cy - 0.2 * R, attrs, terrain_label(terr));
        if (am_set_has(enc, t)) svg_star(out, cx + 0.5 * R, cy - 0.55 * R, 8);
        if (am_set_has(scy_mask_tunnel, t)) svg_tunnel(out, cx - 0.52 * R, cy - 0.58 * R, 8);
        if (g && g->resources[t]) {
            char res[16];
            snprintf(res, sizeof res, "r%u", (unsigned)g->resources[t]);
            snprintf(attrs, sizeof attrs, "text-anchor=\"middle\" font-size=\"10\" font-weight=\"bold\" fill=\"%s\"",
                     ink);
            svg_text(out, cx + 0.62 * R, cy - 0.2 * R, attrs, res);
        }
        if (g) svg_units(out, g, t, cx, cy + 0.25 * R);
        for (int pl = 0; g && pl < nplayers_of(g); pl++)
            for (int k = 0; k < SCY_NSTRUCTURES; k++)
                if (scy_structure_pos(g, pl, k) == t) svg_structure(out, k, g->p[pl].faction, cx + 0.55 * R, cy + 0.62 * R);
    }

    /* home bases */
    for (int f = 0; f < SCY_NFACTIONS; f++) {
        double cx = hex_cx(scy_homes[f].row, scy_homes[f].col), cy = hex_cy(scy_homes[f].row);
        am_buf_printf(out,
                      "<rect class=\"home\" x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" rx=\"12\" "
                      "fill=\"%s\" stroke=\"#222\" stroke-width=\"2\"/>\n",
                      fx(cx - 0.8 * R).s, fx(cy - 0.6 * R).s, fx(1.6 * R).s, fx(1.2 * R).s, faction_fill[f]);
        char attrs[160], name[16];
        snprintf(attrs, sizeof attrs, "text-anchor=\"middle\" font-size=\"12\" font-weight=\"bold\" fill=\"%s\"",
                 faction_ink[f]);
        snprintf(name, sizeof name, "%s", scy_faction_label(f));
        name[0] = (char)toupper((unsigned char)name[0]);
        svg_text(out, cx, cy - 0.22 * R, attrs, name);
        snprintf(attrs, sizeof attrs, "text-anchor=\"middle\" font-size=\"9\" fill=\"%s\"", faction_ink[f]);
        svg_text(out, cx, cy + 0.02 * R, attrs, _("home base"));
        if (g) svg_units(out, g, SCY_POS_HOME(f), cx, cy + 0.12 * R + 11);
    }

    /* legend */
    double y = map_bottom + 22;
    double x = MX;
    for (int k = 0; k < SCY_NTERRAINS; k++) {
        am_buf_printf(out, "<rect x=\"%s\" y=\"%s\" width=\"14\" height=\"14\" fill=\"%s\" stroke=\"#555\"/>\n", fx(x).s,
                      fx(y - 11).s, terrain_fill[k]);
        svg_text(out, x + 18, y, "font-size=\"12\" fill=\"#222\"", terrain_label(k));
        x += 92;
    }
    y += 26;
    x = MX;
    am_buf_printf(out,
                  "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" stroke=\"#1553c7\" stroke-width=\"6\" "
                  "stroke-linecap=\"round\"/>\n",
                  fx(x).s, fx(y - 4).s, fx(x + 24).s, fx(y - 4).s);
    svg_text(out, x + 30, y, "font-size=\"12\" fill=\"#222\"", _("river"));
    x += 100;
    svg_star(out, x + 7, y - 5, 8);
    svg_text(out, x + 20, y, "font-size=\"12\" fill=\"#222\"", _("encounter"));
    x += 110;
    svg_tunnel(out, x + 8, y - 5, 8);
    svg_text(out, x + 22, y, "font-size=\"12\" fill=\"#222\"", _("tunnel (the six are linked)"));
    if (g) {
        x += 200;
        static const char *const names[SCY_NSTRUCTURES] = {N_("Mill"), N_("Armory"), N_("Monument"), N_("Mine")};
        for (int k = 0; k < SCY_NSTRUCTURES; k++) {
            svg_structure(out, k, -1, x + 8, y - 5);
            svg_text(out, x + 20, y, "font-size=\"12\" fill=\"#222\"", _(names[k]));
            x += 92;
        }
    }
    y += 22;
    svg_text(out, MX, y, "font-size=\"12\" fill=\"#222\"",
             _("A2..H4: row A (north) to H (south), column 1 (west) to 7 (east). Home bases are not territories."));
    if (g) {
        y += 22;
        svg_text(out, MX, y, "font-size=\"12\" fill=\"#222\"",
                 _("Units: S:C M2 W3 = Saxony: character, 2 mechs, 3 workers; r3 = 3 resource tokens."));
        y += 4;
        for (int pl = 0; pl < nplayers_of(g); pl++) {
            int f = g->p[pl].faction;
            if (f >= SCY_NFACTIONS) continue;
            char line[160];
            y += 18;
            am_buf_printf(out,
                          "<circle cx=\"%s\" cy=\"%s\" r=\"5\" fill=\"%s\" stroke=\"#000\" "
                          "stroke-width=\"1\"/>\n",
                          fx(MX + 5).s, fx(y - 4).s, faction_fill[f]);
            snprintf(line, sizeof line, "%c  %s (%s)", faction_letter(f), scy_faction_title(f),
                     g->p[pl].automa ? _("Automa") : _("human"));
            svg_text(out, MX + 16, y, "font-size=\"12\" fill=\"#222\"", line);
        }
    }
    am_buf_puts(out, "</svg>\n");
}
