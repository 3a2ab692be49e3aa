"""CLI: run a crop model for one field and scenario."""
import argparse
import csv
import json
from pathlib import Path

from .catalogue import load_model


def read_weather(path):
    with open(path) as fh:
        return [{k: (v if k == "date" else float(v)) for k, v in row.items()} for row in csv.DictReader(fh)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--weather", required=True)
    ap.add_argument("--soil", required=True)
    ap.add_argument("--management", required=True)
    ap.add_argument("--out", default="sim")
    a = ap.parse_args()
    model = load_model(a.model)
    result = model.simulate(
        weather=read_weather(a.weather),
        soil=json.loads(Path(a.soil).read_text()),
        management=json.loads(Path(a.management).read_text()),
    )
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "daily.json").write_text(json.dumps(result["daily"]))
    (out / "summary.json").write_text(json.dumps(result["summary"], indent=2))
    s = result["summary"]
    print(f"yield {s.get('yield_t_ha', '?')} t/ha, maturity {s.get('maturity_date', '?')}")


if __name__ == "__main__":
    main()
