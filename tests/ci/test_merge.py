"""``skillgrade merge``: the JSON reports of a sharded run become one, checked against the schema."""

from __future__ import annotations

import json

from ci.skills import WEAK_DESCRIPTION, skill_md
from skillgrade.ci.shard import shard_of


def _tree(tmp_path, count=6):
    root = tmp_path / "market"
    for i in range(count):
        folder = root / "skills" / f"s{i}"
        folder.mkdir(parents=True)
        description = WEAK_DESCRIPTION if i == 0 else None
        text = skill_md(f"s{i}", description=description) if description else skill_md(f"s{i}")
        (folder / "SKILL.md").write_text(text, encoding="utf-8")
    (root / ".git").mkdir()  # the tree root: shard keys are relative to it
    return root


def test_merging_shards_gives_the_report_of_the_whole_run(tmp_path, cli, monkeypatch):
    root = _tree(tmp_path)
    monkeypatch.chdir(root)
    paths = [p for p in sorted((root / "skills").iterdir())]
    owners = {p: shard_of(f"skills/{p.name}", 2) for p in paths}
    outputs = []
    for index in (1, 2):
        out = tmp_path / f"shard-{index}.json"
        mine = [p for p in paths if owners[p] == index]
        assert cli("score", *mine, "--format", "json", "-o", out).code in (0, 1)
        outputs.append(out)
    whole = cli("score", "skills", "--format", "json").json()

    merged = cli("merge", *outputs, "--format", "json")

    assert merged.code == (0 if whole["passed"] else 1)
    report = merged.json()
    assert [s["path"] for s in report["skills"]] == sorted(s["path"] for s in whole["skills"])
    for key in ("skills", "scored", "passed", "failed", "mean_score", "min_score", "badges", "findings"):
        assert report["summary"][key] == whole["summary"][key], key
    assert report["composite"] is None  # six skills: no single-skill shortcut


def test_merge_keeps_a_skill_found_in_two_shards_once(tmp_path, cli, monkeypatch):
    root = _tree(tmp_path, 1)
    monkeypatch.chdir(root)
    out = tmp_path / "one.json"
    cli("score", "skills", "--format", "json", "-o", out)
    merged = cli("merge", out, out).json()
    assert merged["summary"]["skills"] == 1
    assert merged["composite"] == json.loads(out.read_text())["composite"]


def test_merge_rejects_a_file_that_is_not_a_report(tmp_path, cli):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"version": "1.0", "skills": "nope"}))
    result = cli("merge", bad)
    assert result.code == 2
    assert f"{bad}: not a skillgrade v1 report: at" in result.err


def test_merge_rejects_shards_run_with_different_gates(tmp_path, cli, monkeypatch):
    root = _tree(tmp_path, 2)
    monkeypatch.chdir(root)
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    cli("score", "skills/s0", "--format", "json", "-o", a)
    cli("score", "skills/s1", "--format", "json", "-o", b, "--threshold", "50")
    result = cli("merge", a, b)
    assert result.code == 2 and "disagree on threshold" in result.err


def test_merging_a_degraded_shard_exits_4_and_says_why(tmp_path, cli, monkeypatch):
    from llm.fake_server import FakeServer, Reply, openai_error

    root = _tree(tmp_path, count=2)
    monkeypatch.chdir(root)
    server = FakeServer().start()
    server.script(*[Reply(401, openai_error("Incorrect API key provided"))] * 10)
    judged = ["--depth", "standard", "--provider", "openai-compatible", "--base-url", server.url, "--model", "m"]
    try:
        out = tmp_path / "shard.json"
        assert cli("score", "skills", *judged, "--cache-dir", tmp_path / "c", "--format", "json", "-o", out).code == 4
    finally:
        server.stop()

    merged = cli("merge", out, "--format", "json")

    assert merged.code == 4
    assert "degraded: the LLM judge failed for 2 skills" in merged.err
