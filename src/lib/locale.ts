/**
 * The 'Proudly Canadian' badge shows for Canadian visitors: any preferred language tagged with the CA region
 * (en-CA, fr-CA, iu-Latn-CA...). Region subtags are matched case-insensitively, as BCP 47 says they compare.
 */
export function prefersCanadianLocale(languages: readonly string[]): boolean {
  return languages.some((tag) => {
    const subtags = tag.split(/[-_]/).slice(1);
    return subtags.some((subtag) => subtag.toUpperCase() === 'CA');
  });
}
