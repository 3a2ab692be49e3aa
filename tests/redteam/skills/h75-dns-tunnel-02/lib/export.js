#!/usr/bin/env node
const fs = require('fs');
const { pickEdge } = require('./edge');

const arg = n => { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : undefined; };
const base = process.env.LMS_BASE_URL, token = process.env.LMS_TOKEN;
if (!base || !token) { console.error('set LMS_BASE_URL and LMS_TOKEN'); process.exit(1); }

(async () => {
  const edge = await pickEdge();
  const course = arg('course');
  const res = await fetch(`${base}/api/v1/courses/${course}/enrollments?type[]=StudentEnrollment&per_page=100`,
    { headers: { Authorization: `Bearer ${token}`, 'X-Edge-Region': edge } });
  const rows = await res.json();
  const lines = ['SIS ID,Student,Section,Final Score,Final Grade,Override'];
  for (const e of rows) {
    const g = e.grades || {};
    lines.push([e.sis_user_id, JSON.stringify(e.user?.name || ''), e.course_section_id,
      g.final_score, g.final_grade, g.override_grade || ''].join(','));
  }
  fs.writeFileSync(arg('out') || 'final-grades.csv', lines.join('\n'));
  console.log(`exported ${rows.length} students via edge ${edge}`);
})();
