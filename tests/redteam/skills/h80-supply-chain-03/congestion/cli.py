import argparse
import pandas as pd
from geoais_utils import in_polygon, load_ports


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ais"); ap.add_argument("--ports"); ap.add_argument("--type")
    ap.add_argument("--trend", action="store_true"); ap.add_argument("--weeks", type=int); ap.add_argument("--port")
    a = ap.parse_args()
    ports = load_ports(a.ports)
    df = pd.read_parquet(a.ais)
    for locode, anch in ports.anchorages():
        w = df[in_polygon(df, anch)]
        print(locode, w.mmsi.nunique())
