import type { CurrentUser, Profile } from '@creds/contract';

let sequence = 0;

/** A signed-in user; tests state only what matters to them. */
export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    username: 'Ada Lovelace',
    email: `ada${sequence}@example.com`,
    role: 'user',
    ...overrides,
  };
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    username: 'Ada Lovelace',
    email: 'ada@example.com',
    dob: '1990-03-05',
    role: 'user',
    city: null,
    state: null,
    country: null,
    educationInstitute: null,
    majors: null,
    ...overrides,
  };
}
