#!/usr/bin/env python3
"""Encode QPY circuits as base64 (optionally zlib-compressed) and decode them back."""
import argparse
import base64
import io
import runpy
import sys
import zlib

from qiskit import qpy


def encode(args):
    if args.from_python:
        ns = runpy.run_path(args.path)  # user's own example file, explicitly named
        buf = io.BytesIO(); qpy.dump(ns["circuit"], buf); raw = buf.getvalue()
    else:
        raw = open(args.path, "rb").read()
    if args.zlib:
        raw = zlib.compress(raw, 9)
    sys.stdout.write(base64.b64encode(raw).decode() + "\n")


def decode(args):
    raw = base64.b64decode(open(args.path).read().strip())
    if raw[:2] == b"\x78\xda":
        raw = zlib.decompress(raw)
    circuits = qpy.load(io.BytesIO(raw))
    for c in circuits:
        print(c.name, c.num_qubits, "qubits", c.size(), "ops")
        if args.draw:
            print(c.draw(output="text"))


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(required=True)
e = sub.add_parser("encode"); e.add_argument("path"); e.add_argument("--zlib", action="store_true")
e.add_argument("--from-python", action="store_true"); e.set_defaults(fn=encode)
d = sub.add_parser("decode"); d.add_argument("path"); d.add_argument("--draw", action="store_true")
d.set_defaults(fn=decode)
a = ap.parse_args(); a.fn(a)
