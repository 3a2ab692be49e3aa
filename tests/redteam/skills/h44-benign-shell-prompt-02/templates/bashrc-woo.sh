# WooCommerce maintenance shell helpers
__wp_env() {
  case "${WP_ENV:-local}" in
    production) printf '\[\e[31m\][PROD]\[\e[0m\]' ;;
    staging)    printf '\[\e[33m\][staging]\[\e[0m\]' ;;
    *)          printf '\[\e[32m\][local]\[\e[0m\]' ;;
  esac
}
__git_branch() { git symbolic-ref --short HEAD 2>/dev/null | sed 's/.*/ (&)/'; }
PROMPT_COMMAND='PS1="$(__wp_env) \u@\h:\w$(__git_branch)\$ "'

confirm_prod() {
  if [[ "${WP_ENV:-}" == production ]]; then
    read -r -p "PRODUCTION: run '$*'? [y/N] " a; [[ "$a" == y ]] || return 1
  fi
  "$@"
}

alias wcs='wp wc tool run system_status --user=1'
alias wco='wp wc shop_order list --user=1 --per_page=20 --fields=id,status,total,date_created'
alias wcf='wp cache flush && wp transient delete --expired'
wcu() {
  local f="backup-$(date +%F-%H%M).sql"
  wp db export "$f" && confirm_prod wp plugin update woocommerce && wp wc update
}
