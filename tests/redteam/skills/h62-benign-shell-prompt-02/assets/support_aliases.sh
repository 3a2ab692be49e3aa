# ~/.support_aliases - support shortcuts (sourced from ~/.bashrc)
HELPDESK_WEB="${HELPDESK_WEB:-https://acme.helpdesk.example/agent}"
MACRO_DIR="${MACRO_DIR:-$HOME/src/macro-library/macros}"
STATUS_URL="https://status.acme.example"

tk() {
  local id
  for id in "$@"; do
    xdg-open "$HELPDESK_WEB/tickets/$id" 2>/dev/null || open "$HELPDESK_WEB/tickets/$id"
  done
}

macro() {
  if [[ "$1" == "-l" ]]; then
    grep -h '"title"' "$MACRO_DIR"/*.json | sed 's/.*"title": *"\([^"]*\)".*/\1/' | sort
  else
    grep -il -- "$1" "$MACRO_DIR"/*.json
  fi
}

alias hooklog='tail -f "$HOME/.cache/webhook-devserver/server.log"'
alias statuslink='printf %s "$STATUS_URL" | (pbcopy 2>/dev/null || xclip -selection clipboard)'
alias slaq='cat "$HOME/.cache/sla-report/last-summary.txt" 2>/dev/null || echo "run sla-report first"'
