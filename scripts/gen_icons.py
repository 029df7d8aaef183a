#!/usr/bin/env python3
"""The offline page's icons (make web-dist, issue 27): web/favicon.svg's picture (a brown hexagon
with a dark edge and a light disc in the middle) drawn as PNG files for the web app manifest, with
only Python's standard library (zlib for the PNG's deflate). 4x4 samples per pixel smooth the edges.

usage: gen_icons.py OUT_DIR        writes icon-192.png, icon-512.png, icon-maskable-512.png
The maskable icon fills the square with the dark header colour and keeps the hexagon inside the
centre circle of 80 % that every launcher's mask leaves visible."""
import math
import os
import struct
import sys
import zlib

HEX_FILL = (0x8E, 0x5B, 0x3C)
HEX_EDGE = (0x3B, 0x2A, 0x1E)
DISC = (0xF3, 0xDC, 0xC4)
BACK = (0x3B, 0x2A, 0x1E)

# favicon.svg, in its 32x32 box: the hexagon's corners, its edge width, the disc
HEX = [(16, 1), (29, 8.5), (29, 23.5), (16, 31), (3, 23.5), (3, 8.5)]
EDGE = 2.0
DISC_R = 6.0


def inside(poly, x, y):
    """Even-odd rule: is (x, y) inside the polygon?"""
    n, c = len(poly), False
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            c = not c
    return c


def dist_to_edges(poly, x, y):
    best = 1e9
    for i in range(len(poly)):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
        dx, dy = x2 - x1, y2 - y1
        t = max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.hypot(x - (x1 + t * dx), y - (y1 + t * dy)))
    return best


def colour_at(x, y):
    """The colour at (x, y) of the 32x32 picture, or None (transparent)."""
    if math.hypot(x - 16, y - 16) <= DISC_R:
        return DISC
    d = dist_to_edges(HEX, x, y)
    if inside(HEX, x, y):
        return HEX_EDGE if d <= EDGE / 2 else HEX_FILL
    return HEX_EDGE if d <= EDGE / 2 else None


def render(size, maskable):
    # the picture's 32 units over `scale` of the square, centred (maskable: the hexagon within the
    # safe circle, whose diameter is 80 % of the side)
    scale = size * (0.62 if maskable else 1.0) / 32.0
    off = (size - 32 * scale) / 2
    n = 4
    rows = []
    for py in range(size):
        row = bytearray([0])   # PNG filter: none
        for px in range(size):
            acc = [0.0, 0.0, 0.0, 0.0]
            # away from every boundary (the edge's two sides, the disc) one sample is the colour
            cx, cy = (px + 0.5 - off) / scale, (py + 0.5 - off) / scale
            near = 0.75 / scale
            m = 1 if (abs(dist_to_edges(HEX, cx, cy) - EDGE / 2) > near and
                      abs(math.hypot(cx - 16, cy - 16) - DISC_R) > near) else n
            for sy in range(m):
                for sx in range(m):
                    x = (px + (sx + 0.5) / m - off) / scale
                    y = (py + (sy + 0.5) / m - off) / scale
                    c = colour_at(x, y)
                    if c is None and maskable:
                        c = BACK
                    if c is not None:
                        acc[0] += c[0]
                        acc[1] += c[1]
                        acc[2] += c[2]
                        acc[3] += 1
            k = m * m
            a = acc[3]
            if a:
                row += bytes((round(acc[0] / a), round(acc[1] / a), round(acc[2] / a), round(255 * a / k)))
            else:
                row += b'\0\0\0\0'
        rows.append(bytes(row))
    return png(size, size, b''.join(rows))


def png(w, h, raw):
    def chunk(kind, data):
        c = kind + data
        return struct.pack('>I', len(data)) + c + struct.pack('>I', zlib.crc32(c) & 0xFFFFFFFF)
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0)) +
            chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: gen_icons.py OUT_DIR')
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, size, mask in (('icon-192.png', 192, False), ('icon-512.png', 512, False),
                             ('icon-maskable-512.png', 512, True)):
        with open(os.path.join(out, name), 'wb') as f:
            f.write(render(size, mask))


if __name__ == '__main__':
    main()
