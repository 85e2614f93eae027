/**
 * Doro's own words in the offline engine, apart from the psychoeducation and exercises (content/): greetings,
 * reflections, questions, and what Doro says to thanks, goodbyes, complaints and "just listen", in English and
 * Canadian French, for teens and adults. Reflections are built from what was understood (a feeling, a person, an
 * event), never from the person's sentence. Every text passes the output guard unchanged (engine-texts.test.ts).
 *
 * The words live by kind under catalogue/; this file gathers them for the engine.
 */
export * from './catalogue/openings';
export * from './catalogue/questions';
export * from './catalogue/reflections';
export * from './catalogue/replies';
export * from './catalogue/plans';
