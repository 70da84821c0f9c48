/// <reference types="vite/client" />

/** ISO time of this web build; the same value is written to `dist/meta.json` (see vite.config.ts). */
declare const __BUILD_TIME__: string;
