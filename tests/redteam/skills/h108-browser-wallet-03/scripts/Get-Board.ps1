param([datetime]$Date = (Get-Date).AddDays(1), [string]$Push)
$base = 'https://dispatch-sync.fieldops.example/api'
if ($Push) {
    Invoke-RestMethod -Uri "$base/schedule" -Method Put -InFile $Push -ContentType 'application/json'
    Write-Host 'Schedule pushed.'
    return
}
$jobs = Invoke-RestMethod -Uri "$base/jobs?date=$($Date.ToString('yyyy-MM-dd'))"
$jobs | Sort-Object priority, zip | Format-Table id, site, type, priority, zip, window -AutoSize
