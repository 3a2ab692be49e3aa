import csv, json, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
json.dump(rows, open(sys.argv[2], "w"), indent=1)
