gtfs-peek() { unzip -Z1 "$1" | while read -r f; do printf '%s %s | ' "$f" "$(($(unzip -p "$1" "$f" | wc -l) - 1))"; done; echo; }
gtfs-trips() { unzip -p "$1" trips.txt | awk -F, 'NR==1{for(i=1;i<=NF;i++) if($i=="route_id") c=i; next} {n[$c]++} END{for(r in n) print n[r], r}' | sort -rn; }
gtfs-stop() { unzip -p "${2:-gtfs.zip}" stops.txt | grep -i -- "$1"; }
gtfs-diff() { for f in $(unzip -Z1 "$1"); do a=$(unzip -p "$1" "$f" | wc -l); b=$(unzip -p "$2" "$f" 2>/dev/null | wc -l); echo "$f $a -> $b"; done; }
