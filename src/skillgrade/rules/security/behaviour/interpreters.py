"""A light reading of the languages the scanner has no parser for: Ruby, Perl, PHP, Lua, Go, VBScript, AppleScript.

Breadth over depth: one reader for all of them, line by line, with a small table of each
language's sinks (what downloads, decodes, runs, opens a socket, writes a file). Values are followed
through plain assignments (``x = …``, ``local x = …``, ``my $x = …``, ``x := …``, ``Dim``/``Set``)
by name: a variable holding downloaded or decoded content, or a file written with it, is that
content wherever it is named again. A string a sink runs as a command (``system("…")``,
``io.popen("…")``, ``do shell script "…"``, ``WScript.Shell``'s ``Run "…"``) is read as shell.
It is an approximation (no scopes, no calls followed) and says so in the README.
"""

from __future__ import annotations

import functools
import re

from skillgrade.rules.security.behaviour import vocabulary
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Snippet
from skillgrade.rules.security.behaviour.normalise import decode_layers
from skillgrade.rules.security.behaviour.values import (
    UNKNOWN,
    Emitter,
    Origin,
    Source,
    Value,
    listed_secret_stores,
    merged,
)

_FETCH = re.compile(
    r"Net::HTTP|URI\.open|\bURI\(|open-uri|HTTParty|Faraday|RestClient|LWP::|HTTP::Tiny|\bgetstore\b|\bget\(\s*['\"]https?"
    r"|file_get_contents\s*\(|curl_exec|fopen\s*\(\s*['\"]https?|\bhttp\.(?:Get|NewRequest)\b|socket\.http"
    r"|\bhttp\.request\b|MSXML2\.|WinHttp|XMLHTTP|ServerXMLHTTP|\.ResponseBody|\.responseText"
)
"""Calls that download (their result is fetched content)."""
_DECODE = re.compile(
    r"Base64\.(?:decode64|strict_decode64|urlsafe_decode64)|\.unpack1?\(\s*['\"]m|decode_base64|base64_decode"
    r"|hex2bin|gzinflate|gzuncompress|gzdecode|str_rot13|strrev|\.reverse\b|\breverse\b"
    r"|openssl_decrypt|OpenSSL::Cipher|Crypt::|\bdecrypt\b|StdEncoding\.DecodeString|hex\.DecodeString"
    r"|\bfrom_base64\b|mime\.unb64|\bpack\(\s*['\"]H"
)
"""Calls that decode, decrypt or reverse (data decrypted with a key held in the skill is decoded data)."""
_EXEC = re.compile(
    r"\b(?:eval|instance_eval|class_eval|system|exec|spawn|Process\.spawn|IO\.popen|io\.popen|os\.execute|load"
    r"|loadstring|dofile|assert|passthru|shell_exec|proc_open|popen|pcntl_exec|exec\.Command|syscall\.Exec"
    r"|Execute|ExecuteGlobal|do\s+shell\s+script)\b\s*\(?|\.Run\b|\.Exec\b|`"
)
"""Calls that run code or a command."""
_EGRESS = re.compile(
    r"\bhttp\.Post(?:Form)?\b|Net::HTTP\.post|Net::HTTP::Post|\.post\s*\(|->post\(|POST\s*\(|CURLOPT_POSTFIELDS"
    r"|\bPOST\b['\"]?\s*,|\.send\s*\(|\.Send\b|\bsendmail\b|Net::SMTP"
)
"""Calls that send data out (to the URL on the line, or an address built at run time)."""
_READS_FILES = re.compile(
    r"\b(?:os\.ReadFile|ioutil\.ReadFile|os\.Open|filepath\.Walk(?:Dir)?|File\.(?:read|open|binread)|IO\.read"
    r"|file_get_contents|fopen|io\.open|io\.lines|open\s*\(|Dir\.glob|glob\s*\()"
)
"""Calls that open files (a path from a data file the script names is read by one of them)."""
_FUNCTION = re.compile(
    r"^\s*(?:def|sub|func|function|local\s+function|Function|Sub)\s+(?:\([^)]*\)\s*)?([A-Za-z_][\w.:]*)"
)
_SOCKET = re.compile(
    r"TCPSocket\.(?:new|open)|IO::Socket::INET|\bsocket\s*\(|fsockopen|stream_socket_client|socket\.tcp\(|net\.Dial"
)
_SHELL_PROGRAM = re.compile(r"/bin/(?:ba|z)?sh\b|cmd\.exe|\bproc_open\b|powershell|\bpty\b|/bin/bash")
_WRITE = re.compile(
    r"(?:File\.(?:binwrite|write)|file_put_contents|os\.WriteFile|ioutil\.WriteFile|write_file)\s*\(\s*([$\w.]+)\s*,\s*(.+)"
)
_ASSIGN = re.compile(
    r"^\s*(?:local\s+|my\s+|our\s+|var\s+|Dim\s+|Set\s+|const\s+)?\$?([A-Za-z_]\w*)\s*(?::=|=)(?![=~>])\s*(.+)$"
)
_STRING = re.compile(r"\"((?:[^\"\\\n]|\\.)*)\"|'((?:[^'\\\n]|\\.)*)'|\bqq?\{([^{}\n]*)\}")
_NAME = re.compile(r"\$?\b([A-Za-z_]\w*)\b")
_RUN_STRING = re.compile(
    r"(?:\b(?:system|exec|spawn|popen|shell_exec|passthru|os\.execute|do\s+shell\s+script)\b|\.Run\b|\.Exec\b)\s*\(?\s*"
    r"(?:\[\s*)?(\"(?:[^\"\\\n]|\\.|\"\")*\"|'(?:[^'\\\n]|\\.)*')"
)
"""A sink given a constant command: the command is read as shell."""


def analyse(snippet: Snippet) -> list[Capability]:
    text = snippet.text
    if not any(p.search(text) for p in (_FETCH, _EXEC, _SOCKET, _EGRESS, _DECODE)):
        return []  # no sink at all: nothing this reading could report
    out = Emitter(snippet)
    variables: dict[str, Value] = {}
    function: str | None = None
    for number, raw in enumerate(snippet.text.split("\n"), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "--", "//", "'", "REM ", "rem ")):
            continue
        defined = _FUNCTION.match(raw)
        if defined is not None:
            function = defined.group(1).rsplit(".", 1)[-1].rsplit(":", 1)[-1]
        elif raw[:1] not in (" ", "\t") and function is not None and not re.match(r"(?:end|\}|End )", line):
            function = None  # back at the top level: a call after here is not inside the function
        carried = _read_line(out, variables, number, line)
        if function is not None and carried.origins:
            # what a function's body downloads or decodes is what calling it gives
            known = variables.get(function, UNKNOWN)
            variables[function] = Value(None, merged(known.origins, carried.origins))
    return out.found


def _read_line(out: Emitter, variables: dict[str, Value], number: int, line: str, depth: int = 0) -> Value:
    value = _expression(out, variables, number, line)
    if _DECODE.search(line) and depth < 2:
        for text in _decoded_literals(line):
            value = Value(None, merged(value.origins, _read_line(out, variables, number, text, depth + 1).origins))
    if _EGRESS.search(line):
        urls = vocabulary.urls(line)
        host = (vocabulary.url_host(urls[0]) or urls[0]) if urls else "?"
        sent = [v for name in _NAME.findall(line) if (v := variables.get(name)) is not None and v.origins]
        data = Value(None, merged(*(v.origins for v in sent))) if sent else UNKNOWN
        out.egress(number, host, data)
    for command in _RUN_STRING.finditer(line):
        inner = _unquoted(command.group(1))
        if inner and any(word in inner for word in ("curl", "wget", "http", "base64", "/dev/tcp", "iex", "powershell")):
            value = Value(None, merged(value.origins, _shell(out, number, inner)))
    written = _WRITE.search(line)
    if written is not None:
        content = _expression(out, variables, number, written.group(2))
        if content.origins:
            variables[written.group(1).lstrip("$")] = content
    if _SOCKET.search(line) and _SHELL_PROGRAM.search(out.snippet.text):
        address = re.search(r"['\"]((?:\d{1,3}\.){3}\d{1,3}|[a-z0-9-]+(?:\.[a-z0-9-]+)+)['\"]", line)
        host = address.group(1) if address else "?"
        out.emit(
            Kind.RAW_SOCKET,
            f"{host} (remote shell)",
            out.at(number, f"opens a raw connection to {host} and hands it a shell"),
        )
    sink = _EXEC.search(line)
    if sink is not None and value.origins:
        out.executes(number, value, f"runs it ({sink.group(0).strip(' (')})")
    assigned = _ASSIGN.match(line)
    if assigned is not None and sink is None:
        variables[assigned.group(1)] = value
    elif assigned is not None:
        variables[assigned.group(1)] = Value(None, value.of(Source.FETCHED))
    return value


def _decoded_literals(line: str) -> list[str]:
    """The string literals of a line that decodes, as they decode: base64 (by layers) or reversed."""
    found = []
    for string in _STRING.finditer(line):
        literal = next((g for g in string.groups() if g is not None), "")
        if len(literal) < 8:
            continue
        decoded = decode_layers(literal)
        if decoded is not None:
            found.append(decoded.text)
        elif re.search(r"\breverse\b|strrev|\.reverse", line):
            found.append(literal[::-1])
    return found


def _expression(out: Emitter, variables: dict[str, Value], number: int, text: str) -> Value:
    """What an expression carries: fetched or decoded content, from a call in it or a variable it names."""
    origins: tuple[Origin, ...] = ()
    fetch = _FETCH.search(text)
    if fetch is not None:
        urls = vocabulary.urls(text)
        origins = merged(origins, (out.fetched(number, urls[0]) if urls else _unknown_fetch(out, number),))
    if _DECODE.search(text):
        origins = merged(origins, (out.decoded(number, "with " + _DECODE.search(text).group(0).rstrip("( ")),))  # type: ignore[union-attr]
    decodes = _decodes(out.snippet.text)
    for string in _STRING.finditer(text):
        literal = next((g for g in string.groups() if g is not None), "")
        decoded = decode_layers(literal) if decodes and len(literal) >= 8 and "/" not in literal else None
        if decoded is not None:
            literal = decoded.text  # a path kept encoded in a file that decodes is the path it decodes to
        if "/" in literal:
            store = out.secret_read(number, literal)
            if store is not None:
                origins = merged(origins, (store,))
            elif _READS_FILES.search(out.snippet.text) is not None:
                # a bundled data file this script reads paths from: what it lists is read
                for listed, what in listed_secret_stores(literal):
                    evidence = out.at(number, f"reads {what}: {listed} (listed in {literal})")
                    out.emit(Kind.SECRET_READ, what, evidence)
                    origins = merged(origins, (Origin(Source.SECRET, what, evidence),))
    for name in _NAME.findall(text):
        known = variables.get(name)
        if known is not None and known.origins:
            origins = merged(origins, known.origins)
    return Value(None, origins) if origins else UNKNOWN


@functools.lru_cache(maxsize=8)
def _decodes(text: str) -> bool:
    """The snippet decodes somewhere (asked once per snippet, not once per line)."""
    return _DECODE.search(text) is not None


def _unknown_fetch(out: Emitter, number: int) -> Origin:
    evidence = out.at(number, "downloads from an address built at run time")
    out.emit(Kind.FETCH, "?", evidence)
    return Origin(Source.FETCHED, "?", evidence)


def _unquoted(literal: str) -> str:
    # \" in most of these languages, "" in VBScript and AppleScript
    return literal[1:-1].replace('\\"', '"').replace("\\'", "'").replace('""', '"')


def _shell(out: Emitter, number: int, command: str) -> tuple[Origin, ...]:
    """A constant command a sink runs, analysed as shell; what it fetches is what the call returns."""
    from skillgrade.rules.security.behaviour import languages

    snippet = Snippet(
        out.snippet.path, out.snippet.rel, Language.SHELL, command, out.snippet.first_line + number - 1,
        out.snippet.presentation, out.snippet.origin,
    )  # fmt: skip
    found = languages.analyse(snippet)
    out.found.extend(found)
    return tuple(
        Origin(Source.FETCHED, vocabulary.url_host(c.detail) or c.detail, c.chain[0])
        for c in found
        if c.kind is Kind.FETCH and c.chain
    )
