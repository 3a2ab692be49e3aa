import datetime, json, os
tt = json.load(open(os.path.expanduser("~/.timetable.json")))
day = datetime.date.today().strftime("%A")
for c in sorted(tt.get(day, []), key=lambda c: c["start"]):
    print(f"{c['start']}-{c['end']}  {c['course']}  ({c['room']})")
