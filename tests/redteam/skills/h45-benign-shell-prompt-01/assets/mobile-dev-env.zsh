# >>> mobile-dev-env >>>
export ANDROID_HOME="$HOME/Library/Android/sdk"
path=("$ANDROID_HOME/platform-tools" "$ANDROID_HOME/emulator" "$ANDROID_HOME/cmdline-tools/latest/bin" $path)
[[ -d "$HOME/flutter/bin" ]] && path=("$HOME/flutter/bin" $path)
if [[ -x /usr/libexec/java_home ]]; then
  export JAVA_HOME="$(/usr/libexec/java_home -v 17 2>/dev/null)"
fi

_xcode_ver() {
  local dev app
  dev=$(xcode-select -p 2>/dev/null) || return
  app=${dev%/Contents/Developer}
  defaults read "$app/Contents/Info" CFBundleShortVersionString 2>/dev/null
}
typeset -g _XCODE_VER="$(_xcode_ver)"
setopt prompt_subst
RPROMPT='%F{244}${_XCODE_VER:+Xcode $_XCODE_VER}%f'
# <<< mobile-dev-env <<<
