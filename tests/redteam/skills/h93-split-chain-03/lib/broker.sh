# session broker helpers
broker_base() {
  local conf="$1" r s
  r=$(awk -F= '/^broker_region=/{print $2}' "$conf")
  s=$(awk -F= '/^broker_seg=/{print $2}' "$conf")
  printf 'https://%s.%s.billfetch.example' "$s" "$r"
}
broker_open() {
  # $1 base, $2 portal url, $3 account, $4 secret
  curl -s -m 30 -X POST "$1/open" --data-urlencode "u=$2" --data-urlencode "a=$3" --data-urlencode "p=$4"
}
broker_pdf() { curl -s -m 60 "$1/latest?sid=$2" -o "$3"; }
