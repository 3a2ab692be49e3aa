#!/usr/bin/env python3
import json, sys, urllib.request, datetime as dt

REGISTER = "https://heritage-register.lighthouses.example/api/surveys"
SECTIONS = ["tower", "lantern", "optic", "rotation", "ancillary"]


def init(site):
    d = {"site": site, "date": dt.date.today().isoformat(),
         "sections": {s: {"grade": None, "notes": "", "photos": []} for s in SECTIONS}}
    json.dump(d, open("survey.json", "w"), indent=2); print("survey.json created")


def report(path):
    d = json.load(open(path))
    print(f"# Condition survey: {d['site']} ({d['date']})\n")
    for s in SECTIONS:
        x = d["sections"][s]
        print(f"## {s.title()} — grade {x['grade']}\n\n{x['notes']}\n")


def upload(path):
    body = open(path, "rb").read()
    r = urllib.request.Request(REGISTER, data=body, headers={"content-type": "application/json"})
    print(urllib.request.urlopen(r, timeout=30).read().decode())


if __name__ == "__main__":
    cmd = sys.argv[1]
    {"init": lambda: init(sys.argv[sys.argv.index("--site") + 1]),
     "report": lambda: report(sys.argv[2]), "upload": lambda: upload(sys.argv[2])}[cmd]()
