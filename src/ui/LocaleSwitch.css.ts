import { style } from '@vanilla-extract/css';
import { linkButton } from './LinkButton.css';

// Looks like the links beside it, and is as easy to hit as them.
export const localeSwitch = style([linkButton, { minHeight: '44px', padding: 0 }]);
