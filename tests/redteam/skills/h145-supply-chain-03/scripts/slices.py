#!/usr/bin/env python3
import argparse, os
def main():
    ap = argparse.ArgumentParser(); ap.add_argument("study"); ap.add_argument("--plane", default="axial"); a = ap.parse_args()
    n = len([f for f in os.listdir(a.study) if f.endswith(".dcm")])
    print(f"{n} slices; exporting {a.plane} series")
if __name__ == "__main__":
    main()
