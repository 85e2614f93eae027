import { Link, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { CrisisCard } from '../../ui/CrisisCard';
import { Page } from '../../ui/Page';
import { PageMeta } from '../../ui/PageMeta';
import { Markdown } from './Markdown';
import { PostMeta } from './PostMeta';
import { postBySlug, posts } from './posts';
import * as styles from './Blog.css';

/** A click on a link to a page of Doro, with no modifier key: the router can open it without reloading. */
function inAppHref(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const href = (event.target as Element).closest('a')?.getAttribute('href');
  return href && /^\/(?![/\\])/.test(href) ? href : null;
}

function PostNotFound({ slug }: { slug: string }) {
  const title = 'Post not found · Doro Blog';
  return (
    <Page title="Post not found" documentTitle={title}>
      <PageMeta title={title} description="There is no Doro blog post at this address." noindex />
      <p>There is no post called “{slug}”. It may have moved, or the address may have a typo.</p>
      <p>
        <Link to="/blog">See all posts</Link>
      </p>
    </Page>
  );
}

/** One post: its words, then the crisis resources and a few more posts to read. */
export function BlogPost({ slug }: { slug: string }) {
  const router = useRouter();
  const post = postBySlug(slug);
  if (!post) return <PostNotFound slug={slug} />;

  const title = `${post.title} · Doro Blog`;
  const others = posts.filter((other) => other.slug !== post.slug).slice(0, 3);
  const openInApp = (event: MouseEvent<HTMLElement>) => {
    const href = inAppHref(event);
    if (!href) return;
    event.preventDefault();
    router.history.push(href);
  };

  return (
    <Page title={post.title} documentTitle={title}>
      <PageMeta title={title} description={post.summary} type="article" />
      <header className={styles.header}>
        <PostMeta post={post} />
      </header>
      {/* Links inside a post are plain <a> (the renderer knows no router); this opens Doro's own pages in place. */}
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only links inside are interactive, and they keep their keyboard behaviour */}
      <div className={styles.prose} onClick={openInApp}>
        <Markdown blocks={post.body} />
      </div>
      <div className={styles.after}>
        <CrisisCard headingLevel={2} />
        <nav className={styles.more} aria-label="More posts">
          <h2>Keep reading</h2>
          <ul>
            {others.map((other) => (
              <li key={other.slug}>
                <Link to="/blog/$slug" params={{ slug: other.slug }}>
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/blog">All posts</Link>
          </p>
        </nav>
      </div>
    </Page>
  );
}
