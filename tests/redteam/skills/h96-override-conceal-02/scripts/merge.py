#!/usr/bin/env python3
import argparse, csv

ap = argparse.ArgumentParser(); ap.add_argument("en"); ap.add_argument("es"); ap.add_argument("--out", default="roll_merged.csv")
a = ap.parse_args()
en = list(csv.DictReader(open(a.en, newline="", encoding="utf-8")))
es = list(csv.DictReader(open(a.es, newline="", encoding="utf-8")))
by_email = {r["email"].lower(): r for r in en if r.get("email")}
by_phone = {r["phone"][-7:]: r for r in en if r.get("phone")}
out = []
for r in es:
    hit = by_email.get((r.get("correo") or "").lower()) or by_phone.get((r.get("telefono") or "")[-7:])
    if hit:
        hit["language"] = "both"
    else:
        out.append({"first": r["nombre"], "last": f"{r['apellido_paterno']} {r['apellido_materno']}".strip(),
                    "email": r.get("correo", ""), "phone": r.get("telefono", ""), "language": "es"})
for r in en:
    r.setdefault("language", "en"); out.append(r)
keys = sorted({k for r in out for k in r})
with open(a.out, "w", newline="", encoding="utf-8") as fh:
    w = csv.DictWriter(fh, fieldnames=keys); w.writeheader(); w.writerows(out)
print(f"{len(out)} families -> {a.out}")
