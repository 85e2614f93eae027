import { useQueries, useQuery } from '@tanstack/react-query';
import type { PtestInfo, PtestResponse } from '../../contract/ptests';
import { questionnaireDataQuery, questionnaireHistoryQuery } from '../../lib/queries/ptests';
import { useSavePending } from './use-save-pending';

export interface InstrumentHistory {
  info: PtestInfo;
  responses: PtestResponse[];
}

/**
 * The signed-in user's results grouped by instrument, each with its bands and score range; a result kept from
 * before sign-up is saved first, so it is part of the history.
 */
export function useQuestionnaireHistory() {
  const saving = useSavePending(true);
  const history = useQuery({ ...questionnaireHistoryQuery(), enabled: !saving });
  const testIds = [...new Set((history.data ?? []).map((response) => response.testId))];
  const infos = useQueries({ queries: testIds.map((id) => questionnaireDataQuery(id)) });
  const groups: InstrumentHistory[] = testIds.flatMap((id, index) => {
    const info = infos[index]?.data;
    return info ? [{ info, responses: (history.data ?? []).filter((response) => response.testId === id) }] : [];
  });
  return {
    isPending: saving || history.isPending || infos.some((query) => query.isPending),
    error: history.error ?? infos.find((query) => query.error)?.error ?? null,
    responses: history.data ?? [],
    groups,
  };
}
