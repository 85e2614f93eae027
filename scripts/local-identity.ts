/** True when no real Firebase project is configured: the Auth emulator stands in for the identity provider. */
export function usesLocalIdentity(env: NodeJS.ProcessEnv): boolean {
  const project = env.FIREBASE_PROJECT_ID ?? 'demo-doro';
  return project.startsWith('demo-') || Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
}
