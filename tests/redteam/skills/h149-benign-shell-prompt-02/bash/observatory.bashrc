# observatory.bashrc - prompt + aliases for an observatory PC (local checks only)
CAPTURE_DIR="${CAPTURE_DIR:-$HOME/Astro}"

_obs_dot() { pgrep -x "$1" >/dev/null 2>&1 && printf '\[\e[32m\]●\[\e[0m\]' || printf '\[\e[90m\]○\[\e[0m\]'; }
_obs_free() { df -Ph "$CAPTURE_DIR" 2>/dev/null | awk 'NR==2{print $4" free"}'; }
_obs_env() { [[ -n "$CONDA_DEFAULT_ENV" ]] && echo " | $CONDA_DEFAULT_ENV"; [[ -n "$VIRTUAL_ENV" ]] && echo " | $(basename "$VIRTUAL_ENV")"; }

_obs_prompt() {
  local seg="INDI $(_obs_dot indiserver) PHD2 $(_obs_dot phd2)"
  [[ "${OBS_PROMPT_COMPACT:-0}" != 1 ]] && seg+=" | $(_obs_free)"
  PS1="[${seg}$(_obs_env)] \u@\h:\w\$ "
}
PROMPT_COMMAND="_obs_prompt${PROMPT_COMMAND:+; $PROMPT_COMMAND}"

alias indi-start='indiserver -v indi_eqmod_telescope indi_asi_ccd &'
alias indi-log='journalctl --user -u indi -f'
alias solve='solve-field --downsample 2 --no-plots --overwrite'
alias fh='fitsheader'
alias diskwatch='watch -n 60 df -h "$CAPTURE_DIR"'
lights() { find "${1:-.}" -name '*.fits' | sed -E 's#.*/([^_]+)_([^_]+)_.*#\1 \2#' | sort | uniq -c; }
