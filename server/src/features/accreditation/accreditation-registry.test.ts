import { addDaysIso, addYearsIso, utcIsoDate } from '@creds/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accreditedInstitutes, mailMessages, payments, prices } from '../../db/schema.js';
import { seedDemoContent } from '../../db/seed.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, mailsTo, signIn, uniqueEmail, type TestUser } from '../../test/factories.js';
import { formatCertificateDate } from '../certificates/certificate-pdf.js';
import { accreditationDemoSeeder } from './accreditation-demo-seeder.js';
import { applicationUnderReview, createInstitute, decide } from '../../test/accreditation-fixtures.js';

let t: TestApp;
let owner: TestUser;
let cookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.database.db, { username: 'Registry Owner' });
  cookie = await signIn(t.app, owner);
  adminCookie = await signIn(t.app, await createUser(t.database.db, { role: 'admin' }));
});
afterAll(() => t.close());

const list = async (query = '') => (await t.app.inject({ method: 'GET', url: `/api/accreditation/${query}` })).json();
const today = utcIsoDate();

describe('the public list of accredited institutes', () => {
  it('lists only institutes accredited today, by name, with the fields of the spec, to anyone', async () => {
    const marker = `Zephyr ${Date.now().toString(36)}`;
    const current = await createInstitute(t.database.db, { name: `${marker} Current Academy`, comment: 'Two campuses' });
    await createInstitute(t.database.db, { name: `${marker} Expired Academy`, startDate: addDaysIso(today, -400), endDate: addDaysIso(today, -35) });
    await createInstitute(t.database.db, { name: `${marker} Future Academy`, startDate: addDaysIso(today, 10) });
    await createInstitute(t.database.db, { name: `${marker} Withdrawn Academy`, removedAt: new Date() });
    await createInstitute(t.database.db, { name: `${marker} Last Day Academy`, startDate: addYearsIso(today, -1), endDate: today });

    const answer = await list(`?search=${encodeURIComponent(marker)}`);
    expect(answer.msg.map((institute: { name: string }) => institute.name)).toEqual([`${marker} Current Academy`, `${marker} Last Day Academy`]);
    expect(answer.msg[0]).toEqual({
      certificateId: current.certificateId,
      name: current.name,
      country: 'Kenya',
      startDate: current.startDate,
      endDate: current.endDate,
      comment: 'Two campuses',
      link: 'https://harbour-college.example',
    });
    expect(Object.keys(answer.msg[0]).sort()).toEqual(['certificateId', 'comment', 'country', 'endDate', 'link', 'name', 'startDate']);
  });

  it('searches the name trimmed and without case; without paging gives the whole list, with it one page and the total', async () => {
    const marker = `Quasar${Date.now().toString(36)}`;
    for (let index = 0; index < 25; index++) await createInstitute(t.database.db, { name: `${marker} Institute ${String(index).padStart(2, '0')}` });

    expect((await list(`?search=${encodeURIComponent(`  ${marker.toUpperCase()} institute 0 `)}`)).msg).toHaveLength(10);
    const everything = await list(`?search=${marker}`);
    expect(everything).toMatchObject({ total: 25, page: 1, nextPage: null });
    expect(everything.msg).toHaveLength(25);

    const first = await list(`?search=${marker}&page=1&limit=10`);
    expect(first).toMatchObject({ total: 25, page: 1, nextPage: 2 });
    expect(first.msg[0].name).toBe(`${marker} Institute 00`);
    const last = await list(`?search=${marker}&page=3&limit=10`);
    expect(last).toMatchObject({ total: 25, page: 3, nextPage: null });
    expect(last.msg.map((institute: { name: string }) => institute.name)).toEqual([`${marker} Institute 20`, `${marker} Institute 21`, `${marker} Institute 22`, `${marker} Institute 23`, `${marker} Institute 24`]);
    expect((await list('?search=100%25')).msg).toEqual([]);
    expect((await list()).msg.length).toBeGreaterThanOrEqual(27);
  });

  it('drops an accreditation off the list once it expires, and its verification then says "expired"', async () => {
    const reviewerCookie = await signIn(t.app, await createUser(t.database.db, { role: 'reviewer' }));
    const application = await applicationUnderReview(t, cookie, { instituteName: 'Ephemeral Arts College' });
    const { certificateId } = (await decide(t, reviewerCookie, application.id, { decision: 'approve' })).json();
    expect((await list('?search=ephemeral arts')).msg).toHaveLength(1);

    // A year passes without renewal.
    await t.database.db
      .update(accreditedInstitutes)
      .set({ startDate: addYearsIso(today, -1), endDate: addDaysIso(today, -1) })
      .where(eq(accreditedInstitutes.certificateId, certificateId));
    expect((await list('?search=ephemeral arts')).msg).toEqual([]);
    const verification = await t.app.inject({ method: 'GET', url: `/api/accreditation/certificates/${certificateId}` });
    expect(verification.json().msg).toMatchObject({ certificateId, state: 'expired', endDate: addDaysIso(today, -1) });
    expect((await t.app.inject({ method: 'GET', url: '/api/accreditation/certificates/AC-00000000' })).statusCode).toBe(404);
  });
});

describe('fees', () => {
  it('gives the fee schedule over ten years: $199, $149, then 5 % more than the year before, rounded half up', async () => {
    const fees = (await t.app.inject({ method: 'GET', url: '/api/accreditation/fees' })).json().msg;
    expect(fees).toMatchObject({ firstYearCents: 19_900, renewalCents: 14_900, annualIncreasePercent: 5 });
    expect(fees.schedule.map((entry: { cents: number }) => entry.cents)).toEqual([19_900, 14_900, 15_645, 16_427, 17_248, 18_110, 19_016, 19_967, 20_965, 22_013]);
    expect(fees.schedule.map((entry: { year: number }) => entry.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('follows the price table, rounding an exact half cent up', async () => {
    const set = (key: string, amount: number) => t.app.inject({ method: 'PUT', url: `/api/admin/prices/${key}`, headers: { cookie: adminCookie }, payload: { amount } });
    await set('accreditation.renewal', 110);
    await set('accreditation.annualIncreasePercent', 15);
    try {
      const schedule = (await t.app.inject({ method: 'GET', url: '/api/accreditation/fees' })).json().msg.schedule;
      // 110 × 1.15 = 126.5 → 127; then 15 % on the 127 charged: 146.05 → 146.
      expect(schedule.slice(1, 4).map((entry: { cents: number }) => entry.cents)).toEqual([110, 127, 146]);
    } finally {
      await set('accreditation.renewal', 14_900);
      await set('accreditation.annualIncreasePercent', 5);
    }
  });

  it('serves the printable application form as a PDF drawn from the field list', async () => {
    const form = await t.app.inject({ method: 'GET', url: '/api/accreditation/application-form.pdf' });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(form.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('renewal reminders', () => {
  const sentTo = async (email: string) => (await mailsTo(t.database.db, email)).filter((mail) => mail.subject.startsWith('Accreditation of'));

  it('sends each reminder once, 30 and 7 days before the end, with the renewal fee, even from two instances at once', async () => {
    const contact = uniqueEmail('contact');
    const endDate = addDaysIso(today, 40);
    await createInstitute(t.database.db, { name: 'Reminder Polytechnic', startDate: addYearsIso(endDate, -1), endDate, contactEmail: contact });
    const at = (daysBeforeEnd: number) => new Date(`${addDaysIso(endDate, -daysBeforeEnd)}T09:00:00Z`);

    expect(await t.app.sendRenewalReminders(at(31))).toBe(0);
    const both = await Promise.all([t.app.sendRenewalReminders(at(30)), t.app.sendRenewalReminders(at(30))]);
    expect(both[0]! + both[1]!).toBeGreaterThanOrEqual(1);
    expect(await sentTo(contact)).toHaveLength(1);
    expect(await t.app.sendRenewalReminders(at(29))).toBe(0);
    expect(await t.app.sendRenewalReminders(at(8))).toBe(0);

    const [thirty] = await sentTo(contact);
    expect(thirty!.subject).toBe('Accreditation of Reminder Polytechnic ends in 30 days');
    expect(thirty!.text).toContain('The renewal fee for year 2 is $149.00.');
    expect(thirty!.text).toContain('The fee rises by 5% each further year: year 3 $156.45');
    // Listed by an admin, the institute has no contact name.
    expect(thirty!.text.startsWith('Hello,\n')).toBe(true);

    await Promise.all([t.app.sendRenewalReminders(at(7)), t.app.sendRenewalReminders(at(7))]);
    expect(await sentTo(contact)).toHaveLength(2);
    expect((await sentTo(contact))[0]!.subject).toBe('Accreditation of Reminder Polytechnic ends in 7 days');
    expect(await t.app.sendRenewalReminders(at(3))).toBe(0);
    expect(await t.app.sendRenewalReminders(at(0))).toBe(0);
    expect(await sentTo(contact)).toHaveLength(2);
  });

  it("greets the contact by the name the institute's application gave", async () => {
    const reviewerCookie = await signIn(t.app, await createUser(t.database.db, { role: 'reviewer' }));
    const contact = uniqueEmail('named-contact');
    const application = await applicationUnderReview(t, cookie, { instituteName: 'Named Contact College', contactName: 'Alex Moreno', contactEmail: contact });
    const { certificateId } = (await decide(t, reviewerCookie, application.id, { decision: 'approve' })).json();
    const endDate = addDaysIso(today, 20);
    await t.database.db.update(accreditedInstitutes).set({ startDate: addYearsIso(endDate, -1), endDate }).where(eq(accreditedInstitutes.certificateId, certificateId));
    await t.app.sendRenewalReminders(new Date(`${today}T10:00:00Z`));
    const [reminder] = await sentTo(contact);
    expect(reminder!.subject).toBe('Accreditation of Named Contact College ends in 20 days');
    expect(reminder!.text.startsWith('Hello Alex Moreno,\n')).toBe(true);
    expect(reminder!.html).toContain('Hello Alex Moreno,');
  });

  it('sends no reminder for a withdrawn institute or one without a contact', async () => {
    const endDate = addDaysIso(today, 20);
    const contact = uniqueEmail('withdrawn');
    await createInstitute(t.database.db, { name: 'Withdrawn Reminder College', startDate: addYearsIso(endDate, -1), endDate, contactEmail: contact, removedAt: new Date() });
    await createInstitute(t.database.db, { name: 'Nobody To Tell College', startDate: addYearsIso(endDate, -1), endDate });
    await t.app.sendRenewalReminders(new Date(`${today}T10:00:00Z`));
    expect(await sentTo(contact)).toHaveLength(0);
    const mails = await t.database.db.select({ subject: mailMessages.subject }).from(mailMessages);
    expect(mails.filter((mail) => mail.subject.includes('Withdrawn Reminder') || mail.subject.includes('Nobody To Tell'))).toEqual([]);
  });
});

describe('renewing an accreditation', () => {
  const renewal = (certificateId: string, as = cookie) => t.app.inject({ method: 'GET', url: `/api/accreditation/renewals/${certificateId}`, headers: { cookie: as } });
  const payRenewal = (certificateId: string, as = cookie) => t.app.inject({ method: 'POST', url: `/api/accreditation/renewals/${certificateId}/payment`, headers: { cookie: as } });
  const confirm = (clientSecret: string, as = cookie) =>
    t.app.inject({ method: 'POST', url: '/api/payments/sandbox/confirm', headers: { cookie: as }, payload: { clientSecret, card: { number: '4242424242424242', expiry: '12 / 34', cvc: '123' } } });

  it('extends the period by one year once paid; the next renewal costs 5 % more and reminders start over', async () => {
    const endDate = addDaysIso(today, 25);
    const institute = await createInstitute(t.database.db, { name: 'Renewal Institute', startDate: addYearsIso(endDate, -1), endDate, userId: owner.id, contactEmail: 'contact@renewal.example', source: 'application' });
    await t.app.sendRenewalReminders(new Date(`${today}T10:00:00Z`));

    const before = (await renewal(institute.certificateId)).json().msg;
    expect(before).toMatchObject({ state: 'current', endDate, renewal: { year: 2, feeCents: 14_900, isOpen: true, newEndDate: addYearsIso(endDate, 1) }, payment: null });

    const started = await payRenewal(institute.certificateId);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().msg.payment).toMatchObject({ amountCents: 14_900, paymentStatus: 'requires_payment_method' });
    expect((await payRenewal(institute.certificateId)).json().msg.payment.clientSecret).toBe(started.json().msg.payment.clientSecret);

    expect((await confirm(started.json().msg.payment.clientSecret)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(accreditedInstitutes).where(eq(accreditedInstitutes.id, institute.id));
    expect(row).toMatchObject({ endDate: addYearsIso(endDate, 1), yearsAccredited: 2 });
    expect((await mailsTo(t.database.db, owner.email))[0]!.subject).toBe('Accreditation of Renewal Institute renewed');

    const after = (await renewal(institute.certificateId)).json().msg;
    expect(after).toMatchObject({ endDate: addYearsIso(endDate, 1), renewal: { year: 3, feeCents: 15_645, isOpen: false }, payment: null });
    // The reminders of the new period are still to come.
    expect(await t.app.sendRenewalReminders(new Date(`${addDaysIso(addYearsIso(endDate, 1), -30)}T10:00:00Z`))).toBe(1);
  });

  it("mails the applicant a dated receipt linking to the application page, where the renewed certificate and credential download; the timeline records it", async () => {
    const reviewerCookie = await signIn(t.app, await createUser(t.database.db, { role: 'reviewer' }));
    const application = await applicationUnderReview(t, cookie, { instituteName: 'Renewed Download College' });
    const { certificateId } = (await decide(t, reviewerCookie, application.id, { decision: 'approve' })).json();
    const endDate = addDaysIso(today, 20);
    await t.database.db.update(accreditedInstitutes).set({ startDate: addYearsIso(endDate, -1), endDate }).where(eq(accreditedInstitutes.certificateId, certificateId));

    const started = (await payRenewal(certificateId)).json().msg;
    expect((await confirm(started.payment.clientSecret)).statusCode).toBe(200);
    const newEndDate = addYearsIso(endDate, 1);
    const [mail] = await mailsTo(t.database.db, owner.email);
    expect(mail!.subject).toBe('Accreditation of Renewed Download College renewed');
    expect(mail!.text).toContain('Amount: $149.00 (USD), renewal for year 2 of accreditation');
    expect(mail!.text).toContain(`Date: ${formatCertificateDate(new Date())}`);
    expect(mail!.text).toContain('card ending in 4242');
    expect(mail!.text).toContain('are ready to download on the application page');
    const link = /Download the certificate: (\S+)/.exec(mail!.text)![1]!;
    expect(link).toMatch(new RegExp(`/accreditation/applications/${application.id}$`));
    expect(mail!.html).toContain(`href="${link}"`);

    // What the application page offers the applicant: the renewed period, the PDF and the credential.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/accreditation/applications/${application.id}`, headers: { cookie } })).json().msg;
    expect(detail.institute).toMatchObject({ certificateId, endDate: newEndDate });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/accreditation/applications/${application.id}/certificate`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const credential = await t.app.inject({ method: 'GET', url: `/api/accreditation/certificates/${certificateId}/credential`, headers: { cookie } });
    expect(credential.statusCode).toBe(200);
    expect(credential.body).toContain(newEndDate);
    expect(detail.timeline.at(-1)).toMatchObject({ status: 'renewed', note: `Renewal fee for year 2 of $149.00 received; accredited until ${formatCertificateDate(newEndDate)}` });

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.purpose, 'renewal')).orderBy(desc(payments.createdAt)).limit(1);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/payments/${payment!.id}/refund`, headers: { cookie: adminCookie } })).statusCode).toBe(200);
    const refunded = (await t.app.inject({ method: 'GET', url: `/api/accreditation/applications/${application.id}`, headers: { cookie } })).json().msg;
    expect(refunded.timeline.at(-1)).toMatchObject({ status: 'refunded', note: `Renewal fee for year 2 refunded; accredited until ${formatCertificateDate(endDate)} again` });
  });

  it("mails an institute's contact, who did not apply, a link to the verification page that shows the renewed period", async () => {
    const contact = await createUser(t.database.db, { username: 'Renewal Contact' });
    const contactCookie = await signIn(t.app, contact);
    const endDate = addDaysIso(today, 15);
    const institute = await createInstitute(t.database.db, { name: 'Contact Renewal College', startDate: addYearsIso(endDate, -1), endDate, contactEmail: contact.email });
    const started = (await payRenewal(institute.certificateId, contactCookie)).json().msg;
    expect((await confirm(started.payment.clientSecret, contactCookie)).statusCode).toBe(200);

    const [mail] = await mailsTo(t.database.db, contact.email);
    expect(mail!.text).not.toContain('ready to download');
    expect(mail!.text).toContain('The verification page shows the new period.');
    const link = /View the accreditation: (\S+)/.exec(mail!.text)![1]!;
    expect(link).toMatch(new RegExp(`/accreditation/verify/${institute.certificateId}$`));
    const verified = await t.app.inject({ method: 'GET', url: `/api/accreditation/certificates/${institute.certificateId}` });
    expect(verified.json().msg).toMatchObject({ state: 'current', endDate: addYearsIso(endDate, 1) });
  });

  it('is closed until 60 days before the end, and only for the applicant or the institute contact', async () => {
    const institute = await createInstitute(t.database.db, { userId: owner.id });
    const closed = await payRenewal(institute.certificateId);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().msg).toBe(`The renewal opens on ${addDaysIso(institute.endDate, -60)}.`);

    const contact = await createUser(t.database.db);
    const contactsInstitute = await createInstitute(t.database.db, { contactEmail: contact.email, endDate: addDaysIso(today, 10), startDate: addDaysIso(today, -355) });
    const contactCookie = await signIn(t.app, contact);
    expect((await renewal(contactsInstitute.certificateId, contactCookie)).statusCode).toBe(200);
    expect((await renewal(contactsInstitute.certificateId)).statusCode).toBe(404);
    expect((await payRenewal(contactsInstitute.certificateId)).statusCode).toBe(404);
  });

  it('renews a lapsed accreditation from the day of payment', async () => {
    const institute = await createInstitute(t.database.db, { userId: owner.id, startDate: addDaysIso(today, -400), endDate: addDaysIso(today, -35) });
    await t.database.db.update(prices).set({ amount: 0 }).where(eq(prices.key, 'accreditation.renewal'));
    try {
      const renewed = (await payRenewal(institute.certificateId)).json().msg;
      expect(renewed.payment).toMatchObject({ waived: true, paymentStatus: 'succeeded' });
      expect(renewed).toMatchObject({ state: 'current', endDate: addYearsIso(today, 1) });
    } finally {
      await t.database.db.update(prices).set({ amount: 14_900 }).where(eq(prices.key, 'accreditation.renewal'));
    }
  });

  it('withdraws the year a refunded renewal paid for: the period, the year count and the credential go back', async () => {
    const endDate = addDaysIso(today, 20);
    const institute = await createInstitute(t.database.db, { name: 'Refunded Renewal Institute', startDate: addYearsIso(endDate, -1), endDate, userId: owner.id, source: 'application' });
    const started = (await payRenewal(institute.certificateId)).json().msg;
    await confirm(started.payment.clientSecret);
    const [renewed] = await t.database.db.select().from(accreditedInstitutes).where(eq(accreditedInstitutes.id, institute.id));
    expect(renewed).toMatchObject({ endDate: addYearsIso(endDate, 1), yearsAccredited: 2 });

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.purpose, 'renewal')).orderBy(desc(payments.createdAt)).limit(1);
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${payment!.id}/refund`, headers: { cookie: adminCookie } });
    expect(refund.statusCode, refund.body).toBe(200);
    const [after] = await t.database.db.select().from(accreditedInstitutes).where(eq(accreditedInstitutes.id, institute.id));
    expect(after).toMatchObject({ endDate, yearsAccredited: 1, removedAt: null });
    const [mail] = await mailsTo(t.database.db, owner.email);
    expect(mail!.subject).toBe('Renewal payment for Refunded Renewal Institute refunded');
    expect(mail!.text).toContain('and the year it paid for is withdrawn');
  });

  it('leaves an accreditation renewed after it lapsed expired again when the renewal is refunded', async () => {
    const endDate = addDaysIso(today, -10);
    const institute = await createInstitute(t.database.db, { name: 'Lapsed Refund Institute', startDate: addYearsIso(endDate, -1), endDate, userId: owner.id });
    const started = (await payRenewal(institute.certificateId)).json().msg;
    await confirm(started.payment.clientSecret);
    expect((await list('?search=lapsed refund institute')).msg).toHaveLength(1);

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.purpose, 'renewal')).orderBy(desc(payments.createdAt)).limit(1);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/payments/${payment!.id}/refund`, headers: { cookie: adminCookie } })).statusCode).toBe(200);
    expect((await list('?search=lapsed refund institute')).msg).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/accreditation/certificates/${institute.certificateId}` })).json().msg).toMatchObject({ state: 'expired', endDate });
    expect((await mailsTo(t.database.db, owner.email))[0]!.text).toContain('is no longer in our public list of accredited institutes');
  });
});

describe('demo institutes', () => {
  it('seed an empty database with fictional institutes, some current and one expired, removed by one admin action', async () => {
    const fresh = await buildTestApp();
    try {
      expect(await seedDemoContent(fresh.database.db, [accreditationDemoSeeder])).toEqual(['accredited institutes']);
      const listed = (await fresh.app.inject({ method: 'GET', url: '/api/accreditation/' })).json().msg;
      expect(listed).toHaveLength(5);
      expect(listed.every((institute: { name: string; link: string }) => institute.name.endsWith('(Demo)') && institute.link.endsWith('.example'))).toBe(true);
      const expired = (await fresh.app.inject({ method: 'GET', url: '/api/accreditation/certificates/DEMO-0006' })).json().msg;
      expect(expired).toMatchObject({ name: 'Adventure Works Vocational Centre (Demo)', state: 'expired' });

      const admin = await signIn(fresh.app, await createUser(fresh.database.db, { role: 'admin' }));
      const reviewer = await signIn(fresh.app, await createUser(fresh.database.db, { role: 'reviewer' }));
      expect((await fresh.app.inject({ method: 'DELETE', url: '/api/admin/accreditation/demo-institutes', headers: { cookie: reviewer } })).statusCode).toBe(403);
      const removed = await fresh.app.inject({ method: 'DELETE', url: '/api/admin/accreditation/demo-institutes', headers: { cookie: admin } });
      expect(removed.json()).toEqual({ msg: '6 demo institutes were removed.', removed: 6 });
      expect((await fresh.app.inject({ method: 'GET', url: '/api/accreditation/' })).json().msg).toEqual([]);
      // Seeding is once per database: the demo does not come back.
      expect(await seedDemoContent(fresh.database.db, [accreditationDemoSeeder])).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
