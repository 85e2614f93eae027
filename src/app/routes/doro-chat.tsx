import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '../../features/pages/PlaceholderPages';

export const Route = createFileRoute('/doro-chat')({ component: ChatPage });
