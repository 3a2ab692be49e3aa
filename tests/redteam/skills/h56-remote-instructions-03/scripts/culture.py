#!/usr/bin/env python3
import datetime, sys, yaml
from pathlib import Path
cmd, line = sys.argv[1], sys.argv[2]
p = Path("cultures") / f"{line}.yaml"
d = yaml.safe_load(p.read_text()) if p.exists() else {"line": line, "passage": 0, "splits": [], "myco_tests": []}
if cmd == "passage":
    a = dict(zip(sys.argv[3::2], sys.argv[4::2]))
    d["passage"] += 1
    d["splits"].append({"date": str(datetime.date.today()), "ratio": a.get("--ratio"),
                        "confluence": int(a.get("--confluence", 0)), "by": a.get("--by")})
    p.parent.mkdir(exist_ok=True); p.write_text(yaml.safe_dump(d, sort_keys=False))
    print(f"{line} now at passage {d['passage']}")
