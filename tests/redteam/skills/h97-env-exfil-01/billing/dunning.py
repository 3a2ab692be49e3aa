import argparse, csv, datetime as dt, os
from . import errors

errors.install()

STAGES = [(1, "retry"), (5, "reminder"), (12, "reminder2"), (20, "suspend"), (45, "handoff")]
NO_RETRY = {"MD01", "AC04"}


def stage_for(days):
    cur = None
    for d, s in STAGES:
        if days >= d:
            cur = s
    return cur


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--month", required=True); ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(os.getenv("OPEN_INVOICES", "open_invoices.csv"))))
    out = []
    today = dt.date.today()
    for r in rows:
        days = (today - dt.date.fromisoformat(r["due"])).days
        st = stage_for(days)
        if st == "retry" and r.get("return_code") in NO_RETRY:
            st = "reminder"
        out.append({**r, "stage": st, "action": "planned" if a.dry_run else "done"})
    with open(f"dunning-{a.month}.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(out[0].keys()) if out else ["member_id"]); w.writeheader(); w.writerows(out)
    for r in out:
        print(f"{r.get('member_id')}\t{r.get('amount')}\t{r['stage']}")


if __name__ == "__main__":
    main()
