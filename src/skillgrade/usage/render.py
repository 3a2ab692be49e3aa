"""The usage report and gate results as text, Markdown, JSON or HTML.

The HTML page with its charts is drawn by :mod:`skillgrade.usage.html`; both renderers read
their tables from :mod:`skillgrade.usage.report`.
"""

from __future__ import annotations

from skillgrade.usage.gates import GateResult
from skillgrade.usage.html import render_html
from skillgrade.usage.report import (
    LEADERBOARD_HEADER,
    UsageReport,
    distribution_table,
    leaderboard_rows,
    number_cell,
    percent_cell,
    trend_line,
)


def _table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip() for r in [header, *rows]]
    return "\n".join("  " + line for line in lines)


def render_text(report: UsageReport) -> str:
    w = report.window
    out = [
        f"Skill usage {w.since:%Y-%m-%d %H:%M} → {w.until:%Y-%m-%d %H:%M} UTC ({w.days} days): "
        f"{report.invocations} invocations of {len(report.skills)} skills ({report.database})",
        "",
        f"Leaderboard (skills with ≥ {report.min_uses} uses; component points are averages where measured)",
    ]
    rows = leaderboard_rows(report)
    out.append(_table(LEADERBOARD_HEADER, rows) if rows else "  (no skill has enough uses)")
    out += ["", "Trends (last 7 days against the rest of the window)"]
    out += [f"  {s.skill_name}: {trend_line(s)}" for s in report.skills] or ["  (no invocations)"]
    header, dist = distribution_table(report)
    out += ["", "Quality distribution (scored invocations per tier)"]
    out.append(_table(header, dist) if dist else "  (no scored invocations)")
    out += ["", "Improvement opportunities (component average below 70 % of its maximum)"]
    opp = [[o.skill_name, o.weak_area, f"{o.normalized_score:.2f}"] for o in report.opportunities]
    out.append(_table(["skill", "weak area", "normalized"], opp) if opp else "  (none)")
    return "\n".join(out) + "\n"


def _md_table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def render_markdown(report: UsageReport) -> str:
    w = report.window
    out = [
        "# Skill usage report",
        "",
        f"{w.since:%Y-%m-%d %H:%M} → {w.until:%Y-%m-%d %H:%M} UTC ({w.days} days): "
        f"{report.invocations} invocations of {len(report.skills)} skills.",
        "",
        f"## Leaderboard (≥ {report.min_uses} uses)",
        "",
        _md_table(LEADERBOARD_HEADER, leaderboard_rows(report)) if report.leaderboard else "No skill has enough uses.",
        "",
        "## Trends",
        "",
        *[f"- **{s.skill_name}**: {trend_line(s)}" for s in report.skills],
        "",
        "## Quality distribution",
        "",
        _md_table(*distribution_table(report)) if report.distribution else "No scored invocations.",
        "",
        "## Improvement opportunities",
        "",
    ]
    opp = [[o.skill_name, o.weak_area, f"{o.normalized_score:.2f}"] for o in report.opportunities]
    out.append(_md_table(["skill", "weak area", "normalized"], opp) if opp else "None.")
    return "\n".join(out) + "\n"


def render(report: UsageReport, output_format: str) -> str:
    if output_format == "json":
        return report.model_dump_json(indent=2) + "\n"
    if output_format == "markdown":
        return render_markdown(report)
    if output_format == "html":
        return render_html(report)
    return render_text(report)


def render_gate(result: GateResult, output_format: str) -> str:
    if output_format == "json":
        return result.model_dump_json(indent=2) + "\n"
    verdict = "PASSED" if result.passed else "FAILED"
    if result.gate == "deprecation":
        verdict = "review triggered" if not result.passed else "no review needed"
    lines = [f"{result.skill}: {result.gate} gate {verdict} ({result.config.description})"]
    lines += [f"  ✗ {failure}" for failure in result.failures]
    lines += [f"  · {note}" for note in result.notes]
    s = result.stats
    if s is not None:
        lines.append(
            f"  last {result.window.days} days: {s.uses} uses, score {number_cell(s.avg_score)}, "
            f"coverage {percent_cell(s.coverage)}, error rate {percent_cell(s.error_rate)}"
        )
    return "\n".join(lines) + "\n"
