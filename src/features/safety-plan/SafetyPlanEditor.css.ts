import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.md} 0 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontFamily: vars.font.heading,
  fontSize: '1.125rem',
  fontWeight: 600,
});

export const prompt = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

// The example after the prompt, on a line of its own.
export const example = style({ display: 'block', fontStyle: 'italic' });

export const rows = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({ display: 'grid', gap: vars.space.xs });

export const rowFields = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

const field = { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 } as const;

export const itemField = style({ ...field, flex: '1 1 12rem' });

export const nameField = style({ ...field, flex: '2 1 12rem' });

export const phoneField = style({ ...field, flex: '1 1 8rem' });

export const rowLabel = style({ fontSize: '0.875rem', fontWeight: 600 });

// A square the size of a touch target, so the field beside it keeps the width to show what was written.
export const remove = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.125rem',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.accent } },
});

export const suggestions = style({ display: 'grid', gap: vars.space.xs, width: '100%' });

export const suggestionList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Long names wrap inside the button instead of pushing the page sideways on a phone.
export const suggestion = style({
  maxWidth: '100%',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  textAlign: 'left',
  fontWeight: 500,
});

export const summary = style({
  padding: vars.space.md,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.surface,
});

export const summaryTitle = style({ margin: 0, fontWeight: 700, color: vars.color.danger });

export const summaryList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg });

export const saveError = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const discardQuestion = style({ flex: '1 1 100%', margin: 0, fontWeight: 600 });
