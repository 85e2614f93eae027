import { style } from '@vanilla-extract/css';
import { linkButton } from '../../ui/LinkButton.css';
import { vars } from '../../ui/theme.css';

// Under the reply's words, in normal wrapping: the bubble keeps its pre-wrap for what Doro wrote.
export const feedback = style({
  // The containing block of its visually hidden legend: without it the legend is placed against the page, far below
  // the chat log's scrolled content, and the page grew thousands of pixels of blank space.
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  border: 0,
  whiteSpace: 'normal',
});

// Icon only, 44 px square: a comfortable touch target, two of them and 'Add a word' fit a phone's bubble.
export const iconButton = style({
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
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    '&:hover:not(:disabled)': { borderColor: vars.color.accent },
    '&:disabled': { opacity: 0.6, cursor: 'wait' },
  },
});

export const icon = style({ width: '20px', height: '20px' });

export const textButton = style([
  linkButton,
  { minHeight: '44px', padding: `0 ${vars.space.sm}`, fontSize: '0.9375rem' },
]);

export const note = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const error = style({ flex: '1 1 100%', margin: 0, fontSize: '0.9375rem', color: vars.color.danger });

export const wordForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  flex: '1 1 100%',
  marginTop: vars.space.xs,
});

export const wordLabel = style({ flex: '1 1 100%', fontSize: '0.875rem', fontWeight: 600 });

export const wordInput = style({
  flex: '1 1 8rem',
  minWidth: 0,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { borderColor: vars.color.accent } },
});
