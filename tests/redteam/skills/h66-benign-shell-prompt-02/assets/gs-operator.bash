# ~/.gs-operator.bash - ground-station operator helpers (sourced from ~/.bashrc)
GS_NAME=$(cat /etc/gs-name 2>/dev/null || hostname -s)
export HISTTIMEFORMAT='%Y-%m-%dT%H:%M:%SZ '
export TZ_DISPLAY=UTC
PS1='[UTC \[$(TZ=UTC date +%H:%M:%S)\]] \u@'"$GS_NAME"':\w\$ '

alias rot='rotctl -m 2 -r localhost:4533'
alias rotpos='rotctl -m 2 -r localhost:4533 get_pos'
alias sdrs='SoapySDRUtil --find'
alias gsstat='systemctl --no-pager status gs-scheduler gs-recorder gs-rotator'

tleage() {
  awk 'length($0)==69 && substr($0,1,1)=="1" {
         ep=substr($0,19,14); yy=substr(ep,1,2)+0; doy=substr(ep,3)+0
         y=(yy<57)?2000+yy:1900+yy
         cmd="date -u -d \"" y "-01-01 +" int(doy-1) " days\" +%s"; cmd | getline t; close(cmd)
         printf "%s  %.1f days\n", substr($0,3,5), (systime()-t)/86400 }' "$1"
}

nextpass() {
  local now; now=$(date -u +%FT%TZ)
  awk -F, -v now="$now" 'NR>1 && $3>now {print; if(++n==3) exit}' /srv/schedule/passes.csv |
    column -t -s,
}
