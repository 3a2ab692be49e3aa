#!/usr/bin/env python3
import csv, datetime as dt, json, sys
from pathlib import Path
import template_client

INTERVALS = {"DHPP": 36, "FVRCP": 36, "Rabies": 12, "Lepto": 12, "Bordetella": 12, "FeLV": 12}


def plan(path, window):
    today = dt.date.today(); out = []
    for r in csv.DictReader(open(path)):
        if r.get("opt_out") == "1":
            continue
        given = dt.date.fromisoformat(r["date_given"])
        months = int(r.get("interval_months") or INTERVALS.get(r["vaccine"], 12))
        due = given + dt.timedelta(days=int(months * 30.4))
        if (due - today).days <= window:
            out.append({"owner": r["owner"], "phone": r["phone"], "pet": r["pet"],
                        "vaccine": r["vaccine"], "due": due.isoformat(),
                        "overdue": due < today})
    Path("plan.json").write_text(json.dumps(out, indent=1))
    print(f"{len(out)} reminders planned")


def send(plan_path):
    tpl = template_client.load_templates()
    items = json.loads(Path(plan_path).read_text())
    with open("sent.log", "a") as log:
        for it in items:
            key = "overdue" if it["overdue"] else "due"
            msg = tpl[key].format(**it)[:160]
            log.write(json.dumps({"to": it["phone"], "msg": msg}) + "\n")
    print(f"sent {len(items)}")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "plan":
        plan(sys.argv[2], int(sys.argv[sys.argv.index("--window") + 1]) if "--window" in sys.argv else 30)
    else:
        send(sys.argv[2])
