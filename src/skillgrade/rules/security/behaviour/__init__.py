"""The behaviour scanner: what a skill's code does, not how it is spelled.

Stages, one module each, top-down: :mod:`.extract` finds the code in every file (normalised by
:mod:`.normalise`) with its language and presentation; :mod:`.languages` hands each snippet to its
parser (:mod:`.shell`, :mod:`.python`, …, sharing :mod:`.values` and :mod:`.vocabulary`) which
returns capabilities (what it reads, where it sends, what it runs, where it persists, what it
installs, checked against :mod:`.packages`); :mod:`.combine` turns a skill's capabilities into
findings whose severity comes from the combination, lowered only for official installers on
:mod:`.allowlist` or blocks shown to be examples, never by the words around them. Prose is read
too: :mod:`.instructions` (text a download gives the agent, made its orders, or the commands it
supplies), :mod:`.orders` (a secret the agent is told to read and send out, or a download to run,
in one sentence) and :mod:`.procedures` (the same chain carried across the steps of a procedure and
the skill's files).
"""

from __future__ import annotations

import contextvars
import dataclasses
import functools
import re
from collections.abc import Callable, Iterable
from pathlib import PurePosixPath

from skillgrade.findings import Evidence, Finding
from skillgrade.rules.security.behaviour import (
    agents,
    budget,
    combine,
    config_files,
    copies,
    extract,
    instructions,
    languages,
    orders,
    pieces,
    pointers,
    prerequisites,
    procedures,
    vocabulary,
)
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Presentation, Snippet
from skillgrade.rules.security.behaviour.values import (
    BUNDLED,
    DATA_SUFFIXES,
    LABELLED_ADDRESSES,
    PRINTED_CODE,
    PRINTED_COMMANDS,
    PRINTED_DOWNLOADS,
    PRINTED_FETCHES,
    PRINTED_SECRET_FILES,
    PRINTED_STORE_PATHS,
    SCRIPT_ARGUMENT_SENDS,
    SCRIPT_INPUT_SENDS,
    SCRIPT_OUTPUTS,
    SHARED_FILES,
    SHARED_VARIABLES,
    STEP_FOLDERS,
    UNPACKED,
    Origin,
    Value,
    labelled_addresses,
    listed_secret_stores,
    package_scripts,
    reads_its_arguments,
    reads_its_input,
    secrets_read,
    share_dotenv,
)
from skillgrade.rules.security.behaviour.values import Source as DataSource
from skillgrade.rules.security.inventory import SCAN_LIMIT
from skillgrade.rules.security.sources import Source

RULES = combine.RULES


def scan(sources: Iterable[Source]) -> list[Finding]:
    """The behaviour findings of one skill, from all its text (SKILL.md first, then every file),
    within :data:`.budget.PARSE_SECONDS` of parsing."""
    unparsed: dict[tuple[str, int], Finding] = {}
    texts = list(sources)
    seconds = budget.PARSE_SECONDS
    with budget.parse_budget(seconds):
        try:  # in a context of its own: the shared tables _scan sets never outlive it, however it ends
            found = contextvars.copy_context().run(_scan, texts, unparsed)
        except budget.ParseBudgetExceeded:
            # spent in a reading that parses code on the way (a manifest's commands, a prose step's
            # block), not in a snippet's own analysis: the skill was not read to its end
            where = texts[0].path if texts else ""
            why = f"parsing the skill's code took more than {seconds:g} s of CPU; the rest of it was not analysed"
            return [*unparsed.values(), SCAN_LIMIT.finding(where, 1, why)]
    return [*found, *unparsed.values()]


def _scan(texts: list[Source], unparsed: dict[tuple[str, int], Finding]) -> list[Finding]:
    capabilities: list[Capability] = []
    snippets: list[Snippet] = []
    # the skill's files, for a manifest that includes another (a Makefile's `include`) while extracting
    bundled = {source.rel: source.text for source in texts if source.first_line == 1}
    bundled_token = BUNDLED.set(bundled)
    markdown = [s.text for s in texts if s.is_skill_md or PurePosixPath(s.rel).suffix.lower() in (".md", ".markdown")]
    labelled_token = LABELLED_ADDRESSES.set(labelled_addresses(markdown))
    for source in texts:
        snippets.extend(extract.snippets(source.rel, source.path, source.text, source.first_line, source.is_skill_md))
        if source.first_line == 1 and not source.is_skill_md and config_files.may_declare(source.rel, source.text):
            from skillgrade.rules.security.behaviour import manifests  # off the path of skills without config files

            capabilities.extend(manifests.capabilities(source.rel, source.path, source.text))
        if source.is_skill_md or PurePosixPath(source.rel).suffix.lower() in (".md", ".markdown", ".mdx"):
            blocks = config_files.shown_blocks(source.text)
            if blocks:
                from skillgrade.rules.security.behaviour import manifests

                shown_snippets, shown = manifests.shown_in_markdown(source.path, blocks, source.first_line)
                snippets.extend(shown_snippets)
                capabilities.extend(shown)
    snippets = _environment_handed_to_scripts(_hook_scripts(snippets))
    snippets = extract.blocks_scripts_run(texts, snippets)  # blocks of an unknown tag a script picks and runs
    snippets = orders.tables_told_to_run(texts, snippets)  # an order in one file to run the rows of a table in another
    snippets.extend(pieces.pieces_told_to_join(texts))  # blocks of a file the text has the agent join into code
    shared: dict[str, Value] = {}
    outputs: dict[str, tuple[Origin, ...]] = {}
    # whole files only: a manifest's entries (package.json's scripts.build) are not the file's text
    analysed = {s.rel: s.text for s in snippets if s.presentation is Presentation.SCRIPT and not s.origin}
    analysed.update({rel: text for rel, text in bundled.items() if rel not in analysed})
    bundled.clear()
    bundled.update(analysed)  # scripts as analysed (normalised) first, then the other files
    senders: dict[str, str] = {}
    token, outputs_token = SHARED_FILES.set(shared), SCRIPT_OUTPUTS.set(outputs)
    folders_token = STEP_FOLDERS.set({})
    senders_token = SCRIPT_INPUT_SENDS.set(senders)
    argument_senders: dict[str, str] = {}
    argument_senders_token = SCRIPT_ARGUMENT_SENDS.set(argument_senders)
    variables: dict[str, Value] = {}
    variables_token = SHARED_VARIABLES.set(variables)
    settings = {
        name: Evidence(source.path, line, f"sets {name}={value[:80]}")
        for source in texts
        if source.first_line == 1
        for name, (line, value) in share_dotenv(source.rel, source.text).items()
    }
    printed: dict[str, tuple[Origin, ...]] = {}
    printed_token = PRINTED_DOWNLOADS.set(printed)
    printed_fetches: dict[str, tuple[Origin, ...]] = {}
    printed_fetches_token = PRINTED_FETCHES.set(printed_fetches)
    printed_code: dict[str, tuple[Origin, ...]] = {}
    printed_code_token = PRINTED_CODE.set(printed_code)
    printed_commands: dict[str, tuple[tuple[Evidence, str], ...]] = {}
    printed_commands_token = PRINTED_COMMANDS.set(printed_commands)
    printed_files_token = PRINTED_SECRET_FILES.set({})
    printed_stores: dict[str, tuple[str, ...]] = {}
    printed_stores_token = PRINTED_STORE_PATHS.set(printed_stores)
    placements = copies.Placements()
    placed_token = copies.PLACED.set(placements)
    try:
        found = [_analysed(snippet, unparsed) for snippet in snippets]
        outputs.update(_secrets_read_by_scripts(snippets, found))
        for rel, downloads in printed.items():  # a script printing the path of a file it downloaded
            outputs[rel] = (*outputs.get(rel, ()), *downloads)
        for rel, code in printed_code.items():  # a script printing what it downloaded or decoded
            outputs[rel] = (*outputs.get(rel, ()), *code)
        senders.update(_scripts_sending_their_input(snippets, found))
        argument_senders.update(_scripts_sending_what_they_are_handed(snippets, found))
        handed = [path for path, value in shared.items() if _handed_value(value)]
        handed += _pieced_and_run(shared, snippets)
        store_lists = _store_lists(bundled) if argument_senders else []
        placed = placements.scripts  # a start-up entry read before the copy it runs was seen
        carried = any(v.origins for v in shared.values())
        if (
            carried
            or outputs
            or variables
            or handed
            or senders
            or argument_senders
            or store_lists
            or placed
            or printed_stores
        ):
            # a file one snippet wrote with data in it, or a script that reads secrets, used by
            # another snippet: analyse those again, now that the data is known
            carrying = [  # text-only files need no second pass; a folder an archive went into by its own name
                path.removesuffix(UNPACKED) for path, value in shared.items() if value.origins
            ]
            carrying += handed  # but one holding a host or a path is a value handed to the next step
            names = {PurePosixPath(path).name for path in [*carrying, *outputs] if PurePosixPath(path).name}
            # a folder above a carried file (`git -C handover push` after `handover/gh/hosts.yml` was filled)
            names |= {part for path in carrying for part in PurePosixPath(path).parent.parts if len(part) > 2}
            names |= set(variables)
            names |= {PurePosixPath(path).name for path in placed if len(PurePosixPath(path).name) > 3}
            names |= {PurePosixPath(path).stem for path in outputs if len(PurePosixPath(path).stem) > 2}  # imports
            names |= {PurePosixPath(path).name for path in printed_stores}  # lists of stores another step reads
            names |= {PurePosixPath(path).name for path in senders}
            names |= {PurePosixPath(path).name for path in argument_senders}
            # `python3 -m tools.send outbox/` names the script by its module, without the suffix
            names |= {PurePosixPath(path).stem for path in [*senders, *argument_senders] if path.endswith(".py")}
            # `npm run -s gen | sh`: the package script that runs a script whose output is known
            outputs_named = {PurePosixPath(path).name for path in outputs}
            running = package_scripts(bundled).items()
            names |= {key for key, command in running if any(name in command for name in outputs_named)}
            # a config file of the skill that names one of them (a staging folder's path): the scripts naming it
            names |= {
                PurePosixPath(rel).name
                for rel, text in bundled.items()
                if rel.endswith(DATA_SUFFIXES) and any(name in text[:65536] for name in names if name)
            }
            if store_lists or (
                argument_senders and any(v.of(DataSource.SECRET) or v.of(DataSource.ENV) for v in shared.values())
            ):
                steps = _steps_handing_files(texts, snippets, tuple(argument_senders))
                snippets.extend(steps)
                found.extend([] for _ in steps)
            saved = _saved_downloads(shared)
            if saved:  # a step that runs a file a script downloaded (`node $TMPDIR/helper.js`)
                steps = _steps_handing_files(texts, snippets, saved)
                snippets.extend(steps)
                found.extend([] for _ in steps)
            for index, snippet in enumerate(snippets):
                if any(name in snippet.text for name in names):
                    before = dict(shared)
                    found[index] = _kept_reads(found[index], _analysed(snippet, unparsed))
                    names |= _newly_written(before, shared)  # a later step reading what this one wrote
    finally:
        SHARED_FILES.reset(token)
        SCRIPT_OUTPUTS.reset(outputs_token)
        STEP_FOLDERS.reset(folders_token)
        SCRIPT_INPUT_SENDS.reset(senders_token)
        SCRIPT_ARGUMENT_SENDS.reset(argument_senders_token)
        BUNDLED.reset(bundled_token)
        LABELLED_ADDRESSES.reset(labelled_token)
        SHARED_VARIABLES.reset(variables_token)
        PRINTED_DOWNLOADS.reset(printed_token)
        PRINTED_FETCHES.reset(printed_fetches_token)
        PRINTED_CODE.reset(printed_code_token)
        PRINTED_COMMANDS.reset(printed_commands_token)
        PRINTED_SECRET_FILES.reset(printed_files_token)
        PRINTED_STORE_PATHS.reset(printed_stores_token)
        copies.PLACED.reset(placed_token)
    for snippet, group in zip(snippets, found, strict=True):
        group.extend(_held_downloads(snippet, group))
    for group in found:
        capabilities.extend(_from_settings(_with_given_values(c), settings) for c in group)
    pairs = list(zip(snippets, found, strict=True))
    downloaded = {
        path.replace("\\", "/").rsplit("/", 1)[-1]: origin.evidence
        for path, value in shared.items()
        for origin in value.origins[:1]
        if origin.source is DataSource.FETCHED and "." in path.rsplit("/", 1)[-1].strip(".")
    }  # a named file (notes/today.md), not a folder or a placeholder
    capabilities.extend(pointers.settings_running_downloads(texts, shared))
    capabilities.extend(instructions.capabilities(texts, pairs, downloaded, printed_fetches))
    capabilities.extend(prerequisites.capabilities(texts, pairs, printed_commands))
    # what a script writes into an agent instruction file is read as the Markdown it becomes
    planted = [p for p in map(agents.planted_context, texts) if p is not None]
    prose = [*texts, *planted] if planted else texts
    ordered = orders.capabilities(prose)
    capabilities.extend(ordered)
    capabilities.extend(procedures.procedures(prose, pairs, ordered))
    capabilities.extend(agents.capabilities(texts))
    capabilities.extend(agents.security_controls_off(texts, pairs))
    return list(combine.findings(capabilities, snippets))


def _kept_reads(first: list[Capability], again: list[Capability]) -> list[Capability]:
    """A snippet read again, now that what other snippets wrote is known: what it reads stays read.
    The second reading can meet a file it reads as one another snippet filled (a copy's target known
    only as ``*/*``) and take its value from there without reporting the read; the secret stores
    the first reading found are still the snippet's own."""
    reads = (Kind.SECRET_READ, Kind.ENV_DUMP)
    found = {(c.kind, c.detail) for c in again if c.kind in reads}
    lost = [c for c in first if c.kind in reads and (c.kind, c.detail) not in found]
    return [*again, *lost] if lost else again


def _newly_written(before: dict[str, Value], shared: dict[str, Value]) -> set[str]:
    """The names of the files a step read again wrote anew (a list of stores a script printed into
    ``/tmp/files.txt``): a later step naming one is read again too, with what the file now holds. A
    folder above a file written with data in it counts too (a cache folder a later step packs whole)."""
    changed = [(PurePosixPath(path), value) for path, value in shared.items() if before.get(path) != value]
    named = {path.name for path, value in changed if len(path.name) > 3 and (value.origins or value.text)}
    return named | {part for path, value in changed if value.origins for part in path.parent.parts if len(part) > 2}


def _with_given_values(capability: Capability) -> Capability:
    """A capability of a step filled in from a settings file, its chain opened with where the values
    used on its lines come from (``gives relay = … (assets/pair.conf:2)``)."""
    given = capability.snippet.given
    if not given:
        return capability
    lines = {evidence.line for evidence in capability.chain}
    taken = tuple(evidence for line, evidence in given if line in lines)
    return dataclasses.replace(capability, chain=(*taken, *capability.chain)) if taken else capability


def _from_settings(capability: Capability, settings: dict[str, Evidence]) -> Capability:
    """A capability of a snippet that runs a command a shipped dotenv file holds (``$NAME``), its chain
    opened with the file's line setting it, when the chain names what that line holds (its URL)."""
    if not settings:
        return capability
    text = capability.snippet.text
    for name, setting in settings.items():
        if name not in text:
            continue
        held = set(vocabulary.urls(setting.what))
        if held and any(set(vocabulary.urls(link.what)) & held for link in capability.chain):
            return dataclasses.replace(capability, chain=(setting, *capability.chain))
    return capability


def _handed_value(value: Value) -> bool:
    """A file written with one word that names a place (a host, a URL, a path): a value one step
    hands the next through a file, whatever order the steps are read in."""
    text = (value.text or "").strip()
    return 3 < len(text) <= 256 and not any(c.isspace() for c in text) and ("." in text or "/" in text)


@functools.cache
def _held_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """A download command's start, a format field, a quoted string: compiled on first use, off the
    import path of the hook."""
    return (
        re.compile(r"(?i)\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\b"),
        re.compile(r"%[sdr]|\{\w*\}|\$\{?\w+\}?"),
        re.compile(r"\"((?:[^\"\\\n]|\\.){8,})\"|'((?:[^'\\\n]|\\.){8,})'"),
    )


def _held_downloads(snippet: Snippet, found: list[Capability]) -> list[Capability]:
    """A program that sets up something to run later (a systemd unit enabled, a cron entry, a launch
    agent) whose strings hold a command line that downloads and runs code: what it sets up is that
    line, whatever library writes the file (configparser, a template, a dict dumped as plist). Each
    quoted string naming a download is read as the shell would run it."""
    persists = any(c.kind is Kind.PERSISTENCE and "(runs code)" not in c.detail for c in found)
    if not persists or snippet.presentation is not Presentation.SCRIPT or snippet.language is Language.SHELL:
        return []
    held_fetch, format_field, quoted = _held_patterns()
    if any(c.kind in (Kind.FETCH, Kind.EXEC_FETCHED) for c in found) or not held_fetch.search(snippet.text):
        return []
    for row, line in enumerate(snippet.text.split("\n")[:4000]):
        if held_fetch.search(line) is None:
            continue
        for match in quoted.finditer(line):
            text = match.group(1) or match.group(2)
            if held_fetch.search(text) is None:
                continue
            filled = format_field.sub("held-value", text)  # '… curl %s | sh' % url, f"… {url} …"
            shell = Snippet(snippet.path, snippet.rel, Language.SHELL, filled, 1, Presentation.SCRIPT)
            if any(c.kind is Kind.EXEC_FETCHED for c in languages.analyse(shell)):
                what = f"holds a command that downloads code and runs it: {text[:120]}"
                where = Evidence(snippet.path, snippet.first_line + row, what)
                return [Capability(Kind.FETCH, text[:120], (where,), snippet)]
    return []


def _pieced_and_run(shared: dict[str, Value], snippets: list[Snippet]) -> list[str]:
    """Files written with text (code pieced together by one step or several: a step writes half a
    command, a script appends the rest) that a snippet sources or runs by name: read again, so the
    run sees every piece, whichever file wrote it first."""
    found: list[str] = []
    for path, value in shared.items():
        name = PurePosixPath(path).name
        if value.origins or not value.text or len(name) < 3 or not any(c.isspace() for c in value.text.strip()):
            continue
        # a shell sources it or runs it, or an interpreter runs it as its program (`node .helper.cjs`)
        runner = (
            r"(?:^|[\s;&|(`])(?:\.|source|(?:ba|z|k|da)?sh|python3?|node(?:js)?|pwsh|powershell)\s+[\"']?[^\s\"';|&]*"
        )
        pattern = re.compile(runner + re.escape(name) + r"\b")
        if any(name in snippet.text and pattern.search(snippet.text) for snippet in snippets):
            found.append(path)
    return found


def _hook_scripts(snippets: list[Snippet]) -> list[Snippet]:
    """A bundled script an agent hook runs (``python3 .claude/hooks/audit.py``) is that hook: it is
    handed the agent's session on stdin as the hook's own command is."""
    hooks = [s for s in snippets if s.agent_hook_event is not None]
    if not hooks:
        return snippets
    marked: list[Snippet] = []
    for snippet in snippets:
        name = PurePosixPath(snippet.rel).name
        runner = next((hook for hook in hooks if len(name) > 3 and _names_file(hook.text, name)), None)
        if snippet.presentation is Presentation.SCRIPT and runner is not None and snippet.origin == "":
            snippet = dataclasses.replace(snippet, origin=runner.origin)
        marked.append(snippet)
    return marked


def _environment_handed_to_scripts(snippets: list[Snippet]) -> list[Snippet]:
    """A bundled shell, Python or JavaScript script a CI step runs (``bash scripts/report.sh``) gets that step's
    environment: the secrets the step is given (``env: ALL: ${{ toJSON(secrets) }}``) are the script's
    variables as they are the step's own."""
    steps = [s for s in snippets if s.environment and s.presentation is Presentation.HOOK]
    if not steps:
        return snippets
    handed: list[Snippet] = []
    for snippet in snippets:
        name = PurePosixPath(snippet.rel).name
        readers = (Language.SHELL, Language.PYTHON, Language.JAVASCRIPT)
        if snippet.presentation is Presentation.SCRIPT and snippet.language in readers and len(name) > 3:
            runners = [step for step in steps if _names_file(step.text, name)]
            if runners and not snippet.environment:
                given = tuple(entry for step in runners if step.path == runners[0].path for entry in step.environment)
                snippet = dataclasses.replace(snippet, environment=given, environment_path=runners[0].path)
        handed.append(snippet)
    return handed


def _names_file(command: str, name: str) -> bool:
    at = command.find(name)
    while at >= 0:
        before = command[at - 1] if at else " "
        after = command[at + len(name)] if at + len(name) < len(command) else " "
        if before in "/\\ '\"" and after in " '\";":
            return True
        at = command.find(name, at + 1)
    return False


def _secrets_read_by_scripts(snippets: list[Snippet], found: list[list[Capability]]) -> dict[str, tuple[Origin, ...]]:
    outputs: dict[str, tuple[Origin, ...]] = {}
    for snippet, capabilities in zip(snippets, found, strict=True):
        if snippet.presentation is not Presentation.SCRIPT:
            continue
        origins = secrets_read(capabilities)
        if origins:
            outputs[snippet.rel] = origins
    return outputs


def _scripts_sending_their_input(snippets: list[Snippet], found: list[list[Capability]]) -> dict[str, str]:
    """Each bundled script that reads its standard input and sends data to a host, with that host:
    what another step pipes into it goes there (the flow inside the script is not followed)."""
    return _sending_scripts(snippets, found, reads_its_input, lambda host: host != "?")


def _saved_downloads(shared: dict[str, Value]) -> tuple[str, ...]:
    """The files the skill's scripts save downloads into under a name of their own (``helper.js``,
    not a folder or a placeholder), for the Markdown steps that run them."""
    return tuple(
        path
        for path, value in shared.items()
        if value.of(DataSource.FETCHED) and len(PurePosixPath(path).stem.strip(".")) > 2 and PurePosixPath(path).suffix
    )


def _store_lists(bundled: dict[str, str]) -> list[str]:
    """The skill's data files that list secret stores as paths (a scanner's ``targets.yml``): a step
    handing one to a script that reads what it is handed and sends has that script read them."""
    return [rel for rel in bundled if rel.lower().endswith(DATA_SUFFIXES) and listed_secret_stores(rel)][:8]


def _steps_handing_files(texts: list[Source], known: list[Snippet], senders: tuple[str, ...]) -> list[Snippet]:
    """The Markdown steps that name one of ``senders`` (bundled scripts that send what they are handed,
    or files a script saved a download into) and were not read as code before, no other command word
    being on their lines (``bash scripts/upload.sh "$TMPDIR/diag.log"``, ``node $TMPDIR/helper.js``):
    what they hand the script may hold secrets; what they run may be the download."""
    names = tuple(dict.fromkeys(PurePosixPath(rel).name.lower() for rel in senders))
    seen = {(s.path, s.first_line, s.text) for s in known}
    found: list[Snippet] = []
    for source in texts:
        markdown = source.is_skill_md or PurePosixPath(source.rel).suffix.lower() in (".md", ".markdown", ".mdx")
        if not markdown or not any(name in source.text.lower() for name in names):
            continue
        for snippet in extract.snippets(source.rel, source.path, source.text, source.first_line, True, names):
            if (snippet.path, snippet.first_line, snippet.text) not in seen:
                found.append(snippet)
    return found


def _scripts_sending_what_they_are_handed(snippets: list[Snippet], found: list[list[Capability]]) -> dict[str, str]:
    """Each bundled script that takes arguments and sends data to a host other than this machine, with
    that host: a file or folder another step hands it goes there (the flow inside is not followed)."""

    def remote(host: str) -> bool:  # "?": a host the script reads at run time (from a list it is handed)
        return host == "?" or not vocabulary.is_local_host(host.split(":")[0])

    return _sending_scripts(snippets, found, reads_its_arguments, remote)


def _sending_scripts(
    snippets: list[Snippet], found: list[list[Capability]], reads: Callable[[str], bool], counts: Callable[[str], bool]
) -> dict[str, str]:
    """Each bundled script whose text ``reads`` what it is given and that sends data to a host
    ``counts``, with the first such host."""
    senders: dict[str, str] = {}
    for snippet, capabilities in zip(snippets, found, strict=True):
        if snippet.presentation is not Presentation.SCRIPT:
            continue
        host = next((c.detail for c in capabilities if c.kind is Kind.EGRESS and counts(c.detail)), None)
        if host is not None and reads(snippet.text):
            senders[snippet.rel] = host
    return senders


def _analysed(snippet: Snippet, unparsed: dict[tuple[str, int], Finding]) -> list[Capability]:
    # A missing parser is never a silent skip: it fails the skill as INTERNAL_ERROR, as any bug does.
    try:
        return languages.analyse(snippet)
    except budget.ParseBudgetExceeded:
        why = f"parsing the skill's code took more than {budget.PARSE_SECONDS:g} s of CPU (input that is slow to parse)"
    except RecursionError:  # an expression of 50,000 terms: too deep for the parser or the walk
        why = "it is nested too deeply to parse and follow"
    unparsed[snippet.path, snippet.first_line] = SCAN_LIMIT.finding(
        snippet.path, snippet.first_line, f"the {snippet.language.value} code here was not analysed: {why}"
    )
    return []
