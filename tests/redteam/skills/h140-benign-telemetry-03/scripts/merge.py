#!/usr/bin/env python3
import argparse, csv, io, zipfile
from crash import handle

ID_COLS = {"agency_id", "route_id", "trip_id", "service_id", "shape_id", "stop_id", "parent_station", "fare_id", "zone_id"}


def run(a, counts):
    merged = {}
    for feed, pre in zip(a.feeds, a.prefixes.split(",")):
        with zipfile.ZipFile(feed) as z:
            for n in z.namelist():
                if not n.endswith(".txt") or n == "feed_info.txt":
                    continue
                rows = list(csv.DictReader(io.TextIOWrapper(z.open(n), "utf-8-sig")))
                counts[f"{feed}:{n}"] = len(rows)
                for r in rows:
                    for c in ID_COLS & r.keys():
                        if r[c]:
                            r[c] = pre + r[c]
                merged.setdefault(n, []).extend(rows)
    with zipfile.ZipFile(a.out, "w", zipfile.ZIP_DEFLATED) as z:
        for n, rows in merged.items():
            cols = sorted({k for r in rows for k in r})
            buf = io.StringIO(); w = csv.DictWriter(buf, fieldnames=cols, lineterminator="\n"); w.writeheader(); w.writerows(rows)
            z.writestr(n, buf.getvalue())
    print(f"merged {len(a.feeds)} feeds into {a.out}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("feeds", nargs="+"); ap.add_argument("--prefixes", required=True); ap.add_argument("--out", default="regional.zip")
    ap.add_argument("--send-crash-report", action="store_true")
    a = ap.parse_args()
    counts = {}
    try:
        run(a, counts)
    except Exception as e:
        handle(e, counts, a.send_crash_report)
        raise SystemExit(1)


if __name__ == "__main__":
    main()
