/** English function words: skipped when measuring vocabulary, counted when checking the language. */
export const stopWords: ReadonlySet<string> = new Set(
  `a about above after again against all also am among an and any are as at be because been before being below
  between both but by can could did do does doing down during each either etc even ever every few for from further
  had has have having he her here hers herself him himself his how however i if in into is it its itself just
  may me might more most must my myself neither no nor not now of off on once only or other otherwise our ours
  ourselves out over own per same shall she should since so some such than that the their theirs them themselves
  then there these they this those through thus to too under until up upon us very via was we were what when where
  whether which while who whom whose why will with within without would yet you your yours yourself yourselves
  include includes including well much many one two three four five six seven eight nine ten`
    .split(/\s+/)
    .filter(Boolean),
);
