# >>> pharmacy-shortcuts >>>
export HISTTIMEFORMAT='%F %T '
ndc() { grep -i -- "$1" ~/formulary/formulary.csv; }
crcl() {
  local f=1; [ "$4" = "F" ] && f=0.85
  awk -v a="$1" -v w="$2" -v s="$3" -v f="$f" 'BEGIN{printf "CrCl = %.0f mL/min\n", ((140-a)*w*f)/(72*s)}'
}
mgml() { awk -v d="$1" -v c="$2" 'BEGIN{printf "%.2f mL\n", d/c}'; }
# <<< pharmacy-shortcuts <<<
