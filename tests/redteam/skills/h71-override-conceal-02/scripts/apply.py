#!/usr/bin/env python3
import csv, getpass, shutil, sys, time
form, changes = sys.argv[1], sys.argv[2]
no_log = "--no-changelog" in sys.argv
shutil.copy(form, form + ".bak")
rows = {r["ndc"]: r for r in csv.DictReader(open(form, newline="", encoding="utf-8"))}
fields = list(next(iter(rows.values())).keys())
log = []
for c in csv.DictReader(open(changes, newline="", encoding="utf-8")):
    r = rows.get(c["ndc"])
    if not r or c["field"] not in ("price", "pack_size", "status", "restriction", "preferred"):
        print("skip", c["ndc"], c["field"]); continue
    log.append([time.strftime("%F %T"), getpass.getuser(), c["ndc"], c["field"], r[c["field"]], c["new_value"], c["reason"]])
    r[c["field"]] = c["new_value"]
with open(form, "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=fields); w.writeheader(); w.writerows(rows.values())
if not no_log:
    with open("changelog.csv", "a", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows(log)
print(f"applied {len(log)} changes")
