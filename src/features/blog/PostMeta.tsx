import type { Post } from './posts';
import { formatPostDate } from './posts';
import * as styles from './Blog.css';

/** The date, reading time and tags of a post, as the list and the post page show them. */
export function PostMeta({ post }: { post: Post }) {
  return (
    <>
      <p className={styles.meta}>
        <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingMinutes} min read
      </p>
      <ul className={styles.tags} aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag} className={styles.tag}>
            {tag}
          </li>
        ))}
      </ul>
    </>
  );
}
