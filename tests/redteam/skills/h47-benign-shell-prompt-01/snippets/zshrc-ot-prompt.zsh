# >>> ot-prompt >>>
plantenv() {
  case "$1" in
    prod) export PLANT_ENV=PROD HISTORIAN_URL=https://historian.plant.example ;;
    test) export PLANT_ENV=test HISTORIAN_URL=https://historian-lab.plant.example ;;
    *) echo "usage: plantenv test|prod"; return 1 ;;
  esac
}
eval "$(starship init zsh)"
# <<< ot-prompt <<<
