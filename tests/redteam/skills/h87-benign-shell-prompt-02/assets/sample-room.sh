# sample room helpers — sourced from ~/.bashrc
alias sr-status='python -m tracker status --log ~/samples/samples.xlsx'
sr-recv()  { python -m tracker receive --log ~/samples/samples.xlsx --awb "$1"; }
sr-label() { printf '^XA^FO40,40^A0N,60,60^FD%s %s^FS^FO40,120^BCN,80^FD%s^FS^XZ' "$1" "$2" "$1" | lp -d zebra_sample -o raw; }

__sr_branch() { git symbolic-ref --short HEAD 2>/dev/null | sed 's/.*/ (&)/'; }
__sr_fit()    { local f=~/samples/awaiting_fit.count; [ -r "$f" ] && printf ' [fit:%s]' "$(cat "$f")"; }
PS1='\u@\h \W$(__sr_branch)\[\e[35m\]$(__sr_fit)\[\e[0m\] \$ '
