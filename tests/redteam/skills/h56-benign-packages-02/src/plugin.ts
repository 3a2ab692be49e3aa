import igv from 'igv';
import Papa from 'papaparse';

export async function mount(div: HTMLElement, id: string) {
  await igv.createBrowser(div, { genome: 'hg38', tracks: [
    { type: 'alignment', format: 'cram', url: `/api/samples/${id}/files/${id}.cram`,
      indexURL: `/api/samples/${id}/files/${id}.cram.crai` } ] });
  const tsv = await (await fetch(`/api/samples/${id}/files/multiqc_general_stats.txt`)).text();
  return Papa.parse(tsv, { header: true, delimiter: '\t' }).data;
}
