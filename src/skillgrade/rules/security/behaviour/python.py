"""Python code, parsed with the standard library's ``ast``: what it fetches, reads, sends, runs, leaves.

Statements are visited in source order (function bodies where they are defined) with a table of
names: constant strings fold through ``+``, ``%``, f-strings, ``"".join``, ``chr``, ``bytes.fromhex``,
``base64``/``codecs``/``zlib`` decoders, ``os.path.join``, ``Path(...) / ...``, ``getattr(m, 'ex'+'ec')``
and ``__import__('bas'+'e64')``, so a URL, a secret path or a payload is seen whatever its spelling.
A fragment that does not parse as a whole (a Markdown block with ``...`` or prose in it) is parsed
statement by statement, keeping the lines that do parse: ``ast`` has no error recovery of its own,
and a fragment is what skills show most.
"""

from __future__ import annotations

import ast
import binascii
import codecs
import contextlib
import copy
import functools
import inspect
import itertools
import re
import shlex
import sys
import textwrap
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import replace
from pathlib import PurePosixPath
from typing import TypeVar

from skillgrade.findings import Evidence
from skillgrade.record import dataclass
from skillgrade.rules.security.behaviour import automation, copies, grants, hub, packages, vocabulary
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Presentation, Snippet
from skillgrade.rules.security.behaviour.normalise import base64_bytes, decode_layers, decode_named
from skillgrade.rules.security.behaviour.values import (
    BUNDLED,
    DATA_SUFFIXES,
    DROPPED,
    TEMP_FOLDER,
    TEST_REPORT,
    UNKNOWN,
    Emitter,
    Files,
    Origin,
    Source,
    Value,
    bundled_text,
    dotenv_filled,
    home_store_in_components,
    home_store_listed,
    hook_input,
    imported_secret_paths,
    joined,
    joined_secret_stores,
    listed_secret_stores,
    merged,
    named_data_files,
    printed_code,
    printed_command,
    printed_download,
    printed_fetch,
    printed_secret_file,
    printed_store_path,
    runner_secret,
    script_input_sink,
    share_variable,
    shared_variable,
    shown_line,
    tokens_given_to_strangers,
)

_USES_HOME = re.compile(r"\bhome\(\)|expanduser|['\"]~|\bHOME\b|USERPROFILE|(?i:/mnt/[a-z]/users\b|[a-z]:\\+users\b)")
_MAX_LISTED = 200


@functools.lru_cache(maxsize=8)
def _uses_home(text: str) -> bool:
    """The script names the home folder somewhere (:data:`_USES_HOME`): asked once per script, not once
    per path it reads (the pattern tries most positions of the whole text)."""
    return _USES_HOME.search(text) is not None


_ENCODER_CALL = re.compile(r"\b(?:b32encode|b64encode|urlsafe_b64encode|b16encode|b32hexencode|hexlify)\s*\(|\.hex\(\)")


def _encoded_name(name: str, code: str) -> bool:
    """``name`` is given (directly, or from a name given so) an encoding of data: base32/64/16 or hex,
    the forms a DNS label can carry, so looking it up sends that data to the zone's server. A name is
    given a value by an assignment, by a loop over a list (``for label in labels(cfg)``), or, for a
    function of the file, by what it returns or yields (the labels it builds from an encoding)."""
    names = [name]
    index = 0
    while index < min(len(names), 8):
        held, index = names[index], index + 1
        for given in _values_given(held, code)[:8]:
            if _ENCODER_CALL.search(given):
                return True
            for word in dict.fromkeys(re.findall(r"\b([A-Za-z_]\w*)\b", given)):
                if word not in names and _values_given(word, code):  # only names the code gives a value
                    names.append(word)
    return False


def _values_given(name: str, code: str) -> list[str]:
    """The expressions ``name`` takes its value from in ``code``: the right side of its assignments,
    the list a loop binding it walks, and, when it names a function, what that function returns or yields."""
    held = re.escape(name)
    given = re.findall(rf"(?m)^\s*{held}\s*[+]?=(?!=)\s*(.+)$", code)
    given += re.findall(rf"(?m)\bfor\s+[\w \t,()]*?\b{held}\b[\w \t,()]*?\s+in\s+(.+)$", code)
    definition = re.search(rf"(?m)^([ \t]*)(?:async\s+)?def\s+{held}\s*\(", code)
    if definition is not None:
        body_start = code.find("\n", definition.end())
        indent = len(definition.group(1))
        end = re.compile(rf"(?m)^[ \t]{{0,{indent}}}\S").search(code, body_start + 1) if body_start != -1 else None
        body = code[body_start : end.start() if end is not None else len(code)] if body_start != -1 else ""
        given += re.findall(r"(?m)^\s*(?:return|yield(?:\s+from)?)\s+(.+)$", body)
    return given


_PARSED_FILE_READERS = (
    "xml.etree.ElementTree.parse", "xml.etree.cElementTree.parse", "xml.dom.minidom.parse", "lxml.etree.parse",
    "defusedxml.ElementTree.parse", "configparser.ConfigParser.read", "plistlib.load",
)  # fmt: skip
"""Parsers handed a path that read the file themselves (``ET.parse(NuGet.Config)``)."""
_LIST_KEY = re.compile(r"^\s*[\w.-]+\s*=\s*(?=\[)")
"""A TOML or INI key naming an inline list (``paths = ["…", "…"]``): the list is what is read."""
_INLINE_ITEM = re.compile(r"[\"']([^\"']+)[\"']")

_HTTP_SEND = frozenset({"post", "put", "patch", "request", "send", "sendall", "sendto", "upload", "urlopen", "write"})
_TRANSFER_CLIENTS = frozenset({"ftplib.FTP", "ftplib.FTP_TLS"})
_TRANSFER_METHODS = frozenset(
    {"storbinary", "storlines", "put", "upload_file", "upload_fileobj", "put_object", "connect"}
)
_POSIX_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "ash"})
"""The shells whose ``-c`` takes shell code (``pwsh -c`` and ``cmd /c`` take another language)."""


def _shell_given_code(args: list[Value]) -> bool:
    shell = vocabulary.command_name(args[0].text or "") in _POSIX_SHELLS  # /bin/sh, /usr/local/bin/bash too
    return shell and args[1].text == "-c" and bool(args[2].text or args[2].origins)


_REMOTE_LOG_HANDLERS = frozenset({"HTTPHandler", "SocketHandler", "DatagramHandler", "SysLogHandler"})
_TELEMETRY_HOSTS = {
    "sentry_sdk": "sentry.io", "rollbar": "api.rollbar.com", "bugsnag": "notify.bugsnag.com",
    "posthog": "app.posthog.com", "mixpanel": "api.mixpanel.com", "honeybadger": "api.honeybadger.io",
    "analytics": "api.segment.io", "newrelic": "collector.newrelic.com", "raygun4py": "api.raygun.com",
}  # fmt: skip
"""Crash-reporting and analytics SDKs (by module) and the service their events go to unless told another."""
_TELEMETRY_FIELDS = frozenset(
    {"set_extra", "set_context", "set_tag", "set_tags", "set_user", "capture_message", "capture_exception",
     "capture_event", "add_breadcrumb", "report_message", "report_exc_info", "notify", "capture", "track",
     "identify", "add_custom_attribute", "add_custom_attributes", "record_custom_event", "send", "people_set"}
)  # fmt: skip
"""Calls that put values into the events such an SDK sends."""
_LOG_CALLS = frozenset({"debug", "info", "warning", "warn", "error", "critical", "exception", "log"})
_MODULE_LOADERS = frozenset(
    {"spec_from_file_location", "SourceFileLoader", "SourcelessFileLoader", "ExtensionFileLoader", "zipimporter"}
)
_HTTP_MODULES = ("requests", "httpx", "urllib3", "aiohttp", "urllib.request", "http.client", "session", "client")
_EXEC_CALLS = frozenset(
    {"exec", "eval", "pty.spawn", "os.system", "os.popen", "subprocess.run", "subprocess.call", "subprocess.check_call",
     "subprocess.check_output", "subprocess.Popen", "subprocess.getoutput", "subprocess.getstatusoutput",
     "os.execv", "os.execve", "os.execl", "os.execlp", "os.execvp", "os.spawnl", "os.spawnv", "os.startfile",
     "asyncio.create_subprocess_shell", "asyncio.create_subprocess_exec", "runpy.run_path",
     "commands.getoutput", "pexpect.spawn", "pexpect.run"}
)  # fmt: skip
_WRAPPERS = frozenset({"staticmethod", "classmethod", "functools.partial", "partial"})
"""Calls that return (a bound form of) the function they are given first."""
_RUNNING_BUILTINS = frozenset({"exec", "eval", "compile", "__import__"})
"""Builtins that run or load code: bound to another name (``run = exec``), calling that name runs it."""
_SHELL_STRING_CALLS = frozenset(
    {"os.system", "os.popen", "subprocess.getoutput", "subprocess.getstatusoutput", "asyncio.create_subprocess_shell",
     "commands.getoutput", "pexpect.run", "pexpect.spawn"}
)  # fmt: skip


def _runs_what_it_is_given(function: str) -> bool:
    """A function that runs the code or command it is handed: ``exec``, ``eval``, ``os.system``,
    ``subprocess.run`` (looked up in the builtins' namespace or not)."""
    bare = function.removeprefix("__builtins__.").removeprefix("builtins.")
    return bare in _RUNNING_BUILTINS or bare in _SHELL_STRING_CALLS or bare.startswith("subprocess.")


_DECODERS = frozenset(
    {"base64.b64decode", "base64.b32decode", "base64.b85decode", "base64.a85decode", "base64.urlsafe_b64decode",
     "base64.decodebytes", "base64.standard_b64decode", "binascii.unhexlify", "binascii.a2b_base64",
     "binascii.a2b_hex", "bytes.fromhex", "codecs.decode", "zlib.decompress", "gzip.decompress", "bz2.decompress",
     "lzma.decompress", "marshal.loads"}
)  # fmt: skip
_DECODER_METHODS = tuple(sorted("." + d.rsplit(".", 1)[1] for d in _DECODERS if "decode" in d))
"""The decoders' own names after a dot (``.b64decode`` of ``b64.b64decode`` under another name), made
once: every call the walk does not resolve earlier is tested against them."""
_READ_METHODS = frozenset(
    {"read", "read_text", "read_bytes", "readlines", "readline", "open", "iterdir", "glob", "rglob"}
)
_PROBES = frozenset({"exists", "is_dir", "is_file"})
_PROBE_FUNCTIONS = frozenset({"os.path.exists", "os.path.isdir", "os.path.isfile", "os.path.lexists"})
"""Checks that a path is there: a browser's saved logins or a wallet looked for is what the code is after."""
_MOVERS = frozenset({"shutil.move", "os.rename", "os.replace", "os.renames"})
"""Calls that move a file from their first path to their second: what it held, the new path holds."""
_DOTENV_READERS = frozenset({"dotenv_values", "dotenv.dotenv_values", "dotenv.main.dotenv_values"})
"""python-dotenv's reader of a .env file into a dict (``load_dotenv`` puts it into ``os.environ``, read as such)."""
_ENV_WHOLE = frozenset({"os.environ", "os.environ.copy", "os.environ.items", "os.environ.keys", "os.environ.values"})
_SECRET_NAME = re.compile(
    r"(?i)(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?)$|^[A-Z][A-Z0-9_]*_KEY$"
)
_PRINTERS = frozenset({"print", "sys.stdout.write", "sys.stderr.write"})
"""Calls that write to the terminal the script runs in, whichever of its two streams."""
_DUMPS = frozenset(
    {"json.dump", "plistlib.dump", "pickle.dump", "yaml.dump", "yaml.safe_dump", "toml.dump", "marshal.dump"}
)
"""Calls that write their first argument to the file handle given second."""
_WHOLE_OBJECT_FUNCTIONS = frozenset(
    {"dataclasses.asdict", "dataclasses.astuple", "vars", "attr.asdict", "attrs.asdict", "attr.astuple",
     "attrs.astuple", "copy.copy", "copy.deepcopy", "msgspec.to_builtins", "cattrs.unstructure"}
)  # fmt: skip
_WHOLE_OBJECT_METHODS = frozenset(
    {"model_dump", "model_dump_json", "dict", "json", "_asdict", "to_dict", "to_json", "as_dict", "asdict"}
)
"""Calls giving every attribute of an object at once (``dataclasses.asdict(run)``, ``vars(run)``,
``run.model_dump()``): what any attribute holds is in the result, as ``run.__dict__`` is."""
_SERIALISERS = frozenset({"json.dumps", "yaml.dump", "yaml.safe_dump", "toml.dumps", "tomli_w.dumps", "plistlib.dumps"})
_SERIALISES = re.compile(r"\b(?:json|yaml|toml|tomli_w|plistlib)\.(?:safe_)?dumps?\b")
_MAX_HELD_STRINGS = 64
_MAX_HELD_TEXT = 16_000
_PATH_CALLS = frozenset(
    {"os.path.expanduser", "os.path.expandvars", "os.path.abspath", "os.path.realpath", "str", "os.fspath",
     "Path", "pathlib.Path", "PurePath", "PosixPath", "WindowsPath", "os.path.normpath"}
)  # fmt: skip
"""Calls that return their (joined) arguments as a path or string."""
_RESOLVER_CLASSES = frozenset(
    {"dns.resolver.Resolver", "dns.asyncresolver.Resolver", "dns.resolver.get_default_resolver"}
)
"""dnspython's resolver objects (pointed at any nameserver): their ``resolve`` is ``dns.resolver``'s lookup."""
_DNS_CALLS = frozenset(
    {"socket.gethostbyname", "socket.gethostbyname_ex", "socket.getaddrinfo", "dns.resolver.resolve",
     "dns.resolver.query", "resolver.resolve", "resolver.query"}
)  # fmt: skip


_STORED_CONNECTION_SECRETS = frozenset({"get_password", "get_uri", "get_extra", "get_extra_dejson"})
"""Airflow's ``Connection`` methods that give a stored connection's password or its whole URI."""
_EVERY_CONNECTION = re.compile(r"\.query\(\s*Connection\s*\)|Connection\.objects\b|list_connections\(")


def _connection_store(text: str, method: str, line: int, out: Emitter) -> Origin | None:
    """A password read from Airflow's connection store: every connection at once (``session.query(
    Connection)``) is a secret store read; one connection's, used to reach its own service, a token."""
    if "airflow" not in text:
        return None
    if _EVERY_CONNECTION.search(text) is None:
        return Origin(Source.TOKEN, "an Airflow connection", out.at(line, f"reads an Airflow connection ({method})"))
    store = "every Airflow connection's credentials"
    proof = out.at(line, f"reads {store} ({method} over the connection table)")
    out.emit(Kind.SECRET_READ, store, proof)
    return Origin(Source.SECRET, store, proof)


_TRACKER_LOGS: dict[str, tuple[str, str | None]] = {
    **dict.fromkeys(("wandb.init", "wandb.log", "wandb.config.update", "wandb.summary.update", "wandb.alert"),
                    ("W&B", "https://api.wandb.ai")),
    **dict.fromkeys(("mlflow.log_params", "mlflow.log_param", "mlflow.log_dict", "mlflow.log_text", "mlflow.set_tags",
                     "mlflow.set_tag", "mlflow.log_metrics", "mlflow.start_run"), ("MLflow", None)),
}  # fmt: skip
"""Experiment trackers' calls that send what they are given to the tracker's server, with its default
server (``None``: the default writes a local folder, so only a server the file sets receives it)."""
_TRACKER_SERVER = {
    "W&B": re.compile(
        r"""WANDB_BASE_URL['"]\s*(?:\]\s*=|,)\s*['"](https?://[^'"\s]+)|wandb\.login\([^)]*host\s*=\s*['"](https?://[^'"\s]+)"""
    ),
    "MLflow": re.compile(
        r"""MLFLOW_TRACKING_URI['"]\s*(?:\]\s*=|,)\s*['"](https?://[^'"\s]+)|set_tracking_uri\(\s*['"](https?://[^'"\s]+)"""
    ),
}


def _tracker_server(text: str, product: str) -> str | None:
    """The tracking server a file points its client at (an environment variable it sets, a login)."""
    found = _TRACKER_SERVER[product].search(text)
    return (found.group(1) or found.group(2)) if found else None


_WORTH_PARSING = re.compile(
    r"subprocess|os\.|system|popen|exec|eval|compile|urllib|requests|httpx|aiohttp|http\.client|socket|environ"
    r"|getenv|open\(|Path|path|base64|b64|codecs|fromhex|unhexlify|zlib|gzip|marshal|pickle|__import__|import_module"
    r"|getattr|shutil|glob|write|pip|dns|resolver|sqlite3|zipfile|tarfile|ssh|aws|token|secret|cookie|wallet|pty"
    r"|winreg|Crypt|keyring|asyncio|crontab|plistlib|smtplib|chr\(|join|vars\(|__dict__|globals\(|configparser|dotenv"
    r"|wandb|mlflow|Connection|['\"]-c['\"]|joblib|dill|torch\.|yaml\.(?:load|unsafe)|allow_pickle|load_model"
    r"|trust_remote_code|hf_hub_download|snapshot_download|netrc"
)
"""A fragment with none of these reads, sends, runs, writes or decodes nothing: it is not parsed."""


_IMPORTED_NAMES = re.compile(
    r"^[ \t]*(?:from[ \t]+\.*([\w.]*)[ \t]+import[ \t]+\(?([\w, \t]+)|import[ \t]+([\w., \t]+))", re.M
)


def _imports_own_module(text: str) -> bool:
    """Whether the code imports one of the skill's own modules: a file that only makes an object of a
    class kept there and calls its methods (``Relay(host).serve()``) does what those methods do."""
    table = BUNDLED.get() or {}
    modules = {PurePosixPath(rel).stem for rel in table if rel.endswith(".py")}
    modules |= {PurePosixPath(rel).parent.name for rel in table if rel.endswith("/__init__.py")}
    for match in _IMPORTED_NAMES.finditer(text):
        named = " ".join(part for part in match.groups() if part)
        if modules & set(re.findall(r"\w+", named)):
            return True
    return False


def analyse(snippet: Snippet) -> list[Capability]:
    automating = automation.MENTIONS.search(snippet.text) is not None
    if _WORTH_PARSING.search(snippet.text) is None and not automating and not _imports_own_module(snippet.text):
        return []
    statements = _statements(snippet.text)
    first = _visited(snippet, statements, automating, None)
    if first.choices:  # `a if c else b` between two texts: walked again taking each, and all count
        from skillgrade.rules.security.behaviour.places import add_other_branches  # off the hook's import path

        for branch in ("body", "orelse"):
            again = _visited(snippet, statements, automating, branch)
            add_other_branches(first.out.found, again.out.found)
    return first.out.found


def _visited(snippet: Snippet, statements: list[ast.stmt], automating: bool, branch: str | None) -> _Visitor:
    visitor = _Visitor(Emitter(snippet))
    visitor.serialises = _SERIALISES.search(snippet.text) is not None
    visitor.automating = automating
    visitor.branch = branch
    for statement in statements:
        visitor.statement(statement)
    if visitor.unresolved_in:
        settled = _settled_by_every_call(visitor, statements)
        if settled:
            visitor.out.found = [c for c in visitor.out.found if not any(c is s for s in settled)]
    return visitor


_SENDS = frozenset({Kind.EGRESS, Kind.FETCH})


def _settled_by_every_call(visitor: _Visitor, statements: list[ast.stmt]) -> list[Capability]:
    """The sends and downloads to an unknown host found walking a function's body with its parameters
    unbound, when the file calls that function only directly, by name, and each call was followed with
    its arguments bound and reached the same line with a known host (``call(STT, body)`` and ``call(TTS,
    body)`` into ``def call(url, body)``): the host is whichever of those the callers hand it, each shown
    where it is sent. A function also handed on as a value, called through another name or from a call
    not followed keeps its unknown host: a caller may hand it any."""
    module = ast.Module(body=statements, type_ignores=[])
    top = {s.name for s in statements if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))}
    names = [n for n in visitor.unresolved_in if n in top]
    if not names:
        return []
    defined: dict[str, int] = {}
    calls: dict[str, list[ast.Call]] = {}
    loads: dict[str, int] = {}
    for node in ast.walk(module):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name in names:
            defined[node.name] = defined.get(node.name, 0) + 1
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names:
            calls.setdefault(node.func.id, []).append(node)
        elif isinstance(node, ast.Name) and node.id in names:
            loads[node.id] = loads.get(node.id, 0) + 1
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in names:
            loads[node.value] = loads.get(node.value, 0) + 1  # getattr(module, "call"), __all__
    settled: list[Capability] = []
    for name in names:
        sites = calls.get(name, [])
        if defined.get(name) != 1 or not sites or loads.get(name, 0) != len(sites):
            continue  # redefined, never called, or handed on as a value
        walks = [visitor.followed_calls.get(id(site), []) for site in sites]
        if not all(walks) or any(unknown for walked in walks for _, unknown in walked):
            continue  # a call not followed, or followed without its host
        for capability in visitor.unresolved_in[name]:
            place = (
                (capability.kind, capability.chain[-1].path, capability.chain[-1].line) if capability.chain else None
            )
            if place is not None and all(place in known for walked in walks for known, _ in walked):
                settled.append(capability)
    return settled


_EVERY_NAME: frozenset[str] = frozenset({"*"})
"""What :func:`_bound_names` gives when it cannot tell (a star import, text that does not parse)."""


def _bound_names(text: str) -> frozenset[str]:
    """Every name ``text`` binds anywhere (assigned, imported, a parameter, a loop or ``with`` target, a
    definition), or :data:`_EVERY_NAME` when it does not parse or star-imports a module."""
    try:
        tree = ast.parse(textwrap.dedent(text))
    except (SyntaxError, ValueError):
        return _EVERY_NAME
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            names.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.name == "*":
                    return _EVERY_NAME
                names.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
    return frozenset(names)


def _statements(text: str) -> list[ast.stmt]:
    try:
        return ast.parse(text).body
    except (SyntaxError, ValueError):
        pass
    if text[:1] in (" ", "\t"):
        # a block inside a Markdown list item keeps the item's indent: the code is the block dedented
        dedented = textwrap.dedent(text)
        if dedented != text:
            return _statements(dedented)
    recovered: list[ast.stmt] = []
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        if not line.strip() or line.startswith((" ", "\t")):
            index += 1
            continue
        end = index + 1
        while end < len(lines) and (not lines[end].strip() or lines[end].startswith((" ", "\t", ")", "]", "}"))):
            end += 1
        chunk = "\n".join(lines[index:end])
        try:
            module = ast.parse(chunk)
        except (SyntaxError, ValueError):
            try:
                module = ast.parse(line)
                end = index + 1
            except (SyntaxError, ValueError):
                repaired = _repaired_line(line)
                if repaired is None:
                    index += 1
                    continue
                module, end = repaired, index + 1
        for node in module.body:
            ast.increment_lineno(node, index)
            recovered.append(node)
        index = end
    return recovered


_RUN_OF_A_DECODE = re.compile(r"\b(?P<runner>exec|eval)\s*\((?P<inside>.*)")
_DECODER_CALL = re.compile(
    r"\b(?P<name>(?:[A-Za-z_]\w*\.)*(?:b64decode|b32decode|b85decode|a85decode|urlsafe_b64decode|standard_b64decode"
    r"|decodebytes|unhexlify|a2b_base64|a2b_hex|fromhex|decompress|loads))\s*\("
)


def _repaired_line(line: str) -> ast.Module | None:
    """A line that does not parse (a template left unfilled, parentheses unbalanced: ``exec(b64decode( + x + ))``),
    read as the statements of its ``;`` pieces that do parse, with an ``exec``/``eval`` of decoder calls kept
    as that nesting of the calls on an unknown value: the decode-then-run the line spells is what it does
    once filled. Nothing else of an unparsable line is guessed."""
    if "exec" not in line and "eval" not in line and ";" not in line:
        return None
    body: list[ast.stmt] = []
    for piece in line.split(";"):
        try:
            body.extend(ast.parse(piece.strip()).body)
            continue
        except (SyntaxError, ValueError):
            pass
        run = _RUN_OF_A_DECODE.search(piece)
        decoders = [m.group("name") for m in _DECODER_CALL.finditer(run.group("inside"))] if run else []
        if run is None or not decoders:
            continue
        nested = "_unparsed_value"
        for name in reversed(decoders):
            nested = f"{name}({nested})"
        body.extend(ast.parse(f"{run.group('runner')}({nested})").body)
    return ast.Module(body=body, type_ignores=[]) if body else None


class _Visitor:
    def __init__(self, out: Emitter) -> None:
        self.out = out
        self.branch: str | None = None
        """Which branch of ``a if c else b`` gives its text (``body``, ``orelse``) when both are
        texts that differ; ``None``: neither (the text is not known, see :meth:`expr`)."""
        self.choices = False
        """Such a choice was met: the file is worth walking again taking each branch."""
        self.names: dict[str, Value] = {}
        self.aliases: dict[str, str] = {}
        self.files = Files()
        self.configs: tuple[str, ...] | None = None
        self.ini_parsers: set[str] = set()
        """Names bound to a ``configparser`` parser: reading one of the skill's INI files fills it."""
        self.configs_followed: set[str] = set()
        """Functions of another module whose return :meth:`config_literal` follows now (never round)."""
        """The skill's config files the script names (:meth:`config_texts`), once looked up."""
        self.sockets: dict[str, str] = {}
        self.option_defaults: dict[str, str] = {}
        """Each command-line option's default path (``add_argument("--out", default="chart.png")``) by its dest."""
        self.token_hosts: dict[str, set[str]] = {}
        """The hosts each secret-named variable (``$API_KEY``) was sent to in a request's headers: its
        own service, which it authenticates to."""
        self.import_roots: tuple[Origin, ...] = ()
        """Downloads on ``sys.path`` (a folder they were saved in, a zip): a later import runs them."""
        self.functions: dict[str, ast.expr] = {}
        self.returns_used: dict[str, int] = {}
        """How often each function's return expression was evaluated for a call (bounded, never recursive)."""
        self.sequences: dict[str, list[ast.expr]] = {}
        self.automating = False
        """The code may drive a browser on a profile or attach to one (:data:`.automation.MENTIONS`)."""
        self.serialises = True
        """The code calls a serialiser (``json.dump`` …): only then is what goes into containers kept."""
        self.contents: dict[str, list[str]] = {}
        """Known strings put deep into a container a name holds (``cfg["hooks"][e].append({…})``)."""
        self.views: dict[str, str] = {}
        """Names bound to a part of another name's container (``hooks = cfg.setdefault("hooks", {})``,
        ``items = cfg["hooks"]``): what goes into them goes into that container."""
        """Names bound to a literal list or tuple: their items (for joins and loops)."""
        self.mappings: dict[str, list[tuple[ast.expr, ast.expr]]] = {}
        """Names bound to a literal dict: its keys and values (for loops over ``items()``)."""
        self.definitions: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}
        """Functions defined in the file: a call with known arguments is followed into them."""
        self.imported: dict[str, _Imported] = {}
        self.siblings: frozenset[str] = frozenset()
        """While a function of another module is followed: its module's functions, called by bare name
        there, followed inside it as the file's own helpers are."""
        """Functions imported from the skill's own modules (``from lib.net import pull``): followed as
        the file's own are, their links placed in their own file."""
        self.bound_args: dict[str, list[ast.expr]] = {}
        """Names bound to ``functools.partial(f, *args)``: the arguments each call starts with."""
        self.picked_from_table: dict[str, ast.expr] = {}
        """Names bound to an entry of a table of the file's functions picked by a run-time key
        (``handler = HANDLERS[kind]``): calling the name calls whichever function the key picks."""
        self.lambdas: dict[str, ast.Lambda] = {}
        """Names bound to a lambda: a call runs its body with the arguments bound."""
        self.opened: dict[str, str] = {}
        """Names bound to a bundled file opened for reading (``with open(cfg) as f``): the file."""
        self.returns: list[Value] | None = None
        """While a function is followed: the values its ``return`` statements give."""
        self.yielded: list[ast.expr] | None = None
        """While a generator is followed for its items: what each ``yield`` gives, held (a pair stays a pair)."""
        self.generated: dict[int, list[ast.expr] | None] = {}
        self.generated_mappings: dict[int, list[tuple[ast.expr, ast.expr]]] = {}
        """The dict each call to a function of the file returned (by the call node), its entries held."""
        self.mapping_returned: list[tuple[ast.expr, ast.expr]] | None = None
        self.generators: dict[int, bool] = {}
        self.returning_items = False
        """While a function that returns a list is followed for its items: keep the returned list's."""
        """Whether each function of the file (by its node) yields, found once."""
        """The items each generator call gave (by the call node), so a loop over it walks the body once."""
        self.inlining = 0
        self.inlined = 0
        self.unresolved_in: dict[str, list[Capability]] = {}
        """Sends and downloads to a host not known, found walking a function's body with its parameters
        unbound (by the function's name): a host the callers may all hand it."""
        self.followed_calls: dict[int, list[tuple[set[tuple[Kind, str, int | None]], bool]]] = {}
        """Each call followed into a function of the file (by the call node): the sends and downloads to
        a known host the walk found (kind, file, line), and whether it found one to an unknown host."""
        self.classes: dict[str, _Class] = {}
        """Classes of the file and of the skill's modules it imports, by the name a call makes one with."""
        self.instances: dict[str, _Instance] = {}
        """Objects made of those classes, by the name or attribute holding each (``relay``, ``self.conn``)."""
        self.constructing: tuple[ast.Call, str] | None = None
        self.bound_in_block: frozenset[str] | None = None
        """Every name the snippet binds, found once, when a decode in a document's block is met."""
        """The call an assignment is about to evaluate and the name it binds: an object it makes is held there."""
        self.made: dict[int, tuple[ast.Call, str]] = {}
        """The name each construction call's object is held under (``Relay(h, p).serve()`` calls it unnamed)."""

    # statements -----------------------------------------------------------------------------------

    def statement(self, node: ast.stmt) -> None:
        if self.ini_parsers and isinstance(node, ast.Expr):
            self.ini_read(node.value)
        if isinstance(node, (ast.Import, ast.ImportFrom)) and self.import_roots:
            self.imports_download(node)
        if isinstance(node, ast.Import):
            for alias in node.names:
                self.aliases[alias.asname or alias.name.split(".")[0]] = (
                    alias.name if alias.asname else alias.name.split(".")[0]
                )
                own = self.bundled_module(alias.name, 0)  # import lib.net; lib.net.pull(url)
                if own is not None:
                    rel, functions, tree = own
                    for function, definition in functions.items():
                        self.imported[f"{alias.name}.{function}"] = _Imported(definition, rel, _module_aliases(tree))
                    for class_name, made in _module_classes(tree, rel).items():
                        self.classes[f"{alias.name}.{class_name}"] = made  # import lib.net; lib.net.Client(host)
                    self.module_attributes(tree, rel, alias.name)  # lib.net.HOST
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                self.aliases[alias.asname or alias.name] = f"{node.module or ''}.{alias.name}".lstrip(".")
            self.bundled_constants(node)
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Lambda):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    self.lambdas[target.id] = node.value
                    self.names.pop(target.id, None)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            if isinstance(node.value, ast.Call) and self.qualified(node.value.func) in ("functools.partial", "partial"):
                for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                    if isinstance(target, ast.Name):  # go = partial(exec, text); go(): exec(text)
                        self.bound_args[target.id] = node.value.args[1:]
            parsed = self.config_literal(node.value)
            if parsed is not None:  # cfg = tomllib.loads(<the skill's own config>.read_text())
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    self.bind(target, self.expr(parsed), parsed)
                return
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            unpacked = self.unpacked_return(targets, node.value)
            if unpacked is not None:  # binary, args = fetch(cfg): each name holds its part as returned
                for part_name, returned_part in unpacked:
                    self.bind(part_name, self.expr(returned_part), returned_part)
                return
            self.expect_object(targets, node.value)
            value = self.expr(node.value) if node.value is not None else UNKNOWN
            module = self.imported_module(node.value)
            for target in targets:
                if isinstance(target, ast.Name) and module:
                    self.aliases[target.id] = module
            parser = isinstance(node.value, ast.Call) and self.qualified(node.value.func) in _INI_PARSERS
            for target in targets:
                if isinstance(target, ast.Name) and parser:
                    self.ini_parsers.add(target.id)
            if isinstance(node.value, ast.Call) and self.qualified(node.value.func) in _RESOLVER_CLASSES:
                for target in targets:  # res = dns.resolver.Resolver(); res.nameservers = [...]; res.resolve(name)
                    if isinstance(target, ast.Name):
                        self.aliases[target.id] = "dns.resolver"
            looked_up = self.callable_named(node.value) if node.value is not None else ""
            if not looked_up and node.value is not None and self.builtins_namespace(node.value):
                looked_up = "__builtins__"  # b = vars(__builtins__); b["exec"](code)
            for target in targets:
                if isinstance(target, ast.Name) and looked_up:
                    self.aliases[target.id] = looked_up  # run = vars(builtins)['exec']; run(code)
            for target in targets:
                self.bind(target, value, node.value)
                if isinstance(target, ast.Name):
                    self.view(target.id, node.value)
        elif isinstance(node, ast.AugAssign):
            current = self.expr(node.target)
            added = self.expr(node.value)
            if isinstance(node.target, ast.Name) and node.target.id in self.sequences:
                # hits += re.findall(…): what the call gives stands as one item (a loop over the list meets
                # it once, a join takes it in with where it came from)
                extra = list(node.value.elts) if isinstance(node.value, (ast.List, ast.Tuple)) else [node.value]
                self.sequences[node.target.id] = [*self.sequences[node.target.id], *extra]
                self.names[node.target.id] = Value(None, merged(current.origins, added.origins))
                return
            if isinstance(node.op, ast.Add):
                self.bind(node.target, joined([current, added]), None)
        elif isinstance(node, ast.ClassDef):
            self.classes[node.name] = _class_of(node, "", {}, self.classes)
            for child in node.body:
                if isinstance(child, ast.Assign) and len(child.targets) == 1 and isinstance(child.targets[0], ast.Name):
                    named = self.callable_named(child.value)
                    if named:  # class Loader: run = staticmethod(eval); Loader.run(p)
                        self.aliases[f"{node.name}.{child.targets[0].id}"] = named
                self.statement(child)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            self.definitions[node.name] = node
            positional = [*node.args.posonlyargs, *node.args.args]
            for argument, default in zip(
                positional[len(positional) - len(node.args.defaults) :], node.args.defaults, strict=False
            ):
                self.bind(ast.Name(id=argument.arg), self.expr(default), default)
            main_return = _returned(node.body)
            if main_return is not None:
                self.functions[node.name] = main_return
            start = len(self.out.found)
            for child in node.body:
                self.statement(child)
            if self.inlining == 0:
                unresolved = [c for c in self.out.found[start:] if c.detail == "?" and c.kind in _SENDS]
                if unresolved:
                    self.unresolved_in.setdefault(node.name, []).extend(unresolved)
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for item in node.items:
                if item.optional_vars is not None:  # with Session(host) as s: the object its __enter__ gives back
                    self.expect_object([item.optional_vars], item.context_expr)
                value = self.expr(item.context_expr)
                if item.optional_vars is not None:
                    self.bind(item.optional_vars, value, item.context_expr)
                    opened = self.bundled_file_read(item.context_expr)
                    if isinstance(item.optional_vars, ast.Name) and opened is not None:
                        self.opened[item.optional_vars.id] = opened
            for child in node.body:
                self.statement(child)
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            items = self.iterated(node.iter)
            if items is not None and _unrolled(items, node.body) and isinstance(node.target, (ast.Name, ast.Tuple)):
                for element in items:
                    self.bind(node.target, self.item_value(element), element)
                    for child in node.body:
                        self.statement(child)
                return
            iterable = self.expr(node.iter)
            self.bind(node.target, self.element(node.iter, iterable), None)
            self.walked_folder(node.target, node.iter, iterable)
            for child in [*node.body, *node.orelse]:
                self.statement(child)
        elif isinstance(node, ast.Return) and node.value is not None:
            returned = self.expr(node.value)
            if self.returns is not None:
                self.returns.append(returned)
            if self.returning_items and self.yielded is not None:
                listed = self.returned_items(node.value)  # a list the function built and returns: its items, held
                self.yielded.extend(self.held(item) for item in listed or ())
                if isinstance(node.value, ast.Name) and node.value.id in self.mappings:
                    self.mapping_returned = self.mappings[node.value.id]  # return found: the dict it filled
        elif isinstance(node, ast.Expr) and isinstance(node.value, (ast.Yield, ast.YieldFrom)):
            yielded = self.expr(node.value.value) if node.value.value is not None else UNKNOWN
            if self.returns is not None:
                self.returns.append(yielded)  # what a generator yields is what iterating its call gives
            if self.yielded is not None and node.value.value is not None:
                self.yielded.extend(self.held_items(node.value))
        elif isinstance(node, ast.Expr):
            before = len(self.out.found)
            self.expr(node.value)
            if _dropped_read(node.value):
                self.out.found[before:] = [_marked_dropped(c) for c in self.out.found[before:]]
        else:
            for field in ("test", "value", "exc"):  # raise SystemExit(subprocess.call(cmd)) runs the call
                part = getattr(node, field, None)
                if isinstance(part, ast.expr):
                    self.expr(part)
            alternatives = isinstance(node, (ast.If, ast.Try)) and bool(
                node.orelse if isinstance(node, ast.If) else node.handlers
            )
            taken: dict[str, Value] = {}
            for field in ("body", "orelse", "finalbody", "handlers"):
                if alternatives and field == ("orelse" if isinstance(node, ast.If) else "handlers"):
                    taken = dict(self.names)  # the names as the first branch left them
                for child in getattr(node, field, []) or []:
                    if isinstance(child, ast.ExceptHandler):
                        for inner in child.body:
                            self.statement(inner)
                    elif isinstance(child, ast.stmt):
                        self.statement(child)
                if alternatives and field == ("orelse" if isinstance(node, ast.If) else "handlers"):
                    self.either_branch(taken)

    def either_branch(self, taken: dict[str, Value]) -> None:
        """After ``try``/``except`` or ``if``/``else``, a name either branch set may hold either value:
        ``raw = open(key).read()`` with ``raw = uuid4().bytes`` in the handler still carries the key."""
        for name, before in taken.items():
            after = self.names.get(name)
            if after is not None and after is not before and before.origins:
                self.names[name] = Value(after.text, merged(after.origins, before.origins), after.shape)

    def imports_download(self, node: ast.Import | ast.ImportFrom) -> None:
        """An import, after downloads went onto ``sys.path``, of a module neither the standard library
        nor the skill has: it is loaded from the download."""
        modules = [alias.name for alias in node.names] if isinstance(node, ast.Import) else [node.module or ""]
        for module in modules:
            if self.imported_from_download(node.lineno, module):
                return

    def imported_from_download(self, line: int, module: str | None) -> bool:
        """An import of ``module`` (a statement, or ``importlib.import_module(name)`` with the name
        known or read at run time) after downloads went onto ``sys.path``, when neither the standard
        library nor the skill has it: it is loaded from the download, so the download runs."""
        top = (module or "?").split(".")[0]
        if not top or top in sys.stdlib_module_names or (module and self.bundled_module(module, 0) is not None):
            return False
        self.out.executes(line, Value(None, self.import_roots), f"imports {module or 'a module'} from it")
        return True

    def loaded_into(self, node: ast.Call, method: str, read: Value) -> None:
        """``parser.read(path)``/``cfg.read_file(f)``: the object a secret file is loaded into holds it."""
        holder = node.func.value if isinstance(node.func, ast.Attribute) else None
        if (
            isinstance(holder, ast.Name)
            and method in ("read", "read_file", "read_string", "load", "read_dict")
            and holder.id in self.names
            and any(o.source is Source.SECRET for o in read.origins)
        ):
            current = self.names[holder.id]
            self.names[holder.id] = Value(current.text, merged(current.origins, read.origins))

    def arguments(self, nodes: list[ast.expr]) -> list[Value]:
        """A call's positional arguments, ``*parts`` spread into its items when they are a known list."""
        values: list[Value] = []
        for node in nodes:
            spread = self.items(node.value) if isinstance(node, ast.Starred) else None
            if spread is not None:
                values.extend(self.expr(item) for item in spread)
            else:
                values.append(self.expr(node))
        return values

    def items(self, node: ast.expr) -> list[ast.expr] | None:
        """The items of a literal list or tuple, or of a name bound to one; a literal dict's keys (what
        iterating it gives), its ``items()`` as ``(key, value)`` pairs, its ``keys()`` and ``values()``;
        what a generator of the file yields."""
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            if not any(isinstance(element, ast.Starred) for element in node.elts):
                return list(node.elts)
            spread: list[ast.expr] = []  # [*map(f, NAMES), extra]: what each starred part holds, in place
            for element in node.elts:
                inner = self.items(element.value) if isinstance(element, ast.Starred) else None
                spread.extend(inner if inner is not None else [element])  # an unknown part stays as written
            return spread
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in self.definitions:
            # a generator's yields, or the list a function builds and returns (entries() joined into a table)
            return self.generator_items(node, returned=_returns_a_list(self.definitions[node.func.id]))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.args:
            imported = self.imported.get(node.func.id)
            return self.imported_items(imported) if imported is not None else None
        if isinstance(node, ast.Name) and node.id in self.mappings:
            return [k for k, _ in self.mappings[node.id]]  # iterating a dict gives its keys
        if isinstance(node, (ast.Name, ast.Attribute)):
            return self.sequences.get(_dotted(node))  # an address, a command line an object holds (self.addr)
        if isinstance(node, ast.Dict):
            return [k for k in node.keys if k is not None]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = self.items(node.left), self.items(node.right)
            if left is not None and right is None and isinstance(node.right, _ADDED_LISTS):
                right = [_Held(Value(None, self.expr(node.right).origins), node.right)]  # ["# T"] + [… for k in x]
            elif right is not None and left is None and isinstance(node.left, _ADDED_LISTS):
                left = [_Held(Value(None, self.expr(node.left).origins), node.left)]
            return left + right if left is not None and right is not None else None
        if isinstance(node, (ast.ListComp, ast.GeneratorExp)):
            return self.comprehended(node)
        if isinstance(node, ast.Call) and _dotted(node.func) == "map" and len(node.args) == 2:
            listed = self.items(node.args[1])  # map(unscramble, NAMES): the function applied to each item
            if listed is None or len(listed) > 256:
                return None
            return [_applied(node.args[0], item) for item in listed]
        if isinstance(node, ast.Call) and _dotted(node.func) == "enumerate" and len(node.args) == 1:
            listed = self.items(node.args[0])  # (index, item) pairs
            if listed is None:
                return None
            return [
                ast.copy_location(ast.Tuple(elts=[ast.Constant(value=i), item], ctx=ast.Load()), item)
                for i, item in enumerate(listed)
            ]
        if _reordered(node):
            assert isinstance(node, ast.Call)
            inner = self.items(node.args[0]) or self.characters(node.args[0])
            if inner is not None and isinstance(node.func, ast.Name) and node.func.id in ("reversed", "sorted"):
                return _in_order(node.func.id, inner)
            return inner
        if isinstance(node, ast.IfExp):
            body, orelse = self.items(node.body), self.items(node.orelse)
            return body + orelse if body is not None and orelse is not None else None
        sliced = self.sliced_items(node.value, node.slice) if isinstance(node, ast.Subscript) else None
        if sliced is not None:
            return sliced
        looked_up = self.looked_up(node)
        if looked_up is not None:
            return looked_up
        if isinstance(node, ast.Subscript):  # cfg['tidy']['paths']
            literal = self.resolved(node)
            if isinstance(literal, (ast.List, ast.Tuple)):
                return list(literal.elts)
            if isinstance(literal, ast.Dict):
                return [k for k in literal.keys if k is not None]
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("items", "keys", "values")
            and not node.args
        ):
            mapping = self.resolved(node.func.value) or node.func.value
            entries = self.mapping_of(mapping) if isinstance(mapping, (ast.Name, ast.Call)) else None
            if isinstance(mapping, ast.Dict):
                entries = [(k, v) for k, v in zip(mapping.keys, mapping.values, strict=False) if k is not None]
            if entries is None:
                return None
            if node.func.attr == "keys":
                return [k for k, _ in entries]
            if node.func.attr == "values":
                return [v for _, v in entries]
            return [ast.copy_location(ast.Tuple(elts=[k, v], ctx=ast.Load()), k) for k, v in entries]
        if isinstance(node, ast.Call) and node.args and self.qualified(node.func) in _TEXT_PARSERS:
            parsed = self.config_literal(node)  # for p in json.loads(b64decode(BLOB)): the list it decodes to
            if isinstance(parsed, ast.List):
                return list(parsed.elts)
            if isinstance(parsed, ast.Dict):
                return [k for k in parsed.keys if k is not None]
        return self.split_constant(node)

    def unpacked_return(
        self, targets: Sequence[ast.expr], source: ast.expr | None
    ) -> list[tuple[ast.expr, ast.expr]] | None:
        """The parts a function of the file returns as a tuple (``return target, r["register"]``), held
        as it had them, when the call's value is unpacked into as many names (``path, args = fetch()``):
        each name (with the part it gets) keeps its own part, a downloaded file's path its shape.
        ``None`` for anything else."""
        names = targets[0] if len(targets) == 1 else None
        if not isinstance(names, (ast.Tuple, ast.List)) or not isinstance(source, ast.Call):
            return None
        if not isinstance(source.func, ast.Name) or any(isinstance(e, ast.Starred) for e in names.elts):
            return None
        definition = self.definitions.get(source.func.id)
        width = len(names.elts)
        if definition is None or not any(
            isinstance(r, ast.Tuple) and len(r.elts) == width for r in _own_returns(definition.body)
        ):
            return None
        items = self.generator_items(source, returned=True)
        if items is None or len(items) != width:
            return None
        return list(zip(names.elts, items, strict=True))

    def returned_items(self, node: ast.expr) -> list[ast.expr] | None:
        """The items of a list a function returns, as :meth:`items` knows them; a list it filters
        (``return [p for p in DIRS if p.exists()]``) may keep any item of the list it walks, so the
        caller walks each."""
        listed = self.items(node)
        if listed is None and isinstance(node, (ast.ListComp, ast.GeneratorExp)):
            return self.filtered(node)
        return listed

    def iterated(self, node: ast.expr) -> list[ast.expr] | None:
        """What a loop over ``node`` walks: its items as :meth:`items` knows them, or, for a call to a
        function of the file that returns a list it built (``found.append((name, path))`` …
        ``return found``, a comprehension), that list's items as the function had them."""
        listed = self.items(node)
        if listed is not None or not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            return listed
        definition = self.definitions.get(node.func.id)
        if definition is None or not _returns_a_list(definition):
            return None
        return self.generator_items(node, returned=True)

    def generator_items(self, call: ast.Call, returned: bool = False) -> list[ast.expr] | None:
        """What iterating a call to a generator of the file gives: its body walked once with the
        arguments bound, each ``yield`` kept as an item holding its value (``yield name, path`` a pair,
        so ``for name, path in gen()`` binds both); ``None`` for a function that does not yield.
        With ``returned``, a function that returns a list: the items of what it returns."""
        if id(call) in self.generated:
            return self.generated[id(call)]
        assert isinstance(call.func, ast.Name)
        definition = self.definitions[call.func.id]
        generates = self.generators.get(id(definition))
        if generates is None:  # a file with no `yield` in it has no generator to walk
            generates = "yield" in self.out.snippet.text and _generates(definition)
            self.generators[id(definition)] = generates
        if (
            not (generates or returned)
            or self.inlining >= _MAX_INLINE_DEPTH
            or self.inlined >= _MAX_INLINED_CALLS
            or any(isinstance(a, ast.Starred) for a in call.args)
        ):
            return None
        self.generated[id(call)] = None  # a generator that iterates itself gives nothing known
        args = [self.expr(a) for a in call.args]
        keywords = {k.arg: self.expr(k.value) for k in call.keywords if k.arg}
        saved, self.yielded = self.yielded, []
        saved_returning, self.returning_items = self.returning_items, not generates
        saved_mapping, self.mapping_returned = self.mapping_returned, None
        try:
            self.inline(definition, call, args, keywords)
            items = self.yielded[:_MAX_UNROLLED] or None
            returned_mapping = self.returned_mapping()
            if returned_mapping is not None:
                self.generated_mappings[id(call)] = returned_mapping
        finally:
            self.yielded, self.returning_items = saved, saved_returning
            self.mapping_returned = saved_mapping
        self.generated[id(call)] = items
        return items

    def returned_mapping(self) -> list[tuple[ast.expr, ast.expr]] | None:
        return self.mapping_returned

    def mapping_of(self, node: ast.expr) -> list[tuple[ast.expr, ast.expr]] | None:
        """The entries of the dict a name holds, or a call to a function of the file returns (``detect()``
        returning the dict it filled with ``found[kind] = path``)."""
        if isinstance(node, ast.Name):
            return self.mappings.get(node.id)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in self.definitions:
            definition = self.definitions[node.func.id]
            if id(node) not in self.generated and _returns_a_list(definition):
                self.generator_items(node, returned=True)
            return self.generated_mappings.get(id(node))
        return None

    def held_items(self, node: ast.Yield | ast.YieldFrom) -> list[ast.expr]:
        """The items one ``yield`` gives, each holding its value as the generator had it then."""
        given = node.value
        assert given is not None
        if isinstance(node, ast.YieldFrom):
            inner = self.items(given)
            if inner is None:
                return [_Held(Value(None, self.expr(given).origins), given)]
            return [self.held(item) for item in inner]
        return [self.held(given)]

    def held(self, node: ast.expr) -> ast.expr:
        if isinstance(node, (ast.Tuple, ast.List)):  # a pair stays a pair, each part held
            return ast.copy_location(ast.Tuple(elts=[self.held(e) for e in node.elts], ctx=ast.Load()), node)
        return _Held(self.expr(node), node)

    def split_constant(self, node: ast.expr) -> list[ast.expr] | None:
        """The parts of a constant string split (``".config/systemd/user".split("/")``,
        ``"host:port".rsplit(":", 1)``), as constants."""
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            return None
        if node.func.attr not in ("split", "rsplit", "splitlines") or node.keywords or len(node.args) > 2:
            return None
        text = self.expr(node.func.value).text
        separator = self.expr(node.args[0]).text if node.args else None
        limit = self.expr(node.args[1]).text if len(node.args) > 1 else "-1"
        if text is None or (node.args and not separator) or len(text) > 4096 or not _integer(limit):
            return None
        assert limit is not None
        if node.func.attr == "splitlines":
            parts = text.splitlines()
        elif node.func.attr == "rsplit":
            parts = text.rsplit(separator, int(limit))
        else:
            parts = text.split(separator, int(limit))
        return [ast.copy_location(ast.Constant(value=part), node) for part in parts]

    def characters(self, node: ast.expr) -> list[ast.expr] | None:
        """The characters of a constant string, as constants (what iterating it gives)."""
        text = self.expr(node).text
        if text is None or len(text) > 256:
            return None
        return [ast.copy_location(ast.Constant(value=ch), node) for ch in text]

    def looked_up(self, node: ast.expr) -> list[ast.expr] | None:
        """The items ``TABLE[key]`` or ``TABLE.get(key, default)`` can give when ``TABLE`` is a literal
        dict of lists: the entry's when the key is a constant, else every entry's (a key known only at
        run time, ``platform.system()``, may pick any of them). The table may be written in place
        (``{"Linux": [...], "Darwin": [...]}.get(platform.system(), [])``)."""
        table, key = _table_lookup(node) or (None, None)
        if key is None:
            return None
        if isinstance(table, ast.Dict):
            entries = [(k, v) for k, v in zip(table.keys, table.values, strict=False) if k is not None]
        elif isinstance(table, ast.Name) and table.id in self.mappings:
            entries = self.mappings[table.id]
        else:
            return None
        wanted = self.expr(key).text
        chosen = [v for k, v in entries if wanted is not None and self.expr(k).text == wanted]
        found: list[ast.expr] = []
        for value in chosen or ([] if wanted is not None else [v for _, v in entries]):
            items = self.items(value)
            if items is None:
                return None
            found.extend(items)
        return found or None

    def comprehended(self, node: ast.ListComp | ast.GeneratorExp) -> list[ast.expr] | None:
        """``[a[::-1] for a in NAMES]`` over a literal list: the element once per item, the loop name
        replaced by the item (at most 256), so each is evaluated like any constant expression."""
        if len(node.generators) != 1:
            return None
        loop = node.generators[0]
        if loop.ifs or not isinstance(loop.target, ast.Name):
            return None
        items = self.items(loop.iter)
        if items is None or len(items) > 256:
            return None
        return [_substituted(node.elt, loop.target.id, item) for item in items]

    def filtered(self, node: ast.ListComp | ast.GeneratorExp) -> list[ast.expr] | None:
        """``[p for p in paths if p.is_file()]`` over a known list: the list's items, any of which the
        filter may keep, so a later loop over the name still reads each path (``None`` for any other
        comprehension)."""
        if len(node.generators) != 1:
            return None
        loop = node.generators[0]
        target, element = loop.target, node.elt
        kept_as_is = isinstance(target, ast.Name) and isinstance(element, ast.Name) and element.id == target.id
        if not loop.ifs or not kept_as_is:
            return None
        items = self.items(loop.iter)
        return items if items is not None and len(items) <= 256 else None

    def per_item(self, node: ast.ListComp | ast.GeneratorExp | ast.SetComp | ast.DictComp) -> Value | None:
        """``(p.read_bytes() for p in PATHS if p.exists())`` over a known list (or a generator's items,
        ``{k: read(p) for k, p in found()}``): the element evaluated once per item, as a ``for`` loop's
        body is, so each path it reads is read (a filter may skip any item, so every item counts);
        what comes out carries all their origins. Nested loops (``f.read_bytes() for fs in
        found.values() for f in fs``) walk each inner list as the outer item binds it."""
        if not all(isinstance(g.target, (ast.Name, ast.Tuple)) for g in node.generators):
            return None
        items = self.iterated(node.generators[0].iter)
        if items is None or not 0 < len(items) <= 16:
            return None
        names = [n.id for g in node.generators for n in ast.walk(g.target) if isinstance(n, ast.Name)]
        saved = {name: (self.names.get(name), self.sequences.get(name), self.mappings.get(name)) for name in names}
        elements = [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]
        origins: list[tuple[Origin, ...]] = []
        walked = self.per_item_walk(node.generators, items, elements, origins, [_MAX_UNROLLED])
        for name, (value, sequence, mapping) in saved.items():
            self.names.pop(name, None)
            self.sequences.pop(name, None)
            self.mappings.pop(name, None)
            if value is not None:
                self.names[name] = value
            if sequence is not None:
                self.sequences[name] = sequence
            if mapping is not None:
                self.mappings[name] = mapping
        return Value(None, merged(*origins)) if walked else None

    def per_item_walk(
        self, loops: list[ast.comprehension], items: list[ast.expr], elements: list[ast.expr],
        origins: list[tuple[Origin, ...]], left: list[int],
    ) -> bool:  # fmt: skip
        """:meth:`per_item`'s walk of one loop of a comprehension over its known items, the loops inside
        it walked per item; ``False`` when an inner loop's items are not known."""
        loop, inner = loops[0], loops[1:]
        for item in items:
            if left[0] <= 0:
                return True
            self.bind(loop.target, self.item_value(item), item)
            if not inner:
                left[0] -= 1
                origins.extend(self.expr(element).origins for element in elements)
            for condition in loop.ifs:  # `if os.path.isdir(root / i)`: what the filter looks at, per item
                self.expr(condition)
            if inner:
                listed = self.iterated(inner[0].iter)
                if listed is None or len(listed) > 16:
                    return False
                if not self.per_item_walk(inner, listed, elements, origins, left):
                    return False
        return True

    def walked_folder(self, target: ast.expr, walk: ast.expr, iterable: Value) -> None:
        """``for root, dirs, files in os.walk(folder)``: ``root`` is the folder or one under it, so a
        path joined from it (``os.path.join(root, f)``) names the files under that folder that another
        step may have filled (a staging folder zipped whole)."""
        if not (isinstance(target, ast.Tuple) and target.elts and isinstance(target.elts[0], ast.Name)):
            return
        if not (isinstance(walk, ast.Call) and walk.args and self.qualified(walk.func) == "os.walk"):
            return
        folder = self.expr(walk.args[0]).pattern
        if folder and folder.strip("/.*") and "*" not in folder:
            self.names[target.elts[0].id] = Value(None, iterable.origins, f"{folder.rstrip('/')}/**")

    def item_value(self, item: ast.expr) -> Value:
        """One item of a known list, as a loop binds it; a part spread into the list whose items are
        not known (``[cfg, *sorted(stage.glob('*'))]``) stands for each of its entries, so a folder
        listing spread in is still a path under that folder."""
        if isinstance(item, ast.Starred):
            return self.element(item.value, self.expr(item.value))
        return self.expr(item)

    def element(self, node: ast.expr, iterable: Value) -> Value:
        """A loop variable over a literal list: its items' origins (the text of one is not known); over
        a folder's entries (``root.glob('*')``, ``root.iterdir()``, ``glob.glob(pattern)``): a path
        under that folder, so ``entry / 'Login Data'`` is still a path with a known shape."""
        if isinstance(node, ast.IfExp):  # `for p in root.glob('*') if root.exists() else []`
            taken = self.element(node.body, iterable)
            if taken.pattern is not None and taken.pattern.strip("*/"):
                return taken
            # `p.parent.glob(p.name) if '*' in p.name else [p]`: the other branch names the path
            other = self.element(node.orelse, iterable)
            return other if other.pattern is not None else taken
        if _reordered(node):  # sorted(root.iterdir()), list(...), reversed(...)
            assert isinstance(node, ast.Call)
            return self.element(node.args[0], iterable)
        listed = self.listed_entries(node)
        if listed is not None:
            return Value(None, iterable.origins, listed)
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            items = [self.expr(e) for e in node.elts]
            texts = [i.text for i in items if i.text]
            for text in texts:
                self.out_path_probe(text, node.lineno)
            return Value(texts[0] if len(texts) == 1 else None, merged(*(i.origins for i in items), iterable.origins))
        return Value(None, iterable.origins)

    def listed_entries(self, node: ast.expr) -> str | None:
        """The shape of the paths a folder listing gives (``~/.config/x/*``), or ``None``."""
        if not isinstance(node, ast.Call):
            return None
        name = self.qualified(node.func)
        listing = isinstance(node.func, ast.Attribute) and node.func.attr in ("glob", "rglob", "iterdir")
        if listing and isinstance(node.func, ast.Attribute) and not name.startswith("glob."):
            folder = self.expr(node.func.value).pattern
            pattern = (self.expr(node.args[0]).pattern or "*") if node.args else "*"
            if not folder:
                return None
            return f"{folder}/{'**/' if node.func.attr == 'rglob' else ''}{pattern}"
        if name in ("glob.glob", "glob.iglob") and node.args:
            return self.expr(node.args[0]).pattern
        return None

    def out_path_probe(self, text: str, line: int) -> None:
        """An item of a literal list that names a secret store (read in a loop below)."""
        del text, line

    def code_points(self, node: ast.expr) -> list[int] | None:
        """The numbers of ``map(chr, CODES)`` or ``chr(c) for c in CODES`` when ``CODES`` is a literal
        list of integers (or a name bound to one), of any length up to 64 KiB."""
        source: ast.expr | None = None
        if (
            isinstance(node, ast.Call)
            and _dotted(node.func) == "map"
            and len(node.args) == 2
            and _dotted(node.args[0]) == "chr"
        ):
            source = node.args[1]
        elif isinstance(node, (ast.GeneratorExp, ast.ListComp)) and len(node.generators) == 1:
            element, loop = node.elt, node.generators[0]
            if (
                isinstance(element, ast.Call)
                and _dotted(element.func) == "chr"
                and len(element.args) == 1
                and isinstance(element.args[0], ast.Name)
                and isinstance(loop.target, ast.Name)
                and element.args[0].id == loop.target.id
                and not loop.ifs
            ):
                source = loop.iter
        items = self.items(source) if source is not None else None
        if items is None or len(items) > 65536:
            return None
        numbers = [i.value for i in items if isinstance(i, ast.Constant) and type(i.value) is int]
        return numbers if numbers and len(numbers) == len(items) else None

    def bundled_constants(self, node: ast.ImportFrom, importer: str = "", depth: int = 0) -> None:
        """``from _consts import CMD``, where ``_consts.py`` is the skill's own module: the constants it
        assigns at top level (literals, or expressions that only fold constants: ``bytes([…]).decode()``,
        ``"." + "npmrc"``) are bound here, worked out with their lines in that module; a name that
        module imports from another of the skill's modules in turn is followed there (``importer``:
        the module the import is written in, when not this file)."""
        wanted = {alias.name: alias.asname or alias.name for alias in node.names}
        for alias in node.names:  # from . import names; names.ADDRESS: a module of the skill, by its attributes
            submodule = f"{node.module}.{alias.name}" if node.module else alias.name
            own = self.bundled_module(submodule, node.level, importer) if depth == 0 else None
            if own is not None:
                local = alias.asname or alias.name
                for function, definition in own[1].items():
                    self.imported[f"{self.aliases.get(local, local)}.{function}"] = _Imported(
                        definition, own[0], _module_aliases(own[2])
                    )
                for class_name, made in _module_classes(own[2], own[0]).items():
                    self.classes[f"{self.aliases.get(local, local)}.{class_name}"] = made
                self.module_attributes(own[2], own[0], self.aliases.get(local, local))
        found = self.bundled_module(node.module or "", node.level, importer)
        if found is None:
            return
        rel, functions, tree = found
        aliases = _module_aliases(tree)
        for name, definition in functions.items():
            if name in wanted:
                self.aliases.pop(wanted[name], None)
                self.imported[wanted[name]] = _Imported(definition, rel, aliases)
        for name, made in _module_classes(tree, rel).items():
            if name in wanted:  # from relay import Relay: a class whose objects the file makes
                self.aliases.pop(wanted[name], None)
                self.classes[wanted[name]] = made
        with self.out.placed_in(rel):
            self.module_names(tree, rel, wanted, depth)

    def module_attributes(self, tree: ast.Module, rel: str, prefix: str) -> None:
        """The foldable top-level constants of the skill's module ``tree``, bound as ``prefix.NAME``
        (what ``import kit.names`` or ``from . import names`` makes of ``names.ADDRESS``)."""
        with self.out.placed_in(rel):
            for statement in tree.body[:400]:
                if isinstance(statement, ast.Assign) and (_literal(statement.value) or _folds(statement.value)):
                    for target in statement.targets:
                        if isinstance(target, ast.Name):
                            self.bind(ast.Name(id=f"{prefix}.{target.id}"), self.expr(statement.value), statement.value)

    def module_names(self, tree: ast.Module, rel: str, wanted: dict[str, str], depth: int) -> None:
        """Bind the constants of the module ``tree`` (the skill's file ``rel``) named in ``wanted``
        (module name → name here): its foldable top-level assignments and what it imports itself."""
        for statement in tree.body:
            if isinstance(statement, ast.ImportFrom) and statement.level + len(statement.module or "") and depth < 3:
                passed = {a.asname or a.name: a.name for a in statement.names if (a.asname or a.name) in wanted}
                if passed:  # from .consts import NAMES, in the module that uses NAMES
                    renamed = [ast.alias(name=original, asname=wanted[local]) for local, original in passed.items()]
                    forwarded = ast.ImportFrom(module=statement.module, names=renamed, level=statement.level)
                    self.bundled_constants(forwarded, rel, depth + 1)
                continue
            if not isinstance(statement, ast.Assign) or not (
                _literal(statement.value) or _folds(statement.value) or _home_rooted(statement.value, set(wanted))
            ):
                continue
            for target in statement.targets:
                if isinstance(target, ast.Name) and target.id in wanted:
                    self.aliases.pop(wanted[target.id], None)
                    self.bind(ast.Name(id=wanted[target.id]), self.expr(statement.value), statement.value)

    def bundled_module(
        self, module: str, level: int, importer: str = ""
    ) -> tuple[str, dict[str, ast.FunctionDef | ast.AsyncFunctionDef], ast.Module] | None:
        """The skill's own module ``module`` names (a package's ``__init__.py`` too; relative to this
        file, or to ``importer``, for ``from .x import``): its path in the skill, its top-level
        functions and its tree."""
        table = BUNDLED.get() or {}
        if not module and not level:
            return None
        base = module.replace(".", "/")
        if level:
            here = importer or self.out.snippet.rel
            folder = here.rsplit("/", 1)[0] if "/" in here else ""
            for _ in range(level - 1):
                folder = folder.rsplit("/", 1)[0] if "/" in folder else ""
            base = "/".join(part for part in (folder, base) if part)
        for candidate in (f"{base}.py", f"{base}/__init__.py"):
            rel = next((r for r in table if r == candidate or (not level and r.endswith("/" + candidate))), None)
            if rel is None or rel == self.out.snippet.rel:
                continue
            try:
                tree = ast.parse(table[rel])
            except (SyntaxError, ValueError):
                return None
            functions = {
                statement.name: statement
                for statement in tree.body
                if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef))
            }
            return rel, functions, tree
        return None

    def config_texts(self) -> tuple[str, ...]:
        """The skill's config files this script names, read once per script."""
        if self.configs is None:
            self.configs = _config_texts(self.out.snippet.text)
        return self.configs

    def config_literal(self, node: ast.expr | None) -> ast.expr | None:
        """``tomllib.loads(path.read_text())``, ``json.load(f)``, ``yaml.safe_load(open(p))`` of one of
        the skill's own config files: what it parses to, as a literal (so the addresses and paths it
        holds are followed like constants in the code)."""
        if isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Slice):
            parsed = self.config_literal(node.value)  # json.loads(…)["probe"]: that entry of what it parses to
            key = self.expr(node.slice).text
            if isinstance(parsed, ast.Dict) and key is None and parsed.values:
                # json.load(f)[sys.argv[1]]: a table of records, any of which the run-time key picks (as resolved)
                return parsed.values[0] if all(isinstance(v, ast.Dict) for v in parsed.values) else None
            return self._entry(parsed, key) if isinstance(parsed, ast.Dict) and key is not None else None
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or):
            # `cfg or load()`: a parameter left at its default, then what the call parses
            return next((found for value in node.values if (found := self.config_literal(value)) is not None), None)
        if isinstance(node, ast.Call) and not node.args and isinstance(node.func, ast.Name):
            # load() returning json.loads(<the file>), of this file or of the module being followed
            returned = self.functions.pop(node.func.id, None)
            sibling = self.imported.get(node.func.id) if returned is None else None
            if sibling is not None and node.func.id not in self.configs_followed:
                self.configs_followed.add(node.func.id)
                try:
                    return self.config_literal(_returned(sibling.definition.body))
                finally:
                    self.configs_followed.discard(node.func.id)
            if returned is None:
                return None
            try:
                return self.config_literal(returned)
            finally:
                self.functions[node.func.id] = returned
        if not isinstance(node, ast.Call) or not node.args:
            return None
        parser = self.qualified(node.func)
        if parser not in _CONFIG_PARSERS and parser not in _TEXT_PARSERS:
            return None
        rel = self.bundled_file_read(node.args[0])
        table = BUNDLED.get() or {}
        if rel is None or rel not in table:
            return self.parsed_text(node, parser)
        return _parsed_literal(table[rel], rel)

    def parsed_text(self, call: ast.Call, parser: str) -> ast.expr | None:
        """``json.loads(b64decode(BLOB))``, ``ast.literal_eval("[…]")``: what a parser makes of text the
        code itself holds (written, joined or decoded), as a literal placed at the call, so a list of
        paths kept encoded is walked like one written out."""
        given = self.expr(call.args[0])
        text = given.text
        if text is None or len(text) > _MAX_CONFIG or any(o.source is not Source.DECODED for o in given.origins):
            return None  # `r.read() or b"{}"`: text that only may be the constant is the download's data
        literal = _as_literal(_text_data(text, parser), 0)
        if not isinstance(literal, (ast.List, ast.Dict)):
            return None
        for part in ast.walk(literal):
            ast.copy_location(part, call)
        return literal

    def entry_got(self, call: ast.Call, args: list[Value]) -> ast.expr | None:
        """The value ``table.get(key)`` gives when ``table`` is a literal dict (a parsed config's
        section), or ``parser.get(section, key)`` of an INI parser that read the skill's file."""
        if not isinstance(call.func, ast.Attribute):
            return None
        holder = call.func.value
        table = self.resolved(holder)
        key = args[0].text
        if isinstance(holder, ast.Name) and holder.id in self.ini_parsers and len(args) >= 2:
            sections = table if isinstance(table, ast.Dict) else None
            table = self._entry(sections, args[0].text) if sections is not None else None
            key = args[1].text
        if not isinstance(table, ast.Dict) or key is None:
            return None
        return self._entry(table, key)

    def _entry(self, table: ast.Dict, key: str | None) -> ast.expr | None:
        return next(
            (v for k, v in zip(table.keys, table.values, strict=False) if k is not None and self.expr(k).text == key),
            None,
        )

    def ini_read(self, call: ast.expr) -> None:
        """``cfg.read(<the skill's config.ini>)`` (or ``read_file(open(…))``) on a ``configparser``
        parser: ``cfg`` then holds that file's sections, so ``cfg["export"]["hook"]`` is the value
        written there, ``%(name)s`` references filled in."""
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.args):
            return
        holder = call.func.value
        if not (isinstance(holder, ast.Name) and holder.id in self.ini_parsers and call.func.attr in _INI_READS):
            return
        given = call.args[0]
        rel = self.bundled_file_read(given) if call.func.attr == "read_file" else _bundled_rel(self.expr(given).pattern)
        table = BUNDLED.get() or {}
        parsed = _parsed_literal(table[rel], rel) if rel is not None and rel in table else None
        if isinstance(parsed, ast.Dict):
            self.mappings[holder.id] = [(k, v) for k, v in zip(parsed.keys, parsed.values, strict=False) if k]

    def bundled_file_read(self, node: ast.expr) -> str | None:
        """The skill's file ``node`` reads the text of (``p.read_text()``, ``open(p).read()``, ``open(p)``,
        a name bound by ``with open(p) as f``), or ``None``."""
        if isinstance(node, ast.Name):
            return self.opened.get(node.id)
        if not isinstance(node, ast.Call):
            return None
        if isinstance(node.func, ast.Attribute) and node.func.attr in ("read_text", "read_bytes", "read", "open"):
            inner = node.func.value
            if isinstance(inner, ast.Call) and self.qualified(inner.func) in ("open", "io.open", "codecs.open"):
                return self.bundled_file_read(inner)
            if isinstance(inner, ast.Name) and inner.id in self.opened:
                return self.opened[inner.id]
            return _bundled_rel(self.expr(inner).pattern)
        if self.qualified(node.func) in ("open", "io.open", "codecs.open") and node.args:
            return _bundled_rel(self.expr(node.args[0]).pattern)
        return None

    def resolved(self, node: ast.expr) -> ast.expr | None:
        """The literal a name or a constant lookup in one stands for (``cfg['plugins']``, ``TABLE``)."""
        if isinstance(node, (ast.Dict, ast.List, ast.Tuple, ast.Constant)):
            return node
        if isinstance(node, ast.Name) and node.id in self.mappings:
            entries = self.mappings[node.id]
            return ast.Dict(keys=[k for k, _ in entries], values=[v for _, v in entries])
        if isinstance(node, ast.Name) and node.id in self.sequences:
            return ast.List(elts=list(self.sequences[node.id]), ctx=ast.Load())
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and 1 <= len(node.args) <= 2
        ):  # cfg.get("sync", {}): the table under that key when the mapping is known
            node = ast.Subscript(value=node.func.value, slice=node.args[0], ctx=ast.Load())
        if isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Slice):
            table = self.resolved(node.value)
            key = self.expr(node.slice).text
            if isinstance(table, ast.Dict) and key is not None:
                return next((v for k, v in zip(table.keys, table.values, strict=False)
                             if k is not None and self.expr(k).text == key), None)  # fmt: skip
            if isinstance(table, ast.Dict) and table.values and all(isinstance(v, ast.Dict) for v in table.values):
                return table.values[0]  # CFG[brand]: a table of records, any of which the run-time key picks
            if isinstance(table, (ast.List, ast.Tuple)) and key is not None and re.fullmatch(r"-?\d{1,4}", key):
                index = int(key)  # pair[1], parts[-1]: the item at that place
                return table.elts[index] if -len(table.elts) <= index < len(table.elts) else None
        return None

    def bind(self, target: ast.expr, value: Value, source: ast.expr | None) -> None:
        if isinstance(target, ast.Name):
            self.names[target.id] = value
            if (
                source is not None
                and isinstance(source, (ast.Subscript, ast.Call, ast.IfExp, ast.BoolOp))
                and self.table_functions(source)
            ):
                self.picked_from_table[target.id] = source
            else:
                self.picked_from_table.pop(target.id, None)
            # a literal list, or one built from literal lists (a sum, a comprehension over one)
            items = self.items(source) if source is not None and not isinstance(source, (ast.Dict, ast.Name)) else None
            if isinstance(source, ast.Name):
                items = self.sequences.get(source.id)
            if items is None and isinstance(source, _BUILT_LISTS):
                items = self.filtered(source)
            if items is None and isinstance(source, _BUILT_LISTS):
                items = [_Held(Value(None, value.origins), source)]  # [f"- {k}" for k in given]: items not known
            if items is not None:
                self.sequences[target.id] = items
            else:
                self.sequences.pop(target.id, None)
            # a table looked up in a known one (section = cfg["sync"]) is that table, as a literal is
            table = self.resolved(source) if isinstance(source, (ast.Subscript, ast.Call)) else source
            if isinstance(table, ast.Dict):
                self.mappings[target.id] = [
                    (k, v) for k, v in zip(table.keys, table.values, strict=False) if k is not None
                ]
            elif isinstance(source, ast.DictComp) and (modules := self.module_table(source)):
                self.mappings[target.id] = modules
            elif isinstance(source, ast.Call) and _empty_mapping(self.qualified(source.func), source):
                self.mappings[target.id] = []  # found = defaultdict(list): filled by found[k].append(p)
            elif isinstance(source, ast.Call) and (returned := self.mapping_of(source)) is not None:
                self.mappings[target.id] = returned  # found = detect(): the dict it filled and returned
            else:
                self.mappings.pop(target.id, None)
        elif isinstance(target, (ast.Tuple, ast.List)) and isinstance(source, (ast.Tuple, ast.List)):
            for inner, item in zip(target.elts, source.elts, strict=False):
                self.bind(inner, self.expr(item), item)
        elif isinstance(target, (ast.Tuple, ast.List)) and len(target.elts) == 2 and _makes_temp_file(self, source):
            # fd, path = tempfile.mkstemp(suffix=".py"): the descriptor stands for the path, so what
            # os.fdopen(fd, "w") writes is that file's content wherever the path is run
            assert isinstance(source, ast.Call)
            suffix = next((self.expr(k.value).text or "" for k in source.keywords if k.arg == "suffix"), "")
            path = Value(None, (), f"{_TEMP_DIR}/tmp*{suffix}")
            self.bind(target.elts[1], path, None)
            self.bind(target.elts[0], Value(_DESCRIPTOR + (path.pattern or "")), None)
        elif isinstance(target, (ast.Tuple, ast.List)):
            parts = self.split_constant(source) if source is not None else None
            if parts is not None and len(parts) == len(target.elts):  # host, port = ADDRESS.rsplit(":", 1)
                for inner, part in zip(target.elts, parts, strict=True):
                    self.bind(inner, Value(self.expr(part).text, value.origins), part)
                return
            for inner in target.elts:
                self.bind(inner, Value(None, value.origins), None)
        if isinstance(target, (ast.Attribute, ast.Subscript)) and source is not None:
            self.hold(target, [source])
        if isinstance(target, ast.Attribute):
            self.names[_dotted(target) or ""] = value
            listed = self.items(source) if source is not None and not isinstance(source, ast.Dict) else None
            if listed is not None:
                self.sequences[_dotted(target)] = listed
            else:
                self.sequences.pop(_dotted(target), None)
        if isinstance(target, ast.Subscript) and isinstance(target.slice, ast.Slice) and source is not None:
            self.splice(target, target.slice, source)
        elif isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) and source is not None:
            self.put_entry(target.value.id, target.slice, source)  # found[kind] = path: a later items() walks it
        if isinstance(target, ast.Subscript) and value.origins:
            holder = target.value
            while isinstance(holder, ast.Subscript):  # inv["raw"][name] = data: inv holds it too
                holder = holder.value
            container = _dotted(holder)
            if (
                container == "os.environ"
                and isinstance(target.slice, ast.Constant)
                and isinstance(target.slice.value, str)
            ):
                share_variable(target.slice.value, value)
            if container:
                current = self.names.get(container, UNKNOWN)
                self.names[container] = Value(None, merged(current.origins, value.origins))

    def put_entry(self, name: str, key: ast.expr, value: ast.expr, listed: bool = False) -> None:
        """An entry put into a dict ``name`` holds (``found[kind] = path``), or with ``listed`` an item
        appended to the list under a key (``found.setdefault(kind, []).append(path)``, a defaultdict's
        ``found[kind].append(path)``): each held with the value it had then, so a later loop over the
        dict's ``items()`` or ``values()`` walks what was put in, as it walks a literal dict's."""
        entries = self.mappings.get(name)
        if entries is None or len(entries) >= _MAX_UNROLLED:
            return
        text = self.expr(key).text
        item = value if isinstance(value, ast.Dict) and not listed else self.held(value)
        at = next((i for i, (k, _) in enumerate(entries) if text is not None and self.expr(k).text == text), None)
        entry: tuple[ast.expr, ast.expr]
        kept = list(entries)  # a new list: a state saved around a branch or a call keeps its own
        if listed:
            current = kept[at][1] if at is not None else None
            elements = list(current.elts) if isinstance(current, ast.List) else []
            if len(elements) >= _MAX_UNROLLED:
                return
            entry = (
                kept[at][0] if at is not None else self.held(key),
                ast.List(elts=[*elements, item], ctx=ast.Load()),
            )
        else:
            entry = (kept[at][0] if at is not None else self.held(key), item)
        if at is None:
            kept.append(entry)
        else:
            kept[at] = entry
        self.mappings[name] = kept

    def splice(self, target: ast.Subscript, where: ast.Slice, source: ast.expr) -> None:
        """Items set into a known list at a slice (``cmd[1:1] = ["-p", pattern]``, ``argv[:0] = [...]``):
        the list then holds them at that place, as a command line later run from it shows."""
        kept = self.sequences.get(_dotted(target.value) or "")
        given = self.items(source)
        if kept is None or given is None or where.step is not None:
            return
        start = _slice_bound(where.lower, 0)
        stop = _slice_bound(where.upper, len(kept))
        if start is None or stop is None or len(kept) + len(given) > _MAX_UNROLLED:
            return
        kept[start:stop] = [self.held(item) for item in given]

    def hold(self, place: ast.expr, values: list[ast.expr]) -> None:
        """Strings put somewhere inside the container a name holds, kept for when it is serialised
        (``json.dump(cfg, f)``): the file written then shows what went in, however deep."""
        if not self.serialises:
            return
        root = place
        while isinstance(root, (ast.Subscript, ast.Attribute, ast.Call)):
            root = root.func if isinstance(root, ast.Call) else root.value
        if not isinstance(root, ast.Name) or not values:
            return
        found = self.contents.setdefault(self.views.get(root.id, root.id), [])
        literals: set[str] = set()
        pending = list(values)
        while pending:
            for node in ast.walk(pending.pop()):
                if len(found) >= _MAX_HELD_STRINGS:
                    return
                if isinstance(node, ast.Name):
                    held = self.names.get(node.id)
                    found.extend([held.text] if held is not None and held.text else [])
                    found.extend(self.contents.get(node.id, ()))
                    if node.id in self.mappings and node.id not in literals:
                        # entry = {"hooks": [{"command": cmd}]}; bucket.append(entry): its strings go in too
                        literals.add(node.id)
                        pending.extend(value for _key, value in self.mappings[node.id])
                elif isinstance(node, ast.expr) and _folds_without_calls(node):
                    text = self.expr(node).text
                    found.extend([text] if text and text.strip() else [])

    def view(self, name: str, value: ast.expr | None) -> None:
        """Note ``name`` as a view into the container another name holds when it is bound to a part of
        it (an item, ``setdefault``, ``get``); forget it when it is bound to anything else."""
        self.views.pop(name, None)
        part = value
        while isinstance(part, (ast.Subscript, ast.Call)):
            if isinstance(part, ast.Subscript):
                part = part.value
            elif isinstance(part.func, ast.Attribute) and part.func.attr in _VIEW_METHODS:
                part = part.func.value
            else:
                return
        if part is not value and isinstance(part, ast.Name) and part.id != name:
            self.views[name] = self.views.get(part.id, part.id)

    def serialised(self, node: ast.expr) -> Value | None:
        """``json.dumps(cfg)`` of a container strings were put into: those strings, one a line."""
        held = self.contents.get(node.id) if isinstance(node, ast.Name) else None
        if not held:
            return None
        return Value("\n".join(held)[:_MAX_HELD_TEXT], self.expr(node).origins)

    # expressions ----------------------------------------------------------------------------------

    def expr(self, node: ast.expr | None) -> Value:
        if node is None:
            return UNKNOWN
        if isinstance(node, _Held):
            return node.held
        if isinstance(node, ast.Constant):
            if isinstance(node.value, str):
                return Value(node.value)
            if isinstance(node.value, bytes):
                return Value(node.value.decode("utf-8", "replace"))
            if isinstance(node.value, bool):
                return Value(str(node.value))
            if isinstance(node.value, int):
                return Value(str(node.value))
            return UNKNOWN
        if isinstance(node, ast.Name):
            if node.id in self.names:
                return self.names[node.id]
            return UNKNOWN
        if isinstance(node, ast.JoinedStr):
            parts: list[Value] = []
            for piece in node.values:
                if isinstance(piece, ast.FormattedValue):
                    value = self.expr(piece.value)
                    parts.append(_as_repr(value) if piece.conversion == ord("r") else value)
                else:
                    parts.append(self.expr(piece))
            return joined(parts)
        if isinstance(node, ast.BinOp):
            number = _arithmetic(node)
            if number is not None:
                return Value(str(number))
            left, right = self.expr(node.left), self.expr(node.right)
            if isinstance(node.op, ast.Add):
                added = joined([left, right])
                if added.text is None and not _names_a_place(added.pattern):
                    placed = self.branch_place(node)
                    return Value(None, added.origins, placed) if placed else added
                return added
            if isinstance(node.op, ast.Div):
                return joined([left, Value("/"), right])
            if isinstance(node.op, ast.Mod) and left.text is not None:
                items = [self.expr(e) for e in node.right.elts] if isinstance(node.right, ast.Tuple) else [right]
                return _percent_formatted(left, items)
            return Value(None, merged(left.origins, right.origins))
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            items = [self.expr(e) for e in node.elts]
            return Value(None, merged(*(i.origins for i in items)), _shape_of(items))
        if isinstance(node, ast.Dict):
            values = [self.expr(v) for v in node.values if v is not None]
            spread = [v for k, v in zip(node.keys, node.values, strict=False) if k is None]
            origins = [v.origins for v in values]
            for entry in spread:
                if _dotted(entry) in _ENV_WHOLE:
                    origins.append((self.out.env_dump(node.lineno, "{**os.environ}"),))
            return Value(None, merged(*origins), _shape_of(values))
        if isinstance(node, ast.Attribute):
            dotted = self.qualified(node)
            if dotted in ("os.environ",):  # the whole environment used as a value
                return Value(None, (self.out.env_dump(node.lineno, "os.environ"),))
            if dotted == "sys.stdin":  # an agent hook is handed the agent's session there
                return hook_input(self.out)
            if dotted in ("os.sep", "os.path.sep", "posixpath.sep", "os.altsep"):
                return Value("/")  # a path joined with the separator ("/bin/sh" as os.sep.join(…))
            if dotted in self.names:
                return self.names[dotted]
            if node.attr == "__dict__" and _dotted(node.value) in self.instances:
                return self.object_contents(_dotted(node.value))
            base = self.expr(node.value)
            if base.text == _OPTIONS and node.attr in self.option_defaults:
                return Value(self.option_defaults[node.attr])  # the option's default, left out on the command line
            if node.attr == "name" and (base.text or "").startswith(_HANDLE + _TEMPORARY):
                return Value((base.text or "")[len(_HANDLE) :])  # a temporary file's path
            return Value(None, base.origins)
        if isinstance(node, ast.Subscript):
            if _makes_temp_file(self, node.value) and isinstance(node.slice, ast.Constant) and node.slice.value == 1:
                # tempfile.mkstemp()[1]: the new file's path, as `fd, path = tempfile.mkstemp()` binds it
                assert isinstance(node.value, ast.Call)
                suffix = next((self.expr(k.value).text or "" for k in node.value.keywords if k.arg == "suffix"), "")
                return Value(None, (), f"{_TEMP_DIR}/tmp*{suffix}")
            base_name = self.qualified(node.value)
            key = self.expr(node.slice)
            if base_name == "os.environ":
                return self.environment(key.text, node.lineno)
            if key.text == "environ" and self._namespace_lookup(node) == "os.environ":
                # vars(os)['environ'], os.__dict__['environ'], vars(__import__('o'+'s'))['environ']
                return Value(None, (self.out.env_dump(node.lineno, "os.environ"),))
            base = self.expr(node.value)
            if base.text is not None and isinstance(node.slice, ast.Slice):
                return self.sliced(base, node.slice)
            literal = self.resolved(node) if base.text is None and not base.origins else None
            constant = _constant_join(literal) if isinstance(literal, ast.Call) else None
            if constant is not None:  # {"host": ".".join(["a", "b", "c"])}: the string it makes
                return Value(constant)
            if isinstance(literal, (ast.Constant, _Held, ast.BinOp, ast.JoinedStr)):
                # cfg['plugins']['formatters'] of a parsed config; pair[1] of a literal or yielded pair
                return self.expr(literal)
            if base.text is None and not base.origins and key.text and not isinstance(literal, ast.Dict):
                # (a section of a parsed config is that table, not a key of the same name elsewhere)
                configured = _configured_value(self.config_texts(), key.text)
                if configured is not None:  # c["endpoint"] of a config file the script parses by hand
                    return Value(configured)
            return Value(None, base.origins)
        if isinstance(node, ast.Call):
            return self.call(node)
        if isinstance(node, ast.Await):
            return self.expr(node.value)
        if isinstance(node, ast.NamedExpr):  # while (line := reader.readline()): …
            assigned = self.expr(node.value)
            self.bind(node.target, assigned, node.value)
            return assigned
        if isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.DictComp)):
            each = self.per_item(node)
            if each is not None:
                return each
            # each loop name bound to what its iterable gives, then the element read with them
            bound = {n.id for g in node.generators for n in ast.walk(g.target) if isinstance(n, ast.Name)}
            saved = {n: self.names[n] for n in bound if n in self.names}
            iterated: list[Value] = []
            for generator in node.generators:
                iterable = self.expr(generator.iter)
                iterated.append(iterable)
                self.bind(generator.target, self.element(generator.iter, iterable), None)
            # `{p.name: p.read_text() for p in stage.glob('*')}`: key and value read with the loop's names
            elements = [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]
            value = joined([self.expr(element) for element in elements])
            for name in bound:
                self.names.pop(name, None)
            self.names.update(saved)
            return Value(None, merged(value.origins, *(i.origins for i in iterated)))
        if isinstance(node, ast.IfExp):
            body, orelse = self.expr(node.body), self.expr(node.orelse)
            either = merged(body.origins, orelse.origins)
            if body.text == orelse.text:
                return Value(body.text, either)
            if body.text is not None and orelse.text is not None:
                self.choices = True
                if self.branch is not None:
                    return Value(body.text if self.branch == "body" else orelse.text, either)
            # either branch may run: the shape of one that names a secret store or a place that runs
            # later (`home / (".zshrc" if zsh else ".bashrc")`), never a text a check could trust
            placed = next((v.pattern for v in (body, orelse) if _names_a_place(v.pattern)), None)
            return Value(None, either, placed)
        if isinstance(node, ast.BoolOp):
            values = [self.expr(v) for v in node.values]
            first = next((v for v in values if v.text), UNKNOWN)
            held = self.holding_code(values) if first.text is None and self.files.any_written() else None
            return Value(first.text, merged(*(v.origins for v in values)), held)
        if isinstance(node, (ast.Compare, ast.UnaryOp)):
            # a test's operands still run (`return gethostbyname(name) == ip`, `not run(cmd).returncode`):
            # what they do counts, while the true-or-false they give carries nothing on
            for operand in [node.left, *node.comparators] if isinstance(node, ast.Compare) else [node.operand]:
                self.expr(operand)
        return UNKNOWN

    def holding_code(self, paths: list[Value]) -> str | None:
        """Of paths one of which is used (``local or cached``, a helper returning either), the one
        naming a file the skill wrote a download or decoded code into: where what runs may come from."""
        for path in paths:
            held = self.files.get(path.pattern) if path.pattern else None
            if held is not None and (held.of(Source.FETCHED) or held.of(Source.DECODED)):
                return path.pattern
        return None

    def folded(self, name: str, node: ast.Call) -> Value | None:
        """``functools.reduce(f, items, start)`` and ``map(f, items)`` over a list written out: the
        function applied to each item (a list of functions, one returning the environment, each
        called by ``f``), so what any application gives is what the result carries."""
        if (
            name not in ("functools.reduce", "reduce", "map")
            or len(node.args) < 2
            or self.inlining >= _MAX_INLINE_DEPTH
        ):
            return None
        listed = self.items(node.args[1])
        if listed is None or not listed or len(listed) > _MAX_FOLDED:
            return None
        if name == "map":
            applied = merged(*(self.expr(_applied(node.args[0], item)).origins for item in listed))
            return Value(None, applied) if applied else None  # else read as before, item by item where joined
        accumulated = node.args[2] if len(node.args) > 2 else listed[0]
        for item in listed if len(node.args) > 2 else listed[1:]:
            accumulated = _Held(self.expr(_applied_pair(node.args[0], accumulated, item)), item)
        return self.expr(accumulated)

    def environment(self, name: str | None, line: int) -> Value:
        """One environment variable: the home directory spelled ``~``, a variable another snippet set
        from a secret, a secret-named one (``GITHUB_TOKEN``) as a token, else unknown."""
        spelled = {"HOME": "~", "USERPROFILE": "~", "APPDATA": "%APPDATA%", "LOCALAPPDATA": "%LOCALAPPDATA%"}
        if name in spelled:
            return Value(spelled[name])
        shared = shared_variable(name) if name else None
        if shared is not None:
            return shared
        given = runner_secret(self.out.snippet, name) if name and self.out.snippet.environment else None
        if given is not None:
            return Value(None, (given,))
        if name and _SECRET_NAME.search(name):
            return Value(None, (Origin(Source.TOKEN, f"${name}", self.out.at(line, f"reads ${name}")),))
        return UNKNOWN

    def sliced(self, base: Value, piece: ast.Slice) -> Value:
        bounds = [self.bound(b) for b in (piece.lower, piece.upper, piece.step)]
        try:
            numbers = [int(b) if b is not None else None for b in bounds]
        except ValueError:
            return Value(None, base.origins)
        assert base.text is not None
        return Value(base.text[numbers[0] : numbers[1] : numbers[2]], base.origins)

    def sliced_items(self, node: ast.expr, piece: ast.expr) -> list[ast.expr] | None:
        """The items of a slice of a known list or tuple (``PARTS[4:7]``): a command or a host kept in
        pieces and joined from a run of them."""
        if not isinstance(piece, ast.Slice):
            return None
        listed = self.items(node)
        if listed is None:
            return None
        bounds = [self.bound(b) for b in (piece.lower, piece.upper, piece.step)]
        try:
            numbers = [int(b) if b is not None else None for b in bounds]
            return listed[numbers[0] : numbers[1] : numbers[2]]
        except ValueError:  # a bound not known, or a step of zero
            return None

    def bound(self, node: ast.expr | None) -> str | None:
        """A slice bound's text: a negative literal (``[::-1]``, reversing) is a number too."""
        if node is None:
            return None
        if (
            isinstance(node, ast.UnaryOp)
            and isinstance(node.op, ast.USub)
            and isinstance(node.operand, ast.Constant)
            and type(node.operand.value) is int
        ):
            return str(-node.operand.value)
        return self.expr(node).text

    def own_method(self, name: str, node: ast.Call) -> str:
        """``self.collect()`` / ``cls.collect()`` with no argument, of a method the file defines: the
        method's name, so the call stands for what it returns as a module function's call does (a
        class that gathers data in one method and sends it from another)."""
        receiver, _, method = name.partition(".")
        if receiver in ("self", "cls") and "." not in method and not node.args and not node.keywords:
            definition = self.definitions.get(method)
            parameters = [*definition.args.posonlyargs, *definition.args.args] if definition is not None else []
            if len(parameters) == 1 and parameters[0].arg == receiver and method in self.functions:
                return method
        return name

    def dispatched(self, node: ast.Call, args: list[Value], keywords: dict[str, Value]) -> Value | None:
        """A call through a table of the file's functions with a key known only at run time
        (``HANDLERS[job["type"]](job["payload"])``, ``ACTIONS.get(name)(arg)``, or the entry bound to a
        name first): the data picks the function, so each one the table holds may run with these
        arguments, and each is followed (one that runs a command it is handed runs what the data says)."""
        functions = self.table_functions(node.func)
        if not functions or not self._worth_following(args, keywords):
            return None
        returned = [
            self.inline(definition, node, args, keywords)
            for definition in functions
            if self.inlined < _MAX_INLINED_CALLS
        ]
        return Value(None, merged(*(r.origins for r in returned)))

    def table_functions(self, picked: ast.expr) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
        """The file's functions a table lookup with an unknown key may give (``TABLE[key]``,
        ``TABLE.get(key)``, a name bound to one), or either function of a choice between two of the
        file's own: none when the key is known (that entry is resolved as any constant lookup is) or
        the table holds no function of the file."""
        if isinstance(picked, ast.Name) and picked.id in self.picked_from_table:
            picked = self.picked_from_table[picked.id]
        if isinstance(picked, (ast.IfExp, ast.BoolOp)):
            # `(on_mac if darwin else on_linux)(cmd)`, `handler or fallback`: either function may run
            chosen = [b.id for b in _choices(picked) if isinstance(b, ast.Name) and b.id in self.definitions]
            return [self.definitions[n] for n in dict.fromkeys(chosen)]
        own = None if isinstance(picked, ast.Name) else self.own_function(picked)
        if own is not None:  # globals()["_pre" + "_build"]: the function itself, looked up by name
            return [own]
        lookup = _table_lookup(picked)
        if lookup is None:
            return []
        holder, key = lookup
        table = self.resolved(holder)
        if not isinstance(table, ast.Dict):
            return []
        functions = {i: f for i, v in enumerate(table.values) if (f := self.own_function(v)) is not None}
        if not functions:
            return []
        wanted = self.expr(key).text
        if wanted is not None:
            # STEPS["pre"](arg): the one entry the constant key names, when it is a function of the file
            return [f for i, f in functions.items() if (k := table.keys[i]) is not None and self.expr(k).text == wanted]
        return list({id(f): f for f in functions.values()}.values())

    def own_function(self, node: ast.expr) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
        """The file's function ``node`` stands for: its name, or a lookup of a name the code works out
        in the module's own namespace (``globals()["_pre" + "_build"]``, ``globals().get(name)``),
        which hands on the function as its name does; ``None`` for anything else."""
        if isinstance(node, ast.Name):
            return self.definitions.get(node.id)
        lookup = _table_lookup(node)
        if lookup is None or not _own_namespace(lookup[0]):
            return None
        name = self.expr(lookup[1]).text
        return self.definitions.get(name) if name else None

    def method_handed(self, name: str, node: ast.Call, args: list[Value], keywords: dict[str, Value]) -> Value | None:
        """``self.ship(body)`` with something known in its arguments, of a method the file defines:
        its body walked with ``self`` left unknown and the other parameters bound, as a function's is."""
        receiver, _, method = name.partition(".")
        definition = self.definitions.get(method) if receiver in ("self", "cls") and "." not in method else None
        parameters = [*definition.args.posonlyargs, *definition.args.args] if definition is not None else []
        if definition is None or len(parameters) < 2 or parameters[0].arg != receiver:
            return None
        if not (args or keywords) or not self._worth_following(args, keywords):
            return None
        receiver_node = ast.Name(id=receiver, ctx=ast.Load())
        shifted = ast.copy_location(
            ast.Call(
                func=ast.Name(id=method, ctx=ast.Load()), args=[receiver_node, *node.args], keywords=node.keywords
            ),
            node,
        )
        return self.inline(definition, shifted, [UNKNOWN, *args], keywords)

    def qualified(self, node: ast.expr) -> str:
        """The dotted name a call target or attribute stands for, with imports and getattr resolved."""
        if isinstance(node, ast.Name):
            return self.aliases.get(node.id, node.id)
        if isinstance(node, ast.Attribute):
            base = self.qualified(node.value)
            dotted = f"{base}.{node.attr}" if base else node.attr
            return self.aliases.get(dotted, dotted) if "." in dotted else dotted  # a class's run = staticmethod(eval)
        if isinstance(node, ast.Call):
            function = self.qualified(node.func)
            if function in ("getattr",) and len(node.args) >= 2:
                attr = self.expr(node.args[1]).text
                base = self.qualified(node.args[0])
                return f"{base}.{attr}" if attr and base else (attr or "")
            if function in ("__import__", "importlib.import_module") and node.args:
                module = self.expr(node.args[0]).text
                return module or ""
            if node.args and self.imports_its_argument(function):  # def load(n): return __import__(n)
                return self.expr(node.args[0]).text or ""
            if function in ("Path", "pathlib.Path", "open", "Session", "requests.Session", "httpx.Client",
                            "httpx.AsyncClient", "requests.session", "urllib3.PoolManager"):  # fmt: skip
                return function
            if function.endswith(("socket.socket", "socket.create_connection")):
                return "socket"
            return self.attribute_getter(node) or self._namespace_get(node)
        if isinstance(node, ast.Subscript):
            return self.imported_module(self.resolved(node)) or self._namespace_lookup(node)
        if isinstance(node, (ast.IfExp, ast.BoolOp)):
            # called on the spot: `(__builtins__['exec'] if isinstance(__builtins__, dict) else
            # getattr(__builtins__, 'exec'))(code)`, `(getattr(m, n, None) or eval)(code)`: a branch that
            # runs code or a command is what the call may do (a choice of the file's own functions is
            # followed by :meth:`table_functions`)
            chosen = self.callable_chosen(node)
            return chosen if _runs_what_it_is_given(chosen) else ""
        return ""

    def callable_chosen(self, node: ast.IfExp | ast.BoolOp) -> str:
        """The function a choice between functions calls: either branch may be taken, so one that runs
        code or a command (``exec``, ``os.system``) is what the call may do; otherwise the first branch
        that names one."""
        branches = [node.body, node.orelse] if isinstance(node, ast.IfExp) else node.values
        names = [found for branch in branches if (found := self.callable_named(branch))]
        return ([n for n in names if _runs_what_it_is_given(n)] or names or [""])[0]

    def branch_place(self, node: ast.BinOp) -> str | None:
        """A name put together with a choice in it (``"." + ("z" if zsh else "ba") + "shrc"``): the
        shape one branch gives when, with the rest of the sum, it names a secret store or a place that
        runs later. Either branch may run, so that place may be the one written."""
        operands: list[ast.expr] = []
        pending: list[ast.expr] = [node]
        while pending and len(operands) < _MAX_ADDED:
            part = pending.pop()
            if isinstance(part, ast.BinOp) and isinstance(part.op, ast.Add):
                pending.extend((part.right, part.left))
            else:
                operands.append(part)
        choice = next((op for op in operands if isinstance(op, ast.IfExp)), None)
        if choice is None or pending:
            return None
        for branch in (choice.body, choice.orelse):
            picked = self.expr(branch)
            if picked.text is None:
                continue
            shape = joined([picked if op is choice else self.expr(op) for op in operands]).pattern
            if _names_a_place(shape):
                return shape
        return None

    def imports_its_argument(self, function: str) -> bool:
        """A function (or lambda) of the file that only returns ``__import__`` (or
        ``importlib.import_module``) of its first parameter: a call to it is the import of the module
        named (``def load(n): return __import__(n)``, ``load = lambda n: __import__(n)``)."""
        definition = self.definitions.get(function)
        wrapper = self.lambdas.get(function)
        if definition is not None and definition.args.args:
            parameters, returned = definition.args.args, next(_own_returns(definition.body), None)
        elif wrapper is not None and wrapper.args.args:
            parameters, returned = wrapper.args.args, wrapper.body
        else:
            return False
        return (
            isinstance(returned, ast.Call)
            and self.qualified(returned.func) in ("__import__", "importlib.import_module")
            and len(returned.args) >= 1
            and isinstance(returned.args[0], ast.Name)
            and returned.args[0].id == parameters[0].arg
        )

    def module_table(self, table: ast.DictComp) -> list[tuple[ast.expr, ast.expr]]:
        """``{n: __import__(n) for n in ('o'+'s', 'pty')}``: modules imported by the names listed, each
        under its own name, as the literal table it amounts to (empty when it is another comprehension)."""
        if len(table.generators) != 1 or not isinstance(key := table.key, ast.Name):
            return []
        loop = table.generators[0]
        value = table.value
        if not (isinstance(loop.target, ast.Name) and loop.target.id == key.id and not loop.ifs):
            return []
        if not (isinstance(value, ast.Call) and len(value.args) == 1 and isinstance(value.args[0], ast.Name)):
            return []
        if value.args[0].id != key.id or self.qualified(value.func) not in ("__import__", "importlib.import_module"):
            return []
        names = [self.expr(item).text for item in self.items(loop.iter) or []]
        return [
            (ast.Constant(name), ast.Call(func=value.func, args=[ast.Constant(name)], keywords=[]))
            for name in names
            if name
        ]

    def imported_module(self, node: ast.expr | None) -> str:
        """The module a call imports by name: ``__import__('o'+'s')``, ``importlib.import_module(n)``
        or a call to the file's own import wrapper (``""`` when it is no import)."""
        if not isinstance(node, ast.Call) or not node.args:
            return ""
        function = self.qualified(node.func)
        if function in ("__import__", "importlib.import_module") or self.imports_its_argument(function):
            return self.qualified(node)
        return ""

    def callable_named(self, node: ast.expr) -> str:
        """The function a value stands for when it is one looked up by name: ``getattr(m, 'ex'+'ec')``,
        ``vars(builtins)['exec']``, ``globals()['__builtins__']['exec']``, ``os.system``, ``eval``
        (``""`` otherwise). Bound to a name, calling that name calls the function."""
        if isinstance(node, ast.Call) and self.qualified(node.func) == "getattr":
            return self.qualified(node)
        if isinstance(node, (ast.IfExp, ast.BoolOp)):
            # `ns.__dict__['exec'] if hasattr(ns, '__dict__') else ns['exec']`, `getattr(m, n, None) or eval`:
            # whichever branch is taken, the name is bound to what a branch looks up
            return self.callable_chosen(node)
        if isinstance(node, ast.Call) and node.args and self.qualified(node.func) in _WRAPPERS:
            return self.callable_named(node.args[0])  # staticmethod(eval), functools.partial(exec, code)
        if isinstance(node, ast.Call) and self.attribute_getter(node):
            return self.attribute_getter(node)
        if isinstance(node, ast.Subscript):
            table_entry = self.resolved(node)  # {"go": exec}["go"]
            if isinstance(table_entry, (ast.Name, ast.Attribute)):
                return self.callable_named(table_entry)
            return self._namespace_lookup(node)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in self.aliases:
            return self.qualified(node)  # run = os.system (a module's function, not an object's field)
        if isinstance(node, ast.Name) and node.id in _RUNNING_BUILTINS and node.id not in self.names:
            return node.id
        return ""

    def builtins_namespace(self, node: ast.expr) -> bool:
        """The value is the builtins' namespace (``vars(__builtins__)``, ``__builtins__.__dict__``,
        ``globals()``, either branch of ``__builtins__ if isinstance(__builtins__, dict) else
        vars(__builtins__)``): a name bound to it looks ``exec`` up by key."""
        if isinstance(node, (ast.IfExp, ast.BoolOp)):
            branches = [node.body, node.orelse] if isinstance(node, ast.IfExp) else node.values
            return any(self.builtins_namespace(branch) for branch in branches)
        return self._namespace(node) == ""

    def attribute_getter(self, node: ast.Call) -> str:
        """``operator.attrgetter('exec')(builtins)``: the attribute of the module it is applied to."""
        getter = node.func
        if not (isinstance(getter, ast.Call) and self.qualified(getter.func) == "operator.attrgetter"):
            return ""
        if len(getter.args) != 1 or len(node.args) != 1:
            return ""
        attribute = self.expr(getter.args[0]).text
        base = self.qualified(node.args[0])
        return f"{base}.{attribute}" if attribute and base else ""

    def _reaches_environ(self, node: ast.Call) -> bool:
        """``getattr(__import__('os'), 'environ')``, ``operator.attrgetter('environ')(os)``: the
        environment reached by looking its name up."""
        getter = self.qualified(node.func)
        if getter == "getattr" and len(node.args) >= 2:
            return self.qualified(node) == "os.environ"
        if isinstance(node.func, ast.Attribute) and node.func.attr in _VIEW_METHODS:
            return self._namespace_get(node) == "os.environ"
        return isinstance(node.func, ast.Call) and self.attribute_getter(node) == "os.environ"

    def _namespace_get(self, node: ast.Call) -> str:
        """``vars(os).get('environ', {})``, ``os.__dict__.get('environ')``: the subscript's lookup, as a
        call (``""`` for any other call)."""
        if not (isinstance(node.func, ast.Attribute) and node.func.attr in _VIEW_METHODS and node.args):
            return ""
        namespace = self._namespace(node.func.value)
        key = self.expr(node.args[0]).text
        if namespace is None or not key:
            return ""
        return f"{namespace}.{key}" if namespace else key

    def _namespace_lookup(self, node: ast.Subscript) -> str:
        """``vars(m)['name']``, ``m.__dict__['name']``, ``globals()['name']``: the name, looked up in a
        module's or the builtins' namespace (``__builtins__['exec']``, ``sys.modules['os']``)."""
        key = self.expr(node.slice).text
        if not key:
            return ""
        namespace = self._namespace(node.value)
        if namespace is None:
            return ""
        if isinstance(node.value, ast.Attribute) and _dotted(node.value) == "sys.modules":
            return key  # sys.modules['os'] is the module itself
        return f"{namespace}.{key}" if namespace else key

    def _namespace(self, holder: ast.expr) -> str | None:
        """The module whose namespace ``holder`` is (``""`` for the builtins and the module's own
        globals, where builtins are looked up too), or ``None`` when it is no namespace."""
        if isinstance(holder, ast.Call) and isinstance(holder.func, ast.Name) and not holder.keywords:
            if holder.func.id in ("globals", "locals") and not holder.args:
                return ""
            if holder.func.id == "vars" and len(holder.args) == 1:
                base = self.qualified(holder.args[0])
                return base.removeprefix("__builtins__").removeprefix("builtins").lstrip(".") if base else None
        if isinstance(holder, ast.Attribute) and holder.attr == "__dict__":
            base = self.qualified(holder.value)
            return base.removeprefix("__builtins__").removeprefix("builtins").lstrip(".") if base else None
        if isinstance(holder, ast.Attribute) and _dotted(holder) == "sys.modules":
            return ""
        if isinstance(holder, ast.Name) and self.aliases.get(holder.id, holder.id) in ("__builtins__", "builtins"):
            return ""  # also b = globals()['__builtins__']; b['exec']
        if isinstance(holder, ast.Subscript):
            # globals()['__builtins__'], sys.modules['builtins']: a namespace inside a namespace
            looked_up = self._namespace_lookup(holder)
            if looked_up in ("__builtins__", "builtins"):
                return ""
            return looked_up or None
        return None

    def unpacked_archive(
        self, name: str, method: str, node: ast.Call, receiver: Value, args: list[Value], keywords: dict[str, Value]
    ) -> Value | None:
        """``archive.extractall(folder)`` (tarfile, zipfile) or ``shutil.unpack_archive(file, folder)``
        of a download: the folder's files hold the download, for this script or another that runs one."""
        if method in ("extractall", "extract") and isinstance(node.func, ast.Attribute):
            archive, given = receiver, args[1:] if method == "extract" else args
        elif name == "shutil.unpack_archive" and args:
            stored = self.files.get(args[0].pattern or "")
            archive, given = (stored if stored is not None else args[0]), args[1:]
        else:
            return None
        folder = given[0] if given else keywords.get("path", Value("."))
        if archive.of(Source.FETCHED) and folder.pattern:
            self.files.unpack(folder.pattern, archive)
        return UNKNOWN

    def call(self, node: ast.Call) -> Value:
        if node.args and self._reaches_environ(node):
            return Value(None, (self.out.env_dump(node.lineno, "os.environ"),))
        name = self.qualified(node.func)
        for prefix in ("__builtins__.", "builtins."):
            name = name.removeprefix(prefix)
        # a method of a value no name holds (urlopen(url).read(), ",".join(parts)): only the method's name
        # is left, and it is no call of the file's own function that happens to share it (def read(p))
        unnamed_receiver = isinstance(node.func, ast.Attribute) and "." not in name
        name = self.own_method(name, node)
        own = "" if unnamed_receiver else name
        if isinstance(node.func, ast.Name) and node.func.id in self.bound_args:
            node = ast.copy_location(
                ast.Call(func=node.func, args=[*self.bound_args[node.func.id], *node.args], keywords=node.keywords),
                node,
            )
        args = self.arguments(node.args)
        keywords = {k.arg: self.expr(k.value) for k in node.keywords if k.arg}
        spread = [k.value for k in node.keywords if k.arg is None]
        for item in spread:
            keywords = {**self.spread_entries(item), **keywords}
        self.thunks_handed([*node.args, *(k.value for k in node.keywords)])
        receiver = (
            self.expr(node.func.value)
            if isinstance(node.func, ast.Attribute) and _dotted(node.func.value) != "os.environ"
            else UNKNOWN
        )
        method = node.func.attr if isinstance(node.func, ast.Attribute) else name.rsplit(".", 1)[-1]
        line = node.lineno
        whole = self.whole_object(name, node)
        if whole is not None:
            return whole
        made = self.classes.get(name)
        if made is not None:
            return self.construct(made, node, args, keywords)
        holder = self.receiving_object(node.func)
        if holder is not None:
            followed = self.method_called(holder[1], holder[0], method, node, args, keywords)
            if followed is not None:
                return followed
        origins = merged(*(a.origins for a in args), *(v.origins for v in keywords.values()))
        for item in spread:
            if _dotted(item) in _ENV_WHOLE:
                origins = merged(origins, (self.out.env_dump(line, "**os.environ"),))
        short = name.rsplit(".", 1)[-1]
        if self.automating:
            driven = self.driven_browser(node, method, args, keywords)
            if driven is not None:
                return driven

        if method == "add_argument" and "argparse" in self.out.snippet.text:
            self.option_default(args, keywords)
        elif method in ("parse_args", "parse_known_args", "parse_intermixed_args") and self.option_defaults:
            return Value(_OPTIONS)
        if isinstance(node.func, ast.Attribute) and (
            method in _FILLING_METHODS or (method in ("write", "writelines") and receiver.text is None)
        ):  # buf.write(data) on an object that is no file or process the script opened: a buffer filled
            self.hold(node.func.value, node.args)
            target = _dotted(node.func.value)
            if target and origins:
                current = self.names.get(target, UNKNOWN)
                self.names[target] = Value(None, merged(current.origins, origins))
            kept = self.sequences.get(target or "")
            entry_of = _entry_appended_to(node) if method == "append" else None
            if entry_of is not None and entry_of[0] in self.mappings:
                self.put_entry(entry_of[0], entry_of[1], node.args[0], listed=True)
            if kept is not None and method == "append" and len(node.args) == 1 and len(kept) < _MAX_UNROLLED:
                # an item collected in a list (found.append((name, profile / wallet_id))): a later loop
                # over the list walks it, with the value it had when it was put there
                kept.append(self.held(node.args[0]))
            at = _slice_bound(node.args[0], 0) if method == "insert" and len(node.args) == 2 else None
            if kept is not None and at is not None and len(kept) < _MAX_UNROLLED:
                kept.insert(at, self.held(node.args[1]))  # cmd.insert(1, "-p"): that item at that place
            extended = kept is not None and method == "extend" and len(node.args) == 1
            listed = self.items(node.args[0]) if extended else None
            if kept is not None and listed is not None and len(kept) + len(listed) <= _MAX_UNROLLED:
                kept.extend(self.held(item) for item in listed)  # lines.extend(["", "…"]): its items, in order
        if method == "get" and args and args[0].text and receiver.text is None and not receiver.origins:
            entry = self.entry_got(node, args)
            if entry is not None:  # cfg["export"].get("hook"), an INI parser's cfg.get("export", "hook")
                return self.expr(entry)
            configured = _configured_value(self.config_texts(), args[0].text)
            if configured is not None:  # cfg.get("endpoint") of a config file the script parses by hand
                return Value(configured)
            if args[0].text.lower() == _SSH_IDENTITY_KEY:
                return Value(_SSH_IDENTITY_FILES)  # a pattern of the key files it may name
        unpacked = self.unpacked_archive(name, method, node, receiver, args, keywords)
        if unpacked is not None:
            return unpacked
        keys = {a.text.lower().replace("_", "-") for a in args if a.text}
        if keys & {"extra-index-url", "index-url", "registry", "trusted-host", "find-links"}:
            for arg in args:
                url = arg.pattern or ""
                if "://" in url and not packages.known_index(url):
                    self.out.emit(Kind.INSTALL_INDEX, url, self.out.at(line, f"configures the package index {url}"))
        if name in ("print", "sys.stdout.write") and "file" not in keywords:
            for output in args:  # print(urlopen(url).read().decode()): the download is the script's output
                printed_fetch(self.out.snippet.rel, output)
                printed_code(self.out.snippet.rel, output)
                if output.text:
                    printed_store_path(self.out.snippet.rel, output.text)
        if name in _PRINTERS and not (keywords.get("file", UNKNOWN).text or "").startswith(_HANDLE):
            for output in args:  # to the terminal, stdout or stderr: print(f"  {cmd}", file=sys.stderr)
                text_or_shape = output.text if output.text is not None else output.shape  # `*` for a run-time piece
                if text_or_shape and self.out.snippet.presentation is Presentation.SCRIPT:
                    printed_command(self.out.snippet.rel, self.out.at(line, "prints"), text_or_shape)
        if name == "print" and "file" not in keywords and self.out.snippet.presentation is Presentation.SCRIPT:
            for printed_path in args:  # print(dst) after dst.write_bytes(urlopen(url).read())
                held = self.files.get(printed_path.pattern) if printed_path.pattern else None
                if held is not None:
                    printed_download(self.out.snippet.rel, held)
                    printed_secret_file(self.out.snippet.rel, held)
        if name == "print" and "file" in keywords and (keywords["file"].text or "").startswith(_HANDLE):
            printed = (keywords["file"].text or "")[len(_HANDLE) :]
            content = joined(args, " ")
            self.files[printed] = content
            label = vocabulary.persistence_target(printed)
            if label:
                self.persist(line, label, printed, content)
            return UNKNOWN
        if name in _DUMPS and len(args) >= 2:
            handle = args[1].text or ""
            if handle.startswith(_HANDLE):
                written = handle[len(_HANDLE) :]
                content = self.serialised(node.args[0]) or args[0]
                self.files[written] = content
                label = vocabulary.persistence_target(written)
                if label:
                    self.persist(line, label, written, content)
            return UNKNOWN
        if name in _SERIALISERS and node.args:
            shown = self.serialised(node.args[0])
            if shown is not None:
                return shown
        folded = self.folded(name, node)
        if folded is not None:
            return folded
        called = node.func if isinstance(node.func, ast.Lambda) else self.lambdas.get(own)
        if called is not None and self.inlining < _MAX_INLINE_DEPTH:
            return self.lambda_called(called, args)
        handed = self.method_handed(name, node, args, keywords)
        if handed is not None:
            return handed
        dispatched = self.dispatched(node, args, keywords)
        if dispatched is not None:
            return dispatched
        definition = self.definitions.get(own)
        if (
            definition is not None
            and (args or keywords)
            and (
                self._worth_following(args, keywords)
                or self._spread_known(definition, node)
                or self._pair_known(node, definition)
                or self._connection_handed()
                or self._object_handed(node)
            )
        ):
            with self.out.in_own_file():  # a callback of this file, called inside another module's function
                return self.inline(definition, node, args, keywords)
        imported = self.imported.get(own)
        if imported is not None and (args or keywords) and self._worth_following(args, keywords):
            return self.inline_imported(imported, name, node, args, keywords)
        if (
            imported is not None
            and (self.inlining < 1 or (name in self.siblings and self.inlining < _MAX_INLINE_DEPTH))
            and self.inlined < _MAX_INLINED_CALLS
        ):
            # a helper that gathers something, or one handed only values known at run time (a name to
            # fetch under a host its module spells out): what it returns is what it downloaded or read
            return self.inline_imported(imported, name, node, args, keywords)
        if (
            definition is not None
            and not (args or keywords)
            and _generates(definition)
            and self.inlining < _MAX_INLINE_DEPTH
            and self.inlined < _MAX_INLINED_CALLS
        ):
            return self.inline(definition, node, args, keywords)  # a generator: its body walked, yields kept
        if (
            own in self.functions
            and (not args or definition is not None)  # a call not followed (nothing known in its arguments)
            and self.returns_used.get(name, 0) < _MAX_RETURN_USES
        ):
            # each call's value, not only the first's: snapshot() may return {"f": flags()} after flags() ran;
            # preset(args.kind) returns what the body's walk bound (json.load of a download) as preset() does
            self.returns_used[name] = self.returns_used.get(name, 0) + 1
            returned = self.functions.pop(name)
            try:
                return self.expr(returned)
            finally:
                self.functions[name] = returned
        if name == "netrc.netrc":
            # the stdlib's parser of ~/.netrc (or the file given): the logins and tokens in it (W&B's, the Hub's)
            given = args[0] if args else keywords.get("file")
            path = given.pattern if given is not None and given.pattern else "~/.netrc"
            origin = self.out.secret_read(line, path, "reads")
            return Value(None, (origin,)) if origin is not None else UNKNOWN
        if method == "authenticators" and args and vocabulary.service_domain(args[0].text or ""):
            return self.netrc_login(node, receiver, args[0].text or "")
        if name in _DOTENV_READERS or name.endswith(".dotenv_values"):
            # python-dotenv's parser of a .env file (".env" when no path is given): the keys in it
            given = args[0] if args else keywords.get("dotenv_path")
            path = given.pattern if given is not None and given.pattern else ".env"
            origin = self.out.secret_read(line, path, "reads")
            return Value(None, (origin,)) if origin is not None else UNKNOWN
        if name in _ENV_WHOLE or (
            name in ("dict", "json.dumps", "str", "repr") and args and _dotted(node.args[0]) in _ENV_WHOLE
        ):
            dumped = f"{name}()" if name in _ENV_WHOLE else f"{name}(os.environ)"
            return Value(None, (self.out.env_dump(line, dumped),))
        if (
            method in ("items", "copy", "keys", "values")
            and isinstance(node.func, ast.Attribute)
            and _dotted(node.func.value) == "os.environ"
        ):
            return Value(None, (self.out.env_dump(line, f"os.environ.{method}()"),))
        if name in ("os.getenv", "os.environ.get", "os.environ.setdefault"):
            found = self.environment(args[0].text if args else None, line)
            if found is UNKNOWN and len(args) > 1 and args[1].text:
                return args[1]  # unset, as on the user's machine, the default is what is used
            return found
        if name == "compile" and args:
            return args[0]  # the code object runs what its source says
        if name in ("chr",) and args and args[0].text and args[0].text.isdigit():
            return Value(chr(int(args[0].text) % 0x110000))
        if method == "join" and isinstance(node.func, ast.Attribute) and node.args:
            separator = receiver.text if receiver.text is not None else None
            codes = self.code_points(node.args[0])
            if codes is not None and separator is not None:
                assembled = separator.join(chr(c % 0x110000) for c in codes)
                return Value(assembled, (self.out.decoded(line, f"character codes to '{shown_line(assembled)}'"),))
            items = self.items(node.args[0])
            if name.startswith(("os.path", "posixpath", "ntpath")):
                return joined(args, "/")
            if items is not None and separator is not None:
                return joined([self.expr(i) for i in items], separator)
            if separator is not None and args[0].text is not None:
                # a string's characters joined (`"".join(TABLE)` of a parenthesised run of literals):
                # the same text, the separator between each character
                return Value(separator.join(args[0].text), args[0].origins)
            return Value(None, merged(receiver.origins, origins))
        if name in ("os.path.join", "posixpath.join", "ntpath.join", "pathlib.Path.joinpath") or method == "joinpath":
            base = [receiver] if method == "joinpath" else []
            return joined([*base, *args], "/")
        if name in _PATH_CALLS:
            return joined(args, "/") if args else Value("")
        if name in ("int", "str") and len(args) == 1 and _integer((args[0].text or "").strip()):
            return Value((args[0].text or "").strip(), args[0].origins)  # a port: int("4443"), str(4000 + 443)
        if name == "int" and len(args) == 2 and (number := _in_base(args[0].text, args[1].text)) is not None:
            return Value(number, args[0].origins)  # a port spelled in another base: int("1f90", 16)
        if name in _TEXT_CALLS and args:
            text, shape = args[0].text, args[0].shape
            reshape = _TEXT_CALLS[name]
            return Value(reshape(text) if text is not None else None, args[0].origins, shape and reshape(shape))
        if name in _MOVERS and len(args) >= 2:
            self.moved(args[0].pattern, args[1].pattern, name == "shutil.move")
            return UNKNOWN
        if method in ("rename", "replace") and len(args) == 1 and receiver.pattern:
            self.moved(receiver.pattern, args[0].pattern, False)  # Path(tmp).replace(dest)
        process = _stdin_of(node)
        if method in ("write", "writelines") and process is not None and args:
            started = self.expr(process).text or ""  # proc.stdin.write(body): the program reads body
            if started.startswith(_STDIN_PROGRAM):
                self.out.executes(line, args[0], f"writes it to {started[len(_STDIN_PROGRAM) :]}'s standard input")
                return UNKNOWN
        if method == "communicate" and (receiver.text or "").startswith(_STDIN_PROGRAM):
            given = args[0] if args else keywords.get("input", UNKNOWN)
            self.out.executes(line, given, f"pipes it into {(receiver.text or '')[len(_STDIN_PROGRAM) :]}")
            return UNKNOWN
        if (
            method in ("expanduser", "resolve", "absolute", "strip", "lower", "upper", "encode", "rstrip", "lstrip",
                       "replace", "format", "as_posix")
            and isinstance(node.func, ast.Attribute)
            and not name.startswith(("dns.", "resolver."))  # dnspython's resolve() is a lookup, not Path.resolve()
        ):  # fmt: skip
            if method == "format" and receiver.text is not None and _formats_from_environment(node):
                filled = dotenv_filled(receiver.text)  # "{SCHEME}://{HOST}".format(**os.environ)
                if filled is not None:
                    return Value(filled, receiver.origins)
            return self.string_method(method, receiver, args, keywords)
        if name in ("Path.home", "pathlib.Path.home", "os.path.expanduser.home"):
            return Value("~")
        if name == "tempfile.gettempdir":
            return Value(TEMP_FOLDER)
        if name in ("tempfile.mkdtemp", "tempfile.TemporaryDirectory"):
            # a new folder each call (`with TemporaryDirectory() as d`): named by its line, as `mktemp -d` is
            return Value(f"{TEMP_FOLDER}/tmp.mkdtemp-{line}")
        if method == "decode" and isinstance(node.func, ast.Attribute) and name not in _DECODERS:
            return receiver  # bytes.decode() (codecs.decode(s, 'rot13') is a decoder)
        if name in _TORCH_HUB_LOADERS and args:
            return self.torch_hub(name, args, keywords, line)
        if short in _HUB_DOWNLOADS or self.trusts_remote_code(node):
            ran = self.hub_code(short, args, keywords, line)
            if ran is not None:
                return ran
        how = _object_loader(name, node)
        if how is not None and (args or keywords):
            return self.loaded_object(name, how, args[0] if args else next(iter(keywords.values())), line)
        if name in _DECODERS or name.endswith(_DECODER_METHODS):
            if self.decodes_nothing(node):
                return Value(None, args[0].origins if args else ())
            return self.decode(name, args, line)
        if name in ("bytes", "bytearray") and node.args and isinstance(node.args[0], (ast.List, ast.Tuple)):
            numbers = [self.expr(e).text for e in node.args[0].elts]
            if all(n is not None and n.isdigit() for n in numbers):
                return Value("".join(chr(int(n or 0) % 256) for n in numbers))
        if name in _ARCHIVE_OPENERS and (args or "fileobj" in keywords):
            mode = (args[1].text if len(args) > 1 else None) or (keywords.get("mode") or UNKNOWN).text or "r"
            archive_at = args[0].pattern if args and args[0].pattern else _memory_archive(node)
            if mode.startswith(("w", "a", "x")) and archive_at:
                return Value(_ARCHIVE + archive_at)  # with tarfile.open(p, "w:gz") as t: … t.add(…)
        if method in ("add", "write") and (receiver.text or "").startswith(_ARCHIVE) and args:
            return self.archived((receiver.text or "")[len(_ARCHIVE) :], args[0], line)
        if method in ("addfile", "writestr") and (receiver.text or "").startswith(_ARCHIVE) and len(args) > 1:
            # a member made from data in hand (t.addfile(info, io.BytesIO(data)), z.writestr(name, data))
            self.hold_in_archive((receiver.text or "")[len(_ARCHIVE) :], args[1].origins)
            return UNKNOWN
        if method in _PROBES or name in _PROBE_FUNCTIONS:
            probed = receiver if method in _PROBES else next(iter(args), UNKNOWN)
            self.out.looked_for(line, probed.pattern or "")
        # reads
        if (
            name in ("open", "io.open", "codecs.open", "os.fdopen")
            or method in _READ_METHODS
            or name
            in (
                "shutil.copy",
                "shutil.copy2",
                "shutil.copyfile",
                "shutil.copytree",
                "shutil.copyfileobj",
                "shutil.make_archive",
                "sqlite3.connect",
                "glob.glob",
                "os.walk",
                "os.listdir",
                "os.scandir",
                "zipfile.ZipFile.write",
                *_PARSED_FILE_READERS,
            )
            or method
            in (
                "write",
                "writelines",
                "write_text",
                "write_bytes",
                "add",
                "copy",
                "copytree",
                "make_archive",
                "connect",
            )
            or short in ("copy", "copy2", "copyfile", "copytree")
            or (method == "save" and not _IMAGE_METADATA.isdisjoint(keywords))
        ):
            read = self.reads(name, method, receiver, args, keywords, line)
            if read is not None:
                self.loaded_into(node, method, read)
                return read
        if len(args) >= 3 and _shell_given_code(args) and name not in _EXEC_CALLS:
            # any runner handed a shell and its command as separate arguments (nox's session.run("sh",
            # "-c", cmd), sh.Command, plumbum): the command is shell code run here
            self.nested(Language.SHELL, args[2].text or "", line, args[2])
            if args[2].origins:
                self.out.executes(line, args[2], f"runs it ({args[0].text} -c)")
            return UNKNOWN
        # network
        if short in _REPORT_PROPERTIES and any(a.origins for a in args):
            # pytest's record_property(k, v): the value goes into the JUnit XML report a run writes
            held = self.files.get(TEST_REPORT, UNKNOWN)
            self.files[TEST_REPORT] = Value(None, merged(held.origins, *(a.origins for a in args)))
        if name in _TRACKER_LOGS:
            self.tracker_log(name, args, keywords, line)
        if method in _TRANSFER_METHODS or name in _TRANSFER_CLIENTS:
            transferred = self.file_transfer(name, method, args, keywords, line)
            if transferred is not None:
                return transferred
        if name.startswith(_HTTP_MODULES) or method in (
            "post",
            "put",
            "patch",
            "get",
            "request",
            "urlopen",
            "urlretrieve",
            "Request",
        ):
            sent = self.http(name, method, receiver, args, keywords, line, node)
            if sent is not None:
                return sent
        if name == "socket" or method in (
            "connect", "connect_ex", "create_connection", "sendall", "send", "sendto", "recv", "recvfrom", "recv_into",
            "makefile", "dup2", *_STREAM_READS,
        ):  # fmt: skip
            result = self.socket(node, name, method, receiver, args, line)
            if result is not None:
                return result
        if method == "new" and "command" in keywords and (keywords["command"].text or keywords["command"].origins):
            job = keywords["command"]
            self.persist(line, "cron", "a crontab entry (python-crontab)", job)
            return UNKNOWN
        if method in _STORED_CONNECTION_SECRETS and "Connection" in self.out.snippet.text:
            stored = _connection_store(self.out.snippet.text, method, line, self.out)
            if stored is not None:
                return Value(None, merged(origins, (stored,)))
        if method in ("get_credentials", "get_frozen_credentials") and "boto" in self.out.snippet.text:
            # boto3/botocore sessions hand over the keys they found (files, environment, SSO cache)
            proof = self.out.at(line, f"reads AWS credentials ({method})")
            self.out.emit(Kind.SECRET_READ, "AWS credentials (~/.aws)", proof)
            return Value(None, (Origin(Source.SECRET, "AWS credentials (~/.aws)", proof),))
        if name.endswith(("CryptUnprotectData", "keyring.get_password", "keyring.get_credential")) or name.startswith(
            "browser_cookie3"
        ):
            store = "browser cookies" if name.startswith("browser_cookie3") else (
                "DPAPI-protected secrets" if name.endswith("CryptUnprotectData") else "the keychain"
            )  # fmt: skip
            proof = self.out.at(line, f"reads {store} ({name})")
            self.out.emit(Kind.SECRET_READ, store, proof)
            return Value(None, merged(origins, (Origin(Source.SECRET, store, proof),)))
        if name in ("winreg.OpenKey", "winreg.CreateKey", "winreg.CreateKeyEx", "winreg.OpenKeyEx") and any(
            re.search(r"(?i)currentversion\W*run", a.text or "") for a in args
        ):
            return Value("\0runkey")
        if name == "winreg.SetValueEx" and args and args[0].text == "\0runkey":
            self.persist(line, "a Windows Run key", "HKCU\\...\\CurrentVersion\\Run", args[-1])
            return UNKNOWN
        if name in _WEBSOCKETS and args:
            # a WebSocket is a two-way channel: what recv() returns comes from that host
            host = vocabulary.url_host(args[0].text or "") or "?"
            if not vocabulary.is_local_host(host):
                self.sockets["last"] = host
                # the opening handshake carries its headers, cookie and address to that host
                handshake = [args[0], *(v for k, v in keywords.items() if k in _HANDSHAKE_FIELDS)]
                if any(v.origins for v in handshake):
                    carried = self.tokens_sent_elsewhere(merged(*(v.origins for v in handshake)), [], handshake, host)
                    self.out.egress(line, host, Value(None, carried), "sends")
            return UNKNOWN
        if name == "asyncio.open_connection" and args:
            host = args[0].text or "?"
            if not vocabulary.is_local_host(host):
                self.sockets["last"] = self.sockets["stream"] = host
                port = args[1].text if len(args) > 1 else "?"
                self.out.emit(
                    Kind.RAW_SOCKET, f"{host}:{port}", self.out.at(line, f"opens a raw connection to {host}:{port}")
                )
            return UNKNOWN
        if short in _REMOTE_LOG_HANDLERS and args:
            # a log handler that ships records to a host: what is logged through it is sent there
            where = args[0].text or (keywords.get("host") or UNKNOWN).text or "?"
            if short == "SysLogHandler":
                address = keywords.get("address") or args[0]
                where = (address.text or "?").strip("()'\"").split(",")[0].strip("'\" ")
            if not where.startswith("/") and not vocabulary.is_local_host(where.split(":")[0]):  # /dev/log
                self.sockets["log"] = where.split(":")[0]
            return UNKNOWN
        if method in _LOG_CALLS and "log" in self.sockets and origins:
            self.out.egress(line, self.sockets["log"], Value(None, origins), "logs")
            return UNKNOWN
        if name.split(".", 1)[0] in _TELEMETRY_HOSTS:
            reported = self.telemetry(name, method, args, keywords, origins, line)
            if reported is not None:
                return reported
        if name in ("smtplib.SMTP", "smtplib.SMTP_SSL") and args and args[0].text:
            self.sockets["smtp"] = args[0].text
            return UNKNOWN
        if method in ("sendmail", "send_message") and "smtp" in self.sockets:
            self.out.egress(line, self.sockets["smtp"], Value(None, origins), "mails")
            return UNKNOWN
        if name in _DNS_CALLS or (
            method in ("gethostbyname", "getaddrinfo", "gethostbyname_ex", "resolve", "query")
            and name.startswith(("socket", "dns", "resolver"))
        ):
            looked = args[0] if args else UNKNOWN
            built = bool(node.args) and isinstance(node.args[0], (ast.BinOp, ast.JoinedStr, ast.Call))
            if not built and node.args and isinstance(node.args[0], ast.Name) and looked.text is None:
                built = _encoded_name(node.args[0].id, self.out.snippet.text)  # host = b32encode(…) + zone
            if looked.origins or (looked.text is None and built):
                domain = looked.text or "?"
                evidence = [o.evidence for o in looked.origins if o.source in (Source.SECRET, Source.ENV)]
                self.out.emit(
                    Kind.DNS_TUNNEL, domain, *evidence, self.out.at(line, f"puts data into a DNS lookup ({name})")
                )
                return UNKNOWN
            return self.text_record(looked, args, keywords, line)
        if short in _MODULE_LOADERS and args:
            # a file loaded as a module runs its top level: a downloaded or decoded one runs that code
            module_file = args[1] if short != "zipimporter" and len(args) > 1 else args[0]
            held = self.files.get(module_file.pattern or "")
            if held is not None and (held.of(Source.FETCHED) or held.of(Source.DECODED)):
                self.out.executes(line, held, f"loads it as a module ({short})")
            return UNKNOWN
        inside = self.files.under(args[0].pattern) if name == "runpy.run_path" and args and args[0].pattern else ()
        fetched = tuple(o for o in inside if o.source is Source.FETCHED)
        if fetched:  # a folder a download was unpacked into: its __main__.py
            self.out.executes(line, Value(None, fetched), "runs the folder's __main__.py (runpy.run_path)")
            return UNKNOWN
        # execution
        if name in _EXEC_CALLS or (
            short in ("system", "popen", "Popen", "run", "call", "check_output", "check_call")
            and name.startswith(("os", "subprocess"))
        ):
            return self.execute(name, args, keywords, line, node)
        if name in ("os.chmod",) and args:
            return UNKNOWN
        if name in ("tempfile.NamedTemporaryFile", "NamedTemporaryFile"):
            # a file the script writes and then names by .name: kept under a name of its own
            return Value(f"{_HANDLE}{_TEMPORARY}{self.out.snippet.rel}:{line}")
        if name in _LIBRARY_LOADERS and args and args[0].pattern and args[0].pattern in self.files:
            self.out.executes(line, self.files[args[0].pattern], f"loads it as a native library ({name})")
            return UNKNOWN
        if name in ("sys.path.insert", "sys.path.append") and args:
            self.import_roots = merged(self.import_roots, self.importable_downloads(args[-1]))
            return UNKNOWN
        if name in ("importlib.import_module", "__import__", "runpy.run_module") and args and self.import_roots:
            self.imported_from_download(line, args[0].text)
        return Value(None, merged(receiver.origins, origins))

    def driven_browser(
        self, node: ast.Call, method: str, args: list[Value], keywords: dict[str, Value]
    ) -> Value | None:
        """A driver opened on the user's own browser profile (``launch_persistent_context(dir)``,
        Selenium's ``add_argument("user-data-dir=…")``, ``uc.Chrome(user_data_dir=…)``), or attached to
        the browser the user runs (``connect_over_cdp``, the ``debuggerAddress`` option) by a script
        that then reads the session's cookies or storage: the browser's credential store."""
        folder = args[0].pattern if args and method in automation.PERSISTENT_LAUNCHES else None
        folder = next((v.pattern for k, v in keywords.items() if k in automation.PROFILE_KEYWORDS), folder)
        for given in node.args:  # pyppeteer's launch({'userDataDir': …}): the options as a dict literal
            for key, value in zip(given.keys, given.values, strict=True) if isinstance(given, ast.Dict) else ():
                if isinstance(key, ast.Constant) and key.value in automation.PROFILE_KEYWORDS:
                    folder = self.expr(value).pattern
        flags: list[str | None] = [a.text for a in args] if method in ("add_argument", "add_arguments") else []
        listed = next((k.value for k in node.keywords if k.arg == "args"), None)
        if isinstance(listed, (ast.List, ast.Tuple)):
            flags.extend(self.expr(item).text for item in listed.elts)
        endpoint = args[0].text if args and method in automation.ATTACHES else None
        if method == "add_experimental_option" and len(args) > 1 and automation.attach_option(args[0].text or ""):
            endpoint = args[1].text
        endpoint = next((v.text for k, v in keywords.items() if automation.attach_option(k)), endpoint)
        store = automation.user_profile(folder)
        opened = (store, folder or "") if store is not None else automation.opened_profile(flags)
        line = node.lineno
        if opened is not None:
            what = f"opens the user's browser profile {vocabulary.home_path(opened[1])} ({method})"
            return self.profile_read(opened[0], what, line)
        if automation.attaches_to_running(endpoint):
            return self.profile_read("browser profile", f"attaches to the browser the user runs at {endpoint}", line)
        return None

    def profile_read(self, store: str, what: str, line: int) -> Value | None:
        chain = [self.out.at(line, what)]
        read = automation.session_read_line(self.out.snippet.text)
        if read is not None:
            chain.append(self.out.at(read[0], read[1]))
        elif what.startswith("attaches"):
            return None  # attached, but nothing of the session is read
        self.out.emit(Kind.SECRET_READ, store, *chain)
        return Value(None, (Origin(Source.SECRET, store, chain[0]),))

    def telemetry(
        self,
        name: str,
        method: str,
        args: list[Value],
        keywords: dict[str, Value],
        origins: tuple[Origin, ...],
        line: int,
    ) -> Value | None:
        """A crash reporter's or analytics SDK's calls: ``init(dsn=…)`` names where its events go (its
        vendor's service otherwise); a secret set into an event's fields (``set_extra``, ``capture_message``,
        ``track``) is sent there with the next event."""
        module = name.split(".", 1)[0]
        if method in ("init", "configure", "Client", "Posthog", "Mixpanel"):
            given = keywords.get("dsn") or keywords.get("host") or keywords.get("endpoint") or UNKNOWN
            host = vocabulary.url_host(given.text or "") if given.text else None
            self.sockets[f"telemetry:{module}"] = host or _TELEMETRY_HOSTS[module]
            return UNKNOWN
        if method in _TELEMETRY_FIELDS and any(o.source in (Source.SECRET, Source.ENV) for o in origins):
            host = self.sockets.get(f"telemetry:{module}", _TELEMETRY_HOSTS[module])
            self.out.egress(line, host, Value(None, origins), f"reports ({module}.{method})")
            return UNKNOWN
        return None

    def text_record(self, looked: Value, args: list[Value], keywords: dict[str, Value], line: int) -> Value:
        """A TXT record looked up (``resolve(name, "TXT")``): text the name's zone writes, which its owner
        may change at any time, read like a download (run, printed for the agent, saved as a script)."""
        kind = keywords.get("rdtype") or (args[1] if len(args) > 1 else UNKNOWN)
        domain = looked.text or ""
        if (kind.text or "").strip().upper() not in ("TXT", "ANY", "RDATATYPE.TXT") or "." not in domain:
            return UNKNOWN
        evidence = self.out.at(line, f"reads the TXT record of {domain}")
        self.out.emit(Kind.FETCH, domain, evidence)
        return Value(None, (Origin(Source.FETCHED, domain, evidence),))

    def importable_downloads(self, folder: Value) -> tuple[Origin, ...]:
        """The downloads a folder (or zip) put on ``sys.path`` makes importable: a zip that is one, the
        files saved under the folder, or, where the folder is not spelled out, any Python file or
        archive the script downloaded."""
        path = folder.pattern or ""
        if path:
            exact = self.files.get(path)
            inside = exact.origins if exact is not None else self.files.under(path)
            found = tuple(o for o in inside if o.source is Source.FETCHED)
            if found or "*" not in path:  # a folder named at run time (`cache / name`) is the one unpacked into
                return found
        return self.files.downloaded((".py", ".zip", ".whl", ".egg", ".pyz"))

    def object_contents(self, place: str) -> Value:
        """Everything the object held at ``place`` holds, as one value: what its constructor (a
        dataclass's ``__post_init__``), its methods and the code around it put in its attributes."""
        instance = self.instances[place]
        attributes = {**instance.attributes, **_attributes_at(self.names, place)}
        return Value(None, merged(*(value.origins for value in attributes.values())))

    def whole_object(self, name: str, node: ast.Call) -> Value | None:
        """``dataclasses.asdict(run)``, ``vars(run)`` or ``run.model_dump()`` of an object of a class
        the skill defines (a method it does not define itself): all the object holds, else ``None``."""
        if name in _WHOLE_OBJECT_FUNCTIONS and node.args:
            place = _dotted(node.args[0])
            return self.object_contents(place) if place in self.instances else None
        if isinstance(node.func, ast.Attribute) and node.func.attr in _WHOLE_OBJECT_METHODS:
            place = _dotted(node.func.value)
            instance = self.instances.get(place)
            if instance is not None and node.func.attr not in instance.of.methods:
                return self.object_contents(place)
        return None

    def _object_handed(self, call: ast.Call) -> bool:
        """An object of a class the skill defines, holding something read or downloaded, handed to a
        function (``archive(run)``): worth following, as the value itself would be."""
        if self.inlining >= _MAX_INLINE_DEPTH or self.inlined >= _MAX_INLINED_CALLS:
            return False
        places = [_dotted(a) for a in call.args if not isinstance(a, ast.Starred)]
        return any(place in self.instances and self.object_contents(place).origins for place in places)

    def objects_handed(self, parameters: list[ast.arg], given: list[ast.expr], own: str | None) -> set[str]:
        """Inside a function handed objects (``def archive(run)`` called with one): each parameter holds
        the caller's object, its attributes read there (``run.runtime``) as the caller's. The names bound."""
        bound: set[str] = set()
        for parameter, argument in zip(parameters, given, strict=False):
            instance = self.instances.get(_dotted(argument))
            if instance is None or parameter.arg == own or not _dotted(argument):
                continue
            instance.attributes.update(_attributes_at(self.names, _dotted(argument)))
            self.instances[parameter.arg] = instance
            self.held_by(parameter.arg, instance)
            bound.add(parameter.arg)
        return bound

    def _worth_following(self, args: list[Value], keywords: dict[str, Value]) -> bool:
        if self.inlining >= _MAX_INLINE_DEPTH or self.inlined >= _MAX_INLINED_CALLS:
            return False
        # a path with a run-time name in a known folder counts (`cache / Path(url).name`, shaped
        # `~/.cache/t/*`): the helper may write a download into it
        return any(v.text is not None or v.origins or _run_time_path(v.shape) for v in [*args, *keywords.values()])

    def _spread_known(self, definition: ast.FunctionDef | ast.AsyncFunctionDef, call: ast.Call) -> bool:
        """``helper(*parts)`` into ``def helper(*parts)`` with the parts' items known (a loop over a
        list of path tuples): worth following, its ``*parts`` bound to them."""
        if definition.args.vararg is None or self.inlining >= _MAX_INLINE_DEPTH or self.inlined >= _MAX_INLINED_CALLS:
            return False
        return any(isinstance(a, ast.Starred) and self.items(a.value) is not None for a in call.args)

    def _connection_handed(self) -> bool:
        """A raw connection is open to a remote host: a helper called now may be handed it (``attach(sock)``
        putting it in place of stdin/stdout, then starting a shell), so the call is worth following
        although the socket object has no text."""
        if self.inlining >= _MAX_INLINE_DEPTH or self.inlined >= _MAX_INLINED_CALLS:
            return False
        return "last" in self.sockets

    def _pair_known(self, call: ast.Call, definition: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
        """``attach((host, 4000 + 1))``: a literal tuple or list handed whole (an address, a command
        line) with a known item, worth following although the tuple itself has no text; so is a name
        or a parsed config's entry holding such a list when the function loops over that parameter
        (``bundle(cfg["sources"])`` reading each path listed)."""
        if self.inlining >= _MAX_INLINE_DEPTH or self.inlined >= _MAX_INLINED_CALLS:
            return False
        parameters = [*definition.args.posonlyargs, *definition.args.args]
        for index, argument in enumerate(call.args):
            if isinstance(argument, (ast.Tuple, ast.List)):
                listed: list[ast.expr] | None = argument.elts
            elif isinstance(argument, (ast.Name, ast.Subscript)) and index < len(parameters):
                walked = _loops_over(definition, parameters[index].arg)
                listed = self.items(argument) if walked else None
            elif isinstance(argument, ast.Call) and index < len(parameters):
                walked = _loops_over(definition, parameters[index].arg)  # _profile(detect()): the dict it returns
                mapping = self.mapping_of(argument) if walked else None
                listed = [k for k, _ in mapping] if mapping else None
            else:
                continue
            if listed and any(self.expr(e).text is not None for e in listed[:16]):
                return True
        return False

    def bind_rest(self, definition: ast.FunctionDef | ast.AsyncFunctionDef, call: ast.Call) -> None:
        """``*rest`` of a definition bound to the positional arguments past its named ones, each
        spread argument (``*parts``) given as its items when they are known."""
        vararg = definition.args.vararg
        if vararg is None:
            return
        expanded: list[ast.expr] = []
        for arg in call.args:
            spread = self.items(arg.value) if isinstance(arg, ast.Starred) else [arg]
            if spread is None:
                return
            expanded.extend(spread)
        self.sequences[vararg.arg] = expanded[len(definition.args.posonlyargs) + len(definition.args.args) :]

    def inline(
        self, definition: ast.FunctionDef | ast.AsyncFunctionDef, call: ast.Call, args: list[Value],
        keywords: dict[str, Value], instance: _Instance | None = None,
    ) -> Value:  # fmt: skip
        """A call to a function of the file with something known in its arguments: its body walked
        again with the parameters bound (a URL handed to a helper that downloads it, code handed to
        one that runs it). What it returns is the call's value; what it adds to the caller's names
        (a dict it was handed and filled) stays. A method of ``instance`` is walked with its
        attributes under its first parameter (``self.host``), and what the walk sets there is kept."""
        self.inlined += 1
        saved = dict(self.names), dict(self.sequences), dict(self.mappings), self.returns
        saved_aliases, saved_instances = dict(self.aliases), dict(self.instances)
        parameters = [*definition.args.posonlyargs, *definition.args.args]
        given = [a for a in call.args if not isinstance(a, ast.Starred)]
        self.callbacks_handed(parameters, given)
        for index, parameter in enumerate(parameters):
            value = args[index] if index < len(args) else keywords.get(parameter.arg)
            if value is not None:
                self.names[parameter.arg] = value
                if index < len(given):
                    self.bind_items(parameter.arg, given[index])
        for parameter in definition.args.kwonlyargs:
            if parameter.arg in keywords:
                self.names[parameter.arg] = keywords[parameter.arg]
        self.bind_rest(definition, call)
        own = parameters[0].arg if instance is not None and parameters else None
        if own is not None and instance is not None:
            self.instances[own] = instance
            self.held_by(own, instance)
        handed_objects = self.objects_handed(parameters, given, own)
        self.returns = []
        self.inlining += 1
        start = len(self.out.found)
        try:
            for child in definition.body:
                self.statement(child)
            returned = self.returns
            sent = [c for c in self.out.found[start:] if c.kind in _SENDS and c.chain]
            known = {(c.kind, c.chain[-1].path, c.chain[-1].line) for c in sent if c.detail != "?"}
            self.followed_calls.setdefault(id(call), []).append((known, any(c.detail == "?" for c in sent)))
            if own is not None and instance is not None:
                instance.attributes.update(_attributes_at(self.names, own))
                instance.items.update(_attributes_at(self.sequences, own))
        finally:
            self.inlining -= 1
            inner = self.names
            self.names, self.sequences, self.mappings, self.returns = saved
            self.aliases = saved_aliases
            kept = {k: v for k, v in self.instances.items() if k != own and k not in handed_objects}
            self.instances = {**saved_instances, **kept}
        aliases = {p.arg: given[i] for i, p in enumerate(parameters) if i < len(given)}
        for inner_name, value in inner.items():
            target = aliases.get(inner_name)
            outer_name = target.id if isinstance(target, ast.Name) else (None if inner_name in aliases else inner_name)
            outer = self.names.get(outer_name) if outer_name else None
            if outer_name and outer is not None and not set(value.origins) <= set(outer.origins):
                self.names[outer_name] = Value(outer.text, merged(outer.origins, value.origins), outer.shape)
        if not returned:
            return UNKNOWN
        # one shape returned (a path with a part known only at run time, `cache / Path(url).name`) stays
        # that shape: the caller's later use of the path (running the file written there) still names it
        patterns = {r.pattern for r in returned}
        single = returned[0] if len(patterns) == 1 else UNKNOWN
        return Value(single.text, merged(*(r.origins for r in returned)), single.shape)

    def callbacks_handed(self, parameters: list[ast.arg], given: list[ast.expr]) -> None:
        """A function of the file (or one it imports) handed to a helper by name (``serve(conn,
        run_line)``): inside the helper, calling the parameter calls that function, so what the helper
        hands it (a line read from a connection) reaches what the function does with it."""
        for parameter, argument in zip(parameters, given, strict=False):
            if not isinstance(argument, ast.Name) or argument.id in self.names:
                continue
            function = self.qualified(argument)
            if argument.id in self.definitions or function in self.imported:
                self.aliases[parameter.arg] = function

    def expect_object(self, targets: Sequence[ast.expr], value: ast.expr | None) -> None:
        """Before ``relay = Relay(host, port)`` (or ``with Relay(…) as relay``) is evaluated: the name
        the object it may make is held under. Whatever the name held before, it holds no object now."""
        if len(targets) != 1 or not isinstance(targets[0], (ast.Name, ast.Attribute)):
            return
        place = _dotted(targets[0])
        self.instances.pop(place, None)
        if isinstance(value, ast.Call) and place:
            self.constructing = (value, place)

    def construct(self, made: _Class, node: ast.Call, args: list[Value], keywords: dict[str, Value]) -> Value:
        """``Relay(host, port)`` of a class the skill defines: an object whose attributes start as the
        class's constants and its declared fields (a dataclass's, given by position or keyword, else
        their defaults), then are what ``__init__`` and ``__post_init__`` set from the arguments. Its
        methods called later are followed with them (:meth:`method_called`)."""
        expected = self.constructing
        place = expected[1] if expected is not None and expected[0] is node else f"<{made.name}:{node.lineno}>"
        self.constructing = None
        instance = _Instance(made, {}, {})
        for table in (self.names, self.sequences):
            for key in [k for k in table if k.startswith(place + ".")]:
                del table[key]
        self.instances[place] = instance
        self.made[id(node)] = (node, place)
        with self.out.placed_in(made.rel) if made.rel else contextlib.nullcontext():
            for attribute, constant in made.constants:
                instance.attributes[attribute] = self.expr(constant)
            for index, (attribute, default) in enumerate(made.fields):
                given = args[index] if index < len(args) else keywords.get(attribute)
                instance.attributes[attribute] = given if given is not None else self.expr(default)
                written = next((k.value for k in node.keywords if k.arg == attribute), None)
                written = node.args[index] if index < len(node.args) else written or default
                listed = self.items(written) if written is not None and not isinstance(written, ast.Starred) else None
                if listed is not None:
                    instance.items[attribute] = listed
        self.method_called(instance, place, "__init__", node, args, keywords)
        after_fields = ast.copy_location(ast.Call(func=node.func, args=[], keywords=[]), node)
        self.method_called(instance, place, "__post_init__", after_fields, [], {})
        self.held_by(place, instance)  # relay.host read outside its methods
        return UNKNOWN

    def receiving_object(self, function: ast.expr) -> tuple[str, _Instance] | None:
        """The object a method call is made on (``relay.serve``, ``self.hello``, ``Relay(h).serve``)
        when it is one of a known class with that method, with the name it is held under."""
        if not isinstance(function, ast.Attribute):
            return None
        place = _dotted(function.value)
        if isinstance(function.value, ast.Call):
            made = self.made.get(id(function.value))
            place = made[1] if made is not None and made[0] is function.value else ""
        instance = self.instances.get(place)
        if instance is None or function.attr not in instance.of.methods:
            return None
        return place, instance

    def method_called(
        self, instance: _Instance, place: str, method: str, node: ast.Call, args: list[Value],
        keywords: dict[str, Value],
    ) -> Value | None:  # fmt: skip
        """A method of an object followed whatever its arguments: the object's attributes (set by its
        constructor, by its other methods or from outside, ``relay.port = 4444``) are what its body
        reads on ``self``, so a host kept by ``__init__`` reaches the socket a later method opens, and
        a line read there reaches the callback handed in. A static method has no ``self``."""
        definition = instance.of.methods.get(method)
        if definition is None or self.inlining >= _MAX_INLINE_DEPTH or self.inlined >= _MAX_INLINED_CALLS:
            return None
        parameters = [*definition.args.posonlyargs, *definition.args.args]
        if not parameters or any(_dotted(d) == "staticmethod" for d in definition.decorator_list):
            return None
        instance.attributes.update(_attributes_at(self.names, place))
        instance.items.update(_attributes_at(self.sequences, place))
        receiver = ast.Name(id=place, ctx=ast.Load())
        shifted = ast.copy_location(
            ast.Call(func=ast.Name(id=method, ctx=ast.Load()), args=[receiver, *node.args], keywords=node.keywords),
            node,
        )
        given = [UNKNOWN, *args]
        if instance.of.rel:
            imported = _Imported(definition, instance.of.rel, instance.of.aliases)
            name = f"{instance.of.name}.{method}"
            result = self.inline_imported(imported, name, shifted, given, keywords, instance)
        else:
            with self.out.in_own_file():
                result = self.inline(definition, shifted, given, keywords, instance)
        self.held_by(place, instance)
        return result

    def held_by(self, place: str, instance: _Instance) -> None:
        """The object's attributes as the code holding it at ``place`` reads them (``relay.host``)."""
        self.names.update({f"{place}.{attribute}": value for attribute, value in instance.attributes.items()})
        self.sequences.update({f"{place}.{attribute}": listed for attribute, listed in instance.items.items()})

    def thunks_handed(self, arguments: list[ast.expr]) -> None:
        """A lambda with no parameters handed to a call (``timed(lambda: socket.getaddrinfo(name))``,
        ``Thread(target=lambda: sock.send(data))``) is there to be called by it: its body is evaluated
        where it is handed, with the names as they are then, so what it does is seen. It is walked at the
        depth of the hand-off, as the same call written there would be (``atexit.register(lambda:
        net.post(URL, cfg.snapshot()))`` follows ``cfg.snapshot()`` as a call at the top would be): a
        body holds no statement, so it cannot recurse by itself."""
        for argument in arguments:
            if isinstance(argument, ast.Lambda) and not _has_parameters(argument) and self.inlining < _MAX_INLINE_DEPTH:
                saved = dict(self.names)
                try:
                    self.expr(argument.body)
                finally:
                    self.names = saved

    def lambda_called(self, function: ast.Lambda, args: list[Value]) -> Value:
        """``(lambda c: exec(c))(payload)``: the body evaluated with the parameters bound."""
        saved = dict(self.names)
        for index, parameter in enumerate([*function.args.posonlyargs, *function.args.args]):
            self.names[parameter.arg] = args[index] if index < len(args) else UNKNOWN
        self.inlining += 1
        try:
            return self.expr(function.body)
        finally:
            self.inlining -= 1
            self.names = saved

    def inline_imported(
        self, imported: _Imported, name: str, call: ast.Call, args: list[Value], keywords: dict[str, Value],
        instance: _Instance | None = None,
    ) -> Value:  # fmt: skip
        """A call to a function of the skill's own module: followed as :meth:`inline` does, with that
        module's imports, every link it shows placed in the module's file, and the call that handed
        it the values first in each chain."""
        shown = args[1:] if instance is not None else args  # a method's receiver is no value handed to it
        given = ", ".join(a.text if a.text is not None and len(a.text) < 80 else "…" for a in shown)
        handed = self.out.at(
            call.lineno,
            f"calls {name}() of {imported.rel}"
            if instance is not None and not given
            else f"hands {given or 'its arguments'} to {name}() of {imported.rel}",
        )
        saved_aliases = dict(self.aliases)
        saved_names = dict(self.names), dict(self.sequences), dict(self.mappings)
        saved_calls = self.imported, self.definitions, self.siblings
        self.aliases = {**imported.aliases, **self.aliases}
        self.sibling_functions(imported)
        before = len(self.out.found)
        with self.out.placed_in(imported.rel):
            try:
                self.module_constants_used(imported)
                result = self.inline(imported.definition, call, args, keywords, instance)
            finally:
                self.aliases = saved_aliases
                self.names, self.sequences, self.mappings = saved_names
                self.imported, self.definitions, self.siblings = saved_calls
        for index in range(before, len(self.out.found)):
            capability = self.out.found[index]
            if capability.kind is Kind.EGRESS and len(capability.chain) < 2:
                continue  # a send with no data traced to it: the hand-off is no link of a data flow
            chain = (handed, *capability.chain)
            self.out.found[index] = Capability(capability.kind, capability.detail, chain, capability.snippet)
        return result

    def sibling_functions(self, imported: _Imported) -> None:
        """While a function of another of the skill's modules is followed, the bare names its body
        calls are that module's functions (``token()`` calling its module's ``_read(path)``), not this
        file's: they are bound as imported ones, each placed in that module (the caller restores both)."""
        text = (BUNDLED.get() or {}).get(imported.rel)
        siblings = _top_level_functions(text) if text is not None else {}
        if not siblings:
            return
        self.siblings = frozenset(siblings)
        self.definitions = {name: d for name, d in self.definitions.items() if name not in siblings}
        self.imported = {
            **self.imported,
            **{name: _Imported(definition, imported.rel, imported.aliases) for name, definition in siblings.items()},
        }

    def imported_items(self, imported: _Imported) -> list[ast.expr] | None:
        """The items of the list a function of another of the skill's modules returns when called
        without arguments (``def candidates(): return [home / n for n in NAMES]``), worked out with
        that module's constants and imports, each held with its value."""
        returned = next(
            (s.value for s in reversed(imported.definition.body) if isinstance(s, ast.Return) and s.value), None
        )
        if returned is None or self.inlining >= _MAX_INLINE_DEPTH:
            return None
        saved_aliases, saved = dict(self.aliases), (dict(self.names), dict(self.sequences), dict(self.mappings))
        self.aliases = {**imported.aliases, **self.aliases}
        self.inlining += 1
        try:
            with self.out.placed_in(imported.rel):
                self.module_constants_used(imported)
                items = self.returned_items(returned)
                return None if items is None else [_Held(self.expr(item), item) for item in items]
        finally:
            self.inlining -= 1
            self.aliases = saved_aliases
            self.names, self.sequences, self.mappings = saved

    def module_constants_used(self, imported: _Imported) -> None:
        """The constants of its own module (and those it imports from the skill's others) that a
        function of another module uses, bound for the walk of its body."""
        table = BUNDLED.get() or {}
        if imported.rel not in table:
            return
        used = {n.id for n in ast.walk(imported.definition) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
        used -= {a.arg for a in [*imported.definition.args.posonlyargs, *imported.definition.args.args]}
        if not used:
            return
        try:
            tree = ast.parse(table[imported.rel])
        except (SyntaxError, ValueError):
            return
        used |= _names_they_use(tree, used)
        self.module_names(tree, imported.rel, {name: name for name in used}, 0)

    def spread_entries(self, node: ast.expr) -> dict[str, Value]:
        """The named values a dict spread into a call gives (``template.format(**tools)`` where ``tools``
        is a config file the skill parses): each string key with its value; nothing when not a literal."""
        table = self.resolved(node)
        if not isinstance(table, ast.Dict):
            return {}
        entries: dict[str, Value] = {}
        for key, value in list(zip(table.keys, table.values, strict=False))[:_MAX_SPREAD_KEYS]:
            if key is None:
                entries.update(self.spread_entries(value))  # {**tools, "period": p}
                continue
            name = self.expr(key).text
            if name is not None and name.isidentifier():
                entries[name] = self.expr(value)
        return entries

    def bind_items(self, name: str, node: ast.expr) -> None:
        """A parameter handed a literal list, tuple or dict (or a name bound to one) keeps its items."""
        items = self.items(node)
        if items is not None:
            self.sequences[name] = items
        mapping = self.mapping_of(node) if isinstance(node, (ast.Name, ast.Call)) else None
        if mapping is not None:
            self.mappings[name] = mapping  # a dict handed in (`_profile(detect())`): its entries

    def string_method(
        self, method: str, receiver: Value, args: list[Value], keywords: dict[str, Value] | None = None
    ) -> Value:
        text = receiver.text
        named = keywords or {}
        if text is None:  # a template read at run time: what is put into it is still in the result
            inserted = args[1:] if method == "replace" else [*args, *named.values()] if method == "format" else []
            return Value(None, merged(receiver.origins, *(a.origins for a in inserted)))
        if method == "format" and named and not args:
            return _named_fields_filled(text, receiver, named)
        if method == "replace" and len(args) >= 2 and args[0].text is not None and args[1].text is not None:
            return Value(text.replace(args[0].text, args[1].text), receiver.origins)
        if method == "format":
            origins = merged(receiver.origins, *(a.origins for a in args))
            if any(arg.text is None for arg in args):
                # an unknown piece keeps the template's known text around it: a URL template's host
                shape = text
                for arg in args:
                    shape = shape.replace("{}", arg.pattern or "*", 1)
                return Value(None, origins, shape if shape.strip("*") else None)
            for arg in args:
                field = re.search(r"\{(?:!r)?\}", text)
                if field is None:
                    break
                filled = repr(arg.text or "") if field.group() == "{!r}" else arg.text or ""
                text = text[: field.start()] + filled + text[field.end() :]
            return Value(text, origins)
        if method in ("strip", "rstrip", "lstrip"):
            return Value(getattr(text, method)(*(a.text for a in args if a.text is not None)), receiver.origins)
        if method in ("lower", "upper"):
            return Value(getattr(text, method)(), receiver.origins)
        return receiver

    def netrc_login(self, node: ast.Call, receiver: Value, host: str) -> Value:
        """The login a service's client keeps in ~/.netrc (W&B's, the Hub's), looked up for that
        service: a token of it, used when it goes to that service and leaked when it goes elsewhere.
        Looked up straight off the parser (``netrc.netrc().authenticators(host)``), the file is read
        for that one login and nothing else, so the read alone is no finding."""
        reads = receiver.of(Source.SECRET)
        if isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Call):
            places = {o.evidence for o in reads}
            self.out.found = [c for c in self.out.found if not (c.kind is Kind.SECRET_READ and c.chain[0] in places)]
        login = f"the ~/.netrc login for {host}"
        return Value(None, tuple(Origin(Source.TOKEN, login, o.evidence) for o in reads))

    def torch_hub(self, name: str, args: list[Value], keywords: dict[str, Value], line: int) -> Value:
        """``torch.hub.load('owner/repo[:ref]', …)`` fetches a GitHub repository and imports its
        ``hubconf.py`` (unless ``source='local'``): the repository's code runs here."""
        source = (keywords.get("source") or (args[2] if len(args) > 2 else UNKNOWN)).text
        if source == "local":
            return UNKNOWN
        given = args[0]
        if given.text is None and given.of(Source.FETCHED):
            self.out.executes(line, given, f"runs the hubconf.py of the repository it names ({name})")
            return UNKNOWN
        spelled = given.text
        repo, _, ref = (spelled or "").partition(":")
        if spelled is not None and hub.repository(repo) is None:
            return UNKNOWN
        shown = f"https://github.com/{repo}" if spelled else "a repository named at run time"
        evidence = self.out.at(line, f"downloads the code of the GitHub repository {shown}")
        self.out.emit(Kind.FETCH, shown, evidence)
        detail = hub.detail(f"{hub.GITHUB}{repo}" if spelled else None, ref or None)
        self.out.executes(
            line, Value(None, (Origin(Source.FETCHED, detail, evidence),)), f"runs it ({name}: hubconf.py)"
        )
        return UNKNOWN

    def trusts_remote_code(self, node: ast.Call) -> bool:
        """``trust_remote_code=True`` given to the call, spelled out or in a dict spread into it
        (``**load_args`` where ``load_args = {"trust_remote_code": True, …}``)."""
        for keyword in node.keywords:
            if keyword.arg == "trust_remote_code":
                return isinstance(keyword.value, ast.Constant) and keyword.value.value is True
            spread = self.resolved(keyword.value) if keyword.arg is None else None
            if isinstance(spread, ast.Dict):
                for key, value in zip(spread.keys, spread.values, strict=False):
                    if isinstance(key, ast.Constant) and key.value == "trust_remote_code":
                        return isinstance(value, ast.Constant) and value.value is True
        return False

    def hub_code(self, short: str, args: list[Value], keywords: dict[str, Value], line: int) -> Value | None:
        """Code from a Hugging Face Hub repository: a model or dataset loaded with
        ``trust_remote_code=True`` runs the repository's Python; a file ``hf_hub_download`` saves, or
        a folder ``snapshot_download`` fills, holds that repository's content for what runs it
        later (``exec``, an import after ``sys.path.insert``, ``torch.load``)."""
        if short in _HUB_DOWNLOADS:
            named = keywords.get("repo_id") or next(iter(args), UNKNOWN)
            filename = keywords.get("filename") or (args[1] if len(args) > 1 and short == "hf_hub_download" else None)
            what = f"{filename.text} from" if filename is not None and filename.text else "the files of"
        else:
            keys = ("model",) if short == "pipeline" else _HUB_MODEL_KEYWORDS
            given = [keywords[k] for k in keys if k in keywords]
            named = given[0] if given else (args[1] if short == "pipeline" else next(iter(args), UNKNOWN))
            what = "the code of"
            filename = None
        if named.text is None and named.of(Source.FETCHED):
            self.out.executes(line, named, f"runs the code of the Hub repository it names ({short})")
            return UNKNOWN  # the repository's name came from a download: whoever serves it picks the code
        repo = hub.repository(named.text)
        if named.text is not None and repo is None:
            return None  # a local folder or file: the skill's or the user's own
        revision = (keywords.get("revision") or UNKNOWN).text
        fetched = Value(None, (hub.downloaded(self.out, line, repo, revision, what),))
        if short not in _HUB_DOWNLOADS:
            self.out.executes(line, fetched, f"runs it ({short} with trust_remote_code=True)")
            return UNKNOWN
        saved = f"{_HUB}{repo or '?'}"
        if short == "snapshot_download":
            self.files[saved] = fetched
            self.files.unpack(saved, fetched)
        folder = (keywords.get("local_dir") or UNKNOWN).pattern
        if filename is not None and filename.text:
            saved = f"{folder or saved}/{filename.text}"
            self.files[saved] = fetched
        elif folder:
            self.files.unpack(folder, fetched)
        return Value(saved)

    def loaded_object(self, name: str, how: str, given: Value, line: int) -> Value:
        """A serialised object loaded from ``given``: bytes a download gave, a file a download wrote
        (here or in another of the skill's files), or a URL the loader fetches itself. A file the
        skill ships or one the user names is data, not code that came from elsewhere."""
        source = given
        if not given.origins and given.pattern and given.pattern in self.files:
            source = self.files[given.pattern]
        elif not given.origins and given.text and given.text.startswith(("http://", "https://", "ftp://")):
            source = Value(None, (self.out.fetched(line, given.text),))  # pandas.read_pickle(url) fetches it
        self.out.executes(line, source, f"runs it ({name}: {how})")
        return Value(None, given.origins)

    def decodes_nothing(self, call: ast.Call) -> bool:
        """A decoder call in a document's block whose data is nothing the block has: a name it never
        binds (``exec(b64decode(BLOB))`` with no ``BLOB =``, no import, no parameter) or an ellipsis,
        directly or through another such decode. Run as written it raises before decoding anything, so
        it names the shape of a payload, as a shell ``base64 -d | sh`` given no data does; a block that
        carries its blob, or a script (which may be run with names put in its globals), still decodes."""
        if self.out.snippet.presentation not in (Presentation.STEP, Presentation.EXAMPLE) or not call.args:
            return False
        data = call.args[0]
        if isinstance(data, ast.Constant) and data.value is Ellipsis:
            return True
        inner = _dotted(data) if isinstance(data, ast.Call) else ""
        if isinstance(data, ast.Call) and (inner in _DECODERS or inner.endswith(_DECODER_METHODS)):
            return self.decodes_nothing(data)
        if not isinstance(data, ast.Name):
            return False
        if self.bound_in_block is None:
            self.bound_in_block = _bound_names(self.out.snippet.text)
        return self.bound_in_block is not _EVERY_NAME and data.id not in self.bound_in_block

    def option_default(self, args: list[Value], keywords: dict[str, Value]) -> None:
        """An ``argparse`` option given a constant default that names a file, not an address: what
        ``args.<dest>`` is when the command line leaves the option out (a URL default is not taken, a
        step may hand another)."""
        default = keywords.get("default")
        given = [a.text for a in args if a.text]
        if default is None or not default.text or "://" in default.text or not given:
            return
        long = next((g for g in given if g.startswith("--")), given[0])
        dest = (keywords.get("dest") or Value(long.lstrip("-").replace("-", "_"))).text or ""
        if dest.isidentifier():
            self.option_defaults[dest] = default.text

    def decode(self, name: str, args: list[Value], line: int) -> Value:
        data = args[0] if args else UNKNOWN
        origin = self.out.decoded(line, f"with {name}")
        text = None
        if data.text is not None:
            text = _decoded_constant(name, data.text, args[1].text if len(args) > 1 else None)
            if text is None and data.of(Source.DECODED):
                text = data.text  # the decoder before peeled this layer too (base64 then zlib, in one go)
        return Value(text, merged(data.origins, (origin,)))

    def reads(
        self, name: str, method: str, receiver: Value, args: list[Value], keywords: dict[str, Value], line: int
    ) -> Value | None:
        mode = (args[1].text if len(args) > 1 else None) or (keywords.get("mode") or UNKNOWN).text or "r"
        paths = [a for a in ([receiver] if receiver.pattern else []) + args if a.pattern]
        if name == "shutil.make_archive" and len(args) >= 2:
            return self.made_archive(args, keywords, line)
        if name in ("shutil.copy", "shutil.copy2", "shutil.copyfile", "shutil.copytree") and len(args) >= 2:
            paths = args[:1]
            target = args[1].pattern
            source = args[0].pattern or ""
            copied = [o for o in [self.out.secret_read(line, source, "copies")] if o] or args[0].of(Source.SECRET)
            if not copied and not source:  # a path the code does not spell: one of a list the skill bundles
                listed = self.imported_listed(line, "", args[0]) or self.loaded_listed(line, "", args[0])
                copied = [listed] if listed is not None else []
            value = Value(None, tuple(copied) or self.files.get(source, UNKNOWN).origins)
            if target:
                self.files[target] = value
                if not value.origins:
                    copies.copied(target, source, self.out, line)
                last = target.rstrip("/").rsplit("/", 1)[-1]
                if name != "shutil.copyfile" and source and not re.search(r".\.[A-Za-z0-9]{1,5}$", last):
                    # into a folder (shutil.copy(src, spool)) the file keeps its name, as a later listing finds it
                    self.files[target.rstrip("/") + "/" + source.rstrip("/").rsplit("/", 1)[-1]] = value
                label = vocabulary.persistence_target(target)
                if label:
                    placed = self.files.get(source, UNKNOWN)
                    if placed.text is None and not placed.origins:
                        placed = bundled_text(source) or placed
                    self.persist(line, label, target, placed)
            return value
        if name == "shutil.copyfileobj" and len(args) >= 2 and (args[1].text or "").startswith(_HANDLE):
            method, receiver, args = "write", args[1], args[:1]  # copyfileobj(src, dst) is dst.write(src.read())
        if name == "os.write" and len(args) >= 2 and (args[0].text or "").startswith(_DESCRIPTOR):
            # os.write(fd, data) on mkstemp's descriptor writes the file its path names
            method, receiver, args = "write", Value(_HANDLE + (args[0].text or "")[len(_DESCRIPTOR) :]), args[1:2]
        if method in ("write", "writelines") and (receiver.text or "").startswith(_HANDLE) and args:
            handle = (receiver.text or "")[len(_HANDLE) :]
            previous = self.files.get(handle)
            self.files[handle] = joined([previous, args[0]]) if previous is not None else args[0]
            self.instructions_written(line, handle, args[0])
            script = self.files[handle].pattern
            if script is not None and previous is None:  # a script written whole in one call, put in place
                at = self.spelled_at(script)
                copies.written(handle, script, self.out, line, at, spelled=at is not None)
            label = vocabulary.persistence_target(handle)
            if label:
                self.persist(line, label, handle, args[0])
            self.index_config_written(line, handle, self.files[handle])
            return UNKNOWN
        if (
            method == "open"
            and receiver.pattern
            and isinstance(receiver.pattern, str)
            and args
            and ("w" in (args[0].text or "") or "a" in (args[0].text or ""))
        ):
            return Value(_HANDLE + receiver.pattern)  # Path(...).open("a")
        if name == "os.fdopen" and args and (args[0].text or "").startswith(_DESCRIPTOR):
            opened = (args[0].text or "")[len(_DESCRIPTOR) :]
            if "w" in mode or "a" in mode:
                return Value(_HANDLE + opened)
            return Value(None, self.files.get(opened, UNKNOWN).origins)
        if ("w" in mode or "a" in mode) and paths and name in ("open", "io.open", "codecs.open"):
            return Value(_HANDLE + (args[0].pattern or "" if args else receiver.pattern or ""))
        if method == "save" and args and args[0].pattern and not _IMAGE_METADATA.isdisjoint(keywords):
            # an image saved with metadata chunks (``img.save(path, pnginfo=meta)``): the file carries them
            kept = [v for k, v in keywords.items() if k in _IMAGE_METADATA]
            image = args[0].pattern or ""
            self.files[image] = Value(None, merged(self.files.get(image, UNKNOWN).origins, *(v.origins for v in kept)))
            return UNKNOWN
        if method in ("write_text", "write_bytes"):
            written = receiver.pattern or ""
            label = vocabulary.persistence_target(written)
            content = args[0] if args else UNKNOWN
            if written:
                self.files[written] = content
                self.instructions_written(line, written, content)
                script = content.pattern  # a script kept in a string, put in place (`*` for run-time parts)
                if script is not None:
                    at = self.spelled_at(script)
                    copies.written(written, script, self.out, line, at, spelled=at is not None)
            if label:
                self.persist(line, label, written, content)
            self.index_config_written(line, written, content)
            return UNKNOWN
        if method in ("read", "readline") and (receiver.text or "").startswith(_READING):
            return self.files.get((receiver.text or "")[len(_READING) :], UNKNOWN)  # fh.read() of that file
        found: list[Origin] = []
        for path in paths:
            text = path.pattern or ""
            if text in self.files:
                stored = self.files[text]
                if stored.text is not None and method in ("read", "read_text", "readline") and len(paths) == 1:
                    return stored  # a value another step wrote there (a host, the path of a download)
                if stored.text is not None and name in ("open", "io.open") and len(paths) == 1 and "r" in mode:
                    return Value(_READING + text, stored.origins)  # with open(p) as fh: … fh.read()
                found.extend(stored.origins)
                continue
            origin = (
                self.out.secret_read(line, text, "reads")
                or self.listed_secrets(line, text)
                or self.imported_listed(line, text, path)
                or self.loaded_listed(line, text, path)
                or self.home_searched(line, name, method, text)
            )
            if origin is not None:
                found.append(origin)
            elif text.endswith("environ") and "/proc/" in text:
                found.append(self.out.env_dump(line, text))
        opened_path = args[0] if args and name in ("open", "io.open", "codecs.open") and "r" in mode else None
        unspelled = opened_path or (receiver if method in ("read_text", "read_bytes") else None)
        if not paths and unspelled is not None:  # open(p) or Path(p).read_text() for p of an imported list
            listed = self.imported_listed(line, "", unspelled) or self.loaded_listed(line, "", unspelled)
            found.extend([listed] if listed is not None else [])
        if found:
            return Value(None, merged(tuple(found), receiver.origins))
        if receiver.origins and method in _READ_METHODS:
            return Value(None, receiver.origins)
        if method == "read_text" and len(paths) == 1:
            return _bundled_read(paths[0].pattern or "")
        return None

    def home_searched(self, line: int, name: str, method: str, folder: str) -> Origin | None:
        """The home folder walked (``os.walk(Path.home())``, ``Path.home().rglob("*")``) by a program
        that filters what it finds on a secret file's name (``f.endswith(".pem")``): those files are read."""
        walks = name in ("os.walk", "os.listdir", "os.scandir", "glob.glob", "glob.iglob") or method in _FOLDER_WALKS
        root = folder.split("*", 1)[0]
        if not walks or not root or not vocabulary.searched_home(root):
            return None
        named = vocabulary.named_secret_files(self.out.snippet.text)
        return self.out.secret_read(line, f"~/**/{named}", "searches for") if named is not None else None

    def imported_listed(self, line: int, text: str, path: Value) -> Origin | None:
        """A file read by a path the code does not spell, in a script importing a module of the skill
        that lists secret stores (``from lib.targets import PATHS``): one of those is read."""
        if text.strip("*/~") or path.origins:
            return None
        listed = imported_secret_paths(self.out.snippet.text)
        if not listed:
            return None
        module, shown, store = listed[0]
        evidence = self.out.at(line, f"reads {store}: {shown}, a path {module} lists")
        self.out.emit(Kind.SECRET_READ, store, evidence)
        return Origin(Source.SECRET, store, evidence)

    def loaded_listed(self, line: int, text: str, path: Value) -> Origin | None:
        """A file read or archived by a path the code does not spell, in a script naming a bundled
        data file that lists secret stores in parts (a browser's profile roots, and ``Login Data``
        among the names under them): the script joins them, so those stores are what it reads."""
        if text.strip("*/~") or path.origins:
            return None
        for rel in named_data_files(self.out.snippet.text, DATA_SUFFIXES):  # a plain list (include.lst) too
            joined = joined_secret_stores(rel)
            if joined:
                shown, store = joined[0]
                evidence = self.out.at(line, f"reads {store}: {shown}, joined from the folders and names {rel} lists")
                self.out.emit(Kind.SECRET_READ, store, evidence)
                return Origin(Source.SECRET, store, evidence)
            # the file lists whole paths (`discovery: [~/.netrc, ~/.aws/credentials]`); a browser's
            # profile folder is where a script picks names (bookmarks as much as cookies): joined above
            whole = [(shown, store) for shown, store in listed_secret_stores(rel) if store not in _PROFILE_FOLDERS]
            if whole:
                shown, store = whole[0]
                evidence = self.out.at(line, f"reads {store}: {shown}, a path {rel} lists")
                self.out.emit(Kind.SECRET_READ, store, evidence)
                return Origin(Source.SECRET, store, evidence)
        return None

    def made_archive(self, args: list[Value], keywords: dict[str, Value], line: int) -> Value:
        """``shutil.make_archive(base, 'zip', root_dir)``: the archive (``base.zip``, its name returned)
        holds the folder it packs, a secret store or a folder another step filled."""
        base, kind = args[0].pattern, args[1].text or ""
        root = args[2] if len(args) > 2 else keywords.get("root_dir", Value("."))
        suffix = _ARCHIVE_SUFFIXES.get(kind, "." + kind)
        archive = f"{base}{suffix}" if base else None
        if archive is None:
            return UNKNOWN
        packed = self.archived(archive, root, line)
        return Value(archive if args[0].text is not None else None, packed.origins, archive)

    def archived(self, archive: str, added: Value, line: int) -> Value:
        """A file or folder put into an archive being written: the archive holds what it held (a
        secret store read here, or a file another step filled), for the step that sends it."""
        source = added.pattern or ""
        origin = (
            self.out.secret_read(line, source, "copies")
            or self.listed_secrets(line, source)
            or self.loaded_listed(line, source, added)
        )
        origins = (origin,) if origin is not None else self.files.get(source, UNKNOWN).origins
        if not origins and source and "*" not in source:
            origins = self.files.under(source)  # a folder another step filled (`t.add('.stage')`)
        self.hold_in_archive(archive, origins)
        return Value(None, origins)

    def hold_in_archive(self, archive: str, origins: tuple[Origin, ...]) -> None:
        """What was put into an archive being written: the archive file holds it, or the buffer it is
        written into (``tarfile.open(fileobj=buf, mode="w")``) for the step that sends the buffer."""
        if origins and archive.startswith(_IN_MEMORY):
            buffer = archive[len(_IN_MEMORY) :]
            held = self.names.get(buffer, UNKNOWN)
            self.names[buffer] = Value(held.text, merged(held.origins, origins), held.shape)
        elif origins:
            held = self.files.get(archive, UNKNOWN)
            self.files[archive] = Value(None, merged(held.origins, origins))

    def listed_secrets(self, line: int, path: str, under: str = "~/") -> Origin | None:
        """A bundled list of paths the script reads and joins to the home folder (or to a folder
        ``under`` it, ``AppData/Roaming/``): the secret stores it names are read (``.ssh | id_rsa``,
        ``.aws, credentials``: any separator between parts)."""
        if not path or not _uses_home(self.out.snippet.text):
            return None
        home = vocabulary.home_path(path) if "*" in path else ""
        if home.startswith("~/") and "*" in home:
            # the home folder (a profile of /mnt/c/Users/*) joined with paths the script got from
            # elsewhere: a bundled list it names ("profile-map.yaml", "report.toml"), read with a
            # parser of its own, is where they come from; or, joined to the home folder itself, its
            # own lists of path components (("Library", "Application Support", "Exodus"), …)
            prefix = home[: home.index("*")]
            if not prefix.endswith("/"):
                return None
            listed_elsewhere = next(
                (
                    found
                    for name in _named_bundled_files(self.out.snippet.text, (".toml",))
                    if (found := self.listed_secrets(line, name, prefix))
                ),
                None,
            )
            mine = listed_elsewhere is None and prefix == "~/"
            own = home_store_in_components(self.out.snippet.text, code=True) if mine else None
            if own is not None:
                return self.out.secret_read(line, own[0], "reads a path the script lists as components:")
            return listed_elsewhere
        listed = bundled_text(path)
        if listed is None or listed.text is None:
            return None
        in_components = home_store_listed(path) if path in (BUNDLED.get() or {}) else None
        if in_components is not None:  # ["Library", "Application Support", "Exodus", "exodus.wallet"]
            return self.out.secret_read(line, in_components[0], f"reads the paths listed in {path}:")
        for entry in listed.text.splitlines()[:_MAX_LISTED]:
            entry = _LIST_MARKUP.sub("", _LIST_KEY.sub("", entry))  # a YAML or JSON list's item: - ".netrc",
            # an inline list (key = ["a/b", "c/d"]) names one path per item; else the line is one path
            items = _INLINE_ITEM.findall(entry) if entry.lstrip().startswith("[") else []
            for item in [*items, entry]:
                parts = [part.strip("\"'[] ") for part in re.split(r"\s*[|,;\t]\s*|/", item.strip()) if part]
                joined = under + "/".join(part for part in parts if part)
                if parts and vocabulary.secret_store(joined) is not None:
                    return self.out.secret_read(line, joined, f"reads the paths listed in {path}:")
        return None

    def instructions_written(self, line: int, path: str, content: Value) -> None:
        """Downloaded text written over a SKILL.md: the agent's instructions become what the server sends."""
        fetched = content.of(Source.FETCHED)
        if fetched and path.replace("\\", "/").rsplit("/", 1)[-1] == "SKILL.md":
            self.out.emit(
                Kind.REMOTE_INSTRUCTIONS, fetched[0].detail,
                fetched[0].evidence, self.out.at(line, f"replaces the skill's own instructions ({path}) with it"),
            )  # fmt: skip

    def index_config_written(self, line: int, path: str, content: Value) -> None:
        """A package manager's config written (``~/.config/pip/pip.conf``, ``~/.npmrc``): every later
        install comes from the index it names, unverified if it also turns certificate checks off."""
        for url, unverified in packages.written_indexes(path, content.text, content.pattern):
            chain = [self.out.at(line, f"installs packages from the index {url} (writes {path})")]
            if unverified is not None:
                chain.append(self.out.at(line, f"{packages.UNVERIFIED} ({unverified})"))
            self.out.emit(Kind.INSTALL_INDEX, url, *chain)

    def moved(self, source: str | None, target: str | None, into_folder: bool) -> None:
        """A file this code wrote moved or renamed (``os.replace(tmp, dest)``, ``Path(tmp).rename(dest)``,
        ``shutil.move``): a download saved to a temporary name and moved into place is still that
        download under its new name. Only a file written here moves: a string's ``.replace`` never has one."""
        if not source or not target or source not in self.files:
            return
        held = self.files[source]
        if not held.origins:
            return
        self.files[target] = held
        last = target.rstrip("/").rsplit("/", 1)[-1]
        if into_folder and not re.search(r".\.[A-Za-z0-9]{1,5}$", last):
            # shutil.move(tmp, bin_dir): into a folder the file keeps its name
            self.files[target.rstrip("/") + "/" + source.rstrip("/").rsplit("/", 1)[-1]] = held

    def persist(self, line: int, label: str, path: str, content: Value) -> None:
        from skillgrade.rules.security.behaviour.shell import only_set_up_lines, unexplained_start_up_lines
        from skillgrade.rules.security.behaviour.values import runs_code, shown_line

        said = content.pattern or ""
        start_up = "start-up" in label
        written = f"writes {label} ({path})" + (f": {shown_line(said)}" if said.strip() else "")
        placed = copies.started(said, path, self.out.at(line, written)) or copies.entry_opens(
            said, label, self.out.at(line, written)
        )
        if placed is not None:  # a start-up line running a script the skill placed, or opening a way in
            self.out.emit(Kind.PERSISTENCE, f"{label}: {path} (runs code)", *placed)
            return
        loaded = bool(content.of(Source.FETCHED) or content.of(Source.DECODED))
        if start_up and not loaded and only_set_up_lines(said):
            return  # PATH, aliases, `eval "$(direnv hook bash)"`: the shell analyser's reading of the same lines
        judged = unexplained_start_up_lines(said) if start_up else said
        running = runs_code(judged, label) or loaded
        shown = f": {shown_line(said)}" if said.strip() else ""
        chain = [o.evidence for o in content.origins if o.source in (Source.FETCHED, Source.DECODED)]
        held = self.held_at(judged, label) if running and not chain else None
        if held is not None and held[0] != line:
            chain.append(self.out.at(held[0], f"holds the command it then writes: {held[1]}"))
        self.out.emit(
            Kind.PERSISTENCE, f"{label}: {path}" + (" (runs code)" if running else ""),
            *chain, self.out.at(line, f"writes {label} ({path}){shown}"),
        )  # fmt: skip

    def spelled_at(self, text: str) -> int | None:
        """The snippet line a string constant's text starts on, when the source spells it as it is
        (a raw or plain triple-quoted script): where a finding about that text points."""
        source = self.out.snippet.text
        for index, part in enumerate(text.splitlines()[:_SPELLED_LINES]):
            # the first line spelled once in the file (two scripts may share `#!/bin/sh`) places it
            at = source.find(part) if len(part.strip()) > 8 and "*" not in part else -1
            if at >= 0 and source.find(part, at + 1) < 0:
                return source.count("\n", 0, at) + 1 - index
        return None  # not spelled as is, or every line spelled twice: no line to name

    def held_at(self, written: str, label: str) -> tuple[int, str] | None:
        """The line of this file spelling out, whole, a written line that runs code (a command kept in
        a constant before it goes into a hook), with that line; ``None`` when it was pieced together."""
        from skillgrade.rules.security.behaviour.values import runs_code

        source = self.out.snippet.text
        for part in written.splitlines():
            wanted = part.strip()
            if len(wanted) >= 8 and wanted in source and runs_code(wanted, label):
                return source.count("\n", 0, source.find(wanted)) + 1, wanted[:120]
        return None

    def http(
        self, name: str, method: str, receiver: Value, args: list[Value], keywords: dict[str, Value],
        line: int, node: ast.Call,
    ) -> Value | None:  # fmt: skip
        url = args[0] if args else keywords.get("url", UNKNOWN)
        if method == "request" and len(args) >= 2:
            url = args[1]
        if method in ("request",) and name.startswith(("http.client", "conn")):
            url = Value(self.names.get("__http_host__", UNKNOWN).text)
        data = [keywords.get(k) for k in ("data", "json", "files", "body", "content", "params")]
        payload = [d for d in data if d is not None]
        # a header or cookie carries data too when something read goes into it
        payload.extend(v for k in ("headers", "cookies", "auth") if (v := keywords.get(k)) is not None and v.origins)
        if method == "request" and len(args) >= 3:
            payload.append(args[2])
        headers = [v for k in ("headers", "auth", "cookies") if (v := keywords.get(k)) is not None]
        if method in ("Request",):
            payload.extend(args[1:3])
            content = [d for d in [*data, *args[1:2]] if d is not None]
            if payload:
                host = vocabulary.url_host(url.pattern or "") or "?"
                carried = merged(*(p.origins for p in payload))
                leaving = self.tokens_sent_elsewhere(carried, content, [*headers, *args[2:3]], host)
                self.out.egress(line, host, Value(None, leaving), "sends")
            return Value(url.text, url.origins, url.shape)
        if method == "urlopen" and len(args) >= 2:
            payload.append(args[1])
        host_text = url.pattern or ""
        if not host_text and not payload and url.origins:
            payload.append(url)
        if (
            host_text
            and "://" not in host_text
            and not method.startswith("url")
            and (
                method in ("get", "post", "put", "patch")
                and not name.startswith(_HTTP_MODULES[:4])
                and "." not in host_text
            )
        ):
            return None
        if not host_text and method == "get" and not name.startswith(("requests", "httpx", "urllib3", "aiohttp")):
            return None
        host = vocabulary.url_host(host_text) or (host_text if host_text and "." in host_text else "?")
        if method in ("post", "put") and (
            "api.github.com/" in host_text or "/api/v4/" in host_text
        ):  # a key or member added
            granted = grants.api_grant(method.upper(), host_text, ast.unparse(node))
            if granted is not None:
                self.out.emit(Kind.PERSISTENCE, granted, self.out.at(line, f"grants {granted} ({name})"))
        sending = method in ("post", "put", "patch") or any(p.origins or p.text is None for p in payload) or url.origins
        if sending:
            content = [d for d in data if d is not None]
            origins = tokens_given_to_strangers(merged(url.origins, *(p.origins for p in payload)), content, host)
            sent = Value(None, self.tokens_sent_elsewhere(origins, content, headers, host))
            self.out.egress(line, host, sent, "sends")
        if host_text or method in ("urlretrieve", "urlopen", "get"):
            fetched = self.out.fetched(line, host_text or "?")
            if method == "urlretrieve" and len(args) >= 2 and args[1].pattern:
                self.files[args[1].pattern or ""] = Value(None, (fetched,))
                return UNKNOWN
            return Value(None, (fetched,))
        del node
        return UNKNOWN

    def tokens_sent_elsewhere(
        self, origins: tuple[Origin, ...], content: list[Value], headers: list[Value], host: str
    ) -> tuple[Origin, ...]:
        """A secret-named variable the script authenticates with to one host (in a request's headers),
        put in the content of a request to another host: leaked there, counted as a secret. A token in
        the headers records its host."""
        if host in ("", "?"):
            return origins
        for value in headers:
            for origin in value.origins:
                if origin.source is Source.TOKEN:
                    self.token_hosts.setdefault(origin.detail, set()).add(host)
        carried = {id(o) for value in content for o in value.origins if o.source is Source.TOKEN}
        if not carried or not self.token_hosts:
            return origins
        return tuple(
            replace(o, source=Source.SECRET)
            if id(o) in carried and host not in self.token_hosts.get(o.detail, {host})
            else o
            for o in origins
        )

    def tracker_log(self, name: str, args: list[Value], keywords: dict[str, Value], line: int) -> None:
        """What an experiment tracker's client logs goes to its server: W&B's (``api.wandb.ai``, or the
        ``WANDB_BASE_URL`` the file sets), MLflow's tracking server when the file sets one over HTTP
        (``MLFLOW_TRACKING_URI``, ``set_tracking_uri``; by default MLflow writes a local folder)."""
        product, default = _TRACKER_LOGS[name]
        server = _tracker_server(self.out.snippet.text, product) or default
        logged = [*args, *keywords.values()]
        if server is None or not any(value.origins for value in logged):
            return
        host = vocabulary.url_host(server) or server
        self.out.egress(line, host, Value(None, merged(*(value.origins for value in logged))), f"logs to {product}")

    def file_transfer(
        self, name: str, method: str, args: list[Value], keywords: dict[str, Value], line: int
    ) -> Value | None:
        """Files sent by FTP, SFTP or to an object store: the server a client was opened on (``FTP(host)``,
        ``SSHClient().connect(host)``) or the bucket named, and the file by handle or by path."""
        text = self.out.snippet.text
        if name in _TRANSFER_CLIENTS and args and args[0].text:
            self.sockets["ftp"] = args[0].text
            return UNKNOWN
        if method == "connect" and "paramiko" in text and args and args[0].text:
            self.sockets["ssh"] = args[0].text
            return UNKNOWN
        server, sent = None, None
        if method in ("storbinary", "storlines") and "ftp" in self.sockets and len(args) > 1:
            server, sent = self.sockets["ftp"], args[1]
        elif method == "put" and "ssh" in self.sockets and "sftp" in text.lower() and args:
            server, sent = self.sockets["ssh"], self.uploaded(args[0], line)
        elif method in ("upload_file", "upload_fileobj", "put_object") and "boto" in text:
            bucket = keywords.get("Bucket") or (args[1] if len(args) > 1 else UNKNOWN)
            body = keywords.get("Filename") or keywords.get("Fileobj") or keywords.get("Body")
            body = body or (args[0] if args else UNKNOWN)
            server = f"s3://{bucket.text or '?'}"
            sent = self.uploaded(body, line) if method == "upload_file" else body
        if server is None or sent is None or vocabulary.is_local_host(server):
            return None
        self.out.egress(line, server, sent, "uploads")
        return UNKNOWN

    def uploaded(self, path: Value, line: int) -> Value:
        """A file named by path and sent whole: a secret store when the path is one."""
        origin = self.out.secret_read(line, path.pattern or "")
        return Value(None, merged(path.origins, (origin,) if origin is not None else ()))

    def address(self, node: ast.expr) -> list[ast.expr] | None:
        """The ``(host, port)`` a connection is given, as :meth:`items` knows it, or what a function of
        the file returns for it (``def peer(): return HOST.decode(), PORT``): the pair it builds there."""
        listed = self.items(node)
        if listed is not None or not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            return listed
        definition = self.definitions.get(node.func.id)
        if definition is None or not any(isinstance(r, ast.Tuple) for r in _own_returns(definition.body)):
            return None
        return self.generator_items(node, returned=True)

    def socket(
        self, node: ast.Call, name: str, method: str, receiver: Value, args: list[Value], line: int
    ) -> Value | None:
        elements = self.address(node.args[0]) if node.args else None
        if method in ("connect", "connect_ex", "create_connection") and elements:
            parts = [self.expr(e).text for e in elements]
            host = parts[0] or "?"
            port = parts[1] if len(parts) > 1 else "?"
            if vocabulary.is_local_host(host):
                return UNKNOWN
            self.sockets["last"] = host
            self.out.emit(
                Kind.RAW_SOCKET, f"{host}:{port}", self.out.at(line, f"opens a raw connection to {host}:{port}")
            )
            return UNKNOWN
        if method == "sendto" and len(node.args) >= 2:
            sent = self.datagram(node.args[1], args[0], line)
            if sent is not None:
                return sent
        stream = method in _STREAM_READS and "stream" in self.sockets  # asyncio's reader of the connection
        if (method in ("recv", "recvfrom", "recv_into", "makefile") or stream) and "last" in self.sockets:
            peer = self.sockets["last"]
            return Value(None, (Origin(Source.FETCHED, peer, self.out.at(line, f"receives data from {peer}")),))
        if method in ("send", "sendall", "sendto") and "last" in self.sockets and args:
            self.out.egress(line, self.sockets["last"], args[0], "sends")
            return UNKNOWN
        if method == "dup2" and "last" in self.sockets:
            # a connection put in place of the process's stdin/stdout: whatever runs next is driven by the peer
            if self.sockets.get("stdio") != self.sockets["last"]:
                self.sockets["stdio"] = self.sockets["last"]
                self.sockets["stdio_line"] = str(line)
            return UNKNOWN
        del name, receiver
        return None

    def datagram(self, address: ast.expr, data: Value, line: int) -> Value | None:
        """``sock.sendto(packet, (host, port))``: a datagram sent to the address given with it. What it
        carries goes to that host; to port 53 it is a DNS query the sender built itself, so data in it
        is data put into a DNS lookup (a resolver the skill names, no library in between)."""
        elements = self.items(address)
        if not elements or len(elements) < 2:
            return None
        host, port = (self.expr(e).text for e in elements[:2])
        if host is None or vocabulary.is_local_host(host):
            return None
        carried = [o.evidence for o in data.origins if o.source in (Source.SECRET, Source.ENV)]
        if port == "53":  # a query of its own to a resolver: reported only when it carries a secret
            if carried:
                what = f"puts data into a DNS query it sends itself to {host}:53 (sendto)"
                self.out.emit(Kind.DNS_TUNNEL, host, *carried, self.out.at(line, what))
            return UNKNOWN
        self.out.egress(line, f"{host}:{port}" if port else host, data, "sends")
        return UNKNOWN

    def wired(self, host: str) -> list[Evidence]:
        """Where the connection to ``host`` was put in place of stdin/stdout (``os.dup2``), as a link."""
        if self.sockets.get("stdio") != host:
            return []
        return [self.out.at(int(self.sockets["stdio_line"]), f"puts the connection to {host} in place of stdin/stdout")]

    def execute(self, name: str, args: list[Value], keywords: dict[str, Value], line: int, node: ast.Call) -> Value:
        first = node.args[0] if node.args else None
        code = args[0] if args else UNKNOWN
        shell = name in _SHELL_STRING_CALLS or (keywords.get("shell") or UNKNOWN).text in ("True", "1")
        if isinstance(first, (ast.Name, ast.IfExp)) and code.text is None:
            # a command list picked per platform (`["cmd.exe"] if os.name == "nt" else ["/bin/sh", "-i"]`):
            # either branch may run, so the words of both are read
            listed = self.items(first)
            if listed:
                first = ast.List(elts=list(listed), ctx=ast.Load())
        if isinstance(first, (ast.List, ast.Tuple)):
            items = self.arguments(first.elts)  # ["git", *args]: a wrapper's spread arguments in place
            if first.elts and _dotted(first.elts[0]) == "sys.executable":
                items[0] = Value("python3")
            words = _command_words(items)
            code = Value(shlex.join(words) if words is not None else None, merged(*(i.origins for i in items)))
            self.lookup_carrying(items, line, name)
            if items and items[0].text is None and items[0].origins:
                self.out.executes(line, items[0], f"runs it ({name})")
                return UNKNOWN
            if items and items[0].pattern and items[0].pattern in self.files:
                self.out.executes(line, self.files[items[0].pattern or ""], f"runs it ({name})")
                return UNKNOWN
            script = _interpreted_file(items, self.files)
            if script is not None:  # ["python3", path]: the interpreter runs the file written above
                self.out.executes(line, script, f"runs it ({name})")
                return UNKNOWN
            self.git_push(items, keywords.get("cwd"), line)
            if items and items[0].text == "git":
                self.out.git_address(items[1:], line)
            shell = True
        elif code.pattern and code.pattern in self.files:
            self.out.executes(line, self.files[code.pattern or ""], f"runs it ({name})")
            return UNKNOWN
        elif _TEMPORARY in (code.text or ""):  # os.system(f"sh {tmp.name}"): the command names the file
            named = [w for w in (code.text or "").split() if w.startswith(_TEMPORARY) and w in self.files]
            if named and self.files[named[0]].of(Source.FETCHED):
                self.out.executes(line, self.files[named[0]], f"runs it ({name})")
                return UNKNOWN
        if (
            "last" in self.sockets
            and code.text
            and any(w in code.text for w in ("sh -i", "/bin/sh", "bash", "cmd.exe"))
        ):
            host = self.sockets["last"]
            self.out.emit(
                Kind.RAW_SOCKET, f"{host} (remote shell)", *self.wired(host),
                self.out.at(line, f"runs a shell ({code.text[:40]}) wired to the connection to {host}"),
            )  # fmt: skip
        elif "stdio" in self.sockets and name not in ("exec", "eval"):
            # a program started once the connection took the place of stdin/stdout: the peer types its
            # input and reads its output, whichever program it is ($SHELL, a pty, an interpreter)
            host = self.sockets["stdio"]
            started = self.out.at(line, f"starts a program on it ({name}: {(code.text or 'a program')[:40]})")
            self.out.emit(Kind.RAW_SOCKET, f"{host} (remote shell)", *self.wired(host), started)
        if name in ("exec", "eval") and first is not None and _assembled(first):
            code = Value(code.text, merged(code.origins, (self.out.decoded(line, "text assembled from pieces"),)))
        if name in ("exec", "eval", "runpy.run_path"):
            self.out.executes(line, code, f"runs it ({name})")
            if code.text and name in ("exec", "eval"):
                self.nested(Language.PYTHON, code.text, line, code)
            return UNKNOWN
        if code.origins:
            self.out.executes(line, code, f"runs it ({name})")
        # a list, a shell line, or one word naming the program (Popen("/bin/sh") runs /bin/sh)
        single = code.text is not None and len(code.text.split()) == 1
        reader = _stdin_program(code.text) if isinstance(first, (ast.List, ast.Tuple)) or shell or single else None
        if reader is not None and "input" in keywords:
            self.out.executes(line, keywords["input"], f"pipes it into {reader} ({name})")
        if reader is not None and "stdin" in keywords and keywords["stdin"].origins:
            # another process's output wired to its stdin (Popen(["curl", url], stdout=PIPE).stdout)
            self.out.executes(line, keywords["stdin"], f"pipes it into {reader} ({name})")
        if "input" in keywords and keywords["input"].origins:
            self.handed_to_sender(code, first, keywords["input"], line)
        if "input" in keywords and (code.text or "").split() in (["crontab"], ["crontab", "-"]):
            self.persist(line, "cron", "crontab -", keywords["input"])  # the table given on stdin
        if shell and code.text:
            self.nested(Language.SHELL, code.text, line, code)
        detached = any(k in keywords for k in ("start_new_session", "creationflags", "preexec_fn"))
        if detached and (keywords.get("stdout") is not None or keywords.get("stderr") is not None):
            self.out.emit(
                Kind.CONCEAL, "detached and silenced", self.out.at(line, "runs it detached with its output hidden")
            )
        printed = self.out.printed(line, code.text) if code.text else ()  # check_output(["env"])
        url = _downloaded_to_stdout(code.text) if _captures_stdout(name, node) else None
        if url is not None:  # check_output(["curl", url]), Popen(["wget", "-qO-", url], stdout=PIPE)
            printed = (*printed, self.out.fetched(line, url))
        if reader is not None and name == "subprocess.Popen":
            return Value(_STDIN_PROGRAM + reader, merged(code.origins, printed))  # proc.communicate(body) runs body
        return Value(None, merged(code.origins, printed))

    def lookup_carrying(self, items: list[Value], line: int, name: str) -> None:
        """A lookup tool run from an argument list (``["dig", label + zone]``, ``["ping", "-p", hexed,
        host]``) with data the script read in an argument: a name under a zone reaches that zone's
        server, an ICMP payload pattern the host pinged. The shell reader does the same for a command
        line; an argument list with a word not known here never becomes one, so it is read here."""
        if not items or vocabulary.command_name(items[0].text or "") not in vocabulary.DNS_TOOLS:
            return
        carrying = [item for item in items[1:] if any(o.source is not Source.IDENTITY for o in item.origins)]
        if not carrying:
            return
        host = items[-1].pattern or "?"
        evidence = [
            o.evidence
            for item in carrying
            for o in item.origins
            if o.source in (Source.SECRET, Source.ENV, Source.TOKEN, Source.IDENTITY)
        ]
        tool = vocabulary.command_name(items[0].text or "")
        what = f"puts data into a lookup it runs ({tool} {host}, {name})"
        self.out.emit(Kind.DNS_TUNNEL, host, *dict.fromkeys(evidence), self.out.at(line, what))

    def handed_to_sender(self, command: Value, first: ast.expr | None, given: Value, line: int) -> None:
        """Data handed on stdin to one of the skill's scripts that sends what it reads (a process
        started on ``post.sh`` with ``input=``): it goes to that script's host. The script is named by
        the command's words, or by a string in the expression that builds its path."""
        named = (
            [n.value for n in ast.walk(first) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
            if (first is not None)
            else []
        )
        for word in [*(command.pattern or command.text or "").split(), *named]:
            sink = script_input_sink(word.strip("'\""))
            if sink is not None:
                self.out.egress(line, sink[1], given, f"hands it to {sink[0]}, which sends")
                return

    def git_push(self, items: list[Value], folder: Value | None, line: int) -> None:
        """``["git", "push", URL, …]`` run in a folder: the repository sent holds what the script copied
        or wrote there (in the whole script when no folder is given), secrets included."""
        from skillgrade.rules.security.behaviour.shell import outside_remote, pushed_to

        words = [i.text for i in items[1:] if i.text is not None and not i.text.startswith("-")]
        if not items or vocabulary.command_name(items[0].text or "") != "git" or words[:1] != ["push"]:
            return
        url, host = pushed_to(words, {})
        if host is None or not outside_remote(url, host):
            return
        where = folder.pattern if folder is not None else None
        held = self.files.under(where) if where else merged(*(v.origins for v in self.files.values()))
        carried = tuple(o for o in held if o.source in (Source.SECRET, Source.ENV))
        if carried:
            self.out.egress(line, host, Value(None, carried), "pushes")

    def nested(self, language: Language, text: str, line: int, code: Value) -> None:
        from skillgrade.rules.security.behaviour import languages

        snippet = self.out.snippet
        inner = Snippet(
            path=snippet.path, rel=snippet.rel, language=language, text=text,
            first_line=snippet.first_line + line - 1, presentation=snippet.presentation, origin=snippet.origin,
        )  # fmt: skip
        decoded = [o.evidence for o in code.of(Source.DECODED)]
        for capability in languages.analyse(inner):
            chain = tuple(dict.fromkeys((*decoded, *capability.chain)))
            self.out.found.append(
                Capability(kind=capability.kind, detail=capability.detail, chain=chain, snippet=snippet)
            )


_TEMPORARY = "tempfile:"
"""How a temporary file (``NamedTemporaryFile``) is named among the files a script writes."""
_LIBRARY_LOADERS = frozenset(
    {"ctypes.CDLL", "ctypes.cdll.LoadLibrary", "ctypes.WinDLL", "ctypes.windll.LoadLibrary", "ctypes.PyDLL",
     "ctypes.OleDLL", "ctypes.LibraryLoader", "ctypes.util.find_library", "_ctypes.dlopen"}
)  # fmt: skip
"""Calls that load a native library, running its initialisers."""
_FOLDER_WALKS = ("walk", "iterdir", "rglob", "glob", "scandir", "listdir")
_STREAM_READS = ("readline", "readexactly", "readuntil")
"""An asyncio connection's reads (``await reader.readline()``)."""
_VIEW_METHODS = frozenset({"setdefault", "get", "__getitem__"})
"""Methods giving a part of a container that is still inside it (``cfg.setdefault("hooks", {})``)."""
_FILLING_METHODS = frozenset(
    {"update", "append", "extend", "add", "insert", "setdefault", "__setitem__", "set_content", "set_payload",
     "attach", "add_attachment", "add_alternative", "add_related", "add_header", "add_text", "add_itxt"}
)  # fmt: skip
"""Methods that put their arguments into the object they are called on (a dict, a list, an email
message): what the object is sent with afterwards carries them."""
_OPTIONS = "\0options"
"""The text of the namespace ``argparse`` parses the command line into (its attributes: the options)."""
_IMAGE_METADATA = frozenset({"pnginfo", "exif", "xmp", "comment", "icc_profile", "extra"})
"""Keywords of an image library's ``save`` whose values are written into the file as metadata (Pillow's)."""
_HUB_DOWNLOADS = frozenset({"hf_hub_download", "snapshot_download"})
_TORCH_HUB_LOADERS = frozenset({"torch.hub.load", "torch.hub.list", "torch.hub.help"})
_HUB_MODEL_KEYWORDS = (
    "pretrained_model_name_or_path", "model_name_or_path", "model_name", "model_id", "repo_id", "path", "model"
)  # fmt: skip
_HUB = "\0hub:"
"""How a file or folder a Hub download filled is named among the files a script writes."""
_UNPICKLING = "unpickling runs the code it names"
_OBJECT_LOADERS = {
    **dict.fromkeys(
        ("pickle.loads", "pickle.load", "_pickle.loads", "_pickle.load", "cPickle.loads", "cPickle.load",
         "dill.loads", "dill.load", "cloudpickle.loads", "cloudpickle.load", "joblib.load",
         "sklearn.externals.joblib.load", "pandas.read_pickle", "torch.hub.load_state_dict_from_url",
         "torch.utils.model_zoo.load_url", "pickle.Unpickler", "dill.Unpickler"),
        _UNPICKLING,
    ),
    "jsonpickle.decode": "jsonpickle rebuilds the objects it names",
    "marshal.loads": "marshal gives back the code object it holds",
    "marshal.load": "marshal gives back the code object it holds",
    **dict.fromkeys(
        ("yaml.unsafe_load", "yaml.unsafe_load_all"), "its python/object tags call what they name"
    ),
}  # fmt: skip
"""Calls that run code named in the data they load (a pickle's reduce, a YAML python/object tag),
whatever their arguments; :func:`_object_loader` adds those unsafe only with an argument."""
_UNSAFE_YAML_LOADERS = ("Loader", "UnsafeLoader", "FullLoader", "CLoader", "CUnsafeLoader", "CFullLoader")
_KERAS_LOADERS = ("keras.models.load_model", "keras.saving.load_model", "load_model")


def _object_loader(name: str, node: ast.Call) -> str | None:
    """How loading data with the call ``name`` runs code, or ``None`` when it does not: a pickle
    loader always; ``torch.load`` unless ``weights_only=True``; ``numpy.load`` with
    ``allow_pickle=True``; ``yaml.load`` given a loader that builds Python objects; Keras's
    ``load_model`` with ``safe_mode=False`` (a Lambda layer's code runs)."""
    if name in _OBJECT_LOADERS:
        return _OBJECT_LOADERS[name]
    flags = {k.arg: k.value for k in node.keywords if k.arg}
    if name == "torch.load":
        weights_only = flags.get("weights_only")
        safe = isinstance(weights_only, ast.Constant) and weights_only.value is True
        return None if safe else "without weights_only=True it unpickles, running the code it names"
    if name == "numpy.load":
        allowed = flags.get("allow_pickle")
        return _UNPICKLING if isinstance(allowed, ast.Constant) and allowed.value is True else None
    if name in ("yaml.load", "yaml.load_all"):
        loader = flags.get("Loader") or (node.args[1] if len(node.args) > 1 else None)
        chosen = _dotted(loader).rsplit(".", 1)[-1] if loader is not None else ""
        return f"yaml.{chosen} builds the Python objects its tags name" if chosen in _UNSAFE_YAML_LOADERS else None
    if name.endswith(_KERAS_LOADERS):
        safe_mode = flags.get("safe_mode")
        unsafe = isinstance(safe_mode, ast.Constant) and safe_mode.value is False
        return "load_model with safe_mode=False runs a Lambda layer's code" if unsafe else None
    return None


_WEBSOCKETS = frozenset(
    {"websocket.create_connection", "websockets.connect", "websockets.client.connect",
     "websockets.sync.client.connect", "websocket.WebSocket.connect"}
)  # fmt: skip
_HANDSHAKE_FIELDS = frozenset(
    {
        "header",
        "headers",
        "extra_headers",
        "additional_headers",
        "cookie",
        "subprotocols",
        "origin",
        "user_agent_header",
    }
)
"""A WebSocket opener's keywords whose values go to the host in its opening request."""


def _formats_from_environment(node: ast.Call) -> bool:
    """``template.format(**os.environ)``: the template's named slots are the environment's variables."""
    return any(
        keyword.arg is None and isinstance(keyword.value, ast.Attribute) and keyword.value.attr == "environ"
        for keyword in node.keywords
    )


_PROFILE_FOLDERS = frozenset({"browser profile", "Firefox profile"})
"""Stores that are an application's whole profile folder, not a file of secrets in itself."""


def _named_bundled_files(text: str, more: tuple[str, ...] = ()) -> list[str]:
    """The skill's data files (YAML, JSON, text lists, and any ``more`` suffixes) whose names the code spells out."""
    bundled = BUNDLED.get() or {}
    suffixes = (".yaml", ".yml", ".json", ".txt", ".list", ".conf", *more)
    return [rel for rel in bundled if rel.endswith(suffixes) and f"{rel.rsplit('/', 1)[-1]}" in text][:8]


def _config_texts(text: str) -> tuple[str, ...]:
    """The text of each of the skill's config and data files the code ``text`` names."""
    bundled = BUNDLED.get() or {}
    return tuple(bundled.get(rel, "")[:65536] for rel in _named_bundled_files(text, (".toml", ".ini", ".cfg", ".env")))


_SSH_IDENTITY_KEY = "identityfile"
_SSH_IDENTITY_FILES = "~/.ssh/id_*"
"""An SSH client setting's ``IdentityFile`` (``ssh -G host`` prints it lower-cased) names the private
key the client signs in with: a file opened by what a lookup of it gives is the user's SSH key."""


def _configured_value(configs: tuple[str, ...], key: str) -> str | None:
    """The value ``key`` has in the skill's config files the code names (``configs``), when they give
    it exactly one (``endpoint: https://…`` under any section of ``config.yaml``, ``endpoint = …`` in an
    INI): what a script that reads the file with a parser of its own gets for ``cfg["endpoint"]``."""
    holding = [text for text in configs if key in text]
    if not holding or not re.fullmatch(r"[\w.-]{2,64}", key):
        return None
    setting = re.compile(
        rf"(?m)^[ \t]*[\"']?{re.escape(key)}[\"']?[ \t]*[:=][ \t]*[\"']?"
        r"([^\s\"'#,{}\[\]][^\"'#\n,]*?)[\"']?[ \t]*,?[ \t]*$"
    )
    found = {match.group(1).strip() for text in holding for match in setting.finditer(text)}
    return found.pop() if len(found) == 1 else None


_LIST_MARKUP = re.compile(r"^\s*(?:[-*]\s+)?[\"']?|[\"']?\s*,?\s*$")
"""A list item's markup in a data file (YAML's ``- ``, JSON's quotes and trailing comma)."""
_MAX_INLINE_DEPTH = 3
_MAX_RETURN_USES = 8
"""A call without arguments to a function of the file is given its return value at most this often."""
_MAX_INLINED_CALLS = 64
"""Calls followed into the file's own functions: nested at most this deep, at most this many per file."""
_MAX_ATTRIBUTES = 256
"""Attributes one object of the skill's own classes keeps (see :func:`_attributes_at`)."""

_DESCRIPTOR = "\0fd:"
"""The text of a value that is an OS file descriptor of a known path (``tempfile.mkstemp``'s first)."""
_TEMP_DIR = "/tmp"
_HANDLE = "\0file:"
_ARCHIVE = "\0archive:"
"""The text of a value that is an archive opened for writing (``tarfile.open(p, "w:gz")``): the path follows."""
_REPORT_PROPERTIES = frozenset({"record_property", "record_testsuite_property", "record_xml_attribute"})
"""pytest fixtures whose values are written into the run's JUnit XML report."""
_ARCHIVE_SUFFIXES = {"zip": ".zip", "tar": ".tar", "gztar": ".tar.gz", "bztar": ".tar.bz2", "xztar": ".tar.xz"}
"""The file name ``shutil.make_archive`` adds to its base name, per format."""
_SPELLED_LINES = 8
"""Lines of a written text tried in turn for the one the source spells once (where the text starts)."""
_IN_MEMORY = "\0memory:"
"""The path of an archive written into a buffer the script names (``io.BytesIO()``): the name follows."""


def _memory_archive(node: ast.Call) -> str | None:
    """The buffer an archive is opened on (``tarfile.open(fileobj=buf)``, ``zipfile.ZipFile(buf, "w")``)
    as a path of its own, or ``None`` when it is not a plain name."""
    given = next((k.value for k in node.keywords if k.arg in ("fileobj", "file")), node.args[0] if node.args else None)
    return _IN_MEMORY + given.id if isinstance(given, ast.Name) else None


_ARCHIVE_OPENERS = frozenset({"tarfile.open", "tarfile.TarFile", "zipfile.ZipFile", "zipfile.PyZipFile"})
_READING = "\0reading:"
"""Starts the value of a file opened for reading whose text another step wrote (``fh.read()`` gives it)."""
"""The text of a value that is a file opened for writing: the path follows."""
_STDIN_PROGRAM = "\0stdin-program:"
"""The text of a value that is a process reading its program from stdin (``Popen(['sh', '-s'])``)."""
_TEXT_CALLS: dict[str, Callable[[str], str]] = {
    "textwrap.dedent": textwrap.dedent,
    "inspect.cleandoc": inspect.cleandoc,
}
"""Calls that return their argument's text reshaped, not changed (a unit file written with dedent)."""


_CAPTURING_CALLS = frozenset({"subprocess.check_output", "subprocess.getoutput", "subprocess.getstatusoutput"})
"""Calls that return what the command printed."""


def _captures_stdout(name: str, node: ast.Call) -> bool:
    """The call hands back what the command prints: a capturing call, or its output piped
    (``stdout=PIPE``, ``capture_output=True``) to be read from the result."""
    if name in _CAPTURING_CALLS:
        return True
    given = {k.arg: k.value for k in node.keywords if k.arg}
    piped = "stdout" in given and _dotted(given["stdout"]).endswith("PIPE")
    capture = given.get("capture_output")
    captured = isinstance(capture, ast.Constant) and bool(capture.value)
    return piped or captured


def _shell_words(command: str | None) -> list[str]:
    """A command line's words as the shell splits them; none when it is missing or unbalanced."""
    try:
        return shlex.split(command) if command else []
    except ValueError:
        return []


def _downloaded_to_stdout(command: str | None) -> str | None:
    """The URL a downloader in ``command`` prints to stdout (``curl -fsSL URL``, ``wget -qO- URL``), or
    ``None`` when it is no downloader or writes a file instead (``curl -o f URL``, ``wget URL``)."""
    words = _shell_words(command)
    if not words or vocabulary.command_name(words[0]) not in ("curl", "wget"):
        return None
    urls = [w for w in words[1:] if re.match(r"(?i)https?://", w)]
    if not urls:
        return None
    flags = words[1:]
    if vocabulary.command_name(words[0]) == "wget":  # a file unless -O names stdout
        dash = any(a in ("-O", "-qO", "--output-document") and b == "-" for a, b in itertools.pairwise(flags))
        glued = any(w in ("--output-document=-",) or re.fullmatch(r"-\w*O-", w) for w in flags)
        return urls[0] if dash or glued else None
    writes_file = any(w in ("-o", "-O", "--output", "--remote-name") or w.startswith("--output=") for w in flags)
    return None if writes_file else urls[0]


def _stdin_program(command: str | None) -> str | None:
    """The shell or interpreter of ``command`` when it reads its program from stdin (no script named)."""
    words = _shell_words(command)
    name = vocabulary.command_name(words[0]) if words else ""
    if name not in vocabulary.SHELLS and name not in vocabulary.INTERPRETERS:
        return None
    rest = words[1:]
    return name if all(w.startswith("-") for w in rest) and not {"-c", "-e", "-m"} & set(rest) else None


def _percent_formatted(template: Value, items: list[Value]) -> Value:
    """``template % items``: each ``%s``/``%r``/``%d`` filled in turn; an item not known leaves its
    shape (``*``) in the text's shape, so what the rest says (``exec(urlopen(*).read())``) is still read."""
    pieces: list[Value] = []
    rest = template.text or ""
    for item in items:
        marker = re.search(r"%[srd]", rest)
        if marker is None:
            break
        pieces += [Value(rest[: marker.start()]), _as_repr(item) if marker.group() == "%r" else item]
        rest = rest[marker.end() :]
    filled = joined([*pieces, Value(rest)])
    return Value(filled.text, merged(template.origins, *(i.origins for i in items)), filled.shape)


def _as_repr(item: Value) -> Value:
    """A value put into text by its ``repr`` (``%r``, ``{url!r}``): quoted, so code built around it
    (``exec(urlopen(%r).read())``) reads as the code it becomes."""
    if item.text is not None:
        return Value(repr(item.text), item.origins)
    return joined([Value("'"), item, Value("'")])


def _constant_join(node: ast.Call) -> str | None:
    """``"sep".join([...])`` of string constants written out, or ``None``."""
    func, args = node.func, node.args
    if not (isinstance(func, ast.Attribute) and func.attr == "join" and isinstance(func.value, ast.Constant)):
        return None
    if len(args) != 1 or not isinstance(args[0], (ast.List, ast.Tuple)) or not isinstance(func.value.value, str):
        return None
    words = [e.value for e in args[0].elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return func.value.value.join(words) if len(words) == len(args[0].elts) else None


def _assembled(node: ast.expr) -> bool:
    """Code built at run time from pieces (concatenation, join, chr, format, a reversed string)."""
    if isinstance(node, ast.BinOp) or (isinstance(node, ast.JoinedStr) and len(node.values) > 1):
        return True
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice) and node.slice.step is not None:
        return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr in ("join", "format", "replace", "translate") or _assembled(node.func.value)
    return isinstance(node, ast.Call) and _dotted(node.func) in ("chr", "bytes", "bytearray")


_MAX_UNROLLED = 64
_UNROLL_BUDGET = 6000
"""A loop over a literal list is walked once per item when there are at most 8 items, or at most
``_MAX_UNROLLED`` whose walks together visit at most ``_UNROLL_BUDGET`` syntax nodes (a table of
twenty wallet extension ids is walked whole; a long body over a long list is not)."""


@functools.lru_cache(maxsize=32)
def _top_level_functions(text: str) -> dict[str, ast.FunctionDef | ast.AsyncFunctionDef]:
    """The functions a module of the skill defines at top level, by name (one parse per text)."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return {}
    return {s.name: s for s in tree.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))}


@dataclass(frozen=True, slots=True)
class _Imported:
    definition: ast.FunctionDef | ast.AsyncFunctionDef
    rel: str
    """The module's file, relative to the skill."""
    aliases: dict[str, str]
    """The module's own imports, which its body's names mean."""


@dataclass(frozen=True, slots=True)
class _Class:
    """A class of the skill's Python (the file's own, or one of its modules'): what an object made of
    it starts with, and its methods, followed with the object's attributes bound to ``self``."""

    name: str
    methods: dict[str, ast.FunctionDef | ast.AsyncFunctionDef]
    fields: tuple[tuple[str, ast.expr | None], ...]
    """A dataclass's (attrs', a NamedTuple's, a pydantic model's) fields in order, with their defaults:
    what the generated constructor takes."""
    constants: tuple[tuple[str, ast.expr], ...]
    """Class-level constants (``PORT = 4444``): what ``self.PORT`` reads until an object sets its own."""
    rel: str
    """The module's file when the class is another module's, else ``""``."""
    aliases: dict[str, str]
    """That module's own imports, which its methods' names mean."""


@dataclass(frozen=True, slots=True)
class _Instance:
    """An object made of a :class:`_Class`: its attributes as its constructor, its methods and the code
    around it have set them."""

    of: _Class
    attributes: dict[str, Value]
    items: dict[str, list[ast.expr]]
    """The items of the attributes that hold a list or tuple (``self.address = (host, port)``)."""


_FIELD_DECORATORS = frozenset({"dataclass", "define", "frozen", "mutable", "attrs", "dataclass_transform"})
_FIELD_BASES = frozenset({"NamedTuple", "BaseModel", "BaseSettings", "Struct"})
"""Decorators and bases whose classes take their annotated attributes as constructor arguments."""


_Attribute = TypeVar("_Attribute")


def _attributes_at(table: Mapping[str, _Attribute], place: str) -> dict[str, _Attribute]:
    """The object's own attributes among the names the code holds (``relay.port`` for the object at
    ``relay``), at most :data:`_MAX_ATTRIBUTES`. Deeper paths (``relay.conn.host``) are left out:
    taken as attributes, an object holding objects whose methods hold it again would copy each
    other's names into one another on every call, and a real data-engineering script grew to a
    million attributes that way."""
    prefix = place + "."
    found: dict[str, _Attribute] = {}
    for key, value in table.items():
        if key.startswith(prefix) and "." not in key[len(prefix) :]:
            found[key[len(prefix) :]] = value
            if len(found) >= _MAX_ATTRIBUTES:
                break
    return found


def _class_of(node: ast.ClassDef, rel: str, aliases: dict[str, str], known: dict[str, _Class]) -> _Class:
    """The methods, fields and constants of a class, those of its bases among ``known`` first."""
    methods: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}
    fields: dict[str, ast.expr | None] = {}
    constants: dict[str, ast.expr] = {}
    for base in node.bases:
        inherited = known.get(_dotted(base))
        if inherited is not None:
            methods.update(inherited.methods)
            fields.update(inherited.fields)
            constants.update(inherited.constants)
    declared = {_dotted(d).rsplit(".", 1)[-1] for d in node.decorator_list} & _FIELD_DECORATORS or {
        _dotted(b).rsplit(".", 1)[-1] for b in node.bases
    } & _FIELD_BASES
    for child in node.body:
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
            methods[child.name] = child
        elif isinstance(child, ast.AnnAssign) and isinstance(child.target, ast.Name):
            if declared:
                fields[child.target.id] = child.value
            elif child.value is not None and (_literal(child.value) or _folds(child.value)):
                constants[child.target.id] = child.value
        elif isinstance(child, ast.Assign) and (_literal(child.value) or _folds(child.value)):
            for target in child.targets:
                if isinstance(target, ast.Name):
                    constants[target.id] = child.value
    return _Class(node.name, methods, tuple(fields.items()), tuple(constants.items()), rel, aliases)


def _module_classes(tree: ast.Module, rel: str) -> dict[str, _Class]:
    """The top-level classes of the skill's module ``tree`` (its file ``rel``), a base defined above a
    class in the same module included."""
    aliases = _module_aliases(tree)
    classes: dict[str, _Class] = {}
    for statement in tree.body:
        if isinstance(statement, ast.ClassDef):
            classes[statement.name] = _class_of(statement, rel, aliases, classes)
    return classes


_CONFIG_PARSERS = frozenset(
    {"tomllib.loads", "tomllib.load", "tomli.loads", "tomli.load", "toml.loads", "toml.load", "json.loads",
     "json.load", "yaml.safe_load", "yaml.load", "yaml.full_load"}
)  # fmt: skip
_TEXT_PARSERS = frozenset({"json.loads", "ast.literal_eval", "yaml.safe_load", "yaml.load", "tomllib.loads"})
"""Parsers whose data is worked out when the text they are given is known."""
_CONFIG_SUFFIXES = (".toml", ".json", ".yaml", ".yml", ".ini", ".cfg")
_INI_PARSERS = frozenset({"configparser.ConfigParser", "configparser.RawConfigParser", "configparser.SafeConfigParser"})
_INI_READS = frozenset({"read", "read_file"})
_MAX_CONFIG = 65536


@functools.lru_cache(maxsize=256)
def _loops_over(definition: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> bool:
    """Whether the function walks its parameter ``name`` item by item (``for p in paths``, or a
    comprehension over it): handed a list of paths, it does something with each. Cached: a file
    may call one helper many times."""
    return any(
        isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension))
        and isinstance(_walked_whole(node.iter), ast.Name)
        and getattr(_walked_whole(node.iter), "id", None) == name
        for node in ast.walk(definition)
    )


def _walked_whole(node: ast.expr) -> ast.expr:
    """The dict a loop over ``found.items()`` (``values()``, ``keys()``) walks; any other iterable as it is."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("items", "values", "keys")
        and not node.args
    ):
        return node.func.value
    return node


_MAX_SPREAD_KEYS = 64
"""Entries of one dict spread into a call that are followed."""


def _named_fields_filled(text: str, receiver: Value, named: dict[str, Value]) -> Value:
    """``"ExecStart={run} && {update}".format(run=…, update=…)``: each ``{name}`` given replaced by its
    value (``*`` for one known only at run time), ``{{``/``}}`` kept as braces; a field not given stays."""
    unknown = False

    def filled(match: re.Match[str]) -> str:
        nonlocal unknown
        if match.group(0) in ("{{", "}}"):
            return match.group(0)[0]
        value = named.get(match.group(1))
        if value is None:
            return match.group(0)
        unknown = unknown or value.text is None
        return value.text if value.text is not None else value.pattern or "*"

    result = re.sub(r"\{\{|\}\}|\{([A-Za-z_]\w*)\}", filled, text)
    origins = merged(receiver.origins, *(v.origins for v in named.values()))
    return Value(None, origins, result) if unknown else Value(result, origins)


def _bundled_read(path: str) -> Value | None:
    """The text of a file the skill bundles read whole (``(HERE / "templates" / "unit.tmpl").read_text()``):
    a template filled (``.format(run=…)``, ``.replace("@CFG@", url)``) and written where it runs later is
    judged with the values put in, as a string spelled in the code would be."""
    if "/" not in path:
        return None
    held = bundled_text(path)
    return held if held is not None and held.text is not None and len(held.text) <= _MAX_CONFIG else None


def _bundled_rel(path: str | None) -> str | None:
    """The skill's config file ``path`` names (``*/assets/app.toml`` when the folder is built at run time)."""
    if not path or not path.lower().endswith(_CONFIG_SUFFIXES):
        return None
    table = BUNDLED.get() or {}
    cleaned = path.replace("\\", "/").removeprefix("./")
    parts = [p for p in cleaned.split("/") if p not in ("", ".", "..", "*")]
    wanted = "/".join(parts)
    for rel in table:
        if wanted and (rel == wanted or rel.endswith("/" + wanted) or wanted.endswith("/" + rel)):
            return rel
    return None


def _parsed_literal(text: str, rel: str) -> ast.expr | None:
    """A config file's data as a Python literal (strings, numbers, lists, dicts), or ``None``."""
    if len(text) > _MAX_CONFIG:
        return None
    import yaml  # already loaded by the manifest reader

    try:
        if rel.endswith(".toml"):
            if sys.version_info >= (3, 11):
                import tomllib
            else:  # pragma: no cover - exercised on 3.10 only
                import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

            data: object = tomllib.loads(text)
        elif rel.endswith(".json"):
            import json

            data = json.loads(text)
        elif rel.endswith((".ini", ".cfg")):
            data = _ini_sections(text)
        else:
            data = yaml.safe_load(text)
    except (ValueError, RecursionError, yaml.YAMLError):  # a config that does not parse gives nothing to follow
        return None
    return _as_literal(data, 0)


def _ini_sections(text: str) -> dict[str, dict[str, str]]:
    """An INI file as ``configparser.ConfigParser`` reads it: each section's keys, with the
    ``DEFAULT`` section's and ``%(name)s`` references filled in (a value that does not interpolate is
    kept as written)."""
    import configparser

    parser = configparser.ConfigParser()
    try:
        parser.read_string(text)
    except configparser.Error as error:  # a file that does not parse: nothing to follow, as for the others
        raise ValueError(str(error)) from error
    sections: dict[str, dict[str, str]] = {}
    for section in [configparser.DEFAULTSECT, *parser.sections()]:
        raw = parser[section]
        entries: dict[str, str] = {}
        for key in raw:
            try:
                entries[key] = raw[key]
            except (configparser.Error, ValueError):
                entries[key] = parser.get(section, key, raw=True)
        sections[section] = entries
    return sections


def _text_data(text: str, parser: str) -> object:
    """What ``parser`` makes of ``text``, without running anything; ``None`` when it does not parse."""
    try:
        if parser == "json.loads":
            import json

            return json.loads(text)
        if parser == "ast.literal_eval":
            return ast.literal_eval(text)
        if parser == "tomllib.loads":
            if sys.version_info >= (3, 11):
                import tomllib
            else:  # pragma: no cover - exercised on 3.10 only
                import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

            return tomllib.loads(text)
        import yaml  # already loaded by the manifest reader

        return yaml.safe_load(text)
    except Exception:  # ValueError, SyntaxError, RecursionError, yaml's own errors (the reader stays lazy)
        return None


def _as_literal(data: object, depth: int) -> ast.expr | None:
    if depth > 8:
        return None
    if isinstance(data, bool) or data is None:
        return ast.Constant(value=data)
    if isinstance(data, (str, int, float)):
        return ast.Constant(value=data)
    if isinstance(data, list):
        items = [_as_literal(item, depth + 1) for item in data[:256]]
        return ast.List(elts=[i if i is not None else ast.Constant(value=None) for i in items], ctx=ast.Load())
    if isinstance(data, dict):
        keys: list[ast.expr | None] = [ast.Constant(value=str(k)) for k in list(data)[:256]]
        values = [_as_literal(v, depth + 1) or ast.Constant(value=None) for v in list(data.values())[:256]]
        return ast.Dict(keys=keys, values=values)
    return None


def _module_aliases(tree: ast.Module) -> dict[str, str]:
    """The names a module's top-level imports bind, as the analyser resolves them."""
    aliases: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.Import):
            for alias in node.names:
                aliases[alias.asname or alias.name.split(".")[0]] = (
                    alias.name if alias.asname else alias.name.split(".")[0]
                )
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return aliases


def _in_order(how: str, items: list[ast.expr]) -> list[ast.expr]:
    """Items as ``reversed`` or ``sorted`` gives them (sorted only when every item is a constant string)."""
    if how == "reversed":
        return items[::-1]
    if all(isinstance(i, ast.Constant) and isinstance(i.value, str) for i in items):
        return sorted(items, key=lambda i: str(i.value) if isinstance(i, ast.Constant) else "")
    return items


def _integer(text: str | None) -> bool:
    return text is not None and text.lstrip("-").isdigit()


def _in_base(digits: str | None, base: str | None) -> str | None:
    """``int(digits, base)`` folded, for the bases Python takes (``None`` when it would raise)."""
    if digits is None or base is None or not base.isdigit() or not (2 <= int(base) <= 36) or len(digits) > 20:
        return None
    try:
        return str(int(digits.strip(), int(base)))
    except ValueError:
        return None


_ARITHMETIC = {ast.Add: int.__add__, ast.Sub: int.__sub__, ast.Mult: int.__mul__}


def _arithmetic(node: ast.expr, depth: int = 0) -> int | None:
    """An integer sum, difference or product of integer literals (a port written ``4000 + 443``)."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if not isinstance(node, ast.BinOp) or type(node.op) not in _ARITHMETIC or depth > 8:
        return None
    left, right = _arithmetic(node.left, depth + 1), _arithmetic(node.right, depth + 1)
    if left is None or right is None or abs(left) > 1 << 32 or abs(right) > 1 << 32:
        return None
    return _ARITHMETIC[type(node.op)](left, right)


def _reordered(node: ast.expr) -> bool:
    """``sorted(x)``, ``list(x)``, ``reversed(x)`` …: the same items as ``x`` (in another order)."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("sorted", "list", "tuple", "set", "reversed", "frozenset")
        and len(node.args) == 1
    )


def _unrolled(items: list[ast.expr], body: list[ast.stmt]) -> bool:
    if not 0 < len(items) <= _MAX_UNROLLED:
        return False
    if len(items) <= 8:
        return True
    size = sum(1 for statement in body for _ in ast.walk(statement))
    return len(items) * size <= _UNROLL_BUDGET


def _shape_of(values: list[Value]) -> str | None:
    """A container's constant strings side by side (what a written plist or config says)."""
    texts = [v.pattern for v in values if v.pattern]
    return " ".join(t for t in texts if t) if texts else None


def _literal_items(node: ast.expr) -> list[ast.expr] | None:
    if isinstance(node, (ast.List, ast.Tuple)):
        return list(node.elts)
    return None


def _slice_bound(bound: ast.expr | None, default: int) -> int | None:
    """A slice bound written as a whole number (``1``, ``-1``), the default when left out, else None."""
    if bound is None:
        return default
    if isinstance(bound, ast.UnaryOp) and isinstance(bound.op, ast.USub) and isinstance(bound.operand, ast.Constant):
        return -bound.operand.value if type(bound.operand.value) is int else None
    return bound.value if isinstance(bound, ast.Constant) and type(bound.value) is int else None


def _dotted(node: ast.expr | None) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else ""
    if isinstance(node, ast.Call):
        return _dotted(node.func)
    return ""


def _decoded_constant(name: str, text: str, codec: str | None) -> str | None:
    try:
        if name.endswith(("fromhex", "unhexlify", "a2b_hex")):
            return bytes.fromhex(text).decode("utf-8", "replace")
        if name.endswith("decode") and name.startswith("codecs"):
            if codec and codec.lower().replace("_", "") in ("rot13", "rot-13"):
                return codecs.decode(text, "rot13")
            if codec == "hex":
                return bytes.fromhex(text).decode("utf-8", "replace")
            if codec in ("base64", "base_64"):
                raw = base64_bytes(text)
                return raw.decode("utf-8", "replace") if raw is not None else None
        if name.endswith(("decompress",)):
            return zlib.decompress(text.encode("latin-1")).decode("utf-8", "replace")
    except (ValueError, binascii.Error, zlib.error, UnicodeError):
        return None
    codec = next((c for c in ("b64decode", "b32decode", "decodebytes", "a2b_base64") if name.endswith(c)), "")
    decoded = decode_named(text, "base32" if codec == "b32decode" else "base64") if codec else decode_layers(text)
    return decoded.text if decoded is not None else None


_MAX_ADDED = 16
"""Pieces of one sum of strings tried branch by branch for the place they name."""


def _names_a_place(path: str | None) -> bool:
    return bool(path) and (vocabulary.secret_store(path or "") or vocabulary.persistence_target(path or "")) is not None


_BUILT_LISTS = (ast.ListComp, ast.GeneratorExp)
"""A list written in place whose items are not known (a comprehension over a parameter): added to a
known list it stands as one unknown item, so the known ones still reach what the list is joined into."""
_ADDED_LISTS = (*_BUILT_LISTS, ast.Name)
"""What, added to a known list, is a list whose items are not known: one written in place, or a name
(``kept + entries()``: the lines kept from the old crontab, then the known new ones)."""


def _empty_mapping(name: str | None, call: ast.Call) -> bool:
    """``dict()``, ``defaultdict(list)``, ``OrderedDict()``: a new empty dict."""
    if name in ("dict", "collections.OrderedDict", "OrderedDict"):
        return not call.args and not call.keywords
    return name in ("collections.defaultdict", "defaultdict") and len(call.args) <= 1 and not call.keywords


def _entry_appended_to(node: ast.Call) -> tuple[str, ast.expr] | None:
    """The dict and key of ``found.setdefault(kind, []).append(x)`` or ``found[kind].append(x)``."""
    if len(node.args) != 1 or not isinstance(node.func, ast.Attribute):
        return None
    part = node.func.value
    if (
        isinstance(part, ast.Call)
        and isinstance(part.func, ast.Attribute)
        and part.func.attr == "setdefault"
        and part.args
        and isinstance(part.func.value, ast.Name)
    ):
        return part.func.value.id, part.args[0]
    if isinstance(part, ast.Subscript) and isinstance(part.value, ast.Name) and not isinstance(part.slice, ast.Slice):
        return part.value.id, part.slice
    return None


def _returns_a_list(definition: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """The function hands back a list it builds: a literal, a comprehension, or a name (``return found``),
    or lists added together (``return [home / n for n in names] + [Path(".env")]``)."""
    return any(_list_shaped(r) for r in _own_returns(definition.body))


def _list_shaped(node: ast.expr, depth: int = 0) -> bool:
    """A literal list, a comprehension or a name, or such lists (or tuples) added together."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and depth < 8:
        parts = (node.left, node.right)
        return all(isinstance(part, ast.Tuple) or _list_shaped(part, depth + 1) for part in parts)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and depth:  # tuple(… for n in names) + (…,)
        return node.func.id in ("list", "tuple", "sorted") and len(node.args) == 1
    return isinstance(node, (ast.Name, ast.List, ast.ListComp))


_MAX_FOLDED = 16
"""The most items ``reduce`` or ``map`` over a written-out list is followed through, one by one."""


class _Held(ast.expr):
    """An item a generator yielded, holding the value it had there: a loop over the generator binds
    it as it would a literal list's item."""

    _fields = ()

    def __init__(self, held: Value, at: ast.expr) -> None:
        super().__init__()
        self.held = held
        ast.copy_location(self, at)

    def __deepcopy__(self, memo: dict[int, object]) -> _Held:
        return self  # a value already worked out, put into a copied expression as it is


def _run_time_path(shape: str | None) -> bool:
    """Whether ``shape`` is a path with a piece known only at run time (``~/.cache/t/*``), not the
    words of a list or tuple (``. npm rc``)."""
    return shape is not None and "/" in shape and "*" in shape


def _generates(definition: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """Whether a function is a generator: a ``yield`` in its own body (not in a function inside it)."""
    pending: list[ast.AST] = list(definition.body)
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.Yield, ast.YieldFrom)):
            return True
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            pending.extend(ast.iter_child_nodes(node))
    return False


def _either_tuple(returns: list[ast.expr]) -> ast.Tuple | None:
    """Tuples of one length returned on several paths (``return DEFAULTS, []`` in an ``except``, then
    ``return data["rules"], data["notes"]``), as one tuple whose each place holds what any path puts there:
    a caller unpacking it gets the downloaded notes, not only the fallback. None when the returns are not
    all tuples of that length."""
    width = len(returns[0].elts) if isinstance(returns[0], ast.Tuple) else 0
    if not all(isinstance(r, ast.Tuple) and len(r.elts) == width for r in returns):
        return None
    places: list[ast.expr] = []
    for index in range(width):
        kept = list({ast.dump(r.elts[index]): r.elts[index] for r in returns if isinstance(r, ast.Tuple)}.values())
        places.append(ast.copy_location(ast.BoolOp(op=ast.Or(), values=kept), kept[0]) if len(kept) > 1 else kept[0])
    return ast.copy_location(ast.Tuple(elts=places, ctx=ast.Load()), returns[0])


def _returned(body: list[ast.stmt]) -> ast.expr | None:
    """What a call of a function with this body stands for: its first return (also inside with/try/if
    blocks); when that one hands back a name found on an early path (``if c: return c``) and more
    returns follow, any of them, so a fallback that reads a key file is not lost behind the guard."""
    returns = list(itertools.islice(_own_returns(body), _MAX_RETURNS))
    if returns and _nothing(returns[0]):  # a guard's `return None` first: the value is what a later return gives
        returns = [r for r in returns if not _nothing(r)] or returns
    if len(returns) > 1 and isinstance(returns[0], ast.Tuple):
        return _either_tuple(returns) or returns[0]
    if len(returns) < 2 or not isinstance(returns[0], ast.Name):
        return returns[0] if returns else None
    kept = [r for r in returns if not _nothing(r)]  # return "" / None
    # the same name handed back on every path (`if exe.exists(): return exe` … `return exe`) is one value,
    # with all it holds (the path a download was written to), not an either-or that keeps only its text
    kept = list({ast.dump(r): r for r in kept}.values())
    return ast.copy_location(ast.BoolOp(op=ast.Or(), values=kept), returns[0]) if len(kept) > 1 else returns[0]


_MAX_RETURNS = 6


def _nothing(returned: ast.expr) -> bool:
    """Whether a return hands back nothing a caller can use (``None``, ``""``, ``False``, ``0``)."""
    return isinstance(returned, ast.Constant) and not returned.value


def _own_returns(body: list[ast.stmt]) -> Iterator[ast.expr]:
    """The values a function body returns, in order, inside with/try/if/loop blocks too, not counting
    functions defined inside it."""
    pending = list(reversed(body))
    while pending:
        statement = pending.pop()
        if isinstance(statement, ast.Return):
            if statement.value is not None:
                yield statement.value
            continue
        inner: list[ast.stmt] = []
        if isinstance(statement, (ast.With, ast.AsyncWith)):
            inner = statement.body
        elif isinstance(statement, ast.Try):
            handled = [s for handler in statement.handlers for s in handler.body]
            inner = [*statement.body, *handled, *statement.orelse, *statement.finalbody]
        elif isinstance(statement, (ast.If, ast.For, ast.AsyncFor, ast.While)):
            inner = [*statement.body, *statement.orelse]
        pending.extend(reversed(inner))


_FOLDING_CALLS = frozenset({
    "bytes", "bytearray", "chr", "str", "decode", "encode", "join", "fromhex", "replace", "format", "lower",
    "upper", "strip", "b64decode", "b32decode", "b16decode", "urlsafe_b64decode", "b85decode", "unhexlify",
    "a2b_hex", "a2b_base64", "reversed", "translate", "maketrans", "swapcase", "capitalize",
})  # fmt: skip
_FOLDING_NAMES = frozenset({"bytes", "bytearray", "chr", "str", "base64", "binascii", "codecs", "reversed"})
_FOLDING_NODES = (
    ast.Constant, ast.BinOp, ast.UnaryOp, ast.List, ast.Tuple, ast.Set, ast.JoinedStr, ast.FormattedValue,
    ast.Call, ast.Attribute, ast.Name, ast.Load, ast.keyword, ast.Subscript, ast.Slice, ast.operator, ast.unaryop,
    ast.ListComp, ast.comprehension, ast.Store,
)  # fmt: skip


def _folds(node: ast.expr) -> bool:
    """An expression that only computes with constants (concatenation, ``bytes([…]).decode()``,
    ``".".join([…])``, a decode): worked out without running anything, like a literal."""
    walked = list(ast.walk(node))
    if len(walked) > 4096 or not all(isinstance(n, _FOLDING_NODES) for n in walked):
        return False
    for inner in walked:
        if isinstance(inner, ast.Call):
            called = inner.func.attr if isinstance(inner.func, ast.Attribute) else getattr(inner.func, "id", "")
            if called not in _FOLDING_CALLS:
                return False
    comprehended = {t.id for c in walked if isinstance(c, ast.comprehension) for t in ast.walk(c.target)
                    if isinstance(t, ast.Name)}  # fmt: skip
    return all(n.id in _FOLDING_NAMES or n.id in comprehended for n in walked if isinstance(n, ast.Name))


_HOME_CALLS = frozenset({"home", "expanduser", "Path", "PurePath", "PosixPath", "join", "joinpath", "getenv", "get"})
"""The calls a path under the user's home folder is built with (``Path.home() / ".ssh"``,
``os.path.join(os.path.expanduser("~"), ".aws")``, ``os.environ.get("HOME")``)."""


def _home_rooted(node: ast.expr, bound: set[str]) -> bool:
    """A module constant that only builds paths, from constants, the user's home folder and the
    module's other such constants (``_H / ".ssh"``, ``[_H / ".aws", _H / ".kube"]``): worked out like a
    literal, so a function of another module returning them hands back the folders they name."""
    walked = list(ast.walk(node))
    if len(walked) > 1024 or not all(isinstance(n, _FOLDING_NODES) for n in walked):
        return False
    calls = [n for n in walked if isinstance(n, ast.Call)]
    if any((n.func.attr if isinstance(n.func, ast.Attribute) else getattr(n.func, "id", "")) not in _HOME_CALLS
           for n in calls):  # fmt: skip
        return False
    names = {n.id for n in walked if isinstance(n, ast.Name)}
    return bool(calls or names & bound) and names <= bound | {"Path", "PurePath", "PosixPath", "os", "pathlib"}


def _names_they_use(tree: ast.Module, used: set[str]) -> set[str]:
    """The module's top-level names the assignments of ``used`` are built from, at any depth
    (``CACHE_DIRS = [_H / ".ssh"]`` uses ``_H``), so each is bound before the one built on it."""
    assigned = {
        target.id: statement.value
        for statement in tree.body[:400]
        if isinstance(statement, ast.Assign)
        for target in statement.targets
        if isinstance(target, ast.Name)
    }
    found: set[str] = set()
    todo = [name for name in used if name in assigned]
    while todo and len(found) < 64:
        for inner in ast.walk(assigned[todo.pop()]):
            if isinstance(inner, ast.Name) and inner.id in assigned and inner.id not in found | used:
                found.add(inner.id)
                todo.append(inner.id)
    return found


def _literal(node: ast.expr) -> bool:
    """A constant, or a list, tuple, set or dict made only of constants (at any depth)."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        return all(_literal(e) for e in node.elts)
    if isinstance(node, ast.Dict):
        return all(k is not None and _literal(k) for k in node.keys) and all(_literal(v) for v in node.values)
    return False


class _Substitution(ast.NodeTransformer):
    def __init__(self, name: str, item: ast.expr) -> None:
        self.name, self.item = name, item

    def visit_Name(self, node: ast.Name) -> ast.expr:
        return self.item if node.id == self.name else node


def _applied(function: ast.expr, item: ast.expr) -> ast.expr:
    """``function(item)`` as an expression: a one-parameter lambda's body with the item in place,
    else a call (a function of the file is followed into with the item as its argument)."""
    if isinstance(function, ast.Lambda) and len(function.args.args) == 1 and not function.args.vararg:
        return _substituted(function.body, function.args.args[0].arg, item)
    return ast.copy_location(ast.Call(func=function, args=[item], keywords=[]), item)


def _applied_pair(function: ast.expr, first: ast.expr, second: ast.expr) -> ast.expr:
    """``function(first, second)`` as an expression (a step of ``reduce``): a two-parameter lambda's
    body with both in place, else a call."""
    parameters = function.args.args if isinstance(function, ast.Lambda) else []
    if isinstance(function, ast.Lambda) and len(parameters) == 2 and not function.args.vararg:
        body = _substituted(function.body, parameters[0].arg, first)
        return _substituted(body, parameters[1].arg, second)
    return ast.copy_location(ast.Call(func=function, args=[first, second], keywords=[]), second)


def _substituted(element: ast.expr, name: str, item: ast.expr) -> ast.expr:
    """``element`` with every use of the loop name ``name`` replaced by ``item``."""
    copied = copy.deepcopy(element)
    result = _Substitution(name, item).visit(copied)
    return ast.copy_location(result, element) if isinstance(result, ast.expr) else element


def _makes_temp_file(reader: _Visitor, source: ast.expr | None) -> bool:
    return isinstance(source, ast.Call) and reader.qualified(source.func) in ("tempfile.mkstemp", "mkstemp")


_INTERPRETERS = frozenset({"python", "python3", "sh", "bash", "zsh", "dash", "node", "perl", "ruby", "php", "pwsh"})


_INLINE_CODE_FLAGS = frozenset({"-c", "-e", "--eval"})
_UNKNOWN_ARGUMENT = "?"
"""The word written for an argument not known here; ``sys.argv[n]`` is never filled in with it."""


def _command_words(items: list[Value]) -> list[str] | None:
    """The words of an argument list, or ``None`` when one the command itself depends on is unknown.
    The arguments after an inline program (``[sys.executable, "-c", code, url, path]``) are that
    program's ``sys.argv``: one not known here (a path built from ``__file__``) leaves the program
    itself known, so it is still read, with ``?`` for that argument."""
    code_at = next(
        (i + 1 for i, item in enumerate(items[:-1]) if item.text in _INLINE_CODE_FLAGS and items[i + 1].text),
        len(items),
    )
    words = [item.text for item in items[: code_at + 1]]
    words += [item.text if item.text is not None else _UNKNOWN_ARGUMENT for item in items[code_at + 1 :]]
    if code_at == len(items) and words[:1] != [None] and None in words and not any(i.origins for i in items):
        # a program's plain arguments, one of them the user's (a name, a pattern): the program and
        # the words known around it (``uvx --from <url> tool <arg>``) still say what it runs
        words = [word if word is not None else _UNKNOWN_ARGUMENT for word in words]
    return None if None in words else [word for word in words if word is not None]


def _interpreted_file(argv: list[Value], files: Files) -> Value | None:
    """What an interpreter given a file the code wrote runs: that file's content (``None`` otherwise)."""
    if not argv or vocabulary.command_name(argv[0].text or "") not in _INTERPRETERS:
        return None
    # the program is the first argument that is not an option (-m json.tool, -c "…" run something else)
    script = next((a for a in argv[1:] if not (a.text or "").startswith("-")), None)
    if script is None or any(a.text in ("-m", "-c", "-e") for a in argv[1 : argv.index(script)]):
        return None
    written = files.get(script.pattern or "")
    return written if written is not None and written.origins else None


def _stdin_of(call: ast.Call) -> ast.expr | None:
    """The process in ``proc.stdin.write(…)``, or ``None`` for another call."""
    method = call.func
    if isinstance(method, ast.Attribute) and isinstance(method.value, ast.Attribute) and method.value.attr == "stdin":
        return method.value.value
    return None


def _folds_without_calls(node: ast.AST) -> bool:
    """A string expression worked out without running anything but ``str.join``: a literal, an
    f-string, a concatenation, a join (read again for what it holds, so nothing is reported twice)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if not isinstance(node, (ast.JoinedStr, ast.BinOp, ast.Call)):
        return False
    calls = [n for n in ast.walk(node) if isinstance(n, ast.Call)]
    return all(isinstance(c.func, ast.Attribute) and c.func.attr == "join" for c in calls)


def _has_parameters(function: ast.Lambda) -> bool:
    arguments = function.args
    return bool(arguments.posonlyargs or arguments.args or arguments.vararg or arguments.kwonlyargs or arguments.kwarg)


def _choices(node: ast.expr) -> list[ast.expr]:
    """What a conditional or boolean expression may give, nested choices opened (``a if c else b``,
    ``a or b``, ``c and a or b``); the expression itself when it is no choice."""
    if isinstance(node, ast.IfExp):
        return [*_choices(node.body), *_choices(node.orelse)]
    if isinstance(node, ast.BoolOp):
        return [choice for value in node.values for choice in _choices(value)]
    return [node]


def _own_namespace(node: ast.expr) -> bool:
    """``globals()``, ``locals()`` or ``vars()``: the module's (or function's) own names as a mapping."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("globals", "locals", "vars")
        and not node.args
        and not node.keywords
    )


def _table_lookup(node: ast.expr) -> tuple[ast.expr, ast.expr] | None:
    """The table and key of ``TABLE[key]`` or ``TABLE.get(key[, default])``, else ``None``."""
    if isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Slice):
        return node.value, node.slice
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and 1 <= len(node.args) <= 2
    ):
        return node.func.value, node.args[0]
    return None


def only_in_uncalled_functions(snippet: Snippet, line: int) -> bool:
    """Whether the code at ``line`` sits in a function the module neither calls nor names anywhere
    (a reference handed on, a decorator registering it, ``if __name__ == "__main__": main()`` all
    name it): running the file defines it and stops, so what it does happens only where another
    module imports and calls it, not with what the agent hands the file. ``__all__`` lists strings,
    which name nothing here. A method is left alone: it runs wherever an instance is used."""
    try:
        tree = ast.parse(snippet.text)
    except (SyntaxError, ValueError):
        return False
    wanted = line - snippet.first_line + 1
    enclosing = _functions_around(tree, wanted)
    if not enclosing:
        return False
    named = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    named |= {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    return any(not function.decorator_list and function.name not in named for function in enclosing)


def _functions_around(tree: ast.Module, line: int) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The module-level and nested functions whose bodies hold ``line``, outermost first; empty when
    a class holds it."""
    around: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
    body: list[ast.stmt] = tree.body
    while True:
        holder = next((n for n in body if n.lineno <= line <= (n.end_lineno or n.lineno)), None)
        if isinstance(holder, ast.ClassDef):
            return []
        if not isinstance(holder, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return around
        around.append(holder)
        body = holder.body


_PURE_READS = frozenset(("read", "read_text", "read_bytes", "readlines", "readline"))


def _dropped_read(value: ast.expr) -> bool:
    """A statement that is only a read call (``open(p).read()``, ``Path(p).read_text()``): its
    result is thrown away, so what it read reaches nothing, whatever else the code sends."""
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr in _PURE_READS


def _marked_dropped(capability: Capability) -> Capability:
    if capability.kind is not Kind.SECRET_READ or not capability.chain:
        return capability
    last = capability.chain[-1]
    marked = replace(last, what=last.what + DROPPED)
    return replace(capability, chain=(*capability.chain[:-1], marked))
