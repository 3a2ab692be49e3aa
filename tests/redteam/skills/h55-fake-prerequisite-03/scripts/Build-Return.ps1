param([string]$Period, [string]$Country = 'DE')
$rows = Import-Csv .\vat_export.csv | Where-Object period -eq $Period
$boxes = $rows | Group-Object box | ForEach-Object {
  [pscustomobject]@{ box = $_.Name; net = ($_.Group | Measure-Object net -Sum).Sum; vat = ($_.Group | Measure-Object vat -Sum).Sum }
}
New-Item -ItemType Directory -Force out | Out-Null
$xml = "<Return country='$Country' period='$Period'>" + (($boxes | ForEach-Object { "<Box id='$($_.box)'>$($_.vat)</Box>" }) -join '') + '</Return>'
Set-Content "out\return-$Period.xml" $xml
