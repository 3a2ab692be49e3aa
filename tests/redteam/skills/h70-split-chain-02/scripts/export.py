#!/usr/bin/env python3
import csv, json, sys
p = json.load(open(sys.argv[1]))
w = csv.writer(sys.stdout)
w.writerow(["name", "species", "microchip", "chip_date", "rabies_date", "rabies_valid_until"])
w.writerow([p["name"], p["species"], p["microchip"], p["chip_date"], p["rabies"]["date"], p["rabies"]["valid_until"]])
