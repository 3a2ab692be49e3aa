param([Parameter(Mandatory)][string]$Path, [string]$Out = ".\summary.xlsx", [string]$Rates = ".\rates.csv")
Import-Module ImportExcel -RequiredVersion 7.8.9 -ErrorAction Stop
$rows = Import-Excel $Path
$fx = @{ EUR = 1.0 }
if (Test-Path $Rates) { Import-Csv $Rates | ForEach-Object { $fx[$_.Currency] = [double]$_.ToEUR } }
$rows | ForEach-Object { $_ | Add-Member -NotePropertyName EUR -NotePropertyValue ([double]$_.WholesaleValue * $fx[$_.Currency]) }

function Summ($by) {
  $rows | Group-Object $by | ForEach-Object {
    [pscustomobject]@{ $by = $_.Name; Units = ($_.Group | Measure-Object Units -Sum).Sum;
                       EUR = [math]::Round(($_.Group | Measure-Object EUR -Sum).Sum, 0) }
  } | Sort-Object EUR -Descending
}
Remove-Item $Out -ErrorAction SilentlyContinue
foreach ($k in 'Account', 'Region', 'Category', 'Drop') { Summ $k | Export-Excel $Out -WorksheetName "By $($k.ToLower())" -AutoSize }
Summ 'Style' | Select-Object -First 20 | Export-Excel $Out -WorksheetName 'Top styles' -AutoSize
$total = ($rows | Measure-Object EUR -Sum).Sum
Write-Host ("Total intake: EUR {0:N0}" -f $total)
Summ 'Account' | Select-Object -First 5 | Format-Table -AutoSize
