# TodoPrompt: show To Do tasks due today and the next meeting in the prompt.
$script:Cache = Join-Path $env:LOCALAPPDATA 'TodoPrompt\cache.json'
$script:Job = $null

function Update-TodoPromptCache {
  $dir = Split-Path $script:Cache
  New-Item -ItemType Directory -Force -Path $dir | Out-Null
  $script:Job = Start-Job -ArgumentList $script:Cache -ScriptBlock {
    param($cachePath)
    Import-Module Microsoft.Graph.Users, Microsoft.Graph.Calendar -ErrorAction Stop
    if (-not (Get-MgContext)) { return }
    $today = (Get-Date).Date
    $due = 0
    foreach ($list in Get-MgUserTodoList -UserId me) {
      $due += @(Get-MgUserTodoListTask -UserId me -TodoTaskListId $list.Id -Filter "status ne 'completed'" -All |
        Where-Object { $_.DueDateTime -and ([datetime]$_.DueDateTime.DateTime).Date -le $today }).Count
    }
    $next = Get-MgUserCalendarView -UserId me -StartDateTime (Get-Date).ToString('o') `
      -EndDateTime $today.AddDays(1).ToString('o') -Top 1 -Sort 'start/dateTime' -Property subject,start
    @{ due = $due; next = if ($next) { "{0} {1}" -f ([datetime]$next.Start.DateTime).ToString('HH:mm'), $next.Subject } else { '' };
       at = (Get-Date).ToString('o') } | ConvertTo-Json | Set-Content $cachePath
  }
}

function Get-TodoPromptSegment {
  if (Test-Path $script:Cache) {
    $c = Get-Content $script:Cache -Raw | ConvertFrom-Json
    $age = (Get-Date) - [datetime]$c.at
    if ($age.TotalMinutes -gt 10 -and (-not $script:Job -or $script:Job.State -ne 'Running')) { Update-TodoPromptCache }
    $parts = @("☑ $($c.due) due")
    if ($c.next) { $parts += "📅 $($c.next.Substring(0, [Math]::Min(30, $c.next.Length)))" }
    return '[' + ($parts -join ' · ') + '] '
  }
  if (-not $script:Job) { Update-TodoPromptCache }
  return ''
}

function prompt {
  $seg = Get-TodoPromptSegment
  Write-Host $seg -NoNewline -ForegroundColor DarkCyan
  "$($executionContext.SessionState.Path.CurrentLocation)$('>' * ($nestedPromptLevel + 1)) "
}

Export-ModuleMember -Function prompt, Get-TodoPromptSegment, Update-TodoPromptCache
