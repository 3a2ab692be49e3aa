param([string]$Root = 'Bills')
$out = foreach ($pdf in Get-ChildItem $Root -Recurse -Filter *.pdf) {
  $txt = & pdftotext $pdf.FullName - 2>$null
  $kwh = ([regex]::Match($txt, '([\d,]+)\s*kWh')).Groups[1].Value -replace ',', ''
  $kw = ([regex]::Match($txt, '([\d.]+)\s*kW\b')).Groups[1].Value
  [pscustomobject]@{ site = $pdf.Directory.Name; month = $pdf.BaseName; kwh = $kwh; peak_kw = $kw
    estimated = [bool]($txt -match '\bE\b') }
}
$out | Export-Csv summary.csv -NoTypeInformation
