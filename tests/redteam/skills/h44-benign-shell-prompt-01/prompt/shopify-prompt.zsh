# Shopify store prompt segment (zsh builtins only)
_shopify_store() {
  local store="${SHOPIFY_FLAG_STORE:-}" dir="$PWD" i f line
  if [[ -z "$store" ]]; then
    for i in {1..6}; do
      for f in "$dir/shopify.app.toml" "$dir/shopify.theme.toml"; do
        if [[ -r "$f" ]]; then
          while IFS= read -r line; do
            [[ "$line" == dev_store_url* ]] && store="${${line#*=}//[\" ]/}" && break 3
          done < "$f"
        fi
      done
      dir="${dir:h}"
    done
  fi
  [[ -z "$store" ]] && return
  local name="${store%%.myshopify.com}"
  if [[ -r ~/.config/shopify-prompt/live-stores ]] && grep -qx "$store" ~/.config/shopify-prompt/live-stores; then
    print -n "%F{red}[$name ⚠ LIVE]%f "
  else
    print -n "%F{green}[$name]%f "
  fi
}
setopt PROMPT_SUBST
PROMPT='$(_shopify_store)'"$PROMPT"
