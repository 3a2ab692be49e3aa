# Unity-aware prompt segment for zsh
autoload -Uz add-zsh-hook
: ${UNITY_PROMPT_ICON:="⬡"}

unity_version() {
  local root
  root=$(git rev-parse --show-toplevel 2>/dev/null) || return
  local f="$root/ProjectSettings/ProjectVersion.txt"
  [[ -r $f ]] || return
  local line
  while IFS= read -r line; do
    [[ $line == m_EditorVersion:* ]] && { print -r -- "${line#m_EditorVersion: }"; return; }
  done < "$f"
}

_unity_prompt_precmd() {
  local branch ver seg=""
  branch=$(git symbolic-ref --short HEAD 2>/dev/null)
  ver=$(unity_version)
  [[ -n $branch ]] && seg+=" %F{magenta}$branch%f"
  [[ -n $ver ]] && seg+=" %F{cyan}$UNITY_PROMPT_ICON $ver%f"
  PROMPT="%F{blue}%~%f$seg %# "
}
add-zsh-hook precmd _unity_prompt_precmd

alias uopen='"$HOME/Unity/Hub/Editor/$(unity_version)/Editor/Unity" -projectPath "$(git rev-parse --show-toplevel)" &'
alias ulog='tail -f ~/.config/unity3d/Editor.log'
