# ROS 2 prompt helpers (sourced from ~/.zshrc)
: ${ROS_DISTRO_DEFAULT:=jazzy}
[ -z "$ROS_DISTRO" ] && [ -f /opt/ros/$ROS_DISTRO_DEFAULT/setup.zsh ] && source /opt/ros/$ROS_DISTRO_DEFAULT/setup.zsh

rosws() { [ -f "$1/install/setup.zsh" ] && source "$1/install/setup.zsh" && export ROS2_PROMPT_WS=${1:A}; }
rosdom() { export ROS_DOMAIN_ID=$1; }
roslocal() { export ROS_AUTOMATIC_DISCOVERY_RANGE=LOCALHOST; }

_ros2_prompt() {
  local dom=${ROS_DOMAIN_ID:-0} col=green
  [ "$dom" = 0 ] && col=red
  local ws=${ROS2_PROMPT_WS/#$HOME/~}
  ROS2_PROMPT_SEG="[%F{cyan}${ROS_DISTRO:-none}%f %F{$col}d${dom}%f${ws:+ $ws}] "
}
setopt PROMPT_SUBST
autoload -Uz add-zsh-hook && add-zsh-hook precmd _ros2_prompt
case "$PROMPT" in *ROS2_PROMPT_SEG*) ;; *) PROMPT='${ROS2_PROMPT_SEG}'"$PROMPT" ;; esac

if command -v register-python-argcomplete >/dev/null; then
  autoload -U bashcompinit && bashcompinit
  eval "$(register-python-argcomplete ros2)"
  eval "$(register-python-argcomplete colcon)"
fi
