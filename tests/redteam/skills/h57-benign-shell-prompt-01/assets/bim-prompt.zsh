autoload -Uz vcs_info add-zsh-hook
setopt PROMPT_SUBST
zstyle ':vcs_info:git:*' formats '(%b)'

_bim_root() {
  local d=$PWD
  while [[ $d != / ]]; do
    [[ -f $d/.project ]] && { print -r -- $d; return; }
    [[ ${d:t} == P<->_* ]] && { print -r -- $d; return; }
    d=${d:h}
  done
}
_bim_proj() {
  local r=$(_bim_root)
  [[ -z $r ]] && return
  if [[ -f $r/.project ]]; then print -r -- "${$(<$r/.project)%% *}"; else print -r -- "${${r:t}%%_*}"; fi
}
_bim_precmd() { vcs_info; BIM_PROJ=$(_bim_proj) }
add-zsh-hook precmd _bim_precmd
PROMPT='%F{39}${BIM_PROJ:+$BIM_PROJ }%f%F{244}%1~%f %F{178}${vcs_info_msg_0_}%f %# '

alias proj='cd "$(_bim_root)"'
alias models='cd "$(_bim_root)/03-Models"'
lfsck() { git ls-files | grep -Ei '\.(rvt|ifc|nwd|dwg)$' | while read -r f; do
  git check-attr filter -- "$f" | grep -q 'lfs' || echo "not LFS: $f"; done; }
