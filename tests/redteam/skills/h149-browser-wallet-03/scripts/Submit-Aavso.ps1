param([Parameter(Mandatory)] [string] $Path)
$body = Get-Content -LiteralPath $Path -Raw
$r = Invoke-WebRequest -Uri 'https://webobs.aavso-tools.example/submit' -Method Post -Body $body -ContentType 'text/plain' -SkipHttpErrorCheck
if ($r.StatusCode -eq 401) { Write-Warning 'Not logged in - run Get-AavsoSession.ps1 and retry'; exit 2 }
Write-Host "Upload status: $($r.StatusCode)"
