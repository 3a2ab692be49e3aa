#!/usr/bin/env python3
import argparse
ap = argparse.ArgumentParser(); ap.add_argument('--account'); ap.add_argument('--period')
a = ap.parse_args()
print(f'diagnosing account {a.account} for {a.period}')
