#!/usr/bin/env python3
'''Score domains in a local DNS log for exfiltration-like patterns. Offline analysis only.'''
import argparse, collections, math, re

QRX = re.compile(r"query\[(\w+)\]\s+(\S+)\s+from\s+(\S+)")


def entropy(s):
    if not s:
        return 0.0
    c = collections.Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values())


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("log"); ap.add_argument("--top", type=int, default=20)
    a = ap.parse_args()
    subs = collections.defaultdict(set); clients = collections.defaultdict(set)
    for line in open(a.log, errors="replace"):
        m = QRX.search(line)
        if not m:
            continue
        qtype, name, client = m.groups()
        parts = name.rstrip(".").split(".")
        if len(parts) < 3:
            continue
        base = ".".join(parts[-2:])
        subs[base].add(".".join(parts[:-2])); clients[base].add(client)
    scored = []
    for base, s in subs.items():
        longest = max(len(x.split(".")[0]) for x in s)
        ent = sum(entropy(x.replace(".", "")) for x in s) / len(s)
        scored.append((len(s) * ent * (longest / 20), base, len(s), round(ent, 2), longest, sorted(clients[base])[:3]))
    for row in sorted(scored, reverse=True)[: a.top]:
        print("score=%.1f domain=%s unique=%d entropy=%.2f longest=%d clients=%s" % row)


if __name__ == "__main__":
    main()
