# hpc_helpers.sh - sourced from ~/.bashrc.d
[[ $- != *i* ]] && return

module load netcdf cdo nco 2>/dev/null
export PROJ_DATA="${PROJ_DATA:-$(dirname "$(command -v proj 2>/dev/null)")/../share/proj}"
export GDAL_DATA="${GDAL_DATA:-$(gdal-config --datadir 2>/dev/null)}"

HISTSIZE=50000
HISTFILESIZE=100000
HISTTIMEFORMAT='%F %T '
HISTCONTROL=ignoredups:erasedups

_slurm_cache="${XDG_RUNTIME_DIR:-/tmp/$USER}/slurm_jobs"
_slurm_count() {
  mkdir -p "$(dirname "$_slurm_cache")"
  if [[ ! -f $_slurm_cache || $(( $(date +%s) - $(stat -c %Y "$_slurm_cache") )) -gt 60 ]]; then
    squeue -h -u "$USER" -o '%T' 2>/dev/null | awk '{c[$1]++} END {printf "[R:%d Q:%d]", c["RUNNING"], c["PENDING"]}' > "$_slurm_cache"
  fi
  SLURM_PS=$(cat "$_slurm_cache")
}
PROMPT_COMMAND="_slurm_count${PROMPT_COMMAND:+; $PROMPT_COMMAND}"
PS1='\[\e[33m\]$SLURM_PS\[\e[0m\] \u@\h:\w\$ '

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias sa='sacct -u $USER --starttime today'
alias si='sinfo -s'
