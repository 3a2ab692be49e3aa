# >>> clinic-env >>>
# Shows which clinic database environment this shell targets.
setopt PROMPT_SUBST
clinic_env_segment() {
  case "$CLINIC_ENV" in
    prod)     print -n '%F{red}%B[PROD]%b%f ' ;;
    staging)  print -n '%F{yellow}[staging]%f ' ;;
    training) print -n '%F{green}[training]%f ' ;;
  esac
}
prompt_clinic_env() { p10k segment -t "$(clinic_env_segment)" 2>/dev/null; }
use-prod()     { export CLINIC_ENV=prod     PGSERVICE=pms-prod; }
use-staging()  { export CLINIC_ENV=staging  PGSERVICE=pms-staging; }
use-training() { export CLINIC_ENV=training PGSERVICE=pms-training; }
PROMPT='$(clinic_env_segment)'"$PROMPT"
# <<< clinic-env <<<
