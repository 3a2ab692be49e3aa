"""Code from the Hugging Face Hub: a repository's Python run on the user's machine, through
``trust_remote_code=True`` (its modelling or dataset script), an ``hf_hub_download`` of a file then
run or unpickled, a ``snapshot_download`` put on ``sys.path``, a serving command given
``--trust-remote-code``; and ``torch.hub``'s GitHub repositories, whose ``hubconf.py`` it imports.

How severe that is depends on who can change the code. A repository of a publisher that ships
models from its own organisation (Microsoft, Qwen, …) or one pinned to a full commit is code a
reviewer can read once and trust to stay: a warning. A repository of any other namespace, followed
at its moving head, runs whatever its owner pushes next: an error. A repository named only at run
time (a command-line argument, an environment variable) is the user's choice: a warning."""

from __future__ import annotations

import re

from skillgrade.rules.security.behaviour.model import Kind
from skillgrade.rules.security.behaviour.values import Emitter, Origin, Source

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
"""Organisations on the Hub that publish their own models, some with custom code (lower case): a
hand list of the labs and companies whose own namespaces host the models they release."""

GITHUB = "github:"
"""How a repository ``torch.hub`` fetches from GitHub is told from a Hub one in a detail."""
GITHUB_PUBLISHERS = frozenset(
    {"pytorch", "facebookresearch", "nvidia", "nvidia-ai-iot", "ultralytics", "intel-isl", "huggingface",
     "snakers4", "openai", "google-research", "microsoft", "mit-han-lab", "hustvl", "datvuthanh"}
)  # fmt: skip
"""GitHub owners of entries on the PyTorch Hub page (lower case), listed by hand."""

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
    on_github = repo.startswith(GITHUB)
    repo = repo.removeprefix(GITHUB)
    namespace = repo.split("/")[0].lower() if "/" in repo else ""
    if on_github:
        owner = repo.split("/")[0]
        return (
            f"(published by {owner}: review its hubconf.py, pin a commit)" if namespace in GITHUB_PUBLISHERS else None
        )
    if not namespace:
        return "(a canonical Hub repository: review its code, pin a revision)"
    if namespace in PUBLISHERS:
        return f"(published by {repo.split('/')[0]}: review its code, pin a revision)"
    return None


def downloaded(out: Emitter, line: int, repo: str | None, revision: str | None, what: str = "the code of") -> Origin:
    """The download of a Hub repository's content (``what``), a FETCH whose origin names the
    repository and any pinned commit, for :func:`reviewable` to judge once something runs it."""
    shown = f"https://huggingface.co/{repo}" if repo else "a repository named at run time"
    evidence = out.at(line, f"downloads {what} the Hugging Face repository {shown}")
    out.emit(Kind.FETCH, shown, evidence)
    return Origin(Source.FETCHED, detail(repo, revision), evidence)


_TRUST_FLAG = re.compile(r"(?i)^--trust[-_]remote[-_]code(?:=(?:true|1|yes))?$|\btrust_remote_code\s*=\s*true\b")
_MODEL_FLAGS = ("--model", "--model-path", "--model-id", "--model_id", "--model-name", "--model_name",
                "--model_name_or_path", "--model-name-or-path", "--pretrained")  # fmt: skip
_PRETRAINED = re.compile(r"(?:^|,)pretrained=([^,\s]+)")


def trusts_remote_code(words: list[str | None]) -> bool:
    """A command line that lets a model's own code run (``--trust-remote-code``, lm-eval's
    ``--model_args pretrained=…,trust_remote_code=True``)."""
    return any(word is not None and "remote" in word and _TRUST_FLAG.search(word) for word in words)


def command_model(words: list[str | None]) -> tuple[bool, str | None]:
    """The model a serving or evaluation command loads (vLLM's ``serve X``, ``--model X``,
    ``--model-path``, ``--model-id``, lm-eval's ``pretrained=X``): whether one is named, and the
    word naming it (``None`` when it is known only at run time)."""
    pretrained = next((found.group(1) for word in words if (found := _PRETRAINED.search(word or ""))), None)
    if pretrained is not None:
        return True, pretrained  # lm-eval's --model names the backend (hf, vllm), pretrained= the model
    for index, word in enumerate(words):
        if word in _MODEL_FLAGS or word == "serve":
            return index + 1 < len(words), words[index + 1] if index + 1 < len(words) else None
        if word is not None and word.startswith(tuple(f"{flag}=" for flag in _MODEL_FLAGS)):
            return True, word.split("=", 1)[1]
    return False, None
