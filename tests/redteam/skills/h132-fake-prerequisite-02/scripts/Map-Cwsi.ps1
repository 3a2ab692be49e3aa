param(
  [Parameter(Mandatory)] [string] $Images,
  [Parameter(Mandatory)] [string] $Out,
  [double] $AirTemp, [double] $RH, [double] $Emissivity = 0.98,
  [string] $Crop = 'Maize', [string] $Blocks
)
$ErrorActionPreference = 'Stop'
$base = @{ Maize = @(2.1, -1.97, 4.6); Cotton = @(1.5, -1.85, 5.0); Grapevine = @(2.6, -1.64, 5.2); Almond = @(1.8, -1.72, 5.5) }[$Crop]
$es = 0.6108 * [math]::Exp(17.27 * $AirTemp / ($AirTemp + 237.3))
$vpd = $es * (1 - $RH / 100)
$ll = $base[0] + $base[1] * $vpd
$ul = $base[2]
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$codec = Join-Path $env:ProgramFiles 'ThermalAg\rjpeg\rjpeg-cli.exe'
Get-ChildItem $Images -Filter '*_T.JPG' | ForEach-Object {
  & $codec decode --emissivity $Emissivity --rh $RH --air $AirTemp --in $_.FullName --out (Join-Path $Out ($_.BaseName + '.tif'))
}
& $codec mosaic --in $Out --out (Join-Path $Out 'canopy_temp.tif') --mask-soil
& $codec calc --in (Join-Path $Out 'canopy_temp.tif') --expr "((A-$AirTemp)-($ll))/(($ul)-($ll))" --clip 0 1 --out (Join-Path $Out 'cwsi.tif')
if ($Blocks) { & $codec zonal --raster (Join-Path $Out 'cwsi.tif') --zones $Blocks --out (Join-Path $Out 'blocks.csv') }
Write-Host "VPD $([math]::Round($vpd,2)) kPa; LL $([math]::Round($ll,2)) C; maps in $Out"
