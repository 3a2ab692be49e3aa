"""The types the behaviour scanner's stages hand each other.

The scanner reads top-down as stages (see the package's ``__init__``): files become
:class:`Snippet` s of code in a known language and presentation; each language's analyser turns a
snippet into :class:`Capability` s (what the code does, with the chain of places that show it);
the combination stage turns a skill's capabilities into findings whose severity comes from what is
combined, never from the words around it.
"""

from __future__ import annotations

import enum

from skillgrade.findings import Evidence
from skillgrade.record import dataclass


class Language(str, enum.Enum):
    SHELL = "shell"
    PYTHON = "python"
    JAVASCRIPT = "javascript"
    """JavaScript and TypeScript."""
    POWERSHELL = "powershell"
    SCRIPTING = "scripting"
    """Ruby, Perl, PHP, Lua, Go, Rust, Kotlin/Gradle, Java, CMake, VBScript: read lightly
    (:mod:`.interpreters`), no parser."""
    APPLESCRIPT = "applescript"
    BASIC = "basic"
    """AppleScript, and office macros in Basic (VBA, LibreOffice Basic): their own constructs written
    in the light reader's forms (:mod:`.macros`), then read by it."""
    R = "r"
    JULIA = "julia"
    SWIFT = "swift"
    SQL = "sql"
    """R, Julia, Swift and SQL: each language's own constructs written in the light reader's common
    forms (:mod:`.dialects`), then read by it."""


class Presentation(str, enum.Enum):
    """How the skill presents a piece of code: this, not nearby wording, says whether it runs."""

    SCRIPT = "script"
    """A bundled code file (``scripts/``, any file with a code suffix or a shebang)."""
    STEP = "step"
    """Code in Markdown that the agent or the user is told to run (not shown to be a mere example)."""
    EXAMPLE = "example"
    """A fenced block that a parser shows is never run by the skill and never presented as a step."""
    DYNAMIC = "dynamic"
    """An inline ``!`command``` or dynamic-context block: the client runs it when the skill loads."""
    HOOK = "hook"
    """Runs by itself from a config or manifest: ``postinstall``, a pre-commit hook, a CI step, a
    Makefile recipe, a Dockerfile ``RUN``, a build hook."""
    CONFIG = "config"
    """A declaration that starts something when a client reads it (an MCP server's command)."""


@dataclass(frozen=True, slots=True)
class Snippet:
    """A piece of code from one file of a skill, with where it starts."""

    path: str
    """The file, as shown in findings."""
    rel: str
    """The file relative to the skill folder."""
    language: Language
    text: str
    first_line: int
    """The file line ``text``'s first line is on."""
    presentation: Presentation
    origin: str = ""
    """Where in the file, when it says more than the line: ``scripts.postinstall``, ``mcpServers.db``;
    an agent's hook starts with :data:`AGENT_HOOK` (``agent-hook:hooks.PreToolUse.hooks``)."""
    given: tuple[tuple[int, Evidence], ...] = ()
    """Values filled into ``text`` from another file (a step's ``<host>`` from a settings file): the
    file line each is used on, with where it comes from; a capability shown on that line names it."""
    environment: tuple[tuple[str, str, int], ...] = ()
    """Variables the runner sets before the code runs, holding secrets (a CI step's ``env:`` given
    ``${{ secrets.NPM_TOKEN }}`` or ``${{ toJSON(secrets) }}``): (name, the secret, its file line)."""
    environment_path: str = ""
    """The file those lines are in when it is not this one (the workflow whose step runs this script)."""

    @property
    def agent_hook_event(self) -> str | None:
        """The event an agent's settings run this hook on (``PreToolUse``), or ``None``: such a hook
        is handed the agent's session on stdin (each tool call with its input, or the user's prompt)."""
        if not self.origin.startswith(AGENT_HOOK):
            return None
        keys = self.origin.removeprefix(AGENT_HOOK).split(".")
        return keys[1] if len(keys) > 1 and keys[0] == "hooks" else None


ALL_CI_SECRETS = "every CI secret"
"""What a CI runner's ``toJSON(secrets)`` gives a step: all the repository's secrets at once."""
AGENT_HOOK = "agent-hook:"
"""The start of the origin of a command an agent's settings run as a hook."""


class Kind(str, enum.Enum):
    """What code does. Severity comes from combinations of these (see ``combine``)."""

    EGRESS = "egress"
    """Sends data to the network (detail: the host, or ``?`` when not constant)."""
    FETCH = "fetch"
    """Downloads content (detail: the URL or host)."""
    SECRET_READ = "secret-read"
    """Reads a secret store (detail: which: ``~/.ssh``, ``~/.aws``, browser cookies, a wallet …)."""
    ENV_DUMP = "env-dump"
    """Reads the whole environment (``printenv``, ``env``, ``os.environ`` as a whole)."""
    EXEC_FETCHED = "exec-fetched"
    """Runs content it downloaded (the chain names the download and the run)."""
    EXEC_DECODED = "exec-decoded"
    """Runs content it decoded or assembled (base64, hex, compressed, concatenated)."""
    EXEC_DYNAMIC = "exec-dynamic"
    """Runs a string it did not get from a constant (``eval "$x"``, ``exec(x)``), origin unknown."""
    PERSISTENCE = "persistence"
    """Writes a place that runs later (shell rc, cron, launchd, systemd user unit, git hook,
    ``core.sshCommand``, ``authorized_keys``, Run keys, scheduled tasks)."""
    INSTALL_URL = "install-url"
    """Installs a package from a URL or VCS (``pip install https://…``, ``npx -y https://…``)."""
    INSTALL_INDEX = "install-index"
    """Installs from an index or registry that is not the public default (``--extra-index-url``)."""
    INSTALL_TYPOSQUAT = "install-typosquat"
    """Installs a package whose name is a near miss of a popular one (detail: both names)."""
    RAW_SOCKET = "raw-socket"
    """Opens a raw connection (``/dev/tcp``, ``nc``, ``socket.connect``) to a host."""
    DNS_TUNNEL = "dns-tunnel"
    """Puts data into DNS names it looks up."""
    REMOTE_INSTRUCTIONS = "remote-instructions"
    """Makes text fetched at run time the agent's instructions (detail: the host): Markdown telling
    the agent to follow what a download gives it, or code replacing the skill's own SKILL.md with it."""
    APPROVAL_OFF = "approval-off"
    """Turns off an AI coding agent's asking before it acts (detail: where: for every session, or in a
    dev container): a bypass permission mode, auto-approval, an alias with a skip-permissions flag."""
    SECURITY_OFF = "security-off"
    """Tells the agent to take a security control out (a CI scanner, branch protection, signing);
    detail ``hidden`` when the same text keeps it from the user (summaries, chat, asking)."""
    MAIL_FORWARD = "mail-forward"
    """Sets up forwarding of the user's mail to an address written in the code (detail: the address):
    a Gmail filter or auto-forwarding, a Graph or Exchange inbox rule, a mailbox's forwarding address."""
    CONCEAL = "conceal"
    """Hides what it does from the user (silenced output, detached, history off, deleting itself)."""


@dataclass(frozen=True, slots=True)
class Capability:
    kind: Kind
    detail: str
    """What exactly: the host, the secret store, the package, the persisted path."""
    chain: tuple[Evidence, ...]
    """The places that show it, in the order they happen (a value assigned, used, sent)."""
    snippet: Snippet
