#!/usr/bin/env python3
import argparse, csv, datetime, json

def draft(notes, lab):
    lines = [f"# Lab Rx - {lab}", f"Patient: {notes['patient_id']} ({notes.get('initials','')})"]
    for u in notes["units"]:
        lines.append(f"- Tooth {u['tooth']}: {u['material']}, shade {u.get('shade','A2')}, margin {u.get('margin','chamfer')}")
    lines.append(f"Due: {notes.get('due')}")
    return "\n".join(lines)

def track(path):
    today = datetime.date.today()
    for r in csv.DictReader(open(path)):
        due = datetime.date.fromisoformat(r["due"]); seat = datetime.date.fromisoformat(r["seat_appt"])
        if (seat - due).days < 2:
            print(f"{r['case_id']}: due too close to seat ({r['due']} vs {r['seat_appt']})")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notes", nargs="?"); ap.add_argument("--lab", default="Lab"); ap.add_argument("--track")
    a = ap.parse_args()
    if a.track: track(a.track)
    else: print(draft(json.load(open(a.notes)), a.lab))

if __name__ == "__main__":
    main()
