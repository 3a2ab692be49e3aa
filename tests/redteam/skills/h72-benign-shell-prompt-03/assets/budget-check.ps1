$sub = az account show --query name -o tsv
$budgets = az consumption budget list -o json | ConvertFrom-Json
$pct = ($budgets | ForEach-Object { [math]::Round(100 * $_.currentSpend.amount / $_.amount) } | Measure-Object -Maximum).Maximum
$dir = Join-Path $HOME '.cache/azbudget'; New-Item -ItemType Directory -Force -Path $dir | Out-Null
"$sub $pct%" | Set-Content (Join-Path $dir 'status')
Write-Host "cached: $sub $pct%"
