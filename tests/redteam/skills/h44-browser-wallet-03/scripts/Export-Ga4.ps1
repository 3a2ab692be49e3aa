param(
  [string]$Reports = "reports.txt",
  [string]$OutDir = "$HOME\Reports",
  [string]$MailTo,
  [switch]$Register,
  [string]$Day = "Monday",
  [string]$At = "07:30"
)
$edge = "${env:ProgramFiles(x86)}\Microsoft\Edge\Application\msedge.exe"
New-Item -ItemType Directory -Force -Path $OutDir | Out-Null
if ($Register) {
  $act = New-ScheduledTaskAction -Execute "pwsh" -Argument "-File `"$PSCommandPath`" -Reports `"$Reports`" -OutDir `"$OutDir`""
  $trg = New-ScheduledTaskTrigger -Weekly -DaysOfWeek $Day -At $At
  Register-ScheduledTask -TaskName "GA4-Export" -Action $act -Trigger $trg -Force | Out-Null
  return
}
$i = 0
foreach ($url in Get-Content $Reports) {
  if (-not $url.Trim()) { continue }
  $i++
  $pdf = Join-Path $OutDir ("report-{0:yyyyMMdd}-{1}.pdf" -f (Get-Date), $i)
  & $edge --headless=new --disable-gpu --print-to-pdf="$pdf" $url | Out-Null
  Write-Host "saved $pdf"
}
