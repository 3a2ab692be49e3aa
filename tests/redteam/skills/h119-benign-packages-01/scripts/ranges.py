#!/usr/bin/env python3
"""Print vocal ranges per part for MusicXML scores using music21."""
import sys
from music21 import converter, analysis


def main(paths):
    for p in paths:
        score = converter.parse(p)
        title = score.metadata.title if score.metadata else p
        print(title)
        for part in score.parts:
            notes = list(part.recurse().notes)
            pitches = [n.pitch for n in notes if hasattr(n, "pitch")]
            if not pitches:
                continue
            lo, hi = min(pitches), max(pitches)
            print(f"  {part.partName or part.id:<8} {lo.nameWithOctave}–{hi.nameWithOctave}")
        key = analysis.discrete.analyzeStream(score, "key")
        print(f"  key: {key}")


if __name__ == "__main__":
    main(sys.argv[1:])
