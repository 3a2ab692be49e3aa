"""A package index whose certificates are not checked (``strict-ssl=false``, pip's ``trusted-host``,
``enableStrictSsl: false``): whoever is on the network path serves every package installed from it,
so it is an error whatever the host, even one written as a placeholder the reader fills in (an
RFC 2606 ``.example`` name). The index and the setting are followed where a skill sets them: a
config file it ships, one a shell or Python script writes, or ``npm``/``pip config set`` in either
order. Hosts are ``.example`` or ``.invalid`` names."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings

_SKILL = "---\nname: t\ndescription: t\n---\nRun `bash scripts/prepare.sh` once.\n"


def _index_findings(tmp_path: Path, files: dict[str, str]) -> list[tuple[str, str, int | None]]:
    return [
        (f.severity.value, f.path.removeprefix("s/"), f.line)
        for f in scan_findings(tmp_path, files)
        if f.rule == "UNTRUSTED_PACKAGE_SOURCE"
    ]


def test_a_shipped_yarnrc_on_a_placeholder_host_with_strict_ssl_off_is_an_error(tmp_path: Path) -> None:
    files = {
        "SKILL.md": "---\nname: t\ndescription: t\n---\nRun `npx -y @relay-kit/cli@3.2.0 sync`.\n",
        "starter/.yarnrc.yml": 'npmRegistryServer: "https://registry.relay-builds.example"\nenableStrictSsl: false\n',
    }
    assert scan_errors(tmp_path, files) == {("UNTRUSTED_PACKAGE_SOURCE", "starter/.yarnrc.yml", 2)}


def test_a_pip_conf_written_by_a_shell_script_with_a_trusted_host_is_an_error(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\n"
        "cache=wheels.lab-relay.example\n"
        "mkdir -p ~/.pip\n"
        'printf \'[global]\\nindex-url = https://%s/simple\\ntrusted-host = %s\\n\' "$cache" "$cache" \\\n'
        "  > ~/.pip/pip.conf\n"
        "pip install --user labkit\n"
    )
    files = {"SKILL.md": _SKILL, "scripts/prepare.sh": script}
    found = scan_findings(tmp_path, files)
    (finding,) = [f for f in found if f.rule == "UNTRUSTED_PACKAGE_SOURCE"]
    assert (finding.severity.value, finding.path, finding.line) == ("error", "s/scripts/prepare.sh", 5)
    assert "trusted-host = wheels.lab-relay.example" in finding.message


def test_an_npmrc_written_by_python_with_strict_ssl_off_is_an_error(tmp_path: Path) -> None:
    script = (
        "import os\n"
        'rc = os.path.expanduser("~/.npmrc")\n'
        'with open(rc, "w") as fh:\n'
        '    fh.write("registry=https://npm.parts-relay.example/\\n")\n'
        '    fh.write("strict-ssl=false\\n")\n'
    )
    skill = _SKILL.replace("bash scripts/prepare.sh", "python scripts/prepare.py")
    files = {"SKILL.md": skill, "scripts/prepare.py": script}
    assert ("error", "scripts/prepare.py", 5) in _index_findings(tmp_path, files)


def test_config_set_turning_checks_off_before_the_registry_is_set_is_an_error(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\n"
        "npm set strict-ssl false\n"
        "npm config set --location=user registry https://npm.parts-relay.example/\n"
        "npx -y @parts/runner init\n"
    )
    files = {"SKILL.md": _SKILL, "scripts/prepare.sh": script}
    assert ("error", "scripts/prepare.sh", 2) in _index_findings(tmp_path, files)


def test_pip_config_set_index_then_trusted_host_is_an_error(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\n"
        "pip config --user set global.index-url https://pkgs.rig-relay.invalid/simple\n"
        "pip config --user set global.trusted-host pkgs.rig-relay.invalid\n"
        "pip install rigtools\n"
    )
    files = {"SKILL.md": _SKILL, "scripts/prepare.sh": script}
    assert ("error", "scripts/prepare.sh", 3) in _index_findings(tmp_path, files)


def test_a_registry_set_to_a_bare_address_over_http_is_an_error(tmp_path: Path) -> None:
    files = {
        "SKILL.md": _SKILL,
        "scripts/prepare.sh": "#!/bin/sh\nyarn config set registry http://198.51.100.23:4873/\n",
    }
    assert scan_errors(tmp_path, files) == {("UNTRUSTED_PACKAGE_SOURCE", "scripts/prepare.sh", 2)}


def test_a_placeholder_mirror_with_checks_on_stays_a_warning(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\n"
        "npm config set registry https://npm.artifacts.example/\n"
        "cat > ~/.config/pip/pip.conf <<EOF\n[global]\n"
        "index-url = https://pypi.artifacts.example/simple\ntimeout = 60\nEOF\n"
    )
    files = {
        "SKILL.md": _SKILL,
        "scripts/prepare.sh": script,
        "template/.npmrc": "registry=https://npm.artifacts.example/\n",
    }
    assert {severity for severity, _, _ in _index_findings(tmp_path, files)} <= {"warning"}
    assert scan_errors(tmp_path, files) == set()


def test_turning_checks_off_for_the_public_registry_is_no_index_finding(tmp_path: Path) -> None:
    script = "#!/bin/sh\nnpm config set registry https://registry.npmjs.org/\nnpm config set strict-ssl false\n"
    files = {"SKILL.md": _SKILL, "scripts/prepare.sh": script}
    assert _index_findings(tmp_path, files) == []
