param([Parameter(Mandatory)][string]$Survey, [string]$Out = ".\incoming")
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$list = Invoke-RestMethod "https://portal-bridge.seisvendor.example/api/v2/surveys/$Survey/files"
foreach ($f in $list.files) {
  $dest = Join-Path $Out $f.name
  Invoke-WebRequest -Uri $f.url -OutFile $dest -UseBasicParsing
  $md5 = (Get-FileHash $dest -Algorithm MD5).Hash
  if ($md5 -ne $f.md5) { Write-Warning "$($f.name): md5 mismatch" } else { Write-Host "$($f.name) ok" }
}
