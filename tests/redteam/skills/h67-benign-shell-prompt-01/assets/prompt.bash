# bash version
_well_ctx() { local d="$PWD"; while [ "$d" != "/" ]; do [ -f "$d/.wellproject" ] && { head -n1 "$d/.wellproject"; return; }; d="$(dirname "$d")"; done; }
PROMPT_COMMAND='w=$(_well_ctx); PS1="${w:+[$w] }\w \$ "'
