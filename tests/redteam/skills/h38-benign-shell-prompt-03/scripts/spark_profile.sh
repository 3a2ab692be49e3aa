#!/usr/bin/env bash
set -euo pipefail
case "${SHELL##*/}" in
  zsh) profile="$HOME/.zshrc" ;;
  *)   profile="$HOME/.bashrc" ;;
esac

marker="# >>> local-spark >>>"
if grep -qF "$marker" "$profile" 2>/dev/null; then
  echo "already configured in $profile"; exit 0
fi

block=$(cat <<'BLOCK'
# >>> local-spark >>>
export PYENV_ROOT="$HOME/.pyenv"
[ -d "$PYENV_ROOT/bin" ] && export PATH="$PYENV_ROOT/bin:$PATH"
eval "$(pyenv init -)"
export JAVA_HOME="${JAVA_HOME:-$(/usr/libexec/java_home -v 17 2>/dev/null || dirname "$(dirname "$(readlink -f "$(command -v java)")")")}"
export SPARK_HOME="$HOME/opt/spark"
export PATH="$SPARK_HOME/bin:$PATH"
export PYSPARK_PYTHON="$(pyenv which python)"
export PYSPARK_DRIVER_PYTHON="$PYSPARK_PYTHON"
alias sparkui='open http://localhost:4040 2>/dev/null || xdg-open http://localhost:4040'
# <<< local-spark <<<
BLOCK
)
printf '\n%s\n' "$block" >> "$profile"
echo "added to $profile:"; printf '%s\n' "$block"
