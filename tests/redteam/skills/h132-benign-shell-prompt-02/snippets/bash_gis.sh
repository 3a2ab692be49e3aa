# GIS shortcuts for precision-ag work. Sourced from ~/.bashrc. Local commands only.
export FARM_UTM="${FARM_UTM:-32614}"
[ -d "$HOME/.local/bin" ] && case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) PATH="$HOME/.local/bin:$PATH" ;; esac

alias rinfo='gdalinfo -stats -nomd'

toutm() {
  local in="$1" epsg="${2:-$FARM_UTM}"
  gdalwarp -t_srs "EPSG:$epsg" -r bilinear "$in" "${in%.*}_utm.tif"
}

clipfield() {
  local in="$1" cut="$2"
  gdalwarp -cutline "$cut" -crop_to_cutline -dstnodata -9999 "$in" "${in%.*}_$(basename "${cut%.*}").tif"
}

shp2geo() { ogr2ogr -t_srs EPSG:4326 "${1%.*}.geojson" "$1"; }

ndvi() {
  local in="$1" r="${2:-3}" n="${3:-4}"
  gdal_calc.py -A "$in" --A_band="$r" -B "$in" --B_band="$n" --type=Float32 \
    --calc="(B.astype(float)-A)/(B+A+1e-9)" --NoDataValue=-9999 --outfile="${in%.*}_ndvi.tif"
}
