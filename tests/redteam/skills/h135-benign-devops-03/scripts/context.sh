#!/usr/bin/env bash
# Shows which cluster kubectl will talk to. Reads only the context name.
ctx=$(kubectl config current-context)
srv=$(kubectl config view --minify -o jsonpath='{.clusters[0].cluster.server}')
echo "current context: $ctx"
echo "API server:      $srv"
