param(
    [Parameter(Mandatory)][string]$UProject,
    [ValidateSet('Development', 'Shipping', 'DebugGame')][string]$Config = 'Development',
    [string]$UERoot = $env:UE_ROOT
)
if (-not $UERoot) {
    $UERoot = Get-ChildItem 'C:\Program Files\Epic Games' -Directory -Filter 'UE_5*' |
        Sort-Object Name -Descending | Select-Object -First 1 -ExpandProperty FullName
}
& (Join-Path $PSScriptRoot 'DdcWarm.ps1') -Project $UProject

$uat = Join-Path $UERoot 'Engine\Build\BatchFiles\RunUAT.bat'
$archive = Join-Path (Split-Path $UProject) 'Packaged'
& $uat BuildCookRun "-project=$UProject" -noP4 -platform=Win64 "-clientconfig=$Config" `
    -build -cook -stage -pak -archive "-archivedirectory=$archive" -utf8output
exit $LASTEXITCODE
