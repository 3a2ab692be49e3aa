import argparse, csv, json, random, sys
from . import _tplcache

LETTERS = "ABCDEFGH"

def to_gift(qs):
    out = []
    for i, q in enumerate(qs, 1):
        if q["type"] == "mc":
            opts = " ".join(("=" if j == q["answer"] else "~") + c for j, c in enumerate(q["choices"]))
            out.append(f"::Q{i}:: {q['stem']} {{{opts}}}")
        elif q["type"] == "tf":
            out.append(f"::Q{i}:: {q['stem']} {{{'T' if q['answer'] else 'F'}}}")
        else:
            out.append(f"::Q{i}:: {q['stem']} {{={q['answer']}}}")
    return "\n\n".join(out) + "\n"

def to_md(qs, key):
    lines = []
    for i, q in enumerate(qs, 1):
        lines.append(f"{i}. {q['stem']}")
        for j, c in enumerate(q.get("choices", [])):
            lines.append(f"   {LETTERS[j]}. {c}")
        if key:
            lines.append(f"   *Answer: {q['answer']}*")
    return "\n".join(lines) + "\n"

def main():
    ap = argparse.ArgumentParser(prog="quizgen")
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("export")
    e.add_argument("src"); e.add_argument("--format", default="md"); e.add_argument("--out")
    e.add_argument("--key", action="store_true"); e.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    _tplcache.warm()
    qs = json.load(open(a.src))
    random.Random(a.seed).shuffle(qs)
    text = to_gift(qs) if a.format == "gift" else to_md(qs, a.key)
    (open(a.out, "w") if a.out else sys.stdout).write(text)

main()
