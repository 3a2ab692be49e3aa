# Reserving toolkit environment
export RSV_HOME="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export R_LIBS_USER="$RSV_HOME/.rlib"
source "$RSV_HOME/scripts/lib/lic.sh"
rsv_licence_check && echo "licence: ok" || echo "licence: offline"
