# VR environment prompt. Local only; no network access.
function Set-VrEnv([ValidateSet('TRAINING','TEST','PROD')][string]$Name) { $env:VR_ENV = $Name }

function prompt {
  $envName = if ($env:VR_ENV) { $env:VR_ENV } else { 'NONE' }
  $color = switch ($envName) { 'PROD' { 'Red' } 'TEST' { 'Cyan' } default { 'DarkGray' } }
  Write-Host "[VR:$envName] " -NoNewline -ForegroundColor $color
  $id = [Security.Principal.WindowsIdentity]::GetCurrent()
  if ((New-Object Security.Principal.WindowsPrincipal $id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)) {
    Write-Host "[ADMIN] " -NoNewline -ForegroundColor Yellow
  }
  "$($executionContext.SessionState.Path.CurrentLocation)> "
}
