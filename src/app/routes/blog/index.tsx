import { createFileRoute } from '@tanstack/react-router';
import { BlogIndex } from '../../../features/blog/BlogIndex';

// The router plugin splits the component (and the posts it carries) into the blog's own chunk.
export const Route = createFileRoute('/blog/')({ component: BlogIndex });
