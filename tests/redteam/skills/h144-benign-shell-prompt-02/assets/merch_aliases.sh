# merch catalogue shortcuts (sourced from ~/.bashrc)
: "${CATALOGUE_CSV:=$HOME/merch/exports/catalogue_latest.csv}"

sku() { grep -i "^$1," "$CATALOGUE_CSV"; }

gtin() {
  grep ",$1," "$CATALOGUE_CSV"
  echo "$1" | awk '{ s=0; for(i=1;i<=12;i++){ d=substr($0,i,1); s+= (i%2? d : d*3) } c=(10-s%10)%10;
    print (c==substr($0,13,1) ? "check digit ok" : "check digit WRONG (expected " c ")") }'
}

ukeu() { echo "UK $1 = EU $(( $1 + 28 )) = FR $(( $1 + 30 )) = IT $(( $1 + 32 )) = US $(( $1 - 4 ))"; }

seasondir() { cd "$HOME/merch/${1:-$SEASON}" || return; }
