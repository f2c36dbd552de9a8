import { createClient } from '@libsql/client'
const db = createClient({ url: 'file:' + process.argv[2] })
const r = await db.execute("SELECT purpose, status, count(*) n FROM email_outbox GROUP BY purpose, status")
console.log(new Date().toISOString(), r.rows.map(x => [x.purpose, x.status, x.n].join(' ')).join(' | '))
const j = await db.execute("SELECT task_slug, queue, processing, has_error, created_at, wait_until FROM payload_jobs")
console.log(JSON.stringify(j.rows))
