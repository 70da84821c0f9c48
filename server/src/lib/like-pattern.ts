/** A LIKE pattern matching `search` anywhere in the text, its own % and _ (and the escape, \) taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
