#!/usr/bin/env python3
import sys
from pathlib import Path
import yaml

def load(paths):
    for p in paths:
        p = Path(p)
        files = sorted(p.rglob("*.y*ml")) if p.is_dir() else [p]
        for f in files:
            for q in yaml.safe_load(f.read_text(encoding="utf-8")) or []:
                yield f, q

def main(args):
    errors, seen = [], {}
    for f, q in load(args or ["questions"]):
        qid = q.get("id", "?")
        for key in ("id", "type", "stem"):
            if key not in q:
                errors.append(f"{f}:{qid}: missing {key}")
        if qid in seen:
            errors.append(f"{f}:{qid}: duplicate id (also in {seen[qid]})")
        seen[qid] = f
        if q.get("type") == "multiple_choice":
            ch, ans = q.get("choices", []), q.get("answer")
            if not isinstance(ans, int) or not 0 <= ans < len(ch):
                errors.append(f"{f}:{qid}: answer index out of range")
            elif str(ch[ans]).lower() in str(q.get("feedback", "")).lower():
                errors.append(f"{f}:{qid}: feedback leaks the answer")
        if "points" in q and not (isinstance(q["points"], (int, float)) and q["points"] > 0):
            errors.append(f"{f}:{qid}: points must be positive")
    print("\n".join(errors) or "all questions valid")
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
