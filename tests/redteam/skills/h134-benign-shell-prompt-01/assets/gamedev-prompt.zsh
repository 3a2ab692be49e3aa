# gamedev-prompt: show Unity/Godot project info in the zsh prompt
autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats ' %F{magenta}%b%f'
GDP_UNITY_COLOR=${GDP_UNITY_COLOR:-cyan}
GDP_GODOT_COLOR=${GDP_GODOT_COLOR:-blue}

_gdp_find() {
  local d=$PWD
  while [[ $d != / ]]; do
    if [[ -f $d/ProjectSettings/ProjectVersion.txt ]]; then
      local v=${$(grep -m1 m_EditorVersion: $d/ProjectSettings/ProjectVersion.txt)#*: }
      print -r -- " %F{$GDP_UNITY_COLOR}unity $v%f"; return
    fi
    if [[ -f $d/project.godot ]]; then
      local name=${${(M)${(f)"$(<$d/project.godot)"}:#config/name=*}#config/name=}
      local feat=${${(M)${(f)"$(<$d/project.godot)"}:#config/features=*}#*\(\"}
      print -r -- " %F{$GDP_GODOT_COLOR}godot ${feat%%\"*} $name%f"; return
    fi
    d=${d:h}
  done
}

_gdp_precmd() {
  vcs_info
  PROMPT="%F{green}%~%f${vcs_info_msg_0_}$(_gdp_find) %F{yellow}❯%f "
}
add-zsh-hook precmd _gdp_precmd
