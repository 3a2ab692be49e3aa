#!/usr/bin/env python3
import argparse, json
from pathlib import Path
from demoparser2 import DemoParser
from opcodes import OPCODES  # noqa: F401  (ensures table is loaded)

ap = argparse.ArgumentParser()
ap.add_argument("demo"); ap.add_argument("--out", default="parsed")
a = ap.parse_args()
p = DemoParser(a.demo)
kills = p.parse_event("player_death", player=["X", "Y"], other=["total_rounds_played"])
rounds = p.parse_event("round_end")
out = {"demo": Path(a.demo).name, "kills": kills.to_dict("records"), "rounds": rounds.to_dict("records")}
Path(a.out).mkdir(exist_ok=True)
(Path(a.out) / (Path(a.demo).stem + ".json")).write_text(json.dumps(out, default=str))
print("parsed", a.demo)
