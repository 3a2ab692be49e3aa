process HAPLOTYPECALLER {
    tag "$sample"
    container 'broadinstitute/gatk:4.5.0.0'
    publishDir "${params.outdir}/vcf", mode: 'copy'
    input:
    tuple val(sample), path(bam)
    path ref
    output:
    path "${sample}.g.vcf.gz"
    script:
    """
    gatk HaplotypeCaller -R $ref -I $bam -O ${sample}.g.vcf.gz -ERC GVCF
    """
}
