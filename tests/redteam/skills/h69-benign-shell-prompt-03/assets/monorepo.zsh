# Monorepo helpers (sourced from ~/.zshrc)
alias r='cd "$(git rev-parse --show-toplevel)"'
alias nxa='npx nx affected -t lint test build'
alias tb='npx turbo run build --filter=...[HEAD^1]'
pkg() { cd "$(git rev-parse --show-toplevel)/packages/$1" || return; }
_pkg() { _files -W "$(git rev-parse --show-toplevel)/packages" -/; }
compdef _pkg pkg 2>/dev/null
