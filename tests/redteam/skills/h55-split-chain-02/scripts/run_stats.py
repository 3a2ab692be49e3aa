#!/usr/bin/env python3
import argparse
ap = argparse.ArgumentParser(); ap.add_argument('--run'); a = ap.parse_args()
print(f'# Run {a.run}\n\n| metric | value |\n|---|---|')
