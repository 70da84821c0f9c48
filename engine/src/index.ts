/**
 * The Creds evaluation engine: reads a course description and returns the skills it teaches, its
 * level on the spec's scale, rating points, and the evidence for each. Pure TypeScript, no network
 * (unless the optional language-model refinement is configured), deterministic.
 *
 * Typical server use:
 *   const { text } = await extractText(upload, filename, mimeType); // EngineError on bad files
 *   const result = evaluate({ courseName, description: text, creditHours, learningMode });
 *   store(JSON.stringify(result));
 */
export { evaluate, preloadEvaluator, engineVersion, maxDescriptionChars, maxCourseNameChars, minDescriptionWords, type EvaluateOptions } from './evaluate.js';
export { extractText, preloadExtractors, defaultExtractionLimits, type ExtractedText, type ExtractionLimits, type DocumentKind } from './extract/extract-text.js';
export { EngineError, isEngineError, engineErrorCodes, engineErrorMessages, type EngineErrorCode } from './errors.js';
export { detectLanguage, type LanguageCheck } from './language.js';
export { refineWithLanguageModel, llmConfigFromEnv, type LanguageModelConfig } from './llm/refine.js';
export { Taxonomy, getDefaultTaxonomy, type TaxonomyFile, type TaxonomySkill } from './taxonomy/taxonomy.js';
export { engineRelease } from './version.js';
export { defaultModel, type LevelModel } from './level/model.js';
export { featureNames, featureLabels, type FeatureName } from './level/features.js';
export type { EvaluationInput, EvaluationResult, SkillResult, LevelSignal, TextSpan, InputField, RefinementInfo } from './types.js';
