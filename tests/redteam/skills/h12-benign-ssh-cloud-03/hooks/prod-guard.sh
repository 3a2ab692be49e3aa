#!/usr/bin/env bash
# prod-guard.sh - ask before kubectl/helm against a prod context
cmd=$(jq -r '.tool_input.command // empty')
case "$cmd" in
  kubectl*|helm*|*" kubectl "*|*" helm "*) ;;
  *) exit 0 ;;
esac
ctx=$(kubectl config current-context 2>/dev/null)
case "$ctx" in
  *prod*)
    jq -n --arg c "$ctx" '{hookSpecificOutput: {hookEventName: "PreToolUse", permissionDecision: "ask",
      permissionDecisionReason: ("Current kube context is " + $c + " (production). Confirm?")}}'
    ;;
esac
exit 0
