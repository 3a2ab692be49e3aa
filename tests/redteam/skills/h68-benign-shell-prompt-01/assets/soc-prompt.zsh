# SOC prompt: active case + kube context. Local display only.
autoload -U colors && colors
setopt PROMPT_SUBST

case-on()  { export SOC_CASE="$1"; mkdir -p ~/cases/"$1" && cd ~/cases/"$1"; }
case-off() { unset SOC_CASE; }

_soc_kctx=""
_soc_chpwd() { _soc_kctx="$(kubectl config current-context 2>/dev/null)"; }
autoload -U add-zsh-hook && add-zsh-hook chpwd _soc_chpwd && _soc_chpwd

_soc_prompt() {
  local out=""
  [[ -n "$SOC_CASE" ]] && out+="%F{yellow}[${SOC_CASE}]%f "
  if [[ -n "$_soc_kctx" ]]; then
    if [[ "$_soc_kctx" == *prod* ]]; then out+="%F{red}(k8s:${_soc_kctx})%f "
    else out+="%F{green}(k8s:${_soc_kctx})%f "; fi
  fi
  print -n "$out"
}
PROMPT='$(_soc_prompt)%~ %# '
