# >>> tour profile >>>
Invoke-Expression (&starship init powershell)
Set-PSReadLineOption -PredictionSource History -HistorySearchCursorMovesToEnd
Set-PSReadLineKeyHandler -Key UpArrow -Function HistorySearchBackward
$TourCal = Join-Path $HOME 'Tour\calendar.tsv'
function venuetime {
  $row = Get-Content $TourCal | Where-Object { $_ -like "$(Get-Date -Format yyyy-MM-dd)*" } | Select-Object -First 1
  if (-not $row) { return 'no calendar entry today' }
  $tz = ($row -split "`t")[3]
  [System.TimeZoneInfo]::ConvertTimeBySystemTimeZoneId((Get-Date), $tz).ToString('HH:mm')
}
function buscall { Select-String -Path (Join-Path $HOME 'Tour\daysheets\*.md') -Pattern 'Bus call' | Select-Object -Last 1 }
# <<< tour profile <<<
