import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/AboutPage';
import { medicalDisclaimer } from '../legal-bodies';

export const Route = createFileRoute('/about')({ component: () => <AboutPage disclaimer={medicalDisclaimer} /> });
