/**
 * A function that remembers its answers for up to `limit` keys, then forgets them all and starts again: words
 * and patterns recur from one text to the next, but a long-running server must not grow the memory without bound.
 * `keyOf` names what the answer depends on (by default the argument itself).
 */
export function boundedMemo<A, V>(limit: number, compute: (argument: A) => V, keyOf: (argument: A) => unknown = (argument) => argument): (argument: A) => V {
  const answers = new Map<unknown, V>();
  return (argument) => {
    const key = keyOf(argument);
    const known = answers.get(key);
    if (known !== undefined) return known;
    const answer = compute(argument);
    if (answers.size >= limit) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
