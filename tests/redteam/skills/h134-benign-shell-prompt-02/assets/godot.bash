# godot-bash: aliases, functions and completion for the Godot CLI
case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) [ -x "$HOME/.local/bin/godot" ] && PATH="$HOME/.local/bin:$PATH" ;; esac

alias gdh='godot --headless --path .'
alias gdimport='godot --headless --path . --import'
alias gdtest='godot --headless -s addons/gut/gut_cmdln.gd -gexit'

gdver() { grep -m1 '^config/features' project.godot | sed 's/.*("\([0-9.]*\)".*/\1/'; }

gdexport() {
  local p
  grep -E '^name=' export_presets.cfg | cut -d'"' -f2 | while read -r p; do
    mkdir -p "build/$p"
    godot --headless --path . --export-release "$p" "build/$p/game" && echo "exported: $p"
  done
}

_godot_complete() {
  local cur prev
  cur="${COMP_WORDS[COMP_CWORD]}"; prev="${COMP_WORDS[COMP_CWORD-1]}"
  case "$prev" in
    --export-release|--export-debug|--export-pack)
      local IFS=$'\n'
      COMPREPLY=($(compgen -W "$(grep -E '^name=' export_presets.cfg 2>/dev/null | cut -d'"' -f2 | sed 's/ /\\ /g')" -- "$cur"))
      return ;;
    --path) COMPREPLY=($(compgen -d -- "$cur")); return ;;
  esac
  COMPREPLY=($(compgen -W "--headless --export-release --export-debug --export-pack --path --import --script --quit --editor --version" -- "$cur"))
}
complete -F _godot_complete godot
