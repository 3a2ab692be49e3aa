"""Cluster, cloud and observability CLIs installed the way their own install pages say (a release
asset of the project's own repository, a vendor's script host) are official installers: a warning to
review and pin, not an error. Another repository on the same host, or a path that climbs out of the
listed prefix, is not."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings
from skillgrade.rules.security.behaviour.allowlist import official_installer

OFFICIAL = {
    "eksctl release archive": (
        '#!/bin/sh\ncurl -sLO "https://github.com/eksctl-io/eksctl/releases/latest/download/eksctl_Linux_arm64.tar.gz"\n'
        "tar -xzf eksctl_Linux_arm64.tar.gz -C /tmp\n/tmp/eksctl version\n"
    ),
    "kind binary": (
        "#!/bin/sh\ncurl -Lo ./kind https://kind.sigs.k8s.io/dl/v0.24.0/kind-linux-amd64\nchmod +x ./kind\n"
        "./kind create cluster\n"
    ),
    "tflint script": "#!/bin/sh\ncurl -s https://raw.githubusercontent.com/terraform-linters/tflint/master/install_linux.sh"
    " | bash\n",
}


@pytest.mark.parametrize("case", sorted(OFFICIAL))
def test_a_documented_install_is_a_warning(tmp_path: Path, case: str) -> None:
    files = {"scripts/install.sh": OFFICIAL[case]}
    assert not scan_errors(tmp_path / "errors", files)
    assert any(f.rule == "DOWNLOAD_AND_RUN" for f in scan_findings(tmp_path / "all", files))


def test_another_repository_or_a_climbing_path_is_no_official_installer() -> None:
    assert official_installer("https://github.com/eksctl-io/eksctl/releases/latest/download/x.tar.gz")
    assert not official_installer("https://github.com/eksctl-io/eksctl-extras/releases/latest/download/x.tar.gz")
    assert not official_installer("https://github.com/argoproj/argo-cd/releases/download/../../../../ops/t/x")
    assert not official_installer("https://kind.sigs.k8s.io.mirror.example.net/dl/v0.24.0/kind-linux-amd64")
    assert not official_installer("http://releases.hashicorp.com/terraform/1.9.0/terraform_1.9.0_linux_amd64.zip")


def test_a_release_asset_of_an_unlisted_repository_run_is_an_error(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\ncurl -fsSLO https://github.com/kube-helpers-dev/kctl-boost/releases/latest/download/boost.tar.gz\n"
        "tar zxf boost.tar.gz\n./boost install\n"
    )
    assert [e for e in scan_errors(tmp_path, {"scripts/install.sh": script}) if e[0] == "DOWNLOAD_AND_RUN"]
