import { styled } from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { ButtonAnchor } from '../../../ui/Button';
import { ClampedText } from '../../../ui/ClampedText';
import { IconLink } from '../../../ui/IconButton';
import { ExternalLinkIcon } from '../../../ui/icons';
import { Monogram } from '../../../ui/Monogram';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { track } from '../../tracking';
import { companyTags, type ShownCompany } from '../portfolioCompanies';

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledLogo = styled.img`
  width: 56px;
  height: 56px;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.md};
  object-fit: contain;
  background: ${({ theme }) => theme.color.paper};
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledFacts = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Spec section 9 sets no length: long descriptions show 4 lines and a "Read more". */
const StyledDescription = styled(ClampedText)`
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** The tags and actions, at the foot of every card in a row whatever each text's length. */
const StyledFoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: auto;
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledTag = styled.li`
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(2)};
`;

const StyledIconLink = styled(IconLink)`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.ink};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

export const DESCRIPTION_LINES = 4;

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export interface CompanyCardProps {
  company: ShownCompany;
  /** Spec section 9: 2 tags on the portfolio, 1 on the home page. */
  maxTags: number;
}

/**
 * One portfolio company: logo (or monogram), name, founding year and stage, status and category,
 * its first tags, and two ways to its website (a new tab, so the visitor keeps our page).
 */
export function CompanyCard({ company, maxTags }: CompanyCardProps) {
  const tags = companyTags(company, maxTags);
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

  function handleLearnMore() {
    track('conversion', {
      meta: { action: 'portfolio_learn_more', company: company.slug },
    });
  }

  return (
    <StyledCard>
      <StyledTop>
        {company.logo ? (
          <StyledLogo src={company.logo} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <Monogram name={company.name} />
        )}
        <div>
          <StyledName>{company.name}</StyledName>
          <StyledFacts>
            Founded {company.foundedYear} · {company.stage}
          </StyledFacts>
        </div>
      </StyledTop>
      <StyledBadges>
        <Badge variant={company.status === 'active' ? 'success' : 'neutral'}>
          {statusLabel(company.status)}
        </Badge>
        <Badge variant="sand">{company.category}</Badge>
      </StyledBadges>
      <StyledDescription lines={DESCRIPTION_LINES} about={company.name}>
        {company.description}
      </StyledDescription>
      <StyledFoot>
        {tags.length > 0 && (
          <StyledTags aria-label="AI focus">
            {tags.map((tag) => (
              <StyledTag key={tag}>{tag}</StyledTag>
            ))}
          </StyledTags>
        )}
        <StyledActions>
          <ButtonAnchor
            href={company.website}
            {...newTab}
            variant="secondary"
            fullWidth
            onClick={handleLearnMore}
          >
            Learn More
            <VisuallyHidden> about {company.name} (opens in a new tab)</VisuallyHidden>
          </ButtonAnchor>
          <StyledIconLink
            href={company.website}
            {...newTab}
            label={`Visit the ${company.name} website (opens in a new tab)`}
          >
            <ExternalLinkIcon />
          </StyledIconLink>
        </StyledActions>
      </StyledFoot>
    </StyledCard>
  );
}
