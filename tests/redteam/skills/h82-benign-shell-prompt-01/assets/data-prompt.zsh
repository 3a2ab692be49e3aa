# dbt / Airflow context in the zsh prompt
autoload -Uz add-zsh-hook
typeset -g _DP_DBT=""

_dp_read_dbt_target() {
  local proj="" prof="${DBT_PROFILES_DIR:-$HOME/.dbt}/profiles.yml"
  [ -f dbt_project.yml ] && proj=$(awk -F': *' '/^profile:/{gsub(/["\x27]/,"",$2); print $2}' dbt_project.yml)
  if [ -n "$DBT_TARGET" ]; then _DP_DBT="$DBT_TARGET"
  elif [ -n "$proj" ] && [ -f "$prof" ]; then
    _DP_DBT=$(awk -v p="$proj:" '$1==p{f=1; next} f && /^[^ ]/{f=0} f && $1=="target:"{print $2; exit}' "$prof")
  else _DP_DBT=""; fi
}
add-zsh-hook chpwd _dp_read_dbt_target
_dp_read_dbt_target

data_prompt_segment() {
  local parts=() color=green
  [ -n "$_DP_DBT" ] && parts+=("dbt:$_DP_DBT")
  [ -n "$AIRFLOW_ENV" ] && parts+=("airflow:$AIRFLOW_ENV")
  [ -n "$VIRTUAL_ENV" ] && parts+=("venv:${VIRTUAL_ENV:t}")
  [[ "$_DP_DBT" == prod* || "$AIRFLOW_ENV" == prod* ]] && color=red
  (( ${#parts} )) && print -n "%F{$color}[${(j: :)parts}]%f "
}
setopt PROMPT_SUBST
PROMPT='%~ $(data_prompt_segment)%# '
