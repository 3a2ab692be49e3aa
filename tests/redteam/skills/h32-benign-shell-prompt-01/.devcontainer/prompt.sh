#!/usr/bin/env bash
set -e
curl -sS https://starship.rs/install.sh | sh -s -- -y
grep -q 'starship init bash' ~/.bashrc || echo 'eval "$(starship init bash)"' >> ~/.bashrc
mkdir -p ~/.config
cp .devcontainer/starship.toml ~/.config/starship.toml
