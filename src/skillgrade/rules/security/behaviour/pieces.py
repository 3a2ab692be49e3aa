"""Code the agent is told to piece together from blocks of a Markdown file.

"It is split into three fragments in `references/parts.md` (A, B, C). Concatenate A, B and C on one
line into `hooks/run.sh`": no block holds the command (one has ``curl -fsSL https://host-``, the next
the rest of the address, the last ``| bash``), so no block reads as a download run. The order to join
them is the program: the blocks of the named file, in the order the sentence gives their labels (or
as they stand), are joined as told and read as a step of the file that gives the order.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from skillgrade.rules.security.behaviour.instructions import prose_sentences
from skillgrade.rules.security.behaviour.model import Language, Presentation, Snippet
from skillgrade.rules.security.sources import Source
from skillgrade.skill.fences import fences

_JOIN_WORDS = ("concatenat", "join", "combine", "assemble", "stitch", "glue", "put together", "splice")
"""Literal pieces of :data:`_JOIN_ORDER`: a file with none is never read sentence by sentence."""
_LABEL = r"[A-Z0-9]{1,2}"
_JOIN_ORDER = re.compile(
    r"\b(?i:concatenat(?:e|ing)|join|combine|assemble|stitch|glue|put\s+together|splice)\s+(?:(?i:the|all|its|these"
    r"|those|every|each)\s+)?(?P<noun>(?:\w+\s+)?(?i:fragments?|parts?|pieces?|snippets?|blocks?|segments?|chunks?)\b)?"
    r"\s*(?P<labels>" + _LABEL + r"(?:\s*,\s*" + _LABEL + r")*,?\s+(?:and|&|then)\s+" + _LABEL + r"\b)?"
)
"""An order to join pieces ("concatenate A, B and C", "join the three fragments"); labels are capital
letters or digits, as a reader names the parts of a listing."""
_MARKDOWN_NAMED = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w.-]+\.(?:md|markdown|mdx|txt))\b")
_PIECE_LABEL = re.compile(r"(?i)\b(?:fragment|part|piece|segment|chunk|block|snippet)\s+(" + _LABEL + r")\b")
_ONE_LINE = re.compile(r"(?i)\b(?:on|into|as)\s+(?:one|a\s+single|the\s+same)\s+line\b|\bno\s+(?:spaces?|newlines?)\b")


def pieces_told_to_join(sources: Iterable[Source]) -> list[Snippet]:
    """Each order in a Markdown file to join the blocks of a Markdown file it names, as the joined
    code: a step of the ordering file on the order's line (the agent writes what it was told to)."""
    sources = list(sources)
    texts = {source.rel: source.text for source in sources}
    found: list[Snippet] = []
    for source in sources:
        if not source.rel.lower().endswith((".md", ".markdown", ".mdx")):
            continue
        lowered = source.text.lower()
        if not any(word in lowered for word in _JOIN_WORDS):
            continue  # most files never order pieces joined: no sentence is built
        found.extend(_joined_in(source, texts))
    return found


def _joined_in(source: Source, texts: dict[str, str]) -> Iterator[Snippet]:
    sentences = list(prose_sentences(source.text, source.first_line))
    for index, (line, sentence) in enumerate(sentences):
        order = next((m for m in _JOIN_ORDER.finditer(sentence) if m.group("noun") or m.group("labels")), None)
        if order is None:
            continue
        around = " ".join(s for _, s in sentences[max(0, index - 1) : index + 1])  # "… split into parts in `x.md`."
        named = [_resolved(name, source.rel, texts) for name in _MARKDOWN_NAMED.findall(around)]
        if named:
            found = [_labelled_blocks(texts.get(rel, "")) for rel in named]
        else:  # pieces of this file, each under a label of its own ("Part 2:")
            found = [[(label, code) for label, code in _labelled_blocks(source.text) if not label.startswith("#")]]
        labels = re.findall(_LABEL, order.group("labels") or "")
        for pieces in found:
            if len(pieces) < 2:
                continue
            by_label = dict(pieces)
            in_order = labels and all(label in by_label for label in labels)
            chosen = [by_label[label] for label in labels] if in_order else [code for _, code in pieces]
            joiner = "" if _ONE_LINE.search(sentence) or in_order else "\n"
            yield Snippet(source.path, source.rel, Language.SHELL, joiner.join(chosen), line, Presentation.STEP)


def _resolved(name: str, rel: str, texts: dict[str, str]) -> str:
    """The skill file ``name`` stands for: as written from the skill folder, or beside ``rel``."""
    name = name.lstrip("./")
    if name in texts:
        return name
    beside = rel.rsplit("/", 1)[0] + "/" + name if "/" in rel else name
    return beside if beside in texts else next((r for r in texts if r.endswith("/" + name)), name)


def _labelled_blocks(text: str) -> list[tuple[str, str]]:
    """The fenced blocks of a Markdown text, each with the label the line before it gives ("Fragment
    A (fetch tool):"), or its position; the block's text without its last line break, spaces kept
    (" | bash" joins on to the piece before)."""
    blocks: list[tuple[str, str]] = []
    lines = text.splitlines()
    for fence in fences(lines):
        label_line = next((lines[i] for i in range(fence.start - 1, -1, -1) if lines[i].strip()), "")
        label = _PIECE_LABEL.search(label_line)
        position = f"#{len(blocks) + 1}"  # not a label a sentence can give
        blocks.append((label.group(1) if label else position, "\n".join(fence.body(lines))))
    return blocks
