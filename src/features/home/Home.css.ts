import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const lead = style({ fontSize: '1.25rem', maxWidth: '40rem', margin: `0 0 ${vars.space.lg}` });

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  padding: 0,
  margin: `${vars.space.xl} 0`,
  listStyle: 'none',
});

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.125rem' });

export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const cardLink = style({ fontWeight: 600 });

export const faq = style({ margin: `${vars.space.xl} 0`, scrollMarginTop: vars.space.lg });

export const faqItem = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const faqQuestion = style({ fontWeight: 600, cursor: 'pointer', minHeight: '44px', alignContent: 'center' });

export const section = style({ margin: `${vars.space.xl} 0 0`, maxWidth: '48rem' });

export const steps = style({ paddingInlineStart: vars.space.lg, lineHeight: 1.6 });

export const placeCard = style({
  marginTop: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxWidth: '36rem',
});

export const placeForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginTop: vars.space.md,
});

export const placeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const placeError = style({ color: vars.color.danger, margin: 0, fontWeight: 600 });

export const placeDone = style({ display: 'block', marginTop: vars.space.lg, color: vars.color.textMuted });

// The greeting's email on a line of its own when it does not fit beside "Welcome,", a little smaller, breaking only
// where BreakableAddress allows (and anywhere only if one part is wider than the screen).
export const greetingAddress = style({ display: 'inline-block', fontSize: '0.8em', overflowWrap: 'anywhere' });
