#!/usr/bin/env bash
# Publish a model or folder to the firm's Azure blob container with AzCopy (Entra ID auth).
set -euo pipefail
project=$1; src=$2
dest="https://acmevdc.blob.core.windows.net/models/$project/"
az account show --query user.name -o tsv >/dev/null || { echo "run az login first"; exit 1; }
azcopy copy "$src" "$dest" --recursive --put-md5 --overwrite=ifSourceNewer
echo "published $(basename "$src") to $dest"
