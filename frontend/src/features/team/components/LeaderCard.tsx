import type { TeamMember } from '@sandglass/shared';
import { styled } from 'styled-components';
import { MemberLinks } from './MemberLinks';
import { MemberPhoto } from './MemberPhoto';

const StyledCard = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  height: 100%;
  padding: ${({ theme }) => theme.space(7)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: auto 1fr;
    align-items: start;
  }
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
`;

const StyledTitle = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.sandDeep};
  font-weight: 600;
`;

const StyledBio = styled.p`
  margin-block: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface LeaderCardProps {
  member: TeamMember;
}

/** A featured card for a partner or managing partner: photo, title, full bio, profiles. */
export function LeaderCard({ member }: LeaderCardProps) {
  return (
    <StyledCard>
      <MemberPhoto name={member.name} photoUrl={member.photoUrl} size={112} />
      <div>
        <StyledName>{member.name}</StyledName>
        <StyledTitle>{member.title}</StyledTitle>
        <StyledBio>{member.bio}</StyledBio>
        <MemberLinks {...member} />
      </div>
    </StyledCard>
  );
}
