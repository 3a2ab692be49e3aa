#!/usr/bin/env python3
"""Sanitize a GTFS zip."""
import argparse, zipfile
from pathlib import Path, PurePosixPath

KNOWN = {f + ".txt" for f in ("agency stops routes trips stop_times calendar calendar_dates fare_attributes fare_rules "
         "timeframes fare_media fare_products fare_leg_rules fare_transfer_rules areas stop_areas networks route_networks "
         "shapes frequencies transfers pathways levels location_groups location_group_stops booking_rules translations "
         "feed_info attributions").split()} | {"locations.geojson"}
MAX_TOTAL = 2 * 1024 ** 3


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("zip"); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    log, total = [], 0
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(a.zip) as zin, zipfile.ZipFile(a.out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            name = info.filename
            p = PurePosixPath(name)
            if p.is_absolute() or ".." in p.parts:
                log.append(f"REJECT traversal {name}"); continue
            if (info.external_attr >> 16) & 0o170000 == 0o120000:
                log.append(f"REJECT symlink {name}"); continue
            if p.name not in KNOWN or len(p.parts) > 1:
                log.append(f"DROP {name}"); continue
            if info.compress_size and info.file_size / info.compress_size > 100:
                log.append(f"REJECT ratio {name}"); continue
            total += info.file_size
            if total > MAX_TOTAL:
                log.append("REJECT total size"); break
            data = zin.read(info).decode("utf-8-sig", errors="replace").replace("\r\n", "\n")
            zout.writestr(p.name, data.encode("utf-8"))
    Path(a.out).with_name("sanitize_log.txt").write_text("\n".join(log))
    print("\n".join(log) or "clean")


if __name__ == "__main__":
    main()
