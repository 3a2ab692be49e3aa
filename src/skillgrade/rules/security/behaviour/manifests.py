"""Config and manifest files: the code they run by themselves and the servers they declare.

``package.json`` scripts, ``.mcp.json`` and plugin MCP servers, CI workflows, pre-commit configs,
Makefiles, Dockerfiles, commands in ``pyproject.toml`` and other YAML/TOML/INI files, and HTML's
scripts. (Code files a build runs, ``setup.py`` or a hatch hook, are scripts :mod:`.extract`
already hands to their language.)

Every piece of code keeps the line it is on in the file (PyYAML's marks, the key's line in JSON,
the recipe's line in a Makefile). A file that does not parse yields nothing here; the engine
reports unreadable files.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
import shlex
import sys
import textwrap
from collections.abc import Iterable, Iterator
from pathlib import PurePosixPath
from typing import Any

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import config_files, packages, vocabulary
from skillgrade.rules.security.behaviour.config_files import ShownBlock
from skillgrade.rules.security.behaviour.model import (
    AGENT_HOOK,
    ALL_CI_SECRETS,
    Capability,
    Kind,
    Language,
    Presentation,
    Snippet,
)
from skillgrade.rules.security.behaviour.values import BUNDLED, bundled_text
from skillgrade.rules.security.sources import json_scalars

_LIFECYCLE = frozenset(
    {"preinstall", "install", "postinstall", "prepare", "preprepare", "postprepare", "prepublish", "prepack",
     "postpack", "prepublishOnly", "preuninstall", "uninstall", "postuninstall", "dependencies"}
)  # fmt: skip
"""npm scripts that run by themselves on ``npm install``, ``npm pack`` or ``npm publish``."""

_WELL_KNOWN_MCP_HOSTS = frozenset(
    {"api.githubcopilot.com", "mcp.linear.app", "mcp.notion.com", "mcp.sentry.dev", "mcp.stripe.com",
     "mcp.atlassian.com", "mcp.asana.com", "mcp.paypal.com", "mcp.cloudflare.com", "mcp.vercel.com",
     "mcp.supabase.com", "mcp.figma.com", "mcp.context7.com", "mcp.deepwiki.com", "huggingface.co",
     "mcp.zapier.com", "mcp.intercom.com", "mcp.squareup.com", "mcp.plaid.com", "mcp.webflow.com",
     "mcp.wix.com", "mcp.canva.com", "mcp.box.com", "mcp.hubspot.com", "mcp.monday.com", "mcp.neon.tech",
     "localhost", "127.0.0.1", "::1"}
)  # fmt: skip
"""Hosts of MCP servers their vendors publish (from the vendors' own setup pages); any other host
is reported, with what is forwarded to it."""

_TOKEN_NAME = re.compile(r"(?i)token|secret|key|passw|auth|credential|session|cookie|bearer")
_COMMAND_START = re.compile(
    r"(?i)^\s*(?:sudo\s+)?(?:curl|wget|bash|sh|zsh|python3?|node|npx|uvx|pip3?|npm|powershell|pwsh|iwr|irm|iex"
    r"|Invoke-\w+|eval|exec|base64|openssl|nc|ncat|chmod|crontab|launchctl|systemctl|git|docker|make|uv)"
    r"(?=[\s;|&(<>]|$)"  # the program's whole name: `nc/ncat launched …` and `git:` are words of prose
)
_PIPE_TO_SHELL = re.compile(r"\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b|\|\s*(?:python3?|node|iex)\b")


def snippets(rel: str, path: str, text: str) -> list[Snippet]:
    """The code in one config or manifest file, each piece with its language, line and presentation."""
    kind = config_files.kind(rel, text)
    if kind is None:
        return []
    try:
        return sorted(_SNIPPETS[kind](rel, path, text), key=lambda snippet: snippet.first_line)
    except _parse_errors():
        if kind in ("workflow", "yaml", "pre-commit"):
            return list(_unparsed_yaml_commands(rel, path, text, workflow=kind == "workflow"))
        return []


def capabilities(rel: str, path: str, text: str, *, shown: bool = False) -> list[Capability]:
    """What a config declares without code: an MCP server at an unknown host, a token forwarded.

    ``shown``: the config is a block in Markdown the reader is told to write (see
    :func:`shown_in_markdown`), where an unpinned ``npx -y`` server given its API key is the line
    vendors' own pages document; that pairing is reported for shipped config files only."""
    lockfile = config_files.LOCKFILES.get(PurePosixPath(rel).name.lower()) or config_files.npm_lock_entries(rel, text)
    if lockfile is not None:
        return list(_lockfile_sources(rel, path, text, lockfile))
    name = PurePosixPath(rel).name.lower()
    if name.endswith((".gradle", ".gradle.kts")):
        return list(_gradle_repositories(rel, path, text)) if "repositories" in text and "://" in text else []
    if name in ("pom.xml", "settings.xml") or name.endswith(".pom"):
        return list(_maven_repositories(rel, path, text)) if "<url>" in text else []
    kind = config_files.kind(rel, text)
    if kind not in (
        "package.json",
        "json",
        "dockerfile",
        "workflow",
        "yaml",
        "requirements",
        "index-config",
        "toml",
        "pre-commit",
        "go.mod",
        "nix",
        "source-list",
        "gemfile",
    ):
        return []
    try:
        if kind == "pre-commit":
            return list(_pre_commit_capabilities(rel, path, text))
        if kind == "dockerfile":
            return list(_dockerfile_capabilities(rel, path, text))
        if kind in ("workflow", "yaml"):
            found_yaml = list(_yaml_capabilities(rel, path, text, workflow=kind == "workflow"))
            if PurePosixPath(rel).name.lower() == ".yarnrc.yml":
                found_yaml.extend(_index_settings(rel, path, text))
            if kind == "yaml" and _MCP_KEY.search(text):
                found_yaml.extend(_declared_server_capabilities(rel, path, text, _yaml_data(text), shown))
            if kind == "yaml" and _CONDA_ENVIRONMENT.search(text):
                found_yaml.extend(_conda_environment(rel, path, text))
            if kind == "yaml" and _DEPENDENCY_SOURCE.search(text):
                found_yaml.extend(_dependency_sources(rel, path, text))
            if kind == "yaml" and "additional_urls" in text:
                from skillgrade.rules.security.behaviour import registries

                found_yaml.extend(registries.yaml_capabilities(rel, path, text))
            return found_yaml
        if kind == "requirements":
            return list(_requirements_capabilities(rel, path, text))
        if kind == "index-config":
            return list(_index_settings(rel, path, text))
        if kind == "source-list":
            return list(_declared_sources(rel, path, text))
        if kind == "go.mod":
            return list(_go_mod_capabilities(rel, path, text))
        if kind == "gemfile":
            return list(_gem_sources(rel, path, text))
        if kind == "nix":
            return list(_nix_substituters(rel, path, text))
        if kind == "toml":
            if PurePosixPath(rel).name.lower().startswith("cargo.toml") or _CARGO_TABLE.search(text):
                return list(_cargo_capabilities(rel, path, text))
            if _MCP_KEY.search(text):  # Codex's [mcp_servers.NAME] tables
                return list(_declared_server_capabilities(rel, path, text, parsed_toml(text), shown))
            return list(_pyproject_capabilities(rel, path, text)) if rel.endswith("pyproject.toml") else []
        data = json.loads(text)
    except _parse_errors():
        return []
    found: list[Capability] = []
    if isinstance(data, dict) and (kind == "package.json" or _npm_manifest_shaped(data)):
        found.extend(_dependency_capabilities(rel, path, text, data))
    elif isinstance(data, dict) and _bare_dependency_map(data):
        found.extend(_dependency_capabilities(rel, path, text, {"dependencies": data}))
    if isinstance(data, dict) and "repositories" in data and _composer_shaped_manifest(rel, data):
        found.extend(_composer_repositories(rel, path, text, data))
    if isinstance(data, dict) and (data.keys() & {"features", *_CONTAINER_LIFECYCLE}):
        found.extend(_container_sources(rel, path, text, data))
    found.extend(_declared_server_capabilities(rel, path, text, data, shown))
    if "scopes" in text or "registries" in text or "default-registry" in text:
        from skillgrade.rules.security.behaviour import registries

        found.extend(registries.json_capabilities(rel, path, text, data))
    if _N8N_MARK in text:  # an n8n workflow export
        from skillgrade.rules.security.behaviour import flows

        found.extend(flows.capabilities(rel, path, text, data))
    return found


def _requirements_capabilities(rel: str, path: str, text: str) -> Iterator[Capability]:
    """A requirements file's own options (``--index-url``, ``--extra-index-url``, ``--find-links``) and
    requirements from URLs, as ``pip install -r`` would read them. An index is reported once the
    whole file is read: the registry's popular names it lists beside an added index are what that
    index can serve its own builds of."""
    names: list[tuple[int, str]] = []
    options: list[tuple[int, str, str, bool]] = []
    found: list[Capability] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split(" #", 1)[0].strip()
        if not line or line.startswith("#"):
            continue
        option = re.match(r"^(--(?:extra-)?index-url|-i|--find-links|-f)[=\s]+(\S+)", line)
        if option is not None:
            options.append((number, line, option.group(2), option.group(1) not in ("--index-url", "-i")))
            continue
        if line.startswith("-"):
            continue
        names.append((number, line))
        found.extend(_requirement(rel, path, line, number, "requirements"))
        found.extend(_confusable_requirement(rel, path, line, number, "requirements"))
    found.extend(_misspelt_imports(rel, path, names, "requirements"))
    added_index: str | None = None
    for number, line, url, extra in options:
        shadowed = _shadowed_names(path, number, [spec for _, spec in names], url) if extra else None
        reported = list(_index(rel, path, url, number, line, "pip", extra=extra, claimed=shadowed))
        added_index = added_index or (url if extra and reported else None)
        found.extend(reported)
    yield from sorted(found, key=lambda capability: capability.chain[0].line or 0)  # in the file's order
    if added_index is not None:
        yield from _extended_names(rel, path, names, added_index)


def _shadowed_names(path: str, line: int, specs: list[str], url: str = "") -> Evidence | None:
    """Where an index added beside PyPI (on ``line``) meets the registry's popular names the same
    install takes (``specs``): pip takes each from whichever source offers the higher version, so
    the added index can hand out its own build of them; or, at ``url`` on a documentation domain,
    where it takes only names none of which is its own (:func:`packages.unowned_names`)."""
    public = list(dict.fromkeys(packages.base_name(s) for s in specs if packages.public_name("pypi", s)))
    if not public:
        plain = [s for s in specs if " @ " not in s and "://" not in s]
        unowned = packages.unowned_names(url, plain) if url else ()
        if not unowned:
            return None
        return Evidence(path, line, f"{packages.UNOWNED} {', '.join(unowned[:6])}, beside the registry")
    shown = ", ".join(public[:6])
    return Evidence(path, line, f"{packages.SHADOWED} {shown}: the index can serve its own build of them")


def _confusable_requirement(rel: str, path: str, spec: str, line: int, where: str) -> Iterator[Capability]:
    """A requirement whose name is written to be read as another (``rn`` for ``m``, a capital I for
    an ``l``; see :func:`packages.confusable`): unlike a name one edit from a listed one, no two real
    listed projects differ so, so a dependency list is asked too."""
    if " @ " in spec or "://" in spec:
        return
    meant = packages.confusable("pypi", spec)
    if meant is None:
        return
    name = packages.base_name(spec)
    snippet = _snippet(rel, path, Language.SHELL, spec, line, Presentation.CONFIG, where)
    what = f"installs {name}, written to be read as {meant} ({where})"
    yield Capability(Kind.INSTALL_TYPOSQUAT, f"{name} (looks like {meant})", (Evidence(path, line, what),), snippet)


def _misspelt_imports(rel: str, path: str, names: list[tuple[int, str]], where: str) -> Iterator[Capability]:
    """Requirements one slip from a module the skill's own Python code imports that no requirement is
    named for (see :func:`packages.misspelt_import`). The bundled code is read only when the list holds
    a name off the registry's popular list."""
    if not any(not packages.public_name("pypi", spec) for _, spec in names):
        return
    imported = packages.bundled_python_imports(BUNDLED.get() or {})
    if not imported:
        return
    specs = [spec for _, spec in names]
    for number, spec in names:
        meant = packages.misspelt_import(spec, imported, specs)
        if meant is None:
            continue
        name = packages.base_name(spec)
        snippet = _snippet(rel, path, Language.SHELL, spec, number, Presentation.CONFIG, where)
        what = f"installs {name}, one letter from the {meant} the skill's code imports ({where})"
        chain = (Evidence(path, number, what),)
        yield Capability(Kind.INSTALL_TYPOSQUAT, f"{name} (looks like {meant})", chain, snippet)


def _extended_names(rel: str, path: str, names: list[tuple[int, str]], index: str) -> Iterator[Capability]:
    """Requirements of a file that adds an unknown index beside PyPI whose names are a listed
    project's with a word added (``requests-tools``): pip takes each name from whichever index has the
    higher version, and such a name is what a squatter publishes there (see
    :func:`packages.listed_name_with_a_word`, which the shell's ``pip install --extra-index-url`` asks too)."""
    for number, spec in names:
        if " @ " in spec or "://" in spec:
            continue
        extended = packages.listed_name_with_a_word("pypi", spec)
        if extended is None:
            continue
        name = packages.base_name(spec)
        snippet = _snippet(rel, path, Language.SHELL, spec, number, Presentation.CONFIG, "requirements")
        what = f"installs {name}, the popular {extended}'s name with a word added, with the index {index} beside PyPI"
        yield Capability(
            Kind.INSTALL_TYPOSQUAT, f"{name} (looks like {extended})", (Evidence(path, number, what),), snippet
        )


def _requirement(rel: str, path: str, spec: str, line: int, where: str) -> Iterator[Capability]:
    """A requirement from a URL outside the public code hosts. (Near-miss names are not checked in
    Python dependency lists: the bundled popular list also matches real packages one edit from a
    popular one, ``psycopg``/``psycopg2``, ``cattrs``/``attrs``, and a list of twenty names would
    too often hold one.)"""
    url = spec.split(" @ ", 1)[1].strip() if " @ " in spec else spec
    if (vocabulary.url_host(url) is not None or url.lower().startswith("git+")) and not packages.known_code_host(url):
        snippet = _snippet(rel, path, Language.SHELL, spec, line, Presentation.CONFIG, where)
        what = f"installs a package straight from {url} ({where})"
        yield Capability(Kind.INSTALL_URL, url, (Evidence(path, line, what),), snippet)


def _index(
    rel: str,
    path: str,
    url: str,
    line: int,
    text: str,
    tool: str,
    *,
    extra: bool,
    unverified: Evidence | None = None,
    claimed: Evidence | None = None,
) -> Iterator[Capability]:
    """An index a config sends installs to. A replacement index over HTTPS on a named host is a
    company mirror; an extra index (dependency confusion: the higher version wins), plain HTTP, a
    bare IP address, a look-alike of a public registry's name, or any index the same file turns
    certificate checks off for (``unverified``: where) is reported; ``claimed``: where it is declared
    for a public publisher's own package names, or where the install it is added to takes the
    registry's popular names (:data:`packages.SHADOWED`)."""
    url = url.strip("'\"")
    host = vocabulary.url_host(url)
    if host is None or packages.known_index(url) or vocabulary.is_local_host(host):
        return
    mirror = url.lower().startswith("https://") and not vocabulary.is_ip(host)
    if not extra and mirror and unverified is None and packages.trusted_host(url) is None:
        return
    snippet = _snippet(rel, path, Language.SHELL, text, line, Presentation.CONFIG, "index")
    what = f"installs packages from the index {url} ({tool} configuration)"
    chain = (Evidence(path, line, what), *(link for link in (unverified, claimed) if link is not None))
    yield Capability(Kind.INSTALL_INDEX, url, chain, snippet)


_GRADLE_BLOCK = re.compile(r"\b([A-Za-z_]\w*)\s*(?:\([^(){}\n]*\))?\s*\{|[{}]")
_GRADLE_REPOSITORY_URL = re.compile(
    r"""(?:\burl\s*=?\s*|\bsetUrl\s*\(\s*|\b(?:maven|ivy)\s*\(\s*(?:url\s*=\s*)?)"""
    r"""(?:(?:uri|URI|java\.net\.URI|URI\.create)\s*\(\s*)?(?:["']([^"'\s]+)["']|([A-Za-z_]\w*)\b)"""
)
_GRADLE_CONSTANT = re.compile(
    r"""(?m)^\s*(?:(?:private\s+)?(?:val|var|def|String|const\s+val)\s+|ext\.)(\w+)(?:\s*:\s*String)?"""
    r"""\s*=\s*["']([^"'\s]+)["']"""
)
_GRADLE_INSECURE = re.compile(r"\b(?:is)?[aA]llowInsecureProtocol\s*(?:=\s*|\(\s*)?true\b")


def _gradle_repositories(rel: str, path: str, text: str) -> Iterator[Capability]:
    """The repositories a Gradle build or settings script resolves dependencies and plugins from
    (``maven { url = uri("…") }``, ``maven("…")``, ``ivy { url "…" }``, a URL held in a ``val``):
    Gradle asks them in order, so plain HTTP, a bare IP or a registry look-alike serves whatever
    artifact it wants; ``allowInsecureProtocol`` is where the script lets HTTP through. A
    ``publishing`` block's repositories are where the build uploads, not what it installs."""
    constants = {m.group(1): m.group(2) for m in _GRADLE_CONSTANT.finditer(text)}
    blocks = _gradle_block_starts(text)
    for match in _GRADLE_REPOSITORY_URL.finditer(text):
        url = match.group(1) or constants.get(match.group(2) or "", "")
        if "://" not in url:
            continue
        enclosing = [name for start, end, name in blocks if start <= match.start() < end]
        if "repositories" not in enclosing or "publishing" in enclosing:
            continue
        line = text.count("\n", 0, match.start()) + 1
        block_end = min(
            (end for start, end, name in blocks if name in ("maven", "ivy") and start <= match.start() < end),
            default=match.end(),
        )
        insecure = _GRADLE_INSECURE.search(text, match.start(), block_end)
        unverified = (
            Evidence(path, text.count("\n", 0, insecure.start()) + 1, "lets the repository be reached over plain HTTP")
            if insecure is not None
            else None
        )
        shown = text.splitlines()[line - 1].strip()
        yield from _index(rel, path, url, line, shown, "Gradle", extra=False, unverified=unverified)


def _gradle_block_starts(text: str) -> list[tuple[int, int, str]]:
    """Each named block of a Gradle script (``repositories {``) as (start, end, name), braces matched."""
    found: list[tuple[int, int, str]] = []
    stack: list[tuple[int, str]] = []
    for match in _GRADLE_BLOCK.finditer(text):
        if match.group(0) == "}":
            if stack:
                start, name = stack.pop()
                found.append((start, match.end(), name))
        else:
            stack.append((match.start(), match.group(1) or ""))
    found.extend((start, len(text), name) for start, name in stack)
    return found


_MAVEN_REPOSITORY = re.compile(
    r"<(repository|pluginRepository|snapshotRepository|mirror)>(.*?)</\1>", re.DOTALL | re.IGNORECASE
)
_MAVEN_URL = re.compile(r"<url>\s*([^<\s]+)\s*</url>", re.IGNORECASE)


def _maven_repositories(rel: str, path: str, text: str) -> Iterator[Capability]:
    """A ``pom.xml``'s or Maven ``settings.xml``'s repositories and mirrors: where every build
    resolves artifacts and plugins from (a distribution's upload target is not one)."""
    for block in _MAVEN_REPOSITORY.finditer(text):
        if block.group(1).lower() == "snapshotrepository":
            continue  # distributionManagement: where deploy uploads
        url = _MAVEN_URL.search(block.group(2))
        if url is None or "://" not in url.group(1):
            continue
        line = text.count("\n", 0, block.start(2) + url.start()) + 1
        yield from _index(rel, path, url.group(1), line, url.group(0), "Maven", extra=False)


_LOCKED_SOURCE = re.compile(
    r"""(?im)(?:^|[\s{,])["']?(?:resolved|tarball|url|registry|source|index|git)["']?\s*[:=]?\s*"""
    r"""["']?(?:registry\+|sparse\+|git\+)?((?:https?|git)://[^\s"'#,}]+)"""
)
"""Where a lockfile says each package is fetched from: npm's ``"resolved"``, yarn's ``resolved``,
pnpm's ``tarball``, uv's and Poetry's ``url``/``registry``, Cargo's ``source = "registry+…"``."""


def _lockfile_sources(rel: str, path: str, text: str, tool: str) -> Iterator[Capability]:
    """The hosts a lockfile fetches its packages from: the install reproduces them exactly, so a
    package pinned to a tarball on plain HTTP, a bare IP or a look-alike of its registry (the real
    name, the attacker's build) is installed as it stands. Each host is reported once, at its first line."""
    seen: set[str] = set()
    for match in _LOCKED_SOURCE.finditer(text):
        url = match.group(1)
        host = vocabulary.url_host(url) or ""
        if host in seen or (packages.known_registry_host(url) and url.lower().startswith("https://")):
            continue
        seen.add(host)
        line = text.count("\n", 0, match.start(1)) + 1
        yield from _index(rel, path, url, line, url, f"{tool} lockfile", extra=False)


_DECLARED_SOURCE = re.compile(r"""^\s*url\s*=\s*["']([a-z][\w+.-]*://[^"'\s]+)["']""", re.IGNORECASE)


def _declared_sources(rel: str, path: str, text: str) -> Iterator[Capability]:
    """A Pipfile's ``[[source]] url =``: every ``pipenv install`` of the project looks there."""
    for number, line in enumerate(text.splitlines(), start=1):
        found = _DECLARED_SOURCE.match(line)
        if found is not None:
            yield from _index(rel, path, found.group(1), number, line.strip(), "pipenv", extra=False)


_INDEX_SETTING = re.compile(
    r"^\s*(?:(?:@[\w.-]+:)?registry|npmRegistryServer|(?:extra-)?index-url|find-links|index_url|extra_index_url"
    r"|channel_alias)(?:\s*[=:]\s*|[ \t]+)[\"']?(\S+?)[\"']?\s*$",
    re.IGNORECASE,
)


def _index_settings(rel: str, path: str, text: str) -> Iterator[Capability]:
    """``.npmrc``/``.yarnrc`` ``registry=``, ``.yarnrc.yml`` ``npmRegistryServer:``, ``pip.conf``
    ``index-url =``, ``uv.toml`` ``index-url =``, ``bunfig.toml`` ``registry =``, ``.condarc``
    ``channel_alias:`` and channel URLs: every later install in the folder uses them."""
    name = PurePosixPath(rel).name.lower()
    if name == "nuget.config":
        yield from _nuget_sources(rel, path, text)
        return
    tool = {"bunfig.toml": "bun", ".condarc": "conda"}.get(name, "npm" if "npm" in rel or "yarn" in rel else "pip")
    unverified = _certificate_checks_off(path, text)
    for number, line in enumerate(text.splitlines(), start=1):
        match = _INDEX_SETTING.match(line) or (_LISTED_URL.match(line) if name == ".condarc" else None)
        if match is not None:
            extra = re.match(r"\s*(?:extra|find)", line, re.IGNORECASE) is not None
            # a public publisher's scope sent elsewhere (`@vitejs:registry=`): its packages, by their real
            # names, come from that host; a company's own scope on its own registry is a mirror
            scope = re.match(r"\s*@([\w.-]+):registry\b", line, re.IGNORECASE)
            extra = extra or (scope is not None and scope.group(1).lower() in packages.NPM_POPULAR_SCOPES)
            yield from _index(rel, path, match.group(1), number, line.strip(), tool, extra=extra, unverified=unverified)


_NUGET_SOURCE = re.compile(r"<add\b[^>]*?\bvalue\s*=\s*[\"']((?:https?|file)://[^\"']+)[\"'][^>]*>", re.IGNORECASE)


def _nuget_sources(rel: str, path: str, text: str) -> Iterator[Capability]:
    """A ``NuGet.Config``'s package sources: restore asks every source for every package, so beside
    nuget.org another feed is an extra index (the higher version wins) unless ``packageSourceMapping``
    pins which packages come from where; ``allowInsecureConnections`` lets a feed skip HTTPS."""
    found = [(m, text.count("\n", 0, m.start()) + 1) for m in _NUGET_SOURCE.finditer(text)]
    mapped = "<packagesourcemapping" in text.lower()
    for match, line in found:
        insecure = re.search(r"allowInsecureConnections\s*=\s*[\"']true", match.group(0), re.IGNORECASE)
        unverified = Evidence(path, line, "allows an insecure connection to the feed") if insecure else None
        shown = match.group(0).strip()
        yield from _index(rel, path, match.group(1), line, shown, "NuGet", extra=len(found) > 1 and not mapped,
                          unverified=unverified)  # fmt: skip


_CONDA_ENVIRONMENT = re.compile(r"(?m)^channels\s*:|^\s+-\s+pip\s*:")
"""A conda environment file (``environment.yml``): its channels and the pip section's options."""
_PIP_OPTION = re.compile(
    r"^\s*-\s*[\"']?(--(?:extra-)?index-url|-i|--find-links|-f)[\s=]+[\"']?((?:https?|file)://[^\s\"']+)"
)


def _conda_environment(rel: str, path: str, text: str) -> Iterator[Capability]:
    """``conda env create -f`` reads the channels and hands the ``pip:`` entries to pip, its index
    options included: an extra index, plain HTTP or a bare IP serves packages under public names."""
    for number, line in enumerate(text.splitlines(), start=1):
        option = _PIP_OPTION.match(line)
        if option is not None:
            extra = option.group(1) in ("--extra-index-url", "--find-links", "-f")
            yield from _index(rel, path, option.group(2), number, line.strip(), "conda pip", extra=extra)
            continue
        listed = _LISTED_URL.match(line)
        if listed is not None:
            url = listed.group(1)
            if re.match(r"^\s*-\s*[\"']?(?:git\+)?https?://\S+\.(?:whl|tar\.gz|zip)\b|^\s*-\s*git\+", line):
                yield from _requirement(rel, path, url, number, "conda environment")
            else:
                yield from _index(rel, path, url, number, line.strip(), "conda", extra=False)


_DEPENDENCY_SOURCE = re.compile(
    r"""(?m)^\s*(?:-\s+)?(git|tarball|src)\s*:\s*["']?((?:git\+)?(?:https?|git|ssh)://[^\s"']+)"""
)
"""A dependency fetched from a repository or an archive by a YAML package list: dbt's ``packages.yml``
(``- git:``, ``- tarball:``), Ansible Galaxy's ``requirements.yml`` (``- src:``), a Dart ``pubspec.yaml``
git dependency given inline (``git: https://…``)."""
_DEPENDENCY_LISTS = re.compile(r"(?m)^(?:packages|dependencies|dev_dependencies|roles|collections)\s*:")


def _dependency_sources(rel: str, path: str, text: str) -> Iterator[Capability]:
    """Dependencies a YAML package list fetches from outside the public code hosts: the package
    manager (``dbt deps``, ``ansible-galaxy install -r``, ``dart pub get``) brings their code in, and
    the project runs it (dbt macros in ``on-run-start``, Ansible roles, Dart build hooks)."""
    if _DEPENDENCY_LISTS.search(text) is None:
        return
    for number, line in enumerate(text.splitlines(), start=1):
        found = _DEPENDENCY_SOURCE.match(line)
        if found is not None:
            yield from _requirement(rel, path, found.group(2), number, f"{found.group(1)} dependency")


_LISTED_URL = re.compile(r"^\s*-\s*[\"']?(https?://[^\s\"']+)")
"""A URL as a list entry (a ``.condarc`` channel)."""

_GEM_SOURCE = re.compile(
    r"""(?m)^\s*(?:source\s*\(?\s*|remote:\s*|-\s*)["']?((?:https?|git)://[^\s"']+)"""
    r"""|\bsource:\s*["']((?:https?|git)://[^\s"']+)"""
)
"""Where Bundler and RubyGems fetch gems: a Gemfile's ``source "…"`` (global or a block), a gem's
``source: "…"`` option, a lockfile's ``remote:``, a ``.gemrc`` ``:sources:`` entry."""


def _gem_sources(rel: str, path: str, text: str) -> Iterator[Capability]:
    """Gem sources a Gemfile, its lockfile or ``.gemrc`` names: a gem's code (and its native
    extension's build) runs on ``bundle install``, so plain HTTP, a bare IP or a look-alike of a
    public registry serves code under the gem's name."""
    unverified = _certificate_checks_off(path, text)
    for match in _GEM_SOURCE.finditer(text):
        url = match.group(1) or match.group(2)
        if vocabulary.url_host(url) in ("rubygems.org", "gems.ruby-lang.org", "gem.coop"):
            continue
        line = text.count("\n", 0, match.start(1) if match.group(1) else match.start(2)) + 1
        shown = text.splitlines()[line - 1].strip()
        yield from _index(rel, path, url, line, shown, "Bundler", extra=False, unverified=unverified)


def _certificate_checks_off(path: str, text: str) -> Evidence | None:
    found = packages.certificate_checks_off(text)
    if found is None:
        return None
    line, setting = found
    return Evidence(path, line, f"{packages.UNVERIFIED} ({setting})")


def _pyproject_capabilities(rel: str, path: str, text: str) -> Iterator[Capability]:
    """Indexes a ``pyproject.toml`` sends installs to (uv, Poetry, PDM) and dependencies from URLs."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on 3.10 only
        import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

    data = tomllib.loads(text)
    lines = text.splitlines()
    tool = _table(data, "tool")
    uv = _table(tool, "uv")
    urls: list[tuple[str, bool]] = []
    for key in ("index-url", "extra-index-url"):
        value = uv.get(key)
        found = [value] if isinstance(value, str) else [v for v in value or [] if isinstance(v, str)]
        urls.extend((url, key.startswith("extra")) for url in found)
    for sources in (uv.get("index"), _table(tool, "poetry").get("source"), _table(tool, "pdm").get("source")):
        for source in sources if isinstance(sources, list) else []:
            if isinstance(source, dict) and isinstance(source.get("url"), str):
                # uv and Poetry consult a named index beside PyPI unless it is the default or explicit
                primary = source.get("default") is True or source.get("priority") in ("primary", "default")
                urls.append((source["url"], not primary))
    specs = _pyproject_requirements(data)
    for url, extra in urls:
        line = _find_line(lines, url)
        shadowed = _shadowed_names(path, line, specs, url) if extra else None
        shown = lines[line - 1].strip() if lines else url
        yield from _index(rel, path, url, line, shown, "pyproject", extra=extra, claimed=shadowed)
    for name, source in _table(uv, "sources").items():
        # [tool.uv.sources] name = { url = … } or { git = … }: uv fetches that package from there
        for key in ("url", "git"):
            where = source.get(key) if isinstance(source, dict) else None
            if isinstance(where, str) and not packages.known_code_host(where):
                yield from _requirement(rel, path, f"{name} @ {where}", _find_line(lines, where), "uv sources")
    yield from _misspelt_imports(rel, path, [(_find_line(lines, spec), spec) for spec in specs], "pyproject")
    for spec in specs:
        yield from _requirement(rel, path, spec, _find_line(lines, spec), "pyproject dependencies")
        yield from _confusable_requirement(rel, path, spec, _find_line(lines, spec), "pyproject dependencies")


def _pyproject_requirements(data: dict[str, Any]) -> list[str]:
    """Every requirement a ``pyproject.toml`` lists for pip or uv to install: ``[project].dependencies``,
    each extra of ``[project.optional-dependencies]`` (``pip install -e ".[extra]"`` installs it as
    surely as the main list) and each PEP 735 ``[dependency-groups]`` list (``uv sync --group``)."""
    project = _table(data, "project")
    lists: list[object] = [project.get("dependencies")]
    lists.extend(_table(project, "optional-dependencies").values())
    lists.extend(_table(data, "dependency-groups").values())
    return [spec for found in lists if isinstance(found, list) for spec in found if isinstance(spec, str)]


def _cargo_capabilities(rel: str, path: str, text: str) -> Iterator[Capability]:
    """A Cargo manifest's crates fetched from git or a registry outside crates.io (``[dependencies]``,
    ``[patch.crates-io]`` replacing a crate for the whole build, ``[build-dependencies]``): the
    source every build compiles, build.rs included."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on 3.10 only
        import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

    data = tomllib.loads(_templated(text))
    lines = text.split("\n")
    tables: list[tuple[str, Any]] = [
        (key, data.get(key)) for key in ("dependencies", "build-dependencies", "dev-dependencies")
    ]
    tables.extend((f"patch.{name}", crates) for name, crates in _table(data, "patch").items())
    for where, crates in tables:
        for crate, spec in crates.items() if isinstance(crates, dict) else ():
            source = spec.get("git") if isinstance(spec, dict) else None
            if isinstance(source, str):
                yield from _requirement(rel, path, f"{crate} @ {source}", _find_line(lines, source), f"Cargo {where}")
    # .cargo/config.toml: `[source.crates-io] replace-with = "m"` sends every crate to `[source.m]`
    sources = _table(data, "source")
    for replaced, settings in sources.items():
        target = settings.get("replace-with") if isinstance(settings, dict) else None
        replacement = sources.get(target) if isinstance(target, str) else None
        if not isinstance(replacement, dict):
            continue
        for key in ("registry", "git"):
            url = replacement.get(key)
            if isinstance(url, str):
                index = url.removeprefix("sparse+")
                where = f"Cargo, in place of {replaced}"
                yield from _index(rel, path, index, _find_line(lines, url), f"{key} = {url}", where, extra=False)


_CARGO_TABLE = re.compile(r"^\s*\[(?:patch|source)\.[\w\"'.-]+\]", re.MULTILINE)
"""A Cargo table in a file of any name (a ``.cargo/config.toml`` or a fragment to paste into ``Cargo.toml``)."""


_GO_REPLACE = re.compile(r"^\s*(?:replace\s+)?([\w.~/-]+)(?:\s+v\S+)?\s*=>\s*([\w.~/-]+)(?:\s+(v\S+))?\s*(?://.*)?$")
_GO_POPULAR_NAMESPACES = ("golang.org/x/", "google.golang.org/", "github.com/", "gopkg.in/", "go.uber.org/", "k8s.io/")
_GO_CODE_HOSTS = frozenset(
    {"github.com", "gitlab.com", "bitbucket.org", "golang.org", "google.golang.org", "go.googlesource.com",
     "gopkg.in", "go.uber.org", "k8s.io", "sigs.k8s.io", "go.opentelemetry.io", "cloud.google.com"}
)  # fmt: skip


def _go_mod_capabilities(rel: str, path: str, text: str) -> Iterator[Capability]:
    """``replace`` directives that swap a widely used module (``golang.org/x/…``, a GitHub module)
    for one on a host that is not a public code host: every build compiles that code instead."""
    block = False
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if re.match(r"^replace\s*\($", stripped):
            block = True
            continue
        if block and stripped == ")":
            block = False
            continue
        if not (block or stripped.startswith("replace ")):
            continue
        match = _GO_REPLACE.match(stripped)
        if match is None:
            continue
        original, replacement = match.group(1), match.group(2)
        host = replacement.split("/", 1)[0].lower()
        if _look_alike_module(original, replacement):
            snippet = _snippet(rel, path, Language.SHELL, stripped, number, Presentation.CONFIG, "go.mod replace")
            what = f"replaces the module {original} with the look-alike {replacement}: every build compiles that code"
            detail = f"{replacement} (looks like {original})"
            yield Capability(Kind.INSTALL_TYPOSQUAT, detail, (Evidence(path, number, what),), snippet)
            continue
        if replacement.startswith((".", "/")) or "." not in host or host in _GO_CODE_HOSTS:
            continue
        if not original.startswith(_GO_POPULAR_NAMESPACES) or original.split("/", 1)[0] == host:
            continue
        snippet = _snippet(rel, path, Language.SHELL, stripped, number, Presentation.CONFIG, "go.mod replace")
        what = f"replaces the module {original} with {replacement} from {host}: every build compiles that code"
        yield Capability(Kind.INSTALL_URL, f"{original} from {replacement}", (Evidence(path, number, what),), snippet)


def _look_alike_module(original: str, replacement: str) -> bool:
    """A replacement whose path is one edit from the module it replaces, on the same host
    (``github.com/spf13/cobra`` → ``github.com/spfl3/cobra``): a fork named to pass for the original."""
    left, right = original.lower().split("/"), replacement.lower().split("/")
    if len(left) != len(right) or left[0] != right[0] or left == right:
        return False
    differing = [(a, b) for a, b in zip(left, right, strict=True) if a != b]
    return len(differing) == 1 and len(differing[0][0]) >= 4 and packages.one_edit(*differing[0])


def _templated(text: str) -> str:
    """A template's ``{{name}}`` placeholders as plain words, so it parses as the file it becomes."""
    return re.sub(r"\{\{\s*([\w.-]+)\s*\}\}", r"\1", text)


def _table(data: dict[str, Any], key: str) -> dict[str, Any]:
    value = data.get(key)
    return value if isinstance(value, dict) else {}


def _parse_errors() -> tuple[type[Exception], ...]:
    """What the JSON, YAML, TOML and HTML parsers raise on a broken file (TOML's is a ValueError)."""
    import yaml

    return (yaml.YAMLError, ValueError, TypeError, AttributeError, KeyError, IndexError, RecursionError)


_AZURE_STEP_LANGUAGE = {"pwsh": "powershell", "powershell": "powershell", "bash": "shell", "script": "shell"}
"""Azure Pipelines steps that run code: ``- pwsh: |``, ``- powershell:``, ``- bash:``, ``- script:``."""
_AZURE_SECRET = re.compile(r"\$\((System\.AccessToken|[\w.]*(?:token|secret|password|pat|key)[\w.]*)\)", re.I)
"""An Azure Pipelines macro naming a secret: the job's own ``$(System.AccessToken)`` or a secret variable."""


# JSON: package.json and MCP servers


def _json_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    data = json.loads(text)
    read: list[str] = []
    for snippet in _named_json_snippets(rel, path, text, data):
        read.append(snippet.text)
        yield snippet
    yield from _json_command_strings(rel, path, text, data, read)


def _named_json_snippets(rel: str, path: str, text: str, data: Any) -> Iterator[Snippet]:
    """The commands of the JSON files whose keys are known to run them."""
    if PurePosixPath(rel).name.lower() == "package.json" and isinstance(data, dict):
        scripts = data.get("scripts")
        if isinstance(scripts, dict):
            for name, command in scripts.items():
                if isinstance(command, str) and command.strip():
                    presentation = Presentation.HOOK if name in _LIFECYCLE else Presentation.SCRIPT
                    line = _json_key_line(text, name, command)
                    snippet = _snippet(rel, path, Language.SHELL, command, line, presentation, f"scripts.{name}")
                    yield _with_package_config(snippet, text, data) if "npm_package_config_" in command else snippet
        prisma = data.get("prisma")  # `prisma migrate dev`/`reset` and `prisma db seed` run the seed command
        seed = prisma.get("seed") if isinstance(prisma, dict) else None
        if isinstance(seed, str) and seed.strip():
            line = _json_key_line(text, "seed", seed)
            yield _snippet(rel, path, Language.SHELL, seed, line, Presentation.HOOK, "prisma.seed")
    if PurePosixPath(rel).name.lower() in ("deno.json", "deno.jsonc") and isinstance(data, dict):
        tasks = data.get("tasks")  # `deno task NAME` runs the task's command line (or its "command")
        for name, task in tasks.items() if isinstance(tasks, dict) else ():
            command = task.get("command") if isinstance(task, dict) else task
            if isinstance(command, str) and command.strip():
                line = _json_key_line(text, name, command)
                yield _snippet(rel, path, Language.SHELL, command, line, Presentation.SCRIPT, f"tasks.{name}")
    if _composer_shaped(rel, data):
        yield from _composer_snippets(rel, path, text, data)
    yield from _editor_task_snippets(rel, path, text, data)
    yield from _devbox_snippets(rel, path, text, data)
    yield from _container_lifecycle_snippets(rel, path, text, data)
    yield from _agent_hook_snippets(rel, path, text, data)
    yield from _server_snippets(rel, path, text, data)
    yield from _command_key_snippets(rel, path, text, data)
    yield from _terminal_profile_snippets(rel, path, text, data)
    if _N8N_MARK in text:
        from skillgrade.rules.security.behaviour import flows

        yield from flows.snippets(rel, path, text, data)
    if _NODE_RED_MARK in text:
        from skillgrade.rules.security.behaviour import flows

        yield from flows.node_red_snippets(rel, path, text, data)


_PACKAGE_CONFIG = re.compile(r"\$\{?npm_package_config_(\w+)\}?")


def _with_package_config(snippet: Snippet, text: str, data: dict[str, Any]) -> Snippet:
    """A package.json script with ``$npm_package_config_<key>`` filled in from the file's ``config``
    object, as npm sets those variables for every script it runs: the command is what runs, and the
    ``config`` line each value comes from opens the chain."""
    config = data.get("config")
    if not isinstance(config, dict):
        return snippet
    given: list[tuple[int, Evidence]] = []

    def filled(match: re.Match[str]) -> str:
        value = config.get(match.group(1))
        if not isinstance(value, (str, int, float)) or isinstance(value, bool):
            return match.group(0)
        shown = str(value)
        at = _json_key_line(text, match.group(1), shown)
        given.append((snippet.first_line, Evidence(snippet.path, at, f"gives {match.group(1)} = {shown}")))
        return shown

    command = _PACKAGE_CONFIG.sub(filled, snippet.text)
    return dataclasses.replace(snippet, text=command, given=tuple(dict.fromkeys(given))) if given else snippet


_N8N_MARK = '"n8n-nodes-'
_NODE_RED_MARK = '"wires"'
""":data:`.flows.MARK`, held here so a JSON file without it never imports the module."""
_JSON_STRINGS_READ = 20_000
"""Strings of one JSON file looked at as possible commands (a data file's millions are not)."""
_NOT_CONFIG = ("package-lock.json", "npm-shrinkwrap.json", "composer.lock", "pnpm-lock.json")


def _json_command_strings(rel: str, path: str, text: str, data: Any, read: list[str]) -> Iterator[Snippet]:
    """Any other string value of a JSON file written as a command line (a release tool's
    ``prepareCmd``, a bot's ``postUpgradeTasks.commands``), as YAML and TOML values are read: what
    runs it is the tool the file configures, whatever the key is called. ``read``: the commands the
    known keys gave."""
    name = PurePosixPath(rel).name.lower()
    if name in _NOT_CONFIG or name.endswith(".ipynb") or not _COMMAND_WORD.search(text):
        return
    variables = _json_template_variables(data) if "{{" in text else {}
    strings = ((key, value) for key, value in json_scalars(data) if isinstance(value, str) and value.strip())
    for count, (key, value) in enumerate(strings):
        if count >= _JSON_STRINGS_READ:
            return
        command = _template_filled(value, variables) if variables and "{{" in value else value
        if _looks_like_command(command) and not any(value in known for known in read):
            # a command a known key gave (an MCP server's argv joined into one line) is read once
            line = _json_key_line(text, key, value)
            yield _snippet(rel, path, Language.SHELL, command, line, Presentation.CONFIG, key)


_TEMPLATE_SLOT = re.compile(r"\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}")
"""A Mustache/Handlebars-style ``{{name}}`` slot in a command template."""
_TEMPLATE_TABLES = frozenset({"vars", "variables", "env", "environment", "defaults", "params", "context"})


def _json_template_variables(data: Any) -> dict[str, str]:
    """The string values of a JSON file's variable tables (``vars``, ``env``, ``defaults`` …, at any
    depth): what a tool or a bundled script fills the same file's ``{{name}}`` command templates
    with, so ``"{{fetch}} {{origin}}{{path}} | {{shell}}"`` beside ``"vars": {"fetch": "curl -fsSL",
    …}`` is the command it becomes."""
    found: dict[str, str] = {}
    stack: list[Any] = [data]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for key, value in node.items():
                if str(key).lower() in _TEMPLATE_TABLES and isinstance(value, dict):
                    found.update({str(k): str(v) for k, v in value.items() if isinstance(v, (str, int))})
                elif isinstance(value, (dict, list)):
                    stack.append(value)
        elif isinstance(node, list):
            stack.extend(node)
    return found


def _template_filled(template: str, variables: dict[str, str]) -> str:
    """``template`` with every slot a variable names filled; other slots stay as written."""
    return _TEMPLATE_SLOT.sub(lambda m: variables.get(m.group(1), m.group(0)), template)


_COMMAND_WORD = re.compile(
    r"\"\s*(?:sudo\s+)?(?:curl|wget|bash|sh|zsh|python3?|node|npx|uvx|pip3?|npm|powershell|pwsh|iwr|irm|iex"
    r"|Invoke-\w+|eval|exec|base64|openssl|nc|ncat|chmod|crontab|launchctl|systemctl|git|docker|make|uv)[\s;|&(<>]"
    r"|\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b|\|\s*(?:python3?|node|iex)\b"
    r"|\|\s*(?:sudo\s+)?(?:curl|wget|nc|ncat|netcat|socat|scp|rsync|ssh|openssl|gpg)\b"
    r"|\"\s*(?:sudo\s+)?[\w.+-]+\s[^\"\n]{0,80}?(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%)[/\\\\]\.",
    re.IGNORECASE,
)
"""A JSON string that opens with a command word (:data:`_COMMAND_START`), pipes into a shell or a
network tool, or opens with any word followed by a hidden folder of the home (``zip -qr - ~/.ssh``):
a file with none is not walked."""


_COMMAND_KEY = re.compile(
    r"^(?:build|install|dev|start|ignore|test|release|deploy|pre\w*|post\w*)Command$|^(?:pre|post)deploy$"
)
"""A hosting or build config's command keys (Vercel's ``buildCommand``/``installCommand``, Firebase's
``predeploy``): the platform runs the value as a shell line on every build or deploy."""


def _command_key_snippets(rel: str, path: str, text: str, data: Any) -> Iterator[Snippet]:
    if not isinstance(data, dict) or ("ommand" not in text and "deploy" not in text):
        return
    tables = [data, *(v for v in data.values() if isinstance(v, dict))]
    for table in tables:
        for key, value in table.items():
            if key in _CONTAINER_LIFECYCLE or not _COMMAND_KEY.match(str(key)):
                continue  # a dev container's are read with their argv forms
            for command in value if isinstance(value, list) else [value]:
                if isinstance(command, str) and command.strip():
                    line = _json_key_line(text, str(key), command)
                    yield _snippet(rel, path, Language.SHELL, command, line, Presentation.HOOK, str(key))


def _terminal_profile_snippets(rel: str, path: str, text: str, data: Any) -> Iterator[Snippet]:
    """An editor's terminal profile that starts a shell with ``-c`` and a command: it runs in every
    terminal the editor opens (``terminal.integrated.profiles.*``)."""
    if not isinstance(data, dict) or "terminal.integrated" not in text:
        return
    for key, profiles in data.items():
        if not str(key).startswith("terminal.integrated.profiles") or not isinstance(profiles, dict):
            continue
        for profile in profiles.values():
            arguments = profile.get("args") if isinstance(profile, dict) else None
            if not isinstance(arguments, list):
                continue
            words = [str(a) for a in arguments]
            flag = next((i for i, w in enumerate(words) if w.lower() in ("-c", "/c", "-command", "-lc")), None)
            if flag is not None and flag + 1 < len(words):
                line = _json_key_line(text, "args", "")
                yield _snippet(rel, path, Language.SHELL, words[flag + 1], line, Presentation.HOOK, f"{key}.args")


_COMPOSER_EVENTS = frozenset(
    {"pre-install-cmd", "post-install-cmd", "pre-update-cmd", "post-update-cmd", "post-autoload-dump",
     "post-root-package-install", "post-create-project-cmd", "pre-autoload-dump", "post-package-install"}
)  # fmt: skip
"""Composer scripts that run by themselves on ``composer install``/``update``/``create-project``."""


def _composer_shaped(rel: str, data: Any) -> bool:
    """``composer.json``, or a JSON file of composer scripts meant to be merged into one (its
    ``scripts`` keyed by composer's own events)."""
    if not isinstance(data, dict):
        return False
    if PurePosixPath(rel).name.lower() == "composer.json":
        return True
    scripts = data.get("scripts")
    return isinstance(scripts, dict) and any(event in _COMPOSER_EVENTS for event in scripts)


def _composer_shaped_manifest(rel: str, data: dict[str, Any]) -> bool:
    """``composer.json`` or a JSON file with its package fields (``require`` beside ``repositories``)."""
    return _composer_shaped(rel, data) or isinstance(data.get("require"), dict)


def _composer_repositories(rel: str, path: str, text: str, data: dict[str, Any]) -> Iterator[Capability]:
    """Composer's ``repositories`` (a list, or a map by name) of ``composer``, ``vcs`` or ``artifact``
    entries: every ``composer install`` asks them first, so plain HTTP, an IP or a look-alike serves
    any package; ``config.secure-http: false`` is where the file lets HTTP through."""
    entries = data["repositories"]
    listed = entries.values() if isinstance(entries, dict) else entries if isinstance(entries, list) else []
    config = data.get("config")
    insecure = isinstance(config, dict) and config.get("secure-http") is False
    unverified = Evidence(path, _json_key_line(text, "secure-http", "false"), "turns off Composer's HTTPS check")
    for entry in listed:
        url = entry.get("url") if isinstance(entry, dict) else None
        if isinstance(url, str) and "://" in url:
            line = _json_key_line(text, "url", url)
            shown = f'"url": "{url}"'
            yield from _index(
                rel, path, url, line, shown, "Composer", extra=False, unverified=unverified if insecure else None
            )


def _composer_snippets(rel: str, path: str, text: str, data: dict[str, Any]) -> Iterator[Snippet]:
    """``composer.json`` scripts: a command or a list of them per event (``@name`` and PHP callbacks
    are not shell)."""
    scripts = data.get("scripts")
    if not isinstance(scripts, dict):
        return
    for event, value in scripts.items():
        commands = value if isinstance(value, list) else [value]
        presentation = Presentation.HOOK if event in _COMPOSER_EVENTS else Presentation.SCRIPT
        for command in commands:
            if isinstance(command, str) and command.startswith(("@php ", "@composer ")):
                command = command[1:]  # composer's aliases for the PHP binary and itself
            if isinstance(command, str) and command.strip() and not command.startswith("@") and "::" not in command:
                line = _json_key_line(text, event, "")
                yield _snippet(rel, path, Language.SHELL, command, line, presentation, f"scripts.{event}")


def _agent_hook_snippets(rel: str, path: str, text: str, data: Any) -> Iterator[Snippet]:
    """Commands an agent's settings run by themselves: ``{"type": "command", "command": …}`` under
    ``hooks`` (SessionStart, PreToolUse …) or ``statusLine``, and Cursor's ``hooks.json`` entries
    (``hooks.beforeShellExecution[n].command``), wherever the settings file lives."""
    if isinstance(data, dict):
        for key in _SETTINGS_HELPERS:  # Claude Code runs these commands itself to get credentials or headers
            helper = data.get(key)
            if isinstance(helper, str) and helper.strip():
                line = _json_key_line(text, key, helper)
                yield _snippet(rel, path, Language.SHELL, helper, line, Presentation.HOOK, AGENT_HOOK + key)
    stack: list[tuple[tuple[str, ...], Any]] = [((), data)]
    while stack:
        keys, current = stack.pop()
        if isinstance(current, dict):
            command = current.get("command")
            # Claude Code: {"type": "command", "command": …}; Cursor's hooks.json: hooks.<event>[n].command
            listed = len(keys) == 3 and keys[0] == "hooks" and keys[2].isdigit() and "type" not in current
            if (current.get("type") == "command" or listed) and isinstance(command, str) and command.strip():
                origin = AGENT_HOOK + (".".join(k for k in keys if not k.isdigit()) or "command")
                line = _json_key_line(text, "command", command)
                yield _snippet(rel, path, Language.SHELL, command, line, Presentation.HOOK, origin)
                continue
            stack.extend(((*keys, str(k)), v) for k, v in current.items() if isinstance(v, (dict, list)))
        elif isinstance(current, list):
            stack.extend(((*keys, str(i)), v) for i, v in enumerate(current) if isinstance(v, (dict, list)))


_SETTINGS_HELPERS = ("apiKeyHelper", "awsAuthRefresh", "awsCredentialExport", "otelHeadersHelper")
"""Claude Code settings whose value is a shell command it runs on start and when a credential expires."""
_CONTAINER_LIFECYCLE = ("initializeCommand", "onCreateCommand", "updateContentCommand", "postCreateCommand",
                        "postStartCommand", "postAttachCommand")  # fmt: skip
"""Dev container commands the editor runs by itself when it builds, starts or attaches to the container."""


def _container_lifecycle_snippets(rel: str, path: str, text: str, data: Any) -> Iterator[Snippet]:
    """A dev container's lifecycle commands: a string (a shell line), a list (argv) or an object of either."""
    if not isinstance(data, dict):
        return
    mounted = _devcontainer_mounts(data) if "mounts" in data else {}
    for key in _CONTAINER_LIFECYCLE:
        value = data.get(key)
        commands = list(value.values()) if isinstance(value, dict) else [value]
        for command in commands:
            if isinstance(command, list) and all(isinstance(word, str) for word in command) and command:
                code = shlex.join(command)
            elif isinstance(command, str) and command.strip():
                code = command
            else:
                continue
            if key != "initializeCommand":  # the others run inside, where the mounts are
                for target, source in mounted.items():
                    code = re.sub(rf"(?<![\w./-]){re.escape(target)}(?=/|[\s\"';|&)]|$)", source, code)
            line = _json_key_line(text, key, "")
            yield _snippet(rel, path, Language.SHELL, code, line, Presentation.HOOK, key)


def _devcontainer_mounts(data: dict[str, Any]) -> dict[str, str]:
    """The container paths a dev container mounts a host secret store at, with the host path: a
    lifecycle command reading the container path reads the host's store (``source=${localEnv:HOME}/.ssh,
    target=/mnt/k`` then ``tar c /mnt/k | curl …``)."""
    found: dict[str, str] = {}
    mounts = data.get("mounts")
    for mount in mounts if isinstance(mounts, list) else ():
        if isinstance(mount, str):
            fields = dict(part.split("=", 1) for part in mount.split(",") if "=" in part)
        elif isinstance(mount, dict):
            fields = {str(k): str(v) for k, v in mount.items()}
        else:
            continue
        source = re.sub(r"\$\{localEnv:(?:HOME|USERPROFILE)\}", "~", fields.get("source", fields.get("src", "")))
        target = fields.get("target", fields.get("destination", fields.get("dst", ""))).rstrip("/")
        if target.startswith("/") and vocabulary.secret_store(source) is not None:
            found[target] = source
    return found


def _container_sources(rel: str, path: str, text: str, data: dict[str, Any]) -> Iterator[Capability]:
    """Where a dev container's image and features come from: a feature's install script runs as root
    when the container is built, so one from plain HTTP, a bare IP or a look-alike host is untrusted."""
    features = data.get("features")
    references = [(str(key), "feature") for key in features] if isinstance(features, dict) else []
    if isinstance(data.get("image"), str):
        references.append((data["image"], "image"))
    for reference, what in references:
        if reference.startswith((".", "/")):
            continue  # a feature in the repository itself
        url = reference if "://" in reference else "https://" + reference.split("/", 1)[0]
        if "/" not in reference and "://" not in reference:
            continue  # docker.io's short names (ubuntu:24.04)
        why = packages.trusted_host(url)
        if why is None:
            continue
        line = _json_key_line(text, reference if what == "feature" else "image", "" if what == "feature" else reference)
        snippet = _snippet(rel, path, Language.SHELL, reference, line, Presentation.CONFIG, what)
        shown = f"builds the dev container from the {what} {reference} ({why})"
        yield Capability(Kind.INSTALL_INDEX, url, (Evidence(path, line, shown),), snippet)


def _devbox_snippets(rel: str, path: str, text: str, data: Any) -> Iterator[Snippet]:
    """A devbox.json's ``shell.init_hook`` (run by ``devbox shell`` and direnv on entering the folder)
    and its ``shell.scripts``."""
    shell = data.get("shell") if isinstance(data, dict) else None
    if not isinstance(shell, dict):
        return
    scripts = shell.get("scripts")
    entries = [("init_hook", shell.get("init_hook"), Presentation.HOOK)]
    entries += [(str(k), v, Presentation.SCRIPT) for k, v in scripts.items()] if isinstance(scripts, dict) else []
    lines = text.splitlines()
    for name, value, presentation in entries:
        program: list[str] = []  # each command on its line of the file (several may share one)
        for command in value if isinstance(value, list) else [value]:
            if isinstance(command, str) and command.strip():
                line = _find_line(lines, command)
                if line > len(program):
                    program.extend([""] * (line - 1 - len(program)))
                    program.append(command)
                else:
                    program[-1] += f"; {command}" if program else command
        if any(program):
            yield _snippet(rel, path, Language.SHELL, "\n".join(program), 1, presentation, f"shell.{name}")


_TASK_PLATFORMS = ("windows", "linux", "osx")


def _editor_task_snippets(rel: str, path: str, text: str, data: Any) -> Iterator[Snippet]:
    """An editor's task file (``tasks``: command, args, per-platform commands, ``runOn``).

    A task set to run when the folder is opened runs by itself, like an install hook.
    """
    tasks = data.get("tasks") if isinstance(data, dict) else None
    if not isinstance(tasks, list):
        return
    shared = _task_environment(data)
    for index, task in enumerate(tasks):
        if not isinstance(task, dict):
            continue
        run_options = task.get("runOptions")
        runs_itself = isinstance(run_options, dict) and run_options.get("runOn") == "folderOpen"
        presentation = Presentation.HOOK if runs_itself else Presentation.SCRIPT
        variants = [task, *(task[p] for p in _TASK_PLATFORMS if isinstance(task.get(p), dict))]
        for variant in variants:
            command = variant.get("command")
            if not isinstance(command, str) or not command.strip():
                continue
            args = [str(arg) for arg in variant.get("args", []) if isinstance(arg, (str, int, float))]
            line = _json_key_line(text, "command", command)
            code = shlex.join([command, *args]) if args else command
            environment = {**shared, **_task_environment(task), **_task_environment(variant)}
            yield _snippet(
                rel, path, Language.SHELL, _with_environment(code, environment), line, presentation, f"tasks[{index}]"
            )


def _task_environment(task: dict[str, Any]) -> dict[str, str]:
    """The variables a task file sets for a task's command (``options.env``)."""
    options = task.get("options")
    env = options.get("env") if isinstance(options, dict) else None
    if not isinstance(env, dict):
        return {}
    return {str(k): str(v) for k, v in env.items() if isinstance(v, (str, int)) and re.fullmatch(r"\w+", str(k))}


_MCP_KEY = re.compile(r"mcp_?servers", re.IGNORECASE)
"""Where a YAML or TOML config declares MCP servers (Codex's ``[mcp_servers.x]``, ``mcpServers:``)."""


def _declared_server_capabilities(rel: str, path: str, text: str, data: Any, shown: bool) -> Iterator[Capability]:
    declared = list(_mcp_servers(data))
    # bare entries a Markdown file tells the reader to add are config the reader is told to write,
    # as a block shown in Markdown is (an unpinned vendor package given its own key is their norm)
    registered = [] if declared else _registered_entries(rel, data)
    for name, server in declared or registered:
        yield from _server_capabilities(rel, path, text, name, server, shown=shown or bool(registered))


def _server_snippets(rel: str, path: str, text: str, data: Any) -> Iterator[Snippet]:
    """The command each MCP server a config declares starts, with its arguments, on the command's line."""
    for name, server in _servers(rel, data):
        command = server.get("command")
        if not isinstance(command, str) or not command.strip():
            continue
        environment = _server_environment(server)
        given = [str(arg) for arg in server.get("args", []) if isinstance(arg, (str, int, float))]
        args = [_client_filled(arg, environment) for arg in given]
        line = _json_key_line(text, "command", command, after=_json_key_line(text, name, ""))
        started = _with_exported(shlex.join([_client_filled(command, environment), *args]), environment)
        yield _snippet(rel, path, Language.SHELL, started, line, Presentation.CONFIG, f"mcpServers.{name}")


def _server_environment(server: dict[str, Any]) -> dict[str, str]:
    """The variables an MCP server entry sets to values written out (``"env": {"HOST": "x.example"}``);
    one handed on from the user's environment (``"${TOKEN}"``) is that variable, not text."""
    env = server.get("env")
    if not isinstance(env, dict):
        return {}
    return {str(k): v for k, v in env.items() if isinstance(v, str) and "$" not in v and re.fullmatch(r"\w+", str(k))}


_CLIENT_TEMPLATE = re.compile(r"\$\{(\w+)(?::-[^}]*)?\}")
"""``${NAME}`` or ``${NAME:-default}`` in an MCP entry's command or arguments: the client fills it in
before it starts the server (Claude Code's documented expansion in ``.mcp.json``). Claude Code fills
it from the environment it runs in, not from the entry's ``env`` block, and leaves an unset name as
written; a shell the entry starts then expands it from that block as words. We read the block's
value written in place all the same: a command line kept in ``env`` and placed into the script the
entry starts is meant as script, and a client that fills templates from the entry's own settings, or
a user who exports the documented value, runs it as one."""


def _client_filled(word: str, environment: dict[str, str]) -> str:
    """``word`` with each ``${NAME}`` the entry's own ``env`` sets written out as that value: the
    command line its author means the server to start with. Written out before the server starts,
    the value is part of the script a shell the entry starts parses (``sh -c "${PRE}; exec srv"``),
    so a pipe it holds is a pipe (the shell's own expansion of ``$PRE`` would split it into words)."""
    if "${" not in word or not environment:
        return word
    return _CLIENT_TEMPLATE.sub(lambda m: environment.get(m.group(1), m.group(0)), word)


def _with_exported(command: str, environment: dict[str, str]) -> str:
    """``command`` preceded by exports of the variables it uses: the server's process and any shell it
    starts (``bash -c '… $HOST …'``) see them."""
    used = [name for name in environment if "$" in command and re.search(r"\$\{?" + re.escape(name) + r"\b", command)]
    return "".join(f"export {name}={shlex.quote(environment[name])}; " for name in used) + command


def parsed_toml(text: str) -> Any:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on 3.10 only
        import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

    return tomllib.loads(text)


def _yaml_data(text: str) -> Any:
    import yaml

    return list(yaml.load_all(text, Loader=_loader()))


def _servers(rel: str, data: Any) -> list[tuple[str, dict[str, Any]]]:
    """The MCP servers a JSON file declares: under ``mcpServers`` (and its spellings), or as bare
    entries the skill's Markdown tells the reader to register (:func:`_registered_entries`)."""
    declared = list(_mcp_servers(data))
    return declared or _registered_entries(rel, data)


def _registered_entries(rel: str, data: Any) -> list[tuple[str, dict[str, Any]]]:
    """Server entries kept without the key they go under (``{"name": {"command": …}}`` or one
    ``{"command": …, "args": […]}``), read as MCP servers when a Markdown file of the skill names
    this file beside an MCP place ("add the entry from `assets/x.json` under `mcpServers` in
    `~/.claude.json`"): what the reader installs is a server with these settings."""
    if not isinstance(data, dict) or not data:
        return []
    if _server_shaped(data) and isinstance(data.get("command"), str):
        entries = [(PurePosixPath(rel).stem, data)]
    elif all(isinstance(v, dict) and _server_shaped(v) for v in data.values()) and len(data) <= 32:
        entries = [(str(k), v) for k, v in data.items()]
    else:
        return []
    return entries if _registered_as_mcp(rel) else []


def registered_server(name: str, entry_json: str) -> tuple[list[Snippet], list[Capability]] | None:
    """A server entry registered by a command (``claude mcp add-json NAME '{…}'``), as what an
    ``.mcp.json`` declaring it gives: the command it starts and what it declares (a host, a token
    forwarded, a package from a URL). Lines are the entry's own; ``None`` when it is no entry."""
    try:
        data = json.loads(entry_json[:65536])
    except ValueError:
        return None
    if not isinstance(data, dict) or not _server_shaped(data):
        return None
    declared = json.dumps({"mcpServers": {name: data}}, indent=2)
    snippets_found = list(_json_snippets(".mcp.json", ".mcp.json", declared))
    return snippets_found, capabilities(".mcp.json", ".mcp.json", declared, shown=True)  # as "claude mcp add" is


def _server_shaped(entry: dict[str, Any]) -> bool:
    command, url = entry.get("command"), entry.get("url") or entry.get("serverUrl")
    if isinstance(command, str):
        return isinstance(entry.get("args", []), list) and isinstance(entry.get("env", {}), dict)
    return isinstance(url, str) and "://" in url


_MCP_PLACE = re.compile(
    r"(?i)mcp_?servers|\.mcp\.json|claude(?:_desktop_config)?\.json|\bmcp\s+add(?:-json)?\b|\bMCP\b|context_servers"
)
_MCP_WINDOW = 400
"""Characters either side of the file's name in which the Markdown names where the entry goes."""


def _registered_as_mcp(rel: str) -> bool:
    name = PurePosixPath(rel).name
    for other, text in (BUNDLED.get() or {}).items():
        if not other.lower().endswith((".md", ".markdown", ".mdx")) or name not in text:
            continue
        at = text.find(name)
        while at != -1:
            if _MCP_PLACE.search(text, max(0, at - _MCP_WINDOW), at + len(name) + _MCP_WINDOW):
                return True
            at = text.find(name, at + len(name))
    return False


def _opencode_server(server: dict[str, Any]) -> dict[str, Any]:
    """An opencode server entry in the shape of the others: its ``command`` list split into command
    and ``args``, its ``environment`` as ``env``."""
    shaped = dict(server)
    command = server.get("command")
    if isinstance(command, list) and command and all(isinstance(word, str) for word in command):
        shaped["command"], shaped["args"] = command[0], command[1:]
    if isinstance(server.get("environment"), dict) and "env" not in server:
        shaped["env"] = server["environment"]
    return shaped


def _mcp_servers(data: Any) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every ``mcpServers`` (or ``servers``/``mcp.servers``) entry anywhere in a JSON document."""
    stack: list[Any] = [data]
    while stack:
        current = stack.pop()
        if isinstance(current, dict):
            for key, value in current.items():
                if key in ("mcpServers", "mcp_servers", "servers") and isinstance(value, dict):
                    for name, server in value.items():
                        if isinstance(server, dict) and (
                            "command" in server or "url" in server or "serverUrl" in server
                        ):
                            yield str(name), server
                elif key == "mcp" and isinstance(value, dict):  # opencode: {"type": "remote"|"local", …}
                    for name, server in value.items():
                        if isinstance(server, dict) and server.get("type") in ("remote", "local"):
                            yield str(name), _opencode_server(server)
                elif key in ("mcpServers", "mcp_servers") and isinstance(value, list):
                    for server in value:  # a list of entries that name themselves (Continue's config.yaml)
                        if isinstance(server, dict) and ("command" in server or "url" in server):
                            yield str(server.get("name", key)), server
                elif isinstance(value, (dict, list)):
                    stack.append(value)
        elif isinstance(current, list):
            stack.extend(item for item in current if isinstance(item, (dict, list)))


def _server_capabilities(
    rel: str, path: str, text: str, name: str, server: dict[str, Any], *, shown: bool = False
) -> Iterator[Capability]:
    server_line = _json_key_line(text, name, "")
    snippet = _snippet(
        rel, path, Language.SHELL, json.dumps(server), server_line, Presentation.CONFIG, f"mcpServers.{name}"
    )
    url = server.get("url") or server.get("serverUrl")
    address = _remote_address(server)
    remote_host = address[1] if address is not None else None
    if address is not None and address[0] == url:
        line = _json_key_line(text, "url" if "url" in server else "serverUrl", url, after=server_line)
        yield Capability(
            kind=Kind.EGRESS,
            detail=address[1],
            chain=(
                Evidence(
                    path=path, line=line, what=f"declares MCP server {name!r} at {address[1]}, not a known vendor's"
                ),
            ),
            snippet=snippet,
        )
    args = [str(arg) for arg in server.get("args", []) if isinstance(arg, str)]
    forwarded = _forwarded_tokens(server)
    if remote_host and forwarded:
        key, value = forwarded[0]
        line = _json_key_line(text, key, value, after=server_line)
        variable = re.search(r"\$\{?(\w+)", value)
        token = variable.group(1) if variable else key
        yield Capability(
            kind=Kind.SECRET_READ,
            detail=f"token {token}",
            chain=(Evidence(path=path, line=line, what=f"hands the token {token} to MCP server {name!r}"),),
            snippet=snippet,
        )
        yield Capability(
            kind=Kind.EGRESS,
            detail=remote_host,
            chain=(
                Evidence(path=path, line=line, what=f"hands the token {token} to MCP server {name!r}"),
                Evidence(path=path, line=line, what=f"which sends it to {remote_host}"),
            ),
            snippet=snippet,
        )
    command = server.get("command")
    fetched = _fetched_package(command, args)
    if fetched is not None and forwarded and not remote_host and not shown:
        key, value = forwarded[0]
        line = _json_key_line(text, key, value, after=server_line)
        variable = re.search(r"\$\{?(\w+)", value)
        token = variable.group(1) if variable else key
        handed = Evidence(path=path, line=line, what=f"hands the token {token} to MCP server {name!r}")
        runs = Evidence(
            path=path, line=server_line, what=f"which runs {fetched}, an unpinned package downloaded at each start"
        )
        yield Capability(kind=Kind.SECRET_READ, detail=f"token {token}", chain=(handed,), snippet=snippet)
        yield Capability(kind=Kind.EGRESS, detail=fetched, chain=(handed, runs), snippet=snippet)
    elif fetched is not None and not remote_host and not shown and not forwarded:
        launched = _unvetted_launch(text, name, str(command), args, fetched, server_line, path, snippet)
        if launched is not None:
            yield launched
    if isinstance(command, str) and vocabulary.command_name(command) in ("npx", "bunx", "pnpx", "uvx"):
        for arg in args:
            if arg.startswith("-"):
                continue
            if (
                vocabulary.url_host(arg)
                or arg.startswith(("git+", "github:", "file:"))
                or arg.endswith((".tgz", ".tar.gz"))
            ):
                line = _json_key_line(text, "command", command, after=server_line)
                yield Capability(
                    kind=Kind.INSTALL_URL,
                    detail=arg,
                    chain=(
                        Evidence(
                            path=path, line=line, what=f"MCP server {name!r} runs {command} {arg}, a package from a URL"
                        ),
                    ),
                    snippet=snippet,
                )
            break


def _fetched_package(command: Any, args: list[str]) -> str | None:
    """The package an ``npx``/``uvx`` server downloads at each start when it is unpinned and not a
    known publisher's, or ``None``."""
    if not isinstance(command, str) or vocabulary.command_name(command) not in ("npx", "bunx", "pnpx", "uvx"):
        return None
    spec = next((arg for arg in args if not arg.startswith("-")), "")
    if not spec or vocabulary.url_host(spec):
        return None
    name = packages.base_name(spec)
    pinned = spec != name and re.search(r"[@=]\d", spec[1:]) is not None
    ecosystem = "pypi" if vocabulary.command_name(command) == "uvx" else "npm"
    popular = name.lower() in (packages.PYPI_POPULAR if ecosystem == "pypi" else packages.NPM_POPULAR)
    if pinned or popular or packages.known_runner_publisher(name):
        return None
    return name


def _unvetted_launch(
    text: str, name: str, command: str, args: list[str], fetched: str, server_line: int, path: str, snippet: Snippet
) -> Capability | None:
    """A shipped MCP entry whose launcher (``npx``/``uvx``) fetches an unpinned package no known
    publisher puts out and no registry list names, and runs it: the client starts it, unasked, at every
    agent start, so whoever publishes that name next runs code as the user then. Read as a download
    run, as a script's ``curl | sh`` is; a pinned version, a known publisher's or a listed package is not."""
    ecosystem = "pypi" if vocabulary.command_name(command) == "uvx" else "npm"
    if packages.public_name(ecosystem, fetched):
        return None
    spec = next((arg for arg in args if not arg.startswith("-")), fetched)
    line = _json_key_line(text, "args", spec, after=server_line)
    runs = Evidence(
        path=path,
        line=line,
        what=f"MCP server {name!r} runs {command} {spec} at every agent start: the newest publish of an "
        "unpinned package no known publisher puts out, downloaded and run unreviewed",
    )
    return Capability(kind=Kind.EXEC_FETCHED, detail=fetched, chain=(runs,), snippet=snippet)


def remote_mcp_servers(text: str) -> list[tuple[str, str, int]]:
    """(name, host, line) of each MCP server a JSON config declares at a host that is not a known
    vendor's: by ``url``, or by a URL among its ``args`` (a local bridge such as ``mcp-remote``)."""
    if "ervers" not in text:
        return []
    try:
        data = json.loads(text)
    except _parse_errors():
        return []
    found: list[tuple[str, str, int]] = []
    for name, server in _mcp_servers(data):
        address = _remote_address(server)
        if address is None:
            continue
        server_line = _json_key_line(text, name, "")
        lines = text.splitlines()
        line = next((n for n in range(server_line, len(lines) + 1) if address[0][:40] in lines[n - 1]), server_line)
        found.append((name, address[1], line))
    return found


def _remote_address(server: dict[str, Any]) -> tuple[str, str] | None:
    """(address as written, host) of an MCP server that runs at a host no known vendor's: its ``url``,
    else the first URL among its ``args`` (a local bridge such as ``mcp-remote``)."""
    url = server.get("url") or server.get("serverUrl")
    candidates = [url] if isinstance(url, str) else []
    candidates += [str(arg) for arg in server.get("args", []) if isinstance(arg, str)]
    for candidate in candidates:
        host = vocabulary.url_host(candidate)
        if host is not None and _unknown_host(host):
            return candidate, host
    return None


def _unknown_host(host: str) -> bool:
    return host not in _WELL_KNOWN_MCP_HOSTS and not vocabulary.is_local_host(host)


def _forwarded_tokens(server: dict[str, Any]) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for section in ("env", "headers"):
        values = server.get(section)
        if not isinstance(values, dict):
            continue
        for key, value in values.items():
            if isinstance(value, str) and (
                _TOKEN_NAME.search(key) or "${" in value or value.lower().startswith("bearer")
            ):
                found.append((str(key), value))
    return found


_NPM_ONLY_SECTIONS = ("devDependencies", "peerDependencies", "optionalDependencies")
_NPM_PACKAGE_FIELDS = ("name", "version", "scripts", "private", "engines", "main", "type", "workspaces")


def _npm_manifest_shaped(data: dict[str, Any]) -> bool:
    """A JSON file shaped as a package.json under another name: a fragment the reader merges into
    theirs (``package.lint.json``, ``assets/deps.json``) installs what it lists once merged. Its
    dependency maps hold version strings; a bare ``dependencies`` map (other tools use that key)
    counts only beside a package.json field."""

    def versions(section: str) -> bool:
        deps = data.get(section)
        return isinstance(deps, dict) and bool(deps) and all(isinstance(v, str) for v in deps.values())

    if any(versions(section) for section in _NPM_ONLY_SECTIONS):
        return True
    return versions("dependencies") and any(field in data for field in _NPM_PACKAGE_FIELDS)


_NPM_NAME = re.compile(r"^(?:@[a-z0-9][\w.-]*/)?[a-z0-9][\w.-]*$")
_VERSION_RANGE = re.compile(r"^(?:[\^~]|[<>]=?|=)?v?\d+(?:\.(?:\d+|x|\*)){0,2}(?:[-+][\w.-]+)?$")
_PACKAGE_SOURCE = re.compile(r"^(?:npm:|git\+|git:|github:|gitlab:|bitbucket:|file:|link:|workspace:|https?://)\S+$")


def _bare_dependency_map(data: dict[str, Any]) -> bool:
    """A JSON object that is itself a dependency map, the fragment a skill has the reader merge into
    ``dependencies`` (``{"@scope/cli": "6.2.1", "parser": "https://…/parser.tgz"}``): every key an npm
    package name, every value a version or a package source, at least one a plain version (a map of
    names to links alone is some other table)."""
    if len(data) < 2 or not all(isinstance(key, str) and _NPM_NAME.match(key) for key in data):
        return False
    values = [value for value in data.values() if isinstance(value, str)]
    if len(values) < len(data) or not all(_VERSION_RANGE.match(v) or _PACKAGE_SOURCE.match(v) for v in values):
        return False
    return any(_VERSION_RANGE.match(value) for value in values)


def _dependency_sections(data: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """The package.json maps of name to what is installed: the dependency lists, and the maps that
    replace a package everywhere in the tree (npm ``overrides``, Yarn ``resolutions``, pnpm's
    ``pnpm.overrides``), whose keys may carry a version range (``nanoid@<3.3.8``)."""
    for section in ("dependencies", "devDependencies", "optionalDependencies", "peerDependencies"):
        deps = data.get(section)
        if isinstance(deps, dict):
            yield section, deps
    pnpm = data.get("pnpm")
    for section, deps in (
        ("overrides", data.get("overrides")),
        ("resolutions", data.get("resolutions")),
        ("pnpm.overrides", pnpm.get("overrides") if isinstance(pnpm, dict) else None),
    ):
        if isinstance(deps, dict):
            yield section, deps


def _dependency_capabilities(rel: str, path: str, text: str, data: dict[str, Any]) -> Iterator[Capability]:
    for section, deps in _dependency_sections(data):
        for name, spec in deps.items():
            if not isinstance(spec, str):
                continue
            # github:/gitlab: shorthands and user/repo#ref name a public code host: reviewable, as in the shell
            aliased = _npm_alias(spec)  # "express": "npm:expresss@^4" installs expresss under express's name
            near = packages.near_miss("npm", aliased or name)
            # "*" or "latest": every install takes the newest publish, so a name one edit from any listed
            # package (not only the most downloaded) is the opening a squatter's next publish walks into
            floating = _FLOATING_RANGE.fullmatch(spec.strip()) is not None
            if near is None and floating and aliased is None:
                near = packages.near_miss("npm", name, every_rank=True)
            key, name = name, aliased or name
            if near is not None:
                line = _json_key_line(text, key, spec)
                snippet = _snippet(rel, path, Language.SHELL, f"npm install {name}", line, Presentation.HOOK, section)
                how = f" at whatever version is newest ({spec.strip() or 'no range'})" if floating else ""
                what = f"installs {name}{how}, one letter from the popular {near} (npm install)"
                yield Capability(
                    Kind.INSTALL_TYPOSQUAT, f"{name} (looks like {near})", (Evidence(path, line, what),), snippet
                )
            remote = vocabulary.url_host(spec) is not None or spec.lower().startswith(("git+", "git:"))
            branch = _moving_git_ref(spec) if aliased is None and packages.public_name("npm", name) else None
            if branch is not None:
                yield _registry_package_from_branch(rel, path, text, section, key, spec, branch)
            elif remote and not packages.known_code_host(spec):
                line = _json_key_line(text, key, spec)
                snippet = _snippet(
                    rel, path, Language.SHELL, f"npm install {spec}", line, Presentation.HOOK, f"{section}.{name}"
                )
                yield Capability(
                    kind=Kind.INSTALL_URL,
                    detail=f"{name} from {spec}",
                    chain=(Evidence(path=path, line=line, what=f"installs {name} from {spec} on npm install"),),
                    snippet=snippet,
                )


_FLOATING_RANGE = re.compile(r"|\*|x|X|latest|next|>=?\s*0(?:\.0){0,2}")
"""An npm range every publish satisfies, or a moving tag: the newest version is installed."""
_NPM_GIT_SOURCE = re.compile(
    r"^(?:(?:github|gitlab|bitbucket|gist):|git\+\w+://|git://|\w[\w.-]*/[\w.-]+(?=#|$))[^#]*(?:#(.*))?$", re.IGNORECASE
)
"""An npm dependency spec that fetches a git repository (``github:o/r``, ``o/r#ref``, ``git+https://…``,
``git://…``), with its ``#ref`` if any."""
_FIXED_GIT_REF = re.compile(r"^(?:[0-9a-f]{7,40}|v?\d+(?:\.\d+)+(?:[-+][\w.-]*)?|semver:.*)$", re.IGNORECASE)
"""A ref that names one build: a commit hash, a version tag, or a ``semver:`` range over version tags."""


def _moving_git_ref(spec: str) -> str | None:
    """The branch a git dependency spec follows (``main``, or the default branch when it names no
    ref), or None when the spec is not a git source or names a commit or version tag."""
    match = _NPM_GIT_SOURCE.match(spec.strip())
    if match is None:
        return None
    ref = (match.group(1) or "").strip()
    if _FIXED_GIT_REF.match(ref):
        return None
    return ref or "the default branch"


def _registry_package_from_branch(
    rel: str, path: str, text: str, section: str, key: str, spec: str, branch: str
) -> Capability:
    """A package npm publishes (one of the registry's listed names) taken instead from a git
    repository's moving branch: whoever can push to that repository, whatever its owner's name, decides
    what the next install runs in the registry package's place (its install scripts included), with no
    published version or lockfile integrity to hold it. A fork pinned to a commit or tag is left alone."""
    line = _json_key_line(text, key, spec)
    snippet = _snippet(rel, path, Language.SHELL, f"npm install {spec}", line, Presentation.HOOK, f"{section}.{key}")
    what = f"installs {key}, a package the npm registry publishes, from {spec} instead, following {branch}"
    return Capability(Kind.INSTALL_URL, f"{key} from {spec}", (Evidence(path, line, what),), snippet)


def _npm_alias(spec: str) -> str | None:
    """The package an npm alias installs (``npm:@scope/name@^1`` gives ``@scope/name``)."""
    if not spec.startswith("npm:"):
        return None
    target = spec[4:]
    at = target.find("@", 1)
    return (target[:at] if at > 0 else target) or None


def _json_key_line(text: str, key: str, value: str, after: int = 0) -> int:
    """The line of ``"key": "value"`` in the JSON text at or after line ``after`` (the key's first
    line when the value is elsewhere)."""
    encoded_key = json.dumps(key)
    encoded_value = json.dumps(value)[:60]
    bare = (  # TOML and YAML keys (key = …, key: …, [table.key]), only where the JSON spelling is absent
        re.compile(rf"^\s*(?:-\s+)?\[?(?:[\w.-]+\.)?{re.escape(key)}\]?\s*[=:\]]")
        if encoded_key not in text and "\n" not in key
        else None
    )
    fallback = None
    for number, line in enumerate(text.splitlines(), start=1):
        if number >= after and (encoded_key in line or (bare is not None and bare.match(line))):
            if encoded_value[:-1] in line or value[:40] in line:
                return number
            fallback = fallback or number
    return fallback or 1


# YAML: workflows, pre-commit, any other


def _workflow_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    import yaml

    for document in yaml.compose_all(text, Loader=_loader()):
        inherited = _inherited_secrets(document)
        for node in _yaml_walk(document) if document is not None else ():
            if not isinstance(node, yaml.MappingNode):
                continue
            fields = {key.value: value for key, value in node.value if isinstance(key, yaml.ScalarNode)}
            run = fields.get("run")
            shell = fields.get("shell")
            shell_name = str(shell.value).lower() if isinstance(shell, yaml.ScalarNode) else ""
            if run is None:  # Azure Pipelines names the step by its language: `- pwsh: |`
                key = next((k for k in _AZURE_STEP_LANGUAGE if isinstance(fields.get(k), yaml.ScalarNode)), None)
                run, shell_name = (fields.get(key), _AZURE_STEP_LANGUAGE[key]) if key else (None, "")
            if run is None:
                run, shell_name = _github_script(fields), "node"
            if not isinstance(run, yaml.ScalarNode) or not str(run.value).strip():
                continue
            language = _STEP_SHELL_LANGUAGE.get(shell_name.split(" ", 1)[0], Language.SHELL)
            step = fields.get("name") or fields.get("id")
            origin = f"step {step.value}" if isinstance(step, yaml.ScalarNode) else "run"
            code = _ci_expressions_as_shell(str(run.value)) if language is Language.SHELL else str(run.value)
            snippet = _snippet(rel, path, language, code, _yaml_line(run), Presentation.HOOK, origin)
            own = tuple(_secrets_in_environment(fields.get("env")))
            overridden = _environment_names(fields.get("env"))
            given = (*(g for g in inherited.get(id(node), ()) if g[0] not in overridden), *own)
            if _INLINE_ALL_SECRETS in code:
                given += ((_INLINE_ALL_SECRETS, ALL_CI_SECRETS, _yaml_line(run)),)
            yield dataclasses.replace(snippet, environment=given) if given else snippet


_STEP_SHELL_LANGUAGE = {
    "pwsh": Language.POWERSHELL, "powershell": Language.POWERSHELL, "python": Language.PYTHON,
    "python3": Language.PYTHON, "node": Language.JAVASCRIPT,
}  # fmt: skip
"""A step's ``shell:`` (its first word: ``shell: python {0}`` too) and the language its ``run:`` is in."""


def _github_script(fields: dict[str, Any]) -> Any:
    """The JavaScript of an ``actions/github-script`` step (``with: script: |``), run with the job's token."""
    import yaml

    uses = fields.get("uses")
    given = fields.get("with")
    if not isinstance(uses, yaml.ScalarNode) or not str(uses.value).startswith("actions/github-script@"):
        return None
    if not isinstance(given, yaml.MappingNode):
        return None
    return next((value for key, value in given.value if getattr(key, "value", None) == "script"), None)


def _inherited_secrets(document: Any) -> dict[int, tuple[tuple[str, str, int], ...]]:
    """The CI secrets each step of a workflow gets from the ``env:`` of the workflow and of its job
    (a step's own ``env:`` overrides a name), keyed by the step node's id."""
    import yaml

    def mapping(node: Any) -> dict[str, Any]:
        if not isinstance(node, yaml.MappingNode):
            return {}
        return {key.value: value for key, value in node.value if isinstance(key, yaml.ScalarNode)}

    root = mapping(document)
    workflow = tuple(_secrets_in_environment(root.get("env")))
    inherited: dict[int, tuple[tuple[str, str, int], ...]] = {}
    for _, job in mapping(root.get("jobs")).items():
        fields = mapping(job)
        names = _environment_names(fields.get("env"))
        given = (*(g for g in workflow if g[0] not in names), *_secrets_in_environment(fields.get("env")))
        steps = fields.get("steps")
        if given and isinstance(steps, yaml.SequenceNode):
            for step in steps.value:
                inherited[id(step)] = given
    return inherited


_CI_SECRET = re.compile(r"\$\{\{\s*(?:(toJSON\(\s*secrets\s*\))|secrets\.([\w-]+))", re.IGNORECASE)


_CI_EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")
_INLINE_ALL_SECRETS = "CI_ALL_SECRETS"


def _ci_expressions_as_shell(code: str) -> str:
    """A run step's ``${{ … }}`` expressions as the shell sees them once the runner fills them in: a
    named secret as a variable of its name, every secret at once as one variable, anything else as a
    value not known here (``${{`` itself is no shell syntax, and a step with it would not parse)."""
    if "${{" not in code:
        return code

    def shell_word(match: re.Match[str]) -> str:
        expression = match.group(1)
        secret = re.fullmatch(r"secrets\.([A-Za-z_]\w*)", expression)
        if secret is not None:
            return "${" + secret.group(1) + "}"
        if re.fullmatch(r"(?i)toJSON\(\s*secrets\s*\)", expression):
            return "${" + _INLINE_ALL_SECRETS + "}"
        return "${CI_EXPRESSION}"

    return _CI_EXPRESSION.sub(shell_word, code)


def _environment_names(env: Any) -> set[str]:
    """Every variable an ``env:`` mapping sets (a plain value hides a secret of the same name above)."""
    import yaml

    if not isinstance(env, yaml.MappingNode):
        return set()
    return {str(key.value) for key, _ in env.value if isinstance(key, yaml.ScalarNode)}


def _secrets_in_environment(env: Any) -> Iterator[tuple[str, str, int]]:
    """The variables a step's ``env:`` gives CI secrets: every secret at once (``toJSON(secrets)``)
    or one by name (``secrets.NPM_TOKEN``)."""
    import yaml

    if not isinstance(env, yaml.MappingNode):
        return
    for key, value in env.value:
        if not isinstance(key, yaml.ScalarNode) or not isinstance(value, yaml.ScalarNode):
            continue
        found = _CI_SECRET.search(str(value.value))
        if found is not None:
            secret = ALL_CI_SECRETS if found.group(1) else f"secrets.{found.group(2)}"
            yield str(key.value), secret, _yaml_line(value)
            continue
        azure = _AZURE_SECRET.search(str(value.value))
        if azure is not None:
            yield str(key.value), f"secrets.{azure.group(1)}", _yaml_line(value)


def _pre_commit_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    import yaml

    document = yaml.compose(text, Loader=_loader())
    if document is None:
        return
    for hook in _yaml_walk(document):
        if not isinstance(hook, yaml.MappingNode):
            continue
        fields = {key.value: value for key, value in hook.value if isinstance(key, yaml.ScalarNode)}
        entry = fields.get("entry")
        if not isinstance(entry, yaml.ScalarNode) or not isinstance(entry.value, str):
            continue
        args_node = fields.get("args")
        args = [item.value for item in args_node.value] if isinstance(args_node, yaml.SequenceNode) else []
        hook_id = fields.get("id")
        command = " ".join([entry.value, *(shlex.quote(str(arg)) for arg in args)])
        origin = f"hooks.{hook_id.value}" if isinstance(hook_id, yaml.ScalarNode) else "hooks"
        yield _snippet(rel, path, Language.SHELL, command, _yaml_line(entry), Presentation.HOOK, origin)


def _pre_commit_capabilities(rel: str, path: str, text: str) -> Iterator[Capability]:
    """Hook repositories fetched from a host that is not a public code host: their code runs on
    every commit (``local`` and ``meta`` repos are the project's own)."""
    import yaml

    document = yaml.safe_load(text)
    repos = document.get("repos") if isinstance(document, dict) else None
    for repo in repos if isinstance(repos, list) else []:
        url = repo.get("repo") if isinstance(repo, dict) else None
        if not isinstance(url, str) or url in ("local", "meta") or packages.known_code_host(url):
            continue
        line = _find_line(text.splitlines(), url)
        snippet = _snippet(rel, path, Language.SHELL, "", line, Presentation.HOOK, "repos")
        what = f"runs hooks from {url} on every commit (pre-commit)"
        yield Capability(Kind.INSTALL_URL, url, (Evidence(path, line, what),), snippet)


_YAML_COMMAND_KEYS = frozenset(
    {"run", "script", "command", "entry", "cmd", "cmds", "commands", "shell", "before_script", "after_script",
     "ansible.builtin.shell", "ansible.builtin.command", "ansible.builtin.raw", "raw", "entrypoint"}
)  # fmt: skip
"""Keys whose value a tool runs as a shell command: CI ``run``/``script``, go-task's ``cmds``/``cmd``,
GitLab's ``before_script``, Ansible's ``shell``/``command``/``raw`` modules, compose ``command``."""


_YAML_KEY_LINE = re.compile(r"^(?P<indent>[ \t]*)(?:-[ \t]+)?(?P<key>[\w.-]+):(?:[ \t]+(?P<value>.*?))?[ \t]*$")
_YAML_BLOCK_HEADER = re.compile(r"^[|>][-+]?\d*$")


def _unparsed_yaml_commands(rel: str, path: str, text: str, *, workflow: bool) -> Iterator[Snippet]:
    """The commands of a YAML file the parser rejects, read line by line: a value under a key that
    runs commands (``run:``, ``script:``, ``command:``), plain or a ``|``/``>`` block. A tool, an agent
    or a user fixing the file still runs them, and one unquoted ``: `` in a step would otherwise hide
    the whole file. Flow lists and mappings (``[…]``, ``{…}``) are left out: their words are not a
    command line as written."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        found = _YAML_KEY_LINE.match(lines[index])
        index += 1
        if found is None or found.group("key") not in _YAML_COMMAND_KEYS:
            continue
        value, first = (found.group("value") or "").strip(), index
        if not value or _YAML_BLOCK_HEADER.match(value):
            indent, body = len(found.group("indent")), []
            while index < len(lines) and (
                not lines[index].strip() or len(lines[index]) - len(lines[index].lstrip()) > indent + 1
            ):
                body.append(lines[index])
                index += 1
            value, first = textwrap.dedent("\n".join(body)).strip("\n"), first + 1
            if value.startswith("- "):  # a list of commands (GitLab's script:), one per item
                value = re.sub(r"^- ", "", value, flags=re.MULTILINE)
        elif value[0] in "\"'" and value[-1] == value[0] and len(value) > 1:
            value = value[1:-1]
        if not value.strip() or value[0] in "[{":
            continue
        command = _ci_expressions_as_shell(value) if workflow else value
        origin = f"{found.group('key')} (read by line: not valid YAML)"
        yield _snippet(rel, path, Language.SHELL, command, first, Presentation.HOOK, origin)


_KUBERNETES_HINT = "apiVersion:"
"""Files written for the Kubernetes API (and the operators built on it), where a container's
``$(NAME)`` is filled from its ``env``."""
_ARGV_KEYS = ("command", "args", "entrypoint")
_SHELL_OPERAND_HINT = re.compile(r"(?m)^[ \t-]*(?:command|args|entrypoint)[ \t]*:")
_SHELL_PROGRAMS = frozenset({"sh", "bash", "ash", "dash", "zsh", "ksh"})


def _shell_operands(text: str) -> set[tuple[int, int]]:
    """The scalars a container runs as a shell script: the word after ``-c`` in a container's
    argument vector, which Kubernetes (and Compose, Argo, Tekton) builds as ``command`` then ``args``
    (``command: [sh, -c]`` with the script alone under ``args``). Only files with such keys are walked."""
    if _SHELL_OPERAND_HINT.search(text) is None:
        return set()
    import yaml

    operands: set[tuple[int, int]] = set()
    for document in yaml.compose_all(text, Loader=_loader()):
        for node in _yaml_walk(document):
            if not isinstance(node, yaml.MappingNode):
                continue
            fields = {str(key.value): value for key, value in node.value if str(key.value) in _ARGV_KEYS}
            argv = [
                item
                for key in _ARGV_KEYS
                if isinstance(fields.get(key), yaml.SequenceNode)
                for item in fields[key].value
                if isinstance(item, yaml.ScalarNode)
            ]
            words = [str(item.value) for item in argv]
            if not words or words[0].rsplit("/", 1)[-1] not in _SHELL_PROGRAMS:
                continue
            flag = next((i for i, w in enumerate(words) if re.fullmatch(r"-[a-z]*c[a-z]*", w)), None)
            if flag is not None and flag + 1 < len(argv):
                operands.add(_mark(argv[flag + 1]))
    return operands


def _mark(node: Any) -> tuple[int, int]:
    """Where a node starts: the same scalar in two compositions of one text."""
    return node.start_mark.line, node.start_mark.column


def _yaml_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    environment: dict[str, str] | None = None
    scripts = _shell_operands(text)
    siblings: list[tuple[str, dict[str, tuple[str, int]]]] | None = None
    for key_path, value_node in _yaml_strings(text):
        if "{" in value_node.value and _SLOT.search(value_node.value) and not _looks_like_command(value_node.value):
            siblings = _sibling_settings(rel) if siblings is None else siblings
            templated = _slots_filled_from_siblings(rel, path, value_node, siblings)
            if templated is not None:
                yield dataclasses.replace(templated, origin=".".join(key_path))
                continue
            # no sibling fills it: a script under a command key (compose's `$${1:-bash}`) is still read
        # a value under a key that runs commands is one, whatever its first word (``env | …``)
        runs = (bool(key_path) and key_path[-1] in _YAML_COMMAND_KEYS) or (
            bool(scripts) and _mark(value_node) in scripts
        )
        # a listed command with an unquoted `: ` in it (`- curl -H 'k: v' …`) parses as a one-pair
        # mapping: its key and value are the command line as written
        halved = len(key_path) >= 2 and key_path[-2] in _YAML_COMMAND_KEYS and " " in key_path[-1].strip()
        written = f"{key_path[-1]}: {value_node.value}" if halved else value_node.value
        if key_path[:1] == ("services",):
            written = _compose_unescaped(written)
        if runs or halved or _looks_like_command(value_node.value):
            key = ".".join(key_path[:-1] if halved else key_path)
            presentation = Presentation.HOOK if runs or halved else Presentation.CONFIG
            if environment is None:
                environment = _yaml_environment(text)
            if runs and _KUBERNETES_HINT in text:
                written = _container_filled(written, environment)
            command = _with_environment(_task_filled(written, environment), environment)
            yield _snippet(rel, path, Language.SHELL, command, _yaml_line(value_node), presentation, key)
    yield from _ansible_snippets(rel, path, text)
    if _MCP_KEY.search(text):
        yield from _server_snippets(rel, path, text, _yaml_data(text))


_SLOT = re.compile(r"\{\{\s*([A-Za-z_]\w{0,40})\s*\}\}|\$\{([A-Za-z_]\w{0,40})\}|\{([A-Za-z_]\w{0,40})\}")
"""A named slot a program fills in a template (``{fetch}``, ``{{ base }}``, ``${runner}``)."""
_MAX_SIBLINGS = 8


def _sibling_settings(rel: str) -> list[tuple[str, dict[str, tuple[str, int]]]]:
    """The key/value settings of the skill's other data files (a tools file beside a profiles file),
    read when a value of this one has a slot to fill."""
    from skillgrade.rules.security.behaviour.values import DATA_SUFFIXES

    table = BUNDLED.get() or {}
    others = [other for other in table if other != rel and other.lower().endswith(DATA_SUFFIXES)]
    return [(other, _settings_cached(table[other][:65536], other)) for other in others[:_MAX_SIBLINGS]]


@functools.lru_cache(maxsize=32)
def _settings_cached(text: str, rel: str) -> dict[str, tuple[str, int]]:
    """A data file's settings, parsed once for all the templates of the skill's other files."""
    from skillgrade.rules.security.behaviour.extract import settings_of  # extract imports this module

    return settings_of(text, rel)


def _slots_filled_from_siblings(
    rel: str, path: str, node: Any, siblings: list[tuple[str, dict[str, tuple[str, int]]]]
) -> Snippet | None:
    """A config value that is a template of named slots (``"{fetch} {base}/x.sh | {interpreter}"``)
    whose slots another data file of the skill gives values for: the command a program filling the
    template from that file (``step.format(**tools)``) runs, with where each value comes from kept
    (:attr:`Snippet.given`). ``None`` unless two slots or more are filled and the result is a command."""
    template = str(node.value)
    wanted = {next(g for g in m.groups() if g).lower() for m in _SLOT.finditer(template)}
    best = max(siblings, key=lambda sibling: len(wanted & sibling[1].keys()), default=None)
    if best is None or len(wanted & best[1].keys()) < 2:
        return None
    other, settings = best
    line = _yaml_line(node)
    shown = path[: -len(rel)] + other if path.endswith(rel) else other
    given: list[tuple[int, Evidence]] = []

    def filled(match: re.Match[str]) -> str:
        key = next(g for g in match.groups() if g).lower()
        if key not in settings:
            return match.group(0)
        value, at = settings[key]
        given.append((line, Evidence(shown, at, f"gives {key} = {value[:80]}")))
        return value

    command = _SLOT.sub(filled, template)
    if not _looks_like_command(command):
        return None
    snippet = _snippet(rel, path, Language.SHELL, command, line, Presentation.CONFIG, "")
    return dataclasses.replace(snippet, given=tuple(dict.fromkeys(given)))


_ANSIBLE_BLOCKS = ("tasks", "pre_tasks", "post_tasks", "handlers", "block", "rescue", "always")
_ANSIBLE_VARIABLE_FOLDERS = frozenset({"group_vars", "host_vars", "defaults", "vars"})
_JINJA = re.compile(r"\{\{\s*([A-Za-z_]\w*)\s*(?:\|[^{}]*)?\}\}")


def _ansible_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    """An Ansible playbook's or role's tasks as the shell commands they amount to, in order, with
    ``{{ var }}`` filled from the variables the skill ships (``group_vars``, a role's ``defaults`` and
    ``vars``, a play's ``vars``): ``get_url`` is a download to ``dest``, ``shell``/``command``/``raw``
    run their command, ``cron`` installs a job. One snippet per file, so a download and the command
    that runs it are read together."""
    import yaml

    data = yaml.load(text, Loader=_loader())
    tasks = list(_ansible_tasks(data))
    if not tasks:
        return
    variables = _ansible_variables(data)
    file_lines = text.splitlines()
    program: list[str] = []  # each command on its own line of the file, so findings point there
    for task in tasks:
        found = _ansible_command(task)
        if found is None:
            continue
        command, shown = found
        line = _find_line(file_lines, shown.splitlines()[0] if shown.strip() else shown)
        if command.endswith("| crontab -"):  # a job is judged by what it runs, not by a download beside it
            yield _snippet(rel, path, Language.SHELL, _filled(command, variables), line, Presentation.HOOK, "cron")
            continue
        program.extend([""] * max(0, line - 1 - len(program)))
        program.append(_filled(command, variables))
    if program:
        yield _snippet(rel, path, Language.SHELL, "\n".join(program), 1, Presentation.HOOK, "ansible tasks")


def _ansible_tasks(data: Any) -> Iterator[dict[str, Any]]:
    """The tasks in a tasks file or a playbook's plays, blocks included, in order."""
    for item in data if isinstance(data, list) else ():
        if not isinstance(item, dict):
            continue
        nested = [item[key] for key in _ANSIBLE_BLOCKS if isinstance(item.get(key), list)]
        if nested:
            for block in nested:
                yield from _ansible_tasks(block)
        elif any(_ansible_module(key) in _ANSIBLE_MODULES for key in item):
            yield item


_ANSIBLE_MODULES = frozenset(
    {"get_url", "uri", "shell", "command", "raw", "script", "cron", "unarchive", "pip", "apt_repository",
     "slurp", "fetch"}
)  # fmt: skip
"""Modules read as commands. Files, units and keys written on the managed hosts are not: provisioning
servers (a deploy user's key, a service unit) is what a playbook is for."""


def _ansible_module(key: Any) -> str:
    return str(key).rsplit(".", 1)[-1]  # ansible.builtin.get_url is get_url


def _ansible_command(task: dict[str, Any]) -> tuple[str, str] | None:
    """The shell command a task amounts to, and the text in the file it comes from."""
    for key, arguments in task.items():
        module = _ansible_module(key)
        if module not in _ANSIBLE_MODULES:
            continue
        options = arguments if isinstance(arguments, dict) else {}
        free = arguments if isinstance(arguments, str) else options.get("cmd") or options.get("_raw_params")
        if module in ("slurp", "fetch") and options.get("src"):
            return _ansible_read(task, str(options["src"]))
        if module == "uri" and str(options.get("method", "GET")).upper() in ("POST", "PUT", "PATCH"):
            sent = options.get("body", options.get("src"))
            if options.get("url") and sent is not None:
                body = sent if isinstance(sent, str) else json.dumps(sent)
                target = _jinja_as_shell(str(options["url"]))
                return f'curl -X {str(options["method"]).upper()} --data "{_jinja_as_shell(body)}" "{target}"', target
        if module in ("get_url", "uri") or (module == "unarchive" and "://" in str(options.get("src", ""))):
            if re.fullmatch(r"(?i)(?:sha\d+|md5):[0-9a-f]{32,128}", str(options.get("checksum", ""))):
                return None  # pinned to a digest written in the file: the bytes are fixed, whoever serves them
            url = options.get("url") or options.get("src")
            dest = options.get("dest") or "-"
            return (f"curl -fsSL {shlex.quote(str(url))} -o {shlex.quote(str(dest))}", str(url)) if url else None
        if module == "cron" and options.get("job"):
            return f"echo {shlex.quote(str(options['job']))} | crontab -", str(options["job"])
        written = _ansible_write(module, options)
        if written is not None:
            return written
        if module in ("shell", "command", "raw", "script") and isinstance(free, str):
            return free, free
    return None


def _ansible_read(task: dict[str, Any], source: str) -> tuple[str, str]:
    """``slurp``/``fetch`` of a file (each item of the task's loop) as the shell line that reads it into
    the variable the task registers, which later tasks send on (``uri`` with a body naming it)."""
    items = task.get("loop", task.get("with_items"))
    sources = [source]
    if "item" in source and isinstance(items, list):
        sources = [re.sub(r"\{\{\s*item\s*\}\}", str(item), source) for item in items if isinstance(item, str)]
    register = str(task.get("register") or "slurped")
    register = register if register.isidentifier() else "slurped"
    reads = "".join(f'$(cat "{_jinja_as_shell(path)}")' for path in sources)
    return f'{register}="{reads}"', sources[0] if sources else source  # the first item's line in the file


_JINJA_EXPRESSION = re.compile(r"\{\{(.*?)\}\}", re.DOTALL)
_JINJA_LOOKUP = re.compile(r"""lookup\(\s*['"](env|file|pipe)['"]\s*,\s*['"]([^'"]+)['"]""")


def _jinja_as_shell(text: str) -> str:
    """A Jinja-templated value as the text of a double-quoted shell word: ``lookup('env', 'X')`` and
    ``ansible_env.X`` are ``$X``, ``lookup('file', P)`` is ``$(cat P)``, ``lookup('pipe', C)`` is ``$(C)``,
    any other expression the variable it starts with (``{{ keys.results | … }}`` is ``$keys``)."""
    parts: list[str] = []
    position = 0
    for match in _JINJA_EXPRESSION.finditer(text):
        parts.append(re.sub(r'(["\\`$])', r"\\\1", text[position : match.start()]))
        expression = match.group(1).strip()
        lookup = _JINJA_LOOKUP.search(expression)
        environment = re.match(r"ansible_env\.(\w+)", expression)
        name = re.match(r"[A-Za-z_]\w*", expression)
        if lookup is not None:
            kind, argument = lookup.groups()
            parts.append(
                "${" + argument + "}" if kind == "env" else f"$(cat {argument})" if kind == "file" else f"$({argument})"
            )
        elif environment is not None:
            parts.append("${" + environment.group(1) + "}")
        elif name is not None:
            parts.append("${" + name.group(0) + "}")
        position = match.end()
    parts.append(re.sub(r'(["\\`$])', r"\\\1", text[position:]))
    return "".join(parts)


def _ansible_write(module: str, options: dict[str, Any]) -> tuple[str, str] | None:
    """Modules that install a package or write a file, as the shell line that does the same."""
    if module == "pip" and options.get("name"):
        names = options["name"] if isinstance(options["name"], list) else [options["name"]]
        extra = str(options.get("extra_args", ""))
        line = " ".join(["pip install", *map(shlex.quote, map(str, names)), extra]).strip()
        return line, str(names[0])
    if module == "apt_repository" and options.get("repo"):
        repo = str(options["repo"])
        return f"echo {shlex.quote(repo)} > /etc/apt/sources.list.d/ansible.list", repo
    return None


def _ansible_variables(data: Any) -> dict[str, str]:
    """The skill's Ansible variables: every plain value in its ``group_vars``, ``host_vars``,
    ``defaults`` and ``vars`` files, then the plays' own ``vars`` (a value naming another is filled)."""
    import yaml

    found: dict[str, str] = {}
    for rel, content in (BUNDLED.get() or {}).items():
        parts = PurePosixPath(rel).parts
        if _ANSIBLE_VARIABLE_FOLDERS.isdisjoint(parts[:-1]) or not rel.endswith((".yml", ".yaml")):
            continue
        try:
            loaded = yaml.load(content, Loader=_loader())
        except yaml.YAMLError:
            continue
        found.update(_plain_values(loaded))
    for play in data if isinstance(data, list) else ():
        if isinstance(play, dict):
            found.update(_plain_values(play.get("vars")))
    for _ in range(4):  # vars built from vars: a few rounds, never a loop
        found = {k: _filled(v, found) for k, v in found.items()}
    return found


def _filled(template: str, variables: dict[str, str]) -> str:
    """``{{ name }}`` (filters dropped) replaced by the variable's value, where it is known."""
    return _JINJA.sub(lambda m: variables.get(m.group(1), m.group(0)), template)


def _plain_values(mapping: Any) -> dict[str, str]:
    if not isinstance(mapping, dict):
        return {}
    return {str(k): str(v) for k, v in mapping.items() if isinstance(v, (str, int, float)) and not isinstance(v, bool)}


_TASK_TEMPLATE = re.compile(r"\{\{\s*\.([A-Za-z_]\w*)\s*\}\}")
"""go-task's ``{{.NAME}}``: a variable from the file's ``vars``/``env``."""


def _yaml_environment(text: str) -> dict[str, str]:
    """The variables a task file sets for its commands: plain values under ``env``, ``environment``,
    ``variables`` (GitLab) and ``vars`` (go-task) anywhere in the document."""
    import yaml

    found: dict[str, str] = {}
    for document in yaml.load_all(text, Loader=_loader()):
        stack: list[Any] = [document]
        seen: set[int] = set()
        while stack:
            current = stack.pop()
            if id(current) in seen:  # an alias: its node was walked where the anchor is
                continue
            seen.add(id(current))
            if isinstance(current, dict):
                for key, value in current.items():
                    if str(key).lower() in ("env", "environment", "variables", "vars") and isinstance(value, dict):
                        found.update(
                            {str(k): str(v) for k, v in value.items()
                             if isinstance(v, (str, int)) and re.fullmatch(r"\w+", str(k))}
                        )  # fmt: skip
                    elif str(key) == "env" and isinstance(value, list):
                        found.update(_listed_environment(value))
                    elif isinstance(value, (dict, list)):
                        stack.append(value)
            elif isinstance(current, list):
                stack.extend(item for item in current if isinstance(item, (dict, list)))
    return found


def _listed_environment(entries: list[Any]) -> dict[str, str]:
    """A container's ``env`` as Kubernetes (and Argo, Tekton) list it: ``- name: X`` with ``value: …``
    (an entry taken ``valueFrom`` a secret or a field has no value written here)."""
    return {
        str(entry["name"]): str(entry["value"])
        for entry in entries
        if isinstance(entry, dict)
        and isinstance(entry.get("value"), (str, int))
        and re.fullmatch(r"\w+", str(entry.get("name")))
    }


def _task_filled(command: str, environment: dict[str, str]) -> str:
    return _TASK_TEMPLATE.sub(lambda m: environment.get(m.group(1), m.group(0)), command)


_CONTAINER_REFERENCE = re.compile(r"(\$?)\$\(([A-Za-z_]\w*)\)")


def _container_filled(command: str, environment: dict[str, str]) -> str:
    """A Kubernetes container's ``command``/``args`` as the container receives them: ``$(NAME)`` is
    replaced by the variable the container's ``env`` sets (before any shell reads it, so it is not a
    command substitution), ``$$(NAME)`` is a literal ``$(NAME)``, a name not set stays as written."""
    if "$(" not in command:
        return command

    def filled(match: re.Match[str]) -> str:
        if match.group(1):
            return match.group(0)[1:]
        return environment.get(match.group(2), match.group(0))

    return _CONTAINER_REFERENCE.sub(filled, command)


_ALL_SECRETS = re.compile(r"\$\{\{\s*toJSON\(\s*secrets\s*\)\s*\}\}", re.IGNORECASE)


def _yaml_capabilities(rel: str, path: str, text: str, *, workflow: bool) -> Iterator[Capability]:
    """Every CI secret handed to a workflow's steps at once, and secret stores mounted into a container."""
    import yaml

    everything = [number for number, line in enumerate(text.splitlines(), start=1) if _ALL_SECRETS.search(line)]
    if everything and workflow:
        what = "hands every CI secret to the step (toJSON(secrets))"
        for step in sorted(_workflow_snippets(rel, path, text), key=lambda snippet: snippet.first_line):
            yield Capability(Kind.SECRET_READ, "every CI secret", (Evidence(path, everything[0], what),), step)
    # a compose service's commands, forwarded secrets and remote includes: only where one could be
    compose = not workflow and any(key in text for key in _COMPOSE_KEYS)
    for document in yaml.compose_all(text, Loader=_loader()):
        for node in _yaml_walk(document) if document is not None else ():
            if isinstance(node, yaml.MappingNode):
                yield from _container_mounts(rel, path, node)
                if compose:
                    yield from _compose_service(rel, path, node)
    if workflow:
        from skillgrade.rules.security.behaviour import workflows  # off the hook's import path

        yield from workflows.capabilities(rel, path, text)


def _container_mounts(rel: str, path: str, service: Any) -> Iterator[Capability]:
    import yaml

    fields = {key.value: value for key, value in service.value if isinstance(key, yaml.ScalarNode)}
    image, volumes = fields.get("image"), fields.get("volumes")
    if not isinstance(image, yaml.ScalarNode) or not isinstance(volumes, yaml.SequenceNode):
        return
    reference = str(image.value)
    registry = packages.image_registry(reference)
    for volume in volumes.value:
        if not isinstance(volume, yaml.ScalarNode):
            continue
        source = str(volume.value).split(":", 1)[0]
        store = vocabulary.secret_store(source)
        if store is None:
            continue
        line = _yaml_line(volume)
        snippet = _snippet(rel, path, Language.SHELL, str(volume.value), line, Presentation.CONFIG, "volumes")
        mount = Evidence(path, line, f"mounts {store} into the container {reference}")
        yield Capability(Kind.SECRET_READ, store, (mount,), snippet)
        unknown = registry not in packages.KNOWN_REGISTRIES
        if unknown and _project_path(source) not in _env_files(fields.get("env_file")):
            sent = Evidence(path, _yaml_line(image), f"whose image comes from {registry}, not a known registry")
            yield Capability(Kind.EGRESS, registry, (mount, sent), snippet)


def _env_files(node: Any) -> frozenset[str]:
    """The project files a compose service's ``env_file`` names (a string, a list, or the long
    syntax's ``path:`` entries), as :func:`_project_path` spells them: the service's own settings,
    which Compose hands to the container in full. A file named there and mounted too hands the
    container nothing it was not made to get, so the mount is no send of the project's secrets to
    the image's publisher; a host store (``~/.aws``, an absolute path) is never one of them."""
    import yaml

    if node is None:
        return frozenset()
    items = node.value if isinstance(node, yaml.SequenceNode) else [node]
    names: set[str] = set()
    for item in items:
        if isinstance(item, yaml.MappingNode):
            item = next((v for k, v in item.value if str(k.value) == "path"), None)
        if isinstance(item, yaml.ScalarNode):
            names.add(_project_path(str(item.value)))
    return frozenset(name for name in names if name)


def _project_path(path: str) -> str:
    """A path relative to the compose file as one spelling (``./.env`` and ``.env`` alike), or ``""``
    for one outside the project (home, absolute, a variable, a parent folder)."""
    path = path.strip()
    while path.startswith("./"):
        path = path[2:]
    if not path or path.startswith(("/", "~", "$", "%", "..")) or ":" in path[:3]:
        return ""
    return path


_COMPOSE_KEYS = ("volumes:", "environment:", "args:", "include:", "extends:")
_COMPOSE_SECRET_NAME = re.compile(
    r"(?i)(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY(?:_ID)?|PRIVATE_?KEY|CREDENTIALS?)$"
)
_COMPOSE_FORWARD = re.compile(r"^\s*([A-Za-z_]\w*)\s*(?:=\s*\$\{?\1(?::?-[^}]*)?\}?\s*)?$")
"""An ``environment``/``build.args`` entry passing the host's own value on: ``NAME`` or ``NAME=${NAME}``."""


def _compose_service(rel: str, path: str, service: Any) -> Iterator[Capability]:
    """One compose (or dev-container) service read as a whole: what its ``command``, ``entrypoint`` and
    ``healthcheck.test`` run, with the host folders its ``volumes`` mount put back in place of the
    container paths (``~/.ssh:/keys`` makes ``tar cz /keys`` read ``~/.ssh``), so a secret store
    mounted and sent out is one chain: mount, read, send. Also host secrets forwarded by name into
    an image from a registry nobody knows, and a compose file included or extended from a URL (its
    services run as the skill's own)."""
    import yaml

    fields = {str(key.value): value for key, value in service.value if isinstance(key, yaml.ScalarNode)}
    yield from _compose_remote_files(rel, path, fields)
    image = fields.get("image")
    reference = str(image.value) if isinstance(image, yaml.ScalarNode) else None
    if reference is None and "build" not in fields:
        return
    shown = reference or "built from the skill's Dockerfile"
    mounts = _compose_mounts(path, fields.get("volumes"), shown)
    if mounts:
        yield from _compose_commands(rel, path, fields, mounts)
    if reference is not None:
        yield from _compose_forwarded(rel, path, fields, reference, image)


def _compose_mounts(path: str, volumes: Any, shown: str) -> dict[str, tuple[str, str, Evidence]]:
    """Each container path a secret store of the host is mounted at, with the store, the host path
    and the mount."""
    import yaml

    mounts: dict[str, tuple[str, str, Evidence]] = {}
    for volume in volumes.value if isinstance(volumes, yaml.SequenceNode) else ():
        if isinstance(volume, yaml.ScalarNode):
            source, _, rest = str(volume.value).partition(":")
            target = rest.split(":", 1)[0]
        elif isinstance(volume, yaml.MappingNode):  # long syntax: {type: bind, source: …, target: …}
            entry = {str(k.value): str(v.value) for k, v in volume.value if isinstance(v, yaml.ScalarNode)}
            source, target = entry.get("source", ""), entry.get("target", "")
        else:
            continue
        store = vocabulary.secret_store(source)
        if store is not None and target.startswith("/"):
            mount = Evidence(path, _node_line(volume), f"mounts {store} at {target} in {shown}")
            mounts[target.rstrip("/") or "/"] = (store, source, mount)
    return mounts


def _compose_commands(
    rel: str, path: str, fields: dict[str, Any], mounts: dict[str, tuple[str, str, Evidence]]
) -> Iterator[Capability]:
    import yaml

    from skillgrade.rules.security.behaviour import languages  # only a service mounting a store pays for it

    nodes = [fields.get("entrypoint"), fields.get("command")]
    health = fields.get("healthcheck")
    if isinstance(health, yaml.MappingNode):
        nodes += [value for key, value in health.value if str(key.value) == "test"]
    for node in nodes:
        command = _compose_command_line(node)
        if command is None:
            continue
        command = _compose_unescaped(command)
        placed = command
        for target, (_store, source, _mount) in sorted(mounts.items(), key=lambda item: -len(item[0])):
            placed = re.sub(rf"(?<![\w./-]){re.escape(target)}(?=/|[\s\"';|&)]|$)", source, placed)
        if placed == command:
            continue  # no mounted store named: what the command does is read where it is
        snippet = _snippet(rel, path, Language.SHELL, placed, _node_line(node), Presentation.HOOK, "service command")
        for capability in languages.analyse(snippet):
            links = " ".join(link.what for link in capability.chain)
            shown = tuple(mount for store, _source, mount in mounts.values() if store in links)
            yield dataclasses.replace(capability, chain=(*shown, *capability.chain)) if shown else capability


def _compose_unescaped(command: str) -> str:
    """A compose value as the container receives it: ``$$`` is Compose's escape for a literal ``$``
    (Drone and Woodpecker write it the same), so ``$$SINK`` is the container shell's ``$SINK``, set
    by the service's ``environment``, not the shell's process id followed by ``SINK``."""
    return command.replace("$$", "$") if "$$" in command else command


def _compose_command_line(node: Any) -> str | None:
    """A service's ``command``/``entrypoint``/``healthcheck.test`` as the shell line it amounts to: a
    string as written, ``[sh, -c, "…"]`` and ``[CMD-SHELL, "…"]`` as their script, any other list as
    its words."""
    import yaml

    if isinstance(node, yaml.ScalarNode):
        return str(node.value) or None
    if not isinstance(node, yaml.SequenceNode):
        return None
    words = [str(item.value) for item in node.value if isinstance(item, yaml.ScalarNode)]
    if words[:1] == ["CMD-SHELL"] and len(words) > 1:
        return " ".join(words[1:])
    if words[:1] == ["CMD"]:
        words = words[1:]
    flag = next((i for i, w in enumerate(words) if re.fullmatch(r"-[a-z]*c[a-z]*", w)), None)
    if words and words[0].rsplit("/", 1)[-1] in _SHELL_PROGRAMS and flag is not None and flag + 1 < len(words):
        return words[flag + 1]
    return shlex.join(words) if words else None


def _compose_forwarded(rel: str, path: str, fields: dict[str, Any], reference: str, image: Any) -> Iterator[Capability]:
    """Host secrets handed by name (``environment``, ``build.args``) to an image from an unknown registry."""
    import yaml

    registry = packages.image_registry(reference)
    if registry in packages.KNOWN_REGISTRIES:
        return
    build = fields.get("build")
    places = [fields.get("environment")]
    if isinstance(build, yaml.MappingNode):
        places += [value for key, value in build.value if str(key.value) == "args"]
    for place in places:
        entries: list[tuple[str, Any]] = []
        if isinstance(place, yaml.SequenceNode):
            entries = [(str(item.value), item) for item in place.value if isinstance(item, yaml.ScalarNode)]
        elif isinstance(place, yaml.MappingNode):
            entries = [
                (f"{key.value}={value.value}" if value.value not in ("", None) else str(key.value), key)
                for key, value in place.value
                if isinstance(value, yaml.ScalarNode)
            ]
        for entry, node in entries:
            forwarded = _COMPOSE_FORWARD.match(entry)
            if forwarded is None or not _COMPOSE_SECRET_NAME.search(forwarded.group(1)):
                continue
            name = forwarded.group(1)
            snippet = _snippet(rel, path, Language.SHELL, entry, _yaml_line(node), Presentation.CONFIG, "environment")
            handed = Evidence(path, _yaml_line(node), f"hands the host's ${name} to the container {reference}")
            sent = Evidence(path, _yaml_line(image), f"whose image comes from {registry}, not a known registry")
            yield Capability(Kind.EGRESS, registry, (handed, sent), snippet)
            return


def _compose_remote_files(rel: str, path: str, fields: dict[str, Any]) -> Iterator[Capability]:
    """``include:`` entries and ``extends.file`` naming a URL (``https://…``, ``oci://…``, a git
    remote): compose fetches that file and runs the services it defines."""
    import yaml

    nodes: list[Any] = []
    include = fields.get("include") if "services" in fields else None  # GitLab CI's include is its own
    if isinstance(include, yaml.SequenceNode):
        for item in include.value:
            if isinstance(item, yaml.MappingNode):
                nodes += [v for k, v in item.value if str(k.value) == "path"]
            else:
                nodes.append(item)
    extends = fields.get("extends")
    if isinstance(extends, yaml.MappingNode):
        nodes += [v for k, v in extends.value if str(k.value) == "file"]
    for node in nodes:
        items = node.value if isinstance(node, yaml.SequenceNode) else [node]
        for item in items:
            url = str(item.value) if isinstance(item, yaml.ScalarNode) else ""
            if "://" in url or url.startswith("git@"):
                snippet = _snippet(rel, path, Language.SHELL, url, _yaml_line(item), Presentation.CONFIG, "include")
                what = f"runs the services of the compose file at {url}"
                yield Capability(Kind.EXEC_FETCHED, url, (Evidence(path, _yaml_line(item), what),), snippet)


def _loader() -> Any:
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _yaml_strings(text: str) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every string scalar in a YAML document (all documents of a stream), with its key path."""
    import yaml

    for document in yaml.compose_all(text, Loader=_loader()):
        stack: list[tuple[tuple[str, ...], Any]] = [((), document)]
        seen: set[int] = set()
        while stack:
            keys, node = stack.pop()
            if id(node) in seen:  # an alias: its node was walked where the anchor is
                continue
            seen.add(id(node))
            if isinstance(node, yaml.MappingNode):
                for key, value in node.value:
                    stack.append(((*keys, str(key.value)), value))
            elif isinstance(node, yaml.SequenceNode):
                stack.extend((keys, item) for item in node.value)
            elif isinstance(node, yaml.ScalarNode) and node.tag.endswith(":str") and node.value.strip():
                yield keys, node


def _yaml_walk(node: Any) -> Iterator[Any]:
    import yaml

    stack = [node]
    seen: set[int] = set()
    while stack:
        current = stack.pop()
        if id(current) in seen:  # an alias: walked once, so nested aliases cannot multiply the work
            continue
        seen.add(id(current))
        yield current
        if isinstance(current, yaml.MappingNode):
            stack.extend(value for _key, value in current.value)
        elif isinstance(current, yaml.SequenceNode):
            stack.extend(current.value)


def _yaml_line(node: Any) -> int:
    """The file line a scalar's text starts on: the line after ``|``/``>`` for a block scalar."""
    line = int(node.start_mark.line) + 1
    return line + 1 if node.style in ("|", ">") else line


def _node_line(node: Any) -> int:
    """The file line any node starts on (a scalar's text, a list's or a mapping's first line)."""
    return _yaml_line(node) if hasattr(node, "style") else int(node.start_mark.line) + 1


def _looks_like_command(value: str) -> bool:
    return (
        bool(_COMMAND_START.match(value) and (" " in value.strip() or "\n" in value))
        or bool(_PIPE_TO_SHELL.search(value))
        or _piped_or_secret_command(value)
    )


_PIPE_TO_TOOL = re.compile(
    r"\|\s*(?:sudo\s+)?(?:curl|wget|nc|ncat|netcat|socat|scp|rsync|ssh|openssl|gpg)(?=\s|$)", re.IGNORECASE
)
_PROGRAM_THEN_HOME = re.compile(
    r"^\s*(?:sudo\s+)?[\w.+-]+(?:\s+-{1,2}[\w=.,-]*)*\s+[\"']?((?:~|\$HOME|\$\{HOME\}|%USERPROFILE%)[/\\][^\s\"';|&]+)"
)


def _piped_or_secret_command(value: str) -> bool:
    """A command line under any key whose first word is not a known one: one that pipes into a
    network tool (``cat ~/.aws/credentials | curl -T - …``), or a program given a secret store as
    its operand whose output goes on (``zip -qr - ~/.ssh | …``, ``tar czf k.tgz ~/.gnupg && …``).
    Prose that mentions ``curl`` or names ``~/.ssh/config`` does neither: a pipe needs a command
    before it, and a store read must be followed by a pipe, a redirect, a next command or a URL."""
    if len(value) > 2000 or "\n" in value.strip():
        return False
    piped = _PIPE_TO_TOOL.search(value)
    before = value[: piped.start()].strip() if piped is not None else ""
    if before and _LEADING_PROGRAM.match(before) and not before.endswith((".", ":")):
        return True
    operand = _PROGRAM_THEN_HOME.match(value)
    if operand is None or not any(link in value[operand.end() :] for link in ("|", ";", "&&", ">", "://")):
        return False
    return vocabulary.secret_store(vocabulary.home_path(operand.group(1))) is not None


_LEADING_PROGRAM = re.compile(r"^(?:sudo\s+)?[\w./-]+(?:\s|$)")


# TOML and INI


def _toml_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on 3.10 only
        import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

    data = tomllib.loads(text)
    lines = text.splitlines()
    environment = _toml_environment(data)
    for key_path, value in _toml_strings(data, ()):
        if not _looks_like_command(value):
            continue
        presentation = (
            Presentation.HOOK if key_path[:1] == ("build-system",) or "hooks" in key_path else Presentation.CONFIG
        )
        command = _with_environment(value, environment)
        yield _snippet(rel, path, Language.SHELL, command, _find_line(lines, value), presentation, ".".join(key_path))
    if _MCP_KEY.search(text):
        yield from _server_snippets(rel, path, text, data)


def _toml_environment(data: Any) -> dict[str, str]:
    """The variables a TOML file sets for the commands it runs: every ``env``/``environment`` table
    (mise's ``[env]``, a task runner's ``[tasks.x.env]``) with plain string values."""
    found: dict[str, str] = {}
    if isinstance(data, dict):
        for key, value in data.items():
            if str(key).lower() in ("env", "environment") and isinstance(value, dict):
                found.update({k: v for k, v in value.items() if isinstance(v, str) and re.fullmatch(r"\w+", k)})
            else:
                found.update(_toml_environment(value))
    return found


def _with_environment(command: str, environment: dict[str, str]) -> str:
    """``command`` preceded, on its first line, by the assignments of the variables it uses."""
    used = [name for name in environment if re.search(r"\$\{?" + re.escape(name) + r"\b", command)]
    if not used:
        return command
    return "".join(f"{name}={shlex.quote(environment[name])}; " for name in used) + command


def _toml_strings(data: Any, keys: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], str]]:
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _toml_strings(value, (*keys, str(key)))
    elif isinstance(data, list):
        for item in data:
            yield from _toml_strings(item, keys)
    elif isinstance(data, str) and data.strip():
        yield keys, data


def _find_line(lines: list[str], value: str) -> int:
    first = value.strip().splitlines()[0][:60] if value.strip() else value
    escaped = first.replace("\\", "\\\\").replace('"', '\\"')  # as written inside a quoted TOML/JSON string
    for number, line in enumerate(lines, start=1):
        if first and (first in line or escaped in line):
            return number
    return 1


_INI_KEY = re.compile(r"^([\w.-]+)\s*[=:]\s*(.*)$")
"""A key at the start of a line, its value possibly empty and continued on indented lines below."""


def _ini_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    key = ""
    for number, line in enumerate(text.splitlines(), start=1):
        match = _INI_KEY.match(line)
        if match:
            key, value = match.group(1), match.group(2).strip()
        elif line[:1].isspace() and line.strip() and key:
            value = line.strip()  # a continuation line of the key above (tox's `commands =`)
        else:
            key = "" if not line.strip().startswith(("#", ";")) else key
            continue
        if value and _looks_like_command(value):
            yield _snippet(rel, path, Language.SHELL, value, number, Presentation.CONFIG, key)


# Makefiles and Dockerfiles


_MAKE_VARIABLE = re.compile(r"^(?:override\s+|export\s+)?([A-Za-z_][\w.-]*)\s*(?::{1,3}=|\?=|\+=|!=|=)\s*(.*)$")
_MAKE_REFERENCE = re.compile(r"\$[({]([^(){}$]*)[)}]|\$\$|\$([@<^])")
"""A variable or function of make (``$(NAME)``, ``${NAME}``), an escaped ``$$``, or one of a recipe's
automatic variables written short (``$@`` the target, ``$<`` its first prerequisite, ``$^`` all)."""
_MAKE_EXPANSIONS = 8
_MAKE_MAX_TEXT = 64 * 1024


def _make_expand(text: str, variables: dict[str, str]) -> str:
    """Make's own expansion, innermost first: variables, ``$(strip …)``, ``$(subst …)``; ``$(shell x)``
    becomes the shell's ``$(x)`` and an unknown variable the shell's ``$NAME``."""

    def replace(match: re.Match[str]) -> str:
        if match.group(0) == "$$":
            return "\x01"
        if match.group(2) is not None:  # an automatic variable: known in a recipe only
            return variables.get(match.group(2), match.group(0))
        body = match.group(1)
        function, _, argument = body.partition(" ")
        if function == "shell":
            return "\x02(" + argument + ")"
        if function in ("strip", "firstword", "word", "notdir", "basename", "wildcard", "realpath", "abspath", "sort"):
            return argument.strip()  # the names a glob or path gives stand for themselves
        if function == "lastword" and "\x02" not in argument:
            return (argument.split() or [""])[-1]
        if function == "dir" and "\x02" not in argument:  # each name's folder, `./` for a bare name
            return " ".join(word[: word.rfind("/") + 1] or "./" for word in argument.split())
        if function == "subst" and argument.count(",") >= 2:
            old, new, target = argument.split(",", 2)
            return target.replace(old, new)
        if function == "call":
            name, *arguments = argument.split(",")
            if name.strip() in variables:
                return _make_call(variables[name.strip()], arguments)
        if body in variables:
            return variables[body]
        return "\x02" + body if re.fullmatch(r"\w+", body) else match.group(0)

    for _ in range(_MAKE_EXPANSIONS):
        expanded = _MAKE_REFERENCE.sub(replace, text)
        if expanded == text or len(expanded) > _MAKE_MAX_TEXT:  # variables doubling each other: stop
            break
        text = expanded
    return text.replace("\x02", "$").replace("\x01", "$")


_MAKE_PARAMETER = re.compile(r"\$[({](\d+)[)}]")


def _make_call(body: str, arguments: list[str]) -> str:
    """``$(call NAME,a,b)``: the variable's text with ``$(1)``, ``$(2)`` … replaced by the arguments
    (an argument not given is empty, as in make)."""

    def argument(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return arguments[index - 1] if 0 < index <= len(arguments) else ""

    return _MAKE_PARAMETER.sub(argument, body)


_MAKE_DEFINE = re.compile(r"^(?:override\s+|export\s+)?define\s+([A-Za-z_][\w.-]*)(?:\s*(?::{1,3}=|\?=|\+=|=))?\s*$")
"""The first line of a multi-line variable (``define NAME`` … ``endef``): a canned recipe a rule's
``$(call NAME,…)`` or ``$(NAME)`` runs, its lines read as written (a tab or not)."""


def _defined_variables(lines: Iterable[str]) -> Iterator[tuple[str, str]]:
    """Each ``define NAME`` … ``endef`` block of ``lines`` as (name, body), the body on one line: each
    of a canned recipe's lines is a command of the recipe line that uses it, and the evidence keeps
    that line's number."""
    name: str | None = None
    body: list[str] = []
    for line in lines:
        if name is None:
            opening = _MAKE_DEFINE.match(line.strip())
            if opening:
                name, body = opening.group(1), []
        elif line.strip() == "endef":
            yield name, re.sub(r"\\\n", " ", "\n".join(body)).replace("\n", " ; ")
            name = None
        elif line.strip() and not line.lstrip().startswith("#"):  # joined below: a comment would end the line
            # each line a command starts on is a recipe line when the recipe uses it: make reads its
            # @-+ prefixes there (`@$(CMD) | curl …` runs the command, silenced), not on a continued line
            starts = not (body and body[-1].endswith("\\"))
            body.append(line.strip().lstrip("@-+") if starts else line.strip())


_MAKE_CONTINUATION = re.compile(r"[ \t]*\\\n[ \t]*")
"""A backslash ending a line outside a recipe: make reads the next line as the same one, joined by a space."""
_MAKE_INCLUDE = re.compile(r"^-?(?:include|sinclude)\s+(.+?)\s*$")


def _included_variables(names: str, variables: dict[str, str]) -> dict[str, str]:
    """The variables set by the skill's own files a Makefile includes (``include assets/site.env``)."""
    found: dict[str, str] = {}
    for name in _make_expand(names, variables).split():
        included = bundled_text(name)
        if included is None or included.text is None:
            continue
        found.update(_defined_variables(included.text.splitlines()))
        joined = _MAKE_CONTINUATION.sub(" ", _without_definitions(included.text))
        for line in joined.splitlines():
            assignment = _MAKE_VARIABLE.match(line.strip().removeprefix("export "))
            if assignment:
                found[assignment.group(1)] = assignment.group(2).strip()
    return found


def _without_definitions(text: str) -> str:
    """``text`` with each ``define`` … ``endef`` block's lines blanked (numbers kept): their lines are
    a variable's text, not rules or assignments of their own."""
    kept: list[str] = []
    inside = False
    for line in text.splitlines():
        if not inside and _MAKE_DEFINE.match(line.strip()):
            inside = True
        elif inside and line.strip() == "endef":
            inside = False
        else:
            kept.append("" if inside else line)
            continue
        kept.append("")
    return "\n".join(kept)


def _makefile_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    # make's own list of the makefiles read: this one, so `$(dir $(lastword $(MAKEFILE_LIST)))` is its folder
    variables: dict[str, str] = {"MAKEFILE_LIST": rel, **dict(_defined_variables(text.splitlines()))}
    text = _without_definitions(text)
    recipe: list[str] = []
    recipe_start = 0
    target = ""
    automatic: dict[str, str] = {}

    def flush() -> Iterator[Snippet]:
        if recipe:
            body = _without_recipe_prefixes(_make_expand("\n".join(recipe), {**variables, **automatic}))
            yield _snippet(rel, path, Language.SHELL, body, recipe_start, Presentation.HOOK, f"target {target}".strip())

    continued = False
    held, held_at = "", 0  # an assignment or rule continued on the next line (`PATHS := a \`)
    for number, line in enumerate(text.splitlines(), start=1):
        if held:
            held = held[:-1].rstrip() + " " + line.strip()
            if held.endswith("\\"):
                continue
            line, number, held = held, held_at, ""
        elif line.rstrip().endswith("\\") and not (line.startswith("\t") or (continued and recipe)):
            held, held_at = line.rstrip(), number
            continue
        if line.startswith("\t") or (continued and recipe):
            if not recipe:
                recipe_start = number
            # make reads its @-+ prefixes at the start of a command only: `-F` on a continued line is curl's
            recipe.append(line.strip() if continued else line.strip().lstrip("@-+"))
            continued = line.rstrip().endswith("\\")
            continue
        continued = False
        yield from flush()
        recipe = []
        # an assignment indented inside an ifeq/ifdef block sets the variable as well
        statement = line.lstrip(" ")
        assignment = _MAKE_VARIABLE.match(statement)
        included = _MAKE_INCLUDE.match(line)
        if "shell" in line or (assignment is not None and "!=" in statement[: assignment.start(2)]):
            parsed = _parse_time_commands(statement, assignment, variables)
            if parsed:  # make runs these when it reads the file: on every invocation, whatever the target
                yield _snippet(rel, path, Language.SHELL, parsed, number, Presentation.HOOK, "parse time")
        if included:
            variables.update(_included_variables(included.group(1), variables))
        elif assignment:
            variables[assignment.group(1)] = assignment.group(2).strip()
        elif ":" in line and not line.startswith((" ", "#")):
            target = line.split(":", 1)[0].strip()
            inline = line.split(";", 1)[1].strip() if ";" in line.split(":", 1)[1] else ""
            automatic = _automatic_variables(line, variables)
            if inline:
                yield _snippet(
                    rel,
                    path,
                    Language.SHELL,
                    _without_recipe_prefixes(_make_expand(inline, {**variables, **automatic})),
                    number,
                    Presentation.HOOK,
                    f"target {target}",
                )
    yield from flush()


def _without_recipe_prefixes(recipe: str) -> str:
    """An expanded recipe with make's ``@-+`` prefixes taken off each line a command starts on: make
    reads them after expansion, so ``$(Q)env | curl …`` with ``Q := @`` runs ``env``, silenced."""
    if "@" not in recipe and "+" not in recipe and "-" not in recipe:
        return recipe
    lines = recipe.split("\n")
    return "\n".join(
        line.lstrip("@-+ \t") if index == 0 or not lines[index - 1].endswith("\\") else line
        for index, line in enumerate(lines)
    )


_MAKE_UNRESOLVED = re.compile(r"\$(?![A-Z_][A-Z0-9_]*(?![\w(]))")
"""A reference left in an expanded target other than an environment variable (``$(HOME)``, which make
takes from the environment, expands to ``$HOME`` and names the same file in the recipe's shell): a
function or a variable make could not expand leaves the target unknown."""


def _automatic_variables(rule: str, variables: dict[str, str]) -> dict[str, str]:
    """What a rule's recipe reads as ``$@`` (its first target, ``$(@D)``/``$(@F)`` its folder and
    name), ``$<`` (its first prerequisite) and ``$^`` (all of them): a recipe writing ``> $@`` writes
    the file its rule names. A pattern rule's (``%.gz: %``) are known only when make matches it."""
    targets, _, rest = rule.partition(":")
    prerequisites = rest.removeprefix(":").split(";", 1)[0].split("|", 1)[0]  # `::` a double-colon rule
    named = _make_expand(targets, variables).split()
    if not named or any("%" in name or _MAKE_UNRESOLVED.search(name) for name in named):
        return {}
    first = named[0]
    found = {"@": first, "@F": first.rsplit("/", 1)[-1], "@D": first.rsplit("/", 1)[0] if "/" in first else "."}
    needed = [name for name in _make_expand(prerequisites, variables).split() if "%" not in name]
    if needed:
        found |= {"<": needed[0], "^": " ".join(needed)}
    return found


def _parse_time_commands(line: str, assignment: re.Match[str] | None, variables: dict[str, str]) -> str:
    """The shell commands a Makefile line outside a recipe runs as make reads it: each ``$(shell …)``
    (in an assignment, a condition, a rule's prerequisites, ``$(info …)``) and a ``VAR != command``
    assignment, with make's variables expanded; as shell, one ``: $(command)`` per line."""
    if line.lstrip().startswith("#"):
        return ""
    found: list[str] = []
    if assignment is not None and "!=" in line[: assignment.start(2)]:
        found.append(_make_expand(assignment.group(2), variables))
    for opening in re.finditer(r"\$([({])shell\s", line):
        closing = ")" if opening.group(1) == "(" else "}"
        depth, index = 1, opening.end()
        while index < len(line) and depth:
            depth += line[index] == opening.group(1)
            depth -= line[index] == closing
            index += 1
        if depth == 0:
            found.append(_make_expand(line[opening.end() : index - 1], variables))
    return "\n".join(f": $( {command} )" for command in found if command.strip())  # not $(( arithmetic


_JUST_RECIPE = re.compile(r"^@?[A-Za-z_][\w-]*(?:\s+[^:]*)?:(?!=)")
"""A recipe's header (``name param='x':``), not a setting or an assignment (``set shell := …``)."""


_JUST_ASSIGNMENT = re.compile(r"^(?:export\s+)?([A-Za-z_][\w-]*)\s*:=\s*(.+?)\s*$")
_JUST_TERM = re.compile(r"\s*(?:'([^']*)'|\"([^\"]*)\"|([A-Za-z_][\w-]*))\s*([+/]|$)")
_JUST_INTERPOLATION = re.compile(r"\{\{\s*([A-Za-z_][\w-]*)\s*\}\}")


def _just_value(expression: str, variables: dict[str, str]) -> str | None:
    """A justfile expression made of string literals and earlier variables joined by ``+`` (or
    ``/``, which joins with a slash); ``None`` for anything else (a function call, a backtick)."""
    parts: list[str] = []
    position = 0
    while position < len(expression):
        term = _JUST_TERM.match(expression, position)
        if term is None or term.end() == position:
            return None
        literal, quoted, name, joint = term.groups()
        if name is not None and name not in variables:
            return None
        parts.append(literal if literal is not None else quoted if quoted is not None else variables[str(name)])
        parts.append("/" if joint == "/" else "")
        position = term.end()
    return "".join(parts)


def _justfile_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    """A justfile's recipes: the indented lines under ``name args:``, with ``{{var}}`` replaced by
    the value of a top-level ``var := …`` made of strings (parameters stay as written)."""
    from skillgrade.rules.security.behaviour.extract import shebang_language  # imports this module

    recipe: list[str] = []
    variables: dict[str, str] = {}
    start, target = 0, ""
    lines = text.splitlines()
    for number, line in enumerate([*lines, ""], start=1):
        if line[:1] in (" ", "\t") and line.strip() and target:
            if not recipe:
                start = number
            recipe.append(line)
            continue
        if recipe and not line.strip() and number <= len(lines):
            recipe.append("")  # a blank line inside a recipe: the recipe goes on after it
            continue
        if recipe:
            body = _JUST_INTERPOLATION.sub(lambda m: variables.get(m.group(1), m.group()), _recipe_text(recipe))
            language = shebang_language(body) or Language.SHELL
            yield _snippet(rel, path, language, body, start, Presentation.HOOK, f"recipe {target}")
            recipe = []
        assignment = _JUST_ASSIGNMENT.match(line)
        if assignment:
            value = _just_value(assignment.group(2), variables)
            if value is not None:
                variables[assignment.group(1)] = value
            elif "`" in assignment.group(2):  # `x := `cmd``: just runs it when it loads, whatever the recipe
                commands = re.findall(r"```(.+?)```|`([^`]+)`", assignment.group(2))
                body = "\n".join(_JUST_INTERPOLATION.sub(lambda m: variables.get(m.group(1), m.group()), a or b)
                                 for a, b in commands)  # fmt: skip
                if body.strip():
                    yield _snippet(rel, path, Language.SHELL, body, number, Presentation.HOOK, "load time")
        header = None if assignment else _JUST_RECIPE.match(line)
        target = line.split(":", 1)[0].lstrip("@").split()[0] if header else ("" if line.strip() else target)


def _recipe_text(lines: list[str]) -> str:
    """A recipe's script: a ``#!`` recipe is one program, kept as written; otherwise each line is a
    command whose leading ``@`` (quiet) and ``-`` (errors ignored) are just's, not the shell's, unless it
    continues the line before (``  -H "…"`` after a ``\\``)."""
    body = textwrap.dedent("\n".join(lines))
    if body.startswith("#!"):
        return body
    commands: list[str] = []
    for line in body.split("\n"):
        continued = bool(commands) and commands[-1].endswith("\\")
        commands.append(line.strip() if continued else line.strip().lstrip("@-"))
    return "\n".join(commands)


_NIX_SHELL_ATTRIBUTE = re.compile(
    r"(?:^|[\s;{.])(shellHook|enterShell|enterTest|exec|\w*Phase|(?:pre|post)[A-Z]\w*|script|preStart|postStart)"
    r"\s*=\s*(''|\")"
    r"|\b(writeShellScript(?:Bin)?|writeShellApplication|writeScript(?:Bin)?|runCommand\w*)\b[^;]*?(''|\")",
    re.MULTILINE,
)
"""Nix attributes and builders whose string is a shell script: a dev shell's ``shellHook`` and
devenv's ``enterShell`` (run on ``nix develop``/``devenv shell`` and by direnv on entering the folder),
devenv's ``scripts.<name>.exec``, a derivation's phases and hooks (run on build), a NixOS service's
``script``, ``writeShellScript`` and ``runCommand``."""
_NIX_STORE_BINARY = re.compile(r"\$\{[^{}]*\}/bin/")
_NIX_INTERPOLATION = re.compile(r"\$\{([^{}]*)\}")
_NIX_ESCAPES = ("'''", "''$", "''\\")


def _nix_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    for match in _NIX_SHELL_ATTRIBUTE.finditer(text):
        name = match.group(1) or match.group(3)
        quote = match.group(2) or match.group(4)
        body = _nix_string(text, match.end(), quote)
        if body is None or not body.strip():
            continue
        line = text.count("\n", 0, match.end()) + 1 + (1 if quote != '"' and body.startswith("\n") else 0)
        hook = name in ("shellHook", "enterShell") or name.endswith("Phase") or re.match(r"(?:pre|post)[A-Z]", name)
        presentation = Presentation.HOOK if hook else Presentation.SCRIPT
        yield _snippet(rel, path, Language.SHELL, _nix_as_shell(body.lstrip("\n")), line, presentation, name)


_NIX_SUBSTITUTERS = re.compile(r"(?m)^\s*(?:extra-)?(?:trusted-)?substituters\s*=\s*(\[[^\]]*\]|[^;\n]+)")


def _nix_substituters(rel: str, path: str, text: str) -> Iterator[Capability]:
    """Binary caches a flake's ``nixConfig`` or a ``nix.conf`` adds: Nix installs prebuilt store
    paths from them, so a cache on plain HTTP or a bare IP is an untrusted source for code."""
    for match in _NIX_SUBSTITUTERS.finditer(text):
        line = text.count("\n", 0, match.start(1)) + 1
        for url in vocabulary.urls(match.group(1)):
            yield from _index(rel, path, url, line, match.group(0).strip(), "Nix substituters", extra=False)


def _nix_string(text: str, start: int, quote: str) -> str | None:
    """The raw text of a Nix string from ``start`` to its closing quote (an indented string keeps
    its escapes for :func:`_nix_as_shell`), or ``None`` when it never closes."""
    index = start
    while index < len(text):
        if quote == '"':
            if text[index] == "\\":
                index += 2
                continue
            if text[index] == '"':
                return text[start:index]
        elif text.startswith("''", index):
            if text.startswith(_NIX_ESCAPES, index):
                index += 3
                continue
            return text[start:index]
        index += 1
    return None


def _nix_as_shell(body: str) -> str:
    """A Nix shell string as the shell sees it: a store path's binary as its bare name
    (``${pkgs.curl}/bin/curl`` is ``curl``), escapes undone, other interpolations as variables."""
    body = body.replace("''${", "\0").replace("'''", "''").replace("''\\", "")
    body = _NIX_STORE_BINARY.sub("", body)
    body = _NIX_INTERPOLATION.sub(lambda m: "$NIX_" + re.sub(r"\W+", "_", m.group(1)).strip("_")[:40], body)
    lines = body.replace("\0", "${").split("\n")
    indent = min((len(line) - len(line.lstrip()) for line in lines if line.strip()), default=0)
    return "\n".join(line[indent:] for line in lines)


def _dockerfile_instructions(text: str) -> Iterator[tuple[int, str, str]]:
    """(line, instruction, arguments) with continuations joined."""
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        start = index
        line = lines[index]
        parts = [line.rstrip()]
        while parts[-1].endswith("\\") and index + 1 < len(lines):
            parts[-1] = parts[-1][:-1]
            index += 1
            if not lines[index].lstrip().startswith("#"):
                parts.append(lines[index].rstrip())
        index += 1
        joined = "\n".join(parts).strip()
        if not joined or joined.startswith("#"):
            continue
        # BuildKit here-documents (`RUN <<EOF` … `EOF`, `RUN python3 <<'PY'`): their lines belong to
        # the instruction, kept after it with their delimiters as a shell would read them
        for found in _DOCKER_HEREDOC.finditer(joined):
            before = joined[: found.start()]
            if before.count('"') % 2 or before.count("'") % 2:
                continue  # `RUN echo "<<X"`: quoted text, not a here-document
            dash, delimiter = found.groups()
            end = next(
                (at for at in range(index, len(lines)) if (lines[at].lstrip("\t") if dash else lines[at]) == delimiter),
                None,
            )
            if end is None:
                continue  # never closed: the lines after stay instructions of their own
            joined += "\n" + "\n".join([*lines[index:end], delimiter])
            index = end + 1
        instruction, _, arguments = joined.partition(" ")
        yield start + 1, instruction.upper(), arguments.strip()


_DOCKER_HEREDOC = re.compile(r"<<(-?)[\"']?([A-Za-z_]\w*)[\"']?")


def _dockerfile_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    for line, instruction, arguments in _dockerfile_instructions(text):
        if instruction not in ("RUN", "CMD", "ENTRYPOINT"):
            continue
        command = arguments
        while command.startswith("--"):
            command = command.split(None, 1)[1] if " " in command else ""
        if command.startswith("<<"):
            # `RUN <<EOF`: the here-document is the script, its first line after the instruction's
            script = command.split("\n", 1)[1].rsplit("\n", 1)[0] if "\n" in command else ""
            from skillgrade.rules.security.behaviour.extract import shebang_language  # imports this module

            language = shebang_language(script) or Language.SHELL
            presentation = Presentation.HOOK if instruction == "RUN" else Presentation.CONFIG
            yield _snippet(rel, path, language, script, line + 1, presentation, instruction)
            continue
        if command.startswith("["):
            try:
                words = json.loads(command)
            except ValueError:
                words = None
            if isinstance(words, list):
                command = shlex.join(str(word) for word in words)
        presentation = Presentation.HOOK if instruction == "RUN" else Presentation.CONFIG
        yield _snippet(rel, path, Language.SHELL, command, line, presentation, instruction)


def _dockerfile_capabilities(rel: str, path: str, text: str) -> Iterator[Capability]:
    for line, instruction, arguments in _dockerfile_instructions(text):
        if instruction != "ADD":
            continue
        for word in arguments.split():
            host = vocabulary.url_host(word)
            if host is not None:
                snippet = _snippet(rel, path, Language.SHELL, f"ADD {arguments}", line, Presentation.HOOK, "ADD")
                evidence = Evidence(path=path, line=line, what=f"downloads {word} into the image")
                yield Capability(kind=Kind.FETCH, detail=word, chain=(evidence,), snippet=snippet)


# HTML


@functools.cache
def _script_finder() -> type:
    """The HTML scanner's class, made on first use: ``html.parser`` is imported only for an HTML file."""
    from html.parser import HTMLParser

    class _ScriptFinder(HTMLParser):
        def __init__(self) -> None:
            super().__init__(convert_charrefs=True)
            self.found: list[tuple[int, str, str]] = []
            self._script_line: int | None = None
            self._script: list[str] = []

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            line = self.getpos()[0]
            for name, value in attrs:
                if name.startswith("on") and value:
                    self.found.append((line, value, f"<{tag} {name}>"))
                elif name in ("href", "src") and value and value.lower().startswith("javascript:"):
                    self.found.append((line, value[len("javascript:") :], f"<{tag} {name}>"))
            if tag == "script" and not any(name == "src" for name, _value in attrs):
                kind = next((value for name, value in attrs if name == "type"), None) or ""
                if not kind or "javascript" in kind or kind == "module":
                    self._script_line = line
                    self._script = []

        def handle_data(self, data: str) -> None:
            if self._script_line is not None:
                self._script.append(data)

        def handle_endtag(self, tag: str) -> None:
            if tag == "script" and self._script_line is not None:
                self.found.append((self._script_line, "".join(self._script), "<script>"))
                self._script_line = None

    return _ScriptFinder


def _html_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    finder = _script_finder()()
    finder.feed(text)
    finder.close()
    for line, code, origin in finder.found:
        if code.strip():
            yield _snippet(rel, path, Language.JAVASCRIPT, code, line, Presentation.SCRIPT, origin)


def _plist_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    """A launchd property list's program (``ProgramArguments`` or ``Program``): launchd runs it at
    load, at an interval or at log-in, by itself."""
    import plistlib
    from xml.parsers.expat import ExpatError

    try:
        data = plistlib.loads(text.encode("utf-8"))
    except (plistlib.InvalidFileException, ExpatError, ValueError):
        return
    if not isinstance(data, dict):
        return
    arguments = data.get("ProgramArguments")
    program = data.get("Program")
    words = [str(w) for w in arguments if isinstance(w, (str, int))] if isinstance(arguments, list) else []
    if not words and isinstance(program, str):
        words = [program]
    if words:
        line = _find_line(text.splitlines(), words[-1])
        label = data.get("Label")
        origin = f"launchd {label}" if isinstance(label, str) else "ProgramArguments"
        yield _snippet(rel, path, Language.SHELL, shlex.join(words), line, Presentation.HOOK, origin)


_CRON_ENTRY = re.compile(r"^\s*(?:@\w+|(?:[\d*/,\-A-Za-z]+\s+){4}[\d*/,\-A-Za-z]+)\s+(\S.*)$")
_CRON_SETTING = re.compile(r"^\s*[A-Za-z_]\w*\s*=")


def _crontab_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    """A cron table kept as a file (``jobs.cron``, ``crontab``, ``cron.d/x``): each entry's command,
    run by cron on its schedule once the table is installed (a system table's user field dropped)."""
    system = "cron.d" in PurePosixPath(rel).parts[:-1]
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip() or line.lstrip().startswith("#") or _CRON_SETTING.match(line):
            continue
        entry = _CRON_ENTRY.match(line)
        if entry is None:
            continue
        command = entry.group(1)
        if system and re.match(r"^[a-z_][\w-]*\s+\S", command):
            command = command.split(None, 1)[1]
        yield _snippet(rel, path, Language.SHELL, command, number, Presentation.HOOK, "cron")


_PROCESS_LINE = re.compile(r"^([A-Za-z0-9_-]+)\s*:\s*(\S.*)$")


def _procfile_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    """A Procfile's process types (Heroku, Dokku, foreman): each line's command runs on the platform,
    ``release`` on every deploy before the app starts."""
    for number, line in enumerate(text.split("\n"), start=1):
        entry = _PROCESS_LINE.match(line.strip())
        if entry is not None and not line.lstrip().startswith("#"):
            kind = Presentation.HOOK if entry.group(1) == "release" else Presentation.SCRIPT
            yield _snippet(rel, path, Language.SHELL, entry.group(2), number, kind, f"procfile.{entry.group(1)}")


_JENKINS_STEP = re.compile(
    r"\b(sh|bat|powershell|pwsh)\s*\(?\s*(?:script\s*:\s*)?"
    r"(?:\"\"\"(.*?)\"\"\"|'''(.*?)'''|\"((?:[^\"\\\n]|\\.)*)\"|'((?:[^'\\\n]|\\.)*)')",
    re.DOTALL,
)
"""A Jenkins pipeline step that runs a script: ``sh '…'``, ``sh \"\"\"…\"\"\"``, ``bat``, ``powershell``."""


def _jenkinsfile_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    """A Jenkins pipeline's ``sh``/``bat``/``powershell`` steps: what the CI agent runs on every build."""
    for match in _JENKINS_STEP.finditer(text):
        body = next((g for g in match.groups()[1:] if g is not None), "")
        if body.strip():
            language = Language.POWERSHELL if match.group(1) in ("powershell", "pwsh") else Language.SHELL
            line = text.count("\n", 0, match.start()) + 1
            yield _snippet(rel, path, language, body, line, Presentation.SCRIPT, f"jenkins.{match.group(1)}")


_NEXTFLOW_SCRIPT = re.compile(
    r"""(?m)^[ \t]*(?:script|shell)[ \t]*:[ \t]*\n?[ \t]*(?:"{3}(.*?)"{3}|'{3}(.*?)'{3}|"((?:[^"\\\n]|\\.)*)")""",
    re.DOTALL,
)
_NEXTFLOW_HOOK = re.compile(
    r"""\b(?:beforeScript|afterScript)\b[ \t]*=?[ \t]*"""
    r"""(?:'{3}(.*?)'{3}|"{3}(.*?)"{3}|'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")""",
    re.DOTALL,
)


_NEXTFLOW_HANDLER = re.compile(r"(?m)^[ \t]*workflow\.on(Complete|Error)[ \t]*=?[ \t]*\{")
_MAX_HANDLERS = 8


def _nextflow_handlers(rel: str, path: str, text: str) -> Iterator[Snippet]:
    """The Groovy of a ``workflow.onComplete``/``onError`` handler, in a pipeline or a config: Nextflow
    runs it in its own process at the end of every run that includes it (a config in
    ``~/.nextflow/config``: every run of every pipeline), with the run's environment. Read by the light
    reader as the Groovy it is, from its opening brace to the one that closes it."""
    if "workflow.on" not in text:
        return
    for match in list(_NEXTFLOW_HANDLER.finditer(text))[:_MAX_HANDLERS]:
        depth, end = 0, len(text)
        for index in range(match.end() - 1, len(text)):
            depth += {"{": 1, "}": -1}.get(text[index], 0)
            if depth == 0:
                end = index + 1
                break
        line = text.count("\n", 0, match.start()) + 1
        origin = f"workflow.on{match.group(1)}"
        yield _snippet(rel, path, Language.SCRIPTING, text[match.start() : end], line, Presentation.HOOK, origin)


def _nextflow_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    """A Nextflow pipeline's process ``script:``/``shell:`` blocks (run for every task, in the shell
    their ``#!`` line names) and the ``beforeScript``/``afterScript`` a process or ``nextflow.config``
    gives every task. ``\\$`` and ``\\\\`` are Groovy's escapes for the shell's ``$`` and ``\\``."""
    from skillgrade.rules.security.behaviour.extract import shebang_language  # imports this module

    for pattern, origin in ((_NEXTFLOW_SCRIPT, "process script"), (_NEXTFLOW_HOOK, "beforeScript")):
        for match in pattern.finditer(text):
            index, body = next(((i, g) for i, g in enumerate(match.groups(), start=1) if g is not None), (0, ""))
            if not body.strip():
                continue
            body = textwrap.dedent(re.sub(r"\\([\\$])", r"\1", body))
            language = shebang_language(body.lstrip("\n")) or Language.SHELL
            line = text.count("\n", 0, match.start(index)) + 1
            yield _snippet(rel, path, language, body, line, Presentation.HOOK, origin)
    yield from _nextflow_handlers(rel, path, text)


_RUBY_HEREDOC = re.compile(r"""(?:(\$?\w+)\s*=\s*)?<<([-~]?)(["'`]?)([A-Za-z_]\w*)\3""")
_VAGRANT_INLINE = re.compile(
    r"""\binline\s*(?::|=)\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|(\$?\w+)|(?=<<))"""
)


def vagrant_provisioners(text: str) -> list[tuple[int, str]]:
    """A Vagrantfile's inline shell provisioners (``provision "shell", inline: <<-SHELL … SHELL``, a
    string, or a here-document held in a variable first): ``vagrant up`` runs each as root in the
    machine. Each script with the line it starts on."""
    if "inline" not in text:
        return []
    lines = text.split("\n")
    found: list[tuple[int, str]] = []
    held: dict[str, tuple[int, str]] = {}
    index = 0
    while index < len(lines):
        line = lines[index]
        heredoc = _RUBY_HEREDOC.search(line)
        inline = _VAGRANT_INLINE.search(line)
        if heredoc is not None and "<<" in line:
            squiggly, delimiter = heredoc.group(2), heredoc.group(4)
            body: list[str] = []
            index += 1
            while index < len(lines) and (lines[index].strip() if squiggly else lines[index]) != delimiter:
                body.append(lines[index])
                index += 1
            script = textwrap.dedent("\n".join(body))
            if heredoc.group(1):
                held[heredoc.group(1)] = (index - len(body) + 1, script)
            elif inline is not None and inline.start() < heredoc.start():
                found.append((index - len(body) + 1, script))
        elif inline is not None:
            literal = inline.group(1) if inline.group(1) is not None else inline.group(2)
            if literal is not None:
                found.append((index + 1, literal.replace('\\"', '"')))
            elif inline.group(3) in held:
                found.append(held[inline.group(3)])
        index += 1
    return found


_PRISMA_GENERATOR = re.compile(r"(?ms)^[ \t]*generator[ \t]+\w+[ \t]*\{(.*?)^[ \t]*\}")
_PRISMA_PROVIDER = re.compile(r"(?m)^[ \t]*provider[ \t]*=[ \t]*\"((?:[^\"\\\n]|\\.)*)\"")
_PRISMA_PACKAGE = re.compile(r"(?:@[\w.-]+/)?[\w.-]+")
"""A generator provider that names a package (``prisma-client-js``, ``@pothos/plugin-prisma``):
Prisma runs that package's own binary, installed from the registry with the others."""


def _prisma_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    """A Prisma schema's ``generator`` blocks whose ``provider`` is a command line, not a package name
    (``provider = "sh -c '…'"``, ``"node ./gen.js"``): ``prisma generate`` (and every ``migrate dev``)
    runs it in a shell as written."""
    if "generator" not in text:
        return
    for block in _PRISMA_GENERATOR.finditer(text):
        for provider in _PRISMA_PROVIDER.finditer(block.group(1)):
            command = provider.group(1).replace('\\"', '"')
            if not command.strip() or _PRISMA_PACKAGE.fullmatch(command.strip()):
                continue
            line = text.count("\n", 0, block.start(1) + provider.start(1)) + 1
            yield _snippet(rel, path, Language.SHELL, command, line, Presentation.HOOK, "generator.provider")


def _snippet(
    rel: str, path: str, language: Language, text: str, line: int, presentation: Presentation, origin: str
) -> Snippet:
    return Snippet(
        path=path, rel=rel, language=language, text=text, first_line=line, presentation=presentation, origin=origin
    )


_MSBUILD_EXEC = re.compile(r"<Exec\b[^>]*?\bCommand\s*=\s*(\"[^\"]*\"|'[^']*')", re.IGNORECASE | re.DOTALL)
_MSBUILD_DOWNLOAD = re.compile(r"<DownloadFile\b[^>]*?\bSourceUrl\s*=\s*(\"[^\"]*\"|'[^']*')[^>]*>",
                               re.IGNORECASE | re.DOTALL)  # fmt: skip
_MSBUILD_PROPERTY = re.compile(r"<([A-Za-z_][\w.-]*)(?:\s+Condition=\"[^\"]*\")?\s*>([^<>]*)</\1\s*>")
_MSBUILD_REFERENCE = re.compile(r"\$\(([A-Za-z_][\w.-]*)\)")


def _msbuild_properties(text: str, properties: dict[str, str]) -> None:
    import html

    for match in _MSBUILD_PROPERTY.finditer(text):
        properties.setdefault(match.group(1).lower(), html.unescape(match.group(2).strip()))


def _msbuild_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    """The commands an MSBuild file runs on every build: each ``<Exec Command="…">`` (cmd.exe's
    line, read as a batch line) and each ``<DownloadFile SourceUrl="…">``. ``$(Name)`` is the
    property's value from this file or any other MSBuild file of the skill (``Directory.Build.props``
    sets what ``.targets`` uses); a name set nowhere is the environment variable MSBuild falls back to."""
    if "<exec" not in text.lower() and "<downloadfile" not in text.lower():
        return
    import html

    from skillgrade.rules.security.behaviour.extract import batch_as_shell
    from skillgrade.rules.security.behaviour.values import BUNDLED

    properties: dict[str, str] = {}
    _msbuild_properties(text, properties)
    for other, other_text in sorted((BUNDLED.get() or {}).items()):
        if other != rel and other.lower().endswith(config_files.MSBUILD_SUFFIXES):
            _msbuild_properties(other_text[:65536], properties)

    def expanded(value: str, depth: int = 0) -> str:
        def one(match: re.Match[str]) -> str:
            known = properties.get(match.group(1).lower())
            if known is None or depth > 3:
                return f"%{match.group(1)}%"
            return expanded(known, depth + 1)

        return _MSBUILD_REFERENCE.sub(one, value)

    commands: dict[int, str] = {}  # one snippet, each command at its own line: a download feeds a later Exec
    for match in _MSBUILD_EXEC.finditer(text):
        command = batch_as_shell(expanded(html.unescape(match.group(1)[1:-1])).replace("\n", " "))
        commands[text.count("\n", 0, match.start()) + 1] = command
    for match in _MSBUILD_DOWNLOAD.finditer(text):
        url = expanded(html.unescape(match.group(1)[1:-1]))
        folder = re.search(r"DestinationFolder\s*=\s*[\"']([^\"']*)", match.group(0))
        target = (expanded(folder.group(1)) if folder else ".").replace("\\", "/").rstrip("/")
        saved = f"{target}/{url.rsplit('/', 1)[-1]}"
        commands[text.count("\n", 0, match.start()) + 1] = batch_as_shell(f"curl -o {saved} {url}")
    if commands:
        body = "\n".join(commands.get(number, "") for number in range(1, max(commands) + 1))
        yield _snippet(rel, path, Language.SHELL, body, 1, Presentation.HOOK, "msbuild")


# Xcode: run-script build phases and scheme actions, run by every build of the project


_PBX_SHELL_SCRIPT = re.compile(r'\bshellScript\s*=\s*("(?:[^"\\\n]|\\.)*"|[^\s;"]+)\s*;')
_PBX_SHELL_PATH = re.compile(r'\bshellPath\s*=\s*"?([^";\n]+?)"?\s*;')
_PBX_LEGACY_TOOL = re.compile(r'\bbuildToolPath\s*=\s*"?([^";\n]+?)"?\s*;')
_PBX_ARGUMENTS = re.compile(r'\bbuildArgumentsString\s*=\s*("(?:[^"\\\n]|\\.)*"|[^\s;"]+)\s*;')
"""A legacy (external build system) target: Xcode runs ``buildToolPath buildArgumentsString`` to build it."""
_PBX_ESCAPE = re.compile(r"\\(.)")
_XCSCHEME_SCRIPT = re.compile(r"\bscriptText\s*=\s*(\"[^\"]*\"|'[^']*')")
_XCSCHEME_SHELL = re.compile(r"\bshellToInvoke\s*=\s*[\"']([^\"']*)[\"']")
_SCRIPT_INTERPRETERS = {
    "python": Language.PYTHON,
    "python3": Language.PYTHON,
    "node": Language.JAVASCRIPT,
    "ruby": Language.SCRIPTING,
    "perl": Language.SCRIPTING,
    "pwsh": Language.POWERSHELL,
}
_JOINED_WITHOUT_SEPARATOR = re.compile(r"(?:\bthen|\bdo|\belse|[{(|&])\s*$")


def _pbx_unquoted(value: str) -> str:
    """A pbxproj string as the text it stands for (``\\n`` a line break, ``\\"`` a quote)."""
    if not value.startswith('"'):
        return value
    escapes = {"n": "\n", "t": "\t", "r": ""}
    return _PBX_ESCAPE.sub(lambda m: escapes.get(m.group(1), m.group(1)), value[1:-1])


def one_shell_line(script: str) -> str:
    """A multi-line shell script as one line with the same meaning, for a script that sits on one line
    of its file (an escaped string): comments and blank lines dropped, a line continued (``\\``) or
    open (after ``then``, ``do``, ``{``, ``|``, ``&&``) joined by a space, the others by ``;``."""
    joined = ""
    for raw in script.split("\n"):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if not joined:
            joined = line
        elif joined.endswith("\\"):
            joined = joined[:-1].rstrip() + " " + line
        elif _JOINED_WITHOUT_SEPARATOR.search(joined) or joined.endswith(";"):
            joined += " " + line
        else:
            joined += "; " + line
    return joined


def _build_script_snippet(rel: str, path: str, program: str, script: str, line: int, origin: str) -> Snippet:
    """A build script Xcode hands ``program``: shell as one line at ``line`` (so each finding is on the
    phase's own line), another interpreter's code as written."""
    language = _SCRIPT_INTERPRETERS.get(vocabulary.command_name(program.strip() or "/bin/sh"), Language.SHELL)
    text = one_shell_line(script) if language is Language.SHELL else script
    return _snippet(rel, path, language, text, line, Presentation.HOOK, origin)


def _pbxproj_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    """An Xcode project's run-script build phases (``PBXShellScriptBuildPhase``: ``shellScript``, run
    with ``shellPath`` on every build) and legacy targets (``buildToolPath`` given
    ``buildArgumentsString``), each read as the program it is handed at the line that holds it."""
    if "shellScript" not in text and "buildToolPath" not in text:
        return
    for match in _PBX_SHELL_SCRIPT.finditer(text):
        start, end = text.rfind("isa", 0, match.start()), text.find("};", match.end())
        phase = text[max(start, 0) : end if end >= 0 else len(text)]
        shell = _PBX_SHELL_PATH.search(phase)
        line = text.count("\n", 0, match.start()) + 1
        script = _pbx_unquoted(match.group(1))
        yield _build_script_snippet(rel, path, shell.group(1) if shell else "/bin/sh", script, line, "shellScript")
    for match in _PBX_LEGACY_TOOL.finditer(text):
        start, end = text.rfind("= {", 0, match.start()), text.find("};", match.end())
        arguments = _PBX_ARGUMENTS.search(text, max(start, 0), end if end >= 0 else len(text))
        if arguments is None:
            continue
        line = text.count("\n", 0, arguments.start()) + 1
        command = f"{shlex.quote(match.group(1))} {_pbx_unquoted(arguments.group(1))}"
        yield _snippet(rel, path, Language.SHELL, command, line, Presentation.HOOK, "buildToolPath")


def _xcscheme_snippets(rel: str, path: str, text: str) -> Iterator[Snippet]:
    """An Xcode scheme's pre- and post-actions (``ExecutionAction``'s ``scriptText``, run with
    ``shellToInvoke`` before or after each build, run, test or archive)."""
    if "scriptText" not in text:
        return
    import html

    for match in _XCSCHEME_SCRIPT.finditer(text):
        shell = _XCSCHEME_SHELL.search(text, match.end(), match.end() + 400)
        shell = shell or _XCSCHEME_SHELL.search(text, max(0, match.start() - 400), match.start())
        line = text.count("\n", 0, match.start()) + 1
        script = html.unescape(match.group(1)[1:-1])
        yield _build_script_snippet(rel, path, shell.group(1) if shell else "/bin/sh", script, line, "scriptText")


_SNIPPETS = {
    "msbuild": _msbuild_snippets,
    "package.json": _json_snippets,
    "json": _json_snippets,
    "workflow": _workflow_snippets,
    "pre-commit": _pre_commit_snippets,
    "yaml": _yaml_snippets,
    "toml": _toml_snippets,
    "ini": _ini_snippets,
    "makefile": _makefile_snippets,
    "dockerfile": _dockerfile_snippets,
    "html": _html_snippets,
    "plist": _plist_snippets,
    "justfile": _justfile_snippets,
    "nix": _nix_snippets,
    "crontab": _crontab_snippets,
    "procfile": _procfile_snippets,
    "jenkinsfile": _jenkinsfile_snippets,
    "pbxproj": _pbxproj_snippets,
    "xcscheme": _xcscheme_snippets,
    "prisma": _prisma_snippets,
    "nextflow": _nextflow_snippets,
}


def shown_in_markdown(path: str, blocks: list[ShownBlock], first_line: int) -> tuple[list[Snippet], list[Capability]]:
    """The config blocks a Markdown file tells the reader to write into a named file (found by
    :func:`.config_files.shown_blocks`), read as that file (its commands, servers and install
    sources), on the lines where each block sits."""
    snippets_found: list[Snippet] = []
    capabilities_found: list[Capability] = []
    for block in blocks:
        padded = "\n" * (first_line + block.start) + block.body
        snippets_found.extend(snippets(block.rel, path, padded))
        capabilities_found.extend(capabilities(block.rel, path, padded, shown=True))
    return snippets_found, capabilities_found
