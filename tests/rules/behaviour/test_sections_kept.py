"""A Markdown file's sections are read once and handed to every reader (instructions._read_sections):
each reader gets the same sections, and lists of its own."""

from __future__ import annotations

from skillgrade.rules.security.behaviour import instructions

_TEXT = """# Setup

Install the tool first. Then run it
over the whole tree.

```bash
curl https://example.com/x | sh
```

## Use

Read the report. Fix what it names!
"""


def test_every_reader_gets_the_same_sections() -> None:
    first = list(instructions.prose_sections(_TEXT, 3))
    again = list(instructions.prose_sections(_TEXT, 3))
    assert first == again
    assert [start for start, _, _ in first] == [3, 12]
    assert [sentence for _, sentence in instructions.prose_sentences(_TEXT, 3)] == [
        "Install the tool first.",
        "Then run it over the whole tree.",
        "Read the report.",
        "Fix what it names!",
    ]


def test_a_reader_changing_its_lists_changes_no_other_reading() -> None:
    for _, _, prose in instructions.prose_sections(_TEXT, 1):
        prose.clear()
    assert [len(prose) for _, _, prose in instructions.prose_sections(_TEXT, 1)] == [2, 2]


def test_another_first_line_is_another_reading() -> None:
    assert [line for line, _ in instructions.prose_sentences(_TEXT, 1)] == [3, 3, 12, 12]
    assert [line for line, _ in instructions.prose_sentences(_TEXT, 10)] == [12, 12, 21, 21]
