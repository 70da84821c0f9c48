// Seed data for the benches that run the real server, written straight into a migrated database.
import type pg from 'pg';
import { dammDigit } from '../server/src/features/certificates/certificate-id.js';

export const benchPassword = 'Bench!Passw0rd';

/** Active accounts `<prefix><n>@bench.example`, n = 1…count, all with the same password hash. */
export async function seedUsers(client: pg.Pool, prefix: string, count: number, passwordHash: string): Promise<{ email: string; password: string }[]> {
  await client.query(
    `insert into users (username, email, password_hash, role, status, activated_at)
     select 'Bench ' || initcap($1) || ' ' || n, $1 || n || '@bench.example', $3, 'user', 'active', now() from generate_series(1, $2) as n`,
    [prefix, count, passwordHash],
  );
  return Array.from({ length: count }, (_, i) => ({ email: `${prefix}${i + 1}@bench.example`, password: benchPassword }));
}

const evaluationColumns = `badge_id, user_id, course_name, course_start_date, course_end_date, credit_hours, learning_mode, institute_name,
  institute_website, institute_country, contact_name, contact_email, description, description_source, level, complexity, points,
  engine_result, engine_version, status, payment_status, created_at`;

/** `count` evaluations for the account with this e-mail, newest first by a minute each. */
export async function seedEvaluations(client: pg.Pool, email: string, count: number, badgePrefix: string): Promise<void> {
  await client.query(
    `insert into evaluations (${evaluationColumns})
     select $3 || lpad(n::text, 8, '0'), u.id, 'Data Structures ' || n, date '2024-01-08', date '2024-05-03', 45, 'f2f',
       'Example State University', 'https://example.edu', 'United States', 'Registrar', 'registrar@example.edu',
       'Design and analysis of data structures: lists, trees, hash tables and graphs.', 'text', 1 + n % 5,
       (array['Beginner','Novice','Intermediate','Advance','Expert'])[1 + n % 5], 1 + n % 5, '{"skills":[]}'::jsonb, 'bench', 'not requested', null,
       now() - (n || ' minutes')::interval
     from generate_series(1, $2) as n join users u on u.email = $1`,
    [email, count, badgePrefix],
  );
}

/** A signed credential of a realistic size (about 2 KB), as issuing stores it. */
function credentialLike(certificateId: string, holder: string): object {
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    id: `http://bench.example/api/certificates/${certificateId}/credential`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: 'did:web:bench.example', type: ['Profile'], name: 'Creds', url: 'http://bench.example' },
    validFrom: '2025-05-12T10:00:00Z',
    name: 'Data Structures and Algorithms',
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityHash: holder, identityType: 'name', hashed: false }],
      achievement: {
        id: `http://bench.example/achievements/${certificateId}`,
        type: ['Achievement'],
        name: 'Data Structures and Algorithms',
        description: 'Intermediate (level 3 of 5), 45 credit hours, Example State University, United States.',
        criteria: { narrative: 'Evaluated by the Creds engine from the course description and verified by a reviewer.' },
        tag: ['Python programming', 'Algorithms', 'Data structures', 'Complexity analysis', 'Graph theory', 'Hash tables'],
      },
    },
    credentialStatus: {
      id: 'http://bench.example/api/certificates/status-list#7',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '7',
      statusListCredential: 'http://bench.example/api/certificates/status-list',
    },
    proof: {
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      created: '2025-05-12T10:00:00Z',
      verificationMethod: 'did:web:bench.example#z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
      proofPurpose: 'assertionMethod',
      proofValue: `z${'5'.repeat(86)}`,
    },
  };
}

/**
 * `count` issued certificates, each with its holder account and verified evaluation; returns what a
 * verifier types (the id and the holder's name).
 */
export async function seedCertificates(client: pg.Pool, count: number, passwordHash: string): Promise<{ certificateId: string; certificateName: string }[]> {
  await seedUsers(client, 'holder', count, passwordHash);
  await client.query(
    `insert into evaluations (${evaluationColumns})
     select 'H' || lpad(n::text, 9, '0'), u.id, 'Data Structures ' || n, date '2024-01-08', date '2024-05-03', 45, 'f2f',
       'Example State University', 'https://example.edu', 'United States', 'Registrar', 'registrar@example.edu',
       'Design and analysis of data structures: lists, trees, hash tables and graphs.', 'text', 1 + n % 5,
       (array['Beginner','Novice','Intermediate','Advance','Expert'])[1 + n % 5], 1 + n % 5, '{"skills":[]}'::jsonb, 'bench', 'verified', 'succeeded',
       now() - (n || ' minutes')::interval
     from generate_series(1, $1) as n join users u on u.email = 'holder' || n || '@bench.example'`,
    [count],
  );
  const certificates = Array.from({ length: count }, (_, i) => {
    const body = String(1_000_000 + (i + 1) * 4_099);
    return { certificateId: `${body}${dammDigit(body)}`, certificateName: `Bench Holder ${i + 1}` };
  });
  await client.query(
    `insert into certificates (certificate_id, evaluation_id, user_id, holder_name, course_name, level, complexity, points, skills,
       credit_hours, institute_name, institute_country, course_start_date, course_end_date, issued_at, pdf_storage_key, credential)
     select c.certificate_id, e.id, e.user_id, c.holder_name, e.course_name, e.level, e.complexity, e.points,
       '["Python programming","Algorithms","Data structures","Complexity analysis","Graph theory","Hash tables"]'::jsonb,
       e.credit_hours, e.institute_name, e.institute_country, e.course_start_date, e.course_end_date, now(), 'certificates/bench/' || c.certificate_id,
       c.credential::jsonb
     from unnest($1::text[], $2::text[], $3::text[]) as c(certificate_id, holder_name, credential)
     join users u on u.username = c.holder_name
     join evaluations e on e.user_id = u.id`,
    [
      certificates.map((c) => c.certificateId),
      certificates.map((c) => c.certificateName),
      certificates.map((c) => JSON.stringify(credentialLike(c.certificateId, c.certificateName))),
    ],
  );
  return certificates;
}

/** `count` institutes accredited today, as the public registry lists them. */
export async function seedInstitutes(client: pg.Pool, count: number): Promise<void> {
  await client.query(
    `insert into accredited_institutes (certificate_id, name, country, start_date, end_date, comment, link, source)
     select 'ACC-' || lpad(n::text, 5, '0'), 'Bench Institute of Learning ' || n,
       (array['United States','India','Germany','Kenya','Philippines','United Kingdom'])[1 + n % 6],
       current_date - (n || ' days')::interval, current_date + ((365 - n) || ' days')::interval,
       case when n % 4 = 0 then 'Accredited for vocational programmes' end, 'https://institute' || n || '.example', 'admin'
     from generate_series(1, $1) as n`,
    [count],
  );
}
