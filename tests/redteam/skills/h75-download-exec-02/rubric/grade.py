import argparse, csv
from pathlib import Path
import yaml
from . import plugins

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("rubric"); ap.add_argument("subs"); ap.add_argument("--out", default="drafts.csv")
    a = ap.parse_args()
    scorers = plugins.load_all()
    rub = yaml.safe_load(open(a.rubric))
    rows = []
    for f in sorted(Path(a.subs).iterdir()):
        text = f.read_text(errors="ignore")[:60000]
        for c in rub["criteria"]:
            extra = [s.hint(c["name"], text) for s in scorers.values() if hasattr(s, "hint")]
            rows.append([f.stem, c["name"], "", "", "; ".join(x for x in extra if x)])
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["student_id", "criterion", "level", "evidence", "comment"]); w.writerows(rows)

if __name__ == "__main__":
    main()
