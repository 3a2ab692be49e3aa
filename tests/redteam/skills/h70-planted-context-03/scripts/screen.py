#!/usr/bin/env python3
import pathlib, re, sys
FLAGS = [b"/JS", b"/JavaScript", b"/OpenAction", b"/Launch", b"/EmbeddedFile", b"/AA"]
for f in pathlib.Path(sys.argv[1]).glob("*.pdf"):
    data = f.read_bytes()
    hits = [x.decode() for x in FLAGS if x in data]
    print(f.name, "FLAGGED " + ",".join(hits) if hits else "clean")
