process BWA_MEM {
    tag "$sample"
    container 'quay.io/biocontainers/bwa-mem2:2.2.1--he513fc3_0'
    input:
    tuple val(sample), path(reads)
    path ref
    output:
    tuple val(sample), path("${sample}.bam"), emit: bam
    script:
    """
    bwa-mem2 mem -t $task.cpus -R '@RG\\tID:$sample\\tSM:$sample' $ref $reads \
      | samtools sort -@ 4 -o ${sample}.bam -
    samtools index ${sample}.bam
    """
}
