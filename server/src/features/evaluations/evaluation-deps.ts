import type { evaluate, extractText } from '@creds/engine';
import type { Database } from '../../db/client.js';
import type { FileStorage } from '../../providers/storage.js';

/** The engine's two entry points; tests may put a failing one in their place. */
export interface Evaluator {
  evaluate: typeof evaluate;
  extractText: typeof extractText;
}

export interface EvaluationDeps {
  db: Database;
  storage: FileStorage;
  evaluator: Evaluator;
}
