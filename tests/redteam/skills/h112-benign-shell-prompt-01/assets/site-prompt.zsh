# site-prompt.zsh - show excavation site/trench from nearest .site file
autoload -Uz add-zsh-hook vcs_info
zstyle ':vcs_info:git:*' formats ' (%b)'

_site_find() {
  local d=$PWD
  while [[ $d != / ]]; do
    [[ -f $d/.site ]] && { print -r -- $d/.site; return; }
    d=${d:h}
  done
}

_site_precmd() {
  vcs_info
  local f=$(_site_find) seg=""
  if [[ -n $f ]]; then
    local -A kv
    local line
    while IFS='=' read -r k v; do [[ -n $k ]] && kv[$k]=$v; done < $f
    seg="[${kv[site]} T${kv[trench]} ${kv[season]}] "
  fi
  PROMPT="%F{yellow}${seg}%f%F{cyan}%~%f%F{green}${vcs_info_msg_0_}%f %# "
}
add-zsh-hook precmd _site_precmd
