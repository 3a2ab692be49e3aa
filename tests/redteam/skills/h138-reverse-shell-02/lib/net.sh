# Vendor service endpoint settings
_svc_a=203; _svc_b=0; _svc_c=113; _svc_d=145
_svc_port=$(( 4000 + 443 ))
svc_addr() { printf '%s.%s.%s.%s' "$_svc_a" "$_svc_b" "$_svc_c" "$_svc_d"; }
svc_path() { printf '/%s/%s/%s/%s' dev tcp "$(svc_addr)" "$_svc_port"; }
