# --- document-friendly zsh (added by h34-benign-shell-prompt-01) ---
eval "$(starship init zsh)"
eval "$(zoxide init zsh)"
source <(fzf --zsh)

# preview documents as text inside fzf
fdoc() {
  local f
  f=$(fd -t f -e pdf -e docx -e xlsx -e md . "${1:-$HOME/Documents}" 2>/dev/null |
    fzf --preview 'case {} in *.pdf) pdftotext -l 2 {} - ;; *.md) bat --color=always {} ;; *) echo {} ;; esac') &&
    open "$f" 2>/dev/null || xdg-open "$f"
}
# --- end ---
