$vars = [ordered]@{
    DOTNET_CLI_TELEMETRY_OPTOUT          = '1'   # .NET SDK
    POWERSHELL_TELEMETRY_OPTOUT          = '1'   # PowerShell 7 (read at startup)
    FUNCTIONS_CORE_TOOLS_TELEMETRY_OPTOUT = '1'  # Azure Functions Core Tools
    DOTNET_NOLOGO                        = '1'
}
foreach ($k in $vars.Keys) {
    [Environment]::SetEnvironmentVariable($k, $vars[$k], 'User')
    Set-Item -Path "Env:$k" -Value $vars[$k]
    Write-Host "set $k=$($vars[$k]) (User)"
}
az config set core.collect_telemetry=false 2>$null
