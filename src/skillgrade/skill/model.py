"""A skill as skillgrade sees it: one folder, its SKILL.md read, its files listed.

The Markdown body is parsed on first use (:attr:`Skill.doc`): the quality rules and the static
layer need it, a security scan of a skill without dynamic-context blocks does not.
"""

from __future__ import annotations

from dataclasses import field
from functools import cached_property
from pathlib import Path
from typing import Any

from skillgrade.record import dataclass
from skillgrade.skill import markdown
from skillgrade.skill.frontmatter import Frontmatter, FrontmatterProblem
from skillgrade.skill.markdown import Document
from skillgrade.skill.text import ReadProblem


@dataclass
class Skill:
    root: Path
    """The skill folder (absolute)."""
    skill_md: Path
    """Its SKILL.md (absolute)."""
    display_root: str
    """The folder as shown to the user (relative to the working directory when possible)."""
    tree_root: Path
    """The boundary of the scanned tree: nothing outside it is read or resolved."""
    text: str | None = None
    """SKILL.md text, LF-normalised; ``None`` when it could not be read."""
    read_problem: ReadProblem | None = None
    frontmatter: Frontmatter | None = None
    frontmatter_problems: list[FrontmatterProblem] = field(default_factory=list)
    body: str = ""
    body_start_line: int = 1
    """The SKILL.md line on which the body starts (after the frontmatter)."""
    files: list[str] = field(default_factory=list)
    """Paths of the files in the folder, relative to ``root``, POSIX style, sorted."""
    outside_links: list[str] = field(default_factory=list)
    """Symlinks inside the folder that point out of the tree (never followed)."""
    had_crlf: bool = False
    had_bom: bool = False
    content_hash: str = ""

    @property
    def display_path(self) -> str:
        """SKILL.md as shown to the user."""
        return f"{self.display_root}/{self.skill_md.name}" if self.display_root != "." else self.skill_md.name

    @property
    def folder_name(self) -> str:
        return self.root.name

    @property
    def fields(self) -> dict[str, Any]:
        return self.frontmatter.data if self.frontmatter else {}

    @property
    def name(self) -> str:
        """The name a client would show: frontmatter ``name`` if it is a string, else the folder."""
        value = self.fields.get("name")
        return value.strip() if isinstance(value, str) and value.strip() else self.folder_name

    @property
    def description(self) -> str | None:
        value = self.fields.get("description")
        return value if isinstance(value, str) else None

    @cached_property
    def doc(self) -> Document | None:
        """The body, parsed (once, on first use); ``None`` when SKILL.md could not be read."""
        return markdown.parse(self.body, self.body_start_line) if self.text is not None else None

    @property
    def loadable(self) -> bool:
        """The text was read (the frontmatter may still have problems)."""
        return self.text is not None

    def display_file(self, relative: str) -> str:
        return relative if self.display_root == "." else f"{self.display_root}/{relative}"

    def line_of_field(self, key: str) -> int:
        return self.frontmatter.line_of(key) if self.frontmatter else 1

    def has_dir(self, name: str) -> bool:
        prefix = name.rstrip("/") + "/"
        return any(f.startswith(prefix) for f in self.files)

    def files_under(self, name: str) -> list[str]:
        prefix = name.rstrip("/") + "/"
        return [f for f in self.files if f.startswith(prefix)]

    @cached_property
    def files_set(self) -> frozenset[str]:
        return frozenset(self.files)

    @cached_property
    def lines(self) -> list[str]:
        return self.text.split("\n") if self.text is not None else []
