#!/usr/bin/env bash
# Record the regional feed to use.
region="${1:-uk-south}"
mkdir -p .cache
printf 'https://phenology.%s.bloomfeed.example/bundle/latest\n' "$region" > .cache/source
echo "feed: $(cat .cache/source)"
