"""Benchmark of the security scan: false positives on real skills, detection on our corpus, speed.

Not a test. Run it from the repository's venv::

    python perf/bench_security.py [--skills 1000] [--runs 3] [--corpus ../shared/corpus]

1. False positives: every skill under ``--corpus`` (real third-party skills, presumed benign) is
   scanned in-process; for each security rule it prints how many skills got a finding at error,
   warning and info severity, and the share of skills (the false-positive rate, if the corpus is
   benign) at error and at warning-or-error. Skipped, with the reason, when the corpus is absent.
2. Detection: every malicious case of ``tests/security_corpus.py`` is written to a temporary folder
   and scanned; it prints the share whose expected findings were all reported, the share with at
   least one error (what fails the gate), and the share of benign look-alikes that stayed quiet.
3. Speed: the 1,000-skill corpus of ``perf/bench_quick.py``; whole ``skillgrade score`` and
   ``skillgrade scan`` processes (median of ``--runs``), and the in-process time of the security
   family alone over the same skills.

Figures go to ``perf/out/security.json``.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "tests"))

import bench_quick  # noqa: E402  (a sibling script, not a package)

from security_corpus import BENIGN, MALICIOUS, QUIET_RULES, write  # noqa: E402
from skillgrade.findings import Finding, Severity  # noqa: E402
from skillgrade.rules import security  # noqa: E402
from skillgrade.rules.base import CheckContext  # noqa: E402
from skillgrade.skill.discovery import discover  # noqa: E402
from skillgrade.skill.loader import load_skill  # noqa: E402

OUT = HERE / "out" / "security.json"
CONTEXT = CheckContext(targets=("agentskills", "claude-code", "claude-api", "codex"))


def scan_tree(root: Path) -> tuple[int, list[Finding], float]:
    found = discover([root])
    findings: list[Finding] = []
    elapsed = 0.0
    for target in found.skills:
        skill = load_skill(target.path, target.tree_root, str(target.path.parent))
        started = time.perf_counter()
        findings.extend(security.check(skill, CONTEXT))
        elapsed += time.perf_counter() - started
    return len(found.skills), findings, elapsed


def false_positives(corpus: Path) -> dict[str, Any]:
    count, findings, elapsed = scan_tree(corpus)
    skills_by: dict[tuple[str, Severity], set[str]] = collections.defaultdict(set)
    for finding in findings:
        skills_by[(finding.rule, finding.severity)].add(_skill_of(finding.path))
    rows = {}
    for rule in security.RULES:
        errors = skills_by[(rule.id, Severity.ERROR)]
        warnings = skills_by[(rule.id, Severity.WARNING)]
        infos = skills_by[(rule.id, Severity.INFO)]
        rows[rule.id] = {
            "error_skills": len(errors),
            "warning_skills": len(warnings),
            "info_skills": len(infos),
            "error_rate": len(errors) / count,
            "warning_or_error_rate": len(errors | warnings) / count,
        }
    loud = sorted(
        (f.rule, f.severity.value, f.location(), f.message[:110]) for f in findings if f.severity is not Severity.INFO
    )
    return {"skills": count, "seconds_in_process": elapsed, "rules": rows, "non_info_findings": loud}


def _skill_of(path: str) -> str:
    parts = Path(path).parts
    for index in range(len(parts), 0, -1):
        if (Path(*parts[:index]) / "SKILL.md").is_file():
            return str(Path(*parts[:index]))
    return path


def detection() -> dict[str, Any]:
    detected, gated, quiet = [], [], []
    missed: dict[str, list[Any]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for case_id, case in MALICIOUS.items():
            findings = _scan_case(Path(tmp) / "m" / case_id, case.files)
            located = {(f.rule, f.severity.value, f.path.removeprefix("s/"), f.line) for f in findings}
            missing = [e for e in case.expect if e not in located]
            (detected if not missing else missed.setdefault(case_id, missing)).append(case_id)
            if any(f.severity is Severity.ERROR for f in findings):
                gated.append(case_id)
        for case_id, case in BENIGN.items():
            findings = _scan_case(Path(tmp) / "b" / case_id, case.files)
            expected = set(case.expect)
            loud = [
                f
                for f in findings
                if (f.rule, f.severity.value, f.path.removeprefix("s/"), f.line) not in expected
                and (f.severity is Severity.ERROR or (f.rule in QUIET_RULES and f.severity is Severity.WARNING))
            ]
            if not loud:
                quiet.append(case_id)
    return {
        "malicious_cases": len(MALICIOUS),
        "fully_detected": len(detected),
        "fail_the_gate": len(gated),
        "not_gated": sorted(set(MALICIOUS) - set(gated)),
        "missed": missed,
        "benign_cases": len(BENIGN),
        "benign_quiet": len(quiet),
    }


def _scan_case(folder: Path, files: dict[str, str | bytes]) -> list[Finding]:
    write(folder / "report-helper", files)
    skill = load_skill(folder / "report-helper" / "SKILL.md", folder, "s")
    return list(security.check(skill, CONTEXT))


def speed(count: int, runs: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        bench_quick.bytecode_env(workdir)
        corpus = workdir / "corpus"
        bench_quick.write_corpus(corpus, count)
        exe = str(Path(sys.executable).with_name("skillgrade"))
        bench_quick.run([exe, "score", "skills", "--format", "json"], corpus)  # warm caches
        score = [bench_quick.run([exe, "score", "skills", "--format", "json"], corpus) for _ in range(runs)]
        scan = [bench_quick.run([exe, "scan", "skills", "--format", "json"], corpus) for _ in range(runs)]
        _, _, security_seconds = scan_tree(corpus / "skills")
        return {
            "skills": count,
            "score_median_s": statistics.median(r.seconds for r in score),
            "score_runs_s": [round(r.seconds, 3) for r in score],
            "score_peak_rss_mb": max(r.max_rss_kib for r in score) / 1024,
            "scan_median_s": statistics.median(r.seconds for r in scan),
            "scan_runs_s": [round(r.seconds, 3) for r in scan],
            "security_family_in_process_s": security_seconds,
        }


def main() -> int:
    # every scan timed here is a fresh one: findings kept between runs would time the store instead
    os.environ.setdefault("SKILLGRADE_NO_SCAN_CACHE", "1")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--no-speed", action="store_true", help="skip the 1,000-skill timing")
    args = parser.parse_args()
    figures: dict[str, Any] = {}
    if args.corpus.is_dir():
        figures["false_positives"] = fp = false_positives(args.corpus)
        print(f"False positives on {fp['skills']} real skills ({args.corpus}):")
        print(f"  {'rule':26} {'error':>6} {'warn':>6} {'info':>6} {'error %':>8} {'warn+err %':>10}")
        for rule_id, row in fp["rules"].items():
            print(
                f"  {rule_id:26} {row['error_skills']:6} {row['warning_skills']:6} {row['info_skills']:6}"
                f" {100 * row['error_rate']:7.1f}% {100 * row['warning_or_error_rate']:9.1f}%"
            )
        for rule_id, severity, where, message in fp["non_info_findings"]:
            print(f"    {severity:7} {rule_id:24} {where}  {message}")
    else:
        print(f"False positives: skipped, no corpus at {args.corpus}")
    figures["detection"] = det = detection()
    print(
        f"\nDetection on tests/security_corpus.py: {det['fully_detected']}/{det['malicious_cases']} malicious cases "
        f"fully detected, {det['fail_the_gate']}/{det['malicious_cases']} fail the default gate "
        f"(not gated by design: {', '.join(det['not_gated']) or 'none'}); "
        f"{det['benign_quiet']}/{det['benign_cases']} benign look-alikes quiet"
    )
    for case_id, missing in det["missed"].items():
        print(f"    missed {case_id}: {missing}")
    if not args.no_speed:
        figures["speed"] = sp = speed(args.skills, args.runs)
        print(
            f"\n{sp['skills']} generated skills: `skillgrade score` {sp['score_median_s']:.2f} s median "
            f"({sp['score_runs_s']}), peak RSS {sp['score_peak_rss_mb']:.1f} MB; `skillgrade scan` "
            f"{sp['scan_median_s']:.2f} s ({sp['scan_runs_s']}); security family in-process "
            f"{sp['security_family_in_process_s']:.2f} s (one process)"
        )
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(figures, indent=2, default=str) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
