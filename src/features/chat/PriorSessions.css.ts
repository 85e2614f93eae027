import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const section = style({ marginTop: vars.space.xl });

export const heading = style({
  fontSize: '1.375rem',
  margin: `0 0 ${vars.space.md}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const item = style({
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  display: 'grid',
  gap: vars.space.xs,
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
});

export const summary = style({ margin: 0 });

export const muted = style({ color: vars.color.textMuted });

export const transcript = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  maxHeight: '60dvh',
  overflowY: 'auto',
});

export const line = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const author = style({ fontWeight: 700, marginRight: vars.space.xs });

export const statusLine = style({
  display: 'block',
  margin: `0 0 ${vars.space.md}`,
});

// A crisis card in a transcript: a card of its own, not text in the conversation's flow.
export const crisisLine = style({ margin: 0 });
