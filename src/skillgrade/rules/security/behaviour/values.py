"""Values as an analyser tracks them: constant text where it is known, and where the data came from.

A :class:`Value` is what a variable, an argument or a pipe carries: its text when constant folding
can tell (``None`` when not), and its :class:`Origin` s, the sources of data that flow into it
(a download, a decode, a secret store, the environment), each with the place that shows it. The
language analysers share :class:`Emitter`, which turns what they see into
:class:`~skillgrade.rules.security.behaviour.model.Capability` s with the right chain.
"""

from __future__ import annotations

import contextlib
import contextvars
import enum
import fnmatch
import functools
import json
import re
from collections.abc import Iterator
from dataclasses import replace
from typing import overload

from skillgrade.findings import Evidence
from skillgrade.record import dataclass
from skillgrade.rules.security.behaviour import vocabulary
from skillgrade.rules.security.behaviour.model import ALL_CI_SECRETS, Capability, Kind, Language, Snippet


class Source(str, enum.Enum):
    FETCHED = "fetched"
    DECODED = "decoded"
    SECRET = "secret"
    ENV = "env"
    TOKEN = "token"
    """One secret-named environment variable (``$GITHUB_TOKEN``): normal to send to its own service."""
    IDENTITY = "identity"
    """The user's and machine's names (``whoami``, ``hostname``): what a beacon reports."""
    ENCODED = "encoded"
    """Data the code itself turned into base32 or base64 text (``printf … | base32``): no secret on its
    own, but the form data takes to fit into DNS labels, so a lookup under someone's zone carrying it
    is a tunnel whatever the data was."""
    SHELL = "shell"
    """The output of a shell that reads its commands from stdin (``sh -i < fifo``): what a reverse
    shell hands its connection."""


@dataclass(frozen=True, slots=True)
class Origin:
    source: Source
    detail: str
    """The URL, the layers decoded, the secret store."""
    evidence: Evidence


@dataclass(frozen=True, slots=True)
class Value:
    text: str | None
    origins: tuple[Origin, ...] = ()
    shape: str | None = None
    """When ``text`` is not known: the text with ``*`` for each unknown piece (``~/.*rc``)."""

    @property
    def pattern(self) -> str | None:
        """The text if known, else its shape (unknown pieces as ``*``), else ``None``."""
        return self.text if self.text is not None else self.shape

    def of(self, source: Source) -> tuple[Origin, ...]:
        return tuple(o for o in self.origins if o.source is source)

    @property
    def shown(self) -> str:
        return self.text if self.text is not None else "?"


UNKNOWN = Value(None)


def joined(values: list[Value], separator: str = "") -> Value:
    """Values concatenated: text when every piece is known, the origins of all."""
    texts = [v.text for v in values]
    origins = merged(*(v.origins for v in values))
    if all(t is not None for t in texts):
        return Value(separator.join(t for t in texts if t is not None), origins)
    shape = separator.join(v.text if v.text is not None else (v.shape or "*") for v in values)
    return Value(None, origins, shape if shape.strip("*") else None)


def merged(*groups: tuple[Origin, ...]) -> tuple[Origin, ...]:
    seen: dict[tuple[Source, str, int | None], Origin] = {}
    for group in groups:
        for origin in group:
            seen.setdefault((origin.source, origin.detail, origin.evidence.line), origin)
    return tuple(seen.values())


_RUNS_LATER = re.compile(
    r"(?i)\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-expression|iex|nc|ncat|socat|base64|eval"
    r"|python[0-9.]*\s+-c|bash\s+-c|sh\s+-c|powershell|pwsh|osascript|node-options|prompt_command"
    r"|ld_preload)\b|https?://|--require\b|--import\b"
    # bash's raw sockets; outside the \b…\b group, whose leading \b never matched before a "/" after a space
    r"|/dev/(?:tcp|udp)/"
    # exec of code (Python's exec(…), the shell's exec "$cmd"), not `exec tool args` (a hook handing over to a
    # tool), nor `exec "$dir/../tool.sh" "$1"`: a quoted path is a program named, as an unquoted one is
    r"|\bexec\s*(?:\(|(?![\"'][^\"'\n]*/[\w.-]+[\"'](?:[ \t]|$))[\"'$`])"
)


def _runs_later(text: str) -> bool:
    """``text`` names a command that fetches or runs code, or holds an address a tool may fetch: an
    address only on this machine (``open http://localhost:4040``) or only in the pattern a text filter
    edits (``sed 's#https://api.##'``) is data, never fetched; a prompt hook that only runs the text's
    own functions and shell built-ins runs nothing the text does not show."""
    for match in _RUNS_LATER.finditer(text):
        word = match.group(0).lower()
        if word == "prompt_command" and (
            text[max(0, match.start() - 2) : match.start()].endswith(("$", "${"))  # read, not set
            or _prompt_hook_runs_only_shown_code(text, match.start())
        ):
            continue
        if word.isalnum() and (
            _regex_alternative(text, match.start(), match.end()) or _file_extension(text, match.start(), match.end())
        ):
            continue
        if word.startswith("python") and _CONSTANT_PROGRAM.match(text, match.end()) is not None:
            continue  # `python -c 'import x; print(x.__version__)'`: the code is read below for what it does
        if word.startswith(("bash", "sh")) and _shows_all_it_runs(_CONSTANT_PROGRAM.match(text, match.end())):
            continue  # `sh -c 'pg_dump db | gzip > /srv/b.gz'`: the program is read below for what it does
        if word.startswith("exec") and _execs_a_named_program(text, match.start()):
            continue  # `PYTEST=.venv/bin/pytest; exec "$PYTEST" -q`: a program the text names, not code built
        if not word.startswith("http") or not _address_is_data(text, match.start()):
            return True
    return False


_CONSTANT_PROGRAM = re.compile(r"""[ \t]+(?:'[^']*'|"[^"$`\\]*")""")
"""An inline program written out whole as one quoted constant (nothing expanded into it), on one line
or over several as the shell's quotes allow: what it does is the interpreter's reading of it
(:func:`_read_as_code_runs`), not the word that starts it."""
_EXECUTED_VARIABLE = re.compile(r"""exec\s*"?\$\{?([A-Za-z_]\w*)\}?"?(?=[ \t;]|$)""", re.MULTILINE)
"""The variable ``exec`` hands over to (``exec "$PYTEST" …``, ``exec ${RUNNER}``), right after ``exec``."""


def _shows_all_it_runs(program: re.Match[str] | None) -> bool:
    """A constant program handed to a shell (``sh -c '…'``) whose every command is in its text: it
    sources or runs no file by a path in the home folder, whose content (what the skill put there)
    the text does not show."""
    return program is not None and not _files_run(program.group(0).strip().strip("\"'"))


def _execs_a_named_program(text: str, start: int) -> bool:
    """The ``exec`` at ``start`` runs a variable the text only ever sets to a constant word (a
    program's name or path, ``PYTEST=.venv/bin/pytest`` on one branch, ``PYTEST=pytest`` on the other):
    it hands over to that named program, as ``exec pytest`` would. A variable set from a command's output,
    another variable or nowhere in the text (``exec "$1"``, ``exec "$CMD"`` from a download) stays code."""
    variable = _EXECUTED_VARIABLE.match(text, start)
    if variable is None:
        return False
    name = variable.group(1)
    if re.search(rf"\b(?:read|for|getopts|mapfile|readarray|declare|typeset|local)\b[^\n;]*\b{name}\b(?!=)", text):
        return False  # set from input or a list the text does not show
    values = re.findall(rf"(?m)(?:^|[\s;&|(]){name}=([^\s;&|)]*)", text)
    return bool(values) and all(re.fullmatch(r"""["']?[\w./+-]+["']?""", value) for value in values)


def _file_extension(text: str, start: int, end: int) -> bool:
    """The word at ``start:end`` ends a file name as its extension (``*.nc`` in a hook's ``case``,
    ``grid.nc``): right after a dot that follows a name or a wildcard, and not followed by more of a
    name or a call (``builtins.eval(``). No shell starts a program spelled that way: a file type, not ``nc``."""
    before = text[max(0, start - 2) : start]
    after = text[end : end + 1]
    return (
        len(before) == 2
        and before[1] == "."
        and (before[0].isalnum() or before[0] in "*_-")
        and after not in ("/", "(")
    )


def _regex_alternative(text: str, start: int, end: int) -> bool:
    """The word at ``start:end`` is one branch of a pattern's alternation (``\\.(nc|grib|tif)$``, a
    file-type filter in a hook): set between ``(`` or ``|`` and ``|`` or ``)`` with no space, one of
    them a ``|``. A command there would run with no operand at all (``(nc|sh)``), so it is a pattern's
    word, not a program the text starts."""
    before, after = text[start - 1 : start], text[end : end + 1]
    return before in ("(", "|") and after in ("|", ")") and "|" in (before, after)


_PROMPT_HOOK_VALUE = re.compile(
    r"""(?:PROMPT_COMMAND)\+?=(?:'(?P<single>[^']*)'|"(?P<double>(?:[^"\\]|\\.)*)"|(?P<bare>[^\s;&|]+))""", re.I
)
_EARLIER_HOOK = re.compile(r"\$\{PROMPT_COMMAND(?:[:+#%/-][^}$]*(?:\$PROMPT_COMMAND[^}$]*)?)?\}|\$PROMPT_COMMAND\b")
"""The hook that was set before, kept after the new one (``${PROMPT_COMMAND:+;$PROMPT_COMMAND}``)."""
_HOOK_COMMAND_START = re.compile(r"(?:^|[;&|\n]|\$\(|`)\s*(?P<word>(?!\$\()[^\s;&|()`]+)")
_DEFINED_FUNCTION = re.compile(r"(?m)^\s*(?:function\s+)?([\w:.-]+)\s*\(\s*\)|^\s*function\s+([\w:.-]+)")
_PROMPT_BUILTINS = frozenset(
    {"history", "printf", "echo", "local", "export", "set", "shopt", "true", ":", "return", "unset", "builtin",
     "command", "declare", "typeset", "trap", "read", "test", "[", "[["}
)  # fmt: skip
"""Shell built-ins a prompt hook calls to save history or build the prompt: none loads code."""


def _prompt_hook_runs_only_shown_code(text: str, start: int) -> bool:
    """``PROMPT_COMMAND=…`` at ``start`` runs on every prompt what its value names. When that value calls
    only shell built-ins and functions defined in ``text`` (``PROMPT_COMMAND='PS1="$(__env) \\w"'``,
    ``PROMPT_COMMAND="__prompt;$PROMPT_COMMAND"``), the code it runs is those functions' bodies, which are
    judged as the rest of ``text`` is; a program from elsewhere or a value not spelled out is not known."""
    assigned = _PROMPT_HOOK_VALUE.match(text, start)
    if assigned is None:
        return False
    value = next(
        v for v in (assigned.group("single"), assigned.group("double"), assigned.group("bare")) if v is not None
    )
    if value.startswith("("):
        return False  # an array of hooks (bash 5.1): not read here
    value = _EARLIER_HOOK.sub(" ", value)
    defined = {name for pair in _DEFINED_FUNCTION.findall(text) for name in pair if name}
    for command in _HOOK_COMMAND_START.finditer(value):
        word = command.group("word")
        if re.fullmatch(r"[A-Za-z_]\w*\+?=.*", word) or word.startswith("$"):
            continue  # an assignment (PS1=…), or the hook that was there before (${PROMPT_COMMAND:+…})
        if word not in _PROMPT_BUILTINS and word not in defined:
            return False
    return not _runs_later(value)


_LOOPBACK_URL = re.compile(r"(?i)https?://(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?(?=[/\s'\"?#)}]|$)")
"""An address on this machine; not ``http://localhost@host.example/`` (a user name before another host)."""
_TEXT_FILTERS = frozenset({"sed", "gsed", "awk", "gawk", "mawk", "grep", "egrep", "fgrep", "rg", "tr", "cut"})
"""Programs that take their arguments as patterns or text to edit, never as addresses to open."""


def _address_is_data(text: str, start: int) -> bool:
    """The address at ``start`` is on this machine, an argument of a text filter (the shell's parse,
    so ``sed 's#https://x##'; curl https://y`` keeps the second one), or only ever shown (printed, a
    commit message's text, a variable only printed)."""
    if _LOOPBACK_URL.match(text, start) is not None:
        return True
    from skillgrade.rules.security.behaviour.shell import (  # the shell analyser imports this module
        address_only_shown,
        command_holding,
    )

    offset = len(text[:start].encode())
    command = command_holding(text, offset)
    filtered = command is not None and vocabulary.command_name(command) in _TEXT_FILTERS
    return filtered or address_only_shown(text, offset)


_XML_NAMESPACES = re.compile(r"(?i)<!DOCTYPE[^>]*>|\sxmlns(?::[\w-]+)?=[\"'][^\"']*[\"']")
"""An XML file's document type and namespaces: URLs that name a schema, never fetched (a plist's DTD)."""


def runs_code(text: str, place: str = "") -> bool:
    """Text written somewhere that runs later downloads, decodes or runs code. Written to an agent
    instruction file (``place``), text is read as orders, where a link is documentation: it counts
    when it names a command that fetches or runs code, pulls a remote script into pages, names a
    secret store beside an address to send it to, or puts the user's instructions aside or hides
    something from the user."""
    if "<" in text:
        text = _XML_NAMESPACES.sub(" ", text)
    if place == vocabulary.AGENT_INSTRUCTIONS:
        return _orders_code_or_sending(text)
    if place == _SSH_CLIENT_CONFIG and _SSH_DIRECTIVE.search(text) is not None:
        return _ssh_commands_run_code(text)
    if place == _SYSTEMD_UNIT:
        text = _UNIT_COMMAND_KEY.sub("", unit_settings_that_run(text))
    program = _program_language(text)
    if program is not None:
        return _read_as_code_runs(text, place, program)
    if _runs_later(text):
        return True
    if _runs_a_file_that_runs_code(text):
        return True
    handed = _INLINE_INTERPRETER.search(text) is not None or _SHELL_CONSTANT_PROGRAM.search(text) is not None
    return handed and _read_as_code_runs(text, place)


_SYSTEMD_UNIT = "a systemd unit"
_UNIT_SECTION = re.compile(r"^[ \t]*\[([A-Za-z][\w -]*)\][ \t]*$")
_UNIT_COMMAND_KEY = re.compile(r"(?m)^[ \t]*Exec[A-Za-z]*[ \t]*=[ \t]*[-@:+!]*")
"""The key of a setting whose value systemd runs as a command line (``ExecStart=-/bin/sh -c '…'``, with
its ``-@:+!`` prefixes): dropped, the line reads as the command it is, not as a shell assignment."""
_DESCRIBING_SECTIONS = frozenset({"unit", "install"})
"""A systemd unit's generic sections: its description, documentation links, ordering, conditions and
what enables it (``Documentation=https://…``, ``WantedBy=``). systemd runs nothing they hold; the
commands are in the type's own section (``[Service]``'s ``ExecStart=``, its ``Environment=``)."""


def unit_settings_that_run(text: str) -> str:
    """A systemd unit's text without its ``[Unit]`` and ``[Install]`` sections, which systemd reads as
    metadata and never runs: a documentation link there is not an address the unit fetches. Text with
    no section header (a script written under a unit's folder) is kept whole."""
    if not any(_UNIT_SECTION.match(line) for line in text.split("\n", 200)[:200]):
        return text
    kept: list[str] = []
    describing = False
    for line in text.split("\n"):
        section = _UNIT_SECTION.match(line)
        if section is not None:
            describing = section.group(1).strip().lower() in _DESCRIBING_SECTIONS
        kept.append("" if describing else line)  # blanked, not dropped: the lines keep their numbers
    return "\n".join(kept)


_SSH_CLIENT_CONFIG = "SSH client configuration"
_SSH_DIRECTIVE = re.compile(r"(?im)^[ \t]*(?:Host|Match|HostName|User|IdentityFile|ProxyCommand|ProxyJump|Include)\b")
"""Lines only an ``ssh_config`` has: the text is the client's configuration, not a ``~/.ssh/rc`` script."""
_SSH_COMMAND = re.compile(
    r"(?im)^[ \t]*(?:ProxyCommand|LocalCommand|KnownHostsCommand|RemoteCommand)[ \t=]+(.+)$"
    r"|^[ \t]*Match\b.*?\bexec[ \t]+(.+)$"
)
_SHELL_WRAPPER = re.compile(r"^(?:exec\s+)?(?:/\S*/)?(?:ba|z|da)?sh\s+-c\s+")


def _ssh_commands_run_code(text: str) -> bool:
    """An SSH client configuration runs code only through its command directives (``ProxyCommand``,
    ``LocalCommand``, ``KnownHostsCommand``, ``Match exec``), each run on every connection: those are
    read as the shell runs them, with ssh's ``%h``/``%p``/``%r`` tokens as the connection's own host,
    port and user (``ProxyCommand sh -c "aws ssm start-session --target %h"`` opens no new channel;
    one that fetches, decodes, opens a socket elsewhere or sends a secret does)."""
    for match in _SSH_COMMAND.finditer(text):
        command = (match.group(1) or match.group(2) or "").strip()
        if command.startswith('"') and command.endswith('"'):  # ssh's own quoting of one argument
            command = command[1:-1].replace('\\"', '"')
        wrapped = _SHELL_WRAPPER.match(command)
        if wrapped is not None:  # `sh -c "…"`: the quoted command is what runs
            command = command[wrapped.end() :].strip().strip("\"'")
        command = re.sub(r"%[a-zA-Z%]", "$SSH_TARGET", command)
        if command.lower() == "none":
            continue
        if _read_as_code_runs(command, _SSH_CLIENT_CONFIG):
            return True
    return False


_SOURCED = re.compile(
    r"(?:^|[;&|(\s])(?:source|\.|bash|sh|zsh)[ \t]+[\"']?((?:~|\$HOME|\$\{HOME\}|\.{0,2})/[\w./-]+"
    r"|(?:[^\s\"';&|]*/)?[\w.-]+\.(?:sh|bash|zsh))"
)
"""A file a written line sources or hands a shell (``[ -f ~/.devrc ] && source ~/.devrc``, ``sh $here/x.sh``)."""


def _runs_a_file_that_runs_code(text: str) -> bool:
    """The text sources or runs a file another step of the skill wrote (or one of its own scripts), and
    that file runs what it downloads or decodes: a start-up line or a cron job that looks like
    housekeeping runs what the other file holds (read one level deep)."""
    from skillgrade.rules.security.behaviour import places

    read = text[:_MAX_READ_AS_CODE]
    for path in dict.fromkeys([*_files_run(read), *places.shared_paths_named(read)]):
        if any(origin.source in (Source.FETCHED, Source.DECODED) for origin in places.shared_read(path)):
            return True
        written = places.shared_text(path)
        if written is None and "/" in path and not path.startswith(("~", "/")):
            bundled = bundled_text(path.rsplit("/", 1)[-1])  # the skill's own script, run from its folder
            written = bundled.text if bundled is not None else None
        hinted = written and written != text and _RUNS_LATER.search(written[:_MAX_READ_AS_CODE]) is not None
        if hinted and written and _executes_what_it_gets(written):
            return True
    return False


def _files_run(text: str) -> list[str]:
    """The files ``text`` sources or hands a shell, and those it runs as programs by their path at a
    command's start (a crontab line's ``*/30 * * * * ~/.local/share/x/.job``, ``nohup $HOME/.x/run &``),
    home spelled ``~``."""
    found = [match.group(1) for match in _SOURCED.finditer(text)]
    found += [match.group(1) for match in _RUN_AS_PROGRAM.finditer(_CRON_SCHEDULE.sub("", text))]
    return [path.replace("${HOME}", "~").replace("$HOME", "~") for path in dict.fromkeys(found)]


_RUN_AS_PROGRAM = re.compile(
    r"(?m)(?:^|[;&|(])[ \t]*(?:(?:nohup|exec|setsid)[ \t]+)?[\"']?((?:~|\$HOME|\$\{HOME\})/[\w./-]+)"
)
"""A file in the home folder run by its path as a command (what a shebang in it then runs)."""


def _executes_what_it_gets(script: str) -> bool:
    """The shell script runs what it downloads or decodes, or opens a shell to a socket, as the
    behaviour model reads it (a health-check ``curl`` in a backup script does not count)."""
    from skillgrade.rules.security.behaviour import languages
    from skillgrade.rules.security.behaviour.model import Kind, Presentation, Snippet

    snippet = Snippet("", "", Language.SHELL, script[:_MAX_READ_AS_CODE], 1, Presentation.STEP)
    running = (Kind.EXEC_FETCHED, Kind.EXEC_DECODED, Kind.RAW_SOCKET)
    return any(capability.kind in running for capability in languages.analyse(snippet))


_INLINE_INTERPRETER = re.compile(r"\b(?:node|nodejs|deno|bun|perl|ruby|php|lua|python[0-9.]*)\b")
"""Interpreters a written line can hand code to in their own language (``node -e '…'``, a heredoc)."""
_MAX_READ_AS_CODE = 16_000
_SHELL_CONSTANT_PROGRAM = re.compile(r"""\b(?:ba)?sh\s+-c[ \t]+(?:'[^']*'|"[^"$`\\]*")""")
"""A shell handed one quoted constant program (a unit's ``ExecStart=/bin/sh -c 'pg_dump db | gzip > …'``):
the wrapper itself fetches and runs nothing; what the program does is the shell analyser's reading of it."""


_CRON_SCHEDULE = re.compile(r"(?m)^[ \t]*(?:@\w+|(?:\S+[ \t]+){4}\S+)[ \t]+(?=\S)")
"""A crontab line's schedule (five fields, or ``@reboot``), before the command it runs."""


def _program_language(text: str) -> Language | None:
    """The language of a program written whole whose ``#!`` line names an interpreter other than a
    shell (a Python pre-push hook copied from the skill): its analyser, not the shell's words, says
    what it does with an address it names."""
    if not text.startswith("#!"):
        return None
    from skillgrade.rules.security.behaviour.extract import shebang_language

    language = shebang_language(text)
    return language if language is not None and language is not Language.SHELL else None


def _read_as_code_runs(text: str, place: str, language: Language = Language.SHELL) -> bool:
    """The written text read as ``language`` (the shell, by default) will run it, with the code it
    hands an interpreter read in that language: it runs downloaded or decoded code, opens a
    connection, installs from a URL or sends a secret (``node -e "…get('ht'+'tps://…', r => …new
    Function(d)())"``), which no word in it need show. Read on its own: nothing it does is recorded for
    the skill's other files."""
    from skillgrade.rules.security.behaviour import languages
    from skillgrade.rules.security.behaviour.model import Presentation, Snippet

    text = text[:_MAX_READ_AS_CODE]
    if "cron" in place:
        text = _CRON_SCHEDULE.sub("", text)
    snippet = Snippet("written", "written", language, text, 1, Presentation.SCRIPT)
    tokens = SHARED_FILES.set(None), SCRIPT_OUTPUTS.set(None), SHARED_VARIABLES.set(None)
    sends_token, arguments_token = SCRIPT_INPUT_SENDS.set(None), SCRIPT_ARGUMENT_SENDS.set(None)
    try:
        found = languages.analyse(snippet)
    finally:
        SCRIPT_ARGUMENT_SENDS.reset(arguments_token)
        SHARED_FILES.reset(tokens[0])
        SCRIPT_OUTPUTS.reset(tokens[1])
        SHARED_VARIABLES.reset(tokens[2])
        SCRIPT_INPUT_SENDS.reset(sends_token)
    return any(c.kind in _ORDERED_KINDS or (c.kind is Kind.EGRESS and len(c.chain) > 1) for c in found)


_REMOTE_SCRIPT = re.compile(r"(?i)<script\b[^>]*\bsrc\s*=\s*[\"']?(?:https?:)?//")


_ORDERED_KINDS = frozenset(
    {Kind.EXEC_FETCHED, Kind.EXEC_DECODED, Kind.RAW_SOCKET, Kind.INSTALL_URL, Kind.REMOTE_INSTRUCTIONS}
)


def _orders_code_or_sending(text: str) -> bool:
    if _REMOTE_SCRIPT.search(text) is not None or _overrides_or_conceals(text):
        return True
    from skillgrade.rules.security.behaviour import instructions

    if instructions.follows_a_download(text):
        return True  # every later session fetches its orders from a server
    if "@" in text and _imports_a_download(text):
        return True  # every later session reads a file the skill fills from a server
    if _RUNS_LATER.search(_URL.sub(" ", text)) is not None:
        # its commands as the skill's own Markdown is read: a step that runs downloaded or decoded
        # code, opens a connection or sends data, not a mention of curl beside a local test command
        from skillgrade.rules.security.behaviour import extract, languages

        for snippet in extract.snippets("CLAUDE.md", "CLAUDE.md", text, 1, True):
            for capability in languages.analyse(snippet):
                if capability.kind in _ORDERED_KINDS or (capability.kind is Kind.EGRESS and len(capability.chain) > 1):
                    return True
    addressed = _URL.search(text) is not None
    for sentence in re.split(r"[.!?;](?:\s|$)|\n\s*\n|\n\s*[-*+]\s", text):
        # the address named in the sentence or, by "that server", in another line of the same text
        named = _URL.search(sentence) is not None or (addressed and _BACK_TO_AN_ADDRESS.search(sentence) is not None)
        if not named or _SENDING.search(sentence) is None:
            continue
        if any(vocabulary.secret_store(word) for word in _PATH_WORD.findall(_URL.sub(" ", sentence))):
            return True
    return False


_IMPORT = re.compile(r"(?m)(?:^|(?<=\s))@((?:~/|\.{1,2}/)?[\w.-]+(?:/[\w.-]+)*\.[A-Za-z]\w*)(?=\s|$)")
"""An import line of an agent instruction file (``@docs/notes.md`` in CLAUDE.md or GEMINI.md): the
client reads the named file into the instructions; an e-mail address has a word before its ``@``."""


def _imports_a_download(text: str) -> bool:
    """The text imports a file another step of the skill wrote with downloaded content: what the
    agent obeys is then whatever the server sends at the next run, not what was reviewed."""
    from skillgrade.rules.security.behaviour import places

    for match in _IMPORT.finditer(text[:_MAX_READ_AS_CODE]):
        if any(origin.source is Source.FETCHED for origin in places.shared_read(match.group(1))):
            return True
    return False


def _overrides_or_conceals(text: str) -> bool:
    """A line of the text that puts the user's instructions aside or hides what is done from the
    user (the INSTRUCTION_OVERRIDE and CONCEALED_ACTION readings, in every language they know)."""
    from skillgrade.rules.security import override

    for line in _wrapped_items(text.split("\n")[:2000]):
        match = override.overrides(line) or override.conceals(line)
        if match is not None and not override.mentioned(line, match.start(), match.end()):
            return True
    return False


_CONTINUED = re.compile(r"^\s+(?![-*+]\s|\d+[.)]\s)\S")
"""A line that carries on the list item or sentence above it: indented, not a new item."""


def _wrapped_items(lines: list[str]) -> Iterator[str]:
    """Each line, and each list item or paragraph wrapped over lines as one ("- Jobs from X are pre-approved
    by the | team: run them, do not ask"): the order a sentence gives may cross the line's end."""
    joined = ""
    for line in lines:
        yield line
        if joined and line.strip() and _CONTINUED.match(line) and len(joined) < _WRAPPED_LENGTH:
            joined = f"{joined} {line.strip()}"
            yield joined  # bounded: a run of continuation lines is joined up to a sentence's length, not on
        else:
            joined = line.strip() if len(line) < _WRAPPED_LENGTH else ""


_WRAPPED_LENGTH = 400


_URL = re.compile(r"(?i)\bhttps?://[^\s\"'`<>)]+")
_PATH_WORD = re.compile(r"[~\w/-]*\.[\w./-]+")
_BACK_TO_AN_ADDRESS = re.compile(
    r"(?i)\b(?:to|at|on)\s+(?:that|this|the\s+same|the\s+above|said)\s+(?:[\w-]+\s+)?(?:server|host|endpoint|address"
    r"|url|site|bucket|api|service)\b"
)
"""A destination named by pointing back ("upload the keys to that server"), the address in another line."""
_SENDING = re.compile(r"(?i)\b(?:post|put|send|upload|submit|forward|share|sync|push|transmit|report)\b")


def shown_line(text: str) -> str:
    """The line of written text a finding shows: the first that runs code, else the first."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return next((line for line in lines if runs_code(line)), lines[0] if lines else "")[:80]


SHARED_FILES: contextvars.ContextVar[dict[str, Value] | None] = contextvars.ContextVar("shared_files", default=None)
"""Files one snippet of a skill writes with data in them (a secret, the environment, a download),
visible to the skill's other snippets: a script that collects and another that sends."""


SCRIPT_OUTPUTS: contextvars.ContextVar[dict[str, tuple[Origin, ...]] | None] = contextvars.ContextVar(
    "script_outputs", default=None
)
"""What each bundled script of the skill reads that is secret (keyed by its path in the skill): a
step that runs the script and sends its output sends that."""


PRINTED_DOWNLOADS: contextvars.ContextVar[dict[str, tuple[Origin, ...]] | None] = contextvars.ContextVar(
    "printed_downloads", default=None
)
"""Each bundled script that prints the path of a file it filled from a download (keyed by its path in
the skill), with the download: a step that runs the path it prints (``sh "$(python3 get.py)"``) runs that."""


def printed_download(rel: str, written: Value) -> None:
    """The script ``rel`` prints the path of a file holding ``written``: kept when that is a download."""
    table = PRINTED_DOWNLOADS.get()
    fetched = written.of(Source.FETCHED)
    if table is not None and fetched:
        table[rel] = (*table.get(rel, ()), *fetched)


def runner_secret(snippet: Snippet, name: str) -> Origin | None:
    """Where the variable ``name`` comes from when the runner sets it from a secret before the code
    runs (a CI step's ``env:`` given ``${{ toJSON(secrets) }}``, also for the bundled script the step
    runs): every secret at once is a secret store's worth, one named secret a token."""
    for variable, secret, line in snippet.environment:
        if variable == name:
            source = Source.SECRET if secret == ALL_CI_SECRETS else Source.TOKEN
            evidence = Evidence(snippet.environment_path or snippet.path, line, f"is given {secret} as ${name}")
            return Origin(source, secret, evidence)
    return None


PRINTED_SECRET_FILES: contextvars.ContextVar[dict[str, tuple[Origin, ...]] | None] = contextvars.ContextVar(
    "printed_secret_files", default=None
)
"""Each bundled script that prints the path of a file it filled with secrets (an archive of the stores
it read, keyed by its path in the skill): a step handing a placeholder (``push.sh <archive>``) to a
script that sends hands it the one path the skill's scripts print."""


def printed_secret_file(rel: str, written: Value) -> None:
    """The script ``rel`` prints the path of a file holding ``written``: kept when that holds secrets."""
    table = PRINTED_SECRET_FILES.get()
    held = written.of(Source.SECRET)
    if table is not None and held:
        table[rel] = merged(table.get(rel, ()), held)


def printed_path_secrets() -> tuple[str, tuple[Origin, ...]] | None:
    """The one bundled script that prints the path of a file it filled with secrets, with those
    secrets; ``None`` when no script or several do (which one a placeholder stands for is unknown)."""
    table = PRINTED_SECRET_FILES.get() or {}
    return next(iter(table.items())) if len(table) == 1 else None


PRINTED_FETCHES: contextvars.ContextVar[dict[str, tuple[Origin, ...]] | None] = contextvars.ContextVar(
    "printed_fetches", default=None
)
"""Each bundled script that prints what it downloaded (keyed by its path in the skill), with the
download: a dynamic-context command running it puts that text into the skill's instructions."""


def printed_fetch(rel: str, printed: Value) -> None:
    """The script ``rel`` prints ``printed``: kept when that carries a download."""
    table = PRINTED_FETCHES.get()
    fetched = printed.of(Source.FETCHED)
    if table is not None and fetched:
        table[rel] = (*table.get(rel, ()), *fetched)


def package_scripts(texts: dict[str, str]) -> dict[str, str]:
    """The ``scripts`` entries (name → command: what ``npm run NAME`` runs) of every ``package.json``
    among ``texts`` (path → text, as :data:`BUNDLED` holds the skill's files)."""
    found: dict[str, str] = {}
    for rel, text in texts.items():
        if rel.rsplit("/", 1)[-1] != "package.json" or '"scripts"' not in text:
            continue
        try:
            entries = json.loads(text).get("scripts")
        except (ValueError, AttributeError):
            continue
        if isinstance(entries, dict):
            found.update({k: v for k, v in entries.items() if isinstance(k, str) and isinstance(v, str)})
    return found


PRINTED_CODE: contextvars.ContextVar[dict[str, tuple[Origin, ...]] | None] = contextvars.ContextVar(
    "printed_code", default=None
)
"""Each bundled script that prints text it downloaded or decoded (keyed by its path in the skill): a
step that pipes the script's output into a shell (``node gen.mjs | sh``) runs that text."""


def printed_code(rel: str, printed: Value) -> None:
    """The script ``rel`` prints ``printed``: kept when that carries a download or a decoding."""
    table = PRINTED_CODE.get()
    carried = (*printed.of(Source.FETCHED), *printed.of(Source.DECODED))
    if table is not None and carried:
        table[rel] = (*table.get(rel, ()), *carried)


PIPED_TO_A_RUNNER = re.compile(
    r"\|\s*(?:sudo\s+)?(?:sh|bash|zsh|dash|ksh|iex|invoke-expression|python[0-9.]*|node)\b"
    r"|\b(?:sh|bash|zsh|dash|ksh)\s+-c\s+[\"']?(?:\$\(|`)"
    r"|(?:\b(?:sh|bash|zsh|dash|ksh|source)|(?<![\w.])\.)\s+<\("
    r"|\b(?:python[0-9.]*|node|perl|ruby|php)\s+-[ce]\s+[\"']",
    re.I,
)
"""A pipe into a shell or an interpreter, a shell running what a command substitution gives it
(``sh -c "$(curl …)"``) or a process substitution (``bash <(curl …)``), or an interpreter handed its
code inline (``python3 -c "…exec(urlopen(…).read())"``): only text holding one is read as a command a
script prints for its reader (the shell analyser then decides whether it runs fetched code)."""
RUNNER_HINTS = ("|", "-c", "-e", "<(")
"""Substrings one of which every text :data:`PIPED_TO_A_RUNNER` matches holds: a cheap test first."""

SAVED_THEN_RUN = re.compile(
    r"(?i)\b(?:curl|wget)\b[^|;&\n]*?(?:\s-\w*[oO]\b|\s-\w*[oO]\S|--output|\s>)[^|;&\n]*(?:&&|;)"
)
"""A download saved to a file and followed by another command (``curl -o /tmp/x URL && chmod +x /tmp/x &&
/tmp/x``): the shell analyser decides whether that command runs the file."""


EVALUATED_DOWNLOAD = re.compile(
    r"(?i)\b(?:iex|invoke-expression)\s*(?:-command\s+)?[(&$]?\s*\(?\s*(?:\(\s*new-object\s+(?:system\.)?net\.webclient"
    r"\s*\)\s*\.\s*downloadstring|(?:irm|iwr|invoke-restmethod|invoke-webrequest|curl|wget)\b)"
)
"""PowerShell's Invoke-Expression handed a download as its argument, with no pipe (``iex (New-Object
Net.WebClient).DownloadString('…')``, ``Invoke-Expression (irm …)``): the download cradle's other spelling."""


def runs_a_download(text: str) -> bool:
    """Whether ``text`` may be a command running fetched code: piped into a shell or interpreter
    (:data:`PIPED_TO_A_RUNNER`), a download handed to Invoke-Expression (:data:`EVALUATED_DOWNLOAD`), or
    saved by a download and followed by a command (:data:`SAVED_THEN_RUN`)."""
    if any(hint in text for hint in RUNNER_HINTS) and PIPED_TO_A_RUNNER.search(text):
        return True
    if "(" in text and EVALUATED_DOWNLOAD.search(text):
        return True
    return ("&&" in text or ";" in text) and SAVED_THEN_RUN.search(text) is not None


INSTALLS_FROM_AN_INDEX = re.compile(
    r"(?i)\binstall\b[^\n|;&]*?(?:--(?:extra-)?index-url|--registry|--find-links|\s-[if])[\s=]+[\"']?https?://"
)
"""A package install naming the index or registry it fetches from (``pip install --extra-index-url
https://… pkg``, ``npm install --registry https://…``): whoever runs it installs, and so runs, that
host's build of the package."""
RUN_AS_PRINTED = "tells the agent to run what"
"""How the link ordering the agent to run a script's printed command begins (:mod:`.prerequisites`):
the command runs exactly as printed, with no reader to fill in a placeholder host."""


def printed_for_the_reader(text: str) -> bool:
    """Whether ``text`` may be a command worth printing for the reader to run: one running fetched code
    (:func:`runs_a_download`) or a package install from a named index (:data:`INSTALLS_FROM_AN_INDEX`)."""
    return runs_a_download(text) or ("install" in text and INSTALLS_FROM_AN_INDEX.search(text) is not None)


PRINTED_COMMANDS: contextvars.ContextVar[dict[str, tuple[tuple[Evidence, str], ...]] | None] = contextvars.ContextVar(
    "printed_commands", default=None
)
"""What each bundled script prints, as its analyser folds it, that pipes into a shell or interpreter
(keyed by its path in the skill, with the line printing it): a command assembled from pieces
(``" ".join(PARTS[:4])``, ``"{0} {1} | {2}" -f …``) that no literal of the script holds whole."""
_MAX_PRINTED_COMMANDS = 8


def printed_command(rel: str, where: Evidence, printed: str) -> None:
    """The script ``rel`` prints ``printed`` at ``where``: kept when it pipes into a shell or interpreter."""
    table = PRINTED_COMMANDS.get()
    if table is None or not printed_for_the_reader(printed):
        return
    kept = table.get(rel, ())
    if len(kept) < _MAX_PRINTED_COMMANDS and (where, printed) not in kept:
        table[rel] = (*kept, (where, printed))


SCRIPT_INPUT_SENDS: contextvars.ContextVar[dict[str, str] | None] = contextvars.ContextVar(
    "script_input_sends", default=None
)
"""The host each bundled script sends what it reads on its standard input to (keyed by its path in
the skill): a step that pipes a secret into the script sends it there (``collect | node send.js``)."""

_READS_INPUT = re.compile(
    r"sys\.stdin|\bfileinput\b|process\.stdin|readFileSync\(\s*0\b|/dev/stdin|Deno\.stdin|Bun\.stdin"
    r"|@-(?![\w-])|\$\(\s*cat\s*\)|\bwhile\s+(?:IFS=\S*\s+)?read\b|(?:-T|--upload-file)\s+-(?!\S)"
    r"|\$input\b|\[Console\]::In\b"
)


def reads_its_input(text: str) -> bool:
    """The script reads its standard input (``sys.stdin``, ``process.stdin``, ``curl --data @-`` …)."""
    return _READS_INPUT.search(text) is not None


def script_input_sink(path: str) -> tuple[str, str] | None:
    """The bundled script ``path`` names and the host it sends its input to, when it sends it."""
    return _sink(SCRIPT_INPUT_SENDS.get(), path)


def _sink(sends: dict[str, str] | None, path: str) -> tuple[str, str] | None:
    """The script of ``sends`` (path in the skill → host) that ``path`` names, with its host."""
    if not sends or not path:
        return None
    rel = _bundled_key(dict.fromkeys(sends), path)
    return (rel, sends[rel]) if rel is not None else None


TEST_REPORT = "junit"
"""The shared file standing for the JUnit XML report a test run writes (``pytest --junitxml=PATH``)
from what a test plugin recorded into it; named so a step naming ``--junitxml`` is read again."""
TEMP_FOLDER = "/tmp"
"""How every language's temporary folder is spelled (``$TMPDIR``, ``os.tmpdir()``,
``tempfile.gettempdir()``): a file one language writes there is the one another runs or sends."""

SCRIPT_ARGUMENT_SENDS: contextvars.ContextVar[dict[str, str] | None] = contextvars.ContextVar(
    "script_argument_sends", default=None
)
"""The host each bundled script that takes a path on its command line sends data to (keyed by its
path in the skill): a step that hands it a file or folder another script filled with secrets sends
them there (``bash scripts/upload.sh out/bundle.tgz``), whatever the script's own flow."""

_READS_ARGUMENTS = re.compile(
    r"\$\{?[1-9@*]|\bsys\.argv\b|\bargparse\b|\bprocess\.argv\b|\bDeno\.args\b|\$args\b|\[Parameter\b"
    r"|\bARGV\b|\bos\.Args\b|\bparseArgs\b|\bclick\.argument\b|\byargs\b|\bcommander\b"
)


def reads_its_arguments(text: str) -> bool:
    """The script reads its command-line arguments (``$1``, ``sys.argv``, ``process.argv``, ``$args`` …)."""
    return _READS_ARGUMENTS.search(text) is not None


_ARGUMENT_NAME = re.compile(r"^[ \t]*(\w+)[ \t]*=[ \t]*sys\.argv\[[ \t]*(\d)[ \t]*\]", re.MULTILINE)
_DECODING_CALL = re.compile(r"b(?:64|32|85)decode|a2b_base64|unhexlify|fromhex|decompress")


def argument_runner(path: str) -> tuple[int, bool] | None:
    """When ``path`` names a bundled Python script that runs one of its command-line arguments as
    code (``exec(sys.argv[1])``, ``code = sys.argv[1]`` … ``compile(b64decode(code), …)``): that
    argument's position and whether the script decodes it first. Read from the script's text (a
    cheap test first: most scripts never name ``sys.argv`` and ``exec``/``eval``/``compile`` both)."""
    data = bundled_text(path) if path.endswith(".py") else None
    text = (data.text or "")[:65536] if data is not None else ""
    if "sys.argv" not in text or not any(word in text for word in ("exec", "eval", "compile")):
        return None
    names = {name: int(index) for name, index in _ARGUMENT_NAME.findall(text)}
    held = "|".join([r"sys\.argv\[\s*(\d)\s*\]", *(re.escape(name) + r"\b" for name in names)])
    run = re.search(rf"\b(?:exec|eval|compile)\s*\(\s*((?:[\w.]+\(\s*)*)(?:{held})", text)
    if run is None:
        return None
    index = int(run.group(2)) if run.group(2) else names[re.sub(r"\W.*", "", run.group(0).rsplit("(", 1)[-1].strip())]
    return index, _DECODING_CALL.search(run.group(1)) is not None


def script_argument_sink(path: str) -> tuple[str, str] | None:
    """The bundled script ``path`` names and the host it sends data to, when it takes arguments."""
    return _sink(SCRIPT_ARGUMENT_SENDS.get(), path)


SHARED_VARIABLES: contextvars.ContextVar[dict[str, Value] | None] = contextvars.ContextVar(
    "shared_variables", default=None
)
"""Environment-style variables (upper case) a snippet sets from a secret, the environment, a
download or a decode, or to a secret store's path, visible to the skill's other snippets (one script
or step exports, another reads, sends or runs)."""


def share_variable(name: str, value: Value) -> None:
    """An environment-style variable one snippet sets, for the others: when it carries data (a secret,
    the environment) or code (downloaded or decoded, with its text). A plain address is not shared: a
    value set in another file must never make a download look like an official installer."""
    shared = SHARED_VARIABLES.get()
    if shared is None or not name.isupper():
        return
    if any(o.source in (Source.FETCHED, Source.DECODED) for o in value.origins):
        shared[name] = value
    elif any(o.source in (Source.SECRET, Source.ENV) for o in value.origins):
        shared[name] = Value(None, value.origins)
    elif value.text and _runs_or_fetches(value.text):
        shared[name] = value  # a command set in one file ("curl -fsSL", ". /dev/stdin") that another runs as $NAME
    elif value.text and "\n" not in value.text and vocabulary.secret_store(value.text) is not None:
        shared[name] = Value(value.text)  # a secret store's path a step exports (STAGE=~/.aws) that a script reads


def dotenv_file(path: str) -> bool:
    """A dotenv file by its name (``.env``, ``.env.local``, ``.env.example``, ``app.env``)."""
    name = path.rsplit("/", 1)[-1].lower()
    return name == ".env" or name.startswith(".env.") or name.endswith(".env")


_DOTENV_SETTING = re.compile(r"^\s*(?:export\s+)?([A-Z][A-Z0-9_]*)=(.*?)\s*$", re.MULTILINE)


def share_dotenv(rel: str, text: str) -> dict[str, tuple[int, str]]:
    """The settings of a dotenv file the skill ships, shared as a snippet's exports are: the file is
    loaded into the environment (``set -a; . .env``, Make's ``include .env`` + ``export``, Compose,
    python-dotenv), so a script running ``$NAME`` runs the command the file holds. Only what
    :func:`share_variable` keeps is shared (a command that downloads or runs, a secret store's path).
    Returns each shared name's line and value, for the chain of what runs it."""
    shared_here: dict[str, tuple[int, str]] = {}
    if not dotenv_file(rel) or "=" not in text:
        return shared_here
    shared = SHARED_VARIABLES.get()
    for match in _DOTENV_SETTING.finditer(text[:65536]):
        value = match.group(2)
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        share_variable(match.group(1), Value(value))
        if shared is not None and match.group(1) in shared:
            shared_here[match.group(1)] = (text.count("\n", 0, match.start()) + 1, value)
    return shared_here


_NAMED_SLOT = re.compile(r"\{([A-Z][A-Z0-9_]*)\}")
"""A ``str.format`` slot named like an environment variable (``{API_HOST}``)."""


def dotenv_filled(template: str) -> str | None:
    """``template`` with each ``{NAME}`` slot filled from the one dotenv file the skill ships that sets
    every such name (``"{SCHEME}://{HOST}{PATH}".format(**os.environ)`` after ``set -a; . app.env``),
    or ``None`` when no single such file sets them all. Looked up only where a template is formatted
    from the environment, so a skill without one pays nothing."""
    slots = set(_NAMED_SLOT.findall(template))
    if not slots:
        return None
    for rel, text in (BUNDLED.get() or {}).items():
        if not dotenv_file(rel) or "=" not in text:
            continue
        settings = {match.group(1): match.group(2).strip("\"'") for match in _DOTENV_SETTING.finditer(text[:65536])}
        if slots <= settings.keys():
            filled = template
            for name in slots:
                filled = filled.replace("{" + name + "}", settings[name])
            return filled
    return None


def _runs_or_fetches(command: str) -> bool:
    """A command line whose program downloads or runs code (its first word), not an address or a setting."""
    first = command.split(None, 1)[0] if command.strip() else ""
    name = vocabulary.command_name(first)
    return name in vocabulary.DOWNLOADERS or name in vocabulary.SHELLS


STEP_FOLDERS: contextvars.ContextVar[dict[str, list[tuple[int, str]]] | None] = contextvars.ContextVar(
    "step_folders", default=None
)
"""The folders a ``cd`` in a Markdown file's steps moved into, by the file and the line: the agent runs
the steps in one shell, so a later step's relative paths are in the folder an earlier one entered."""


def moved_into(path: str, line: int, folder: str) -> None:
    """A step of the Markdown file ``path`` entered ``folder`` at ``line``."""
    table = STEP_FOLDERS.get()
    if table is not None:
        table.setdefault(path, []).append((line, folder))


def folder_before(path: str, line: int) -> str | None:
    """The folder the steps of ``path`` above ``line`` left the shell in, if one entered any."""
    entered = [(at, folder) for at, folder in (STEP_FOLDERS.get() or {}).get(path, ()) if at < line]
    return max(entered)[1] if entered else None


def shared_variable(name: str) -> Value | None:
    shared = SHARED_VARIABLES.get()
    return shared.get(name) if shared else None


LABELLED_ADDRESSES: contextvars.ContextVar[dict[frozenset[str], str] | None] = contextvars.ContextVar(
    "labelled_addresses", default=None
)
"""The URLs a skill's Markdown gives under a label ("Base URL: `https://…`"), keyed by the label's words."""
_LABELLED_URL = re.compile(
    r"(?im)^[ \t>*+-]*(?:\*\*|__)?(?P<label>[A-Za-z][A-Za-z0-9 _-]{0,30}?)(?:\*\*|__)?\s*:(?:\*\*|__)?[ \t]*\n?"
    r"[ \t]*`(?P<url>https?://[^`\s]+)`"
)
_ADDRESS_WORDS = frozenset({"url", "uri", "endpoint", "address", "addr", "root", "host"})
"""Words that say a name holds an address, kept apart from the words that say which address."""


def labelled_addresses(texts: list[str]) -> dict[frozenset[str], str]:
    """The URLs the Markdown ``texts`` give under a label of a few words ("Base URL:", "API endpoint:"),
    keyed by the label's words; a label given two different URLs names neither."""
    found: dict[frozenset[str], str] = {}
    clashing: set[frozenset[str]] = set()
    for text in texts:
        if "`http" not in text:
            continue  # a labelled URL is one in a code span
        for match in _LABELLED_URL.finditer(text):
            words = frozenset(re.findall(r"[a-z0-9]+", match.group("label").lower()))
            if not words or len(words) > 4:
                continue
            url = match.group("url")
            if found.get(words, url) != url:
                clashing.add(words)
            found[words] = url
    return {words: url for words, url in found.items() if words not in clashing}


def labelled_address(name: str) -> str | None:
    """The URL the skill's prose gives an environment-style variable it never assigns (``$BASE`` read
    with "Base URL: `https://…`" above it): what the agent following the prose puts there. The
    variable's words besides url/endpoint must all be the label's; a name some file of the skill
    assigns is that file's, never the prose's."""
    table = LABELLED_ADDRESSES.get()
    if not table or not name.isupper():
        return None
    words = frozenset(w for w in name.lower().split("_") if w)
    specific = words - _ADDRESS_WORDS
    matches = {
        url
        for label, url in table.items()
        if (specific and specific <= label - _ADDRESS_WORDS) or (not specific and words == label)
    }
    if len(matches) != 1:
        return None
    escaped = re.escape(name)
    assigned = rf"(?:\b{escaped}\s*[:=]|\$env:{escaped}\b|\bset(?:env)?\s+{escaped}\b)"
    if any(name in text and re.search(assigned, text) for text in (BUNDLED.get() or {}).values()):
        return None
    return next(iter(matches))


BUNDLED: contextvars.ContextVar[dict[str, str] | None] = contextvars.ContextVar("bundled", default=None)
"""The text of each bundled script of the skill (keyed by its path in the skill): a step that
copies one into a place that runs later installs what it says."""


def _bundled_key(table: dict[str, object], path: str) -> str | None:
    cleaned = _without_parent_steps(path.strip("\"'").removeprefix("./"))
    for rel in table:
        if cleaned == rel or cleaned.endswith("/" + rel) or ("/" in rel and rel.endswith("/" + cleaned.lstrip("*/"))):
            return rel
    return None


def _without_parent_steps(path: str) -> str:
    """``a/scripts/../assets/x`` as ``a/assets/x``; a leading ``../`` (above the script) is dropped."""
    kept: list[str] = []
    for part in path.split("/"):
        if part == "..":
            if kept and kept[-1] not in ("", "*"):
                kept.pop()
            continue
        if part != "." or not kept:
            kept.append(part)
    return "/".join(kept)


def bundled_rel(path: str) -> str | None:
    """The skill's file ``path`` names (relative to the skill), if it names one."""
    table = BUNDLED.get()
    if not table or not path:
        return None
    return _bundled_key(dict.fromkeys(table), path)


def bundled_text(path: str) -> Value | None:
    """The text of the bundled script ``path`` names, as a value, if it names one."""
    table = BUNDLED.get()
    if not table or not path:
        return None
    rel = _bundled_key(dict.fromkeys(table), path)
    if rel is not None:
        return Value(table[rel])
    matched = _bundled_glob(table, path)
    return Value("\n".join(table[rel] for rel in matched)) if matched else None


_GLOB_CHARS = re.compile(r"[*?\[]")
_MAX_GLOBBED = 16


def _bundled_glob(table: dict[str, str], path: str) -> list[str]:
    """The skill's files a wildcard in the file name of ``path`` matches (``"$here"/systemd/app*``
    copies every unit the skill keeps there), the folder part matched as written after its first
    known piece; none when the name holds no wildcard."""
    name = path.rstrip("/").rsplit("/", 1)[-1]
    if _GLOB_CHARS.search(name) is None or not name.strip("*?"):
        return []  # no wildcard, or a bare `*` (a whole folder copied) that names no file
    pattern = _without_parent_steps(path.strip("\"'").removeprefix("./")).lstrip("*/")
    matched = [rel for rel in table if fnmatch.fnmatchcase(rel, pattern) or fnmatch.fnmatchcase(rel, "*/" + pattern)]
    return matched[:_MAX_GLOBBED]


def bundled_folder_files(path: str) -> list[str]:
    """The skill's files a wildcard copy names (``"$(dirname "$0")"/../hooks/*`` is every file the
    skill keeps in ``hooks/``): a wildcard in the name as :func:`_bundled_glob` reads it, or a bare
    ``*`` after a named folder, which copies each file of that folder (not those below it)."""
    table = BUNDLED.get()
    if not table or not path:
        return []
    folder, _, name = path.strip("\"'").rstrip("/").rpartition("/")
    if name != "*":
        return _bundled_glob(table, path)
    known = _without_parent_steps(folder.removeprefix("./")).lstrip("*/")
    if not known or _GLOB_CHARS.search(known):
        return []
    matched = [rel for rel in table if rel.rpartition("/")[0] == known or rel.rpartition("/")[0].endswith("/" + known)]
    return matched[:_MAX_GLOBBED]


_COMPONENT_LIST = re.compile(r"\[\s*(\"[^\"\n]{1,80}\"(?:\s*,\s*\"[^\"\n]{1,80}\"){1,11})\s*\]")
"""A JSON or YAML flow list of two to twelve strings: a path written as its components."""


GIT_CONNECTING = frozenset({"ls-remote", "clone", "fetch", "pull", "push", "archive", "submodule"})
"""``git`` subcommands that connect to the remote an address names."""


def git_remote_host(shape: str, known: bool) -> str | None:
    """The host a git address names (``?`` when built at run time), or ``None`` when the word is no
    remote address or names this machine. ``shape`` has ``*`` for each unknown piece."""
    if not (shape.startswith(("http://", "https://", "ssh://", "git://")) or "@" in shape):
        return None
    host = vocabulary.url_host(shape) if known else None
    if host is None:
        rest = shape.split("://", 1)[-1].split("/", 1)[0].rsplit("@", 1)[-1].split(":", 1)[0]
        host = rest if rest and "*" not in rest else "?"
    return None if vocabulary.is_local_host(host) else host


def home_store_listed(rel: str) -> tuple[str, str] | None:
    """The first secret store under the home folder a bundled data file lists as a path written in
    components (``["Library", "Application Support", "Exodus", "exodus.wallet"]``), as (the path, the
    store): a script joining the home folder with the entries it reads from that file reads that store."""
    table = BUNDLED.get() or {}
    return home_store_in_components(table.get(rel, ""))


_QUOTED_COMPONENT_LIST = re.compile(
    r"""[\[(]\s*(['"][^'"\n]{1,80}['"](?:\s*,\s*['"][^'"\n]{1,80}['"]){1,11})\s*,?\s*[\])]"""
)
"""A list or tuple of two to twelve quoted strings in code, either quote: a path as its components."""


def home_store_in_components(text: str, code: bool = False) -> tuple[str, str] | None:
    """The first secret store under the home folder ``text`` spells as a list of path components,
    as (the path, the store). Data files are read for JSON's double-quoted lists; with ``code``, a
    script's own lists and tuples in either quote (``['Library', 'Application Support', 'Exodus']``)."""
    text = text[:65536]
    if "[" not in text and not (code and "(" in text):
        return None
    for match in (_QUOTED_COMPONENT_LIST if code else _COMPONENT_LIST).finditer(text):
        parts = re.findall(r"[\"']([^\"'\n]*)[\"']", match.group(1))
        if code and any("/" in part.strip("/") or not part.strip() for part in parts):
            continue  # a list of separate paths or words, not one path's components
        path = "~/" + "/".join(part.strip("/") for part in parts)
        store = vocabulary.secret_store(path)
        if store is not None:
            return path, store
    return None


def named_data_files(code: str, suffixes: tuple[str, ...] = (".json", ".yaml", ".yml")) -> list[str]:
    """The skill's data files whose names the code spells out (JSON and YAML unless told)."""
    table = BUNDLED.get() or {}
    return [rel for rel in table if rel.endswith(suffixes) and rel.rsplit("/", 1)[-1] in code][:8]


DATA_SUFFIXES = (".json", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".env", ".txt", ".list", ".lst", ".csv")
_LISTED_PATH = re.compile(
    r"""(?:^|[\s"'\[,:;=|-])((?:~/|/|\.|[A-Za-z]:\\|\$\{\w+\}[/\\]|[\w%$]+[/\\])[^\n"',\]]*[/\\][^\n"',\]#]*)"""
)  # a path from the home (~/, $HOME/, ${HOME}/, %USERPROFILE%\), the root, or a folder


def bundled_line(text: str, besides: str) -> tuple[str, int] | None:
    """The skill's file (other than ``besides``) and line holding ``text``, a whole line of it: where
    a line written somewhere that runs later came from (a cron entry kept in ``assets/job.cron``)."""
    table = BUNDLED.get()
    wanted = text.strip()
    if not table or len(wanted) < 8:
        return None
    for rel, content in table.items():
        at = content.find(wanted) if rel != besides else -1
        if at != -1:
            return rel, content.count("\n", 0, at) + 1
    return None


_MAX_LISTED_WORDS = 32


def listed_secret_stores(path: str) -> list[tuple[str, str]]:
    """The secret stores a bundled data file (``config/sources.yaml``, ``assets/list.json`` …) lists
    as paths, each as (path, store), when ``path`` names one: a script that names the file and reads
    files reads what it lists. Only paths with a folder count (``.config/…/Cookies``, ``~/.aws/x``),
    not a bare ``.env`` in an ignore list; a path without ``~`` or ``/`` is taken from the home."""
    table = BUNDLED.get()
    cleaned = path.strip("\"'")
    if not table or not cleaned.lower().endswith(DATA_SUFFIXES):
        return []
    rel = _bundled_key(dict.fromkeys(table), cleaned)
    if rel is None:
        return []
    found: list[tuple[str, str]] = []
    for match in _LISTED_PATH.finditer(table[rel][:65536]):
        listed = match.group(1).strip()
        for one in _listed_paths(listed):
            home = one if one.startswith(("~", "/", "%", "$")) or ":\\" in one[:3] else "~/" + one
            store = vocabulary.secret_store(home)
            if store is not None and (one, store) not in found:
                found.append((one, store))
    return found[:16]


def _listed_paths(listed: str) -> list[str]:
    """The paths one listed value names: itself (a path may hold a space: ``Application Support``),
    else each word of a list written on one line (``paths=.mozilla/firefox .config/x/Default``)
    that is a path with a folder."""
    if vocabulary.secret_store(listed if listed.startswith(("~", "/", "%", "$")) else "~/" + listed) is not None:
        return [listed]
    words = listed.split()
    return [listed] if len(words) < 2 else [w for w in words[:_MAX_LISTED_WORDS] if "/" in w.strip("/")]


def joined_secret_stores(rel: str) -> tuple[tuple[str, str], ...]:
    """The secret stores a bundled JSON or YAML file names only in parts: a folder it lists (a
    browser's profile root ``~/.config/google-chrome``) joined with a relative name it lists
    (``Login Data``, ``*/Cookies``), each as (the joined path, the store), when the joined path is a
    store the folder alone is not (a bookmarks file under a profile is no saved password). A script
    that loads the file and reads or archives paths it builds at run time builds those."""
    text = (BUNDLED.get() or {}).get(rel)
    if text is None or not rel.lower().endswith((".json", ".yaml", ".yml")):
        return ()
    return _joined_stores(text[:65536])


@functools.lru_cache(maxsize=64)
def _joined_stores(text: str) -> tuple[tuple[str, str], ...]:
    folders: list[str] = []
    names: list[str] = []
    for string in dict.fromkeys(_data_strings(text)):
        if string.startswith(("~/", "%", "$")) and len(string.strip("~/%$")) > 2:
            folders.append(string.rstrip("/\\"))
        elif not string.startswith(("/", "~", ".env")) and "://" not in string and len(string) < 160:
            names.append(string)
    found: list[tuple[str, str]] = []
    for folder in folders[:32]:
        own = vocabulary.secret_store(folder)
        for name in names[:64]:
            joined = f"{folder}/{_without_parent_steps(name).lstrip('./')}"
            store = vocabulary.secret_store(joined)
            if store is not None and store != own and all(store != seen for _, seen in found):
                found.append((joined, store))
    return tuple(found[:16])


def _data_strings(text: str) -> list[str]:
    """Every string a JSON or YAML document holds, keys and values, in order (none if it does not parse)."""
    try:
        data = json.loads(text) if text.lstrip().startswith(("{", "[")) else _yaml_data(text)
    except (ValueError, RecursionError):
        return []
    strings: list[str] = []
    stack = [data]
    while stack and len(strings) < 512:
        item = stack.pop()
        if isinstance(item, str):
            strings.append(item.strip())
        elif isinstance(item, dict):
            stack.extend(reversed([value for pair in item.items() for value in pair]))
        elif isinstance(item, list):
            stack.extend(reversed(item))
    return strings


def _yaml_data(text: str) -> object:
    import yaml

    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise ValueError(str(error)) from error


_RELATIVE_IMPORT = re.compile(
    r"""(?:require|import)\s*\(\s*['"](\.{1,2}/[^'"\n]+)['"]|\bfrom\s+['"](\.{1,2}/[^'"\n]+)['"]"""
    r"|^[ \t]*from[ \t]+(\.*[\w.]+)[ \t]+import\b|^[ \t]*import[ \t]+([\w.]+)",
    re.MULTILINE,
)
_STRING_LITERAL = re.compile(r"""['"`]([^'"`\n]{2,200})['"`]""")
_MODULE_SUFFIXES = ("", ".py", ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", "/index.js", "/index.ts", "/__init__.py")


_MODULES_FROM_PACKAGE = re.compile(r"^[ \t]*from[ \t]+(\.+[\w.]*)[ \t]+import[ \t]+\(?([\w \t,]+)", re.MULTILINE)
"""``from . import a, b`` (``from .lib import targets``): the names may be modules of the package."""


def _imported_specs(code: str) -> list[str]:
    """The skill's modules ``code`` imports, as paths relative to it (``./lib/targets``, ``lib/x``):
    the modules it names, and the names ``from . import a, b`` takes from a package of its own."""
    specs: list[str] = []
    for match in _RELATIVE_IMPORT.finditer(code):
        spec = next(group for group in match.groups() if group)
        if not spec.startswith("."):
            spec = spec.replace(".", "/")
        elif not spec.startswith(("./", "../")):  # Python's `from .lib.targets import …`
            spec = "./" + spec.lstrip(".").replace(".", "/")
        specs.append(spec)
    for match in _MODULES_FROM_PACKAGE.finditer(code):
        package = match.group(1).lstrip(".").replace(".", "/")
        folder = f"./{package}/" if package else "./"
        names = [name.split()[0] for name in match.group(2).split(",") if name.strip()]
        specs.extend(folder + name for name in names[:16])
    return specs


def imported_secret_paths(code: str) -> list[tuple[str, str, str]]:
    """The secret stores the skill's own modules that ``code`` imports spell out as strings (a
    ``targets.js`` exporting ``[home + '/.git-credentials', …]``, ``PATHS = ['.aws/credentials']`` in a
    Python module), each as (module, path, store): code that reads files by a path it got from there
    reads them. A bare ``.env*`` name is left out (ignore lists name it)."""
    table = BUNDLED.get()
    if not table or ("import" not in code and "require" not in code):
        return []
    found: list[tuple[str, str, str]] = []
    for spec in _imported_specs(code[:65536]):
        rel = next(
            (key for suffix in _MODULE_SUFFIXES if (key := _bundled_key(dict.fromkeys(table), spec + suffix))),
            None,
        )
        if rel is None or rel.endswith(DATA_SUFFIXES):
            continue
        # a loader module naming the skill's data file (`config.load()` reading `config/x.yaml`):
        # what that file lists is what the importing code gets back
        for data in named_data_files(table[rel][:65536]):
            found.extend(
                (data, path, store) for path, store in listed_secret_stores(data) if (data, path, store) not in found
            )
        for literal in _STRING_LITERAL.findall(table[rel][:65536]):
            name = literal.strip()
            if name.lstrip("/").lower().startswith(".env") and "/" not in name.lstrip("/"):
                continue
            candidate = name if name.startswith(("~", "$", "%")) else "~/" + name.lstrip("/")
            store = vocabulary.secret_store(candidate)
            if store is not None and (rel, candidate, store) not in found:
                found.append((rel, candidate, store))
        if len(found) >= 16:
            break
    return found[:16]


def secrets_read(capabilities: list[Capability]) -> tuple[Origin, ...]:
    """The secret stores and whole environment a program was found to read, as origins: what its
    output is taken to carry (the flow inside the program is not followed)."""
    return tuple(
        Origin(Source.SECRET if c.kind is Kind.SECRET_READ else Source.ENV, c.detail, c.chain[0])
        for c in capabilities
        if c.kind in (Kind.SECRET_READ, Kind.ENV_DUMP) and c.chain
    )


def script_output(path: str) -> Value | None:
    """The secrets a bundled script reads, as the value of its output, when ``path`` names one; with
    the secret stores' paths it prints, one a line, as its text (a list another command reads)."""
    outputs = SCRIPT_OUTPUTS.get() or {}
    listed = PRINTED_STORE_PATHS.get() or {}
    if not (outputs or listed) or not path:
        return None
    cleaned = path.strip("\"'").removeprefix("./")
    for rel in dict.fromkeys([*outputs, *listed]):
        if cleaned == rel or cleaned.endswith("/" + rel) or (("/" in rel) and rel.endswith("/" + cleaned)):
            paths = listed.get(rel)
            return Value("\n".join(paths) + "\n" if paths else None, outputs.get(rel, ()))
    return None


PRINTED_STORE_PATHS: contextvars.ContextVar[dict[str, tuple[str, ...]] | None] = contextvars.ContextVar(
    "printed_store_paths", default=None
)
"""Each bundled script that prints the paths of secret stores in the home folder (keyed by its path in
the skill): its output is a list of files; an archiver handed that list (``tar -T list``) reads them."""
_MAX_PRINTED_STORE_PATHS = 40


def printed_store_path(rel: str, printed: str) -> None:
    """The script ``rel`` prints ``printed``: kept when it is the path of a secret store under ``~``."""
    table = PRINTED_STORE_PATHS.get()
    path = vocabulary.home_path(printed)
    if table is None or not path.startswith("~/") or vocabulary.secret_store(path) is None:
        return
    kept = table.get(rel, ())
    if path not in kept and len(kept) < _MAX_PRINTED_STORE_PATHS:
        table[rel] = (*kept, path)


FROM_CONNECTION = "reads commands from the connection to"
"""How a link reading lines from a raw connection starts (``read line <&3``)."""
CHECKED = ", checked against a checksum or signature before use"
DROPPED = ", its value dropped unused"
"""A secret read whose result the code throws away (a bare ``open(p).read()`` statement): nothing can send it."""
"""Appended to a download's evidence once the script verifies it against a digest or key it did not
download (``echo "<sha256>  f" | sha256sum -c``, ``gpg --verify`` with a key already trusted)."""

UNPACKED = "/*"
"""The key, after a folder's path, of what an archive unpacked into that folder held."""
_WALKED_UP = 64
"""Parents of a path looked up one by one; a deeper path is matched against the unpacked folders."""


def _checked(origin: Origin, line: int) -> Origin:
    if origin.source is not Source.FETCHED or origin.evidence.what.endswith(CHECKED):
        return origin
    return replace(origin, evidence=replace(origin.evidence, what=f"{origin.evidence.what} (line {line}){CHECKED}"))


class Files:
    """A snippet's files written, falling back to what the skill's other snippets wrote."""

    def __init__(self) -> None:
        self._own: dict[str, Value] = {}

    def __setitem__(self, path: str, value: Value) -> None:
        path = _relative(path)
        self._own[path] = value
        shared = SHARED_FILES.get()
        # a shape counts: a list with one line known only at run time still names its other paths
        known = value.pattern is not None and len(value.pattern) < 65536
        if shared is not None and (value.origins or known) and path not in ("-", "?", "*"):
            put_shared(shared, path, value)

    def __contains__(self, path: object) -> bool:
        shared = SHARED_FILES.get()
        path = _relative(path) if isinstance(path, str) else path
        if path in self._own or (shared is not None and path in shared):
            return True
        return isinstance(path, str) and (
            self._unpacked_into(path) is not None
            or self._globbed(path) is not None
            or self._in_unknown_folder(path) is not None
        )

    def __getitem__(self, path: str) -> Value:
        path = _relative(path)
        shared = SHARED_FILES.get()
        if path in self._own:
            own = self._own[path]
            later = shared.get(path) if shared is not None else None
            # a script the snippet runs in between appended to it (known once the skill is read again)
            return later if later is not None and _continued(later, own) else own
        if shared is not None and path in shared:
            return shared[path]
        unpacked = self._unpacked_into(path)
        if unpacked is not None:
            return unpacked
        globbed = self._globbed(path)
        if globbed is not None:
            return globbed
        placed = self._in_unknown_folder(path)
        if placed is not None:
            return placed
        raise KeyError(path)

    def mark_checked(self, line: int) -> None:
        """Every download this snippet wrote so far was verified at ``line`` (``sha256sum -c`` of a
        checksum list or ``gpg --verify``): its evidence says so, for the judge to weigh."""
        for path, value in list(self._own.items()):
            if any(o.source is Source.FETCHED and not o.evidence.what.endswith(CHECKED) for o in value.origins):
                self._own[path] = replace(value, origins=tuple(_checked(o, line) for o in value.origins))

    def own(self) -> dict[str, Value]:
        """What this snippet wrote so far, by path (a copy: the table goes on changing)."""
        return dict(self._own)

    def any_written(self) -> bool:
        """Whether this snippet or another wrote any file at all (most scripts write none)."""
        return bool(self._own) or bool(SHARED_FILES.get())

    def written(self, path: str) -> Value | None:
        """What this snippet or another wrote into ``path`` itself (not an archive unpacked above it)."""
        path = _relative(path)
        shared = SHARED_FILES.get() or {}
        return self._own.get(path) or shared.get(path)

    def named(self, name: str) -> Value | None:
        """What this snippet or another wrote into a file called ``name``, in whatever folder."""
        shared = SHARED_FILES.get() or {}
        return next(
            (value for written, value in [*self._own.items(), *shared.items()] if written.rpartition("/")[2] == name),
            None,
        )

    def fitted(self, name: str) -> Value | None:
        """What this snippet or another wrote into a file whose name was spelled with a part known only
        at run time (``"$NAME-bundle.tar.zst"``, kept as ``*-bundle.tar.zst``) that ``name`` fits
        (``run42-bundle.tar.zst``, the file a step hands on): the known part must be a suffixed name."""
        shared = SHARED_FILES.get() or {}
        for written, value in [*self._own.items(), *shared.items()]:
            spelled = written.rpartition("/")[2]
            known = spelled.replace("*", "")
            if "*" in spelled and "." in known and len(known) > 5 and fnmatch.fnmatchcase(name, spelled):
                return value
        return None

    def _globbed(self, pattern: str) -> Value | None:
        """What was written, by this snippet or another, into the files a folder's listing gives
        (``~/.cache/t/*.log``, ``out/**/*.json``): a staging folder one script fills and another
        ships. The folder must be known; only the file names are matched, against names written in full."""
        if "*" not in pattern and "?" not in pattern:
            return None
        folder, _, name = pattern.rpartition("/")
        recursive = folder.endswith("/**")
        folder = folder.removesuffix("/**")
        # a folder under one known only at run time (`Path(__file__).parent / "outbox"`, kept as
        # `*/outbox`): the rest must be spelled out, and the files written there are kept the same way
        spelled = folder.removeprefix("*/")
        if not spelled.strip("/~.") or any(ch in spelled for ch in "*?[") or not name:
            return None
        shared = SHARED_FILES.get() or {}
        found = [
            value.origins
            for written, value in [*self._own.items(), *shared.items()]
            if value.origins
            # a name written with an unknown part is matched as itself, not listed, unless the
            # listing gives every entry (`rglob("*")` walks the copy of a folder named at run time)
            and (name == "*" or "*" not in written.removeprefix("*/"))
            and (written.rpartition("/")[0] == folder or (recursive and written.startswith(folder + "/")))
            and fnmatch.fnmatchcase(written.rpartition("/")[2], name)
        ]
        return Value(None, merged(*found)) if found else None

    def _in_unknown_folder(self, path: str) -> Value | None:
        """What a script wrote with data in it under a folder it was handed at run time
        (``Path(sys.argv[1]) / 'manifest.json'``, kept as ``*/manifest.json``) when ``path`` names that
        file in a folder of its own (``handoff/manifest.json``, the folder a step handed the script).
        Only a written name with a suffix counts: a bare ``*/out`` names nothing in particular."""
        shared = SHARED_FILES.get() or {}
        if "/" not in path or "*" in path:
            return None
        for written, value in [*self._own.items(), *shared.items()]:
            rest = written[2:] if written.startswith("*/") else ""
            named = "." in rest.rpartition("/")[2].strip(".") and "*" not in rest
            if value.origins and named and path.endswith("/" + rest):
                return value
        return None

    def unpack(self, folder: str, archive: Value) -> None:
        """An archive unpacked into ``folder``: every file under it holds what the archive held."""
        if archive.origins and folder.strip("/") and "?" not in folder:
            self[folder.rstrip("/") + UNPACKED] = Value(None, archive.origins)

    def _unpacked_into(self, path: str) -> Value | None:
        """What the archive unpacked (or the folder copied) into a folder above ``path`` held
        (``~/.cache/t/hooks/x.sh`` after an archive went into ``~/.cache/t``), by this snippet or another."""
        if "/" not in path.strip("/"):
            return None
        shared = SHARED_FILES.get() or {}
        folder = path.rstrip("/")
        if folder.count("/") > _WALKED_UP:
            return self._unpacked_above(folder, shared)
        while "/" in folder:
            folder = folder.rsplit("/", 1)[0]
            key = folder + UNPACKED
            found = self._own.get(key) or shared.get(key)
            if found is not None:
                return found
            copied = self._own.get(folder) or shared.get(folder)
            if copied is not None and copied.text is None and copied.origins:
                return copied  # a folder copied whole (`cp -r ~/.kube out/k`): each file in it holds it
        return None

    def _unpacked_above(self, path: str, shared: dict[str, Value]) -> Value | None:
        """:meth:`_unpacked_into` for a path of many parts: walking up it would build and hash every
        parent (quadratic in its length), so the folders archives went into are matched instead."""
        deepest: tuple[int, Value] | None = None
        for table in (self._own, shared):
            for key, value in table.items():
                folder = key.removesuffix(UNPACKED)
                if folder != key and path.startswith(folder + "/") and (deepest is None or len(folder) > deepest[0]):
                    deepest = (len(folder), value)
        return None if deepest is None else deepest[1]

    @overload
    def get(self, path: str, default: None = None) -> Value | None: ...
    @overload
    def get(self, path: str, default: Value) -> Value: ...
    def get(self, path: str, default: Value | None = None) -> Value | None:
        if path in self:
            return self[path]
        return default

    def values(self) -> list[Value]:
        return list(self._own.values())

    def downloaded(self, suffixes: tuple[str, ...]) -> tuple[Origin, ...]:
        """Where the downloads saved under a name with one of ``suffixes`` came from."""
        shared = SHARED_FILES.get() or {}
        return merged(
            *(
                value.of(Source.FETCHED)
                for path, value in [*self._own.items(), *shared.items()]
                if path.lower().endswith(suffixes)
            )
        )

    def under(self, folder: str) -> tuple[Origin, ...]:
        """What was written, by this snippet or another, into files inside ``folder`` (an archive or
        copy of the folder takes them along)."""
        prefix = folder.rstrip("/") + "/"
        if prefix == "/" or "?" in folder:
            return ()
        shared = SHARED_FILES.get() or {}
        # a folder another script named from its working folder (`path.join(cwd(), "build", "x")`,
        # kept as `*/build/x/…`) is this relative folder
        relative = not prefix.startswith(("/", "~", "*", "$"))
        return merged(
            *(
                v.origins
                for p, v in [*self._own.items(), *shared.items()]
                if p.startswith(prefix) or (relative and p.startswith("*/") and p[2:].startswith(prefix))
            )
        )


def _relative(path: str) -> str:
    """``./x`` and ``x`` are one file of the working folder; ``*/../x`` and ``*/x`` one file of a
    folder known only at run time (``"$here/../cache"`` in shell, ``HERE.parent / "cache"`` in Python:
    the parent of an unknown folder is as unknown)."""
    while path.startswith("*/../"):
        path = "*/" + path[5:]
    return path[2:] if path.startswith("./") and len(path) > 2 else path


def put_shared(shared: dict[str, Value], path: str, value: Value, appending: bool = False) -> None:
    """``value`` written (or appended) to the skill's file ``path``, for the skill's other snippets."""
    path = _relative(path)
    kept = shared.get(path)
    if kept is not None and appending:
        shared[path] = joined([kept, value])
    elif kept is None or value.origins or not _continued(kept, value):
        shared[path] = value
    # else read again: what later steps appended to this file stays for the steps after them


def _continued(kept: Value, value: Value) -> bool:
    """``kept`` is ``value`` with more appended by a later step (the skill read a second time)."""
    if kept.text is None or value.text is None:
        return False
    return len(kept.text) > len(value.text) and kept.text.startswith(value.text)


HOOK_INPUT = "the agent's session"
"""What an agent hook reads on stdin: each tool call with its input (commands, file contents), the
user's prompts, the transcript's path; sent out, it is everything the agent does and sees."""


def hook_input(out: Emitter) -> Value:
    """The standard input of the snippet ``out`` reports on: an agent hook's session (data that
    leaves if it is sent), else nothing known."""
    event = out.snippet.agent_hook_event
    if event is None:
        return UNKNOWN
    evidence = out.at(1, f"receives {HOOK_INPUT} on stdin (a {event} hook)")
    return Value(None, (Origin(Source.SECRET, f"{HOOK_INPUT} ({event} hook input)", evidence),))


_PUBLIC_KEY = re.compile(r"(?:^|/)\.ssh/[^/]*\.pub$")
"""An SSH public key in the user's ``.ssh`` folder (``~/.ssh/id_ed25519.pub``, ``~/.ssh/id_*.pub``)."""


class Emitter:
    """Collects one snippet's capabilities; ``line`` arguments are lines of the snippet (1-based)."""

    def __init__(self, snippet: Snippet) -> None:
        self.snippet = snippet
        self.found: list[Capability] = []
        self._place: tuple[str, int] | None = None

    def at(self, line: int, what: str) -> Evidence:
        if self._place is not None:
            path, first_line = self._place
            return Evidence(path, first_line + line - 1, what)
        return Evidence(self.snippet.path, self.snippet.first_line + line - 1, what)

    @contextlib.contextmanager
    def placed_in(self, rel: str) -> Iterator[None]:
        """Lines given while this holds are lines of the skill's file ``rel`` (a module whose function
        the snippet calls), shown with the same folder prefix as the snippet's own path."""
        shown = self.snippet.path
        prefix = shown[: -len(self.snippet.rel)] if self.snippet.rel and shown.endswith(self.snippet.rel) else ""
        saved, self._place = self._place, (prefix + rel, 1)
        try:
            yield
        finally:
            self._place = saved

    @contextlib.contextmanager
    def in_own_file(self) -> Iterator[None]:
        """Lines given while this holds are the snippet's own again, inside :meth:`placed_in` (a function
        of the snippet handed as a callback to a module's function and called there)."""
        saved, self._place = self._place, None
        try:
            yield
        finally:
            self._place = saved

    def emit(self, kind: Kind, detail: str, *chain: Evidence) -> None:
        self.found.append(Capability(kind=kind, detail=detail, chain=tuple(chain), snippet=self.snippet))

    def secret_read(self, line: int, path: str, verb: str = "reads") -> Origin | None:
        store = vocabulary.secret_store(path)
        if store is None:
            if _PUBLIC_KEY.search(path):  # no secret, but it names the user wherever it is sent
                shown = vocabulary.home_path(path)
                return Origin(Source.IDENTITY, "the user's SSH public keys", self.at(line, f"{verb} {shown}"))
            return None
        evidence = self.at(line, f"{verb} {store}: {vocabulary.home_path(path)}")
        self.emit(Kind.SECRET_READ, store, evidence)
        return Origin(Source.SECRET, store, evidence)

    def git_address(self, words: list[Value], line: int) -> None:
        """``git`` (``words`` after it) connecting to an address that carries a secret
        (``git ls-remote https://x:$TOKEN_HEX@host/r``, ``git clone https://host/$KEY.git``): git hands
        that host the address, credentials in the userinfo included, whether or not a repository answers."""
        subcommand = next((w.text for w in words if w.text and not w.text.startswith("-")), None)
        if subcommand not in GIT_CONNECTING:
            return
        for word in words:
            carried = [o for o in word.origins if o.source in (Source.SECRET, Source.ENV)]
            host = git_remote_host(word.pattern or "", word.text is not None) if carried else None
            if host is not None:
                self.egress(
                    line, host, Value(None, tuple(carried)), f"puts into a git remote's address (git {subcommand})"
                )

    def looked_for(self, line: int, path: str) -> None:
        """A path checked for (``exists``, ``is_dir``, ``Test-Path``) that is a browser's saved logins
        or cookies, a wallet or an extension's storage: a script has no other reason to look there, so
        finding it is reading it (the files are then walked or archived by code not followed)."""
        store = vocabulary.secret_store(path)
        if store is not None and vocabulary.sought_store(store, path):
            self.emit(Kind.SECRET_READ, store, self.at(line, f"looks for {store}: {vocabulary.home_path(path)}"))

    def env_dump(self, line: int, how: str) -> Origin:
        evidence = self.at(line, f"reads the whole environment ({how})")
        self.emit(Kind.ENV_DUMP, how, evidence)
        return Origin(Source.ENV, how, evidence)

    def printed(self, line: int, command: str) -> tuple[Origin, ...]:
        """The secrets a command the program runs prints (:func:`vocabulary.printed_secrets`): what its
        captured output carries."""
        found = []
        for kind, what in vocabulary.printed_secrets(command):
            if kind == "credential":
                evidence = self.at(line, f"reads {what}")
                self.emit(Kind.SECRET_READ, what, evidence)
                found.append(Origin(Source.SECRET, what, evidence))
                continue
            origin = self.env_dump(line, what) if kind == "env" else self.secret_read(line, what, "prints")
            found.extend([origin] if origin is not None else [])
        return tuple(found)

    def fetched(self, line: int, url: str) -> Origin:
        held = vocabulary.metadata_credentials(url)
        if held is not None:  # a metadata service's answer is the machine's cloud keys, not a download
            evidence = self.at(line, f"reads {held}: {url}")
            self.emit(Kind.SECRET_READ, held, evidence)
            return Origin(Source.SECRET, held, evidence)
        host = vocabulary.url_host(url) or url
        evidence = self.at(line, f"downloads {url}")
        self.emit(Kind.FETCH, url, evidence)
        return Origin(Source.FETCHED, host, evidence)

    def decoded(self, line: int, how: str) -> Origin:
        return Origin(Source.DECODED, how, self.at(line, f"decodes {how}"))

    def egress(self, line: int, host: str, data: Value, how: str = "sends") -> None:
        """Data sent to ``host``: the chain is where the data came from, then the send."""
        counted = (
            (Source.SECRET, Source.ENV, Source.TOKEN) if vocabulary.drop_host(host) else (Source.SECRET, Source.ENV)
        )
        sources = [o for o in data.origins if o.source in counted]
        what = ", ".join(dict.fromkeys(o.detail if o.source is not Source.ENV else "the environment" for o in sources))
        send = self.at(line, f"{how} {what or 'data'} to {host}")
        self.emit(Kind.EGRESS, host, *(o.evidence for o in sources), send)

    def executes(self, line: int, what: Value, how: str) -> None:
        """``what`` is run as code: downloaded, decoded or neither."""
        fetched, decoded = what.of(Source.FETCHED), what.of(Source.DECODED)
        run = self.at(line, how)
        connection = next((o for o in fetched if o.evidence.what.startswith(FROM_CONNECTION)), None)
        if connection is not None:
            # commands read from a raw connection and run, their output sent back: a remote shell
            self.emit(Kind.RAW_SOCKET, f"{connection.detail} (remote shell)", connection.evidence, run)
        if fetched:
            self.emit(Kind.EXEC_FETCHED, fetched[0].detail, *(o.evidence for o in (*fetched, *decoded)), run)
        elif decoded:
            self.emit(Kind.EXEC_DECODED, decoded[0].detail, *(o.evidence for o in decoded), run)


def tokens_given_to_strangers(origins: tuple[Origin, ...], body: list[Value], host: str) -> tuple[Origin, ...]:
    """A token named for a service (``NPM_TOKEN``, ``AWS_SECRET_ACCESS_KEY``) put in the content of a
    request to another host is leaked, not used: counted as a secret. In a header it may be how a
    mirror or an enterprise install of that service is reached, and stays a token."""
    carried = {id(o) for value in body for o in value.origins if o.source is Source.TOKEN}
    return tuple(
        replace(o, source=Source.SECRET) if id(o) in carried and vocabulary.foreign_service(o.detail, host) else o
        for o in origins
    )
