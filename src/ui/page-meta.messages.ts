import { defineMessages } from '../lib/i18n/i18n';
import { pageDescriptions } from '../lib/page-meta';

/** Each fixed page's description, by path, in every language ('/' is the site's, for pages without one). */
export const pageMetaMessages = defineMessages('pageMeta', pageDescriptions);
