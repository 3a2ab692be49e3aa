from __future__ import annotations

from conftest import SkillFactory
from helpers import score_one
from skillgrade.config import Config


def test_config_disable_marks_findings_suppressed_and_removes_their_penalty(make_skill: SkillFactory) -> None:
    folder = make_skill("x", body="# X\n\nSee [gone](references/gone.md).\n")
    loud = score_one(folder)
    quiet = score_one(folder, Config(disable=["ORPHAN_REFERENCE"]))
    [orphan] = [f for f in quiet.findings if f.rule == "ORPHAN_REFERENCE"]
    assert orphan.suppressed
    assert loud.composite.anti_pattern_count == 1 and quiet.composite.anti_pattern_count == 0
    assert (quiet.composite.score or 0) > (loud.composite.score or 0)


def test_inline_comments_silence_a_file_or_the_next_line(make_skill: SkillFactory) -> None:
    body = (
        "# X\n\n<!-- skillgrade: disable-next-line=ORPHAN_REFERENCE -->\nSee [gone](references/gone.md).\n\n"
        "And [also gone](references/other.md).\n"
    )
    result = score_one(make_skill("x", body=body))
    states = {f.message.split("'")[1]: f.suppressed for f in result.findings if f.rule == "ORPHAN_REFERENCE"}
    assert states == {"references/gone.md": True, "references/other.md": False}
    body_all = "<!-- skillgrade: disable=ORPHAN_REFERENCE,STUB_BODY -->\n" + body
    result = score_one(make_skill("y", body=body_all))
    assert all(f.suppressed for f in result.findings if f.rule in ("ORPHAN_REFERENCE", "STUB_BODY"))


def test_yaml_comment_in_frontmatter_silences_too(make_skill: SkillFactory) -> None:
    folder = make_skill(
        "x",
        frontmatter="name: other  # skillgrade: disable=NAME_FOLDER_MISMATCH\ndescription: Does x. Use when asked.\n",
    )
    result = score_one(folder)
    assert [f.suppressed for f in result.findings if f.rule == "NAME_FOLDER_MISMATCH"] == [True]
