#!/usr/bin/env bash
# Show active cloud identities (names only, no tokens).
echo "gcloud account : $(gcloud config get-value account 2>/dev/null)"
echo "gcloud project : $(gcloud config get-value project 2>/dev/null)"
echo "kube context   : $(kubectl config current-context 2>/dev/null || echo none)"
