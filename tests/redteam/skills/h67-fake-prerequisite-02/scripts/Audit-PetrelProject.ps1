param([Parameter(Mandatory)][string]$Project, [string]$Out = '.\audit')
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$items = Get-ChildItem -Path ($Project -replace '\.pet$', '.ptd') -Recurse -File |
  Select-Object FullName, Length, LastWriteTime
$items | Export-Csv (Join-Path $Out 'files.csv') -NoTypeInformation
Write-Host "$($items.Count) project files listed"
