/** Every questionnaire route answers an unknown id the same way. */
export function ptestNotFound(id: string) {
  return {
    status: 404 as const,
    body: { message: `There is no questionnaire with the id ${id}. GET /api/ptests/ lists them.` },
  };
}
