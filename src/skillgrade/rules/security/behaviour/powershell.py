"""PowerShell: what a script does, read from tree-sitter-powershell's syntax tree.

Values are followed through ``$var = …`` (and ``+=``) in one file, with constant expressions folded:
``+`` concatenation, the format operator, ``-join``, ``-replace``, ``[char]`` codes, string
interpolation, ``[Convert]::FromBase64String`` and ``-EncodedCommand``. A value downloaded by
``Invoke-WebRequest``/``Net.WebClient``, decoded, read from a secret store or taken from the whole
environment carries that origin to the sink (``Invoke-Expression``, ``[scriptblock]::Create``,
``&``, an upload), which reports the chain with each line.
"""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import itertools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import budget, grammars, vocabulary
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Presentation, Snippet
from skillgrade.rules.security.behaviour.places import (
    ENV_READ,
    UNKNOWN,
    UNKNOWN_VALUE,
    Value,
    code_origin,
    concat,
    decode_base64,
    deep_sources,
    dns_carrier,
    host_of,
    merge,
    parsed_json,
    persistence_place,
    record,
    secret_store,
    share_written,
    shared_read,
    shared_text,
)
from skillgrade.rules.security.behaviour.values import (
    BUNDLED,
    DATA_SUFFIXES,
    SHARED_FILES,
    Origin,
    bundled_rel,
    bundled_text,
    home_store_listed,
    listed_secret_stores,
    printed_command,
    runs_code,
)
from skillgrade.rules.security.behaviour.values import Source as DataSource

if TYPE_CHECKING:
    from tree_sitter import Node, Parser

_START_INFO_MEMBERS = frozenset({"filename", "arguments"})
"""What a ``ProcessStartInfo`` starts: the program and its command line."""
_MAX_DEPTH = 3
_MAX_ITEMS = 16
"""A loop's body is walked once per item of a known list of at most this many (more: the first ones)."""
_MATCHES = frozenset({"-match", "-imatch", "-cmatch", "-notmatch", "-inotmatch", "-cnotmatch"})
_MAX_LINES_READ = 2000
"""The most lines of a bundled file ``Get-Content`` gives as items; a longer file is read as one text."""

_VARIABLES = {
    "$env:userprofile": "~",
    "$env:home": "~",
    "$home": "~",
    "$env:localappdata": "~/AppData/Local",
    "$env:appdata": "~/AppData/Roaming",
    "$profile": "$PROFILE",
}
_FOLDERS = {
    "userprofile": "~",
    "localapplicationdata": "~/AppData/Local",
    "applicationdata": "~/AppData/Roaming",
    "startup": "~/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Startup",
}
_WEB = frozenset({"invoke-webrequest", "iwr", "invoke-restmethod", "irm", "curl", "wget", "start-bitstransfer"})
_RUN = frozenset({"invoke-expression", "iex"})
_PRINTERS = frozenset(
    {"write-host", "write-output", "echo", "write", "write-warning", "write-error", "write-information"}
)
"""Commands that write to the terminal the script runs in."""
_PATH_WORD = re.compile(r"(\$(?:env:)?\w+)([\\/][^\s$()'\"]*)", re.IGNORECASE)
_COMMAND_LOOKUPS = frozenset({"get-alias", "gal", "get-command", "gcm"})
"""Commands that return a command by its name: invoked with ``&``, they run that command."""
_CONTENT_READS = frozenset({"get-content", "gc", "cat", "type"})
"""Reads whose output is the file's text (a bundled settings file piped to ``ConvertFrom-Json``)."""
_READ = frozenset({"get-content", "gc", "cat", "type", "copy-item", "cp", "copy", "compress-archive",
                   "get-childitem", "gci", "ls", "dir", "get-item", "gi", "import-clixml"})  # fmt: skip
_COPIES = frozenset({"copy-item", "cp", "copy", "compress-archive"})
_COPIES_FILES = re.compile(r"(?i)\b(?:Copy-Item|Compress-Archive|Robocopy|ReadAllBytes|CreateFromDirectory)\b")
"""A script that copies, archives or reads files whole: the paths a data file it reads lists are what it takes."""
_NATIVE_SHELLS = frozenset({"cmd", "cmd.exe", "bash", "bash.exe", "sh", "wsl", "wsl.exe"})
"""Native shells a script hands a command line (``cmd /c …``)."""
_BLOCK_RUNNERS = frozenset({"invoke-command", "icm", "start-job", "sajb", "start-threadjob", "new-module", "nmo"})
"""Cmdlets that run the script block they are given (``-ScriptBlock``, or first); ``New-Module`` runs
its block at once to define the dynamic module (``New-Module -Name M -ScriptBlock $b``, ``New-Module M $b``)."""
_SWITCHES = frozenset(
    {"raw", "force", "recurse", "wait", "usebasicparsing", "passthru", "nonewline", "noprofile", "noninteractive",
     "nologo", "asplaintext", "asbytestream", "disablekeepalive"}
)  # fmt: skip
"""Parameters that take no value: the word after one is the next argument, not its value."""
_FILTERS = frozenset({"where-object", "where", "?", "sort-object", "sort", "select-object", "select", "get-unique"})
"""Cmdlets that pass on some of what is piped into them: a list of paths stays a list of paths."""
_WRITE = frozenset({"set-content", "sc", "add-content", "ac", "out-file", "new-item", "ni"})
_REGISTRY = frozenset({"new-itemproperty", "set-itemproperty", "sp"})
_WMI_WRITERS = frozenset({"set-wmiinstance", "swmi", "new-ciminstance"})
_EVENT_CONSUMER = re.compile(r"(?i)\b(?:CommandLineEventConsumer|ActiveScriptEventConsumer)\b")
_TASKS = frozenset({"register-scheduledtask", "new-scheduledtask", "schtasks", "schtasks.exe"})
_DNS = frozenset({"resolve-dnsname", "nslookup", "nslookup.exe"})
_HOSTS = frozenset({"powershell", "powershell.exe", "pwsh", "pwsh.exe"})
_RUNS_FILE_ARGUMENT = vocabulary.SHELLS | vocabulary.INTERPRETERS | {"msiexec"}
"""Programs that run the file named in their arguments (``cmd /c x.bat``, ``msiexec /i x.msi``)."""
_CMDLET_ALIASES = frozenset(
    {"iwr", "irm", "iex", "gc", "cat", "type", "cp", "copy", "gci", "ls", "dir", "gi", "sc", "ac", "ni", "sp",
     "saps", "start", "icm", "echo", "write", "cd", "sl", "pwd", "rm", "del", "ri", "mv", "move", "mi", "md",
     "mkdir", "select", "where", "foreach", "%", "?", "sort", "measure", "tee", "sleep", "clear", "cls", "h",
     "history", "r", "kill", "ps", "gps", "gsv", "gcm", "gm", "fl", "ft", "ogv", "curl", "wget", "exit",
     "return", "break", "continue", "throw", "param", "function", "filter"}
)  # fmt: skip
"""Aliases of cmdlets, which are not programs the shell analyser knows."""
_PATH_RESOLVERS = frozenset({"resolve-path", "rvpa", "convert-path", "cvpa"})
_PATH_MEMBERS = frozenset({"path", "providerpath", "fullname", "fullpath", "source", "definition"})
"""Members that are the path an object stands for: an item's, or the program file of a command
``Get-Command`` found (``(Get-Command powershell.exe).Source``)."""
_WINDOWS_VARIABLES = {"userprofile": "~", "home": "~", "homepath": "~", "appdata": "~/AppData/Roaming",
                      "localappdata": "~/AppData/Local"}  # fmt: skip
_HTTP_CLIENT = "httpclient#"
_REFLECTED = ">method>"
"""Joins a type's ref and a method's name in the ref of a method looked up by reflection (``GetMethod``)."""
_BOUND = ">bound>"
"""Joins an object's ref and a method's name in the ref of ``$o.PSObject.Methods['name']``."""
_LIST_ADDS = frozenset({"add", "addrange", "enqueue", "push"})
"""Methods that put one item (or, ``AddRange``, each item) at the end of a list, queue or stack."""
_COLLECTION_TYPE = re.compile(r"(?i)(?:list|queue|stack|collection|hashset)\b")
"""An instance whose type is a collection (``[List[string]]::new()``, ``New-Object System.Collections.ArrayList``)."""
_COLLECTION_ADDS = frozenset({"add", "addrange", "push", "enqueue", "insert", "append", "appendline", "set_item"})
"""Methods that put their arguments into the list, table or builder they are called on."""
_ENV_DRIVE = re.compile(r"(?i)^env:[\\/]?\*?$")
_RUN_KEY = re.compile(
    r"(?i)\\?(?:hkcu|hklm|hkey_current_user|hkey_local_machine):?\\.*\\currentversion\\run(?:once)?\b"
)


def analyse(snippet: Snippet) -> list[Capability]:
    return _analyse(snippet, snippet.text, snippet.first_line, 0)


def _analyse(snippet: Snippet, text: str, first_line: int, depth: int) -> list[Capability]:
    tree = _parsed(text.encode("utf-8", "replace"))
    walker = _Walker(snippet, first_line, depth)
    walker.walk(tree)
    return walker.capabilities


_MAX_REPARSES = 4
_BARE_WORD_COMMA = re.compile(rb"(?<=[\w*])[ \t]*,[ \t]*(?=[A-Za-z_*])")
_QUOTED = re.compile(rb"'[^'\n]*'|\"[^\"\n]*\"")


def _parsed(source: bytes) -> Node:
    """The script's tree. The grammar reads a command's list of bare words only when each comma has a
    blank before it and none after (``Select-Object Name ,Id``); written the usual way
    (``Select-Object Name, Id``) it recovers by taking the rest of the enclosing block (a whole
    function, the functions after it) as one error. PowerShell reads both the same, so on the lines
    where the grammar stopped at such a comma the lists are respaced and the text parsed again; a
    file that parses cleanly is not searched."""
    tree = budget.parse(_parser(), source).root_node
    for _ in range(_MAX_REPARSES):
        if not tree.has_error:
            break
        respaced = _respaced(source, _bare_word_comma_lines(tree))
        if respaced == source:
            break
        source = respaced
        tree = budget.parse(_parser(), source).root_node
    return tree


def _bare_word_comma_lines(tree: Node) -> set[int]:
    """The lines where, in a part the grammar could not read, a comma follows a command's last bare word."""
    found: set[int] = set()
    stack = [tree]
    while stack:
        node = stack.pop()
        if not node.has_error:
            continue
        if node.type == "ERROR":
            # the comma opens the error when the grammar kept the word before it as a command's
            # argument (`Format-Table Name, Status` inside a command's elements)
            previous: Node | None = node.prev_sibling
            for child in node.children:
                if (
                    child.type == ","
                    and previous is not None
                    and previous.end_byte == child.start_byte
                    and previous.type in ("command", "pipeline_chain", "pipeline", "generic_token")
                    and (previous.text or b"")[-1:].isalnum()
                ):
                    found.add(child.start_point[0])
                previous = child
        stack.extend(node.children)
    return found


def _respaced(source: bytes, lines: set[int]) -> bytes:
    """``source`` with the bare-word lists on ``lines`` written ``a ,b ,c``, quoted text left as it is."""
    if not lines:
        return source
    split = source.split(b"\n")
    for index in lines:
        line = split[index]
        pieces: list[bytes] = []
        cursor = 0
        for quoted in _QUOTED.finditer(line):
            pieces.append(_BARE_WORD_COMMA.sub(b" ,", line[cursor : quoted.start()]))
            pieces.append(quoted.group())
            cursor = quoted.end()
        pieces.append(_BARE_WORD_COMMA.sub(b" ,", line[cursor:]))
        split[index] = b"".join(pieces)
    return b"\n".join(split)


@cache
def _parser() -> Parser:
    import tree_sitter

    return tree_sitter.Parser(tree_sitter.Language(grammars.binding("tree_sitter_powershell").language()))


def _preorder(node: Node) -> Iterator[Node]:
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(current.children))


def _named_preorder(node: Node) -> Iterator[Node]:
    """Named nodes only, in document order: what the walk dispatches on (tokens are skipped)."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(current.named_children))


_WRAPPED_STREAM = re.compile(
    r"(?i)(?:New-Object\s+(?:-TypeName\s+)?[\w.]*(?:Stream|Writer)\b\s*(?:-ArgumentList\s*)?\(?|"
    r"\[[\w.]*(?:Stream|Writer)\]::new\()\s*(\$\w+)"
)
_STREAM_WRITES = frozenset({"write", "writeline", "writeasync", "writebyte"})
"""Methods that put their argument into the stream or writer they are called on."""

_LEAVES = frozenset(
    {"variable", "generic_token", "command_name", "command", "expandable_string_literal",
     "expandable_here_string_literal", "sub_expression", "script_block", "argument_list"}
)  # fmt: skip


_IMPURE = frozenset({"command", "invokation_expression", "assignment_expression", "pipeline_chain_tail"})
"""Nodes that do something beyond computing a value: a loop body holding one is walked, not mapped."""

_OUTPUT_STATEMENTS = frozenset(
    {"foreach_statement", "if_statement", "switch_statement", "for_statement", "while_statement", "do_statement",
     "try_statement"}
)  # fmt: skip
"""Statements PowerShell lets stand as a value: what their blocks output is the value."""


def _unwrap(node: Node) -> Node:
    """The node that matters under the grammar's one-child precedence layers."""
    while node.child_count == 1 and node.type not in _LEAVES:
        node = node.children[0]
    return node


def _text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", "replace")


@dataclass
class _Command:
    name: str
    positional: list[Value]
    named: dict[str, Value]
    switches: set[str]
    node: Node
    words: list[str] = field(default_factory=list)
    """The command line as written, each argument folded (``$x`` where not a constant)."""


@dataclass
class _Walker:
    snippet: Snippet
    first_line: int
    depth: int
    capabilities: list[Capability] = field(default_factory=list)
    scope: dict[str, Value] = field(default_factory=dict)
    memo: dict[int, Value] = field(default_factory=dict)
    dropped: dict[str, Value] = field(default_factory=dict)
    packed: dict[str, tuple[Origin, ...]] = field(default_factory=dict)
    """What a copy or an archive of this script put in the file it names (its path as the script
    builds it, parts known only at run time included): an upload of that path sends it."""
    unpacked: dict[str, tuple[Evidence, ...]] = field(default_factory=dict)
    """Folders a downloaded archive was unpacked into (lower-cased, ``/``-separated): the download
    and the unpacking, which a program started from inside the folder continues."""
    sockets: list[Evidence] = field(default_factory=list)
    secret_reads: list[Evidence] = field(default_factory=list)
    read_lines: list[Value] = field(default_factory=list)
    """The lines of bundled files ``Get-Content`` gave (see :meth:`_bundled_lines`): a decoder works on
    them, but writing them elsewhere (a profile) is judged as any file copied, their text unread."""
    aliases: dict[str, str] = field(default_factory=dict)
    """Aliases the script sets (``Set-Alias run Invoke-Expression``): lower-cased name → command."""
    wrapping: dict[str, str] = field(default_factory=dict)
    """A stream or writer variable → the stream variable it was built around (``$gz`` → ``$ms`` after
    ``$gz = New-Object IO.Compression.GZipStream($ms, …)``): what is written to one lands in the other."""
    functions: dict[str, tuple[list[str], Node]] = field(default_factory=dict)
    """Functions the script defines (lower-cased name): their parameter names and body."""
    defaults: dict[str, dict[str, Node]] = field(default_factory=dict)
    """The defaults a function's parameters are given (``[byte]$Key = 0x5A``), by function and parameter."""
    calling: list[str] = field(default_factory=list)
    placed: str | None = None
    """While a dot-sourced file of the skill is read or one of its functions followed: that file, as shown."""
    function_files: dict[str, str] = field(default_factory=dict)
    """Functions a dot-sourced file of the skill defines (lower-cased name): that file, as shown."""
    libraries: list[Node] = field(default_factory=list)
    """The trees of the files dot-sourced, kept alive while their functions may be called."""

    def walk(self, root: Node) -> None:
        for node in _named_preorder(root):
            if node.type == "function_statement":
                self._define(node)
        if (
            self.depth == 0
            and self.snippet.presentation is Presentation.SCRIPT
            and _PARAM_BLOCK.search(self.snippet.text)
        ):
            self._handed_parameters(root)
        for node in _named_preorder(root):
            # An expression nested thousands deep loses its value, not the rest of the file.
            with contextlib.suppress(RecursionError):
                self._visit(node)

    def _visit(self, node: Node) -> None:
        if node.type == "assignment_expression":
            self._assign(node)
        elif node.type == "foreach_statement":
            self._foreach(node)
        elif node.type in ("pipeline", "command", "invokation_expression"):
            self.value(node)
        elif node.type == "script_parameter_default" and not _inside_function(node):
            self._parameter_default(node)

    def _parameter_default(self, node: Node) -> None:
        """``param([string]$Config = (Join-Path $PSScriptRoot 'x.json'))``: a script run without the
        argument uses the default, so the parameter holds it from the start."""
        variable = next((c for c in node.parent.children if c.type == "variable"), None) if node.parent else None
        value_node = node.children[-1] if node.children else None
        if variable is not None and value_node is not None and value_node.type != "=":
            self.scope.setdefault(_unscoped(_text(variable).lower()), self.value(value_node))

    def _handed_parameters(self, root: Node) -> None:
        """``.\\scripts\\Check.ps1 -Config .\\config\\check.json`` in the skill's text or another of its
        files: a script parameter without a default holds the skill's own file the run hands it (by
        name or by position), so what the script reads from it (a settings file's endpoint and the
        paths it lists) is that file's. Only a file of the skill is taken: a value typed on a command
        line (an address, a host) may be anything when the script runs."""
        parameters = [
            _unscoped(_text(variable).lower())
            for node in _named_preorder(root)
            if node.type == "script_parameter" and not _inside_function(node)
            for variable in [next((c for c in node.children if c.type == "variable"), None)]
            if variable is not None
        ]
        script = self.snippet.rel.rsplit("/", 1)[-1]
        table = BUNDLED.get() or {}
        if not parameters or not script.lower().endswith(".ps1"):
            return
        called = re.compile(re.escape(script) + r"['\"]?[ \t]+([^\n|;&>]+)", re.IGNORECASE)
        for rel, text in table.items():
            if rel == self.snippet.rel or script.lower() not in text.lower():
                continue
            for match in called.finditer(text):
                words = [w.strip("'\"") for w in re.findall(r"'[^']*'|\"[^\"]*\"|\S+", match.group(1))]
                handed = _handed_words(words, parameters)
                for name, word in handed.items():
                    if name not in self.scope and bundled_rel(word.replace("\\", "/")) is not None:
                        self.scope[name] = Value(text=word)

    def _dot_sourced(self, rel: str) -> None:
        """``. "$PSScriptRoot\\Common.ps1"``: a file of the skill read into this script, its functions
        callable from here on and its top-level variables set (their lines shown in that file)."""
        table = BUNDLED.get() or {}
        if self.depth or len(table[rel]) > 200_000 or len(self.libraries) >= 8:
            return
        tree = budget.parse(_parser(), table[rel].encode("utf-8", "replace")).root_node
        self.libraries.append(tree)
        own = self.snippet.path.endswith(self.snippet.rel)
        shown = self.snippet.path[: -len(self.snippet.rel)] + rel if own else rel
        saved = self.placed, self.first_line
        self.placed, self.first_line = shown, 1
        try:
            for inner in _named_preorder(tree):
                if inner.type == "function_statement":
                    self._define(inner)
                    function = next((c for c in inner.children if c.type == "function_name"), None)
                    if function is not None:
                        self.function_files[_text(function).lower()] = shown
                elif inner.type == "assignment_expression" and not _inside_function(inner):
                    self._assign(inner)
        finally:
            self.placed, self.first_line = saved

    def _define(self, node: Node) -> None:
        name = next((c for c in node.children if c.type == "function_name"), None)
        body = next((c for c in node.children if c.type == "script_block"), None)
        if name is None or body is None:
            return
        parameters: list[str] = []
        defaults: dict[str, Node] = {}
        for child in _preorder(node):
            if child.type == "function_statement" and child is not node:
                break
            if child.type == "script_parameter":
                variable = next((c for c in child.children if c.type == "variable"), None)
                if variable is not None:
                    parameters.append(_text(variable).lower())
                    default = next((c for c in child.children if c.type == "script_parameter_default"), None)
                    if default is not None and default.children and default.children[-1].type != "=":
                        defaults[parameters[-1]] = default.children[-1]
        self.functions[_text(name).lower()] = (parameters, body)
        self.defaults[_text(name).lower()] = defaults

    def _followed(self, command: _Command) -> bool:
        """A call into one of the script's functions with something known in its arguments."""
        name = command.name
        if name not in self.functions or name in self.calling or len(self.calling) >= _MAX_DEPTH:
            return False
        given = [*command.positional, *command.named.values()]
        if not given and (name in self.function_files or not self.functions[name][0] or self.defaults.get(name)):
            # a helper without parameters, or called without them so that it takes their defaults,
            # gives what it gathers (a path, a file's text, a download)
            return True
        if self.sockets and given:
            return True  # with a raw connection open, an argument not known here may be what it sent
        return any(v.known or v.sources or (v.items and all(i.known for i in v.items)) for v in given)

    def _call(self, command: _Command, piped: Value | None) -> Value:
        """A call to a function of the script: its body walked again with the parameters bound to the
        arguments (by position or by name); its value is what it returns or its last statement's."""
        parameters, body = self.functions[command.name]
        defaults = self.defaults.get(command.name, {})
        saved_scope, saved_memo = dict(self.scope), self.memo
        positional = iter(command.positional)
        for parameter in parameters:
            given = command.named.get(parameter.lstrip("$")) or next(positional, None)
            if given is None and parameter in defaults:
                given = self.value(defaults[parameter])  # a call without the argument takes the default
            self.scope[parameter] = given if given is not None else UNKNOWN_VALUE
        self.scope["$input"] = piped or UNKNOWN_VALUE
        self.memo = {}
        self.calling.append(command.name)
        placed = self.placed, self.first_line
        if command.name in self.function_files:
            self.placed, self.first_line = self.function_files[command.name], 1
        try:
            self.walk_body(body)
            statements = [c for c in _named_preorder(body) if c.type == "statement_list"]
            last = statements[0].named_children[-1] if statements and statements[0].named_children else None
            returned = next((c for c in _named_preorder(body) if c.type == "flow_control_statement"), None)
            result = returned if returned is not None and returned.named_children else last
            if result is not None and result.type == "flow_control_statement":
                result = result.named_children[-1]
            if result is not None and _unwrap(result).type in _OUTPUT_STATEMENTS:
                # a function ending in a loop (`for (…) { "$chunk.$zone" }`) outputs what each pass writes
                return self._output(_unwrap(result))
            return self.value(result) if result is not None else UNKNOWN_VALUE
        finally:
            self.calling.pop()
            self.scope, self.memo = saved_scope, saved_memo
            self.placed, self.first_line = placed

    def walk_body(self, body: Node) -> None:
        for node in _named_preorder(body):
            with contextlib.suppress(RecursionError):
                self._visit(node)

    def _assign(self, node: Node) -> None:
        children = [child for child in node.children if child.type not in ("comment",)]
        if len(children) < 3:
            return
        target, operator, value_node = _unwrap(children[0]), children[1], children[-1]
        if target.type == "member_access" and _text(target.children[-1]).lower() in ("targetpath", "arguments"):
            holder, started = self.value(target.children[0]), self.value(value_node)
            if holder.ref.startswith("shortcut#") and _runs(started.text, started):  # $link.Arguments = …
                self._write(Value(text=holder.ref.split("#", 1)[1]), started, node)
                return
            self._set_start_info(target, started)
            return
        if target.type in ("element_access", "member_access"):
            assigned = self.value(value_node)
            if target.type == "member_access":
                self._set_start_info(target, assigned)
            self._store(target, assigned)
            return
        if target.type != "variable":
            # the grammar's error recovery can glue a misparsed line before onto the left side
            # (`… Message\n$x = …`): the variable that ends it is still the one assigned
            ending = [n for n in _preorder(children[0]) if n.type == "variable" and n.end_byte == children[0].end_byte]
            if not ending or ending[-1].start_point[0] == children[0].start_point[0]:
                return
            target = ending[-1]
        name = _unscoped(_text(target).lower())
        value = self._output(value_node) if value_node.type in _OUTPUT_STATEMENTS else self.value(value_node)
        if _text(operator) == "+=":
            current = self.scope.get(name, UNKNOWN_VALUE)
            if current.items is not None:  # `$list += …` on an array appends (an array appends each item)
                added = value.items if value.items is not None else (value,)
                value = Value(items=(*current.items, *added), sources=merge(current.sources, value.sources))
            else:
                value = concat((current, value))
        self.scope[name] = value
        built = _text(value_node)
        lowered = built.lower()
        wrapped = _WRAPPED_STREAM.search(built) if "::new" in lowered or "new-object" in lowered else None
        if wrapped is not None:
            self.wrapping[name] = wrapped.group(1).lower()

    def _output(self, node: Node) -> Value:
        """What a statement assigned as a value yields (``$x = foreach (…) { … }``, ``= if …``, ``= try
        …``): its blocks walked, then what their output statements (any but an assignment) carry."""
        if node.type == "foreach_statement":
            mapped = self._mapped_foreach(node)
            if mapped is not None:
                return mapped
        self.walk_body(node)
        outputs: list[Value] = []
        for block in _named_preorder(node):
            statements = next((c for c in block.named_children if c.type == "statement_list"), None)
            if block.type != "statement_block" or statements is None:
                continue
            for statement in statements.named_children:
                inner = _unwrap(statement)
                if inner.type not in ("assignment_expression", "empty_statement") and not inner.type.endswith(
                    "_statement"
                ):
                    outputs.append(self.value(statement))
        return Value(sources=merge(*(deep_sources(output) for output in outputs)))

    def _package_sources(self, command: _Command) -> None:
        """A PowerShell module or package source registered (``Register-PSRepository -SourceLocation``,
        ``Register-PackageSource -Location``) or installed from (``Install-Package -Source``): an unknown
        one on plain http, a bare IP or a look-alike serves modules under their public names."""
        from skillgrade.rules.security.behaviour import packages

        for key in ("sourcelocation", "scriptsourcelocation", "location", "uri", "source"):
            given = command.named.get(key)
            if given is None or not given.known or not re.match(r"(?i)(?:https?|file)://", given.text):
                continue
            if packages.known_index(given.text) or packages.trusted_host(given.text) is None:
                continue
            shown = f"adds the package source {given.text} ({command.name})"
            self._emit(Kind.INSTALL_INDEX, given.text, (self._evidence(command.node, shown),))

    def _foreach(self, node: Node) -> None:
        """The body once per item of a known list (a few at most): each path a loop reaches is read.
        The walk goes on into the body with the first item bound."""
        variable = next((c for c in node.children if c.type == "variable"), None)
        iterable = next((c for c in node.children if c.type == "pipeline"), None)
        body = next((c for c in node.children if c.type == "statement_block"), None)
        if variable is None or iterable is None:
            return
        items = self.value(iterable)
        name = _text(variable).lower()
        if items.items and body is not None:
            self._each(body, list(items.items[1:_MAX_ITEMS]), (name,))
        first = items.items[0] if items.items else Value(sources=items.sources)
        self.scope[name] = first

    def _mapped_foreach(self, node: Node) -> Value | None:
        """``foreach ($b in $bytes) { [char]($b -bxor $key) }`` over a known list: the items the body's
        one expression gives, every one of them (see :meth:`_mapped`)."""
        variable = next((c for c in node.children if c.type == "variable"), None)
        iterable = next((c for c in node.children if c.type == "pipeline"), None)
        body = next((c for c in node.children if c.type == "statement_block"), None)
        if variable is None or iterable is None or body is None:
            return None
        return self._mapped(body, self.value(iterable), (_text(variable).lower(),))

    def _kept(self, command: _Command, piped: Value) -> Value | None:
        """``Where-Object { $_ -match '^[0-9a-f]+$' }`` over known items (a bundled file's lines): the
        items the block's one pure test keeps, worked out for each; ``None`` when the test is not so."""
        block = next((c for c in _preorder(command.node) if c.type == "script_block"), None)
        tests = self._mapped(block, piped, ("$_", "$psitem")) if block is not None else None
        if piped.items is None or tests is None or tests.items is None:
            return None
        if not all(t.text in ("True", "False") for t in tests.items):
            return None
        kept = tuple(item for item, test in zip(piped.items, tests.items, strict=False) if test.text == "True")
        filtered = Value(items=kept, sources=piped.sources)
        if any(piped is lines for lines in self.read_lines):
            self.read_lines.append(filtered)
        return filtered

    def _mapped(self, body: Node, items: Value, names: tuple[str, ...]) -> Value | None:
        """What a loop body that is one pure expression (no command, call or assignment: a cast, an
        operator) gives for each item of a known list, the whole list rather than the first few items
        the walk follows: a byte list decoded one item at a time (XOR with a key, a shift) spells its
        text only in full. ``None`` when the body or the list is not of that kind."""
        statements = next((c for c in _named_preorder(body) if c.type == "statement_list"), None)
        if items.items is None or not 0 < len(items.items) <= _MAX_RANGE or statements is None:
            return None
        if len(statements.named_children) != 1 or not all(item.known for item in items.items):
            return None
        expression = statements.named_children[0]
        if any(n.type in _IMPURE for n in _preorder(expression)):
            return None
        saved_scope, saved_memo = dict(self.scope), self.memo
        outputs: list[Value] = []
        try:
            for item in items.items:
                for name in names:
                    self.scope[name] = item
                self.memo = {}
                outputs.append(self.value(expression))
        finally:
            self.scope, self.memo = saved_scope, saved_memo
        if not all(output.known for output in outputs):
            return None
        return Value(items=tuple(outputs), sources=merge(items.sources, *(o.sources for o in outputs[:1])))

    def _block_with_arguments(self, block: Node, arguments: Value) -> None:
        """A job's or a remote command's block (``Start-Job { param($u, $b) … } -ArgumentList $url,
        $data``) walked with its parameters bound to the arguments, in order, as the job will run it.
        ``block`` is the ``{ … }`` expression: its ``param(…)`` sits beside the body it binds."""
        parameters = [
            _text(variable).lower()
            for child in _preorder(block)
            if child.type == "script_parameter"
            for variable in child.children
            if variable.type == "variable"
        ]
        if not parameters:
            return
        values = list(arguments.items) if arguments.items else [arguments]
        saved_scope, saved_memo = dict(self.scope), self.memo
        try:
            for index, parameter in enumerate(parameters):
                self.scope[parameter] = values[index] if index < len(values) else UNKNOWN_VALUE
            self.memo = {}
            self.walk_body(block)
        finally:
            self.scope, self.memo = saved_scope, saved_memo

    def _each(self, body: Node, items: list[Value], names: tuple[str, ...]) -> list[Value]:
        """``body`` walked once per item with ``names`` bound to it (``$_`` in ``ForEach-Object``); the
        value of the body's last statement for each item."""
        saved_scope, saved_memo = dict(self.scope), self.memo
        statements = next((c for c in _named_preorder(body) if c.type == "statement_list"), None)
        last = statements.named_children[-1] if statements is not None and statements.named_children else None
        outputs: list[Value] = []
        try:
            for item in items:
                for name in names:
                    self.scope[name] = item
                self.memo = {}
                self.walk_body(body)
                outputs.append(self.value(last) if last is not None else UNKNOWN_VALUE)
                saved_scope.update(_gathered(saved_scope, self.scope, names))
        finally:
            self.scope, self.memo = saved_scope, saved_memo
        return outputs

    # Values

    def value(self, node: Node) -> Value:
        node = _unwrap(node)
        cached = self.memo.get(node.id)
        if cached is None:
            cached = self.memo[node.id] = self._evaluate(node)
        return cached

    def _evaluate(self, node: Node) -> Value:
        kind = node.type
        if kind == "variable":
            return self._variable(_text(node))
        if kind in ("expandable_string_literal", "expandable_here_string_literal"):
            return self._expandable(node)
        if kind in ("verbatim_string_characters", "verbatim_here_string_characters"):
            body = _text(node)
            if body.startswith("@'"):  # a here-string is taken as written: '' stays two quotes
                return Value(text=body[2:-2].strip("\r\n"))
            return Value(text=body[1:-1].replace("''", "'"))
        if kind in ("decimal_integer_literal", "hexadecimal_integer_literal", "generic_token", "simple_name"):
            return Value(text=_text(node))
        if kind in ("additive_expression", "additive_argument_expression"):
            parts = [child for child in node.children if child.type not in ("+", "-")]
            if any(child.type == "-" for child in node.children):
                return _difference(node, [self.value(part) for part in parts])
            values = [self.value(part) for part in parts]
            if values and values[0].items is not None:
                # an array plus more is a longer array (`,` binds tighter than `+`: @($a, 'x' + 'y') is
                # @($a, 'x') + @('y'))
                items = tuple(item for value in values for item in _items_of(value))
                return Value(items=items, sources=merge(*(value.sources for value in values)))
            return concat(values)
        if kind in ("format_expression", "format_argument_expression"):
            return self._format(node)
        if kind == "expression_with_unary_operator":
            return self._unary(node)
        if kind in ("range_expression", "range_argument_expression") and len(node.named_children) == 2:
            return _range(*(self.value(bound) for bound in node.named_children))
        if kind in ("comparison_expression", "comparison_argument_expression"):
            return self._comparison(node)
        if kind in ("bitwise_expression", "bitwise_argument_expression") and node.child_count == 3:
            return _bitwise(_text(node.children[1]).lower(), self.value(node.children[0]), self.value(node.children[2]))
        if kind == "argument_list":
            inner = next((c for c in node.named_children if c.type == "argument_expression_list"), None)
            items = tuple(self.value(child) for child in inner.named_children) if inner is not None else ()
            return Value(items=items, sources=merge(*(item.sources for item in items)))
        if kind in ("array_literal_expression", "argument_expression_list"):
            items = tuple(self.value(child) for child in node.named_children)
            return Value(items=items, sources=merge(*(item.sources for item in items)))
        if kind == "array_expression":  # @(…) is an array, of one item when what it holds is not
            contents = node.named_children
            held = self.value(contents[-1]) if contents else Value(items=())
            return held if held.items is not None else Value(items=(held,), sources=held.sources)
        if kind in ("parenthesized_expression", "sub_expression", "statement_list"):
            contents = node.named_children
            return self.value(contents[-1]) if contents else UNKNOWN_VALUE
        if kind == "cast_expression":
            return self._cast(node)
        if kind == "invokation_expression":
            return self._invocation(node)
        if kind == "member_access":
            return self._member_access(node)
        if kind == "element_access":
            return self._element(node)
        if kind == "type_literal":
            return Value(ref=_type_name(node))
        if kind == "script_block":
            return Value(text=_text(node)[1:-1], ref="scriptblock")
        if kind in ("pipeline", "pipeline_chain"):
            return self._pipeline(node)
        if kind == "command":
            return self._command(node, None)
        if kind == "hash_literal_expression":
            return self._hash(node)
        return UNKNOWN_VALUE

    def _variable(self, name: str) -> Value:
        # the grammar puts the line break before a here-string's variable into the variable's node
        lowered = _unscoped(name.strip().lower().replace("${", "$").rstrip("}"))
        if lowered in self.scope:
            return self.scope[lowered]
        if lowered in _VARIABLES:
            return Value(text=_VARIABLES[lowered])
        if lowered == "$executioncontext":
            return Value(ref="executioncontext")
        return UNKNOWN_VALUE

    def _expandable(self, node: Node) -> Value:
        raw = node.text or b""
        quote = 2 if raw.startswith(b"@") else 1
        start, end = node.start_byte + quote, node.end_byte - quote
        parts: list[Value] = []
        cursor = start
        for child in node.named_children:
            if child.start_byte > cursor:
                parts.append(Value(text=_backtick(raw[cursor - node.start_byte : child.start_byte - node.start_byte])))
            written = _text(child)
            if written[:1].isspace():  # `@"⏎$loader⏎"@`: the line break the variable's node starts with
                parts.append(Value(text=written[: len(written) - len(written.lstrip())]))
            parts.append(self.value(child))
            cursor = child.end_byte
        if end > cursor:
            parts.append(Value(text=_backtick(raw[cursor - node.start_byte : end - node.start_byte])))
        return concat(parts) if parts else Value(text="")

    def _format(self, node: Node) -> Value:
        operands = [child for child in node.children if child.type != "format_operator"]
        if len(operands) != 2:
            return UNKNOWN_VALUE
        template, args = self.value(operands[0]), self.value(operands[1])
        items = list(args.items) if args.items is not None else [args]
        if not template.known:
            return Value(sources=merge(template.sources, args.sources))

        def fill(match: re.Match[str]) -> str:
            index = int(match.group(1))
            return items[index].text if index < len(items) else UNKNOWN

        return Value(
            text=re.sub(r"\{(\d+)(?:[,:][^}]*)?\}", fill, template.text), sources=merge(*(i.sources for i in items))
        )

    def _unary(self, node: Node) -> Value:
        operator = _text(node.children[0]).lower() if node.children else ""
        operand = self.value(node.children[-1]) if node.child_count > 1 else UNKNOWN_VALUE
        if operator == "-join":
            return _join(operand, "")
        if operator == "-split" and operand.known:
            # unary `-split $s` splits on runs of white space (`[byte[]] -split ($hex -replace '..', '0x$& ')`)
            return Value(items=tuple(Value(text=piece) for piece in operand.text.split()), sources=operand.sources)
        if operator == "-" and operand.known and _integer(operand.text):
            return Value(text=str(-int(operand.text, 0)))
        return Value(sources=operand.sources)

    def _comparison(self, node: Node) -> Value:
        if node.child_count != 3:
            return UNKNOWN_VALUE
        left, operator, right = self.value(node.children[0]), _text(node.children[1]).lower(), node.children[2]
        if operator == "-join":
            return _join(left, self.value(right).text)
        if operator in ("-replace", "-creplace", "-ireplace"):
            pattern = self.value(right)
            items = pattern.items or (pattern, Value(text=""))
            if left.known and len(items) >= 2 and items[0].known and items[1].known:
                with contextlib.suppress(re.error):
                    replacement = _dotnet_replacement(items[1].text)
                    return Value(text=re.sub(items[0].text, replacement, left.text), sources=left.sources)
            return Value(sources=left.sources)
        if operator in _MATCHES:
            pattern = self.value(right)
            if left.known and left.items is None and pattern.known:
                flags = 0 if operator.startswith("-c") else re.IGNORECASE
                with contextlib.suppress(re.error):
                    found = re.search(pattern.text, left.text, flags) is not None
                    return Value(text=str(found != operator.endswith("notmatch")))
        if operator in ("-split", "-csplit"):
            separator = self.value(right)
            if left.known and separator.known:
                with contextlib.suppress(re.error):
                    pieces = re.split(separator.text, left.text)
                    return Value(items=tuple(Value(text=piece) for piece in pieces), sources=left.sources)
        return Value(sources=left.sources)

    def _cast(self, node: Node) -> Value:
        type_node = node.child_by_field_name("type") or next(
            (c for c in node.children if c.type == "type_literal"), None
        )
        operand = self.value(node.children[-1])
        type_name = _text(type_node).lower().strip("[]") if type_node is not None else ""
        if type_name.startswith("char"):
            codes = list(operand.items) if operand.items is not None else [operand]
            try:
                text = "".join(chr(int(code.text, 0)) for code in codes)
            except ValueError:
                return Value(sources=operand.sources)
            evidence = self._evidence(node, "builds a string from character codes")
            return Value(
                text=text, sources=merge(operand.sources, (Origin(DataSource.DECODED, "character codes", evidence),))
            )
        if type_name.startswith("byte") and operand.items and all(_integer(i.text) for i in operand.items):
            # `[byte[]](46,115,115,104)`: bytes a decoder's GetString turns into text
            text = "".join(chr(int(code.text, 0) % 256) for code in operand.items)
            evidence = self._evidence(node, "builds a string from byte values")
            return Value(  # still the array of bytes too: a loop over it decodes them one by one
                text=text,
                sources=merge(operand.sources, (Origin(DataSource.DECODED, "byte values", evidence),)),
                items=operand.items,
            )
        if type_name == "scriptblock":
            return Value(text=operand.text, sources=operand.sources, ref="scriptblock")
        return operand

    def _hash(self, node: Node) -> Value:
        props: list[tuple[str, Value]] = []
        for entry in _preorder(node):
            if entry.type == "hash_entry" and entry.named_children:
                key = _text(entry.named_children[0]).strip("'\"").lower()
                props.append((key, self.value(entry.named_children[-1])))
        return Value(props=tuple(props), sources=merge(*(value.sources for _key, value in props)))

    # Method calls and members

    def _member_access(self, node: Node) -> Value:
        return self._member_of(self.value(node.children[0]), self._member_name(node.children[-1]))

    @staticmethod
    def _member_of(target: Value, member: str) -> Value:
        """``target.member``: a member of a known object (a type, ``$ExecutionContext``) by its name, a
        property of a table, or what flows into the object."""
        if target.ref:
            return Value(ref=f"{target.ref}.{member}", sources=target.sources)
        held = target.prop(member) if target.props else None
        if held is None and target.props and member in ("keys", "values"):
            # `foreach ($k in $t.Keys) { … $t[$k] … }`: the loop walks the table's own keys (or values)
            picked = [Value(text=key) if member == "keys" else value for key, value in target.props]
            return Value(items=tuple(picked), sources=target.sources)
        if held is None and member in ("length", "count") and (target.known or target.items is not None):
            return Value(text=str(len(target.items) if target.items is not None else len(target.text)))
        if held is None and member in _PATH_MEMBERS and target.known and target.items is None:
            return target  # (Resolve-Path $p).Path, (Get-Item $p).FullName: the path itself
        return held if held is not None else Value(sources=deep_sources(target))

    def _member_name(self, node: Node | None) -> str:
        """A member's name, lower-cased: written out (``.DownloadString``), or a string or variable
        that holds it (``.$m``, ``.'Down'+'load…'``, ``.("…")``) as PowerShell resolves it at run time."""
        if node is None:
            return ""
        inner = node.named_children[0] if node.type == "member_name" and node.named_children else node
        if inner.type == "simple_name":
            return _text(inner).lower()
        name = self.value(inner)
        return name.text.strip().lower() if name.known and name.text.strip() else _text(node).lower()

    def _element(self, node: Node) -> Value:
        """``$list[1]``, ``$table['key']``: the item when the container and the index are known; else
        whatever flows into the container."""
        named = node.named_children
        container = self.value(named[0]) if named else UNKNOWN_VALUE
        index = self.value(named[1]) if len(named) > 1 else UNKNOWN_VALUE
        if index.known and container.items is not None and _integer(index.text):
            position = int(index.text, 0)
            if -len(container.items) <= position < len(container.items):
                return container.items[position]
        picked = _picked(container, index)
        if picked is not None:
            return picked
        if index.known and container.ref.lower().endswith(".psobject.methods"):
            return Value(ref=container.ref[: -len(".psobject.methods")] + _BOUND + index.text.strip().lower())
        if index.known and container.props:
            held = container.prop(index.text.lower())
            if held is not None:
                return held
        return Value(sources=deep_sources(container))

    def _set_start_info(self, member: Node, value: Value) -> None:
        """``$psi.FileName = 'powershell.exe'``, ``$psi.Arguments = '-Enc ' + $b``: a start info's program
        and command line, kept on the variable so ``[Diagnostics.Process]::Start($psi)`` starts them."""
        holder = _unwrap(member.children[0])
        name = self._member_name(member.children[-1])
        if holder.type != "variable" or name not in _START_INFO_MEMBERS:
            return
        variable = _unscoped(_text(holder).lower())
        held = self.scope.get(variable)
        if held is None or not held.ref.endswith("processstartinfo"):
            return
        kept = tuple((key, given) for key, given in held.props or () if key != name)
        self.scope[variable] = dataclasses.replace(held, props=(*kept, (name, value)))

    def _store(self, container: Node, value: Value) -> None:
        """Something put into a variable's table, list or member (``$t[$k] = …``, ``$t.x = …``,
        ``$list.Add(…)``): the variable now carries what was put in."""
        target = _unwrap(container)
        while target.type in ("element_access", "member_access", "invokation_expression") and target.named_children:
            target = _unwrap(target.named_children[0])
        carried = deep_sources(value)
        if target.type != "variable" or not carried:
            return
        name = _text(target).lower()
        held = self.scope.get(name, UNKNOWN_VALUE)
        self.scope[name] = dataclasses.replace(held, sources=merge(held.sources, carried))

    def _invocation(self, node: Node) -> Value:
        target_node = node.children[0]
        target = self.value(target_node)
        member_node = next((c for c in node.children if c.type in ("member_name", "simple_name")), None)
        method = self._member_name(member_node)
        arg_list = next((c for c in node.children if c.type == "argument_list"), None)
        args: list[Value] = []
        if arg_list is not None:
            args = list(self.value(arg_list).items or ())
        if method in _STREAM_WRITES and any(arg.sources for arg in args):
            self._written_to_stream(target_node, merge(*(arg.sources for arg in args)))
        if method in _COLLECTION_ADDS and args and not target.ref.endswith("#"):  # a list or table, not a client
            self._store(target_node, concat(args))
        collection = not target.ref.endswith("#") or _COLLECTION_TYPE.search(target.ref) is not None
        if method in _LIST_ADDS and len(args) == 1 and collection:
            self._append_item(target_node, args[0], method == "addrange")
        return self._method(target, method, args, node)

    def _called(self, member: Node, arguments: Node) -> Value:
        """A method called on a command argument: ``IEX (New-Object Net.WebClient).DownloadString($u)``,
        where argument mode gives the member access and its argument list as two elements."""
        method = self._member_name(next((c for c in member.children if c.type in ("member_name", "simple_name")), None))
        args = list(self.value(arguments).items or ())
        return self._method(self.value(member.children[0]), method, args, member)

    def _written_to_stream(self, stream: Node, sources: tuple[Origin, ...]) -> None:
        """``$gz.Write($bytes, 0, $n)``: the stream holds what was written, and so does each stream it
        wraps (the ``MemoryStream`` whose ``ToArray()`` is sent)."""
        target = _unwrap(stream)
        name = _unscoped(_text(target).lower()) if target.type == "variable" else None
        for _ in range(4):
            if name is None:
                return
            held = self.scope.get(name, UNKNOWN_VALUE)
            self.scope[name] = dataclasses.replace(held, sources=merge(held.sources, sources))
            name = self.wrapping.get(name)

    def _append_item(self, container: Node, added: Value, each: bool) -> None:
        """``$list.Add($path)`` (``AddRange``, ``Enqueue``, ``Push``): the variable's list gains the item,
        so a later ``foreach`` over it reaches every path put in."""
        target = _unwrap(container)
        if target.type != "variable":
            return
        name = _text(target).lower()
        held = self.scope.get(name, UNKNOWN_VALUE)
        if held.text is not None and not held.ref:  # text, not a list: `.Add` there is no append
            return
        items = added.items if each and added.items is not None else (added,)
        self.scope[name] = dataclasses.replace(held, items=(*(held.items or ()), *items)[:_MAX_ITEMS])

    def _method(self, target: Value, method: str, args: list[Value], node: Node) -> Value:
        """``target.method(args)``, a call written out or reached by reflection."""
        owner = target.ref.lower()
        if method == "gettype" and target.ref:
            return Value(ref=target.ref)
        if method == "getmethod" and target.ref and args and args[0].known:
            # [Net.WebClient].GetMethod('Download…'): the method, invoked later on an instance
            return Value(ref=f"{target.ref}{_REFLECTED}{args[0].text.strip().lower()}")
        if method in ("invoke", "invokereturnasis") and _REFLECTED in target.ref:
            type_ref, _, name = target.ref.partition(_REFLECTED)
            instance = next(iter(args), UNKNOWN_VALUE)
            receiver = instance if instance.ref else Value(ref=type_ref, sources=instance.sources)
            given = [item for arg in args[1:] for item in _items_of(arg)]
            return self._method(receiver, name, given, node)
        if method in ("invoke", "invokereturnasis") and _BOUND in target.ref:
            type_ref, _, name = target.ref.partition(_BOUND)  # $o.PSObject.Methods['…'].Invoke(args)
            return self._method(Value(ref=type_ref), name, [i for arg in args for i in _items_of(arg)], node)
        if owner.endswith(("io.path", "path")) and method in ("combine", "join") and args:
            return concat(_join_words([item for arg in args for item in _items_of(arg)], "/"))
        if owner.endswith("convert") and method == "frombase64string" and args:
            return self._decoded(args[0], node)
        if owner.endswith("convert") and method == "fromhexstring" and args:
            return self._from_digits(args[0], 16, node)
        if owner.endswith("convert") and method in _NUMBER_PARSERS and len(args) > 1 and args[1].text in _BASES:
            # [Convert]::ToByte($s.Substring($i * 2, 2), 16): a string of digits read as bytes, piece by piece
            return self._from_digits(args[0], int(args[1].text), node)
        if owner.endswith("ipaddress") and method in ("parse", "tryparse") and args:
            return args[0]  # [Net.IPAddress]::Parse('…'): the address it is
        if owner.endswith("convert") and method == "tobase64string" and args and args[0].known:
            # encoding a command in sight (for -EncodedCommand): the constant it is, so what it runs is read
            return Value(text=base64.b64encode(args[0].text.encode("utf-16-le")).decode("ascii"))
        if (
            method in ("getstring", "getbytes")
            and args
            and (owner.endswith(("encoding", "utf8", "unicode", "ascii")) or ".encoding." in owner)
        ):
            spelt = _bytes_text(args[0], owner) if method == "getstring" else None
            if spelt is not None:
                # a byte array (`[byte[]]` of 0x24,0x00,…) read back in the encoding named, zero bytes and all
                return Value(text=spelt, sources=args[0].sources)
            return args[0]
        if method == "tochararray" and target.known and target.items is None and not target.ref:
            return Value(items=tuple(Value(text=c) for c in target.text), sources=target.sources)
        if method in ("split", "replace", *_TRIMS) and target.known and target.items is None and not target.ref:
            worked = _string_method(target.text, method, args)
            if worked is not None:
                return dataclasses.replace(worked, sources=merge(target.sources, worked.sources))
        if owner in ("string", "system.string") and method == "new" and args:
            return args[0]  # [string]::new([char[]](…)): the characters as a string
        if owner == "string" and method in ("join", "concat") and args:
            parts = [item for arg in (args[1:] if method == "join" else args) for item in _items_of(arg)]
            separator = args[0].text if method == "join" else ""
            return Value(text=separator.join(p.text for p in parts), sources=merge(*(p.sources for p in parts)))
        if method == "create" and owner.endswith("scriptblock") and args:
            return Value(text=args[0].text, sources=args[0].sources, ref="scriptblock")
        if method in ("invoke", "invokereturnasis") and (target.ref == "scriptblock" or target.sources):
            return self._run_code(target, node, "invokes a script block")
        if method == "invoke" and "." in target.ref:
            owner_ref, _, name = target.ref.rpartition(".")  # $wc.DownloadString.Invoke($u): the method itself
            return self._method(Value(ref=owner_ref), name, args, node)
        if method == "createshortcut" and args:
            # WScript.Shell's shortcut: one saved in the Startup folder starts its target at log-on
            self._write(args[0], UNKNOWN_VALUE, node)
            return Value(ref=f"shortcut#{args[0].text}")
        if method == "invokescript" and args:
            # InvokeScript($useLocalScope, $block, $input, $args): the block is the script, not the flag
            script = next((a for a in args if a.ref == "scriptblock" or a.sources), args[0])
            return self._run_code(script, node, "InvokeScript")
        if method == "newscriptblock" and owner.endswith("invokecommand") and args:
            return Value(text=args[0].text, sources=args[0].sources, ref="scriptblock")
        if method in ("getcommand", "getcmdlet") and owner.endswith("invokecommand") and args and args[0].known:
            looked_up = args[0].text  # $ExecutionContext.InvokeCommand.GetCmdlet('Invoke-Expression'), or 'I*-Ex*'
            return Value(text=_wildcard_command(looked_up) if any(ch in looked_up for ch in "*?[") else looked_up)
        if method == "new" and owner and target.ref == owner and not target.sources:  # [T]::new(args)
            return self._constructed(owner, args, node)
        if target.ref == "webclient#" or owner.endswith("webclient"):
            return self._web_client(method, args, node)
        if target.ref == _HTTP_CLIENT:
            return self._http_client(method, args, node)
        if owner.endswith(("io.file", "system.io.file")) or owner == "file":
            return self._file_method(method, args, node)
        if owner.endswith("zipfile") and method == "extracttodirectory" and len(args) > 1:
            self._unpack(args[0], args[1], node)  # [IO.Compression.ZipFile]::ExtractToDirectory($zip, $dir)
            return UNKNOWN_VALUE
        if owner.endswith(("io.path", "path")) and method in ("getfullpath", "getpathroot") and args:
            return args[0]
        if owner.endswith("environment") and method == "expandenvironmentvariables" and args:
            return _expanded(args[0])
        store = _windows_store_read(owner, method)
        if store is not None:
            evidence = self._evidence(node, f"reads {store} ({method})")
            self.secret_reads.append(evidence)
            self._emit(Kind.SECRET_READ, store, (evidence,))
            return Value(sources=merge(target.sources, (Origin(DataSource.SECRET, store, evidence),)))
        if owner.endswith("environment") and method == "getenvironmentvariables":
            return self._env_dump(node)
        if owner.endswith("environment") and method == "getfolderpath" and args:
            folder = args[0].text.lower().rsplit(":", 1)[-1].strip("'\"")
            return Value(text=_FOLDERS.get(folder, UNKNOWN))
        if owner.endswith(("net.dns", "dns")) and method in ("gethostaddresses", "gethostentry", "resolve") and args:
            self._dns(args[0], node)
            return UNKNOWN_VALUE
        if method == "start" and owner.endswith("diagnostics.process") and len(args) > 1:
            self._started(args[0], [args[1].text], node)
            return UNKNOWN_VALUE
        if method == "start" and owner.endswith("diagnostics.process") and args:
            # [Diagnostics.Process]::Start($psi): the start info's FileName is what runs, with its Arguments
            if not self._runs_saved_download(args[0], node, "starts the program it downloaded (Process.Start)"):
                self._start_info_started(args[0], node)
            return UNKNOWN_VALUE
        if method in ("write", "send") and target.ref == "socket#" and any(a.has("secret", "env") for a in args):
            self._send(args, node, "?")
        return Value(sources=merge(target.sources, *(deep_sources(arg) for arg in args)))

    def _web_client(self, method: str, args: list[Value], node: Node) -> Value:
        if method in ("downloadstring", "downloaddata", "openread", "downloadfile", "downloadstringtaskasync",
                      "downloadfiletaskasync", "downloaddatataskasync") and args:  # fmt: skip
            fetched = self._fetch(args[0], node)
            if method.startswith("downloadfile") and len(args) > 1:
                self._drop(args[1], fetched)
            return fetched
        if method.startswith("upload") and args:
            host = host_of(args[0].text) or "?"
            self._send(args[1:], node, host, uploads_file=method.startswith("uploadfile"))
        return UNKNOWN_VALUE

    def _file_method(self, method: str, args: list[Value], node: Node) -> Value:
        if not args:
            return UNKNOWN_VALUE
        if method.startswith(("readall", "openread", "copy")):
            return self._read(args[0], node)
        if method.startswith(("writeall", "appendall")):
            self._write(args[0], args[1] if len(args) > 1 else UNKNOWN_VALUE, node)
        return UNKNOWN_VALUE

    # Commands

    def _pipeline(self, node: Node) -> Value:
        piped: Value | None = None
        for child in node.named_children:
            inner = _unwrap(child)
            if inner.type == "command":
                piped = self._command(inner, piped)
                self.memo[inner.id] = piped
            else:
                piped = self.value(inner)
        return piped or UNKNOWN_VALUE

    def _command(self, node: Node, piped: Value | None) -> Value:
        command = self._parse_command(node)
        if command is None:
            return UNKNOWN_VALUE
        return self._dispatch(command, piped)

    def _dispatch(self, command: _Command, piped: Value | None) -> Value:
        node = command.node
        if command.name in self.aliases:  # `run $t` after Set-Alias run Invoke-Expression
            command = _Command(
                self.aliases[command.name], command.positional, command.named, command.switches, node, command.words
            )
        name = command.name
        if name in ("set-alias", "sal", "new-alias", "nal"):
            rest = iter(command.positional)
            alias = command.named.get("name") or next(rest, None)
            target = command.named.get("value") or next(rest, None)
            if alias is not None and target is not None and alias.known and target.known:
                self.aliases[alias.text.strip().lower()] = _invoked_name(target) or target.text.lower()
            return UNKNOWN_VALUE
        if self._followed(command):
            return self._call(command, piped)
        if name == "convertfrom-json" and piped is not None and piped.known and not piped.sources:
            return parsed_json(piped.text) or UNKNOWN_VALUE  # a bundled settings file's keys and values
        if name == "convertfrom-json" and piped is not None and piped.known and _listed_only(piped):
            # a bundled settings file that also lists secret stores: its keys (the endpoint) and the stores
            parsed = parsed_json(piped.text)
            return dataclasses.replace(parsed, sources=merge(parsed.sources, piped.sources)) if parsed else piped
        if name in ("&", "."):
            return self._invoke_operator(command, piped)
        if name in ("foreach-object", "foreach", "%") and piped is not None and piped.items:
            block = next((c for c in _preorder(node) if c.type == "script_block"), None)
            mapped = self._mapped(block, piped, ("$_", "$psitem")) if block is not None else None
            if mapped is not None:
                return mapped
            if block is not None:
                outputs = self._each(block, list(piped.items[:_MAX_ITEMS]), ("$_", "$psitem"))
                # the walk goes on into the block with the first item bound, as a foreach statement's does
                self.scope["$_"] = self.scope["$psitem"] = piped.items[0]
                if len(outputs) == len(piped.items) and all(o.known for o in outputs):
                    # what the block gives for each item (`46,115 | % { [char]$_ }`: the characters)
                    return Value(items=tuple(outputs), sources=piped.sources)
            return Value(sources=piped.sources)
        if name in ("foreach-object", "foreach", "%") and piped is not None:
            # items known only at run time (a function's loop output): each still carries what they were
            # made from, and what the block gives carries what it did to each
            # (`$hex | % { [Convert]::ToByte($_, 16) }` decodes), whatever the items are
            if piped.sources:
                self.scope["$_"] = self.scope["$psitem"] = Value(sources=piped.sources)
            last = _last_statement(next((c for c in _preorder(node) if c.type == "script_block"), None))
            produced = self.value(last) if last is not None else UNKNOWN_VALUE
            return Value(sources=merge(piped.sources, produced.sources))
        if name in ("where-object", "where", "?") and piped is not None and piped.items:
            kept = self._kept(command, piped)
            if kept is not None:
                return kept
        if name in _FILTERS and piped is not None:
            return piped  # Where-Object, Sort-Object …: some of the items piped in, in some order
        if name in _WEB:
            return self._web(command, piped)
        if name in _RUN:
            code = command.named.get("command") or (command.positional[0] if command.positional else piped)
            return self._run_code(code or UNKNOWN_VALUE, node, "Invoke-Expression")
        if name == "add-type":  # compiles C# (or VB) source into the session: downloaded source runs
            source = command.named.get("typedefinition") or command.named.get("memberdefinition")
            source = source or (command.positional[0] if command.positional else piped)
            if source is not None and any(s.source in (DataSource.FETCHED, DataSource.DECODED) for s in source.sources):
                return self._run_code(Value(sources=source.sources), node, "Add-Type")
            return UNKNOWN_VALUE
        if name == "new-object":
            return self._new_object(command)
        if name in _COMMAND_LOOKUPS:  # $run = Get-Alias ('i'+'ex'); & $run $code runs Invoke-Expression
            looked_up = command.named.get("name") or next(iter(command.positional), UNKNOWN_VALUE)
            if looked_up.known and any(ch in looked_up.text for ch in "*?["):
                return Value(text=_wildcard_command(looked_up.text))  # gcm I*e-Ex*n
            return Value(text=looked_up.text) if looked_up.known else UNKNOWN_VALUE
        if name in _READ:
            return self._read_command(command)
        if name == "test-path":
            probed = [command.named[k] for k in ("path", "literalpath") if k in command.named]
            for value in probed or command.positional[:1]:
                self._looked_for(value, node)
            return UNKNOWN_VALUE
        if name in _WRITE:
            target = (
                command.named.get("path")
                or command.named.get("literalpath")
                or command.named.get("filepath")
                or next(iter(command.positional), None)
            )
            data = (
                command.named.get("value") or piped or (command.positional[1] if len(command.positional) > 1 else None)
            )
            if data is not None and any(data is lines for lines in self.read_lines):
                data = UNKNOWN_VALUE  # a bundled file's lines written out: a copy, as before they were read
            if name in ("new-item", "ni"):
                data = data or command.named.get("target")
                if data is None:  # an empty file (a profile created before lines are added) holds nothing to run
                    return UNKNOWN_VALUE
            if target is not None:
                self._write(target, data or UNKNOWN_VALUE, node)
            return UNKNOWN_VALUE
        if name in _REGISTRY or name == "reg" or name == "reg.exe":
            path = " ".join(value.text for value in [*command.named.values(), *command.positional])
            if _RUN_KEY.search(path.replace("/", "\\")) and (name not in ("reg", "reg.exe") or "add" in path.lower()):
                detail = "a Windows Run key" + _runs(" ".join(command.words), *command.named.values())
                self._emit(Kind.PERSISTENCE, detail, (self._evidence(node, "adds a program to a Run key"),))
            return UNKNOWN_VALUE
        if name == "new-scheduledtaskaction":  # the action's command line flows into Register-ScheduledTask
            parts = [command.named[k] for k in ("execute", "argument") if k in command.named]
            return concat(_join_words(parts, " ")) if parts else UNKNOWN_VALUE
        if name in _TASKS:
            if name.startswith("schtasks") and "/create" not in {s.lower() for s in command.switches}:
                return UNKNOWN_VALUE
            detail = "a scheduled task" + _runs(" ".join(command.words), *command.named.values(), *command.positional)
            self._emit(Kind.PERSISTENCE, detail, (self._evidence(node, "registers a scheduled task"),))
            return UNKNOWN_VALUE
        if name in _SOURCE_REGISTRARS:
            self._package_sources(command)
        if name == "new-service" or (
            name == "sc.exe" and bool(command.positional) and command.positional[0].text.lower() in ("create", "config")
        ):
            # a Windows service: its binary path (any command line) runs at every boot, as SYSTEM by default
            detail = "a Windows service" + _runs(" ".join(command.words), *command.named.values(), *command.positional)
            self._emit(Kind.PERSISTENCE, detail, (self._evidence(node, "creates a Windows service"),))
            return UNKNOWN_VALUE
        wmi_values = (*command.named.values(), *command.positional) if name in _WMI_WRITERS else ()
        if wmi_values and any(_EVENT_CONSUMER.search(t) for t in (_text(node), *(v.text for v in wmi_values))):
            # a permanent WMI event subscription: its consumer runs a command line or script on each
            # event (the class name read as its value: '__Event' + 'Consumer' pieces folded)
            detail = "a WMI event subscription" + _runs(_text(node), *wmi_values)
            self._emit(Kind.PERSISTENCE, detail, (self._evidence(node, "registers a WMI event consumer"),))
            return UNKNOWN_VALUE
        if name in _DNS:
            target = command.named.get("name") or next(iter(command.positional), None)
            if target is not None:
                self._dns(target, node)
                asked = command.named.get("type") or command.named.get("querytype") or command.named.get("q")
                if target.known and asked is not None and asked.text.lower() == "txt":
                    # what a TXT record answers is text from whoever runs that zone, as the shell reader reads dig
                    evidence = self._evidence(node, f"reads the TXT record of {target.text}")
                    self._emit(Kind.FETCH, target.text, (evidence,))
                    return Value(sources=(Origin(DataSource.FETCHED, target.text, evidence),))
            return UNKNOWN_VALUE
        if name in _HOSTS:
            return self._powershell_host(command)
        if name in _NATIVE_SHELLS and self.sockets:
            pairs = zip(command.words, command.words[1:], strict=False)
            if any(flag.lower() in ("/c", "/k", "-c") and given.startswith("$") for flag, given in pairs):
                # cmd /c $line, bash -c $line: a command line not known here, with a connection open
                return self._run_code(UNKNOWN_VALUE, node, f"{command.name} /c")
        if name == "start-process" or name == "saps" or name == "start":
            return self._start_process(command)
        if name == "add-appxpackage":
            return self._package_from_url(command)
        if name == "expand-archive":
            rest = iter(command.positional)
            archive = command.named.get("path") or command.named.get("literalpath") or next(rest, UNKNOWN_VALUE)
            self._unpack(archive, command.named.get("destinationpath") or next(rest, UNKNOWN_VALUE), node)
            return UNKNOWN_VALUE
        if name in _BLOCK_RUNNERS:
            given = command.named.get("scriptblock") or _block_given(command.positional)
            if given is not None and given.sources:  # a block made from a download or a decode
                return self._run_code(given, node, f"runs it with {command.name}")
            if given is not None and given.ref == "scriptblock" and not given.known and self.sockets:
                return self._run_code(given, node, f"runs it with {command.name}")  # made from what a socket read
            arguments = command.named.get("argumentlist") or command.named.get("args")
            block = next((c for c in _preorder(node) if c.type == "script_block_expression"), None)
            if arguments is not None and block is not None:
                self._block_with_arguments(block, arguments)
            return UNKNOWN_VALUE
        if name == "join-path":
            parts = [command.named[k] for k in ("path", "childpath", "additionalchildpath") if k in command.named]
            return concat(_join_words([*parts, *command.positional], "/"))
        if name in _PATH_RESOLVERS:  # Resolve-Path ~/.aws/credentials: the same path, made absolute
            given = (
                command.named.get("path") or command.named.get("literalpath") or next(iter(command.positional), None)
            )
            return given or piped or UNKNOWN_VALUE
        if name in _PRINTERS and self.snippet.presentation is Presentation.SCRIPT and not self.snippet.origin:
            for shown in (*command.positional, *(command.named.get(k) for k in ("object", "message"))):
                if shown is not None and shown.known:  # Write-Host ("FIX: {0} … | {1}" -f $get, $run)
                    printed_command(self.snippet.rel, self._evidence(node, "prints"), shown.text)
        printed: tuple[Origin, ...] = ()
        if "-" not in name and name not in _CMDLET_ALIASES:
            printed = self._native(command)
        sources = merge(printed, *(deep_sources(v) for v in [*command.positional, *command.named.values()]))
        for redirect in (c for c in _preorder(node) if c.type == "redirected_file_name"):
            self._write(self.value(redirect), piped or UNKNOWN_VALUE, node)
        return Value(sources=merge(sources, piped.sources if piped else ()))

    def _parse_command(self, node: Node) -> _Command | None:
        name_node = next(
            (c for c in node.children if c.type in ("command_name", "path_command_name", "command_name_expr")), None
        )
        operator = next((c for c in node.children if c.type == "command_invokation_operator"), None)
        if name_node is None:
            return None
        positional: list[Value] = []
        named: dict[str, Value] = {}
        switches: set[str] = set()
        elements = next((c for c in node.children if c.type == "command_elements"), None)
        pending: str | None = None
        words: list[str] = []
        listed = list(_elements(elements))
        consumed = -1  # an argument list read as the call of the element before it (below)
        invoked = self._operator_call(name_node, listed[0] if listed else None) if operator is not None else None
        if invoked is not None:
            consumed = 0
        for index, element in enumerate(listed):
            if element.type in ("redirection", "comment") or index == consumed:
                continue
            if element.type == "command_parameter":
                if pending is not None:
                    switches.add(pending)
                pending = _text(element).lower().lstrip("-").rstrip(":")
                words.append(_text(element))
                if pending in _SWITCHES and not _text(element).endswith(":"):
                    switches.add(pending)  # `Get-Content -Raw $path`: the path is positional
                    pending = None
                continue
            splatted = _unwrap(element)
            if splatted.type == "variable" and _text(splatted).startswith("@"):
                self._splat(self._variable("$" + _text(splatted)[1:]), positional, named)
                words.append(_text(splatted))
                continue
            called = _called_member(element, listed[index + 1] if index + 1 < len(listed) else None)
            if called is not None:
                consumed = index + 1
            value = self._argument(element) if called is None else self._called(*called)
            words.append(_shell_word(value))
            token = value.text.lower()
            if element.type == "generic_token" and token.startswith("/") and len(token) > 1:
                switches.add(token)
            if pending is not None:
                named[pending] = value
                pending = None
            else:
                positional.append(value)
        if pending is not None:
            switches.add(pending)
        if operator is not None:
            inner = name_node
            while inner.type in ("command_name_expr", "path_command_name") and inner.named_children:
                inner = inner.named_children[0]
            target = (
                Value(text=_text(inner)) if inner.type in ("command_name", "path_command_name") else self.value(inner)
            )
            return _Command(_text(operator), [invoked or target, *positional], named, switches, node, words)
        return _Command(_text(name_node).lower().rsplit("\\", 1)[-1], positional, named, switches, node, words)

    def _operator_call(self, name_node: Node, following: Node | None) -> Value | None:
        """What ``& $ExecutionContext.InvokeCommand.NewScriptBlock($s)`` or ``& $t::Create($s)`` runs:
        after a call operator the grammar reads a method call written with no space before its
        parentheses as a command name and an argument, so the call is put back together here."""
        if following is None or following.start_byte != name_node.end_byte:
            return None
        if following.type not in ("parenthesized_expression", "argument_list"):
            return None
        inner = name_node
        while inner.type == "command_name_expr" and inner.named_children:
            inner = inner.named_children[0]
        given = self.value(following)
        args = list(given.items) if following.type == "argument_list" and given.items is not None else [given]
        if inner.type == "member_access" and inner.named_children:
            method = self._member_name(inner.children[-1])
            return self._method(self.value(inner.children[0]), method, args, inner)
        parts = inner.named_children if inner.type == "path_command_name" else []
        if len(parts) != 2 or parts[0].type != "variable" or _MEMBER_PATH.fullmatch(_text(parts[1])) is None:
            return None
        *members, method = _text(parts[1]).lstrip(".").lower().split(".")
        target = self.value(parts[0])
        for member in members:
            target = self._member_of(target, member)
        return self._method(target, method, args, inner)

    @staticmethod
    def _splat(given: Value, positional: list[Value], named: dict[str, Value]) -> None:
        """``@params``: a table's entries are the command's named parameters, a list's items its
        positional arguments."""
        if given.props:
            named.update((key.lstrip("-").lower(), value) for key, value in given.props)
        elif given.items is not None:
            positional.extend(given.items)

    def _argument(self, element: Node) -> Value:
        """A command argument; a bare word that starts with a variable and goes on as a path
        (``$env:TEMP\\x.exe``, argument mode's expandable word) is the variable's value and the rest,
        where the grammar reads it as a member access with an error inside."""
        word = _PATH_WORD.fullmatch(_text(element))
        if word is None:
            return self.value(element)
        return concat((self._variable(word.group(1)), Value(text=word.group(2))))

    def _native(self, command: _Command) -> tuple[Origin, ...]:
        """A program that is not a cmdlet (``npm``, ``pip``, ``git``, ``curl.exe``) goes to the shell
        analyser with its arguments folded, at the line of the command. Its output carries the
        secrets it prints (``cmd /c set``: the whole environment)."""
        if self.depth >= _MAX_DEPTH:
            return ()
        from skillgrade.rules.security.behaviour import languages

        line = " ".join([command.name.removesuffix(".exe"), *command.words])
        printed = tuple(self._printed(line, command.node))
        program = vocabulary.command_name(command.name)
        if program in _RUNS_FILE_ARGUMENT:
            self._runs_dropped(" ".join(command.words), command.node)  # cmd.exe /c "$env:TEMP\x.bat"
        shell_snippet = Snippet(
            path=self.snippet.path,
            rel=self.snippet.rel,
            language=Language.SHELL,
            text=line,
            first_line=self.first_line + command.node.start_point[0],
            presentation=self.snippet.presentation,
            origin=self.snippet.origin,
        )
        self.capabilities.extend(languages.analyse(shell_snippet))
        return printed

    def _printed(self, line: str, node: Node) -> Iterator[Origin]:
        for kind, what in vocabulary.printed_secrets(line):
            if kind == "env":
                yield Origin(DataSource.ENV, what, self._evidence(node, f"{ENV_READ} ({what})"))
                continue
            store = what if kind == "credential" else (secret_store(what) or what)
            shown = f"reads {what}" if kind == "credential" else f"prints {store}: {vocabulary.home_path(what)}"
            evidence = self._evidence(node, shown)
            self._emit(Kind.SECRET_READ, store, (evidence,))
            yield Origin(DataSource.SECRET, store, evidence)

    def _invoke_operator(self, command: _Command, piped: Value | None) -> Value:
        target = command.positional[0] if command.positional else UNKNOWN_VALUE
        if target.known and target.text.strip().lower() in _RUN:
            code = command.positional[1] if len(command.positional) > 1 else piped
            return self._run_code(code or UNKNOWN_VALUE, command.node, f"Invoke-Expression, named as {target.text!r}")
        if self._runs_dropped(target.text, command.node):
            return UNKNOWN_VALUE
        named = _invoked_name(target)
        if named and named not in ("&", "."):
            # `$r = 'Invoke-' + 'RestMethod'; & $r -Uri $u`: the command the name stands for runs
            return self._dispatch(
                _Command(named, command.positional[1:], command.named, command.switches, command.node, command.words),
                piped,
            )
        if not target.ref and not target.sources:
            self._started(target, command.words, command.node)
        if target.ref == "scriptblock" or target.sources:
            return self._run_code(target, command.node, f"runs it with {command.name}")
        library = self._library(target) if command.name == "." else None
        if library is not None:
            self._dot_sourced(library)
            return UNKNOWN_VALUE
        if not target.known and target.text.startswith(UNKNOWN):
            self._emit(
                Kind.EXEC_DYNAMIC, command.name, (self._evidence(command.node, "runs a command built at run time"),)
            )
        return UNKNOWN_VALUE

    def _library(self, target: Value) -> str | None:
        """The skill's ``.ps1`` file a path built at run time names (``"$PSScriptRoot\\lib.ps1"``), or ``None``."""
        name = target.text.replace(UNKNOWN, "/").replace("\\", "/").rsplit("/", 1)[-1]
        table = BUNDLED.get() or {}
        if not name.lower().endswith(".ps1") or not table:
            return None
        folder = self.snippet.rel.rsplit("/", 1)[0] + "/" if "/" in self.snippet.rel else ""
        named = [rel for rel in table if rel.rsplit("/", 1)[-1].lower() == name.lower() and rel != self.snippet.rel]
        return folder + name if folder + name in named else (named[0] if len(named) == 1 else None)

    def _web(self, command: _Command, piped: Value | None = None) -> Value:
        url = command.named.get("uri") or command.named.get("source") or command.named.get("u")
        url = url or next(iter(command.positional), UNKNOWN_VALUE)
        if url.known and vocabulary.elided(url.text):
            return UNKNOWN_VALUE  # `iwr ... | iex` describes a shape: nothing to download
        refanged = vocabulary.refanged(url.text) if url.known else None
        if refanged is not None and self.snippet.presentation is not Presentation.STEP:
            return UNKNOWN_VALUE  # a defanged address in code a machine runs fetches nothing as written
        if refanged is not None:  # a step an agent reads: `iwr hxxps://host[.]tld/x` is the address it stands for
            url = dataclasses.replace(url, text=refanged)
        host = host_of(url.text) or "?"
        method = (command.named.get("method") or UNKNOWN_VALUE).text.lower()
        # what is piped into Invoke-RestMethod/Invoke-WebRequest is its -Body
        body = command.named.get("body") or command.named.get("infile") or (piped if piped and piped.sources else None)
        data = [
            s
            for v in [url, *(command.named.values())]
            for s in deep_sources(v)
            if s.source in (DataSource.SECRET, DataSource.ENV)
        ]
        if body is not None or method in ("post", "put", "patch") or data:
            # request headers carry data as well as the body does (``-Headers @{ 'X-Ctx' = $dump }``)
            sent = [url, body or UNKNOWN_VALUE, command.named.get("headers") or UNKNOWN_VALUE]
            self._send(sent, command.node, host, uploads_file="infile" in command.named)
            return UNKNOWN_VALUE
        fetched = self._fetch(url, command.node)
        destination = command.named.get("outfile") or command.named.get("destination")
        if destination is None and command.name == "start-bitstransfer" and len(command.positional) > 1:
            destination = command.positional[1]
        if destination is not None:
            self._drop(destination, fetched)
            if persistence_place(destination.text) is not None:  # -OutFile .github/copilot-instructions.md
                self._write(destination, fetched, command.node)
        return fetched

    def _new_object(self, command: _Command) -> Value:
        type_name = (command.named.get("typename") or next(iter(command.positional), UNKNOWN_VALUE)).text.lower()
        args = command.named.get("argumentlist") or (command.positional[1] if len(command.positional) > 1 else None)
        built = self._constructed(type_name, list(_items_of(args)) if args is not None else [], command.node)
        given = command.named.get("property")
        if given is not None and given.props and type_name.endswith("processstartinfo"):
            # New-Object Diagnostics.ProcessStartInfo -Property @{FileName = …; Arguments = …}
            kept = tuple((key, value) for key, value in given.props if key in _START_INFO_MEMBERS)
            return dataclasses.replace(built, props=(*(built.props or ()), *kept))
        return built

    def _constructed(self, type_name: str, args: list[Value], node: Node) -> Value:
        """A new object (``New-Object T args``, ``[T]::new(args)``): the clients the analyser follows,
        or the type with what its arguments carry."""
        if type_name.endswith("webclient"):
            return Value(ref="webclient#")
        if type_name.endswith("httpclient"):
            return Value(ref=_HTTP_CLIENT)
        if type_name.endswith(("tcpclient", "net.sockets.socket", "udpclient")):
            host = next((item.text for item in args if item.known and not item.text.isdigit()), "?")
            evidence = self._evidence(node, f"opens a raw connection to {host}")
            self.sockets.append(evidence)
            self._emit(Kind.RAW_SOCKET, host, (evidence,))
            return Value(ref="socket#")
        if type_name.endswith("processstartinfo"):  # [Diagnostics.ProcessStartInfo]::new($program, $arguments)
            given = tuple(zip(("filename", "arguments"), args, strict=False))
            return Value(ref=type_name, props=given or None, sources=merge(*(deep_sources(arg) for arg in args)))
        if type_name:
            # a stream or reader wrapped around decoded or downloaded bytes yields them
            # (GZipStream over a MemoryStream over [Convert]::FromBase64String, then ReadToEnd())
            return Value(ref=type_name, sources=merge(*(deep_sources(arg) for arg in args)))
        return UNKNOWN_VALUE

    def _http_client(self, method: str, args: list[Value], node: Node) -> Value:
        """``HttpClient``'s calls: ``PostAsync(url, content)`` and the like send, ``GetStringAsync(url)``
        and the like download."""
        if not args:
            return UNKNOWN_VALUE
        if method in ("postasync", "putasync", "patchasync"):
            self._send(args[1:], node, host_of(args[0].text) or "?")
            return UNKNOWN_VALUE
        if method in ("getstringasync", "getasync", "getbytearrayasync", "getstreamasync"):
            return self._fetch(args[0], node)
        return UNKNOWN_VALUE

    def _looked_for(self, path: Value, node: Node) -> None:
        """A browser's saved logins, a wallet or an extension's storage checked for with Test-Path."""
        if not path.known:
            return
        shown = vocabulary.home_path(path.text.replace("\\", "/"))
        store = vocabulary.secret_store(shown)
        if store is not None and vocabulary.sought_store(store, shown):
            self._emit(Kind.SECRET_READ, store, (self._evidence(node, f"looks for {store}: {shown}"),))

    def _read_command(self, command: _Command) -> Value:
        given = [command.named[key] for key in ("path", "literalpath", "lp") if key in command.named]
        given.extend(command.positional[:1])
        paths = [item for value in given for item in _items_of(value)]
        if command.name in _LISTINGS and paths:
            found = self._found_in_unpacked(paths[0], command)
            if found is not None:
                return found
        sources: tuple[Origin, ...] = ()
        text: str | None = None
        for path in paths:  # every path of a list (Compress-Archive -Path $list), not the first only
            if _ENV_DRIVE.match(path.text.strip()):
                return self._env_dump(command.node)
            read = self._read(path, command.node)
            sources = merge(sources, read.sources)
            if command.name == "compress-archive" and path.known and not read.sources:
                # a folder archived whole (`-Path outbox`): what the skill's other steps put under it
                sources = merge(sources, shared_read(path.text.rstrip("\\/") + "/*"))
            text = read.text if read.known and len(paths) == 1 and command.name in _CONTENT_READS else None
        if command.name in _LISTINGS and any(vocabulary.searched_home(p.text.replace("\\", "/")) for p in paths):
            # Get-ChildItem $HOME -Recurse -Include *.kdbx: the home folder searched for a kind of secret file
            filters = [command.named[key] for key in ("include", "filter") if key in command.named]
            for pattern in (item.text for value in filters for item in _items_of(value)):
                if vocabulary.secret_file_name(pattern):
                    sources = merge(sources, self._read(Value(text=f"~/**/{pattern}"), command.node).sources)
        if not sources and text is None and len(paths) == 1 and command.name in _CONTENT_READS:
            return self._bundled_lines(paths[0], "raw" in command.switches)
        if not sources:
            return Value(text=text) if text is not None else UNKNOWN_VALUE  # a bundled file's text
        if command.name in _COPIES:
            destination = command.named.get("destination") or command.named.get("destinationpath")
            destination = destination or (command.positional[1] if len(command.positional) > 1 else None)
            if destination is not None:
                share_written(destination.text, sources)
                self.packed[destination.text] = merge(self.packed.get(destination.text, ()), sources)
        return Value(text=text, sources=sources) if text is not None else Value(sources=sources)

    def _bundled_lines(self, path: Value, raw: bool) -> Value:
        """``Get-Content`` of a file the skill ships (a table under references/): its lines as items, as
        PowerShell returns them (a filter or ``-join`` then works on lines); nothing with ``-Raw``."""
        tail = path.text.lstrip(UNKNOWN).replace("\\", "/")
        bundled = bundled_text(tail) if tail and UNKNOWN not in tail else None
        if bundled is None or bundled.text is None or UNKNOWN in bundled.text:
            return UNKNOWN_VALUE
        lines = bundled.text.splitlines()
        if raw or len(lines) > _MAX_LINES_READ:
            return UNKNOWN_VALUE
        # the lines only: a filter, `-join` or a decoder works on them; where the file's whole text goes
        # (appended to a profile, piped to Invoke-Expression) is judged as for any file read, as before
        read = Value(items=tuple(Value(text=line) for line in lines))
        self.read_lines.append(read)
        return read

    def _found_in_unpacked(self, folder: Value, command: _Command) -> Value | None:
        """``Get-ChildItem $dir -Recurse -Filter x.cmd`` over a folder a downloaded archive was unpacked
        into: what it finds is a file of that archive, named as under that folder, so starting it
        (``& $f.FullName``, ``cmd /c $f.FullName``) runs the download."""
        key = _folder_key(folder.text) if folder.known else ""
        if not key or not any(key == where or key.startswith(where + "/") for where in self.unpacked):
            return None
        named = command.named.get("filter") or command.named.get("include")
        return Value(text=f"{folder.text.rstrip(chr(92) + '/')}/{named.text if named is not None else '*'}")

    def _powershell_host(self, command: _Command) -> Value:
        command = dataclasses.replace(command, named={**_flags_held(command.positional), **command.named})
        window = command.named.get("windowstyle") or command.named.get("w") or command.named.get("win")
        if window is not None and window.text.lower().startswith("h"):
            self._emit(
                Kind.CONCEAL, "hidden window", (self._evidence(command.node, "runs PowerShell in a hidden window"),)
            )
        encoded = next(
            (command.named[k] for k in ("encodedcommand", "enc", "e", "ec", "en") if k in command.named), None
        )
        if encoded is not None and _placeholder(encoded):
            return UNKNOWN_VALUE  # -enc <base64>: the shape of the flag shown to the reader, no payload
        if encoded is not None:
            self._run_code(self._decoded(encoded, command.node), command.node, "-EncodedCommand")
            return UNKNOWN_VALUE
        code = command.named.get("command") or command.named.get("c")
        if code is not None:
            self._run_code(code, command.node, "-Command")
        script = command.named.get("file") or command.named.get("f")
        if script is not None:
            self._runs_dropped(script.text, command.node)
        return UNKNOWN_VALUE

    def _unpack(self, archive: Value, folder: Value, node: Node) -> None:
        """A downloaded archive unpacked into a folder (``Expand-Archive``, ``ZipFile::ExtractToDirectory``):
        every program in that folder is the download's, so starting one runs it. A known folder is kept
        by its path; the variables holding the folder (``$tmp``, a random name under ``$env:TEMP``) now
        carry the download, so a path built from them or a listing of them names what was unpacked."""
        where = _folder_key(folder.text)
        fetched = next(
            (written for path, written in self.dropped.items() if path and path in archive.text),
            archive if archive.has(DataSource.FETCHED) else None,
        )
        if fetched is None:
            return
        downloads = tuple(s.evidence for s in fetched.sources if s.source is DataSource.FETCHED)
        self._mark_saved_download(folder, fetched)
        if downloads and where and (folder.known or _named_under_unknown(where)):
            shown = folder.text.replace(UNKNOWN, "…")
            self.unpacked[where] = (*downloads, self._evidence(node, f"unpacks it into {shown}"))

    def _runs_dropped(self, target: str, node: Node) -> bool:
        """``target`` is a file this script downloaded, or one in a folder it unpacked a downloaded archive
        into: running it runs the download. A native program (``certutil -urlcache -f URL x.exe``,
        ``bitsadmin /transfer``) saves its download through the shell reader, which shares the file with
        every snippet of the skill."""
        started = _folder_key(target)
        for folder, chain in self.unpacked.items():
            if started.startswith(folder + "/"):
                shown = target.strip().replace(UNKNOWN, "…")
                run = self._evidence(node, f"runs {shown}, unpacked from the download")
                self._emit(Kind.EXEC_FETCHED, folder.replace(UNKNOWN, "…"), (*chain, run))
                return True
        for path, written in self.dropped.items():
            if path and path in target:
                chain = tuple(s.evidence for s in written.sources if s.source is DataSource.FETCHED)
                self._emit(Kind.EXEC_FETCHED, path, (*chain, self._evidence(node, f"runs {path}, which it downloaded")))
                return True
        started = target.replace("\\", "/").strip("'\" ").rsplit("/", 1)[-1].lower()
        for path, saved in (SHARED_FILES.get() or {}).items() if started else ():
            fetched = tuple(o.evidence for o in saved.origins if o.source is DataSource.FETCHED)
            if fetched and path.replace("\\", "/").strip("'\"").rsplit("/", 1)[-1].lower() == started:
                self._emit(
                    Kind.EXEC_FETCHED, path, (*fetched, self._evidence(node, f"runs {path}, which it downloaded"))
                )
                return True
        return False

    def _start_process(self, command: _Command) -> Value:
        window = command.named.get("windowstyle")
        if window is not None and window.text.lower() == "hidden":
            self._emit(
                Kind.CONCEAL, "hidden window", (self._evidence(command.node, "starts a process in a hidden window"),)
            )
        target = command.named.get("filepath") or next(iter(command.positional), UNKNOWN_VALUE)
        arguments = command.named.get("argumentlist") or (
            command.positional[1] if len(command.positional) > 1 else None
        )
        if arguments is not None:
            words = [item.text for item in arguments.items] if arguments.items is not None else [arguments.text]
            self._started(target, words, command.node)
        if self._runs_dropped(target.text, command.node) or self._runs_saved_download(
            target, command.node, "starts the program it downloaded (Start-Process)"
        ):
            return UNKNOWN_VALUE
        program = vocabulary.command_name(_program_name(target.text) or "")
        if arguments is not None and program in _RUNS_FILE_ARGUMENT:
            if any(self._runs_dropped(word, command.node) for word in words if word):
                return UNKNOWN_VALUE  # cmd.exe /c <a script the downloaded archive held>
            self._runs_saved_download(arguments, command.node, f"hands the download to {program}, which runs it")
        return UNKNOWN_VALUE

    def _package_from_url(self, command: _Command) -> Value:
        """``Add-AppxPackage -Path https://…/x.msix``: Windows fetches the package and installs it,
        running its code; a local path installs what the skill ships."""
        source = next(
            (command.named[k] for k in ("path", "appinstallerfile", "packagepath") if k in command.named),
            next(iter(command.positional), UNKNOWN_VALUE),
        )
        if not source.known or not re.match(r"(?i)https?://", source.text.strip()):
            return UNKNOWN_VALUE
        fetched = self._fetch(source, command.node)
        chain = tuple(s.evidence for s in fetched.sources)
        installs = self._evidence(command.node, "installs it (Add-AppxPackage)")
        self._emit(Kind.EXEC_FETCHED, host_of(source.text) or source.text, (*chain, installs))
        return UNKNOWN_VALUE

    def _start_info_started(self, info: Value, node: Node) -> None:
        program, arguments = info.prop("filename"), info.prop("arguments")
        if program is not None and arguments is not None:
            self._started(program, [arguments.text], node)

    def _started(self, target: Value, words: list[str], node: Node) -> None:
        """A program started with its arguments (``Start-Process``, ``&``, ``[Diagnostics.Process]::Start``):
        a PowerShell host's command line is read as PowerShell, any other native program's as the same
        command line typed out (``msiexec.exe`` with ``'/i', URL`` installs from that URL)."""
        program = _program_name(target.text)
        if program is None or not words or self.depth >= _MAX_DEPTH:
            return
        words = [w.replace(UNKNOWN, "$x") for w in words]
        if program in _HOSTS:
            line = self.first_line + node.start_point[0]
            self.capabilities.extend(_analyse(self.snippet, " ".join([program, *words]), line, self.depth + 1))
        elif "-" not in program and program not in _CMDLET_ALIASES and program not in _RUN:
            self._native(_Command(program, [], {}, set(), node, words))

    # Sinks

    def _fetch(self, url: Value, node: Node) -> Value:
        where = url.text if url.known else (host_of(url.text) or "?")
        held = vocabulary.metadata_credentials(where) if url.known else None
        if held is not None:  # a metadata service's answer is the machine's cloud keys
            evidence = self._evidence(node, f"reads {held}: {where}")
            self._emit(Kind.SECRET_READ, held, (evidence,))
            return Value(sources=(Origin(DataSource.SECRET, held, evidence),))
        evidence = self._evidence(node, f"downloads {where}")
        self._emit(Kind.FETCH, where, (evidence,))
        return Value(sources=(Origin(DataSource.FETCHED, where, evidence),))

    def _drop(self, path: Value, fetched: Value) -> None:
        name = path.text.replace("\\", "/").rsplit("/", 1)[-1].strip(UNKNOWN)
        if name and not (UNKNOWN in path.text.rsplit("/", 1)[-1] and not name.strip(".")):
            self.dropped[name] = fetched
        self._mark_saved_download(path, fetched)
        shared = SHARED_FILES.get()
        downloaded = tuple(s for s in fetched.sources if s.source is DataSource.FETCHED)
        if shared is not None and name and downloaded:  # another script of the skill may read or run it
            from skillgrade.rules.security.behaviour.values import Value as SharedValue
            from skillgrade.rules.security.behaviour.values import put_shared

            put_shared(shared, path.text.replace(UNKNOWN, "*").replace("\\", "/"), SharedValue(None, downloaded))

    def _mark_saved_download(self, path: Value, fetched: Value) -> None:
        """The variables holding the path a download was saved to (``$wc.DownloadFile($u, $bin)``) now
        name the download: starting the program they name, or handing it to an installer, runs it
        whatever the path's folded text (``Join-Path $env:TEMP ([IO.Path]::GetFileName($uri))``)."""
        downloaded = tuple(s for s in fetched.sources if s.source is DataSource.FETCHED)
        if path is UNKNOWN_VALUE or not downloaded:
            return
        for name, held in list(self.scope.items()):
            if held is path:
                self.scope[name] = dataclasses.replace(held, sources=merge(held.sources, downloaded))

    def _runs_saved_download(self, started: Value, node: Node, what: str) -> bool:
        """``started`` is, or names, a file the script downloaded (a path variable marked by
        :meth:`_mark_saved_download`, a ``ProcessStartInfo`` whose ``FileName`` is one): running it
        runs the download."""
        downloaded = [s for s in deep_sources(started) if s.source is DataSource.FETCHED]
        if not downloaded:
            return False
        run = self._evidence(node, what)
        self._emit(Kind.EXEC_FETCHED, downloaded[0].detail, (*(s.evidence for s in downloaded), run))
        return True

    def _send(self, values: list[Value], node: Node, host: str, *, uploads_file: bool = False) -> None:
        """Data sent to a host; a file upload carries every secret store the script read before it
        (the copy into the uploaded file is not followed). An uploaded file that is itself a secret
        store (``-InFile ~/.aws/credentials``, ``UploadFile(url, $keyPath)``) is read by the upload."""
        if uploads_file:
            values = [self._read(value, node) if secret_store(value.text) else value for value in values]
            # the uploaded file as a copy or archive of this script (its path as built here, `$zip`) or
            # another step of the skill filled it (Compress-Archive -DestinationPath $zip … -InFile $zip)
            for value in values[1:2]:
                filled = self.packed.get(value.text, ()) or (shared_read(value.text) if value.known else ())
                values.append(Value(sources=filled))
        chain = [
            s.evidence
            for value in values
            for s in deep_sources(value)
            if s.source in (DataSource.SECRET, DataSource.ENV)
        ]
        if uploads_file and not chain:
            chain = list(self.secret_reads)
        self._emit(Kind.EGRESS, host, (*chain, self._evidence(node, f"sends it to {host}")))

    def _decoded(self, encoded: Value, node: Node) -> Value:
        evidence = self._evidence(node, "decodes base64")
        source = Origin(DataSource.DECODED, "base64", evidence)
        text = decode_base64(encoded.text) if encoded.known else None
        return Value(text=text if text is not None else UNKNOWN, sources=merge(encoded.sources, (source,)))

    def _from_digits(self, digits: Value, base: int, node: Node) -> Value:
        """Bytes written as hex (or binary, octal) digits and read back: a decoding, like base64's. The
        text is worked out when the whole string is in sight (``FromHexString``), UTF-16LE when every
        other byte is zero, as ``[Text.Encoding]::Unicode.GetString`` reads it."""
        name = _BASES[str(base)]
        source = Origin(DataSource.DECODED, name, self._evidence(node, f"decodes {name}"))
        text = _hex_text(digits.text) if base == 16 and digits.known else None
        return Value(text=text if text is not None else UNKNOWN, sources=merge(digits.sources, (source,)))

    def _run_code(self, code: Value, node: Node, sink: str) -> Value:
        origin = code_origin(code)
        decoded = code.has("decoded")
        if origin is not None:
            kind, detail, chain, verb = origin
            self._emit(kind, detail, (*chain, self._evidence(node, f"{verb} ({sink})")))
        elif not code.known:
            if self.sockets:
                detail = self.sockets[0].what.rsplit(" ", 1)[-1]
                self._emit(
                    Kind.RAW_SOCKET,
                    f"{detail} (remote shell)",
                    (self.sockets[0], self._evidence(node, "runs what the connection sends")),
                )
            else:
                self._emit(
                    Kind.EXEC_DYNAMIC, sink, (self._evidence(node, f"runs a string built at run time ({sink})"),)
                )
        if code.text.strip(UNKNOWN).strip() and self.depth < _MAX_DEPTH and (decoded or code.known):
            line = self.first_line + node.start_point[0]
            self.capabilities.extend(_analyse(self.snippet, code.text.replace(UNKNOWN, "$x"), line, self.depth + 1))
        return UNKNOWN_VALUE

    def _read(self, path: Value, node: Node) -> Value:
        store = secret_store(path.text)
        if store is None:
            handed = shared_text(path.text)  # a value another step wrote there (a host, a path)
            sources = merge(path.sources, shared_read(path.text))
            tail = path.text.lstrip(UNKNOWN).replace("\\", "/")  # "$PSScriptRoot\relay.json" names the skill's file
            if handed is None and not sources and UNKNOWN not in tail and tail.lower().endswith(".json"):
                bundled = bundled_text(tail)  # the skill's own JSON file, for ConvertFrom-Json
                handed = bundled.text if bundled is not None else None
            if not sources and UNKNOWN not in tail and tail.lower().endswith(DATA_SUFFIXES):
                sources = self._listed_stores(tail, node)
            return Value(text=handed, sources=sources) if handed is not None else Value(sources=sources)
        evidence = self._evidence(node, f"reads {store}: {vocabulary.home_path(path.text.replace(UNKNOWN, '*'))}")
        self.secret_reads.append(evidence)
        self._emit(Kind.SECRET_READ, store, (evidence,))
        return Value(sources=(Origin(DataSource.SECRET, store, evidence),))

    def _listed_stores(self, path: str, node: Node) -> tuple[Origin, ...]:
        """A bundled data file listing secret stores (as paths, or as a path's components) read by a
        script that copies or archives files: the script takes what the list names, each store shown
        at the list's line, then where the script reads the list."""
        rel = bundled_rel(path)
        if rel is None or _COPIES_FILES.search(self.snippet.text) is None:
            return ()
        listed = listed_secret_stores(rel)
        in_components = home_store_listed(rel)
        if in_components is not None and "\\" not in in_components[0]:  # not a list of whole paths
            listed.append(in_components)
        data = bundled_text(rel)
        text = (data.text or "") if data is not None else ""
        shown = self.snippet.path
        prefix = shown[: -len(self.snippet.rel)] if self.snippet.rel and shown.endswith(self.snippet.rel) else ""
        read = self._evidence(node, f"reads the paths {rel} lists and copies what they name")
        found: tuple[Origin, ...] = ()
        for store, what in listed[:5]:
            at = text.find(store.removeprefix("~/").split("/")[-1])
            named = Evidence(prefix + rel, text.count("\n", 0, max(at, 0)) + 1, f"lists {what}: {store}")
            self._emit(Kind.SECRET_READ, what, (named, read))
            found = merge(found, (Origin(DataSource.SECRET, what, named),))
        return found

    def _write(self, path: Value, data: Value, node: Node) -> None:
        if data.items and data.props is None:  # a list is written one item per line
            lines = data.items[:_MAX_ITEMS]
            sources = merge(data.sources, *(item.sources for item in lines))
            data = Value(text="\n".join(item.text for item in lines), sources=sources)
        plain = data.items is None and data.props is None
        share_written(path.text, deep_sources(data), data.text if plain else UNKNOWN)
        for source in data.sources:
            if source.source is DataSource.ENV:
                self._emit(Kind.ENV_DUMP, "the whole environment", (source.evidence,))
        text = path.text
        place = "a PowerShell profile" if text.strip().lower().startswith("$profile") else persistence_place(text)
        if place is None or (data.known and not data.sources and _prompt_init_only(data.text)):
            return  # a prompt's documented init line, as the shell analyser treats eval "$(starship init zsh)"
        shown = vocabulary.home_path(text.replace(UNKNOWN, "*"))
        runs = _runs(data.text, data)
        if place == vocabulary.AGENT_INSTRUCTIONS:  # text read as orders: a link there is not code
            ordered = data.has("fetched", "decoded") or runs_code(data.text.replace(UNKNOWN, " "), place)
            runs = " (runs code)" if ordered else ""
        self._emit(
            Kind.PERSISTENCE,
            f"{place}: {shown}{runs}",
            (*(s.evidence for s in data.sources), self._evidence(node, f"writes {shown} ({place})")),
        )

    def _dns(self, name: Value, node: Node) -> None:
        carrier = dns_carrier(name)
        if carrier is not None:
            suffix, carried = carrier
            what = f"looks up names built from data under {suffix}"
            self._emit(Kind.DNS_TUNNEL, suffix, (*carried, self._evidence(node, what)))

    def _env_dump(self, node: Node) -> Value:
        """The whole environment as a value's origin; reported as a dump only when it reaches a send,
        a lookup or a file (listing it on screen is an ordinary diagnostic)."""
        return Value(sources=(Origin(DataSource.ENV, "env:", self._evidence(node, ENV_READ)),))

    # Output

    def _emit(self, kind: Kind, detail: str, chain: tuple[Evidence, ...]) -> None:
        record(self.capabilities, self.snippet, kind, detail, chain)

    def _evidence(self, node: Node, what: str) -> Evidence:
        return Evidence(path=self.placed or self.snippet.path, line=self.first_line + node.start_point[0], what=what)


def _last_statement(block: Node | None) -> Node | None:
    """The last statement of a script block (what ``ForEach-Object`` gives for each item), or ``None``."""
    statements = next((c for c in _named_preorder(block) if c.type == "statement_list"), None) if block else None
    return statements.named_children[-1] if statements is not None and statements.named_children else None


def _folder_key(path: str) -> str:
    """A path as compared for being inside a folder: ``/``-separated, lower-cased (Windows paths ignore
    case), without quotes, a trailing separator or a leading ``./``."""
    key = path.replace("\\", "/").strip("'\" ").lower().rstrip("/")
    return key.removeprefix("./")


def _named_under_unknown(key: str) -> bool:
    """A folder key built from a location known only at run time and a named folder under it
    (``"$env:ProgramData\\Kit"``): a path built the same way under that name is inside it."""
    return bool(re.search(r"\w", key.rsplit(UNKNOWN, 1)[-1]))


def _listed_only(value: Value) -> bool:
    """A value whose every origin is a secret store a bundled data file lists (the file's text, read)."""
    return all(o.source is DataSource.SECRET and o.evidence.what.startswith("lists ") for o in value.sources)


_PARAM_BLOCK = re.compile(r"(?i)\bparam\s*\(")
"""A ``param(…)`` block: a script that takes parameters."""


def _handed_words(words: list[str], parameters: list[str]) -> dict[str, str]:
    """The script parameters a command line gives (``-Config x.json``, or ``x.json`` by position),
    by parameter (``$config``): a named one matched by any unambiguous prefix, as PowerShell does."""
    handed: dict[str, str] = {}
    position = 0
    index = 0
    while index < len(words):
        word = words[index]
        if word.startswith("-") and len(word) > 1:
            value = words[index + 1] if index + 1 < len(words) else ""
            matches = [p for p in parameters if p[1:].startswith(word[1:].rstrip(":").lower())]
            if len(matches) == 1 and value and not value.startswith("-"):
                handed[matches[0]] = value
                index += 1
        elif position < len(parameters):
            handed.setdefault(parameters[position], word)
            position += 1
        index += 1
    return handed


def _unscoped(name: str) -> str:
    """``$script:sink`` and ``$global:sink`` are ``$sink`` as the script reads it."""
    return re.sub(r"^\$(?:script|global|local|private):", "$", name)


def _inside_function(node: Node) -> bool:
    parent = node.parent
    while parent is not None:
        if parent.type in ("function_statement", "script_block_expression"):
            return True
        parent = parent.parent
    return False


_EVALUATED_OUTPUT = re.compile(r"(?i)\b(?:invoke-expression|iex)\b")
_EVAL_WRAPPING = re.compile(r"(?i)\b(?:invoke-expression|iex|out-string)\b|[&{}()|;]")
_TOOL_SETUP_CALL = re.compile(r"(?i)^([a-z][\w.-]*)((?:\s+(?:[\w.=:/\\-]+|\"[^\"`$]*(?:\$env:\w+[^\"`$]*)*\"))*)$")
_NOT_TOOL_SETUP = re.compile(r"(?i)^(?:[a-z]+-[a-z]+|\w+\.ps1)$")
"""A cmdlet (``Get-Content``, ``Invoke-RestMethod``) or a script: its output is data or fetched or
arbitrary code, never an installed tool printing its own set-up."""


def _prompt_init_line(line: str) -> bool:
    """A profile line that evaluates what one installed tool prints about itself, however it is
    wrapped: ``oh-my-posh init pwsh --config "$env:POSH_THEMES_PATH\\x.omp.json" | Invoke-Expression``,
    ``Invoke-Expression (& { (zoxide init powershell | Out-String) })``, ``iex (&starship init
    powershell)``: what the tool's docs say to add, as the shell analyser treats ``eval "$(… init zsh)"``."""
    if not _EVALUATED_OUTPUT.search(line) or "://" in line or "$(" in line:
        return False
    call = _TOOL_SETUP_CALL.match(" ".join(_EVAL_WRAPPING.sub(" ", line).split()))
    if call is None:
        return False
    tool = call.group(1).lower().removesuffix(".exe")
    not_setup = vocabulary.DOWNLOADERS | vocabulary.DECODERS | vocabulary.INTERPRETERS | vocabulary.SHELLS
    return tool not in not_setup and not _NOT_TOOL_SETUP.match(tool)


_LISTENING_ADDRESS = re.compile(r"(?i)\bhttps?://(?:localhost|127(?:\.\d+){3}|0\.0\.0\.0|\[::1?\]|\+|\*)[:/]\S*")
"""An address a service listens on (its own), not one it fetches from."""
_RUNS_LATER = re.compile(
    r"(?i)\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|invoke-expression|iex|downloadstring|downloadfile"
    r"|downloaddata|start-bitstransfer|bitsadmin|certutil|curl|wget|frombase64string|encodedcommand|enc"
    r"|tcpclient|scriptblock)\b|https?://|\b(?:powershell|pwsh)(?:\.exe)?\b[^\n|]*\s-(?:c|command|w|windowstyle)\s"
)
"""What persisted PowerShell downloads, decodes or evaluates, or an inline or hidden PowerShell
command. Naming ``powershell`` is not enough: a scheduled task that runs a local script with
``powershell -File`` is an ordinary admin task."""


_SOURCE_REGISTRARS = frozenset(
    {"register-psrepository", "set-psrepository", "register-psresourcerepository", "set-psresourcerepository",
     "register-packagesource", "set-packagesource", "install-package", "find-package", "save-package"}
)  # fmt: skip
_CREDENTIAL_MANAGER = "the Windows Credential Manager"
_WINDOWS_STORE_METHODS = {
    "passwordvault": ({"retrieveall", "retrieve", "findallbyresource", "findallbyusername"}, _CREDENTIAL_MANAGER),
    "protecteddata": ({"unprotect"}, "DPAPI-protected secrets"),
}
"""Methods that hand over a Windows store's secrets: the Credential Manager's vault (WinRT
``PasswordVault``) and DPAPI's ``ProtectedData.Unprotect`` (browser keys, saved passwords)."""


def _windows_store_read(owner: str, method: str) -> str | None:
    if method == "retrievepassword":  # a PasswordVault credential's password, on any object holding one
        return _CREDENTIAL_MANAGER
    for type_name, (methods, store) in _WINDOWS_STORE_METHODS.items():
        if owner.endswith(type_name) and method in methods:
            return store
    return None


def _runs(text: str, *values: Value) -> str:
    """The mark the combination stage reads: what is persisted downloads, decodes or runs code."""
    carried = any(
        source.source in (DataSource.FETCHED, DataSource.DECODED) for value in values for source in deep_sources(value)
    )
    texts = [_ENCODED_COMMAND.sub(_plain_command, t) for t in [text, *(value.text for value in values)]]
    texts = [_LISTENING_ADDRESS.sub(" ", t) for t in texts]  # --urls http://localhost:5000 fetches nothing
    return " (runs code)" if carried or any(_RUNS_LATER.search(t.replace(UNKNOWN, " ")) for t in texts) else ""


_ENCODED_COMMAND = re.compile(r"(?i)(?<![\w-])-(?:encodedcommand|enc|en|ec|e)\s+['\"]?([A-Za-z0-9+/]{8,}={0,2})")


def _plain_command(match: re.Match[str]) -> str:
    """``-EncodedCommand <base64>`` as the command it decodes to, when it decodes to text: a task that
    runs a visible command is judged by that command, not by its being encoded."""
    plain = decode_base64(match.group(1))
    return f" {plain}" if plain is not None else match.group(0)


def _placeholder(value: Value) -> bool:
    """A word written for the reader to fill in (``<base64>``, ``...``), not a value."""
    text = value.text.strip("'\"") if value.known else ""
    return bool(re.fullmatch(r"<[^<>]+>|\.{3}|\u2026", text))


def _prompt_init_only(text: str) -> bool:
    lines = [line for line in text.replace(UNKNOWN, " ").splitlines() if line.strip()]
    return bool(lines) and all(_prompt_init_line(line) for line in lines)


def _elements(elements: Node | None) -> Iterator[Node]:
    """A command's arguments; the grammar sometimes puts one inside the separator before it."""
    for element in elements.children if elements is not None else ():
        if element.type == "command_argument_sep":
            yield from element.named_children
        else:
            yield element


_MEMBER_PATH = re.compile(r"(?:\.[A-Za-z_]\w*)+")
"""The members written after a variable in a command name (``.InvokeCommand.NewScriptBlock``)."""


def _called_member(element: Node, following: Node | None) -> tuple[Node, Node] | None:
    """(the member access, its argument list) when a command argument is a method call written with no
    space before its parentheses, which the grammar splits into two elements."""
    if following is None or following.type != "argument_list" or following.start_byte != element.end_byte:
        return None
    member = _unwrap(element)
    return (member, following) if member.type == "member_access" and member.named_children else None


def _block_given(positional: list[Value]) -> Value | None:
    """The script block among a block runner's positional arguments: the first that is a block or
    carries data (``New-Module Recon $b`` names the module first), else the first."""
    return next((v for v in positional if v.ref == "scriptblock" or v.sources), next(iter(positional), None))


_LOOKED_UP = ("invoke-expression", "invoke-webrequest", "invoke-restmethod", "start-process", "invoke-command",
              "start-bitstransfer", "new-object", "add-type")  # fmt: skip
"""The commands a wildcard lookup (``Get-Command I*e-Ex*n``) is resolved against, the ones that run or fetch first."""


def _gathered(before: dict[str, Value], after: dict[str, Value], bound: tuple[str, ...]) -> dict[str, Value]:
    """What a loop's pass put into the variables that outlive it (a table filled item by item): their
    values from before with the data each pass added."""
    gathered: dict[str, Value] = {}
    for name, held in before.items():
        now = after.get(name)
        if name in bound or now is None or now is held or not now.sources:
            continue
        added = merge(held.sources, now.sources)
        if added != held.sources:
            gathered[name] = dataclasses.replace(held, sources=added)
    return gathered


def _expanded(text: Value) -> Value:
    """``[Environment]::ExpandEnvironmentVariables('%USERPROFILE%\\.ssh')``: the variables that name
    the user's folders put in (``~``), the others left unknown."""
    if not text.known:
        return Value(sources=text.sources)

    def variable(match: re.Match[str]) -> str:
        return _WINDOWS_VARIABLES.get(match.group(1).lower(), UNKNOWN)

    return Value(text=re.sub(r"%(\w+)%", variable, text.text), sources=text.sources)


def _wildcard_command(pattern: str) -> str:
    """The command a ``Get-Command`` wildcard finds among the ones the analyser models, or the pattern."""
    import fnmatch

    lowered = pattern.strip().lower()
    found = next((name for name in _LOOKED_UP if fnmatch.fnmatchcase(name, lowered)), None)
    if found is None:  # gcm i?x: the wildcard matches an alias, which runs the command it stands for
        found = next((name for alias, name in _LOOKED_UP_ALIASES if fnmatch.fnmatchcase(alias, lowered)), None)
    return found or pattern


_LOOKED_UP_ALIASES = (("iex", "invoke-expression"), ("iwr", "invoke-webrequest"), ("irm", "invoke-restmethod"),
                      ("icm", "invoke-command"), ("saps", "start-process"))  # fmt: skip
"""The built-in aliases of :data:`_LOOKED_UP`'s commands, which ``Get-Command``/``Get-Alias`` wildcards find too."""


def _integer(text: str) -> bool:
    try:
        int(text, 0)
    except ValueError:
        return False
    return True


_LISTINGS = frozenset({"get-childitem", "gci", "ls", "dir"})


def _items_of(value: Value) -> tuple[Value, ...]:
    """An array's items, or the value itself as the one item."""
    return value.items if value.items is not None else (value,)


_FLAG_WORD = re.compile(r"-[A-Za-z]+")


def _flags_held(positional: list[Value]) -> dict[str, Value]:
    """The parameters of a program's command line given in variables (``$f = '-Enc' + 'odedCommand';
    powershell $f $payload``): a native program sees the text, so a value that is a flag names the
    argument after it, as one written out would."""
    named: dict[str, Value] = {}
    for flag, given in itertools.pairwise(positional):
        if flag.known and flag.items is None and _FLAG_WORD.fullmatch(flag.text.strip()):
            named.setdefault(flag.text.strip().lstrip("-").lower(), given)
    return named


def _invoked_name(target: Value) -> str:
    """The command a constant name given to ``&`` stands for (``Invoke-RestMethod``, ``iwr``,
    ``C:\\tools\\curl.exe``), lower-cased as the command parser gives it; ``""`` for a value that is
    not one word (a script block, a string built at run time, text with spaces)."""
    text = target.text.strip().strip("'\"")
    if not target.known or target.ref or not text or any(ch.isspace() for ch in text):
        return ""
    return text.lower().rsplit("\\", 1)[-1]


def _type_name(node: Node) -> str:
    return _text(node).strip("[]").lower().removeprefix("system.")


def _join_words(values: list[Value], separator: str) -> list[Value]:
    joined: list[Value] = []
    for index, value in enumerate(values):
        if index:
            joined.append(Value(text=separator))
        joined.append(value)
    return joined


def _program_name(path: str) -> str | None:
    """The program a path names (``$env:SystemRoot\\System32\\msiexec.exe`` → ``msiexec.exe``), if it names one."""
    name = path.strip().strip("'\"").replace("/", "\\").rsplit("\\", 1)[-1].lower()
    return name if re.fullmatch(r"[\w.+-]+", name) else None


def _shell_word(value: Value) -> str:
    import shlex

    if value.items is not None:
        return ",".join(_shell_word(item) for item in value.items)
    if value.known:
        return shlex.quote(value.text)
    return value.text.replace(UNKNOWN, "$x")


_MAX_RANGE = 4096
"""A range ``a..b`` longer than this is left unknown (an index range over a string is what it spells)."""


def _range(start: Value, end: Value) -> Value:
    """``a..b``: the integers from one to the other, either way (``($s.Length - 1)..0`` counts down)."""
    if not (start.known and end.known and _integer(start.text) and _integer(end.text)):
        return UNKNOWN_VALUE
    low, high = int(start.text, 0), int(end.text, 0)
    if abs(high - low) >= _MAX_RANGE:
        return UNKNOWN_VALUE
    step = 1 if high >= low else -1
    return Value(items=tuple(Value(text=str(i)) for i in range(low, high + step, step)))


_BITWISE = {
    "-bxor": int.__xor__, "-band": int.__and__, "-bor": int.__or__, "-shl": int.__lshift__, "-shr": int.__rshift__
}  # fmt: skip


def _bitwise(operator: str, left: Value, right: Value) -> Value:
    """``$b -bxor $key`` (``-band``, ``-bor``, ``-shl``, ``-shr``) of two integers, as PowerShell
    computes it; else unknown, keeping what either side carries."""
    apply = _BITWISE.get(operator)
    if apply is None or not all(v.known and _integer(v.text) for v in (left, right)):
        return Value(sources=merge(left.sources, right.sources))
    a, b = int(left.text, 0), int(right.text, 0)
    if operator in ("-shl", "-shr") and not 0 <= b < 64:
        return Value(sources=merge(left.sources, right.sources))
    return Value(text=str(apply(a, b)), sources=merge(left.sources, right.sources))


def _difference(node: Node, values: list[Value]) -> Value:
    """``a - b`` of integers (``$s.Length - 1``), as PowerShell computes it; else unknown."""
    if len(values) != 2 or not all(v.known and _integer(v.text) for v in values):
        return UNKNOWN_VALUE
    signs = [child.type for child in node.children if child.type in ("+", "-")]
    total = int(values[0].text, 0) + (-1 if signs[0] == "-" else 1) * int(values[1].text, 0)
    return Value(text=str(total))


def _picked(container: Value, index: Value) -> Value | None:
    """A string's or array's items picked by an index range or list (``$s[-1..-$s.Length]``,
    ``$a.ToCharArray()[($n - 1)..0]``): those items in that order, a reversed string included; one
    character of a known string for a single index."""
    items = container.items
    if items is None and container.known and not container.ref:
        items = tuple(Value(text=c) for c in container.text)
        if index.known and _integer(index.text):
            position = int(index.text, 0)
            return items[position] if -len(items) <= position < len(items) else None
    if items is None or index.items is None or not all(i.known and _integer(i.text) for i in index.items):
        return None
    positions = [int(i.text, 0) for i in index.items]
    if not positions or not all(-len(items) <= p < len(items) for p in positions):
        return None
    return Value(items=tuple(items[p] for p in positions), sources=container.sources)


def _join(value: Value, separator: str) -> Value:
    if value.items is None:
        return value
    return Value(text=separator.join(item.text for item in value.items), sources=value.sources)


_NUMBER_PARSERS = frozenset({"tobyte", "tosbyte", "toint16", "touint16", "toint32", "touint32", "toint64", "tochar"})
"""``[Convert]``'s methods that read a string of digits in a base given as their second argument."""
_BASES = {"16": "hex", "2": "binary", "8": "octal"}


def _hex_text(digits: str) -> str | None:
    """The text a string of hex digits spells (UTF-16LE when every other byte is zero), or ``None``."""
    try:
        data = bytes.fromhex(re.sub(r"[\s-]", "", digits))
    except ValueError:
        return None
    if len(data) > 1 and len(data) % 2 == 0 and not any(data[1::2]):
        return data.decode("utf-16-le", "replace")
    return data.decode("utf-8", "replace")


def _bytes_text(array: Value, owner: str) -> str | None:
    """The text a byte array in sight spells in the encoding ``owner`` names (``Unicode``: UTF-16LE),
    or ``None`` when an item is not a byte."""
    if not array.items or not all(_integer(item.text) for item in array.items):
        return None
    data = bytes(int(item.text, 0) % 256 for item in array.items)
    if owner.endswith("bigendianunicode"):
        encoding = "utf-16-be"
    else:
        encoding = "utf-16-le" if owner.endswith("unicode") else "utf-8"
    return data.decode(encoding, "replace").replace(UNKNOWN, "")


def _dotnet_replacement(replacement: str) -> str:
    """A .NET ``-replace`` substitution (``$&``, ``$1``, ``${name}``, ``$$``) written for Python's
    ``re.sub``: ``'0x$& '`` puts each match back behind ``0x``."""

    def swap(match: re.Match[str]) -> str:
        token = match.group(0)
        if token == "$$":
            return "$"
        if token == "$&":
            return "\\g<0>"
        if token.startswith("\\"):
            return "\\\\"
        return f"\\g<{token[2:-1] if token.startswith('${') else token[1:]}>"

    return re.sub(r"\$\$|\$&|\$\d+|\$\{\w+\}|\\", swap, replacement)


def _string_method(text: str, method: str, args: list[Value]) -> Value | None:
    """``'a|b'.Split('|')`` and ``'a_b'.Replace('_', '.')`` on a known string, as .NET works them out:
    a path spelled in fragments is joined again. ``Split`` is taken only with single characters (or
    none: white space), where Windows PowerShell and PowerShell 7 agree; ``None`` otherwise."""
    if any(not arg.known for arg in args):
        return None
    if method == "split":
        separators = [arg.text for arg in args]
        if not separators:
            return Value(items=tuple(Value(text=piece) for piece in re.split(r"\s", text)))
        if any(len(separator) != 1 for separator in separators):
            return None
        pieces = re.split("|".join(map(re.escape, separators)), text)
        return Value(items=tuple(Value(text=piece) for piece in pieces))
    if method == "replace" and len(args) == 2 and args[0].text:
        return Value(text=text.replace(args[0].text, args[1].text))
    if method in _TRIMS and all(len(arg.text) == 1 for arg in args):
        # .Trim() drops white space at the ends; .Trim('x') (.TrimStart, .TrimEnd) the characters given
        characters = "".join(arg.text for arg in args) or None
        return Value(text=_TRIMS[method](text, characters))
    return None


_TRIMS: dict[str, Callable[[str, str | None], str]] = {
    "trim": str.strip,
    "trimstart": str.lstrip,
    "trimend": str.rstrip,
}


_BACKTICKS = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "a": "\a", "b": "\b", "e": "\x1b", "f": "\f", "v": "\v"}


def _backtick(raw: bytes) -> str:
    text = raw.decode("utf-8", "replace")
    return re.sub(r"`(.)", lambda match: _BACKTICKS.get(match.group(1), match.group(1)), text).replace('""', '"')
