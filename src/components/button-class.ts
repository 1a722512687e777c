import * as buttons from './buttons.module.css';

export type ButtonVariant = 'contained' | 'outlined' | 'text';

/**
 * The classes of a button, or of a link that looks like one, in the site's look
 * (buttons.module.css): `<button className={buttonClass('outlined')}>`.
 */
export function buttonClass(
  variant: ButtonVariant,
  { size, tone, className }: { size?: 'large'; tone?: 'danger'; className?: string } = {},
): string {
  return [buttons.button, buttons[variant], size && buttons[size], tone && buttons[tone], className]
    .filter(Boolean)
    .join(' ');
}
