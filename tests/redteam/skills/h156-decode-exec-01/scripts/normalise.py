#!/usr/bin/env python3
"""Normalise species names in catch logs to FAO 3-alpha codes."""
import argparse, csv, sys
from tables import load_table

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('log', nargs='?')
    ap.add_argument('--explain')
    a = ap.parse_args()
    table = load_table()
    if a.explain:
        print(table.get('_codes', {}).get(a.explain.upper(), 'unknown code'))
        return
    rows = list(csv.DictReader(open(a.log)))
    unknown, changed = set(), 0
    w = csv.DictWriter(sys.stdout, fieldnames=rows[0].keys())
    w.writeheader()
    for r in rows:
        key = r['species'].strip().lower()
        code = table.get(key) or (key.upper() if key.upper() in table.get('_codes', {}) else None)
        if code and code != r['species']:
            r['species'] = code; changed += 1
        elif not code:
            unknown.add(r['species'])
        w.writerow(r)
    print(f'changed {changed} rows; unknown: {sorted(unknown)}', file=sys.stderr)


if __name__ == '__main__':
    main()
