"""Where the code is: every piece of a skill's files that runs or is meant to run, with its language.

SKILL.md and every Markdown or text file give fenced blocks (language from the info string, or
sniffed from the content when untagged), inline ``!`command``` and ```` ```! ```` dynamic context,
inline code spans and prose lines that are commands. ``scripts/`` and every file with a code suffix
or a shebang is a script. Config and manifest files go through :mod:`.manifests`.

Presentation comes from structure, never from nearby words: a block is an ``EXAMPLE`` only when
its info string names something that is not run (``text``, ``diff``, ``log``, ``output`` …) and
the paragraph that introduces it does not tell anyone to run it. Everything else in Markdown is a
``STEP``. The text is normalised (:mod:`.normalise`) before it is read, so a soft hyphen inside
``cu­rl`` changes nothing.
"""

from __future__ import annotations

import dataclasses
import os
import re
import shlex
from collections.abc import Iterable, Iterator

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import config_files, vocabulary
from skillgrade.rules.security.behaviour.model import Language, Presentation, Snippet
from skillgrade.rules.security.behaviour.normalise import blobs, normalise
from skillgrade.rules.security.sources import Source, anchored_search, line_starts, locate
from skillgrade.skill.fences import closes, closing_index, fences, opening

MARKDOWN_SUFFIXES = frozenset({".md", ".markdown", ".mdx", ".txt", ".rst", ".rmd", ".qmd", ""})
"""Text read for fenced blocks (R Markdown's and Quarto's ```` ```{r} ```` chunks are fenced blocks)."""
_SUFFIX_LANGUAGE = {
    ".sh": Language.SHELL, ".bash": Language.SHELL, ".zsh": Language.SHELL, ".ksh": Language.SHELL,
    ".fish": Language.SHELL, ".command": Language.SHELL, ".py": Language.PYTHON, ".pyw": Language.PYTHON,
    ".js": Language.JAVASCRIPT, ".mjs": Language.JAVASCRIPT, ".cjs": Language.JAVASCRIPT,
    ".ts": Language.JAVASCRIPT, ".mts": Language.JAVASCRIPT, ".cts": Language.JAVASCRIPT,
    ".jsx": Language.JAVASCRIPT, ".tsx": Language.JAVASCRIPT, ".ps1": Language.POWERSHELL,
    ".psm1": Language.POWERSHELL, ".psd1": Language.POWERSHELL, ".bat": Language.SHELL, ".cmd": Language.SHELL,
    **dict.fromkeys((".rb", ".rake", ".pl", ".pm", ".php", ".lua", ".go", ".vbs", ".vbe", ".tcl",
                     ".rs", ".kt", ".kts", ".gradle", ".java", ".groovy", ".cmake", ".cs", ".csx", ".gd"),
                    Language.SCRIPTING),
    ".r": Language.R, ".jl": Language.JULIA, ".swift": Language.SWIFT, ".sql": Language.SQL,
    ".applescript": Language.APPLESCRIPT, ".scpt": Language.APPLESCRIPT,
    **dict.fromkeys((".bas", ".cls", ".vba", ".frm", ".xba"), Language.BASIC),
}  # fmt: skip
_INFO_LANGUAGE = {
    **dict.fromkeys(("sh", "bash", "shell", "zsh", "ksh", "console", "shell-session", "sh-session", "terminal",
                     "shellsession", "fish", "cmd", "bat", "batch", "!"), Language.SHELL),
    **dict.fromkeys(("python", "py", "python3", "pycon", "ipython", "py3"), Language.PYTHON),
    **dict.fromkeys(("js", "javascript", "node", "ts", "typescript", "jsx", "tsx", "mjs", "cjs"), Language.JAVASCRIPT),
    **dict.fromkeys(("powershell", "ps1", "pwsh", "ps", "posh"), Language.POWERSHELL),
    **dict.fromkeys(("ruby", "rb", "perl", "pl", "php", "lua", "go", "golang", "vbscript", "vbs", "tcl",
                     "rust", "rs", "kotlin", "kt", "kts", "gradle", "java", "groovy"),
                    Language.SCRIPTING),
    "applescript": Language.APPLESCRIPT, "osascript": Language.APPLESCRIPT,
    **dict.fromkeys(("vba", "vb", "vb6", "basic", "starbasic", "bas"), Language.BASIC),
    "r": Language.R, "rscript": Language.R, "julia": Language.JULIA, "jl": Language.JULIA, "swift": Language.SWIFT,
    **dict.fromkeys(("sql", "psql", "pgsql", "plpgsql", "postgresql", "postgres", "mysql", "tsql", "mssql", "sqlite",
                     "sqlite3", "duckdb"), Language.SQL),
}  # fmt: skip
_BATCH_INFO = frozenset(("cmd", "bat", "batch"))
"""Fence words of cmd.exe code: read as a batch file is (``%NAME%`` expanded, ``\\`` a separator)."""
_NOT_RUN_INFO = frozenset(
    {"text", "txt", "plain", "plaintext", "log", "logs", "output", "diff", "patch", "yara", "sigma", "regex",
     "csv", "tsv", "http", "md", "markdown", "mermaid", "graphql", "sql", "html", "xml", "css"}
)  # fmt: skip
"""Info strings of blocks that show something rather than run it."""
_RUN_WORDS = re.compile(
    vocabulary.IMPERATIVE_OPENING + r"(?:run|execute|paste|type|enter|install|copy|invoke|launch|start)\b"
)
"""An imperative that tells the reader to run the block (raises a ```text block to a step)."""
_INLINE_DYNAMIC = re.compile(r"(?<![\w`!])!`([^`\n]+)`")
_INLINE_CODE = re.compile(r"(?<!`)`([^`\n]{6,})`(?!`)")
_COMMAND_START = re.compile(
    r"^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\$\s+|>\s+|PS>\s*)?(?:sudo\s+)?"
    r"(?:(?:nohup|setsid|nice|timeout\s+\d+[smh]?|stdbuf\s+-\w+)\s+)*"
    r"(?:/usr/bin/env\s+|(?:/usr)?(?:/local)?/s?bin/)?"  # /bin/bash -c …, /usr/bin/env python3 …
    r"(?:curl|wget|bash|sh|zsh|source|eval|python3?|pip3?|pipx|uvx?|npx|npm|pnpm|yarn|bunx?|node|iwr|irm|iex"
    r"|powershell|pwsh|echo|printf|cat|tar|crontab|launchctl|systemctl|git\s+(?:config|push|remote)|nc|ncat|socat|dig|nslookup"
    r"|openssl|base64|chmod|export|set-executionpolicy|invoke-\w+|\[scriptblock\]|env|printenv|tar|zip|scp|rsync"
    r"|host|security|find|xargs|gh\s+(?:api|gist|release\s+upload|repo\s+deploy-key|ssh-key)|glab\s+api|mshta|regsvr32"
    r"|rundll32|wmic|bitsadmin"
    r"|certutil|msiexec|brew\s+tap|cargo\s+install|code(?:-insiders)?\s+--install-extension|cursor\s+--install-extension"
    r"|\$[\w{])\b"
)
_AGENT_FILES = (
    "claude.md",
    "agents.md",
    "gemini.md",
    ".cursor/",
    ".cursorrules",
    ".windsurf",
    ".clinerules",
    "copilot-instructions",
    ".roo/",
    ".continue/",
    ".kiro/",
)
"""Agent instruction files: what a step copies there is every later session's instructions."""
_FILE_COMMAND = re.compile(r"^\s*(?:sudo\s+)?(?:mkdir|cp|mv|ln|install|rsync|tee)\s")
_PROSE_TRIGGERS = ("curl", "wget", "| sh", "|sh", "| bash", "| node", "| python", "| pwsh", "| ruby", "| perl",
                   "| deno", "| bun", "base64", "pip ", "pip3 ", "npx ", "uvx ", "iex",
                   # package installs written in prose: a name one letter off, a URL or git source
                   "npm i", "yarn add", "pnpm add", "pnpm i", "bun add",
                   "/dev/tcp", "crontab", "eval ", "nc ", "ncat ", "netcat ", "socat ", "dig ", "printenv", "env ",
                   ".ssh", ".aws", "tar ",
                   "systemctl", "launchctl", "schtasks", ">>", "authorized_keys", "git config", "/dev/udp",
                   "git push", "gh api", "deploy-key", "mshta", "regsvr32", "rundll32", "cron ", "rc`", "profile`",
                   "hooks/", "systemd/", "launchagents/", "autostart/",
                   # a file sourced, or a hidden or temporary one run: what another step wrote there runs
                   "`. ", "`source ", "`bash .", "`sh .", "`bash /tmp", "`sh /tmp",
                   # a variable a step exports, for the scripts the next steps run to read
                   "`export ",
                   # installers given a source of their own, and interpreters handed code on the command line
                   "brew tap", "cargo install", "--install-extension", "python3 -c", "python -c", "node -e",
                   "sh -c", "gh gist", "gh release upload", "decod", *_AGENT_FILES)  # fmt: skip
MAX_SNIPPET = 512 * 1024


def snippets(
    rel: str, path: str, text: str, first_line: int, is_skill_md: bool, also: tuple[str, ...] = ()
) -> list[Snippet]:
    """The code in one file (or one chunk of a large file starting at ``first_line``); in Markdown,
    the prose lines naming one of ``also`` (lower case) are read for commands too."""
    if len(text) > MAX_SNIPPET * 4:
        text = text[: MAX_SNIPPET * 4]
    text = normalise(text)
    name = rel.rsplit("/", 1)[-1].lower()
    suffix = os.path.splitext(name)[1]
    if re.fullmatch(r"(?:requirements|constraints)[\w.-]*\.(?:txt|in)", name):
        return [_requirements(rel, path, text, first_line)]
    if suffix == ".ipynb":
        from skillgrade.rules.security.behaviour import notebooks  # off the hook's import path

        return notebooks.snippets(rel, path, text) if first_line == 1 else []
    if not is_skill_md and (name in ("snakefile", "snakefile.py") or suffix in (".smk", ".snakefile")):
        from skillgrade.rules.security.behaviour import snakefiles  # off the hook's import path

        return snakefiles.snippets(rel, path, text, first_line)
    language = _script_language(rel, suffix, text)
    if language is not None and not is_skill_md:
        if suffix in (".bat", ".cmd"):
            text = batch_as_shell(text)
        elif suffix == ".awk" or _AWK_SHEBANG.match(text):
            text = _awk_as_shell(text)
        found = [Snippet(path, rel, language, text, first_line, Presentation.SCRIPT)]
        if suffix == ".go" and "go:generate" in text:  # `go generate` runs each directive's command
            from skillgrade.rules.security.behaviour import compiled  # off the hook's import path

            found += [
                Snippet(path, rel, Language.SHELL, command, first_line + line - 1, Presentation.HOOK, "go:generate")
                for line, command in compiled.go_generate(text)
            ]
        if name == "vagrantfile":  # its inline provisioners are shell, run as root in the machine
            from skillgrade.rules.security.behaviour import manifests

            found += [
                Snippet(path, rel, Language.SHELL, script, first_line + line - 1, Presentation.HOOK, "provision")
                for line, script in manifests.vagrant_provisioners(text)
            ]
        return found
    if is_skill_md or (suffix in MARKDOWN_SUFFIXES and name not in _MANIFEST_NAMES and not _cron_table(rel)):
        return _filled_from_settings(_markdown(rel, path, text, first_line, also), text)
    if first_line == 1 and _tool_config(rel):
        from skillgrade.rules.security.behaviour import desktop  # off the hook's import path

        return desktop.snippets(rel, path, text)
    if first_line != 1 or config_files.kind(rel, text) is None:
        return []
    from skillgrade.rules.security.behaviour import manifests  # off the path of skills without config files

    return manifests.snippets(rel, path, text)


def _tool_config(rel: str) -> bool:
    """A desktop tool's config that :mod:`.desktop` reads for the commands it runs (a name test only)."""
    name = rel.rsplit("/", 1)[-1].lower()
    if name == "delegates.xml":
        return True
    if name == "data.json" and "/.obsidian/plugins/" in f"/{rel}":
        return True
    if name == "info.plist" and ("alfred" in rel.lower() or "workflow" in rel.lower()):
        return True
    return "espanso/" in rel.lower() and name.endswith((".yml", ".yaml"))


def _cron_table(rel: str) -> bool:
    """A cron table named as cron names one (``crontab``, a file in ``cron.d/``): read by the config reader."""
    parts = rel.lower().split("/")
    return parts[-1] == "crontab" or "cron.d" in parts[:-1]


_PLACEHOLDER = re.compile(r"<([A-Za-z_][\w.-]{0,40})>|\{\{\s*\.?([A-Za-z_][\w.-]{0,40})\s*\}\}")
"""A value the reader is told to fill in (``<host>``, ``{{ port }}``)."""


def _filled_from_settings(found: list[Snippet], text: str) -> list[Snippet]:
    """Shell steps with placeholders filled from a settings file of the skill that the Markdown names
    and that has every one of them as a key ("read `host` and `port` from `assets/x.conf` and fill
    them in"): what runs is the command with those values, as the agent assembles it; where each
    value comes from is kept (:attr:`Snippet.given`) for the chain."""
    if "<" not in text and "{{" not in text:
        return found
    filled: list[Snippet] = []
    settings: list[tuple[str, dict[str, tuple[str, int]]]] | None = None
    for snippet in found:
        # a span read as a bare pattern because its address is a slot is a step once the skill fills the slot
        shell_step = snippet.language is Language.SHELL and (
            snippet.presentation is not Presentation.EXAMPLE or snippet.origin == _MENTIONED
        )
        marked = shell_step and ("<" in snippet.text or "{{" in snippet.text)
        wanted = {_setting_key(a or b) for a, b in _PLACEHOLDER.findall(snippet.text)} if marked else set()
        if wanted:
            if settings is None:
                settings = _named_settings(text)
            chosen = next(((rel, table) for rel, table in settings if wanted <= table.keys()), None)
            if chosen is not None:
                snippet = dataclasses.replace(_filled(snippet, *chosen), presentation=_filled_presentation(snippet))
        filled.append(snippet)
    return filled


_MENTIONED = "mentioned"
"""The origin of a paragraph's code spans read as mentions (a bare pattern, an illustration)."""


def _filled_presentation(snippet: Snippet) -> Presentation:
    """A mention whose slots the skill's own settings fill names an address after all: a step."""
    return Presentation.STEP if snippet.origin == _MENTIONED else snippet.presentation


def _filled(snippet: Snippet, rel: str, settings: dict[str, tuple[str, int]]) -> Snippet:
    shown = snippet.path[: -len(snippet.rel)] + rel if snippet.path.endswith(snippet.rel) else rel
    given: list[tuple[int, Evidence]] = []
    lines = snippet.text.split("\n")
    for row, line in enumerate(lines):
        for match in _PLACEHOLDER.finditer(line):
            key = _setting_key(match.group(1) or match.group(2))
            value, at = settings[key]
            given.append((snippet.first_line + row, Evidence(shown, at, f"gives {key} = {value}")))
        lines[row] = _PLACEHOLDER.sub(lambda m: settings[_setting_key(m.group(1) or m.group(2))][0], line)
    return dataclasses.replace(snippet, text="\n".join(lines), given=tuple(dict.fromkeys(given)))


_SETTING_LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][\w.-]*)\s*[=:]\s*(.*?)\s*$")


def _setting_key(name: str) -> str:
    return name.lower().replace("-", "_")


def _named_settings(text: str) -> list[tuple[str, dict[str, tuple[str, int]]]]:
    """The key/value settings of each of the skill's data files the text names (``key = value``,
    ``key: value``, ``KEY=value`` lines, or a JSON object's plain values), keys folded to one case,
    each value with its line."""
    from skillgrade.rules.security.behaviour.values import BUNDLED, DATA_SUFFIXES, bundled_rel

    table = BUNDLED.get()
    if not table:
        return []
    found: list[tuple[str, dict[str, tuple[str, int]]]] = []
    for match in _SOURCE_FILE.finditer(text):
        rel = bundled_rel(match.group(1)) if match.group(1).lower().endswith(DATA_SUFFIXES) else None
        if rel is not None and len(found) < 8:
            found.append((rel, _settings(table[rel][:65536], rel)))
    return found


def settings_of(content: str, rel: str) -> dict[str, tuple[str, int]]:
    """A data file's settings, keys folded to one case, each value with its line (see :func:`_settings`)."""
    return _settings(content, rel)


def _settings(content: str, rel: str) -> dict[str, tuple[str, int]]:
    lines = content.split("\n")
    data = _structured_settings(content, rel.lower())
    if isinstance(data, dict):
        settings_found: dict[str, tuple[str, int]] = {}
        for dotted, value in _leaves(data, ""):
            at = _key_line(lines, dotted.rsplit(".", 1)[-1])
            settings_found.setdefault(_setting_key(dotted), (value, at))  # relay.host
            settings_found.setdefault(_setting_key(dotted.rsplit(".", 1)[-1]), (value, at))  # host
        return settings_found
    settings: dict[str, tuple[str, int]] = {}
    for number, line in enumerate(lines, start=1):
        match = _SETTING_LINE.match(line)
        if match is not None and not line.lstrip().startswith(("#", ";", "//")):
            settings.setdefault(_setting_key(match.group(1)), (match.group(2).strip("\"'"), number))
    return settings


def _structured_settings(content: str, rel: str) -> object:
    """A JSON, YAML or TOML settings file parsed (``None`` for other files or one that does not parse)."""
    import yaml

    try:
        if content.lstrip().startswith("{") or rel.endswith(".json"):
            import json

            return json.loads(content)
        if rel.endswith((".yaml", ".yml")):
            return yaml.safe_load(content)
        if rel.endswith(".toml"):
            from skillgrade.rules.security.behaviour import manifests

            return manifests.parsed_toml(content)
    except (ValueError, RecursionError, yaml.YAMLError):
        return None
    return None


def _leaves(data: dict[object, object], prefix: str, depth: int = 0) -> list[tuple[str, str]]:
    """The plain values of a parsed settings mapping, each with its dotted key (``relay.host``)."""
    found: list[tuple[str, str]] = []
    for key, value in list(data.items())[:256]:
        dotted = f"{prefix}{key}"
        if isinstance(value, dict) and depth < 4:
            found.extend(_leaves(value, dotted + ".", depth + 1))
        elif isinstance(value, str | int | float) and not isinstance(value, bool):
            found.append((dotted, str(value)))
    return found


def _key_line(lines: list[str], key: str) -> int:
    bare = re.compile(rf"^\s*[\"']?{re.escape(key)}[\"']?\s*[=:]")
    return next((n for n, line in enumerate(lines, start=1) if f'"{key}"' in line or bare.match(line)), 1)


_BATCH_SET = re.compile(r'(?i)^\s*set\s+(?!/[ap]\b)"?(\w+)=([^"\n]*?)"?\s*$')
_BATCH_VARIABLE = re.compile(r"%(\w+)%")


def batch_as_shell(text: str) -> str:
    """A batch file read as shell. ``%NAME%`` is replaced by its text, as cmd does before it runs a
    line, with the value of the last ``set "NAME=value"`` above it; names never set (``%TEMP%``)
    become ``${NAME}``; the ``set`` lines themselves become shell assignments. A backslash is no
    escape to cmd, only a path separator, so it is read as ``/`` (the shell would drop it). A ``$``
    means nothing to cmd either: it is escaped, so PowerShell handed a line (``powershell -Command
    "$p=…"``) gets its own variables, not the shell's empty expansion of them."""
    values: dict[str, str] = {}
    lines = []
    for line in text.split("\n"):
        line = line.replace('\\"', "\0").replace("\\", "/").replace("$", "\\$").replace("\0", '\\"')
        line = _BATCH_VARIABLE.sub(lambda m: values.get(m.group(1).lower(), "${" + m.group(1) + "}"), line)
        assigned = _BATCH_SET.match(line)
        if assigned is not None:
            values[assigned.group(1).lower()] = assigned.group(2)
            line = f"{assigned.group(1)}={shlex.quote(assigned.group(2).replace(chr(92) + '$', '$'))}"
        lines.append(line)
    return "\n".join(lines)


_MANIFEST_NAMES = frozenset(
    {"makefile", "gnumakefile", "dockerfile", "containerfile", "justfile", "procfile", "jenkinsfile"}
)


def _requirements(rel: str, path: str, text: str, first_line: int) -> Snippet:
    """A requirements file as the pip commands it stands for, one per line (lines kept)."""
    lines = []
    for line in text.split("\n"):
        entry = line.split(" #", 1)[0].strip()
        lines.append(f"pip install {entry}" if entry and not entry.startswith("#") else "")
    return Snippet(path, rel, Language.SHELL, "\n".join(lines), first_line, Presentation.CONFIG)


_AWK_SHEBANG = re.compile(r"#![^\n]*\b[gmn]?awk\b")


def _awk_as_shell(text: str) -> str:
    """An awk program file (``awk -f probe.awk``, a ``#!/usr/bin/awk -f`` script) read as the shell
    command that runs it, so the shell reader's awk reading (sockets, ``system``, ``| getline``)
    applies; the command starts on the program's first line of code, the lines before stay blank."""
    lines = text.split("\n")
    first = next((i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")), None)
    if first is None:
        return ""
    program = "\n".join(lines[first:]).replace("'", "'\\''")
    return "\n" * first + f"gawk '{program}'"


_SHELL_DOTFILES = frozenset(
    {".envrc", ".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".profile", ".zshrc", ".zshenv",
     ".zprofile", ".zlogin", ".kshrc", ".mkshrc"}
)  # fmt: skip
"""Files without a suffix that a shell sources: direnv's ``.envrc`` and the shells' start-up files."""


def _script_language(rel: str, suffix: str, text: str) -> Language | None:
    if suffix == ".awk" or _AWK_SHEBANG.match(text):
        return Language.SHELL
    if suffix in _SUFFIX_LANGUAGE:
        return _SUFFIX_LANGUAGE[suffix]
    if rel.rsplit("/", 1)[-1].lower() in _SHELL_DOTFILES:
        return Language.SHELL  # a shell runs it: on entering the folder (.envrc), on login or a new shell
    if rel.rsplit("/", 1)[-1].lower() == "cmakelists.txt":
        return Language.SCRIPTING  # CMake, whose commands run when the project is configured and built
    if rel.rsplit("/", 1)[-1].lower() in vocabulary.TOOL_RC_PROGRAMS:
        return Language.SCRIPTING  # Perl or Ruby, run by latexmk, irb or pry whenever they start there
    if rel.rsplit("/", 1)[-1].lower() in (".rprofile", "rprofile.site"):
        return Language.R  # R runs it at every start
    if rel.rsplit("/", 1)[-1] in vocabulary.RUBY_BUILD_FILES:
        return Language.SCRIPTING  # Ruby, run by rake, bundler, vagrant, fastlane, CocoaPods, Danger …
    if text.startswith("#!"):
        return _shebang(text.split("\n", 1)[0])
    if text.startswith("#") and suffix not in (".md", ".markdown", ".mdx", ".rst") and _job_script(text):
        return Language.SHELL  # a batch scheduler's job (train.slurm, run.pbs, job): its shell runs the body
    in_scripts = rel.startswith("scripts/") or "/scripts/" in rel
    if in_scripts and suffix == "" and rel.rsplit("/", 1)[-1].lower() not in _MANIFEST_NAMES:
        return _sniff(text)  # a Makefile or Dockerfile beside the scripts is still make's or docker's
    return None


_JOB_DIRECTIVES = ("#SBATCH", "#PBS", "#BSUB", "#$ ")
"""Slurm's, PBS/Torque's, LSF's and Grid Engine's directives, read from the comment lines a job starts with."""


def _job_script(text: str) -> bool:
    """A batch job script without a shebang: its leading comment lines hold a scheduler's directives."""
    for line in text[:8192].split("\n"):
        stripped = line.strip()
        if stripped.startswith(_JOB_DIRECTIVES):
            return True
        if stripped and not stripped.startswith("#"):
            return False
    return False


def shebang_language(text: str) -> Language | None:
    """The language a program's ``#!`` line names, if it starts with one."""
    return _shebang(text.split("\n", 1)[0]) if text.startswith("#!") else None


def _shebang(line: str) -> Language | None:
    lowered = line.lower()
    if "python" in lowered:
        return Language.PYTHON
    if "node" in lowered or "deno" in lowered or "bun" in lowered or "tsx" in lowered:
        return Language.JAVASCRIPT
    if "pwsh" in lowered or "powershell" in lowered:
        return Language.POWERSHELL
    if "osascript" in lowered:
        return Language.JAVASCRIPT if "javascript" in lowered else Language.APPLESCRIPT
    if re.search(r"\b(?:ruby|perl|php|lua|tclsh)\b", lowered):
        return Language.SCRIPTING
    dialect = re.search(r"\b(rscript|julia|swift)\b", lowered)
    if dialect is not None:
        return {"rscript": Language.R, "julia": Language.JULIA, "swift": Language.SWIFT}[dialect.group(1)]
    if re.search(r"\b(?:ba|z|k|da|fi)?sh\b", lowered):
        return Language.SHELL
    return None


_SNIFF_PYTHON_CALLS = r"\b(?:subprocess|os\.system|urllib|requests)\.\w+\(|\bexec\(|__import__\("
_SNIFF_JAVASCRIPT = r"\brequire\(['\"]|\bconst \w+ = |\bfunction \w+\(|=> \{|\bprocess\.env\b|\bchild_process\b"
"""Run only where their literal starts occur (:func:`anchored_search`): a thousand untagged blocks
of the shared corpus were searched at every letter."""


_INTERPRETER_LINE = re.compile(
    r"\s*(?:\$\s+)?(?:sudo\s+)?(?:/usr/bin/env\s+|(?:/usr)?(?:/local)?/bin/)?"
    r"(?:python[\d.]*|py|node(?:js)?|deno|bun|ruby|perl|php)(?:\.exe)?\s+(?:-[\w-]+\s+)*?-(?:[cem]|-eval)\s+\S"
)
"""An interpreter started with its program on the command line (``python3 -c "…"``, ``node -e '…'``):
a shell line, whatever calls the quoted program makes."""


def _sniff(text: str) -> Language | None:
    """The language of untagged code, from its content (``None`` when it does not look like code)."""
    head = text[:4000]
    first = next((ln for ln in head.split("\n") if ln.strip() and not ln.lstrip().startswith("#")), "")
    if _INTERPRETER_LINE.match(first):
        return Language.SHELL  # the block starts with a command line; the program it hands over is read from it
    if re.search(r"^\s*(?:import \w|from [\w.]+ import|def \w+\(|class \w+[:(])", head, re.M) or anchored_search(
        _SNIFF_PYTHON_CALLS, head
    ):
        return Language.PYTHON
    if re.search(
        r"(?i)\b(?:invoke-webrequest|invoke-expression|new-object\s+net\.webclient|\[scriptblock\]|\$env:)", head
    ):
        return Language.POWERSHELL
    if anchored_search(_SNIFF_JAVASCRIPT, head):
        return Language.JAVASCRIPT
    if any(_COMMAND_START.match(line) for line in head.split("\n")) or re.search(r"\|\s*(?:ba|z)?sh\b", head):
        return Language.SHELL
    return None


def _markdown(rel: str, path: str, text: str, first_line: int, also: tuple[str, ...] = ()) -> list[Snippet]:
    fenced = "```" in text or "~~~" in text
    text = _as_rendered(text, fenced)
    lowered = text.lower()
    marked = _marked_lines(text, also, lowered)
    # an indented or quoted block a sentence puts into an agent instruction file is read whatever words it holds
    puts = ("\n    " in text or "\n>" in text) and any(name in lowered for name in _AGENT_FILES)
    if not fenced and not marked and not puts:
        return []  # no block, no dynamic context, no command word: nothing here runs
    lines = text.split("\n")
    found: list[Snippet] = []
    index = 0
    paragraph: list[str] = []
    introduction: list[str] = []
    """The paragraph just before a block (a blank line between them): what introduces it."""
    paragraph_start = 0
    flagged = False
    heading = ""
    container = 0
    """The text column of the list item the line is in (0: none): a fence there may be indented deeper."""

    def gathered() -> list[Snippet]:
        """The code of the paragraph gathered so far, read with its place in the text."""
        start = first_line + paragraph_start
        return _paragraph(rel, path, paragraph, start, introduction, heading, (lines, paragraph_start))

    while index < len(lines):
        line = lines[index]
        head = line[: container + 8]
        fence = opening(line, container) if fenced and ("`" in head or "~" in head) else None
        if fence is None:
            if line.startswith("#") and _HEADING.match(line):
                # an ATX heading is a block of its own: it ends the paragraph above, and a table or
                # text right under it starts a new one, introduced by the heading
                if paragraph and (flagged or (puts and _put_indented(paragraph, introduction))):
                    found.extend(gathered())
                heading = line
                if index in marked:
                    found.extend(_paragraph(rel, path, [line], first_line + index, introduction, heading))
                introduction, paragraph, flagged = [line], [], False
                index += 1
                continue
            if line.strip():
                container = _item_column(line, container) if fenced else 0
                if not paragraph:
                    paragraph_start = index
                    flagged = False
                paragraph.append(line)
                flagged = flagged or index in marked
            elif paragraph:
                if flagged or (puts and _put_indented(paragraph, introduction)):
                    found.extend(gathered())
                introduction = paragraph
                paragraph = []
            index += 1
            continue
        if flagged:
            found.extend(gathered())
        marker, info = fence
        end = closing_index(lines, index, marker)
        body = "\n".join(lines[index + 1 : end])
        found.extend(
            _block(rel, path, info, body, first_line + index + 1, paragraph or introduction, _following(lines, end + 1))
        )
        if (info.split()[0].lower().strip("{}.") if info else "") in _NOT_RUN_INFO:
            found.extend(_labelled_lines_run_later(rel, path, body, first_line + index + 1, lines, end + 1))
        introduction = []
        paragraph = []
        index = end + 1
    if flagged or (puts and paragraph and _put_indented(paragraph, introduction)):
        found.extend(gathered())
    return found


_ITEM_MARKER = re.compile(r" *(?:[-*+]|\d{1,9}[.)]) +(?=\S)")


def _item_column(line: str, container: int) -> int:
    """The text column of the list item ``line`` opens or continues (0 when it is in none), given
    the column of the item the line before was in: a list item's fenced block sits at that column."""
    item = _ITEM_MARKER.match(line)
    if item is not None:
        return item.end()
    indent = len(line) - len(line.lstrip(" "))
    return min(indent, container)


def _put_indented(paragraph: list[str], introduction: list[str]) -> bool:
    """An indented block (every line four spaces in) or a block quote whose introduction names an agent
    instruction file and a verb of putting ("Append these lines to `~/.claude/CLAUDE.md`:")."""
    if not (_indented(paragraph) or _quoted(paragraph)):
        return False
    return _put_into_an_agent_file(introduction)


def _indented(paragraph: list[str]) -> bool:
    return all(line.startswith(("    ", "\t")) for line in paragraph)


def _quoted(paragraph: list[str]) -> bool:
    return all(line.lstrip(" ").startswith(">") for line in paragraph)


def _quoted_text(paragraph: list[str]) -> str:
    """A block quote's text as written into the file: its lines unquoted, a sentence wrapped over
    lines joined (one paragraph renders as one), list items kept on lines of their own."""
    joined: list[str] = []
    for line in (re.sub(r"^ *> ?", "", line) for line in paragraph):
        if joined and line.strip() and joined[-1].strip() and not _LIST_ITEM.match(line):
            joined[-1] = f"{joined[-1].rstrip()} {line.strip()}"
        else:
            joined.append(line)
    return "\n".join(joined)


def _put_into_an_agent_file(introduction: list[str]) -> bool:
    said = "\n".join(introduction[-3:])
    return _AGENT_FILE_NAME.search(said) is not None and _PUT_WORDS.search(said) is not None


_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d{1,9}[.)])\s")


def _paragraph(
    rel: str,
    path: str,
    paragraph: list[str],
    first_line: int,
    introduction: list[str],
    heading: str,
    place: tuple[list[str], int] | None = None,
) -> list[Snippet]:
    """A paragraph's code: an indented code block (every line four spaces in, after a blank line and
    not continuing a list item) is a block like a fence without an info string; otherwise its prose."""
    indented = _indented(paragraph)
    continues_item = bool(introduction) and any(_LIST_ITEM.match(line) for line in introduction[-3:])
    if indented and not continues_item:
        body = "\n".join(line[4:] if line.startswith("    ") else line[1:] for line in paragraph)
        return _block(rel, path, "", body, first_line, introduction)
    if _quoted(paragraph) and _put_into_an_agent_file(introduction):
        # "Add the following to ~/.claude/CLAUDE.md:" then a quote: the quoted lines are what is written
        return _block(rel, path, "", _quoted_text(paragraph), first_line, introduction)
    cited = (
        place
        if place is not None and _quoted(paragraph) and any(q in "".join(paragraph) for q in _QUOTE_MARKS)
        else None
    )
    specimen = _quoted_specimen(paragraph, introduction, heading, place)
    return _prose(rel, path, paragraph, first_line, introduction, heading, cited, specimen)


def _quoted_specimen(
    paragraph: list[str], introduction: list[str], heading: str, place: tuple[list[str], int] | None
) -> bool:
    """A blockquote that holds nothing but code spans (``> `curl … | bash```): the command quoted as it
    is written, as a ```` ```text ```` block shows one, with no words of the skill's own around it. It is
    shown, not a step, when nothing presents it as one: its section's heading is no section of steps
    (set-up, usage, workflow …), the paragraph before it orders no run (:data:`_RUN_WORDS`, as for a text
    block) and the paragraph after it has the reader run it (:data:`_RUN_BACK`) neither. A blockquote
    with an order in it ("> Open Terminal and paste: `…`") holds words besides its code and stays a step."""
    if not _quoted(paragraph) or _STEPS_HEADING.search(heading):
        return False
    quoted = _quoted_text(paragraph)
    if not _PARAGRAPH_CODE.search(quoted) or _PARAGRAPH_CODE.sub("", quoted).strip(" \t\n>"):
        return False
    if _RUN_WORDS.search("\n".join(introduction[-3:])):
        return False
    if place is None:
        return True
    lines, start = place
    return not _RUN_BACK.search(_following(lines, start + len(paragraph)))


_REFERENCE = re.compile(r"&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_INLINE_HTML_CODE = re.compile(r"<(code|kbd|samp|tt)>([^`<]*)</\1>", re.IGNORECASE)


def _as_rendered(text: str, fenced: bool) -> str:
    """Markdown outside fenced blocks as a reader sees it: character references decoded (``&#99;url``
    is ``curl``) and HTML inline code (``<code>…</code>``) as a code span; lines stay where they are."""
    references = "&" in text and _REFERENCE.search(text) is not None
    if not references and ("</" not in text or _INLINE_HTML_CODE.search(text) is None):
        return text
    import html

    lines = text.split("\n")
    fence = ""
    for index, line in enumerate(lines):
        if fence:
            if closes(line, fence):
                fence = ""
            continue
        opened = opening(line) if fenced else None
        if opened is not None:
            fence = opened[0]
            continue
        rendered = _INLINE_HTML_CODE.sub(lambda m: f"`{m.group(2)}`", line)
        if "&" in rendered:
            rendered = html.unescape(rendered).replace("\n", " ").replace("\r", " ")
        lines[index] = rendered
    return "\n".join(lines)


def _marked_lines(text: str, also: tuple[str, ...] = (), lowered: str | None = None) -> set[int]:
    """The lines (0-based) holding dynamic context, a word a command in prose must have, or one of ``also``;
    ``lowered``: ``text.lower()`` when the caller has it already.

    Each word is looked for with ``str.find`` (one C scan per word present), never a regex
    alternation, which Python runs character by character."""
    if lowered is None:
        lowered = text.lower()
    present = [t for t in (*_PROSE_TRIGGERS, "!`", *also) if t in lowered]
    if not present:
        return set()
    starts = line_starts(text)
    found: set[int] = set()
    for word in present:
        index = lowered.find(word)
        while index != -1:
            line = locate(starts, index)[0]
            found.add(line - 1)
            if line >= len(starts):
                break
            index = lowered.find(word, starts[line])
    return found


def _following(lines: list[str], index: int) -> str:
    """The first two lines of the paragraph after a block (what may refer back to it: "run it once")."""
    while index < len(lines) and not lines[index].strip():
        index += 1
    return "\n".join(lines[index : index + 2]) if index < len(lines) and "`" not in lines[index][:4] else ""


_RUN_BACK = re.compile(
    vocabulary.IMPERATIVE_OPENING + r"(?:run|execute|paste|install|invoke|launch|source)\s+(?:it|this|that|them"
    r"|(?:the\s+)?(?:(?:command|script|block|snippet|line|installer)s?\s+)?above)\b"
)
"""A paragraph after a block that has the reader run it ("Run it before the first audit", "execute
the command above"): the block is a step, whatever its info string says."""


_DECODE_AND_RUN = re.compile(
    r"(?i)\b(?:decode|decoding|base64\s+-d|base64\s+--decode|un-?base64)\b[^.!?]{0,120}?\b(?:run|execute|exec|eval"
    r"|source|pipe|paste|launch)\b|\b(?:run|execute|exec|eval|pipe|paste|launch)\b[^.!?]{0,60}?\bdecoded\b"
)
"""An order to decode text and run what comes out ("decode this and run it", "run the decoded command")."""


def _decoded_steps(rel: str, path: str, lines: list[str], first_line: int, order: str) -> list[Snippet]:
    """Base64 text on ``lines`` that decodes to a command, when ``order`` tells the reader to decode
    it and run the result: the step it orders, written as the shell line that does it (the blob
    decoded, then run), on the blob's line."""
    lowered = order.lower()
    if ("decod" not in lowered and "base64" not in lowered) or not _DECODE_AND_RUN.search(order):
        return []
    found: list[Snippet] = []
    for offset, line in enumerate(lines):
        for _, blob, decoded in blobs(line):
            commands = decoded.text.splitlines()[:20]
            if decoded.layers == ("base64",) and any(looks_like_command(c.strip()) for c in commands):
                step = f"printf %s {blob} | base64 -d | sh"
                found.append(Snippet(path, rel, Language.SHELL, step, first_line + offset, Presentation.STEP))
    return found


_LINE_LABEL = re.compile(r"^\s*(?:[-*+]\s+)?([A-Za-z]{1,12}[-_#]?\d{1,4})(?![\w-])[:.)]?\s+(.+)$")
"""A line of a listing opened by a label of letters and a number (``SIG-04``, ``R12``, ``step-3``): what a later
sentence can name it by."""
_COMMAND_WORD = re.compile(
    r"(?<![\w./-])(?:curl|wget|iwr|irm|bash|sh|zsh|python3?|node|powershell|pwsh|nc|ncat|perl|ruby|iex)\s"
)
_MAX_LABELS = 64


def _labelled_lines_run_later(
    rel: str, path: str, body: str, first_line: int, lines: list[str], after: int
) -> list[Snippet]:
    """Lines of a block shown only (```` ```text ````) that a later sentence has the reader run by their label
    ("Run the SIG-04 payload exactly as listed above in a shell"): each such line's command, from its command
    word on, is a step on its line. A listing stays an example until something runs one of its lines, however
    far below it the order stands."""
    labelled: dict[str, tuple[int, str]] = {}
    for offset, line in enumerate(body.split("\n")):
        found = _LINE_LABEL.match(line) if len(labelled) < _MAX_LABELS else None
        word = _COMMAND_WORD.search(found.group(2)) if found is not None else None
        if found is not None and word is not None and looks_like_command(found.group(2)[word.start() :]):
            labelled.setdefault(found.group(1).lower(), (offset, found.group(2)[word.start() :].strip()))
    if not labelled:
        return []
    rest = "\n".join(lines[after:])
    lowered = rest.lower()
    steps: list[Snippet] = []
    for label, (offset, command) in labelled.items():
        if label not in lowered:
            continue
        order = re.compile(
            vocabulary.IMPERATIVE_OPENING
            + r"(?:run|execute|paste|invoke|launch|try)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?"
            + re.escape(label)
            + r"(?![\w-])"
        )
        if order.search(rest):
            steps.append(Snippet(path, rel, Language.SHELL, command, first_line + offset, Presentation.STEP))
    return steps


def _block(
    rel: str, path: str, info: str, body: str, first_line: int, paragraph: list[str], after: str = ""
) -> list[Snippet]:
    if not body.strip():
        return []
    decoded = _decoded_steps(rel, path, body.split("\n"), first_line, " ".join(paragraph[-3:]))
    if decoded:
        return decoded  # a block of encoded text the reader is told to decode and run
    word = info.split()[0].lower().strip("{}.") if info else ""
    if word in _NOT_RUN_INFO and after and _RUN_BACK.search(after):
        info, word = "", ""  # a text block the next paragraph has the reader run: read like an untagged one
    if word.lstrip("!") in _INFO_LANGUAGE or info.startswith("!"):
        return _code_block(rel, path, info, body, first_line, paragraph)  # code: what it writes is its own
    if word in _CONFIG_INFO:
        return [
            *_config_block(rel, path, word, body, first_line, paragraph),
            *_put_into_agent_file(rel, path, body, first_line, paragraph),
        ]
    return [
        *_code_block(rel, path, info, body, first_line, paragraph),
        *_put_into_agent_file(rel, path, body, first_line, paragraph),
    ]


_PUT_WORDS = re.compile(
    r"(?i)\b(?:add|append|write|put|insert|paste|save|copy|place|include|prepend|merge|move|update|extend"
    r"|ensure|make\s+sure)\b"
)
"""Verbs that put text into a file, "update X with" and "make sure X contains" among them."""
_AGENT_FILE_NAME = re.compile(
    r"(?:[\w~./-]*/)?(?:CLAUDE\.md|CLAUDE\.local\.md|AGENTS\.md|GEMINI\.md|\.cursorrules|\.windsurfrules"
    r"|\.clinerules|copilot-instructions\.md|\.(?:cursor|windsurf|continue|amazonq)/rules/[\w.-]+)"
)
_BLOCK_END = "SKILLGRADE_BLOCK_END"


def _put_into_agent_file(rel: str, path: str, body: str, first_line: int, paragraph: list[str]) -> list[Snippet]:
    """A block the text before it tells the reader to put into an agent instruction file ("Append
    this to CLAUDE.md:"): the write it asks for, as a here-document on the fence's line, so what
    the block says is judged as text every later session obeys (:func:`values.runs_code`)."""
    introduction = "\n".join(paragraph[-3:])
    if _BLOCK_END in body or not any(name in introduction.lower() for name in _AGENT_FILES):
        return []
    named = _AGENT_FILE_NAME.search(introduction)
    if named is None or _PUT_WORDS.search(introduction) is None:
        return []
    write = f"cat >> {shlex.quote(named.group())} <<'{_BLOCK_END}'\n{body}\n{_BLOCK_END}\n"
    return [Snippet(path, rel, Language.SHELL, write, first_line - 1, Presentation.STEP)]


_SOURCE_FILE = re.compile(r"`([\w.-]+(?:/[\w.-]+)+|[\w-]+\.[\w]{1,8})`")


def _copies_into_agent_file(text: str) -> list[tuple[int, str]]:
    """Sentences telling the reader to put a file's text into an agent instruction file ("Append
    `kit/rules.md` to `CLAUDE.md`"), as the shell command they ask for, on the agent file's row."""
    lowered = text.lower()
    if not any(name in lowered for name in _AGENT_FILES):
        return []
    found: list[tuple[int, str]] = []
    earlier = ""
    """The agent file the sentences so far named last: what "both files" or "each of them" means."""
    for start, sentence in _placed_sentences(text, ".!?"):
        named = _AGENT_FILE_NAME.search(sentence)
        target, at = (named.group(), named.start()) if named is not None else (earlier, 0)
        if named is None and earlier:
            back = _BACK_REFERENCE.search(sentence)
            target, at = (earlier, back.start()) if back is not None else ("", 0)
        earlier = _last_agent_file(sentence) or earlier
        if not target or _PUT_WORDS.search(sentence) is None:
            continue
        sources = [m.group(1) for m in _SOURCE_FILE.finditer(sentence) if target not in m.group(1)]
        if sources:
            row = text.count("\n", 0, start + at)
            found.append((row, f"cat {shlex.quote(sources[0])} >> {shlex.quote(target)}"))
    return found


def _placed_sentences(text: str, ends: str) -> Iterator[tuple[int, str]]:
    """The sentences of ``text`` (ending at one of ``ends`` and a space), each with where it starts."""
    offset = 0
    for sentence in re.split(rf"(?<=[{re.escape(ends)}])\s+", text):
        start = text.find(sentence, offset)
        offset = start + len(sentence)
        yield start, sentence


_BACK_REFERENCE = re.compile(
    r"(?i)\b(?:to|into|in|onto)\s+(?:both|each|all|either|the\s+two|these|those|them|that\s+file|the\s+files?)"
    r"(?:\s+(?:of\s+)?(?:them|these|those|the\s+)?\s*(?:two\s+|agent\s+|instruction\s+)*files?)?\b"
    r"|\b(?:to|into|onto)\s+it\b"
)
"""The object of a put that points back at files named before ("append it to both files", "to each")."""


_CRON_TABLE = re.compile(r"(?i)\b(?:crontab|cron\s+table|cron\s+jobs?)\b")
_BACKTICKED_PATH = re.compile(r"`((?:~|\.{1,2})?/?[\w.-]+(?:/[\w.-]*)+|~?/?\.[\w.-]+)`")
"""A path written as code (``~/.bashrc``, ``.git/hooks/``, ``~/.config/systemd/user/``)."""
_ITS_TEXT = re.compile(
    r"(?i)\b(?:put|add|append|insert|paste|copy|install|register|write|place|merge)\s+"
    r"(?:it|them|this|that|the\s+(?:line|lines|entry|entries|job|jobs|block|text|contents?)|its\s+(?:lines?|contents?|text))\b"
)
"""A put whose object is what an earlier sentence named ("Read the line in `x`. Append it to …")."""


def _copies_into_places(text: str) -> list[tuple[int, str]]:
    """Sentences telling the reader to put a bundled file's text into a place that runs later (the
    user's crontab, a shell start-up file, a unit or launch agent folder), as the shell command they
    ask for, on the sentence's row: the file is judged as what it becomes. The file is named in the
    sentence or, when the sentence puts "it" or "the line", in one before it."""
    from skillgrade.rules.security.behaviour.values import bundled_rel

    if "`" not in text:
        return []
    places = {p for p in _BACKTICKED_PATH.findall(text) if _runs_later(p)}
    if not places and _CRON_TABLE.search(text) is None:
        return []
    found: list[tuple[int, str]] = []
    named_before = ""
    for start, sentence in _placed_sentences(text, ".!?:"):
        bundled = [m.group(1) for m in _SOURCE_FILE.finditer(sentence) if bundled_rel(m.group(1))]
        place = next((p for p in _BACKTICKED_PATH.findall(sentence) if p in places and p not in bundled), None)
        source = bundled[0] if bundled else (named_before if _ITS_TEXT.search(sentence) else "")
        named_before = bundled[-1] if bundled else named_before
        if not source or (_PUT_WORDS.search(sentence) is None and _INSTALL_WORDS.search(sentence) is None):
            continue
        row = text.count("\n", 0, start)
        if place is not None and place.endswith("/"):
            found.append((row, f"cp {_shell_word(source)} {_shell_word(place)}"))  # into a folder that runs its files
        elif place is not None:
            found.append((row, f"cat {_shell_word(source)} >> {_shell_word(place)}"))
        elif _CRON_TABLE.search(sentence) is not None:
            found.append((row, f"(crontab -l; cat {_shell_word(source)}) | crontab -"))
    return found


_INSTALL_WORDS = re.compile(r"(?i)\b(?:install|register|drop|deploy|symlink|link)\b")


def _runs_later(path: str) -> bool:
    """A path that runs what is put there later: a start-up file, or a folder whose files run."""
    return vocabulary.persistence_target(path) is not None or (
        path.endswith("/") and vocabulary.persistence_target(path + "x.service") is not None
    )


def _place_of(command: str) -> str:
    """Where a copy :func:`_copies_into_places` wrote puts the text: ``crontab`` or the path."""
    return "crontab" if command.endswith("| crontab -") else command.rsplit(" ", 1)[-1]


def _shell_word(path: str) -> str:
    """A path as a shell word, a leading ``~`` left unquoted so it still means the home folder."""
    return path if re.fullmatch(r"[\w.~/-]+", path) else shlex.quote(path)


def _last_agent_file(sentence: str) -> str:
    found = _AGENT_FILE_NAME.findall(sentence)
    return str(found[-1]) if found else ""


def _code_block(rel: str, path: str, info: str, body: str, first_line: int, paragraph: list[str]) -> list[Snippet]:
    word = info.split()[0].lower().strip("{}.") if info else ""
    dynamic = info.startswith("!")
    language = _INFO_LANGUAGE.get(word.lstrip("!") or ("!" if dynamic else ""))
    if language is None and (not word or word in _NOT_RUN_INFO or word.lstrip("!") == ""):
        language = _sniff(body)
    if language is None:
        return []
    if dynamic:
        presentation = Presentation.DYNAMIC
    elif _shown_only(word, language, paragraph[-3:]):
        presentation = Presentation.EXAMPLE
    else:
        presentation = Presentation.STEP
    if language is Language.SHELL:
        body = _console(body)
        if word.lstrip("!") in _BATCH_INFO:
            body = batch_as_shell(body)
    elif language is Language.PYTHON and ">>> " in body:
        body = "\n".join(line[4:] if line.startswith((">>> ", "... ")) else "" for line in body.split("\n"))
    return [Snippet(path, rel, language, body, first_line, presentation)]


def _shown_only(word: str, language: Language, introduction: list[str]) -> bool:
    """A block no one is told to run: its info string names something not run (``text``, ``log``) and
    no imperative before it runs it; or an office macro no clause before it puts in a document."""
    if word in _NOT_RUN_INFO:
        return not _RUN_WORDS.search("\n".join(introduction))
    return language is Language.BASIC and not _macro_put_in_place(introduction)


def _macro_put_in_place(introduction: list[str]) -> bool:
    """An office macro (VBA, LibreOffice Basic) runs only inside a document or workbook: its block is a
    step when the text before it has the reader put it there or run it ("Add this macro to the
    workbook:", "Paste into ThisDocument, then run it:"); a macro only shown runs nowhere, as no agent
    or shell runs Basic by itself."""
    clauses = re.split(r"\b(?:and|then)\b|[,;(]", "\n".join(introduction))  # "Open the editor and paste this:"
    return any(
        vocabulary.PUT_IN_PLACE.search(clause.strip()) or _RUN_WORDS.search(clause.strip()) for clause in clauses
    )


_CONFIG_INFO = {
    "json": ".json", "jsonc": ".json", "json5": ".json", "yaml": ".yaml", "yml": ".yaml", "toml": ".toml",
    "ini": ".ini", "systemd": ".service", "dockerfile": "Dockerfile", "docker": "Dockerfile", "makefile": "Makefile",
    "make": "Makefile", "just": "justfile",
}  # fmt: skip
"""Info strings of blocks holding a config or build file, and the kind of file each is read as."""
_NAMED_FILE = re.compile(
    r"(?i)(?<![\w.-])((?:[\w.~-]+/)*[\w.-]*\.(?:jsonc?|json5|ya?ml|toml|ini|cfg|conf|service|timer|desktop)"
    r"|(?:[\w.~-]+/)*(?:makefile|dockerfile|containerfile|justfile))(?![\w-])"
)


def _config_block(rel: str, path: str, word: str, body: str, first_line: int, paragraph: list[str]) -> list[Snippet]:
    """A config or build file written in a block, read as that file when the text before it has the
    reader put it in place and names no file the config reader knows: an agent hook to merge into
    the user's settings, a workflow to create, an unnamed block to paste. A block only shown ("hooks
    such as this one") is not read: it runs nowhere."""
    introduction = "\n".join(paragraph[-3:])
    told = vocabulary.PUT_IN_PLACE.search(introduction) is not None or vocabulary.ensured_in_file(introduction)
    if not told or config_files.named_config_file(paragraph[-3:]):
        return []  # shown only; or a file the config reader knows by name reads it (config_files.shown_blocks)
    kind = _CONFIG_INFO[word]
    named = [m.group(1).removeprefix("~/") for m in _NAMED_FILE.finditer(introduction)]
    same_kind = [n for n in named if _same_kind(n, kind)]
    virtual = same_kind[-1] if same_kind else (f"config{kind}" if kind.startswith(".") else kind)
    from skillgrade.rules.security.behaviour import manifests

    return [
        dataclasses.replace(snippet, rel=rel, first_line=first_line + snippet.first_line - 1)
        for snippet in manifests.snippets(virtual, path, body)
    ]


def _same_kind(name: str, kind: str) -> bool:
    lowered = name.lower()
    if kind == ".yaml":
        return lowered.endswith((".yaml", ".yml"))
    if kind == ".json":
        return lowered.endswith((".json", ".jsonc", ".json5"))
    if kind.startswith("."):
        return lowered.endswith(kind)
    return lowered.rsplit("/", 1)[-1] == kind.lower()


def _console(body: str) -> str:
    """A console transcript's commands (``$ cmd`` lines) with its output lines blanked; lines kept."""
    lines = body.split("\n")
    prompts = [line for line in lines if re.match(r"^\s*(?:\$|#|>|PS[^>]*>)\s", line)]
    if not prompts or (len(prompts) == len(lines) and all(line.lstrip().startswith("#") for line in prompts)):
        return body
    if not any(line.lstrip().startswith("$ ") for line in lines):
        return body
    return "\n".join(re.sub(r"^\s*\$\s", "", line) if line.lstrip().startswith("$ ") else "" for line in lines)


_HEADING = re.compile(r"^#{1,6}\s")
_STEPS_HEADING = re.compile(
    r"(?i)\b(?:set\s?up|install\w*|prerequisites?|requirements|getting\s+started|quick\s?start|before\s+you"
    r"|usage|how\s+to|steps?|instructions?|workflow|procedure|bootstrap\w*|onboarding|configur\w+|run\w*)\b"
)
"""A section whose heading says it holds what to do: nothing in it is read as a mere illustration."""


def _prose(
    rel: str,
    path: str,
    paragraph: list[str],
    first_line: int,
    introduction: list[str] | None = None,
    heading: str = "",
    cited: tuple[list[str], int] | None = None,
    specimen: bool = False,
) -> list[Snippet]:
    """A paragraph's code: ``!`cmd``` (dynamic), its inline code spans that are commands, taken
    together as one step (a paragraph that says "find the .env files, then curl them" is one
    flow), and lines or passages that are commands written as prose. A table's commands are
    listed for the reader unless the paragraph before it tells the reader to run them; a
    blockquote of nothing but code spans no one is told to run (``specimen``) is shown, not a step."""
    if not paragraph:
        return []
    table = _table(paragraph)
    found: list[Snippet] = _decoded_steps(rel, path, paragraph, first_line, " ".join(paragraph))
    for offset, line in enumerate(paragraph):
        if "!`" in line:
            for match in _INLINE_DYNAMIC.finditer(line):
                found.append(
                    Snippet(path, rel, Language.SHELL, match.group(1), first_line + offset, Presentation.DYNAMIC)
                )
    text = "\n".join(paragraph)
    commands = [" " * len(line) for line in paragraph]
    mentions = [" " * len(line) for line in paragraph]
    spans = mentioned = False
    for match in _PARAGRAPH_CODE.finditer(text):
        code = " ".join(match.group(1).split("\n"))
        if table:
            code = code.replace("\\|", "|")  # GFM: a cell's escaped pipe is a pipe, in code spans too
        if text[max(0, match.start() - 1) : match.start()] == "!":
            continue
        if looks_like_command(_ungrouped(code)) or _agent_file_command(code):
            row = text.count("\n", 0, match.start())
            if (
                specimen
                or _bare_pattern(code)
                or _cited(cited, text, match.start(), match.end())
                or (not _STEPS_HEADING.search(heading) and _illustration(text, match.start(), match.end()))
            ):
                mentions[row] = (mentions[row].rstrip() + " ; " + code).lstrip(" ;")
                mentioned = True
                continue
            commands[row] = (commands[row].rstrip() + " ; " + code).lstrip(" ;")
            spans = True
    for row, line in enumerate(paragraph):
        if "`" in line:
            continue
        command = _embedded_command(line)
        if command is not None and cited is not None:
            at = sum(len(earlier) + 1 for earlier in paragraph[:row]) + len(line) - len(command)
            if _cited(cited, text, at, at + len(command.rstrip(' "”»“」.,'))):
                mentions[row] = (mentions[row].rstrip() + " ; " + command).lstrip(" ;")
                mentioned = True
                continue
        if command is not None:
            commands[row] = command
            spans = True
    if mentioned:
        found.append(
            Snippet(path, rel, Language.SHELL, "\n".join(mentions), first_line, Presentation.EXAMPLE, _MENTIONED)
        )
    written = " ".join(commands)
    placed = [(r, c) for r, c in _copies_into_places(text) if _place_of(c) not in written]  # not said twice
    for row, command in [*_copies_into_agent_file(text), *placed]:
        commands[row] = (commands[row].rstrip() + " ; " + command).lstrip(" ;")
        spans = True
    if spans:
        listed = (
            table
            and not _told_to_run_the_table("\n".join((introduction or [])[-3:]))
            and not _SETUP_HEADING.search(heading)  # a table in a set-up section is what to do first
            and _STEP_COLUMN.match(paragraph[0]) is None  # | Step | Command |: numbered steps
            and _SETUP_COLUMN.search(paragraph[0]) is None  # | Requirement | How to get it |: what to do first
            and _REMEDY_COLUMN.search(paragraph[0]) is None  # | Symptom | Fix |: what to do when it happens
        )
        presentation = Presentation.EXAMPLE if listed else Presentation.STEP
        found.append(Snippet(path, rel, Language.SHELL, "\n".join(commands), first_line, presentation))
    return found


_QUOTE_MARKS = ('"', "“", "«", "„", "「")


def _cited(cited: tuple[list[str], int] | None, text: str, start: int, end: int) -> bool:
    """The span ``start:end`` of a block quote's ``text`` lies inside a quotation in a blockquote that
    holds nothing but quotations, with nothing above it telling the reader to take it up (the reading
    of :func:`override.cited_in_a_blockquote`): the quote cites what someone else wrote, as a table of
    quotations lists it. Run as written nothing in it is the skill's own step; a command the
    blockquote gives bare (no quotation marks around it), or one introduced by an order to paste or
    follow it, stays a step."""
    if cited is None:
        return False
    from skillgrade.rules.security.override import cited_in_a_blockquote  # a quoted paragraph's reader only

    lines, paragraph_start = cited
    for at in (start, end - 1):
        row = text.count("\n", 0, at)
        column = at - (text.rfind("\n", 0, at) + 1)
        if not cited_in_a_blockquote(lines, paragraph_start + row + 1, column, column + 1):
            return False
    return True


_NAMED_OBJECT = re.compile(r"\s+`([^`\n]+)`")
_SHELL_NAMES = frozenset(("sh", "bash", "zsh", "dash", "ksh", "fish", "pwsh", "powershell", "cmd", "sudo"))
_TABLE_REFERENCE = re.compile(r"(?i)\b(?:table|below|following|follows|these|those|each\s+row|rows?|them)\b")
_CLAUSE_END = re.compile(r"[.!?](?:\s|$)|\n\s*\n")
_DESCRIBES_IT = re.compile(r"(?i),?\s+(?:which|that|it)\b")


def _told_to_run_the_table(introduction: str) -> bool:
    """The paragraph before a table tells the reader to run its commands: a run verb with no command
    of its own ("run the setup command in this table"), whose command is a shell (`bash`, `sudo`:
    the table is what it runs), or whose clause points at the table after naming its command ("run
    `setup.sh` with the rows below"). "Run `scripts/hunt.sh`, which looks for lines like these" runs
    the script, and the table lists what it looks for."""
    for match in _RUN_WORDS.finditer(introduction):
        named = _NAMED_OBJECT.match(introduction, match.end())
        if named is None or named.group(1).split()[0] in _SHELL_NAMES:
            return True
        end = _CLAUSE_END.search(introduction, named.end())
        rest = introduction[named.end() : end.start() if end else len(introduction)]
        if _TABLE_REFERENCE.search(_DESCRIBES_IT.split(rest, maxsplit=1)[0]):
            return True
    return False


_REACHING_TOOLS = frozenset(("curl", "wget", "iwr", "irm", "nc", "ncat", "netcat", "socat", "telnet"))
_SOURCE_RUNNERS = frozenset(("uvx", "pipx", "npx", "bunx", "pnpx"))
"""Tools that fetch a package and run it: given only a slot for its source (``uvx --from git+https://…@main``),
they name nothing to fetch, as a download tool given no address does."""
_NO_OPERAND = re.compile(r"^(?:-.*|\w+:|…|\.{3}|\S*(?:\.{3}|…))$")
"""A word that names nothing to reach: a flag, an empty socat address (``exec:``), an ellipsis."""


def _bare_pattern(code: str) -> bool:
    """A span naming a technique with nothing to aim it at (`curl | sh`, `curl -fsSL URL | bash`, `nc -e`,
    `socat exec:`, `base64 -d | sh`): a tool that downloads or connects but is given no address (only a
    slot for one), variable or file,
    or a decode given no data. Run as written it reaches or decodes nothing, so it is the name of a
    shape a text describes, not a step: a payload has to say where it comes from, and one that does
    (a URL, a host, a ``$VAR``, a blob, a file) is never read as bare."""
    for stage in re.split(r"\|\|?|&&|;", code):
        words = _command_words(stage)
        name = vocabulary.command_name(words[0]) if words else ""
        if (name in _REACHING_TOOLS or name in _SOURCE_RUNNERS) and all(
            _NO_OPERAND.match(word) or _address_to_fill_in(word) for word in words[1:]
        ):
            return True
    return _bare_decode(code)


_NAME_TO_FILL_IN = re.compile(r"[A-Z][A-Z0-9_]*")
"""``URL``, ``HOST``, ``SCRIPT_URL``: a dotless word in capitals, the convention for a value the reader
supplies. As an address it names a single-label host no one on the internet can answer for."""


_URL_TO_FILL_IN = re.compile(
    r"(?:[a-z][\w+.-]*://)(?:<[\w .-]+>|\[[\w .-]+\]|\{[\w .-]+\}|…|\.{3})(?::\d{1,5})?(?:[/@#]\S*)?"
)
"""A URL whose host is a bracketed slot or an ellipsis (``https://<host>/x.sh``, ``http://[server]:8080/``,
``git+https://…@main``): a path on no machine. A capitalised word with a path
(``https://STAGING/agent.sh``) may be an intranet host."""


def _address_to_fill_in(word: str) -> bool:
    """A reaching tool's operand that is a slot, not an address (``<url>``, ``[host]``, ``URL``), or a
    URL whose host is one: what it names is reached only once someone supplies the host."""
    bare = word.strip("\"'")
    return (
        _PLACEHOLDER_WORD.fullmatch(bare) is not None
        or _NAME_TO_FILL_IN.fullmatch(bare) is not None
        or ("://" in bare and _URL_TO_FILL_IN.fullmatch(bare) is not None)
    )


def _command_words(stage: str) -> list[str]:
    """A pipeline stage's words after a prompt sign, ``sudo`` and ``eval``."""
    words = stage.split()
    while words and (words[0] in ("sudo", "eval") or re.fullmatch(r"[$>]|PS>", words[0])):
        words = words[1:]
    return words


def _bare_decode(code: str) -> bool:
    """A decode whose input is nothing named: the pipeline opens with the decoder itself given only
    flags (`base64 -d | sh` decodes whatever the terminal types), or with an ellipsis in place of the
    data (`eval "$(… | base64 -d)"`, `echo ... | xxd -r -p | sh`)."""
    stages = re.split(r"\|\|?|&&|;", re.sub(r"[\"'`()]|\$\(", " ", code))
    if len(stages) < 2 or not any(
        _command_words(stage) and vocabulary.command_name(_command_words(stage)[0]) in vocabulary.DECODERS
        for stage in stages
    ):
        return False
    first = _command_words(stages[0])
    if not first:
        return False
    opener = vocabulary.command_name(first[0])
    operands = first[1:] if opener in vocabulary.DECODERS or opener in ("echo", "printf", "cat") else first
    if opener == "printf" and operands and "%" in operands[0]:
        operands = operands[1:]  # the format; its data is what follows
    return all(_NO_OPERAND.match(word) or _PLACEHOLDER_WORD.fullmatch(word) for word in operands)


_PLACEHOLDER_WORD = re.compile(r"<[\w .-]+>|\[[\w .-]+\]|\{[\w .-]+\}")
"""A word the reader fills in (``<blob>``, ``[payload]``, ``{data}``): as the data of a decode, no data."""


def looks_like_command(code: str) -> bool:
    """Whether a code span holds a command line the code reader takes (``curl …``, ``… | sh``)."""
    return (
        _COMMAND_START.match(code) is not None
        or _PIPE_TO_SHELL.search(code) is not None
        or _SOURCED_FILE.match(code) is not None
        # `mkdir -p out && env > out/e.txt`: a list whose later command is one the reader takes
        or (("&&" in code or "||" in code or ";" in code) and any(map(_COMMAND_START.match, _LISTED.split(code)[1:])))
    )


_LISTED = re.compile(r"&&|\|\||;")
"""Where one command of a list ends and the next starts."""


_SOURCED_FILE = re.compile(r"\.\s+[\w./~$\"'-]")
"""``. ./env.sh``: a file read into the running shell (``source`` is a command word already)."""


def _ungrouped(code: str) -> str:
    """A span's command with the brackets of a subshell or group it opens taken off (``(crontab -l;
    cat x) | crontab -``, ``{ echo; cat y; } >> f``): what runs first is the command inside."""
    return code.lstrip("({ \t") if code[:1] in "({" else code


def _agent_file_command(code: str) -> bool:
    """A file command (``cp``, ``mv``, ``tee`` …) that puts something into an agent instruction file."""
    return _FILE_COMMAND.match(code) is not None and any(name in code.lower() for name in _AGENT_FILES)


_ABBREVIATION = re.compile(r"(?i)\b(?:e\.g|i\.e|etc|cf|vs|approx|incl)\.")
_SENTENCE_START = re.compile(r"(?:^|\n)[ \t]*(?:[-*+>]|\d+[.)])[ \t]+|[.!?][ \t\n]+")
_NOUN_PHRASE_START = re.compile(
    r"(?i)^[(\s]*(?:a|an|the|this|that|these|those|some|many|most|each|every|any|another|several|such|other|all"
    r"|both|typical|common)\b"
)
_INSTANCE_MARKER = re.compile(r"(?i)\b(?:e_g_|i_e_|such as|for example|for instance|like)\b")
_ORDER = re.compile(
    r"(?i)\b(?:run|execute|paste|type|enter|install|invoke|launch|start|use|call|do|must|should|shall|needs?"
    r"|needed|required?|requires|has to|have to|make sure|ensure|always|please|first|then|next|before|after|step"
    r"|you|your|yourself|agent|assistant|claude|we|let's|setup|set up|configure)\b"
)


def _illustration(text: str, start: int, end: int) -> bool:
    """Whether the code span at ``start:end`` is quoted as an instance of something a sentence
    describes, not given as a step: its sentence opens with a noun phrase ("A shell whose input is a
    socket, e.g. spawned by `…`"), the span comes after "e.g."/"such as"/"for example"/"like", and
    nothing in the sentence orders anything (an imperative, "must", "you", "first", "step" …). An
    imperative sentence ("Prepare the host, e.g. `…`") never opens with a determiner, so the marker
    alone lowers nothing: a payload given as a step stays a step. The other reading of a quoted
    span is the object of an imperative of looking ("Search crontabs for `…`"), again with no order
    in the sentence."""
    masked = _ABBREVIATION.sub(lambda m: m.group().replace(".", "_"), text)
    masked = _PARAGRAPH_CODE.sub(lambda m: "`" + "x" * (len(m.group()) - 2) + "`", masked)
    opening = 0
    for boundary in _SENTENCE_START.finditer(masked, 0, start):
        opening = boundary.end()
    closing = re.search(r"[.!?](?:\s|$)|\n[ \t]*(?:[-*+>]|\d+[.)])[ \t]", masked[end:])
    sentence_end = end + closing.start() if closing else len(masked)
    before, sentence = masked[opening:start], masked[opening:sentence_end]
    if _ORDER.search(sentence) is not None:
        return False
    described = _NOUN_PHRASE_START.match(before) is not None and _INSTANCE_MARKER.search(before) is not None
    return described or _SEARCHED_FOR.match(before) is not None


_SEARCHED_FOR = re.compile(
    r"(?i)^[(\s]*(?:look|search|grep|hunt|scan|watch|check|inspect|audit|review|sweep)\b[^`]{0,60}?\bfor"
    r"(?:\s+(?:lines?|entries|patterns?|strings?|commands?|traces?)\s+(?:like|such\s+as))?\s*(?:e_g_\s*)?$"
)
"""An imperative of looking whose object is the span ("Search crontabs for `…`"): the span is what
to find, not what to run."""


_SETUP_HEADING = re.compile(
    r"(?i)\b(?:set\s?up|install\w*|prerequisites?|requirements|getting\s+started|quick\s?start|before\s+you"
    r"|bootstrap\w*|onboarding|first\s+run)\b"
)
_SETUP_COLUMN = re.compile(
    r"(?i)\|\s*(?:requirements?|prerequisites?|dependenc(?:y|ies)|how\s+to\s+(?:get|install)(?:\s+it)?"
    r"|install(?:ation)?(?:\s+(?:command|step))?|set\s?up(?:\s+(?:command|step))?)\s*\|"
)
"""A table column of what to have or do first: its rows' commands are the set-up to run."""
_REMEDY_COLUMN = re.compile(
    r"(?i)\|\s*(?:(?:the\s+)?(?:fix|fixes|solution|remedy|resolution|workaround|recovery|mitigation|action)"
    r"(?:\s+(?:command|step|to\s+run))?|what\s+to\s+(?:do|run)|how\s+to\s+(?:fix|recover|resolve)(?:\s+it)?"
    r"|(?:do|run)\s+this)\s*\|"
)
"""A table column of what to do when a row's case arises (``| Symptom | Fix |``): its commands are the
steps the agent takes then, not a listing to compare."""
_STEP_COLUMN = re.compile(r"(?i)^\s*\|\s*(?:#|no\.?|steps?|order|phase)\s*\|")
_TABLE_DELIMITER = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$")


def _table(paragraph: list[str]) -> bool:
    """A Markdown table (a header, a delimiter row, rows): its cells are listed for the reader to
    compare, one value per cell; a step to run is written as a block, a list item or a line."""
    rows = [line for line in paragraph if line.strip()]
    return (
        len(rows) >= 3
        and _TABLE_DELIMITER.match(rows[1]) is not None
        and all(line.lstrip().startswith("|") for line in rows)
    )


_PARAGRAPH_CODE = re.compile(r"(?<!`)`([^`]{4,}?)`(?!`)")
_PIPE_TO_SHELL = re.compile(r"\|\s*(?:sudo\s+)?(?:ba|z)?sh\b")
_EMBEDDED = re.compile(
    r"(?:^|[\s(\[\"':])((?:sudo\s+)?(?:(?:ba|z)?sh\s+-c|curl|wget|iwr|irm|eval|python3?\s+-c|base64\s+-d|nc)\s.*)$"
)

_TOOL_NAMED_AS_A_NOUN = re.compile(
    r"(?i)\S+\s+(?:commands?|calls?|requests?|invocations?|snippets?|examples?|one-liners?|lines?|output|flags?"
    r"|options?|syntax|equivalents?)\b"
)
"""A tool's name used in prose to qualify a noun ("run the curl command they provide", "a wget call"):
the sentence talks about a command, it does not write one; its first argument would be that noun."""


def _embedded_command(line: str) -> str | None:
    """A command written in a prose line (a list item, after "Run:", inside image alt text)."""
    command = re.sub(r"^\s*(?:[-*+>]\s+|\d+[.)]\s+)?(?:[A-Za-z ,]{1,40}:\s+)?", "", line)
    if _COMMAND_START.match(command) or _PIPE_TO_SHELL.search(command):
        return command
    match = _EMBEDDED.search(line)
    if match is None or _TOOL_NAMED_AS_A_NOUN.match(match.group(1)):
        return None
    return match.group(1)


_FENCE_IN_CODE = re.compile(r"(?:```|~~~)(?:\\?\{)?([A-Za-z][\w-]*)|(?:```|~~~)(?=[\\\[(.])")
"""A fence written in a script's text (a pattern or a marker it looks for): the info word it selects,
or none when a pattern stands there (``\\w+``, ``(.*?)``): then it takes every block."""
_RUNS_TEXT = re.compile(
    r"\b(?:subprocess\.\w+|os\.(?:system|popen|exec\w*)|exec|eval|execSync|execFileSync|spawn(?:Sync)?|Popen"
    r"|(?:ba|z|da)?sh\s+-c|Invoke-Expression|iex)\b|\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b"
)
"""A call or pipe that runs text as code: what a script does with the blocks it takes."""


def blocks_scripts_run(sources: Iterable[Source], snippets: list[Snippet]) -> list[Snippet]:
    """Fenced blocks whose info string names no language (```` ```drill ````, ```` ```runbook ````)
    are read as nothing; a bundled script that picks such blocks out of the Markdown (its text names
    the fence) and runs text as code makes each a step of the shell, whatever the prose calls it."""
    tags: set[str] = set()
    every = False
    for snippet in snippets:
        if snippet.presentation is not Presentation.SCRIPT or ("```" not in snippet.text and "~~~" not in snippet.text):
            continue
        if not _RUNS_TEXT.search(snippet.text):
            continue
        for match in _FENCE_IN_CODE.finditer(snippet.text):
            if match.group(1):
                tags.add(match.group(1).lower())
            else:
                every = True
    tags -= _INFO_LANGUAGE.keys()
    if not tags and not every:
        return snippets
    found = list(snippets)
    for source in sources:
        if not (source.is_skill_md or os.path.splitext(source.rel)[1].lower() in MARKDOWN_SUFFIXES):
            continue
        found.extend(_blocks_tagged(source, tags, every))
    return found


def _blocks_tagged(source: Source, tags: set[str], every: bool) -> Iterator[Snippet]:
    """The blocks of one Markdown file tagged with a word of ``tags`` (any word naming no language when
    ``every``), as shell steps (or the language their content shows)."""
    lines = source.text.split("\n")
    for fence in fences(lines):
        word = fence.first_word.lower().strip("{}.")
        if not word or word in _INFO_LANGUAGE or word in _CONFIG_INFO:
            continue  # read already: untagged blocks are sniffed, a language's blocks are its code
        if word not in tags and not (every and word not in _NOT_RUN_INFO):
            continue
        body = "\n".join(fence.body(lines))
        if not body.strip():
            continue
        language = _sniff(body) or Language.SHELL
        yield Snippet(source.path, source.rel, language, body, source.first_line + fence.start + 1, Presentation.STEP)
