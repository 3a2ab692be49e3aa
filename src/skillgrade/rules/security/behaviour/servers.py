"""A data server made to write a file or load code, whatever client language asks it.

Redis saves its whole dataset to the file its ``dir`` and ``dbfilename`` settings name; set at run
time (``CONFIG SET``), they point the save anywhere the server may write, and a key's value planted
before the save lands in that file among the dump's bytes: an SSH key in ``authorized_keys``, a job in
a cron spool, a page in a web root. ``REPLICAOF``/``SLAVEOF`` makes the server copy a dataset from
another host, and ``MODULE LOAD`` then loads a shared object, which is how a rogue master hands it code
to run. The same words are sent by ``redis-cli``, a RESP stream piped through ``nc``, Python's
``redis`` (``config_set('dir', …)``), node's ``ioredis``/``redis`` (``config('SET', 'dir', …)``,
``configSet``) or any other client, so the commands are read from the text once framing and
punctuation are gone, not from one library's calls. Values named by a constant assignment
(``DIR=/root/.ssh``, ``target = "/etc/cron.d"``) are followed. Read only in code naming one of the
settings (:data:`TRIGGERS`): everything else pays one substring test.
"""

from __future__ import annotations

import functools
import re
from pathlib import PurePosixPath

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import vocabulary
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Snippet

TRIGGERS = ("dbfilename", "DBFILENAME", "dbFilename", "eplicaof", "EPLICAOF", "laveof", "LAVEOF")
"""What a snippet must hold for this reading to matter (``dbfilename``, ``replicaof``, ``slaveof``)."""

_WEB_ROOT = re.compile(r"^(?:/var/www|/usr/share/nginx/html|/srv/(?:www|http)|/opt/lampp/htdocs)(?:/|$)|/htdocs(?:/|$)")
_SERVER_PAGE = re.compile(r"(?i)\.(?:php\d?|phtml|jsp|jspx|aspx?|cgi)$")


CREDENTIAL_TRIGGERS = ("pg_shadow", "pg_authid", "user_mapping", "authentication_string", "sql_logins", "mysql.user")
"""A server's own credential tables (:data:`.dialects._SQL_CREDENTIALS`), named in a client program's query."""


def capabilities(snippet: Snippet) -> list[Capability]:
    text = snippet.text
    found: list[Capability] = []
    if snippet.language is not Language.SQL and any(trigger in text for trigger in CREDENTIAL_TRIGGERS):
        found.extend(_credential_queries(snippet))
    if not any(trigger in text for trigger in TRIGGERS):
        return found
    words = _words(text)
    found.extend(_saved_into(snippet, words))
    found.extend(_loaded_from_a_master(snippet, words))
    return found


def _credential_queries(snippet: Snippet) -> list[Capability]:
    """A query of a server's credential table written in a client program (``cur.execute("SELECT passwd
    FROM pg_shadow")``, ``pool.query('… mysql.user')``): the rows are every account's password hash, a
    secret store the program then holds; sent in the same program, they are sent (the flow from the
    cursor to the request is not followed)."""
    from skillgrade.rules.security.behaviour.dialects import credential_table

    for number, line in enumerate(snippet.text.split("\n")[:20000], start=1):
        table = credential_table(line) if any(trigger in line for trigger in CREDENTIAL_TRIGGERS) else None
        if table is not None:
            store = f"the database server's password hashes ({table})"
            where = Evidence(snippet.path, snippet.first_line + number - 1, f"queries {store}")
            return [Capability(Kind.SECRET_READ, store, (where,), snippet)]
    return []


@functools.cache
def _patterns() -> dict[str, re.Pattern[str]]:
    """Compiled on first use: the hook's path never pays for them."""
    return {
        # RESP framing (`*4\r\n$6\r\nCONFIG\r\n$3\r\nSET\r\n…`, escaped or real) and a call's punctuation
        "framing": re.compile(r"(?:\\r\\n|\\n|\r\n)?(?:[*$]\d+(?:\\r\\n|\\n|\r\n))|\\r\\n|\\n"),
        "punctuation": re.compile(r"[\"'`(),\[\]{};]|\s+"),
        "dir": re.compile(r"(?i)\bconfig[\s_]*set\s+dir\s+(\S+)"),
        "file": re.compile(r"(?i)\b(?:config[\s_]*set\s+)?dbfilename\s+(\S+)"),
        "master": re.compile(r"(?i)\b(?:replicaof|slaveof)\s+(\S+)\s+(\d{1,5})\b"),
        "module": re.compile(r"(?i)\bmodule[\s_]*load\s+(\S+)"),
        "constant": re.compile(r"(?m)^\s*(?:export\s+|const\s+|let\s+|var\s+|\$)?(\w+)\s*:?=\s*[\"']?([^\"'\s;]+)"),
    }


def _words(text: str) -> list[tuple[int, str]]:
    """Each line of the text as the words a server is sent (one line per file line, evidence kept)."""
    patterns = _patterns()
    lines: list[tuple[int, str]] = []
    for number, line in enumerate(text.split("\n"), start=1):
        plain = patterns["framing"].sub(" ", line)
        lines.append((number, patterns["punctuation"].sub(" ", plain)))
    return lines


def _value(word: str, text: str) -> str:
    """A setting's value as written, or the constant a name it is given holds (``$DIR``, ``target``)."""
    name = word.lstrip("$").strip("{}")
    if word.startswith(("/", "~")) or not re.fullmatch(r"\w+", name):
        return word
    for match in _patterns()["constant"].finditer(text):
        if match.group(1) == name:
            return match.group(2)
    return word


def _saved_into(snippet: Snippet, words: list[tuple[int, str]]) -> list[Capability]:
    """``CONFIG SET dir`` (and ``dbfilename``) pointing the server's save at a place that runs later."""
    patterns = _patterns()
    folder: tuple[int, str] | None = None
    name: tuple[int, str] | None = None
    for number, line in words:
        directory = patterns["dir"].search(line)
        if directory is not None:
            folder = (number, _value(directory.group(1), snippet.text))
        named = patterns["file"].search(line)
        if named is not None and "config" in line.lower():
            name = (number, _value(named.group(1), snippet.text))
    if folder is None:
        return []
    file_name = name[1] if name is not None else "dump.rdb"
    path = str(PurePosixPath(folder[1]) / file_name) if "/" not in file_name else file_name
    label = vocabulary.persistence_target(path)
    if label is None and _WEB_ROOT.search(folder[1]) and _SERVER_PAGE.search(file_name):
        label = "a web root (a page the web server runs)"
    if label is None:
        return []
    written = f"so the server's save writes {path}"
    at_folder = snippet.first_line + folder[0] - 1
    chain: tuple[Evidence, ...]
    if name is None:
        chain = (Evidence(snippet.path, at_folder, f"points the server's save at {folder[1]}, {written}"),)
    else:
        at_name = snippet.first_line + name[0] - 1
        chain = (
            Evidence(snippet.path, at_folder, f"points the server's save at {folder[1]}"),
            Evidence(snippet.path, at_name, f"names the saved file {file_name}, {written}"),
        )
    return [Capability(Kind.PERSISTENCE, f"{label}: {path}", chain, snippet)]


def _loaded_from_a_master(snippet: Snippet, words: list[tuple[int, str]]) -> list[Capability]:
    """``REPLICAOF host port`` to a host off this machine: the server takes that host's data; with a
    ``MODULE LOAD`` in the same code, the module it loads is what the host handed it (a rogue master)."""
    patterns = _patterns()
    master: tuple[int, str] | None = None
    loaded: tuple[int, str] | None = None
    for number, line in words:
        found = patterns["master"].search(line)
        if found is not None and found.group(1).lower() != "no":
            host = _value(found.group(1), snippet.text)
            if not vocabulary.is_local_host(host) and not vocabulary.placeholder_host(host):
                master = master or (number, host)
        module = patterns["module"].search(line)
        if module is not None:
            loaded = loaded or (number, module.group(1))
    if master is None:
        return []
    replicate = Evidence(
        snippet.path, snippet.first_line + master[0] - 1, f"makes the server copy its data from {master[1]}"
    )
    if loaded is None:
        return [Capability(Kind.FETCH, master[1], (replicate,), snippet)]
    run = Evidence(snippet.path, snippet.first_line + loaded[0] - 1, f"has the server load the module {loaded[1]}")
    return [Capability(Kind.EXEC_FETCHED, master[1], (replicate, run), snippet)]
