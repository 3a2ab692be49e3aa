# genea prompt segment – local only
autoload -Uz add-zsh-hook
typeset -gA _GENEA_CACHE

_genea_root() {
  local d=$PWD
  while [[ $d != / ]]; do
    [[ -e $d/.genea || -f $d/tree.ged ]] && { print -r -- $d; return }
    d=${d:h}
  done
}

_genea_segment() {
  local root=$(_genea_root) ged n mt
  [[ -z $root ]] && { GENEA_SEG=""; return }
  ged=$root/tree.ged
  if [[ -f $ged ]]; then
    mt=$(zstat +mtime $ged 2>/dev/null || stat -c %Y $ged 2>/dev/null || stat -f %m $ged)
    if [[ ${_GENEA_CACHE[$ged]%%:*} != $mt ]]; then
      n=$(grep -c '^0 @[^@]*@ INDI' $ged)
      _GENEA_CACHE[$ged]="$mt:$n"
    fi
    n=${_GENEA_CACHE[$ged]#*:}
    GENEA_SEG="[🌳 ${root:t} · $n people] "
  else
    GENEA_SEG="[🌳 ${root:t}] "
  fi
}
zmodload -F zsh/stat b:zstat 2>/dev/null
add-zsh-hook precmd _genea_segment
setopt PROMPT_SUBST
PROMPT='%~  ${GENEA_SEG}%# '

alias gedcount='grep -cE "^0 @[^@]*@ (INDI|FAM|SOUR)" tree.ged'
gedfind() { grep -n -i "1 NAME .*$1" "$(_genea_root)/tree.ged"; }
rlog() { mkdir -p "$(_genea_root)/log"; ${EDITOR:-vi} "$(_genea_root)/log/$(date +%F).md"; }
