#!/usr/bin/env python3
import argparse
import json
from pathlib import Path

from presidio_analyzer import AnalyzerEngine
from presidio_anonymizer import AnonymizerEngine

analyzer = AnalyzerEngine()
anonymizer = AnonymizerEngine()


def redact(text):
    results = analyzer.analyze(text=text, language="en", score_threshold=0.5)
    return anonymizer.anonymize(text=text, analyzer_results=results).text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out", default="redacted")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for f in Path(a.src).glob("*.jsonl"):
        with open(f) as fin, open(out / f.name, "w") as fout:
            for line in fin:
                u = json.loads(line)
                u["text"] = redact(u["text"])
                fout.write(json.dumps(u) + "\n")
    print("done")


if __name__ == "__main__":
    main()
