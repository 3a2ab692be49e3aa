"""A sharded pull-request run end to end: shard jobs write results and post nothing, the merge job
posts one comment and one status (context ``skillgrade``), and refuses an incomplete or mixed set.
A real git repository, the real console script, the loopback GitHub; artifacts are moved the way
upload-artifact / download-artifact move them (one subfolder per artifact)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from ci.skills import base_tree, skill_md, weaken_a_improve_b
from skillgrade.ci.shard import shard_of
from skillgrade.ci.snapshot import decode_digest

MARKER = "<!-- skillgrade:comment -->"
GATES = {"max-drop": "5", "status": "on"}


def _run_shards(repo, run_action, count=3, inputs=GATES):
    """Shard jobs; their gate inputs do not matter (the merge job's decide)."""
    runs = [run_action(repo, {**inputs, "shard": f"{i}/{count}"}) for i in range(1, count + 1)]
    return runs


def _download(repo, names, into="shards"):
    """What download-artifact does with several artifacts: each into its own subfolder."""
    target = repo.root / into
    for name in names:
        folder = target / name.removesuffix(".json")
        folder.mkdir(parents=True, exist_ok=True)
        shutil.move(str(repo.root / name), folder / name)
    return into


def _without_digest(body: str) -> str:
    return re.sub(r"<!-- skillgrade:digest v1 [A-Za-z0-9+/=]+ -->", "", body)


def test_shards_post_nothing_and_the_merge_job_posts_one_comment_and_one_status(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())
    assert [shard_of(f, 3) for f in ("skills/csv-a", "skills/csv-b")] == [1, 3]  # shard 2 has nothing

    shards = _run_shards(repo, run_action, inputs={"max-drop": ""})

    assert [r.code for r in shards] == [0, 0, 0], [r.stderr for r in shards]  # the merge job gates
    assert github.writes() == [] and github.state.statuses == []
    assert [r.outputs["shard-result"] for r in shards] == [f"skillgrade-shard-{i}-of-3.json" for i in (1, 2, 3)]
    assert [json.loads(r.outputs["changed-skills"]) for r in shards] == [["skills/csv-a"], [], ["skills/csv-b"]]
    assert "The merge job reports all shards" in shards[0].summary
    folder = _download(repo, [r.outputs["shard-result"] for r in shards])

    merged = run_action(repo, {**GATES, "merge": folder})

    assert merged.code == 1, merged.stderr  # the merge job's max-drop: 5, though the shards had none
    [comment] = github.comments()
    body = comment["body"]
    assert body.startswith(MARKER + "\n\n## skillgrade: ❌ gate failed for 1 skill of 2 changed\n")
    assert "shard" not in body
    rows = [line.split(" | ")[0] for line in body.splitlines() if line.startswith("| skills/")]
    assert rows == ["| skills/csv-a", "| skills/csv-b"]
    [status] = github.state.statuses
    assert (status["context"], status["sha"], status["state"]) == ("skillgrade", repo.head, "failure")
    assert [(r.method, r.path.rsplit("/", 1)[-1]) for r in github.writes()] == [
        ("POST", "comments"),
        ("POST", "reviews"),
        ("POST", repo.head),
    ]
    assert merged.outputs["passed"] == "false"
    assert json.loads(merged.outputs["changed-skills"]) == ["skills/csv-a", "skills/csv-b"]
    report = json.loads((repo.root / merged.outputs["report"]).read_text())
    assert [s["folder"] for s in report["skills"]] == ["skills/csv-a", "skills/csv-b"]
    assert "::error file=skills/csv-a/SKILL.md,title=skillgrade gate::" in merged.stdout
    assert "merged 3 shard(s): 2 changed skill(s)" in merged.stdout

    # The single-job run says exactly the same, in the same comment, with the same digest.
    single = run_action(repo, GATES)
    assert single.code == 1
    [again] = github.comments()
    assert again["id"] == comment["id"]
    assert _without_digest(again["body"]) == _without_digest(body)
    assert decode_digest(again["body"]) == decode_digest(body)
    assert len(decode_digest(body).snapshots) == 2  # the two base versions (the digest keeps base scores only)
    assert len(github.state.statuses) == 2 and {s["context"] for s in github.state.statuses} == {"skillgrade"}


def test_the_merge_job_refuses_an_incomplete_set(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())
    shards = _run_shards(repo, run_action)
    folder = _download(repo, [r.outputs["shard-result"] for r in shards if r is not shards[1]])

    merged = run_action(repo, {**GATES, "merge": folder})

    assert merged.code == 2
    assert "incomplete set of shards: 2/3 missing (found 1/3, 3/3); did a shard job fail?" in merged.stdout
    assert "Traceback" not in merged.stderr
    assert github.writes() == []


def test_the_merge_job_refuses_shards_of_different_commits_or_counts(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())
    first = run_action(repo, {**GATES, "shard": "1/3"})
    old = _download(repo, [first.outputs["shard-result"]], into="mixed")
    repo.commit({"skills/csv-b/SKILL.md": skill_md("csv-b", description="Cleans CSV files.")}, "another push")
    later = [run_action(repo, {**GATES, "shard": f"{i}/3"}) for i in (2, 3)]
    _download(repo, [r.outputs["shard-result"] for r in later], into="mixed")

    mixed = run_action(repo, {**GATES, "merge": old})

    assert mixed.code == 2
    assert "the shards come from different runs: the head commit differs" in mixed.stdout
    assert f"{repo.head} in 2/3, 3/3" in mixed.stdout

    two = [run_action(repo, {**GATES, "shard": f"{i}/2"}) for i in (1, 2)]
    folder = _download(repo, [r.outputs["shard-result"] for r in two], into="mixed")
    counts = run_action(repo, {**GATES, "merge": folder})
    assert counts.code == 2 and "the N differs" in counts.stdout
    assert github.writes() == []


def test_the_merge_job_refuses_a_shard_twice(make_pr, run_action, github):
    repo = make_pr(base_tree(), weaken_a_improve_b())
    shards = _run_shards(repo, run_action, count=2)
    names = [r.outputs["shard-result"] for r in shards]
    folder = _download(repo, names)
    copy = repo.root / folder / "again"
    copy.mkdir()
    shutil.copy(repo.root / folder / names[0].removesuffix(".json") / names[0], copy / names[0])

    merged = run_action(repo, {**GATES, "merge": folder})

    assert merged.code == 2 and "shard 1/2 appears twice" in merged.stdout


def test_shard_and_merge_inputs_exclude_each_other(make_pr, run_action):
    repo = make_pr(base_tree(), weaken_a_improve_b())
    run = run_action(repo, {"shard": "1/2", "merge": "shards"})
    assert run.code == 2 and "shard and merge exclude each other" in run.stdout


def test_a_sharded_push_run_merges_without_a_pull_request(make_pr, run_action, github):
    repo = make_pr(base_tree(), {})
    push = {"ref": "refs/heads/main", "after": repo.head, "repository": {"full_name": "acme/skills"}}
    shards = [run_action(repo, {"shard": f"{i}/2"}, payload=push) for i in (1, 2)]
    folder = _download(repo, [r.outputs["shard-result"] for r in shards])

    merged = run_action(repo, {"merge": folder}, payload=push)

    assert merged.code == 0, merged.stderr
    assert sorted(json.loads(merged.outputs["changed-skills"])) == ["skills/csv-a", "skills/csv-b", "skills/untouched"]
    assert github.requests == []


def _score_shards(cli, root: Path, out: Path, count: int) -> list[Path]:
    paths = []
    for index in range(1, count + 1):
        path = out / f"shard-{index}.json"
        assert cli("score", root / "skills", "--shard", f"{index}/{count}", "--format", "json", "-o", path).code in (
            0,
            1,
        )
        paths.append(path)
    return paths


def test_score_shards_record_i_of_n_version_and_commit_and_merge_checks_them(make_pr, cli, tmp_path, monkeypatch):
    repo = make_pr(base_tree(), {})
    monkeypatch.chdir(repo.root)
    paths = _score_shards(cli, repo.root, tmp_path, 3)
    stamps = [json.loads(p.read_text())["shard"] for p in paths]
    assert stamps == [{"index": i, "count": 3, "commit": repo.head} for i in (1, 2, 3)]

    whole = cli("merge", *paths)
    assert whole.code == 0 and whole.json()["summary"]["skills"] == 3 and whole.json()["shard"] is None

    partial = cli("merge", paths[0], paths[2])
    assert partial.code == 2 and "incomplete set of shards: 2/3 missing" in partial.err

    twice = cli("merge", paths[0], paths[0], paths[1], paths[2])
    assert twice.code == 2 and "shard 1/3 appears twice" in twice.err

    stale = json.loads(paths[1].read_text())
    stale["tool"]["version"] = "0.0.9"
    paths[1].write_text(json.dumps(stale))
    mixed = cli("merge", *paths)
    assert mixed.code == 2 and "the skillgrade version differs (0.1.0 in 1/3, 3/3 vs 0.0.9 in 2/3)" in mixed.err
