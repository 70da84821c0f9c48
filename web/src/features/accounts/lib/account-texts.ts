/** Texts of the account pages that are not in the spec (its messages live in @creds/contract). */

export const passwordRulesHint =
  '8 to 32 characters, with an uppercase letter, a lowercase letter, a number and a special character.';
