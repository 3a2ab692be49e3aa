"""Code from the Hugging Face Hub: a repository's Python run on the user's machine, through
``trust_remote_code=True`` (its modelling or dataset script), an ``hf_hub_download`` of a file then
run or unpickled, or a ``snapshot_download`` put on ``sys.path``.

How severe that is depends on who can change the code. A repository of a publisher that ships
models from its own organisation (Microsoft, Qwen, …) or one pinned to a full commit is code a
reviewer can read once and trust to stay: a warning. A repository of any other namespace, followed
at its moving head, runs whatever its owner pushes next: an error. A repository named only at run
time (a command-line argument, an environment variable) is the user's choice: a warning."""

from __future__ import annotations

import re

HUB_CODE = "hub-code:"
"""How the detail of a run of Hub code starts: ``hub-code:<repo>`` or ``hub-code:<repo>@<commit>``."""
RUN_TIME = "?"
"""The repository of a run of Hub code that is named only at run time."""

PUBLISHERS = frozenset(
    {"01-ai", "ai21labs", "allenai", "amazon", "apple", "baai", "baichuan-inc", "bigcode", "bigscience",
     "cohereforai", "coherelabs", "databricks", "deepseek-ai", "eleutherai", "facebook", "google",
     "google-bert", "google-t5", "huggingfacetb", "huggingfacem4", "ibm", "ibm-granite", "intfloat",
     "internlm", "jinaai", "meta-llama", "microsoft", "mistralai", "moonshotai", "mosaicml", "nomic-ai",
     "nvidia", "openai", "openbmb", "qwen", "salesforce", "sentence-transformers", "stabilityai",
     "tencent", "thudm", "tiiuae", "zai-org", "xai-org", "alibaba-nlp", "answerdotai", "llava-hf"}
)  # fmt: skip
"""Organisations on the Hub that publish their own models with custom code (lower case): the
namespaces of the model cards the transformers documentation and the Open LLM Leaderboard link to."""

_COMMIT = re.compile(r"[0-9a-f]{40}")
_REPO_ID = re.compile(r"[A-Za-z0-9][\w.-]{0,95}(?:/[A-Za-z0-9][\w.-]{0,95})?")


def repository(name: str | None) -> str | None:
    """The Hub repository a model name stands for, ``None`` for a local folder or file (``./ckpt``,
    ``/models/x``, ``~/m``) or a name that is not a repository id."""
    if name is None or name.startswith((".", "/", "~", "\\")) or ":" in name:
        return None
    return name if _REPO_ID.fullmatch(name) else None


def detail(repo: str | None, revision: str | None) -> str:
    pinned = f"@{revision}" if revision and _COMMIT.fullmatch(revision) else ""
    return f"{HUB_CODE}{repo or RUN_TIME}{pinned}"


def reviewable(detail_text: str) -> str | None:
    """Why a run of Hub code is a warning rather than an error (``None``: an error)."""
    held = detail_text.removeprefix(HUB_CODE)
    repo, _, commit = held.partition("@")
    if repo == RUN_TIME:
        return "(the repository is named at run time: the user picks whose code runs)"
    if commit:
        return f"(pinned to commit {commit[:12]}: review that revision's code)"
    namespace = repo.split("/")[0].lower() if "/" in repo else ""
    if not namespace:
        return "(a canonical Hub repository: review its code, pin a revision)"
    if namespace in PUBLISHERS:
        return f"(published by {repo.split('/')[0]}: review its code, pin a revision)"
    return None
