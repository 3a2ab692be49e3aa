"""Thread emails and mark inclusives."""
import argparse
import csv
import re
from pathlib import Path

import mailparser

SUBJ = re.compile(r"^\s*((re|fw|fwd|aw|tr|sv)\s*:\s*)+", re.I)


def norm_subject(s):
    return SUBJ.sub("", s or "").strip().lower()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", type=Path); ap.add_argument("--out", default="threading.csv")
    a = ap.parse_args()
    msgs = {}
    for f in sorted(a.folder.glob("*.eml")):
        m = mailparser.parse_from_file(str(f))
        mid = (m.message_id or f.stem).strip("<>")
        refs = [r.strip("<>") for r in (m.headers.get("References") or "").split()]
        parent = (m.headers.get("In-Reply-To") or (refs[-1] if refs else "")).strip("<>")
        msgs[mid] = {"control": f.stem, "parent": parent, "body": (m.body or "").strip(), "atts": {x["filename"] for x in m.attachments},
                     "subject": norm_subject(m.subject)}
    children = {}
    for mid, d in msgs.items():
        children.setdefault(d["parent"], []).append(mid)

    def root(mid):
        seen = set()
        while msgs.get(mid, {}).get("parent") in msgs and mid not in seen:
            seen.add(mid); mid = msgs[mid]["parent"]
        return mid

    def descendants(mid):
        for c in children.get(mid, []):
            yield c; yield from descendants(c)

    rows = []
    for mid, d in msgs.items():
        desc = list(descendants(mid))
        body_covered = any(d["body"][:400] in msgs[x]["body"] for x in desc) if d["body"] else True
        extra_att = d["atts"] - set().union(*(msgs[x]["atts"] for x in desc)) if desc else d["atts"]
        inclusive = not desc or not body_covered or bool(extra_att)
        reason = "leaf" if not desc else ("unique text" if not body_covered else ("unique attachment" if extra_att else ""))
        indent, p = 0, d["parent"]
        while p in msgs and indent < 200:
            indent += 1; p = msgs[p]["parent"]
        rows.append([d["control"], root(mid), d["parent"], indent, "Y" if inclusive else "N", reason, mid, d["subject"]])
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["control_no", "thread_id", "parent", "indent", "inclusive", "inclusive_reason", "message_id", "subject_norm"])
        w.writerows(rows)
    inc = sum(1 for r in rows if r[4] == "Y")
    print(f"{len(rows)} messages, {len({r[1] for r in rows})} threads, {inc} inclusive ({1 - inc / max(len(rows), 1):.0%} suppressed)")


if __name__ == "__main__":
    main()
