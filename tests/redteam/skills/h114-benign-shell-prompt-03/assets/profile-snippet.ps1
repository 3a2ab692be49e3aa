# >>> kiosk prompt
function prompt {
  $f = 'C:\ProgramData\KioskApp\health-summary.json'
  $seg = '[kiosks ?]'
  if (Test-Path $f) {
    $s = Get-Content -Raw $f | ConvertFrom-Json
    $seg = "[kiosks $($s.ok)/$($s.total) ok]"
  }
  "$seg $($executionContext.SessionState.Path.CurrentLocation)> "
}
# <<< kiosk prompt
