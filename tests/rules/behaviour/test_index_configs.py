"""Package-manager config files a skill ships (``.npmrc``, ``.yarnrc.yml``, ``pip.conf``,
``uv.toml``): an index on HTTPS under a company's own name is a mirror, but one wearing a public
registry's name, or one the same file turns certificate checks off for, serves whatever it likes
under every package's name. Hosts are ``.invalid`` or example domains."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings


def test_a_yarn_registry_with_strict_ssl_off_is_an_error(tmp_path: Path) -> None:
    files = {
        "starter/.yarnrc.yml": (
            "nodeLinker: node-modules\n"
            'npmRegistryServer: "https://packages.acme-builds.invalid"\n'
            "enableStrictSsl: false\n"
        ),
    }
    assert scan_errors(tmp_path, files) == {("UNTRUSTED_PACKAGE_SOURCE", "starter/.yarnrc.yml", 3)}


def test_a_pip_index_on_a_name_like_pypis_is_an_error(tmp_path: Path) -> None:
    files = {"config/pip.conf": "[global]\nindex-url = https://simple.pythonhosted-cdn.invalid/simple\n"}
    assert scan_errors(tmp_path, files) == {("UNTRUSTED_PACKAGE_SOURCE", "config/pip.conf", 2)}


def test_a_uv_index_whose_certificates_are_not_checked(tmp_path: Path) -> None:
    files = {
        "uv.toml": (
            'index-url = "https://wheels.buildfarm.invalid/simple"\n'
            'allow-insecure-host = ["wheels.buildfarm.invalid"]\n'
        )
    }
    found = scan_findings(tmp_path, files)
    (finding,) = [f for f in found if f.rule == "UNTRUSTED_PACKAGE_SOURCE"]
    assert finding.severity.value == "error"
    assert "turns certificate checks off" in finding.message


def test_a_company_mirror_over_https_with_checks_on_stays_quiet(tmp_path: Path) -> None:
    files = {
        "template/.npmrc": "registry=https://npm.artifacts.acme-corp.invalid/\n@acme:registry=https://npm.artifacts.acme-corp.invalid/\nfund=false\n",
        "template/pip.conf": "[global]\nindex-url = https://pypi.artifacts.acme-corp.invalid/simple\ntimeout = 60\n",
    }
    assert [f for f in scan_findings(tmp_path, files) if f.rule == "UNTRUSTED_PACKAGE_SOURCE"] == []


def test_a_bun_registry_on_a_bare_address_and_a_conda_channel_without_tls_checks(tmp_path: Path) -> None:
    files = {
        "starter/bunfig.toml": '[install]\nregistry = "http://192.0.2.77:4873/"\n',
        "env/.condarc": ("channels:\n  - conda-forge\n  - https://channels.labtools.invalid/main\nssl_verify: false\n"),
    }
    assert scan_errors(tmp_path, files) == {
        ("UNTRUSTED_PACKAGE_SOURCE", "starter/bunfig.toml", 2),
        ("UNTRUSTED_PACKAGE_SOURCE", "env/.condarc", 4),
    }


def test_conda_channels_by_name_and_over_https_stay_quiet(tmp_path: Path) -> None:
    files = {
        "env/.condarc": "channels:\n  - conda-forge\n  - https://conda.anaconda.org/bioconda\nchannel_priority: on\n",
    }
    assert scan_errors(tmp_path, files) == set()


def test_a_yarn_classic_registry_written_with_a_space_on_a_look_alike_host(tmp_path: Path) -> None:
    files = {"template/.yarnrc": 'registry "https://registry.yarnpkg-edge.invalid"\nstrict-ssl true\n'}
    assert scan_errors(tmp_path, files) == {("UNTRUSTED_PACKAGE_SOURCE", "template/.yarnrc", 1)}
