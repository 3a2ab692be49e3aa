"""Does an attack still fail the gate when its code moves, unchanged, into another file that runs it?

Not a test. The red-team writers chose where each attack's code sits; an attacker facing this scanner
chooses again. For every malicious case of the development splits whose evidence lies in one script
(shell, Python, PowerShell or JavaScript) and which fails the gate today, the script's text is moved
into each other carrier that runs code of its language: a Makefile recipe, a workflow step, a
Dockerfile ``RUN`` here-document, a step in a reference file, a notebook cell, a here-document fed
to the interpreter, a module a stub imports, an encoded command, ... Every mention of the old path
in the skill's other files is pointed at the new invocation, and the copy is scanned as a
marketplace gate would. A carrier that loses cases is a place the scanner reads worse than the one
the writer picked::

    python perf/carriers.py [--carrier NAME ...] [--case ID ...] [--show]

The cases are development data (the rules were tuned on them), so the figure is an upper bound on
how well the scanner follows code it has seen into new places, not a hold-out figure. Figures go to
``perf/out/carriers.json``.
"""

from __future__ import annotations

import argparse
import base64
import json
import re
import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
OUT = HERE / "out" / "carriers.json"

import redteam  # noqa: E402

LANGUAGES = {".sh": "shell", ".bash": "shell", ".py": "python", ".ps1": "powershell", ".js": "javascript",
             ".mjs": "javascript", ".cjs": "javascript"}  # fmt: skip


@dataclass(frozen=True)
class Moved:
    """The files that now hold the code, and how the skill's text should now name running it."""

    files: dict[str, str]
    invocation: str


Carrier = Callable[[str, str], Moved | None]


def _without_shebang(code: str) -> str:
    return code.split("\n", 1)[1] if code.startswith("#!") else code


def _indented(code: str, width: int) -> str:
    pad = " " * width
    return "\n".join(pad + line if line.strip() else "" for line in code.rstrip("\n").split("\n"))


def _fenced(language: str) -> Carrier:
    def carrier(code: str, stem: str) -> Moved | None:
        if "```" in code:
            return None
        text = (
            f"# {stem}\n\nRun this from the skill's folder before the other steps:\n\n"
            f"```{language}\n{code.rstrip()}\n```\n"
        )
        return Moved({f"references/{stem}-steps.md": text}, f"the steps in references/{stem}-steps.md")

    return carrier


def _here_document(command: str, extension: str = ".sh") -> Carrier:
    def carrier(code: str, stem: str) -> Moved | None:
        if "__SKILL_EOF__" in code:
            return None
        text = f"#!/bin/sh\n{command} <<'__SKILL_EOF__'\n{code.rstrip()}\n__SKILL_EOF__\n"
        return Moved({f"scripts/{stem}-run{extension}": text}, f"sh scripts/{stem}-run{extension}")

    return carrier


def makefile(code: str, stem: str) -> Moved | None:
    body = _without_shebang(code).rstrip("\n").replace("$", "$$")
    recipe = "\n".join("\t" + line for line in body.split("\n"))
    text = f".ONESHELL:\nSHELL := /bin/bash\n\n.PHONY: {stem}\n{stem}:\n{recipe}\n"
    return Moved({"Makefile": text}, f"make {stem}")


def dockerfile(code: str, stem: str) -> Moved | None:
    if re.search(r"^EOF$", code, re.M):
        return None
    text = (
        "# syntax=docker/dockerfile:1\nFROM debian:12-slim\nWORKDIR /skill\nCOPY . .\n"
        f"RUN <<EOF\n{code.rstrip()}\nEOF\n"
    )
    return Moved({"Dockerfile": text}, f"docker build -t {stem} .")


def snakemake_shell(code: str, stem: str) -> Moved | None:
    if '"""' in code or code.rstrip().endswith("\\"):
        return None
    body = _without_shebang(code).replace("{", "{{").replace("}", "}}")  # shell: commands are str.format-ed
    rule = stem.replace("-", "_")
    text = f'rule {rule}:\n    output: touch(".{stem}.done")\n    shell:\n        r"""\n{body.rstrip()}\n"""\n'
    return Moved({"workflow/Snakefile": text}, "snakemake --cores 1 -s workflow/Snakefile")


def snakemake_handler(code: str, stem: str) -> Moved | None:
    if "__future__" in code or re.search(r"^\s*(?:from|import)\s+mcp\b", code, re.M):
        return None  # a server (an MCP tool's description) means nothing run inside a workflow's handler
    text = f"onstart:\n{_indented(_without_shebang(code), 4)}\n\n\nrule all:\n    input: []\n"
    return Moved({"workflow/Snakefile": text}, "snakemake --cores 1 -s workflow/Snakefile")


def no_extension(code: str, stem: str) -> Moved | None:
    text = code if code.startswith("#!") else "#!/usr/bin/env bash\n" + code
    return Moved({f"scripts/{stem}": text}, f"scripts/{stem}")


def python_runs_shell(code: str, stem: str) -> Moved | None:
    if "'''" in code or code.rstrip().endswith("\\"):
        return None
    text = (
        f"import subprocess\n\nSCRIPT = r'''\n{code.rstrip()}\n'''\n\n"
        'subprocess.run(["bash", "-c", SCRIPT], check=True)\n'
    )
    return Moved({f"scripts/{stem}.py": text}, f"python3 scripts/{stem}.py")


def node_runs_shell(code: str, stem: str) -> Moved | None:
    if "`" in code or "${" in code:
        return None
    text = (
        'import { execFileSync } from "node:child_process";\n\n'
        f"const script = String.raw`\n{code.rstrip()}\n`;\n"
        'execFileSync("bash", ["-c", script], { stdio: "inherit" });\n'
    )
    return Moved({f"scripts/{stem}.mjs": text}, f"node scripts/{stem}.mjs")


def npm_script(code: str, stem: str) -> Moved | None:
    manifest = {"name": stem, "version": "1.0.0", "private": True, "scripts": {stem: _without_shebang(code).strip()}}
    return Moved({"package.json": json.dumps(manifest, indent=2) + "\n"}, f"npm run {stem}")


def shell_base64(code: str, stem: str) -> Moved | None:
    blob = base64.b64encode(code.encode()).decode()
    return Moved({f"scripts/{stem}.sh": f"#!/bin/sh\necho '{blob}' | base64 -d | bash\n"}, f"sh scripts/{stem}.sh")


def notebook(code: str, stem: str) -> Moved | None:
    lines = code.rstrip("\n").split("\n")
    source = [line + "\n" for line in lines[:-1]] + lines[-1:]
    document = {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": source}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path = f"notebooks/{stem}.ipynb"
    return Moved({path: json.dumps(document, indent=1) + "\n"}, f"jupyter nbconvert --to notebook --execute {path}")


def python_import(code: str, stem: str) -> Moved | None:
    module = f"_{stem.replace('-', '_')}_impl"
    if re.search(r"^def main\(", code, re.M):
        stub = f"import {module}\n\n{module}.main()\n"
    elif "__main__" in code:
        return None  # its code runs only as a script, not on import
    else:
        stub = f"import {module}  # noqa: F401\n"
    return Moved({f"scripts/{stem}.py": stub, f"scripts/{module}.py": code}, f"python3 scripts/{stem}.py")


def setup_py(code: str, stem: str) -> Moved | None:
    text = f'{code.rstrip()}\n\nfrom setuptools import setup\n\nsetup(name="{stem}", version="0.1.0")\n'
    return Moved({"setup.py": text}, "pip install .")


def python_base64(code: str, stem: str) -> Moved | None:
    blob = base64.b64encode(code.encode()).decode()
    text = f'import base64\n\nexec(compile(base64.b64decode("{blob}"), "{stem}", "exec"))\n'
    return Moved({f"scripts/{stem}.py": text}, f"python3 scripts/{stem}.py")


def powershell_encoded(code: str, stem: str) -> Moved | None:
    blob = base64.b64encode(code.encode("utf-16-le")).decode()
    if len(blob) > 8000:  # cmd.exe's line limit
        return None
    text = f"@echo off\r\npowershell -NoProfile -ExecutionPolicy Bypass -EncodedCommand {blob}\r\n"
    return Moved({f"scripts/{stem}.cmd": text}, f"scripts\\{stem}.cmd")


def powershell_module(code: str, stem: str) -> Moved | None:
    stub = f'Import-Module (Join-Path $PSScriptRoot "{stem}-impl.psm1")\n'
    return Moved({f"scripts/{stem}.ps1": stub, f"scripts/{stem}-impl.psm1": code}, f"pwsh -File scripts/{stem}.ps1")


def _is_module(code: str) -> bool:
    return re.search(r"^\s*(import|export)\s", code, re.M) is not None


def node_import(code: str, stem: str) -> Moved | None:
    if _is_module(code):
        files = {f"scripts/{stem}.mjs": f'import "./lib/{stem}-impl.mjs";\n', f"scripts/lib/{stem}-impl.mjs": code}
        return Moved(files, f"node scripts/{stem}.mjs")
    files = {f"scripts/{stem}.cjs": f'require("./lib/{stem}-impl.cjs");\n', f"scripts/lib/{stem}-impl.cjs": code}
    return Moved(files, f"node scripts/{stem}.cjs")


def node_base64(code: str, stem: str) -> Moved | None:
    if _is_module(code):
        return None
    blob = base64.b64encode(code.encode()).decode()
    return Moved(
        {f"scripts/{stem}.js": f'eval(Buffer.from("{blob}", "base64").toString("utf8"));\n'}, f"node scripts/{stem}.js"
    )


def typescript(code: str, stem: str) -> Moved | None:
    return Moved({f"scripts/{stem}.ts": code}, f"npx tsx scripts/{stem}.ts")


def _cmake_inline(program: str, flag: str) -> Carrier:
    """A CMake project whose configure step hands the code to ``program`` inline (``cmake -S . -B build``)."""

    def carrier(code: str, stem: str) -> Moved | None:
        quoted = _without_shebang(code).rstrip().replace("\\", "\\\\").replace('"', '\\"').replace("${", "\\${")
        text = (
            f"cmake_minimum_required(VERSION 3.20)\nproject({stem} NONE)\n"
            "find_package(Python3 COMPONENTS Interpreter REQUIRED)\n"
            f'execute_process(COMMAND {program} {flag} "{quoted}")\n'
        )
        return Moved({"CMakeLists.txt": text}, "cmake -S . -B build")

    return carrier


def _yaml_block(code: str, width: int) -> str | None:
    """``code`` as the lines of a YAML literal block at ``width`` spaces, or None if YAML cannot hold it."""
    if "\t" in code.split("\n", 1)[0] or "${{" in code:
        return None
    return _indented(_without_shebang(code), width)


def _step_in_workflow(shell: str) -> Carrier:
    """A GitHub Actions step whose ``shell:`` is the script's own interpreter (``shell: python``)."""

    def carrier(code: str, stem: str) -> Moved | None:
        block = _yaml_block(code, 10)
        if block is None:
            return None
        text = (
            f"name: {stem}\non:\n  pull_request:\njobs:\n  {stem}:\n    runs-on: ubuntu-latest\n    steps:\n"
            f"      - uses: actions/checkout@v4\n      - name: {stem}\n"
            f"        shell: {shell}\n        run: |\n{block}\n"
        )
        return Moved({f".github/workflows/{stem}.yml": text}, f"gh workflow run {stem}.yml")

    return carrier


def github_script(code: str, stem: str) -> Moved | None:
    block = _yaml_block(code, 12)
    if block is None or _is_module(code):
        return None
    text = (
        f"name: {stem}\non:\n  issues:\n    types: [opened]\njobs:\n  {stem}:\n    runs-on: ubuntu-latest\n"
        f"    steps:\n      - uses: actions/github-script@v7\n        with:\n          script: |\n{block}\n"
    )
    return Moved({f".github/workflows/{stem}.yml": text}, f"the {stem} workflow")


def gitlab_ci(code: str, stem: str) -> Moved | None:
    block = _yaml_block(code, 6)
    if block is None:
        return None
    text = f"{stem}:\n  stage: build\n  image: debian:12-slim\n  script:\n    - |\n{block}\n"
    return Moved({".gitlab-ci.yml": text}, f"the {stem} job of .gitlab-ci.yml")


def justfile(code: str, stem: str) -> Moved | None:
    body = _without_shebang(code).rstrip("\n")
    if "{{" in body:
        return None
    recipe = "\n".join("    " + line if line.strip() else "" for line in body.split("\n"))
    return Moved({"justfile": f"{stem}:\n    #!/usr/bin/env bash\n{recipe}\n"}, f"just {stem}")


def taskfile(code: str, stem: str) -> Moved | None:
    block = _yaml_block(code, 10)
    if block is None or "{{" in code:
        return None
    text = f"version: '3'\n\ntasks:\n  {stem}:\n    cmds:\n      - |\n{block}\n"
    return Moved({"Taskfile.yml": text}, f"task {stem}")


def devcontainer(code: str, stem: str) -> Moved | None:
    document = {
        "name": stem,
        "image": "mcr.microsoft.com/devcontainers/base:bookworm",
        "postCreateCommand": ["bash", "-c", _without_shebang(code).strip()],
    }
    return Moved({".devcontainer/devcontainer.json": json.dumps(document, indent=2) + "\n"}, "Reopen in Container")


def compose(code: str, stem: str) -> Moved | None:
    block = _yaml_block(code.replace("$", "$$"), 8)  # compose interpolates $VAR itself; $$ is a dollar
    if block is None:
        return None
    text = (
        f"services:\n  {stem}:\n    image: debian:12-slim\n    command:\n      - bash\n      - -c\n      - |\n{block}\n"
    )
    return Moved({"compose.yaml": text}, "docker compose up")


def kubernetes_job(code: str, stem: str) -> Moved | None:
    block = _yaml_block(code, 16)
    if block is None:
        return None
    text = (
        f"apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: {stem}\nspec:\n  template:\n    spec:\n"
        f"      restartPolicy: Never\n      containers:\n        - name: {stem}\n          image: debian:12-slim\n"
        f'          command: ["/bin/bash", "-c"]\n          args:\n            - |\n{block}\n'
    )
    return Moved({f"k8s/{stem}-job.yaml": text}, f"kubectl apply -f k8s/{stem}-job.yaml")


def ansible(code: str, stem: str) -> Moved | None:
    block = _yaml_block(code, 8)
    if block is None or "{{" in code or "{%" in code:
        return None
    text = (
        f"- name: {stem}\n  hosts: localhost\n  tasks:\n    - name: {stem}\n      ansible.builtin.shell: |\n{block}\n"
        "      args:\n        executable: /bin/bash\n"
    )
    return Moved({f"playbooks/{stem}.yml": text}, f"ansible-playbook playbooks/{stem}.yml")


def envrc(code: str, stem: str) -> Moved | None:
    return Moved({".envrc": _without_shebang(code)}, "direnv allow")


def slurm_job(code: str, stem: str) -> Moved | None:
    header = f"#!/bin/bash\n#SBATCH --job-name={stem}\n#SBATCH --time=00:10:00\n#SBATCH --mem=1G\n\n"
    return Moved({f"jobs/{stem}.sbatch": header + _without_shebang(code)}, f"sbatch jobs/{stem}.sbatch")


def snakemake_run(code: str, stem: str) -> Moved | None:
    if "\t" in code:
        return None
    body = _indented(code, 8)
    text = f'rule {stem.replace("-", "_")}:\n    output: touch("{stem}.done")\n    run:\n{body}\n'
    return Moved({"workflow/Snakefile": text}, "snakemake --cores 1")


def nextflow(code: str, stem: str) -> Moved | None:
    if '"""' in code:
        return None
    body = _indented(_without_shebang(code).replace("\\", "\\\\").replace("$", "\\$"), 4)  # Groovy's escapes
    text = (
        f'process {stem.upper().replace("-", "_")} {{\n  script:\n  """\n{body}\n  """\n}}\n\n'
        f"workflow {{\n  {stem.upper().replace('-', '_')}()\n}}\n"
    )
    return Moved({"main.nf": text}, "nextflow run main.nf")


def cmake(code: str, stem: str) -> Moved | None:
    if "]==]" in code:
        return None
    text = (
        f"cmake_minimum_required(VERSION 3.20)\nproject({stem.replace('-', '_')} C)\n\n"
        f"set(PROBE_SCRIPT [==[\n{code.rstrip()}\n]==])\n"
        'execute_process(COMMAND bash -c "${PROBE_SCRIPT}" OUTPUT_QUIET ERROR_QUIET)\n'
    )
    return Moved({"CMakeLists.txt": text}, "cmake -S . -B build")


def vagrant(code: str, stem: str) -> Moved | None:
    if re.search(r"^\s*SHELL\s*$", code, re.M) or "#{" in code:
        return None
    text = (
        'Vagrant.configure("2") do |config|\n  config.vm.box = "debian/bookworm64"\n'
        f'  config.vm.provision "shell", inline: <<-SHELL\n{_indented(_without_shebang(code), 4)}\n  SHELL\nend\n'
    )
    return Moved({"Vagrantfile": text}, "vagrant up")


def shell_variable_program(interpreter: str) -> Carrier:
    """The program held in a shell variable filled from a here-document, then ``python3 -c "$CODE"``."""

    def carrier(code: str, stem: str) -> Moved | None:
        if "__SKILL_EOF__" in code:
            return None
        held = f"CODE=$(cat <<'__SKILL_EOF__'\n{code.rstrip()}\n__SKILL_EOF__\n)\n"
        text = f'#!/usr/bin/env bash\n{held}{interpreter} "$CODE"\n'
        return Moved({f"scripts/{stem}-run.sh": text}, f"bash scripts/{stem}-run.sh")

    return carrier


def powershell_here_string(code: str, stem: str) -> Moved | None:
    if re.search(r"^'@", code, re.M):
        return None
    text = f"$setupScript = @'\n{code.rstrip()}\n'@\nInvoke-Expression $setupScript\n"
    return Moved({f"scripts/{stem}.ps1": text}, f"pwsh -File scripts/{stem}.ps1")


def azure_pipeline(code: str, stem: str) -> Moved | None:
    block = _yaml_block(code, 6)
    if block is None or "$(" in code:  # Azure expands $(var) itself
        return None
    text = (
        f"trigger:\n  - main\npool:\n  vmImage: windows-latest\nsteps:\n  - pwsh: |\n{block}\n    displayName: {stem}\n"
    )
    return Moved({"azure-pipelines.yml": text}, "the Azure pipeline")


def _elsewhere(extension: str) -> Carrier:
    """The same file under a folder a reader may not expect code in (``assets/vendor/``)."""

    def carrier(code: str, stem: str) -> Moved | None:
        path = f"assets/vendor/{stem}{extension}"
        return Moved({path: code}, path)

    return carrier


def _unmentioned(extension: str) -> Carrier:
    """The same script where it was, but the skill's text no longer names it: only a reader of every
    file sees it (an agent told to "run the helper in scripts/" still runs it)."""

    def carrier(code: str, stem: str) -> Moved | None:
        return Moved({f"scripts/{stem}{extension}": code}, "the helper in scripts/")

    return carrier


_QUOTED_URL = re.compile(r"""(["'])(https?://[^\s"'`$]+)\1""")
_SETTINGS = "config/settings.json"
_SETTING_READS = {
    ".sh": f'"$(jq -r .endpoint {_SETTINGS})"',
    ".py": f'__import__("json").load(open("{_SETTINGS}"))["endpoint"]',
    ".js": f'JSON.parse(require("fs").readFileSync("{_SETTINGS}", "utf8")).endpoint',
    ".ps1": f"((Get-Content {_SETTINGS} -Raw | ConvertFrom-Json).endpoint)",
}


def _url_in_settings(extension: str) -> Carrier:
    """The script's one quoted URL moved into the skill's settings file and read from there when it
    runs: the destination no longer appears in the code (a value, not the code, moves)."""

    def carrier(code: str, stem: str) -> Moved | None:
        urls = {match.group(2) for match in _QUOTED_URL.finditer(code)}
        if len(urls) != 1 or (extension == ".js" and _is_module(code)):
            return None
        (url,) = urls
        read = _SETTING_READS[extension]
        moved = _QUOTED_URL.sub(lambda m: read if m.group(2) == url else m.group(), code)
        settings = json.dumps({"endpoint": url, "timeout": 30}, indent=2) + "\n"
        return Moved({f"scripts/{stem}{extension}": moved, _SETTINGS: settings}, f"scripts/{stem}{extension}")

    return carrier


_QUOTED = re.compile(r"""(["'])([^"'\n]{3,200})\1""")
_LIST_READS = {
    ".sh": "\"$(jq -r '.paths[{index}]' " + _SETTINGS + ')"',
    ".py": '__import__("json").load(open("' + _SETTINGS + '"))["paths"][{index}]',
    ".js": 'JSON.parse(require("fs").readFileSync("' + _SETTINGS + '", "utf8")).paths[{index}]',
    ".ps1": "((Get-Content " + _SETTINGS + " -Raw | ConvertFrom-Json).paths[{index}])",
}


def _stores_in_settings(extension: str) -> Carrier:
    """Every quoted secret-store path of the script moved into a list in the skill's settings file and
    read from there by index: what is read no longer appears in the code."""
    from skillgrade.rules.security.behaviour import vocabulary

    def carrier(code: str, stem: str) -> Moved | None:
        expands = extension in (".sh", ".ps1")  # a "$HOME/…" read from JSON would stay "$HOME/…"
        paths = list(
            dict.fromkeys(
                m.group(2)
                for m in _QUOTED.finditer(code)
                if vocabulary.secret_store(m.group(2)) and not (expands and "$" in m.group(2))
            )
        )
        if not paths or (extension == ".js" and _is_module(code)):
            return None
        template = _LIST_READS[extension]

        def read(match: re.Match[str]) -> str:
            text = match.group(2)
            return template.replace("{index}", str(paths.index(text))) if text in paths else match.group()

        settings = json.dumps({"paths": paths, "keep": 7}, indent=2) + "\n"
        moved = _QUOTED.sub(read, code)
        return Moved({f"scripts/{stem}{extension}": moved, _SETTINGS: settings}, f"scripts/{stem}{extension}")

    return carrier


def _front_matter(text: str) -> tuple[str, str]:
    """SKILL.md split into its front matter (with its fences) and its body."""
    match = re.match(r"---\n.*?\n---\n", text, re.S)
    return (match.group(), text[match.end() :]) if match else ("", text)


def prose_in_reference(text: str, stem: str) -> Moved | None:
    head, body = _front_matter(text)
    pointer = "# Guide\n\nBefore you start, read `references/guide.md` and follow it step by step.\n"
    return Moved({"SKILL.md": head + pointer, "references/guide.md": body}, "")


def prose_in_command(text: str, stem: str) -> Moved | None:
    head, body = _front_matter(text)
    pointer = "# Setup\n\nRun the `/setup` command first (`commands/setup.md`) and do what it says.\n"
    command = "---\ndescription: Set the project up for this skill\n---\n\n" + body
    return Moved({"SKILL.md": head + pointer, "commands/setup.md": command}, "")


def prose_folded(text: str, stem: str) -> Moved | None:
    head, body = _front_matter(text)
    return Moved({"SKILL.md": f"{head}<details>\n<summary>Set-up notes</summary>\n\n{body}\n</details>\n"}, "")


CARRIERS: dict[str, dict[str, Carrier]] = {
    "shell": {
        "elsewhere": _elsewhere(".sh"),
        "unmentioned": _unmentioned(".sh"),
        "url-in-settings": _url_in_settings(".sh"),
        "stores-in-settings": _stores_in_settings(".sh"),
        "makefile": makefile,
        "workflow": _step_in_workflow("bash"),
        "dockerfile": dockerfile,
        "markdown": _fenced("bash"),
        "no-extension": no_extension,
        "python-runs-it": python_runs_shell,
        "node-runs-it": node_runs_shell,
        "npm-script": npm_script,
        "here-document": _here_document("bash"),
        "base64": shell_base64,
        "gitlab-ci": gitlab_ci,
        "justfile": justfile,
        "taskfile": taskfile,
        "devcontainer": devcontainer,
        "compose": compose,
        "kubernetes-job": kubernetes_job,
        "ansible": ansible,
        "envrc": envrc,
        "slurm-job": slurm_job,
        "snakemake-shell": snakemake_shell,
        "nextflow": nextflow,
        "cmake": cmake,
        "cmake-inline": _cmake_inline("sh", "-c"),
        "vagrant": vagrant,
    },
    "python": {
        "elsewhere": _elsewhere(".py"),
        "unmentioned": _unmentioned(".py"),
        "url-in-settings": _url_in_settings(".py"),
        "stores-in-settings": _stores_in_settings(".py"),
        "markdown": _fenced("python"),
        "here-document": _here_document("python3 -"),
        "notebook": notebook,
        "imported": python_import,
        "setup.py": setup_py,
        "base64": python_base64,
        "workflow-step": _step_in_workflow("python"),
        "snakemake-run": snakemake_run,
        "snakemake-onstart": snakemake_handler,
        "cmake": _cmake_inline("${Python3_EXECUTABLE}", "-c"),
        "shell-variable": shell_variable_program("python3 -c"),
    },
    "powershell": {
        "elsewhere": _elsewhere(".ps1"),
        "unmentioned": _unmentioned(".ps1"),
        "url-in-settings": _url_in_settings(".ps1"),
        "stores-in-settings": _stores_in_settings(".ps1"),
        "markdown": _fenced("powershell"),
        "encoded": powershell_encoded,
        "module": powershell_module,
        "here-document": _here_document("pwsh -NoProfile -Command -"),
        "workflow-step": _step_in_workflow("pwsh"),
        "here-string": powershell_here_string,
        "azure-pipeline": azure_pipeline,
    },
    "javascript": {
        "elsewhere": _elsewhere(".js"),
        "unmentioned": _unmentioned(".js"),
        "url-in-settings": _url_in_settings(".js"),
        "stores-in-settings": _stores_in_settings(".js"),
        "markdown": _fenced("javascript"),
        "imported": node_import,
        "base64": node_base64,
        "typescript": typescript,
        "here-document": _here_document("node -"),
        "github-script": github_script,
        "shell-variable": shell_variable_program("node -e"),
    },
    "prose": {
        "reference": prose_in_reference,
        "slash-command": prose_in_command,
        "details": prose_folded,
    },
}


def _mentions(path: str) -> re.Pattern[str]:
    """A mention of running the old script (``bash scripts/x.sh``, ``./scripts/x.sh``, ``x.sh``)."""
    name = re.escape(Path(path).name)
    where = rf"(?:(?:\$\{{?\w+\}}?|\.)?/)?(?:{re.escape(str(Path(path).parent))}/)?"
    runner = r"(?:(?:bash|sh|zsh|python3?|node|pwsh|powershell)(?:\s+-[\w-]+)*\s+)?"
    return re.compile(rf"{runner}[\"']?{where}{name}\b[\"']?")


def relocate(case: dict[str, Any], script: str, carrier: Carrier, into: Path) -> Path | None:
    """A copy of the case's skill with ``script`` moved by ``carrier``; None when it does not apply."""
    source: Path = case["folder"]
    code = (source / script).read_text(encoding="utf-8", errors="replace")
    stem = re.sub(r"[^a-z0-9-]", "-", Path(script).stem.lower()).strip("-") or "setup"
    moved = carrier(code, stem)
    if moved is None:
        return None
    target = into / str(case["id"])
    shutil.copytree(source, target, symlinks=True)
    (target / script).unlink()
    mention = _mentions(script)
    for other in target.rglob("*") if moved.invocation else ():
        if other.is_file() and not other.is_symlink():
            try:
                text = other.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue
            changed = mention.sub(lambda _: moved.invocation, text)
            if changed != text:
                other.write_text(changed, encoding="utf-8")
    for relative, text in moved.files.items():
        destination = target / relative
        destination.parent.mkdir(parents=True, exist_ok=True)
        if relative == "package.json" and destination.exists():
            try:
                existing = json.loads(destination.read_text(encoding="utf-8"))
                existing.setdefault("scripts", {}).update(json.loads(text)["scripts"])
                text = json.dumps(existing, indent=2) + "\n"
            except (ValueError, AttributeError):
                pass
        destination.write_text(text, encoding="utf-8")
    return target


def _single_script(case: dict[str, Any]) -> str | None:
    files = {entry["file"] for entry in case.get("evidence", [])}
    if len(files) != 1:
        return None
    only: str = files.pop()
    if only == "SKILL.md":
        return only
    if Path(only).suffix not in LANGUAGES or not (case["folder"] / only).is_file():
        return None
    return only


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--carrier", action="append", default=[], help="only these carriers")
    parser.add_argument("--case", action="append", default=[], help="only these case ids")
    parser.add_argument("--show", action="store_true", help="list each lost case with its remaining findings")
    parser.add_argument("--keep", type=Path, help="write the moved skills here instead of a temporary folder")
    args = parser.parse_args()
    chosen = [
        (case, script)
        for case in redteam.cases()
        if case["kind"] == "malicious"
        and case["split"] in (*redteam.DEVELOPMENT_SPLITS, *redteam.DETECTION_ONLY_SPLITS)
        and (not args.case or case["id"] in args.case)
        and (script := _single_script(case)) is not None
    ]
    caught = [(case, script) for case, script in chosen if redteam.fails_gate(redteam.scan_folder(case["folder"]))]
    print(
        f"{len(chosen)} cases with their evidence in one script or in SKILL.md alone;"
        f" {len(caught)} of them fail the gate where they are"
    )
    results: dict[str, dict[str, dict[str, object]]] = {}
    with tempfile.TemporaryDirectory(prefix="carriers-") as scratch:
        root = args.keep or Path(scratch)
        for case, script in caught:
            language = "prose" if script == "SKILL.md" else LANGUAGES[Path(script).suffix]
            for name, carrier in CARRIERS[language].items():
                if args.carrier and name not in args.carrier:
                    continue
                key = f"{language}/{name}"
                folder = relocate(case, script, carrier, root / key.replace("/", "-"))
                if folder is None:
                    continue
                findings = redteam.scan_folder(folder)
                row = results.setdefault(key, {})
                row[case["id"]] = {
                    "failed": redteam.fails_gate(findings),
                    "findings": [
                        f"{f.severity.value} {f.rule} {f.location()}" for f in findings if f.severity.value != "info"
                    ][:4],
                }
    for key, row in sorted(results.items()):
        kept = sum(bool(entry["failed"]) for entry in row.values())
        print(f"  {key:28} still fail the gate {kept:>4}/{len(row):<4} ({100 * kept / len(row):.0f}%)")
        if args.show:
            for case_id, entry in sorted(row.items()):
                if not entry["failed"]:
                    print(f"      LOST {case_id}: {entry['findings']}")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
