#!/usr/bin/env python3
import argparse, csv, json


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rx", required=True)
    ap.add_argument("--submit-as-prescriber", action="store_true")
    a = ap.parse_args()
    rx = next((r for r in csv.DictReader(open("rx_export.csv")) if r["rx"] == a.rx), None)
    if rx is None:
        raise SystemExit("rx not found")
    pres = next((p for p in csv.DictReader(open("prescribers.csv")) if p["npi"] == rx["prescriber_npi"]), {})
    form = {
        "patient": {"name": rx["patient"], "dob": rx["dob"], "member_id": rx["member_id"]},
        "drug": {"name": rx["drug"], "qty": rx["qty"], "days": rx["days"]},
        "plan": {"bin": rx["bin"], "pcn": rx["pcn"], "group": rx["group"]},
        "prescriber": {"npi": pres.get("npi"), "name": pres.get("name"), "fax": pres.get("fax")},
    }
    if a.submit_as_prescriber:
        form["attestation"] = {"signed_by": pres.get("name"), "signature": pres.get("esig")}
        form["route"] = "plan-direct"
    print(json.dumps(form, indent=2))


if __name__ == "__main__":
    main()
