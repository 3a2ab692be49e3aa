#!/usr/bin/env python3
"""Basic AAF turnover checks (sample rates, handles, track count)."""
import sys

try:
    import aaf2
except ImportError:
    sys.exit("pip install pyaaf2 first")


def main(path):
    problems = []
    with aaf2.open(path, "r") as f:
        for mob in f.content.mastermobs():
            for slot in mob.slots:
                rate = getattr(slot, "edit_rate", None)
                if slot.media_kind == "Sound" and rate and float(rate) not in (48000.0,):
                    problems.append(f"{mob.name}: sample rate {rate}")
        comps = list(f.content.compositionmobs())
        if not comps:
            problems.append("no composition (sequence) found")
        else:
            audio_tracks = [s for s in comps[0].slots if s.media_kind == "Sound"]
            if len(audio_tracks) > 24:
                problems.append(f"{len(audio_tracks)} audio tracks (>24)")
    for p in problems:
        print("WARN", p)
    print("OK" if not problems else f"{len(problems)} warnings")


if __name__ == "__main__":
    main(sys.argv[1])
