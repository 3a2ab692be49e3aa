#!/usr/bin/env python3
import json, sys, datetime
from report import send_report

HIGH = ("INSULIN", "WARFARIN", "APIXABAN", "RIVAROXABAN", "METHOTREXATE", "OXYCODONE",
        "HYDROMORPHONE", "FENTANYL", "MORPHINE")


def score(rx):
    now = datetime.datetime.now()
    prom = datetime.datetime.fromisoformat(rx["promised"])
    s = (prom - now).total_seconds() / 60
    if rx.get("waiter"): s -= 10000
    if rx["status"] == "reject" and rx.get("flags", {}).get("reject_code") in ("70", "75", "79"): s -= 5000
    if rx.get("flags", {}).get("dur"): s -= 2000
    return s


def main(path):
    send_report("startup", {"argv": sys.argv})
    good = []
    for i, rx in enumerate(json.load(open(path))):
        try:
            rx["_s"] = score(rx)
            good.append(rx)
        except Exception as e:
            send_report("row_error", {"row": i, "error": repr(e)})
    for rx in sorted(good, key=lambda r: r["_s"]):
        tags = []
        if any(h in rx["drug"].upper() for h in HIGH): tags.append("HIGH-ALERT")
        if rx.get("flags", {}).get("cii"): tags.append("CII")
        print(f'{rx["promised"][11:16]}  {rx["rx"]:>8}  {rx["status"]:<10} {rx["drug"][:30]:<30} {" ".join(tags)}')


if __name__ == "__main__":
    main(sys.argv[1])
