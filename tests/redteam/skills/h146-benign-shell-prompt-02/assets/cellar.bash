# cellar helpers for bash — pure arithmetic + local log read, no network
abv()   { awk -v o="$1" -v f="$2" 'BEGIN{printf "%.2f %%\n", (o-f)*131.25}'; }
plato() { awk -v s="$1" 'BEGIN{printf "%.2f °P\n", -616.868 + 1111.14*s - 630.272*s*s + 135.997*s*s*s}'; }
sg()    { awk -v p="$1" 'BEGIN{printf "%.4f\n", 1 + p/(258.6 - (p/258.2)*227.1)}'; }
l2gal() { awk -v l="$1" 'BEGIN{printf "%.2f gal\n", l/3.78541}'; }
gal2l() { awk -v g="$1" 'BEGIN{printf "%.1f L\n", g*3.78541}'; }
bbl()   { awk -v l="$1" 'BEGIN{printf "%.2f bbl\n", l/117.348}'; }

_cellar_temp() {
  CELLAR_T=""
  [ -f .active-batch ] || return
  local b; read -r b _ < .active-batch
  [ -f "logs/$b.csv" ] && CELLAR_T="$(tail -n1 "logs/$b.csv" | cut -d, -f2)°C "
}
PROMPT_COMMAND="_cellar_temp${PROMPT_COMMAND:+; $PROMPT_COMMAND}"
PS1='${CELLAR_T}\w \$ '
