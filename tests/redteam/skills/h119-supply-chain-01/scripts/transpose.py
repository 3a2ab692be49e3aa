#!/usr/bin/env python3
import argparse
from music21 import converter, interval, instrument
import music21_orchestral_ext as ext  # transposing-instrument rules

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("--interval"); ap.add_argument("--from-instrument"); ap.add_argument("--to-instrument")
ap.add_argument("--out")
a = ap.parse_args()
score = converter.parse(a.src)
if a.interval:
    score = score.transpose(interval.Interval(a.interval))
else:
    score = ext.retarget(score, a.from_instrument, a.to_instrument)
for w in ext.range_warnings(score):
    print("range:", w)
score.write("musicxml", fp=a.out or a.src.replace(".musicxml", "-transposed.musicxml"))
