"""Find the real local model server started by ``scripts/local-model serve``.

The script writes ``<venv>/server.json`` (default venv: ``.venv-model/`` in the repo) with
``{pid, port, base_url, model, ...}``. ``base_url`` ends in ``/v1`` (OpenAI style), so a chat
completion goes to ``f"{base_url}/chat/completions"``.

Only the standard library is used here, so the helper works from any interpreter.
"""

from __future__ import annotations

import json
import os
import urllib.request
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
START_HINT = "start it with: scripts/local-model install && scripts/local-model serve"


@dataclass(frozen=True)
class LocalModel:
    base_url: str  # e.g. "http://127.0.0.1:41234/v1"
    model: str  # the id the server reports in GET /v1/models
    pid: int
    port: int
    n_ctx: int | None = None


def state_path() -> Path:
    """Where ``scripts/local-model serve`` writes its state (honours the script's LOCAL_MODEL_VENV)."""
    explicit = os.environ.get("SKILLGRADE_LOCAL_MODEL_STATE")
    if explicit:
        return Path(explicit)
    venv = os.environ.get("LOCAL_MODEL_VENV")
    base = Path(venv) if venv else REPO_ROOT / ".venv-model"
    if not base.is_absolute():
        base = REPO_ROOT / base
    return base / "server.json"


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, owned by someone else
        return True
    return True


def local_model_status(timeout: float = 3.0) -> tuple[LocalModel | None, str]:
    """Return ``(LocalModel, "")`` when the server answers, else ``(None, reason)``."""
    path = state_path()
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        found = LocalModel(
            base_url=str(doc["base_url"]).rstrip("/"),
            model=str(doc["model"]),
            pid=int(doc["pid"]),
            port=int(doc["port"]),
            n_ctx=int(doc["n_ctx"]) if doc.get("n_ctx") is not None else None,
        )
    except FileNotFoundError:
        return None, f"local model server not running (no {path}); {START_HINT}"
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return None, f"unreadable {path}: {exc!r}; {START_HINT}"
    if not _pid_alive(found.pid):
        return None, f"local model server pid {found.pid} from {path} is gone; {START_HINT}"
    try:
        with urllib.request.urlopen(f"{found.base_url}/models", timeout=timeout) as response:
            if response.status != 200:
                return None, f"GET {found.base_url}/models answered {response.status}"
    except OSError as exc:
        return None, f"local model server at {found.base_url} does not answer: {exc}"
    return found, ""


def local_model(timeout: float = 3.0) -> LocalModel | None:
    """The running server's base URL and model id, or None when it is not running."""
    return local_model_status(timeout)[0]
