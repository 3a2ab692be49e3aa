"""Adding the skillgrade hook to a ``.pre-commit-config.yaml`` without losing what is there.

The file is edited as text: the new repo entry is inserted after the last line of the existing
``repos:`` list, indented like its items, so comments, other repos, their order and formatting are
untouched. The result is parsed again and must equal the old configuration plus the one new repo,
or nothing is written.
"""

from __future__ import annotations

from typing import Any

import yaml
from yaml.nodes import MappingNode, SequenceNode

from skillgrade.errors import UsageError

CONFIG_NAME = ".pre-commit-config.yaml"
HOOK_REPO = "https://github.com/skillgrade/skillgrade"

FILES = (
    "(?x)(",
    r"  (^|/)SKILL\.md$",
    r"  | (^|/)(references|scripts|assets|templates|evals|agents)/",
    r"  | (^|/)\.claude-plugin/(plugin|marketplace)\.json$",
    r"  | \.(pyc|pyo|class|zip|jar|whl|tar|tgz|gz|bz2|xz|7z|rar|docx|docm|xlsx|xlsm|pptx|pptm|exe|dll|so|dylib|bin)$",
    ")",
)
"""The hook manifest's ``files`` plus a skill's ``evals/`` and ``agents/``: the files of a skill the
CLI maps to that skill."""
CONFIG_FILES = r"^(\.skillgrade\.ya?ml|pyproject\.toml)$"
"""A change to the config changes every skill's gate: the second hook entry scores them all."""


def repo_lines(repo: str, rev: str) -> list[str]:
    """The repo entry, unindented (``- repo: …`` first)."""
    return [
        f"- repo: {repo}",
        f"  rev: {rev}",
        "  hooks:",
        "    # the skills a commit touches (a file of a skill folder selects its skill)",
        "    - id: skillgrade",
        "      files: |",
        *(f"        {line}" for line in FILES),
        "    # the config changed: every skill's gate may have moved, so score them all",
        "    - id: skillgrade",
        "      alias: skillgrade-config",
        "      name: skillgrade (config changed)",
        f"      files: '{CONFIG_FILES}'",
        "      pass_filenames: false",
        "      args: [.]",
    ]


def has_skillgrade(data: Any) -> bool:
    """The configuration already runs a skillgrade hook (from any repo: a fork or mirror too)."""
    repos = data.get("repos") if isinstance(data, dict) else None
    for repo in repos if isinstance(repos, list) else []:
        hooks = repo.get("hooks") if isinstance(repo, dict) else None
        for hook in hooks if isinstance(hooks, list) else []:
            if isinstance(hook, dict) and str(hook.get("id", "")).startswith("skillgrade"):
                return True
    return False


def new_config(repo: str, rev: str) -> str:
    body = "\n".join("  " + line for line in repo_lines(repo, rev))
    return f"# See https://pre-commit.com for more information\nrepos:\n{body}\n"


def add_hook(text: str, repo: str, rev: str, *, path: str = CONFIG_NAME) -> str:
    """``text`` (an existing config) with the skillgrade repo appended to ``repos:``.

    Raises :class:`UsageError` naming the file (and line) when the file cannot be edited safely:
    invalid YAML, not a mapping, or a ``repos`` written in flow style other than ``[]``."""
    newline = "\r\n" if "\r\n" in text else "\n"
    lines = text.replace("\r\n", "\n").split("\n")
    old = load(text, path)
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    entry = repo_lines(repo, rev)
    repos = next((v for k, v in root.value if k.value == "repos"), None) if isinstance(root, MappingNode) else None
    if repos is None:
        edited = _append(lines, ["repos:", *("  " + line for line in entry)])
    elif isinstance(repos, SequenceNode) and repos.flow_style:
        if repos.value or repos.start_mark.line != repos.end_mark.line:
            line = repos.start_mark.line + 1
            raise UsageError(f"{path}:{line}: 'repos' is a flow list; write it as a block list to add the hook")
        number = repos.start_mark.line
        head = lines[number][: repos.start_mark.column].rstrip()
        tail = lines[number][repos.end_mark.column :].strip()
        edited = [*lines[:number], head + (f"  {tail}" if tail else ""), *_indented(entry, 2), *lines[number + 1 :]]
    elif isinstance(repos, SequenceNode):
        edited = _insert_into_block(lines, repos, entry)
    else:
        line = repos.start_mark.line + 1
        raise UsageError(f"{path}:{line}: 'repos' must be a list of repositories")
    result = newline.join(edited)
    _check_only_added(old, load(result, path), path)
    return result


def load(text: str, path: str) -> dict[str, Any]:
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f":{mark.line + 1}" if mark is not None else ""
        raise UsageError(f"{path}{where}: not valid YAML; fix it before adding the hook") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise UsageError(f"{path}: not a mapping of pre-commit settings")
    return data


def _insert_into_block(lines: list[str], repos: SequenceNode, entry: list[str]) -> list[str]:
    if not repos.value:
        raise UsageError("'repos' is empty in an unexpected way; add the hook by hand")
    first = repos.value[0]
    item_line = lines[first.start_mark.line]
    dash = item_line.rfind("-", 0, first.start_mark.column)
    last = repos.end_mark.line - (1 if repos.end_mark.column == 0 else 0)
    last = min(last, len(lines) - 1)
    while last > first.start_mark.line and (not lines[last].strip() or lines[last].lstrip().startswith("#")):
        last -= 1  # comments and blank lines after the list stay after the new entry
    return [*lines[: last + 1], *_indented(entry, dash), *lines[last + 1 :]]


def _append(lines: list[str], block: list[str]) -> list[str]:
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return [*lines, *block, ""]


def _indented(entry: list[str], spaces: int) -> list[str]:
    return [" " * spaces + line for line in entry]


def _check_only_added(old: dict[str, Any], new: dict[str, Any], path: str) -> None:
    old_repos = old.get("repos") or []
    new_repos = new.get("repos") or []
    same_rest = {k: v for k, v in old.items() if k != "repos"} == {k: v for k, v in new.items() if k != "repos"}
    if not same_rest or new_repos[:-1] != old_repos or len(new_repos) != len(old_repos) + 1:
        raise UsageError(f"{path}: adding the hook would change more than the repos list; add it by hand")
