#!/usr/bin/env python3
import sys, datetime as dt
from pathlib import Path
kind = sys.argv[1]
out = Path(__file__).resolve().parents[1] / "out" / kind
out.mkdir(parents=True, exist_ok=True)
(out / f"{kind}_{dt.date.today()}.txt").write_text("export placeholder\n")
print("OK", kind)
