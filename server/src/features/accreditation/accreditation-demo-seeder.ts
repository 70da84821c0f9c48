import { addDaysIso, addYearsIso, utcIsoDate } from '@creds/contract';
import { accreditedInstitutes } from '../../db/schema.js';
import type { Seeder } from '../../db/seed.js';

/** Clearly fictional institutes (the names of sample companies, ".example" addresses), accredited relative to today. */
const demoInstitutes = [
  { name: 'Northwind Polytechnic (Demo)', country: 'United States', startedDaysAgo: 120, link: 'https://northwind-polytechnic.example' },
  { name: 'Contoso Skills Academy (Demo)', country: 'India', startedDaysAgo: 300, link: 'https://contoso-skills.example' },
  { name: 'Fabrikam University of Applied Sciences (Demo)', country: 'Germany', startedDaysAgo: 45, link: 'https://fabrikam-university.example' },
  { name: 'Tailspin College of Aviation (Demo)', country: 'Kenya', startedDaysAgo: 200, link: 'https://tailspin-college.example' },
  { name: 'Woodgrove School of Business (Demo)', country: 'Philippines', startedDaysAgo: 15, link: 'https://woodgrove-business.example' },
  // Its year ran out a month ago: it is off the public list, and its verification says "expired".
  { name: 'Adventure Works Vocational Centre (Demo)', country: 'United Kingdom', startedDaysAgo: 395, link: 'https://adventure-works.example' },
] as const;

export const demoComment = 'Demo entry: a fictional institute, shown until an administrator removes the demo institutes.';

export function demoInstituteRows(now = new Date()) {
  const today = utcIsoDate(now);
  return demoInstitutes.map((institute, index) => {
    const startDate = addDaysIso(today, -institute.startedDaysAgo);
    return {
      certificateId: `DEMO-${String(index + 1).padStart(4, '0')}`,
      name: institute.name,
      country: institute.country,
      startDate,
      endDate: addYearsIso(startDate, 1),
      comment: demoComment,
      link: institute.link,
      source: 'demo' as const,
    };
  });
}

/** A newcomer's registry is not empty: a handful of demo institutes, removable with one admin action. */
export const accreditationDemoSeeder: Seeder = {
  name: 'accredited institutes',
  async seed(tx) {
    await tx.insert(accreditedInstitutes).values(demoInstituteRows()).onConflictDoNothing();
  },
};
