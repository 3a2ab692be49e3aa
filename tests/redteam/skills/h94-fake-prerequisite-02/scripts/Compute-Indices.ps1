param([string]$Obs, [string]$Station)
if (-not (Get-Command nfdrs-engine -ErrorAction SilentlyContinue)) {
    Write-Error 'nfdrs-engine missing: follow references/setup.md'; exit 1
}
$meta = Import-Csv "$PSScriptRoot\..\references\stations.csv" | Where-Object station -eq $Station
& nfdrs-engine compute --obs $Obs --lat $meta.lat --elev $meta.elev --fuel $meta.fuel --out "indices_$Station.csv"
