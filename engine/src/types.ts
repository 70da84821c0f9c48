import type { Level, LevelLabel } from '@creds/contract/level-scale';

/** What the user submitted about one course. Only `courseName` and `description` are required. */
export interface EvaluationInput {
  /** The course title as the user typed it; a course code in it ("CS 421 …") is used as a signal. */
  courseName: string;
  /** The course description: pasted text, or the text `extractText` returned for an outline. */
  description: string;
  /** Credit hours of the course (spec: 1 to 999); more hours nudge the level up a little. */
  creditHours?: number | null;
  /** `online` or `f2f`; recorded, but it does not move the level. */
  learningMode?: 'online' | 'f2f' | null;
  /** ISO date (or Date) the course started; with `courseEndDate` gives the course length. */
  courseStartDate?: string | Date | null;
  /** ISO date (or Date) the course ended. */
  courseEndDate?: string | Date | null;
}

/** Which input field a span of text comes from. */
export type InputField = 'courseName' | 'description';

/** An exact piece of the input: `input[field].slice(start, end) === text`. Offsets count UTF-16 code units. */
export interface TextSpan {
  field: InputField;
  start: number;
  end: number;
  text: string;
}

/** One skill the course teaches. */
export interface SkillResult {
  /** Taxonomy id such as `computing.python`; fallback phrases get `keyphrase:<words>`. */
  id: string;
  /** Canonical name from the taxonomy, or the phrase itself for a fallback. */
  name: string;
  /** Taxonomy category ("Computing", "Health and Medicine", …); "Other" for fallback phrases. */
  category: string;
  /**
   * `taxonomy` when a taxonomy alias matched; `keyphrase` when proposed by the key-phrase fallback;
   * `languageModel` when added by the optional language-model refinement (still with evidence in the text).
   */
  source: 'taxonomy' | 'keyphrase' | 'languageModel';
  /** Salience from 0 to 1: where and how often the skill appears (title > outcomes > body). */
  score: number;
  /** Where in the input the skill was found, best first (at most five spans). */
  evidence: TextSpan[];
}

/** Something in the text that moved the level, and by how much. */
export interface LevelSignal {
  /**
   * Stable identifier: a model feature (`cue.introductory`, `prerequisite.courseLevel`, `bloom.level`,
   * … see `featureNames`), or a fixed rule (`courseNumber.own`, `creditHours`).
   */
  id: string;
  /** One sentence a reviewer can read, e.g. "Prerequisite courses at the 300 level". */
  label: string;
  /** The measured value (a count, a ratio or a level, depending on the signal). */
  value: number;
  /**
   * How far the signal moved the expected level, in levels (negative lowers it): for a model feature,
   * the expected level with the signal minus the expected level without it, the others unchanged; for
   * a fixed rule, the change it made.
   */
  contribution: number;
  /** The spans that produced the signal (empty for whole-text measures such as length). */
  evidence: TextSpan[];
}

/** Whether and how the optional language-model refinement took part. */
export interface RefinementInfo {
  /** `applied`: the model's answer changed or confirmed the result; `failed`: fell back to the deterministic result. */
  status: 'applied' | 'failed';
  /** The model name asked. */
  model: string;
  /** Why it failed, or what it changed. */
  note: string;
}

/** The whole evaluation, safe to store as JSON. */
export interface EvaluationResult {
  /** 0 to 5; 0 only when the text carries no usable signal (see `reasons`). */
  level: Level;
  /** Exactly the spec's label for `level`. */
  levelLabel: LevelLabel;
  /** Rating shown as 0 to 5 stars; equal to `level` (see the engine README for why). */
  points: number;
  /** The model's expected level (1.0 to 5.0), the mean of its level probabilities; `level` is their median. 0 for level 0. */
  score: number;
  /** Skills taught, best first (usually 3 to 12). */
  skills: SkillResult[];
  /** Every signal that moved the level, largest effect first. */
  signals: LevelSignal[];
  /** Plain sentences explaining the level, for the user and the reviewer. */
  reasons: string[];
  /** ISO 639-3 code of the detected language (`eng`), or `und` when the text is too short to tell. */
  language: string;
  /** Words in courseName and description together. */
  wordCount: number;
  /** Version of the engine and of its fitted weights, e.g. `1.0.0+w2025.1`. */
  engineVersion: string;
  /** Present only when a language model was asked to refine the result. */
  refinement?: RefinementInfo;
}
