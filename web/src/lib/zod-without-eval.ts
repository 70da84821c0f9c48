import { z } from 'zod';

// Zod probes `new Function` to speed up parsing; the CSP forbids it, and the probe shows as a CSP
// violation. Imported by every entry that parses with zod: the app (main.tsx) and the prerendered /fees.
z.config({ jitless: true });
