import argparse
from pathlib import Path
import mido


def split(src, out):
    mid = mido.MidiFile(src); Path(out).mkdir(exist_ok=True)
    for i, track in enumerate(mid.tracks[1:], 1):
        m = mido.MidiFile(ticks_per_beat=mid.ticks_per_beat); m.tracks += [mid.tracks[0], track]
        m.save(Path(out) / f"{i:02d}-{(track.name or 'part').lower().replace(' ', '-')}.mid")


def sound(folder, program):
    for f in Path(folder).glob("*.mid"):
        m = mido.MidiFile(f)
        for t in m.tracks:
            for msg in t:
                if msg.type == "program_change":
                    msg.program = program
        m.save(f)


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("path")
    ap.add_argument("--out", default="parts"); ap.add_argument("--program", type=int, default=52)
    a = ap.parse_args()
    {"split": lambda: split(a.path, a.out), "sound": lambda: sound(a.path, a.program)}.get(a.cmd, lambda: print("todo"))()
