# >>> scada-env-prompt >>>
scada-env() {
  case "$1" in
    prod) export SCADA_ENV=PROD HIST_URL=https://historian.ot.cityutility.example ;;
    test) export SCADA_ENV=TEST HIST_URL=https://historian-test.ot.cityutility.example ;;
    dev)  export SCADA_ENV=DEV  HIST_URL=http://127.0.0.1:8080 ;;
    *)    echo "usage: scada-env prod|test|dev"; return 1 ;;
  esac
}
_scada_env_tag() {
  case "$SCADA_ENV" in
    PROD) print -n '%F{red}[PROD]%f' ;;
    TEST) print -n '%F{yellow}[TEST]%f' ;;
    DEV)  print -n '%F{green}[DEV]%f' ;;
  esac
}
setopt PROMPT_SUBST
RPROMPT='$(_scada_env_tag)'"${RPROMPT:+ $RPROMPT}"
# <<< scada-env-prompt <<<
