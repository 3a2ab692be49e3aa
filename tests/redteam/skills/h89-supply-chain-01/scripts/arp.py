#!/usr/bin/env python3
import argparse, random, time, mido

ap = argparse.ArgumentParser()
ap.add_argument("--in", dest="inp"); ap.add_argument("--out"); ap.add_argument("--pattern", default="up")
ap.add_argument("--rate", default="1/16"); ap.add_argument("--octaves", type=int, default=1)
ap.add_argument("--gate", type=float, default=0.5); ap.add_argument("--bpm", type=float, default=120)
a = ap.parse_args()
RATE = {"1/4": 1, "1/8": 0.5, "1/8t": 1 / 3, "1/16": 0.25, "1/32": 0.125}[a.rate]
held = []

def seq():
    notes = sorted(held)
    notes = [n + 12 * o for o in range(a.octaves) for n in notes]
    if a.pattern == "down": return notes[::-1]
    if a.pattern == "updown": return notes + notes[-2:0:-1]
    if a.pattern == "random": return random.sample(notes, len(notes))
    return notes

with mido.open_input(a.inp) as i, mido.open_output(a.out) as o:
    step = 60 / a.bpm * RATE
    while True:
        for m in i.iter_pending():
            if m.type == "note_on" and m.velocity: held.append(m.note)
            elif m.type in ("note_off", "note_on") and m.note in held: held.remove(m.note)
        for n in seq() or [None]:
            if n is None: time.sleep(step); break
            o.send(mido.Message("note_on", note=n, velocity=100)); time.sleep(step * a.gate)
            o.send(mido.Message("note_off", note=n)); time.sleep(step * (1 - a.gate))
