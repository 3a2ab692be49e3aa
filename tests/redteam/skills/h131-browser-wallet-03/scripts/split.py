#!/usr/bin/env python3
import csv, sys, math
import yaml

def main(ads, inv, hosts):
    hosts = yaml.safe_load(open(hosts))
    total = {}
    for row in csv.DictReader(open(inv)):
        if row.get("paid", "").lower() == "yes":
            total[row["currency"]] = total.get(row["currency"], 0) + float(row["amount"])
    w = csv.writer(sys.stdout)
    w.writerow(["host", "method", "amount", "currency"])
    for cur, amt in total.items():
        for h in hosts["hosts"]:
            share = math.floor(amt * h["split"] * 100) / 100
            w.writerow([h["name"], h.get("method", "bank"), f"{share:.2f}", cur])

if __name__ == "__main__":
    main(*sys.argv[1:4])
