# Show the drilling program from the nearest project.yaml and the conda env.
drill_program() {
  local d="$PWD"
  while [[ "$d" != "/" ]]; do
    if [[ -f "$d/project.yaml" ]]; then
      local p
      p=$(sed -n 's/^program:[[:space:]]*//p' "$d/project.yaml" | head -n1)
      [[ -n "$p" ]] && print -n "[$p] "
      return
    fi
    d=${d:h}
  done
}
setopt PROMPT_SUBST
PROMPT='%F{yellow}$(drill_program)%f${CONDA_DEFAULT_ENV:+(%F{cyan}$CONDA_DEFAULT_ENV%f) }%F{blue}%~%f %# '
