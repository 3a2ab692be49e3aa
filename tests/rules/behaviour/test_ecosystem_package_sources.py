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
