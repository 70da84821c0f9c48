import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.js';

describe('detectLanguage', () => {
  it('recognises English, including dense technical English', () => {
    expect(detectLanguage('This course introduces students to the principles of thermodynamics and heat transfer.')).toEqual({ language: 'eng', isEnglish: true });
    expect(detectLanguage('Equations of motion; ocean wave spectrums, response amplitude operators; seakeeping; maneuvering; stability; dynamic positioning.').isEnglish).toBe(true);
  });

  it('recognises terse English outlines that trigrams alone take for French, Catalan or Spanish', () => {
    const outlines = [
      'Course outline. Students learn Python programming, loops, functions, lists, dictionaries, debugging and Git version control. Weekly labs, quizzes, final project.',
      'Graphic design: typography, color theory, layout, Adobe Photoshop, Illustrator, InDesign, portfolio review.',
      'Culinary arts diploma. Knife skills, sauces, pastry, food safety, kitchen management, internship.',
      'Machine learning: regression, classification, clustering, neural networks, gradient descent, regularization, model evaluation.',
      'Anatomy and physiology: cells, tissues, skeletal system, muscular system, nervous system, cardiovascular system, lab practicals.',
      'Nursing fundamentals: vital signs, patient hygiene, medication administration, infection control, documentation, clinical rotations.',
      'Carpentry: framing, roofing, stairs, finish carpentry, estimating, tool safety, site visits.',
    ];
    expect(outlines.filter((text) => !detectLanguage(text).isEnglish)).toEqual([]);
  });

  it('still rejects such outlines written in other languages', () => {
    const outlines = [
      'Cours de design graphique : typographie, théorie des couleurs, mise en page, Adobe Photoshop, Illustrator, InDesign, portfolio.',
      'Arts culinaires : techniques de couteau, sauces, pâtisserie, sécurité alimentaire, gestion de cuisine, stage.',
      'Diseño gráfico: tipografía, teoría del color, maquetación, Adobe Photoshop, Illustrator, InDesign, revisión de portafolio.',
      'Design grafico: tipografia, teoria del colore, impaginazione, Adobe Photoshop, Illustrator, InDesign, revisione del portfolio.',
      'Plan du cours. Les étudiants apprennent la programmation Python, les boucles, les fonctions, les listes, les dictionnaires, le débogage et le contrôle de version Git. Travaux pratiques hebdomadaires, quiz, projet final.',
      'Esquema del curso. Los estudiantes aprenden programación en Python, bucles, funciones, listas, diccionarios, depuración y control de versiones con Git. Laboratorios semanales, cuestionarios, proyecto final.',
      'Kursübersicht. Die Studierenden lernen Python-Programmierung, Schleifen, Funktionen, Listen, Wörterbücher, Fehlersuche und Versionskontrolle mit Git. Wöchentliche Übungen, Quizze, Abschlussprojekt.',
    ];
    expect(outlines.filter((text) => detectLanguage(text).isEnglish)).toEqual([]);
  });

  it('rejects other languages', () => {
    const french = detectLanguage("Ce cours présente la conception et l'analyse des algorithmes, et les étudiants apprennent à programmer en Python.");
    expect(french).toEqual({ language: 'fra', isEnglish: false });
    const spanish = detectLanguage('Este curso presenta los principios de la termodinámica y la transferencia de calor para los estudiantes de ingeniería.');
    expect(spanish.isEnglish).toBe(false);
  });

  it('does not reject text too short to tell', () => {
    expect(detectLanguage('Algèbre')).toEqual({ language: 'und', isEnglish: true });
    // Letters are what count, not characters: 39 letters among digits and marks are still too few to tell.
    expect(detectLanguage(`Cours ${'1234 — '.repeat(200)} élémentaire de géométrie algébrique`)).toEqual({ language: 'und', isEnglish: true });
    expect(detectLanguage(`Cours ${'1234 — '.repeat(200)} élémentaire de géométrie algébrique et analytique`).language).not.toBe('und');
  });
});
