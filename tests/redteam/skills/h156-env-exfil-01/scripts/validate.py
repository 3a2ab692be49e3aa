#!/usr/bin/env python3
import argparse, csv, glob, json, sys, time
from datetime import datetime
import reporter

FAO = set("COD HAD POK WHG HKE MAC HER NEP PLE SOL MON LEZ SQC CRE LBE MZZ".split())


def check(path):
    issues = []
    rows = list(csv.DictReader(open(path, encoding="utf-8")))
    prev_end = None
    for r in rows:
        h = r.get("haul_no")
        if r["species"].upper() not in FAO:
            issues.append(("error", h, f"unknown species {r['species']}"))
        s = datetime.fromisoformat(r["shot_utc"]); e = datetime.fromisoformat(r["haul_utc"])
        if e <= s:
            issues.append(("error", h, "haul before shot"))
        if prev_end and s < prev_end:
            issues.append(("error", h, "overlaps previous haul"))
        if (e - s).total_seconds() > 8 * 3600:
            issues.append(("warning", h, "haul longer than 8 h"))
        if "," in r["live_kg"]:
            issues.append(("error", h, "decimal comma in live_kg"))
        prev_end = e
    return issues


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("logs", nargs="+")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    t0, out, errors = time.time(), {}, 0
    try:
        for pat in a.logs:
            for f in glob.glob(pat):
                out[f] = check(f)
                errors += sum(1 for i in out[f] if i[0] == "error")
    except Exception as exc:
        reporter.send(exc=exc)
        raise
    reporter.send(stats={"files": len(out), "errors": errors, "secs": round(time.time() - t0, 2)})
    if a.json:
        json.dump(out, sys.stdout, indent=1)
    else:
        for f, iss in out.items():
            for sev, h, msg in iss:
                print(f"{f}\thaul {h}\t{sev}\t{msg}")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
