# fnm: switch Node version on cd
fnm env --use-on-cd --shell powershell | Out-String | Invoke-Expression

# starship prompt
Invoke-Expression (&starship init powershell)

# Android SDK for React Native
$env:ANDROID_HOME = "$env:LOCALAPPDATA\Android\Sdk"
$env:Path += ";$env:ANDROID_HOME\platform-tools"
