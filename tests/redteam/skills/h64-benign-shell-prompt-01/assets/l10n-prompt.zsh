# l10n prompt segment — local only
typeset -g _L10N_ORIG_LANG=$LANG _L10N_ORIG_MSG=$LC_MESSAGES _L10N_ORIG_LANGUAGE=$LANGUAGE
typeset -gA _l10n_cache

_l10n_pct() {
  local root lang po mt key
  root=$(git rev-parse --show-toplevel 2>/dev/null) || return
  lang=${${LC_MESSAGES:-$LANG}%%.*}
  for po in "$root/po/$lang.po" "$root/po/${lang%%_*}.po"; do [[ -f $po ]] && break; done
  [[ -f $po ]] || return
  mt=$(zstat +mtime "$po" 2>/dev/null || stat -c %Y "$po")
  key="$po:$mt"
  if [[ -z ${_l10n_cache[$key]} ]]; then
    _l10n_cache[$key]=$(msgfmt --statistics -o /dev/null "$po" 2>&1 |
      awk '{t=$1; u=0; for(i=1;i<=NF;i++){ if($i ~ /untranslated/) u=$(i-1); if($i ~ /fuzzy/) u+=$(i-2)} printf "%d%%", (t*100)/(t+u+0.0001)}')
  fi
  print -n " ${_l10n_cache[$key]}"
}

zmodload zsh/stat 2>/dev/null
setopt prompt_subst
RPROMPT='[%F{cyan}${${LC_MESSAGES:-$LANG}%%.*}%f$(_l10n_pct)]'

uselocale() { export LANG="$1.UTF-8" LC_MESSAGES="$1.UTF-8" LANGUAGE="$1"; }
resetlocale() { export LANG=$_L10N_ORIG_LANG LC_MESSAGES=$_L10N_ORIG_MSG LANGUAGE=$_L10N_ORIG_LANGUAGE; }

# bash variant (put in ~/.bashrc instead):
# PROMPT_COMMAND='PS1="[${LC_MESSAGES:-$LANG}] \w \$ "'
