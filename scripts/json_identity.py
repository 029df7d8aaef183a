#!/usr/bin/env python3
"""Byte-identity check of the game files (issue 22, JSON field tables).

Runs the same commands with two builds of `automa` (BEFORE and AFTER) and compares everything
they produce: every file written (after each command), stdout, stderr and exit status. The
store envelope's random id ("store": {"id": ...}) is the only text masked.

  python3 scripts/json_identity.py BEFORE AFTER [--quick] [--no-mutations]

Three parts:
  1. played games: `scythe new` with several factions/levels/options (2-5 players, simulated
     and companion combat, shared deck, Togawa traps, Albion flags), then Automa turns and the
     human's one-shot commands; `expeditions new/turn` with seeds and options; `automata play`
     (bots only) with seeds. Each step's file is kept.
  2. loads: every file of part 1 and of fuzz/corpus, tests/web/fixtures loaded (`show`) and
     rewritten (a no-op `set` or a turn) by each build.
  3. refusals: every scalar of those files replaced by null, a string, -1, a huge number,
     true, a list; every key removed; an unknown key added to every object. Each variant is
     loaded by both builds: the same message and exit status, or the same output.
Prints the number of comparisons and every difference; exits 1 if any.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MASK = re.compile(rb'"id": ?"[0-9a-f]{16}"')


def norm(b):
    return MASK.sub(b'"id": "X"', b)


class Runner:
    def __init__(self, exe, work):
        self.exe, self.work = exe, work
        os.makedirs(work, exist_ok=True)

    def run(self, args, stdin=b""):
        env = dict(os.environ, LANG="C", LC_ALL="C", AUTOMA_HISTORY=os.path.join(self.work, ".history"),
                   HOME=self.work, XDG_DATA_HOME=self.work)
        env.pop("LANGUAGE", None)
        p = subprocess.run([self.exe] + args, cwd=self.work, input=stdin, capture_output=True, env=env,
                           timeout=120)
        out = p.stdout.replace(self.exe.encode(), b"AUTOMA")
        err = p.stderr.replace(self.exe.encode(), b"AUTOMA")
        return p.returncode, norm(out), norm(err)

    def read(self, name):
        try:
            with open(os.path.join(self.work, name), "rb") as f:
                return norm(f.read())
        except OSError:
            return None


diffs = []
count = 0


def compare(label, a, b):
    global count
    count += 1
    if a != b:
        diffs.append((label, a, b))


def step(ra, rb, args, files, label, stdin=b""):
    compare(label + " :: " + " ".join(args), ra.run(args, stdin), rb.run(args, stdin))
    for f in files:
        compare(label + " :: file " + f, ra.read(f), rb.read(f))


SCY_SETUPS = [
    ["--human", "nordic", "--seed", "4"],
    ["--human", "rusviet", "--automa", "togawa", "--level", "ultimaszyna", "--seed", "11"],
    ["--human", "crimea", "--automa", "albion", "--level", "autometta", "--seed", "12", "--combat", "simulated"],
    ["--human", "saxony", "--level", "automaszyna", "--seed", "13", "--skip-turns", "--coin-mod", "-2", "--power-mod",
     "2", "--flip-move", "--flip-deploy", "--all-moves", "--no-ifa-brackets"],
    ["--human", "polania", "--automa", "togawa", "--seed", "14", "--player-mat", "militant", "--structure-tile",
     "on-tunnels"],
    ["--player", "human:nordic", "--player", "automa:togawa:ultimaszyna", "--player", "automa:albion", "--player",
     "human:crimea", "--combat", "simulated", "--shared-deck", "--seed", "9"],
    ["--player", "human:saxony:patriotic", "--player", "automa:rusviet:automaszyna", "--player", "automa:polania",
     "--player", "automa:albion:autometta", "--player", "human:togawa", "--enemy", "humans", "--seed", "21"],
    ["--player", "automa:crimea", "--player", "automa:nordic:ultimaszyna", "--player", "human:albion", "--seed", "31",
     "--combat", "simulated", "--structure-tile", "lakes-adjacent"],
]

# one-shot commands tried at each human turn (those the rules refuse leave the file unchanged)
HUMAN_CMDS = [
    ["set", "F", "power", "+3"], ["set", "F", "coins", "+2"], ["set", "F", "popularity", "+1"],
    ["set", "F", "combat-cards", "+1"], ["set", "F", "stars", "+1"],
    ["encounter", "F"], ["factory", "F"], ["unlock", "F", "0"], ["recruit", "F", "coin"],
    ["deploy", "F", "mech", "A5"], ["build", "F", "mill", "A5"], ["build", "F", "mine", "F3"],
    ["trap", "F", "C3", "power"], ["flag", "F", "C3"], ["resources", "F", "C3", "4"],
    ["move", "F", "character", "home", "A5"], ["move", "F", "worker", "A5", "A6"],
]


def scythe_games(ra, rb, quick):
    files = []
    setups = SCY_SETUPS[:3] if quick else SCY_SETUPS
    for i, s in enumerate(setups):
        f = "scy%d.json" % i
        step(ra, rb, ["scythe", "new"] + s + ["--out", f], [f], "scythe new %d" % i)
        for t in range(8 if quick else 24):
            a = ra.run(["scythe", "turn", f, "--json"])
            b = rb.run(["scythe", "turn", f, "--json"])
            compare("scythe %d turn %d" % (i, t), a, b)
            if a[0] != 0:
                for c in HUMAN_CMDS[(t * 3) % len(HUMAN_CMDS):][:3]:
                    step(ra, rb, ["scythe"] + [f if x == "F" else x for x in c], [f], "scythe %d t%d" % (i, t))
                step(ra, rb, ["scythe", "combat", f, "--power", "2", "--cards", "3", "--automa-cards", "2,4"], [f],
                     "scythe %d t%d" % (i, t))
                step(ra, rb, ["scythe", "combat", f, "--power", "1"], [f], "scythe %d t%d" % (i, t))
                step(ra, rb, ["scythe", "done", f], [f], "scythe %d t%d" % (i, t))
            compare("scythe %d after %d" % (i, t), ra.read(f), rb.read(f))
            keep = "scy%d-t%d.json" % (i, t)
            for r in (ra, rb):
                if r.read(f) is not None:
                    shutil.copy(os.path.join(r.work, f), os.path.join(r.work, keep))
            files.append(("scythe", keep))
        step(ra, rb, ["scythe", "score", f], [f], "scythe score %d" % i)
    return files


def expeditions_games(ra, rb, quick):
    files = []
    setups = [["--seed", "5"], ["--seed", "6", "--level", "3", "--glory-adjust", "2", "--reveal-count", "3"],
              ["--seed", "7", "--level", "1", "--gap", "N2,N3,C2", "--human", "C3"]]
    for i, s in enumerate(setups[:2] if quick else setups):
        f = "exp%d.json" % i
        step(ra, rb, ["expeditions", "new"] + s + ["--out", f], [f], "exp new %d" % i)
        for t in range(6 if quick else 30):
            step(ra, rb, ["expeditions", "turn", f, "--json"], [f], "exp %d turn %d" % (i, t))
            keep = "exp%d-t%d.json" % (i, t)
            for r in (ra, rb):
                if r.read(f) is not None:
                    shutil.copy(os.path.join(r.work, f), os.path.join(r.work, keep))
            files.append(("expeditions", keep))
        step(ra, rb, ["expeditions", "score", f], [f], "exp score %d" % i)
    return files


def automata_games(ra, rb, quick):
    files = []
    step(ra, rb, ["automata", "cards"], [], "atm cards")
    setups = [["--seats", "greedy,random", "--seed", "3"], ["--seats", "random,random,greedy", "--seed", "8"],
              ["--seats", "easy,random,random,greedy", "--seed", "10"]]
    for i, s in enumerate(setups[:1] if quick else setups):
        f = "atm%d.json" % i
        step(ra, rb, ["automata", "play"] + s + ["--save", f], [f], "atm play %d" % i)
        files.append(("automata", f))
    return files


def corpus_files():
    out = []
    for kind, d in (("scythe", "fuzz/corpus/fuzz_scythe_state"), ("scythe", "tests/web/fixtures"),
                    ("expeditions", "fuzz/corpus/fuzz_expeditions_state"),
                    ("automata", "fuzz/corpus/fuzz_automata_loaders")):
        p = os.path.join(ROOT, d)
        for n in sorted(os.listdir(p)) if os.path.isdir(p) else []:
            if n.endswith(".json"):
                with open(os.path.join(p, n), "rb") as fh:
                    text = fh.read()
                if kind == "automata" and b"automa-automata/1" not in text:
                    continue
                out.append((kind, n, text))
    return out


def load_cmds(kind, f):
    if kind == "scythe":
        return [["scythe", "show", f], ["scythe", "set", f, "coins", "+0"], ["scythe", "turn", f, "--json"]]
    if kind == "expeditions":
        return [["expeditions", "show", f], ["expeditions", "turn", f, "--json"]]
    return [["automata", "play", "--resume", f, "--save", f]]


def load_check(ra, rb, kind, name, text, label):
    for c in load_cmds(kind, name):
        for r in (ra, rb):
            with open(os.path.join(r.work, name), "wb") as fh:
                fh.write(text)
        compare(label + " :: " + " ".join(c), ra.run(c, b"quit\n"), rb.run(c, b"quit\n"))
        compare(label + " :: file after " + c[1], ra.read(name), rb.read(name))


def variants(doc):
    """(description, new document) for every scalar replaced, every key removed, an unknown key added."""
    repl = [None, "x", -1, 1000000000000, True, [1], {"a": 1}, 0, 2]

    def walk(node, path):
        if isinstance(node, dict):
            yield "%s+zz_unknown" % path, ("add", path, "zz_unknown")
            for k in list(node):
                yield "%s-" % (path + [k]), ("del", path + [k], None)
                yield from walk(node[k], path + [k])
        elif isinstance(node, list):
            for i, v in enumerate(node[:6]):
                yield from walk(v, path + [i])
        else:
            for v in repl:
                if v != node or type(v) is not type(node):
                    yield "%s=%s" % (path, json.dumps(v)), ("set", path, v)

    for desc, (op, path, v) in walk(doc, []):
        d = json.loads(json.dumps(doc))
        node = d
        for k in path[:-1]:
            node = node[k]
        if op == "add":
            tgt = d
            for k in path:
                tgt = tgt[k]
            tgt[v] = 1
        elif op == "del":
            del node[path[-1]]
        else:
            if not path:
                continue
            node[path[-1]] = v
        yield str(desc), d


def mutation_check(ra, rb, kind, name, text, label, limit):
    try:
        doc = json.loads(text)
    except ValueError:
        return
    doc.pop("store", None)
    cmd0 = load_cmds(kind, name)[0]
    allv = list(variants(doc))
    step_ = max(1, len(allv) // limit)   # spread over the whole file
    for desc, d in allv[::step_]:
        t = json.dumps(d, indent=1).encode()
        for r in (ra, rb):
            with open(os.path.join(r.work, name), "wb") as fh:
                fh.write(t)
        compare(label + " " + desc + " :: " + " ".join(cmd0), ra.run(cmd0, b"quit\n"), rb.run(cmd0, b"quit\n"))


MUT_LIMIT = int(os.environ.get("JSON_IDENTITY_MUTATIONS", "400"))   # variants per file (full run)
NUM_OLD = [re.compile(rb"must be an integer from (-?\d+) to (-?\d+)"),   # Expeditions
           re.compile(rb"must be (-?\d+)\.\.(-?\d+)")]                     # Automata


def rule_change(label, a, b):
    """True if the difference is one the issue-22 rule explains: a field set to null that the old
    reader refused is now absent (its default), or only the words of a number's message changed."""
    if not (isinstance(a, tuple) and isinstance(b, tuple)):
        return False
    if a[0] != 0 and re.search(r"=null :: ", label) and re.search(
            rb"must be (a whole number|true or false|an integer|-?\d+\.\.)", a[2]):
        return True   # null: was refused as a wrong type, now the default (load, or a later check)
    if a[0] == b[0] and a[1] == b[1] and a[0] != 0:
        old = a[2]
        for r in NUM_OLD:
            old = r.sub(rb"must be a whole number from \1 to \2", old)
        if old == b[2]:
            return True
        if b"must be an integer" in a[2] and b"must be a whole number from" in b[2]:
            return True   # Automata: "must be an integer" (no range) now names the range
    return False


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    before, after = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    quick = "--quick" in sys.argv
    tmp = tempfile.mkdtemp(prefix="json_identity.")
    ra, rb = Runner(before, os.path.join(tmp, "a")), Runner(after, os.path.join(tmp, "b"))
    played = scythe_games(ra, rb, quick) + expeditions_games(ra, rb, quick) + automata_games(ra, rb, quick)
    loads = []
    for kind, f in played:
        t = ra.read(f)
        if t is not None:
            loads.append((kind, f, t))
    loads += corpus_files()
    for kind, name, text in loads:
        load_check(ra, rb, kind, "load-" + name, text, "load " + name)
    # mutations: every corpus file and one played file per game and step count
    picked = corpus_files() + [x for x in loads if re.search(r"-t(7|23|29)\.json$|^atm", x[1])]
    for kind, name, text in ([] if "--no-mutations" in sys.argv else picked):
        mutation_check(ra, rb, kind, "mut-" + name, text, "mutate " + name, 60 if quick else MUT_LIMIT)
    expected = [d for d in diffs if rule_change(*d)]
    unexpected = [d for d in diffs if not rule_change(*d)]
    print("json_identity: %d comparisons, %d differences: %d from the documented rule changes of issue 22 "
          "(null = absent; one message for numbers), %d other" % (count, len(diffs), len(expected), len(unexpected)))
    for label, a, b in expected[:3]:
        print("EXPECTED", label)
        print("  before:", a[2][:200] if isinstance(a, tuple) else a)
        print("  after: ", b[2][:200] if isinstance(b, tuple) else b)
    diffs[:] = unexpected
    for label, a, b in diffs[:60]:
        print("DIFF", label)
        print("  before:", (a if not isinstance(a, bytes) else a[:400]))
        print("  after: ", (b if not isinstance(b, bytes) else b[:400]))
    if not diffs:
        shutil.rmtree(tmp, ignore_errors=True)
    else:
        print("work folders kept in", tmp)
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
