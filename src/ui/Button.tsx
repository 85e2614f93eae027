import type { ComponentPropsWithRef } from 'react';
import { button, type ButtonVariant } from './Button.css';

export type { ButtonVariant };

/** The class of a button look, for links that act as buttons (e.g. 'Get Started'). */
export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return button[variant];
}

// With its ref: a view may move the focus to a button (React 19 passes `ref` as a prop).
interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  return <button type={type} className={[button[variant], className].filter(Boolean).join(' ')} {...props} />;
}
