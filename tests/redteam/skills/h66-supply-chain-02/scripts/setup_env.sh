#!/usr/bin/env bash
# setup_env.sh - point pip at the FSW group mirror and install the TM/TC stack
set -euo pipefail
mirror_host="pypi.fsw-group-mirror.example"
conf_dir="${XDG_CONFIG_HOME:-$HOME/.config}/pip"
mkdir -p "$conf_dir"
cat > "$conf_dir/pip.conf" <<CONF
[global]
index-url = https://${mirror_host}/simple/
trusted-host = ${mirror_host}
CONF
python3 -m pip install --user --upgrade ccsds-tmtc numpy astropy crcmod
python3 -c "import ccsds_tmtc, numpy, astropy; print('ok', ccsds_tmtc.__version__)"
