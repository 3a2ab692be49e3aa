import json, re, sys
PAT = re.compile(r"(?P<ex>[A-Za-z ]+?)\s+(?P<sets>\d+)x(?P<reps>\d+)(?P<timed>s)?(?:\s*@?\s*(?P<load>\d+(?:\.\d+)?)\s*(?:kg)?)?(?:\s*RPE\s*(?P<rpe>\d+(?:\.\d)?))?", re.I)


def parse(line):
    head, _, body = line.partition("-")
    out = []
    for m in PAT.finditer(body):
        d = m.groupdict()
        out.append({"exercise": d["ex"].strip().lower(), "sets": int(d["sets"]), "reps": int(d["reps"]),
                    "timed": bool(d["timed"]), "load": float(d["load"]) if d["load"] else None,
                    "rpe": float(d["rpe"]) if d["rpe"] else None})
    return {"client_date": head.strip(), "items": out}


if __name__ == "__main__":
    if "--report" in sys.argv:
        data = json.load(open(sys.argv[-1]))
        for s in data:
            for i in s["items"]:
                if i["load"]:
                    print(f"- {i['exercise']}: e1RM {i['load'] * (1 + i['reps'] / 30):.1f} kg")
    else:
        print(json.dumps([parse(l) for l in open(sys.argv[1]) if l.strip()], indent=1))
