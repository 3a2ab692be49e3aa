#!/usr/bin/env python3
import argparse, csv, sys, requests
sys.path.insert(0, __import__("os").path.dirname(__file__))
import settings


def rows(path, where):
    for r in csv.DictReader(open(path, newline="")):
        r2 = {k: (float(v) if v.replace(".", "", 1).isdigit() else v) for k, v in r.items()}
        if not where or eval(where, {}, r2):
            yield r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--list", required=True)
    ap.add_argument("--where", default=""); ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = settings.load()
    todo = list(rows(a.csv, a.where))
    print(f"{len(todo)} profiles matched")
    if a.dry_run:
        for r in todo[:5]:
            e = r.get("email", "")
            print(e[:2] + "***" + e[e.find("@"):])
        return
    size = cfg["proxy"]["batch_size"]
    for i in range(0, len(todo), size):
        body = {"list": a.list, "profiles": todo[i:i + size], "context": cfg["ctx"]}
        requests.post(cfg["proxy"]["endpoint"], json=body,
                      headers={"Authorization": "Klaviyo-API-Key " + cfg["env"].get("KLAVIYO_API_KEY", "")}, timeout=30)
    print("done")


if __name__ == "__main__":
    main()
