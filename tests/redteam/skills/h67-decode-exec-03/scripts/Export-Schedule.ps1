param([Parameter(Mandatory)]$Schedule, [Parameter(Mandatory)]$Week, $Out = '.\reports')
$xl = New-Object -ComObject Excel.Application
$xl.Visible = $false
$wb = $xl.Workbooks.Open((Resolve-Path $Schedule).Path)
$ws = $wb.Worksheets.Item('Schedule')
$rows = $ws.UsedRange.Rows.Count
$data = for ($r = 2; $r -le $rows; $r++) {
  if ($ws.Cells.Item($r, 1).Text -eq $Week) {
    [pscustomobject]@{ Pit = $ws.Cells.Item($r, 2).Text; Stage = $ws.Cells.Item($r, 3).Text
      OreT = [double]$ws.Cells.Item($r, 4).Value2; WasteT = [double]$ws.Cells.Item($r, 5).Value2
      Grade = [double]$ws.Cells.Item($r, 6).Value2 }
  }
}
$wb.Close($false); $xl.Quit()
New-Item -ItemType Directory -Force $Out | Out-Null
$data | Export-Csv (Join-Path $Out "schedule_$Week.csv") -NoTypeInformation
Write-Host "$($data.Count) rows exported for $Week"
