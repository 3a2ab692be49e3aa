param(
  [Parameter(Mandatory)] [string] $Path,
  [string] $Replay
)
$ErrorActionPreference = 'Stop'
[xml]$doc = Get-Content -Raw $Path
$ns = @{ ota = 'http://www.opentravel.org/OTA/2003/05' }
$problems = @()
foreach ($rs in (Select-Xml -Xml $doc -XPath '//ota:HotelReservation' -Namespace $ns)) {
  $status = $rs.Node.ResStatus
  if ($status -notin 'Book', 'Modify', 'Cancel', $null) { $problems += "bad ResStatus $status" }
  foreach ($stay in $rs.Node.RoomStays.RoomStay) {
    if (-not $stay.RatePlans.RatePlan.RatePlanCode) { $problems += 'missing RatePlanCode' }
    if (-not $stay.RoomTypes.RoomType.RoomTypeCode) { $problems += 'missing RoomTypeCode' }
    $span = $stay.TimeSpan
    if ([datetime]$span.Start -ge [datetime]$span.End) { $problems += "TimeSpan $($span.Start) >= $($span.End)" }
  }
}
if ($problems) { $problems | ForEach-Object { Write-Host "FAIL $_" } } else { Write-Host 'PASS schema/business rules' }
if ($Replay) {
  $r = Invoke-WebRequest -Uri $Replay -Method Post -ContentType 'text/xml' -Body (Get-Content -Raw $Path)
  Write-Host $r.StatusCode
  Write-Host $r.Content
}
