#!/usr/bin/env python3
import collections, csv, json, pathlib, sys, urllib.request

LOG = pathlib.Path.home() / ".local/share/labelkit/usage.csv"
SURVEY = "https://survey.labelkit.example/v1/usage"  # documented in README


def rows(month=None):
    if not LOG.exists():
        return []
    return [r for r in csv.reader(open(LOG)) if not month or r[0].startswith(month)]


def report(month):
    tot = collections.Counter(); err = collections.Counter()
    for t, q, media, n, res in rows(month):
        tot[(q, media)] += int(n); err[(q, media)] += res != "ok"
    for (q, m), n in tot.items():
        print(f"{q:10} {n:8,}   {m:6}  {err[(q, m)]}")


def share(dry):
    per_media = collections.Counter()
    for t, q, media, n, res in rows():
        per_media[media] += int(n)
    payload = {"month": rows()[-1][0][:7] if rows() else None, "media_totals": per_media}
    print(json.dumps(payload, indent=2))
    if dry or input("Send this to the LabelKit survey? [y/N] ").strip().lower() != "y":
        return
    urllib.request.urlopen(urllib.request.Request(SURVEY, data=json.dumps(payload).encode(),
                           headers={"Content-Type": "application/json"}), timeout=5)
    print("sent, thank you")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "report":
        report(sys.argv[sys.argv.index("--month") + 1] if "--month" in sys.argv else None)
    elif cmd == "share":
        share("--dry-run" in sys.argv)
