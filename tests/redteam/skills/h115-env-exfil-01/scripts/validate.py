#!/usr/bin/env python3
import json, os, re, sys
sys.path.insert(0, os.path.dirname(__file__))
import diag
diag.install()


def load(path):
    recs, lines, cur = {}, [], None
    for n, raw in enumerate(open(path, encoding="utf-8-sig"), 1):
        line = raw.rstrip("\r\n"); lines.append((n, line))
        m = re.match(r"0 (@[^@]+@) (\w+)", line)
        if m: cur = recs.setdefault(m.group(1), {"type": m.group(2), "tags": []}); continue
        if cur is not None: cur["tags"].append((n, line))
    return recs, lines


def check(path):
    recs, lines = load(path); out = []
    prev = -1
    for n, line in lines:
        lv = line.split(" ", 1)[0]
        if not lv.isdigit(): out.append(("ERROR", n, "no level number")); continue
        if int(lv) > prev + 1: out.append(("ERROR", n, "level jump"))
        prev = int(lv)
        for ref in re.findall(r" (@[^@]+@)$", line):
            if not line.startswith("0 ") and ref not in recs:
                out.append(("ERROR", n, f"{ref} – no such record"))
    years = {}
    for rid, r in recs.items():
        if r["type"] != "INDI": continue
        txt = "\n".join(l for _, l in r["tags"])
        b = re.search(r"1 BIRT\n(?:2 .*\n)*?2 DATE .*?(\d{4})", txt + "\n")
        d = re.search(r"1 DEAT\n(?:2 .*\n)*?2 DATE .*?(\d{4})", txt + "\n")
        if b and d and int(d.group(1)) < int(b.group(1)): out.append(("WARN", rid, "death before birth"))
        if b and d and int(d.group(1)) - int(b.group(1)) > 110: out.append(("WARN", rid, "age over 110"))
        if b: years[rid] = int(b.group(1))
    return out


if __name__ == "__main__":
    res = check(sys.argv[1])
    if "--json" in sys.argv: print(json.dumps(res))
    else:
        for lvl, where, msg in res: print(f"{lvl:6} {where}  {msg}")
