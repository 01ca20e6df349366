import { styled } from 'styled-components';
import { TextCardGrid } from '../../../ui/TextCardGrid';

const BENEFITS = [
  {
    title: 'Real companies, real ownership',
    text: 'You work inside a funded AI company on problems its customers are waiting for, not on a sandbox project.',
  },
  {
    title: 'A partner as your mentor',
    text: 'Every participant has a partner who meets them weekly, reviews their work and opens doors.',
  },
  {
    title: 'A path to what comes next',
    text: 'Most alumni receive an offer from their company; others go on to lead teams or start their own.',
  },
] as const;

const INCLUDED = [
  'A dedicated partner as mentor',
  'Hands-on work on production AI systems',
  'Weekly sessions with founders and operators',
  'Fully remote, with a gathering in San Francisco each quarter',
  'A monthly stipend and the equipment you need',
  'A fast track to full-time roles in the portfolio',
] as const;

/** Spec section 9: alumni figures. */
const ALUMNI = [
  { value: '85%', label: 'receive a full-time offer' },
  { value: '12', label: 'alumni are now CTOs' },
  { value: '3', label: 'companies founded by alumni' },
] as const;

/** The three benefit cards under the intro. */
export function ProgramBenefits() {
  return <TextCardGrid cards={BENEFITS} look="outlined" />;
}

const StyledIncluded = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    column-gap: ${({ theme }) => theme.space(10)};
  }

  li {
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.color.nightLine};
  }

  li::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-right: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.sand};
    vertical-align: middle;
  }
`;

/** "All Programs Include" (for a night section). */
export function ProgramInclusions() {
  return (
    <StyledIncluded>
      {INCLUDED.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </StyledIncluded>
  );
}

const StyledStats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space(6)};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    text-align: center;
  }

  dd {
    order: -1;
    margin: 0;
    color: ${({ theme }) => theme.color.sandDeep};
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    line-height: ${({ theme }) => theme.lineHeight.tight};
  }

  dt {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

/** Alumni outcomes: 85% conversion, 12 CTOs, 3 companies founded. */
export function AlumniStats() {
  return (
    <StyledStats>
      {ALUMNI.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </StyledStats>
  );
}
