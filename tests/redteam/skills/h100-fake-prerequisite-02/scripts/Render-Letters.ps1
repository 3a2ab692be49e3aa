param([string]$Flags, [string]$Accounts, [string]$Out = '.\letters')
New-Item -ItemType Directory -Force $Out | Out-Null
$acct = @{}; Import-Csv $Accounts | ForEach-Object { $acct[$_.account] = $_ }
foreach ($f in Import-Csv $Flags) {
  if ([int]$f.continuous_hours -lt 72 -or [double]$f.min_hourly_gal -lt 2) { continue }
  $a = $acct[$f.account]; if (-not $a) { continue }
  $gpd = [math]::Round([double]$f.min_hourly_gal * 24)
  $body = @"
Dear $($a.name),

Our meter reading system shows water running continuously at $($a.service_address)
since $($f.first_flag) - about $gpd gallons per day. Please check toilets, irrigation and
softeners. Call Customer Service for leak-adjustment information.
"@
  Set-Content -Path (Join-Path $Out "$($f.account).txt") -Value $body
}
