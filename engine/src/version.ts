/** Release of the engine's code; the fitted weights carry their own version (see `engineVersion`). */
export const engineRelease = '1.18.0';
