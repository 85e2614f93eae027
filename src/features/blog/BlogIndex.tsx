import { Link } from '@tanstack/react-router';
import { Page } from '../../ui/Page';
import { PageMeta } from '../../ui/PageMeta';
import { PostMeta } from './PostMeta';
import { posts } from './posts';
import * as styles from './Blog.css';

const title = 'Blog · Doro';

/** Every post, newest first, each with its date, tags and summary. */
export function BlogIndex() {
  return (
    <Page title="Blog" documentTitle={title}>
      <PageMeta title={title} />
      <p className={styles.intro}>
        Plain, practical reading about looking after your mind, written by the Doro team. These articles are general
        information, not medical advice.
      </p>
      <ul className={styles.list} aria-label="Posts, newest first">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className={styles.card} aria-labelledby={`post-${post.slug}`}>
              <h2 id={`post-${post.slug}`} className={styles.cardTitle}>
                <Link to="/blog/$slug" params={{ slug: post.slug }}>
                  {post.title}
                </Link>
              </h2>
              <PostMeta post={post} />
              <p className={styles.cardSummary}>{post.summary}</p>
            </article>
          </li>
        ))}
      </ul>
    </Page>
  );
}
