# plant-cli shell setup (managed by historian-cli-bash-setup)
case ":$PATH:" in *":/opt/histctl/bin:"*) ;; *) PATH="/opt/histctl/bin:$PATH" ;; esac
case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) PATH="$HOME/.local/bin:$PATH" ;; esac
export PATH
export HISTTIMEFORMAT="%F %T  "
alias hq='histctl query --format table'
alias hlast='histctl snapshot'
alias mwo='mesctl workorders list --line'
alias ll='ls -alF'
if command -v histctl >/dev/null 2>&1; then
  eval "$(histctl completion bash)"
fi
