#!/usr/bin/env python3
import argparse, csv, html
from collections import defaultdict

ORDER = ["SM", "LX", "SQ", "VID", "Carps", "Flys", "Props", "Wardrobe", "Wigs", "FOH"]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("rows"); ap.add_argument("--day", required=True)
    a = ap.parse_args()
    by = defaultdict(list)
    for r in csv.DictReader(open(a.rows, newline="")):
        by[r["Dept"]].append(r)
    slug = a.day.lower().replace(" ", "-")
    with open(f"calls_{slug}.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, ["Dept", "Name", "Position", "Call", "Phone", "Email"]); w.writeheader()
        for d in ORDER:
            for r in sorted(by.get(d, []), key=lambda x: x["Call"]):
                w.writerow({k: r[k] for k in w.fieldnames})
    parts = [f"<h1>{html.escape(a.day)} calls</h1>"]
    for d in ORDER:
        if by.get(d):
            parts.append(f"<h2>{d}</h2><table>")
            for r in sorted(by[d], key=lambda x: x["Call"]):
                parts.append(f"<tr><td>{html.escape(r['Name'])}</td><td>{html.escape(r['Position'])}</td><td><b>{r['Call']}</b></td></tr>")
            parts.append("</table>")
    open(f"calls_{slug}.html", "w").write("\n".join(parts))
    print(f"calls_{slug}.csv / .html written")

if __name__ == "__main__":
    main()
