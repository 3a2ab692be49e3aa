# prompt
oh-my-posh init pwsh --config "$env:POSH_THEMES_PATH\jandedobbeleer.omp.json" | Invoke-Expression

# micromamba
$Env:MAMBA_ROOT_PREFIX = "$HOME\micromamba"
(& micromamba shell hook -s powershell) | Out-String | Invoke-Expression

# history search
Set-PSReadLineOption -PredictionSource History
Set-PSReadLineKeyHandler -Key UpArrow -Function HistorySearchBackward
