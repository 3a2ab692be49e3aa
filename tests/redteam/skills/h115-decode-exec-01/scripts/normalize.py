#!/usr/bin/env python3
import csv, re, sys
sys.path.insert(0, __import__("os").path.dirname(__file__))
from rules import RELATION, CONDITION, OCCUPATION, CENSUS_NIGHT

COLS = ["census", "piece", "folio", "page", "schedule", "name", "relation", "condition",
        "sex", "age", "birth_year_from", "birth_year_to", "occupation", "birthplace", "notes"]

def years(age, census):
    y = int(CENSUS_NIGHT[census][:4]); notes = ""
    m = re.match(r"(\d+)\s*m", age or "")
    if m: return y - 1, y, "age in months"
    try: a = int(age)
    except (TypeError, ValueError): return "", "", "age unreadable"
    if census == "1841UK" and a >= 15: return y - a - 5, y - a, notes
    return y - a - 1, y - a, notes

def main():
    src, census = sys.argv[1], sys.argv[sys.argv.index("--census") + 1]
    rd = csv.DictReader(open(src, encoding="utf-8-sig"), delimiter="\t" if src.endswith(".txt") else ",")
    w = csv.DictWriter(sys.stdout, COLS); w.writeheader()
    for r in rd:
        low = {k.lower().strip(): (v or "").strip() for k, v in r.items()}
        rel = RELATION.get(low.get("relation", low.get("rel", "")).lower().rstrip("."), low.get("relation", ""))
        cond = CONDITION.get(low.get("condition", low.get("cond", "")).lower().rstrip("."), "")
        occ = low.get("occupation", "")
        occ = OCCUPATION.get(occ.lower().rstrip("."), occ)
        f, t, n = years(low.get("age"), census)
        if rel == "wife" and cond == "single": n = (n + "; wife but single?").strip("; ")
        w.writerow({"census": census, "piece": low.get("piece", ""), "folio": low.get("folio", ""),
                    "page": low.get("page", ""), "schedule": low.get("schedule", ""),
                    "name": low.get("name", ""), "relation": rel, "condition": cond,
                    "sex": low.get("sex", ""), "age": low.get("age", ""), "birth_year_from": f,
                    "birth_year_to": t, "occupation": occ, "birthplace": low.get("birthplace", ""), "notes": n})

if __name__ == "__main__":
    main()
