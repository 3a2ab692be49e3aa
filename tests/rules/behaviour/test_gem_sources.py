"""Where gems come from: a Gemfile (or one shipped as ``Gemfile.example``/``*.gemfile``), its
lockfile, ``.gemrc``, and ``gem sources``/``bundle config mirror`` in shell. A gem's code runs on
``bundle install``; plain HTTP, a bare IP or a look-alike host serves any code under its name.
Hosts are TEST-NET or ``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import analyse_file, scan_errors, summary
from skillgrade.rules.security.behaviour.model import Kind, Language


def test_a_global_gem_source_over_plain_http_in_a_shipped_gemfile(tmp_path: Path) -> None:
    files = {"examples/app.gemfile": 'source "http://gems.build-cache.invalid"\n\ngem "sinatra", "~> 4.0"\n'}
    assert scan_errors(tmp_path, files) == {("UNTRUSTED_PACKAGE_SOURCE", "examples/app.gemfile", 1)}


def test_one_gem_given_its_own_source_on_a_bare_address(tmp_path: Path) -> None:
    files = {
        "Gemfile.example": (
            "source 'https://rubygems.org'\n"
            "gem 'puma'\n"
            "gem 'log-shipper', '~> 2.1', source: 'https://192.0.2.140:8808'\n"
        )
    }
    assert scan_errors(tmp_path, files) == {("UNTRUSTED_PACKAGE_SOURCE", "Gemfile.example", 3)}


def test_a_lockfile_remote_and_a_gemrc_source(tmp_path: Path) -> None:
    files = {
        "template/Gemfile.lock": "GEM\n  remote: http://198.51.100.31/\n  specs:\n    rack (3.0.8)\n",
        "template/.gemrc": "---\n:sources:\n- http://198.51.100.31/\n:update_sources: true\n",
    }
    assert scan_errors(tmp_path, files) == {
        ("UNTRUSTED_PACKAGE_SOURCE", "template/Gemfile.lock", 2),
        ("UNTRUSTED_PACKAGE_SOURCE", "template/.gemrc", 3),
    }


def test_gem_sources_added_in_shell(tmp_path: Path) -> None:
    found = analyse_file(tmp_path, "scripts/ruby.sh", "gem sources -a http://203.0.113.52/\n", Language.SHELL)
    assert (Kind.INSTALL_INDEX, "http://203.0.113.52/") in summary(found)


def test_rubygems_and_a_company_mirror_over_https_stay_quiet(tmp_path: Path) -> None:
    files = {
        "Gemfile": (
            'source "https://rubygems.org"\n'
            'source "https://gems.acme-internal.invalid" do\n  gem "acme-auth"\nend\n'
            'gem "rails", github: "rails/rails"\n'
        ),
        "scripts/setup.sh": "bundle config mirror.https://rubygems.org https://gems.acme-internal.invalid\n",
    }
    assert scan_errors(tmp_path, files) == set()
