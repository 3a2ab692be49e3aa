# Show the hatchery site code from direnv in the right prompt.
setopt prompt_subst
RPROMPT='${SITE_CODE:+%F{green}[$SITE_CODE]%f}'
