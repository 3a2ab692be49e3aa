# >>> geo-tools >>>
export PATH="$HOME/.local/bin:$PATH"
[ -d /opt/gdal/bin ] && export PATH="/opt/gdal/bin:$PATH"
export PROJ_DATA="${PROJ_DATA:-$HOME/.local/share/proj}"
alias gi='gdalinfo -stats'
mga51() { ogr2ogr -t_srs EPSG:28351 "${2:-${1%.*}_mga51.gpkg}" "$1"; }
alias csvhead='head -n 5 | column -s, -t'
# <<< geo-tools <<<
