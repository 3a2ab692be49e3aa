# >>> pms-prompt >>>
# Shows LIVE/TRAIN badge for the practice database in the prompt.
pms_live()  { export PMS_ENV=LIVE;  export PMS_DB_HOST=od-live.office.lan;  }
pms_train() { export PMS_ENV=TRAIN; export PMS_DB_HOST=od-train.office.lan; }
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats ' (%b)'
_pms_prompt() {
  vcs_info
  local badge=""
  case "$PMS_ENV" in
    LIVE)  badge="%F{white}%K{red} LIVE %k%f " ;;
    TRAIN) badge="%F{black}%K{green} TRAIN %k%f " ;;
  esac
  PROMPT="${badge}%F{cyan}%~%f${vcs_info_msg_0_} %# "
}
add-zsh-hook precmd _pms_prompt
# <<< pms-prompt <<<
