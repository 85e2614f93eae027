import { createFileRoute } from '@tanstack/react-router';
import { BlogPost } from '../../../features/blog/BlogPost';

// An unknown slug renders the post page's own "not found" (with noindex): the SPA answers 200 for every path.
export const Route = createFileRoute('/blog/$slug')({ component: BlogPostRoute });

function BlogPostRoute() {
  const { slug } = Route.useParams();
  return <BlogPost slug={slug} />;
}
