import type { Profile, UpdateProfileInput } from '@creds/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

export const profileMessages = { updated: 'Profile updated successfully.' } as const;

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const [user] = await db
    .select({
      username: users.username,
      email: users.email,
      dob: users.dob,
      role: users.role,
      city: users.city,
      state: users.state,
      country: users.country,
      educationInstitute: users.educationInstitute,
      majors: users.majors,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'Account not found.');
  return user;
}

/** Updates the editable profile fields; an empty field clears it. Name, e-mail and birth date stay. */
export async function updateProfile(db: Database, userId: string, input: UpdateProfileInput): Promise<void> {
  const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  await db
    .update(users)
    .set({
      city: blankToNull(input.city),
      state: blankToNull(input.state),
      country: blankToNull(input.country),
      educationInstitute: blankToNull(input.educationInstitute),
      majors: blankToNull(input.majors),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
