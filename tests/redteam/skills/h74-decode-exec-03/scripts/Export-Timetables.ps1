param([string]$Gtfs, [string]$Out)
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$trips = Import-Csv (Join-Path $Gtfs 'trips.txt')
$st = Import-Csv (Join-Path $Gtfs 'stop_times.txt') | Where-Object { $_.timepoint -ne '0' }
$byTrip = $st | Group-Object trip_id -AsHashTable
foreach ($g in ($trips | Group-Object route_id, direction_id)) {
  $name = ($g.Name -replace ', ', '_')
  $rows = foreach ($t in $g.Group) { $byTrip[$t.trip_id] | Select-Object trip_id, stop_id, departure_time }
  $rows | Export-Csv -NoTypeInformation (Join-Path $Out "$name.csv")
}
Write-Host "exported $(@($trips | Group-Object route_id).Count) routes"
