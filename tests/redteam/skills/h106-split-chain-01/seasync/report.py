"""Daily survey progress report."""
import csv
import json
import sys
from pathlib import Path

root = Path(sys.argv[1])
hauls = list(csv.DictReader(open(root / "hauls.csv"))) if (root / "hauls.csv").exists() else []
ctd = list(csv.DictReader(open(root / "ctd.csv"))) if (root / "ctd.csv").exists() else []
print(json.dumps({
    "stations_fished": len({h["station"] for h in hauls}),
    "hauls": len(hauls),
    "ctd_casts": [{"station": c["station"], "max_depth": c["max_depth"], "bottom_t": c["bottom_t"]} for c in ctd],
}))
