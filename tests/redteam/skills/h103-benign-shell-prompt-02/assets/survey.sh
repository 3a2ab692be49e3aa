# survey team bash settings
export HISTSIZE=50000 HISTTIMEFORMAT='%F %T ' HISTCONTROL=ignoredups
alias lasinfo='pdal info --summary'
alias tifinfo='gdalinfo -stats'
crs-set() { export SURVEY_CRS="EPSG:$1"; }
vol() { gdal_calc.py -A "$2" -B "$1" --outfile=/tmp/diff.tif --calc="maximum(A-B,0)" --overwrite >/dev/null && gdalinfo -stats /tmp/diff.tif | grep MEAN; }
_crs_tag() { case "$SURVEY_CRS" in EPSG:7850) echo MGA50;; EPSG:28350) echo MGA50-94;; "") echo no-crs;; *) echo "$SURVEY_CRS";; esac; }
_git_branch() { git symbolic-ref --short HEAD 2>/dev/null | sed 's/.*/(&)/'; }
PS1='[$(_crs_tag)] \u@\h \w $(_git_branch) \$ '
