import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { BRAND } from './brand.js';
import { Paragraph } from './layout.js';

export interface ActionButtonProps {
  href: string;
  label: string;
}

/** The one thing a mail asks the person to do, with its link written out below for copying. */
export function ActionButton({ href, label }: ActionButtonProps) {
  return (
    <>
      <Button
        href={href}
        style={{
          backgroundColor: BRAND.sand,
          color: BRAND.night,
          padding: '12px 20px',
          borderRadius: '6px',
          fontWeight: 600,
        }}
      >
        {label}
      </Button>
      <Paragraph muted>
        Or open this link: <Link href={href}>{href}</Link>
      </Paragraph>
    </>
  );
}
