import { contract } from '../../../src/contract/contract';
import { dutiesFor, rules } from '../../law/jurisdictions';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';

/** The jurisdiction table as the crisis protocol page lists it: generated from the table, so it stays true. */
export const lawRules = () =>
  s.route(contract.law.rules, async () => {
    const now = Date.now();
    return {
      status: 200,
      body: {
        rules: rules.map((rule) => ({
          id: rule.id,
          law: rule.law,
          places: [...rule.places],
          from: new Date(rule.from).toISOString(),
          inForce: Date.parse(rule.from) <= now,
          howDoroMeetsIt: rule.howDoroMeetsIt,
        })),
      },
    };
  });

/** Sign-up asks a guardian's consent under this age in the place given (none given: the strictest rule). */
export const guardianAge = () =>
  s.route(contract.law.guardianAge, async ({ query }) => {
    const duties = dutiesFor({ country: query.country, region: query.region, age: 13, at: new Date() });
    return { status: 200, body: { underAge: duties.guardianConsentUnderAge } };
  });

/** Last calendar year's referral counts (Washington HB 2225 asks them published), without the categories. */
export const referralFigures = (deps: RouteDeps) =>
  s.route(contract.law.referralFigures, async () => {
    const year = new Date().getUTCFullYear() - 1;
    const report = await storesFor(deps).referralReport({ year, jurisdiction: null });
    return {
      status: 200,
      body: {
        year,
        protocolVersion: report.protocol.version,
        rows: report.rows.map(({ month, level, jurisdiction, referrals }) => ({
          month,
          level,
          jurisdiction,
          referrals,
        })),
        totals: report.totals,
      },
    };
  });
