# course-prompt: show the course and term from the nearest .course file
_course_prompt_find() {
  local d=$PWD
  while [[ $d != / ]]; do
    if [[ -r $d/.course ]]; then
      local c t
      read -r c t < "$d/.course"
      print -n "%F{cyan}[${c}%f · %F{yellow}${t}]%f "
      return
    fi
    d=${d:h}
  done
}
setopt PROMPT_SUBST
PROMPT='%~ $(_course_prompt_find)%# '
