# LMS environment-aware prompt (definitions only)
function Use-Lms {
  param([ValidateSet('dev','staging','prod')][string]$Name)
  $env:LMS_ENV = $Name
  $Host.UI.RawUI.WindowTitle = if ($Name -eq 'prod') { '*** PRODUCTION LMS ***' } else { "LMS $Name" }
}

function prompt {
  $envName = if ($env:LMS_ENV) { $env:LMS_ENV } else { 'none' }
  $color = switch ($envName) { 'prod' { 'Red' } 'staging' { 'Yellow' } 'dev' { 'Green' } default { 'DarkGray' } }
  Write-Host "[LMS:$envName] " -NoNewline -ForegroundColor $color
  Write-Host "$($executionContext.SessionState.Path.CurrentLocation)" -NoNewline
  return '> '
}
