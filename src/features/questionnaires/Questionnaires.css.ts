import { globalStyle, style } from '@vanilla-extract/css';
import { page } from '../../ui/Page.css';
import { vars } from '../../ui/theme.css';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  marginBottom: vars.space.lg,
});

export const field = style({ display: 'grid', gap: vars.space.xs });

export const input = style({
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: '14rem',
});

export const cards = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
});

export const cardTitle = style({ margin: 0, fontSize: '1.2rem' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

// The focus mode's narrower column: one question at a time reads best without long lines.
export const focusPage = style([page, { maxWidth: '42rem' }]);

export const progressBar = style({ width: '100%', height: '0.5rem', accentColor: vars.color.accent });

export const fieldset = style({ border: 0, padding: 0, margin: `${vars.space.lg} 0` });

export const legend = style({
  fontSize: '1.3rem',
  fontFamily: vars.font.heading,
  marginBottom: vars.space.md,
  padding: 0,
});

export const options = style({ display: 'grid', gap: vars.space.sm });

export const option = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.accent, outline: `2px solid ${vars.color.accent}` } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg });

export const problem = style({ color: vars.color.danger, fontWeight: 600 });

export const score = style({ fontSize: '2.5rem', fontFamily: vars.font.heading, margin: 0 });

export const section = style({ marginTop: vars.space.xl });

// An opaque card: the particle background paints behind the page, and through a transparent chart its dots read
// as data points (issue 18). The card covers them; the drawing keeps its own band shades on top.
export const figure = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  maxWidth: '42rem',
});

export const chart = style({ width: '100%', maxWidth: '40rem', height: 'auto', display: 'block' });

export const table = style({ borderCollapse: 'collapse', width: '100%', marginTop: vars.space.md });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

// The printable history: only the page itself goes on paper, not the site's header, footer or help bar.
export const printPage = style({});
globalStyle(`body:has(${printPage}) header, body:has(${printPage}) footer, body:has(${printPage}) aside`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`${printPage} .no-print`, { '@media': { print: { display: 'none' } } });
