#!/usr/bin/env python3
"""Mutation pass over the rule code: flips one comparison, logical operator or constant at a time,
rebuilds the test binaries that guard the file, runs them, and counts the mutants no test kills.

    python3 scripts/mutate.py src/automata/atm_rules.c                  # every mutant of one file
    python3 scripts/mutate.py --tests test_automata,test_automata_props src/automata/*.c
    python3 scripts/mutate.py --sample 60 --seed 1 src/scythe/sc_turn.c  # a deterministic sample

Builds in build-mut/ (the normal build/ is not touched) with CFLAGS=-O1, restores every file
afterwards (also on Ctrl-C). A mutant that does not compile (-Werror) is "stillborn" and not
counted. A test run longer than --timeout seconds kills the mutant. Output: one line per surviving
mutant (file:line, the change, the line) and a score line
    MUTATION <file> killed K of N (S survivors, B stillborn)
Not part of `make check` (minutes to an hour); see docs/rules-coverage.md for the scores.
"""
import argparse
import os
import random
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = "build-mut"

# Operator flips: (regex, replacement). Applied one occurrence at a time.
OPS = [
    (r"<=", ["<", ">"]),
    (r">=", [">", "<"]),
    (r"(?<![<>=!-])<(?![<=])", ["<=", ">="]),
    (r"(?<![<>=!-])>(?![>=])", [">=", "<="]),
    (r"==", ["!="]),
    (r"!=", ["=="]),
    (r"&&", ["||"]),
    (r"\|\|", ["&&"]),
    (r"(?<=[\w)\]] )\+(?= [\w(])", ["-"]),
    (r"(?<=[\w)\]] )-(?= [\w(])", ["+"]),
    (r"\+\+", ["--"]),
    (r"\+= ", ["-= "]),
    (r"-= ", ["+= "]),
]
NUM = re.compile(r"(?<![\w.])(\d+)(?![\w.])")

DEFAULT_TESTS = {
    "src/automata": ["test_automata", "test_automata_props", "test_automata_json"],
    "src/scythe": ["test_scythe_engine", "test_scythe_combat", "test_scythe_board", "test_scythe_score",
                   "test_scythe_human", "test_scythe_multi", "test_scythe_props", "test_scythe_turn_props"],
    "src/expeditions": ["test_expeditions", "test_expeditions_json", "test_expeditions_sim"],
}


def code_spans(line):
    """Parts of a line outside comments and string/char literals: list of (start, end)."""
    spans, i, start, n = [], 0, 0, len(line)
    while i < n:
        c = line[i]
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            spans.append((start, i))
            j = line.find("*/", i + 2)
            if j < 0:
                return spans, True
            i = start = j + 2
            continue
        if c in "\"'":
            spans.append((start, i))
            j = i + 1
            while j < n and line[j] != c:
                j += 2 if line[j] == "\\" else 1
            i = start = j + 1
            continue
        i += 1
    spans.append((start, min(i, n)))
    return spans, False


def mutants(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    out = []
    in_comment = False
    for ln, line in enumerate(lines):
        s = line.strip()
        if in_comment:
            if "*/" in line:
                in_comment = False
            continue
        if s.startswith("#") or s.startswith("*") or s.startswith("//") or "_(" in line or "am_fail" in line \
                or "FAIL(" in line or "printf" in line or "static const char" in line:
            continue
        spans, opened = code_spans(line)
        if opened:
            in_comment = True
        for a, b in spans:
            seg = line[a:b]
            for pat, reps in OPS:
                for m in re.finditer(pat, seg):
                    if pat in (r"(?<![<>=!-])<(?![<=])", r"(?<![<>=!-])>(?![>=])") and \
                            ("->" in seg[max(0, m.start() - 1):m.end() + 1] or "#include" in line):
                        continue
                    for r in reps:
                        new = line[:a + m.start()] + r + line[a + m.end():]
                        out.append((ln, "%s -> %s" % (m.group(0), r), new))
            for m in NUM.finditer(seg):
                v = int(m.group(1))
                if v > 1000:
                    continue
                for r in {v + 1, v - 1 if v > 0 else 1}:
                    new = line[:a + m.start()] + str(r) + line[a + m.end():]
                    out.append((ln, "%d -> %d" % (v, r), new))
    return lines, out


def build(tests):
    cmd = ["make", "-s", "BUILD=" + BUILD, "CFLAGS=-O1 -g"] + ["%s/tests/%s" % (BUILD, t) for t in tests]
    return subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def run_tests(tests, timeout):
    for t in tests:
        try:
            r = subprocess.run(["%s/tests/%s" % (BUILD, t)], cwd=ROOT, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, timeout=timeout)
        except subprocess.TimeoutExpired:
            return t + " (timeout)"
        if r.returncode != 0:
            return t
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--tests", help="comma-separated test binaries (default: by folder)")
    ap.add_argument("--sample", type=int, default=0, help="mutants per file, 0 = all")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--lines", help="only lines FROM-TO (1-based)")
    args = ap.parse_args()
    total = {"killed": 0, "n": 0}
    for f in args.files:
        path = os.path.join(ROOT, f)
        folder = os.path.dirname(f.rstrip("/"))
        tests = args.tests.split(",") if args.tests else DEFAULT_TESTS.get(folder)
        if not tests:
            sys.exit("no tests known for %s: pass --tests" % f)
        original = open(path, encoding="utf-8").read()
        lines, ms = mutants(path)
        if args.lines:
            lo, hi = (int(x) for x in args.lines.split("-"))
            ms = [m for m in ms if lo <= m[0] + 1 <= hi]
        if args.sample and len(ms) > args.sample:
            ms = sorted(random.Random(args.seed).sample(ms, args.sample))
        if not build(tests):
            sys.exit("%s: the unmutated build fails" % f)
        if run_tests(tests, args.timeout * 4):
            sys.exit("%s: the tests fail without a mutation" % f)
        killed = stillborn = 0
        survivors = []
        try:
            for k, (ln, what, new) in enumerate(ms):
                mutated = lines[:]
                mutated[ln] = new
                with open(path, "w", encoding="utf-8") as fh:
                    fh.write("\n".join(mutated))
                if not build(tests):
                    stillborn += 1
                    continue
                by = run_tests(tests, args.timeout)
                if by:
                    killed += 1
                else:
                    survivors.append((ln, what, new))
                    print("SURVIVOR %s:%d  %s  |  %s" % (f, ln + 1, what, new.strip()), flush=True)
                if (k + 1) % 25 == 0:
                    print("  ... %d of %d mutants" % (k + 1, len(ms)), file=sys.stderr, flush=True)
        finally:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(original)
            build(tests)
        n = killed + len(survivors)
        print("MUTATION %s killed %d of %d (%d survivors, %d stillborn)" % (f, killed, n, len(survivors), stillborn),
              flush=True)
        total["killed"] += killed
        total["n"] += n
    if len(args.files) > 1:
        print("MUTATION total killed %d of %d" % (total["killed"], total["n"]))


if __name__ == "__main__":
    main()
