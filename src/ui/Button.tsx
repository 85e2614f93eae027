import type { ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariant } from './Button.css';

export type { ButtonVariant };

/** The class of a button look, for links that act as buttons (e.g. 'Get Started'). */
export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return button[variant];
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  return <button type={type} className={[button[variant], className].filter(Boolean).join(' ')} {...props} />;
}
