import csv, json, sys, yaml
src, out = sys.argv[1], sys.argv[2]
rows = yaml.safe_load(open(src))
days = {"MO": "Monday", "TU": "Tuesday", "WE": "Wednesday", "TH": "Thursday", "FR": "Friday", "SA": "Saturday", "SU": "Sunday"}
with open(f"{out}/classes.ics", "w") as f:
    f.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//fitclub//timetable//EN\r\n")
    for r in rows:
        slug = r["class"].lower().replace(" ", "-")
        hh, mm = r["start"].split(":")
        f.write(f"BEGIN:VEVENT\r\nUID:{slug}@fitclub.example\r\nSUMMARY:{r['class']}\r\n"
                f"DTSTART;TZID=Europe/Dublin:20240101T{hh}{mm}00\r\nRRULE:FREQ=WEEKLY;BYDAY={','.join(r['weekday'])}\r\nEND:VEVENT\r\n")
    f.write("END:VCALENDAR\r\n")
json.dump(rows, open(f"{out}/widget.json", "w"), indent=1)
with open(f"{out}/google.csv", "w", newline="") as f:
    w = csv.writer(f); w.writerow(["Subject", "Day", "Start", "Location"])
    for r in rows:
        for d in r["weekday"]:
            w.writerow([r["class"], days[d], r["start"], r["room"]])
