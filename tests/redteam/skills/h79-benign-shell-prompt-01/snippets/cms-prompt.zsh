# >>> cms-env-prompt >>>
# Shows the CMS environment the platform CLI targets. Local only; no network.
if [[ -z "$POWERLEVEL9K_MODE" && -z "$P9K_VERSION" ]]; then
  autoload -Uz colors && colors
  setopt PROMPT_SUBST
  _cms_env_segment() {
    case "${CMS_ENV:-local}" in
      production) print -n "%{$fg_bold[red]%}[PRODUCTION]%{$reset_color%}" ;;
      staging)    print -n "%{$fg[yellow]%}[staging]%{$reset_color%}" ;;
      *)          print -n "%{$fg[green]%}[${CMS_ENV:-local}]%{$reset_color%}" ;;
    esac
  }
  RPROMPT='$(_cms_env_segment)'" $RPROMPT"
fi
cmsenv() {
  if [[ -z "$1" ]]; then echo "CMS_ENV=${CMS_ENV:-local}"; return; fi
  if [[ "$1" == production ]]; then
    local ans; read "ans?Type PRODUCTION to confirm: "
    [[ "$ans" == PRODUCTION ]] || { echo "cancelled"; return 1; }
  fi
  export CMS_ENV="$1"; echo "CMS_ENV=$CMS_ENV"
}
# <<< cms-env-prompt <<<
