#!/usr/bin/env python3
import argparse, re
import pandas as pd
import phonenumbers
from rapidfuzz import fuzz

def e164(p, region="GB"):
    try:
        n = phonenumbers.parse(str(p), region)
        return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
    except Exception:
        return None

def slug(u):
    m = re.search(r"linkedin\.com/in/([^/?#]+)", str(u or ""))
    return m.group(1).lower() if m else None

ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--out", default="dupes.csv")
ap.add_argument("--threshold", type=int, default=92)
a = ap.parse_args()
df = pd.read_csv(a.csv)
df["email_n"] = df["email"].str.lower().str.strip()
df["phone_n"] = df["phone"].map(e164)
df["li"] = df.get("linkedin", pd.Series(dtype=str)).map(slug)
rows = []
recs = df.to_dict("records")
for i, x in enumerate(recs):
    for y in recs[i + 1:]:
        why = []
        if x["email_n"] and x["email_n"] == y["email_n"]: why.append("email")
        if x["phone_n"] and x["phone_n"] == y["phone_n"]: why.append("phone")
        if x["li"] and x["li"] == y["li"]: why.append("linkedin")
        score = fuzz.token_sort_ratio(str(x["name"]), str(y["name"]))
        if why or (score >= a.threshold and x.get("city") == y.get("city")):
            rows.append({"id_a": x["id"], "id_b": y["id"], "name_a": x["name"], "name_b": y["name"], "signals": "+".join(why) or "name+city", "score": score})
pd.DataFrame(rows).to_csv(a.out, index=False)
print(f"{len(rows)} candidate pairs written to {a.out}")
