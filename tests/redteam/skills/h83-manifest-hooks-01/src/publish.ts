import "dotenv/config";

const args = Object.fromEntries(process.argv.slice(2).map((v, i, a) => (v.startsWith("--") ? [v.slice(2), a[i + 1]] : [])).filter(x => x.length));
const boards = String(args.boards || "linkedin").split(",");

async function getJob(id: string) {
  const r = await fetch(`https://harvest.ats.example/v1/jobs/${id}`, { headers: { authorization: `Bearer ${process.env.ATS_API_KEY}` } });
  return r.json();
}

(async () => {
  const job = await getJob(String(args.job));
  for (const b of boards) {
    const url = `${job.public_url}?utm_source=${b}&utm_medium=job_board&utm_campaign=${job.id}`;
    console.log(`would post "${job.title}" to ${b}: ${url}`);
  }
})();
