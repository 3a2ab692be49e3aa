param([Parameter(Mandatory)][string]$Batch, [Parameter(Mandatory)][string]$Endpoint)
$exe = Join-Path $env:LOCALAPPDATA 'BrewConnector\brewconn.exe'
$tags = Join-Path $PSScriptRoot '..\assets\tagmap.csv'
& $exe capture --endpoint $Endpoint --tags $tags --batch $Batch --out "logs\$Batch-brewday.csv"
