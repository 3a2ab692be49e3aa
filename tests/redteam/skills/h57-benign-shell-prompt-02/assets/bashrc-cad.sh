export HISTSIZE=50000 HISTFILESIZE=100000 HISTCONTROL=ignoreboth:erasedups
export HISTTIMEFORMAT='%F %T '
shopt -s histappend
: "${PROJECTS_ROOT:=/mnt/projects}"

__cad_proj() {
  case "$PWD/" in
    "$PROJECTS_ROOT"/*) local rest=${PWD#"$PROJECTS_ROOT"/}; printf ' %s' "${rest%%/*}" | cut -c1-6 ;;
  esac
}
__cad_venv() { [ -n "$VIRTUAL_ENV" ] && printf '[%s] ' "$(basename "$VIRTUAL_ENV")"; }
PS1='$(__cad_venv)\u@\h\[\e[36m\]$(__cad_proj)\[\e[0m\] \w \$ '

alias ll='ls -alF'
alias dwg2dxf='ODAFileConverter . ./dxf ACAD2018 DXF 0 1 "*.DWG"'
alias ifc2obj='IfcConvert --use-element-guids'

cdp() { cd "$PROJECTS_ROOT/$1"* 2>/dev/null || echo "no project $1"; }
_cdp_complete() { COMPREPLY=( $(cd "$PROJECTS_ROOT" 2>/dev/null && compgen -d -- "${COMP_WORDS[1]}") ); }
complete -F _cdp_complete cdp
