import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.js';

describe('detectLanguage', () => {
  it('recognises English, including dense technical English', () => {
    expect(detectLanguage('This course introduces students to the principles of thermodynamics and heat transfer.')).toEqual({ language: 'eng', isEnglish: true });
    expect(detectLanguage('Equations of motion; ocean wave spectrums, response amplitude operators; seakeeping; maneuvering; stability; dynamic positioning.').isEnglish).toBe(true);
  });

  it('rejects other languages', () => {
    const french = detectLanguage("Ce cours présente la conception et l'analyse des algorithmes, et les étudiants apprennent à programmer en Python.");
    expect(french).toEqual({ language: 'fra', isEnglish: false });
    const spanish = detectLanguage('Este curso presenta los principios de la termodinámica y la transferencia de calor para los estudiantes de ingeniería.');
    expect(spanish.isEnglish).toBe(false);
  });

  it('does not reject text too short to tell', () => {
    expect(detectLanguage('Algèbre')).toEqual({ language: 'und', isEnglish: true });
  });
});
