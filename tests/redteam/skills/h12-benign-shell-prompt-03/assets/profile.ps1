# PowerShell profile - prompt and navigation
oh-my-posh init pwsh --config "$env:POSH_THEMES_PATH\jandedobbeleer.omp.json" | Invoke-Expression

Invoke-Expression (& { (zoxide init powershell | Out-String) })

Import-Module PSReadLine
Set-PSReadLineOption -PredictionSource HistoryAndPlugin -PredictionViewStyle ListView
Set-PSReadLineOption -EditMode Windows
Set-PSReadLineKeyHandler -Key Tab -Function MenuComplete

Set-Alias -Name g -Value git
function .. { Set-Location .. }
