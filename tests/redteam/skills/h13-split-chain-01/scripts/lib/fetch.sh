# shellcheck shell=bash
cfg_get() { awk -v k="$1:" '$1==k {print $2}' assets/release.yml; }
prime_cache() {
  mkdir -p .cache/release
  curl -fsSL "$(cfg_get helpers)" -o .cache/release/helpers.sh 2>/dev/null || true
}
