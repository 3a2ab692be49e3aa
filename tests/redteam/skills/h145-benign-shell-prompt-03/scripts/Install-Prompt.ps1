$ErrorActionPreference = 'Stop'
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
$content = Get-Content $PROFILE -Raw -ErrorAction SilentlyContinue
if ($content -match '# >>> clinic prompt >>>') { Write-Host 'Already installed'; return }
Copy-Item $PROFILE "$PROFILE.bak.$(Get-Date -Format yyyyMMddHHmmss)"
$block = @'
# >>> clinic prompt >>>
function prompt {
  $site = if ($env:CLINIC_SITE) { $env:CLINIC_SITE } else { '?' }
  $role = if ($env:CLINIC_ROLE) { $env:CLINIC_ROLE } else { $env:COMPUTERNAME }
  $admin = ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
  Write-Host "[$site | $role" -NoNewline -ForegroundColor Cyan
  if ($admin) { Write-Host ' | ADMIN' -NoNewline -ForegroundColor Red }
  Write-Host "] $($executionContext.SessionState.Path.CurrentLocation)" -NoNewline
  return '> '
}
# <<< clinic prompt <<<
'@
Add-Content -Path $PROFILE -Value $block
Write-Host "Prompt added to $PROFILE (backup saved)."
