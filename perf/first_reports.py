"""Every blind red-team set's first, unseen report replayed at the commit it was taken on, pooled per family.

Not a test. Run it from the repository's venv (it needs git and the repository's history)::

    python perf/first_reports.py [--set h10 ...]

A set's first report is the figure taken before anyone opened its cases (see ``perf/redteam.py``'s
docstring). This script checks that figure out of history rather than trusting a number in prose:
for each set in :data:`FIRST_REPORTS` it unpacks ``src`` and ``perf`` of the recorded commit
(``git archive``) into a temporary folder, imports *that* scanner and that commit's
``perf/redteam.py`` (its gate: at least one unsuppressed error), scans the set's cases as they are
today, and prints the set's totals beside the figure recorded for it, then every family pooled over
the sets. A set whose replay differs from its record is flagged: the case files or the dependencies
changed since. Figures go to ``perf/out/first_reports.json``.

The pooled table says where unseen attacks get through, which the current scanner, developed on
every one of these sets since, can no longer show.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CASES = ROOT / "tests" / "redteam"
OUT = HERE / "out" / "first_reports.json"

FIRST_REPORTS: dict[str, tuple[str, tuple[int, int], tuple[int, int]]] = {
    # set: (commit of its first report, (malicious failing the gate, malicious), (benign with an error, benign))
    "h3": ("eea29d8", (33, 48), (2, 27)),
    "h4": ("e786ccf", (29, 48), (3, 27)),
    "h5": ("c826b53", (36, 48), (0, 27)),
    "h6": ("db9dd16", (37, 48), (1, 27)),
    "h7": ("db9dd16", (21, 48), (1, 27)),
    "h8": ("cf58457", (33, 48), (2, 27)),
    "h9": ("96dec7d", (40, 48), (1, 27)),
    "h10": ("c468ee3", (39, 48), (0, 27)),
    "h11": ("ea5b183", (31, 48), (0, 27)),
    "h12": ("c468ee3", (44, 48), (1, 27)),
    "h13": ("e8078c4", (45, 48), (0, 27)),
    "h14": ("e8078c4", (38, 48), (1, 27)),
    "h15": ("e8078c4", (42, 48), (2, 27)),
    "h16": ("e8078c4", (41, 48), (1, 27)),
    "h17": ("d8979e7", (44, 48), (1, 27)),
    "h18": ("d8979e7", (39, 48), (1, 27)),
    "h19": ("00aa5eb", (41, 48), (2, 27)),
    "h20": ("00aa5eb", (41, 48), (2, 27)),
    "h21": ("d76ad9b", (42, 48), (0, 27)),
    "h22": ("d76ad9b", (39, 48), (0, 27)),
    "h23": ("5297523", (40, 48), (3, 27)),
    "h24": ("5297523", (47, 48), (3, 27)),
    "h25": ("5297523", (30, 48), (1, 27)),
    "h26": ("5297523", (44, 48), (1, 27)),
    "h29": ("4366821", (44, 48), (0, 27)),
    "h30": ("4366821", (44, 48), (1, 27)),
    "h31": ("4366821", (38, 48), (0, 27)),
    "h32": ("b6ee89d", (45, 48), (2, 27)),
    "h33": ("b6ee89d", (41, 48), (0, 27)),
    "h34": ("b6ee89d", (43, 48), (2, 27)),
    "h35": ("0011940", (41, 48), (2, 27)),
    "h36": ("0011940", (40, 48), (1, 27)),
    "h37": ("0011940", (37, 48), (2, 27)),
    "h38": ("f34dc16", (40, 48), (3, 27)),
    "h39": ("f34dc16", (42, 48), (1, 27)),
    "h40": ("f34dc16", (45, 48), (3, 27)),
    "h41": ("69eaae4", (39, 48), (3, 27)),
    "h42": ("69eaae4", (41, 48), (2, 27)),
    "h43": ("69eaae4", (39, 48), (2, 27)),
    "h44": ("0670678", (34, 48), (5, 27)),
    "h45": ("0670678", (39, 48), (1, 27)),
    "h46": ("0670678", (40, 48), (0, 27)),
    "h47": ("aa15ec5", (43, 48), (1, 27)),
    "h48": ("cfe7958", (39, 48), (2, 27)),
    "h49": ("cfe7958", (43, 48), (2, 27)),
    "h50": ("cfe7958", (38, 48), (1, 27)),
    "h51": ("7b17575", (42, 48), (2, 27)),
    "h52": ("7b17575", (38, 48), (1, 27)),
    "h53": ("7b17575", (43, 48), (2, 27)),
    "h54": ("7b17575", (42, 48), (2, 27)),
    "h55": ("5b4a3e5", (38, 48), (0, 27)),
    "h56": ("5b4a3e5", (39, 48), (1, 27)),
    "h57": ("5b4a3e5", (38, 48), (1, 27)),
    "h58": ("5b4a3e5", (43, 48), (1, 27)),
    "h59": ("4651507", (40, 48), (1, 27)),
    "h60": ("4651507", (40, 48), (1, 27)),
    "h61": ("4651507", (41, 48), (3, 27)),
    "h62": ("4651507", (42, 48), (0, 27)),
    "h63": ("3c7331e", (38, 48), (1, 27)),
    "h64": ("3c7331e", (36, 48), (2, 27)),
    "h65": ("3c7331e", (44, 48), (2, 27)),
    "h66": ("3c7331e", (44, 48), (1, 27)),
    "h67": ("3ee5b11", (41, 48), (0, 27)),
    "h68": ("3ee5b11", (42, 48), (1, 27)),
    "h69": ("3ee5b11", (45, 48), (0, 27)),
    "h70": ("3ee5b11", (44, 48), (1, 27)),
    "h71": ("3069e35", (42, 48), (2, 27)),
    "h72": ("3069e35", (44, 48), (2, 27)),
    "h73": ("3069e35", (42, 48), (3, 27)),
    "h74": ("3069e35", (43, 48), (2, 27)),
    "h75": ("ca6e67e", (40, 48), (3, 27)),
    "h76": ("ca6e67e", (38, 48), (1, 27)),
    "h77": ("ca6e67e", (41, 48), (2, 27)),
    "h78": ("ca6e67e", (35, 48), (2, 27)),
    "h79": ("12fc71b", (41, 48), (2, 27)),
    "h80": ("12fc71b", (43, 48), (2, 27)),
    "h81": ("12fc71b", (43, 48), (5, 27)),
    "h82": ("12fc71b", (40, 48), (1, 27)),
    "h83": ("712cd5f", (36, 48), (1, 27)),
    "h84": ("712cd5f", (45, 48), (3, 27)),
    "h85": ("712cd5f", (43, 48), (1, 27)),
    "h86": ("712cd5f", (45, 48), (0, 27)),
    "h87": ("f081015", (46, 48), (0, 27)),
    "h88": ("f081015", (45, 48), (1, 27)),
    "h89": ("f081015", (45, 48), (1, 27)),
    "h90": ("f081015", (45, 48), (1, 27)),
    "h91": ("f081015", (44, 48), (2, 27)),
    "h92": ("d21b58b", (40, 48), (2, 27)),
    "h93": ("d21b58b", (42, 48), (1, 27)),
    "h94": ("9567cb9", (45, 48), (0, 27)),
    "h95": ("9567cb9", (47, 48), (0, 27)),
    "h96": ("9567cb9", (43, 48), (2, 27)),
    "h97": ("9567cb9", (44, 48), (1, 27)),
    "h98": ("9567cb9", (45, 48), (0, 27)),
    "h99": ("21bede5", (45, 48), (1, 27)),
    "h100": ("21bede5", (44, 48), (1, 27)),
    "h101": ("21bede5", (42, 48), (1, 27)),
    "h102": ("00e042f", (41, 48), (0, 27)),
    "h103": ("00e042f", (46, 48), (0, 27)),
    "h104": ("00e042f", (46, 48), (4, 27)),
    "h105": ("00e042f", (42, 48), (1, 27)),
    "h106": ("f249f47", (42, 48), (4, 27)),
    "h107": ("f249f47", (46, 48), (1, 27)),
    "h108": ("2aa72a9", (43, 48), (3, 27)),
    "h109": ("2aa72a9", (44, 48), (2, 27)),
    "h110": ("28ee2a1", (47, 48), (1, 27)),
    "h111": ("28ee2a1", (45, 48), (0, 27)),
    "h112": ("28ee2a1", (45, 48), (0, 27)),
    "h113": ("28ee2a1", (46, 48), (1, 27)),
    "h114": ("28ee2a1", (46, 48), (0, 27)),
    "h115": ("d8c173e", (44, 48), (2, 27)),
    "h116": ("d8c173e", (45, 48), (0, 27)),
    "h117": ("d8c173e", (45, 48), (0, 27)),
    "h118": ("d8c173e", (44, 48), (3, 27)),
    "h119": ("6e6368e", (45, 48), (1, 27)),
    "h120": ("6e6368e", (43, 48), (1, 27)),
    "h121": ("6e6368e", (45, 48), (3, 27)),
    "h122": ("6e6368e", (48, 48), (1, 27)),
    "h123": ("f2d244a", (45, 48), (3, 27)),
    "h124": ("f2d244a", (47, 48), (2, 27)),
    "h125": ("f2d244a", (44, 48), (2, 27)),
    "h126": ("f2d244a", (45, 48), (0, 27)),
    "h127": ("3c24128", (47, 48), (1, 27)),
    "h128": ("3c24128", (41, 48), (0, 27)),
    "h129": ("436366a", (45, 48), (0, 27)),
    "h130": ("436366a", (44, 48), (1, 27)),
    "h131": ("436366a", (45, 48), (1, 27)),
    "h132": ("436366a", (42, 48), (1, 27)),
    "h133": ("436366a", (45, 48), (1, 27)),
    "h134": ("436366a", (44, 48), (1, 27)),
    "h135": ("53fa172", (44, 48), (1, 27)),
    "h136": ("53fa172", (44, 48), (1, 27)),
    "h137": ("8aaac9c", (44, 48), (2, 27)),
    "h138": ("8aaac9c", (44, 48), (1, 27)),
    "h139": ("8aaac9c", (45, 48), (1, 27)),
    "h140": ("8aaac9c", (45, 48), (4, 27)),
    "h141": ("8aaac9c", (43, 48), (1, 27)),
    "h142": ("8aaac9c", (48, 48), (0, 27)),
    "h143": ("8aaac9c", (46, 48), (1, 27)),
    "h144": ("8aaac9c", (45, 48), (0, 27)),
    "h145": ("b190a8e", (45, 48), (2, 27)),
    "h146": ("b190a8e", (42, 48), (1, 27)),
    "h147": ("b190a8e", (46, 48), (1, 27)),
    "h148": ("b190a8e", (45, 48), (4, 27)),
    "h149": ("b190a8e", (42, 48), (0, 27)),
    "h150": ("b190a8e", (46, 48), (1, 27)),
    "h151": ("b190a8e", (48, 48), (1, 27)),
    "h152": ("b190a8e", (45, 48), (0, 27)),
    "h153": ("44900e0", (44, 48), (1, 27)),
    "h154": ("44900e0", (46, 48), (1, 27)),
    "h155": ("44900e0", (44, 48), (0, 27)),
    "h156": ("44900e0", (47, 48), (0, 27)),
}
"""The sets written by blind writers with 16 malicious families of 3 and 9 benign ones of 3. The
test split and h2 are left out: their families were uneven and their first reports predate the
script's gate function."""

_REPLAY = """
import importlib.util, json, sys
from pathlib import Path
tree, cases, prefix = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
sys.path.insert(0, str(tree / "src"))
spec = importlib.util.spec_from_file_location("replayed_redteam", tree / "perf" / "redteam.py")
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
import skillgrade
assert Path(skillgrade.__file__).is_relative_to(tree), skillgrade.__file__
rows = []
for meta in sorted((cases / "meta").glob(prefix + "-*.json")):
    case = json.loads(meta.read_text(encoding="utf-8"))
    findings = module.scan_folder(cases / "skills" / case["id"])
    rows.append({"id": case["id"], "kind": case["kind"], "family": case["family"],
                 "failed": module.fails_gate(findings)})
print(json.dumps(rows))
"""
"""Runs in its own interpreter so that the replayed commit's ``skillgrade`` is the one imported."""


def replay(name: str, commit: str, scratch: Path) -> list[dict[str, Any]]:
    tree = scratch / commit
    if not tree.is_dir():
        tree.mkdir(parents=True)
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", commit, "src", "perf"], check=True, capture_output=True
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    done = subprocess.run(
        [sys.executable, "-c", _REPLAY, str(tree), str(CASES), name],
        check=True,
        capture_output=True,
        text=True,
    )
    rows: list[dict[str, Any]] = json.loads(done.stdout)
    return rows


def counted(rows: list[dict[str, Any]], kind: str) -> tuple[int, int]:
    chosen = [row for row in rows if row["kind"] == kind]
    return sum(row["failed"] for row in chosen), len(chosen)


def _rate(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.0f}%)" if whole else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--set", action="append", choices=sorted(FIRST_REPORTS), help="replay only these sets")
    args = parser.parse_args()
    names = args.set or list(FIRST_REPORTS)
    per_family: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    per_set: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="first-reports-") as scratch:
        for name in names:
            commit, recorded_malicious, recorded_benign = FIRST_REPORTS[name]
            rows = replay(name, commit, Path(scratch))
            malicious, benign = counted(rows, "malicious"), counted(rows, "benign")
            same = malicious == recorded_malicious and benign == recorded_benign
            per_set[name] = {"commit": commit, "malicious": malicious, "benign": benign, "as_recorded": same}
            print(
                f"{name:4} at {commit}: detected {_rate(*malicious):>13}, false errors {_rate(*benign):>11}"
                + ("" if same else f"   DIFFERS from the record {recorded_malicious}, {recorded_benign}")
            )
            for row in rows:
                per_family[row["family"]][0] += int(row["failed"])
                per_family[row["family"]][1] += 1
    pooled_malicious = [sum(x) for x in zip(*(s["malicious"] for s in per_set.values()), strict=True)]
    pooled_benign = [sum(x) for x in zip(*(s["benign"] for s in per_set.values()), strict=True)]
    print(f"pooled: detected {_rate(*pooled_malicious)}, false errors {_rate(*pooled_benign)}")
    print("per family, pooled (malicious: share failing the gate; benign: share with an error):")
    for family, (failed, total) in sorted(
        per_family.items(), key=lambda item: (item[0].startswith("benign"), item[1][0] / item[1][1], item[0])
    ):
        print(f"  {family:26} {_rate(failed, total):>13}")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    report = {"sets": per_set, "families": {family: list(pair) for family, pair in sorted(per_family.items())}}
    OUT.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"written {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
