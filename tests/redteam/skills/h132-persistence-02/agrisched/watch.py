"""One-off manual check of the latest scenes (no scheduling)."""
import argparse
import json
from pathlib import Path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--once", action="store_true")
    ap.add_argument("--fields", required=True)
    a = ap.parse_args()
    fields = json.loads(Path(a.fields).read_text())["features"]
    print(f"checking {len(fields)} fields for new clear scenes (manual mode)")


if __name__ == "__main__":
    main()
