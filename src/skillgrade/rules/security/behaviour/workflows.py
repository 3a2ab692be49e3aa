"""What a GitHub Actions workflow a skill ships lets others run: a "pwn request" and look-alike actions.

A workflow triggered by ``pull_request_target`` (or ``workflow_run``) runs with the repository's
secrets and a write token, for pull requests from anyone's fork. Checking out the pull request's
head there and building or testing it runs the fork's code with those secrets: download-and-run, the
download being whatever a stranger pushed. An action named one edit away from a widely used one
(``actons/cache``) is a typosquat: the workflow runs its code on every push. A container (a
``docker://`` step, a job's ``container`` or ``services``) from a registry host nobody knows, handed
the workflow's secrets, sends them to whoever serves that image. Read from the parsed
YAML (steps in order, with their lines), for workflows under ``.github/workflows`` and those shipped
elsewhere for the user to copy (see ``config_files.kind``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from skillgrade.findings import Evidence
from skillgrade.rules.security.behaviour import packages
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language, Presentation, Snippet

_PRIVILEGED_TRIGGER = re.compile(r"(?m)^[^#\n]*\b(pull_request_target|workflow_run)\b")
_UNTRUSTED_REF = re.compile(
    r"github\.event\.pull_request\.head\.|github\.head_ref|github\.event\.workflow_run\.head_|refs/pull/"
    r"|github\.event\.pull_request\.merge_commit_sha|github\.event\.number"
)
"""A ref or repository that names the pull request's own code, not the base branch's."""

_FETCHES_THE_PULL_REQUEST = re.compile(
    r"\bgh\s+pr\s+checkout\b|\bgit\s+(?:fetch|pull)\b[^\n]*\bpull/|\bgit\s+(?:checkout|switch|reset)\b[^\n]*"
    r"(?:github\.event\.pull_request\.head\.|github\.head_ref|github\.event\.workflow_run\.head_)"
)
"""A run step that gets the pull request's own code with git or the GitHub CLI."""

POPULAR_ACTIONS = frozenset(
    {"actions/checkout", "actions/cache", "actions/setup-node", "actions/setup-python", "actions/setup-go",
     "actions/setup-java", "actions/setup-dotnet", "actions/upload-artifact", "actions/download-artifact",
     "actions/github-script", "actions/labeler", "actions/stale", "actions/create-release",
     "actions/upload-release-asset", "actions/configure-pages", "actions/deploy-pages",
     "actions/upload-pages-artifact", "actions/dependency-review-action", "actions/attest-build-provenance",
     "actions/first-interaction", "actions/create-github-app-token", "actions/add-to-project",
     "github/codeql-action", "docker/build-push-action", "docker/login-action", "docker/setup-buildx-action",
     "docker/setup-qemu-action", "docker/metadata-action", "aws-actions/configure-aws-credentials",
     "aws-actions/amazon-ecr-login", "azure/login", "azure/webapps-deploy", "google-github-actions/auth",
     "google-github-actions/setup-gcloud", "hashicorp/setup-terraform", "codecov/codecov-action",
     "softprops/action-gh-release", "peaceiris/actions-gh-pages", "ruby/setup-ruby", "pnpm/action-setup",
     "oven-sh/setup-bun", "denoland/setup-deno", "astral-sh/setup-uv", "dtolnay/rust-toolchain",
     "swatinem/rust-cache", "golangci/golangci-lint-action", "goreleaser/goreleaser-action",
     "peter-evans/create-pull-request", "jamesives/github-pages-deploy-action", "pypa/gh-action-pypi-publish",
     "shivammathur/setup-php", "subosito/flutter-action", "gradle/actions", "cachix/install-nix-action",
     "dorny/paths-filter", "tj-actions/changed-files", "release-drafter/release-drafter",
     "stefanzweifel/git-auto-commit-action", "snyk/actions", "aquasecurity/trivy-action",
     "sigstore/cosign-installer", "mikepenz/action-junit-report", "crazy-max/ghaction-import-gpg"}
)  # fmt: skip
"""Widely used actions (GitHub's own ``actions`` organisation and the most used Marketplace
setup, build and release actions, listed by hand from the Marketplace): a name one edit from one of
these and not itself one is a look-alike."""

_ACTION_REFERENCE = re.compile(r"^([\w.-]+/[\w.-]+)(?:/[^@\s]*)?@\S+$")


def capabilities(rel: str, path: str, text: str) -> Iterator[Capability]:
    """A pwn request and look-alike actions in the workflow ``text`` (already known to be one)."""
    import yaml

    try:
        documents = list(yaml.compose_all(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)))
    except yaml.YAMLError:
        return
    steps = [step for document in documents if document is not None for step in _steps(document)]
    yield from _look_alike_actions(rel, path, steps)
    yield from _secrets_to_unknown_images(rel, path, steps, documents)
    trigger = _PRIVILEGED_TRIGGER.search(text)
    if trigger is not None:
        line = text.count("\n", 0, trigger.start(1)) + 1
        yield from _pwn_request(rel, path, text, steps, Evidence(path, line, _trigger_what(trigger.group(1))))


def _trigger_what(trigger: str) -> str:
    return f"runs on {trigger}: with the repository's secrets and a write token, for pull requests from any fork"


def _steps(document: Any) -> Iterator[dict[str, Any]]:
    """Every step mapping (under any job's ``steps``), in file order."""
    import yaml

    stack = [document]
    found: list[dict[str, Any]] = []
    while stack:
        node = stack.pop()
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if isinstance(key, yaml.ScalarNode) and key.value == "steps" and isinstance(value, yaml.SequenceNode):
                    found.extend(
                        {k.value: v for k, v in item.value if isinstance(k, yaml.ScalarNode)} | {"": item}
                        for item in value.value
                        if isinstance(item, yaml.MappingNode)
                    )
                else:
                    stack.append(value)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
    yield from sorted(found, key=lambda step: int(step[""].start_mark.line))


def _scalar(node: Any) -> str:
    import yaml

    return str(node.value) if isinstance(node, yaml.ScalarNode) else ""


def _line(node: Any) -> int:
    return int(node.start_mark.line) + 1


def _snippet(rel: str, path: str, text: str, line: int) -> Snippet:
    return Snippet(path, rel, Language.SHELL, text, line, Presentation.HOOK, "workflow")


def _look_alike_actions(rel: str, path: str, steps: list[dict[str, Any]]) -> Iterator[Capability]:
    for step in steps:
        uses = step.get("uses")
        match = _ACTION_REFERENCE.match(_scalar(uses).strip())
        if match is None:
            continue
        name = match.group(1).lower()
        owner = name.split("/", 1)[0]  # only GitHub's own can add a repository under `actions/`
        near = next((p for p in POPULAR_ACTIONS if packages.one_edit(name, p) and p.split("/")[0] != owner), None)
        if near is None or name in POPULAR_ACTIONS:
            continue
        what = f"runs the action {match.group(1)}, one letter from {near}"
        yield Capability(
            Kind.INSTALL_TYPOSQUAT, f"{match.group(1)} (looks like {near})", (Evidence(path, _line(uses), what),),
            _snippet(rel, path, _scalar(uses), _line(uses)),
        )  # fmt: skip


_SECRET_VALUE = re.compile(r"\$\{\{\s*(secrets\.[A-Za-z_][\w-]*|secrets\[['\"][^'\"]+['\"]\]|github\.token)\s*\}\}")
"""A CI secret (or the run's GitHub token) as a workflow expression fills it into a value."""


def _secrets_to_unknown_images(
    rel: str, path: str, steps: list[dict[str, Any]], documents: list[Any]
) -> Iterator[Capability]:
    """A container from a registry no one knows handed the workflow's secrets: a step's ``uses:
    docker://host/image`` given them in ``env`` or ``with`` (inputs reach the container as
    ``INPUT_*`` variables), a job's ``container`` or ``services`` image given them in ``env``. The
    image is whatever that host serves at the time, so the secrets go to whoever runs it; the
    registry's own login (``credentials``) is left out, it is that host's to check."""
    import yaml

    places: list[tuple[str, Any, list[Any]]] = []
    for step in steps:
        reference = _scalar(step.get("uses")).strip()
        if reference.startswith("docker://"):
            places.append((reference[len("docker://") :], step.get("uses"), [step.get("env"), step.get("with")]))
    for document in documents:
        for job in _jobs(document):
            containers = [job.get("container")]
            services = job.get("services")
            if isinstance(services, yaml.MappingNode):
                containers += [value for _key, value in services.value]
            for container in containers:
                if isinstance(container, yaml.MappingNode):
                    fields = {_scalar(k): v for k, v in container.value}
                    image = fields.get("image")
                    if isinstance(image, yaml.ScalarNode):
                        places.append((_scalar(image).strip(), image, [fields.get("env")]))
    for reference, node, blocks in places:
        registry = packages.image_registry(reference)
        if not reference or registry in packages.KNOWN_REGISTRIES:
            continue
        handed = [
            (found.group(1), value, _scalar(key))
            for block in blocks
            if isinstance(block, yaml.MappingNode)
            for key, value in block.value
            for found in [_SECRET_VALUE.search(_scalar(value))]
            if found is not None
        ]
        if not handed:
            continue
        secret, value, name = handed[0]
        given = Evidence(path, _line(value), f"hands {secret} to the container {reference} (as {name})")
        sent = Evidence(path, _line(node), f"whose image comes from {registry}, not a known registry")
        yield Capability(Kind.EGRESS, registry, (given, sent), _snippet(rel, path, _scalar(value), _line(value)))


def _jobs(document: Any) -> Iterator[dict[str, Any]]:
    """Each job of a workflow document as its fields (``jobs:`` at the top)."""
    import yaml

    if not isinstance(document, yaml.MappingNode):
        return
    for key, value in document.value:
        if _scalar(key) == "jobs" and isinstance(value, yaml.MappingNode):
            for _name, job in value.value:
                if isinstance(job, yaml.MappingNode):
                    yield {_scalar(k): v for k, v in job.value}


def _pwn_request(
    rel: str, path: str, text: str, steps: list[dict[str, Any]], trigger: Evidence
) -> Iterator[Capability]:
    """The pull request's head checked out under a privileged trigger, then any step after it: that
    step builds, installs or runs what the fork pushed (a Makefile, package.json scripts, a Gemfile)."""
    import yaml

    for index, step in enumerate(steps):
        run = step.get("run")
        if _scalar(step.get("uses")).lower().startswith("actions/checkout@"):
            given = step.get("with")
            fields = given.value if isinstance(given, yaml.MappingNode) else []
            named = [value for key, value in fields if _scalar(key) in ("ref", "repository")]
            untrusted = next((value for value in named if _UNTRUSTED_REF.search(_scalar(value))), None)
        elif _FETCHES_THE_PULL_REQUEST.search(_scalar(run)):
            untrusted = run  # `gh pr checkout N`, `git fetch origin pull/N/head`, `git checkout <head sha>`
        else:
            continue
        later = steps[index + 1 :]
        if untrusted is None or not later:
            continue
        checkout = Evidence(path, _line(untrusted), f"checks out the pull request's own code ({_scalar(untrusted)})")
        run = later[0]
        runner = run.get("run") or run.get("uses") or run[""]
        ran = Evidence(path, _line(runner), "runs a step over that code: the fork's build files and scripts run")
        secrets = re.search(r"\$\{\{\s*secrets\.(?!GITHUB_TOKEN\b)(\w+)", text)
        chain = [trigger, checkout, ran]
        if secrets is not None:
            line = text.count("\n", 0, secrets.start()) + 1
            chain.insert(1, Evidence(path, line, f"puts secrets.{secrets.group(1)} in reach of its steps"))
        yield Capability(
            Kind.EXEC_FETCHED, "the pull request's code from a fork", tuple(chain),
            _snippet(rel, path, _scalar(untrusted), _line(untrusted)),
        )  # fmt: skip
        return
