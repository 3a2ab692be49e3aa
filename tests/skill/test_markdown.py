from __future__ import annotations

import random
import re

from skillgrade.skill.markdown import parse

BODY = """\
# Title

Intro with a [guide](references/guide.md#setup) and `inline MUST` code.
Second line links [other](../other/SKILL.md).

## Steps

1. one
2. two
3. three

```python title="x"
print(1)
print(2)
```

~~~
plain
~~~

    indented code

## Empty

## Table

| a | b |
|---|---|
| 1 | 2 |
| 3 | 4 |
"""


def test_fences_of_both_kinds_are_counted_once_with_their_info() -> None:
    doc = parse(BODY, line_offset=10)
    kinds = [(b.language, b.fenced, b.line, b.content_lines) for b in doc.code_blocks]
    assert kinds == [("python", True, 21, 2), ("", True, 26, 1), ("", False, 30, 1)]


def test_links_keep_their_target_and_file_line() -> None:
    doc = parse(BODY, line_offset=10)
    assert [(link.target, link.line) for link in doc.links] == [
        ("references/guide.md#setup", 12),
        ("../other/SKILL.md", 13),
    ]


def test_prose_excludes_inline_code_and_code_blocks() -> None:
    doc = parse(BODY, line_offset=1)
    text = " ".join(p.text for p in doc.prose)
    assert "MUST" not in text
    assert "print" not in text
    assert "Intro with a guide and" in text


def test_sections_tables_and_lists() -> None:
    doc = parse(BODY, line_offset=1)
    assert [h.text for h in doc.headings] == ["Title", "Steps", "Empty", "Table"]
    assert doc.longest_ordered_list == 3
    assert [(t.columns, t.body_rows) for t in doc.tables] == [(2, 2)]
    by_title = {s.heading.text: s for s in doc.sections}
    assert by_title["Empty"].words == 0 and not by_title["Empty"].has_substance
    # The ``plain`` block is one token: it is a code block, but it counts as nothing in its section.
    assert [b.empty for b in doc.code_blocks] == [False, True, False]
    assert by_title["Steps"].list_items == 3 and by_title["Steps"].code_blocks == 2
    assert by_title["Table"].tables == 1


def test_empty_code_blocks_and_a_table_without_rows_count_as_nothing() -> None:
    doc = parse("## Examples\n\n```python\nx\n```\n\n```\n```\n\n| Option | Meaning |\n|---|---|\n", 1)
    assert [b.empty for b in doc.code_blocks] == [True, True]
    assert [t.body_rows for t in doc.tables] == [0]
    section = doc.sections[0]
    assert (section.words, section.code_lines, section.code_blocks, section.tables) == (0, 0, 0, 0)
    assert doc.content_words == 0 and [p.text for p in doc.prose if not p.in_heading] == []
    two_tokens = parse("## Run\n\n```bash\nmake test\n```\n\n| Option | Meaning |\n|---|---|\n| -v | verbose |\n", 1)
    assert [b.empty for b in two_tokens.code_blocks] == [False]
    run = two_tokens.sections[0]
    assert (run.code_blocks, run.tables) == (1, 1) and run.words == 4


PLAIN_CASES = [
    "one line",
    "two lines \nwith one trailing space",
    "a hard break  \nafter two spaces, and   \n\t  an indented third line",
    "# Heading with trailing spaces   \n\nprose",
    "| a | b |\n| --- | --- |\n| cell one | cell two |",
    "- item\n  continued  \n  still\n- second",
    "Setext heading\n===\n\ntext",
    "text with *emphasis*, `code`, [a link](x.md), <b>html</b>, &amp; \\* and ![img](y.png)",
    "[ref]\n\n[ref]: target.md",
    "tab\tinside and trailing tab\t\nnext",
]


def _reference(body: str) -> object:
    """The document markdown-it's own inline parser yields (the fast path switched off)."""
    import pytest

    from skillgrade.skill import markdown

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(markdown, "_INLINE_MARKUP", re.compile(""))  # every inline token takes the slow path
        return markdown.parse(body, 1)


def test_plain_text_skips_the_inline_parser_with_the_same_result() -> None:
    for body in PLAIN_CASES:
        assert parse(body, 1) == _reference(body), body


def test_the_fast_path_agrees_with_the_inline_parser_on_random_text() -> None:
    rng = random.Random(20261123)
    alphabet = " \t\n  abcXY-#:.,;()'\"&*_`[]<>!\\|=~+%$@{}0123456789"
    for _ in range(2000):
        body = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 60)))
        assert parse(body, 1) == _reference(body), repr(body)


def test_words_are_counted_the_same_on_ascii_text_by_its_own_pattern() -> None:
    from skillgrade.skill import markdown

    rng = random.Random(20261124)
    pieces = ["a", "Z", "9", "_", "-", "'", " ", "it's", "co-op", "--", "x_y", ".", "\t"]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        assert markdown.count_words(text) == len(markdown._WORD.findall(text)), text
    assert markdown.count_words("Don’t re-run it") == 3  # not ASCII: the Unicode pattern, ’ joins


def test_a_body_is_parsed_the_same_without_the_block_rules_it_cannot_trigger() -> None:
    """parse() leaves out the table, HTML block, blockquote, reference, setext-heading and
    thematic-break rules when the body lacks what they need; on random bodies built from those very
    constructs (inside lists and quotes, with tabs and lone CRs) the tokens are the same."""
    from skillgrade.skill import markdown

    rng = random.Random(20261124)
    pieces = ["|", "<", ">", "[", "]", "-", "*", "_", "=", "#", "`", "\n", "\n\n", "    ", "\t", " ", "\r"]
    pieces += ["word ", "1. ", "> ", "- ", "* ", "<div>", "|a|b|\n|-|-|\n", "[x]: /u\n", "```\n", "- item\n"]
    pieces += ["---", "===", "***", "- - -", "_ _ _", "\n---\n", "\nFoo\n===\n", "  ---", "> ---", "- ***"]
    full = markdown._parser()
    for _ in range(8_000):
        body = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 30)))
        pruned = markdown._parser(markdown._impossible_rules(body))
        expected = [(t.type, t.map, t.content, t.markup) for t in full.parse(body, {})]
        assert [(t.type, t.map, t.content, t.markup) for t in pruned.parse(body, {})] == expected, repr(body)


def test_a_setext_heading_over_several_lines_reads_its_line_breaks_as_spaces() -> None:
    """A broken frontmatter block becomes such a heading: its fields must not run together."""
    for body in ("--- broken\nname: writing-skills\ndescription: Writes skills.\n---\n", "*a*\nb\n---\n"):
        [heading] = parse(body, 1).headings
        assert heading.text in ("--- broken name: writing-skills description: Writes skills.", "a b")
