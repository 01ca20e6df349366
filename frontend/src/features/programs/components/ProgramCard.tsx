import { positionsLabel, type Program, type ProgramStatus } from '@sandglass/shared';
import { styled } from 'styled-components';
import { Badge, type BadgeVariant } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { CheckIcon } from '../../../ui/icons';
import { formatDeadline } from '../programDates';
import { ApplyButton } from './ApplyButton';

/** Spec section 4: open green, closed dark, upcoming blue. */
const STATUS: Record<ProgramStatus, { label: string; variant: BadgeVariant }> = {
  open: { label: 'Open', variant: 'success' },
  closed: { label: 'Closed', variant: 'night' },
  upcoming: { label: 'Upcoming', variant: 'info' },
};

/** Spec section 9: every program is remote. */
const LOCATION = 'Remote';

const StyledCard = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(10)};
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 300px;
  }
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
`;

const StyledDescription = styled.p`
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const StyledLong = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StyledLists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(8)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledListTitle = styled.h4`
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.inkMuted};
  }

  svg {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.success};
  }
`;

const StyledAside = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

interface PointListProps {
  title: string;
  items: readonly string[];
}

function PointList({ title, items }: PointListProps) {
  if (items.length === 0) return null;
  return (
    <div>
      <StyledListTitle>{title}</StyledListTitle>
      <StyledList>
        {items.map((item) => (
          <li key={item}>
            <CheckIcon size={16} />
            {item}
          </li>
        ))}
      </StyledList>
    </div>
  );
}

export interface ProgramCardProps {
  program: Program;
}

/** One program (spec section 2): Apply Now while it is open, "Applications Closed" otherwise. */
export function ProgramCard({ program }: ProgramCardProps) {
  const status = STATUS[program.status];
  return (
    <StyledCard aria-labelledby={`program-${program.id}`}>
      <div>
        <StyledHeading>
          <StyledName id={`program-${program.id}`}>{program.name}</StyledName>
          <Badge variant={status.variant}>{status.label}</Badge>
        </StyledHeading>
        <StyledDescription>{program.description}</StyledDescription>
        <StyledLong>{program.longDescription}</StyledLong>
        <StyledLists>
          <PointList title="Qualifications" items={program.requirements} />
          <PointList title="What You'll Do" items={program.benefits} />
        </StyledLists>
      </div>
      <StyledAside>
        <StyledFacts>
          <div>
            <dt>Duration</dt>
            <dd>{program.duration}</dd>
          </div>
          <div>
            <dt>Positions</dt>
            <dd>{positionsLabel(program.positions)}</dd>
          </div>
          <div>
            <dt>Application deadline</dt>
            <dd>{formatDeadline(program.applicationDeadline)}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{LOCATION}</dd>
          </div>
        </StyledFacts>
        {program.status === 'open' ? (
          <ApplyButton programId={program.id} programName={program.name} />
        ) : (
          <Button size="lg" disabled>
            Applications Closed
          </Button>
        )}
      </StyledAside>
    </StyledCard>
  );
}
