export * from './branding.js';
export * from './errors.js';
export * from './meta.js';
export * from './timing.js';
export * from './levels.js';
export * from './accounts.js';
export * from './countries.js';
export * from './fees.js';
