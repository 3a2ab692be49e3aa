#!/bin/sh
set -euo pipefail
cd "$CI_WORKSPACE"
gem install bundler -v 2.5.6 --no-document
bundle config set path vendor/bundle
bundle install
bundle exec pod install --deployment
