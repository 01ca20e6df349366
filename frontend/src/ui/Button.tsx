import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { css, styled } from 'styled-components';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'inverse' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.night};
    color: ${({ theme }) => theme.color.onNight};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.nightRaised};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.color.sand};
    color: ${({ theme }) => theme.color.night};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.sandStrong};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.control};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.ink};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceMuted};
    }
  `,
  inverse: css`
    background: transparent;
    color: ${({ theme }) => theme.color.onNight};
    border-color: ${({ theme }) => theme.color.onNightMuted};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.nightRaised};
    }
  `,
  /** For what cannot be undone, such as deleting. */
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.surface};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.ink};
    }
  `,
};

const sizes = {
  sm: css`
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3.5)}`};
    font-size: ${({ theme }) => theme.fontSize.sm};
  `,
  md: css`
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(5)}`};
    font-size: ${({ theme }) => theme.fontSize.md};
  `,
  lg: css`
    min-height: 52px;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(7)}`};
    font-size: ${({ theme }) => theme.fontSize.lg};
  `,
};

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    transform ${({ theme }) => theme.motion.fast} ease;

  &:active:not(:disabled) {
    transform: translateY(1px);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledButtonLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

const StyledButtonAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
}

export type ButtonProps = CommonProps & ComponentProps<'button'>;

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton type={type} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />
  );
}

export type ButtonLinkProps = CommonProps & LinkProps;

/** Looks like a button, is a link: for anything that only navigates within the app. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...rest
}: ButtonLinkProps) {
  return <StyledButtonLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}

export type ButtonAnchorProps = CommonProps & ComponentProps<'a'>;

/** A button-styled plain anchor, for `mailto:` and other addresses outside the app. */
export function ButtonAnchor({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...rest
}: ButtonAnchorProps) {
  return <StyledButtonAnchor $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}
