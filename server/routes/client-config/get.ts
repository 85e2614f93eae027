import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';

// Public values only: the Firebase web config is meant to be shipped to browsers.
export const get = ({ config }: RouteDeps) =>
  s.route(contract.clientConfig.get, async () => ({
    status: 200,
    body: {
      firebase: {
        apiKey: config.firebase.apiKey,
        authDomain: config.firebase.authDomain,
        projectId: config.firebase.projectId,
      },
      authEmulatorUrl: config.firebase.authEmulatorHost ? `http://${config.firebase.authEmulatorHost}` : null,
      analyticsMeasurementId: config.analyticsMeasurementId,
      pixelId: config.pixelId,
      pixelScriptUrl: config.pixelScriptUrl,
      consentRequired: config.consentRequired,
      tokenSyncUrl: config.tokenSyncUrl,
    },
  }));
