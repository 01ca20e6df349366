import type { ComponentProps } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { Tooltip } from './Tooltip';

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'title'> & {
  /** The button's name: read by screen readers, and shown as its tooltip on hover and focus. */
  label: string;
  /** Looks like a Button of this variant; without one it is a bare button to style yourself. */
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/**
 * A button that shows only an icon. Its name is required and doubles as its tooltip, so a
 * sighted mouse user learns what it does the way a screen-reader user does. The icon goes in
 * `children`; style a bare one with `styled(IconButton)`.
 */
export function IconButton({
  label,
  variant,
  size = 'sm',
  type = 'button',
  children,
  ...rest
}: IconButtonProps) {
  return (
    <Tooltip content={label}>
      {variant ? (
        <Button type={type} variant={variant} size={size} aria-label={label} {...rest}>
          {children}
        </Button>
      ) : (
        <button type={type} aria-label={label} {...rest}>
          {children}
        </button>
      )}
    </Tooltip>
  );
}

export type IconLinkProps = Omit<ComponentProps<'a'>, 'aria-label' | 'title'> & {
  /** The link's name, as for IconButton: say where it goes ("… (opens in a new tab)"). */
  label: string;
};

/** A link that shows only an icon (a profile, a company's website): named and tooltipped alike. */
export function IconLink({ label, ...rest }: IconLinkProps) {
  return (
    <Tooltip content={label}>
      <a aria-label={label} {...rest} />
    </Tooltip>
  );
}
