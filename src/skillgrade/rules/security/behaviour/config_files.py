"""Which files are config or manifest files, and which Markdown blocks the reader is told to write
into one: what the scan asks of every skill, apart from :mod:`.manifests`' readers, which load only
for a skill that has such a file or block (they are a tenth of the quick path's bytecode, and most
skills have none)."""

from __future__ import annotations

import re
from pathlib import PurePosixPath
from typing import NamedTuple

from skillgrade.rules.security.behaviour import vocabulary
from skillgrade.skill.fences import fences

LOCKFILES = {
    "package-lock.json": "npm", "npm-shrinkwrap.json": "npm", "yarn.lock": "yarn", "pnpm-lock.yaml": "pnpm",
    "bun.lock": "bun", "poetry.lock": "Poetry", "uv.lock": "uv", "pdm.lock": "PDM", "pipfile.lock": "pipenv",
    "cargo.lock": "Cargo", "composer.lock": "Composer",
}  # fmt: skip
"""Lockfiles, by name, with the tool that installs exactly what they pin (``npm ci``, ``uv sync``)."""


def npm_lock_entries(rel: str, text: str) -> str | None:
    """``npm`` when a JSON file of another name holds npm lockfile entries (``"resolved"`` beside
    ``"integrity"``): a fragment the skill has the agent paste into ``package-lock.json``."""
    if not rel.lower().endswith(".json") or '"resolved"' not in text or '"integrity"' not in text:
        return None
    return "npm"


def may_declare_servers(rel: str, text: str) -> bool:
    """Whether :func:`.manifests.remote_mcp_servers` can find a server in the file: a JSON file that
    names ``mcpServers`` or ``servers``."""
    return rel.lower().endswith(".json") and "ervers" in text


def may_declare(rel: str, text: str) -> bool:
    """Whether :func:`.manifests.capabilities` or :func:`.manifests.snippets` can find anything in
    the file: it is a lockfile, a Gradle or Maven build, or a file of a kind they read."""
    name = PurePosixPath(rel).name.lower()
    return (
        name in LOCKFILES
        or npm_lock_entries(rel, text) is not None
        or name.endswith((".gradle", ".gradle.kts", ".pom"))
        or name in ("pom.xml", "settings.xml")
        or kind(rel, text) is not None
    )


_WORKFLOW_JOBS = re.compile(r"^jobs:\s*$", re.MULTILINE)
_WORKFLOW_STEPS = re.compile(r"^\s+(?:runs-on|steps):", re.MULTILINE)
_COMPOSITE_ACTION = re.compile(r"^runs:\s*\n\s+using:\s*[\"']?composite", re.MULTILINE)
_AZURE_STEPS = re.compile(r"^(?:steps|jobs|stages):\s*$", re.MULTILINE)
_AZURE_SCRIPT_STEP = re.compile(r"^\s*-[ \t]+(?:pwsh|powershell|bash|script|task):", re.MULTILINE)


def kind(rel: str, text: str) -> str | None:
    """The file's kind from its name, or from its shape where the name does not say: a CI workflow
    shipped under ``assets/`` for the user to copy into ``.github/workflows`` is still a workflow."""
    found = file_kind(rel)
    if found == "yaml" and _WORKFLOW_JOBS.search(text) and _WORKFLOW_STEPS.search(text):
        return "workflow"
    if found == "yaml" and _COMPOSITE_ACTION.search(text) and _WORKFLOW_STEPS.search(text):
        return "workflow"  # a composite action (action.yml) runs its steps in the workflow that uses it
    if found == "yaml" and _AZURE_STEPS.search(text) and _AZURE_SCRIPT_STEP.search(text):
        return "workflow"  # an Azure Pipelines file: its script steps run on every build, as a workflow's do
    if found is None and rel.lower().endswith(".config") and _NEXTFLOW_CONFIG.search(text[:65536]):
        return "nextflow"  # a Nextflow config under a name of its own (conf/base.config), included by another
    return found


_TEMPLATE_SUFFIXES = (".tmpl", ".tpl", ".template", ".j2", ".jinja", ".example", ".sample", ".dist")
"""A file shipped to be copied into place under its real name (``Cargo.toml.tmpl``, ``.env.example``)."""


_NOT_MAKE_SUFFIXES = (".md", ".txt", ".rst", ".html", ".py", ".sh", ".js", ".ts", ".ps1", ".json", ".yml", ".yaml")
"""A file named ``Makefile.<x>`` that is the documentation or a script of its own, not make's rules."""


def file_kind(rel: str) -> str | None:
    posix = PurePosixPath(rel.replace("\\", "/"))
    name = posix.name.lower()
    for suffix in _TEMPLATE_SUFFIXES:
        if name.endswith(suffix) and "." in name[: -len(suffix)]:
            name = name[: -len(suffix)]  # read as the file it becomes
            break
    parts = [part.lower() for part in posix.parts]
    if name == "package.json":
        return "package.json"
    if name == "procfile" or name.startswith("procfile."):
        return "procfile"
    if name == "jenkinsfile" or name.startswith("jenkinsfile.") or name.endswith(".jenkinsfile"):
        return "jenkinsfile"
    if name in ("makefile", "gnumakefile") or name.endswith((".mk", ".make")):
        return "makefile"
    if name.startswith(("makefile.", "gnumakefile.")) and not name.endswith(_NOT_MAKE_SUFFIXES):
        return "makefile"  # one of several a project keeps (Makefile.release), run with `make -f`
    if name.endswith(".nf") or name == "nextflow.config":
        return "nextflow"
    if name in ("justfile", ".justfile") or name.endswith(".just"):
        return "justfile"
    if (
        name in ("gemfile", "gems.rb", "gems.locked", ".gemrc")
        or name.startswith("gemfile.")
        or name.endswith(".gemfile")
    ):
        return "gemfile"  # Gemfile, Gemfile.lock, a Gemfile shown as Gemfile.snippet, ~/.gemrc
    if (
        name == "dockerfile"
        or name.startswith("dockerfile.")
        or name.endswith(".dockerfile")
        or name == "containerfile"
    ):
        return "dockerfile"
    if name.endswith(MSBUILD_SUFFIXES):
        return "msbuild"
    if name.endswith(".json"):
        return "json"
    if name.endswith((".yml", ".yaml")):
        if ".github" in parts and "workflows" in parts:
            return "workflow"
        if name in (".pre-commit-config.yaml", ".pre-commit-config.yml", ".pre-commit-hooks.yaml"):
            return "pre-commit"
        return "yaml"
    if _REQUIREMENTS.match(name) or ("requirements" in parts[:-1] and name.endswith(".txt")):
        return "requirements"
    if name in (".npmrc", ".yarnrc", "pip.conf", "pip.ini", "uv.toml", "bunfig.toml", ".condarc", "nuget.config"):
        return "index-config"
    if name == "pipfile":
        return "source-list"
    if name.endswith(".toml"):
        return "toml"
    if name == "nix.conf":
        return "nix"
    if name.endswith((".ini", ".cfg", ".conf", ".service", ".timer", ".socket", ".path", ".desktop")):
        return "ini"  # systemd units and autostart entries: Exec…= lines are commands
    if name.endswith(".plist"):
        return "plist"
    if name.endswith((".cron", ".crontab")) or name == "crontab" or "cron.d" in parts[:-1]:
        return "crontab"
    if name.endswith((".html", ".htm")):
        return "html"
    if name.endswith(".nix") or name == "nix.conf":
        return "nix"
    if name == "go.mod":
        return "go.mod"
    if name.endswith(".pbxproj"):
        return "pbxproj"
    if name.endswith(".prisma"):
        return "prisma"
    if name.endswith(".xcscheme"):
        return "xcscheme"
    return None


_REQUIREMENTS = re.compile(r"^(?:[\w-]*requirements|constraints)[\w.-]*\.(?:txt|in)$")
MSBUILD_SUFFIXES = (".csproj", ".vbproj", ".fsproj", ".vcxproj", ".proj", ".props", ".targets")
"""MSBuild project files: ``Directory.Build.props``/``.targets`` next to a solution join every build."""
_NEXTFLOW_CONFIG = re.compile(
    r"(?m)^[ \t]*(?:includeConfig[ \t]+[\"']|workflow\.on(?:Complete|Error)\b"
    r"|(?:params|process|profiles|executor|manifest|docker|singularity|apptainer|timeline|trace|tower|wave)[ \t]*\{)"
)
"""What only a Nextflow config has: a scope block (``process {``, ``params {``), an ``includeConfig``,
an event handler."""


_SHOWN_CONFIG_NAME = re.compile(
    r"(?<![\w.-])((?:~/|\./|/)?(?:[\w.-]+/)*(?:package\.json|\.mcp\.json|mcp\.json|settings(?:\.local)?\.json"
    r"|tasks\.json|launch\.json|\.?devcontainer\.json|Cargo\.toml|config\.toml|pyproject\.toml|go\.mod|\.npmrc"
    r"|pip\.conf|uv\.toml|flake\.nix|shell\.nix|default\.nix|Taskfile(?:\.dist)?\.ya?ml|\.pre-commit-config\.yaml"
    r"|\.gitlab-ci\.yml|docker-compose\.ya?ml|compose\.ya?ml|Makefile|justfile|Dockerfile|nix\.conf"
    r"|\.github/workflows/[\w.-]+\.ya?ml|action\.ya?ml|azure-pipelines\.ya?ml|bitbucket-pipelines\.ya?ml"
    r"|(?:settings|build|init)\.gradle(?:\.kts)?|pom\.xml|\.m2/settings\.xml))(?![\w-])"
)
"""A config file a sentence names (``Add to `.cargo/config.toml`:``): the block after it becomes that file."""
_SHOWN_INFO = frozenset({"", "json", "jsonc", "json5", "toml", "yaml", "yml", "ini", "conf", "nix", "make",
                         "makefile", "dockerfile", "docker", "gomod", "go.mod", "just", "text", "groovy", "gradle",
                         "kotlin", "kts", "xml"})  # fmt: skip


class ShownBlock(NamedTuple):
    """A fenced block the text has the reader write into the config file ``rel``."""

    rel: str
    start: int
    """The block's opening line in its Markdown text, 0-based."""
    body: str


def shown_blocks(text: str) -> list[ShownBlock]:
    """The blocks of a Markdown text the lines just before tell the reader to put into a config file
    they name (``Add to `.mcp.json`:``), each with that file's name."""
    if "```" not in text and "~~~" not in text:
        return []
    found: list[ShownBlock] = []
    lines = text.split("\n")
    for fence in fences(lines):
        info = fence.first_word.lower()
        introduction = lines[max(0, fence.start - 3) : fence.start]
        joined = "\n".join(introduction)
        told = vocabulary.PUT_IN_PLACE.search(joined) is not None or vocabulary.ensured_in_file(joined)
        named = named_config_file(introduction) if info in _SHOWN_INFO and told else None
        if named is not None:
            rel = named.lstrip("~/").lstrip("./") or named
            found.append(ShownBlock(rel, fence.start, "\n".join(fence.body(lines))))
    return found


def named_config_file(introduction: list[str]) -> str | None:
    """The config file the lines just before a block name (the last one named), if any."""
    for line in reversed(introduction):
        found = _SHOWN_CONFIG_NAME.findall(line)
        if found:
            return str(found[-1])
    return None
