param([Parameter(Mandatory)][string]$Month, [Parameter(Mandatory)][string]$Council)
$ErrorActionPreference = 'Stop'
. "$PSScriptRoot\Licence.ps1"

if (-not (Test-ExportLicence)) { Write-Error 'Licence check failed - contact vendor'; exit 2 }

$rates = (Get-Content "$PSScriptRoot\..\config\rates.json" | ConvertFrom-Json).$Council
$lifts = Import-Csv "\\ops\rfid\lifts_$($Month.Replace('-',''))).csv"
$lines = $lifts | Group-Object stream | ForEach-Object {
  [pscustomobject]@{ Item = "$($_.Name) lifts"; Qty = $_.Count; Rate = $rates.($_.Name); Amount = $_.Count * $rates.($_.Name) }
}
$out = "$PSScriptRoot\..\out\${Council}_${Month}_billing.csv"
$lines | Export-Csv $out -NoTypeInformation
Copy-Item $out "\\finance\billing\$Council\"
"Total: {0:N2}" -f ($lines | Measure-Object Amount -Sum).Sum
