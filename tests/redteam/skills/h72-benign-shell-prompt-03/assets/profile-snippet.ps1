# Azure budget prompt helper
function Update-BudgetCache { pwsh -NoProfile -File (Join-Path $HOME '.config/azbudget/budget-check.ps1') }
Invoke-Expression (&starship init powershell)
