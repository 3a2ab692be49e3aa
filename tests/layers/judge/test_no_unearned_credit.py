"""Issue 24: a verdict never says more than was measured (a failed dimension, a degraded badge, the
judge's own run-to-run spread), over a scripted judge on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from conftest import CliResult, SkillFactory
from layers.judge.conftest import ScriptedJudge, grading
from layers.judge.test_degraded import UNAUTHORIZED, failing_server
from layers.judge.test_judge_cli import standard
from llm.fake_server import FakeServer
from samples import GOOD_BODY

Cli = Callable[..., CliResult]


def test_a_dimension_the_judge_fails_to_rate_never_raises_the_composite(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, judge = judge_server
    judge.gradings = [grading(1, 1, 1)]
    honest = standard(cli, server, good_skill, tmp_path / "c1", "--allow-degraded").json()["skills"][0]
    judge.gradings = [grading(1, 1, 9)]  # scope_calibration off the scale, asked again, still off
    judge.graded = 0
    strict = standard(cli, server, good_skill, tmp_path / "c2", "--threshold", "10")
    gamed = standard(cli, server, good_skill, tmp_path / "c3", "--allow-degraded", "--threshold", "10")
    text = standard(cli, server, good_skill, tmp_path / "c4", "--allow-degraded", "--format", "text")
    [skill] = gamed.json()["skills"]
    assert skill["composite"]["score"] <= honest["composite"]["score"]  # making a rating fail gains nothing
    assert skill["composite"]["ci_high"] > skill["composite"]["score"]  # the interval covers the missing rating
    assert skill["composite"]["failed_dimensions"] == ["scope_calibration"]
    scope = skill["dimensions"]["scope_calibration"]
    assert scope["score"] is None and scope["reason"].startswith("failed: judge: ")
    assert strict.code == 4, strict.err  # degraded: not compared with the threshold as if it had run
    assert "scope_calibration failed" in strict.err
    assert gamed.code == 0 and skill["composite"]["degraded"] is True
    scope_line = next(line for line in text.out.splitlines() if line.strip().startswith("scope_calibration"))
    assert "failed: judge: " in scope_line


def test_a_degraded_result_carries_no_badge_in_any_format(cli: Cli, good_skill: Path, tmp_path: Path) -> None:
    server = failing_server(*[UNAUTHORIZED] * 60)
    outputs = {}
    try:
        for fmt in ("json", "text", "markdown", "junit", "sarif"):
            result = standard(cli, server, good_skill, tmp_path / "c", "--allow-degraded", "--format", fmt)
            assert result.code == 0, result.err
            outputs[fmt] = result.out
    finally:
        server.stop()
    import json

    [skill] = json.loads(outputs["json"])["skills"]
    assert skill["composite"]["degraded"] is True and skill["composite"]["score"] is not None
    assert skill["composite"]["badge"] is None and skill["composite"]["badge_label"] is None
    assert json.loads(outputs["json"])["summary"]["badges"] == {"degraded": 1}
    for fmt, out in outputs.items():
        assert "★" not in out, fmt
        for name in ("Platinum", "Gold", "Silver", "Bronze", '"bronze"', '"silver"', '"gold"'):
            assert name not in out, (fmt, name)
    assert "no badge (degraded)" in outputs["text"]


def test_ecosystem_coherence_is_measured_or_unmeasured_never_a_default(
    cli: Cli, make_skill: SkillFactory, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, _ = judge_server
    alone = make_skill("csv-profiler", parent=tmp_path / "alone", body=GOOD_BODY.split("## Related")[0])
    linked = make_skill("csv-profiler", parent=tmp_path / "family")  # GOOD_BODY links ../sql-loader under Related
    make_skill("sql-loader", parent=tmp_path / "family")
    [lone] = standard(cli, server, alone, tmp_path / "c1").json()["skills"]
    skills = standard(cli, server, linked.parent, tmp_path / "c2").json()["skills"]
    family = next(skill for skill in skills if skill["name"] == "csv-profiler")
    text = standard(cli, server, alone, tmp_path / "c1", "--format", "text").out
    eco = lone["dimensions"]["ecosystem_coherence"]
    assert eco["measured"] is False and eco["score"] is None and "static" not in eco["layers"]
    assert "nothing to measure its coherence with" in eco["reason"]
    assert "ecosystem_coherence" in lone["composite"]["unmeasured_dimensions"]
    line = next(row for row in text.splitlines() if row.strip().startswith("ecosystem_coherence"))
    assert "0.50" not in line and "nothing to measure" in line
    assert family["dimensions"]["ecosystem_coherence"]["layers"]["static"] == 0.75  # one live link, a Related list


def test_the_judges_run_to_run_spread_is_reported_and_a_gate_inside_it_warns(
    cli: Cli, good_skill: Path, judge_server: tuple[FakeServer, ScriptedJudge], tmp_path: Path
) -> None:
    server, judge = judge_server
    single = standard(cli, server, good_skill, tmp_path / "c1").json()["skills"][0]["composite"]
    assert single["judge_spread"]["passes"] == 1 and single["judge_spread"]["low"] is None
    assert "unmeasured" in single["judge_spread"]["note"]
    judge.gradings, judge.graded = [grading(2, 2, 2), grading(5, 5, 5)], 0  # the same skill, two verdicts apart
    first = standard(cli, server, good_skill, tmp_path / "c2", "--judges", "2").json()["skills"][0]["composite"]
    spread = first["judge_spread"]
    assert spread["passes"] == 2 and spread["high"] - spread["low"] > 20
    assert spread["low"] < first["score"] < spread["high"] and spread["warning"] is None
    middle = str(round((spread["low"] + spread["high"]) / 2))
    gated = standard(cli, server, good_skill, tmp_path / "c2", "--judges", "2", "--threshold", middle)
    warning = gated.json()["skills"][0]["composite"]["judge_spread"]["warning"]
    assert warning is not None and f"threshold {middle} lies inside the judge's run-to-run spread" in warning
    assert f"warning: {good_skill.name}" in gated.err or "lies inside the judge's run-to-run spread" in gated.err
    text = standard(
        cli, server, good_skill, tmp_path / "c2", "--judges", "2", "--threshold", middle, "--format", "text"
    )
    assert f"Judge spread: {spread['low']:.1f}–{spread['high']:.1f} over 2 passes" in text.out
    assert "another pass could flip the gate" in text.out
