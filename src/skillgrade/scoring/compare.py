"""Two skills side by side: the composite, the anti-pattern penalty and every dimension, with the
winner of each row. A dimension neither side measured says so instead of calling a tie."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from skillgrade.report.model import SkillResult
from skillgrade.scoring.dimensions import DIMENSIONS

Winner = Literal["A", "B", "tie", "unmeasured", "—"]


class ComparisonRow(BaseModel):
    name: str
    a: float | None
    b: float | None
    winner: Winner
    """``—`` when only one side has a value; ``unmeasured`` when neither has."""


class Comparison(BaseModel):
    a: str
    b: str
    rows: list[ComparisonRow]

    @property
    def dimension_wins(self) -> tuple[int, int]:
        rows = [r for r in self.rows if r.name in DIMENSIONS]
        return sum(r.winner == "A" for r in rows), sum(r.winner == "B" for r in rows)


def compare(a: SkillResult, b: SkillResult) -> Comparison:
    rows = [
        _row("composite", a.composite.score, b.composite.score),
        _row("anti_pattern_penalty", a.composite.penalty, b.composite.penalty),
    ]
    rows += [_row(name, a.dimensions[name].score, b.dimensions[name].score) for name in DIMENSIONS]
    return Comparison(a=a.folder, b=b.folder, rows=rows)


def _row(name: str, left: float | None, right: float | None) -> ComparisonRow:
    winner: Winner
    if left is None or right is None:
        winner = "unmeasured" if left is None and right is None else "—"
    elif abs(left - right) < 1e-9:
        winner = "tie"
    else:
        winner = "A" if left > right else "B"
    return ComparisonRow(name=name, a=left, b=right, winner=winner)


def render_text(comparison: Comparison) -> str:
    width = max(len(r.name) for r in comparison.rows)
    lines = [f"A = {comparison.a}", f"B = {comparison.b}", "", f"{'':<{width}}  {'A':>7}  {'B':>7}  winner"]
    lines += [f"{r.name:<{width}}  {_fmt(r.a):>7}  {_fmt(r.b):>7}  {r.winner}" for r in comparison.rows]
    wins_a, wins_b = comparison.dimension_wins
    lines += ["", f"A wins {wins_a} dimension(s), B wins {wins_b}."]
    return "\n".join(lines) + "\n"


def render_markdown(comparison: Comparison) -> str:
    from skillgrade.report.markdown import escape

    lines = [f"| | A: {escape(comparison.a)} | B: {escape(comparison.b)} | winner |", "|---|---:|---:|---|"]
    lines += [f"| {r.name} | {_fmt(r.a)} | {_fmt(r.b)} | {r.winner} |" for r in comparison.rows]
    return "\n".join(lines) + "\n"


def _fmt(value: float | None) -> str:
    if value is None:
        return "—"
    return f"{value:.1f}" if value > 1 else f"{value:.2f}"
