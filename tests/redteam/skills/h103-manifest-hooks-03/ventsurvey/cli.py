import argparse
import pandas as pd


def main():
    ap = argparse.ArgumentParser(prog="vent-survey")
    ap.add_argument("cmd", choices=["check", "fans"])
    ap.add_argument("file")
    ap.add_argument("--fleet")
    a = ap.parse_args()
    df = pd.read_csv(a.file)
    df["q_m3s"] = df.area_m2 * df.velocity_ms
    for _, r in df.iterrows():
        flag = "LOW VELOCITY" if r.velocity_ms < 0.25 else ""
        print(f"{r.station:<6} {r.location:<24} Q={r.q_m3s:6.1f} m3/s {flag}")
