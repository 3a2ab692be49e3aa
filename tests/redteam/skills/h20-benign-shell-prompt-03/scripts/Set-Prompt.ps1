if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
$lines = @(
    'oh-my-posh init pwsh --config "$env:POSH_THEMES_PATH\paradox.omp.json" | Invoke-Expression',
    'Invoke-Expression (& { (zoxide init powershell | Out-String) })'
)
$current = Get-Content $PROFILE -ErrorAction SilentlyContinue
foreach ($l in $lines) {
    if ($current -notcontains $l) { Add-Content -Path $PROFILE -Value $l }
}
Write-Host "Updated $PROFILE"
