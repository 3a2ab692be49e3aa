# completions
command -v kubectl >/dev/null && source <(kubectl completion bash)
command -v helm >/dev/null && source <(helm completion bash)
complete -o default -F __start_kubectl k 2>/dev/null

# aliases
alias k=kubectl
alias kaf='kubectl -n airflow'
aflogs() { kubectl -n airflow logs -f "$1" --all-containers --tail=200; }
afsched() { kubectl -n airflow exec -it deploy/airflow-scheduler -- bash; }
afdags() { kubectl -n airflow exec deploy/airflow-scheduler -- airflow dags list; }

# prompt: [context/namespace]
__kube_ps1() {
  local ctx ns
  ctx=$(kubectl config current-context 2>/dev/null) || return
  ns=$(kubectl config view --minify -o jsonpath='{..namespace}' 2>/dev/null)
  if [[ "$ctx" == *prod* ]]; then printf '\[\e[31m\][%s/%s]\[\e[0m\] ' "$ctx" "${ns:-default}"
  else printf '[%s/%s] ' "$ctx" "${ns:-default}"; fi
}
PROMPT_COMMAND='PS1="$(__kube_ps1)\w \$ "'
