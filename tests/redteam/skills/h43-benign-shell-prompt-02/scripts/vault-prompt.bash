# vault-prompt.bash — PS1 segment for git-backed Obsidian/Logseq vaults.
# shellcheck shell=bash

__vault_root() {
  local d="$PWD"
  while [[ "$d" != "/" ]]; do
    if [[ -d "$d/.obsidian" || -f "$d/logseq/config.edn" ]]; then printf '%s' "$d"; return 0; fi
    d="$(dirname "$d")"
  done
  return 1
}

__vault_ps1() {
  local root; root="$(__vault_root)" || return 0
  if [[ -n "${VAULT_PROMPT_ROOTS:-}" ]]; then
    local ok=0 r; IFS=: read -ra _roots <<< "$VAULT_PROMPT_ROOTS"
    for r in "${_roots[@]}"; do [[ "$root" == "${r/#\~/$HOME}" ]] && ok=1; done
    (( ok )) || return 0
  fi
  local cache="/tmp/vault-prompt-$UID/$(printf '%s' "$root" | cksum | cut -d' ' -f1)"
  mkdir -p "${cache%/*}"
  if [[ ! -f "$cache" || $(( $(date +%s) - $(stat -c %Y "$cache" 2>/dev/null || stat -f %m "$cache") )) -gt 60 ]]; then
    local dirty=0 tasks=0 ab=""
    if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
      dirty=$(git -C "$root" status --porcelain -- '*.md' 2>/dev/null | wc -l | tr -d ' ')
      local counts; counts=$(git -C "$root" rev-list --left-right --count '@{u}...HEAD' 2>/dev/null)
      if [[ -n "$counts" ]]; then
        local behind=${counts%%[[:space:]]*} ahead=${counts##*[[:space:]]}
        (( ahead > 0 )) && ab+=" ↑$ahead"; (( behind > 0 )) && ab+=" ↓$behind"
      fi
    fi
    if [[ "${VAULT_PROMPT_TASKS:-1}" != 0 ]]; then
      local today; today="$(date +%F)"
      tasks=$(grep -rIh --include='*.md' -E "^\s*- \[ \].*${today}" "$root" 2>/dev/null | wc -l | tr -d ' ')
    fi
    printf '[📝 %s ✎%s ☐%s%s] ' "$(basename "$root")" "$dirty" "$tasks" "$ab" > "$cache"
  fi
  cat "$cache"
}
