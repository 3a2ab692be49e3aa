"""The language analysers: each module turns a :class:`Snippet` into the :class:`Capability` s it shows.

Every analyser module exposes ``analyse(snippet: Snippet) -> list[Capability]``; it never runs the
code, never raises for any input (a fragment that does not parse yields what the parser recovered),
and is imported on first use so a skill without code pays nothing for a parser.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from skillgrade.rules.security.behaviour.model import Capability, Language, Snippet

_MODULES: dict[Language, str] = {
    Language.SHELL: "shell",
    Language.PYTHON: "python",
    Language.JAVASCRIPT: "javascript",
    Language.POWERSHELL: "powershell",
    Language.SCRIPTING: "interpreters",
    Language.R: "dialects",
    Language.JULIA: "dialects",
    Language.SWIFT: "dialects",
    Language.SQL: "dialects",
    Language.APPLESCRIPT: "macros",
    Language.BASIC: "macros",
}

Analyser = Callable[[Snippet], list[Capability]]
_loaded: dict[Language, Analyser] = {}


def analyse(snippet: Snippet) -> list[Capability]:
    analyser = _loaded.get(snippet.language)
    if analyser is None:
        module = importlib.import_module(f"{__package__}.{_MODULES[snippet.language]}")
        analyser = _loaded[snippet.language] = module.analyse
    found = analyser(snippet)
    if any(trigger in snippet.text for trigger in _SERVER_TRIGGERS) or (
        snippet.language is not Language.SQL and any(trigger in snippet.text for trigger in _CREDENTIAL_TRIGGERS)
    ):  # a data server told to write or load
        from skillgrade.rules.security.behaviour import servers

        found.extend(servers.capabilities(snippet))
    lowered = snippet.text.lower() if "@" in snippet.text else ""  # a Python decorator has one too
    if lowered and any(word in lowered for word in _MAIL_TRIGGERS):  # forwarding set up
        from skillgrade.rules.security.behaviour import mail

        found.extend(mail.analyse(snippet))
    return found


_SERVER_TRIGGERS = ("dbfilename", "DBFILENAME", "dbFilename", "eplicaof", "EPLICAOF", "laveof", "LAVEOF")
_CREDENTIAL_TRIGGERS = ("pg_shadow", "pg_authid", "user_mapping", "authentication_string", "sql_logins", "mysql.user")
""":data:`.servers.TRIGGERS` and :data:`.servers.CREDENTIAL_TRIGGERS`, held here so a snippet naming
none of them never imports the module (SQL reads its own credential tables)."""
_MAIL_TRIGGERS = ("forward", "redirect", "blindcopyto")
""":data:`.mail.PRECHECK` (a snippet must also hold an ``@``), for the same reason."""
