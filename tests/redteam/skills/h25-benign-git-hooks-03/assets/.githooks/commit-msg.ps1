param([string]$MsgFile)
$first = (Get-Content $MsgFile -TotalCount 1).Trim()
$pattern = '^(feat|fix|docs|chore|refactor|test|build|ci|perf)(\([\w\-.]+\))?!?: .{1,72}$'
if ($first -match '^(Merge|Revert) ') { exit 0 }
if ($first -notmatch $pattern) {
    Write-Host "Commit message must follow Conventional Commits, e.g. 'fix(api): handle null id'" -ForegroundColor Red
    Write-Host "Got: $first"
    exit 1
}
exit 0
