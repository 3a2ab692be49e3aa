from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import CliResult, SkillFactory

Cli = Callable[..., CliResult]


def test_a_good_skill_passes_with_exit_0_and_a_readable_report(cli: Cli, good_skill: Path) -> None:
    result = cli("score", good_skill)
    assert result.code == 0, result.out + result.err
    assert "PASSED" in result.out
    assert "unmeasured at this depth" in result.out
    assert "\x1b[" not in result.out  # no colour when not a TTY


def test_json_report_keeps_the_methodology_shape_for_one_skill(cli: Cli, good_skill: Path) -> None:
    report = cli("score", good_skill, "--format", "json").json()
    assert report["version"] == "1.0"
    assert report["composite"]["score"] == report["skills"][0]["composite"]["score"]
    assert report["dimensions"]["output_quality"] == {
        "score": None,
        "grade": None,
        "measured": False,
        "weight": 0.15,
        "effective_weight": None,
        "ci_low": None,
        "ci_high": None,
        "layers": {},
        "reason": None,
    }
    assert [layer["name"] for layer in report["layers"]] == ["static", "judge", "monte_carlo"]
    assert report["layers"][1]["status"] == "skipped"
    assert report["skills"][0]["content_hash"].startswith("sha256:")


def test_threshold_fails_the_gate_with_exit_1(cli: Cli, good_skill: Path) -> None:
    result = cli("score", good_skill, "--threshold", "99.9", "--format", "json")
    assert result.code == 1
    [skill] = result.json()["skills"]
    assert skill["gate"][0].startswith("score ") and "below the threshold 99.9" in skill["gate"][0]


def test_error_findings_fail_the_gate_and_other_skills_are_still_scored(
    cli: Cli, make_skill: SkillFactory, good_skill: Path, tmp_path: Path
) -> None:
    make_skill("broken", raw="---\nname: broken\ndescription: Use when: x\n---\n# B\n")
    result = cli("score", tmp_path)
    assert result.code == 1
    assert "broken/SKILL.md:3: error   FRONTMATTER_INVALID" in result.out
    assert "Traceback" not in result.out + result.err
    report = cli("score", tmp_path, "--format", "json").json()
    passed = {Path(s["folder"]).name: s["passed"] for s in report["skills"]}
    assert passed == {"broken": False, "csv-profiler": True, "sql-loader": True}


def test_fail_on_never_and_warning(cli: Cli, make_skill: SkillFactory) -> None:
    folder = make_skill("x", frontmatter="name: y\ndescription: Does a thing well. Use when asked for it.\n")
    assert cli("score", folder).code == 0
    assert cli("score", folder, "--fail-on", "warning").code == 1
    broken = make_skill("z", raw="---\nname: z\n")
    assert cli("score", broken, "--fail-on", "never").code == 0


def test_missing_path_is_a_usage_error_with_exit_2(cli: Cli, tmp_path: Path) -> None:
    result = cli("score", tmp_path / "nope")
    assert result.code == 2
    assert "path does not exist" in result.err


def test_directory_without_skills_is_exit_2_but_stray_files_are_ignored(cli: Cli, tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text("# hi\n")
    assert cli("score", tmp_path).code == 2
    result = cli("score", tmp_path / "README.md")
    assert result.code == 0 and "nothing to check" in result.err


def test_a_file_inside_a_skill_selects_the_skill(cli: Cli, good_skill: Path) -> None:
    report = cli("score", good_skill / "references" / "columns.md", "--format", "json").json()
    assert [Path(s["folder"]).name for s in report["skills"]] == ["csv-profiler"]


def test_output_file_and_unknown_rule_in_disable(cli: Cli, good_skill: Path, tmp_path: Path) -> None:
    out = tmp_path / "reports" / "r.json"
    assert cli("score", good_skill, "--format", "json", "--output", out).code == 0
    assert out.read_text().startswith("{")
    result = cli("score", good_skill, "--disable", "NOT_A_RULE")
    assert result.code == 2 and "unknown rule id" in result.err and "NOT_A_RULE" in result.err


@pytest.mark.parametrize("name", [".skillgrade.yaml", "pyproject.toml"])
def test_config_file_is_found_and_applied(
    cli: Cli, make_skill: SkillFactory, tmp_path: Path, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = make_skill("x", frontmatter="name: y\ndescription: Does a thing well. Use when asked for it.\n")
    text = (
        "threshold: 99\ndisable: [NAME_FOLDER_MISMATCH]\n"
        if name.endswith("yaml")
        else "[tool.skillgrade]\nthreshold = 99\ndisable = ['NAME_FOLDER_MISMATCH']\n"
    )
    (tmp_path / name).write_text(text)
    monkeypatch.chdir(tmp_path)
    report = cli("score", folder, "--format", "json")
    assert report.code == 1
    [skill] = report.json()["skills"]
    assert report.json()["threshold"] == 99
    assert [f["suppressed"] for f in skill["findings"] if f["rule"] == "NAME_FOLDER_MISMATCH"] == [True]


def test_bad_config_is_exit_2_naming_file_and_line(cli: Cli, good_skill: Path, tmp_path: Path) -> None:
    config = tmp_path / "bad.yaml"
    config.write_text("threshold: [oops\n")
    result = cli("score", good_skill, "--config", config)
    assert result.code == 2
    assert f"{config}:2" in result.err or f"{config}:1" in result.err
    config.write_text("thresold: 70\n")
    result = cli("score", good_skill, "--config", config)
    assert result.code == 2 and "thresold" in result.err


def test_internal_errors_are_exit_3_without_traceback(cli: Cli, tmp_path: Path) -> None:
    # A directory named SKILL.md is not a skill file; reading it must not crash the run.
    weird = tmp_path / "odd" / "SKILL.md"
    weird.mkdir(parents=True)
    result = cli("score", tmp_path / "odd", "--format", "json")
    assert "Traceback" not in result.err
    assert result.code in (0, 1, 2)


def test_a_bug_while_loading_one_skill_is_a_finding_on_it_and_the_others_are_scored(
    make_skill: SkillFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    from skillgrade import evaluate as evaluation
    from skillgrade.config import Config

    broken = make_skill("broken-one")
    fine = make_skill("fine-one")
    load = evaluation.load_skill

    def load_or_fail(skill_md: Path, tree_root: Path, display_root: str) -> object:
        if skill_md.parent == broken:
            raise RuntimeError("simulated loader bug")
        return load(skill_md, tree_root, display_root)

    monkeypatch.setattr(evaluation, "load_skill", load_or_fail)
    report = evaluation.evaluate([broken, fine], Config())
    by_folder = {Path(s.folder).name: s for s in report.skills}
    assert [f.rule for f in by_folder["broken-one"].findings] == ["INTERNAL_ERROR"]
    assert "simulated loader bug" in by_folder["broken-one"].findings[0].message
    assert by_folder["broken-one"].composite.score is None and not by_folder["broken-one"].passed
    assert by_folder["fine-one"].composite.score is not None


def test_streamed_json_is_byte_for_byte_what_pydantic_writes(tmp_path: Path, good_skill: Path) -> None:
    # The report models are dataclasses written by our own serializer; the bytes stay those pydantic
    # wrote when the models were pydantic's, so consumers of the JSON see no change.
    from pydantic import TypeAdapter

    from skillgrade.config import Config
    from skillgrade.evaluate import evaluate
    from skillgrade.report.json import render
    from skillgrade.report.model import Report

    report = evaluate([tmp_path], Config())
    assert len(report.skills) == 2
    assert render(report) == TypeAdapter(Report).dump_json(report, indent=2).decode() + "\n"


def test_worker_processes_give_the_same_report_in_the_same_order(
    make_skill: SkillFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from skillgrade.config import Config
    from skillgrade.evaluate import Options, evaluate

    for index in range(70):
        make_skill(
            f"skill-{index:02d}", frontmatter=f"name: skill-{index:02d}\ndescription: Does {index}. Use when asked.\n"
        )
    # manifests are checked while the workers score: one with a finding, one broken
    (tmp_path / ".claude-plugin").mkdir()
    (tmp_path / ".claude-plugin" / "plugin.json").write_text('{"name": "Bad Name", "skills": "./nowhere"}\n')
    (tmp_path / "skill-00" / ".claude-plugin").mkdir()
    (tmp_path / "skill-00" / ".claude-plugin" / "plugin.json").write_text('{"name": \n')
    serial = evaluate([tmp_path], Config(), Options(jobs=1))
    parallel = evaluate([tmp_path], Config(), Options(jobs=2))

    def comparable(report: object) -> object:
        from skillgrade.report.dump import to_data

        data = to_data(report)
        del data["generated_at"]
        for skill in data["skills"]:
            for layer in skill["layers"]:
                layer["duration_ms"] = None
        return data

    assert len(parallel.skills) == 70
    assert len(parallel.manifests) == 2 and all(m.findings for m in parallel.manifests)
    assert comparable(serial) == comparable(parallel)


def test_plugineval_output_json_pipes_json_and_writes_no_file(
    cli: Cli, good_skill: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PluginEval's CI snippet: `score ./skill --depth quick --output json | python -c 'json.load…'`."""
    monkeypatch.chdir(tmp_path)
    result = cli("score", good_skill, "--depth", "quick", "--output", "json")
    assert result.code == 0, result.err
    assert isinstance(result.json()["composite"]["score"], float)
    assert "--format json" in result.err
    assert not (tmp_path / "json").exists()


def test_output_format_name_that_contradicts_format_is_a_usage_error(
    cli: Cli, good_skill: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = cli("score", good_skill, "--format", "text", "--output", "json")
    assert result.code == 2
    assert "use --format json" in result.err
    assert not (tmp_path / "json").exists()


def test_a_file_called_json_is_still_writable_with_a_path(
    cli: Cli, good_skill: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli("score", good_skill, "--format", "json", "--output", "./json").code == 0
    assert (tmp_path / "json").read_text().startswith("{")


def test_top_level_help_lists_every_exit_code(cli: Cli) -> None:
    from skillgrade.errors import ExitCode

    result = cli("--help")
    help_text = " ".join(result.out.split())
    for code in ExitCode:
        assert f"{code.value} " in help_text.split("Exit codes:")[1], code


def test_a_skill_outside_the_working_directory_is_shown_by_its_absolute_path(
    cli: Cli, make_skill: SkillFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = make_skill("far-away", raw="---\nname: far-away\ndescription: x\n---\n\nshort\n")
    elsewhere = tmp_path / "work" / "dir"  # two levels down: the old display read ../../far-away
    elsewhere.mkdir(parents=True)
    monkeypatch.chdir(elsewhere)
    result = cli("score", folder.resolve())
    assert f"{folder.resolve().as_posix()}/SKILL.md:3" in result.out
    assert "../" not in result.out


def test_counts_in_messages_agree_with_their_nouns(cli: Cli, make_skill: SkillFactory) -> None:
    tiny = cli("score", make_skill("tiny", raw="---\nname: tiny\ndescription: y\n---\n\nword\n"))
    assert "the description has 1 character (at least 20 needed)" in tiny.out
    assert "about 1 word of content" in tiny.out
    fenced = cli("score", make_skill("fenced", raw="---\nname: fenced\ndescription: y\n---\n\n```\nx\n```\n"))
    assert "1 fenced code block without a language tag (line 6)" in fenced.out
