"""JavaScript and TypeScript: what a script does, read from tree-sitter's syntax tree.

Values are followed through ``const``/``let``/``var`` and plain assignments in one file (one flat
scope: a later assignment wins), with constant expressions folded (concatenation, template
literals, ``join``, ``String.fromCharCode``, ``atob``, ``Buffer.from(…, 'base64')``, escapes).
Every value carries where it came from (downloaded, decoded, read from a secret store, the whole
environment), so a sink reports the chain: the read, the decode, the send or the run, each with
its line.
"""

from __future__ import annotations

import contextlib
import dataclasses
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import PurePosixPath
from typing import TYPE_CHECKING

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import automation, browser, budget, copies, grammars, vocabulary
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Snippet
from skillgrade.rules.security.behaviour.places import (
    ENV_READ,
    MAX_TEXT,
    UNKNOWN,
    add_other_branches,
    bundled_data,
    code_origin,
    decode_base64,
    dns_carrier,
    host_of,
    module_secrets,
    parsed_json,
    parsed_toml,
    parsed_yaml,
    persistence_place,
    record,
    secret_store,
    share_written,
    shared_read,
    shared_text,
)
from skillgrade.rules.security.behaviour.places import (
    UNKNOWN_VALUE as _UNKNOWN_VALUE,
)
from skillgrade.rules.security.behaviour.places import (
    Value as _Value,
)
from skillgrade.rules.security.behaviour.places import (
    concat as _concat,
)
from skillgrade.rules.security.behaviour.places import (
    deep_sources as _deep_sources,
)
from skillgrade.rules.security.behaviour.places import (
    merge as _merge,
)
from skillgrade.rules.security.behaviour.values import (
    BUNDLED,
    GIT_CONNECTING,
    SHARED_FILES,
    TEMP_FOLDER,
    Value,
    bundled_rel,
    bundled_text,
    git_remote_host,
    home_store_in_components,
    home_store_listed,
    imported_secret_paths,
    named_data_files,
    printed_code,
    printed_fetch,
    printed_store_path,
    runner_secret,
    runs_code,
    script_input_sink,
    shown_line,
)
from skillgrade.rules.security.behaviour.values import Origin as _Origin
from skillgrade.rules.security.behaviour.values import Source as _DataSource

if TYPE_CHECKING:
    from tree_sitter import Language as Grammar
    from tree_sitter import Node, Parser, Query

_MAX_DEPTH = 3
"""How many times decoded code is analysed again (``eval(atob(…))`` inside ``eval(atob(…))``)."""


_GLOBAL_REFS = frozenset(
    {"process", "Buffer", "String", "JSON", "Object", "Function", "eval", "fetch", "atob", "XMLHttpRequest",
     "WebSocket", "navigator", "require", "setTimeout", "setInterval", "decodeURIComponent", "unescape",
     "globalThis", "window", "global", "Bun", "Deno", "$", "jQuery", "URL", "URLSearchParams", "structuredClone",
     "Array", "Reflect"}
)  # fmt: skip
_BROWSER_REFS = frozenset({"chrome", "browser", "document", "localStorage", "sessionStorage", "Image"})
"""Browser globals, known only in a script that may read a browser store (:data:`.browser.MENTIONS`)."""
_ENV_OBJECTS = frozenset({"process", "Bun", "Deno"})
"""Runtimes whose ``env`` member is the environment (``process.env``, ``Bun.env``, ``Deno.env``)."""
_HOME_ENV = frozenset({"HOME", "USERPROFILE"})
_WINDOWS_ENV = {"LOCALAPPDATA": "~/AppData/Local", "APPDATA": "~/AppData/Roaming"}

_FETCHERS = frozenset(
    {"fetch", "node-fetch", "undici.fetch", "undici.request", "axios", "axios.get", "axios.post", "axios.put",
     "axios.patch", "axios.request", "got", "got.get", "got.post", "request", "request.get", "request.post",
     "http.get", "https.get", "http.request", "https.request", "needle", "superagent.get", "superagent.post",
     "navigator.sendBeacon", "$.get", "$.post", "$.ajax", "jQuery.ajax", "window.fetch", "globalThis.fetch"}
)  # fmt: skip
_CLIENT_FACTORIES = frozenset({"axios.create", "got.extend", "ky.create", "ky.extend"})
"""Calls that make an HTTP client with defaults, a base URL among them."""
_BASE_URL_KEYS = ("baseURL", "prefixUrl", "prefixURL", "prefix")
_SENDING_METHODS = frozenset({"post", "put", "patch", "sendbeacon"})
_EXEC_SHELL = frozenset({"child_process.exec", "child_process.execSync", "shelljs.exec", "execa.command",
                         "execa.commandSync", "Bun.$"})  # fmt: skip
_EXEC_FILE = frozenset({"child_process.spawn", "child_process.spawnSync", "child_process.execFile",
                        "child_process.execFileSync", "child_process.fork", "execa", "execa.sync", "Bun.spawn",
                        "Bun.spawnSync"})  # fmt: skip
_EVAL = frozenset({"eval", "Function", "vm.runInThisContext", "vm.runInNewContext", "vm.runInContext",
                   "vm.Script", "vm.compileFunction", "setTimeout", "setInterval", "window.eval",
                   "globalThis.eval", "import", "module#._compile", "module.prototype._compile",
                   "module.Module.prototype._compile", "module.Module#._compile", "%module._compile",
                   "%module.parent._compile", "require.main._compile"})  # fmt: skip
"""Calls that run the code they are given; ``_compile`` of a ``Module`` (one made with ``new``, or
the prototype's called on one) compiles source text and runs it in-process, as ``require`` would."""
_MODULE_CLASSES = frozenset({"module", "module.Module"})
"""Node's ``Module`` class (``require('module')``, or its ``Module`` member): ``new`` makes a module."""
_CURRENT_MODULE = "%module"
"""CommonJS's free ``module``: the running file's own ``Module`` object, not ``require('module')``."""
_MODULE_OBJECTS = frozenset({_CURRENT_MODULE, f"{_CURRENT_MODULE}.parent", "require.main"})
"""Loaded ``Module`` objects a file reaches by name: its own, the one that required it, the main one.
Their ``constructor`` is the ``Module`` class and their ``_compile`` runs source text in-process."""
_PROCESS_ENVIRONMENT = re.compile(r"/proc/[^/]*/environ$")
"""A process's environment file under /proc, whatever process (``self``, a pid known at run time)."""

_READS = frozenset({"readFileSync", "readFile", "createReadStream", "readdirSync", "readdir", "copyFileSync",
                    "openAsBlob", "readTextFile", "readTextFileSync", "readDir", "readDirSync",
                    "copyFile", "cpSync", "cp", "opendir", "opendirSync"})  # fmt: skip
_LISTINGS = frozenset({"readdirSync", "readdir", "readDir", "readDirSync", "opendir", "opendirSync"})
"""The reads of :data:`_READS` that give a folder's names, not a file's contents."""
_PROBES = frozenset({"existsSync", "exists", "statSync", "stat", "lstatSync", "lstat", "accessSync", "access"})
_YAML_LOADERS = re.compile(r"(?i)(?:^|\.)(?:js-?yaml|yaml)\.(?:load|safeLoad|parse)$")
_TOML_LOADERS = re.compile(r"(?i)(?:^|[./])(?:smol-toml|toml|j-toml)\.(?:parse|load)$")
_DATA_FILE = re.compile(r"(?i)\.(?:json|ya?ml|toml)$")
_DOCUMENTS = (".md", ".markdown", ".txt", ".ini", ".cfg", ".conf", ".properties")
"""The skill's own text files whose words code reads as they are (an ``Endpoint:`` line matched out of a
reference, a ``host =`` line of a settings file): the value taken is the one written there."""
_COPIES = frozenset({"copyFileSync", "copyFile", "cpSync", "cp", "renameSync", "rename"})
"""``fs`` calls whose second path then holds what the first held (a rename moves a download into place)."""
_UNPACKERS = frozenset({"tar.x", "tar.extract", "extract-zip", "decompress"})
"""Library calls that unpack an archive into a folder: node-tar's ``x``/``extract``, extract-zip, decompress."""
_UNPACKING = "unpacking#"
"""The ref of a ``tar.x({ cwd })`` stream: what is piped into it is unpacked into that folder."""
_WRITES = frozenset({"writeFileSync", "writeFile", "appendFileSync", "appendFile", "createWriteStream",
                     "writeTextFile", "writeTextFileSync"})  # fmt: skip
_DNS = frozenset({"lookup", "resolve", "resolve4", "resolve6", "resolveTxt", "resolveCname", "resolveAny", "resolveSrv",
                  "resolveMx", "resolveNs", "resolvePtr", "resolveSoa", "resolveNaptr", "resolveCaa"})  # fmt: skip
"""Node's ``dns`` (and ``dns.promises``) calls that send the name they are given to a resolver: every record type
carries the queried name to the zone's server, so each is a way out for data packed into a hostname."""
_SOCKETS = frozenset({"net.connect", "net.createConnection", "tls.connect", "net.Socket#.connect", "dgram.send"})
_FUNCTIONS = frozenset({"arrow_function", "function_expression", "function", "generator_function"})
_RESOLVE = "%resolve"
_BUNDLED_FILE = "%bundled:"
"""The ref of a value read from one of the skill's own files, followed by that file's name."""
_MAX_TABLE_ENTRIES = 16
"""Entries of a dispatch table followed for one call whose key is known only at run time."""
_PROTOTYPE_OF = frozenset({"Object.getPrototypeOf", "Reflect.getPrototypeOf"})
_PRINTS = frozenset({"console.log", "console.info", "process.stdout.write"})
"""Calls whose arguments are the script's standard output."""
_GENERATORS = frozenset({"generator_function_declaration", "generator_function"})
_WEBSOCKETS = frozenset(
    {"WebSocket", "ws", "ws.WebSocket", "isomorphic-ws", "reconnecting-websocket", "socket.io-client",
     "socket.io-client.io", "socket.io-client.connect"}
)  # fmt: skip
"""Constructors and factories of WebSocket connections (browser, ``ws``, socket.io's client)."""
_SHELLS = re.compile(
    r"^(?:/usr)?(?:/bin/)?(?:sh|bash|zsh|dash|ksh|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh|node|python3?|perl|ruby)$"
)
_POWERSHELL_HOST = re.compile(r"(?i)^(?:.*[/\\])?(?:powershell|pwsh)(?:\.exe)?$")
"""A program path naming a PowerShell host: the code it is handed is PowerShell, not a POSIX shell's."""
_CODE_FLAGS = frozenset({"-c", "/c", "-e", "--eval", "-command", "-encodedcommand", "-enc", "-ec"})


# Which snippets are worth parsing, derived from the tables above. Every capability comes from a
# call the walk recognises by name (a fetcher, a process, an eval, a socket, a DNS lookup, an ``fs``
# read or write, ``process.env``), and a name is only ever known from three places: a global in
# :data:`_GLOBAL_REFS` written as such, a module loaded by ``require``/``import(…)`` (a global or
# a dynamic import, whose argument may be folded), or a static ``import … from '<module>'`` whose
# module is a string literal. The one exception is an ``fs`` method called on an unknown object
# (:func:`_is_fs`), recognised by the method's own text after the dot. A snippet with none of these
# can report nothing, whatever it decodes: the decoded text only runs through a sink named here.
_SINK_NAMES = _FETCHERS | _EXEC_SHELL | _EXEC_FILE | _EVAL | _SOCKETS
_SINK_MODULES = frozenset(
    {name.split(".")[0] for name in _SINK_NAMES if not name.startswith("%")}
    | {"fs", "fs-extra", "graceful-fs", "dns", "child-process-promise", "os", "path"}
)
"""Modules whose names lead to a sink (``fs.promises`` and ``dns/promises`` by their first part)."""
_NO_SINK = frozenset({"$", "Array"})
"""Globals left out of :data:`_WORTH_PARSING`: ``$`` is matched on its own below; ``Array`` only
transforms values (``Array.from``) and alone leads to no sink."""
_WORTH_PARSING = re.compile(
    # a global as a whole identifier (the walk compares an identifier's text, so ``toString`` is not
    # ``String``); ``$`` as jQuery, not a template literal's ``${``
    r"(?<![\w$])(?:" + "|".join(re.escape(name) for name in sorted(_GLOBAL_REFS - _NO_SINK)) + r"|\$(?!\{))(?![\w$])"
    # an fs method by the text after the callee's last dot, up to the end of the callee
    + r"|\.(?:" + "|".join(re.escape(method) for method in sorted(_READS | _WRITES)) + r")(?![\w$])"
    # ``import(…)`` and ``import.meta``: any ``import`` but a static import's ``import name``,
    # ``import {``, ``import *``, ``import type`` or ``import 'side-effect'``
    + r"""|\bimport\b(?!\s+[\w*{'"])"""
    # a static import's module literal, ``node:`` prefixed or with a sub-path
    + r"""|["'`](?:node:)?(?:""" + "|".join(re.escape(m) for m in sorted(_SINK_MODULES)) + r""")(?:/[^"'`\n]*)?["'`]"""
    # a module imported from a web address: Deno and browsers download it and run it as they load
    + r"""|\b(?:from|import)\s*\(?\s*["'`]https?://"""
)  # fmt: skip
"""A snippet none of these match is not parsed: see the derivation above."""


def worth_parsing(text: str) -> bool:
    """Whether :func:`analyse` can report anything for ``text`` (a necessary condition, cheap).

    A backslash with ``import`` passes too: an escape in a module literal (``'child\\x5fprocess'``)
    is folded by the walk, so the literal need not match the module list as written."""
    return (
        _WORTH_PARSING.search(text) is not None
        or browser.MENTIONS.search(text) is not None
        or automation.MENTIONS.search(text) is not None
        or ("import" in text and "\\" in text)
        or (("import" in text or "require" in text) and _downloads_shared())
    )


def _downloads_shared() -> bool:
    """Whether another step of the skill wrote a download or a decoded blob into a file (only on the
    second pass, so the first costs nothing): a module import may then load it."""
    origins = (o for v in (SHARED_FILES.get() or {}).values() for o in v.origins)
    return any(o.source in (_DataSource.FETCHED, _DataSource.DECODED) for o in origins)


def _bundled_module(base: str, specifier: str, walked: str) -> str | None:
    """The skill's own module ``specifier`` names from the file ``base`` (not ``walked``, the file
    being analysed, nor one too large to follow), or ``None``."""
    table = BUNDLED.get() or {}
    folder = base.rsplit("/", 1)[0] if "/" in base else ""
    wanted = _joined_module(folder, specifier)
    rel = next((r for r in table if _without_suffix(r) in (wanted, wanted + "/index")), None)
    if rel is None or rel == walked or len(table[rel]) > _MAX_MODULE_BYTES:
        return None
    return rel


_RELATIVE_IMPORT = re.compile(r"""(?:\bfrom|\brequire\s*\(|\bimport\s*\()\s*["'](\.{1,2}/[^"'\n]+)["']""")
"""A module of the skill's own loaded by a relative path (``from "./profiles.mjs"``, ``require("../lib")``)."""


def _joins_working_modules(snippet: Snippet) -> bool:
    """Whether ``snippet`` loads a module of the skill's own that is itself worth parsing: a file
    with no sink of its own may still hand what one of its modules reads to another that sends it
    (``push(loadProfiles())``), which only a walk of this file joins."""
    if "./" not in snippet.text:
        return False
    table = BUNDLED.get() or {}
    for match in _RELATIVE_IMPORT.finditer(snippet.text):
        rel = _bundled_module(snippet.rel, match.group(1), snippet.rel)
        if rel is not None and worth_parsing(table[rel]):
            return True
    return False


def analyse(snippet: Snippet) -> list[Capability]:
    if not worth_parsing(snippet.text) and not _joins_working_modules(snippet):
        return []
    return _analyse(snippet, snippet.text, snippet.first_line, 0)


def _analyse(snippet: Snippet, text: str, first_line: int, depth: int) -> list[Capability]:
    source = text.encode("utf-8", "replace")
    tree, grammar = _parse(source, _grammar_of(snippet.rel))
    found = _walk_once(snippet, text, first_line, depth, grammar, tree, other_branch=False)
    if found.choices:  # a choice whose other branch may run: walked again taking it, and both count
        again = _walk_once(snippet, text, first_line, depth, grammar, tree, other_branch=True)
        add_other_branches(found.capabilities, again.capabilities)
    return found.capabilities


def _walk_once(
    snippet: Snippet, text: str, first_line: int, depth: int, grammar: str, tree: Node, *, other_branch: bool
) -> _Walker:
    walker = _Walker(snippet, first_line, depth, grammar, other_branch=other_branch)
    walker.in_browser = browser.MENTIONS.search(text) is not None
    walker.automating = automation.MENTIONS.search(text) is not None
    walker.walk(tree)
    return walker


def _parse(source: bytes, grammar: str) -> tuple[Node, str]:
    """The syntax tree with the fewest errors, and its grammar: the file's own (TypeScript for
    ``.ts``, TSX for ``.tsx``), else JavaScript's or TypeScript's when it fails (a fenced block says
    no suffix)."""
    first = budget.parse(_parser(grammar), source).root_node
    if not first.has_error:
        return first, grammar
    other = "typescript" if grammar == "javascript" else "javascript"
    second = budget.parse(_parser(other), source).root_node
    return (second, other) if _error_count(second) < _error_count(first) else (first, grammar)


def _error_count(node: Node) -> int:
    return sum(1 for child in _preorder(node) if child.type == "ERROR" or child.is_missing)


_WALKED = (
    "call_expression", "new_expression", "variable_declarator", "assignment_expression",
    "augmented_assignment_expression", "import_statement", "for_in_statement", "function_declaration",
    "generator_function_declaration", "yield_expression",
)  # fmt: skip
"""The nodes the walk acts on; a query finds them in C, so the walk never visits the rest."""


def _walked(root: Node, grammar: str) -> list[Node]:
    """The nodes of :data:`_WALKED` under ``root`` in document order, a parent before its children."""
    import tree_sitter

    captures = tree_sitter.QueryCursor(_query(grammar)).captures(root)
    return sorted(captures.get("n", []), key=lambda node: (node.start_byte, -node.end_byte))


@cache
def _query(grammar: str) -> Query:
    import tree_sitter

    query: Query = tree_sitter.Query(_language(grammar), "[" + " ".join(f"({t})" for t in _WALKED) + "] @n")
    return query


@cache
def _parser(grammar: str) -> Parser:
    import tree_sitter

    return tree_sitter.Parser(_language(grammar))


@cache
def _language(grammar: str) -> Grammar:
    import tree_sitter

    if grammar == "javascript":
        return tree_sitter.Language(grammars.binding("tree_sitter_javascript").language())
    typescript = grammars.binding("tree_sitter_typescript")
    return tree_sitter.Language(typescript.language_tsx() if grammar == "tsx" else typescript.language_typescript())


def _preorder(node: Node) -> Iterator[Node]:
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(current.children))


_NESTED_QUANTIFIER = re.compile(r"[)*+?}]\s*[*+{]")


_NAME_FILTER = re.compile(r"/\^\\\.(env|npmrc|netrc|pypirc|git-credentials|pgpass|yarnrc\.yml)(?![\w-])")
r"""A regular expression literal that tests a file's whole name against a secret dotfile's
(``/^\.env(\..+)?$/``, ``/^\.npmrc$/``): a walk keeping the names it matches reads those files."""


def _regex_replaced(receiver: _Value, pattern_node: Node, replacement: _Value, method: str) -> _Value | None:
    """``p.replace(/^~/, os.homedir())``, ``s.replace(/%APPDATA%/g, dir)``: a known text rewritten by a
    regular-expression literal, as JavaScript does for the plain patterns paths are expanded with. A
    pattern that matches nothing leaves the text as it is, whatever the replacement; one with nested
    quantifiers, ``$`` groups in the replacement or an unknown replacement where it matches is not read."""
    if pattern_node.type != "regex" or not receiver.known or receiver.items is not None:
        return None
    body = pattern_node.child_by_field_name("pattern")
    flags_node = pattern_node.child_by_field_name("flags")
    source = _text(body) if body is not None else ""
    flags = _text(flags_node) if flags_node is not None else ""
    if not source or len(source) > 200 or _NESTED_QUANTIFIER.search(source) or "(?" in source:
        return None
    try:
        compiled = re.compile(source, (re.IGNORECASE if "i" in flags else 0) | (re.MULTILINE if "m" in flags else 0))
    except re.error:
        return None
    if compiled.search(receiver.text) is None:
        return receiver
    if not replacement.known or "$" in replacement.text:
        return None
    count = 0 if "g" in flags or method == "replaceAll" else 1
    text = compiled.sub(lambda _: replacement.text, receiver.text, count=count)
    return _Value(text=text, sources=_merge(receiver.sources, replacement.sources))


def _compiled_pattern(source: str, flags: str) -> re.Pattern[str] | None:
    """A JavaScript regular expression's pattern as Python reads it, for the plain patterns config
    values and paths are picked out with: none that is long, nests quantifiers or uses ``(?`` forms."""
    if not source or len(source) > 200 or _NESTED_QUANTIFIER.search(source) or "(?" in source:
        return None
    try:
        return re.compile(source, (re.IGNORECASE if "i" in flags else 0) | (re.MULTILINE if "m" in flags else 0))
    except re.error:
        return None


def _regex_matched(receiver: _Value, pattern: re.Pattern[str] | None) -> _Value | None:
    """``text.match(re)`` of a known text (a bundled config file read by the script): the match's array,
    the whole match then its groups, so ``(m || [])[1]`` is the value a hand-made config reader picks out
    (``yaml.match(new RegExp(`^\\s*${key}:\\s*(.+)`, "m"))``). No match, or an unknown text: not read."""
    if pattern is None or not receiver.known or receiver.items is not None:
        return None
    found = pattern.search(receiver.text)
    if found is None:
        return None
    groups = (found.group(0), *(group or "" for group in found.groups()))
    return _Value(items=tuple(_Value(text=g, sources=receiver.sources) for g in groups), sources=receiver.sources)


@dataclass
class _Call:
    node: Node
    name: str
    """What the callee names when it is known (``child_process.exec``), or empty."""
    method: str
    receiver: _Value | None
    args: list[_Value]
    arg_nodes: list[Node]
    receiver_name: str = ""
    """The variable the method is called on, when it is one (``found`` in ``found.push(x)``)."""


def _applied(ref: str, args: list[_Value], arg_nodes: list[Node]) -> tuple[_Value, list[_Value], list[Node]] | None:
    """A built-in or library function called through ``.apply(this, list)`` or ``.call(this, …)``:
    that function, and the arguments it is given (the list's items, or those after ``this``)."""
    function, _, how = ref.rpartition(".")
    if not function or function.startswith((".", _FUNCTION_VALUE)) or len(args) < 1:
        return None  # the skill's own functions are followed by name, not here
    if how == "call":
        return _Value(ref=function), args[1:], arg_nodes[1:]
    if len(args) < 2:
        return _Value(ref=function), [], []
    given = args[1]
    return _Value(ref=function), list(given.items) if given.items is not None else [given], arg_nodes[1:2]


_REFLECT_CALLS = frozenset({"Reflect.apply", "Reflect.construct"})


def _reflected(ref: str, args: list[_Value], arg_nodes: list[Node]) -> tuple[_Value, list[_Value], list[Node]] | None:
    """``Reflect.construct(F, list)`` is ``new F(...list)`` and ``Reflect.apply(f, this, list)`` is
    ``f(...list)``: the built-in reached that way (``Function``, ``eval``) and the arguments it is given."""
    given = 1 if ref == "Reflect.construct" else 2
    if len(args) <= given or not args[0].ref or args[0].ref.startswith((".", _FUNCTION_VALUE)):
        return None
    listed = args[given]
    return _Value(ref=args[0].ref), list(listed.items) if listed.items is not None else [listed], arg_nodes[given:]


_MAX_INLINE_DEPTH = 4
"""How deep calls are followed into one another: a helper calling a helper that folds a list of
functions with a callback calling each (``layer(…)`` → ``reduce`` → ``s()``) is four deep, and a
send's helper calling another module's helper that reduces what it is handed is three."""
_MAX_ITEMS = 16
_ARRAY_CALLBACKS = frozenset(
    {"map", "flatMap", "forEach", "filter", "find", "some", "every", "slice", "sort", "reduce", "reduceRight"}
)
_FUNCTION_VALUE = "%function#"
"""The ref of a function held as a value (in a list, an argument, a variable), followed by its key in
:attr:`_Walker.lambdas`: calling the value calls the function."""
_MAX_INLINED_CALLS = 64
_MAX_INLINED_BYTES = 4000


def _parameter_name(parameter: Node) -> Node:
    """The name a parameter binds: ``acc`` of ``acc = {}`` (a collector with a default), of
    TypeScript's ``acc: Rec = {}``, or the parameter itself."""
    pattern = parameter.child_by_field_name("pattern") or parameter
    if pattern.type == "assignment_pattern":
        return pattern.child_by_field_name("left") or pattern
    return pattern


def _carries(value: _Value) -> bool:
    """``value`` holds something to follow into a function it is handed: a known text, data with a
    source, a reference, or a list or object's shape (``_inline``'s test for its arguments)."""
    return bool(value.text.strip(UNKNOWN) or value.sources or value.ref or value.items or value.props)


def _any_entry(target: _Value) -> _Value:
    """An object indexed by a key known only at run time (``{darwin: [...], linux: [...]}[process.platform]``)
    is any of its entries: when every entry is a list, the lists joined stand for the one picked; a list
    whose items are all one value gives that value."""
    if target.items and all(item == target.items[0] for item in target.items):
        # names[i++] of a list whose items are all one value: that value, with all the list carries
        return replace(target.items[0], sources=_merge(target.sources, target.items[0].sources))
    picked = _names_under_one_domain(target.items or ())
    if picked is not None:  # zones[i % zones.length]: the zone a name built on it is looked up under is known
        return replace(picked, sources=_merge(target.sources, *(item.sources for item in target.items or ())))
    entries = [value for _, value in target.props or ()]
    if entries and len(entries) <= _MAX_ITEMS and all(value.items is not None for value in entries):
        joined = tuple(item for value in entries for item in value.items or ())
        return _Value(sources=_merge(target.sources, *(value.sources for value in entries)), items=joined)
    return _Value(sources=target.sources)


def _names_under_one_domain(items: tuple[_Value, ...]) -> _Value | None:
    """Constant host names under one domain (``edge-a.cdn.example``, ``edge-b.cdn.example``) picked by an
    index known only at run time: the first stands for the one picked, as each is a name under that
    domain (a label built on it is looked up there, a constant name alone is no tunnel); ``None`` for
    anything else."""
    texts = [item.text for item in items if item.known and item.items is None and item.props is None]
    if len(texts) < 2 or len(texts) != len(items) or not all(_HOST_NAME.fullmatch(text) for text in texts):
        return None
    endings = [text.lower().split(".")[::-1] for text in texts]
    shared = 0
    while all(len(labels) > shared and labels[shared] == endings[0][shared] for labels in endings):
        shared += 1
    return items[0] if shared >= 2 else None


_HOST_NAME = re.compile(r"(?:[a-z0-9-]+\.)+[a-z]{2,}", re.IGNORECASE)


_PATH_MODULES = frozenset({"path", "path.posix"})
_PATH_SEPARATORS = {"delimiter": ":", "sep": "/"}
"""The separators Node's ``path`` module gives on the POSIX systems a skill runs on."""


def _member_root(member: Node) -> Node | None:
    """The variable a member or subscript chain starts from (``cfg`` of ``cfg.hooks[k]``), as its
    identifier node, or ``None`` when the chain starts from anything else (a call, ``this``)."""
    root: Node | None = member
    while root is not None and root.type in ("subscript_expression", "member_expression"):
        root = root.child_by_field_name("object")
    return root if root is not None and root.type == "identifier" else None


def _object_root(member: Node) -> str:
    """The variable a member or subscript chain starts from (``cfg`` of ``cfg.hooks[k]``), or ``""``."""
    root = _member_root(member)
    return _text(root) if root is not None else ""


@dataclass
class _Walker:
    snippet: Snippet
    first_line: int
    depth: int
    grammar: str = "javascript"
    other_branch: bool = False
    """Each choice (``cond ? a : b``) takes the branch the first walk did not: either may run, so a
    second walk follows the other and what both find counts."""
    choices: bool = False
    """A choice was met whose branches differ: the file is worth that second walk."""
    capabilities: list[Capability] = field(default_factory=list)
    scope: dict[str, _Value] = field(default_factory=dict)
    memo: dict[int, _Value] = field(default_factory=dict)
    views: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Names bound to a part of another variable's object (``const list = cfg.hooks.Stop``), with
    that variable and the path: what is put into them goes into that object."""
    dropped: dict[str, _Value] = field(default_factory=dict)
    """Files written with downloaded content: their path, and what was written."""
    unpacked: dict[str, tuple[Evidence, ...]] = field(default_factory=dict)
    """Folders a downloaded archive was unpacked into (their folded path): the download and the
    unpacking, which a program started from inside the folder continues."""
    dotenv: list[str] = field(default_factory=list)
    """The dotenv files loaded into ``process.env`` (``dotenv.config({ path })``)."""
    unref_seen: bool = False
    sockets: list[tuple[str, Evidence]] = field(default_factory=list)
    browser_scope: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Browser data read for named sites only (its detail, with the sites): sent there, it stays quiet."""
    page_reads: dict[str, _Value] = field(default_factory=dict)
    in_browser: bool = False
    """The file may read a browser store (:data:`.browser.MENTIONS`): browser globals are known."""
    automating: bool = False
    """The file may drive a browser on a profile or attach to one (:data:`.automation.MENTIONS`)."""
    shells: list[Evidence] = field(default_factory=list)
    """Interactive shells started with no script: with a raw connection in the file, a remote shell."""
    functions: dict[str, Node] = field(default_factory=dict)
    """Functions defined in the file by name: a call with constant arguments is followed into them."""
    lambdas: dict[str, Node] = field(default_factory=dict)
    """Functions met as values (``[runtime, () => process.env]``), by the key their ref names."""
    inline_depth: int = 0
    inlined: int = 0
    placed: str | None = None
    placed_rel: str | None = None
    """The same file relative to the skill: the folder its own relative requires are resolved from."""
    modules: dict[str, Node] = field(default_factory=dict)
    """The skill's other modules parsed so far, by path in the skill."""
    resolving: set[str] = field(default_factory=set)
    """Module values being resolved now: a module requiring one that requires it is not followed round."""
    """While a function of another module of the skill is followed: that file, as findings show it."""
    yielded: list[_Value] | None = None
    """While a generator (``function*``) is followed: what its ``yield`` s give, in order."""
    resolved: list[_Value] | None = None
    """While a ``new Promise`` executor is followed: what it hands its ``resolve``."""

    def walk(self, root: Node) -> None:
        self.unref_seen = b".unref(" in (root.text or b"")
        nodes = _walked(root, self.grammar)
        for node in nodes:
            if node.type in ("function_declaration", "generator_function_declaration"):
                name = node.child_by_field_name("name")
                if name is not None:
                    self.functions[_text(name)] = node
            elif node.type == "variable_declarator":
                name, value = node.child_by_field_name("name"), node.child_by_field_name("value")
                if name is not None and value is not None and value.type in _FUNCTIONS and name.type == "identifier":
                    self.functions[_text(name)] = value
                elif name is not None and value is not None and value.type == "object" and name.type == "identifier":
                    for key, method in _object_functions(value):  # const tools = { build: () => … }: tools.build()
                        self.functions[f"{_text(name)}.{key}"] = method
        self._visit_all(nodes)
        if self.sockets and self.shells:
            host, connection = self.sockets[0]
            self._emit(Kind.RAW_SOCKET, f"{host} (remote shell)", (connection, self.shells[0]))

    def _walk(self, root: Node) -> None:
        self._visit_all(_walked(root, self.grammar))

    def _visit_all(self, nodes: list[Node]) -> None:
        for node in nodes:
            # An expression nested thousands deep loses its value, not the rest of the file.
            with contextlib.suppress(RecursionError):
                self._visit(node)

    def _visit(self, node: Node) -> None:
        kind = node.type
        if kind == "variable_declarator":
            self._declare(node)
        elif kind in ("assignment_expression", "augmented_assignment_expression"):
            self._assign(node)
        elif kind == "import_statement":
            self._import(node)
        elif kind in ("call_expression", "new_expression"):
            self.value(node)
        elif kind == "for_in_statement":
            self._loop(node)
        elif kind == "yield_expression" and self.yielded is not None and node.named_children:
            given = self.value(node.named_children[-1])
            delegated = any(child.type == "*" for child in node.children)  # yield* items
            self.yielded.extend(given.items or () if delegated else (given,))

    def _loop(self, node: Node) -> None:
        """``for (x of items)`` gives ``x`` the first item, enough to name the place a loop over paths
        reaches (``for … in process.env`` reads it through ``process.env[k]``)."""
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if left is None or right is None:
            return
        iterable = self.value(right)
        if any(child.type == "of" for child in node.children):
            first = iterable.items[0] if iterable.items else _Value(sources=iterable.sources)
            body = node.child_by_field_name("body")
            rest = (iterable.items or ())[1:_MAX_ITEMS]
            if body is not None and rest and body.end_byte - body.start_byte <= _MAX_INLINED_BYTES:
                # every other item of a known list walks the body too (each path a loop reads is read);
                # the walk goes on into the body with the first
                saved_memo = self.memo
                try:
                    for item in rest:
                        self.memo = {}
                        self._bind(left, item)
                        self._walk(body)
                finally:
                    self.memo = saved_memo
            self._bind(left, first)

    def _returned_as_walked(self, function: Node) -> _Value:
        """What a function returns as the walk of the file found it, its parameters unknown: the data
        it reads whatever it is handed (``envOf(pid)`` over a listing of /proc returns environments)
        goes with the call's value, without walking the body again."""
        body = function.child_by_field_name("body")
        if body is None or body.type != "statement_block":
            return self.memo.get(body.id, _UNKNOWN_VALUE) if body is not None else _UNKNOWN_VALUE
        returned = [n.named_children[0] for n in _preorder(body) if n.type == "return_statement" and n.named_children]
        found = [self.memo[node.id] for node in returned if node.id in self.memo]
        return _Value(sources=_merge(*(value.sources for value in found))) if found else _UNKNOWN_VALUE

    def _returned(self, body: Node) -> _Value:
        """What a walked body returns: any of its ``return`` statements may be the one taken, so the value is
        the first that carries data (a guard's ``return {}`` before the read is not all it gives), with what
        every one of them carries."""
        returns = [n for n in _preorder(body) if n.type == "return_statement" and n.named_children]
        values = [self.value(n.named_children[0]) for n in returns if _returns_from(n, body)]
        if not values:
            return _UNKNOWN_VALUE
        # a guard's empty `return []` before the list it builds is no more the value than that list
        chosen = next((value for value in values if value.sources), None) or next(
            (value for value in values if _carries(value)), values[0]
        )
        carried = _merge(*(value.sources for value in values))
        return chosen if carried == chosen.sources else replace(chosen, sources=carried)

    def _inline(
        self, function: Node, args: list[_Value], arg_nodes: list[Node] | None = None, *, elsewhere: bool = False
    ) -> _Value:
        """A call to a function of the file, walked again with its parameters bound to the arguments.

        What the body puts into an object it was handed (``acc[p] = read(p)``) or into a variable of
        the caller (a closure) is there after the call: JavaScript shares both. A function of another
        module (``elsewhere``) was never walked with this file, so it is walked even when nothing
        known is handed in: what it returns whatever it is given (the home paths it lists) is its value.
        """
        if self.inline_depth >= _MAX_INLINE_DEPTH or self.inlined >= _MAX_INLINED_CALLS:
            return _UNKNOWN_VALUE
        # a call without arguments gives what the body returns (a helper that gathers data); with
        # arguments, only when one of them is known or carries something
        if function.end_byte - function.start_byte > _MAX_INLINED_BYTES:
            return _UNKNOWN_VALUE  # a body too large to walk again
        if args and not elsewhere and not any(_carries(arg) for arg in args) and not _only_returns(function):
            return self._returned_as_walked(function)  # nothing known to follow in
        self.inlined += 1
        targets: list[Node] = []
        saved_scope, saved_memo, saved_functions = dict(self.scope), self.memo, dict(self.functions)
        self.memo = {}
        self.inline_depth += 1
        try:
            parameters = function.child_by_field_name("parameters")
            single = function.child_by_field_name("parameter")
            targets = [single] if single is not None else list(parameters.named_children if parameters else [])
            self._bind_callbacks(targets, arg_nodes or [])
            for index, target in enumerate(targets):
                if target.type == "rest_pattern" and target.named_children:
                    # `function layer(...sources)`: the rest of the arguments, as a list
                    self._bind(target.named_children[0], _Value(items=tuple(args[index:_MAX_ITEMS])))
                    continue
                pattern = target.child_by_field_name("pattern") or target
                given = args[index] if index < len(args) else _ABSENT
                if pattern is not target:  # TypeScript keeps a parameter's default beside its pattern
                    given = self._defaulted(given, target.child_by_field_name("value"))
                self._bind(pattern, given)
            body = function.child_by_field_name("body")
            if body is None:
                return _UNKNOWN_VALUE
            if function.type in _GENERATORS:  # what iterating the call gives: each yield, in order
                saved_yielded, self.yielded = self.yielded, []
                try:
                    self._walk(body)
                    produced = tuple(self.yielded[:_MAX_ITEMS])
                finally:
                    self.yielded = saved_yielded
                return _Value(items=produced, sources=_merge(*(_deep_sources(item) for item in produced)))
            self._walk(body)
            if body.type != "statement_block":
                return self.value(body)
            return self._returned(body)
        finally:
            inner = self.scope
            self.inline_depth -= 1
            self.memo = saved_memo
            self.scope = saved_scope
            self.functions = saved_functions
            self._shared_back(inner, targets, arg_nodes or [])

    def _bind_callbacks(self, parameters: list[Node], arg_nodes: list[Node]) -> None:
        """A function handed as an argument (``fetch(url, (code) => vm.runInNewContext(code))``, or a
        function of the file by name): inside the body, a call to that parameter calls it, with what
        the body hands it (the download a helper passes to its ``done`` callback)."""
        for parameter, given in zip(parameters, arg_nodes, strict=False):
            name = _parameter_name(parameter)
            if name.type != "identifier":
                continue
            if given.type in _FUNCTIONS:
                self.functions[_text(name)] = given
            elif given.type == "identifier" and _text(given) in self.functions:
                self.functions[_text(name)] = self.functions[_text(given)]

    def _shared_back(self, inner: dict[str, _Value], parameters: list[Node], arg_nodes: list[Node]) -> None:
        """Sources an inlined body added to the caller's variables, directly or through a parameter."""
        names = {_text(_parameter_name(p)): index for index, p in enumerate(parameters)}
        for name, value in inner.items():
            index = names.get(name)
            if index is not None:
                argument = arg_nodes[index] if index < len(arg_nodes) else None
                if argument is None or argument.type != "identifier":
                    continue
                name = _text(argument)
            outer = self.scope.get(name)
            if outer is not None and value.sources and not set(value.sources) <= set(outer.sources):
                self.scope[name] = replace(outer, sources=_merge(outer.sources, value.sources))

    # Bindings

    def _declare(self, node: Node) -> None:
        name, value_node = node.child_by_field_name("name"), node.child_by_field_name("value")
        if name is None or value_node is None:
            return
        self._bind(name, self.value(value_node))
        if name.type == "identifier":
            self._view(_text(name), value_node)

    def _view(self, name: str, value_node: Node) -> None:
        """``name`` as a view into another variable's object when bound to a member of it (``cfg.hooks``,
        ``(cfg.hooks ??= {})``, ``cfg.hooks[event]``); forgotten when bound to anything else."""
        self.views.pop(name, None)
        part = value_node
        while part.type == "parenthesized_expression" and part.named_children:
            part = part.named_children[0]
        if part.type in ("assignment_expression", "augmented_assignment_expression"):
            part = part.child_by_field_name("left") or part
        if part.type not in ("member_expression", "subscript_expression"):
            return
        holder = _object_root(part)
        if holder and holder != name:
            outer, prefix = self.views.get(holder, (holder, ""))
            self.views[name] = (outer, prefix + _text(part)[len(holder) :])

    def _assign(self, node: Node) -> None:
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if left is None or right is None:
            return
        if left.type == "member_expression" and right.type in _FUNCTIONS:
            holder = left.child_by_field_name("object")
            held = self.value(holder) if holder is not None else _UNKNOWN_VALUE
            if held.sources and _text(left).rsplit(".", 1)[-1].startswith("on"):
                self._bind_parameters(right, _Value(sources=held.sources))  # ws.onmessage = (e) => …
        value = self.value(right)
        if self.in_browser and left.type == "member_expression" and value.has("secret", "env"):
            key = left.child_by_field_name("property")
            if key is not None and _text(key) in ("src", "href", "action"):
                # img.src = url + data, location.href = …: the browser requests the address, data and all
                self._send_data([value], self._line(node), host_of(value.text) or "?")
        if node.type == "augmented_assignment_expression" and left.type == "identifier":
            value = _concat((self.scope.get(_text(left), _UNKNOWN_VALUE), value))
        self._bind(left, value)
        if left.type == "identifier" and node.type == "assignment_expression":
            self._view(_text(left), right)

    def _bind(self, target: Node, value: _Value) -> None:
        if target.type in ("subscript_expression", "member_expression"):
            self._hold(target, value)
        if target.type == "identifier":
            self.scope[_text(target)] = value
        elif target.type in ("subscript_expression", "member_expression") and value.sources:
            # found[path] = readFileSync(path), or as deep as s.sources[kind] = …: the variable's
            # object now holds what was read
            holder = _member_root(target)
            if holder is not None:
                name = _text(holder)
                current = self.scope[name] if name in self.scope else self.value(holder)  # keeps `window`'s ref
                self.scope[name] = replace(current, sources=_merge(current.sources, value.sources))
        elif target.type == "assignment_pattern":  # a default: `host = "…"` in a parameter or a pattern
            left = target.child_by_field_name("left")
            if left is not None:
                self._bind(left, self._defaulted(value, target.child_by_field_name("right")))
        elif target.type == "object_pattern":
            for child in target.named_children:
                if child.type == "shorthand_property_identifier_pattern":
                    self.scope[_text(child)] = self._member(value, _text(child))
                elif child.type == "object_assignment_pattern":  # { host = "…" } = options
                    left, default = child.child_by_field_name("left"), child.child_by_field_name("right")
                    if left is not None and left.type == "shorthand_property_identifier_pattern":
                        name = _text(left)
                        found = _property(value, name)
                        given = self._member(value, name) if found is None else found
                        self.scope[name] = self._defaulted(given, default)
                elif child.type == "pair_pattern":
                    key, alias = child.child_by_field_name("key"), child.child_by_field_name("value")
                    if key is not None and alias is not None:
                        name = _text(key).strip("'\"")
                        found = _property(value, name)
                        self._bind(alias, self._member(value, name) if found is None else found)
        elif target.type == "array_pattern":
            items = value.items or ()
            for index, child in enumerate(target.named_children):
                if child.type == "identifier":
                    item = items[index] if index < len(items) else _Value(sources=value.sources)
                    self.scope[_text(child)] = item
                elif child.type == "rest_pattern" and child.named_children:
                    # `const [bin, ...args] = runner`: the rest is an array of what is left
                    rest = items[index:] if value.items is not None else None
                    held = (
                        _Value(items=rest, sources=value.sources) if rest is not None else _Value(sources=value.sources)
                    )
                    self._bind(child.named_children[0], held)

    def _defaulted(self, given: _Value, default: Node | None) -> _Value:
        """A binding with a default (``host = "x"``): the default where nothing is given (an argument
        not passed, a property a known object does not have), else what is given. Never for a value
        that is merely not known: a default must not stand in for an address computed at run time."""
        if given is _ABSENT:
            return self.value(default) if default is not None else _UNKNOWN_VALUE
        return given

    def _import(self, node: Node) -> None:
        source = node.child_by_field_name("source")
        if source is None:
            return
        specifier = self.value(source)
        self._remote_module(specifier, self._line(node))
        written = _written_module(specifier.text) if specifier.known else ()
        if written:  # `import rules from "./vendor/rules.mjs"` of a file another step downloaded
            self._run_code(_Value(sources=written), self._line(node), "import")
        module = _module_name(specifier.text)
        for child in _preorder(node):
            if child.type == "import_clause":
                for part in child.named_children:
                    if part.type == "identifier":  # the default export
                        self.scope[_text(part)] = self._exported_data(module) or _Value(ref=module)
            elif child.type == "namespace_import":
                for part in child.named_children:
                    self.scope[_text(part)] = _Value(ref=module)
            elif child.type == "import_specifier":
                name, alias = child.child_by_field_name("name"), child.child_by_field_name("alias")
                if name is not None:
                    held = self._module_constant(module, _text(name)) if module.startswith(".") else None
                    self.scope[_text(alias or name)] = held or _Value(ref=f"{module}.{_text(name)}")

    # Values

    def value(self, node: Node) -> _Value:
        cached = self.memo.get(node.id)
        if cached is None:
            cached = self.memo[node.id] = self._evaluate(node)
        return cached

    def _evaluate(self, node: Node) -> _Value:
        kind = node.type
        if kind in ("string", "template_string"):
            return self._string(node)
        if kind in ("number", "true", "false", "null"):
            return _Value(text=_text(node))
        if kind == "identifier":
            name = _text(node)
            if name in self.scope:
                return self.scope[name]
            if name in self.functions:
                return self._function_value(self.functions[name])
            if name in ("localStorage", "sessionStorage") and self.in_browser:
                return replace(self._page_store("storage", self._line(node)), ref=name)
            if name in _BROWSER_REFS and self.in_browser:
                return _Value(ref=name)
            if name == "module":
                return _Value(ref=_CURRENT_MODULE)
            return _Value(ref=name) if name in _GLOBAL_REFS else _UNKNOWN_VALUE
        if kind in ("member_expression", "subscript_expression"):
            target = node.child_by_field_name("object")
            key = node.child_by_field_name("property") or node.child_by_field_name("index")
            if target is None or key is None:
                return _UNKNOWN_VALUE
            member: str | None = None
            if key.type in ("property_identifier", "private_property_identifier"):
                member = _text(key)
            else:
                index = self.value(key)
                member = index.text if index.known else None
            wrapped = target.type == "parenthesized_expression" and bool(target.named_children)
            held = target.named_children[0] if wrapped else target
            if member == "constructor" and held.type in _FUNCTIONS:
                return _Value(ref="Function")  # (() => {}).constructor
            target_value = self.value(target)
            if member is None and _is_env(target_value):  # env[k], or a copy's: {...process.env}[k]
                return _Value(sources=self._env_dump_sources(self._line(node)))
            if target_value.ref == "document" and member == "cookie" and self.in_browser:
                return self._page_store("cookie", self._line(node))
            return self._member(target_value, member)
        if kind == "binary_expression":
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            operator = node.child_by_field_name("operator")
            if left is None or right is None:
                return _UNKNOWN_VALUE
            if operator is not None and _text(operator) == "+":
                return _concat((self.value(left), self.value(right)))
            if operator is not None and _text(operator) in ("||", "??"):
                first = self.value(left)
                collection = first.items is not None or first.props is not None  # `lists[key] || []`
                if first.known or first.ref or collection:
                    return first
                # `process.env.TOKEN || ''`: the default, still carrying what the left held
                fallback = self.value(right)
                return replace(fallback, sources=_merge(first.sources, fallback.sources)) if first.sources else fallback
            return _Value(sources=_merge(self.value(left).sources, self.value(right).sources))
        if kind in ("parenthesized_expression", "await_expression", "as_expression", "non_null_expression",
                    "satisfies_expression", "type_assertion", "spread_element"):  # fmt: skip
            if kind in ("as_expression", "satisfies_expression") and node.named_children:
                return self.value(node.named_children[0])  # `x as Record<…>`: the value, whatever the type's node
            inner = [child for child in node.named_children if not child.type.startswith("type")]
            return self.value(inner[-1]) if inner else _UNKNOWN_VALUE
        if kind == "sequence_expression":
            return self.value(node.named_children[-1]) if node.named_children else _UNKNOWN_VALUE
        if kind == "ternary_expression":
            branches = [self.value(child) for child in node.named_children[1:]]
            known = [branch for branch in branches if branch.known]
            chosen = known[0] if known else (branches[0] if branches else _UNKNOWN_VALUE)
            other = next((branch for branch in reversed(branches) if branch != chosen), chosen)
            self.choices = self.choices or other != chosen
            chosen = other if self.other_branch else chosen
            # a branch's list or object stays one (`win ? ["pwsh", args] : ["sh", args]`), so a call
            # spreading it (`spawn(f[0], f[1])`) is still read
            return replace(chosen, sources=_merge(*(b.sources for b in branches)))
        if kind == "array":
            items = tuple(
                item
                for child in node.named_children
                for item in (
                    _spread_items(self.value(child)) if child.type == "spread_element" else (self.value(child),)
                )
            )
            return _Value(items=items, sources=_merge(*(item.sources for item in items)))
        if kind == "object":
            return self._object(node)
        if kind in ("call_expression", "new_expression"):
            return self._call(node)
        if kind in _FUNCTIONS:
            return self._function_value(node)
        if kind == "this":
            holder = _this_object(node)
            return self.value(holder) if holder is not None else _UNKNOWN_VALUE
        return _UNKNOWN_VALUE

    def _function_value(self, function: Node) -> _Value:
        """A function as a value: a ref its calls are followed through, wherever the value went."""
        key = str(function.id)
        self.lambdas[key] = function
        return _Value(ref=_FUNCTION_VALUE + key)

    def _pattern(self, node: Node) -> re.Pattern[str] | None:
        """The regular expression a literal (``/^host:\\s*(.+)/m``) or ``new RegExp(text, flags)`` of
        known text builds, or ``None``."""
        node = _unwrapped(node)
        if node.type == "regex":
            body, flagged = node.child_by_field_name("pattern"), node.child_by_field_name("flags")
            return _compiled_pattern(_text(body) if body else "", _text(flagged) if flagged else "")
        constructor = node.child_by_field_name("constructor") if node.type == "new_expression" else None
        arguments = node.child_by_field_name("arguments")
        if constructor is None or _text(constructor) != "RegExp" or arguments is None:
            return None
        given = [self.value(child) for child in arguments.named_children[:2]]
        if not given or not given[0].known or given[0].sources:
            return None
        flags = given[1].text if len(given) > 1 and given[1].known else ""
        return _compiled_pattern(given[0].text, flags)

    def _string(self, node: Node) -> _Value:
        parts: list[_Value] = []
        for child in node.named_children:
            if child.type == "string_fragment":
                parts.append(_Value(text=_text(child)))
            elif child.type == "escape_sequence":
                parts.append(_Value(text=_unescape(_text(child))))
            elif child.type == "template_substitution" and child.named_children:
                parts.append(self.value(child.named_children[0]))
        return _concat(parts) if parts else _Value(text="")

    def _object(self, node: Node) -> _Value:
        props: list[tuple[str, _Value]] = []
        for child in node.named_children:
            if child.type == "pair":
                key, value = child.child_by_field_name("key"), child.child_by_field_name("value")
                if key is not None and value is not None:
                    props.append((_text(key).strip("'\"`"), self.value(value)))
            elif child.type == "shorthand_property_identifier":
                props.append((_text(child), self.scope.get(_text(child), _UNKNOWN_VALUE)))
            elif child.type == "spread_element" and child.named_children:
                props.extend(_spread(self.value(child.named_children[0])))
        return _overlaid(props)

    def _member(self, target: _Value, name: str | None) -> _Value:
        if name is None:
            return self._picked_entry(target) or _any_entry(target)
        if name == "constructor" and target.ref in _MODULE_OBJECTS:
            return _Value(ref="module.Module")  # module.constructor: the class `new` makes a module with
        if name == "constructor":  # [].constructor.constructor, (()=>{}).constructor: Function
            builds = target.ref in ("%constructor", "Function", "Function.prototype")
            return _Value(ref="Function" if builds else "%constructor")
        if target.ref == "process.env":
            if name in ("get", "toObject"):
                return _Value(ref=f"process.env.{name}")  # Deno.env's methods
            if name in _HOME_ENV:
                return _Value(text="~")
            if name in _WINDOWS_ENV:
                return _Value(text=_WINDOWS_ENV[name])
            given = runner_secret(self.snippet, name) if self.snippet.environment else None
            if given is not None:
                return _Value(sources=(given,))
            loaded = tuple(origin for path in self.dotenv for origin in shared_read(path))
            # a dotenv file another snippet of the skill filled with a secret, loaded into the environment
            return _Value(sources=loaded) if loaded else _UNKNOWN_VALUE
        if target.ref in ("globalThis", "global", "window", "self") and (name in _ENV_OBJECTS or name in _EVAL):
            return _Value(ref=name)  # globalThis.process is process, window["Function"] is Function
        if target.ref in _ENV_OBJECTS and name == "env":
            return _Value(ref="process.env")  # Bun's and Deno's environment, as Node's
        if target.ref == "process" and name in ("execPath", "argv0"):
            return _Value(text="node")
        if target.ref in _PATH_MODULES and name in _PATH_SEPARATORS:
            # path.delimiter, path.sep: ':' and '/' where a skill runs (KUBECONFIG's list split on it)
            return _Value(text=_PATH_SEPARATORS[name])
        if target.ref.startswith(".") and not target.sources:
            exported = self._module_constant(target.ref, name)  # `const { HOST } = require("./config")`
            if exported is not None:
                return exported
        if target.ref:
            return _Value(ref=f"{target.ref}.{name}", sources=target.sources)
        if name == "length":
            return _UNKNOWN_VALUE
        if name in _URL_PARTS and target.known and "://" in target.text[:16]:
            return _url_part(target, name)  # new URL(s).hostname: a URL object is its string here
        if name == "href" and target.items is None and target.props is None and target.text.strip(UNKNOWN):
            return target  # pathToFileURL(p).href: a URL object's whole address is the object, as a string here
        if target.items is not None and name.isdigit():  # feeds[0]: the list's item
            index = int(name)
            return target.items[index] if index < len(target.items) else _Value(sources=target.sources)
        for key, value in target.props or ():
            if key == name:
                return value
        return _Value(sources=target.sources)

    def _picked_entry(self, target: _Value) -> _Value | None:
        """An object of constant texts indexed by a key known only at run time (``{darwin: '~/Library/…',
        linux: '~/.config/…'}[process.platform]``): any entry may be the one picked, so the first walk
        takes the first and the walk of the other branches the last (:attr:`choices`); ``None`` when
        the entries are not all constant texts. Entries that are all objects (a config file's
        ``{"MP-A": {"policy": "https://…"}, …}[argv[2]]``) are picked the same way: the record picked has
        the shape each of them has, so a key read from it (``.policy``) is known."""
        entries = [value for _, value in target.props or ()]
        if not 2 <= len(entries) <= _MAX_ITEMS or not (
            all(value.known and value.items is None and value.props is None and not value.ref for value in entries)
            or all(value.props and value.items is None and not value.ref for value in entries)
        ):
            return None
        first, last = entries[0], entries[-1]
        self.choices = self.choices or first.text != last.text
        chosen = last if self.other_branch else first
        return replace(chosen, sources=_merge(target.sources, *(value.sources for value in entries)))

    # Calls

    def _call(self, node: Node) -> _Value:
        callee_node = node.child_by_field_name("function") or node.child_by_field_name("constructor")
        args_node = node.child_by_field_name("arguments")
        if callee_node is None:
            return _UNKNOWN_VALUE
        arg_nodes = [] if args_node is None else [c for c in args_node.named_children if c.type != "comment"]
        if args_node is not None and args_node.type == "template_string":
            arg_nodes = [args_node]
        args = self._arguments(arg_nodes)
        callee = _Value(ref="import") if callee_node.type == "import" else self.value(callee_node)
        if callee.ref == "Function#global":
            return _Value(ref="globalThis")
        applied = _applied(callee.ref, args, arg_nodes) if callee.ref.endswith((".apply", ".call")) else None
        if callee.ref in _REFLECT_CALLS:
            applied = _reflected(callee.ref, args, arg_nodes)
        if applied is not None:  # String.fromCharCode.apply(null, codes): the function called with those
            callee, args, arg_nodes = applied
            return self._dispatch(
                _Call(node=node, name=callee.ref, method=callee.ref.rsplit(".", 1)[-1], receiver=None, args=args,
                      arg_nodes=arg_nodes),
                callee,
            )  # fmt: skip
        call = _Call(node=node, name=callee.ref, method="", receiver=None, args=args, arg_nodes=arg_nodes)
        if callee_node.type in ("member_expression", "subscript_expression"):
            receiver_node = callee_node.child_by_field_name("object")
            call.receiver = self.value(receiver_node) if receiver_node is not None else None
            call.method = call.name.rsplit(".", 1)[-1] if call.name else _text(callee_node).rsplit(".", 1)[-1]
            if receiver_node is not None and receiver_node.type == "identifier":
                call.receiver_name = _text(receiver_node)
        elif callee_node.type == "identifier":
            call.method = _text(callee_node)
            function = self.functions.get(call.method)
            if function is not None:
                return self._inline(function, args, arg_nodes)
        if any(arg.sources for arg in args):
            table = self._table_entries(callee_node)
            if table:  # `handlers[msg.op](msg.arg)`: the key is chosen at run time, so any entry may run
                results = [self._inline(function, args, arg_nodes) for function in table]
                return _Value(sources=_merge(*(result.sources for result in results)))
        if callee_node.type == "member_expression" and _text(callee_node) in self.functions:
            return self._inline(self.functions[_text(callee_node)], args, arg_nodes)
        held = (
            self.lambdas.get(callee.ref.removeprefix(_FUNCTION_VALUE))
            if callee.ref.startswith(_FUNCTION_VALUE)
            else None
        )
        if held is not None:  # `s()` of a function handed over as a value (a list's item, a parameter)
            return self._inline(held, args, arg_nodes)
        exported = self._module_function(callee.ref) if callee.ref.startswith(".") else None
        if exported is not None:  # a function of the skill's own module: followed there
            before = len(self.capabilities)
            result = self._inline_elsewhere(*exported, args, arg_nodes)
            self._handed(before, node, callee.ref, exported[1], args)
        else:
            result = self._dispatch(call, callee)
        if not result.sources and callee.ref and callee.ref.startswith("."):
            # a function of a bundled module: its result carries what that module reads
            found = module_secrets(callee.ref) or module_secrets(callee.ref.rsplit(".", 1)[0])
            result = _Value(sources=found) if found else result
        tainted = result if result.sources else call.receiver
        if tainted is not None and tainted.sources:
            for arg_node in arg_nodes:
                self._bind_parameters(arg_node, _Value(sources=tainted.sources))
        return result

    def _table_entries(self, callee: Node) -> list[Node]:
        """The functions a call may reach through an object of the file's functions indexed by a key
        known only at run time (``handlers[op]``, ``(handlers[op] || fallback)``): a dispatch table
        whose key comes with the data, so each of its entries is followed with the arguments."""
        callee = _unwrapped(callee)
        if callee.type == "binary_expression":  # `table[key] || fallback`: the table's entry when it has one
            operator, left = callee.child_by_field_name("operator"), callee.child_by_field_name("left")
            fallback = operator is not None and _text(operator) in ("||", "??")
            return self._table_entries(left) if fallback and left is not None else []
        if callee.type != "subscript_expression":
            return []
        table, index = callee.child_by_field_name("object"), callee.child_by_field_name("index")
        if table is None or index is None or table.type != "identifier" or index.type in ("string", "number"):
            return []
        prefix = _text(table) + "."
        return [function for key, function in self.functions.items() if key.startswith(prefix)][:_MAX_TABLE_ENTRIES]

    def _handed(self, before: int, call: Node, ref: str, rel: str, args: list[_Value]) -> None:
        """The capabilities a function of another module showed, opened with the call that handed it
        its arguments (``hands ~/.npmrc to telemetry() of lib/telemetry.js``), when one carried data."""
        if not any(arg.sources or arg.known for arg in args):
            return
        shown = ", ".join(a.text if a.known and len(a.text) < 80 else "…" for a in args)
        name = ref.rsplit("/", 1)[-1]
        handed = self._evidence(self._line(call), f"hands {shown} to {name}() of {rel}")
        for index in range(before, len(self.capabilities)):
            capability = self.capabilities[index]
            if capability.kind is Kind.EGRESS and len(capability.chain) < 2:
                continue  # a send with no data traced to it
            if handed not in capability.chain:
                self.capabilities[index] = replace(capability, chain=(handed, *capability.chain))

    def _arguments(self, arg_nodes: list[Node]) -> list[_Value]:
        """A call's arguments, ``...parts`` spread into the items of a known array."""
        args: list[_Value] = []
        for arg in arg_nodes:
            value = self.value(arg)
            if arg.type == "spread_element" and value.items is not None:
                args.extend(value.items)
            else:
                args.append(value)
        return args

    def _promised(self, executor: Node) -> _Value:
        """``new Promise((resolve) => https.get(url, (res) => … resolve(body)))``: what the executor
        hands ``resolve`` is what awaiting the promise gives (a download, promisified by hand)."""
        if executor.type not in _FUNCTIONS:
            return _UNKNOWN_VALUE
        saved, self.resolved = self.resolved, []
        try:
            self._inline(executor, [_Value(ref=_RESOLVE), _Value(ref=_RESOLVE)])
            given = tuple(self.resolved[:_MAX_ITEMS])
        finally:
            self.resolved = saved
        if not given:
            return _UNKNOWN_VALUE
        sources = _merge(*(_deep_sources(value) for value in given))
        # one value resolved (the path a download was saved to): awaiting gives that value, its text kept
        texts = {value.text for value in given}
        return _Value(text=given[0].text, sources=sources) if len(texts) == 1 else _Value(sources=sources)

    def _bind_parameters(self, function: Node, value: _Value) -> None:
        """A callback handed a downloaded response or a secret file's content receives it in its parameters."""
        if function.type not in _FUNCTIONS:
            return
        single = function.child_by_field_name("parameter")
        if single is not None:
            self._bind(single, value)
        parameters = function.child_by_field_name("parameters")
        for parameter in parameters.named_children if parameters is not None else ():
            target = parameter.child_by_field_name("pattern") or parameter
            if target.type in ("identifier", "object_pattern", "array_pattern"):
                self._bind(target, value)

    def _hold(self, member: Node, value: _Value) -> None:
        """``s.hooks[k] = v`` or ``s.hooks[k].push(v)`` deep inside an object a variable holds: the
        variable's object keeps ``v`` under that path, so what is later serialised and written out
        (``JSON.stringify(s)``) shows it, however deep or under whatever computed key it went."""
        name = _object_root(member)
        if name:
            self._hold_at(name, _text(member)[len(name) :], value)

    def _hold_at(self, name: str, path: str, value: _Value) -> None:
        """``value`` kept under ``path`` in the object variable ``name`` holds (or the one it is a view into)."""
        if name in self.views:
            name, prefix = self.views[name]
            path = prefix + path
        current = self.scope.get(name)
        if (
            current is None
            or current.ref
            or current.text != UNKNOWN
            or current.items is not None
            or not _shown(value).strip(UNKNOWN)
        ):
            return
        props = current.props or ()
        if len(props) < _MAX_ITEMS * 4:
            self.scope[name] = replace(current, props=(*props, (path, value)))

    def _dispatch(self, call: _Call, callee: _Value) -> _Value:
        node, name, method, receiver, args = call.node, call.name, call.method, call.receiver, call.args
        line = self._line(node)
        printer = node.child_by_field_name("function")
        if printer is not None and _text(printer) in _PRINTS:  # what a script prints is its output
            for arg in args:
                printed = Value(None, _deep_sources(arg))
                printed_code(self.snippet.rel, printed)
                printed_fetch(self.snippet.rel, printed)  # what it downloaded reaches whoever reads its output
                if arg.known:
                    printed_store_path(self.snippet.rel, arg.text)
        if callee.ref == _RESOLVE and self.resolved is not None:
            self.resolved.extend(args)
            return _UNKNOWN_VALUE
        if name == "module.createRequire":
            return _Value(ref="require")  # an ES module's own require(), loading modules by name as require does
        constructed = node.child_by_field_name("constructor") if node.type == "new_expression" else None
        if constructed is not None and _text(constructed) == "Promise" and call.arg_nodes:
            return self._promised(_unwrapped(call.arg_nodes[0]))
        if printer is not None and _text(printer) in ("Promise.all", "Promise.resolve") and args:
            return args[0]  # awaiting it gives what it was handed, item by item (the paths downloads were saved to)
        if name in _PROTOTYPE_OF and call.arg_nodes and _unwrapped(call.arg_nodes[0]).type in _FUNCTIONS:
            # Object.getPrototypeOf(async function () {}): the (Async)Function prototype, whose
            # .constructor builds a function from text like Function itself
            return _Value(ref="%constructor")
        callee_node = node.child_by_field_name("function")
        if method in ("push", "unshift") and not call.receiver_name and callee_node is not None:
            held = callee_node.child_by_field_name("object")
            if held is not None and held.type in ("subscript_expression", "member_expression"):
                for arg in args:
                    self._hold(held, arg)
        if method in ("push", "unshift") and call.receiver_name in self.views:
            for arg in args:  # list.push(v) where list = cfg.hooks.Stop: v goes into cfg
                self._hold_at(call.receiver_name, "[]", arg)
        if method in ("push", "unshift") and call.receiver_name and receiver is not None and not receiver.ref:
            items = (*(receiver.items or ()), *args)
            self.scope[call.receiver_name] = _Value(
                items=items, sources=_merge(receiver.sources, *map(_deep_sources, args))
            )
            return _UNKNOWN_VALUE
        if method in ("set", "append", "add") and any(arg.sources for arg in args):
            # url.searchParams.set(k, secret), form.append(k, v), headers.set(…): the object now holds it
            root = _root_identifier(call.node)
            if root is not None and root in self.scope:
                holder = self.scope[root]
                self.scope[root] = dataclasses.replace(
                    holder, sources=_merge(holder.sources, *(arg.sources for arg in args))
                )
        if receiver is not None and receiver.items is not None and method in _ARRAY_CALLBACKS:
            return self._array_callback(method, receiver, call.arg_nodes, call.args)
        if receiver is not None and method in ("map", "flatMap", "reduce") and not receiver.ref:
            # over a list not known item by item (Object.keys(process.env)): the callback's result for
            # any item is what the new list carries (`k => process.env[k]` is the environment)
            function = next((arg for arg in call.arg_nodes if arg.type in _FUNCTIONS), None)
            if function is not None:
                mapped = self._inline(function, [])
                if method == "map" and mapped.text.strip(UNKNOWN) and mapped.items is None and mapped.props is None:
                    # listed names made into paths (`readdirSync(base).map(p => join(base, p, store))`): each
                    # item is that path, a name in it unknown, so what is then read under it is named
                    return _Value(items=(mapped,), sources=_merge(receiver.sources, mapped.sources))
                if mapped.sources:
                    return _Value(sources=_merge(receiver.sources, mapped.sources))
        if method == "then" and receiver is not None and receiver.sources and any(arg.ref in _EVAL for arg in args):
            return self._run_code(receiver, line, "then(eval)")
        if name == "process.dlopen" and len(args) > 1:
            return self._native_loaded(args[1], line)
        if name in ("require", "import") and args:
            data = _required_data(args[0]) if name == "require" else None
            if data is not None:
                return data  # a bundled JSON file: its entries, followed like literals
            if args[0].known:
                if name == "import":
                    self._remote_module(args[0], line)
                written = _written_module(args[0].text)
                if written:  # `require("./vendor/rules")` of a file another step of the skill downloaded
                    return self._run_code(_Value(sources=written), line, name)
                module = _module_name(args[0].text)
                return self._exported_data(module) or _Value(ref=module)
            saved = self._saved_module(args[0].text)
            if saved is not None:  # `import(join(mkdtempSync(…), "m.mjs"))` after a download was written there
                return self._run_code(saved, line, name)
            # a module path computed at run time is ordinary; a downloaded or decoded one is not
            return self._run_code(args[0], line, name) if args[0].sources else _UNKNOWN_VALUE
        if method in ("replace", "replaceAll") and receiver is not None and receiver.ref.startswith(_BUNDLED_FILE):
            filled = _template_filled(receiver, call.arg_nodes, args, method)
            if filled is not None:
                return filled
        if method in ("replace", "replaceAll") and receiver is not None and len(args) == 2:
            replaced = _regex_replaced(receiver, call.arg_nodes[0], args[1], method)
            if replaced is not None:
                return replaced
        if method == "match" and receiver is not None and receiver.known and len(call.arg_nodes) == 1:
            matched = _regex_matched(receiver, self._pattern(call.arg_nodes[0]))
            if matched is not None:
                return matched
        folded = self._fold_call(name, method, receiver, args, line)
        if folded is not None:
            return folded
        if self.in_browser and name.startswith(("chrome.", "browser.")):
            read = self._browser_store(name, args, line)
            if read is not None:
                return read
        if self.automating:
            driven = self._driven_browser(method, args, line)
            if driven is not None:
                return driven
        if name in _CLIENT_FACTORIES and args and args[0].props is not None:
            # axios.create({ baseURL }), got.extend({ prefixUrl }): an instance whose calls go there
            return _Value(ref=name.split(".", 1)[0], props=args[0].props)
        if name in _FETCHERS or (name.endswith(".fetch") and name.split(".")[0] in ("window", "globalThis")):
            return self._network(name, _based(receiver, args), line)
        if name == "URL" and args:  # new URL(path, base)
            return _resolved_url(args)
        if method == "open" and receiver is not None and receiver.ref == "XMLHttpRequest#" and len(args) >= 2:
            return self._network("XMLHttpRequest", [args[1], _Value(props=(("method", args[0]),))], line)
        if name in _WEBSOCKETS and args:
            return self._websocket(args[0], line)
        if node.type == "new_expression" and name in ("XMLHttpRequest", "net.Socket"):
            return _Value(ref=f"{name}#")
        if node.type == "new_expression" and name in _MODULE_CLASSES:
            return _Value(ref=f"{name}#")  # a module whose _compile runs the source it is handed
        if node.type == "new_expression" and name in ("dns.Resolver", "dns.promises.Resolver"):
            return _Value(ref=name.rsplit(".", 1)[0])  # a resolver of its own (setServers): its lookups are dns's
        if name in _SOCKETS or (method == "connect" and receiver is not None and receiver.ref == "net.Socket#"):
            return self._socket(args, line)
        if name in _EXEC_SHELL or name in _EXEC_FILE:
            return self._process(name, args, line)
        if name == "Deno.Command" and args:  # new Deno.Command(program, { args: [...] })
            options = args[1] if len(args) > 1 else _Value(props=())
            return self._process(name, [args[0], options.prop("args") or _Value(items=()), options], line)
        if name in _EVAL or (node.type == "new_expression" and name == "Function"):
            code = args[-1] if name in ("Function",) and args else (args[0] if args else _UNKNOWN_VALUE)
            if name == "Function" and code.known and _GLOBAL_OBJECT.fullmatch(code.text.strip()):
                return _Value(ref="Function#global")  # Function('return this')() is the global object
            if name in ("setTimeout", "setInterval", "import") and not code.text.strip() and not code.sources:
                return _UNKNOWN_VALUE
            if name in ("setTimeout", "setInterval") and not (code.sources or (code.known and code.text.strip())):
                return _UNKNOWN_VALUE
            return self._run_code(code, line, name)
        if method in _COPIES and _is_fs(name, receiver) and len(args) >= 2:
            copied = self._read(args, line)
            bundled = bundled_text(args[0].text) if args[0].known else None
            content = copied
            if bundled is not None and bundled.text:
                content = _Value(text=bundled.text[:MAX_TEXT], ref=copied.ref)
            self._write([args[1], content], line)  # a copy writes its destination, a place that may run later
            return copied
        if (method in _READS and _is_fs(name, receiver)) or (method in _WALKS and name.startswith(_STD_FS + ".")):
            return self._read(args, line, listing=method in _LISTINGS or method in _WALKS)
        if method in _PROBES and _is_fs(name, receiver) and args and args[0].known:
            self._looked_for(args[0].text, line)
        if _GLOBS.match(name) and args:  # glob, fast-glob, globby, fs.glob: the files a pattern matches
            return self._read(args[:1] if not args[0].items else list(args[0].items[:1]), line, listing=True)
        if method == "createWriteStream" and _is_fs(name, receiver) and args:
            self._write(args, line)
            return _Value(ref=f"writestream#{args[0].text}")
        if method in _WRITES and _is_fs(name, receiver):
            self._write(args, line, appending=method.startswith("append"))
            return _UNKNOWN_VALUE
        if method == "pipe" and args and args[0].ref.startswith("writestream#") and receiver is not None:
            # response.pipe(fs.createWriteStream(path)): the file holds what the response carries
            self._write([_Value(text=args[0].ref.split("#", 1)[1]), receiver], line)
            return args[0]
        if name in _UNPACKERS:
            return self._unpack(name, args, line)
        if method == "pipe" and args and args[0].ref.startswith(_UNPACKING) and receiver is not None:
            # response.pipe(tar.x({ cwd })): the archive the response carries is unpacked there
            self._unpacked(args[0].ref.removeprefix(_UNPACKING), receiver, line)
            return args[0]
        if method == "pipe" and args and receiver is not None and receiver.sources:
            return self._piped([receiver, args[0]], line)
        if name in ("stream.pipeline", "stream/promises.pipeline", "stream.promises.pipeline") and len(args) > 1:
            return self._piped([arg for arg in args if arg.ref or arg.sources or arg.props is None], line)
        if method in _DNS and name.startswith("dns") and args:
            self._dns(args[0], line)
            if method == "resolveTxt" and args[0].known and "." in args[0].text and not args[0].sources:
                # a TXT record's text, which the zone's owner may change at any time: read like a download
                evidence = self._evidence(line, f"reads the TXT record of {args[0].text}")
                self._emit(Kind.FETCH, args[0].text, (evidence,))
            return _UNKNOWN_VALUE
        if name.endswith(("dotenv.config", "dotenv.configDotenv")):  # dotenv's loader: a file into process.env
            given = args[0].prop("path") if args and args[0].props is not None else None
            self.dotenv.append(
                given.text.lstrip(UNKNOWN) if given is not None and given.text.strip(UNKNOWN) else ".env"
            )
            return _UNKNOWN_VALUE
        if name == "Reflect.get" and len(args) >= 2:  # Reflect.get(process, 'env') is process.env
            return self._member(args[0], args[1].text if args[1].known else None)
        if name == "process.env.get" and args:  # Deno.env.get("NAME")
            return self._member(_Value(ref="process.env"), args[0].text if args[0].known else None)
        if name == "process.env.toObject":  # Deno.env.toObject(): the whole environment
            return self._env_dump(node)
        if name in _COPIES_OF_ARGUMENT and args:  # Object.assign({}, defaults, given), structuredClone(x)
            return self._assigned(call) if name == "Object.assign" else args[0]
        if name in ("JSON.stringify", "Object.entries", "Object.values") and any(_mentions_env(arg) for arg in args):
            dumped = self._env_dump(node)
            return _Value(sources=_merge(dumped.sources, *(_deep_sources(arg) for arg in args)))
        if name == "JSON.stringify" and args and (args[0].props is not None or args[0].items is not None):
            return _Value(text=_shown(args[0]), sources=_deep_sources(args[0]))
        if name in ("os.homedir", "os.userInfo().homedir"):
            return _Value(text="~")
        if name == "os.tmpdir":
            return _Value(text=TEMP_FOLDER)
        if name in ("path.join", "path.resolve", "path.posix.join", "path.win32.join"):
            return _Value(text="/".join(arg.text for arg in args), sources=_merge(*(a.sources for a in args)))
        if method in ("write", "end") and receiver is not None and args and self._into_stdin(receiver, args[0], line):
            return _UNKNOWN_VALUE
        if (
            method in ("write", "end", "send")
            and receiver is not None
            and any(arg.has("secret", "env") for arg in args)
        ):
            self._send_data(args, line, _connection_host(receiver))
        carried = _merge(callee.sources, *(_deep_sources(arg) for arg in args))
        if _SERIALISES.search(name or method) and any(_is_env(arg) for arg in args):
            # the environment itself handed to a serialiser or compressor (util.inspect, v8.serialize,
            # new URLSearchParams, zlib): what comes out holds every value. A validator or config
            # loader given it (cleanEnv(process.env), schema.parse(process.env)) gives settings, not a dump.
            carried = _merge(self._env_dump(node).sources, carried)
        return _Value(sources=carried)

    def _piped(self, stages: list[_Value], line: int) -> _Value:
        """Streams piped one into the next (``read.pipe(zlib.createGzip()).pipe(request)``): what the
        first carries flows through every transform; a request at the end sends it to its host."""
        carried: tuple[_Origin, ...] = ()
        for stage in stages:
            if carried and self._into_stdin(stage, _Value(sources=carried), line):
                return stage
            if stage.ref.startswith("request#") and carried:
                self._send_data([_Value(sources=carried)], line, _connection_host(stage))
                return stage
            carried = _merge(carried, stage.sources)
        last = stages[-1]
        return replace(last, sources=_merge(last.sources, carried))

    def _assigned(self, call: _Call) -> _Value:
        """``Object.assign(target, ...sources)``: the target with each source's properties laid over
        it, later ones winning; the target variable holds the same."""
        props = [entry for arg in call.args for entry in _spread(arg)]
        merged = _overlaid(props)
        first = call.arg_nodes[0] if call.arg_nodes else None
        if first is not None and first.type == "identifier":
            self.scope[_text(first)] = merged
        return merged

    def _array_callback(self, method: str, receiver: _Value, arg_nodes: list[Node], args: list[_Value]) -> _Value:
        """``map``/``forEach``/``filter``/``reduce`` over a known array: the callback runs with each item."""
        function = next((node for node in arg_nodes if node.type in _FUNCTIONS), None)
        if function is None and arg_nodes and arg_nodes[0].type == "identifier":
            function = self.functions.get(_text(arg_nodes[0]))  # `.map(rev)`: a helper of the file by name
        items = receiver.items or ()
        if method in ("reduce", "reduceRight") and function is not None:
            return self._reduced(function, items if method == "reduce" else items[::-1], args[1:2])
        if method in ("filter", "slice", "sort") or function is None:
            return receiver if method in ("filter", "slice", "sort") else _Value(sources=receiver.sources)
        if items and not any(_carries(item) for item in items):
            # items known only at run time (`[...Array(n)].map((_, k) => …)`): what the callback builds from
            # data around it (a secret's chunks) is what every item carries, so its body is walked once
            # without them; a result carrying nothing stays unknown, as an item's own shape says nothing
            once = self._inline(function, [])
            results = tuple(once if once.sources else _UNKNOWN_VALUE for _ in items[:_MAX_ITEMS])
        else:
            results = tuple(self._inline(function, [item]) for item in items[:_MAX_ITEMS])
        if method == "flatMap":  # each callback's list, one after another
            results = tuple(part for result in results for part in (result.items or (result,)))[:_MAX_ITEMS]
        if method in ("map", "flatMap"):
            return _Value(items=results, sources=_merge(*(result.sources for result in results)))
        if method == "find":
            return items[0] if items else _UNKNOWN_VALUE
        return _Value(sources=_merge(*(result.sources for result in results)))

    def _reduced(self, function: Node, items: tuple[_Value, ...], initial: list[_Value]) -> _Value:
        """``items.reduce((acc, x) => …, start)``: the callback run with each item in turn, handed what
        the previous run gave (a merge of layers, one of which may be the environment)."""
        if not initial and not items:
            return _UNKNOWN_VALUE
        accumulated, rest = (initial[0], items) if initial else (items[0], items[1:])
        for item in rest[:_MAX_ITEMS]:
            accumulated = self._inline(function, [accumulated, item])
        return accumulated

    def _fold_call(
        self, name: str, method: str, receiver: _Value | None, args: list[_Value], line: int
    ) -> _Value | None:
        """A call that only transforms constants: decoding, joining, reversing, char codes."""
        if name == "JSON.parse" and args and args[0].known and not args[0].sources:
            return parsed_json(args[0].text)
        if _YAML_LOADERS.search(name) and args and args[0].known and not args[0].sources:
            return parsed_yaml(args[0].text)  # js-yaml's load, yaml's parse
        if _TOML_LOADERS.search(name) and args and args[0].known and not args[0].sources:
            return parsed_toml(args[0].text)  # smol-toml's parse, @iarna/toml's parse
        if name in ("atob", "Buffer.from", "Buffer.from.toString") or (
            name == "" and method == "toString" and receiver is not None and receiver.has("decoded")
        ):
            if name == "atob" or (name == "Buffer.from" and len(args) > 1 and args[1].text in ("base64", "base64url")):
                return self._decoded(args[0] if args else _UNKNOWN_VALUE, "base64", line)
            if name == "Buffer.from" and len(args) > 1 and args[1].text == "hex":
                return self._decoded(args[0], "hex", line)
            if name == "Buffer.from" and args:
                return args[0]
            return receiver
        if name == "String.raw" and len(args) == 1:
            return args[0]  # String.raw`…`: the template's text (its escapes read as written would change no word)
        if name == "String.fromCharCode":
            codes = [arg for arg in args] if not (len(args) == 1 and args[0].items) else list(args[0].items or ())
            if codes and all(code.known for code in codes):
                try:
                    text = "".join(chr(int(code.text, 0)) for code in codes)
                except ValueError:
                    return _UNKNOWN_VALUE
                return _Value(
                    text=text,
                    sources=(
                        _Origin(
                            _DataSource.DECODED,
                            "character codes",
                            self._evidence(line, "builds a string from character codes"),
                        ),
                    ),
                )
            return _Value(
                sources=(
                    _Origin(
                        _DataSource.DECODED,
                        "character codes",
                        self._evidence(line, "builds a string from character codes"),
                    ),
                )
            )
        if name == "Array.from" and len(args) == 1:
            return _Value(items=_spread_items(args[0]), sources=args[0].sources)  # Array.from(s): its characters
        if name in ("decodeURIComponent", "unescape", "decodeURI") and args:
            from urllib.parse import unquote

            return _Value(text=unquote(args[0].text), sources=args[0].sources)
        if receiver is None or receiver.ref:
            return None
        if method == "join" and receiver.items is not None:
            separator = args[0].text if args else ","
            return _Value(
                text=separator.join(item.text for item in receiver.items)[:MAX_TEXT],
                # the array's own too: a helper that pushed into it from a callback added only those
                sources=_merge(receiver.sources, *(item.sources for item in receiver.items)),
            )
        if method == "concat" and receiver.items is not None:
            # list.concat(more, extra.map(…)): an array of the items of both, in order
            added = [part for arg in args for part in (arg.items if arg.items is not None else (arg,))]
            joined = (*receiver.items, *added)[:_MAX_ITEMS]
            return _Value(items=joined, sources=_merge(receiver.sources, *(a.sources for a in args)))
        if method == "reverse" and receiver.items is not None:
            return _Value(items=tuple(reversed(receiver.items)), sources=receiver.sources)
        if method == "split" and args and args[0].known and receiver.known:
            pieces = list(receiver.text) if args[0].text == "" else receiver.text.split(args[0].text)
            return _Value(items=tuple(_Value(text=piece) for piece in pieces), sources=receiver.sources)
        if (
            method in ("replace", "replaceAll")
            and len(args) == 2
            and receiver.known
            and args[0].known
            and args[1].known
        ):
            return _Value(text=receiver.text.replace(args[0].text, args[1].text), sources=receiver.sources)
        rewritten = method in ("replace", "replaceAll") and len(args) == 2 and receiver.known and not args[1].known
        mapped = method == "map" and receiver.items is not None and bool(args) and not args[0].known
        by_code = "harCode" in self.snippet.text  # the callback does character arithmetic (fromCharCode, charCodeAt)
        if by_code and ((rewritten and len(receiver.text) >= 16) or (mapped and len(receiver.items or ()) >= 16)):
            # a constant rewritten by a callback (rot13, a shifted alphabet, a lookup): text made at run time
            what = "rewrites a constant text with a function, character by character"
            made = _Origin(_DataSource.DECODED, "text rewritten at run time", self._evidence(line, what))
            return _Value(sources=(made,))
        if method in ("toString", "trim", "toLowerCase", "toUpperCase", "text", "json", "concat") and receiver.known:
            if method == "concat":
                return _concat([receiver, *args])
            return receiver
        if method in ("inflateSync", "gunzipSync", "brotliDecompressSync", "inflateRawSync", "unzipSync"):
            return _Value(
                sources=_merge(
                    *(arg.sources for arg in args),
                    (_Origin(_DataSource.DECODED, "compressed", self._evidence(line, "decompresses a blob")),),
                )
            )
        return None

    def _decoded(self, encoded: _Value, layer: str, line: int) -> _Value:
        evidence = self._evidence(line, f"decodes {layer}")
        source = _Origin(_DataSource.DECODED, layer, evidence)
        if not encoded.known:
            return _Value(sources=_merge(encoded.sources, (source,)))
        text = decode_base64(encoded.text) if layer == "base64" else _from_hex(encoded.text)
        if text is None:
            return _Value(sources=_merge(encoded.sources, (source,)))
        return _Value(text=text, sources=_merge(encoded.sources, (source,)))

    # Sinks

    def _network(self, name: str, args: list[_Value], line: int) -> _Value:
        target = args[0] if args else _UNKNOWN_VALUE
        options = next((arg for arg in args if arg.props is not None), None)
        url = target
        named_host: str | None = None
        if target.props is not None:
            options = target
            url = target.prop("url") or _UNKNOWN_VALUE
            hostname = target.prop("hostname") or target.prop("host")
            named_host = hostname.text.lower() if hostname is not None and hostname.known else None
        host = named_host or host_of(url.text) or "?"
        if url.known and host == "?":  # a relative URL: the page's own server
            return _UNKNOWN_VALUE
        method = (options.prop("method") if options else None) or _UNKNOWN_VALUE
        sends = (
            name.rsplit(".", 1)[-1].lower() in _SENDING_METHODS
            or method.text.lower() in _SENDING_METHODS
            or (options is not None and any(options.prop(key) is not None for key in ("body", "data", "json", "form")))
            or name.endswith(".post")
        )
        data_sources = [
            s for arg in args for s in _deep_sources(arg) if s.source in (_DataSource.SECRET, _DataSource.ENV)
        ]
        data_sources = self._outside_own_site(data_sources, host)
        if any(_mentions_env(arg) for arg in args):
            data_sources.extend(self._env_dump_sources(line))
        if data_sources or sends:
            self._emit(
                Kind.EGRESS, host, (*(s.evidence for s in data_sources), self._evidence(line, f"sends it to {host}"))
            )
            return _Value(ref=f"request#{host}")
        where = url.text if url.known else host
        held = vocabulary.metadata_credentials(where) if url.known else None
        if held is not None:  # a metadata service's answer is the machine's cloud keys
            evidence = self._evidence(line, f"reads {held}: {where}")
            self._emit(Kind.SECRET_READ, held, (evidence,))
            return _Value(sources=(_Origin(_DataSource.SECRET, held, evidence),))
        evidence = self._evidence(line, f"downloads {where}")
        self._emit(Kind.FETCH, where, (evidence,))
        return _Value(sources=(_Origin(_DataSource.FETCHED, where, evidence),))

    # Browser extensions and userscripts (:mod:`.browser`)

    def _page_store(self, which: str, line: int) -> _Value:
        """A site's cookies or web storage, read by a script that runs in every site the user visits
        (a content script on every URL, a userscript): one read per file, at the first line reading it."""
        if not browser.reads_every_page(self.snippet.rel, self.snippet.text):
            return _UNKNOWN_VALUE
        store = browser.PAGE_STORES[which]
        cached = self.page_reads.get(store)
        if cached is None:
            evidence = self._evidence(line, f"reads {store} (a script run in every site)")
            self._emit(Kind.SECRET_READ, store, (evidence,))
            cached = self.page_reads[store] = _Value(sources=(_Origin(_DataSource.SECRET, store, evidence),))
        return cached

    def _browser_store(self, name: str, args: list[_Value], line: int) -> _Value | None:
        """An extension API call that reads one of the browser's stores, or a listener handed its data:
        the result (and each callback's parameters) carry it, scoped to a site when the call or the
        manifest names one."""
        store = browser.api_call(name) or browser.api_event(name)
        if store is None:
            return self._relayed_page_data(name, line)
        options = args[0] if args and args[0].props is not None else None
        named = [options.prop(key) for key in ("url", "domain")] if options is not None else []
        scoped = tuple(host_of(v.text) or v.text.lstrip(".") for v in named if v is not None and v.known and v.text)
        scoped = scoped or browser.granted_hosts(self.snippet.rel) or ()
        detail = f"{store} for {', '.join(scoped)}" if scoped else store
        evidence = self._evidence(line, f"reads {detail} ({name.split('.', 1)[1]})")
        if scoped:  # the extension's own site's data: a finding only where it is sent elsewhere
            self.browser_scope[detail] = scoped
        else:
            self._emit(Kind.SECRET_READ, detail, (evidence,))
        return _Value(sources=(_Origin(_DataSource.SECRET, detail, evidence),))

    def _relayed_page_data(self, name: str, line: int) -> _Value | None:
        """A listener of the extension's messages, when a content script of the same extension on
        every site reads that site's cookies or storage and sends a message: it is handed that data."""
        relayed = browser.relayed_page_data(self.snippet.rel, name)
        if relayed is None:
            return None
        store, script, script_line = relayed
        shown = self.snippet.path.removesuffix(self.snippet.rel) + script
        read = Evidence(path=shown, line=script_line, what=f"reads {store} (a script run in every site)")
        handed = self._evidence(
            line, f"receives it from {script} ({name.split('.', 1)[1].removesuffix('.addListener')})"
        )
        origin = _Origin(_DataSource.SECRET, store, read)
        return _Value(sources=(origin, _Origin(_DataSource.SECRET, store, handed)))

    def _outside_own_site(self, sources: list[_Origin], host: str) -> list[_Origin]:
        """Browser data scoped to a site, sent to a host of that site, is the extension using its own
        backend: left out of the send."""
        if not self.browser_scope:
            return sources
        return [
            s
            for s in sources
            if not (s.detail in self.browser_scope and browser.same_site(host, self.browser_scope[s.detail]))
        ]

    def _looked_for(self, path: str, line: int) -> None:
        """A browser's saved logins, a wallet or an extension's storage checked for: it is what the code is after."""
        path = vocabulary.home_path(path)
        store = vocabulary.secret_store(path)
        if store is not None and vocabulary.sought_store(store, path):
            self._emit(Kind.SECRET_READ, store, (self._evidence(line, f"looks for {store}: {path}"),))

    def _send_data(self, args: list[_Value], line: int, host: str) -> None:
        data_sources = [
            s for arg in args for s in _deep_sources(arg) if s.source in (_DataSource.SECRET, _DataSource.ENV)
        ]
        kept = self._outside_own_site(data_sources, host)
        if data_sources and not kept:
            return  # only the extension's own site's data, sent to that site
        data_sources = kept
        self._emit(
            Kind.EGRESS, host, (*(s.evidence for s in data_sources), self._evidence(line, f"sends it to {host}"))
        )

    def _socket(self, args: list[_Value], line: int) -> _Value:
        host = "?"
        for arg in args:
            if arg.props is not None:
                host_value = arg.prop("host")
                host = host_value.text if host_value is not None and host_value.known else host
            elif arg.known and not arg.text.isdigit() and arg.text:
                host = arg.text
        evidence = self._evidence(line, f"opens a raw connection to {host}")
        self.sockets.append((host, evidence))
        self._emit(Kind.RAW_SOCKET, host, (evidence,))
        if vocabulary.is_local_host(host):
            return _Value(ref=f"socket#{host}")
        # what its `data` handlers receive comes from that host, as a WebSocket's messages do
        received = _Origin(_DataSource.FETCHED, host, self._evidence(line, f"receives data from {host}"))
        return _Value(ref=f"socket#{host}", sources=(received,))

    def _websocket(self, url: _Value, line: int) -> _Value:
        """A WebSocket (or socket.io) connection: a two-way channel like a raw socket; what its
        ``message`` handlers receive comes from that host."""
        host = vocabulary.url_host(url.text) if url.known else None
        host = host or "?"
        if vocabulary.is_local_host(host):
            return _Value(ref=f"socket#{host}")
        # not itself a finding (apps use WebSockets): a shell wired to it, or running what it sends, is
        self.sockets.append((host, self._evidence(line, f"opens a WebSocket to {host}")))
        received = _Origin(_DataSource.FETCHED, host, self._evidence(line, f"receives messages from {host}"))
        return _Value(ref=f"socket#{host}", sources=(received,))

    def _dns(self, name: _Value, line: int) -> None:
        carrier = dns_carrier(name)
        if carrier is not None:
            suffix, carried = carrier
            what = f"looks up names built from data under {suffix}"
            self._emit(Kind.DNS_TUNNEL, suffix, (*carried, self._evidence(line, what)))

    def _unpack(self, name: str, args: list[_Value], line: int) -> _Value:
        """An archive unpacked by a library (``tar.x({ file, cwd })``, ``extract(zip, { dir })``,
        ``decompress(zip, dir)``); without a file, ``tar.x`` is a stream a download is piped into."""
        options = next((arg for arg in args if arg.props is not None), _UNKNOWN_VALUE)
        archive = options.prop("file") or options.prop("f") or next((a for a in args if a.props is None), None)
        folder = options.prop("cwd") or options.prop("C") or options.prop("dir")
        if folder is None and len(args) > 1 and args[1].props is None:
            folder = args[1]
        where = folder.text if folder is not None else "."
        if archive is None:
            return _Value(ref=_UNPACKING + where)
        self._unpacked(where, archive, line)
        return _UNKNOWN_VALUE

    def _unpacked(self, folder: str, archive: _Value, line: int) -> None:
        """``archive`` (a path it saved a download to, or the download itself) unpacked into ``folder``:
        every program in that folder is the download's."""
        written = next((held for path, held in self.dropped.items() if path and path in archive.text), archive)
        downloads = tuple(s.evidence for s in _deep_sources(written) if s.source is _DataSource.FETCHED)
        if downloads and folder.strip(UNKNOWN):
            shown = folder.replace(UNKNOWN, "…")
            self.unpacked[folder.rstrip("/")] = (*downloads, self._evidence(line, f"unpacks it into {shown}"))

    def _runs_unpacked(self, program: str, line: int) -> bool:
        """``program`` lies in a folder a downloaded archive was unpacked into: running it runs the download."""
        for folder, chain in self.unpacked.items():
            if program.startswith(folder + "/"):
                shown = program.replace(UNKNOWN, "…")
                self._emit(Kind.EXEC_FETCHED, shown, (*chain, self._evidence(line, f"runs {shown}, unpacked from it")))
                return True
        return False

    def _process(self, name: str, args: list[_Value], line: int) -> _Value:
        if not args:
            return _UNKNOWN_VALUE
        options = next((arg for arg in args[1:] if arg.props is not None), None)
        code: _Value | None = args[0]
        command = args[0]
        if name not in _EXEC_SHELL:
            argv = list(args[1].items or ()) if len(args) > 1 and args[1].items is not None else []
            command = _concat(_join_words([args[0], *argv]))
            code = _interpreter_code(args[0], argv) or (args[0] if args[0].sources else None)
            if args[0].known and args[0].text.strip() == "git":
                self._git_address(argv, line)
            self._lookup_carrying(args[0], argv, line)
        self._conceal(options, line)
        if (
            code is None
            and args[0].known
            and _SHELLS.match(args[0].text.strip().lower())
            and not _argv_has_script(args)
        ):
            self.shells.append(self._evidence(line, f"starts an interactive {args[0].text.strip()}"))
        for path, written in self.dropped.items():
            if path and path in command.text:
                self._emit(
                    Kind.EXEC_FETCHED,
                    path,
                    (
                        *(s.evidence for s in written.sources if s.source is _DataSource.FETCHED),
                        self._evidence(line, f"runs {path}, which it downloaded"),
                    ),
                )
                return _Value(ref=_CHILD)
        if self._runs_unpacked(args[0].text if name not in _EXEC_SHELL else command.text, line):
            return _Value(ref=_CHILD)
        host = name not in _EXEC_SHELL and _POWERSHELL_HOST.match(args[0].text.strip()) is not None
        if host and (code is None or (code.known and not code.sources)):
            # `spawn("powershell", ["-C", "iex (irm '…')"])`: PowerShell code, read as the command line
            # that runs it (the shell reader hands a PowerShell host's -Command to the PowerShell reader)
            self._shell(_argv_command(args[0], tuple(argv)), line)
        elif code is not None:
            self._run_code(code, line, name, shell=True)
        elif command.known:
            self._shell(command.text, line)
        elif name not in _EXEC_SHELL and args[0].known:
            self._shell(_argv_command(args[0], args[1].items or () if len(args) > 1 else ()), line)
        reader = _stdin_interpreter(args, name)
        given = options.prop("input") if options is not None else None
        if given is not None and _deep_sources(given):
            self._handed_to_sender(args, given, line)
        if reader and given is not None and code_origin(given) is not None:
            self._run_code(given, line, f"{name} {reader}, its input")  # execSync("sh", { input: body })
        table = command.known and command.text.split() in (["crontab"], ["crontab", "-"])
        if given is not None and table:
            self._persist("cron", "crontab -", given, line)  # execSync("crontab -", { input: table })
        if table and not reader:
            reader = _CRONTAB  # spawn("crontab", ["-"]) then p.stdin.end(table): read where it is written
        return _Value(ref=f"child#{reader}", sources=self._printed(command.text.replace(UNKNOWN, " "), line))

    def _lookup_carrying(self, program: _Value, argv: list[_Value], line: int) -> None:
        """A lookup tool run from an argument list (``execFileSync("ping", ["-p", hexed, host])``,
        ``spawn("dig", [label + zone])``) with data the script read in an argument: a name under a
        zone reaches that zone's server, an ICMP payload pattern the host pinged. The Python reader's
        ``lookup_carrying`` does the same; an argument list with a word not known here never becomes
        a command line the shell reader could read."""
        tool = vocabulary.command_name(program.text) if program.known else ""
        if tool not in vocabulary.DNS_TOOLS or not argv:
            return
        carried = [
            o.evidence
            for item in argv
            for o in _deep_sources(item)
            if o.source in (_DataSource.SECRET, _DataSource.ENV, _DataSource.TOKEN)
        ]
        if not carried:
            return
        host = argv[-1].text if argv[-1].known and argv[-1].text.strip() else "?"
        what = f"puts data into a lookup it runs ({tool} {host})"
        self._emit(Kind.DNS_TUNNEL, host, (*dict.fromkeys(carried), self._evidence(line, what)))

    def _printed(self, command: str, line: int) -> tuple[_Origin, ...]:
        """The secrets a command the script runs prints (``execSync("printenv")``): what its output carries."""
        found = []
        for kind, what in vocabulary.printed_secrets(command):
            if kind == "env":
                evidence = self._evidence(line, f"reads the whole environment ({what})")
                self._emit(Kind.ENV_DUMP, what, (evidence,))
                found.append(_Origin(_DataSource.ENV, what, evidence))
                continue
            store = what if kind == "credential" else (secret_store(what) or what)
            shown = f"reads {what}" if kind == "credential" else f"prints {store}: {vocabulary.home_path(what)}"
            evidence = self._evidence(line, shown)
            self._emit(Kind.SECRET_READ, store, (evidence,))
            found.append(_Origin(_DataSource.SECRET, store, evidence))
        return tuple(found)

    def _git_address(self, argv: list[_Value], line: int) -> None:
        """``execFileSync('git', ['clone', `https://u:${token}@host/r.git`])``: the host is handed the
        address, a secret in it included (see the shell reader's ``git`` addresses)."""
        subcommand = next((a.text for a in argv if a.known and a.text and not a.text.startswith("-")), None)
        if subcommand not in GIT_CONNECTING:
            return
        for arg in argv:
            carried = [s for s in _deep_sources(arg) if s.source in (_DataSource.SECRET, _DataSource.ENV)]
            host = git_remote_host(arg.text.replace(UNKNOWN, "*"), arg.known) if carried else None
            if host is not None:
                send = self._evidence(line, f"puts it into a git remote's address (git {subcommand}) to {host}")
                self._emit(Kind.EGRESS, host, (*(s.evidence for s in carried), send))

    def _handed_to_sender(self, args: list[_Value], given: _Value, line: int) -> None:
        """Data handed on stdin to one of the skill's scripts that sends what it reads
        (``execFileSync("python3", [dir + "/post.py"], { input })``): it goes to that script's host."""
        words = [item.text for arg in args[:2] for item in (arg.items or (arg,)) if item.text]
        for word in " ".join(words).replace(UNKNOWN, " ").split():
            sink = script_input_sink(word)
            if sink is not None:
                rel, host = sink
                carried = [s for s in _deep_sources(given) if s.source in (_DataSource.SECRET, _DataSource.ENV)]
                what = self._evidence(line, f"hands it to {rel}, which sends it to {host}")
                self._emit(Kind.EGRESS, host, (*(s.evidence for s in carried), what))
                return

    def _into_stdin(self, stream: _Value, data: _Value, line: int) -> bool:
        """Data written or piped into the standard input of a shell or interpreter started with no
        script (``res.pipe(sh.stdin)``, ``p.stdin.end(body)``): it runs that data as its program."""
        reader = stream.ref.removeprefix(_CHILD).removesuffix(".stdin")
        if not stream.ref.startswith(_CHILD) or not stream.ref.endswith(".stdin") or not reader:
            return False
        if reader == _CRONTAB:
            self._persist("cron", "crontab -", data, line)
            return True
        if reader == _RUNTIME_PROGRAM:
            return self._fed_from_connection(data, line)
        if code_origin(data) is None:
            return False
        self._run_code(data, line, f"{reader}'s standard input")
        return True

    def _fed_from_connection(self, data: _Value, line: int) -> bool:
        """What a raw connection or WebSocket delivered, written into the standard input of a program
        chosen at run time: the peer drives that program, a remote shell once the connection is there."""
        connected = {host for host, _ in self.sockets}
        received = [s for s in _deep_sources(data) if s.source is _DataSource.FETCHED and s.detail in connected]
        if not received:
            return False
        what = f"writes what {received[0].detail} sends into the standard input of {_RUNTIME_PROGRAM}"
        self.shells.append(self._evidence(line, what))
        return True

    def _conceal(self, options: _Value | None, line: int) -> None:
        if options is None:
            return
        detached = options.prop("detached")
        stdio = options.prop("stdio")
        hidden = options.prop("windowsHide")
        if (
            detached is not None
            and detached.text == "true"
            and (
                (stdio is not None and "ignore" in (stdio.text + "".join(i.text for i in stdio.items or ())))
                or self.unref_seen
                or (hidden is not None and hidden.text == "true")
            )
        ):
            self._emit(
                Kind.CONCEAL,
                "detached background process",
                (self._evidence(line, "starts a detached process with its output hidden"),),
            )

    def _remote_module(self, specifier: _Value, line: int) -> None:
        """A module imported from a web address outside the module registries and CDNs is code the
        runtime downloads and runs as it loads (Deno, a browser), from a host nobody vetted."""
        url = specifier.text if specifier.known else ""
        if not url.lower().startswith(("https://", "http://")):
            return
        host = host_of(url)
        if host is None or (url.lower().startswith("https://") and host in _MODULE_HOSTS):
            return
        fetched = _Value(sources=(_Origin(_DataSource.FETCHED, url, self._evidence(line, f"downloads {url}")),))
        self._run_code(fetched, line, "import")

    def _saved_module(self, specifier: str) -> _Value | None:
        """The download this script wrote to the module file a path built at run time names by its last
        part (a temporary folder's ``pack.mjs``), or ``None``: loading a module runs it."""
        name = specifier.rsplit("/", 1)[-1].strip(UNKNOWN)
        if not name or not self.dropped or PurePosixPath(name).suffix.lower() not in _MODULE_SUFFIXES:
            return None
        return next((self.dropped[name + suffix] for suffix in _MODULE_SUFFIXES if name + suffix in self.dropped), None)

    def _native_loaded(self, path: _Value, line: int) -> _Value:
        """``process.dlopen(module, path)``: a native add-on loaded runs its machine code in-process, so
        loading the file this script downloaded (named as it was written, or by its last part) runs the
        download."""
        text = path.text
        saved = self.dropped.get(text.rsplit("/", 1)[-1].strip(UNKNOWN) or text) if text else None
        if saved is not None:
            return self._run_code(saved, line, "process.dlopen")
        return self._run_code(path, line, "process.dlopen") if path.sources else _UNKNOWN_VALUE

    def _run_code(self, code: _Value, line: int, sink: str, *, shell: bool = False) -> _Value:
        origin = code_origin(code)
        decoded = code.has("decoded")
        if origin is not None:
            kind, detail, chain, verb = origin
            run = self._evidence(line, f"{verb} ({sink})")
            self._emit(kind, detail, (*chain, run))
            connected = {host for host, _ in self.sockets}
            if shell and any(s.source is _DataSource.FETCHED and s.detail in connected for s in code.sources):
                self.shells.append(run)  # a shell running what a connection delivers: a remote shell
        elif not code.known and (code.text.startswith(UNKNOWN) or not shell):
            self._emit(Kind.EXEC_DYNAMIC, sink, (self._evidence(line, f"runs a string built at run time ({sink})"),))
        if code.text.strip(UNKNOWN).strip():
            if shell:
                self._shell(code.text.replace(UNKNOWN, "$x"), line)
            elif self.depth < _MAX_DEPTH and (decoded or code.known):
                self.capabilities.extend(_analyse(self.snippet, code.text.replace(UNKNOWN, "x"), line, self.depth + 1))
        return _UNKNOWN_VALUE

    def _shell(self, command: str, line: int) -> None:
        """A constant command line goes to the shell analyser, at the line of the call that runs it."""
        if self.depth >= _MAX_DEPTH:
            return
        from skillgrade.rules.security.behaviour import languages

        shell_snippet = Snippet(
            path=self.snippet.path,
            rel=self.snippet.rel,
            language=Language.SHELL,
            text=command,
            first_line=line,
            presentation=self.snippet.presentation,
            origin=self.snippet.origin,
        )
        self.capabilities.extend(languages.analyse(shell_snippet))

    def _driven_browser(self, method: str, args: list[_Value], line: int) -> _Value | None:
        """A driver opened on the user's own browser profile (``launchPersistentContext(dir)``,
        ``launch({ userDataDir })``, ``--user-data-dir=`` among its ``args``), or attached to the
        browser the user runs (``connectOverCDP``/``connect({ browserURL })`` to this machine) by a
        script that then reads the session's cookies or storage: the browser's credential store."""
        folder = args[0].text.replace(UNKNOWN, "*") if args and method in automation.PERSISTENT_LAUNCHES else None
        flags: list[str | None] = [a.text if a.known else None for a in args] if method == "addArguments" else []
        endpoint = args[0].text if args and method in automation.ATTACHES and args[0].known else None
        for options in args:
            for key, value in options.props or ():
                if key in automation.PROFILE_KEYWORDS:
                    folder = value.text.replace(UNKNOWN, "*")
                elif key == "args":
                    flags.extend(item.text if item.known else None for item in value.items or ())
                elif automation.attach_option(key) and value.known and method in automation.ATTACHES:
                    endpoint = value.text
        store = automation.user_profile(folder)
        opened = (store, folder or "") if store is not None else automation.opened_profile(flags)
        if opened is not None:
            return self._profile_read(opened[0], f"opens the user's browser profile {opened[1]} ({method})", line)
        if automation.attaches_to_running(endpoint):
            what = f"attaches to the browser the user runs at {endpoint} ({method})"
            return self._profile_read("browser profile", what, line, attached=True)
        return None

    def _profile_read(self, store: str, what: str, line: int, *, attached: bool = False) -> _Value | None:
        chain = [self._evidence(line, what)]
        read = automation.session_read_line(self.snippet.text)
        if read is not None:
            chain.append(self._evidence(self.first_line + read[0] - 1, read[1]))
        elif attached:
            return None  # attached, but nothing of the session is read
        self._emit(Kind.SECRET_READ, store, tuple(chain))
        return _Value(sources=(_Origin(_DataSource.SECRET, store, chain[0]),))

    def _read(self, args: list[_Value], line: int, *, listing: bool = False) -> _Value:
        """What reading (or, with ``listing``, listing) the path ``args[0]`` gives."""
        if not args:
            return _UNKNOWN_VALUE
        store = secret_store(args[0].text) if args[0].text.strip(UNKNOWN) else None
        named = (
            vocabulary.named_secret_files(self.snippet.text)
            if store is None and args[0].known and vocabulary.searched_home(args[0].text)
            else None
        )  # readdirSync(homedir(), { recursive: true }) filtered on /\.pem$/: the home folder searched
        if named is not None:
            store = secret_store(f"~/**/{named}")
        data = (
            bundled_text(args[0].text.lstrip(UNKNOWN))
            if store is None and _DATA_FILE.search(args[0].text) and _beside_the_script(args[0])
            else None
        )
        if data is not None and data.text is not None:
            return _Value(text=data.text[:MAX_TEXT])  # a bundled JSON/YAML/TOML file: its parser gives its entries
        if store is None and not args[0].text.strip(UNKNOWN) and not args[0].sources:
            listed = imported_secret_paths(self.snippet.text)
            if listed:  # a path taken from a module of the skill that spells out secret stores
                module, path, store = listed[0]
                evidence = self._evidence(line, f"reads {store}: {path}, a path {module} lists")
                self._emit(Kind.SECRET_READ, store, (evidence,))
                return _Value(sources=(_Origin(_DataSource.SECRET, store, evidence),))
        if store is None and args[0].text.startswith("~/" + UNKNOWN) and not args[0].sources:
            listed_value = self._listed_in_data(line)
            if listed_value is not None:
                return listed_value
        if store is None and not listing and not args[0].known and not args[0].sources:
            picked = _NAME_FILTER.search(self.snippet.text)  # a walk keeping the files a name test picks
            store = secret_store(f"**/.{picked.group(1)}") if picked is not None else None
            if store is not None:
                assert picked is not None
                evidence = self._evidence(line, f"reads {store}: the files named like {picked.group(0)} it picks")
                self._emit(Kind.SECRET_READ, store, (evidence,))
                return _Value(sources=(_Origin(_DataSource.SECRET, store, evidence),))
        if store is None and _PROCESS_ENVIRONMENT.search(args[0].text):
            # /proc/<pid>/environ: a process's whole environment, as the script's own would be
            shown = args[0].text.replace(UNKNOWN, "*")
            evidence = self._evidence(line, f"reads a process's whole environment ({shown})")
            return _Value(sources=(_Origin(_DataSource.ENV, args[0].text, evidence),))
        if store is None:
            handed = shared_text(args[0].text)  # a value another step wrote there (a host, a path)
            sources = _merge(args[0].sources, shared_read(args[0].text))
            if handed is not None:
                return _Value(text=handed, sources=sources)
            rel = bundled_rel(args[0].text.lstrip(UNKNOWN)) if _beside_the_script(args[0]) else None
            document = (BUNDLED.get() or {}).get(rel) if rel and rel.lower().endswith(_DOCUMENTS) else None
            if document is not None:  # a reference or settings text the code picks a value out of
                return _Value(text=document[:MAX_TEXT], sources=sources)
            return _Value(sources=sources, ref=_BUNDLED_FILE + rel if rel else "")
        evidence = self._evidence(line, f"reads {store}")
        self._emit(Kind.SECRET_READ, store, (evidence,))
        return _Value(sources=(_Origin(_DataSource.SECRET, store, evidence),))

    def _listed_in_data(self, line: int) -> _Value | None:
        """``join(homedir(), ...entry.path)`` over a bundled data file the script names that lists a
        secret store as path components: that store is read."""
        for rel in named_data_files(self.snippet.text):
            found = home_store_listed(rel)
            if found is not None:
                path, store = found
                evidence = self._evidence(line, f"reads {store}: {path}, a path {rel} lists")
                self._emit(Kind.SECRET_READ, store, (evidence,))
                return _Value(sources=(_Origin(_DataSource.SECRET, store, evidence),))
        own = home_store_in_components(self.snippet.text, code=True)  # the script's own ['.config', …] lists
        if own is not None:
            path, store = own
            evidence = self._evidence(line, f"reads {store}: {path}, a path the script lists as components")
            self._emit(Kind.SECRET_READ, store, (evidence,))
            return _Value(sources=(_Origin(_DataSource.SECRET, store, evidence),))
        return None

    def _write(self, args: list[_Value], line: int, appending: bool = False) -> None:
        if not args:
            return
        path = args[0].text
        data = args[1] if len(args) > 1 else _UNKNOWN_VALUE
        plain = data.items is None and data.props is None
        share_written(path, _deep_sources(data), data.text if plain else UNKNOWN, appending)
        for source in _deep_sources(data):
            if source.source is _DataSource.ENV:
                self._emit(Kind.ENV_DUMP, "the whole environment", (source.evidence,))
        if data.has("fetched") and path.strip(UNKNOWN):
            self.dropped[path.rsplit("/", 1)[-1].strip(UNKNOWN) or path] = data
        if data.ref.startswith(_BUNDLED_FILE) and UNKNOWN not in path:
            # one of the skill's own files written out whole (a hook, a start-up script): what it does is
            # judged where a setting or an entry names it
            rel = data.ref[len(_BUNDLED_FILE) :]
            filled = data.text if data.text.strip(UNKNOWN) else None  # a template, its placeholders filled
            what = f"writes {rel}, its placeholders filled, to {path}" if filled else f"copies {rel} to {path}"
            copies.copied_at(path, rel, self.snippet, self._evidence(line, what), filled)
        place = persistence_place(path) if path.strip(UNKNOWN) else None
        if place is not None:
            self._persist(place, vocabulary.home_path(path.replace(UNKNOWN, "*")), data, line)

    def _persist(self, place: str, shown: str, data: _Value, line: int) -> None:
        """``data`` written where it runs again later (a shell rc file, the crontab): code it runs
        (a fetch piped to a shell, downloaded or decoded bytes) is named in the detail."""
        from skillgrade.rules.security.behaviour.shell import only_set_up_lines, unexplained_start_up_lines

        text = _shown(data).replace(UNKNOWN, " ")
        start_up = "start-up" in place
        loaded = data.has("fetched", "decoded")
        if start_up and not loaded and only_set_up_lines(text):
            return  # PATH, aliases, `eval "$(direnv hook bash)"`: the shell analyser's reading of the same lines
        runs = loaded or runs_code(unexplained_start_up_lines(text) if start_up else text, place)
        said = f": {shown_line(text)}" if place == "cron" and text.strip() else ""
        self._emit(
            Kind.PERSISTENCE,
            f"{place}: {shown}" + (" (runs code)" if runs else ""),
            (*(s.evidence for s in data.sources), self._evidence(line, f"writes {shown} ({place}){said}")),
        )

    def _env_dump(self, node: Node) -> _Value:
        sources = self._env_dump_sources(self._line(node))
        return _Value(sources=sources)

    def _env_dump_sources(self, line: int) -> tuple[_Origin, ...]:
        """The whole environment as a value's origin; reported as a dump only when it reaches a send,
        a lookup or a file (listing names or copying it into a child's environment is ordinary)."""
        return (_Origin(_DataSource.ENV, "process.env", self._evidence(line, ENV_READ)),)

    # Output

    def _emit(self, kind: Kind, detail: str, chain: tuple[Evidence, ...]) -> None:
        record(self.capabilities, self.snippet, kind, detail, chain)

    def _evidence(self, line: int, what: str) -> Evidence:
        return Evidence(path=self.placed or self.snippet.path, line=line, what=what)

    def _module_rel(self, specifier: str) -> str | None:
        """The skill's own module ``specifier`` names from the file being walked, or ``None``."""
        return _bundled_module(self.placed_rel or self.snippet.rel, specifier, self.snippet.rel)

    def _module_tree(self, rel: str) -> Node:
        tree = self.modules.get(rel)
        if tree is None:
            grammar = "typescript" if rel.endswith((".ts", ".mts", ".cts")) else "javascript"
            tree = self.modules[rel] = _parse((BUNDLED.get() or {})[rel].encode("utf-8", "replace"), grammar)[0]
        return tree

    def _module_constant(self, specifier: str, name: str) -> _Value | None:
        """What the skill's own module ``specifier`` exports as ``name`` when it is not a function (a
        host spelled in char codes, a list of file names), worked out in that module's own scope."""
        key = f"{specifier}#{name}"
        if key in self.resolving or self.inline_depth >= _MAX_INLINE_DEPTH:
            return None
        rel = self._module_rel(specifier)
        if rel is None:
            return None
        tree = self._module_tree(rel)
        expression = _exported_expression(tree, name)
        if expression is None:
            return self._passed_on(rel, tree, name, key)
        if expression.type in _FUNCTIONS:
            return None
        self.resolving.add(key)
        saved = self.placed, self.placed_rel, self.first_line, self.scope, self.functions, self.memo
        shown = self.snippet.path
        prefix = shown[: -len(self.snippet.rel)] if self.snippet.rel and shown.endswith(self.snippet.rel) else ""
        self.placed, self.placed_rel, self.first_line = prefix + rel, rel, 1
        self.scope, self.functions, self.memo = {}, {}, {}
        self.inline_depth += 1
        try:
            for node in tree.named_children:  # its imports and top-level constants, then the export
                declared = node.child_by_field_name("declaration") if node.type == "export_statement" else None
                if declared is not None:
                    node = declared  # `export const home = os.homedir()`, which a later export builds on
                if node.type == "import_statement":
                    self._import(node)
                elif node.type in ("lexical_declaration", "variable_declaration"):
                    for declarator in node.named_children:
                        if declarator.type == "variable_declarator":
                            self._declare(declarator)
            if expression.type == "shorthand_property_identifier":
                return self.scope.get(_text(expression))
            return self.value(expression)
        finally:
            self.inline_depth -= 1
            self.resolving.discard(key)
            self.placed, self.placed_rel, self.first_line, self.scope, self.functions, self.memo = saved

    def _exported_data(self, specifier: str) -> _Value | None:
        """What the skill's own module ``specifier`` exports as a whole when that is data, not code (a
        list of paths, a string): ``module.exports = [path.join(home, '.npmrc'), …]`` handed to another
        module's reader is followed as the list it is. ``None`` for a function, an object (its members
        are looked up one by one) or a module that is not the skill's own."""
        if not specifier.startswith("."):
            return None
        rel = self._module_rel(specifier)
        if rel is None:
            return None
        exported = _exported_expression(self._module_tree(rel), "")
        if exported is None or exported.type not in _EXPORTED_DATA:
            return None
        value = self._module_constant(specifier, "")
        data = value is not None and not value.ref and (value.items is not None or value.known)
        return value if data else None

    def _passed_on(self, rel: str, tree: Node, name: str, key: str) -> _Value | None:
        """``name`` as a module re-exports it from another (``export { HOST } from './host.mjs'``,
        ``export * from './files.mjs'``), that module resolved from this one's folder."""
        saved = self.placed_rel
        self.resolving.add(key)
        self.placed_rel = rel
        try:
            for specifier, original in _reexports(tree, name):
                found = self._module_constant(specifier, original)
                if found is not None:
                    return found
            return None
        finally:
            self.placed_rel = saved
            self.resolving.discard(key)

    def _module_function(self, ref: str) -> tuple[Node, str, Node] | None:
        """The function ``ref`` (``./lib/run.apply``, or ``./lib/send`` whose module is one function)
        names in the skill's own module: its node, the module's path in the skill and the module's
        tree, or ``None``."""
        whole = self._module_rel(ref)
        if whole is not None:  # module.exports = (file) => …; export default function …
            tree = self._module_tree(whole)
            exported = _exported_expression(tree, "")
            callable_ = exported is not None and exported.type in (*_FUNCTIONS, "function_declaration")
            return (exported, whole, tree) if exported is not None and callable_ else None
        specifier, _, name = ref.rpartition(".")
        if not specifier or not name:
            return None
        rel = self._module_rel(specifier)
        if rel is None:
            return None
        tree = self._module_tree(rel)
        for node in _preorder(tree):
            declared = node.child_by_field_name("name") if node.type == "function_declaration" else None
            if declared is not None and _text(declared) == name:
                return node, rel, tree
            if node.type in ("variable_declarator", "assignment_expression"):
                target = node.child_by_field_name("name") or node.child_by_field_name("left")
                value = node.child_by_field_name("value") or node.child_by_field_name("right")
                named = _text(target).rsplit(".", 1)[-1] if target is not None else ""
                if named == name and value is not None and value.type in _FUNCTIONS:
                    return value, rel, tree
            if node.type == "object":  # module.exports = { build: () => … } or { build() { … } }
                method = dict(_object_functions(node)).get(name)
                if method is not None:
                    return method, rel, tree
        return None

    def _inline_elsewhere(
        self, function: Node, rel: str, tree: Node, args: list[_Value], arg_nodes: list[Node]
    ) -> _Value:
        """A function of another module walked with its own module's imports, its links in its file."""
        saved = self.placed, self.placed_rel, self.first_line, dict(self.scope), dict(self.functions)
        shown = self.snippet.path
        prefix = shown[: -len(self.snippet.rel)] if self.snippet.rel and shown.endswith(self.snippet.rel) else ""
        self.placed, self.placed_rel, self.first_line = prefix + rel, rel, 1
        try:
            # the module's own functions, by the names its body calls them (`stores.map(snapshot)`)
            self.functions.update(_top_level_functions(tree))
            required: set[str] = set()
            for node in tree.named_children:  # the module's requires and imports name what its body calls
                if node.type == "import_statement":
                    self._import(node)
                elif node.type in ("lexical_declaration", "variable_declaration"):
                    self._declare_module_names(node, required)
            for declarator in _module_closure(tree, function, required):
                # the module's own constants the function reads (`const src = process[k]` above it)
                self._declare(declarator)
            return self._inline(function, args, arg_nodes, elsewhere=True)
        finally:
            self.placed, self.placed_rel, self.first_line, self.scope, self.functions = saved

    def _declare_module_names(self, declaration: Node, required: set[str]) -> None:
        """A top-level declaration of another module, declared when it requires a module or takes a
        member of one it required (``const run = cp.exec``, ``cp[['ex', 'ec'].join('')]``, ``const {
        exec } = cp``): the names its functions call by. ``required`` gathers the names bound so far;
        other declarations are left unwalked."""
        requires = b"require(" in (declaration.text or b"")
        for declarator in declaration.named_children:
            if declarator.type != "variable_declarator":
                continue
            name, value = declarator.child_by_field_name("name"), declarator.child_by_field_name("value")
            root = "" if value is None else _text(value) if value.type == "identifier" else _object_root(value)
            if requires or root in required:
                self._declare(declarator)
                if name is not None and name.type == "identifier":
                    required.add(_text(name))

    def _line(self, node: Node) -> int:
        return self.first_line + node.start_point[0]


_CHILD = "child#"
"""The ref of a started process; followed by the interpreter's name when it reads its program from
standard input (``spawn("sh")``, ``spawn("python3", ["-"])``)."""


def _required_data(path: _Value) -> _Value | None:
    """The entries of the bundled JSON or YAML file ``require`` loads: named in full
    (``require('../package.json')``) or by its tail after the script's folder
    (``require(path.join(ROOT, 'package.json'))`` with ``ROOT`` resolved from ``__dirname``)."""
    if path.known:
        return bundled_data(path.text)
    if _DATA_FILE.search(path.text) and _beside_the_script(path):
        return bundled_data(path.text.lstrip(UNKNOWN))
    return None


def _template_filled(template: _Value, arg_nodes: list[Node], args: list[_Value], method: str) -> _Value | None:
    """One of the skill's own files read whole (``template``), a placeholder of it replaced by a value
    (``.replaceAll("__RELAY__", relay)``): the file's text with the value put in, still naming the file,
    so a write of it places that text (a part known only at run time stays unknown in it)."""
    if len(args) != 2 or len(arg_nodes) != 2 or _unwrapped(arg_nodes[0]).type == "regex":
        return None
    if not args[0].known or not args[0].text or args[1].ref or args[1].items is not None or args[1].props is not None:
        return None
    given = template.text if template.text.strip(UNKNOWN) else None  # filled before, or the file as it is
    text = given or (BUNDLED.get() or {}).get(template.ref[len(_BUNDLED_FILE) :])
    if text is None:
        return None
    filled = text.replace(args[0].text, args[1].text or UNKNOWN, -1 if method == "replaceAll" else 1)
    return _Value(text=filled[:MAX_TEXT], ref=template.ref, sources=_merge(template.sources, args[1].sources))


def _beside_the_script(path: _Value) -> bool:
    """A path known in full, or a known tail after the script's own folder (``path.join(__dirname,
    'relay.toml')``, ``new URL('../x.json', import.meta.url)``): it names one of the skill's files."""
    if path.known:
        return True
    tail = path.text.lstrip(UNKNOWN)
    return path.text.startswith(UNKNOWN) and tail.startswith("/") and UNKNOWN not in tail and not path.sources


_CRONTAB = "crontab -"
"""The reader of a child started as ``crontab -``: what is written to its stdin is the user's crontab."""


_RUNTIME_PROGRAM = "a program named at run time"
"""The reader of a child whose program is known only at run time (``spawn(cfg.interpreter, cfg.args)``):
what a connection sends into its standard input, the peer types into whatever it is, a shell as likely
as not; anything else written there is not taken for code."""


def _stdin_interpreter(args: list[_Value], name: str) -> str:
    """The shell or interpreter a call starts to read its program from standard input, or ``""``
    (:data:`_RUNTIME_PROGRAM` for a program and arguments both known only at run time)."""
    if args and name not in _EXEC_SHELL and _chosen_at_run_time(args):
        return _RUNTIME_PROGRAM
    if not args or not args[0].known:
        return ""
    program = args[0].text.strip()
    if not _SHELLS.match(program.lower()):
        return ""
    argv = list(args[1].items or ()) if name not in _EXEC_SHELL and len(args) > 1 and args[1].items else []
    if any(_code_flag(item.text) or (item.text != "-" and not item.text.startswith("-")) for item in argv):
        return ""  # `sh -c …` or `sh script.sh`: the program is not read from stdin
    return program.rsplit("/", 1)[-1]


def _only_returns(function: Node) -> bool:
    """A function whose body is one ``return`` (or an arrow's expression): walked again for each call
    even with nothing known handed in, for what it builds around its parameters (a block of lines
    around a folder handed in) is known whatever they are, and that walk is one expression."""
    body = function.child_by_field_name("body")
    if body is None:
        return False
    if body.type != "statement_block":
        return True
    statements = [child for child in body.named_children if child.type != "comment"]
    return len(statements) == 1 and statements[0].type == "return_statement"


def _chosen_at_run_time(args: list[_Value]) -> bool:
    """``spawn(program, argv)`` with the program (and any argument list) known only at run time: no
    word of it says what runs or that it reads a script rather than its standard input."""
    program = args[0]
    if program.known or program.text.strip(UNKNOWN) or program.items is not None:
        return False
    argv = args[1] if len(args) > 1 and args[1].props is None else None
    words = (argv,) if argv is None or argv.items is None else argv.items
    return all(word is None or (not word.known and not word.text.strip(UNKNOWN)) for word in words)


def _argv_has_script(args: list[_Value]) -> bool:
    """A shell started with arguments that are not options runs a script, not an interactive session."""
    argv = list(args[1].items or ()) if len(args) > 1 and args[1].items is not None else []
    return any(not item.text.startswith("-") for item in argv)


def _connection_host(connection: _Value) -> str:
    """The host a request or socket object was opened to (``request#host``, ``socket#host``), or ``?``."""
    if connection.ref.startswith(("request#", "socket#")):
        return connection.ref.split("#", 1)[1] or "?"
    return "?"


_COPIES_OF_ARGUMENT = frozenset({
    "Object.assign", "structuredClone", "Object.freeze", "Object.seal", "fileURLToPath", "url.fileURLToPath",
    "pathToFileURL", "url.pathToFileURL",
})  # fmt: skip
"""Calls whose result is their (first) argument, or a copy of it with others laid over (a file URL's path
is the file the URL names: ``fileURLToPath(new URL('../x.json', import.meta.url))``, and a path's file
URL names the same file: ``import(pathToFileURL(p).href)`` loads ``p``)."""
_SERIALISES = re.compile(
    r"(?:^|\.)(?:inspect|format|serialize|stringify|dump|encode|pack|btoa|String|encodeURIComponent|escape"
    r"|URLSearchParams|from|(?:gzip|deflate|deflateRaw|brotliCompress)(?:Sync)?)$"
)
"""Calls that turn what they are given into text, bytes or a compressed blob holding all of it."""
_SPREAD = "..."
"""The key under which an object holds a spread value whose properties are not known (the environment)."""


def _spread_items(value: _Value) -> tuple[_Value, ...]:
    """What ``...value`` puts into an array: an array's items, a known string's characters
    (``[...s].reverse()``), else the value itself."""
    if value.items is not None:
        return value.items
    if value.known and not value.ref and 0 < len(value.text) <= MAX_TEXT:
        return tuple(_Value(text=character, sources=value.sources) for character in value.text)
    return (value,)


def _spread(value: _Value) -> list[tuple[str, _Value]]:
    """What ``...value`` puts into an object: its properties, or itself when they are not known; what
    the object holds under keys known at run time only (``out[name] = readFileSync(p)``) goes too."""
    if value.props is not None and not value.ref:
        named = {origin for _key, held in value.props for origin in held.sources}
        unnamed = tuple(origin for origin in value.sources if origin not in named)
        return [*value.props, (_SPREAD, _Value(sources=unnamed))] if unnamed else list(value.props)
    if value.ref in _ENV_OBJECTS:  # {...process}: a copy whose env member is still the environment
        return [("env", _Value(ref="process.env")), (_SPREAD, value)]
    if value.ref or value.sources:
        return [(_SPREAD, value)]
    return []


def _overlaid(props: list[tuple[str, _Value]]) -> _Value:
    """An object from properties in the order written: a later one of the same name wins."""
    latest = {key: index for index, (key, _value) in enumerate(props) if key != _SPREAD}
    if len(latest) == len(props):  # no name twice, nothing spread: the object as written
        kept = tuple(props)
    else:
        kept = tuple(entry for index, entry in enumerate(props) if entry[0] == _SPREAD or latest[entry[0]] == index)
    return _Value(props=kept, sources=_merge(*(value.sources for _key, value in kept)))


def _root_identifier(call: Node) -> str | None:
    """The variable a method call's receiver chain starts from (``u`` of ``u.searchParams.set(…)``)."""
    node = call.child_by_field_name("function")
    node = node.child_by_field_name("object") if node is not None and node.type == "member_expression" else None
    while node is not None and node.type in ("member_expression", "subscript_expression"):
        node = node.child_by_field_name("object")
    return _text(node) if node is not None and node.type == "identifier" else None


_ABSENT = _Value()
"""An argument not passed (its own instance: identity, not equality, tells it from an unknown value)."""


def _property(value: _Value, name: str) -> _Value | None:
    """A property of an object being destructured: its value; ``_ABSENT`` when the object is known
    and has no such property (nothing spread into it); ``None`` when the object is not known."""
    if value.props is None or value.ref:
        return None
    found = value.prop(name)
    if found is not None:
        return found
    return None if any(key == _SPREAD for key, _item in value.props) else _ABSENT


def _based(client: _Value | None, args: list[_Value]) -> list[_Value]:
    """A client's call with its path put under the client's base URL (``api.post('/in')`` of an
    ``axios.create({ baseURL })``), as the client sends it."""
    if client is None or not client.props or not args or "://" in args[0].text or args[0].text.startswith(UNKNOWN):
        return args
    base = next((client.prop(key) for key in _BASE_URL_KEYS if client.prop(key) is not None), None)
    if base is None or host_of(base.text) is None:
        return args
    path = replace(args[0], text=args[0].text.lstrip("/"))
    return [_concat((_Value(text=base.text.rstrip("/") + "/"), path)), *args[1:]]


_URL_PARTS = frozenset({"hostname", "host", "origin", "href", "protocol", "pathname"})


def _url_part(url: _Value, name: str) -> _Value:
    """A URL object's part (``hostname``, ``origin`` …), from the URL it was made of."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url.text)
    except ValueError:
        return _Value(sources=url.sources)
    text = {
        "hostname": parts.hostname or "",
        "host": parts.netloc.rsplit("@", 1)[-1],
        "origin": f"{parts.scheme}://{parts.netloc.rsplit('@', 1)[-1]}",
        "href": url.text,
        "protocol": f"{parts.scheme}:",
        "pathname": parts.path or "/",
    }[name]
    return _Value(text=text, sources=url.sources)


def _resolved_url(args: list[_Value]) -> _Value:
    """``new URL(path, base)``: the path resolved against the base when the base's host is known; a
    path not known (a parameter) is read as relative to it, its unknown pieces kept unknown."""
    if len(args) < 2 or host_of(args[1].text) is None:
        return args[0]
    from urllib.parse import urljoin

    path = args[0].text.replace(UNKNOWN, _UNKNOWN_PIECE)
    joined = urljoin(args[1].text.replace(UNKNOWN, "_"), path).replace(_UNKNOWN_PIECE, UNKNOWN)
    return _Value(text=joined, sources=_merge(args[0].sources, args[1].sources))


_UNKNOWN_PIECE = "unknown-piece"
"""Stands for :data:`UNKNOWN` while a URL is joined (``urljoin`` keeps a word, not a control character)."""


def _is_env(value: _Value) -> bool:
    """The value is the whole environment, or a copy of it (``{...process.env}``)."""
    return value.ref == "process.env" or any(key == _SPREAD and _is_env(item) for key, item in value.props or ())


def _mentions_env(value: _Value) -> bool:
    """The whole environment is in the value itself or in one of its properties or items.

    The runtime object itself counts (``Object.entries(process)``): its ``env`` member is the
    environment, so whatever enumerates or serialises it holds every variable."""
    if value.ref == "process.env" or value.ref in _ENV_OBJECTS:
        return True
    return any(_mentions_env(item) for item in value.items or ()) or any(
        _mentions_env(item) for _key, item in value.props or ()
    )


def _text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", "replace")


_GLOBAL_OBJECT = re.compile(r"return\s*\(?\s*(?:this|globalThis|global|window|self)\s*\)?\s*;?")
"""The body of ``Function('return this')``: a function that gives the global object (whose ``eval`` runs code)."""
_MAX_MODULE_BYTES = 200_000


_EXPORTED_DATA = frozenset({"array", "string", "template_string", "binary_expression", "identifier", "call_expression"})
"""What a module's whole export may be when it is a value to follow (a list, a path joined or named by a
constant), not a module to call into; kept only when it works out to a list or a constant string."""


def _exported_expression(tree: Node, name: str) -> Node | None:
    """What a module exports as ``name`` (``exports.name = …``, ``module.exports = { name: … }``,
    ``export const name = …``), or as a whole when ``name`` is empty (``module.exports = …``,
    ``export default …``): the expression's node, or ``None``."""
    for statement in tree.named_children:
        wrapped = statement.type == "expression_statement" and statement.named_children
        node = statement.named_children[0] if wrapped else statement
        if node.type == "assignment_expression":
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            target = _text(left) if left is not None else ""
            while right is not None and right.type == "assignment_expression":  # exports = module.exports = {…}
                target = _text(right.child_by_field_name("left") or right) if target == "exports" else target
                right = right.child_by_field_name("right")
            if right is None:
                continue
            if target == "module.exports":
                right = _frozen_object(right)
                if not name:
                    return right
                if right.type == "object":
                    for pair in right.named_children:
                        if pair.type == "shorthand_property_identifier" and _text(pair) == name:
                            return pair  # { HOST, FILES }: the module's own constant of that name
                        key = pair.child_by_field_name("key") if pair.type == "pair" else None
                        if key is not None and _text(key).strip("'\"`") == name:
                            return pair.child_by_field_name("value")
            elif name and target in (f"exports.{name}", f"module.exports.{name}"):
                return right
        elif node.type == "export_statement":
            if not name and any(child.type == "default" for child in node.children):
                value = node.child_by_field_name("value") or node.child_by_field_name("declaration")
                if value is not None:
                    return value
            declaration = node.child_by_field_name("declaration")
            if name and declaration is not None and declaration.type in ("lexical_declaration", "variable_declaration"):
                for declarator in declaration.named_children:
                    declared = declarator.child_by_field_name("name")
                    if declared is not None and _text(declared) == name:
                        return declarator.child_by_field_name("value")
    return None


def _frozen_object(node: Node) -> Node:
    """The object literal inside ``Object.freeze({…})`` (or ``seal``), else ``node``."""
    if node.type != "call_expression" or _text(node.child_by_field_name("function") or node) not in (
        "Object.freeze",
        "Object.seal",
    ):
        return node
    arguments = node.child_by_field_name("arguments")
    inner = arguments.named_children[0] if arguments is not None and arguments.named_children else None
    return inner if inner is not None and inner.type == "object" else node


def _reexports(tree: Node, name: str) -> Iterator[tuple[str, str]]:
    """Where a module passes ``name`` on from: ``export { a as name } from 's'`` gives ``('s', 'a')``;
    ``export * from 's'`` gives ``('s', name)``."""
    for statement in tree.named_children:
        source = statement.child_by_field_name("source") if statement.type == "export_statement" else None
        if source is None:
            continue
        specifier = _text(source).strip("'\"`")
        clause = next((child for child in statement.named_children if child.type == "export_clause"), None)
        if clause is None:
            if any(child.type == "*" for child in statement.children):
                yield specifier, name
            continue
        for part in clause.named_children:
            original, alias = part.child_by_field_name("name"), part.child_by_field_name("alias")
            if original is not None and _text(alias or original) == name:
                yield specifier, _text(original)


def _top_level_functions(tree: Node) -> dict[str, Node]:
    """The functions a module declares at its top level (``function f() {}``, ``const f = () => …``,
    either exported), by name: what its other functions call them by."""
    found: dict[str, Node] = {}
    for node in tree.named_children:
        declaration = node.child_by_field_name("declaration") if node.type == "export_statement" else node
        if declaration is None:
            continue
        if declaration.type in ("function_declaration", "generator_function_declaration"):
            name = declaration.child_by_field_name("name")
            if name is not None:
                found[_text(name)] = declaration
        elif declaration.type in ("lexical_declaration", "variable_declaration"):
            for declarator in declaration.named_children:
                name, value = declarator.child_by_field_name("name"), declarator.child_by_field_name("value")
                if name is not None and name.type == "identifier" and value is not None and value.type in _FUNCTIONS:
                    found[_text(name)] = value
    return found


def _module_closure(tree: Node, function: Node, declared: set[str]) -> list[Node]:
    """The top-level declarators of a module that ``function`` reads when it runs, in the module's
    order: the constants it names, those they are built from, and those the module's other functions
    it calls name (``const P = globalThis[k]`` read by ``runtime()`` that ``snapshot()`` calls). A
    function follows its module's scope wherever it is called from, so a walk of it from another
    module declares these first. Names in ``declared`` and functions (known by name) are left out."""
    functions = _top_level_functions(tree)
    bound: dict[str, Node] = {}
    order: list[Node] = []
    for node in tree.named_children:
        declaration = node.child_by_field_name("declaration") if node.type == "export_statement" else node
        if declaration is None or declaration.type not in ("lexical_declaration", "variable_declaration"):
            continue
        for declarator in declaration.named_children:
            name, value = declarator.child_by_field_name("name"), declarator.child_by_field_name("value")
            if declarator.type != "variable_declarator" or name is None or value is None:
                continue
            if value.type in _FUNCTIONS or value.end_byte - value.start_byte > _MAX_INLINED_BYTES:
                continue
            names = [name] if name.type == "identifier" else [n for n in _preorder(name) if n.type in _BOUND_NAMES]
            for bound_name in names:
                bound.setdefault(_text(bound_name), declarator)
            order.append(declarator)
    if not bound:
        return []
    needed: set[str] = set()
    pending, seen = [function], {function.id}
    while pending:
        for node in _preorder(pending.pop()):
            if node.type not in ("identifier", "shorthand_property_identifier"):
                continue
            named = _text(node)
            if named in needed:
                continue
            needed.add(named)
            target = functions.get(named) or bound.get(named)
            if target is not None and target.id not in seen:
                seen.add(target.id)
                pending.append(target)
    wanted = {bound[name].id for name in needed - declared if name in bound}
    return [declarator for declarator in order if declarator.id in wanted]


_BOUND_NAMES = ("identifier", "shorthand_property_identifier_pattern")
"""The nodes of a destructuring pattern that bind a name (``const { env: e, argv } = process``)."""


def _returns_from(statement: Node, body: Node) -> bool:
    """The ``return`` statement ends the function whose body is ``body``, not a function nested in it."""
    node = statement.parent
    while node is not None and node.id != body.id:
        if node.type in _FUNCTIONS or node.type == "method_definition":
            return False
        node = node.parent
    return True


def _joined_module(folder: str, specifier: str) -> str:
    """``./lib/run`` seen from ``scripts`` as ``scripts/lib/run`` (without a suffix)."""
    parts = [p for p in folder.split("/") if p]
    for part in specifier.split("/"):
        if part == "..":
            if parts:
                parts.pop()
        elif part not in ("", "."):
            parts.append(part)
    return _without_suffix("/".join(parts))


def _without_suffix(path: str) -> str:
    for suffix in (".ts", ".mts", ".cts", ".tsx", ".js", ".mjs", ".cjs", ".jsx"):
        if path.endswith(suffix):
            return path[: -len(suffix)]
    return path


def _this_object(node: Node) -> Node | None:
    """The object literal ``this`` is inside a method of (``{ cmd: "…", run() { exec(this.cmd) } }``,
    or a ``function`` held under one of its keys): called through the object, as a method is, ``this``
    is that object. Arrow functions take ``this`` from around them, so they are looked through; in a
    function of any other kind (declared, a class's method) ``this`` is not known here."""
    current = node.parent
    while current is not None and current.type not in _FUNCTIONS and current.type != "method_definition":
        current = current.parent
    while current is not None and current.type == "arrow_function":
        current = current.parent
        while current is not None and current.type not in _FUNCTIONS and current.type != "method_definition":
            current = current.parent
    if current is None:
        return None
    holder = current.parent
    if current.type != "method_definition" and holder is not None and holder.type == "pair":
        holder = holder.parent
    elif current.type != "method_definition":
        return None
    return holder if holder is not None and holder.type == "object" else None


def _object_functions(node: Node) -> list[tuple[str, Node]]:
    """The functions an object literal holds by key: ``{ build: () => … }``, ``{ build() { … } }``."""
    found: list[tuple[str, Node]] = []
    for child in node.named_children:
        if child.type == "pair":
            key, value = child.child_by_field_name("key"), child.child_by_field_name("value")
            if key is not None and value is not None and value.type in _FUNCTIONS:
                found.append((_text(key).strip("'\"`"), value))
        elif child.type == "method_definition":
            key = child.child_by_field_name("name")
            if key is not None:
                found.append((_text(key), child))
    return found


_MODULE_SUFFIXES = ("", ".js", ".cjs", ".mjs", ".ts", ".node")


def _written_module(specifier: str) -> tuple[_Origin, ...]:
    """What a step of the skill (this one or another) wrote into the local module a ``require`` or
    ``import`` names by a path (relative, absolute or under the home folder: a cache the download
    was saved in), tried with the suffixes Node resolves (``./lib/x`` is ``lib/x.js``); only
    downloaded or decoded content counts, since loading a module runs it. A bare name is a package."""
    suffix = PurePosixPath(specifier).suffix.lower()
    if not specifier.startswith(("./", "../", "/", "~/")) or suffix not in ("", *_MODULE_SUFFIXES):
        return ()  # `require("./data.json")` reads data, it runs nothing
    origins = [o for suffix in _MODULE_SUFFIXES for o in shared_read(specifier + suffix)]
    return tuple(o for o in origins if o.source in (_DataSource.FETCHED, _DataSource.DECODED))


def _module_name(text: str) -> str:
    # Deno and Bun name a registry and a version (jsr:@std/path@1, npm:axios@1.7,
    # https://deno.land/std@0.224.0/fs/walk.ts); Deno's standard path module folds as Node's
    name = _VERSION.sub("", _REGISTRY_PREFIX.sub("", text))
    deno_std = _DENO_STD.match(name)
    if deno_std is not None:
        name = f"@std/{deno_std.group(1)}"
    if name.startswith("@std/"):
        name = {"path": "path", "fs": _STD_FS}.get(name.split("/")[1], name)
    return {"fs/promises": "fs.promises", "dns/promises": "dns.promises", "child-process-promise": "child_process"}.get(
        name, name
    )


_MODULE_HOSTS = frozenset({
    "deno.land", "jsr.io", "esm.sh", "cdn.esm.sh", "raw.esm.sh", "esm.run", "cdn.jsdelivr.net", "unpkg.com",
    "cdn.skypack.dev", "ga.jspm.io", "dev.jspm.io", "cdnjs.cloudflare.com", "x.nest.land",
})  # fmt: skip
"""Hosts that serve published packages as ES modules (Deno's registries, the npm CDNs): an import
from one is a package import; matched exactly, so ``deno.land.evil.example`` is not ``deno.land``."""
_REGISTRY_PREFIX = re.compile(r"^(?:node|npm|jsr):")
_VERSION = re.compile(r"(?<=[\w-])@[\w.^~<>=-]+(?=/|$)")
_DENO_STD = re.compile(r"^https://deno\.land/std/(\w+)/")
_GLOBS = re.compile(
    r"^(?:glob(?:\.(?:sync|glob|globSync))?|globSync|fast-glob(?:\.(?:sync|glob|async))?|fg(?:\.sync)?"
    r"|globby(?:\.(?:sync|globby|globbySync))?|globbySync|fs\.(?:glob|globSync)|fs\.promises\.glob)$"
)
"""Pattern matchers of the file system (the ``glob`` package, fast-glob, globby, Node 22's ``fs.glob``)."""
_STD_FS = "@std/fs"
_WALKS = frozenset({"walk", "walkSync", "expandGlob", "expandGlobSync"})
"""Deno's ``@std/fs`` directory walks: what they yield are the files of the folder they are given."""


def _is_fs(name: str, receiver: _Value | None) -> bool:
    if name.startswith(("fs.", "fs-extra.", "graceful-fs.", "Deno.")):
        return True
    return receiver is not None and not receiver.ref and not receiver.known and name == ""


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "b": "\b", "f": "\f", "v": "\v"}


def _unescape(escape: str) -> str:
    body = escape[1:]
    try:
        if body.startswith("x"):
            return chr(int(body[1:3], 16))
        if body.startswith("u{"):
            return chr(int(body[2:-1], 16))
        if body.startswith("u"):
            return chr(int(body[1:5], 16))
    except ValueError:
        return ""
    return _ESCAPES.get(body, body.lstrip("\r\n"))


def _from_hex(text: str) -> str | None:
    try:
        return bytes.fromhex(text).decode("utf-8")
    except ValueError:
        return None


def _join_words(values: list[_Value]) -> list[_Value]:
    joined: list[_Value] = []
    for index, value in enumerate(values):
        if index:
            joined.append(_Value(text=" "))
        joined.append(value)
    return joined


_UNKNOWN_WORD = "_"


def _unwrapped(node: Node) -> Node:
    while node.type == "parenthesized_expression" and node.named_children:
        node = node.named_children[0]
    return node


def _argv_command(program: _Value, argv: tuple[_Value, ...]) -> str:
    """An argument vector as the shell line that runs it, each word quoted (no shell splits a path
    with a space in it) and each part not known an opaque word: ``spawn('tar', ['-czf', out, '-C',
    home, ...names])`` still shows what the archive takes."""
    import shlex

    return shlex.join(value.text.replace(UNKNOWN, _UNKNOWN_WORD) for value in (program, *argv))


def _interpreter_code(program: _Value, argv: list[_Value]) -> _Value | None:
    """The code a shell or interpreter is handed with ``-c``/``-e``/``-Command``, if that is the call."""
    if not program.known or not _SHELLS.match(program.text.strip().lower()):
        return None
    for index, arg in enumerate(argv[:-1]):
        if _code_flag(arg.text):
            return argv[index + 1]
    return None


def _code_flag(text: str) -> bool:
    """A flag after which a shell or interpreter takes its code: ``-c``, ``-Command`` …, or short flags
    bundled ahead of ``c`` (``bash -lc``, ``sh -ec``)."""
    lowered = text.lower()
    return lowered in _CODE_FLAGS or re.fullmatch(r"-[a-z]{1,4}c", lowered) is not None


def _shown(value: _Value, depth: int = 0) -> str:
    """A value as written out, one known string a line (an object's entries, a list's items): what
    a serialiser puts in the file, for reading what the file will make run."""
    if value.props is None and value.items is None:
        return value.text
    if depth > 6:
        return UNKNOWN
    parts = [f"{key}: {_shown(item, depth + 1)}" for key, item in value.props or ()]
    parts += [_shown(item, depth + 1) for item in value.items or ()]
    return "\n".join(parts)[:MAX_TEXT]


_FUNCTION_VALUES = ("function_expression", "function", "arrow_function", "generator_function")
_EXPORT_PLACES = ("export_statement", "export_clause", "export_specifier")


def only_in_uncalled_exports(snippet: Snippet, line: int) -> bool:
    """Whether the code at ``line`` sits in a named function the file neither calls nor hands on (as a
    callback, a handler, a value), only exports: running the file as a program defines it and stops,
    so what it does happens only where another module imports and calls it, not with what the
    agent hands the file. An anonymous function is as reachable as the function around it."""
    tree, _grammar = _parse(snippet.text.encode("utf-8", "replace"), _grammar_of(snippet.rel))
    row = line - snippet.first_line
    lines = snippet.text.split("\n")
    if not 0 <= row < len(lines):
        return False
    column = len(lines[row]) - len(lines[row].lstrip())
    node: Node | None = tree.descendant_for_point_range((row, column), (row, column))
    while node is not None:
        name = _declared_name(node)
        if name is not None and not _used_beyond_exports(tree, name):
            return True
        if node.type in ("method_definition", "class_body"):
            return False  # a method runs wherever an instance is used: not followed here
        node = node.parent
    return False


def _grammar_of(rel: str) -> str:
    rel = rel.lower()
    return "tsx" if rel.endswith(".tsx") else "typescript" if rel.endswith((".ts", ".mts", ".cts")) else "javascript"


def _declared_name(node: Node) -> Node | None:
    """The name a function is declared under: ``function name() {}``, ``const name = () => {}``."""
    if node.type in ("function_declaration", "generator_function_declaration"):
        return node.child_by_field_name("name")
    parent = node.parent
    if node.type in _FUNCTION_VALUES and parent is not None and parent.type == "variable_declarator":
        declared = parent.child_by_field_name("name")
        return declared if declared is not None and declared.type == "identifier" else None
    return None


def _used_beyond_exports(tree: Node, name: Node) -> bool:
    """Whether ``name`` is used anywhere but where it is declared and exported (``module.exports =
    { name }``, ``exports.name = name``, ``export { name }``): a call, or a reference handed on."""
    spelled = _text(name)
    for node in _preorder(tree):
        if node.type not in ("identifier", "shorthand_property_identifier") or node == name or _text(node) != spelled:
            continue
        if not _in_exports(node):
            return True
    return False


def _in_exports(node: Node) -> bool:
    """Whether ``node`` is only listed in what the module exports: nothing between it and the export
    but an object literal (a call or a wrapper in between uses it)."""
    current = node.parent
    while current is not None:
        if current.type in _EXPORT_PLACES:
            return True
        if current.type == "assignment_expression":
            target = current.child_by_field_name("left")
            shown = _text(target) if target is not None else ""
            return shown == "module.exports" or shown.startswith(("module.exports.", "exports."))
        if current.type not in ("object", "pair"):
            return False
        current = current.parent
    return False
