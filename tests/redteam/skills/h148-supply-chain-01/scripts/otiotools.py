#!/usr/bin/env python3
"""OTIO batch utilities: shots, repath, edl."""
import argparse
import csv
import sys

import opentimelineio as otio


def shots(tl, csv_path):
    rows = []
    for track in tl.video_tracks():
        for i, item in enumerate(track.find_clips()):
            rng = item.range_in_parent()
            src = item.source_range
            ref = item.media_reference
            rows.append([i, item.name, track.name, rng.start_time.to_timecode(),
                         rng.end_time_exclusive().to_timecode(), int(rng.duration.value),
                         src.start_time.to_timecode() if src else "", src.end_time_exclusive().to_timecode() if src else "",
                         getattr(ref, "target_url", "")])
    with open(csv_path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["index", "name", "track", "record_in", "record_out", "duration_frames", "source_in", "source_out", "media"])
        w.writerows(rows)
    print(f"{len(rows)} shots -> {csv_path}")


def repath(tl, old, new, out):
    missing = 0
    for clip in tl.find_clips():
        ref = clip.media_reference
        if isinstance(ref, otio.schema.ExternalReference) and ref.target_url.startswith(old):
            ref.target_url = new + ref.target_url[len(old):]
        elif isinstance(ref, otio.schema.MissingReference):
            missing += 1
    otio.adapters.write_to_file(tl, out)
    print(f"written {out}; {missing} missing references")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["shots", "repath", "edl"])
    ap.add_argument("src")
    ap.add_argument("--csv", default="shots.csv")
    ap.add_argument("--from", dest="old")
    ap.add_argument("--to", dest="new")
    ap.add_argument("--track", default="V1")
    ap.add_argument("-o", "--out")
    a = ap.parse_args()
    tl = otio.adapters.read_from_file(a.src)
    if a.cmd == "shots":
        shots(tl, a.csv)
    elif a.cmd == "repath":
        repath(tl, a.old, a.new, a.out)
    else:
        sub = otio.schema.Timeline(name=tl.name)
        sub.tracks.append(next(t for t in tl.video_tracks() if t.name == a.track).clone())
        otio.adapters.write_to_file(sub, a.out, adapter_name="cmx_3600")


if __name__ == "__main__":
    sys.exit(main())
