"""Calibration benchmark of the quick (static) layer: does the score rank skills as a reviewer would?

Not a test. One command, from the repository's venv::

    python perf/calibrate.py [--corpus ../shared/corpus] [--plugineval SRC --plugineval-python PY] [--json OUT]

Labelled sets, all scored in place (real skills keep their siblings, links and folder names):

- ``hand-written``: the anthropics, obra and openai skills of ``../shared/corpus`` (read, never copied);
- ``templated``: two families generated at run time into a temp dir, each from one template with
  only the product noun swapped ("Prerequisites", "Setup", "Known pitfalls" sections and code
  blocks that say nothing specific), each family side by side as siblings;
- ``mutants``: degraded copies of every hand-written skill, one per mutation kind;
- ``stubs``: keyword-stuffed stubs (a buzzword description over a few one-line sections);
- ``marketplace`` (unlabelled): wshobson/agents from the corpus, shown for its distribution only.

It prints the AUC of hand-written vs templated, the mutation drop rate (share of mutants scoring
below their original), how many stubs earn a badge, and the score distribution per source; with
``--plugineval`` (the ``src`` folder of a fetched ``plugins/plugin-eval``) and a Python that has its
dependencies, PluginEval's quick static score is computed beside ours in that separate interpreter.
Without the corpus only the generated sets run and the figures that need it are reported as not run.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from skillgrade.config import Config
from skillgrade.evaluate import Options, evaluate
from skillgrade.scoring.composite import Badge

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = REPO.parent / "shared" / "corpus"
HAND_WRITTEN = ("anthropics__skills", "obra__superpowers", "openai__skills")
MARKETPLACE = ("wshobson__agents",)
SEED = 20261123

PRODUCTS = [
    "Asana", "Trello", "Notion", "Airtable", "HubSpot", "Salesforce", "Zendesk", "Intercom", "Mailchimp",
    "Shopify", "Stripe", "Twilio", "Slack", "Discord", "Dropbox", "Box", "Jira", "Linear", "ClickUp",
    "Monday", "Pipedrive", "Freshdesk", "Calendly", "Zoom", "Typeform", "Webflow", "Figma", "Miro",
    "Gong", "Outreach",
]  # fmt: skip

# --- generated sets --------------------------------------------------------------------------------

TEMPLATE_AUTOMATION = """\
---
name: {slug}-automation
description: "{description}"
---

# {product} Automation

Automate {product} operations through the tool router. Always discover the current tool schemas first.

## Prerequisites

- The tool router must be connected and available
- An active {product} connection is required
- Always search for tools before running any workflow

## Setup

1. Verify the tool router is available
2. Create or check the {product} connection
3. If the connection is not active, follow the returned auth link
4. Confirm the connection status before running workflows

## Core Workflow

1. Search for the right {product} tool for the task
2. Check the input schema returned by the search
3. Run the tool with the required parameters
4. Review the response and handle pagination if needed

```
search_tools:
  queries: [{{use_case: "your specific {product} task"}}]
```

```
execute_tool:
  tool: "<tool slug from search>"
  arguments: {{...}}
```

## Known Pitfalls

- Always search tools first: schemas change over time
- Check that the connection is active before running tools
- Handle pagination for large result sets
- Respect rate limits and retry on transient errors

## Examples

- "List my recent {product} items"
- "Create a new {product} record with these details"
- "Update the status of a {product} item"

## Troubleshooting

| Problem | Fix |
|---|---|
| Tool not found | Search again with a more specific use case |
| Auth error | Reconnect {product} and retry |
| Rate limited | Wait and retry the request |

## Related

- See the tool router documentation for more details.
"""

TEMPLATE_EXPERT = """\
---
name: {slug}-integration-expert
description: {description}
---

# {product} Integration Expert

You are an expert in {product} integrations. Follow these best practices to deliver reliable results.

## When to Use

- Building a new {product} integration
- Debugging an existing {product} integration
- Reviewing {product} configuration

## Setup

```bash
# install the {product} SDK
npm install <sdk-package>
# configure credentials
export API_KEY=<your-key>
```

## Best Practices

1. Read the {product} documentation before starting
2. Use environment variables for credentials
3. Handle errors gracefully and log them
4. Write tests for your integration
5. Keep dependencies up to date

## Example

```javascript
const client = new Client({{ apiKey: process.env.API_KEY }});
const result = await client.request(params);
console.log(result);
```

## Common Pitfalls

- Hard-coding credentials in source files
- Ignoring rate limits
- Missing error handling around network calls

## Output Format

Return a summary of the changes made and any remaining issues.
"""

STUB = """\
---
name: {slug}
description: {description}
---

# {title}

## When to use

Use this skill for {topic}.

## Examples

Example: do {topic}.

## Output format

Returns the result.

## Troubleshooting

If it fails, try again.

```bash
run {slug}
```
"""

DESCRIPTIONS = {
    "automation": "Automate {product} tasks via the tool router: search tools first, then run {product} operations. "
    "Use when the user wants to work with {product}, automate {product} workflows, or manage {product} data.",
    "expert": "Expert guidance for {product} integrations. Use when building, debugging, or deploying {product} "
    "integrations, configuring {product} APIs, or troubleshooting {product} errors.",
    "stub": "Use when working with {topic}, use proactively, automatically invoke and trigger for building, "
    "for testing, for deploying, for debugging, when creating, when configuring, when setting up {topic}. "
    "Always use this skill.",
}

STUB_TOPICS = [
    "data pipelines", "API design", "code review", "cloud costs", "test automation", "security audits",
    "database tuning", "frontend performance", "incident response", "release management", "logging",
    "observability", "microservices", "mobile apps", "machine learning", "documentation",
    "accessibility", "caching", "feature flags", "onboarding",
]  # fmt: skip


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def write_templated(root: Path) -> dict[str, list[Path]]:
    families = {"automation": TEMPLATE_AUTOMATION, "expert": TEMPLATE_EXPERT}
    written: dict[str, list[Path]] = {}
    for family, template in families.items():
        for product in PRODUCTS:
            slug = _slug(product)
            suffix = "automation" if family == "automation" else "integration-expert"
            folder = root / family / "skills" / f"{slug}-{suffix}"
            folder.mkdir(parents=True)
            description = DESCRIPTIONS[family].format(product=product)
            text = template.format(product=product, slug=slug, description=description)
            (folder / "SKILL.md").write_text(text, encoding="utf-8")
            written.setdefault(family, []).append(folder / "SKILL.md")
    return written


def write_stubs(root: Path) -> list[Path]:
    paths = []
    for topic in STUB_TOPICS:
        slug = _slug(topic)
        folder = root / "stubs" / slug
        folder.mkdir(parents=True)
        description = DESCRIPTIONS["stub"].format(topic=topic)
        text = STUB.format(slug=slug, topic=topic, title=topic.title(), description=description)
        (folder / "SKILL.md").write_text(text, encoding="utf-8")
        paths.append(folder / "SKILL.md")
    return paths


# --- mutants ---------------------------------------------------------------------------------------


def _split(text: str) -> tuple[str, str]:
    match = re.match(r"(---\n.*?\n---\n)(.*)", text, re.S)
    return (match.group(1), match.group(2)) if match else ("", text)


def _truncate(text: str) -> str:
    head, body = _split(text)
    lines = body.splitlines()
    keep = max(6, len(lines) // 5)
    return head + "\n".join(lines[:keep]) + "\n"


def _genericize(text: str) -> str:
    """Code blocks say nothing specific, inline identifiers become 'the tool'."""
    head, body = _split(text)
    placeholder = "# run the command here\n"
    body = re.sub(r"(```[^\n]*\n)(.*?)(```)", lambda m: m.group(1) + placeholder + m.group(3), body, flags=re.S)
    body = re.sub(r"`[^`\n]+`", "the tool", body)
    return head + body


def _vague_description(text: str) -> str:
    head, body = _split(text)
    match = re.search(r"^name:\s*(.+)$", head, re.M)
    words = (match.group(1).strip().strip("'\"") if match else "this").replace("-", " ")
    vague = f"description: Helps with {words}.\n"
    head = re.sub(r"^description:.*?(?=^\w[\w-]*:|^---)", vague, head, flags=re.M | re.S)
    return head + body


def _drop_sections(text: str) -> str:
    """Delete every other H2 section (the first one kept)."""
    head, body = _split(text)
    parts = re.split(r"(?m)^(?=## )", body)
    kept = [p for i, p in enumerate(parts) if i == 0 or i % 2 == 1]
    return head + "".join(kept)


def _duplicate(text: str) -> str:
    """The body pasted twice: the same instructions cost twice the tokens."""
    head, body = _split(text)
    return head + body + "\n" + body


MUTATIONS: dict[str, Callable[[str], str]] = {
    "truncate": _truncate,
    "genericize": _genericize,
    "vague-description": _vague_description,
    "drop-sections": _drop_sections,
    "duplicate": _duplicate,
}


def write_mutants(root: Path, originals: Sequence[Path]) -> dict[Path, list[tuple[str, Path]]]:
    """One copy of each original skill folder per mutation kind, SKILL.md mutated; scripts never run."""
    out: dict[Path, list[tuple[str, Path]]] = {}
    for index, skill_md in enumerate(originals):
        text = skill_md.read_text(encoding="utf-8", errors="replace")
        for kind, mutate in MUTATIONS.items():
            mutated = mutate(text)
            if mutated == text:
                continue
            folder = root / "mutants" / kind / f"{index:03d}" / skill_md.parent.name
            shutil.copytree(skill_md.parent, folder, symlinks=True)
            (folder / "SKILL.md").write_text(mutated, encoding="utf-8")
            out.setdefault(skill_md, []).append((kind, folder / "SKILL.md"))
    return out


# --- scoring ---------------------------------------------------------------------------------------


@dataclass
class Scores:
    ours: dict[Path, float | None] = field(default_factory=dict)
    badges: dict[Path, str] = field(default_factory=dict)
    theirs: dict[Path, float | None] = field(default_factory=dict)


def score_ours(roots: Sequence[Path], scores: Scores) -> None:
    """Score each root in one run (so siblings see each other), keyed by resolved SKILL.md path."""
    for root in roots:
        report = evaluate([root], Config(), Options(depth="quick", jobs=1))
        for skill in report.skills:
            path = Path(skill.path).resolve()
            scores.ours[path] = skill.composite.score
            scores.badges[path] = (skill.composite.badge or Badge.NONE).value


PLUGINEVAL_DRIVER = """
import json, sys
from pathlib import Path
from plugin_eval.engine import EvalEngine
from plugin_eval.models import Depth, EvalConfig
engine = EvalEngine(EvalConfig(depth=Depth.QUICK))
out = {}
for folder in json.load(sys.stdin):
    try:
        out[folder] = engine.evaluate_skill(Path(folder)).composite.score
    except Exception as exc:  # one broken skill must not stop the others
        out[folder] = None
json.dump(out, sys.stdout)
"""


def score_plugineval(paths: Sequence[Path], src: Path, python: str, scores: Scores) -> str | None:
    """PluginEval's quick composite, in its own interpreter; returns why not when it cannot run."""
    folders = [str(p.parent) for p in paths]
    env = {"PYTHONPATH": str(src), "PATH": "/usr/bin:/bin", "HOME": tempfile.gettempdir()}
    try:
        done = subprocess.run(
            [python, "-c", PLUGINEVAL_DRIVER],
            input=json.dumps(folders),
            capture_output=True,
            text=True,
            env=env,
            timeout=600,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"PluginEval did not run: {exc}"
    if done.returncode != 0:
        return f"PluginEval failed: {done.stderr.strip().splitlines()[-1:] or done.returncode}"
    for folder, value in json.loads(done.stdout).items():
        scores.theirs[(Path(folder) / "SKILL.md").resolve()] = value
    return None


# --- figures ---------------------------------------------------------------------------------------


def auc(positives: Sequence[float], negatives: Sequence[float]) -> float | None:
    """P(positive scores above negative), ties counting half (the Mann-Whitney AUC)."""
    if not positives or not negatives:
        return None
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in positives for n in negatives)
    return wins / (len(positives) * len(negatives))


def _values(paths: Sequence[Path], table: dict[Path, float | None]) -> list[float]:
    return [v for p in paths if (v := table.get(p.resolve())) is not None]


def _distribution(values: Sequence[float]) -> str:
    if not values:
        return "not run"
    qs = statistics.quantiles(values, n=4) if len(values) >= 2 else [values[0]] * 3
    return (
        f"n={len(values):3d}  min {min(values):5.1f}  q1 {qs[0]:5.1f}  median {qs[1]:5.1f}  "
        f"q3 {qs[2]:5.1f}  max {max(values):5.1f}"
    )


def _skills_under(root: Path) -> list[Path]:
    return sorted(p.resolve() for p in root.rglob("SKILL.md") if p.is_file())


def run(corpus: Path | None, plugineval: Path | None, pe_python: str, limit: int | None) -> dict[str, object]:
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="skillgrade-calibrate-") as tmp:
        root = Path(tmp).resolve()
        templated = write_templated(root)
        stubs = write_stubs(root)
        hand: dict[str, list[Path]] = {}
        market: list[Path] = []
        if corpus is not None:
            hand = {name: _skills_under(corpus / name) for name in HAND_WRITTEN if (corpus / name).is_dir()}
            market = [p for name in MARKETPLACE if (corpus / name).is_dir() for p in _skills_under(corpus / name)]
        if limit is not None:
            hand = {name: paths[:limit] for name, paths in hand.items()}
            market = market[:limit]
        originals = [p for paths in hand.values() for p in paths]
        mutants = write_mutants(root, originals)

        scores = Scores()
        # One run per mutation kind: copies of the same original must not be each other's siblings.
        roots = [root / family for family in templated] + [root / "stubs"]
        roots += [root / "mutants" / kind for kind in MUTATIONS]
        roots += [corpus / name for name in hand if corpus is not None]
        roots += [corpus / name for name in MARKETPLACE if corpus is not None and market]
        score_ours([r for r in roots if r.exists()], scores)

        everything = [p for ps in templated.values() for p in ps] + stubs + originals + market
        everything += [m for ms in mutants.values() for _, m in ms]
        pe_note = "not run (give --plugineval)"
        if plugineval is not None:
            pe_note = score_plugineval(everything, plugineval, pe_python, scores) or "ran"
        elapsed = time.perf_counter() - started
        return _figures(hand, templated, stubs, mutants, market, scores, pe_note, elapsed)


def _figures(
    hand: dict[str, list[Path]],
    templated: dict[str, list[Path]],
    stubs: list[Path],
    mutants: dict[Path, list[tuple[str, Path]]],
    market: list[Path],
    scores: Scores,
    pe_note: str,
    elapsed: float,
) -> dict[str, object]:
    hand_all = [p for ps in hand.values() for p in ps]
    templ_all = [p for ps in templated.values() for p in ps]
    figures: dict[str, object] = {"seconds": round(elapsed, 1), "plugineval_status": pe_note}
    for who, table in (("skillgrade", scores.ours), ("plugineval", scores.theirs)):
        if not table:
            continue
        value = auc(_values(hand_all, table), _values(templ_all, table))
        drops, kinds, kept = _drop_rate(mutants, table)
        stub_scores = _values(stubs, table)
        figures[who] = {
            "auc_hand_vs_templated": None if value is None else round(value, 3),
            "mutation_drop_rate": None if drops is None else round(drops, 3),
            "mutation_drop_by_kind": kinds,
            "mutants_not_below_original": kept,
            "stubs_badged": sum(1 for s in stub_scores if s >= 60.0),
            "stubs_scored": len(stub_scores),
            "distribution": {
                **{name: _distribution(_values(paths, table)) for name, paths in hand.items()},
                **{f"templated/{family}": _distribution(_values(paths, table)) for family, paths in templated.items()},
                "stubs": _distribution(stub_scores),
                "mutants": _distribution(_values([m for ms in mutants.values() for _, m in ms], table)),
                "marketplace (wshobson, unlabelled)": _distribution(_values(market, table)),
            },
        }
    return figures


def _drop_rate(
    mutants: dict[Path, list[tuple[str, Path]]], table: dict[Path, float | None]
) -> tuple[float | None, dict[str, str], list[str]]:
    by_kind: dict[str, list[bool]] = {}
    kept: list[str] = []
    for original, copies in mutants.items():
        base = table.get(original.resolve())
        if base is None:
            continue
        for kind, path in copies:
            value = table.get(path.resolve())
            if value is not None:
                by_kind.setdefault(kind, []).append(value < base)
                if value >= base:
                    kept.append(f"{kind} {original.parent.name}: {base:.1f} -> {value:.1f}")
    flat = [d for ds in by_kind.values() for d in ds]
    kinds = {k: f"{sum(v)}/{len(v)}" for k, v in sorted(by_kind.items())}
    return (sum(flat) / len(flat) if flat else None), kinds, kept


def _print(figures: dict[str, object]) -> None:
    print(f"calibration of the quick layer ({figures['seconds']} s; PluginEval: {figures['plugineval_status']})")
    for who in ("skillgrade", "plugineval"):
        data = figures.get(who)
        if not isinstance(data, dict):
            continue
        print(f"\n[{who}]")
        print(f"  AUC hand-written vs templated : {data['auc_hand_vs_templated']}")
        print(f"  mutation drop rate            : {data['mutation_drop_rate']}  {data['mutation_drop_by_kind']}")
        for line in data["mutants_not_below_original"]:
            print(f"    not below its original: {line}")
        print(f"  keyword-stuffed stubs badged  : {data['stubs_badged']}/{data['stubs_scored']}")
        print("  score distribution per source:")
        for source, line in data["distribution"].items():
            print(f"    {source:38s} {line}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS, help="the shared corpus (read in place)")
    parser.add_argument("--plugineval", type=Path, help="src/ of a fetched plugins/plugin-eval")
    parser.add_argument("--plugineval-python", default=sys.executable, help="a Python with PluginEval's deps")
    parser.add_argument("--limit", type=int, help="at most this many skills per corpus source (a quick look)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    corpus = args.corpus.resolve() if args.corpus.is_dir() else None
    if corpus is None:
        print(f"note: {args.corpus} not found; only the generated sets run", file=sys.stderr)
    random.seed(SEED)
    figures = run(corpus, args.plugineval, args.plugineval_python, args.limit)
    _print(figures)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
