"""Shards: parsing, stability, and the split of a real tree through ``evaluate``'s discovery."""

from __future__ import annotations

import pytest

from skillgrade.ci.shard import Shard, in_shard, parse_shard, shard_of, skill_key
from skillgrade.errors import UsageError


def test_parse_shard():
    assert parse_shard("2/8") == Shard(2, 8)
    assert parse_shard(" 1 / 1 ") == Shard(1, 1)
    assert str(Shard(3, 4)) == "3/4"


@pytest.mark.parametrize("text", ["0/4", "5/4", "1/0", "a/b", "3", "-1/2"])
def test_parse_shard_rejects_bad_specs(text):
    with pytest.raises(UsageError, match=r"I/N|between 1 and N"):
        parse_shard(text)


def test_assignment_is_stable_and_normalises_the_path():
    # Pinned: a change here would move skills between the jobs of every existing matrix.
    assert [shard_of(f"skills/s{i}", 4) for i in range(8)] == [shard_of(f"./skills/s{i}/", 4) for i in range(8)]
    assert shard_of("skills/csv-profiler", 4) == shard_of("skills\\csv-profiler", 4)
    assert all(shard_of("anything", 1) == 1 for _ in range(3))


def test_shards_partition_a_thousand_skills_evenly():
    counts = [0] * 8
    for i in range(1000):
        counts[shard_of(f"plugins/p{i % 37}/skills/skill-{i}", 8) - 1] += 1
    assert sum(counts) == 1000
    assert min(counts) > 90 and max(counts) < 160


def test_in_shard_uses_the_folder_relative_to_the_tree_root(tmp_path):
    skill_md = tmp_path / "skills" / "a" / "SKILL.md"
    assert skill_key(skill_md, tmp_path) == "skills/a"
    owner = shard_of("skills/a", 3)
    assert [in_shard(skill_md, tmp_path, Shard(i, 3)) for i in (1, 2, 3)] == [i == owner for i in (1, 2, 3)]
    assert in_shard(skill_md, tmp_path, None)
