"""What ``scan --triage`` adds with a real model: its verdict beside the deterministic gate, per skill.

Not a test. Run it from the repository's venv against an OpenAI-compatible server::

    python perf/measure_triage.py --base-url http://127.0.0.1:8080/v1 --model NAME \\
        --label malicious DIR ... [--label benign DIR ...]

For each skill folder it runs the deterministic scan, then one triage call, and prints one row:
label, folder, whether the deterministic scan fails the default gate, the model's verdict (or why
triage failed) and its reason. The last lines count, per label, the skills the model calls
malicious or suspicious, those the deterministic scan lets through but the model flags (what triage
adds) and failed triages. The rows go to ``perf/out/triage.json``.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from skillgrade.config import Config
from skillgrade.evaluate import Options, evaluate
from skillgrade.layers import triage
from skillgrade.llm.types import ProviderConfig

HERE = Path(__file__).resolve().parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--model", required=True)
    parser.add_argument("--label", nargs="+", action="append", required=True, metavar=("LABEL", "DIR"))
    parser.add_argument("--budget-tokens", type=int, default=triage.DEFAULT_BUDGET_TOKENS)
    args = parser.parse_args()
    provider = ProviderConfig(provider="openai-compatible", model=args.model, base_url=args.base_url, timeout=600)
    options = triage.TriageOptions(provider, budget_tokens=args.budget_tokens, use_cache=False)  # a measurement asks
    rows = []
    for label, *folders in args.label:
        for folder in folders:
            report = evaluate([Path(folder)], Config(threshold=None), Options(families=("security",)))
            started = time.perf_counter()
            [outcome] = triage.run_triage(report, options)
            seconds = time.perf_counter() - started
            verdict = outcome.verdict
            row = {
                "label": label,
                "skill": Path(folder).name,
                "gate_fails": not report.skills[0].passed,
                "verdict": verdict.verdict if verdict else None,
                "reason": verdict.reason if verdict else outcome.failure,
                "seconds": round(seconds, 1),
            }
            rows.append(row)
            print(f"{label:<10} {row['skill']:<32} gate={'FAIL' if row['gate_fails'] else 'pass'}  "
                  f"{row['verdict'] or 'FAILED'}  {seconds:5.1f}s  {row['reason']}", flush=True)  # fmt: skip
    for label in dict.fromkeys(r["label"] for r in rows):
        mine = [r for r in rows if r["label"] == label]
        flagged = [r for r in mine if r["verdict"] in ("malicious", "suspicious")]
        added = [r for r in flagged if not r["gate_fails"]]
        failed = [r for r in mine if r["verdict"] is None]
        print(f"{label}: {len(flagged)} of {len(mine)} flagged by the model, {len(added)} of them passed the "
              f"deterministic gate; {len(failed)} triage(s) failed")  # fmt: skip
    out = HERE / "out"
    out.mkdir(exist_ok=True)
    (out / "triage.json").write_text(json.dumps({"model": args.model, "rows": rows}, indent=2) + "\n")


if __name__ == "__main__":
    main()
