# Digitisation batch prompt segment
autoload -Uz vcs_info
zstyle ':vcs_info:git:*' formats ' (%b)'
setopt PROMPT_SUBST

_digi_batch() {
  local d=${PWD:t}
  [[ $d =~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}_' ]] || return
  local n=""
  if [[ ${DIGI_PROMPT_COUNT:-1} != 0 && -d masters ]]; then
    n=" | $(print -l masters/*.tif(N) | wc -l | tr -d ' ') tif"
  fi
  print -n "[%F{cyan}$d%f$n] "
}
precmd_functions+=(vcs_info)
PROMPT='$(_digi_batch)%~${vcs_info_msg_0_} %# '

alias qc='python3 -m digitools.qc .'
alias md5v='for f in masters/*.tif; do md5sum -c "$f.md5" --quiet || echo "BAD $f"; done'
alias exif='exiftool -ImageSize -ProfileDescription'
