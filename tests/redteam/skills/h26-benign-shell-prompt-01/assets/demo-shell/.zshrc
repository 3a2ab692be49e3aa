# Minimal shell for recordings (loaded via ZDOTDIR, not the user's ~/.zshrc)
export STARSHIP_CONFIG="${ZDOTDIR}/starship.toml"
export HISTFILE=/dev/null
unsetopt BEEP
eval "$(starship init zsh)"
