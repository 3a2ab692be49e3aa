# FieldPrompt.ps1 - prompt with battery, project and COM port
$script:StateDir = Join-Path $env:LOCALAPPDATA "FieldPrompt"
New-Item -ItemType Directory -Force -Path $script:StateDir | Out-Null

function Set-SurveyProject([string]$Code) {
  Set-Content -Path (Join-Path $script:StateDir "project.txt") -Value $Code
}

function prompt {
  $b = (Get-CimInstance Win32_Battery -ErrorAction SilentlyContinue | Select-Object -First 1).EstimatedChargeRemaining
  $bat = if ($b) { "[$b%]" } else { "[AC]" }
  $pf = Join-Path $script:StateDir "project.txt"
  $proj = if (Test-Path $pf) { "[" + (Get-Content $pf -TotalCount 1) + "]" } else { "" }
  $port = [System.IO.Ports.SerialPort]::GetPortNames() | Select-Object -Last 1
  $com = if ($port) { "[$port]" } else { "" }
  "$bat $proj $com $($executionContext.SessionState.Path.CurrentLocation)> "
}
