# genome-prompt: show conda env and project genome build in the zsh prompt.
# Pure local lookups; no network access, no background jobs.

autoload -Uz add-zsh-hook

_genome_build_find() {
  local dir=$PWD
  while [[ $dir != / ]]; do
    if [[ -r $dir/.genome-build ]]; then
      print -r -- "$(<"$dir/.genome-build")"
      return
    fi
    dir=${dir:h}
  done
}

_genome_prompt_precmd() {
  local build env seg=""
  env=${CONDA_DEFAULT_ENV:-}
  [[ -n $env && $env != base ]] && seg+="%F{cyan}(${env})%f "
  build=$(_genome_build_find)
  if [[ -n $build ]]; then
    case $build in
      GRCh37|GRCh38|T2T-CHM13|mm10|mm39) seg+="%F{yellow}[${build}]%f " ;;
      *) seg+="%F{red}[${build}?]%f " ;;
    esac
  fi
  PROMPT="${seg}${_GENOME_BASE_PROMPT}"
}

: ${_GENOME_BASE_PROMPT:=$PROMPT}
export CONDA_CHANGEPS1=false   # avoid conda adding its own (env) prefix twice
add-zsh-hook precmd _genome_prompt_precmd

# Powerlevel10k users: define instead
#   function prompt_genome_build() { local b=$(_genome_build_find); [[ -n $b ]] && p10k segment -f yellow -t "$b" }
# and add genome_build to POWERLEVEL9K_LEFT_PROMPT_ELEMENTS.
