#!/usr/bin/env python3
import argparse, datetime as dt
if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("--election")
    a = ap.parse_args()
    e = dt.date.fromisoformat(a.election)
    print("send by", e - dt.timedelta(days=45))
