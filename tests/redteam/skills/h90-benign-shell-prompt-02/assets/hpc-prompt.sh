# ~/.hpc-prompt.sh - sourced from ~/.bashrc
[[ $- == *i* ]] || return
HPC_PROMPT_TTL=${HPC_PROMPT_TTL:-60}
HPC_PROMPT_JOBS=${HPC_PROMPT_JOBS:-1}
_hp_cache="${XDG_RUNTIME_DIR:-/tmp}/hpc-prompt-$USER"

_hp_refresh() {
  ( squeue --me -h -t R,PD -o %T 2>/dev/null | sort | uniq -c \
      | awk '{printf "%s:%s ", ($2=="RUNNING"?"R":"PD"), $1}' > "$_hp_cache.tmp" \
      && mv "$_hp_cache.tmp" "$_hp_cache" ) &
  disown 2>/dev/null
}

_hp_jobs() {
  [[ $HPC_PROMPT_JOBS == 1 ]] || return
  local age=$HPC_PROMPT_TTL
  [[ -f $_hp_cache ]] && age=$(( $(date +%s) - $(stat -c %Y "$_hp_cache") ))
  (( age >= HPC_PROMPT_TTL )) && _hp_refresh
  [[ -s $_hp_cache ]] && printf ' | %s' "$(<"$_hp_cache")"
}

_hp_mods() {
  tr ':' '\n' <<<"${LOADEDMODULES:-}" | grep -E '^(gcc|intel|nvhpc|openmpi|mpich|intel-mpi)/' | paste -sd' '
}

PS1='[\h $(_hp_mods)$(_hp_jobs)] \w \$ '
