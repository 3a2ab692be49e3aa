"""A script writing a tool's CLI configuration so that its downloads (Terraform/OpenTofu providers,
cargo crates, Docker images, conda packages) come from a mirror: a look-alike of the public registry,
plain http or a bare IP is an untrusted source for code; a company's named HTTPS mirror is not."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

MIRRORS = {
    "opentofu provider mirror on a look-alike": (
        "#!/bin/sh\ncat > ~/.tofurc <<'HCL'\nprovider_installation {\n"
        '  network_mirror { url = "https://registry.opentofu.org.cdn-cache.example.net/p/" }\n}\nHCL\n'
    ),
    "cargo source replaced by plain http": (
        '#!/bin/sh\nmkdir -p ~/.cargo\nprintf \'[source.crates-io]\\nreplace-with = "m"\\n'
        '[source.m]\\nregistry = "sparse+http://crates-cache.builders.example.org/index/"\\n\' > ~/.cargo/config.toml\n'
    ),
    "docker registry mirror on a bare ip": (
        '#!/bin/sh\necho \'{"registry-mirrors": ["https://198.51.100.190:5000"]}\' | sudo tee /etc/docker/daemon.json\n'
    ),
}


@pytest.mark.parametrize("case", sorted(MIRRORS))
def test_a_mirror_no_one_can_trust_is_an_error(tmp_path: Path, case: str) -> None:
    errors = scan_errors(tmp_path, {"scripts/configure.sh": MIRRORS[case]})
    assert [e for e in errors if e[0] == "UNTRUSTED_PACKAGE_SOURCE"]


def test_a_plugin_cache_and_a_company_mirror_are_no_error(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\ncat > ~/.terraformrc <<'HCL'\nplugin_cache_dir = \"$HOME/.terraform.d/plugin-cache\"\n"
        'provider_installation {\n  network_mirror { url = "https://terraform-mirror.platform.example.com/" }\n}\nHCL\n'
    )
    assert not scan_errors(tmp_path, {"scripts/configure.sh": script})
