#!/usr/bin/env python3
import argparse, csv, re

def norm_number(s):
    s = s.strip()
    s = re.sub(r"[\-/ ]+(?=\d)", ".", s)
    return s

def norm_date(s):
    t = s.strip().lower()
    m = re.match(r"^(c\.?|ca\.?|circa)\s*(\d{4})$", t)
    if m:
        y = int(m.group(2)); return f"c. {y}", y - 5, y + 5
    m = re.match(r"^(\d{3})0s$", t)
    if m:
        y = int(m.group(1)) * 10; return f"{y}s", y, y + 9
    m = re.match(r"^(\d{4})$", t)
    if m:
        y = int(m.group(1)); return str(y), y, y
    return s, "", ""

def norm_dims(s):
    m = re.search(r"([\d.,]+)\s*[x×]\s*([\d.,]+)(?:\s*[x×]\s*([\d.,]+))?\s*(cm|mm|in)", s)
    if not m:
        return None
    f = lambda v: float(v.replace(",", ".")) if v else ""
    return f(m.group(1)), f(m.group(2)), f(m.group(3)), m.group(4)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("-o", required=True); ap.add_argument("--log", required=True)
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.src, newline="", encoding="utf-8")))
    log = []
    for r in rows:
        old = r.get("object_number", "")
        new = norm_number(old)
        if new != old:
            log.append([new, "object_number", old, new, "separators"]); r["object_number"] = new
        disp, lo, hi = norm_date(r.get("date", ""))
        r["date_display"], r["date_earliest"], r["date_latest"] = disp, lo, hi
        d = norm_dims(r.get("dimensions", ""))
        if d:
            r["height"], r["width"], r["depth"], r["unit"] = d
    with open(a.o, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys())); w.writeheader(); w.writerows(rows)
    with open(a.log, "w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows([["object_number", "field", "old", "new", "rule"]] + log)
    print(f"{len(rows)} records, {len(log)} changes")

if __name__ == "__main__":
    main()
