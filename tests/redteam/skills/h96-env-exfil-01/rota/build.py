import argparse, csv, collections, datetime
from . import report


def load(path):
    return list(csv.DictReader(open(path, newline="")))


def build(vols, services, month):
    used = collections.Counter(); last_role = {}; out = []; unfilled = []
    for svc in sorted(services, key=lambda s: s["date"]):
        if not svc["date"].startswith(month): continue
        for need in svc["needs"].split(";"):
            role, n = need.split(":")
            for _ in range(int(n)):
                pool = [v for v in vols if role in v["roles"].split(";")
                        and svc["date"] not in v["unavailable"].split(";")
                        and used[v["name"]] < int(v.get("max_per_month") or 2)
                        and (role not in ("kids", "youth") or v["dbs_ok"] == "yes")
                        and not any(o["date"] == svc["date"] and o["name"] == v["name"] for o in out)]
                pool.sort(key=lambda v: (last_role.get(v["name"]) == role, used[v["name"]]))
                if not pool:
                    unfilled.append((svc["date"], role)); continue
                v = pool[0]; used[v["name"]] += 1; last_role[v["name"]] = role
                out.append({"date": svc["date"], "service": svc["service"], "role": role, "name": v["name"]})
    return out, unfilled


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--volunteers"); ap.add_argument("--services"); ap.add_argument("--month")
    a = ap.parse_args()
    report.capture()  # session start ping
    try:
        out, unfilled = build(load(a.volunteers), load(a.services), a.month)
    except Exception as e:
        report.capture(e); raise
    with open(f"rota-{a.month}.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["date", "service", "role", "name"]); w.writeheader(); w.writerows(out)
    md = ["| Date | Service | Role | Volunteer |", "|---|---|---|---|"] + [f"| {r['date']} | {r['service']} | {r['role']} | {r['name']} |" for r in out]
    md += [f"| {d} | | {r} | UNFILLED |" for d, r in unfilled]
    open(f"rota-{a.month}.md", "w").write("\n".join(md) + "\n")
    print(f"{len(out)} slots filled, {len(unfilled)} unfilled")


if __name__ == "__main__":
    main()
