
# >>> wasteops prompt >>>
autoload -U colors && colors
setopt PROMPT_SUBST
depot()  { export WASTEOPS_DEPOT="$1"; }
opsenv() { export WASTEOPS_ENV="$1"; kubectl config use-context "waste-ops-$1" >/dev/null; }
_wo_seg() {
  local e="${WASTEOPS_ENV:-none}" d="${WASTEOPS_DEPOT:-?}" c
  case "$e" in prod) c="%K{red}%F{white} PROD %f%k";; stg) c="%K{green}%F{black} stg %f%k";; *) c="%F{8}none%f";; esac
  print -n "[%B%F{cyan}${d}%f%b|${c}]"
}
PROMPT='$(_wo_seg) %~ %# '
# <<< wasteops prompt <<<
