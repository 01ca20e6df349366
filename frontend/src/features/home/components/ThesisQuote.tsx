import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../../../ui/Container';
import { ArrowRightIcon } from '../../../ui/icons';

const StyledBand = styled.section`
  padding-block: ${({ theme }) => theme.space(16)};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.surface};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space(24)};
  }
`;

const StyledFigure = styled.figure`
  max-width: 880px;
  margin: 0 auto;
  text-align: center;
`;

const StyledQuote = styled.blockquote`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  text-wrap: balance;

  &::before {
    content: '“';
    display: block;
    color: ${({ theme }) => theme.color.sand};
    font-size: 2.4em;
    line-height: 0.8;
  }
`;

const StyledCaption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.sandDeep};
  font-weight: 600;
  text-underline-offset: 4px;
`;

/** The thesis in one sentence, and the way to the whole of it. */
export function ThesisQuote() {
  return (
    <StyledBand aria-label="Our thesis in one sentence">
      <Container>
        <StyledFigure>
          <StyledQuote>
            <p>
              AI is not a feature of the companies we back. It is the reason they can win, and we
              build them with their founders from the first line of code.
            </p>
          </StyledQuote>
          <StyledCaption>Our investment thesis</StyledCaption>
          <StyledLink to="/investment-thesis">
            Read the full thesis <ArrowRightIcon />
          </StyledLink>
        </StyledFigure>
      </Container>
    </StyledBand>
  );
}
