/**
 * What a page tells search engines and link previews: its description and the social card tags (Open Graph and
 * Twitter). The tab title stays with the page (React's <title>, see src/ui/Page.tsx); this module keeps the
 * <meta> tags of <head> in step with it, for the page on screen.
 */
import { normalizePath } from './route-access';

export interface PageMeta {
  /** The page's title as the tab shows it. */
  title: string;
  /** One or two plain sentences; falls back to the description of the page's path. */
  description?: string;
  /** 'article' for a blog post, 'website' otherwise. */
  type?: 'website' | 'article';
  /** A page that must not be indexed, such as "post not found". */
  noindex?: boolean;
}

/** index.html's description, for a page with nothing more precise. */
export const siteDescription =
  'Doro offers supportive conversations with an AI coach around the clock, and validated mental-health questionnaires. An AI, not a therapist or a human, and not an emergency service.';

/** The description of each page with a fixed path, in one table so that no two pages share one. */
export const pageDescriptions: Readonly<Record<string, string>> = {
  '/': siteDescription,
  '/about':
    'What Doro is and is not: an AI coach for supportive conversations, not a clinician, a therapist or an emergency service. How it keeps you safe and your words private.',
  '/non-profit':
    'Doro for non-profit organisations: how charities, schools and community groups can talk with us about bringing Doro to the people they support.',
  '/challenge':
    'A free 30-day wellbeing challenge: one small practice a day, each with a few words on why it helps. Follow along at your own pace and keep your progress.',
  '/blog':
    'Plain, practical articles from Doro on coping skills, sleep, stress, reaching out to someone, using questionnaires, and where to find crisis help.',
  '/login': 'Log in to Doro to continue your supportive conversations and questionnaire check-ins.',
  '/signup':
    'Create a free Doro account: supportive AI coaching conversations and questionnaires, for people aged 13 and over.',
  '/forgot-password': 'Reset the password of your Doro account: we email you a link to choose a new one.',
  '/database':
    'Validated mental-health questionnaires you can take on Doro, such as the PHQ-9 and GAD-7, to check in on how you feel over time.',
  '/plans': 'Doro plans and prices: how many sessions and minutes each plan gives, and how to change or cancel.',
  '/profile': 'Your Doro profile: your sessions, your questionnaire results, your plan, and your data.',
  '/about/crisis-protocol':
    'How Doro responds when someone may be in danger: what it looks for, the crisis resources it shows, and what it logs.',
  '/doro-chat': 'A supportive conversation with Doro, your AI coach.',
  '/terms': 'The Terms of Service of Doro: who may use it, what it is and is not, plans and payments, and your rights.',
  '/privacy': 'The Privacy Policy of Doro: what we collect, why, how long we keep it, and how you stay in control.',
  '/support': 'Contact Doro support: questions about your account, billing or safety.',
};

export function descriptionForPath(pathname: string): string {
  const path = normalizePath(pathname);
  return Object.hasOwn(pageDescriptions, path) ? pageDescriptions[path]! : siteDescription;
}

/** One <meta> tag: `name="..."` for description, robots and Twitter, `property="..."` for Open Graph. */
export interface HeadTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export function headTagsFor(meta: PageMeta, pathname: string): HeadTag[] {
  const description = meta.description ?? descriptionForPath(pathname);
  const tags: HeadTag[] = [
    { attribute: 'name', key: 'description', content: description },
    { attribute: 'property', key: 'og:title', content: meta.title },
    { attribute: 'property', key: 'og:description', content: description },
    { attribute: 'property', key: 'og:type', content: meta.type ?? 'website' },
    { attribute: 'property', key: 'og:site_name', content: 'Doro' },
    { attribute: 'name', key: 'twitter:card', content: 'summary' },
    { attribute: 'name', key: 'twitter:title', content: meta.title },
    { attribute: 'name', key: 'twitter:description', content: description },
  ];
  if (meta.noindex) tags.push({ attribute: 'name', key: 'robots', content: 'noindex' });
  return tags;
}

/** Where the tags live: <head> in the browser, a map in tests. `null` content removes the tag. */
export interface MetaTarget {
  read(tag: Omit<HeadTag, 'content'>): string | null;
  write(tag: Omit<HeadTag, 'content'>, content: string | null): void;
}

/**
 * Keeps the target's tags equal to those of the page shown last, whatever order pages mount and unmount in (a
 * post inside the blog layout, React's strict-mode double effects, one page leaving as the next arrives). Tags
 * the app never set go back to what index.html had once no page asks for them.
 */
export function createMetaStack(target: MetaTarget) {
  const originals = new Map<string, { tag: Omit<HeadTag, 'content'>; content: string | null }>();
  const shown: HeadTag[][] = [];

  function apply(tags: readonly HeadTag[]): void {
    const wanted = new Map(tags.map((tag) => [`${tag.attribute}:${tag.key}`, tag]));
    for (const [id, tag] of wanted) {
      if (!originals.has(id)) originals.set(id, { tag, content: target.read(tag) });
      target.write(tag, tag.content);
    }
    for (const [id, original] of originals) {
      if (!wanted.has(id)) target.write(original.tag, original.content);
    }
  }

  return {
    /** Shows a page's tags until the returned function is called. */
    show(tags: HeadTag[]): () => void {
      shown.push(tags);
      apply(tags);
      return () => {
        const index = shown.lastIndexOf(tags);
        if (index === -1) return;
        shown.splice(index, 1);
        apply(shown.at(-1) ?? []);
      };
    },
  };
}

/** The browser's <head>, creating a tag the first time it is needed. */
export function headMetaTarget(head: HTMLHeadElement): MetaTarget {
  const find = ({ attribute, key }: Omit<HeadTag, 'content'>) =>
    head.querySelector<HTMLMetaElement>(`meta[${attribute}="${CSS.escape(key)}"]`);
  return {
    read: (tag) => find(tag)?.content ?? null,
    write(tag, content) {
      const existing = find(tag);
      if (content === null) {
        existing?.remove();
        return;
      }
      const element = existing ?? head.appendChild(document.createElement('meta'));
      element.setAttribute(tag.attribute, tag.key);
      element.content = content;
    },
  };
}
