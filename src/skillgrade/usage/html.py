"""The usage report as one self-contained HTML page: tables and an inline SVG chart per skill.

No JavaScript, no fonts or styles fetched from the network; a point's tooltip is an SVG ``<title>``.
"""

from __future__ import annotations

from datetime import date, datetime
from html import escape

from skillgrade.usage.analysis import Point
from skillgrade.usage.report import (
    LEADERBOARD_HEADER,
    UsageReport,
    distribution_table,
    leaderboard_rows,
    trend_line,
)

WIDTH, HEIGHT = 640, 220
LEFT, RIGHT, TOP, BOTTOM = 44, 12, 12, 28
BANDS = ((90, 100, "#e3f4e1"), (75, 90, "#eef7e6"), (60, 75, "#fbf6e0"), (40, 60, "#fcebdc"), (0, 40, "#f9e0e0"))
STYLE = """body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:980px;color:#1d232a;padding:0 1em}
table{border-collapse:collapse;margin:.5em 0 1.5em}
th,td{padding:.25em .6em;border-bottom:1px solid #dde;text-align:left}
th{background:#f4f5f8}td.n{text-align:right;font-variant-numeric:tabular-nums}svg{display:block;margin:.3em 0 1.5em}
.axis{font-size:11px;fill:#5b6470}h2{margin-top:1.8em}figure{margin:0}figcaption{font-weight:600}"""


def _day(text: str) -> date:
    return date.fromisoformat(text)


def _x(day: date, first: date, span_days: int) -> float:
    return LEFT + (day - first).days / max(span_days, 1) * (WIDTH - LEFT - RIGHT)


def _y(score: float) -> float:
    return TOP + (100 - score) / 100 * (HEIGHT - TOP - BOTTOM)


def chart(skill: str, points: list[Point], since: datetime, until: datetime) -> str:
    """An SVG line chart of a skill's daily average score, 0–100, over the report window."""
    first, last = since.date(), until.date()
    span = (last - first).days
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'role="img" aria-label="{escape(skill)}: daily average score">'
    ]
    for low, high, colour in BANDS:
        parts.append(
            f'<rect x="{LEFT}" y="{_y(high):.1f}" width="{WIDTH - LEFT - RIGHT}" '
            f'height="{_y(low) - _y(high):.1f}" fill="{colour}"/>'
        )
    for tick in (0, 20, 40, 60, 75, 90, 100):
        parts.append(f'<text class="axis" x="{LEFT - 6}" y="{_y(tick) + 4:.1f}" text-anchor="end">{tick}</text>')
    for label, anchor, day in (("start", "start", first), ("end", "end", last)):
        parts.append(
            f'<text class="axis" x="{_x(day, first, span):.1f}" y="{HEIGHT - 8}" text-anchor="{anchor}" '
            f'data-edge="{label}">{day.isoformat()}</text>'
        )
    coords = [(_x(_day(p.day), first, span), _y(p.avg_score), p) for p in points]
    if len(coords) > 1:
        path = " ".join(f"{x:.1f},{y:.1f}" for x, y, _ in coords)
        parts.append(f'<polyline points="{path}" fill="none" stroke="#2b6cb0" stroke-width="2"/>')
    for x, y, p in coords:
        parts.append(
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="#2b6cb0"><title>{p.day}: '
            f"{p.avg_score:.1f} ({p.count} invocations)</title></circle>"
        )
    parts.append("</svg>")
    return "".join(parts)


def _table(header: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td{_numeric(c)}>{escape(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _numeric(cell: str) -> str:
    return ' class="n"' if cell.replace(".", "", 1).replace("%", "").replace("–", "").isdigit() else ""


def render_html(report: UsageReport) -> str:
    w = report.window
    title = f"Skill usage {w.since:%Y-%m-%d} → {w.until:%Y-%m-%d}"
    body = [
        f"<h1>{escape(title)}</h1>",
        f"<p>{report.invocations} invocations of {len(report.skills)} skills over {w.days} days (UTC).</p>",
        f"<h2>Leaderboard (≥ {report.min_uses} uses)</h2>",
        _table(LEADERBOARD_HEADER, leaderboard_rows(report))
        if report.leaderboard
        else "<p>No skill has enough uses.</p>",
        "<h2>Score over time</h2>",
    ]
    for s in report.skills:
        body.append(
            f"<figure><figcaption>{escape(s.skill_name)}</figcaption>"
            f"{chart(s.skill_name, report.series.get(s.skill_name, []), w.since, w.until)}"
            f"<p>{escape(trend_line(s))}</p></figure>"
        )
    body.append("<h2>Quality distribution</h2>")
    body.append(_table(*distribution_table(report)) if report.distribution else "<p>No scored invocations.</p>")
    body.append("<h2>Improvement opportunities</h2>")
    opp = [[o.skill_name, o.weak_area, f"{o.normalized_score:.2f}"] for o in report.opportunities]
    body.append(_table(["skill", "weak area", "normalized"], opp) if opp else "<p>None.</p>")
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
        f"<style>{STYLE}</style></head><body>\n" + "\n".join(body) + "\n</body></html>\n"
    )
