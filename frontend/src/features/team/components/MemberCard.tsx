import type { TeamMember } from '@sandglass/shared';
import { styled } from 'styled-components';
import { lineClamp } from '../../../ui/lineClamp';
import { MemberLinks } from './MemberLinks';
import { MemberPhoto } from './MemberPhoto';

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;

const StyledName = styled.h3`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const StyledTitle = styled.p`
  color: ${({ theme }) => theme.color.sandDeep};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

/** Four lines at most; margin-bottom: auto keeps the profiles at the card's foot. */
const StyledBio = styled.p`
  margin-bottom: auto;
  ${({ theme }) => lineClamp(BIO_LINES, theme.lineHeight.body)}
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const BIO_LINES = 4;

export interface MemberCardProps {
  member: TeamMember;
}

/** A member of the full team (and of the home page's three): photo, name, title, bio. */
export function MemberCard({ member }: MemberCardProps) {
  return (
    <StyledCard>
      <MemberPhoto name={member.name} photoUrl={member.photoUrl} size={88} />
      <StyledName>{member.name}</StyledName>
      <StyledTitle>{member.title}</StyledTitle>
      <StyledBio>{member.bio}</StyledBio>
      <MemberLinks {...member} />
    </StyledCard>
  );
}
