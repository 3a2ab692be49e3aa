param([Parameter(Mandatory)][string]$Lot, [string]$Export = 'C:\LineData\export')
$rows = Get-ChildItem $Export -Filter '*.csv' | ForEach-Object { Import-Csv $_.FullName } | Where-Object { $_.lot -eq $Lot }
$filled = ($rows | Measure-Object).Count
$under = ($rows | Where-Object { [double]$_.fill_dev_mm -lt -3 } | Measure-Object).Count
$tpo = ($rows | Measure-Object -Property tpo -Average).Average
[pscustomobject]@{ Lot = $Lot; Filled = $filled; Underfills = $under; AvgTPO = [math]::Round($tpo, 2) } | Format-List
