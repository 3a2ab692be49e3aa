"""The shared line scan of fenced blocks (skill/fences.py) against CommonMark's reading of fences."""

from __future__ import annotations

import pytest
from markdown_it import MarkdownIt

from skillgrade.skill.fences import Fence, closes, fences, opening


def blocks(text: str) -> list[tuple[int, int, str]]:
    return [(fence.start, fence.end, fence.info) for fence in fences(text.split("\n"))]


def commonmark_blocks(text: str) -> list[tuple[int, str]]:
    """(opening line, info) of each fence markdown-it finds, for texts without containers."""
    return [
        (token.map[0], token.info.strip())
        for token in MarkdownIt("commonmark").parse(text)
        if token.type == "fence" and token.map
    ]


def test_a_block_ends_at_a_line_of_its_own_character_at_least_as_long() -> None:
    text = "intro\n````markdown\n```bash\ncurl x\n```\n````\nafter"
    assert blocks(text) == [(1, 5, "markdown")]


def test_a_line_with_words_after_the_marker_does_not_close_a_block() -> None:
    text = "```\none\n```bash\ntwo\n```"
    assert blocks(text) == [(0, 4, "")]


def test_tildes_are_not_closed_by_backticks() -> None:
    text = "~~~text\n```\nstill inside\n~~~"
    assert blocks(text) == [(0, 3, "text")]


def test_a_block_left_open_runs_to_the_end() -> None:
    lines = ["```python", "import os", "os.system('x')"]
    assert list(fences(lines)) == [Fence(0, 3, "```", "python")]
    assert next(fences(lines)).body(lines) == ["import os", "os.system('x')"]


def test_four_spaces_of_indent_is_not_an_opening_and_two_backticks_are_not_a_fence() -> None:
    assert opening("    ```bash") is None
    assert opening("``bash") is None
    assert opening("   ~~~~ yaml title=x") == ("~~~~", "yaml title=x")


def test_the_first_word_of_the_info_string() -> None:
    assert Fence(0, 1, "```", 'json title="a"').first_word == "json"
    assert Fence(0, 1, "```", "").first_word == ""


def test_closing_lines() -> None:
    assert closes("```` ", "```")
    assert not closes("``", "```")
    assert not closes("~~~", "```")
    assert not closes("``` x", "```")


@pytest.mark.parametrize(
    "text",
    [
        "a\n```bash\nx\n```\nb\n~~~\ny\n~~~",
        "````md\n```sh\nrm\n```\n````\n```\nlast",
        "```\n```bash\n```",
        "para\n   ```js\n   code\n   ```\n",
    ],
)
def test_openings_agree_with_markdown_it_outside_containers(text: str) -> None:
    assert [(start, info) for start, _, info in blocks(text)] == commonmark_blocks(text)
